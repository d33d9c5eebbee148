"""The `random` level of The Wolves: a legal action drawn at random, kind of action first.

It asks the engine's sampler (model/legal.py `sample_action`): each kind of action that has a legal
choice now is equally likely, then one of its actions, so a random seat moves, builds, howls,
upgrades and dominates alike instead of drowning in the many Moves; it works for every seat count
and the two-player virtual pack as the engine does. It exists to exercise the engine and to floor
the ladder of levels.
"""

from __future__ import annotations

import random
from typing import Any

from ..model.legal import sample_action


class RandomPlayer:
    level = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, game: Any) -> Any:
        """A legal action of the seat to act."""
        return sample_action(game, self.rng)
