"""Primitives about a race's tokens: extra ones, recruits, losses."""

from ..effects import Param, Primitive, whole


class ConquestOnlyTokens(Primitive):
    """`count` extra tokens for conquest only: they leave the map after every redeployment
    and come back when troops are readied next turn; regions may then be left empty where
    the remaining tokens run short."""

    name = "conquest_only_tokens"
    text = "+{count} tokens for conquest only; they leave the map after each redeployment"
    params = {"count": Param(whole(1))}
    may_leave_regions_empty = True
    ai_pick_value = 8.0

    def bonus_tokens(self):
        return self.p["count"]

    def kept_off_map(self):
        return self.p["count"]


class Recruit(Primitive):
    """One new token from the tray per `per_conquests` non-empty regions conquered this turn."""

    name = "recruit"
    text = "1 new token from the tray per {per_conquests} non-empty regions conquered"
    params = {"per_conquests": Param(whole(1))}
    ai_pick_value = 6.0

    def recruits(self, game, tribe, camp):
        return camp.nonempty // self.p["per_conquests"]


class NoLosses(Primitive):
    """When an enemy conquers a region of the race, no token goes to the tray (unless the
    token is replaced, as sorcery does)."""

    name = "no_losses"
    text = "lose no token when an enemy conquers one of your regions"
    ai_pick_value = 4.0

    def loses_nothing(self, game, tribe, replaced):
        return not replaced
