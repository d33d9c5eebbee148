"""The Wolves' shipped box (games/wolves/maps/standard.json) read as plain JSON and held to the rules of
its boards one by one, and the Board of each player count built from it.

The properties are asserted on the file itself, not through board.py's checker, so a checker that
let something through would not hide it here.
"""

import json
from collections import Counter
from pathlib import Path

import pytest

from games.wolves.model import board as wolves_board
from games.wolves.model import hexes
from games.wolves.model.board import build_board, check_box, load_box, shipped_box

ROOT = Path(__file__).resolve().parents[2]
BOX_FILE = ROOT / "games" / "wolves" / "maps" / "standard.json"
DOCUMENT = json.loads(BOX_FILE.read_text(encoding="utf-8"))
TERRAINS = ("meadow", "desert", "forest", "tundra", "mountain")
RADIUS_2 = {(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2}
RING_1 = {(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
CORNERS = {(2, 0), (2, -2), (0, -2), (-2, 0), (-2, 2), (0, 2)}

# The rules' own tables, written out again here (not imported from board.py).
TABLE = {
    "r01": ("meadow", {"meadow", "tundra"}, "desert"),
    "r02": ("meadow", {"meadow", "mountain"}, "forest"),
    "r03": ("desert", {"desert", "forest"}, "tundra"),
    "r04": ("desert", {"desert", "meadow"}, "mountain"),
    "r05": ("forest", {"forest", "mountain"}, "meadow"),
    "r06": ("forest", {"forest", "desert"}, "tundra"),
    "r07": ("tundra", {"tundra", "meadow"}, "mountain"),
    "r08": ("tundra", {"tundra", "desert"}, "forest"),
    "r09": ("mountain", {"mountain", "forest"}, "meadow"),
    "r10": ("mountain", {"mountain", "tundra"}, "desert"),
}
SLOTS = {"C": (0, 0), "N": (3, -5), "NE": (5, -2), "SE": (2, 3), "S": (-3, 5), "SW": (-5, 2), "NW": (-2, -3),
         "E": (7, 1), "W": (-7, -1), "NNE": (8, -7), "SSW": (-8, 7)}
LAYOUTS = {
    2: (None, ["C", "NE", "SE", "SW", "NW"]),
    3: ("C", ["N", "NE", "SE", "S", "SW", "NW"]),
    4: ("C", ["N", "NE", "SE", "S", "SW", "NW", "E", "W"]),
    5: ("C", ["N", "NE", "SE", "S", "SW", "NW", "E", "W", "NNE", "SSW"]),
}
HEX_COUNTS = {2: 95, 3: 133, 4: 171, 5: 209}


def _board(board_id):
    return next(b for b in DOCUMENT["boards"] if b["id"] == board_id)


def _cells(board_id):
    """{offset: (terrain, symbol)} of a board of the file."""
    return {tuple(h["at"]): (h["terrain"], h.get("symbol")) for h in _board(board_id)["hexes"]}


def _distance(a, b):
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def _neighbours(h):
    return [(h[0] + dq, h[1] + dr) for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))]


# -- the file ---------------------------------------------------------------------------------------------------


def test_the_shipped_box_passes_its_checker_without_a_warning():
    assert check_box(DOCUMENT, "standard.json") == []
    box = load_box(BOX_FILE)
    assert box.id == "standard"
    assert box.region_board_ids == tuple(TABLE)
    assert shipped_box() is shipped_box()
    assert shipped_box().id == "standard"


def test_the_file_is_a_wolves_map_of_eleven_boards():
    assert (DOCUMENT["format"], DOCUMENT["version"], DOCUMENT["id"]) == ("wolves-map", 1, "standard")
    assert [b["id"] for b in DOCUMENT["boards"]] == ["start", *TABLE]
    assert [b["kind"] for b in DOCUMENT["boards"]] == ["start"] + ["region"] * 10


@pytest.mark.parametrize("board_id", ["start", *TABLE])
def test_every_board_is_the_radius_2_hexagon_once_each(board_id):
    offsets = [tuple(h["at"]) for h in _board(board_id)["hexes"]]
    assert len(offsets) == 19 == len(set(offsets))
    assert set(offsets) == RADIUS_2


def test_the_start_board_has_a_zig_zag_canyon_and_five_start_hexes_a_side():
    cells = _cells("start")
    chasm = {h for h, (terrain, _) in cells.items() if terrain == "chasm"}
    assert chasm == {(-2, 1), (-1, 0), (0, 0), (1, 0), (2, -1)}
    assert all(symbol is None for _, symbol in cells.values())
    assert all(terrain in TERRAINS for h, (terrain, _) in cells.items() if h not in chasm)
    north_edge = [(-2, 0), (-1, -1), (0, -1), (1, -1), (2, -2)]
    south_edge = [(-2, 2), (-1, 1), (0, 1), (1, 1), (2, 0)]
    back = [(0, -2), (1, -2), (-1, 2), (0, 2)]
    beside_chasm = {h for h in cells if h not in chasm and any(n in chasm for n in _neighbours(h))}
    assert beside_chasm == set(north_edge) | set(south_edge)
    assert not any(n in chasm for h in back for n in _neighbours(h))
    for edge in (north_edge, south_edge):
        assert sorted(cells[h][0] for h in edge) == sorted(TERRAINS)
    assert len({cells[h][0] for h in back}) == 4


def test_the_canyon_cuts_the_start_board_in_two_sides_of_seven():
    cells = _cells("start")
    land = {h for h, (terrain, _) in cells.items() if terrain != "chasm"}
    sides = []
    while land:
        stack, side = [land.pop()], set()
        while stack:
            h = stack.pop()
            side.add(h)
            for n in _neighbours(h):
                if n in land:
                    land.remove(n)
                    stack.append(n)
        sides.append(side)
    assert sorted(len(s) for s in sides) == [7, 7]


@pytest.mark.parametrize("board_id", list(TABLE))
def test_a_region_board_follows_the_counts_and_its_row_of_the_table(board_id):
    dominant, wolf_terrains, prey_terrain = TABLE[board_id]
    assert _board(board_id)["dominant"] == dominant
    cells = _cells(board_id)
    assert cells[(0, 0)] == ("water", None)
    land = {h: v for h, v in cells.items() if h != (0, 0)}
    assert all(terrain in TERRAINS for terrain, _ in land.values())
    counts = Counter(terrain for terrain, _ in land.values())
    assert counts == {t: 6 if t == dominant else 3 for t in TERRAINS}
    inner = Counter(cells[h][0] for h in RING_1)
    assert inner == {t: 2 if t == dominant else 1 for t in TERRAINS}
    assert all(cells[h][1] is None for h in RING_1)
    prey = [h for h, (_, s) in cells.items() if s == "prey"]
    wolves = [h for h, (_, s) in cells.items() if s == "lone_wolf"]
    assert len(prey) == 1 and len(wolves) == 2
    assert cells[prey[0]][0] == prey_terrain
    assert {cells[h][0] for h in wolves} == wolf_terrains
    assert Counter(cells[h][0] for h in wolves)[dominant] == 1


@pytest.mark.parametrize("board_id", list(TABLE))
def test_a_region_boards_symbols_sit_where_the_rules_allow(board_id):
    cells = _cells(board_id)
    marked = [h for h, (_, s) in cells.items() if s]
    for h in marked:
        assert _distance(h, (0, 0)) == 2 and h not in CORNERS
    for a in marked:
        for b in marked:
            assert a == b or _distance(a, b) > 1
    (prey,) = [h for h, (_, s) in cells.items() if s == "prey"]
    free = [n for n in _neighbours(prey) if n in cells and cells[n][0] in TERRAINS and cells[n][1] is None]
    assert len(free) >= 4
    assert cells[(1, -1)][0] in TERRAINS and cells[(1, -1)][1] is None     # the virtual pack's hex


def test_the_box_keeps_the_default_places_of_the_symbols():
    for board_id in TABLE:
        cells = _cells(board_id)
        assert cells[(-1, 2)][1] == "prey"
        assert cells[(2, -1)][1] == cells[(-1, -1)][1] == "lone_wolf"


def test_every_terrain_carries_four_lone_wolves_and_two_prey_hexes_over_the_box():
    wolves, prey, dominant = Counter(), Counter(), Counter()
    for board_id in TABLE:
        dominant[_board(board_id)["dominant"]] += 1
        for terrain, symbol in _cells(board_id).values():
            if symbol == "lone_wolf":
                wolves[terrain] += 1
            elif symbol == "prey":
                prey[terrain] += 1
    assert wolves == {t: 4 for t in TERRAINS}
    assert prey == {t: 2 for t in TERRAINS}
    assert dominant == {t: 2 for t in TERRAINS}


def test_the_dominant_terrain_lies_in_clumps_not_scattered():
    """The artist's side of the rules: a board looks natural, its dominant terrain in one to three
    clumps (no lone hexes of it all over)."""
    for board_id, (dominant, _, _) in TABLE.items():
        cells = _cells(board_id)
        left = {h for h, (t, _) in cells.items() if t == dominant}
        clumps = 0
        while left:
            clumps += 1
            stack = [left.pop()]
            while stack:
                for n in _neighbours(stack.pop()):
                    if n in left:
                        left.remove(n)
                        stack.append(n)
        assert 1 <= clumps <= 3, board_id


def test_slots_are_the_rules_centres_on_the_lattice():
    assert {name: tuple(c) for name, c in DOCUMENT["slots"].items()} == SLOTS
    for q, r in SLOTS.values():
        # q,r = a·(5,-2) + b·(2,3) in whole numbers: solve with the determinant 19
        a, b = (3 * q - 2 * r), (5 * r + 2 * q)
        assert a % 19 == 0 and b % 19 == 0, (q, r)


def test_layouts_are_the_rules_table():
    for players, (start, regions) in LAYOUTS.items():
        layout = DOCUMENT["layouts"][str(players)]
        assert layout["start"] == start
        assert layout["regions"] == regions
        assert shipped_box().layout(players) == (start, tuple(regions))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_layouts_boards_cover_its_hexes_once_and_each_region_touches_two_boards(players):
    start, regions = LAYOUTS[players]
    ground = {}
    for slot in ([start] if start else []) + regions:
        for off in RADIUS_2:
            h = (SLOTS[slot][0] + off[0], SLOTS[slot][1] + off[1])
            assert h not in ground
            ground[h] = slot
    assert len(ground) == HEX_COUNTS[players]
    for slot in regions:
        touching = {ground[n] for h, s in ground.items() if s == slot for n in _neighbours(h)
                    if n in ground and ground[n] != slot}
        assert len(touching) >= 2, slot


# -- the board of a game ------------------------------------------------------------------------------------------


def _deal(players, boards=None):
    _start, regions = LAYOUTS[players]
    return dict(zip(regions, boards or list(TABLE)))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_build_board_lays_the_layouts_hexes(players):
    deal = _deal(players, list(reversed(TABLE)))
    board = build_board(shipped_box(), players, deal)
    assert len(board.cells) == HEX_COUNTS[players]
    assert board.region_slots == tuple(LAYOUTS[players][1])
    assert board.region_boards() == tuple(deal[s] for s in LAYOUTS[players][1])
    assert len(board.region_boards()) == {2: 5, 3: 6, 4: 8, 5: 10}[players]
    for slot, board_id in deal.items():
        centre = SLOTS[slot]
        assert board.water_of(board_id) == centre
        assert board.cell(centre).kind == "water" and board.cell(centre).slot == slot
        assert set(board.hexes_of(board_id)) == {(centre[0] + q, centre[1] + r) for q, r in RADIUS_2}
        assert board.virtual_hex(board_id) == (centre[0] + 1, centre[1] - 1)
        assert board.board_of(centre) == board_id
        # every hex keeps its terrain and symbol from the box, moved to the slot
        for off, (terrain, symbol) in _cells(board_id).items():
            cell = board.cell((centre[0] + off[0], centre[1] + off[1]))
            assert (cell.kind, cell.symbol, cell.board) == (terrain, symbol, board_id)
    has_start = players > 2
    assert ("start" in board.board_ids()) == has_start
    waters = [h for h, c in board.cells.items() if c.kind == "water"]
    assert len(waters) == len(deal)


def test_start_sides_are_the_chasm_adjacent_start_hexes():
    board = build_board(shipped_box(), 4, _deal(4))
    sides = board.start_sides()
    assert set(sides) == {"north", "south"}
    chasm = {h for h, c in board.cells.items() if c.kind == "chasm"}
    assert len(chasm) == 5
    beside = {h for h, c in board.cells.items()
              if c.board == "start" and c.land and any(n in chasm for n in _neighbours(h))}
    assert set(sides["north"]) | set(sides["south"]) == beside
    assert len(sides["north"]) == len(sides["south"]) == 5
    assert max(r for _q, r in sides["north"]) < min(r for _q, r in sides["south"]) + 1
    assert all(board.side_of(h) == "north" for h in sides["north"])
    assert board.side_of((0, -2)) is None
    assert build_board(shipped_box(), 2, _deal(2)).start_sides() == {"north": (), "south": ()}


def test_build_board_refuses_a_deal_that_does_not_fit():
    from kernel.errors import DataError

    box = shipped_box()
    bad = [
        ({**_deal(3), "E": "r07"}, "layout.E"),                 # a slot the layout does not use
        ({**_deal(3), "N": "r02"}, "layout.NE"),                 # r02 dealt twice (at N, then NE)
        ({**_deal(3), "N": "start"}, "layout.N"),                # the start board is no region
        ({k: v for k, v in _deal(3).items() if k != "S"}, "layout"),
        ([["N", "r01"]], "layout"),
    ]
    for deal, where in bad:
        with pytest.raises(DataError) as caught:
            build_board(box, 3, deal)
        assert any(p.where == where for p in caught.value.problems), (deal, caught.value.problems)
    for players in (1, 6, "3", True, None):
        with pytest.raises(DataError):
            build_board(box, players, _deal(3))


def test_the_shipped_box_is_what_the_model_package_exports():
    import games.wolves.model as model

    assert model.shipped_box is shipped_box
    assert model.TERRAINS == TERRAINS
    assert wolves_board.SLOT_ORDER == tuple(SLOTS)
    assert hexes.distance((0, 0), (3, -5)) == 5


def test_beside_water_is_the_ring_round_each_water_hex():
    board = build_board(shipped_box(), 5, _deal(5))
    ring = {(c[0] + q, c[1] + r) for board_id in board.region_boards() for c in [board.water_of(board_id)]
            for q, r in RING_1}
    assert {h for h in board.cells if board.beside_water(h)} == ring
    assert all(board.board_of(h) == board.board_of(board.water_of(board.board_of(h))) for h in ring)
    assert not any(board.beside_water(h) for h in board.hexes_of("start"))       # C12: no lair there


def test_a_copy_of_a_game_shares_its_board_and_box():
    import copy

    board = build_board(shipped_box(), 3, _deal(3))
    state = {"board": board, "pieces": {(0, -1): ["alpha"]}}
    copied = copy.deepcopy(state)
    assert copied["board"] is board and copied["board"].box is shipped_box()
    assert copied["pieces"] is not state["pieces"]


def test_box_lookups():
    box = shipped_box()
    assert box.cell_at("r01", (-1, 2)).symbol == "prey"
    assert box.cell_at("r01", (0, 0)).kind == "water" and not box.cell_at("r01", (0, 0)).land
    assert box.cell_at("r01", (3, 0)) is None
    assert box.players == (2, 3, 4, 5)
    assert box.dominants == {board_id: row[0] for board_id, row in TABLE.items()}
    with pytest.raises(ValueError):
        box.layout(6)


def test_the_maps_tool_writes_the_shipped_file_as_it_is():
    """games/wolves/maps/tools/make_standard.py made the file: its hand-made start board, slots and
    layouts are the file's, and its way of writing JSON gives the file's text back (the terrain search
    itself takes a minute: run the tool with --out to compare all of it)."""
    from games.wolves.maps.tools import make_standard

    assert make_standard.start_board() == DOCUMENT["boards"][0]
    assert make_standard.as_text(DOCUMENT) == BOX_FILE.read_text(encoding="utf-8")
    assert check_box(json.loads(make_standard.as_text(DOCUMENT)), "standard.json") == []
