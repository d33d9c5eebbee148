"""The easy, medium and hard computer players of Warcraft: The Board Game: each finishes a game of
every scenario (and the main game at 2 and 4 seats) through the real engine without an illegal
action, is deterministic for its seed, and never reads another seat's hand, deck order or the dice
to come (the same decision in two games differing only in those)."""

from __future__ import annotations

import copy
import random

import pytest

from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import game as rules
from games.warcraft_board.model.state import GameOutcomes
from tests.warcraft_board.engine_support import grid_board, scenario_game, start

LEVELS = ("easy", "medium", "hard")
TURN_CAP = 6


def elf_gate_board():
    fields = {(0, 0): {"type": "city", "city_of": "humans"}, (0, 6): {"type": "city", "city_of": "orcs"},
              (6, 3): {"type": "city", "city_of": "undead"},
              (0, 1): {"type": "goldmine"}, (1, 0): {"type": "forest"}, (0, 5): {"type": "goldmine"},
              (1, 6): {"type": "forest"}, (6, 2): {"type": "goldmine"}, (6, 4): {"type": "forest"},
              (4, 0): {"type": "goldmine"}, (4, 6): {"type": "forest"},
              (3, 3): {"type": "clear", "label": "D", "no_outpost": True},
              (2, 3): {"type": "clear", "label": "A"}, (3, 2): {"type": "clear", "label": "B"},
              (3, 4): {"type": "clear", "label": "C"}}
    return grid_board(5 + 2, 7, fields)


def necromancer_board():
    fields = {(0, 0): {"type": "city", "city_of": "humans"}, (0, 1): {"type": "goldmine"},
              (1, 0): {"type": "forest"}, (2, 2): {"type": "goldmine"}, (1, 3): {"type": "mountain"},
              (4, 1): {"type": "clear", "label": "A"}, (4, 3): {"type": "clear", "label": "B"},
              (3, 5): {"type": "clear", "label": "C"}, (5, 0): {"type": "clear", "label": "D"},
              (5, 5): {"type": "clear", "label": "E"}}
    return grid_board(6, 6, fields)


def prisoners_board():
    fields = {(0, 0): {"type": "city", "city_of": "orcs"}, (5, 5): {"type": "city", "city_of": "night_elves"},
              (0, 1): {"type": "goldmine"}, (1, 0): {"type": "forest"}, (5, 4): {"type": "goldmine"},
              (4, 5): {"type": "forest"}, (4, 4): {"type": "clear", "label": "A"},
              (1, 1): {"type": "clear", "label": "B"}}
    return grid_board(6, 6, fields, walls=(("s44", "s45"), ("s11", "s10")))


def nordrassil_board():
    fields = {(0, 2): {"type": "clear", "label": "A", "no_outpost": True},
              (1, 2): {"type": "clear", "label": "D"}, (2, 0): {"type": "clear", "label": "B"},
              (2, 4): {"type": "clear", "label": "C"}, (5, 1): {"type": "clear", "label": "E"},
              (5, 3): {"type": "clear", "label": "F"}, (6, 2): {"type": "city", "city_of": "undead"},
              (3, 3): {"type": "mountain"}}
    places = {"humans_support": "s30", "orcs_support": "s34", "undead_ranged": "s61", "undead_flying": "s63"}
    return grid_board(7, 5, fields, places=places)


SCENARIO_GAMES = {
    "elf_gate": (elf_gate_board, ["humans", "orcs", "undead"]),
    "necromancer_march": (necromancer_board, ["humans", "undead"]),
    "prisoners": (prisoners_board, ["orcs", "night_elves"]),
    "nordrassil": (nordrassil_board, ["humans", "orcs", "night_elves", "undead"]),
}
GAMES = ("main2", "main4", *SCENARIO_GAMES)


def new_game(which: str, seed: int):
    if which == "main2":
        game = start(2, seed=seed)
    elif which == "main4":
        game = start(4, seed=seed)
    else:
        board, races = SCENARIO_GAMES[which]
        game = scenario_game(which, board(), races, first=seed % len(races), seed=seed)
    game.options["turn_cap"] = TURN_CAP
    return game


def play(game, levels, seed, record=None):
    """Play to the end through the engine (an illegal choice raises IllegalAction: the test fails)."""
    bots = [WARCRAFT.make_player(level, seed * 101 + i) for i, level in enumerate(levels)]
    for _ in range(20_000):
        if game.over:
            return game
        seat = rules.seat_to_act(game)
        action = bots[seat].choose(game)
        if record is not None:
            record.append((copy.deepcopy(game), seat, action))
        rules.apply(game, action)
    raise AssertionError("the game did not end")


def test_the_definition_lists_the_levels():
    assert WARCRAFT.ai_levels == ("random", "easy", "medium", "hard")
    assert all(hasattr(WARCRAFT.make_player(level, 1), "choose") for level in WARCRAFT.ai_levels)


@pytest.mark.parametrize("which", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_every_scenario_with_legal_actions_only(which, level):
    game = new_game(which, 3)
    seats = len(game.seats)
    play(game, [level] * seats, 3)
    assert game.over and game.turn <= TURN_CAP
    assert len(game.actions) > 10 * seats


@pytest.mark.parametrize("which", ("main2", "main4", "elf_gate", "nordrassil"))
def test_levels_play_against_each_other(which):
    game = new_game(which, 5)
    levels = (["hard", "medium", "easy", "random"] * 2)[:len(game.seats)]
    play(game, levels, 5)
    assert game.over


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("which", ("main2", "main4", "necromancer_march", "prisoners"))
def test_a_level_is_deterministic_for_its_seed(level, which):
    first = play(new_game(which, 9), [level] * len(new_game(which, 9).seats), 9)
    second = play(new_game(which, 9), [level] * len(first.seats), 9)
    assert [a.to_json() for a in first.actions] == [a.to_json() for a in second.actions]


def hide_differently(game, seat, rng):
    """The same game but for what `seat` may not know: the other seats' hands, deck orders and
    set-aside cards redrawn among their unseen cards, and the dice to come."""
    twin = copy.deepcopy(game)
    for other, player in enumerate(twin.seats):
        if other == seat or player.eliminated:
            continue
        unseen = player.hand + player.deck + player.set_aside
        pool = list(game.values.deck(player.race))
        rng.shuffle(pool)
        different = (pool * 2)[:len(unseen)]
        if len(unseen) > 0 and different == unseen:
            different = list(reversed(different))
        player.hand = different[:len(player.hand)]
        player.deck = different[len(player.hand):len(player.hand) + len(player.deck)]
        player.set_aside = different[len(player.hand) + len(player.deck):]
    twin.rng = random.Random(rng.random())
    twin.outcomes = GameOutcomes(twin.rng)
    return twin


@pytest.mark.parametrize("which", ("main2", "main4", "elf_gate", "nordrassil"))
@pytest.mark.parametrize("level", LEVELS)
def test_a_level_never_reads_hidden_cards_or_the_dice_to_come(which, level):
    game = new_game(which, 4)
    record: list = []
    play(game, [level] * len(game.seats), 4, record)
    rng = random.Random(77)
    checked = 0
    kinds = set()
    for position, seat, _ in record[::3]:
        decision = rules.decision(position)
        if decision.kind == "answer":
            continue          # a request's answer is built from the open request (public)
        twin = hide_differently(position, seat, rng)
        assert [p.hand for i, p in enumerate(twin.seats) if i != seat] != [] or len(twin.seats) == 1
        mine = WARCRAFT.make_player(level, 5).choose(position)
        theirs = WARCRAFT.make_player(level, 5).choose(twin)
        assert mine == theirs, (decision, mine, theirs)
        checked += 1
        kinds.add(decision.kind.split(":")[0])
    assert checked > 30
    assert {"move", "spend"} <= kinds
