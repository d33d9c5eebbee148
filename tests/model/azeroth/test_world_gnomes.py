"""The Gnomes' air raid (items 4, 25, 30, 31, 32, 42)."""

from world_helpers import (
    REST,
    act,
    active_state,
    assert_audit,
    conquer,
    do,
    events_of,
    pick,
    play_turn,
    refused,
    region,
    set_hand,
    world_game,
)


def _gnomes(dice, hand=None):
    """Ann's Gnomes + Ranger hold l1 (3 tokens paid); `hand`: tokens left to raid with."""
    game = world_game(["gnomes"], ["ranger"], dice=dice)
    pick(game, 0, "gnomes")
    conquer(game, 0, "l1")
    if hand is not None:
        set_hand(game, "gnomes", hand)
    return game


def test_item_25_a_raid_is_never_the_first_conquest():
    game = world_game(["gnomes"], ["ranger"], dice=[3])
    pick(game, 0, "gnomes")
    assert "entry region first" in refused(game, act(0, "raid", region="s7"))


def test_w8_item_30_a_covered_raid_takes_any_region_and_conquests_go_on():
    game = _gnomes([3])
    events = do(game, 0, "raid", region="s7")              # another island, not adjacent: 2 − 3 → 1
    assert events_of(events, "rolled")[0]["face"] == 3
    assert events[-1]["type"] == "conquered" and events[-1]["how"] == "raid" and events[-1]["tokens"] == 1
    assert region(game, "s7")["race"] == "gnomes"
    conquer(game, 0, "l2")                                 # conquests go on
    assert active_state(game, "used") == {"raid": 1}
    assert_audit(game)


def test_item_4_a_raid_pays_no_crossing_fee():
    game = _gnomes([0])
    events = do(game, 0, "raid", region="s1")              # a far entry region: 2, not 3
    assert events[-1]["tokens"] == 2


def test_the_raid_is_once_per_turn():
    game = _gnomes([3, 3])
    do(game, 0, "raid", region="s7")
    assert "already" in refused(game, act(0, "raid", region="s2"))


def test_item_31_a_raid_short_by_one_to_three_rolls_again_as_the_final_attempt():
    game = _gnomes([0, 3], hand=1)
    events = do(game, 0, "raid", region="l7")              # Murloc: 3, roll 0, 2 short, then 3
    rolls = events_of(events, "rolled")
    assert [r["face"] for r in rolls] == [0, 3] and rolls[-1]["success"]
    assert events[-1]["how"] == "raid" and region(game, "l7")["tokens"] == 1
    assert "over" in refused(game, act(0, "conquer", region="l2"))
    assert_audit(game)


def test_item_31_a_failed_second_roll_keeps_the_hand_and_ends_the_conquests():
    game = _gnomes([0, 0], hand=1)
    events = do(game, 0, "raid", region="l7")
    assert not events_of(events, "conquered") and game.tribes["gnomes"].hand == 1
    assert "over" in refused(game, act(0, "reinforce", region="l2"))
    assert_audit(game)


def test_item_4_a_raid_short_by_more_than_three_fails_at_once():
    game = world_game(["gnomes", "orcs"], ["ranger", "farmer"], dice=[0])
    play_turn(game, 0, pick="gnomes", conquer=["l1"], redeploy={"l1": REST})
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    events = do(game, 0, "raid", region="s1")              # 2 + 10 − 0 = 12 for a hand of 8
    assert len(events_of(events, "rolled")) == 1 and not events_of(events, "conquered")
    assert game.turn.campaigns[game.tribes["gnomes"]].over
    assert_audit(game)


def test_a_raid_cannot_take_water():
    game = _gnomes([3])
    assert "Naga" in refused(game, act(0, "raid", region="s6"))
