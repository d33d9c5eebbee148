"""The Champion (items 11, 25, 34, 45, 71, 77)."""

from world_helpers import (
    REST,
    act,
    active_state,
    assert_audit,
    conquer,
    cost_of,
    decline_turn,
    do,
    end_turn,
    events_of,
    hand,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    world_game,
)


def _champion(game, seat=0):
    return active_state(game, "champion", seat)


def _sent():
    """Ann's Orcs + Champion took l1; the Champion took l2 alone."""
    game = world_game(["orcs", "dwarves"], ["champion", "blacksmith"])
    pick(game, 0, "orcs")
    assert _champion(game) == "hand"
    assert "entering the map" in refused(game, act(0, "champion", region="l1"))      # item 25
    conquer(game, 0, "l1")
    events = do(game, 0, "champion", region="l2")
    assert events[-1]["how"] == "champion" and events[-1]["tokens"] == 0
    return game


def test_item_34_a_region_held_by_the_champion_alone_shows_no_token():
    game = _sent()
    assert region(game, "l2") == {"owner": 0, "race": "orcs", "tokens": 0, "declined": False,
                                  "markers": {"champion": 1}, "items": []}
    assert _champion(game) == "l2"
    assert "already fought" in refused(game, act(0, "champion", region="l3"))
    assert_audit(game)


def test_item_11_the_champion_ignores_every_defence():
    game = world_game(["orcs"], ["champion"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l8")
    do(game, 0, "champion", region="l4")                          # a mountain, no token spent
    assert game.tribes["orcs"].hand == hand("orcs", "champion") - 3
    assert region(game, "l4")["markers"] == {"mountain": 1, "champion": 1}


def test_w16_item_34_only_the_champions_region_may_get_zero_at_the_redeployment():
    game = _sent()
    assert "must keep" in refused(game, act(0, "redeploy", tokens={"l1": 0, "l2": hand("orcs", "champion")}))
    redeploy(game, 0, {"l1": REST, "l2": 0})
    assert region(game, "l2")["race"] == "orcs"
    assert_audit(game)


def test_the_champion_defends_as_one_token_and_a_capture_costs_a_ransom():
    game = _sent()
    redeploy(game, 0, {"l1": REST, "l2": 0})
    end_turn(game, 0)
    pick(game, 1, "dwarves")
    assert cost_of(game, "dwarves", "l1") == 2 + hand("orcs", "champion") + 1 - 1       # Blacksmith: 1 less
    conquer(game, 1, "l8")
    conquer(game, 1, "l4")
    conquer(game, 1, "l3")                                         # next to l2
    assert cost_of(game, "dwarves", "l2") == 2 + 1 - 1
    ann, bob = game.players[0].coins, game.players[1].coins
    events = conquer(game, 1, "l2")
    assert events_of(events, "ransom_paid") == [{"type": "ransom_paid", "player": 0, "to": 1, "coins": 1,
                                                 "region": "l2"}]
    assert game.players[0].coins == ann - 1 and game.players[1].coins == bob + 1
    assert _champion(game) == "hand"
    assert_audit(game)


def test_item_77_moving_the_champion_empties_the_region_it_held_alone():
    game = _sent()
    redeploy(game, 0, {"l1": REST, "l2": 0})
    end_turn(game, 0)
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    do(game, 0, "champion", region="l5")
    assert region(game, "l2")["race"] is None and _champion(game) == "l5"
    assert_audit(game)


def test_item_45_the_redeploy_field_moves_the_champion_from_hand():
    game = world_game(["orcs"], ["champion"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    conquer(game, 0, "l2")
    redeploy(game, 0, {"l1": 5, "l2": REST}, champion="l2")
    assert _champion(game) == "l2" and region(game, "l2")["markers"] == {"champion": 1}


def test_item_71_on_decline_the_champions_lone_region_is_emptied():
    game = _sent()
    redeploy(game, 0, {"l1": REST, "l2": 0})
    end_turn(game, 0)
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    decline_turn(game, 0)
    assert region(game, "l2")["race"] is None and region(game, "l1")["race"] == "orcs"
    assert_audit(game)


def test_item_84_the_state_counts_the_champions_action_in_used_for_the_rest_of_the_turn():
    game = world_game(["orcs", "dwarves"], ["champion", "blacksmith"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    conquer(game, 0, "l2")
    redeploy(game, 0, {"l1": 5, "l2": REST})
    end_turn(game, 0)
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    assert _champion(game) == "hand" and active_state(game, "used") == {}
    do(game, 0, "champion", region="l5")                          # from the hand, in a later turn
    assert active_state(game, "used") == {"champion": 1}
    redeploy(game, 0, {"l1": 5, "l2": REST, "l5": 0})
    assert active_state(game, "used") == {"champion": 1}
    end_turn(game, 0)
    assert active_state(game, "used") == {}                      # reset as the turn passes (item 84)
    assert_audit(game)


def test_item_84_the_champion_sent_in_the_pick_turn_is_counted_too():
    game = _sent()
    assert active_state(game, "used") == {"champion": 1}
    redeploy(game, 0, {"l1": REST, "l2": 0})
    assert active_state(game, "used") == {"champion": 1}


def test_item_45_a_champion_placed_by_the_redeployment_is_not_a_use():
    game = world_game(["orcs"], ["champion"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    redeploy(game, 0, {"l1": REST}, champion="l1")
    assert active_state(game, "used") == {}
