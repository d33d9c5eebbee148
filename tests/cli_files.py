"""The game file the command-line tests and bench/hostile_inputs.py start from: two seats on the
test grid, one turn played. Imports nothing from the game, so a bench can load it for any checkout."""

import math
import os
import re
import shutil

GRID = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "test-grid.json")


def base_game(map_ref=GRID, **changes):
    """A valid game file as a dict, with `changes` replacing its top-level fields."""
    data = {"format": "smallworld-game", "version": 1, "ruleset": "classic", "map": map_ref, "seed": 7,
            "players": [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "ai", "level": "random"}],
            "races": ["ratmen", "orcs"], "powers": ["forest", "merchant"], "dice": [3, 0],
            "actions": [{"type": "pick", "player": 0, "combo": 0},
                        {"type": "conquer", "player": 0, "region": "a3"},
                        {"type": "redeploy", "player": 0, "tokens": {"a3": 12}},
                        {"type": "end_turn", "player": 0}]}
    data.update(changes)
    return data


def game_named(name):
    """The base game with its first player called `name`."""
    return base_game(players=[{"name": name}, {"name": "Bot", "kind": "ai"}])


def game_conquering(region):
    """The base game whose conquest (action 1) aims at the region id `region`."""
    data = base_game()
    data["actions"][1]["region"] = region
    return data


def spread_map(radius):
    """A map of one long diagonal edge among 80,000 tiny ones: 40 circles of 2,000 points, `radius` wide."""
    regions = [{"id": "tri", "terrain": "farmland", "border": True, "polygon": [[0, 0], [20000, 0], [0, 20000]]}]
    for k in range(40):
        cx, cy = 11000 + (k % 8) * 1000, 11000 + (k // 8) * 1000
        regions.append({"id": f"c{k}", "terrain": "forest", "border": True,
                        "polygon": [[round(cx + radius * math.cos(2 * math.pi * i / 2000), 3),
                                     round(cy + radius * math.sin(2 * math.pi * i / 2000), 3)] for i in range(2000)]})
    return {"format": "smallworld-map", "version": 1, "id": "spread", "players": 3, "size": [20000, 20000],
            "regions": regions, "adjacent": []}


def copy_ruleset(source, target):
    """A copy of the ruleset folder `source` at `target`, its id made the new folder's name: a ruleset's
    id is its folder's, and a copy is a ruleset of its own, never the shipped one it was made from."""
    shutil.copytree(source, target)
    path = os.path.join(target, "ruleset.yaml")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(re.sub(r"(?m)^id: .*$", f"id: {os.path.basename(target)}", text, count=1))
    return str(target)


HUGE_HEX = "0x" + "f" * 5000     # YAML reads it at once (no digit limit for hex); about 6,000 decimal digits,
                                 # more than Python writes out as text


def regions_on_same_ground(data, kind):
    """Grid map `data` with two regions on the same ground: a4 drawn as a3 ("identical"), or a border
    region added over the nine cells a1-c3 and more ("square over nine"); anchors dropped."""
    for region in data["regions"]:
        region.pop("anchor", None)
    if kind == "identical":
        data["regions"][3]["polygon"] = list(data["regions"][2]["polygon"])
    else:
        data["regions"].append({"id": "big", "terrain": "hill", "border": True,
                                "polygon": [[200, 125], [1000, 125], [1000, 625], [200, 625]]})
    return data
