"""Cheap facts the computer players read again and again.

`BoardInfo` caches a board's static facts as plain lists; `TribeInfo` holds what
one tribe (real, or a hypothetical combo being valued) earns per region and how
much it pays for one, mirroring `game.model.conquest.cost` and
`game.model.scoring` exactly, so plans agree with the engine. Nothing here
changes the game.
"""

import weakref

from game.model.pieces import Tribe

_BOARDS = weakref.WeakKeyDictionary()


class BoardInfo:
    __slots__ = ("n", "neighbors", "terrain", "features", "border", "water", "coastal", "ids",
                 "cavern", "__weakref__")

    def __init__(self, board):
        regions = board.regions
        self.n = len(regions)
        self.neighbors = board.neighbors
        self.terrain = [r.terrain for r in regions]
        self.features = [r.features for r in regions]
        self.border = board.border
        self.water = board.water
        self.coastal = board.coastal
        self.ids = [r.id for r in regions]
        self.cavern = ["cavern" in r.features for r in regions]


def board_info(board):
    info = _BOARDS.get(board)
    if info is None:
        info = _BOARDS[board] = BoardInfo(board)
    return info


def chance_at_least(game, need):
    """Probability that one roll of the ruleset's die gives at least `need`."""
    faces = game.ruleset.die
    if need <= 0:
        return 1.0
    return sum(1 for f in faces if f >= need) / len(faces)


def region_income(bi, ab, r, declined=False):
    """Coins per turn one region gives to a tribe with these abilities."""
    v = 1
    for terrain, feature, amount, in_decline in ab.region_coins:
        if declined and not in_decline:
            continue
        if terrain is not None and bi.terrain[r] != terrain:
            continue
        if feature is not None and feature not in bi.features[r]:
            continue
        v += amount
    return v


def base_cost(game, r):
    return 2 + game.mountain[r] + game.fortress[r] + game.lair[r] + game.encampment[r] + game.tokens[r]


class TribeInfo:
    """Per-region income and discounts of one tribe, plus its static reach limits."""

    def __init__(self, game, tribe, in_decline=False):
        self.game = game
        self.tribe = tribe
        self.in_decline = in_decline
        bi = self.bi = board_info(game.board)
        ab = self.ab = tribe.ab
        n = bi.n
        self.income = [region_income(bi, ab, r, in_decline) for r in range(n)]
        if in_decline:
            # a declined tribe's abilities are already the shrunk ones
            self.decline_income = list(self.income)
        else:
            kept = _declined_rules(tribe)
            self.decline_income = [1 + sum(a for t, f, a in kept if (t is None or bi.terrain[r] == t)
                                           and (f is None or f in bi.features[r])) for r in range(n)]
        static = [0] * n
        self.near_terrain = []
        for kind, param, amount in ab.discounts:
            if kind == "near_own_terrain":
                self.near_terrain.append((param, amount))
                continue
            for r in range(n):
                if kind == "all":
                    static[r] += amount
                elif kind == "terrain" and bi.terrain[r] in param:
                    static[r] += amount
                elif kind == "feature" and param in bi.features[r]:
                    static[r] += amount
                elif kind == "coastal" and bi.coastal[r]:
                    static[r] += amount
        self.static_discount = static
        self.linked = ab.linked_features
        self.fly = ab.fly
        self.enter_anywhere = ab.enter_anywhere
        # regions this tribe may never attack this turn (water, immune, peace, its own)
        blocked = [False] * n
        for r in range(n):
            if bi.water[r] and not ab.hold_water:
                blocked[r] = True
            elif game.hole[r] or game.hero[r] or game.dragon[r]:
                blocked[r] = True
            else:
                occ = game.occupant[r]
                if occ is tribe:
                    blocked[r] = True
                elif occ.__class__ is Tribe and not tribe.declined and _peace_blocks(game, tribe, occ):
                    blocked[r] = True
        self.blocked = blocked

    def discount(self, r, held):
        d = self.static_discount[r]
        if self.near_terrain:
            terrain, neighbors = self.bi.terrain, self.bi.neighbors[r]
            for param, amount in self.near_terrain:
                for m in neighbors:
                    if m in held and terrain[m] == param:
                        d += amount
                        break
        return d

    def cost(self, r, held):
        v = base_cost(self.game, r) - self.discount(r, held)
        return v if v > 1 else 1

    def can_reach(self, r, held):
        if self.blocked[r] or r in held:
            return False
        bi = self.bi
        if not held:
            return bi.border[r] or self.enter_anywhere
        if self.fly:
            return True
        for m in bi.neighbors[r]:
            if m in held:
                return True
        if self.linked:
            feats = bi.features[r]
            for feature in self.linked:
                if feature in feats:
                    for h in held:
                        if feature in bi.features[h]:
                            return True
        return False

    def candidates(self, held):
        """Regions that might be reachable from `held` (a superset; check can_reach)."""
        bi = self.bi
        if not held or self.fly or self.linked:
            return range(bi.n)
        out = set()
        for h in held:
            out.update(bi.neighbors[h])
        out.difference_update(held)
        return sorted(out)


def _declined_rules(tribe):
    """The region-coin rules this (active) tribe keeps once declined."""
    kept = [(t, f, a) for t, f, a, d in tribe.race.abilities.region_coins if d]
    power = tribe.power
    if power is not None and power.abilities.extra_decline_slot:
        kept += [(t, f, a) for t, f, a, d in power.abilities.region_coins if d]
    return kept


def _peace_blocks(game, tribe, occupant):
    for diplomat, ally, protected in game.peace:
        if protected is occupant and ally == tribe.owner:
            return True
    return False


def tribe_strength(game, tribe):
    """Tokens the tribe could throw into conquests at its next turn."""
    on_map = 0
    for r in tribe.regions:
        on_map += game.tokens[r] - 1
    return on_map + tribe.hand + tribe.retreating


def player_income_estimate(game, seat):
    """A public guess at a player's income per turn: regions held plus visible bonuses."""
    player = game.players[seat]
    bi = board_info(game.board)
    total = 0
    for tribe in player.tribes():
        for r in tribe.regions:
            total += region_income(bi, tribe.ab, r, tribe.declined)
        if not tribe.declined:
            total += tribe.ab.turn_coins
    return total

