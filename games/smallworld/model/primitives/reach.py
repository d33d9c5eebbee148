"""Primitives that change where a race may conquer."""

from ..board import FEATURES
from ..effects import Param, Primitive, one_of


class ConquerAnywhere(Primitive):
    """Any land region may be attacked, adjacent or not (it grants no adjacency: rules C15)."""

    name = "conquer_anywhere"
    text = "conquer any region except Seas and Lakes, adjacent or not"
    ai_pick_value = 6.0
    reaches_anywhere = True

    def reaches(self, game, tribe, r):
        return True


class EnterAnywhere(Primitive):
    """The race's first conquest may be any region, not only a border one."""

    name = "enter_anywhere"
    text = "enter the map at any region"
    ai_pick_value = 2.0
    enters_anywhere = True

    def may_enter(self, game, tribe, r):
        return True


class LinkedFeature(Primitive):
    """Every region with the feature is adjacent to every other one, for the race's conquests."""

    name = "linked_feature"
    text = "all {feature} regions are adjacent to each other for you"
    params = {"feature": Param(one_of(FEATURES))}
    ai_pick_value = 2.0

    def links(self, game, tribe, r, held):
        feature = self.p["feature"]
        regions = game.board.regions
        return feature in regions[r].features and feature in regions[held].features

    def links_any(self, game, tribe, r, held):
        feature = self.p["feature"]
        regions = game.board.regions
        return feature in regions[r].features and any(feature in regions[h].features for h in held)

    def linked_regions(self, game, tribe, held):
        with_feature = game.board.with_feature[self.p["feature"]]
        return with_feature if not with_feature.isdisjoint(held) else ()


class HoldWater(Primitive):
    """Seas and Lakes may be conquered as ordinary empty regions, and kept in decline."""

    name = "hold_water"
    text = "conquer Seas and Lakes; keep them, and score them, even in decline"
    holds_water = True
    ai_pick_value = 3.0

