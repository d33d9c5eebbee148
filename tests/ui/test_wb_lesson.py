"""Warcraft's guided first battle ("Learn to play" with Warcraft: The Board Game chosen), driven like a player
on the real scenes and engine: the title opens it; each step moves on when the learner clicks what the card
says (two melee units into the Humans' space, End step, the fight, Envenomed Spears in the window before the
dice, the casualty on the flank, the harvest, Deploy's End step, Train at the Barracks and the Workshop), each
taught action changing the game; wrong clicks change nothing and say the lesson's reason; leaving and coming
back resumes the same step; a damaged progress file starts afresh and says so; the last card offers Play on,
New game and the title, and Play on goes on as an ordinary game. In English and Russian. Screenshots go to
/tmp/shots-wb-screens/ when WB_SHOTS is set."""

import json
import os

import pygame
import pytest

from game import i18n
from game.scenes import registry
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.tutorial import coach as coach_module
from games.warcraft_board.tutorial.lesson import KEYS, STEPS
from games.warcraft_board.tutorial.scene import WarcraftLessonScene
from tests.ui import game_shell
from tests.ui.game_shell import think_here
from tests.ui.scene_driver import click, frame, new_app

SMALL, LARGE = (1024, 640), (1920, 1080)
language = game_shell.language       # the fixture: English, then Russian


@pytest.fixture(autouse=True)
def user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


@pytest.fixture(autouse=True)
def computer_at_once(monkeypatch):
    """The computer thinks on the test's thread and plays at once (no clock in the tests)."""
    from games.warcraft_board.tutorial import scene as scene_module

    think_here(monkeypatch, scene_module)


def shot(surface, name):
    if os.environ.get("WB_SHOTS"):
        os.makedirs("/tmp/shots-wb-screens", exist_ok=True)
        pygame.image.save(surface, f"/tmp/shots-wb-screens/{name}.png")


def open_lesson(app):
    """The title with Warcraft chosen, its Learn to play clicked: the lesson screen."""
    title = registry.show(app, "title")
    frame(app)
    title.choose(WARCRAFT)
    frame(app)
    click(app, title.buttons["learn"].rect.center)
    return lesson_scene(app)


def lesson_scene(app):
    scene = app.scene
    assert isinstance(scene, WarcraftLessonScene)
    scene.session.threaded = False
    scene.session.speed = "instant"
    settle(app, scene)
    return scene


def settle(app, scene, frames=300):
    """Frames until it is the learner's to act (or the lesson's last card is up)."""
    for _ in range(frames):
        frame(app, 0.25)
        if scene.dialog is not None or scene.learner_turn():
            return
    raise AssertionError(f"the lesson is stuck at step {scene.coach.step.key}")


def next_card(app, scene):
    assert scene.coach.reading and scene.coach_card.with_next
    click(app, scene.coach_card.next_button.rect.center)


def group_on(scene, space, owner=0):
    return next(g for g in scene.groups if g.space == space and g.owner == owner)


def space_point(scene, space):
    """A point of the space clear of the pieces drawn in it and of the coach's card."""
    (x, y), room = scene.view.anchor(space)
    for dy in (-0.5, -0.3, 0.6, 0.8, 0.0, 0.3):
        point = (int(x), int(y + room * dy))
        if scene.view.space_at(point) == space and scene.group_at(point) is None \
                and not scene.coach_card.rect.collidepoint(point):
            return point
    raise AssertionError(f"no free point in {space}")


def refused_without_change(app, scene, do):
    """`do()` is refused with the lesson's reason and changes neither the game nor the step."""
    actions, step = len(scene.game.actions), scene.coach.index
    do()
    frame(app)
    assert len(scene.game.actions) == actions and scene.coach.index == step
    reason = scene.messages.latest()
    assert reason and reason.startswith(i18n._("In this lesson, {goal} first: {why}.").split("{")[0]), reason
    return reason


def play_to(app, scene, stop_at, lang="en"):
    """Play the lesson by clicks from its current step to the step `stop_at` (a key)."""
    while scene.coach.step.key != stop_at:
        key = scene.coach.step.key
        if scene.coach.reading:
            next_card(app, scene)
        elif key in ("move1", "move2"):
            click(app, group_on(scene, "o4").rect.center)
            frame(app)
            click(app, space_point(scene, "o5"))
        elif key == "end_move":
            click(app, scene.bar.button("end_step").rect.center)
        elif key == "fight":
            click(app, space_point(scene, "o5"))
        elif key == "card":
            click(app, next(r for r, c in scene.side.cards if c == "envenomed_spears").center)
        elif key == "casualty":
            click(app, group_on(scene, "o4").rect.center)
        elif key == "harvest":
            lit = scene.lit_spaces()
            if lit:
                click(app, space_point(scene, sorted(lit)[0]))
            else:
                click(app, scene.bar.button("end_step").rect.center)
        elif key == "train":
            click(app, scene.bar.button("train").rect.center)
            frame(app)
            for rect, _row, _minus in list(scene.spend.row_rects):
                click(app, rect.center)
            frame(app)
            click(app, scene.spend.buttons["confirm"].rect.center)
        else:
            raise AssertionError(key)
        settle(app, scene)
        shot(app.screen, f"lesson-{lang}-{scene.coach.index + 1:02d}-{scene.coach.step.key}")


def test_the_lesson_played_by_clicks_from_the_title_to_the_end(user_dir, language):
    app = new_app(SMALL)
    scene = open_lesson(app)
    coach = scene.coach
    game = scene.game
    assert coach.step.key == "welcome" and game.turn == 4 and scene.learner_turn()
    assert [s.race for s in game.seats] == ["orcs", "humans"]
    assert scene.card_content()[2] == i18n._("Learn to play Warcraft")
    frame(app)
    shot(app.screen, f"lesson-{language}-01-welcome")
    actions = len(game.actions)
    click(app, scene.bar.button("end_step").rect.center)              # a reading card: only Next
    assert len(scene.game.actions) == actions and coach.step.key == "welcome"
    assert scene.messages.latest() == i18n._("In this lesson, read the card first, then click Next")
    play_to(app, scene, "move1", language)
    reason = refused_without_change(app, scene, lambda: click(app, scene.bar.button("end_step").rect.center))
    assert i18n._("that is where the battle is fought") in reason
    on_o4 = sorted(p.id for p in scene.game.pieces.values() if p.space == "o4" and p.where == "map")
    assert len(on_o4) == 3
    play_to(app, scene, "end_move", language)
    assert len([p for p in scene.game.pieces.values() if p.space == "o5" and p.owner == 0]) == 2
    play_to(app, scene, "card", language)
    assert scene.game.battle is not None and scene.decision().kind == "window"
    refused_without_change(app, scene, lambda: click(app, scene.bar.button("pass").rect.center))
    play_to(app, scene, "casualty", language)
    assert "envenomed_spears" not in scene.game.seats[0].hand
    o5 = [p for p in scene.game.pieces.values() if p.space == "o5" and p.where == "map"]
    refused_without_change(app, scene, lambda: click(app, group_on(scene, "o5").rect.center))
    assert [p for p in scene.game.pieces.values() if p.space == "o5" and p.where == "map"] == o5
    hand = len(scene.game.seats[0].hand)
    play_to(app, scene, "won", language)
    assert scene.game.battle is None
    assert {p.owner for p in scene.game.pieces.values() if p.space == "o5" and p.where == "map"} == {0}
    assert len(scene.game.seats[0].hand) == hand + 1                # the winner's draw
    assert not [p for p in scene.game.pieces.values() if p.space == "o4" and p.where == "map"]
    play_to(app, scene, "train", language)
    assert scene.game.step == "spend"
    refused_without_change(app, scene, lambda: scene.submit({"type": "play_vp", "player": 0}))
    gold = scene.game.seats[0].gold
    play_to(app, scene, "closing", language)
    trained = [b.training for b in scene.game.seats[0].buildings if b.training is not None]
    assert len(trained) == 2 and scene.game.seats[0].gold == gold - 2
    assert scene.dialog is not None and not os.path.exists(coach_module.progress_path())
    frame(app)
    shot(app.screen, f"lesson-{language}-13-closing")
    assert list(scene.dialog.buttons) == ["play_on", "new", "title"]
    session = scene.session
    click(app, scene.dialog.button_rect("play_on").center)
    play = app.scene
    assert type(play).__name__ == "WarcraftPlayScene" and play.session is session
    assert session.autosaver is not None and os.path.exists(session.autosaver.path)
    assert not isinstance(session.bots[1], coach_module.LessonComputer)


def test_leaving_and_coming_back_resumes_the_same_step(user_dir):
    app = new_app(SMALL)
    scene = open_lesson(app)
    play_to(app, scene, "card")
    state = WARCRAFT.state_json(scene.game)
    saved = json.loads(open(coach_module.progress_path(), encoding="utf-8").read())
    assert saved["step"] == "card" and saved["format"] == "warcraft_board-lesson"
    scene.ask_menu()
    scene.dialog.on_choice("leave")
    title = app.scene
    frame(app)
    assert title.buttons["learn"].label == i18n._("Continue lesson")
    click(app, title.buttons["learn"].rect.center)
    again = lesson_scene(app)
    assert again is not scene and again.coach.step.key == "card"
    assert WARCRAFT.state_json(again.game) == state
    play_to(app, again, "won")


@pytest.mark.parametrize("content", ["{not json", json.dumps({"format": "warcraft_board-lesson", "version": 1,
                                                              "step": "casualty", "actions": []}),
                                     json.dumps({"format": "warcraft_board-lesson", "version": 1, "step": "card",
                                                 "actions": [{"type": "end_step", "player": 0}]})])
def test_a_damaged_progress_file_starts_the_lesson_again_and_says_so(user_dir, content):
    os.makedirs(user_dir, exist_ok=True)
    with open(coach_module.progress_path(), "w", encoding="utf-8") as handle:
        handle.write(content)
    app = new_app(SMALL)
    scene = open_lesson(app)
    assert scene.coach.step.key == "welcome" and len(scene.game.actions) == coach_module.prefix_length()
    assert scene.messages.latest() == i18n._("The lesson could not be resumed where you left it, so it starts again.")


def test_undo_takes_a_taught_move_back_and_the_lesson_with_it(user_dir):
    app = new_app(SMALL)
    scene = open_lesson(app)
    play_to(app, scene, "move2")
    assert scene.undo()
    assert scene.coach.step.key == "move1"
    assert len([p for p in scene.game.pieces.values() if p.space == "o4" and p.where == "map"]) == 3


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_every_card_fits_and_keeps_off_the_lit_spaces(user_dir, language, size):
    app = new_app(size)
    scene = open_lesson(app)
    while not scene.coach.finished:
        frame(app)
        assert scene.coach_card.complete, (scene.coach.step.key, language, size)
        for space in scene.glowing_spaces():
            assert not scene.coach_card.rect.collidepoint(scene.view.anchor(space)[0]), scene.coach.step.key
        shot(app.screen, f"lesson-{language}-{size[0]}-{scene.coach.index + 1:02d}")
        play_to(app, scene, KEYS[scene.coach.index + 1])
    assert len(STEPS) == len(KEYS)
