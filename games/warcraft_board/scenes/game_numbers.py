"""The game in numbers, for the end screen: each seat's battles won, units trained and lost, upgrades,
gold and wood harvested and cards played, counted from the events of the game's actions.

The events are not kept while a game is played, so `game_numbers(game)` replays the finished game's own
document once (a few milliseconds for a whole game); a game that no longer replays (it cannot happen to a
game the engine played) gives None and the end screen leaves the table out.
"""

from game.i18n import N_
from kernel.errors import DataError

from ..definition import WARCRAFT

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


def game_numbers(game):
    """The numbers of a finished (or running) game, by replaying its document; None if it cannot be."""
    events = []
    try:
        WARCRAFT.replay(WARCRAFT.own_setup(game), on_step=lambda step, _game: events.extend(step.events))
    except DataError:
        return None
    return count_events(events, len(game.seats))
