"""Military objectives: markers a race puts outside its faction's lands, paying whoever of the
right faction takes them (the Humans; items 6, 43, 44, 64)."""

from ..effects import MarkerKind, Param, Primitive, faction, whole
from ..errors import IllegalAction

OBJECTIVE = "objective"


def _barred_reason(game, r):
    return f"{game.region_id(r)} is held by a race of your faction"


class WarObjectives(Primitive):
    """At each redeployment the race places its `count` objectives (field `objectives`) in
    different regions held by no race of its own faction (`home`), active or declined; an
    omitted field leaves them where they are, but while one is off the map and a region is free
    for it the redeployment must place them, and the turn cannot end without one (items 6, 43,
    44), even when the race holds no region (its redeployment then places only them).
    A conqueror of an objective's region whose faction is not `barred` gains `coins` (the race's
    player too, if it is not him) and the objective comes back; a `barred` conqueror gains
    nothing and it stays. Gone in decline."""

    name = "war_objectives"
    text = ("place {count} objectives outside your faction's lands: a non-{barred} conqueror of one gains "
            "{coins}, and so do you")
    params = {"count": Param(whole(1), 2), "coins": Param(whole(0), 2), "home": faction(),
              "barred": faction()}
    markers = (MarkerKind(OBJECTIVE, leaves_on_decline=True, stays=True),)
    redeploy_fields = ("objectives",)
    fields_need_region = False
    ai_pick_value = 4.0
    field_ui = {"objectives": {"label": "Objectives", "shape": "regions", "marker": OBJECTIVE, "where": "any",
                               "tooltip": "Put your military objectives in regions no Alliance race holds"}}

    def _eligible(self, game):
        home = self.p["home"]
        return [r for r in range(len(game.board))
                if getattr(game.occupant[r], "race", None) is None or game.occupant[r].race.faction != home]

    def _wanted(self, game, eligible=None):
        """How many objectives must stand on the map: all of them, if the regions allow (item 64)
        (`eligible`: `_eligible`, when the caller has it)."""
        return min(self.p["count"], len(self._eligible(game) if eligible is None else eligible))

    def _missing(self, game, eligible=None):
        return self._wanted(game, eligible) - sum(game.markers[OBJECTIVE])

    def field_limit(self, game, tribe, field):
        return self.p["count"]

    def check_field(self, game, tribe, field, raw, kept):
        eligible = set(self._eligible(game))
        wanted = self._wanted(game)
        if not isinstance(raw, list) or len(raw) != wanted or not all(isinstance(rid, str) for rid in raw):
            raise IllegalAction(f"objectives must list {wanted} regions")
        regions = [game.region_index(rid) for rid in raw]
        if len(set(regions)) != len(regions):
            raise IllegalAction("the objectives go in different regions")
        for r in regions:
            if r not in eligible:
                raise IllegalAction(_barred_reason(game, r))
        return regions

    def field_region_reason(self, game, tribe, field, r, kept):
        return _barred_reason(game, r) if r not in self._eligible(game) else None

    def _lift(self, game):
        values = game.markers[OBJECTIVE]
        for r in range(len(values)):
            if values[r]:
                game.set_marker(OBJECTIVE, r, 0)

    def place_field(self, game, tribe, field, regions):
        self._lift(game)
        for r in regions:
            game.set_marker(OBJECTIVE, r, 1)

    def on_decline(self, game, tribe, events):
        self._lift(game)

    def default_field(self, game, tribe, field):
        eligible = self._eligible(game)     # once: asked at every legal-actions list of the race
        if self._missing(game, eligible) <= 0:
            return None
        return [game.region_id(r) for r in eligible[:self._wanted(game, eligible)]]

    def sample_field(self, game, tribe, field, regions, rng):
        eligible = self._eligible(game)
        return [game.region_id(r) for r in rng.sample(eligible, self._wanted(game))]

    def redeploy_reason(self, game, tribe, given):
        if "objectives" not in given and self._missing(game) > 0:
            return "place your military objectives (objectives) with this redeployment"
        return None

    def end_turn_reason(self, game, tribe):
        if self._missing(game) > 0:
            return "place your military objectives with a redeployment first"
        return None

    def watch_conquest(self, game, tribe, conqueror, r, events):
        if not game.markers[OBJECTIVE][r]:
            return
        faction = conqueror.race.faction
        if game.ruleset.factions and game.ruleset.factions.get(faction) is None:
            faction = game.turn.used.get("side", faction)       # a Neutral race's side (item 41)
        if faction == self.p["barred"]:
            return
        game.set_marker(OBJECTIVE, r, 0)
        coins = self.p["coins"]
        for seat, kind in ((conqueror.owner, "objective_taken"), (tribe.owner, "objective_reward")):
            if kind == "objective_reward" and seat == conqueror.owner:
                continue            # the Humans took their own objective: paid once
            game.players[seat].coins += coins
            game.coins_scored += coins
            events.append({"type": kind, "player": seat, "region": game.region_id(r), "coins": coins})
