"""Public measures of a position for the computer seats: a unit's fighting worth, a battle's odds by
a quick attrition model, and who threatens what. Nothing here reads a hand or a deck.

`Snapshot` indexes the map once per decision (pieces by space, unit worths), so the planners'
many questions cost a dictionary look-up each.
"""

from __future__ import annotations

import math
import weakref
from typing import Any

from ..model.state import NEUTRAL
from .card_odds import with_devour
from .geometry import distances, space_key

UNIT_KINDS = ("melee", "ranged", "flying")
ABILITY_BONUS = {"unstoppable_strike": 1.15, "bloodlust": 1.3, "heal": 1.2, "raise_dead": 1.15,
                 "slow_poison": 1.2}
PHASE_EDGE = {"ranged": 1.1, "flying": 1.05, "melee": 1.0}   # earlier phases shoot before they are hit
PARTNER_SHARE = 0.7       # a partner's flankers join only if he opts in


def odds(attack: list[float], defence: list[float]) -> float:
    """The attackers' chance to win a battle of these unit worths: Lanchester's square law (strength
    times numbers), turned into a probability."""
    if not defence:
        return 1.0
    if not attack:
        return 0.0
    a = sum(attack) * len(attack)
    d = sum(defence) * len(defence)
    ratio = a / max(d, 1e-6)
    return ratio ** 2 / (1.0 + ratio ** 2)


def side_odds(attack: list[tuple[float, str]], defence: list[tuple[float, str]]) -> float:
    """`odds` of two sides given as (worth, kind): melee hits never fall on flyers (rules §5.3), so a
    melee unit counts only for the share of the other side that can take its hits."""
    return odds(_against(attack, defence), _against(defence, attack))


def _against(side: list[tuple[float, str]], other: list[tuple[float, str]]) -> list[float]:
    if not other:
        return [w for w, _ in side]
    grounded = sum(1 for _, kind in other if kind != "flying") / len(other)
    return [w * grounded if kind == "melee" else w for w, kind in side]


def logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


class Snapshot:
    """The map of one moment, indexed: pieces on the map by space, each unit's worth and kind."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.dist = distances(game.board)
        self.by_space: dict[str, list[Any]] = {s: [] for s in game.board.spaces}
        self.kind: dict[int, str | None] = {}
        self.worth: dict[int, float] = {}
        self._threats: dict[tuple, float] = {}      # threat() answers: the snapshot never changes
        self._space_keys: dict[tuple, tuple] = {}   # space_key() answers, likewise
        self.card_chances: dict[tuple, dict] = {}     # card_odds.side_chances' answers by (seat, viewer)
        cache: dict[tuple[int, str], float] = {}
        for piece in game.pieces.values():
            if piece.where != "map" or piece.space is None:
                continue
            self.by_space[piece.space].append(piece)
            kind = game.unit_kind(piece)
            self.kind[piece.id] = kind
            if kind is not None:
                key = (piece.owner, kind)
                if key not in cache:
                    cache[key] = unit_worth_of(game, piece.owner, kind)
                self.worth[piece.id] = cache[key]

    # -- who is where ------------------------------------------------------------------------

    def units(self, space: str, seat: int | None = None) -> list[Any]:
        return [p for p in self.by_space[space] if self.kind.get(p.id) and (seat is None or p.owner == seat)]

    def workers(self, space: str, seat: int | None = None) -> list[Any]:
        return [p for p in self.by_space[space] if p.kind == "worker" and not self.kind.get(p.id)
                and (seat is None or p.owner == seat)]

    def hostile_units(self, space: str, seat: int) -> list[Any]:
        return [p for p in self.units(space) if self.game.hostile(p.owner, seat)]

    def friendly_units(self, space: str, seat: int) -> list[Any]:
        return [p for p in self.units(space) if self.game.friendly(p.owner, seat)]

    def hostile_presence(self, space: str, seat: int) -> bool:
        """A hostile unit, worker or Outpost there (a piece entering must stop)."""
        game = self.game
        if any(game.hostile(p.owner, seat) for p in self.by_space[space] if p.kind != "prisoner"):
            return True
        outpost = game.outposts.get(space)
        return outpost is not None and game.hostile(outpost.owner, seat)

    def flankers(self, space: str, seat: int, moved_away: set[int] = frozenset()) -> list[Any]:
        """The seat's units next to `space` that would flank a battle there (walls respected)."""
        board = self.game.board
        out = []
        for flank in board.neighbours(space):
            walled = board.walled(space, flank)
            for piece in self.units(flank, seat):
                if piece.id in moved_away or (walled and self.kind[piece.id] in ("melee", "ranged")):
                    continue
                out.append(piece)
        return out

    # -- battles -----------------------------------------------------------------------------

    def defence_worths(self, space: str, attacker: int) -> list[float]:
        """Worths of whatever would defend `space` against `attacker`: the hostile units there, their
        owners' flankers and (partly) their partners'."""
        return [w for w, _ in self.defence_side(space, attacker)]

    def defence_side(self, space: str, attacker: int) -> list[tuple[float, str]]:
        """(worth, kind) of each defender (`defence_worths`)."""
        game = self.game
        owners = {p.owner for p in self.units(space) if game.hostile(p.owner, attacker)}
        if not owners:
            return []
        helpers = set(owners)
        for owner in owners:
            if owner != NEUTRAL:
                helpers.update(s for s in game.partners(owner) if game.alive(s) and game.hostile(s, attacker))
        side = [(self.worth[p.id], self.kind[p.id]) for p in self.units(space) if p.owner in owners]
        for seat in helpers:
            share = 1.0 if seat in owners else PARTNER_SHARE
            side += [(self.worth[p.id] * share, self.kind[p.id]) for p in self.flankers(space, seat)]
        return side

    def attack_worths(self, space: str, attacker: int, entering: list[Any] = (),
                      moved_away: set[int] = frozenset()) -> list[float]:
        return [w for w, _ in self.attack_side(space, attacker, entering, moved_away)]

    def attack_side(self, space: str, attacker: int, entering: list[Any] = (),
                    moved_away: set[int] = frozenset()) -> list[tuple[float, str]]:
        """(worth, kind) of each unit of the attacker's side: those there, `entering` and flankers."""
        game = self.game
        coming = {e.id for e in entering}
        mine = [(self.worth[p.id], self.kind[p.id]) for p in self.units(space) if game.friendly(p.owner, attacker)]
        mine += [(self.worth[p.id], self.kind[p.id]) for p in entering]
        for seat in game.team_of(attacker):
            if game.alive(seat):
                share = 1.0 if seat == attacker else PARTNER_SHARE
                mine += [(self.worth[p.id] * share, self.kind[p.id])
                         for p in self.flankers(space, seat, moved_away) if p.id not in coming]
        return mine

    def defence_seats(self, space: str, attacker: int) -> set[int]:
        """The seats defending `space` against `attacker`: the hostile owners there and their partners."""
        game = self.game
        owners = {p.owner for p in self.units(space) if game.hostile(p.owner, attacker)}
        return owners | {s for o in owners if o != NEUTRAL for s in game.partners(o)
                         if game.alive(s) and game.hostile(s, attacker)}

    def battle_odds(self, space: str, attacker: int, entering: list[Any] = (),
                    moved_away: set[int] = frozenset(), cards: bool = False, joining: list[Any] = ()) -> float:
        """The attacker's chance in `space` if `entering` units join those there, with his (and his
        partners') flankers that stay put and the units `joining` them; with `cards`, counting a Devour
        either side may hold as the attacker may know it (card_odds.py)."""
        attack = self.attack_side(space, attacker, [*entering, *joining], moved_away)
        defence = self.defence_side(space, attacker)
        chance = side_odds(attack, defence)
        if not cards:
            return chance
        game = self.game
        attackers = {s for s in game.team_of(attacker) if game.alive(s)}
        attack_here = [self.kind[p.id] for p in [*self.units(space), *entering] if game.friendly(p.owner, attacker)]
        defence_here = [self.kind[p.id] for p in self.units(space) if game.hostile(p.owner, attacker)]
        return with_devour(game, attacker, chance, attackers, attack_here,
                           self.defence_seats(space, attacker), defence_here, self.card_chances)

    def threat(self, space: str, seat: int, slack: int = 1) -> float:
        """The worth of hostile (not neutral) units that could reach `space` within their move plus
        `slack` steps."""
        key = (space, seat, slack)
        found = self._threats.get(key)
        if found is not None:
            return found
        game = self.game
        total = 0.0
        for pid, kind in self.kind.items():
            if kind is None:
                continue
            piece = game.pieces[pid]
            if piece.owner == NEUTRAL or not game.hostile(piece.owner, seat):
                continue
            d = self.dist.dist(kind, piece.space, space)
            if d is not None and d <= (2 if kind == "flying" else 1) + slack:
                total += self.worth[pid]
        self._threats[key] = total
        return total

    def space_key(self, seat: int, kind: str, space: str) -> tuple:
        """geometry.space_key of this moment (the planners break many ties between the same spaces)."""
        key = (seat, kind, space)
        found = self._space_keys.get(key)
        if found is None:
            found = self._space_keys[key] = space_key(self.game, self.dist, seat, kind, space)
        return found

    def army(self, seat: int) -> float:
        return sum(w for pid, w in self.worth.items() if self.game.pieces[pid].owner == seat)


# unit_worth_of's answers by the design values they were read from (a mod's or a test's own values
# are other objects), then (race, type, level, neutral): asked for every unit of every snapshot
_WORTHS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def unit_worth_of(game: Any, seat: int, kind: str) -> float:
    """What one unit of that type adds to a battle: its hit chance, weighted by phase and abilities."""
    known = _WORTHS.get(game.values)
    if known is None:
        known = _WORTHS[game.values] = {}
    key = (game.race_of(seat), kind, game.level(seat, "melee" if kind == "worker" else kind), seat == NEUTRAL)
    worth = known.get(key)
    if worth is None:
        worth = min(6, game.strength(seat, kind)) / 6.0 * PHASE_EDGE.get(kind, 1.0)
        for ability in game.abilities(seat, kind):
            worth *= ABILITY_BONUS.get(ability, 1.0)
        known[key] = worth
    return worth
