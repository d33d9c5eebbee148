"""A legendary place that moves into the water when revealed and pays the race around it
(the Well of Eternity; items 20, 39, 80)."""

from .. import items
from ..effects import Param, Primitive, whole


class WaterShrine(Primitive):
    """Revealed, it moves to the first Sea or Lake of its island (map order); with none, it leaves
    and another legendary place replaces it face up. At each player's end of turn, if one of his
    races (active or declined) holds more regions next to it than any other race (natives count
    as one race), he gains `coins`; a tie gives nothing."""

    name = "water_shrine"
    text = "moves to a Sea or Lake when revealed; at each end of turn the race with most regions around it pays {coins}"
    params = {"coins": Param(whole(1), 2)}
    ai_pick_value = 2.0

    def on_reveal(self, game, r, entry):
        board = game.board
        island = board.island_of[r]
        water = next((w for w in range(len(board)) if board.water[w] and board.island_of[w] == island), None)
        if water is not None:
            if water != r:
                items.move_item(game, entry, r, water)
            return
        game.items[r].remove(entry)
        if not game.items[r]:
            del game.items[r]
        items.redraw_place(game, r)

    def table_coins(self, game, seat, r):
        counts = {}
        for n in game.board.neighbors[r]:
            occupant = game.occupant[n]
            if occupant is not None:
                counts[occupant] = counts.get(occupant, 0) + 1
        if not counts:
            return 0
        best = max(counts.values())
        leaders = [o for o, n in counts.items() if n == best]
        if len(leaders) != 1 or getattr(leaders[0], "owner", None) != seat:
            return 0
        return self.p["coins"]
