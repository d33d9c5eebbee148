"""Warcraft worlds (azeroth.md §2 and "Format additions"): a map with `islands`.

The board exposes the islands, entry and letter regions; `check` adds a world's own
errors and warnings; a classic map loads exactly as before (its world fields empty).
"""

import copy
import json
import os

import pytest

from games.smallworld.model import board
from games.smallworld.model.board import check_map, load_map, parse_map

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORLD = os.path.join(ROOT, "tests", "data", "test-world.json")
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")

with open(WORLD, encoding="utf-8") as _handle:
    _WORLD_DATA = json.load(_handle)


def world():
    return copy.deepcopy(_WORLD_DATA)


def region(data, rid):
    return next(r for r in data["regions"] if r["id"] == rid)


def test_a_world_exposes_its_islands_entries_and_letters():
    b = load_map(WORLD)
    assert b.is_world
    assert b.islands == (("l", "L"), ("s", "S"))
    assert len(b.island_of) == len(b) and b.island_of[b.index["l1"]] == "l" and b.island_of[b.index["s3"]] == "s"
    assert [b.regions[i].id for i in b.entries] == ["l1", "l8", "s1"]
    assert [b.regions[i].id for i in b.letters] == ["l1", "s2"]
    r = b.region("l1")
    assert (r.island, r.entry, r.letter) == ("l", True, True)
    assert (b.region("l2").entry, b.region("l2").letter) == (False, False)
    assert "dungeon" in b.region("l5").features and b.region("l5").island == "l"
    assert all(b.island_of[a] == b.island_of[c] for a, c in b.adjacent_pairs)


def test_a_classic_map_has_empty_world_fields():
    b = load_map(GRID)
    assert not b.is_world
    assert b.islands == () and b.entries == () and b.letters == ()
    assert b.island_of == (None,) * len(b)
    assert all(r.island is None and r.entry is False and r.letter is False for r in b.regions)


def test_the_shipped_test_world_has_no_problem():
    assert check_map(WORLD) == []


def problems_of(data):
    return [str(p) for p in parse_map(data, "w.json")[1]]


def errors_of(data):
    return [str(p) for p in parse_map(data, "w.json")[1] if not p.warning]


def warnings_of(data):
    return [str(p) for p in parse_map(data, "w.json")[1] if p.warning]


def test_a_region_on_an_unknown_island_is_an_error():
    data = world()
    region(data, "l3")["island"] = "x"
    assert errors_of(data) == ['error: w.json: regions[2].island: "x" is not one of the map\'s islands (l, s)']


def test_a_region_without_island_is_an_error():
    data = world()
    del region(data, "l3")["island"]
    assert errors_of(data) == ['error: w.json: regions[2]: "l3" has no island: every region of a world lies '
                               'on one of its islands']


def test_adjacency_across_islands_is_an_error():
    data = world()
    region(data, "s1")["island"] = "l"    # s1 borders s2 and s5 of the other island
    errors = errors_of(data)
    assert 'error: w.json: adjacent: s1 (l) and s2 (s) lie on different islands: adjacency exists only ' \
           'inside an island' in errors
    assert len([e for e in errors if "different islands" in e]) == 2


def test_an_island_needs_an_entry_region():
    data = world()
    region(data, "s1")["entry"] = False
    assert errors_of(data) == ['error: w.json: islands[1]: island "s" has no entry region']


@pytest.mark.parametrize("letters, found", [((), 0), (("s2", "s3"), 2)])
def test_an_island_needs_exactly_one_letter_region(letters, found):
    data = world()
    region(data, "s2")["letter"] = False
    for rid in letters:
        region(data, rid)["letter"] = True
    assert errors_of(data) == [f'error: w.json: islands[1]: island "s" has {found} letter regions, exactly 1 needed']


@pytest.mark.parametrize("field", ["entry", "letter"])
def test_entry_and_letter_regions_are_land(field):
    data = world()
    region(data, "l6")[field] = True     # the lake
    named = {"entry": "an entry region", "letter": "a letter region"}[field]
    assert f'error: w.json: regions[5].{field}: "l6" is lake: {named} must be land' in errors_of(data)


@pytest.mark.parametrize("feature", ["mine", "cavern"])
def test_a_world_has_only_magic_and_dungeon_symbols(feature):
    data = world()
    region(data, "l2")["features"] = ["magic", feature]
    assert errors_of(data) == [f'error: w.json: regions[1].features: "{feature}" is not a symbol of a world '
                               '(only magic and dungeon)']


def test_a_repeated_island_id_is_an_error():
    data = world()
    data["islands"].append({"id": "s", "size": "M"})
    assert errors_of(data) == ['error: w.json: islands[2].id: duplicate island id "s"']


@pytest.mark.parametrize("players, sizes, said", [
    (2, ["L", "M"], "L + M for 2 players; the rules deal L + S"),
    (3, ["L", "S"], "L + S for 3 players; the rules deal L + M + S"),
    (5, ["L", "S"], "L + S for 5 players; the rules deal 2 L + M + 2 S"),
])
def test_island_sizes_that_do_not_match_the_players_are_a_warning(players, sizes, said):
    data = world()
    data["players"] = players
    for island, size in zip(data["islands"], sizes, strict=True):
        island["size"] = size
    assert problems_of(data) == [f"warning: w.json: islands: {said}"]


def test_magic_and_murlocs_on_water_are_warnings_in_a_world():
    data = world()
    region(data, "l6").update(features=["magic"], lost_tribe=True)
    assert problems_of(data) == [
        'warning: w.json: regions[5].features: "l6" is lake: a magic source on water is never held',
        'warning: w.json: regions[5].lost_tribe: "l6" is lake: a Murloc on water']


def test_border_is_ignored_in_a_world():
    """No region of the test world is a border region: entries replace it (the classic reachability
    rule would refuse it)."""
    data = world()
    assert not any(r.get("border") for r in data["regions"])
    assert problems_of(data) == []


def test_world_fields_on_a_classic_map():
    with open(GRID, encoding="utf-8") as handle:
        data = json.load(handle)
    data["regions"][1]["island"] = "l"
    data["regions"][2]["entry"] = True
    assert problems_of(data) == [
        'error: w.json: regions[1].island: "l" is not one of the map\'s islands (it lists none)',
        "warning: w.json: regions[2].entry: ignored: only a world (a map with islands) has them"]


def test_schema_refuses_bad_world_fields():
    data = world()
    data["islands"][0]["size"] = "XL"
    region(data, "l2")["entry"] = "yes"
    assert errors_of(data) == ['error: w.json: islands[0].size: "XL" is not one of S, M, L',
                               'error: w.json: regions[1].entry: must be true or false, not "yes"']


def test_a_lost_tribe_on_water_stays_an_error_on_a_classic_map():
    with open(GRID, encoding="utf-8") as handle:
        data = json.load(handle)
    data["regions"][0]["lost_tribe"] = True     # a1 is a sea
    assert errors_of(data) == ["error: w.json: regions[0].lost_tribe: a lost tribe cannot live on water"]
    assert board.WATER == {"sea", "lake"}
