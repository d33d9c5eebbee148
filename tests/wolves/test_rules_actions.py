"""Build Den (§4.5), Upgrade (§4.6), Howl (§4.7), Dominate (§4.8) and paying (§4.2), on the
shipped box's real boards. Seats: 0 meadow, 1 desert, 2 forest, 3 tundra; every seat's dual tiles
show face a: the meadow pack shows meadow on tiles 0 and 1, forest 2, desert 3, mountain 4, tundra 5.
Region r02 (NE, water 5,-2) as in test_rules_move.py; its lone wolves are on 4,-3 (meadow) and
7,-3 (mountain), its prey on 4,0 (forest)."""

import pytest
from wolves_setups import situation, state

from games.wolves.model.actions import Build, Dominate, Howl, Move, Upgrade, wolf
from games.wolves.model.actions import pay as pay_field
from kernel.actions import Record
from kernel.errors import IllegalAction

M, D, F, T = "meadow", "desert", "forest", "tundra"


def alpha(p):
    return (p, "alpha")


def pack(p):
    return (p, "pack")


def den(p):
    return (p, "den")


def lair(p):
    return (p, "lair")


def refused(game, action, words):
    before = state(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert words in info.value.reason, info.value.reason
    assert state(game) == before
    return info.value.reason


def types(events):
    return [e["type"] for e in events]


# -- Build Den (§4.5) ---------------------------------------------------------------------------------


def test_a_den_beside_an_alpha_raises_the_attribute_at_once():
    game = situation(pieces={(3, -1): [alpha(M)]})
    events = game.apply(Build(player=0, hex="4,-2", area="speed"))
    assert types(events) == ["paid", "built", "attribute_raised"]
    assert events[0]["tiles"] == [0, 1] and events[0]["terrain"] == "meadow"
    assert game.pieces[(4, -2)] == (den(M),)
    assert game.boards[0].attribute(game.values, "speed") == 4        # RU's den example: Speed rises to 4
    # C20: the next action of the same turn already moves 4 steps
    game.boards[0].bonus_terrain = 1
    game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "7,-2"),)))   # 4 steps around the water


@pytest.mark.parametrize("there, words", [
    ([pack(M)], None), ([alpha(M)], None),
    ([den(M)], "already holds your den"), ([lair(M)], "already holds your lair"),
    ([pack(D)], "foreign pack wolf"), ([den(D)], "foreign den"), ([alpha(D)], "foreign alpha"),
    ([pack(M), pack(M)], "two pieces"),
])
def test_where_a_den_may_go(there, words):                                # §4.3's last column
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): there})
    action = Build(player=0, hex="4,-2", area="spread")
    if words is None:
        game.apply(action)
        assert den(M) in game.pieces[(4, -2)]
    else:
        refused(game, action, words)


def test_a_den_needs_an_alpha_on_or_beside_its_hex_and_no_token():
    game = situation(pieces={(7, -2): [alpha(M)], (3, -2): [pack(M)]})
    refused(game, Build(player=0, hex="4,-2", area="spread"), "alphas must stand on it or beside it")
    game = situation(pieces={(3, -2): [alpha(M)]})
    refused(game, Build(player=0, hex="4,-3", area="spread"), "holds a token")                       # C10
    refused(game, Build(player=0, hex="5,-2", area="spread"), "is water, not land")
    refused(game, Build(player=0, hex="4,-2", area="lairs"), "spread, speed or howl")


def test_dens_are_built_on_the_start_board_but_never_give_control():      # C12
    game = situation(pieces={(-1, -1): [alpha(M)]})
    game.apply(Build(player=0, hex="0,-2", area="howl"))
    assert game.pieces[(0, -2)] == (den(M),)
    assert all(game.ranking(b) == [] for b in game.ground.regions)
    game.pieces[(-1, -1)] = (alpha(M),)
    game.boards[0].bonus_terrain = 2
    refused(game, Upgrade(player=0, hex="0,-2"), "beside a water hex")


def test_the_rows_of_an_attribute_area_reward_when_emptied():
    game = situation(pieces={(3, -1): [alpha(M)]}, actions_left=9)
    board = game.boards[0]
    board.bonus_terrain = 8
    rewards = []
    values = []
    for h in ("4,-2", "3,-2", "3,0", "4,-1"):
        events = game.apply(Build(player=0, hex=h, area="spread", pay=pay_field((), 2)))
        values.append(board.attribute(game.values, "spread"))
        rewards.append([e["token"] for e in events if e["type"] == "gained"])
    assert values == [3, 4, 5, 6]
    assert rewards == [[], ["bonus_terrain"], [], ["bonus_action"]]      # top row, then bottom row emptied
    assert board.area_vp(game.values, "spread") == 6
    refused(game, Build(player=0, hex="3,-1", area="spread"), "no den left (C26)")


def test_with_every_den_gone_build_and_dominating_a_den_are_illegal():   # C26
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(D)]})
    game.boards[0].dens = {"spread": 4, "speed": 4, "howl": 4}
    game.boards[0].bonus_terrain = 3
    for area in ("spread", "speed", "howl"):
        refused(game, Build(player=0, hex="3,-2", area=area), "no den left (C26)")
        refused(game, Dominate(player=0, hex="4,-2", kind="den", area=area), "no den left (C26)")
    assert game.legal_targets("build") == []


# -- Upgrade (§4.6) -----------------------------------------------------------------------------------


def test_an_upgrade_puts_the_den_on_the_calendar_and_a_lair_in_its_place():
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(M)]})
    events = game.apply(Upgrade(player=0, hex="4,-2"))
    assert types(events) == ["paid", "day_filled", "upgraded", "gained"]      # C21's order
    assert events[1] == {"type": "day_filled", "day": 1, "item": "den", "pack": "meadow"}
    assert events[2]["vp"] == 3 and events[3]["token"] == "bonus_terrain"        # C14
    assert game.pieces[(4, -2)] == (lair(M),)
    assert game.boards[0].lairs == 1 and game.boards[0].bonus_terrain == 1
    assert game.calendar == [("den", "meadow")]


def test_the_second_lair_reveals_5_vp():                                  # RU's example
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(M)]})
    game.boards[0].lairs = 1
    game.apply(Upgrade(player=0, hex="4,-2"))
    assert game.boards[0].area_vp(game.values, "lairs") == 5


def test_upgrade_requirements():
    far = situation(pieces={(7, -2): [alpha(M)], (4, -2): [den(M)]})
    refused(far, Upgrade(player=0, hex="4,-2"), "alphas must stand on it or beside it")
    inland = situation(pieces={(3, -2): [alpha(M)], (3, -1): [den(M)]})
    refused(inland, Upgrade(player=0, hex="3,-1"), "beside a water hex (§4.6, C13)")
    foreign = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(D)]})
    refused(foreign, Upgrade(player=0, hex="4,-2"), "no den of yours")
    second = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(M)], (6, -2): [lair(M)]})
    refused(second, Upgrade(player=0, hex="4,-2"), "already have a lair on this region board")
    spent = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(M)]})
    spent.boards[0].lairs = 4
    refused(spent, Upgrade(player=0, hex="4,-2"), "no lair left (C26)")


def test_other_packs_lairs_on_the_board_do_not_count():                  # C13
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(M)], (6, -2): [lair(D)], (5, -3): [lair(F)]})
    game.apply(Upgrade(player=0, hex="4,-2"))
    assert game.pieces[(4, -2)] == (lair(M),)


@pytest.mark.parametrize("visitor", [pack(D), alpha(D)])
def test_a_lair_pushes_a_foreign_wolf_alpha_or_not(visitor):
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(M), visitor]})
    events = game.apply(Upgrade(player=0, hex="4,-2"))
    assert game.pieces[(4, -2)] == (lair(M),)
    (push,) = [e for e in events if e["type"] == "pushed"]
    assert push["kind"] == visitor[1] and push["from"] == "4,-2"
    assert types(events) == ["paid", "day_filled", "upgraded", "pushed", "gained"]


def test_your_own_wolf_stays_on_the_new_lair():
    game = situation(pieces={(4, -2): [den(M), alpha(M)]})
    events = game.apply(Upgrade(player=0, hex="4,-2"))
    assert game.pieces[(4, -2)] == (lair(M), alpha(M))
    assert "pushed" not in types(events)


def test_upgrade_push_choice():
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(M), pack(D)]})
    options = game.push_options((4, -2), D)
    events = game.apply(Upgrade(player=0, hex="4,-2", push={"4,-2": "3,-2"}))
    assert (3, -2) in options and [e["to"] for e in events if e["type"] == "pushed"] == ["3,-2"]
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(M)]})
    refused(game, Upgrade(player=0, hex="4,-2", push={"4,-2": "3,-2"}), "where no wolf is pushed")


# -- Howl (§4.7) --------------------------------------------------------------------------------------


def test_howl_takes_the_token_to_the_calendar_and_the_next_figure_to_the_hex():
    game = situation(pieces={(3, -2): [alpha(M)]})
    events = game.apply(Howl(player=0, hex="4,-3"))
    assert types(events) == ["paid", "day_filled", "howled"]
    assert events[2]["kind"] == "pack" and events[2]["cell"] == 1 and events[2]["vp"] == 1
    assert game.pieces[(4, -3)] == (pack(M),) and (4, -3) not in game.lone_wolves
    assert game.calendar == [("lone_wolf", None)]
    assert game.boards[0].area_vp(game.values, "wolves") == 1


def test_howl_range_is_the_plain_distance_and_rises_with_howl_dens():     # RU: one Howl den gives range 2; C1
    game = situation(pieces={(3, -1): [alpha(M)]})          # 4,-3 is 2 away
    refused(game, Howl(player=0, hex="4,-3"), "Howl range 1")
    game.boards[0].dens["howl"] = 1
    game.apply(Howl(player=0, hex="4,-3"))


def test_howl_needs_a_lone_wolf_and_a_figure():
    game = situation(pieces={(3, -2): [alpha(M)]})
    refused(game, Howl(player=0, hex="4,-2"), "no lone wolf token")
    game.boards[0].wolves = [False] * 8
    refused(game, Howl(player=0, hex="4,-3"), "wolves area is empty (C26)")


def test_the_third_figure_howled_is_an_alpha():                          # cells 3 and 6 hold alphas
    game = situation(pieces={(3, -2): [alpha(M)]})
    game.boards[0].wolves[:2] = [False, False]
    events = game.apply(Howl(player=0, hex="4,-3"))
    assert events[-1]["kind"] == "alpha" and game.pieces[(4, -3)] == (alpha(M),)


# -- Dominate (§4.8) ------------------------------------------------------------------------------------


def test_dominate_costs_three_units():                                    # C16
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [pack(D)]})
    refused(game, Dominate(player=0, hex="4,-2", kind="pack"), "it costs 3 meadow")
    game.boards[0].bonus_terrain = 1
    events = game.apply(Dominate(player=0, hex="4,-2", kind="pack"))
    assert events[0]["tiles"] == [0, 1] and events[0]["bonus_terrain"] == 1
    assert types(events) == ["paid", "day_filled", "dominated"]
    assert events[1]["item"] == "pack" and events[1]["pack"] == "desert"
    assert game.pieces[(4, -2)] == (pack(M),)
    assert game.boards[1].wolves == [True] * 8                 # the owner's board is untouched


def test_dominate_takes_the_next_pack_wolf_figure_skipping_alphas():     # C15
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [pack(D)]})
    board = game.boards[0]
    board.bonus_terrain = 1
    board.wolves[:2] = [False, False]                           # cells 1 and 2 howled out; cell 3 is an alpha
    events = game.apply(Dominate(player=0, hex="4,-2", kind="pack"))
    assert events[-1]["cell"] == 4
    assert board.wolves == [False, False, True, False, True, True, True, True]
    assert board.area_vp(game.values, "wolves") == 5            # the highest revealed cell, with a gap
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [pack(D)]})
    game.boards[0].wolves = [False, False, True, False, False, True, False, False]    # only alphas left
    game.boards[0].bonus_terrain = 1
    refused(game, Dominate(player=0, hex="4,-2", kind="pack"), "holds no pack wolf")


@pytest.mark.parametrize("kind", ["alpha", "lair"])
def test_alphas_and_lairs_are_never_targets(kind):
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [(D, kind)]})
    game.boards[0].bonus_terrain = 3
    refused(game, Dominate(player=0, hex="4,-2", kind=kind), "alphas and lairs are never targets")


def test_two_pieces_of_one_colour_are_immune():
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(D), pack(D)]})
    game.boards[0].bonus_terrain = 3
    refused(game, Dominate(player=0, hex="4,-2", kind="pack"), "two pieces of one colour")
    refused(game, Dominate(player=0, hex="4,-2", kind="den", area="howl"), "two pieces of one colour")


def test_a_foreign_wolf_on_your_own_den_may_be_dominated():              # C17
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(M), pack(D)]})
    game.boards[0].bonus_terrain = 1
    game.apply(Dominate(player=0, hex="4,-2", kind="pack"))
    assert game.pieces[(4, -2)] == (den(M), pack(M))


def test_a_dominated_den_becomes_yours_from_the_area_you_choose():
    game = situation(pieces={(3, -1): [alpha(M)], (4, -2): [den(D), alpha(F)]})
    game.boards[0].bonus_terrain = 1
    game.boards[0].dens["howl"] = 1
    refused(game, Dominate(player=0, hex="4,-2", kind="den"), "choose the attribute area")
    refused(game, Dominate(player=0, hex="4,-2", kind="pack"), "no foreign pack wolf")
    events = game.apply(Dominate(player=0, hex="4,-2", kind="den", area="howl"))
    assert types(events) == ["paid", "day_filled", "dominated", "attribute_raised", "gained"]   # cell 3: top row
    assert game.pieces[(4, -2)] == (alpha(F), den(M))
    assert game.boards[0].attribute(game.values, "howl") == 3


def test_dominate_range_is_the_plain_distance_even_across_the_canyon():  # C1
    # start board: 0,-1 (north) and 0,1 (south) are 2 apart; the canyon makes the walk far longer
    game = situation(pieces={(0, -1): [alpha(M)], (0, 1): [pack(D)]})
    game.boards[0].bonus_terrain = 2
    refused(game, Dominate(player=0, hex="0,1", kind="pack"), "Howl range 1")
    game.boards[0].dens["howl"] = 1
    game.apply(Dominate(player=0, hex="0,1", kind="pack"))
    assert game.pieces[(0, 1)] == (pack(M),)


def test_a_single_virtual_piece_is_a_target_and_two_are_not():          # C17, C24, 2 players
    # 2 players: r01 at C holds [new]: one virtual den on 1,-1 (its water is 0,0); the virtual pack is mountain
    game = situation(players=2)
    assert game.pieces[(1, -1)] == (("mountain", "den"),)
    game.pieces[(1, -2)] = (alpha(M),)
    game.boards[0].bonus_terrain = 3
    game.apply(Dominate(player=0, hex="1,-1", kind="den", area="spread", pay=pay_field((), 3)))
    assert game.pieces[(1, -1)] == (den(M),) and game.calendar == [("den", "mountain")]
    game = situation(players=2)
    full = next(h for h, c in game.pieces.items() if c == (("mountain", "alpha"), ("mountain", "pack")))
    game.pieces[(full[0], full[1] - 1)] = (alpha(M),)
    game.boards[0].bonus_terrain = 3
    refused(game, Dominate(player=0, hex=f"{full[0]},{full[1]}", kind="pack", pay=pay_field((), 3)),
            "two pieces of one colour")


# -- paying (§4.2, C29) -------------------------------------------------------------------------------


def test_a_tile_flipped_by_one_action_pays_a_later_one_with_its_new_face():   # C29
    game = situation(pieces={(3, -1): [alpha(M)]})
    # forest: tile 2 (forest/desert) shows forest; a Move to 3,0 (forest) flips it to desert
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "3,0"),), pay=pay_field([2])))
    assert game.boards[0].up(game.values, 2) == "desert"
    # desert now shows on tiles 2 and 3: both pay a den on the desert hex 5,-3
    game.pieces[(5, -4)] = (alpha(M),)
    events = game.apply(Build(player=0, hex="5,-3", area="spread", pay=pay_field([2, 3])))
    assert events[0]["tiles"] == [2, 3]
    assert game.boards[0].up(game.values, 2) == "forest"


@pytest.mark.parametrize("pay, words", [
    ({"tiles": [0, 0]}, "a tile is named twice"),
    ({"tiles": [0]}, "it costs exactly 2 meadow"),
    ({"tiles": [0, 2]}, "tile 2 shows forest"),
    ({"tiles": [0, 9]}, "tiles 0 (the home tile) to 5"),
    ({"tiles": [0], "bonus_terrain": 1}, "you hold 0 bonus terrain tokens"),
    ({"tiles": [0, 1], "coins": 1}, 'not "coins"'),
    ({"tiles": "0,1"}, "list of tile numbers"),
])
def test_a_wrong_payment_is_refused(pay, words):
    game = situation(pieces={(3, -1): [alpha(M)]})
    refused(game, Build(player=0, hex="4,-2", area="spread", pay=Record(pay)), words)


def test_payments_lists_every_way_the_default_first():
    game = situation()
    game.boards[0].bonus_terrain = 1
    assert game.payments(0, "meadow", 2) == [{"tiles": [0, 1], "bonus_terrain": 0},
                                             {"tiles": [0], "bonus_terrain": 1}, {"tiles": [1], "bonus_terrain": 1}]
    assert game.payments(0, "tundra", 3) == []
