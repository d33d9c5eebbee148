"""Victory (§6, C2) and the scenarios' victories (§7, C37-C40)."""

from __future__ import annotations

from games.warcraft_board.model import game as rules
from games.warcraft_board.model import movement
from games.warcraft_board.model.actions import Pass, Respawn
from games.warcraft_board.model.scoring import team_vp, vp
from games.warcraft_board.model.state import NEUTRAL
from tests.warcraft_board.engine_support import act, clear, finish_step, place, run_until, scenario_game, start
from tests.warcraft_board.test_setup import elf_gate_board, necromancer_board, nordrassil_board


def top_all(game, seat):
    for kind in ("melee", "ranged", "flying"):
        game.seats[seat].levels[kind] = game.values.track(game.seats[seat].race, kind).top


def test_vp_counts_cards_top_levels_cities_and_objectives_with_units_only():
    game = start(2, first_player=0)
    base = vp(game, 0)
    assert base == 3                          # own City held by its melee units
    game.seats[0].vp_cards = 2
    game.seats[0].levels["melee"] = game.values.track(game.seats[0].race, "melee").top
    place(game, 0, "worker", "s22")           # a worker on the 2-VP objective: nothing
    assert vp(game, 0) == base + 3
    place(game, 0, "melee", "s13")            # a unit on a 1-VP objective
    assert vp(game, 0) == base + 4


def test_c2_fifteen_vp_at_the_end_of_your_turn_wins_two_players():
    game = start(2, first_player=0)
    game.seats[1].vp_cards = 12               # 12 + own City 3 = 15, but only at the end of seat 1's turn
    run_until(game, "spend", 0)
    finish_step(game)                         # end of seat 0's turn: seat 1 is not checked
    assert not game.over
    assert game.mover == 1 and game.step == "spend"
    finish_step(game)
    assert game.over and game.winners == [1]


def test_c2_a_team_wins_with_thirty_vp_at_the_end_of_any_members_turn():
    game = start(4, first_player=0)
    game.seats[2].vp_cards = 12
    game.seats[0].vp_cards = 12               # 24 + two Cities 6 = 30
    assert team_vp(game, 0) == 30 == team_vp(game, 2)
    run_until(game, "spend", 0)
    finish_step(game)
    assert game.over and game.winners == [0, 2]


def test_c2_a_skipped_spend_step_still_ends_the_turn():
    board = nordrassil_board()
    game = scenario_game("nordrassil", board, ["humans", "orcs", "night_elves", "undead"], first=2)
    tree = game.sites["nordrassil"]
    clear(game, tree)
    place(game, 3, "melee", tree)             # an Undead unit on A: the Undead win at the end of their turn
    while not game.over and not (game.step == "spend" and game.mover == 3):
        while game.window is not None:
            act(game, Pass(player=rules.seat_to_act(game)))
        if game.stage == "battles":
            raise AssertionError("no battle expected")
        if game.step == "spend" and game.mover == 2:
            assert not game.over
        finish_step(game)
    assert game.over and game.winners == [3]


def test_c37_elf_gate_holds_with_at_most_two_hostile_units_in_each_space_next_to_d():
    game = scenario_game("elf_gate", elf_gate_board(), ["humans", "orcs", "undead"], first=0)
    gate = game.board.label_space("D")
    clear(game, gate)
    place(game, 0, "melee", gate)
    # each of A, B, C holds 3 neutrals: a full hostile stack next to D
    assert not rules._holds_gate(game, 0)
    for label in ("A", "B", "C"):
        space = game.board.label_space(label)
        for piece in game.units_in(space, NEUTRAL)[:1]:
            game.remove_unit(piece.id)
    assert rules._holds_gate(game, 0)          # 2 per space (6 in total) is fine: read per space
    place(game, 1, "melee", "s43", 3)          # a full Orc stack next to D
    assert not rules._holds_gate(game, 0)


def test_elf_gate_is_won_at_the_end_of_the_holders_turn():
    game = scenario_game("elf_gate", elf_gate_board(), ["humans", "orcs", "undead"], first=0)
    gate = game.board.label_space("D")
    for label in ("A", "B", "C"):
        clear(game, game.board.label_space(label))
    clear(game, gate)
    place(game, 2, "melee", gate)
    run_until(game, "spend", 2)
    finish_step(game)
    assert game.over and game.winners == [2]


def test_necromancer_march_humans_win_when_both_necromancers_die():
    game = scenario_game("necromancer_march", necromancer_board(), ["humans", "undead"], first=1)
    necromancers = [p for p in game.pieces.values() if p.kind == "necromancer"]
    necromancers[0].where, necromancers[0].space = "reserve", None
    finish_step(game)
    assert not game.over
    necromancers[1].where, necromancers[1].space = "reserve", None
    finish_step(game)
    assert game.over and game.winners == [0]


def test_necromancer_march_humans_win_when_sites_a_b_c_are_destroyed():
    game = scenario_game("necromancer_march", necromancer_board(), ["humans", "undead"], first=1)
    for label in ("A", "B"):
        del game.sites[label]
    run_until(game, "move", 0)
    assert not game.over
    del game.sites["C"]
    finish_step(game)
    assert game.over and game.winners == [0]


def test_prisoners_a_prisoner_brought_home_wins_at_a_cleanup():
    fields = {(0, 0): {"type": "city", "city_of": "orcs"}, (5, 5): {"type": "city", "city_of": "night_elves"},
              (4, 4): {"type": "clear", "label": "A"}, (1, 1): {"type": "clear", "label": "B"}}
    from tests.warcraft_board.engine_support import grid_board

    game = scenario_game("prisoners", grid_board(6, 6, fields), ["orcs", "night_elves"], first=0)
    thrall = next(p for p in game.pieces.values() if p.kind == "prisoner" and p.owner == 0)
    thrall.space = game.seats[0].city
    run_until(game, "move", 0)
    finish_step(game)                          # the cleanup after seat 0's Move step
    assert game.over and game.winners == [0]


def test_c40_nordrassil_an_undead_unit_on_d_at_a_cleanup_wins_for_the_undead():
    game = scenario_game("nordrassil", nordrassil_board(), ["humans", "orcs", "night_elves", "undead"], first=2)
    outpost = game.board.label_space("D")
    clear(game, outpost)
    place(game, 3, "melee", outpost)
    run_until(game, "move", 2)
    # the Night Elves' Move step: a battle on D; take the Undead unit off first to see no win
    clear(game, outpost)
    finish_step(game)
    assert not game.over
    place(game, 3, "melee", outpost)
    finish_step(game)                          # Humans' Move step: no battle of theirs, cleanup sees D
    assert game.over and game.winners == [3]
    assert outpost not in game.outposts


def test_nordrassil_the_allies_win_when_a_draw_empties_the_night_elf_deck():
    game = scenario_game("nordrassil", nordrassil_board(), ["humans", "orcs", "night_elves", "undead"], first=2)
    elves = game.seats[2]
    elves.deck = elves.deck[:1]
    elves.discard = ["speed"]
    game.draw_card(2)
    assert game.over and game.winners == [0, 1, 2]


def test_nordrassil_the_night_elves_set_a_card_aside_each_game_turn_and_never_reshuffle():
    game = scenario_game("nordrassil", nordrassil_board(), ["humans", "orcs", "night_elves", "undead"], first=2)
    elves = game.seats[2]
    size = len(elves.deck)
    while game.turn == 1:
        finish_step(game)
    assert game.turn == 2 and len(elves.set_aside) == 1 and len(elves.deck) == size - 1
    elves.discard, elves.deck = ["speed"], []
    assert game.draw_card(2) is None or game.over


def test_c39_nordrassil_a_killed_undead_unit_returns_to_the_nearest_undead_outpost_or_city_by_plain_steps():
    game = scenario_game("nordrassil", nordrassil_board(), ["humans", "orcs", "night_elves", "undead"], first=2)
    piece = place(game, 3, "melee", "s52")[0]
    game.remove_unit(piece)                    # s52 is 1 step from E (s51), F (s53) and the City (s62)
    assert game.pieces[piece].where == "respawn"
    assert rules.seat_to_act(game) == 3        # the Undead choose on a tie
    assert game.respawn_options(game.pieces[piece], "s52") == ["s51", "s53", "s62"]
    act(game, Respawn(player=3, piece=piece, space="s62"))
    assert game.pieces[piece].where == "map" and game.pieces[piece].space == "s62"
    other = place(game, 3, "melee", "s43")[0]
    game.remove_unit(other)                    # one nearest space (F): no choice
    assert (game.pieces[other].where, game.pieces[other].space) == ("map", "s53")


def test_c39_the_space_where_it_died_is_never_its_return_space():
    game = scenario_game("nordrassil", nordrassil_board(), ["humans", "orcs", "night_elves", "undead"], first=2)
    piece = game.units_in("s51", 3)[0].id
    game.remove_unit(piece)
    assert game.pieces[piece].space != "s51"
    assert game.pieces[piece].where in ("map", "respawn")


def test_c39_nordrassil_a_is_no_gap_the_undead_pass_through_it_and_enter_it():
    """A only bars Outposts: once its defenders are gone, the Undead (and the allies) move into it and
    through it like any clear space."""
    game = scenario_game("nordrassil", nordrassil_board(), ["humans", "orcs", "night_elves", "undead"], first=2)
    a, d = game.board.label_space("A"), game.board.label_space("D")
    assert game.board.spaces[a].no_outpost
    clear(game, a)
    clear(game, d)
    flyer = place(game, 3, "flying", "s01")[0]
    walker = place(game, 3, "melee", "s01")[0]
    ally = place(game, 0, "flying", "s03")[0]
    assert {("s02", "s03"), ("s02", "s12")} <= {tuple(p) for p in movement.paths_for(game, game.pieces[flyer])}
    assert ["s02"] in movement.paths_for(game, game.pieces[walker])
    assert ["s02", "s01"] in movement.paths_for(game, game.pieces[ally])
