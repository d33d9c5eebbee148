"""The Spend step (§4.4; C13, C14; Necromancer March's free upgrades) on the real engine."""

from __future__ import annotations

import pytest

from games.warcraft_board.model import game as engine
from games.warcraft_board.model import spend
from games.warcraft_board.model.state import Building
from kernel.errors import IllegalAction
from tests.warcraft_board.rules_grid import act, advance_to, clear_map, give_hand, grid_game, place

FOUR_CITIES = {"s05": "city", "s30": "city"}


def spend_game(tmp_path, races=("humans", "orcs"), hands=None, **kwargs):
    game = grid_game(tmp_path, races=races, start=False, **kwargs)
    clear_map(game)
    for seat in range(len(races)):
        give_hand(game, seat, *(hands or {}).get(seat, ()))
    return game


def begin_spend(game, seat=0, gold=None, wood=None):
    engine.start(game)
    advance_to(game, "spend", seat)
    if gold is not None:
        game.seats[seat].gold = gold
    if wood is not None:
        game.seats[seat].wood = wood
    return game


def test_train_in_each_idle_completed_building_paying_each_cost(tmp_path):
    game = spend_game(tmp_path)
    game.seats[0].buildings.append(Building("range", done=True))
    game.seats[0].buildings.append(Building("aerie", done=False))
    begin_spend(game, gold=10, wood=10)
    with pytest.raises(IllegalAction, match="unfinished"):
        act(game, "train", player=0, buildings=[3])
    act(game, "train", player=0, buildings=[0, 1, 2])
    player = game.seats[0]
    assert (player.gold, player.wood) == (10 - 1 - 1 - 1, 10 - 1 - 0 - 2)
    kinds = [game.pieces[b.training].kind for b in player.buildings[:3]]
    assert kinds == ["melee", "worker", "ranged"]
    assert all(game.pieces[b.training].where == "training" for b in player.buildings[:3])


def test_one_option_per_spend_step(tmp_path):
    game = spend_game(tmp_path)
    begin_spend(game, gold=10, wood=10)
    act(game, "upgrade", player=0, kinds=["melee"])
    with pytest.raises(IllegalAction, match="one option"):
        act(game, "train", player=0, buildings=[0])


def test_resources_never_below_zero(tmp_path):
    game = spend_game(tmp_path)
    begin_spend(game, gold=1, wood=0)
    with pytest.raises(IllegalAction, match="costs 1 gold and 1 wood"):
        act(game, "train", player=0, buildings=[0])
    assert (game.seats[0].gold, game.seats[0].wood) == (1, 0)


def test_no_piece_left_in_reserve_cannot_be_trained(tmp_path):
    game = spend_game(tmp_path)
    place(game, 0, "melee", "s20", 3)
    for piece in game.reserve(0, "melee"):
        piece.where, piece.space = "map", "s21"
    begin_spend(game, gold=10, wood=10)
    with pytest.raises(IllegalAction, match="only 0 melee"):
        act(game, "train", player=0, buildings=[0])


def test_build_tiles_with_city_workers_and_outposts_with_a_worker_there(tmp_path):
    game = spend_game(tmp_path)
    city_workers = place(game, 0, "worker", "s00", 2)
    field_worker, = place(game, 0, "worker", "s22")
    begin_spend(game, gold=10, wood=10)
    act(game, "build", player=0, tiles=["barracks", "aerie"], outposts=["s22"])
    player = game.seats[0]
    assert (player.gold, player.wood) == (4, 4)
    assert [b.kind for b in player.buildings[2:]] == ["barracks", "aerie"]
    assert not any(b.done for b in player.buildings[2:])
    assert {b.worker for b in player.buildings[2:]} == set(city_workers)
    assert all(game.pieces[w].where == "training" for w in city_workers)
    outpost = game.outposts["s22"]
    assert outpost.owner == 0 and not outpost.done and outpost.worker == field_worker
    assert game.pieces[field_worker].space == "s22"


def test_build_needs_a_city_worker_per_tile_and_a_legal_outpost_space(tmp_path):
    game = spend_game(tmp_path)
    place(game, 0, "worker", "s00")
    place(game, 0, "worker", "s11")
    begin_spend(game, gold=20, wood=20)
    with pytest.raises(IllegalAction, match="needs a worker from your City"):
        act(game, "build", player=0, tiles=["range", "range"])
    with pytest.raises(IllegalAction, match="none of your workers"):
        act(game, "build", player=0, outposts=["s22"])
    with pytest.raises(IllegalAction, match="may not stand"):
        act(game, "build", player=0, outposts=["s00"])        # a City


def test_tiles_and_outposts_in_reserve_limit_building(tmp_path):
    game = spend_game(tmp_path)
    place(game, 0, "worker", "s00", 3)
    game.seats[0].buildings += [Building("barracks", done=True), Building("barracks", done=True)]
    for space in ("s21", "s22", "s23"):
        place(game, 0, "worker", space)
    begin_spend(game, gold=30, wood=30)
    with pytest.raises(IllegalAction, match="only 0 barracks"):
        act(game, "build", player=0, tiles=["barracks"])
    with pytest.raises(IllegalAction, match="only 2 Outpost"):
        act(game, "build", player=0, outposts=["s21", "s22", "s23"])


def test_call_to_build_starts_a_tile_without_a_worker(tmp_path):
    game = spend_game(tmp_path, races=("undead", "orcs"), hands={0: ["call_to_build"]})
    begin_spend(game, gold=4, wood=4)
    with pytest.raises(IllegalAction, match="one of the tiles"):
        act(game, "build", player=0, tiles=["range"], by_card="aerie")
    act(game, "build", player=0, tiles=["range"], by_card="range")
    tile = game.seats[0].buildings[2]
    assert tile.by_card and tile.worker is None and not tile.done
    assert "call_to_build" in game.seats[0].discard and (game.seats[0].gold, game.seats[0].wood) == (2, 2)


def test_upgrade_needs_n_buildings_at_level_n_one_level_per_type(tmp_path):
    game = spend_game(tmp_path)
    begin_spend(game, gold=20, wood=20)
    with pytest.raises(IllegalAction, match="needs 1 completed range"):
        act(game, "upgrade", player=0, kinds=["ranged"])
    with pytest.raises(IllegalAction, match="at most one level"):
        act(game, "upgrade", player=0, kinds=["melee", "melee"])
    act(game, "upgrade", player=0, kinds=["melee"])             # the printed Barracks counts
    assert game.seats[0].levels["melee"] == 2 and game.seats[0].gold == 18


def test_upgrade_to_the_top_gives_a_vp_and_goes_no_further(tmp_path):
    game = spend_game(tmp_path, races=("night_elves", "orcs"))     # Night Elf melee: 2 levels
    begin_spend(game, gold=20, wood=20)
    act(game, "upgrade", player=0, kinds=["melee"])
    assert spend.top_level(game, 0, "melee") and spend.top_levels(game, 0) == 1
    game.spent = None
    with pytest.raises(IllegalAction, match="top level"):
        act(game, "upgrade", player=0, kinds=["melee"])


def test_level_two_needs_two_buildings(tmp_path):
    game = spend_game(tmp_path)
    game.seats[0].levels["melee"] = 2
    begin_spend(game, gold=20, wood=20)
    with pytest.raises(IllegalAction, match="needs 2 completed barracks"):
        act(game, "upgrade", player=0, kinds=["melee"])


def test_supplies_at_the_start_of_spend_even_spending_nothing_c14(tmp_path):
    game = spend_game(tmp_path, hands={0: ["supplies"]})
    engine.start(game)
    for _ in range(20):
        if game.step == "spend" and game.window is not None:
            break
        if game.window is not None:
            act(game, "pass", player=game.window.seat)
        else:
            act(game, "end_step", player=game.mover)
    assert game.window.kind == "spend_start"
    wood = game.seats[0].wood
    with pytest.raises(IllegalAction, match="gold or wood"):
        act(game, "play_card", player=0, card="supplies", resource="stone")
    act(game, "play_card", player=0, card="supplies", resource="wood")
    assert game.seats[0].wood == wood + 2
    act(game, "end_step", player=0)


def test_partners_give_and_answer_requests_c13(tmp_path):
    game = spend_game(tmp_path, races=("humans", "orcs", "night_elves", "undead"), types=FOUR_CITIES)
    begin_spend(game, gold=6, wood=6)
    act(game, "give", player=2, to=0, gold=2)            # the partner gives while seat 0 acts
    assert game.seats[0].gold == 8
    with pytest.raises(IllegalAction):
        act(game, "give", player=0, to=1, gold=1)        # never to an enemy
    act(game, "ask", player=0, wood=3)
    assert engine.decision(game).seat == 2
    act(game, "answer", player=2, wood=3)
    assert game.seats[0].wood == 9 and not game.asks


def test_necromancer_march_undead_upgrade_free_on_d_and_e(tmp_path):
    labels = {"s21": "A", "s23": "B", "s25": "C", "s31": "D", "s33": "E"}
    game = grid_game(tmp_path, races=("humans", "undead"), scenario="necromancer_march", start=False,
                     labels=labels, city_of={"s00": "humans"}, types={"s35": "clear"})
    for seat in range(2):
        give_hand(game, seat)
    necros = [p for p in game.pieces.values() if p.kind == "necromancer"]
    necros[0].space, necros[1].space = "s31", "s33"
    engine.start(game)
    advance_to(game, "spend", 1)
    with pytest.raises(IllegalAction, match="never train or build"):
        act(game, "train", player=1, buildings=[0])
    with pytest.raises(IllegalAction, match="2 free upgrade"):
        act(game, "upgrade", player=1, kinds=["melee", "ranged", "flying"])
    act(game, "upgrade", player=1, kinds=["melee", "flying"])
    assert game.seats[1].levels == {"melee": 2, "ranged": 1, "flying": 2}
    assert (game.seats[1].gold, game.seats[1].wood) == (0, 0)


def test_legal_spend_options_are_all_accepted(tmp_path):
    game = spend_game(tmp_path)
    place(game, 0, "worker", "s00")
    place(game, 0, "worker", "s22")
    begin_spend(game, gold=10, wood=10)
    options = spend.legal_spend(game, 0)
    assert {a.type for a in options} == {"train", "build", "upgrade"}
