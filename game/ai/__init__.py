"""Computer players. Each level is a class with `choose(game) -> action`.

They see only the model and never touch pygame, so they run in tests,
simulations and a background thread of the window alike.
"""

import random

from .random_ai import RandomPlayer

LEVELS = {"random": RandomPlayer}


def available_levels():
    return list(LEVELS)


def make_player(level, seed):
    """A computer player of the given level with its own seeded generator."""
    return LEVELS[level](random.Random(seed))
