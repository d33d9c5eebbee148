"""What a position of The Wolves is worth to each seat, in VP: the planning levels' evaluation.

`evaluate(game, weights)` gives one number per seat: the VP it holds now (its score if the game
ended: tokens held, VP tokens, every area) plus what the board promises it:

- **regions**: each scoring token still on the map is worth its 1st-place value times the chance
  of being 1st when its phase scores, plus the 2nd-place value times the chance of being 2nd. A
  chance comes from the control differences (alphas break ties) blurred by the calendar days left
  before that phase: a lead is nearly sure when the phase is scheduled, loose when it is far. So
  filling a day (Howl, Upgrade, Dominate) is worth something to whoever leads where the next
  phase scores, and costs whoever trails. A rival that may still come is counted as one more
  colour with no control.
- **hunts**: a share of the next hunt cell's worth (and its bonus action) per prey stack where
  the pack already holds 1 or 2 of the 3 hexes around it;
- **options**: lone wolves within Howl range that the tiles can pay, dens ready to become lairs,
  foreign pieces open to Dominate; the bonus tokens held; the attributes above their start; the
  terrains the tiles can pay. These fade as the full moon nears (`remain`), since at the end
  only VP count.

`utility(values, seat)` is what a seat maximises: its value less the opponents' (two players:
the other's; more: a mix of the best and the average opponent's).
Everything is read from the public state; nothing here draws a random number.
"""

from __future__ import annotations

import math
import weakref
from dataclasses import dataclass
from typing import Any

Hex = tuple[int, int]


@dataclass(frozen=True)
class Weights:
    """The numbers of the evaluation (VP, or VP per unit)."""

    sigma_base: float = 0.35          # blur of a control difference at a phase scheduled now
    sigma_per_day: float = 0.45       # ... growing by this per calendar day left before the phase
    hunt_one: float = 0.12            # share of a hunt's worth with 1 of the 3 hexes held
    hunt_two: float = 0.45            # ... with 2 of them
    howl_options: tuple[float, ...] = (1.0, 0.4)      # the 1st, 2nd lone wolf within reach
    upgrade_ready: float = 1.6        # a den beside water, an alpha by it, lairs left
    upgrade_later: float = 0.5        # a den beside water without an alpha by it
    dominate_options: tuple[float, ...] = (0.5, 0.2)
    bonus_terrain: float = 1.0
    bonus_action: float = 2.5
    spread: float = 0.5               # per point above the start value
    speed: float = 0.3
    howl: float = 0.6
    pay_one: float = 0.2              # per terrain the tiles can pay once
    pay_two: float = 0.25             # ... twice
    pay_three: float = 0.1            # ... three times
    leader_weight: float = 0.5        # 3+ players: weight of the best opponent against the average


DEFAULT = Weights()


class _Static:
    """What the evaluation asks of a map again and again, worked out once per map."""

    def __init__(self, game: Any) -> None:
        ground = game.ground
        self.regions = ground.regions
        self.region_of: dict[Hex, str] = {h: b for b in ground.regions for h in ground.region_land[b]}
        self.prey_adj: dict[Hex, tuple[Hex, ...]] = {h: ground.adj[h] for h in ground.prey_hexes}
        self.prey_hexes = ground.prey_hexes
        self.lone_wolf_hexes = ground.lone_wolf_hexes
        self.by_water = ground.by_water
        self.terrain = ground.terrain
        self.adj = ground.adj
        near: dict[Hex, list[Hex]] = {}
        for ph in ground.prey_hexes:
            for n in ground.adj[ph]:
                near.setdefault(n, []).append(ph)
        self.near_prey: dict[Hex, tuple[Hex, ...]] = {h: tuple(found) for h, found in near.items()}
        self._disks: dict[tuple[Hex, int], frozenset[Hex]] = {}
        self._reach: dict[tuple[tuple[Hex, ...], int], frozenset[Hex]] = {}

    def reach_of(self, alphas: tuple[Hex, ...], radius: int) -> frozenset[Hex]:
        """The land hexes within `radius` of any of `alphas`."""
        key = (alphas, radius)
        found = self._reach.get(key)
        if found is None:
            if len(self._reach) > 50_000:
                self._reach.clear()
            found = self._reach[key] = frozenset().union(*(self.disk(a, radius) for a in alphas))
        return found

    def disk(self, centre: Hex, radius: int) -> frozenset[Hex]:
        """The land hexes at distance <= radius from `centre` (C1: plain hex distance)."""
        key = (centre, radius)
        found = self._disks.get(key)
        if found is None:
            q0, r0 = centre
            terrain = self.terrain
            found = self._disks[key] = frozenset(
                (q0 + dq, r0 + dr) for dq in range(-radius, radius + 1)
                for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)
                if (q0 + dq, r0 + dr) in terrain)
        return found


_STATIC: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def static(game: Any) -> _Static:
    found = _STATIC.get(game.ground)
    if found is None:
        found = _STATIC[game.ground] = _Static(game)
    return found


def _beats(d: float, sigma: float) -> float:
    """The chance that a colour ahead by `d` control points stays ahead."""
    x = d / sigma
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def remaining(game: Any) -> float:
    """The share of the game still to come, by the calendar: 1 at the start, 0 once the full moon is due."""
    if game.over or "full" in game.scheduled or "full" in game.scored:
        return 0.0
    return max(0.0, 1.0 - len(game.calendar) / game.phase_days["full"])


_AWARDS: dict[tuple, tuple[tuple[str, float], ...]] = {}       # a region's awards, by what decides them
_AWARDS_KEPT = 200_000


def _region_awards(values: Any, weights: Weights, stack: tuple[str, ...], days: tuple[int, ...],
                   present: tuple[tuple[str, int, int], ...]) -> tuple[tuple[str, float], ...]:
    """((pack, VP expected), ...) from one region's scoring tokens still to score (module doc)."""
    key = (weights.sigma_base, weights.sigma_per_day, stack, days, present)
    found = _AWARDS.get(key)
    if found is not None:
        return found
    rivals = [*present, (None, 0, 0)]         # None: a colour that may still come
    totals = dict.fromkeys((pack for pack, _c, _a in present), 0.0)
    for kind, left in zip(stack, days):
        sigma = weights.sigma_base + weights.sigma_per_day * left
        first, second = values.first_value[kind], values.second_value[kind]
        for pack, c, a in present:
            chances = []
            for other, oc, oa in rivals:
                if other == pack:
                    continue
                d = c - oc
                if d == 0:
                    d = 0.5 if a > oa else -0.5 if a < oa else 0.0
                chances.append(_beats(d, sigma))
            p1 = 1.0
            for p in chances:
                p1 *= p
            p2 = 0.0
            for i, lose in enumerate(chances):
                term = 1.0 - lose
                for j, p in enumerate(chances):
                    if j != i:
                        term *= p
                p2 += term
            totals[pack] += first * p1 + second * p2
    if len(_AWARDS) > _AWARDS_KEPT:
        _AWARDS.clear()
    found = _AWARDS[key] = tuple(totals.items())
    return found


def region_awards(game: Any, weights: Weights, control: dict[str, dict[str, list[int]]]) -> dict[str, float]:
    """{pack: VP it may expect from the scoring tokens still on the map}, every colour (the virtual
    pack's share is computed and thrown away by the caller)."""
    values = game.values
    filled = len(game.calendar)
    phase_days = game.phase_days
    scheduled = game.scheduled
    awards: dict[str, float] = {}
    for b, stack in game.scoring.items():
        if not stack:
            continue
        found = control.get(b)
        if not found:
            continue
        present = tuple((pack, c, a) for pack, (c, a) in found.items() if c >= 1)
        if not present:
            continue
        days = tuple(0 if depth == 0 and kind in scheduled else max(1, phase_days[kind] - filled)
                     for depth, kind in enumerate(stack))
        for pack, vp in _region_awards(values, weights, stack, days, present):
            awards[pack] = awards.get(pack, 0.0) + vp
    return awards


def evaluate(game: Any, weights: Weights = DEFAULT) -> list[float]:
    """Each seat's value of the position (module doc)."""
    values = game.values
    boards = game.boards
    if game.over:
        return [float(board.score(values)["total"]) for board in boards]
    st = static(game)
    remain = remaining(game)
    packs = game.packs
    region_of = st.region_of
    near_prey = st.near_prey
    control: dict[str, dict[str, list[int]]] = {}
    alphas: dict[str, list[Hex]] = {p: [] for p in packs}
    dens: dict[str, list[Hex]] = {p: [] for p in packs}
    lairs_on: dict[str, set[str]] = {p: set() for p in packs}
    surround: dict[tuple[Hex, str], int] = {}      # (prey hex, pack): hexes beside it holding its wolves
    targets: list[tuple[Hex, str]] = []            # (hex, pack) of pieces open to Dominate
    for h, content in game.pieces.items():
        b = region_of.get(h)
        two_alike = len(content) == 2 and content[0][0] == content[1][0]
        if b is not None:
            found = control.get(b)
            if found is None:
                found = control[b] = {}
        for pack, kind in content:
            if b is not None:
                entry = found.get(pack)
                if entry is None:
                    entry = found[pack] = [0, 0]
                if kind == "lair":
                    entry[0] += 3
                else:
                    entry[0] += 1
                    if kind == "alpha":
                        entry[1] += 1
            if kind == "alpha" or kind == "pack":
                if kind == "alpha" and pack in alphas:
                    alphas[pack].append(h)
                elif not two_alike:
                    targets.append((h, pack))
            elif kind == "den":
                if pack in dens:
                    dens[pack].append(h)
                if not two_alike:
                    targets.append((h, pack))
            elif b is not None and pack in lairs_on:
                lairs_on[pack].add(b)
        prey_by = near_prey.get(h)
        if prey_by:
            for pack in {pack for pack, kind in content if kind == "alpha" or kind == "pack"}:
                for ph in prey_by:
                    key = (ph, pack)
                    surround[key] = surround.get(key, 0) + 1
    awards = region_awards(game, weights, control)
    out = []
    terrain = st.terrain
    prey = game.prey
    for seat, board in enumerate(boards):
        pack = board.pack
        v = float(board.score(values)["total"]) + awards.get(pack, 0.0)
        # hunts within reach
        hunted = board.hunt
        if len(hunted) < 5 and surround:
            vp = values.hunt_vp[board.side]
            gain = vp[len(hunted)] - (vp[len(hunted) - 1] if hunted else 0)
            if values.hunt_reward[board.side]:
                gain += weights.bonus_action * remain
            for ph, stack in prey.items():
                k = surround.get((ph, pack), 0)
                if k and stack[-1] not in hunted:
                    v += gain * (weights.hunt_two if k >= 2 else weights.hunt_one)
        if remain > 0:
            v += remain * _options(game, weights, seat, board, alphas[pack], dens[pack], lairs_on[pack],
                                   targets, terrain)
        out.append(v)
    return out


def _options(game: Any, weights: Weights, seat: int, board: Any, alphas: list[Hex], dens: list[Hex],
             lairs_on: set[str], targets: list[tuple[Hex, str]], terrain: dict[Hex, str]) -> float:
    """What the seat's tokens, attributes, tiles and reachable targets promise (before `remain`)."""
    values = game.values
    faces = values.tile_faces(board.pack)
    counts: dict[str, int] = {}
    for i in range(6):
        t = faces[i][board.faces[i]]
        counts[t] = counts.get(t, 0) + 1
    spare = board.bonus_terrain
    v = spare * weights.bonus_terrain + board.bonus_action * weights.bonus_action
    for t in values.terrains:
        have = counts.get(t, 0) + spare
        if have >= 1:
            v += weights.pay_one
            if have >= 2:
                v += weights.pay_two
                if have >= 3:
                    v += weights.pay_three
    dens_taken = board.dens
    v += (dens_taken["spread"] * weights.spread + dens_taken["speed"] * weights.speed
          + dens_taken["howl"] * weights.howl)
    if not alphas:
        return v
    st = static(game)
    reach = values.attributes["howl"][dens_taken["howl"]]
    in_range = st.reach_of(tuple(alphas), reach)
    # lone wolves within Howl range, payable
    if board.next_wolf_cell(values) is not None:
        found = sum(1 for h in game.lone_wolves if h in in_range and counts.get(terrain[h], 0) + spare >= 2)
        v += sum(weights.howl_options[:found])
    # dens that may become lairs
    if board.lairs < 4 and dens:
        best = 0.0
        for h in dens:
            if h not in st.by_water or st.region_of.get(h) in lairs_on:
                continue
            near = not st.disk(h, 1).isdisjoint(alphas)
            if near and counts.get(terrain[h], 0) + spare >= 2:
                best = max(best, weights.upgrade_ready)
            else:
                best = max(best, weights.upgrade_later)
        v += best
    # foreign pieces open to Dominate
    if targets and weights.dominate_options:
        found = 0
        pack = board.pack
        for h, owner in targets:
            if owner != pack and h in in_range and counts.get(terrain[h], 0) + spare >= 3:
                found += 1
                if found >= len(weights.dominate_options):
                    break
        v += sum(weights.dominate_options[:found])
    return v


def utility(values: list[float], seat: int, weights: Weights = DEFAULT) -> float:
    """What `seat` maximises: its value less its opponents' (module doc)."""
    others = [v for i, v in enumerate(values) if i != seat]
    if len(others) == 1:
        return values[seat] - others[0]
    w = weights.leader_weight
    return values[seat] - (w * max(others) + (1 - w) * sum(others) / len(others))
