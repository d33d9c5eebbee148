"""Warcraft: The Board Game in the window's shell: the title offers it with its own New game, Rules and Learn to
play; New game starts a GameSession in its play screen, every action is autosaved to
autosave-warcraft_board.json, Continue brings the game back as it stood, Load game lists the autosave, plays
it and shows its replay (the Warcraft viewer), and `main.py --demo --game warcraft_board` runs a game of
computers. The real scenes are driven with synthetic mouse events, in English and Russian at 1024x640
(screenshots in /tmp/shots-wb-screens/ when WB_SHOTS is set)."""

import json
import os
import subprocess
import sys
from types import SimpleNamespace

import pygame
import pytest

from game.app import App, parse_args
from game.i18n import _
from game.scenes import registry
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.scenes.demo import demo_document, demo_session
from games.warcraft_board.scenes.replay import WarcraftReplayScene
from games.warcraft_board.scenes.rules import WarcraftRulesScene
from games.warcraft_board.scenes.setup import WarcraftSetupScene
from tests.ui.game_shell import session_of, title_with
from tests.ui.scene_driver import click, frame, key
from tests.ui.test_continue_keeps_games import language  # noqa: F401 (the fixture: English, then Russian)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def new_app(size=(1024, 640)):
    return App(pygame.display.set_mode(size), parse_args([]))


def shot(surface, name):
    if os.environ.get("WB_SHOTS"):
        os.makedirs("/tmp/shots-wb-screens", exist_ok=True)
        pygame.image.save(surface, f"/tmp/shots-wb-screens/{name}.png")


def play_to_a_person(session):
    """Let the computers act (synchronously) until a person is to act. The setup screen starts sessions at the
    normal pace, whose first computer choice waits its moment: the tests' clock is always past it."""
    session.threaded, session.speed = False, "instant"
    session._clock = lambda: float("inf")
    for _step in range(500):
        if not session.is_ai_turn():
            return
        session.update()
    raise AssertionError("the computers never handed over")


def test_the_title_offers_warcraft_with_its_own_buttons(user_dir, language):  # noqa: F811
    app = new_app()
    title = title_with(app, WARCRAFT)
    assert title.buttons["new"].enabled and title.buttons["rules"].enabled and title.buttons["learn"].enabled
    assert title.buttons["learn"].label == _("Learn to play")
    assert not title.buttons["continue"].enabled
    frame(app)
    shot(app.screen, f"shell-title-{language}")
    click(app, title.buttons["rules"].rect.center)
    assert isinstance(app.scene, WarcraftRulesScene)
    frame(app)
    key(app, pygame.K_ESCAPE)
    assert type(app.scene).__name__ == "TitleScene" and app.scene.game is WARCRAFT
    click(app, app.scene.buttons["new"].rect.center)
    assert isinstance(app.scene, WarcraftSetupScene)
    click(app, app.scene.buttons["back"].rect.center)
    assert type(app.scene).__name__ == "TitleScene"


def test_a_new_game_is_autosaved_continued_loaded_and_replayed(user_dir, language):  # noqa: F811
    app = new_app()
    title = title_with(app, WARCRAFT)
    click(app, title.buttons["new"].rect.center)
    setup = app.scene
    assert isinstance(setup, WarcraftSetupScene)
    frame(app)
    click(app, setup.buttons["start"].rect.center)
    play = app.scene
    session = session_of(play, WARCRAFT)
    assert session.autosaver is not None
    assert session.autosaver.path == str(user_dir / "autosave-warcraft_board.json")
    people = [k for k, seat in enumerate(session.game.seats) if seat.kind == "human"]
    assert people
    for _turn in range(3):                                 # a few of the person's actions, the computers between
        play_to_a_person(session)
        assert session.submit(WARCRAFT.legal_actions(session.game)[0]) is not None
    play_to_a_person(session)
    frame(app)
    shot(app.screen, f"shell-play-{language}")
    assert session.autosaver.flush()
    saved = json.loads((user_dir / "autosave-warcraft_board.json").read_text(encoding="utf-8"))
    assert saved["format"] == "warcraft_board-game" and len(saved["actions"]) == session.actions_taken() >= 3
    state = WARCRAFT.state_json(session.game)

    again = new_app()                                      # the next time the window opens
    title = registry.show(again, "title")
    frame(again)
    assert title.game is WARCRAFT and title.buttons["continue"].enabled
    click(again, title.buttons["continue"].rect.center)
    resumed = session_of(again.scene, WARCRAFT)
    assert resumed is not session and WARCRAFT.state_json(resumed.game) == state

    load = registry.show(again, "load_game", back=registry.make("title", again))
    frame(again)
    [entry] = [e for e in load.entries if e["game"] == "warcraft_board"]
    assert entry["autosave"] and entry["problem"] is None
    load.select(load.entries.index(entry))
    frame(again)
    shot(again.screen, f"shell-load-{language}")
    click(again, load.buttons["play"].rect.center)
    assert WARCRAFT.state_json(session_of(again.scene, WARCRAFT).game) == state

    load = registry.show(again, "load_game", back=registry.make("title", again))
    frame(again)
    [entry] = [e for e in load.entries if e["game"] == "warcraft_board"]
    load.select(load.entries.index(entry))
    click(again, load.buttons["replay"].rect.center)
    viewer = again.scene
    assert isinstance(viewer, WarcraftReplayScene) and viewer.cursor.position == 0
    assert len(viewer.cursor) == len(saved["actions"])
    click(again, viewer.buttons["end"].rect.center)
    assert WARCRAFT.state_json(viewer.game) == state
    frame(again)
    shot(again.screen, f"shell-replay-{language}")
    key(again, pygame.K_ESCAPE)
    assert again.scene is load


def test_demo_runs_a_game_of_computers_and_exits(tmp_path):
    picture = tmp_path / "demo.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SMALLWORLD_USER_DIR=str(tmp_path / "user"), SMALLWORLD_LANG="en")
    done = subprocess.run([sys.executable, "main.py", "--demo", "--game", "warcraft_board", "--players", "2",
                           "--seed", "5", "--speed", "instant", "--frames", "40", "--screenshot", str(picture)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert picture.stat().st_size > 10_000 and "error" not in done.stderr
    assert not (tmp_path / "user" / "autosave-warcraft_board.json").exists()     # a demo is not the player's game
    seats = demo_document(5)["players"]
    assert len(seats) == 2 and len({s["name"] for s in seats}) == 2 and all(s["kind"] == "ai" for s in seats)


@pytest.mark.parametrize("players", [2, 4, 3])
def test_a_demo_session_is_computers_only(players):
    session = demo_session(SimpleNamespace(players=players, seed=9, speed=None), threaded=False)
    expected = players if players in (2, 4) else 2              # the main game is for 2 or 4
    assert len(session.bots) == expected and session.speed == "fast" and session.setup["seed"] == 9
