"""Tolls an opponent pays before attacking a region (item 36)."""

from ..board import TERRAINS
from ..effects import Param, Primitive, one_of, whole


class TerrainToll(Primitive):
    """Before an opponent's conquest or attempt aimed at a region of the race with that terrain,
    he pays the race's player `coins`; it works in decline, and the badge stays (items 37, 75)."""

    name = "terrain_toll"
    text = "before an opponent attacks your {terrain} region he pays you {coins} coin"
    params = {"terrain": Param(one_of(TERRAINS), "swamp"), "coins": Param(whole(1), 1)}
    in_decline = keeps_badge = True
    ai_pick_value = 3.0

    def toll(self, game, tribe, attacker, r):
        return self.p["coins"] if game.board.regions[r].terrain == self.p["terrain"] else 0


class Harmony(Primitive):
    """At the end of its turn (not a decline turn) the race gives Harmony to each opponent whose
    active race it did not attack this turn (players without a race too; item 47: a conquest or
    an attempt aimed at it); a holder pays `coins` to the giver once a turn, before the first
    attack on any of the giver's races (items 7, 36). Harmony comes back as the giver's next
    turn starts (item 35)."""

    name = "harmony"
    text = "at the end of your turn give Harmony to each opponent you did not attack: he pays you {coins} " \
           "coins before attacking you"
    params = {"coins": Param(whole(1), 2)}
    grants_tolls = True
    ai_pick_value = 4.0

    def on_turn_end(self, game, tribe, events):
        turn = game.turn
        spared = [seat for seat in range(len(game.players))
                  if seat != tribe.owner and seat not in turn.attacked and seat not in turn.aimed]
        for seat in spared:
            game.harmony[seat] = (tribe.owner, self.p["coins"])
        if spared:
            events.append({"type": "harmony_given", "player": tribe.owner, "to": spared})
