"""Warcraft: The Board Game's engine throughput: whole games of random computer seats per second, for
the main game at 2 and 4 seats and each scenario.

    python bench/wb_engine.py [--games N] [--seed S] [--scenario main2,main4,...|all] [--turn-cap T] [--jobs J]

For each scenario, N games (default 20) set up as `python main.py simulate --game warcraft_board
--scenario ... --seed S` sets them up (seeds S, S+1, ...; the map the scenario's shipped one) and
played by the `random` level through the engine's action path (Game.apply: every action checked, then
applied). Random seats rarely finish a game, so every game runs with the app's turn cap option (the
rules page's: at the cap most VP wins, VP-less scenarios draw), by default simulate's. Only the play
is timed, not the setup (the map's layout checks).

With --jobs J (default 1) each scenario's games are shared out over J processes that start playing
together: `games_per_second` is then the machine's, all games over the wall time from the first
process's start to the last one's end, while `cpu_games_per_second` stays one processor's (games over
the processor time they took). Setup and process start are not timed.

Prints ONE JSON line: per scenario its games per second by the wall clock and by processor time,
actions per second, the actions and game turns a game takes on average and how many reached the cap;
scenarios whose map is not shipped under `skipped`; the goal (50 games a second) and the command.
"""

from __future__ import annotations

import argparse
import gc
import json
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from wb_common import BY_LABEL, SCENARIOS, new_game  # noqa: E402

GOAL_GAMES_PER_SECOND = 50


def play_share(label: str, seeds: list[int], turn_cap: int, start_together=None) -> dict:
    """Play the games of `seeds` (set up first, untimed); the totals and the timed span's ends."""
    from games.warcraft_board.definition import WARCRAFT

    scenario, seats, _ = BY_LABEL[label]
    levels = ["random"] * seats
    prepared = [(new_game(scenario, levels, seed, turn_cap),
                 [WARCRAFT.make_player("random", seed * 7919 + i) for i in range(seats)])
                for seed in seeds]
    gc.collect()
    if start_together is not None:
        start_together.wait()           # every process set up: the timed part starts at once
    actions = turns = capped = 0
    start, cpu = time.perf_counter(), time.process_time()
    for game, bots in prepared:
        while not game.over:
            WARCRAFT.apply(game, bots[WARCRAFT.seat_to_act(game)].choose(game))
        actions += len(game.actions)
        turns += game.turn
        capped += game.turn >= turn_cap
    return {"games": len(seeds), "actions": actions, "turns": turns, "capped": capped,
            "start": start, "end": time.perf_counter(), "cpu": time.process_time() - cpu}


def _play_in_process(job: tuple) -> dict:
    return play_share(*job, start_together=_BARRIER)


_BARRIER = None


def _join(barrier) -> None:
    global _BARRIER
    _BARRIER = barrier


def measure(label: str, games: int, seed: int, turn_cap: int, jobs: int = 1) -> dict:
    seeds = [seed + g for g in range(games)]
    if jobs <= 1:
        shares = [play_share(label, seeds, turn_cap)]
    else:
        # perf_counter is the system's monotonic clock on Linux and macOS: the processes' spans compare
        context = multiprocessing.get_context("spawn")
        barrier = context.Barrier(jobs)
        with context.Pool(jobs, initializer=_join, initargs=(barrier,)) as pool:
            shares = pool.map(_play_in_process, [(label, seeds[i::jobs], turn_cap) for i in range(jobs)])
    seconds = max(s["end"] for s in shares) - min(s["start"] for s in shares)
    cpu = sum(s["cpu"] for s in shares)
    actions = sum(s["actions"] for s in shares)
    return {"games": games, "jobs": max(1, jobs), "seconds": round(seconds, 3),
            "games_per_second": round(games / seconds, 2),
            "cpu_games_per_second": round(games / cpu, 2) if cpu > 0 else None,
            "actions_per_second": round(actions / seconds), "mean_actions": round(actions / games, 1),
            "mean_turns": round(sum(s["turns"] for s in shares) / games, 2),
            "at_turn_cap": sum(s["capped"] for s in shares),
            "meets_goal": games / seconds >= GOAL_GAMES_PER_SECOND}


def main() -> None:
    from games.warcraft_board.commands import TURN_CAP

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenario", default="all", help="labels: " + ",".join(s[0] for s in SCENARIOS))
    parser.add_argument("--turn-cap", type=int, default=TURN_CAP)
    parser.add_argument("--jobs", type=int, default=1, help="processes playing each scenario's games at once")
    args = parser.parse_args()
    labels = [s[0] for s in SCENARIOS] if args.scenario == "all" else args.scenario.split(",")
    results, skipped = {}, {}
    for label in labels:
        if label not in BY_LABEL:
            raise SystemExit(f"error: --scenario: unknown {label!r}; use {', '.join(BY_LABEL)} or all")
        try:
            results[label] = measure(label, args.games, args.seed, args.turn_cap, args.jobs)
        except LookupError as exc:
            skipped[label] = str(exc)
    print(json.dumps({"bench": "wb_engine", "level": "random", "turn_cap": args.turn_cap, "jobs": max(1, args.jobs),
                      "goal_games_per_second": GOAL_GAMES_PER_SECOND, "scenarios": results, "skipped": skipped,
                      "command": " ".join(["python", "bench/wb_engine.py", *sys.argv[1:]])}))


if __name__ == "__main__":
    main()
