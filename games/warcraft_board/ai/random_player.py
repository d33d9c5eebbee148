"""The random computer player: a legal action drawn at random, from its own seeded generator.

Moves are sampled (a piece first, then one of its paths) rather than listed, so a big army's
choices cost no more than a small one's; `end_step` is drawn with the rest so random games move on.
"""

from __future__ import annotations

import random
from typing import Any

from ..model import game as rules

MOVE_SHARE = 0.85     # in the free part of a Move step: how often a move is tried before ending the step


class RandomPlayer:
    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any) -> Any:
        options = rules.legal_actions(game, limit=40)
        if not options:
            raise ValueError("no legal action: the game is over")
        moves = [a for a in options if a.type == "move"]
        if moves and self.rng.random() < MOVE_SHARE:
            return self.rng.choice(moves)
        others = [a for a in options if a.type != "move"] or options
        return self.rng.choice(others)
