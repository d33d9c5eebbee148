"""The in-game screen driven like a player would: synthetic mouse events into the real scenes.

Everything goes through PlayScene.handle (clicks on cards, regions, ± buttons,
the action bar, dialogs) and the assertions look at the model, so a broken
click handler fails here. SDL's dummy video driver; no window is shown.
"""

import os
import random
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import click, drag, frame, hover_text, move, new_app, pass_screen, region_click, shot  # noqa: E402
from scene_driver import start_game as start  # noqa: E402

from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.legal import conquest_options  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.scenes.play import PlayScene, play_scene  # noqa: E402
from games.smallworld.session import Session  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
RACES = ["ratmen", "humans", "orcs", "wizards", "elves", "giants", "dwarves"]
POWERS = ["merchant", "hill", "forest", "swamp", "alchemist", "commando", "wealthy"]


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


def ruleset():
    return load_ruleset(str(ROOT / "rules_data" / "classic"))


def board(map_id):
    return load_map(str(ROOT / "maps" / f"{map_id}.json"))


# ---------------------------------------------------------------- input helpers (the rest: scene_driver)

def bar_click(app, key):
    button = app.scene.bar.button(key)
    assert button is not None, f"no {key!r} button; have {sorted(app.scene.bar.buttons)}"
    assert button.enabled, f"{key!r} is disabled: {button.tooltip}"
    click(app, button.rect.center)


def settle(app, seconds=3.0):
    for _ in range(int(seconds / 0.1)):
        frame(app, 0.1)


def ui_step(app, rng):
    """One sensible move made through the UI only (what a player would click next)."""
    scene = app.scene
    frame(app)
    if not isinstance(scene, PlayScene):
        return False
    if scene.pass_to is not None:
        pass_screen(app)
        return True
    if scene.dialog is not None:
        click(app, scene.dialog.button_rect(scene.dialog.specs[0][0]).center)
        return True
    if scene.die is not None and not scene.die.finished:
        click(app, scene.die.rect.center)
        return True
    game = scene.game
    kind = scene.mode_key[0]
    mode = scene.mode
    keys = list(scene.bar.buttons)
    if kind == "pick":
        if mode.show_map:
            bar_click(app, "toggle_map")
            return True
        coins = game.players[scene.session.seat].coins
        click(app, mode.cards[rng.choice([k for k in range(len(game.combos)) if k <= coins])].center)
        return True
    if kind == "choice":
        click(app, mode.buttons["decline" if rng.random() < 0.25 else "expand"].rect.center)
        return True
    if kind == "conquer":
        options = mode.options()
        if mode.sub is not None:
            bar_click(app, "cancel_sub")
            return True
        cheap = sorted((o[1], r) for r, o in options.items() if o[0] == "conquer")
        attempt = [r for r, o in options.items() if o[0] == "reinforce"]
        if cheap and rng.random() < 0.85:
            region_click(app, rng.choice(cheap[:3])[1])
        elif attempt and rng.random() < 0.5:
            region_click(app, rng.choice(attempt))
        else:
            nxt = [k for k in keys if k in ("redeploy", "back_pick") or k.startswith("tribe_")]
            bar_click(app, "redeploy" if "redeploy" in nxt else rng.choice(nxt))
        return True
    if kind in ("redeploy", "retreat"):
        if mode.hand > 0:
            click(app, mode.button_centers(rng.choice(mode.regions))[1])
        elif mode.hand < 0:
            regions = [r for r in mode.regions if mode.counts[r] > mode.floor[r]]
            click(app, mode.button_centers(rng.choice(regions))[0])
        else:
            bar_click(app, "confirm")
        return True
    if kind == "end":
        if mode.peace_buttons and rng.random() < 0.5:
            click(app, next(iter(mode.peace_buttons.values())).rect.center)
            return True
        bar_click(app, "end_turn")
        return True
    settle(app, 0.3)
    return True


def play_to_the_end(app, session, rng, limit=4000):
    scene = app.scene
    scene.messages.clear()
    for _ in range(limit):
        if app.scene is not scene:
            break
        actions = len(session.game.actions)
        ui_step(app, rng)
        errors = [text for text, kind, _ in scene.messages.items if kind == "error"]
        assert not errors, f"refused: {errors} (after {actions} actions)"
        scene.messages.clear()
    settle(app, 6.0)
    return scene


def assert_game_over_shown(app, scene):
    assert scene.game.over
    shown = type(app.scene).__name__ == "GameOverScene"
    assert shown, f"after the game the screen is {type(app.scene).__name__}"


# ---------------------------------------------------------------- the hot-seat game

def test_hot_seat_game_through_the_ui():
    players = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    game = Game(ruleset(), board("thornmere"), players, seed=11, races=RACES, powers=POWERS, dice=[3])
    app, session, scene = start(game, "thornmere")

    # hot-seat: the first player is asked for first, and nothing else reacts meanwhile
    assert scene.pass_to == 0
    pass_screen(app)
    assert scene.mode_key[0] == "pick"

    # pick: the top card (free)
    click(app, scene.mode.cards[0].center)
    ann = game.players[0].active
    assert ann is not None and ann.race.id == "ratmen" and ann.power.id == "merchant" and ann.hand == 10
    assert scene.mode_key[:3] == ("conquer", 0, "ratmen")

    # hovering a region out of reach says why; clicking it changes nothing
    options = conquest_options(game, ann)
    far = next(r for r, o in options.items() if o.kind is None and "border" in (o.reason or ""))
    text = hover_text(app, far)
    assert "Not available" in text and "border" in text
    region_click(app, far)
    assert len(game.actions) == 1 and "border" in scene.messages.latest()

    # conquer by clicking, cheapest first, keeping at least one token for the die
    first = None
    while True:
        options = conquest_options(game, ann)
        cheap = sorted((o.cost, r) for r, o in options.items() if o.kind == "conquer")
        if not cheap or ann.hand - cheap[0][0] < 1:
            break
        cost, r = cheap[0]
        hand = ann.hand
        region_click(app, r)
        assert game.occupant[r] is ann and game.tokens[r] == cost and ann.hand == hand - cost
        first = first if first is not None else r
    assert first is not None

    # the final attempt: a dialog, then the scripted die (3) wins the region
    options = conquest_options(game, ann)
    attempt = [r for r, o in options.items() if o.kind == "reinforce"]
    assert attempt, "a region only the die can take"
    target = attempt[0]
    region_click(app, target)
    assert scene.dialog is not None and game.occupant[target] is not ann
    session.speed = "normal"  # at instant speed the die shows its face at once
    click(app, scene.dialog.button_rect("roll").center)
    assert game.occupant[target] is ann
    assert scene.die is not None and scene.die.face == 3 and scene.die.event["success"]
    assert not scene.die.done  # the die is still tumbling on screen
    settle(app, 1.0)
    session.speed = "instant"
    assert scene.die.done  # now the face and the result are shown
    click(app, scene.die.rect.center)  # a click closes it
    assert scene.die is None or scene.die.finished
    frame(app)
    assert scene.die is None
    assert any("rolled 3" in text for text, _ in session.log)

    # redeploy: conquests are over, so the redeploy screen comes by itself
    assert game.phase == "redeploy" and scene.mode_key[0] == "redeploy"
    mode = scene.mode
    assert mode.hand == 0
    border = [r for r in sorted(ann.regions) if game.board.border[r]]
    a = border[0]
    others = [r for r in mode.regions if r != a]
    for o in others:
        while mode.counts[o] > 1 and mode.counts[a] < 4:
            click(app, mode.button_centers(o)[0])     # − takes one back to hand
            assert mode.hand == 1
            click(app, mode.button_centers(a)[1])     # + puts it on a
            assert mode.hand == 0
    assert mode.counts[a] >= 2
    # − below 1 is refused
    lone = next(r for r in mode.regions if mode.counts[r] == 1)
    click(app, mode.button_centers(lone)[0])
    assert mode.counts[lone] == 1
    # drag one token from a to another region and back
    before = dict(mode.counts)
    drag(app, scene.anchor_screen(a), scene.anchor_screen(lone))
    assert mode.counts[a] == before[a] - 1 and mode.counts[lone] == 2
    drag(app, scene.anchor_screen(lone), scene.anchor_screen(a))
    assert mode.counts == before
    # confirm sends counts for every region summing to the spread
    bar_click(app, "confirm")
    assert game.phase == "end"
    for r in before:
        assert game.tokens[r] == before[r]
    assert game.actions[-1]["type"] == "redeploy"
    assert set(game.actions[-1]["tokens"]) == {game.region_id(r) for r in ann.regions}

    # end the turn: the score is shown and logged, the screen passes to Bob
    assert scene.bar.button("end_turn").enabled
    bar_click(app, "end_turn")
    scored = scene.toasts.current()
    assert scored is not None and scored[0]["player"] == 0 and scored[0]["coins"] == game.players[0].coins - 5
    assert any(text.startswith("Ann scored") for text, _ in session.log)
    click(app, scene.toasts.rect.center)  # skippable by a click
    assert scene.toasts.current() is None
    assert game.seat == 1 and scene.pass_to == 1
    pass_screen(app)

    # Bob takes Humans (now the top card) and attacks Ann's stack
    click(app, scene.mode.cards[0].center)
    bob = game.players[1].active
    assert bob.race.id == "humans"
    defenders = game.tokens[a]
    region_click(app, a)
    assert game.occupant[a] is bob
    assert ann.retreating == defenders - 1
    bar_click(app, "redeploy")
    assert scene.mode_key[0] == "redeploy"
    while scene.mode.hand > 0:
        click(app, scene.mode.button_centers(scene.mode.regions[0])[1])
    bar_click(app, "confirm")
    bar_click(app, "end_turn")

    # Ann must place her retreating tokens: the screen passes to her, then the retreat screen
    assert game.phase == "retreat" and game.current_player == 0
    assert scene.pass_to == 0
    pass_screen(app)
    assert scene.mode_key[0] == "retreat"
    mode = scene.mode
    assert mode.hand == defenders - 1
    spot = mode.regions[0]
    before = game.tokens[spot]
    for _ in range(defenders - 1):
        click(app, mode.button_centers(spot)[1])
    assert not scene.bar.button("confirm").enabled or mode.hand == 0
    bar_click(app, "confirm")
    assert game.tokens[spot] == before + defenders - 1
    assert game.round == 2 and game.seat == 0 and not game.pending_retreats
    assert scene.pass_to is None  # Ann is already at the screen

    # round 2: Ann declines her Ratmen from the expand-or-decline panel
    assert scene.mode_key[0] == "choice"
    click(app, scene.mode.buttons["decline"].rect.center)
    assert game.players[0].active is None and game.players[0].declined[0].race.id == "ratmen"
    assert scene.mode_key[0] == "end"
    bar_click(app, "end_turn")
    assert game.seat == 1

    # and on to the end of the game, every move through the screen
    scene = play_to_the_end(app, session, random.Random(5))
    assert_game_over_shown(app, scene)


# ---------------------------------------------------------------- computer seats

def test_computer_game_plays_to_the_end_through_the_scene():
    players = [{"name": "Ada", "kind": "ai", "level": "random"}, {"name": "Bo", "kind": "ai", "level": "random"}]
    game = Game(ruleset(), board("thornmere"), players, seed=4)
    app, session, scene = start(game, "thornmere", size=(1024, 640))
    assert scene.pass_to is None
    assert scene.thinking_text() == "Ada is thinking…"
    assert scene.mode is None  # nothing to click for a spectator
    # a click on the map during a computer turn does nothing to the game
    frame(app)
    n = len(game.actions)
    region_click(app, 3)
    assert len(game.actions) <= n + 1  # at most the computer's own paced action
    assert all(a["player"] == 0 for a in game.actions)
    # speed control from the top bar
    click(app, scene.hud.speed["fast"].rect.center)
    assert session.speed == "fast"
    click(app, scene.hud.speed["instant"].rect.center)
    assert session.speed == "instant"
    saw_die = False
    for _ in range(6000):
        if app.scene is not scene:
            break
        frame(app, 0.05)
        saw_die = saw_die or scene.die is not None
    settle(app, 6.0)
    assert_game_over_shown(app, scene)
    assert len(session.log) > 20


def test_computer_pace_waits_between_actions():
    players = [{"name": "Ada", "kind": "ai", "level": "random"}, {"name": "Bo", "kind": "ai", "level": "random"}]
    game = Game(ruleset(), board("thornmere"), players, seed=9)
    app = new_app()
    session = Session(game, "thornmere", threaded=False, speed="slow")
    clock = [100.0]
    session._clock = lambda: clock[0]
    app.switch(play_scene(app, session))
    for _ in range(5):
        frame(app)
    assert game.actions == []          # slow: the computer's move waits on screen
    assert app.scene.thinking_text() == "Ada is thinking…"
    clock[0] += 2.0
    frame(app)
    assert len(game.actions) == 1
    frame(app)
    assert len(game.actions) == 1      # and the next one waits again
    clock[0] += 2.0
    frame(app)
    assert len(game.actions) == 2


# ---------------------------------------------------------------- resizing

def test_resizing_mid_game_keeps_everything_working():
    players = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "ai", "level": "random"}]
    game = Game(ruleset(), board("saltwind-coast"), players, seed=2, races=RACES, powers=POWERS)
    app, session, scene = start(game, "saltwind-coast")
    assert scene.pass_to is None  # a single human: no pass-the-screen
    click(app, scene.mode.cards[0].center)
    tribe = game.players[0].active
    options = conquest_options(game, tribe)
    r = min((o.cost, r) for r, o in options.items() if o.kind == "conquer")[1]
    region_click(app, r)
    assert game.occupant[r] is tribe

    app.screen = pygame.display.set_mode((1024, 640), pygame.RESIZABLE)
    scene.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640))
    frame(app)
    assert scene.layout.size == (1024, 640)
    assert scene.layout.map.right <= scene.layout.side.left and scene.layout.bar.top >= scene.layout.map.bottom
    options = conquest_options(game, tribe)
    r2 = min((o.cost, r) for r, o in options.items() if o.kind == "conquer")[1]
    x, y = scene.anchor_screen(r2)
    assert 0 <= x < 1024 and 0 <= y < 640
    region_click(app, r2)
    assert game.occupant[r2] is tribe
    bar_click(app, "redeploy")
    mode = scene.mode
    rich = next(q for q in mode.regions if mode.counts[q] > 1) if any(mode.counts[q] > 1 for q in mode.regions) \
        else None
    if mode.hand == 0 and rich is not None:
        click(app, mode.button_centers(rich)[0])
    assert mode.hand >= 1
    click(app, mode.button_centers(r)[1])

    app.screen = pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    frame(app)
    assert scene.layout.size == (1600, 1000)
    while scene.mode.hand > 0:
        click(app, scene.mode.button_centers(r2)[1])
    bar_click(app, "confirm")
    assert game.phase == "end"
    bar_click(app, "end_turn")
    assert game.seat == 1 or game.round > 1
    shot(app.screen, "play-resize-check")


# ---------------------------------------------------------------- details

def test_end_turn_disabled_gives_the_reason_and_menu_asks_first():
    players = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "ai", "level": "random"}]
    game = Game(ruleset(), board("thornmere"), players, seed=3, races=RACES, powers=POWERS)
    game.players[0].coins = 2   # a poorer start: the cards below the third are out of reach
    app, session, scene = start(game, "thornmere")
    click(app, scene.mode.cards[4].center)
    assert game.actions == [] and "costs 4" in scene.messages.latest()
    move(app, scene.mode.cards[4].center)
    frame(app)
    assert "costs 4 coins" in scene.tooltip_text()
    click(app, scene.mode.cards[0].center)
    tribe = game.players[0].active
    options = conquest_options(game, tribe)
    region_click(app, min((o.cost, r) for r, o in options.items() if o.kind == "conquer")[1])
    end = scene.bar.button("end_turn")
    assert end is not None and not end.enabled
    assert "redeploy" in end.tooltip.lower()
    move(app, end.rect.center)
    frame(app)
    assert scene.tooltip_text() == end.tooltip
    n = len(game.actions)
    click(app, end.rect.center)
    assert len(game.actions) == n

    # tooltips with the rules text of races and powers in the players panel
    race_tip = next(t for rect, t in scene.panel.tips if t.startswith("Ratmen"))
    assert game.ruleset.races["ratmen"].text in race_tip and game.ruleset.powers["merchant"].text in race_tip

    click(app, scene.hud.menu.rect.center)
    assert scene.dialog is not None
    click(app, scene.dialog.button_rect("stay").center)
    assert scene.dialog is None and app.scene is scene
    click(app, scene.hud.menu.rect.center)
    click(app, scene.dialog.button_rect("leave").center)
    assert app.scene is not scene or scene.messages.latest()


def test_declined_ghouls_conquer_before_the_pick():
    players = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "ai", "level": "random"}]
    races = ["ghouls", "humans", "orcs", "wizards", "elves", "giants", "dwarves"]
    game = Game(ruleset(), board("thornmere"), players, seed=8, races=races, powers=POWERS)
    app, session, scene = start(game, "thornmere")
    click(app, scene.mode.cards[0].center)
    ghouls = game.players[0].active
    assert ghouls.race.id == "ghouls"
    for _ in range(2):
        options = conquest_options(game, ghouls)
        region_click(app, min((o.cost, r) for r, o in options.items() if o.kind == "conquer")[1])
    bar_click(app, "redeploy")
    while scene.mode.hand:
        click(app, scene.mode.button_centers(scene.mode.regions[0])[1])
    bar_click(app, "confirm")
    bar_click(app, "end_turn")
    for _ in range(3000):  # Bob's turn, at the computer's pace
        if game.seat == 0 and session.is_human_turn():
            break
        frame(app, 0.05)
    settle(app, 2.0)
    assert scene.mode_key[0] == "choice"
    click(app, scene.mode.buttons["decline"].rect.center)
    assert ghouls.declined
    bar_click(app, "end_turn")
    for _ in range(3000):
        if game.seat == 0 and session.is_human_turn() and game.phase == "pick":
            break
        frame(app, 0.05)
    settle(app, 2.0)
    assert scene.mode_key[0] == "pick" and ghouls.regions
    bar_click(app, "ghouls_ghouls")
    assert scene.mode_key == ("conquer", 0, "ghouls")
    options = conquest_options(game, ghouls)
    targets = sorted((o.cost, r) for r, o in options.items() if o.kind == "conquer")
    if targets:
        r = targets[0][1]
        region_click(app, r)
        assert game.occupant[r] is ghouls and game.actions[-1].get("race") == "ghouls"
        bar_click(app, "redeploy")
        assert scene.mode_key == ("redeploy", 0, "ghouls")
        while scene.mode.hand:
            click(app, scene.mode.button_centers(scene.mode.regions[0])[1])
        bar_click(app, "confirm")
        assert game.actions[-1]["type"] == "redeploy" and game.actions[-1]["race"] == "ghouls"
    else:
        bar_click(app, "back_pick")
    assert scene.mode_key[0] == "pick"
    click(app, scene.mode.cards[0].center)
    assert game.players[0].active is not None and game.players[0].active is not ghouls


@pytest.mark.parametrize("seed, map_id, size", [(21, "sundered-weald", (1024, 640)),
                                                (22, "emberfell-reach", (1280, 800))])
def test_many_seat_hot_seat_games_play_through(seed, map_id, size):
    b = board(map_id)
    players = [{"name": f"P{i + 1}", "kind": "human"} for i in range(b.players)]
    game = Game(ruleset(), b, players, seed=seed)
    app, session, scene = start(game, map_id, size=size)
    scene = play_to_the_end(app, session, random.Random(seed), limit=8000)
    assert_game_over_shown(app, scene)


def test_frames_bench_prints_one_json_line():
    import json
    import subprocess
    import sys
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "frames.py"), "--frames", "20", "--size", "1024x640"],
                         capture_output=True, text=True, timeout=120, cwd=str(ROOT))
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if line.strip()]
    data = json.loads(lines[-1])
    assert data["size"] == [1024, 640] and data["scene"] == "conquer"
    assert data["frame_ms_p50"] > 0 and data["frame_ms_p95"] >= data["frame_ms_p50"]
