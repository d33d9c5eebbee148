"""The Wolves' computer players play whole games: every level, 2 to 5 seats (the 2-player virtual
pack included), every decision one the engine accepts, the same choices from the same seed, and
the game they are shown left as it was."""

import os
import random
import subprocess
import sys

import pytest
from wolves_setups import random_setup

from games.wolves.ai import LEVELS, available_levels, make_player
from games.wolves.definition import WOLVES
from games.wolves.model.game import WolvesGame
from games.wolves.model.state_json import state_json

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PLANNING = ("easy", "medium", "hard")
CAP = 1500        # actions; the planning levels end a game in about 60-250


def lineups(players):
    """Seat lists so that every level sits at a table of `players` seats at least once."""
    levels = list(available_levels())
    games = -(-len(levels) // players)
    return [[levels[(g * players + k) % len(levels)] for k in range(players)] for g in range(games)]


def play(levels, seed, cap=CAP, check=None):
    game = WolvesGame(random_setup(len(levels), seed))
    bots = [make_player(level, seed * 100 + i) for i, level in enumerate(levels)]
    actions = []
    while not game.over and len(actions) < cap:
        action = bots[game.current].choose(game)
        if check:
            check(game, action)
        game.apply(action)          # IllegalAction here would fail the test
        actions.append(action.to_json())
    return game, actions


def test_the_levels_are_registered_weakest_first():
    assert available_levels() == ("random", "easy", "medium", "hard")
    assert WOLVES.ai_levels == ("random", "easy", "medium", "hard")
    assert all(make_player(level, 1).level == level for level in LEVELS)
    with pytest.raises(ValueError, match="unknown level"):
        make_player("expert", 1)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_level_plays_whole_games(players):
    kinds_seen = set()

    def check(game, action):
        assert action.player == game.current
        if action.type in ("orient", "start", "bonus_action", "end_turn"):
            assert action in game.legal_actions(), f"{action} is not among the legal actions"
        kinds_seen.add(action.type)

    for g, levels in enumerate(lineups(players)):
        game, actions = play(levels, 11 + g, check=check)
        assert game.over, f"{levels}: no end after {len(actions)} actions"
        assert "full" in game.scored and game.winners
        if players == 2:
            assert game.virtual is not None
    assert {"orient", "start", "move", "end_turn"} <= kinds_seen
    assert kinds_seen & {"howl", "upgrade", "dominate"}, "nobody moved the calendar"


def test_same_seed_same_choices():
    levels = ["hard", "medium", "easy"]
    _, first = play(levels, 3, cap=70)
    random.seed(12345)          # the players never read the global generator
    random.random()
    _, second = play(levels, 3, cap=70)
    assert first == second


def test_same_choices_in_another_process():
    """String hashing differs between processes (PYTHONHASHSEED): the choices must not."""
    script = ("import json, sys; sys.path[:0] = [{root!r}, {tests!r}]\n"
              "from test_ai_wolves_games import play\n"
              "print(json.dumps(play(['hard', 'medium', 'easy', 'random'], 8, cap=60)[1]))\n")
    script = script.format(root=ROOT, tests=os.path.join(ROOT, "tests", "wolves"))
    outputs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                              check=True)
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1] and outputs[0].startswith("[")


@pytest.mark.parametrize("level", PLANNING)
def test_choosing_leaves_the_game_as_it_was(level):
    game = WolvesGame(random_setup(4, 21))
    bot = make_player(level, 7)
    for _ in range(60):
        if game.over:
            break
        before = state_json(game)
        count = len(game.actions)
        action = bot.choose(game)
        assert state_json(game) == before and len(game.actions) == count
        game.apply(action)
