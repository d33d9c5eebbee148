"""Plane geometry for map regions (pure Python, standard library only).

A polygon is a sequence of ``[x, y]`` points (ints or floats), closed
implicitly: the last point connects back to the first.  Edge ``i`` runs from
point ``i`` to point ``i + 1`` (mod n).

Used by the map checker (declared adjacency vs. geometry), the map generator
and the renderer (label / token-stack placement).
"""

from __future__ import annotations

import heapq
import math
from collections import defaultdict
from collections.abc import Iterable, Sequence

Point = tuple[float, float]

# Absolute slack for "on the boundary" tests; map coordinates are pixels,
# so anything this close is indistinguishable on screen.
EPS = 1e-9

# Relative slack for orientation tests: a cross product this small compared
# with the segment lengths counts as collinear, so float noise does not flip
# the result.
_REL_EPS = 1e-12


def _points(poly: Iterable[Sequence[float]]) -> list[Point]:
    return [(float(p[0]), float(p[1])) for p in poly]


def _edges(pts: list[Point]) -> list[tuple[Point, Point]]:
    n = len(pts)
    return [(pts[i], pts[(i + 1) % n]) for i in range(n)]


# --------------------------------------------------------------------------
# Basic measures
# --------------------------------------------------------------------------

def polygon_area(poly) -> float:
    """Absolute area of the polygon (shoelace formula)."""
    pts = _points(poly)
    twice = sum(ax * by - bx * ay for (ax, ay), (bx, by) in _edges(pts))
    return abs(twice) / 2.0


def bounding_box(poly) -> tuple[float, float, float, float]:
    """Return ``(minx, miny, maxx, maxy)``; raises ValueError if empty."""
    pts = _points(poly)
    if not pts:
        raise ValueError("bounding_box of an empty polygon")
    xs = [x for x, _ in pts]
    ys = [y for _, y in pts]
    return min(xs), min(ys), max(xs), max(ys)


def inside_rect(poly, width: float, height: float) -> bool:
    """True if every point lies in ``[0, width] x [0, height]`` (inclusive)."""
    return all(0 <= x <= width and 0 <= y <= height for x, y in _points(poly))


# --------------------------------------------------------------------------
# Simplicity
# --------------------------------------------------------------------------

def _orient(a: Point, b: Point, c: Point) -> int:
    """Sign of the turn a->b->c: 1 left, -1 right, 0 collinear (with slack)."""
    abx, aby = b[0] - a[0], b[1] - a[1]
    acx, acy = c[0] - a[0], c[1] - a[1]
    cross = abx * acy - aby * acx
    scale = math.hypot(abx, aby) * math.hypot(acx, acy)
    if abs(cross) <= _REL_EPS * scale:
        return 0
    return 1 if cross > 0 else -1


def _on_segment(a: Point, b: Point, p: Point) -> bool:
    """For p collinear with a-b: is p within the segment's bounding box?"""
    return (min(a[0], b[0]) <= p[0] <= max(a[0], b[0])
            and min(a[1], b[1]) <= p[1] <= max(a[1], b[1]))


def _segments_touch(a: Point, b: Point, c: Point, d: Point) -> bool:
    """True if closed segments a-b and c-d share at least one point."""
    o1, o2 = _orient(a, b, c), _orient(a, b, d)
    o3, o4 = _orient(c, d, a), _orient(c, d, b)
    if o1 != o2 and o3 != o4 and 0 not in (o1, o2, o3, o4):
        return True  # proper crossing
    return ((o1 == 0 and _on_segment(a, b, c))
            or (o2 == 0 and _on_segment(a, b, d))
            or (o3 == 0 and _on_segment(c, d, a))
            or (o4 == 0 and _on_segment(c, d, b)))


def _is_spike(a: Point, b: Point, c: Point) -> bool:
    """True if edges a-b and b-c are collinear and b-c turns back over a-b."""
    if _orient(a, b, c) != 0:
        return False
    dot = (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1])
    return dot < 0


def _edges_adjacent(i: int, j: int, n: int) -> bool:
    return (j - i) % n in (1, n - 1)


def self_intersection(poly) -> tuple[int, int] | None:
    """Return the indices ``(i, j)`` of two offending edges, or None if simple.

    Checked in this order (the first problem found is reported):

    * fewer than 3 points -> ``(0, 0)``;
    * zero-length edge ``i`` (repeated consecutive point) -> ``(i, i)``;
    * spike: consecutive edges ``i``, ``i+1`` collinear and doubling back
      -> ``(i, (i + 1) % n)``;
    * non-adjacent edges ``i < j`` that cross or touch -> ``(i, j)``.
    """
    pts = _points(poly)
    n = len(pts)
    if n < 3:
        return (0, 0)
    edges = _edges(pts)
    for i, (a, b) in enumerate(edges):
        if a == b:
            return (i, i)
    for i in range(n):
        if _is_spike(pts[i], pts[(i + 1) % n], pts[(i + 2) % n]):
            return (i, (i + 1) % n)
    for i in range(n):
        a, b = edges[i]
        for j in range(i + 2, n):
            if _edges_adjacent(i, j, n):
                continue
            if _segments_touch(a, b, *edges[j]):
                return (i, j)
    return None


def is_simple(poly) -> bool:
    """True if the polygon has >= 3 points and no self-intersection."""
    return self_intersection(poly) is None


# --------------------------------------------------------------------------
# Point queries
# --------------------------------------------------------------------------

def _point_segment_distance(p: Point, a: Point, b: Point) -> float:
    abx, aby = b[0] - a[0], b[1] - a[1]
    apx, apy = p[0] - a[0], p[1] - a[1]
    len2 = abx * abx + aby * aby
    t = 0.0 if len2 == 0 else max(0.0, min(1.0, (apx * abx + apy * aby) / len2))
    return math.hypot(apx - t * abx, apy - t * aby)


def _boundary_distance(p: Point, pts: list[Point]) -> float:
    return min(_point_segment_distance(p, a, b) for a, b in _edges(pts))


def _ray_parity(p: Point, pts: list[Point]) -> bool:
    """Even-odd rule: odd number of edge crossings of a ray towards +x."""
    x, y = p
    inside = False
    for (ax, ay), (bx, by) in _edges(pts):
        # Half-open rule on y so a ray through a vertex is counted once.
        if (ay > y) != (by > y):
            x_cross = ax + (y - ay) * (bx - ax) / (by - ay)
            if x < x_cross:
                inside = not inside
    return inside


def distance_to_boundary(pt, poly) -> float:
    """Shortest distance from ``pt`` to any edge of the polygon."""
    pts = _points(poly)
    if not pts:
        raise ValueError("distance_to_boundary of an empty polygon")
    return _boundary_distance((float(pt[0]), float(pt[1])), pts)


def point_in_polygon(pt, poly) -> bool:
    """True if ``pt`` is strictly inside the polygon (even-odd rule).

    Points on the boundary (within ``EPS``) count as outside.
    """
    pts = _points(poly)
    if len(pts) < 3:
        return False
    p = (float(pt[0]), float(pt[1]))
    return _ray_parity(p, pts) and _boundary_distance(p, pts) > EPS


def _signed_distance(p: Point, pts: list[Point]) -> float:
    """Distance to the boundary, negative outside (as in polylabel).

    Same rules as ``_ray_parity`` and ``_point_segment_distance``, fused into
    one loop because ``interior_point`` calls this for every search cell.
    """
    x, y = p
    inside = False
    best2 = math.inf
    ax, ay = pts[-1]
    for bx, by in pts:
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            inside = not inside
        dx, dy = bx - ax, by - ay
        len2 = dx * dx + dy * dy
        t = 0.0 if len2 == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / len2))
        ex, ey = x - ax - t * dx, y - ay - t * dy
        best2 = min(best2, ex * ex + ey * ey)
        ax, ay = bx, by
    d = math.sqrt(best2)
    return d if inside else -d


# --------------------------------------------------------------------------
# Label point (pole of inaccessibility)
# --------------------------------------------------------------------------

def _scanline_point(pts: list[Point]) -> Point | None:
    """A point guaranteed inside a simple polygon with positive area.

    A horizontal line through no vertex crosses the boundary cleanly, so the
    stretches between successive crossings alternate inside/outside; take
    the middle of the widest inside stretch.  The line is placed in the
    largest vertical gap between vertices to stay away from them.
    """
    ys = sorted({y for _, y in pts})
    if len(ys) < 2:
        return None
    _, y = max((b - a, (a + b) / 2.0) for a, b in zip(ys, ys[1:]))
    xs = sorted(ax + (y - ay) * (bx - ax) / (by - ay)
                for (ax, ay), (bx, by) in _edges(pts)
                if (ay > y) != (by > y))
    spans = [(xs[k + 1] - xs[k], (xs[k] + xs[k + 1]) / 2.0)
             for k in range(0, len(xs) - 1, 2)]
    if not spans:
        return None
    return (max(spans)[1], y)


def _cell(x: float, y: float, half: float, pts: list[Point]) -> tuple:
    """Heap entry for a square cell: (-best possible distance, d, x, y, half)."""
    d = _signed_distance((x, y), pts)
    return (-(d + half * math.sqrt(2.0)), d, x, y, half)


def interior_point(poly, precision: float | None = None) -> tuple[float, float]:
    """A point well inside the polygon, for drawing a label or token stack.

    Approximates the pole of inaccessibility (the interior point farthest from
    the boundary) with the polylabel algorithm: a best-first search over
    square cells, pruning cells that cannot beat the current best by more
    than ``precision`` (default: 1/200 of the larger bounding-box side).

    The search is seeded with a scan-line point that is always inside, so for
    any simple polygon with positive area the result satisfies
    ``point_in_polygon`` even for C/U shapes whose centroid lies outside.
    Degenerate polygons (zero area) get their bounding-box centre.
    """
    pts = _points(poly)
    minx, miny, maxx, maxy = bounding_box(pts)
    width, height = maxx - minx, maxy - miny
    seed = _scanline_point(pts) if len(pts) >= 3 else None
    if seed is None or polygon_area(pts) <= 0:
        return ((minx + maxx) / 2.0, (miny + maxy) / 2.0)
    if precision is None:
        precision = max(width, height) / 200.0
    if precision <= 0:
        raise ValueError("precision must be positive")

    best_d, best = _signed_distance(seed, pts), seed
    centre = ((minx + maxx) / 2.0, (miny + maxy) / 2.0)
    centre_d = _signed_distance(centre, pts)
    if centre_d > best_d:
        best_d, best = centre_d, centre

    # Square starting cells; capped in number for very elongated shapes.
    size = max(min(width, height), max(width, height) / 50.0)
    half = size / 2.0
    heap = [_cell(x + half, y + half, half, pts)
            for x in _frange(minx, maxx, size)
            for y in _frange(miny, maxy, size)]
    heapq.heapify(heap)
    while heap:
        neg_max, d, x, y, half = heapq.heappop(heap)
        if d > best_d:
            best_d, best = d, (x, y)
        if -neg_max - best_d <= precision:
            continue  # this cell cannot improve enough to matter
        quarter = half / 2.0
        for dx in (-quarter, quarter):
            for dy in (-quarter, quarter):
                heapq.heappush(heap, _cell(x + dx, y + dy, quarter, pts))
    return best


def _frange(start: float, stop: float, step: float) -> list[float]:
    """Cell origins covering [start, stop] (at least one)."""
    count = max(1, math.ceil((stop - start) / step))
    return [start + k * step for k in range(count)]


# --------------------------------------------------------------------------
# Shared borders between polygons
# --------------------------------------------------------------------------

def _overlap_length(a0: Point, a1: Point, b0: Point, b1: Point,
                    tolerance: float) -> float:
    """Length along which segments a and b run within ``tolerance``.

    Works in the frame of the longer segment (its direction is the more
    reliable one): b counts only if both its ends lie within tolerance of a's
    line; then the overlap is the part of b's projection that lies over a.
    """
    if _seg_len2(b0, b1) > _seg_len2(a0, a1):
        a0, a1, b0, b1 = b0, b1, a0, a1
    length = math.sqrt(_seg_len2(a0, a1))
    ux, uy = (a1[0] - a0[0]) / length, (a1[1] - a0[1]) / length
    t0 = (b0[0] - a0[0]) * ux + (b0[1] - a0[1]) * uy
    t1 = (b1[0] - a0[0]) * ux + (b1[1] - a0[1]) * uy
    lo, hi = max(0.0, min(t0, t1)), min(length, max(t0, t1))
    if hi <= lo:
        return 0.0  # only touching at a point (or no overlap at all)
    o0 = ux * (b0[1] - a0[1]) - uy * (b0[0] - a0[0])
    o1 = ux * (b1[1] - a0[1]) - uy * (b1[0] - a0[0])
    # Only a shorter edge lying along the longer one (both ends within tolerance of its
    # line) shares a border; two edges leaving a common corner at a narrow angle do not.
    if abs(o0) > tolerance or abs(o1) > tolerance:
        return 0.0
    return hi - lo


def _seg_len2(a: Point, b: Point) -> float:
    return (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2


def _edge_records(polygons: list[list[Point]], pad: float) -> list[tuple]:
    """(polygon index, a, b, padded bbox) for every non-degenerate edge."""
    records = []
    for k, pts in enumerate(polygons):
        if len(pts) < 2:
            continue
        for a, b in _edges(pts):
            if a == b:
                continue
            records.append((k, a, b,
                            min(a[0], b[0]) - pad, min(a[1], b[1]) - pad,
                            max(a[0], b[0]) + pad, max(a[1], b[1]) + pad))
    return records


def _spatial_hash(records: list[tuple], cell: float) -> dict:
    """Map grid cell -> indices of the edges whose padded bbox covers it."""
    grid = defaultdict(list)
    for idx, (_, _, _, x0, y0, x1, y1) in enumerate(records):
        for cx in range(math.floor(x0 / cell), math.floor(x1 / cell) + 1):
            for cy in range(math.floor(y0 / cell), math.floor(y1 / cell) + 1):
                grid[(cx, cy)].append(idx)
    return grid


def shared_borders(polygons: dict[str, list], min_length: float = 1.0,
                   tolerance: float = 0.5) -> set[frozenset[str]]:
    """Unordered pairs of ids whose outlines share a stretch of border.

    Two polygons share a border if some edge of one and some edge of the
    other run within ``tolerance`` of each other over a length of at least
    ``min_length`` (measured along the longer edge).  Touching at a single
    corner is not a border.  Works with identical shared vertices,
    T-junctions (a vertex of one polygon in the middle of the other's edge)
    and either orientation.

    Edges are bucketed in a spatial hash so only nearby edges are compared.
    """
    if min_length <= 0:
        raise ValueError("min_length must be positive")
    ids = list(polygons)
    pts = [_points(polygons[i]) for i in ids]
    records = _edge_records(pts, tolerance)
    if not records:
        return set()
    # Cells about one edge long: most edges land in a few cells.
    mean_len = sum(math.sqrt(_seg_len2(r[1], r[2])) for r in records) / len(records)
    cell = max(mean_len, 2.0 * tolerance, EPS)
    found: set[tuple[int, int]] = set()
    for key, bucket in _spatial_hash(records, cell).items():
        _scan_bucket(key, bucket, records, cell, min_length, tolerance, found)
    return {frozenset((ids[p], ids[q])) for p, q in found}


def _scan_bucket(key, bucket, records, cell, min_length, tolerance, found):
    """Compare the edges of one hash cell, adding bordering pairs to found."""
    for m, i in enumerate(bucket):
        ri = records[i]
        for j in bucket[m + 1:]:
            rj = records[j]
            if ri[0] == rj[0]:
                continue
            pair = (ri[0], rj[0]) if ri[0] < rj[0] else (rj[0], ri[0])
            if pair in found:
                continue
            # The boxes' intersection must be non-empty; test the pair only
            # in the cell holding its lower corner so it is tested once.
            x0, y0 = max(ri[3], rj[3]), max(ri[4], rj[4])
            if x0 > min(ri[5], rj[5]) or y0 > min(ri[6], rj[6]):
                continue
            if (math.floor(x0 / cell), math.floor(y0 / cell)) != key:
                continue
            if _overlap_length(ri[1], ri[2], rj[1], rj[2], tolerance) >= min_length:
                found.add(pair)
