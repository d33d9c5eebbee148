"""The Wolves' engine throughput: whole games of random computer seats per second, for 2 to 5 seats.

    python bench/wolves_engine.py [--games N] [--seed S] [--players 2,3,4,5]

For each seat count, N games (default 100) on the shipped box, set up as `python main.py simulate
--game wolves --players P --seed S` sets them up (a `wolves-game` document of seed S + g, every
random outcome drawn from it) and played by the `random` level (the engine's sampler) until the
game ends or the simulation's round cap. Only the play is timed, not the setup.

Prints ONE JSON line: per seat count its games per second and actions per second by the wall clock,
its processor seconds (steadier on a machine other programs keep busy), the actions and rounds a
game takes on average and the unfinished games; then the command that produced it.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from games.wolves.commands import ROUND_CAP  # noqa: E402
from games.wolves.definition import WOLVES  # noqa: E402


def new_game(players: int, seed: int):
    document = {"format": WOLVES.game_format, "version": WOLVES.version, "map": "standard", "seed": seed,
                "players": [{"name": f"Random {i + 1}", "kind": "ai", "level": "random"} for i in range(players)]}
    setup, problems = WOLVES.parse_setup(document, "bench")
    if setup is None:
        raise SystemExit(f"the sample game is refused: {problems}")
    return WOLVES.new_game(setup)


def measure(players: int, games: int, seed: int) -> dict:
    prepared = [(new_game(players, seed + g), [WOLVES.make_player("random", (seed + g) * 7919 + i)
                                               for i in range(players)]) for g in range(games)]
    gc.collect()
    actions = rounds = unfinished = 0
    start, cpu = time.perf_counter(), time.process_time()
    for game, bots in prepared:
        while not game.over and game.round <= ROUND_CAP:
            game.apply(bots[game.current].choose(game))
        actions += len(game.actions)
        rounds += game.round
        unfinished += not game.over
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"games": games, "seconds": round(seconds, 3), "cpu_seconds": round(cpu, 3),
            "games_per_second": round(games / seconds, 1), "actions_per_second": round(actions / seconds),
            "cpu_games_per_second": round(games / cpu, 1) if cpu > 0 else None,
            "mean_actions": round(actions / games, 1), "mean_rounds": round(rounds / games, 2),
            "unfinished": unfinished}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,3,4,5", help="seat counts, comma-separated")
    args = parser.parse_args()
    counts = [int(n) for n in args.players.split(",")]
    line = {"bench": "wolves_engine", "level": "random", "map": "standard", "round_cap": ROUND_CAP,
            "players": {str(n): measure(n, args.games, args.seed) for n in counts},
            "command": " ".join(["python", "bench/wolves_engine.py", *sys.argv[1:]])}
    print(json.dumps(line))


if __name__ == "__main__":
    main()
