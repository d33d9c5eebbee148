"""The core rules of docs/RULES.md on the 4x4 test grid: picking, conquest, losses,
retreats, the die, ready troops, redeployment, decline, scoring and the end.

Grid (row-major, orthogonal neighbours adjacent):
    a1 sea   a2 farm*  a3 forest+LT  a4 hill
    b1 swamp b2 mount  b3 lake       b4 farm
    c1 hill  c2 for+LT c3 farm       c4 mount
    d1 farm  d2 swamp  d3 hill+LT    d4 sea
Edge cells are border regions; b2, c2, c3 are interior.
"""

import json
import os

import pytest

from games.smallworld.model.audit import audit
from games.smallworld.model.board import load_map
from games.smallworld.model.errors import IllegalAction
from games.smallworld.model.game import Game
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.model.state_json import state_json

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RULES = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
GRID = load_map(os.path.join(ROOT, "tests", "data", "test-grid.json"))
TWO = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def new_game(races, powers, dice=None, players=TWO, seed=3):
    return Game(RULES, GRID, [dict(p) for p in players], seed, races=races, powers=powers, dice=dice)


def act(game, kind, player=None, **fields):
    action = {"type": kind, "player": game.current_player if player is None else player}
    action.update(fields)
    return game.apply(action)


def refused(game, kind, player=None, **fields):
    """Apply an illegal action: it must raise and leave the state exactly as it was."""
    before = json.dumps(state_json(game), sort_keys=True)
    with pytest.raises(IllegalAction) as info:
        act(game, kind, player, **fields)
    assert json.dumps(state_json(game), sort_keys=True) == before
    return info.value.reason


def region(game, rid):
    return state_json(game)["regions"][rid]


def hand(game, seat):
    return state_json(game)["players"][seat]["active"]["hand"]


# Ratmen (8) + merchant (2) = 10 tokens, no ability: the plainest race to test rules with.
PLAIN = dict(races=["ratmen", "humans", "orcs", "elves", "dwarves", "giants"],
             powers=["alchemist", "hill", "merchant", "swamp", "forest", "commando"])


def test_pick_pays_one_coin_per_combo_above_and_takes_the_coins_lying_there():
    game = new_game(**PLAIN)
    act(game, "pick", combo=2)  # orcs + merchant: 5 + 2 tokens
    s = state_json(game)
    assert s["players"][0]["coins"] == 3
    assert [c["coins"] for c in s["combos"][:2]] == [1, 1]
    assert s["players"][0]["active"] == {"race": "orcs", "power": "merchant", "hand": 7}
    assert s["tray"]["orcs"] == 3
    assert len(s["combos"]) == 6 and s["combos"][5]["race"] not in ("ratmen", "humans", "elves", "dwarves", "giants")
    act(game, "conquer", region="a2")
    act(game, "redeploy", tokens={"a2": 7})
    act(game, "end_turn")
    act(game, "pick", 1, combo=0)  # the first combo, with its coin
    assert state_json(game)["players"][1]["coins"] == 6


def test_pick_refused_without_the_coins():
    game = new_game(**PLAIN)
    game.players[0].coins = 1
    assert "costs 2 coins" in refused(game, "pick", combo=2)


def test_first_conquest_must_be_a_border_region():
    game = new_game(**PLAIN)
    act(game, "pick", combo=0)
    assert "border" in refused(game, "conquer", region="b2")
    act(game, "conquer", region="a2")
    assert region(game, "a2")["tokens"] == 2


def test_conquest_needs_adjacency_and_never_takes_water():
    game = new_game(**PLAIN)
    act(game, "pick", combo=0)
    act(game, "conquer", region="a2")
    assert refused(game, "conquer", region="d1") == "d1 is not adjacent to any of your regions"
    assert "seas and lakes" in refused(game, "conquer", region="a1")


def test_cost_counts_tokens_mountains_and_lost_tribes():
    game = new_game(**PLAIN)
    act(game, "pick", combo=0)  # ratmen + alchemist: 12 tokens
    events = act(game, "conquer", region="a4")
    assert events[-1]["tokens"] == 2
    act(game, "conquer", region="a3")       # lost tribe: 2 + 1
    assert region(game, "a3")["tokens"] == 3
    act(game, "conquer", region="b4")
    act(game, "conquer", region="c4")       # mountain: 2 + 1
    assert region(game, "c4") == {"owner": 0, "race": "ratmen", "tokens": 3, "declined": False,
                                  "markers": {"mountain": 1}}
    assert hand(game, 0) == 12 - 2 - 3 - 2 - 3


def test_lost_tribes_are_removed_from_the_game_when_conquered():
    game = new_game(**PLAIN)
    act(game, "pick", combo=0)
    act(game, "conquer", region="a3")
    assert region(game, "a3")["race"] == "ratmen"
    assert audit(game) == []


def test_defender_places_retreating_tokens_after_the_attackers_turn():
    game = new_game(**PLAIN)
    act(game, "pick", combo=0)               # Ann: ratmen 12
    act(game, "conquer", region="a2")
    act(game, "conquer", region="a3")
    act(game, "redeploy", tokens={"a2": 3, "a3": 9})
    act(game, "end_turn")
    act(game, "pick", 1, combo=1)            # Bob: orcs + merchant, 7 (paid 1)
    act(game, "conquer", region="a2")        # 2 + 3 = 5
    s = state_json(game)
    assert s["tray"]["ratmen"] == 13 - 12 + 1
    assert s["players"][0]["active"]["hand"] == 2  # taken back, not yet retreated
    act(game, "redeploy", tokens={"a2": 7})
    act(game, "end_turn")
    s = state_json(game)
    assert s["phase"] == "retreat" and s["player"] == 0
    assert "no tokens to retreat" in refused(game, "retreat", 1, tokens={"a2": 1})
    assert "exactly the 2" in refused(game, "retreat", 0, tokens={"a3": 1})
    act(game, "retreat", 0, tokens={"a3": 2})
    s = state_json(game)
    assert s["phase"] == "conquer" and s["player"] == 0 and s["round"] == 2
    assert region(game, "a3")["tokens"] == 11
    assert audit(game) == []


def test_lone_token_goes_to_the_tray_and_nothing_comes_back():
    game = new_game(**PLAIN)
    act(game, "pick", combo=0)
    act(game, "conquer", region="a2")
    act(game, "conquer", region="a3")
    act(game, "redeploy", tokens={"a2": 1, "a3": 11})
    act(game, "end_turn")
    act(game, "pick", 1, combo=0)
    act(game, "conquer", region="a2")        # cost 3, one ratman alone
    assert state_json(game)["players"][0]["active"]["hand"] == 0
    assert state_json(game)["tray"]["ratmen"] == 2


def test_defender_without_regions_keeps_tokens_for_a_first_conquest_next_turn():
    game = new_game(**PLAIN)
    act(game, "pick", combo=4)                # dwarves + forest: 3 + 4 tokens, 4 coins
    act(game, "conquer", region="a4")
    act(game, "redeploy", tokens={"a4": 7})
    act(game, "end_turn")
    act(game, "pick", 1, combo=0)             # ratmen + alchemist: 12
    act(game, "conquer", 1, region="a3")      # 3
    act(game, "conquer", 1, region="a4")      # 2 + 7 = 9
    act(game, "redeploy", 1, tokens={"a3": 3, "a4": 9})
    act(game, "end_turn", 1)
    s = state_json(game)
    assert s["phase"] == "conquer" and s["player"] == 0     # no retreat: nowhere to go
    assert s["players"][0]["active"]["hand"] == 6 and s["tray"]["dwarves"] == 2
    assert "border" in refused(game, "conquer", 0, region="b2")
    act(game, "conquer", 0, region="d1")
    assert audit(game) == []


def _down_to_one_token(game):
    """Ratmen (12) along the west: b1, c1, d1, d2 (2 each) and c2 (lost tribe, 3): 1 left."""
    act(game, "pick", combo=0)
    for rid in ("b1", "c1", "d1", "d2"):
        act(game, "conquer", region=rid)
    assert "enough tokens" in refused(game, "reinforce", region="c2")
    act(game, "conquer", region="c2")
    assert hand(game, 0) == 1


def test_final_attempt_with_the_die():
    game = new_game(dice=[2], **PLAIN)
    _down_to_one_token(game)
    assert "costs 3 tokens and you have 1" in refused(game, "conquer", region="d3")
    events = act(game, "reinforce", region="d3")  # cost 3, 2 short, roll 2
    assert events[0]["type"] == "rolled" and events[0]["face"] == 2 and events[0]["success"]
    assert region(game, "d3")["tokens"] == 1 and region(game, "d3")["race"] == "ratmen"
    assert state_json(game)["phase"] == "redeploy"
    assert "final attempt" in refused(game, "conquer", region="b2")


def test_failed_final_attempt_keeps_tokens_and_ends_conquests():
    game = new_game(dice=[0], **PLAIN)
    _down_to_one_token(game)
    events = act(game, "reinforce", region="d3")
    assert events[-1]["success"] is False and events[-1]["face"] == 0
    assert hand(game, 0) == 1 and region(game, "d3")["race"] == "lost_tribe"
    assert state_json(game)["phase"] == "redeploy"
    assert "final attempt" in refused(game, "reinforce", region="b2")
    act(game, "redeploy", tokens={"b1": 2, "c1": 2, "d1": 2, "d2": 3, "c2": 3})
    assert audit(game) == []


def test_final_attempt_refused_more_than_three_short():
    game = new_game(**PLAIN)
    _down_to_one_token(game)
    game.tokens[GRID.index["d3"]] = 3          # three lost-tribe tokens: cost 5, 4 short
    assert "4 tokens short" in refused(game, "reinforce", region="d3")
    game.tokens[GRID.index["d3"]] = 2          # cost 4, 3 short: the die may still do it
    act(game, "reinforce", region="d3")
def _held(game, seat, regions, counts):
    act(game, "pick", seat, combo=0)
    for rid in regions:
        act(game, "conquer", seat, region=rid)
    act(game, "redeploy", seat, tokens=counts)


def _ann_a2_bob_d1():
    """Round 2, Ann to play: her Ratmen hold a2 (12 tokens), Bob's Humans d1 (9)."""
    game = new_game(**PLAIN)
    _held(game, 0, ["a2"], {"a2": 12})
    act(game, "end_turn")
    _held(game, 1, ["d1"], {"d1": 9})
    act(game, "end_turn", 1)
    return game


def test_ready_troops_leave_one_token_per_region_and_abandon_only_before_conquering():
    game = new_game(**PLAIN)
    _held(game, 0, ["a2", "a3"], {"a2": 6, "a3": 6})
    act(game, "end_turn")
    act(game, "pick", 1, combo=0)
    act(game, "conquer", 1, region="d1")
    act(game, "redeploy", 1, tokens={"d1": 9})
    act(game, "end_turn", 1)
    act(game, "abandon", 0, region="a3")       # ready troops first: 5 + 5 + 1
    s = state_json(game)
    assert s["regions"]["a3"]["race"] is None and s["regions"]["a2"]["tokens"] == 1
    assert hand(game, 0) == 11
    act(game, "conquer", 0, region="b2")
    assert "before the first conquest" in refused(game, "abandon", 0, region="a2")


def test_abandoning_every_region_means_entering_at_the_border_again():
    game = _ann_a2_bob_d1()
    act(game, "abandon", 0, region="a2")
    assert "border" in refused(game, "conquer", 0, region="b2")
    act(game, "conquer", 0, region="d2")


def test_redeploy_must_cover_every_region_with_all_tokens():
    game = new_game(**PLAIN)
    act(game, "pick", combo=0)
    act(game, "conquer", region="a2")
    act(game, "conquer", region="a3")
    assert "missing a3" in refused(game, "redeploy", tokens={"a2": 12})
    assert "exactly 12" in refused(game, "redeploy", tokens={"a2": 6, "a3": 5})
    assert "at least 1" in refused(game, "redeploy", tokens={"a2": 12, "a3": 0})
    assert "not held" in refused(game, "redeploy", tokens={"a2": 6, "a3": 5, "b1": 1})
    assert "redeploy your tokens" in refused(game, "end_turn")
    act(game, "redeploy", tokens={"a2": 1, "a3": 11})
    assert "after the redeployment" in refused(game, "conquer", region="a4")
    assert state_json(game)["phase"] == "end"


def test_decline_rules():
    game = new_game(**PLAIN)
    _held(game, 0, ["a2", "a3"], {"a2": 6, "a3": 6})
    assert "in the turn it was picked" in refused(game, "decline")
    act(game, "end_turn")
    _held(game, 1, ["d1"], {"d1": 9})
    act(game, "end_turn", 1)
    events = act(game, "decline", 0)
    assert events[-1]["type"] == "declined"
    s = state_json(game)
    assert s["regions"]["a2"] == {"owner": 0, "race": "ratmen", "tokens": 1, "declined": True, "markers": {}}
    assert s["players"][0]["active"] is None
    assert s["players"][0]["declined"] == [{"race": "ratmen", "power": None}]
    assert s["tray"]["ratmen"] == 11
    assert s["phase"] == "end"
    assert "you have no active race" in refused(game, "conquer", 0, region="b1")
    events = act(game, "end_turn", 0)
    scored = [e for e in events if e["type"] == "scored"][0]
    assert scored["coins"] == 2 and scored["race_bonus"] == scored["power_bonus"] == 0
    act(game, "conquer", 1, region="d2")
    act(game, "redeploy", 1, tokens={"d1": 4, "d2": 5})
    act(game, "end_turn", 1)
    assert state_json(game)["phase"] == "pick"
    assert "pick a combo first" in refused(game, "end_turn", 0)


def test_decline_must_be_the_first_action_of_the_turn():
    game = new_game(**PLAIN)
    _held(game, 0, ["a2", "a3"], {"a2": 6, "a3": 6})
    act(game, "end_turn")
    _held(game, 1, ["d1"], {"d1": 9})
    act(game, "end_turn", 1)
    act(game, "conquer", 0, region="a4")
    assert "first thing" in refused(game, "decline", 0)


def _ann_declined_ratmen():
    """Round 3, Ann to pick: her Ratmen (a2) declined in round 2; Bob holds d1."""
    game = _ann_a2_bob_d1()
    act(game, "decline", 0)
    act(game, "end_turn", 0)
    act(game, "end_turn", 1)
    return game


def test_a_second_decline_removes_the_older_declined_race():
    game = _ann_declined_ratmen()
    _held(game, 0, ["a4"], {"a4": 7})    # the next combo: orcs + merchant
    act(game, "end_turn", 0)
    act(game, "end_turn", 1)
    act(game, "decline", 0)
    s = state_json(game)
    assert [d["race"] for d in s["players"][0]["declined"]] == ["orcs"]
    assert s["regions"]["a2"]["race"] is None
    assert s["tray"]["ratmen"] == 13
    assert game.race_stack[-1] == "ratmen"
    assert audit(game) == []


def test_own_declined_region_may_be_conquered_and_its_token_is_lost():
    game = _ann_declined_ratmen()
    act(game, "pick", 0, combo=0)
    act(game, "conquer", 0, region="a2")     # 2 + 1 declined ratman
    s = state_json(game)
    assert s["regions"]["a2"]["race"] != "ratmen" and s["tray"]["ratmen"] == 13
    # that was the Ratmen's last token: they leave the game (rules C14)
    assert s["players"][0]["declined"] == []


def test_scoring_counts_regions_of_active_and_declined_races():
    game = new_game(**PLAIN)
    _held(game, 0, ["a2", "a3", "a4"], {"a2": 4, "a3": 4, "a4": 4})
    events = act(game, "end_turn")
    scored = [e for e in events if e["type"] == "scored"][0]
    assert scored == {"type": "scored", "player": 0, "coins": 5, "regions": 3, "race_bonus": 0,
                      "power_bonus": 2, "decline_bonus": 0}
    assert state_json(game)["players"][0]["coins"] == 10


def test_only_the_expected_player_may_act():
    game = new_game(**PLAIN)
    assert "Ann's turn" in refused(game, "pick", 1, combo=0)
    assert "no player seat" in refused(game, "pick", 7, combo=0)
    assert "unknown action type" in refused(game, "teleport", 0)
    act(game, "pick", 0, combo=0)
    assert "no region" in refused(game, "conquer", 0, region="zz")


def test_end_turn_requires_a_pick_on_a_turn_without_an_active_race():
    game = new_game(**PLAIN)
    assert "pick a combo first" in refused(game, "end_turn")


def test_game_ends_after_the_last_round_and_the_tie_break_counts_tokens_on_the_map():
    game = _ann_a2_bob_d1()
    while not game.over:
        if game.phase == "end" or game.end_turn_reason() is None:
            act(game, "end_turn")
        else:  # pragma: no cover - the plain turns above never need more
            raise AssertionError(game.phase)
    assert game.round == 10
    s = state_json(game)
    assert s["over"] and s["phase"] == "over"
    # Ann: 1 region + alchemist 2 a turn; Bob: 1 region + Humans on farmland d1 (no hills)
    assert [p["coins"] for p in s["players"]] == [5 + 10 * 3, 5 + 10 * 2]
    assert s["winners"] == [0]
    assert "game is over" in refused(game, "end_turn", 0)


def _final_turn_tied():
    """Round 10, Bob to end the game's last turn; coins set so that he ties with Ann."""
    game = new_game(**PLAIN)
    _held(game, 0, ["a2"], {"a2": 12})        # ratmen + alchemist, 12 on the map
    act(game, "end_turn")
    _held(game, 1, ["d1"], {"d1": 9})         # humans + hill, 9 on the map; d1 farmland
    game.round = game.rounds
    wanted = game.players[1].coins + 2       # Bob scores 1 region + 1 farmland
    game.coins_start += wanted - game.players[0].coins  # keep the coin audit honest
    game.players[0].coins = wanted
    return game


def test_tie_break_by_tokens_on_the_map():
    game = _final_turn_tied()
    events = act(game, "end_turn", 1)
    assert events[-1] == {"type": "game_over", "winners": [0], "tie_break": True,
                          "coins": [game.players[0].coins] * 2}


def test_still_tied_after_the_tie_break_is_a_shared_win():
    game = _final_turn_tied()
    a2 = GRID.index["a2"]
    game.tokens[a2] = 9                        # three ratmen back to the tray
    game.tray["ratmen"] += 3
    events = act(game, "end_turn", 1)
    assert events[-1]["winners"] == [0, 1] and events[-1]["tie_break"] is True
    assert audit(game) == []


def test_a_refused_action_leaves_no_trace_in_the_turn():
    game = new_game(**PLAIN)
    act(game, "pick", combo=0)
    refused(game, "conquer", region="b2")          # not a border region
    refused(game, "redeploy", tokens={"a2": 1})    # not held
    assert game.turn.campaigns == {}
    act(game, "conquer", region="a2")
    assert list(game.turn.campaigns) == [game.players[0].active]
