"""A fuzzer for hostile files (issue: nothing a file can do stops the game).

Hypothesis throws malformed maps, game files, rulesets and save folders (tests/fuzz_files.py)
at every loader the command line and the window use: each must accept the file or refuse it
with a DataError naming it, within a time budget; the window's save listing never raises.
A CI-sized run; bench/fuzz_files.py runs the same strategies for longer.
"""

import os
import tempfile
from pathlib import Path

import fuzz_files as fz
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.smallworld.model.board import check_map, load_map
from games.smallworld.model.errors import DataError
from games.smallworld.model.gamefile import load_game_file
from games.smallworld.model.replay import replay
from games.smallworld.model.ruleset import check_ruleset, load_ruleset

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "25"))
# No deadline: a per-example time limit is a timed assertion, and fails on a busy shared machine
# (Hypothesis checks it only after the example ends, so it never caught a hang either).
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
MAPS = [str(fz.ROOT / "maps")]
RULES = str(fz.ROOT / "rules_data")


def _refused_cleanly(exc, where):
    """A refusal lists its problems, each naming the file (or the action of a replay) and why,
    in a line short enough to read."""
    assert exc.problems, "a refusal lists at least one problem"
    for p in exc.problems:
        assert p.what and (where in p.where or p.where.startswith("action ")), (p.where, p.what)
        assert len(p.where) + len(p.what) < 2000


def _map_entry_points(path):
    problems = check_map(str(path))                 # `check`: never raises
    assert all(p.where and p.what for p in problems)
    try:
        load_map(str(path))                         # preview, simulate --map, New game, replays
    except DataError as exc:
        _refused_cleanly(exc, path.name)


@FUZZ
@given(st.one_of(fz.hostile_document(fz.MAP).map(fz.dump), fz.RAW_JSON))
def test_hostile_maps_are_accepted_or_refused_cleanly(data):
    with tempfile.TemporaryDirectory() as folder:
        _map_entry_points(fz.write(Path(folder) / "thornmere.json", data))


@FUZZ
@given(st.one_of(fz.hostile_document(fz.GAME).map(fz.dump), fz.RAW_JSON))
def test_hostile_game_files_are_accepted_or_refused_cleanly(data):
    with tempfile.TemporaryDirectory() as folder:
        path = fz.write(Path(folder) / "game.json", data)
        try:
            setup = load_game_file(str(path), MAPS, RULES)          # check, replay, Load, Continue
            replay(setup, until=60)
        except DataError as exc:
            _refused_cleanly(exc, "game.json")


@FUZZ
@given(st.sampled_from(["ruleset", "races", "powers"]), st.data())
def test_hostile_rulesets_are_accepted_or_refused_cleanly(part, data):
    text = data.draw(st.one_of(fz.hostile_document(fz.load_ruleset_yaml(part)).map(fz.yaml_text), fz.RAW_YAML))
    with tempfile.TemporaryDirectory() as folder:
        rules = fz.ruleset_folder(Path(folder), part, text)
        ruleset, problems = check_ruleset(str(rules))             # check
        assert ruleset is not None or any(not p.warning for p in problems)
        try:
            load_ruleset(str(rules))                               # simulate --ruleset
        except DataError as exc:
            _refused_cleanly(exc, "rules")


@FUZZ
@given(st.one_of(fz.hostile_document(dict(fz.GAME, meta={"players": ["Ann", "Bob"], "map_name": "Thornmere",
                                                  "round": 1, "saved": "2026-01-01"})).map(fz.dump), fz.RAW_JSON))
def test_hostile_save_folders_never_stop_the_save_listing(data):
    from game import saves
    with tempfile.TemporaryDirectory() as folder:
        user = Path(folder) / "user"
        fz.write(user / "saves" / "hostile.json", data)
        fz.write(user / "saves" / "good.json", fz.dump(fz.GAME))
        fz.write(user / "autosave.json", data)
        old = os.environ.get("SMALLWORLD_USER_DIR")
        os.environ["SMALLWORLD_USER_DIR"] = str(user)
        try:
            entries = saves.list_saves()                            # the Load screen
            assert len(entries) >= 2
            saves.autosave_state()                                 # the title's Continue
        finally:
            if old is None:
                os.environ.pop("SMALLWORLD_USER_DIR", None)
            else:
                os.environ["SMALLWORLD_USER_DIR"] = old


def test_the_seed_files_themselves_are_accepted():
    """The strategies start from real files: unchanged, every entry point accepts them."""
    with tempfile.TemporaryDirectory() as folder:
        path = fz.write(Path(folder) / "thornmere.json", fz.dump(fz.MAP))
        assert [p for p in check_map(str(path)) if not p.warning] == []
        game = fz.write(Path(folder) / "game.json", fz.dump(fz.GAME))
        assert replay(load_game_file(str(game), MAPS, RULES)).game.actions


@pytest.mark.parametrize("depth", [100_000])
def test_a_deeply_nested_save_is_listed_not_raised(tmp_path, monkeypatch, depth):
    from game import saves
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path))
    fz.write(tmp_path / "saves" / "deep.json", b"[" * depth + b"]" * depth)
    assert len(saves.list_saves()) == 1
