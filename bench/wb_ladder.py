"""Warcraft: The Board Game's AI ladder: a stronger level against the level below, sides rotated.

    python bench/wb_ladder.py [--games N] [--seed S] [--scenario main2,main4,...|main|all] [--jobs J]
                              [--matchups hard:medium,medium:easy,easy:random] [--turn-cap T]

For each matchup and scenario, N games (default 40): the stronger level plays one side (a seat, or a
team: main 4 players' Alliance or Horde, Nordrassil's allies or the Undead) and the weaker level every
other side, each side in turn on the same seeds S, S+1, ... (N / sides seeds). Games are set up as
`python main.py simulate --game warcraft_board --scenario ... --seed S` sets them up and played with
simulate's turn cap (the rules page's app option: at the cap the most VP wins; VP-less scenarios draw).

Score: a win 1, a draw 1 / sides (the chance share), a loss 0. Prints ONE JSON line: per matchup and
scenario the stronger level's score rate with its 95 % Wilson interval, the chance rate, `beats`
(the interval's lower end above chance), wins, draws, games by side; per level its decision times
(p50, p95, max ms of processor time; target p95 <= 250 ms). Scenarios whose map is not shipped are
listed under `skipped`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import decision_times, run_jobs, wilson  # noqa: E402
from wb_common import BY_LABEL, SCENARIOS, new_game, play, playable  # noqa: E402

TARGET_P95_MS = 250


def run_job(job: tuple) -> dict:
    strong, weak, label, side_index, seeds, turn_cap = job
    scenario, seats, sides = BY_LABEL[label]
    levels = [weak] * seats
    for seat in sides[side_index]:
        levels[seat] = strong
    out = {"strong": strong, "weak": weak, "label": label, "side": side_index, "games": 0, "wins": 0,
           "draws": 0, "times": {strong: [], weak: []}, "turns": []}
    for seed in seeds:
        game = new_game(scenario, levels, seed, turn_cap)
        result = play(game, levels, seed)
        out["games"] += 1
        out["turns"].append(result["turns"])
        if not result["winners"]:
            out["draws"] += 1
        elif set(result["winners"]) & set(sides[side_index]):
            out["wins"] += 1
        for seat, level in enumerate(levels):
            out["times"][level].extend(result["times"][seat])
    return out


def main() -> None:
    from games.warcraft_board.commands import TURN_CAP

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games per matchup and scenario")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scenario", default="all",
                        help="labels: " + ",".join(s[0] for s in SCENARIOS) + " (main: main2,main4)")
    parser.add_argument("--matchups", default="hard:medium,medium:easy,easy:random")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games (1: this one)")
    parser.add_argument("--turn-cap", type=int, default=TURN_CAP)
    args = parser.parse_args()
    labels = [s[0] for s in SCENARIOS] if args.scenario == "all" else args.scenario.split(",")
    labels = [part for label in labels for part in (("main2", "main4") if label == "main" else (label,))]
    matchups = [tuple(item.split(":")) for item in args.matchups.split(",")]
    playable_labels, skipped = playable(labels, args.seed, args.turn_cap)
    jobs = []
    for strong, weak in matchups:
        for label in playable_labels:
            sides = BY_LABEL[label][2]
            per_side = max(1, args.games // len(sides))
            seeds = [args.seed + g for g in range(per_side)]
            jobs.extend((strong, weak, label, i, seeds, args.turn_cap) for i in range(len(sides)))
    start = time.perf_counter()
    results = run_jobs(run_job, jobs, args.jobs)
    rows = []
    for strong, weak in matchups:
        for label in playable_labels:
            sides = BY_LABEL[label][2]
            mine = [r for r in results if (r["strong"], r["weak"], r["label"]) == (strong, weak, label)]
            games = sum(r["games"] for r in mine)
            wins = sum(r["wins"] for r in mine)
            draws = sum(r["draws"] for r in mine)
            score = wins + draws / len(sides)
            low, high = wilson(score, games)
            chance = round(1 / len(sides), 3)
            rows.append({"matchup": f"{strong}:{weak}", "scenario": label, "games": games, "wins": wins,
                         "draws": draws, "score_rate": round(score / games, 3) if games else 0.0,
                         "ci95": [low, high], "chance": chance, "beats": low > chance,
                         "wins_by_side": [r["wins"] for r in sorted(mine, key=lambda r: r["side"])],
                         "mean_turns": round(sum(t for r in mine for t in r["turns"]) / max(1, games), 1)})
    decisions = decision_times(results, TARGET_P95_MS)
    command = (f"python bench/wb_ladder.py --games {args.games} --seed {args.seed} --scenario {args.scenario} "
               f"--matchups {args.matchups} --turn-cap {args.turn_cap}")
    print(json.dumps({"bench": "wb_ladder", "command": command, "turn_cap": args.turn_cap, "matchups": rows,
                      "decision_times": decisions, "target_p95_ms": TARGET_P95_MS, "skipped": skipped,
                      "seconds": round(time.perf_counter() - start, 1)}), flush=True)


if __name__ == "__main__":
    main()
