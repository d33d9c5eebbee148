"""Tolls an opponent pays before attacking a region (item 36)."""

from ..board import TERRAINS
from .base import Param, Primitive, one_of, whole


class TerrainToll(Primitive):
    """Before an opponent's conquest or attempt aimed at a region of the race with that terrain,
    he pays the race's player `coins`; it works in decline, and the badge stays (items 37, 75)."""

    name = "terrain_toll"
    text = "before an opponent attacks your {terrain} region he pays you {coins} coin"
    params = {"terrain": Param(one_of(TERRAINS), "swamp"), "coins": Param(whole(1), 1)}
    in_decline = keeps_badge = True
    ai_pick_value = 3.0

    def toll(self, game, tribe, attacker, r):
        return self.p["coins"] if game.board.regions[r].terrain == self.p["terrain"] else 0
