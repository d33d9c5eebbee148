"""Primitives that keep tokens or count markers: a token saved once per opponent's turn, new
tokens each turn (a legendary place's), coins per artifact and legendary place controlled."""

from .. import items
from ..effects import Param, Primitive, own_name, whole
from ..errors import IllegalAction


class SaveToken(Primitive):
    """During each opponent's turn the first token of the active race that would go to the tray
    comes back to hand instead and joins that turn's retreat (item 65). `used_key`: its name in
    the state's `used`."""

    name = "save_token"
    text = "during each opponent's turn the first token you would lose comes back to your hand"
    params = {"used_key": own_name("a key of the state's used")}
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


class PaidRecruits(Primitive):
    """At the redeployment the race may buy new tokens from the tray, `price` coins each (to the
    bank), one for each token its conquests sent to the tray this turn (the Forsaken; items 9,
    46): the redeploy field `recruit` (n); the counts include them."""

    name = "paid_recruits"
    text = "for each token you sent to the tray this turn, buy a new one for {price} coin at redeployment"
    params = {"price": Param(whole(0), 1)}
    redeploy_fields = ("recruit",)
    ai_pick_value = 4.0
    field_ui = {"recruit": {"label": "Recruit", "shape": "number", "marker": "",
                            "tooltip": "Buy new tokens from the tray, 1 coin each, one per token you sent "
                                       "to the tray this turn"}}

    def _limit(self, game, tribe):
        camp = game.turn.campaigns.get(tribe)
        return camp.to_tray if camp is not None else 0

    def field_limit(self, game, tribe, field):
        price = self.p["price"]
        coins = game.players[tribe.owner].coins
        return min(self._limit(game, tribe), game.tray[tribe.id], coins // price if price else coins + 10 ** 6)

    def field_tokens(self, game, tribe, field, value, tray):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise IllegalAction(f"recruit must be a number of tokens, not {value!r}")
        if value > self._limit(game, tribe):
            raise IllegalAction(f"you sent {self._limit(game, tribe)} tokens to the tray this turn: "
                                f"recruit at most that many")
        if value > tray:
            raise IllegalAction(f"the tray holds only {tray} {tribe.race.name}")
        if value * self.p["price"] > game.players[tribe.owner].coins:
            raise IllegalAction(f"{value} recruits cost {value * self.p['price']} coins")
        return value

    def check_field(self, game, tribe, field, value, kept):
        return value             # checked by field_tokens

    def field_cost(self, game, tribe, field, value):
        return value * self.p["price"]
