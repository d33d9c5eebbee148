"""The Wolves' replay viewer animates a step forward with the play screen's own motion (games/wolves/ui/motion.py):
a step onto a Move slides the wolves, the motion ends with the board drawn exactly as the position shown at once
(the same pixels), a region scored is told over the map; a step back or a jump shows the position at once; at
the speed "instant" nothing moves; Play waits for each step to be shown. Frames are stepped by the test (no
clock). Screenshots in English and Russian when SMALLWORLD_SHOTS names a folder."""

import pygame
import pytest

from game import i18n
from game.app import App, parse_args
from games.wolves.definition import WOLVES
from games.wolves.scenes import replay as replay_module
from games.wolves.scenes.replay import WolvesReplayCursor, WolvesReplayScene
from games.wolves.ui.adapter import board_description
from games.wolves.ui.motion import BoardMotion
from tests.ui.scene_driver import click, frame, key, shot

SIZE = (1280, 800)


def recorded_game():
    """A recorded game of three computers, 160 actions (moves, dens, howls, scorings among them), its log
    told in the window's language."""
    document = dict(WOLVES.sample_setups(4)["3 players"])
    setup, _problems = WOLVES.parse_setup(document, "sample")
    game = WOLVES.new_game(setup)
    player = WOLVES.make_player("easy", 5)
    for _step in range(160):
        if game.over:
            break
        WOLVES.apply(game, player.choose(game))
    setup["actions"] = WOLVES.document(game)["actions"]
    return WolvesReplayCursor(setup)


@pytest.fixture(scope="module")
def cursor():
    return recorded_game()


def viewer(cursor, speed, monkeypatch, back=None):
    monkeypatch.setattr(replay_module, "saved_animation_speed", lambda: speed)
    app = App(pygame.display.set_mode(SIZE), parse_args([]))
    cursor.seek(0)
    scene = WolvesReplayScene(app, cursor, back=back)
    app.switch(scene)
    frame(app)
    return app, scene


def first_action(cursor, kind, after=0):
    """The position reached by the first action of `kind` after position `after` (1-based: action n is n)."""
    for index in range(after, len(cursor)):
        if any(event.get("type") == kind for event in cursor.events[index]):
            return index + 1
    raise AssertionError(f"no {kind} in the recorded game")


def board_pixels(app, scene):
    frame(app, 0.0)
    return pygame.image.tobytes(app.screen.subsurface(scene.board_rect), "RGB")


def settle(app, scene, most=2000):
    for _ in range(most):
        if not scene.motion.busy() and not scene.scoring.visible():
            return
        frame(app, 0.05)
    raise AssertionError("the motion never ended")


def test_a_step_onto_a_move_slides_the_wolves_and_ends_on_the_state(cursor, monkeypatch):
    move = first_action(cursor, "moved", after=10)
    app, scene = viewer(cursor, "normal", monkeypatch)
    scene.show_at_once(move - 1)
    before = board_pixels(app, scene)
    click(app, scene.buttons["forward"].rect.center)                  # > : one action on
    assert cursor.position == move
    assert isinstance(scene.motion, BoardMotion) and scene.motion.busy() and scene.is_animating()
    moved = [e for e in cursor.events[move - 1] if e["type"] == "moved"]
    hidden = scene.motion.hidden()
    for event in moved:                                               # every wolf of the Move is on its way
        end = tuple(int(x) for x in event["to"].split(","))
        assert (event["pack"], event["kind"]) in hidden.get(end, [])
    frame(app, 0.05)
    middle = board_pixels(app, scene)
    assert scene.motion.frames >= 1
    settle(app, scene)
    after = board_pixels(app, scene)
    assert middle != after and before != after
    pieces, _tokens = board_description(cursor.game)
    assert pieces == board_description(WOLVES.replay(cursor.setup, move).game)[0]    # the game is the state
    app2, still = viewer(cursor, "instant", monkeypatch)              # the same position, never animated
    still.show_at_once(move)
    assert board_pixels(app2, still) == after                         # the motion ended on the state
    shot(app2.screen, "wolves-replay-after-move")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_mid_slide_screenshots(monkeypatch, language):
    monkeypatch.setenv(i18n.ENV_FORCE, language)
    i18n.set_language(language)
    cursor = recorded_game()
    move = first_action(cursor, "moved", after=20)
    app, scene = viewer(cursor, "slow", monkeypatch)
    scene.show_at_once(move - 1)
    key(app, pygame.K_RIGHT)
    for _ in range(6):
        frame(app, 0.05)
    assert scene.motion.busy()
    shot(app.screen, f"wolves-replay-sliding-{language}")
    settle(app, scene)
    scored = first_action(cursor, "region_scored")
    scene.show_at_once(scored - 1)
    key(app, pygame.K_RIGHT)
    assert scene.scoring.visible() and cursor.position == scored
    for _ in range(40):
        frame(app, 0.05)
    shot(app.screen, f"wolves-replay-scoring-{language}")


def test_a_step_back_or_a_jump_shows_the_position_at_once(cursor, monkeypatch):
    move = first_action(cursor, "moved", after=10)
    app, scene = viewer(cursor, "slow", monkeypatch)
    scene.show_at_once(move)
    click(app, scene.buttons["back"].rect.center)
    assert cursor.position == move - 1 and not scene.motion.busy()
    key(app, pygame.K_RIGHT)
    assert scene.motion.busy()
    key(app, pygame.K_LEFT)                                           # back while it moves: at once
    assert cursor.position == move - 1 and not scene.motion.busy()
    for button in ("end", "start"):
        click(app, scene.buttons[button].rect.center)
        assert not scene.motion.busy() and not scene.scoring.visible()
    assert cursor.position == 0


def test_at_the_speed_instant_nothing_moves(cursor, monkeypatch):
    move = first_action(cursor, "moved", after=10)
    app, scene = viewer(cursor, "instant", monkeypatch)
    scene.show_at_once(move - 1)
    key(app, pygame.K_RIGHT)
    assert cursor.position == move and not scene.motion.busy() and not scene.is_animating()


def test_play_waits_for_each_step_to_be_shown(cursor, monkeypatch):
    move = first_action(cursor, "moved", after=10)
    app, scene = viewer(cursor, "slow", monkeypatch)
    scene.show_at_once(move - 1)
    scene.clock = replay_module.STEP_SECONDS            # the next step is due at the next frame
    key(app, pygame.K_SPACE)
    assert scene.playing
    scene.clock = replay_module.STEP_SECONDS
    frame(app, 0.0)
    assert cursor.position == move and scene.motion.busy()
    for _ in range(5):                                  # long past the pace, but the wolves still slide
        frame(app, replay_module.STEP_SECONDS / 4)
        if not scene.motion.busy():
            break
        assert cursor.position == move
    settle(app, scene)
