"""Hostile files of Warcraft: The Board Game, shared by bench/hostile_inputs.py (each through `python main.py`,
the family `warcraft_board`) and tests/test_wb_hostile_files.py (a sample through main.py, the whole corpus
through the command line's functions in-process, the window's side in tests/ui/test_wb_hostile_window.py).

A hostile file starts from a real one: a whole recorded game (tests/data/warcraft_board-2p.game.json, the
main game of 2 easy seats to its 30-turn cap, battles and cards in it; warcraft_board-4p.game.json, a
Nordrassil game of 4 easy seats with joins, Slow Poison and respawns) or a shipped map, with one thing
spoiled. Each entry of the tables is (name, a builder of the document or its raw text, what the refusal
must name, the commands the bench runs it through):

- `GAME_FILES`: every field of docs/FORMATS.md §10's game file wrong in type, range and size, unknown keys,
  huge, deep, NaN and duplicate values, actions of every type with their fields spoiled, out of order or
  of the wrong seat, recorded outcomes (dice, income, decks) that cannot happen where they are read, decks
  with unknown or extra cards, a game naming a missing or hostile map;
- `MAPS`: `warcraft_board-map` files with broken envelopes, spaces, polygons, adjacency, walls, labels,
  Cities and places, huge documents;
- `OPTIONS`: `simulate --game warcraft_board` options.

A name starting "control: " is a valid input that must be accepted. Imports nothing from the game, so the
bench can run another checkout's program on the same corpus.
"""

import json
import os

import hostile_corpus as corpus
from hostile_corpus import ALL_THREE, BIG, ESCAPE, GRID, NESTED, NESTED_40, TESTS, raw_text  # noqa: F401

GAMES = {n: os.path.join(TESTS, "data", f"warcraft_board-{n}p.game.json") for n in (2, 4)}
WOLVES_BOX = os.path.join(os.path.dirname(TESTS), "games", "wolves", "maps", "standard.json")
# The maps the map documents start from: this checkout's (the bench points it at the program it runs).
MAPS_FOLDER = os.path.join(os.path.dirname(TESTS), "games", "warcraft_board", "maps")
G = "game.json"


def wb_game(seats=2, upto=None, drop=(), **changes):
    """A whole recorded game of `seats` seats (tests/data), its first `upto` actions only, the fields of
    `drop` left out and `changes` replacing top-level fields."""
    return corpus.recorded_game(GAMES[seats], upto, drop, changes)


def wb_map(layout="main_2p", change=None):
    """A shipped map's document, `change`d."""
    return corpus.document(os.path.join(MAPS_FOLDER, f"{layout}.json"), change)


def acted(n, action, seats=2):
    """The recorded game's first n actions, then `action`."""
    data = wb_game(seats, n)
    data["actions"].append(action)
    return data


def spoiled(i, seats=2, **fields):
    """The recorded game up to its action i, that action's `fields` replaced (a value None: left out)."""
    return corpus.spoil_action(wb_game(seats, i + 1), i, fields)


def players(*names, **seat):
    return [dict({"name": n, "kind": "ai", "level": "random"}, **seat) for n in names]


def at(i, kind):
    """What a refusal of action i of that type names."""
    return f"{G}: action {i} ({kind}"


def field(i, name):
    """What a refusal of action i's field (as read, before playing) names."""
    return f"{G}: actions[{i}].{name}"


# Actions of the recorded 2-player game (tests/data/warcraft_board-2p.game.json), by index: each the first
# of its type. 0 play_vp (seat 0), 1 move (seat 0, piece 0 to cl4), 14 harvest f2, 20 play_card supplies,
# 21 train [1], 43 deploy (seat 1, piece 53 to c2), 76 upgrade [melee], 181 fight o4 (seat 1), 182
# play_card devour (piece 29), 387 casualty (seat 0, piece 4), 583 build [barracks], 602 complete 2.
# Of the 4-player Nordrassil game (seed 51): 46 fight, 47 casualty, 124 opt_in, 139 name_phases, 175 respawn.
MOVE1 = {"type": "move", "player": 0, "piece": 0, "path": ["cl4"]}
TYPES = ("move", "harvest", "deploy", "complete", "complete_outpost", "train", "build", "upgrade", "give", "ask",
         "answer", "play_vp", "fight", "end_step", "pass", "play_card", "respawn", "opt_in", "name_phases",
         "casualty", "raise_dead", "return_excess")
# one action of each type, well-formed, none of them legal as the 2-player game's action 1 (seat 0 moves)
# except `move` and `end_step`, which are legal there and spoiled otherwise below
OUT_OF_PLACE = {
    "harvest": {"space": "f2"}, "deploy": {"piece": 3, "space": "c1"}, "complete": {"building": 0},
    "complete_outpost": {"space": "cl4"}, "train": {"buildings": [0]}, "build": {"tiles": ["barracks"]},
    "upgrade": {"kinds": ["melee"]}, "give": {"to": 1, "gold": 1}, "ask": {"gold": 1}, "answer": {"gold": 1},
    "fight": {"space": "cl4"}, "pass": {}, "play_card": {"card": "supplies", "resource": "gold"},
    "respawn": {"piece": 0, "space": "cl4"}, "opt_in": {"join": True}, "name_phases": {"phases": ["melee"]},
    "casualty": {"piece": 0}, "raise_dead": {"count": 1}, "return_excess": {"pieces": [0]},
}


def out_of_place_cases():
    out = []
    for kind, fields in OUT_OF_PLACE.items():
        out.append((f"{kind} where seat 0 moves", lambda k=kind, f=fields: acted(1, {"type": k, "player": 0, **f}),
                    at(1, kind), ("check",)))
    # every type by the seat not acting (seat 1, while seat 0 moves)
    for kind in ("move", "end_step", "pass", "play_vp"):
        fields = {"piece": 29, "path": ["cl5"]} if kind == "move" else {}
        out.append((f"{kind} by the seat not to act", lambda k=kind, f=fields: acted(1, {"type": k, "player": 1,
                                                                                         **f}),
                    at(1, kind), ("check",)))
    return out


# (field, values that are no value of it) for the spoiled actions: each replaces that field of an action
# of the recorded games, read as the file is read (a wrong type: `actions[i].field`) or played (a value
# that is no piece, space, card...: `action i (type`)
# the fields an action of that type cannot go without
REQUIRED = {("move", "piece"), ("move", "path"), ("harvest", "space"), ("deploy", "piece"), ("deploy", "space"),
            ("complete", "building"), ("train", "buildings"), ("upgrade", "kinds"), ("fight", "space"),
            ("casualty", "piece"), ("respawn", "piece"), ("respawn", "space"), ("name_phases", "phases"),
            ("opt_in", "join"), ("play_card", "card")}
BAD_TYPES = [("a text", "x"), ("a list of lists", [[1]]), ("an object", {"a": 1}), ("true", True), ("1.5", 1.5),
             ("10**30", 10 ** 30)]


def spoiled_field_cases():
    out = []
    # (label, seats, action index, type, field, bad values played (each refused at the action), wrong types)
    table = [
        ("move", 2, 1, "piece", [-1, 9999, 29], True),
        ("move", 2, 1, "path", [[], ["nosuch"], ["x" * 1_000_000], ["cl4", "cl4"], ["c2"], ["cl4"] * 100_000,
                                ["x1"], [ESCAPE]], True),
        ("move", 2, 1, "escort", [True], False),
        ("harvest", 2, 14, "space", ["nosuch", "c1", "cl4", "", ESCAPE], True),
        ("harvest", 2, 14, "outpost", [True], False),
        ("play_card", 2, 20, "card", ["nosuch", "speed", "victory_point", "curse", "x" * 100_000], True),
        ("play_card", 2, 20, "resource", ["mana", "", "wood "], True),
        ("train", 2, 21, "buildings", [[], [7], [-1], [1, 1], [0] * 10_000, [10 ** 6]], True),
        ("deploy", 2, 43, "piece", [0, 9999, -5], True),
        ("deploy", 2, 43, "space", ["c1", "nosuch", "x1"], True),
        ("upgrade", 2, 76, "kinds", [[], ["dragons"], ["melee", "melee", "melee"], ["worker"], ["melee"] * 10_000],
         True),
        ("fight", 2, 181, "space", ["c1", "nosuch", "o1"], True),
        ("play_card", 2, 182, "piece", [9999, 4, -1], True),
        ("casualty", 2, 387, "piece", [9999, 29, 0], True),
        ("build", 2, 583, "tiles", [[], ["castle"], ["barracks"] * 50, ["workshop"]], True),
        ("build", 2, 583, "outposts", [["c2"], ["nosuch"], ["x1"]], True),
        ("build", 2, 583, "by_card", ["barracks", "castle"], True),
        ("complete", 2, 602, "building", [0, 1, 99, -1], True),
        ("name_phases", 4, 139, "phases", [[], ["melee"] * 3, ["magic", "ranged"], ["ranged"]], True),
        ("opt_in", 4, 124, "join", [], True),
        ("respawn", 4, 175, "piece", [0, 9999], True),
        ("respawn", 4, 175, "space", ["c1", "nosuch", "cl13"], True),
        ("casualty", 4, 47, "piece", [92, 9999], True),
        ("fight", 4, 46, "space", ["cl1", "nosuch"], True),
        ("player", 2, 1, "player", [1, 2, 7, -1, 10 ** 6], True),
        ("player", 4, 124, "player", [0, 3, 4], False),
    ]
    recorded = {n: wb_game(n)["actions"] for n in GAMES}
    for kind, seats, i, name, values, typed in table:
        original = recorded[seats][i].get(name)
        for value in values:
            if value == original and type(value) is type(original):
                continue
            shown = json.dumps(value)[:30]
            named = field(i, name) if (name == "player" and not (isinstance(value, int) and value >= 0)) else None
            out.append((f"{kind} ({seats}p action {i}) {name} {shown}",
                        lambda s=seats, n=i, f=name, v=value: spoiled(n, s, **{f: v}),
                        named or f"{G}: action {i} (", ("check",)))
        if typed:
            for label, value in BAD_TYPES:
                if (name == "player" and label == "10**30") or (value == original and type(value) is type(original)):
                    continue
                out.append((f"{kind} ({seats}p action {i}) {name} {label}",
                            lambda s=seats, n=i, f=name, v=value: spoiled(n, s, **{f: v}),
                            f"{G}: action", ("check",)))
        if (kind, name) in REQUIRED:
            out.append((f"{kind} ({seats}p action {i}) without {name}",
                            lambda s=seats, n=i, f=name: _without(n, s, f), f"{G}: action", ("check",)))
    return out


def _without(i, seats, name):
    data = wb_game(seats, i + 1)
    data["actions"][i].pop(name, None)
    return data


def _deck_of(seat, change, seats=2):
    """The game with seat's first recorded deck order changed by `change(order)` (returns the new order)."""
    data = wb_game(seats)
    data["decks"][str(seat)][0] = change(list(data["decks"][str(seat)][0]))
    return data


GAME_FILES = [
    # -- the envelope
    ("format of another game", lambda: wb_game(format="wolves-game"), G, ("check",)),
    ("format misspelt", lambda: wb_game(format="warcraft_board-gam"), f"{G}: format", ("check",)),
    ("format a number", lambda: wb_game(format=7), f"{G}", ("check",)),
    ("no format", lambda: wb_game(drop=("format",)), G, ("check",)),
    ("version 2", lambda: wb_game(version=2), f"{G}: version", ALL_THREE),
    ("version \"1\"", lambda: wb_game(version="1"), f"{G}: version", ("check",)),
    ("version 0", lambda: wb_game(version=0), f"{G}: version", ("check",)),
    ("version -1", lambda: wb_game(version=-1), f"{G}: version", ("check",)),
    ("version 1.0", lambda: wb_game(version=1.0), f"{G}: version", ("check",)),
    ("version true", lambda: wb_game(version=True), f"{G}: version", ("check",)),
    ("version of 5,000 digits", lambda: raw_text(wb_game(version="@n@"), n=BIG), G, ("check",)),
    ("no version", lambda: wb_game(drop=("version",)), f"{G}: version", ("check",)),
    # -- scenario
    ("scenario unknown", lambda: wb_game(scenario="tower"), f"{G}: scenario", ALL_THREE),
    ("scenario a number", lambda: wb_game(scenario=3), f"{G}: scenario", ("check",)),
    ("scenario a list", lambda: wb_game(scenario=["main"]), f"{G}: scenario", ("check",)),
    ("scenario null", lambda: wb_game(scenario=None), f"{G}: scenario", ("check",)),
    ("scenario with escape codes", lambda: wb_game(scenario=ESCAPE), f"{G}: scenario", ("check",)),
    ("scenario of 1,000,000 characters", lambda: wb_game(scenario="m" * 1_000_000), f"{G}: scenario", ("check",)),
    ("scenario for 4 in a 2-player game", lambda: wb_game(scenario="nordrassil"), f"{G}: players", ("check",)),
    ("scenario elf_gate for 2", lambda: wb_game(scenario="elf_gate", drop=("map",)), f"{G}: players", ("check",)),
    # -- seed
    ("seed \"7\"", lambda: wb_game(seed="7"), f"{G}: seed", ("check",)),
    ("seed 2**63", lambda: wb_game(seed=2 ** 63), f"{G}: seed", ("check",)),
    ("seed -2**63 - 1", lambda: wb_game(seed=-2 ** 63 - 1), f"{G}: seed", ("check",)),
    ("seed true", lambda: wb_game(seed=True), f"{G}: seed", ("check",)),
    ("seed 1.5", lambda: wb_game(seed=1.5), f"{G}: seed", ("check",)),
    ("seed NaN", lambda: raw_text(wb_game(seed="@n@"), n="NaN"), G, ("check",)),
    ("seed 1e400", lambda: raw_text(wb_game(seed="@n@"), n="1e400"), G, ("check",)),
    ("seed of 5,000 digits", lambda: raw_text(wb_game(seed="@n@"), n=BIG), G, ("check",)),
    ("seed null", lambda: wb_game(seed=None), f"{G}: seed", ("check",)),
    ("seed an object", lambda: wb_game(seed={"v": 7}), f"{G}: seed", ("check",)),
    # -- map
    ("map 5", lambda: wb_game(map=5), f"{G}: map", ("check",)),
    ("map null", lambda: wb_game(map=None), f"{G}: map", ("check",)),
    ("map empty", lambda: wb_game(map=""), f"{G}: map", ("check",)),
    ("map unknown", lambda: wb_game(map="nosuch"), f"{G}: map", ALL_THREE),
    ("map missing file", lambda: wb_game(map="no/such/map.json"), f"{G}: map", ALL_THREE),
    ("map of 5,000 characters", lambda: wb_game(map="m" * 5000), f"{G}: map", ("check",)),
    ("map of 1,000,000 characters", lambda: wb_game(map="m" * 1_000_000), f"{G}: map", ("check",)),
    ("map with NUL", lambda: wb_game(map="main\x00_2p"), f"{G}: map", ("check",)),
    ("map with escape codes", lambda: wb_game(map=ESCAPE), f"{G}: map", ("check",)),
    ("map of another layout (main_4p)", lambda: wb_game(map="main_4p"), f"{G}: map", ALL_THREE),
    ("map of a scenario (prisoners_2p)", lambda: wb_game(map="prisoners_2p"), f"{G}: map", ("check",)),
    ("map a Small World map id", lambda: wb_game(map="thornmere"), f"{G}: map", ("check",)),
    ("map a Small World map file", lambda: wb_game(map=GRID), f"{G}: map", ("check",)),
    ("map The Wolves' box", lambda: wb_game(map=WOLVES_BOX), f"{G}: map", ("check",)),
    ("map /dev/zero", lambda: wb_game(map="/dev/zero"), f"{G}: map", ALL_THREE),
    ("map /dev/urandom", lambda: wb_game(map="/dev/urandom"), f"{G}: map", ("check",)),
    ("map the game file itself", lambda: wb_game(map=G), f"{G}: map", ("check",)),
    ("map the maps folder", lambda: wb_game(map=MAPS_FOLDER), f"{G}: map", ("check",)),
    ("map a list", lambda: wb_game(map=["main_2p"]), f"{G}: map", ("check",)),
    ("map an object", lambda: wb_game(map={"id": "main_2p"}), f"{G}: map", ("check",)),
    ("map \"../main_2p\"", lambda: wb_game(map="../main_2p"), f"{G}: map", ("check",)),
    # -- players
    ("players a text", lambda: wb_game(players="Ann"), f"{G}: players", ("check",)),
    ("players empty", lambda: wb_game(players=[]), f"{G}: players", ("check",)),
    ("one seat", lambda: wb_game(players=players("A")), f"{G}: players", ("check",)),
    ("three seats in the main game", lambda: wb_game(players=players("A", "B", "C"), drop=("races",)),
     f"{G}: players", ("check",)),
    ("five seats", lambda: wb_game(players=players(*"ABCDE")), f"{G}: players", ("check",)),
    ("100,000 seats", lambda: wb_game(players=players("A") * 100_000), f"{G}: players", ("check",)),
    ("players null", lambda: wb_game(players=None), f"{G}: players", ("check",)),
    ("players an object", lambda: wb_game(players={"0": {"name": "A"}}), f"{G}: players", ("check",)),
    ("no players", lambda: wb_game(drop=("players",)), f"{G}: players", ("check",)),
    ("a seat that is a number", lambda: wb_game(players=[{"name": "A"}, 7]), f"{G}: players[1]", ("check",)),
    ("a seat that is null", lambda: wb_game(players=[None, {"name": "B"}]), f"{G}: players[0]", ("check",)),
    ("a seat's name a number", lambda: wb_game(players=[{"name": 3}, {"name": "B"}]), f"{G}: players[0].name",
     ("check",)),
    ("a seat's name empty", lambda: wb_game(players=[{"name": ""}, {"name": "B"}]), f"{G}: players[0].name",
     ("check",)),
    ("a name of 41 characters", lambda: wb_game(players=players("A" * 41, "B")), f"{G}: players[0].name",
     ("check",)),
    ("a name of 1,000,000 characters", lambda: wb_game(players=players("A" * 1_000_000, "B")),
     f"{G}: players[0].name", ALL_THREE),
    ("NUL in a name", lambda: wb_game(players=players("A\x00n", "B")), f"{G}: players[0].name", ("check",)),
    ("escape codes in a name", lambda: wb_game(players=players(ESCAPE, "B")), f"{G}: players[0].name", ALL_THREE),
    ("a lone surrogate in a name", lambda: wb_game(players=players("An\ud800n", "B")), f"{G}: players[0].name",
     ("check",)),
    ("a right-to-left override in a name", lambda: wb_game(players=players("\u202eevil", "B")),
     f"{G}: players[0].name", ("check",)),
    ("a name showing nothing", lambda: wb_game(players=players("   ", "B")), f"{G}: players[0].name", ("check",)),
    ("kind robot", lambda: wb_game(players=players("A", "B", kind="robot")), f"{G}: players[0].kind", ("check",)),
    ("kind a list", lambda: wb_game(players=players("A", "B", kind=["ai"])), f"{G}: players[0].kind", ("check",)),
    ("kind null", lambda: wb_game(players=players("A", "B", kind=None)), f"{G}: players[0].kind", ("check",)),
    ("level unknown", lambda: wb_game(players=players("A", "B", level="godlike")), f"{G}: players[0].level",
     ("check",)),
    ("level an object", lambda: wb_game(players=players("A", "B", level={"x": 1})), f"{G}: players[0].level",
     ("check",)),
    ("level a list", lambda: wb_game(players=players("A", "B", level=["easy"])), f"{G}: players[0].level",
     ("check",)),
    ("race unknown", lambda: wb_game(players=[{"name": "A", "race": "gnomes"}, {"name": "B"}]),
     f"{G}: players[0].race", ("check",)),
    ("race a list", lambda: wb_game(players=[{"name": "A", "race": ["orcs"]}, {"name": "B"}]),
     f"{G}: players[0].race", ("check",)),
    ("race an object", lambda: wb_game(players=[{"name": "A", "race": {"orcs": 1}}, {"name": "B"}]),
     f"{G}: players[0].race", ("check",)),
    ("race a number", lambda: wb_game(players=[{"name": "A", "race": 1}, {"name": "B"}]),
     f"{G}: players[0].race", ("check",)),
    ("a race two seats choose", lambda: wb_game(players=[{"name": "A", "race": "orcs"},
                                                         {"name": "B", "race": "orcs"}], drop=("races",)),
     f"{G}: players", ("check",)),
    ("a seat's race against races", lambda: wb_game(players=[{"name": "A", "race": "humans"}, {"name": "B"}]),
     f"{G}: races[0]", ("check",)),
    ("a Nordrassil seat choosing a race the scenario seats elsewhere",
     lambda: wb_game(4, players=[{"name": "A", "race": "undead"}] + players("B", "C", "D"), drop=("races",)),
     f"{G}", ("check",)),
    # -- options
    ("options a list", lambda: wb_game(options=[30]), f"{G}: options", ("check",)),
    ("options a text", lambda: wb_game(options="turn_cap=30"), f"{G}: options", ("check",)),
    ("turn_cap 0", lambda: wb_game(options={"turn_cap": 0}), f"{G}: options.turn_cap", ("check",)),
    ("turn_cap -1", lambda: wb_game(options={"turn_cap": -1}), f"{G}: options.turn_cap", ("check",)),
    ("turn_cap 10001", lambda: wb_game(options={"turn_cap": 10_001}), f"{G}: options.turn_cap", ("check",)),
    ("turn_cap \"30\"", lambda: wb_game(options={"turn_cap": "30"}), f"{G}: options.turn_cap", ("check",)),
    ("turn_cap 30.5", lambda: wb_game(options={"turn_cap": 30.5}), f"{G}: options.turn_cap", ("check",)),
    ("turn_cap true", lambda: wb_game(options={"turn_cap": True}), f"{G}: options.turn_cap", ("check",)),
    ("turn_cap 1e400", lambda: raw_text(wb_game(options={"turn_cap": "@n@"}), n="1e400"), G, ("check",)),
    ("turn_cap NaN", lambda: raw_text(wb_game(options={"turn_cap": "@n@"}), n="NaN"), G, ("check",)),
    ("turn_cap of 5,000 digits", lambda: raw_text(wb_game(options={"turn_cap": "@n@"}), n=BIG), G, ("check",)),
    ("turn_cap 5 in a game recorded to turn 30 (actions after the end)", lambda: wb_game(options={"turn_cap": 5}),
     f"{G}: action", ALL_THREE),
    # -- races
    ("races a text", lambda: wb_game(races="orcs"), f"{G}: races", ("check",)),
    ("races of one seat", lambda: wb_game(races=["orcs"]), f"{G}: races", ("check",)),
    ("races of three seats", lambda: wb_game(races=["orcs", "humans", "undead"]), f"{G}: races", ("check",)),
    ("races one twice", lambda: wb_game(races=["orcs", "orcs"]), f"{G}: races", ("check",)),
    ("races an unknown one", lambda: wb_game(races=["orcs", "murlocs"]), f"{G}: races[1]", ("check",)),
    ("races a number", lambda: wb_game(races=["orcs", 3]), f"{G}: races", ("check",)),
    ("races null inside", lambda: wb_game(races=["orcs", None]), f"{G}: races", ("check",)),
    ("races of 1,000,000 characters", lambda: wb_game(races=["orcs", "r" * 1_000_000]), f"{G}: races",
     ("check",)),
    ("races other than recorded (decks of other cards)", lambda: wb_game(races=["humans", "undead"]),
     f"{G}: decks.0[0]", ALL_THREE),
    ("races other than recorded, no decks recorded (actions of other cards)",
     lambda: wb_game(races=["humans", "undead"], drop=("decks",)), f"{G}: action", ("check",)),
    ("races of Nordrassil missing the undead", lambda: wb_game(4, races=["humans", "orcs", "night_elves",
                                                                         "humans"]), f"{G}: races", ("check",)),
    ("races of Nordrassil the main game's order swapped", lambda: wb_game(4, races=["orcs", "humans", "night_elves",
                                                                                    "undead"]),
     f"{G}: decks.0[0]", ("check",)),
    # -- first_player
    ("first_player 2 of 2 seats", lambda: wb_game(first_player=2), f"{G}: first_player", ("check",)),
    ("first_player -1", lambda: wb_game(first_player=-1), f"{G}: first_player", ("check",)),
    ("first_player \"0\"", lambda: wb_game(first_player="0"), f"{G}: first_player", ("check",)),
    ("first_player true", lambda: wb_game(first_player=True), f"{G}: first_player", ("check",)),
    ("first_player 0.0", lambda: wb_game(first_player=0.0), f"{G}: first_player", ("check",)),
    ("first_player 10**30", lambda: wb_game(first_player=10 ** 30), f"{G}: first_player", ("check",)),
    ("first_player a list", lambda: wb_game(first_player=[0]), f"{G}: first_player", ("check",)),
    ("first_player the other seat (actions of the wrong seat)", lambda: wb_game(first_player=1), at(0, "play_vp"),
     ALL_THREE),
    ("first_player of Nordrassil not the Night Elves", lambda: wb_game(4, first_player=0), f"{G}: first_player",
     ("check",)),
    # -- the recorded outcomes: wrong types, faces the die lacks, outcomes that cannot happen where read
    ("dice a text", lambda: wb_game(dice="3,5"), f"{G}: dice", ("check",)),
    ("dice an object", lambda: wb_game(dice={"0": 3}), f"{G}: dice", ("check",)),
    ("a die of 7", lambda: wb_game(dice=[7]), f"{G}: dice[0]", ("check",)),
    ("a die of 0", lambda: wb_game(dice=[3, 0]), f"{G}: dice[1]", ("check",)),
    ("a die of -1", lambda: wb_game(dice=[-1]), f"{G}: dice[0]", ("check",)),
    ("a die \"3\"", lambda: wb_game(dice=["3"]), f"{G}: dice[0]", ("check",)),
    ("a die 3.0", lambda: wb_game(dice=[3.0]), f"{G}: dice[0]", ("check",)),
    ("a die true", lambda: wb_game(dice=[True]), f"{G}: dice[0]", ("check",)),
    ("a die null", lambda: wb_game(dice=[None]), f"{G}: dice[0]", ("check",)),
    ("a die NaN", lambda: raw_text(wb_game(dice=["@n@"]), n="NaN"), G, ("check",)),
    ("a die of 5,000 digits", lambda: raw_text(wb_game(dice=["@n@"]), n=BIG), G, ("check",)),
    ("2,000,000 dice", lambda: wb_game(dice=[1] * 2_000_000), f"{G}: dice", ("check",)),
    ("100,000 dice that are no face", lambda: wb_game(dice=[7] * 100_000), f"{G}: dice", ("check",)),
    ("dice all 1 (battles that fall otherwise)", lambda: wb_game(dice=[1] * len(wb_game()["dice"])), f"{G}: action",
     ("check",)),
    ("an income die of 4", lambda: wb_game(income=[4]), f"{G}: income[0]", ("check",)),
    ("an income die of 6 (a combat die's face)", lambda: wb_game(income=[1, 6]), f"{G}: income[1]", ("check",)),
    ("income a text", lambda: wb_game(income="1"), f"{G}: income", ("check",)),
    ("income a die of a list", lambda: wb_game(income=[[1]]), f"{G}: income[0]", ("check",)),
    ("decks a list", lambda: wb_game(decks=[["speed"]]), f"{G}: decks", ("check",)),
    ("decks a text", lambda: wb_game(decks="speed"), f"{G}: decks", ("check",)),
    ("decks of seat 2 in a 2-player game", lambda: wb_game(decks={"2": [["speed"]]}), f"{G}: decks", ("check",)),
    ("decks of seat -1", lambda: wb_game(decks={"-1": [["speed"]]}), f"{G}: decks", ("check",)),
    ("decks of seat \"one\"", lambda: wb_game(decks={"one": [["speed"]]}), f"{G}: decks", ("check",)),
    ("decks of seat of 5,000 digits", lambda: wb_game(decks={BIG: [["speed"]]}), f"{G}: decks", ("check",)),
    ("decks of seat \"\u0661\" (an Arabic-Indic one)", lambda: wb_game(decks={"\u0661": [["speed"]]}),
     f"{G}: decks", ("check",)),
    ("decks of seat \"00\"", lambda: wb_game(decks={"00": [["speed"]]}), f"{G}: decks", ("check",)),
    ("a seat's decks a text", lambda: wb_game(decks={"0": "speed"}), f"{G}: decks", ("check",)),
    ("a deck order a text", lambda: wb_game(decks={"0": ["speed"]}), f"{G}: decks", ("check",)),
    ("a deck with an unknown card", lambda: _deck_of(0, lambda o: ["dragon"] + o[1:]), f"{G}: decks", ("check",)),
    ("a deck with a card of 1,000,000 characters", lambda: _deck_of(0, lambda o: ["c" * 1_000_000] + o[1:]),
     f"{G}: decks", ("check",)),
    ("a deck with a card a number", lambda: _deck_of(0, lambda o: [7] + o[1:]), f"{G}: decks", ("check",)),
    ("a deck with an extra card", lambda: _deck_of(0, lambda o: o + ["speed"]), f"{G}: decks", ALL_THREE),
    ("a deck one card short", lambda: _deck_of(0, lambda o: o[:-1]), f"{G}: decks", ("check",)),
    ("a deck with another race's card", lambda: _deck_of(0, lambda o: o[:-1] + ["polymorph"]), f"{G}: decks",
     ("check",)),
    ("a deck of 101 cards", lambda: _deck_of(0, lambda o: (o * 6)[:101]), f"{G}: decks", ("check",)),
    ("a deck empty", lambda: _deck_of(1, lambda o: []), f"{G}: decks", ("check",)),
    ("a deck in another order (other cards drawn)", lambda: _deck_of(0, lambda o: o[::-1]), f"{G}: action",
     ("check",)),
    ("10,001 deck orders", lambda: wb_game(decks={"0": [wb_game()["decks"]["0"][0]] * 10_001}), f"{G}: decks",
     ("check",)),
    # -- actions: the list, its items
    ("actions a text", lambda: wb_game(actions="move"), f"{G}: actions", ("check",)),
    ("actions an object", lambda: wb_game(actions={"0": MOVE1}), f"{G}: actions", ("check",)),
    ("actions null", lambda: wb_game(actions=None), f"{G}: actions", ("check",)),
    ("100,001 actions", lambda: wb_game(actions=[{"type": "end_step", "player": 0}] * 100_001), f"{G}: actions",
     ("check",)),
    ("an action a number", lambda: acted(1, 7), f"{G}: actions[1]", ("check",)),
    ("an action a list", lambda: acted(1, ["move", 0]), f"{G}: actions[1]", ("check",)),
    ("an action null", lambda: acted(1, None), f"{G}: actions[1]", ("check",)),
    ("an action without a type", lambda: acted(1, {"player": 0}), f"{G}: actions[1].type", ("check",)),
    ("an action of an unknown type", lambda: acted(1, {"type": "cast", "player": 0}), f"{G}: actions[1].type",
     ("check",)),
    ("an action of type 5", lambda: acted(1, {"type": 5, "player": 0}), f"{G}: actions[1].type", ("check",)),
    ("an action type of 1,000,000 characters", lambda: acted(1, {"type": "t" * 1_000_000, "player": 0}),
     f"{G}: actions[1].type", ("check",)),
    ("an action type with escape codes", lambda: acted(1, {"type": ESCAPE, "player": 0}), f"{G}: actions[1].type",
     ALL_THREE),
    ("an action without a player", lambda: acted(1, {"type": "end_step"}), f"{G}: actions[1].player", ("check",)),
    ("an action's player null", lambda: acted(1, {"type": "end_step", "player": None}), f"{G}: actions[1].player",
     ("check",)),
    ("an action's player of 5,000 digits", lambda: raw_text(acted(1, {"type": "end_step", "player": "@n@"}), n=BIG),
     G, ("check",)),
    ("an action's player NaN", lambda: raw_text(acted(1, {"type": "end_step", "player": "@n@"}), n="NaN"), G,
     ("check",)),
    ("an action's field nested 100,000 deep", lambda: raw_text(acted(1, dict(MOVE1, note="@n@")), n=NESTED), G,
     ("check",)),
    ("an action's field nested 40 deep", lambda: acted(1, dict(MOVE1, note=NESTED_40)), f"{G}: actions[1]",
     ("check",)),
    ("a move's path nested 40 deep", lambda: acted(1, dict(MOVE1, path=NESTED_40)), f"{G}: actions[1].path",
     ("check",)),
    ("a move's piece given twice (duplicate key)", lambda: json.dumps(wb_game(upto=2))[:-3]
     + ', "piece": 5}]}', G, ("check",)),
    ("an action after the game ended", lambda: wb_game(actions=wb_game()["actions"] + [
        {"type": "end_step", "player": 1}]), at(789, "end_step"), ALL_THREE),
    ("the last action twice", lambda: wb_game(actions=wb_game()["actions"] + wb_game()["actions"][-1:]),
     at(789, "end_step"), ("check",)),
    ("actions of a game swapped (2 and 6: a step ended early)", lambda: _swapped(2, 6), at(3, "move"), ("check",)),
    ("a step ended twice", lambda: _inserted(6, {"type": "end_step", "player": 0}), at(7, "end_step"), ("check",)),
    ("the Nordrassil game's actions on the 2-player one", lambda: wb_game(actions=wb_game(4)["actions"]),
     at(0, "play_card"), ("check",)),
    ("a battle action outside a battle (raise_dead 10**6)", lambda: acted(1, {"type": "raise_dead", "player": 0,
                                                                             "count": 10 ** 6}), at(1, "raise_dead"),
     ("check",)),
    ("a give of 10**6 gold to a seat of no team", lambda: acted(1, {"type": "give", "player": 0, "to": 1,
                                                                   "gold": 10 ** 6}), at(1, "give"), ("check",)),
    ("a give to oneself", lambda: acted(1, {"type": "give", "player": 0, "to": 0, "gold": 1}), at(1, "give"),
     ("check",)),
    ("a give to seat 9", lambda: acted(1, {"type": "give", "player": 0, "to": 9, "wood": 1}), at(1, "give"),
     ("check",)),
    ("a give of -5 gold", lambda: acted(1, {"type": "give", "player": 0, "to": 1, "gold": -5}), at(1, "give"),
     ("check",)),
    ("a give of gold \"5\"", lambda: acted(1, {"type": "give", "player": 0, "to": 1, "gold": "5"}),
     field(1, "gold"), ("check",)),
    ("a Nordrassil give between partners of -3 wood", lambda: acted(1, {"type": "give", "player": 2, "to": 0,
                                                                       "wood": -3}, 4), at(1, "give"), ("check",)),
    ("a Nordrassil ask of -1 gold", lambda: acted(1, {"type": "ask", "player": 2, "gold": -1}, 4),
     at(1, "ask"), ("check",)),
    ("a Nordrassil ask of nothing", lambda: acted(1, {"type": "ask", "player": 2}, 4), at(1, "ask"), ("check",)),
    ("a Nordrassil answer nobody asked for", lambda: acted(1, {"type": "answer", "player": 0, "gold": 1}, 4),
     at(1, "answer"), ("check",)),
    ("a play_card town_portal with 1,000 overflow pieces", lambda: acted(1, {
        "type": "play_card", "player": 0, "card": "town_portal", "space": "cl4", "to": "c1",
        "pieces": list(range(1000)), "spaces": ["cl4"] * 1000}), at(1, "play_card"), ("check",)),
    ("a play_card with a target seat -1", lambda: acted(1, {"type": "play_card", "player": 0, "card": "speed",
                                                            "space": "c1", "target": -1}), at(1, "play_card"),
     ("check",)),
    ("a play_card with phases nested", lambda: acted(1, {"type": "play_card", "player": 0, "card": "slow_poison",
                                                         "phases": [["melee"]]}), field(1, "phases[0]"), ("check",)),
    ("a return_excess of 100,000 pieces", lambda: acted(1, {"type": "return_excess", "player": 0,
                                                            "pieces": list(range(100_000))}), at(1, "return_excess"),
     ("check",)),
    *out_of_place_cases(),
    *spoiled_field_cases(),
    # -- the file itself
    ("empty", lambda: "", G, ALL_THREE),
    ("only spaces", lambda: "   \n ", G, ("check",)),
    ("truncated halfway", lambda: json.dumps(wb_game())[:20_000], G, ALL_THREE),
    ("truncated in a string", lambda: json.dumps(wb_game())[:60], G, ("check",)),
    ("a JSON list", lambda: [wb_game()], G, ("check",)),
    ("a JSON number", lambda: 7, G, ("check",)),
    ("a JSON text", lambda: "\"warcraft_board-game\"", G, ("check",)),
    ("null", lambda: None, G, ("check",)),
    ("nested 100,000 deep", lambda: NESTED, G, ALL_THREE),
    ("nested 100,000 deep in meta", lambda: raw_text(wb_game(meta="@n@"), n=NESTED), G, ("check",)),
    ("nested 100,000 deep in options", lambda: raw_text(wb_game(options="@n@"), n=NESTED), G, ("check",)),
    ("17 MB of spaces before it", lambda: " " * (17 * 1024 * 1024) + json.dumps(wb_game()), G, ("check", "replay")),
    ("actions given twice (duplicate key)", lambda: json.dumps(wb_game())[:-1] + ', "actions": []}', G, ("check",)),
    ("seed given twice (duplicate key)", lambda: json.dumps(wb_game())[:-1] + ', "seed": 8}', G, ("check",)),
    ("a BOM before it", lambda: "\ufeff" + json.dumps(wb_game()), G, ("check",)),
    ("a trailing comma", lambda: json.dumps(wb_game())[:-1] + ",}", G, ("check",)),
    ("two documents", lambda: json.dumps(wb_game()) + json.dumps(wb_game()), G, ("check",)),
    # -- control cases: valid files, accepted
    ("control: the recorded 2-player game", lambda: wb_game(), None, ALL_THREE),
    ("control: the recorded Nordrassil game", lambda: wb_game(4), None, ALL_THREE),
    ("control: seed and players only (every outcome drawn)", lambda: wb_game(
        upto=0, drop=("races", "first_player", "dice", "income", "decks")), None, ALL_THREE),
    ("control: a Nordrassil game of seed and players only", lambda: wb_game(
        4, upto=0, drop=("races", "first_player", "dice", "income", "decks", "map")), None, ("check",)),
    ("control: the first 300 actions, outcomes of the rest kept", lambda: wb_game(upto=300), None, ALL_THREE),
    ("control: unknown fields (warnings)", lambda: wb_game(colour="red", players=[
        {"name": "Easy 1", "kind": "ai", "level": "easy", "hat": "tall"}, {"name": "Easy 2", "kind": "ai",
                                                                           "level": "easy"}]), None, ("check",)),
    ("control: names in many scripts and emoji", lambda: wb_game(players=players("Ана 🐉", "東京")), None,
     ALL_THREE),
    ("control: a 2 MB meta block", lambda: wb_game(meta={"note": "x" * (2 * 1024 * 1024)}), None, ("check",)),
    ("control: 2 MB of spaces around it", lambda: " " * (1024 * 1024) + json.dumps(wb_game()) + " " * (
        1024 * 1024), None, ("check",)),
    ("control: the seed at the top of the range", lambda: wb_game(upto=0, seed=2 ** 63 - 1, drop=(
        "races", "first_player", "dice", "income", "decks")), None, ("check",)),
    ("control: the seed at the bottom of the range", lambda: wb_game(upto=0, seed=-2 ** 63, drop=(
        "races", "first_player", "dice", "income", "decks")), None, ("check",)),
    ("control: the first action (a play_vp: any moment of the seat's own step) after its first move",
     lambda: _swapped(0, 1), None, ("check",)),
    ("control: more dice than played (kept for later)", lambda: wb_game(dice=wb_game()["dice"] + [6] * 50), None,
     ("check",)),
    ("control: a field the action does not know (a newer program's), kept", lambda: acted(1, dict(MOVE1, note={
        "by": ["a", {"b": [1, 2]}]})), None, ALL_THREE),
]


def _swapped(i, j):
    data = wb_game()
    actions = data["actions"]
    actions[i], actions[j] = actions[j], actions[i]
    return data


def _inserted(i, action):
    data = wb_game()
    data["actions"].insert(i + 1, action)
    return data


# -- map files (warcraft_board-map) -------------------------------------------------------------------------------


def space(data, sid):
    return next(s for s in data["spaces"] if s["id"] == sid)


def _change(fn, layout="main_2p"):
    return lambda: wb_map(layout, fn)


def _bow_tie(d):
    s = space(d, "cl1")
    p = s["polygon"]
    p[0], p[len(p) // 2] = p[len(p) // 2], p[0]       # two edges across the outline cross


def _point(value, sid="cl1", index=0):
    def change(d):
        space(d, sid)["polygon"][index] = value
    return change


def _raw_point(raw, sid="cl1"):
    return lambda: raw_text(wb_map("main_2p", _point("@n@", sid)), n=raw)


def _renamed(old, new):
    def change(d):
        space(d, old)["id"] = new
        d["adjacent"] = [[new if v == old else v for v in pair] for pair in d["adjacent"]]
    return change


def _modder(d):
    """A modder's map: the shipped main_2p under its own id, of no layout (held to the format only)."""
    d["id"] = "mine"
    d.pop("layout", None)


def _many_points(d):
    """61 clear spaces, each a 999-point circle of its own: more points in all than a map may hold."""
    import math
    d["spaces"] = [{"id": f"s{i}", "type": "clear", "polygon": [
        [100 + (i % 8) * 180 + 80 * math.cos(2 * math.pi * k / 999), 100 + (i // 8) * 110
         + 50 * math.sin(2 * math.pi * k / 999)] for k in range(999)]} for i in range(61)]
    d["adjacent"] = []


H = "hostile.json"
MAPS = [
    # (name, the document or its text, what its errors must say)
    # -- the envelope
    ("format of Small World's map", _change(lambda d: d.update(format="smallworld-map")), H),
    ("format of The Wolves' box", _change(lambda d: d.update(format="wolves-map")), H),
    ("no format", _change(lambda d: d.pop("format")), H),
    ("version 2", _change(lambda d: d.update(version=2)), f"{H}: version"),
    ("version \"1\"", _change(lambda d: d.update(version="1")), f"{H}: version"),
    ("version of 5,000 digits", lambda: raw_text(wb_map("main_2p", lambda d: d.update(version="@n@")), n=BIG), H),
    ("id with a slash", _change(lambda d: d.update(id="../x")), f"{H}: id"),
    ("id 5", _change(lambda d: d.update(id=5)), f"{H}: id"),
    ("id of 41 characters", _change(lambda d: d.update(id="m" * 41)), f"{H}: id"),
    ("id upper-case", _change(lambda d: d.update(id="Main")), f"{H}: id"),
    ("layout unknown is a modder's map, but its id with escape codes", _change(lambda d: d.update(
        layout="mine", id=ESCAPE)), f"{H}: id"),
    ("layout a number", _change(lambda d: d.update(layout=2)), f"{H}: layout"),
    ("layout of another shape (main_4p)", _change(lambda d: d.update(layout="main_4p")), H),
    ("name a text", _change(lambda d: d.update(name="Two Kingdoms")), f"{H}: name"),
    ("name without en", _change(lambda d: d.update(name={"ru": "Два"})), f"{H}: name"),
    ("name with escape codes", _change(lambda d: d.update(name={"en": ESCAPE})), f"{H}: name"),
    ("name with NUL", _change(lambda d: d.update(name={"en": "Tw\x00o"})), f"{H}: name"),
    ("name of 61 characters", _change(lambda d: d.update(name={"en": "n" * 61})), f"{H}: name"),
    ("name of 1,000,000 characters", _change(lambda d: d.update(name={"en": "n" * 1_000_000})), f"{H}: name"),
    ("name in a language of 100 letters", _change(lambda d: d["name"].update({"q" * 100: "x"})), f"{H}: name"),
    ("an unknown field", _change(lambda d: d.update(colour="red")), H),
    # -- size
    ("size negative", _change(lambda d: d.update(size=[-1600, 1000])), f"{H}: size"),
    ("size 0", _change(lambda d: d.update(size=[0, 0])), f"{H}: size"),
    ("size 10**9", _change(lambda d: d.update(size=[10 ** 9, 10 ** 9])), f"{H}: size"),
    ("size a text", _change(lambda d: d.update(size="1600x1000")), f"{H}: size"),
    ("size of three numbers", _change(lambda d: d.update(size=[1600, 1000, 5])), f"{H}: size"),
    ("size 1e400", lambda: raw_text(wb_map("main_2p", lambda d: d.update(size="@n@")), n="[1e400, 1000]"), H),
    ("size NaN", lambda: raw_text(wb_map("main_2p", lambda d: d.update(size="@n@")), n="[NaN, 1000]"), H),
    ("size too small for the outlines", _change(lambda d: d.update(size=[100, 100])), H),
    # -- spaces
    ("spaces an object", _change(lambda d: d.update(spaces={"c1": {}})), f"{H}: spaces"),
    ("spaces empty", _change(lambda d: d.update(spaces=[])), f"{H}: spaces"),
    ("301 spaces", _change(lambda d: d.update(spaces=d["spaces"] * 9)), f"{H}: spaces"),
    ("a space twice", _change(lambda d: d["spaces"].append(d["spaces"][3])), f"{H}: spaces"),
    ("a space a number", _change(lambda d: d["spaces"].__setitem__(3, 7)), f"{H}: spaces[3]"),
    ("a space without an id", _change(lambda d: d["spaces"][3].pop("id")), f"{H}: spaces[3]"),
    ("a space id with a slash", _change(_renamed("cl1", "cl/1")), f"{H}: spaces"),
    ("a space id of 1,000,000 characters", _change(_renamed("cl1", "c" * 1_000_000)), f"{H}: spaces"),
    ("a space id with escape codes", _change(_renamed("cl1", ESCAPE)), f"{H}: spaces"),
    ("a space of type lake", _change(lambda d: d["spaces"][3].update(type="lake")), f"{H}: spaces[3].type"),
    ("a space of type 3", _change(lambda d: d["spaces"][3].update(type=3)), f"{H}: spaces[3].type"),
    ("a space without a type", _change(lambda d: d["spaces"][3].pop("type")), f"{H}: spaces[3]"),
    ("a space's unknown field", _change(lambda d: d["spaces"][3].update(colour="red")), f"{H}: spaces[3]"),
    ("an objective without vp", _change(lambda d: space(d, "o1").pop("vp")), f"{H}: spaces[2]"),
    ("an objective of vp 3", _change(lambda d: space(d, "o1").update(vp=3)), f"{H}: spaces[2].vp"),
    ("an objective of vp \"2\"", _change(lambda d: space(d, "o1").update(vp="2")), f"{H}: spaces[2].vp"),
    ("an objective of vp 1e400", lambda: raw_text(wb_map("main_2p", lambda d: space(d, "o1").update(vp="@n@")),
                                                   n="1e400"), H),
    ("vp on a forest", _change(lambda d: space(d, "f1").update(vp=1)), f"{H}: spaces[1]"),
    ("a city without a slot", _change(lambda d: space(d, "c1").pop("city_slot")), H),
    ("a city of slot 5", _change(lambda d: space(d, "c1").update(city_slot=5)), H),
    ("a city of slot true", _change(lambda d: space(d, "c1").update(city_slot=True)), H),
    ("a city of slot and race", _change(lambda d: space(d, "c1").update(city_of="orcs")), H),
    ("a city of an unknown race", _change(lambda d: (space(d, "c1").pop("city_slot"),
                                                     space(d, "c1").update(city_of="murlocs"))), H),
    ("two cities of slot 1", _change(lambda d: space(d, "c2").update(city_slot=1)), H),
    ("a city_slot on a forest", _change(lambda d: space(d, "f1").update(city_slot=3)), f"{H}: spaces[1]"),
    ("a label G", _change(lambda d: space(d, "cl1").update(label="G")), H),
    ("a label 5", _change(lambda d: space(d, "cl1").update(label=5)), H),
    ("a label twice", _change(lambda d: (space(d, "cl1").update(label="A"), space(d, "cl2").update(label="A"))), H),
    ("a label on the main map", _change(lambda d: space(d, "cl1").update(label="A")), H),
    ("no_outpost \"yes\"", _change(lambda d: space(d, "cl1").update(no_outpost="yes")), H),
    ("no_outpost on the main map", _change(lambda d: space(d, "cl1").update(no_outpost=True)), H),
    # -- outlines
    ("an outline a text", _change(lambda d: space(d, "cl1").update(polygon="square")), H),
    ("an outline of 2 points", _change(lambda d: space(d, "cl1").update(polygon=[[0, 0], [10, 10]])), H),
    ("an outline of 1,001 points", _change(lambda d: space(d, "cl1").update(polygon=[[i, i % 2] for i in
                                                                                       range(1001)])), H),
    ("an outline of 100,000 points", _change(lambda d: space(d, "cl1").update(
        polygon=space(d, "cl1")["polygon"] * 4200)), H),
    ("a bow-tie outline", _change(_bow_tie), H),
    ("a zero-area outline", _change(lambda d: space(d, "cl1").update(polygon=[[0, 0], [10, 0], [20, 0]])), H),
    ("a point of three numbers", _change(_point([1, 2, 3])), H),
    ("a point a text", _change(_point("1,2")), H),
    ("a point [true, false]", _change(_point([True, False])), H),
    ("a point [null, 0]", _change(_point([None, 0])), H),
    ("a point [1e308, 0]", _change(_point([1e308, 0])), H),
    ("a point [NaN, 0]", _raw_point("[NaN, 0]"), H),
    ("a point [Infinity, 0]", _raw_point("[Infinity, 0]"), H),
    ("a point [1e400, 0]", _raw_point("[1e400, 0]"), H),
    ("a point of 5,000 digits", _raw_point(f"[{BIG}, 0]"), H),
    ("a point outside the size", _change(_point([-500, 99999])), H),
    ("an outline nested 100,000 deep", lambda: raw_text(wb_map("main_2p", lambda d: space(d, "cl1").update(
        polygon="@n@")), n=NESTED), H),
    ("two spaces on the same ground", _change(lambda d: space(d, "cl2").update(polygon=space(d, "cl1")["polygon"])),
     H),
    ("a space moved away (its borders lost)", _change(lambda d: space(d, "cl1").update(
        polygon=[[x + 3, y] for x, y in space(d, "cl1")["polygon"]])), H),
    ("60,939 points in all (61 outlines of 999)", _change(_many_points), H),
    # -- adjacency and walls
    ("adjacent a text", _change(lambda d: d.update(adjacent="all")), f"{H}: adjacent"),
    ("adjacent an object", _change(lambda d: d.update(adjacent={"c1": "cl1"})), f"{H}: adjacent"),
    ("adjacent an unknown id", _change(lambda d: d["adjacent"].append(["c1", "nosuch"])), f"{H}: adjacent"),
    ("adjacent a space with itself", _change(lambda d: d["adjacent"].append(["c1", "c1"])), f"{H}: adjacent"),
    ("adjacent a pair twice", _change(lambda d: d["adjacent"].append(d["adjacent"][0][::-1])), f"{H}: adjacent"),
    ("adjacent a pair of three", _change(lambda d: d["adjacent"].__setitem__(0, ["x1", "f1", "o1"])),
     f"{H}: adjacent"),
    ("adjacent a pair of numbers", _change(lambda d: d["adjacent"].__setitem__(0, [1, 2])), f"{H}: adjacent"),
    ("adjacent a pair left out", _change(lambda d: d["adjacent"].pop(0)), H),
    ("adjacent a pair without a border", _change(lambda d: d["adjacent"].append(["c1", "c2"])), H),
    ("adjacent of 700,000 pairs", _change(lambda d: d.update(adjacent=d["adjacent"] * 9334)), f"{H}: adjacent"),
    ("walls on the main map", _change(lambda d: d.update(walls=[d["adjacent"][0]])), H),
    ("walls a text", _change(lambda d: d.update(walls="none")), f"{H}: walls"),
    ("a wall between spaces not adjacent", _change(lambda d: d.update(walls=[["c1", "c2"]]), "prisoners_2p"), H),
    ("a wall of an unknown space", _change(lambda d: d["walls"].append(["cl2", "nosuch"]), "prisoners_2p"), H),
    ("a wall twice", _change(lambda d: d["walls"].append(d["walls"][0]), "prisoners_2p"), H),
    ("a wall left out", _change(lambda d: d["walls"].pop(), "prisoners_2p"), H),
    ("the Prisoners' labels swapped", _change(lambda d: [s.update(label={"A": "B", "B": "A"}[s["label"]])
                                                         for s in d["spaces"] if s.get("label")], "prisoners_2p"), H),
    # -- places
    ("places a list", _change(lambda d: d.update(places=["cl17"]), "nordrassil_4p"), f"{H}: places"),
    ("a place of an unknown space", _change(lambda d: d["places"].update(humans_support="nosuch"), "nordrassil_4p"),
     f"{H}: places"),
    ("a place on a Mountain", _change(lambda d: d["places"].update(
        humans_support=next(s["id"] for s in d["spaces"] if s["type"] == "mountain")), "nordrassil_4p"),
     f"{H}: places"),
    ("a place named with a slash", _change(lambda d: d["places"].update({"a/b": "cl17"}), "nordrassil_4p"),
     f"{H}: places"),
    ("a place a number", _change(lambda d: d["places"].update(humans_support=17), "nordrassil_4p"), f"{H}: places"),
    ("a place missing", _change(lambda d: d["places"].pop("undead_flying"), "nordrassil_4p"), H),
    ("places on the main map", _change(lambda d: d.update(places={"humans_support": "cl1"})), H),
    ("41 places", _change(lambda d: d["places"].update({f"p{i}": "cl17" for i in range(41)}), "nordrassil_4p"),
     f"{H}: places"),
    ("the Nordrassil labels moved (A off the end)", _change(lambda d: [s.update(label={"A": "D", "D": "A"}.get(
        s["label"], s["label"])) for s in d["spaces"] if s.get("label")], "nordrassil_4p"), H),
    # -- the file itself
    ("nested 100,000 deep", lambda: NESTED, H),
    ("empty", lambda: "", H),
    ("truncated", lambda: json.dumps(wb_map())[:2000], H),
    ("a JSON list", lambda: [wb_map()], H),
    ("17 MB of spaces before it", lambda: " " * (17 * 1024 * 1024) + json.dumps(wb_map()), H),
    ("a duplicate key in a space", lambda: json.dumps(wb_map()).replace('"type": "forest"',
                                                                        '"type": "forest", "type": "city"', 1), H),
]

# maps given to every command that reads one: check, simulate --map, and a game file naming them
EVERY_COMMAND = ("version of 5,000 digits", "a bow-tie outline", "a point [NaN, 0]", "adjacent a pair left out",
                 "nested 100,000 deep", "17 MB of spaces before it", "an outline of 100,000 points",
                 "a city of an unknown race", "size 10**9", "a space id of 1,000,000 characters")

OPTIONS = [
    # (name, the options after `simulate --game warcraft_board`, the option its error names)
    ("--players 1", ["--players", "1"], "--players"),
    ("--players 3 (no main game for 3)", ["--players", "3"], "--players"),
    ("--players 5", ["--players", "5"], "--players"),
    ("--players -3", ["--players", "-3"], "--players"),
    ("--players 10**30", ["--players", str(10 ** 30)], "--players"),
    ("--players of 5,000 digits", ["--players", BIG], "invalid int value"),
    ("--players 4 for Prisoners", ["--scenario", "prisoners", "--players", "4"], "--players"),
    ("--scenario unknown", ["--scenario", "tower"], "--scenario"),
    ("--scenario with escape codes", ["--scenario", ESCAPE], "--scenario"),
    ("--scenario empty", ["--scenario", ""], "--scenario"),
    *corpus.map_options("no/such/map.json"),
    ("--map The Wolves' box", ["--map", WOLVES_BOX], "standard.json"),
    ("--map of another scenario's layout", ["--scenario", "prisoners", "--map", "main_2p"], "--map"),
    ("--map with --players of another count", ["--map", "main_2p", "--players", "4"], "--players"),
    *corpus.ai_options(5, "five"),
    ("--ai three levels for 2 players", ["--ai", "random,random,random"], "--ai"),
    *corpus.RUN_OPTIONS,
]
