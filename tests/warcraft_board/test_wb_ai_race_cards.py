"""Medium's use of the Undead's cards, on the real battle, Move and Spend engine:

- Curse is kept for a wave whose hits it can save (one die per opposing hit, each 1-3 saves one, C22),
  not spent on a lone hit against a side with units to spare;
- Cripple goes where it keeps the mover's units off what they could strike this Move (the seat's
  army, workers, City), not on a stack beside the City that can reach nothing there anyway;
- a tile started by Call to Build is valued at its full 2 + 2 (E30) plus the worker it spares, and a
  two-tile Build may use it too.
"""

from __future__ import annotations

from games.warcraft_board.ai import economy
from games.warcraft_board.ai.assess import Snapshot
from games.warcraft_board.model import game as engine
from games.warcraft_board.model.actions import Build
from tests.warcraft_board.ai_card_support import MISS, medium, medium_in_window
from tests.warcraft_board.battle_helpers import hand, make_game, place
from tests.warcraft_board.rules_grid import advance_to, clear_map, give_hand, grid_game
from tests.warcraft_board.rules_grid import place as place_on_grid


def test_curse_is_kept_for_a_wave_whose_hits_it_can_save():
    """Three Undead melee units defend against three Human ones. One Human hit of a wave takes one of
    three Undead units: Curse would save half a casualty on average and is kept (before, it was played
    on any opposing hit); two hits: it saves one on average and is played."""
    for human_dice, played in (([1, 6, 6], False), ([1, 1, 6], True)):
        game = make_game(["humans", "undead"], mover=0, dice=human_dice + [6, 6, 6] + MISS)
        place(game, 0, "melee", "b", 3)
        place(game, 1, "melee", "b", 3)
        hand(game, 1, "curse")
        action = medium_in_window(game, 1, "after_rolls", "curse")
        assert (action.type == "play_card") == played, (human_dice, action)


def cripple_game(tmp_path, mover_units: str, undead_units: str | None):
    """Humans (seat 0) to move with three melee units on `mover_units`; the Undead (seat 1, City s35)
    hold Cripple and have three melee units on `undead_units`; the Cripple window is open."""
    game = grid_game(tmp_path, races=("humans", "undead"), start=False)
    clear_map(game)
    give_hand(game, 0)
    give_hand(game, 1, "cripple")
    place_on_grid(game, 0, "melee", mover_units, 3)
    if undead_units:
        place_on_grid(game, 1, "melee", undead_units, 3)
    engine.start(game)
    assert game.window.kind == "cripple" and game.window.seat == 1
    return game


def test_cripple_stops_a_stack_about_to_fall_on_the_army_far_from_the_city(tmp_path):
    """The Human stack on s21 stands next to the Undead army on the Objective s22, five steps from the
    Undead City: crippled, it cannot attack this Move (before, only a stack within three steps of the
    City was crippled)."""
    game = cripple_game(tmp_path, "s21", "s22")
    action = medium(game)
    assert (action.type, action.space) == ("play_card", "s21"), action


def test_cripple_is_kept_when_the_stack_can_reach_nothing_of_the_seat(tmp_path):
    """The Human stack on s33 is two steps from the Undead City and next to nothing of theirs: one step
    less changes nothing this Move, so Cripple is kept (before, it was played: a stack near the City)."""
    game = cripple_game(tmp_path, "s33", None)
    action = medium(game)
    assert action.type == "pass", action


def test_call_to_build_is_valued_at_its_cost_and_used_for_two_tiles(tmp_path):
    game = grid_game(tmp_path, races=("undead", "humans"), start=False)
    give_hand(game, 0, "call_to_build")
    engine.start(game)
    advance_to(game, "spend", 0)
    snap = Snapshot(game)
    options = economy.spend_options(game, 0)
    plain = Build(player=0, tiles=("range",))
    carded = Build(player=0, tiles=("range",), by_card="range")
    assert plain in options and carded in options
    gain = economy.spend_value(game, snap, 0, carded) - economy.spend_value(game, snap, 0, plain)
    # the card spares the worker, not the 2 + 2 (before: the tile counted as free, a gain of 1.0)
    assert abs(gain - economy.CARD_BUILDER) < 1e-9
    assert Build(player=0, tiles=("range", "aerie"), by_card="range") in options
