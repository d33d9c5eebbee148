"""The Harvest step (§4.2; C6, C12; scenario never-deplete spaces) on the real engine, with the income die
scripted through the game's recorded `income` outcomes."""

from __future__ import annotations

import pytest

from games.warcraft_board.model import game as engine
from games.warcraft_board.model.harvest import harvest_pending
from games.warcraft_board.model.state import Outpost
from kernel.errors import IllegalAction
from tests.warcraft_board.rules_grid import act, advance_to, clear_map, give_hand, grid_game, place, to_window


def harvest_game(tmp_path, income, hands=None, **kwargs):
    game = grid_game(tmp_path, start=False, income=income, **kwargs)
    clear_map(game)
    for seat in range(len(game.seats)):
        give_hand(game, seat, *(hands or {}).get(seat, ()))
    return game


def begin_harvest(game, seat=0):
    engine.start(game)
    return advance_to(game, "harvest", seat)


def test_one_roll_per_worker_each_giving_its_face(tmp_path):
    game = harvest_game(tmp_path, income=[1, 2, 2])
    place(game, 0, "worker", "s01", 2)          # Mine
    place(game, 0, "worker", "s10")             # Forest
    begin_harvest(game)
    gold, wood = game.seats[0].gold, game.seats[0].wood
    events = act(game, "harvest", player=0, space="s01")
    assert game.seats[0].gold == gold + 3
    act(game, "harvest", player=0, space="s10")
    assert game.seats[0].wood == wood + 2
    assert [e for e in events if e["type"] == "harvested"][0]["rolls"] == [1, 2]
    assert game.outcomes.income.recorded()[:3] == [1, 2, 2]


def test_a_three_depletes_partially_then_fully_and_the_three_is_collected(tmp_path):
    game = harvest_game(tmp_path, income=[3, 1, 3])
    place(game, 0, "worker", "s01", 3)
    begin_harvest(game)
    gold = game.seats[0].gold
    act(game, "harvest", player=0, space="s01")
    assert game.depletion["s01"] == "full"
    assert game.seats[0].gold == gold + 7


def test_a_fully_depleted_space_stops_rolling_at_once(tmp_path):
    # Rb's example: the first roll on a partially depleted Mine is a 3: the second worker is idle
    game = harvest_game(tmp_path, income=[3, 2])
    place(game, 0, "worker", "s01", 2)
    game.depletion["s01"] = "partial"
    begin_harvest(game)
    gold = game.seats[0].gold
    events = act(game, "harvest", player=0, space="s01")
    assert game.seats[0].gold == gold + 3
    assert [e for e in events if e["type"] == "harvested"][0]["rolls"] == [3]
    assert game.outcomes.income.script == [2]        # the second die was never rolled


def test_a_fully_depleted_space_yields_nothing_and_owes_no_roll(tmp_path):
    game = harvest_game(tmp_path, income=[])
    place(game, 0, "worker", "s01")
    game.depletion["s01"] = "full"
    begin_harvest(game)
    assert harvest_pending(game, 0) == []
    with pytest.raises(IllegalAction, match="fully depleted"):
        act(game, "harvest", player=0, space="s01")


def test_harvest_is_owed_before_the_step_ends_and_each_space_once(tmp_path):
    game = harvest_game(tmp_path, income=[1, 1])
    place(game, 0, "worker", "s01")
    begin_harvest(game)
    with pytest.raises(IllegalAction, match="roll for every Mine and Forest"):
        act(game, "end_step", player=0)
    act(game, "harvest", player=0, space="s01")
    with pytest.raises(IllegalAction, match="already rolled"):
        act(game, "harvest", player=0, space="s01")
    act(game, "end_step", player=0)


def test_only_mines_and_forests_with_own_workers(tmp_path):
    game = harvest_game(tmp_path, income=[1])
    place(game, 0, "worker", "s02")
    place(game, 1, "worker", "s15")
    begin_harvest(game)
    with pytest.raises(IllegalAction, match="neither a Gold Mine nor a Forest"):
        act(game, "harvest", player=0, space="s02")
    with pytest.raises(IllegalAction, match="none of your workers"):
        act(game, "harvest", player=0, space="s15")


def test_outpost_builder_rolls_only_if_chosen_and_its_outpost_goes_first(tmp_path):
    game = harvest_game(tmp_path, income=[2, 2])
    builder, = place(game, 0, "worker", "s15")
    other, = place(game, 0, "worker", "s15")
    begin_harvest(game)
    game.outposts["s15"] = Outpost("s15", 0, done=False, worker=builder)
    act(game, "harvest", player=0, space="s15")                # the builder stays on its Outpost
    assert "s15" in game.outposts and game.outcomes.income.script == [2]
    game2 = harvest_game(tmp_path, income=[2, 2])
    builder2, = place(game2, 0, "worker", "s15")
    begin_harvest(game2)
    game2.outposts["s15"] = Outpost("s15", 0, done=False, worker=builder2)
    assert harvest_pending(game2, 0) == []                     # only a builder: no roll owed
    gold = game2.seats[0].gold
    events = act(game2, "harvest", player=0, space="s15", outpost=True)
    assert "s15" not in game2.outposts and game2.seats[0].gold == gold + 2
    assert events[0]["type"] == "outpost_lost"


def test_never_deplete_spaces_next_to_a_city_in_elf_gate(tmp_path):
    # the grid's Mine s01 touches the City s00: in the Elf Gate it never depletes
    game = grid_game(tmp_path, races=("humans", "orcs", "undead"), scenario="elf_gate", start=False,
                     income=[3, 3, 3], types={"s05": "city"}, labels={"s13": "A", "s23": "B", "s32": "C",
                                                                       "s24": "D"})
    clear_map(game)
    for seat in range(3):
        give_hand(game, seat)
    assert "s01" in game.never_deplete
    place(game, 0, "worker", "s01", 3)
    begin_harvest(game)
    act(game, "harvest", player=0, space="s01")
    assert "s01" not in game.depletion


def test_rejuvenation_removes_a_forests_token_at_the_start_of_harvest_c12(tmp_path):
    game = harvest_game(tmp_path, income=[], races=("night_elves", "orcs"), hands={0: ["rejuvenation"]})
    game.depletion.update({"s10": "full", "s01": "partial"})
    engine.start(game)
    to_window(game, "harvest_start")
    assert game.step == "harvest"
    with pytest.raises(IllegalAction, match="Forest only"):
        act(game, "play_card", player=0, card="rejuvenation", space="s01")   # never a Mine
    with pytest.raises(IllegalAction, match="no depletion token"):
        act(game, "play_card", player=0, card="rejuvenation", space="s04")
    act(game, "play_card", player=0, card="rejuvenation", space="s10")
    assert "s10" not in game.depletion and game.depletion["s01"] == "partial"
    assert "rejuvenation" in game.seats[0].discard


def test_rejuvenation_without_a_depleted_forest_cannot_be_played_c35(tmp_path):
    game = harvest_game(tmp_path, income=[], races=("night_elves", "orcs"), hands={0: ["rejuvenation"]})
    game.depletion.update({"s01": "partial"})
    engine.start(game)
    advance_to(game, "harvest", 0)
    assert game.window is None                  # the window never opened: nothing to rejuvenate
