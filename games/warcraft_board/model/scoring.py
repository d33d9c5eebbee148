"""Victory points (§6): played victory_point cards, one per unit type at its top level, and the value
of every City (3) and Objective (1 or 2) space where the player has a unit. A team counts its
players' cards and top levels, and each such space once. Scenarios whose victory names no VP
(Elf Gate, Necromancer March, Prisoners, Nordrassil) score nothing.
"""

from __future__ import annotations

from .state import Game
from .values import UNIT_KINDS

VP_SCENARIOS = ("main",)


def uses_vp(game: Game) -> bool:
    return game.scenario in VP_SCENARIOS


def space_value(game: Game, space_id: str) -> int:
    space = game.board.spaces[space_id]
    if space.type == "city":
        return game.values.city_vp
    if space.type == "objective":
        return space.vp
    return 0


def held_spaces(game: Game, seats: list[int]) -> set[str]:
    """City and Objective spaces where any of `seats` has a unit (workers never count)."""
    unit = game.is_unit
    index = game.map_index()
    return {space for space in game.board.scoring
            if space_value(game, space) and any(piece.owner in seats and unit(piece) for piece in index.get(space, ()))}


def own_vp(game: Game, seat: int) -> int:
    """Cards and top levels of one seat."""
    player = game.seats[seat]
    return player.vp_cards + sum(1 for kind in UNIT_KINDS if game.at_top(seat, kind))


def vp(game: Game, seat: int) -> int:
    """A player's VP (0 in the scenarios without VP; an eliminated player scores nothing)."""
    if not uses_vp(game) or game.seats[seat].eliminated:
        return 0
    return own_vp(game, seat) + sum(space_value(game, s) for s in held_spaces(game, [seat]))


def team_vp(game: Game, seat: int) -> int:
    """The VP of the seat's team (its own VP without a team)."""
    if not uses_vp(game):
        return 0
    team = [s for s in game.team_of(seat) if not game.seats[s].eliminated]
    if not team:
        return 0
    return sum(own_vp(game, s) for s in team) + sum(space_value(game, s) for s in held_spaces(game, team))


def goal(game: Game) -> int | None:
    """The VP a player (2 seats) or a team (4 seats) needs to win at the end of a turn."""
    if not uses_vp(game):
        return None
    return game.values.vp_goal.get(len(game.seats))
