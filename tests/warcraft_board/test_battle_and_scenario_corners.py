"""Corners of §5 (battles) and §7 (scenarios) a first reading of the engine missed: each test names the rule it pins."""

from __future__ import annotations

from games.warcraft_board.model import game as rules
from games.warcraft_board.model import movement
from games.warcraft_board.model.actions import Move
from games.warcraft_board.model.battle import battle_decision
from games.warcraft_board.model.state_json import state_json
from tests.warcraft_board.battle_helpers import act, begin, hand, make_game, pass_all
from tests.warcraft_board.battle_helpers import place as place_unit
from tests.warcraft_board.engine_support import finish_step, place, run_until, scenario_game
from tests.warcraft_board.test_setup import necromancer_board

HUMANS, UNDEAD = 0, 1


def test_a_necromancer_caught_alone_by_a_human_unit_dies_for_good_not_to_reserve():
    """§7 Necromancer March: a Necromancer with hostile units and no Undead unit in its space at a
    cleanup "dies for good": out of play, never in the Undead reserve (the state JSON's `reserve`)."""
    game = scenario_game("necromancer_march", necromancer_board(), ["humans", "undead"], first=UNDEAD)
    necromancer = next(p for p in game.pieces.values() if p.kind == "necromancer" and p.space == "s41")
    hunter = place(game, HUMANS, "melee", "s31")[0]
    run_until(game, "move", HUMANS)
    rules.apply(game, Move(player=HUMANS, piece=hunter, path=("s41",)))
    finish_step(game)
    assert (necromancer.where, necromancer.space) == ("gone", None)
    assert "necromancer" not in state_json(game)["reserve"][UNDEAD]
    assert not game.over                       # the other Necromancer lives, B and C stand


def test_a_devoured_unit_does_not_count_for_the_defending_lead():
    """§5.3: the defending lead is the principal with most units on the battle space; a `devour`ed unit
    is set aside (§1, C27), so it no longer counts there. Humans 2 - 1 devoured against the Night Elves'
    1: a tie, settled by seat order from the Orc mover (Night Elves first)."""
    teams = ["alliance", "horde", "alliance", "horde"]
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=1, teams=teams, dice=[1, 6, 6] + [6] * 20)
    humans = place_unit(game, 0, "melee", "b", 2)
    elves = place_unit(game, 2, "melee", "b")
    place_unit(game, 1, "melee", "b")
    hand(game, 1, "devour")
    begin(game)
    act(game, "play_card", card="devour", piece=humans[0])
    pass_all(game)
    decision = battle_decision(game)
    assert (decision.kind, decision.options["side"]) == ("casualty", "defenders")
    assert sorted(decision.options["pieces"]) == sorted([humans[1]] + elves)
    assert decision.seat == 2


def test_a_listed_battle_still_holding_two_hostile_sides_is_fought_without_the_movers_unit():
    """§4.1 step 4: "a listed battle is skipped if its space no longer holds units of two hostile
    sides" (Rb: the second battle fails only when "units of only one player" remain). The Human mover's
    unit on f1 dies flanking the battle in b; f1 still holds his Night Elf partner and an Orc, so it is
    still fought, the Human still the attacker: his unit on b only flanks it, so he chooses to join
    (§5.1's partner opt-in), and he picks the attackers' casualties (§5.3). E54a."""
    teams = ["alliance", "horde", "alliance", "horde"]
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=0, teams=teams,
                     dice=[1, 6, 1, 6] + [6, 6, 1] + [6] * 40)
    human = place_unit(game, 0, "melee", "b")
    flanker = place_unit(game, 0, "melee", "f1")
    elf = place_unit(game, 2, "melee", "f1")
    orc_here = place_unit(game, 1, "melee", "b")
    orc_there = place_unit(game, 1, "melee", "f1")
    game.step, game.stage = "move", "battles"
    game.pending_battles = movement.battle_spaces(game, 0)
    assert game.pending_battles == ["b", "f1"]
    rules.apply(game, {"type": "fight", "player": 0, "space": "b"})
    rules.apply(game, {"type": "opt_in", "player": 2, "join": False})
    rules.apply(game, {"type": "casualty", "player": 1, "piece": orc_here[0]})
    rules.apply(game, {"type": "casualty", "player": 0, "piece": flanker[0]})
    assert game.battle is None and game.stage == "battles"
    assert [a.space for a in rules.legal_actions(game)] == ["f1"]
    events = rules.apply(game, {"type": "fight", "player": 0, "space": "f1"})
    start = next(e for e in events if e["type"] == "battle_start")
    assert (start["attackers"], start["defenders"]) == ([2], [1])
    decision = rules.decision(game)
    assert (decision.seat, decision.kind) == (0, "opt_in")       # the mover's unit on b flanks f1
    rules.apply(game, {"type": "opt_in", "player": 0, "join": True})
    # melee: Human 6, Orc 6, Night Elf 1: the Orc falls; f1 is the alliance's
    assert game.battle is None and game.pieces[orc_there[0]].where == "reserve"
    assert game.pieces[elf[0]].space == "f1" and game.pieces[human[0]].space == "b"


def test_a_killed_nordrassil_flanker_returns_to_the_space_nearest_the_battle_space():
    """§7 Nordrassil / E54b: "the nearest space, by steps" is counted from the battle space ("the
    battle space where it died"), for a unit killed on a flank too: from b the Outpost on f3 (1 step),
    not the one on x, which is nearer to the flank f5 the unit stood on."""
    from games.warcraft_board.model.state import Outpost
    game = make_game(["humans", "undead"], mover=0, teams=["allies", "undead"], dice=[1, 6, 6],
                     scenario="nordrassil")
    game.outposts["x"] = Outpost("x", 1, done=True)
    game.outposts["f3"] = Outpost("f3", 1, done=True)
    place_unit(game, 0, "melee", "b")
    place_unit(game, 1, "melee", "b")
    flanker = place_unit(game, 1, "melee", "f5")
    begin(game)
    act(game, "casualty", piece=flanker[0])
    assert game.pieces[flanker[0]].space == "f3"


def test_a_partner_who_joins_is_shown_on_his_own_side_of_the_battle_panel():
    """§5.1: a partner joining from the flanks fights on his partner's side; the battle panel listed
    only the start's sides, so it drew a joining attacker's dice under the defenders."""
    from games.warcraft_board.scenes.battle_panel import BattleShow, side_of
    teams = ["alliance", "horde", "alliance", "horde"]
    game = make_game(["humans", "orcs", "night_elves", "undead"], mover=0, teams=teams, dice=[6] * 40)
    place_unit(game, 0, "melee", "b")
    place_unit(game, 2, "ranged", "f1")
    place_unit(game, 1, "melee", "b")
    show = BattleShow(lambda: "instant")
    for event in begin(game) + act(game, "opt_in", join=True):
        show.add(event, game)
    show.skip()
    assert show.state["attackers"] == [0, 2] and side_of(show.state, 2) == "attackers"


def test_the_state_lists_only_battles_still_to_fight():
    """§4.1 step 4: a listed battle whose space no longer holds two hostile sides is skipped, so the
    state JSON's `battles` ("still to fight this Move step") no longer names it: here the Orc on f1
    falls flanking the battle in b."""
    game = make_game(["humans", "orcs"], mover=0, dice=[1, 6, 6, 6, 6, 1, 6, 6, 6])
    place_unit(game, 0, "melee", "b")
    place_unit(game, 0, "melee", "f1")
    place_unit(game, 1, "melee", "b", 2)
    orc_there = place_unit(game, 1, "melee", "f1")
    game.step, game.stage = "move", "battles"
    game.pending_battles = movement.battle_spaces(game, 0)
    rules.apply(game, {"type": "fight", "player": 0, "space": "b"})
    assert state_json(game)["battles"] == ["f1"]
    rules.apply(game, {"type": "casualty", "player": 1, "piece": orc_there[0]})
    assert game.battle is not None and rules.decision(game).kind == "casualty"
    assert state_json(game)["battles"] == []
