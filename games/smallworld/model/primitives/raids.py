"""A once-a-turn conquest anywhere, paid with the help of the die (the Gnomes' air raid)."""

from .. import conquest
from ..effects import Primitive
from ..errors import IllegalAction
from .moves import region_mode


def _as_adjacent(game, tribe, r):
    """The race's regions plus r's neighbours: r treated as adjacent (so no crossing fee)."""
    return tribe.regions | set(game.board.neighbors[r])


class AirRaid(Primitive):
    """Once per turn, after the race's first conquest, name any region on any island as if it were
    adjacent (no crossing fee), roll the die and pay its cost minus the roll (minimum 1). Covered:
    the region is taken and conquests go on; short by 1 to 3: a second roll at once is the final
    attempt (success puts the whole hand in); short by more: it fails. After either, conquests end
    (items 4, 25, 30, 31)."""

    name = "air_raid"
    text = "once per turn conquer any region as if adjacent, paying its cost minus a die roll"
    actions = ("raid",)
    reads_options = False
    ai_pick_value = 5.0
    action_ui = {"raid": region_mode(
        "Air raid…", "Once per turn: name any region, roll the die and pay its cost minus the roll",
        "Click a purple region: the die is rolled and the raid pays its cost minus the roll. Esc to stop.",
        "Click to raid: costs {cost} minus the die's roll (at least 1)", cost="roll")}

    def reason(self, game, tribe, r):
        """Why the race cannot raid region r now (None if it can)."""
        if game.turn.used.get(self.name):
            return "the air raid was already made this turn"
        if not tribe.regions:
            return "a race entering the map cannot raid: conquer an entry region first"
        short = conquest.too_few_tokens(game, tribe)
        if short:
            return short
        owed = sum(coins for _seat, coins in conquest.tolls(game, tribe, r))
        if owed > game.players[tribe.owner].coins:
            return f"an attack here asks {owed} coins first"
        return conquest.reach_reason(game, tribe, r, _as_adjacent(game, tribe, r))

    def target_reason(self, game, tribe, kind, r):
        return self.reason(game, tribe, r)

    def target_cost(self, game, tribe, kind, r):
        """The raid's cost before the die (the conquest's, r treated as adjacent); perform pays it minus the roll."""
        return conquest.cost(game, tribe, r, _as_adjacent(game, tribe, r))

    def perform(self, game, tribe, action, events):
        r = game.region_index(action.get("region"))
        camp = game.open_campaign(tribe, False)
        if camp.roll is not None:
            raise IllegalAction("you already rolled: conquer a region first")
        hand = game.ready_count(tribe, camp)
        if hand < tribe.effects.min_stack:
            raise IllegalAction(f"you need {tribe.effects.min_stack} tokens in hand to raid")
        reason = self.reason(game, tribe, r)
        if reason:
            raise IllegalAction(reason)
        cost = self.target_cost(game, tribe, "raid", r)
        conquest.pay_tolls(game, tribe, r, events)         # before the roll, kept if it fails (item 36)
        conquest.note_attempt(game, tribe, r)
        game.ready_troops(tribe, camp, False)
        game.turn.used[self.name] = 1
        seat, rid = tribe.owner, game.region_id(r)
        face = game.roll_die()
        needed = max(1, cost - face)
        short = needed - hand
        events.append({"type": "rolled", "player": seat, "race": tribe.id, "face": face, "region": rid,
                       "needed": max(0, cost - hand), "success": short <= 0, "raid": True})
        if short <= 0:
            game.take_region(tribe, r, needed, camp, events, "raid")
            return
        camp.over = True
        if short > 3:
            return
        second = game.roll_die()
        success = hand + second >= needed
        events.append({"type": "rolled", "player": seat, "race": tribe.id, "face": second, "region": rid,
                       "needed": short, "success": success, "raid": True, "final": True})
        if success:
            game.take_region(tribe, r, game.ready_count(tribe, camp), camp, events, "raid")

    def legal(self, game, tribe, camp, options):
        if options is None or game.turn.used.get(self.name) or not tribe.regions \
                or (camp is not None and camp.roll is not None):
            return []
        return [{"type": "raid", "region": game.region_id(r)} for r in range(len(game.board))
                if self.reason(game, tribe, r) is None]

    def race_state(self, game, tribe, out):
        if game.turn.used.get(self.name) and game.seat == tribe.owner:
            out["used"] = dict(out.get("used") or {}, raid=1)
