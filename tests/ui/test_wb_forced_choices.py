"""Warcraft's play screen plays a person's only possible action for them (the rules page's app option):
an idle step ends by itself, the one battle is fought; never while a choice remains, a partner's
request waits, the lesson teaches the click, or the setting (the game's Menu) is off."""

from __future__ import annotations

import pytest

from game import settings
from game.game_session import GameSession
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.scenes.play import FORCED_WAIT, play_scene
from kernel import envelope
from tests.ui.scene_driver import frame, new_app


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def person_game(seed=5):
    players = [{"name": "Ann", "kind": "human", "race": "humans"},
               {"name": "Bot", "kind": "ai", "level": "random", "race": "orcs"}]
    document = envelope.wrap(WARCRAFT.id, WARCRAFT.version, {"scenario": "main", "seed": seed,
                                                             "players": players, "first_player": 0})
    setup, problems = WARCRAFT.parse_setup(document, "test")
    assert setup is not None, problems
    app = new_app((1024, 640))
    session = GameSession(WARCRAFT, setup, threaded=False, speed="normal")
    scene = play_scene(app, session)
    app.switch(scene)
    frame(app)
    return app, session, scene


def wait(scene, seconds):
    """Frames of the scene's loop covering `seconds` of the clock."""
    step = 0.05
    for _ in range(int(seconds / step) + 1):
        scene.update(step)


def to_idle_deploy(session):
    """The person's Move and Harvest steps ended by hand, up to a Deploy step with nothing to deploy."""
    game = session.game
    while not (game.step == "deploy" and WARCRAFT.seat_to_act(game) == 0):
        legal = WARCRAFT.legal_actions(game)
        end = [a for a in legal if a.type == "end_step"]
        session.submit(end[0] if end else legal[0])


def test_an_idle_step_ends_by_itself_after_a_moment():
    app, session, scene = person_game()
    to_idle_deploy(session)
    assert [a.type for a in WARCRAFT.legal_actions(session.game)] == ["end_step"]
    taken = session.actions_taken()
    scene.update(0.05)
    assert session.actions_taken() == taken          # seen first, not at once
    wait(scene, FORCED_WAIT["normal"])
    assert session.actions_taken() == taken + 1
    assert session.game.actions[-1].type == "end_step" and session.game.actions[-1].player == 0
    assert any("only choice" in text for text, _kind, _left in scene.messages.items)


def test_a_step_with_a_choice_waits_for_the_person():
    app, session, scene = person_game()
    game = session.game
    assert game.step == "move" and WARCRAFT.seat_to_act(game) == 0
    assert len(WARCRAFT.legal_actions(game)) > 1
    taken = session.actions_taken()
    wait(scene, 3 * FORCED_WAIT["normal"])
    assert session.actions_taken() == taken


def test_the_menu_switches_it_off_and_it_is_remembered():
    app, session, scene = person_game()
    to_idle_deploy(session)
    scene.ask_menu()
    scene.dialog.on_choice("forced")
    assert scene.play_forced is False and settings.saved("play_forced_choices") is False
    scene.dialog = None
    taken = session.actions_taken()
    wait(scene, 3 * FORCED_WAIT["normal"])
    assert session.actions_taken() == taken
    app2, session2, scene2 = person_game()
    assert scene2.play_forced is False                  # the next game keeps the choice


def test_the_lesson_never_plays_a_taught_click():
    from games.warcraft_board.tutorial.scene import WarcraftLessonScene

    assert WarcraftLessonScene.plays_forced_choices is False
    app, session, scene = person_game()
    to_idle_deploy(session)
    scene.plays_forced_choices = False
    taken = session.actions_taken()
    wait(scene, 3 * FORCED_WAIT["normal"])
    assert session.actions_taken() == taken
