"""Cheap facts the computer players read again and again.

`BoardInfo` caches a board's static facts as plain lists. `TribeInfo` answers, for
one tribe (a race in play, or a combo being valued) during one decision, what the
planners ask again and again: the coins a region gives, what a conquest costs and
whether the race can reach a region from the position a plan imagines. Every
answer is the model's own (`games.smallworld.model.queries`, the code the engine runs; costs
are cached for the decision); nothing here restates a rule. `Traits` says what
the race's effect primitives let it do, in the planners' terms: it reads their
action types, redeploy fields, marker kinds and parameters, and asks their own
hooks about an imagined campaign (coins for a turn, recruits). Nothing here
changes the game.
"""

import weakref

from ..model import (
    BOARD_MARKERS,
    Campaign,
    IllegalAction,
    Primitive,
    Tribe,
    barred_reason,
    candidate_regions,
    conquest_cost,
    reach_reason,
    region_value,
    turn_income,
)


class _PerObject:
    """Facts derived once from a board or a ruleset, which never change: kept weakly per object,
    and the last object asked answered by identity first (a decision asks thousands of times).
    The last pair is one tuple swapped whole, so a second thread reads a consistent pair."""

    def __init__(self, derive):
        self._derive = derive
        self._known = weakref.WeakKeyDictionary()
        self._last = (None, None)

    def get(self, key):
        last = self._last
        if last[0] is key:
            return last[1]
        value = self._known.get(key)
        if value is None:
            value = self._known[key] = self._derive(key)
        self._last = (key, value)
        return value


# Redeploy field shapes (Primitive.field_ui) whose markers a redeployment takes back and places
# anew; a "region" field adds one marker.
REPLACED_SHAPES = ("counts", "regions")


class BoardInfo:
    __slots__ = ("n", "neighbors", "border", "water", "ids", "__weakref__")

    def __init__(self, board):
        regions = board.regions
        self.n = len(regions)
        self.neighbors = board.neighbors
        self.border = board.border
        self.water = board.water
        self.ids = [r.id for r in regions]


_BOARDS = _PerObject(BoardInfo)
# ruleset -> the chance of at least k with its die, by k
_DIE_CHANCES = _PerObject(lambda rules: [sum(1 for f in rules.die if f >= k) / len(rules.die)
                                         for k in range(max(rules.die) + 2)])


def board_info(board):
    return _BOARDS.get(board)


def chance_at_least(game, need):
    """Probability that one roll of the ruleset's die gives at least `need`."""
    if need <= 0:
        return 1.0
    table = _DIE_CHANCES.get(game.ruleset)
    k = int(need)
    if k != need:       # a fractional need (a weakened attacker's): the faces are whole numbers
        k += 1
    return table[k] if k < len(table) else 0.0


def board_defence(game, r):
    """Defence of the markers a conquest leaves in place (those of the board, not of a race)."""
    d = 0
    kinds = game.ruleset.marker_kinds
    for name in BOARD_MARKERS:
        kind = kinds.get(name)
        if kind is not None and kind.defence:
            d += game.markers[name][r] * kind.defence
    return d


class Traits:
    """What the race's primitives let it do, as the planners use it (read from `tribe.effects`).

    `in_decline`: the race as it acts in decline (only primitives that keep working)."""

    __slots__ = ("game", "tribe", "active", "dragon", "sorcery", "roll", "ally", "camps", "heroes",
                 "fortress", "fortress_coins", "replaced", "lair_marker", "lair_defence",
                 "holes", "holes_used", "keep", "recruits", "_coins", "_recruits")

    def __init__(self, game, tribe, in_decline=False):
        self.game, self.tribe = game, tribe
        effects = tribe.effects
        active = self.active = not in_decline

        def action(kind):
            p = effects.actions.get(kind)
            return p if p is not None and (active or p.in_decline) else None

        self.dragon = action("dragon")
        self.sorcery = action("sorcery")
        self.roll = action("roll")
        self.ally = action("ally")
        fields = effects.fields if active else {}
        camps, heroes, fortress = fields.get("encampments"), fields.get("heroes"), fields.get("fortress")
        self.camps = camps.p["count"] if camps is not None else 0
        self.heroes = heroes.p["count"] if heroes is not None else 0
        self.fortress = fortress
        self.fortress_coins = fortress.p.get("coins", 0) if fortress is not None else 0
        self.replaced = tuple(kind for f, p in fields.items() if p.field_ui.get(f, {}).get("shape") in REPLACED_SHAPES
                              for kind in p.markers)
        self.lair_marker, self.lair_defence = None, 0
        self.holes = self.holes_used = 0
        for p in effects.after_conquest:
            if not (active or p.in_decline):
                continue
            for kind in p.markers:     # what its conquests leave behind, read from the marker kind
                if kind.defence and kind.from_supply:
                    self.lair_marker, self.lair_defence = kind.name, kind.defence
                elif kind.immune and "count" in p.p:
                    self.holes = p.p["count"]
                    self.holes_used = tribe.counters.get(p.name, 0)
        self.keep = effects.kept_off_map if active else 0
        self.recruits = bool(effects.recruits) and active
        self._coins = {}
        self._recruits = {}

    def lairs(self):
        """Markers the race's conquests would still get from the supply."""
        return self.game.supply.get(self.lair_marker, 0) if self.lair_marker else 0

    def new_recruits(self, nonempty):
        """Tokens the race's abilities recruit for a turn with `nonempty` non-empty conquests
        (before the tray limit)."""
        if not self.recruits:
            return 0
        v = self._recruits.get(nonempty)
        if v is None:
            camp = Campaign()
            camp.nonempty = nonempty
            v = self._recruits[nonempty] = sum(p.recruits(self.game, self.tribe, camp)
                                               for p in self.tribe.effects.recruits)
        return v

    def turn_coins(self, nonempty=0):
        """Coins the race's abilities give for a turn with `nonempty` non-empty conquests, beyond
        its regions (the engine's hooks asked about an imagined campaign; 0 in decline)."""
        v = self._coins.get(nonempty)
        if v is None:
            v = 0
            if self.active:
                camp = Campaign()
                camp.nonempty = nonempty
                v = sum(p.turn_coins(self.game, self.tribe, camp) for p in self.tribe.effects.turn_coins)
            self._coins[nonempty] = v
        return v

    def conquest_coins(self):
        """Coins one more non-empty conquest adds to the turn's score."""
        return self.turn_coins(1) - self.turn_coins(0)

    def fortress_ok(self):
        """The race may build a fortress at this redeployment, in some region it would hold."""
        return self.fortress is not None and any(self.fortress_free(r, (r,)) for r in range(len(self.game.board)))

    def fortress_free(self, r, kept):
        """The fortress field may name region r, one of the regions `kept` (the primitive's own check)."""
        try:
            self.fortress.check_field(self.game, self.tribe, "fortress", self.game.region_id(r), kept)
        except IllegalAction:
            return False
        return True

    def kept_defence(self, r):
        """Defence markers of one of the race's regions that stay through its redeployment."""
        game = self.game
        d = game.defence(r) - game.tokens[r]
        for kind in self.replaced:
            if kind.defence:
                d -= game.markers[kind.name][r] * kind.defence
        return d

    def immune_after_redeploy(self, r, moved=()):
        """Region r stays immune whatever the redeployment places: an immune marker is there that
        the redeployment does not take back (nor one of the kinds `moved`, leaving this turn)."""
        game = self.game
        for name, kind in game.ruleset.marker_kinds.items():
            if kind.immune and game.markers[name][r] and name not in moved \
                    and not any(k.name == name for k in self.replaced):
                return True
        return False


def item_worth(game, tribe, r, hint_weight=0.25):
    """Coins per turn the items in region r are worth to the active race holding it: a face-up
    item's coin hooks asked about the race, its other abilities `hint_weight` per point of their
    `ai_pick_value`; a face-down item the mean of the items the ruleset draws."""
    worth = 0.0
    for item_id, face_up in game.items.get(r, ()):
        if face_up:
            worth += _one_item_worth(game, tribe, game.ruleset.items[item_id], hint_weight)
        else:
            deck = game.ruleset.deck_items
            if deck:
                worth += sum(_one_item_worth(game, tribe, game.ruleset.items[i], hint_weight)
                             for i in deck) / len(deck)
    return worth


def _one_item_worth(game, tribe, item, hint_weight):
    coins = 0.0
    for p in item.primitives:
        kind = type(p)
        if kind.turn_coins is not Primitive.turn_coins or kind.region_coins is not Primitive.region_coins:
            coins += p.turn_coins(game, tribe, None) + sum(p.region_coins(game, tribe, h) for h in tribe.regions)
        else:
            coins += hint_weight * p.ai_pick_value
    return coins


def recurring_turn_coins(game, tribe):
    """Coins the race's abilities give every turn after its first (for a combo being valued)."""
    later = Tribe(tribe.race, tribe.power, tribe.owner)
    later.scored_once = True
    return Traits(game, later).turn_coins(0)


class TribeInfo:
    """The model's answers about one tribe during one decision: coins per region, costs, reach."""

    def __init__(self, game, tribe, in_decline=False):
        self.game = game
        self.tribe = tribe
        self.in_decline = in_decline
        bi = self.bi = board_info(game.board)
        self.traits = Traits(game, tribe, in_decline)
        n = bi.n
        self.decline_income = [region_value(game, tribe, r, True) for r in range(n)]
        self.income = (list(self.decline_income) if in_decline
                       else [region_value(game, tribe, r, False) for r in range(n)])
        if game.items and not in_decline:      # an active race scores the items of its regions
            for r in game.items:
                self.income[r] += item_worth(game, tribe, r)
        # the regions held matter to a cost only through the race's cost-change hooks
        self._cost_by_region = [None] * n if not tribe.effects.cost_change else None
        self._cost = {}
        self._candidates = {}
        self._barred = [None] * n      # barred_reason per region, asked once: it ignores the regions held
        self._beside = game.board.neighbor_sets
        # reach_reason's answer per region from no region held, and from regions none of which is
        # beside it: the latter reads the regions held only through a links ability
        self._entering = [None] * n
        self._far = [None] * n if not tribe.effects.links else None

    def cost(self, r, held):
        """Tokens the race pays for region r while holding `held` (`conquest_cost`)."""
        by_region = self._cost_by_region
        if by_region is not None:
            v = by_region[r]
            if v is None:
                v = by_region[r] = conquest_cost(self.game, self.tribe, r, held)
            return v
        if held.__class__ is not frozenset:
            return conquest_cost(self.game, self.tribe, r, held)
        key = (r, held)
        v = self._cost.get(key)
        if v is None:
            v = self._cost[key] = conquest_cost(self.game, self.tribe, r, held)
        return v

    def can_reach(self, r, held):
        """The race may attack region r while holding `held` (`reach_reason` is None). The model is
        asked once per region what bars it whatever is held, and what it says from no region held
        or from regions not beside it; a region beside one held is reachable unless barred."""
        if r in held:
            return False
        barred = self._barred[r]
        if barred is None:
            barred = self._barred[r] = barred_reason(self.game, self.tribe, r) is not None
        if barred:
            return False
        if not held:
            known = self._entering
        elif not self._beside[r].isdisjoint(held):
            return True
        else:
            known = self._far
            if known is None:
                return reach_reason(self.game, self.tribe, r, held) is None
        ok = known[r]
        if ok is None:
            ok = known[r] = reach_reason(self.game, self.tribe, r, held) is None
        return ok

    def candidates(self, held):
        """Regions that might be reachable from `held` (a superset; check can_reach), kept per
        frozen set held: a plan's node is asked for its children, its die and its expansion."""
        if held.__class__ is not frozenset:
            return candidate_regions(self.game, self.tribe, held)
        v = self._candidates.get(held)
        if v is None:
            v = self._candidates[held] = candidate_regions(self.game, self.tribe, held)
        return v


def tribe_strength(game, tribe):
    """Tokens the tribe could throw into conquests at its next turn."""
    on_map = 0
    for r in tribe.regions:
        on_map += game.tokens[r] - 1
    return on_map + tribe.hand + tribe.retreating


def player_income_estimate(game, seat):
    """A public guess at a player's income per turn: what he would score if his turn ended now."""
    return turn_income(game, seat).coins
