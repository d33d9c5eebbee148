"""Turns (§4.1, C19, C20): two compulsory actions, bonus actions, ending a turn, whose turn it is;
and refusals in general: a refused action changes nothing. Four seats: 0 meadow, 1 desert, 2 forest,
3 tundra (wolves_setups.situation); r02 as in test_rules_move.py."""

import pytest
from wolves_setups import situation, state

from games.wolves.model.actions import BonusAction, Build, EndTurn, Howl, Move, Orient, Start, wolf
from kernel.errors import IllegalAction

M, D = "meadow", "desert"


def refused(game, action, words):
    before = state(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert words in info.value.reason, info.value.reason
    assert state(game) == before


def test_a_turn_is_two_actions_then_end_turn_passes_clockwise():
    game = situation(pieces={(3, -1): [(M, "alpha")]}, seat=3)
    game.pieces[(7, -2)] = (("tundra", "alpha"),)
    game.apply(Move(player=3, wolves=(wolf("alpha", "7,-2", "6,-1"),)))
    refused(game, EndTurn(player=3), "1 action left and a legal one to take")
    game.apply(Move(player=3, wolves=(wolf("alpha", "6,-1", "5,0"),)))
    refused(game, Move(player=3, wolves=(wolf("alpha", "5,0", "6,-1"),)), "no action left this turn")
    events = game.apply(EndTurn(player=3))
    assert events == [{"type": "turn_ended", "player": 3, "forfeited": 0},
                      {"type": "turn_started", "player": 0, "round": 1}]
    assert game.current == 0 and game.actions_left == 2


def test_the_round_counts_up_when_the_first_player_starts_again():
    game = situation(seat=3, first_player=0)
    game.actions_left = 0
    game.apply(EndTurn(player=3))
    assert game.round == 2 and game.current == 0


def test_with_no_legal_action_the_turn_may_end_and_its_actions_are_forfeited():   # C19
    game = situation(pieces={(3, -1): [(D, "alpha")]})          # seat 0 has nothing on the map
    assert [a.type for a in game.legal_actions()] == ["end_turn"]
    events = game.apply(EndTurn(player=0))
    assert events[0] == {"type": "turn_ended", "player": 0, "forfeited": 2}


def test_only_the_seat_to_act_acts():
    game = situation(pieces={(3, -1): [(M, "alpha")]})
    refused(game, Move(player=1, wolves=(wolf("alpha", "3,-1", "4,-2"),)), "not seat 1's")
    refused(game, Orient(player=0, face="a"), "not now; in the play phase")
    refused(game, Start(player=0, hex="0,-1"), "not now")


def test_a_bonus_action_token_gives_one_more_action_even_one_gained_this_turn():   # §4.1, C20
    game = situation(pieces={(5, 0): [(M, "pack")], (5, -1): [(M, "pack")], (3, -1): [(M, "alpha")]}, actions_left=1)
    refused(game, BonusAction(player=0), "no bonus_action token")
    game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "4,-1"),)))      # hunts the deer: +1 bonus_action
    assert game.actions_left == 0 and game.boards[0].bonus_action == 1
    assert {a.type for a in game.legal_actions()} == {"bonus_action", "end_turn"}
    events = game.apply(BonusAction(player=0))
    assert events == [{"type": "bonus_action", "player": 0, "actions_left": 1}]
    assert game.boards[0].bonus_action == 0 and game.supply["bonus_action"] == 12
    game.apply(Build(player=0, hex="4,-2", area="speed"))


def test_the_second_player_of_two_takes_a_bonus_action_at_his_first_turn_only():   # §3.2.8
    game = situation(players=2, seat=0, first_player=0)
    game.second_bonus_due = True
    game.actions_left = 0
    events = game.apply(EndTurn(player=0))
    assert {"type": "gained", "player": 1, "token": "bonus_action", "reason": "second_player"} in events
    assert game.boards[1].bonus_action == 1 and game.supply["bonus_action"] == 11
    game.actions_left = 0
    game.apply(EndTurn(player=1))
    game.actions_left = 0
    events = game.apply(EndTurn(player=0))
    assert not [e for e in events if e["type"] == "gained"] and game.boards[1].bonus_action == 1


def test_a_refused_action_of_any_kind_changes_nothing():
    game = situation(pieces={(3, -2): [(M, "alpha")], (4, -2): [(D, "pack")], (5, 0): [(M, "pack")]})
    applied = len(game.actions)
    for action in (Move(player=0, wolves=(wolf("alpha", "3,-2", "5,0"),)),            # 4 steps: too far
                   Build(player=0, hex="5,0", area="speed"),                           # no alpha beside
                   Howl(player=0, hex="7,-3"),                                          # out of range
                   Howl(player=0, hex="4,-3", pay={"tiles": [2, 3]}),                   # wrong tiles
                   {"type": "move", "player": 0, "wolves": "3,-2"},
                   {"type": "dance", "player": 0}):
        before = state(game)
        with pytest.raises(IllegalAction):
            game.apply(action)
        assert state(game) == before and len(game.actions) == applied


def test_every_listed_action_applies_and_end_turn_is_listed_only_when_allowed():
    game = situation(pieces={(3, -2): [(M, "alpha")], (4, -2): [(D, "pack")], (5, 0): [(M, "pack")],
                             (4, -1): [(D, "den")]})
    game.boards[0].bonus_terrain = 1
    legal = game.legal_actions()
    assert "end_turn" not in {a.type for a in legal}
    assert {a.type for a in legal} == {"move", "build", "howl", "dominate"}
    for action in legal:
        game.copy().apply(action)
    assert any(a.type == "move" and len(a.wolves) == 2 for a in legal)          # a few moves of several wolves
