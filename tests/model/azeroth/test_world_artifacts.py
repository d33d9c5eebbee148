"""Artifacts used in a conquest: Frostmourne, the Doomhammer, the Ashes of Al'ar (items 16, 38,
57, 58) and the state's `used`."""

from world_helpers import (
    REST,
    act,
    active_state,
    assert_audit,
    conquer,
    pick,
    play_turn,
    refused,
    region,
    world_game,
)


def _orcs_holding(marker, *more):
    """Ann's Orcs + Farmer took l1, revealing `marker`, then the regions `more`."""
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"], markers=[marker, "karazhan"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    for rid in more:
        conquer(game, 0, rid)
    return game


def test_item_38_an_artifact_is_used_only_once_revealed():
    game = world_game(["orcs"], ["farmer"], markers=["frostmourne", "karazhan"])
    pick(game, 0, "orcs")
    assert "control no face-up" in refused(game, act(0, "conquer", region="l1", use=["frostmourne"]))


def test_w11_frostmourne_takes_two_off_one_conquest_a_turn_and_moves_there():
    game = _orcs_holding("frostmourne")
    events = conquer(game, 0, "l2", use=["frostmourne"])           # 2 − 2, at least 1
    assert events[-1]["tokens"] == 1 and events[-1]["use"] == ["frostmourne"]
    assert region(game, "l1")["items"] == [] and region(game, "l2")["items"] == ["frostmourne"]
    assert active_state(game, "used") == {"frostmourne": 1}
    assert "already used" in refused(game, act(0, "conquer", region="l3", use=["frostmourne"]))
    assert_audit(game)


def test_the_ashes_reach_any_island_as_if_adjacent():
    game = _orcs_holding("ashes_of_alar")
    assert "not adjacent" in refused(game, act(0, "conquer", region="s7"))
    events = conquer(game, 0, "s7", use=["ashes_of_alar"])         # no crossing fee: as if adjacent
    assert events[-1]["tokens"] == 2 and region(game, "s7")["items"] == ["ashes_of_alar"]


def test_item_58_the_doomhammer_takes_a_region_with_one_token_paying_its_owner():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"], markers=["doomhammer", "karazhan"])
    play_turn(game, 0, pick="orcs", conquer=["l1"], redeploy={"l1": REST})
    play_turn(game, 1, pick="dwarves", conquer=["l8", "l4"], redeploy={"l8": 1, "l4": REST})
    ann, bob = game.players[0].coins, game.players[1].coins
    conquer(game, 0, "l2")
    conquer(game, 0, "l3")                                            # a Murloc
    events = conquer(game, 0, "l4", use=["doomhammer"])              # 8 Dwarves on a mountain
    assert events[-1]["tokens"] == 1
    assert game.players[0].coins == ann - 2 and game.players[1].coins == bob + 2
    assert_audit(game)


def test_item_58_the_doomhammer_pays_the_bank_for_murlocs_and_is_refused_when_short():
    game = _orcs_holding("doomhammer", "l2")
    coins = game.players[0].coins
    game.players[0].coins = 1
    assert "costs 2 coins" in refused(game, act(0, "conquer", region="l3", use=["doomhammer"]))
    game.players[0].coins = coins
    conquer(game, 0, "l3", use=["doomhammer"])
    assert game.players[0].coins == coins - 2
    assert_audit(game)


def test_item_57_use_exists_on_conquer_only_and_lists_distinct_artifacts():
    game = _orcs_holding("frostmourne")
    assert "conquer only" in refused(game, act(0, "reinforce", region="l2", use=["frostmourne"]))
    assert "distinct" in refused(game, act(0, "conquer", region="l2", use=["frostmourne", "frostmourne"]))
    assert "distinct" in refused(game, act(0, "conquer", region="l2", use=[]))
