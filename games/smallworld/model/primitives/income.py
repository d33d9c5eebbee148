"""Primitives that pay coins at scoring."""

from ..board import FEATURES, TERRAINS
from ..effects import Param, Primitive, boolean, one_of, whole


class CoinsPerRegion(Primitive):
    """+amount per region held with the terrain and/or feature (every region when neither)."""

    name = "coins_per_region"
    params = {"terrain": Param(one_of(TERRAINS), None), "feature": Param(one_of(FEATURES), None),
              "amount": Param(whole(1), 1), "in_decline": Param(boolean, False)}
    ai_pick_value = 6.0

    def __init__(self, source, source_kind, **values):
        super().__init__(source, source_kind, **values)
        self.in_decline = values["in_decline"]
        self.terrain, self.feature, self.amount = values["terrain"], values["feature"], values["amount"]

    def describe(self):
        what = " ".join(x.title() for x in (self.terrain, self.feature) if x)
        tail = ", even in decline" if self.in_decline else ""
        return f"+{self.amount} coin per {what + ' ' if what else ''}region held{tail}"

    def region_coins(self, game, tribe, r):
        region = game.board.regions[r]
        if self.terrain is not None and region.terrain != self.terrain:
            return 0
        if self.feature is not None and self.feature not in region.features:
            return 0
        return self.amount


class CoinsPerTurn(Primitive):
    """+amount at the end of every turn while active."""

    name = "coins_per_turn"
    text = "+{amount} coins at the end of every turn"
    params = {"amount": Param(whole(1))}
    ai_pick_value = 10.0

    def turn_coins(self, game, tribe, camp):
        return self.p["amount"]


class CoinsOnce(CoinsPerTurn):
    """The same coins, paid only at the end of the race's first turn."""

    name = "coins_once"
    text = "+{amount} coins once, at the end of the first turn"
    ai_pick_value = 7.0

    def turn_coins(self, game, tribe, camp):
        return 0 if tribe.scored_once else self.p["amount"]


class CoinsPerConquest(Primitive):
    """+amount per non-empty region conquered this turn."""

    name = "coins_per_conquest"
    text = "+{amount} coin per non-empty region conquered this turn"
    params = {"amount": Param(whole(1), 1)}
    ai_pick_value = 6.0

    def turn_coins(self, game, tribe, camp):
        return self.p["amount"] * camp.nonempty if camp is not None else 0
