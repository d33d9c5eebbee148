"""The menus driven like a player: title → setup → a game; Continue; Esc; the rules screen.

A real App on SDL's dummy display runs its real loop for one frame at a time;
input is posted as pygame events (mouse presses and releases, key presses,
text input), so scenes see exactly what they would see in the window.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import app_click as click  # noqa: E402
from scene_driver import app_frame as frame

from game import settings as settings_mod  # noqa: E402
from game.app import parse_args  # noqa: E402
from game.scenes.base import Scene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from games.smallworld.scenes import start  # noqa: E402
from games.smallworld.scenes.play import PlayScene  # noqa: E402
from games.smallworld.scenes.rules import RulesScene  # noqa: E402
from games.smallworld.scenes.setup import SetupScene  # noqa: E402

# ---------------------------------------------------------------- driving the app

@pytest.fixture
def app(app):
    """The app showing its first screen (the title), as `python main.py` opens it."""
    app.switch(start.first_scene(app, app.options))
    frame(app)
    return app


def key(app, k):
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def type_text(app, text):
    frame(app, *[pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def segment(choice, value):
    for (v, _), rect in zip(choice.options, choice.segments):
        if v == value:
            return rect.center
    raise AssertionError(f"{value!r} is not offered: {choice.options}")


def open_setup(app):
    assert isinstance(app.scene, TitleScene)
    click(app, app.scene.buttons["new"].rect.center)
    assert isinstance(app.scene, SetupScene)
    return app.scene


# ---------------------------------------------------------------- the setup flow

def _configure_three_seats(app):
    """Add and remove seats, make seat 1 a person named Zed, seat 0 a computer, pick levels."""
    setup = open_setup(app)
    assert [s["kind"] for s in setup.seats] == ["human", "ai", "ai"]   # the default table
    click(app, setup.buttons["add"].rect.center)
    assert setup.count == 4
    click(app, setup.buttons["add"].rect.center)
    assert setup.count == 5
    assert not setup.buttons["add"].enabled                            # 5 at most
    click(app, setup.buttons["remove:4"].rect.center)
    click(app, setup.buttons["remove:3"].rect.center)
    assert setup.count == 3
    # seat 1: computer -> person, then type a name
    click(app, segment(setup.kind_choices[1], "human"))
    assert setup.seats[1]["kind"] == "human"
    field = setup.fields[1]
    click(app, field.rect.center)
    assert setup.fields[1].focused
    for _ in range(12):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Zed")
    key(app, pygame.K_RETURN)
    assert setup.seats[1]["name"] == "Zed"
    # seat 0: person -> computer, with a chosen level; seat 2 another level
    levels = start.levels()
    click(app, segment(setup.kind_choices[0], "ai"))
    assert setup.seats[0]["kind"] == "ai"
    click(app, segment(setup.level_choices[0], levels[0]))
    click(app, segment(setup.level_choices[2], levels[-1]))
    assert setup.seats[0]["level"] == levels[0] and setup.seats[2]["level"] == levels[-1]
    click(app, segment(setup.speed_choice, "instant"))
    click(app, setup.coins_box.rect.center)
    assert setup.speed == "instant" and setup.show_all_coins
    return setup, levels


def _expected_players(levels):
    return [{"name": start.computer_name(0), "kind": "ai", "level": levels[0]},
            {"name": "Zed", "kind": "human"},
            {"name": start.computer_name(2), "kind": "ai", "level": levels[-1]}]


def test_setup_builds_the_session_it_shows(app, monkeypatch):
    """The contract with the in-game screen, checked with a stand-in PlayScene."""
    received = []

    class FakePlay(Scene):
        def __init__(self, app, session):
            super().__init__(app)
            self.session = session
            received.append(session)

        def draw(self, surface):
            surface.fill((10, 20, 30))

    monkeypatch.setattr("games.smallworld.scenes.play.PlayScene", FakePlay)

    setup, levels = _configure_three_seats(app)
    click(app, setup.buttons["start"].rect.center)
    assert isinstance(app.scene, FakePlay), setup.message.text
    session = received[0]
    assert session.game.player_setup == _expected_players(levels)
    assert session.map_ref == "saltwind-coast" and session.game.board.players == 3
    assert session.speed == "instant" and session.show_all_coins is True
    # the setup is remembered for next time
    saved = settings_mod.last_setup()
    assert [s["kind"] for s in saved["seats"]] == ["ai", "human", "ai"]
    assert saved["seats"][1]["name"] == "Zed" and saved["speed"] == "instant" and saved["show_all_coins"]
    again = SetupScene(app)
    assert again.player_list() == _expected_players(levels)


def test_setup_start_opens_the_real_in_game_screen(app):
    setup, levels = _configure_three_seats(app)
    click(app, setup.buttons["start"].rect.center)
    assert isinstance(app.scene, PlayScene), setup.message.text
    session = app.scene.session
    assert [p.name for p in session.game.players] == [start.computer_name(0), "Zed", start.computer_name(2)]
    assert session.game.board.id == "saltwind-coast"


def test_name_typing_keeps_to_the_field(app):
    setup = open_setup(app)
    click(app, setup.fields[0].rect.center)
    type_text(app, "Ann")                     # the focused field's text is selected: typing replaces it
    assert setup.fields[0].text == "Ann"
    type_text(app, "x" * 40)
    assert len(setup.fields[0].text) == settings_mod.MAX_NAME
    key(app, pygame.K_ESCAPE)                 # Esc only ends the editing
    assert app.scene is setup and not setup.fields[0].focused
    key(app, pygame.K_ESCAPE)                 # now it goes back
    assert isinstance(app.scene, TitleScene)


def test_an_empty_name_becomes_the_default(app):
    setup = open_setup(app)
    click(app, setup.fields[0].rect.center)
    for _ in range(20):
        key(app, pygame.K_BACKSPACE)
    click(app, setup.buttons["start"].rect.center)
    assert setup.player_list()[0]["name"] == "Player 1"


def test_several_maps_for_a_count_can_be_cycled(app, tmp_path, monkeypatch):
    import shutil

    folder = tmp_path / "maps"
    folder.mkdir()
    src = os.path.join(os.path.dirname(__file__), "..", "..", "maps", "thornmere.json")
    shutil.copy(src, folder / "thornmere.json")
    text = (folder / "thornmere.json").read_text().replace('"id": "thornmere"', '"id": "thornmere-two"')
    (folder / "thornmere-two.json").write_text(text)
    monkeypatch.setattr("game.resources.maps_dir", lambda: str(folder))
    setup = open_setup(app)
    click(app, setup.buttons["remove:2"].rect.center)
    first = setup.chosen_map().id
    assert first in ("thornmere", "thornmere-two")
    click(app, setup.buttons["map:next"].rect.center)
    assert setup.chosen_map().id == ({"thornmere", "thornmere-two"} - {first}).pop()
    click(app, setup.buttons["map:prev"].rect.center)
    assert setup.chosen_map().id == first


# ---------------------------------------------------------------- the title screen

def test_escape_quits_from_the_title(app):
    key(app, pygame.K_ESCAPE)
    assert app.running is False


def test_continue_is_disabled_without_a_saved_game(app):
    title = app.scene
    assert not title.buttons["continue"].enabled
    assert title.buttons["continue"].tooltip == "no saved game yet"
    # the tooltip shows on hover
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=title.buttons["continue"].rect.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    assert title.buttons["continue"].hover


def test_continue_resumes_the_autosave(app):
    from game import saves
    from game.resources import maps_dir, rules_dir
    from games.smallworld.ai import make_player
    from games.smallworld.model.board import load_map
    from games.smallworld.model.game import Game
    from games.smallworld.model.ruleset import load_ruleset

    board = load_map(os.path.join(maps_dir(), "thornmere.json"))
    game = Game(load_ruleset(os.path.join(rules_dir(), "classic")), board,
                [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "ai", "level": "random"}], 3)
    bot = make_player("random", 1)
    for _ in range(12):
        game.apply(bot.choose(game))
    saves.write_game(game, "thornmere", saves.autosave_path())
    title = TitleScene(app)
    app.switch(title)
    frame(app)
    assert title.buttons["continue"].enabled
    click(app, title.buttons["continue"].rect.center)
    assert not isinstance(app.scene, TitleScene), title.message.text
    assert len(app.scene.session.game.actions) == 12


def test_a_broken_autosave_is_a_message(app, monkeypatch):
    from game import saves
    from games.smallworld.model.errors import DataError

    def load_session(path):
        raise DataError.single(path, "the file is truncated")

    monkeypatch.setattr(saves, "autosave_state", lambda game_id=saves.DEFAULT_GAME: ("/nowhere/autosave.json", None))
    monkeypatch.setattr(saves, "load_session", load_session)
    title = TitleScene(app)
    app.switch(title)
    frame(app)
    click(app, title.buttons["continue"].rect.center)
    assert app.scene is title
    assert "could not be loaded" in title.message.text and "truncated" in title.message.text


# ---------------------------------------------------------------- the rules screen

def test_rules_screen_scrolls_and_goes_back(app):
    click(app, app.scene.buttons["rules"].rect.center)
    rules = app.scene
    assert isinstance(rules, RulesScene) and rules.error is None
    titles = [t for t, _ in rules.anchors]
    assert "Races (14)" in titles and "Special powers (20)" in titles
    assert rules.max_scroll > 0
    frame(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0))
    assert rules.target > 0
    for _ in range(30):
        frame(app)
    assert rules.scroll > 0
    key(app, pygame.K_END)
    assert rules.target == rules.max_scroll
    nav = dict((k, b) for b, k in rules.nav_buttons)
    click(app, nav[0].rect.center)
    assert rules.target == 0
    click(app, rules.back_button.rect.center)
    assert isinstance(app.scene, TitleScene)


def test_rules_from_setup_come_back_to_the_same_setup(app):
    setup = open_setup(app)
    click(app, setup.buttons["add"].rect.center)
    click(app, setup.buttons["rules"].rect.center)
    assert isinstance(app.scene, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.scene is setup and setup.count == 4


def _play_one_action(session):
    """The game's first action: a person's first legal one, or the computer's, thought on this thread."""
    from games.smallworld.model.legal import legal_actions

    if session.is_human_turn():
        session.submit(legal_actions(session.game)[0])
    else:
        session.threaded, session.speed = False, "instant"
        session.update()


def _continue_resumes(app, session):
    """From a new title, Continue resumes `session`'s game where it stands."""
    title = TitleScene(app)
    app.switch(title)
    frame(app)
    assert title.buttons["continue"].enabled
    click(app, title.buttons["continue"].rect.center)
    assert len(app.scene.session.game.actions) == len(session.game.actions)


def test_a_game_started_from_setup_is_autosaved_and_can_be_continued(app):
    setup = open_setup(app)
    click(app, setup.buttons["start"].rect.center)
    session = app.scene.session
    assert session.autosaver is not None
    seat = session.seat
    _play_one_action(session)
    assert session.game.actions, seat
    assert session.autosaver.flush()
    _continue_resumes(app, session)


def test_the_title_waits_for_an_autosave_still_being_written(app, monkeypatch):
    """Quitting to the title right after a move: Continue resumes that move, even on a slow disk."""
    import threading
    import time

    from game import saves

    setup = open_setup(app)
    click(app, setup.buttons["start"].rect.center)
    session = app.scene.session
    writing = threading.Event()
    write_atomic = saves.write_atomic

    def slow_write(path, text):
        writing.set()
        time.sleep(0.4)
        write_atomic(path, text)

    monkeypatch.setattr(saves, "write_atomic", slow_write)
    _play_one_action(session)
    assert writing.wait(2.0)                 # the autosave of that move is on its way, not yet on disk
    _continue_resumes(app, session)


def test_a_demo_is_not_autosaved(app):
    session = start.demo_session(parse_args(["--demo", "--players", "2", "--seed", "3"]))
    assert start.attach_autosave(session) is None
