"""Primitives that keep tokens or count markers: a token saved once per opponent's turn, new
tokens each turn (a legendary place's), coins per artifact and legendary place controlled."""

import re

from .. import items
from .base import Param, Primitive, whole

STATE_KEY = re.compile(r"[a-z0-9_]+\Z")


def state_key(value):
    return None if isinstance(value, str) and STATE_KEY.match(value) else "must be a state key (a-z, 0-9, _)"


class SaveToken(Primitive):
    """During each opponent's turn the first token of the active race that would go to the tray
    comes back to hand instead and joins that turn's retreat (item 65). `used_key`: its name in
    the state's `used`."""

    name = "save_token"
    text = "during each opponent's turn the first token you would lose comes back to your hand"
    params = {"used_key": Param(state_key)}
    ai_pick_value = 3.0

    def spares(self, game, tribe, lost):
        if game.turn.used.get(self.name):
            return 0
        game.turn.used[self.name] = 1
        return 1

    def race_state(self, game, tribe, out):
        if game.turn.used.get(self.name) and game.seat != tribe.owner:
            out["used"] = dict(out.get("used") or {}, **{self.p["used_key"]: 1})


class RecruitEachTurn(Primitive):
    """`count` new tokens from the tray at each redeployment (while the tray has them)."""

    name = "recruit_each_turn"
    text = "{count} new token from the tray at each redeployment"
    params = {"count": Param(whole(1), 1)}
    ai_pick_value = 4.0

    def recruits(self, game, tribe, camp):
        return self.p["count"]


class CoinsPerItem(Primitive):
    """+amount per face-up artifact or legendary place the active race controls."""

    name = "coins_per_item"
    text = "+{amount} coin per artifact or legendary place you control"
    params = {"amount": Param(whole(1), 1)}
    ai_pick_value = 2.0

    def turn_coins(self, game, tribe, camp):
        return self.p["amount"] * len(items.controlled(game, tribe))
