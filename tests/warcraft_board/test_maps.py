"""Warcraft: The Board Game's maps: the shipped files pass check_map and every rule of their layout (each
bullet tested on its own here, on the real files), damaged copies are refused at the right field, and
hostile documents give problems, never a crash."""

import copy
import json
import math
import os

import pytest

from games.warcraft_board.model import board as wb
from kernel.errors import DataError
from kernel.file_checks import MAX_PROBLEMS

SHIPPED = [layout for layout in wb.KNOWN_LAYOUTS if os.path.exists(wb.map_file(layout))]


def document(layout):
    with open(wb.map_file(layout), encoding="utf-8") as handle:
        return json.load(handle)


def ids(board, kind):
    return [s.id for s in board.spaces.values() if s.type == kind]


def test_the_first_maps_ship():
    assert "main_2p" in SHIPPED


@pytest.mark.parametrize("layout", SHIPPED)
def test_shipped_map_passes_its_check(layout):
    assert wb.check_map(document(layout), layout) == []
    board = wb.shipped_map(layout)
    assert board.layout == layout and board.id == layout
    assert board.size == (1600, 1000)


@pytest.mark.parametrize("layout", SHIPPED)
def test_counts_of_the_table(layout):
    board = wb.shipped_map(layout)
    count, types, vps, labels, _cities = wb.LAYOUT_TABLE[layout]
    assert len(board.spaces) == count
    for kind, wanted in types.items():
        assert len(ids(board, kind)) == wanted, kind
    assert sorted(s.vp for s in board.spaces.values() if s.type == "objective") == [1] * vps[0] + [2] * vps[1]
    assert sorted(s.label for s in board.spaces.values() if s.label) == list(labels)
    assert all(board.spaces[board.label_space(x)].type == "clear" for x in labels)


@pytest.mark.parametrize("layout", SHIPPED)
def test_neighbours_reachability_and_cities(layout):
    board = wb.shipped_map(layout)
    shape = wb.board_shape(board)
    assert shape.interior, "some spaces lie inside the map"
    for sid in shape.interior:
        assert 4 <= len(board.neighbours(sid)) <= 7
    for city in board.cities():
        near = board.neighbours(city.id)
        assert 4 <= len(near) <= 6
        kinds = [board.spaces[n].type for n in near]
        assert "mountain" not in kinds and "objective" not in kinds
        if layout != "nordrassil_4p":
            assert kinds.count("goldmine") == 1 and kinds.count("forest") == 1
        for sid, space in board.spaces.items():
            if space.type != "mountain":
                assert board.ground_distance(city.id, sid) is not None


@pytest.mark.parametrize("layout", SHIPPED)
def test_outlines_are_a_board(layout):
    """Adjacency is what the outlines share; no space is a sliver (each holds 3 unit tokens and workers)."""
    from kernel import geometry

    board = wb.shipped_map(layout)
    shapes = {sid: s.polygon for sid, s in board.spaces.items()}
    assert geometry.shared_borders(shapes) == {frozenset(p) for p in board.adjacent_pairs}
    for s in board.spaces.values():
        assert geometry.polygon_area(s.polygon) > 8000
        centre = geometry.interior_point(s.polygon)
        assert geometry.distance_to_boundary(centre, s.polygon) > 40


def half_turn_twins(board):
    shape = wb.board_shape(board)
    cx, cy = shape.centre
    twins = {}
    for sid, (x, y) in shape.centroids.items():
        target = (2 * cx - x, 2 * cy - y)
        twins[sid] = min(shape.centroids, key=lambda o: math.dist(shape.centroids[o], target))
        assert math.dist(shape.centroids[twins[sid]], target) < 2
    return twins


@pytest.mark.skipif("main_2p" not in SHIPPED, reason="not written yet")
def test_main_2p_rules():
    board = wb.shipped_map("main_2p")
    twins = half_turn_twins(board)
    for sid, twin in twins.items():
        a, b = board.spaces[sid], board.spaces[twin]
        assert (a.type, a.vp) == (b.type, b.vp) and twin != sid
        assert {twins[n] for n in board.neighbours(sid)} == set(board.neighbours(twin))
    c1, c2 = board.city_for("humans", 0), board.city_for("orcs", 1)
    assert {c1, c2} == set(ids(board, "city")) and twins[c1] == c2
    d = board.ground_distance
    assert d(c1, c2) == 7
    for kind in ("goldmine", "forest"):
        for own, other in ((c1, c2), (c2, c1)):
            assert len([m for m in ids(board, kind) if 2 <= d(own, m) <= 3 and d(other, m) >= 4]) == 1
        assert len([m for m in ids(board, kind) if d(c1, m) == d(c2, m)]) == 2
    for sid in ids(board, "objective"):
        if board.spaces[sid].vp == 2:
            assert min(d(c1, sid), d(c2, sid)) >= 3
    for sid in ids(board, "mountain"):
        assert abs(d(c1, sid) - d(c2, sid)) <= wb.MIDDLE_BAND


@pytest.mark.skipif("prisoners_2p" not in SHIPPED, reason="not written yet")
def test_prisoners_2p_rules():
    board = wb.shipped_map("prisoners_2p")
    twins = half_turn_twins(board)
    orc, elf = board.city_for("orcs", 0), board.city_for("night_elves", 1)
    d = board.ground_distance
    assert twins[orc] == elf and d(orc, elf) == 8
    a, b = board.label_space("A"), board.label_space("B")
    assert twins[a] == b
    for kind in ("goldmine", "forest"):
        for own, other in ((orc, elf), (elf, orc)):
            assert len([m for m in ids(board, kind) if 2 <= d(own, m) <= 3 and d(other, m) > d(own, m)]) == 1
    assert d(elf, a) == 2 and d(orc, a) >= 7
    assert d(orc, b) == 2 and d(elf, b) >= 7
    assert len(board.walls) == 4
    for prisoner, home in ((a, orc), (b, elf)):
        walled = [n for n in board.neighbours(prisoner) if board.walled(prisoner, n)]
        assert len(walled) == 2
        assert all(d(home, n) < d(home, prisoner) for n in walled)
        assert all(board.walled(prisoner, n) for n in board.neighbours(prisoner) if d(home, n) < d(home, prisoner))


def test_board_queries():
    board = wb.shipped_map("main_2p")
    c1 = board.city_for("undead", 0)
    assert board.spaces[c1].city_slot == 1 and board.city_for("orcs", 1) != c1
    near = board.neighbours(c1)
    assert list(near) == sorted(near, key=list(board.spaces).index)
    assert all(board.adjacent(c1, n) and board.adjacent(n, c1) for n in near)
    assert not board.adjacent(c1, c1) and not board.walled(c1, near[0])
    mountain = ids(board, "mountain")[0]
    assert board.steps(c1, mountain) <= board.ground_distance(c1, mountain)
    assert board.label_space("A") is None
    assert wb.MAP_LAYOUTS[("main", 2)] == "main_2p" and wb.MAP_LAYOUTS[("nordrassil", 4)] == "nordrassil_4p"


def test_ground_distance_never_crosses_a_mountain():
    board = wb.shipped_map("main_2p")
    for start in board.spaces:
        for target, steps in board.ground_distances(start).items():
            if steps == 0:
                continue
            before = [n for n in board.neighbours(target) if board.ground_distances(start).get(n) == steps - 1]
            assert any(n == start or board.spaces[n].type != "mountain" for n in before)


# -- damaged copies ------------------------------------------------------------------------------------------------


def damaged(layout, change):
    doc = copy.deepcopy(document(layout))
    change(doc)
    return [f"{p.where}: {p.what}" for p in wb.check_map(doc, "m.json")]


def index_of(doc, kind, n=0):
    return [k for k, s in enumerate(doc["spaces"]) if s["type"] == kind][n]


@pytest.mark.parametrize("layout", SHIPPED)
def test_damaged_copies_are_refused_at_their_field(layout):
    doc = document(layout)
    mine = index_of(doc, "mountain")

    def retype(d):
        d["spaces"][mine]["type"] = "clear"
    assert any(p.startswith("m.json: spaces: ") and "mountain" in p for p in damaged(layout, retype))

    def bad_type(d):
        d["spaces"][mine]["type"] = "lake"
    assert damaged(layout, bad_type)[0].startswith(f"m.json: spaces[{mine}].type: ")

    def drop_pair(d):
        del d["adjacent"][7]
    assert any(p.startswith("m.json: adjacent: ") and "not listed as adjacent" in p for p in damaged(layout, drop_pair))

    def twice(d):
        d["adjacent"].append(list(reversed(d["adjacent"][3])))
    assert any(p.startswith(f"m.json: adjacent[{len(doc['adjacent'])}]: ") for p in damaged(layout, twice))

    def unknown(d):
        d["adjacent"][7][1] = "nowhere"
    assert damaged(layout, unknown)[0].startswith("m.json: adjacent[7]: ")

    def extra_key(d):
        d["spaces"][2]["colour"] = "red"
    assert damaged(layout, extra_key)[0].startswith("m.json: spaces[2].colour: ")

    def same_id(d):
        d["spaces"][3]["id"] = d["spaces"][2]["id"]
    assert damaged(layout, same_id)[0].startswith("m.json: spaces[3].id: ")

    def outside(d):
        d["spaces"][4]["polygon"][0] = [1700, 10]
    assert damaged(layout, outside)[0].startswith("m.json: spaces[4].polygon[0]: ")

    def moved(d):
        d["spaces"][5]["polygon"] = [[x + 30, y] for x, y in d["spaces"][5]["polygon"]]
    assert damaged(layout, moved)

    def vp_on_clear(d):
        d["spaces"][index_of(d, "clear")]["vp"] = 1
    assert any(".vp: only an objective" in p for p in damaged(layout, vp_on_clear))

    def no_format(d):
        d["format"] = "smallworld-map"
    assert damaged(layout, no_format)[0].startswith("m.json: format: ")


@pytest.mark.skipif("main_2p" not in SHIPPED, reason="not written yet")
def test_main_2p_damaged_rules():
    def city_far(d):
        """Swap a City with a Clear space far off: the distances and neighbourhoods break."""
        c, far = index_of(d, "city"), index_of(d, "clear", 7)
        d["spaces"][c]["polygon"], d["spaces"][far]["polygon"] = d["spaces"][far]["polygon"], d["spaces"][c]["polygon"]
    assert damaged("main_2p", city_far)

    def one_more_vp(d):
        d["spaces"][index_of(d, "objective")]["vp"] = 3 - d["spaces"][index_of(d, "objective")]["vp"]
    problems = damaged("main_2p", one_more_vp)
    assert any("objectives worth" in p or "twin" in p for p in problems)


@pytest.mark.skipif("prisoners_2p" not in SHIPPED, reason="not written yet")
def test_prisoners_walls_damaged():
    def drop_wall(d):
        d["walls"].pop()
    assert any(p.startswith("m.json: walls: ") or "walled" in p for p in damaged("prisoners_2p", drop_wall))

    def wall_apart(d):
        d["walls"][0] = [d["spaces"][0]["id"], d["spaces"][-1]["id"]]
    assert damaged("prisoners_2p", wall_apart)[0].startswith("m.json: walls[0]: ")


def test_a_modders_layout_gets_the_format_rules_only():
    doc = copy.deepcopy(document("main_2p"))
    doc["layout"] = "my_island"
    doc["spaces"][index_of(doc, "goldmine")]["type"] = "clear"     # breaks main_2p's counts only
    assert wb.check_map(doc, "m.json") == []


# -- files and hostile documents -----------------------------------------------------------------------------------


def test_load_map_names_file_and_field(tmp_path):
    doc = copy.deepcopy(document("main_2p"))
    doc["spaces"][2]["type"] = 7
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        wb.load_map(path)
    assert str(caught.value).startswith(f"{path}: spaces[2].type: ")
    assert len(caught.value.problems) == 1
    good = tmp_path / "good.json"
    good.write_text(json.dumps(document("main_2p")), encoding="utf-8")
    assert wb.load_map(good).path == str(good)
    for text in ("{", "[1, 2]", '{"a": NaN}', "[" * 100000 + "]" * 100000):
        path.write_text(text, encoding="utf-8")
        with pytest.raises(DataError):
            wb.load_map(path)
    with pytest.raises(DataError):
        wb.load_map(tmp_path / "missing.json")


HOSTILE = [
    None, 7, "map", [], [{}], {},
    {"format": "warcraft_board-map", "version": 10 ** 400, "id": "x" * 5000, "name": [], "size": [1e308, -1],
     "spaces": {}, "adjacent": "all"},
    {"format": "warcraft_board-map", "version": 1, "id": "a", "name": {"en": "A"}, "size": [100, 100],
     "spaces": [{"id": "a", "type": "city", "polygon": [[0, 0], [float("nan"), 1], [1, 1]]},
                {"id": "b", "type": ["clear"], "vp": 10 ** 100, "polygon": [[0, 0], [10 ** 400, 0], [0, 1]]},
                {"id": "c", "type": "objective", "vp": True, "label": "Z", "city_slot": 9, "polygon": "square"},
                {"id": "d", "type": "clear", "no_outpost": "yes", "polygon": [[[0, 0]], [1, 1], [2, 2]]},
                {"id": "e", "type": "clear", "polygon": [[0, 0], [0, 0], [0, 0]]},
                {"id": "f", "type": "clear", "polygon": [[0, 0], [10, 10], [10, 0], [0, 10]]}],
     "adjacent": [["a"], ["a", "a"], [1, 2], ["a", "zz"]], "walls": [["a", "b"]], "places": {"x": 5, "Bad": "a"}},
    {"format": "warcraft_board-map", "version": 1, "id": "a", "layout": "main_2p", "name": {"en": "\x1b[2J"},
     "size": [100, 100], "spaces": [{"id": "a", "type": "city", "city_slot": 1,
                                     "polygon": [[0, 0], [50, 0], [50, 50], [0, 50]]}], "adjacent": []},
    {"format": "warcraft_board-map", "version": 1, "id": "a", "name": {"en": "A"}, "size": [100, 100],
     "spaces": [{"id": f"s{k}", "type": "clear", "polygon": [[0, 0], [50, 0], [50, 50]]} for k in range(3)],
     "adjacent": []},
]


def nested(depth):
    value = []
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("doc", HOSTILE + [{"spaces": nested(5000), "size": nested(5000)}])
def test_hostile_documents_give_problems(doc):
    problems = wb.check_map(doc, "h.json")
    assert problems
    assert all(str(p).startswith("error: h.json") for p in problems)
    assert len(problems) <= MAX_PROBLEMS + 1


def test_hostile_fields_are_named():
    problems = [f"{p.where}: {p.what}" for p in wb.check_map(HOSTILE[7], "h.json")]
    joined = "\n".join(problems)
    for field in ("spaces[0].polygon[1]", "spaces[1].type", "spaces[1].polygon[1]", "spaces[2].vp", "spaces[2].label",
                  "spaces[2].polygon", "spaces[3].no_outpost", "spaces[3].polygon[0]", "spaces[4].polygon"):
        assert f"h.json: {field}: " in joined, field
    for field in ("adjacent[0]", "adjacent[1]", "adjacent[2]", "places.x", "places.Bad"):
        assert f"h.json: {field}: " in joined, field


def test_overlapping_spaces_are_refused():
    problems = wb.check_map(HOSTILE[-1], "h.json")
    assert any("lies over" in p.what for p in problems)


@pytest.mark.skipif("nordrassil_4p" not in SHIPPED, reason="not written yet")
def test_nordrassil_4p_rules():
    board = wb.shipped_map("nordrassil_4p")
    d = board.ground_distance
    label = {x: board.label_space(x) for x in "ABCDEF"}
    city = board.city_for("undead", 3)
    assert board.spaces[label["A"]].no_outpost
    assert [s.id for s in board.spaces.values() if s.no_outpost] == [label["A"]]
    assert board.adjacent(label["A"], label["D"])
    assert d(label["A"], label["B"]) == 2 and d(label["A"], label["C"]) == 2 and d(label["B"], label["C"]) >= 3
    assert d(label["A"], city) >= 6
    for x in "EF":
        assert 2 <= d(city, label[x]) <= 3 and d(label["A"], label[x]) >= 4
    assert wb.board_shape(board).holes >= 2
    assert wb._disjoint_routes(board, label["A"], city) >= 3
    places = board.places
    assert set(places) == set(wb.NORDRASSIL_PLACES)
    assert board.adjacent(places["humans_support"], label["B"])
    assert board.adjacent(places["orcs_support"], label["C"])
    assert places["undead_ranged"] != places["undead_flying"]
    for name in ("undead_ranged", "undead_flying"):
        assert board.adjacent(places[name], city)
    for sid in places.values():
        assert board.spaces[sid].label is None and board.spaces[sid].type == "clear"


def test_nordrassil_without_a_gap_is_refused():
    doc = copy.deepcopy(document("nordrassil_4p"))
    doc["places"]["undead_flying"] = doc["places"]["undead_ranged"]
    assert any(p.where == "m.json: places.undead_flying" for p in wb.check_map(doc, "m.json"))
