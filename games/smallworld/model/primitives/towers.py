"""Watch Towers: immune markers on Farmland regions the race dominates (the Watchman)."""

from ..board import TERRAINS
from ..effects import MarkerKind, Param, Primitive, one_of

TOWER = "tower"


class WatchTowers(Primitive):
    """At the end of the turn a tower (from the supply) goes on each Farmland region of the active
    race where it holds more of the neighbouring regions than any other race (natives count as
    one race, empty regions for nobody), in map order while the supply lasts; a tower region is
    immune; a tower goes as soon as its condition fails, and in decline (items 12, 54, 69)."""

    name = "watch_towers"
    text = "a Watch Tower on each {terrain} region where you hold most neighbours: immune"
    params = {"terrain": Param(one_of(TERRAINS), "farmland")}
    markers = (MarkerKind(TOWER, immune="immune: a Watch Tower guards it", leaves_on_decline=True,
                          from_supply=True),)
    rechecks = True
    ai_pick_value = 5.0

    def _holds(self, game, tribe, r):
        """The race dominates r's neighbourhood: r is a Farmland region of the race and the race
        holds more of its neighbours than any other race."""
        if game.occupant[r] is not tribe or game.board.regions[r].terrain != self.p["terrain"]:
            return False
        counts = {}
        for n in game.board.neighbors[r]:
            occupant = game.occupant[n]
            if occupant is not None:
                key = getattr(occupant, "id", occupant)     # natives (a plain id) are one race
                counts[key] = counts.get(key, 0) + 1
        mine = counts.pop(tribe.id, 0)
        return mine > 0 and all(mine > other for other in counts.values())

    def on_turn_end(self, game, tribe, events):
        towers = game.markers[TOWER]
        for r in sorted(tribe.regions):
            if game.supply.get(TOWER, 0) <= 0:
                break
            if not towers[r] and self._holds(game, tribe, r):
                game.set_marker(TOWER, r, 1)
                game.supply[TOWER] -= 1

    def recheck(self, game, tribe):
        towers = game.markers[TOWER]
        for r in tribe.regions:
            if towers[r] and not self._holds(game, tribe, r):
                game.set_marker(TOWER, r, 0)
                game.supply[TOWER] += 1
