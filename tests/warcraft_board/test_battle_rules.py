"""§5's battle rules on states built through state.py: participants (5.1), the sequence (5.2),
hits and casualties (5.3), abilities (5.4), the end (5.5) and C15-C17, C26, C28-C31."""

from __future__ import annotations

import copy

import pytest
from battle_helpers import act, add_neutrals, begin, deck, hand, kinds, make_game, place, where

from games.warcraft_board.model.actions import ACTIONS
from games.warcraft_board.model.battle import apply_battle_action, battle_decision, legal_battle_actions
from games.warcraft_board.model.state import NEUTRAL
from kernel.errors import IllegalAction


def rolls(events):
    return [(e["player"], e["kind"], e["dice"]) for e in events if e["type"] == "battle_roll"]


def casualties(events):
    return [e["piece"] for e in events if e["type"] == "casualty"]


# -- 5.1 participants ------------------------------------------------------------------------------

def test_flanks_take_part_walls_stop_ground_flankers_and_mountains_change_nothing():
    game = make_game(["orcs", "humans"], mover=0, dice=[6] * 40)
    mine = place(game, 0, "melee", "b")
    flank_melee = place(game, 0, "melee", "f1")
    walled_melee = place(game, 0, "melee", "w")
    walled_ranged = place(game, 0, "ranged", "w")
    walled_flyer = place(game, 0, "flying", "w")
    mountain_flyer = place(game, 0, "flying", "m")
    far = place(game, 0, "melee", "x")
    enemy = place(game, 1, "melee", "b")
    events = begin(game)
    taking = set(events[0]["participants"])
    assert set(mine + flank_melee + walled_flyer + mountain_flyer + enemy) == taking
    assert not taking & set(walled_melee + walled_ranged + far)


def test_a_third_player_on_a_flank_is_ignored_and_workers_never_fight():
    game = make_game(["humans", "orcs", "undead"], mover=1, dice=[6] * 40)    # Elf Gate's races, no teams
    place(game, 1, "melee", "b")
    place(game, 0, "melee", "b")
    third = place(game, 2, "melee", "f1") + place(game, 2, "ranged", "f2")
    workers = place(game, 0, "worker", "b") + place(game, 1, "worker", "f1")
    deck(game, 2, "speed")
    events = begin(game)
    assert events[0]["attackers"] == [1] and events[0]["defenders"] == [0]
    assert not set(events[0]["participants"]) & set(third + workers)
    assert game.seats[2].hand == []                                     # C15: no draw either


def test_a_partner_with_flank_units_only_opts_in_or_out():
    # 4 players: humans+night_elves (alliance) against orcs+undead (horde)
    teams = ["alliance", "horde", "alliance", "horde"]
    for join in (True, False):
        game = make_game(["humans", "orcs", "night_elves", "undead"], mover=0, teams=teams, dice=[6] * 60)
        place(game, 0, "melee", "b")
        place(game, 1, "melee", "b")
        elf_flank = place(game, 2, "ranged", "f1")
        undead_flank = place(game, 3, "melee", "f2")
        events = begin(game)
        decision = battle_decision(game)
        assert (decision.seat, decision.kind) == (2, "opt_in")       # seat order from the mover
        assert {a.join for a in legal_battle_actions(game)} == {True, False}
        act(game, "opt_in", join=join)
        decision = battle_decision(game)
        assert (decision.seat, decision.kind) == (3, "opt_in")
        joined = copy.deepcopy(game)
        apply_battle_action(joined, ACTIONS.from_json({"type": "opt_in", "player": 3, "join": not join}))
        events = act(game, "opt_in", join=not join)
        rolled = {e["player"] for e in events if e["type"] == "battle_roll"}
        assert (2 in rolled) is join and (3 in rolled) is (not join)
        assert {e["player"]: e["join"] for e in events if e["type"] == "opt_in"} == {3: not join}
        assert elf_flank and undead_flank
        drawn = [e["player"] for e in events if e["type"] == "battle_draw"]
        assert drawn == ([0, 1, 2] if join else [0, 1, 3])


def test_a_partner_on_the_battle_space_is_a_principal_without_asking():
    teams = ["alliance", "horde", "alliance", "horde"]
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=0, teams=teams, dice=[6] * 60)
    place(game, 0, "melee", "b")
    place(game, 2, "ranged", "b")
    place(game, 1, "melee", "b")
    place(game, 3, "melee", "b", 2)
    events = begin(game)
    assert events[0]["attackers"] == [0, 2] and events[0]["defenders"] == [1, 3]
    assert "opt_in" not in kinds(events)


def test_no_battle_without_two_hostile_sides():
    game = make_game(["orcs", "humans"], mover=0)
    place(game, 0, "melee", "b")
    with pytest.raises(IllegalAction):
        begin(game)
    assert game.battle is None


# -- 5.3 hits, casualties, removal -------------------------------------------------------------------

def test_a_hit_is_a_die_at_most_s_and_unstoppable_natural_ones_inflict_two():
    # Orc melee level 4: S 5 with unstoppable_strike; Human melee S 2
    game = make_game(["orcs", "humans"], mover=0, dice=[1, 6, 6, 6], levels={0: {"melee": 4}})
    place(game, 0, "melee", "b")
    humans = place(game, 1, "melee", "b", 3)
    events = begin(game)
    assert rolls(events) == [(0, "melee", [1]), (1, "melee", [6, 6, 6])]
    decision = battle_decision(game)
    assert (decision.seat, decision.kind) == (1, "casualty") and decision.options["owed"] == 2
    act(game, "casualty", piece=humans[0])
    assert battle_decision(game).options["owed"] == 1
    events = act(game, "casualty", piece=humans[1])
    assert {"type": "battle_round", "space": "b", "round": 2} in events


def test_strength_bounds_a_hit():
    game = make_game(["orcs", "humans"], mover=0, dice=[2, 3, 6] + [6] * 20)
    place(game, 0, "melee", "b", 2)                 # S 2
    humans = place(game, 1, "melee", "b", 3)
    events = begin(game)
    assert [e for e in events if e["type"] == "battle_roll"][0]["hits"] == 1
    assert battle_decision(game).options["owed"] == 1
    act(game, "casualty", piece=humans[2])


def test_removal_alternates_defenders_first_and_each_side_has_its_lead():
    # the defending lead: the principal with most units on the battle space (4 players, teams)
    teams = ["alliance", "horde", "alliance", "horde"]
    dice = [1, 1, 6] + [1] + [1, 6]      # melee: humans 2 hits of 3, orcs 1 hit, undead 1 hit of 2
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=0, teams=teams, dice=dice + [6] * 40)
    hum = place(game, 0, "melee", "b", 3)
    orc = place(game, 1, "melee", "b")
    und = place(game, 3, "melee", "b", 2)
    game.seats[3].levels["melee"] = 1
    begin(game)
    # melee: humans roll 2 (both hit), orcs 1 (hit), undead 2... dice run out into 6s
    decision = battle_decision(game)
    assert decision.kind == "casualty" and decision.options["side"] == "defenders"
    assert decision.seat == 3                        # the Undead have most units on the space
    assert set(decision.options["pieces"]) == set(orc + und)
    act(game, "casualty", piece=orc[0])              # the lead may pick a partner's unit
    decision = battle_decision(game)
    assert decision.options["side"] == "attackers" and decision.seat == 0
    act(game, "casualty", piece=hum[0])
    decision = battle_decision(game)
    assert decision.options["side"] == "defenders"


def test_flyers_are_not_melee_casualties_and_excess_hits_are_ignored():
    # round 1: the flyer misses, three Orc hits in melee, one Human melee die misses; round 2: the flyer hits
    game = make_game(["orcs", "humans"], mover=0, dice=[6, 1, 1, 1, 6, 1])
    orcs = place(game, 0, "melee", "b", 3)
    flyer = place(game, 1, "flying", "b")
    walker = place(game, 1, "melee", "f1")
    events = begin(game)
    assert casualties(events) == walker                 # 3 hits, 1 eligible: the rest ignored
    assert where(game, flyer[0]) == ("map", "b")
    assert {"type": "battle_round", "space": "b", "round": 2} in events   # the flyer holds the space
    decision = battle_decision(game)
    assert (decision.seat, decision.kind, decision.options["pieces"]) == (0, "casualty", orcs)


def test_all_inflicted_casualties_are_removed_even_after_the_battle_space_empties():
    game = make_game(["orcs", "humans"], mover=0, dice=[1, 1, 1] + [6] * 10)
    place(game, 0, "melee", "b", 3)
    humans = place(game, 1, "melee", "b") + place(game, 1, "melee", "f1", 2)
    events = begin(game)
    assert sorted(casualties(events)) == sorted(humans)
    assert game.battle is None


def test_the_end_is_checked_after_phases_only_not_between_waves_c17():
    # Night Elf ranged L3 (S 4, slow_poison) names ranged and kills the Human unit on the space in the
    # first wave; the Human ranged unit on a flank still shoots in the second wave (C17)
    game = make_game(["night_elves", "humans"], mover=0, dice=[1, 6, 1], levels={0: {"ranged": 3}})
    elves = place(game, 0, "ranged", "b", 2)
    target = place(game, 1, "melee", "b")
    archer = place(game, 1, "ranged", "f1")
    begin(game)
    decision = battle_decision(game)
    assert decision.kind == "name_phases" and decision.options["count"] == 2
    assert len(legal_battle_actions(game)) == 6
    events = act(game, "name_phases", phases=["ranged", "ranged"])
    assert rolls(events) == [(0, "ranged", [1, 6])]            # the first wave: the Night Elf alone
    assert battle_decision(game).options["pieces"] == target + archer
    events = act(game, "casualty", piece=target[0])             # the battle space holds only Night Elves now
    assert rolls(events) == [(1, "ranged", [1])]                # the flank archer still shoots in wave 2
    decision = battle_decision(game)
    assert (decision.seat, decision.kind) == (0, "casualty")
    events = act(game, "casualty", piece=elves[0])
    assert game.battle is None and [e for e in events if e["type"] == "battle_end"][0]["winner"] == "attackers"


# -- 5.4 abilities -----------------------------------------------------------------------------------

def test_bloodlust_adds_a_die_in_every_phase_the_orc_rolls():
    game = make_game(["orcs", "humans"], mover=0, dice=[6] * 40, levels={0: {"ranged": 3}})
    place(game, 0, "ranged", "f1")
    place(game, 0, "melee", "b")
    place(game, 1, "melee", "b")
    events = begin(game)
    r = rolls(events)
    assert r[0] == (0, "ranged", [6, 6])                 # 1 unit + 1 Bloodlust die
    assert (0, "melee", [6, 6]) in r                     # in the melee phase too
    assert not [x for x in r if x[0] == 0 and x[1] == "flying"]     # no die of his own: no Bloodlust


def test_heal_removes_one_fewer_once_per_phase():
    game = make_game(["orcs", "humans"], mover=0, dice=[6] + [1, 1, 1] + [6, 6], levels={1: {"ranged": 3}})
    place(game, 0, "melee", "b", 3)
    place(game, 1, "ranged", "f1")
    humans = place(game, 1, "melee", "b", 2)
    events = begin(game)
    healed = [e for e in events if e["type"] == "casualties" and e["side"] == "defenders"]
    assert healed[0]["inflicted"] == 3 and healed[0]["healed"] == 1 and healed[0]["owed"] == 2
    decision = battle_decision(game)
    assert decision.options["owed"] == 2 and set(decision.options["pieces"]) >= set(humans)


def test_slow_poison_with_three_units_strikes_first_in_every_phase():
    game = make_game(["night_elves", "humans"], mover=0, dice=[6] * 40, levels={0: {"ranged": 3}})
    place(game, 0, "ranged", "b", 3)
    place(game, 1, "melee", "b")
    events = begin(game)
    named = [e for e in events if e["type"] == "phases_named"]
    assert named[0]["phases"] == ["ranged", "flying", "melee"]


def test_slow_poison_strikes_first_with_the_owners_units_only_not_his_partners_c29():
    teams = ["alliance", "horde", "alliance", "horde"]
    # ranged phase: the Night Elf's wave first (1: a hit), then the Human partner and the Orc together
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=2, teams=teams,
                     dice=[1, 6, 6] + [6] * 5, levels={2: {"ranged": 3}})
    place(game, 2, "ranged", "b")
    place(game, 0, "ranged", "b")
    orcs = place(game, 1, "ranged", "b", 2)
    begin(game)
    events = act(game, "name_phases", phases=["ranged"])
    assert rolls(events) == [(2, "ranged", [1])]                 # wave 1: the Night Elf alone
    d = battle_decision(game)
    assert (d.seat, d.options["side"], d.options["owed"]) == (1, "defenders", 1)
    events = act(game, "casualty", piece=orcs[0])
    assert rolls(events)[:2] == [(0, "ranged", [6]), (1, "ranged", [6])]     # wave 2: the partner and the Orc


def test_raise_dead_puts_melee_units_on_the_battle_space_and_returns_the_excess():
    # Undead ranged L3 (raise_dead); two natural 1s in the ranged phase kill the lone Human
    game = make_game(["undead", "humans"], mover=0, dice=[1, 1], levels={0: {"ranged": 3}})
    place(game, 0, "ranged", "b", 2)
    melee = place(game, 0, "melee", "b")
    humans = place(game, 1, "melee", "b")
    begin(game)
    decision = battle_decision(game)
    assert (decision.seat, decision.kind) == (0, "raise_dead") and decision.options["most"] == 2
    assert [a.count for a in legal_battle_actions(game)] == [0, 1, 2]
    events = act(game, "raise_dead", count=2)
    raised = [e for e in events if e["type"] == "raised"][0]["pieces"]
    assert all(where(game, p) == ("map", "b") for p in raised)
    assert casualties(events) == humans
    # the end: 5 Undead units on the space, 2 of his 3 melee units go back (he picks)
    decision = battle_decision(game)
    assert (decision.seat, decision.kind) == (0, "return_excess")
    assert decision.options == {"count": 2, "pieces": melee + raised}
    assert len(legal_battle_actions(game)) == 3
    with pytest.raises(IllegalAction):
        act(game, "return_excess", pieces=[melee[0]])
    events = act(game, "return_excess", pieces=[melee[0], raised[0]])
    assert game.battle is None and len(game.units_in("b", 0)) == 3
    assert where(game, melee[0]) == ("reserve", None)


def test_raised_units_can_be_casualties_at_once_and_attack_in_later_phases_c30():
    game = make_game(["undead", "humans"], mover=0, dice=[1, 6, 6, 6, 6, 6, 6], levels={0: {"ranged": 3}})
    place(game, 0, "ranged", "f1")
    place(game, 1, "melee", "b")
    humans = place(game, 1, "melee", "f2", 2) + place(game, 1, "ranged", "f3")
    place(game, 0, "melee", "b")
    begin(game)
    events = act(game, "raise_dead", count=1)
    # the Human archer's die (6) misses; the Humans owe 1 of 4 and choose
    decision = battle_decision(game)
    assert decision.seat == 1 and decision.options["owed"] == 1
    events = act(game, "casualty", piece=humans[0])
    # melee phase: 2 Undead melee dice (the raised unit attacks), 3 Human melee dice
    assert (0, "melee", [6, 6]) in rolls(events)


def test_polymorphed_units_roll_no_die_and_their_ability_does_not_count_c28():
    game = make_game(["orcs", "humans"], mover=0, dice=[6] * 40, levels={0: {"ranged": 3}})
    archer = place(game, 0, "ranged", "f1")
    place(game, 0, "melee", "b")
    place(game, 1, "melee", "b", 2)
    hand(game, 1, "polymorph")
    begin(game)
    decision = battle_decision(game)
    assert (decision.seat, decision.kind) == (1, "window") and decision.options["window"] == "round_start"
    events = act(game, "play_card", card="polymorph", piece=archer[0])
    events = events[:events.index({"type": "battle_round", "space": "b", "round": 2})]
    r = rolls(events)
    assert not [x for x in r if x[1] == "ranged"]            # the only archer: no die
    assert (0, "melee", [6]) in r                             # no Bloodlust die this round
    assert game.seats[1].discard == ["polymorph"]            # discarded when the round ends


# -- 5.5 end -----------------------------------------------------------------------------------------

def test_the_winner_with_a_unit_on_the_space_draws_flank_only_winners_do_not():
    teams = ["alliance", "horde", "alliance", "horde"]
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=0, teams=teams, dice=[1])
    place(game, 0, "melee", "b")
    place(game, 2, "ranged", "f1")
    place(game, 1, "melee", "b")
    begin(game)
    events = act(game, "opt_in", join=True)
    assert [e["player"] for e in events if e["type"] == "battle_draw"] == [0, 1, 2]
    end = [e for e in events if e["type"] == "battle_end"][0]
    assert end["winners"] == [0, 2]
    assert [e["player"] for e in events if e["type"] == "battle_reward"] == [0]      # the Night Elf: flank only
    assert len(game.seats[0].hand) == 2 and len(game.seats[2].hand) == 1


# -- neutrals (Elf Gate) -----------------------------------------------------------------------------

def test_elf_gate_neutrals_defend_roll_at_s3_and_their_controller_picks_casualties():
    game = make_game(["humans", "orcs", "undead"], mover=0, dice=[6] * 3 + [1, 1] + [6] * 40, scenario="elf_gate")
    neutral_archers = add_neutrals(game, "b", "ranged", 2)
    add_neutrals(game, "b", "melee", 1)
    gate_flyers = add_neutrals(game, "f1", "flying", 3)
    mine = place(game, 0, "ranged", "b", 3)
    events = begin(game)
    assert events[0]["defenders"] == [NEUTRAL] and events[0]["neutral_controller"] == 1
    assert set(gate_flyers) <= set(events[0]["participants"])      # their flank units take part
    # ranged: the Human's three 6s miss; the neutrals' 1, 1 hit (S 3)
    assert rolls(events)[:2] == [(0, "ranged", [6, 6, 6]), (NEUTRAL, "ranged", [1, 1])]
    assert battle_decision(game).seat == 0                        # the Human removes his own
    act(game, "casualty", piece=mine[0])
    act(game, "casualty", piece=mine[1])
    # flying: three neutral flyers (dice 6s): the Human holds one ranged unit
    while game.battle is not None:
        d = battle_decision(game)
        if d.kind == "casualty" and d.options["side"] == "defenders":
            assert d.seat == 1                                    # the controller, never the neutrals
        act(game, d.kind, piece=d.options["pieces"][0]) if d.kind == "casualty" else act(game, "pass")
    assert all(game.pieces[p].where in ("map", "gone") for p in neutral_archers)
    assert game.seats[1].hand == []                               # the controller draws nothing


# -- checks ------------------------------------------------------------------------------------------

def test_a_wrong_answer_is_refused_and_changes_nothing():
    game = make_game(["orcs", "humans"], mover=0, dice=[1, 1, 6, 6, 6] + [6] * 30)
    place(game, 0, "melee", "b", 2)
    humans = place(game, 1, "melee", "b", 3)
    begin(game)
    before = copy.deepcopy(game)
    wrong = [
        {"type": "casualty", "player": 0, "piece": humans[0]},            # not his decision
        {"type": "casualty", "player": 1, "piece": 0},                    # not eligible
        {"type": "pass", "player": 1},                                    # not a window
        {"type": "play_card", "player": 1, "card": "polymorph"},
    ]
    for data in wrong:
        with pytest.raises(IllegalAction) as refused:
            apply_battle_action(game, ACTIONS.from_json(data))
        assert refused.value.reason
        assert game.battle == before.battle
        assert [p.where for p in game.pieces.values()] == [p.where for p in before.pieces.values()]
        assert game.outcomes.dice.log == before.outcomes.dice.log


def test_the_neutrals_controller_is_the_next_surviving_player_after_the_mover_c38():
    game = make_game(["humans", "orcs", "undead"], mover=0, dice=[6] * 40, scenario="elf_gate")
    game.seats[1].eliminated = True                 # one opponent left: he controls the neutrals
    add_neutrals(game, "b", "melee", 1)
    place(game, 0, "melee", "b")
    events = begin(game)
    assert events[0]["neutral_controller"] == 2
    assert NEUTRAL not in [e["player"] for e in events if e["type"] == "battle_draw"]


def test_participation_and_the_start_draws_are_fixed_when_the_battle_starts_c16():
    """C16: a partner who stayed out at the start is not asked again and never rolls; nobody draws again
    when a new round begins (only the winner's draw at the end); the battle runs round after round."""
    teams = ["alliance", "horde", "alliance", "horde"]
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=0, teams=teams, dice=[6] * 60)
    place(game, 0, "melee", "b")
    place(game, 1, "melee", "b")
    place(game, 2, "ranged", "f1")
    begin(game)
    events = act(game, "opt_in", join=False)     # no card fits any window: the battle plays itself out
    assert game.battle is None and "opt_in" not in kinds(events[1:])
    rounds = [e["round"] for e in events if e["type"] == "battle_round"]
    assert rounds[:31] == list(range(1, 32))     # 30 rounds of misses, then the unscripted dice end it
    first_round = kinds(events).index("battle_round")
    assert [e["player"] for e in events[:first_round] if e["type"] == "battle_draw"] == [0, 1]
    assert "battle_draw" not in kinds(events[first_round:])
    assert {e["player"] for e in events if e["type"] == "battle_roll"} == {0, 1}


def test_night_elf_ranged_units_have_slow_poison_from_level_2_but_the_elf_gates_neutrals_none_e57():
    """The tuned track (values.yaml, docs §10): a Night Elf player's ranged units have Slow Poison from
    level 2; the Elf Gate's neutrals play the Night Elves' tracks at level 2 with no ability (§7, E57), so
    they name no phases and never strike first."""
    game = make_game(["night_elves", "orcs"], mover=1, levels={0: {"ranged": 2}})
    assert "slow_poison" in game.abilities(0, "ranged")
    assert game.abilities(0, "ranged") == game.values.track("night_elves", "ranged").abilities_at(2)
    gate = make_game(["humans", "orcs", "undead"], mover=0, dice=[6] * 60, scenario="elf_gate")
    add_neutrals(gate, "b", "ranged", 3)
    assert gate.level(NEUTRAL, "ranged") == 2 and not gate.abilities(NEUTRAL, "ranged")
    place(gate, 0, "melee", "b", 3)
    events = begin(gate)
    assert not any(e["type"] == "phases_named" for e in events)
