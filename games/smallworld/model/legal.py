"""Legal-action queries for the UI and the computer players.

`conquest_options` says, region by region, what the acting tribe can do there
and why not; `legal_actions` lists concrete actions, with one canonical
`redeploy`/`retreat` standing for the many possible distributions.
"""

from itertools import filterfalse

from . import conquest, items
from .effects import Primitive
from .errors import IllegalAction
from .pieces import Tribe


class Option:
    """What a tribe can do against one region: an action kind and its cost, or a reason."""

    __slots__ = ("region", "kind", "cost", "reason")

    def __init__(self, region, kind, cost, reason):
        self.region, self.kind, self.cost, self.reason = region, kind, cost, reason

    def __repr__(self):
        return f"Option({self.region}, {self.kind}, {self.cost}, {self.reason!r})"


def acting_tribes(game):
    """(tribe, in_decline) pairs that may make conquest moves now, Ghouls first."""
    if game.over or game.pending_retreats:
        return []
    turn = game.turn
    player = game.players[turn.seat]
    out = []
    ghoul_due = False
    if not turn.active_acted:
        for tribe in player.declined:
            if tribe.effects.acts_in_decline:
                camp = turn.campaigns.get(tribe)
                if camp is None or not camp.redeployed:
                    out.append((tribe, True))
                    if camp is not None and camp.started:
                        ghoul_due = True
    active = player.active
    if active is not None and not ghoul_due and not turn.decline_after_turn and not turn.declined:
        camp = turn.campaigns.get(active)
        if camp is None or not camp.redeployed:
            out.append((active, False))
    return out


def candidate_regions(game, tribe, held=None):
    """Regions worth testing for conquest: neighbours, or everything when an ability widens reach."""
    held = tribe.regions if held is None else held
    effects = tribe.effects
    if not held or effects.reaches or effects.links:
        return range(len(game.board))
    sets = game.board.neighbor_sets
    seen = _beside(sets, held)
    if game.entries_open:       # a world's entry regions stay open to conquest from anywhere
        seen.update(game.board.entries)
    seen.difference_update(held)
    return sorted(seen)


def _beside(neighbor_sets, held):
    """The regions beside the held ones (held ones beside another included): a loop, quicker
    than set().union(*...) over the few regions a race holds."""
    seen = set()
    for r in held:
        seen |= neighbor_sets[r]
    return seen


def conquest_options(game, tribe, regions=None):
    """{region index: Option} for the given tribe, every region when `regions` is None."""
    return {row[0]: Option(*row) for row in option_rows(game, tribe, regions)}


def option_rows(game, tribe, regions=None, available=None):
    """`conquest_options` as (region, kind, cost, reason) tuples, in the same order: the legal
    actions ask it at every step and most races read no Option (`available`: the race's
    `ready_tokens`, when the caller has them)."""
    return _rows(game, tribe, range(len(game.board)) if regions is None else regions, available, True, False)


def _near_regions(game, tribe):
    """The sorted regions the race may reach but for water, immunity and protection (the
    checks `_rows` makes of near regions), only their land for a race that cannot hold water
    (a list of legal actions needs no word on the regions it cannot reach).

    A race of plain reach holding regions: what `candidate_regions` gives (beside its regions,
    a world's entry regions); a race entering the map: the entry (or border) regions; a race
    whose abilities widen its reach: every region they let it reach (`_far_regions`)."""
    held = tribe.regions
    effects = tribe.effects
    land = not effects.holds_water
    if effects.reaches or effects.links or (not held and effects.may_enter):
        return _far_regions(game, tribe, land)
    board = game.board
    if not held:
        if game.entries_open:
            return list(board.land_entries if land else board.entries)
        return list(board.land_border if land else board.border_regions)
    sets = board.land_neighbor_sets if land else board.neighbor_sets
    seen = _beside(sets, held)
    if game.entries_open:       # a world's entry regions stay open to conquest from anywhere
        seen.update(board.land_entries if land else board.entries)
    seen -= held
    return sorted(seen)


def _far_regions(game, tribe, land):
    """`_near_regions` of a race whose abilities widen its reach or let it enter the map
    elsewhere: `reach_reason`'s tests but for water, immunity and protection, without words
    (an immune region is left for `_rows` to ask, as reach_reason asks it first). Adjacency an
    ability grants is gathered once (`linked_regions`), and an ability reaching (or entering)
    everywhere is not asked region by region."""
    held = tribe.regions
    effects = tribe.effects
    board = game.board
    immune_at, entry_regions = game.immune_at, game.entry_regions
    regions = board.land_regions if land else range(len(board))
    if not held:
        if effects.enters_anywhere:
            return list(regions)
        may_enter = effects.may_enter
        return [r for r in regions if immune_at[r] or entry_regions[r] or _enters(game, tribe, r, may_enter)]
    if effects.reaches_anywhere:
        return list(filterfalse(held.__contains__, regions))
    beside = _beside(board.neighbor_sets, held)     # adjacent (neighbours are mutual)
    if game.entries_open:       # a world's entry regions stay open to conquest from anywhere
        beside.update(board.entries)
    for p in effects.links:
        beside.update(p.linked_regions(game, tribe, held))
    reaches = effects.reaches
    if not reaches:
        return [r for r in regions if r not in held and (immune_at[r] or r in beside)]
    return [r for r in regions if r not in held
            and (immune_at[r] or r in beside or any(p.reaches(game, tribe, r) for p in reaches))]


def _enters(game, tribe, r, may_enter):
    """An ability lets the race, holding nothing, enter the map at r (`reach_reason`'s test)."""
    for p in may_enter:
        if p.may_enter(game, tribe, r):
            return True
    return False


def _rows(game, tribe, regions, available, reasons, near, seat=None):
    """`option_rows` over `regions` (`reasons`: also the rows of the regions it cannot reach;
    `near`: regions of `_near_regions`, whose reach is checked only for water, immunity and
    protection, the checks of `reach_reason` left for them; `seat`: instead of rows, the
    conquer and reinforce actions of that seat, without a `race`)."""
    camp = game.turn.campaigns.get(tribe)
    if available is None:
        available = game.ready_count(tribe, camp)
    effects = tribe.effects
    least = effects.min_stack         # tokens a conquest needs in hand (1; Tauren 2)
    has_tolls = game.ruleset.has_tolls
    roll = camp.roll if camp is not None else None
    over = camp is not None and (camp.over or camp.redeployed)
    if effects.extra_hand and conquest.too_few_tokens(game, tribe):
        over = True                 # no region more (item 59): only the redeployment is left
    entries_open, fee = game.entries_open, game.ruleset.crossing_fee
    waivers = None      # conquest.fee_waivers, gathered at the first fee asked
    coins = game.players[tribe.owner].coins
    owner = tribe.owner
    harmony = game.harmony.get(owner) if has_tolls else None     # conquest.tolls' cases
    placed = game.items
    held = tribe.regions
    neighbor_sets, links = game.board.neighbor_sets, effects.links
    water = game.board.water if not effects.holds_water else None
    occupant, tokens, marker_defence = game.occupant, game.tokens, game.marker_defence
    immune_at, entry_regions = game.immune_at, game.entry_regions
    protectors = _protectors(game, tribe)
    map_costs = effects.map_cost(game.board) if effects.map_cost_changers else None
    changers = effects.game_cost_changers
    reach_reason, ids = conquest.reach_reason, game.board.ids
    verdicts = {}       # cost -> (kind, reason): the same for every region of that cost
    out = []
    for r in regions:
        if not near:
            reason = reach_reason(game, tribe, r)
        elif immune_at[r] or (water is not None and water[r]) or (protectors and occupant[r] in protectors):
            reason = _near_reason(game, tribe, r, water)
        else:
            reason = None
        if reason:
            if reasons:
                out.append((r, None, None, reason))
            continue
        # conquest.cost, inlined
        cost = 2 + tokens[r] + marker_defence[r]
        # the crossing fee is only due on an entry region beside none of the race's regions
        if entries_open and fee and entry_regions[r] and neighbor_sets[r].isdisjoint(held):
            due = fee       # conquest.crossing_fee, inlined: unless linked or waived
            for p in links:
                if p.links_any(game, tribe, r, held):
                    due = 0
                    break
            if due:
                if waivers is None:
                    waivers = conquest.fee_waivers(game, tribe)
                for p in waivers:
                    if p.waives_fee(game, tribe, r):
                        due = 0
                        break
            cost += due
        if map_costs is not None:
            cost += map_costs[r]
        for p in changers:
            cost += p.cost_change(game, tribe, r, held)
        if cost < least:
            cost = least
        if roll is not None:
            cost = max(1, cost - roll)
        # tolls are only asked by an opponent's race (most regions ask none: no sum to make)
        if has_tolls and occupant[r].__class__ is Tribe and occupant[r].owner != owner:
            defender = occupant[r]
            if defender.effects.toll or harmony is not None or r in placed:
                due = conquest.tolls(game, tribe, r)
                owed = sum(coins for _seat, coins in due) if due else 0
            else:
                owed = 0
            if owed > coins:
                if seat is None:
                    out.append((r, None, cost, _toll_reason(owed)))
                continue
        verdict = verdicts.get(cost)
        if verdict is None:
            verdict = verdicts[cost] = _verdict(cost, available, least, roll, over)
        if seat is None:
            out.append((r, verdict[0], cost, verdict[1]))
        elif verdict[0]:
            out.append({"type": verdict[0], "player": seat, "region": ids[r]})
    return out


def _plain(game, tribe, camp):
    """True when `_rows` would price the race's near regions by their defence and the race's
    cost changes alone (no tolls, crossing fee, die roll, pieces in hand): `_plain_conquests`
    then writes the usual step's actions."""
    return not (game.ruleset.has_tolls or game.entries_open or tribe.effects.extra_hand
                or (camp is not None and camp.roll is not None))


def _plain_conquests(game, tribe, near, available, seat):
    """The conquer and reinforce actions (without a `race`) `_rows(game, tribe, near, available,
    False, True, seat)` gives when `_plain`, for a race whose conquests are not over: one pass over
    the regions, each priced as cost = max(least, 2 + defence + map change) with least <= available."""
    if available < tribe.effects.min_stack:
        return []       # any cost is at least that: neither a conquest nor the die
    immune_at, tokens, defence = game.immune_at, game.tokens, game.marker_defence
    protectors = _protectors(game, tribe)
    if protectors:      # an immune region without reason is not asked (reach_reason's order)
        occupant = game.occupant
        near = [r for r in near if not (occupant[r] in protectors and not immune_at[r]
                                        and conquest.protection_reason(game, tribe, occupant[r], r))]
    ids = game.board.ids
    conquer_at, reinforce_at = available - 2, available + 1     # a conquest up to `available`, the die 3 more
    changers = tribe.effects.game_cost_changers
    if changers:        # cost changes asked region by region (next to a terrain the race holds)
        costs = tribe.effects.map_cost(game.board) if tribe.effects.map_cost_changers else None
        held = tribe.regions
        out = []
        for r in near:
            c = tokens[r] + defence[r]
            if costs is not None:
                c += costs[r]
            for p in changers:
                c += p.cost_change(game, tribe, r, held)
            if c <= reinforce_at and (not immune_at[r] or not game.immune_reason(r)):
                out.append({"type": "conquer" if c <= conquer_at else "reinforce", "player": seat, "region": ids[r]})
        return out
    if tribe.effects.map_cost_changers:
        costs = tribe.effects.map_cost(game.board)
        return [{"type": "conquer" if c <= conquer_at else "reinforce", "player": seat, "region": ids[r]}
                for r in near if (c := tokens[r] + defence[r] + costs[r]) <= reinforce_at
                and (not immune_at[r] or not game.immune_reason(r))]
    return [{"type": "conquer" if c <= conquer_at else "reinforce", "player": seat, "region": ids[r]}
            for r in near if (c := tokens[r] + defence[r]) <= reinforce_at
            and (not immune_at[r] or not game.immune_reason(r))]


def _protectors(game, tribe):
    """The other races whose abilities may keep this one out of their regions (peace)."""
    found = _NO_PROTECTORS
    if game.ruleset.protects:
        for other in game.tribes.values():      # a loop, not a comprehension: most find none
            if other.effects.protects and other is not tribe:
                found = found | {other}
    return found


_NO_PROTECTORS = frozenset()


def _near_reason(game, tribe, r, water):
    """`reach_reason` of a near region (`_near_regions`): its checks of water (`water`: the map's,
    or None when the race may hold water), immunity and protection."""
    if water is not None and water[r]:
        return game.ruleset.water_reason
    if game.immune_at[r]:
        return game.immune_reason(r)
    defender = game.occupant[r]
    if defender.__class__ is Tribe and defender.effects.protects and defender is not tribe:
        return conquest.protection_reason(game, tribe, defender, r)
    return None


def _verdict(cost, available, least, roll, over):
    """(action kind, None) or (None, why not) for a reachable region costing `cost` tokens."""
    if not over:
        if available >= cost:
            return "conquer", None
        if available >= least and cost - available <= 3 and roll is None:
            return "reinforce", None
    return None, _cost_reason(cost, available, least, over)


def _cost_reason(cost, available, least, over):
    """Why a reachable region costing `cost` tokens cannot be attacked now."""
    if over:
        return "conquests are over this turn"
    if available < least:
        return "no tokens left in hand"
    return f"costs {cost} tokens, you have {available}"


def _toll_reason(owed):
    return f"an attack here asks {owed} coins first"


def ready_tokens(game, tribe):
    """Tokens the race could conquer with now: its hand plus the troops it would ready."""
    return game.ready_count(tribe, game.turn.campaigns.get(tribe))


def even_spread(regions, total, allow_zero=False, stack=1):
    """A canonical redeployment: tokens spread as evenly as possible, regions sorted (`stack`:
    a race never standing alone fills as many regions as it can with at least that many)."""
    regions = sorted(regions)
    if not regions:
        return {}
    if stack > 1 and total < stack * len(regions):
        filled = max(1, total // stack) if total >= stack else 0
        counts = {r: (stack if i < filled else 0) for i, r in enumerate(regions)}
        if filled:
            counts[regions[0]] += total - stack * filled
        else:
            counts[regions[0]] = total
        return counts
    if total < len(regions) and allow_zero:
        return {r: (1 if i < total else 0) for i, r in enumerate(regions)}
    base, extra = divmod(total, len(regions))
    counts = dict.fromkeys(regions, base)
    for r in regions[:extra]:
        counts[r] += 1
    return counts


def redeploy_minimum(game, tribe, in_decline):
    """The fewest tokens a region of the race may keep at a redeployment (a race never standing
    alone keeps more)."""
    return 1 if in_decline else tribe.effects.min_stack


def redeploy_spread(game, tribe, in_decline):
    """How many tokens a redeployment of the tribe must spread over its regions now."""
    spread, _, _ = conquest.redeploy_total(game, tribe, game.turn.campaigns.get(tribe), in_decline)
    return spread


def legal_actions(game):
    """Every legal action now (redeploy and retreat once each, in a canonical form)."""
    if game.over:
        return []
    if game.pending_retreats:
        out = []
        for seat, tribe, count in game.pending_retreats:
            held = [r for r in tribe.regions if game.tokens[r]]   # not a region the Champion holds alone
            target = min(held or tribe.regions)
            action = {"type": "retreat", "player": seat, "tokens": {game.region_id(target): count}}
            for field, n in game.pieces_back(tribe).items():        # placed with the tokens (item 60)
                action[field] = {game.region_id(target): n}
            if tribe.declined:
                action["race"] = tribe.id
            out.append(action)
        return out
    turn = game.turn
    seat = turn.seat
    player = game.players[seat]
    active = player.active
    ghoul_pending = False
    if player.declined and not turn.active_acted:       # declined Ghouls may act first
        out = []
        for tribe, in_decline in acting_tribes(game):
            out += _tribe_actions(game, seat, tribe, in_decline, {"race": tribe.id} if in_decline else _NO_RACE)
            camp = turn.campaigns.get(tribe)
            if in_decline and camp is not None and camp.started:
                ghoul_pending = True
    elif active is not None and not turn.decline_after_turn and not turn.declined:     # acting_tribes' case
        out = _tribe_actions(game, seat, active, False, _NO_RACE)
    else:
        out = []
    if active is None:
        if not turn.declined:
            out += [{"type": "pick", "player": seat, "combo": k} for k in range(len(game.combos)) if k <= player.coins]
    elif not ghoul_pending:
        camp = turn.campaigns.get(active)
        if not turn.picked and not turn.active_acted:
            out.append({"type": "decline", "player": seat})
        if camp is not None and camp.redeployed:
            if active.effects.decline_after_redeploy and not turn.decline_after_turn:
                out.append({"type": "decline", "player": seat})
            for primitive in active.effects.movers:
                out += [dict(a, player=seat) for a in primitive.legal(game, active, camp, None)]
        if game.items:          # actions of the artifacts and places it controls (a side)
            for _r, item in items.controlled(game, active):
                for primitive in item.primitives:
                    if primitive.actions:
                        out.extend(dict(a, player=seat) for a in primitive.legal(game, active, camp, None))
        if camp is not None and camp.started and not camp.redeployed and active.regions:
            return out      # the usual step: end_turn_reason would say to redeploy first
    if not ghoul_pending and game.end_turn_reason() is None:
        out.append({"type": "end_turn", "player": seat})
    return out


_NO_SPOTS = frozenset()


_NO_RACE = {}      # the `extra` keys of the active race's actions: none (never changed)


def _tribe_actions(game, seat, tribe, in_decline, extra):
    """The actions of one acting race (`extra`: {"race": id} for declined Ghouls, else
    _NO_RACE); an acting race whose campaign is redeployed has none."""
    camp = game.turn.campaigns.get(tribe)
    if camp is not None and camp.redeployed:
        return []
    effects, regions, ids = tribe.effects, tribe.regions, game.board.ids
    ordered = sorted(regions)
    if camp is None or not camp.over:
        out = _conquest_actions(game, seat, tribe, camp, in_decline, extra, ordered)
    else:
        out = []
    if in_decline and (camp is None or not camp.started):
        return out
    spread = conquest.redeploy_total(game, tribe, camp, in_decline)[0]
    stack = effects.min_stack if not in_decline else 1
    # regions a piece holds alone (the Champion) may get 0 when the tokens run short
    fielders = effects.piece_fielders if not in_decline else ()
    if not fielders and regions and spread >= stack * len(regions):
        # the usual redeployment: every region covered, `even_spread` written out
        base, more = divmod(spread, len(regions))
        tokens = {ids[r]: base + 1 if i < more else base for i, r in enumerate(ordered)}
        action = dict(extra, type="redeploy", player=seat, tokens=tokens) if extra else \
            {"type": "redeploy", "player": seat, "tokens": tokens}
        if not in_decline and effects.default_fielders:
            _default_fields(game, tribe, action)
        out.append(action)
        return out
    allow_zero = effects.may_leave_regions_empty and not in_decline
    spots = {new for p in fielders for new, _old in [p.piece_regions(game, tribe, {})]
             if new is not None} if fielders else _NO_SPOTS
    short = spread < len(regions)
    covered = not short or (spots and spread >= len(regions) - len(spots))
    if regions and (covered or allow_zero or stack > 1):
        if spots and not allow_zero and (short or spread < stack * len(regions)) and regions - spots:
            counts = even_spread(regions - spots, spread, False, stack)
            counts.update(dict.fromkeys(spots, 0))
        else:
            counts = even_spread(regions, spread, allow_zero, stack)
        action = dict(extra, type="redeploy", player=seat, tokens={ids[r]: n for r, n in counts.items()})
        if not in_decline:
            _default_fields(game, tribe, action)
        out.append(action)
    elif not regions:       # the hand is kept; markers placed where the race is not go (objectives)
        action = dict(extra, type="redeploy", player=seat, tokens={})
        if not in_decline and effects.default_fielders:
            _default_fields(game, tribe, action)
        out.append(action)
    return out


def _conquest_actions(game, seat, tribe, camp, in_decline, extra, ordered):
    """The abandon, conquest and ability actions of an acting race whose conquests are not
    over (`ordered`: its regions, sorted)."""
    ids = game.board.ids
    if camp is None or not (camp.conquered or camp.roll is not None):
        if extra:
            out = [dict(extra, type="abandon", player=seat, region=ids[r]) for r in ordered]
        else:
            out = [{"type": "abandon", "player": seat, "region": ids[r]} for r in ordered]
    else:
        out = []
    available = game.ready_count(tribe, camp)
    movers, readers = tribe.effects.movers, tribe.effects.option_readers
    near = _near_regions(game, tribe)
    uses = items.usable_entries(game, tribe) if game.items and not in_decline and available >= 1 else ()
    if not readers and not uses:    # the usual step: no row is read
        if _plain(game, tribe, camp):
            conquests = _plain_conquests(game, tribe, near, available, seat)
        else:
            conquests = _rows(game, tribe, near, available, False, True, seat)
        out += [dict(extra, **action) for action in conquests] if extra else conquests
        if available >= 1 and movers:
            _mover_actions(game, seat, tribe, camp, in_decline, extra, _UNREAD_OPTIONS, out)
        return out
    # the rows of the regions it may reach: all that the uses and the movers read
    rows = _rows(game, tribe, near, available, False, True)
    if extra:
        out += [dict(extra, type=kind, player=seat, region=ids[r]) for r, kind, _c, _w in rows if kind]
    else:
        out += [{"type": kind, "player": seat, "region": ids[r]} for r, kind, _c, _w in rows if kind]
    if uses:
        out.extend(dict(action, player=seat) for action in use_options(game, tribe, rows, uses))
    if available >= 1 and movers:
        options = {row[0]: Option(*row) for row in rows} if readers else _UNREAD_OPTIONS
        _mover_actions(game, seat, tribe, camp, in_decline, extra, options, out)
    return out


def use_options(game, tribe, rows=None, entries=None):
    """The `conquer` actions with `use` legal now (one artifact or ability each), for the legal
    actions (without `player`; `rows`: the race's `option_rows` over its candidate regions,
    when the caller has them; `entries`: its `usable_entries`, when the caller has them)."""
    if entries is None:
        entries = items.usable_entries(game, tribe)
    if not entries:
        return []
    try:
        prelude = conquest.use_prelude(game, tribe, False)
    except IllegalAction:
        return []
    out = []
    for entry in entries:
        try:
            uses = conquest.checked_uses(game, tribe, [entry])
        except IllegalAction:
            continue
        # without a use reaching afar, only the regions the race may reach anyway can be legal
        afar = any(type(p).use_reaches is not Primitive.use_reaches for _e, _w, p in uses)
        picky = [p for _e, _w, p in uses if type(p).use_reason is not Primitive.use_reason]
        if afar:
            regions = range(len(game.board))
        elif rows is not None:      # a region the race cannot reach is refused with any use but one reaching afar
            regions = [row[0] for row in rows if row[2] is not None]
        else:
            regions = candidate_regions(game, tribe)
        for r in regions:
            if picky and any(p.use_reason(game, tribe, r) for p in picky):
                continue        # refused by the use itself (cheapest first; the full check would too)
            try:
                conquest.check_use_conquest(game, tribe, False, r, uses, prelude)
            except IllegalAction:
                continue
            out.append({"type": "conquer", "region": game.region_id(r), "use": [entry]})
    return out


_UNREAD_OPTIONS = {}    # what a mover not reading options is given: the race may conquer (never changed)


def _mover_actions(game, seat, tribe, camp, in_decline, extra, options, out):
    """Append the actions the race's movers offer while it may conquer (`options`: its conquest
    options, or _UNREAD_OPTIONS when no mover reads them)."""
    for primitive in tribe.effects.movers:
        if in_decline and not primitive.in_decline:
            continue
        if extra:
            out += [dict(extra, **action, player=seat) for action in primitive.legal(game, tribe, camp, options)]
        else:       # the same keys in the same order, without the costly keyword expansion
            out += [dict(action, player=seat) for action in primitive.legal(game, tribe, camp, options)]


def _default_fields(game, tribe, action):
    """The marker fields a canonical redeployment of the active race carries by default."""
    for field, primitive in tribe.effects.default_fielders:
        value = primitive.default_field(game, tribe, field)
        if value is not None:
            action[field] = value
