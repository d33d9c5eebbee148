"""The Wolves' new-game screen remembers the setup last started, per game (game.settings' "setups" slot):
a setup chosen by clicks and started comes back on the next window's New game (its seat count, the people
and computers, the names, the levels, the packs, and the computers' speed); any odd value in the slot gives
the defaults for what is wrong and keeps what is right, and Small World's own "setup" is left as it was.
In English and Russian at 1024x640 (screenshots kept when SMALLWORLD_SHOTS names a folder)."""

import json

import pygame
import pytest

from game import i18n
from game import settings as settings_mod
from game.app import App, parse_args
from game.scenes import registry
from games.wolves.definition import WOLVES
from games.wolves.scenes.setup import RANDOM, WolvesSetupScene
from tests.ui.scene_driver import click, frame, key, shot, type_text


@pytest.fixture(params=["en", "ru"])
def language(request, monkeypatch):
    monkeypatch.setenv(i18n.ENV_FORCE, request.param)
    i18n.set_language(request.param)
    return request.param


def new_app(size=(1024, 640)):
    return App(pygame.display.set_mode(size), parse_args([]))


def wolves_setup_screen(app):
    """The title, The Wolves chosen in its row of games, New game clicked: the setup screen."""
    title = registry.show(app, "title")
    frame(app)
    ids = [value for value, _label in title.chooser.options]
    click(app, title.chooser.segments[ids.index("wolves")].center)
    click(app, title.buttons["new"].rect.center)
    setup = app.scene
    assert isinstance(setup, WolvesSetupScene)
    frame(app)
    return setup


def choose_pack(app, setup, seat, pack):
    click(app, setup.badges[seat][0].center)
    click(app, dict(setup.pack_menu[1])[pack].center)


def shown(setup):
    """What the screen offers: (kind, name as typed, level of a computer, pack) of each seat, and the speed."""
    return ([(s["kind"], s["name"] if s["kind"] == "human" else None, s["level"] if s["kind"] == "ai" else None,
              s["pack"]) for s in setup.seats], setup.speed)


def test_a_setup_started_is_the_next_windows_setup(user_dir, language):
    app = new_app()
    setup = wolves_setup_screen(app)
    while setup.count < 4:
        click(app, setup.buttons["add"].rect.center)
    click(app, setup.buttons["remove:3"].rect.center)                # three seats
    click(app, setup.kind_choices[0].segments[0].center)              # seat 1: a person named Ann, forest
    click(app, setup.fields[0].rect.center)
    for _letter in range(30):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Ann")
    key(app, pygame.K_RETURN)
    choose_pack(app, setup, 0, "forest")
    click(app, setup.kind_choices[1].segments[1].center)              # seat 2: a hard computer, tundra
    levels = [value for value, _label in setup.level_choices[1].options]
    click(app, setup.level_choices[1].segments[levels.index("hard")].center)
    choose_pack(app, setup, 1, "tundra")
    click(app, setup.kind_choices[2].segments[0].center)              # seat 3: a person named Bea, random
    click(app, setup.fields[2].rect.center)
    for _letter in range(30):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Bea")
    key(app, pygame.K_RETURN)
    click(app, setup.speed_choice.segments[2].center)                 # fast
    chosen = shown(setup)
    assert chosen == ([("human", "Ann", None, "forest"), ("ai", None, "hard", "tundra"),
                       ("human", "Bea", None, RANDOM)], "fast")
    click(app, setup.buttons["start"].rect.center)
    assert type(app.scene).__name__ == "WolvesPlayScene"
    assert app.scene.session.setup["packs"][:2] == ["forest", "tundra"]
    on_disk = json.loads((user_dir / "settings.json").read_text())
    assert [seat["pack"] for seat in on_disk["setups"]["wolves"]["seats"]] == ["forest", "tundra", None]
    assert "pack" not in json.dumps(on_disk["setup"])                 # Small World's setup is not touched

    again = wolves_setup_screen(new_app())                            # the next time the program runs
    assert again is not setup and shown(again) == chosen
    assert [again.seat_name(i) for i in range(3)] == [setup.seat_name(i) for i in range(3)]
    assert again.speed_choice.selected == "fast" and again.level_choices[1].selected == "hard"
    shot(again.app.screen, f"wolves-setup-remembered-{language}")


def test_a_setup_refused_is_not_remembered(user_dir):
    app = new_app()
    setup = wolves_setup_screen(app)
    click(app, setup.speed_choice.segments[0].center)                 # slow
    setup.seats[0]["pack"] = setup.seats[1]["pack"] = "meadow"        # what the pack menu never allows
    click(app, setup.buttons["start"].rect.center)
    assert app.scene is setup and setup.message.visible
    assert settings_mod.saved_game_setup("wolves") is None and settings_mod.saved_animation_speed() == "normal"


SMALL_WORLD_SETUP = {"seats": [{"kind": "human", "name": "Zoe", "level": None},
                               {"kind": "ai", "name": "Player 2", "level": "hard"}],
                     "speed": "slow", "show_all_coins": True, "maps": {"2": "sundered-weald"}, "ruleset": "azeroth"}


def write_settings(user_dir, setups):
    user_dir.mkdir(parents=True, exist_ok=True)
    data = {"format": "smallworld-settings", "version": 1, "language": None, "setup": SMALL_WORLD_SETUP,
            "setups": setups}
    (user_dir / "settings.json").write_text(json.dumps(data))


GOOD_SEAT = {"kind": "human", "name": "Ann", "level": None, "pack": "desert"}


@pytest.mark.parametrize("slot, expected", [
    (5, None), ("wolves", None), ([GOOD_SEAT, GOOD_SEAT], None), ({"seats": "many"}, None),
    ({"seats": [GOOD_SEAT]}, None),                                             # one seat: no game
    ({"seats": [GOOD_SEAT] * 7}, None),                                         # seven: no game either
    ({"seats": [GOOD_SEAT, 3]}, None),
    ({"seats": [GOOD_SEAT, {"kind": "robot", "name": "\x00\x01", "level": "godlike", "pack": "volcano"}]},
     [("human", "Ann", None, "desert"), ("human", "Player 2", None, RANDOM)]),
    ({"seats": [GOOD_SEAT, {"kind": "ai", "name": "B" * 500, "level": "../../x", "pack": ["desert"]}]},
     [("human", "Ann", None, "desert"), ("ai", None, "medium", RANDOM)]),
    ({"seats": [GOOD_SEAT, dict(GOOD_SEAT, name="Bea")]},                       # a pack twice: the second random
     [("human", "Ann", None, "desert"), ("human", "Bea", None, RANDOM)]),
    ({"seats": [GOOD_SEAT, {"kind": "ai", "level": "easy", "pack": "random"}], "speed": "warp"},
     [("human", "Ann", None, "desert"), ("ai", None, "easy", RANDOM)]),
], ids=lambda value: json.dumps(value)[:40])
def test_an_odd_slot_falls_back_cleanly(user_dir, slot, expected):
    write_settings(user_dir, {"wolves": slot, "../escape": {"seats": [GOOD_SEAT, GOOD_SEAT]}, "smallworld": 7})
    setup = wolves_setup_screen(new_app())
    seats, speed = shown(setup)
    if expected is None:          # no setup of The Wolves: Small World's seats, every pack random
        assert seats == [("human", "Zoe", None, RANDOM), ("ai", None, "hard", RANDOM)]
    else:
        assert seats == expected
    assert speed == "slow"        # the one animation speed every game shares
    frame(setup.app)
    loaded = settings_mod.load_settings()
    assert loaded["setup"] == SMALL_WORLD_SETUP                      # Small World's setup kept exactly
    assert set(loaded["setups"]) <= {"wolves"}                       # an odd game id is left out
    assert setup.player_list()[0]["name"] == ("Zoe" if expected is None else "Ann")
    assert WOLVES.parse_setup(setup.document(), "test")[0] is not None


def test_an_old_settings_file_without_the_slot_reads_fine(user_dir):
    user_dir.mkdir(parents=True)
    old = {"format": "smallworld-settings", "version": 1, "setup": SMALL_WORLD_SETUP, "language": "en"}
    (user_dir / "settings.json").write_text(json.dumps(old))
    setup = wolves_setup_screen(new_app())
    assert shown(setup) == ([("human", "Zoe", None, RANDOM), ("ai", None, "hard", RANDOM)], "slow")
    assert settings_mod.load_settings()["setups"] == {}
