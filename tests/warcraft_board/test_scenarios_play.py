"""Every scenario plays to an end with random legal actions, and its game replays to the same state."""

from __future__ import annotations

import pytest

from games.warcraft_board.ai.random_player import RandomPlayer
from games.warcraft_board.model import game as rules
from games.warcraft_board.model.setup import new_game
from tests.warcraft_board.engine_support import grid_board, scenario_game
from tests.warcraft_board.test_setup import elf_gate_board, necromancer_board, nordrassil_board

PRISONERS = {(0, 0): {"type": "city", "city_of": "orcs"}, (5, 5): {"type": "city", "city_of": "night_elves"},
             (4, 4): {"type": "clear", "label": "A"}, (1, 1): {"type": "clear", "label": "B"},
             (0, 1): {"type": "goldmine"}, (5, 4): {"type": "forest"}}
CASES = {
    "elf_gate": (elf_gate_board, ["humans", "orcs", "undead"], 0),
    "necromancer_march": (necromancer_board, ["humans", "undead"], 1),
    "prisoners": (lambda: grid_board(6, 6, PRISONERS), ["orcs", "night_elves"], 0),
    "nordrassil": (nordrassil_board, ["humans", "orcs", "night_elves", "undead"], 2),
}


def play(scenario, seed):
    make, races, first = CASES[scenario]
    game = scenario_game(scenario, make(), races, first=first, seed=seed)
    game.options["turn_cap"] = 12
    bots = [RandomPlayer(seed * 10 + i) for i in range(len(races))]
    while not game.over:
        assert len(game.actions) < 20_000
        rules.apply(game, bots[rules.seat_to_act(game)].choose(game))
    return game, make, races, first


@pytest.mark.parametrize("scenario", sorted(CASES))
@pytest.mark.parametrize("seed", [1, 2])
def test_a_random_game_of_each_scenario_ends_and_replays(scenario, seed):
    game, make, races, first = play(scenario, seed)
    assert game.end_reason is not None and game.turn <= 12
    # another seed, the recorded outcomes: the same game
    setup = dict(game.file_setup, seed=seed + 1000, dice=game.outcomes.dice.recorded(),
                 income=game.outcomes.income.recorded(), decks=game.outcomes.decks.recorded())
    again = new_game(setup, make())
    again.file_setup = setup
    again.options["turn_cap"] = 12
    rules.start(again)
    for action in game.actions:
        rules.apply(again, action)
    assert again.over and again.winners == game.winners and again.end_reason == game.end_reason
    assert [(p.where, p.space) for p in again.pieces.values()] == [(p.where, p.space) for p in game.pieces.values()]
