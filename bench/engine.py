"""Engine throughput: whole random-play games per second on the 5-player map.

    python bench/engine.py [--games N] [--map ID] [--audit]

Prints one JSON line. `--audit` also checks every invariant after every action
(the larger property run; slower, so it reports `audited` games separately).
The target of the rules-engine issue: ≥ 50 games/s on one core (goal 200).
"""

import argparse
import json
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game.ai.random_ai import RandomPlayer  # noqa: E402
from game.model.audit import audit  # noqa: E402
from game.model.board import load_map, map_path  # noqa: E402
from game.model.game import Game  # noqa: E402
from game.model.ruleset import load_ruleset  # noqa: E402


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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--map", default="sundered-weald")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--audit", action="store_true")
    args = parser.parse_args()
    ruleset = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
    board = load_map(map_path(args.map, os.path.join(ROOT, "maps")))
    start = time.perf_counter()
    actions = sum(play(ruleset, board, args.seed + g, args.audit) for g in range(args.games))
    seconds = time.perf_counter() - start
    print(json.dumps({
        "bench": "engine", "map": board.id, "regions": len(board), "players": board.players,
        "games": args.games, "actions": actions, "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 1),
        "actions_per_second": round(actions / seconds), "audited": args.audit,
        "target_games_per_second": 50,
    }))


if __name__ == "__main__":
    main()
