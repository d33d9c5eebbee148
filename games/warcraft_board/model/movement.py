"""The Move step's movement, battles list and cleanup (§4.1 steps 2, 4, 5; C4-C8; Prisoners' walls
and escorts; Necromancers).

`check_move` refuses an illegal move with a reason and changes nothing; `do_move` applies a checked
one. A move is one piece's whole path (the start space left out): each piece moves at most once per
step, and its path is checked space by space:

- at most its allowance long (C5: base, `speed`, `cripple`s) and visiting no space twice;
- Mountains only for flyers (a prisoner carried by one crosses with it); melee and ranged units
  never cross a walled edge;
- a space holding a hostile unit, worker, Necromancer or Outpost ends the path there, and a worker
  or Necromancer enters it only if one of the mover's own units already stands there;
- where the piece ends, friendly units (or friendly workers) stay within the stack limit (passing
  through is free), and two Necromancers never share a space;
- a piece in a pinned space (C8) stays.
"""

from __future__ import annotations

import random

from kernel.errors import IllegalAction

from .occupancy import (
    UNIT_KINDS,
    WORKER_KINDS,
    cripples_on,
    friendly,
    friendly_count,
    hostile,
    hostile_presence,
    hostile_unit_at,
    is_pinned,
    is_unit,
    is_worker,
    mark_entered,
    mark_moved,
    moved_pieces,
    on_map,
    own_unit_at,
    pinned_spaces,  # noqa: F401 - C8's pinned spaces are part of the movement rules' names
    space_type,
    speed_pieces,
    units_at,
)

MOVING_KINDS = ("melee", "ranged", "flying", "worker", "necromancer")


# -- allowance (C5) -----------------------------------------------------------------------------

def allowance(game, piece) -> int:
    """C5: max(0, min(base + 2 if `speed`, 3) - `cripple`s on it)."""
    base = game.values.moves.get(piece.kind, 0)
    if piece.id in speed_pieces(game):
        base = min(base + 2, game.values.speed_allowance)
    return max(0, base - cripples_on(game, piece.id))


# -- checking a path ----------------------------------------------------------------------------

def _prisoner_with(game, piece):
    """The prisoner of the piece's own race standing where the piece starts, not moved this step."""
    moved = moved_pieces(game)
    for other in on_map(game, piece.space):
        if other.kind == "prisoner" and other.owner == piece.owner and other.id not in moved:
            return other
    return None


def _path_problem(game, piece, path: list[str]) -> str | None:
    """Why `piece` may not walk `path` now, or None."""
    board = game.board
    seat = piece.owner
    if not path:
        return "a move needs at least one space to go to"
    reach = allowance(game, piece)
    if len(path) > reach:
        return f"this piece may move at most {reach} space{'s' if reach != 1 else ''} now, not {len(path)}"
    seen = {piece.space}
    here = piece.space
    entries = board.entries(piece.kind)
    for i, space in enumerate(path):
        if space in entries[here]:          # on the map, adjacent, and open to this kind: only the rest to check
            if space in seen:
                return f"a path may not visit {space} twice"
        elif space not in board.spaces:
            return f"there is no space {space!r} on this map"
        elif space in seen:
            return f"a path may not visit {space} twice"
        elif not board.adjacent(here, space):
            return f"{space} is not adjacent to {here}"
        elif space_type(game, space) == "mountain" and piece.kind != "flying":
            return f"only flying units may enter the Mountain {space}"
        else:
            return f"melee and ranged units never cross the wall between {here} and {space}"
        if i != len(path) - 1 and hostile_presence(game, space, seat):
            return f"a piece entering {space} (hostile pieces there) must stop there"
        seen.add(space)
        here = space
    return _end_problem(game, piece, path[-1])


def _end_problem(game, piece, end: str) -> str | None:
    """Why `piece` may not end its move in `end`, reached by a path fine up to there, or None."""
    seat = piece.owner
    if is_worker(piece) and hostile_presence(game, end, seat) and not own_unit_at(game, end, seat, besides=piece.id):
        return (f"a {'Necromancer' if piece.kind == 'necromancer' else 'worker'} may enter {end} "
                "(hostile pieces there) only where one of your own units already stands")
    limit = game.values.stack_limit
    if friendly_count(game, end, seat, is_worker(piece), besides=piece.id) + 1 > limit:
        what = "workers" if is_worker(piece) else "units"
        return f"{end} already holds {limit} friendly {what} (the stack limit)"
    if piece.kind == "necromancer" and any(
            other.kind == "necromancer" and other.id != piece.id for other in on_map(game, end)):
        return f"two Necromancers never share a space ({end})"
    return None


def check_move(game, action) -> None:
    """Refuse an illegal `move` with a reason a player can read; change nothing."""
    seat = action.player
    if game.step != "move" or game.mover != seat:
        raise IllegalAction("you may move pieces only in your own Move step")
    if game.stage not in ("start", "free"):
        raise IllegalAction("movement is over for this Move step")
    piece = game.pieces.get(action.piece)
    if piece is None:
        raise IllegalAction(f"there is no piece {action.piece}")
    if piece.owner != seat:
        raise IllegalAction(f"piece {piece.id} is not yours")
    if piece.where != "map" or piece.space is None:
        raise IllegalAction(f"piece {piece.id} is not on the map")
    if piece.kind not in MOVING_KINDS:
        raise IllegalAction("a prisoner moves only along with a unit of its race (escort)")
    if piece.id in moved_pieces(game):
        raise IllegalAction(f"piece {piece.id} has already moved this step")
    if is_pinned(game, piece.space):
        raise IllegalAction(f"{piece.space} is pinned (units of two hostile players wait for their battle): "
                            "no piece may leave it")
    path = list(action.path)
    problem = _path_problem(game, piece, path)
    if problem:
        raise IllegalAction(problem)
    if getattr(action, "escort", False):
        if piece.kind not in UNIT_KINDS:
            raise IllegalAction("only a unit may escort a prisoner")
        if _prisoner_with(game, piece) is None:
            raise IllegalAction("no prisoner of your race waits in this unit's space to be escorted")


def do_move(game, action) -> list[dict]:
    """Apply a checked `move`."""
    piece = game.pieces[action.piece]
    start = piece.space
    end = action.path[-1]
    events: list[dict] = []
    prisoner = _prisoner_with(game, piece) if getattr(action, "escort", False) else None
    outpost = game.outposts.get(start)
    if outpost is not None and not outpost.done and outpost.worker == piece.id and not outpost.city:
        del game.outposts[start]        # C6: its builder walked away
        events.append({"type": "outpost_lost", "player": piece.owner, "space": start, "why": "worker_moved"})
    game.step_piece(piece, end)
    mark_moved(game, piece.id)
    if is_unit(game, piece):
        mark_entered(game, action.path)
    events.insert(0, {"type": "moved", "player": piece.owner, "piece": piece.id, "kind": piece.kind,
                      "from": start, "path": list(action.path)})
    if prisoner is not None:
        game.step_piece(prisoner, end)
        mark_moved(game, prisoner.id)
        events.append({"type": "escorted", "player": piece.owner, "piece": prisoner.id, "by": piece.id,
                       "from": start, "to": end})
    return events


# -- what a player may do -------------------------------------------------------------------------

def movable_pieces(game, seat: int) -> list:
    """The seat's pieces that may still move this step (ids in order)."""
    if game.step != "move" or game.mover != seat:
        return []
    # mostly no Cripple slows anyone and every kind has moves: then no piece's allowance is 0
    slowed = game.cripples or any(game.values.moves.get(kind, 0) <= 0 for kind in MOVING_KINDS)
    pieces = _unmoved(game, seat)
    pinned = {space: is_pinned(game, space) for space in {piece.space for piece in pieces}}
    return [piece for piece in pieces if not pinned[piece.space] and (not slowed or allowance(game, piece) > 0)]


def _unmoved(game, seat: int) -> list:
    """The seat's pieces on the map that move by themselves and have not moved this step, by id."""
    moved = moved_pieces(game)
    return sorted((piece for here in game.map_index().values() for piece in here
                   if piece.owner == seat and piece.kind in MOVING_KINDS and piece.id not in moved),
                  key=lambda piece: piece.id)


def paths_for(game, piece) -> list[list[str]]:
    """Every legal path of `piece` now (each visits a space once; at most 3 long)."""
    entries = game.board.entries(piece.kind)
    reach = allowance(game, piece)
    start = piece.space
    index = game.map_index()
    found: list[list[str]] = []
    # nothing changes during the walk: each space's answers are worked out once, not once a path
    facts: dict[str, tuple[bool, bool]] = {}

    def walk(path: list[str], here: str) -> None:
        for nxt in entries[here]:
            if nxt == start or nxt in path:
                continue
            fact = facts.get(nxt)
            if fact is None:
                fact = facts[nxt] = _entry_facts(game, index.get(nxt, ()), nxt, piece)
            candidate = path + [nxt]
            if fact[1]:                                 # the walk itself keeps the way there legal
                found.append(candidate)
            if not fact[0] and len(candidate) < reach:  # else it had to stop there, or may go no further
                walk(candidate, nxt)

    if reach > 0:
        walk([], start)
    return found


def _entry_facts(game, here, space: str, piece) -> tuple[bool, bool]:
    """(a piece entering `space` stops there, `piece` may end its move there): what _path_problem
    and _end_problem answer for a space the piece does not stand in, from one pass over `here`, the
    pieces in it (a listing's shortcut: tests/warcraft_board/test_wb_fast_paths.py holds it to them)."""
    seat = piece.owner
    worker = piece.kind in WORKER_KINDS
    hostile_here = own_unit = necromancer = False
    friends = 0
    for other in here:
        owner = other.owner
        if owner != seat and game.hostile(owner, seat):
            hostile_here = hostile_here or other.kind in WORKER_KINDS or game.is_unit(other)
            continue
        friends += (other.kind in WORKER_KINDS) if worker else (other.kind in UNIT_KINDS)
        own_unit = own_unit or (owner == seat and game.is_unit(other))
        necromancer = necromancer or other.kind == "necromancer"
    if not hostile_here:
        outpost = game.outposts.get(space)
        hostile_here = outpost is not None and hostile(game, outpost.owner, seat)
    if not necromancer and piece.kind == "necromancer":
        necromancer = any(other.kind == "necromancer" for other in here)     # a hostile one bars it too
    may_end = not (worker and hostile_here and not own_unit) \
        and friends + 1 <= game.values.stack_limit \
        and not (piece.kind == "necromancer" and necromancer)
    return hostile_here, may_end


def legal_moves(game, seat: int, make=None) -> list:
    """Every legal move of the seat now, built by `make(piece_id, path, escort)` (the engine's
    action class; default: actions.Move), escorts included."""
    if make is None:
        def make(piece, path, escort):
            return _make_move(piece, path, escort, seat)
    moves = []
    for piece in movable_pieces(game, seat):
        escortable = piece.kind in UNIT_KINDS and _prisoner_with(game, piece) is not None
        for path in paths_for(game, piece):
            moves.append(make(piece.id, path, False))
            if escortable:
                moves.append(make(piece.id, path, True))
    return moves


def sample_move(game, seat: int, rng: random.Random, make=None):
    """One legal move drawn at random (a piece first, then one of its paths), or None."""
    if make is None:
        def make(piece, path, escort):
            return _make_move(piece, path, escort, seat)
    if game.step != "move" or game.mover != seat:
        return None
    pieces = _unmoved(game, seat)
    while pieces:
        # a piece drawn among those left and dropped if it cannot move: each piece that can is as
        # likely as from the list of movable ones, at the cost of the pieces tried
        index = rng.randrange(len(pieces))
        piece = pieces[index]
        paths = [] if is_pinned(game, piece.space) else paths_for(game, piece)
        if paths:
            escort = piece.kind in UNIT_KINDS and _prisoner_with(game, piece) is not None and rng.random() < 0.5
            return make(piece.id, rng.choice(paths), escort)
        pieces[index] = pieces[-1]
        pieces.pop()
    return None


def _make_move(piece: int, path, escort: bool, seat: int = -1):
    from .actions import Move
    return Move(player=seat, piece=piece, path=tuple(path), escort=True if escort else None)


# -- after movement -------------------------------------------------------------------------------

def battle_spaces(game, seat: int) -> list[str]:
    """Spaces holding a unit of `seat` and a unit hostile to him (§4.1 step 4), in map order."""
    found = [space for space, owners in game.unit_owners().items()
             if seat in owners and len(owners) > 1 and any(hostile(game, owner, seat) for owner in owners)]
    return sorted(found, key=game.board.order.__getitem__)


def sides_meet(game, space: str, seat: int) -> bool:
    """Whether `space` holds a unit of `seat`'s side (his or a partner's) and a unit hostile to him."""
    owners = game.unit_owners().get(space, ())
    return any(friendly(game, owner, seat) for owner in owners) and any(hostile(game, owner, seat) for owner in owners)


def cleanup(game) -> list[dict]:
    """§4.1 step 5: workers (Necromancers too) and Outposts in a space holding a unit hostile to their
    owner go to reserve; an Outpost whose builder goes, goes too (C6). An Outpost that is its owner's
    City (Nordrassil's allied Outposts) is never removed as an Outpost."""
    events: list[dict] = []
    # who has units where, read once: sending workers away changes no unit's place; only spaces
    # holding both a worker and a unit can lose a worker
    unit_owners = game.unit_owners()
    index = game.map_index()
    workers = [piece for space in unit_owners for piece in index[space]
               if is_worker(piece) and not game.is_unit(piece)]
    for piece in sorted(workers, key=lambda p: p.id):
        owners = unit_owners[piece.space]
        if piece.kind == "necromancer" and piece.owner in owners:
            continue                    # Necromancer March: it dies only with no Undead unit beside it
        if any(hostile(game, owner, piece.owner) for owner in owners):
            space = piece.space
            # a worker goes back to reserve; a Necromancer dies for good (§7)
            piece.where, piece.space = ("reserve" if piece.kind == "worker" else "gone"), None
            events.append({"type": "worker_lost" if piece.kind == "worker" else "necromancer_killed",
                           "player": piece.owner, "piece": piece.id, "space": space})
    for space, outpost in sorted(game.outposts.items()):
        if outpost.city:
            continue
        builder = game.pieces.get(outpost.worker) if outpost.worker is not None else None
        builder_gone = builder is not None and not outpost.done and builder.where != "map"
        if hostile_unit_at(game, space, outpost.owner) or builder_gone:
            del game.outposts[space]
            events.append({"type": "outpost_lost", "player": outpost.owner, "space": space, "why": "cleanup"})
    return events


def hostile_city_seats(game) -> list[int]:
    """The sack check (§6): seats (not eliminated) whose City space holds a unit hostile to them."""
    seats = []
    for seat, info in enumerate(game.seats):
        if info.eliminated:
            continue
        if any(hostile(game, piece.owner, seat) for space in game.city_spaces(seat)
               for piece in units_at(game, space)):
            seats.append(seat)
    return seats
