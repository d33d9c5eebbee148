"""The Warcraft races and powers built so far, each with its effect and edge cases; item numbers
are the Warcraft reference's (§5, §6)."""

import pytest
from world_helpers import (
    REST,
    act,
    assert_audit,
    conquer,
    cost_of,
    decline_turn,
    end_turn,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    score,
    set_hand,
    world_game,
)

from games.smallworld.model.state_json import state_json


def _turn(game, seat, race, conquests, counts):
    """Pick `race`, conquer these regions, redeploy `counts`, end the turn: the score event."""
    return score(play_turn(game, seat, pick=race, conquer=conquests, redeploy=counts))


# == races ===============================================================================

def test_blood_elves_score_their_magic_regions():
    game = world_game(["blood_elves"], ["ranger"])
    s = _turn(game, 0, "blood_elves", ["l1", "l2"], {"l1": 4, "l2": REST})      # l2: magic
    assert s["race_bonus"] == 1


def test_dwarves_pay_two_less_for_mountains_never_below_one():
    game = world_game(["dwarves"], ["ranger"])
    pick(game, 0, "dwarves")
    conquer(game, 0, "l8")
    assert cost_of(game, "dwarves", "l4") == 1                 # 2 + mountain − 2
    assert cost_of(game, "dwarves", "l7") == 3                 # not a mountain


def test_w3_kobolds_enter_at_a_dungeon_without_the_fee_and_reach_every_dungeon():
    game = world_game(["kobolds"], ["ranger"])
    pick(game, 0, "kobolds")
    assert cost_of(game, "kobolds", "l5") == 2                 # not an entry region, no fee
    conquer(game, 0, "l5")
    assert cost_of(game, "kobolds", "s3") == 2                 # item 55: a dungeon on the other island
    conquer(game, 0, "s3")
    assert "not adjacent" in refused(game, act(0, "conquer", region="l3"))
    assert_audit(game)


def test_kobolds_still_enter_at_an_entry_region_with_the_fee():
    game = world_game(["kobolds"], ["ranger"])
    pick(game, 0, "kobolds")
    assert cost_of(game, "kobolds", "l1") == 3
    assert "entry region" in refused(game, act(0, "conquer", region="l2"))


def test_naga_may_enter_at_a_sea_or_lake_and_keep_it_in_decline():
    game = world_game(["naga", "orcs"], ["ranger", "farmer"])
    pick(game, 0, "naga")
    assert cost_of(game, "naga", "l6") == 2                    # a lake: costed as land, no fee
    conquer(game, 0, "l6")
    conquer(game, 0, "l2")
    assert "not adjacent" in refused(game, act(0, "conquer", region="l11"))   # item 83
    redeploy(game, 0, {"l6": 5, "l2": REST})
    end_turn(game, 0)
    pick(game, 1, "orcs")
    assert "Naga" in refused(game, act(1, "conquer", region="l6"))
    conquer(game, 1, "s1")
    redeploy(game, 1, {"s1": REST})
    end_turn(game, 1)
    s = score(decline_turn(game, 0))
    assert region(game, "l6")["race"] == "naga" and region(game, "l6")["declined"]
    assert s["regions"] == 2
    assert_audit(game)


def test_night_elves_discount_forests_and_wall_them():
    game = world_game(["night_elves", "orcs"], ["ranger", "farmer"])
    pick(game, 0, "night_elves")
    assert cost_of(game, "night_elves", "l8") == 2             # 2 + fee − 1
    conquer(game, 0, "l8")
    conquer(game, 0, "l7")                                     # farmland: no wall
    assert region(game, "l8")["markers"] == {"wisp_wall": 1}
    assert region(game, "l7")["markers"] == {}
    redeploy(game, 0, {"l8": 2, "l7": REST})
    end_turn(game, 0)
    pick(game, 1, "orcs")
    conquer(game, 1, "l1")
    assert cost_of(game, "orcs", "l8") == 2 + 2 + 1 + 1        # tokens + wall + fee
    assert_audit(game)


def test_wisp_walls_stay_in_decline_and_go_with_the_region():
    game = world_game(["night_elves", "orcs"], ["ranger", "farmer"])
    _turn(game, 0, "night_elves", ["l8"], {"l8": REST})
    _turn(game, 1, "orcs", ["s1"], {"s1": REST})
    decline_turn(game, 0)
    assert region(game, "l8")["markers"] == {"wisp_wall": 1}
    conquer(game, 1, "l8")                                     # 2 + 1 + wall + fee = 5
    assert region(game, "l8")["markers"] == {}
    assert game.supply["wisp_wall"] == 9
    assert_audit(game)


def test_item_74_no_wisp_wall_once_nine_are_on_the_map():
    game = world_game(["night_elves"], ["ranger"])
    game.supply["wisp_wall"] = 0
    pick(game, 0, "night_elves")
    conquer(game, 0, "l8")
    assert region(game, "l8")["markers"] == {}


def test_orcs_score_each_region_taken_from_the_alliance():
    game = world_game(["dwarves", "orcs"], ["ranger", "farmer"])
    _turn(game, 0, "dwarves", ["l8", "l7"], {"l8": 1, "l7": REST})
    pick(game, 1, "orcs")
    conquer(game, 1, "l8")                                     # 2 + 1 + fee
    conquer(game, 1, "l4")
    redeploy(game, 1, {"l8": 5, "l4": REST})
    assert score(end_turn(game, 1))["race_bonus"] == 1


def test_trolls_pay_one_less_for_non_empty_regions():
    game = world_game(["trolls"], ["ranger"])
    pick(game, 0, "trolls")
    conquer(game, 0, "l8")
    assert cost_of(game, "trolls", "l7") == 2                  # Murloc: 3 − 1
    assert cost_of(game, "trolls", "l4") == 3                  # empty mountain
    assert cost_of(game, "trolls", "s1") == 3                  # empty, with the fee


# == powers ==============================================================================

@pytest.mark.parametrize("power, regions, counts, coins", [
    ("farmer", ["l1"], {"l1": REST}, 1),
    ("ranger", ["l8"], {"l8": REST}, 1),
    ("herbalist", ["s1", "s2"], {"s1": 5, "s2": REST}, 1),
    ("mountaineer", ["l8", "l4"], {"l8": 5, "l4": REST}, 1),
    ("swamp_dweller", ["l1", "l5"], {"l1": 5, "l5": REST}, 1),
    ("mining", ["l1", "l5"], {"l1": 5, "l5": REST}, 1),
    ("fishing", ["l1", "l2", "l5"], {"l1": 2, "l2": 4, "l5": REST}, 2),     # l2, l5 touch the lake
])
def test_income_powers_pay_per_region(power, regions, counts, coins):
    game = world_game(["orcs"], [power])
    s = _turn(game, 0, "orcs", regions, counts)
    assert s["power_bonus"] == coins


def test_explorer_pays_per_island():
    game = world_game(["orcs"], ["explorer"])
    s = _turn(game, 0, "orcs", ["l1", "l2", "s1"], {"l1": 1, "l2": 1, "s1": REST})
    assert s["power_bonus"] == 2


def test_strategist_pays_per_non_empty_region_conquered():
    game = world_game(["orcs"], ["strategist"])
    s = _turn(game, 0, "orcs", ["l8", "l7"], {"l8": REST, "l7": 5})       # l7: a Murloc
    assert s["power_bonus"] == 1


def test_item_67_berserker_counts_opponents_tokens_only_from_two():
    game = world_game(["dwarves", "orcs"], ["ranger", "berserker"])
    pick(game, 0, "dwarves")
    conquer(game, 0, "l8")                                     # 3
    conquer(game, 0, "l4")                                     # 1
    conquer(game, 0, "l7")                                     # Murloc: 3
    redeploy(game, 0, {"l8": 2, "l4": 1, "l7": REST})
    end_turn(game, 0)
    pick(game, 1, "orcs")
    set_hand(game, "orcs", 5 + 4)
    conquer(game, 1, "l8")                                     # 2 Dwarves: 2 + 2 + fee = 5
    conquer(game, 1, "l4")                                     # 1 Dwarf on a mountain: 2 + 1 + 1 = 4
    redeploy(game, 1, {"l8": REST, "l4": 4})
    s = score(end_turn(game, 1))
    assert s["power_bonus"] == 2                                # l8 held 2; l4's lone Dwarf does not count
    assert_audit(game)


def test_w2_blacksmith_takes_one_off_every_conquest_fee_included():
    game = world_game(["orcs"], ["blacksmith"])
    pick(game, 0, "orcs")
    assert cost_of(game, "orcs", "l1") == 2
    conquer(game, 0, "l1")
    assert cost_of(game, "orcs", "l2") == 1


def test_navigator_pays_no_crossing_fee():
    game = world_game(["orcs"], ["navigator"])
    pick(game, 0, "orcs")
    assert cost_of(game, "orcs", "l1") == 2
    conquer(game, 0, "l1")
    assert cost_of(game, "orcs", "s1") == 2


def test_builder_forts_every_conquest_and_item_37_keeps_the_badge_in_decline():
    game = world_game(["orcs", "dwarves"], ["builder", "ranger"])
    _turn(game, 0, "orcs", ["l1", "l2"], {"l1": 5, "l2": REST})
    assert region(game, "l1")["markers"] == {"fort": 1} and region(game, "l2")["markers"] == {"fort": 1}
    _turn(game, 1, "dwarves", ["s1"], {"s1": REST})
    decline_turn(game, 0)
    assert state_json(game)["players"][0]["declined"] == [{"race": "orcs", "power": "builder"}]
    assert region(game, "l1")["markers"] == {"fort": 1}
    assert "builder" not in game.power_discard
    assert_audit(game)


def test_builder_forts_run_out_at_ten():
    game = world_game(["orcs"], ["builder"])
    game.supply["fort"] = 1
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    conquer(game, 0, "l2")
    assert region(game, "l1")["markers"] == {"fort": 1} and region(game, "l2")["markers"] == {}
