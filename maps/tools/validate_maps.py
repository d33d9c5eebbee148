#!/usr/bin/env python3
"""Check the shipped maps against the design rules for boards.

    .venv/bin/python maps/tools/validate_maps.py              # every maps/*.json
    .venv/bin/python maps/tools/validate_maps.py maps/x.json  # some files

Beyond what ``python main.py check`` verifies for any map (structure, simple
polygons, anchors inside, declared adjacency == shared borders, every land
region reachable), the shipped boards must also:

* have 23 / 30 / 39 / 48 regions for 2 / 3 / 4 / 5 players and size 1600x1000;
* tile the board exactly: every border segment used by exactly two regions
  in opposite directions, every board-edge segment by one, areas summing to
  the board's area (no gaps, no overlaps, no T-junctions);
* use 12-40 points per outline, and leave room for a token stack: the anchor
  at least ``MIN_CLEARANCE`` px from the outline (a 110 px circle fits);
* mix the land terrains in roughly equal shares, at most 9 mountains;
* have 2-3 bodies of water: seas touching the board edge and one inland lake;
* put each of mine / magic / cavern on 1/6-1/4 of the land, at most 2
  features per region, none on water;
* have lost tribes on about a third of the land, never on water, at most 18;
* set ``border`` exactly on regions touching the board edge or a sea that
  touches it (seas touching the edge included; the lake never);
* make shared borders long enough to read (``MIN_BORDER`` px).

A Warcraft world (a map with ``islands``, docs/MODDING.md) is held to its own rules
(validate_world): no problem at all from ``check`` (warnings included), size
1600x1000, every region named in English and Russian with no name twice, about
7 / 9 / 11 regions (6-8, 8-10, 10-12) for an S / M / L island, each island's
outlines sharing exact vertices with no T-junction, its land connected, at least
three land terrains, a magic source and a dungeon on it, at most 2 mountains
and 3 Murlocs on it, and the box's limits for the world (10 mountains, 15
Murlocs); islands at least ``MIN_ISLAND_GAP`` px apart; anchors and borders as
for the classic maps, with ``MIN_WORLD_CLEARANCE`` (the islands are drawn smaller).

Prints one summary line per map and every problem; exits 1 if any.
"""

from __future__ import annotations

import json
import math
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from games.smallworld.model import board as board_mod  # noqa: E402
from kernel import geometry  # noqa: E402

REGIONS_FOR = {2: 23, 3: 30, 4: 39, 5: 48}
SIZE = [1600, 1000]
LAND = ("farmland", "forest", "hill", "swamp", "mountain")
FEATURES = ("mine", "magic", "cavern")
MIN_POINTS, MAX_POINTS = 12, 40
MIN_CLEARANCE = 55.0          # anchor to outline: a 110 px token stack fits
MIN_BORDER = 30.0             # shortest shared border between two regions
SHARE_RANGE = (0.13, 0.28)    # each land terrain's share of the land regions
LOST_TRIBE_RANGE = (0.25, 0.42)
MAX_LOST_TRIBES = 18
MAX_MOUNTAINS = 9
ISLAND_REGIONS = {"S": (6, 8), "M": (8, 10), "L": (10, 12)}
MIN_WORLD_CLEARANCE = 40.0    # the worlds' islands are drawn at 0.85-1.2 of a face's size
MIN_ISLAND_GAP = 40.0         # open sea between two islands, px
BOX_MOUNTAINS, BOX_MURLOCS = 10, 15
PER_ISLAND_MOUNTAINS, PER_ISLAND_MURLOCS = 2, 3


def on_edge(p, w, h):
    sides = set()
    if p[0] == 0:
        sides.add("l")
    if p[0] == w:
        sides.add("r")
    if p[1] == 0:
        sides.add("t")
    if p[1] == h:
        sides.add("b")
    return sides


def signed_area(poly):
    n = len(poly)
    return sum(poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1]
               for i in range(n)) / 2.0


def shared_lengths(regions):
    """Length of exactly shared border per unordered pair of region ids."""
    seg_owner = {}
    for r in regions:
        pts = [tuple(p) for p in r["polygon"]]
        if signed_area(pts) < 0:
            pts.reverse()
        for i in range(len(pts)):
            seg_owner.setdefault((pts[i], pts[(i + 1) % len(pts)]), []).append(r["id"])
    lengths = Counter()
    for (a, b), owners in seg_owner.items():
        for other in seg_owner.get((b, a), []):
            for o in owners:
                if o < other:
                    lengths[(o, other)] += math.dist(a, b)
    return seg_owner, lengths


def check_names(regions, bad, languages=()):
    """Every region named (and in each of `languages`), no name twice."""
    for lang in (None, *languages):
        names = Counter(r.get("name") if lang is None else r.get("names", {}).get(lang) for r in regions)
        for name, n in names.items():
            if not name:
                bad(f"a region has no name{f' in {lang}' if lang else ''}")
            elif n > 1:
                bad(f"name {name!r} used {n} times")


def check_anchors(regions, min_clearance, bad):
    """Anchors inside their outlines, `min_clearance` px from them; {id: clearance}."""
    clearances = {}
    for r in regions:
        anchor = r.get("anchor")
        if anchor is None:
            bad(f"{r['id']}: no anchor")
            continue
        if not geometry.point_in_polygon(anchor, r["polygon"]):
            bad(f"{r['id']}: anchor {anchor} outside its outline")
            continue
        c = geometry.distance_to_boundary(anchor, r["polygon"])
        clearances[r["id"]] = c
        if c < min_clearance:
            bad(f"{r['id']} ({r.get('name')}): anchor only {c:.0f}px from the outline "
                f"(want >= {min_clearance:.0f})")
    return clearances


def validate_world(path, doc, problems):
    """The design rules of a shipped Warcraft world (see the module's docstring)."""
    def bad(what):
        problems.append(what)

    regions = doc["regions"]
    if doc.get("size") != SIZE:
        bad(f"size {doc.get('size')} is not {SIZE}")
    check_names(regions, bad, languages=("ru",))
    if not doc.get("names", {}).get("ru"):
        bad("the world has no Russian name")
    clearances = check_anchors(regions, MIN_WORLD_CLEARANCE, bad)
    seg_owner, lengths = shared_lengths(regions)
    for (a, b), owners in seg_owner.items():
        if len(owners) != 1 or len(seg_owner.get((b, a), [])) > 1:
            bad(f"segment {a}-{b} used by more than two regions (overlap or T-junction)")
    touching = geometry.shared_borders({r["id"]: r["polygon"] for r in regions})
    for pair in touching:
        a, b = sorted(pair)
        if lengths[(a, b)] < MIN_BORDER:
            bad(f"{a}/{b}: shared border only {lengths[(a, b)]:.0f}px long")
    members = {island["id"]: [r for r in regions if r.get("island") == island["id"]] for island in doc["islands"]}
    for island in doc["islands"]:
        check_island(island, members[island["id"]], touching, bad)
    for what, limit, count in (("mountains", BOX_MOUNTAINS, sum(r["terrain"] == "mountain" for r in regions)),
                               ("Murlocs", BOX_MURLOCS, sum(bool(r.get("lost_tribe")) for r in regions))):
        if count > limit:
            bad(f"{count} {what} in the world; the box has {limit}")
    ids = list(members)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            gap = min(math.dist(p, q) for ra in members[a] for p in ra["polygon"]
                      for rb in members[b] for q in rb["polygon"])
            if gap < MIN_ISLAND_GAP:
                bad(f"islands {a} and {b} are {gap:.0f}px apart (want >= {MIN_ISLAND_GAP:.0f})")
    npts = [len(r["polygon"]) for r in regions]
    for r in regions:
        if not MIN_POINTS <= len(r["polygon"]) <= MAX_POINTS:
            bad(f"{r['id']}: {len(r['polygon'])} outline points (want {MIN_POINTS}-{MAX_POINTS})")
    terr = Counter(r["terrain"] for r in regions)
    stats = {
        "map": doc.get("id"), "p": doc.get("players"), "reg": len(regions),
        "land": sum(r["terrain"] in LAND for r in regions),
        "water": f"{terr['sea']}s+{terr['lake']}l",
        **{t[:4]: terr[t] for t in LAND},
        "islands": "+".join(i["size"] for i in doc["islands"]),
        "murl": sum(bool(r.get("lost_tribe")) for r in regions),
        "entry": sum(bool(r.get("entry")) for r in regions),
        "clear": round(min(clearances.values())) if clearances else 0,
        "minbrd": round(min(lengths[tuple(sorted(p))] for p in touching)) if touching else 0,
        "pts": f"{min(npts)}-{max(npts)}",
    }
    return problems, stats


def check_island(island, regions, touching, bad):
    """One island's size, terrains, symbols and connected land."""
    name = island["id"]
    low, high = ISLAND_REGIONS.get(island["size"], (0, 0))
    if not low <= len(regions) <= high:
        bad(f"island {name} ({island['size']}): {len(regions)} regions, want {low}-{high}")
    land = {r["id"] for r in regions if r["terrain"] in LAND}
    if len({r["terrain"] for r in regions if r["terrain"] in LAND}) < 3:
        bad(f"island {name}: fewer than 3 land terrains")
    for feature in ("magic", "dungeon"):
        if not any(feature in r.get("features", []) for r in regions):
            bad(f"island {name}: no {feature} region")
    for what, limit, count in (("mountains", PER_ISLAND_MOUNTAINS, sum(r["terrain"] == "mountain" for r in regions)),
                               ("Murlocs", PER_ISLAND_MURLOCS, sum(bool(r.get("lost_tribe")) for r in regions))):
        if count > limit:
            bad(f"island {name}: {count} {what} (at most {limit})")
    for r in regions:
        if r["terrain"] not in LAND and (r.get("features") or r.get("lost_tribe")):
            bad(f"{r['id']}: a symbol on water")
    seen, stack = set(list(land)[:1]), list(land)[:1]
    while stack:
        a = stack.pop()
        for pair in touching:
            if a in pair:
                (b,) = pair - {a}
                if b in land and b not in seen:
                    seen.add(b)
                    stack.append(b)
    if seen != land:
        bad(f"island {name}: its land is in pieces ({sorted(land - seen)} cut off)")


def validate(path):
    problems = []
    stats = {}

    def bad(what):
        problems.append(what)

    for p in board_mod.check_map(path):
        bad(str(p))
    with open(path, encoding="utf-8") as fh:
        doc = json.load(fh)
    regions = doc.get("regions", [])
    if not isinstance(regions, list) or not regions:
        return problems + ["no regions"], stats
    if "islands" in doc:
        return validate_world(path, doc, problems)
    ids = [r["id"] for r in regions]
    by_id = {r["id"]: r for r in regions}
    w, h = doc.get("size", SIZE)
    players = doc.get("players")

    # --- counts, size, names --------------------------------------------
    if doc.get("id") != os.path.splitext(os.path.basename(path))[0]:
        bad(f"id {doc.get('id')!r} differs from the file name")
    if doc.get("size") != SIZE:
        bad(f"size {doc.get('size')} is not {SIZE}")
    if REGIONS_FOR.get(players) != len(regions):
        bad(f"{len(regions)} regions; a {players}-player map has {REGIONS_FOR.get(players)}")
    check_names(regions, bad)

    # --- geometry: points, tiling -----------------------------------------
    total = 0.0
    for r in regions:
        n = len(r["polygon"])
        if not MIN_POINTS <= n <= MAX_POINTS:
            bad(f"{r['id']}: {n} outline points (want {MIN_POINTS}-{MAX_POINTS})")
        total += geometry.polygon_area(r["polygon"])
    if abs(total - w * h) > 1.0:
        bad(f"areas add up to {total:.0f}, the board is {w * h}: gaps or overlaps")
    seg_owner, lengths = shared_lengths(regions)
    for (a, b), owners in seg_owner.items():
        twins = seg_owner.get((b, a), [])
        if len(owners) != 1:
            bad(f"segment {a}-{b} used by {owners} in the same direction (overlap)")
        elif on_edge(a, w, h) & on_edge(b, w, h):
            if twins:
                bad(f"board-edge segment {a}-{b} used twice")
        elif len(twins) != 1:
            bad(f"segment {a}-{b} of {owners[0]} is not shared exactly by one neighbour "
                "(gap, overlap or T-junction)")

    clearances = check_anchors(regions, MIN_CLEARANCE, bad)

    # --- adjacency ------------------------------------------------------------
    declared = set()
    for pair in doc.get("adjacent", []):
        key = frozenset(pair)
        if key in declared:
            bad(f"adjacent pair {pair} listed twice")
        declared.add(key)
    touching = geometry.shared_borders({r["id"]: r["polygon"] for r in regions})
    if declared != touching:
        bad(f"adjacent differs from the geometry: missing {sorted(map(sorted, touching - declared))}, "
            f"extra {sorted(map(sorted, declared - touching))}")
    neighbours = {i: set() for i in ids}
    for pair in touching:
        a, b = sorted(pair)
        neighbours[a].add(b)
        neighbours[b].add(a)
        if lengths[(a, b)] < MIN_BORDER:
            bad(f"{a}/{b}: shared border only {lengths[(a, b)]:.0f}px long")

    # --- terrain ----------------------------------------------------------------
    terr = Counter(r["terrain"] for r in regions)
    land = [r for r in regions if r["terrain"] in LAND]
    nland = len(land)
    for t in LAND:
        share = terr[t] / nland
        if not SHARE_RANGE[0] <= share <= SHARE_RANGE[1]:
            bad(f"{t}: {terr[t]} of {nland} land regions ({share:.0%}), want about a fifth")
    if terr["mountain"] > MAX_MOUNTAINS:
        bad(f"{terr['mountain']} mountains (at most {MAX_MOUNTAINS})")
    water = [r for r in regions if r["terrain"] in ("sea", "lake")]
    if not 2 <= len(water) <= 3:
        bad(f"{len(water)} bodies of water (want 2-3)")
    if terr["lake"] != 1:
        bad(f"{terr['lake']} lakes (want one inland lake)")
    touches_edge = {}
    for r in regions:
        pts = r["polygon"]
        touches_edge[r["id"]] = any(
            on_edge(pts[i], w, h) & on_edge(pts[(i + 1) % len(pts)], w, h)
            for i in range(len(pts)))
    for r in water:
        if r["terrain"] == "sea" and not touches_edge[r["id"]]:
            bad(f"{r['id']}: a sea must touch the board edge")
        if r["terrain"] == "lake" and touches_edge[r["id"]]:
            bad(f"{r['id']}: the lake must be inland")
        for n in neighbours[r["id"]]:
            if by_id[n]["terrain"] in ("sea", "lake"):
                bad(f"{r['id']} and {n}: bodies of water must not touch each other")

    # --- features, lost tribes --------------------------------------------------
    feats = Counter()
    for r in regions:
        fs = r.get("features", [])
        if len(fs) != len(set(fs)):
            bad(f"{r['id']}: repeated feature")
        if len(fs) > 2:
            bad(f"{r['id']}: {len(fs)} features (at most 2)")
        if fs and r["terrain"] in ("sea", "lake"):
            bad(f"{r['id']}: features on water")
        feats.update(fs)
    lo, hi = math.floor(nland / 6), math.ceil(nland / 4)
    for f in FEATURES:
        if not lo <= feats[f] <= hi:
            bad(f"{f}: on {feats[f]} regions, want {lo}-{hi} (1/6-1/4 of {nland} land regions)")
    tribes = [r for r in regions if r.get("lost_tribe")]
    if any(r["terrain"] in ("sea", "lake") for r in tribes):
        bad("a lost tribe on water")
    if len(tribes) > MAX_LOST_TRIBES:
        bad(f"{len(tribes)} lost tribes (at most {MAX_LOST_TRIBES})")
    share = len(tribes) / nland
    if not LOST_TRIBE_RANGE[0] <= share <= LOST_TRIBE_RANGE[1]:
        bad(f"lost tribes on {len(tribes)} of {nland} land regions ({share:.0%}), want about a third")

    # --- border flags -------------------------------------------------------------
    edge_seas = {r["id"] for r in regions if r["terrain"] == "sea" and touches_edge[r["id"]]}
    for r in regions:
        if r["terrain"] in ("sea", "lake"):
            want = touches_edge[r["id"]]
        else:
            want = touches_edge[r["id"]] or bool(neighbours[r["id"]] & edge_seas)
        if bool(r.get("border", False)) != want:
            bad(f"{r['id']} ({r.get('name')}): border is {r.get('border', False)}, should be {want}")

    # --- land reachability from border land ------------------------------------------
    land_ids = {r["id"] for r in land}
    seen = {r["id"] for r in land if r.get("border")}
    stack = list(seen)
    while stack:
        a = stack.pop()
        for n in neighbours[a]:
            if n in land_ids and n not in seen:
                seen.add(n)
                stack.append(n)
    for rid in sorted(land_ids - seen):
        bad(f"{rid}: not reachable over land from a border region")

    same = sum(1 for pair in touching
               if len({by_id[i]["terrain"] for i in pair}) == 1
               and by_id[next(iter(pair))]["terrain"] in LAND)
    npts = [len(r["polygon"]) for r in regions]
    stats = {
        "map": doc.get("id"), "p": players, "reg": len(regions), "land": nland,
        "water": f"{terr['sea']}s+{terr['lake']}l",
        **{t[:4]: terr[t] for t in LAND},
        **{f: feats[f] for f in FEATURES},
        "tribes": len(tribes),
        "bord": sum(1 for r in regions if r.get("border")),
        "inner": sum(1 for r in land if not r.get("border")),
        "clear": round(min(clearances.values())) if clearances else 0,
        "minbrd": round(min(lengths[tuple(sorted(p))] for p in touching)) if touching else 0,
        "pts": f"{min(npts)}-{max(npts)}",
        "same": same,
    }
    return problems, stats


def rows_of(rows, worlds):
    """The summary rows of the classic maps or of the worlds (their columns differ)."""
    return [r for r in rows if ("islands" in r) == worlds]


def table(rows):
    keys = list(rows[0])
    widths = {k: max(len(k), *(len(str(r[k])) for r in rows)) for k in keys}
    lines = ["  ".join(k.rjust(widths[k]) for k in keys)]
    for r in rows:
        lines.append("  ".join(str(r[k]).rjust(widths[k]) for k in keys))
    return "\n".join(lines)


def check_schema():
    """maps/schema.json must agree with the loader's enums."""
    path = os.path.join(ROOT, "maps", "schema.json")
    try:
        with open(path, encoding="utf-8") as fh:
            schema = json.load(fh)
        region = schema["$defs"]["region"]["properties"]
        problems = []
        if tuple(region["terrain"]["enum"]) != board_mod.TERRAINS:
            problems.append("terrain enum differs from games.smallworld.model.board.TERRAINS")
        if tuple(region["features"]["items"]["enum"]) != board_mod.FEATURES:
            problems.append("features enum differs from games.smallworld.model.board.FEATURES")
        if tuple(schema["$defs"]["island"]["properties"]["size"]["enum"]) != board_mod.ISLAND_SIZES:
            problems.append("island size enum differs from games.smallworld.model.board.ISLAND_SIZES")
        if schema["properties"]["format"]["const"] != board_mod.MAP_FORMAT:
            problems.append("format const differs from games.smallworld.model.board.MAP_FORMAT")
        return problems
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return [f"cannot read it: {exc}"]


def main(argv):
    paths = argv or board_mod.map_files(os.path.join(ROOT, "maps"))
    rows, failed = [], False
    for p in check_schema():
        print(f"maps/schema.json: {p}")
        failed = True
    for path in paths:
        problems, stats = validate(path)
        if stats:
            rows.append(stats)
        for p in problems:
            print(f"{os.path.relpath(path, ROOT)}: {p}")
        failed |= bool(problems)
    for group in (rows_of(rows, False), rows_of(rows, True)):
        if group:
            print(table(group))
    if rows:
        print("(farm..moun: land regions per terrain; clear: smallest anchor clearance, px; "
              "minbrd: shortest shared border, px; same: neighbouring land regions of one terrain)")
    print("FAILED" if failed else "all maps ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
