"""The Portal Mage's swaps (items 14, 52, 68)."""

from world_helpers import (
    REST,
    act,
    active_state,
    assert_audit,
    conquer,
    do,
    pick,
    redeploy,
    refused,
    region,
    world_game,
)


def _mage():
    """Ann's Orcs + Portal Mage hold l1 (1 after readying) and the magic l2 (3)."""
    game = world_game(["orcs"], ["portal_mage"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    conquer(game, 0, "l2")
    return game


def test_item_52_a_swap_exchanges_everything_between_two_magic_regions():
    game = _mage()
    events = do(game, 0, "portal", regions=["l2", "l10"])          # l10: a Murloc on a magic farmland
    assert events[-1] == {"type": "swapped", "player": 0, "regions": ["l2", "l10"]}
    assert region(game, "l2")["race"] == "murlocs" and region(game, "l2")["tokens"] == 1
    assert region(game, "l10")["race"] == "orcs" and region(game, "l10")["tokens"] == 2
    assert sorted(game.region_id(r) for r in game.tribes["orcs"].regions) == ["l1", "l10"]
    assert_audit(game)


def test_item_14_any_two_magic_regions_even_empty_ones_on_another_island():
    game = _mage()
    do(game, 0, "portal", regions=["l2", "s7"])
    assert region(game, "s7")["race"] == "orcs" and region(game, "l2")["race"] is None
    assert active_state(game, "used") == {"portal": 1}


def test_twice_a_turn_and_only_magic_regions():
    game = _mage()
    assert "magic" in refused(game, act(0, "portal", regions=["l1", "l2"]))
    assert "different" in refused(game, act(0, "portal", regions=["l2", "l2"]))
    do(game, 0, "portal", regions=["l2", "s7"])
    do(game, 0, "portal", regions=["s7", "l10"])
    assert "2 times" in refused(game, act(0, "portal", regions=["l2", "l10"]))


def test_item_68_no_swap_once_conquests_are_over():
    game = _mage()
    redeploy(game, 0, {"l1": 5, "l2": REST})
    assert "over" in refused(game, act(0, "portal", regions=["l2", "l10"]))
