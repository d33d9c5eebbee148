"""Where a race may conquer, at what cost, and how it may redeploy.

These functions are the single source of the conquest rules: the engine calls
them to check actions, the scenes to highlight regions and explain costs, the
computer players to plan. Each takes an optional `held` set of region indices so
that a planner can ask about a position it imagines (default: what the race holds).
The abilities come from the race's primitives (`tribe.effects`, see primitives/).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import items
from .errors import IllegalAction
from .pieces import LOST_TRIBE, Tribe


def adjacent(game, tribe, r, held=None):
    """Region r is adjacent to some region the race holds (or would hold: `held`)."""
    held = tribe.regions if held is None else held
    if not game.board.neighbor_sets[r].isdisjoint(held):
        return True
    for p in tribe.effects.links:
        if p.links_any(game, tribe, r, held):
            return True
    return False


def tolls(game, tribe, r):
    """[(seat paid, coins)] the race owes before a conquest or attempt aimed at r: the tolls of
    the race holding it (a Bogman's swamp) and the Harmony its player holds from the region's
    owner, the first attack of the turn (items 7, 36). Empty in classic."""
    if not game.ruleset.has_tolls:
        return []
    occupant = game.occupant[r]
    if occupant.__class__ is not Tribe or occupant.owner == tribe.owner:
        return []
    out = []
    if occupant.effects.toll:
        due = sum(p.toll(game, occupant, tribe, r) for p in occupant.effects.toll)
        if due:
            out.append((occupant.owner, due))
    held = game.harmony.get(tribe.owner)
    if held is not None and held[0] == occupant.owner and not game.turn.used.get(("harmony", held[0])):
        out.append(held)
    if r in game.items:
        out.extend(items.item_tolls(game, tribe, r))
    return out


def pay(game, payer, payee, coins, events, kind="toll_paid", region=None):
    """Seat `payer` pays `coins` to seat `payee` (None: the bank); the event says so (an event with
    `to` and `coins` is a payment: docs/FORMATS.md §7)."""
    game.players[payer].coins -= coins
    if payee is None:
        game.coins_scored -= coins
    else:
        game.players[payee].coins += coins
    event = {"type": kind, "player": payer, "to": payee, "coins": coins}
    if region is not None:
        event["region"] = game.region_id(region)
    events.append(event)


def too_few_tokens(game, tribe):
    """Why one more region is refused to a race whose hand holds other pieces (Beasts): it may not
    hold more regions than its race tokens (+1 where a piece holds a region alone; item 59)."""
    if not tribe.effects.extra_hand:
        return None
    tokens = tribe.hand + sum(game.tokens[r] for r in tribe.regions)
    pieces = sum(1 for r in tribe.regions for name in game.ruleset.holder_markers
                 if game.markers[name][r] and game.tokens[r] == 0 and name in tribe.effects.fields)
    if len(tribe.regions) + 1 > tokens + pieces:
        return f"your {tribe.race.name} would hold more regions than tokens (item 59)"
    return None


def note_attempt(game, tribe, r):
    """An attempt (reinforce, raid) aimed at r: an attack on its active opponent race (item 47)."""
    occupant = game.occupant[r]
    if occupant.__class__ is Tribe and not occupant.declined and occupant.owner != tribe.owner:
        game.turn.aimed.add(occupant.owner)


def pay_tolls(game, tribe, r, events, extra=0):
    """Check that the race's player can pay the tolls on r (and `extra` coins more), then pay
    them (IllegalAction when short, changing nothing: item 26)."""
    due = tolls(game, tribe, r)
    if not due:
        return
    player = game.players[tribe.owner]
    total = sum(coins for _seat, coins in due) + extra
    if player.coins < total:
        raise IllegalAction(f"{game.region_id(r)} asks {total} coins before a conquest and you have {player.coins}")
    for seat, coins in due:
        if game.harmony.get(tribe.owner) == (seat, coins):
            game.turn.used[("harmony", seat)] = 1        # Harmony pays once a turn
        pay(game, tribe.owner, seat, coins, events, region=r)
    items.tolls_paid(game, tribe, r)


def protection_reason(game, tribe, occupant, r):
    """Why the defending race's own abilities keep this attacker out (peace), or None."""
    if occupant.__class__ is not Tribe or tribe.declined:
        return None
    for p in occupant.effects.protects:
        reason = p.protects(game, occupant, tribe, r)
        if reason:
            return reason
    return None


def barred_reason(game, tribe, r):
    """Why the race cannot attack region r whatever it holds (water, immunity, the defender's
    peace), or None: the part of `reach_reason` a planner may ask once per region."""
    if game.board.water[r] and not tribe.effects.holds_water:
        return game.ruleset.water_reason
    if game.immune_at[r]:
        return game.immune_reason(r)
    occupant = game.occupant[r]
    if occupant.__class__ is Tribe and occupant.effects.protects and occupant is not tribe:
        return protection_reason(game, tribe, occupant, r) or None
    return None


def reach_reason(game, tribe, r, held=None):
    """Why the race cannot attack region r now (None if it can), ignoring its hand."""
    held = tribe.regions if held is None else held
    board = game.board
    if r in held:
        return f"you already hold {board.regions[r].id}"
    effects = tribe.effects
    reason = barred_reason(game, tribe, r)
    if reason:
        return reason
    if not held:
        if game.entry_regions[r]:
            return None
        for p in effects.may_enter:
            if p.may_enter(game, tribe, r):
                return None
        if game.entries_open:
            return "a race entering the map must start at an entry region"
        return "a race entering the map must start at a border region"
    if not board.neighbor_sets[r].isdisjoint(held):
        return None
    if game.entries_open and game.entry_regions[r]:
        return None       # any entry region, on any island, stays open to conquest
    for p in effects.reaches:
        if p.reaches(game, tribe, r):
            return None
    if effects.links and adjacent(game, tribe, r, held):
        return None
    return f"{board.regions[r].id} is not adjacent to any of your regions"


@dataclass
class CostBreakdown:
    """What a region costs the race, the way a player reads it: 2 + defence + changes, min 1."""

    region: str
    base: int = 2
    defence: list[tuple[str, int]] = field(default_factory=list)   # ("mountain", 1), ("tokens", 3)
    changes: list[tuple[str, int]] = field(default_factory=list)   # ("Giants", -1): race or power name
    total: int = 0

    def text(self) -> str:
        parts = [str(self.base)] + [f"{'+' if n >= 0 else '−'} {abs(n)} {what}" for what, n in self.defence]
        parts += [f"{'+' if n >= 0 else '−'} {abs(n)} {who}" for who, n in self.changes]
        return " ".join(parts) + f" = {self.total}"


def fee_waivers(game, tribe):
    """The primitives that may waive the race's crossing fee: its abilities', then those of the
    face-up items its active race controls (gathered once when many regions are priced)."""
    waivers = tribe.effects.waives_fee
    if game.items:
        controlled = items.item_primitives(game, tribe, "waives_fee")
        if controlled:
            waivers = waivers + tuple(controlled)
    return waivers


def crossing_fee(game, tribe, r, held=None, waivers=None):
    """The crossing fee due on region r: an entry region no region of the conquering race is
    adjacent to (adjacency its abilities grant counts), unless an ability of the race or an item
    it controls waives it (`waivers`: `fee_waivers`, when already gathered); 0 in a ruleset
    without one."""
    fee = game.ruleset.crossing_fee
    if not fee or not game.entry_regions[r] or not game.entries_open:
        return 0
    held = tribe.regions if held is None else held
    if adjacent(game, tribe, r, held):
        return 0
    for p in fee_waivers(game, tribe) if waivers is None else waivers:
        if p.waives_fee(game, tribe, r):
            return 0
    return fee


def cost(game, tribe, r, held=None, waivers=None):
    """Tokens needed to conquer region r, after the race's abilities (at least 1; `waivers`: the
    race's `fee_waivers`, when many regions are priced)."""
    value = 2 + game.tokens[r] + game.marker_defence[r]     # game.defence(r), inlined: asked a lot
    if game.entries_open and game.entry_regions[r]:     # the fee is only ever due on an entry region
        value += crossing_fee(game, tribe, r, held, waivers)
    effects = tribe.effects
    if effects.map_cost_changers:
        value += effects.map_cost(game.board)[r]
    changers = effects.game_cost_changers
    if changers:
        held = tribe.regions if held is None else held
        for p in changers:
            value += p.cost_change(game, tribe, r, held)
    floor = effects.min_stack
    return value if value > floor else floor


def cost_breakdown(game, tribe, r, held=None):
    """`cost` with its parts, for tooltips and the AI's explanations."""
    held = tribe.regions if held is None else held
    out = CostBreakdown(game.region_id(r))
    for name, amount in game.defence_parts(r):
        out.defence.append((name, amount))
    fee = crossing_fee(game, tribe, r, held) if game.entries_open else 0
    if fee:
        out.defence.append(("crossing fee", fee))
    for p in tribe.effects.cost_change:
        change = p.cost_change(game, tribe, r, held)
        if change:
            out.changes.append((p.source, change))
    value = out.base + sum(n for _, n in out.defence) + sum(n for _, n in out.changes)
    floor = tribe.effects.min_stack
    out.total = value if value > floor else floor
    return out


def abilities_keep_all(game, defender, replaced=False):
    """True when the defender's abilities or the items it controls (the Chapel: items 21, 66) keep
    every piece of a region it loses."""
    return not defender.declined and (
        any(p.loses_nothing(game, defender, replaced) for p in defender.effects.loses_nothing)
        or bool(game.items and any(p.loses_nothing(game, defender, replaced)
                                   for p in items.item_primitives(game, defender, "loses_nothing"))))


def losses_if_conquered(game, r, replaced=False):
    """What the region's owner would lose if it were conquered now: (to the tray, back to hand).

    The region's lone token is simply lost; otherwise one goes to the tray and the rest come
    back to hand, unless the defender's abilities keep them all (replaced: sorcery)."""
    defender = game.occupant[r]
    n = game.tokens[r]
    if defender is None:
        return 0, 0
    if defender is LOST_TRIBE or (defender.declined and game.ruleset.declined_lose_all):
        return n, 0          # natives, and declined tokens where the ruleset says all go (W item 22)
    keeps_all = not defender.declined and (
        any(game.markers[name][r] for name in game.ruleset.holder_markers)
        or abilities_keep_all(game, defender, replaced))
    if n <= 1:
        return (0, n) if keeps_all else (n, 0)
    return (0, n) if keeps_all else (1, n - 1)


def spare(game, defender, lost, back):
    """(lost, back) once the defender's abilities have saved what they may of the `lost` tokens:
    saved tokens come back to hand (item 65)."""
    for p in defender.effects.spares:
        saved = min(lost, p.spares(game, defender, lost))
        lost, back = lost - saved, back + saved
    return lost, back


def check_counts(game, tribe, raw, field, allow_zero=False):
    """Validate a {region id: count} mapping over the tribe's regions."""
    if not isinstance(raw, dict):
        raise IllegalAction(f"{field} needs tokens as {{region: count}}")
    counts = {}
    index = game.board.index
    held = tribe.regions
    low = 0 if allow_zero else 1
    for rid, n in raw.items():
        r = index.get(rid) if rid.__class__ is str or isinstance(rid, str) else None
        if r is None:
            raise IllegalAction(f"there is no region {rid!r} on this map")
        if r not in held:
            raise IllegalAction(f"{rid} is not held by your {tribe.race.name}")
        if (n.__class__ is not int and (isinstance(n, bool) or not isinstance(n, int))) or n < low:
            need = "0 or more" if allow_zero else "at least 1"
            raise IllegalAction(f"{rid} must get {need} tokens, not {n!r}")
        counts[r] = n
    return counts


@dataclass
class RedeployLimits:
    """What a redeployment of the race must do now."""

    spread: int           # tokens to place over its regions (map + hand + recruits − kept)
    recruits: int         # new tokens from the tray
    keep: int             # tokens that stay in hand, off the map
    may_leave_empty: bool  # regions the spread cannot cover may get 0 (and are abandoned)
    fields: tuple[str, ...] = ()   # marker fields its abilities allow (encampments, fortress, heroes)


def redeploy_total(game, tribe, camp, in_decline):
    """(tokens to spread over the regions, recruits from the tray, tokens kept in hand)."""
    total = tribe.hand
    tokens = game.tokens
    for r in tribe.regions:     # a plain loop: faster than sum(map(...)) over a race's few regions
        total += tokens[r]
    if in_decline:
        return total, 0, 0
    effects = tribe.effects
    recruits = 0
    if camp is not None and effects.recruits:
        wanted = sum(p.recruits(game, tribe, camp) for p in effects.recruits)
        recruits = min(wanted, game.tray[tribe.id])
    if game.items and tribe.regions:     # a place giving tokens (item 72: a race holding a region)
        givers = items.item_primitives(game, tribe, "recruits")     # mostly none: no sum to make
        if givers:
            wanted = sum(p.recruits(game, tribe, camp) for p in givers)
            recruits = min(recruits + wanted, game.tray[tribe.id])
    keep = effects.kept_off_map
    if keep:
        keep = min(keep, total + recruits)
    return total + recruits - keep, recruits, keep


def redeploy_limits(game, tribe, camp, in_decline):
    """`redeploy_total` with what else a redeployment of the race may do (a query's answer)."""
    spread, recruits, keep = redeploy_total(game, tribe, camp, in_decline)
    fields = () if in_decline else tuple(tribe.effects.fields)
    return RedeployLimits(spread, recruits, keep, tribe.effects.may_leave_regions_empty and not in_decline, fields)


class RedeployPlan:
    __slots__ = ("counts", "recruits", "keep", "fields", "keep_empty")


_NOT_FIELDS = frozenset(("type", "player", "race", "tokens"))
_NO_REGIONS = frozenset()


def check_redeploy(game, tribe, camp, action, in_decline):
    plan = RedeployPlan()
    plan.keep_empty = _NO_REGIONS
    spread, plan.recruits, plan.keep = redeploy_total(game, tribe, camp, in_decline)
    plan.fields = []
    raw = action.get("tokens", {})
    asked = [f for f in action if f not in _NOT_FIELDS]
    for name in asked:          # fields bringing new tokens (Forsaken recruits) add to the spread
        primitive = tribe.effects.fields.get(name) if not in_decline else None
        if primitive is not None and action[name] is not None and tribe.regions:
            extra = primitive.field_tokens(game, tribe, name, action[name], game.tray[tribe.id] - plan.recruits)
            spread += extra
            plan.recruits += extra
    if tribe.regions:
        plan.counts = _checked_counts(game, tribe, action, raw, spread, plan, in_decline)
    else:       # the whole hand is kept; only markers placed where the race is not may be given
        if raw:
            raise IllegalAction(f"your {tribe.race.name} hold no region to redeploy into")
        plan.counts, plan.keep = {}, tribe.hand
        for name in asked:
            primitive = tribe.effects.fields.get(name) if not in_decline else None
            if action[name] is not None and (primitive is None or primitive.fields_need_region):
                raise IllegalAction("markers need a region of yours")
    kept = {r for r, n in plan.counts.items() if n > 0} if asked else _NO_REGIONS
    for name in asked:
        value = action[name]
        if value is None:          # an omitted (or null) field leaves those markers where they are
            continue
        primitive = tribe.effects.fields.get(name) if not in_decline else None
        if primitive is None and game.items and not in_decline:    # an artifact it controls (the Heart)
            primitive = items.item_field(game, tribe, name)
        if primitive is None:
            raise IllegalAction(f"your {tribe.race.name} have no {name} to place")
        plan.fields.append((primitive, name, primitive.check_field(game, tribe, name, value, kept)))
    if not in_decline and tribe.effects.redeploy_checkers:
        given = {name for name in asked if action[name] is not None}
        for primitive in tribe.effects.redeploy_checkers:
            reason = primitive.redeploy_reason(game, tribe, given)
            if reason:
                raise IllegalAction(reason)
    return plan


def _checked_counts(game, tribe, action, raw, spread, plan, in_decline):
    """The redeployment's {region: tokens} over the race's regions, checked (`spread`: the tokens
    to place; sets `plan.keep_empty`, the regions a piece keeps at 0)."""
    may_leave_empty = tribe.effects.may_leave_regions_empty and not in_decline
    stack = tribe.effects.min_stack if not in_decline else 1
    fielders = tribe.effects.piece_fielders if not in_decline else ()
    piece_spots = _NO_REGIONS
    if fielders:                # a piece holding a region alone (the Champion)
        pieces = [p.piece_regions(game, tribe, action) for p in fielders]
        plan.keep_empty = {new for new, _old in pieces if new is not None}
        piece_spots = plan.keep_empty | {old for _new, old in pieces if old is not None}
    counts = check_counts(game, tribe, raw, "redeploy", allow_zero=may_leave_empty or stack > 1 or bool(piece_spots))
    missing = [game.region_id(r) for r in sorted(tribe.regions) if r not in counts] \
        if len(counts) < len(tribe.regions) else ()     # counts name only the race's regions
    if missing:
        raise IllegalAction(f"redeploy must give a count for every region you hold (missing {', '.join(missing)})")
    placed = sum(counts.values())
    if placed != spread:
        raise IllegalAction(f"place exactly {spread} tokens over your regions, not {placed}")
    if piece_spots and not (may_leave_empty or stack > 1):
        bare = [game.region_id(r) for r, n in counts.items() if n == 0 and r not in piece_spots]
        if bare:
            raise IllegalAction(f"{', '.join(bare)} must keep at least 1 token")
    if may_leave_empty and sum(1 for n in counts.values() if n > 0) < min(len(counts), spread):
        # regions get 0 only where the tokens cannot cover them: ≥ 1 per region as far as they go
        raise IllegalAction("keep at least 1 token in every region while you have tokens for it")
    if stack > 1:
        if any(0 < n < stack for n in counts.values()):
            raise IllegalAction(f"your {tribe.race.name} never stand alone: give each region 0 or at least {stack}")
        others = [n for r, n in counts.items() if r not in piece_spots]    # the Champion's may get 0 (item 34)
        if sum(1 for n in others if n > 0) < min(len(others), spread // stack):
            raise IllegalAction(f"keep at least {stack} tokens in every region while you have tokens for it")
    return counts


def perform_redeploy(game, tribe, camp, plan, events):
    ids = game.board.ids
    game.tray[tribe.id] -= plan.recruits
    for r, n in plan.counts.items():
        if n == 0 and r not in plan.keep_empty:
            game.clear_region(r, tribe)
        else:
            game.tokens[r] = n
    tribe.hand = plan.keep
    for primitive, name, checked in plan.fields:
        primitive.place_field(game, tribe, name, checked)
        cost = primitive.field_cost(game, tribe, name, checked)
        if cost:                    # coins a field costs, to the bank (Forsaken recruits)
            pay(game, tribe.owner, None, cost, events, kind="paid")
    events.append({"type": "redeployed", "player": tribe.owner, "race": tribe.id,
                   "tokens": {ids[r]: n for r, n in plan.counts.items()},
                   "recruits": plan.recruits, "kept_in_hand": plan.keep})


# -- a conquest using artifacts (a `conquer` naming them in `use`) ------------------------------

def checked_uses(game, tribe, raw):
    """The `use` list of a `conquer`: [(entry, its region, its primitive)], each an artifact the
    active race controls face up, usable in a conquest, not used yet this turn (items 56, 57)."""
    if not isinstance(raw, list) or not raw or not all(isinstance(e, str) for e in raw) or len(set(raw)) != len(raw):
        raise IllegalAction("use must list distinct artifacts to use in this conquest")
    if tribe.declined:
        raise IllegalAction("a declined race uses no artifact")
    found = {item.id: (r, item) for r, item in items.controlled(game, tribe)}
    out = []
    for entry in raw:
        if entry == tribe.race.id:          # the race's own ability used in a conquest (the Ethereals)
            where, name, usable = None, tribe.race.name, list(tribe.effects.usable)
        elif entry in found:
            where, item = found[entry]
            name, usable = item.name, [p for p in item.primitives if p.usable]
        else:
            raise IllegalAction(f"use: your {tribe.race.name} control no face-up {entry!r}")
        if not usable:
            raise IllegalAction(f"use: {name} is not used in a conquest")
        if game.turn.used.get(("use", entry)):
            raise IllegalAction(f"use: {name} was already used this turn")
        out.extend((entry, where, p) for p in usable)
    return out


def use_prelude(game, tribe, in_decline):
    """The checks of a conquest using artifacts that do not depend on its region: (campaign,
    tokens available) or IllegalAction."""
    camp = game.open_campaign(tribe, in_decline)
    available = game.ready_count(tribe, camp)
    if available < tribe.effects.min_stack:
        raise IllegalAction("you have no tokens in hand to conquer with")
    short = too_few_tokens(game, tribe)
    if short:
        raise IllegalAction(short)
    return camp, available


def check_use_conquest(game, tribe, in_decline, r, uses, prelude=None):
    """Check a conquest of r using `uses`: (campaign, cost, payments) or IllegalAction (`prelude`:
    `use_prelude`'s answer, when many regions are checked)."""
    camp, available = prelude or use_prelude(game, tribe, in_decline)
    least = tribe.effects.min_stack
    held = tribe.regions
    if any(p.use_reaches(game, tribe, r) for _e, _w, p in uses):
        if not held:
            raise IllegalAction("a race entering the map uses no artifact to reach a region (item 25)")
        held = held | set(game.board.neighbors[r])       # treated as adjacent
    reason = reach_reason(game, tribe, r, held)
    for _e, _w, p in uses:
        reason = reason or p.use_reason(game, tribe, r)
    if reason:
        raise IllegalAction(reason)
    price = cost(game, tribe, r, held)
    for _e, _w, p in uses:
        price = p.use_cost(game, tribe, r, price)
    price = max(price, least)
    payments = [p.use_payment(game, tribe, r) for _e, _w, p in uses]
    player = game.players[tribe.owner]
    due = sum(coins for _payee, coins in payments)
    owed = tolls(game, tribe, r)       # mostly none: no sum to make
    toll_coins = sum(coins for _seat, coins in owed) if owed else 0
    if player.coins < due + toll_coins:
        raise IllegalAction(f"this conquest costs {due + toll_coins} coins and you have {player.coins}")
    if available < price:
        raise IllegalAction(f"{game.region_id(r)} costs {price} tokens and you have {available}")
    return camp, price, payments


def conquer_using(game, tribe, in_decline, action, events):
    """A `conquer` naming artifacts in `use`: their reach, cost and payments apply to it, and
    each artifact used moves into the conquered region."""
    uses = checked_uses(game, tribe, action.get("use"))
    r = game.region_index(action.get("region"))
    camp, price, payments = check_use_conquest(game, tribe, in_decline, r, uses)
    due = sum(coins for _payee, coins in payments)
    pay_tolls(game, tribe, r, events, extra=due)     # the tolls first (item 58)
    game.ready_troops(tribe, camp, in_decline)
    camp.roll = None
    for payee, coins in payments:
        if coins:
            pay(game, tribe.owner, payee, coins, events, kind="paid", region=r)
    entries = list(dict.fromkeys(entry for entry, _w, _p in uses))
    for entry in entries:
        game.turn.used[("use", entry)] = 1
    game.take_region(tribe, r, price, camp, events, "conquer")
    for event in reversed(events):
        if event["type"] == "conquered":
            event["use"] = entries
            break
    for entry, where, _p in uses:            # artifacts move into the region where they were used
        moving = [e for e in game.items.get(where, ()) if e[0] == entry] if where is not None else []
        if moving and where != r:
            game.items[where].remove(moving[0])
            if not game.items[where]:
                del game.items[where]
            game.items.setdefault(r, []).append([entry, True])
