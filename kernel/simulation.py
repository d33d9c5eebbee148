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


# ---------------------------------------------------------------- what every game's simulate does alike

class Tally:
    """What a game's simulate counts while it plays: each seat's wins (a shared win counts for each winner)
    and score, the actions, the computer players' decisions, the games stopped unfinished, the time."""

    def __init__(self, seats: int):
        import time

        self.clock = time.perf_counter
        self.start = self.clock()
        self.wins = [0] * seats
        self.scores = [0] * seats
        self.decisions: list[float] = []
        self.actions = 0
        self.unfinished = 0

    def play(self, definition: Any, game: Any, levels: Sequence[str], game_seed: int, go_on: Any = None) -> None:
        """`game` played out by computers of `levels` (play_out), its actions and decisions counted."""
        self.actions += play_out(definition, game, levels, game_seed, self.decisions, go_on)

    def count(self, winners: Sequence[int], scores: Sequence[float], finished: bool = True) -> None:
        """One game's end: its winners, each seat's score, whether it ended by the rules."""
        for seat in winners:
            self.wins[seat] += 1
        for seat, score in enumerate(scores):
            self.scores[seat] += score
        if not finished:
            self.unfinished += 1

    def summary(self, games: int, score_key: str = "mean_vp") -> dict[str, Any]:
        return summary(games, self.clock() - self.start, self.actions, self.wins, score_key, self.scores,
                       self.decisions)


def check_runs(games: int, seed: int, seed_min: int, seed_max: int) -> None:
    """--games and --seed: game g plays seed S + g, and its game file records it (DataError naming the option)."""
    from .errors import DataError

    if games < 1:
        raise DataError.single("--games", "must be at least 1")
    if games > seed_max - seed_min + 1:
        raise DataError.single("--games", f"must be at most {seed_max - seed_min + 1} (one 64-bit seed a game)")
    last = seed_max - (games - 1)
    if not seed_min <= seed <= last:
        most = f"; the last of {games} games plays S + {games - 1})" if games > 1 else ")"
        raise DataError.single("--seed", f"must be from {seed_min} to {last} (a game file's seed fits in 64 bits{most}")


def seat_levels(definition: Any, spec: Sequence[str], seats: int) -> list[str]:
    """The computer level of each seat: --ai's one level for every seat, or its list, one a seat."""
    from .errors import DataError
    from .files import excerpt

    levels = list(spec) * seats if len(spec) == 1 else list(spec)
    if len(levels) != seats:
        raise DataError.single("--ai", f"gives {len(levels)} levels for {seats} seats")
    for level in levels:
        if level not in definition.ai_levels:
            raise DataError.single("--ai", f"unknown level {excerpt(level)}; use {', '.join(definition.ai_levels)}")
    return levels


def computer_seats(levels: Sequence[str]) -> list[dict[str, Any]]:
    """A simulated game file's players: a computer of each level ("Easy 1", "Hard 2"...)."""
    return [{"name": f"{level.capitalize()} {i + 1}", "kind": "ai", "level": level} for i, level in enumerate(levels)]


def play_out(definition: Any, game: Any, levels: Sequence[str], game_seed: int, decisions: list[float],
             go_on: Any = None) -> int:
    """Play `game` (of seed `game_seed`) with a computer of each level until it is over (or `go_on(game)` is
    false), each decision's seconds added to `decisions`; the actions played. A computer's illegal action is a
    DataError naming the game, the action and the level."""
    import time

    from .errors import DataError, IllegalAction

    clock = time.perf_counter
    bots = [definition.make_player(level, game_seed * 7919 + i) for i, level in enumerate(levels)]
    actions = 0
    while not definition.is_over(game) and (go_on is None or go_on(game)):
        seat = definition.seat_to_act(game)
        t0 = clock()
        action = bots[seat].choose(game)
        decisions.append(clock() - t0)
        try:
            definition.apply(game, action)
        except IllegalAction as exc:
            raise DataError.single(f"game {game_seed}, action {definition.actions_taken(game)} "
                                   f"({definition.describe_action(action)})",
                                   f"the {levels[seat]} player chose an illegal action: {exc.reason}") from None
        actions += 1
    return actions


def save_game(save_dir: str | None, game_seed: int, document: Any) -> None:
    """--save-dir's game-<seed>.json (a DataError naming --save-dir when it cannot be written)."""
    import os

    from .errors import DataError
    from .files import write_json

    if not save_dir:
        return
    target = os.path.join(save_dir, f"game-{game_seed}.json")
    try:
        write_json(target, document)
    except OSError as exc:     # a folder of that name, a full disk, a folder gone read-only
        raise DataError.single("--save-dir", f"cannot write {target}: {exc.strerror or exc}") from None
