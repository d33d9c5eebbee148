"""Hex geometry of The Wolves (games/wolves/model/hexes.py) and paths over a real Board: distance
ignores what lies between (C1), a path goes round water and through no chasm (C2)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.wolves.model import hexes
from games.wolves.model.board import LAYOUTS, build_board, shipped_box

coordinate = st.integers(min_value=-hexes.HEX_LIMIT, max_value=hexes.HEX_LIMIT)
a_hex = st.tuples(coordinate, coordinate)


def _board(players):
    _start, regions = LAYOUTS[players]
    return build_board(shipped_box(), players, dict(zip(regions, shipped_box().region_board_ids)))


# -- text ---------------------------------------------------------------------------------------------------------


def test_hex_text_is_q_comma_r():
    assert hexes.hex_id((3, -5)) == "3,-5"
    assert hexes.hex_id((0, 0)) == "0,0"
    assert hexes.parse_hex("3,-5") == (3, -5)
    assert hexes.parse_hex("-10000,10000") == (-10000, 10000)


@pytest.mark.parametrize("text", [
    "3, -5", " 3,-5", "3,-5 ", "3,-5\n", "+3,-5", "03,-5", "-0,1", "3;-5", "3,-5,1", "3", "", ",",
    "3.0,-5", "١,٢", "10001,0", "0,-10001", "99999999999999999999,0", "a,b", None, 3, (3, -5), ["3", "-5"],
])
def test_parse_hex_refuses_anything_but_the_plain_form(text):
    with pytest.raises(ValueError):
        hexes.parse_hex(text)


@pytest.mark.parametrize("value", [(1.0, 2), (True, 0), ("1", 2), [1, 2], (1, 2, 3), (10 ** 6, 0), None])
def test_hex_id_refuses_what_is_no_hex(value):
    with pytest.raises(ValueError):
        hexes.hex_id(value)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(a_hex)
def test_hex_text_round_trips(h):
    assert hexes.parse_hex(hexes.hex_id(h)) == h


# -- distance and neighbours -------------------------------------------------------------------------------------


def test_neighbours_are_listed_e_ne_nw_w_sw_se():
    assert hexes.neighbours((0, 0)) == [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    assert hexes.neighbours((3, -5)) == [(4, -5), (4, -6), (3, -6), (2, -5), (2, -4), (3, -4)]


def test_distance_is_the_largest_of_the_three_axes():
    assert hexes.distance((0, 0), (0, 0)) == 0
    assert hexes.distance((0, 0), (3, -5)) == 5
    assert hexes.distance((0, 0), (2, 3)) == 5
    assert hexes.distance((-2, 1), (2, -1)) == 4
    assert hexes.distance((1, 0), (0, 1)) == 1 and hexes.adjacent((1, 0), (0, 1))
    assert not hexes.adjacent((1, 0), (-1, 1))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(a_hex, a_hex, a_hex)
def test_distance_is_a_metric_and_neighbours_are_at_one(a, b, c):
    assert hexes.distance(a, b) == hexes.distance(b, a) >= 0
    assert (hexes.distance(a, b) == 0) == (a == b)
    assert hexes.distance(a, c) <= hexes.distance(a, b) + hexes.distance(b, c)
    assert all(hexes.distance(a, n) == 1 for n in hexes.neighbours(a))
    assert len(set(hexes.neighbours(a))) == 6


@pytest.mark.parametrize("radius", [0, 1, 2, 3, 5])
def test_rings_and_discs(radius):
    ring = hexes.ring((4, -1), radius)
    assert len(ring) == (6 * radius or 1) == len(set(ring))
    assert all(hexes.distance((4, -1), h) == radius for h in ring)
    disc = hexes.disc((4, -1), radius)
    assert len(disc) == 1 + 3 * radius * (radius + 1) == len(set(disc))
    assert all(hexes.distance((4, -1), h) <= radius for h in disc)
    # each ring goes round: one step between consecutive hexes, the last back to the first
    if radius:
        assert all(hexes.adjacent(ring[i], ring[i - 1]) for i in range(len(ring)))
        assert ring[0] == (4 + radius, -1)


def test_ring_one_goes_round_from_the_east():
    assert hexes.ring((0, 0), 1) == hexes.neighbours((0, 0))
    with pytest.raises(ValueError):
        hexes.ring((0, 0), -1)


# -- paths on a real board ----------------------------------------------------------------------------------------


def test_a_path_round_the_water_is_longer_than_the_distance_across_it():
    board = _board(3)
    water = board.water_of("r01")           # at N (3,-5)
    west, east = (water[0] - 1, water[1]), (water[0] + 1, water[1])
    assert hexes.distance(west, east) == 2              # C1: straight across the water
    assert board.steps_from(west)[east] == 3            # C2: round it
    assert water not in board.steps_from(west)
    assert not board.passable(water)


def test_the_chasm_blocks_and_the_way_round_leaves_the_start_board():
    board = _board(3)
    north, south = (0, -1), (0, 1)                      # each side of the canyon's middle hex (0,0)
    assert board.cell((0, 0)).kind == "chasm"
    assert hexes.distance(north, south) == 2
    steps = board.steps_from(north)
    assert steps[south] > 2
    assert all(board.cell(h).kind not in ("water", "chasm") for h in steps)
    # within the start board alone the two sides never meet: a path from north to south leaves it
    inside = {h for h in board.hexes_of("start") if board.passable(h)}
    reached, frontier = {north}, [north]
    while frontier:
        here = frontier.pop()
        for n in hexes.neighbours(here):
            if n in inside and n not in reached:
                reached.add(n)
                frontier.append(n)
    assert south not in reached and len(reached) == 7


def test_steps_from_counts_steps_limits_and_is_breadth_first():
    board = _board(5)
    start = (0, -2)
    steps = board.steps_from(start)
    assert steps[start] == 0
    for h, n in steps.items():
        if h != start:
            assert any(steps.get(m) == n - 1 for m in hexes.neighbours(h))      # one step nearer
        assert n >= hexes.distance(start, h)
    assert list(steps.values()) == sorted(steps.values())                       # nearest first
    land = {h for h in board.cells if board.passable(h)}
    assert set(steps) == land               # every land hex of the 5-player map is reachable
    near = board.steps_from(start, limit=2)
    assert near == {h: n for h, n in steps.items() if n <= 2}
    assert board.steps_from(start, limit=0) == {start: 0}
    first_ring = [h for h, n in steps.items() if n == 1]
    assert first_ring == [n for n in hexes.neighbours(start) if board.passable(n)]


def test_off_the_map_is_no_path_and_no_start():
    board = _board(2)
    assert board.cell((0, 50)) is None and not board.passable((0, 50))
    assert all(h in board.cells for h in board.neighbours((0, 2)))
    assert len(board.neighbours((0, 2))) < 6                      # the C board's south corner, on the edge
    with pytest.raises(ValueError):
        board.steps_from((0, 50))
    with pytest.raises(ValueError):
        board.steps_from(board.water_of("r01"))
