"""The end screen's game in numbers (games/warcraft_board/scenes/game_numbers.py): counted again from the
finished game's own document, they equal the counts of the events the game gave while it was played."""

import pytest

from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import game as rules
from games.warcraft_board.model.actions import EndStep
from games.warcraft_board.scenes.game_numbers import COLUMNS, count_events, game_numbers
from tests.warcraft_board.engine_support import shipped_game


def played(scenario, seats, seed, level="random"):
    """A capped game of computer seats played to its end, with every event it gave and its start levels."""
    game = shipped_game(scenario, seats, seed, turn_cap=12, level=level)
    levels = [dict(seat.levels) for seat in game.seats]
    bots = [WARCRAFT.make_player(level, seed * 31 + i) for i in range(seats)]
    events = []
    while not game.over:
        events.extend(rules.apply(game, bots[rules.seat_to_act(game)].choose(game)))
    return game, events, levels


@pytest.mark.parametrize("scenario, seats, seed", [("main", 2, 3), ("main", 4, 5), ("elf_gate", 3, 2)])
def test_the_numbers_replayed_equal_the_events_of_the_game(scenario, seats, seed):
    game, events, _levels = played(scenario, seats, seed)
    numbers = game_numbers(game)
    assert numbers == count_events(events, seats)
    assert len(numbers) == seats and all(set(row) == set(COLUMNS) for row in numbers)
    assert sum(row["trained"] for row in numbers) == sum(1 for e in events if e["type"] == "trained")
    assert sum(row["gold"] + row["wood"] for row in numbers) == sum(
        e["amount"] for e in events if e["type"] == "harvested")
    assert any(row["trained"] for row in numbers) and any(row["gold"] for row in numbers)


def test_upgrades_are_the_levels_gained_and_battles_have_winners():
    game, events, levels = played("main", 2, 8, level="medium")
    numbers = game_numbers(game)
    for seat, row in enumerate(numbers):
        assert row["upgrades"] == sum(game.seats[seat].levels[k] - levels[seat][k] for k in levels[seat])
    won = sum(len(e["winners"]) for e in events if e["type"] == "battle_end")
    assert sum(row["battles_won"] for row in numbers) == won > 0


def test_neutral_pieces_have_no_row():
    """The Elf Gate's neutral Night Elves lose units too (seat -1): counted for nobody."""
    counts = count_events([{"type": "casualty", "player": -1}, {"type": "casualty", "player": 0},
                           {"type": "battle_end", "winners": [-1]}], 2)
    assert counts[0]["lost"] == 1 and counts[1]["lost"] == 0
    assert all(row["battles_won"] == 0 for row in counts)


def test_a_game_that_no_longer_replays_has_no_numbers():
    game, _events, _levels = played("main", 2, 4)
    game.actions[len(game.actions) // 2] = EndStep(player=7)       # a seat the game does not have
    assert game_numbers(game) is None
