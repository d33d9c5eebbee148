"""A race that takes one of two forms each turn (the Worgen): a choice of coins now or a
discount on every conquest of the turn."""

from ..effects import Param, Primitive, whole
from ..errors import IllegalAction

FORMS = ("human", "worgen")     # the `form` action's values (docs/FORMATS.md), in that order


class TwoForms(Primitive):
    """Each turn, before its first conquest-type action, the race takes its first form (`coins`
    at once) or its second (pay `price` coins to the bank; every conquest this turn costs
    `discount` less). Without a choice it takes the first form at its first conquest-type
    action, else at its redeployment, else at the end of the turn; a race declining takes none
    (items 24, 32, 33)."""

    name = "two_forms"
    text = "each turn: +{coins} coins (first form), or pay {price} for {discount} off every conquest"
    params = {"coins": Param(whole(0), 2), "price": Param(whole(0), 1), "discount": Param(whole(1), 1)}
    actions = ("form",)
    reads_options = False
    ai_pick_value = 6.0
    action_ui = {"form": {"label": "Choose a form", "target": "choice",
                          "choices": ({"value": FORMS[0], "label": "Human form"},
                                      {"value": FORMS[1], "label": "Worgen form"}),
                          "tooltip": "Human form: +2 coins now. Worgen form: pay 1 coin, every conquest this turn "
                                     "costs 1 less"}}

    def _form(self, game, tribe):
        """The form taken this turn (None: not yet, or not this race's turn)."""
        if game.seat != tribe.owner or tribe.declined:
            return None
        return game.turn.used.get(self.name)

    def _take(self, game, tribe, form, events):
        player = game.players[tribe.owner]
        paid = self.p["price"] if form == FORMS[1] else -self.p["coins"]
        player.coins -= paid
        game.coins_scored -= paid          # coins come from the bank and go back to it
        game.turn.used[self.name] = form
        events.append({"type": "form_taken", "player": tribe.owner, "race": tribe.id, "form": form,
                       "coins": -paid})

    def perform(self, game, tribe, action, events):
        form = action.get("form")
        if form not in FORMS:
            raise IllegalAction(f"form must be one of {', '.join(FORMS)}, not {form!r}")
        if self._form(game, tribe) is not None:
            raise IllegalAction(f"your {tribe.race.name} already took a form this turn")
        camp = game.turn.campaigns.get(tribe)
        if camp is not None and (camp.started or camp.redeployed):
            raise IllegalAction("choose the form before your first conquest")
        if form == FORMS[1] and game.players[tribe.owner].coins < self.p["price"]:
            raise IllegalAction(f"the {FORMS[1]} form costs {self.p['price']} coin and you have none")
        game.active_race_acts()            # no decline after it (item 23)
        self._take(game, tribe, form, events)

    def legal(self, game, tribe, camp, options):
        if self._form(game, tribe) is not None or (camp is not None and (camp.started or camp.redeployed)):
            return []
        out = [{"type": "form", "form": FORMS[0]}]
        if game.players[tribe.owner].coins >= self.p["price"]:
            out.append({"type": "form", "form": FORMS[1]})
        return out

    def on_first_action(self, game, tribe, events):
        if self._form(game, tribe) is None and not game.turn.declined:
            self._take(game, tribe, FORMS[0], events)

    def cost_change(self, game, tribe, r, held):
        return -self.p["discount"] if self._form(game, tribe) == FORMS[1] else 0

    def race_state(self, game, tribe, out):
        out["form"] = self._form(game, tribe)
