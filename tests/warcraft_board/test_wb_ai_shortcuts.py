"""The computer players' shortcuts answer as the long way would: a Move step's end window passed without
listing its Town Portals (field_choices.move_end_passes) only where the window's choice passes too, and a
unit's worth remembered by race, type and level (assess.unit_worth_of) equal to the worth worked out anew.
Both are checked at every decision of games of every scenario and seat count on the shipped maps."""

from __future__ import annotations

import pytest

from games.warcraft_board.ai import assess, field_choices
from games.warcraft_board.ai.random_player import RandomPlayer
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import game as rules
from games.warcraft_board.model.actions import Pass
from games.warcraft_board.model.state import NEUTRAL
from tests.warcraft_board.engine_support import shipped_game
from tests.warcraft_board.rules_grid import act, clear_map, give_hand, grid_game, place, to_free

SCENARIOS = [("main", 2), ("main", 4), ("elf_gate", 3), ("necromancer_march", 2), ("prisoners", 2),
             ("nordrassil", 4)]


def fresh_worth(game, seat, kind):
    worth = min(6, game.strength(seat, kind)) / 6.0 * assess.PHASE_EDGE.get(kind, 1.0)
    for ability in game.abilities(seat, kind):
        worth *= assess.ABILITY_BONUS.get(ability, 1.0)
    return worth


@pytest.mark.parametrize("scenario,seats", SCENARIOS)
def test_the_shortcuts_answer_as_the_long_way_at_every_decision(scenario, seats):
    windows = passed = 0
    for seed in (3, 4):
        game = shipped_game(scenario, seats, seed=seed, turn_cap=14, level="random")
        bots = [RandomPlayer(seed * 10 + i) for i in range(seats)]
        while not game.over:
            found = rules.decision(game)
            if found.kind == "move_end":
                windows += 1
                legal = rules.legal_actions(game)
                for level in ("easy", "medium", "hard"):
                    if field_choices.move_end_passes(game, found.seat, level):
                        passed += 1
                        chosen = field_choices.window_card(game, found.seat, "move_end", legal, level)
                        assert isinstance(chosen, Pass), (seed, game.turn, level, chosen)
            owners = {p.owner for p in game.pieces.values() if p.where == "map"} - {None}
            for seat in owners & ({NEUTRAL} | set(range(seats))):
                if seat != NEUTRAL and game.seats[seat].eliminated:
                    continue
                for kind in ("melee", "ranged", "flying", "worker"):
                    assert assess.unit_worth_of(game, seat, kind) == fresh_worth(game, seat, kind)
            WARCRAFT.apply(game, bots[WARCRAFT.seat_to_act(game)].choose(game))
    if scenario == "main" and seats == 4:
        assert windows and passed, (windows, passed)       # the windows were met and the shortcut taken


def portal_window(tmp_path, hostile_in_city: bool):
    """Orcs (seat 1) holding a Town Portal, 2 melee units on s23, asked in the Humans' end-of-movement
    window after 3 Human units entered s23 (a battle the Orcs are likely to lose) or the Orcs' City s35."""
    game = grid_game(tmp_path, races=("humans", "orcs"), start=False)
    clear_map(game)
    give_hand(game, 1, "town_portal")
    place(game, 1, "melee", "s23", 2)
    target = "s35" if hostile_in_city else "s23"
    humans = place(game, 0, "melee", "s34" if hostile_in_city else "s24", 3)
    rules.start(game)
    to_free(game)
    for piece in humans:
        act(game, "move", player=0, piece=piece, path=[target])
    act(game, "end_step", player=0)
    assert game.window.kind == "move_end" and game.window.seat == 1
    return game


@pytest.mark.parametrize("hostile_in_city", [False, True])
def test_a_town_portal_medium_plays_is_never_passed_over_unlisted(tmp_path, hostile_in_city):
    game = portal_window(tmp_path, hostile_in_city)
    legal = rules.legal_actions(game)
    chosen = field_choices.window_card(game, 1, "move_end", legal, "medium")
    assert chosen.type == "play_card" and chosen.card == "town_portal" and chosen.to == "s35", chosen
    assert not field_choices.move_end_passes(game, 1, "medium")
    assert not field_choices.move_end_passes(game, 1, "hard")
    assert field_choices.move_end_passes(game, 1, "easy")       # easy never plays a Town Portal
    assert isinstance(field_choices.window_card(game, 1, "move_end", legal, "easy"), Pass)
