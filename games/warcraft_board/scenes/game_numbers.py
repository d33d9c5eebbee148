"""The game in numbers, for the end screen: each seat's battles won, units trained and lost, upgrades,
gold and wood harvested and cards played, counted from the events of the game's actions, and the game
turn by turn: each seat's VP at the end of every game turn in the main game, its units on the map in a
scenario without VP (`turn_values`).

The events are not kept while a game is played, so `game_numbers(game)` replays the finished game's own
document once (a few milliseconds for a whole game); a game that no longer replays (it cannot happen to a
game the engine played) gives None and the end screen leaves the table and the chart out.
"""

from typing import NamedTuple

from game.i18n import N_
from kernel.errors import DataError

from ..definition import WARCRAFT
from ..model import scoring

COLUMNS = ("battles_won", "trained", "lost", "upgrades", "gold", "wood", "cards")
# a card played on the map, in a battle, as a Dispel Magic reply, and a Victory Point card laid
CARD_EVENTS = ("card_played", "battle_card", "dispelled", "victory_point")
COLUMN_NAMES = {"battles_won": N_("Battles won"), "trained": N_("Units trained"), "lost": N_("Units lost"),
                "upgrades": N_("Upgrades"), "gold": N_("Gold harvested"), "wood": N_("Wood harvested"),
                "cards": N_("Cards played")}


def count_events(events, seats):
    """[{column: count}] a seat, from the events of a game in the order they came."""
    counts = [dict.fromkeys(COLUMNS, 0) for _seat in range(seats)]

    def add(seat, column, amount=1):
        if isinstance(seat, int) and 0 <= seat < seats:     # neutrals (the Elf Gate's) have no row
            counts[seat][column] += amount

    for event in events:
        kind = event.get("type")
        if kind == "battle_end":
            for seat in event.get("winners") or ():
                add(seat, "battles_won")
        elif kind == "trained":
            add(event.get("player"), "trained")
        elif kind == "casualty":
            add(event.get("player"), "lost")
        elif kind == "upgraded":
            add(event.get("player"), "upgrades")
        elif kind == "harvested" and event.get("resource") in ("gold", "wood"):
            add(event.get("player"), event["resource"], event.get("amount", 0))
        elif kind in CARD_EVENTS:
            add(event.get("player"), "cards")
    return counts


class GameNumbers(NamedTuple):
    counts: list            # [{column: count}] a seat (count_events)
    by_turn: list           # [[the seat's turn_values at the end of game turn 1, 2, ...]] a seat


def turn_values(game):
    """What the end screen follows game turn by game turn, a seat: its VP in the main game, else its
    units on the map (the scenarios score no VP; their armies tell how the game went)."""
    seats = len(game.seats)
    if scoring.uses_vp(game):
        return [scoring.vp(game, seat) for seat in range(seats)]
    units = [0] * seats
    for here in game.map_index().values():
        for piece in here:
            if 0 <= piece.owner < seats and game.is_unit(piece):
                units[piece.owner] += 1
    return units


def game_numbers(game):
    """The numbers of a finished (or running) game, by replaying its document; None if it cannot be."""
    events = []
    turns = []

    def on_step(step, played):
        events.extend(step.events)
        if any(event.get("type") == "turn" for event in step.events):    # a new game turn: the last one ended
            turns.append(turn_values(played))

    try:
        result = WARCRAFT.replay(WARCRAFT.own_setup(game), on_step=on_step)
    except DataError:
        return None
    turns.append(turn_values(result.game))          # the last game turn, ended by the game's end
    by_turn = [[values[seat] for values in turns] for seat in range(len(game.seats))]
    return GameNumbers(count_events(events, len(game.seats)), by_turn)
