"""The expert level's checks: one expert among hard players, seats rotated, fixed seeds.

    python bench/expert_ladder.py [--games N] [--seed S] [--jobs J] [--timing G] [--players 5|2]

Two settings through `python main.py simulate` (bench/ai_ladder.py's runner): one expert
among four hard in 5-player games (target: wins >= 35 %, chance 20 %) and expert against hard
in 2-player games (target >= 60 %). N games per setting (default 300), split evenly over the
seats, every rotation on the same seeds. Prints one JSON line per setting with the win rate,
its 95 % Wilson interval, the target, the exact commands and `cap_trips` (the expert's searches
its safety cap cut short: games that depend on the machine's speed); `--timing G` adds two lines timing
expert alone (G games of 5 and of 2 players, every seat expert, seeds from --seed, played in this
process): decision_ms_p50/p95/max in processor time of the thinking thread, the budget's measure
on a machine whose cores other programs share (the wall clock is given too). `--players P` runs
and times only the setting with P players.
"""

import argparse
import json
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ai_ladder import run, shell, simulate_command  # noqa: E402  (a sibling script)
from common import wilson  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SETTINGS = ((5, 0.35), (2, 0.60))


def time_expert(seats, games, seed):
    """Decision times of all-expert games: thread processor time and wall clock, in ms."""
    sys.path.insert(0, ROOT)
    from game import resources
    from game.cli import _choose_map
    from games.smallworld.ai import make_player
    from games.smallworld.model import Game
    from games.smallworld.model.ruleset import load_ruleset, ruleset_folder

    ruleset = load_ruleset(ruleset_folder("classic", resources.rules_dir()))
    board, _ = _choose_map(argparse.Namespace(map=None, players=seats))
    cpu, wall = [], []
    for g in range(games):
        game = Game(ruleset, board, [{"name": str(i), "kind": "ai", "level": "expert"} for i in range(seats)],
                    seed + g)
        bots = [make_player("expert", (seed + g) * 7919 + i) for i in range(seats)]
        while not game.over:
            t, w = time.thread_time(), time.perf_counter()
            action = bots[game.current_player].choose(game)
            cpu.append((time.thread_time() - t) * 1000)
            wall.append((time.perf_counter() - w) * 1000)
            game.apply(action)

    def pick(ms, q):
        ms = sorted(ms)
        return round(ms[min(len(ms) - 1, int(len(ms) * q))], 1)

    return {"timing": "expert", "players": seats, "map": board.id, "games": games, "decisions": len(cpu),
            "decision_ms_p50": pick(cpu, 0.5), "decision_ms_p95": pick(cpu, 0.95),
            "decision_ms_max": round(max(cpu), 1),
            "wall_ms_p95": pick(wall, 0.95), "wall_ms_max": round(max(wall), 1),
            "target_p95_ms": 250, "target_max_ms": 1000,
            "command": f"python bench/expert_ladder.py --games 0 --timing {games} --seed {seed}"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per setting (split over the seats)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timing", type=int, default=0, metavar="G")
    parser.add_argument("--players", type=int, choices=[seats for seats, _ in SETTINGS],
                        help="only the setting with this many players")
    args = parser.parse_args()
    chosen = [(seats, target) for seats, target in SETTINGS if args.players in (None, seats)]
    jobs, settings = [], []
    for seats, target in chosen if args.games > 0 else ():
        runs = []
        for seat in range(seats):
            levels = ["hard"] * seats
            levels[seat] = "expert"
            command = simulate_command(["--players", str(seats)], max(1, args.games // seats), args.seed, levels)
            runs.append((seat, command))
            jobs.append(command)
        settings.append((seats, target, runs))
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
            "cap_trips": sum(results[tuple(c)]["cap_trips"][seat] for seat, c in runs),
            "commands": [shell(c) for _, c in runs],
        }), flush=True)
    for seats, _ in chosen if args.timing else ():
        print(json.dumps(time_expert(seats, args.timing, args.seed)), flush=True)
    print(json.dumps({"seconds": round(time.perf_counter() - start, 1)}), file=sys.stderr)


if __name__ == "__main__":
    main()
