"""Reach through the player's declined races: the example primitive of docs/MODDING.md."""

from ..effects import Primitive


class ReachFromDeclined(Primitive):
    """The race may attack any region next to a region of its player's declined races, as if it
    were next to its own, and may enter the map there. Like conquer_anywhere, it lifts the need for
    adjacency without granting it (rules C15): a discount for regions "next to" the race's own
    still counts only its own regions."""

    name = "reach_from_declined"
    text = "conquer and enter next to your declined races' regions as if they were yours"
    ai_pick_value = 2.0

    def _next_to_declined(self, game, tribe, r):
        declined = game.players[tribe.owner].declined
        if not declined:
            return False
        for n in game.board.neighbors[r]:
            occupant = game.occupant[n]
            if occupant is not tribe and any(occupant is old for old in declined):
                return True
        return False

    def reaches(self, game, tribe, r):
        return self._next_to_declined(game, tribe, r)

    def may_enter(self, game, tribe, r):
        return self._next_to_declined(game, tribe, r)
