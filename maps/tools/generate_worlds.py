#!/usr/bin/env python3
"""Regenerate the shipped Warcraft worlds (maps/<id>.json) from world_data.py.

    .venv/bin/python maps/tools/generate_worlds.py                  # all worlds
    .venv/bin/python maps/tools/generate_worlds.py twin-tides       # only some

A world is one island per player on open sea; the sea between islands is not a
region. Each island *face* of world_data.py is drawn once, with the classic
maps' pipeline of generate_maps.py (Voronoi cells of hand-placed seeds, relaxed,
short borders collapsed, smoothed, jittered, wiggled and warped):

1. the face's seeds sit at the middle of a scratch board, ringed by open-sea
   seeds (a close ring that shapes the coast, a sparse grid beyond), each its
   own throw-away cell, so the coast is a wobbly Voronoi shore like the classic
   maps' coasts;
2. after the wiggle only the face's own regions are kept: an island outline
   whose neighbours share exactly the same vertices;
3. a world places its faces (moved and uniformly scaled, then rounded to whole
   pixels: shared vertices stay shared) and the tool refuses islands closer
   than ``MIN_GAP`` px, then computes anchors and ``adjacent`` from the final
   outlines (games.smallworld.model.geometry) and checks that no pair crosses islands.

The generated JSON is the source of truth: modders edit it directly.
"""

from __future__ import annotations

import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for _p in (ROOT, HERE):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import generate_maps as gm  # noqa: E402
import world_data  # noqa: E402

from kernel import geometry  # noqa: E402

COAST = 150.0       # an open-sea seed is at least this far from the island's seeds (the shore at ~half)
RING = 55.0         # spacing of the close open-sea ring that shapes the shore
FAR = 230.0         # spacing of the sparse open sea beyond the ring
MIN_GAP = 40.0      # px of open sea between two islands of a world, at the least
MARKS = {"entry", "letter", "murloc", "magic", "dungeon"}


def sea_seeds(land, face_id):
    """Open-sea seeds around the island's seeds: a jittered close ring, then a sparse grid."""
    rng = random.Random(f"{face_id}/sea")
    seeds = []

    def far_enough(p, limit):
        return all(math.dist(p, q) >= limit for q in land) and all(math.dist(p, q) >= RING * 0.7 for q in seeds)

    for step, band in ((RING, (COAST, COAST + 2 * RING)), (FAR, (COAST + 2 * RING, math.inf))):
        y = step / 2
        while y < gm.H:
            x = step / 2
            while x < gm.W:
                p = (x + rng.uniform(-0.3, 0.3) * step, y + rng.uniform(-0.3, 0.3) * step)
                nearest = min(math.dist(p, q) for q in land)
                if band[0] <= nearest < band[1] and far_enough(p, band[0]) and 0 < p[0] < gm.W and 0 < p[1] < gm.H:
                    seeds.append(p)
                x += step
            y += step
    return seeds


def draw_face(face):
    """The face's region outlines, centred on (0, 0), in face order."""
    cx, cy = gm.W / 2, gm.H / 2
    land = [(cx + r["seed"][0], cy + r["seed"][1]) for r in face["regions"]]
    regions = [{"name": r["name"], "terrain": r["terrain"], "seeds": [p]} for r, p in zip(face["regions"], land)]
    regions += [{"name": "open sea", "terrain": "sea", "seeds": [p]} for p in sea_seeds(land, face["id"])]
    spec = {"id": f"face-{face['id']}", "regions": regions}
    outline, _ = gm.build_outline(spec)
    gm.collapse_short_borders(outline, lambda note: None)
    gm.smooth_chains(outline)
    gm.round_lakes(outline)
    gm.jitter_vertices(outline, spec["id"])
    # only the island's outlines are kept, so only they need to pass generate_maps' checks
    polys = gm.wiggle(outline, spec, lambda note: None, checked=set(range(len(face["regions"]))))
    return [[(x - cx, y - cy) for x, y in poly] for poly in polys[:len(face["regions"])]]


def place(poly, cx, cy, scale):
    """A face outline moved to (cx, cy) and scaled, in whole pixels, without repeated points."""
    out = []
    for x, y in poly:
        p = [int(round(cx + x * scale)), int(round(cy + y * scale))]
        if not out or out[-1] != p:
            out.append(p)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def _gap(a, b):
    """The least distance between the points of two islands' outlines."""
    return min(math.dist(p, q) for pa in a for p in pa for pb in b for q in pb)


def build_world(world, faces):
    regions, islands, placed = [], [], []
    for face_id, cx, cy, scale in world["islands"]:
        face = world_data.FACES[face_id]
        polys = [place(p, cx, cy, scale) for p in faces[face_id]]
        for poly in polys:
            if not all(0 < x < gm.W and 0 < y < gm.H for x, y in poly):
                raise gm.MapError(f"{world['id']}: island {face_id} runs off the board")
        for other_id, other in placed:
            gap = _gap(polys, other)
            if gap < MIN_GAP:
                raise gm.MapError(f"{world['id']}: islands {face_id} and {other_id} are {gap:.0f}px apart")
        placed.append((face_id, polys))
        islands.append({"id": face_id, "size": face["size"]})
        for k, (reg, poly) in enumerate(zip(face["regions"], polys, strict=True)):
            regions.append(_region(f"{face_id}-{k + 1:02d}", face_id, reg, poly))
    shapes = {r["id"]: r["polygon"] for r in regions}
    adjacent = sorted(tuple(sorted(p)) for p in geometry.shared_borders(shapes))
    for a, b in adjacent:
        if a.split("-")[0] != b.split("-")[0]:
            raise gm.MapError(f"{world['id']}: {a} and {b} touch across islands")
    return {
        "format": "smallworld-map",
        "version": 1,
        "id": world["id"],
        "name": world["name"],
        "names": {"ru": world["ru"]},
        "players": world["players"],
        "size": [gm.W, gm.H],
        "islands": islands,
        "regions": regions,
        "adjacent": [list(p) for p in adjacent],
    }


def _region(rid, island, reg, poly):
    marks = {m for m in reg["marks"].split("+") if m}
    if marks - MARKS:
        raise gm.MapError(f"{rid}: unknown marks {sorted(marks - MARKS)}")
    if geometry.polygon_area(poly) <= 0:
        raise gm.MapError(f"{rid} has no area")
    ax, ay = geometry.interior_point(poly, precision=0.5)
    anchor = [round(ax), round(ay)]
    if not geometry.point_in_polygon(anchor, poly):
        anchor = [ax, ay]
    out = {
        "id": rid,
        "name": reg["name"],
        "names": {"ru": reg["ru"]},
        "terrain": gm.TERRAIN_NAMES[reg["terrain"]],
        "features": [f for f in ("magic", "dungeon") if f in marks],
        "lost_tribe": "murloc" in marks,
        "island": island,
    }
    if "entry" in marks:
        out["entry"] = True
    if "letter" in marks:
        out["letter"] = True
    out["polygon"] = poly
    out["anchor"] = anchor
    return out


def main(argv):
    wanted = set(argv)
    worlds = [w for w in world_data.WORLDS if not wanted or w["id"] in wanted]
    needed = {face_id for w in worlds for face_id, *_ in w["islands"]}
    faces = {face_id: draw_face(world_data.FACES[face_id]) for face_id in sorted(needed)}
    for world in worlds:
        doc = build_world(world, faces)
        path = os.path.join(os.path.dirname(HERE), world["id"] + ".json")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(gm.dumps(doc))
        print(f"wrote {os.path.relpath(path, ROOT)}: {len(doc['islands'])} islands, {len(doc['regions'])} regions, "
              f"{len(doc['adjacent'])} adjacent pairs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
