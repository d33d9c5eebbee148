"""Redeployment by threat: where tokens, encampments, heroes and the fortress protect most.

`allocate` spreads defence units over a tribe's regions greedily by the coins
each unit saves (future value × drop in loss chance). The conquest planner
uses it to value the end of a plan, and the players use it to write the
`redeploy` and `retreat` actions, so plans and placements agree.
"""

import heapq

from game.model.legal import redeploy_spread

from .threat import defence_markers


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
             fortress_free=None, active=True, start=None, allow_drop=False, keep_value=None):
    """Spread `pool` tokens (beyond 1 per region, or beyond `start` counts) and markers.

    base[r]: fixed defence markers of region r; immune: regions no one can take.
    With `pool` < 0 (Amazons short of tokens) the least valuable regions get 0.
    """
    out = Allocation()
    regions = sorted(regions)
    if not regions:
        return out
    tok = {r: (start[r] if start is not None else 1) for r in regions}
    if pool < 0 and allow_drop:
        keep_value = keep_value or {}
        order = sorted(regions, key=lambda r: (keep_value.get(r, future[r]) * (1 - threat.loss(r, base[r] + 1, True, active)), r))
        drop = order[:-pool]
        for r in drop:
            tok[r] = 0
        out.dropped = drop
        pool = 0
        regions = [r for r in regions if tok[r] > 0]
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


def fixed_defence(game, r):
    """Markers that stay whoever redeploys: mountain, fortress, lair (encampments are re-placed)."""
    return game.mountain[r] + game.fortress[r] + game.lair[r]


def immune_regions(game, tribe, keep_heroes=False):
    out = []
    for r in tribe.regions:
        if game.hole[r] or game.dragon[r] or (keep_heroes and game.hero[r]):
            out.append(r)
    return out


def _redeploy_start(game, tribe, in_decline, seat):
    """(tokens to spread, the tribe's regions sorted, a redeploy action with no counts yet)."""
    action = {"type": "redeploy", "player": seat, "tokens": {}}
    if in_decline:
        action["race"] = tribe.id
    return redeploy_spread(game, tribe, in_decline), sorted(tribe.regions), action


def redeploy_action(game, tribe, in_decline, future, threat, seat):
    """A complete, legal `redeploy` action placing tokens and markers by threat."""
    turn = game.turn
    spread, regions, action = _redeploy_start(game, tribe, in_decline, seat)
    if not regions:
        return action
    ab = tribe.ab
    active = not in_decline
    base = {r: fixed_defence(game, r) for r in regions}
    camps = ab.encampments if active else 0
    heroes = min(ab.heroes, len(regions)) if active else 0
    fort = bool(active and ab.fortress and not turn.fortress_placed and game.supply["fortress"] > 0)
    allow_drop = bool(ab.extra_tokens) and active
    alloc = allocate(regions, spread - len(regions), base, future, threat,
                     immune=immune_regions(game, tribe), camps=camps, heroes=heroes, fortress=fort,
                     fortress_free=lambda r: not game.fortress[r], active=active, allow_drop=allow_drop)
    ids = game.board.regions
    action["tokens"] = {ids[r].id: alloc.tokens[r] for r in regions}
    if camps:
        action["encampments"] = {ids[r].id: n for r, n in alloc.camps.items() if n > 0 and alloc.tokens[r] > 0}
    if heroes and alloc.heroes:
        action["heroes"] = [ids[r].id for r in alloc.heroes if alloc.tokens[r] > 0]
    if fort and alloc.fortress is not None and alloc.tokens[alloc.fortress] > 0:
        action["fortress"] = ids[alloc.fortress].id
    return action


def exposure(game, tribe, r):
    """How open a region is: neighbours not held by the tribe (active enemies count twice), the board edge."""
    board = game.board
    score = 1 if board.border[r] else 0
    for m in board.neighbors[r]:
        occ = game.occupant[m]
        if occ is tribe or (board.water[m] and not tribe.ab.hold_water):
            continue
        score += 2 if (occ is not None and occ.__class__ is not str and not occ.declined) else 1
    return score


def simple_redeploy_action(game, tribe, in_decline, seat):
    """A rule-of-thumb redeployment: spare tokens and markers to the most exposed regions."""
    turn = game.turn
    spread, regions, action = _redeploy_start(game, tribe, in_decline, seat)
    if not regions:
        return action
    ab = tribe.ab
    active = not in_decline
    expo = {r: exposure(game, tribe, r) for r in regions}
    order = sorted(regions, key=lambda r: (-expo[r], r))
    tokens = {r: 1 for r in regions}
    spare = spread - len(regions)
    if spare < 0:
        for r in sorted(regions, key=lambda r: (expo[r], r))[:-spare]:
            tokens[r] = 0
        spare = 0
    kept = [r for r in order if tokens[r] > 0]
    immune = set(immune_regions(game, tribe))
    open_regions = [r for r in kept if r not in immune] or kept
    for _ in range(spare):
        r = max(open_regions, key=lambda r: (expo[r] / (tokens[r] + 1.0), -r))
        tokens[r] += 1
    ids = game.board.regions
    action["tokens"] = {ids[r].id: tokens[r] for r in regions}
    if active and ab.encampments and kept:
        camps = {}
        for i in range(ab.encampments):
            r = open_regions[i % len(open_regions)]
            camps[ids[r].id] = camps.get(ids[r].id, 0) + 1
        action["encampments"] = camps
    if active and ab.heroes and kept:
        action["heroes"] = [ids[r].id for r in kept[:ab.heroes]]
    if (active and ab.fortress and not turn.fortress_placed and game.supply["fortress"] > 0):
        free = [r for r in kept if not game.fortress[r]]
        if free:
            action["fortress"] = ids[free[0]].id
    return action


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
    base = {r: defence_markers(game, r) for r in regions}
    alloc = allocate(regions, count, base, future, threat, immune=immune_regions(game, tribe, True),
                     active=active, start=start)
    ids = game.board.regions
    added = {r: alloc.tokens[r] - start[r] for r in regions}
    action["tokens"] = {ids[r].id: n for r, n in added.items() if n > 0}
    if sum(added.values()) != count:  # never expected; keep the action legal
        action["tokens"] = {ids[regions[0]].id: count}
    return action
