"""What a player meets around the board: resizing the window, where toasts and messages go, the die
and the log, what a region's tooltip teaches, computer seats marked as computers.

Real scenes on SDL's dummy display get synthetic events (scene_driver); the clock that tells
when a resize is over (game.ui.settle.now) is a fake one the tests move on.
"""

import os
import random
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import app_frame, click, frame, hover_text, move, new_app, pass_screen, region_click, start_game  # noqa: E402

from game.scenes.title import TitleScene  # noqa: E402
from game.ui import pictures as ui_pictures  # noqa: E402
from game.ui import settle  # noqa: E402
from game.ui.fonts import font  # noqa: E402
from games.smallworld.ai.random_ai import RandomPlayer  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.legal import conquest_options  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.replay_cursor import ReplayCursor  # noqa: E402
from games.smallworld.scenes.conquest import DieRoll  # noqa: E402
from games.smallworld.scenes.replay_viewer import ReplayViewerScene  # noqa: E402
from games.smallworld.ui import hud as hud_module  # noqa: E402
from games.smallworld.ui import map_layer

ROOT = Path(__file__).resolve().parents[2]
GRID = str(ROOT / "tests" / "data" / "test-grid.json")
RULES = load_ruleset(str(ROOT / "rules_data" / "classic"))

pytestmark = pytest.mark.usefixtures("user_dir")   # (conftest) a temporary user data folder, pygame started


@pytest.fixture
def clock(monkeypatch):
    """The settling clock, moved on by hand: clock.tick(seconds)."""
    class Clock:
        t = 1000.0

        def tick(self, seconds):
            self.t += seconds

    c = Clock()
    monkeypatch.setattr(settle, "now", lambda: c.t)
    return c


def saltwind_game(seed=3, kinds=("human", "ai", "ai"), names=("Ann", "Aldra", "Brom"), round_=3):
    """A game on the 3-player map played by random seats until seat 0's conquest in `round_` or
    later, with an opponent's active race on the map."""
    board = load_map(str(ROOT / "maps" / "saltwind-coast.json"))
    players = [{"name": n, "kind": k, **({"level": "random"} if k == "ai" else {})} for n, k in zip(names, kinds)]
    game = Game(RULES, board, players, seed)
    bot = RandomPlayer(random.Random(seed))

    def ready():
        return (game.round >= round_ and game.current_player == 0 and game.phase == "conquer"
                and any(opponent_active(game, r) for r in range(len(game.board))))
    while not ready():
        game.apply(bot.choose(game))
    return game


def opponent_active(game, r):
    occupant = game.occupant[r]
    return getattr(occupant, "owner", None) in (1, 2) and not occupant.declined


def resize(app, size):
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.scene.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


# ---------------------------------------------------------------- resizing the window

def _drag_the_edge(app, clock, start, steps=8):
    """Resize every frame, 30 ms apart, as a dragged window edge does; returns the last size."""
    size = start
    for k in range(1, steps + 1):
        size = (start[0] - 23 * k, start[1] - 11 * k)
        resize(app, size)
        clock.tick(0.03)
        frame(app, 0.03)
    return size


def _assert_the_map_follows_the_new_layout(scene):
    view = scene.view
    assert view.map_surface.get_size() == scene.layout.map.size
    for r in range(0, len(scene.game.board), 7):   # tokens and hit-testing use the new geometry
        assert scene.region_at(scene.anchor_screen(r)) == r


def test_dragging_the_window_edge_renders_the_map_once_when_the_size_settles(clock):
    app, session, scene = start_game(saltwind_game(), "saltwind-coast")
    layer = scene.view.layer
    assert layer.render_count == 1 and not scene.view.rough
    final = _drag_the_edge(app, clock, (1600, 1000))
    assert layer.render_count == 1               # while the size moves: the last render, scaled
    assert scene.view.rough and scene.layout.size == final
    _assert_the_map_follows_the_new_layout(scene)
    clock.tick(0.1)
    frame(app)
    assert layer.render_count == 1               # not settled yet (0.1 s < 0.2 s)
    clock.tick(0.15)
    frame(app)
    assert layer.render_count == 2               # settled: one full render, at the final size
    assert not scene.view.rough
    assert layer.rendered_size == scene.layout.map.size and scene.view.map_surface is layer.surface_for(
        scene.layout.map.size)
    _assert_the_map_follows_the_new_layout(scene)
    frame(app)
    assert layer.render_count == 2


def test_one_resize_then_back_to_the_rendered_size_needs_no_render(clock):
    app, session, scene = start_game(saltwind_game(), "saltwind-coast", size=(1280, 800))
    layer = scene.view.layer
    resize(app, (1100, 760))
    clock.tick(0.05)
    frame(app)
    assert scene.view.rough and layer.render_count == 1
    resize(app, (1280, 800))
    clock.tick(0.05)
    frame(app)
    assert not scene.view.rough and layer.render_count == 1   # that size was rendered already


def test_the_replay_viewer_map_settles_the_same_way(clock):
    game = saltwind_game()
    app = new_app()
    app.switch(ReplayViewerScene(app, ReplayCursor.from_game(game, "saltwind-coast"), position=10))
    frame(app)
    layer = app.scene.view.layer
    assert layer.render_count == 1
    _drag_the_edge(app, clock, (1600, 1000), steps=6)
    assert layer.render_count == 1 and app.scene.view.rough
    clock.tick(0.25)
    frame(app)
    assert layer.render_count == 2 and not app.scene.view.rough
    assert layer.rendered_size == app.scene.layout.map.size


def test_the_menu_backdrop_is_stretched_while_the_window_is_resized(app, clock, monkeypatch):
    renders = []
    original = map_layer.MapLayer._render
    monkeypatch.setattr(map_layer.MapLayer, "_render", lambda layer: renders.append(layer.size) or original(layer))
    app.switch(TitleScene(app))
    app_frame(app)
    first = len(renders)
    size = (1600, 1000)
    for k in range(1, 7):
        size = (1600 - 40 * k, 1000 - 20 * k)
        pygame.display.set_mode(size)
        clock.tick(0.03)
        app_frame(app, pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    assert len(renders) == first                 # no backdrop rendered while the size moves
    assert app.scene.buttons["new"].rect.centerx == size[0] // 2    # the menu itself follows at once
    clock.tick(0.25)
    app_frame(app)
    assert len(renders) == first + 1             # then one, for the final size


# ---------------------------------------------------------------- toasts and messages

@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640)])
def test_score_toasts_stay_off_the_map_and_off_the_messages(size):
    app, session, scene = start_game(saltwind_game(), "saltwind-coast", size=size)
    scene.toasts.add({"type": "scored", "player": 1, "coins": 9, "regions": 5, "race_bonus": 2,
                      "power_bonus": 1, "decline_bonus": 1})
    scene.messages.show("That is not possible now: the region is immune")
    scene.messages.show("Took back: Ann conquered Gale Tor", "info")
    frame(app)
    toast, layout = scene.toasts.rect, scene.layout
    assert toast.width > 0 and layout.side.contains(toast)
    assert not toast.colliderect(layout.map)     # never over a region (or a card)
    assert len(scene.messages.rects) == 2
    for rect in scene.messages.rects:
        assert not rect.colliderect(toast)
    assert not toast.colliderect(scene.panel.players_rect)   # the players' coins stay in view
    click(app, toast.center)                     # and a click still skips it
    assert scene.toasts.current() is None


# ---------------------------------------------------------------- the die and the log

def test_the_log_keeps_a_die_roll_to_itself_until_the_die_stops():
    players = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    game = Game(RULES, load_map(GRID), players, 9, races=["ratmen", "orcs"], powers=["forest", "merchant"],
                dice=[3])
    app, session, scene = start_game(game, GRID, speed="normal")
    pass_screen(app)
    click(app, scene.mode.cards[0].center)
    for rid in ("b1", "c1", "d1", "d2", "c2"):
        assert session.submit({"type": "conquer", "player": 0, "region": rid}) is not None, session.last_refusal
    frame(app)
    ann = game.players[0].active
    d3 = game.board.index["d3"]
    assert conquest_options(game, ann)[d3].kind == "reinforce"
    region_click(app, d3)
    click(app, scene.dialog.button_rect("roll").center)
    assert game.occupant[d3] is ann and scene.die is not None and not scene.die.done

    rolled = [i for i, (text, _) in enumerate(session.log) if text.startswith("Ann rolled 3")]
    assert rolled                                 # the session has the line...
    shown = scene.log_lines()
    assert len(shown) == rolled[0]                # ...the panel does not, nor what followed from it
    assert not any(text.startswith("Ann rolled") for text, _ in shown)
    frame(app, 0.05)
    assert scene.flash.get(d3, 0) == pytest.approx(1.4)   # the region won lights up only later
    while not scene.die.done:
        frame(app, 0.05)
    assert scene.log_lines() == session.log       # the die has stopped: the log tells it
    frame(app, 0.05)
    assert scene.flash[d3] < 1.4


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640)])
def test_the_die_result_never_runs_into_the_line_under_it(size):
    game = saltwind_game()
    app, session, scene = start_game(game, "saltwind-coast", size=size)
    die = DieRoll(scene, {"type": "rolled", "player": 2, "face": 0, "region": game.board.regions[0].id,
                          "needed": 3, "success": False})
    die.skip()
    die.draw(app.screen, scene.layout)
    assert die.title_rect.bottom <= die.sub_rect.top
    assert die.rect.contains(die.title_rect) and die.rect.contains(die.sub_rect)
    assert die.title_rect.height <= font(scene.layout.fs(22), bold=True, serif=True).get_height()   # one line


# ---------------------------------------------------------------- what a region's tooltip says

def test_hovering_an_opponents_region_tells_its_race_ability_and_power():
    game = saltwind_game()
    app, session, scene = start_game(game, "saltwind-coast")
    scene.turn_ui["expanded"] = True                # (past the expand-or-decline question)
    scene.sync()
    frame(app)
    active = next(r for r in range(len(game.board)) if opponent_active(game, r))
    tribe = game.occupant[active]
    text = hover_text(app, active)
    owner = game.players[tribe.owner].name
    assert f"{owner}'s {tribe.power.name} {tribe.race.name}: {game.tokens[active]} token" in text
    assert f"{tribe.race.name}: {tribe.race.text}" in text
    assert text.index("Not available") < text.index(tribe.race.text)   # what can be done here comes first

    declined = [r for r in range(len(game.board)) if getattr(game.occupant[r], "declined", False)]
    if declined:
        old = game.occupant[declined[0]]
        text = hover_text(app, declined[0])
        assert f"declined {old.race.name}" in text and old.race.text in text
        assert old.power is None or f"{old.power.name} {old.race.name}" not in text


def test_the_replay_viewer_tooltip_tells_the_same():
    game = saltwind_game()
    app = new_app()
    viewer = ReplayViewerScene(app, ReplayCursor.from_game(game, "saltwind-coast"), position=len(game.actions))
    app.switch(viewer)
    frame(app)
    r = next(r for r in range(len(game.board)) if opponent_active(game, r))
    tribe = viewer.game.occupant[r]
    move(app, viewer.anchor_screen(r))
    frame(app)
    assert tribe.race.text in viewer.tooltip_text() and tribe.power.name in viewer.tooltip_text()


# ---------------------------------------------------------------- computer seats

def test_a_computer_seat_is_marked_in_the_players_panel_and_the_log(monkeypatch):
    marks = []
    draw = ui_pictures.draw_seat_dot
    monkeypatch.setattr(hud_module, "draw_seat_dot",
                        lambda surface, center, radius, seat, computer=False: marks.append((seat, computer))
                        or draw(surface, center, radius, seat, computer))
    game = saltwind_game(names=("Ann", "Aldra", "Cressida of the Long Name"))
    app, session, scene = start_game(game, "saltwind-coast", size=(1024, 640))
    session.log.extend([("Aldra picked something", 1), ("Ann picked something", 0)])
    frame(app)
    labels = scene.panel.seat_labels
    assert labels[1].endswith("(computer)") and labels[2].endswith("(computer)")
    assert labels[2].startswith("Cressida") and "…" in labels[2]      # the long name gives way, not the tag
    assert "(computer)" not in labels[0]
    assert (1, True) in marks and (0, False) in marks                 # the log: a screen, not a dot


def test_the_computer_mark_is_not_the_dot():
    pictures = []
    for computer in (False, True):
        s = pygame.Surface((24, 24))
        s.fill((255, 255, 255))
        ui_pictures.draw_seat_dot(s, (12, 12), 5, 1, computer)
        pictures.append(pygame.image.tobytes(s, "RGB"))
    assert pictures[0] != pictures[1]


# ---------------------------------------------------------------- the HUD's hosts

def _protocol_members(protocol):
    """The attributes and methods a typing.Protocol lists (its own and its bases')."""
    names = set()
    for cls in protocol.__mro__:
        if cls.__module__ in ("typing", "builtins") or cls is object:
            continue
        names |= set(getattr(cls, "__annotations__", {}))
        names |= {n for n, v in vars(cls).items() if not n.startswith("_") and (callable(v) or isinstance(v, property))}
    return names


def test_the_screens_are_what_the_hud_and_the_players_panel_ask_for():
    from games.smallworld.ui.hud import HudHost, HudSession
    from games.smallworld.ui.players_panel import PanelHost, SeatOnTurn

    assert {"game", "session", "version", "viewer", "pass_to", "coins_visible"} <= _protocol_members(PanelHost)
    assert {"people", "layout", "undo_reason", "log_lines"} <= _protocol_members(HudHost)
    game = saltwind_game()
    app, session, scene = start_game(game, "saltwind-coast", size=(1024, 640))
    for name in _protocol_members(HudHost):
        assert hasattr(scene, name), f"PlayScene has no {name!r} (ui.hud.HudHost)"
    for name in _protocol_members(HudSession):
        assert hasattr(scene.session, name), f"Session has no {name!r} (ui.hud.HudSession)"
    viewer = ReplayViewerScene(app, ReplayCursor.from_game(game, "saltwind-coast"))
    for name in _protocol_members(PanelHost):
        assert hasattr(viewer, name), f"ReplayViewerScene has no {name!r} (ui.players_panel.PanelHost)"
    for name in _protocol_members(SeatOnTurn):
        assert hasattr(viewer.session, name)
