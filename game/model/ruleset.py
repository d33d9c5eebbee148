"""Rulesets as data: `rules_data/<id>/{ruleset,races,powers}.yaml`."""

import os
import re

from .abilities import compile_effects
from .errors import DataError, Problem
from .files import read_yaml, type_name

RULESET_FORMAT = "smallworld-ruleset"
RULESET_VERSION = 1
RULESET_ID = re.compile(r"[a-z0-9_-]+\Z")
ITEM_ID = re.compile(r"[a-z0-9_]+\Z")
MARKERS = ("lost_tribe", "mountain", "lair", "fortress", "encampment", "hole", "hero", "dragon")


class RaceDef:
    __slots__ = ("id", "name", "banner", "box", "text", "abilities")

    def __init__(self, rid, name, banner, box, text, abilities):
        self.id, self.name, self.banner, self.box = rid, name, banner, box
        self.text, self.abilities = text, abilities


class PowerDef:
    __slots__ = ("id", "name", "bonus", "text", "abilities")

    def __init__(self, pid, name, bonus, text, abilities):
        self.id, self.name, self.bonus, self.text, self.abilities = pid, name, bonus, text, abilities


class Ruleset:
    def __init__(self, rid, name, visible_combos, starting_coins, die, rounds, markers, races, powers, path):
        self.id = rid
        self.name = name
        self.visible_combos = visible_combos
        self.starting_coins = starting_coins
        self.die = die
        self.rounds = rounds
        self.markers = markers
        self.races = races      # id -> RaceDef, in file order
        self.powers = powers    # id -> PowerDef, in file order
        self.path = path

    def rounds_for(self, players):
        return self.rounds[players]


_CACHE = {}


def ruleset_folder(name_or_path, rules_root):
    """A ruleset is named by id (a folder of rules_root) or given as a folder path."""
    if RULESET_ID.match(name_or_path or ""):
        return os.path.join(rules_root, name_or_path)
    return name_or_path


def load_ruleset_by_name(name, rules_root, where="ruleset"):
    """Load a ruleset named in a game file: only an id, never a path."""
    if not isinstance(name, str) or not RULESET_ID.match(name):
        raise DataError.single(where, f"{name!r} is not a ruleset id (letters, digits, '_' and '-' only)")
    folder = os.path.join(rules_root, name)
    if not os.path.isdir(folder):
        raise DataError.single(where, f"no ruleset \"{name}\" (looked in {folder})")
    return load_ruleset(folder)


def load_ruleset(folder):
    folder = os.path.normpath(folder)
    cached = _CACHE.get(folder)
    if cached is not None:
        return cached
    ruleset, problems = check_ruleset(folder)
    errors = [p for p in problems if not p.warning]
    if errors:
        raise DataError(errors)
    _CACHE[folder] = ruleset
    return ruleset


def check_ruleset(folder):
    """Parse and validate a ruleset folder: (Ruleset or None, problems)."""
    problems = []
    if not os.path.isdir(folder):
        return None, [Problem(folder, "not a ruleset folder")]
    files = {}
    for part in ("ruleset", "races", "powers"):
        path = os.path.join(folder, part + ".yaml")
        try:
            files[part] = read_yaml(path)
        except DataError as exc:
            problems.extend(exc.problems)
    if problems:
        return None, problems
    numbers_path = os.path.join(folder, "ruleset.yaml")
    numbers = _check_numbers(files["ruleset"], numbers_path, problems)
    races = _check_items(files["races"], os.path.join(folder, "races.yaml"), "banner", problems, with_box=True)
    powers = _check_items(files["powers"], os.path.join(folder, "powers.yaml"), "bonus", problems)
    if any(not p.warning for p in problems):
        return None, problems
    if len(races) < numbers["visible_combos"] or len(powers) < numbers["visible_combos"]:
        problems.append(Problem(numbers_path, "fewer races or powers than visible combos"))
        return None, problems
    ruleset = Ruleset(numbers["id"], numbers["name"], numbers["visible_combos"], numbers["starting_coins"],
                      numbers["die"], numbers["rounds"], numbers["markers"], races, powers, folder)
    return ruleset, problems


def _whole(value, low):
    return not isinstance(value, bool) and isinstance(value, int) and value >= low


def _check_numbers(data, where, problems):
    def err(field, what):
        problems.append(Problem(f"{where}: {field}" if field else where, what))

    out = {}
    if not isinstance(data, dict):
        err("", f"must be a mapping, not {type_name(data)}")
        return out
    if data.get("format") != RULESET_FORMAT:
        err("format", f"must be {RULESET_FORMAT}")
    version = data.get("version")
    if not _whole(version, 1):
        err("version", "missing or not a whole number ≥ 1")
    elif version > RULESET_VERSION:
        err("version", f"version {version} is newer than this program understands ({RULESET_VERSION})")
    rid = data.get("id")
    if not isinstance(rid, str) or not RULESET_ID.match(rid):
        err("id", "missing or not a ruleset id")
    out["id"] = rid
    out["name"] = data.get("name") if isinstance(data.get("name"), str) else rid
    for key, low in (("visible_combos", 1), ("starting_coins", 0)):
        if not _whole(data.get(key), low):
            err(key, f"must be a whole number ≥ {low}")
        out[key] = data.get(key)
    die = data.get("die")
    if not isinstance(die, list) or not die or not all(_whole(v, 0) for v in die):
        err("die", "must be a list of the die's faces (whole numbers ≥ 0)")
    out["die"] = tuple(die) if isinstance(die, list) else ()
    rounds = data.get("rounds")
    out["rounds"] = {}
    if not isinstance(rounds, dict):
        err("rounds", "must map each player count 2..5 to a number of rounds")
    else:
        for count in range(2, 6):
            value = rounds.get(count, rounds.get(str(count)))
            if not _whole(value, 1):
                err(f"rounds.{count}", "must be a whole number ≥ 1")
            out["rounds"][count] = value
    markers = data.get("markers")
    out["markers"] = {}
    if not isinstance(markers, dict):
        err("markers", "must map marker names to supplies")
    else:
        for name in MARKERS:
            if not _whole(markers.get(name), 0):
                err(f"markers.{name}", "must be a whole number ≥ 0")
            out["markers"][name] = markers.get(name)
        for name in markers:
            if name not in MARKERS:
                problems.append(Problem(f"{where}: markers.{name}", "unknown marker (ignored)", warning=True))
    return out


def _check_items(data, where, token_field, problems, with_box=False):
    items = {}
    if not isinstance(data, list) or not data:
        problems.append(Problem(where, "must be a non-empty list"))
        return items
    for i, raw in enumerate(data):
        base = f"{where}: [{i}]"
        if not isinstance(raw, dict):
            problems.append(Problem(base, f"must be a mapping, not {type_name(raw)}"))
            continue
        iid = raw.get("id")
        if not isinstance(iid, str) or not ITEM_ID.match(iid) or iid == "lost_tribe":
            problems.append(Problem(f"{base}.id", "missing or not made of a-z, 0-9 and '_'"))
            continue
        base = f"{where}: {iid}"
        if iid in items:
            problems.append(Problem(f"{base}.id", f"duplicate id \"{iid}\""))
            continue
        ok = True
        name = raw.get("name", iid)
        text = raw.get("text", "")
        if not isinstance(name, str) or not isinstance(text, str):
            problems.append(Problem(base, "name and text must be text"))
            ok = False
        tokens = raw.get(token_field)
        if not _whole(tokens, 0):
            problems.append(Problem(f"{base}.{token_field}", "must be a whole number ≥ 0"))
            ok = False
        box = raw.get("box") if with_box else None
        if with_box and (not _whole(box, 1) or (ok and box < tokens)):
            problems.append(Problem(f"{base}.box", f"must be a whole number ≥ {token_field}"))
            ok = False
        count = len(problems)
        abilities = compile_effects(raw.get("effects", []), f"{base}.effects", problems)
        if len(problems) > count:
            ok = False
        for key in raw:
            if key not in ("id", "name", "text", "effects", token_field, "box"):
                problems.append(Problem(f"{base}.{key}", "unknown field (ignored)", warning=True))
        if ok:
            if with_box:
                items[iid] = RaceDef(iid, name, tokens, box, text, abilities)
            else:
                items[iid] = PowerDef(iid, name, tokens, text, abilities)
    return items
