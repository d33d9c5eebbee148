"""Shared by make_golden.py and tests/test_golden.py: replay one golden game file through the
project's public loading code (games/smallworld/model/gamefile.py), summarise the events it emits, and
name what it covers.

Nothing here decides a rule: the engine does. This module only watches a replay.
"""

import hashlib
import json
import os
import sys
from collections import Counter
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from games.smallworld.model.errors import DataError, IllegalAction  # noqa: E402
from games.smallworld.model.gamefile import describe, load_game_file, new_game, parse_game_file  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.model.state_json import state_json  # noqa: E402

MAPS_DIR = os.path.join(ROOT, "maps")          # only the shipped maps, never the player's own
RULES_DIR = os.path.join(ROOT, "rules_data")
GAME_SUFFIX = ".game.json"
STATE_SUFFIX = ".state.json"
EVENTS_SUFFIX = ".events.json"

SHIPPED_MAPS = {"thornmere": 2, "saltwind-coast": 3, "emberfell-reach": 4, "sundered-weald": 5}
GRID_MAP = "test-grid"
LEVELS = ("random", "easy", "medium", "hard")
# The action and event types of the engine, written out here on purpose: a type that appears or
# disappears should be a deliberate change to this list and to the golden set.
ACTION_TYPES = ("pick", "decline", "abandon", "conquer", "reinforce", "roll", "sorcery", "dragon",
                "redeploy", "ally", "retreat", "end_turn")
EVENT_TYPES = ("picked", "declined", "decline_announced", "left_game", "abandoned", "conquered",
               "rolled", "redeployed", "allied", "scored", "turn_ended", "retreated", "turn_started",
               "game_over")
# The situations the brief of the golden set asks for, each found at least once across the set.
SITUATIONS = ("decline", "spirit_decline_two_declined", "stout_decline", "left_game",
              "declined_ghouls_act", "retreat", "reinforce_fail", "reinforce_success",
              "berserk_roll", "sorcery", "dragon", "ally", "abandon", "redeploy_encampments",
              "redeploy_fortress", "redeploy_heroes", "power_reshuffle", "power_reshuffle_recorded",
              "power_reshuffle_seeded", "left_game_last_region_conquered", "left_game_on_decline",
              "left_game_fills_column", "combo:giants+underworld", "combo:tritons+seafaring")
# tie_break (a game won on the tokens on the map) is also required: it is rare, so the generator
# tries more seeds in some slots to find one.
SETUPS = (tuple(f"players:{n}" for n in (2, 3, 4, 5)) + tuple(f"map:{m}" for m in SHIPPED_MAPS)
          + (f"map:{GRID_MAP}",) + tuple(f"level:{lv}" for lv in LEVELS)
          + ("recorded", "seeded", "complete", "partial_mid_turn", "partial_retreat"))


def classic():
    return load_ruleset(os.path.join(RULES_DIR, "classic"))


def required_features():
    """Everything the golden set as a whole must cover."""
    rules = classic()
    out = [f"race:{r}" for r in rules.races] + [f"power:{p}" for p in rules.powers]
    out += [f"action:{a}" for a in ACTION_TYPES] + [f"event:{e}" for e in EVENT_TYPES]
    return out + list(SITUATIONS) + list(SETUPS) + ["tie_break"]


def golden_names(folder=HERE):
    return sorted(f[: -len(GAME_SUFFIX)] for f in os.listdir(folder) if f.endswith(GAME_SUFFIX))


@dataclass
class Replayed:
    """A replayed golden game: the final game, every event, and the summary files' contents."""

    game: object
    setup: dict
    raw: dict
    events: list
    features: set

    @property
    def state(self):
        return state_json(self.game)

    @property
    def summary(self):
        return summary(self.game, self.events, self.features)


def load(path):
    """The setup of a game file, read and checked by the project's own loader."""
    return load_game_file(path, [MAPS_DIR], RULES_DIR)


def replay_file(path):
    """Load and replay a game file action by action (as gamefile.replay does), keeping the events."""
    setup = load(path)
    with open(path, encoding="utf-8") as handle:
        raw = json.load(handle)
    return replay_setup(setup, raw)


def replay_data(raw, where="game"):
    """Replay a game file's content not yet on disk (as if it were a file in this folder)."""
    setup, problems = parse_game_file(raw, where, [MAPS_DIR], RULES_DIR, base_dir=HERE)
    errors = [p for p in problems if not p.warning]
    if errors:
        raise DataError(errors)
    return replay_setup(setup, raw)


def replay_setup(setup, raw):
    game = new_game(setup)
    events = []
    features = set(setup_features(game, setup, raw))
    for i, action in enumerate(setup["actions"]):
        shown = len(game.combos)
        try:
            emitted = game.apply(action)
        except IllegalAction as exc:
            raise DataError.single(f"{setup.get('path', 'game')}: action {i} ({describe(action)})",
                                   exc.reason) from None
        events.extend(emitted)
        features.update(action_features(game, action, emitted))
        if (action["type"] != "pick" and len(game.combos) > shown
                and any(e["type"] == "left_game" for e in emitted)):
            features.add("left_game_fills_column")   # §5.14: the banner is shown again at once
    features.update(end_features(game))
    if "power_reshuffle" in features:   # once with the reshuffled order in the file, once from the seed
        features.update(f"power_reshuffle_{how}" for how in ("recorded", "seeded") if how in features)
    return Replayed(game, setup, raw, events, features)


def map_id(ref):
    base = os.path.basename(ref)
    return base[:-5] if base.endswith(".json") else base


def setup_features(game, setup, raw):
    out = [f"players:{len(game.players)}", f"map:{map_id(setup['map'])}"]
    out += [f"level:{p['level']}" for p in setup["players"] if p.get("kind") == "ai"]
    recorded = (all(raw.get(k) is not None for k in ("races", "powers", "dice"))
                and len(raw["races"]) == len(game.ruleset.races))
    seeded = all(raw.get(k) is None for k in ("races", "powers", "dice"))
    if recorded:
        out.append("recorded")
    if seeded:
        out.append("seeded")
    return out


def action_features(game, action, events):
    kind = action["type"]
    out = [f"action:{kind}"] + [f"event:{e['type']}" for e in events]
    for e in events:
        t = e["type"]
        if t == "picked":
            out += [f"race:{e['race']}", f"power:{e['power']}"]
            combo = f"combo:{e['race']}+{e['power']}"
            if combo in SITUATIONS:
                out.append(combo)
        elif t == "declined":
            out.append("decline")
            player = game.players[e["player"]]
            if e.get("kept_power") == "spirit" and len(player.declined) >= 2:
                out.append("spirit_decline_two_declined")
        elif t == "decline_announced":
            out.append("stout_decline")
        elif t == "left_game":
            out.append("left_game")
            if kind in ("conquer", "reinforce", "dragon", "sorcery"):
                out.append("left_game_last_region_conquered")
            elif kind in ("decline", "end_turn"):
                out.append("left_game_on_decline")
        elif t == "game_over" and e.get("tie_break"):
            out.append("tie_break")
        elif t == "rolled" and e.get("region") is not None:
            out.append("reinforce_success" if e.get("success") else "reinforce_fail")
    if action.get("race") == "ghouls" and kind != "retreat":
        out.append("declined_ghouls_act")
    simple = {"retreat": "retreat", "roll": "berserk_roll", "sorcery": "sorcery", "dragon": "dragon",
              "ally": "ally", "abandon": "abandon"}
    if kind in simple:
        out.append(simple[kind])
    if kind == "redeploy":
        if any(n for n in (action.get("encampments") or {}).values()):
            out.append("redeploy_encampments")
        if action.get("fortress"):
            out.append("redeploy_fortress")
        if action.get("heroes"):
            out.append("redeploy_heroes")
    return out


def end_features(game):
    out = []
    if len(game.power_log) > len(game.ruleset.powers):
        out.append("power_reshuffle")
    if game.over:
        out.append("complete")
    elif game.phase == "retreat":
        out.append("partial_retreat")
    elif game.phase in ("conquer", "redeploy"):
        out.append("partial_mid_turn")
    else:
        out.append("partial_other")
    return out


def events_digest(events):
    """sha256 over the events, one canonical JSON line each."""
    text = "\n".join(json.dumps(e, sort_keys=True, separators=(",", ":")) for e in events)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def summary(game, events, features):
    """The side file: event counts, their digest, the coins and what the game covers."""
    over = [e for e in events if e["type"] == "game_over"]
    return {
        "events": dict(sorted(Counter(e["type"] for e in events).items())),
        "events_sha256": events_digest(events),
        "coins": [p.coins for p in game.players],
        "winners": list(game.winners),
        "tie_break": bool(over and over[-1].get("tie_break")),
        "round": game.round,
        "phase": game.phase,
        "actions": len(game.actions),
        "covers": sorted(features),
    }


def dumps_pretty(data):
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def dumps_summary(data):
    """The side file: one key per line, the event counts one per line too."""
    lines = []
    keys = sorted(data)
    for n, key in enumerate(keys):
        value = data[key]
        if isinstance(value, dict) and value:
            inner = [f"    {json.dumps(k)}: {json.dumps(v)}" for k, v in sorted(value.items())]
            text = "{\n" + ",\n".join(inner) + "\n  }"
        else:
            text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
        lines.append(f"  {json.dumps(key)}: {text}{',' if n < len(keys) - 1 else ''}")
    return "{\n" + "\n".join(lines) + "\n}\n"


def differences(expected, actual, path="", limit=20):
    """Readable differences between two JSON values: ['regions.a3.tokens: 2 -> 3', ...]."""
    out = []

    def walk(a, b, where):
        if len(out) >= limit:
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for key in sorted(set(a) | set(b), key=str):
                sub = f"{where}.{key}" if where else str(key)
                if key not in a:
                    out.append(f"{sub}: (absent) -> {json.dumps(b[key])[:80]}")
                elif key not in b:
                    out.append(f"{sub}: {json.dumps(a[key])[:80]} -> (absent)")
                else:
                    walk(a[key], b[key], sub)
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b)):
                walk(x, y, f"{where}[{i}]")
        elif a != b:
            out.append(f"{where}: {json.dumps(a)[:80]} -> {json.dumps(b)[:80]}")

    walk(expected, actual, path)
    return out
