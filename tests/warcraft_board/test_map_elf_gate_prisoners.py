"""The shipped Elf Gate (elf_gate_3p) and Prisoners (prisoners_2p) maps, held to every bullet of their
layouts in the game's rules, each measured here on its own from the real files (the checker's
layout_problems is not asked), plus the checker refusing copies damaged against those bullets and
both scenarios simulated on the shipped maps."""

from __future__ import annotations

import copy
import json
import math
import os
import subprocess
import sys
from collections import deque

import pytest

from games.warcraft_board.model import board as wb
from kernel import geometry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ELF_GATE = "elf_gate_3p"
PRISONERS = "prisoners_2p"


def document(layout):
    with open(wb.map_file(layout), encoding="utf-8") as handle:
        return json.load(handle)


def of_type(board, kind):
    return [sid for sid, s in board.spaces.items() if s.type == kind]


def centroids(board):
    return {sid: wb.centroid(s.polygon) for sid, s in board.spaces.items()}


def twins_under(board, transform):
    """{space: the space whose centroid the transformed centroid lands on (within 2 pixels)}."""
    cents = centroids(board)
    twin = {}
    for sid, point in cents.items():
        target = transform(point)
        twin[sid] = min(cents, key=lambda o: math.dist(cents[o], target))
        assert math.dist(cents[twin[sid]], target) < 2, sid
    return twin


def assert_symmetric(board, twin):
    assert sorted(twin.values()) == sorted(board.spaces), "the twins are a permutation"
    for sid, other in twin.items():
        a, b = board.spaces[sid], board.spaces[other]
        assert (a.type, a.vp, a.no_outpost) == (b.type, b.vp, b.no_outpost), (sid, other)
        assert {twin[n] for n in board.neighbours(sid)} == set(board.neighbours(other)), (sid, other)
        for n in board.neighbours(sid):
            assert board.walled(sid, n) == board.walled(other, twin[n])


def distances(board, start, walls=False):
    """Ground distances from `start` computed here: never through a Mountain (one may be the last step),
    and with walls=True never across a walled edge."""
    found = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here != start and board.spaces[here].type == "mountain":
            continue
        for n in board.neighbours(here):
            if n not in found and not (walls and board.walled(here, n)):
                found[n] = found[here] + 1
                queue.append(n)
    return found


def assert_common_rules(board):
    """All layouts: interior spaces 4-7 neighbours; every ground space reachable from every City (with
    the walls standing); a City 4-6 neighbours, none a Mountain or objective, exactly 1 Mine and 1 Forest."""
    shape = wb.board_shape(board)
    assert len(shape.interior) >= 7
    for sid in shape.interior:
        assert 4 <= len(board.neighbours(sid)) <= 7, sid
    ground = [sid for sid, s in board.spaces.items() if s.type != "mountain"]
    for city in of_type(board, "city"):
        reached = distances(board, city, walls=True)
        assert all(sid in reached for sid in ground), city
        near = [board.spaces[n].type for n in board.neighbours(city)]
        assert 4 <= len(near) <= 6, city
        assert "mountain" not in near and "objective" not in near
        assert near.count("goldmine") == 1 and near.count("forest") == 1, city


def assert_roomy(board):
    """No sliver: each space holds a stack of units beside a stack of workers (the window draws them in
    a circle of about 40 pixels around the space's label point)."""
    for s in board.spaces.values():
        assert geometry.polygon_area(s.polygon) > 8000, s.id
        inside = geometry.interior_point(s.polygon)
        assert geometry.distance_to_boundary(inside, s.polygon) > 45, s.id


def damaged(layout, change):
    doc = copy.deepcopy(document(layout))
    change(doc)
    return [f"{p.where}: {p.what}" for p in wb.check_map(doc, "m.json")]


def index_of(doc, sid):
    return next(k for k, s in enumerate(doc["spaces"]) if s["id"] == sid)


def simulate(scenario, home):
    env = dict(os.environ, HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SMALLWORLD_USER_DIR=str(home))
    result = subprocess.run([sys.executable, "main.py", "simulate", "--game", "warcraft_board", "--scenario", scenario,
                             "--seed", "1"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


# -- Elf Gate ---------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def gate_board():
    return wb.shipped_map(ELF_GATE)


def test_elf_gate_file_passes_the_checker():
    assert wb.check_map(document(ELF_GATE), ELF_GATE) == []
    board = wb.load_map(wb.map_file(ELF_GATE))
    assert (board.id, board.layout, board.size) == (ELF_GATE, ELF_GATE, (1600, 1000))
    assert "walls" not in document(ELF_GATE) and not board.places


def test_elf_gate_counts(gate_board):
    board = gate_board
    assert len(board.spaces) == 37
    counts = {kind: len(of_type(board, kind)) for kind in wb.SPACE_TYPES}
    assert counts == {"city": 3, "goldmine": 6, "forest": 6, "mountain": 6, "objective": 0, "clear": 16}
    labelled = {s.label: s for s in board.spaces.values() if s.label}
    assert sorted(labelled) == ["A", "B", "C", "D"]
    assert all(s.type == "clear" for s in labelled.values())
    assert sorted(board.spaces[c].city_of for c in of_type(board, "city")) == ["humans", "orcs", "undead"]
    assert all(board.spaces[c].city_slot is None for c in of_type(board, "city"))


def test_elf_gate_turns_a_third_about_d(gate_board):
    board = gate_board
    ox, oy = centroids(board)[board.label_space("D")]
    posts = {board.label_space(x) for x in "ABC"}
    for degrees in (120, 240):
        c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
        twin = twins_under(board, lambda p, c=c, s=s: (ox + c * (p[0] - ox) - s * (p[1] - oy),
                                                       oy + s * (p[0] - ox) + c * (p[1] - oy)))
        assert_symmetric(board, twin)
        assert {twin[p] for p in posts} == posts
        assert all(twin[sid] != sid for sid in board.spaces if board.spaces[sid].label != "D")
        cities = of_type(board, "city")
        assert {twin[c] for c in cities} == set(cities)


def test_elf_gate_d_is_outpost_free_with_six_neighbours(gate_board):
    board = gate_board
    gate = board.label_space("D")
    assert board.spaces[gate].no_outpost
    assert [sid for sid, s in board.spaces.items() if s.no_outpost] == [gate]
    near = board.neighbours(gate)
    assert len(near) == 6
    posts = [board.label_space(x) for x in "ABC"]
    assert set(posts) <= set(near)
    rest = [n for n in near if n not in posts]
    assert len(rest) == 3 and all(board.spaces[n].type == "clear" and board.spaces[n].label is None for n in rest)
    assert gate in wb.board_shape(board).interior


def test_elf_gate_each_city_5_from_d_through_its_own_post(gate_board):
    board = gate_board
    gate = board.label_space("D")
    from_gate = distances(board, gate)
    owners = {}
    for city in of_type(board, "city"):
        from_city = distances(board, city)
        assert from_city[gate] == 5, city
        on_path = [x for x in "ABC" if from_city[board.label_space(x)] + from_gate[board.label_space(x)] == 5]
        assert len(on_path) == 1, (city, on_path)
        owners[on_path[0]] = board.spaces[city].city_of
    assert owners == {"A": "humans", "B": "orcs", "C": "undead"}


def test_elf_gate_cities_at_least_7_apart(gate_board):
    cities = of_type(gate_board, "city")
    for a in cities:
        for b in cities:
            if a != b:
                assert distances(gate_board, a)[b] >= 7


def test_elf_gate_no_resource_touches_two_cities_and_one_far_pair_per_sector(gate_board):
    board = gate_board
    cities = of_type(board, "city")
    from_city = {c: distances(board, c) for c in cities}
    for kind in ("goldmine", "forest"):
        far = []
        for sid in of_type(board, kind):
            touching = [c for c in cities if board.adjacent(c, sid)]
            assert len(touching) <= 1, sid
            if not touching:
                far.append(sid)
        assert len(far) == 3
        nearest = []
        for sid in far:
            ranked = sorted(cities, key=lambda c, sid=sid: from_city[c][sid])
            assert from_city[ranked[0]][sid] < from_city[ranked[1]][sid], sid      # one sector's, no tie
            nearest.append(ranked[0])
        assert sorted(nearest) == sorted(cities)


def test_elf_gate_neighbourhoods_reachability_and_room(gate_board):
    assert_common_rules(gate_board)
    assert_roomy(gate_board)


def test_elf_gate_damaged_copies_are_refused():
    doc = document(ELF_GATE)
    gate = next(s["id"] for s in doc["spaces"] if s.get("label") == "D")

    def outpost_on_d(d):
        del d["spaces"][index_of(d, gate)]["no_outpost"]
    assert any(".no_outpost" in p for p in damaged(ELF_GATE, outpost_on_d))

    def post_off_d(d):
        """A moves to a space not beside D: D's neighbours are no longer A, B, C and 3 Clear."""
        a = index_of(d, next(s["id"] for s in d["spaces"] if s.get("label") == "A"))
        far = next(k for k, s in enumerate(d["spaces"]) if s["type"] == "clear" and "label" not in s
                   and s["id"] not in {n for p in d["adjacent"] if gate in p for n in p})
        d["spaces"][far]["label"] = d["spaces"][a].pop("label")
    problems = damaged(ELF_GATE, post_off_d)
    assert any("D has exactly 6 neighbours" in p for p in problems)

    def one_sector_differs(d):
        """A Clear and a Forest of one sector trade places: the turn about D no longer maps the map."""
        forest = next(s for s in d["spaces"] if s["type"] == "forest")
        clear = next(s for s in d["spaces"] if s["type"] == "clear" and "label" not in s)
        forest["type"], clear["type"] = "clear", "forest"
    assert any("turn about D" in p for p in damaged(ELF_GATE, one_sector_differs))
    assert wb.check_map(doc, ELF_GATE) == []          # the damage was done to copies


def test_elf_gate_simulates(tmp_path):
    summary = simulate("elf_gate", tmp_path)
    assert summary["map"] == ELF_GATE and summary["players"] == 3
    assert summary["games"] == 1


# -- Prisoners --------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def prison_board():
    return wb.shipped_map(PRISONERS)


def shared_length(first, second, tolerance=0.5):
    """Length of border two outlines run along together (their edges collinear and overlapping)."""
    total = 0.0
    for i in range(len(first)):
        a0, a1 = first[i], first[(i + 1) % len(first)]
        length = math.dist(a0, a1)
        if length == 0:
            continue
        ux, uy = (a1[0] - a0[0]) / length, (a1[1] - a0[1]) / length
        for j in range(len(second)):
            b0, b1 = second[j], second[(j + 1) % len(second)]
            if any(abs(ux * (p[1] - a0[1]) - uy * (p[0] - a0[0])) > tolerance for p in (b0, b1)):
                continue
            t0, t1 = sorted(((p[0] - a0[0]) * ux + (p[1] - a0[1]) * uy) for p in (b0, b1))
            total += max(0.0, min(length, t1) - max(0.0, t0))
    return total


def prison_cities(board):
    return board.city_for("orcs", 0), board.city_for("night_elves", 1)


def test_prisoners_file_passes_the_checker_with_walls_at_top_level():
    doc = document(PRISONERS)
    assert wb.check_map(doc, PRISONERS) == []
    assert len(doc["walls"]) == 4
    pairs = {frozenset(p) for p in doc["adjacent"]}
    assert all(frozenset(w) in pairs for w in doc["walls"])
    assert all("walls" not in s for s in doc["spaces"])
    board = wb.load_map(wb.map_file(PRISONERS))
    assert (board.id, board.layout, board.size) == (PRISONERS, PRISONERS, (1600, 1000)) and not board.places


def test_prisoners_counts(prison_board):
    board = prison_board
    assert len(board.spaces) == 32
    counts = {kind: len(of_type(board, kind)) for kind in wb.SPACE_TYPES}
    assert counts == {"city": 2, "goldmine": 4, "forest": 4, "mountain": 4, "objective": 0, "clear": 18}
    labelled = {s.label: s for s in board.spaces.values() if s.label}
    assert sorted(labelled) == ["A", "B"] and all(s.type == "clear" for s in labelled.values())
    assert sorted(board.spaces[c].city_of for c in of_type(board, "city")) == ["night_elves", "orcs"]
    assert not any(s.no_outpost for s in board.spaces.values())


def test_prisoners_half_turn_symmetry(prison_board):
    board = prison_board
    left, top, right, bottom = wb.board_shape(board).box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    twin = twins_under(board, lambda p: (2 * cx - p[0], 2 * cy - p[1]))
    assert_symmetric(board, twin)
    assert all(twin[sid] != sid for sid in board.spaces)
    orc, elf = prison_cities(board)
    assert twin[orc] == elf
    assert twin[board.label_space("A")] == board.label_space("B")


def test_prisoners_cities_8_apart_each_with_one_more_mine_and_forest(prison_board):
    board = prison_board
    orc, elf = prison_cities(board)
    d = {c: distances(board, c) for c in (orc, elf)}
    assert d[orc][elf] == 8
    for own, other in ((orc, elf), (elf, orc)):
        for kind in ("goldmine", "forest"):
            more = [m for m in of_type(board, kind) if 2 <= d[own][m] <= 3 and d[own][m] < d[other][m]]
            assert len(more) == 1, (own, kind)
            assert not board.adjacent(own, more[0])


def test_prisoners_a_near_the_night_elves_and_b_near_the_orcs(prison_board):
    board = prison_board
    orc, elf = prison_cities(board)
    a, b = board.label_space("A"), board.label_space("B")
    d = {c: distances(board, c) for c in (orc, elf)}
    assert d[elf][a] == 2 and d[orc][a] >= 7
    assert d[orc][b] == 2 and d[elf][b] >= 7


def test_prisoners_walls_face_the_prisoners_own_city(prison_board):
    """A and B each have 2 walled edges, exactly those toward the prisoner's own City; no other wall;
    on the ground a rescuer reaches the prisoner only through the captor's side."""
    board = prison_board
    orc, elf = prison_cities(board)
    on_prisons = set()
    for label, home, captor in (("A", orc, elf), ("B", elf, orc)):
        prison = board.label_space(label)
        from_home, from_captor = distances(board, home), distances(board, captor)
        walled = sorted(n for n in board.neighbours(prison) if board.walled(prison, n))
        toward = sorted(n for n in board.neighbours(prison) if from_home[n] < from_home[prison])
        assert len(walled) == 2 and walled == toward, label
        on_prisons.update(frozenset((prison, n)) for n in walled)
        for n in walled:                                    # a wall a player can see: a long stretch of border
            assert shared_length(board.spaces[prison].polygon, board.spaces[n].polygon) > 60
        ways_in = [n for n in board.neighbours(prison) if n not in walled and board.spaces[n].type != "mountain"]
        assert ways_in
        for n in ways_in:                                   # the open side is the captor's side
            assert from_home[n] >= from_home[prison] and from_captor[n] <= from_captor[prison]
        behind_walls = distances(board, home, walls=True)
        assert behind_walls[prison] > from_home[prison]     # the walls make the rescuer go round
        assert distances(board, captor, walls=True)[prison] == 2
    assert set(board.walls) == on_prisons


def test_prisoners_neighbourhoods_reachability_and_room(prison_board):
    assert_common_rules(prison_board)
    assert_roomy(prison_board)


def test_prisoners_damaged_copies_are_refused(prison_board):
    doc = document(PRISONERS)
    a = next(s["id"] for s in doc["spaces"] if s.get("label") == "A")
    open_side = next(n for p in doc["adjacent"] if a in p for n in p
                     if n != a and not any(a in w and n in w for w in doc["walls"]))
    left, top, right, bottom = wb.board_shape(prison_board).box
    twin = twins_under(prison_board, lambda p: (left + right - p[0], top + bottom - p[1]))

    def wall_on_the_captors_side(d):
        """One wall of A, and its twin on B, moved to the open side: the map stays symmetric."""
        k = next(k for k, w in enumerate(d["walls"]) if a in w)
        dropped = next(n for n in d["walls"][k] if n != a)
        d["walls"][k] = [a, open_side]
        k = next(k for k, w in enumerate(d["walls"]) if set(w) == {twin[a], twin[dropped]})
        d["walls"][k] = [twin[a], twin[open_side]]
    problems = damaged(PRISONERS, wall_on_the_captors_side)
    assert any("walled edges toward" in p for p in problems) and not any("twin" in p for p in problems)

    def prison_walled_in(d):
        """Every edge of A walled: the walls count and, with the walls standing, A is out of reach."""
        d["walls"].extend([a, n] for p in d["adjacent"] if a in p for n in p
                          if n != a and not any(a in w and n in w for w in d["walls"]))
    problems = damaged(PRISONERS, prison_walled_in)
    assert any("walls and Mountains in the way" in p for p in problems)
    assert any(p.startswith("m.json: walls: ") for p in problems)

    def prisoner_elsewhere(d):
        spaces = d["spaces"]
        k = index_of(d, a)
        far = next(i for i, s in enumerate(spaces) if s["type"] == "clear" and "label" not in s
                   and not any(s["id"] in w for w in d["walls"]))
        spaces[far]["label"] = spaces[k].pop("label")
    assert damaged(PRISONERS, prisoner_elsewhere)
    assert wb.check_map(doc, PRISONERS) == []


def test_prisoners_simulates(tmp_path):
    summary = simulate("prisoners", tmp_path)
    assert summary["map"] == PRISONERS and summary["players"] == 2
    assert summary["games"] == 1
