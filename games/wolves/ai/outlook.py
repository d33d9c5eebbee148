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
    threat: float = 0.0               # weight of the wolves a colour can bring into a region in one Move
    # "pairwise": each colour's chance to beat each other one, a colour that may come as a rival
    # of no control; "normal": every player's control at the scoring drawn around its present one
    # with a spread of normal_base + normal_per_root_day * sqrt(days left), every player counted
    # (absent ones from 0), and the rules' own awards once the phase is scheduled
    region_model: str = "normal"
    normal_base: float = 0.3
    normal_per_root_day: float = 0.65


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
        self._approach: dict[tuple[str, int], frozenset[Hex]] = {}
        self.board_land = ground.region_land

    def approach(self, board_id: str, steps: int) -> frozenset[Hex]:
        """The land hexes outside a region board within `steps` steps of its land (through land)."""
        key = (board_id, steps)
        found = self._approach.get(key)
        if found is None:
            land = self.board_land[board_id]
            seen = set(land)
            frontier = list(land)
            for _ in range(steps):
                ring = []
                for h in frontier:
                    for n in self.adj[h]:
                        if n not in seen:
                            seen.add(n)
                            ring.append(n)
                frontier = ring
            found = self._approach[key] = frozenset(seen - set(land))
        return found

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
                   present: tuple[tuple[str, int, int, int], ...]) -> tuple[tuple[str, float], ...]:
    """((pack, VP expected), ...) from one region's scoring tokens still to score (module doc);
    `present`: (pack, control, alphas, wolves it can bring in one Move) of each colour there or near."""
    key = (weights.sigma_base, weights.sigma_per_day, weights.threat, stack, days, present)
    found = _AWARDS.get(key)
    if found is not None:
        return found
    totals = dict.fromkeys((entry[0] for entry in present), 0.0)
    for kind, left in zip(stack, days):
        sigma = weights.sigma_base + weights.sigma_per_day * left
        first, second = values.first_value[kind], values.second_value[kind]
        near = weights.threat * min(1.0, left / 2)
        rivals = [(pack, c + near * r, a) for pack, c, a, r in present if c >= 1 or near * r > 0]
        rivals.append((None, 0, 0))          # None: a colour that may still come
        for pack, c, a in rivals:
            if pack is None:
                continue
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


# the standard normal density on a grid: the expectation over one colour's own luck
_GRID = [(-3.0 + 0.75 * k) for k in range(9)]
_GRID_WEIGHTS = [math.exp(-z * z / 2) for z in _GRID]
_GRID_WEIGHTS = [w / sum(_GRID_WEIGHTS) for w in _GRID_WEIGHTS]
_PHI_STEP = 0.02
_PHI_LIMIT = 8.0
_PHI_TABLE = [0.5 * (1.0 + math.erf((-_PHI_LIMIT + _PHI_STEP * k) / math.sqrt(2.0)))
              for k in range(int(2 * _PHI_LIMIT / _PHI_STEP) + 1)]


def _phi(x: float) -> float:
    """The standard normal distribution function, from a table (to 0.02)."""
    if x <= -_PHI_LIMIT:
        return 0.0
    if x >= _PHI_LIMIT:
        return 1.0
    return _PHI_TABLE[int((x + _PHI_LIMIT) / _PHI_STEP + 0.5)]


def _scored_now(values: Any, kind: str, colours: list[tuple[str, float, int]]) -> dict[str, float]:
    """The awards of §5 if the region scored now: a single 1st the 1st value, a single 2nd the 2nd;
    a tie for 1st the 2nd value each; nobody with no control."""
    ranked = sorted(((c, a) for _p, c, a in colours if c >= 1), reverse=True)
    out = {}
    for pack, c, a in colours:
        if c < 1:
            continue
        above = sum(1 for key in ranked if key > (c, a))
        same = ranked.count((c, a))
        if above == 0:
            out[pack] = values.first_value[kind] if same == 1 else values.second_value[kind]
        elif above == 1 and same == 1 and ranked[0] != ranked[1]:
            out[pack] = values.second_value[kind]
    return out


def _normal_awards(values: Any, weights: Weights, stack: tuple[str, ...], days: tuple[int, ...],
                   colours: tuple[tuple[str, int, int, int], ...]) -> tuple[tuple[str, float], ...]:
    key = ("normal", weights.normal_base, weights.normal_per_root_day, weights.threat, stack, days, colours)
    found = _AWARDS.get(key)
    if found is not None:
        return found
    totals = dict.fromkeys((entry[0] for entry in colours), 0.0)
    for kind, left in zip(stack, days):
        if left == 0:
            for pack, vp in _scored_now(values, kind, [(p, c, a) for p, c, a, _r in colours]).items():
                totals[pack] += vp
            continue
        spread = weights.normal_base + weights.normal_per_root_day * math.sqrt(left)
        near = weights.threat * min(1.0, left / 2)
        level = [(pack, c + near * r + 0.1 * a) for pack, c, a, r in colours]
        first, second = values.first_value[kind], values.second_value[kind]
        for pack, c in level:
            diffs = [(c - oc) / spread for other, oc in level if other != pack]
            p1 = p2 = 0.0
            for z, w in zip(_GRID, _GRID_WEIGHTS):
                beaten = 1.0            # every other colour below this one
                one_above = 0.0         # exactly one above
                for d in diffs:
                    b = _phi(d + z)
                    one_above = one_above * b + beaten * (1.0 - b)
                    beaten *= b
                p1 += w * beaten
                p2 += w * one_above
            totals[pack] += first * p1 + second * p2
    if len(_AWARDS) > _AWARDS_KEPT:
        _AWARDS.clear()
    found = _AWARDS[key] = tuple(totals.items())
    return found


def region_awards(game: Any, weights: Weights, control: dict[str, dict[str, list[int]]],
                  coming: dict[str, dict[str, int]] | None = None) -> dict[str, float]:
    """{pack: VP it may expect from the scoring tokens still on the map}, every colour (the virtual
    pack's share is computed and thrown away by the caller). `coming`: {region: {pack: wolves it
    can bring there in one Move}}."""
    values = game.values
    filled = len(game.calendar)
    phase_days = game.phase_days
    scheduled = game.scheduled
    awards: dict[str, float] = {}
    for b, stack in game.scoring.items():
        if not stack:
            continue
        found = control.get(b, {})
        near = coming.get(b, {}) if coming else {}
        days = tuple(0 if depth == 0 and kind in scheduled else max(1, phase_days[kind] - filled)
                     for depth, kind in enumerate(stack))
        if weights.region_model == "normal":
            if not found and not near:
                continue          # nobody there or near: every player's chance is the same
            colours = tuple((pack, *found.get(pack, (0, 0)), near.get(pack, 0)) for pack in game.packs)
            colours += tuple((pack, c, a, 0) for pack, (c, a) in found.items() if pack not in game.seat_of)
            for pack, vp in _normal_awards(values, weights, stack, days, colours):
                awards[pack] = awards.get(pack, 0.0) + vp
            continue
        present = tuple((pack, c, a, near.get(pack, 0)) for pack, (c, a) in found.items() if c >= 1)
        present += tuple((pack, 0, 0, r) for pack, r in near.items() if r and pack not in found)
        if not present:
            continue
        for pack, vp in _region_awards(values, weights, stack, days, present):
            awards[pack] = awards.get(pack, 0.0) + vp
    return awards


def reinforcements(game: Any, wolves: dict[str, list[Hex]]) -> dict[str, dict[str, int]]:
    """{region: {pack: wolves of the pack outside the region that one Move could bring in}} for the
    regions still to score (at most the pack's Spread; a hex of two wolves counts two)."""
    st = static(game)
    values = game.values
    out: dict[str, dict[str, int]] = {}
    for board in game.boards:
        mine = wolves.get(board.pack)
        if not mine:
            continue
        speed = values.attributes["speed"][board.dens["speed"]]
        spread = values.attributes["spread"][board.dens["spread"]]
        for b, stack in game.scoring.items():
            if not stack:
                continue
            zone = st.approach(b, speed)
            count = 0
            for h in mine:
                if h in zone:
                    count += 1
            if count:
                out.setdefault(b, {})[board.pack] = min(count, spread)
    return out


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
    wolves: dict[str, list[Hex]] = {p: [] for p in packs}
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
                if pack in wolves:
                    wolves[pack].append(h)
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
    coming = reinforcements(game, wolves) if weights.threat else None
    awards = region_awards(game, weights, control, coming)
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
