"""Move (§4.4), who may stand where (§4.3) and pushes (§4.9), on the shipped box's real boards.

Four seats (wolves_setups.situation): seat 0 plays the meadow pack, seat 1 desert, seat 2 forest,
seat 3 tundra. Most situations are on region board r02 (slot NE, water at 5,-2):
ring 1: 6,-2 meadow; 6,-3 mountain; 5,-3 desert; 4,-2 meadow; 4,-1 forest; 5,-1 tundra;
ring 2: 7,-2 meadow; 7,-3 mountain (lone wolf); 7,-4 mountain; 6,-4 desert; 5,-4 desert;
4,-3 meadow (lone wolf); 3,-2 meadow; 3,-1 meadow; 3,0 forest; 4,0 forest (prey); 5,0 tundra; 6,-1 tundra.
"""

import pytest
from wolves_setups import situation, state

from games.wolves.model.actions import Move, wolf
from games.wolves.model.actions import pay as pay_field
from games.wolves.model.hexes import parse_hex
from kernel.errors import IllegalAction

M, D, F, T = "meadow", "desert", "forest", "tundra"


def alpha(pack):
    return (pack, "alpha")


def pack(p):
    return (p, "pack")


def den(p):
    return (p, "den")


def lair(p):
    return (p, "lair")


def move(*wolves, seat=0, **fields):
    return Move(player=seat, wolves=tuple(wolf(kind, start, end) for kind, start, end in wolves), **fields)


def refused(game, action, words):
    """The action is refused with a reason holding `words`, and the state is unchanged."""
    before = state(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert words in info.value.reason, info.value.reason
    assert state(game) == before
    return info.value.reason


def test_a_move_pays_one_tile_of_the_destination_terrain_and_moves_the_wolf():
    game = situation(pieces={(3, -1): [alpha(M)]})
    events = game.apply(move(("alpha", "3,-1", "4,-2")))
    assert game.pieces == {(4, -2): (alpha(M),)}
    assert [e["type"] for e in events] == ["paid", "moved"]
    assert events[0] == {"type": "paid", "player": 0, "terrain": "meadow", "tiles": [0], "bonus_terrain": 0}
    assert game.actions_left == 1


def test_the_paid_terrain_is_the_destination_s_only(tmp_path):
    # start on meadow, cross forest and tundra, end on desert: one desert tile (§4.2)
    game = situation(pieces={(3, -1): [pack(M)]})
    events = game.apply(move(("pack", "3,-1", "5,-3")))
    assert events[0]["terrain"] == "desert" and events[0]["tiles"] == [3]
    assert game.boards[0].up(game.values, 3) == "mountain"       # tile 3 flipped: desert -> mountain


# -- §4.3: the table, for a wolf ending its move --------------------------------------------------------


@pytest.mark.parametrize("there, kind, allowed", [
    ([], "alpha", True), ([], "pack", True),
    ([den(M)], "pack", True), ([lair(M)], "alpha", True), ([pack(M)], "pack", True), ([alpha(M)], "alpha", True),
    ([den(D)], "alpha", True), ([den(D)], "pack", True),
    ([pack(D)], "alpha", True), ([pack(D)], "pack", False),
    ([alpha(D)], "alpha", False), ([alpha(D)], "pack", False),
    ([lair(D)], "alpha", False), ([lair(D)], "pack", False),
    ([den(M), pack(M)], "alpha", False), ([den(D), alpha(F)], "pack", False),
])
def test_who_may_end_a_move_where(there, kind, allowed):
    game = situation(pieces={(3, -1): [(M, kind)], (4, -2): there})
    action = move((kind, "3,-1", "4,-2"))
    if allowed:
        game.apply(action)
        assert (M, kind) in game.pieces[(4, -2)]
    else:
        refused(game, action, "cannot end on 4,-2")


def test_two_alphas_of_one_pack_may_share_a_hex_and_then_it_is_full():   # C11
    game = situation(pieces={(3, -1): [alpha(M)], (3, -2): [alpha(M)], (4, -2): [alpha(M)]})
    refused(game, move(("alpha", "3,-1", "3,-2"), ("alpha", "4,-2", "3,-2")), "two pieces")
    game.apply(move(("alpha", "3,-1", "3,-2")))
    assert game.pieces[(3, -2)] == (alpha(M), alpha(M))


def test_a_hex_of_two_virtual_pieces_is_full():                          # C11, C24 (2 players)
    # r02 at NE holds [full]: a virtual alpha and pack wolf (mountain) on 6,-3
    game = situation(players=2, pieces={(6, -4): [alpha(M)]})
    game.boards[0].bonus_terrain = 1
    refused(game, move(("alpha", "6,-4", "6,-3")), "two pieces")


@pytest.mark.parametrize("token_hex, terrain", [("4,-3", "meadow"), ("4,0", "forest")])
def test_no_wolf_ends_on_a_token(token_hex, terrain):                     # C10
    game = situation(pieces={(3, -1): [alpha(M)]})
    refused(game, move(("alpha", "3,-1", token_hex)), "holds a token")


def test_an_emptied_prey_hex_is_ordinary_land():                          # C9
    game = situation(pieces={(3, -1): [alpha(M)]})
    del game.prey[(4, 0)]
    game.apply(move(("alpha", "3,-1", "4,0")))
    assert game.pieces[(4, 0)] == (alpha(M),)


# -- paths: only water, chasm and the map's edge block (C2) ------------------------------------------------


def test_water_lengthens_the_path_but_pieces_do_not_block_it():
    crowd = {(5, -3): [lair(D)], (6, -3): [den(F), alpha(F)], (4, -1): [alpha(T), den(T)], (5, -1): [lair(F)]}
    game = situation(pieces={(4, -2): [alpha(M)], **crowd})
    game.apply(move(("alpha", "4,-2", "6,-2")))          # 3 steps around the water, through full hexes
    assert game.pieces[(6, -2)] == (alpha(M),)
    game = situation(pieces={(4, -2): [alpha(M)]})
    reason = refused(game, move(("alpha", "4,-2", "7,-2")), "more than your Speed 3")   # hex distance 3, path 4
    assert "C2" in reason


def test_the_chasm_blocks_a_path():
    # start board: 0,-1 (north) and 0,1 (south) are 2 apart across the canyon, 4 steps around it? no path
    # shorter than Speed 3 exists: the canyon runs edge to edge.
    game = situation(pieces={(0, -1): [alpha(M)]})
    assert game.ground.terrain[(0, 1)] == "forest"
    refused(game, move(("alpha", "0,-1", "0,1")), "more than your Speed")


def test_speed_and_spread_limit_a_move():
    game = situation(pieces={(3, -1): [alpha(M), pack(M)], (3, -2): [pack(M)]})
    refused(game, move(("alpha", "3,-1", "4,-2"), ("pack", "3,-1", "6,-2"), ("pack", "3,-2", "7,-2")),
            "your Spread is 2")
    game.boards[0].dens["spread"] = 1                     # Spread 3 (C20: the raised value applies)
    game.apply(move(("alpha", "3,-1", "4,-2"), ("pack", "3,-1", "6,-2"), ("pack", "3,-2", "0,-2")))
    assert game.pieces == {(4, -2): (alpha(M),), (6, -2): (pack(M),), (0, -2): (pack(M),)}


@pytest.mark.parametrize("wolves, words", [
    ((), "at least one wolf"),
    ((("alpha", "3,-1", "3,-1"),), "other than its start hex"),
    ((("alpha", "3,-1", "4,-2"), ("pack", "3,-2", "5,-3")), "terrain paid"),
    ((("alpha", "3,-2", "4,-2"),), "no alpha of yours on 3,-2"),
    ((("pack", "9,9", "4,-2"),), "no pack wolf of yours"),
    ((("alpha", "3,-1", "5,-2"),), "water, not land"),
    ((("alpha", "3,-1", "30,30"),), "off the map"),
    ((("beta", "3,-1", "4,-2"),), "kind must be alpha or pack"),
    ((("alpha", "3;-1", "4,-2"),), "not a hex"),
])
def test_a_malformed_or_impossible_move_is_refused(wolves, words):
    game = situation(pieces={(3, -1): [alpha(M)], (3, -2): [pack(M)]})
    refused(game, move(*wolves), words)


# -- several wolves: in the listed order (C3), all or nothing (C4) -------------------------------------------


def test_an_alpha_pushes_then_a_later_wolf_joins_it():
    game = situation(pieces={(3, -1): [alpha(M)], (3, -2): [pack(M)], (4, -2): [pack(D)]})
    events = game.apply(move(("alpha", "3,-1", "4,-2"), ("pack", "3,-2", "4,-2")))
    assert game.pieces[(4, -2)] == (alpha(M), pack(M))
    assert [e["type"] for e in events] == ["paid", "moved", "pushed", "moved"]
    assert events[2]["from"] == "4,-2" and game.pieces[parse_hex(events[2]["to"])] == (pack(D),)


def test_listed_the_other_way_round_the_whole_move_is_refused_and_nothing_paid():
    game = situation(pieces={(3, -1): [alpha(M)], (3, -2): [pack(M)], (4, -2): [pack(D)]})
    refused(game, move(("pack", "3,-2", "4,-2"), ("alpha", "3,-1", "4,-2")), "wolf 1: it cannot end on 4,-2")


def test_a_later_wolf_may_end_where_an_earlier_one_left():
    game = situation(pieces={(3, -1): [alpha(M), den(M)], (3, -2): [pack(M)]})
    refused(game, move(("pack", "3,-2", "3,-1"), ("alpha", "3,-1", "4,-2")), "two pieces")
    game.apply(move(("alpha", "3,-1", "4,-2"), ("pack", "3,-2", "3,-1")))
    assert game.pieces[(3, -1)] == (den(M), pack(M))


def test_each_wolf_moves_once():
    game = situation(pieces={(3, -1): [alpha(M)]})
    refused(game, move(("alpha", "3,-1", "4,-2"), ("alpha", "4,-2", "3,-2")), "has not moved in this Move (C3)")


# -- pushes (§4.9, C5, C6) -------------------------------------------------------------------------------------


def pushed_to(events):
    return [e["to"] for e in events if e["type"] == "pushed"]


def test_the_pushed_wolf_goes_to_the_nearest_empty_hex_and_never_onto_a_token():
    # 4,-2's neighbours: 5,-2 water, 5,-3 and 4,-1 and 3,-1 and 3,-2 filled, 4,-3 a lone wolf: the nearest is 2 away
    crowd = {(5, -3): [lair(F)], (4, -1): [alpha(F)], (3, -1): [alpha(M), pack(M)], (3, -2): [den(T), alpha(F)]}
    game = situation(pieces={**crowd, (4, -2): [pack(D)]})
    events = game.apply(move(("alpha", "3,-1", "4,-2")))
    assert game.pieces[(4, -2)] == (alpha(M),)
    # the alpha left 3,-1 holding one meadow pack wolf, not friendly to desert: nothing is free 1 step away;
    # 2 steps away, the first in the fixed search order (from 4,-2's neighbours E NE NW W SW SE) is 6,-3
    assert pushed_to(events) == ["6,-3"]
    assert game.pieces[(6, -3)] == (pack(D),)
    assert game.board.steps_from((4, -2))[(6, -3)] == 2


def test_a_friendly_hex_nearer_than_any_empty_one_takes_the_pushed_wolf():
    # 4,-1 holds one desert den: friendly to the desert wolf, 1 step away; every empty hex is 2 away
    crowd = {(5, -3): [lair(F)], (4, -1): [den(D)], (3, -1): [alpha(M), den(M)], (3, -2): [den(T), alpha(F)]}
    game = situation(pieces={**crowd, (4, -2): [pack(D)]})
    events = game.apply(move(("alpha", "3,-1", "4,-2")))
    assert pushed_to(events) == ["4,-1"]
    assert game.pieces[(4, -1)] == (den(D), pack(D))


def test_by_default_the_first_of_the_equally_near_in_the_fixed_order():
    crowd = {(5, -3): [lair(F)], (4, -1): [den(D)], (3, -1): [alpha(M)], (3, -2): [den(T), alpha(F)]}
    game = situation(pieces={**crowd, (4, -2): [pack(D)]})
    events = game.apply(move(("alpha", "3,-1", "4,-2")))
    # the alpha left 3,-1 empty and 4,-1 holds one desert den (friendly): both 1 away; the fixed order
    # (4,-2's neighbours E NE NW W SW SE) lists 3,-1 (SW) before 4,-1 (SE)
    assert pushed_to(events) == ["3,-1"]
    assert game.pieces[(3, -1)] == (pack(D),) and game.pieces[(4, -1)] == (den(D),)


def test_the_active_player_chooses_among_the_equally_near():
    crowd = {(5, -3): [lair(F)], (4, -1): [den(D)], (3, -1): [alpha(M)], (3, -2): [den(T), alpha(F)]}
    for choice in ("4,-1", "3,-1"):
        game = situation(pieces={**crowd, (4, -2): [pack(D)]})
        events = game.apply(move(("alpha", "3,-1", "4,-2"), push={"4,-2": choice}))
        assert pushed_to(events) == [choice]
    game = situation(pieces={**crowd, (4, -2): [pack(D)]})
    refused(game, move(("alpha", "3,-1", "4,-2"), push={"4,-2": "7,-2"}), "nearest empty or friendly hexes")
    refused(game, move(("alpha", "3,-1", "4,-2"), push={"3,-2": "7,-2"}), "where no wolf is pushed")


def test_a_push_with_nowhere_to_go_makes_the_move_illegal():
    game = situation(pieces={(3, -1): [alpha(M), den(F)], (4, -2): [pack(D)]})
    for h in game.ground.terrain:
        if h not in game.pieces and h not in game.lone_wolves and h not in game.prey:
            game.pieces[h] = (den(F), alpha(F))
    refused(game, move(("alpha", "3,-1", "4,-2")), "no empty or friendly hex is left")


def test_pack_wolves_never_push():                                       # C6
    game = situation(pieces={(3, -1): [pack(M)], (4, -2): [pack(D)]})
    refused(game, move(("pack", "3,-1", "4,-2")), "only an alpha pushes")


def test_a_move_may_be_paid_with_a_named_tile_or_a_bonus_token():
    game = situation(pieces={(3, -1): [alpha(M)], (3, -2): [alpha(M)]})
    game.boards[0].bonus_terrain = 1
    events = game.apply(move(("alpha", "3,-1", "4,-2"), pay=pay_field([1])))
    assert events[0]["tiles"] == [1] and game.boards[0].up(game.values, 1) == "forest"
    events = game.apply(move(("alpha", "3,-2", "2,-2"), pay=pay_field((), 1)))
    assert events[0]["bonus_terrain"] == 1 and game.boards[0].bonus_terrain == 0
    assert game.supply["bonus_terrain"] == 13       # back to the supply (this token was given by hand)
