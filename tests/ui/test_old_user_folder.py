"""A user folder written before issue 33 (tests/data/user-folder-before-33, made by
tests/data/make_old_user_folder.py with the program of that time) is read as it was: its settings,
Continue on its autosave (a game on a map of the player's own, which the autosave carries), its saves in
Load game (a classic and a Small World of Warcraft game), its map in the setup. A new game then keeps that
autosave's unfinished game in the saves. Driven through the real scenes.
"""

import shutil
from pathlib import Path

import pygame
import pytest

from game import saves
from game import settings as settings_mod
from game.app import App, parse_args
from game.ui import theme
from game.ui.widgets import interface_scale
from games.smallworld.model import state_json
from games.smallworld.model.legal import legal_actions
from games.smallworld.scenes import start
from tests.ui.scene_driver import click, frame

OLD = Path(__file__).resolve().parents[1] / "data" / "user-folder-before-33"


@pytest.fixture
def old_folder(user_dir):
    shutil.copytree(OLD, user_dir)
    return user_dir


def replayed(path):
    """The state of the game a file holds, replayed apart from the window."""
    return state_json(saves.load_game(str(path))[0])


def on_screen(app, kind="PlayScene"):
    scene = app.scene
    assert type(scene).__name__ == kind, type(scene).__name__
    return scene


def to_title(app):
    scene = app.scene
    scene.ask_menu()
    frame(app)
    click(app, scene.dialog.button_rect("leave").center)
    return on_screen(app, "TitleScene")


def test_an_old_user_folder_is_read_as_before(old_folder):
    values = settings_mod.load_settings()
    assert (values["palette"], values["ui_scale"], values["confirm_end_turn"]) == ("colorblind", 1.15, False)
    assert (values["sound_volume"], values["music_volume"]) == (0.3, 0.2)
    assert values["setup"]["maps"] == {"2": "my-grid"} and values["setup"]["speed"] == "fast"
    app = App(pygame.display.set_mode((1600, 1000)), parse_args([]))
    assert theme.palette() == "colorblind" and interface_scale() == 1.15
    app.switch(start.first_scene(app, app.options))
    title = on_screen(app, "TitleScene")
    frame(app)

    assert title.buttons["continue"].enabled                        # Continue: the autosave.json of before
    click(app, title.buttons["continue"].rect.center)
    resumed = on_screen(app)
    assert resumed.game.board.id == "my-grid" and resumed.game.round == 3
    assert state_json(resumed.game) == replayed(old_folder / "autosave.json")
    title = to_title(app)

    click(app, title.buttons["load"].rect.center)                  # Load game: the saves/ of before
    load = on_screen(app, "LoadGameScene")
    names = [e["name"] for e in load.entries]
    assert names[0] == "Autosave" and sorted(names[1:]) == ["Evening game", "Warcraft evening"]
    for name in ("Evening game", "Warcraft evening"):
        app.switch(load)
        frame(app)
        click(app, load.row_rect(names.index(name)).center)
        click(app, load.buttons["play"].rect.center)
        assert state_json(on_screen(app).game) == replayed(old_folder / "saves" / f"{name}.json")
    title = to_title(app)

    click(app, title.buttons["new"].rect.center)                   # the setup of before, on the map of maps/
    setup = on_screen(app, "SetupScene")
    assert [(seat["kind"], seat.get("level")) for seat in setup.player_list()] == [("human", None), ("ai", "easy")]
    assert setup.player_list()[0]["name"] == "Ann"
    assert setup.chosen_map().id == "my-grid" and setup.chosen_map().path == str(old_folder / "maps" / "my-grid.json")
    click(app, setup.buttons["start"].rect.center)
    game_scene = on_screen(app)
    session = game_scene.session
    session.threaded, session.speed = False, "instant"
    while session.is_ai_turn():
        session.update()
    game_scene.submit(legal_actions(session.game)[0])   # the new game's first action
    assert session.autosaver.flush()
    kept = [e for e in saves.list_saves() if e["name"].startswith("Unfinished – My Grid, round 3")]
    assert len(kept) == 1 and kept[0]["path"] != str(old_folder / "autosave.json")
    assert replayed(kept[0]["path"]) == replayed(OLD / "autosave.json")
    assert replayed(old_folder / "autosave.json") == state_json(session.game)   # Continue: the new game
