"""Region scoring (§5, C22-C24, C28), the end of the game and its tie-breaks (§6, C25, C30), with
the rulebook's worked examples. Five seats: 0 meadow, 1 desert, 2 forest, 3 tundra, 4 mountain;
regions r01-r03 hold `new` tokens, r04-r07 `quarter`, r08-r10 `full` (wolves_setups.fixed_setup).
r02 (NE) land: 6,-2 6,-3 5,-3 4,-2 4,-1 5,-1 7,-2 7,-3(lone wolf) 7,-4 6,-4 5,-4 4,-3(lone wolf)
3,-2 3,-1 3,0 4,0(prey) 5,0 6,-1."""

import pytest
from wolves_setups import situation, state

from games.wolves.model.actions import EndTurn, Howl, Move, wolf
from kernel.errors import IllegalAction

M, D, F, T, MT = "meadow", "desert", "forest", "tundra", "mountain"


def piece(p, kind):
    return (p, kind)


def scored(events, board):
    (found,) = [e for e in events if e["type"] == "region_scored" and e["board"] == board]
    return found


def score_now(game, phase):
    """End the acting seat's turn with `phase` scheduled (its actions used)."""
    game.scheduled = [phase]
    game.actions_left = 0
    return game.apply(EndTurn(player=game.current))


RU_REGION = {
    # tundra 6: a lair, a pack wolf, 2 dens
    (6, -2): [piece(T, "lair")], (7, -2): [piece(T, "pack")], (6, -3): [piece(T, "den")], (6, -4): [piece(T, "den")],
    # meadow 5: 2 alphas, 2 pack wolves, a den
    (4, -2): [piece(M, "alpha")], (3, -2): [piece(M, "alpha")], (3, -1): [piece(M, "pack")],
    (3, 0): [piece(M, "pack")], (4, -1): [piece(M, "den")],
    # mountain 3: 2 pack wolves, a den
    (5, -4): [piece(MT, "pack")], (7, -4): [piece(MT, "pack")], (5, 0): [piece(MT, "den")],
}


def test_the_rulebook_s_region_example_tundra_6_meadow_5_mountain_3():
    game = situation(players=5, pieces=RU_REGION)
    events = score_now(game, "new")
    r02 = scored(events, "r02")
    assert r02["control"] == {M: 5, T: 6, MT: 3}
    assert r02["ranking"] == [[T], [M], [MT]] and r02["token"] == "taken"
    assert game.boards[3].scoring_tokens == ["new"] and game.boards[0].vp_tokens == [2]
    assert game.boards[4].vp_tokens == [] and game.boards[4].scoring_tokens == []
    assert game.score(3)["regions"] == 4                      # its back: 4 VP at the end
    assert game.scoring["r02"] == ()


def test_alphas_break_a_tie_in_control():                                 # RU: meadow 3 loses to mountain 3
    pieces = {(4, -2): [piece(M, "den")], (4, -1): [piece(M, "den")], (3, -1): [piece(M, "pack")],
              (5, -4): [piece(MT, "pack")], (7, -4): [piece(MT, "pack")], (6, -2): [piece(MT, "alpha")]}
    game = situation(players=5, pieces=pieces)
    r02 = scored(score_now(game, "new"), "r02")
    assert r02["ranking"] == [[MT], [M]]
    assert game.boards[4].scoring_tokens == ["new"] and game.boards[0].vp_tokens == [2]


def test_a_tie_for_first_gives_each_the_lower_value_and_discards_the_token():
    pieces = {(4, -2): [piece(M, "pack")], (4, -1): [piece(M, "den")],
              (6, -2): [piece(D, "pack")], (6, -3): [piece(D, "den")], (5, 0): [piece(F, "pack")]}
    game = situation(players=5, pieces=pieces)
    r02 = scored(score_now(game, "new"), "r02")
    assert r02["token"] == "discarded" and r02["ranking"] == [[M, D], [F]]
    assert game.boards[0].vp_tokens == [2] and game.boards[1].vp_tokens == [2]
    assert game.boards[2].vp_tokens == [] and all(not b.scoring_tokens for b in game.boards)


def test_a_tie_for_second_gives_nobody_the_second_place():
    pieces = {(6, -2): [piece(T, "lair")], (4, -2): [piece(M, "pack")], (5, 0): [piece(D, "pack")]}
    game = situation(players=5, pieces=pieces)
    r02 = scored(score_now(game, "new"), "r02")
    assert r02["ranking"] == [[T], [M, D]] and game.boards[3].scoring_tokens == ["new"]
    assert game.boards[0].vp_tokens == [] and game.boards[1].vp_tokens == []


def test_alone_in_a_region_takes_its_token_and_an_empty_region_discards_it():   # C23
    game = situation(players=5, pieces={(4, -2): [piece(M, "pack")]})
    events = score_now(game, "new")
    assert scored(events, "r02")["token"] == "taken" and game.boards[0].scoring_tokens == ["new"]
    assert game.boards[0].vp_tokens == []                      # no 2nd place from mere absence of rivals
    assert scored(events, "r01") == {**scored(events, "r01"), "ranking": [], "token": "discarded", "awards": []}


def test_a_scored_region_is_never_scored_again_but_its_pieces_stay():   # C28
    game = situation(players=5, pieces={(4, -2): [piece(M, "pack")]})
    score_now(game, "new")
    game.current, game.actions_left = 0, 0
    events = score_now(game, "quarter")
    assert not [e for e in events if e["type"] == "region_scored" and e["board"] in ("r01", "r02", "r03")]
    assert game.pieces[(4, -2)] == (piece(M, "pack"),)
    # ... and still hunt: r02's deer on 4,0 with meadow wolves on three of its neighbours
    game.current, game.actions_left = 0, 2
    game.pieces.update({(5, 0): (piece(M, "pack"),), (5, -1): (piece(M, "pack"),), (3, -1): (piece(M, "alpha"),)})
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "4,-1"),)))
    assert [e["species"] for e in events if e["type"] == "hunted"] == ["deer"]


def test_the_phase_day_schedules_scoring_for_the_end_of_the_turn():     # §4.11, C21, C22
    game = situation(players=5, pieces={(3, -2): [piece(M, "alpha")], (4, -2): [piece(M, "pack")]})
    game.calendar = [("lone_wolf", None)] * 7                 # 5 players: new on day 8
    events = game.apply(Howl(player=0, hex="4,-3"))
    assert [e["type"] for e in events][-1] == "phase_scheduled" and events[-1] == {
        "type": "phase_scheduled", "phase": "new", "day": 8}
    assert game.scheduled == ["new"] and game.scoring["r02"] == ("new",)   # not yet: at the turn's end
    game.apply(_last_action(game))
    events = game.apply(EndTurn(player=0))
    assert [e["type"] for e in events][:5] == ["turn_ended", "region_scored", "region_scored", "region_scored",
                                               "phase_scored"]
    assert game.boards[0].scoring_tokens == ["new"] and game.scored == ["new"] and game.scheduled == []


def _last_action(game):
    return Move(player=0, wolves=(wolf("alpha", "3,-2", "3,-1"),))


def test_several_phases_of_one_turn_score_in_phase_order_and_full_ends_the_game():   # C22, §6
    game = situation(players=5, pieces={(4, -2): [piece(M, "pack")], (-3, 4): [piece(D, "pack")]})
    game.scheduled = ["quarter", "new", "full"]
    game.actions_left = 0
    events = game.apply(EndTurn(player=0))
    assert [e["phase"] for e in events if e["type"] == "phase_scored"] == ["new", "quarter", "full"]
    assert events[-1]["type"] == "game_over" and game.over and game.phase == "over" and game.current is None
    assert game.legal_actions() == []
    with pytest.raises(IllegalAction, match="the game is over"):
        game.apply(EndTurn(player=0))


def test_a_player_who_fills_the_full_moon_day_takes_his_other_actions_first():   # C22
    game = situation(players=5, pieces={(3, -2): [piece(M, "alpha")]})
    game.calendar = [("lone_wolf", None)] * 23
    game.scored = ["new", "quarter"]
    game.apply(Howl(player=0, hex="4,-3"))
    assert not game.over and game.actions_left == 1
    before = state(game)
    with pytest.raises(IllegalAction, match="actions are compulsory"):
        game.apply(EndTurn(player=0))
    assert state(game) == before
    game.apply(_last_action(game))
    events = game.apply(EndTurn(player=0))
    assert game.over and events[-1]["type"] == "game_over"


def test_components_beyond_the_last_day_are_set_aside():                 # C18
    game = situation(players=5, pieces={(3, -2): [piece(M, "alpha")]})
    game.calendar = [("lone_wolf", None)] * 30
    game.scored = ["new", "quarter", "full"]
    events = game.apply(Howl(player=0, hex="4,-3"))
    assert {"type": "set_aside", "item": "lone_wolf", "pack": None} in events and len(game.calendar) == 30


# -- 2 players: the virtual pack, the stacks ----------------------------------------------------------------
# 2 players: r01 at C [new] (virtual den on 1,-1), r02 at NE [full], r03 at SE [full], r04 at SW [new on
# quarter] (virtual den + pack wolf on -4,1), r05 at NW [quarter on full] (virtual alpha + den on -1,-4).
# The virtual pack is mountain. r01 land includes 0,-1 and 1,-2 and -1,-1; r04 land includes -4,2 and -6,2.


def test_a_real_player_tied_with_the_virtual_pack_for_first_takes_the_lower_value():   # §5.4
    game = situation(players=2, pieces={(0, -1): [piece(M, "pack")]})
    r01 = scored(score_now(game, "new"), "r01")
    assert r01["ranking"] == [[M, MT]] and r01["token"] == "discarded"
    assert game.boards[0].vp_tokens == [2] and game.boards[0].scoring_tokens == []


def test_a_token_the_virtual_pack_would_take_is_discarded_and_a_real_second_still_scores():
    game = situation(players=2, pieces={(-4, 2): [piece(M, "pack")]})
    r04 = scored(score_now(game, "new"), "r04")
    assert r04["ranking"] == [[MT], [M]] and r04["token"] == "discarded"
    assert game.boards[0].vp_tokens == [2] and game.boards[0].scoring_tokens == []
    assert game.scoring["r04"] == ("quarter",) and r04["revealed"] == "quarter"     # the stack's next token


def test_the_virtual_pack_second_means_nobody_takes_second_place():     # C24
    game = situation(players=2, pieces={(-4, 2): [piece(M, "lair")], (-6, 2): [piece(D, "pack")]})
    r04 = scored(score_now(game, "new"), "r04")
    assert r04["ranking"] == [[M], [MT], [D]]
    assert game.boards[0].scoring_tokens == ["new"] and game.boards[1].vp_tokens == []


def test_a_stacked_region_scores_again_for_its_second_token():
    game = situation(players=2, pieces={(-4, 2): [piece(M, "lair")]})
    score_now(game, "new")
    game.current, game.actions_left = 0, 0
    r04 = scored(score_now(game, "quarter"), "r04")
    assert r04["phase"] == "quarter" and game.boards[0].scoring_tokens == ["new", "quarter"]
    assert game.scoring["r04"] == ()


# -- the end (§6) -------------------------------------------------------------------------------------------


def rulebook_final_board(game, seat):
    """RU's final-score example: spread 3 dens, speed 3, howl 2, 3 lairs, 3 prey, 6 figures howled out,
    1st in a quarter and a full region, 2nd in a new and two quarter regions."""
    board = game.boards[seat]
    board.dens = {"spread": 3, "speed": 3, "howl": 2}
    board.lairs = 3
    board.hunt = ["moose", "deer", "hare"]
    board.wolves = [False] * 6 + [True] * 2
    board.scoring_tokens = ["quarter", "full"]
    board.vp_tokens = [2, 3, 3]
    return board


def test_the_rulebook_s_final_score_is_54():
    game = situation(players=4)
    rulebook_final_board(game, 0)
    assert game.score(0) == {"regions": 14, "vp_tokens": 8, "spread": 4, "speed": 4, "howl": 2, "lairs": 8,
                             "hunt": 6, "wolves": 8, "total": 54}
    events = score_now(game, "full")
    final = events[-1]["scores"]
    assert final[0]["total"] == 54 and game.winners == [0]
    assert state(game)["players"][0]["vp"] == 54


def test_ties_go_to_scoring_tokens_then_wolves_then_alphas_then_are_shared():   # §6, C25, C30
    def tied():
        game = situation(players=3)
        for seat in (0, 1):
            game.boards[seat].vp_tokens = [8]
        return game

    game = tied()
    game.boards[0].vp_tokens = [4]
    game.boards[0].scoring_tokens = ["new"]                 # 4 VP from a held token: same total, one token more
    score_now(game, "full")
    assert game.winners == [0]
    game = tied()
    game.pieces = {(4, -2): (piece(D, "pack"),), (3, -2): (piece(M, "den"),)}
    score_now(game, "full")
    assert game.winners == [1]                              # VP tokens do not count (C30); desert has a wolf
    game = tied()
    game.pieces = {(-2, 0): (piece(M, "pack"),), (2, -2): (piece(D, "alpha"),)}   # start board wolves count
    score_now(game, "full")
    assert game.winners == [1]
    game = tied()
    game.pieces = {(-2, 0): (piece(M, "alpha"),), (2, -2): (piece(D, "alpha"),)}
    score_now(game, "full")
    assert game.winners == [0, 1]                           # a shared victory (C25)
