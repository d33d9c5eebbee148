"""A hostile file of Warcraft: The Board Game in the user folder never stops the window: an
autosave-warcraft_board.json, a save in saves/ or a lesson-warcraft_board.json holding what
tests/warcraft_files.py holds (wrong types, unknown ids, outcomes that cannot happen, decks with unknown or
extra cards, spoiled or illegal actions, a missing or hostile map, cut, binary or nested files) gives a
message on Continue, on Load game's Play and Watch replay, and the lesson starts afresh; a valid one opens.
Nothing is lost: a damaged autosave is kept aside (autosave-warcraft_board.broken.json), a save is never
deleted or rewritten. The real scenes are driven through the App's own loop (scene_driver.app_frame and
app_click), so the App's guard is in play: a case passes only if no error screen came up. The user folder
is the test's own (conftest's `user_dir`).
"""

import os

import hostile_window as window
import pytest
import warcraft_files as wbf
from hostile_window import cases, load_screen, no_error_screen, put, read_bytes, select, session_of
from scene_driver import app_click, app_frame, shot
from work_counts import hang_guard

from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.scenes.replay import WarcraftReplayScene

pytestmark = pytest.mark.usefixtures("user_dir")

# The corpus's game files the window meets: every twelfth, and those that would freeze or flood a message;
# the whole corpus when WB_WINDOW_CORPUS=all. Controls are valid files, which open.
KEY_CASES = ("a name of 1,000,000 characters", "escape codes in a name", "an action after the game ended",
             "nested 100,000 deep", "truncated halfway", "empty", "format of another game", "map unknown",
             "map /dev/zero", "100,001 actions", "a deck with an extra card", "a deck with an unknown card",
             "decks of seat of 5,000 digits", "races other than recorded (decks of other cards)",
             "an action type of 1,000,000 characters", "move (2p action 1) path [\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
             "dice all 1 (battles that fall otherwise)", "a die of 7")
WHOLE = os.environ.get("WB_WINDOW_CORPUS") == "all"
REFUSED = [entry for i, entry in enumerate(e for e in wbf.GAME_FILES if not e[0].startswith("control: "))
           if WHOLE or i % 12 == 0 or entry[0] in KEY_CASES]
ACCEPTED = [entry for entry in wbf.GAME_FILES if entry[0] in (
    "control: the recorded 2-player game", "control: the recorded Nordrassil game",
    "control: the first 300 actions, outcomes of the rest kept", "control: names in many scripts and emoji")]
SHOWN = ("a deck with an extra card", "map unknown")     # screenshots kept of these
AUTOSAVE = "autosave-warcraft_board.json"
BROKEN = "autosave-warcraft_board.broken.json"


def warcraft_title(size=(1024, 640)):
    """A fresh App on the title with Warcraft chosen."""
    return window.title_of(WARCRAFT, size)


# ---------------------------------------------------------------- Continue

@cases(REFUSED, 60)
def test_continue_on_a_hostile_autosave_says_why_and_keeps_the_file(user_dir, entry):
    name, build, _names, _commands = entry
    path = put(str(user_dir / AUTOSAVE), build())
    before = read_bytes(path)
    with hang_guard(120):
        app, title = warcraft_title()
        window.continue_refuses(app, title, user_dir, WARCRAFT.id, path, before, name, SHOWN, "wb")
    app_frame(app)
    no_error_screen(app)


@cases(ACCEPTED, 60)
def test_continue_on_a_valid_autosave_opens_it(user_dir, entry):
    _name, build, _names, _commands = entry
    document = build()
    put(str(user_dir / AUTOSAVE), document)
    with hang_guard(120):
        app, title = warcraft_title()
        assert title.buttons["continue"].enabled
        app_click(app, title.buttons["continue"].rect.center)
        no_error_screen(app)
        session = session_of(app, WARCRAFT)
        assert session.actions_taken() == len(document["actions"])
        for _ in range(3):
            app_frame(app)
        no_error_screen(app)


# ---------------------------------------------------------------- Load game: Play and Watch replay

@cases(REFUSED, 60)
def test_load_game_lists_a_hostile_save_and_refuses_it_with_the_reason(user_dir, entry):
    name, build, _names, _commands = entry
    path = put(str(user_dir / "saves" / "hostile.json"), build())
    with hang_guard(120):
        app, _title = warcraft_title()
        window.load_refuses(app, path, name, SHOWN, "wb")


@cases(ACCEPTED[:2], 60)
def test_load_game_plays_and_replays_a_valid_save(user_dir, entry):
    _name, build, _names, _commands = entry
    path = put(str(user_dir / "saves" / "fine.json"), build())
    with hang_guard(120):
        app, _title = warcraft_title()
        assert window.watch_then_play(app, path, WARCRAFT, WarcraftReplayScene).game.over
        app_frame(app)
        no_error_screen(app)


def test_a_save_whose_map_is_a_hostile_map_beside_it_is_refused_naming_the_map(user_dir):
    """A save naming a modder's map by a relative path reads it beside the save: a broken one is the reason."""
    [(_, build, _names)] = [entry for entry in wbf.MAPS if entry[0] == "a bow-tie outline"]
    put(str(user_dir / "saves" / "mine.json"), build())
    path = put(str(user_dir / "saves" / "modded.json"), wbf.wb_game(map="mine.json"))
    with hang_guard(120):
        app, _title = warcraft_title()
        load = load_screen(app)
        select(app, load, path)
        app_click(app, load.buttons["play"].rect.center)
        no_error_screen(app)
        assert app.scene is load and "mine.json" in load.message.text
    shot(app.screen, "wb-hostile-modded-map")


# ---------------------------------------------------------------- the lesson

LESSON_FILES = {
    "a spoiled piece": {"format": "warcraft_board-lesson", "version": 1, "step": "welcome",
                        "actions": [{"type": "move", "player": 0, "piece": "x", "path": ["c1"]}]},
    "a player of 10**30": {"format": "warcraft_board-lesson", "version": 1, "step": "welcome",
                           "actions": [{"type": "end_step", "player": 10 ** 30}]},
    "actions of every kind of value": {"format": "warcraft_board-lesson", "version": 1, "step": "welcome",
                                       "actions": [{"type": None, "player": [], "space": {}}, {"player": True}]},
    "a step that is a list": {"format": "warcraft_board-lesson", "version": 1, "step": ["welcome"], "actions": []},
    "a game file where the lesson belongs": wbf.wb_game(),
    "a 5,000-digit step": wbf.raw_text({"format": "warcraft_board-lesson", "version": 1, "step": "@n@",
                                        "actions": []}, n=wbf.BIG),
    "nested 100,000 deep": wbf.NESTED,
    "binary": "\x00\x01\x02\ud800",
}


@pytest.mark.parametrize("what", list(LESSON_FILES) + ["a folder"])
def test_a_hostile_lesson_file_never_stops_learn_to_play(user_dir, monkeypatch, what):
    from games.warcraft_board.tutorial import coach as coach_module
    from games.warcraft_board.tutorial import scene as scene_module
    from games.warcraft_board.tutorial.scene import WarcraftLessonScene

    if hasattr(scene_module, "THREADED"):
        monkeypatch.setattr(scene_module, "THREADED", False)
    with hang_guard(120):
        app, scene = window.lesson_over(WARCRAFT, coach_module.progress_path(), LESSON_FILES.get(what),
                                        WarcraftLessonScene)
        assert "could not be resumed" in (scene.messages.latest() or "")    # and the player is told why
        for _ in range(3):
            app_frame(app)
        no_error_screen(app)
    shot(app.screen, f"wb-hostile-lesson-{what.replace(' ', '-')}")


@pytest.mark.parametrize("name", ["truncated halfway", "nested 100,000 deep"])
def test_an_unreadable_autosave_is_kept_aside_whole_and_the_title_says_so(user_dir, name):
    [(_, build, _names, _commands)] = [entry for entry in wbf.GAME_FILES if entry[0] == name]
    path = put(str(user_dir / AUTOSAVE), build())
    before = read_bytes(path)
    app, title = warcraft_title()
    assert not title.buttons["continue"].enabled
    assert title.message.visible and "can't be read" in title.message.text
    assert not os.path.lexists(path) and read_bytes(user_dir / BROKEN) == before
    load = load_screen(app)                         # Load game lists it, with its reason
    assert any(e["path"] == str(user_dir / BROKEN) and e["problem"] for e in load.entries)
