"""The Move step's movement, battles list and cleanup (§4.1; C4-C8; walls, escorts, Necromancers) on the
real engine: a game set up on the test grid (rules_grid.py), actions applied through game.apply."""

from __future__ import annotations

import pytest

from games.warcraft_board.model import game as engine
from games.warcraft_board.model import movement
from games.warcraft_board.model.state import Outpost
from kernel.errors import IllegalAction
from tests.warcraft_board.rules_grid import act, clear_map, give_hand, grid_game, place, to_free

FOUR_CITIES = {"s05": "city", "s30": "city"}      # slots: s00 1, s05 2, s30 3, s35 4


PRISON_LABELS = {"s21": "A", "s03": "B"}


def prisoners(game, space):
    """The Orc and Night Elf prisoners (seats 0 and 1), put back on `space` after clear_map."""
    found = sorted((p for p in game.pieces.values() if p.kind == "prisoner"), key=lambda p: p.owner)
    for piece in found:
        piece.where, piece.space = "map", space
    return found


def fresh(tmp_path, races=("humans", "orcs"), hands=None, **kwargs):
    game = grid_game(tmp_path, races=races, start=False, **kwargs)
    clear_map(game)
    for seat in range(len(races)):
        give_hand(game, seat, *(hands or {}).get(seat, ()))
    return game


def begin(game):
    engine.start(game)
    to_free(game)
    return game


def move(game, piece, *path, **extra):
    return act(game, "move", player=game.pieces[piece].owner, piece=piece, path=list(path), **extra)


def refused(game, piece, *path, match=None, **extra):
    before = {p.id: (p.where, p.space) for p in game.pieces.values()}
    with pytest.raises(IllegalAction, match=match):
        move(game, piece, *path, **extra)
    assert before == {p.id: (p.where, p.space) for p in game.pieces.values()}


def test_allowance_melee_ranged_one_flying_worker_two(tmp_path):
    game = fresh(tmp_path)
    melee, = place(game, 0, "melee", "s20")
    ranged, = place(game, 0, "ranged", "s21")
    flyer, = place(game, 0, "flying", "s23")
    worker, = place(game, 0, "worker", "s24")
    begin(game)
    refused(game, melee, "s30", "s31", match="at most 1")
    refused(game, ranged, "s31", "s32", match="at most 1")
    move(game, melee, "s30")
    move(game, flyer, "s13", "s03")
    move(game, worker, "s25", "s15")
    assert [game.pieces[p].space for p in (melee, flyer, worker)] == ["s30", "s03", "s15"]


def test_each_piece_moves_at_most_once_per_step(tmp_path):
    game = begin_with(tmp_path, 0, "melee", "s20")
    move(game, 0, "s21")
    refused(game, 0, "s20", match="already moved")


def begin_with(tmp_path, seat, kind, space):
    game = fresh(tmp_path)
    place(game, seat, kind, space)
    return begin(game)


def test_mountains_for_flyers_only(tmp_path):
    game = fresh(tmp_path)
    melee, = place(game, 0, "melee", "s11")
    worker, = place(game, 0, "worker", "s02")
    flyer, = place(game, 0, "flying", "s11")
    begin(game)
    refused(game, melee, "s12", match="Mountain")
    refused(game, worker, "s12", match="Mountain")
    move(game, flyer, "s12", "s13")
    assert game.pieces[flyer].space == "s13"


def test_a_piece_entering_a_hostile_unit_worker_or_outpost_stops(tmp_path):
    game = fresh(tmp_path)
    flyers = place(game, 0, "flying", "s20", 3)
    place(game, 1, "melee", "s21")
    place(game, 1, "worker", "s23")
    place(game, 1, "worker", "s02")
    game.outposts["s02"] = Outpost("s02", 1, done=True)
    begin(game)
    refused(game, flyers[0], "s21", "s22", match="must stop")
    refused(game, flyers[0], "s10", "s11", "s12", match="at most 2")
    move(game, flyers[0], "s21")                       # stopping there is fine
    move(game, flyers[1], "s30", "s31")
    assert game.pieces[flyers[0]].space == "s21"
    game2 = fresh(tmp_path)
    f2 = place(game2, 0, "flying", "s22", 2)
    place(game2, 1, "worker", "s23")
    game2.outposts["s13"] = Outpost("s13", 1, done=False)
    begin(game2)
    refused(game2, f2[0], "s23", "s24", match="must stop")   # a hostile worker alone stops it too
    refused(game2, f2[1], "s23", "s33", match="must stop")


def test_entering_a_space_with_only_hostile_workers_or_an_outpost_starts_no_battle(tmp_path):
    game = fresh(tmp_path)
    melee, = place(game, 0, "melee", "s22")
    place(game, 1, "worker", "s23")
    begin(game)
    move(game, melee, "s23")
    assert movement.battle_spaces(game, 0) == []
    act(game, "end_step", player=0)
    to_free(game)
    # the cleanup removed the lone hostile worker
    assert not [p for p in game.pieces.values() if p.owner == 1 and p.where == "map" and p.space == "s23"]


def test_worker_enters_a_hostile_space_only_where_an_own_unit_stands(tmp_path):
    game = fresh(tmp_path)
    worker, = place(game, 0, "worker", "s21")
    melee, = place(game, 0, "melee", "s22")
    place(game, 1, "worker", "s23")
    begin(game)
    refused(game, worker, "s22", "s23", match="only where one of your own units")
    move(game, melee, "s23")                            # the unit goes first this step
    move(game, worker, "s22", "s23")
    assert game.pieces[worker].space == "s23"


def test_a_partners_unit_does_not_let_a_worker_in(tmp_path):
    # seats: humans s00, orcs s05, night_elves s30, undead s35 (alliance: humans + night_elves)
    game = fresh(tmp_path, races=("humans", "orcs", "night_elves", "undead"), types=FOUR_CITIES)
    worker, = place(game, 0, "worker", "s22")
    place(game, 2, "melee", "s23")
    place(game, 1, "melee", "s23")
    begin(game)
    refused(game, worker, "s23", match="only where one of your own units")


def test_stack_limit_where_the_piece_ends_passing_through_allowed(tmp_path):
    game = fresh(tmp_path)
    place(game, 0, "melee", "s21", 3)
    extra, = place(game, 0, "melee", "s20")
    flyer, = place(game, 0, "flying", "s20")
    workers = place(game, 0, "worker", "s31", 3)
    worker, = place(game, 0, "worker", "s30")
    place(game, 1, "melee", "s22", 3)
    mine, = place(game, 0, "melee", "s32")
    begin(game)
    refused(game, extra, "s21", match="stack limit")
    move(game, flyer, "s21", "s11")                     # passing through a full space
    refused(game, worker, "s31", match="stack limit")   # workers have their own limit
    move(game, workers[0], "s21")                       # 3 units + 1 worker: separate limits
    move(game, mine, "s22")                             # hostile pieces never count
    assert game.pieces[flyer].space == "s11" and game.pieces[mine].space == "s22"


def test_partner_units_count_for_the_stack_limit(tmp_path):
    game = fresh(tmp_path, races=("humans", "orcs", "night_elves", "undead"), types=FOUR_CITIES)
    place(game, 2, "melee", "s21", 2)
    place(game, 0, "melee", "s21")
    mine, = place(game, 0, "melee", "s20")
    begin(game)
    refused(game, mine, "s21", match="stack limit")


def test_unfinished_outpost_worker_counts_for_the_worker_limit_and_leaving_removes_it(tmp_path):
    game = fresh(tmp_path)
    builder, = place(game, 0, "worker", "s22")
    place(game, 0, "worker", "s22", 2)
    walker, = place(game, 0, "worker", "s21")
    game.outposts["s22"] = Outpost("s22", 0, done=False, worker=builder)
    begin(game)
    refused(game, walker, "s22", match="stack limit")   # C6: the builder counts
    events = move(game, builder, "s23")
    assert "s22" not in game.outposts
    assert any(e["type"] == "outpost_lost" and e["space"] == "s22" for e in events)


def test_pinned_space_no_piece_may_leave(tmp_path):
    game = fresh(tmp_path)
    pinned, = place(game, 0, "melee", "s22")
    worker, = place(game, 0, "worker", "s22")
    place(game, 1, "melee", "s22")
    free, = place(game, 0, "melee", "s24")
    begin(game)
    assert movement.pinned_spaces(game) == {"s22"}
    refused(game, pinned, "s23", match="pinned")
    refused(game, worker, "s23", match="pinned")
    move(game, free, "s23")
    assert "s22" in movement.battle_spaces(game, 0)


def test_a_space_the_mover_enters_is_not_pinned(tmp_path):
    game = fresh(tmp_path)
    melee, = place(game, 0, "melee", "s22")
    place(game, 1, "melee", "s23")
    begin(game)
    move(game, melee, "s23")
    assert movement.pinned_spaces(game) == set()
    assert movement.battle_spaces(game, 0) == ["s23"]


def test_walls_stop_melee_and_ranged_not_flyers_or_workers(tmp_path):
    game = fresh(tmp_path, races=("orcs", "night_elves"), walls=[("s22", "s23")])
    melee, = place(game, 0, "melee", "s22")
    ranged, = place(game, 0, "ranged", "s22")
    flyer, = place(game, 0, "flying", "s22")
    worker, = place(game, 0, "worker", "s22")
    begin(game)
    refused(game, melee, "s23", match="wall")
    refused(game, ranged, "s23", match="wall")
    move(game, flyer, "s23")
    move(game, worker, "s23")


def test_escort_takes_the_own_prisoner_along_and_a_prisoner_never_moves_alone(tmp_path):
    game = fresh(tmp_path, races=("orcs", "night_elves"), scenario="prisoners", labels=PRISON_LABELS)
    thrall, tyrande = prisoners(game, "s21")
    flyer, = place(game, 0, "flying", "s21")
    begin(game)
    with pytest.raises(IllegalAction, match="prisoner"):
        act(game, "move", player=0, piece=thrall.id, path=["s22"])
    move(game, flyer, "s11", "s12", escort=True)     # over a Mountain, carried by a flyer
    assert thrall.space == "s12" and tyrande.space == "s21"


def test_escort_needs_the_own_races_prisoner(tmp_path):
    game = fresh(tmp_path, races=("orcs", "night_elves"), scenario="prisoners", labels=PRISON_LABELS)
    thrall, tyrande = prisoners(game, "s03")
    tyrande.space = "s21"
    melee, = place(game, 0, "melee", "s21")
    begin(game)
    refused(game, melee, "s22", escort=True, match="no prisoner of your race")


def test_necromancers_move_two_never_share_and_follow_worker_entry(tmp_path):
    game = fresh(tmp_path, races=("humans", "undead"), first=1)
    a = game.new_piece(1, "necromancer", "s21", "map")
    b = game.new_piece(1, "necromancer", "s23", "map")
    place(game, 0, "melee", "s31")
    begin(game)
    refused(game, a.id, "s22", "s23", match="never share")
    refused(game, a.id, "s31", match="only where one of your own units")
    refused(game, a.id, "s11", "s12", match="Mountain")
    move(game, a.id, "s22", "s32")
    assert a.space == "s32" and b.space == "s23"


def test_speed_gives_three_and_cripple_takes_one_c5(tmp_path):
    game = fresh(tmp_path, races=("humans", "undead"), hands={0: ["speed"], 1: ["cripple"]})
    fast = place(game, 0, "melee", "s20", 2)
    slow, = place(game, 0, "melee", "s24")
    engine.start(game)
    assert game.window.kind == "move_start"
    act(game, "play_card", player=0, card="speed", space="s20")
    assert game.window.kind == "cripple" and game.window.seat == 1
    act(game, "play_card", player=1, card="cripple", space="s20")
    to_free(game)
    assert movement.allowance(game, game.pieces[fast[0]]) == 2     # min(1 + 2, 3) - 1
    assert movement.allowance(game, game.pieces[slow]) == 1
    move(game, fast[0], "s21", "s22")
    refused(game, fast[1], "s21", "s22", "s23", match="at most 2")


def test_cripple_never_below_zero_and_lasts_the_game_turn_for_a_partner(tmp_path):
    game = fresh(tmp_path, races=("humans", "orcs", "night_elves", "undead"), types=FOUR_CITIES,
                 hands={3: ["cripple", "cripple"]})
    melee, = place(game, 0, "melee", "s22")
    partner, = place(game, 2, "melee", "s22")
    engine.start(game)
    assert game.window.kind == "cripple" and game.window.seat == 3
    act(game, "play_card", player=3, card="cripple", space="s22")
    to_free(game)
    assert movement.allowance(game, game.pieces[melee]) == 0
    refused(game, melee, "s23", match="at most 0")
    # the partner's Move step later this game turn: still slowed (C5)
    assert game.cripples[partner] == 1
    assert movement.allowance(game, game.pieces[partner]) == 0


def test_cleanup_removes_workers_necromancers_and_outposts_with_hostile_units(tmp_path):
    game = fresh(tmp_path)
    place(game, 0, "melee", "s23")
    victims = place(game, 1, "worker", "s23", 2)
    builder, = place(game, 1, "worker", "s13")
    game.outposts["s13"] = Outpost("s13", 1, done=False, worker=builder)
    game.outposts["s23"] = Outpost("s23", 1, done=True)
    safe, = place(game, 1, "worker", "s25")
    begin(game)
    events = movement.cleanup(game)
    assert all(game.pieces[v].where == "reserve" for v in victims)
    assert "s23" not in game.outposts and "s13" in game.outposts
    assert game.pieces[safe].where == "map"
    assert sum(e["type"] == "worker_lost" for e in events) == 2


def test_cleanup_removes_an_outpost_whose_builder_died(tmp_path):
    game = fresh(tmp_path)
    builder, = place(game, 1, "worker", "s13")
    game.outposts["s13"] = Outpost("s13", 1, done=False, worker=builder)
    place(game, 0, "melee", "s13")
    begin(game)
    movement.cleanup(game)
    assert game.pieces[builder].where == "reserve" and "s13" not in game.outposts


def test_sack_check_lists_cities_holding_hostile_units(tmp_path):
    game = fresh(tmp_path)
    place(game, 0, "melee", "s35")
    begin(game)
    assert movement.hostile_city_seats(game) == [1]


def test_battles_listed_after_movement_in_map_order(tmp_path):
    game = fresh(tmp_path)
    a, b = place(game, 0, "melee", "s22", 2)
    place(game, 1, "melee", "s23")
    place(game, 1, "melee", "s21")
    place(game, 1, "worker", "s32")
    c, = place(game, 0, "melee", "s33")
    begin(game)
    move(game, a, "s23")
    move(game, b, "s21")
    move(game, c, "s32")
    assert movement.battle_spaces(game, 0) == ["s21", "s23"]


def test_a_path_visits_no_space_twice_and_follows_adjacency(tmp_path):
    game = fresh(tmp_path)
    flyer, = place(game, 0, "flying", "s22")
    begin(game)
    refused(game, flyer, "s23", "s22", match="twice")
    refused(game, flyer, "s24", match="not adjacent")
    refused(game, flyer, match="at least one space")


def test_legal_moves_are_all_accepted(tmp_path):
    game = fresh(tmp_path)
    place(game, 0, "flying", "s22")
    place(game, 0, "worker", "s21")
    place(game, 1, "melee", "s23")
    begin(game)
    moves = [a for a in engine.legal_actions(game) if a.type == "move"]
    assert moves
    for action in moves:
        movement.check_move(game, action)
    assert all(a.path[:-1] == () or "s23" not in a.path[:-1] for a in moves)
