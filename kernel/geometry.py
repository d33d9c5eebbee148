"""Plane geometry of a board's regions, for every game (pure Python, standard library only).

A polygon is a sequence of ``[x, y]`` points (ints or floats), closed
implicitly: the last point connects back to the first.  Edge ``i`` runs from
point ``i`` to point ``i + 1`` (mod n).

Used by the map checkers (declared adjacency vs. the outlines, overlaps), the map
generator, the renderer (label and token-stack placement) and the window's hit tests.
A hex board is a board of polygons too: `hexagon` gives one cell's outline, and
`shared_borders` finds the six neighbours of each cell as it finds any region's.
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

# The label-point search (interior_point) evaluates at most max(MIN_SEARCH_CELLS,
# SEARCH_WORK // n) cells of an n-point outline: each cell costs one pass over the points.
SEARCH_WORK = 20000
MIN_SEARCH_CELLS = 24

# The spatial hash of shared_borders holds at most this many entries per edge (plus 1,000).
HASH_CELLS_PER_EDGE = 6

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
# Hexes: a hex board is a board of polygons
# --------------------------------------------------------------------------

def hexagon(center: Sequence[float], radius: float, pointy: bool = True) -> list[Point]:
    """The outline of a regular hexagon around `center` whose corners lie `radius` from it:
    pointy-topped (a corner straight up) or flat-topped, corners clockwise on screen from the
    top (pointy) or the right (flat)."""
    cx, cy = float(center[0]), float(center[1])
    start = -90.0 if pointy else 0.0
    return [(cx + radius * math.cos(math.radians(start + 60 * k)), cy + radius * math.sin(math.radians(start + 60 * k)))
            for k in range(6)]


def hex_center(q: int, r: int, radius: float, pointy: bool = True,
               origin: Sequence[float] = (0.0, 0.0)) -> Point:
    """The center of the hex at axial coordinates (q, r) of a grid of hexagons of `radius`: the six
    neighbours of (q, r) are (q±1, r), (q, r±1), (q+1, r-1) and (q-1, r+1), and their `hexagon`
    outlines share one whole edge with its own."""
    root3 = math.sqrt(3.0)
    if pointy:
        x, y = radius * root3 * (q + r / 2.0), radius * 1.5 * r
    else:
        x, y = radius * 1.5 * q, radius * root3 * (r + q / 2.0)
    return float(origin[0]) + x, float(origin[1]) + y


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


def self_intersection(poly) -> tuple[int, int] | None:
    """Return the indices ``(i, j)`` of two offending edges, or None if simple.

    Checked in this order (the first problem found is reported):

    * fewer than 3 points, or a coordinate that is not a finite number -> ``(0, 0)``;
    * zero-length edge ``i`` (repeated consecutive point) -> ``(i, i)``;
    * spike: consecutive edges ``i``, ``i+1`` collinear and doubling back
      -> ``(i, (i + 1) % n)``;
    * a point visited twice -> the two edges ending there, ``(i, j)`` with ``i < j``;
    * non-adjacent edges that cross or touch -> ``(i, j)`` with ``i < j`` (one such pair,
      found by a sweep line in O(n log n), not necessarily the first).
    """
    pts = _points(poly)
    n = len(pts)
    if n < 3 or not all(math.isfinite(x) and math.isfinite(y) for x, y in pts):
        return (0, 0)
    for i in range(n):
        if pts[i] == pts[(i + 1) % n]:
            return (i, i)
    for i in range(n):
        if _is_spike(pts[i], pts[(i + 1) % n], pts[(i + 2) % n]):
            return (i, (i + 1) % n)
    seen: dict[Point, int] = {}
    for k, p in enumerate(pts):
        j = seen.setdefault(p, k)
        if j != k:
            a, b = (j - 1) % n, (k - 1) % n
            return (min(a, b), max(a, b))
    return _sweep(pts)


def _sweep(pts: list[Point]) -> tuple[int, int] | None:
    """Two non-adjacent edges that cross or touch, or None (Shamos-Hoey).

    The points are distinct and no two consecutive edges overlap (checked before), so
    consecutive edges meet exactly at their shared point and every other meeting is a
    fault. Events are the edges' ends in (x, y) order (a sweep line turned a hair, so
    vertical edges need no special case), removals before insertions at one point. The
    edges crossing the sweep line are kept in a list ordered bottom to top; an edge is
    tested against its neighbours when it comes in and the two neighbours of a leaving
    edge against each other. The first meeting point of two forbidden edges is always
    preceded by a moment when two forbidden edges through it are neighbours, so one
    is found if there is any.
    """
    n = len(pts)
    lo_pt: list[Point] = []
    hi_pt: list[Point] = []
    events = []
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        if b < a:
            a, b = b, a
        lo_pt.append(a)
        hi_pt.append(b)
        events.append((a, 1, i))    # 1: comes in
        events.append((b, 0, i))    # 0: leaves (first, at a shared point)
    events.sort()

    def meet(e: int, f: int) -> bool:
        if (e - f) % n in (1, n - 1):
            return False            # consecutive: they share one point, as they must
        a, b, c, d = lo_pt[e], hi_pt[e], lo_pt[f], hi_pt[f]
        if b[0] < c[0] or d[0] < a[0]:
            return False
        if max(a[1], b[1]) < min(c[1], d[1]) or max(c[1], d[1]) < min(a[1], b[1]):
            return False
        return _segments_touch(a, b, c, d)

    status: list[int] = []
    for p, comes_in, e in events:
        if not comes_in:
            k = status.index(e)
            if 0 < k < len(status) - 1 and meet(status[k - 1], status[k + 1]):
                return _pair(status[k - 1], status[k + 1])
            del status[k]
            continue
        px, py = p
        far = hi_pt[e]
        low, high = 0, len(status)
        while low < high:
            mid = (low + high) // 2
            t = status[mid]
            (ax, ay), b = lo_pt[t], hi_pt[t]
            abx, aby = b[0] - ax, b[1] - ay
            apx, apy = px - ax, py - ay
            cross = abx * apy - aby * apx
            if abs(cross) <= _REL_EPS * (abs(abx) + abs(aby)) * (abs(apx) + abs(apy)):
                # p lies on t's line: on t itself it is a meeting, unless t is e's neighbour
                # (then p is their shared point and e's other end says which side e goes)
                if meet(e, t):
                    return _pair(e, t)
                if cross == 0 or (e - t) % n in (1, n - 1):
                    side = _orient(lo_pt[t], b, far) or 1
                else:
                    side = 1 if cross > 0 else -1
            else:
                side = 1 if cross > 0 else -1
            if side > 0:
                low = mid + 1
            else:
                high = mid
        status.insert(low, e)
        if low > 0 and meet(status[low - 1], e):
            return _pair(status[low - 1], e)
        if low + 1 < len(status) and meet(status[low + 1], e):
            return _pair(status[low + 1], e)
    return None


def _pair(e: int, f: int) -> tuple[int, int]:
    return (e, f) if e < f else (f, e)


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
    Degenerate polygons (zero area) get their bounding-box centre, and so do polygons
    whose coordinates are not finite or so large that their differences overflow.

    The work is bounded: at most ``max(MIN_SEARCH_CELLS, SEARCH_WORK // n)`` cells
    (each costs a pass over the n points), so a 2,000-point outline is settled in a
    few dozen cells; the best point found by then is returned.
    """
    pts = _points(poly)
    minx, miny, maxx, maxy = bounding_box(pts)
    centre = (minx / 2.0 + maxx / 2.0, miny / 2.0 + maxy / 2.0)
    width, height = maxx - minx, maxy - miny
    if not all(math.isfinite(v) for v in (minx, miny, maxx, maxy, width, height)):
        return centre
    seed = _scanline_point(pts) if len(pts) >= 3 else None
    area = polygon_area(pts)
    if seed is None or not math.isfinite(area) or area <= 0 or not all(math.isfinite(v) for v in seed):
        return centre
    if precision is None:
        precision = max(width, height) / 200.0
    if not precision > 0:
        raise ValueError("precision must be positive")
    budget = max(MIN_SEARCH_CELLS, SEARCH_WORK // len(pts))

    best_d, best = _signed_distance(seed, pts), seed
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
    budget -= len(heap)
    while heap:
        neg_max, d, x, y, half = heapq.heappop(heap)
        if d > best_d:
            best_d, best = d, (x, y)
        if -neg_max - best_d <= precision:
            continue  # this cell cannot improve enough to matter
        if budget < 4:
            break     # the work allowed for one outline is done: keep the best so far
        budget -= 4
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


def _hash_cell(records: list[tuple], cell: float) -> float:
    """The cell size to use: `cell`, or larger so that the hash holds at most
    HASH_CELLS_PER_EDGE entries per edge (a few long edges among many short ones
    would otherwise cover hundreds of millions of cells).

    An edge whose padded box is w by h covers at most (w/c + 2)(h/c + 2) cells of
    side c, so all of them at most A/c² + 2B/c + 4E (A = Σ w·h, B = Σ (w + h),
    E edges); the smallest c keeping that within the limit solves a quadratic.
    """
    edges = len(records)
    limit = HASH_CELLS_PER_EDGE * edges + 1000
    area = sum((r[5] - r[3]) * (r[6] - r[4]) for r in records)
    span = sum((r[5] - r[3]) + (r[6] - r[4]) for r in records)
    if area / (cell * cell) + 2 * span / cell + 4 * edges <= limit:
        return cell
    # largest u = 1/c with area·u² + 2·span·u + 4·edges - limit <= 0
    room = limit - 4 * edges        # > 0 while HASH_CELLS_PER_EDGE > 4
    if room <= 0 or span <= 0:
        return max(cell, max(r[5] for r in records) - min(r[3] for r in records),
                   max(r[6] for r in records) - min(r[4] for r in records))
    u = (-span + math.sqrt(span * span + area * room)) / area if area > 0 else room / (2 * span)
    return max(cell, 1.0 / u) * (1 + 1e-9)


class TooComplex(ValueError):
    """The outlines pile too many edges on top of one another to be compared in time."""


def shared_borders(polygons: dict[str, list], min_length: float = 1.0,
                   tolerance: float = 0.5, max_tests: int | None = None) -> set[frozenset[str]]:
    """Unordered pairs of ids whose outlines share a stretch of border.

    Two polygons share a border if some edge of one and some edge of the
    other run within ``tolerance`` of each other over a length of at least
    ``min_length`` (measured along the longer edge).  Touching at a single
    corner is not a border.  Works with identical shared vertices,
    T-junctions (a vertex of one polygon in the middle of the other's edge)
    and either orientation.

    Edges are bucketed in a spatial hash of bounded size so only nearby edges
    of different polygons are compared.  With ``max_tests``, more pairs of edges
    to compare than that (outlines lying across one another by the thousand)
    raise TooComplex instead of taking minutes.
    """
    if min_length <= 0:
        raise ValueError("min_length must be positive")
    ids = list(polygons)
    pts = [_points(polygons[i]) for i in ids]
    # An edge shorter than min_length cannot share that much border with anything (the
    # overlap is at most the shorter edge's length): finely cut outlines cost nothing.
    shortest = min_length * (1 - 1e-9)
    records = [r for r in _edge_records(pts, tolerance) if _seg_len2(r[1], r[2]) >= shortest * shortest]
    if not records:
        return set()
    # Cells about one edge long: most edges land in a few cells.
    mean_len = sum(math.sqrt(_seg_len2(r[1], r[2])) for r in records) / len(records)
    cell = _hash_cell(records, max(mean_len, 2.0 * tolerance, EPS))
    found: set[tuple[int, int]] = set()
    budget = [math.inf if max_tests is None else max_tests]
    for key, bucket in _spatial_hash(records, cell).items():
        _scan_bucket(key, bucket, records, cell, min_length, tolerance, found, budget)
    return {frozenset((ids[p], ids[q])) for p, q in found}


def _scan_bucket(key, bucket, records, cell, min_length, tolerance, found, budget):
    """Compare the edges of different polygons in one hash cell, adding bordering pairs to found."""
    groups: dict[int, list[int]] = {}
    for i in bucket:
        groups.setdefault(records[i][0], []).append(i)
    if len(groups) < 2:
        return      # one outline's edges only: most cells
    owners = sorted(groups)
    for a, p in enumerate(owners):
        for q in owners[a + 1:]:
            if (p, q) in found:
                continue
            budget[0] -= len(groups[p]) * len(groups[q])
            if budget[0] < 0:
                raise TooComplex("too many edges of different outlines lie on top of one another")
            if _groups_border(key, groups[p], groups[q], records, cell, min_length, tolerance):
                found.add((p, q))


def _groups_border(key, edges_p, edges_q, records, cell, min_length, tolerance):
    for i in edges_p:
        ri = records[i]
        for j in edges_q:
            rj = records[j]
            # The boxes' intersection must be non-empty; test the pair only
            # in the cell holding its lower corner so it is tested once.
            x0, y0 = max(ri[3], rj[3]), max(ri[4], rj[4])
            if x0 > min(ri[5], rj[5]) or y0 > min(ri[6], rj[6]):
                continue
            if (math.floor(x0 / cell), math.floor(y0 / cell)) != key:
                continue
            if _overlap_length(ri[1], ri[2], rj[1], rj[2], tolerance) >= min_length:
                return True
    return False


# --------------------------------------------------------------------------
# Outlines lying over one another
# --------------------------------------------------------------------------

# overlapping_regions scans the outlines along horizontal lines: at least OVERLAP_LINES across the
# lowest outline, at most OVERLAP_MAX_LINES across them all, and at most OVERLAP_MAX_CROSSINGS
# edge crossings in all (outlines that zigzag over the whole map get fewer lines, not more time).
OVERLAP_LINES = 24
OVERLAP_MAX_LINES = 4096
OVERLAP_MAX_CROSSINGS = 200_000
OVERLAP_MAX_WORK = 1_000_000    # pairs credited with a stretch of line: more is outlines piled by the dozen


def overlapping_regions(polygons: dict[str, list], sliver: float = 0.5,
                        share: float = 0.01) -> list[tuple[str, str, float]]:
    """Pairs of simple outlines whose interiors overlap by more than a sliver: ``(id, id, share)``
    with the part of the smaller one's area that lies inside both (about: 1.0 for identical outlines).

    A border drawn twice, a little off, is not an overlap: the shared area must be more than
    ``share`` of the smaller outline's area and more than ``sliver`` times its perimeter (a band
    wider than ``sliver`` all round). The area is measured along evenly spaced horizontal lines:
    on each, every outline covers the stretches between its crossings taken two by two (even-odd),
    and a stretch covered by two outlines counts for both. The work is bounded whatever the
    outlines: outlines piled so deep that OVERLAP_MAX_WORK pairs get a stretch raise TooComplex.
    """
    ids = list(polygons)
    pts = [_points(polygons[i]) for i in ids]
    shapes, lows, highs, climb = [], [], [], 0.0
    for k, p in enumerate(pts):
        ys = [y for _, y in p]
        if len(p) < 3 or not math.isfinite(sum(ys) + sum(x for x, _ in p)):    # inf, NaN or overflowing
            continue
        low, high = min(ys), max(ys)
        if high > low:
            shapes.append(k)
            lows.append(low)
            highs.append(high)
            climb += sum(abs(b - a) for a, b in zip(ys, ys[1:] + ys[:1]))     # crossings times the step
    if len(shapes) < 2:
        return []
    top, span = min(lows), max(highs) - min(lows)
    lowest = min(high - low for low, high in zip(lows, highs))
    step = max(lowest / OVERLAP_LINES, span / OVERLAP_MAX_LINES, climb / OVERLAP_MAX_CROSSINGS)
    count = max(1, math.ceil(span / step))
    step = span / count
    lines = [top + (k + 0.5) * step for k in range(count)]
    rows: list[list[tuple[float, int]]] = [[] for _ in lines]
    for k in shapes:
        p = pts[k]
        for (ax, ay), (bx, by) in zip(p, p[1:] + p[:1]):
            if ay == by:
                continue
            lo, hi = (ay, by) if ay < by else (by, ay)
            # the lines with lo <= y < hi, as _ray_parity counts a crossing (one at a shared vertex)
            line = min(count, max(0, math.ceil((lo - top) / step - 0.5)))
            while line > 0 and lines[line - 1] >= lo:
                line -= 1
            while line < count and lines[line] < lo:
                line += 1
            if line == count or lines[line] >= hi:
                continue        # a short edge between two lines: most edges of a finely cut outline
            slope = (bx - ax) / (by - ay)
            while line < count and lines[line] < hi:
                rows[line].append((ax + (lines[line] - ay) * slope, k))
                line += 1
    covered = _covered_twice(rows, OVERLAP_MAX_WORK)
    areas = {k: polygon_area(pts[k]) for k in {k for pair in covered for k in pair}}
    rims = {k: sum(math.sqrt(_seg_len2(a, b)) for a, b in _edges(pts[k])) for k in areas}
    found = []
    for (p, q), length in sorted(covered.items()):
        area = length * step
        smaller, rim = min(areas[p], areas[q]), min(rims[p], rims[q])
        if smaller > 0 and area > share * smaller and area > sliver * rim:
            found.append((ids[p], ids[q], min(1.0, area / smaller)))
    return found


def _covered_twice(rows: list[list[tuple[float, int]]], max_work: int) -> dict[tuple[int, int], float]:
    """(outline, outline) -> the length of the lines' stretches inside both; `rows` holds each line's
    crossings (x, outline). TooComplex once more than `max_work` pairs were credited."""
    covered: dict[tuple[int, int], float] = defaultdict(float)
    work = 0
    for row in rows:
        row.sort()
        inside: list[int] = []
        last = 0.0
        for x, k in row:
            if len(inside) > 1 and x > last:
                work += len(inside) * (len(inside) - 1) // 2
                if work > max_work:
                    raise TooComplex("too many outlines lie on top of one another")
                for a, p in enumerate(inside):
                    for q in inside[a + 1:]:
                        covered[(p, q) if p < q else (q, p)] += x - last
            if k in inside:
                inside.remove(k)
            else:
                inside.append(k)
            last = x
    return covered

