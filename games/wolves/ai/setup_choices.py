"""The setup's choices of a planning level: the tiles' face, and the start hexes of the draft.

**Face** (`orientation_scores`): "all a up" and "all b up" show the same five terrains (the dual
tiles form one five-cycle, §1.3); they differ in what a tile becomes once it pays. Face a turns a
paid meadow into forest, forest into desert, desert into mountain, mountain into tundra, tundra
into meadow; face b the other way round. A tile is the more useful the more of the map shows the
terrain it turns into, so each face scores the sum, over terrains, of how common a terrain is on
the region boards times how common the terrain it flips to is.

**Start hexes** (`start_closeness`): how near a hex is to what the first rounds are about: the
region boards (their scoring token's 1st-place value, the sooner phase counting more), the lone
wolves a Howl may take and the prey to surround, counted within a Move or two of it; the
planner adds the evaluation of the position the placement leaves (outlook.py).
"""

from __future__ import annotations

from typing import Any

from ..model.values import PHASES

Hex = tuple[int, int]
SOON = {"new": 1.3, "quarter": 1.0, "full": 0.8}      # an earlier phase weighs more at the start


def terrain_counts(game: Any) -> dict[str, int]:
    """How many land hexes of each terrain the region boards hold."""
    counts = dict.fromkeys(game.values.terrains, 0)
    ground = game.ground
    for b in ground.regions:
        for h in ground.region_land[b]:
            counts[ground.terrain[h]] += 1
    return counts


def orientation_scores(game: Any, seat: int) -> dict[str, float]:
    """{face: score} of the seat's two orientations (module doc)."""
    counts = terrain_counts(game)
    faces = game.values.tile_faces(game.boards[seat].pack)[1:]
    scores = {}
    for face, paid, became in (("a", 0, 1), ("b", 1, 0)):
        scores[face] = float(sum(counts[tile[paid]] * counts[tile[became]] for tile in faces))
    return scores


def start_closeness(game: Any, seat: int, h: Hex) -> float:
    """What a start hex is near (module doc): about 0 to 10."""
    ground = game.ground
    speed = game.values.attributes["speed"][0]
    steps = game.board.steps_from(h, 2 * speed)
    score = 0.0
    for b in ground.regions:
        stack = game.scoring[b]
        if not stack:
            continue
        near = min((steps[x] for x in ground.region_land[b] if x in steps), default=None)
        if near is None:
            continue
        worth = game.values.first_value[stack[0]] * SOON.get(stack[0], 1.0) / max(1, len(PHASES))
        score += worth * (1.0 if near <= speed else 0.4)
    for x in game.lone_wolves:
        if x in steps:
            score += 0.4 if steps[x] <= speed + 1 else 0.15
    for x in game.prey:
        if x in steps:
            score += 0.3 if steps[x] <= speed + 1 else 0.1
    pack = game.boards[seat].pack
    for x, content in game.pieces.items():
        if any(p != pack for p, _kind in content) and x in steps and steps[x] <= 2:
            score -= 0.5          # a rival's wolves beside: the same regions and prey contested
    return score
