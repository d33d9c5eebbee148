"""Engine throughput: whole random-play games per second on the 5-player map.

    python bench/engine.py [--games N] [--map ID] [--audit] [--baseline REV] [--repeat K]
                           [--ruleset ID]

Prints one JSON line. `--ruleset ID` (other than classic) also plays N random games of that
ruleset on its own 5-player world (a Warcraft world for `azeroth`; `--world ID` picks another)
in the same run, and the line carries both rates and their ratio (`ruleset_ratio`: the
ruleset's games per second over classic's; the target of the azeroth issue is ≥ 0.5).
Rates are by the wall clock; `cpu_seconds` (and `ruleset_cpu_ratio`, the same ratio by this
process's processor time) are steadier on a machine other programs keep busy.
`--audit` also checks every invariant after every action (the larger property run;
slower, so it reports `audited` games separately).
`--baseline REV` also measures the engine of git revision REV (exported to a
temporary folder, driven by this same harness) in the same run, alternating the two K times and keeping each
one's best, so a shared, noisy machine compares them fairly; the line then carries
both figures and their ratio, by the wall clock and by processor time (`cpu_ratio`; with
`--ruleset`, the ruleset's too: `ruleset_speedup`, `ruleset_cpu_speedup`). The
target of the rules-engine issue: ≥ 50 games/s on one core (goal 200; a later issue: 400).
A faster engine must play the very same games: `bench/engine_same.py --baseline REV` checks it.
"""

import argparse
import gc
import json
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# `--root DIR` measures the engine of another checkout with this same harness
if "--root" in sys.argv:
    ROOT = os.path.abspath(sys.argv[sys.argv.index("--root") + 1])
sys.path.insert(0, ROOT)

from common import shipped_map  # noqa: E402
from revisions import checkout  # noqa: E402

try:
    from games.smallworld.ai.random_ai import RandomPlayer
    from games.smallworld.model.audit import audit
    from games.smallworld.model.board import load_map, map_path
    from games.smallworld.model.game import Game
    from games.smallworld.model.ruleset import load_ruleset
except ModuleNotFoundError:     # a checkout from before Small World moved into games/smallworld/ (--baseline)
    from game.ai.random_ai import RandomPlayer
    from game.model.audit import audit
    from game.model.board import load_map, map_path
    from game.model.game import Game
    from game.model.ruleset import load_ruleset


def play(ruleset, board, seed, check=False):
    players = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(board.players)]
    game = Game(ruleset, board, players, seed)
    bot = RandomPlayer(random.Random(seed))
    while not game.over:
        game.apply(bot.choose(game))
        if check:
            problems = audit(game)
            if problems:
                raise SystemExit(f"seed {seed}, action {len(game.actions)}: {problems}")
    return len(game.actions)


def timed(ruleset, board, args):
    """(actions, seconds, processor seconds) of the run's games of the ruleset on the board."""
    gc.collect()
    gc.freeze()     # what was loaded stays for good: keep it out of the collector, as the program does
    start, cpu = time.perf_counter(), time.process_time()
    actions = sum(play(ruleset, board, args.seed + g, args.audit) for g in range(args.games))
    return actions, time.perf_counter() - start, time.process_time() - cpu


def measure(args):
    ruleset = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
    board = load_map(map_path(args.map, os.path.join(ROOT, "maps")))
    actions, seconds, cpu = timed(ruleset, board, args)
    line = {
        "bench": "engine", "map": board.id, "regions": len(board), "players": board.players,
        "games": args.games, "actions": actions, "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 1),
        "actions_per_second": round(actions / seconds), "cpu_seconds": round(cpu, 3), "audited": args.audit,
        "target_games_per_second": 50,
    }
    if args.ruleset and args.ruleset != "classic":
        other = load_ruleset(os.path.join(ROOT, "rules_data", args.ruleset))
        world = shipped_map(ROOT, other, board.players, args.world)
        other_actions, other_seconds, other_cpu = timed(other, world, args)
        rate = args.games / other_seconds
        line.update({
            "ruleset": args.ruleset, "ruleset_map": world.id, "ruleset_regions": len(world),
            "ruleset_actions": other_actions, "ruleset_seconds": round(other_seconds, 3),
            "ruleset_games_per_second": round(rate, 1),
            "ruleset_actions_per_second": round(other_actions / other_seconds),
            "ruleset_cpu_seconds": round(other_cpu, 3),
            "ruleset_ratio": round(rate / line["games_per_second"], 3),
            "ruleset_cpu_ratio": round(cpu / other_cpu, 3), "target_ruleset_ratio": 0.5,
        })
    return line


def compare(args):
    command = ["--games", str(args.games), "--map", args.map, "--seed", str(args.seed)] + (
        ["--audit"] if args.audit else []) + (["--ruleset", args.ruleset] if args.ruleset else []) + (
        ["--world", args.world] if args.world else [])
    with checkout(args.baseline) as folder:
        runs = {"baseline": [], "current": []}
        for _ in range(args.repeat):
            for name, root in (("baseline", folder), ("current", ROOT)):
                out = subprocess.run([sys.executable, os.path.abspath(__file__), "--root", root] + command,
                                     check=True, capture_output=True, text=True, cwd=root).stdout
                runs[name].append(json.loads(out.strip().splitlines()[-1]))
    best = {name: max(r["games_per_second"] for r in results) for name, results in runs.items()}
    line = dict(runs["current"][0], games_per_second=best["current"],
                baseline=args.baseline, baseline_games_per_second=best["baseline"],
                baseline_actions=runs["baseline"][0]["actions"],
                ratio=round(best["current"] / best["baseline"], 3), repeat=args.repeat)
    cpu = {name: max(r["games"] / r["cpu_seconds"] for r in results) for name, results in runs.items()}
    line["cpu_ratio"] = round(cpu["current"] / cpu["baseline"], 3)     # the same by processor time
    if "ruleset_games_per_second" in line:      # the ruleset's games, best of each side too
        other = {name: max(r["ruleset_games_per_second"] for r in results) for name, results in runs.items()}
        line.update(ruleset_games_per_second=other["current"], baseline_ruleset_games_per_second=other["baseline"],
                    baseline_ruleset_actions=runs["baseline"][0]["ruleset_actions"],
                    ruleset_speedup=round(other["current"] / other["baseline"], 3),
                    ruleset_ratio=round(other["current"] / best["current"], 3),
                    baseline_ruleset_ratio=round(other["baseline"] / best["baseline"], 3))
        other_cpu = {name: max(r["games"] / r["ruleset_cpu_seconds"] for r in results)
                     for name, results in runs.items()}
        line.update(ruleset_cpu_speedup=round(other_cpu["current"] / other_cpu["baseline"], 3),
                    ruleset_cpu_ratio=round(other_cpu["current"] / cpu["current"], 3))
    for key in ("seconds", "actions_per_second", "cpu_seconds", "ruleset_seconds", "ruleset_actions_per_second",
                "ruleset_cpu_seconds"):
        line.pop(key, None)     # one run's figures: the best rates above stand for the runs
    return line


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--map", default="sundered-weald")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--audit", action="store_true")
    parser.add_argument("--baseline", metavar="REV", help="also measure this git revision, in the same run")
    parser.add_argument("--repeat", type=int, default=3, help="with --baseline: alternate runs, keep the best")
    parser.add_argument("--root", help="measure the engine of this checkout (used by --baseline)")
    parser.add_argument("--ruleset", help="also measure this ruleset's games in the same run (e.g. azeroth)")
    parser.add_argument("--world", help="with --ruleset: the ruleset's map (default: its first 5-player one)")
    args = parser.parse_args()
    print(json.dumps(compare(args) if args.baseline else measure(args)))


if __name__ == "__main__":
    main()
