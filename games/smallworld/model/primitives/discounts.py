"""Conquest discounts: a region costs fewer tokens (never below 1; the engine applies the floor)."""

from ..board import FEATURES, TERRAINS
from ..effects import Param, Primitive, boolean, one_of, whole

LAND = tuple(t for t in TERRAINS if t not in ("sea", "lake"))


class ConquestDiscount(Primitive):
    """`amount` less on regions of a terrain, with a feature, on the coast, next to a region
    of a terrain the race holds, or on every region when no condition is given."""

    name = "conquest_discount"
    params = {"terrain": Param(one_of(TERRAINS, allow_list=True), None),
              "feature": Param(one_of(FEATURES), None),
              "coastal": Param(boolean, False), "near_own_terrain": Param(one_of(LAND), None),
              "amount": Param(whole(1), 1)}
    ai_pick_value = 5.0

    def __init__(self, source, source_kind, **values):
        super().__init__(source, source_kind, **values)
        terrain = values["terrain"]
        self.terrains = tuple(terrain) if isinstance(terrain, list) else (terrain,) if terrain else ()
        self.feature = values["feature"]
        self.coastal = values["coastal"]
        self.near = values["near_own_terrain"]
        self.amount = values["amount"]
        self.map_only_cost = not self.near

    def describe(self):
        if self.terrains:
            where = " and ".join(t.title() for t in self.terrains) + " regions"
        elif self.feature:
            where = f"{self.feature.title()} regions"
        elif self.coastal:
            where = "regions bordering a Sea or Lake"
        elif self.near:
            where = f"regions next to a {self.near.title()} you hold"
        else:
            return f"every conquest costs {self.amount} token less (minimum 1)"
        return f"{where} cost {self.amount} token less to conquer (minimum 1)"

    def cost_change(self, game, tribe, r, held):
        if not self.near:
            return self.map_cost_change(game.board, r)
        regions = game.board.regions
        near = self.near
        for n in game.board.neighbors_of[near][r]:
            if n in held:
                return -self.amount
        links = tribe.effects.links      # adjacency an ability grants counts too (rules C15)
        if links and any(regions[h].terrain == near and any(p.links(game, tribe, r, h) for p in links)
                         for h in held):
            return -self.amount
        return 0

    def map_cost_change(self, board, r):
        if self.terrains:
            hit = board.regions[r].terrain in self.terrains
        elif self.feature:
            hit = self.feature in board.regions[r].features
        elif self.coastal:
            hit = board.coastal[r]
        else:
            hit = True
        return -self.amount if hit else 0
