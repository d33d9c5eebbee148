"""The Wolves' guided first game ("Learn to play" with The Wolves chosen), driven like a player on the real
scenes: the title opens it; each step moves on when the learner clicks what the card says (the tiles' face,
the two start hexes, a Move that hunts the hare, a den from the Howl track, the bonus action token, a Howl,
End turn; a Move that flips a tile to tundra, an Upgrade of the den to a lair, End turn; a Dominate of the
computer's pack wolf; free play to the new moon, the scoring told), each taught action changing the game;
a wrong click changes nothing and says why; Undo takes a taught action back and the lesson with it; leaving
and coming back resumes the same step; a damaged or hostile lesson-wolves.json starts afresh and never
crashes; the card never covers a lit hex, the log or the pack board; Play on goes on as an ordinary game.
In English and Russian. Screenshots of every step are kept when SMALLWORLD_SHOTS names a folder."""

import json
import os

import pygame
import pytest

from game import i18n
from game.scenes import registry
from games.wolves.ai import make_player
from games.wolves.model.hexes import hex_id, parse_hex
from games.wolves.tutorial import coach as coach_module
from games.wolves.tutorial.lesson import KEYS, STEPS
from games.wolves.tutorial.scene import WolvesLessonScene
from tests.ui import game_shell
from tests.ui.game_shell import think_here
from tests.ui.scene_driver import click, frame, shot

SMALL, LARGE = (1024, 640), (1920, 1080)
language = game_shell.language       # the fixture: English, then Russian


@pytest.fixture(autouse=True)
def computer_at_once(monkeypatch):
    """The computer thinks on the test's thread and plays at once (no clock in the tests)."""
    from games.wolves.tutorial import scene as scene_module

    think_here(monkeypatch, scene_module)


def open_lesson(app, size=SMALL):
    """The title with The Wolves chosen, its Learn to play clicked: the lesson screen."""
    app.screen = pygame.display.set_mode(size)
    title = registry.show(app, "title")
    frame(app)
    wolves = next(game for game in title.games if game.id == "wolves")
    title.choose(wolves)
    frame(app)
    assert "learn" in title.buttons
    click(app, title.buttons["learn"].rect.center)
    return lesson_scene(app)


def lesson_scene(app):
    scene = app.scene
    assert isinstance(scene, WolvesLessonScene)
    scene.session.threaded = False         # the computer thinks on this thread, at once
    scene.session.speed = "instant"
    frame(app)
    return scene


def settle(app, scene, frames=400):
    """Frames until it is the learner's to act (or the lesson's last card is up)."""
    for _ in range(frames):
        frame(app, 0.25)
        if scene.dialog is not None or (scene.learner_turn() and not scene.scoring.visible()):
            return
    raise AssertionError(f"the lesson is stuck at step {scene.coach.step.key}")


def click_hex(app, scene, h):
    click(app, scene.view.center(parse_hex(h) if isinstance(h, str) else h))


def click_piece(app, scene, h, kind):
    h = parse_hex(h) if isinstance(h, str) else h
    for (_pack, found), picture, topleft in scene.view.piece_places(h, scene.game.pieces.get(h, ())):
        if found == kind:
            click(app, picture.get_rect(topleft=topleft).center)
            return
    click_hex(app, scene, h)


def press(app, scene, key):
    scene.sync_bar()
    button = scene.bar.button(key)
    assert button is not None and button.enabled, f"{key}: {scene.bar.order}"
    click(app, button.rect.center)
    if scene.dialog is not None and key == "end_turn":
        click(app, scene.dialog.button_rect("end").center)


def act_by_clicks(app, scene, action):
    """A turn action as a player takes it: its button (or a wolf), its target, its choices, Confirm."""
    kind = action["type"]
    if kind in ("bonus_action", "end_turn"):
        press(app, scene, "bonus" if kind == "bonus_action" else "end_turn")
        return
    if kind == "move":
        for wolf in action["wolves"]:
            click_piece(app, scene, wolf["from"], wolf["kind"])
            click_hex(app, scene, wolf["to"])
    else:
        press(app, scene, kind)
        if kind == "dominate":
            click_piece(app, scene, action["hex"], action["kind"])
            if scene.plan.target_kind != action["kind"]:
                press(app, scene, "target_" + action["kind"])
        else:
            click_hex(app, scene, action["hex"])
        if action.get("area"):
            press(app, scene, "area_" + action["area"])
    press(app, scene, "confirm")


def play_step(app, scene):
    """Do what the card says, as a player would (the free step: the learner's turns, an easy player's choices)."""
    step = scene.coach.step
    if step.free:
        learner = make_player("easy", 3)
        while scene.coach.step.free:
            if scene.learner_turn():
                act_by_clicks(app, scene, learner.choose(scene.game).to_json())
            settle(app, scene)
        return
    if step.act is None:
        assert scene.coach_card.with_next
        click(app, scene.coach_card.next_button.rect.center)
        settle(app, scene)
        return
    kind = step.act["type"]
    if kind == "orient":
        assert scene.orient.rows["a"] in scene.glowing_rects()
        click(app, scene.orient.rows["a"].center)
    elif kind == "start":
        assert scene.glowing_hexes() == [parse_hex(step.act["hex"])]
        click_hex(app, scene, step.act["hex"])
    else:
        act_by_clicks(app, scene, step.act)
    settle(app, scene)


def play_to(app, scene, key):
    while scene.coach.step.key != key:
        before = scene.coach.index
        play_step(app, scene)
        assert scene.coach.index > before, f"step {STEPS[before].key} did not move on"


def card_clear(scene):
    """The card, as last drawn, covers no lit or glowing hex, and stands over the map: off the log and the
    pack board; its text whole."""
    card = scene.coach_card.rect
    if not card.width:
        return
    where = f"{scene.layout.size} step {scene.coach.step.key}"
    assert scene.layout.map.contains(card), where
    assert not card.colliderect(scene.layout.log) and not card.colliderect(scene.layout.pack_board), where
    covered = [hex_id(h) for h in scene.avoided_hexes() if card.collidepoint(scene.view.center(h))]
    assert not covered, f"{where}: the card covers {covered}"
    assert scene.coach_card.complete, where


def snapshot(app, scene, language):
    w, h = app.screen.get_size()
    shot(app.screen, f"wolves-lesson-{language}-{w}x{h}-{scene.coach.index:02d}-{scene.coach.step.key}")


# ---------------------------------------------------------------- the whole lesson


LESSON_STEPS = ["welcome", "goal", "orient", "draft1", "draft2", "turn", "move", "hunt", "build", "bonus", "howl",
                "calendar", "end", "move2", "upgrade", "end2", "dominate", "free", "scored", "closing"]


def test_the_lessons_steps_are_these():
    assert list(KEYS) == LESSON_STEPS


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lesson_is_played_from_the_title_to_play_on(app, language, size):
    scene = open_lesson(app, size)
    assert scene.coach.index == 0
    seen = []
    while not scene.coach.finished:
        frame(app)
        snapshot(app, scene, language)
        card_clear(scene)
        text = scene.coach.text()
        assert text and "{" not in text, text
        seen.append(scene.coach.step.key)
        before = scene.coach.index
        play_step(app, scene)
        assert scene.coach.index > before, f"step {scene.coach.step.key} did not move on"
        if seen[-1] == "move":
            assert "hare" in scene.game.boards[0].hunt
        if seen[-1] == "build":
            assert scene.game.boards[0].attribute(scene.game.values, "howl") == 2
        if seen[-1] == "howl":
            assert len(scene.game.calendar) >= 1 and (("meadow", "pack") in scene.game.pieces[(1, 2)])
            assert scene.game.boards[0].up(scene.game.values, 5) == "tundra"      # the lit tile flipped back
        if seen[-1] == "move2":
            board = scene.game.boards[0]
            assert [t for t in range(6) if board.up(scene.game.values, t) == "tundra"] == [4, 5]
        if seen[-1] == "upgrade":
            check_the_lair(scene.game)
        if seen[-1] == "dominate":
            check_the_domination(scene.game)
    assert seen == LESSON_STEPS[:-1]
    assert "new" in scene.game.scored
    frame(app)
    snapshot(app, scene, language)
    assert scene.dialog is not None and scene.dialog.title == scene.coach.title()
    assert not os.path.exists(coach_module.progress_path())       # over: Learn to play starts afresh
    click(app, scene.dialog.button_rect("play_on").center)
    play = app.scene
    assert type(play).__name__ == "WolvesPlayScene" and play.session is scene.session
    assert not isinstance(play, WolvesLessonScene)
    assert os.path.exists(os.path.join(os.environ["SMALLWORLD_USER_DIR"], "autosave-wolves.json"))
    before = len(play.game.actions)
    learner = make_player("easy", 9)                 # an ordinary game: any action the rules allow goes through
    action = learner.choose(play.game).to_json()
    act_by_clicks(app, play, action)
    assert len(play.game.actions) > before


def check_the_lair(game):
    """The den of 1,0 is a lair of the meadow wolves: the den went to the calendar, a bonus terrain token came."""
    assert game.pieces[(1, 0)] == (("meadow", "lair"),)
    assert game.boards[0].lairs == 1 and game.boards[0].bonus_terrain == 1
    assert [e["type"] for e in game_events(game) if e.get("player") == 0][-3:] == ["paid", "upgraded", "gained"]


def check_the_domination(game):
    """The computer's pack wolf on 0,2 went to the calendar; a meadow pack wolf from the board stands there."""
    assert game.pieces[(0, 2)] == (("meadow", "pack"),)
    assert [e for e in game_events(game) if e["type"] == "dominated"][-1]["from_pack"] == "desert"


def game_events(game):
    """Every event of the game so far (replayed from its file)."""
    from games.wolves.definition import WOLVES

    found = []
    WOLVES.replay(WOLVES.parse_setup(WOLVES.document(game), "test")[0],
                  on_step=lambda step, _game: found.extend(step.events))
    return found


def test_upgrade_and_dominate_are_done_by_clicks_and_change_the_game(app):
    scene = open_lesson(app)
    play_to(app, scene, "upgrade")
    assert scene.glowing_hexes() == [(1, 0)] and (1, 0) in scene.game.legal_targets("upgrade", 0)
    count = len(scene.game.actions)
    scene.sync_bar()
    other = next(k for k in ("build", "howl", "move") if scene.bar.button(k) and scene.bar.button(k).enabled)
    press(app, scene, other)                          # not this step's action: refused, nothing changes
    assert len(scene.game.actions) == count and scene.plan is None and scene.messages.latest()
    play_step(app, scene)
    assert scene.coach.step.key == "end2"
    check_the_lair(scene.game)
    days = len(scene.game.calendar)
    play_to(app, scene, "dominate")
    assert ((0, 2), "pack") in scene.game.legal_targets("dominate", 0)
    assert scene.game.pieces[(0, 2)] == (("desert", "pack"),)
    play_step(app, scene)
    assert scene.coach.step.key == "free"
    check_the_domination(scene.game)
    assert len(scene.game.calendar) > days


def test_the_scoring_card_says_who_won_each_region_and_why(app):
    scene = open_lesson(app)
    play_to(app, scene, "scored")
    text = scene.coach.text()
    assert "control point" in text and ":" in text
    regions = [e["board"] for e in scene.coach.scorings]
    assert regions and all(e["phase"] == "new" for e in scene.coach.scorings)


# ---------------------------------------------------------------- wrong clicks


def test_a_wrong_click_is_refused_with_the_lessons_reason_and_changes_nothing(app, language):
    scene = open_lesson(app)
    click(app, scene.orient.rows["a"].center)          # a reading step: nothing happens yet
    assert scene.game.actions[-1].player == 1 if scene.game.actions else True
    assert not [a for a in scene.game.actions if a.player == 0]
    assert scene.messages.latest() == scene.coach.refusal({"type": "orient", "player": 0, "face": "a"})
    play_to(app, scene, "orient")
    click(app, scene.orient.rows["b"].center)          # the other face
    assert not [a for a in scene.game.actions if a.player == 0] and scene.coach.step.key == "orient"
    assert scene.messages.latest()
    play_to(app, scene, "draft1")
    wrong = next(h for h in scene.game.legal_targets("start", 0) if hex_id(h) != "0,1")
    count = len(scene.game.actions)
    click_hex(app, scene, wrong)
    assert len(scene.game.actions) == count and scene.coach.step.key == "draft1"
    assert scene.messages.latest() == scene.coach.refusal({"type": "start", "player": 0, "hex": hex_id(wrong)})
    play_to(app, scene, "move")
    count = len(scene.game.actions)
    press(app, scene, "bonus")                          # not this step's action
    assert len(scene.game.actions) == count and scene.game.boards[0].bonus_action == 1
    assert scene.messages.latest() == scene.coach.refusal({"type": "bonus_action", "player": 0})
    click_piece(app, scene, "0,1", "pack")              # the right wolf, a wrong hex
    ends = scene.move_ends()
    wrong = next(h for h in ends if hex_id(h) != "-1,1")
    click_hex(app, scene, wrong)
    press(app, scene, "confirm")
    assert len(scene.game.actions) == count and scene.coach.step.key == "move"
    assert "-1,1" not in scene.messages.latest()        # the lesson's words, not a hex's name
    assert scene.messages.latest().startswith(i18n._("In this lesson, {goal} first: {why}.").split("{")[0])


def test_a_payment_other_than_the_lit_tiles_is_refused_and_explained(app):
    scene = open_lesson(app)
    play_to(app, scene, "howl")
    press(app, scene, "howl")
    click_hex(app, scene, "1,2")
    default = list(scene.plan.payment()["tiles"])
    assert sorted(default) == [0, 5]          # the lesson's payment, not the engine's first: tile 5 turns to tundra
    frame(app)
    shot(app.screen, "wolves-lesson-howl-lit-payment")
    other = next(t for t in range(6) if t not in default
                 and scene.game.boards[0].up(scene.game.values, t) == "meadow")
    scene.plan.toggle_tile(other)
    assert scene.plan.payment()["tiles"] != default
    count = len(scene.game.actions)
    press(app, scene, "confirm")
    assert len(scene.game.actions) == count and scene.coach.step.key == "howl"
    assert "lit" in scene.messages.latest()


# ---------------------------------------------------------------- undo, leaving, the progress file


def test_undo_takes_the_taught_action_back_and_the_lesson_with_it(app):
    scene = open_lesson(app)
    play_to(app, scene, "hunt")
    assert "hare" in scene.game.boards[0].hunt
    click(app, scene.top_buttons["undo"].rect.center)
    assert scene.coach.step.key == "move"
    assert "hare" not in scene.game.boards[0].hunt and (0, 1) in scene.game.pieces
    play_step(app, scene)
    assert scene.coach.step.key == "hunt"


@pytest.mark.parametrize("key", ["orient", "draft2", "move", "bonus", "calendar", "upgrade", "dominate", "free"])
def test_leaving_and_coming_back_resumes_the_same_step(app, key):
    scene = open_lesson(app)
    play_to(app, scene, key)
    actions = [a.to_json() for a in scene.game.actions]
    scene.ask_menu()
    frame(app)
    click(app, scene.dialog.button_rect("leave").center)
    assert type(app.scene).__name__ == "TitleScene"
    again = open_lesson(app)
    assert again is not scene and again.coach.step.key == key
    assert [a.to_json() for a in again.game.actions] == actions
    play_step(app, again)
    assert again.coach.index > KEYS.index(key)


@pytest.mark.parametrize("content", [
    b"", b"not json", b"[]", b"null", b"{}", b'{"format": "wolves-lesson", "version": 1}',
    b'{"format": "wolves-lesson", "version": 1, "step": "howl", "actions": []}',
    b'{"format": "wolves-lesson", "version": 1, "step": 7, "actions": {}}',
    b'{"format": "wolves-lesson", "version": 1, "step": "welcome", "actions": [{"type": "nope", "player": 0}]}',
    b'{"format": "wolves-lesson", "version": 1, "step": "welcome", "actions": [1, 2]}',
    b'{"format": "wolves-lesson", "version": 1, "step": "closing", "actions": []}',
    b'{"format": "wolves-lesson", "version": 1, "step": "welcome", "actions": [{"type": "orient", "player": 1,'
    b' "face": "a"}, {"type": "orient", "player": 0, "face": "b"}]}',
    "{\"step\": \"\u0436\", \"actions\": [[[[[[[[[[[[]]]]]]]]]]]]}".encode(),
    b"[" * 5000 + b"]" * 5000,
    b"\xff\xfe\x00garbage",
], ids=lambda c: repr(c[:30]))
def test_a_malformed_progress_file_starts_the_lesson_afresh(app, content):
    path = coach_module.progress_path()
    with open(path, "wb") as out:
        out.write(content)
    scene = open_lesson(app)
    assert scene.coach.index == 0 and not [a for a in scene.game.actions if a.player == 0]
    play_step(app, scene)
    assert scene.coach.index == 1
    with open(path, encoding="utf-8") as saved:       # written afresh, as the lesson stands
        assert json.load(saved)["step"] == "goal"


def test_start_over_from_the_menu_begins_again(app):
    scene = open_lesson(app)
    play_to(app, scene, "move")
    scene.ask_menu()
    frame(app)
    click(app, scene.dialog.button_rect("restart").center)
    fresh = lesson_scene(app)
    assert fresh.coach.index == 0 and not [a for a in fresh.game.actions if a.player == 0]


def test_the_title_offers_to_continue_a_wolves_lesson_left_half_way(app):
    scene = open_lesson(app)
    play_to(app, scene, "draft1")
    scene.ask_menu()
    frame(app)
    click(app, scene.dialog.button_rect("leave").center)
    title = app.scene
    wolves = next(game for game in title.games if game.id == "wolves")
    title.choose(wolves)
    frame(app)
    assert title.buttons["learn"].label == i18n._("Continue lesson")
    assert f" {KEYS.index('draft1') + 1} " in title.buttons["learn"].tooltip
