"""A legendary place that raises the faction bonus and lets a Neutral race take a side (the
Battleground; items 18, 41)."""

from ..effects import Param, Primitive, whole
from ..errors import IllegalAction

SIDE = "side"       # the action, and its key in the turn's record


class FactionStandard(Primitive):
    """Its controller's faction bonus counts up to `cap` regions per opposed race instead of 1;
    an active race with no opposed faction (Neutral) may take a side once a turn with the `side`
    action and gets that faction's bonus, the side lasting until the end of the turn."""

    name = "faction_standard"
    text = "your faction bonus counts up to {cap} per race; a Neutral race chooses a side each turn"
    params = {"cap": Param(whole(1), 2)}
    actions = (SIDE,)
    reads_options = False
    ai_pick_value = 3.0
    action_ui = {SIDE: {"label": "Take a side", "target": "choice",
                        "tooltip": "Neutral: fight for a faction this turn and get its faction bonus"}}

    def faction_cap(self):
        return self.p["cap"]

    def _sides(self, game, tribe):
        factions = game.ruleset.factions or {}
        if tribe.declined or factions.get(tribe.race.faction) is not None or game.turn.used.get(SIDE):
            return []
        return [f for f, opposed in factions.items() if opposed is not None]

    def perform(self, game, tribe, action, events):
        sides = self._sides(game, tribe)
        if not sides:
            raise IllegalAction("only an active Neutral race takes a side, once a turn")
        faction = action.get("faction")
        if faction not in sides:
            raise IllegalAction(f"faction must be one of {', '.join(sides)}, not {faction!r}")
        game.turn.used[SIDE] = faction
        events.append({"type": "side_taken", "player": tribe.owner, "faction": faction})

    def legal(self, game, tribe, camp, options):
        return [{"type": SIDE, "faction": f} for f in self._sides(game, tribe)]
