"""The random computer player: a legal action drawn at random, from its own seeded generator.

In the free part of a Move step a move is sampled (a piece first, then one of its paths: the
movement rules' sampler) rather than listed, so a big army's choices cost no more than a small
one's; otherwise one of the legal actions is drawn. `end_step` is drawn with the rest, so random
games move on.

Both draws check only what they draw: a piece drawn that cannot move, or a Spend option drawn that
its check refuses, is dropped and the draw made again among the rest. Each piece that can move, and
each legal action, is as likely as when every one is checked first and one drawn from the list.
"""

from __future__ import annotations

import random
from typing import Any

from ..model import game as rules
from ..model import movement, spend

MOVE_SHARE = 0.85      # in the free part of a Move step: how often a move is tried before anything else


class RandomPlayer:
    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any) -> Any:
        found = rules.decision(game)
        if found is None:
            raise ValueError("no legal action: the game is over")
        free_move = (game.battle is None and game.window is None and not game.respawns and not game.asks
                     and game.step == "move" and game.stage == "free" and found.seat == game.mover)
        if free_move and self.rng.random() < MOVE_SHARE:
            move = movement.sample_move(game, found.seat, self.rng, rules.Makers(found.seat).move)
            if move is not None:
                return move
        options = rules.legal_actions(game, limit=0 if free_move else None, unchecked_spend=True)
        while options:
            # drawn among the options left, an unchecked Spend option checked only once drawn and
            # dropped if refused: the same chances as drawing from the checked list, at a few checks
            index = self.rng.randrange(len(options))
            action = options[index]
            if action.type not in spend.SPEND_CHECKS or spend.candidate_legal(game, action):
                return action
            options[index] = options[-1]
            options.pop()
        raise ValueError("no legal action")
