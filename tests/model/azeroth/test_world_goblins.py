"""The Goblins' bombs (items 5, 61, 62, 63, 87, 91)."""

import pytest
from world_helpers import (
    REST,
    WORLD_PATH,
    act,
    assert_audit,
    box,
    do,
    end_turn,
    events_of,
    hand,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    score,
    world_game,
)

from games.smallworld.model.gamefile import game_file_json
from games.smallworld.model.legal import legal_actions
from games.smallworld.model.state_json import state_json


def _bombed(first):
    """Ann's Goblins + Ranger hold l1 and l2; Bob's Dwarves + Farmer hold l8, l4 and l3 (the rest,
    next to l2); Ann lays the top bomb (`first`) on l3; Bob passes; Ann's third turn begins."""
    game = world_game(["goblins", "dwarves"], ["ranger", "farmer"], bombs=[first] + ["dud"] * 6)
    play_turn(game, 0, pick="goblins", conquer=["l1", "l2"], redeploy={"l1": 5, "l2": REST})
    assert state_json(game)["bombs_left"] == 12
    play_turn(game, 1, pick="dwarves", conquer=["l8", "l4", "l3"], redeploy={"l8": 1, "l4": 1, "l3": REST})
    redeploy(game, 0, {"l1": 5, "l2": REST}, bombs=["l3"])
    assert region(game, "l3")["markers"] == {"bomb": 1} and state_json(game)["bombs_left"] == 11
    end_turn(game, 0)
    return game, end_turn(game, 1)


def test_item_87_no_bombs_before_the_goblins_are_picked_and_twelve_after():
    game = world_game(["goblins"], ["ranger"])
    assert state_json(game)["bombs_left"] == 0
    pick(game, 0, "goblins")
    assert state_json(game)["bombs_left"] == 12
    assert sorted(game_file_json(game, WORLD_PATH)["bombs"]) == ["dud"] * 6 + ["live"] * 6


def test_w15_item_5_a_live_bomb_empties_its_region_with_the_usual_losses():
    game, events = _bombed("live")
    assert events_of(events, "bomb_revealed") == [{"type": "bomb_revealed", "player": 0, "region": "l3",
                                                   "live": True}]
    assert region(game, "l3")["race"] is None and region(game, "l3")["markers"] == {}
    in_l3 = hand("dwarves", "farmer") - 2
    assert game.tribes["dwarves"].retreating == in_l3 - 1
    assert game.tray["dwarves"] == box("dwarves") - hand("dwarves", "farmer") + 1
    assert_audit(game)


def test_item_63_a_live_bomb_needs_no_redeployment_and_scores_as_a_conquest():
    game, _ = _bombed("live")
    assert game.end_turn_reason() is None
    assert any(a["type"] == "abandon" for a in legal_actions(game))
    s = score(end_turn(game, 0))
    assert s["faction_bonus"] == 1                               # the Dwarves are Alliance
    assert [e[0] for e in game.pending_retreats] == [1]           # Bob places his Dwarves
    assert_audit(game)


def test_a_dud_does_nothing_and_leaves_play():
    game, events = _bombed("dud")
    assert events_of(events, "bomb_revealed")[0]["live"] is False
    assert region(game, "l3")["tokens"] == hand("dwarves", "farmer") - 2 and state_json(game)["bombs_left"] == 11


def test_item_5_a_bomb_whose_region_is_no_longer_an_opponents_goes_back_on_top():
    game = world_game(["goblins", "dwarves"], ["ranger", "farmer"], bombs=["live"] + ["dud"] * 6)
    play_turn(game, 0, pick="goblins", conquer=["l1", "l2"], redeploy={"l1": 5, "l2": REST})
    play_turn(game, 1, pick="dwarves", conquer=["l8", "l4", "l3"], redeploy={"l8": 1, "l4": 1, "l3": REST})
    redeploy(game, 0, {"l1": 5, "l2": REST}, bombs=["l3"])
    end_turn(game, 0)
    do(game, 1, "abandon", region="l3")
    redeploy(game, 1, {"l8": 4, "l4": REST})
    events = end_turn(game, 1)
    assert not events_of(events, "bomb_revealed") and state_json(game)["bombs_left"] == 12
    assert game.bomb_stack[0] == "live"


def test_bombs_go_only_next_to_the_goblins_on_an_opponents_active_region():
    game = world_game(["goblins", "dwarves"], ["ranger", "farmer"])
    play_turn(game, 0, pick="goblins", conquer=["l1", "l2"], redeploy={"l1": 5, "l2": REST})
    play_turn(game, 1, pick="dwarves", conquer=["l8", "l4", "l3"], redeploy={"l8": 1, "l4": 1, "l3": REST})
    counts = {"l1": 5, "l2": hand("goblins", "ranger") - 5}
    assert "not an opponent" in refused(game, act(0, "redeploy", tokens=counts, bombs=["l8"]))
    assert "not an opponent" in refused(game, act(0, "redeploy", tokens=counts, bombs=["l7"]))
    assert "one bomb" in refused(game, act(0, "redeploy", tokens=counts, bombs=["l3", "l3"]))


@pytest.mark.parametrize("script", [["live"] * 7, ["dud"] * 6 + ["live"] * 6])
def test_item_61_each_shuffle_reads_the_script_within_six_live_and_six_duds(script):
    game = world_game(["goblins"], ["ranger"], bombs=script)
    pick(game, 0, "goblins")
    assert game.bomb_stack[:6] == script[:6]
    assert sorted(game.bomb_stack) == ["dud"] * 6 + ["live"] * 6


def test_a_bad_bomb_in_a_game_file_is_refused_by_index():
    from world_helpers import ROOT, rules_root

    from games.smallworld.model.gamefile import parse_game_file
    data = game_file_json(world_game(), WORLD_PATH)
    data["bombs"] = ["live", "boom"]
    _setup, problems = parse_game_file(data, "g.json", [str(ROOT / "maps")], rules_root())
    assert any("bombs[1]" in p.where for p in problems), problems
