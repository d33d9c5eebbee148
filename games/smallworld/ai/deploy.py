"""Redeployment by threat: where tokens, encampments, heroes and the fortress protect most.

`allocate` spreads defence units over a tribe's regions greedily by the coins
each unit saves (future value × drop in loss chance). The conquest planner
uses it to value the end of a plan, and the players use it to write the
`redeploy` and `retreat` actions, so plans and placements agree.
"""

import heapq

from ..model import redeploy_limits, redeploy_minimum
from .extras import light_copy
from .info import Traits

# Coins a token in hand is worth per round left, by the conquests it helps make (about one
# region in three tokens, over the race's active turns).
TOKEN_COINS_PER_ROUND = 0.3


class Allocation:
    __slots__ = ("value", "tokens", "camps", "heroes", "fortress", "dropped")

    def __init__(self):
        self.value = 0.0
        self.tokens = {}
        self.camps = {}
        self.heroes = []
        self.fortress = None
        self.dropped = []


def allocate(regions, pool, base, future, threat, immune=(), camps=0, heroes=0, fortress=False,
             fortress_free=None, active=True, start=None, allow_drop=False, keep_value=None, least=1,
             floors=None):
    """Spread `pool` tokens (beyond `least` per region, or beyond `start` counts) and markers.

    base[r]: fixed defence markers of region r; immune: regions no one can take.
    With `pool` < 0 (a race that may leave regions empty, short of tokens) the least
    valuable regions get 0; `least`: the fewest tokens a kept region holds (a race never
    standing alone keeps 2); `floors`: regions that may keep fewer (0 where a piece holds one alone).
    """
    out = Allocation()
    regions = sorted(regions)
    if not regions:
        return out
    floors = floors or {}
    tok = {r: (start[r] if start is not None else floors.get(r, least)) for r in regions}
    if pool < 0 and allow_drop:
        keep_value = keep_value or {}
        order = sorted(regions, key=lambda r: (keep_value.get(r, future[r])
                                               * (1 - threat.loss(r, base[r] + least, least == 1, active)), r))
        total = pool + sum(tok.values())
        held_free = [r for r in order if tok[r] == 0]          # kept without tokens (a piece)
        order = [r for r in order if tok[r] > 0]
        kept = max(0, total) // least
        drop = order[:len(order) - kept]
        for r in drop:
            tok[r] = 0
        out.dropped = drop
        pool = max(0, total) - least * min(kept, len(order))
        regions = [r for r in regions if tok[r] > 0 or r in held_free]
    imm = set(r for r in immune if r in tok)
    if heroes:
        scored = sorted((r for r in regions if r not in imm),
                        key=lambda r: (-future[r] * threat.loss(r, base[r] + tok[r], tok[r] == 1, active), r))
        out.heroes = scored[:heroes]
        if len(out.heroes) < heroes:
            rest = [r for r in regions if r not in out.heroes]
            out.heroes += rest[:heroes - len(out.heroes)]
        imm.update(out.heroes)
    extra = {r: 0 for r in regions}
    units = max(0, pool) + camps
    open_regions = [r for r in regions if r not in imm]

    def gain(r):
        d = base[r] + tok[r] + extra[r]
        lone = tok[r] + extra[r] == 1
        return future[r] * (threat.loss(r, d, lone, active) - threat.loss(r, d + 1, False, active))

    heap = [(-gain(r), r) for r in open_regions]
    heapq.heapify(heap)
    placed = 0
    while placed < units and heap:
        g, r = heapq.heappop(heap)
        extra[r] += 1
        placed += 1
        heapq.heappush(heap, (-gain(r), r))
    if placed < units and regions:
        # nothing left to protect: the rest goes where it does no harm
        target = open_regions[0] if open_regions else regions[0]
        extra[target] += units - placed
    # which units are encampments: the most reinforced regions take them first
    camps_left = camps
    camp_counts = {}
    if camps:
        for r in sorted(regions, key=lambda r: (-extra[r], r)):
            if camps_left <= 0:
                break
            if r in imm:
                continue
            k = min(extra[r], camps_left)
            if k > 0:
                camp_counts[r] = k
                camps_left -= k
        if camps_left > 0:
            target = open_regions[0] if open_regions else regions[0]
            camp_counts[target] = camp_counts.get(target, 0) + camps_left
            extra[target] += camps_left
    for r in regions:
        tok[r] += extra[r] - camp_counts.get(r, 0)
    if fortress:
        free = [r for r in regions if fortress_free is None or fortress_free(r)]
        if free:
            best = max(free, key=lambda r: (0 if r in imm else future[r] * (
                threat.loss(r, base[r] + tok[r] + camp_counts.get(r, 0), False, active)
                - threat.loss(r, base[r] + tok[r] + camp_counts.get(r, 0) + 1, False, active)), -r))
            out.fortress = best
    value = 0.0
    for r in regions:
        if r in imm:
            value += future[r]
            continue
        d = base[r] + tok[r] + camp_counts.get(r, 0) + (1 if r == out.fortress else 0)
        lone = tok[r] == 1 and not camp_counts.get(r)
        value += future[r] * (1 - threat.loss(r, d, lone, active))
    out.value = value
    out.tokens = tok
    out.camps = camp_counts
    return out


def immune_regions(game, tribe, traits=None):
    """The tribe's regions no one can attack: all immune ones, or with `traits` those that stay
    immune through its redeployment (markers it places anew, like heroes, do not count)."""
    if traits is None:
        return [r for r in tribe.regions if game.immune_reason(r) is not None]
    return [r for r in tribe.regions if traits.immune_after_redeploy(r)]


def _redeploy_start(game, tribe, in_decline, seat):
    """(redeploy limits, the tribe's regions sorted, a redeploy action with no counts yet)."""
    action = {"type": "redeploy", "player": seat, "tokens": {}}
    if in_decline:
        action["race"] = tribe.id
    return redeploy_limits(game, tribe, in_decline), sorted(tribe.regions), action


def piece_spots(game, tribe, in_decline):
    """Regions a piece of the race holds alone (the Champion): they may keep 0 tokens."""
    if in_decline:
        return set()
    return {new for p in set(tribe.effects.fields.values()) for new, _old in [p.piece_regions(game, tribe, {})]
            if new is not None}


def may_drop(game, tribe, in_decline, limits):
    """Regions may get 0 tokens where the spread runs short (a race that may leave regions empty,
    or one that never stands alone)."""
    return limits.may_leave_empty or redeploy_minimum(game, tribe, in_decline) > 1


def _markers(limits, traits):
    """(encampments, heroes, fortress) the redeployment may place."""
    fields = limits.fields
    camps = traits.camps if "encampments" in fields else 0
    heroes = traits.heroes if "heroes" in fields else 0
    fort = "fortress" in fields and traits.fortress_ok()
    return camps, heroes, fort


def redeploy_action(game, tribe, in_decline, future, threat, seat):
    """A complete, legal `redeploy` action placing tokens and markers by threat."""
    limits, regions, action = _redeploy_start(game, tribe, in_decline, seat)
    if not regions:
        return action
    traits = Traits(game, tribe, in_decline)
    active = not in_decline
    base = {r: traits.kept_defence(r) for r in regions}
    camps, heroes, fort = _markers(limits, traits)
    heroes = min(heroes, len(regions))
    kept = set(regions)
    least = redeploy_minimum(game, tribe, in_decline)
    floors = dict.fromkeys(piece_spots(game, tribe, in_decline), 0)
    reserved = sum(floors.get(r, least) for r in regions)

    def placed(extra_tokens):
        """The allocation with `extra_tokens` more to spread, and the action writing it."""
        alloc = allocate(regions, limits.spread + extra_tokens - reserved, base, future, threat,
                         immune=immune_regions(game, tribe, traits), camps=camps, heroes=heroes, fortress=fort,
                         fortress_free=lambda r: traits.fortress_free(r, kept), active=active,
                         allow_drop=may_drop(game, tribe, in_decline, limits), least=least, floors=floors)
        return alloc, _written(game, dict(action), regions, alloc, camps, heroes, fort)

    alloc, best = placed(0)
    if active:
        best = _bought_tokens(game, tribe, seat, alloc.value, best, placed)
    _join_short_stacks(best.get("tokens", {}), least)
    return with_other_fields(game, tribe, in_decline, best)


def _join_short_stacks(tokens, least):
    """{region: tokens} with no region between 0 and `least` (a race that never stands alone):
    a short stack (one beside the Champion, whose region may keep 0) joins the fullest region."""
    if least <= 1:
        return
    for rid in sorted(tokens):
        if 0 < tokens[rid] < least:
            fullest = max(tokens, key=lambda o: (tokens[o], o))
            if fullest != rid and tokens[fullest] >= least:
                tokens[fullest] += tokens[rid]
                tokens[rid] = 0


# Redeploy fields the allocation writes itself (by the marker shapes `Traits` reads) or buys.
WRITTEN_FIELDS = ("encampments", "heroes", "fortress")


def with_other_fields(game, tribe, in_decline, action):
    """The action with every other redeploy field the race's abilities want given now, at the
    value the canonical redeployment of the legal actions gives (the primitive's `default_field`):
    a field the redeployment may not leave out (military objectives off the map) is never missed."""
    if in_decline:
        return action
    for field, primitive in tribe.effects.fields.items():
        if field in action or field in WRITTEN_FIELDS or primitive.field_ui.get(field, {}).get("shape") == "number":
            continue
        value = primitive.default_field(game, tribe, field)
        if value is not None:
            action[field] = value
    return action


def _written(game, action, regions, alloc, camps, heroes, fort):
    """The redeploy action placing the allocation's tokens and markers."""
    ids = game.board.regions
    action["tokens"] = {ids[r].id: alloc.tokens[r] for r in regions}
    if camps:
        action["encampments"] = {ids[r].id: n for r, n in alloc.camps.items() if n > 0 and alloc.tokens[r] > 0}
    if heroes and alloc.heroes:
        action["heroes"] = [ids[r].id for r in alloc.heroes if alloc.tokens[r] > 0]
    if fort and alloc.fortress is not None and alloc.tokens[alloc.fortress] > 0:
        action["fortress"] = ids[alloc.fortress].id
    return action


def _bought_tokens(game, tribe, seat, value, action, placed):
    """The redeployment with new tokens bought through a redeploy field of shape "number" (the
    Forsaken's recruits) when they protect more than they cost: each count is tried on a copy of
    the game, which says what it costs the player; a token is also worth what it may conquer in
    the rounds left (`TOKEN_COINS_PER_ROUND` each)."""
    token_worth = TOKEN_COINS_PER_ROUND * (game.rounds - game.round)
    for field, primitive in tribe.effects.fields.items():
        if primitive.field_ui.get(field, {}).get("shape") != "number":
            continue
        best_gain = 0.0
        for n in range(1, primitive.field_limit(game, tribe, field) + 1):
            alloc, candidate = placed(n)
            candidate[field] = n
            paid = _coins_paid(game, seat, candidate)
            if paid is None:
                break
            gain = alloc.value - value + token_worth * n - paid
            if gain > best_gain + 1e-9:
                best_gain, action = gain, candidate
    return action


def _coins_paid(game, seat, action):
    """Coins the action costs the player, played on a copy (None: the model refuses it)."""
    after = light_copy(game)
    try:
        after.apply(action)
    except Exception:
        return None
    return game.players[seat].coins - after.players[seat].coins


# What a world's entry region adds to its exposure: any race on any island may conquer it, so it
# counts like three open neighbours (medium among four easy on azeroth, 500 games: 45.6 % with 1,
# 47.2 % with 3).
ENTRY_EXPOSURE = 3


def exposure(game, tribe, r):
    """How open a region is: neighbours not held by the tribe (active enemies count twice), a place
    where new races enter (the board edge; a world's entry regions, open to every island)."""
    board = game.board
    score = ENTRY_EXPOSURE if r in board.entries else (1 if board.border[r] else 0)
    holds_water = tribe.effects.holds_water
    for m in board.neighbors[r]:
        occ = game.occupant[m]
        if occ is tribe or (board.water[m] and not holds_water):
            continue
        score += 2 if (occ is not None and occ.__class__ is not str and not occ.declined) else 1
    return score


def simple_redeploy_action(game, tribe, in_decline, seat):
    """A rule-of-thumb redeployment: spare tokens and markers to the most exposed regions."""
    limits, regions, action = _redeploy_start(game, tribe, in_decline, seat)
    if not regions:
        return action
    traits = Traits(game, tribe, in_decline)
    camps, heroes, fort = _markers(limits, traits)
    expo = {r: exposure(game, tribe, r) for r in regions}
    order = sorted(regions, key=lambda r: (-expo[r], r))
    least = redeploy_minimum(game, tribe, in_decline)
    spots = piece_spots(game, tribe, in_decline)
    tokens = {r: 0 if r in spots else least for r in regions}
    spare = limits.spread - sum(tokens.values())
    if spare < 0:
        others = [r for r in regions if r not in spots]
        kept_count = max(0, limits.spread) // least
        for r in sorted(others, key=lambda r: (expo[r], r))[:len(others) - kept_count]:
            tokens[r] = 0
        spare = max(0, limits.spread) - least * min(kept_count, len(others))
    kept = [r for r in order if tokens[r] > 0 or r in spots]
    immune = set(immune_regions(game, tribe, traits))
    open_regions = [r for r in kept if r not in immune] or kept
    for _ in range(spare if open_regions else 0):
        r = max(open_regions, key=lambda r: (expo[r] / (tokens[r] + 1.0), -r))
        tokens[r] += 1
    ids = game.board.regions
    action["tokens"] = {ids[r].id: tokens[r] for r in regions}
    if camps and kept:
        placed = {}
        for i in range(camps):
            r = open_regions[i % len(open_regions)]
            placed[ids[r].id] = placed.get(ids[r].id, 0) + 1
        action["encampments"] = placed
    if heroes and kept:
        action["heroes"] = [ids[r].id for r in kept[:heroes]]
    if fort:
        kept_set = set(kept)
        free = [r for r in kept if traits.fortress_free(r, kept_set)]
        if free:
            action["fortress"] = ids[free[0]].id
    return with_other_fields(game, tribe, in_decline, action)


def retreat_action(game, seat, tribe, count, future, threat):
    """Place `count` tokens taken back into the tribe's regions where they protect most."""
    regions = sorted(tribe.regions)
    action = {"type": "retreat", "player": seat, "tokens": {}}
    if tribe.declined:
        action["race"] = tribe.id
    if not regions:
        return action
    active = not tribe.declined
    start = {r: game.tokens[r] for r in regions}
    base = {r: game.defence(r) - game.tokens[r] for r in regions}
    alloc = allocate(regions, count, base, future, threat, immune=immune_regions(game, tribe),
                     active=active, start=start)
    ids = game.board.regions
    added = {r: alloc.tokens[r] - start[r] for r in regions}
    if active and tribe.effects.min_stack > 1:
        final = {r: start[r] + added[r] for r in regions}
        _join_short_stacks(final, tribe.effects.min_stack)
        added = {r: max(0, final[r] - start[r]) for r in regions}
    action["tokens"] = {ids[r].id: n for r, n in added.items() if n > 0}
    if sum(added.values()) != count:  # never expected; keep the action legal
        action["tokens"] = {ids[regions[0]].id: count}
    return action

