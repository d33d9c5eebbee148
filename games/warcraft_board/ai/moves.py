"""A seat's Move step, planned at once: attacks first (where its units and flankers should win),
then every other piece towards the spaces its goals value (goals.py), one piece at a time, the
biggest gain first; workers and Necromancers last (a worker may enter a hostile space only behind
a unit of its own). The plan is a list of (piece, path, escort) the player plays out one action at
a time, each checked against the rules first.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..model import movement
from .assess import Snapshot, side_odds, unit_worth_of
from .card_odds import with_devour
from .goals import hostile_cities, necromancer_targets, own_cities, staging, unit_targets, worker_targets
from .pressure import besieged, marching, pressed, pressure, strike_odds

STACK = 3
# where a unit beside a space its full stack leaves by entering an attack may step in and flank (the
# Elf Gate, whose easy seats stood beside the neutrals till the cap without it); in the main game it
# cost hard's lead over medium in main 2 (80 games: 0.744 -> 0.681), so its planners keep the paths
# worked out before the plan (docs/WARCRAFT_RULES.md §10)
ROOM_BEHIND_SCENARIOS = ("elf_gate",)


@dataclass
class MoveParams:
    attack_odds: float = 0.6        # the least win chance an attack needs
    kill_value: float = 2.0         # worth of removing one unit's worth of enemy
    decay: float = 0.7              # a target's value per step of distance
    crowding: float = 1.0           # how fast a target's value falls with units already sent
    danger: float = 0.0             # penalty per worth of hostile units able to hit an end space
    keep_city_workers: int = 1      # workers kept in the City (tiles need one)
    aggression: float = 1.0         # weight of hostile Cities
    army_scaled: bool = False       # aggression grows with the army's lead over the strongest rival
    vp_race: bool = False           # objectives held by a rival near the goal are worth more
    guard_city: bool = False        # keep in the City what its attackers' best next strike needs
    cards: bool = False             # odds count a Devour either side may hold (card_odds.py)


def _paths(game: Any, piece: Any) -> dict[str, list[str]]:
    """The shortest legal path to each reachable space of the piece now."""
    best: dict[str, list[str]] = {}
    for path in movement.paths_for(game, piece):
        end = path[-1]
        if end not in best or len(path) < len(best[end]):
            best[end] = path
    return best


def plan_moves(game: Any, seat: int, params: MoveParams, odds_of: Any = None,
               defence_odds: Any = None, force: str | None = None, ban: frozenset = frozenset(),
               report: dict | None = None) -> list[tuple[int, list[str], bool]]:
    """The Move step's plan (module doc); `odds_of(space, entering, joining)` rates an attack with the
    units `joining` its flanks (default: the attrition model). Hard's search asks for other plans:
    `force` attacks that space whatever the odds (with up to a stack), `ban` attacks none of those
    spaces; `report` gets the attacks weighed ("attacks": [(space, chance)]) and those planned
    ("chosen")."""
    snap = Snapshot(game)
    params = pressed(game, seat, params)
    if odds_of is None:
        def odds_of(space: str, entering: list[Any], joining: list[Any] = ()) -> float:
            return snap.battle_odds(space, seat, entering, cards=params.cards, joining=joining)
    movable = movement.movable_pieces(game, seat)
    if not movable:
        return []
    reach = {p.id: _paths(game, p) for p in movable}
    units = [p for p in movable if snap.kind.get(p.id)]
    workers = [p for p in movable if p.kind == "worker" and not snap.kind.get(p.id)]
    necros = [p for p in movable if p.kind == "necromancer"]
    count = Counter()            # friendly units per space once the plan is done
    wcount = Counter()
    for space in snap.by_space:
        count[space] = len(snap.friendly_units(space, seat))
        wcount[space] = sum(1 for p in snap.workers(space) if game.friendly(p.owner, seat))
    plan: list[tuple[int, list[str], bool]] = []
    done: set[int] = set()
    aggression = params.aggression
    if params.army_scaled:
        rivals = [snap.army(s) for s in range(len(game.seats)) if game.alive(s) and game.hostile(s, seat)]
        ours = sum(snap.army(s) for s in game.team_of(seat) if game.alive(s))
        lead = ours / max(0.5, max(rivals, default=0.5) * max(1, len(game.team_of(seat))))
        aggression *= max(0.7, min(2.0, lead))
    targets = unit_targets(game, snap, seat, aggression, params.vp_race)

    # escorts (Prisoners): a unit standing with its own prisoner walks it home (a flyer first: two
    # steps, over walls and Mountains), and the units beside it go along to guard it
    for piece in sorted(units, key=lambda p: (snap.kind[p.id] != "flying", p.id)):
        escort = _escort(game, snap, seat, piece, reach[piece.id], count)
        if escort is not None:
            plan.append(escort)
            done.add(piece.id)
            count[piece.space] -= 1
            end = escort[1][-1]
            count[end] += 1
            for other in units:
                if other.id in done or other.space != piece.space or count[end] >= STACK:
                    continue
                if end in reach[other.id]:
                    plan.append((other.id, reach[other.id][end], False))
                    done.add(other.id)
                    count[other.space] -= 1
                    count[end] += 1
            break

    # attacks
    attacks = []
    joins = _joins(game)
    best_entering: dict[str, list[Any]] = {}
    best_joining: dict[str, list[tuple[Any, str]]] = {}
    # Necromancer March's Undead strike the City with all they can bring, and only on the odds
    # strike_odds asks: till then the army gathers beside it (goals.py)
    need = {city: strike_odds(game, seat) for cities in (hostile_cities(game, seat).values()
                                                         if marching(game, seat) else ()) for city in cities}
    for space in game.board.spaces:
        hostile = snap.hostile_units(space, seat)
        if not hostile:
            continue
        comers = [p for p in units if p.id not in done and space in reach[p.id]]
        if not comers:
            continue
        if space in ban:
            continue
        comers.sort(key=lambda p: -snap.worth[p.id])
        room = STACK - count[space]
        best = None
        for k in range(1, min(room, len(comers)) + 1):
            joining = _joining(game, snap, seat, space, comers[:k], units, done, reach, count) if joins else []
            chance = odds_of(space, comers[:k], [p for p, _ in joining])
            best = (chance, comers[:k], joining)
            if chance >= params.attack_odds + 0.15 and space != force and space not in need:
                break
        if best is None:
            continue
        chance, entering, joining = best
        enemy = sum(snap.worth[p.id] for p in hostile)
        value = targets.get(space, 0.0) + params.kill_value * enemy
        attacks.append((chance * value + (1e6 if space == force else 0.0), chance, space, entering))
        best_entering[space] = entering
        best_joining[space] = joining
    attacks.sort(key=lambda a: (-a[0], snap.space_key(seat, "flying", a[2])))
    chosen = []
    for _, chance, space, entering in attacks:
        least = need.get(space, params.attack_odds)
        if chance < least and space != force:
            continue
        entering = [p for p in entering if p.id not in done]
        if not entering or count[space] + len(entering) > STACK:
            continue
        joining = _joining(game, snap, seat, space, entering, units, done, reach, count) if joins else []
        if (len(entering) < len(best_entering[space]) or len(joining) < len(best_joining[space])) \
                and odds_of(space, entering, [p for p, _ in joining]) < least and space != force:
            continue            # the attacks before took some of its units
        chosen.append(space)
        for piece in entering:
            plan.append((piece.id, reach[piece.id][space], False))
            done.add(piece.id)
            count[piece.space] -= 1
            count[space] += 1
        for piece, flank in joining:       # after the entering units: they may leave the room
            plan.append((piece.id, reach[piece.id].get(flank, [flank]), False))
            done.add(piece.id)
            count[piece.space] -= 1
            count[flank] += 1

    if report is not None:
        report["attacks"] = [(space, chance) for _, chance, space, _ in attacks]
        report["chosen"] = chosen
    if joins and not chosen and attacks:
        targets = _muster(game, snap, seat, targets, [space for _, _, space, _ in attacks])
    # the units flanking a planned attack stay where they are
    for _, chance, space, entering in attacks:
        if space in chosen or chance >= need.get(space, params.attack_odds) and any(
                p.id in done and reach[p.id].get(space) for p in entering if p.id in reach):
            for piece in snap.flankers(space, seat):
                if piece.id in reach and piece.id not in done:
                    done.add(piece.id)

    # hard (and every level whose City the scenario makes the whole game): the City keeps the garrison
    # its attackers' best strike next turn would meet
    if params.guard_city and defence_odds is None:
        defence_odds = attrition_defence(snap, seat, params.cards)
    moving = {pid for pid, _, _ in plan}
    waiting = _deployable(game, seat)
    if params.guard_city:
        # moving last in the Move step, the trained pieces deployed this turn join the garrison before
        # any hostile move
        arriving = waiting if _moves_last(game, seat) else []
        for piece in _garrison(game, snap, seat, [p for p in units if p.id not in done], defence_odds,
                               moving, arriving):
            done.add(piece.id)
    # a City full of units keeps the trained pieces from deploying (the stack limit): units it need
    # not keep step out beside it, where they still flank it
    for piece, path in _make_room(game, snap, seat, [p for p in units if p.id not in done], reach,
                                  count, targets, params, waiting):
        plan.append((piece.id, path, False))
        done.add(piece.id)
        count[piece.space] -= 1
        count[path[-1]] += 1

    # every other unit: towards the goals
    sent: Counter = Counter()
    holding = _holding(game, seat, units, sent) if besieged(game, seat) else {}
    blocked = {s for s in game.board.spaces if snap.hostile_units(s, seat)}
    rest = [p for p in units if p.id not in done]
    decayed: dict[tuple[str, str], list] = {}
    raid: dict[str, float] = {}           # hostile workers to drive off, by space (the snapshot's)
    while rest:
        choice = None
        asked: dict[tuple[str, str, bool], float] = {}      # sent and count stand still in a round
        for piece in rest:
            kind = snap.kind[piece.id]
            here = piece.space
            base = _unit_value(snap, seat, kind, here, targets, sent, params, count, True, decayed, asked)
            place_key = partial(_place_key, snap, seat, kind)
            for end, path in reach[piece.id].items():
                if end in blocked or count[end] >= STACK:
                    continue
                gain = _unit_value(snap, seat, kind, end, targets, sent, params, count, False, decayed, asked) - base
                bonus = raid.get(end)
                if bonus is None:
                    bonus = raid[end] = 0.8 * len(snap.workers(end)) * any(
                        game.hostile(w.owner, seat) for w in snap.workers(end))
                gain += bonus
                if choice is None or _beats(gain, choice[0], place_key, path, choice[3]):
                    choice = (gain, piece, end, path)
        if choice is None or choice[0] <= 0.05:
            break
        gain, piece, end, path = choice
        plan.append((piece.id, path, False))
        rest.remove(piece)
        count[piece.space] -= 1
        count[end] += 1
        if piece.id in holding:
            sent[holding[piece.id]] -= 1
        nearest = _nearest_target(snap, seat, snap.kind[piece.id], end, targets)
        if nearest is not None:
            sent[nearest] += 1
    for piece in rest:           # staying units hold their target
        nearest = _nearest_target(snap, seat, snap.kind[piece.id], piece.space, targets)
        if nearest is not None:
            sent[nearest] += 1

    # workers
    if workers:
        plan += _plan_workers(game, snap, seat, workers, reach, count, wcount, params)
    if necros:
        plan += _plan_necromancers(game, snap, seat, necros, reach)
    return plan


def _muster(game: Any, snap: Snapshot, seat: int, targets: dict[str, float], stacks: list[str]) -> dict[str, float]:
    """Every source spent and no attack good enough: a seat whose army outweighs its rivals' gathers
    beside the hostile stacks it could reach (the free spaces from which their flanks are fought), as
    much as its best goal draws it, so that next turn's attack has its whole army at hand; a weaker
    seat keeps its goals (it waits to be attacked)."""
    ours = sum(snap.army(s) for s in game.team_of(seat) if game.alive(s))
    theirs = sum(snap.army(s) for s in range(len(game.seats)) if game.alive(s) and game.hostile(s, seat))
    if ours <= theirs:
        return targets
    top = max(targets.values(), default=1.0)
    gathered = dict(targets)
    for space in stacks:
        for flank in staging(game, snap, seat, space):
            gathered[flank] = max(gathered.get(flank, 0.0), top)
    return gathered


def _joins(game: Any) -> bool:
    """Whether attacks count the units that can join their flanks (`_joining`): in the main game once
    every Mine and Forest is spent, in the Elf Gate once its game-turn pressure is full (its stand-off
    of stacks beside the neutrals and D, where easy's Humans and Undead stood till the turn cap)."""
    return game.scenario in ("main", "elf_gate") and pressure(game) >= 1.0


def _joining(game: Any, snap: Snapshot, seat: int, space: str, entering: list[Any], units: list[Any],
             done: set[int], reach: dict[int, dict[str, list[str]]], count: Counter) -> list[tuple[Any, str]]:
    """The seat's free units that can step this Move beside `space` (where they flank the battle there,
    §5), into the room its entering units leave or any free room: a flank stack that enters leaves its
    space for the units behind it, and a person sends them in too. [(piece, flank space)], the most
    worth first; units already beside `space` flank as they stand and are left out. Asked (`_joins`)
    only once every Mine and Forest is spent (pressure 1: nothing but battles can change the position,
    and an army that waits for better odds waits for ever) in the main game, and at full pressure in
    the Elf Gate: earlier, or in the other scenarios, the players were tuned on the standing flanks,
    and counting joining units all game long cost the weaker races and hard's lead over medium (in
    Prisoners too: docs/WARCRAFT_RULES.md §10). A piece's paths were worked out before the plan, when
    a full stack's space had no room: in the Elf Gate (ROOM_BEHIND_SCENARIOS) a unit next to a space
    its stack leaves steps in (one step)."""
    board = game.board
    coming = {p.id for p in entering}
    room = {}
    for flank in board.neighbours(space):
        if snap.hostile_units(flank, seat):
            continue
        free = STACK - count[flank] + sum(1 for p in entering if p.space == flank)
        if free > 0:
            room[flank] = free
    if not room:
        return []
    near = set(board.neighbours(space)) | {space}
    # a full stack beside `space` that enters it leaves room behind: the units next to it may step in
    # then, though the paths worked out before the plan knew no room there
    vacated = {p.space for p in entering if p.space in room} if game.scenario in ROOM_BEHIND_SCENARIOS else set()
    out = []
    for piece in sorted(units, key=lambda p: (-snap.worth[p.id], p.id)):
        if piece.id in done or piece.id in coming or piece.space in near:
            continue
        ground = snap.kind[piece.id] in ("melee", "ranged")
        paths = reach[piece.id]
        if vacated:                             # only there: the other units keep their paths as worked out
            steps = board.entries(piece.kind)[piece.space]
            paths = {**paths, **{f: [f] for f in vacated if f not in paths and f in steps}}
        ends = [f for f in room if room[f] > 0 and f in paths
                and not (ground and board.walled(space, f))]
        if not ends:
            continue
        flank = min(ends, key=lambda f: (len(paths[f]),) + snap.space_key(seat, snap.kind[piece.id], f))
        out.append((piece, flank))
        room[flank] -= 1
    return out


def _holding(game: Any, seat: int, units: list[Any], sent: Counter) -> dict[int, str]:
    """Necromancer March's Humans: the units in or beside their City already hold it (the garrison
    rule keeps what a strike needs), so the City draws the others only as much as its crowd allows and
    the rest are free for the sites and the Necromancers. {unit id: the City it holds}; `sent` counts
    them (but one: the unit weighing its own move)."""
    holding = {}
    for city in own_cities(game, seat):
        near = {city, *game.board.neighbours(city)}
        here = [p for p in units if p.space in near]
        holding.update((p.id, city) for p in here)
        sent[city] += max(0, len(here) - 1)
    return holding


def _unit_value(snap: Snapshot, seat: int, kind: str, space: str, targets: dict[str, float], sent: Counter,
                params: MoveParams, count: Counter, leaving: bool, decayed: dict | None = None,
                asked: dict | None = None) -> float:
    """What a unit of `kind` standing in `space` is worth to the plan: its best target's worth,
    discounted by the distance and shared with the units already `sent` there, less the danger.
    `decayed` keeps each (kind, space)'s discounted worths for a plan (its targets and params), `asked`
    each answer while `sent` and `count` stand still."""
    if asked is not None:
        found = asked.get((kind, space, leaving))
        if found is not None:
            return found
    near = decayed.get((kind, space)) if decayed is not None else None
    if near is None:
        near = _decayed(snap, kind, space, targets, params.decay)
        if decayed is not None:
            decayed[(kind, space)] = near
    value = 0.0
    for target, discounted, d in near:
        crowd = sent[target] - (1 if leaving and d == 0 else 0)
        v = discounted / (1.0 + params.crowding * max(0, crowd))
        value = max(value, v)
    if params.danger:
        mine = (count[space] - (0 if leaving else -1)) * 0.5
        value -= params.danger * max(0.0, snap.threat(space, seat, slack=0) - mine)
    if asked is not None:
        asked[(kind, space, leaving)] = value
    return value


def _decayed(snap: Snapshot, kind: str, space: str, targets: dict[str, float], decay: float) -> list:
    """(target, its worth discounted by the steps there, the steps) for each target a unit of `kind` in
    `space` can reach (by air and two steps more where its own way cannot)."""
    table = snap.dist.table(kind)[space]
    air = snap.dist.air[space]
    out = []
    for target, worth in targets.items():
        d = table.get(target)
        if d is None:
            d = air.get(target)
            if d is None:
                continue
            d += 2
        out.append((target, worth * decay ** d, d))
    return out


def _nearest_target(snap: Snapshot, seat: int, kind: str, space: str, targets: dict[str, float]) -> str | None:
    table = snap.dist.table(kind)[space]
    target_key = partial(snap.space_key, seat, kind)
    best = None
    for target, worth in targets.items():
        d = table.get(target)
        if d is None:
            continue
        score = worth * 0.7 ** d
        if best is None or _beats(score, best[0], target_key, target, best[1]):
            best = (score, target)
    return best[1] if best else None


def _beats(value: float, best: float, key: Any, new: Any, old: Any) -> bool:
    """Whether `value` beats `best`, or ties it (within 1e-9) and `key(new) < key(old)` (the tie-break,
    worked out only on a tie)."""
    if value > best + 1e-9:
        return True
    return value >= best - 1e-9 and key(new) < key(old)


def _place_key(snap: Snapshot, seat: int, kind: str, path: list[str]) -> tuple:
    """The tie-break between ends of equal value: the shorter walk, then geometry.space_key (the
    first end found, in the map file's order, once won every tie: see there)."""
    return (len(path),) + snap.space_key(seat, kind, path[-1])


def _escort(game: Any, snap: Snapshot, seat: int, piece: Any, reach: dict[str, list[str]],
            count: Counter) -> tuple[int, list[str], bool] | None:
    if game.scenario != "prisoners":
        return None
    prisoner = next((p for p in snap.by_space[piece.space] if p.kind == "prisoner" and p.owner == seat), None)
    cities = own_cities(game, seat)
    if prisoner is None or not cities or piece.space in cities:
        return None
    table = snap.dist.table(snap.kind[piece.id])
    here = table[piece.space].get(cities[0], 99)
    best = None
    for end, path in reach.items():
        if count[end] >= STACK or snap.hostile_units(end, seat):
            continue
        d = table[end].get(cities[0], 99)
        if d < here and (best is None or d < best[0]):
            best = (d, path)
    if best is None:
        return None
    try:
        movement.check_move(game, movement._make_move(piece.id, best[1], True, seat))
    except Exception:       # noqa: BLE001 - the rules refuse it: no escort this way
        return None
    return (piece.id, best[1], True)


def _plan_workers(game: Any, snap: Snapshot, seat: int, workers: list[Any], reach: dict[int, dict[str, list[str]]],
                  count: Counter, wcount: Counter, params: MoveParams) -> list[tuple[int, list[str], bool]]:
    targets = worker_targets(game, snap, seat, careful=params.danger > 0)
    cities = set(own_cities(game, seat))
    plan = []
    kept = 0
    order = sorted(workers, key=lambda p: (p.space not in cities, p.id))
    place_key = partial(_place_key, snap, seat, "worker")
    for piece in order:
        here = piece.space
        if here in cities and kept < params.keep_city_workers:
            kept += 1
            continue
        stay = targets.get(here, 0.0) if wcount[here] <= STACK else 0.0
        if snap.hostile_units(here, seat) or (here in snap.by_space and any(
                game.hostile(p.owner, seat) for p in snap.units(here))):
            stay = -5.0
        best = None
        for end, path in reach[piece.id].items():
            if wcount[end] >= STACK or snap.hostile_units(end, seat) and not snap.units(end, seat):
                continue
            value = targets.get(end)
            if value is None:
                # towards the nearest open source
                near = [v * 0.6 ** snap.dist.walker[end].get(t, 9) for t, v in targets.items() if wcount[t] < STACK]
                value = max(near, default=0.0)
            if value <= stay + 0.1:
                continue
            if best is None or _beats(value, best[0], place_key, path, best[2]):
                best = (value, end, path)
        if best is not None:
            _, end, path = best
            plan.append((piece.id, path, False))
            wcount[here] -= 1
            wcount[end] += 1
    return plan


def _plan_necromancers(game: Any, snap: Snapshot, seat: int, necros: list[Any],
                       reach: dict[int, dict[str, list[str]]]) -> list[tuple[int, list[str], bool]]:
    targets = necromancer_targets(game, snap, seat)
    taken = {p.space for p in game.pieces.values() if p.kind == "necromancer" and p.where == "map"}
    plan = []
    for piece in necros:
        here = piece.space
        stay = targets.get(here, -1.0)
        best = None
        for end, path in reach[piece.id].items():
            if end in taken or snap.hostile_units(end, seat):
                continue
            value = targets.get(end)
            if value is None:
                value = max((v * 0.6 ** snap.dist.walker[end].get(t, 9) for t, v in targets.items()
                             if t not in taken), default=0.0)
            if value > stay + 0.1 and (best is None or value > best[0]):
                best = (value, end, path)
        if best is not None:
            plan.append((piece.id, best[2], False))
            taken.discard(here)
            taken.add(best[1])
    return plan


def attrition_defence(snap: Snapshot, seat: int, cards: bool = False) -> Any:
    """`defence_odds` by the attrition model: the attackers' chance against `stay` and the seat's (and
    its partners') flankers; with `cards`, counting a Devour either side may hold (card_odds.py)."""
    game = snap.game

    def side(pieces: list[Any]) -> list[tuple[float, str]]:
        # a piece still in training (deployed before the strike) is not in the snapshot
        return [(snap.worth[p.id], snap.kind[p.id]) if p.id in snap.worth
                else (unit_worth_of(game, p.owner, p.kind), p.kind) for p in pieces]

    def chance(city: str, comers: list[Any], flank: list[Any], stay: list[Any]) -> float:
        ours = stay + [p for s in game.team_of(seat) if game.alive(s) for p in snap.flankers(city, s)]
        chance = side_odds(side(comers + flank), side(ours))
        if not cards:
            return chance
        attackers = {p.owner for p in comers + flank}
        defenders = {s for s in game.team_of(seat) if game.alive(s)}
        return with_devour(game, seat, chance, attackers, [p.kind for p in comers], defenders,
                           [p.kind for p in stay], snap.card_chances)
    return chance


def _deployable(game: Any, seat: int) -> list[Any]:
    """The seat's trained units waiting in its completed buildings (deployable this turn)."""
    return [game.pieces[b.training] for b in game.seats[seat].buildings
            if b.done and b.training is not None and game.pieces[b.training].kind in ("melee", "ranged", "flying")]


def _moves_last(game: Any, seat: int) -> bool:
    """No hostile seat moves after this one in the current Move step (so none before its Deploy)."""
    order = game.order_from(game.first_player)
    return not any(game.hostile(other, seat) for other in order[order.index(seat) + 1:])


def _make_room(game: Any, snap: Snapshot, seat: int, free: list[Any], reach: dict[int, dict[str, list[str]]],
               count: Counter, targets: dict[str, float], params: MoveParams,
               waiting: list[Any]) -> list[tuple[Any, list[str]]]:
    """Units of the seat's City (not kept there) that step out to a space beside it so that the trained
    pieces waiting can deploy: the best-valued free space next to the City first."""
    out = []
    board = game.board
    for city in own_cities(game, seat):
        short = min(len(waiting), STACK) - (STACK - count[city])
        here = sorted((p for p in free if p.space == city), key=lambda p: snap.worth[p.id])
        while short > 0 and here:
            piece = here.pop(0)
            kind = snap.kind[piece.id]
            ends = [end for end, path in reach[piece.id].items()
                    if len(path) == 1 and not board.walled(city, end) and count[end] < STACK
                    and not snap.hostile_units(end, seat)]
            if not ends:
                continue
            end = min(ends, key=lambda e: (-round(targets.get(e, 0.0), 9), -round(_unit_value(
                snap, seat, kind, e, targets, Counter(), params, count, leaving=False), 9))
                + snap.space_key(seat, kind, e))
            out.append((piece, reach[piece.id][end]))
            count[city] -= 1
            count[end] += 1
            short -= 1
    return out


def _garrison(game: Any, snap: Snapshot, seat: int, free: list[Any], defence_odds: Any,
              moving: set[int] = frozenset(), arriving: list[Any] = ()) -> list[Any]:
    """The fewest of the seat's movable units in its City to keep there so that the hostile units able
    to enter it next turn (up to a stack) and flank it would win with less than an even chance:
    `defence_odds(city, attackers, flankers, defenders)` is their chance. Units the plan already
    moves (`moving`) are gone; `arriving` (trained pieces deployed before any hostile move) stay."""
    keep: list[Any] = []
    for city in own_cities(game, seat):
        comers, flank = [], []
        for pid, kind in snap.kind.items():
            piece = game.pieces[pid]
            if kind is None or piece.owner < 0 or not game.hostile(piece.owner, seat) or piece.space == city:
                continue
            d = snap.dist.dist(kind, piece.space, city)
            if d is not None and d <= (2 if kind == "flying" else 1):
                comers.append(piece)
            elif snap.dist.air[piece.space].get(city) == 1:
                flank.append(piece)
        if not comers:
            continue
        comers.sort(key=lambda p: -snap.worth[p.id])
        comers, flank = comers[:STACK], flank + comers[STACK:]
        stay = [p for p in snap.units(city, seat) if p.id not in {q.id for q in free} and p.id not in moving]
        stay += list(arriving)[:STACK]
        here = sorted((p for p in free if p.space == city), key=lambda p: -snap.worth[p.id])
        while defence_odds(city, comers, flank, stay) >= 0.5 and here:
            piece = here.pop(0)
            stay.append(piece)
            keep.append(piece)
    return keep
