"""Every special power of the classic ruleset, its edge cases and interactions.

Scenarios run on the 4x4 test grid (see conftest.py for the map). The power is
usually carried by Ratmen (8 tokens, no ability of their own) so that only the
power acts. Seat 0 (Ann) plays first.
"""

from conftest import (
    act,
    assert_audit,
    breakdown,
    conquer,
    cost_of,
    counts,
    decline_turn,
    do,
    end_turn,
    events_of,
    game_with,
    hand,
    held,
    markers,
    pass_turn,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    retreat,
    tokens,
    tribe,
)

from games.smallworld.model.legal import legal_actions
from games.smallworld.model.state_json import state_json


def declined_view(game, seat):
    return state_json(game)["players"][seat]["declined"]


# == Alchemist ============================================================================

def test_alchemist_pays_two_coins_every_active_turn():
    game = game_with(["ratmen", "humans"], ["alchemist", "hill"])
    events = play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 6, "b4": 6})
    assert breakdown(events)[:4] == (2, 0, 2, 0)
    pass_turn(game, 1, pick="humans")
    events = end_turn(game, 0)                       # a quiet turn still pays
    assert breakdown(events)[2] == 2


def test_alchemist_pays_nothing_in_decline():
    game = game_with(["ratmen", "humans"], ["alchemist", "hill"])
    play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 6, "b4": 6})
    pass_turn(game, 1, pick="humans")
    events = decline_turn(game, 0)
    assert breakdown(events)[:4] == (2, 0, 0, 0)


# == Berserk ==============================================================================

def berserk(dice):
    game = game_with(["ratmen"], ["berserk"], dice=dice)      # Ratmen+Berserk: 12
    pick(game, 0, "ratmen")
    return game


def test_berserk_rolls_then_conquers_at_cost_minus_roll():
    game = berserk([2])
    events = do(game, 0, "roll")
    assert events[0]["face"] == 2 and events[0]["before_conquest"] is True
    events = conquer(game, 0, "a3")                  # lost tribe: 3 - 2
    assert events[0]["tokens"] == 1
    assert hand(game, "ratmen") == 11


def test_berserk_conquest_costs_at_least_one():
    game = berserk([3])
    do(game, 0, "roll")
    events = conquer(game, 0, "a4")                  # 2 - 3, but at least 1
    assert events[0]["tokens"] == 1


def test_berserk_roll_applies_to_one_conquest_only():
    game = berserk([3])
    do(game, 0, "roll")
    conquer(game, 0, "a4")
    events = conquer(game, 0, "a3")                  # no new roll: full cost
    assert events[0]["tokens"] == 3


def test_berserk_conquest_refused_when_the_hand_cannot_pay_after_the_roll():
    game = berserk([0])
    for rid in ("a2", "b2", "a3", "a4"):             # 2 + 3 + 3 + 2: 2 tokens left
        conquer(game, 0, rid)
    do(game, 0, "roll")                              # rolls 0
    reason = refused(game, act(0, "conquer", region="c2"))
    assert "costs 3" in reason
    conquer(game, 0, "b4")                           # 2: affordable
    assert hand(game, "ratmen") == 0


def test_berserk_no_reinforce_while_a_roll_is_pending():
    game = berserk([0])
    for rid in ("a2", "b2", "a3", "a4"):
        conquer(game, 0, rid)
    do(game, 0, "roll")
    reason = refused(game, act(0, "reinforce", region="c2"))
    assert "rolled" in reason


def test_berserk_cannot_roll_twice_before_a_conquest():
    game = berserk([1, 2])
    do(game, 0, "roll")
    reason = refused(game, act(0, "roll"))
    assert "already rolled" in reason


def test_berserk_cannot_roll_without_tokens_in_hand():
    game = berserk([])
    for rid in ("a2", "b2", "a3", "a4", "b4"):       # all 12 tokens
        conquer(game, 0, rid)
    reason = refused(game, act(0, "roll"))
    assert "no tokens" in reason


def test_berserk_may_redeploy_with_a_roll_pending():
    game = berserk([2])
    conquer(game, 0, "a4")
    do(game, 0, "roll")
    redeploy(game, 0, {"a4": 12})
    assert game.phase == "end"


def test_no_abandoning_after_a_berserk_roll():
    game = berserk([2])
    play_turn(game, 0, conquer=["a4", "b4"], redeploy={"a4": 6, "b4": 6})
    pass_turn(game, 1, pick="humans")
    do(game, 0, "roll")
    refused(game, act(0, "abandon", region="a4"))


def test_only_berserk_races_roll_before_a_conquest():
    game = game_with(["ratmen"], ["hill"])
    pick(game, 0, "ratmen")
    refused(game, act(0, "roll"))


# == Bivouacking ==========================================================================

def bivouac(counts_, camps):
    """Ann's Ratmen+Bivouacking (13) hold a4 and b4 with these counts and encampments."""
    game = game_with(["ratmen", "orcs"], ["bivouacking", "hill"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    redeploy(game, 0, counts_, encampments=camps)
    return game


def test_encampments_add_one_defence_each():
    game = bivouac({"a4": 6, "b4": 7}, {"a4": 2, "b4": 3})
    assert markers(game, "a4") == {"encampment": 2}
    assert markers(game, "b4") == {"encampment": 3}
    end_turn(game, 0)
    pick(game, 1, "orcs")
    assert cost_of(game, "orcs", "a4") == 2 + 6 + 2


def test_all_five_encampments_may_share_a_region():
    game = bivouac({"a4": 6, "b4": 7}, {"b4": 5})
    assert markers(game, "b4") == {"encampment": 5}


def test_more_than_five_encampments_are_refused():
    game = game_with(["ratmen"], ["bivouacking"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    reason = refused(game, act(0, "redeploy", tokens={"a4": 6, "b4": 7},
                               encampments={"a4": 3, "b4": 3}))
    assert "5" in reason


def test_encampments_only_go_into_own_regions():
    game = game_with(["ratmen"], ["bivouacking"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    refused(game, act(0, "redeploy", tokens={"a4": 13}, encampments={"b4": 1}))


def test_encampments_stay_when_omitted_and_move_when_given():
    game = bivouac({"a4": 6, "b4": 7}, {"a4": 2, "b4": 3})
    end_turn(game, 0)
    pass_turn(game, 1, pick="orcs")
    play_turn(game, 0, redeploy={"a4": 6, "b4": 7})
    assert markers(game, "a4") == {"encampment": 2}
    pass_turn(game, 1)
    play_turn(game, 0, redeploy={"a4": 6, "b4": 7}, encampments={"b4": 5})
    assert markers(game, "a4") == {}
    assert markers(game, "b4") == {"encampment": 5}


def test_a_conquered_regions_encampments_are_placed_again_later():
    game = bivouac({"a4": 1, "b4": 12}, {"a4": 1, "b4": 4})
    end_turn(game, 0)
    pick(game, 1, "orcs")
    events = conquer(game, 1, "a4")                  # 2 + 1 token + 1 encampment
    assert events[0]["tokens"] == 4
    assert markers(game, "a4") == {}
    play_turn(game, 1, redeploy={"a4": 9})
    play_turn(game, 0, redeploy={"b4": 12}, encampments={"b4": 5})
    assert markers(game, "b4") == {"encampment": 5}


def test_encampments_go_in_decline():
    game = bivouac({"a4": 6, "b4": 7}, {"a4": 2, "b4": 3})
    end_turn(game, 0)
    pass_turn(game, 1, pick="orcs")
    do(game, 0, "decline")
    assert markers(game, "a4") == {} and markers(game, "b4") == {}


# == Commando, Mounted ====================================================================

def test_commando_conquers_at_one_less():
    game = game_with(["ratmen"], ["commando"])
    pick(game, 0, "ratmen")
    assert cost_of(game, "ratmen", "a4") == 1
    assert cost_of(game, "ratmen", "a3") == 2        # lost tribe
    assert cost_of(game, "ratmen", "c4") == 2        # mountain
    events = conquer(game, 0, "a4")
    assert events[0]["tokens"] == 1


def test_stacked_discounts_never_go_below_one():
    game = game_with(["tritons"], ["commando"])
    pick(game, 0, "tritons")
    assert cost_of(game, "tritons", "b1") == 1       # 2 - 1 (coastal) - 1 (commando)


def test_mounted_conquers_hills_and_farmland_at_one_less():
    game = game_with(["ratmen"], ["mounted"])
    pick(game, 0, "ratmen")
    assert cost_of(game, "ratmen", "a4") == 1        # hill
    assert cost_of(game, "ratmen", "b4") == 1        # farmland
    assert cost_of(game, "ratmen", "d3") == 2        # hill with a lost tribe
    assert cost_of(game, "ratmen", "a3") == 3        # forest: no discount
    assert cost_of(game, "ratmen", "b1") == 2        # swamp: no discount
    assert cost_of(game, "ratmen", "c4") == 3        # mountain: no discount


# == Diplomat =============================================================================

def diplomat_allied_with_bob(ann_counts=None):
    """Ann's Ratmen+Diplomat (13) hold a4 and b4 and make peace with Bob (Orcs+Hill)."""
    game = game_with(["ratmen", "orcs", "ghouls"], ["diplomat", "hill", "forest"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    redeploy(game, 0, ann_counts or {"a4": 12, "b4": 1})
    events = do(game, 0, "ally", target=1)
    assert events[0] == {"type": "allied", "player": 0, "target": 1}
    end_turn(game, 0)
    pick(game, 1, "orcs")
    return game


def test_the_ally_may_not_attack_the_diplomat():
    game = diplomat_allied_with_bob()
    reason = refused(game, act(1, "conquer", region="b4"))
    assert "peace" in reason
    refused(game, act(1, "conquer", region="a4"))
    conquer(game, 1, "c4")                           # elsewhere: free
    refused(game, act(1, "conquer", region="b4"))


def test_peace_ends_at_the_diplomats_next_turn():
    game = diplomat_allied_with_bob()
    play_turn(game, 1, conquer=["c4"], redeploy={"c4": 9})
    end_turn(game, 0)                                # no new peace this time
    events = conquer(game, 1, "b4")
    assert events[0]["defender"]["race"] == "ratmen"


def test_peace_is_renewed_only_by_a_new_ally():
    game = diplomat_allied_with_bob()
    play_turn(game, 1, conquer=["c4"], redeploy={"c4": 9})
    redeploy(game, 0, {"a4": 12, "b4": 1})
    do(game, 0, "ally", target=1)
    end_turn(game, 0)
    refused(game, act(1, "conquer", region="b4"))


def test_ally_comes_after_the_redeploy():
    game = game_with(["ratmen"], ["diplomat"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    reason = refused(game, act(0, "ally", target=1))
    assert "redeploy" in reason


def test_ally_refused_against_an_opponent_attacked_this_turn():
    game = game_with(["ratmen", "orcs"], ["diplomat", "hill"])
    play_turn(game, 0, pick="ratmen", conquer=["a4"], redeploy={"a4": 13})
    play_turn(game, 1, pick="orcs", conquer=["c4", "b4"], redeploy={"c4": 8, "b4": 1})
    conquer(game, 0, "b4")                           # Bob's lone Orc
    redeploy(game, 0, {"a4": 10, "b4": 3})
    reason = refused(game, act(0, "ally", target=1))
    assert "attacked" in reason


def test_ally_only_once_and_only_with_an_opponent():
    game = game_with(["ratmen"], ["diplomat"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    redeploy(game, 0, {"a4": 13})
    refused(game, act(0, "ally", target=0))
    refused(game, act(0, "ally", target=5))
    do(game, 0, "ally", target=1)
    refused(game, act(0, "ally", target=1))


def test_only_a_diplomat_makes_peace():
    game = game_with(["ratmen"], ["hill"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    redeploy(game, 0, {"a4": 12})
    refused(game, act(0, "ally", target=1))


def test_the_allys_declined_ghouls_may_still_attack_the_diplomat():
    game = game_with(["ratmen", "ghouls", "orcs"], ["diplomat", "hill", "forest"])
    play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 12, "b4": 1})
    play_turn(game, 1, pick="ghouls", conquer=["c4", "c3"], redeploy={"c4": 5, "c3": 4})
    end_turn(game, 0)
    decline_turn(game, 1)
    redeploy(game, 0, {"a4": 12, "b4": 1})           # a quiet turn, then peace with Bob
    do(game, 0, "ally", target=1)
    end_turn(game, 0)
    pick(game, 1, "orcs")
    events = do(game, 1, "conquer", region="b4", race="ghouls")
    assert events[0]["race"] == "ghouls"
    do(game, 1, "redeploy", tokens={"c4": 3, "c3": 3, "b4": 3}, race="ghouls")
    reason = refused(game, act(1, "conquer", region="a4"))     # Bob's active Orcs
    assert "peace" in reason
    assert_audit(game)


def test_ally_allowed_after_attacking_only_a_declined_race():
    game = game_with(["ratmen", "humans", "orcs"], ["diplomat", "hill", "forest"])
    play_turn(game, 0, pick="ratmen", conquer=["a4"], redeploy={"a4": 13})
    play_turn(game, 1, pick="humans", conquer=["b4", "c4"], redeploy={"b4": 4, "c4": 5})
    end_turn(game, 0)
    decline_turn(game, 1)
    conquer(game, 0, "b4")                           # Bob's declined Human
    redeploy(game, 0, {"a4": 10, "b4": 3})
    events = do(game, 0, "ally", target=1)
    assert events[0]["type"] == "allied"


def test_peace_does_not_cover_the_diplomats_declined_race():
    game = game_with(["humans", "orcs", "ratmen"], ["hill", "forest", "diplomat"])
    play_turn(game, 0, pick="humans", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4})
    pass_turn(game, 1, pick="orcs")
    decline_turn(game, 0)
    pass_turn(game, 1)
    play_turn(game, 0, pick="ratmen", conquer=["a4"], redeploy={"a4": 13}, end=False)
    do(game, 0, "ally", target=1)
    end_turn(game, 0)
    refused(game, act(1, "conquer", region="a4"))      # the Diplomat race
    events = conquer(game, 1, "d1")                  # Ann's declined Humans
    assert events[0]["defender"]["race"] == "humans"


def test_sorcery_counts_as_an_attack_for_the_diplomat():
    game = game_with(["sorcerers", "ratmen"], ["diplomat", "hill"])
    play_turn(game, 0, pick="sorcerers", conquer=["b4"], redeploy={"b4": 10})
    play_turn(game, 1, pick="ratmen", conquer=["a4", "a3"], redeploy={"a4": 1, "a3": 11})
    do(game, 0, "sorcery", region="a4")
    redeploy(game, 0, {"b4": 9, "a4": 2})
    reason = refused(game, act(0, "ally", target=1))
    assert "attacked" in reason


def test_peace_protects_against_sorcery_too():
    game = game_with(["ratmen", "sorcerers"], ["diplomat", "hill"])
    play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 12, "b4": 1})
    play_turn(game, 1, pick="sorcerers", conquer=["c4"], redeploy={"c4": 9})
    redeploy(game, 0, {"a4": 12, "b4": 1})
    do(game, 0, "ally", target=1)
    end_turn(game, 0)
    reason = refused(game, act(1, "sorcery", region="b4"))
    assert "peace" in reason


# == Dragon Master ========================================================================

def dragon_on_a4():
    """Ann's Ratmen+Hill hold a4 (10) and b4 (2); Bob's Orcs+Dragon Master (10) dragon a4."""
    game = game_with(["ratmen", "orcs"], ["hill", "dragon_master"])
    play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 10, "b4": 2})
    pick(game, 1, "orcs")
    events = do(game, 1, "dragon", region="a4")
    assert events[0]["tokens"] == 1 and events[0]["how"] == "dragon"
    return game


def test_the_dragon_conquers_with_one_token_whatever_the_defence():
    game = dragon_on_a4()
    assert region(game, "a4")["race"] == "orcs"
    assert region(game, "a4")["tokens"] == 1
    assert markers(game, "a4") == {"dragon": 1}
    assert hand(game, "orcs") == 9
    assert tribe(game, "ratmen").retreating == 9       # the defender loses 1 as usual
    assert_audit(game)


def test_the_dragon_attacks_once_per_turn():
    game = dragon_on_a4()
    reason = refused(game, act(1, "dragon", region="b4"))
    assert "already" in reason
    conquer(game, 1, "a3")                            # ordinary conquests go on


def test_the_dragons_region_is_immune():
    game = dragon_on_a4()
    play_turn(game, 1, redeploy={"a4": 10})
    retreat(game, 0, {"b4": 9})
    reason = refused(game, act(0, "conquer", region="a4"))
    assert "dragon" in reason


def test_the_dragon_moves_to_a_new_conquest_next_turn():
    game = dragon_on_a4()
    play_turn(game, 1, redeploy={"a4": 10})
    retreat(game, 0, {"b4": 9})
    end_turn(game, 0)
    do(game, 1, "dragon", region="b4")
    assert markers(game, "a4") == {}
    assert markers(game, "b4") == {"dragon": 1}
    assert_audit(game)


def test_the_dragon_is_gone_in_decline():
    game = dragon_on_a4()
    play_turn(game, 1, redeploy={"a4": 10})
    retreat(game, 0, {"b4": 9})
    end_turn(game, 0)
    do(game, 1, "decline")
    assert markers(game, "a4") == {}


def test_the_dragon_cannot_take_water_or_skip_the_border_rule():
    game = game_with(["ratmen"], ["dragon_master"])
    pick(game, 0, "ratmen")
    refused(game, act(0, "dragon", region="a1"))
    reason = refused(game, act(0, "dragon", region="c2"))
    assert "border" in reason


def test_the_dragons_region_is_immune_to_sorcery():
    game = game_with(["sorcerers", "orcs"], ["hill", "dragon_master"])
    play_turn(game, 0, pick="sorcerers", conquer=["b4"], redeploy={"b4": 9})
    pick(game, 1, "orcs")
    do(game, 1, "dragon", region="a4")
    conquer(game, 1, "a3")
    play_turn(game, 1, redeploy={"a4": 1, "a3": 9})
    reason = refused(game, act(0, "sorcery", region="a4"))
    assert "dragon" in reason


def test_the_dragon_cannot_attack_an_immune_region():
    game = game_with(["ratmen", "orcs"], ["heroic", "dragon_master"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    play_turn(game, 0, redeploy={"a4": 6, "b4": 7}, heroes=["a4", "b4"])
    pick(game, 1, "orcs")
    reason = refused(game, act(1, "dragon", region="a4"))
    assert "hero" in reason


def test_only_a_dragon_master_has_a_dragon():
    game = game_with(["ratmen"], ["hill"])
    pick(game, 0, "ratmen")
    refused(game, act(0, "dragon", region="a4"))


# == Flying ===============================================================================

def test_flying_conquers_regions_that_are_not_adjacent():
    game = game_with(["ratmen"], ["flying"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "d1")                           # far from a4
    conquer(game, 0, "c2")                           # interior, far from both
    assert held(game, "ratmen") == ["a4", "c2", "d1"]


def test_flying_first_conquest_is_still_at_the_border():
    game = game_with(["ratmen"], ["flying"])
    pick(game, 0, "ratmen")
    reason = refused(game, act(0, "conquer", region="c2"))
    assert "border" in reason


def test_flying_cannot_conquer_seas_or_lakes():
    game = game_with(["ratmen"], ["flying"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    refused(game, act(0, "conquer", region="d4"))
    refused(game, act(0, "conquer", region="b3"))


def test_without_flying_regions_must_be_adjacent():
    game = game_with(["ratmen"], ["hill"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    reason = refused(game, act(0, "conquer", region="d1"))
    assert "adjacent" in reason


# == Coins per region: Forest, Hill, Swamp, Merchant ======================================

def test_forest_pays_one_coin_per_forest_region():
    game = game_with(["ratmen"], ["forest"])         # 12
    events = play_turn(game, 0, pick="ratmen", conquer=["a3", "a2", "b2", "c2"],
                       redeploy={"a3": 3, "a2": 3, "b2": 3, "c2": 3})
    assert breakdown(events)[:4] == (4, 0, 2, 0)      # a3, c2


def test_hill_pays_one_coin_per_hill_region():
    game = game_with(["ratmen"], ["hill"])           # 12
    events = play_turn(game, 0, pick="ratmen", conquer=["c1", "d1", "d2", "d3"],
                       redeploy={"c1": 3, "d1": 3, "d2": 3, "d3": 3})
    assert breakdown(events)[:4] == (4, 0, 2, 0)      # c1, d3


def test_swamp_pays_one_coin_per_swamp_region():
    game = game_with(["ratmen"], ["swamp"])          # 12
    events = play_turn(game, 0, pick="ratmen", conquer=["d1", "d2", "c1", "b1"],
                       redeploy={"d1": 3, "d2": 3, "c1": 3, "b1": 3})
    assert breakdown(events)[:4] == (4, 0, 2, 0)      # d2, b1


def test_merchant_pays_one_coin_per_region():
    game = game_with(["ratmen"], ["merchant"])       # 10
    events = play_turn(game, 0, pick="ratmen", conquer=["a4", "b4", "c4"],
                       redeploy={"a4": 3, "b4": 3, "c4": 4})
    assert breakdown(events) == (3, 0, 3, 0, 6)


def test_region_powers_pay_nothing_in_decline():
    game = game_with(["ratmen", "humans"], ["merchant", "hill"])
    play_turn(game, 0, pick="ratmen", conquer=["a4", "b4", "c4"], redeploy={"a4": 3, "b4": 3, "c4": 4})
    pass_turn(game, 1, pick="humans")
    events = decline_turn(game, 0)
    assert breakdown(events) == (3, 0, 0, 0, 3)


# == Fortified ============================================================================

def fortified():
    """Ann's Ratmen+Fortified (11) hold a4 and b4 with a fortress in a4; Bob plays Orcs."""
    game = game_with(["ratmen", "orcs"], ["fortified", "hill"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    redeploy(game, 0, {"a4": 5, "b4": 6}, fortress="a4")
    return game


def test_a_fortress_adds_one_defence_and_one_coin():
    game = fortified()
    assert markers(game, "a4") == {"fortress": 1}
    assert game.supply["fortress"] == 5
    events = end_turn(game, 0)
    assert breakdown(events)[:4] == (2, 0, 1, 0)
    pick(game, 1, "orcs")
    assert cost_of(game, "orcs", "a4") == 2 + 1 + 5


def test_one_fortress_per_region():
    game = fortified()
    end_turn(game, 0)
    pass_turn(game, 1, pick="orcs")
    reason = refused(game, act(0, "redeploy", tokens={"a4": 5, "b4": 6}, fortress="a4"))
    assert "already" in reason
    redeploy(game, 0, {"a4": 5, "b4": 6}, fortress="b4")
    events = end_turn(game, 0)
    assert breakdown(events)[2] == 2


def test_one_fortress_per_turn():
    game = game_with(["ratmen"], ["fortified"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    refused(game, act(0, "redeploy", tokens={"a4": 5, "b4": 6}, fortress=["a4", "b4"]))


def test_a_fortress_defends_in_decline_but_pays_nothing():
    game = fortified()
    end_turn(game, 0)
    pass_turn(game, 1, pick="orcs")
    events = decline_turn(game, 0)
    assert breakdown(events)[:4] == (2, 0, 0, 0)
    assert markers(game, "a4") == {"fortress": 1}
    assert cost_of(game, "orcs", "a4") == 2 + 1 + 1
    events = conquer(game, 1, "a4")
    assert events[0]["tokens"] == 4


def test_a_fortress_is_removed_when_conquered():
    game = game_with(["ratmen", "orcs"], ["fortified", "hill"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    play_turn(game, 0, redeploy={"a4": 1, "b4": 10}, fortress="a4")
    pick(game, 1, "orcs")
    events = conquer(game, 1, "a4")                   # 2 + 1 token + 1 fortress
    assert events[0]["tokens"] == 4
    assert markers(game, "a4") == {}
    assert game.supply["fortress"] == 6
    assert_audit(game)


def test_a_fortress_is_removed_when_abandoned():
    game = fortified()
    end_turn(game, 0)
    pass_turn(game, 1, pick="orcs")
    do(game, 0, "abandon", region="a4")
    assert markers(game, "a4") == {}
    assert game.supply["fortress"] == 6


def test_at_most_six_fortresses_on_the_map():
    game = game_with(["ratmen", "orcs"], ["fortified", "hill"])
    play_turn(game, 0, pick="ratmen", conquer=["a2", "b2", "b1", "c1", "d1"],
              redeploy={"a2": 1, "b2": 1, "b1": 1, "c1": 1, "d1": 7}, fortress="a2")
    pass_turn(game, 1, pick="orcs")
    play_turn(game, 0, conquer=["d2", "c2"], redeploy={"a2": 1, "b2": 1, "b1": 1, "c1": 1,
                                                       "d1": 1, "d2": 1, "c2": 5}, fortress="b2")
    for rid in ("b1", "c1", "d1", "d2"):
        pass_turn(game, 1)
        events = play_turn(game, 0, redeploy=counts(game, "ratmen"), fortress=rid)
    assert game.supply["fortress"] == 0
    assert breakdown(events)[2] == 6
    pass_turn(game, 1)
    reason = refused(game, act(0, "redeploy", tokens=counts(game, "ratmen"), fortress="c2"))
    assert "fortresses" in reason
    assert_audit(game)


# == Heroic ===============================================================================

def heroes_on_a4_b4():
    game = game_with(["ratmen", "orcs"], ["heroic", "hill"])      # Ratmen+Heroic: 13
    pick(game, 0, "ratmen")
    for rid in ("a4", "b4", "c4"):
        conquer(game, 0, rid)
    redeploy(game, 0, {"a4": 1, "b4": 1, "c4": 11}, heroes=["a4", "b4"])
    return game


def test_heroes_make_two_regions_immune():
    game = heroes_on_a4_b4()
    assert markers(game, "a4") == {"hero": 1}
    assert markers(game, "b4") == {"hero": 1}
    end_turn(game, 0)
    pick(game, 1, "orcs")
    reason = refused(game, act(1, "conquer", region="a4"))
    assert "hero" in reason
    refused(game, act(1, "conquer", region="b4"))


def test_a_hero_protects_a_lone_token_from_sorcery():
    game = game_with(["ratmen", "sorcerers"], ["heroic", "hill"])
    pick(game, 0, "ratmen")
    for rid in ("a4", "b4", "c4"):
        conquer(game, 0, rid)
    play_turn(game, 0, redeploy={"a4": 1, "b4": 1, "c4": 11}, heroes=["a4", "b4"])
    pick(game, 1, "sorcerers")
    conquer(game, 1, "a3")
    reason = refused(game, act(1, "sorcery", region="a4"))
    assert "hero" in reason


def test_heroes_stand_in_two_different_regions_of_yours():
    game = game_with(["ratmen"], ["heroic"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    refused(game, act(0, "redeploy", tokens={"a4": 6, "b4": 7}, heroes=["a4", "a4"]))
    refused(game, act(0, "redeploy", tokens={"a4": 6, "b4": 7}, heroes=["a4", "c4"]))
    refused(game, act(0, "redeploy", tokens={"a4": 6, "b4": 7}, heroes=["a4", "b4", "a4"]))


def test_heroes_move_at_the_next_redeploy():
    game = heroes_on_a4_b4()
    end_turn(game, 0)
    pass_turn(game, 1, pick="orcs")
    play_turn(game, 0, redeploy={"a4": 1, "b4": 1, "c4": 11}, heroes=["b4", "c4"])
    assert markers(game, "a4") == {}
    assert markers(game, "c4") == {"mountain": 1, "hero": 1}
    conquer(game, 1, "a4")                            # no longer protected
    assert region(game, "a4")["race"] == "orcs"


def test_heroes_are_gone_in_decline():
    game = heroes_on_a4_b4()
    end_turn(game, 0)
    pass_turn(game, 1, pick="orcs")
    do(game, 0, "decline")
    assert markers(game, "a4") == {} and markers(game, "b4") == {}


# == Pillaging ============================================================================

def test_pillaging_pays_per_non_empty_region_conquered():
    game = game_with(["ratmen"], ["pillaging"])      # 13
    events = play_turn(game, 0, pick="ratmen", conquer=["a3", "a4", "b4"],
                       redeploy={"a3": 5, "a4": 4, "b4": 4})
    assert breakdown(events)[:4] == (3, 0, 1, 0)


def test_pillaging_counts_sorcery():
    game = game_with(["ratmen", "sorcerers"], ["hill", "pillaging"])
    play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 11, "b4": 1})
    pick(game, 1, "sorcerers")                        # Sorcerers+Pillaging: 10
    conquer(game, 1, "c4")                            # empty mountain
    do(game, 1, "sorcery", region="b4")
    events = play_turn(game, 1, redeploy={"c4": 9, "b4": 2})
    assert breakdown(events)[:4] == (2, 0, 1, 0)


def test_pillaging_pays_nothing_in_decline():
    game = game_with(["ratmen", "humans"], ["pillaging", "hill"])
    play_turn(game, 0, pick="ratmen", conquer=["a3", "a4"], redeploy={"a3": 6, "a4": 7})
    pass_turn(game, 1, pick="humans")
    events = decline_turn(game, 0)
    assert breakdown(events)[2] == 0


# == Seafaring ============================================================================

def test_seafaring_conquers_seas_and_lakes_as_empty_regions():
    game = game_with(["ratmen"], ["seafaring"])      # 13
    pick(game, 0, "ratmen")
    events = conquer(game, 0, "d4")                   # a border sea
    assert events[0]["tokens"] == 2
    conquer(game, 0, "c4")
    conquer(game, 0, "b4")
    events = conquer(game, 0, "b3")                   # the inland lake
    assert events[0]["tokens"] == 2
    redeploy(game, 0, {"d4": 3, "c4": 3, "b4": 3, "b3": 4})
    assert_audit(game)


def test_other_races_cannot_conquer_water():
    game = game_with(["ratmen"], ["hill"])
    pick(game, 0, "ratmen")
    reason = refused(game, act(0, "conquer", region="a1"))
    assert "Seafaring" in reason


def test_seafaring_water_is_kept_and_scored_in_decline():
    game = game_with(["ratmen", "humans", "orcs"], ["seafaring", "hill", "forest"])
    play_turn(game, 0, pick="ratmen", conquer=["a1", "b1"], redeploy={"a1": 6, "b1": 7})
    pass_turn(game, 1, pick="humans")
    events = decline_turn(game, 0)
    assert region(game, "a1")["race"] == "ratmen" and region(game, "a1")["declined"]
    assert breakdown(events)[0] == 2
    pass_turn(game, 1)
    events = play_turn(game, 0, pick="orcs", conquer=["d1"], redeploy={"d1": 9})
    assert breakdown(events)[0] == 3
    assert_audit(game)


def test_declined_seafarers_water_cannot_be_taken_by_other_races():
    game = game_with(["ratmen", "humans"], ["seafaring", "hill"])
    play_turn(game, 0, pick="ratmen", conquer=["a1", "b1"], redeploy={"a1": 6, "b1": 7})
    pass_turn(game, 1, pick="humans")
    decline_turn(game, 0)
    conquer(game, 1, "a2")
    refused(game, act(1, "conquer", region="a1"))


# == Spirit ===============================================================================

def test_spirit_declined_race_does_not_count_against_the_limit():
    game = game_with(["humans", "ratmen", "orcs"], ["spirit", "hill", "forest"])
    play_turn(game, 0, pick="humans", conquer=["a4", "b4"], redeploy={"a4": 5, "b4": 5})
    pass_turn(game, 1, pick="ratmen")
    do(game, 0, "decline")
    events = end_turn(game, 0)
    assert declined_view(game, 0) == [{"race": "humans", "power": "spirit"}]
    pass_turn(game, 1)
    play_turn(game, 0, pick="orcs", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4})
    pass_turn(game, 1)
    events = decline_turn(game, 0)
    assert not events_of(events, "left_game")
    assert declined_view(game, 0) == [{"race": "humans", "power": "spirit"},
                                      {"race": "orcs", "power": None}]
    assert breakdown(events)[0] == 4                  # both declined races score
    assert_audit(game)


def test_spirit_stays_when_a_third_race_declines_and_the_other_leaves():
    game = game_with(["humans", "ratmen", "orcs", "wizards"], ["spirit", "hill", "forest", "swamp"])
    play_turn(game, 0, pick="humans", conquer=["a4", "b4"], redeploy={"a4": 5, "b4": 5})
    pass_turn(game, 1, pick="ratmen")
    decline_turn(game, 0)
    pass_turn(game, 1)
    play_turn(game, 0, pick="orcs", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4})
    pass_turn(game, 1)
    decline_turn(game, 0)
    pass_turn(game, 1)
    play_turn(game, 0, pick="wizards", conquer=["d3"], redeploy={"d3": 9})
    pass_turn(game, 1)
    events = do(game, 0, "decline")
    assert events_of(events, "left_game") == [{"type": "left_game", "player": 0, "race": "orcs"}]
    assert declined_view(game, 0) == [{"race": "humans", "power": "spirit"},
                                      {"race": "wizards", "power": None}]
    assert region(game, "d1")["owner"] is None and region(game, "c1")["owner"] is None
    assert held(game, "humans") == ["a4", "b4"]
    assert game.tray["orcs"] == 10
    assert game.race_stack[-1] == "orcs"
    assert_audit(game)


def test_spirit_declining_after_another_race_keeps_both():
    game = game_with(["orcs", "ratmen", "humans"], ["hill", "forest", "spirit"])
    play_turn(game, 0, pick="orcs", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4})
    pass_turn(game, 1, pick="ratmen")
    decline_turn(game, 0)
    pass_turn(game, 1)
    play_turn(game, 0, pick="humans", conquer=["a4", "b4"], redeploy={"a4": 5, "b4": 5})
    pass_turn(game, 1)
    events = do(game, 0, "decline")
    assert not events_of(events, "left_game")
    assert [d["race"] for d in declined_view(game, 0)] == ["orcs", "humans"]


def test_without_spirit_an_older_declined_race_leaves():
    game = game_with(["orcs", "ratmen", "humans"], ["hill", "forest", "swamp"])
    play_turn(game, 0, pick="orcs", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4})
    pass_turn(game, 1, pick="ratmen")
    decline_turn(game, 0)
    pass_turn(game, 1)
    play_turn(game, 0, pick="humans", conquer=["a4", "b4"], redeploy={"a4": 5, "b4": 4})
    pass_turn(game, 1)
    events = do(game, 0, "decline")
    assert events_of(events, "left_game")[0]["race"] == "orcs"
    assert [d["race"] for d in declined_view(game, 0)] == ["humans"]


# == Stout ================================================================================

def test_stout_declines_after_redeploy_in_the_pick_turn_scoring_as_active_first():
    game = game_with(["humans", "ratmen"], ["stout", "hill"])      # Humans+Stout: 9
    pick(game, 0, "humans")
    conquer(game, 0, "d1")
    conquer(game, 0, "c1")
    reason = refused(game, act(0, "decline"))        # not before the redeploy
    assert "picked" in reason
    redeploy(game, 0, {"d1": 5, "c1": 4})
    events = do(game, 0, "decline")
    assert events[0]["type"] == "decline_announced"
    assert state_json(game)["players"][0]["active"]["race"] == "humans"
    refused(game, act(0, "conquer", region="d2"))
    events = end_turn(game, 0)
    assert breakdown(events)[:4] == (2, 1, 0, 0)      # the Humans' farmland d1, as active
    kinds = [e["type"] for e in events]
    assert kinds.index("scored") < kinds.index("declined")
    assert state_json(game)["players"][0]["active"] is None
    assert declined_view(game, 0) == [{"race": "humans", "power": None}]
    assert tokens(game, "d1") == 1 and tokens(game, "c1") == 1
    assert_audit(game)


def test_stout_decline_then_a_new_pick_next_turn():
    game = game_with(["humans", "ratmen", "orcs"], ["stout", "hill", "forest"])
    play_turn(game, 0, pick="humans", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4}, end=False)
    decline_turn(game, 0)
    pass_turn(game, 1, pick="ratmen")
    refused(game, act(0, "end_turn"))                 # must pick
    events = play_turn(game, 0, pick="orcs", conquer=["a4"], redeploy={"a4": 9})
    assert breakdown(events)[0] == 3


def test_stout_may_still_decline_the_ordinary_way():
    game = game_with(["humans", "ratmen"], ["stout", "hill"])
    play_turn(game, 0, pick="humans", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4})
    pass_turn(game, 1, pick="ratmen")
    events = do(game, 0, "decline")
    assert events_of(events, "declined")
    events = end_turn(game, 0)
    assert breakdown(events)[:4] == (2, 0, 0, 0)


def test_stout_decline_scores_the_older_declined_race_before_it_leaves():
    game = game_with(["orcs", "ratmen", "humans"], ["hill", "forest", "stout"])
    play_turn(game, 0, pick="orcs", conquer=["a4", "b4"], redeploy={"a4": 5, "b4": 4})
    pass_turn(game, 1, pick="ratmen")
    decline_turn(game, 0)
    pass_turn(game, 1)
    play_turn(game, 0, pick="humans", conquer=["d1"], redeploy={"d1": 9}, end=False)
    do(game, 0, "decline")
    events = end_turn(game, 0)
    assert breakdown(events)[:4] == (3, 1, 0, 0)      # a4, b4 (declined Orcs) + d1
    assert events_of(events, "left_game")[0]["race"] == "orcs"
    assert [d["race"] for d in declined_view(game, 0)] == ["humans"]
    assert_audit(game)


def test_without_stout_no_decline_after_the_redeploy():
    game = game_with(["humans", "ratmen"], ["hill", "forest"])
    play_turn(game, 0, pick="humans", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4})
    pass_turn(game, 1, pick="ratmen")
    conquer(game, 0, "d2")
    redeploy(game, 0, {"d1": 3, "c1": 3, "d2": 3})
    refused(game, act(0, "decline"))


# == Underworld ===========================================================================

def test_underworld_caverns_are_adjacent_and_cheaper():
    game = game_with(["ratmen"], ["underworld"])     # 13
    pick(game, 0, "ratmen")
    events = conquer(game, 0, "c1")                   # border cavern: 2 - 1
    assert events[0]["tokens"] == 1
    assert cost_of(game, "ratmen", "b2") == 2          # mountain cavern: 3 - 1
    events = conquer(game, 0, "c3")                   # not adjacent to c1, but a cavern
    assert events[0]["tokens"] == 1
    conquer(game, 0, "b2")
    assert held(game, "ratmen") == ["b2", "c1", "c3"]


def test_underworld_non_cavern_regions_still_need_adjacency():
    game = game_with(["ratmen"], ["underworld"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "c1")
    reason = refused(game, act(0, "conquer", region="a4"))
    assert "adjacent" in reason
    assert cost_of(game, "ratmen", "d1") == 2          # no cavern: full price


def test_underworld_first_conquest_is_still_at_the_border():
    game = game_with(["ratmen"], ["underworld"])
    pick(game, 0, "ratmen")
    refused(game, act(0, "conquer", region="c3"))


def test_underworld_caverns_link_only_from_a_cavern_held():
    game = game_with(["ratmen"], ["underworld"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    refused(game, act(0, "conquer", region="c3"))


# == Wealthy ==============================================================================

def test_wealthy_pays_seven_once():
    game = game_with(["ratmen", "humans"], ["wealthy", "hill"])
    events = play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 6, "b4": 6})
    assert breakdown(events) == (2, 0, 7, 0, 9)
    pass_turn(game, 1, pick="humans")
    events = play_turn(game, 0, conquer=["c4"], redeploy={"a4": 3, "b4": 3, "c4": 6})
    assert breakdown(events) == (3, 0, 0, 0, 3)



# == What legal_actions offers ============================================================

def test_legal_actions_offer_roll_dragon_ally_and_the_stout_decline():
    game = game_with(["ratmen"], ["berserk"])
    pick(game, 0, "ratmen")
    assert {"type": "roll", "player": 0} in legal_actions(game)

    game = game_with(["ratmen"], ["dragon_master"])
    pick(game, 0, "ratmen")
    assert {"type": "dragon", "player": 0, "region": "a4"} in legal_actions(game)
    do(game, 0, "dragon", region="a4")
    assert not [a for a in legal_actions(game) if a["type"] == "dragon"]

    game = game_with(["ratmen"], ["diplomat"])
    play_turn(game, 0, pick="ratmen", conquer=["a4"], redeploy={"a4": 13}, end=False)
    assert {"type": "ally", "player": 0, "target": 1} in legal_actions(game)

    game = game_with(["humans"], ["stout"])
    play_turn(game, 0, pick="humans", conquer=["d1"], redeploy={"d1": 9}, end=False)
    assert {"type": "decline", "player": 0} in legal_actions(game)
