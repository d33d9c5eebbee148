"""The Watchman's towers (items 12, 54, 69)."""

from world_helpers import (
    REST,
    act,
    assert_audit,
    conquer,
    decline_turn,
    pick,
    play_turn,
    refused,
    region,
    set_hand,
    world_game,
)


def _towered():
    """Ann's Orcs + Watchman hold l1 (farmland) and l2: l1 gets a tower; Bob's Dwarves are on s1."""
    game = world_game(["orcs", "dwarves"], ["watchman", "ranger"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2"], redeploy={"l1": 5, "l2": REST})
    return game


def test_a_tower_goes_on_a_farmland_where_the_race_holds_most_neighbours():
    game = _towered()
    assert region(game, "l1")["markers"] == {"tower": 1}
    assert region(game, "l2")["markers"] == {}                 # a forest
    assert game.supply["tower"] == 5
    assert_audit(game)


def test_item_54_opponents_cannot_conquer_a_tower_region():
    game = _towered()
    pick(game, 1, "dwarves")
    assert "Watch Tower" in refused(game, act(1, "conquer", region="l1"))


def test_item_69_a_tower_stays_while_its_condition_holds():
    game = _towered()
    pick(game, 1, "dwarves")
    set_hand(game, "dwarves", 3 + 3 + 3)
    conquer(game, 1, "l8")
    conquer(game, 1, "l7")                                      # a Murloc
    conquer(game, 1, "l3")                                      # not l1's neighbour: the tower stays
    assert region(game, "l1")["markers"] == {"tower": 1}
    assert_audit(game)


def test_w12_towers_leave_on_decline_back_to_the_supply():
    game = _towered()
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    decline_turn(game, 0)
    assert region(game, "l1")["markers"] == {} and game.supply["tower"] == 6
    assert_audit(game)


def test_item_69_a_tower_is_removed_when_an_opponent_takes_the_neighbourhood():
    game = world_game(["orcs", "dwarves"], ["watchman", "blacksmith"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2"], redeploy={"l1": REST, "l2": 1})
    assert region(game, "l1")["markers"] == {"tower": 1}
    pick(game, 1, "dwarves")                                   # 5 + 4, Blacksmith: 1 less
    conquer(game, 1, "l8")                                     # 2
    conquer(game, 1, "l7")                                     # Murloc: 2
    conquer(game, 1, "l3")                                     # Murloc: 2
    conquer(game, 1, "l2")                                     # 1 Orc: 2 + 1 − 1 = 2
    assert region(game, "l1")["markers"] == {}                 # Ann holds no neighbour of l1 now
    assert game.supply["tower"] == 6
    assert_audit(game)
