"""The computer players of The Wolves. Each level is a class with `choose(game) -> action` and its own
seeded generator: they see only the model (never pygame), and their choices depend only on the game
and that generator, so a game of computers replays identically.

LEVELS lists them weakest first, `random` first; a new level is one more entry here (the game's
definition, the command line's `--ai` and the window read this list).
"""

from __future__ import annotations

import random
from typing import Any

from .levels import EasyPlayer, HardPlayer, MediumPlayer
from .random_player import RandomPlayer

LEVELS: dict[str, type] = {cls.level: cls for cls in (RandomPlayer, EasyPlayer, MediumPlayer, HardPlayer)}


def available_levels() -> tuple[str, ...]:
    return tuple(LEVELS)


def make_player(level: str, seed: int) -> Any:
    """A computer player of `level` with its own generator seeded by `seed`; ValueError for a level
    that does not exist."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    return LEVELS[level](random.Random(seed))
