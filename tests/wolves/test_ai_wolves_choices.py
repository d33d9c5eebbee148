"""The decisions of the rules' digital notes, made by the planning levels on the real engine: the
tiles' face, the start hexes, the tiles that pay, the push destination, the bonus action and the end
of the turn. Boards are the shipped box's (tests/wolves/wolves_setups.py: seat 0 meadow, 1 desert,
2 forest, 3 tundra; dual tiles all face a)."""

import pytest
from wolves_setups import random_setup, situation

from games.wolves.ai import make_player
from games.wolves.ai.candidates import hunt_variants, payment_variants, push_variants
from games.wolves.ai.setup_choices import orientation_scores
from games.wolves.model.actions import Move, wolf
from games.wolves.model.game import WolvesGame
from kernel.actions import Record

PLANNING = ("easy", "medium", "hard")


def test_the_face_is_chosen_by_the_map_above_easy():
    game = WolvesGame(random_setup(3, 4))
    scores = orientation_scores(game, game.current)
    best = max("ab", key=lambda face: scores[face])
    for level in ("medium", "hard"):
        assert make_player(level, 1).choose(game).face == best
    faces = {make_player("easy", seed).choose(game).face for seed in range(12)}
    assert faces == {"a", "b"}, "easy draws the face from its own generator"


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("level", PLANNING)
def test_start_hexes_are_legal_and_two_players_avoid_new_regions(level, players):
    game = WolvesGame(random_setup(players, 9))
    bot = make_player(level, 2)
    while game.phase == "orient":
        game.apply(bot.choose(game))
    while game.phase == "start":
        action = bot.choose(game)
        assert action in game.legal_actions()
        if players == 2:     # §3.2.7: a region whose top scoring token is not new
            board = game.ground.board_of[tuple(map(int, action.hex.split(",")))]
            assert game.scoring[board][0] != "new"
        game.apply(action)


@pytest.mark.parametrize("level", ("medium", "hard"))
def test_a_move_is_paid_with_the_tile_that_turns_to_what_a_howl_needs(level):
    """The forest pack shows forest on its home tile and on tile 2 (forest / desert). Its alpha is
    beside a desert lone wolf, and only tile 3 shows desert: a Move onto forest paid with tile 2
    leaves two deserts, so the Howl is payable; the default (the home tile) would not."""
    game = situation(4, {(1, 1): [("forest", "alpha")], (0, 1): [("forest", "pack")]}, seat=2)
    assert game.ground.terrain[(1, 2)] == "desert" and (1, 2) in game.lone_wolves
    move = Move(player=2, wolves=(wolf("pack", "0,1", "-1,2"),))
    assert [v["tiles"] for v in (dict(a.pay) for a in payment_variants(game, 2, move))] == [(2,)]
    bot = make_player(level, 1)
    chosen = bot.refined(game, 2, [bot.scored(game, 2, move, 0)]).action
    assert chosen.pay == Record({"tiles": (2,), "bonus_terrain": 0})
    game.apply(chosen)
    assert game.legal_targets("howl", 2) == [(1, 2)]


def test_a_pushed_wolf_is_sent_out_of_the_region_it_would_win():
    """Meadow's alpha pushes desert's pack wolf off (0,4) in r03, where desert also has a den: pushed
    to a hex of r03 (the first in the search order) desert keeps 2 control against meadow's 1;
    pushed into r04 it has 1, and meadow's alpha wins the tie. Hard sees it; medium's simpler
    region model values desert's lone wolf in r04, whose phase is far off, above the lead in r03
    (docs/AI.md, The Wolves)."""
    level = "hard"
    game = situation(4, {(1, 3): [("meadow", "alpha")], (0, 4): [("desert", "pack")],
                         (2, 2): [("desert", "den")]}, seat=0)
    move = Move(player=0, wolves=(wolf("alpha", "1,3", "0,4"),))
    options = [dict(v.push)["0,4"] for v in push_variants(game, 0, move)]
    assert "-1,5" in options
    bot = make_player(level, 1)
    chosen = bot.refined(game, 0, [bot.scored(game, 0, move, 0)]).action
    to = tuple(map(int, dict(chosen.push)["0,4"].split(",")))
    assert game.ground.board_of[to] == "r04"
    assert game.ranking("r03") == [["desert"], ["meadow"]]
    game.apply(chosen)
    assert game.ranking("r03")[0] == ["meadow"]


def late_turn(bonus, actions_left=0):
    """Seat 0 with no regular action left, the full moon filled this turn: tokens kept are worth nothing."""
    game = situation(4, {(1, 1): [("meadow", "alpha")], (0, 1): [("meadow", "pack")]}, seat=0,
                     actions_left=actions_left)
    game.calendar = [("lone_wolf", None)] * game.phase_days["full"]
    game.scored = ["new", "quarter"]
    game.scheduled = ["full"]
    game.boards[0].bonus_action = bonus
    return game


@pytest.mark.parametrize("level", PLANNING)
def test_a_bonus_action_is_spent_before_the_game_ends_and_the_turn_then_ends(level):
    bot = make_player(level, 1)
    game = late_turn(bonus=1)
    action = bot.choose(game)
    assert action.type == "bonus_action"
    game.apply(action)
    action = bot.choose(game)
    assert action.type in ("move", "build")
    game.apply(action)
    assert bot.choose(game).type == "end_turn"
    assert bot.choose(late_turn(bonus=0)).type == "end_turn"


@pytest.mark.parametrize("level", PLANNING)
def test_a_turn_with_no_legal_action_is_ended(level):
    """No wolf on the map: nothing to move, build, howl or dominate; the turn is forfeited (C19)."""
    game = situation(4, {}, seat=1, actions_left=2)
    assert make_player(level, 1).choose(game).type == "end_turn"


def test_a_hunted_species_two_stacks_offer_names_each_stack():
    """Five players: two stacks of each species. When an action makes the seat hunt one, the other
    stack of that species is offered as the `hunt` choice (C7)."""
    game = WolvesGame(random_setup(5, 3))
    species = game.prey[game.ground.prey_hexes[0]][-1]
    stacks = [h for h in game.ground.prey_hexes if game.prey[h][-1] == species]
    assert len(stacks) == 2
    action = Move(player=0, wolves=(wolf("alpha", "0,0", "0,1"),))
    events = [{"type": "hunted", "player": 0, "species": species,
               "hex": f"{stacks[0][0]},{stacks[0][1]}"}]
    variants = list(hunt_variants(game, 0, action, events))
    assert [dict(v.hunt) for v in variants] == [{species: f"{stacks[1][0]},{stacks[1][1]}"}]
