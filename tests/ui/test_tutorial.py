"""The guided first game ("Learn to play"), driven like a player on the real scenes.

The title's button opens the lesson; each step is played by clicking what glows (a region's
anchor, a combo card, a button) or the card's Next; a wrong action is refused with the lesson's
reason and changes nothing; leaving through the menu and coming back through the title resumes
the same step on the same game; the lesson ends with a closing card that leads to New game.
In English and in Russian.
"""

import os

import pygame
import pytest

from game import i18n
from game.model import state_json
from game.model.files import read_json, write_json
from game.scenes import registry
from game.tutorial import coach as coach_module
from game.tutorial.lesson import STEPS
from tests.ui.scene_driver import click, frame, key, region_click, shot


@pytest.fixture(params=["en", "ru"])
def language(request, monkeypatch):
    monkeypatch.setenv(i18n.ENV_FORCE, request.param)
    i18n.set_language(request.param)
    return request.param


def open_lesson(app):
    title = registry.show(app, "title")
    frame(app)
    click(app, title.buttons["learn"].rect.center)
    return lesson_scene(app)


def lesson_scene(app):
    scene = app.scene
    assert type(scene).__name__ == "TutorialScene"
    scene.session.threaded = False        # the computer thinks on this thread, at once
    scene.session.speed = "instant"
    frame(app)
    return scene


def settle(app, scene, frames=600):
    """Frames until nothing moves and it is the learner's turn (or the lesson is over)."""
    for _ in range(frames):
        frame(app, 0.25)
        if (scene.session.is_human_turn() and scene.die is None and not scene.anim.busy()
                and scene.pass_to is None):
            return
    raise AssertionError(f"the lesson is stuck at step {scene.coach.step.key}")


def snapshot(app, scene, language):
    """A picture of the lesson's step, kept when SMALLWORLD_SHOTS names a folder."""
    w, h = app.screen.get_size()
    shot(app.screen, f"{language}-{w}x{h}-{scene.coach.index:02d}-{scene.coach.step.key}")


def bar_button(scene, key):
    button = scene.bar.button(key) or getattr(scene.mode, "buttons", {}).get(key)
    assert button is not None and button.enabled, key
    return button.rect.center


def answer_dialog(app, scene, key):
    assert scene.dialog is not None
    click(app, scene.dialog.button_rect(key).center)


def play_step(app, scene):
    """Do what the current step asks, as the card and the glow say."""
    coach = scene.coach
    step = coach.step
    act = step.act
    if step.wait:
        settle(app, scene)
        return
    if act is None:
        click(app, scene.next_button.rect.center)
        return
    kind = act["type"]
    if kind == "pick":
        slot = coach.combo()
        if slot is None:     # any combo the learner can afford: the first
            slot = 0
        click(app, scene.mode.cards[slot].center)
    elif kind == "conquer":
        region_click(app, coach.region())
    elif kind == "reinforce":
        region_click(app, coach.region())
        answer_dialog(app, scene, "roll")
    elif kind == "redeploy":
        region_click(app, scene.highlighted_regions()[0])
        click(app, bar_button(scene, "confirm"))
    elif kind in ("end_turn", "decline"):
        click(app, bar_button(scene, kind))
        if scene.dialog is not None:       # Settings' "end the turn anyway?"
            answer_dialog(app, scene, "end")
    settle(app, scene)


def play_to(app, scene, key):
    """Play the lesson's steps until the step `key` is shown."""
    while scene.coach.step.key != key:
        play_step(app, scene)


def state(scene):
    """Everything a refused action must leave alone: the game's whole state, its log and the step."""
    return state_json(scene.game), [dict(a) for a in scene.game.actions], scene.coach.step.key


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640)])
def test_the_lesson_is_played_to_its_closing_card(app, language, size):
    app.screen = pygame.display.set_mode(size)
    scene = open_lesson(app)
    assert scene.coach.index == 0
    seen = []
    while not scene.coach.finished:
        snapshot(app, scene, language)
        before = scene.coach.index
        seen.append(scene.coach.step.key)
        assert scene.coach.text() and "{" not in scene.coach.text()
        play_step(app, scene)
        assert scene.coach.index > before, f"step {scene.coach.step.key} did not move on"
        assert len(seen) < 40
    assert seen == [s.key for s in STEPS[:-1] if not s.wait or s.key in seen]
    assert scene.game.round == 3 and len(scene.game.players[0].declined) == 1
    assert scene.game.players[0].active is not None         # the new combo picked in round 3
    frame(app)
    snapshot(app, scene, language)
    assert scene.dialog is not None and scene.dialog.title == scene.coach.title()
    assert not os.path.exists(coach_module.progress_path())   # over: Learn to play starts afresh
    answer_dialog(app, scene, "new")
    assert type(app.scene).__name__ == "SetupScene"


def test_the_die_loses_the_final_attempt_and_the_cost_is_explained(app, language):
    scene = open_lesson(app)
    play_to(app, scene, "cost")
    text = scene.coach.text()
    assert "2 + 1" in text and "= 4" in text
    play_to(app, scene, "lost")
    millbrook = scene.game.board.index["r14"]
    assert scene.game.occupant[millbrook] is None
    assert scene.game.dice_log == [0]


def test_a_wrong_action_is_refused_with_the_lessons_reason_and_changes_nothing(app, language):
    scene = open_lesson(app)
    click(app, scene.mode.cards[0].center)                    # a reading step: no pick yet
    assert scene.game.actions == []
    assert scene.messages.latest() == scene.coach.refusal({"type": "pick", "player": 0, "combo": 0})
    play_to(app, scene, "pick")
    click(app, scene.mode.cards[0].center)                    # the free first card, not the lesson's
    assert scene.game.actions == [] and scene.coach.step.key == "pick"
    play_to(app, scene, "enter")
    before = state(scene)
    wrong = scene.game.board.index["r19"]                     # Ironhorn: on the edge too, but not this step's
    region_click(app, wrong)
    assert state(scene) == before
    refusal = scene.messages.latest()
    fenhollow = i18n.map_name(scene.game.board.regions[scene.coach.region()].names, "Fenhollow")
    assert fenhollow in refusal
    expected = scene.coach.refusal({"type": "conquer", "player": 0, "region": "r19"})
    assert refusal == expected
    region_click(app, scene.coach.region())                   # the taught one goes through
    assert scene.coach.step.key == "cost"


def test_leaving_and_resuming_returns_to_the_same_step_and_game(app, language):
    scene = open_lesson(app)
    play_to(app, scene, "attempt")
    before = state(scene)
    coins = [p.coins for p in scene.game.players]
    scene.ask_menu()
    frame(app)
    answer_dialog(app, scene, "leave")
    title = app.scene
    assert type(title).__name__ == "TitleScene"
    frame(app)
    label = title.buttons["learn"].label
    assert label == i18n._("Continue lesson")
    click(app, title.buttons["learn"].rect.center)
    again = lesson_scene(app)
    assert again is not scene
    assert state(again) == before
    assert [p.coins for p in again.game.players] == coins
    assert again.coach.text() == scene.coach.text()
    play_step(app, again)                                     # and it goes on from there
    assert again.coach.step.key == "lost"


def test_rules_from_the_lesson_menu_come_back_to_the_same_step(app):
    scene = open_lesson(app)
    play_to(app, scene, "enter")
    key(app, pygame.K_ESCAPE)                                 # Esc opens the lesson's menu
    answer_dialog(app, scene, "rules")
    assert type(app.scene).__name__ == "RulesScene"
    frame(app)
    click(app, app.scene.back_button.rect.center)
    assert app.scene is scene and scene.coach.step.key == "enter" and scene.dialog is None
    play_step(app, scene)                                     # the coach still follows the game
    assert scene.coach.step.key == "cost"


def test_start_over_from_the_menu_begins_a_fresh_lesson(app):
    scene = open_lesson(app)
    play_to(app, scene, "enter")
    scene.ask_menu()
    frame(app)
    answer_dialog(app, scene, "restart")
    fresh = lesson_scene(app)
    assert fresh.game.actions == [] and fresh.coach.index == 0


def test_a_damaged_progress_file_starts_the_lesson_again(app, user_dir):
    os.makedirs(user_dir, exist_ok=True)
    with open(coach_module.progress_path(), "w", encoding="utf-8") as handle:
        handle.write('{"format": "smallworld-game", "meta": {"lesson_step": "cost"}, "actions": [')
    scene = open_lesson(app)
    assert scene.game.actions == [] and scene.coach.index == 0


def test_a_progress_file_of_another_game_starts_the_lesson_again(app, user_dir):
    scene = open_lesson(app)
    play_step(app, scene)
    path = coach_module.progress_path()
    data = read_json(path)
    data["seed"] += 1                   # another game: the lesson's steps would not fit it
    write_json(path, data)
    assert coach_module.load_progress(threaded=False) is None
    registry.show(app, "title")
    frame(app)
    assert app.scene.buttons["learn"].label == "Continue lesson"     # the file is there...
    click(app, app.scene.buttons["learn"].rect.center)
    assert lesson_scene(app).coach.index == 0                        # ...but the lesson starts again


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_title_shows_the_lesson_button_tidily(app, size, language):
    screen = pygame.display.set_mode(size)
    app.screen = screen
    title = registry.show(app, "title")
    frame(app)
    rects = [b.rect for b in title.buttons.values()]
    assert "learn" in title.buttons
    for i, a in enumerate(rects):
        assert screen.get_rect().contains(a)
        assert all(not a.colliderect(b) for b in rects[i + 1:])
    shot(screen, f"{language}-{size[0]}x{size[1]}-title")


def test_a_retreat_is_never_refused_and_every_card_reads_in_both_languages(app, language):
    """A defender's retreat is the game's demand, not the learner's choice; every step's card fills."""
    scene = open_lesson(app)
    coach = scene.coach
    for index in range(len(STEPS)):
        coach.index = index
        assert coach.refusal({"type": "retreat", "player": 0, "tokens": {}}) is None
        assert coach.title() and "{" not in coach.text()
