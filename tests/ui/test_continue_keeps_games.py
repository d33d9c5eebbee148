"""Continue never loses a game (issue 33), driven like a player on the real scenes: a game played a few
rounds, the title, a new game started from the setup screen. The first game is kept in the saves under a
name that says what it is ("Unfinished – <map>, round 3 – <date>", in the window's language), the in-game
screen says so once, Load game plays it where it stood, and Continue resumes the new one. In English and
in Russian, in a 1024x640 window (screenshots kept when SMALLWORLD_SHOTS names a folder).
"""


import pygame
import pytest

from game import i18n, saves
from game.app import App, parse_args
from game.scenes import registry
from games.smallworld.ai import make_player
from games.smallworld.model import state_json
from tests.ui.scene_driver import click, frame, shot


@pytest.fixture(params=["en", "ru"])
def language(request, monkeypatch):
    monkeypatch.setenv(i18n.ENV_FORCE, request.param)
    i18n.set_language(request.param)
    return request.param


@pytest.fixture
def small_app(user_dir):
    return App(pygame.display.set_mode((1024, 640)), parse_args([]))


def title_button(app, key):
    title = app.scene
    assert type(title).__name__ == "TitleScene"
    frame(app)
    assert title.buttons[key].enabled, key
    click(app, title.buttons[key].rect.center)
    return app.scene


def new_game(app):
    """Title → New game → Start: the in-game screen of a new game (a person and two computers)."""
    setup = title_button(app, "new")
    assert type(setup).__name__ == "SetupScene"
    click(app, setup.buttons["start"].rect.center)
    return on_screen(app)


def on_screen(app):
    scene = app.scene
    assert type(scene).__name__ == "PlayScene", type(scene).__name__
    scene.session.threaded, scene.session.speed = False, "instant"    # computers think at once, on this thread
    frame(app)
    return scene


def play(app, scene, until):
    """The person's seat plays a computer's choices through the screen until `until(game)` holds."""
    bot = make_player("easy", 5)
    for _ in range(3000):
        if until(scene.game):
            return
        if scene.pass_to is not None:
            click(app, (app.screen.get_width() // 2, app.screen.get_height() // 2))
        elif scene.session.is_human_turn() and not scene.anim.busy() and scene.die is None:
            assert scene.submit(bot.choose(scene.game)) is not None
        frame(app, 0.25)
    raise AssertionError("the game did not get there")


def leave(app, scene):
    scene.ask_menu()
    frame(app)
    click(app, scene.dialog.button_rect("leave").center)
    assert type(app.scene).__name__ == "TitleScene"


def test_a_new_game_keeps_the_unfinished_one_and_continue_resumes_the_new(small_app, language):
    app = small_app
    registry.show(app, "title")
    first = new_game(app)
    play(app, first, lambda game: game.round >= 3 and first.session.is_human_turn())
    first_state = state_json(first.game)
    leave(app, first)

    second = new_game(app)
    assert second.game is not first.game
    actions = len(second.game.actions)
    play(app, second, lambda game: len(game.actions) > actions and second.session.is_human_turn())
    second.session.autosaver.flush()
    frame(app)
    kept = [e for e in saves.list_saves() if e["name"] != "Autosave"]
    assert len(kept) == 1
    board = i18n.map_name(getattr(first.game.board, "names", None), first.game.board.name)
    expected = {"en": "Unfinished – {map}, round 3 – {date}",
                "ru": "Незаконченная игра – {map}, раунд 3 – {date}"}[language]
    assert kept[0]["name"] == expected.format(map=board, date=kept[0]["date"][:10])
    notice = {"en": "Your unfinished game is kept: Load game lists it as “{name}”.",
              "ru": "Ваша незаконченная игра сохранена: она в списке «Загрузить» под именем «{name}»."}
    assert second.messages.latest() == notice[language].format(name=kept[0]["name"])
    shot(app.screen, f"{language}-kept-notice")
    second_state = state_json(second.game)
    leave(app, second)

    resumed = on_screen_after(app, "continue")
    assert state_json(resumed.game) == second_state          # Continue: the new game
    leave(app, resumed)

    load = title_button(app, "load")
    frame(app)
    shot(app.screen, f"{language}-load-list")
    names = [e["name"] for e in load.entries]
    row = names.index(kept[0]["name"])
    click(app, load.row_rect(row).center)
    click(app, load.buttons["play"].rect.center)
    again = on_screen(app)
    assert state_json(again.game) == first_state             # Load game: the first, where it stood


def on_screen_after(app, key):
    title_button(app, key)
    return on_screen(app)
