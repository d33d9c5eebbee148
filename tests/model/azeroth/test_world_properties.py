"""Seeded random Warcraft games with the audit after every action (tokens of every race,
the Murlocs included, add up to the box; coins are accounted for and never negative; one race
per region; each marker at most once), and a replay of each game's file gives the same state."""

import random

import pytest
from game_helpers import random_game
from world_helpers import ROOT, RULES, WORLD, WORLD_PATH

from games.smallworld.ai.random_ai import RandomPlayer
from games.smallworld.model.game import Game
from games.smallworld.model.gamefile import game_file_json, parse_game_file
from games.smallworld.model.replay import replay
from games.smallworld.model.state_json import state_json


def _murlocs_in_the_tray(game):
    assert state_json(game)["tray"]["murlocs"] >= 0


def play_checked(seats, seed):
    game = random_game(RULES, WORLD, seed, seats, audited=True, each=_murlocs_in_the_tray)
    assert game.round == RULES.rounds[seats]
    return game


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_world_games_keep_every_invariant(seats):
    for seed in range(100 if seats == 2 else 50):
        play_checked(seats, seed * 10 + seats)


def test_a_random_world_game_replays_from_its_file():
    for seed in range(10):
        game = play_checked(2, seed)
        setup, problems = parse_game_file(game_file_json(game, WORLD_PATH), "g.json", [str(ROOT / "maps")],
                                          str(ROOT / "rules_data"))
        assert [p for p in problems if not p.warning] == []
        assert state_json(replay(setup).game) == state_json(game)


def _coins_from_events(events, coins):
    """Apply the coins the events say moved (docs/FORMATS.md §7) to `coins`, per seat."""
    for event in events:
        kind, seat = event["type"], event.get("player")
        if kind == "scored":
            coins[seat] += event["coins"]
        elif kind == "picked":
            coins[seat] += event["coins_taken"] - event["paid"]
        elif "to" in event and isinstance(event.get("coins"), int) and isinstance(seat, int):
            coins[seat] -= event["coins"]
            if isinstance(event["to"], int):
                coins[event["to"]] += event["coins"]
        elif isinstance(seat, int) and isinstance(event.get("coins"), int) and not isinstance(event["coins"], bool):
            coins[seat] += event["coins"]


@pytest.mark.parametrize("seats", [2, 4])
def test_every_coin_that_moves_is_told_by_an_event(seats):
    for seed in range(40):
        players = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(seats)]
        game = Game(RULES, WORLD, players, seed)
        bot = RandomPlayer(random.Random(seed))
        coins = [p.coins for p in game.players]
        while not game.over:
            _coins_from_events(game.apply(bot.choose(game)), coins)
            assert coins == [p.coins for p in game.players], f"seed {seed}, action {len(game.actions) - 1}"
