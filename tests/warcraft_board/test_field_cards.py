"""Cards played outside battle (§1's table; C5, C10, C11, C33-C35) and the Undead's Harvest in
Necromancer March, on the real engine."""

from __future__ import annotations

import pytest

from games.warcraft_board.model import field_cards, movement
from games.warcraft_board.model import game as engine
from games.warcraft_board.model.state import Outpost
from kernel.errors import IllegalAction
from tests.warcraft_board.rules_grid import act, advance_to, clear_map, give_hand, grid_game, place, to_free


def card_game(tmp_path, races=("humans", "orcs"), hands=None, **kwargs):
    game = grid_game(tmp_path, races=races, start=False, **kwargs)
    clear_map(game)
    for seat in range(len(races)):
        give_hand(game, seat, *(hands or {}).get(seat, ()))
    return game


def end_movement(game):
    """The mover ends his movement: the end-of-movement windows open (only for a seat with a playable card)."""
    act(game, "end_step", player=game.mover)


def test_speed_needs_own_pieces_in_the_space_c35(tmp_path):
    game = card_game(tmp_path, hands={0: ["speed"]})
    place(game, 0, "melee", "s22")
    engine.start(game)
    with pytest.raises(IllegalAction, match="pieces of yours"):
        act(game, "play_card", player=0, card="speed", space="s24")
    act(game, "play_card", player=0, card="speed", space="s22")
    assert "speed" in game.seats[0].discard


def test_speed_window_opens_only_at_the_start_of_move(tmp_path):
    game = card_game(tmp_path, hands={0: ["speed"]})
    melee, = place(game, 0, "melee", "s22")
    engine.start(game)
    act(game, "pass", player=0)
    with pytest.raises(IllegalAction):
        act(game, "play_card", player=0, card="speed", space="s22")
    assert movement.allowance(game, game.pieces[melee]) == 1


def test_cripple_needs_hostile_pieces_and_is_played_by_a_hostile_player(tmp_path):
    game = card_game(tmp_path, races=("humans", "undead"), hands={1: ["cripple"]})
    place(game, 0, "melee", "s22")
    engine.start(game)
    assert game.window.kind == "cripple" and game.window.seat == 1
    with pytest.raises(IllegalAction, match="hostile to you"):
        act(game, "play_card", player=1, card="cripple", space="s23")
    act(game, "play_card", player=1, card="cripple", space="s22")


def test_town_portal_moves_all_units_home_and_overflow_next_to_it_c10(tmp_path):
    game = card_game(tmp_path, hands={1: ["town_portal"]})
    place(game, 1, "melee", "s35", 2)
    away = place(game, 1, "melee", "s23", 3)
    worker, = place(game, 1, "worker", "s23")
    place(game, 0, "melee", "s34")              # a hostile unit next to the City: no overflow there
    attacker, = place(game, 0, "melee", "s22")
    engine.start(game)
    to_free(game)
    act(game, "move", player=0, piece=attacker, path=["s23"])
    end_movement(game)
    assert game.window.kind == "move_end" and game.window.seat == 1
    with pytest.raises(IllegalAction, match="exactly 2 must go"):
        act(game, "play_card", player=1, card="town_portal", space="s23", to="s35")
    with pytest.raises(IllegalAction, match="hostile"):
        act(game, "play_card", player=1, card="town_portal", space="s23", to="s35",
            pieces=away[:2], spaces=["s34", "s25"])
    act(game, "play_card", player=1, card="town_portal", space="s23", to="s35",
        pieces=away[:2], spaces=["s25", "s25"])
    assert [game.pieces[p].space for p in away] == ["s25", "s25", "s35"]
    # workers stay behind; no battle is left at s23, and the cleanup takes the lone worker
    assert game.battle is None and game.pieces[worker].where == "reserve"


def test_town_portal_cannot_leave_a_pinned_space_c8(tmp_path):
    game = card_game(tmp_path, races=("humans", "orcs", "undead"), hands={2: ["town_portal"]},
                     types={"s05": "city"})
    place(game, 1, "melee", "s22")
    place(game, 2, "melee", "s22")               # orcs and undead share s22, unfought (no teams)
    place(game, 0, "melee", "s20")
    engine.start(game)
    to_free(game)
    assert "s22" in movement.pinned_spaces(game)
    end_movement(game)
    # Undead have a playable portal only elsewhere: with only s22, the window never opens for them
    assert game.window is None or game.window.seat != 2


def test_town_portal_needs_a_city_or_finished_outpost_c35(tmp_path):
    game = card_game(tmp_path, races=("humans", "undead"), hands={1: ["town_portal"]})
    necro_free = place(game, 1, "melee", "s23")
    game.seats[1].city = None                    # as the Undead of Necromancer March
    engine.start(game)
    to_free(game)
    assert necro_free
    with pytest.raises(IllegalAction):
        field_cards.portal_plan(game, 1, type("A", (), {"space": "s23", "to": None, "pieces": None,
                                                          "spaces": None})())


def test_call_to_arms_makes_workers_melee_units_until_the_step_ends_c11(tmp_path):
    game = card_game(tmp_path, races=("orcs", "humans"), hands={1: ["call_to_arms"]})
    attacker, = place(game, 0, "melee", "s22")
    workers = place(game, 1, "worker", "s23", 2)
    engine.start(game)
    to_free(game)
    act(game, "move", player=0, piece=attacker, path=["s23"])
    end_movement(game)
    assert game.window.kind == "move_end" and game.window.seat == 1
    events = act(game, "play_card", player=1, card="call_to_arms", space="s23")
    assert events[0]["pieces"] == workers
    # the workers are melee units now: a battle waits at s23 (the mover chooses it), not a cleanup
    assert game.stage == "battles" and game.pending_battles == ["s23"]
    assert set(workers) <= game.armed
    assert all(game.unit_kind(game.pieces[w]) == "melee" for w in workers)
    assert all(game.pieces[w].where == "map" for w in workers)


def test_call_to_arms_needs_an_entered_space_with_own_workers_and_no_own_units(tmp_path):
    game = card_game(tmp_path, races=("orcs", "humans"), hands={1: ["call_to_arms"]})
    attacker, = place(game, 0, "flying", "s22")
    place(game, 1, "worker", "s23")
    place(game, 1, "worker", "s32")
    place(game, 1, "melee", "s32")
    place(game, 0, "melee", "s31")
    engine.start(game)
    to_free(game)
    act(game, "move", player=0, piece=attacker, path=["s23"])
    end_movement(game)
    with pytest.raises(IllegalAction, match="no enemy unit entered"):
        act(game, "play_card", player=1, card="call_to_arms", space="s32")


def test_call_to_arms_builder_takes_up_arms_and_its_outpost_falls(tmp_path):
    game = card_game(tmp_path, races=("orcs", "humans"), hands={1: ["call_to_arms"]})
    attacker, = place(game, 0, "melee", "s22")
    builder, = place(game, 1, "worker", "s23")
    game.outposts["s23"] = Outpost("s23", 1, done=False, worker=builder)
    engine.start(game)
    to_free(game)
    act(game, "move", player=0, piece=attacker, path=["s23"])
    end_movement(game)
    act(game, "play_card", player=1, card="call_to_arms", space="s23")
    assert "s23" not in game.outposts


def test_victory_point_laid_in_own_step_only_c33(tmp_path):
    game = card_game(tmp_path, hands={0: ["victory_point"], 1: ["victory_point"]})
    engine.start(game)
    to_free(game)
    with pytest.raises(IllegalAction):
        act(game, "play_vp", player=1)
    act(game, "play_vp", player=0)
    assert game.seats[0].vp_cards == 1 and "victory_point" not in game.seats[0].hand
    assert "victory_point" not in game.seats[0].discard          # it never returns


def test_victory_point_and_call_to_build_are_not_played_as_field_cards(tmp_path):
    game = card_game(tmp_path, races=("undead", "orcs"), hands={0: ["victory_point", "call_to_build"]})
    engine.start(game)
    to_free(game)
    for card, match in (("victory_point", "play_vp"), ("call_to_build", "build")):
        action = type("A", (), {"player": 0, "card": card})()
        with pytest.raises(IllegalAction, match=match):
            field_cards.check_play_card(game, action)


def test_undead_harvest_free_units_on_a_b_c_within_the_stack_limit_c9(tmp_path):
    labels = {"s21": "A", "s23": "B", "s25": "C", "s31": "D", "s33": "E"}
    game = grid_game(tmp_path, races=("humans", "undead"), scenario="necromancer_march", start=False,
                     labels=labels, city_of={"s00": "humans"}, types={"s35": "clear"})
    for seat in range(2):
        give_hand(game, seat)
    necros = sorted((p for p in game.pieces.values() if p.kind == "necromancer"), key=lambda p: p.id)
    assert {n.space for n in necros} == {"s21", "s23"}
    place(game, 1, "ranged", "s23", 3)           # B is full: no free ranged unit
    engine.start(game)
    advance_to(game, "deploy", 0)
    on_a = [p for p in game.pieces.values() if p.owner == 1 and p.where == "map" and p.space == "s21"
            and p.kind == "melee"]
    on_b = [p for p in game.pieces.values() if p.owner == 1 and p.where == "map" and p.space == "s23"
            and p.kind == "ranged"]
    assert len(on_a) == 1 and len(on_b) == 3


def test_site_token_destroyed_by_a_human_unit_at_cleanup(tmp_path):
    labels = {"s21": "A", "s23": "B", "s25": "C", "s31": "D", "s33": "E"}
    game = grid_game(tmp_path, races=("humans", "undead"), scenario="necromancer_march", start=False,
                     labels=labels, city_of={"s00": "humans"}, types={"s35": "clear"})
    for seat in range(2):
        give_hand(game, seat)
    clear_map(game)
    necro = game.pieces[min(p.id for p in game.pieces.values() if p.kind == "necromancer")]
    necro.where, necro.space = "map", "s34"
    place(game, 0, "melee", "s25")
    engine.start(game)
    advance_to(game, "move", 0)
    act(game, "end_step", player=0)
    to_free(game)
    assert "C" not in game.sites and "A" in game.sites


def test_c34_windows_outside_battle_ask_the_mover_first_then_clockwise(tmp_path):
    """The start of Move asks Speed (the mover's), then Cripple (the others', clockwise from the mover);
    the end of movement asks Town Portal clockwise from the mover, the mover first."""
    game = card_game(tmp_path, races=("humans", "orcs", "undead"), types={"s05": "city"},
                     hands={0: ["speed", "town_portal"], 1: ["cripple", "town_portal"],
                            2: ["cripple", "town_portal"]})
    walker, = place(game, 0, "melee", "s22")
    place(game, 0, "melee", "s02")              # away from the Humans' City s00: their portal has units to bring
    place(game, 1, "melee", "s24")              # away from the Orcs' City s05
    place(game, 2, "melee", "s13")              # away from the Undead's City s35
    engine.start(game)
    assert game.step == "move" and game.mover == 0
    asked = []
    while game.stage == "start":
        asked.append((game.window.kind, game.window.seat))
        act(game, "pass", player=game.window.seat)
    assert asked == [("move_start", 0), ("cripple", 1), ("cripple", 2)]
    act(game, "move", player=0, piece=walker, path=["s21"])
    end_movement(game)
    asked = []
    while game.window is not None and game.mover == 0:
        asked.append((game.window.kind, game.window.seat))
        act(game, "pass", player=game.window.seat)
    assert asked == [("move_end", 0), ("move_end", 1), ("move_end", 2)]
    # the Orcs' Move next: they hold no Speed, so Cripple clockwise from them: the Undead (the Humans hold none)
    assert game.mover == 1 and (game.window.kind, game.window.seat) == ("cripple", 2)
