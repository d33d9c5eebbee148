"""Every battle card (§1's table, §5.2's windows) and C18-C27, C31, on states built through state.py."""

from __future__ import annotations

import pytest
from battle_helpers import act, begin, hand, kinds, make_game, pass_all, place, where

from games.warcraft_board.model.battle import battle_decision, legal_battle_actions
from kernel.errors import IllegalAction

ORCS, HUMANS = 0, 1


def rolls(events):
    return [(e["player"], e["kind"], e["dice"]) for e in events if e["type"] == "battle_roll"]


def of(events, kind):
    return [e for e in events if e["type"] == kind]


def window(game):
    d = battle_decision(game)
    return (d.seat, d.kind, d.options.get("window")) if d else None


# -- devour (C27, C31) ------------------------------------------------------------------------------

def test_devour_sets_a_unit_aside_and_it_dies_when_the_orc_side_wins():
    game = make_game(["orcs", "humans"], mover=ORCS)
    place(game, ORCS, "melee", "b")
    target = place(game, HUMANS, "melee", "b")
    archer = place(game, HUMANS, "ranged", "f1")
    hand(game, ORCS, "devour")
    begin(game)
    assert window(game) == (ORCS, "window", "round_start")
    assert {a.piece for a in legal_battle_actions(game) if a.type == "play_card"} == set(target + archer)
    with pytest.raises(IllegalAction):
        act(game, "play_card", card="devour")                        # needs a unit
    events = act(game, "play_card", card="devour", piece=target[0])
    # C27: the space holds one side now: the battle ends at the check after the start-of-round effects
    assert game.battle is None and of(events, "battle_end")[0]["winner"] == "attackers"
    assert of(events, "devoured")[0]["piece"] == target[0]
    assert where(game, target[0]) == ("reserve", None)
    assert game.seats[ORCS].discard == ["devour"]                     # discarded when the battle ends
    assert not rolls(events)


def test_a_devoured_unit_returns_when_the_orc_side_loses():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[6, 1, 6])
    place(game, ORCS, "melee", "b")
    archer = place(game, HUMANS, "ranged", "f1")
    place(game, HUMANS, "melee", "b", 2)
    hand(game, ORCS, "devour")
    begin(game)
    events = act(game, "play_card", card="devour", piece=archer[0])
    assert not [r for r in rolls(events) if r[1] == "ranged"]        # set aside: no die
    assert of(events, "battle_end")[0]["winner"] == "defenders"
    assert of(events, "devour_returned")[0]["piece"] == archer[0]
    assert where(game, archer[0]) == ("map", "f1")


def test_a_devoured_unit_returns_to_an_empty_space_when_nobody_wins_c31():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[1, 1])
    place(game, ORCS, "melee", "b")
    place(game, HUMANS, "melee", "b")
    taken = place(game, HUMANS, "ranged", "b")
    for seat in (ORCS, HUMANS):
        game.seats[seat].deck = ["speed"]
    hand(game, ORCS, "devour")
    begin(game)
    events = act(game, "play_card", card="devour", piece=taken[0])
    end = of(events, "battle_end")[0]
    assert end["winner"] is None and not of(events, "battle_reward")      # nobody draws
    assert where(game, taken[0]) == ("map", "b") and game.units_in("b") == [game.pieces[taken[0]]]


# -- ensnare / web (C26) -----------------------------------------------------------------------------

@pytest.mark.parametrize("race,card", [("orcs", "ensnare"), ("undead", "web")])
def test_ensnare_and_web_make_the_enemy_flyers_melee_casualties(race, card):
    game = make_game([race, "humans"], mover=0, dice=[6, 1, 1, 6])
    place(game, 0, "melee", "b", 2)
    flyer = place(game, HUMANS, "flying", "b")
    walker = place(game, HUMANS, "melee", "b")
    hand(game, 0, card)
    game.seats[0].deck = ["speed", "speed"]
    events = begin(game)
    assert window(game) == (0, "window", "melee_start")
    events = act(game, "play_card", card=card)
    assert sorted(e["piece"] for e in of(events, "casualty")) == sorted(flyer + walker)
    assert game.battle is None and game.seats[0].discard == [card]


def test_without_ensnare_a_side_with_only_flyers_ignores_melee_hits():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[6, 1, 1, 1])
    orcs = place(game, ORCS, "melee", "b", 2)
    flyer = place(game, HUMANS, "flying", "b")
    events = begin(game)
    assert not of(events, "casualty") and where(game, flyer[0]) == ("map", "b")   # C26: hits ignored
    assert of(events, "casualties")[0]["owed"] == 2
    d = battle_decision(game)                   # round 2: the flyer's 1 hits an Orc
    assert (d.seat, d.kind, d.options["pieces"]) == (ORCS, "casualty", orcs) and game.battle.round == 2


def test_ensnare_needs_enemy_flyers():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[1])
    place(game, ORCS, "melee", "b")
    place(game, HUMANS, "melee", "b")
    hand(game, ORCS, "ensnare")
    begin(game)
    assert game.battle is None and "ensnare" in game.seats[ORCS].hand    # never asked (C35)


# -- envenomed spears (C21), pillage --------------------------------------------------------------

def test_envenomed_spears_reroll_every_miss_once_bloodlust_die_included():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[2, 6, 6] + [1, 5] + [6], levels={0: {"ranged": 3}})
    place(game, ORCS, "ranged", "b")            # S 4 with Bloodlust: 1 + 1 dice
    place(game, ORCS, "ranged", "f1")
    place(game, HUMANS, "melee", "b", 3)
    hand(game, ORCS, "envenomed_spears")
    begin(game)
    assert window(game) == (ORCS, "window", "before_rolls")
    events = act(game, "play_card", card="envenomed_spears")
    first = of(events, "battle_roll")[0]
    assert first["dice"] == [2, 1, 5] and first["rerolled"] == [6, 6] and first["hits"] == 2


def test_pillage_after_a_removal():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[6, 6, 1, 6, 6])
    place(game, ORCS, "melee", "b", 2)
    victims = place(game, HUMANS, "melee", "b", 3)
    game.seats[HUMANS].gold, game.seats[HUMANS].wood = 0, 5
    game.seats[ORCS].gold, game.seats[ORCS].wood = 0, 0
    hand(game, ORCS, "pillage")
    begin(game)
    # melee: Orc dice 6, 6 miss; Human dice 1, 6, 6: one hit, the Orc's (forced? no: 2 eligible)
    decision = battle_decision(game)
    assert (decision.seat, decision.kind) == (ORCS, "casualty")
    events = act(game, "casualty", piece=decision.options["pieces"][0])
    # the Orc removed his own unit: no Pillage window for him (only an opposing removal)
    assert not of(events, "pillage")
    assert victims


def test_pillage_pays_for_an_opposing_removal():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[1, 6, 6, 6, 6])
    place(game, ORCS, "melee", "b", 2)
    victims = place(game, HUMANS, "melee", "b", 3)
    game.seats[HUMANS].gold, game.seats[HUMANS].wood = 0, 5        # melee: 1 gold + 1 wood
    game.seats[ORCS].gold, game.seats[ORCS].wood = 0, 0
    hand(game, ORCS, "pillage")
    begin(game)
    assert battle_decision(game).seat == HUMANS
    act(game, "casualty", piece=victims[0])
    assert window(game) == (ORCS, "window", "after_removal")
    events = act(game, "play_card", card="pillage")
    assert of(events, "pillage")[0] | {} == {"type": "pillage", "player": ORCS, "from": HUMANS,
                                              "piece": victims[0], "gold": 0, "wood": 1}
    assert (game.seats[HUMANS].gold, game.seats[HUMANS].wood) == (0, 4)
    assert (game.seats[ORCS].gold, game.seats[ORCS].wood) == (0, 1)


# -- Night Elf cards -----------------------------------------------------------------------------------

def test_faerie_fire_lowers_every_attack_die_of_the_phase_for_both_sides_c23():
    # Night Elf melee S 2, Human melee S 2: 3s hit under Faerie Fire, for both
    game = make_game(["night_elves", "humans"], mover=0, dice=[3, 4, 3, 4])
    place(game, 0, "melee", "b", 2)
    place(game, HUMANS, "melee", "b", 2)
    hand(game, 0, "faerie_fire")
    begin(game)
    assert window(game) == (0, "window", "before_rolls")
    events = act(game, "play_card", card="faerie_fire")
    assert [e["hits"] for e in of(events, "battle_roll")] == [1, 1]
    assert game.seats[0].discard == [] and ("faerie_fire" not in game.seats[0].hand)    # on the table
    d = battle_decision(game)
    act(game, "casualty", piece=d.options["pieces"][0])
    d = battle_decision(game)
    events = act(game, "casualty", piece=d.options["pieces"][0])
    assert game.seats[0].discard == ["faerie_fire"]            # C19: discarded when the phase ends
    assert {"type": "battle_round", "space": "b", "round": 2} in events


def test_marksmanship_chooses_the_opposing_casualty():
    game = make_game(["night_elves", "humans"], mover=0, dice=[1, 6, 6, 6, 6])
    place(game, 0, "melee", "b", 2)
    humans = place(game, HUMANS, "melee", "b") + place(game, HUMANS, "melee", "f1", 2)
    hand(game, 0, "marksmanship")
    game.seats[0].deck = ["speed", "speed"]
    begin(game)
    assert window(game) == (0, "window", "before_removal")
    targets = {a.piece for a in legal_battle_actions(game) if a.type == "play_card"}
    assert targets == set(humans)
    events = act(game, "play_card", card="marksmanship", piece=humans[0])
    assert of(events, "casualty")[0]["piece"] == humans[0] and of(events, "casualty")[0]["by"] == "marksmanship"
    assert game.seats[0].discard == ["marksmanship"]


def test_moon_glaive_rolls_one_more_die_per_own_hit():
    game = make_game(["night_elves", "humans"], mover=0, dice=[1, 2, 6] + [6, 6, 6] + [2, 6])
    place(game, 0, "melee", "b", 3)
    humans = place(game, HUMANS, "melee", "b", 3)
    hand(game, 0, "moon_glaive")
    begin(game)
    assert window(game) == (0, "window", "after_rolls")
    events = act(game, "play_card", card="moon_glaive")
    glaive = of(events, "moon_glaive")[0]
    assert glaive["dice"] == [2, 6] and glaive["hits"] == 1
    assert of(events, "casualties")[0]["inflicted"] == 3           # 2 hits + 1 Moon Glaive hit
    assert game.battle is None and all(where(game, p)[0] == "reserve" for p in humans)


# -- Undead and Human cards ----------------------------------------------------------------------------

def test_curse_rolls_per_opposing_hit_and_each_1_to_3_prevents_one_c22():
    # Orc melee L4 (S 5, unstoppable): 1, 2 hit (the 1 for 2); Curse dice 3, 4: one prevented
    game = make_game(["orcs", "undead"], mover=ORCS, dice=[1, 2, 6, 6, 6] + [3, 4], levels={0: {"melee": 4}})
    place(game, ORCS, "melee", "b", 2)
    undead = place(game, 1, "melee", "b", 3)
    hand(game, 1, "curse")
    begin(game)
    assert window(game) == (1, "window", "after_rolls")
    events = act(game, "play_card", card="curse")
    assert of(events, "curse")[0] == {"type": "curse", "player": 1, "dice": [3, 4], "prevented": 1}
    d = battle_decision(game)
    assert d.options["owed"] == 2 and d.options["side"] == "defenders"
    assert undead


def test_invisibility_removes_one_fewer_for_its_owner_side_c24():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[1, 1, 6, 6, 6])
    place(game, ORCS, "melee", "b", 2)
    place(game, HUMANS, "melee", "b", 3)
    hand(game, HUMANS, "invisibility")
    begin(game)
    assert window(game) == (HUMANS, "window", "before_casualties")
    act(game, "play_card", card="invisibility")
    d = battle_decision(game)
    assert (d.seat, d.kind, d.options["owed"]) == (HUMANS, "casualty", 1)


def test_dispel_magic_cancels_an_opposing_card_and_is_not_itself_answered_c18():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[6, 1])
    place(game, ORCS, "melee", "b")
    target = place(game, HUMANS, "melee", "b")
    hand(game, ORCS, "devour")
    hand(game, HUMANS, "dispel_magic", "dispel_magic")
    begin(game)
    act(game, "play_card", card="devour", piece=target[0])
    d = battle_decision(game)
    assert (d.seat, d.kind) == (HUMANS, "dispel") and d.options["card"] == "devour"
    assert {a.type for a in legal_battle_actions(game)} == {"pass", "play_card"}
    events = act(game, "play_card", card="dispel_magic")
    assert of(events, "dispelled")[0]["card"] == "devour"
    assert where(game, target[0]) == ("map", "b")
    assert game.seats[ORCS].discard == ["devour"] and game.seats[HUMANS].discard == ["dispel_magic"]
    assert game.seats[HUMANS].hand.count("dispel_magic") == 1   # nobody answers the Dispel Magic
    assert not of(events, "devoured") and of(events, "battle_end")[0]["winner"] == "defenders"


def test_a_card_passed_on_by_dispel_takes_effect():
    game = make_game(["orcs", "humans"], mover=ORCS)
    place(game, ORCS, "melee", "b")
    target = place(game, HUMANS, "melee", "b")
    hand(game, ORCS, "devour")
    hand(game, HUMANS, "dispel_magic")
    begin(game)
    act(game, "play_card", card="devour", piece=target[0])
    events = act(game, "pass")
    assert of(events, "devoured") and "dispel_magic" in game.seats[HUMANS].hand


def test_windows_ask_defenders_first_one_card_each_and_cards_need_a_unit_taking_part():
    teams = ["alliance", "horde", "alliance", "horde"]
    orcs = 1
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=orcs, teams=teams, dice=[6] * 30)
    place(game, orcs, "melee", "b", 2)
    humans = place(game, 0, "melee", "b", 2)
    place(game, 2, "ranged", "f1")                  # the Night Elf partner declines: his cards sleep
    hand(game, 0, "polymorph", "polymorph")
    hand(game, orcs, "devour")
    hand(game, 2, "faerie_fire")
    begin(game)
    assert battle_decision(game).seat == 2 and battle_decision(game).kind == "opt_in"
    act(game, "opt_in", join=False)
    assert window(game) == (0, "window", "round_start")        # the defender first
    act(game, "play_card", card="polymorph", piece=game.units_in("b", orcs)[0].id)
    assert window(game) == (orcs, "window", "round_start")     # one card each: then the attacker
    events = act(game, "play_card", card="devour", piece=humans[0])
    assert kinds(events)[0] == "battle_card"
    assert not [e for e in events if e.get("player") == 2 and e["type"] == "battle_card"]
    assert game.seats[2].hand == ["faerie_fire"]
    pass_all(game)


def test_a_devoured_undead_unit_killed_in_nordrassil_respawns_c27():
    from games.warcraft_board.model.state import Outpost
    game = make_game(["orcs", "undead"], mover=ORCS, teams=["allies", "undead"], scenario="nordrassil")
    game.outposts["e"] = Outpost("e", 1, done=True)
    place(game, ORCS, "melee", "b")
    taken = place(game, 1, "ranged", "b")
    hand(game, ORCS, "devour")
    begin(game)
    events = act(game, "play_card", card="devour", piece=taken[0])
    assert of(events, "devoured") and where(game, taken[0]) == ("map", "e")


def test_dispel_magic_is_a_reply_not_the_window_card_c18():
    game = make_game(["orcs", "humans"], mover=ORCS, dice=[6] * 30)
    orcs = place(game, ORCS, "melee", "b", 2)
    target = place(game, HUMANS, "melee", "b", 2)
    hand(game, ORCS, "devour")
    hand(game, HUMANS, "polymorph", "dispel_magic")
    begin(game)
    act(game, "play_card", card="polymorph", piece=orcs[0])        # the Humans' one window card
    act(game, "play_card", card="devour", piece=target[0])
    assert battle_decision(game).kind == "dispel"                  # ... and still a Dispel Magic
    events = act(game, "play_card", card="dispel_magic")
    assert of(events, "dispelled") and "devoured" not in kinds(events)


def test_pillage_is_never_offered_for_a_neutrals_removal():
    game = make_game(["humans", "orcs", "undead"], mover=1, dice=[1, 6, 6, 6, 6], scenario="elf_gate")
    from battle_helpers import add_neutrals
    neutrals = add_neutrals(game, "b", "melee", 2)
    place(game, 1, "melee", "b", 3)
    hand(game, 1, "pillage")
    begin(game)
    d = battle_decision(game)
    assert (d.seat, d.kind) == (2, "casualty")                     # the controller picks
    act(game, "casualty", piece=neutrals[0])
    assert where(game, neutrals[0]) == ("gone", None)
    d = battle_decision(game)
    assert d is None or d.kind != "window"
    assert "pillage" in game.seats[1].hand


def test_faerie_fire_is_offered_only_before_a_phases_first_rolls():
    game = make_game(["night_elves", "humans"], mover=0, dice=[6, 6, 6, 6], levels={0: {"ranged": 3}})
    place(game, 0, "ranged", "b")
    place(game, HUMANS, "melee", "b")
    place(game, HUMANS, "ranged", "f1")
    hand(game, 0, "faerie_fire")
    begin(game)
    act(game, "name_phases", phases=["ranged"])
    assert window(game) == (0, "window", "before_rolls") and game.battle.wave == 0
    act(game, "pass")
    # the second wave of the ranged phase asks nobody; the melee phase's first rolls do
    assert window(game) == (0, "window", "before_rolls") and game.battle.phase == "melee"


def test_raise_dead_works_on_natural_ones_of_any_phase():
    game = make_game(["undead", "humans"], mover=0, dice=[6, 1, 6], levels={0: {"ranged": 3}})
    place(game, 0, "ranged", "f1")
    place(game, 0, "melee", "b")
    place(game, HUMANS, "melee", "b", 2)
    begin(game)
    d = battle_decision(game)
    assert (d.seat, d.kind, game.battle.phase) == (0, "raise_dead", "melee")


def test_curse_counts_the_hits_of_the_whole_opposing_side_c20():
    """C20: "opponent" on a card is the whole opposing side: Curse rolls a die for each hit of both
    attacking partners, not only the mover's."""
    teams = ["alliance", "horde", "alliance", "horde"]
    # ranged phase: the Humans (seat 0) roll 1, the Night Elves (seat 2) roll 1: two opposing hits
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=0, teams=teams,
                     dice=[1, 1, 6] + [3, 2] + [6] * 40)
    place(game, 0, "ranged", "b")
    place(game, 2, "ranged", "b")
    place(game, 1, "melee", "b")
    undead = place(game, 3, "ranged", "b")
    hand(game, 3, "curse")
    begin(game)
    assert window(game) == (3, "window", "after_rolls")
    events = act(game, "play_card", card="curse")
    assert of(events, "curse")[0] == {"type": "curse", "player": 3, "dice": [3, 2], "prevented": 2}
    assert undead


def test_marksmanship_chooses_one_casualty_a_card_and_the_side_picks_the_rest_c25():
    """C25: a Marksmanship picks the one casualty just suffered; the next removal is the opposing lead's
    own pick again (here the Night Elves hold one card, and two hits land)."""
    game = make_game(["night_elves", "humans"], mover=0, dice=[1, 1, 6, 6, 6, 6])
    place(game, 0, "melee", "b", 2)
    humans = place(game, HUMANS, "melee", "b", 3)
    hand(game, 0, "marksmanship")
    game.seats[0].deck = ["speed", "speed"]
    begin(game)
    assert window(game) == (0, "window", "before_removal")
    events = act(game, "play_card", card="marksmanship", piece=humans[2])
    assert [e["piece"] for e in of(events, "casualty")] == [humans[2]]
    d = battle_decision(game)
    while d.kind in ("window", "dispel"):
        act(game, "pass")
        d = battle_decision(game)
    assert (d.seat, d.kind, d.options["owed"]) == (HUMANS, "casualty", 1)     # the Humans pick the second
    assert set(d.options["pieces"]) == set(humans[:2])
    events = act(game, "casualty", piece=humans[0])
    first = of(events, "casualty")[0]
    assert first["piece"] == humans[0] and first.get("by") != "marksmanship"
