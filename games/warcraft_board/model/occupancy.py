"""Who stands where: the counts the step rules share (stack limits, hostile presence, pinned spaces),
and the step's and the game turn's memory those rules keep.

Units are melee, ranged and flying pieces on the map, plus the workers a `call_to_arms` made melee
units until the Move step ends (C11). Workers here are workers and Necromancers (they follow the
worker rules); prisoners are neither and never count for stacking.
"""

from __future__ import annotations

from collections.abc import Sequence

from .state import PIECE_CHANGES

UNIT_KINDS = ("melee", "ranged", "flying")
WORKER_KINDS = ("worker", "necromancer")


# -- the step's and the game turn's memory (state.Game's bookkeeping, emptied by the engine when a
#    seat's step / a game turn begins) -----------------------------------------

def moved_pieces(game) -> set[int]:
    """Pieces (prisoners too) that moved this step."""
    return game.moved


def mark_moved(game, piece_id: int) -> None:
    game.moved.add(piece_id)


def entered_spaces(game) -> set[str]:
    """Spaces a unit of the mover entered this step (C8, `call_to_arms`)."""
    return game.entered


def mark_entered(game, spaces) -> None:
    game.entered.update(spaces)


def speed_pieces(game) -> set[int]:
    return game.speed


def cripples_on(game, piece_id: int) -> int:
    return game.cripples.get(piece_id, 0)


def harvested_spaces(game) -> set[str]:
    return game.harvested


def spent_option(game) -> str | None:
    """The Spend option chosen this step (train, build or upgrade), or None."""
    return game.spent


def mark_played(game, card: str) -> None:
    game.played.add(card)


# -- pieces on the map ----------------------------------------------------------------------------

def on_map(game, space: str | None = None) -> Sequence:
    """The pieces on the map (in `space` when given), by id: a tuple of its own, so callers may move them."""
    if space is not None:
        return tuple(game.map_index().get(space, ()))
    return tuple(piece for piece in game.pieces.values() if piece.where == "map" and piece.space is not None)


def is_unit(game, piece) -> bool:
    return game.is_unit(piece)


def is_worker(piece) -> bool:
    """A worker or a Necromancer (the worker rules), armed or not: stacking counts it as a worker."""
    return piece.kind in WORKER_KINDS


def units_at(game, space: str) -> list:
    unit = game.is_unit
    return [piece for piece in game.map_index().get(space, ()) if unit(piece)]


def hostile(game, a: int, b: int) -> bool:
    return a != b and game.hostile(a, b)


def friendly(game, a: int, b: int) -> bool:
    return a == b or game.friendly(a, b)


def hostile_unit_at(game, space: str, seat: int) -> bool:
    """Whether `space` holds a unit hostile to `seat` (neutrals included)."""
    return any(hostile(game, owner, seat) for owner in unit_owners(game, space))


def own_unit_at(game, space: str, seat: int, besides: int | None = None) -> bool:
    return any(piece.owner == seat and piece.id != besides for piece in units_at(game, space))


def hostile_presence(game, space: str, seat: int) -> bool:
    """A hostile unit, worker (Necromancer too) or Outpost (finished or not) in `space`: a piece
    entering it stops there (§4.1 step 2)."""
    unit = game.is_unit
    for piece in game.map_index().get(space, ()):
        if piece.owner != seat and (piece.kind in WORKER_KINDS or unit(piece)) and game.hostile(piece.owner, seat):
            return True
    outpost = game.outposts.get(space)
    return outpost is not None and hostile(game, outpost.owner, seat)


def friendly_count(game, space: str, seat: int, workers: bool, besides: int | None = None) -> int:
    """Friendly (own or partner's) units, or workers (an Outpost's builder included, C6), in `space`,
    leaving out piece `besides`."""
    count = 0
    for piece in game.map_index().get(space, ()):
        if piece.id == besides or not friendly(game, piece.owner, seat):
            continue
        if workers and is_worker(piece):
            count += 1
        elif not workers and piece.kind in UNIT_KINDS:
            count += 1
    return count


def room_for(game, space: str, seat: int, kind: str, besides: int | None = None, adding: int = 1) -> bool:
    """Whether `adding` more pieces of `kind` of `seat` fit in `space` under the stack limit."""
    workers = kind in WORKER_KINDS
    return friendly_count(game, space, seat, workers, besides) + adding <= game.values.stack_limit


def unit_owners(game, space: str) -> set[int]:
    """The seats with a unit in `space` (one space: cheaper than the whole map's game.unit_owners)."""
    unit = game.is_unit
    return {piece.owner for piece in game.map_index().get(space, ()) if unit(piece)}


def contested(game, space: str) -> bool:
    """Units of two players hostile to each other stand in `space`."""
    owners = unit_owners(game, space)
    if len(owners) < 2:
        return False
    owners = sorted(owners)
    return any(hostile(game, a, b) for i, a in enumerate(owners) for b in owners[i + 1:])


def is_pinned(game, space: str) -> bool:
    """Whether `space` is one of pinned_spaces (asked for a few spaces, cheaper than the whole set)."""
    return space not in entered_spaces(game) and contested(game, space)


def pinned_spaces(game) -> set[str]:
    """C8: spaces holding units of two hostile players outside any battle, except those the mover
    entered this step (his own entries make ordinary battle spaces)."""
    entered = entered_spaces(game)
    armed = game.armed
    key = (PIECE_CHANGES[0], id(game.pieces), len(game.pieces), id(entered), len(entered), id(armed), len(armed))
    cached = game.__dict__.get("_pinned")
    if cached is not None and cached[0] == key:       # nothing moved since: asked for every piece of a step
        return set(cached[1])
    pinned = {space for space, owners in game.unit_owners().items()
              if len(owners) > 1 and space not in entered and contested(game, space)}
    game._pinned = (key, frozenset(pinned))
    return pinned


def space_type(game, space: str) -> str:
    return game.board.spaces[space].type


def city_of_seat(game, seat: int) -> str | None:
    return game.seats[seat].city
