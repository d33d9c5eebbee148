"""Hostile files of The Wolves never crash the command line (issue 34, item 8): every game file, box file
and `simulate --game wolves` option of tests/wolves_files.py is refused with `error: FILE: FIELD: WHAT`
lines and exit status 2 (an action that does not replay named `action N (type ...)`), or accepted when it is
valid; never an exception. The same corpus runs through `python main.py` in bench/hostile_inputs.py
(`--family wolves`), with a time limit and a memory limit; here it runs through the command line's own
functions in this process (game/cli.py `main`, so any exception but a refusal fails the test), a few
inputs through main.py in processes of their own, and Hypothesis throws generated documents at the
readers: the game file (gamefile.parse_game_file and the replay), the box (board.load_box, through a
game file too) and the design values (values.check_values / load_values).
"""

import copy
import os
from pathlib import Path

import fuzz_files as fz
import hostile_checks as checks
import pytest
import wolves_files as wf
import yaml
from hostile_checks import FUZZ, cases, refused, run, write
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.wolves.definition import WOLVES
from games.wolves.model.board import load_box
from games.wolves.model.values import VALUES_FILE, check_values, load_values
from kernel.actions import ActionFieldError
from kernel.errors import DataError

# ---------------------------------------------------------------- the corpus, in this process

@cases(wf.GAME_FILES)
def test_every_hostile_game_file_is_refused_at_its_field(tmp_path, capsys, entry):
    checks.game_file_is_refused(tmp_path, capsys, entry)


@cases(wf.BOXES)
def test_every_hostile_box_is_refused_at_its_field(tmp_path, capsys, entry):
    checks.map_file_is_refused(tmp_path, capsys, entry, load_box)


@pytest.mark.parametrize("name", ["version of 5,000 digits", "a terrain lava", "a layout's boards apart"])
def test_a_hostile_box_is_refused_by_simulate_and_by_a_game_file_naming_it(tmp_path, capsys, name):
    [(_name, build, names)] = [entry for entry in wf.BOXES if entry[0] == name]
    path = write(tmp_path, "hostile.json", build())
    code, out, lines = run(capsys, "simulate", "--game", "wolves", "--map", path)
    refused(code, lines, names)
    game = write(tmp_path, "game.json", wf.wolves_game(upto=0, map=path))
    code, out, lines = run(capsys, "check", game)
    refused(code, lines, "game.json: map: ")
    refused(code, lines, names)


@cases(wf.OPTIONS)
def test_every_bad_simulate_option_is_refused_and_nothing_is_written(tmp_path, capsys, entry):
    checks.simulate_option_is_refused(tmp_path, capsys, entry, ("--game", "wolves"))


def test_the_recorded_games_are_whole_games_that_check_ok():
    """The corpus starts from valid files (each a whole game, the 2-player one with its virtual pack)."""
    for seats in (2, 3):
        setup, problems = WOLVES.parse_setup(wf.wolves_game(seats), "game.json")
        assert problems == [] and WOLVES.replay(setup).game.over
        assert (setup["virtual_pack"] is None) == (seats == 3)


# ---------------------------------------------------------------- through main.py, a process each

THROUGH_MAIN = ["escape codes in a name", "start hex with escape codes", "seed of 5,000 digits", "nested 100,000 deep",
                "an action after the game ended", "a move from \"1,2,3\"", "control: the recorded 2-player game"]


def test_a_few_hostile_inputs_through_main_py_exit_2_with_error_lines(tmp_path):
    runs = checks.game_file_runs(tmp_path, wf.GAME_FILES, THROUGH_MAIN, [])
    [(_, build, names)] = [entry for entry in wf.BOXES if entry[0] == "a terrain lava"]
    runs.append(("a terrain lava", names, ["check", write(tmp_path, "hostile.json", build())]))
    runs.append(("--players 6", "--players", ["simulate", "--game", "wolves", "--players", "6"]))
    assert len(runs) == 2 * len(THROUGH_MAIN) + 2
    checks.through_main_py(runs)


# ---------------------------------------------------------------- Hypothesis over the readers

GAME = wf.wolves_game(3, upto=30)      # setup, the draft, and some turns: a replay of a few milliseconds
HEX_TEXT = st.one_of(st.sampled_from(["0,0", "-2,4", "1,2,3", "999999999,0", " 1,2", "01,2", "-0,1", "+1,2", "",
                                      "3,-5", "-1,4", "1,-2", "10000,0", "10001,0", "a,b", "1;2", wf.ESCAPE]),
                     st.tuples(st.integers(-12, 12), st.integers(-12, 12)).map(lambda h: f"{h[0]},{h[1]}"))
ATOM = st.one_of(st.none(), st.booleans(), st.integers(-3, 8), st.sampled_from([10 ** 6, -(10 ** 6), 10 ** 7, 2 ** 64]),
                 HEX_TEXT, st.sampled_from(["alpha", "pack", "den", "lair", "a", "b", "c", "spread", "speed", "howl",
                                            "lairs", "hunt", "wolves", "moose", "hare", "dragon", "tiles"]))
FIELD_VALUE = st.recursive(ATOM, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.one_of(HEX_TEXT, st.sampled_from(
        ["kind", "from", "to", "tiles", "bonus_terrain", "moose", "hare", "x"])), inner, max_size=3)), max_leaves=8)
FIELDS = ["type", "player", "hex", "face", "area", "kind", "wolves", "pay", "push", "hunt", "extra"]


def _replayed_or_refused(document):
    """The document read and replayed as `check` does: accepted, or refused with problems naming the file or
    the action; nothing else escapes."""
    try:
        setup, problems = WOLVES.parse_setup(document, "game.json")
        if setup is None:
            assert [p for p in problems if not p.warning], problems
            for p in problems:
                assert p.where.startswith("game.json") and p.what and len(p.where) + len(p.what) < 2000
            return
        WOLVES.replay(setup)
    except DataError as exc:
        assert exc.problems
        for p in exc.problems:
            assert p.where.startswith(("game.json", "action ")) and p.what, (p.where, p.what)
            assert len(p.where) + len(p.what) < 2000


@FUZZ
@given(fz.hostile_document(GAME))
def test_a_hostile_game_document_is_accepted_or_refused_never_raised(document):
    _replayed_or_refused(document)


@FUZZ
@given(st.integers(0, len(GAME["actions"]) - 1), st.lists(st.tuples(st.sampled_from(FIELDS), FIELD_VALUE),
                                                          min_size=1, max_size=3), st.booleans())
def test_an_action_with_spoiled_fields_is_refused_at_the_field_or_as_the_action(index, changes, keep_the_rest):
    document = copy.deepcopy(GAME)
    if not keep_the_rest:
        document["actions"] = document["actions"][:index + 1]
    action = document["actions"][index]
    for field, value in changes:
        action[field] = value
    _replayed_or_refused(document)


@FUZZ
@given(st.integers(0, len(GAME["actions"]) - 1), st.sampled_from(["kind", "from", "to", "extra"]), FIELD_VALUE)
def test_a_move_with_a_spoiled_wolf_is_refused_never_raised(index, field, value):
    document = wf.wolves_game(3, upto=index)
    document["actions"].append(dict(wf.MOVE9, player=GAME["actions"][index]["player"],
                                    wolves=[dict(wf.MOVE9["wolves"][0], **{field: value})]))
    _replayed_or_refused(document)


BOX = wf.wolves_box()


@settings(max_examples=max(10, checks.EXAMPLES // 2), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.one_of(fz.hostile_document(BOX).map(fz.dump), fz.RAW_JSON))
def test_a_game_file_naming_a_hostile_box_is_refused_at_its_map(tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("box")
    (folder / "mine.json").write_bytes(data)
    setup, problems = WOLVES.parse_setup(wf.wolves_game(upto=0, map="mine.json"), "game.json", str(folder))
    errors = [p for p in problems if not p.warning]
    if setup is None:
        assert errors and all(p.where == "game.json: map" or p.where.startswith("game.json: ") for p in errors)
        assert any(p.where == "game.json: map" for p in errors) or any(
            p.where.startswith("game.json: players") for p in errors), errors


VALUES = yaml.safe_load(Path(VALUES_FILE).read_text(encoding="utf-8"))
VALUE_LEAVES = st.one_of(fz.HOSTILE, st.sampled_from([[["meadow"], "desert"], [{"new": 1}], [["new"]], {"a": [1]},
                                                      ["meadow", "meadow"], [[1, 2]], fz.nested(50)]))


@st.composite
def hostile_values(draw):
    """values.yaml with one value replaced (by something YAML holds, lists and mappings inside lists too),
    removed, or an item of a list replaced."""
    path = draw(st.sampled_from(list(fz.paths(VALUES))))
    if path and draw(st.booleans()) and draw(st.booleans()):
        return fz.without(VALUES, path)
    return fz.replaced(VALUES, path, draw(VALUE_LEAVES))


@FUZZ
@given(hostile_values())
def test_hostile_design_values_are_problems_never_an_exception(tmp_path_factory, document):
    problems = check_values(document, "values.yaml")
    assert all(p.where.startswith("values.yaml") and p.what for p in problems)
    path = tmp_path_factory.mktemp("values") / "values.yaml"
    path.write_text(fz.yaml_text(document), encoding="utf-8")
    try:
        load_values(str(path))
    except DataError as exc:
        assert exc.problems and all(str(path) in p.where for p in exc.problems)


@pytest.mark.parametrize("field, value", [("dual_tiles", [[["meadow"], "desert"]] * 5),
                                          ("dual_tiles", [[{"a": 1}, "desert"]] * 5),
                                          ("two_player_stacks", [[["new"]]] * 5),
                                          ("two_player_stacks", [[{"new": 1}]] * 5)])
def test_a_list_or_mapping_where_a_name_belongs_in_the_values_is_a_problem(field, value):
    """Found by the test above: a list inside a tile or a stack raised TypeError (unhashable) instead."""
    problems = check_values(dict(VALUES, **{field: value}), "values.yaml")
    assert [p.where for p in problems] == [f"values.yaml: {field}"]


# ---------------------------------------------------------------- the messages the corpus showed

def test_one_seat_is_said_in_the_singular(tmp_path, capsys):
    code, out, lines = run(capsys, "check", write(tmp_path, "game.json", wf.wolves_game(players=[{"name": "A"}])))
    assert lines == [f"error: {tmp_path / 'game.json'}: players: must be a list of 2 to 5 seats, not 1 seat"]


def test_a_layout_of_too_many_region_slots_says_how_many(tmp_path, capsys):
    box = wf.wolves_box(lambda d: d["layouts"]["5"].update(regions=d["layouts"]["5"]["regions"] * 1000))
    code, out, lines = run(capsys, "check", write(tmp_path, "box.json", box))
    assert lines == [f"error: {tmp_path / 'box.json'}: layouts.5.regions: lists 10000 slots; "
                     "5 players play with 10 region boards"]


@pytest.mark.parametrize("field, change", [
    ("slots.N", lambda d: d["slots"].update(N=[10 ** 9, 0])),
    ("boards[3].hexes[1].at", lambda d: d["boards"][3]["hexes"][1].update(at=[20000, 0]))])
def test_a_coordinate_too_far_out_is_said_to_be_so(tmp_path, capsys, field, change):
    """Two whole numbers were refused as "not two whole numbers": the message gives the range."""
    code, out, lines = run(capsys, "check", write(tmp_path, "box.json", wf.wolves_box(change)))
    [line] = lines
    assert line.startswith(f"error: {tmp_path / 'box.json'}: {field}: ") and "at most 10000 from 0" in line


def test_an_action_is_named_by_a_short_excerpt_of_its_hex(tmp_path, capsys):
    """A hex of 1,000,000 characters was quoted whole in `action 3 (start ...)`: a line cut at 1,000
    characters on the command line, a million characters wrapped for many seconds in the window's message."""
    code, out, lines = run(capsys, "check", write(tmp_path, "game.json", wf.spoiled(3, hex="1," + "2" * 1_000_000)))
    [line] = lines
    assert line.startswith(f"error: {tmp_path / 'game.json'}: action 3 (start 1,222") and len(line) < 400, line[:500]


@FUZZ
@given(st.one_of(fz.hostile_document(GAME).map(fz.dump), fz.RAW_JSON))
def test_the_windows_readers_of_a_hostile_wolves_save_refuse_it_never_raise(tmp_path_factory, data):
    """What the title's Continue and Load game call, with the hostile file as autosave-wolves.json and as a save:
    the listing and the autosave's state never raise, loading it raises a DataError (said in the window) or
    gives a session of The Wolves."""
    from game import saves

    user = tmp_path_factory.mktemp("user")
    fz.write(user / "saves" / "hostile.json", data)
    fz.write(user / "autosave-wolves.json", data)
    old = os.environ.get("SMALLWORLD_USER_DIR")
    os.environ["SMALLWORLD_USER_DIR"] = str(user)
    try:
        assert [entry["path"] for entry in saves.list_saves()] == [str(user / "saves" / "hostile.json")]
        autosave, _problem = saves.autosave_state("wolves")
        for path in filter(None, [autosave, str(user / "saves" / "hostile.json")]):
            for load in (saves.load_session, saves.load_replay):
                try:
                    opened = load(path, threaded=False) if load is saves.load_session else load(path)
                except DataError as exc:
                    assert exc.problems and all(p.what for p in exc.problems)
                else:
                    assert opened is not None
    finally:
        if old is None:
            os.environ.pop("SMALLWORLD_USER_DIR", None)
        else:
            os.environ["SMALLWORLD_USER_DIR"] = old


def test_a_field_an_action_does_not_know_nested_900_deep_is_refused_at_it(tmp_path, capsys):
    """Such a field is kept to be written back: copying it ran out of recursion, an internal error (exit 1)."""
    document = wf.wolves_game(upto=10)
    document["actions"][9]["note"] = "@n@"
    path = write(tmp_path, "game.json", wf.raw_text(document, n="[" * 900 + "]" * 900))
    code, out, lines = run(capsys, "check", path)
    refused(code, lines, "game.json: actions[9].note: ")


@pytest.mark.parametrize("registry", ["games.wolves.model.actions", "game.model.actions"])
def test_every_games_actions_refuse_an_unknown_field_nested_too_deep_and_keep_a_shallow_one(registry):
    import importlib

    actions = importlib.import_module(registry).ACTIONS
    action = {"type": "end_turn", "player": 0, "note": {"by": ["a", {"b": [1, 2]}]}}
    assert actions.from_json(action).to_json() == action
    with pytest.raises(ActionFieldError) as info:
        actions.from_json(dict(action, note=fz.nested(900)))
    assert info.value.field == "note"
