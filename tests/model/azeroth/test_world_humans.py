"""The Humans' military objectives (items 6, 43, 44, 64)."""

from world_helpers import (
    REST,
    WORLD,
    act,
    assert_audit,
    conquer,
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

from games.smallworld.model.legal import legal_actions


def _all_in_l8():
    """The redeployment of Ann's Humans + Ranger holding l8 alone."""
    return {"l8": hand("humans", "ranger")}


def _humans_placed(other):
    """Ann's Humans + Ranger hold l8 and put the objectives on l1 and l2; Bob picks `other`."""
    game = world_game(["humans", other], ["ranger", "blacksmith"])
    pick(game, 0, "humans")
    conquer(game, 0, "l8")
    assert "objectives" in refused(game, act(0, "redeploy", tokens=_all_in_l8()))        # item 44
    redeploy(game, 0, {"l8": REST}, objectives=["l1", "l2"])
    end_turn(game, 0)
    pick(game, 1, other)
    return game


def test_item_44_the_objectives_must_be_placed_before_the_turn_ends():
    game = world_game(["humans"], ["ranger"])
    pick(game, 0, "humans")
    conquer(game, 0, "l8")
    redeploy_action = next(a for a in legal_actions(game) if a["type"] == "redeploy")
    assert len(redeploy_action["objectives"]) == 2                      # the canonical one places them
    do(game, 0, "redeploy", tokens=_all_in_l8(), objectives=["l1", "s5"])
    assert region(game, "l1")["markers"] == {"objective": 1} and region(game, "s5")["markers"] == {"objective": 1}
    assert_audit(game)


def test_item_6_objectives_go_only_where_no_alliance_race_is():
    game = world_game(["humans"], ["ranger"])
    pick(game, 0, "humans")
    conquer(game, 0, "l8")
    assert "your faction" in refused(game, act(0, "redeploy", tokens=_all_in_l8(), objectives=["l8", "l1"]))
    assert "different" in refused(game, act(0, "redeploy", tokens=_all_in_l8(), objectives=["l1", "l1"]))
    assert "2 regions" in refused(game, act(0, "redeploy", tokens=_all_in_l8(), objectives=["l1"]))


def test_item_6_a_non_horde_conqueror_gains_two_and_so_do_the_humans():
    game = _humans_placed("kobolds")                                     # Neutral: not Horde
    ann, bob = game.players[0].coins, game.players[1].coins
    events = conquer(game, 1, "l1")
    assert events_of(events, "objective_taken") == [{"type": "objective_taken", "player": 1, "region": "l1",
                                                     "coins": 2}]
    assert events_of(events, "objective_reward") == [{"type": "objective_reward", "player": 0, "region": "l1",
                                                      "coins": 2}]
    assert game.players[0].coins == ann + 2 and game.players[1].coins == bob + 2
    assert region(game, "l1")["markers"] == {}
    assert_audit(game)


def test_item_6_a_horde_conqueror_gains_nothing_and_the_objective_stays():
    game = _humans_placed("orcs")
    ann, bob = game.players[0].coins, game.players[1].coins
    events = conquer(game, 1, "l1")
    assert not events_of(events, "objective_taken")
    assert region(game, "l1")["markers"] == {"objective": 1}
    assert (game.players[0].coins, game.players[1].coins) == (ann, bob)
    assert_audit(game)


def test_item_43_an_objective_taken_is_placed_again_at_the_humans_next_turn():
    game = _humans_placed("kobolds")
    conquer(game, 1, "l1")
    redeploy(game, 1, {"l1": REST})
    end_turn(game, 1)
    assert "objectives" in game.end_turn_reason()
    assert not [a for a in legal_actions(game) if a["type"] == "end_turn"]
    do(game, 0, "redeploy", tokens=_all_in_l8(), objectives=["l2", "l5"])
    end_turn(game, 0)
    assert_audit(game)


def test_item_43_an_omitted_field_leaves_them_where_they_are():
    game = _humans_placed("orcs")
    play_turn(game, 1, conquer=["s1"], redeploy={"s1": REST})
    play_turn(game, 0, redeploy={"l8": REST})
    assert region(game, "l1")["markers"] == {"objective": 1} and region(game, "l2")["markers"] == {"objective": 1}


def test_the_objectives_leave_on_decline():
    game = _humans_placed("orcs")
    play_turn(game, 1, conquer=["s1"], redeploy={"s1": REST})
    decline_turn(game, 0)
    assert region(game, "l1")["markers"] == {} and region(game, "l2")["markers"] == {}
    assert_audit(game)


def test_item_44_a_later_redeployment_without_the_objective_taken_is_refused():
    game = _humans_placed("kobolds")
    conquer(game, 1, "l1")                                               # one objective comes back
    redeploy(game, 1, {"l1": REST})
    end_turn(game, 1)
    conquer(game, 0, "l7")
    offered = [a for a in legal_actions(game) if a["type"] == "redeploy"]
    assert len(offered) == 1 and len(offered[0]["objectives"]) == 2
    bare = {key: value for key, value in offered[0].items() if key != "objectives"}
    assert "objectives" in refused(game, bare)
    assert "objectives" in refused(game, dict(bare, objectives=None))
    redeploy(game, 0, {"l7": 2, "l8": REST}, objectives=["l2", "l5"])
    end_turn(game, 0)
    assert_audit(game)


def test_item_44_w14_humans_without_a_region_still_place_the_objectives():
    """A pick turn without a conquest: the Humans hold no region, the objectives are off the map
    and every region is free for them (items 6, 44: end_turn and a bare redeploy are refused)."""
    game = world_game(["humans"], ["ranger"])
    pick(game, 0, "humans")
    assert "objectives" in game.end_turn_reason()
    assert "objectives" in refused(game, act(0, "end_turn"))
    assert "objectives" in refused(game, act(0, "redeploy", tokens={}))
    assert "2 regions" in refused(game, act(0, "redeploy", tokens={}, objectives=["l1"]))
    assert "region of yours" in refused(game, act(0, "redeploy", tokens={}, objectives=["l1", "l2"],
                                                 champion="l1"))
    offered = [a for a in legal_actions(game) if a["type"] in ("redeploy", "end_turn")]
    assert [a["type"] for a in offered] == ["redeploy"]
    assert offered[0]["tokens"] == {} and len(offered[0]["objectives"]) == 2
    events = do(game, 0, "redeploy", tokens={}, objectives=["l1", "s5"])
    assert events_of(events, "redeployed")[0]["kept_in_hand"] == hand("humans", "ranger")
    assert region(game, "l1")["markers"] == {"objective": 1} and region(game, "s5")["markers"] == {"objective": 1}
    assert game.tribes["humans"].hand == hand("humans", "ranger")
    end_turn(game, 0)
    assert_audit(game)


def test_item_44_humans_who_lost_every_region_place_the_objective_taken():
    game = _humans_placed("kobolds")
    conquer(game, 1, "l1")                                               # one objective comes back
    game.tribes["humans"].hand += game.tokens[WORLD.index["l8"]]         # Ann's Humans leave l8
    game.clear_region(WORLD.index["l8"], game.tribes["humans"])
    redeploy(game, 1, {"l1": REST})
    end_turn(game, 1)
    assert "objectives" in refused(game, act(0, "redeploy", tokens={}))
    redeploy(game, 0, {}, objectives=["l2", "l8"])
    end_turn(game, 0)
    assert_audit(game)
