"""The replay viewer's cursor: every step equals `replay --until N`."""

import os

from game_helpers import canonical, random_game

from games.smallworld.model.board import load_map
from games.smallworld.model.gamefile import load_game_file, replay, save_game
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.replay_cursor import ReplayCursor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")


def finished_game(seed=11):
    return random_game(load_ruleset(os.path.join(ROOT, "rules_data", "classic")), load_map(GRID), seed, seats=3)


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
