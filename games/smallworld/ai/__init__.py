"""Computer players. Each level is a class with `choose(game) -> action`.

They see only the model and never touch pygame, so they run in tests,
simulations and a background thread of the window alike. Levels, weakest
first: `random` (uniformly random legal play), `easy`, `medium`, `hard`
(see levels.py), `expert` (hard plus a search by rollouts, expert.py).
Decisions depend only on the game state and the player's own seeded
generator, so a game replays identically.
"""

import random

from ..model import AI_LEVELS
from .expert import ExpertPlayer
from .levels import EasyPlayer, HardPlayer, MediumPlayer
from .random_ai import RandomPlayer

_PLAYERS = {cls.level: cls for cls in (RandomPlayer, EasyPlayer, MediumPlayer, HardPlayer, ExpertPlayer)}
LEVELS = {level: _PLAYERS[level] for level in AI_LEVELS}     # in the order of games/smallworld/model/ai_levels.py


def available_levels():
    return list(LEVELS)


def make_player(level, seed):
    """A computer player of the given level with its own seeded generator."""
    return LEVELS[level](random.Random(seed))
