"""The Tauren never stand alone (items 8, 34, 48, 89)."""

from world_helpers import (
    REST,
    act,
    assert_audit,
    box,
    conquer,
    cost_of,
    decline_turn,
    do,
    end_turn,
    hand,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    world_game,
)

from games.smallworld.model.legal import legal_actions


def test_every_tauren_conquest_costs_at_least_two():
    game = world_game(["tauren"], ["blacksmith"])
    pick(game, 0, "tauren")
    assert cost_of(game, "tauren", "l1") == 2                 # 2 + fee − 1
    conquer(game, 0, "l1")
    assert cost_of(game, "tauren", "l2") == 2                 # 2 − 1, but never below 2
    events = conquer(game, 0, "l2")
    assert events[-1]["tokens"] == 2


def test_w9_a_redeployment_leaves_no_tauren_alone():
    game = world_game(["tauren"], ["ranger"])
    tokens = hand("tauren", "ranger")
    pick(game, 0, "tauren")
    conquer(game, 0, "l1")
    conquer(game, 0, "l2")
    assert "never stand alone" in refused(game, act(0, "redeploy", tokens={"l1": 1, "l2": tokens - 1}))
    assert "while you have tokens" in refused(game, act(0, "redeploy", tokens={"l1": 0, "l2": tokens}))
    redeploy(game, 0, {"l1": 2, "l2": tokens - 2})
    assert_audit(game)


def test_readying_troops_leaves_two_per_region():
    game = world_game(["tauren", "orcs"], ["ranger", "farmer"])
    tokens = hand("tauren", "ranger")
    play_turn(game, 0, pick="tauren", conquer=["l1", "l2"], redeploy={"l1": tokens // 2, "l2": REST})
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    conquer(game, 0, "l5")                                     # 2 Tauren
    assert region(game, "l1")["tokens"] == 2 and region(game, "l2")["tokens"] == 2
    assert game.tribes["tauren"].hand == tokens - 4 - 2
    assert_audit(game)


def test_item_48_a_final_attempt_with_one_tauren_in_hand_is_refused():
    game = world_game(["tauren"], ["ranger"], dice=[3])
    pick(game, 0, "tauren")
    conquer(game, 0, "l1")
    tribe = game.tribes["tauren"]
    game.tray["tauren"] += tribe.hand - 1
    tribe.hand = 1
    assert "at least 2" in refused(game, act(0, "reinforce", region="l2"))
    assert not [a for a in legal_actions(game) if a["type"] in ("conquer", "reinforce")]


def test_declining_tauren_leave_two_per_region():
    game = world_game(["tauren", "orcs"], ["ranger", "farmer"])
    tokens = hand("tauren", "ranger")
    play_turn(game, 0, pick="tauren", conquer=["l1", "l2"], redeploy={"l1": tokens // 2, "l2": REST})
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    decline_turn(game, 0)
    assert region(game, "l1")["tokens"] == 2 and region(game, "l2")["tokens"] == 2
    assert game.tray["tauren"] == box("tauren") - 4
    assert_audit(game)


def test_a_conquered_tauren_pair_loses_one_and_retreats_one():
    game = world_game(["tauren", "orcs"], ["ranger", "farmer"])
    play_turn(game, 0, pick="tauren", conquer=["l8", "l4"], redeploy={"l8": 2, "l4": REST})
    pick(game, 1, "orcs")
    conquer(game, 1, "l8")                                     # 2 + 2 + fee
    assert game.tribes["tauren"].retreating == 1
    redeploy(game, 1, {"l8": REST})
    end_turn(game, 1)
    assert [(seat, tribe.id, n) for seat, tribe, n in game.pending_retreats] == [(0, "tauren", 1)]
    assert_audit(game)


def _tauren_with_the_champion_alone_in_l2():
    """Ann's Tauren + Champion: every token in l1, the Champion alone in l2 (item 34's 0 there)."""
    game = world_game(["tauren", "orcs"], ["champion", "farmer"])
    pick(game, 0, "tauren")
    conquer(game, 0, "l1")
    do(game, 0, "champion", region="l2")
    tribe = game.tribes["tauren"]
    spread = tribe.hand + region(game, "l1")["tokens"]
    assert "at least 2" in refused(game, act(0, "redeploy", tokens={"l1": 0, "l2": spread}))
    redeploy(game, 0, {"l1": spread, "l2": 0})
    assert region(game, "l2")["tokens"] == 0 and region(game, "l2")["markers"] == {"champion": 1}
    return game, spread


def test_item_34_a_tauren_redeployment_may_leave_the_champion_alone():
    game, _spread = _tauren_with_the_champion_alone_in_l2()
    assert_audit(game)


def test_item_89_one_tauren_back_with_only_the_champions_region_left_stays_in_hand():
    game, spread = _tauren_with_the_champion_alone_in_l2()
    l1 = game.board.index["l1"]
    game.tray["tauren"] += spread - 2                      # l1 down to 2 Tauren: 1 comes back
    game.tokens[l1] = 2
    end_turn(game, 0)
    play_turn(game, 1, pick="orcs", conquer=["l1"], redeploy={"l1": REST})
    assert game.phase == "conquer" and game.seat == 0      # no retreat: the Tauren waits in hand
    assert game.tribes["tauren"].hand == 1 and game.tribes["tauren"].retreating == 0
    assert_audit(game)


def test_item_89_a_retreat_leaving_one_tauren_alone_is_refused():
    game = world_game(["tauren", "orcs"], ["champion", "farmer"])
    pick(game, 0, "tauren")
    conquer(game, 0, "l1")
    conquer(game, 0, "l5")
    do(game, 0, "champion", region="l2")
    tribe = game.tribes["tauren"]
    spread = tribe.hand + region(game, "l1")["tokens"] + region(game, "l5")["tokens"]
    redeploy(game, 0, {"l1": 3, "l5": spread - 3, "l2": 0})
    end_turn(game, 0)
    play_turn(game, 1, pick="orcs", conquer=["l1"], redeploy={"l1": REST})      # 2 Tauren come back
    assert game.phase == "retreat"
    assert "never stand alone" in refused(game, act(0, "retreat", tokens={"l2": 1, "l5": 1}))
    retreat = legal_actions(game)[0]
    assert retreat["tokens"] == {"l5": 2}                  # not the Champion's region
    game.apply(retreat)
    assert region(game, "l5")["tokens"] == spread - 1
    assert_audit(game)
