"""maps/schema.json (for modders' editors) stays in step with the map loader."""

import json
import os
import re

from game.model import board

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMA = json.load(open(os.path.join(ROOT, "maps", "schema.json"), encoding="utf-8"))
REGION = SCHEMA["$defs"]["region"]


def test_enums_and_patterns_match_the_loader():
    assert REGION["properties"]["terrain"]["enum"] == list(board.TERRAINS)
    assert REGION["properties"]["features"]["items"]["enum"] == list(board.FEATURES)
    assert SCHEMA["properties"]["format"]["const"] == board.MAP_FORMAT
    assert SCHEMA["properties"]["id"]["pattern"].strip("^$") == board.MAP_ID.pattern.replace("\\Z", "")
    assert SCHEMA["$defs"]["regionId"]["pattern"].strip("^$") == board.REGION_ID.pattern.replace("\\Z", "")


def test_every_field_the_loader_knows_is_described():
    assert set(SCHEMA["properties"]) == board.KNOWN_MAP_KEYS
    assert set(REGION["properties"]) == board.KNOWN_REGION_KEYS
    assert set(SCHEMA["required"]) <= board.KNOWN_MAP_KEYS


def test_the_shipped_maps_satisfy_the_schema_required_fields_and_enums():
    for path in board.map_files(os.path.join(ROOT, "maps")):
        data = json.load(open(path, encoding="utf-8"))
        assert set(SCHEMA["required"]) <= set(data), path
        for region in data["regions"]:
            assert set(REGION["required"]) <= set(region)
            assert region["terrain"] in REGION["properties"]["terrain"]["enum"]
            assert re.fullmatch(SCHEMA["$defs"]["regionId"]["pattern"].strip("^$"), region["id"])
