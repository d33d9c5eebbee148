"""The planning levels' machinery: weigh actions by the position they leave, on copies of the game.

A `Style` says how a level plays; `PlanningPlayer.choose(game)` answers every decision of the rules'
digital notes:

- **face** of the tiles: easy draws it, the others score both faces by the map (setup_choices.py);
- **start hexes**: each legal hex is placed on a copy and the position valued (outlook.py), plus how
  near the hex is to regions, lone wolves and prey (setup_choices.py);
- **an action**: every candidate (candidates.py) is applied to a copy of the game and the position
  it leaves is valued: the seat's utility (its value less its opponents', or its own value alone
  for easy), plus `tempo` VP per calendar day it fills (only Howl, Upgrade and Dominate move the
  calendar, and a game nobody moves never ends), plus, for easy, noise. Moves of several wolves are
  built from the best single ones, a terrain at a time, while each added wolf raises the value.
  The best `variants` candidates are then tried with every other payment, push destination and
  hunted stack, and the best of all is taken. Hard looks at the turn's pair of actions: each of
  its best first actions (payments included) is valued by the best action that can follow it;
- **bonus actions**: with no regular action left, a bonus_action token is spent when the best
  action it buys is worth more than keeping the token (whose worth fades as the full moon nears);
- **end of turn**: when no action is left and no token is worth spending, or no action is legal.

The only randomness is the player's own generator (easy's noise, easy's face), so a given game
and seed always get the same choices.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from kernel.errors import IllegalAction

from ..model.actions import BonusAction, EndTurn, Orient, Start
from ..model.hexes import hex_id
from ..model.legal import has_turn_action, legal_actions, start_hexes
from .candidates import group_move, hunt_variants, payment_variants, push_variants, turn_candidates
from .outlook import DEFAULT, Weights, evaluate, utility
from .setup_choices import orientation_scores, start_closeness


@dataclass(frozen=True)
class Style:
    """How a planning level plays (module doc)."""

    weights: Weights = field(default_factory=Weights)
    relative: bool = True          # utility against the opponents, or the seat's own value alone
    noise: float = 0.0             # sd of the VP added to each candidate's value
    groups: bool = True            # put Moves of several wolves together
    group_terrains: int = 3        # ... for this many terrains (the best single Moves' first)
    variants: int = 3              # the best candidates tried with other payments, pushes, hunts
    tempo: float = 0.3             # VP per calendar day an action fills
    map_face: bool = True          # choose the tiles' face by the map (else at random)
    start_weight: float = 0.5      # weight of a start hex's closeness
    bonus_margin: float = 0.3      # a bonus action is spent when it gains this much over keeping it
    pair_firsts: int = 0           # hard: first actions valued by their best follow-up (0: none)
    replies: int = 0               # hard: the turn's last action, this many best, valued after the next
                                   # player's answer (0: never)


@dataclass(order=True)
class Scored:
    value: float
    rank: int                                   # candidates of equal value: the earlier listed wins
    action: Any = field(compare=False)
    after: Any = field(compare=False)
    events: list = field(compare=False, default_factory=list)


class PlanningPlayer:
    level = "planning"
    style = Style()

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    # -- valuing -------------------------------------------------------------------------------------

    def value(self, game: Any, seat: int) -> float:
        values = evaluate(game, self.style.weights)
        return utility(values, seat, self.style.weights) if self.style.relative else values[seat]

    def outcome(self, game: Any, action: Any) -> tuple[Any, list[dict]] | None:
        """(copy of the game after the action, its events); None when the engine refuses it."""
        after = game.copy()
        try:
            events = after.apply(action)
        except IllegalAction:
            return None
        return after, events

    def scored(self, game: Any, seat: int, action: Any, rank: int) -> Scored | None:
        found = self.outcome(game, action)
        if found is None:
            return None
        after, events = found
        value = self.value(after, seat) + self.style.tempo * (len(after.calendar) - len(game.calendar))
        if self.style.noise:
            value += self.rng.gauss(0.0, self.style.noise)
        return Scored(value, -rank, action, after, events)

    # -- the turn's actions --------------------------------------------------------------------------

    def ranked(self, game: Any, seat: int, moves: Any = None) -> list[Scored]:
        """Every candidate action valued, best first (Moves of several wolves included). `moves`, when
        given, says which Moves of one wolf are worth valuing (a predicate); the rest are left out."""
        found = []
        for i, action in enumerate(turn_candidates(game, seat)):
            if moves is not None and action.type == "move" and not moves(action):
                continue
            s = self.scored(game, seat, action, i)
            if s is not None:
                found.append(s)
        if self.style.groups:
            found.extend(self._groups(game, seat, found, len(found)))
        found.sort(reverse=True)
        return found

    def _groups(self, game: Any, seat: int, found: list[Scored], rank: int) -> list[Scored]:
        """Moves of several wolves onto one terrain, each wolf added while it raises the value."""
        spread = game.boards[seat].attribute(game.values, "spread")
        singles = sorted((s for s in found if s.action.type == "move"), reverse=True)
        if spread < 2 or len(singles) < 2:
            return []
        terrain_of = game.ground.terrain
        by_terrain: dict[str, list[Scored]] = {}
        for s in singles:
            t = terrain_of[_hex(s.action.wolves[0]["to"])]
            by_terrain.setdefault(t, []).append(s)
        groups = []
        for terrain in list(by_terrain)[:self.style.group_terrains]:
            options = by_terrain[terrain]
            best = options[0]
            entries = list(best.action.wolves)
            movers = {(entries[0]["kind"], entries[0]["from"])}
            for s in options[1:8]:
                if len(entries) >= spread:
                    break
                entry = s.action.wolves[0]
                if (entry["kind"], entry["from"]) in movers:
                    continue
                rank += 1
                trial = self.scored(game, seat, group_move(seat, [*entries, entry]), rank)
                if trial is not None and trial.value > best.value:
                    best = trial
                    entries.append(entry)
                    movers.add((entry["kind"], entry["from"]))
            if len(entries) > 1:
                groups.append(best)
        return groups

    def refined(self, game: Any, seat: int, top: list[Scored]) -> Scored:
        """The best of `top` once each is tried with its other payments, pushes and hunted stacks."""
        best = top[0]
        rank = 10_000
        for s in top:
            for make in (push_variants, payment_variants):
                for variant in make(game, seat, s.action):
                    rank += 1
                    trial = self.scored(game, seat, variant, rank)
                    if trial is not None and trial > best:
                        best = trial
            for variant in hunt_variants(game, seat, s.action, s.events):
                rank += 1
                trial = self.scored(game, seat, variant, rank)
                if trial is not None and trial > best:
                    best = trial
        return best

    def pick_action(self, game: Any, seat: int) -> Any | None:
        """The turn action to take now; None when no candidate applies."""
        found = self.ranked(game, seat)
        if not found:
            return None
        if self.style.variants < 1:
            return found[0].action
        return self.refined(game, seat, found[:self.style.variants]).action

    # -- deciding ------------------------------------------------------------------------------------

    def choose(self, game: Any) -> Any:
        seat = game.current
        if game.phase == "orient":
            return self.orient(game, seat)
        if game.phase == "start":
            return self.start(game, seat)
        board = game.boards[seat]
        if game.actions_left == 0:
            if board.bonus_action > 0 and self.bonus_worth_it(game, seat):
                return BonusAction(player=seat)
            return EndTurn(player=seat)
        action = self.pick_action(game, seat)
        if action is not None:
            return action
        if has_turn_action(game, seat):       # a legal action the candidates missed: take it
            return next(a for a in legal_actions(game) if a.type not in ("bonus_action", "end_turn"))
        return EndTurn(player=seat)           # no legal action: the rest of the turn is forfeited (C19)

    def bonus_worth_it(self, game: Any, seat: int) -> bool:
        """Whether a bonus_action token buys an action worth more than keeping it."""
        trial = game.copy()
        trial.apply(BonusAction(player=seat))
        if not has_turn_action(trial, seat):
            return False
        found = self.ranked(trial, seat)
        return bool(found) and found[0].value > self.value(game, seat) + self.style.bonus_margin

    def orient(self, game: Any, seat: int) -> Any:
        if not self.style.map_face:
            return Orient(player=seat, face=self.rng.choice("ab"))
        scores = orientation_scores(game, seat)
        return Orient(player=seat, face=max("ab", key=lambda face: scores[face]))

    def start(self, game: Any, seat: int) -> Any:
        best = None
        for i, h in enumerate(start_hexes(game, seat)):
            action = Start(player=seat, hex=hex_id(h))
            found = self.outcome(game, action)
            if found is None:
                continue
            value = self.value(found[0], seat) + self.style.start_weight * start_closeness(game, seat, h)
            if self.style.noise:
                value += self.rng.gauss(0.0, self.style.noise)
            if best is None or value > best[0]:
                best = (value, -i, action)
        if best is None:
            return legal_actions(game)[0]
        return best[2]


def _hex(text: str) -> tuple[int, int]:
    q, r = text.split(",")
    return int(q), int(r)


__all__ = ["DEFAULT", "PlanningPlayer", "Scored", "Style"]
