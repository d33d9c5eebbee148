"""The Beast Master's Beasts (items 29, 35, 59, 60, 71, 90)."""

from world_helpers import (
    act,
    assert_audit,
    conquer,
    cost_of,
    decline_turn,
    end_turn,
    events_of,
    play_turn,
    redeploy,
    refused,
    region,
    world_game,
)

from game.model.state_json import state_json


def _beasts(game, seat=0):
    return state_json(game)["players"][seat]["active"]["beasts"]


def _with_beasts():
    """Ann's Dwarves + Beast Master (9) hold s1, s2 (hill), s3 and s7 (hill); Bob's Orcs hold l8;
    Ann's second turn begins with 2 Beasts."""
    game = world_game(["dwarves", "orcs"], ["beast_master", "ranger"])
    play_turn(game, 0, pick="dwarves", conquer=["s1", "s2", "s3", "s7"], redeploy={"s1": 1, "s2": 1, "s3": 1, "s7": 6})
    assert _beasts(game) == 0                                   # none on the first turn
    events = play_turn(game, 1, pick="orcs", conquer=["l8"], redeploy={"l8": 10})
    assert events_of(events, "beasts_taken") == [{"type": "beasts_taken", "player": 0, "race": "dwarves",
                                                  "beasts": 2}]
    return game


def test_item_35_a_beast_per_hill_region_comes_to_hand_as_the_turn_begins():
    game = _with_beasts()
    assert _beasts(game) == 2
    assert_audit(game)


def test_items_59_and_90_beasts_conquer_after_the_race_tokens_and_must_all_be_placed():
    game = _with_beasts()
    conquer(game, 0, "l1")                                      # 3 of the 5 readied tokens
    conquer(game, 0, "s5")                                      # a Murloc: 2 tokens and a Beast
    conquer(game, 0, "s4")                                      # a mountain, 1 for Dwarves: a Beast alone
    assert region(game, "s5")["tokens"] == 2 and region(game, "s5")["markers"] == {"beast": 1}
    assert region(game, "s4")["tokens"] == 0 and region(game, "s4")["markers"] == {"mountain": 1, "beast": 1}
    assert _beasts(game) == 0
    counts = {"s1": 1, "s2": 1, "s3": 1, "s7": 1, "l1": 3, "s5": 1, "s4": 1}
    assert "Beasts" in refused(game, act(0, "redeploy", tokens=counts))
    assert "at least 1" in refused(game, act(0, "redeploy", tokens=dict(counts, s4=0, s5=2), beasts={"s7": 2}))
    redeploy(game, 0, counts, beasts={"s7": 2})
    assert region(game, "s7")["markers"] == {"beast": 2} and region(game, "s4")["markers"] == {"mountain": 1}
    assert_audit(game)


def test_w17_item_60_a_region_with_beasts_loses_them_and_no_token():
    game = _with_beasts()
    redeploy(game, 0, {"s1": 1, "s2": 1, "s3": 1, "s7": 6}, beasts={"s1": 2})
    end_turn(game, 0)
    assert cost_of(game, "orcs", "s1") == 2 + 1 + 2 + 1         # a token, 2 Beasts and the fee
    conquer(game, 1, "s1")
    assert game.tribes["dwarves"].retreating == 1 and game.tray["dwarves"] == 10 - 9
    assert region(game, "s1")["markers"] == {}
    assert_audit(game)


def test_item_71_beasts_leave_on_decline():
    game = _with_beasts()
    redeploy(game, 0, {"s1": 1, "s2": 1, "s3": 1, "s7": 6}, beasts={"s7": 2})
    end_turn(game, 0)
    end_turn(game, 1)
    decline_turn(game, 0)
    assert region(game, "s7")["markers"] == {}
    assert_audit(game)
