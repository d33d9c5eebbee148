"""The rulebook's example battle (Night Elves attack Humans; the Orcs on a flank are ignored) and its
battlefield examples, played through the battle module with the example's dice."""

from __future__ import annotations

from battle_helpers import act, begin, deck, hand, kinds, make_game, place, where

from games.warcraft_board.model.battle import battle_decision, legal_battle_actions

HUMANS, ELVES, ORCS = 0, 1, 2


def example_game():
    # Night Elf ranged 2 (L1), flying 3 (L2), melee 2 (L1); Human ranged 3 and flying 3 (L2).
    dice = [4, 5, 2,        # ranged: the Night Elf's 4 misses, the Human's 5 and 2: one hit
            3, 2, 6,        # flying: the Night Elf's 3 hits, the Human's 2 hits and 6 misses
            5, 2, 3, 2]     # melee: the Night Elf's four dice: 2 hits
    game = make_game(["humans", "night_elves", "orcs"], mover=ELVES, dice=dice,
                     levels={HUMANS: {"ranged": 2, "flying": 2}, ELVES: {"flying": 2}})
    units = {
        "h_melee": place(game, HUMANS, "melee", "b"),
        "h_ranged": place(game, HUMANS, "ranged", "b", 2),
        "h_worker": place(game, HUMANS, "worker", "b"),
        "h_flying": place(game, HUMANS, "flying", "f1", 2),
        "e_melee_space": place(game, ELVES, "melee", "b", 3),
        "e_melee_flank": place(game, ELVES, "melee", "f2", 3),
        "e_ranged": place(game, ELVES, "ranged", "f3"),
        "e_flying": place(game, ELVES, "flying", "f4"),
        "o_flying": place(game, ORCS, "flying", "f5"),
    }
    for seat in (HUMANS, ELVES, ORCS):
        deck(game, seat, "speed", "supplies")
    return game, units


def test_the_rulebook_example_battle():
    game, units = example_game()
    events = begin(game)
    start = events[0]
    assert start["attackers"] == [ELVES] and start["defenders"] == [HUMANS]
    assert units["o_flying"][0] not in start["participants"]          # not a team game: ignored (C15)
    assert units["h_worker"][0] not in start["participants"]          # workers never take part
    # start draws: the two fighting players only, the mover first
    assert [e["player"] for e in events if e["type"] == "battle_draw"] == [ELVES, HUMANS]
    assert game.seats[ORCS].hand == []
    # ranged: the Night Elf loses one unit and picks it: a melee unit on a flank
    decision = battle_decision(game)
    assert (decision.seat, decision.kind) == (ELVES, "casualty")
    rolls = [e for e in events if e["type"] == "battle_roll"]
    assert [(r["player"], r["dice"], r["hits"]) for r in rolls] == [(ELVES, [4], 0), (HUMANS, [5, 2], 1)]
    act(game, "casualty", piece=units["e_melee_flank"][0])
    # flying: one hit each; the defenders remove first: the Human gives up his only melee unit
    decision = battle_decision(game)
    assert (decision.seat, decision.kind) == (HUMANS, "casualty")
    act(game, "casualty", piece=units["h_melee"][0])
    assert battle_decision(game).seat == ELVES
    events = act(game, "casualty", piece=units["e_melee_flank"][1])
    # melee: four Night Elf dice (5, 2, 3, 2) kill 2; the Humans' flyers are not eligible, so both
    # ranged units on the battle space go (no choice left) and the Night Elves hold the space
    rolls = [e for e in events if e["type"] == "battle_roll"]
    assert [(r["player"], r["kind"], r["dice"], r["hits"]) for r in rolls] == [(ELVES, "melee", [5, 2, 3, 2], 2)]
    assert game.battle is None
    for piece in units["h_ranged"]:
        assert where(game, piece) == ("reserve", None)
    for piece in units["h_flying"]:
        assert where(game, piece) == ("map", "f1")             # flyers survive melee hits
    end = [e for e in events if e["type"] == "battle_end"][0]
    assert end["winner"] == "attackers" and end["winners"] == [ELVES]
    assert [e["player"] for e in events if e["type"] == "battle_reward"] == [ELVES]
    assert "battle_end" in kinds(events)
    # the human worker is still there: the cleanup (the engine's) removes it, not the battle
    assert where(game, units["h_worker"][0]) == ("map", "b")


def test_the_example_with_a_flyer_eligible_goes_on_to_another_round():
    """"If the Humans could assign their flyers ... the battle would go to the next round": with Web-
    like eligibility the Humans keep a ranged unit on the space and a new round begins."""
    game, units = example_game()
    hand(game, ELVES)
    begin(game)
    act(game, "casualty", piece=units["e_melee_flank"][0])
    act(game, "casualty", piece=units["h_melee"][0])
    game.battle.ensnared.append("defenders")          # as if an Ensnare had hit the Humans' side
    act(game, "casualty", piece=units["e_melee_flank"][1])
    decision = battle_decision(game)
    assert (decision.seat, decision.kind) == (HUMANS, "casualty")
    assert set(decision.options["pieces"]) == set(units["h_ranged"] + units["h_flying"])
    assert {a.piece for a in legal_battle_actions(game)} == set(units["h_ranged"] + units["h_flying"])
    act(game, "casualty", piece=units["h_flying"][0])
    act(game, "casualty", piece=units["h_flying"][1])
    assert game.battle is not None and game.battle.round == 2
