"""Every race ability of the classic ruleset, its edge cases and interactions.

Scenarios run on the 4x4 test grid (see conftest.py for the map). Seat 0 (Ann)
plays first; `pass_turn` is a turn that does nothing (after a pick, if given).
"""

from conftest import (
    act,
    assert_audit,
    breakdown,
    conquer,
    cost_of,
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
    take_from_tray,
    tokens,
    tribe,
)

from games.smallworld.model.legal import legal_actions
from games.smallworld.model.state_json import state_json

# == Amazons ==============================================================================

def amazons_two_regions():
    """Ann's Amazons+Forest (14 tokens) hold a4 and b4 with 5 each; Bob has not played."""
    game = game_with(["amazons", "ratmen"], ["forest", "hill"])
    events = pick(game, 0, "amazons")
    assert events[0]["tokens"] == 14
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    return game


def test_amazons_first_turn_starts_with_ten_plus_power():
    game = game_with(["amazons"], ["forest"])
    events = pick(game, 0, "amazons")
    assert events[0]["tokens"] == 6 + 4 + 4
    assert hand(game, "amazons") == 14
    assert game.tray["amazons"] == 15 - 14


def test_amazons_redeploy_counts_total_minus_four():
    game = amazons_two_regions()
    reason = refused(game, act(0, "redeploy", tokens={"a4": 7, "b4": 7}))
    assert "10" in reason
    events = redeploy(game, 0, {"a4": 5, "b4": 5})
    assert events[0]["kept_in_hand"] == 4
    assert hand(game, "amazons") == 4
    assert tokens(game, "a4") == tokens(game, "b4") == 5
    assert game.tray["amazons"] == 1
    assert_audit(game)


def test_amazons_four_stay_in_hand_between_turns_and_return_at_ready_troops():
    game = amazons_two_regions()
    play_turn(game, 0, redeploy={"a4": 5, "b4": 5})
    assert state_json(game)["players"][0]["active"]["hand"] == 4
    pass_turn(game, 1, pick="ratmen")
    # ready troops: 4 in hand + 4 + 4 taken from the regions = 12 to conquer with
    conquer(game, 0, "a3")            # lost tribe: 3 tokens
    assert hand(game, "amazons") == 12 - 3
    assert tokens(game, "a4") == tokens(game, "b4") == 1
    refused(game, act(0, "redeploy", tokens={"a4": 4, "b4": 4, "a3": 6}))
    redeploy(game, 0, {"a4": 4, "b4": 3, "a3": 3})
    assert hand(game, "amazons") == 4
    assert_audit(game)


def test_amazons_end_turn_refused_until_redeployed():
    game = amazons_two_regions()
    reason = refused(game, act(0, "end_turn"))
    assert "redeploy" in reason


def test_amazons_may_end_a_quiet_turn_with_the_four_in_hand():
    game = amazons_two_regions()
    play_turn(game, 0, redeploy={"a4": 5, "b4": 5})
    pass_turn(game, 1, pick="ratmen")
    events = end_turn(game, 0)           # no conquest-type action: placement kept
    assert events_of(events, "scored")
    assert hand(game, "amazons") == 4
    assert tokens(game, "a4") == 5


def test_amazons_in_hand_never_defend():
    game = amazons_two_regions()
    play_turn(game, 0, redeploy={"a4": 9, "b4": 1})
    pick(game, 1, "ratmen")
    assert cost_of(game, "ratmen", "b4") == 2 + 1    # the 4 in hand do not count
    events = conquer(game, 1, "b4")
    assert events[0]["tokens"] == 3
    assert region(game, "b4")["race"] == "ratmen"
    assert hand(game, "amazons") == 4


def test_amazons_may_not_leave_a_region_empty_while_they_have_enough_tokens():
    game = amazons_two_regions()
    reason = refused(game, act(0, "redeploy", tokens={"a4": 10, "b4": 0}))
    assert "at least 1" in reason


def test_amazons_leave_regions_at_zero_when_too_few_tokens_remain():
    # Amazons+Commando (14): eleven regions conquered with all 14 tokens; 14 - 4 = 10
    # tokens cannot hold 11 regions, so one region is given 0 and abandoned.
    game = game_with(["amazons"], ["commando"])
    pick(game, 0, "amazons")
    route = ["a2", "b2", "b1", "c1", "d1", "d2", "c2", "c3", "a3", "a4", "b4"]
    for rid in route:
        conquer(game, 0, rid)
    assert hand(game, "amazons") == 0
    counts = {rid: 1 for rid in route}
    counts["b4"] = 0
    # keeping fewer regions than the tokens allow is refused
    crowded = dict(counts, a4=0, a2=2)
    refused(game, act(0, "redeploy", tokens=crowded))
    redeploy(game, 0, counts)
    assert region(game, "b4")["owner"] is None
    assert len(held(game, "amazons")) == 10
    assert hand(game, "amazons") == 4
    assert_audit(game)


def test_only_amazons_may_give_a_region_zero_tokens():
    game = game_with(["ratmen"], ["hill"])
    pick(game, 0, "ratmen")
    conquer(game, 0, "a4")
    conquer(game, 0, "b4")
    refused(game, act(0, "redeploy", tokens={"a4": 12, "b4": 0}))


def test_declining_amazons_send_the_four_to_the_tray():
    game = amazons_two_regions()
    play_turn(game, 0, redeploy={"a4": 5, "b4": 5})
    pass_turn(game, 1, pick="ratmen")
    do(game, 0, "decline")
    assert tokens(game, "a4") == tokens(game, "b4") == 1
    assert game.tray["amazons"] == 15 - 2
    assert hand(game, "amazons") == 0
    assert_audit(game)


# == Dwarves ==============================================================================

def dwarves_on_two_mines():
    """Ann's Dwarves+Commando hold a2 and c3 (mines), b2 and c2 (no mine)."""
    game = game_with(["dwarves", "ratmen"], ["commando", "hill"])
    events = play_turn(game, 0, pick="dwarves", conquer=["a2", "b2", "c2", "c3"],
                       redeploy={"a2": 2, "b2": 2, "c2": 2, "c3": 1})
    return game, events


def test_dwarves_score_one_coin_per_mine_region():
    game, events = dwarves_on_two_mines()
    regions, race_bonus, power_bonus, decline_bonus, coins = breakdown(events)
    assert (regions, race_bonus, power_bonus, decline_bonus) == (4, 2, 0, 0)
    assert coins == 6


def test_declined_dwarves_still_score_their_mines():
    game, _ = dwarves_on_two_mines()
    pass_turn(game, 1, pick="ratmen")
    events = decline_turn(game, 0)
    assert breakdown(events)[:4] == (4, 0, 0, 2)
    pass_turn(game, 1)
    # next turn, with a new active race elsewhere, the declined Dwarves still pay their mines
    events = play_turn(game, 0, pick="humans", conquer=["d1"], redeploy={"d1": 9})
    regions, race_bonus, power_bonus, decline_bonus, _ = breakdown(events)
    assert regions == 5 and decline_bonus == 2
    assert race_bonus == 1      # the Humans' farmland d1
    assert_audit(game)


# == Elves ================================================================================

def elves_then_bob_attacks(elf_counts, bob_race="ratmen"):
    """Ann's Elves+Hill (10) hold a4 and b4; Bob picks `bob_race`."""
    game = game_with(["elves", bob_race], ["hill", "forest"])
    play_turn(game, 0, pick="elves", conquer=["a4", "b4"], redeploy=elf_counts)
    pick(game, 1, bob_race)
    return game


def test_elves_lose_no_token_when_conquered():
    game = elves_then_bob_attacks({"a4": 7, "b4": 3})
    tray_before = game.tray["elves"]
    conquer(game, 1, "b4")                   # 2 + 3 elves = 5
    assert game.tray["elves"] == tray_before
    assert tribe(game, "elves").retreating == 3
    play_turn(game, 1, redeploy={"b4": 12})
    assert game.phase == "retreat" and game.current_player == 0
    retreat(game, 0, {"a4": 3})
    assert tokens(game, "a4") == 10
    assert_audit(game)


def test_a_lone_elf_comes_back_to_hand():
    game = elves_then_bob_attacks({"a4": 9, "b4": 1})
    tray_before = game.tray["elves"]
    conquer(game, 1, "b4")
    assert game.tray["elves"] == tray_before
    assert tribe(game, "elves").retreating == 1
    play_turn(game, 1, redeploy={"b4": 12})
    retreat(game, 0, {"a4": 1})
    assert tokens(game, "a4") == 10
    assert_audit(game)


def test_other_races_lose_one_token_when_conquered():
    game = game_with(["ratmen", "orcs"], ["hill", "forest"])
    play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 9, "b4": 3})
    pick(game, 1, "orcs")
    conquer(game, 1, "b4")
    assert game.tray["ratmen"] == 13 - 12 + 1
    assert tribe(game, "ratmen").retreating == 2


def test_a_sorcerer_replacing_an_elf_removes_it():
    game = elves_then_bob_attacks({"a4": 9, "b4": 1}, bob_race="sorcerers")
    conquer(game, 1, "c4")
    tray_before = game.tray["elves"]
    do(game, 1, "sorcery", region="b4")
    assert region(game, "b4")["race"] == "sorcerers"
    assert game.tray["elves"] == tray_before + 1
    assert tribe(game, "elves").retreating == 0
    play_turn(game, 1, redeploy={"c4": 6, "b4": 4})
    assert game.phase != "retreat"
    assert_audit(game)


def test_declined_elves_lose_their_lone_token():
    game = elves_then_bob_attacks({"a4": 9, "b4": 1})
    end_turn(game, 1)                         # Bob keeps his Ratmen in hand
    decline_turn(game, 0)
    tray_before = game.tray["elves"]
    conquer(game, 1, "b4")
    assert game.tray["elves"] == tray_before + 1
    assert tribe(game, "elves").retreating == 0


# == Ghouls ===============================================================================

def declined_ghouls():
    """Ann's Ghouls+Commando hold a4 (4) and b4 (5), then decline; Bob plays Ratmen."""
    game = game_with(["ghouls", "ratmen", "orcs"], ["commando", "forest", "hill"])
    play_turn(game, 0, pick="ghouls", conquer=["a4", "b4"], redeploy={"a4": 4, "b4": 5})
    play_turn(game, 1, pick="ratmen", conquer=["d1"], redeploy={"d1": 12})
    decline_turn(game, 0)
    pass_turn(game, 1)
    return game


def test_ghouls_keep_all_tokens_on_decline():
    game = declined_ghouls()
    assert tokens(game, "a4") == 4 and tokens(game, "b4") == 5
    assert region(game, "a4")["declined"] is True
    assert game.tray["ghouls"] == 10 - 9
    assert_audit(game)


def test_declined_ghouls_conquer_before_the_active_race_with_their_own_redeploy():
    game = declined_ghouls()
    events = do(game, 0, "conquer", region="a3", race="ghouls")
    assert events[0]["race"] == "ghouls" and events[0]["tokens"] == 3
    assert region(game, "a3")["race"] == "ghouls"
    # the active race cannot act (nor pick-and-conquer) before the Ghouls redeploy
    pick(game, 0, "orcs")
    reason = refused(game, act(0, "conquer", region="d3"))
    assert "Ghouls" in reason
    do(game, 0, "redeploy", tokens={"a4": 2, "b4": 2, "a3": 5}, race="ghouls")
    conquer(game, 0, "d3")
    assert region(game, "d3")["race"] == "orcs"
    assert_audit(game)


def test_declined_ghouls_may_act_after_a_pick():
    game = declined_ghouls()
    pick(game, 0, "orcs")
    do(game, 0, "conquer", region="a3", race="ghouls")
    assert region(game, "a3")["race"] == "ghouls"


def test_declined_ghouls_use_no_power_discount():
    game = declined_ghouls()
    ghouls = tribe(game, "ghouls")
    assert ghouls.power is None
    assert cost_of(game, "ghouls", "a3") == 3      # Commando would make it 2


def test_declined_ghouls_cannot_act_after_the_active_race():
    game = declined_ghouls()
    pick(game, 0, "orcs")
    conquer(game, 0, "d3")
    reason = refused(game, act(0, "conquer", region="a3", race="ghouls"))
    assert "before" in reason


def test_ghouls_do_not_conquer_in_the_turn_they_decline():
    game = game_with(["ghouls", "ratmen"], ["commando", "forest"])
    play_turn(game, 0, pick="ghouls", conquer=["a4", "b4"], redeploy={"a4": 4, "b4": 5})
    pass_turn(game, 1, pick="ratmen")
    do(game, 0, "decline")
    refused(game, act(0, "conquer", region="a3", race="ghouls"))


def test_declined_ghouls_may_attack_their_own_active_race():
    game = declined_ghouls()
    pick(game, 0, "orcs")                          # Orcs+Hill: 9 tokens
    conquer(game, 0, "c4")
    conquer(game, 0, "c3")
    play_turn(game, 0, redeploy={"c4": 1, "c3": 8})
    pass_turn(game, 1)
    events = do(game, 0, "conquer", region="c4", race="ghouls")   # 2 + mountain + 1 orc
    assert events[0]["tokens"] == 4
    assert events[0]["defender"] == {"owner": 0, "race": "orcs", "tokens": 1}
    assert region(game, "c4")["race"] == "ghouls"
    assert_audit(game)


def test_declined_ghouls_must_redeploy_before_the_turn_ends():
    game = declined_ghouls()
    do(game, 0, "conquer", region="a3", race="ghouls")
    reason = refused(game, act(0, "end_turn"))
    assert "Ghouls" in reason


# == Giants ===============================================================================

def test_giants_conquer_next_to_their_mountain_at_one_less():
    game = game_with(["giants"], ["hill"])
    pick(game, 0, "giants")
    assert cost_of(game, "giants", "b4") == 2
    conquer(game, 0, "c4")
    assert cost_of(game, "giants", "b4") == 1
    assert cost_of(game, "giants", "c3") == 1
    events = conquer(game, 0, "b4")
    assert events[0]["tokens"] == 1


def test_giants_get_no_discount_away_from_their_mountain():
    game = game_with(["giants"], ["hill"])
    pick(game, 0, "giants")
    conquer(game, 0, "c4")
    conquer(game, 0, "b4")
    assert cost_of(game, "giants", "a4") == 2      # next to b4, not to the mountain


def test_giants_get_no_discount_next_to_a_mountain_they_do_not_hold():
    game = game_with(["giants"], ["hill"])
    pick(game, 0, "giants")
    conquer(game, 0, "d3")
    assert cost_of(game, "giants", "c3") == 2      # c3 touches the empty mountain c4
    events = conquer(game, 0, "c3")
    assert events[0]["tokens"] == 2


def test_giants_discount_never_goes_below_one():
    game = game_with(["giants"], ["commando"])
    pick(game, 0, "giants")
    conquer(game, 0, "c4")
    assert cost_of(game, "giants", "b4") == 1      # 2 - 1 (giants) - 1 (commando)


# == Halflings ============================================================================

def halflings_in_the_middle():
    """Ann's Halflings+Hill (10) enter at c2, then take c3 and b2."""
    game = game_with(["halflings", "ratmen", "sorcerers"], ["hill", "forest", "swamp"])
    pick(game, 0, "halflings")
    conquer(game, 0, "c2")
    conquer(game, 0, "c3")
    conquer(game, 0, "b2")
    return game


def test_halflings_enter_at_a_non_border_region():
    game = game_with(["halflings", "ratmen"], ["hill", "forest"])
    pick(game, 0, "halflings")
    events = conquer(game, 0, "c2")
    assert events[0]["region"] == "c2"


def test_other_races_must_enter_at_a_border_region():
    game = game_with(["ratmen"], ["hill"])
    pick(game, 0, "ratmen")
    reason = refused(game, act(0, "conquer", region="c2"))
    assert "border" in reason


def test_holes_go_into_the_first_two_conquests_only():
    game = halflings_in_the_middle()
    assert markers(game, "c2") == {"hole": 1}
    assert markers(game, "c3") == {"hole": 1}
    assert "hole" not in markers(game, "b2")


def test_a_hole_makes_its_region_immune_to_conquest():
    game = halflings_in_the_middle()
    play_turn(game, 0, redeploy={"c2": 1, "c3": 1, "b2": 8})
    pick(game, 1, "ratmen")
    conquer(game, 1, "c1")
    reason = refused(game, act(1, "conquer", region="c2"))
    assert "hole" in reason
    assert cost_of(game, "ratmen", "b2") == 2 + 1 + 8      # b2 has no hole


def test_a_hole_protects_a_lone_halfling_from_sorcery():
    game = halflings_in_the_middle()
    play_turn(game, 0, redeploy={"c2": 1, "c3": 1, "b2": 8})
    pick(game, 1, "sorcerers")
    conquer(game, 1, "c1")
    reason = refused(game, act(1, "sorcery", region="c2"))
    assert "hole" in reason


def test_holes_go_when_the_halflings_decline():
    game = halflings_in_the_middle()
    play_turn(game, 0, redeploy={"c2": 1, "c3": 1, "b2": 8})
    pass_turn(game, 1, pick="ratmen")
    do(game, 0, "decline")
    assert markers(game, "c2") == {} and markers(game, "c3") == {}
    end_turn(game, 0)
    conquer(game, 1, "c1")
    conquer(game, 1, "c2")
    assert region(game, "c2")["race"] == "ratmen"


def test_a_hole_goes_when_its_region_is_abandoned_and_is_not_replaced():
    game = halflings_in_the_middle()
    play_turn(game, 0, redeploy={"c2": 1, "c3": 1, "b2": 8})
    pass_turn(game, 1, pick="ratmen")
    do(game, 0, "abandon", region="c2")
    assert markers(game, "c2") == {}
    conquer(game, 0, "c2")                 # a third conquest: no more holes
    assert markers(game, "c2") == {}
    assert markers(game, "c3") == {"hole": 1}


# == Humans, Wizards ======================================================================

def test_humans_score_one_coin_per_farmland_region():
    game = game_with(["humans"], ["hill"])          # Humans+Hill: 9 tokens
    events = play_turn(game, 0, pick="humans", conquer=["d1", "c1", "c2", "c3"],
                       redeploy={"d1": 2, "c1": 2, "c2": 3, "c3": 2})
    regions, race_bonus, power_bonus, _, _ = breakdown(events)
    assert regions == 4
    assert race_bonus == 2                          # d1 and c3
    assert power_bonus == 1                         # the Hill power's c1


def test_declined_humans_score_no_farmland_bonus():
    game = game_with(["humans", "ratmen"], ["hill", "forest"])
    play_turn(game, 0, pick="humans", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4})
    pass_turn(game, 1, pick="ratmen")
    events = decline_turn(game, 0)
    assert breakdown(events)[:4] == (2, 0, 0, 0)


def test_wizards_score_one_coin_per_magic_region():
    game = game_with(["wizards"], ["swamp"])
    events = play_turn(game, 0, pick="wizards", conquer=["d1", "c1", "b1"],
                       redeploy={"d1": 3, "c1": 3, "b1": 3})
    regions, race_bonus, power_bonus, _, _ = breakdown(events)
    assert (regions, race_bonus, power_bonus) == (3, 1, 1)   # magic d1; swamp b1


def test_declined_wizards_score_no_magic_bonus():
    game = game_with(["wizards", "ratmen"], ["swamp", "forest"])
    play_turn(game, 0, pick="wizards", conquer=["d1", "c1"], redeploy={"d1": 5, "c1": 4})
    pass_turn(game, 1, pick="ratmen")
    events = decline_turn(game, 0)
    assert breakdown(events)[:4] == (2, 0, 0, 0)


# == Orcs =================================================================================

def test_orcs_score_one_coin_per_non_empty_region_conquered():
    game = game_with(["orcs"], ["hill"])             # Orcs+Hill: 9 tokens
    events = play_turn(game, 0, pick="orcs", conquer=["a3", "a4", "b4"],
                       redeploy={"a3": 3, "a4": 3, "b4": 3})
    regions, race_bonus, _, _, _ = breakdown(events)
    assert regions == 3
    assert race_bonus == 1          # only a3 held a lost tribe


def test_orcs_count_enemy_regions_and_not_regions_held_from_before():
    game = game_with(["ratmen", "orcs"], ["forest", "hill"])
    play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 1, "b4": 11})
    events = play_turn(game, 1, pick="orcs", conquer=["a3", "a4", "a2"],
                       redeploy={"a3": 1, "a4": 1, "a2": 7})
    assert breakdown(events)[1] == 2            # a3 (lost tribe), a4 (Ann's Ratman)
    assert game.phase != "retreat"              # a lone token simply goes
    end_turn(game, 0)
    events = play_turn(game, 1, conquer=["b2"], redeploy={"a3": 1, "a4": 1, "a2": 1, "b2": 6})
    assert breakdown(events)[1] == 0            # b2 was empty; earlier conquests do not count


def test_orcs_count_their_own_declined_region_as_non_empty():
    game = game_with(["ratmen", "humans", "orcs"], ["forest", "hill", "swamp"])
    play_turn(game, 0, pick="ratmen", conquer=["a4", "b4"], redeploy={"a4": 6, "b4": 6})
    pass_turn(game, 1, pick="humans")
    decline_turn(game, 0)
    pass_turn(game, 1)
    events = play_turn(game, 0, pick="orcs", conquer=["b4"], redeploy={"b4": 9})
    assert breakdown(events)[1] == 1


# == Ratmen ===============================================================================

def test_ratmen_have_eight_tokens_and_no_bonus():
    game = game_with(["ratmen"], ["swamp"])
    events = pick(game, 0, "ratmen")
    assert events[0]["tokens"] == 8 + 4
    events = play_turn(game, 0, conquer=["a2", "a3"], redeploy={"a2": 6, "a3": 6})
    assert breakdown(events)[1] == 0


# == Skeletons ============================================================================

def test_skeletons_recruit_one_per_two_non_empty_conquests():
    game = game_with(["skeletons"], ["hill"])        # Skeletons+Hill: 10 tokens
    pick(game, 0, "skeletons")
    for rid in ("d3", "c3", "c2"):                    # d3, c2: lost tribes; c3 empty
        conquer(game, 0, rid)
    tray = game.tray["skeletons"]
    refused(game, act(0, "redeploy", tokens={"d3": 4, "c3": 3, "c2": 3}))
    events = redeploy(game, 0, {"d3": 4, "c3": 4, "c2": 3})
    assert events[0]["recruits"] == 1
    assert game.tray["skeletons"] == tray - 1
    assert_audit(game)


def test_skeletons_recruit_nothing_for_one_non_empty_conquest():
    game = game_with(["skeletons"], ["hill"])
    pick(game, 0, "skeletons")
    conquer(game, 0, "d3")
    conquer(game, 0, "c3")
    conquer(game, 0, "d2")
    events = redeploy(game, 0, {"d3": 4, "c3": 3, "d2": 3})
    assert events[0]["recruits"] == 0


def test_skeleton_recruits_are_capped_by_the_tray():
    game = game_with(["skeletons"], ["hill"])
    pick(game, 0, "skeletons")
    take_from_tray(game, "skeletons")                 # hand 20, tray 0
    conquer(game, 0, "d3")
    conquer(game, 0, "c3")
    conquer(game, 0, "c2")
    events = redeploy(game, 0, {"d3": 6, "c3": 6, "c2": 8})
    assert events[0]["recruits"] == 0
    assert game.tray["skeletons"] == 0
    assert_audit(game)


# == Sorcerers ============================================================================

def sorcerers_vs(ann_race="ratmen", ann_power="hill", bob_race="trolls", bob_power="forest",
                 ann_counts=None, bob_counts=None, bob_markers=None, sorcerer_power="swamp"):
    """Three seats. Ann holds a2, a3, a4 (a4: 2 tokens unless told), Bob c4 (lone) and c3;
    Cid's Sorcerers enter at b4, next to a4 and c4, and it is Cid's turn to cast."""
    game = game_with([ann_race, bob_race, "sorcerers"], [ann_power, bob_power, sorcerer_power],
                     players=3)
    pick(game, 0, ann_race)
    for rid in ("a2", "a3", "a4"):
        conquer(game, 0, rid)
    total = hand(game, ann_race) + 7
    play_turn(game, 0, redeploy=ann_counts or {"a2": total - 5, "a3": 3, "a4": 2})
    pick(game, 1, bob_race)
    conquer(game, 1, "c4")
    conquer(game, 1, "c3")
    total = hand(game, bob_race) + 5
    play_turn(game, 1, redeploy=bob_counts or {"c4": 1, "c3": total - 1}, **(bob_markers or {}))
    pick(game, 2, "sorcerers")
    conquer(game, 2, "b4")
    return game


def test_sorcery_replaces_a_lone_active_token_with_one_from_the_tray():
    game = sorcerers_vs(ann_counts={"a2": 8, "a3": 3, "a4": 1})
    hand_before = hand(game, "sorcerers")
    tray_sorcerers, tray_ratmen = game.tray["sorcerers"], game.tray["ratmen"]
    events = do(game, 2, "sorcery", region="a4")
    assert events[0]["how"] == "sorcery"
    assert region(game, "a4") == {"owner": 2, "race": "sorcerers", "tokens": 1,
                                  "declined": False, "markers": {}}
    assert hand(game, "sorcerers") == hand_before
    assert game.tray["sorcerers"] == tray_sorcerers - 1
    assert game.tray["ratmen"] == tray_ratmen + 1
    assert tribe(game, "ratmen").retreating == 0
    assert_audit(game)


def test_sorcery_on_a_lone_troll_with_its_lair_on_a_mountain_is_allowed():
    game = sorcerers_vs()
    assert markers(game, "c4") == {"mountain": 1, "lair": 1}
    lairs = game.supply["lair"]
    do(game, 2, "sorcery", region="c4")
    assert region(game, "c4")["race"] == "sorcerers"
    assert markers(game, "c4") == {"mountain": 1}
    assert game.supply["lair"] == lairs + 1
    assert_audit(game)


def test_sorcery_on_a_lone_token_in_a_fortress_is_allowed():
    game = sorcerers_vs(bob_race="ratmen", bob_power="fortified", ann_race="humans",
                        bob_markers={"fortress": "c4"})
    assert markers(game, "c4") == {"mountain": 1, "fortress": 1}
    do(game, 2, "sorcery", region="c4")
    assert region(game, "c4")["race"] == "sorcerers"
    assert game.supply["fortress"] == 6


def test_sorcery_against_a_token_with_an_encampment_is_refused():
    game = sorcerers_vs(bob_race="ratmen", bob_power="bivouacking", ann_race="humans",
                        bob_markers={"encampments": {"c4": 1}})
    reason = refused(game, act(2, "sorcery", region="c4"))
    assert "encampment" in reason


def test_sorcery_against_a_declined_token_is_refused():
    game = sorcerers_vs()
    play_turn(game, 2, redeploy={"b4": 9})
    pass_turn(game, 0)
    decline_turn(game, 1)
    reason = refused(game, act(2, "sorcery", region="c4"))
    assert "active" in reason


def test_sorcery_against_the_same_opponent_twice_in_a_turn_is_refused():
    game = sorcerers_vs(ann_counts={"a2": 10, "a3": 1, "a4": 1})
    do(game, 2, "sorcery", region="a4")
    reason = refused(game, act(2, "sorcery", region="a3"))      # a3 touches a4 now
    assert "already" in reason
    do(game, 2, "sorcery", region="c4")                        # another opponent: fine
    assert region(game, "c4")["race"] == "sorcerers"
    assert_audit(game)


def test_sorcery_against_the_same_opponent_is_allowed_again_next_turn():
    game = sorcerers_vs(ann_counts={"a2": 10, "a3": 1, "a4": 1})
    do(game, 2, "sorcery", region="a4")
    play_turn(game, 2, redeploy={"b4": 9, "a4": 1})
    pass_turn(game, 0)
    pass_turn(game, 1)
    do(game, 2, "sorcery", region="a3")
    assert region(game, "a3")["race"] == "sorcerers"


def test_sorcery_with_an_empty_sorcerer_tray_is_refused():
    game = sorcerers_vs(ann_counts={"a2": 8, "a3": 3, "a4": 1})
    take_from_tray(game, "sorcerers")
    reason = refused(game, act(2, "sorcery", region="a4"))
    assert "tray" in reason


def test_sorcery_needs_the_token_alone():
    game = sorcerers_vs(ann_counts={"a2": 7, "a3": 3, "a4": 2})
    reason = refused(game, act(2, "sorcery", region="a4"))
    assert "alone" in reason


def test_sorcery_needs_an_adjacent_region():
    game = sorcerers_vs(ann_counts={"a2": 10, "a3": 1, "a4": 1})
    reason = refused(game, act(2, "sorcery", region="a3"))
    assert "adjacent" in reason


def test_sorcery_needs_a_token_in_hand():
    game = sorcerers_vs(ann_counts={"a2": 8, "a3": 3, "a4": 1}, sorcerer_power="merchant")
    conquer(game, 2, "c4")                 # lone troll + lair + mountain: the 5 left
    assert hand(game, "sorcerers") == 0
    reason = refused(game, act(2, "sorcery", region="a4"))
    assert "hand" in reason


def test_only_active_sorcerers_cast_sorcery():
    game = sorcerers_vs(ann_counts={"a2": 8, "a3": 3, "a4": 1})
    play_turn(game, 2, redeploy={"b4": 9})
    pass_turn(game, 0)
    pass_turn(game, 1)
    do(game, 2, "decline")
    refused(game, act(2, "sorcery", region="a4", race="sorcerers"))


# == Tritons ==============================================================================

def test_tritons_conquer_coastal_regions_at_one_less():
    game = game_with(["tritons"], ["hill"])
    pick(game, 0, "tritons")
    assert cost_of(game, "tritons", "b1") == 1     # by the sea a1
    assert cost_of(game, "tritons", "b4") == 1     # by the lake b3
    assert cost_of(game, "tritons", "c4") == 2     # mountain by the sea d4
    assert cost_of(game, "tritons", "d3") == 2     # lost tribe by the sea
    assert cost_of(game, "tritons", "a4") == 2     # not coastal
    assert cost_of(game, "tritons", "d1") == 2
    events = conquer(game, 0, "b4")
    assert events[0]["tokens"] == 1


def test_tritons_cannot_conquer_water():
    game = game_with(["tritons"], ["hill"])
    pick(game, 0, "tritons")
    conquer(game, 0, "b4")
    refused(game, act(0, "conquer", region="b3"))


# == Trolls ===============================================================================

def trolls_on_a4_b4():
    game = game_with(["trolls", "ratmen"], ["hill", "forest"])     # Trolls+Hill: 9
    play_turn(game, 0, pick="trolls", conquer=["a4", "b4"], redeploy={"a4": 4, "b4": 5})
    return game


def test_a_lair_goes_into_every_region_the_trolls_conquer():
    game = trolls_on_a4_b4()
    assert markers(game, "a4") == {"lair": 1}
    assert markers(game, "b4") == {"lair": 1}
    assert game.supply["lair"] == 10 - 2
    pick(game, 1, "ratmen")
    assert cost_of(game, "ratmen", "a4") == 2 + 1 + 4


def test_lairs_stay_in_decline():
    game = trolls_on_a4_b4()
    pass_turn(game, 1, pick="ratmen")
    decline_turn(game, 0)
    assert markers(game, "a4") == {"lair": 1}
    assert cost_of(game, "ratmen", "a4") == 2 + 1 + 1
    events = conquer(game, 1, "a4")
    assert events[0]["tokens"] == 4


def test_a_lair_is_removed_when_its_region_is_conquered():
    game = trolls_on_a4_b4()
    pick(game, 1, "ratmen")
    conquer(game, 1, "a4")
    assert markers(game, "a4") == {}
    assert game.supply["lair"] == 10 - 1
    assert_audit(game)


def test_a_lair_is_removed_when_its_region_is_abandoned():
    game = trolls_on_a4_b4()
    pass_turn(game, 1, pick="ratmen")
    do(game, 0, "abandon", region="a4")
    assert markers(game, "a4") == {}
    assert game.supply["lair"] == 10 - 1


def test_declined_ghouls_lose_one_token_and_retreat_the_rest_by_race():
    game = declined_ghouls()
    pass_turn(game, 0, pick="orcs")
    do(game, 1, "abandon", region="d1")             # Bob re-enters at the border b4
    tray_before = game.tray["ghouls"]
    events = conquer(game, 1, "b4")                 # 2 + 5 ghouls
    assert events[0]["tokens"] == 7
    assert game.tray["ghouls"] == tray_before + 1
    assert tribe(game, "ghouls").retreating == 4
    play_turn(game, 1, redeploy={"b4": 12})
    assert game.phase == "retreat"
    assert state_json(game)["player"] == 0
    retreat(game, 0, {"a4": 4}, race="ghouls")
    assert tokens(game, "a4") == 8
    assert_audit(game)


def test_declined_ghoul_moves_do_not_count_as_the_active_races_first_action():
    game = declined_ghouls()
    play_turn(game, 0, pick="orcs", conquer=["d3"], redeploy={"d3": 9})
    pass_turn(game, 1)
    do(game, 0, "conquer", region="a3", race="ghouls")
    do(game, 0, "redeploy", tokens={"a4": 3, "b4": 3, "a3": 3}, race="ghouls")
    events = do(game, 0, "decline")                 # the Orcs' first action: still allowed
    assert events_of(events, "declined")[0]["race"] == "orcs"
    assert events_of(events, "left_game")[0]["race"] == "ghouls"
    assert_audit(game)


def test_legal_actions_offer_the_declined_ghouls_moves_with_their_race():
    game = declined_ghouls()
    actions = legal_actions(game)
    assert {"type": "conquer", "player": 0, "region": "a3", "race": "ghouls"} in actions
    assert any(a["type"] == "pick" for a in actions)


def test_legal_actions_offer_sorcery_only_where_it_is_allowed():
    game = sorcerers_vs(bob_race="ratmen", bob_power="bivouacking", ann_race="humans",
                        ann_counts={"a2": 6, "a3": 2, "a4": 1},
                        bob_markers={"encampments": {"c4": 1}})
    sorceries = [a["region"] for a in legal_actions(game) if a["type"] == "sorcery"]
    assert sorceries == ["a4"]                      # c4 has an encampment


def test_flying_sorcerers_cast_on_regions_that_are_not_adjacent():
    # rules decision: sorcery is a conquest, so Flying (and Underworld) lift its adjacency
    game = game_with(["sorcerers", "ratmen"], ["flying", "hill"])
    play_turn(game, 0, pick="sorcerers", conquer=["a4"], redeploy={"a4": 10})
    play_turn(game, 1, pick="ratmen", conquer=["d1", "d2"], redeploy={"d1": 1, "d2": 11})
    do(game, 0, "sorcery", region="d1")
    assert region(game, "d1")["race"] == "sorcerers"


def test_underworld_sorcerers_cast_from_cavern_to_cavern():
    game = game_with(["sorcerers", "ratmen"], ["underworld", "hill"])
    play_turn(game, 0, pick="sorcerers", conquer=["c1"], redeploy={"c1": 10})
    play_turn(game, 1, pick="ratmen", conquer=["d3", "c3"], redeploy={"d3": 11, "c3": 1})
    do(game, 0, "sorcery", region="c3")
    assert region(game, "c3")["race"] == "sorcerers"
