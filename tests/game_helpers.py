"""Helpers for tests in any folder: whole games played by random seats, and a game's state
as one comparable string."""

import json
import os
import random
from pathlib import Path

from game import resources
from games.smallworld.ai.random_ai import RandomPlayer
from games.smallworld.model.audit import audit
from games.smallworld.model.board import load_map
from games.smallworld.model.game import Game
from games.smallworld.model.state_json import state_json

ROOT = Path(__file__).resolve().parents[1]
GRID_PATH = str(ROOT / "tests" / "data" / "test-grid.json")


def shipped_boards(world):
    """The maps of maps/ (loaded, by file name) that are worlds of islands, or those that are not."""
    folder = resources.maps_dir()
    out = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json") and name != "schema.json":
            board = load_map(os.path.join(folder, name))
            if board.is_world == world:
                out.append(board)
    return out


def canonical(game):
    """The game's state JSON as one string with sorted keys: equal states, equal strings."""
    return json.dumps(state_json(game), sort_keys=True)


def random_game(ruleset, board, seed, seats=None, audited=False, each=None):
    """A game played to its end by one seeded random player acting for every seat ("P0", "P1", ...).

    `audited`: the audit after every action (a failure names the seed and the action), and a game
    that never ends stops the test; `each(game)`: more checks after every action."""
    seats = seats or board.players
    players = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(seats)]
    game = Game(ruleset, board, players, seed)
    bot = RandomPlayer(random.Random(seed))
    while not game.over:
        action = bot.choose(game)
        game.apply(action)
        if audited:
            problems = audit(game)
            assert not problems, f"seed {seed}, action {len(game.actions) - 1} {action}: {problems}"
            assert len(game.actions) < 20000
        if each is not None:
            each(game)
    return game
