"""Animations of the in-game screen, driven through a real PlayScene (games.smallworld.ui.animation).

The map shows the stacks as animated so far: tokens in flight land, and then what
is drawn equals the model. Time is the frames' dt only (no clock is read), so
nothing here depends on how fast the machine is.
"""

import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import click, frame, pass_screen, region_click  # noqa: E402
from scene_driver import start_game as start  # noqa: E402

from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.legal import conquest_options  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.session import _told  # noqa: E402
from games.smallworld.ui import board_view  # noqa: E402
from games.smallworld.ui.animation import Animator, CoinCounter, Tween  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
RACES = ["ratmen", "humans", "orcs", "wizards", "elves", "giants", "dwarves"]
POWERS = ["merchant", "hill", "forest", "swamp", "alchemist", "commando", "wealthy"]
HUMANS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


def new_game(players=HUMANS, seed=11, dice=(3,)):
    return Game(load_ruleset(str(ROOT / "rules_data" / "classic")), load_map(str(ROOT / "maps" / "thornmere.json")),
                players, seed=seed, races=RACES, powers=POWERS, dice=list(dice))


def displayed(scene):
    """Every region's stack as the map draws it now: (race, count, owner, declined) or None."""
    overrides = scene.animated_overrides({})
    stacks = []
    for r in range(len(scene.game.board)):
        if r in overrides:
            race, n, owner, declined, _markers = overrides[r]
            stacks.append((race, n, owner, declined) if race is not None and n > 0 else None)
        else:
            stacks.append(board_view.stack_of(scene.game, r))
    return stacks


def model(scene):
    return [board_view.stack_of(scene.game, r) for r in range(len(scene.game.board))]


def land(app, seconds=4.0):
    for _ in range(int(seconds / 0.05)):
        frame(app, 0.05)


def bar(app, key):
    button = app.scene.bar.button(key)
    assert button is not None and button.enabled, (key, sorted(app.scene.bar.buttons))
    click(app, button.rect.center)
    dialog = app.scene.dialog
    if dialog is not None and key == "end_turn":     # an "are you sure" may come first
        click(app, dialog.button_rect(dialog.specs[0][0]).center)


def cheapest(game, tribe):
    options = conquest_options(game, tribe)
    cheap = sorted((o.cost, r) for r, o in options.items() if o.kind == "conquer")
    return cheap[0] if cheap else None


def ann_picks(speed="normal", **kw):
    app, session, scene = start(new_game(**kw), "thornmere", speed=speed)
    pass_screen(app)
    click(app, scene.mode.cards[0].center)
    return app, session, scene, session.game.players[0].active


def conquer_cheapest(app, game, tribe):
    cost, r = cheapest(game, tribe)
    region_click(app, r)
    assert game.occupant[r] is tribe
    return r


def conquer_while_one_stays(app, game, tribe):
    """Conquer the cheapest region while a token stays in hand (for a reinforcement roll next)."""
    while (cheap := cheapest(game, tribe)) is not None and tribe.hand - cheap[0] >= 1:
        conquer_cheapest(app, game, tribe)


def finish_turn(app):
    scene = app.scene
    bar(app, "redeploy")
    while scene.mode.hand > 0:
        click(app, scene.mode.button_centers(scene.mode.regions[0])[1])
    bar(app, "confirm")
    bar(app, "end_turn")
    land(app)


# ---------------------------------------------------------------- the tweens themselves

def test_tweens_follow_the_speed_and_end_at_once_at_instant():
    speed = ["normal"]
    animator = Animator(lambda: speed[0])
    done = []
    tween = animator.add(Tween(1.0, on_done=lambda: done.append(1)))
    animator.update(0.5)
    assert animator.busy() and 0.0 < tween.progress < 1.0 and not done
    speed[0] = "slow"       # slower: the same half second moves it less
    before = tween.progress
    animator.update(0.1)
    assert tween.progress - before < 0.2
    speed[0] = "instant"
    animator.add(Tween(1.0))
    assert not animator.busy() and done == [1]


def test_coins_count_from_the_old_figure_to_the_new():
    counter = CoinCounter(lambda: "normal")
    counter.follow([5, 0])
    counter.follow([15, 0])
    assert counter.value(0, 15) == 5 and counter.busy()
    counter.update(0.3)
    assert 5 < counter.value(0, 15) < 15
    counter.update(5.0)
    assert counter.value(0, 15) == 15 and not counter.busy()


# ---------------------------------------------------------------- on the map

def test_a_conquest_flies_the_tokens_and_lands_on_the_model():
    app, session, scene, ann = ann_picks()
    r = conquer_cheapest(app, scene.game, ann)
    assert scene.anim.busy() and scene.is_animating()
    flight = scene.anim.flights[0]
    assert flight.target == ("region", r) and flight.stack[0] == ann.id
    assert displayed(scene)[r] is None          # the tokens are in the air, not there yet
    frame(app, 0.2)
    land(app)
    assert not scene.anim.busy()
    assert displayed(scene) == model(scene)


def test_at_instant_speed_nothing_is_queued():
    app, session, scene, ann = ann_picks(speed="instant")
    conquer_cheapest(app, scene.game, ann)
    assert not scene.anim.busy() and not scene.anim.flights and not scene.coins.busy()
    assert displayed(scene) == model(scene)


def test_a_click_lands_the_animation_at_once():
    app, session, scene, ann = ann_picks()
    conquer_cheapest(app, scene.game, ann)
    assert scene.anim.busy()
    # the next conquest's click is not lost: the first lands and the second starts
    r2 = conquer_cheapest(app, scene.game, ann)
    assert scene.anim.flights and all(("region", r2) in (f.source, f.target) for f in scene.anim.flights)
    corner = scene.layout.map.topleft
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(corner[0] + 2, corner[1] + 2)))
    assert not scene.anim.busy() and displayed(scene) == model(scene)


def test_after_expand_the_map_shows_what_is_left_on_it():
    app, session, scene, ann = ann_picks()
    for _ in range(3):
        conquer_cheapest(app, scene.game, ann)
    finish_turn(app)                       # Ann's turn ends; Bob's turn
    pass_screen(app)
    click(app, scene.mode.cards[0].center)
    finish_turn(app)
    pass_screen(app)                        # Ann again: expand or decline
    game = scene.game
    assert scene.mode_key[0] == "choice"
    assert any(game.tokens[r] > 1 for r in ann.regions)
    click(app, scene.mode.buttons["expand"].rect.center)
    land(app)
    race, hand, _caption = scene.mode.hand_info()
    shown = displayed(scene)
    assert all(shown[r][1] == 1 for r in ann.regions)        # the troops went to the hand...
    assert hand + len(ann.regions) == game.tokens_on_map(ann) + ann.hand   # ...and none was lost
    panel = scene.panel
    assert panel.tribe_counts(panel.host.game.players[0].active) == (len(ann.regions), len(ann.regions))
    conquer_cheapest(app, game, ann)        # the model readies them now: the map already agreed
    land(app)
    assert displayed(scene) == model(scene)


def test_a_redeployment_placed_by_hand_does_not_fly_again():
    app, session, scene, ann = ann_picks()
    for _ in range(2):
        conquer_cheapest(app, scene.game, ann)
    land(app)
    bar(app, "redeploy")
    while scene.mode.hand > 0:
        click(app, scene.mode.button_centers(scene.mode.regions[0])[1])
    bar(app, "confirm")
    assert scene.mode_key[0] == "end"
    assert not scene.anim.busy() and displayed(scene) == model(scene)


def test_at_instant_speed_the_die_shows_its_face_at_once():
    app, session, scene, ann = ann_picks(speed="instant")
    game = scene.game
    conquer_while_one_stays(app, game, ann)
    target = next(r for r, o in conquest_options(game, ann).items() if o.kind == "reinforce")
    region_click(app, target)
    click(app, scene.dialog.button_rect("roll").center)
    assert scene.die is not None and scene.die.done and not scene.die_rolling()
    assert displayed(scene) == model(scene)


def test_the_top_bar_and_panel_wait_for_the_die():
    app, session, scene, ann = ann_picks()
    game = scene.game
    conquer_while_one_stays(app, game, ann)
    land(app)
    target = next(r for r, o in conquest_options(game, ann).items() if o.kind == "reinforce")
    status = scene.status_line()
    regions = len(scene.panel.host.game.players[0].active.regions)
    region_click(app, target)
    click(app, scene.dialog.button_rect("roll").center)
    assert game.occupant[target] is ann and scene.die_rolling()    # the die decided; the screen waits
    frame(app, 0.05)
    assert scene.status_line() == status
    assert len(scene.panel.host.game.players[0].active.regions) == regions
    assert displayed(scene)[target] != model(scene)[target]
    scene.die.skip()                        # the die lands
    land(app)
    assert scene.status_line() != status
    assert len(scene.panel.host.game.players[0].active.regions) == regions + 1
    assert displayed(scene) == model(scene)


def test_computer_turns_are_shown_one_action_at_a_time():
    players = [{"name": "Ada", "kind": "ai", "level": "easy"}, {"name": "Bo", "kind": "ai", "level": "easy"}]
    game = new_game(players, seed=5)
    app, session, scene = start(game, "thornmere", speed="normal")
    clock = [0.0]
    session._clock = lambda: clock[0]
    session._ready_at = 0.0
    steps = 0
    while game.round < 3 and steps < 40:
        actions, lines, busy = len(game.actions), len(session.log), scene.anim.busy()
        clock[0] += 0.05
        frame(app, 0.05)
        if len(game.actions) == actions:
            continue
        assert len(game.actions) == actions + 1 and not busy     # the last move had landed first
        new = session.log[lines:]
        assert new == _told(game, session.last_events) and new   # its log lines come with it
        region = game.actions[-1].get("region")
        if region is not None:
            assert scene.ai_focus == game.board.index[region]
        steps += 1
    assert steps >= 10


def test_frames_bench_measures_computer_turns_with_animations():
    import json
    import subprocess
    import sys
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "frames.py"), "--computers", "--frames", "240",
                          "--size", "1024x640"], capture_output=True, text=True, timeout=300, cwd=str(ROOT))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.splitlines()[-1])
    assert data["scene"] == "computers" and data["speed"] == "normal"
    assert data["computer_actions"] >= 1 and data["animating"] > 0
    assert data["frame_ms_max"] >= data["frame_ms_p95"] >= data["frame_ms_p50"] > 0


def test_coins_count_up_in_the_score_popup_and_the_players_panel():
    players = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "ai", "level": "easy"}]
    app, session, scene = start(new_game(players), "thornmere", speed="normal")
    game = scene.game
    click(app, scene.mode.cards[0].center)
    ann = game.players[0].active
    for _ in range(2):
        conquer_cheapest(app, game, ann)
    land(app)
    before = game.players[0].coins
    bar(app, "redeploy")
    while scene.mode.hand > 0:
        click(app, scene.mode.button_centers(scene.mode.regions[0])[1])
    bar(app, "confirm")
    bar(app, "end_turn")
    assert game.players[0].coins > before
    toast = scene.toasts.current()
    assert toast is not None and scene.toasts.shown_total(toast) < toast[0]["coins"]
    shown = scene.panel.host.game.players[0].coins
    assert before <= shown < game.players[0].coins and scene.coins.busy()
    for _ in range(10):           # a second: the count is done, the popup still shown
        frame(app, 0.1)
    assert scene.toasts.current() is toast and scene.toasts.shown_total(toast) == toast[0]["coins"]
    assert scene.panel.host.game.players[0].coins == game.players[0].coins
