"""What a position of The Wolves is worth to each seat, in VP: the planning levels' evaluation.

`evaluate(game, weights)` gives one number per seat: the VP it holds now (its score if the game
ended: tokens held, VP tokens, every area) plus what the board promises it:

- **regions**: each scoring token still on the map is worth its 1st-place value times the chance
  of being 1st when its phase scores, plus the 2nd-place value times the chance of being 2nd. In
  the "normal" model (medium, hard) every player's control at that scoring is drawn around its
  present control (alphas breaking ties) with a spread that grows with the root of the calendar
  days left, players not there yet drawn from 0: a lead is nearly sure when the phase is near and
  loose when it is far, and a lone wolf in a region whose phase is far off is worth little more
  than being absent. Once the phase is scheduled (it scores at the end of this turn) the awards
  are the rules' own. So filling a day (Howl, Upgrade, Dominate) is worth something to whoever
  leads where the next phase scores, and costs whoever trails. Easy's "pairwise" model takes each
  colour's chance to beat each other one there, and one more rival with no control.
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
        self.contents: dict[tuple, tuple] = {}

    def content_info(self, h: Hex, content: tuple) -> tuple:
        """What the pieces on one hex add to the evaluation (kept per hex and content): its region,
        (pack, control, alphas) per colour, the packs with an alpha, a den, a piece open to Dominate
        (a pack wolf or den not sharing the hex with a piece of its colour), a lair there, and the
        (prey hex, pack) pairs it surrounds."""
        b = self.region_of.get(h)
        counted: dict[str, list[int]] = {}
        alpha_packs, den_packs, target_packs, lair_packs, wolf_packs = [], [], [], [], []
        two_alike = len(content) == 2 and content[0][0] == content[1][0]
        for pack, kind in content:
            entry = counted.setdefault(pack, [0, 0])
            entry[0] += 3 if kind == "lair" else 1
            if kind == "alpha":
                entry[1] += 1
                alpha_packs.append(pack)
            elif kind == "den":
                den_packs.append(pack)
            elif kind == "lair":
                lair_packs.append(pack)
            if kind in ("pack", "den") and not two_alike:
                target_packs.append(pack)
            if kind in ("alpha", "pack") and pack not in wolf_packs:
                wolf_packs.append(pack)
        prey_keys = tuple((ph, pack) for pack in wolf_packs for ph in self.near_prey.get(h, ()))
        info = (b, tuple((pack, c, a) for pack, (c, a) in counted.items()), tuple(alpha_packs),
                tuple(den_packs), tuple(target_packs), tuple(lair_packs), prey_keys)
        if len(self.contents) > 200_000:
            self.contents.clear()
        self.contents[(h, content)] = info
        return info

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


def _pairwise_awards(values: Any, weights: Weights, stack: tuple[str, ...], days: tuple[int, ...],
                     present: tuple[tuple[str, int, int], ...]) -> tuple[tuple[str, float], ...]:
    """((pack, VP expected), ...) from one region's scoring tokens still to score, the "pairwise"
    model (Weights); `present`: (pack, control, alphas) of each colour there."""
    key = ("pairwise", weights.sigma_base, weights.sigma_per_day, stack, days, present)
    found = _AWARDS.get(key)
    if found is not None:
        return found
    rivals = [*present, (None, 0, 0)]          # None: a colour that may still come
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
                   colours: tuple[tuple[str, int, int], ...]) -> tuple[tuple[str, float], ...]:
    """((pack, VP expected), ...) from one region's scoring tokens still to score, the "normal" model
    (Weights); `colours`: (pack, control, alphas) of every player and of the virtual pack when there."""
    key = ("normal", weights.normal_base, weights.normal_per_root_day, stack, days, colours)
    found = _AWARDS.get(key)
    if found is not None:
        return found
    totals = dict.fromkeys((entry[0] for entry in colours), 0.0)
    for kind, left in zip(stack, days):
        if left == 0:
            for pack, vp in _scored_now(values, kind, colours).items():
                totals[pack] += vp
            continue
        spread = weights.normal_base + weights.normal_per_root_day * math.sqrt(left)
        level = [(pack, c + 0.1 * a) for pack, c, a in colours]     # alphas break ties
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


def region_awards(game: Any, weights: Weights, control: dict[str, dict[str, list[int]]]) -> dict[str, float]:
    """{pack: VP it may expect from the scoring tokens still on the map}, every colour (the virtual
    pack's share is computed and thrown away by the caller); `control`: {region: {pack: [control,
    alphas]}}."""
    values = game.values
    filled = len(game.calendar)
    phase_days = game.phase_days
    scheduled = game.scheduled
    normal = weights.region_model == "normal"
    awards: dict[str, float] = {}
    for b, stack in game.scoring.items():
        found = control.get(b)
        if not stack or not found:
            continue              # nobody there: every player's chance is the same
        days = tuple(0 if depth == 0 and kind in scheduled else max(1, phase_days[kind] - filled)
                     for depth, kind in enumerate(stack))
        if normal:
            colours = tuple((pack, *found[pack]) if pack in found else (pack, 0, 0) for pack in game.packs)
            colours += tuple((pack, c, a) for pack, (c, a) in found.items() if pack not in game.seat_of)
            share = _normal_awards(values, weights, stack, days, colours)
        else:
            present = tuple((pack, c, a) for pack, (c, a) in found.items() if c >= 1)
            if not present:
                continue
            share = _pairwise_awards(values, weights, stack, days, present)
        for pack, vp in share:
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
    control: dict[str, dict[str, list[int]]] = {}
    alphas: dict[str, list[Hex]] = {p: [] for p in packs}
    dens: dict[str, list[Hex]] = {p: [] for p in packs}
    lairs_on: dict[str, set[str]] = {p: set() for p in packs}
    surround: dict[tuple[Hex, str], int] = {}      # (prey hex, pack): hexes beside it holding its wolves
    targets: list[tuple[Hex, str]] = []            # (hex, pack) of pieces open to Dominate
    cache = st.contents
    for item in game.pieces.items():
        info = cache.get(item)
        if info is None:
            info = st.content_info(*item)
        h = item[0]
        b, counted, alpha_packs, den_packs, target_packs, lair_packs, prey_keys = info
        if b is not None:
            found = control.get(b)
            if found is None:
                found = control[b] = {}
            for pack, c, a in counted:
                entry = found.get(pack)
                if entry is None:
                    found[pack] = [c, a]
                else:
                    entry[0] += c
                    entry[1] += a
            for pack in lair_packs:
                if pack in lairs_on:
                    lairs_on[pack].add(b)
        for pack in alpha_packs:
            if pack in alphas:
                alphas[pack].append(h)
        for pack in den_packs:
            if pack in dens:
                dens[pack].append(h)
        for pack in target_packs:
            targets.append((h, pack))
        for key in prey_keys:
            surround[key] = surround.get(key, 0) + 1
    awards = region_awards(game, weights, control)
    out = [float(banked(board, values)) + awards.get(board.pack, 0.0) for board in boards]
    # hunts within reach: a share of the next hunt cell's worth per stack half surrounded
    prey = game.prey
    seat_of = game.seat_of
    for (ph, pack), k in surround.items():
        seat = seat_of.get(pack)
        stack = prey.get(ph)
        if seat is None or not stack:
            continue
        board = boards[seat]
        hunted = board.hunt
        if len(hunted) >= 5 or stack[-1] in hunted:
            continue
        vp = values.hunt_vp[board.side]
        gain = vp[len(hunted)] - (vp[len(hunted) - 1] if hunted else 0)
        if values.hunt_reward[board.side]:
            gain += weights.bonus_action * remain
        out[seat] += gain * (weights.hunt_two if k >= 2 else weights.hunt_one)
    if remain <= 0:
        return out
    terrain = st.terrain
    for seat, board in enumerate(boards):
        pack = board.pack
        out[seat] += remain * _options(game, weights, seat, board, alphas[pack], dens[pack], lairs_on[pack],
                                       targets, terrain)
    return out


_BOARD_PART: dict[tuple, tuple[float, dict[str, int]]] = {}     # what a pack board alone promises


def banked(board: Any, values: Any) -> int:
    """The seat's score if the game ended now (PackBoard.score's total, without its breakdown)."""
    total = sum(values.first_value[kind] for kind in board.scoring_tokens) + sum(board.vp_tokens)
    vp = values.attribute_vp
    dens = board.dens
    total += vp[dens["spread"]] + vp[dens["speed"]] + vp[dens["howl"]]
    if board.lairs:
        total += values.lair_vp[board.lairs - 1]
    if board.hunt:
        total += values.hunt_vp[board.side][len(board.hunt) - 1]
    wolves_vp = values.wolves_vp
    best = 0
    for i, present in enumerate(board.wolves):
        if not present and wolves_vp[i] > best:
            best = wolves_vp[i]
    return total + best


def _options(game: Any, weights: Weights, seat: int, board: Any, alphas: list[Hex], dens: list[Hex],
             lairs_on: set[str], targets: list[tuple[Hex, str]], terrain: dict[Hex, str]) -> float:
    """What the seat's tokens, attributes, tiles and reachable targets promise (before `remain`)."""
    values = game.values
    spare = board.bonus_terrain
    dens_taken = board.dens
    key = (weights, board.pack, tuple(board.faces), spare, board.bonus_action, dens_taken["spread"],
           dens_taken["speed"], dens_taken["howl"])
    found = _BOARD_PART.get(key)
    if found is None:
        faces = values.tile_faces(board.pack)
        counts: dict[str, int] = {}
        for i in range(6):
            t = faces[i][board.faces[i]]
            counts[t] = counts.get(t, 0) + 1
        part = spare * weights.bonus_terrain + board.bonus_action * weights.bonus_action
        for t in values.terrains:
            have = counts.get(t, 0) + spare
            if have >= 1:
                part += weights.pay_one
                if have >= 2:
                    part += weights.pay_two
                    if have >= 3:
                        part += weights.pay_three
        part += (dens_taken["spread"] * weights.spread + dens_taken["speed"] * weights.speed
                 + dens_taken["howl"] * weights.howl)
        if len(_BOARD_PART) > 100_000:
            _BOARD_PART.clear()
        found = _BOARD_PART[key] = (part, counts)
    v, counts = found
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
