"""A computer seat's economy: harvest order, deploy places and completions, the Spend option and its
content, partners' gifts, requests and answers.

Spend options are valued by what they add (workers while sources have room, units by the army the
seat lacks against its rivals, tiles that unlock an upgrade or training, upgrades by the units they
strengthen and a top level's VP), minus what they cost; easy takes a fixed order instead.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from kernel.errors import IllegalAction

from ..model import scoring, spend
from ..model.actions import Answer, Ask, Build, Complete, CompleteOutpost, Deploy, Give, Harvest, Train, Upgrade
from .assess import Snapshot, unit_worth_of
from .geometry import space_key
from .goals import RESOURCE, unit_targets

UNITS = ("melee", "ranged", "flying")
TRAINS = {"barracks": "melee", "range": "ranged", "aerie": "flying", "workshop": "worker"}
TILE_OF = {"melee": "barracks", "ranged": "range", "flying": "aerie"}
CARD_BUILDER = 0.5        # call_to_build: a worker's Harvest kept (about 2 resources at 0.25 each)


# -- harvest ----------------------------------------------------------------------------------

def harvest(game: Any, seat: int, legal: list[Any]) -> Any | None:
    """Roll where the free workers are (an Outpost builder keeps building)."""
    plain = [a for a in legal if isinstance(a, Harvest) and not a.outpost]
    return plain[0] if plain else None


# -- deploy -----------------------------------------------------------------------------------

def deploy(game: Any, seat: int, legal: list[Any], level: str) -> Any | None:
    """Complete Outposts, then buildings, then place each trained piece where its goals are nearest."""
    for kind in (CompleteOutpost, Complete):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return found[0]
    deploys = [a for a in legal if isinstance(a, Deploy)]
    if not deploys:
        return None
    if level == "easy" or len({a.space for a in deploys}) == 1:
        city = game.seats[seat].city
        return next((a for a in deploys if a.space == city), deploys[0])
    snap = Snapshot(game)
    targets = unit_targets(game, snap, seat)
    piece_kind = game.pieces[deploys[0].piece].kind

    def score(action: Any) -> float:
        if piece_kind == "worker":
            table = snap.dist.walker[action.space]
            near = [3.0 * 0.6 ** d for s, d in table.items() if game.board.spaces[s].type in RESOURCE
                    and game.depletion.get(s) != "full"]
            return max(near, default=0.0)
        table = snap.dist.table(piece_kind)[action.space]
        danger = snap.threat(action.space, seat, slack=0)
        return max((v * 0.7 ** table.get(t, 9) for t, v in targets.items()), default=0.0) + 0.5 * danger
    first = deploys[0].piece
    return min((a for a in deploys if a.piece == first),
               key=lambda a: (-round(score(a), 9), space_key(game, snap.dist, seat, piece_kind, a.space)))


# -- spend ------------------------------------------------------------------------------------

def _checked(check: Any, game: Any, action: Any) -> bool:
    try:
        check(game, action)
    except IllegalAction:
        return False
    return True


def _counts(game: Any, seat: int) -> dict[str, int]:
    out = {k: 0 for k in (*UNITS, "worker")}
    for p in game.pieces.values():
        if p.owner == seat and p.where in ("map", "training") and p.kind in out:
            out[p.kind] += 1
    return out


def _want_workers(game: Any, seat: int) -> int:
    sources = sum(1 for s, info in game.board.spaces.items()
                  if info.type in RESOURCE and game.depletion.get(s) != "full")
    return max(3, min(7, 2 + sources))


def spend_options(game: Any, seat: int) -> list[Any]:
    """Candidate Spend options, each legal: the rules' own list, a greedy train of every idle building
    by need, two-type and three-type upgrades, a tile with an Outpost."""
    legal = spend.legal_spend(game, seat)
    player = game.seats[seat]
    idle = [i for i, b in enumerate(player.buildings) if b.done and b.training is None]
    extra: list[Any] = []
    for k in range(len(idle), 0, -1):
        extra.append(Train(player=seat, buildings=tuple(idle[:k])))
    no_worker = tuple(i for i in idle if player.buildings[i].kind != "workshop")
    if no_worker:
        extra.append(Train(player=seat, buildings=no_worker))
    for a in UNITS:
        for b in UNITS:
            if a < b:
                extra.append(Upgrade(player=seat, kinds=(a, b)))
    tiles = [k for k in TILE_OF.values() if game.tiles_left(seat, k) > 0]
    by_card = "call_to_build" in player.hand
    for size in (2, 3):
        for combo in combinations_with_replacement(tiles, size):
            extra.append(Build(player=seat, tiles=combo))
            if by_card:
                extra.append(Build(player=seat, tiles=combo, by_card=combo[0]))
    out = list(legal)
    checks = {"train": spend.check_train, "upgrade": spend.check_upgrade, "build": spend.check_build}
    for action in extra:
        if action not in out and _checked(checks[action.type], game, action):
            out.append(action)
    return out


def spend_value(game: Any, snap: Snapshot, seat: int, action: Any) -> float:
    """What a Spend option adds (module doc), minus its cost at 0.25 a resource."""
    player = game.seats[seat]
    counts = _counts(game, seat)
    rivals = [s for s in range(len(game.seats)) if game.alive(s) and game.hostile(s, seat)]
    rival_army = max((snap.army(s) for s in rivals), default=0.0)
    my_army = snap.army(seat)
    need = 1.0 + max(0.0, rival_army - my_army) * 0.6
    uses_vp = scoring.uses_vp(game)
    cost = 0
    value = 0.0
    if isinstance(action, Train):
        for index in action.buildings:
            kind = TRAINS[player.buildings[index].kind]
            unit_cost = game.values.unit_cost[kind]
            cost += unit_cost.get("gold", 0) + unit_cost.get("wood", 0)
            if kind == "worker":
                value += 3.0 if counts["worker"] < _want_workers(game, seat) else 0.2
                counts["worker"] += 1
            else:
                value += 2.2 * unit_worth_of(game, seat, kind) * need + (0.4 if kind == "flying" else 0.0)
    elif isinstance(action, Upgrade):
        for kind in action.kinds:
            cost += 4
            before = game.strength(seat, kind)
            track = game.values.track(game.seats[seat].race, kind)
            after = track.strength_at(player.levels[kind] + 1)
            value += (after - before) / 6.0 * (counts[kind] + 1.5) * 1.6
            if player.levels[kind] + 1 >= track.top and uses_vp:
                value += 2.5
            value += 0.3 * len(track.abilities_at(player.levels[kind] + 1) - track.abilities_at(player.levels[kind]))
    elif isinstance(action, Build):
        pending = {k: sum(1 for b in player.buildings if b.kind == k and not b.done) for k in TILE_OF.values()}
        for kind in action.tiles or ():
            cost += 4           # a tile started by call_to_build still costs 2 + 2 (E30)
            unit = TRAINS[kind]
            level = player.levels[unit]
            completed = game.completed(seat, kind)
            track = game.values.track(player.race, unit)
            building = completed + pending.get(kind, 0)
            unlocks = level < track.top and building < level and building + 1 >= level
            value += (1.8 if unlocks else 0.7) + (0.8 if building == 0 else 0.0)
            if unit == "flying" and building == 0:
                value += 0.5
            pending[kind] = pending.get(kind, 0) + 1
        if action.by_card is not None:
            value += CARD_BUILDER      # the worker it spares keeps harvesting
        for space in action.outposts or ():
            cost += 4
            value += 1.0 + (0.8 if game.board.spaces[space].type in RESOURCE else 0.0)
    wealth = player.gold + player.wood
    return value - (0.25 if wealth < 12 else 0.12) * cost


def choose_spend(game: Any, seat: int, level: str) -> Any | None:
    options = spend_options(game, seat)
    if not options:
        return None
    if level == "easy":
        return _easy_spend(game, seat, options)
    snap = Snapshot(game)
    options = _outposts_by_place(game, snap, seat, options)
    scored = [(spend_value(game, snap, seat, a), i, a) for i, a in enumerate(options)]
    best = max(scored, key=lambda x: (x[0], -x[1]))
    return best[2] if best[0] > 0 else None


def _outposts_by_place(game: Any, snap: Snapshot, seat: int, options: list[Any]) -> list[Any]:
    """The options with the Outpost builds (in their own places of the list) ordered by
    geometry.space_key, not by the map file's order: of Outposts of equal value the first is built."""
    slots = [i for i, a in enumerate(options) if isinstance(a, Build) and a.outposts]
    ranked = sorted((options[i] for i in slots),
                    key=lambda a: [space_key(game, snap.dist, seat, "worker", s) for s in a.outposts])
    out = list(options)
    for i, action in zip(slots, ranked):
        out[i] = action
    return out


def _easy_spend(game: Any, seat: int, options: list[Any]) -> Any:
    """Workers to five, then an upgrade, then training everywhere, then a tile."""
    player = game.seats[seat]
    counts = _counts(game, seat)
    trains = [a for a in options if isinstance(a, Train)]
    if counts["worker"] < 5:
        for a in trains:
            if any(player.buildings[i].kind == "workshop" for i in a.buildings):
                return a
    upgrades = [a for a in options if isinstance(a, Upgrade)]
    if upgrades:
        return max(upgrades, key=lambda a: len(a.kinds))
    if trains:
        return max(trains, key=lambda a: len(a.buildings))
    builds = [a for a in options if isinstance(a, Build) and a.tiles]
    return builds[0] if builds else options[0]


# -- partners (C13) ---------------------------------------------------------------------------

def answer(game: Any, seat: int, ask: dict, level: str) -> Any:
    player = game.seats[seat]
    gold, wood = ask.get("gold", 0), ask.get("wood", 0)
    affordable = player.gold >= gold and player.wood >= wood
    keep = 0 if level == "easy" else 1
    if affordable and player.gold - gold >= keep and player.wood - wood >= keep:
        return Answer(player=seat, gold=gold or None, wood=wood or None)
    return Answer(player=seat)


def gift(game: Any, seat: int) -> Any | None:
    """After its own Spend option: surplus beyond 2 + 2 to a partner short of an upgrade's 2 + 2."""
    player = game.seats[seat]
    for partner in game.partners(seat):
        if not game.alive(partner):
            continue
        other = game.seats[partner]
        gold = max(0, min(player.gold - 2, 2 - other.gold)) if other.gold < 2 else 0
        wood = max(0, min(player.wood - 2, 2 - other.wood)) if other.wood < 2 else 0
        if gold or wood:
            action = Give(player=seat, to=partner, gold=gold or None, wood=wood or None)
            if _checked(spend.check_give, game, action):
                return action
    return None


def request(game: Any, seat: int) -> Any | None:
    """Before its Spend option: ask a partner for what an upgrade's 2 + 2 lacks, if he has it spare."""
    player = game.seats[seat]
    cost = game.values.upgrade_cost
    gold = max(0, cost.get("gold", 0) - player.gold)
    wood = max(0, cost.get("wood", 0) - player.wood)
    if not (gold or wood) or gold + wood > 2:
        return None
    for partner in game.partners(seat):
        other = game.seats[partner]
        if game.alive(partner) and other.gold >= gold + 2 and other.wood >= wood + 2:
            action = Ask(player=seat, gold=gold or None, wood=wood or None)
            if _checked(spend.check_ask, game, action):
                return action
    return None
