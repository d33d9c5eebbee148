"""The Heart of Azeroth and the Aegis of Aggramar, placed at the redeployment (items 17, 28, 36,
51, 70, 81)."""

from world_helpers import (
    REST,
    act,
    assert_audit,
    conquer,
    do,
    end_turn,
    events_of,
    hand,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    set_coins,
    set_hand,
    set_short,
    world_game,
)

from games.smallworld.model.state_json import state_json


def test_item_81_the_controller_moves_the_heart_at_the_redeployment():
    game = world_game(["orcs"], ["farmer"], markers=["heart_of_azeroth", "karazhan"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    conquer(game, 0, "l2")
    redeploy(game, 0, {"l1": 5, "l2": REST}, heart="l2")
    assert region(game, "l1")["items"] == [] and region(game, "l2")["items"] == ["heart_of_azeroth"]
    assert_audit(game)


def test_item_81_only_its_controller_gives_heart():
    game = world_game(["orcs"], ["farmer"], markers=["heart_of_azeroth", "karazhan"])
    pick(game, 0, "orcs")
    conquer(game, 0, "s1")
    assert "no heart" in refused(game, act(0, "redeploy", tokens={"s1": hand("orcs", "farmer")}, heart="s1"))


def _dwarves_next_to_the_heart(game):
    """Bob's Dwarves, with 9 tokens, take l8 and the Murlocs of l7 and l3 (next to l2): 3 each."""
    pick(game, 1, "dwarves")
    set_hand(game, "dwarves", 3 + 3 + 3)
    play_turn(game, 1, conquer=["l8", "l7", "l3"], redeploy={"l8": 3, "l7": 3, "l3": 3})


def test_items_17_and_70_each_opponent_next_to_the_heart_pays_a_coin_what_he_has():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"], markers=["heart_of_azeroth", "karazhan"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2"], redeploy={"l1": 5, "l2": REST}, heart="l2")
    _dwarves_next_to_the_heart(game)
    ann, bob = game.players[0].coins, game.players[1].coins
    events = play_turn(game, 0, redeploy={"l1": 5, "l2": REST})        # l3 is next to the Heart in l2
    assert events_of(events, "tribute_paid") == [{"type": "tribute_paid", "player": 1, "to": 0, "coins": 1,
                                                  "region": "l2"}]
    scored = events_of(events, "scored")[0]["coins"]
    assert game.players[0].coins == ann + scored + 1 and game.players[1].coins == bob - 1
    assert_audit(game)


def test_item_17_an_opponent_without_coins_pays_nothing():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"], markers=["heart_of_azeroth", "karazhan"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2"], redeploy={"l1": 5, "l2": REST}, heart="l2")
    _dwarves_next_to_the_heart(game)
    set_coins(game, 1, 0)
    events = play_turn(game, 0, redeploy={"l1": 5, "l2": REST})
    assert not events_of(events, "tribute_paid")
    assert_audit(game)


def _aegis_held():
    """Ann's Orcs control the Aegis in l1 (2 tokens there, the rest in l2); Bob picked the Dwarves."""
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"], markers=["aegis_of_aggramar", "karazhan"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2"], redeploy={"l1": 2, "l2": REST})
    pick(game, 1, "dwarves")
    return game


def test_item_28_the_first_attack_on_the_aegis_pays_its_controller_two_coins():
    game = _aegis_held()
    ann, bob = game.players[0].coins, game.players[1].coins
    events = conquer(game, 1, "l1")                             # 2 + 2 + fee
    assert events_of(events, "toll_paid")[0]["coins"] == 2
    assert game.players[0].coins == ann + 2 and game.players[1].coins == bob - 2
    assert_audit(game)


def test_item_36_an_attack_on_the_aegis_the_player_cannot_pay_is_refused():
    game = _aegis_held()
    set_coins(game, 1, 1)
    assert "asks 2 coins" in refused(game, act(1, "conquer", region="l1"))


def test_items_36_and_51_a_failed_attempt_pays_and_payments_last_until_the_controllers_end_of_turn():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"], markers=["aegis_of_aggramar", "karazhan"],
                      dice=[0])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2"], redeploy={"l1": REST, "l2": 3})
    pick(game, 1, "dwarves")
    set_short(game, "dwarves", "l1", 1)
    events = do(game, 1, "reinforce", region="l1")              # 1 short: roll 0
    assert not events_of(events, "conquered") and events_of(events, "toll_paid")
    assert state_json(game)["aegis_paid"] == [1]
    end_turn(game, 1)
    assert state_json(game)["aegis_paid"] == [1]
    play_turn(game, 0, redeploy={"l1": REST, "l2": 3})
    assert state_json(game)["aegis_paid"] == []
    assert_audit(game)


def test_the_state_of_an_aegis_lying_in_an_empty_region():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"], markers=["aegis_of_aggramar", "karazhan"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "s1"], redeploy={"l1": 1, "s1": REST})
    play_turn(game, 1, pick="dwarves", conquer=["l8"], redeploy={"l8": REST})
    do(game, 0, "abandon", region="l1")                       # the Aegis stays behind, in an empty region
    game.aegis_holder = None            # as when a live bomb revealed it: nobody ever placed it
    assert region(game, "l1")["items"] == ["aegis_of_aggramar"] and state_json(game)["aegis_paid"] == []
