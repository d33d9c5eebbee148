"""A race that gathers artifacts or storms legendary places (the Ethereals; items 10, 56, 76)."""

from .. import conquest, items
from ..effects import Param, Primitive, whole
from ..errors import IllegalAction
from .moves import region_mode

USE = "use"


class Collector(Primitive):
    """Once per turn either the `collect` action (move a face-up artifact from a region next to
    the race, or its own, into one of its regions: usable at once) or a `conquer` naming the race
    in `use`: a legendary place really next to it (face up) costs `discount` less. Collecting is a
    conquest-type action (item 32)."""

    name = "collector"
    text = "once per turn take an artifact next to you, or conquer a legendary place next to you for {discount} less"
    params = {"discount": Param(whole(1), 2)}
    actions = ("collect",)
    reads_options = False
    usable = True
    ai_pick_value = 3.0
    action_ui = {"collect": region_mode(
        "Collect…", "Once per turn: move an artifact from a region next to yours into one of your regions",
        "Click the region holding the artifact. Esc to stop.", "Click to take its artifact")}

    def _spent(self, game, tribe):
        return bool(game.turn.used.get((USE, tribe.race.id)))

    def _next_to(self, game, tribe, r):
        return r in tribe.regions or any(n in tribe.regions for n in game.board.neighbors[r])

    # -- the conquest of a legendary place ---------------------------------------------------
    def use_reason(self, game, tribe, r):
        places = [e for e in game.items.get(r, ()) if e[1] and game.ruleset.items[e[0]].kind == "place"]
        if not places or not any(n in tribe.regions for n in game.board.neighbors[r]):
            return f"use: {tribe.race.name} need a face-up legendary place next to them"
        return None

    def use_cost(self, game, tribe, r, cost):
        return cost - self.p["discount"]

    # -- collect ------------------------------------------------------------------------------
    def _artifact(self, game, tribe, r, named):
        found = [e for e in game.items.get(r, ()) if e[1] and game.ruleset.items[e[0]].kind == "artifact"]
        if named is not None:
            found = [e for e in found if e[0] == named]
        if not found:
            raise IllegalAction(f"{game.region_id(r)} holds no face-up artifact" + (f" {named!r}" if named else ""))
        if len(found) > 1:
            raise IllegalAction(f"{game.region_id(r)} holds several artifacts: name one in item")
        return found[0]

    def perform(self, game, tribe, action, events):
        r = game.region_index(action.get("region"))
        to = game.region_index(action.get("to"))
        camp = game.open_campaign(tribe, False)
        if camp.over:
            raise IllegalAction("conquests are over")
        if self._spent(game, tribe):
            raise IllegalAction(f"your {tribe.race.name} already used their ability this turn")
        if not self._next_to(game, tribe, r):
            raise IllegalAction(f"{game.region_id(r)} is not next to your {tribe.race.name}")
        if to not in tribe.regions:
            raise IllegalAction(f"{game.region_id(to)} is not one of your regions")
        if r not in tribe.regions and game.immune_reason(r):
            raise IllegalAction(game.immune_reason(r))
        entry = self._artifact(game, tribe, r, action.get("item"))
        due = items.item_tolls(game, tribe, r)          # the Aegis (item 36)
        owed = sum(coins for _seat, coins in due)
        player = game.players[tribe.owner]
        if owed > player.coins:
            raise IllegalAction(f"{game.region_id(r)} asks {owed} coins first and you have {player.coins}")
        for seat, coins in due:
            conquest.pay(game, tribe.owner, seat, coins, events, region=r)
        if due:
            items.tolls_paid(game, tribe, r)
        game.ready_troops(tribe, camp, False)
        game.turn.used[(USE, tribe.race.id)] = 1
        if r != to:
            items.move_item(game, entry, r, to)
        events.append({"type": "collected", "player": tribe.owner, "race": tribe.id, "item": entry[0],
                       "region": game.region_id(r), "to": game.region_id(to)})

    def legal(self, game, tribe, camp, options):
        if options is None or self._spent(game, tribe) or not tribe.regions:
            return []
        out = []
        home = min(tribe.regions)
        for r, entries in game.items.items():
            if not self._next_to(game, tribe, r) or (r not in tribe.regions and game.immune_reason(r)):
                continue
            arts = [e for e in entries if e[1] and game.ruleset.items[e[0]].kind == "artifact"]
            owed = sum(coins for _s, coins in items.item_tolls(game, tribe, r))
            if len(arts) == 1 and owed <= game.players[tribe.owner].coins:
                out.append({"type": "collect", "region": game.region_id(r), "to": game.region_id(home)})
        return out
