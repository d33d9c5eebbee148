"""Hostile files of The Wolves, shared by bench/hostile_inputs.py (each through `python main.py`) and
tests/wolves/test_hostile_wolves.py (each through the same readers in-process, a few through main.py).

A hostile file starts from a real one: a whole recorded game (tests/data/wolves-3p.game.json, 3 random
seats, 115 actions; wolves-2p.game.json, 2 easy seats) or the shipped box, with one thing spoiled. Each
entry of the tables is (name, a builder of the document or its raw text, what the refusal must name,
the commands the bench runs it through): `GAME_FILES` (wrong types in every field, huge and negative
numbers, numbers of 5,000 digits, NaN, deep nesting, duplicate keys, unknown ids, outcomes the box or
the seat count cannot have, spoiled action fields, actions illegal at their step, cut and binary files),
`BOXES` (wolves-map files: broken boards, hexes, slots and layouts, huge documents) and `OPTIONS`
(`simulate --game wolves` options). A name starting "control: " is a valid input that must be accepted.
Imports nothing from the game, so the bench can run another checkout's program on the same corpus.
"""

import json
import os

import hostile_corpus as corpus
from hostile_corpus import ALL_THREE, BIG, ESCAPE, GRID, NESTED, NESTED_40, TESTS, raw_text  # noqa: F401

GAMES = {n: os.path.join(TESTS, "data", f"wolves-{n}p.game.json") for n in (2, 3)}
# The box the box documents start from: this checkout's (the bench points it at the program it runs).
BOX_FILE = os.path.join(os.path.dirname(TESTS), "games", "wolves", "maps", "standard.json")


def wolves_game(seats=3, upto=None, drop=(), **changes):
    """A whole recorded game of `seats` seats (tests/data), its first `upto` actions only, the fields of
    `drop` left out and `changes` replacing top-level fields."""
    return corpus.recorded_game(GAMES[seats], upto, drop, changes)


def wolves_box(change=None):
    """The box document (BOX_FILE), `change`d."""
    return corpus.document(BOX_FILE, change)


def seats_of(names, **seat):
    return [dict({"name": n}, **seat) for n in names]


def acted(n, action, seats=3):
    """The recorded game's first n actions, then `action` (a dict, or a change of action n: fields to set)."""
    data = wolves_game(seats, n)
    if isinstance(action, dict):
        data["actions"].append(action)
    return data


def spoiled(i, seats=3, **fields):
    """The recorded game up to its action i, that action's `fields` replaced (a value None: left out)."""
    return corpus.spoil_action(wolves_game(seats, i + 1), i, fields)


S3 = ["N", "NE", "SE", "S", "SW", "NW"]             # the region slots of 3 players on the shipped box
BOARDS3 = ["r09", "r04", "r02", "r07", "r05", "r06"]  # the recorded 3-player game's layout, slot by slot
MOVE9 = {"type": "move", "player": 1, "wolves": [{"kind": "alpha", "from": "-2,2", "to": "-2,4"}]}


def move9(**wolf):
    """Action 9 of the 3-player game (its first move) with its one wolf's fields replaced."""
    return dict(MOVE9, wolves=[dict(MOVE9["wolves"][0], **wolf)])


# (name, the document or its text, the field its errors must name (None: a control case), commands)
GAME_FILES = [
    # -- the envelope
    ("format of another game", lambda: wolves_game(format="smallworld-game"), "game.json", ("check",)),
    ("format misspelt", lambda: wolves_game(format="wolves-gam"), "game.json: format", ("check",)),
    ("version 2", lambda: wolves_game(version=2), "game.json: version", ALL_THREE),
    ("version \"1\"", lambda: wolves_game(version="1"), "game.json: version", ("check",)),
    ("version 0", lambda: wolves_game(version=0), "game.json: version", ("check",)),
    ("version 1.0", lambda: wolves_game(version=1.0), "game.json: version", ("check",)),
    ("version of 5,000 digits", lambda: raw_text(wolves_game(version="@n@"), n=BIG), "game.json", ("check",)),
    ("no version", lambda: wolves_game(drop=("version",)), "game.json: version", ("check",)),
    # -- seed
    ("seed \"7\"", lambda: wolves_game(seed="7"), "game.json: seed", ("check",)),
    ("seed 2**64", lambda: wolves_game(seed=2 ** 64), "game.json: seed", ("check",)),
    ("seed -2**63 - 1", lambda: wolves_game(seed=-2 ** 63 - 1), "game.json: seed", ("check",)),
    ("seed true", lambda: wolves_game(seed=True), "game.json: seed", ("check",)),
    ("seed 1.5", lambda: wolves_game(seed=1.5), "game.json: seed", ("check",)),
    ("seed NaN", lambda: raw_text(wolves_game(seed="@n@"), n="NaN"), "game.json", ("check",)),
    ("seed 1e400", lambda: raw_text(wolves_game(seed="@n@"), n="1e400"), "game.json: seed", ("check",)),
    ("seed of 5,000 digits", lambda: raw_text(wolves_game(seed="@n@"), n=BIG), "game.json", ("check",)),
    ("seed null", lambda: wolves_game(seed=None), "game.json: seed", ("check",)),
    # -- map
    ("map 5", lambda: wolves_game(map=5), "game.json: map", ("check",)),
    ("map null", lambda: wolves_game(map=None), "game.json: map", ("check",)),
    ("map empty", lambda: wolves_game(map=""), "game.json: map", ("check",)),
    ("map unknown", lambda: wolves_game(map="nosuch"), "game.json: map", ALL_THREE),
    ("map of 5,000 characters", lambda: wolves_game(map="m" * 5000), "game.json: map", ("check",)),
    ("map with NUL", lambda: wolves_game(map="stan\x00dard"), "game.json: map", ("check",)),
    ("map with escape codes", lambda: wolves_game(map=ESCAPE), "game.json: map", ("check",)),
    ("map a Small World map id", lambda: wolves_game(map="thornmere"), "game.json: map", ("check",)),
    ("map a Small World map file", lambda: wolves_game(map=GRID), "game.json: map", ("check",)),
    ("map /dev/zero", lambda: wolves_game(map="/dev/zero"), "game.json: map", ("check",)),
    ("map the game file itself", lambda: wolves_game(map="game.json"), "game.json: map", ("check",)),
    ("map a list", lambda: wolves_game(map=["standard"]), "game.json: map", ("check",)),
    # -- players
    ("players a text", lambda: wolves_game(players="Ann"), "game.json: players", ("check",)),
    ("players empty", lambda: wolves_game(players=[]), "game.json: players", ("check",)),
    ("one seat", lambda: wolves_game(players=seats_of("A")), "game.json: players", ("check",)),
    ("six seats", lambda: wolves_game(players=seats_of("ABCDEF")), "game.json: players", ("check",)),
    ("100,000 seats", lambda: wolves_game(players=[{"name": "A"}] * 100_000), "game.json: players", ("check",)),
    ("players null", lambda: wolves_game(players=None), "game.json: players", ("check",)),
    ("players an object", lambda: wolves_game(players={"0": {"name": "A"}}), "game.json: players", ("check",)),
    ("a seat that is a number", lambda: wolves_game(players=[{"name": "A"}, 7, {"name": "C"}]),
     "game.json: players[1]", ("check",)),
    ("a seat's name a number", lambda: wolves_game(players=[{"name": 3}, {"name": "B"}, {"name": "C"}]),
     "game.json: players[0].name", ("check",)),
    ("a seat without a name", lambda: wolves_game(players=[{}, {"name": "B"}, {"name": "C"}]),
     "game.json: players[0].name", ("check",)),
    ("a name of 41 characters", lambda: wolves_game(players=seats_of(["A" * 41, "B", "C"])),
     "game.json: players[0].name", ("check",)),
    ("a name of 1,000,000 characters", lambda: wolves_game(players=seats_of(["A" * 1_000_000, "B", "C"])),
     "game.json: players[0].name", ("check",)),
    ("NUL in a name", lambda: wolves_game(players=seats_of(["A\x00n", "B", "C"])),
     "game.json: players[0].name", ("check",)),
    ("escape codes in a name", lambda: wolves_game(players=seats_of([ESCAPE, "B", "C"])),
     "game.json: players[0].name", ALL_THREE),
    ("a lone surrogate in a name", lambda: wolves_game(players=seats_of(["An\ud800n", "B", "C"])),
     "game.json: players[0].name", ("check",)),
    ("a right-to-left override in a name", lambda: wolves_game(players=seats_of(["\u202eevil", "B", "C"])),
     "game.json: players[0].name", ("check",)),
    ("kind robot", lambda: wolves_game(players=seats_of("ABC", kind="robot")), "game.json: players[0].kind",
     ("check",)),
    ("kind a list", lambda: wolves_game(players=seats_of("ABC", kind=["ai"])), "game.json: players[0].kind",
     ("check",)),
    ("level unknown", lambda: wolves_game(players=seats_of("ABC", kind="ai", level="godlike")),
     "game.json: players[0].level", ("check",)),
    ("level an object", lambda: wolves_game(players=seats_of("ABC", kind="ai", level={"x": 1})),
     "game.json: players[0].level", ("check",)),
    ("pack unknown", lambda: wolves_game(players=[{"name": "A", "pack": "ocean"}, {"name": "B"}, {"name": "C"}],
                                         drop=("packs",)), "game.json: players[0].pack", ("check",)),
    ("pack a list", lambda: wolves_game(players=[{"name": "A", "pack": ["forest"]}, {"name": "B"}, {"name": "C"}],
                                        drop=("packs",)), "game.json: players[0].pack", ("check",)),
    ("a pack two seats choose", lambda: wolves_game(players=seats_of("AB", pack="forest") + [{"name": "C"}],
                                                    drop=("packs",)), "game.json: players[1].pack", ("check",)),
    # -- the random outcomes: wrong types, unknown ids, outcomes the box or the seat count cannot have
    ("layout a list", lambda: wolves_game(layout=BOARDS3), "game.json: layout", ("check",)),
    ("layout empty", lambda: wolves_game(layout={}), "game.json: layout", ("check",)),
    ("layout an unknown slot", lambda: wolves_game(layout=dict(zip(S3[:5] + ["Q"], BOARDS3))),
     "game.json: layout.Q", ("check",)),
    ("layout an unknown board", lambda: wolves_game(layout=dict(zip(S3, BOARDS3[:5] + ["r99"]))),
     "game.json: layout.NW", ("check",)),
    ("layout the start board in a region slot", lambda: wolves_game(layout=dict(zip(S3, BOARDS3[:5] + ["start"]))),
     "game.json: layout.NW", ("check",)),
    ("layout one board twice", lambda: wolves_game(layout=dict(zip(S3, BOARDS3[:5] + ["r09"]))),
     "game.json: layout.NW", ("check",)),
    ("layout a board a list", lambda: wolves_game(layout=dict(zip(S3, BOARDS3[:5] + [["r06"]]))),
     "game.json: layout.NW", ("check",)),
    ("layout a board of 5,000 digits", lambda: raw_text(wolves_game(layout=dict(zip(S3, BOARDS3[:5] + ["@n@"]))),
                                                        n=BIG), "game.json", ("check",)),
    ("layout of the 5-player game in a 3-player one",
     lambda: wolves_game(layout=dict(zip(S3 + ["E", "W", "NNE", "SSW"], [f"r{i:02}" for i in range(1, 11)]))),
     "game.json: layout.E", ("check",)),
    ("layout of 2 players in a 3-player game", lambda: wolves_game(layout={"C": "r01", "NE": "r02", "SE": "r03",
                                                                          "SW": "r04", "NW": "r05"}),
     "game.json: layout.C", ("check",)),
    ("layout given twice (duplicate key)", lambda: json.dumps(wolves_game())[:-1] + ', "layout": {}}',
     "game.json", ("check",)),
    ("scoring without the layout", lambda: wolves_game(drop=("layout",)), "game.json: scoring", ("check",)),
    ("scoring a list", lambda: wolves_game(scoring=[["new"]] * 6), "game.json: scoring", ("check",)),
    ("scoring an unknown token", lambda: wolves_game(scoring=dict(zip(BOARDS3, [["eclipse"]] + [["new"]] * 5))),
     "game.json: scoring.r09", ("check",)),
    ("scoring of 2 players in a 3-player game",
     lambda: wolves_game(scoring=dict(zip(BOARDS3, [["new"], ["full"], ["full"], ["new", "quarter"],
                                                    ["quarter", "full"], ["new"]]))), "game.json: scoring", ("check",)),
    ("scoring not the box's tokens", lambda: wolves_game(scoring=dict(zip(BOARDS3, [["new"]] * 6))),
     "game.json: scoring", ("check",)),
    ("scoring a board off the layout", lambda: wolves_game(scoring=dict(zip(BOARDS3[:5] + ["r01"], [
        ["new"], ["new"], ["quarter"], ["quarter"], ["full"], ["full"]]))), "game.json: scoring.r01", ("check",)),
    ("scoring a stack of objects", lambda: wolves_game(scoring=dict(zip(BOARDS3, [[{"new": 1}]] + [["new"]] * 5))),
     "game.json: scoring.r09", ("check",)),
    ("prey an unknown species", lambda: wolves_game(prey=dict(zip(BOARDS3, ["dragon", "hare", "hare", "moose",
                                                                          "raccoon", "deer"]))),
     "game.json: prey.r09", ("check",)),
    ("prey of 2 players in a 3-player game", lambda: wolves_game(prey=dict(zip(BOARDS3, [
        "boar", "hare", "deer", "moose", "raccoon", "moose"]))), "game.json: prey", ("check",)),
    ("prey a species a list", lambda: wolves_game(prey=dict(zip(BOARDS3, [["boar"], "hare", "hare", "moose",
                                                                          "raccoon", "deer"]))),
     "game.json: prey.r09", ("check",)),
    ("prey missing a board", lambda: wolves_game(prey=dict(zip(BOARDS3[:5], ["boar", "hare", "hare", "moose",
                                                                              "raccoon"]))),
     "game.json: prey", ("check",)),
    ("packs a text", lambda: wolves_game(packs="forest"), "game.json: packs", ("check",)),
    ("packs for 4 seats in a 3-player game", lambda: wolves_game(packs=["forest", "meadow", "mountain", "desert"]),
     "game.json: packs", ("check",)),
    ("packs one twice", lambda: wolves_game(packs=["forest", "forest", "mountain"]), "game.json: packs[1]",
     ("check",)),
    ("packs an unknown one", lambda: wolves_game(packs=["forest", "meadow", "sea"]), "game.json: packs[2]",
     ("check",)),
    ("packs against a seat's choice", lambda: wolves_game(players=[{"name": "A", "pack": "tundra"}, {"name": "B"},
                                                                   {"name": "C"}]), "game.json: packs[0]", ("check",)),
    ("first_player 3 of 3 seats", lambda: wolves_game(first_player=3), "game.json: first_player", ("check",)),
    ("first_player -1", lambda: wolves_game(first_player=-1), "game.json: first_player", ("check",)),
    ("first_player \"1\"", lambda: wolves_game(first_player="1"), "game.json: first_player", ("check",)),
    ("first_player true", lambda: wolves_game(first_player=True), "game.json: first_player", ("check",)),
    ("first_player 1.0", lambda: wolves_game(first_player=1.0), "game.json: first_player", ("check",)),
    ("first_player of 5,000 digits", lambda: raw_text(wolves_game(first_player="@n@"), n=BIG), "game.json",
     ("check",)),
    ("first_player 10**30", lambda: wolves_game(first_player=10 ** 30), "game.json: first_player", ("check",)),
    ("virtual_pack in a 3-player game", lambda: wolves_game(virtual_pack="desert"), "game.json: virtual_pack",
     ("check",)),
    ("virtual_pack a player's pack", lambda: wolves_game(2, virtual_pack="tundra"), "game.json: virtual_pack",
     ("check",)),
    ("virtual_pack unknown", lambda: wolves_game(2, virtual_pack="ocean"), "game.json: virtual_pack", ("check",)),
    ("virtual_pack a list", lambda: wolves_game(2, virtual_pack=["desert"]), "game.json: virtual_pack", ("check",)),
    # -- actions: not a list, not objects, fields of the wrong kind (read before anything replays)
    ("actions an object", lambda: wolves_game(actions={"type": "orient"}), "game.json: actions", ("check",)),
    ("actions a text", lambda: wolves_game(actions="orient"), "game.json: actions", ("check",)),
    ("100,001 actions", lambda: wolves_game(actions=[{"type": "end_turn", "player": 0}] * 100_001),
     "game.json: actions", ("check",)),
    ("an action that is a number", lambda: wolves_game(actions=wolves_game(3, 9)["actions"] + [7]),
     "game.json: actions[9]", ("check",)),
    ("an action without a type", lambda: acted(9, {"player": 1}), "game.json: actions[9]", ("check",)),
    ("an action of an unknown type", lambda: acted(9, {"type": "fly", "player": 1}), "game.json: actions[9].type",
     ("check",)),
    ("an action's type a list", lambda: acted(9, {"type": ["move"], "player": 1}), "game.json: actions[9]",
     ("check",)),
    ("an action without a player", lambda: spoiled(9, player=None), "game.json: actions[9].player", ("check",)),
    ("player \"1\"", lambda: spoiled(9, player="1"), "game.json: actions[9].player", ("check",)),
    ("player true", lambda: spoiled(9, player=True), "game.json: actions[9].player", ("check",)),
    ("player 10**30", lambda: spoiled(9, player=10 ** 30), "game.json: actions[9].player", ALL_THREE),
    ("player of 5,000 digits", lambda: raw_text(spoiled(9, player="@n@"), n=BIG), "game.json", ("check",)),
    ("hex a list", lambda: spoiled(10, hex=[-1, 4]), "game.json: actions[10].hex", ("check",)),
    ("hex a number", lambda: spoiled(10, hex=14), "game.json: actions[10].hex", ("check",)),
    ("hex null", lambda: spoiled(10, hex=None), "game.json: actions[10].hex", ("check",)),
    ("face 5", lambda: spoiled(0, face=5), "game.json: actions[0].face", ("check",)),
    ("wolves a text", lambda: spoiled(9, wolves="all"), "game.json: actions[9].wolves", ("check",)),
    ("a wolf a text", lambda: spoiled(9, wolves=["alpha"]), "game.json: actions[9].wolves[0]", ("check",)),
    ("a wolf's kind a list", lambda: acted(9, move9(kind=["alpha"])), "game.json: action 9 (move", ("check",)),
    ("a wolf's from an object", lambda: acted(9, move9(**{"from": {"q": -2, "r": 2}})),
     "game.json: actions[9].wolves[0].from", ("check",)),
    ("a wolf's to a float", lambda: acted(9, move9(to=1.5)), "game.json: actions[9].wolves[0].to", ("check",)),
    ("pay a text", lambda: spoiled(9, pay="all"), "game.json: actions[9].pay", ("check",)),
    ("pay bonus_terrain 10**30", lambda: spoiled(9, pay={"bonus_terrain": 10 ** 30}),
     "game.json: actions[9].pay.bonus_terrain", ("check",)),
    ("pay nested 100,000 deep", lambda: raw_text(spoiled(9, pay="@n@"), n=NESTED),
     "game.json", ALL_THREE),
    ("push a list", lambda: spoiled(9, push=["-2,4", "-2,5"]), "game.json: actions[9].push", ("check",)),
    ("hunt a number", lambda: spoiled(9, hunt=3), "game.json: actions[9].hunt", ("check",)),
    ("a field the action does not know nested 900 deep", lambda: raw_text(acted(9, MOVE9 | {"note": "@n@"}),
                                                                         n="[" * 900 + "]" * 900),
     "game.json: actions[9].note", ALL_THREE),
    ("a field the action does not know nested 40 deep", lambda: acted(9, MOVE9 | {"note": NESTED_40}),
     "game.json: actions[9].note", ("check",)),
    ("a duplicate key in an action", lambda: json.dumps(wolves_game(3, 11)).replace(
        '"hex": "-1,4"', '"hex": "-1,4", "hex": "-1,5"'), "game.json", ("check",)),
    # -- actions well formed, not legal at their step: the replay names `action N (type ...)`
    ("orient face c", lambda: spoiled(0, face="c"), "game.json: action 0 (orient", ("check",)),
    ("orient by a seat out of turn", lambda: spoiled(0, player=0), "game.json: action 0 (orient", ("check",)),
    ("orient by seat 99", lambda: spoiled(0, player=99), "game.json: action 0 (orient", ("check",)),
    ("orient by seat -1", lambda: spoiled(0, player=-1), "game.json: actions[0].player", ("check",)),
    ("orient twice", lambda: acted(3, {"type": "orient", "player": 1, "face": "a"}), "game.json: action 3 (orient",
     ("check",)),
    ("start before the tiles are turned", lambda: acted(1, {"type": "start", "player": 2, "hex": "-1,1"}),
     "game.json: action 1 (start", ("check",)),
    ("start hex \"1,2,3\"", lambda: spoiled(3, hex="1,2,3"), "game.json: action 3 (start", ("check",)),
    ("start hex \"999999999,0\"", lambda: spoiled(3, hex="999999999,0"), "game.json: action 3 (start", ("check",)),
    ("start hex \" 1,2\"", lambda: spoiled(3, hex=" -2,0"), "game.json: action 3 (start", ("check",)),
    ("start hex \"-2, 0\"", lambda: spoiled(3, hex="-2, 0"), "game.json: action 3 (start", ("check",)),
    ("start hex \"+1,2\"", lambda: spoiled(3, hex="+1,2"), "game.json: action 3 (start", ("check",)),
    ("start hex \"-0,1\"", lambda: spoiled(3, hex="-0,1"), "game.json: action 3 (start", ("check",)),
    ("start hex \"\"", lambda: spoiled(3, hex=""), "game.json: action 3 (start", ("check",)),
    ("start hex of 1,000,000 characters", lambda: spoiled(3, hex="1," + "2" * 1_000_000),
     "game.json: action 3 (start", ("check",)),
    ("start hex with escape codes", lambda: spoiled(3, hex=ESCAPE), "game.json: action 3 (start", ALL_THREE),
    ("start hex off the map", lambda: spoiled(3, hex="40,40"), "game.json: action 3 (start", ("check",)),
    ("start on the chasm", lambda: spoiled(3, hex="0,0"), "game.json: action 3 (start", ("check",)),
    ("start on a region board", lambda: spoiled(3, hex="3,-5"), "game.json: action 3 (start", ("check",)),
    ("start on a taken hex", lambda: spoiled(4, hex="-2,0"), "game.json: action 4 (start", ("check",)),
    ("a move before the draft ends", lambda: acted(5, MOVE9 | {"player": 0}), "game.json: action 5 (move",
     ("check",)),
    ("a move by the seat not to act", lambda: acted(9, MOVE9 | {"player": 0}), "game.json: action 9 (move",
     ("check",)),
    ("a move of no wolf", lambda: acted(9, MOVE9 | {"wolves": []}), "game.json: action 9 (move", ("check",)),
    ("a move of 10,000 wolves", lambda: acted(9, MOVE9 | {"wolves": MOVE9["wolves"] * 10_000}),
     "game.json: action 9 (move", ("check",)),
    ("a move from \"1,2,3\"", lambda: acted(9, move9(**{"from": "1,2,3"})), "game.json: action 9 (move", ALL_THREE),
    ("a move to \"999999999,0\"", lambda: acted(9, move9(to="999999999,0")), "game.json: action 9 (move",
     ("check",)),
    ("a move to \" -2,4\"", lambda: acted(9, move9(to=" -2,4")), "game.json: action 9 (move", ("check",)),
    ("a move from a hex without the wolf", lambda: acted(9, move9(**{"from": "3,-5"})), "game.json: action 9 (move",
     ("check",)),
    ("a move of a wolf kind unknown", lambda: acted(9, move9(kind="lair")), "game.json: action 9 (move", ("check",)),
    ("a move of a wolf without its kind", lambda: acted(9, {"type": "move", "player": 1, "wolves": [
        {"from": "-2,2", "to": "-2,4"}]}), "game.json: action 9 (move", ("check",)),
    ("a move into the water", lambda: acted(9, move9(to="-3,5")), "game.json: action 9 (move", ("check",)),
    ("a move into the chasm", lambda: acted(9, move9(to="0,0")), "game.json: action 9 (move", ("check",)),
    ("a move off the map", lambda: acted(9, move9(to="40,-40")), "game.json: action 9 (move", ("check",)),
    ("a move paid with tile 9", lambda: acted(9, MOVE9 | {"pay": {"tiles": [9]}}), "game.json: action 9 (move",
     ("check",)),
    ("a move paid with tile 0 twice", lambda: acted(9, MOVE9 | {"pay": {"tiles": [0, 0]}}),
     "game.json: action 9 (move", ("check",)),
    ("a move paid with tiles \"0\"", lambda: acted(9, MOVE9 | {"pay": {"tiles": "0"}}), "game.json: action 9 (move",
     ("check",)),
    ("a move paid with tiles of flags", lambda: acted(9, MOVE9 | {"pay": {"tiles": [True]}}),
     "game.json: action 9 (move", ("check",)),
    ("a move paid with -1 bonus terrain", lambda: acted(9, MOVE9 | {"pay": {"tiles": [], "bonus_terrain": -1}}),
     "game.json: action 9 (move", ("check",)),
    ("a move paid with bonus terrain it lacks", lambda: acted(9, MOVE9 | {"pay": {"tiles": [], "bonus_terrain": 5}}),
     "game.json: action 9 (move", ("check",)),
    ("a move paid in coins", lambda: acted(9, MOVE9 | {"pay": {"coins": 3}}), "game.json: action 9 (move",
     ("check",)),
    ("a move with a push where none happens", lambda: acted(9, MOVE9 | {"push": {"-2,4": "-2,5"}}),
     "game.json: action 9 (move", ("check",)),
    ("a move with a push of spoiled hexes", lambda: acted(9, MOVE9 | {"push": {"1,2,3": 7}}),
     "game.json: action 9 (move", ("check",)),
    ("a move with a hunt where none happens", lambda: acted(9, MOVE9 | {"hunt": {"moose": "0,0"}}),
     "game.json: action 9 (move", ("check",)),
    ("a move with a hunt of a dragon", lambda: acted(9, MOVE9 | {"hunt": {"dragon": "1,2,3"}}),
     "game.json: action 9 (move", ("check",)),
    ("a howl where no lone wolf is", lambda: acted(10, {"type": "howl", "player": 1, "hex": "-2,4"}),
     "game.json: action 10 (howl", ("check",)),
    ("a howl at \"1,2,3\"", lambda: spoiled(10, hex="1,2,3"), "game.json: action 10 (howl", ("check",)),
    ("a build far from every alpha", lambda: acted(13, {"type": "build", "player": 2, "hex": "8,-7",
                                                         "area": "speed"}), "game.json: action 13 (build", ("check",)),
    ("a build from the lairs area", lambda: spoiled(13, area="lairs"), "game.json: action 13 (build", ("check",)),
    ("a build from an area 5", lambda: spoiled(13, area=5), "game.json: actions[13].area", ("check",)),
    ("a build from an unknown area", lambda: spoiled(13, area="moon"), "game.json: action 13 (build", ("check",)),
    ("an upgrade without a den", lambda: acted(9, {"type": "upgrade", "player": 1, "hex": "-2,2"}),
     "game.json: action 9 (upgrade", ("check",)),
    ("a dominate of nothing", lambda: acted(9, {"type": "dominate", "player": 1, "hex": "-2,4", "kind": "pack"}),
     "game.json: action 9 (dominate", ("check",)),
    ("a dominate of kind alpha", lambda: spoiled(54, kind="alpha"), "game.json: action 54 (dominate", ("check",)),
    ("a dominate of a den without its area", lambda: spoiled(63, area=None), "game.json: action 63 (dominate",
     ("check",)),
    ("a dominate of a pack wolf with an area", lambda: spoiled(54, area="speed"), "game.json: action 54 (dominate",
     ("check",)),
    ("a bonus action without the token", lambda: acted(9, {"type": "bonus_action", "player": 1}),
     "game.json: action 9 (bonus_action", ("check",)),
    ("an end of turn by another seat", lambda: acted(9, {"type": "end_turn", "player": 2}),
     "game.json: action 9 (end_turn", ("check",)),
    ("an action after the game ended", lambda: wolves_game(actions=wolves_game()["actions"] + [
        {"type": "end_turn", "player": 0}]), "game.json: action 115 (end_turn", ALL_THREE),
    ("a 2-player start on a new-moon region", lambda: spoiled(2, 2, hex="6,-2"), "game.json: action 2 (start",
     ("check",)),
    # -- the file itself
    ("empty", lambda: "", "game.json", ("check",)),
    ("truncated halfway", lambda: json.dumps(wolves_game())[:3500], "game.json", ALL_THREE),
    ("truncated in a string", lambda: json.dumps(wolves_game())[:60], "game.json", ("check",)),
    ("a JSON list", lambda: [wolves_game()], "game.json", ("check",)),
    ("a JSON number", lambda: 7, "game.json", ("check",)),
    ("null", lambda: None, "game.json", ("check",)),
    ("nested 100,000 deep", lambda: NESTED, "game.json", ALL_THREE),
    ("nested 100,000 deep in meta", lambda: raw_text(wolves_game(meta="@n@"), n=NESTED),
     "game.json", ("check",)),
    ("17 MB of spaces before it", lambda: " " * (17 * 1024 * 1024) + json.dumps(wolves_game()), "game.json",
     ("check", "replay")),
    ("actions given twice (duplicate key)", lambda: json.dumps(wolves_game())[:-1] + ', "actions": []}',
     "game.json", ("check",)),
    # -- control cases: valid files, accepted
    ("control: the recorded 3-player game", lambda: wolves_game(), None, ALL_THREE),
    ("control: the recorded 2-player game", lambda: wolves_game(2), None, ALL_THREE),
    ("control: seed and players only (every outcome drawn)", lambda: wolves_game(
        upto=0, drop=("layout", "scoring", "prey", "packs", "first_player")), None, ("check",)),
    ("control: a level for a person and an unknown field (warnings)", lambda: wolves_game(
        colour="red", players=[{"name": "Ann", "level": "hard"}, {"name": "B"}, {"name": "C"}]), None, ("check",)),
    ("control: names in many scripts and emoji", lambda: wolves_game(players=seats_of(
        ["Ана 🐺", "東京", "Ñandú"])), None, ALL_THREE),
    ("control: a 2 MB meta block", lambda: wolves_game(meta={"note": "x" * (2 * 1024 * 1024)}), None, ("check",)),
    ("control: 2 MB of spaces around it", lambda: " " * (1024 * 1024) + json.dumps(wolves_game()) + " " * (
        1024 * 1024), None, ("check",)),
    ("control: the seed at the top of the range", lambda: wolves_game(seed=2 ** 63 - 1), None, ("check",)),
    ("control: a name showing nothing (played as Player 1, a warning)", lambda: wolves_game(players=seats_of(
        ["   ", "B", "C"])), None, ("check",)),
    ("control: the default payment written out", lambda: acted(9, MOVE9 | {"pay": {"tiles": [0]}}), None,
     ("check",)),
    ("control: a field the action does not know (a newer program's), kept", lambda: acted(9, MOVE9 | {
        "note": {"by": ["a", {"b": [1, 2]}]}}), None, ALL_THREE),
]

def region(data, board="r03"):
    return next(b for b in data["boards"] if b["id"] == board)


def box_hex(board, offset):
    return next(h for h in board["hexes"] if h["at"] == offset)


def _box_change(fn):
    return lambda: wolves_box(fn)


BOXES = [
    # (name, the document or its text, what its errors must say)
    ("format of Small World's map", _box_change(lambda d: d.update(format="smallworld-map")), "hostile.json"),
    ("version 2", _box_change(lambda d: d.update(version=2)), "hostile.json: version"),
    ("version of 5,000 digits", lambda: raw_text(wolves_box(lambda d: d.update(version="@n@")), n=BIG),
     "hostile.json"),
    ("id with a slash", _box_change(lambda d: d.update(id="../x")), "hostile.json: id"),
    ("id 5", _box_change(lambda d: d.update(id=5)), "hostile.json: id"),
    ("name with escape codes", _box_change(lambda d: d.update(name=ESCAPE)), "hostile.json: name"),
    ("name with NUL", _box_change(lambda d: d.update(name="W\x00lves")), "hostile.json: name"),
    ("boards an object", _box_change(lambda d: d.update(boards={"start": {}})), "hostile.json: boards"),
    ("boards empty", _box_change(lambda d: d.update(boards=[])), "hostile.json: boards"),
    ("1,000 boards", _box_change(lambda d: d.update(boards=d["boards"] * 91)), "hostile.json: boards"),
    ("a board twice", _box_change(lambda d: d["boards"].append(d["boards"][3])), "hostile.json: boards"),
    ("a board missing (r10)", _box_change(lambda d: d["boards"].pop()), "hostile.json"),
    ("a board of kind moon", _box_change(lambda d: region(d).update(kind="moon")), "hostile.json: boards[3]"),
    ("a board's dominant lava", _box_change(lambda d: region(d).update(dominant="lava")), "hostile.json: boards[3]"),
    ("a board's hexes a text", _box_change(lambda d: region(d).update(hexes="all")), "hostile.json: boards[3]"),
    ("a board of 100,000 hexes", _box_change(lambda d: region(d).update(hexes=region(d)["hexes"] * 5264)),
     "hostile.json: boards[3]"),
    ("a hex twice", _box_change(lambda d: region(d)["hexes"].append(region(d)["hexes"][0])),
     "hostile.json: boards[3]"),
    ("a hex missing", _box_change(lambda d: region(d)["hexes"].pop()), "hostile.json: boards[3]"),
    ("a terrain lava", _box_change(lambda d: region(d)["hexes"][1].update(terrain="lava")),
     "hostile.json: boards[3].hexes[1]"),
    ("a terrain a number", _box_change(lambda d: region(d)["hexes"][1].update(terrain=3)),
     "hostile.json: boards[3].hexes[1]"),
    ("an offset of three numbers", _box_change(lambda d: region(d)["hexes"][1].update(at=[1, 0, -1])),
     "hostile.json: boards[3].hexes[1]"),
    ("an offset \"1,0\"", _box_change(lambda d: region(d)["hexes"][1].update(at="1,0")),
     "hostile.json: boards[3].hexes[1]"),
    ("an offset [1e308, 0]", _box_change(lambda d: region(d)["hexes"][1].update(at=[1e308, 0])),
     "hostile.json: boards[3].hexes[1]"),
    ("an offset of 5,000 digits", lambda: raw_text(wolves_box(lambda d: region(d)["hexes"][1].update(at="@n@")),
                                                    n=f"[{BIG}, 0]"), "hostile.json"),
    ("an offset [true, false]", _box_change(lambda d: region(d)["hexes"][1].update(at=[True, False])),
     "hostile.json: boards[3].hexes[1]"),
    ("an offset 3 steps out", _box_change(lambda d: region(d)["hexes"][1].update(at=[3, 0])),
     "hostile.json: boards[3]"),
    ("a symbol dragon", _box_change(lambda d: next(h for h in region(d)["hexes"] if "symbol" in h).update(
        symbol="dragon")), "hostile.json: boards[3].hexes"),
    ("a symbol on the water", _box_change(lambda d: box_hex(region(d), [0, 0]).update(symbol="prey")),
     "hostile.json: boards[3]"),
    ("a symbol on the start board", _box_change(lambda d: d["boards"][0]["hexes"][1].update(symbol="prey")),
     "hostile.json: boards[0]"),
    ("the water off the centre", _box_change(lambda d: (box_hex(region(d), [0, 0]).update(terrain="meadow"),
                                                        box_hex(region(d), [1, 0]).update(terrain="water"))),
     "hostile.json: boards[3]"),
    ("the start board without its chasm", _box_change(lambda d: [h.update(terrain="meadow")
                                                                 for h in d["boards"][0]["hexes"]
                                                                 if h["terrain"] == "chasm"]),
     "hostile.json: boards[0]"),
    ("a board's hex nested 100,000 deep", lambda: raw_text(wolves_box(lambda d: region(d)["hexes"].__setitem__(
        0, "@n@")), n=NESTED), "hostile.json"),
    ("a duplicate key in a board", lambda: json.dumps(wolves_box()).replace('"kind": "region"',
                                                                           '"kind": "region", "kind": "start"', 1),
     "hostile.json"),
    ("slots a list", _box_change(lambda d: d.update(slots=list(d["slots"].values()))), "hostile.json: slots"),
    ("a slot off the lattice", _box_change(lambda d: d["slots"].update(N=[3, -4])), "hostile.json: slots"),
    ("a slot of an unknown name", _box_change(lambda d: d["slots"].update(Q=[10, -4])), "hostile.json: slots"),
    ("a slot at 10**9", _box_change(lambda d: d["slots"].update(N=[10 ** 9, 0])), "hostile.json: slots"),
    ("a slot a text", _box_change(lambda d: d["slots"].update(N="3,-5")), "hostile.json: slots"),
    ("layouts a list", _box_change(lambda d: d.update(layouts=list(d["layouts"].values()))),
     "hostile.json: layouts"),
    ("a layout for 6 players", _box_change(lambda d: d["layouts"].update({"6": d["layouts"]["5"]})),
     "hostile.json: layouts"),
    ("a layout keyed \"two\"", _box_change(lambda d: d["layouts"].update(two=d["layouts"].pop("2"))),
     "hostile.json: layouts"),
    ("a layout's regions an unknown slot", _box_change(lambda d: d["layouts"]["3"]["regions"].__setitem__(0, "Q")),
     "hostile.json: layouts"),
    ("a layout's region slot twice", _box_change(lambda d: d["layouts"]["3"]["regions"].__setitem__(0, "NE")),
     "hostile.json: layouts"),
    ("a layout's start a list", _box_change(lambda d: d["layouts"]["3"].update(start=["C"])),
     "hostile.json: layouts"),
    ("a layout of 3 without its start", _box_change(lambda d: d["layouts"]["3"].update(start=None)),
     "hostile.json: layouts"),
    ("the start board's slot swapped with N's", _box_change(lambda d: d["slots"].update(N=[0, 0], C=[3, -5])),
     "hostile.json: layouts"),
    ("a layout of 10,000 region slots", _box_change(lambda d: d["layouts"]["5"].update(
        regions=d["layouts"]["5"]["regions"] * 1000)), "hostile.json: layouts"),
    ("a layout's boards apart", _box_change(lambda d: d["slots"].update(N=[15, -6])), "hostile.json: layouts"),
    ("nested 100,000 deep", lambda: NESTED, "hostile.json"),
    ("empty", lambda: "", "hostile.json"),
    ("truncated", lambda: json.dumps(wolves_box())[:2000], "hostile.json"),
    ("17 MB of spaces before it", lambda: " " * (17 * 1024 * 1024) + json.dumps(wolves_box()), "hostile.json"),
]

OPTIONS = [
    # (name, the options after `simulate --game wolves`, the option its error names)
    ("--players 0", ["--players", "0"], "--players"),
    ("--players 1", ["--players", "1"], "--players"),
    ("--players 6", ["--players", "6"], "--players"),
    ("--players -3", ["--players", "-3"], "--players"),
    ("--players 10**30", ["--players", str(10 ** 30)], "--players"),
    ("--players of 5,000 digits", ["--players", BIG], "invalid int value"),
    ("--players two", ["--players", "two"], "invalid int value"),
    ("--players with --map", ["--players", "3", "--map", "standard"], "--players"),
    *corpus.map_options("no/such/box.json"),
    *corpus.ai_options(6, "six"),
    ("--ai two levels for 3 players", ["--players", "3", "--ai", "random,easy"], "--ai"),
    *corpus.RUN_OPTIONS,
    ("--game nosuch", ["--game", "nosuch"], "--game"),
]
