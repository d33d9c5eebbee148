"""The shipped classic maps are what maps/tools/generate_maps.py makes of maps/tools/map_data.py,
byte for byte, Russian names included (so running the generator again loses nothing)."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, "maps", "tools")


@pytest.fixture(scope="module")
def generator():
    sys.path.insert(0, TOOLS)
    try:
        import generate_maps
        import map_data
    finally:
        sys.path.remove(TOOLS)
    return generate_maps, map_data


def test_the_generator_reproduces_every_shipped_classic_map(generator):
    generate_maps, map_data = generator
    assert len(map_data.MAPS) >= 4
    for spec in map_data.MAPS:
        doc, _seeds = generate_maps.build_map(spec, warn=lambda note: None)
        with open(os.path.join(ROOT, "maps", spec["id"] + ".json"), encoding="utf-8") as handle:
            shipped = handle.read()
        assert generate_maps.dumps(doc) == shipped, spec["id"]


def test_every_map_and_region_has_its_russian_name(generator):
    _generate_maps, map_data = generator
    for spec in map_data.MAPS:
        assert spec["ru"] and spec["ru"] != spec["name"]
        for region in spec["regions"]:
            assert any("а" <= ch.lower() <= "я" for ch in region["ru"]), (spec["id"], region["name"])
