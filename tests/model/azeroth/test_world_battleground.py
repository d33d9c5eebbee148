"""The Battleground (items 18, 41): a faction bonus up to 2 per race, a side for a Neutral race."""

from world_helpers import (
    REST,
    act,
    assert_audit,
    conquer,
    do,
    end_turn,
    pick,
    play_turn,
    redeploy,
    refused,
    score,
    set_hand,
    world_game,
)

from games.smallworld.model.legal import legal_actions
from games.smallworld.model.state_json import state_json


def _dwarves_spread(race, power, markers=("battleground", "karazhan")):
    """Ann's Dwarves (Alliance) hold l8 (the rest), l7 (1), l3 (1); Bob picks `race` with `power`."""
    game = world_game(["dwarves", race], ["ranger", power], markers=list(markers))
    pick(game, 0, "dwarves")
    set_hand(game, "dwarves", 3 + 3 + 3)                          # enough for l8 and two Murlocs
    play_turn(game, 0, conquer=["l8", "l7", "l3"], redeploy={"l8": REST, "l7": 1, "l3": 1})
    pick(game, 1, race)
    return game


def test_the_battleground_counts_two_regions_of_one_opposed_race():
    game = _dwarves_spread("orcs", "blacksmith")
    for rid in ("l1", "l2", "l3", "l7"):                          # l1 reveals the Battleground
        conquer(game, 1, rid)
    redeploy(game, 1, {"l1": 1, "l2": 1, "l3": 1, "l7": REST})
    assert score(end_turn(game, 1))["faction_bonus"] == 2
    assert_audit(game)


def test_without_the_battleground_one_per_race():
    game = _dwarves_spread("orcs", "blacksmith", markers=("dark_portal", "karazhan"))
    for rid in ("l1", "l2", "l3", "l7"):
        conquer(game, 1, rid)
    redeploy(game, 1, {"l1": 1, "l2": 1, "l3": 1, "l7": REST})
    assert score(end_turn(game, 1))["faction_bonus"] == 1


def test_item_41_a_neutral_race_holding_it_takes_a_side_once_a_turn():
    game = _dwarves_spread("kobolds", "blacksmith")
    conquer(game, 1, "l1")
    assert "faction must be one of horde, alliance" in refused(game, act(1, "side", faction="neutral"))
    events = do(game, 1, "side", faction="horde")
    assert events == [{"type": "side_taken", "player": 1, "faction": "horde"}]
    assert state_json(game)["players"][1]["side"] == "horde"
    assert "once a turn" in refused(game, act(1, "side", faction="alliance"))
    for rid in ("l2", "l3"):
        conquer(game, 1, rid)
    redeploy(game, 1, {"l1": 1, "l2": 1, "l3": REST})
    events = end_turn(game, 1)
    assert score(events)["faction_bonus"] == 1
    assert state_json(game)["players"][1]["side"] is None          # the side ends with the turn
    assert_audit(game)


def test_a_neutral_race_without_a_side_gets_no_faction_bonus():
    game = _dwarves_spread("kobolds", "blacksmith")
    for rid in ("l1", "l2", "l3"):
        conquer(game, 1, rid)
    redeploy(game, 1, {"l1": 1, "l2": 1, "l3": REST})
    assert score(end_turn(game, 1))["faction_bonus"] == 0


def test_a_side_needs_the_battleground_and_a_neutral_race():
    game = _dwarves_spread("kobolds", "blacksmith")
    assert "side" in refused(game, act(1, "side", faction="horde"))
    game2 = _dwarves_spread("orcs", "blacksmith")
    conquer(game2, 1, "l1")
    assert "Neutral" in refused(game2, act(1, "side", faction="alliance"))
    assert not [a for a in legal_actions(game2) if a["type"] == "side"]
