"""What the hostile-file corpora of The Wolves (tests/wolves_files.py) and Warcraft (tests/warcraft_files.py)
share: the spoiling values (escape codes, a 5,000-digit number, nesting deeper than any reader recurses), a
recorded game read back with a few of its actions or fields, a JSON document `change`d, a document's text
with raw JSON put in, an action's fields spoiled, and `simulate`'s options that every game refuses alike.
Imports nothing from the program, so the bench can run another checkout's program on the same corpus.
"""

import json
import os

TESTS = os.path.dirname(os.path.abspath(__file__))
GRID = os.path.join(TESTS, "data", "test-grid.json")      # a Small World map, where another game's belongs
ESCAPE = "\x1b]0;pwned\x07\x1b[2J"      # retitles and clears a terminal that obeys it
BIG = "1" + "0" * 5000       # a 5,000-digit whole number, more than Python reads from JSON text
NESTED = "[" * 100_000 + "]" * 100_000     # deeper than any reader recurses
NESTED_40 = json.loads("[" * 40 + "]" * 40)
ALL_THREE = ("check", "replay", "json")      # check, replay and replay --json


def recorded_game(path, upto=None, drop=(), changes=None):
    """The recorded game at `path`, its first `upto` actions only, the fields of `drop` left out and
    `changes` replacing top-level fields."""
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    if upto is not None:
        data["actions"] = data["actions"][:upto]
    for key in drop:
        data.pop(key, None)
    data.update(changes or {})
    return data


def document(path, change=None):
    """The JSON document at `path` (a shipped map or box), `change`d."""
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    if change:
        change(data)
    return data


def raw_text(data, **raws):
    """The document's JSON text with each string "@name@" replaced by the raw JSON text raws[name] (numbers
    json.dumps will not write: 5,000 digits, NaN, 1e400)."""
    text = json.dumps(data)
    for name, raw in raws.items():
        text = text.replace(json.dumps(f"@{name}@"), raw)
    return text


def spoil_action(data, i, fields):
    """The game document `data` with its action i's `fields` replaced (a value None: left out)."""
    action = data["actions"][i]
    for key, value in fields.items():
        if value is None:
            action.pop(key, None)
        else:
            action[key] = value
    return data


def map_options(missing):
    """`simulate --game <id>`'s --map options every game refuses ((name, options, what the error names));
    `missing`: a path to no file."""
    return [
        ("--map missing", ["--map", missing], "--map"),
        ("--map an unknown id", ["--map", "nosuch"], "--map"),
        ("--map a Small World map id", ["--map", "thornmere"], "--map"),
        ("--map a Small World map file", ["--map", GRID], "test-grid.json"),
        ("--map a folder", ["--map", "@folder@"], "@folder@"),
        ("--map /dev/zero", ["--map", "/dev/zero"], "/dev/zero"),
        ("--map with escape codes", ["--map", ESCAPE], "--map"),
    ]


def ai_options(too_many, in_words):
    """The --ai options every game refuses; `too_many`: one level more than its most seats (`in_words`)."""
    return [
        ("--ai unknown", ["--ai", "genius"], "--ai"),
        ("--ai empty", ["--ai", ""], "--ai"),
        ("--ai random,,random", ["--ai", "random,,random"], "--ai"),
        (f"--ai {in_words} levels", ["--ai", ",".join(["random"] * too_many)], "--ai"),
        ("--ai one level of 100,000 characters", ["--ai", "e" * 100_000], "--ai"),
        ("--ai with escape codes", ["--ai", ESCAPE], "--ai"),
    ]


RUN_OPTIONS = [
    # --games, --seed and --ruleset, which every game but Small World refuses alike
    ("--games 0", ["--games", "0"], "--games"),
    ("--games -1", ["--games", "-1"], "--games"),
    ("--games 10**30", ["--games", str(10 ** 30)], "--games"),
    ("--seed 2**63", ["--seed", str(2 ** 63)], "--seed"),
    ("--seed at the top with --games 2", ["--seed", str(2 ** 63 - 1), "--games", "2"], "--seed"),
    ("--ruleset azeroth", ["--ruleset", "azeroth"], "--ruleset"),
]
