"""The game turn (§4): steps by every seat in order, windows, the sack check (C3), elimination (C1), pinned
spaces (C8), partners' transfers (C13), reshuffles (C32), victory point cards (C33), the turn cap."""

from __future__ import annotations

import pytest

from games.warcraft_board.model import game as rules
from games.warcraft_board.model.actions import Answer, Ask, EndStep, Fight, Give, Move, Pass, PlayVp
from games.warcraft_board.model.state_json import state_json
from kernel.errors import IllegalAction
from tests.warcraft_board.engine_support import (
    act,
    clear,
    finish_step,
    grid_board,
    place,
    run_until,
    scenario_game,
    start,
)


def seen_steps(game, count):
    """(step, mover) of the next `count` seats' steps, each ended at once."""
    out = []
    for _ in range(count):
        while game.window is not None:
            act(game, Pass(player=rules.seat_to_act(game)))
        out.append((game.turn, game.step, game.mover))
        finish_step(game)
    return out


def test_each_step_is_taken_by_every_seat_from_the_first_player_and_the_first_player_passes_left():
    game = start(4, first_player=2)
    steps = seen_steps(game, 20)
    order = [2, 3, 0, 1]
    expected = [(1, step, seat) for step in ("move", "harvest", "deploy", "spend") for seat in order]
    expected += [(2, "move", seat) for seat in [3, 0, 1, 2]]
    assert steps == expected
    assert game.first_player == 3


def test_only_the_seat_to_act_may_act():
    game = start(2, first_player=0)
    with pytest.raises(IllegalAction):
        act(game, EndStep(player=1))
    assert rules.seat_to_act(game) == 0


def test_a_start_window_opens_only_for_a_seat_holding_a_card_that_fits():
    game = start(2, first_player=0)
    game2 = start(2, first_player=0)
    game2.seats[0].hand = ["speed"]
    game2.seats[1].hand = []
    rules._begin_seat_step(game2, 0)        # the step again, with those hands
    rules._advance(game2)
    assert game2.window is not None and game2.window.kind == "move_start" and game2.window.seat == 0
    act(game2, Pass(player=0))
    assert game2.window is None and game2.stage == "free"
    assert game.stage in ("start", "free")


def sack(game, attacker, victim):
    """An attacker's melee unit alone in the victim's City."""
    city = game.seats[victim].city
    clear(game, city)
    place(game, attacker, "melee", city)


def test_c3_the_sack_check_runs_after_the_last_move_step_and_two_strikes_eliminate():
    game = start(2, first_player=0)
    sack(game, 1, 0)
    finish_step(game)                   # seat 0's Move: the hostile unit does not fight (no unit of 0 there)
    assert not game.seats[0].sacked     # not before every seat has moved
    assert game.stage == "free" and game.mover == 1 and game.step == "move"
    finish_step(game)
    city = game.seats[0].city
    assert game.seats[0].sacked and game.depletion[city] == "partial"
    assert not game.over
    run_until(game, "move", 1)          # next game turn: seat 1 moves first now
    finish_step(game)
    finish_step(game)
    assert game.over and game.winners == [1]
    assert game.seats[0].eliminated


def test_c1_an_eliminated_player_loses_cards_buildings_training_and_pieces():
    game = start(2, first_player=0)
    game.seats[0].buildings[0].training = game.reserve(0, "melee")[0].id
    game.reserve(0, "melee")[0].where = "training"
    rules.eliminate(game, 0)
    player = game.seats[0]
    assert player.hand == [] and player.deck == [] and player.discard == [] and player.buildings == []
    assert not [p for p in game.pieces.values() if p.owner == 0 and p.where in ("map", "training")]


def test_c1_eliminated_team_players_are_skipped():
    game = start(4, first_player=0)
    rules.eliminate(game, 1)
    steps = seen_steps(game, 3)
    assert [s[2] for s in steps] == [0, 2, 3]


def test_c8_a_pinned_space_is_fought_at_the_move_step_of_the_first_of_its_players_to_move():
    game = start(2, first_player=1)
    space = "s22"
    mine = place(game, 0, "melee", space)[0]
    place(game, 1, "melee", space)
    assert game.stage == "free" and game.mover == 1
    with pytest.raises(IllegalAction):       # pinned: no piece may leave it
        act(game, Move(player=1, piece=[p.id for p in game.units_in(space, 1)][0], path=("s21",)))
    act(game, EndStep(player=1))
    while game.window is not None:
        act(game, Pass(player=rules.seat_to_act(game)))
    assert game.stage == "battles" and space in game.pending_battles
    assert rules.seat_to_act(game) == 1        # the mover chooses: he is the attacker
    assert Fight(player=1, space=space) in rules.legal_actions(game)
    with pytest.raises(IllegalAction):
        act(game, EndStep(player=1))           # the battle must be fought
    assert game.pieces[mine].space == space


def test_c13_partners_give_and_ask_while_either_acts():
    game = start(4, first_player=0)
    run_until(game, "move", 0)
    partner = 2
    act(game, Give(player=partner, to=0, gold=2))      # the partner gives while seat 0 acts
    assert (game.seats[0].gold, game.seats[partner].gold) == (7, 3)
    with pytest.raises(IllegalAction):
        act(game, Give(player=1, to=3, gold=1))        # neither horde player is acting
    with pytest.raises(IllegalAction):
        act(game, Give(player=0, to=1, gold=1))        # not a partner
    act(game, Ask(player=0, wood=3))
    assert rules.seat_to_act(game) == partner           # the partner answers at once
    with pytest.raises(IllegalAction):
        act(game, EndStep(player=0))
    act(game, Answer(player=partner, wood=3))
    assert (game.seats[0].wood, game.seats[partner].wood) == (8, 2)
    assert rules.seat_to_act(game) == 0
    act(game, Ask(player=0, gold=1))
    act(game, Answer(player=partner))                   # no
    assert game.seats[0].gold == 7


def test_c32_an_empty_deck_reshuffles_the_discards_recorded_and_both_empty_draw_nothing():
    game = start(2)
    player = game.seats[0]
    player.discard = player.deck[:4]
    player.deck = []
    before = len(game.outcomes.decks.recorded()["0"])
    card = game.draw_card(0)
    orders = game.outcomes.decks.recorded()["0"]
    assert len(orders) == before + 1 and card == orders[-1][0]
    assert player.discard == [] and len(player.deck) == 3
    player.deck, player.discard = [], []
    hand = list(player.hand)
    assert game.draw_card(0) is None and player.hand == hand


def test_c32_a_recorded_reshuffle_replays():
    from games.warcraft_board.definition import WARCRAFT

    game = start(2)
    game.seats[0].discard = game.seats[0].deck[:4]
    game.seats[0].deck = []
    game.draw_card(0)
    document = WARCRAFT.document(game)
    setup, _ = WARCRAFT.parse_setup(document, "again")
    again = WARCRAFT.new_game(setup)
    again.seats[0].discard = again.seats[0].deck[:4]
    again.seats[0].deck = []
    again.draw_card(0)
    assert again.seats[0].deck == game.seats[0].deck and again.seats[0].hand == game.seats[0].hand


def test_c33_a_victory_point_card_is_laid_only_in_its_owners_step_and_scores_only_when_laid():
    from games.warcraft_board.model.scoring import vp

    game = start(2, first_player=0)
    game.seats[0].hand.append("victory_point")
    game.seats[1].hand.append("victory_point")
    cards = game.seats[0].hand.count("victory_point")
    before = vp(game, 0)
    assert vp(game, 0) == before               # in hand: nothing
    with pytest.raises(IllegalAction):
        act(game, PlayVp(player=1))             # not his step
    act(game, PlayVp(player=0))
    assert vp(game, 0) == before + 1 and game.seats[0].vp_cards == 1
    assert game.seats[0].hand.count("victory_point") == cards - 1


def test_c33_the_mover_may_lay_a_victory_point_card_while_he_acts_in_his_own_move_steps_battle():
    """C33: "at any moment its owner is acting in one of his own steps": in a battle of his Move step the
    mover acts (a card window, a casualty pick) and may lay it then; the defender, acting in the same
    battle, is not in one of his own steps and may not. The battle goes on as it stood."""
    fields = {(0, 0): {"type": "city", "city_of": "humans"}, (2, 3): {"type": "city", "city_of": "orcs"}}
    game = scenario_game("main", grid_board(3, 4, fields), ["humans", "orcs"], first=0)
    for seat in game.seats:
        seat.hand, seat.deck, seat.discard = [], ["supplies"] * 6, []
    clear(game, "s00")
    clear(game, "s23")
    game.outcomes.dice.script = [1] * 40                # every die hits: each side picks its casualties
    humans = place(game, 0, "melee", "s01", 2) + place(game, 0, "ranged", "s01")
    place(game, 1, "melee", "s11", 2)
    place(game, 1, "ranged", "s11")
    for piece in humans:
        act(game, Move(player=0, piece=piece, path=("s11",)))
    act(game, EndStep(player=0))
    act(game, Fight(player=0, space="s11"))
    seen = set()
    for _ in range(60):
        if game.battle is None:
            break
        seat = rules.seat_to_act(game)
        game.seats[0].hand = ["victory_point"]
        game.seats[1].hand = ["victory_point"]
        legal = rules.legal_actions(game)
        if seat == 1:
            assert PlayVp(player=1) not in legal
            with pytest.raises(IllegalAction):
                act(game, PlayVp(player=1))
            seen.add(1)
        else:
            assert PlayVp(player=0) in legal
            asked = rules.decision(game)
            laid = game.seats[0].vp_cards
            act(game, PlayVp(player=0))
            assert game.seats[0].vp_cards == laid + 1 and rules.decision(game) == asked
            seen.add(0)
        act(game, next(a for a in rules.legal_actions(game) if a.type != "play_vp"))
    assert seen == {0, 1}


def test_the_turn_cap_ends_the_game_with_the_most_vp_winning():
    game = start(2, first_player=0, options={"turn_cap": 1})
    place(game, 1, "melee", "s22")     # a 2-VP objective for seat 1
    for _ in range(8):
        finish_step(game)
    assert game.over and game.winners == [1]


def test_the_state_json_hides_hands_except_the_seats_own_view():
    from games.warcraft_board.definition import WARCRAFT

    game = start(2)
    plain = WARCRAFT.state_json(game)
    assert all("hand" not in p for p in plain["players"])
    assert all(p["hand_size"] == 3 for p in plain["players"])
    own = WARCRAFT.view(game, 1)
    assert "hand" not in own["players"][0] and own["players"][1]["hand"] == game.seats[1].hand
    for key in ("game", "scenario", "map", "round", "step", "player", "phase", "over", "winners", "players",
                "pieces", "outposts", "depletion", "battle"):
        assert key in plain
    assert plain["game"] == "warcraft_board" and plain["phase"] == "move"


def test_no_undo_past_an_action_that_rolled_a_die_or_drew_a_card():
    from games.warcraft_board.definition import WARCRAFT
    from games.warcraft_board.model.actions import Harvest

    game = start(2, first_player=0)
    place(game, 0, "worker", "s01")        # a worker on a Gold Mine
    assert WARCRAFT.undo_floor(game) is None
    finish_step(game)                      # no die, no card
    assert WARCRAFT.undo_floor(game) is None
    run_until(game, "harvest", 0)
    act(game, Harvest(player=0, space="s01"))
    assert WARCRAFT.undo_floor(game) == len(game.actions)
    assert game.outcomes.income.log


def test_a_listed_battle_whose_space_lost_its_hostile_units_is_skipped_and_not_shown():
    """§4.1 step 4: a listed battle is skipped if its space no longer holds units of two hostile sides
    (here the first battle kills its flank's Orc); the state JSON's `battles` lists only those left."""
    fields = {(0, 0): {"type": "city", "city_of": "humans"}, (2, 3): {"type": "city", "city_of": "orcs"}}
    game = scenario_game("main", grid_board(3, 4, fields), ["humans", "orcs"], first=0)
    for seat in game.seats:
        seat.hand, seat.deck, seat.discard = [], [], []
    clear(game, "s00")
    clear(game, "s23")
    game.outcomes.dice.script = [1, 1, 6, 6]      # the Humans' two melee dice hit, the Orcs' miss
    humans = [place(game, 0, "melee", space)[0] for space in ("s01", "s02", "s03")]
    orcs = [place(game, 1, "melee", space)[0] for space in ("s11", "s12", "s13")]
    for piece, space in zip(humans, ("s11", "s12", "s13")):
        act(game, Move(player=0, piece=piece, path=(space,)))
    act(game, EndStep(player=0))
    assert state_json(game)["battles"] == ["s11", "s12", "s13"]
    act(game, Fight(player=0, space="s11"))            # the Orc on s12 flanks it and dies there
    assert game.pieces[orcs[1]].where == "reserve"
    assert state_json(game)["battles"] == ["s13"]
    assert rules.legal_actions(game) == [Fight(player=0, space="s13")]
    with pytest.raises(IllegalAction, match="no battle to fight in s12"):
        act(game, Fight(player=0, space="s12"))


def quiet(game):
    """No cards in any hand, and the step's start windows closed: only the turn's own flow is left."""
    for seat in game.seats:
        seat.hand = []
    game.window, game.window_plan, game.stage = None, [], "free"


def test_a_second_sack_eliminates_the_player_and_his_partner_and_the_other_team_wins_at_once():
    """§6: a City sacked before means that player and his team partners are eliminated; if one team
    remains it wins at once."""
    game = start(4, first_player=0)
    quiet(game)
    sack(game, 1, 0)
    for _ in range(4):
        finish_step(game)
    assert [s.sacked for s in game.seats] == [True, False, False, False] and not game.over
    run_until(game, "move", 1)
    for _ in range(4):
        finish_step(game)
    assert game.over and game.winners == [1, 3] and game.end_reason == "last_standing"
    assert [s.eliminated for s in game.seats] == [True, False, True, False]


def test_both_players_eliminated_by_the_same_sack_check_is_a_draw():
    """§6: all players are checked together; if none remains, the game is a draw."""
    game = start(2, first_player=0)
    quiet(game)
    sack(game, 1, 0)
    sack(game, 0, 1)
    finish_step(game)
    finish_step(game)
    assert [s.sacked for s in game.seats] == [True, True] and not game.over
    run_until(game, "move", 1)
    finish_step(game)
    finish_step(game)
    assert game.over and game.draw and game.winners == [] and game.end_reason == "everyone_eliminated"
