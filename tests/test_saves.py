"""Autosave, continue, save/load, undo, and refusing broken saves."""

import errno
import json
import os
import subprocess
import sys
import textwrap

import pytest
from game_helpers import canonical

from game import saves
from game.resources import rules_dir
from games.smallworld.model.board import load_map
from games.smallworld.model.errors import DataError
from games.smallworld.model.game import Game
from games.smallworld.model.gamefile import load_game_file, replay
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.session import Session

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")


@pytest.fixture(autouse=True)
def user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


def grid_session(dice=None, kinds=("human", "human"), seed=9):
    rules = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
    players = [{"name": f"P{i}", "kind": k} for i, k in enumerate(kinds)]
    for p in players:
        if p["kind"] == "ai":
            p["level"] = "random"
    game = Game(rules, load_map(GRID), players, seed, races=["ratmen", "orcs"], powers=["forest", "merchant"],
                dice=dice)
    return Session(game, GRID, threaded=False, speed="instant")


def act(session, kind, **fields):
    events = session.submit(dict(fields, type=kind, player=session.seat))
    assert events is not None, session.last_refusal
    return events


def test_autosave_after_every_action_and_continue_lands_exactly_there(user_dir):
    session = grid_session()
    saver = saves.Autosaver(session)
    act(session, "pick", combo=0)
    act(session, "conquer", region="a2")
    act(session, "conquer", region="a3")
    assert saver.flush()
    assert saves.latest_autosave() == saves.autosave_path()
    resumed = saves.load_session(saves.latest_autosave(), threaded=False)
    assert canonical(resumed.game) == canonical(session.game)
    assert resumed.game.phase == "conquer" and resumed.seat == 0
    act(resumed, "redeploy", tokens={"a2": 4, "a3": 8})  # the resumed game goes on


def test_a_resumed_game_keeps_the_speed_the_player_chose(user_dir):
    """Continue and Load play at the speed of Settings (and of the setup screen), not at a default."""
    from game.settings import remember_animation_speed
    session = grid_session()
    saver = saves.Autosaver(session)
    act(session, "pick", combo=0)
    assert saver.flush()
    for speed in ("fast", "slow"):
        assert remember_animation_speed(speed)
        assert saves.load_session(saves.latest_autosave(), threaded=False).speed == speed


def test_finished_games_are_not_offered_to_continue(user_dir):
    session = grid_session(kinds=("ai", "ai"))
    saver = saves.Autosaver(session, background=False)
    while not session.game.over:
        session.update()
    assert saver.writes == len(session.game.actions)
    assert saves.latest_autosave() is None


def test_a_crash_in_the_middle_of_writing_leaves_the_previous_save(tmp_path):
    target = tmp_path / "save.json"
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {ROOT!r})
        from games.smallworld.model import files
        files.write_atomic({str(target)!r}, '{{"version": "old"}}')
        real_fdopen = os.fdopen
        class Dying:
            def __init__(self, handle): self.handle = handle
            def __enter__(self): return self
            def __exit__(self, *a): return False
            def write(self, text):
                self.handle.write(text[: len(text) // 2]); self.handle.flush()
                os._exit(9)   # the power goes out half-way through the write
        os.fdopen = lambda fd, *a, **k: Dying(real_fdopen(fd, *a, **k))
        files.write_atomic({str(target)!r}, '{{"version": "new", "padding": "' + 'x' * 100000 + '"}}')
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert result.returncode == 9
    assert json.loads(target.read_text()) == {"version": "old"}


def test_save_as_and_the_load_list(user_dir):
    session = grid_session()
    act(session, "pick", combo=0)
    path = saves.save_as(session.game, GRID, "Evening game")
    (user_dir / "saves" / "broken.json").write_text("{not json")
    listing = saves.list_saves()
    names = {e["name"]: e for e in listing}
    assert names["Evening game"]["players"] == ["P0", "P1"] and names["Evening game"]["round"] == 1
    assert names["Evening game"]["map"] == "Test Grid"
    assert names["broken"]["problem"].startswith("unreadable file")
    game, _ = saves.load_game(path)
    assert canonical(game) == canonical(session.game)
    with pytest.raises(DataError):
        saves.save_as(session.game, GRID, "///")


def test_undo_returns_the_exact_previous_state_within_the_turn():
    session = grid_session()
    act(session, "pick", combo=0)
    assert "nothing to undo" in session.undo_reason()   # a pick reveals a new combo
    after_pick = canonical(session.game)
    act(session, "conquer", region="a2")
    after_first = canonical(session.game)
    act(session, "conquer", region="a3")
    assert session.undo() is None
    assert canonical(session.game) == after_first
    assert session.undo() is None
    assert canonical(session.game) == after_pick
    assert "nothing to undo" in session.undo()
    act(session, "conquer", region="a3")                    # play goes on from there


def test_undo_stops_at_a_die_roll_and_at_the_end_of_a_turn():
    session = grid_session(dice=[3])
    act(session, "pick", combo=0)                             # ratmen + forest: 12
    for rid in ("b1", "c1", "d1", "d2"):
        act(session, "conquer", region=rid)
    act(session, "conquer", region="c2")
    act(session, "reinforce", region="d3")
    assert "nothing to undo" in session.undo()
    act(session, "redeploy", tokens={"b1": 2, "c1": 2, "d1": 2, "d2": 2, "c2": 3, "d3": 1})
    assert session.undo() is None                        # the redeploy may be taken back
    act(session, "redeploy", tokens={"b1": 2, "c1": 2, "d1": 2, "d2": 2, "c2": 3, "d3": 1})
    act(session, "end_turn")
    assert "nothing to undo" in session.undo()


def test_computer_seats_never_undo():
    session = grid_session(kinds=("ai", "human"))
    session.update()
    assert session.game.actions
    assert session.undo_reason() == "computer seats never undo"


@pytest.mark.parametrize("content, expected", [
    ("", "invalid JSON"),
    ('{"format": "smallworld-game", "version": 1, "ruleset": "classic", "map": "thornmere", "se', "invalid JSON"),
    ('{"format": "smallworld-game", "version": 99}', "newer than this program"),
    ('{"format": "smallworld-game", "version": 1, "ruleset": "/etc", "map": "thornmere", "players": []}', "ruleset"),
    ("[" * 100000, "invalid JSON"),
])
def test_corrupt_truncated_future_and_hostile_saves_are_refused(tmp_path, content, expected):
    path = tmp_path / "save.json"
    path.write_text(content)
    with pytest.raises(DataError) as info:
        saves.load_game(str(path))
    assert expected in str(info.value)


def test_a_save_whose_actions_no_longer_replay_names_the_action(tmp_path):
    session = grid_session()
    act(session, "pick", combo=0)
    act(session, "conquer", region="a2")
    path = tmp_path / "s.json"
    saves.write_game(session.game, GRID, str(path))
    data = json.loads(path.read_text())
    data["actions"][1]["region"] = "b2"       # as if the map had changed under the save
    path.write_text(json.dumps(data))
    with pytest.raises(DataError) as info:
        saves.load_game(str(path))
    assert "action 1 (conquer b2)" in str(info.value)


def test_every_save_replays_to_the_same_state_as_replay_until(tmp_path):
    session = grid_session(kinds=("ai", "ai"))
    while not session.game.over:
        session.update()
    path = tmp_path / "done.json"
    saves.write_game(session.game, GRID, str(path))
    setup = load_game_file(str(path), os.path.join(ROOT, "maps"), os.path.join(ROOT, "rules_data"))
    for n in (0, 5, len(session.game.actions)):
        assert canonical(replay(setup, n)) == canonical(replay(setup, n))
    assert canonical(replay(setup)) == canonical(session.game)


def test_continue_tells_the_log_again():
    session = grid_session()
    saver = saves.Autosaver(session, background=False)
    act(session, "pick", combo=0)
    act(session, "conquer", region="a2")
    resumed = saves.load_session(saver.path, threaded=False)
    assert [text for text, _ in resumed.log] == [text for text, _ in session.log]
    assert any("took Wheatmoor" in text for text, _ in resumed.log)


def test_undo_keeps_the_dice_still_to_come():
    session = grid_session(dice=[3])
    act(session, "pick", combo=0)
    act(session, "conquer", region="b1")
    assert session.undo() is None                        # the rebuilt game keeps the scripted die
    for rid in ("b1", "c1", "d1", "d2", "c2"):
        act(session, "conquer", region=rid)
    act(session, "reinforce", region="d3")
    assert session.game.dice_log == [3]


# ---------------------------------------- hostile files (issue 11; the window: tests/ui/test_hostile_window.py)

def _grid_document():
    with open(GRID, encoding="utf-8") as handle:
        return json.load(handle)


def test_map_data_wins_over_map_and_its_errors_are_reported_there(tmp_path):
    session = grid_session()
    act(session, "pick", combo=0)
    path = tmp_path / "s.json"
    saves.write_game(session.game, GRID, str(path))
    data = json.loads(path.read_text())
    assert data["map_data"] == _grid_document()
    data["map"] = "no-such-map"                     # the map it names is gone: the carried one plays
    path.write_text(json.dumps(data))
    game, setup = saves.load_game(str(path))
    assert canonical(game) == canonical(session.game) and setup["map"] == "no-such-map"
    data["map_data"]["regions"] = "many"
    path.write_text(json.dumps(data))
    with pytest.raises(DataError) as info:
        saves.load_game(str(path))
    assert any("map_data" in str(p.where) for p in info.value.problems)


@pytest.mark.parametrize("content", [
    "[" * 100000 + "]" * 100000,
    '{"format": "smallworld-game", "meta": {"players": 5, "map_name": 7, "round": "x", "over": "no"}}',
    '{"format": "smallworld-game", "meta": [], "players": 3}',
    '{"format": "smallworld-game", "version": true, "meta": {"players": [null, {"a": 1}, "A\\u0000"]}}',
    '"just text"',
])
def test_save_entry_never_raises(user_dir, content):
    path = os.path.join(saves.saves_dir(), "odd.json")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(content)
    entry = saves.list_saves()[0]
    assert entry["name"] == "odd"
    assert all(isinstance(p, str) for p in entry["players"]) and isinstance(entry["map"], str)
    assert entry["round"] is None or isinstance(entry["round"], int)


def test_flush_waits_for_a_write_in_progress(user_dir, monkeypatch):
    import time

    real = saves.write_atomic
    monkeypatch.setattr(saves, "write_atomic", lambda path, text: (time.sleep(0.3), real(path, text)))
    session = grid_session()
    saver = saves.Autosaver(session)
    act(session, "pick", combo=0)
    time.sleep(0.05)                                   # the writer has taken it: nothing is pending
    assert saver.flush(timeout=60)                     # a hang guard: it returns once the write is done
    assert len(json.load(open(saver.path, encoding="utf-8"))["actions"]) == 1


def test_a_save_name_that_shows_nothing_is_no_name():
    """Zero-width characters, blank letters (Hangul fillers) and spaces leave no name: the Save dialog refuses
    it, as it refuses an empty one, instead of writing a save the Load screen cannot name."""
    for name in ("\u200b\u200d\ufeff", "\u3164\u3164", "\u3164 \u115f", "  "):
        assert saves.clean_save_name(name) == "", repr(name)
    assert saves.clean_save_name("\u3164Ann\u200b") != ""


def test_clean_save_names_avoid_windows_device_names():
    assert saves.clean_save_name("CON") == "CON_" and saves.clean_save_name("lpt1") == "lpt1_"
    assert saves.clean_save_name("Conquest") == "Conquest"
    assert saves.save_to_path("~/nul.json").endswith(os.sep + "nul_.json")


# ---------------------------------------------------------------- Continue never loses a game (issue 33)

def test_each_game_has_its_own_autosave_and_small_world_keeps_autosave_json(user_dir):
    """Continue is per game: Small World reads and writes autosave.json as it always did; another game
    (The Wolves, ...) gets autosave-<id>.json, and neither reads nor keeps aside the other's."""
    assert saves.autosave_name() == saves.autosave_name("smallworld") == "autosave.json"
    assert saves.autosave_name("wolves") == "autosave-wolves.json"
    assert saves.autosave_name("warcraft_board", broken=True) == "autosave-warcraft_board.broken.json"
    for bad in ("", "Wolves", "../x", "a b", "x" * 41, "wolves\n", None, 3):
        with pytest.raises(ValueError):
            saves.autosave_name(bad)
    assert saves.game_format("wolves") == "wolves-game" and saves.game_format() == saves.GAME_FORMAT

    session = grid_session()
    saver = saves.Autosaver(session)
    act(session, "pick", combo=0)
    assert saver.flush() and saver.path == str(user_dir / "autosave.json")
    wolves = user_dir / "autosave-wolves.json"
    wolves.write_text(json.dumps({"format": "wolves-game", "version": 1, "players": [{"name": "A"}],
                                  "actions": [{"type": "move"}], "meta": {"over": False}}))
    assert saves.latest_autosave() == str(user_dir / "autosave.json")
    assert saves.latest_autosave("wolves") == str(wolves)
    # a file of the other game in a game's autosave is damaged for that game: kept aside under its own name
    (user_dir / "autosave-other.json").write_text((user_dir / "autosave.json").read_text())
    path, problem = saves.autosave_state("other")
    assert path is None and "autosave-other.broken.json" in problem
    assert saves.broken_autosaves() == [] and saves.broken_autosaves("other") == [
        str(user_dir / "autosave-other.broken.json")]
    assert wolves.exists() and saves.latest_autosave() == str(user_dir / "autosave.json")


def played_grid_session(actions=3, seed=9):
    """A grid game with `actions` of its first actions played and autosaved: (session, saver)."""
    session = grid_session(seed=seed)
    saver = saves.Autosaver(session)
    steps = [("pick", {"combo": 0}), ("conquer", {"region": "a2"}), ("conquer", {"region": "a3"})]
    for kind, fields in steps[:actions]:
        act(session, kind, **fields)
    assert saver.flush()
    return session, saver


def test_a_new_game_keeps_the_unfinished_one_in_the_saves(user_dir):
    first, _saver = played_grid_session()
    before = (user_dir / "autosave.json").read_bytes()
    session = grid_session(seed=10)          # another game
    saver = saves.Autosaver(session)
    assert (user_dir / "autosave.json").read_bytes() == before     # opening a game replaces nothing
    act(session, "pick", combo=1)
    assert saver.flush()
    kept = [e for e in saves.list_saves() if e["name"].startswith("Unfinished")]
    assert len(kept) == 1, saves.list_saves()
    date = kept[0]["date"][:10]
    assert kept[0]["name"] == f"Unfinished – Test Grid, round 1 – {date}"
    assert saver.take_notice() == f"Your unfinished game is kept: Load game lists it as “{kept[0]['name']}”."
    assert saver.take_notice() is None and saver.error is None
    assert (user_dir / "saves" / (kept[0]["name"] + ".json")).read_bytes() == before    # the very file
    game, _setup = saves.load_game(kept[0]["path"])
    assert canonical(game) == canonical(first.game)
    resumed = saves.load_session(saves.latest_autosave(), threaded=False)      # Continue: the new game
    assert canonical(resumed.game) == canonical(session.game)


def test_a_kept_game_never_replaces_a_save_of_the_same_name(user_dir):
    for seed in (100, 101, 102):              # three games, one after the other
        played_grid_session(actions=1, seed=seed)
    names = sorted(e["name"] for e in saves.list_saves())
    base = names[0]
    assert names == [base, base + " (2)"]      # the first two were kept; the third is the autosave


def test_continue_then_undo_keeps_nothing(user_dir):
    """The game resumed from the autosave is the autosave's game: its writes (an undo too) replace it."""
    played_grid_session()
    resumed = saves.load_session(saves.latest_autosave(), threaded=False)
    saver = saves.Autosaver(resumed)
    assert resumed.undo() is None
    assert saver.flush() and saver.notice is None and saves.list_saves() == []
    assert len(json.load(open(saver.path, encoding="utf-8"))["actions"]) == 2


def test_continue_in_another_language_keeps_nothing(user_dir):
    """Default seat names follow the window's language: they do not make the resumed game another one."""
    from game import i18n
    session = grid_session()
    session.game.player_setup[0]["name"] = session.game.players[0].name = "Player 1"
    saver = saves.Autosaver(session)
    act(session, "pick", combo=0)
    assert saver.flush()
    try:
        i18n.set_language("ru")
        resumed = saves.load_session(saves.latest_autosave(), threaded=False)
        assert resumed.game.players[0].name != "Player 1"
        saver = saves.Autosaver(resumed)
        act(resumed, "conquer", region="a2")
        assert saver.flush()
    finally:
        i18n.set_language("en")
    assert saver.notice is None and saves.list_saves() == []


def test_an_earlier_save_of_the_same_game_played_on_keeps_the_later_autosave(user_dir):
    session, saver = played_grid_session(actions=1)
    earlier = saves.save_as(session.game, GRID, "After the pick")
    act(session, "conquer", region="a2")
    act(session, "conquer", region="a3")
    assert saver.flush()
    later = (user_dir / "autosave.json").read_bytes()
    loaded = saves.load_session(earlier, threaded=False)
    saver = saves.Autosaver(loaded)
    act(loaded, "conquer", region="a3")                  # another way on from the same point
    assert saver.flush() and saver.notice
    kept = [e for e in saves.list_saves() if e["name"].startswith("Unfinished")]
    assert [open(e["path"], "rb").read() for e in kept] == [later]


def test_a_later_save_of_the_same_game_played_on_keeps_nothing(user_dir):
    """The autosave is an earlier point of the save loaded: the save holds all it has."""
    session, saver = played_grid_session(actions=1)
    act(session, "conquer", region="a2")
    later = saves.save_as(session.game, GRID, "Later")
    act(session, "conquer", region="a3")     # ...and on: the autosave is ahead of "Later"...
    assert saver.flush()
    assert session.undo() is None             # ...then back: the autosave is "Later" again
    assert saver.flush() and len(json.load(open(saver.path, encoding="utf-8"))["actions"]) == 2
    loaded = saves.load_session(later, threaded=False)
    saver = saves.Autosaver(loaded)
    act(loaded, "conquer", region="a3")
    assert saver.flush() and saver.notice is None and [e["name"] for e in saves.list_saves()] == ["Later"]


def test_a_game_that_cannot_be_kept_is_not_written_over(user_dir, monkeypatch):
    played_grid_session()
    before = (user_dir / "autosave.json").read_bytes()

    def refuse(path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(saves, "keep_unfinished", refuse)
    session = grid_session(seed=10)
    saver = saves.Autosaver(session)
    act(session, "pick", combo=1)
    assert saver.flush()
    assert (user_dir / "autosave.json").read_bytes() == before
    assert saver.error == ("it holds another unfinished game, which could not be moved to your saves: "
                           "permission denied")
    monkeypatch.undo()                                   # the folder can be written again: the next action
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(user_dir))
    act(session, "conquer", region="a2")
    assert saver.flush() and saver.error is None and saver.notice
    assert len(json.load(open(saver.path, encoding="utf-8"))["actions"]) == 2


def test_a_refused_move_or_delete_is_said_in_the_players_language(user_dir, monkeypatch):
    """Moving a damaged autosave aside and Delete said the system's English in a Russian window
    ("...could not be moved to your saves: Read-only file system"): the game's own words now."""
    from game import i18n
    user_dir.mkdir(parents=True, exist_ok=True)
    autosave = user_dir / "autosave.json"
    autosave.write_text("not a game", encoding="utf-8")      # damaged: the new game moves it aside first

    def read_only(real):
        def refuse(path, *args, **kwargs):
            if os.path.abspath(path) == str(autosave):
                raise OSError(errno.EROFS, os.strerror(errno.EROFS))
            return real(path, *args, **kwargs)
        return refuse
    monkeypatch.setattr(os, "replace", read_only(os.replace))
    monkeypatch.setattr(os, "remove", read_only(os.remove))
    try:
        i18n.set_language("ru")
        session = grid_session(seed=10)
        saver = saves.Autosaver(session)
        act(session, "pick", combo=1)
        assert saver.flush()
        assert saver.error.endswith(": диск доступен только для чтения"), saver.error
        assert autosave.read_text(encoding="utf-8") == "not a game"
        assert saves.delete_save(str(autosave)) == "диск доступен только для чтения"
    finally:
        i18n.set_language("en")
    assert autosave.read_text(encoding="utf-8") == "not a game"

def test_finished_empty_and_damaged_autosaves_are_not_kept_as_unfinished(user_dir):
    finished = grid_session(kinds=("ai", "ai"))
    saves.Autosaver(finished, background=False)
    while not finished.game.over:
        finished.update()
    session = grid_session(seed=10)
    saver = saves.Autosaver(session, background=False)
    saver.write_now()                         # a new game, no action yet: nothing to keep
    assert saves.list_saves() == [] and saver.notice is None
    other = grid_session(seed=11)
    saver = saves.Autosaver(other, background=False)
    act(other, "pick", combo=0)
    assert saves.list_saves() == [] and saver.notice is None
    (user_dir / "autosave.json").write_text("{cut sho")
    third = grid_session()
    saver = saves.Autosaver(third, background=False)
    act(third, "pick", combo=0)
    assert (user_dir / "autosave.broken.json").read_text() == "{cut sho" and saves.list_saves() == []


# ---------------------------------------------------------------- the map a save carries (issue 33: module caches)
# board._LOADED reads a map file edited on disk again even when its size and modification time are kept, and
# a save carries the map its game was played on, not what the file holds by the time of the first autosave.

def my_map(user_dir, name="My Grid"):
    """The test grid as a map of the player's own (maps/my-grid.json); returns (path, its document)."""
    data = json.load(open(GRID, encoding="utf-8"))
    data.update(id="my-grid", name=name)
    path = user_dir / "maps" / "my-grid.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, data


def rewrite_keeping_size_and_time(path, data):
    """Write another version of the file, of the same size, its modification time put back (cp -p does so)."""
    info = os.stat(path)
    text = json.dumps(data)
    assert len(text.encode()) == info.st_size
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert os.stat(path).st_mtime_ns == info.st_mtime_ns


def test_a_map_edited_in_place_with_its_time_kept_is_read_again(user_dir):
    path, data = my_map(user_dir, name="My Grid")
    assert load_map(str(path)).name == "My Grid"
    rewrite_keeping_size_and_time(path, dict(data, name="Ur Grid"))
    assert load_map(str(path)).name == "Ur Grid"
    assert load_map(str(path)) is load_map(str(path))      # and an unchanged file is not read twice


def test_a_save_carries_the_map_played_not_the_file_edited_since(user_dir):
    path, data = my_map(user_dir)
    board = load_map(str(path))                # the setup screen read it...
    edited = dict(data, name="Edited Grid")
    edited["regions"] = [dict(region, name=region["name"] + " Two") for region in data["regions"]]
    path.write_text(json.dumps(edited), encoding="utf-8")        # ...then the player edited it, and pressed Start
    players = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    game = Game(load_ruleset(os.path.join(rules_dir(), "classic")), board, players, 9,
                races=["ratmen", "orcs"], powers=["forest", "merchant"])
    session = Session(game, "my-grid", threaded=False, speed="instant")
    saver = saves.Autosaver(session)
    session.submit({"type": "pick", "combo": 0, "player": 0})
    assert saver.flush()
    saved = json.load(open(saver.path, encoding="utf-8"))
    assert saved["map_data"] == data
    resumed = saves.load_session(saver.path, threaded=False)
    assert resumed.game.board.name == "My Grid"
    assert [r.name for r in resumed.game.board.regions] == [r.name for r in board.regions]
