"""Conquest planning: the turn as a chain of conquests.

A `Start` captures the acting tribe's situation (regions, tokens it can throw,
the Berserk roll waiting, dragon and sorcery still available). Three planners
share it:

- `plan_chain` (hard): a beam search over conquest sequences — which region
  first, the entry region, sorcery and dragon targets — valuing each end state
  by this turn's coins, what the regions are worth later given the threat and
  the best redeployment of the tokens left, the harm done to leading
  opponents, and the expected gain of a final attempt with the die.
- `plan_greedy` (medium): one conquest at a time, the best value per token now.
- `plan_simple` (easy): the cheapest region next, a die roll when short.

Plans never touch the game: the few arrays they need are read, and the
tribe's holdings are tracked as a local set.
"""

from game.model.pieces import Tribe

from .deploy import allocate
from .info import chance_at_least


class Start:
    __slots__ = ("held", "tokens", "total", "roll", "dragon_used", "sorcery_used", "tray", "holes_used",
                 "nonempty", "over", "lairs", "keep", "recruit_per", "recruit_tray", "fortress_ok")

    @classmethod
    def from_game(cls, game, tribe, in_decline):
        s = cls()
        turn = game.turn
        camp = turn.campaigns.get(tribe)
        s.held = frozenset(tribe.regions)
        if camp is not None and camp.readied:
            s.tokens = tribe.hand
        else:
            s.tokens = tribe.hand + sum(game.tokens[r] - 1 for r in tribe.regions)
        s.total = tribe.hand + sum(game.tokens[r] for r in tribe.regions)
        s.roll = camp.roll if camp is not None else None
        s.dragon_used = turn.dragon_used
        s.sorcery_used = frozenset(turn.sorcery_used)
        s.tray = game.tray[tribe.id]
        s.holes_used = tribe.holes_used
        s.nonempty = camp.nonempty if camp is not None else 0
        s.over = camp is not None and (camp.over or camp.redeployed)
        s.lairs = game.supply["lair"] if tribe.ab.lair else 0
        s.keep = tribe.ab.extra_tokens if not in_decline else 0
        s.recruit_per = tribe.ab.recruit_per if not in_decline else 0
        s.recruit_tray = game.tray[tribe.id]
        s.fortress_ok = bool(not in_decline and tribe.ab.fortress and not turn.fortress_placed
                             and game.supply["fortress"] > 0)
        return s

    @classmethod
    def entering(cls, game, tribe, tokens):
        """A combo not yet picked: no region, `tokens` in hand."""
        s = cls()
        s.held = frozenset()
        s.tokens = tokens
        s.total = tokens
        s.roll = None
        s.dragon_used = False
        s.sorcery_used = frozenset()
        s.tray = game.tray[tribe.id] - tokens
        s.holes_used = 0
        s.nonempty = 0
        s.over = False
        s.lairs = game.supply["lair"] if tribe.ab.lair else 0
        s.keep = tribe.ab.extra_tokens
        s.recruit_per = tribe.ab.recruit_per
        s.recruit_tray = s.tray
        s.fortress_ok = bool(tribe.ab.fortress and game.supply["fortress"] > 0)
        return s


class Node:
    __slots__ = ("held", "tokens", "value", "steps", "nonempty", "dragon_r", "sorc", "tray", "holes",
                 "roll", "bonus", "safe", "new_lairs", "hole_regions", "depth")

    def child(self):
        c = Node()
        c.held, c.tokens, c.value, c.steps = self.held, self.tokens, self.value, self.steps
        c.nonempty, c.dragon_r, c.sorc, c.tray = self.nonempty, self.dragon_r, self.sorc, self.tray
        c.holes, c.roll, c.bonus, c.safe = self.holes, self.roll, self.bonus, self.safe
        c.new_lairs, c.hole_regions, c.depth = self.new_lairs, self.hole_regions, self.depth + 1
        return c


class Plan:
    """The chosen chain: steps [(kind, region)], the final die target, and the value."""

    __slots__ = ("steps", "die", "value", "coins_now", "regions", "node")

    def __init__(self, steps, die, value, coins_now, regions, node=None):
        self.steps, self.die, self.value = steps, die, value
        self.coins_now, self.regions, self.node = coins_now, regions, node

    def first(self):
        if self.steps:
            return self.steps[0]
        if self.die is not None:
            return ("reinforce", self.die)
        return None


class PlannerParams:
    def __init__(self, width=10, max_depth=12, exact=10, token_value=0.35, hand_value=0.3,
                 dragon_candidates=6, entry_candidates=24, expand_weight=0.0):
        self.expand_weight = expand_weight
        self.width, self.max_depth, self.exact = width, max_depth, exact
        self.token_value, self.hand_value = token_value, hand_value
        self.dragon_candidates = dragon_candidates
        self.entry_candidates = entry_candidates


class Context:
    """Everything a planner reads: the tribe's info, the valuation and the threat."""

    def __init__(self, game, tribe, in_decline, info, valuation, threat, start):
        self.game, self.tribe, self.in_decline = game, tribe, in_decline
        self.info, self.val, self.threat, self.start = info, valuation, threat, start
        ab = tribe.ab
        self.active = not in_decline
        self.can_dragon = self.active and ab.dragon
        self.can_sorcery = self.active and ab.sorcery
        self.hole_count = ab.immune_marker_count
        self.camps = ab.encampments if self.active else 0
        self.expand_weight = 0.0
        self.heroes = ab.heroes if self.active else 0
        self.fixed_coins = 0.0
        if self.active:
            self.fixed_coins += ab.turn_coins
            if not tribe.scored_once:
                self.fixed_coins += ab.once_coins
        if self.active:
            self.fixed_coins += ab.fortress_coins * sum(game.fortress[r] for r in start.held)
        # this turn's coins from what the tribe holds already
        self.coins_existing = self.fixed_coins + sum(info.income[r] for r in start.held)
        if self.active:
            self.coins_existing += ab.conquest_coins * start.nonempty
        # gain of holding region r at the end (protected future), 1 token, no extras
        self._hold = {}

    def base_defence(self, r, node):
        game = self.game
        d = game.mountain[r]
        if r in self.start.held:
            d += game.fortress[r] + game.lair[r]
        elif node is not None and r in node.new_lairs:
            d += 1
        return d

    def hold_gain(self, r):
        g = self._hold.get(r)
        if g is None:
            d = self.game.mountain[r] + (1 if self.tribe.ab.lair else 0)
            g = self._hold[r] = self.val.future[r] * (1 - self.threat.loss(r, d + 1, True, self.active))
        return g


def _root(ctx):
    s = ctx.start
    node = Node()
    node.held = s.held
    node.tokens = s.tokens
    node.value = 0.0
    node.steps = ()
    node.nonempty = s.nonempty
    node.dragon_r = None
    node.sorc = s.sorcery_used
    node.tray = s.tray
    node.holes = s.holes_used
    node.roll = s.roll
    node.bonus = 0
    node.new_lairs = frozenset()
    node.hole_regions = frozenset()
    node.depth = 0
    node.safe = sum(ctx.val.future[r] * (1 - ctx.threat.loss(r, ctx.base_defence(r, None) + 1, True, ctx.active))
                    for r in s.held)
    return node


def _conquer_child(ctx, node, r, kind, paid):
    game, val = ctx.game, ctx.val
    c = node.child()
    c.held = node.held | {r}
    c.tokens = node.tokens - paid
    c.roll = None
    c.steps = node.steps + ((kind, r),)
    gain = val.now[r] + val.damage[r]
    if val.nonempty[r] or kind == "sorcery":
        c.nonempty = node.nonempty + 1
    if kind == "sorcery":
        c.sorc = node.sorc | {game.occupant[r].owner}
        c.tray = node.tray - 1
        c.bonus = node.bonus + 1
    if kind == "dragon":
        c.dragon_r = r
    if ctx.tribe.ab.lair and len(node.new_lairs) < ctx.start.lairs:
        c.new_lairs = node.new_lairs | {r}
    if node.holes < ctx.hole_count:
        c.holes = node.holes + 1
        c.hole_regions = node.hole_regions | {r}
    c.value = node.value + gain
    if r in c.hole_regions or kind == "dragon":
        c.safe = node.safe + val.future[r]
    else:
        c.safe = node.safe + ctx.hold_gain(r)
    return c


def _pool(ctx, node):
    s = ctx.start
    recruits = 0
    if s.recruit_per:
        recruits = min((node.nonempty) // s.recruit_per, s.recruit_tray)
    return s.total + node.bonus + recruits - s.keep - len(node.held)


def _proxy(ctx, node, params):
    return node.value + node.safe + params.token_value * _pool(ctx, node) + params.hand_value * node.tokens


def children(ctx, node, params, sorted_entry=None):
    """Every conquest-type step from this node, as child nodes."""
    info = ctx.info
    game = ctx.game
    out = []
    if node.tokens < 1:
        return out
    held = node.held
    roll = node.roll
    cands = info.candidates(held) if held else (sorted_entry if sorted_entry is not None else info.candidates(held))
    dragon_opts = []
    for r in cands:
        if not info.can_reach(r, held):
            continue
        cost = info.cost(r, held)
        if roll is not None:
            cost = cost - roll if cost - roll > 1 else 1
        if cost <= node.tokens:
            out.append(_conquer_child(ctx, node, r, "conquer", cost))
        if ctx.can_dragon and node.dragon_r is None and not ctx.start.dragon_used and cost > 1:
            dragon_opts.append((-(cost - 1) * (ctx.val.now[r] + ctx.val.future[r] + 1), r))
        if ctx.can_sorcery and held and node.tray >= 1:
            occ = game.occupant[r]
            if (occ.__class__ is Tribe and not occ.declined and occ.owner != ctx.tribe.owner
                    and game.tokens[r] == 1 and not game.encampment[r] and occ.owner not in node.sorc):
                out.append(_conquer_child(ctx, node, r, "sorcery", 0))
    if dragon_opts:
        dragon_opts.sort()
        for _, r in dragon_opts[:params.dragon_candidates]:
            out.append(_conquer_child(ctx, node, r, "dragon", 1))
    return out


def die_option(ctx, node):
    """(expected gain, region) of the final attempt with the die from this node, or (0, None)."""
    if node.tokens < 1 or (node.depth == 0 and node.roll is not None):
        return 0.0, None
    info, val = ctx.info, ctx.val
    best, best_r = 0.0, None
    held = node.held
    for r in (info.candidates(held) if held else range(info.bi.n)):
        if not info.can_reach(r, held):
            continue
        cost = info.cost(r, held)
        short = cost - node.tokens
        if 1 <= short <= 3:
            p = chance_at_least(ctx.game, short)
            g = p * (val.now[r] + val.damage[r] + ctx.hold_gain(r) - 0.2)
            if g > best:
                best, best_r = g, r
    return best, best_r


def exact_value(ctx, node, with_die=True):
    """This turn's coins from the plan's regions plus their protected future, after redeployment."""
    s = ctx.start
    game = ctx.game
    val = ctx.val
    regions = node.held
    pool = _pool(ctx, node)
    base = {r: ctx.base_defence(r, node) for r in regions}
    immune = set(node.hole_regions)
    for r in regions:
        if r in s.held and (game.hole[r] or (game.dragon[r] and node.dragon_r is None)):
            immune.add(r)
    if node.dragon_r is not None:
        immune.add(node.dragon_r)
    keep_value = {r: val.future[r] + ctx.info.income[r] for r in regions}
    alloc = allocate(regions, pool, base, val.future, ctx.threat, immune=immune, camps=ctx.camps,
                     heroes=min(ctx.heroes, len(regions)), fortress=s.fortress_ok,
                     fortress_free=lambda r: not game.fortress[r], active=ctx.active,
                     allow_drop=bool(s.keep), keep_value=keep_value)
    coins = ctx.coins_existing + sum(val.now[r] for r in regions if r not in s.held)
    for r in alloc.dropped:
        coins -= ctx.info.income[r]
    extra = 0.0
    if alloc.fortress is not None:
        fc = ctx.tribe.ab.fortress_coins
        coins += fc
        extra = fc * ctx.val.horizon.active_weight
    damage = sum(val.damage[r] for r in regions if r not in s.held)
    total = coins + damage + alloc.value + extra
    if ctx.expand_weight and val.horizon.active_after > 0:
        total += ctx.expand_weight * expansion_value(ctx, node, max(0, pool) + s.keep)
    die_gain, die_r = die_option(ctx, node) if with_die else (0.0, None)
    return total + die_gain, die_r, coins


def expansion_value(ctx, node, free):
    """Coins the regions within reach next turn would add, taken greedily with the spare tokens."""
    info, val = ctx.info, ctx.val
    held = node.held
    if free < 1 or not held:
        return 0.0
    options = []
    for r in info.candidates(held):
        if r in held or not info.can_reach(r, held):
            continue
        cost = info.cost(r, held)
        gain = val.now[r] + val.future[r] * 0.5
        options.append((-gain / cost, cost, gain, r))
    options.sort()
    total = 0.0
    for _, cost, gain, r in options:
        if cost <= free:
            free -= cost
            total += gain
        if free < 1:
            break
    return total


def plan_chain(ctx, params):
    """Beam search over conquest chains; the best end state by `exact_value`."""
    ctx.expand_weight = params.expand_weight
    root = _root(ctx)
    if ctx.start.over:
        v, _, coins = exact_value(ctx, root, with_die=False)
        return Plan((), None, v, coins, len(root.held), root)
    entry = None
    if not root.held:
        entry = _entry_candidates(ctx, params)
    beam = [root]
    finals = [(_proxy(ctx, root, params), 0, root)]
    seen = {}
    counter = 1
    for depth in range(params.max_depth):
        kids = []
        for node in beam:
            for c in children(ctx, node, params, entry):
                key = (c.held, c.tokens, c.dragon_r)
                score = _proxy(ctx, c, params)
                old = seen.get(key)
                if old is not None and old >= score:
                    continue
                seen[key] = score
                kids.append((score, counter, c))
                counter += 1
        if not kids:
            break
        kids.sort(key=lambda t: (-t[0], t[1]))
        beam = [c for _, _, c in kids[:params.width]]
        finals.extend(kids[:params.width])
    finals.sort(key=lambda t: (-t[0], t[1]))
    best = None
    for _, _, node in finals[:params.exact]:
        v, die_r, coins = exact_value(ctx, node)
        if best is None or v > best[0] + 1e-9:
            best = (v, die_r, coins, node)
    # the root is always a candidate: stopping now
    v, die_r, coins = exact_value(ctx, root)
    if v > best[0] + 1e-9:
        best = (v, die_r, coins, root)
    v, die_r, coins, node = best
    return Plan(list(node.steps), die_r, v, coins, len(node.held), node)


def _entry_candidates(ctx, params):
    info = ctx.info
    scored = []
    for r in range(info.bi.n):
        if not info.can_reach(r, frozenset()):
            continue
        cost = info.cost(r, frozenset())
        nb = 0.0
        for m in info.bi.neighbors[r]:
            if not info.blocked[m]:
                nb += (ctx.val.now[m] + ctx.hold_gain(m)) / max(1, info.cost(m, frozenset((r,))))
        score = (ctx.val.now[r] + ctx.hold_gain(r) + ctx.val.damage[r]) / cost + 0.5 * nb
        scored.append((-score, r))
    scored.sort()
    return [r for _, r in scored[:params.entry_candidates]]


def plan_greedy(ctx, params, threshold=0.3):
    """One conquest at a time: the best gain per token, then the die when short."""
    node = _root(ctx)
    if ctx.start.over:
        v, _, coins = exact_value(ctx, node, with_die=False)
        return Plan((), None, v, coins, len(node.held), node)
    while True:
        best = None
        for c in children(ctx, node, params):
            if _pool(ctx, c) < 0:
                continue
            r = c.steps[-1][1]
            kind = c.steps[-1][0]
            paid = node.tokens - c.tokens
            gain = (c.value - node.value) + (c.safe - node.safe) - params.token_value
            if gain < threshold:
                continue
            eff = gain / max(1, paid) if kind != "sorcery" else gain * 2
            key = (eff, gain, -r)
            if best is None or key > best[0]:
                best = (key, c)
        if best is None:
            break
        node = best[1]
    die_gain, die_r = die_option(ctx, node)
    v, _, coins = exact_value(ctx, node, with_die=False)
    return Plan(list(node.steps), die_r if die_gain > 0.2 else None, v + die_gain, coins, len(node.held), node)


def plan_simple(ctx):
    """The cheapest reachable region each time (ties: more coins), then the die on the cheapest short one."""
    info = ctx.info
    node = _root(ctx)
    if ctx.start.over:
        return Plan((), None, 0.0, 0.0, len(node.held), node)
    steps = []
    held = set(node.held)
    tokens = node.tokens
    roll = node.roll
    # every region needs a token after the redeployment (Amazons give 4 back)
    room = ctx.start.total - ctx.start.keep - len(held)
    while tokens >= 1 and room > 0:
        best = None
        for r in (info.candidates(held) if held else range(info.bi.n)):
            if not info.can_reach(r, held):
                continue
            cost = info.cost(r, held)
            if roll is not None:
                cost = max(1, cost - roll)
            if cost <= tokens:
                key = (cost, -ctx.val.now[r], r)
                if best is None or key < best[0]:
                    best = (key, r, cost)
        if best is None:
            break
        _, r, cost = best
        steps.append(("conquer", r))
        held.add(r)
        tokens -= cost
        roll = None
        room -= 1
    die_r = None
    if tokens >= 1 and room > 0 and not (roll is not None and not steps):
        best = None
        for r in (info.candidates(held) if held else range(info.bi.n)):
            if info.can_reach(r, held):
                short = info.cost(r, held) - tokens
                if 1 <= short <= 3:
                    key = (short, r)
                    if best is None or key < best[0]:
                        best = (key, r)
        if best is not None:
            die_r = best[1]
    return Plan(steps, die_r, 0.0, 0.0, len(held), None)

