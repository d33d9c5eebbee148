"""Warcraft: The Board Game's balance from self-play: how often each race and each scenario side wins
when every seat plays the same computer level, with 95 % Wilson intervals, and the design values
(the rules page's * values, all in rules_data/values.yaml) the figures suggest changing.

    python bench/wb_balance.py [--games N] [--seed S] [--level medium] [--scenario ...|all] [--jobs J]
                               [--turn-cap T] [--race-pairs]

Each game is set up as `python main.py simulate --game warcraft_board --scenario ... --seed S` sets it
up (races drawn or fixed by the scenario, first player at random) and played with simulate's turn cap.
Per scenario: each race's win rate (a team's win counts for each member), draws (turn cap, no winner,
or VP-less scenarios at the cap), the first player's win rate, mean game turns, and for the main game
for 2 (races dealt) each seat's win rate; a rate whose interval excludes the fair share (1 / sides) is
flagged `unbalanced` with a suggestion. Prints ONE JSON line.

--race-pairs (main game for 2 only): game g (seed S + g) plays the ordered pair of races number g mod 12
instead of drawn races, so in every 12 games each race sits on each seat against each other race once
and a race's figure is not its seats' (drawn races follow the race order, which mixes seat and race).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from itertools import permutations  # noqa: E402

from common import run_jobs, wilson  # noqa: E402
from wb_common import BY_LABEL, SCENARIOS, new_game, play, playable  # noqa: E402

# what to change when a side wins too often (the first words) or too rarely (the second)
SUGGESTIONS = {
    ("main2", "*"): ("its track's top S or ability level (rules_data/values.yaml races.<race>.tracks), or a "
                     "race card's count", "a stronger track (a level sooner, S + 1 at the top)"),
    ("main4", "*"): ("the team's tracks", "the team's tracks"),
    ("elf_gate", "*"): ("its seat's distance to the Gate is the map's; the neutrals' level (scenarios.elf_gate."
                        "neutral.level) or units", "the neutrals' level or units"),
    ("necromancer_march", "humans"): ("fewer starting units or resources for the Humans (scenarios."
                                      "necromancer_march)", "more starting gold and wood for the Humans"),
    ("necromancer_march", "undead"): ("the free units per site (scenarios.necromancer_march.free_units)",
                                      "a free unit on D and E too, or the Necromancers' move"),
    ("prisoners", "*"): ("the walls and the prisoner's distance from the captor's City are the map's; "
                         "starting gold and wood", "starting gold and wood"),
    ("nordrassil", "allies"): ("fewer allied starting units (scenarios.nordrassil.units)",
                               "more allied units or fewer Undead"),
    ("nordrassil", "undead"): ("fewer Undead units on E, F or beside the City (scenarios.nordrassil.units)",
                               "more Undead units, or a larger Night Elf deck"),
}


RACES = ("humans", "orcs", "night_elves", "undead")
RACE_PAIRS = tuple(permutations(RACES, 2))      # the 12 ordered pairs, seat 0's race first


def run_job(job: tuple) -> dict:
    label, level, seeds, turn_cap, first_seed, race_pairs = job
    scenario, seats, sides = BY_LABEL[label]
    out = []
    for seed in seeds:
        races = RACE_PAIRS[(seed - first_seed) % len(RACE_PAIRS)] if race_pairs else None
        game = new_game(scenario, [level] * seats, seed, turn_cap, races)
        races = [s.race for s in game.seats]
        first = game.first_player
        result = play(game, [level] * seats, seed)
        out.append({"races": races, "winners": result["winners"], "first": first, "turns": result["turns"]})
    return {"label": label, "games": out}


def side_name(label: str, race: str) -> str:
    if label == "nordrassil":
        return "undead" if race == "undead" else "allies"
    if label == "main4":
        return "alliance" if race in ("humans", "night_elves") else "horde"
    return race


def seat_rows(label: str, games: list[dict], fair: float, suggestions: list[str]) -> dict:
    """Wins by seat index where the races are dealt (main 2): a seat winning outside its share whatever
    its race points at the players or the seat order, not at a race's values (the races fill the seats
    in a fixed order, so a seat's edge shows up as its races' edge)."""
    rows = {}
    for seat in range(BY_LABEL[label][1]):
        wins = sum(1 for g in games if seat in g["winners"])
        low, high = wilson(wins, len(games))
        rows[str(seat)] = {"wins": wins, "win_rate": round(wins / len(games), 3), "ci95": [low, high]}
        if low > fair or high < fair:
            suggestions.append(f"{label} seat {seat} wins too {'often' if low > fair else 'rarely'} whatever its "
                               "race: check the computer players' play of each seat before any race's values")
    return rows


def report(label: str, games: list[dict]) -> dict:
    sides = BY_LABEL[label][2]
    fair = 1 / len(sides)
    tally: dict[str, list[int]] = {}
    draws = first_wins = 0
    for g in games:
        if not g["winners"]:
            draws += 1
        if g["first"] in g["winners"]:
            first_wins += 1
        names = {side_name(label, race) for race in g["races"]}
        won = {side_name(label, g["races"][s]) for s in g["winners"]}
        for name in names:
            entry = tally.setdefault(name, [0, 0])
            entry[1] += 1
            entry[0] += name in won
    rows = {}
    suggestions = []
    for name, (wins, played) in sorted(tally.items()):
        low, high = wilson(wins, played)
        row = {"wins": wins, "games": played, "win_rate": round(wins / played, 3), "ci95": [low, high]}
        if low > fair or high < fair:
            row["unbalanced"] = "wins too often" if low > fair else "wins too rarely"
            key = (label, name) if (label, name) in SUGGESTIONS else (label, "*")
            hint = SUGGESTIONS.get(key)
            if hint:
                suggestions.append(f"{label} {name} {row['unbalanced']}: change "
                                   f"{hint[0] if low > fair else hint[1]}")
        rows[name] = row
    n = len(games)
    low, high = wilson(first_wins, n)
    seats = seat_rows(label, games, fair, suggestions) if label == "main2" else None
    return {"games": n, "fair_share": round(fair, 3), "sides": rows, "draws": draws,
            "draw_rate": round(draws / n, 3) if n else 0.0,
            "first_player": {"wins": first_wins, "win_rate": round(first_wins / n, 3) if n else 0.0,
                             "ci95": [low, high]},
            **({"seats": seats} if seats is not None else {}),
            "mean_turns": round(sum(g["turns"] for g in games) / max(1, n), 1), "suggestions": suggestions}


def main() -> None:
    from games.warcraft_board.commands import TURN_CAP

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per scenario")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--scenario", default="all", help="labels: " + ",".join(s[0] for s in SCENARIOS))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--turn-cap", type=int, default=TURN_CAP)
    parser.add_argument("--race-pairs", action="store_true",
                        help="main2 only: every ordered pair of races equally often (see the module doc)")
    args = parser.parse_args()
    labels = [s[0] for s in SCENARIOS] if args.scenario == "all" else args.scenario.split(",")
    if args.race_pairs and labels != ["main2"]:
        raise SystemExit("error: --race-pairs: only with --scenario main2")
    jobs = []
    playable_labels, skipped = playable(labels, args.seed, args.turn_cap)
    for label in playable_labels:
        chunks = max(1, args.jobs)
        seeds = [args.seed + g for g in range(args.games)]
        jobs.extend((label, args.level, seeds[i::chunks], args.turn_cap, args.seed, args.race_pairs)
                    for i in range(chunks) if seeds[i::chunks])
    start = time.perf_counter()
    results = run_jobs(run_job, jobs, args.jobs)
    scenarios = {}
    for label in labels:
        games = [g for r in results if r["label"] == label for g in r["games"]]
        if games:
            scenarios[label] = report(label, games)
    command = (f"python bench/wb_balance.py --games {args.games} --seed {args.seed} --level {args.level} "
               f"--scenario {args.scenario} --turn-cap {args.turn_cap}" + (" --race-pairs" if args.race_pairs else ""))
    print(json.dumps({"bench": "wb_balance", "command": command, "level": args.level, "turn_cap": args.turn_cap,
                      "scenarios": scenarios, "skipped": skipped, "seconds": round(time.perf_counter() - start, 1)}))


if __name__ == "__main__":
    main()
