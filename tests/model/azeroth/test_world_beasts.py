"""The Beast Master's Beasts (items 29, 35, 59, 60, 71, 90)."""

from world_helpers import (
    REST,
    act,
    active_state,
    assert_audit,
    box,
    conquer,
    cost_of,
    decline_turn,
    end_turn,
    events_of,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    retreat,
    set_hand,
    world_game,
)

from games.smallworld.model.legal import legal_actions


def _beasts(game, seat=0):
    return active_state(game, "beasts", seat)


# Ann's Dwarves on the south island: 1 token in each region but the hill s7, which gets the rest.
SOUTH = {"s1": 1, "s2": 1, "s3": 1, "s7": REST}


def _dwarves_take_the_south_island(game):
    """Ann's first turn: her Dwarves + Beast Master, with 9 tokens, take s1, s2, s3 and s7 (2
    hills): 5 tokens are readied at her next turn."""
    pick(game, 0, "dwarves")
    set_hand(game, "dwarves", 9)
    play_turn(game, 0, conquer=["s1", "s2", "s3", "s7"], redeploy=SOUTH)


def _with_beasts():
    """Ann's Dwarves + Beast Master (9 tokens) hold s1, s2 (hill), s3 and s7 (hill); Bob's Orcs hold l8;
    Ann's second turn begins with 2 Beasts."""
    game = world_game(["dwarves", "orcs"], ["beast_master", "ranger"])
    _dwarves_take_the_south_island(game)
    assert _beasts(game) == 0                                   # none on the first turn
    events = play_turn(game, 1, pick="orcs", conquer=["l8"], redeploy={"l8": REST})
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


def test_w17_item_60_a_region_with_beasts_loses_one_beast_and_no_token():
    game = _with_beasts()
    redeploy(game, 0, SOUTH, beasts={"s1": 2})
    end_turn(game, 0)
    assert cost_of(game, "orcs", "s1") == 2 + 1 + 2 + 1         # a token, 2 Beasts and the fee
    conquer(game, 1, "s1")
    assert game.tribes["dwarves"].retreating == 1 and game.tray["dwarves"] == box("dwarves") - 9
    assert region(game, "s1")["markers"] == {} and _beasts(game) == 1       # 1 to the box, 1 back
    assert_audit(game)


def test_item_71_beasts_leave_on_decline():
    game = _with_beasts()
    redeploy(game, 0, SOUTH, beasts={"s7": 2})
    end_turn(game, 0)
    end_turn(game, 1)
    decline_turn(game, 0)
    assert region(game, "s7")["markers"] == {}
    assert_audit(game)


def _beasts_taken_back():
    """Three players. Ann's Dwarves keep 1 token and 2 Beasts in s1; Bob's Orcs conquer it: 1 Beast
    to the box, the token and the other Beast come back, to be placed before Cid's turn."""
    game = world_game(["dwarves", "orcs", "trolls"], ["beast_master", "ranger", "farmer"], players=3)
    _dwarves_take_the_south_island(game)
    play_turn(game, 1, pick="orcs", conquer=["l8"], redeploy={"l8": REST})
    play_turn(game, 2, pick="trolls", conquer=["l1"], redeploy={"l1": REST})
    assert _beasts(game) == 2
    redeploy(game, 0, SOUTH, beasts={"s1": 2})
    end_turn(game, 0)
    conquer(game, 1, "s1")
    redeploy(game, 1, {"l8": 1, "s1": REST})
    end_turn(game, 1)
    return game


def test_item_60_taken_back_beasts_wait_for_the_retreat_and_are_offered():
    game = _beasts_taken_back()
    assert game.phase == "retreat"
    assert _beasts(game) == 1 and active_state(game, "hand") == 1
    assert legal_actions(game) == [{"type": "retreat", "player": 0, "tokens": {"s2": 1}, "beasts": {"s2": 1}}]
    assert_audit(game)


def test_item_60_retreat_beasts_places_them():
    game = _beasts_taken_back()
    events = retreat(game, 0, {"s7": 1}, beasts={"s3": 1})
    assert events_of(events, "retreated")[0]["beasts"] == {"s3": 1}
    assert region(game, "s3")["markers"] == {"beast": 1} and region(game, "s7")["tokens"] == 6 + 1
    assert cost_of(game, "orcs", "s3") == 2 + 1 + 1                # its token and the Beast
    assert_audit(game)


def test_item_60_retreat_without_beasts_discards_them():
    game = _beasts_taken_back()
    retreat(game, 0, {"s7": 1})
    assert all(region(game, r)["markers"].get("beast", 0) == 0 for r in ("s2", "s3", "s7"))
    assert _beasts(game) == 0 and game.seat == 2
    assert_audit(game)


def test_item_60_bad_retreat_beasts_are_refused_with_a_reason():
    game = _beasts_taken_back()
    assert "exactly the 1 Beasts" in refused(game, act(0, "retreat", tokens={"s7": 1}, beasts={"s3": 2}))
    assert "regions you keep" in refused(game, act(0, "retreat", tokens={"s7": 1}, beasts={"l8": 1}))
    assert "{region: count}" in refused(game, act(0, "retreat", tokens={"s7": 1}, beasts=["s3"]))
    assert "must be a count" in refused(game, act(0, "retreat", tokens={"s7": 1}, beasts={"s3": -1}))
    assert game.phase == "retreat" and _beasts(game) == 1
    assert_audit(game)


def test_item_60_no_beasts_taken_back_refuses_the_field():
    game = world_game(["dwarves", "orcs"], ["beast_master", "ranger"])
    play_turn(game, 0, pick="dwarves", conquer=["s1", "s2"], redeploy={"s1": 2, "s2": REST})
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    assert "no Beasts were taken back" in refused(game, act(0, "retreat", tokens={"s2": 1}, beasts={"s2": 1}))
    retreat(game, 0, {"s2": 1})
    assert_audit(game)


def test_item_21_under_the_chapel_no_beast_goes_to_the_box():
    game = world_game(["dwarves", "orcs"], ["beast_master", "ranger"], markers=["dark_portal", "lights_hope_chapel"])
    _dwarves_take_the_south_island(game)
    assert "lights_hope_chapel" in region(game, "s2")["items"]       # revealed by the conquest: Ann's
    play_turn(game, 1, pick="orcs", conquer=["l8"], redeploy={"l8": REST})
    redeploy(game, 0, SOUTH, beasts={"s1": 2})
    end_turn(game, 0)
    tray = game.tray["dwarves"]
    conquer(game, 1, "s1")
    assert _beasts(game) == 2 and game.tribes["dwarves"].retreating == 1 and game.tray["dwarves"] == tray
    assert_audit(game)
