"""Warcraft's window (games/warcraft_board/ui and scenes) driven like a player, with synthetic mouse events
under SDL's dummy driver, on the real engine and the shipped map: the map drawn once per size, a move by
clicks, a refused click showing the engine's reason, hands never drawn for another seat (hot-seat's pass
screen first), the Spend panel, the setup screen starting a game, and every screen fitting at 1024x640 and
1920x1080 in English and Russian. Screenshots go to /tmp/shots-wb-ui/ when WB_SHOTS is set."""

import os

import pygame
import pytest

from game import i18n
from game.game_session import GameSession
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model.board import shipped_map
from games.warcraft_board.scenes.play import play_scene
from games.warcraft_board.scenes.refusals import refusal_text
from games.warcraft_board.scenes.setup import WarcraftSetupScene
from games.warcraft_board.ui.board_art import BoardArt
from games.warcraft_board.ui.map_view import MapView
from kernel import envelope
from tests.ui.scene_driver import click, frame, new_app
from tests.ui.wb_helpers import grid_board, shot

SMALL, LARGE = (1024, 640), (1920, 1080)


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def file_setup(kinds=("human", "ai"), seed=5, races=("humans", "orcs"), scenario="main"):
    players = []
    for k, kind in enumerate(kinds):
        entry = {"name": f"Player {k + 1}", "kind": kind}
        if kind == "ai":
            entry["level"] = "random"
        if races:
            entry["race"] = races[k]
        players.append(entry)
    document = envelope.wrap(WARCRAFT.id, WARCRAFT.version, {"scenario": scenario, "seed": seed,
                                                             "players": players, "first_player": 0})
    setup, problems = WARCRAFT.parse_setup(document, "test")
    assert setup is not None and not [p for p in problems if not p.warning], problems
    return setup


def open_scene(setup, size=SMALL):
    app = new_app(size)
    session = GameSession(WARCRAFT, setup, threaded=False, speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    for _ in range(50):
        frame(app)
        if not session.is_ai_turn():
            break
    return app, session, scene


def group_of(scene, piece_id):
    return next(g for g in scene.groups if any(p.id == piece_id for p in g.pieces))


def space_point(scene, space):
    """A point of the space clear of the pieces drawn in it."""
    (x, y), room = scene.view.anchor(space)
    for dy in (-0.5, -0.3, 0.6, 0.8, 0.0):
        point = (int(x), int(y + room * dy))
        if scene.view.space_at(point) == space and scene.group_at(point) is None:
            return point
    return (int(x), int(y))


# ------------------------------------------------------------------ the map


def test_map_art_is_drawn_once_per_size_with_walls_and_every_space_type():
    pygame.display.set_mode((10, 10))
    board = grid_board()
    art = BoardArt(board)
    view = MapView(board)
    assert art.wall_segments(), "the walled pairs' shared edges are found"
    view.place((0, 0, 700, 520))
    first = art.picture(view)
    assert art.picture(view) is first and art.render_count == 1
    view.place((0, 0, 1300, 900))
    assert art.picture(view).get_size() == (1300, 900) and art.render_count == 2
    real = shipped_map("main_2p")
    view = MapView(real)
    view.place((0, 0, 700, 520))
    picture = BoardArt(real).picture(view)
    for sid in real.spaces:             # every space is hit where its inner point is drawn
        (x, y), _room = view.anchor(sid)
        assert view.space_at((x, y)) == sid
        assert picture.get_at((int(x), int(y)))[:3] != (40, 46, 52)


# ------------------------------------------------------------------ moving by clicks


def test_a_move_by_clicks_moves_the_piece():
    app, session, scene = open_scene(file_setup(), SMALL)
    game = session.game
    assert scene.my_turn() and game.step == "move"
    piece_id = sorted(scene.engine.movable())[0]
    start = game.pieces[piece_id].space
    click(app, group_of(scene, piece_id).rect.center)
    assert scene.selected is not None
    lit = scene.lit_spaces()
    assert lit, "the selected piece's reachable spaces are lit"
    target = sorted(lit)[0]
    mover = scene.selected
    click(app, space_point(scene, target))
    assert session.game.pieces[mover].space == target != start
    shot(app.screen, "moved-1024")


def test_a_refused_click_shows_the_engines_reason():
    app, session, scene = open_scene(file_setup(), SMALL)
    game = session.game
    piece_id = sorted(scene.engine.movable())[0]
    click(app, group_of(scene, piece_id).rect.center)
    selected = scene.selected
    lit = scene.lit_spaces()
    start = game.pieces[selected].space
    far = max((s for s in game.board.spaces if s not in lit and s != start),
              key=lambda s: game.board.steps(start, s))
    expected = scene.engine.refusal({"type": "move", "player": scene.seat, "piece": selected,
                                     "path": scene.path_to(game.pieces[selected], far)})
    assert expected
    click(app, space_point(scene, far))
    assert game.pieces[selected].space == start
    shown = scene.messages.latest()
    assert shown and shown == refusal_text(expected, game)
    shot(app.screen, "refused-1024")


# ------------------------------------------------------------------ hidden hands


def test_a_hand_is_never_drawn_for_another_seat():
    app, session, scene = open_scene(file_setup(kinds=("human", "human")), SMALL)
    game = session.game
    assert scene.needs_pass(), "hot-seat: the device is handed over before a person's seat acts"
    frame(app)
    assert scene.side.cards == [], "the pass screen hides every hand"
    shot(app.screen, "pass-1024")
    click(app, (10, 10))
    frame(app)
    to_act = scene.seat
    assert not scene.needs_pass()
    assert [card for _rect, card in scene.side.cards] == game.seats[to_act].hand
    other = 1 - to_act
    tab = next(rect for rect, seat in scene.side.tabs if seat == other)
    click(app, tab.center)
    frame(app)
    assert scene.shown_seat() == other and scene.side.cards == [], "another seat's hand is its card backs"
    shot(app.screen, "other-tab-1024")


def test_a_computers_hand_is_never_drawn():
    app, session, scene = open_scene(file_setup(kinds=("human", "ai")), SMALL)
    tab = next(rect for rect, seat in scene.side.tabs if seat == 1)
    click(app, tab.center)
    frame(app)
    assert scene.shown_seat() == 1 and scene.side.cards == []


# ------------------------------------------------------------------ the end of a step and the spend panel


def test_ending_the_move_step_by_the_bar_and_the_spend_panel_opens_with_costs():
    app, session, scene = open_scene(file_setup(), SMALL)
    for _ in range(200):
        if session.game.step == "spend" and scene.my_turn() and scene.engine.has("end_step"):
            break
        if scene.my_turn():
            button = scene.bar.button("end_step") or scene.bar.button("pass")
            assert button is not None, [a.type for a in scene.engine.legal()]
            if not button.enabled:
                break
            click(app, button.rect.center)
            if scene.dialog is not None:
                scene.dialog.on_choice("no")
            harvest = scene.engine.of_type("harvest")
            if harvest:
                scene.submit(harvest[0])
        frame(app)
    assert session.game.step == "spend" and scene.my_turn()
    button = scene.bar.button("upgrade")
    assert button is not None
    click(app, button.rect.center)
    assert scene.spend is not None and len(scene.spend.rows) == 3
    frame(app)
    shot(app.screen, "spend-1024")


def test_call_to_build_lets_the_spend_panel_build_a_tile_with_no_worker_in_the_city():
    """With no worker in the City a tile row is refused; ticking "Play Call to Build" (the card: the first
    tile needs no worker) makes that row choosable, and Confirm builds it with the card."""
    app, session, scene = open_scene(file_setup(races=("undead", "orcs")), SMALL)
    game = session.game
    for _ in range(200):
        if game.step == "spend" and scene.my_turn():
            break
        legal = scene.engine.legal()
        ends = [a for a in legal if a.type in ("end_step", "pass")]
        scene.submit(ends[0] if ends else legal[0])
        frame(app)
    assert game.step == "spend" and scene.my_turn()
    seat = scene.seat
    player = game.seats[seat]
    city = player.city
    for piece in game.pieces_in(city, seat):
        if piece.kind == "worker":
            piece.where, piece.space = "reserve", None
    player.hand = ["call_to_build"]
    player.gold, player.wood = 4, 4
    frame(app)
    click(app, scene.bar.button("build").rect.center)
    panel = scene.spend
    assert panel is not None
    frame(app)

    def row_click(key):
        rect = next(r for r, row, _minus in panel.row_rects if row["key"] == key)
        click(app, (rect.right - 40, rect.centery))
        frame(app)

    tile = next(row for row in panel.rows if row["key"] == ("tile", "range"))
    row_click(("tile", "range"))
    assert tile["value"] == 0 and "worker" in panel.note                    # refused: no worker there
    row_click(("by_card",))
    assert panel.row_reason(tile) is None                                   # the card's tile needs none
    row_click(("tile", "range"))
    assert tile["value"] == 1
    assert panel.total() == {"gold": 2, "wood": 2}          # the card spares the worker, not the price
    shot(app.screen, "spend-call-to-build")
    tiles_before = sum(1 for b in player.buildings if b.kind == "range")
    click(app, panel.buttons["confirm"].rect.center)
    frame(app)
    built = next(a for a in reversed(game.actions) if a.player == seat and a.type != "end_step")
    assert built.type == "build" and built.tiles == ("range",) and built.by_card == "range"
    assert sum(1 for b in player.buildings if b.kind == "range") == tiles_before + 1
    assert "call_to_build" not in player.hand and (player.gold, player.wood) == (2, 2)


# ------------------------------------------------------------------ setup and fitting


def choose(app, widget, value):
    segment = dict(zip([v for v, _l in widget.options], widget.segments))[value]
    click(app, segment.center)


def test_the_setup_screen_starts_a_game_with_the_races_chosen():
    app = new_app(SMALL)
    scene = WarcraftSetupScene(app)
    app.switch(scene)
    frame(app)
    choose(app, scene.widgets["race0"], "night_elves")
    choose(app, scene.widgets["race1"], "undead")
    session = scene.start()
    assert session is not None and session.game.scenario == "main"
    assert [s.race for s in session.game.seats] == ["night_elves", "undead"]
    assert [s.kind for s in session.game.seats] == ["human", "ai"]


@pytest.mark.parametrize("scenario, seats, races", [
    ("elf_gate", 3, ["humans", "orcs", "undead"]), ("prisoners", 2, ["orcs", "night_elves"]),
    ("necromancer_march", 2, ["humans", "undead"]), ("nordrassil", 4, ["humans", "orcs", "night_elves", "undead"])])
def test_the_setup_screen_starts_each_scenario_with_its_seats_and_races(scenario, seats, races):
    from games.warcraft_board.model.board import MAP_LAYOUTS, map_file

    if not os.path.exists(map_file(MAP_LAYOUTS[(scenario, seats)])):
        pytest.skip("the scenario's map is not shipped yet")
    app = new_app(SMALL)
    scene = WarcraftSetupScene(app)
    app.switch(scene)
    frame(app)
    choose(app, scene.widgets["scenario"], scenario)
    assert scene.scenario == scenario and scene.count == seats
    frame(app)
    session = scene.start()
    assert session is not None, scene.note
    assert sorted(s.race for s in session.game.seats) == sorted(races)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_screens_fit_the_window(size, lang, monkeypatch):
    monkeypatch.setenv(i18n.ENV_FORCE, lang)
    i18n.set_language(lang)
    assert (i18n._("Human Alliance") == "Альянс Людей") == (lang == "ru")
    app, session, scene = open_scene(file_setup(), size)
    frame(app)
    w, h = size
    screen = pygame.Rect(0, 0, w, h)
    for button in list(scene.bar.buttons.values()) + list(scene.top_buttons.values()):
        assert screen.contains(button.rect), button.label
    assert scene.bar.left_edge > scene.layout.bar.left
    shot(app.screen, f"play-{w}-{lang}")
    setup = WarcraftSetupScene(app)
    app.switch(setup)
    frame(app)
    for widget in setup.widgets.values():
        assert screen.contains(widget.rect)
    for button in setup.buttons.values():
        assert screen.contains(button.rect)
    shot(app.screen, f"setup-{w}-{lang}")
