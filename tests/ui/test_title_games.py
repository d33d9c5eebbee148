"""The title offers each installed game (issue 33): with Small World alone, the line under the program's
name names it and the buttons are as before (no extra click); with a second game installed (the kernel
tests' toy game, "Sums"), a row of the games' names chooses one, the buttons follow it (New game, Learn
to play and Rules where it has those screens: GameDefinition.screens; Continue its own autosave,
autosave-<id>.json) and the choice is remembered. New game and Rules open the chosen game's screens
through its definition (open_screen). In English and Russian, at 1024x640 (screenshots kept when
SMALLWORLD_SHOTS names a folder).
"""

import json

import pygame
import pytest

from game import saves
from game import settings as settings_mod
from game.app import App, parse_args
from game.scenes import registry
from kernel import registry as installed
from tests.kernel.toy_game import Toy
from tests.ui.scene_driver import click, frame, shot
from tests.ui.test_continue_keeps_games import language  # noqa: F401 (the fixture: English, then Russian)


@pytest.fixture(autouse=True)
def small_world_alone(monkeypatch):
    """These tests are about Small World alone or beside the toy game: The Wolves, installed too, is
    taken out for their length (tests/ui/test_wolves_shell.py shows the title with it)."""
    monkeypatch.setattr(installed, "_GAMES", {"smallworld": installed.get("smallworld")})


@pytest.fixture
def title(user_dir):
    app = App(pygame.display.set_mode((1024, 640)), parse_args([]))
    scene = registry.show(app, "title")
    frame(app)
    return scene


@pytest.fixture
def toy_installed():
    installed.register(Toy())
    yield
    installed.unregister("toy")


def test_with_small_world_alone_the_title_names_it_and_opens_its_screens(title, language):  # noqa: F811
    title.relayout()
    frame(title.app)
    assert title.chooser is None and title.game.id == "smallworld"
    assert title.subtitle().startswith("Small World · ")
    assert list(title.buttons) == ["new", "learn", "continue", "load", "rules", "settings", "quit"]
    shot(title.app.screen, f"title-{language}-one-game")
    app = title.app
    click(app, title.buttons["rules"].rect.center)
    assert type(app.scene).__name__ == "RulesScene"
    app.scene.go_back()
    assert type(app.scene).__name__ == "TitleScene"
    frame(app)
    click(app, app.scene.buttons["new"].rect.center)
    assert type(app.scene).__name__ == "SetupScene"


def test_a_second_game_is_chosen_on_the_title_and_remembered(user_dir, toy_installed, language):  # noqa: F811
    user_dir.mkdir(parents=True)
    (user_dir / "autosave-toy.json").write_text(json.dumps(
        {"format": "toy-game", "version": 1, "players": ["a", "b"], "actions": [{"type": "play"}]}))
    app = App(pygame.display.set_mode((1024, 640)), parse_args([]))
    title = registry.show(app, "title")
    frame(app)
    assert title.chooser is not None and [value for value, _label in title.chooser.options] == ["smallworld", "toy"]
    assert not title.buttons["continue"].enabled                    # Small World's: there is none
    shot(title.app.screen, f"title-{language}-two-games")
    sums = title.chooser.segments[1]
    click(app, sums.center)
    assert title.game.id == "toy" and settings_mod.saved_game() == "toy"
    assert title.buttons["continue"].enabled                        # Sums' own autosave
    assert title.autosave == str(user_dir / "autosave-toy.json") == saves.autosave_path("toy")
    assert not title.buttons["new"].enabled and not title.buttons["rules"].enabled   # it has no such screens
    assert "learn" not in title.buttons
    shot(title.app.screen, f"title-{language}-two-games-toy")
    again = registry.show(app, "title")                             # the next time: the game chosen last
    frame(app)
    assert again.game.id == "toy"
    click(app, again.chooser.segments[0].center)
    assert again.game.id == "smallworld" and "learn" in again.buttons and settings_mod.saved_game() == "smallworld"


def test_the_game_remembered_is_a_game_id_or_none(user_dir):
    for value, kept in (("toy", "toy"), ("../toy", None), ("Toy", None), (7, None), ("uninstalled", "uninstalled")):
        user_dir.mkdir(parents=True, exist_ok=True)
        (user_dir / "settings.json").write_text(json.dumps({"format": "smallworld-settings", "version": 1,
                                                            "game": value}))
        assert settings_mod.saved_game() == kept
    app = App(pygame.display.set_mode((1024, 640)), parse_args([]))
    assert registry.show(app, "title").game.id == "smallworld"     # a game no longer installed: the default


def test_a_notice_on_the_title_never_runs_over_the_footer(user_dir, toy_installed, language):  # noqa: F811
    """With the row of games the buttons stand lower and a two-line notice reached the footer's line
    ('F11 full screen · Esc quits' was written through it): the footer now waits while the notice shows."""
    app = App(pygame.display.set_mode((1024, 640)), parse_args([]))
    title = registry.show(app, "title")
    frame(app)
    assert title.footer_rect is not None and title.message_rect is None
    title.message.show("The saved game could not be loaded: this program cannot play Sums yet. " * 2, "error")
    frame(app)
    assert title.message_rect is not None
    assert title.footer_rect is None                                 # this notice reaches its line
    title.message.update(10.0)
    frame(app)
    assert title.footer_rect is not None
