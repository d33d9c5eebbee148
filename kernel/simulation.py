"""The summary the `simulate` command prints last, the same keys for every game (docs/FORMATS.md §5).

A game's simulate plays its games and counts; `summary` turns the counts into the summary's common keys, in
their order, and the game adds its own keys after them.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any


def summary(games: int, seconds: float, actions: int, wins: Sequence[int], score_key: str,
            score_totals: Sequence[float], decision_seconds: Sequence[float]) -> dict[str, Any]:
    """`games` played in `seconds` with `actions` in all; `wins` per seat (a shared win counts for each winner);
    `score_key` ("mean_vp", or the game's own word) names the mean of `score_totals` per seat; the computer
    players' decisions, each in seconds, give the decision times in milliseconds."""
    ms = sorted(d * 1000 for d in decision_seconds)
    return {
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "actions": actions,
        "wins": list(wins),
        score_key: [round(total / games, 2) for total in score_totals],
        "decision_ms_p50": round(statistics.median(ms), 3) if ms else 0,
        "decision_ms_p95": round(ms[min(len(ms) - 1, int(len(ms) * 0.95))], 3) if ms else 0,
        "decision_ms_max": round(ms[-1], 3) if ms else 0,
    }
