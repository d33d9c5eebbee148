"""The Intimidator (items 15, 47, 68, 85)."""

from world_helpers import (
    act,
    assert_audit,
    do,
    play_turn,
    refused,
    region,
    world_game,
)

from game.model.state_json import state_json


def _setup():
    """Ann's Orcs + Intimidator hold l1, l2, l3; Bob's Night Elves + Builder hold l8 (wall and fort)
    and l4 (a fort); Ann's second turn begins."""
    game = world_game(["orcs", "night_elves"], ["intimidator", "builder"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2", "l3"], redeploy={"l1": 1, "l2": 1, "l3": 8})
    play_turn(game, 1, pick="night_elves", conquer=["l8", "l4"], redeploy={"l8": 3, "l4": 5})
    return game


def test_item_68_a_wall_goes_before_a_fort_and_each_takes_one_use():
    game = _setup()
    assert region(game, "l4")["markers"] == {"mountain": 1, "fort": 1}
    events = do(game, 0, "intimidate", region="l4")
    assert events[-1] == {"type": "intimidated", "player": 0, "region": "l4", "removed": "fort"}
    assert region(game, "l4")["markers"] == {"mountain": 1} and region(game, "l4")["tokens"] == 5
    assert state_json(game)["players"][0]["active"]["used"] == {"intimidate": 1}
    assert_audit(game)


def test_item_68_a_token_moves_to_another_region_of_its_race_named_in_to():
    game = _setup()
    do(game, 0, "intimidate", region="l4")                       # the fort first
    assert "name the region" in refused(game, act(0, "intimidate", region="l4"))
    assert "another region" in refused(game, act(0, "intimidate", region="l4", to="l1"))
    do(game, 0, "intimidate", region="l4", to="l8")
    assert region(game, "l4")["tokens"] == 4 and region(game, "l8")["tokens"] == 4
    do(game, 0, "intimidate", region="l4", to="l8")
    assert "3 times" in refused(game, act(0, "intimidate", region="l4", to="l8"))
    assert_audit(game)


def test_natives_always_go_to_the_tray():
    game = world_game(["orcs"], ["intimidator"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2"], redeploy={"l1": 5, "l2": 5})
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": 9})
    tray = state_json(game)["tray"]["murlocs"]
    assert "another region" in refused(game, act(0, "intimidate", region="l3", to="l1"))
    events = do(game, 0, "intimidate", region="l3")
    assert events[-1]["to"] is None and region(game, "l3")["race"] is None
    assert state_json(game)["tray"]["murlocs"] == tray + 1
    assert_audit(game)


def test_item_85_the_last_token_intimidated_empties_the_region_and_its_walls():
    game = world_game(["orcs", "night_elves"], ["intimidator", "ranger"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2", "l3"], redeploy={"l1": 1, "l2": 1, "l3": 8})
    play_turn(game, 1, pick="night_elves", conquer=["l8", "l4"], redeploy={"l8": 7, "l4": 1})
    do(game, 0, "intimidate", region="l4", to="l8")              # l4's only Night Elf: l4 is emptied
    assert region(game, "l4")["race"] is None and region(game, "l4")["markers"] == {"mountain": 1}
    assert region(game, "l8")["tokens"] == 8
    assert_audit(game)


def test_only_regions_next_to_the_race():
    game = _setup()
    assert "not next to" in refused(game, act(0, "intimidate", region="l8"))
