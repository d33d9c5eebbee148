"""The expert level's checks: one expert among hard players, seats rotated, fixed seeds.

    python bench/expert_ladder.py [--games N] [--seed S] [--jobs J] [--timing G]

Two settings through `python main.py simulate` (bench/ai_ladder.py's runner): one expert
among four hard in 5-player games (target: wins >= 35 %, chance 20 %) and expert against hard
in 2-player games (target >= 60 %). N games per setting (default 300), split evenly over the
seats, every rotation on the same seeds. Prints one JSON line per setting with the win rate,
its 95 % Wilson interval, the target and the exact commands; `--timing G` adds a line timing
expert alone (G five-player games, every seat expert: decision_ms_p50/p95/max, wall clock).
"""

import argparse
import json
import math
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ai_ladder import run, shell, simulate_command  # noqa: E402  (a sibling script)

SETTINGS = ((5, 0.35), (2, 0.60))


def wilson(wins, games, z=1.96):
    """The 95 % Wilson score interval of a win rate."""
    if not games:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (round(centre - half, 3), round(centre + half, 3))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per setting (split over the seats)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timing", type=int, default=0, metavar="G")
    args = parser.parse_args()
    jobs, settings = [], []
    for seats, target in SETTINGS:
        runs = []
        for seat in range(seats):
            levels = ["hard"] * seats
            levels[seat] = "expert"
            command = simulate_command(["--players", str(seats)], max(1, args.games // seats), args.seed, levels)
            runs.append((seat, command))
            jobs.append(command)
        settings.append((seats, target, runs))
    timing = simulate_command(["--players", "5"], args.timing, args.seed, ["expert"]) if args.timing else None
    if timing:
        jobs.append(timing)
    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = dict(zip(map(tuple, jobs), pool.map(run, jobs)))
    for seats, target, runs in settings:
        wins = sum(results[tuple(c)]["wins"][seat] for seat, c in runs)
        games = sum(results[tuple(c)]["games"] for _, c in runs)
        rate = wins / games
        print(json.dumps({
            "matchup": f"one expert vs {seats - 1} hard", "players": seats, "games": games, "wins": wins,
            "win_rate": round(rate, 3), "ci95": wilson(wins, games), "chance": round(1 / seats, 3),
            "target": target, "pass": rate >= target,
            "wins_by_seat": [results[tuple(c)]["wins"][seat] for seat, c in runs],
            "commands": [shell(c) for _, c in runs],
        }), flush=True)
    if timing:
        summary = results[tuple(timing)]
        print(json.dumps({
            "timing": "expert", "map": summary["map"], "games": summary["games"],
            "decision_ms_p50": summary["decision_ms_p50"], "decision_ms_p95": summary["decision_ms_p95"],
            "decision_ms_max": summary["decision_ms_max"], "target_p95_ms": 250, "target_max_ms": 1000,
            "command": shell(timing),
        }), flush=True)
    print(json.dumps({"seconds": round(time.perf_counter() - start, 1)}), file=sys.stderr)


if __name__ == "__main__":
    main()
