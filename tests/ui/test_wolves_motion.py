"""The Wolves' play screen moves its pieces at the chosen speed (games/wolves/ui/motion.py), on the real
engine and the real screen under SDL's dummy driver: a moved wolf slides along its way and a pushed
wolf after it, frame by frame, and both land; a howled wolf appears from its token; a den pops in;
at "instant" nothing moves; Undo and a click end what is moving; a computer's action moves too.
Screenshots are kept when SMALLWORLD_SHOTS names a folder."""

import pytest

from games.wolves.model import choices
from games.wolves.ui.motion import BoardMotion, speed_factor, way
from tests.ui.scene_driver import click, frame, shot
from tests.ui.test_wolves_play import (
    LARGE,
    click_hex,
    click_piece,
    file_setup,
    lone_wolf_near,
    open_scene,
    orient_and_draft,
    press,
    situation_scene,
)
from tests.wolves.wolves_setups import situation


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def push_move(speed, size=None):
    """Meadow's alpha two steps from a desert pack wolf, sent onto it (the pack wolf is pushed), confirmed."""
    kwargs = {"size": size} if size else {}
    app, session, scene = situation_scene(players=3, seat=0, bonus_terrain=1, pieces={
        (-2, 2): [("meadow", "alpha")], (0, 2): [("desert", "pack")]}, **kwargs)
    session.speed = speed
    click_piece(app, scene, (-2, 2), "alpha")
    click_hex(app, scene, (0, 2))
    press(app, scene, "confirm")
    return app, session, scene


def map_pixels(app, scene, hexes):
    return [tuple(app.screen.get_at(tuple(int(v) for v in scene.view.center(h)))) for h in hexes]


def test_a_moved_wolf_slides_along_its_way_and_the_pushed_one_follows():
    app, session, scene = push_move("normal", LARGE)
    game = session.game
    pushed_to = next(h for h, content in game.pieces.items() if ("desert", "pack") in content)
    assert ("meadow", "alpha") in game.pieces[(0, 2)]          # the model moved at once
    motion = scene.motion
    assert motion.busy()
    styles = [(m.style, m.piece, m.path[0], m.hex) for m in motion.motions]
    assert styles == [("slide", ("meadow", "alpha"), (-2, 2), (0, 2)),
                      ("slide", ("desert", "pack"), (0, 2), pushed_to)]
    assert motion.motions[0].path == way(game.board, (-2, 2), (0, 2)) and len(motion.motions[0].path) == 3
    assert motion.motions[1].delay > 0                         # the push waits for the wolf that pushes
    assert motion.hidden() == {(0, 2): [("meadow", "alpha")], pushed_to: [("desert", "pack")]}
    way_hexes = motion.motions[0].path
    seen = []
    for k in range(200):
        frame(app, 1 / 60)
        seen.append(map_pixels(app, scene, way_hexes))
        if k == 10:
            shot(app.screen, "wolves-anim-move-midway")
        if not motion.busy():
            break
    assert not motion.busy() and motion.hidden() == {}
    assert motion.frames > 10                                  # drawn over many frames, at 1/60 s each
    assert len({tuple(s) for s in seen}) > 3                   # what the way shows changed as the wolf slid


def test_at_instant_nothing_moves():
    app, session, scene = push_move("instant")
    assert ("meadow", "alpha") in session.game.pieces[(0, 2)]
    assert not scene.motion.busy() and scene.motion.hidden() == {}
    frame(app)
    assert scene.motion.frames == 0


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_the_speed_sets_how_long_it_takes(speed):
    app, session, scene = push_move(speed)
    seconds = max(m.end for m in scene.motion.motions) * speed_factor(speed)     # at normal speed, times the factor
    frames = 0
    while scene.motion.busy() and frames < 500:
        frame(app, 1 / 60)
        frames += 1
    assert not scene.motion.busy()
    assert abs(frames - seconds * 60) <= 2, (frames, seconds)
    assert {"slow": 0.9, "normal": 0.5, "fast": 0.2}[speed] <= seconds <= {"slow": 1.2, "normal": 0.75,
                                                                          "fast": 0.35}[speed]


def test_undo_and_a_click_end_what_is_moving():
    app, session, scene = open_scene(file_setup(3), speed="normal")
    game = orient_and_draft(app, scene)
    before = dict(game.pieces)
    kind, start = choices.movable_wolves(game, session.seat)[0]
    click_piece(app, scene, start, kind)
    click_hex(app, scene, next(iter(scene.move_ends())))
    press(app, scene, "confirm")
    frame(app, 1 / 60)
    assert scene.motion.busy()
    click(app, scene.top_buttons["undo"].rect.center)
    assert session.game.pieces == before
    assert not scene.motion.busy() and scene.motion.hidden() == {}
    app, session, scene = push_move("normal")
    assert scene.motion.busy()
    click_hex(app, scene, (3, 3))                              # a click on the map sees the board as it stands
    assert not scene.motion.busy()


def test_a_howled_wolf_appears_from_its_token_and_a_den_pops_in():
    probe = situation(players=3)
    wolf_hex, beside = lone_wolf_near(probe)
    app, session, scene = situation_scene(players=3, pieces={beside: [("meadow", "alpha")]}, seat=0,
                                          keep_virtual=False, bonus_terrain=4)
    session.speed = "fast"
    press(app, scene, "howl")
    click_hex(app, scene, wolf_hex)
    press(app, scene, "confirm")
    assert [(m.style, m.hex, m.piece) for m in scene.motion.motions] == [("appear", wolf_hex, ("meadow", "pack"))]
    frame(app, 1 / 60)
    frame(app, 0.1)
    shot(app.screen, "wolves-anim-howl")
    press(app, scene, "build")
    target = session.game.legal_targets("build", 0)[0]
    click_hex(app, scene, target)
    press(app, scene, "area_speed")
    press(app, scene, "confirm")
    assert [(m.style, m.hex, m.piece) for m in scene.motion.motions] == [("pop", target, ("meadow", "den"))]
    while scene.motion.busy():
        frame(app, 1 / 60)
    assert ("meadow", "den") in session.game.pieces[target]


def test_dominated_pieces_swap():
    motion = BoardMotion(lambda: "normal")
    game = situation(players=3)
    motion.follow(game.board, [{"type": "dominated", "player": 0, "pack": "meadow", "hex": "0,2", "kind": "pack",
                                "from_pack": "desert"}])
    assert [(m.style, m.piece, m.old) for m in motion.motions] == [("swap", ("meadow", "pack"), ("desert", "pack"))]
    motion.update(10.0)
    assert not motion.busy()


def test_a_computers_action_moves_too():
    app, session, scene = open_scene(file_setup(3, kinds=["human", "ai", "ai"]), speed="normal")
    now = [0.0]
    session._clock = lambda: now[0]           # the computers' pace on a clock the test moves
    seen = []
    for _step in range(600):
        game = session.game
        if game.phase == "play":
            break
        if session.is_human_turn():
            if game.phase == "orient":
                click(app, scene.orient.rows["a"].center)
            else:
                click_hex(app, scene, game.legal_targets("start", session.seat)[0])
            continue
        count, seat = len(game.actions), session.seat
        now[0] += 0.1
        frame(app, 1 / 60)
        if len(session.game.actions) > count and session.game.actions[-1].type == "start":
            seen.append((seat, [(m.style, m.piece) for m in scene.motion.motions]))
    assert seen, "no computer placed its start wolves"
    for seat, motions in seen:
        pack = session.game.packs[seat]
        assert motions == [("pop", (pack, "alpha")), ("pop", (pack, "pack"))]
