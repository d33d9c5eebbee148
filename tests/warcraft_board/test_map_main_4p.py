"""The four-player main map (main_4p) as shipped: each rule of its layout measured here on the real file
(counts, both mirrors, the Cities' edges and distances, the axis, the quadrants, neighbours, room for
pieces), the checker refusing damaged copies of it, the generator writing it again byte for byte, and a
4-player main game set up and played on it."""

from __future__ import annotations

import copy
import json
import math
import os
import subprocess
import sys

import pytest

from games.warcraft_board.ai.random_player import RandomPlayer
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import board as wb
from games.warcraft_board.model import game as rules
from kernel import geometry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ALLIANCE = ("humans", "night_elves")
HORDE = ("orcs", "undead")
SLACK = 12.0      # pixels, as the checker's symmetry


@pytest.fixture(scope="module")
def board():
    return wb.load_map(wb.map_file("main_4p"))


@pytest.fixture(scope="module")
def doc():
    with open(wb.map_file("main_4p"), encoding="utf-8") as handle:
        return json.load(handle)


def of_type(board, kind):
    return [s.id for s in board.spaces.values() if s.type == kind]


def cities(board):
    return {s.city_of: s.id for s in board.cities()}


def centre(board):
    points = [p for s in board.spaces.values() for p in s.polygon]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, min(ys), max(ys)


def twins(board, mirror):
    """{space: its twin} under a mirror of the plane (each twin found by its centroid)."""
    cents = {sid: wb.centroid(s.polygon) for sid, s in board.spaces.items()}
    out = {}
    for sid in board.spaces:
        target = mirror(cents[sid])
        best = min(board.spaces, key=lambda o: math.dist(cents[o], target))
        assert math.dist(cents[best], target) <= SLACK, f"{sid} has no twin"
        out[sid] = best
    return out


@pytest.fixture(scope="module")
def mirrors(board):
    cx, cy, _top, _bottom = centre(board)
    east_west = twins(board, lambda p: (2 * cx - p[0], p[1]))      # west <-> east
    north_south = twins(board, lambda p: (p[0], 2 * cy - p[1]))    # north <-> south
    return east_west, north_south


def test_the_checker_passes_it(doc, board):
    assert wb.check_map(doc, "main_4p") == []
    assert wb.layout_problems(board) == []
    assert board.layout == "main_4p" and board.id == "main_4p" and board.size == (1600, 1000)
    assert wb.shipped_map("main_4p").spaces.keys() == board.spaces.keys()


def test_counts_of_the_table(board):
    assert len(board.spaces) == 56
    counts = {kind: len(of_type(board, kind)) for kind in wb.SPACE_TYPES}
    assert counts == {"city": 4, "goldmine": 10, "forest": 10, "mountain": 8, "objective": 12, "clear": 12}
    assert sorted(s.vp for s in board.spaces.values() if s.type == "objective") == [1] * 6 + [2] * 6
    assert not any(s.label or s.no_outpost for s in board.spaces.values())
    assert sorted(cities(board)) == sorted(ALLIANCE + HORDE)
    assert all(s.city_slot is None for s in board.cities())
    assert not board.walls
    assert not board.places


def test_two_perpendicular_mirrors(board, mirrors):
    for twin in mirrors:
        for sid, other in twin.items():
            a, b = board.spaces[sid], board.spaces[other]
            assert (a.type, a.vp) == (b.type, b.vp), (sid, other)
            assert twin[other] == sid
        for a, b in board.adjacent_pairs:
            assert board.adjacent(twin[a], twin[b]), (a, b)
    east_west, north_south = mirrors
    city = cities(board)
    assert east_west[city["humans"]] == city["night_elves"] and east_west[city["orcs"]] == city["undead"]
    assert north_south[city["humans"]] == city["orcs"] and north_south[city["night_elves"]] == city["undead"]


def test_alliance_on_the_south_edge_horde_on_the_north(board):
    _cx, cy, top, bottom = centre(board)
    outer = 0.05 * (bottom - top)             # the Cities' row is the outermost one (the checker allows 15%)
    interior = wb.board_shape(board).interior
    for race, sid in cities(board).items():
        ys = [p[1] for p in board.spaces[sid].polygon]
        assert sid not in interior
        if race in ALLIANCE:
            assert min(ys) > cy and max(ys) >= bottom - outer, race
        else:
            assert max(ys) < cy and min(ys) <= top + outer, race


def test_partner_and_enemy_cities_apart(board):
    city = cities(board)
    d = board.ground_distance
    assert d(city["humans"], city["night_elves"]) == d(city["orcs"], city["undead"]) == 6       # rule: >= 5
    assert d(city["humans"], city["orcs"]) == d(city["night_elves"], city["undead"]) == 8       # rule: >= 7
    assert d(city["humans"], city["undead"]) == d(city["night_elves"], city["orcs"]) == 11


def test_each_city_has_one_more_mine_and_forest_of_its_own_two_or_three_away(board, mirrors):
    axis = {sid for sid, twin in mirrors[1].items() if twin == sid}
    city = cities(board)
    beside = {n for c in city.values() for n in board.neighbours(c)}
    d = board.ground_distance
    for kind in ("goldmine", "forest"):
        for sid in city.values():
            others = [c for c in city.values() if c != sid]
            own = [m for m in of_type(board, kind) if 2 <= d(sid, m) <= 3 and m not in beside and m not in axis
                   and all(d(o, m) > d(sid, m) for o in others)]
            assert len(own) == 1, (sid, kind, own)
        # 4 beside the Cities + 4 of their own + 2 on the axis
        assert len([m for m in of_type(board, kind) if m in beside]) == 4


def test_the_east_west_axis_holds_two_mines_two_forests_and_four_objectives(board, mirrors):
    axis = sorted(sid for sid, twin in mirrors[1].items() if twin == sid)
    kinds = sorted((board.spaces[s].type, board.spaces[s].vp) for s in axis)
    assert kinds == [("forest", 0)] * 2 + [("goldmine", 0)] * 2 + [("objective", 1)] * 2 + [("objective", 2)] * 2
    _cx, cy, _t, _b = centre(board)
    assert all(abs(wb.centroid(board.spaces[s].polygon)[1] - cy) < SLACK for s in axis)


def test_each_quadrant_one_objective_of_each_value(board, mirrors):
    east_west, north_south = mirrors
    cx, cy, _t, _b = centre(board)
    quarters = {}
    for sid in of_type(board, "objective"):
        if north_south[sid] == sid:
            continue                                      # on the east-west axis
        assert east_west[sid] != sid, f"{sid} lies on the north-south axis"
        x, y = wb.centroid(board.spaces[sid].polygon)
        quarters.setdefault((x < cx, y < cy), []).append(board.spaces[sid].vp)
    assert {q: sorted(v) for q, v in quarters.items()} == {q: [1, 2] for q in
                                                           ((True, True), (True, False), (False, True), (False, False))}


def test_objectives_keep_off_the_cities(board):
    d = board.ground_distance
    for sid in of_type(board, "objective"):
        assert min(d(c, sid) for c in cities(board).values()) >= 3, sid


def test_neighbours_of_inner_spaces_and_cities(board):
    interior = wb.board_shape(board).interior
    assert len(interior) >= 10
    for sid in interior:
        assert 4 <= len(board.neighbours(sid)) <= 7, sid
    for sid in cities(board).values():
        near = board.neighbours(sid)
        assert 4 <= len(near) <= 6
        kinds = sorted(board.spaces[n].type for n in near)
        assert "mountain" not in kinds and "objective" not in kinds
        assert kinds.count("goldmine") == 1 and kinds.count("forest") == 1


def test_every_ground_space_is_reached_from_every_city(board):
    ground = {sid for sid, s in board.spaces.items() if s.type != "mountain"}
    for sid in cities(board).values():
        assert ground <= set(board.ground_distances(sid))


def test_every_space_has_room_for_a_stack_of_pieces(board):
    # three unit tokens and three workers side by side (two rows of three ~26 px tokens) need a circle of
    # about 47 px radius inside the outline; no sliver anywhere
    for sid, s in board.spaces.items():
        assert geometry.distance_to_boundary(geometry.interior_point(s.polygon), s.polygon) >= 50, sid
    areas = [geometry.polygon_area(s.polygon) for s in board.spaces.values()]
    assert min(areas) >= 0.8 * max(areas)


# -- damaged copies: the checker's main_4p rules hold on the real map ---------------------------------------------


def swapped(doc, a, b):
    """A copy with the types (and vp) of two sets of spaces exchanged (sets the mirrors map onto themselves)."""
    out = copy.deepcopy(doc)
    spaces = {s["id"]: s for s in out["spaces"]}
    kind_a, kind_b = spaces[a[0]], spaces[b[0]]
    fields_a = {k: kind_a[k] for k in ("type", "vp") if k in kind_a}
    fields_b = {k: kind_b[k] for k in ("type", "vp") if k in kind_b}
    for ids, fields in ((a, fields_b), (b, fields_a)):
        for sid in ids:
            spaces[sid].pop("vp", None)
            spaces[sid].update(fields)
    return out


def orbit(sid, mirrors):
    east_west, north_south = mirrors
    return sorted({sid, east_west[sid], north_south[sid], east_west[north_south[sid]]})


def whats(doc):
    return " | ".join(p.what for p in wb.check_map(doc, "main_4p"))


def test_damaged_races_are_off_their_edges(doc):
    bad = copy.deepcopy(doc)
    for s in bad["spaces"]:
        if s.get("city_of") in ("humans", "orcs"):
            s["city_of"] = "orcs" if s["city_of"] == "humans" else "humans"
    assert "is not on the south edge" in whats(bad) and "is not on the north edge" in whats(bad)


def test_damaged_axis_without_its_mines(doc, board, mirrors):
    axis_mines = [m for m in of_type(board, "goldmine") if mirrors[1][m] == m]
    north_south_clear = [c for c in of_type(board, "clear") if mirrors[0][c] == c]
    pair = sorted({north_south_clear[0], mirrors[1][north_south_clear[0]]})
    assert "0 spaces of type goldmine on the east-west axis" in whats(swapped(doc, axis_mines, pair))


def test_damaged_objectives_beside_the_cities(doc, board, mirrors):
    city = cities(board)["humans"]
    clear_beside = next(n for n in board.neighbours(city) if board.spaces[n].type == "clear")
    one_vp = next(o for o in of_type(board, "objective")
                  if board.spaces[o].vp == 1 and mirrors[1][o] != o)
    found = whats(swapped(doc, orbit(clear_beside, mirrors), orbit(one_vp, mirrors)))
    assert "borders the objective" in found


def test_damaged_objectives_on_the_north_south_axis(doc, board, mirrors):
    """The axis' 1-VP pair swapped with the Clear pair on the north-south axis: still symmetric, same counts."""
    axis_one = [o for o in of_type(board, "objective") if board.spaces[o].vp == 1 and mirrors[1][o] == o]
    north_south_clear = next(c for c in of_type(board, "clear") if mirrors[0][c] == c)
    pair = sorted({north_south_clear, mirrors[1][north_south_clear]})
    found = whats(swapped(doc, axis_one, pair))
    assert "0 objectives worth 1 VP on the east-west axis" in found
    assert "lies on the north-south axis, in no quadrant" in found


def test_enemy_cities_nearer_than_seven_are_refused(board):
    """The same spaces with a shortcut between each pair of enemy Cities (kept symmetric): the checker's
    distance rule reads ground paths, so it reports them."""
    city = cities(board)
    shortcut = [(city["humans"], city["orcs"]), (city["night_elves"], city["undead"])]
    short = wb.Board(board.id, board.layout, board.name, board.size, list(board.spaces.values()),
                     list(board.adjacent_pairs) + shortcut)
    broken = [what for _field, what in wb.layout_problems(short)]
    assert any("enemy Cities" in what and "1 apart; at least 7" in what for what in broken), broken


def test_partner_cities_nearer_than_five_are_refused(board):
    city = cities(board)
    shortcut = [(city["humans"], city["night_elves"]), (city["orcs"], city["undead"])]
    short = wb.Board(board.id, board.layout, board.name, board.size, list(board.spaces.values()),
                     list(board.adjacent_pairs) + shortcut)
    broken = [what for _field, what in wb.layout_problems(short)]
    assert any("partner Cities" in what and "1 apart; at least 5" in what for what in broken), broken


# -- the generator -----------------------------------------------------------------------------------------------


def test_the_generator_writes_the_same_file(tmp_path):
    tool = os.path.join(ROOT, "games", "warcraft_board", "maps", "tools", "make_maps.py")
    result = subprocess.run([sys.executable, tool, "main_4p", "--out", str(tmp_path)], cwd=ROOT,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    with open(tmp_path / "main_4p.json", "rb") as made, open(wb.map_file("main_4p"), "rb") as shipped:
        assert made.read() == shipped.read()


# -- a game on it ---------------------------------------------------------------------------------------------------


def four_player_game(seed):
    doc = {"format": "warcraft_board-game", "version": 1, "scenario": "main", "seed": seed,
           "players": [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(4)],
           "options": {"turn_cap": 3}}
    setup, problems = WARCRAFT.parse_setup(doc, "test")
    assert setup is not None, [str(p) for p in problems]
    return WARCRAFT.new_game(setup)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_four_player_main_game_is_set_up_and_played_on_it(seed):
    game = four_player_game(seed)
    assert game.board.layout == "main_4p"
    city = cities(game.board)
    for index, seat in enumerate(game.seats):
        assert seat.city == city[seat.race]
        assert seat.team == ("alliance" if seat.race in ALLIANCE else "horde")
        at_home = sorted(p.kind for p in game.pieces.values() if p.owner == index and p.where == "map")
        assert at_home == ["melee"] * 3 + ["worker"] * 3
        assert {p.space for p in game.pieces.values() if p.owner == index and p.where == "map"} == {seat.city}
    bots = [RandomPlayer(seed * 10 + i) for i in range(4)]
    while not game.over:
        assert len(game.actions) < 20_000
        rules.apply(game, bots[rules.seat_to_act(game)].choose(game))
    assert game.turn <= 3 and game.end_reason is not None
    moved = {p.space for p in game.pieces.values() if p.where == "map"} - set(city.values())
    assert moved, "nobody left a City in three turns"


def test_simulate_the_four_player_main_game(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SMALLWORLD_USER_DIR=str(tmp_path))
    result = subprocess.run([sys.executable, "main.py", "simulate", "--game", "warcraft_board", "--players", "4",
                             "--scenario", "main", "--seed", "1"], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["map"] == "main_4p" and summary["players"] == 4 and summary["games"] == 1
