"""The Berserker's N (item 67): the opponents' race tokens, Beasts and Champion in the region."""

from world_helpers import (
    REST,
    assert_audit,
    conquer,
    end_turn,
    pick,
    play_turn,
    redeploy,
    score,
    set_hand,
    world_game,
)


def test_item_67_berserker_counts_the_beasts_with_the_tokens():
    game = world_game(["dwarves", "orcs"], ["beast_master", "berserker"])
    pick(game, 0, "dwarves")
    set_hand(game, "dwarves", 9)                                # enough for the south island
    play_turn(game, 0, conquer=["s1", "s2", "s3", "s7"], redeploy={"s1": 1, "s2": 1, "s3": 1, "s7": REST})
    play_turn(game, 1, pick="orcs", conquer=["l8"], redeploy={"l8": REST})
    redeploy(game, 0, {"s1": 1, "s2": 1, "s3": 1, "s7": REST}, beasts={"s1": 2})      # s1: 1 token, 2 Beasts
    end_turn(game, 0)
    conquer(game, 1, "s1")
    redeploy(game, 1, {"l8": 1, "s1": REST})
    assert score(end_turn(game, 1))["power_bonus"] == 3
    assert_audit(game)


def test_item_67_berserker_counts_the_champion_with_the_tokens():
    game = world_game(["orcs", "dwarves"], ["champion", "berserker"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    conquer(game, 0, "l5")
    redeploy(game, 0, {"l1": 1, "l5": REST}, champion="l1")       # l1: 1 Orc and the Champion
    end_turn(game, 0)
    pick(game, 1, "dwarves")
    conquer(game, 1, "l1")
    redeploy(game, 1, {"l1": REST})
    assert score(end_turn(game, 1))["power_bonus"] == 2
    assert_audit(game)
