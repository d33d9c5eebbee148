"""Conquest planning: the turn as a chain of conquests.

A `Start` captures the acting tribe's situation (regions, tokens it can throw,
a die rolled before a conquest, dragon and sorcery still available). Three planners
share it:

- `plan_chain` (hard): a beam search over conquest sequences — which region
  first, the entry region, sorcery and dragon targets — valuing each end state
  by this turn's coins, what the regions are worth later given the threat and
  the best redeployment of the tokens left, the harm done to leading
  opponents, and the expected gain of a final attempt with the die.
- `plan_greedy` (medium): one conquest at a time, the best value per token now
  (entering the map: where the neighbours are worth most too, as hard ranks entries).
- `plan_simple` (easy): the cheapest region next, a die roll when short.

Plans never touch the game: the few arrays they need are read, and the
tribe's holdings are tracked as a local set.
"""

from ..model import Tribe, conquest_options, ready_tokens, redeploy_minimum
from .deploy import allocate
from .info import Traits, board_defence, chance_at_least


class Start:
    __slots__ = ("held", "tokens", "total", "roll", "dragon_used", "sorcery_used", "tray", "holes_used",
                 "nonempty", "over", "lairs", "keep", "recruits", "recruit_tray", "fortress_ok", "least",
                 "beaten")

    @classmethod
    def from_game(cls, game, tribe, in_decline):
        s = cls()
        traits = Traits(game, tribe, in_decline)
        turn = game.turn
        camp = turn.campaigns.get(tribe)
        s.held = frozenset(tribe.regions)
        s.tokens = ready_tokens(game, tribe)
        s.total = tribe.hand + game.tokens_on_map(tribe)
        s.roll = camp.roll if camp is not None else None
        s.dragon_used = traits.dragon is not None and bool(turn.used.get(traits.dragon.name))
        s.sorcery_used = (frozenset(turn.used.get(traits.sorcery.name, ())) if traits.sorcery is not None
                          else frozenset())
        s.tray = game.tray[tribe.id]
        s.holes_used = traits.holes_used
        s.nonempty = camp.nonempty if camp is not None else 0
        s.over = camp is not None and (camp.over or camp.redeployed)
        s.lairs = traits.lairs()
        s.keep = traits.keep
        s.recruits = traits.recruits
        s.recruit_tray = game.tray[tribe.id]
        s.fortress_ok = traits.fortress_ok()
        s.least = redeploy_minimum(game, tribe, in_decline)
        s.beaten = beaten_races(game, tribe, camp) if not in_decline else frozenset()
        return s

    @classmethod
    def entering(cls, game, tribe, tokens):
        """A combo not yet picked: no region, `tokens` in hand."""
        s = cls()
        traits = Traits(game, tribe)
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
        s.lairs = traits.lairs()
        s.keep = traits.keep
        s.recruits = traits.recruits
        s.recruit_tray = s.tray
        s.fortress_ok = traits.fortress_ok()
        s.least = redeploy_minimum(game, tribe, False)
        s.beaten = frozenset()
        return s


def opposed_faction(game, tribe, in_decline):
    """The faction whose races pay the active race the ruleset's faction bonus (None: none)."""
    factions = game.ruleset.factions
    if in_decline or not factions:
        return None
    opposed = factions.get(tribe.race.faction)
    if opposed is None and game.seat == tribe.owner:
        opposed = factions.get(game.turn.used.get("side"))     # the side a Neutral race took this turn
    return opposed


def beaten_races(game, tribe, camp):
    """Races of the opposed faction the active race took a region from this turn (each pays once)."""
    opposed = opposed_faction(game, tribe, False)
    if opposed is None or camp is None:
        return frozenset()
    return frozenset(race.id for _r, race, _owner, _n in camp.taken if race is not None and race.faction == opposed)


class Node:
    __slots__ = ("held", "tokens", "value", "steps", "nonempty", "dragon_r", "sorc", "tray", "holes",
                 "roll", "bonus", "safe", "new_lairs", "hole_regions", "depth", "beaten")

    def child(self):
        c = Node()
        c.held, c.tokens, c.value, c.steps = self.held, self.tokens, self.value, self.steps
        c.nonempty, c.dragon_r, c.sorc, c.tray = self.nonempty, self.dragon_r, self.sorc, self.tray
        c.holes, c.roll, c.bonus, c.safe = self.holes, self.roll, self.bonus, self.safe
        c.new_lairs, c.hole_regions, c.depth = self.new_lairs, self.hole_regions, self.depth + 1
        c.beaten = self.beaten
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
        traits = self.traits = info.traits
        self.active = not in_decline
        self.can_dragon = traits.dragon is not None
        self.can_sorcery = traits.sorcery is not None
        self.hole_count = traits.holes
        self.camps = traits.camps
        self.heroes = traits.heroes
        self.expand_weight = 0.0
        # this turn's coins from what the tribe holds already (and the conquests made so far)
        self.coins_existing = traits.turn_coins(start.nonempty) + sum(info.income[r] for r in start.held)
        # regions held now that stay immune after the redeployment (if the dragon moves: `moved`)
        self.immune_held = frozenset(r for r in start.held if traits.immune_after_redeploy(r))
        dragon_kinds = {k.name for k in traits.dragon.markers} if traits.dragon is not None else ()
        self.immune_held_moved = frozenset(r for r in start.held
                                           if traits.immune_after_redeploy(r, dragon_kinds))
        self._kept = {r: traits.kept_defence(r) for r in start.held}
        self._board_defence = {}
        self._hold = {}
        self._roll_cost = {}
        self._fortress_free = {}
        self._stand_in = None
        # the faction bonus: coins for the first region taken this turn from each opposed race
        self.opposed = opposed_faction(game, tribe, in_decline)
        self.faction_coins = game.ruleset.faction_bonus if self.opposed is not None else 0

    def base_defence(self, r, node):
        d = self._kept.get(r)
        if d is not None:
            return d
        d = self._board_defence.get(r)
        if d is None:
            d = self._board_defence[r] = board_defence(self.game, r)
        if node is not None and r in node.new_lairs:
            d += self.traits.lair_defence
        return d

    def hold_gain(self, r):
        g = self._hold.get(r)
        if g is None:
            d = board_defence(self.game, r) + self.traits.lair_defence
            g = self._hold[r] = self.val.future[r] * (1 - self.threat.loss(r, d + 1, True, self.active))
        return g

    def roll_cost(self, r):
        """What region r costs now with the die already rolled (the model's conquest options)."""
        c = self._roll_cost.get(r)
        if c is None:
            c = self._roll_cost[r] = conquest_options(self.game, self.tribe, (r,))[r].cost
        return c

    def fortress_free(self, r):
        v = self._fortress_free.get(r)
        if v is None:
            v = self._fortress_free[r] = self.traits.fortress_free(r, {r})
        return v

    def sorcery_ok(self, r, held):
        """The race's sorcery may replace the token in r from the imagined position `held`
        (the primitive's own check, asked of a stand-in holding `held`)."""
        proxy = self._stand_in
        if proxy is None:
            tribe = self.tribe
            proxy = self._stand_in = Tribe(tribe.race, tribe.power, tribe.owner)
            proxy.effects, proxy.declined, proxy.counters = tribe.effects, tribe.declined, tribe.counters
        proxy.regions = held
        return self.traits.sorcery.reason(self.game, proxy, r) is None


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
    node.beaten = s.beaten
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
    if ctx.opposed is not None:
        occ = game.occupant[r]
        if occ.__class__ is Tribe and occ.race.faction == ctx.opposed and occ.race.id not in node.beaten:
            c.beaten = node.beaten | {occ.race.id}
            gain += ctx.faction_coins
    if len(node.new_lairs) < ctx.start.lairs:
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
    if s.recruits:
        recruits = min(ctx.traits.new_recruits(node.nonempty), s.recruit_tray)
    return s.total + node.bonus + recruits - s.keep - s.least * len(node.held)


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
        cost = info.cost(r, held) if roll is None else ctx.roll_cost(r)
        if cost <= node.tokens:
            out.append(_conquer_child(ctx, node, r, "conquer", cost))
        if ctx.can_dragon and node.dragon_r is None and not ctx.start.dragon_used and cost > 1:
            dragon_opts.append((-(cost - 1) * (ctx.val.now[r] + ctx.val.future[r] + 1), r))
        if ctx.can_sorcery and held and node.tray >= 1:
            occ = game.occupant[r]
            if occ.__class__ is Tribe and occ.owner not in node.sorc and ctx.sorcery_ok(r, held):
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
    for r in info.candidates(held):
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
    val = ctx.val
    regions = node.held
    pool = _pool(ctx, node)
    base = {r: ctx.base_defence(r, node) for r in regions}
    immune = set(node.hole_regions)
    if node.dragon_r is not None:
        immune.update(ctx.immune_held_moved)
        immune.add(node.dragon_r)
    else:
        immune.update(ctx.immune_held)
    keep_value = {r: val.future[r] + ctx.info.income[r] for r in regions}
    alloc = allocate(regions, pool, base, val.future, ctx.threat, immune=immune, camps=ctx.camps,
                     heroes=min(ctx.heroes, len(regions)), fortress=s.fortress_ok,
                     fortress_free=ctx.fortress_free, active=ctx.active,
                     allow_drop=bool(s.keep) or s.least > 1, keep_value=keep_value, least=s.least)
    coins = ctx.coins_existing + sum(val.now[r] for r in regions if r not in s.held)
    coins += ctx.faction_coins * len(node.beaten)
    for r in alloc.dropped:
        coins -= ctx.info.income[r]
    extra = 0.0
    if alloc.fortress is not None:
        fc = ctx.traits.fortress_coins
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
    for _, cost, gain, _r in options:
        if cost <= free:
            free -= cost
            total += gain
        if free < 1:
            break
    return total


def plan_chain(ctx, params):
    """Beam search over conquest chains; the best end state by `exact_value`."""
    return plan_chain_options(ctx, params)[0]


def plan_chain_options(ctx, params):
    """plan_chain's choice first, then the beam's other end states it valued exactly, best first
    (the expert level compares the runners-up by rollouts)."""
    ctx.expand_weight = params.expand_weight
    root = _root(ctx)
    if ctx.start.over:
        v, _, coins = exact_value(ctx, root, with_die=False)
        return [Plan((), None, v, coins, len(root.held), root)]
    entry = None
    if not root.held:
        entry = _entry_candidates(ctx, params)
    beam = [root]
    finals = [(_proxy(ctx, root, params), 0, root)]
    seen = {}
    counter = 1
    for _depth in range(params.max_depth):
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
    valued = []
    for _, _, node in finals[:params.exact]:
        valued.append(exact_value(ctx, node) + (node,))
        if best is None or valued[-1][0] > best[0] + 1e-9:
            best = valued[-1]
    # the root is always a candidate: stopping now
    valued.append(exact_value(ctx, root) + (root,))
    if valued[-1][0] > best[0] + 1e-9:
        best = valued[-1]
    others = sorted((e for e in valued if e is not best), key=lambda e: -e[0])
    return [Plan(list(node.steps), die_r, v, coins, len(node.held), node) for v, die_r, coins, node in [best] + others]


def _entry_candidates(ctx, params):
    info = ctx.info
    scored = []
    for r in range(info.bi.n):
        if not info.can_reach(r, frozenset()):
            continue
        cost = info.cost(r, frozenset())
        nb = 0.0
        entered = frozenset((r,))
        for m in info.bi.neighbors[r]:
            if info.can_reach(m, entered):
                nb += (ctx.val.now[m] + ctx.hold_gain(m)) / max(1, info.cost(m, entered))
        score = (ctx.val.now[r] + ctx.hold_gain(r) + ctx.val.damage[r]) / cost + 0.5 * nb
        scored.append((-score, r))
    scored.sort()
    return [r for _, r in scored[:params.entry_candidates]]


def plan_greedy(ctx, params, threshold=0.3):
    """One conquest at a time: the best gain per token, then the die when short. A race entering
    the map enters where its neighbours are worth most too (`_entry_candidates`, the best first
    that passes): by value per token alone it often entered a region it could not go on from."""
    node = _root(ctx)
    if ctx.start.over:
        v, _, coins = exact_value(ctx, node, with_die=False)
        return Plan((), None, v, coins, len(node.held), node)
    entries = _entry_candidates(ctx, params) if not node.held else None
    while True:
        if entries is not None:
            best = None
            while entries and best is None:
                best = _greedy_step(ctx, node, params, threshold, entries[:1])
                entries = entries[1:]
            entries = None
        else:
            best = _greedy_step(ctx, node, params, threshold)
        if best is None:
            break
        node = best
    die_gain, die_r = die_option(ctx, node)
    v, _, coins = exact_value(ctx, node, with_die=False)
    return Plan(list(node.steps), die_r if die_gain > 0.2 else None, v + die_gain, coins, len(node.held), node)


def _greedy_step(ctx, node, params, threshold, entries=None):
    """The child with the best gain per token paid (None: no step gains `threshold`); a region
    held by none yet is looked for among `entries` only, when given."""
    best = None
    for c in children(ctx, node, params, entries):
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
    return best[1] if best is not None else None


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
    # every region needs a token after the redeployment (conquest-only tokens leave the map)
    room = (ctx.start.total - ctx.start.keep) // ctx.start.least - len(held)
    while tokens >= 1 and room > 0:
        best = None
        for r in info.candidates(held):
            if not info.can_reach(r, held):
                continue
            cost = info.cost(r, held) if roll is None else ctx.roll_cost(r)
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
        for r in info.candidates(held):
            if info.can_reach(r, held):
                short = info.cost(r, held) - tokens
                if 1 <= short <= 3:
                    key = (short, r)
                    if best is None or key < best[0]:
                        best = (key, r)
        if best is not None:
            die_r = best[1]
    return Plan(steps, die_r, 0.0, 0.0, len(held), None)

