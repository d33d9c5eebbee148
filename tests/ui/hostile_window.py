"""What the window's tests of hostile files (tests/ui/test_wb_hostile_window.py,
tests/ui/test_wolves_hostile_window.py) do alike for any game: put a document (or its raw text) in the user
folder, open the title with the game chosen, go to Load game and select a row, and check what Continue and
Load game do with a hostile save: a message, no error screen, the file kept as it was (a damaged autosave
kept aside whole). The real scenes are driven through the App's own loop (scene_driver)."""

import json
import os

import pygame
import pytest
from scene_driver import app_click, app_frame, new_app, shot

from game.game_session import GameSession
from game.scenes.title import TitleScene

ESCAPE_KEY = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)


def cases(table, width=None):
    return pytest.mark.parametrize("entry", table, ids=[entry[0][:width] for entry in table])


def put(path, data):
    """The document (or its raw text) at `path`."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = data if isinstance(data, str) else json.dumps(data)
    with open(path, "wb") as handle:
        handle.write(text.encode("utf-8", "surrogatepass"))
    return path


def read_bytes(path):
    with open(path, "rb") as handle:
        return handle.read()


def no_error_screen(app):
    assert app.error_scene is None, getattr(app.scene, "text", None)
    assert app.running


def title_of(definition, size=(1024, 640)):
    """A fresh App on the title with `definition`'s game chosen, a frame drawn through the App's loop."""
    app = new_app(size)
    app.switch(TitleScene(app))
    app_frame(app)
    title = app.scene
    title.choose(definition)
    app_frame(app)
    no_error_screen(app)
    return app, title


def session_of(app, definition):
    session = app.scene.session
    assert isinstance(session, GameSession) and session.definition is definition
    session.threaded, session.speed = False, "instant"
    return session


def load_screen(app):
    app_click(app, app.scene.buttons["load"].rect.center)
    no_error_screen(app)
    return app.scene


def select(app, load, path):
    [entry] = [e for e in load.entries if e["path"] == path]
    load.select(load.entries.index(entry))
    app_frame(app)
    return entry


def continue_refuses(app, title, user_dir, game_id, path, before, name, shown, prefix):
    """Continue on the hostile autosave at `path` (its bytes `before`): a well-formed one is refused with the
    reason and stays as it was, a damaged one is kept aside whole and the title says so. A screenshot of the
    cases `shown`."""
    if title.buttons["continue"].enabled:          # well-formed: Continue says why when it is chosen
        app_click(app, title.buttons["continue"].rect.center)
        no_error_screen(app)
        assert app.scene is title, name
        assert title.message.visible and "could not be loaded" in title.message.text
        assert read_bytes(path) == before             # nothing lost: the file stays for Load game to list
        if name in shown:
            app_frame(app)
            shot(app.screen, f"{prefix}-hostile-continue-{shown.index(name)}")
    else:                                           # damaged: kept aside as it was, and the title says so
        assert title.message.visible and "can't be read" in title.message.text
        assert not os.path.lexists(path) and read_bytes(user_dir / f"autosave-{game_id}.broken.json") == before


def load_refuses(app, path, name, shown, prefix):
    """Load game's row of the hostile save at `path`: Play and Watch replay say why it cannot be opened (or are
    off, the row saying why); the file is never deleted or rewritten."""
    before = read_bytes(path)
    load = load_screen(app)
    listed = select(app, load, path)
    for button in ("play", "replay"):
        if not load.buttons[button].enabled:        # unreadable: the row says why, nothing to open
            assert listed["problem"], name
            continue
        app_click(app, load.buttons[button].rect.center)
        no_error_screen(app)
        assert app.scene is load, (name, button)
        assert load.message.visible and "cannot be opened" in load.message.text
        assert listed["problem"] and len(load.message.text) < 2000
        if name in shown and button == "play":
            app_frame(app)
            shot(app.screen, f"{prefix}-hostile-load-{shown.index(name)}")
    assert read_bytes(path) == before
    app_frame(app)
    no_error_screen(app)


def watch_then_play(app, path, definition, replay_scene):
    """Load game's Watch replay of the valid save at `path` (a `replay_scene`), back with Esc, then Play: the
    session opened."""
    load = load_screen(app)
    listed = select(app, load, path)
    assert listed["problem"] is None and listed["game"] == definition.id
    app_click(app, load.buttons["replay"].rect.center)
    no_error_screen(app)
    assert isinstance(app.scene, replay_scene)
    app_frame(app, ESCAPE_KEY)
    load = app.scene
    select(app, load, path)
    app_click(app, load.buttons["play"].rect.center)
    no_error_screen(app)
    return session_of(app, definition)


def lesson_over(definition, path, data, lesson_scene):
    """Learn to play with the lesson's progress file at `path` holding `data` (None: a folder in its place):
    (the App, the lesson scene) begun again at its first step, no error screen."""
    if data is None:
        os.makedirs(path)
    else:
        put(path, data)
    app, title = title_of(definition)
    assert title.buttons["learn"].enabled
    app_click(app, title.buttons["learn"].rect.center)
    no_error_screen(app)
    scene = app.scene
    assert isinstance(scene, lesson_scene)
    assert scene.coach.index == 0                  # begun again, at its first step
    return app, scene
