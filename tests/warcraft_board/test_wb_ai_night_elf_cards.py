"""Medium's use of the Night Elves' cards and ability, and of the Ensnare / Web cards against their
flyers, on the real battle and harvest engine (battle_helpers' board and scripted dice):

- Moon Glaive is played for the hits its dice add that the enemy still has units to take (C22);
- Ensnare / Web is played for the melee hits that land only because flyers become casualties (C26);
- Slow Poison names different phases, where both sides roll (a repeated phase adds nothing, §5.4);
- Rejuvenation restores the Forest where the seat's workers would gain most this Harvest (C12).
"""

from __future__ import annotations

from games.warcraft_board.model.battle import battle_decision
from tests.warcraft_board.ai_card_support import MISS, medium, medium_in_window
from tests.warcraft_board.battle_helpers import begin, hand, make_game, place


def test_moon_glaive_is_played_only_where_its_hits_can_land():
    """Three hits already take the enemy's only unit: the glaive's dice would add nothing (before, it
    was played whatever it added); with six enemy units to hit it adds a hit on average."""
    for flanking, played in ((0, False), (3, True)):
        game = make_game(["night_elves", "humans"], mover=0, dice=[1, 1, 1] + MISS)
        place(game, 0, "melee", "b", 3)
        place(game, 1, "melee", "b", 1 if not flanking else 3)
        place(game, 1, "melee", "f1", flanking)
        hand(game, 0, "moon_glaive")
        action = medium_in_window(game, 0, "after_rolls", "moon_glaive")
        assert (action.type == "play_card") == played, (flanking, action)


def test_ensnare_is_played_for_the_melee_hits_it_lets_land():
    """Orc melee at S 4 against one Night Elf on the ground and two flyers: most hits would be lost
    without Ensnare, so it is played. Without an Orc melee unit, or against more ground units than the
    Orcs have dice, it adds nothing and is kept (before, every enemy flyer counted)."""
    cases = (({"melee": 3}, {"melee": 1, "flying": 2}, True),
             ({"ranged": 3}, {"melee": 1, "flying": 2}, False),
             ({"melee": 1}, {"melee": 3, "flying": 1}, False))
    for orcs, elves, played in cases:
        game = make_game(["orcs", "night_elves"], mover=0, dice=MISS, levels={0: {"melee": 3}})
        for kind, count in orcs.items():
            place(game, 0, kind, "b", count)
        for kind, count in elves.items():
            place(game, 1, kind, "b", count)
        hand(game, 0, "ensnare")
        action = medium_in_window(game, 0, "melee_start", "ensnare")
        assert (action.type == "play_card") == played, (orcs, elves, action)


def test_slow_poison_names_different_phases_where_both_sides_roll():
    """Two Slow Poison units name two phases: melee (two dice against two) and ranged (two against one),
    not the ranged phase twice (before, the phase of most own dice was named once per unit)."""
    game = make_game(["night_elves", "humans"], mover=0, dice=MISS, levels={0: {"ranged": 3}})
    place(game, 0, "ranged", "b", 2)
    place(game, 0, "melee", "f1", 2)
    place(game, 1, "melee", "b", 2)
    place(game, 1, "ranged", "f2", 1)
    begin(game)
    decision = battle_decision(game)
    assert (decision.seat, decision.kind, decision.options["count"]) == (0, "name_phases", 2)
    assert tuple(medium(game).phases) == ("melee", "ranged")


def test_rejuvenation_restores_the_forest_whose_workers_would_gain_most(tmp_path):
    """A fully depleted Forest with one worker yields nothing, a partly depleted one with two yields as
    usual: Rejuvenation goes to the full one (before, the one with more workers)."""
    from games.warcraft_board.model import game as engine
    from tests.warcraft_board.rules_grid import place as place_on_grid
    from tests.warcraft_board.rules_grid import to_window
    from tests.warcraft_board.test_harvest import harvest_game

    game = harvest_game(tmp_path, income=[], races=("night_elves", "orcs"), hands={0: ["rejuvenation"]})
    game.depletion.update({"s10": "full", "s04": "partial"})
    place_on_grid(game, 0, "worker", "s10", 1)
    place_on_grid(game, 0, "worker", "s04", 2)
    engine.start(game)
    to_window(game, "harvest_start")
    action = medium(game)
    assert (action.type, action.space) == ("play_card", "s10"), action
