"""Writes games/wolves/maps/standard.json, The Wolves' box, from the rules' tables and a seeded search.

Run from the project folder:  .venv/bin/python -m games.wolves.maps.tools.make_standard [--out FILE]

The game reads only the JSON; this tool is how its terrain was laid out, kept so the layout can be
made again or changed. What the rules fix comes from games/wolves/model/board.py (the start board's
canyon, each region board's table row, the slots, the layouts); the rest is the "artist's" choice
made here: on each region board the symbols keep their default places, and the terrain of the
other hexes is searched (seeded, so the file comes out the same every run) for a natural look: the
dominant terrain in two clumps, the other terrains mostly in pairs or threes, never a checkerboard.
The result is checked with board.check_box before it is written.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter

from games.wolves.model import board as rules
from games.wolves.model import hexes
from kernel.files import write_atomic

OUT = f"{rules.MAPS_FOLDER}/standard.json"
SEED = 2024
TRIES = 40          # restarts of the search per board
STEPS = 4000        # swaps tried per restart

# The start board, by hand: along the canyon each side shows the five terrains once; the four hexes
# away from it show four different terrains, each beside a start hex of its own terrain.
START_TERRAIN = {
    (-2, 0): "forest", (-1, -1): "meadow", (0, -1): "tundra", (1, -1): "desert", (2, -2): "mountain",
    (0, -2): "meadow", (1, -2): "mountain",
    (-2, 2): "tundra", (-1, 1): "mountain", (0, 1): "forest", (1, 1): "desert", (2, 0): "meadow",
    (-1, 2): "forest", (0, 2): "desert",
}


def start_board():
    cells = []
    for off in rules.OUTLINE:
        terrain = rules.CHASM if off in rules.CHASM_OFFSETS else START_TERRAIN[off]
        cells.append({"at": list(off), "terrain": terrain})
    return {"id": rules.START_BOARD, "kind": rules.START, "hexes": cells}


def _clumps(layout, terrain):
    """Sizes of the connected groups of `terrain` on a board {offset: terrain}."""
    left = {h for h, t in layout.items() if t == terrain}
    sizes = []
    while left:
        stack = [left.pop()]
        size = 0
        while stack:
            h = stack.pop()
            size += 1
            for n in hexes.neighbours(h):
                if n in left:
                    left.remove(n)
                    stack.append(n)
        sizes.append(size)
    return sorted(sizes)


def _score(layout, dominant, weights):
    """Higher is more natural: neighbours of one terrain (each pair weighted a little at random, so the
    boards differ), the dominant terrain in exactly two clumps of at least two, no other terrain in
    three loose hexes."""
    score = 0.0
    for h, terrain in layout.items():
        if terrain == rules.WATER:
            continue
        for n in hexes.neighbours(h)[:3]:       # each pair once
            if layout.get(n) == terrain:
                score += weights[frozenset((h, n))]
    clumps = _clumps(layout, dominant)
    if len(clumps) != 2 or clumps[0] < 2:
        score -= 10
    for terrain in rules.TERRAINS:
        if terrain != dominant and len(_clumps(layout, terrain)) == 3:
            score -= 2
    return score


def region_layout(board_id, rng):
    """{offset: terrain} of a region board, its symbols' hexes as the table says."""
    dominant, wolves, prey = rules.REGION_TABLE[board_id]
    others = [t for t in rules.TERRAINS if t != dominant]
    wolf_terrains = list(wolves)
    rng.shuffle(wolf_terrains)                  # which default place holds the dominant lone wolf
    fixed = {rules.CENTRE: rules.WATER, rules.DEFAULT_PREY: prey}
    fixed.update(zip(rules.DEFAULT_LONE_WOLVES, wolf_terrains))
    inner = [dominant, dominant] + others
    outer = Counter({t: rules.DOMINANT_HEXES - 2 if t == dominant else rules.OTHER_HEXES - 1 for t in rules.TERRAINS})
    outer.subtract(fixed[off] for off in rules.RING_2 if off in fixed)
    outer_free = [off for off in rules.RING_2 if off not in fixed]
    weights = {frozenset((h, n)): 1 + rng.random() * 0.5 for h in rules.OUTLINE for n in hexes.neighbours(h)}
    best, best_score = None, None
    for _ in range(TRIES):
        rng.shuffle(inner)
        outer_terrains = list(outer.elements())
        rng.shuffle(outer_terrains)
        layout = dict(fixed)
        layout.update(zip(rules.RING_1, inner))
        layout.update(zip(outer_free, outer_terrains))
        score = _score(layout, dominant, weights)
        for _step in range(STEPS):
            ring = rules.RING_1 if rng.random() < 0.3 else outer_free
            a, b = rng.sample(list(ring), 2)
            if layout[a] == layout[b]:
                continue
            layout[a], layout[b] = layout[b], layout[a]
            new = _score(layout, dominant, weights)
            if new >= score:
                score = new
            else:
                layout[a], layout[b] = layout[b], layout[a]
        if best_score is None or score > best_score:
            best, best_score = dict(layout), score
    return best


def region_board(board_id, rng):
    layout = region_layout(board_id, rng)
    cells = []
    for off in rules.OUTLINE:
        cell = {"at": list(off), "terrain": layout[off]}
        if off == rules.DEFAULT_PREY:
            cell["symbol"] = rules.PREY
        elif off in rules.DEFAULT_LONE_WOLVES:
            cell["symbol"] = rules.LONE_WOLF
        cells.append(cell)
    return {"id": board_id, "kind": rules.REGION, "dominant": rules.REGION_TABLE[board_id][0], "hexes": cells}


def box_document():
    rng = random.Random(SEED)
    boards = [start_board()] + [region_board(board_id, rng) for board_id in rules.REGION_TABLE]
    return {
        "format": rules.MAP_FORMAT,
        "version": rules.MAP_VERSION,
        "id": rules.SHIPPED_BOX,
        "name": "The Wolves",
        "boards": boards,
        "slots": {slot: list(centre) for slot, centre in rules.SLOT_CENTRES.items()},
        "layouts": {str(players): {"start": start, "regions": list(regions)}
                    for players, (start, regions) in rules.LAYOUTS.items()},
    }


def as_text(document):
    """The document as JSON a person can read: one hex to a line."""
    def dump(value):
        return json.dumps(value, ensure_ascii=False)

    lines = ["{"]
    for key in ("format", "version", "id", "name"):
        lines.append(f" {dump(key)}: {dump(document[key])},")
    lines.append(' "boards": [')
    for k, board in enumerate(document["boards"]):
        head = {key: value for key, value in board.items() if key != "hexes"}
        lines.append("  " + dump(head)[:-1] + ', "hexes": [')
        cells = board["hexes"]
        lines.extend(f"   {dump(cell)}{',' if i < len(cells) - 1 else ''}" for i, cell in enumerate(cells))
        lines.append("  ]}" + ("," if k < len(document["boards"]) - 1 else ""))
    lines.append(" ],")
    lines.append(' "slots": ' + dump(document["slots"]) + ",")
    lines.append(' "layouts": {')
    items = list(document["layouts"].items())
    lines.extend(f"  {dump(players)}: {dump(layout)}{',' if i < len(items) - 1 else ''}"
                 for i, (players, layout) in enumerate(items))
    lines.append(" }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description="Write The Wolves' box (standard.json).")
    parser.add_argument("--out", default=OUT, help="where to write it (default: the shipped file)")
    args = parser.parse_args(argv)
    document = box_document()
    text = as_text(document)
    assert json.loads(text) == document
    problems = rules.check_box(document, args.out)
    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        return 2
    write_atomic(args.out, text)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
