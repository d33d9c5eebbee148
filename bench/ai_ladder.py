"""The AI ladder: one stronger seat among four of the level below, seats rotated.

    python bench/ai_ladder.py [--games N] [--seed S] [--players 5 | --map ID] [--jobs J]
                              [--matchups hard:medium,medium:easy,easy:random] [--timing G]
                              [--ruleset ID]

Each matchup plays N games (default 300) through `python main.py simulate`:
N/5 games with the stronger level in each seat, every rotation on the same
seeds, so each deal is played from every seat. Prints one JSON line per
matchup: the stronger level's win rate (shared wins count), its target, the
games and the exact commands run. `--timing G` adds one line per stronger level
of the matchups timing it alone on the map (decision_ms_p50/p95/max of
simulate's summary, G games with every seat that level). `--ruleset ID` plays
that ruleset (with --players: on its own kind of map, a Warcraft world for azeroth).

Targets (issue "Computer opponents worth beating"): hard among four medium
≥ 40 %, medium among four easy ≥ 40 %, easy among four random ≥ 80 %; decision
p95 ≤ 250 ms. On azeroth (issue 13): easy ≥ 70 %, p95 ≤ 100 ms.
"""

import argparse
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = {("hard", "medium"): 0.40, ("medium", "easy"): 0.40, ("easy", "random"): 0.80}
RULESET_TARGETS = {"azeroth": {("easy", "random"): 0.70}}
TARGET_P95_MS = {"classic": 250, "azeroth": 100}


def simulate_command(where, games, seed, levels, ruleset="classic"):
    rules = ["--ruleset", ruleset] if ruleset != "classic" else []
    return [sys.executable, "main.py", "simulate", *rules, *where, "--games", str(games), "--seed", str(seed),
            "--ai", ",".join(levels)]


def run(command):
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"error: {' '.join(command)} failed: {done.stderr.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def shell(command):
    return " ".join(["python"] + command[1:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per matchup (split over the seats)")
    parser.add_argument("--seed", type=int, default=1)
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--players", type=int, default=None)
    where.add_argument("--map", default=None)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--matchups", default="hard:medium,medium:easy,easy:random")
    parser.add_argument("--timing", type=int, default=0, metavar="G",
                        help="also time G games of each stronger level alone and report decision_ms_*")
    parser.add_argument("--ruleset", default="classic", help="the rules set played (default: classic)")
    args = parser.parse_args()
    if args.map:
        where_args = ["--map", args.map]
        seats = None
    else:
        seats = args.players or 5
        where_args = ["--players", str(seats)]
    if seats is None:
        sys.path.insert(0, ROOT)
        from game import resources
        from games.smallworld.model.board import load_map, map_path
        seats = load_map(map_path(args.map, resources.maps_dir())).players
    per_seat = max(1, args.games // seats)

    jobs = []
    matchups = []
    for item in args.matchups.split(","):
        strong, weak = item.split(":")
        runs = []
        for seat in range(seats):
            levels = [weak] * seats
            levels[seat] = strong
            command = simulate_command(where_args, per_seat, args.seed, levels, args.ruleset)
            runs.append((seat, command))
            jobs.append(command)
        matchups.append((strong, weak, runs))
    timing_commands = []
    if args.timing:
        for strong, _weak, _runs in matchups:
            timing_commands.append((strong, simulate_command(where_args, args.timing, args.seed, [strong],
                                                             args.ruleset)))
            jobs.append(timing_commands[-1][1])

    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = dict(zip(map(tuple, jobs), pool.map(run, jobs)))

    for strong, weak, runs in matchups:
        wins = games = 0
        p95 = []
        per_seat_wins = []
        for seat, command in runs:
            summary = results[tuple(command)]
            wins += summary["wins"][seat]
            per_seat_wins.append(summary["wins"][seat])
            games += summary["games"]
            p95.append(summary["decision_ms_p95"])
        rate = wins / games if games else 0.0
        target = RULESET_TARGETS.get(args.ruleset, {}).get((strong, weak), TARGETS.get((strong, weak)))
        print(json.dumps({
            "matchup": f"one {strong} vs {seats - 1} {weak}", "ruleset": args.ruleset,
            "level": strong, "opponents": weak, "games": games, "wins": wins,
            "win_rate": round(rate, 3), "chance": round(1 / seats, 3),
            "target": target, "pass": (rate >= target) if target is not None else None,
            "wins_by_seat": per_seat_wins,
            "decision_ms_p95_max": max(p95) if p95 else None,
            "commands": [shell(c) for _, c in runs],
        }), flush=True)
    for level, command in timing_commands:
        summary = results[tuple(command)]
        print(json.dumps({
            "timing": level, "ruleset": args.ruleset, "map": summary.get("map"), "games": summary["games"],
            "decision_ms_p50": summary["decision_ms_p50"], "decision_ms_p95": summary["decision_ms_p95"],
            "decision_ms_max": summary["decision_ms_max"], "target_p95_ms": TARGET_P95_MS.get(args.ruleset, 250),
            "command": shell(command),
        }), flush=True)
    print(json.dumps({"seconds": round(time.perf_counter() - start, 1)}), file=sys.stderr)


if __name__ == "__main__":
    main()
