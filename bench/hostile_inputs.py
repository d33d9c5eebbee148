"""Hostile files against the command line: every input must be accepted or refused cleanly, in time.

    python bench/hostile_inputs.py [--timeout S] [--jobs J] [--only SUBSTRING] [--family GAME] [--verbose]
                                   [--root DIR]

Builds a corpus of crafted maps, game files, rulesets, special files (FIFOs, devices,
folders) and unwritable output paths in a temporary folder, runs each one through
`python main.py check|preview|replay|simulate` in its own process (with a time limit
and a 3 GB address-space limit) and prints ONE JSON line:

    {"inputs": N, "refused_cleanly": R, "accepted": A, "crashed": C, "hung": H,
     "wrongly_accepted": W, "wrongly_refused": F, "unclean": U, "seconds": S,
     "by_family": {"smallworld": {"inputs": ..., ...}, "wolves": {...}, "warcraft_board": {...}}}

Three families of inputs: Small World's (maps, game files, rulesets, the window's options),
The Wolves' (cases named "wolves ...": its game files, box files and `simulate --game wolves`)
and Warcraft: The Board Game's (cases named "warcraft_board ...": tests/warcraft_files.py's game
files and map files, `simulate --game warcraft_board`), each counted apart in `by_family`;
`--family smallworld|wolves|warcraft_board` runs one of them. A Wolves
refusal must name the field too ("game.json: layout.NE"), and an action that does not replay
its place and type ("game.json: action 9 (move"); a simulate run is also checked for what it
left in its --save-dir (nothing when refused, never a cut or temporary file).

- refused_cleanly: exit 2, every stderr line `error: ...` or `warning: ...`, no traceback,
  no raw control character in the output, and the file or option named in the message;
- accepted: a valid input (a control case) that exits 0;
- crashed: any other exit status (1 is the program's "internal error"), or a traceback;
- hung: still running after the time limit (or killed for memory);
- wrongly_accepted: exit 0 on an input that must be refused;
- wrongly_refused: exit 2 on a control case;
- unclean: exit 2 but the output carries raw control characters, lines that are not
  `error:`/`warning:` lines, more than 250 lines or a line over 1,000 characters, or
  does not name the file (and field); or a run that left a half-written file behind.

`--verbose` prints one line per case on stderr: its outcome, seconds and name.
`--root DIR` runs the program of another checkout (e.g. `git archive REV | tar -x -C /tmp/old`)
with this same corpus: the figures before and after a change.
"""

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if "--root" in sys.argv:   # the program under test (the corpus is this file's)
    ROOT = os.path.abspath(sys.argv[sys.argv.index("--root") + 1])
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")
CLASSIC = os.path.join(ROOT, "rules_data", "classic")
ESCAPE = "\x1b]0;pwned\x07\x1b[2J"
MEMORY_LIMIT = 3 * 1024 ** 3
MAX_LINES = 250     # a refusal lists the problems, not a flood of them
MAX_LINE = 1000     # and quotes a short excerpt of a bad value, not all of it

# the game file the tests start from (tests/cli_files.py: this checkout's, whatever --root says)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests"))
from cli_files import HUGE_HEX as HEX  # noqa: E402
from cli_files import base_game as shared_base_game  # noqa: E402
from cli_files import copy_ruleset, game_conquering, game_named, regions_on_same_ground, spread_map  # noqa: E402

CASES = []


def case(name, expect="refuse", names=None):
    """Register a builder: folder -> list of argument lists (one input per command)."""
    def wrap(build):
        CASES.append((name, expect, names, build))
        return build
    return wrap


# -- building blocks ------------------------------------------------------------------------------------------


def grid():
    with open(GRID, encoding="utf-8") as handle:
        return json.load(handle)


def write_json(folder, name, data, ensure_ascii=True):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8", errors="surrogatepass") as handle:
        handle.write(data if isinstance(data, str) else json.dumps(data, ensure_ascii=ensure_ascii))
    return path


def base_game(map_ref=GRID, **changes):
    """The shared valid game file, on the grid of the program under test."""
    return shared_base_game(map_ref, **changes)


def map_commands(folder, path):
    """A map file through every command that loads a map."""
    game = write_json(folder, "uses-map.json", base_game(map_ref=path))
    return [["check", path], ["preview", path, "--out", os.path.join(folder, "out.png")],
            ["simulate", "--map", path, "--games", "1"], (["replay", game], path)]


def hostile_map(folder, data, name="hostile.json"):
    return map_commands(folder, write_json(folder, name, data))


def changed(change):
    data = grid()
    change(data)
    return data


def square_outline(x0, y0, w, h, points):
    side = points // 4
    out = []
    out += [[x0 + w * k / side, y0] for k in range(side)]
    out += [[x0 + w, y0 + h * k / side] for k in range(side)]
    out += [[x0 + w - w * k / side, y0 + h] for k in range(side)]
    out += [[x0, y0 + h - h * k / side] for k in range(side)]
    return out


def grid_map(count, points, map_id="big"):
    """count square regions, 10 to a row, each outline of `points` points (edges 2 units long
    for 2,000 points), neighbours sharing a side."""
    side, cols = 1000, 10
    rows = -(-count // cols)
    regions = [{"id": f"r{i}", "terrain": "farmland", "border": True,
                "polygon": square_outline((i % cols) * side, (i // cols) * side, side, side, points)}
               for i in range(count)]
    adjacent = ([[f"r{i}", f"r{i + 1}"] for i in range(count - 1) if i % cols != cols - 1]
                + [[f"r{i}", f"r{i + cols}"] for i in range(count - cols)])
    return {"format": "smallworld-map", "version": 1, "id": map_id, "players": 3,
            "size": [cols * side, rows * side], "regions": regions, "adjacent": adjacent}


# -- maps -----------------------------------------------------------------------------------------------------


@case("map: self-intersecting outline (bow tie)")
def _(folder):
    def change(d):
        d["regions"][5]["polygon"] = [[400, 250], [800, 500], [800, 250], [400, 500]]
        d["regions"][5].pop("anchor", None)
    return hostile_map(folder, changed(change))


@case("map: zero-area outline")
def _(folder):
    def change(d):
        d["regions"][5]["polygon"] = [[400, 250], [600, 250], [800, 250]]
        d["regions"][5].pop("anchor", None)
    return hostile_map(folder, changed(change))


@case("map: anchor outside its region")
def _(folder):
    return hostile_map(folder, changed(lambda d: d["regions"][5].__setitem__("anchor", [10, 10])))


def scaled(size, factor, anchors=True):
    """The test grid `size` wide, every point times `factor` (without anchors if not `anchors`)."""
    def change(d):
        d["size"] = [size, size]
        for r in d["regions"]:
            r["polygon"] = [[x * factor, y * factor] for x, y in r["polygon"]]
            if anchors:
                r["anchor"] = [r["anchor"][0] * factor, r["anchor"][1] * factor]
            else:
                r.pop("anchor", None)
    return changed(change)


@case("map: coordinates near 1e308 with anchors")
def _(folder):
    return hostile_map(folder, scaled(1.7e308, 1e305))


@case("map: coordinates near 1e308 without anchors")
def _(folder):
    return hostile_map(folder, scaled(1.7e308, 1e305, anchors=False))


@case("map: size far beyond any screen (1e7)")
def _(folder):
    return hostile_map(folder, scaled(1e7, 6000))


@case("map: size given as a 400-digit integer")
def _(folder):
    return hostile_map(folder, '{"format": "smallworld-map", "version": 1, "id": "hostile", "players": 2, '
                               '"size": [1' + "0" * 400 + ', 1000], "regions": ' + json.dumps(grid()["regions"])
                       + ', "adjacent": ' + json.dumps(grid()["adjacent"]) + "}")


@case("map: a point given as a 400-digit integer")
def _(folder):
    data = grid()
    data["regions"][0]["polygon"][1] = "BIG"
    text = json.dumps(data).replace('"BIG"', "[1" + "0" * 400 + ", 0]")
    return hostile_map(folder, text)


@case("map: anchor at 1e400 (infinity)")
def _(folder):
    data = grid()
    data["regions"][5]["anchor"] = "INF"
    return hostile_map(folder, json.dumps(data).replace('"INF"', "[1e400, 100]"))


@case("map: anchor outside the map's size")
def _(folder):
    return hostile_map(folder, changed(lambda d: d["regions"][5].__setitem__("anchor", [-50, 99999])))


@case("map: negative size")
def _(folder):
    return hostile_map(folder, changed(lambda d: d.__setitem__("size", [-1600, 1000])))


@case("map: NUL in a region name")
def _(folder):
    return hostile_map(folder, changed(lambda d: d["regions"][5].__setitem__("name", "Ba\x00d")))


@case("map: NUL in the map name")
def _(folder):
    return hostile_map(folder, changed(lambda d: d.__setitem__("name", "Ba\x00d")))


@case("map: terminal escape codes in a region name")
def _(folder):
    return hostile_map(folder, changed(lambda d: d["regions"][5].__setitem__("name", ESCAPE)))


@case("map: terminal escape codes in the map name")
def _(folder):
    return hostile_map(folder, changed(lambda d: d.__setitem__("name", ESCAPE)))


@case("map: lone surrogate in a region name")
def _(folder):
    return hostile_map(folder, changed(lambda d: d["regions"][5].__setitem__("name", "Bad\ud800")))


@case("map: region name of 100,000 characters")
def _(folder):
    return hostile_map(folder, changed(lambda d: d["regions"][5].__setitem__("name", "x" * 100000)))


@case("map: region id of 100,000 characters")
def _(folder):
    def change(d):
        old = d["regions"][5]["id"]
        new = "a" * 100000
        d["regions"][5]["id"] = new
        d["adjacent"] = [[new if v == old else v for v in pair] for pair in d["adjacent"]]
    return hostile_map(folder, changed(change))


@case("map: 500 regions of 2,000 points (1,000,000 points)")
def _(folder):
    return hostile_map(folder, grid_map(500, 2000), name="big.json")


@case("map: one self-intersecting 2,000-point outline among 50")
def _(folder):
    data = grid_map(50, 2000)
    outline = data["regions"][49]["polygon"]
    outline[-2], outline[-3] = outline[-3], outline[-2]     # the last edges cross
    return hostile_map(folder, data, name="big.json")


@case("map: 700,000 adjacency pairs")
def _(folder):
    data = grid()
    data["adjacent"] = data["adjacent"] * (700000 // len(data["adjacent"]))
    return hostile_map(folder, data)


@case("map: nested 100,000 deep")
def _(folder):
    return hostile_map(folder, "[" * 100000 + "]" * 100000)


@case("map: 17 MB file")
def _(folder):
    return hostile_map(folder, " " * (17 * 1024 * 1024) + "{}")


@case("map: not UTF-8")
def _(folder):
    path = os.path.join(folder, "hostile.json")
    with open(path, "wb") as handle:
        handle.write(b'{"format": "\xff\xfe"}')
    return map_commands(folder, path)


@case("map: /dev/zero", names="/dev/zero")
def _(folder):
    return map_commands(folder, "/dev/zero")


@case("map: /dev/urandom", names="/dev/urandom")
def _(folder):
    return map_commands(folder, "/dev/urandom")


@case("map: a FIFO named .json")
def _(folder):
    path = os.path.join(folder, "fifo.json")
    os.mkfifo(path)
    return map_commands(folder, path)


@case("map: a socket named .json")
def _(folder):
    path = os.path.join(folder, "sock.json")
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(path)
    sock.close()
    return map_commands(folder, path)


@case("map: a folder named .json")
def _(folder):
    path = os.path.join(folder, "folder.json")
    os.mkdir(path)
    return [c for c in map_commands(folder, path) if c[0] != "check"]   # check reads a folder as a ruleset


@case("map: a file name with terminal escape codes", names="pwned")
def _(folder):
    return [["check", os.path.join(folder, ESCAPE + ".json")]]


# -- game files -----------------------------------------------------------------------------------------------


def game_commands(folder, data):
    path = write_json(folder, "game.json", data)
    return [["check", path], ["replay", path], ["replay", path, "--json"]]


# a game file refused for what it holds: its cases' names (after "game: ") and contents
GAME_FILES = {
    "lone surrogate in a player name": lambda: game_named("An\ud800n"),
    "terminal escape codes in a player name": lambda: game_named(ESCAPE),
    "NUL in a player name": lambda: game_named("An\x00n"),
    "terminal escape codes as an action's region": lambda: game_conquering(ESCAPE),
    "an action's region of 1,000,000 characters": lambda: game_conquering("r" * 1000000),
    "a race id of 1,000,000 characters": lambda: base_game(races=["x" * 1000000]),
    "a map reference of 1,000,000 characters": lambda: base_game(map_ref="m" * 1000000),
    "a ruleset of 1,000,000 characters": lambda: base_game(ruleset="r" * 1000000),
    "100,000 die results that are no face": lambda: base_game(dice=[7] * 100000),
    "seed of 1e308": lambda: base_game(seed=1e308),
    "nested 100,000 deep": lambda: "[" * 100000 + "]" * 100000,
}
for _what, _data in GAME_FILES.items():
    case(f"game: {_what}")(lambda folder, data=_data: game_commands(folder, data()))


@case("game: its map is /dev/zero", names="/dev/zero")
def _(folder):
    return game_commands(folder, base_game(map_ref="/dev/zero"))


@case("game: its map is a FIFO", names="fifo.json")
def _(folder):
    os.mkfifo(os.path.join(folder, "fifo.json"))
    return game_commands(folder, base_game(map_ref="fifo.json"))


@case("game: the game file is a FIFO")
def _(folder):
    path = os.path.join(folder, "game.json")
    os.mkfifo(path)
    return [["check", path], ["replay", path]]


@case("game: the game file is /dev/zero", names="/dev/zero")
def _(folder):
    return [["replay", "/dev/zero"]]


# -- rulesets -------------------------------------------------------------------------------------------------


def ruleset_copy(folder, edit=None, name="mod", source=CLASSIC):
    """A copy of a shipped ruleset as a mod of its own (its id its folder's name), then `edit`ed."""
    target = copy_ruleset(source, os.path.join(folder, name))
    if edit:
        edit(target)
    return target


def ruleset_commands(folder, target, world=False):
    """check, and simulate on the test grid (on a world of the program's for a Warcraft mod)."""
    where = ["--players", "2"] if world else ["--map", GRID]
    return [["check", target], ["simulate", "--ruleset", target, *where]]


def replace_in(path, old, new):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    assert old in text, (path, old)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text.replace(old, new, 1))


LAUGHS = "\n".join(["  x0: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]"]
                   + [f"  x{i}: &{chr(97 + i)} [" + ",".join([f"*{chr(96 + i)}"] * 9) + "]" for i in range(1, 9)])


def laughs_commands(folder, old, new):
    """The LAUGHS anchors set under the Amazons in races.yaml, and `old` there made `new` (an alias of them)."""
    def edit(target):
        path = os.path.join(target, "races.yaml")
        replace_in(path, "- id: amazons\n", "- id: amazons\n" + LAUGHS + "\n")
        replace_in(path, old, new)
    return ruleset_commands(folder, ruleset_copy(folder, edit))


@case("ruleset: billion laughs as an effect parameter")
def _(folder):
    return laughs_commands(folder, "{feature: mine, in_decline: true}", "{feature: *i, in_decline: true}")


@case("ruleset: billion laughs as an effect's amount")
def _(folder):
    return laughs_commands(folder, "conquest_only_tokens: {count: 4}", "conquest_only_tokens: {count: *i}")


@case("ruleset: billion laughs as a primitive")
def _(folder):
    return laughs_commands(folder, "- conquest_only_tokens: {count: 4}", "- *i")


@case("ruleset: rounds: 1000000000")
def _(folder):
    def edit(target):
        replace_in(os.path.join(target, "ruleset.yaml"), "rounds: {2: 10,", "rounds: {2: 1000000000,")
    return ruleset_commands(folder, ruleset_copy(folder, edit))


@case("ruleset: an effect amount of 10**4000")
def _(folder):
    def edit(target):
        replace_in(os.path.join(target, "races.yaml"), "conquest_only_tokens: {count: 4}",
                   "conquest_only_tokens: {count: 1" + "0" * 4000 + "}")
    return ruleset_commands(folder, ruleset_copy(folder, edit))


@case("ruleset: a 5,000-digit number")
def _(folder):
    def edit(target):
        replace_in(os.path.join(target, "ruleset.yaml"), "starting_coins: 5", "starting_coins: 1" + "0" * 5000)
    return ruleset_commands(folder, ruleset_copy(folder, edit))


@case("ruleset: ruleset.yaml is a FIFO")
def _(folder):
    def edit(target):
        os.unlink(os.path.join(target, "ruleset.yaml"))
        os.mkfifo(os.path.join(target, "ruleset.yaml"))
    return ruleset_commands(folder, ruleset_copy(folder, edit))


@case("ruleset: races.yaml is /dev/zero")
def _(folder):
    def edit(target):
        os.unlink(os.path.join(target, "races.yaml"))
        os.symlink("/dev/zero", os.path.join(target, "races.yaml"))
    return ruleset_commands(folder, ruleset_copy(folder, edit))


@case("ruleset: nested 100,000 deep")
def _(folder):
    def edit(target):
        with open(os.path.join(target, "powers.yaml"), "w") as handle:
            handle.write("[" * 100000 + "]" * 100000)
    return ruleset_commands(folder, ruleset_copy(folder, edit))


@case("ruleset: terminal escape codes in a race name")
def _(folder):
    def edit(target):
        replace_in(os.path.join(target, "races.yaml"), "name: Amazons", 'name: "\\e]0;pwned\\a\\e[2J"')
    return ruleset_commands(folder, ruleset_copy(folder, edit))


# issue 32: numbers past any bound, names that are the game's, factions, ids

AZEROTH = os.path.join(ROOT, "rules_data", "azeroth")
# (case, part, old, new, a Warcraft mod): one edit of a mod that check and simulate --ruleset refuse
RULESET_EDITS = [
    ("a hex version of 5,000 digits", "ruleset", "version: 1", f"version: {HEX}", False),
    ("a hex key of 5,000 digits in a race", "races", "- id: amazons\n", f"- id: amazons\n  ? {HEX}\n  : 1\n", False),
    ("a hex marker supply of 5,000 digits", "ruleset", "lair: 10", f"lair: -{HEX}", False),
    *[(f"a piece named {piece}", "races", "{count: 4}\n", f"{{count: 4}}\n    - solo_piece: {{piece: {piece}}}\n",
       False) for piece in ("conquer", "tokens", "end_turn", "pick", "mountain", "hand", "lost_tribe")],
    ("an artifact's redeploy field named tokens", "items", "field: heart,", "field: tokens,", True),
    ("an artifact's redeploy field that is a piece's name too", "powers", "piece: champion,", "piece: heart,", True),
    ("a key of used named raid", "races", "used_key: draenei_save", "used_key: raid", True),
    ("natives with a race's id", "ruleset", "natives: {id: murlocs,", "natives: {id: orcs,", True),
    ("race_state taking race and hand", "ruleset", "race_state: {form: null,",
     "race_state: {race: null, hand: 3, form: null,", True),
    ("player_state taking coins", "ruleset", "player_state: {harmony: null,", "player_state: {coins: 0, harmony: null,",
     True),
    ("coins_per_faction_conquest for a faction the ruleset lacks", "races", "{faction: alliance}",
     "{faction: scourge}", True),
    ("war_objectives for a faction the ruleset lacks", "races", "barred: horde}", "barred: scourge}", True),
    ("a faction opposed to itself", "ruleset", "factions: {horde: alliance,", "factions: {horde: horde,", True),
    ("a faction parameter in a ruleset without factions", "races", "{count: 4}\n",
     "{count: 4}\n    - coins_per_faction_conquest: {faction: red}\n", False),
    ("an id that is not its folder's name", "ruleset", "id: mod\n", "id: other\n", False),
]
for _name, _part, _old, _new, _world in RULESET_EDITS:
    case(f"ruleset: {_name}")(
        lambda folder, part=_part, old=_old, new=_new, world=_world: ruleset_commands(folder, ruleset_copy(
            folder, lambda target: replace_in(os.path.join(target, f"{part}.yaml"), old, new),
            source=AZEROTH if world else CLASSIC), world))


@case("ruleset: id classic in a folder mymod")
def _(folder):
    target = ruleset_copy(folder, lambda t: replace_in(os.path.join(t, "ruleset.yaml"), "id: mymod", "id: classic"),
                          name="mymod")
    return ruleset_commands(folder, target)


@case("ruleset: a folder named classic, not the shipped one")
def _(folder):
    return ruleset_commands(folder, ruleset_copy(folder, name="classic"))


@case("simulate --save-dir: a mod its game files would not find", names="--save-dir")
def _(folder):
    return [["simulate", "--ruleset", ruleset_copy(folder), "--map", GRID, "--save-dir", os.path.join(folder, "s")]]


# -- output paths ---------------------------------------------------------------------------------------------


@case("simulate --save-dir: a file", names="--save-dir")
def _(folder):
    path = os.path.join(folder, "file")
    open(path, "w").close()
    return [["simulate", "--map", GRID, "--save-dir", path]]


@case("simulate --save-dir: a folder under a file", names="--save-dir")
def _(folder):
    path = os.path.join(folder, "file")
    open(path, "w").close()
    return [["simulate", "--map", GRID, "--save-dir", os.path.join(path, "sub")]]


@case("simulate --save-dir: the game file's name is taken by a folder", names="--save-dir")
def _(folder):
    os.makedirs(os.path.join(folder, "saves", "game-1.json"))
    return [["simulate", "--map", GRID, "--save-dir", os.path.join(folder, "saves")]]


@case("simulate --save-dir: a folder that cannot be made", names="--save-dir")
def _(folder):
    return [["simulate", "--map", GRID, "--save-dir", "/proc/hostile-inputs/saves"]]


@case("preview --out: a folder", names="--out")
def _(folder):
    path = os.path.join(folder, "out.png")
    os.mkdir(path)
    return [["preview", GRID, "--out", path]]


@case("preview --out: under a file", names="--out")
def _(folder):
    path = os.path.join(folder, "file")
    open(path, "w").close()
    return [["preview", GRID, "--out", os.path.join(path, "out.png")]]


@case("preview --out: a missing parent that cannot be made", names="--out")
def _(folder):
    return [["preview", GRID, "--out", "/proc/hostile-inputs/out.png"]]


# -- issue 32: inputs accepted though nothing could play them, and the window's options ----------------------


def on_same_ground(kind):
    """The test grid with two regions on the same ground (cli_files.regions_on_same_ground)."""
    return regions_on_same_ground(grid(), kind)


def shipped_map(map_id):
    with open(os.path.join(ROOT, "maps", map_id + ".json"), encoding="utf-8") as handle:
        return json.load(handle)


UNPLAYED = {"races": [], "powers": [], "dice": [], "actions": []}    # a game file with nothing played yet


@case("map: two regions with identical outlines")
def _(folder):
    return hostile_map(folder, on_same_ground("identical"))


@case("map: a square lying over nine regions")
def _(folder):
    return hostile_map(folder, on_same_ground("square over nine"))


@case("game: a classic game on a Warcraft world")
def _(folder):
    return game_commands(folder, base_game(map_ref="twin-tides", **UNPLAYED))


@case("game: map_data another map than the shipped one its map names")
def _(folder):
    return game_commands(folder, base_game(map_ref="thornmere", map_data=grid()))


@case("simulate --map: a Warcraft world for the classic ruleset", names="--map")
def _(folder):
    return [["simulate", "--ruleset", "classic", "--map", "twin-tides"]]


@case("simulate --seed: 9223372036854775807 with --games 2 (game files record 64 bits)", names="--seed")
def _(folder):
    return [["simulate", "--map", GRID, "--seed", "9223372036854775807", "--games", "2",
             "--save-dir", os.path.join(folder, "saves")], ["simulate", "--map", GRID, "--seed", "1" + "0" * 30]]


@case("window --screenshot: a folder", names="--screenshot")
def _(folder):
    path = os.path.join(folder, "shot.png")
    os.mkdir(path)
    return [["--frames", "1", "--screenshot", path]]


@case("window --size: 100000x100000", names="--size")
def _(folder):
    return [["--frames", "2", "--size", "100000x100000"]]


# round three: empty arguments, numbers of thousands of digits, options that did nothing

@case("simulate --map '': the default map played", names="--map")
def _(folder):
    return [["simulate", "--map", ""]]


@case("simulate --save-dir=: nothing saved", names="--save-dir")
def _(folder):
    return [["simulate", "--map", GRID, "--save-dir="]]


@case("check '': an empty file name", names="empty argument")
def _(folder):
    return [["check", ""]]


@case("window --screenshot '': no picture, exit 0", names="--screenshot")
def _(folder):
    return [["--frames", "1", "--screenshot", ""]]


@case("window --screenshot without --frames: runs on, saving nothing", names="--screenshot")
def _(folder):
    return [["--screenshot", os.path.join(folder, "shot.png")]]


@case("window --demo --seed 10**30: its Save as writes a save Load refuses", names="--seed")
def _(folder):
    return [["--demo", "--frames", "1", "--seed", "1" + "0" * 30]]


@case("window --frames and simulate --seed of 5,000 digits, quoted whole", names="invalid int value")
def _(folder):
    return [["--frames", "1" * 5000], ["simulate", "--seed", "9" * 5000]]


@case("simulate --games 10**30: --seed blamed", names="--games")
def _(folder):
    return [["simulate", "--map", GRID, "--games", "1" + "0" * 30]]


@case("ruleset: a ruleset.yaml of 2 MB, one flow list of a million numbers")
def _(folder):
    return ruleset_commands(folder, ruleset_copy(folder, lambda target: replace_in(
        os.path.join(target, "ruleset.yaml"), "name: Classic", "name: Classic\npadding: [" + "1," * 1_000_000 + "1]")))


@case("ruleset: a race id of 65 characters, longer than a game file holds")
def _(folder):
    return ruleset_commands(folder, ruleset_copy(folder, lambda target: replace_in(
        os.path.join(target, "races.yaml"), "- id: dwarves", "- id: " + "d" * 65)))


@case("game: \"actions\" given twice, the second empty")
def _(folder):
    return game_commands(folder, json.dumps(base_game())[:-1] + ', "actions": []}')


@case("ruleset: a race with effects: given twice")
def _(folder):
    return ruleset_commands(folder, ruleset_copy(folder, lambda target: replace_in(
        os.path.join(target, "races.yaml"), "    - no_losses\n", "    - no_losses\n  effects: []\n")))


@case("game: its map is a folder, the game file named", names="game.json")
def _(folder):
    os.mkdir(os.path.join(folder, "a-folder.json"))
    return game_commands(folder, base_game(map_ref=os.path.join(folder, "a-folder.json")))


@case("control: simulate --seed at the top of the range", expect="accept")
def _(folder):
    return [["simulate", "--map", GRID, "--seed", "9223372036854775806", "--games", "2",
             "--save-dir", os.path.join(folder, "saves")]]


@case("control: a save carrying the very shipped map its map names", expect="accept")
def _(folder):
    return [["check", write_json(folder, "game.json", base_game(map_ref="thornmere", map_data=shipped_map(
        "thornmere"), **UNPLAYED))]]


# -- control cases: valid inputs that must be accepted --------------------------------------------------------


@case("control: the test grid", expect="accept")
def _(folder):
    return map_commands(folder, GRID)


@case("control: the classic ruleset", expect="accept")
def _(folder):
    return ruleset_commands(folder, CLASSIC)


@case("control: a mod of its own with a piece of its own name", expect="accept")
def _(folder):
    def edit(target):
        replace_in(os.path.join(target, "races.yaml"), "{count: 4}\n",
                   "{count: 4}\n    - solo_piece: {piece: paladin}\n")
    return ruleset_commands(folder, ruleset_copy(folder, edit))


@case("control: names in many scripts and emoji", expect="accept")
def _(folder):
    def change(d):
        d["name"] = "Ærøskøbing 東京 Ñandú"
        d["regions"][5]["name"] = "Zürich ☃ 🐉"
    path = write_json(folder, "unicode.json", changed(change), ensure_ascii=False)
    game = write_json(folder, "game.json", base_game(
        map_ref=path, players=[{"name": "Ана 🐉"}, {"name": "Bot", "kind": "ai"}]), ensure_ascii=False)
    return map_commands(folder, path) + [["check", game], ["replay", game]]


@case("control: 50 regions of 2,000 points (the most points a map may have)", expect="accept")
def _(folder):
    path = write_json(folder, "big.json", grid_map(50, 2000))
    # preview too: games/smallworld/ui/map_layer.py classifies every edge with point-in-polygon tests over
    # whole outlines (about a minute for 100,000 points), so this one still exceeds the limit
    return [["check", path], ["simulate", "--map", path, "--games", "1"],
            ["preview", path, "--out", os.path.join(folder, "out.png")]]


@case("control: a long diagonal edge among 80,000 tiny ones (the spatial hash)", expect="accept")
def _(folder):
    path = write_json(folder, "spread.json", spread_map(60))
    return [["check", path]]


# == The Wolves (issue 34, item 8) ============================================================================
#
# Its game files (`wolves-game`), its box files (`wolves-map`) and `simulate --game wolves`, through the same
# runner. Every case here is named "wolves ..." and counted apart in the summary's `by_family`, so Small
# World's figures read as before. A refusal must name the file and the field (`names`: a text its error
# lines must hold, "game.json: layout.NE"), an action that does not replay its place and type
# ("game.json: action 9 (move"); a control case must exit 0.

# the corpus: tests/wolves_files.py (this checkout's), its box documents made from the program's own box
import wolves_files as wf  # noqa: E402
from wolves_files import ALL_THREE, wolves_box, wolves_game  # noqa: E402

wf.BOX_FILE = WOLVES_BOX = os.path.join(ROOT, "games", "wolves", "maps", "standard.json")
WOLVES = ["--game", "wolves"]


def game_file_commands(folder, data, names, commands=("check",)):
    """A game file (The Wolves', Warcraft's) through `check` (and replay, replay --json when asked); `names`:
    what its errors must say."""
    path = write_json(folder, "game.json", data)
    argv = {"check": ["check", path], "replay": ["replay", path], "json": ["replay", path, "--json"]}
    return [(argv[c], names) for c in commands]


wolves_game_commands = game_file_commands


for _what, _data, _field, _commands in wf.GAME_FILES:
    _control = _what.startswith("control: ")
    case(f"wolves game: {_what}", expect="accept" if _control else "refuse")(
        lambda folder, data=_data, field=_field, commands=_commands: wolves_game_commands(folder, data(), field,
                                                                                          commands))


@case("wolves game: its map a folder")
def _(folder):
    os.mkdir(os.path.join(folder, "a-folder.json"))
    return wolves_game_commands(folder, wolves_game(map="a-folder.json"), "game.json: map")


@case("wolves game: its map a FIFO")
def _(folder):
    os.mkfifo(os.path.join(folder, "fifo.json"))
    return wolves_game_commands(folder, wolves_game(map="fifo.json"), "game.json: map", ALL_THREE)


def raw_game_file_cases(family, make_game, a_name):
    """The cases of a game file that is no JSON game at all, or replayed to a position out of range: a FIFO,
    a file not UTF-8 (its player `a_name` spoiled), binary noise, --until -1; and the control of --until
    0 and 10**30 (the whole game). `make_game()`: a valid game file's document."""
    @case(f"{family} game: the game file a FIFO")
    def _(folder):
        path = os.path.join(folder, "game.json")
        os.mkfifo(path)
        return [(["check", path], "game.json"), (["replay", path], "game.json")]

    @case(f"{family} game: not UTF-8")
    def _(folder):
        path = os.path.join(folder, "game.json")
        with open(path, "wb") as handle:
            handle.write(json.dumps(make_game()).encode().replace(f'"{a_name}"'.encode(), b'"\xff\xfe"'))
        return [(["check", path], "game.json"), (["replay", path], "game.json")]

    @case(f"{family} game: binary noise")
    def _(folder):
        path = os.path.join(folder, "game.json")
        with open(path, "wb") as handle:
            handle.write(bytes(range(256)) * 64)
        return [(["check", path], "game.json"), (["replay", path, "--json"], "game.json")]

    @case(f"{family} game: replay --until -1", names="--until")
    def _(folder):
        return [["replay", write_json(folder, "game.json", make_game()), "--until", "-1"]]

    @case(f"{family} control: replay --until 0 and --until 10**30 (the whole game)", expect="accept")
    def _(folder):
        path = write_json(folder, "game.json", make_game())
        return [["replay", path, "--until", "0"], ["replay", path, "--until", str(10 ** 30), "--json"]]


raw_game_file_cases("wolves", wolves_game, "Random 1")


@case("wolves game: checked as a Small World file (--game smallworld)", names="game.json: format")
def _(folder):
    return [["check", write_json(folder, "game.json", wolves_game()), "--game", "smallworld"]]


@case("wolves game: a Small World game checked as The Wolves' (--game wolves)", names="game.json")
def _(folder):
    return [["check", write_json(folder, "game.json", base_game()), "--game", "wolves"]]


@case("wolves control: a map given by a path beside the game file", expect="accept")
def _(folder):
    shutil.copy(WOLVES_BOX, os.path.join(folder, "mine.json"))
    return wolves_game_commands(folder, wolves_game(map="mine.json"), None, ALL_THREE)


# -- box files (wolves-map): check, simulate --map and a game file naming them ------------------------------------


def map_file_commands(folder, data, names, every, game_option, game_naming):
    """A map file (The Wolves' box, Warcraft's map) through `check` and (`every`) `simulate <game_option> --map`
    and `check` of the game file `game_naming(path)` (all three read it with the game's one loader)."""
    path = write_json(folder, "hostile.json", data)
    commands = [(["check", path], names)]
    if every:
        commands.append((["simulate", *game_option, "--map", path, "--games", "1"], names))
        commands.append((["check", write_json(folder, "game.json", game_naming(path))], names))
    return commands


def wolves_box_commands(folder, data, names, every=False):
    """A box file through check, simulate --map and a game file naming it (board.load_box)."""
    return map_file_commands(folder, data, names, every, WOLVES, lambda path: wolves_game(upto=0, map=path))


EVERY_COMMAND = ("version of 5,000 digits", "a terrain lava", "an offset [1e308, 0]", "a layout's boards apart",
                 "nested 100,000 deep", "17 MB of spaces before it")
for _what, _data, _names in wf.BOXES:
    case(f"wolves map: {_what}")(lambda folder, data=_data, names=_names, every=_what in EVERY_COMMAND:
                                 wolves_box_commands(folder, data(), names, every))


@case("wolves map: a folder checked as The Wolves' (--game wolves)", names="a-folder")
def _(folder):
    os.mkdir(os.path.join(folder, "a-folder"))
    return [["check", os.path.join(folder, "a-folder"), "--game", "wolves"]]


@case("wolves map: the shipped box checked as Small World's (--game smallworld)", names="standard.json")
def _(folder):
    return [["check", WOLVES_BOX, "--game", "smallworld"]]


@case("wolves control: a copy of the shipped box, and 2 MB of spaces after it", expect="accept")
def _(folder):
    path = write_json(folder, "mine.json", json.dumps(wolves_box()) + " " * (2 * 1024 * 1024))
    return [["check", path], ["simulate", *WOLVES, "--map", path, "--games", "1"]]


@case("wolves control: the shipped box", expect="accept")
def _(folder):
    return [["check", WOLVES_BOX]]


@case("wolves map: a box given to Small World's commands", names="hostile.json")
def _(folder):
    path = write_json(folder, "hostile.json", wolves_box())
    return [["preview", path, "--out", os.path.join(folder, "out.png")], ["simulate", "--map", path]]


# -- simulate --game wolves: its options --------------------------------------------------------------------------


def nothing_written(folder):
    """An after-check: the run left no file in `folder` (a refused run writes nothing)."""
    def check():
        found = os.listdir(folder) if os.path.isdir(folder) else []
        return f"wrote {found[:3]}" if found else None
    return check


def whole_files_only(folder, file_format="wolves-game"):
    """An after-check: every file the run left in `folder` is a whole game file of `file_format`, no temporary
    one is left."""
    def check():
        for name in os.listdir(folder):
            path = os.path.join(folder, name)
            if name.startswith(".tmp-"):
                return f"left {name}"
            if os.path.isfile(path):
                try:
                    with open(path, encoding="utf-8") as handle:
                        if json.load(handle).get("format") != file_format:
                            return f"{name} is not a game file"
                except ValueError:
                    return f"{name} is cut short"
        return None
    return check


def simulate_option_cases(family, game_option, table):
    """A refused case for each (what, options, names) of `table`: `simulate` with those options writes nothing
    to its --save-dir; "@folder@" stands for a folder the case makes."""
    for what, options, names in table:
        @case(f"{family} simulate: {what}", names=names)
        def _(folder, options=options, names=names):
            saves = os.path.join(folder, "saves")
            options = [os.path.join(folder, "a-folder") if o == "@folder@" else o for o in options]
            if "@folder@" in names:
                os.mkdir(os.path.join(folder, "a-folder"))
                names = "a-folder"
            return [(["simulate", *game_option, *options, "--save-dir", saves], names, nothing_written(saves))]


simulate_option_cases("wolves", WOLVES, wf.OPTIONS)


@case("wolves simulate: --save-dir a file", names="--save-dir")
def _(folder):
    path = os.path.join(folder, "file")
    open(path, "w").close()
    return [["simulate", *WOLVES, "--save-dir", path]]


@case("wolves simulate: --save-dir under a file", names="--save-dir")
def _(folder):
    path = os.path.join(folder, "file")
    open(path, "w").close()
    return [["simulate", *WOLVES, "--save-dir", os.path.join(path, "sub")]]


@case("wolves simulate: --save-dir that cannot be made", names="--save-dir")
def _(folder):
    return [["simulate", *WOLVES, "--save-dir", "/proc/hostile-inputs/saves"]]


@case("wolves simulate: --save-dir, the second game's file name a folder (the first whole)", names="--save-dir")
def _(folder):
    saves = os.path.join(folder, "saves")
    os.makedirs(os.path.join(saves, "game-6.json"))
    return [(["simulate", *WOLVES, "--players", "2", "--games", "3", "--seed", "5", "--save-dir", saves],
             "--save-dir", whole_files_only(saves))]


@case("wolves control: simulate 2 and 5 players, the seed at the top of the range, saved", expect="accept")
def _(folder):
    saves = os.path.join(folder, "saves")
    return [(["simulate", *WOLVES, "--players", "2", "--seed", str(2 ** 63 - 2), "--games", "2",
              "--save-dir", saves], None, whole_files_only(saves)),
            ["simulate", *WOLVES, "--players", "5"], ["simulate", *WOLVES, "--ai", "random,random,random,random"]]


@case("wolves control: simulate on the shipped box by id and by path", expect="accept")
def _(folder):
    return [["simulate", *WOLVES, "--map", "standard"], ["simulate", *WOLVES, "--map", WOLVES_BOX]]



# == Warcraft: The Board Game ====================================================================================
#
# Its game files (`warcraft_board-game`), its map files (`warcraft_board-map`) and `simulate --game
# warcraft_board`, through the same runner. Every case here is named "warcraft_board ..." and counted apart in
# `by_family`. As for The Wolves, a refusal must name the file and the field ("game.json: players[0].name"),
# an action that does not replay its place and type ("game.json: action 1 (move"); a control case must exit 0.

import warcraft_files as wbf  # noqa: E402
from warcraft_files import wb_game, wb_map  # noqa: E402

wbf.MAPS_FOLDER = WB_MAPS = os.path.join(ROOT, "games", "warcraft_board", "maps")
WB = ["--game", "warcraft_board"]
WB_OUTCOMES = ("races", "first_player", "dice", "income", "decks")     # a game file that draws them all

wb_game_commands = game_file_commands


for _what, _data, _field, _commands in wbf.GAME_FILES:
    case(f"warcraft_board game: {_what}", expect="accept" if _what.startswith("control: ") else "refuse")(
        lambda folder, data=_data, field=_field, commands=_commands: wb_game_commands(folder, data(), field,
                                                                                      commands))


@case("warcraft_board game: its map a folder")
def _(folder):
    os.mkdir(os.path.join(folder, "a-folder.json"))
    return wb_game_commands(folder, wb_game(map="a-folder.json"), "game.json: map", wbf.ALL_THREE)


@case("warcraft_board game: its map a FIFO")
def _(folder):
    os.mkfifo(os.path.join(folder, "fifo.json"))
    return wb_game_commands(folder, wb_game(map="fifo.json"), "game.json: map", wbf.ALL_THREE)


@case("warcraft_board game: its map a symlink to /dev/zero")
def _(folder):
    os.symlink("/dev/zero", os.path.join(folder, "zero.json"))
    return wb_game_commands(folder, wb_game(map="zero.json"), "game.json: map", wbf.ALL_THREE)


@case("warcraft_board game: its map a symlink loop")
def _(folder):
    os.symlink("loop.json", os.path.join(folder, "loop.json"))
    return wb_game_commands(folder, wb_game(map="loop.json"), "game.json: map")


@case("warcraft_board game: its map a hostile map (a bow tie) beside it")
def _(folder):
    write_json(folder, "mine.json", wbf.MAPS[[m[0] for m in wbf.MAPS].index("a bow-tie outline")][1]())
    return wb_game_commands(folder, wb_game(map="mine.json"), "game.json: map", wbf.ALL_THREE)


@case("warcraft_board game: its map a modder's map with fewer Cities than seats")
def _(folder):
    def one_city(d):
        wbf._modder(d)
        city = wbf.space(d, "c2")
        city["type"] = "clear"
        city.pop("city_slot")
    write_json(folder, "mine.json", wb_map("main_2p", one_city))
    return wb_game_commands(folder, wb_game(upto=0, map="mine.json", drop=WB_OUTCOMES), "game.json", wbf.ALL_THREE)


@case("warcraft_board game: the game file a symlink to /dev/urandom")
def _(folder):
    path = os.path.join(folder, "game.json")
    os.symlink("/dev/urandom", path)
    return [(["check", path], "game.json"), (["replay", path, "--json"], "game.json")]


raw_game_file_cases("warcraft_board", wb_game, "Easy 1")


@case("warcraft_board game: checked as a Small World file (--game smallworld)", names="game.json")
def _(folder):
    return [["check", write_json(folder, "game.json", wb_game()), "--game", "smallworld"]]


@case("warcraft_board game: checked as The Wolves' (--game wolves)", names="game.json")
def _(folder):
    return [["check", write_json(folder, "game.json", wb_game()), "--game", "wolves"]]


@case("warcraft_board game: a Wolves game checked as Warcraft's (--game warcraft_board)", names="game.json")
def _(folder):
    return [["check", write_json(folder, "game.json", wolves_game()), *WB]]


@case("warcraft_board control: a map given by a path beside the game file", expect="accept")
def _(folder):
    shutil.copy(os.path.join(WB_MAPS, "main_2p.json"), os.path.join(folder, "mine.json"))
    return wb_game_commands(folder, wb_game(map="mine.json"), None, wbf.ALL_THREE)


@case("warcraft_board control: a modder's map (no layout) in a game, check and simulate", expect="accept")
def _(folder):
    path = write_json(folder, "mine.json", wb_map("main_2p", wbf._modder))
    return [["check", path], ["simulate", *WB, "--map", path, "--games", "1"],
            *wb_game_commands(folder, wb_game(upto=0, map="mine.json", drop=WB_OUTCOMES), None, wbf.ALL_THREE)]


@case("warcraft_board game: each scenario on a modder's map lacking its Cities, labels or places")
def _(folder):
    write_json(folder, "mine.json", wb_map("main_2p", wbf._modder))
    write_json(folder, "mine4.json", wb_map("main_4p", wbf._modder))
    out = []
    for scenario, seats, name in (("elf_gate", 3, "mine.json"), ("necromancer_march", 2, "mine.json"),
                                  ("prisoners", 2, "mine.json"), ("nordrassil", 4, "mine4.json"),
                                  ("main", 4, "mine.json")):
        game = write_json(folder, f"game-{scenario}-{seats}.json", {
            "format": "warcraft_board-game", "version": 1, "scenario": scenario, "map": name,
            "players": wbf.players(*"ABCD"[:seats])})
        out += [(["check", game], f"game-{scenario}-{seats}.json: map"), (["replay", game, "--json"], "map")]
        if scenario != "main":
            out.append((["simulate", *WB, "--scenario", scenario, "--map", os.path.join(folder, name)], "--map"))
    return out


@case("warcraft_board control: the main game for 4 on a modder's map of four Cities", expect="accept")
def _(folder):
    path = write_json(folder, "mine4.json", wb_map("main_4p", wbf._modder))
    game = write_json(folder, "game.json", {"format": "warcraft_board-game", "version": 1, "map": "mine4.json",
                                            "players": wbf.players(*"ABCD")})
    return [["check", game], ["simulate", *WB, "--map", path]]


# -- map files (warcraft_board-map): check, simulate --map and a game file naming them ----------------------------


def wb_map_commands(folder, data, names, every=False):
    """A map file through check, simulate --map and a game file naming it (board.load_map)."""
    return map_file_commands(folder, data, names, every, WB,
                             lambda path: wb_game(upto=0, map=path, drop=WB_OUTCOMES))


for _what, _data, _names in wbf.MAPS:
    case(f"warcraft_board map: {_what}")(lambda folder, data=_data, names=_names, every=_what in wbf.EVERY_COMMAND:
                                         wb_map_commands(folder, data(), names, every))


@case("warcraft_board map: a folder checked as Warcraft's (--game warcraft_board)", names="a-folder")
def _(folder):
    os.mkdir(os.path.join(folder, "a-folder"))
    return [["check", os.path.join(folder, "a-folder"), *WB]]


@case("warcraft_board map: a FIFO", names="fifo.json")
def _(folder):
    path = os.path.join(folder, "fifo.json")
    os.mkfifo(path)
    return [["check", path, *WB], ["simulate", *WB, "--map", path]]


@case("warcraft_board map: a symlink to /dev/zero", names="zero.json")
def _(folder):
    path = os.path.join(folder, "zero.json")
    os.symlink("/dev/zero", path)
    return [["check", path, *WB], ["simulate", *WB, "--map", path]]


@case("warcraft_board map: the shipped map checked as Small World's (--game smallworld)", names="main_2p.json")
def _(folder):
    return [["check", os.path.join(WB_MAPS, "main_2p.json"), "--game", "smallworld"]]


@case("warcraft_board map: a Warcraft map given to Small World's commands", names="hostile.json")
def _(folder):
    path = write_json(folder, "hostile.json", wb_map())
    return [["preview", path, "--out", os.path.join(folder, "out.png")], ["simulate", "--map", path]]


@case("warcraft_board map: a Warcraft map given to The Wolves' simulate", names="hostile.json")
def _(folder):
    return [["simulate", "--game", "wolves", "--map", write_json(folder, "hostile.json", wb_map())]]


@case("warcraft_board control: every shipped map, checked and simulated by path", expect="accept")
def _(folder):
    out = []
    for name in sorted(os.listdir(WB_MAPS)):
        if name.endswith(".json"):
            out.append(["check", os.path.join(WB_MAPS, name)])
    return out + [["simulate", *WB, "--map", os.path.join(WB_MAPS, "main_2p.json")]]


@case("warcraft_board control: a copy of a shipped map and 2 MB of spaces after it", expect="accept")
def _(folder):
    path = write_json(folder, "mine.json", json.dumps(wb_map("nordrassil_4p")) + " " * (2 * 1024 * 1024))
    return [["check", path]]


# -- simulate --game warcraft_board: its options ---------------------------------------------------------------


def wb_whole_files_only(folder):
    """An after-check: every file the run left in `folder` is a whole Warcraft game file, no temporary one."""
    return whole_files_only(folder, "warcraft_board-game")


simulate_option_cases("warcraft_board", WB, wbf.OPTIONS)


@case("warcraft_board simulate: --save-dir a file", names="--save-dir")
def _(folder):
    path = os.path.join(folder, "file")
    open(path, "w").close()
    return [["simulate", *WB, "--save-dir", path]]


@case("warcraft_board simulate: --save-dir that cannot be made", names="--save-dir")
def _(folder):
    return [["simulate", *WB, "--save-dir", "/proc/hostile-inputs/saves"]]


@case("warcraft_board simulate: --save-dir, the second game's file name a folder (the first whole)",
      names="--save-dir")
def _(folder):
    saves = os.path.join(folder, "saves")
    os.makedirs(os.path.join(saves, "game-6.json"))
    return [(["simulate", *WB, "--games", "3", "--seed", "5", "--save-dir", saves], "--save-dir",
             wb_whole_files_only(saves))]


@case("warcraft_board control: simulate every scenario, the seed at the top of the range, saved", expect="accept")
def _(folder):
    saves = os.path.join(folder, "saves")
    return [(["simulate", *WB, "--seed", str(2 ** 63 - 2), "--games", "2", "--save-dir", saves], None,
             wb_whole_files_only(saves)),
            ["simulate", *WB, "--players", "4"], ["simulate", *WB, "--scenario", "nordrassil"],
            ["simulate", *WB, "--scenario", "elf_gate", "--ai", "random,random,random"],
            ["simulate", *WB, "--map", "prisoners_2p"]]


# -- running --------------------------------------------------------------------------------------------------


def _limit_memory():
    try:
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    except (ImportError, ValueError, OSError):
        pass
    os.setsid()


def _control_chars(text):
    return any((ord(c) < 32 and c not in "\n\t") or 0x7f <= ord(c) < 0xa0 for c in text)


def run_one(argv, expect, names, timeout, user_dir, after=None):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SMALLWORLD_USER_DIR=user_dir,
               PYTHONIOENCODING="utf-8")
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, os.path.join(ROOT, "main.py"), *argv], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            preexec_fn=_limit_memory if os.name == "posix" else None)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, 9)
        except (AttributeError, ProcessLookupError, PermissionError):
            proc.kill()
        proc.communicate()
        return "hung", time.perf_counter() - start, ""
    seconds = time.perf_counter() - start
    out = out.decode("utf-8", "replace")
    err = err.decode("utf-8", "replace")
    code = proc.returncode
    if "Traceback" in err or code not in (0, 2):
        if "MemoryError" in err:
            return "hung", seconds, err[-300:]   # ran out of its memory: a freeze in a real session
        return "crashed", seconds, err[-300:]
    left = after() if after else None     # what the run left behind (a half-written file, a refused run's output)
    if left:
        return "unclean", seconds, left
    if code == 0:
        return ("accepted" if expect == "accept" else "wrongly_accepted"), seconds, out[-200:]
    if expect == "accept":
        return "wrongly_refused", seconds, err[-300:]
    lines = [line for line in err.splitlines() if line.strip()]
    clean = (lines and all(line.startswith(("error: ", "warning: ")) for line in lines)
             and not _control_chars(out + err)
             and len(lines) <= MAX_LINES and max(len(line) for line in lines) <= MAX_LINE)
    target = names or next((a for a in argv[1:] if os.sep in a), None)
    if target and os.path.basename(target.rstrip(os.sep)) not in err and target not in err:
        clean = False
    return ("refused_cleanly" if clean else "unclean"), seconds, err[-300:]


def family_of(name):
    """The game a case's input belongs to: "wolves" or "warcraft_board" for their cases, else "smallworld"."""
    for family in ("wolves", "warcraft_board"):
        if name.startswith(family):
            return family
    return "smallworld"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds before a run counts as hung")
    parser.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 2) // 2))
    parser.add_argument("--only", default="", help="run only the cases whose name contains this")
    parser.add_argument("--family", choices=("smallworld", "wolves", "warcraft_board"),
                        help="run only one game's cases")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--root", help="the checkout whose main.py is run (default: this one)")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="hostile-")
    runs = []
    try:
        for n, (name, expect, names, build) in enumerate(CASES):
            if args.only not in name or args.family not in (None, family_of(name)):
                continue
            folder = os.path.join(work, f"case{n}")
            os.makedirs(folder)
            try:
                commands = build(folder)
            except (AttributeError, OSError) as exc:  # no FIFOs or sockets here
                print(f"skipped: {name}: {exc}", file=sys.stderr)
                continue
            for command in commands:
                argv, named, *after = command if isinstance(command, tuple) else (command, names)
                runs.append((name, expect, named, argv, os.path.join(folder, "user"), *after[:1]))
        start = time.perf_counter()
        counts = dict.fromkeys(("refused_cleanly", "accepted", "crashed", "hung", "wrongly_accepted",
                                "wrongly_refused", "unclean"), 0)

        families = {}

        def go(run):
            name, expect, names, argv, user, *after = run
            return run, run_one(argv, expect, names, args.timeout, user, *after)

        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for (name, _expect, _names, argv, *_), (outcome, seconds, detail) in pool.map(go, runs):
                counts[outcome] += 1
                family = families.setdefault(family_of(name), dict.fromkeys(counts, 0))
                family[outcome] += 1
                if args.verbose:
                    shown = ascii(f"{name} [{argv[0]}]")
                    tail = "" if outcome in ("refused_cleanly", "accepted") else " :: " + ascii(detail[-160:])
                    print(f"{outcome:16} {seconds:6.1f}s  {shown}{tail}", file=sys.stderr)
        result = {"inputs": len(runs), **counts, "seconds": round(time.perf_counter() - start, 1),
                  "by_family": {f: {"inputs": sum(c.values()), **c} for f, c in sorted(families.items())}}
        print(json.dumps(result))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
