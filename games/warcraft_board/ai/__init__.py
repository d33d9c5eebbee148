"""Computer players of Warcraft: The Board Game: `random` (random_player.py) and the easy, medium and
hard players (player.py)."""

from __future__ import annotations

from typing import Any

LEVELS = ("random", "easy", "medium", "hard")


def available_levels() -> tuple[str, ...]:
    return LEVELS


def make_player(level: str, seed: int) -> Any:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    if level == "random":
        from .random_player import RandomPlayer

        return RandomPlayer(seed)
    from .player import WarcraftPlayer

    return WarcraftPlayer(level, seed)
