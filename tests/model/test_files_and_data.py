"""Game files, replay determinism, rulesets as data and bad input to the loaders."""

import json
import math
import os

import pytest
from game_helpers import canonical, random_game
from work_counts import calls_within, counted, hang_guard

from games.smallworld.model.board import check_map, load_map, map_files
from games.smallworld.model.errors import DataError
from games.smallworld.model.game import Game
from games.smallworld.model.gamefile import game_file_json, load_game_file, replay, save_game
from games.smallworld.model.ruleset import check_ruleset, load_ruleset, load_ruleset_by_name
from games.smallworld.model.state_json import state_json

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAPS = os.path.join(ROOT, "maps")
RULES_ROOT = os.path.join(ROOT, "rules_data")
CLASSIC = load_ruleset(os.path.join(RULES_ROOT, "classic"))
GRID_PATH = os.path.join(ROOT, "tests", "data", "test-grid.json")


@pytest.mark.parametrize("seed", range(6))
def test_a_game_written_read_and_replayed_is_identical(tmp_path, seed):
    board = load_map(GRID_PATH)
    game = random_game(CLASSIC, board, seed, seats=3)
    path = tmp_path / "g.json"
    save_game(game, GRID_PATH, str(path))
    setup = load_game_file(str(path), MAPS, RULES_ROOT)
    again = replay(setup)
    assert canonical(again) == canonical(game)
    assert canonical(replay(load_game_file(str(path), MAPS, RULES_ROOT))) == canonical(game)
    # the file records every random outcome: it replays without the seed's help
    data = json.loads(path.read_text())
    data["seed"] = seed + 1000
    path.write_text(json.dumps(data))
    assert canonical(replay(load_game_file(str(path), MAPS, RULES_ROOT))) == canonical(game)


def test_replay_until_stops_after_n_actions(tmp_path):
    board = load_map(GRID_PATH)
    game = random_game(CLASSIC, board, 4)
    path = tmp_path / "g.json"
    save_game(game, GRID_PATH, str(path))
    setup = load_game_file(str(path), MAPS, RULES_ROOT)
    partial = replay(setup, until=10)
    assert len(partial.actions) == 10
    assert state_json(partial)["over"] is False


def test_game_file_lists_the_whole_race_stack_and_revealed_powers():
    board = load_map(GRID_PATH)
    game = random_game(CLASSIC, board, 2)
    data = game_file_json(game, "test-grid")
    assert sorted(data["races"]) == sorted(CLASSIC.races)
    assert sorted(data["powers"][:20]) == sorted(CLASSIC.powers)
    assert all(face in CLASSIC.die for face in data["dice"])


def test_power_stack_reshuffles_the_discards_when_it_runs_out():
    board = load_map(GRID_PATH)
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    game = Game(CLASSIC, board, players, 5)
    discarded = list(game.power_stack[:3])
    game.power_discard = list(discarded)
    game.power_stack = []
    game.apply({"type": "pick", "player": 0, "combo": 0})
    assert len(game.combos) == 6
    assert game.combos[-1].power.id == game.power_log[20]
    assert sorted(game.power_log[20:]) == sorted(discarded)
    assert len(game.power_stack) == 2 and game.power_discard == []


def test_scripted_powers_continue_after_a_reshuffle():
    board = load_map(GRID_PATH)
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    order = list(CLASSIC.powers)
    game = Game(CLASSIC, board, players, 5, powers=order + ["hill", "alchemist"])
    game.power_discard = ["alchemist", "hill", "forest"]
    game.power_stack = []
    game.apply({"type": "pick", "player": 0, "combo": 0})
    assert game.combos[-1].power.id == "hill"
    assert game.power_stack[0] == "alchemist"


# -- rulesets as data -------------------------------------------------------------------


def test_a_new_race_defined_only_in_yaml_plays():
    rules = load_ruleset(os.path.join(ROOT, "tests", "data", "mods", "gnomes-test"))
    gnomes = rules.races["gnomes"]
    assert (gnomes.banner, gnomes.box) == (4, 9)
    board = load_map(GRID_PATH)
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    game = Game(rules, board, players, 1, races=["gnomes"], powers=["commando"])
    game.apply({"type": "pick", "player": 0, "combo": 0})     # 4 + 4 tokens
    events = game.apply({"type": "conquer", "player": 0, "region": "a4"})  # hill: 2 - 1 commando
    assert events[-1]["tokens"] == 1
    events = game.apply({"type": "conquer", "player": 0, "region": "a3"})  # forest + lost tribe: 3 - 2
    assert events[-1]["tokens"] == 1
    game.apply({"type": "redeploy", "player": 0, "tokens": {"a4": 4, "a3": 4}})
    scored = [e for e in game.apply({"type": "end_turn", "player": 0}) if e["type"] == "scored"][0]
    assert (scored["regions"], scored["race_bonus"]) == (2, 1)


def test_the_classic_ruleset_has_every_race_and_power():
    assert len(CLASSIC.races) == 14 and len(CLASSIC.powers) == 20
    assert CLASSIC.rounds == {2: 10, 3: 10, 4: 9, 5: 8}
    assert all(r.text for r in CLASSIC.races.values()) and all(p.text for p in CLASSIC.powers.values())


def _ruleset_copy(tmp_path, edit):
    folder = tmp_path / "rules"
    folder.mkdir()
    for name in ("ruleset", "races", "powers"):
        text = open(os.path.join(RULES_ROOT, "classic", name + ".yaml"), encoding="utf-8").read()
        (folder / (name + ".yaml")).write_text(edit(name, text), encoding="utf-8")
    return str(folder)


@pytest.mark.parametrize("part, old, new, where", [
    ("races", "banner: 6\n  box: 15", "banner: six\n  box: 15", "amazons.banner"),
    ("races", "- conquest_only_tokens: {count: 4}", "- teleport: {}", "amazons.effects[0]"),
    ("races", "{feature: mine, in_decline: true}", "{feature: gold}", "dwarves.effects[0].coins_per_region.feature"),
    ("powers", "id: berserk", "id: alchemist", "alchemist.id"),
    ("ruleset", "die: [0, 0, 0, 1, 2, 3]", "die: lots", "die"),
    ("ruleset", "version: 1", "version: 9", "version"),
    ("races", "- id: amazons", "- id: amazons\n  :: [", "races.yaml"),
])
def test_broken_ruleset_files_name_the_file_and_field(tmp_path, part, old, new, where):
    folder = _ruleset_copy(tmp_path, lambda name, text: text.replace(old, new) if name == part else text)
    ruleset, problems = check_ruleset(folder)
    assert ruleset is None
    assert any(where in str(p) for p in problems), [str(p) for p in problems]


def test_a_ruleset_name_that_is_a_path_is_refused():
    with pytest.raises(DataError) as info:
        load_ruleset_by_name("../rules_data/classic", RULES_ROOT)
    assert "not a ruleset id" in str(info.value)


# -- maps ---------------------------------------------------------------------------


def _grid_data():
    with open(GRID_PATH, encoding="utf-8") as handle:
        return json.load(handle)


def _problems_of(tmp_path, data, name="broken.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return [str(p) for p in check_map(str(path)) if not p.warning]


def test_every_problem_of_a_broken_map_is_listed_at_once(tmp_path):
    data = _grid_data()
    data["id"] = "broken"
    data["regions"][1]["terrain"] = "lava"
    data["regions"][2]["polygon"] = [[0, 0], [1, 1]]
    data["regions"][3]["features"] = ["gold"]
    data["regions"][4]["polygon"][0] = ["x", 0]
    data["regions"][5]["id"] = data["regions"][6]["id"]
    data["adjacent"].append(["a1", "zz"])
    problems = _problems_of(tmp_path, data)
    joined = "\n".join(problems)
    for where in ("regions[1].terrain", "regions[2].polygon", "regions[3].features",
                  "regions[4].polygon[0]", "regions[6].id", "adjacent["):
        assert where in joined, joined
    assert len(problems) >= 6


def test_map_geometry_disagreements_are_reported(tmp_path):
    data = _grid_data()
    data["id"] = "geo"
    data["adjacent"] = [p for p in data["adjacent"] if p != ["a2", "a3"]]
    data["adjacent"].append(["a2", "b3"])   # diagonal: touch at a corner only
    problems = _problems_of(tmp_path, data, "geo.json")
    assert any("a2 and a3 share a border but are not listed" in p for p in problems)
    assert any("a2 and b3 are listed as adjacent but" in p for p in problems)


def test_self_intersecting_polygon_and_anchor_outside(tmp_path):
    data = _grid_data()
    data["id"] = "bad"
    data["regions"][0]["polygon"] = [[0, 0], [400, 250], [400, 0], [0, 250]]
    data["regions"][1]["anchor"] = [10, 900]
    problems = _problems_of(tmp_path, data, "bad.json")
    assert any("regions[0].polygon" in p and "simple" in p for p in problems)
    assert any("regions[1].anchor" in p for p in problems)


@pytest.mark.parametrize("mutate, where", [
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.pop("regions"), "regions"),
    (lambda d: d.update(players="two"), "players"),
    (lambda d: d["regions"][0].update(border="yes"), "regions[0].border"),
    (lambda d: d["regions"][0].update(polygon=[[0, 0], [9e9, 0], [0, 5]]), "regions[0].polygon"),
    (lambda d: d["regions"][5].update(lost_tribe=True, terrain="sea"), "regions[5].lost_tribe"),
])
def test_map_field_errors(tmp_path, mutate, where):
    data = _grid_data()
    data["id"] = "m"
    mutate(data)
    problems = _problems_of(tmp_path, data, "m.json")
    assert any(where in p for p in problems), problems


def test_invalid_json_and_non_object_maps(tmp_path):
    assert any("invalid JSON" in p for p in _problems_of(tmp_path, "{nope", "x.json"))
    assert any("must hold a JSON object" in p for p in _problems_of(tmp_path, "[1, 2]", "y.json"))


def test_unreachable_land_is_reported(tmp_path):
    data = _grid_data()
    data["id"] = "island"
    # cut c3 off: drop its adjacency (the geometry check will also complain, which is fine)
    data["adjacent"] = [p for p in data["adjacent"] if "c3" not in p]
    problems = _problems_of(tmp_path, data, "island.json")
    assert any("cannot be reached" in p for p in problems)


def test_real_maps_load_and_check_clean():
    paths = map_files(MAPS)
    assert len(paths) == 8    # 4 classic maps, 4 Warcraft worlds
    for path in paths:
        assert check_map(path) == [], path


# -- game files: structure (schema), action fields, action types a ruleset adds -----------------


def _game_data(**changes):
    data = {"format": "smallworld-game", "version": 1, "ruleset": "classic", "map": GRID_PATH, "seed": 7,
            "players": [{"name": "Ann"}, {"name": "Bot", "kind": "ai", "level": "easy"}],
            "actions": [{"type": "pick", "player": 0, "combo": 0}]}
    data.update(changes)
    return data


def _parse(data):
    from games.smallworld.model.gamefile import parse_game_file
    setup, problems = parse_game_file(data, "g.json", MAPS, RULES_ROOT)
    return setup, [str(p) for p in problems if not p.warning]


def test_a_sound_game_file_reads_into_a_setup():
    setup, errors = _parse(_game_data(seed=7.0, dice=[3.0, 0]))
    assert errors == []
    assert setup["players"] == [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "ai", "level": "easy"}]
    assert setup["seed"] == 7 and isinstance(setup["seed"], int)          # 7.0 is the whole number 7
    assert setup["dice"] == [3, 0] and all(isinstance(d, int) for d in setup["dice"])


def test_the_fields_of_known_actions_are_checked_when_the_file_is_read():
    actions = [{"type": "pick", "player": 0, "combo": 0},
               {"type": "conquer", "player": 0, "region": ["a1"]},
               {"type": "redeploy", "player": 0, "tokens": {"a1": "two"}}]
    _, errors = _parse(_game_data(actions=actions))
    assert errors == ["error: g.json: actions[1].region: conquer: region must be text, not [\"a1\"]",
                      "error: g.json: actions[2].tokens.a1: redeploy: tokens in a1 must be a count, not \"two\""]


def test_an_action_type_a_ruleset_adds_is_left_to_the_engine():
    setup, errors = _parse(_game_data(actions=[{"type": "raid", "player": 0, "region": "a1"}]))
    assert errors == []
    with pytest.raises(DataError) as info:
        replay(setup)
    assert info.value.problems[0].where == "action 0 (raid a1)"


# -- hostile files: special files, limits, names, one validation for every loader ------------------------------


def _special_files(tmp_path):
    """(path, what the refusal says) for each kind of file that is not a regular one, where it exists."""
    found = [(str(tmp_path), "is a folder, not a file")]
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.json"
        os.mkfifo(fifo)
        found.append((str(fifo), "is a FIFO (named pipe), not a regular file"))
    if os.path.exists("/dev/zero"):
        found.append(("/dev/zero", "is a device, not a regular file"))
    return found


def _refuse_opening(monkeypatch, paths):
    """Every way a reader opens a file fails the test for `paths` (opening a FIFO blocks until a
    writer comes, reading a device may never end); the paths it was asked for are listed."""
    import builtins
    import io
    tried = []

    def refusing(opener):
        def open_(path, *args, **kwargs):
            tried.append(str(path))
            if str(path) in paths:
                raise AssertionError(f"opened {path}")
            return opener(path, *args, **kwargs)
        return open_
    for owner, name in ((os, "open"), (builtins, "open"), (io, "open")):
        monkeypatch.setattr(owner, name, refusing(getattr(owner, name)))
    return tried


def test_fifos_devices_and_folders_are_refused_without_reading(tmp_path, monkeypatch):
    from games.smallworld.model.files import read_json, read_yaml
    special = _special_files(tmp_path)
    tried = _refuse_opening(monkeypatch, {path for path, _ in special})
    with hang_guard(60):    # in case a reader gets past the spies above: a hang, not a speed limit
        for path, what in special:
            for read in (read_json, read_yaml):
                with pytest.raises(DataError) as info:
                    read(path)
                assert [str(p) for p in info.value.problems] == [f"error: {path}: {what}"]
    assert tried == []      # refused from the kind stat() gives, before any open


def test_a_symlink_to_a_device_is_refused(tmp_path):
    if not os.path.exists("/dev/zero") or not hasattr(os, "symlink"):
        pytest.skip("no /dev/zero or symlinks here")
    link = tmp_path / "races.yaml"
    os.symlink("/dev/zero", link)
    from games.smallworld.model.files import read_yaml
    with pytest.raises(DataError, match="is a device"):
        read_yaml(str(link))


def test_files_are_read_with_a_byte_limit(tmp_path):
    from games.smallworld.model.files import MAX_FILE_BYTES, read_bytes
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 11)
    assert read_bytes(str(path), limit=11) == b"x" * 11
    with pytest.raises(DataError, match=r"too large \(more than 10 bytes\)"):
        read_bytes(str(path), limit=10)
    assert MAX_FILE_BYTES == 16 * 1024 * 1024


def test_a_number_too_long_for_python_is_invalid_yaml(tmp_path):
    from games.smallworld.model.files import read_yaml
    path = tmp_path / "r.yaml"
    path.write_text("starting_coins: 1" + "0" * 5000 + "\n")
    with pytest.raises(DataError, match="invalid YAML"):
        read_yaml(str(path))


def test_stale_temp_files_are_removed_when_the_folder_is_next_written(tmp_path):
    import time

    from games.smallworld.model.files import write_json
    old, fresh = tmp_path / ".tmp-killed", tmp_path / ".tmp-writing"
    old.write_text("half")
    fresh.write_text("in progress")
    (tmp_path / ".tmp-folder").mkdir()
    (tmp_path / "kept.json").write_text("{}")
    two_minutes_ago = time.time() - 120
    os.utime(old, (two_minutes_ago, two_minutes_ago))
    os.utime(tmp_path / "kept.json", (two_minutes_ago, two_minutes_ago))
    write_json(str(tmp_path / "new.json"), {"a": 1})
    assert sorted(os.listdir(tmp_path)) == [".tmp-folder", ".tmp-writing", "kept.json", "new.json"]


def test_text_from_files_is_escaped_and_quoted_short():
    from games.smallworld.model.files import escape_text, excerpt, text_problem
    assert escape_text("a\x1b]0;x\x07\x1b[2Jb\ud800\u202e\x85") == "a\\x1b]0;x\\x07\\x1b[2Jb\\ud800\\u202e\\x85"
    assert escape_text("Zürich ☃ 🐉") == "Zürich ☃ 🐉"
    assert len(escape_text("y" * 5000)) == 1000
    assert excerpt("x" * 10_000) == '"' + "x" * 38 + "…"
    assert excerpt(10 ** 5000) == "a number of about 5000 digits"
    assert excerpt(float("inf")) == "inf" and excerpt([[1] * 9] * 9) == "a list" and excerpt("\x1b") == '"\\u001b"'
    laughs = ["lol"] * 9
    for _ in range(30):           # 9**30 items if walked
        laughs = [laughs] * 9
    assert excerpt(laughs) == "a list"
    assert text_problem("An\x00n", 40) == "holds a control character (\\x00 at 2): only printable text"
    assert text_problem("x" * 41, 40) == "is longer than 40 characters"
    assert text_problem(" ", 40) == "must not be blank" and text_problem("", 40, blank=True) is None
    assert text_problem("Ана 🐉", 40) is None and text_problem(7, 40) == "must be text, not a number"


def _outline(region, polygon):
    region["polygon"] = polygon
    region.pop("anchor", None)


def _map_with(tmp_path, change, name="m.json"):
    data = _grid_data()
    data["id"] = name[:-5]
    change(data)
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


@pytest.mark.parametrize("change, where, what", [
    (lambda d: _outline(d["regions"][5], [[400, 250], [800, 500], [800, 250], [400, 500]]),
     "regions[5].polygon", "is not a simple polygon"),
    (lambda d: _outline(d["regions"][5], [[400, 250], [500, 300], [600, 350]]), "regions[5].polygon",
     "is not a simple polygon (edges 1 and 2"),     # all on one line: zero area, and doubling back
    (lambda d: _outline(d["regions"][5], [[0, 0], [1e-200, 0], [0, 1e-200]]), "regions[5].polygon", "has no area"),
    (lambda d: d["regions"][5].update(anchor=[10, 10]), "regions[5].anchor", "is not inside"),
    (lambda d: d["regions"][5].update(anchor=[-50, 99999]), "regions[5].anchor[0]", "must be at least 0, not -50"),
    (lambda d: d["regions"][5].update(anchor=[1700, 10]), "regions[5].anchor", "is outside the map size 1600x1000"),
    (lambda d: d["regions"][5].update(name="Ba\x00d"), "regions[5].name", "holds a control character (\\x00 at 2)"),
    (lambda d: d["regions"][5].update(name="\x1b]0;x\x07"), "regions[5].name", "holds a control character (\\x1b"),
    (lambda d: d["regions"][5].update(name="Bad\ud800"), "regions[5].name", "holds a control character (\\ud800"),
    (lambda d: d["regions"][5].update(name="x" * 100_000), "regions[5].name", "is longer than 60 characters"),
    (lambda d: d.update(name="Ba\x00d"), "name", "holds a control character"),
    (lambda d: d.update(size=[1e7, 1e7]), "size[0]", "must be at most 100000"),
    (lambda d: d.update(size=[-1600, 1000]), "size[0]", "must be at least 1"),
    (lambda d: d.update(size=[16000, 1000]), "size", "neither side may be more than 10 times the other"),
    (lambda d: d["regions"][0]["polygon"].__setitem__(1, [1e308, 0]), "regions[0].polygon[1][0]",
     "must be at most 100000"),
])
def test_load_map_refuses_what_check_refuses(tmp_path, change, where, what):
    """One validation (parse_map) for check, preview, simulate, replay and the window."""
    path = _map_with(tmp_path, change)
    errors = [str(p) for p in check_map(path) if not p.warning]
    assert any(f"{path}: {where}" in e and what in e for e in errors), errors
    with pytest.raises(DataError) as info:
        load_map(path)
    assert [str(p) for p in info.value.problems] == errors
    assert all(len(e) < len(path) + 200 and "\x00" not in e and "\x1b" not in e for e in errors), errors


def test_a_map_of_too_many_points_is_refused_before_any_other_check(tmp_path, monkeypatch):
    from games.smallworld.model import geometry, schemas
    side = 500
    square = ([[x, 0] for x in range(side)] + [[side, y] for y in range(side)]
              + [[side - x, side] for x in range(side)] + [[0, side - y] for y in range(side)])
    data = {"format": "smallworld-map", "version": 1, "id": "huge", "players": 3, "size": [1000, 1000],
            "regions": [{"id": f"r{i}", "terrain": "farmland", "polygon": square} for i in range(60)],
            "adjacent": "not even a list"}
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(data))
    later = [counted(monkeypatch, owner, name, limit=0) for owner, name in (
        (schemas, "check"), (geometry, "self_intersection"), (geometry, "shared_borders"))]
    with calls_within(10_000):      # 120,000 points are counted by list, not looked at one by one
        problems = [str(p) for p in check_map(str(path))]
    assert problems == [f"error: {path}: regions: have 120000 outline points in all, at most 100000"]
    assert [count.calls for count in later] == [0, 0, 0]


def test_the_largest_map_allowed_is_checked_without_blowing_up(tmp_path, monkeypatch):
    """Its work counted where it blew up before: the outlines' self-intersection test (pairwise: 2
    million segment tests an outline), shared_borders' spatial hash and pairs of edges compared,
    and jsonschema on each of the 100,000 points (3 descents a point; checked by _points_sound
    instead, jsonschema only enters each point once). Its time is measured by bench/map_check.py."""
    import jsonschema

    from games.smallworld.model import geometry
    side = 500

    def square(x0, y0):
        w = 1000
        return ([[x0 + 2 * k, y0] for k in range(side)] + [[x0 + w, y0 + 2 * k] for k in range(side)]
                + [[x0 + w - 2 * k, y0 + w] for k in range(side)] + [[x0, y0 + w - 2 * k] for k in range(side)])
    regions = [{"id": f"r{i}", "terrain": "farmland", "border": True, "polygon": square((i % 10) * 1000,
                                                                                         (i // 10) * 1000)}
               for i in range(50)]
    adjacent = [[f"r{i}", f"r{i + 1}"] for i in range(50) if i % 10 != 9] + \
               [[f"r{i}", f"r{i + 10}"] for i in range(40)]
    data = {"format": "smallworld-map", "version": 1, "id": "largest", "players": 3, "size": [10000, 5000],
            "regions": regions, "adjacent": adjacent}
    path = tmp_path / "largest.json"
    path.write_text(json.dumps(data))
    orientation_tests = counted(monkeypatch, geometry, "_orient", limit=10 * 100_000)
    hash_entries = counted(monkeypatch, geometry, "_spatial_hash", limit=6 * 100_000 + 1000, units=lambda records, cell:
                           sum((math.floor(r[5] / cell) - math.floor(r[3] / cell) + 1)
                               * (math.floor(r[6] / cell) - math.floor(r[4] / cell) + 1) for r in records))
    edge_pairs = counted(monkeypatch, geometry, "_groups_border", limit=20_000,
                         units=lambda key, edges_p, edges_q, *rest: len(edges_p) * len(edges_q))
    descents = counted(monkeypatch, jsonschema.Draft202012Validator, "descend", limit=150_000)
    assert check_map(str(path)) == []
    assert orientation_tests.calls and hash_entries.calls == 1 and edge_pairs.calls and descents.calls


# -- hostile game files and rulesets ------------------------------------------------------------------------------


@pytest.mark.parametrize("change, where, what", [
    (lambda d: d["players"][0].update(name="An\x00n"), "players[0].name", "holds a control character (\\x00 at 2)"),
    (lambda d: d["players"][0].update(name="An\ud800n"), "players[0].name", "holds a control character (\\ud800"),
    (lambda d: d["players"][0].update(name="\x1b]0;x\x07\x1b[2J"), "players[0].name", "holds a control character"),
    (lambda d: d.update(seed=1e308), "seed", "must be at most 9223372036854775807"),
    (lambda d: d["actions"][0].update(type="conquer", region="r" * 10_000), "actions[0].region",
     "is longer than 64 characters"),
    (lambda d: d.update(races=["x" * 1_000_000]), "races[0]", "is longer than 64 characters"),
    (lambda d: d.update(map="m" * 1_000_000), "map", "must be a map id or a path to a map file"),
    (lambda d: d.update(ruleset="r" * 1_000_000), "ruleset", "is longer than 64 characters"),
    (lambda d: d.update(races=["x\x1b[2J"]), "races[0]", 'unknown race "x\\u001b[2J"'),
])
def test_hostile_game_files_are_refused_with_short_escaped_messages(change, where, what):
    data = _game_data()
    change(data)
    _, errors = _parse(data)
    assert any(e.startswith(f"error: g.json: {where}: ") and what in e for e in errors), errors
    assert all(len(e) < 300 and "\x00" not in e and "\x1b" not in e and "\ud800" not in e for e in errors), errors


def test_a_flood_of_problems_in_a_game_file_is_cut_short():
    _, errors = _parse(_game_data(dice=[7] * 100_000))
    assert len(errors) == 201 and errors[-1] == "error: g.json: and 99800 more problems like these"


def _mod_of(tmp_path, part, edits):
    from cli_files import copy_ruleset
    folder = tmp_path / "mod"
    copy_ruleset(os.path.join(RULES_ROOT, "classic"), folder)
    path = folder / f"{part}.yaml"
    text = path.read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text
        text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    return str(folder)


LAUGHS = "\n".join(["  x0: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]"]
                   + [f"  x{i}: &{chr(97 + i)} [" + ",".join([f"*{chr(96 + i)}"] * 9) + "]" for i in range(1, 9)])
WITH_LAUGHS = ("- id: amazons\n", "- id: amazons\n" + LAUGHS + "\n")   # 9**9 lists if walked: defined in a race


@pytest.mark.parametrize("part, edits, where, what", [
    ("races", [WITH_LAUGHS], "", ""),    # aliases alone are harmless (unknown fields)
    ("races", [WITH_LAUGHS, ("{count: 4}", "{count: *i}")], "amazons.effects", "too large: more than 200 values"),
    ("races", [WITH_LAUGHS, ("{feature: mine, in_decline: true}", "{feature: *i, in_decline: true}")],
     "dwarves.effects", "too large: more than 200 values"),
    ("races", [WITH_LAUGHS, ("- conquest_only_tokens: {count: 4}", "- *i")], "amazons.effects", "too large"),
    ("races", [("{count: 4}", "{count: 1" + "0" * 4000 + "}")], "amazons.effects[0].conquest_only_tokens.count",
     "a number of about 4000 digits is too large: numbers here are at most 9223372036854775807"),
    ("races", [("name: Amazons", 'name: "\\e]0;x\\a"')], "amazons.name", "holds a control character (\\x1b"),
    ("races", [("name: Amazons", "name: " + "A" * 41)], "amazons.name", "is longer than 40 characters"),
    ("ruleset", [("rounds: {2: 10,", "rounds: {2: 1000000000,")], "rounds.2", "must be a whole number from 1 to 100"),
    ("ruleset", [("starting_coins: 5", "starting_coins: 1" + "0" * 5000)], "ruleset.yaml", "invalid YAML"),
    ("powers", [("- id: alchemist", "".join(f"- {{id: p{i}, bonus: 1}}\n" for i in range(501)) + "- id: alchemist")],
     "powers.yaml", "lists 521 entries, at most 500"),
])
def test_hostile_rulesets_are_refused_without_blowing_up(tmp_path, part, edits, where, what):
    folder = _mod_of(tmp_path, part, edits)
    # checking the classic ruleset makes about 120,000 calls, 501 more powers about 520,000; walking
    # the alias bomb's 9**9 lists (or a loop over a billion rounds) goes past the limit at once
    with calls_within(1_000_000):
        _, problems = check_ruleset(folder)
    errors = [str(p) for p in problems if not p.warning]
    if not what:
        assert errors == []
        return
    assert any(where in e and what in e for e in errors), errors
    assert all(len(e) < 400 and "\x1b" not in e for e in errors), errors
