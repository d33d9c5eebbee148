"""The Bogman's swamp toll (items 26, 36, 37, 75)."""

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


def _swamp_held(counts, dice=None, kobolds=None):
    """Ann's Orcs + Bogman hold l1 and the swamp l5 with `counts`; Bob's Kobolds + Ranger (with
    `kobolds` tokens if given) hold the dungeon s3, so every Dungeon (l5 too) is next to them. Bob's
    turn follows Ann's second."""
    game = world_game(["orcs", "kobolds"], ["bogman", "ranger"], dice=dice)
    play_turn(game, 0, pick="orcs", conquer=["l1", "l5"], redeploy=counts)
    pick(game, 1, "kobolds")
    if kobolds is not None:
        set_hand(game, "kobolds", kobolds)
    play_turn(game, 1, conquer=["s3"], redeploy={"s3": REST})
    play_turn(game, 0, redeploy=counts)
    return game


def test_an_opponent_pays_a_coin_before_attacking_the_bogmans_swamp():
    game = _swamp_held({"l1": REST, "l5": 2})
    ann, bob = game.players[0].coins, game.players[1].coins
    events = conquer(game, 1, "l5")                             # 2 + 2
    assert events_of(events, "toll_paid") == [{"type": "toll_paid", "player": 1, "to": 0, "coins": 1,
                                               "region": "l5"}]
    assert game.players[0].coins == ann + 1 and game.players[1].coins == bob - 1
    assert_audit(game)


def test_item_26_an_attack_the_player_cannot_pay_for_is_refused_and_not_offered():
    game = _swamp_held({"l1": REST, "l5": 2})
    set_coins(game, 1, 0)
    assert "asks 1 coins" in refused(game, act(1, "conquer", region="l5"))
    assert not [a for a in legal_actions(game) if a.get("region") == "l5"]
    assert_audit(game)


def test_item_36_a_failed_attempt_keeps_the_toll_paid():
    game = _swamp_held({"l1": 2, "l5": REST}, dice=[0], kobolds=2)   # too few to take l5 without the die
    ann = game.players[0].coins
    set_short(game, "kobolds", "l5", 2)
    events = do(game, 1, "reinforce", region="l5")            # 2 short: roll 0
    assert not events_of(events, "conquered") and events_of(events, "toll_paid")
    assert game.players[0].coins == ann + 1
    assert_audit(game)


def test_items_37_and_75_the_toll_works_in_decline_and_the_badge_stays():
    game = world_game(["orcs", "kobolds"], ["bogman", "ranger"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l5"], redeploy={"l1": REST, "l5": 2})
    play_turn(game, 1, pick="kobolds", conquer=["s3"], redeploy={"s3": REST})
    decline_turn(game, 0)
    assert state_json(game)["players"][0]["declined"] == [{"race": "orcs", "power": "bogman"}]
    ann = game.players[0].coins
    events = conquer(game, 1, "l5")                            # 1 declined Orc: 2 + 1
    assert events_of(events, "toll_paid") and game.players[0].coins == ann + 1
    assert_audit(game)


def test_no_toll_on_another_terrain():
    game = _swamp_held({"l1": 2, "l5": REST})
    ann = game.players[0].coins
    events = conquer(game, 1, "l1")                            # a farmland entry region: 2 + 2 + fee
    assert not events_of(events, "toll_paid") and game.players[0].coins == ann
