"""The Intimidator (items 15, 47, 68, 85)."""

from world_helpers import (
    REST,
    act,
    active_state,
    assert_audit,
    conquer,
    do,
    end_turn,
    hand,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    world_game,
)

from games.smallworld.model.legal import legal_actions
from games.smallworld.model.state_json import state_json


def _in_l4():
    """Bob's Night Elves in l4 after _setup."""
    return hand("night_elves", "builder") - 3


def _setup():
    """Ann's Orcs + Intimidator hold l1, l2, l3; Bob's Night Elves + Builder hold l8 (3 tokens, wall
    and fort) and l4 (the rest, _in_l4(); a fort); Ann's second turn begins."""
    game = world_game(["orcs", "night_elves"], ["intimidator", "builder"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2", "l3"], redeploy={"l1": 1, "l2": 1, "l3": REST})
    play_turn(game, 1, pick="night_elves", conquer=["l8", "l4"], redeploy={"l8": 3, "l4": REST})
    return game


def test_item_68_a_wall_goes_before_a_fort_and_each_takes_one_use():
    game = _setup()
    assert region(game, "l4")["markers"] == {"mountain": 1, "fort": 1}
    events = do(game, 0, "intimidate", region="l4")
    assert events[-1] == {"type": "intimidated", "player": 0, "region": "l4", "removed": "fort"}
    assert region(game, "l4")["markers"] == {"mountain": 1} and region(game, "l4")["tokens"] == _in_l4()
    assert active_state(game, "used") == {"intimidate": 1}
    assert_audit(game)


def test_item_68_a_token_moves_to_another_region_of_its_race_named_in_to():
    game = _setup()
    do(game, 0, "intimidate", region="l4")                       # the fort first
    assert "name the region" in refused(game, act(0, "intimidate", region="l4"))
    assert "another region" in refused(game, act(0, "intimidate", region="l4", to="l1"))
    do(game, 0, "intimidate", region="l4", to="l8")
    assert region(game, "l4")["tokens"] == _in_l4() - 1 and region(game, "l8")["tokens"] == 3 + 1
    do(game, 0, "intimidate", region="l4", to="l8")
    assert "3 times" in refused(game, act(0, "intimidate", region="l4", to="l8"))
    assert_audit(game)


def test_natives_always_go_to_the_tray():
    game = world_game(["orcs"], ["intimidator"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2"], redeploy={"l1": 5, "l2": REST})
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    tray = state_json(game)["tray"]["murlocs"]
    assert "another region" in refused(game, act(0, "intimidate", region="l3", to="l1"))
    events = do(game, 0, "intimidate", region="l3")
    assert events[-1]["to"] is None and region(game, "l3")["race"] is None
    assert state_json(game)["tray"]["murlocs"] == tray + 1
    assert_audit(game)


def test_item_85_the_last_token_intimidated_empties_the_region_and_its_walls():
    game = world_game(["orcs", "night_elves"], ["intimidator", "ranger"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2", "l3"], redeploy={"l1": 1, "l2": 1, "l3": REST})
    play_turn(game, 1, pick="night_elves", conquer=["l8", "l4"], redeploy={"l8": REST, "l4": 1})
    do(game, 0, "intimidate", region="l4", to="l8")              # l4's only Night Elf: l4 is emptied
    assert region(game, "l4")["race"] is None and region(game, "l4")["markers"] == {"mountain": 1}
    assert region(game, "l8")["tokens"] == hand("night_elves", "ranger")
    assert_audit(game)


def test_only_regions_next_to_the_race():
    game = _setup()
    assert "not next to" in refused(game, act(0, "intimidate", region="l8"))


def test_item_68_a_region_held_by_the_champion_alone_has_no_token_to_move():
    """Only race tokens and Murlocs are moved: the Champion alone (0 tokens) is not intimidated."""
    game = world_game(["orcs", "dwarves"], ["champion", "intimidator"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    do(game, 0, "champion", region="l2")
    redeploy(game, 0, {"l1": REST, "l2": 0})
    end_turn(game, 0)
    pick(game, 1, "dwarves")
    for target in ("l8", "l4", "l3"):
        conquer(game, 1, target)
    assert region(game, "l2")["tokens"] == 0
    assert "no token" in refused(game, act(1, "intimidate", region="l2"))
    assert not [a for a in legal_actions(game) if a["type"] == "intimidate" and a["region"] == "l2"]
    assert region(game, "l2")["tokens"] == 0
    assert_audit(game)


def test_item_85_the_last_token_intimidated_from_the_champions_region_leaves_it_held():
    game = world_game(["orcs", "dwarves"], ["champion", "intimidator"])
    play_turn(game, 0, pick="orcs", conquer=["l8", "l4"], redeploy={"l8": REST, "l4": 1}, champion="l4")
    play_turn(game, 1, pick="dwarves", conquer=["l1", "l2", "l3"], end=False)
    do(game, 1, "intimidate", region="l4", to="l8")
    assert region(game, "l4") == {"owner": 0, "race": "orcs", "tokens": 0, "declined": False,
                                  "markers": {"mountain": 1, "champion": 1}, "items": []}
    assert active_state(game, "champion") == "l4"
    assert_audit(game)


def test_item_8_a_tauren_moved_in_beside_the_champion_alone_goes_to_hand():
    game = world_game(["tauren", "dwarves"], ["champion", "intimidator"])
    pick(game, 0, "tauren")
    conquer(game, 0, "l8")
    conquer(game, 0, "l7")
    do(game, 0, "champion", region="l4")
    redeploy(game, 0, {"l8": REST, "l7": 6, "l4": 0})
    end_turn(game, 0)
    play_turn(game, 1, pick="dwarves", conquer=["l1", "l2", "l3"], end=False)
    do(game, 1, "intimidate", region="l7", to="l4")
    assert region(game, "l4")["tokens"] == 0 and region(game, "l7")["tokens"] == 5
    assert game.tribes["tauren"].retreating == 1
    assert_audit(game)
