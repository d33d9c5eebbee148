"""What the tests of medium's card play share: the medium player, dice that miss, and a battle run to the
card window where a seat is asked, with the card checked to be on offer there."""

from __future__ import annotations

from games.warcraft_board.ai.player import WarcraftPlayer
from games.warcraft_board.model.battle import battle_decision
from tests.warcraft_board.battle_helpers import act, begin

MISS = [6] * 40


def medium(game):
    return WarcraftPlayer("medium", 1).choose(game)


def until_window(game, seat: int, window: str):
    """Pass every other card window until `seat` is asked in `window`; that decision."""
    for _ in range(60):
        decision = battle_decision(game)
        assert decision is not None and decision.kind in ("window", "dispel"), decision
        if decision.seat == seat and decision.options.get("window") == window:
            return decision
        act(game, "pass")
    raise AssertionError("the window never opened")


def medium_in_window(game, seat: int, window: str, card: str):
    """The battle begun and run to `seat`'s `window`, where `card` must be on offer: medium's answer."""
    begin(game)
    decision = until_window(game, seat, window)
    assert card in decision.options["cards"]
    return medium(game)
