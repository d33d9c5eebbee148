"""Tests for games.smallworld.model.geometry."""

import math
import random

import outlines
import pytest
from work_counts import counted

from games.smallworld.model import geometry
from games.smallworld.model.geometry import (
    TooComplex,
    bounding_box,
    distance_to_boundary,
    inside_rect,
    interior_point,
    is_simple,
    point_in_polygon,
    polygon_area,
    self_intersection,
    shared_borders,
)

SQUARE = [[0, 0], [10, 0], [10, 10], [0, 10]]
# A "C" opening to the right: bars 2 thick, notch x in (2, 10), y in (2, 8).
C_SHAPE = [[0, 0], [10, 0], [10, 2], [2, 2], [2, 8], [10, 8], [10, 10], [0, 10]]


def rect(x0, y0, x1, y1):
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


def pair(a, b):
    return frozenset((a, b))


def area_centroid(poly):
    """Reference centroid (shoelace) used to show the C's centroid is outside."""
    a = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
        cross = x0 * y1 - x1 * y0
        a += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return cx / (3 * a), cy / (3 * a)


# --------------------------------------------------------------------------
# Jittered grid with shared vertices
# --------------------------------------------------------------------------

def jittered_grid(n, size=100.0, steps=10, seed=1):
    """n x n cells whose common sides are the very same jittered polylines.

    Each cell side is split into ``steps`` segments, so a cell has
    4 * steps points.  Returns ({id: polygon}, expected adjacency set).
    """
    rng = random.Random(seed)
    corner = {(i, j): (i * size + rng.uniform(-10, 10), j * size + rng.uniform(-10, 10))
              for i in range(n + 1) for j in range(n + 1)}

    def side(p, q, perpendicular):
        """Interior points of side p->q, jittered across the side."""
        pts = []
        for k in range(1, steps):
            t = k / steps
            x, y = p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t
            d = rng.uniform(-3, 3)
            pts.append((x + d, y) if perpendicular == "x" else (x, y + d))
        return pts

    horizontal = {(i, j): side(corner[i, j], corner[i + 1, j], "y")
                  for i in range(n) for j in range(n + 1)}
    vertical = {(i, j): side(corner[i, j], corner[i, j + 1], "x")
                for i in range(n + 1) for j in range(n)}

    cells = {}
    for i in range(n):
        for j in range(n):
            ring = [corner[i, j], *horizontal[i, j],
                    corner[i + 1, j], *vertical[i + 1, j],
                    corner[i + 1, j + 1], *reversed(horizontal[i, j + 1]),
                    corner[i, j + 1], *reversed(vertical[i, j])]
            cells[f"{i},{j}"] = [list(p) for p in ring]

    expected = set()
    for i in range(n):
        for j in range(n):
            if i + 1 < n:
                expected.add(pair(f"{i},{j}", f"{i + 1},{j}"))
            if j + 1 < n:
                expected.add(pair(f"{i},{j}", f"{i},{j + 1}"))
    return cells, expected


# --------------------------------------------------------------------------
# Basic measures
# --------------------------------------------------------------------------

def test_polygon_area_any_orientation():
    assert polygon_area(SQUARE) == 100
    assert polygon_area(list(reversed(SQUARE))) == 100
    assert polygon_area([[0, 0], [4, 0], [0, 3]]) == 6
    assert polygon_area(C_SHAPE) == 100 - 8 * 6


def test_bounding_box():
    assert bounding_box([[3, -1], [7.5, 2], [-2, 4]]) == (-2, -1, 7.5, 4)
    with pytest.raises(ValueError):
        bounding_box([])


def test_inside_rect_is_inclusive():
    assert inside_rect(rect(0, 0, 800, 600), 800, 600)
    assert not inside_rect(rect(0, 0, 801, 600), 800, 600)
    assert not inside_rect(rect(-0.5, 0, 10, 10), 800, 600)


# --------------------------------------------------------------------------
# Simplicity
# --------------------------------------------------------------------------

def test_simple_polygons():
    assert self_intersection(SQUARE) is None
    assert self_intersection(C_SHAPE) is None
    # Redundant collinear vertices going forward are fine.
    assert is_simple([[0, 0], [5, 0], [10, 0], [10, 10], [0, 10], [0, 5]])


def test_bow_tie():
    bow_tie = [[0, 0], [2, 2], [2, 0], [0, 2]]
    assert self_intersection(bow_tie) == (0, 2)
    assert not is_simple(bow_tie)


def test_vertex_touching_other_edge():
    # Pinched shape: two non-adjacent edges meet at (2, 2).
    pinched = [[0, 0], [4, 0], [2, 2], [4, 4], [0, 4], [2, 2]]
    assert self_intersection(pinched) == (1, 4)


def test_spike_going_back_on_itself():
    spike = [[0, 0], [4, 0], [4, 4], [2, 4], [2, 7], [2, 5], [0, 4]]
    assert self_intersection(spike) == (3, 4)
    # A spike across the closing edge (last point -> first -> second).
    wrapped = [[6, 0], [4, 0], [4, 4], [0, 4], [0, 0]]
    assert self_intersection(wrapped) == (4, 0)


def test_repeated_points_and_too_few_points():
    assert self_intersection([[0, 0], [4, 0], [4, 0], [4, 4]]) == (1, 1)
    # Last point equal to the first makes the closing edge zero-length.
    assert self_intersection([[0, 0], [4, 0], [4, 4], [0, 0]]) == (3, 3)
    assert self_intersection([[0, 0], [4, 0]]) == (0, 0)
    assert not is_simple([])


# --------------------------------------------------------------------------
# Point queries
# --------------------------------------------------------------------------

def test_point_in_convex_polygon():
    assert point_in_polygon((5, 5), SQUARE)
    assert point_in_polygon((0.01, 9.99), SQUARE)
    assert not point_in_polygon((10.5, 5), SQUARE)
    assert not point_in_polygon((-1, -1), SQUARE)
    triangle = [[0, 0], [10, 0], [5, 10]]
    assert point_in_polygon((5, 1), triangle)
    assert not point_in_polygon((1, 8), triangle)


def test_point_in_concave_polygon():
    assert point_in_polygon((1, 5), C_SHAPE)      # spine
    assert point_in_polygon((9, 1), C_SHAPE)      # lower arm
    assert point_in_polygon((9, 9), C_SHAPE)      # upper arm
    assert not point_in_polygon((6, 5), C_SHAPE)  # in the notch
    # Ray from this point passes exactly through vertices (2, 2) and (10, 2).
    assert not point_in_polygon((1, 2), [[0, 0], [1, 0], [1, 1], [0, 1]])
    assert point_in_polygon((1, 2), C_SHAPE)


def test_boundary_points_are_outside():
    assert not point_in_polygon((10, 5), SQUARE)  # on an edge
    assert not point_in_polygon((0, 0), SQUARE)   # on a vertex
    assert not point_in_polygon((5, 2), C_SHAPE)  # on the notch edge


def test_distance_to_boundary():
    assert distance_to_boundary((5, 5), SQUARE) == pytest.approx(5)
    assert distance_to_boundary((13, 14), SQUARE) == pytest.approx(5)
    assert distance_to_boundary((6, 5), C_SHAPE) == pytest.approx(3)


# --------------------------------------------------------------------------
# Interior point
# --------------------------------------------------------------------------

def test_interior_point_of_square_is_near_centre():
    x, y = interior_point(SQUARE)
    assert x == pytest.approx(5, abs=0.2)
    assert y == pytest.approx(5, abs=0.2)


def test_interior_point_of_c_shape_when_centroid_is_outside():
    assert not point_in_polygon(area_centroid(C_SHAPE), C_SHAPE)
    pt = interior_point(C_SHAPE)
    assert point_in_polygon(pt, C_SHAPE)
    # The thickest spots of a C with bars 2 thick are 1 from the boundary.
    assert distance_to_boundary(pt, C_SHAPE) >= 0.9


def test_interior_point_of_thin_u_shape():
    # Long thin arms (0.5 thick) around a big notch.
    u = [[0, 0], [100, 0], [100, 0.5], [0.5, 0.5], [0.5, 99.5],
         [100, 99.5], [100, 100], [0, 100]]
    assert point_in_polygon(interior_point(u), u)


def test_interior_point_prefers_the_fat_part():
    # A big square with a long thin tail: the label belongs in the square.
    tadpole = [[0, 0], [20, 0], [20, 9], [200, 9], [200, 11], [20, 11],
               [20, 20], [0, 20]]
    x, y = interior_point(tadpole)
    assert 0 < x < 20 and 0 < y < 20
    assert distance_to_boundary((x, y), tadpole) >= 9


def test_interior_point_inside_every_generated_cell():
    cells, _ = jittered_grid(5, seed=7)
    for poly in cells.values():
        assert point_in_polygon(interior_point(poly), poly)


# --------------------------------------------------------------------------
# Shared borders
# --------------------------------------------------------------------------

def test_square_grid_edges_are_borders_corners_are_not():
    cells = {(i, j): rect(i * 10, j * 10, i * 10 + 10, j * 10 + 10)
             for i in range(3) for j in range(3)}
    polygons = {f"{i}{j}": poly for (i, j), poly in cells.items()}
    found = shared_borders(polygons)
    expected = set()
    for i in range(3):
        for j in range(3):
            if i < 2:
                expected.add(pair(f"{i}{j}", f"{i + 1}{j}"))
            if j < 2:
                expected.add(pair(f"{i}{j}", f"{i}{j + 1}"))
    assert found == expected
    assert pair("00", "11") not in found
    assert pair("02", "11") not in found


def test_corner_touch_alone_is_not_a_border():
    assert shared_borders({"a": rect(0, 0, 10, 10), "b": rect(10, 10, 20, 20)}) == set()


def test_t_junction_both_ways():
    # 'big' has one long right edge; the two small ones split it at y=5.
    polygons = {
        "big": rect(0, 0, 10, 10),
        "low": rect(10, 0, 20, 5),
        "high": rect(10, 5, 20, 10),
    }
    assert shared_borders(polygons) == {
        pair("big", "low"), pair("big", "high"), pair("low", "high")}
    # Now the extra vertex (10, 5) sits on the *other* side of the border.
    polygons = {
        "left": [[0, 0], [10, 0], [10, 5], [10, 10], [0, 10]],
        "right": [[10, 2], [20, 2], [20, 8], [10, 8]],
    }
    assert shared_borders(polygons) == {pair("left", "right")}


def test_reversed_orientation():
    ccw = rect(0, 0, 10, 10)
    cw = list(reversed(rect(10, 3, 20, 7)))
    assert shared_borders({"a": ccw, "b": cw}) == {pair("a", "b")}
    assert shared_borders({"a": list(reversed(ccw)), "b": cw}) == {pair("a", "b")}


def test_min_length():
    # Overlap of 0.5 along x = 10 is too short by default...
    polygons = {"a": rect(0, 0, 10, 10), "b": rect(10, 9.5, 20, 20)}
    assert shared_borders(polygons) == set()
    # ...but enough when the threshold is lowered.
    assert shared_borders(polygons, min_length=0.4) == {pair("a", "b")}
    with pytest.raises(ValueError):
        shared_borders(polygons, min_length=0)


def test_tolerance():
    near = {"a": rect(0, 0, 10, 10), "b": rect(10.3, 0, 20, 10)}
    assert shared_borders(near) == {pair("a", "b")}
    far = {"a": rect(0, 0, 10, 10), "b": rect(12, 0, 20, 10)}
    assert shared_borders(far) == set()
    assert shared_borders(far, tolerance=2.5) == {pair("a", "b")}


def test_edges_leaving_a_common_corner_at_a_narrow_angle_are_not_a_border():
    # b's left edge leaves a's right edge at their shared corner (10, 0) at about 11 degrees:
    # the two run within tolerance for a few pixels, but they only touch at the corner.
    polygons = {"a": rect(0, 0, 10, 10), "b": [[10, 0], [20, 0], [20, 10], [12, 10]]}
    assert shared_borders(polygons, min_length=1.0) == set()
    # the same shapes with b's edge along a's: a border
    polygons["b"] = [[10, 0], [20, 0], [20, 10], [10, 10]]
    assert shared_borders(polygons, min_length=1.0) == {pair("a", "b")}


def test_shared_vertices_different_point_counts():
    # The common border is one edge in 'a' but three collinear edges in 'b'.
    polygons = {
        "a": rect(0, 0, 10, 10),
        "b": [[10, 0], [20, 0], [20, 10], [10, 10], [10, 7], [10, 3]],
    }
    assert shared_borders(polygons) == {pair("a", "b")}


def test_jittered_7x7_grid_matches_known_adjacency():
    cells, expected = jittered_grid(7, seed=3)
    assert len(cells) == 49
    assert all(len(poly) == 40 for poly in cells.values())
    assert all(is_simple(poly) for poly in cells.values())
    found = shared_borders(cells)
    assert len(expected) == 2 * 7 * 6
    assert found == expected


def test_jittered_grid_with_a_cell_removed():
    cells, expected = jittered_grid(7, seed=11)
    del cells["3,3"]
    expected = {p for p in expected if "3,3" not in p}
    assert shared_borders(cells) == expected


def test_empty_and_degenerate_inputs():
    assert shared_borders({}) == set()
    assert shared_borders({"a": [], "b": [[1, 1]]}) == set()


# --------------------------------------------------------------------------
# Hostile outlines: bounded work, no hang, no overflow
# --------------------------------------------------------------------------

def brute_self_intersection(poly):
    """The O(n²) test the sweep line replaced: every pair of non-adjacent edges."""
    pts = [(float(x), float(y)) for x, y in poly]
    n = len(pts)
    if n < 3:
        return (0, 0)
    edges = [(pts[i], pts[(i + 1) % n]) for i in range(n)]
    if any(a == b for a, b in edges):
        return "zero"
    for i in range(n):
        if geometry._is_spike(pts[i], pts[(i + 1) % n], pts[(i + 2) % n]):
            return "spike"
    for i in range(n):
        for j in range(i + 2, n):
            if (j - i) % n not in (1, n - 1) and geometry._segments_touch(*edges[i], *edges[j]):
                return (i, j)
    return None


def test_the_sweep_line_agrees_with_every_pair_on_crowded_grids():
    """Small integer grids make every degenerate case (collinear edges, a vertex on an edge,
    a point visited twice, vertical edges) common; the two tests agree on every polygon."""
    rng = random.Random(20)
    simple = 0
    for trial in range(6000):
        k = rng.choice([2, 3, 4, 6, 12])
        poly = [(rng.randint(0, k), rng.randint(0, k)) for _ in range(rng.randint(3, 14))]
        if trial % 3 == 0:   # star-shaped orderings are often simple
            poly = sorted(set(poly), key=lambda p: math.atan2(p[1] - k / 2 - 0.3, p[0] - k / 2 - 0.1))
            if len(poly) < 3:
                continue
        expected, found = brute_self_intersection(poly), self_intersection(poly)
        assert (expected is None) == (found is None), (poly, expected, found)
        if found is not None and isinstance(expected, tuple) and found[0] != found[1]:
            i, j = found   # the pair reported does meet
            n = len(poly)
            assert geometry._segments_touch(poly[i], poly[(i + 1) % n], poly[j], poly[(j + 1) % n]) or \
                poly.count(poly[(i + 1) % n]) > 1
        simple += found is None
    assert simple > 500


def edge_tests(monkeypatch):
    """Counts the segment tests of self_intersection (a segment test is 4 orientation tests; the sweep
    also calls _orient alone): the pairwise test made ~2 million segment tests for 2,000 points."""
    return counted(monkeypatch, geometry, "_orient", limit=20_000)


def test_a_2000_point_outline_is_checked_without_testing_every_pair_of_edges(monkeypatch):
    crossed = outlines.crossed_square()
    for poly in (outlines.circle(), outlines.star(), outlines.zigzag(), outlines.outline(0, 0, 100, 100, 2000),
                 crossed):
        tests = edge_tests(monkeypatch)     # at most 10 orientation tests a point (the sweep: 1 to 4)
        assert self_intersection(poly) == ((1996, 1997) if poly is crossed else None)
        assert tests.calls > 0


def test_coordinates_that_are_not_finite_or_overflow(monkeypatch):
    assert self_intersection([[0, 0], [math.inf, 0], [0, 5]]) == (0, 0)
    assert self_intersection([[0, 0], [math.nan, 0], [0, 5]]) == (0, 0)
    huge = [(0.0, 0.0), (1.7e308, 0.0), (1.7e308, 1.7e308), (0.0, 1.7e308)]
    assert self_intersection(huge) is None
    # width * height overflows: the search went on forever (NaN); each cell it looks at is counted
    cells = counted(monkeypatch, geometry, "_signed_distance", limit=1000)
    x, y = interior_point(huge)
    assert math.isfinite(x) and math.isfinite(y)
    assert interior_point([(1e308, 1e308), (1.7e308, 1e308), (1.7e308, 1.7e308), (1e308, 1.7e308)]) == \
        (1.35e308, 1.35e308)
    assert interior_point([(0, 0), (math.inf, 0), (0, 5)]) is not None
    assert cells.calls == 0     # the box centre, without a search


def test_the_label_search_of_a_large_outline_is_bounded(monkeypatch):
    wavy = outlines.wavy()
    comb = outlines.comb_of_teeth()     # an unbounded search looked at 8,108 cells of it (18 s)
    for poly, clearance in ((wavy, 100), (comb, 4)):
        cells = counted(monkeypatch, geometry, "_signed_distance", limit=40)   # each a pass over the points
        point = interior_point(poly)
        assert point_in_polygon(point, poly) and distance_to_boundary(point, poly) > clearance
        assert 0 < cells.calls <= 40


def hash_entries(records, cell):
    """How many entries the spatial hash of these edge records holds with cells of side `cell`."""
    return sum((math.floor(r[5] / cell) - math.floor(r[3] / cell) + 1)
               * (math.floor(r[6] / cell) - math.floor(r[4] / cell) + 1) for r in records)


def border_work(monkeypatch, hash_limit, pair_limit):
    """Counts the work of shared_borders: entries of its spatial hash (counted before it is built,
    so an exploding hash fails at once) and pairs of edges it compares."""
    entries = counted(monkeypatch, geometry, "_spatial_hash", limit=hash_limit, units=hash_entries)
    pairs = counted(monkeypatch, geometry, "_groups_border", limit=pair_limit,
                    units=lambda key, edges_p, edges_q, *rest: len(edges_p) * len(edges_q))
    return entries, pairs


def test_the_spatial_hash_stays_small_beside_a_long_edge(monkeypatch):
    """One long diagonal among 80,000 one-unit edges: cells of one edge's length would put
    the diagonal in about 360 million cells; the hash grows its cells instead."""
    polygons = outlines.long_edge_among_circles()
    records = geometry._edge_records([geometry._points(p) for p in polygons.values()], 0.5)
    limit = geometry.HASH_CELLS_PER_EDGE * len(records) + 1000
    assert hash_entries(records, geometry._hash_cell(records, 1.0)) <= limit
    entries, pairs = border_work(monkeypatch, hash_limit=limit, pair_limit=500_000)
    assert shared_borders(polygons) == set()
    assert entries.calls == 1 and pairs.units > 0


def test_a_finely_cut_outline_costs_nothing_and_real_borders_are_found(monkeypatch):
    fine = {f"r{i}": outlines.outline(i * 100, 0, 100, 100, 2000) for i in range(50)}   # edges of 0.2: no border
    entries, pairs = border_work(monkeypatch, hash_limit=0, pair_limit=0)
    assert shared_borders(fine) == set()
    assert entries.calls == 0       # edges shorter than a border are dropped before the hash
    grid = outlines.squares_in_a_grid()
    entries, pairs = border_work(monkeypatch, hash_limit=6 * 100_000 + 1000, pair_limit=20_000)
    found = shared_borders(grid)
    assert len(found) == 5 * 9 + 4 * 10 and pair("r0", "r1") in found and pair("r0", "r10") in found
    assert pairs.units > 0          # only edges of different outlines in one cell: about 2,000 pairs


def test_outlines_piled_on_one_another_are_too_complex_to_compare(monkeypatch):
    combs = outlines.piled_combs()
    _, pairs = border_work(monkeypatch, hash_limit=None, pair_limit=3_000_000)
    with pytest.raises(TooComplex):
        shared_borders(combs, max_tests=3_000_000)
    assert pairs.units <= 3_000_000     # given up before comparing more pairs than max_tests allows


# -------------------------------------------------------------------------- outlines on the same ground (issue 32)

def overlaps(polygons):
    return {pair(a, b): share for a, b, share in geometry.overlapping_regions(polygons)}


def test_identical_outlines_overlap_whole():
    found = overlaps({"a": rect(0, 0, 100, 60), "b": rect(0, 0, 100, 60), "c": rect(100, 0, 200, 60)})
    assert list(found) == [pair("a", "b")] and found[pair("a", "b")] == pytest.approx(1.0, abs=0.02)


def test_a_square_over_nine_others_overlaps_each_of_them():
    nine = {f"s{i}{j}": rect(i * 100, j * 100, i * 100 + 100, j * 100 + 100) for i in range(3) for j in range(3)}
    nine["big"] = rect(50, 50, 250, 250)
    found = overlaps(nine)
    assert set(found) == {pair("big", cell) for cell in nine if cell != "big"}
    assert found[pair("big", "s11")] == pytest.approx(1.0, abs=0.02)     # the middle one, wholly under it
    assert found[pair("big", "s00")] == pytest.approx(0.25, abs=0.02)    # a corner one, a quarter


def test_overlaps_without_a_corner_inside_the_other_or_along_shared_edges():
    star = {"up": [[0, 0], [100, 0], [50, 80]], "down": [[0, 50], [50, -30], [100, 50]]}   # no corner inside
    assert set(overlaps(star)) == {pair("up", "down")}
    half = {"square": rect(0, 0, 100, 100), "triangle": [[0, 0], [100, 0], [100, 100]]}   # edges on the square's
    assert overlaps(half)[pair("square", "triangle")] == pytest.approx(1.0, abs=0.02)


def test_shared_borders_and_loosely_drawn_ones_are_no_overlap():
    assert overlaps(outlines.squares_in_a_grid(count=30, points=40)) == {}
    cells, _ = jittered_grid(7, seed=3)
    assert overlaps(cells) == {}
    t_junction = {"a": rect(0, 0, 10, 20), "b": rect(10, 0, 20, 10), "c": rect(10, 10, 20, 20)}
    assert overlaps(t_junction) == {}
    # b's left edge runs 0.4 inside a, then 0.4 outside: a border drawn twice, a little off
    loose = {"a": rect(0, 0, 100, 100), "b": [[99.6, 0], [200, 0], [200, 100], [100.4, 100]]}
    assert overlaps(loose) == {}
    assert overlaps({"a": rect(0, 0, 100, 100), "b": rect(90, 0, 200, 100)}) != {}     # 10 deep: ground shared


def test_every_shipped_and_test_map_has_no_overlapping_regions():
    import glob
    import json
    import os

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    paths = [p for p in glob.glob(os.path.join(root, "maps", "*.json")) + glob.glob(
        os.path.join(root, "tests", "data", "**", "*.json"), recursive=True) if not p.endswith("schema.json")]
    checked = 0
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        if isinstance(data, dict) and data.get("format") == "smallworld-map":
            assert geometry.overlapping_regions({r["id"]: r["polygon"] for r in data["regions"]}) == [], path
            checked += 1
    assert checked >= 10


def test_the_overlap_scan_is_bounded_whatever_the_outlines(monkeypatch):
    """At most OVERLAP_MAX_CROSSINGS crossings of the scan lines (plus one an edge), however the
    outlines zigzag; outlines piled by the dozen are too complex, said at once."""
    def crossings(rows, max_work):
        return sum(len(row) for row in rows)
    for polygons in (outlines.squares_in_a_grid(), outlines.long_edge_among_circles(), outlines.piled_combs()):
        edges = sum(len(p) for p in polygons.values())
        counted(monkeypatch, geometry, "_covered_twice", limit=geometry.OVERLAP_MAX_CROSSINGS + edges,
                units=crossings)
        if "z0" in polygons:
            with pytest.raises(TooComplex):
                geometry.overlapping_regions(polygons)
        else:
            assert geometry.overlapping_regions(polygons) == []
