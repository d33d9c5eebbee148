"""The Pandaren's Harmony (items 7, 26, 35, 36, 47, 79)."""

from world_helpers import (
    REST,
    act,
    assert_audit,
    conquer,
    decline_turn,
    do,
    events_of,
    pick,
    play_turn,
    refused,
    set_coins,
    set_hand,
    set_short,
    world_game,
)

from games.smallworld.model.legal import legal_actions
from games.smallworld.model.state_json import state_json


def _harmony(seat, game):
    return state_json(game)["players"][seat]["harmony"]


def _pandaren_first():
    """Ann's Pandaren + Ranger hold l1 and l2; Bob, with no race yet, gets Harmony."""
    game = world_game(["pandaren", "orcs"], ["ranger", "farmer"])
    events = play_turn(game, 0, pick="pandaren", conquer=["l1", "l2"], redeploy={"l1": 2, "l2": REST})
    return game, events


def test_harmony_goes_to_each_opponent_not_attacked_even_without_a_race():
    game, events = _pandaren_first()
    assert events_of(events, "harmony_given") == [{"type": "harmony_given", "player": 0, "to": [1]}]
    assert _harmony(1, game) == 0 and _harmony(0, game) is None


def test_items_7_and_36_the_first_attack_on_the_giver_pays_two_coins_once_a_turn():
    game, _ = _pandaren_first()
    pick(game, 1, "orcs")
    ann, bob = game.players[0].coins, game.players[1].coins
    events = conquer(game, 1, "l1")                             # 2 + 2 + fee
    assert events_of(events, "toll_paid")[0] == {"type": "toll_paid", "player": 1, "to": 0, "coins": 2,
                                                 "region": "l1"}
    assert game.players[0].coins == ann + 2 and game.players[1].coins == bob - 2
    events = conquer(game, 1, "l5")                             # not Ann's: nothing
    assert not events_of(events, "toll_paid")
    assert_audit(game)


def test_item_26_a_holder_who_cannot_pay_cannot_attack_the_giver():
    game, _ = _pandaren_first()
    pick(game, 1, "orcs")
    set_coins(game, 1, 1)
    assert "asks 2 coins" in refused(game, act(1, "conquer", region="l1"))
    assert not [a for a in legal_actions(game) if a.get("region") == "l1"]
    conquer(game, 1, "s1")                                       # elsewhere: free
    assert_audit(game)


def test_item_35_harmony_comes_back_as_the_givers_turn_starts():
    game, _ = _pandaren_first()
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    assert _harmony(1, game) is None
    assert game.seat == 0


def test_item_47_no_harmony_to_an_opponent_attacked_this_turn():
    game, _ = _pandaren_first()
    play_turn(game, 1, pick="orcs", conquer=["l8", "l4"], redeploy={"l8": 1, "l4": REST})
    events = play_turn(game, 0, conquer=["l8"], redeploy={"l1": 1, "l2": 1, "l8": REST})   # 2 + 1 + fee
    assert not events_of(events, "harmony_given") and _harmony(1, game) is None


def test_item_47_a_failed_attempt_on_an_opponent_is_an_attack():
    game = world_game(["pandaren", "orcs"], ["ranger", "farmer"], dice=[0])
    pick(game, 0, "pandaren")
    set_hand(game, "pandaren", 3 + 2)                           # l1 and l2 only: 1 to ready next turn
    play_turn(game, 0, conquer=["l1", "l2"], redeploy={"l1": 2, "l2": REST})
    play_turn(game, 1, pick="orcs", conquer=["l8", "l4"], redeploy={"l8": REST, "l4": 4})
    set_short(game, "pandaren", "l8", 2)
    events = do(game, 0, "reinforce", region="l8")              # 2 short: roll 0
    assert not events_of(events, "conquered")
    events = play_turn(game, 0, redeploy={"l1": 2, "l2": REST})
    assert not events_of(events, "harmony_given") and _harmony(1, game) is None


def test_item_79_a_decline_turn_gives_no_harmony():
    game, _ = _pandaren_first()
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    events = decline_turn(game, 0)
    assert not events_of(events, "harmony_given") and _harmony(1, game) is None
