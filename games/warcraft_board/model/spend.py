"""The Spend step (§4.4): one option, Train, Build or Upgrade (or none), and the partners' gifts (C13).

- `train {buildings}`: one piece per listed completed building with nothing in training (the Workshop
  trains workers), from reserve, within the caps (on the map + in training), paying each unit's cost.
- `build {tiles, outposts, by_card}`: building tiles (a worker from the City space goes onto each, or
  `call_to_build` for the one `by_card` names) and Outposts (one of the seat's workers standing in the
  space goes onto it; never a City, a Mountain or a `no_outpost` space; one per space), each 2 + 2,
  limited by the tiles and Outpost markers in reserve.
- `upgrade {kinds}`: each listed type one level, at most one level per type per Spend; from level n it
  needs n completed buildings of its kind (the printed Barracks counts) and 2 + 2. Necromancer March's
  Undead upgrade free instead (scenario_steps.undead_free_upgrades).

Resources never go below 0: an option the player cannot pay in full is refused. Partners' gifts
and requests (C13) are here too (the engine routes give, ask and answer). The top level of a
type is worth +1 VP while held (`top_levels`).
"""

from __future__ import annotations

from collections import Counter

from kernel.errors import IllegalAction

from .occupancy import spent_option
from .scenario_steps import undead_free_upgrades
from .values import BUILDING_OF_KIND, KIND_OF_BUILDING, TILE_KINDS, UNIT_KINDS


def _times(cost: dict[str, int], n: int) -> dict[str, int]:
    return {resource: amount * n for resource, amount in cost.items()}


def _add(total: dict[str, int], cost: dict[str, int]) -> None:
    for resource, amount in cost.items():
        total[resource] = total.get(resource, 0) + amount


def _cost_text(cost: dict[str, int]) -> str:
    return f"{cost.get('gold', 0)} gold and {cost.get('wood', 0)} wood"


def _spend_option_open(game, seat: int, option: str) -> None:
    if game.step != "spend" or game.mover != seat:
        raise IllegalAction("you may train, build or upgrade only in your own Spend step")
    if game.window is not None:
        raise IllegalAction("the card window at the start of the Spend step must be answered first")
    if spent_option(game) is not None:
        raise IllegalAction(f"you have already chosen this Spend step's one option ({spent_option(game)})")
    if game.scenario == "necromancer_march" and game.seats[seat].race == "undead" and option != "upgrade":
        raise IllegalAction("the Undead of Necromancer March never train or build")


def _pay_in_full(game, seat: int, cost: dict[str, int]) -> None:
    if not game.can_afford(seat, cost):
        player = game.seats[seat]
        raise IllegalAction(f"this costs {_cost_text(cost)}; you have {player.gold} gold and {player.wood} wood")


def _each_once(named, none_reason: str, twice_reason: str) -> list:
    """The things an action names, at least one and none twice (else IllegalAction with the reason)."""
    named = list(named)
    if not named:
        raise IllegalAction(none_reason)
    if len(set(named)) != len(named):
        raise IllegalAction(twice_reason)
    return named


# -- Train --------------------------------------------------------------------------------------

def check_train(game, action) -> None:
    seat = action.player
    _spend_option_open(game, seat, "train")
    indexes = _each_once(action.buildings, "name at least one building to train in",
                         "a building trains one piece at a time: each building at most once")
    buildings = game.seats[seat].buildings
    wanted: Counter[str] = Counter()
    cost: dict[str, int] = {}
    for index in indexes:
        if not 0 <= index < len(buildings):
            raise IllegalAction(f"you have no building {index}")
        building = buildings[index]
        if not building.done:
            raise IllegalAction(f"building {index} is unfinished: it trains nothing")
        if building.training is not None:
            raise IllegalAction(f"building {index} already has a piece in training")
        kind = KIND_OF_BUILDING[building.kind]
        wanted[kind] += 1
        _add(cost, game.values.unit_cost[kind])
    for kind, n in wanted.items():
        left = min(len(game.reserve(seat, kind)), game.values.caps[kind] - game.in_play(seat, kind))
        if n > left:
            raise IllegalAction(f"you have only {max(left, 0)} {kind} piece{'s' if left != 1 else ''} left "
                                "in reserve to train")
    _pay_in_full(game, seat, cost)


def do_train(game, action) -> list[dict]:
    seat = action.player
    buildings = game.seats[seat].buildings
    events = []
    for index in action.buildings:
        building = buildings[index]
        kind = KIND_OF_BUILDING[building.kind]
        game.pay_cost(seat, game.values.unit_cost[kind])
        piece = min(game.reserve(seat, kind), key=lambda p: p.id)
        piece.where, piece.space = "training", None
        building.training = piece.id
        events.append({"type": "trained", "player": seat, "building": index, "kind": kind, "piece": piece.id})
    game.spent = "train"
    return events


# -- Build --------------------------------------------------------------------------------------

def city_workers(game, seat: int) -> list:
    city = game.seats[seat].city
    return [] if city is None else sorted(game.workers_in(city, seat), key=lambda p: p.id)


def outpost_builders(game, seat: int, space: str) -> list:
    return sorted(game.workers_in(space, seat), key=lambda p: p.id)


def outpost_space_problem(game, seat: int, space: str) -> str | None:
    info = game.board.spaces.get(space)
    if info is None:
        return f"there is no space {space!r} on this map"
    if info.type in ("city", "mountain") or info.no_outpost:
        return f"an Outpost may not stand in {space}"
    if space in game.outposts:
        return f"{space} already holds an Outpost"
    if not outpost_builders(game, seat, space):
        return f"none of your workers stands in {space} to build an Outpost"
    return None


def check_build(game, action) -> None:
    seat = action.player
    _spend_option_open(game, seat, "build")
    tiles = list(action.tiles or ())
    outposts = list(action.outposts or ())
    if not tiles and not outposts:
        raise IllegalAction("name at least one building tile or Outpost to build")
    for kind in tiles:
        if kind not in TILE_KINDS:
            raise IllegalAction(f"{kind!r} is not a building tile (barracks, range or aerie)")
    for kind, n in Counter(tiles).items():
        if n > game.tiles_left(seat, kind):
            raise IllegalAction(f"you have only {game.tiles_left(seat, kind)} {kind} tile(s) left to build")
    workers_needed = len(tiles)
    if action.by_card is not None:
        if action.by_card not in tiles:
            raise IllegalAction("call_to_build must name one of the tiles being built")
        if "call_to_build" not in game.seats[seat].hand:
            raise IllegalAction("you hold no call_to_build card")
        workers_needed -= 1
    if workers_needed > len(city_workers(game, seat)):
        raise IllegalAction(f"each building tile needs a worker from your City space: {workers_needed} needed, "
                            f"{len(city_workers(game, seat))} there")
    if len(set(outposts)) != len(outposts):
        raise IllegalAction("one Outpost per space")
    if len(outposts) > game.outposts_left(seat):
        raise IllegalAction(f"you have only {game.outposts_left(seat)} Outpost marker(s) left")
    for space in outposts:
        problem = outpost_space_problem(game, seat, space)
        if problem:
            raise IllegalAction(problem)
    cost: dict[str, int] = {}
    _add(cost, _times(game.values.building_cost, len(tiles)))
    _add(cost, _times(game.values.outpost_cost, len(outposts)))
    _pay_in_full(game, seat, cost)


def do_build(game, action) -> list[dict]:
    from .state import Building, Outpost

    seat = action.player
    player = game.seats[seat]
    events = []
    by_card = action.by_card
    for kind in action.tiles or ():
        game.pay_cost(seat, game.values.building_cost)
        if by_card == kind:
            by_card = None
            player.hand.remove("call_to_build")
            player.discard.append("call_to_build")
            player.buildings.append(Building(kind=kind, by_card=True))
            events.append({"type": "card_played", "player": seat, "card": "call_to_build"})
        else:
            worker = city_workers(game, seat)[0]
            worker.where, worker.space = "training", None
            player.buildings.append(Building(kind=kind, worker=worker.id))
        events.append({"type": "building_started", "player": seat, "kind": kind,
                       "building": len(player.buildings) - 1})
    for space in action.outposts or ():
        game.pay_cost(seat, game.values.outpost_cost)
        worker = outpost_builders(game, seat, space)[0]
        game.outposts[space] = Outpost(space=space, owner=seat, done=False, worker=worker.id)
        events.append({"type": "outpost_started", "player": seat, "space": space, "piece": worker.id})
    game.spent = "build"
    return events


# -- Upgrade ------------------------------------------------------------------------------------

def upgrade_problem(game, seat: int, kind: str) -> str | None:
    if kind not in UNIT_KINDS:
        return f"{kind!r} is not a unit type (melee, ranged or flying)"
    if game.at_top(seat, kind):
        return f"your {kind} units are at their top level"
    level = game.level(seat, kind)
    building = BUILDING_OF_KIND[kind]
    if game.completed(seat, building) < level:
        return (f"{kind} level {level} needs {level} completed {building} building(s) to advance; "
                f"you have {game.completed(seat, building)}")
    return None


def free_upgrader(game, seat: int) -> bool:
    return game.scenario == "necromancer_march" and game.seats[seat].race == "undead"


def check_upgrade(game, action) -> None:
    seat = action.player
    _spend_option_open(game, seat, "upgrade")
    kinds = _each_once(action.kinds, "name at least one unit type to upgrade",
                       "each type advances at most one level per Spend step")
    if free_upgrader(game, seat):
        allowed = undead_free_upgrades(game, seat)
        if len(kinds) > allowed:
            raise IllegalAction(f"your Necromancers on D and E give {allowed} free upgrade(s) this step")
        for kind in kinds:
            if kind not in UNIT_KINDS:
                raise IllegalAction(f"{kind!r} is not a unit type (melee, ranged or flying)")
            if game.at_top(seat, kind):
                raise IllegalAction(f"your {kind} units are at their top level")
        return
    for kind in kinds:
        problem = upgrade_problem(game, seat, kind)
        if problem:
            raise IllegalAction(problem)
    _pay_in_full(game, seat, _times(game.values.upgrade_cost, len(kinds)))


def do_upgrade(game, action) -> list[dict]:
    seat = action.player
    free = free_upgrader(game, seat)
    events = []
    for kind in action.kinds:
        if not free:
            game.pay_cost(seat, game.values.upgrade_cost)
        game.seats[seat].levels[kind] += 1
        events.append({"type": "upgraded", "player": seat, "kind": kind, "level": game.level(seat, kind),
                       "top": game.at_top(seat, kind), "free": free})
    game.spent = "upgrade"
    return events


def top_level(game, seat: int, kind: str) -> bool:
    return game.at_top(seat, kind)


def top_levels(game, seat: int) -> int:
    """+1 VP per type at its top level (§1, §6)."""
    return sum(1 for kind in UNIT_KINDS if game.at_top(seat, kind))


# -- what the player may do ---------------------------------------------------------------------

def legal_spend(game, seat: int, make_train=None, make_build=None, make_upgrade=None) -> list:
    """A useful sample of the Spend options open now: every single-building train and the greedy
    all-buildings train, every single tile and single Outpost build, every single-type upgrade and
    the all-types upgrade. Each is checked."""
    return [action for action in spend_candidates(game, seat, make_train, make_build, make_upgrade)
            if candidate_legal(game, action)]


def spend_candidates(game, seat: int, make_train=None, make_build=None, make_upgrade=None) -> list:
    """legal_spend's options the seat can pay for, before their other checks (a random player checks
    only the ones it draws); an option the purse cannot pay, its check refuses, so it is left out
    before it is even made."""
    if game.step != "spend" or game.mover != seat or spent_option(game) is not None or game.window is not None:
        return []
    from .actions import Build, Train, Upgrade

    make_train = make_train or (lambda indexes: Train(player=seat, buildings=tuple(indexes)))
    make_build = make_build or (lambda tiles, outposts, by_card: Build(
        player=seat, tiles=tuple(tiles) or None, outposts=tuple(outposts) or None, by_card=by_card))
    make_upgrade = make_upgrade or (lambda kinds: Upgrade(player=seat, kinds=tuple(kinds)))
    values, player = game.values, game.seats[seat]

    def affordable(*costs) -> bool:
        total: dict[str, int] = {}
        for cost in costs:
            _add(total, cost)
        return game.can_afford(seat, total)

    candidates = []
    buildings = player.buildings
    idle = [i for i, b in enumerate(buildings) if b.done and b.training is None]
    prices = {i: values.unit_cost[KIND_OF_BUILDING[buildings[i].kind]] for i in idle}
    candidates += [make_train((i,)) for i in idle if affordable(prices[i])]
    if len(idle) > 1 and affordable(*prices.values()):
        candidates.append(make_train(tuple(idle)))
    if affordable(values.building_cost):
        candidates += [make_build((kind,), (), None) for kind in TILE_KINDS]
        if "call_to_build" in player.hand:
            candidates += [make_build((kind,), (), kind) for kind in TILE_KINDS]
    if affordable(values.outpost_cost):
        spaces = sorted(space for space, here in game.map_index().items()
                        if any(p.owner == seat and p.kind == "worker" for p in here))
        candidates += [make_build((), (space,), None) for space in spaces]
    free = free_upgrader(game, seat)
    if free or affordable(values.upgrade_cost):
        candidates += [make_upgrade((kind,)) for kind in UNIT_KINDS]
    if free or affordable(*[values.upgrade_cost] * len(UNIT_KINDS)):
        candidates.append(make_upgrade(UNIT_KINDS))
    return candidates


SPEND_CHECKS = {"train": check_train, "build": check_build, "upgrade": check_upgrade}


def candidate_legal(game, action) -> bool:
    """Whether a Spend option (train, build or upgrade) passes its check now."""
    try:
        SPEND_CHECKS[action.type](game, action)
    except IllegalAction:
        return False
    return True


# -- partners' gifts and requests (C13; the engine routes give, ask and answer here) ----------

def _acting(game) -> int | None:
    return game.seat_to_act()       # game.py's rule, through the state: no import of the engine here


def _amounts(action) -> tuple[int, int]:
    gold, wood = action.gold or 0, action.wood or 0
    if gold < 0 or wood < 0:
        raise IllegalAction("amounts of gold and wood are never negative")
    return gold, wood


def _has(game, seat: int, gold: int, wood: int) -> None:
    player = game.seats[seat]
    if gold > player.gold or wood > player.wood:
        raise IllegalAction(f"you have only {player.gold} gold and {player.wood} wood")


def check_give(game, action) -> None:
    """C13: a player gives gold or wood to his partner whenever either of them is acting."""
    giver, to = action.player, action.to
    if not 0 <= to < len(game.seats) or to == giver or not game.friendly(giver, to):
        raise IllegalAction("resources pass only between team partners")
    if not game.alive(to) or not game.alive(giver):
        raise IllegalAction("an eliminated player takes no part")
    if _acting(game) not in (giver, to):
        raise IllegalAction("partners pass resources only while one of them is acting")
    gold, wood = _amounts(action)
    if gold == 0 and wood == 0:
        raise IllegalAction("give at least 1 gold or 1 wood")
    _has(game, giver, gold, wood)


def do_give(game, action) -> list[dict]:
    gold, wood = _amounts(action)
    _transfer(game, action.player, action.to, gold, wood)
    return [{"type": "gave", "player": action.player, "to": action.to, "gold": gold, "wood": wood}]


def _transfer(game, giver: int, taker: int, gold: int, wood: int) -> None:
    game.seats[giver].gold -= gold
    game.seats[giver].wood -= wood
    game.seats[taker].gold += gold
    game.seats[taker].wood += wood


def check_ask(game, action) -> None:
    """C13: a player may ask his partner(s) while either is acting; the partner answers at once."""
    seat = action.player
    partners = [s for s in game.partners(seat) if game.alive(s)]
    if not partners:
        raise IllegalAction("only a player with a team partner may ask for resources")
    if _acting(game) not in (seat, *partners):
        raise IllegalAction("ask your partner while one of you is acting")
    gold, wood = _amounts(action)
    if gold == 0 and wood == 0:
        raise IllegalAction("ask for at least 1 gold or 1 wood")


def do_ask(game, action) -> list[dict]:
    gold, wood = _amounts(action)
    seat = action.player
    partners = [s for s in game.partners(seat) if game.alive(s)]
    for partner in partners:            # Nordrassil's allies have two partners: asked in seat order
        game.asks.append({"from": seat, "to": partner, "gold": gold, "wood": wood})
    return [{"type": "asked", "player": seat, "to": partners, "gold": gold, "wood": wood}]


def check_answer(game, action) -> None:
    if not game.asks or game.asks[0]["to"] != action.player:
        raise IllegalAction("no request of your partner awaits your answer")
    ask = game.asks[0]
    gold, wood = _amounts(action)
    if gold > ask["gold"] or wood > ask["wood"]:
        raise IllegalAction(f"your partner asked for {ask['gold']} gold and {ask['wood']} wood: give at most that")
    _has(game, action.player, gold, wood)


def do_answer(game, action) -> list[dict]:
    gold, wood = _amounts(action)
    ask = game.asks.pop(0)
    _transfer(game, action.player, ask["from"], gold, wood)
    if gold or wood:
        # one partner's yes settles the request: the others are not asked any more
        game.asks[:] = [a for a in game.asks if a["from"] != ask["from"]]
    return [{"type": "answered", "player": action.player, "to": ask["from"], "gold": gold, "wood": wood}]
