#!/usr/bin/env python3
"""Regenerate the shipped maps (maps/<id>.json) from hand-made data.

    .venv/bin/python maps/tools/generate_maps.py            # all maps
    .venv/bin/python maps/tools/generate_maps.py two-rivers  # only some

The data lives in ``map_data.py`` beside this script: for every region a name,
a terrain, its features, the lost-tribe flag and one or more hand-placed seed
points. The outlines are made from those seeds, deterministically:

1. the seeds cut the board into Voronoi cells (land seeds are nudged a little
   towards the centre of their cell, a partial Lloyd relaxation, so sizes even
   out while the hand-placed layout stays recognisable);
2. cells of the same region (a sea drawn with several seeds) are merged;
3. borders shorter than ``MIN_BORDER`` px between two regions are collapsed
   into a corner, so two regions either clearly share a border or clearly do
   not;
4. kinks left by merged cells are smoothed along each border, lake corners
   are pulled towards a circle, and every corner is jittered a little;
5. every border gets seeded bulges and a hand-drawn wobble (more on coasts,
   lake shores bulge outwards), then the whole board is bent by one smooth
   warp field (calm around lakes; points on the board edge slide along it).
   A border is made once and used, reversed, by both of its regions, so
   neighbours share exactly the same vertices. Borders are calmed and
   re-made until every outline is simple, has 12-40 points and no corner
   sharper than ``MIN_ANGLE``;
6. coordinates are rounded to whole pixels; anchors (the point farthest from
   the outline), ``border`` flags and the ``adjacent`` list (from
   ``games.smallworld.model.geometry.shared_borders``) are computed from the final
   outlines.

The generated JSON is the source of truth: modders edit it directly. Running
this script again overwrites the maps listed in ``map_data.MAPS``.
"""

from __future__ import annotations

import json
import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for _p in (ROOT, HERE):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import map_data  # noqa: E402

from kernel import geometry  # noqa: E402

W, H = 1600, 1000
MERGE_EPS = 0.5          # Voronoi vertices closer than this are one vertex
MIN_BORDER = 34.0        # shorter borders between regions become a corner
JITTER = 14.0            # how far corners move (at most)
LAND_STEP = 26.0         # subdivide until segments are shorter than this
COAST_STEP = 20.0
MIN_POINTS, MAX_POINTS = 12, 40
MIN_ANGLE = 35.0         # sharpest corner allowed in any outline (degrees)
WARP = 40.0              # amplitude (px) of the smooth warp of the whole board

TERRAIN_NAMES = {
    "farm": "farmland", "forest": "forest", "hill": "hill", "swamp": "swamp",
    "mount": "mountain", "sea": "sea", "lake": "lake",
}
WATER = {"sea", "lake"}


class MapError(Exception):
    pass


# ---------------------------------------------------------------------------
# Voronoi cells by half-plane clipping (a handful of seeds: O(n^2) is fine)
# ---------------------------------------------------------------------------

def _clip(poly, ax, ay, b):
    """Keep the part of convex ``poly`` where ax*x + ay*y <= b."""
    out = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp = ax * p[0] + ay * p[1] - b
        fq = ax * q[0] + ay * q[1] - b
        if fp <= 0:
            out.append(p)
        if (fp < 0 < fq) or (fq < 0 < fp):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def voronoi(seeds):
    cells = []
    for i, (sx, sy) in enumerate(seeds):
        poly = [(0.0, 0.0), (W, 0.0), (W, H), (0.0, H)]
        for j, (tx, ty) in enumerate(seeds):
            if i != j:
                poly = _clip(poly, tx - sx, ty - sy,
                             (tx * tx + ty * ty - sx * sx - sy * sy) / 2.0)
        cells.append(poly)
    return cells


def centroid(poly):
    a = cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        c = x0 * y1 - x1 * y0
        a += c
        cx += (x0 + x1) * c
        cy += (y0 + y1) * c
    return cx / (3 * a), cy / (3 * a)


def signed_area(poly):
    n = len(poly)
    return sum(poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1]
               for i in range(n)) / 2.0


# ---------------------------------------------------------------------------
# The planar graph of region outlines
# ---------------------------------------------------------------------------

def on_board_side(p):
    """Which sides of the board the point lies on (set of 'l','r','t','b')."""
    sides = set()
    if abs(p[0]) < 1e-6:
        sides.add("l")
    if abs(p[0] - W) < 1e-6:
        sides.add("r")
    if abs(p[1]) < 1e-6:
        sides.add("t")
    if abs(p[1] - H) < 1e-6:
        sides.add("b")
    return sides


class Outline:
    """Region cycles over shared vertex ids: the map's planar graph."""

    def __init__(self, pts, cycles, water, lake):
        self.pts = pts            # vertex id -> [x, y]
        self.cycles = cycles      # region index -> [vertex ids], positive area
        self.water = water        # region index -> bool
        self.lake = lake          # region index -> bool

    def directed(self):
        d = {}
        for r, cyc in enumerate(self.cycles):
            n = len(cyc)
            for i in range(n):
                d[(cyc[i], cyc[(i + 1) % n])] = r
        return d

    def chains(self):
        """Runs of each region's outline between junction vertices.

        Yields (region, other region or None for the board edge, [ids]).
        """
        d = self.directed()
        around = {}
        for (u, v), r in d.items():
            around.setdefault(u, set()).add(r)
            around.setdefault(v, set()).add(r)
            if (v, u) not in d:
                around[u].add(None)
                around[v].add(None)
        result = []
        for r, cyc in enumerate(self.cycles):
            n = len(cyc)
            junction = [len(around[v]) >= 3 or len(on_board_side(self.pts[v])) == 2 for v in cyc]
            if not any(junction):
                raise MapError(f"region {r} has no junction (an island inside one region?)")
            start = junction.index(True)
            run = [cyc[start]]
            for k in range(1, n + 1):
                i = (start + k) % n
                run.append(cyc[i])
                if junction[i]:
                    other = d.get((run[1], run[0]))
                    result.append((r, other, run))
                    run = [cyc[i]]
        return result


def build_outline(spec):
    """Voronoi cells of the seeds, merged into one cycle per region."""
    seeds, owner = [], []
    for r, reg in enumerate(spec["regions"]):
        for s in reg["seeds"]:
            seeds.append((float(s[0]), float(s[1])))
            owner.append(r)
    water = [TERRAIN_NAMES[reg["terrain"]] in WATER for reg in spec["regions"]]

    # Partial Lloyd relaxation of land seeds; water seeds stay where drawn.
    for _ in range(spec.get("relax", 1)):
        cells = voronoi(seeds)
        moved = []
        for i, s in enumerate(seeds):
            if water[owner[i]]:
                moved.append(s)
            else:
                c = centroid(cells[i])
                f = spec.get("relax_factor", 0.5)
                moved.append((s[0] + f * (c[0] - s[0]), s[1] + f * (c[1] - s[1])))
        seeds = moved

    cells = voronoi(seeds)
    pts = []

    def vid(p):
        for k, q in enumerate(pts):
            if abs(q[0] - p[0]) < MERGE_EPS and abs(q[1] - p[1]) < MERGE_EPS:
                return k
        # Snap to the board edge so board vertices stay exactly on it.
        x = 0.0 if abs(p[0]) < 1e-6 else (float(W) if abs(p[0] - W) < 1e-6 else p[0])
        y = 0.0 if abs(p[1]) < 1e-6 else (float(H) if abs(p[1] - H) < 1e-6 else p[1])
        pts.append([x, y])
        return len(pts) - 1

    cell_cycles = []
    for poly in cells:
        ids = []
        for p in poly:
            k = vid(p)
            if not ids or ids[-1] != k:
                ids.append(k)
        while len(ids) > 1 and ids[0] == ids[-1]:
            ids.pop()
        cell_cycles.append(ids)

    edge_cell = {}
    for c, cyc in enumerate(cell_cycles):
        for i in range(len(cyc)):
            edge_cell[(cyc[i], cyc[(i + 1) % len(cyc)])] = c
    cycles = []
    for r in range(len(spec["regions"])):
        nxt = {}
        for c, cyc in enumerate(cell_cycles):
            if owner[c] != r:
                continue
            for i in range(len(cyc)):
                u, v = cyc[i], cyc[(i + 1) % len(cyc)]
                other = edge_cell.get((v, u))
                if other is None or owner[other] != r:
                    if u in nxt:
                        raise MapError(f"{spec['id']}: region {r} pinches at a vertex")
                    nxt[u] = v
        start = min(nxt)
        cyc = [start]
        while nxt[cyc[-1]] != start:
            cyc.append(nxt[cyc[-1]])
            if len(cyc) > len(nxt):
                raise MapError(f"{spec['id']}: region {r} outline does not close")
        if len(cyc) != len(nxt):
            raise MapError(f"{spec['id']}: region {r} ({spec['regions'][r]['name']}) "
                           "is not one piece or has a hole")
        cycles.append(cyc)
    lake = [reg["terrain"] == "lake" for reg in spec["regions"]]
    return Outline(pts, cycles, water, lake), seeds


def collapse_short_borders(outline, warn):
    """Turn borders shorter than MIN_BORDER between two regions into corners."""
    while True:
        short = None
        for r, other, run in outline.chains():
            if other is None or other < r:
                continue
            length = sum(math.dist(outline.pts[run[i]], outline.pts[run[i + 1]])
                         for i in range(len(run) - 1))
            if length < MIN_BORDER:
                short = (run, length, r, other)
                break
        if short is None:
            return
        run, length, r, other = short
        a, b = outline.pts[run[0]], outline.pts[run[-1]]
        sa, sb = on_board_side(a), on_board_side(b)
        if sa and sb:
            raise MapError(f"short border {r}/{other} with both ends on the board edge")
        target = a if sa else b if sb else [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
        keep = run[0]
        outline.pts[keep] = list(target)
        gone = set(run[1:])
        new_cycles = []
        for cyc in outline.cycles:
            ids = []
            for v in cyc:
                v = keep if v in gone else v
                if not ids or ids[-1] != v:
                    ids.append(v)
            while len(ids) > 1 and ids[0] == ids[-1]:
                ids.pop()
            if len(ids) < 3:
                raise MapError("collapsing a short border destroyed a region")
            new_cycles.append(ids)
        outline.cycles = new_cycles
        warn(f"collapsed a {length:.0f}px border between regions {r} and {other} into a corner")


# ---------------------------------------------------------------------------
# Wiggly borders
# ---------------------------------------------------------------------------

def smooth_chains(outline, rounds=3):
    """Round off the kinks a border inherits from merged cells (sea coasts).

    A border between two regions may pass through corners of the cells that
    were merged into one region; those corners are moved towards the middle
    of their neighbours along the border, so a coast curves instead of
    turning at Voronoi angles. Junctions (three regions) stay where they are.
    """
    done = set()
    for _r, other, run in outline.chains():
        if other is None or len(run) < 3:
            continue
        key = (min(run[0], run[-1]), max(run[0], run[-1]), frozenset(run))
        if key in done:
            continue
        done.add(key)
        for _ in range(rounds):
            pts = [list(outline.pts[v]) for v in run]
            for i in range(1, len(run) - 1):
                p = outline.pts[run[i]]
                p[0] = 0.5 * pts[i][0] + 0.25 * (pts[i - 1][0] + pts[i + 1][0])
                p[1] = 0.5 * pts[i][1] + 0.25 * (pts[i - 1][1] + pts[i + 1][1])


def round_lakes(outline, share=0.65):
    """Pull each lake's corners towards a common radius: a round lake, not a cell."""
    for r, cyc in enumerate(outline.cycles):
        if not outline.lake[r]:
            continue
        pts = [outline.pts[v] for v in cyc]
        cx, cy = centroid(pts)
        radius = sum(math.dist(p, (cx, cy)) for p in pts) / len(pts)
        for p in pts:
            if on_board_side(p):
                continue
            d = math.dist(p, (cx, cy))
            f = 1 - share + share * radius / d
            p[0], p[1] = cx + (p[0] - cx) * f, cy + (p[1] - cy) * f


def jitter_vertices(outline, map_id):
    seg_min = {}
    for cyc in outline.cycles:
        for i in range(len(cyc)):
            u, v = cyc[i], cyc[(i + 1) % len(cyc)]
            d = math.dist(outline.pts[u], outline.pts[v])
            seg_min[u] = min(seg_min.get(u, 1e9), d)
            seg_min[v] = min(seg_min.get(v, 1e9), d)
    for k, p in enumerate(outline.pts):
        if k not in seg_min:
            continue
        sides = on_board_side(p)
        if len(sides) == 2:
            continue  # a board corner
        rng = random.Random(f"{map_id}/jitter/{k}")
        r = min(JITTER, 0.2 * seg_min[k])
        if sides:
            shift = rng.uniform(-r, r)
            if sides & {"l", "r"}:
                p[1] = min(H - 1.0, max(1.0, p[1] + shift))
            else:
                p[0] = min(W - 1.0, max(1.0, p[0] + shift))
        else:
            ang = rng.uniform(0, 2 * math.pi)
            rad = r * math.sqrt(rng.random())
            p[0] += rad * math.cos(ang)
            p[1] += rad * math.sin(ang)


def interior_angle(a, p, b):
    """Interior angle (degrees) at p of a positively oriented polygon a-p-b."""
    v1 = (b[0] - p[0], b[1] - p[1])
    v2 = (a[0] - p[0], a[1] - p[1])
    ang = math.degrees(math.atan2(v1[0] * v2[1] - v1[1] * v2[0], v1[0] * v2[0] + v1[1] * v2[1]))
    return ang % 360.0


def _round(p):
    return (int(round(p[0])), int(round(p[1])))


def curve(a, b, coast, calm, step, rng, bulge=0):
    """Interior points of one border from a to b: a few gentle bulges plus a
    little hand-drawn wobble (more on coasts). ``bulge`` forces the side of
    the main bulge (+1: towards the left normal of a->b; used to round lake
    shores into arcs), 0 picks it at random.
    """
    length = math.dist(a, b)
    n = max(1, math.ceil(length / step))
    nx, ny = -(b[1] - a[1]) / length, (b[0] - a[0]) / length
    if coast:
        a1, a2, a3, wobble = 0.13, 0.07, 0.045, 0.32
    else:
        a1, a2, a3, wobble = 0.10, 0.05, 0.02, 0.22
    side = bulge or rng.choice((-1, 1))
    c1 = side * (rng.uniform(0.6, 1.0) * 0.16 if bulge else rng.uniform(0.35, 1.0) * a1)
    c2 = rng.uniform(-1.0, 1.0) * a2
    c3 = rng.uniform(-1.0, 1.0) * a3
    out = []
    for i in range(1, n):
        t = (i + rng.uniform(-0.2, 0.2)) / n
        off = length * (c1 * math.sin(math.pi * t) + c2 * math.sin(2 * math.pi * t)
                        + c3 * math.sin(3 * math.pi * t))
        off += rng.uniform(-1.0, 1.0) * wobble * length / n
        off *= calm
        out.append((a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off))
    return out


class Warp:
    """A smooth, seeded displacement field over the whole board.

    Every point of every outline is moved by the same field, so shared
    vertices stay shared; the straight Voronoi borders become gentle curves.
    The field's component across a board side fades to zero near that side,
    so points on the board edge slide along it and the corners stay put.
    """

    def __init__(self, map_id, amplitude, still=()):
        self.still = list(still)   # (x, y, radius): calm discs (round lakes stay round)
        rng = random.Random(f"{map_id}/warp")
        self.waves = []
        for wavelength, share in ((520.0, 0.6), (260.0, 0.28), (140.0, 0.12)):
            for axis in (0, 1):
                ang = rng.uniform(0, 2 * math.pi)
                k = 2 * math.pi / wavelength
                self.waves.append((axis, amplitude * share, k * math.cos(ang),
                                   k * math.sin(ang), rng.uniform(0, 2 * math.pi)))

    @staticmethod
    def _fade(d):
        t = max(0.0, min(1.0, d / 140.0))
        return t * t * (3 - 2 * t)

    def __call__(self, p):
        x, y = p
        d = [0.0, 0.0]
        for axis, amp, kx, ky, ph in self.waves:
            d[axis] += amp * math.sin(kx * x + ky * y + ph)
        calm = 1.0
        for cx, cy, radius in self.still:
            t = max(0.0, min(1.0, (math.dist((x, y), (cx, cy)) - 0.8 * radius) / (1.5 * radius)))
            calm = min(calm, t * t * (3 - 2 * t))
        dx = d[0] * calm * self._fade(min(x, W - x))
        dy = d[1] * calm * self._fade(min(y, H - y))
        return (x + dx, y + dy)


def wiggle(outline, spec, warn, checked=None):
    """Polygons with noisy shared borders; retries with calmer noise on failure.

    `checked`: the regions whose outlines must pass the checks (point count, simple, no
    needle corners); default all (generate_worlds.py passes an island's own regions)."""
    map_id = spec["id"]
    still = []
    for r, cyc in enumerate(outline.cycles):
        if outline.lake[r]:
            pts = [outline.pts[v] for v in cyc]
            cx, cy = centroid(pts)
            still.append((cx, cy, sum(math.dist(p, (cx, cy)) for p in pts) / len(pts)))
    warp = Warp(map_id, spec.get("warp", WARP), still)
    corners = [_round(warp(p)) for p in outline.pts]
    d = outline.directed()
    segs = {}
    for (u, v), r in d.items():
        key = (min(u, v), max(u, v))
        if key in segs:
            continue
        other = d.get((v, u))
        if other is None:
            continue  # board edge: straight
        coast = outline.water[r] != outline.water[other]
        # Lake shores bulge away from the lake: a round lake, not a polygon.
        bulge = 0
        if outline.lake[r] or outline.lake[other]:
            owner = r if u < v else other   # the region left of key[0] -> key[1]
            bulge = -1 if outline.lake[owner] else 1
        segs[key] = {"coast": coast, "calm": 1.0, "step": 1.0, "bulge": bulge}

    def make(key):
        s = segs[key]
        rng = random.Random(f"{map_id}/edge/{key[0]}/{key[1]}")
        step = (COAST_STEP if s["coast"] else LAND_STEP) * s["step"]
        out = curve(outline.pts[key[0]], outline.pts[key[1]], s["coast"], s["calm"],
                    step, rng, s["bulge"])
        s["points"] = [_round(warp(p)) for p in out]

    for key in segs:
        make(key)

    for _attempt in range(60):
        polys, origin = [], []
        for cyc in outline.cycles:
            poly, org = [], []
            for i in range(len(cyc)):
                u, v = cyc[i], cyc[(i + 1) % len(cyc)]
                key = (min(u, v), max(u, v))
                inner = segs[key]["points"] if key in segs else []
                if u > v:
                    inner = inner[::-1]
                poly.append(corners[u])
                poly.extend(inner)
                # org[i]: the graph segment that edge i (point i -> i+1) belongs to
                org.extend([key if key in segs else None] * (1 + len(inner)))
            polys.append(poly)
            origin.append(org)
        changed = set()
        for r, (poly, org) in enumerate(zip(polys, origin)):
            if checked is not None and r not in checked:
                continue
            n = len(poly)
            cyc = outline.cycles[r]
            keys = [(min(cyc[i], cyc[(i + 1) % len(cyc)]), max(cyc[i], cyc[(i + 1) % len(cyc)]))
                    for i in range(len(cyc))]
            noisy = [k for k in keys if k in segs]
            if n > MAX_POINTS:
                for k in noisy:
                    segs[k]["step"] *= 1.15
                    changed.add(k)
            elif n < MIN_POINTS:
                for k in noisy:
                    segs[k]["step"] *= 0.85
                    changed.add(k)
            bad = geometry.self_intersection(poly)
            if bad is not None:
                for e in bad:
                    for k in (org[e], org[(e + 1) % n], org[(e - 1) % n]):
                        if k is not None:
                            segs[k]["calm"] *= 0.7
                            changed.add(k)
                if not any(org[e] for e in bad):
                    raise MapError(f"{map_id}: region {r} not simple even with straight borders")
            # No needle-sharp corners: they read badly and make two regions
            # that meet at a corner look (and measure) as if they touched.
            for i in range(n):
                if interior_angle(poly[i - 1], poly[i], poly[(i + 1) % n]) < MIN_ANGLE:
                    for k in (org[i - 1], org[i]):
                        if k is not None:
                            segs[k]["calm"] *= 0.8
                            changed.add(k)
        if not changed:
            outline.segs = segs
            return polys
        for k in changed:
            make(k)
    raise MapError(f"{map_id}: could not make simple polygons")


# ---------------------------------------------------------------------------
# Assembling the map document
# ---------------------------------------------------------------------------

def region_facts(polys):
    """Board contact per region from the final outlines."""
    touches = []
    for poly in polys:
        n = len(poly)
        t = False
        for i in range(n):
            a, b = poly[i], poly[(i + 1) % n]
            sa, sb = on_board_side(a), on_board_side(b)
            if sa & sb and a != b:
                t = True
        touches.append(t)
    return touches


def build_map(spec, warn=print):
    outline, seeds = build_outline(spec)
    collapse_short_borders(outline, warn)
    smooth_chains(outline)
    round_lakes(outline)
    jitter_vertices(outline, spec["id"])
    polys = wiggle(outline, spec, warn)
    regs = spec["regions"]
    ids = [f"r{i + 1:02d}" for i in range(len(regs))]
    terrains = [TERRAIN_NAMES[r["terrain"]] for r in regs]
    shapes = {ids[i]: [list(p) for p in polys[i]] for i in range(len(regs))}
    pairs = geometry.shared_borders(shapes)
    adjacent = sorted(tuple(sorted(p)) for p in pairs)
    neighbours = {i: set() for i in ids}
    for a, b in adjacent:
        neighbours[a].add(b)
        neighbours[b].add(a)
    touches = dict(zip(ids, region_facts(polys)))
    edge_seas = {ids[i] for i in range(len(regs)) if terrains[i] == "sea" and touches[ids[i]]}
    regions = []
    for i, reg in enumerate(regs):
        rid = ids[i]
        poly = shapes[rid]
        if geometry.polygon_area(poly) <= 0:
            raise MapError(f"{spec['id']}: {rid} has no area")
        ax, ay = geometry.interior_point(poly, precision=0.5)
        anchor = [round(ax), round(ay)]
        if not geometry.point_in_polygon(anchor, poly):
            anchor = [ax, ay]
        if terrains[i] in WATER:
            border = touches[rid]
        else:
            border = touches[rid] or bool(neighbours[rid] & edge_seas)
        feats = [f for f in reg.get("features", "").split("+") if f]
        out = {
            "id": rid,
            "name": reg["name"],
            **({"names": {"ru": reg["ru"]}} if "ru" in reg else {}),
            "terrain": terrains[i],
            "features": feats,
            "lost_tribe": bool(reg.get("lost_tribe", False)),
            "border": border,
            "polygon": poly,
            "anchor": anchor,
        }
        regions.append(out)
    doc = {
        "format": "smallworld-map",
        "version": 1,
        "id": spec["id"],
        "name": spec["name"],
        **({"names": {"ru": spec["ru"]}} if "ru" in spec else {}),
        "players": spec["players"],
        "size": [W, H],
        "regions": regions,
        "adjacent": [list(p) for p in adjacent],
    }
    return doc, seeds


def dumps(doc):
    """JSON with one line per region field: easy to read and to diff."""
    lines = ["{"]
    for key in doc:     # format, version, id, name, names, players, size, islands: one line each
        if key not in ("regions", "adjacent"):
            lines.append(f"  {json.dumps(key)}: {json.dumps(doc[key], ensure_ascii=False)},")
    lines.append('  "regions": [')
    for k, reg in enumerate(doc["regions"]):
        lines.append("    {")
        items = list(reg.items())
        for j, (key, value) in enumerate(items):
            comma = "," if j < len(items) - 1 else ""
            lines.append(f"      {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
        lines.append("    }" + ("," if k < len(doc["regions"]) - 1 else ""))
    lines.append("  ],")
    lines.append('  "adjacent": [')
    pairs = [json.dumps(p) for p in doc["adjacent"]]
    for k in range(0, len(pairs), 6):
        chunk = ", ".join(pairs[k:k + 6])
        lines.append("    " + chunk + ("," if k + 6 < len(pairs) else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv):
    wanted = set(argv)
    maps_dir = os.path.dirname(HERE)
    for spec in map_data.MAPS:
        if wanted and spec["id"] not in wanted:
            continue
        notes = []
        doc, _ = build_map(spec, notes.append)
        path = os.path.join(maps_dir, spec["id"] + ".json")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(dumps(doc))
        print(f"wrote {os.path.relpath(path, ROOT)}: {len(doc['regions'])} regions, "
              f"{len(doc['adjacent'])} adjacent pairs")
        for note in notes:
            print(f"  note: {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
