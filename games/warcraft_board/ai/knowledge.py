"""What a computer seat may know, and a copy of the game with the rest redrawn (for lookahead).

§9: hands, deck orders and Nordrassil's set-aside cards are secret; everything else is public
(resources, hand and deck sizes, discards, played VP cards, levels, buildings, the map). The
players read the live game only through public fields and their own hand; whoever plays a game
forward (hard's battle odds) first takes `determinized(game, seat, rng)`: a copy where every other
seat's hand, deck and set-aside cards are a sample of the cards it could hold, the seat's own deck
is reshuffled (its order is secret to it too) and the dice come from the player's generator (the
game's own generator would foretell the real dice).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

from ..model.state import GameOutcomes


def unseen_pool(game: Any, seat: int) -> list[str]:
    """The cards `seat` might hold or have in its deck, as any other seat can count them: its race's
    deck without its discards and its laid VP cards (a sorted list, so the count is all it tells)."""
    player = game.seats[seat]
    pool = Counter(game.values.deck(player.race))
    pool.subtract(player.discard)
    pool["victory_point"] -= player.vp_cards
    return sorted(card for card, n in pool.items() for _ in range(max(0, n)))


def determinized(game: Any, seat: int, rng: random.Random) -> Any:
    """A copy of `game` that `seat` may look into: hidden cards redrawn, own deck reshuffled, dice from
    `rng` (module doc). The copy keeps no recorded outcomes: it is never saved."""
    twin = copy.deepcopy(game)
    for other, player in enumerate(twin.seats):
        if player.eliminated:
            continue
        if other == seat:
            player.deck.sort()           # its order is secret to the seat too: only the cards count
            rng.shuffle(player.deck)
            continue
        pool = unseen_pool(game, other)
        rng.shuffle(pool)
        sizes = (len(player.hand), len(player.deck), len(player.set_aside))
        needed = sum(sizes)
        pool = (pool + ["supplies"] * needed)[:needed]
        player.hand = pool[:sizes[0]]
        player.deck = pool[sizes[0]:sizes[0] + sizes[1]]
        player.set_aside = pool[sizes[0] + sizes[1]:]
    twin.rng = random.Random(rng.random())
    twin.outcomes = GameOutcomes(twin.rng)
    twin.actions = []
    twin.events = []
    return twin
