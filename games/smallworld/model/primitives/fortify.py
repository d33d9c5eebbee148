"""Primitives of conquest cost: discounts that read the map's state, and defence markers a world's
races put down as they conquer."""

from ..board import TERRAINS
from ..effects import MarkerKind, Param, Primitive, one_of, whole


class OccupiedDiscount(Primitive):
    """Non-empty regions (any race's tokens or natives) cost `amount` less (never below 1)."""

    name = "occupied_discount"
    text = "non-empty regions cost {amount} token less to conquer (minimum 1)"
    params = {"amount": Param(whole(1), 1)}
    ai_pick_value = 5.0

    def cost_change(self, game, tribe, r, held):
        return -self.p["amount"] if game.occupant[r] is not None else 0


class ConquestMarker(Primitive):
    """A marker from the supply (+1 defence) goes into each region the race conquers (of a terrain,
    when given) while the supply lasts; it stays in decline and leaves when the region is
    conquered or emptied. Subclasses name the marker."""

    marker = ""

    def after_conquest(self, game, tribe, r, events):
        terrain = self.p.get("terrain")
        if terrain is not None and game.board.regions[r].terrain != terrain:
            return
        if game.supply.get(self.marker, 0) > 0 and not game.markers[self.marker][r]:
            game.set_marker(self.marker, r, 1)
            game.supply[self.marker] -= 1


class WispWalls(ConquestMarker):
    name = "wisp_walls"
    marker = "wisp_wall"
    text = "each {terrain} region you conquer gets a Wisp Wall (+1 defence), kept in decline"
    params = {"terrain": Param(one_of(TERRAINS), "forest")}
    markers = (MarkerKind("wisp_wall", defence=1, from_supply=True),)
    ai_pick_value = 3.0


class Forts(ConquestMarker):
    """Forts; the power's badge stays with the race in decline (rules W item 37)."""

    name = "forts"
    marker = "fort"
    text = "a fort (+1 defence) goes into every region you conquer; forts and badge stay in decline"
    markers = (MarkerKind("fort", defence=1, from_supply=True),)
    keeps_badge = True
    ai_pick_value = 4.0
