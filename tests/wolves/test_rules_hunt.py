"""The hunt check (§4.10, C7, C8), on the shipped box. Four seats: 0 meadow, 1 desert, 2 forest,
3 tundra. r02's prey hex 4,0 holds a stack of 2 deer; its land neighbours: 5,0 tundra; 5,-1 tundra;
4,-1 forest; 3,0 forest; 3,1 mountain; 4,1 forest. Two raccoon stacks: 1,5 (r03, slot SE; beside it
2,5 2,4 1,4 0,5) and 6,3 (r07, slot E; beside it 7,3 7,2 6,2 5,3)."""

import pytest
from wolves_setups import situation

from games.wolves.model.actions import Build, Move, wolf
from kernel.errors import IllegalAction

M, D, F, T = "meadow", "desert", "forest", "tundra"


def alpha(p):
    return (p, "alpha")


def pack(p):
    return (p, "pack")


def den(p):
    return (p, "den")


def hunts(events):
    return [(e["player"], e["species"], e["hex"]) for e in events if e["type"] == "hunted"]


def test_three_hexes_of_wolves_beside_the_prey_take_its_top_token():
    game = situation(pieces={(5, 0): [pack(M)], (5, -1): [pack(M)], (3, -1): [alpha(M)]})
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "4,-1"),)))
    assert [e["type"] for e in events] == ["paid", "moved", "hunted", "gained"]      # C21: after the move
    assert events[2] == {"type": "hunted", "player": 0, "pack": M, "species": "deer", "hex": "4,0",
                         "cell": 1, "vp": 2}
    assert events[3]["token"] == "bonus_action" and game.boards[0].bonus_action == 1
    assert game.prey[(4, 0)] == ("deer",) and game.boards[0].hunt == ["deer"]


def test_one_hex_of_two_wolves_counts_once_and_dens_never_surround():   # C8
    game = situation(pieces={(5, 0): [alpha(M), pack(M)], (5, -1): [den(M)], (3, -1): [alpha(M)]})
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "4,-1"),)))
    assert hunts(events) == [] and game.prey[(4, 0)] == ("deer", "deer")


def test_a_pack_holds_one_token_of_each_species():
    game = situation(pieces={(5, 0): [pack(M)], (5, -1): [pack(M)], (4, -1): [pack(M)], (3, -1): [alpha(M)]})
    game.boards[0].hunt = ["deer"]
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "3,0"),)))
    assert hunts(events) == [] and game.prey[(4, 0)] == ("deer", "deer")


def test_every_pack_is_checked_after_every_action_the_active_one_first():   # C7
    # meadow (active) and desert both surround the deer; the stack of 2 gives one to each, meadow first
    pieces = {(5, 0): [pack(D)], (5, -1): [pack(D)], (4, -1): [pack(D)],
              (3, 0): [pack(M)], (3, 1): [pack(M)], (3, -1): [alpha(M)]}
    game = situation(pieces=pieces)
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "4,1"),)))
    assert hunts(events) == [(0, "deer", "4,0"), (1, "deer", "4,0")]
    assert (4, 0) not in game.prey                                  # an emptied stack leaves ordinary land
    # the stack's last token goes to the earliest in turn order from the active player
    game = situation(pieces=pieces)
    game.prey[(4, 0)] = ("deer",)
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "4,1"),)))
    assert hunts(events) == [(0, "deer", "4,0")]
    # desert acts: it comes first (seat 1, then 2, 3, 0) though meadow surrounds too
    pieces = {**{h: c for h, c in pieces.items() if h != (3, -1)}, (4, 1): [alpha(M)], (7, -2): [alpha(D)]}
    game = situation(pieces=pieces, seat=1)
    game.prey[(4, 0)] = ("deer",)
    events = game.apply(Move(player=1, wolves=(wolf("alpha", "7,-2", "6,-2"),)))
    assert hunts(events) == [(1, "deer", "4,0")]


def test_an_action_that_moves_none_of_its_wolves_still_hunts_for_others():
    # desert already surrounds the deer (setup never hunts, and nobody acted since): the meadow's build
    # ends an action, so desert hunts now
    game = situation(pieces={(5, 0): [pack(D)], (5, -1): [pack(D)], (4, -1): [pack(D)], (3, -1): [alpha(M)]})
    events = game.apply(Build(player=0, hex="3,-2", area="spread"))
    assert hunts(events) == [(1, "deer", "4,0")]


def test_a_pushed_wolf_may_complete_its_owner_s_hunt():                  # C7
    crowd = {(4, -2): [den(F), alpha(F)], (3, -2): [den(F), alpha(F)], (2, 0): [den(F), alpha(F)]}
    game = situation(pieces={**crowd, (5, 0): [pack(D)], (5, -1): [pack(D)], (3, -1): [pack(D)],
                             (3, -3): [alpha(M)]})
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-3", "3,-1"),)))
    pushed = [e["to"] for e in events if e["type"] == "pushed"]
    assert pushed == ["4,-1"]                                       # the nearest free hex, beside the deer
    assert hunts(events) == [(1, "deer", "4,0")]


def raccoon_hunters():
    around = [(2, 5), (2, 4), (1, 4), (7, 3), (7, 2), (6, 2)]
    game = situation(pieces={h: [pack(M)] for h in around})
    game.pieces[(0, 4)] = (alpha(M),)
    return game


def test_two_stacks_of_a_missing_species_the_hunter_picks_one():         # C7
    game = raccoon_hunters()
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "0,4", "0,3"),)))     # 0,3 desert; the first stack
    assert hunts(events) == [(0, "raccoon", "1,5")]
    game = raccoon_hunters()
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "0,4", "0,3"),), hunt={"raccoon": "6,3"}))
    assert hunts(events) == [(0, "raccoon", "6,3")]
    assert game.prey[(1, 5)] == ("raccoon", "raccoon") and game.prey[(6, 3)] == ("raccoon",)


def test_a_hunt_choice_must_name_a_stack_of_that_species():
    game = raccoon_hunters()
    for choice, words in (({"raccoon": "4,0"}, "holds no raccoon"), ({"wolf": "1,5"}, "not a species"),
                          ({"raccoon": "x"}, "not a hex")):
        with pytest.raises(IllegalAction) as info:
            game.apply(Move(player=0, wolves=(wolf("alpha", "0,4", "0,3"),), hunt=choice))
        assert words in info.value.reason


def test_the_two_player_side_pays_more_vp_and_no_bonus_and_the_virtual_pack_never_hunts():
    # 2 players (virtual pack: mountain); r02 at NE holds one deer on 4,0
    game = situation(players=2, pieces={(5, 0): [pack(M)], (5, -1): [pack(M)], (3, -1): [alpha(M)]})
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "4,-1"),)))
    (hunted,) = [e for e in events if e["type"] == "hunted"]
    assert hunted["vp"] == 3 and "gained" not in [e["type"] for e in events]
    assert game.boards[0].bonus_action == 0 and (4, 0) not in game.prey
    virtual = situation(players=2, pieces={(5, 0): [pack("mountain")], (5, -1): [pack("mountain")],
                                           (4, -1): [pack("mountain")], (3, -2): [alpha(M)]})
    events = virtual.apply(Move(player=0, wolves=(wolf("alpha", "3,-2", "4,-2"),)))
    assert hunts(events) == [] and virtual.prey[(4, 0)] == ("deer",)


def test_an_empty_supply_gives_no_reward_and_owes_none():                # C18
    game = situation(pieces={(5, 0): [pack(M)], (5, -1): [pack(M)], (3, -1): [alpha(M)]})
    game.supply["bonus_action"] = 0
    events = game.apply(Move(player=0, wolves=(wolf("alpha", "3,-1", "4,-1"),)))
    assert events[-1] == {"type": "gained", "player": 0, "token": "bonus_action", "reason": "hunt", "lost": True}
    assert game.boards[0].bonus_action == 0 and game.supply["bonus_action"] == 0
