"""The box checker (board.check_box) on copies of the shipped box broken one way each: every problem is
found and named at its field (`standard.json: boards[3].hexes[7].terrain`); a box with an error is
never loaded."""

import copy
import json
from pathlib import Path

import pytest

from games.wolves.model import board as wolves_board
from games.wolves.model.board import check_box, load_box, parse_box
from kernel.errors import DataError
from kernel.file_checks import MAX_PROBLEMS, ProblemReport

ROOT = Path(__file__).resolve().parents[2]
BOX_FILE = ROOT / "games" / "wolves" / "maps" / "standard.json"
DOCUMENT = json.loads(BOX_FILE.read_text(encoding="utf-8"))
WHERE = "standard.json"
R01 = 1     # boards[1] is r01, a meadow board
START = 0


def _at(doc, board, offset):
    """The index in boards[board].hexes of the hex at `offset`."""
    return next(k for k, h in enumerate(doc["boards"][board]["hexes"]) if tuple(h["at"]) == tuple(offset))


def _hex(doc, board, offset):
    return doc["boards"][board]["hexes"][_at(doc, board, offset)]


def _field(board, offset, key):
    return f"boards[{board}].hexes[{_at(DOCUMENT, board, offset)}].{key}"


def _plain_outer(doc, board, terrain=None, other_than=None):
    """Offsets of ring-2 hexes without a symbol of r01 (of `terrain`, or not of `other_than`)."""
    found = []
    for h in doc["boards"][board]["hexes"]:
        off = tuple(h["at"])
        if off in wolves_board.RING_2 and not h.get("symbol"):
            if (terrain is None or h["terrain"] == terrain) and (other_than is None or h["terrain"] != other_than):
                found.append(off)
    return found


def _errors(doc):
    return [p for p in check_box(doc, WHERE) if not p.warning]


def _assert_problem(doc, field, words=""):
    problems = _errors(doc)
    where = f"{WHERE}: {field}" if field else WHERE
    hits = [p for p in problems if p.where == where and words in p.what]
    assert hits, f"no problem at {where!r} saying {words!r}; found: {problems}"
    box, _ = parse_box(doc, WHERE)
    assert box is None


def _edit(change):
    doc = copy.deepcopy(DOCUMENT)
    change(doc)
    return doc


def _set(path, value):
    def change(doc):
        node = doc
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = value
    return change


def _delete(path):
    def change(doc):
        node = doc
        for step in path[:-1]:
            node = node[step]
        del node[path[-1]]
    return change


# -- the envelope and the structure ---------------------------------------------------------------------------------

STRUCTURE = [
    (_set(("format",), "smallworld-map"), "format", "not \"wolves-map\""),
    (_delete(("format",)), "format", "missing"),
    (_set(("version",), 2), "version", "newer"),
    (_set(("version",), "1"), "version", "not a version"),
    (_set(("version",), True), "version", "not a version"),
    (_set(("version",), 0), "version", "not a version"),
    (_delete(("version",)), "version", "missing"),
    (_set(("id",), "Standard box"), "id", "not an id"),
    (_delete(("id",)), "id", "missing"),
    (_set(("name",), 5), "name", "not a name"),
    (_set(("name",), "\x1b[2J"), "name", "not a name"),
    (_delete(("boards",)), "boards", "missing"),
    (_set(("boards",), {"start": {}}), "boards", "not a list"),
    (_set(("boards",), [{}] * 40), "boards", "40 boards"),
    (_set(("boards", 3), "r03"), "boards[3]", "not a board"),
    (_set(("boards", 4, "id"), "r03"), "boards[4].id", "boards[3] too"),
    (_set(("boards", 3, "id"), "R3!"), "boards[3].id", "not a board id"),
    (_delete(("boards", 3, "id")), "boards[3].id", "missing"),
    (_set(("boards", 3, "kind"), "island"), "boards[3].kind", "not \"start\" or \"region\""),
    (_set(("boards", 3, "dominant"), "lava"), "boards[3].dominant", "not a terrain"),
    (_set(("boards", 3, "dominant"), ["desert"]), "boards[3].dominant", "not a terrain"),
    (_delete(("boards", 3, "dominant")), "boards[3].dominant", "missing"),
    (_set(("boards", 0, "dominant"), "meadow"), "boards[0].dominant", "no dominant"),
    (_delete(("boards", 3, "hexes")), "boards[3].hexes", "missing"),
    (_set(("boards", 3, "hexes"), "all"), "boards[3].hexes", "not a list"),
    (_set(("boards", 3, "hexes"), [{"at": [0, 0], "terrain": "water"}] * 100), "boards[3].hexes", "100 hexes"),
    (_set(("boards", 3, "hexes", 7), 3), "boards[3].hexes[7]", "not a hex"),
    (_set(("boards", 3, "hexes", 7, "at"), [1]), "boards[3].hexes[7].at", "not an offset"),
    (_set(("boards", 3, "hexes", 7, "at"), ["1", 0]), "boards[3].hexes[7].at", "not an offset"),
    (_set(("boards", 3, "hexes", 7, "at"), [True, 0]), "boards[3].hexes[7].at", "not an offset"),
    (_set(("boards", 3, "hexes", 7, "at"), [1.0, 0]), "boards[3].hexes[7].at", "not an offset"),
    (_set(("boards", 3, "hexes", 7, "at"), [10 ** 30, 0]), "boards[3].hexes[7].at", "not an offset"),
    (_set(("boards", 3, "hexes", 7, "at"), "1,0"), "boards[3].hexes[7].at", "not an offset"),
    (_delete(("boards", 3, "hexes", 7, "at")), "boards[3].hexes[7].at", "missing"),
    (_set(("boards", 3, "hexes", 7, "at"), [3, 0]), "boards[3].hexes[7].at", "outside the board"),
    (_set(("boards", 3, "hexes", 7, "at"), [-2, -1]), "boards[3].hexes[7].at", "outside the board"),
    (_set(("boards", 3, "hexes", 8, "at"), DOCUMENT["boards"][3]["hexes"][7]["at"]),
     "boards[3].hexes[8].at", "boards[3].hexes[7] too"),
    (_delete(("boards", 3, "hexes", 7)), "boards[3].hexes", "lacks 1 of the 19"),
    (_set(("boards", 3, "hexes", 7, "terrain"), "lava"), "boards[3].hexes[7].terrain", "not a terrain"),
    (_set(("boards", 3, "hexes", 7, "terrain"), None), "boards[3].hexes[7].terrain", "not a terrain"),
    (_delete(("boards", 3, "hexes", 7, "terrain")), "boards[3].hexes[7].terrain", "missing"),
    (_set(("boards", 3, "hexes", 7, "symbol"), "bear"), "boards[3].hexes[7].symbol", "not \"prey\""),
]


@pytest.mark.parametrize(("change", "field", "words"), STRUCTURE)
def test_a_broken_structure_is_named_at_its_field(change, field, words):
    _assert_problem(_edit(change), field, words)


@pytest.mark.parametrize("document", [None, [], "standard", 7, True])
def test_a_box_file_holds_an_object(document):
    _assert_problem(document, "", "JSON object")


def test_an_unknown_field_is_a_warning_and_the_box_still_loads():
    doc = _edit(_set(("colour",), "grey"))
    doc["boards"][2]["hexes"][4]["height"] = 3
    doc["layouts"]["3"]["note"] = "x"
    problems = check_box(doc, WHERE)
    assert {p.where for p in problems} == {f"{WHERE}: colour", f"{WHERE}: boards[2].hexes[4].height",
                                           f"{WHERE}: layouts.3.note"}
    assert all(p.warning for p in problems)
    box, _ = parse_box(doc, WHERE)
    assert box is not None and box.id == "standard"


def test_an_odd_key_is_quoted_safely_in_the_field():
    doc = _edit(_set(("slots", "\x1b[2J"), [10, -4]))
    (problem,) = _errors(doc)
    assert problem.where.startswith(f"{WHERE}: slots.") and "\x1b" not in problem.where and "2J" in problem.where


# -- the start board ---------------------------------------------------------------------------------------------


def _start_terrain(offset, terrain):
    return lambda doc: _hex(doc, START, offset).update(terrain=terrain)


def test_the_canyon_must_be_where_the_rules_put_it():
    _assert_problem(_edit(_start_terrain((0, 0), "meadow")), _field(START, (0, 0), "terrain"), "this one is chasm")
    _assert_problem(_edit(_start_terrain((0, -2), "chasm")), _field(START, (0, -2), "terrain"),
                    "no other hex is chasm")
    _assert_problem(_edit(_start_terrain((0, -2), "water")), _field(START, (0, -2), "terrain"), "no water")


def test_the_start_board_has_no_symbols():
    doc = _edit(lambda d: _hex(d, START, (0, -2)).update(symbol="prey"))
    _assert_problem(doc, _field(START, (0, -2), "symbol"), "no prey or lone wolves")


def test_each_side_of_the_canyon_shows_the_five_terrains():
    north = _edit(lambda d: _hex(d, START, (-2, 0)).update(terrain=_hex(d, START, (-1, -1))["terrain"]))
    _assert_problem(north, "boards[0].hexes", "north of the canyon")
    south = _edit(lambda d: _hex(d, START, (2, 0)).update(terrain=_hex(d, START, (1, 1))["terrain"]))
    _assert_problem(south, "boards[0].hexes", "south of the canyon")


def test_the_four_hexes_away_from_the_canyon_differ():
    doc = _edit(lambda d: _hex(d, START, (0, -2)).update(terrain=_hex(d, START, (0, 2))["terrain"]))
    _assert_problem(doc, "boards[0].hexes", "four different terrains")


# -- a region board -------------------------------------------------------------------------------------------------


def test_the_water_is_the_centre_and_nowhere_else():
    _assert_problem(_edit(lambda d: _hex(d, R01, (0, 0)).update(terrain="meadow")),
                    _field(R01, (0, 0), "terrain"), "centre of a region board is water")
    outer = _plain_outer(DOCUMENT, R01)[0]
    _assert_problem(_edit(lambda d: _hex(d, R01, outer).update(terrain="water")),
                    _field(R01, outer, "terrain"), "one water hex")
    _assert_problem(_edit(lambda d: _hex(d, R01, outer).update(terrain="chasm")),
                    _field(R01, outer, "terrain"), "only the start board")


def test_six_of_the_dominant_terrain_and_three_of_each_other():
    outer = _plain_outer(DOCUMENT, R01, other_than="meadow")[0]
    doc = _edit(lambda d: _hex(d, R01, outer).update(terrain="meadow"))
    _assert_problem(doc, "boards[1].hexes", "has 7 meadow hexes, not 6")


def test_the_ring_round_the_water_shows_two_dominant_and_one_of_each_other():
    inner = next(off for off in wolves_board.RING_1 if _hex(DOCUMENT, R01, off)["terrain"] == "meadow")
    outer = _plain_outer(DOCUMENT, R01, other_than="meadow")[0]

    def swap(doc):
        a, b = _hex(doc, R01, inner), _hex(doc, R01, outer)
        a["terrain"], b["terrain"] = b["terrain"], a["terrain"]

    doc = _edit(swap)
    _assert_problem(doc, "boards[1].hexes", "around the water")
    assert not any("hexes, not" in p.what for p in _errors(doc))       # the board's counts are still right


@pytest.mark.parametrize(("offset", "words"), [
    ((1, 0), "lair sites"),
    ((1, -1), "virtual pack"),
    ((2, 0), "corner"),
    ((0, 0), "water holds no symbol"),
])
def test_a_symbol_where_the_rules_forbid_one(offset, words):
    doc = _edit(lambda d: _hex(d, R01, offset).update(symbol="lone_wolf"))
    _assert_problem(doc, _field(R01, offset, "symbol"), words)
    _assert_problem(doc, "boards[1].hexes", "3 lone_wolf hexes, not 2")


def test_a_moved_symbol_keeps_the_rules():
    """Specials may move, within the rules: a lone wolf from (-1,-1) to (1,1) is fine; onto a corner next
    to the other lone wolf it is not, twice over."""
    def move(to):
        def change(doc):
            _hex(doc, R01, (-1, -1)).pop("symbol")
            _hex(doc, R01, to)["symbol"] = "lone_wolf"
            terrain = _hex(doc, R01, (-1, -1))["terrain"]
            # keep the table's terrains: swap the two hexes' terrains with the symbol
            _hex(doc, R01, (-1, -1))["terrain"], _hex(doc, R01, to)["terrain"] = _hex(doc, R01, to)["terrain"], terrain
        return change

    assert _errors(_edit(move((1, 1)))) == []
    doc = _edit(move((2, 0)))
    _assert_problem(doc, _field(R01, (2, 0), "symbol"), "corner")
    _assert_problem(doc, _field(R01, (2, -1), "symbol"), "next to the lone_wolf hex (2,0)")


def test_the_prey_hex_keeps_four_free_neighbours():
    def crowd(doc):
        _hex(doc, R01, (-1, -1)).pop("symbol")
        _hex(doc, R01, (0, 2))["symbol"] = "lone_wolf"        # a corner beside the prey hex (-1,2)
    doc = _edit(crowd)
    _assert_problem(doc, _field(R01, (-1, 2), "symbol"), "3 neighbours of land without a symbol")


def test_one_prey_and_two_lone_wolves_a_board():
    doc = _edit(lambda d: _hex(d, R01, (-1, 2)).pop("symbol"))
    _assert_problem(doc, "boards[1].hexes", "has 0 prey hexes, not 1")


# -- the box's table ----------------------------------------------------------------------------------------------


def test_each_region_board_follows_its_row_of_the_table():
    def swap_ids(doc):
        doc["boards"][1]["id"], doc["boards"][3]["id"] = "r03", "r01"
    doc = _edit(swap_ids)
    _assert_problem(doc, "boards[1].dominant", "makes r03 a desert board")
    _assert_problem(doc, "boards[3].dominant", "makes r01 a meadow board")


def _swap_symbol_terrain(doc, symbol_at, terrain_from):
    a, b = _hex(doc, R01, symbol_at), _hex(doc, R01, terrain_from)
    a["terrain"], b["terrain"] = b["terrain"], a["terrain"]


def test_lone_wolves_and_prey_stand_on_the_tables_terrains():
    tundra_wolf = next(off for off in wolves_board.DEFAULT_LONE_WOLVES
                       if _hex(DOCUMENT, R01, off)["terrain"] == "tundra")
    forest = _plain_outer(DOCUMENT, R01, terrain="forest")[0]
    doc = _edit(lambda d: _swap_symbol_terrain(d, tundra_wolf, forest))
    _assert_problem(doc, "boards[1].hexes", "puts r01's on meadow and tundra")
    _assert_problem(doc, "boards", "tundra carries 3 lone wolves and 2 prey hexes over the box, not 4 and 2")
    _assert_problem(doc, "boards", "forest carries 5 lone wolves")
    mountain = _plain_outer(DOCUMENT, R01, terrain="mountain")[0]
    doc = _edit(lambda d: _swap_symbol_terrain(d, (-1, 2), mountain))
    _assert_problem(doc, "boards[1].hexes", "puts r01's on desert")
    _assert_problem(doc, "boards", "mountain carries 4 lone wolves and 3 prey hexes")


def test_the_box_holds_the_start_board_and_the_ten_region_boards():
    _assert_problem(_edit(lambda d: d["boards"].pop()), "boards", "lack the board r10")
    doc = _edit(_set(("boards", 10, "id"), "r11"))
    _assert_problem(doc, "boards[10].id", "not a region board of the box")
    _assert_problem(doc, "boards", "lack the board r10")

    def start_as_region(doc):
        doc["boards"][0].update(kind="region", dominant="meadow")
    _assert_problem(_edit(start_as_region), "boards[0].kind", "is the start board")

    def region_as_start(doc):
        doc["boards"][1]["kind"] = "start"
        del doc["boards"][1]["dominant"]
    _assert_problem(_edit(region_as_start), "boards[1].id", "start board's id is \"start\"")


# -- slots and layouts --------------------------------------------------------------------------------------------


SLOTS_AND_LAYOUTS = [
    (_delete(("slots",)), "slots", "missing"),
    (_set(("slots",), [[0, 0]]), "slots", "not an object"),
    (_set(("slots", "N"), [3, -4]), "slots.N", "not a board centre"),
    (_set(("slots", "N"), "3,-5"), "slots.N", "not a hex"),
    (_set(("slots", "N"), [3, -5, 0]), "slots.N", "not a hex"),
    (_set(("slots", "N"), [3.0, -5]), "slots.N", "not a hex"),
    (_set(("slots", "N"), [10 ** 40, -5]), "slots.N", "not a hex"),
    (_set(("slots", "Z"), [10, -4]), "slots.Z", "not a slot of the game"),
    (_set(("slots", "W"), [7, 1]), "slots.W", "centre of E too"),
    (_delete(("slots", "NNE")), "layouts.5.regions[8]", "not placed in slots"),
    (_delete(("layouts",)), "layouts", "missing"),
    (_set(("layouts",), [2, 3, 4, 5]), "layouts", "not an object"),
    (_delete(("layouts", "5")), "layouts", "lacks the layout for 5 players"),
    (_set(("layouts", "6"), {"start": "C", "regions": []}), "layouts.6", "not a player count"),
    (_set(("layouts", "3"), "C"), "layouts.3", "not a layout"),
    (_set(("layouts", "3", "start"), None), "layouts.3.start", "start board is used"),
    (_set(("layouts", "2", "start"), "N"), "layouts.2.start", "not used"),
    (_set(("layouts", "3", "start"), "Q"), "layouts.3.start", "not a slot"),
    (_set(("layouts", "3", "start"), ["C"]), "layouts.3.start", "not a slot"),
    (_delete(("layouts", "3", "start")), "layouts.3.start", "missing"),
    (_delete(("layouts", "3", "regions")), "layouts.3.regions", "missing"),
    (_set(("layouts", "3", "regions"), "N NE"), "layouts.3.regions", "not a list of slots"),
    (_set(("layouts", "3", "regions", 1), "N"), "layouts.3.regions[1]", "listed twice"),
    (_set(("layouts", "3", "regions", 1), "X"), "layouts.3.regions[1]", "not a slot"),
    (_set(("layouts", "3", "regions", 1), {"slot": "NE"}), "layouts.3.regions[1]", "not a slot"),
    (_set(("layouts", "4", "regions", 0), "C"), "layouts.4.regions[0]", "holds the start board"),
    (lambda d: d["layouts"]["3"]["regions"].pop(), "layouts.3.regions", "list 5 slots; 3 players play with 6"),
    (_set(("slots", "NNE"), [15, -6]), "layouts.5", "the region board at NNE touches 0 other boards"),
    (_set(("slots", "NNE"), [15, -6]), "layouts.5", "the boards at NNE lie apart"),
    (_set(("slots", "NNE"), [12, -1]), "layouts.5", "the region board at NNE touches 1 other board;"),
]


@pytest.mark.parametrize(("change", "field", "words"), SLOTS_AND_LAYOUTS)
def test_slots_and_layouts_problems_are_named_at_their_field(change, field, words):
    _assert_problem(_edit(change), field, words)


def test_a_layout_of_the_rules_own_slots_in_another_order_is_fine():
    doc = _edit(lambda d: d["layouts"]["3"]["regions"].reverse())
    assert check_box(doc, WHERE) == []
    box, _ = parse_box(doc, WHERE)
    assert box.layout(3) == ("C", ("N", "NE", "SE", "S", "SW", "NW"))


def test_another_playable_layout_is_accepted():
    """The boards are the rules' to the letter; where they lie is free within what makes a map playable:
    here the 3-player game uses E and W instead of N and S."""
    doc = _edit(_set(("layouts", "3", "regions"), ["NE", "SE", "SW", "NW", "E", "W"]))
    box, problems = parse_box(doc, WHERE)
    assert problems == [] and box.layout(3) == ("C", ("NE", "SE", "SW", "NW", "E", "W"))


def test_overlapping_boards_and_a_wrong_hex_count_are_found():
    """Slots on the lattice at distinct centres never overlap; the ground check still says so of slots
    that do (it is what the hex count rests on)."""
    report = ProblemReport(WHERE)
    slots = {"C": (0, 0), "N": (1, -1), "NE": (5, -2), "SE": (2, 3), "S": (-3, 5), "SW": (-5, 2), "NW": (-2, -3)}
    wolves_board._check_layout_ground("layouts.3", 3, "C", ("N", "NE", "SE", "S", "SW", "NW"), slots, report)
    assert [str(p) for p in report.problems] == [f"error: {WHERE}: layouts.3: the boards at C and N overlap at (1,-1)"]
    report = ProblemReport(WHERE)
    wolves_board._check_layout_ground("layouts.3", 3, "C", ("NE", "SE", "S", "SW", "NW"), slots, report)
    assert any("covers 114 hexes; 3 players play on 133" in p.what for p in report.problems)


# -- reading a file ------------------------------------------------------------------------------------------------


def test_load_box_names_the_file_and_the_field(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(_edit(_set(("boards", 3, "hexes", 7, "terrain"), "lava"))), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_box(path)
    assert [p.where for p in caught.value.problems] == [f"{path}: boards[3].hexes[7].terrain"]


@pytest.mark.parametrize("data", [b"", b"{", b'{"a": 1, "a": 2}', b"\xff\xfe", b"[" * 100_000, b"null"])
def test_load_box_refuses_what_is_no_json_object(tmp_path, data):
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    with pytest.raises(DataError) as caught:
        load_box(path)
    assert all(str(path) in p.where for p in caught.value.problems)


def test_load_box_refuses_a_missing_file_or_a_folder(tmp_path):
    for path in (tmp_path / "none.json", tmp_path):
        with pytest.raises(DataError):
            load_box(path)


def test_many_problems_are_cut_to_a_readable_list():
    doc = copy.deepcopy(DOCUMENT)
    for board in doc["boards"]:
        for h in board["hexes"]:
            h["terrain"] = "lava"
    problems = check_box(doc, WHERE)
    assert len(problems) == MAX_PROBLEMS + 1
    assert problems[-1].what.startswith("and ") and "more problems" in problems[-1].what
