"""The end screen's game in numbers (games/warcraft_board/scenes/game_numbers.py): counted again from the
finished game's own document, they equal the counts of the events the game gave while it was played; the
game turn by turn follows each seat's VP (the main game) or units on the map (the scenarios) to the end."""

import pytest

from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import game as rules
from games.warcraft_board.model import scoring
from games.warcraft_board.model.actions import EndStep
from games.warcraft_board.scenes.game_numbers import COLUMNS, count_events, game_numbers, turn_values
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
    numbers = game_numbers(game).counts
    assert numbers == count_events(events, seats)
    assert len(numbers) == seats and all(set(row) == set(COLUMNS) for row in numbers)
    assert sum(row["trained"] for row in numbers) == sum(1 for e in events if e["type"] == "trained")
    assert sum(row["gold"] + row["wood"] for row in numbers) == sum(
        e["amount"] for e in events if e["type"] == "harvested")
    assert any(row["trained"] for row in numbers) and any(row["gold"] for row in numbers)


def test_upgrades_are_the_levels_gained_and_battles_have_winners():
    game, events, levels = played("main", 2, 8, level="medium")
    numbers = game_numbers(game).counts
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


def live_turn_ends(scenario, seats, seed):
    """A capped game played to its end, with each seat's turn_values taken live as each game turn ended."""
    game = shipped_game(scenario, seats, seed, turn_cap=12, level="medium")
    bots = [WARCRAFT.make_player("medium", seed * 31 + i) for i in range(seats)]
    ends = []
    while not game.over:
        events = rules.apply(game, bots[rules.seat_to_act(game)].choose(game))
        if any(event["type"] == "turn" for event in events):
            ends.append(turn_values(game))
    ends.append(turn_values(game))
    return game, ends


@pytest.mark.parametrize("scenario, seats, seed", [("main", 2, 3), ("main", 4, 5), ("necromancer_march", 2, 2)])
def test_the_game_turn_by_turn_follows_the_game_to_its_end(scenario, seats, seed):
    game, ends = live_turn_ends(scenario, seats, seed)
    by_turn = game_numbers(game).by_turn
    assert len(by_turn) == seats and all(len(values) == game.turn for values in by_turn)
    assert by_turn == [[values[seat] for values in ends] for seat in range(seats)]
    last = [values[-1] for values in by_turn]
    if scoring.uses_vp(game):                       # the main game: each seat's VP, as the end screen's table
        assert last == [scoring.vp(game, seat) for seat in range(seats)] and max(last) > 0
    else:                                           # a scenario: units on the map, neutrals left out
        assert last == [sum(1 for p in game.pieces.values() if p.owner == seat and p.where == "map"
                            and game.is_unit(p)) for seat in range(seats)]
        assert len({tuple(values) for values in by_turn}) > 1 or max(last) > 0
