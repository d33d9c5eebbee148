"""The planning levels of The Wolves: easy, medium and hard (planner.py has the machinery).

- **easy**: one action at a time, each valued by the seat's own position after it (its VP, the
  regions it leads, hunts and options; no eye on the opponents) with noise of 1.5 VP; the
  default payment; Moves of one wolf only; the tiles' face at random.
- **medium**: the whole evaluation of outlook.py against the opponents, Moves of several wolves,
  payments, pushes and hunted stacks chosen, the face by the map.
- **hard**: medium's evaluation, and each of the turn's first actions valued by the best action
  that can follow it in the same turn (its `pair_firsts` best first actions and their payments),
  so it pays with the tiles the second action needs and sets up what the second one completes.
"""

from __future__ import annotations

from typing import Any

from ..model.legal import has_turn_action
from .candidates import payment_variants
from .outlook import Weights
from .planner import PlanningPlayer, Scored, Style


class EasyPlayer(PlanningPlayer):
    level = "easy"
    style = Style(weights=Weights(howl_options=(0.5,), dominate_options=(), upgrade_ready=0.8, upgrade_later=0.0,
                                  pay_one=0.0, pay_two=0.0, pay_three=0.0),
                  relative=False, noise=1.5, groups=False, variants=0, tempo=0.3, map_face=False)


class MediumPlayer(PlanningPlayer):
    level = "medium"
    style = Style()


class HardPlayer(PlanningPlayer):
    level = "hard"
    style = Style(pair_firsts=6)

    def pick_action(self, game: Any, seat: int) -> Any | None:
        found = self.ranked(game, seat)
        if not found:
            return None
        if game.actions_left < 2 or self.style.pair_firsts < 1:
            return self.refined(game, seat, found[:max(1, self.style.variants)]).action
        firsts = found[:self.style.pair_firsts]
        rank = 20_000
        for s in found[:2]:
            for variant in payment_variants(game, seat, s.action):
                rank += 1
                trial = self.scored(game, seat, variant, rank)
                if trial is not None:
                    firsts.append(trial)
        best = None
        for first in firsts:
            total = self.follow_up(game, seat, first)
            if best is None or total > best[0]:
                best = (total, first)
        assert best is not None
        return best[1].action

    def follow_up(self, game: Any, seat: int, first: Scored) -> float:
        """The value of the turn that takes `first` and then the best action after it."""
        after = first.after
        tempo = first.value - self.value(after, seat)          # what `first` was credited beyond its position
        if after.over or after.current != seat or after.actions_left < 1 or not has_turn_action(after, seat):
            return first.value
        second = self.ranked(after, seat)
        if not second:
            return first.value
        return second[0].value + tempo
