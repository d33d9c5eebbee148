"""Rules C14-C16 of docs/RULES.md: a race leaving the game, adjacency granted by an
ability, and coasts being land only. Scripted on the 4x4 test grid (see conftest)."""

import json

from conftest import (
    BOARD,
    NAMES,
    ROOT,
    RULESET,
    assert_audit,
    conquer,
    cost_of,
    decline_turn,
    do,
    end_turn,
    events_of,
    game_with,
    new_game,
    pick,
    play_turn,
)

from games.smallworld.model.board import load_map
from games.smallworld.model.game import Game
from games.smallworld.model.state_json import state_json

STACK = dict(races=["ratmen", "humans", "orcs", "elves", "dwarves", "giants", "wizards"],
             powers=["alchemist", "hill", "merchant", "swamp", "forest", "commando", "mounted"])


def _declined(game, seat):
    return [d["race"] for d in state_json(game)["players"][seat]["declined"]]


def _ann_ratmen_declined_on_a2():
    """Round 3, Ann to pick: her Ratmen hold a2 with 1 token, in decline; Bob's Humans hold d1."""
    game = new_game(**STACK)
    play_turn(game, 0, pick="ratmen", conquer=["a2"], redeploy={"a2": 12})
    play_turn(game, 1, pick="humans", conquer=["d1"], redeploy={"d1": 9})
    decline_turn(game, 0)
    end_turn(game, 1)
    return game


# == C14: a declined race with no token left leaves the game ===============================

def test_a_declined_race_whose_last_region_is_conquered_leaves_the_game():
    game = new_game(**STACK)
    play_turn(game, 0, pick="ratmen", conquer=["a2"], redeploy={"a2": 12})
    play_turn(game, 1, pick="humans", conquer=["a4", "a3"], redeploy={"a4": 4, "a3": 5})
    decline_turn(game, 0)
    stack_before = list(game.race_stack)
    events = conquer(game, 1, "a2")          # 2 + the Ratmen's last token
    left = events_of(events, "left_game")
    assert left == [{"type": "left_game", "player": 0, "race": "ratmen"}]
    assert [e["type"] for e in events] == ["conquered", "left_game"]
    assert _declined(game, 0) == []
    assert "ratmen" not in game.tribes
    assert game.race_stack == stack_before + ["ratmen"]      # under the race stack
    assert state_json(game)["tray"]["ratmen"] == 13
    assert_audit(game)


def test_conquering_your_own_declined_races_last_region_makes_it_leave():
    game = _ann_ratmen_declined_on_a2()
    pick(game, 0, "orcs")
    events = conquer(game, 0, "a2")
    assert [e["race"] for e in events_of(events, "left_game")] == ["ratmen"]
    assert _declined(game, 0) == []


def test_a_race_declining_while_holding_no_region_leaves_at_once():
    game = new_game(**STACK)
    pick(game, 0, "ratmen")
    end_turn(game, 0)                         # the Ratmen stay off the map, 12 in hand
    play_turn(game, 1, pick="humans", conquer=["d1"], redeploy={"d1": 9})
    events = do(game, 0, "decline")           # the hand goes to the tray: nothing is left
    assert [e["type"] for e in events] == ["declined", "left_game"]
    assert _declined(game, 0) == []
    assert game.race_stack[-1] == "ratmen"
    assert state_json(game)["tray"]["ratmen"] == 13
    end_turn(game, 0)
    assert_audit(game)


def test_an_older_declined_race_is_removed_by_a_newer_decline():
    game = _ann_ratmen_declined_on_a2()
    pick(game, 0, "orcs")
    play_turn(game, 0, conquer=["a4"], redeploy={"a4": 7})
    end_turn(game, 1)
    events = do(game, 0, "decline")
    assert [e["race"] for e in events_of(events, "left_game")] == ["ratmen"]
    assert _declined(game, 0) == ["orcs"]
    assert state_json(game)["regions"]["a2"]["race"] is None
    assert game.race_stack[-1] == "ratmen"
    assert_audit(game)


def test_an_active_race_that_lost_everything_stays_active():
    game = new_game(**STACK)
    play_turn(game, 0, pick="ratmen", conquer=["a2"], redeploy={"a2": 12})
    a2 = game.board.index["a2"]
    game.tokens[a2], game.tray["ratmen"] = 1, game.tray["ratmen"] + 11   # arranged: 1 Ratman left
    pick(game, 1, "humans")
    conquer(game, 1, "a2")                    # Bob enters there: the lone Ratman goes to the tray
    assert state_json(game)["players"][0]["active"] == {"race": "ratmen", "power": "alchemist", "hand": 0}
    assert "ratmen" in game.tribes and not game.tribes["ratmen"].regions
    assert_audit(game)


def test_declined_ghouls_holding_taken_back_tokens_stay_in_the_game():
    game = game_with(["ghouls", "ratmen"], ["hill", "forest"])
    play_turn(game, 0, pick="ghouls", conquer=["a4"], redeploy={"a4": 9})
    play_turn(game, 1, pick="ratmen", conquer=["b4"], redeploy={"b4": 12})
    do(game, 0, "decline")                    # all 9 Ghouls stay in a4
    end_turn(game, 0)
    events = conquer(game, 1, "a4")           # 2 + 9: one Ghoul lost, 8 taken back
    assert not events_of(events, "left_game")
    play_turn(game, 1, redeploy={"a4": 11, "b4": 1})
    assert _declined(game, 0) == ["ghouls"]
    assert game.tribes["ghouls"].hand == 8 and not game.tribes["ghouls"].regions
    assert_audit(game)


def test_a_leaving_race_fills_an_empty_place_in_the_column_at_once():
    game = Game(RULESET, BOARD, [{"name": n, "kind": "human"} for n in NAMES[:2]], seed=1,
                races=STACK["races"][:6], powers=STACK["powers"])
    game.race_stack.clear()                   # as if every other banner were in play
    play_turn(game, 0, pick="ratmen", conquer=["a2"], redeploy={"a2": 12})
    play_turn(game, 1, pick="humans", conquer=["d1"], redeploy={"d1": 9})
    assert len(game.combos) == 4
    decline_turn(game, 0)
    end_turn(game, 1)
    pick(game, 0, "orcs")
    play_turn(game, 0, conquer=["a4"], redeploy={"a4": 7})
    end_turn(game, 1)
    assert len(game.combos) == 3
    events = do(game, 0, "decline")           # the Ratmen leave: their banner shows at once
    assert [e["race"] for e in events_of(events, "left_game")] == ["ratmen"]
    assert [c.race.id for c in game.combos] == ["elves", "dwarves", "giants", "ratmen"]
    assert game.race_stack == []
    assert game.undo_floor == len(game.actions)   # a revealed combo cannot be taken back


# == C15: adjacency an ability grants counts for every rule of the race's conquests ==========

def _giants_on_b1_b2_and_ratmen_on_c1(power):
    """Ann's Giants hold b1 (swamp) and b2 (mountain, cavern); Bob's Ratmen hold c1 with 12."""
    game = game_with(["giants", "ratmen"], [power, "forest"])
    pick(game, 0, "giants")
    conquer(game, 0, "b1")
    conquer(game, 0, "b2")
    giants = game.tribes["giants"]
    total = giants.hand + sum(game.tokens[r] for r in giants.regions)
    play_turn(game, 0, redeploy={"b1": 1, "b2": total - 1})
    play_turn(game, 1, pick="ratmen", conquer=["c1"], redeploy={"c1": 12})
    return game


def test_underworld_giants_get_the_mountain_discount_on_every_cavern():
    game = _giants_on_b1_b2_and_ratmen_on_c1("underworld")
    # c1 (hill, cavern) is no board neighbour of the mountain b2, but both have a cavern
    assert cost_of(game, "giants", "c1") == 2 + 12 - 1 - 1


def test_without_underworld_the_giants_discount_needs_a_board_neighbour():
    game = _giants_on_b1_b2_and_ratmen_on_c1("hill")
    assert cost_of(game, "giants", "c1") == 2 + 12


def test_flying_grants_no_adjacency_for_the_giants_discount():
    game = _giants_on_b1_b2_and_ratmen_on_c1("flying")
    assert cost_of(game, "giants", "c3") == 2        # far from b2: no discount
    assert cost_of(game, "giants", "a2") == 1        # a board neighbour of the mountain b2


# == C16: seas and lakes are never coastal ====================================================

def test_seafaring_tritons_pay_full_cost_for_a_sea_beside_a_lake(tmp_path):
    data = json.loads((ROOT / "tests" / "data" / "test-grid.json").read_text())
    for region in data["regions"]:
        if region["id"] == "b1":
            region["terrain"] = "lake"       # now the sea a1 touches the lake b1
    path = tmp_path / "wet-grid.json"
    path.write_text(json.dumps(data))
    board = load_map(str(path))
    assert not board.coastal[board.index["a1"]] and not board.coastal[board.index["b1"]]
    assert board.coastal[board.index["c1"]]
    game = Game(RULESET, board, [{"name": n, "kind": "human"} for n in NAMES[:2]], seed=1,
                races=["tritons", "ratmen"] + STACK["races"][2:6], powers=["seafaring"] + STACK["powers"][1:6])
    pick(game, 0, "tritons")
    assert cost_of(game, "tritons", "a1") == 2       # the sea: full cost
    assert cost_of(game, "tritons", "b1") == 2       # the lake: full cost
    assert cost_of(game, "tritons", "c1") == 1       # the coast beside the lake
    conquer(game, 0, "a1")
    assert game.tribes["tritons"].hand == 11 - 2
