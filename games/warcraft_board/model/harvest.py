"""The Harvest step (§4.2): per Mine or Forest, one income roll per worker, one at a time.

A `harvest {space, outpost}` action rolls for one space, in the order the player picks. Each roll
gives its face in gold (Mine) or wood (Forest). A 3 (values: `depleting_face`) depletes the space,
partially, or fully when it already was; the 3 is still collected, and on a fully depleted space the
rolling stops at once whatever workers remain. Spaces of `game.never_deplete` (Elf Gate, Necromancer
March: next to a City) ignore the 3's depletion. A worker on its unfinished Outpost rolls only if
`outpost` is true, and its Outpost is removed first (C6). Rolls come from the game's recorded
income outcomes.

Harvesting is compulsory (Rb: "you must roll once per worker"): `harvest_pending` lists the spaces
still owed a roll, and the engine ends the step only when none is left (docs: engine decision).
"""

from __future__ import annotations

from kernel.errors import IllegalAction

from .occupancy import harvested_spaces

RESOURCE_OF = {"goldmine": "gold", "forest": "wood"}


def _builder_here(game, space: str, seat: int):
    """The seat's unfinished Outpost in `space` whose builder still stands there, or None."""
    outpost = game.outposts.get(space)
    if outpost is None or outpost.owner != seat or outpost.done or outpost.worker is None or outpost.city:
        return None
    builder = game.pieces.get(outpost.worker)
    if builder is None or builder.where != "map" or builder.space != space:
        return None
    return outpost


def free_workers(game, space: str, seat: int) -> list:
    """The seat's workers in `space` that may roll without a choice (an Outpost's builder left out)."""
    outpost = _builder_here(game, space, seat)
    return [piece for piece in game.workers_in(space, seat)
            if outpost is None or piece.id != outpost.worker]


def harvest_pending(game, seat: int) -> list[str]:
    """Mines and Forests where the seat still owes rolls this step (free workers there, not fully
    depleted, not rolled yet), in map order."""
    if game.step != "harvest" or game.mover != seat:
        return []
    return [space for space in _worked_sources(game, seat) if free_workers(game, space, seat)]


def _worked_sources(game, seat: int) -> list[str]:
    """Mines and Forests holding a worker of the seat, not rolled for this step nor fully depleted."""
    occupied = game.map_index()
    harvested = harvested_spaces(game)
    return [space for space in game.board.sources
            if space not in harvested and any(p.owner == seat and p.kind == "worker" for p in occupied.get(space, ()))
            and game.depletion.get(space) != "full"]


def check_harvest(game, action) -> None:
    seat = action.player
    if game.step != "harvest" or game.mover != seat:
        raise IllegalAction("you may harvest only in your own Harvest step")
    if game.window is not None:
        raise IllegalAction("the card window at the start of the Harvest step must be answered first")
    space = action.space
    info = game.board.spaces.get(space)
    if info is None:
        raise IllegalAction(f"there is no space {space!r} on this map")
    if info.type not in RESOURCE_OF:
        raise IllegalAction(f"{space} is neither a Gold Mine nor a Forest")
    if space in harvested_spaces(game):
        raise IllegalAction(f"you have already rolled for {space} this step")
    if game.depletion.get(space) == "full":
        raise IllegalAction(f"{space} is fully depleted: it yields nothing")
    with_outpost = bool(action.outpost)
    if with_outpost and _builder_here(game, space, seat) is None:
        raise IllegalAction(f"you have no Outpost under construction in {space} whose worker could roll")
    if not free_workers(game, space, seat) and not with_outpost:
        raise IllegalAction(f"none of your workers in {space} may roll (the Outpost's builder rolls only "
                            "if you say so: outpost true)")


def do_harvest(game, action) -> list[dict]:
    seat, space = action.player, action.space
    events: list[dict] = []
    rollers = len(free_workers(game, space, seat))
    if action.outpost:
        outpost = _builder_here(game, space, seat)
        del game.outposts[space]            # C6: its builder harvests instead
        events.append({"type": "outpost_lost", "player": seat, "space": outpost.space, "why": "worker_harvested"})
        rollers += 1
    resource = RESOURCE_OF[game.board.spaces[space].type]
    player = game.seats[seat]
    rolls: list[int] = []
    gained = 0
    for _ in range(rollers):
        face = game.roll_income()
        rolls.append(face)
        gained += face
        if face == game.values.depleting_face and space not in game.never_deplete:
            game.depletion[space] = "full" if game.depletion.get(space) == "partial" else "partial"
            events.append({"type": "depleted", "space": space, "depletion": game.depletion[space]})
            if game.depletion[space] == "full":
                break                       # a fully depleted space yields nothing more
    setattr(player, resource, getattr(player, resource) + gained)
    game.harvested.add(space)
    events.insert(0 if not action.outpost else 1,
                  {"type": "harvested", "player": seat, "space": space, "resource": resource,
                   "rolls": rolls, "amount": gained})
    return events


def legal_harvest(game, seat: int, make=None) -> list:
    """Every harvest action open to the seat now, built by `make(space, outpost)` (default: Harvest)."""
    if make is None:
        from .actions import Harvest

        def make(space, outpost):
            return Harvest(player=seat, space=space, outpost=True if outpost else None)

    if game.step != "harvest" or game.mover != seat or game.window is not None:
        return []
    actions = []
    for space in _worked_sources(game, seat):           # a roll needs a worker there
        if free_workers(game, space, seat):
            actions.append(make(space, False))
        if _builder_here(game, space, seat) is not None:
            actions.append(make(space, True))
    return actions
