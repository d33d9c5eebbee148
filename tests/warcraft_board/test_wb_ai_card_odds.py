"""The planners' battle odds count the battle cards either side may play, from public information only
(games/warcraft_board/ai/card_odds.py): a seat's hand size, its race's deck and its discards, never the
cards in its hand."""

from __future__ import annotations

from math import comb

from games.warcraft_board.ai import card_odds
from games.warcraft_board.ai.assess import Snapshot
from tests.warcraft_board.battle_helpers import hand, make_game, place


def orc_defence(orc_hand: list[str], discard: list[str] = ()):
    """Humans (seat 0, to move) with one melee unit on f1 to enter b and two flanking on f3; the Orcs
    (seat 1) hold b with two melee units and have `orc_hand` (secret to the Humans) and `discard`."""
    game = make_game(["humans", "orcs"], mover=0)
    entering = place(game, 0, "melee", "f1", 1)
    place(game, 0, "melee", "f3", 2)
    place(game, 1, "melee", "b", 2)
    hand(game, 0)
    hand(game, 1, *orc_hand)
    game.seats[1].discard = list(discard)
    return game, [game.pieces[p] for p in entering]


def odds(game, entering, cards=True):
    return Snapshot(game).battle_odds("b", 0, entering, cards=cards)


def test_the_odds_against_a_seat_that_may_hold_devour_are_lower_than_against_an_empty_hand():
    """Three secret cards (four with the battle's draw) may hold a Devour, which would set the lone
    entering unit aside and end the battle lost; an empty hand holds nothing but the battle's one draw.
    Entering with two units, no Devour settles the battle: the odds are the dice's."""
    full, entering = orc_defence(["speed", "supplies", "town_portal"])
    empty, entering_empty = orc_defence([])
    without_cards = odds(full, entering, cards=False)
    assert without_cards == odds(empty, entering_empty, cards=False)
    assert odds(full, entering) < odds(empty, entering_empty) < without_cards
    pair = entering + [p for p in full.pieces.values() if p.owner == 0 and p.space == "f3"][:1]
    assert odds(full, pair) == odds(full, pair, cards=False)


def test_the_odds_never_read_the_hand_only_its_size_and_the_discards():
    """Two different hands of the same size give the same odds; Devours in the discard pile (public)
    cannot be in the hand, so the odds rise."""
    devours, entering = orc_defence(["devour", "devour", "envenomed_spears"])
    others, entering_others = orc_defence(["speed", "supplies", "victory_point"])
    assert odds(devours, entering) == odds(others, entering_others)
    spent, entering_spent = orc_defence(["speed", "supplies", "victory_point"], ["devour"] * 3)
    assert odds(spent, entering_spent) > odds(others, entering_others)


def test_a_seat_knows_its_own_hand_and_counts_the_others_cards_as_unseen():
    game, _ = orc_defence(["speed", "supplies", "town_portal"])
    hand(game, 0, "dispel_magic")
    unseen = len(game.values.deck("orcs"))                   # nothing of theirs discarded yet
    dealt = 3 + 1                                            # the hand and the battle's draw
    seen_by_humans = card_odds.holding_chances(game, 1, viewer=0)
    assert abs(seen_by_humans["devour"] - (1 - comb(unseen - 3, dealt) / comb(unseen, dealt))) < 1e-12
    assert card_odds.holding_chances(game, 0, viewer=0)["dispel_magic"] == 1.0
    hand(game, 0)
    assert card_odds.holding_chances(game, 0, viewer=0)["dispel_magic"] == 0.0     # its deck: supplies only
