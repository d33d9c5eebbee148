"""The Wolves in the window's shell (issue 34): the title offers it beside Small World, its New game sets up
2-5 packs and starts a GameSession in its play screen, every action is autosaved to autosave-wolves.json,
Continue brings the game back as it stood, Load game lists its saves and autosave, plays them and shows their
replay, Save as writes them, its rules screen turns its pages, its events are heard, and
`main.py --demo --game wolves` runs. The real scenes are driven with synthetic mouse events, in English
and Russian at 1024x640 (screenshots kept when SMALLWORLD_SHOTS names a folder).
"""

import json
import os
import subprocess
import sys

import pygame
import pytest

from game import audio, saves
from game import settings as settings_mod
from game.app import App, parse_args
from game.game_session import GameSession
from game.i18n import _
from game.scenes import registry
from games.wolves.definition import WOLVES
from games.wolves.model.values import shipped_values
from games.wolves.scenes.demo import demo_document
from games.wolves.scenes.replay import WolvesReplayCursor, WolvesReplayScene
from games.wolves.scenes.rules import WolvesRulesScene, rules_pages
from games.wolves.scenes.setup import WolvesSetupScene
from games.wolves.scenes.sounds import EVENT_SOUNDS
from kernel import envelope
from tests.test_audio import SOUNDS_DIR, Clock, FakeMixer
from tests.ui.game_shell import session_of, title_with
from tests.ui.scene_driver import click, frame, key, shot, type_text
from tests.ui.test_continue_keeps_games import language  # noqa: F401 (the fixture: English, then Russian)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def new_app(size=(1024, 640)):
    return App(pygame.display.set_mode(size), parse_args([]))


def play_to_a_person(session):
    """Let the computers act (synchronously: no waiting on a thread) until a person is to act."""
    session.threaded, session.speed = False, "instant"
    for _step in range(200):
        if not session.is_ai_turn():
            return
        session.update()
    raise AssertionError("the computers never handed over")


def set_up_ann_against_a_computer(app, title):
    """New game → two seats: Ann (a person, the forest pack) and a computer; returns the setup screen."""
    click(app, title.buttons["new"].rect.center)
    setup = app.scene
    assert isinstance(setup, WolvesSetupScene)
    while setup.count > 2:
        click(app, setup.buttons[f"remove:{setup.count - 1}"].rect.center)
    click(app, setup.kind_choices[0].segments[0].center)              # seat 1: a person
    click(app, setup.kind_choices[1].segments[1].center)              # seat 2: a computer
    click(app, setup.fields[0].rect.center)
    type_text(app, "Ann")
    key(app, pygame.K_RETURN)
    click(app, setup.badges[0][0].center)                              # the pack menu
    menu = dict(setup.pack_menu[1])
    click(app, menu["forest"].center)
    click(app, setup.speed_choice.segments[3].center)                  # instant
    return setup


# ---------------------------------------------------------------- the title

def test_the_title_offers_the_wolves_with_its_own_buttons(user_dir, language):  # noqa: F811
    app = new_app()
    title = title_with(app, WOLVES)
    assert settings_mod.saved_game() == "wolves"
    assert title.buttons["new"].enabled and title.buttons["rules"].enabled
    assert title.buttons["learn"].enabled                         # its own lesson (tests/ui/test_wolves_lesson.py)
    assert not title.buttons["continue"].enabled                  # no Wolves game to continue
    assert title.subtitle() == _(WOLVES.tagline) and (language == "en") == (title.subtitle() == WOLVES.tagline)
    assert "Small World" not in title.buttons["rules"].tooltip
    frame(app)
    shot(app.screen, f"wolves-title-{language}")
    click(app, title.buttons["rules"].rect.center)
    assert isinstance(app.scene, WolvesRulesScene)
    key(app, pygame.K_ESCAPE)
    assert type(app.scene).__name__ == "TitleScene" and app.scene.game is WOLVES     # remembered
    click(app, app.scene.buttons["new"].rect.center)
    assert isinstance(app.scene, WolvesSetupScene)
    click(app, app.scene.buttons["back"].rect.center)
    assert type(app.scene).__name__ == "TitleScene"


# ---------------------------------------------------------------- new game, autosave, Continue, Load

def test_a_new_game_is_autosaved_and_continued_and_listed(user_dir, language):  # noqa: F811
    app = new_app()
    title = title_with(app, WOLVES)
    setup = set_up_ann_against_a_computer(app, title)
    assert setup.player_list() == [{"name": "Ann", "kind": "human", "pack": "forest"},
                                   {"name": setup.seat_name(1), "kind": "ai", "level": setup.seats[1]["level"]}]
    layout = setup_layout(setup)
    frame(app)
    shot(app.screen, f"wolves-setup-{language}")
    click(app, setup.buttons["start"].rect.center)
    session = session_of(app.scene, WOLVES)
    assert session.setup["seed"] == setup.seed and session.setup["layout"] == layout    # the deal shown
    assert session.setup["packs"][0] == "forest" and session.speed == "instant"
    assert session.autosaver is not None and session.autosaver.path == str(user_dir / "autosave-wolves.json")
    play_to_a_person(session)
    assert session.seat == 0
    assert session.submit(WOLVES.legal_actions(session.game)[0]) is not None      # Ann's action
    play_to_a_person(session)
    assert session.autosaver.flush()
    saved = json.loads((user_dir / "autosave-wolves.json").read_text())
    assert saved["format"] == "wolves-game" and saved["players"][0] == {"name": "Ann", "kind": "human",
                                                                         "pack": "forest"}
    assert len(saved["actions"]) == session.actions_taken() >= 1
    assert not (user_dir / "autosave.json").exists()              # Small World's Continue is left alone
    state = WOLVES.state_json(session.game)

    again = new_app()                                             # the next time the window opens
    title = registry.show(again, "title")
    frame(again)
    assert title.game is WOLVES and title.buttons["continue"].enabled
    click(again, title.buttons["continue"].rect.center)
    resumed = session_of(again.scene, WOLVES)
    assert resumed is not session and WOLVES.state_json(resumed.game) == state
    assert resumed.autosaver is not None and resumed.autosaver.path == session.autosaver.path

    load = registry.show(again, "load_game", back=registry.make("title", again))
    frame(again)
    [entry] = [e for e in load.entries if e["game"] == "wolves"]
    assert entry["autosave"] and entry["problem"] is None and entry["players"][0] == "Ann"
    assert describe(entry).startswith(saves.game_name("wolves") + " · ")
    assert saves.game_name("wolves") == {"en": "The Wolves", "ru": "Волки"}[language]
    load.select(load.entries.index(entry))
    frame(again)
    shot(again.screen, f"wolves-load-{language}")
    click(again, load.buttons["play"].rect.center)
    assert WOLVES.state_json(session_of(again.scene, WOLVES).game) == state


def setup_layout(setup_scene):
    """The layout the setup screen's table shows (its seed's deal)."""
    parsed, _problems = WOLVES.parse_setup(setup_scene.document(), "test")
    return parsed["layout"]


def describe(entry):
    from game.scenes.load_game import describe_entry

    return describe_entry(entry)


def test_a_pack_another_seat_holds_cannot_be_chosen_and_the_table_is_the_deal_played(user_dir):
    app = new_app()
    setup = WOLVES.open_screen("setup", app)
    app.switch(setup)
    frame(app)
    setup.set_pack(0, "tundra")
    click(app, setup.badges[1][0].center)
    menu = dict(setup.pack_menu[1])
    click(app, menu["tundra"].center)                  # taken by seat 1: the menu stays, nothing changes
    assert setup.seats[1]["pack"] == "random" and setup.pack_menu is not None
    click(app, menu["desert"].center)
    assert setup.seats[1]["pack"] == "desert" and setup.pack_menu is None
    seed = setup.seed
    click(app, setup.buttons["deal"].rect.center)
    assert setup.seed != seed
    parsed, _problems = WOLVES.parse_setup(setup.document(), "test")
    game = WOLVES.new_game(parsed)
    view, pieces, tokens, _virtual = setup.table_preview()
    from games.wolves.ui.adapter import board_description
    assert (pieces, tokens) == board_description(game) and view.board.cells == parsed["board"].cells


def test_save_as_writes_a_wolves_session_that_load_game_lists_and_replays(user_dir, language):  # noqa: F811
    document = envelope.wrap("wolves", 1, {"map": "standard", "seed": 11, "players": [
        {"name": "Ann", "kind": "human", "pack": "forest"}, {"name": "Bob", "kind": "human"}]})
    setup, problems = WOLVES.parse_setup(document, "test")
    assert not problems
    session = GameSession(WOLVES, setup, threaded=False, speed="instant")
    for _step in range(12):
        session.submit(WOLVES.legal_actions(session.game)[-1])
    path = saves.save_session_as(session, "Wolves at dusk")
    assert path == os.path.join(saves.saves_dir(), "Wolves at dusk.json")
    app = new_app()
    load = registry.show(app, "load_game", back=registry.make("title", app))
    frame(app)
    [entry] = [e for e in load.entries if e["path"] == path]
    assert entry["game"] == "wolves" and entry["players"] == ["Ann", "Bob"] and entry["problem"] is None
    load.select(load.entries.index(entry))
    click(app, load.buttons["replay"].rect.center)
    viewer = app.scene
    assert isinstance(viewer, WolvesReplayScene) and viewer.cursor.position == 0
    for position in (1, 5, 12, 3, 0, 12):               # each position is the game after that many actions
        viewer.cursor.seek(position)
        replayed = WOLVES.replay(viewer.cursor.setup, position).game
        assert WOLVES.state_json(viewer.game) == WOLVES.state_json(replayed)
    click(app, viewer.buttons["start"].rect.center)
    click(app, viewer.buttons["forward"].rect.center)
    assert viewer.cursor.position == 1
    assert viewer.readout().startswith(_("action {n} of {total}").format(n=1, total=12))
    frame(app)
    shot(app.screen, f"wolves-replay-{language}")
    key(app, pygame.K_ESCAPE)
    assert app.scene is load


def test_save_as_from_the_play_screens_menu(user_dir, language):  # noqa: F811
    app = new_app()
    setup = set_up_ann_against_a_computer(app, title_with(app, WOLVES))
    click(app, setup.buttons["start"].rect.center)
    play = app.scene
    session = session_of(play, WOLVES)
    key(app, pygame.K_ESCAPE)                                     # the menu
    click(app, play.dialog.button_rect("save").center)
    dialog = play.dialog
    assert dialog.field.text == _("The Wolves – setting up")                  # the tiles' faces first
    frame(app)
    shot(app.screen, f"wolves-save-as-{language}")
    key(app, pygame.K_BACKSPACE)                                  # the name is selected: typing replaces it
    type_text(app, "Ann's den")
    click(app, dialog.button_rect("ok").center)
    assert play.dialog is None and play.messages.latest() == _("Saved as “{name}”").format(name="Ann's den")
    path = os.path.join(saves.saves_dir(), "Ann's den.json")
    saved = json.loads(open(path, encoding="utf-8").read())
    assert saved["format"] == "wolves-game" and saved["players"][0]["name"] == "Ann"
    assert saved["actions"] == WOLVES.document(session.game)["actions"]


def test_the_replay_cursor_keeps_every_actions_lines_and_snapshots():
    document = dict(WOLVES.sample_setups(4)["3 players"])
    setup, _problems = WOLVES.parse_setup(document, "sample")
    game = WOLVES.new_game(setup)
    player = WOLVES.make_player("random", 1)
    for _step in range(80):
        WOLVES.apply(game, player.choose(game))
    setup["actions"] = WOLVES.document(game)["actions"]
    cursor = WolvesReplayCursor(setup)
    assert len(cursor) == 80 and len(cursor.lines) == 80 and all(cursor.lines)
    cursor.seek(80)
    assert WOLVES.state_json(cursor.game) == WOLVES.state_json(game)
    cursor.seek(26)
    assert WOLVES.state_json(cursor.game) == WOLVES.state_json(WOLVES.replay(setup, 26).game)


# ---------------------------------------------------------------- rules, sound, demo

def test_the_rules_pages_turn_and_quote_the_design_values(user_dir, language):  # noqa: F811
    app = new_app()
    rules = WOLVES.open_screen("rules", app)
    app.switch(rules)
    frame(app)
    values = shipped_values()
    pages = rules_pages(values)
    assert len(rules.page_buttons) == len(pages) >= 5
    for page in range(len(pages)):
        assert rules.page == page
        frame(app)
        shot(app.screen, f"wolves-rules-{language}-{page + 1}")
        if page < len(pages) - 1:
            click(app, rules.buttons["next"].rect.center)
    assert not rules.buttons["next"].enabled
    click(app, rules.page_buttons[0].rect.center)
    assert rules.page == 0 and not rules.buttons["prev"].enabled
    text = " ".join(content for _title, blocks in pages for kind, content in blocks if kind == "text")
    days = values.calendar[3]
    assert all(str(days[phase]) in text for phase in ("new", "quarter", "full"))
    assert str(values.first_value["full"]) in text and str(values.attributes["speed"][0]) in text


def test_the_wolves_events_play_their_effects():
    mixer = FakeMixer()
    window = audio.Audio(mixer=mixer, folder=SOUNDS_DIR, volumes=(0.8, 0.5), clock=Clock())
    document = envelope.wrap("wolves", 1, {"map": "standard", "seed": 3, "players": [
        {"name": "Ann", "kind": "ai", "level": "random"}, {"name": "Bob", "kind": "ai", "level": "random"}]})
    setup, _problems = WOLVES.parse_setup(document, "test")
    session = GameSession(WOLVES, setup, threaded=False, speed="instant")
    window.attach(session.bus, EVENT_SOUNDS)
    heard = set()
    for _step in range(300):
        before = len(mixer.played)
        events = session.submit(WOLVES.legal_actions(session.game)[0]) or []
        expected = [EVENT_SOUNDS[e["type"]] for e in events if e["type"] in EVENT_SOUNDS]
        assert [name for name in mixer.played[before:] if name != audio.MUSIC] == expected
        heard.update(expected)
    assert {"pick"} <= heard                    # wolves moved
    assert set(EVENT_SOUNDS.values()) <= set(audio.SOUND_NAMES)
    session.bus.publish({"type": "conquered", "player": 0})       # a Small World event is not this game's
    assert mixer.played[-1] != "conquer"
    window.leave_games()                                          # back on the title: nothing is heard
    before = len(mixer.played)
    session.bus.publish({"type": "moved", "player": 0})
    assert len(mixer.played) == before


def test_demo_runs_a_game_of_computers_and_exits(tmp_path):
    picture = tmp_path / "demo.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SMALLWORLD_USER_DIR=str(tmp_path / "user"), SMALLWORLD_LANG="en")
    done = subprocess.run([sys.executable, "main.py", "--demo", "--game", "wolves", "--players", "2", "--seed", "5",
                           "--speed", "instant", "--frames", "40", "--screenshot", str(picture)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert picture.stat().st_size > 10_000 and "error" not in done.stderr
    assert not (tmp_path / "user" / "autosave-wolves.json").exists()       # a demo is not the player's game
    names = [seat["name"] for seat in demo_document(2, 5)["players"]]
    assert len(set(names)) == 2 and all(seat["kind"] == "ai" for seat in demo_document(2, 5)["players"])


@pytest.mark.parametrize("players", [2, 5])
def test_a_demo_session_is_computers_only(players):
    from types import SimpleNamespace

    from games.wolves.scenes.demo import demo_session

    session = demo_session(SimpleNamespace(players=players, seed=9, speed=None), threaded=False)
    assert len(session.bots) == players and session.speed == "fast" and session.setup["seed"] == 9
