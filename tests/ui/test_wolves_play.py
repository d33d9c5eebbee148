"""The Wolves' play screen (games/wolves/scenes/play.py) driven like a player, with synthetic mouse events
under SDL's dummy driver, on the real engine: the tile orientation and the start draft by clicks, a Move
by clicks (its wolf where it was sent, its tile flipped), the payment chosen on the pack board, a refused
click showing the engine's reason (in Russian too), Build with its track chosen, Howl, Upgrade and
Dominate, Undo, another pack's board one click away, a computer seat playing, region scoring told over
the map, and the end screen once a game of computers ends. Screenshots are kept when SMALLWORLD_SHOTS
names a folder (scene_driver.shot)."""

import random

import pygame
import pytest

from game.game_session import GameSession
from games.wolves.definition import WOLVES
from games.wolves.model import choices
from games.wolves.model.hexes import hex_id
from games.wolves.model.legal import sample_action
from games.wolves.scenes.game_over import WolvesGameOverScene
from games.wolves.scenes.play import play_scene
from games.wolves.scenes.refusals import refusal_text
from games.wolves.scenes.replay import WolvesReplayScene
from games.wolves.scenes.scoring_overlay import overlay_text
from tests.ui.scene_driver import click, frame, move, new_app, shot
from tests.ui.wolves_clicks import act_by_clicks, click_hex, click_piece, hex_at, orient_and_draft, press
from tests.wolves.wolves_setups import fixed_setup, situation

SMALL, LARGE = (1024, 640), (1920, 1080)


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def file_setup(players, kinds=None, seed=3, level="random"):
    """A setup read from a game file's document, as the window's sessions are made."""
    kinds = kinds or ["human"] * players
    document = {"format": "wolves-game", "version": 1, "map": "standard", "seed": seed,
                "players": [{"name": f"Player {i + 1}", "kind": kind, **({"level": level} if kind == "ai" else {})}
                            for i, kind in enumerate(kinds)]}
    setup, problems = WOLVES.parse_setup(document, "test")
    assert setup is not None and not [p for p in problems if not p.warning]
    return setup


def open_scene(setup, size=SMALL, game=None, speed="instant"):
    app = new_app(size)
    session = GameSession(WOLVES, setup, game=game, threaded=False, speed=speed)
    scene = play_scene(app, session)
    app.switch(scene)
    frame(app)
    return app, session, scene


def situation_scene(size=SMALL, bonus_terrain=0, **kwargs):
    """The play screen on a hand-made situation of tests/wolves (packs by seat: meadow, desert, forest...);
    `bonus_terrain`: tokens the seat to act holds (to pay any terrain)."""
    game = situation(**kwargs)
    game.boards[game.current].bonus_terrain = bonus_terrain
    game.file_setup = fixed_setup(kwargs.get("players", 4))
    return open_scene(fixed_setup(kwargs.get("players", 4)), size, game=game)


# ---------------------------------------------------------------- setup by clicks


@pytest.mark.parametrize("players", [3, 2])
def test_orient_and_the_start_draft_by_clicks(players):
    app, session, scene = open_scene(file_setup(players))
    shot(app.screen, f"wolves-play-orient-{players}p")
    first = session.seat
    click(app, scene.orient.rows["b"].center)
    assert [a.to_json()["face"] for a in session.game.actions] == ["b"]
    assert session.game.boards[first].faces[1:] == [1] * 5
    while session.game.phase == "orient":
        click(app, scene.orient.rows["a"].center)
    assert session.game.phase == "start"
    lit = scene.board_overlay().marks.lit
    assert lit == set(session.game.legal_targets("start", session.seat)) and lit
    shot(app.screen, f"wolves-play-draft-{players}p")
    placed = []
    while session.game.phase == "start":
        seat = session.seat
        h = sorted(session.game.legal_targets("start", seat))[-1]
        click_hex(app, scene, h)
        placed.append((seat, h))
    pack = session.game.packs
    for seat, h in placed:
        assert (pack[seat], "alpha") in session.game.pieces[h]
    assert session.game.phase == "play"
    assert len(placed) == 2 * players


def test_a_start_hex_on_the_same_side_is_refused_with_the_rule():
    app, session, scene = open_scene(file_setup(3))
    while session.game.phase == "orient":
        click(app, scene.orient.rows["a"].center)
    first = session.seat
    sides = session.game.board.start_sides()
    click_hex(app, scene, sides["north"][0])
    while session.seat != first:
        click_hex(app, scene, session.game.legal_targets("start", session.seat)[0])
    taken = set(session.game.pieces)
    same_side = next(h for h in sides["north"] if h not in taken)
    before = len(session.game.actions)
    click_hex(app, scene, same_side)
    assert len(session.game.actions) == before
    assert "other side of the canyon" in scene.messages.latest()


# ---------------------------------------------------------------- a Move


def test_a_move_by_clicks_moves_the_wolf_and_flips_the_paying_tile():
    app, session, scene = open_scene(file_setup(3))
    game = orient_and_draft(app, scene, faces="a")
    seat = session.seat
    kind, start = choices.movable_wolves(game, seat)[0]
    click_piece(app, scene, start, kind)
    assert scene.plan is not None and scene.plan.active == (kind, start)
    marks = scene.board_overlay().marks
    assert marks.reachable == choices.move_steps(game, seat, start)
    assert marks.lit == set(game.move_targets(seat, (kind, start)))
    shot(app.screen, "wolves-play-move-reach")
    end = max(marks.lit, key=lambda h: marks.reachable[h])
    click_hex(app, scene, end)
    assert scene.plan.chosen == [(kind, start, end)]
    terrain = game.ground.terrain[end]
    pay = scene.plan.payment()
    assert pay == game.payments(seat, terrain, 1)[0]
    shot(app.screen, "wolves-play-move-chosen")
    faces_before = list(game.boards[seat].faces)
    press(app, scene, "confirm")
    assert scene.plan is None
    assert (game.packs[seat], kind) in game.pieces[end]
    assert game.actions_left == 1
    flipped = [t for t in range(6) if game.boards[seat].faces[t] != faces_before[t]]
    assert flipped == [t for t in pay["tiles"] if t != 0]


def test_two_wolves_in_one_move_and_the_tile_chosen_on_the_pack_board():
    # meadow's alpha and pack wolf side by side on the start board's south; both go onto forest
    game = situation(players=3, pieces={(-2, 2): [("meadow", "alpha"), ("meadow", "pack")]}, seat=0)
    game.file_setup = fixed_setup(3)
    app, session, scene = open_scene(fixed_setup(3), game=game)
    click_piece(app, scene, (-2, 2), "alpha")
    ends = scene.move_ends()
    terrain = "forest" if "forest" in ends.values() else next(iter(ends.values()))
    end = next(h for h, t in ends.items() if t == terrain)
    click_hex(app, scene, end)
    click_piece(app, scene, (-2, 2), "pack")
    second = {h for h, t in scene.move_ends().items()}
    assert second and all(game.ground.terrain[h] == terrain for h in second)
    other = next(h for h in second if h != end) if len(second) > 1 else end
    click_hex(app, scene, other)
    tiles, _held, _ways = choices.pay_options(game, 0, terrain, 1)
    default = scene.plan.payment()
    assert default == game.payments(0, terrain, 1)[0]
    tile = default["tiles"][0]
    click(app, scene.side.board.tile_rect(tile).center)         # not this tile: the payment is short
    assert scene.plan.payment() == {"tiles": [], "bonus_terrain": 0}
    scene.sync_bar()
    assert not scene.bar.button("confirm").enabled
    game.boards[0].bonus_terrain = 1
    click(app, scene.side.board.spot_rect(("bonus_terrain",)).center)     # a bonus terrain token instead
    assert scene.plan.payment() == {"tiles": [], "bonus_terrain": 1}
    shot(app.screen, "wolves-play-move-two-wolves")
    faces = list(game.boards[0].faces)
    press(app, scene, "confirm")
    moved = game.actions[-1].to_json()
    assert [w["to"] for w in moved["wolves"]] == [hex_id(end), hex_id(other)]
    assert moved["pay"] == {"tiles": [], "bonus_terrain": 1}
    assert game.boards[0].faces == faces and game.boards[0].bonus_terrain == 0
    assert tiles


def test_a_push_is_shown_before_confirming():
    # meadow's alpha two steps from a lone desert pack wolf: ending there pushes it
    app, session, scene = situation_scene(players=3, seat=0, bonus_terrain=1, pieces={
        (-2, 2): [("meadow", "alpha")], (0, 2): [("desert", "pack")]})
    game = session.game
    click_piece(app, scene, (-2, 2), "alpha")
    assert (0, 2) in scene.move_ends()
    click_hex(app, scene, (0, 2))
    pushes = scene.pushes()
    assert pushes and pushes[0][0] == (0, 2)
    marks = scene.board_overlay().marks
    assert marks.pushes == [(pushes[0][0], pushes[0][1])]
    shot(app.screen, "wolves-play-move-push")
    press(app, scene, "confirm")
    assert ("desert", "pack") in game.pieces[pushes[0][1]]


def test_a_refused_click_shows_the_engines_reason():
    app, session, scene = situation_scene(players=3, pieces={(-2, 2): [("meadow", "alpha")]}, seat=0,
                                          bonus_terrain=2)
    press(app, scene, "build")
    far = next(h for h, c in session.game.board.cells.items()
               if c.land and h not in session.game.lone_wolves and h not in session.game.prey
               and max(abs(h[0] + 2), abs(h[1] - 2), abs(h[0] + h[1])) > 3)
    click_hex(app, scene, far)
    assert scene.plan.target is None
    assert scene.messages.latest() == "One of your alphas must stand on it or beside it (§4.5)"
    shot(app.screen, "wolves-play-refused")


def test_a_refused_click_in_russian(russian):
    app, session, scene = situation_scene(players=3, pieces={(-2, 2): [("meadow", "alpha")]}, seat=0,
                                          bonus_terrain=2)
    press(app, scene, "build")
    far = (4, -6)
    click_hex(app, scene, far)
    text = scene.messages.latest()
    assert text and "alphas" not in text and "§4.5" in text
    reason = choices.refusal(session.game, {"type": "build", "player": 0, "hex": hex_id(far), "area": "spread"})
    assert refusal_text(reason) == text


# ---------------------------------------------------------------- the other actions


def test_build_with_the_track_chosen():
    app, session, scene = situation_scene(players=3, pieces={(-2, 2): [("meadow", "alpha")]}, seat=0,
                                          bonus_terrain=2)
    game = session.game
    press(app, scene, "build")
    targets = game.legal_targets("build", 0)
    assert scene.board_overlay().marks.lit == set(targets)
    shot(app.screen, "wolves-play-build-targets")
    click_hex(app, scene, targets[0])
    assert scene.plan.target == targets[0]
    assert not scene.plan.ready()         # the area is still to choose
    press(app, scene, "area_speed")
    shot(app.screen, "wolves-play-build-track")
    press(app, scene, "confirm")
    assert game.boards[0].dens["speed"] == 1
    assert game.boards[0].attribute(game.values, "speed") == 4
    assert ("meadow", "den") in game.pieces[targets[0]]


def test_the_track_can_be_chosen_on_the_pack_board_too():
    app, session, scene = situation_scene(players=3, pieces={(-2, 2): [("meadow", "alpha")]}, seat=0,
                                          bonus_terrain=2)
    press(app, scene, "build")
    click_hex(app, scene, session.game.legal_targets("build", 0)[0])
    click(app, scene.side.board.spot_rect(("area", "howl")).center)
    assert scene.plan.area == "howl"
    press(app, scene, "confirm")
    assert session.game.boards[0].dens["howl"] == 1


def lone_wolf_near(game, reach=1):
    for h in sorted(game.lone_wolves):
        for n in game.ground.adj.get(h, ()):
            if n not in game.prey and n not in game.lone_wolves:
                return h, n
    raise AssertionError("no lone wolf")


def test_howl_by_clicks_shows_its_range():
    probe = situation(players=3)
    wolf_hex, beside = lone_wolf_near(probe)
    app, session, scene = situation_scene(players=3, pieces={beside: [("meadow", "alpha")]}, seat=0,
                                          keep_virtual=False, bonus_terrain=2)
    game = session.game
    press(app, scene, "howl")
    overlay = scene.board_overlay()
    assert wolf_hex in overlay.marks.lit
    assert overlay.outlines and overlay.outlines[0][0] == choices.howl_range(game, 0)
    shot(app.screen, "wolves-play-howl")
    click_hex(app, scene, wolf_hex)
    press(app, scene, "confirm")
    assert game.pieces[wolf_hex] == (("meadow", "pack"),)
    assert len(game.calendar) == 1


def test_upgrade_and_dominate_by_clicks():
    probe = situation(players=3)
    water = probe.ground.water[probe.ground.regions[0]]
    ring = [h for h in probe.ground.adj if h in probe.ground.by_water and probe.ground.board_of[h] ==
            probe.ground.regions[0] and h not in probe.prey and h not in probe.lone_wolves]
    den, foreign = ring[0], next(h for h in ring[1:] if h in probe.ground.adj[ring[0]])
    app, session, scene = situation_scene(players=3, seat=0, keep_virtual=False, bonus_terrain=5, pieces={
        den: [("meadow", "den"), ("meadow", "alpha")], foreign: [("desert", "pack")]})
    game = session.game
    assert water
    press(app, scene, "upgrade")
    assert scene.board_overlay().marks.lit == {den}
    shot(app.screen, "wolves-play-upgrade")
    click_hex(app, scene, den)
    press(app, scene, "confirm")
    assert ("meadow", "lair") in game.pieces[den]
    assert game.boards[0].lairs == 1
    press(app, scene, "dominate")
    assert foreign in scene.board_overlay().marks.lit
    shot(app.screen, "wolves-play-dominate")
    click_hex(app, scene, foreign)
    press(app, scene, "confirm")
    assert game.pieces[foreign] == (("meadow", "pack"),)


def test_dominate_a_den_with_its_track_chosen():
    probe = situation(players=3)
    alpha = (-2, 2)
    den = next(h for h in probe.ground.adj[alpha] if h not in probe.prey and h not in probe.lone_wolves)
    app, session, scene = situation_scene(players=3, seat=0, bonus_terrain=3, pieces={
        alpha: [("meadow", "alpha")], den: [("forest", "den")]})
    game = session.game
    press(app, scene, "dominate")
    assert den in scene.board_overlay().marks.lit
    click_hex(app, scene, den)
    assert scene.plan.target_kind == "den" and not scene.plan.ready()
    shot(app.screen, "wolves-play-dominate-den")
    press(app, scene, "area_spread")
    press(app, scene, "confirm")
    assert game.pieces[den] == (("meadow", "den"),)
    assert game.boards[0].dens["spread"] == 1 and len(game.calendar) == 1


def test_a_push_with_equally_near_hexes_lets_the_player_choose():
    # an alpha ends on a lone foreign pack wolf in the open: several hexes are equally near for it
    probe = situation(players=3)
    tokens = set(probe.prey) | probe.lone_wolves
    for victim in sorted(probe.ground.terrain):
        if victim in tokens:
            continue
        free = [n for n in probe.ground.adj[victim] if n not in tokens]
        starts = [n for n in free if len(free) == 6]
        if starts:
            break
    start = starts[0]
    app, session, scene = situation_scene(players=3, seat=0, bonus_terrain=1, keep_virtual=False, pieces={
        start: [("meadow", "alpha")], victim: [("desert", "pack")]})
    click_piece(app, scene, start, "alpha")
    click_hex(app, scene, victim)
    (at, to, options), = scene.pushes()
    assert at == victim and len(options) > 1
    other = next(o for o in options if o != to)
    assert other in scene.board_overlay().marks.lit
    click_hex(app, scene, other)
    assert scene.plan.push == {victim: other}
    assert scene.board_overlay().marks.pushes == [(victim, other)]
    press(app, scene, "confirm")
    assert session.game.pieces[other] == (("desert", "pack"),)


def test_undo_takes_back_the_move():
    app, session, scene = open_scene(file_setup(3))
    game = orient_and_draft(app, scene)
    seat = session.seat
    before = dict(game.pieces)
    kind, start = choices.movable_wolves(game, seat)[0]
    click_piece(app, scene, start, kind)
    click_hex(app, scene, next(iter(scene.move_ends())))
    press(app, scene, "confirm")
    assert session.game.pieces != before
    click(app, scene.top_buttons["undo"].rect.center)
    assert session.game is not game
    assert scene.game is session.game
    assert session.game.pieces == before and session.game.actions_left == 2
    assert not scene.top_buttons["undo"].enabled or session.undo_reason() is None


def test_another_packs_board_is_one_click_away():
    app, session, scene = open_scene(file_setup(4))
    orient_and_draft(app, scene)
    other = (session.seat + 2) % 4
    click(app, scene.side.tabs[other][0].center)
    frame(app)
    assert scene.shown_seat() == other
    shot(app.screen, "wolves-play-other-board")
    click(app, scene.side.tabs[session.seat][0].center)
    assert scene.shown_seat() == session.seat
    # the moon calendar: a phase's day under the mouse lights the regions that phase scores
    calendar = scene.side.calendar
    spot, phase = calendar.phase_spots[0]
    move(app, spot.move(calendar.rect.topleft).center)
    frame(app)
    lit = scene.calendar_region()
    assert phase == "new" and lit and sorted(lit) == sorted(
        b for b, stack in session.game.scoring.items() if stack[0] == "new")
    assert "new moon" in scene.side.tooltip(scene.mouse, session.game, session.seat)
    shot(app.screen, "wolves-play-calendar-regions")


# ---------------------------------------------------------------- computers, scoring and the end


def test_a_computer_seat_plays_on_its_turn():
    app, session, scene = open_scene(file_setup(3, kinds=["human", "ai", "ai"], seed=11))
    for _ in range(200):
        if session.is_human_turn():
            break
        frame(app)
    assert session.is_human_turn()
    played = [a.player for a in session.game.actions]
    assert any(p != 0 for p in played)
    # the board shows what the computer before did, until the person acts
    while session.game.phase != "play" or not session.is_human_turn():
        if session.game.phase == "orient" and session.is_human_turn():
            click(app, scene.orient.rows["a"].center)
        elif session.game.phase == "start" and session.is_human_turn():
            click_hex(app, scene, session.game.legal_targets("start", 0)[0])
        else:
            frame(app)
    overlay = scene.board_overlay()
    assert scene.trail is not None and (overlay.arrows or overlay.outlines)
    shot(app.screen, "wolves-play-after-computer")
    kind, start = choices.movable_wolves(session.game, 0)[0]
    click_piece(app, scene, start, kind)
    click_hex(app, scene, next(iter(scene.move_ends())))
    press(app, scene, "confirm")
    assert scene.trail is None


def test_a_person_plays_a_whole_game_by_clicks_against_computers():
    """Seat 0 plays every action by mouse (a random legal one); two computers play the others; region scoring
    is told over the map; the end screen comes once the full moon has scored."""
    app, session, scene = open_scene(file_setup(3, kinds=["human", "ai", "ai"], seed=4))
    rng = random.Random(9)
    scored = []
    for _ in range(4000):
        if isinstance(app.scene, WolvesGameOverScene):
            break
        scene.update(0.016)
        if scene.scoring.visible() and scene.scoring.regions and not scored or (
                scene.scoring.visible() and scored and scene.scoring.phase != scored[-1]):
            scored.append(scene.scoring.phase)
            if len(scored) == 1:
                frame(app)
                shot(app.screen, "wolves-play-scoring")
                assert overlay_text(scene.scoring.regions[0])
        game = session.game
        if not game.over and session.is_human_turn():
            scene.scoring.close()
            if game.phase == "orient":
                click(app, scene.orient.rows[rng.choice("ab")].center)
            elif game.phase == "start":
                click_hex(app, scene, rng.choice(game.legal_targets("start", 0)))
            else:
                action = sample_action(game, rng).to_json()
                count = len(game.actions)
                act_by_clicks(app, scene, action)
                assert len(session.game.actions) > count, (action, scene.messages.latest())
                done = session.game.actions[count].to_json()     # a computer may have played after it
                assert {k: v for k, v in done.items() if k not in ("pay", "push")} == action
    assert isinstance(app.scene, WolvesGameOverScene), "the game did not end"
    assert session.game.over and scored[-1:] == ["full"]
    assert app.scene.person() == 0 and app.scene.mark_row(app.screen, pygame.Rect(0, 0, 9, 9), 0).endswith("(you)")
    frame(app)
    shot(app.screen, "wolves-play-end")


def test_the_end_screen_after_a_game_of_computers():
    app, session, scene = open_scene(file_setup(4, kinds=["ai"] * 4, seed=2), size=LARGE)
    for _ in range(6000):
        if isinstance(app.scene, WolvesGameOverScene):
            break
        app.scene.update(0.02)
    assert isinstance(app.scene, WolvesGameOverScene)
    end = app.scene
    assert end.person() is None          # computers only: no row is "you"
    frame(app)
    shot(app.screen, "wolves-play-end-large")
    game = session.game
    assert game.over and game.winners
    # the winner's VP by source add up to its total
    best = game.boards[game.winners[0]].score(game.values)
    assert sum(v for k, v in best.items() if k != "total") == best["total"]
    click(app, end.buttons["replay"].rect.center)      # the replay viewer over this game; Back returns here
    assert isinstance(app.scene, WolvesReplayScene) and len(app.scene.cursor) == len(game.actions)
    frame(app)
    app.scene.press("exit")
    assert app.scene is end
    click(app, end.buttons["board"].rect.center)
    assert app.scene is scene
    frame(app)
    click(app, end.buttons["title"].rect.center) if app.scene is end else None
    scene.sync_bar()
    assert scene.bar.button("results") is not None


def test_the_screen_fits_the_smallest_and_largest_windows():
    for size in (SMALL, LARGE):
        app, session, scene = open_scene(file_setup(5), size=size)
        orient_and_draft(app, scene)
        layout = scene.layout
        parts = [layout.top, layout.map, layout.side, layout.bar]
        for i, a in enumerate(parts):
            assert app.screen.get_rect().contains(a)
            for b in parts[i + 1:]:
                assert not a.colliderect(b)
        for inner in (layout.tabs, layout.pack_board, layout.calendar, layout.log):
            assert layout.side.contains(inner)
        assert layout.log.height >= 100
        move(app, hex_at(scene, session.game.legal_targets("build", session.seat)[0])
             if session.game.legal_targets("build", session.seat) else (10, 10))
        frame(app)
        shot(app.screen, f"wolves-play-5p-{size[0]}")
        assert scene.view.rect.width <= layout.map.width


def test_the_hex_tooltip_names_what_is_there():
    app, session, scene = open_scene(file_setup(2))
    game = orient_and_draft(app, scene)
    virtual = next(h for h, content in game.pieces.items() if content[0][0] == game.virtual)
    move(app, hex_at(scene, virtual))
    text = scene.tooltip_text()
    assert hex_id(virtual) in text and "virtual pack" in text
    wolf = next(iter(game.lone_wolves))
    move(app, hex_at(scene, wolf))
    assert "lone wolf" in scene.tooltip_text()
