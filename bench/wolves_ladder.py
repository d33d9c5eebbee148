"""The Wolves' AI ladder: one seat of a stronger level against the level below, seats rotated.

    python bench/wolves_ladder.py [--games N] [--seed S] [--players 2,3,4,5] [--jobs J]
                                  [--matchups hard:medium,medium:easy,easy:random]

For each matchup and each seat count, N games (default 120) of one stronger seat among weaker
ones, N / seats with the stronger level in each seat, every rotation on the same seeds S, S+1, ...
(each deal is played from every seat). The games are set up as `python main.py simulate --game
wolves --seed S --ai LEVELS` sets them up (a `wolves-game` document of that seed, every random
outcome drawn from it) and played in this process through the engine, the computer seats' seeds
as simulate gives them, with the same round cap (a game still running after it is unfinished: no
winner, counted apart). A shared victory counts as a win for each seat sharing it, as simulate
counts it.

Prints ONE JSON line: for each matchup and seat count the stronger level's win rate, its 95 %
Wilson interval, the chance rate (1 / seats), whether it beats the level below (`beats`: the
interval's lower end above the chance rate; `ahead`: the rate itself above it), the mean VP
margin over the best weaker seat, unfinished games; and for each level its decision times
(p50, p95, max in ms of the deciding thread's processor time, so other programs sharing the
machine do not count; target p95 <= 250 ms) over every decision it made in the ladder, with the
command line that produced it all.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import decision_times, run_jobs, wilson  # noqa: E402

TARGET_P95_MS = 250


def play(levels: list[str], seed: int) -> dict:
    """One game of computer seats as `simulate` plays it; the winners, scores and decision times."""
    from games.wolves.commands import ROUND_CAP
    from games.wolves.definition import WOLVES
    from games.wolves.model.gamefile import parse_game_file

    document = {"format": WOLVES.game_format, "version": WOLVES.version, "map": "standard", "seed": seed,
                "players": [{"name": f"{level.capitalize()} {i + 1}", "kind": "ai", "level": level}
                            for i, level in enumerate(levels)]}
    setup, problems = parse_game_file(document, "ladder", ROOT, WOLVES.ai_levels)
    if setup is None or any(not p.warning for p in problems):
        raise SystemExit(f"error: ladder: game {seed}: {problems}")
    game = WOLVES.new_game(setup)
    bots = [WOLVES.make_player(level, seed * 7919 + i) for i, level in enumerate(levels)]
    times: list[list[float]] = [[] for _ in levels]
    while not game.over and game.round <= ROUND_CAP:
        seat = game.current
        t0 = time.thread_time()
        action = bots[seat].choose(game)
        times[seat].append((time.thread_time() - t0) * 1000)
        game.apply(action)
    return {"over": game.over, "winners": list(game.winners) if game.over else [],
            "vp": [game.score(s)["total"] for s in range(len(levels))], "times": times, "rounds": game.round}


def run_job(job: tuple[str, str, int, int, list[int]]) -> dict:
    strong, weak, seats, seat, seeds = job
    levels = [weak] * seats
    levels[seat] = strong
    wins = 0.0
    margins = []
    unfinished = 0
    times: dict[str, list[float]] = {strong: [], weak: []}
    rounds = []
    for seed in seeds:
        result = play(levels, seed)
        rounds.append(result["rounds"])
        if not result["over"]:
            unfinished += 1
        elif seat in result["winners"]:
            wins += 1
        others = [v for i, v in enumerate(result["vp"]) if i != seat]
        margins.append(result["vp"][seat] - max(others))
        for i, level in enumerate(levels):
            times[level].extend(result["times"][i])
    return {"strong": strong, "weak": weak, "seats": seats, "seat": seat, "games": len(seeds), "wins": wins,
            "margins": margins, "unfinished": unfinished, "times": times, "rounds": rounds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=120, help="games per matchup and seat count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,3,4,5", help="seat counts, e.g. 2,4")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                        help="processes playing the games (1: this one)")
    parser.add_argument("--matchups", default="hard:medium,medium:easy,easy:random")
    args = parser.parse_args()
    counts = [int(n) for n in args.players.split(",")]
    matchups = [tuple(item.split(":")) for item in args.matchups.split(",")]
    jobs = []
    for strong, weak in matchups:
        for seats in counts:
            per_seat = max(1, args.games // seats)
            seeds = [args.seed + g for g in range(per_seat)]
            jobs.extend((strong, weak, seats, seat, seeds) for seat in range(seats))
    start = time.perf_counter()
    results = run_jobs(run_job, jobs, args.jobs)
    rows = []
    for strong, weak in matchups:
        for seats in counts:
            mine = [r for r in results if (r["strong"], r["weak"], r["seats"]) == (strong, weak, seats)]
            games = sum(r["games"] for r in mine)
            wins = sum(r["wins"] for r in mine)
            margins = [m for r in mine for m in r["margins"]]
            low, high = wilson(wins, games)
            chance = round(1 / seats, 3)
            rows.append({"matchup": f"{strong}:{weak}", "players": seats, "games": games, "wins": wins,
                         "win_rate": round(wins / games, 3) if games else 0.0, "ci95": [low, high],
                         "chance": chance, "ahead": games > 0 and wins / games > chance, "beats": low > chance,
                         "wins_by_seat": [r["wins"] for r in mine],
                         "vp_margin_mean": round(statistics.mean(margins), 2) if margins else 0.0,
                         "unfinished": sum(r["unfinished"] for r in mine),
                         "mean_rounds": round(statistics.mean(x for r in mine for x in r["rounds"]), 1)})
    decisions = decision_times(results, TARGET_P95_MS)
    command = (f"python bench/wolves_ladder.py --games {args.games} --seed {args.seed} --players {args.players} "
               f"--matchups {args.matchups}")
    print(json.dumps({"bench": "wolves_ladder", "command": command, "matchups": rows, "decision_times": decisions,
                      "target_p95_ms": TARGET_P95_MS, "seconds": round(time.perf_counter() - start, 1)}), flush=True)


if __name__ == "__main__":
    main()
