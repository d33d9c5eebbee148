"""The planning levels of The Wolves: easy, medium and hard (planner.py has the machinery).

- **easy**: one action at a time, each valued by the seat's own position after it (its VP, the
  regions it leads, hunts and options; no eye on the opponents) with noise of 1.5 VP; the
  default payment; Moves of one wolf only; the tiles' face at random.
- **medium**: the whole evaluation of outlook.py against the opponents, Moves of several wolves,
  payments, pushes and hunted stacks chosen, the face by the map.
- **hard**: medium's evaluation, and each of the turn's first actions valued by the best action
  that can follow it in the same turn (its `pair_firsts` best first actions and their payments),
  so it pays with the tiles the second action needs and sets up what the second one completes;
  the turn's last action (its best and `replies` more) chosen by the position after the next
  player's answer, played as medium would play it: a region left narrowly ahead where that
  player can still bring wolves and fill the phase's day is seen for what it is.
"""

from __future__ import annotations

from typing import Any

from kernel.errors import IllegalAction

from ..model.actions import EndTurn
from ..model.legal import has_turn_action, own_wolves
from .candidates import payment_variants
from .outlook import Weights
from .planner import PlanningPlayer, Scored, Style


class EasyPlayer(PlanningPlayer):
    level = "easy"
    style = Style(weights=Weights(region_model="pairwise", howl_options=(0.5,), dominate_options=(),
                                  upgrade_ready=0.8, upgrade_later=0.0, pay_one=0.0, pay_two=0.0, pay_three=0.0),
                  relative=False, noise=1.5, groups=False, variants=0, tempo=0.3, map_face=False)


class MediumPlayer(PlanningPlayer):
    level = "medium"
    style = Style(weights=Weights(region_model="pairwise"))


class AnswerModel(PlanningPlayer):
    """How hard expects the next player to answer: one action at a time by hard's evaluation."""
    level = "answer"
    style = Style()


class HardPlayer(PlanningPlayer):
    level = "hard"
    style = Style(pair_firsts=6, replies=2)
    follow_moves = 24        # the best single Moves of the first ranking valued again after a first action

    def __init__(self, rng: Any) -> None:
        super().__init__(rng)
        self.reply_model = AnswerModel(rng)         # how the next player is expected to answer

    def pick_action(self, game: Any, seat: int) -> Any | None:
        found = self.ranked(game, seat)
        if not found:
            return None
        if game.actions_left < 2 or self.style.pair_firsts < 1:
            best = self.refined(game, seat, found[:max(1, self.style.variants)])
            if self.style.replies and game.actions_left == 1 and game.boards[seat].bonus_action == 0:
                return self.against_reply(game, seat, [best, *(s for s in found[:self.style.replies]
                                                              if s.action != best.action)])
            return best.action
        firsts = found[:self.style.pair_firsts]
        rank = 20_000
        for s in found[:2]:
            for variant in payment_variants(game, seat, s.action):
                rank += 1
                trial = self.scored(game, seat, variant, rank)
                if trial is not None:
                    firsts.append(trial)
        kept: set = set()
        for s in found:
            if s.action.type == "move" and len(s.action.wolves) == 1:
                kept.add(s.action)
                if len(kept) >= self.follow_moves:
                    break
        pack = game.boards[seat].pack
        before = set(own_wolves(game, pack))
        best = None
        for first in firsts:
            total = self.follow_up(game, seat, first, kept, before)
            if best is None or total > best[0]:
                best = (total, first)
        assert best is not None
        return best[1].action

    def against_reply(self, game: Any, seat: int, last: list[Scored]) -> Any:
        """The turn's last action that leaves the best position once the next player has answered
        with its own best actions (medium's evaluation, one action at a time)."""
        best = None
        for s in last:
            value = self.after_reply(s.after, seat)
            if best is None or value > best[0]:
                best = (value, s.action)
        assert best is not None
        return best[1]

    def after_reply(self, after: Any, seat: int) -> float:
        game = after.copy()
        if not game.over and game.current == seat:
            try:
                game.apply(EndTurn(player=seat))
            except IllegalAction:
                return self.value(after, seat)
        rival = game.current
        for _ in range(4):
            if game.over or game.current != rival:
                break
            if game.actions_left < 1:
                game.apply(EndTurn(player=rival))
                break
            found = self.reply_model.ranked(game, rival)
            if not found:
                game.apply(EndTurn(player=rival))
                break
            game = found[0].after
        return self.value(game, seat)

    def follow_up(self, game: Any, seat: int, first: Scored, kept: set, before: set) -> float:
        """The value of the turn that takes `first` and then the best action after it: the second
        action among every other action, the Moves of the wolves `first` placed, and the `kept` Moves."""
        after = first.after
        tempo = first.value - self.value(after, seat)          # what `first` was credited beyond its position
        if after.over or after.current != seat or after.actions_left < 1 or not has_turn_action(after, seat):
            return first.value
        pack = after.boards[seat].pack
        placed = {h for _kind, h in set(own_wolves(after, pack)) - before}

        def worth_valuing(move: Any) -> bool:
            return move in kept or _hex(move.wolves[0]["from"]) in placed

        second = self.ranked(after, seat, worth_valuing)
        if not second:
            return first.value
        return second[0].value + tempo


def _hex(text: str) -> tuple[int, int]:
    q, r = text.split(",")
    return int(q), int(r)
