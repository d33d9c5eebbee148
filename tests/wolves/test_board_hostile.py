"""Hostile box documents and deals: the checker answers with problems and never raises; reading a file
raises DataError naming it and nothing else; a deal that does not fit is a DataError too."""

import copy
import json
import os
import tempfile
from pathlib import Path

import fuzz_files as fz
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.wolves.model.board import build_board, check_box, load_box, parse_box, shipped_box
from kernel.errors import DataError, Problem

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = json.loads((ROOT / "games" / "wolves" / "maps" / "standard.json").read_text(encoding="utf-8"))
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
# No deadline: a per-example time limit is a timed assertion, and fails on a busy shared machine.
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def hostile_box(draw):
    """The shipped box with one value anywhere replaced, removed or nested deep (tests/fuzz_files.py), or
    one field of any hex of any board, or of any layout, made hostile."""
    how = draw(st.sampled_from(["anywhere", "hex", "layout", "slot"]))
    if how == "anywhere":
        return draw(fz.hostile_document(DOCUMENT))
    doc = copy.deepcopy(DOCUMENT)
    value = draw(fz.HOSTILE)
    if how == "hex":
        board = draw(st.integers(0, len(doc["boards"]) - 1))
        cell = doc["boards"][board]["hexes"][draw(st.integers(0, 18))]
        cell[draw(st.sampled_from(["at", "terrain", "symbol", "extra"]))] = value
    elif how == "layout":
        layout = doc["layouts"][draw(st.sampled_from(["2", "3", "4", "5"]))]
        key = draw(st.sampled_from(["start", "regions", "regions[0]"]))
        if key == "regions[0]":
            layout["regions"][0] = value
        else:
            layout[key] = value
    else:
        doc["slots"][draw(st.sampled_from(["N", "NNE", "C", "?"]))] = value
    return doc


def _checked(doc):
    problems = check_box(doc, "standard.json")
    assert isinstance(problems, list) and all(isinstance(p, Problem) for p in problems)
    for p in problems:
        assert p.where.startswith("standard.json") and p.what
        assert len(p.where) + len(p.what) < 2000
    box, again = parse_box(doc, "standard.json")
    assert (box is None) == any(not p.warning for p in again)
    return box


@FUZZ
@given(hostile_box())
def test_a_hostile_box_gets_problems_never_an_exception(doc):
    box = _checked(doc)
    if box is not None:         # what is accepted plays: every layout builds
        for players in (2, 3, 4, 5):
            _start, regions = box.layout(players)
            board = build_board(box, players, dict(zip(regions, box.region_board_ids)))
            assert len(board.cells) == {2: 95, 3: 133, 4: 171, 5: 209}[players]


@FUZZ
@given(st.one_of(hostile_box().map(fz.dump), fz.RAW_JSON))
def test_a_hostile_box_file_is_loaded_or_refused_with_a_data_error(data):
    with tempfile.TemporaryDirectory() as folder:
        path = fz.write(Path(folder) / "box.json", data)
        try:
            load_box(path)
        except DataError as exc:
            assert exc.problems and all(str(path) in p.where for p in exc.problems)


@FUZZ
@given(st.one_of(fz.HOSTILE, st.dictionaries(st.sampled_from(["N", "NE", "SE", "S", "SW", "NW", "E", "C", "x"]),
                                             st.one_of(st.sampled_from(["r01", "r02", "r03", "start"]), fz.HOSTILE),
                                             max_size=8)),
       st.one_of(st.sampled_from([2, 3, 4, 5]), fz.HOSTILE))
def test_a_hostile_deal_is_a_data_error(deal, players):
    try:
        board = build_board(shipped_box(), players, deal)
    except DataError as exc:
        assert exc.problems and all(p.where.startswith("layout") for p in exc.problems)
    else:
        assert sorted(deal) == sorted(board.region_slots)


def test_deep_nesting_anywhere_is_a_problem_not_a_crash():
    for path in [("boards",), ("boards", 2), ("boards", 2, "hexes", 3, "at"), ("slots", "N"), ("layouts", "3"),
                 ("layouts", "3", "regions"), ("boards", 2, "dominant")]:
        doc = fz.replaced(DOCUMENT, path, fz.nested(100_000))
        assert _checked(doc) is None


def test_numbers_too_long_to_print_are_problems_not_a_crash():
    """A document built in Python (not read from JSON, which refuses them) may hold integers of more
    digits than Python turns into text."""
    huge = 10 ** 6000
    for path in [("version",), ("slots", "N", 0), ("boards", 2, "hexes", 3, "at", 1), ("layouts", "3", "start"),
                 ("layouts", "3", "regions", 2), ("boards", 2, "hexes", 3, "terrain"), ("boards", 2, "id")]:
        doc = fz.replaced(DOCUMENT, path, huge)
        assert _checked(doc) is None, path
