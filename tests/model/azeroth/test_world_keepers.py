"""The Draenei's saved token (item 65), the Archaeologist, the Spirit Healer (items 19, 72) and
Light's Hope Chapel (items 21, 66)."""

from world_helpers import (
    REST,
    act,
    active_state,
    assert_audit,
    box,
    conquer,
    decline_turn,
    do,
    end_turn,
    hand,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    retreat,
    score,
    set_hand,
    world_game,
)


def _draenei_vs_orcs(counts, markers=None):
    """Ann's Draenei + Ranger hold l8 and l7 with `counts`; Bob picks the Orcs + Farmer."""
    game = world_game(["draenei", "orcs"], ["ranger", "farmer"], markers=markers or ["dark_portal", "karazhan"])
    pick(game, 0, "draenei")
    conquer(game, 0, "l8")
    conquer(game, 0, "l7")
    redeploy(game, 0, counts)
    end_turn(game, 0)
    pick(game, 1, "orcs")
    return game


def test_item_65_the_first_token_the_draenei_would_lose_comes_back_instead():
    game = _draenei_vs_orcs({"l8": 3, "l7": REST})
    conquer(game, 1, "l8")                                   # 2 + 3 + fee = 6: 3 Draenei
    assert game.tribes["draenei"].retreating == 3            # none to the tray
    assert game.tray["draenei"] == box("draenei") - hand("draenei", "ranger")
    assert active_state(game, "used") == {"draenei_save": 1}
    assert_audit(game)


def test_item_65_only_the_first_loss_of_an_opponents_turn_is_saved():
    game = world_game(["draenei", "orcs"], ["ranger", "farmer"])
    pick(game, 0, "draenei")
    set_hand(game, "draenei", 3 + 3 + 3)                     # l8, the Murloc of l7, the mountain l4
    tray = game.tray["draenei"]
    for rid in ("l8", "l7", "l4"):
        conquer(game, 0, rid)
    redeploy(game, 0, {"l8": 1, "l7": 1, "l4": 7})
    end_turn(game, 0)
    pick(game, 1, "orcs")
    conquer(game, 1, "l8")                                   # a lone Draenei: saved to hand
    conquer(game, 1, "l7")                                   # the next lone one is lost
    assert game.tribes["draenei"].retreating == 1 and game.tray["draenei"] == tray + 1
    redeploy(game, 1, {"l8": 3, "l7": REST})
    end_turn(game, 1)
    retreat(game, 0, {"l4": 1})
    assert region(game, "l4")["tokens"] == 7 + 1
    assert active_state(game, "used") == {}    # a new turn: nothing used
    assert_audit(game)


def test_item_65_a_declined_draenei_saves_nothing():
    game = world_game(["draenei", "orcs", "dwarves"], ["ranger", "farmer", "herbalist"])
    play_turn(game, 0, pick="draenei", conquer=["l8"], redeploy={"l8": REST})
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    decline_turn(game, 0)                                    # 1 Draenei left in l8
    conquer(game, 1, "l8")
    assert game.tray["draenei"] == box("draenei") and "draenei" not in game.tribes     # lost, and gone
    assert_audit(game)


def test_the_archaeologist_counts_the_markers_it_controls():
    game = world_game(["orcs"], ["archaeologist"], markers=["dark_portal", "karazhan"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")                                   # reveals the Dark Portal
    conquer(game, 0, "s1")
    conquer(game, 0, "s2")                                   # reveals Karazhan
    redeploy(game, 0, {"l1": 1, "s1": 1, "s2": REST})
    s = score(end_turn(game, 0))
    assert s["power_bonus"] == 2 and s["item_bonus"] == 2


def test_items_19_and_72_the_spirit_healer_adds_a_token_at_each_redeployment():
    game = world_game(["orcs"], ["farmer"], markers=["spirit_healer", "karazhan"])
    pick(game, 0, "orcs")
    set_hand(game, "orcs", box("orcs") - 1)                  # 1 left in the tray
    conquer(game, 0, "l1")                                   # reveals the Healer
    assert "place exactly" in refused(game, act(0, "redeploy", tokens={"l1": box("orcs") - 1}))
    events = redeploy(game, 0, {"l1": box("orcs")})
    assert events[-1]["recruits"] == 1 and game.tray["orcs"] == 0
    assert_audit(game)


def test_lights_hope_chapel_keeps_its_controllers_tokens_even_when_its_region_falls():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"], markers=["lights_hope_chapel", "karazhan"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")                                   # the Chapel
    conquer(game, 0, "l2")
    redeploy(game, 0, {"l1": 1, "l2": REST})
    end_turn(game, 0)
    pick(game, 1, "dwarves")
    tray = game.tray["orcs"]
    conquer(game, 1, "l1")                                   # a lone Orc: comes back (item 21)
    assert game.tribes["orcs"].retreating == 1 and game.tray["orcs"] == tray
    assert region(game, "l1")["items"] == ["lights_hope_chapel"]
    assert_audit(game)


def test_item_66_the_chapel_does_not_protect_a_declined_race():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"], markers=["lights_hope_chapel", "karazhan"])
    play_turn(game, 0, pick="orcs", conquer=["l1"], redeploy={"l1": REST})
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    do(game, 0, "decline")
    end_turn(game, 0)
    conquer(game, 1, "l1")                                   # the declined Orc is lost
    assert "orcs" not in game.tribes
    assert_audit(game)
