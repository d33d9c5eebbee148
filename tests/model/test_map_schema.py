"""The JSON Schemas (maps/schema.json, games/smallworld/model/schemas/game_file.py) are what the loaders check.

The structure of a map or game file is checked by jsonschema against these
schemas; the loaders add only what a schema cannot say. These tests keep the
schemas valid, in step with the engine's vocabulary, and their problems in the
project's form `FILE: field.path: what`.
"""

import json
import os

import jsonschema
import pytest
from game_helpers import random_game
from work_counts import calls_within

from games.smallworld.model import board, gamefile, schemas
from games.smallworld.model.board import check_map, parse_map
from games.smallworld.model.game import AI_LEVELS, PLAYER_KINDS
from games.smallworld.model.schemas.game_file import SCHEMA as GAME_SCHEMA

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMA = json.load(open(os.path.join(ROOT, "maps", "schema.json"), encoding="utf-8"))
REGION = SCHEMA["$defs"]["region"]
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")


def grid():
    with open(GRID, encoding="utf-8") as handle:
        return json.load(handle)


@pytest.mark.parametrize("schema", [SCHEMA, GAME_SCHEMA], ids=["map", "game"])
def test_the_schemas_are_valid_json_schemas(schema):
    jsonschema.Draft202012Validator.check_schema(schema)
    assert json.loads(json.dumps(schema)) == schema  # plain JSON: what editors and other programs read


def test_the_loader_reads_the_shipped_map_schema():
    assert os.path.samefile(schemas.map_schema_path(), os.path.join(ROOT, "maps", "schema.json"))
    assert schemas.map_schema() == SCHEMA


def test_map_enums_patterns_and_limits_match_the_engine():
    assert REGION["properties"]["terrain"]["enum"] == list(board.TERRAINS)
    assert REGION["properties"]["features"]["items"]["enum"] == list(board.FEATURES)
    assert SCHEMA["properties"]["format"]["const"] == board.MAP_FORMAT
    assert SCHEMA["properties"]["id"]["pattern"].strip("^$") == board.MAP_ID.pattern.replace("\\Z", "")
    assert SCHEMA["$defs"]["regionId"]["pattern"].strip("^$") == board.REGION_ID.pattern.replace("\\Z", "")
    assert SCHEMA["properties"]["regions"]["maxItems"] == board.MAX_REGIONS
    assert REGION["properties"]["polygon"]["maxItems"] == board.MAX_POINTS
    assert SCHEMA["properties"]["adjacent"]["maxItems"] == board.MAX_ADJACENT
    for side in SCHEMA["properties"]["size"]["prefixItems"]:
        assert (side["minimum"], side["maximum"]) == (1, board.MAX_SIZE)
    for coordinate in SCHEMA["$defs"]["point"]["prefixItems"]:
        assert (coordinate["minimum"], coordinate["maximum"]) == (0, board.MAX_SIZE)
    assert SCHEMA["properties"]["name"]["maxLength"] == REGION["properties"]["name"]["maxLength"] == board.MAX_NAME
    assert SCHEMA["properties"]["id"]["maxLength"] == SCHEMA["$defs"]["regionId"]["maxLength"] == board.MAX_ID
    assert str(board.MAX_TOTAL_POINTS) in SCHEMA["properties"]["regions"]["description"]
    island = SCHEMA["$defs"]["island"]
    assert island["properties"]["size"]["enum"] == list(board.ISLAND_SIZES)
    assert SCHEMA["properties"]["islands"]["maxItems"] == board.MAX_ISLANDS
    assert board.WORLD_FEATURES <= set(board.FEATURES)


def test_points_are_checked_fast_with_the_same_verdicts_as_jsonschema():
    """100,000 points go through a plain loop, not jsonschema; any bad one sends the whole map
    through jsonschema, so the problems are worded as before."""
    assert schemas._point_rule(SCHEMA) == [(0, board.MAX_SIZE), (0, board.MAX_SIZE)]
    validator = jsonschema.Draft202012Validator(SCHEMA)
    for bad in ([0, -1], [0, 100001], [True, 0], ["1", 0], [0], [0, 0, 0], {"x": 0}, [0, float("inf")]):
        data = grid()
        data["regions"][3]["polygon"][1] = bad
        assert not schemas._points_sound(data, schemas._point_rule(SCHEMA))
        assert schemas.check(data, "map") != [] and list(validator.iter_errors(data)) != []
    data = grid()
    data["regions"][3]["polygon"][1] = [0.5, 100000]
    assert schemas._points_sound(data, schemas._point_rule(SCHEMA)) and schemas.check(data, "map") == []


def test_every_map_field_the_loader_knows_is_described():
    assert set(SCHEMA["properties"]) == board.KNOWN_MAP_KEYS
    assert set(REGION["properties"]) == board.KNOWN_REGION_KEYS
    assert set(SCHEMA["required"]) <= board.KNOWN_MAP_KEYS


def test_game_schema_matches_the_engine():
    props = GAME_SCHEMA["properties"]
    assert props["format"]["const"] == gamefile.GAME_FORMAT
    assert props["actions"]["maxItems"] == gamefile.MAX_ACTIONS
    seat = GAME_SCHEMA["$defs"]["seat"]
    assert seat["properties"]["kind"]["enum"] == list(PLAYER_KINDS)
    assert seat["then"]["properties"]["level"]["enum"] == list(AI_LEVELS)


def test_the_shipped_maps_and_written_game_files_satisfy_the_schemas():
    validator = jsonschema.Draft202012Validator(SCHEMA)
    for path in board.map_files(os.path.join(ROOT, "maps")):
        with open(path, encoding="utf-8") as handle:
            assert list(validator.iter_errors(json.load(handle))) == [], path
    from games.smallworld.model.ruleset import load_ruleset
    game = random_game(load_ruleset(os.path.join(ROOT, "rules_data", "classic")), board.load_map(GRID), 3, seats=2)
    data = gamefile.game_file_json(game, "test-grid")
    assert list(jsonschema.Draft202012Validator(GAME_SCHEMA).iter_errors(data)) == []
    assert schemas.check(data, "game") == []


# -- problems in the project's form ----------------------------------------------------------


def test_field_paths_and_excerpts():
    assert schemas.field_path(["regions", 3, "polygon", 0, 1]) == "regions[3].polygon[0][1]"
    assert schemas.field_path([]) == ""
    assert schemas.excerpt("x" * 500) == json.dumps("x" * 500)[:39] + "…"
    assert schemas.excerpt([1, 2]) == "[1, 2]"


@pytest.mark.parametrize("mutate, where, what", [
    (lambda d: d.update(players="two"), "players", 'must be a whole number, not "two"'),
    (lambda d: d.update(players=9), "players", "must be at most 5, not 9"),
    (lambda d: d.pop("adjacent"), "adjacent", "missing"),
    (lambda d: d.update(format="map"), "format", 'must be "smallworld-map"'),
    (lambda d: d.update(id="Bad Id"), "id", "must be made of a-z, 0-9 and '-'"),
    (lambda d: d["regions"][1].update(terrain="lava"), "regions[1].terrain",
     '"lava" is not one of farmland, forest, hill, swamp, mountain, sea, lake'),
    (lambda d: d["regions"][2].update(polygon=[[0, 0], [1, 1]]), "regions[2].polygon",
     "needs at least 3 points, has 2"),
    (lambda d: d["regions"][3].update(features=["mine", "mine"]), "regions[3].features",
     "lists the same item more than once"),
    (lambda d: d["regions"][4]["polygon"].__setitem__(0, ["x", 0]), "regions[4].polygon[0][0]",
     'must be a number, not "x"'),
    (lambda d: d["regions"][5].update(lost_tribe=True, terrain="sea"), "regions[5].lost_tribe",
     "a lost tribe cannot live on water"),
    (lambda d: d["regions"][6].update(id="Ü" * 300), "regions[6].id", "must be made of a-z, 0-9, '_' and '-'"),
    (lambda d: d["regions"][7].update(border="yes"), "regions[7].border", 'must be true or false, not "yes"'),
    (lambda d: d["regions"][8].pop("polygon"), "regions[8].polygon", "missing"),
    (lambda d: d["adjacent"].append(["a1", 7]), "adjacent[", "must be text, not 7"),
])
def test_map_problems_name_the_file_and_field(tmp_path, mutate, where, what):
    data = grid()
    data["id"] = "m"
    mutate(data)
    path = tmp_path / "m.json"
    path.write_text(json.dumps(data))
    errors = [str(p) for p in check_map(str(path)) if not p.warning]
    prefix = f"error: {path}: {where}"
    assert any(e.startswith(prefix) and e.endswith(what) for e in errors), errors
    assert all(len(e) < len(str(path)) + 160 for e in errors), errors  # bad values are quoted short


def test_a_size_too_large_for_a_float_is_refused(tmp_path):
    text = json.dumps(dict(grid(), id="m")).replace('"size": [', '"size": [1e400, ', 1).replace(", 1000]", "]", 1)
    path = tmp_path / "m.json"
    path.write_text(text)
    assert json.loads(text)["size"][0] == float("inf")
    errors = [str(p) for p in check_map(str(path))]
    assert errors == [f"error: {path}: size[0]: must be at most 100000, not inf"]


def test_a_newer_version_is_said_first():
    data = grid()
    data.update(version=7, players="two")
    _, problems = parse_map(data, "x.json")
    assert str(problems[0]) == ("error: x.json: version: version 7 is newer than this program understands (1); "
                                "update the game")


def test_lists_far_too_long_are_refused_without_checking_every_item():
    # checking the items one by one takes several calls an item: the limits are far below one an item
    data = grid()
    data["regions"][0]["polygon"] = [[1, 1]] * 1_000_000
    with calls_within(100_000):
        _, problems = parse_map(data, "x.json")
    assert [str(p) for p in problems] == [
        "error: x.json: regions[0].polygon: has too many points (1000000, at most 2000)"]
    data = {"format": "smallworld-game", "version": 1, "ruleset": "classic", "map": "x",
            "players": [{"name": "A"}, {"name": "B"}], "dice": [1] * 2_000_000}
    with calls_within(200_000):
        found = schemas.check(data, "game")
    assert found == [("dice", "has too many items (2000000, at most 100000)")]


def test_a_flood_of_problems_is_cut_short():
    data = grid()
    for region in data["regions"]:
        region["polygon"] = [["x", "y"]] * 50
    found = schemas.check(data, "map")
    assert len(found) == schemas.MAX_PROBLEMS + 1
    assert found[-1][1].startswith("and ") and found[-1][1].endswith("more problems like these")


def test_unknown_fields_are_warnings_not_errors():
    data = grid()
    data["hexes"] = [{"id": "l1", "size": "S"}]
    data["regions"][0]["height"] = 3
    board_, problems = parse_map(data, "x.json")
    assert board_ is not None
    assert {str(p) for p in problems} == {"warning: x.json: hexes: unknown field (ignored)",
                                          "warning: x.json: regions[0].height: unknown field (ignored)"}
    assert board_.regions[0].extra == {"height": 3}
