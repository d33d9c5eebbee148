"""A computer seat's card plays outside battle (C34 windows): Speed, Cripple, Town Portal, Call to
Arms, Rejuvenation, Supplies; and when to lay Victory Point cards (C33).

Each takes the rules' list of legal plays for the open window and picks one, or passes.
"""

from __future__ import annotations

from typing import Any

from ..model import movement, scoring
from ..model.actions import Pass, PlayCard
from .assess import Snapshot
from .goals import own_cities, unit_targets


def window_card(game: Any, seat: int, kind: str, legal: list[Any], level: str) -> Any:
    plays = [a for a in legal if isinstance(a, PlayCard)]
    if not plays:
        return Pass(player=seat)
    snap = Snapshot(game)
    choice = None
    if kind == "move_start":
        choice = _speed(game, snap, seat, plays, level)
    elif kind == "cripple":
        choice = _cripple(game, snap, seat, plays, level)
    elif kind == "move_end":
        choice = _move_end(game, snap, seat, plays, level)
    elif kind == "harvest_start":
        choice = _rejuvenation(game, snap, seat, plays)
    elif kind == "spend_start":
        player = game.seats[seat]
        want = "gold" if player.gold <= player.wood else "wood"
        choice = next((a for a in plays if a.resource == want), plays[0])
    return choice or Pass(player=seat)


def _speed(game: Any, snap: Snapshot, seat: int, plays: list[Any], level: str) -> Any | None:
    """On the space holding most of the seat's units, when a goal lies 2 or 3 steps from it."""
    targets = unit_targets(game, snap, seat)
    best = None
    for action in plays:
        units = snap.units(action.space, seat)
        if len(units) < 2:
            continue
        far = [v for t, v in targets.items() if 2 <= (snap.dist.ground[action.space].get(t) or 9) <= 3]
        score = len(units) + (max(far) if far else 0)
        if (level == "easy" or far) and (best is None or score > best[0]):
            best = (score, action)
    return best[1] if best else None


def _cripple(game: Any, snap: Snapshot, seat: int, plays: list[Any], level: str) -> Any | None:
    """Medium: on the mover's stack whose reach it cuts most: each of its units, one step shorter, may
    no longer reach what it could strike this Move (the seat's City, units, workers and Outposts, an
    Objective the mover does not hold), weighed by the unit's worth. Played from about one unit's
    worth kept off the seat's City (it was played on any stack of two near the City, where it cut
    nothing, and never on one about to fall on the seat's army or workers further off).
    Easy: the mover's biggest stack close to the seat's City."""
    mover = game.mover
    if level == "easy":
        return _cripple_near_city(game, snap, seat, plays)
    stakes = _cripple_stakes(game, snap, seat, mover)
    best = None
    for action in plays:
        cut = 0.0
        for piece in snap.units(action.space, mover):
            reach = movement.allowance(game, piece)
            if reach <= 0:
                continue
            table = snap.dist.table(snap.kind[piece.id])[action.space]
            now = max((v for t, v in stakes.items() if 0 < table.get(t, 99) <= reach), default=0.0)
            after = max((v for t, v in stakes.items() if 0 < table.get(t, 99) <= reach - 1), default=0.0)
            cut += snap.worth[piece.id] * (now - after)
        if cut >= CRIPPLE_WORTH and (best is None or cut > best[0]):
            best = (cut, action)
    return best[1] if best else None


CRIPPLE_WORTH = 0.9       # about a level-1 unit kept off the City, or three kept off an army
STAKE_CITY, STAKE_UNITS, STAKE_WORKERS = 3.0, 1.2, 1.0


def _cripple_stakes(game: Any, snap: Snapshot, seat: int, mover: int) -> dict[str, float]:
    """What the mover's units could strike at: {space: how much it matters to the seat}."""
    stakes: dict[str, float] = {}

    def add(space: str, value: float) -> None:
        stakes[space] = max(stakes.get(space, 0.0), value)

    for city in own_cities(game, seat):
        add(city, STAKE_CITY)
    for space in snap.by_space:
        if snap.friendly_units(space, seat):
            add(space, STAKE_UNITS)
        elif any(game.friendly(p.owner, seat) for p in snap.workers(space)):
            add(space, STAKE_WORKERS)
        outpost = game.outposts.get(space)
        if outpost is not None and game.friendly(outpost.owner, seat):
            add(space, STAKE_WORKERS)
        info = game.board.spaces[space]
        if info.type == "objective" and scoring.uses_vp(game) and not snap.units(space, mover):
            add(space, 0.6 * info.vp)
    return stakes


def _cripple_near_city(game: Any, snap: Snapshot, seat: int, plays: list[Any]) -> Any | None:
    mover = game.mover
    cities = own_cities(game, seat)
    best = None
    for action in plays:
        hostile = snap.units(action.space, mover)
        if len(hostile) < 2:
            continue
        near = min((snap.dist.air[action.space].get(c, 9) for c in cities), default=9)
        score = len(hostile) + (3 if near <= 2 else 0)
        if best is None or score > best[0]:
            best = (score, action)
    return best[1] if best else None


def _move_end(game: Any, snap: Snapshot, seat: int, plays: list[Any], level: str) -> Any | None:
    """Call to Arms always (the workers die in the cleanup anyway); Town Portal to save a stack about to
    lose a battle in another player's step, or to bring a stack home into a City holding enemies."""
    arms = [a for a in plays if a.card == "call_to_arms"]
    if arms:
        return arms[0]
    portals = [a for a in plays if a.card == "town_portal"]
    if not portals or level == "easy":
        return None
    cities = set(own_cities(game, seat))
    for action in portals:
        if action.to in cities and snap.hostile_units(action.to, seat) and len(snap.units(action.space, seat)) >= 2 \
                and action.space not in cities:
            return action
    if game.mover != seat:
        for action in portals:
            here = action.space
            if here in cities or not snap.hostile_units(here, seat):
                continue
            chance = snap.battle_odds(here, game.mover)
            if chance > 0.7 and action.to in cities:
                return action
    return None


def move_end_passes(game: Any, seat: int, level: str) -> bool:
    """Whether `_move_end` passes whatever the window's plays are, told without listing them (a list of
    every Town Portal is long, and the searches' rollouts meet this window at every Move step): no Call
    to Arms in hand, and no Town Portal `_move_end` would play: none for easy; otherwise none home
    (no own City holds hostile units) and none out of a battle of another player's step."""
    if "call_to_arms" in game.seats[seat].hand:
        return False
    if level == "easy":
        return True
    if any(game.hostile_units(city, seat) for city in own_cities(game, seat)):
        return False
    if game.mover == seat:
        return True
    # the state's table of who has units where (armed workers too, so at worst the plays get listed)
    return not any(seat in owners and any(game.hostile(other, seat) for other in owners)
                   for owners in game.unit_owners().values())


def _rejuvenation(game: Any, snap: Snapshot, seat: int, plays: list[Any]) -> Any | None:
    """On the depleted Forest (C12: Forests only) where the seat's workers gain most this Harvest: a fully
    depleted one yields nothing at all (every worker's roll, 2 wood on average, is saved); a partly
    depleted one yields as usual and only risks going full on a 3 (a third of the rolls)."""
    best = None
    for action in plays:
        workers = len(snap.workers(action.space, seat))
        if not workers:
            continue
        if game.depletion.get(action.space) == "full":
            score = 2.0 * workers + 1.0
        else:
            score = 1.0 - (2 / 3) ** workers
        if best is None or score > best[0]:
            best = (score, action)
    return best[1] if best else None


def lay_vp(game: Any, seat: int, level: str) -> bool:
    """Lay a Victory Point card now? Easy at once; the others keep them secret until they win the game
    at this end of turn (Spend step), or the game's last capped turn ends."""
    if not scoring.uses_vp(game):
        return False
    if level == "easy":
        return True
    if game.step != "spend":
        return False
    goal = scoring.goal(game) or 99
    held = game.seats[seat].hand.count("victory_point")
    if scoring.team_vp(game, seat) + held >= goal:
        return True
    cap = game.options.get("turn_cap")
    return cap is not None and game.turn >= cap
