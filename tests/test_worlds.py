"""The shipped Warcraft worlds and the commands around them: `check` on a world (errors,
warnings, exit status), every shipped world clean, validate_maps, `preview` drawing islands
on open sea with the world's symbols, and setup keeping worlds out of classic games."""

import copy
import json
import os
import subprocess
import sys

import pytest

from game.cli import main
from games.smallworld.model import geometry
from games.smallworld.model.board import check_map, load_map, map_files

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAPS = os.path.join(ROOT, "maps")
WORLD_IDS = ("twin-tides", "three-harbours", "stormsea-isles", "shattered-sea")
SIZES = {2: "LS", 3: "LMS", 4: "LMMS", 5: "LLMSS"}
with open(os.path.join(ROOT, "tests", "data", "test-world.json"), encoding="utf-8") as _handle:
    TEST_WORLD = json.load(_handle)


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write_world(tmp_path, mutate):
    data = copy.deepcopy(TEST_WORLD)
    data["id"] = "w"
    mutate(data)
    path = tmp_path / "w.json"
    path.write_text(json.dumps(data))
    return str(path)


def region(data, rid):
    return next(r for r in data["regions"] if r["id"] == rid)


# -- check on a world ---------------------------------------------------------------------------

@pytest.mark.parametrize("mutate, where_what", [
    (lambda d: region(d, "l3").update(island="x"), "regions[2].island: \"x\" is not one of the map's islands (l, s)"),
    (lambda d: region(d, "s1").update(island="l"), "adjacent: s1 (l) and s2 (s) lie on different islands"),
    (lambda d: region(d, "s1").update(entry=False), 'islands[1]: island "s" has no entry region'),
    (lambda d: region(d, "s2").update(letter=False), 'islands[1]: island "s" has 0 letter regions, exactly 1 needed'),
    (lambda d: region(d, "s3").update(letter=True), 'islands[1]: island "s" has 2 letter regions, exactly 1 needed'),
    (lambda d: region(d, "l6").update(entry=True), 'regions[5].entry: "l6" is lake: an entry region must be land'),
    (lambda d: region(d, "l11").update(letter=True), 'regions[10].letter: "l11" is sea: a letter region must be land'),
    (lambda d: region(d, "l2").update(features=["mine"]),
     'regions[1].features: "mine" is not a symbol of a world (only magic and dungeon)'),
    (lambda d: region(d, "l2").update(features=["cavern"]),
     'regions[1].features: "cavern" is not a symbol of a world (only magic and dungeon)'),
])
def test_check_refuses_a_broken_world_with_one_line_and_exit_status_2(capsys, tmp_path, mutate, where_what):
    path = write_world(tmp_path, mutate)
    code, out, err = run(capsys, "check", path)
    assert code == 2 and "ok:" not in out
    lines = err.strip().splitlines()
    assert f"error: {path}: {where_what}" in " ".join(lines), err
    assert all(line.startswith(("error: ", "warning: ")) for line in lines) and "Traceback" not in err


@pytest.mark.parametrize("mutate, where_what", [
    (lambda d: d.update(players=3), "islands: L + S for 3 players; the rules deal L + M + S"),
    (lambda d: d["islands"][1].update(size="M"), "islands: L + M for 2 players; the rules deal L + S"),
    (lambda d: region(d, "l11").update(features=["magic"]),
     'regions[10].features: "l11" is sea: a magic source on water is never held'),
    (lambda d: region(d, "l11").update(lost_tribe=True), 'regions[10].lost_tribe: "l11" is sea: a Murloc on water'),
])
def test_check_warns_about_a_doubtful_world_and_still_accepts_it(capsys, tmp_path, mutate, where_what):
    path = write_world(tmp_path, mutate)
    code, out, err = run(capsys, "check", path)
    assert code == 0 and f"ok: {path}" in out
    assert err.strip() == f"warning: {path}: {where_what}"


# -- the shipped worlds ---------------------------------------------------------------------------

def shipped_worlds():
    return {b.id: b for b in map(load_map, map_files(MAPS)) if b.is_world}


def test_four_worlds_ship_one_per_player_count():
    worlds = shipped_worlds()
    assert sorted(worlds) == sorted(WORLD_IDS)
    assert sorted(b.players for b in worlds.values()) == [2, 3, 4, 5]


@pytest.mark.parametrize("world_id", WORLD_IDS)
def test_every_shipped_world_passes_check_without_a_warning(capsys, world_id):
    path = os.path.join(MAPS, world_id + ".json")
    assert check_map(path) == []
    code, out, err = run(capsys, "check", path)
    assert code == 0 and err == "" and out.strip() == f"ok: {path}"


@pytest.mark.parametrize("world_id", WORLD_IDS)
def test_a_shipped_world_follows_the_rules_of_the_box(world_id):
    board = load_map(os.path.join(MAPS, world_id + ".json"))
    sizes = "".join(sorted((s for _, s in board.islands), key="LMS".index))
    assert sizes == SIZES[board.players]
    for island, size in board.islands:
        members = [r for r in board.regions if r.island == island]
        assert {"S": 7, "M": 9, "L": 11}[size] == len(members)
        assert any(r.entry and not r.water for r in members)
        assert [r.letter for r in members].count(True) == 1
        assert not any(r.letter and r.water for r in members)
        assert all(r.features <= {"magic", "dungeon"} for r in members)
    assert sum(r.terrain == "mountain" for r in board.regions) <= 10
    assert sum(r.lost_tribe for r in board.regions) <= 15
    assert all(r.names.get("ru") for r in board.regions) and board.names.get("ru")


@pytest.mark.parametrize("world_id", WORLD_IDS)
def test_islands_are_not_adjacent_across_and_do_not_touch(world_id):
    board = load_map(os.path.join(MAPS, world_id + ".json"))
    assert all(board.island_of[a] == board.island_of[b] for a, b in board.adjacent_pairs)
    # the geometry agrees: outlines of different islands share no border at all
    shapes = {r.id: r.polygon for r in board.regions}
    touching = geometry.shared_borders(shapes)
    assert all(len({board.region(rid).island for rid in pair}) == 1 for pair in touching)


def test_validate_maps_accepts_every_shipped_map():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, os.path.join(MAPS, "tools", "validate_maps.py")],
                            capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all maps ok" in result.stdout
    for world_id in WORLD_IDS:
        assert world_id in result.stdout


def test_validate_maps_holds_a_world_to_its_design_rules(tmp_path):
    sys.path.insert(0, os.path.join(MAPS, "tools"))
    try:
        import validate_maps
    finally:
        sys.path.pop(0)
    data = json.load(open(os.path.join(MAPS, "twin-tides.json"), encoding="utf-8"))
    data["regions"][1]["names"] = {}
    data["regions"][2]["lost_tribe"] = data["regions"][3]["lost_tribe"] = True
    data["regions"][5]["lost_tribe"] = data["regions"][9]["lost_tribe"] = True
    path = tmp_path / "twin-tides.json"
    path.write_text(json.dumps(data))
    problems, stats = validate_maps.validate(str(path))
    assert "a region has no name in ru" in problems
    assert "island l1: 5 Murlocs (at most 3)" in problems
    assert stats["islands"] == "L+S"


# -- drawing ----------------------------------------------------------------------------------------

def test_preview_draws_islands_on_open_sea_with_the_world_symbols(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame

    from games.smallworld.ui import symbols
    from games.smallworld.ui.map_layer import MapLayer
    out = tmp_path / "world.png"
    code, _, err = run(capsys, "preview", "twin-tides", "--out", str(out), "--width", "800")
    assert code == 0, err
    image = pygame.image.load(str(out))
    board = load_map(os.path.join(MAPS, "twin-tides.json"))
    layer = MapLayer(board)
    layer.layout(image.get_size())
    sea = image.get_at((int(layer.map_rect.left + 40), int(layer.map_rect.top + 40)))[:3]   # open sea, off every island
    assert max(abs(a - b) for a, b in zip(sea, symbols.OPEN_SEA, strict=True)) < 40
    kinds = {k for r in board.regions for k in symbols.world_symbols(board, r)}
    assert kinds == {"mountain", "magic", "dungeon", "murloc", "entry", "letter_L", "letter_S"}


def test_every_world_symbol_is_its_own_picture(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame

    from games.smallworld.ui import symbols
    from games.smallworld.ui.map_layer import symbol_icon
    pygame.font.init()
    pictures = {}
    for kind in symbols.KINDS + ("cavern",):
        for size in (15, 64):
            icon = symbol_icon(kind, size)
            assert icon.get_size() == (size, size)
            pictures[kind, size] = pygame.image.tobytes(icon, "RGBA")
    big = [pictures[k, 64] for k in symbols.KINDS + ("cavern",)]
    assert len(set(big)) == len(big)   # no two symbols alike (the dungeon is not the classic cavern)
    blank = pygame.image.tobytes(symbol_icon("no-such-symbol", 64), "RGBA")
    assert blank not in big


def test_a_classic_map_draws_as_before_without_world_symbols():
    board = load_map(os.path.join(MAPS, "thornmere.json"))
    from games.smallworld.ui.map_layer import MapLayer
    layer = MapLayer(board)
    assert not board.is_world
    kinds = {k for r in board.regions for k in layer._symbols(r)}
    assert kinds == {"mountain", "mine", "magic", "cavern", "lost_tribe"}


# -- setup --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_setup_offers_no_world_for_a_classic_game(count):
    from games.smallworld.scenes import start
    entries, problem = start.scan_maps(MAPS)
    assert problem is None
    good, _ = start.maps_for(count, entries)
    assert good and not any(e.board.is_world for e in good)
    assert any(e.board.is_world and e.players == count for e in entries)


def test_simulate_by_player_count_picks_a_classic_map(capsys):
    code, out, err = run(capsys, "simulate", "--players", "5", "--games", "1", "--ai", "random")
    assert code == 0, err
    assert json.loads(out.strip().splitlines()[-1])["map"] == "sundered-weald"


def test_the_world_generator_reproduces_every_shipped_world():
    tools = os.path.join(MAPS, "tools")
    sys.path.insert(0, tools)
    try:
        import generate_maps
        import generate_worlds
        import world_data
    finally:
        sys.path.remove(tools)
    faces = {face_id: generate_worlds.draw_face(face) for face_id, face in world_data.FACES.items()}
    assert sorted(w["id"] for w in world_data.WORLDS) == sorted(WORLD_IDS)
    for world in world_data.WORLDS:
        with open(os.path.join(MAPS, world["id"] + ".json"), encoding="utf-8") as handle:
            assert generate_maps.dumps(generate_worlds.build_world(world, faces)) == handle.read(), world["id"]
