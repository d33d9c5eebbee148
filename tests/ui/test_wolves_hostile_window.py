"""A hostile file of The Wolves in the user folder never stops the window (issue 34, item 8, the window's
side): an autosave-wolves.json, a save in saves/ or a lesson-wolves.json holding what tests/wolves_files.py
holds (wrong types, unknown ids, outcomes the box cannot have, spoiled or illegal actions, cut, binary or
nested files) gives a message on Continue, on Load game's Play and Watch replay, and the lesson starts
afresh; a valid one opens. The real scenes are driven through the App's own loop (scene_driver.app_frame
and app_click), so the App's guard is in play: a case passes only if no error screen came up. The user
folder is the test's own (conftest's `user_dir`).
"""

import json
import os
import random
import shutil

import hostile_window as window
import pytest
import wolves_files as wf
from hostile_window import cases, load_screen, no_error_screen, put, read_bytes, select, session_of
from scene_driver import app_click, app_frame, shot
from work_counts import hang_guard

from games.wolves.definition import WOLVES
from games.wolves.scenes.replay import WolvesReplayScene
from games.wolves.tutorial import coach as coach_module
from games.wolves.tutorial.scene import WolvesLessonScene

pytestmark = pytest.mark.usefixtures("user_dir")

# The corpus's game files the window meets: every sixth, and those that once froze or would; the whole corpus
# (some 190 files, two minutes) when WOLVES_WINDOW_CORPUS=all. Controls are valid files, which open.
KEY_CASES = ("start hex of 1,000,000 characters", "a name of 1,000,000 characters", "escape codes in a name",
             "an action after the game ended", "a move from \"1,2,3\"", "nested 100,000 deep", "truncated halfway",
             "empty", "format of another game", "map unknown", "100,001 actions", "layout an unknown board",
             "prey of 2 players in a 3-player game", "a field the action does not know nested 900 deep")
WHOLE = os.environ.get("WOLVES_WINDOW_CORPUS") == "all"
REFUSED = [entry for i, entry in enumerate(e for e in wf.GAME_FILES if not e[0].startswith("control: "))
           if WHOLE or i % 6 == 0 or entry[0] in KEY_CASES]
ACCEPTED = [entry for entry in wf.GAME_FILES if entry[0].startswith("control: ")]
SHOWN = ("start hex of 1,000,000 characters", "layout an unknown board")     # screenshots kept of these


def wolves_title(size=(1024, 640)):
    """A fresh App on the title with The Wolves chosen."""
    return window.title_of(WOLVES, size)


# ---------------------------------------------------------------- Continue

@cases(REFUSED)
def test_continue_on_a_hostile_autosave_says_why_and_keeps_the_title(user_dir, entry):
    name, build, _names, _commands = entry
    path = put(str(user_dir / "autosave-wolves.json"), build())
    before = read_bytes(path)
    with hang_guard(120):
        app, title = wolves_title()
        window.continue_refuses(app, title, user_dir, WOLVES.id, path, before, name, SHOWN, "wolves")
    app_frame(app)
    no_error_screen(app)


@cases(ACCEPTED)
def test_continue_on_a_valid_autosave_opens_it(user_dir, entry):
    _name, build, _names, _commands = entry
    document = build()
    put(str(user_dir / "autosave-wolves.json"), document)
    with hang_guard(120):
        app, title = wolves_title()
        assert title.buttons["continue"].enabled
        app_click(app, title.buttons["continue"].rect.center)
        no_error_screen(app)
        session = session_of(app, WOLVES)
        expected = json.loads(document) if isinstance(document, str) else document
        assert session.actions_taken() == len(expected["actions"])
        for _ in range(3):
            app_frame(app)
        no_error_screen(app)


# ---------------------------------------------------------------- Load game: Play and Watch replay

@cases(REFUSED)
def test_load_game_lists_a_hostile_save_and_refuses_it_with_the_reason(user_dir, entry):
    name, build, _names, _commands = entry
    path = put(str(user_dir / "saves" / "hostile.json"), build())
    with hang_guard(120):
        app, _title = wolves_title()
        window.load_refuses(app, path, name, SHOWN, "wolves")


@cases(ACCEPTED)
def test_load_game_plays_and_replays_a_valid_save(user_dir, entry):
    _name, build, _names, _commands = entry
    path = put(str(user_dir / "saves" / "fine.json"), build())
    with hang_guard(120):
        app, _title = wolves_title()
        window.watch_then_play(app, path, WOLVES, WolvesReplayScene)
        app_frame(app)
        no_error_screen(app)


def test_a_save_whose_map_is_a_box_beside_it_continues(user_dir):
    """A save naming a modder's box by a relative path finds it beside the save."""
    (user_dir / "saves").mkdir(parents=True, exist_ok=True)
    shutil.copy(wf.BOX_FILE, user_dir / "saves" / "mine.json")
    path = put(str(user_dir / "saves" / "modded.json"), wf.wolves_game(map="mine.json"))
    app, _title = wolves_title()
    load = load_screen(app)
    select(app, load, path)
    app_click(app, load.buttons["play"].rect.center)
    no_error_screen(app)
    assert session_of(app, WOLVES).game.over


# ---------------------------------------------------------------- the lesson

LESSON_FILES = {
    "a spoiled hex": {"format": "wolves-lesson", "version": 1, "step": "welcome",
                      "actions": [{"type": "start", "player": 0, "hex": "1,2,3"}]},
    "a player of 10**30": {"format": "wolves-lesson", "version": 1, "step": "goal",
                           "actions": [{"type": "orient", "player": 10 ** 30, "face": "a"}]},
    "actions of every kind of value": {"format": "wolves-lesson", "version": 1, "step": "welcome",
                                       "actions": [{"type": None, "player": [], "hex": {}}, {"player": True}]},
    "a step that is a list": {"format": "wolves-lesson", "version": 1, "step": ["welcome"], "actions": []},
    "a game file where the lesson belongs": wf.wolves_game(),
    "a 5,000-digit step": wf.raw_text({"format": "wolves-lesson", "version": 1, "step": "@n@", "actions": []},
                                      n=wf.BIG),
    "nested 100,000 deep": wf.NESTED,
    "binary": "\x00\x01\x02\ud800",
}


LESSON_LOST = "The lesson could not be resumed where you left it, so it starts again."


@pytest.mark.parametrize("what", list(LESSON_FILES) + ["a folder"])
def test_a_hostile_lesson_file_starts_the_lesson_afresh(user_dir, monkeypatch, what):
    from games.wolves.tutorial import scene as scene_module

    monkeypatch.setattr(scene_module, "THREADED", False)
    with hang_guard(120):
        app, scene = window.lesson_over(WOLVES, coach_module.progress_path(), LESSON_FILES.get(what),
                                        WolvesLessonScene)
        assert not [a for a in scene.game.actions if a.player == 0]
        assert scene.messages.latest() == LESSON_LOST      # the player is told why the lesson begins again
        for _ in range(3):
            app_frame(app)
        no_error_screen(app)
    shot(app.screen, f"wolves-hostile-lesson-{what.replace(' ', '-')}")


def test_a_lesson_without_saved_progress_starts_without_a_word(monkeypatch):
    from games.wolves.tutorial import scene as scene_module

    monkeypatch.setattr(scene_module, "THREADED", False)
    app, title = wolves_title()
    app_click(app, title.buttons["learn"].rect.center)
    assert isinstance(app.scene, WolvesLessonScene) and app.scene.messages.latest() != LESSON_LOST


def turned(box):
    """The box with its slots turned 60 degrees about the start board: another valid box, its boards elsewhere."""
    box["slots"] = {slot: [-r, q + r] for slot, (q, r) in box["slots"].items()}


@pytest.mark.parametrize("seats", [2, 3])
def test_a_save_on_a_modders_box_of_other_shape_plays_and_replays(user_dir, seats):
    """A box `check` passes may lay its boards out otherwise than the shipped one: the screens draw it."""
    (user_dir / "saves").mkdir(parents=True)
    put(str(user_dir / "saves" / "turned-box.json"), wf.wolves_box(turned))
    document = wf.wolves_game(seats, upto=0, map="turned-box.json", drop=("layout", "scoring", "prey"))
    setup, problems = WOLVES.parse_setup(document, "turned.json", str(user_dir / "saves"))
    assert setup is not None, problems
    game, rng = WOLVES.new_game(setup), random.Random(seats)
    for _ in range(40):                 # random legal actions: the recorded games' moves lead elsewhere here
        WOLVES.apply(game, rng.choice(WOLVES.legal_actions(game)))
    path = put(str(user_dir / "saves" / "turned.json"), WOLVES.document(game))
    with hang_guard(120):
        app, _title = wolves_title()
        session = window.watch_then_play(app, path, WOLVES, WolvesReplayScene)
        assert session.actions_taken() == 40
        for _ in range(5):
            app_frame(app)
        no_error_screen(app)
    shot(app.screen, f"wolves-turned-box-{seats}")
