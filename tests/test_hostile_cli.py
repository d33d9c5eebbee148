"""Nothing a file can do stops the command line (issue 11): every hostile map, game file,
ruleset, special file and output path given to `python main.py check|preview|replay|simulate`
is refused with exit status 2 and `error: FILE: FIELD: WHAT` lines (no traceback, no raw
control character), and never hangs; the largest valid inputs are accepted. How long the cases
take is measured by bench/hostile_inputs.py, not asserted here (the test machines are shared); the
blow-ups they once showed are counted deterministically in tests/model (test_geometry.py,
test_files_and_data.py, test_map_schema.py).

Every case runs main.py in its own process. They are started together (a few at a time)
when the module's first test asks for its result, so the whole file costs a few seconds.
"""

import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from cli_files import HUGE_HEX as HEX
from cli_files import base_game, copy_ruleset, game_conquering, game_named, regions_on_same_ground, spread_map

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")
CLASSIC = os.path.join(ROOT, "rules_data", "classic")
ESCAPE = "\x1b]0;pwned\x07\x1b[2J"      # retitles and clears a terminal that obeys it
HUNG = 60.0                              # seconds after which a run is killed: a hang guard, not a time limit


# -- building the hostile files ---------------------------------------------------------------------------------


def grid(**changes):
    with open(GRID, encoding="utf-8") as handle:
        data = json.load(handle)
    data.update(changes)
    return data


def write(folder, name, data):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8", errors="surrogatepass") as handle:
        handle.write(data if isinstance(data, str) else json.dumps(data))
    return path


def with_region(index, **changes):
    data = grid(id="hostile")
    data["regions"][index].update(changes)
    if changes.get("anchor", 0) is None:
        del data["regions"][index]["anchor"]
    return data


def square_outline(x0, y0, side, points):
    n = points // 4
    return ([[x0 + side * k / n, y0] for k in range(n)] + [[x0 + side, y0 + side * k / n] for k in range(n)]
            + [[x0 + side - side * k / n, y0 + side] for k in range(n)] + [[x0, y0 + side - side * k / n]
                                                                           for k in range(n)])


def grid_map(count, points, map_id="big"):
    """count squares 1,000 wide, 10 to a row, each outline of `points` points, neighbours adjacent."""
    regions = [{"id": f"r{i}", "terrain": "farmland", "border": True,
                "polygon": square_outline((i % 10) * 1000, (i // 10) * 1000, 1000, points)} for i in range(count)]
    adjacent = ([[f"r{i}", f"r{i + 1}"] for i in range(count - 1) if i % 10 != 9]
                + [[f"r{i}", f"r{i + 10}"] for i in range(count - 10)])
    return {"format": "smallworld-map", "version": 1, "id": map_id, "players": 3,
            "size": [10000, 1000 * -(-count // 10)], "regions": regions, "adjacent": adjacent}


def mod(folder, part, *edits, name="mod", source=CLASSIC):
    target = copy_ruleset(source, os.path.join(folder, name))
    path = os.path.join(target, f"{part}.yaml")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    for old, new in edits:
        assert old in text
        text = text.replace(old, new, 1)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return target


LAUGHS = "\n".join(["  x0: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]"]
                   + [f"  x{i}: &{chr(97 + i)} [" + ",".join([f"*{chr(96 + i)}"] * 9) + "]" for i in range(1, 9)])


def needs_fifo():
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this platform")


def fifo(folder, name="fifo.json"):
    """A new FIFO in the folder, its path (the test is skipped where there are none)."""
    needs_fifo()
    path = os.path.join(folder, name)
    os.mkfifo(path)
    return path


# -- the cases ----------------------------------------------------------------------------------------------------
#
# Each builder gets a fresh folder and returns (argv, expect): expect is "ok" (exit 0) or the
# text that the first error line must hold after "error: " (the file or option, then the field),
# alone or with the number of error lines allowed (one, or two when a second follows from it).

MANY = 201      # every point of every region is wrong: the schema's problems, cut at 200 and a last line

CASES = {}


def case(name):
    def register(build):
        CASES[name] = build
        return build
    return register


def out_png(folder):
    return os.path.join(folder, "out.png")


# maps: the geometry check alone refused these; now every command loads maps the same way

@case("preview: a self-intersecting outline")
def _(f):
    path = write(f, "hostile.json", with_region(5, polygon=[[400, 250], [800, 500], [800, 250], [400, 500]],
                                                anchor=None))
    return ["preview", path, "--out", out_png(f)], f"{path}: regions[5].polygon: \"b2\" is not a simple polygon"


@case("simulate --map: a self-intersecting outline")
def _(f):
    path = write(f, "hostile.json", with_region(5, polygon=[[400, 250], [800, 500], [800, 250], [400, 500]],
                                                anchor=None))
    return ["simulate", "--map", path], f"{path}: regions[5].polygon: \"b2\" is not a simple polygon"


@case("replay: a game on a map with a self-intersecting outline")
def _(f):
    path = write(f, "hostile.json", with_region(5, polygon=[[400, 250], [800, 500], [800, 250], [400, 500]],
                                                anchor=None))
    return ["replay", write(f, "game.json", base_game(path))], f"{path}: regions[5].polygon"


@case("preview: a zero-area outline")
def _(f):
    path = write(f, "hostile.json", with_region(5, polygon=[[0, 0], [1e-200, 0], [0, 1e-200]], anchor=None))
    return ["preview", path, "--out", out_png(f)], f"{path}: regions[5].polygon: \"b2\" has no area"


@case("simulate --map: an outline along a line")
def _(f):
    path = write(f, "hostile.json", with_region(5, polygon=[[400, 250], [600, 250], [800, 250]], anchor=None))
    return ["simulate", "--map", path], f"{path}: regions[5].polygon: \"b2\" is not a simple polygon"


@case("preview: an anchor outside its region")
def _(f):
    path = write(f, "hostile.json", with_region(5, anchor=[10, 10]))
    return ["preview", path, "--out", out_png(f)], f"{path}: regions[5].anchor: [10, 10] is not inside \"b2\""


@case("simulate --map: an anchor outside its region")
def _(f):
    path = write(f, "hostile.json", with_region(5, anchor=[10, 10]))
    return ["simulate", "--map", path], f"{path}: regions[5].anchor"


@case("check: a coordinate near 1e308 (was OverflowError)")
def _(f):
    data = grid(id="hostile", size=[1.7e308, 1.7e308])
    for region in data["regions"]:
        region["polygon"] = [[x * 1e305, y * 1e305] for x, y in region["polygon"]]
        region["anchor"] = [region["anchor"][0] * 1e305, region["anchor"][1] * 1e305]
    path = write(f, "hostile.json", data)
    return ["check", path], (f"{path}: size[0]: must be at most 100000, not 1.7e+308", MANY)


@case("preview: a coordinate near 1e308 (was TypeError)")
def _(f):
    data = grid(id="hostile")
    data["regions"][0]["polygon"][1] = [1.7e308, 0]
    path = write(f, "hostile.json", data)
    return ["preview", path, "--out", out_png(f)], f"{path}: regions[0].polygon[1][0]: must be at most 100000"


@case("preview: coordinates near 1e308 and no anchors (the label search never ended)")
def _(f):
    data = grid(id="hostile", size=[1.7e308, 1.7e308])
    for region in data["regions"]:
        region["polygon"] = [[x * 1e305, y * 1e305] for x, y in region["polygon"]]
        region.pop("anchor")
    path = write(f, "hostile.json", data)
    return ["preview", path, "--out", out_png(f)], (f"{path}: size[0]", MANY)


def long_number_case(label, data, number, digits, said):
    """`data` (a map or game file) with its first `number` (as JSON writes it: '"size": [1600') made a number
    `digits` long."""
    head = number.rstrip("0123456789")

    def build(f):
        text = json.dumps(data).replace(number, head + "1" + "0" * (digits - 1), 1)
        path = write(f, "hostile.json", text)
        return ["check", path], f"{path}: {said}"
    case(f"check: {label}")(build)


long_number_case("a size as a 400-digit integer", grid(id="hostile"), '"size": [1600', 401,
                 "size[0]: must be at most 100000, not a number of about 400 digits")
long_number_case("a map's version of 500 digits (printed whole, a line of 600 characters)", grid(id="hostile"),
                 '"version": 1', 500, "version: version a number of about 499 digits is newer than this program "
                 "understands (1)")
long_number_case("a map holding a 5,000-digit number (the refusal named Python's sys.set_int_max_str_digits)",
                 grid(id="hostile"), '"size": [1600', 5000, "invalid JSON: a number of more than 4300 digits")
long_number_case("a game file's version of 500 digits", base_game(), '"version": 1', 500,
                 "version: version a number of about 499 digits is newer")


def huge_in_action_case(label, index, field, value, said):
    """A game file whose action `index` has `field` set to `value` (a number far past any game's)."""
    def build(f):
        data = base_game()
        data["actions"][index][field] = value
        path = write(f, "game.json", data)
        return ["check", path], f"{path}: {said}"
    case(f"check: a 450-digit number as {label} (was printed whole in the refusal)")(build)


huge_in_action_case("a pick's combo", 0, "combo", 10 ** 450, "actions[0].combo: pick: combo must be from -1,000,000")
huge_in_action_case("an action's player", 0, "player", 10 ** 450, "actions[0].player: pick: player must be from")
huge_in_action_case("a redeploy's tokens", 2, "tokens", {"a3": 10 ** 450}, "actions[2].tokens.a3: redeploy: tokens")


@case("check: a size of 10:1 and more")
def _(f):
    path = write(f, "hostile.json", grid(id="hostile", size=[16000, 1000]))
    return ["check", path], f"{path}: size: 16000x1000: neither side may be more than 10 times the other"


@case("preview: a NUL in a region name")
def _(f):
    path = write(f, "hostile.json", with_region(5, name="Ba\x00d"))
    return ["preview", path, "--out", out_png(f)], \
        f"{path}: regions[5].name: holds a control character (\\x00 at 2): only printable text"


@case("check: a NUL in the map name")
def _(f):
    path = write(f, "hostile.json", grid(id="hostile", name="Ba\x00d"))
    return ["check", path], f"{path}: name: holds a control character (\\x00 at 2)"


@case("check: escape codes in a region name")
def _(f):
    path = write(f, "hostile.json", with_region(5, name=ESCAPE))
    return ["check", path], f"{path}: regions[5].name: holds a control character (\\x1b at 0)"


@case("simulate --map: a lone surrogate in a region name")
def _(f):
    path = write(f, "hostile.json", with_region(5, name="Bad\ud800"))
    return ["simulate", "--map", path], f"{path}: regions[5].name: holds a control character (\\ud800 at 3)"


@case("check: a region name of 100,000 characters")
def _(f):
    path = write(f, "hostile.json", with_region(5, name="x" * 100_000))
    return ["check", path], f"{path}: regions[5].name: is longer than 60 characters"


@case("check: 120,000 outline points, refused before any other check")
def _(f):
    path = write(f, "big.json", grid_map(60, 2000))
    return ["check", path], f"{path}: regions: have 120000 outline points in all, at most 100000"


@case("check: one self-intersecting 2,000-point outline among 50 (the pairwise test took minutes)")
def _(f):
    data = grid_map(50, 2000)
    outline = data["regions"][49]["polygon"]
    outline[-2], outline[-3] = outline[-3], outline[-2]
    path = write(f, "big.json", data)
    return ["check", path], f"{path}: regions[49].polygon: \"r49\" is not a simple polygon (edges 1996 and 1997"


@case("check: 20,000 adjacency pairs (each one was checked, and warned about)")
def _(f):
    data = grid(id="hostile")
    data["adjacent"] = data["adjacent"] * (20_000 // len(data["adjacent"]) + 1)
    path = write(f, "hostile.json", data)
    return ["check", path], f"{path}: adjacent: has too many items"


@case("check: nested 100,000 deep")
def _(f):
    path = write(f, "hostile.json", "[" * 100_000 + "]" * 100_000)
    return ["check", path], f"{path}: invalid JSON"


@case("check: a file over 16 MB")
def _(f):
    path = write(f, "hostile.json", " " * (16 * 1024 * 1024 + 1) + "{}")
    return ["check", path], f"{path}: file is too large (more than 16777216 bytes)"


@case("check: /dev/zero (read forever)")
def _(f):
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    return ["check", "/dev/zero"], "/dev/zero: is a device, not a regular file"


@case("check: a FIFO (blocked in open)")
def _(f):
    path = fifo(f)
    return ["check", path], f"{path}: is a FIFO (named pipe), not a regular file"


@case("preview: a FIFO")
def _(f):
    path = fifo(f)
    return ["preview", path, "--out", out_png(f)], f"{path}: is a FIFO (named pipe), not a regular file"


@case("simulate --map: a FIFO")
def _(f):
    path = fifo(f)
    return ["simulate", "--map", path], f"{path}: is a FIFO (named pipe), not a regular file"


@case("replay: a game file that is a FIFO")
def _(f):
    path = fifo(f, "game.json")
    return ["replay", path], f"{path}: is a FIFO (named pipe), not a regular file"


@case("replay: a game whose map is a FIFO")
def _(f):
    path = fifo(f)
    return ["replay", write(f, "game.json", base_game("fifo.json"))], \
        f"{os.path.join(f, 'game.json')}: map: {path}: is a FIFO (named pipe), not a regular file"


@case("preview: a folder given as the map")
def _(f):
    path = os.path.join(f, "folder.json")
    os.mkdir(path)
    return ["preview", path, "--out", out_png(f)], f"{path}: is a folder, not a file"


@case("check: a file name with escape codes")
def _(f):
    path = os.path.join(f, ESCAPE + ".json")
    return ["check", path], f"{os.path.join(f, '')}\\x1b]0;pwned\\x07\\x1b[2J.json: file not found"


# game files

def named_player_case(label, command, name, shown):
    """A game file whose first player is called `name`: refused, the character shown escaped as `shown`."""
    @case(label)
    def _(f):
        path = write(f, "game.json", game_named(name))
        return [command, path], f"{path}: players[0].name: holds a control character ({shown})"


named_player_case("replay: a lone surrogate in a player name (was UnicodeEncodeError)", "replay", "An\ud800n",
                  "\\ud800 at 2")
named_player_case("replay: escape codes in a player name (printed raw)", "replay", ESCAPE, "\\x1b at 0")
named_player_case("check: a NUL in a player name", "check", "An\x00n", "\\x00 at 2")


@case("replay: escape codes as an action's region (printed raw in the error)")
def _(f):
    path = write(f, "game.json", game_conquering(ESCAPE))
    return ["replay", path], \
        f"{path}: action 1 (conquer \\x1b]0;pwned\\x07\\x1b[2J): there is no region '\\x1b]0;pwned\\x07\\x1b[2J'"


@case("check: escape codes as an action's region")
def _(f):
    path = write(f, "game.json", game_conquering(ESCAPE))
    return ["check", path], f"{path}: action 1 (conquer \\x1b]0;pwned\\x07\\x1b[2J)"


@case("replay: an action's region of 1,000,000 characters")
def _(f):
    path = write(f, "game.json", game_conquering("r" * 1_000_000))
    return ["replay", path], f"{path}: actions[1].region: is longer than 64 characters"


@case("check: a seed of 1e308")
def _(f):
    path = write(f, "game.json", base_game(seed=1e308))
    return ["check", path], f"{path}: seed: must be at most 9223372036854775807"


@case("replay: a game whose map is /dev/zero")
def _(f):
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    game = write(f, "game.json", base_game("/dev/zero"))
    return ["replay", game], f"{game}: map: /dev/zero: is a device, not a regular file"


# rulesets

@case("check: a YAML alias bomb as an effect parameter")
def _(f):
    folder = mod(f, "races", ("- id: amazons\n", "- id: amazons\n" + LAUGHS + "\n"),
                 ("{feature: mine, in_decline: true}", "{feature: *i, in_decline: true}"))
    return ["check", folder], \
        f"{os.path.join(folder, 'races.yaml')}: dwarves.effects: too large: more than 200 values in all"


@case("check: rounds: 1000000000")
def _(f):
    folder = mod(f, "ruleset", ("rounds: {2: 10,", "rounds: {2: 1000000000,"))
    return ["check", folder], f"{os.path.join(folder, 'ruleset.yaml')}: rounds.2: must be a whole number from 1 to 100"


@case("simulate --ruleset: rounds: 1000000000 (never ended)")
def _(f):
    folder = mod(f, "ruleset", ("rounds: {2: 10,", "rounds: {2: 1000000000,"))
    return ["simulate", "--ruleset", folder, "--map", GRID], f"{os.path.join(folder, 'ruleset.yaml')}: rounds.2"


@case("simulate --ruleset: an effect count of 10**4000")
def _(f):
    folder = mod(f, "races", ("{count: 4}", "{count: 1" + "0" * 4000 + "}"))
    return ["simulate", "--ruleset", folder, "--map", GRID], \
        f"{os.path.join(folder, 'races.yaml')}: amazons.effects[0].conquest_only_tokens.count: " \
        "a number of about 4000 digits is too large"


@case("check: a 5,000-digit number in ruleset.yaml (was ValueError)")
def _(f):
    folder = mod(f, "ruleset", ("starting_coins: 5", "starting_coins: 1" + "0" * 5000))
    return ["check", folder], f"{os.path.join(folder, 'ruleset.yaml')}: invalid YAML"


@case("check: ruleset.yaml is a FIFO")
def _(f):
    folder = mod(f, "ruleset")
    os.unlink(os.path.join(folder, "ruleset.yaml"))
    return ["check", folder], f"{fifo(folder, 'ruleset.yaml')}: is a FIFO (named pipe), not a regular file"


@case("check: escape codes in a race name")
def _(f):
    folder = mod(f, "races", ("name: Amazons", 'name: "\\e]0;pwned\\a"'))
    return ["check", folder], f"{os.path.join(folder, 'races.yaml')}: amazons.name: holds a control character"


# rulesets, issue 32: numbers past any bound, names that are the game's, factions, ids

AZEROTH = os.path.join(ROOT, "rules_data", "azeroth")


def ruleset_case(command, label, part, old, new, expect, source=CLASSIC):
    """A mod with one edit of `part`.yaml, refused by `command` (check or simulate --ruleset) with an
    error at `expect` (the field and the words) of that file."""
    @case(f"{command}: {label}")
    def _(f):
        folder = mod(f, part, (old, new), source=source)
        where = ["--map", GRID] if source == CLASSIC else ["--players", "2"]
        argv = ["check", folder] if command == "check" else ["simulate", "--ruleset", folder, *where]
        return argv, f"{os.path.join(folder, part + '.yaml')}: {expect}"


ruleset_case("check", "a hex version of 5,000 digits (was ValueError)", "ruleset", "version: 1",
             f"version: {HEX}", "version: a number of about 6020 digits")
ruleset_case("simulate --ruleset", "a hex key of 5,000 digits in a race (was ValueError)", "races",
             "- id: amazons\n", f"- id: amazons\n  ? {HEX}\n  : 1\n",
             "amazons: has the key a number of about 6020 digits")
for _command, _piece, _what in (("check", "conquer", "an action type"), ("check", "tokens", "a field of an action"),
                                ("simulate --ruleset", "end_turn", "an action type"),
                                ("check", "pick", "an action type"), ("simulate --ruleset", "mountain", "a marker")):
    ruleset_case(_command, f"a piece named {_piece} (the game's {_what})", "races", "{count: 4}\n",
                 f"{{count: 4}}\n    - solo_piece: {{piece: {_piece}}}\n",
                 f"amazons.effects[1].solo_piece.piece: \"{_piece}\" is one of the game's own names ({_what})")
ruleset_case("check", "an artifact's redeploy field named tokens", "items", "field: heart,", "field: tokens,",
             "heart_of_azeroth.effects[0].tribute.field: \"tokens\" is one of the game's own names", AZEROTH)
ruleset_case("check", "natives with a race's id (the tray's count of that race)", "ruleset", "natives: {id: murlocs,",
             "natives: {id: orcs,", "natives.id: \"orcs\" is the id of a race", AZEROTH)
ruleset_case("simulate --ruleset", "race_state taking race and hand (a player's active race)", "ruleset",
             "race_state: {form: null,", "race_state: {race: null, hand: 3, form: null,",
             "race_state.race: \"race\" is a key the state gives every race", AZEROTH)
ruleset_case("check", "coins_per_faction_conquest for a faction the ruleset lacks", "races", "{faction: alliance}",
             "{faction: scourge}", "orcs.effects[0].coins_per_faction_conquest.faction: \"scourge\" is not a faction "
             "of this ruleset", AZEROTH)
ruleset_case("check", "war_objectives for a faction the ruleset lacks", "races", "barred: horde}", "barred: scourge}",
             "humans.effects[0].war_objectives.barred: \"scourge\" is not a faction of this ruleset", AZEROTH)
ruleset_case("simulate --ruleset", "a faction opposed to itself", "ruleset", "factions: {horde: alliance,",
             "factions: {horde: horde,", "factions.horde: a faction cannot oppose itself", AZEROTH)
ruleset_case("check", "a mod whose id is not its folder's name", "ruleset", "id: mod", "id: other",
             "id: \"other\" must be the name of its folder, \"mod\"")


@case("simulate --ruleset: id classic in folder mymod (its games replayed as classic)")
def _(f):
    folder = mod(f, "ruleset", ("id: mymod", "id: classic"), name="mymod")
    return ["simulate", "--ruleset", folder, "--map", GRID, "--save-dir", os.path.join(f, "saves")], \
        (f"{os.path.join(folder, 'ruleset.yaml')}: id: \"classic\" must be the name of its folder", 1)


@case("check: a folder named classic, not the shipped one, with id classic")
def _(f):
    folder = mod(f, "ruleset", ("starting_coins: 5", "starting_coins: 50"), name="classic")
    return ["check", folder], (f"{os.path.join(folder, 'ruleset.yaml')}: id: \"classic\" is the id of a shipped "
                               "ruleset", 1)


@case("simulate --save-dir: a mod its game files would not find (not among the rulesets)")
def _(f):
    folder = mod(f, "ruleset")
    return ["simulate", "--ruleset", folder, "--map", GRID, "--save-dir", os.path.join(f, "saves")], \
        ("--save-dir: a game file names its ruleset by id, and finds \"mod\" only as", 1)


# output paths that cannot be written

@case("simulate --save-dir: a file")
def _(f):
    path = write(f, "file", "")
    return ["simulate", "--map", GRID, "--save-dir", path], f"--save-dir: {path} is not a folder"


@case("simulate --save-dir: a folder under a file (was NotADirectoryError)")
def _(f):
    path = os.path.join(write(f, "file", ""), "sub")
    return ["simulate", "--map", GRID, "--save-dir", path], "--save-dir: cannot make the folder"


@case("simulate --save-dir: a game's file name taken by a folder (was IsADirectoryError)")
def _(f):
    os.makedirs(os.path.join(f, "saves", "game-1.json"))
    return ["simulate", "--map", GRID, "--save-dir", os.path.join(f, "saves")], \
        f"--save-dir: cannot write {os.path.join(f, 'saves', 'game-1.json')}"


@case("preview --out: a folder (was IsADirectoryError)")
def _(f):
    os.mkdir(out_png(f))
    return ["preview", GRID, "--out", out_png(f)], f"--out: {out_png(f)} is a folder, not a file name"


@case("preview --out: under a file (was FileExistsError)")
def _(f):
    path = os.path.join(write(f, "file", ""), "out.png")
    return ["preview", GRID, "--out", path], f"--out: {os.path.join(f, 'file')} is not a folder"


@case("preview --out: a missing parent that cannot be made (was FileNotFoundError)")
def _(f):
    blocker = write(f, "blocker", "")
    path = os.path.join(blocker, "missing", "deeper", "out.png")
    return ["preview", GRID, "--out", path], f"--out: cannot make the folder {os.path.dirname(path)}"


# issue 32: maps, game files and options that passed though nothing could play them

def overlapping_grid(kind):
    """The test grid with two regions on the same ground (cli_files.regions_on_same_ground)."""
    return regions_on_same_ground(grid(id="hostile"), kind)


@case("check: two regions with identical outlines (same ground)")
def _(f):
    path = write(f, "hostile.json", overlapping_grid("identical"))
    return ["check", path], (f"{path}: regions[3].polygon: \"a4\" lies over \"a3\" (regions[2]): about 100%", 1)


@case("check: a square lying over nine regions (same ground)")
def _(f):
    path = write(f, "hostile.json", overlapping_grid("square over nine"))
    return ["check", path], (f"{path}: regions[16].polygon: \"big\" lies over \"a1\" (regions[0])", 9)


@case("simulate --map: two regions with identical outlines (same ground)")
def _(f):
    path = write(f, "hostile.json", overlapping_grid("identical"))
    return ["simulate", "--map", path], f"{path}: regions[3].polygon"


@case("simulate: a classic game on a Warcraft world (no race could enter)")
def _(f):
    return ["simulate", "--ruleset", "classic", "--map", "twin-tides"], \
        "--map: the ruleset classic is played on a classic map; twin-tides is a Small World of Warcraft world"


@case("check: a classic game file on a Warcraft world")
def _(f):
    path = write(f, "game.json", base_game(map_ref="twin-tides", races=[], powers=[], dice=[], actions=[]))
    return ["check", path], (f"{path}: map: the ruleset classic is played on a classic map", 1)


@case("replay: a classic game file on a Warcraft world")
def _(f):
    path = write(f, "game.json", base_game(map_ref="twin-tides", races=[], powers=[], dice=[], actions=[]))
    return ["replay", path], (f"{path}: map: the ruleset classic is played on a classic map", 1)


@case("simulate --seed 9223372036854775807 --games 2 (a game file's seed fits in 64 bits)")
def _(f):
    return ["simulate", "--map", GRID, "--seed", "9223372036854775807", "--games", "2",
            "--save-dir", os.path.join(f, "saves")], "--seed: must be from -9223372036854775808 to 9223372036854775806"


@case("simulate --seed 10**30")
def _(f):
    return ["simulate", "--map", GRID, "--seed", "1" + "0" * 30], "--seed: must be from"


@case("check: a save whose map_data is another map than the shipped one its map names")
def _(f):
    with open(GRID, encoding="utf-8") as handle:
        path = write(f, "game.json", base_game(map_ref="thornmere", map_data=json.load(handle)))
    return ["check", path], (f"{path}: map_data: is not the map \"thornmere\" shipped with the game", 1)


@case("window --frames 1 --screenshot: a folder (was IsADirectoryError)")
def _(f):
    os.mkdir(out_png(f))
    return ["--frames", "1", "--screenshot", out_png(f)], f"--screenshot: {out_png(f)} is a folder, not a file name"


@case("window --frames 1 --screenshot: under a file")
def _(f):
    path = os.path.join(write(f, "file", ""), "out.png")
    return ["--frames", "1", "--screenshot", path], f"--screenshot: {os.path.join(f, 'file')} is not a folder"


@case("window --size 100000x100000 (4.3 GB for two frames)")
def _(f):
    return ["--frames", "2", "--size", "100000x100000"], "--size: 100000x100000 is larger than the largest window"


# round three: empty arguments, numbers of thousands of digits, options that did nothing

@case("simulate --map '' (played the default map)")
def _(f):
    return ["simulate", "--map", ""], "--map: is empty"


@case("simulate --save-dir= (saved nothing, said nothing)")
def _(f):
    return ["simulate", "--map", GRID, "--save-dir="], "--save-dir: is empty"


@case("check '' (error: : file not found)")
def _(f):
    return ["check", ""], "command line: an empty argument names no file"


@case("window --frames 1 --screenshot '' (no picture, exit 0)")
def _(f):
    return ["--frames", "1", "--screenshot", ""], "--screenshot: is empty"


@case("window --screenshot without --frames (the window ran on, saving nothing)")
def _(f):
    return ["--screenshot", out_png(f)], "--screenshot: needs --frames"


@case("window --demo --seed 10**30 (its Save as wrote a save that Load and check refuse)")
def _(f):
    return ["--demo", "--frames", "1", "--seed", "1" + "0" * 30], "--seed: must be from"


@case("window --frames of 5,000 digits (the value quoted whole: a line of 1,000 characters)")
def _(f):
    return ["--frames", "1" * 5000], "command line: argument --frames: invalid int value"


@case("simulate --seed of 5,000 digits (the value quoted whole)")
def _(f):
    return ["simulate", "--seed", "9" * 5000], "command line: argument --seed: invalid int value"


@case("simulate --games 10**30 (blamed --seed)")
def _(f):
    return ["simulate", "--map", GRID, "--games", "1" + "0" * 30], "--games: must be at most"


@case("check: a ruleset.yaml of 2 MB, one flow list of a million numbers (about 22 s to read, 4 MB 44 s)")
def _(f):
    folder = mod(f, "ruleset", ("name: Classic", "name: Classic\npadding: [" + "1," * 1_000_000 + "1]"))
    return ["check", folder], f"{os.path.join(folder, 'ruleset.yaml')}: file is too large"


@case("check: a race id of 65 characters (its game files were refused: races[0] is longer than 64)")
def _(f):
    folder = mod(f, "races", ("- id: dwarves", "- id: " + "d" * 65))
    return ["check", folder], f"{os.path.join(folder, 'races.yaml')}: [1].id: missing or not 1 to 64"


@case("check: a game file with \"actions\" twice (the first dropped without a word: an empty game said ok)")
def _(f):
    text = json.dumps(base_game())[:-1] + ', "actions": []}'
    path = write(f, "game.json", text)
    return ["check", path], (f"{path}: invalid JSON: the key \"actions\" is given twice", 1)


@case("check: a race with effects: twice (the first dropped: a race without its ability said ok)")
def _(f):
    folder = mod(f, "races", ("    - no_losses\n", "    - no_losses\n  effects: []\n"))
    return ["check", folder], (f"{os.path.join(folder, 'races.yaml')}: invalid YAML: the key \"effects\" is given "
                               "twice", 1)


@case("check: a game whose map is a folder (said 'error: /tmp: is a folder', naming no game file)")
def _(f):
    os.mkdir(os.path.join(f, "a-folder.json"))
    game = write(f, "game.json", base_game(os.path.join(f, "a-folder.json")))
    return ["check", game], (f"{game}: map: {os.path.join(f, 'a-folder.json')}: is a folder, not a file", 1)


# the largest inputs allowed are accepted

@case("check: the largest map allowed (50 outlines of 2,000 points)")
def _(f):
    return ["check", write(f, "big.json", grid_map(50, 2000))], "ok"


@case("simulate --map: the largest map allowed")
def _(f):
    return ["simulate", "--map", write(f, "big.json", grid_map(50, 2000))], "ok"


@case("check: one long edge among 80,000 short ones (the spatial hash filled 100s of millions of cells)")
def _(f):
    return ["check", write(f, "spread.json", spread_map(330))], "ok"


@case("replay: names in many scripts are printed as they are")
def _(f):
    path = write(f, "game.json", base_game(players=[{"name": "Ана 🐉"}, {"name": "Zürich ☃", "kind": "ai"}]))
    return ["replay", path], "ok"


# -- running them -------------------------------------------------------------------------------------------------


def _run(argv, folder):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONIOENCODING="utf-8",
               SMALLWORLD_USER_DIR=os.path.join(folder, "user"))
    try:
        proc = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *argv], cwd=folder, env=env,
                              capture_output=True, stdin=subprocess.DEVNULL, timeout=HUNG)
    except subprocess.TimeoutExpired:
        return None, "", ""
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")


def _build_and_run(build, folder):
    try:
        argv, expect = build(folder)
    except pytest.skip.Exception as exc:
        return str(exc)
    return (argv, expect, *_run(argv, folder))


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory):
    """Every case's (argv, expect, exit status, stdout, stderr), or why it was skipped;
    built and run a few at a time."""
    folders = {name: str(tmp_path_factory.mktemp(f"case{n}")) for n, name in enumerate(CASES)}
    with ThreadPoolExecutor(max_workers=max(2, min(4, os.cpu_count() or 2))) as pool:
        futures = {name: pool.submit(_build_and_run, build, folders[name]) for name, build in CASES.items()}
        return {name: future.result() for name, future in futures.items()}


def _control_chars(text):
    return [c for c in text if (ord(c) < 32 and c not in "\n") or 0x7f <= ord(c) < 0xa0 or 0xd800 <= ord(c) < 0xe000]


@pytest.mark.parametrize("name", list(CASES))
def test_a_hostile_input_is_refused_cleanly_and_never_hangs(outcomes, name):
    outcome = outcomes[name]
    if isinstance(outcome, str):
        pytest.skip(outcome)
    argv, expect, code, out, err = outcome
    expect, most = expect if isinstance(expect, tuple) else (expect, 2)
    assert code is not None, f"hung: still running after {HUNG} s"
    assert "Traceback" not in err and "error: internal" not in err, err[-2000:]
    assert not _control_chars(out + err), (out + err)[-500:]
    if expect == "ok":
        assert code == 0, err[-2000:]
        return
    assert code == 2, (code, out[-300:], err[-2000:])
    lines = [line for line in err.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("error: ")]
    assert errors and all(line.startswith(("error: ", "warning: ")) for line in lines), err[-2000:]
    assert len(errors) <= most and all(len(line) < 600 for line in lines), err[-2000:]
    assert errors[0].startswith(f"error: {expect}"), (expect, errors[0])
    if argv[0] == "preview":     # nothing written
        assert not os.path.isfile(argv[argv.index("--out") + 1])


def test_every_case_of_the_issue_has_a_test():
    names = " ".join(CASES)
    for words in ("self-intersecting", "zero-area", "anchor outside", "1e308", "NUL", "escape codes",
                  "lone surrogate", "FIFO", "/dev/zero", "alias bomb", "rounds: 1000000000", "--save-dir",
                  "--out", "spatial hash", "label search"):
        assert words in names, words


def test_stale_temp_files_are_removed_by_the_next_write_only_when_old(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / ".tmp-killed").write_text("half a game")
    (saves / ".tmp-writing").write_text("a write in progress")
    long_ago = time.time() - 3600
    os.utime(saves / ".tmp-killed", (long_ago, long_ago))
    code, out, err = _run(["simulate", "--map", GRID, "--save-dir", str(saves)], str(tmp_path))
    assert code == 0, err
    assert sorted(os.listdir(saves)) == [".tmp-writing", "game-1.json"]


def test_the_text_summary_escapes_what_it_prints_from_files():
    from game.cli import summary_text
    from games.smallworld.model.board import load_map
    from games.smallworld.model.game import Game
    from games.smallworld.model.ruleset import load_ruleset

    game = Game(load_ruleset(CLASSIC), load_map(GRID), [{"name": ESCAPE, "kind": "human"},
                                                        {"name": "Bad\ud800", "kind": "human"}], 3)
    text = summary_text(game)
    assert not _control_chars(text)
    assert "seat 0 \\x1b]0;pwned\\x07\\x1b[2J: " in text and "seat 1 Bad\\ud800: " in text
    text.encode("utf-8")    # a lone surrogate would raise here
