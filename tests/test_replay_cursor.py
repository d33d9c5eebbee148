"""The replay viewer's cursor: every step equals `replay --until N`."""

import json
import os
import random

from game.ai.random_ai import RandomPlayer
from game.model.board import load_map
from game.model.game import Game
from game.model.gamefile import load_game_file, replay, save_game
from game.model.ruleset import load_ruleset
from game.model.state_json import state_json
from game.replay_cursor import ReplayCursor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")


def finished_game(seed=11):
    rules = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
    players = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(3)]
    game = Game(rules, load_map(GRID), players, seed)
    bot = RandomPlayer(random.Random(seed))
    while not game.over:
        game.apply(bot.choose(game))
    return game


def canonical(game):
    return json.dumps(state_json(game), sort_keys=True)


def test_every_step_forward_and_back_equals_replay_until(tmp_path):
    game = finished_game()
    path = tmp_path / "g.json"
    save_game(game, GRID, str(path))
    setup = load_game_file(str(path), [os.path.join(ROOT, "maps")], os.path.join(ROOT, "rules_data"))
    cursor = ReplayCursor(setup)
    assert canonical(cursor.game) == canonical(game)
    expected = {n: canonical(replay(setup, n)) for n in range(len(setup["actions"]) + 1)}
    cursor.seek(0)
    assert canonical(cursor.game) == expected[0]
    for n in range(1, len(cursor) + 1):
        assert canonical(cursor.forward()) == expected[n]
    for n in range(len(cursor) - 1, len(cursor) - 25, -1):
        assert canonical(cursor.back()) == expected[n]


def test_jump_to_round_and_log_lines():
    game = finished_game(5)
    cursor = ReplayCursor.from_game(game, GRID)
    state = cursor.jump_to_round(4)
    assert state.round == 4 and state.seat == 0
    assert cursor.rounds[cursor.position] == 4 and cursor.rounds[cursor.position - 1] == 3
    cursor.forward()
    assert cursor.last_lines()  # every action says what it did
    assert cursor.jump_to_round(99) is cursor.game
