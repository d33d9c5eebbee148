"""The artifacts and legendary places drawn onto the letter regions (items 38, 39, 82, 88):
the game file's `markers`, the state's region `items`, their reveal, and the built ones."""

import pytest
from world_helpers import (
    REST,
    ROOT,
    RULES,
    WORLD,
    WORLD_PATH,
    assert_audit,
    conquer,
    cost_of,
    decline_turn,
    end_turn,
    helpers,
    pick,
    play_turn,
    redeploy,
    region,
    rules_root,
    score,
    set_hand,
    world_game,
)

from games.smallworld.model.errors import DataError
from games.smallworld.model.game import Game
from games.smallworld.model.gamefile import game_file_json, new_game, parse_game_file
from games.smallworld.model.replay import replay
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.model.state_json import state_json


def _file(game):
    return game_file_json(game, WORLD_PATH)


def _parse(data):
    return parse_game_file(data, "g.json", [str(ROOT / "maps")], rules_root())


def test_each_islands_letter_region_gets_one_face_down_marker():
    game = world_game()
    assert region(game, "l1")["items"] == ["hidden"] and region(game, "s2")["items"] == ["hidden"]
    assert all(r["items"] == [] for rid, r in state_json(game)["regions"].items() if rid not in ("l1", "s2"))
    assert _file(game)["markers"] == ["dark_portal", "karazhan"]


def test_a_random_draw_is_recorded_and_replays_the_same():
    game = world_game(markers=None, seed=5)
    drawn = _file(game)["markers"]
    assert len(drawn) == 2 and set(drawn) <= set(RULES.deck_items)
    setup, problems = _parse(_file(game))
    assert problems == [] and setup["markers"] == drawn
    assert state_json(new_game(setup)) == state_json(game)


def test_w1_only_built_markers_are_drawn():
    drawn = set()
    for seed in range(120):
        drawn.update(_file(world_game(markers=None, seed=seed))["markers"])
    assert drawn == set(RULES.deck_items)


@pytest.mark.parametrize("markers, where", [(["nowhere"], "markers[0]"), (["dark_portal", "dark_portal"], "markers[1]"),
                                            (["karazhan", 7], "markers[1]")])
def test_item_82_bad_markers_in_a_game_file_are_refused_by_index(markers, where):
    data = _file(world_game())
    data["markers"] = markers
    _setup, problems = _parse(data)
    assert any(where in p.where for p in problems), problems


def test_item_82_a_marker_that_is_not_drawn_is_refused_when_the_game_is_made(tmp_path):
    rules = _rules_drawing(tmp_path, ["meeting_stone", "karazhan"])
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    with pytest.raises(DataError) as info:
        Game(rules, WORLD, seats, 1, markers=["dark_portal"])
    assert "markers[0]" in str(info.value)


def _rules_drawing(tmp_path, playable):
    """A copy of the azeroth ruleset drawing only the `playable` markers."""
    import yaml
    from cli_files import copy_ruleset
    folder = tmp_path / "drawing"
    copy_ruleset(ROOT / "rules_data" / "azeroth", folder)
    entries = yaml.safe_load((folder / "items.yaml").read_text())
    for entry in entries:
        entry["playable"] = entry["id"] in playable
    (folder / "items.yaml").write_text(yaml.safe_dump(entries))
    return load_ruleset(str(folder))


def test_markers_is_not_written_for_classic():
    game = helpers.new_game(["ratmen", "humans", "wizards", "dwarves", "elves", "orcs"],
                            ["hill", "forest", "swamp", "merchant", "alchemist", "wealthy"])
    assert "markers" not in game_file_json(game, "grid")
    assert all("items" not in r for r in state_json(game)["regions"].values())


def test_item_38_a_conquest_reveals_the_marker_and_its_conqueror_controls_it():
    game = world_game(["orcs"], ["farmer"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    assert region(game, "l1")["items"] == ["dark_portal"]
    redeploy(game, 0, {"l1": REST})
    s = score(end_turn(game, 0))
    assert s["item_bonus"] == 2                     # Dark Portal: +2
    assert_audit(game)


def test_a_revealed_marker_stays_face_up_and_a_declined_race_uses_none():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"])
    play_turn(game, 0, pick="orcs", conquer=["l1"], redeploy={"l1": REST})
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    s = score(decline_turn(game, 0))
    assert s["item_bonus"] == 0 and region(game, "l1")["items"] == ["dark_portal"]


def test_w3_w6_the_meeting_stone_waives_the_crossing_fee_for_its_controller():
    game = world_game(["orcs"], ["farmer"], markers=["meeting_stone", "karazhan"])
    pick(game, 0, "orcs")
    assert cost_of(game, "orcs", "s1") == 3
    conquer(game, 0, "l1")                         # reveals the Meeting Stone
    assert cost_of(game, "orcs", "s1") == 2
    assert cost_of(game, "orcs", "l8") == 2


def test_karazhan_pays_for_each_other_region_of_its_terrain():
    game = world_game(["orcs"], ["farmer"], markers=["dark_portal", "karazhan"])
    pick(game, 0, "orcs")
    set_hand(game, "orcs", 3 + 2 + 2 + 2)
    conquer(game, 0, "s1")                          # 2 + fee
    conquer(game, 0, "s2")                          # a Hill, with Karazhan
    conquer(game, 0, "s3")
    conquer(game, 0, "s7")                          # another Hill
    redeploy(game, 0, {"s1": 1, "s2": 1, "s3": 1, "s7": REST})
    assert score(end_turn(game, 0))["item_bonus"] == 1


def test_replay_keeps_the_drawn_markers():
    game = world_game(["orcs"], ["farmer"], markers=None, seed=9)
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    setup, problems = _parse(_file(game))
    assert problems == []
    assert state_json(replay(setup).game) == state_json(game)


def test_w1_with_fewer_built_markers_than_islands_the_last_islands_get_none(tmp_path):
    rules = _rules_drawing(tmp_path, ["meeting_stone"])
    assert rules.deck_items == ["meeting_stone"]
    game = Game(rules, WORLD, [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 3)
    assert region(game, "l1")["items"] == ["hidden"] and region(game, "s2")["items"] == []
    assert game_file_json(game, WORLD_PATH)["markers"] == ["meeting_stone"]


def test_w4_the_stacks_of_a_seed_do_not_depend_on_the_markers_drawn():
    from games.smallworld.model.game import Game
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    drawn = Game(RULES, WORLD, seats, 4)
    scripted = Game(RULES, WORLD, seats, 4, markers=["karazhan", "dark_portal"])
    assert drawn.race_order == scripted.race_order and drawn.power_log == scripted.power_log
    assert [c.race.id for c in drawn.combos] == [c.race.id for c in scripted.combos]
