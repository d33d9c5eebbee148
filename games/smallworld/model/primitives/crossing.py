"""Primitives about entering a world of islands (rulesets whose `entry` is `entry_regions`):
the crossing fee due on an entry region from afar, and other ways in."""

from ..board import FEATURES
from ..effects import Param, Primitive, one_of


class NoCrossingFee(Primitive):
    """The race (or the controller of the item carrying it) never pays the crossing fee."""

    name = "no_crossing_fee"
    text = "you never pay the crossing fee"
    ai_pick_value = 4.0

    def waives_fee(self, game, tribe, r):
        return True


class FeatureGate(Primitive):
    """Every region with the feature counts as adjacent to the race's regions for its conquests
    (so no crossing fee is due there), and its first conquest may be such a region."""

    name = "feature_gate"
    text = "every {feature} region is adjacent to yours for your conquests, and you may enter there"
    params = {"feature": Param(one_of(FEATURES))}
    ai_pick_value = 3.0

    def _has(self, game, r):
        return self.p["feature"] in game.board.regions[r].features

    def links(self, game, tribe, r, held):
        return self._has(game, r)

    def links_any(self, game, tribe, r, held):
        return bool(held) and self._has(game, r)

    def linked_regions(self, game, tribe, held):
        return game.board.with_feature[self.p["feature"]] if held else ()

    def may_enter(self, game, tribe, r):
        return self._has(game, r)

    def waives_fee(self, game, tribe, r):
        return self._has(game, r)


class EnterWater(Primitive):
    """The race's first conquest may be a Sea or Lake (it needs `hold_water` to conquer water at
    all); water is never an entry region, so no crossing fee is due there."""

    name = "enter_water"
    text = "your first conquest may be a Sea or Lake"
    ai_pick_value = 1.0

    def may_enter(self, game, tribe, r):
        return game.board.water[r]
