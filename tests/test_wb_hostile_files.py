"""Hostile files of Warcraft: The Board Game never crash the command line: every game file, map file and
`simulate --game warcraft_board` option of tests/warcraft_files.py is refused with `error: FILE: FIELD: WHAT`
lines and exit status 2 (an action that does not replay named `action N (type ...)`), or accepted when it is
valid; never an exception. The same corpus runs through `python main.py` in bench/hostile_inputs.py
(`--family warcraft_board`, with time and memory limits); here it runs through the command line's own
functions in this process (game/cli.py `main`: any exception but a refusal fails the test), a sample through
main.py in processes of their own, and Hypothesis throws generated documents at the game-file reader (any
JSON document: refused with problems naming a field, or accepted and replayable) and the map reader.
"""

import json

import fuzz_files as fz
import hostile_checks as checks
import pytest
import warcraft_files as wbf
from hostile_checks import FUZZ, cases, refused, run, write
from hypothesis import given
from hypothesis import strategies as st

from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model.board import load_map, parse_map
from kernel.errors import DataError

WB = ("--game", "warcraft_board")


# ---------------------------------------------------------------- the corpus, in this process

@cases(wbf.GAME_FILES)
def test_every_hostile_game_file_is_refused_at_its_field(tmp_path, capsys, entry):
    checks.game_file_is_refused(tmp_path, capsys, entry)


@cases(wbf.MAPS)
def test_every_hostile_map_is_refused_at_its_field(tmp_path, capsys, entry):
    checks.map_file_is_refused(tmp_path, capsys, entry, load_map)


@pytest.mark.parametrize("name", wbf.EVERY_COMMAND)
def test_a_hostile_map_is_refused_by_simulate_and_by_a_game_file_naming_it(tmp_path, capsys, name):
    [(_name, build, names)] = [entry for entry in wbf.MAPS if entry[0] == name]
    path = write(tmp_path, "hostile.json", build())
    code, out, lines = run(capsys, "simulate", *WB, "--map", path, "--save-dir", str(tmp_path / "saves"))
    refused(code, lines, names)
    assert not (tmp_path / "saves").exists()
    game = write(tmp_path, "game.json", wbf.wb_game(upto=0, map=path, drop=("races", "first_player", "dice",
                                                                           "income", "decks")))
    code, out, lines = run(capsys, "check", game)
    refused(code, lines, "game.json: map: ")
    refused(code, lines, names)


@cases(wbf.OPTIONS)
def test_every_bad_simulate_option_is_refused_and_nothing_is_written(tmp_path, capsys, entry):
    checks.simulate_option_is_refused(tmp_path, capsys, entry, WB)


@pytest.mark.parametrize("scenario, seats, source, missing", [
    ("elf_gate", 3, "main_2p", "no City for undead"), ("necromancer_march", 2, "main_2p", "labelled A"),
    ("prisoners", 2, "main_2p", "labelled A"), ("nordrassil", 4, "main_4p", "labelled A")])
def test_a_scenario_on_a_modders_map_without_its_places_is_refused_naming_the_map(tmp_path, capsys, scenario,
                                                                                  seats, source, missing):
    """A map of a layout of its own is held to the format only; the scenario it is played by still needs its
    Cities and labels: the game file and simulate --map say which is missing."""
    path = write(tmp_path, "mine.json", wbf.wb_map(source, wbf._modder))
    game = write(tmp_path, "game.json", {"format": "warcraft_board-game", "version": 1, "scenario": scenario,
                                         "map": "mine.json", "players": wbf.players(*"ABCD"[:seats])})
    for argv in (["check", game], ["replay", game, "--json"]):
        code, _out, lines = run(capsys, *argv)
        refused(code, lines, "game.json: map: ")
        assert missing in lines[0] and lines[0].count("game.json") == 1, lines
    code, _out, lines = run(capsys, "simulate", *WB, "--scenario", scenario, "--map", path)
    refused(code, lines, f"--map: {path}: ")
    assert missing in lines[0]


def test_the_recorded_games_are_whole_games_that_check_ok():
    """The corpus starts from valid files: the main game played to its turn cap, a Nordrassil game to its end."""
    for seats in (2, 4):
        setup, problems = WARCRAFT.parse_setup(wbf.wb_game(seats), "game.json")
        assert problems == [] and WARCRAFT.replay(setup).game.over
    kinds = {a["type"] for seats in (2, 4) for a in wbf.wb_game(seats)["actions"]}
    assert {"move", "harvest", "deploy", "train", "build", "upgrade", "complete", "fight", "casualty", "play_card",
            "play_vp", "pass", "end_step", "opt_in", "name_phases", "respawn"} <= kinds


# ---------------------------------------------------------------- through main.py, a process each

THROUGH_MAIN = ["escape codes in a name", "seed of 5,000 digits", "nested 100,000 deep", "map /dev/zero",
                "an action after the game ended", "a deck with an extra card", "decks of seat of 5,000 digits",
                next(e[0] for e in wbf.GAME_FILES if e[0].startswith("move (2p action 1) path [\"xxx")),
                "races other than recorded (decks of other cards)", "control: the recorded 2-player game",
                "control: the recorded Nordrassil game"]


def test_a_sample_of_hostile_inputs_through_main_py_exit_2_with_error_lines(tmp_path):
    runs = checks.game_file_runs(tmp_path, wbf.GAME_FILES, THROUGH_MAIN, [])
    for name in ("a bow-tie outline", "adjacent a pair left out", "a city of an unknown race"):
        [(_, build, names)] = [entry for entry in wbf.MAPS if entry[0] == name]
        folder = tmp_path / str(len(runs))
        folder.mkdir()
        path = write(folder, "hostile.json", build())
        runs += [(name, names, ["check", path]), (name, names, ["simulate", *WB, "--map", path])]
    runs.append(("--players 5", "--players", ["simulate", *WB, "--players", "5"]))
    assert len(runs) == 2 * len(THROUGH_MAIN) + 7
    checks.through_main_py(runs)


# ---------------------------------------------------------------- Hypothesis over the readers

GAME = wbf.wb_game(2, upto=200)     # setup, outcomes and a few game turns with their first battles' cards
NORDRASSIL = wbf.wb_game(4, upto=100)
SPACES = st.sampled_from(["c1", "c2", "cl4", "cl5", "f2", "m1", "o4", "x1", "cl8", "cl13", "nosuch", "", wbf.ESCAPE])
ATOM = st.one_of(st.none(), st.booleans(), st.integers(-3, 120), st.sampled_from([10 ** 6, -(10 ** 6), 2 ** 64]),
                 SPACES, st.sampled_from(["melee", "ranged", "flying", "worker", "barracks", "gold", "wood", "speed",
                                          "supplies", "pillage", "curse", "victory_point", "town_portal", "humans",
                                          "orcs", "main", "nordrassil"]),
                 st.floats(allow_nan=True, allow_infinity=True))
JSON = st.recursive(ATOM, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                  st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                    max_leaves=12)
ACTION = st.fixed_dictionaries({"type": st.sampled_from(wbf.TYPES), "player": st.integers(-1, 4)},
                               optional={k: JSON | ATOM for k in ("piece", "path", "space", "building", "buildings",
                                                                  "tiles", "outposts", "by_card", "kinds", "to",
                                                                  "gold", "wood", "card", "resource", "target",
                                                                  "pieces", "spaces", "phases", "join", "count",
                                                                  "escort", "outpost")})


def _replayed_or_refused(document):
    """The document read and replayed as `check` does: accepted and replayed to its end, or refused with
    problems naming the file's field or the action; nothing else escapes."""
    try:
        setup, problems = WARCRAFT.parse_setup(document, "game.json")
        if setup is None:
            errors = [p for p in problems if not p.warning]
            assert errors, problems
            for p in problems:
                assert p.where.startswith("game.json: ") and p.what and len(p.where) + len(p.what) < 2000, p
            return
        result = WARCRAFT.replay(setup)
        assert result.applied == len(setup["actions"])
        json.dumps(WARCRAFT.state_json(result.game))
    except DataError as exc:
        assert exc.problems
        for p in exc.problems:
            assert p.where.startswith(("game.json", "action ", "decks.", "map")) and p.what, (p.where, p.what)
            assert len(p.where) + len(p.what) < 2000


@FUZZ
@given(st.one_of(fz.hostile_document(GAME), fz.hostile_document(NORDRASSIL)))
def test_a_spoiled_game_document_is_accepted_and_replayable_or_refused_at_a_field(document):
    _replayed_or_refused(document)


@FUZZ
@given(JSON)
def test_any_json_document_is_accepted_and_replayable_or_refused_at_a_field(document):
    _replayed_or_refused(document)


SCENARIO_STARTS = [("elf_gate", 3), ("necromancer_march", 2), ("prisoners", 2)]    # no recorded game: their start


@FUZZ
@given(st.sampled_from([2, 4] + SCENARIO_STARTS), st.integers(0, 150), st.lists(ACTION, min_size=1, max_size=3))
def test_actions_of_any_type_and_fields_appended_to_a_game_are_played_or_refused(game, upto, actions):
    if isinstance(game, tuple):
        scenario, seats = game
        document = {"format": "warcraft_board-game", "version": 1, "scenario": scenario, "seed": upto,
                    "players": wbf.players(*"ABCD"[:seats]), "actions": []}
    else:
        document = wbf.wb_game(game, upto=upto)
    document["actions"] += actions
    _replayed_or_refused(document)


@FUZZ
@given(st.sampled_from(["main_2p", "nordrassil_4p", "prisoners_2p"]).flatmap(
    lambda layout: fz.hostile_document(wbf.wb_map(layout))))
def test_a_spoiled_map_document_is_read_or_refused_at_a_field(document):
    board, problems = parse_map(document, "hostile.json")
    if board is None:
        assert [p for p in problems if not p.warning], problems
    for p in problems:
        assert p.where.startswith("hostile.json") and p.what and len(p.where) + len(p.what) < 2000, p
