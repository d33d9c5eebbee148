"""Threat: how likely each region of ours is to be taken before our next turn.

Every opponent race that acts before we do again is an attacker with a
strength (the tokens it can throw into conquests), a reach (its neighbours, or
more with Flying, Underworld, Seafaring) and its discounts. A player without a
strong active race is expected to pick a fresh combo and enter at the border.
An attacker goes for cheap regions first, so the chance it takes one of ours
falls quickly with the region's cost; the die extends its reach by up to 3.
"""

from .info import TribeInfo, board_info, chance_at_least, tribe_strength

FRESH_STRENGTH = 9      # tokens of a typical combo entering the map
FAR = 1 << 20


class Attacker:
    """One opponent race (or a combo an opponent is expected to pick) that may attack us."""

    __slots__ = ("seat", "tribe", "weight", "strength", "reach", "discount",
                 "sorcery", "dragon", "fresh", "peace")

    def __init__(self, seat, tribe, weight, strength, reach, discount,
                 sorcery=False, dragon=False, fresh=False, peace=False):
        self.seat, self.tribe, self.weight, self.strength = seat, tribe, weight, strength
        self.reach = reach      # steps from the attacker's regions (or the board's edge) to each region
        self.discount = discount
        self.sorcery, self.dragon, self.fresh = sorcery, dragon, fresh
        self.peace = peace      # bound by our Diplomat's peace: spares our active race


class ThreatParams:
    def __init__(self, kappa=0.3, beta=5.0, pmax=0.85, die_attack=0.5, sorcery_p=0.5,
                 dragon_p=0.08, fresh_weight=0.6, step_cost=2.5, distance_decay=0.6):
        self.kappa, self.beta, self.pmax, self.die_attack = kappa, beta, pmax, die_attack
        self.sorcery_p, self.dragon_p, self.fresh_weight = sorcery_p, dragon_p, fresh_weight
        self.step_cost, self.distance_decay = step_cost, distance_decay


def decline_likelihood(strength, regions):
    """How likely an opponent's active race is to decline rather than attack next turn."""
    if regions == 0 and strength == 0:
        return 1.0
    if strength <= 2:
        return 0.7
    if strength <= 4:
        return 0.35
    return 0.1


class ThreatMap:
    """Loss chances for regions held by `seat`, from the opponents' point of view."""

    def __init__(self, game, seat, ally=None, params=None):
        self.game = game
        self.seat = seat
        self.params = params or ThreatParams()
        self.bi = bi = board_info(game.board)
        self.attackers = []
        self._cache = {}
        self._border_dist = None
        n = len(game.players)
        peace_from = set()
        if ally is not None:
            peace_from.add(ally)
        for o in range(n):
            if o == seat:
                continue
            player = game.players[o]
            fresh_w = 0.0
            active = player.active
            if active is not None:
                s = tribe_strength(game, active)
                w_decl = decline_likelihood(s, len(active.regions))
                fresh_w = w_decl
                self._add_tribe(o, active, 1.0 - w_decl, s, peace=(o in peace_from))
            else:
                fresh_w = 1.0
            for tribe in player.declined:
                if tribe.ab.acts_in_decline:
                    s = tribe_strength(game, tribe)
                    if s > 0:
                        self._add_tribe(o, tribe, 1.0, s, peace=False)
            if fresh_w > 0:
                if self._border_dist is None:
                    self._border_dist = self._distances(None, None)
                self.attackers.append(Attacker(o, None, fresh_w * self.params.fresh_weight, FRESH_STRENGTH,
                                               self._border_dist, None, fresh=True))

    def _add_tribe(self, seat, tribe, weight, strength, peace):
        if weight <= 0 or strength <= 0:
            return
        game, bi = self.game, self.bi
        info = TribeInfo(game, tribe, tribe.declined)
        ab = tribe.ab
        if ab.fly or (not tribe.regions and ab.enter_anywhere):
            reach = [1] * bi.n
        elif not tribe.regions:
            reach = self._distances(None, ab)
        else:
            reach = self._distances(tribe.regions, ab)
        discount = [info.discount(r, tribe.regions) for r in range(bi.n)]
        self.attackers.append(Attacker(seat, tribe, weight, strength, reach, discount,
                                       sorcery=ab.sorcery and not tribe.declined,
                                       dragon=ab.dragon and not tribe.declined, peace=peace))

    def _distances(self, regions, ab):
        """Steps from the tribe's regions (or from outside the board) to every region."""
        bi = self.bi
        hold_water = ab is not None and ab.hold_water
        dist = [FAR] * bi.n
        frontier = []
        if regions is None:
            for r in range(bi.n):
                if bi.border[r] and (hold_water or not bi.water[r]):
                    dist[r] = 1
                    frontier.append(r)
        else:
            for r in regions:
                dist[r] = 0
            frontier = list(regions)
            if ab is not None and ab.linked_features:
                for feature in ab.linked_features:
                    if any(feature in bi.features[h] for h in regions):
                        for r in range(bi.n):
                            if feature in bi.features[r] and dist[r] > 1:
                                dist[r] = 1
                                frontier.append(r)
        while frontier:
            nxt = []
            for r in frontier:
                d = dist[r] + 1
                for m in bi.neighbors[r]:
                    if dist[m] > d and (hold_water or not bi.water[m]):
                        dist[m] = d
                        nxt.append(m)
            frontier = nxt
        return dist

    def attack_chance(self, att, r, defence, lone, active):
        """Chance that this attacker takes region r defended by `defence` (tokens and markers)."""
        p = self.params
        if self.bi.water[r] and (att.tribe is None or not att.tribe.ab.hold_water):
            return 0.0
        if active and att.peace:
            return 0.0
        dist = att.reach[r]
        if dist >= FAR or dist < 1:
            return 0.0
        c = 2 + defence - (att.discount[r] if att.discount is not None else 0)
        if c < 1:
            c = 1
        s = att.strength - p.step_cost * (dist - 1)
        chance = 0.0
        if s >= 1:
            if c <= s:
                chance = p.kappa * (3.0 / c) ** p.beta
            elif c <= s + 3:
                chance = p.die_attack * chance_at_least(self.game, c - s) * (3.0 / c) ** p.beta
            chance *= p.distance_decay ** (dist - 1)
        if dist == 1 and active and lone and att.sorcery:
            chance = max(chance, p.sorcery_p)
        if dist <= 2 and att.dragon and att.strength >= 1:
            chance = 1 - (1 - chance) * (1 - p.dragon_p)
        if chance > p.pmax:
            chance = p.pmax
        return chance * att.weight

    def loss(self, r, defence, lone=False, active=True):
        """Chance that region r (ours, `defence` = tokens + markers) is lost before our next turn."""
        key = (r, defence, lone, active)
        v = self._cache.get(key)
        if v is None:
            keep = 1.0
            for att in self.attackers:
                a = self.attack_chance(att, r, defence, lone, active)
                if a:
                    keep *= 1.0 - a
            v = self._cache[key] = 1.0 - keep
        return v

    def pressure_by_seat(self, regions, defence_of):
        """{seat: summed attack chance over the given regions} (for choosing a Diplomat ally)."""
        out = {}
        for att in self.attackers:
            if att.fresh or att.tribe is None or att.tribe.declined:
                continue
            total = 0.0
            for r in regions:
                total += self.attack_chance(att, r, defence_of(r), False, True)
            out[att.seat] = out.get(att.seat, 0.0) + total
        return out


def defence_markers(game, r):
    return game.mountain[r] + game.fortress[r] + game.lair[r] + game.encampment[r]


def is_immune(game, r):
    return bool(game.hole[r] or game.hero[r] or game.dragon[r])


