"""The Well of Eternity (items 20, 39, 80, 82)."""

import json

import pytest
from world_helpers import (
    REST,
    RULES,
    WORLD_PATH,
    assert_audit,
    conquer,
    decline_turn,
    end_turn,
    pick,
    play_turn,
    redeploy,
    region,
    score,
    world_game,
)

from games.smallworld.model.board import load_map
from games.smallworld.model.errors import DataError
from games.smallworld.model.game import Game

WELL = ["well_of_eternity", "karazhan"]


def test_item_39_the_revealed_well_moves_to_the_first_water_of_its_island():
    game = world_game(["orcs"], ["farmer"], markers=WELL)
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    assert region(game, "l1")["items"] == [] and region(game, "l6")["items"] == ["well_of_eternity"]
    assert_audit(game)


def test_item_20_the_race_with_most_regions_around_it_pays_its_player_two():
    game = world_game(["orcs"], ["farmer"], markers=WELL)
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    conquer(game, 0, "l2")
    conquer(game, 0, "l5")                      # around the lake l6: l2, l5 (Ann), l7, l10 (Murlocs)
    redeploy(game, 0, {"l1": 1, "l2": 1, "l5": REST})
    assert score(end_turn(game, 0))["item_bonus"] == 0         # a tie with the Murlocs: nothing
    game2 = world_game(["orcs"], ["blacksmith"], markers=WELL)
    pick(game2, 0, "orcs")
    for rid in ("l1", "l2", "l5", "l9"):
        conquer(game2, 0, rid)
    conquer(game2, 0, "l10")                    # a Murloc: 3 of the 4 regions around the lake now
    redeploy(game2, 0, {"l1": 1, "l2": 1, "l5": 1, "l9": 1, "l10": REST})
    assert score(end_turn(game2, 0))["item_bonus"] == 2
    assert_audit(game2)


def test_w13_item_20_declined_races_count_and_the_decline_turn_scores_the_well():
    game = world_game(["orcs", "dwarves"], ["blacksmith", "ranger"], markers=WELL)
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2", "l5", "l9", "l10"],
              redeploy={"l1": 1, "l2": 1, "l5": 1, "l9": 1, "l10": REST})
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    s = score(decline_turn(game, 0))
    assert s["item_bonus"] == 2 and s["coins"] == 5 + 2


def test_item_39_with_no_water_on_its_island_another_place_replaces_it(tmp_path):
    data = json.loads(open(WORLD_PATH).read())
    for r in data["regions"]:
        if r["id"] in ("l6", "l11"):
            r["terrain"] = "farmland"
    path = tmp_path / "world.json"
    path.write_text(json.dumps(data))
    board = load_map(str(path))
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    game = Game(RULES, board, seats, 1, races=["orcs"], powers=["farmer"],
                markers=WELL + ["dark_portal"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    assert region(game, "l1")["items"] == ["dark_portal"]          # face up at once
    game2 = Game(RULES, board, seats, 1, races=["orcs"], powers=["farmer"], markers=WELL)
    pick(game2, 0, "orcs")
    conquer(game2, 0, "l1")
    [drawn] = region(game2, "l1")["items"]
    assert RULES.items[drawn].kind == "place" and drawn not in WELL
    assert game2.item_log == WELL + [drawn]


@pytest.mark.parametrize("extra", [["frostmourne"], ["karazhan"], ["dark_portal", "dark_portal"]])
def test_item_82_a_redraw_must_be_a_legendary_place_not_yet_drawn(extra):
    with pytest.raises(DataError) as info:
        world_game(markers=WELL + extra)
    assert f"markers[{len(WELL) + len(extra) - 1}]" in str(info.value)
