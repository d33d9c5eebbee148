"""Computer players of Warcraft: The Board Game."""

from __future__ import annotations

from typing import Any

LEVELS = ("random",)


def available_levels() -> tuple[str, ...]:
    return LEVELS


def make_player(level: str, seed: int) -> Any:
    from .random_player import RandomPlayer

    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    return RandomPlayer(seed)
