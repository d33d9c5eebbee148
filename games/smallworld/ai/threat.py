"""Threat: how likely each region of ours is to be taken before our next turn.

Every opponent race that acts before we do again is an attacker with a
strength (the tokens it can throw into conquests), a reach (steps from its
regions as the model's `reach_reason` sees them, abilities that widen it
included) and its cost changes (`cost_breakdown`). A player without a strong
active race is expected to pick a fresh combo and enter at the border. An
attacker goes for cheap regions first, so the chance it takes one of ours
falls quickly with the region's cost; the die extends its reach by up to 3.
"""

from ..model import CostBreakdown, candidate_regions, cost_breakdown, reach_reason
from .info import Traits, board_info, chance_at_least, tribe_strength

FRESH_STRENGTH = 9      # tokens of a typical combo entering the map
FAR = 1 << 20
BASE_COST = CostBreakdown("").base   # what a region costs before its defence and the race's changes


class Attacker:
    """One opponent race (or a combo an opponent is expected to pick) that may attack us."""

    __slots__ = ("seat", "tribe", "weight", "strength", "reach", "game", "offsets",
                 "sorcery", "dragon", "fresh", "peace")

    def __init__(self, seat, tribe, weight, strength, reach, game,
                 sorcery=False, dragon=False, fresh=False, peace=False):
        self.seat, self.tribe, self.weight, self.strength = seat, tribe, weight, strength
        self.reach = reach      # steps from the attacker's regions (or the board's edge) to each region
        self.game = game
        self.offsets = [None] * len(reach)   # filled by `offset` as regions are asked about
        self.sorcery, self.dragon, self.fresh = sorcery, dragon, fresh
        self.peace = peace      # bound by our peace: spares our active race

    def offset(self, r):
        """What region r costs this attacker beyond its defence: the base and its race's changes."""
        if self.tribe is None:
            v = BASE_COST
        else:
            bd = cost_breakdown(self.game, self.tribe, r)
            v = bd.base + sum(n for _, n in bd.changes)
        self.offsets[r] = v
        return v


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
    """Loss chances for regions held by `seat`, from the opponents' point of view.

    `memo`: a dict kept for one decision (one game state), so that threat maps built for it share
    the attackers' reach and costs instead of asking the model again."""

    def __init__(self, game, seat, ally=None, params=None, memo=None):
        self.game = game
        self._memo = memo if memo is not None else {}
        self.seat = seat
        self.params = params or ThreatParams()
        self.bi = board_info(game.board)
        self.attackers = []
        self._cache = {}
        # (3 / cost) ** beta by cost: how fast an attacker's interest falls with a region's cost
        self._steep = [0.0] + [(3.0 / c) ** self.params.beta for c in range(1, 40)]
        self._near = [None] * self.bi.n     # per region, the attackers whose chance there can be above 0
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
                if tribe.effects.acts_in_decline:
                    s = tribe_strength(game, tribe)
                    if s > 0:
                        self._add_tribe(o, tribe, 1.0, s, peace=False)
            if fresh_w > 0:
                if self._border_dist is None:
                    self._border_dist = self._memo.get("border")
                    if self._border_dist is None:
                        self._border_dist = self._memo["border"] = self._border_steps()
                self.attackers.append(Attacker(o, None, fresh_w * self.params.fresh_weight, FRESH_STRENGTH,
                                               self._border_dist, game, fresh=True))

    def _add_tribe(self, seat, tribe, weight, strength, peace):
        if weight <= 0 or strength <= 0:
            return
        game = self.game
        known = self._memo.get(tribe)
        if known is None:
            traits = Traits(game, tribe, tribe.declined)
            known = self._memo[tribe] = (self._steps(tribe), [None] * self.bi.n,
                                         traits.sorcery is not None, traits.dragon is not None)
        steps, offsets, sorcery, dragon = known
        att = Attacker(seat, tribe, weight, strength, steps, game, sorcery=sorcery, dragon=dragon, peace=peace)
        att.offsets = offsets       # shared: what a region costs the attacker does not depend on the map's owner
        self.attackers.append(att)

    def _steps(self, tribe):
        """Steps from the tribe's regions to every region: 1 where the model lets it attack now,
        k where it would first take k - 1 regions on the way (immune regions count as passable:
        their markers may move before the attack)."""
        game, n = self.game, self.bi.n
        dist = [FAR] * n
        held = set(tribe.regions)
        for r in held:
            dist[r] = 0
        step = 1
        while True:
            new = []
            for r in candidate_regions(game, tribe, held):
                if dist[r] == FAR:
                    reason = reach_reason(game, tribe, r, held)
                    if reason is None or reason == game.immune_reason(r):
                        new.append(r)
            if not new:
                return dist
            for r in new:
                dist[r] = step
            held.update(new)
            step += 1

    def _border_steps(self):
        """Steps from outside the board to every land region, for a race not yet picked."""
        bi = self.bi
        dist = [FAR] * bi.n
        frontier = []
        for r in range(bi.n):
            if bi.border[r] and not bi.water[r]:
                dist[r] = 1
                frontier.append(r)
        while frontier:
            nxt = []
            for r in frontier:
                d = dist[r] + 1
                for m in bi.neighbors[r]:
                    if dist[m] > d and not bi.water[m]:
                        dist[m] = d
                        nxt.append(m)
            frontier = nxt
        return dist

    def attack_chance(self, att, r, defence, lone, active):
        """Chance that this attacker takes region r defended by `defence` (tokens and markers)."""
        p = self.params
        if active and att.peace:
            return 0.0
        dist = att.reach[r]
        if dist >= FAR or dist < 1:
            return 0.0
        c = att.offsets[r]
        if c is None:
            c = att.offset(r)
        c += defence
        if c < 1:
            c = 1
        s = att.strength - p.step_cost * (dist - 1)
        chance = 0.0
        if s >= 1:
            if c <= s + 3:
                steep = self._steep[c] if c < 40 else (3.0 / c) ** p.beta
                if c <= s:
                    chance = p.kappa * steep
                else:
                    chance = p.die_attack * chance_at_least(self.game, c - s) * steep
            if dist > 1:
                chance *= p.distance_decay ** (dist - 1)
        if dist == 1 and active and lone and att.sorcery:
            chance = max(chance, p.sorcery_p)
        if dist <= 2 and att.dragon and att.strength >= 1:
            chance = 1 - (1 - chance) * (1 - p.dragon_p)
        if chance > p.pmax:
            chance = p.pmax
        return chance * att.weight

    def _may_attack(self, att, r):
        """Whether `attack_chance` can be above 0 for this attacker at region r, whatever the defence:
        in reach, with tokens left after the steps on the way (or a sorcerer's or dragon's reach)."""
        dist = att.reach[r]
        if dist >= FAR or dist < 1:
            return False
        return (att.strength - self.params.step_cost * (dist - 1) >= 1 or (dist == 1 and att.sorcery)
                or (dist <= 2 and att.dragon and att.strength >= 1))

    def loss(self, r, defence, lone=False, active=True):
        """Chance that region r (ours, `defence` = tokens + markers) is lost before our next turn."""
        key = (r, defence, lone, active)
        v = self._cache.get(key)
        if v is None:
            near = self._near[r]
            if near is None:
                near = self._near[r] = [att for att in self.attackers if self._may_attack(att, r)]
            keep = 1.0
            for att in near:
                a = self.attack_chance(att, r, defence, lone, active)
                if a:
                    keep *= 1.0 - a
            v = self._cache[key] = 1.0 - keep
        return v

    def pressure_by_seat(self, regions, defence_of):
        """{seat: summed attack chance over the given regions} (for choosing whom to make peace with)."""
        out = {}
        for att in self.attackers:
            if att.fresh or att.tribe is None or att.tribe.declined:
                continue
            total = 0.0
            for r in regions:
                total += self.attack_chance(att, r, defence_of(r), False, True)
            out[att.seat] = out.get(att.seat, 0.0) + total
        return out
