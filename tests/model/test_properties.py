"""Invariants over thousands of seeded random games (a larger run: bench/engine.py --audit).

After every action: tokens of every race add up to its box, coins are all
accounted for and never negative, no region holds two races (audit). Every game
ends after the ruleset's rounds with the winners the tie-break names, and a
replay of its log gives the same state.
"""

import json
import os

import pytest
from game_helpers import random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.smallworld.model.board import load_map, map_files
from games.smallworld.model.game import Game
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.model.state_json import state_json

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLASSIC = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
GRID = load_map(os.path.join(ROOT, "tests", "data", "test-grid.json"))
MAPS = {board.id: board for board in map(load_map, map_files(os.path.join(ROOT, "maps"))) if not board.is_world}


def expected_winners(game):
    best = max(p.coins for p in game.players)
    leaders = [i for i, p in enumerate(game.players) if p.coins == best]
    if len(leaders) == 1:
        return leaders
    on_map = {i: sum(game.tokens[r] for t in game.players[i].tribes() for r in t.regions) for i in leaders}
    most = max(on_map.values())
    return [i for i in leaders if on_map[i] == most]


def play_checked(board, seats, seed):
    game = random_game(CLASSIC, board, seed, seats, audited=True)
    assert game.round == CLASSIC.rounds[seats]
    assert len(game.coin_history) == CLASSIC.rounds[seats]
    assert game.winners == expected_winners(game)
    return game


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_on_the_grid_keep_every_invariant(seats):
    for seed in range(300):
        play_checked(GRID, seats, seed * 10 + seats)


@pytest.mark.parametrize("map_id", sorted(MAPS))
def test_random_games_on_the_real_maps_keep_every_invariant(map_id):
    board = MAPS[map_id]
    for seed in range(60):
        play_checked(board, board.players, seed)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), seats=st.integers(2, 5))
def test_replaying_the_log_gives_the_same_state(seed, seats):
    game = play_checked(GRID, seats, seed)
    again = Game(CLASSIC, GRID, [dict(p) for p in game.player_setup], seed,
                 races=game.race_order, powers=game.power_log, dice=game.dice_log)
    for action in game.actions:
        again.apply(action)
    assert json.dumps(state_json(again), sort_keys=True) == json.dumps(state_json(game), sort_keys=True)
