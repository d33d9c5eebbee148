"""The rough edges a new player meets on a real screen (issue 12): the players panel during a redeployment
and with long combo names, the top bar and the region names at 1024x640, the map's legend and its symbols,
what a region's tooltip says, the log after an undo, scores kept private in hot-seat games, readable grey.

Real scenes on SDL's dummy display, the real engine and the shipped maps; texts are measured against the
room they are drawn in.
"""

import os
import random
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import click, frame, hover_text, move, new_app, pass_screen  # noqa: E402

from game import i18n  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.bars import status_lines  # noqa: E402
from game.ui.fonts import font  # noqa: E402
from game.ui.layout import Layout  # noqa: E402
from game.ui.text import combo_name  # noqa: E402
from games.smallworld.ai.random_ai import RandomPlayer  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.legal import conquest_options  # noqa: E402
from games.smallworld.model.queries import cost_breakdown  # noqa: E402
from games.smallworld.model.replay import setup_of  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.scenes.play import play_scene  # noqa: E402
from games.smallworld.scenes.redeploy import RedeployScene  # noqa: E402
from games.smallworld.session import Session  # noqa: E402
from games.smallworld.ui import tokens
from games.smallworld.ui.legend import _parts_in_play as legend_parts  # noqa: E402
from games.smallworld.ui.legend import legend_entries  # noqa: E402
from games.smallworld.ui.map_layer import MapLayer  # noqa: E402
from games.smallworld.ui.players_panel import row_colors  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
RULES = load_ruleset(str(ROOT / "rules_data" / "classic"))
SMALL = (1024, 640)

pytestmark = pytest.mark.usefixtures("user_dir")   # (conftest) a temporary user data folder, pygame started


def played_game(map_id="saltwind-coast", kinds=("human", "human", "human"), seed=5, round_=3, names=None,
                first_combo=None):
    """A game on a shipped map played by random seats up to seat 0's conquest in `round_`
    (`first_combo`: (race, power) seat 0 picks first, on top of the combo column)."""
    board = load_map(str(ROOT / "maps" / f"{map_id}.json"))
    names = names or ("Ann", "Bob", "Cid", "Dee", "Eve")[:len(kinds)]
    players = [{"name": n, "kind": k, **({"level": "random"} if k == "ai" else {})} for n, k in zip(names, kinds)]
    order = {}
    if first_combo is not None:
        race, power = first_combo
        order = {"races": [race.id] + [r for r in RULES.races if r != race.id],
                 "powers": [power.id] + [p for p in RULES.powers if p != power.id]}
    game = Game(RULES, board, players, seed, **order)
    if first_combo is not None:
        game.apply({"type": "pick", "player": 0, "combo": 0})
    bot = RandomPlayer(random.Random(seed))
    while not (game.round >= round_ and game.current_player == 0 and game.phase == "conquer"):
        game.apply(bot.choose(game))
    return game


def open_game(game, size=SMALL, show_all_coins=False):
    """The in-game screen on `game` resumed from its setup (so the log tells every action so far)."""
    app = new_app(size)
    session = Session.resumed(setup_of(game, game.board.id), threaded=False, speed="instant")
    session.show_all_coins = show_all_coins
    scene = play_scene(app, session)
    app.switch(scene)
    frame(app)
    if scene.pass_to is not None:
        pass_screen(app)
    return app, session, scene


def expand(app):
    """Past the expand-or-decline question to the conquest."""
    scene = app.scene
    if scene.mode_key and scene.mode_key[0] == "choice":
        scene.turn_ui["expanded"] = True
        scene.sync()
        frame(app)


def conquer_cheapest(app):
    scene = app.scene
    opts = conquest_options(scene.game, scene.mode.tribe)
    target = min((r for r, o in opts.items() if o.kind == "conquer"), key=lambda r: opts[r].cost)
    click(app, scene.anchor_screen(target))
    return target


def finish_turn(app):
    """Redeploy (tokens spread evenly) and end the turn."""
    scene = app.scene
    scene.turn_ui["redeploy"] = scene.mode.tribe.id
    scene.sync()
    scene.mode.spread_evenly()
    scene.mode.confirm()
    frame(app)
    scene.end_turn()
    frame(app)
    if scene.dialog is not None and scene.dialog.button_rect("end"):   # a confirmation, if the game asks one
        click(app, scene.dialog.button_rect("end").center)


def luminance(rgb):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """The WCAG contrast ratio of two colours."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# ---------------------------------------------------------------- 1. the players panel during a redeployment

def test_players_panel_shows_the_redeployment_being_planned():
    app, session, scene = open_game(played_game())
    expand(app)
    conquer_cheapest(app)
    scene.turn_ui["redeploy"] = scene.mode.tribe.id
    scene.sync()
    frame(app)
    mode = scene.mode
    assert isinstance(mode, RedeployScene)
    tribe = mode.tribe
    before = scene.panel.combo_labels[0][3]
    # one token back to hand from a region holding several: the panel follows the plan at once
    r = next(r for r in mode.regions if mode.counts[r] > 1)
    click(app, scene.anchor_screen(r), button=3)
    assert sum(mode.counts.values()) == sum(scene.game.tokens[x] for x in tribe.regions) - 1 or mode.hand > 0
    shown = scene.panel.combo_labels[0][3]
    planned = sum(mode.counts.values())
    assert mode.hand > 0 and shown == f"{len(mode.kept())} reg · {planned}+{mode.hand} tok"
    assert shown != before or planned == sum(scene.game.tokens[x] for x in tribe.regions)
    assert scene.panel.tribe_counts(tribe) == (len(mode.kept()), planned)


# ---------------------------------------------------------------- 2. long combo names never hide the numbers

def longest_combo(lang):
    """The race and power whose combo name is the longest in `lang`."""
    i18n.set_language(lang)
    return max(((race, power) for race in RULES.races.values() for power in RULES.powers.values()),
               key=lambda rp: font(14, bold=True).size(combo_name(*rp))[0])


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_a_long_combo_name_gives_way_to_the_numbers(lang, size, speak):
    speak(lang)
    combo = longest_combo(lang)
    app, session, scene = open_game(played_game(first_combo=combo), size=size)
    tribe = scene.game.players[0].active
    assert (tribe.race, tribe.power) == combo
    shown, width, room, stats = scene.panel.combo_labels[0]
    expected = i18n._("{regions} reg · {tokens} tok").format(
        regions=len(tribe.regions), tokens=sum(scene.game.tokens[r] for r in tribe.regions))
    assert stats == expected                      # the numbers are whole
    assert width <= room                          # the name fits the room left beside them
    race = i18n._(combo[0].name)              # at 1024x640 the power's name may be abbreviated, never the race's
    assert shown == combo_name(*combo) or (size == SMALL and (race in shown or shown.endswith("…")))


# ---------------------------------------------------------------- 6. the log after an undo

def test_the_log_after_undo_has_exactly_the_lines_of_the_actions_still_in_the_game():
    app, session, scene = open_game(played_game())
    expand(app)
    before = list(session.log)
    shown_before = scene.log_lines()
    target = conquer_cheapest(app)
    assert len(session.log) > len(before)
    name = scene.game.board.regions[target].name
    assert any(name in text for text, _seat in session.log)
    assert scene.undo()
    frame(app)
    assert [t for t, _ in session.log] == [t for t, _ in before]
    assert scene.log_lines() == shown_before
    # the same lines a fresh replay of the game tells
    again = Session.resumed(setup_of(session.game, session.game.board.id), threaded=False)
    assert session.log == again.log


# ---------------------------------------------------------------- 7. scores kept private in hot-seat games

def scored_lines(lines, who):
    return [text for text, _seat in lines if text.startswith(f"{who} scored")]


def test_hot_seat_scores_are_shown_to_their_player_only():
    app, session, scene = open_game(played_game(kinds=("human", "human", "human")))
    assert scene.viewer == 0
    lines = scene.log_lines()
    mine, theirs = scored_lines(lines, "Ann"), scored_lines(lines, "Bob")
    assert mine and theirs
    assert all("coin" in text for text in mine)                   # Ann reads her own figures
    assert all(text == "Bob scored" for text in theirs)           # and not Bob's
    # the players panel hides the others' coins too
    assert scene.panel.seat_labels and not scene.coins_visible(1)
    # Ann ends her turn: the pass screen shows no score, and Bob reads his own but not Ann's
    expand(app)
    conquer_cheapest(app)
    finish_turn(app)
    assert scene.pass_to == 1
    assert not scene.scores_public()
    assert any(t[0].get("player") == 0 for t in scene.toasts.queue)   # Ann's score, for her eyes...
    pass_screen(app)
    assert not any(t[0].get("player") == 0 for t in scene.toasts.queue)   # ...gone when Bob takes the screen
    lines = scene.log_lines()
    assert all(text == "Ann scored" for text in scored_lines(lines, "Ann"))
    assert all("coin" in text for text in scored_lines(lines, "Bob"))


def test_show_all_coins_makes_every_score_public():
    app, session, scene = open_game(played_game(), show_all_coins=True)
    lines = scene.log_lines()
    assert all("coin" in text for text in scored_lines(lines, "Bob"))
    assert scene.scores_public()


def test_against_computers_the_log_keeps_every_score():
    app, session, scene = open_game(played_game(kinds=("human", "ai", "ai")))
    assert scene.log_lines() == session.log


# ---------------------------------------------------------------- 8. readable grey

@pytest.mark.parametrize("palette", sorted(theme.PALETTES) if hasattr(theme, "PALETTES") else ["standard"])
def test_muted_text_is_readable_on_every_row_of_the_players_panel(palette):
    """'no race in decline', the counts and the declined races are drawn in the row's muted ink."""
    if hasattr(theme, "set_palette"):
        theme.set_palette(palette)
    try:
        for seat in range(5):
            for on_turn in (False, True):
                background, muted = row_colors(seat, on_turn)
                assert contrast(muted, background) >= 4.5, (seat, on_turn, muted, background)
                assert contrast(muted, background) == pytest.approx(theme.contrast(muted, background))
        assert contrast(theme.TEXT_MUTED, theme.PANEL_BG) >= 4.5
    finally:
        if hasattr(theme, "set_palette"):
            theme.set_palette("standard")


# ---------------------------------------------------------------- 5. what a region's tooltip says

def test_a_region_to_conquer_shows_its_cost_breakdown_and_says_each_word_once():
    app, session, scene = open_game(played_game())
    expand(app)
    game = scene.game
    opts = conquest_options(game, scene.mode.tribe)
    targets = [r for r, o in opts.items() if o.kind == "conquer"]
    assert targets
    for r in targets:
        text = hover_text(app, r)
        breakdown = cost_breakdown(game, scene.mode.tribe, r)
        assert breakdown.total == opts[r].cost
        line = next(line for line in text.splitlines() if line.startswith("Cost: "))
        assert line.endswith(f"= {breakdown.total}")
        assert line.startswith(f"Cost: {breakdown.base}")
        assert text.count("Mountain") <= 1 and text.count("Border") == 0
        if game.tokens[r]:
            assert ("1 token" if game.tokens[r] == 1 else f"{game.tokens[r]} tokens") in line
    mountains = [r for r in range(len(game.board)) if game.board.regions[r].terrain == "mountain"]
    assert mountains
    for r in mountains:
        text = hover_text(app, r)
        assert text.count("Mountain") == 1, text


def test_the_holder_is_named_with_race_and_power_and_a_declined_race_keeps_only_what_still_works():
    app, session, scene = open_game(played_game(seed=7, round_=5))
    game = scene.game
    seen_active = seen_declined = False
    for r in range(len(game.board)):
        tribe = game.occupant[r]
        if tribe is None or tribe == "lost_tribe" or not game.tokens[r]:
            continue
        text = scene.region_text(r)
        race = tribe.race
        if not tribe.declined:
            seen_active = True
            assert combo_name(race, tribe.power) in text
            assert f"{race.name}: {race.text}" in text
            assert f"{tribe.power.name}: {tribe.power.text}" in text
        else:
            seen_declined = True
            assert f"declined {combo_name(race, tribe.power)}" in text
            still = [p for p in tribe.effects.all]
            assert ("In decline, still works" in text) == bool(still)
            if not any(p in still for p in race.primitives):
                assert race.text not in text       # the live race's ability is not described
    assert seen_active and seen_declined


# ---------------------------------------------------------------- 4. the map's legend

def test_the_legend_lists_the_symbols_of_this_map_and_game_drawn_as_on_the_map():
    app, session, scene = open_game(played_game())
    expand(app)
    game = scene.game
    legend = scene.legend
    assert not legend.open
    click(app, legend.button.rect.center)
    assert legend.open
    frame(app)
    layer = scene.view.layer
    printed = {s for region in game.board.regions for s in layer.plate_symbols(region)}
    entries = legend_entries(game, layer.plate_symbols)
    plates = {symbol for kind, symbol, _text in entries if kind == "plate"}
    markers = {symbol for kind, symbol, _text in entries if kind == "marker"}
    assert plates == printed                                  # every printed symbol, and only those
    assert not plates & markers                               # each once: the mountain token is told with its badge
    on_map = {name for name, values in game.markers.items() if any(values)}
    assert on_map <= markers | plates
    in_play = {m.name for t in (p for pl in game.players for p in pl.tribes())
               for part in (t.race, t.power) if part for prim in part.primitives for m in prim.markers}
    assert in_play <= markers | plates
    assert all(text for _kind, _symbol, text in entries)
    # a marker no race or power of this game places, and not on the map, is left out
    everything = set(game.ruleset.marker_kinds)
    in_game = {m.name for part in legend_parts(game) for prim in part.primitives for m in prim.markers}
    assert markers == (on_map | in_game) - plates and markers <= everything
    # every row drawn fits the panel, and the panel fits the map
    assert legend.rows and scene.layout.map.contains(legend.rect)
    for rect, _text in legend.rows:
        assert legend.rect.contains(rect)
    # the panel takes clicks (no conquest under it) and hovering it shows no region's tooltip
    inside = legend.rect.center
    move(app, inside)
    assert scene.tooltip_text() is None
    actions = len(game.actions)
    click(app, inside)
    assert len(scene.game.actions) == actions and legend.open
    click(app, legend.button.rect.center)
    assert not legend.open


def test_the_hole_in_the_ground_marker_is_an_opening_in_the_ground_not_an_eye():
    """Drawn large: the darkest pixels (the opening) sit below the middle and off-centre, over grass green
    and earth brown; an eye's pupil would sit at the centre."""
    r = 60
    surface = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
    tokens.draw_marker(surface, "hole", (2 * r, 2 * r), r)
    dark = [(x, y) for x in range(0, 4 * r, 2) for y in range(0, 4 * r, 2)
            if surface.get_at((x, y)).a > 240 and sum(surface.get_at((x, y))[:3]) < 50]
    cx = sum(x for x, _y in dark) / len(dark)
    cy = sum(y for _x, y in dark) / len(dark)
    assert cy > 2 * r + r * 0.2 and cx < 2 * r - r * 0.15
    colours = {tuple(surface.get_at((x, y))[:3]) for x in range(0, 4 * r, 3) for y in range(0, 4 * r, 3)}
    assert any(g > r_ + 30 and g > b + 30 for r_, g, b in colours)        # grass
    assert any(r_ > g + 25 > b + 25 for r_, g, b in colours)               # earth


# ---------------------------------------------------------------- 3. the top bar and the region names at 1024x640

def status_fits(scene):
    """Every line of the top bar's status is drawn whole, within its room."""
    drawn = scene.hud.status_drawn
    assert drawn
    for text, width, room in drawn:
        assert width <= room and not text.endswith("…"), (text, width, room)
    return [text for text, _w, _r in drawn]


def longest_race_combo(lang):
    i18n.set_language(lang)
    race = max(RULES.races.values(), key=lambda r: font(17, bold=True).size(i18n._(r.name))[0])
    power = max(RULES.powers.values(), key=lambda p: len(i18n._(p.name)))
    return race, power


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_the_top_bar_status_is_never_cut(lang, size, speak):
    speak(lang)
    combo = longest_race_combo(lang)
    app, session, scene = open_game(played_game(first_combo=combo, names=("Annabelle", "Bob", "Cid")), size=size)
    assert i18n.language() == lang
    shown = [status_fits(scene)]                                      # expand or decline
    expand(app)
    shown.append(status_fits(scene))                                  # conquer with the longest race
    assert i18n._(combo[0].name) in " ".join(shown[-1])
    conquer_cheapest(app)
    scene.turn_ui["redeploy"] = scene.mode.tribe.id
    scene.sync()
    frame(app)
    shown.append(status_fits(scene))                                  # redeploy
    assert len(set(map(tuple, shown))) == 3


def stack_rects(layer, r):
    """Where region r's token stack (chip, pile, badge, count) stands on screen."""
    ax, ay = layer.anchor_screen(r)
    radius = tokens.chip_radius(layer.token_scale)
    below = tokens.stack_extent(layer.token_scale)[2]
    return pygame.Rect(int(ax - radius), int(ay - radius * 0.9), int(2 * radius), int(radius * 0.9 + below * 0.9))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
@pytest.mark.parametrize("map_file", sorted(p.name for p in (ROOT / "maps").glob("*.json") if p.name != "schema.json"))
def test_region_names_never_cover_a_stack_or_each_other(lang, size, map_file, speak):
    speak(lang)
    board = load_map(str(ROOT / "maps" / map_file))
    layer = MapLayer(board)
    layer.surface_for(Layout(size).map.size)
    n = len(board.regions)
    labels = {i: layer.label_rect(i) for i in range(n)}
    shown = [i for i, rect in labels.items() if rect is not None]
    assert len(shown) >= n * 0.85                      # a name is left out only where nothing fits
    stacks = [stack_rects(layer, r) for r in range(n)]
    for i in shown:
        rect = labels[i]
        assert layer.map_rect.contains(rect)
        assert rect.collidelist(stacks) < 0, (board.regions[i].name, rect)
        for j in shown:
            assert j == i or not rect.colliderect(labels[j]), (board.regions[i].name, board.regions[j].name)
    if size != SMALL:
        assert len(shown) == n                          # on a large screen every name is there


def test_a_status_too_long_for_one_line_goes_on_two_within_the_bar():
    text = "Annabelle-Marie's turn: declined Skeletons conquer first"
    height = Layout(SMALL).top.height - 6
    lines, fnt = status_lines(text, 200, 17, height)
    assert lines == ["Annabelle-Marie's turn:", "declined Skeletons conquer first"]
    assert all(fnt.size(line)[0] <= 200 for line in lines) and 2 * fnt.get_linesize() <= height
    assert status_lines("Ann's turn: pick", 200, 17, height)[0] == ["Ann's turn: pick"]
