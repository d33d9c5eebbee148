"""The random computer player checks only what it draws, with the chances of drawing from the checked list.

It draws a Spend option among the unchecked ones and checks it, or a piece among the mover's and looks
for its paths, and drops what fails. These tests hold it, on real positions of a random game, to what
the rules' full listings give: every draw legal, every legal option or movable piece drawn, and about
as often as each other.
"""

from __future__ import annotations

import copy
from collections import Counter

from games.warcraft_board.ai.random_player import RandomPlayer
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import game as rules
from games.warcraft_board.model import movement, spend
from tests.warcraft_board.engine_support import shipped_game

DRAWS = 600


def play_until(predicate, seed: int = 3, turns: int = 30):
    """A main game for two of random seats, played until `predicate(game)` holds at a decision."""
    game = shipped_game("main", 2, seed=seed, turn_cap=turns, level="random")
    bots = [RandomPlayer(seed * 10 + i) for i in range(2)]
    while not game.over:
        if predicate(game):
            return game
        WARCRAFT.apply(game, bots[rules.seat_to_act(game)].choose(game))
    raise AssertionError("the position was never reached")


def free_step(game, step: str) -> bool:
    return (game.battle is None and game.window is None and not game.respawns and not game.asks
            and game.step == step and game.stage == "free")


def refuses_some_spend(game) -> bool:
    """A Spend decision where the checks refuse some options and leave at least two."""
    if not free_step(game, "spend"):
        return False
    seat = game.mover
    candidates = spend.spend_candidates(game, seat)
    legal = spend.legal_spend(game, seat)
    return len(legal) >= 2 and len(candidates) > len(legal)


def test_a_drawn_spend_option_is_legal_and_each_legal_one_as_likely():
    game = play_until(refuses_some_spend)
    legal = [action.to_json() for action in rules.legal_actions(game)]
    draws = Counter()
    for seed in range(DRAWS):
        action = RandomPlayer(seed).choose(game)
        assert action.to_json() in legal, action
        draws[str(action.to_json())] += 1
    assert set(draws) == {str(action) for action in legal}          # every legal option, refused ones never
    expected = DRAWS / len(legal)
    assert all(0.6 * expected <= n <= 1.4 * expected for n in draws.values()), (expected, draws)


def test_a_drawn_move_is_of_a_piece_that_can_move_and_each_such_piece_as_likely():
    game = play_until(lambda g: free_step(g, "move") and len(movement.movable_pieces(g, g.mover)) >= 4)
    game = copy.deepcopy(game)
    seat = game.mover
    pieces = movement.movable_pieces(game, seat)
    for piece in pieces[::2]:
        game.cripples[piece.id] = 3                 # Cripple leaves these no space to go: never drawn
    can_move = {piece.id for piece in pieces if movement.paths_for(game, piece)}
    assert can_move and len(can_move) < len(pieces)
    draws = Counter()
    for seed in range(DRAWS):
        move = movement.sample_move(game, seat, RandomPlayer(seed).rng)
        movement.check_move(game, move)             # legal: the rules' own check accepts it
        draws[move.piece] += 1
    assert set(draws) == can_move
    expected = DRAWS / len(can_move)
    assert all(0.6 * expected <= n <= 1.4 * expected for n in draws.values()), (expected, draws)
