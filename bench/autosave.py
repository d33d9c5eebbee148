"""Autosave cost for a whole 5-player game log: serialising on the game's thread
(what the frame pays) and the full atomic write with fsync (done off the frame).

    python bench/autosave.py
"""

import json
import os
import random
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game.saves import game_document  # noqa: E402
from games.smallworld.ai.random_ai import RandomPlayer  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.files import write_atomic  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402


def main():
    rules = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
    board = load_map(os.path.join(ROOT, "maps", "sundered-weald.json"))
    players = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(5)]
    game = Game(rules, board, players, 3)
    bot = RandomPlayer(random.Random(3))
    while not game.over:
        game.apply(bot.choose(game))
    serialise, write = [], []
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "autosave.json")
    for _ in range(50):
        t0 = time.perf_counter()
        text = json.dumps(game_document(game, "sundered-weald"), separators=(",", ":"))
        t1 = time.perf_counter()
        write_atomic(path, text)
        t2 = time.perf_counter()
        serialise.append((t1 - t0) * 1000)
        write.append((t2 - t1) * 1000)
    serialise.sort()
    write.sort()
    print(json.dumps({
        "bench": "autosave", "actions": len(game.actions), "bytes": len(text),
        "serialise_ms_p50": round(statistics.median(serialise), 3),
        "serialise_ms_p95": round(serialise[int(len(serialise) * 0.95)], 3),
        "write_fsync_ms_p50": round(statistics.median(write), 3),
        "write_fsync_ms_p95": round(write[int(len(write) * 0.95)], 3),
        "frame_budget_ms": 2.0,
    }))


if __name__ == "__main__":
    main()
