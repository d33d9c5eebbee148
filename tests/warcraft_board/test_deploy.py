"""The Deploy step (§4.3; C7, C8) on the real engine."""

from __future__ import annotations

import pytest

from games.warcraft_board.model import game as engine
from games.warcraft_board.model import movement
from games.warcraft_board.model.state import Building, Outpost
from kernel.errors import IllegalAction
from tests.warcraft_board.rules_grid import act, advance_to, clear_map, give_hand, grid_game, place

FOUR_CITIES = {"s05": "city", "s30": "city"}


def deploy_game(tmp_path, races=("humans", "orcs"), **kwargs):
    game = grid_game(tmp_path, races=races, start=False, **kwargs)
    clear_map(game)
    for seat in range(len(races)):
        give_hand(game, seat)
    return game


def train(game, seat, index, kind):
    piece = game.reserve(seat, kind)[0]
    piece.where = "training"
    game.seats[seat].buildings[index].training = piece.id
    return piece.id


def begin_deploy(game, seat=0):
    engine.start(game)
    return advance_to(game, "deploy", seat)


def test_deploy_a_trained_piece_to_the_city_or_a_finished_outpost(tmp_path):
    game = deploy_game(tmp_path)
    melee = train(game, 0, 0, "melee")
    worker = train(game, 0, 1, "worker")
    game.outposts["s22"] = Outpost("s22", 0, done=True)
    game.outposts["s23"] = Outpost("s23", 0, done=False)
    begin_deploy(game)
    with pytest.raises(IllegalAction, match="neither your City nor one of your finished Outposts"):
        act(game, "deploy", player=0, piece=melee, space="s23")
    act(game, "deploy", player=0, piece=melee, space="s22")
    act(game, "deploy", player=0, piece=worker, space="s00")
    assert game.pieces[melee].space == "s22" and game.pieces[worker].space == "s00"
    assert game.seats[0].buildings[0].training is None


def test_deploy_within_the_stack_limit_or_stay_in_training(tmp_path):
    game = deploy_game(tmp_path)
    place(game, 0, "melee", "s00", 3)
    melee = train(game, 0, 0, "melee")
    begin_deploy(game)
    with pytest.raises(IllegalAction, match="stack limit"):
        act(game, "deploy", player=0, piece=melee, space="s00")
    act(game, "end_step", player=0)
    assert game.pieces[melee].where == "training"


def test_never_to_a_partners_city_or_outpost_c7(tmp_path):
    game = deploy_game(tmp_path, races=("humans", "orcs", "night_elves", "undead"), types=FOUR_CITIES)
    melee = train(game, 0, 0, "melee")
    game.outposts["s22"] = Outpost("s22", 2, done=True)
    begin_deploy(game)
    for space in ("s30", "s22"):            # the Night Elves' City and Outpost
        with pytest.raises(IllegalAction, match="neither your City"):
            act(game, "deploy", player=0, piece=melee, space=space)


def test_deploying_into_an_occupied_city_pins_it_c8(tmp_path):
    game = deploy_game(tmp_path)
    raider, = place(game, 1, "melee", "s00")
    melee = train(game, 0, 0, "melee")
    begin_deploy(game)
    events = act(game, "deploy", player=0, piece=melee, space="s00")
    assert any(e["type"] == "pinned" for e in events)
    advance_to(game, "move", 1)          # next game turn: seat 1 moves first
    assert "s00" in movement.pinned_spaces(game)
    with pytest.raises(IllegalAction, match="pinned"):
        act(game, "move", player=1, piece=raider, path=["s01"])
    act(game, "end_step", player=1)      # its battle comes at the end of this Move step, seat 1 attacking
    assert game.stage == "battles" and game.pending_battles == ["s00"]


def test_complete_building_sends_its_worker_to_the_city_unless_three_are_there(tmp_path):
    game = deploy_game(tmp_path)
    builder = game.reserve(0, "worker")[0]
    builder.where = "training"
    game.seats[0].buildings.append(Building("range", worker=builder.id))
    place(game, 0, "worker", "s00", 3)
    begin_deploy(game)
    with pytest.raises(IllegalAction, match="stays unfinished"):
        act(game, "complete", player=0, building=2)
    first = [p for p in game.pieces.values() if p.owner == 0 and p.kind == "worker" and p.space == "s00"][0]
    first.space = "s20"
    act(game, "complete", player=0, building=2)
    assert game.seats[0].buildings[2].done and builder.space == "s00" and builder.where == "map"


def test_a_call_to_build_tile_completes_freely(tmp_path):
    game = deploy_game(tmp_path, races=("undead", "orcs"))
    game.seats[0].buildings.append(Building("aerie", by_card=True))
    place(game, 0, "worker", "s00", 3)
    begin_deploy(game)
    act(game, "complete", player=0, building=2)
    assert game.seats[0].buildings[2].done


def test_complete_outpost_keeps_its_worker_and_takes_deploys_the_same_step(tmp_path):
    game = deploy_game(tmp_path)
    builder, = place(game, 0, "worker", "s22")
    game.outposts["s22"] = Outpost("s22", 0, done=False, worker=builder)
    melee = train(game, 0, 0, "melee")
    begin_deploy(game)
    act(game, "complete_outpost", player=0, space="s22")
    assert game.outposts["s22"].done and game.outposts["s22"].worker is None
    assert game.pieces[builder].space == "s22"
    act(game, "deploy", player=0, piece=melee, space="s22")
    assert game.pieces[melee].space == "s22"


def test_deploy_is_optional_and_legal_list_is_accepted(tmp_path):
    game = deploy_game(tmp_path)
    train(game, 0, 0, "melee")
    begin_deploy(game)
    options = [a for a in engine.legal_actions(game) if a.type in ("deploy", "complete", "complete_outpost")]
    assert options and all(a.type == "deploy" for a in options)
    act(game, "end_step", player=0)
