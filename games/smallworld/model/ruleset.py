"""Rulesets as data: `rules_data/<id>/{ruleset,races,powers}.yaml`.

A ruleset folder may extend another (`extends: <id>` in ruleset.yaml, the parent
being a folder beside it, or a shipped ruleset): its numbers default to the parent's, and its races.yaml and
powers.yaml (both optional then) hold only the races and powers it adds or replaces
(an entry with a parent's id replaces it). Races and powers are made of effect
primitives (games/smallworld/model/primitives/).
"""

import os
import re

from .board import BOARD_MARKERS, MAX_ID
from .effects import FACTION, OWN_NAME, OWN_NAME_PATTERN, REQUIRED, Effects, MarkerKind, Primitive
from .errors import DataError, Problem
from .files import UNSAFE_TEXT, escape_text, excerpt, read_yaml, text_problem, type_name
from .names import reserved_reason
from .primitives import PRIMITIVES
from .schemas import install_root
from .state_json import PLAYER_KEYS, RACE_KEYS

RULESET_FORMAT = "smallworld-ruleset"
RULESET_VERSION = 1
RULESET_ID = re.compile(r"[a-z0-9_-]+\Z")
# an id, at most as long as a region's: a game file holds race, power and region ids of at most 64 characters
ITEM_ID = re.compile(rf"[a-z0-9_]{{1,{MAX_ID}}}\Z")
MARKER_NAME = OWN_NAME_PATTERN     # a marker's name is one a ruleset brings
MOUNTAIN = MarkerKind("mountain", defence=1)  # +1 defence forever, whoever holds the region
MAX_EXTENDS = 8


def shipped_rules():
    """The shipped rulesets' folder (rules_data/ of the install, in the source tree and in the frozen
    build alike): where a parent named by `extends` is looked for when it is not beside the child."""
    return os.path.join(install_root(), "rules_data")


def findable_by_id(ruleset, rules_root):
    """True when a game file naming `ruleset` (by its id) finds this very folder in rules_root."""
    return os.path.realpath(os.path.join(rules_root, ruleset.id)) == os.path.realpath(ruleset.path)


class RaceDef:
    __slots__ = ("id", "name", "banner", "box", "text", "primitives", "ui", "faction", "playable")

    def __init__(self, rid, name, banner, box, text, primitives, ui=None, faction=None, playable=True):
        self.id, self.name, self.banner, self.box = rid, name, banner, box
        self.text, self.primitives = text, tuple(primitives)
        self.ui = ui or {}      # how the window draws it: {"colour": (r, g, b), "emblem": name}
        self.faction = faction      # its faction (rulesets with factions), or None
        self.playable = playable    # False: its mechanics are not built, it is kept out of the deck

    def describe(self):
        return [p.describe() for p in self.primitives]

    def __deepcopy__(self, memo):     # part of the ruleset: shared by game copies
        return self


class PowerDef:
    __slots__ = ("id", "name", "bonus", "text", "primitives", "playable")

    def __init__(self, pid, name, bonus, text, primitives, playable=True):
        self.id, self.name, self.bonus, self.text = pid, name, bonus, text
        self.primitives = tuple(primitives)
        self.playable = playable    # False: its mechanics are not built, it is kept out of the deck

    def describe(self):
        return [p.describe() for p in self.primitives]

    def __deepcopy__(self, memo):
        return self


class ItemDef:
    """An artifact or legendary place (items.yaml): drawn face down onto a letter region at setup;
    its primitives work for the active race that controls it (occupies its region)."""

    __slots__ = ("id", "name", "kind", "text", "primitives", "playable", "effects")

    def __init__(self, iid, name, kind, text, primitives, playable=True):
        self.id, self.name, self.kind, self.text = iid, name, kind, text
        self.primitives = tuple(primitives)
        self.playable = playable
        self.effects = Effects.of(self.primitives)     # its primitives by hook, as a race's

    def __deepcopy__(self, memo):
        return self


# The board rules a ruleset selects from data (ruleset.yaml), with classic's values as defaults.
BOARD_RULES = {"natives": None, "entry": "border", "crossing_fee": 0, "factions": None, "faction_bonus": 0,
               "race_state": None, "player_state": None, "declined_lose_all": False}
ENTRY_RULES = ("border", "entry_regions")
ITEM_KINDS = ("artifact", "place")


class Ruleset:
    def __init__(self, rid, name, visible_combos, starting_coins, die, rounds, markers, races, powers, path,
                 parent=None, board_rules=None, items=None):
        self.id = rid
        self.name = name
        self.visible_combos = visible_combos
        self.starting_coins = starting_coins
        self.die = die
        self.rounds = rounds
        self.markers = markers  # marker name -> supply
        self.races = races      # id -> RaceDef, in file order (a parent's first)
        self.powers = powers    # id -> PowerDef, in file order (a parent's first)
        self.path = path
        self.parent = parent    # the id of the ruleset this one extends, or None
        rules = dict(BOARD_RULES, **(board_rules or {}))
        self.board_rules = rules
        # natives on the lost-tribe regions: the id and name the state and the players see
        natives = rules["natives"] or {}
        self.natives_id = natives.get("id", "lost_tribe")
        self.natives_name = natives.get("name", "Lost Tribe")
        self.entry = rules["entry"]              # "border" or "entry_regions"
        self.crossing_fee = rules["crossing_fee"]
        self.factions = rules["factions"]        # faction -> opposed faction (or None), or None
        self.faction_bonus = rules["faction_bonus"]
        # a conquered declined region sends every token to the tray (else one, the rest come back)
        self.declined_lose_all = rules["declined_lose_all"]
        self.race_state = rules["race_state"] or {}   # extra keys of an active race's state, with defaults
        self.player_state = rules["player_state"] or {}   # extra keys of a player's state (harmony)
        self.items = items or {}                 # id -> ItemDef (artifacts and legendary places)
        # what is dealt: races, powers and items whose mechanics are built
        self.deck_races = [rid for rid, race in races.items() if race.playable]
        self.deck_powers = [pid for pid, power in powers.items() if power.playable]
        self.deck_items = [iid for iid, item in self.items.items() if item.playable]
        # the primitives of every race and power, and of every item too
        abilities = [p for item in list(races.values()) + list(powers.values()) for p in item.primitives]
        with_items = abilities + [p for item in self.items.values() for p in item.primitives]
        # some ability checks its markers after every action (Watch Towers)
        self.rechecks = any(p.rechecks for p in abilities)
        # some race lays bombs (the game file's `bombs`, the state's `bombs_left`)
        self.bombs = any(p.lays_bombs for p in abilities)
        self.watches_conquests = any(type(p).watch_conquest is not Primitive.watch_conquest for p in abilities)
        # some race or power keeps attackers out of its regions (peace): the legal actions look
        self.protects = any(type(p).protects is not Primitive.protects for p in abilities)
        # some race or power acts at its race's first action of a turn (the Worgen's form): apply looks
        self.first_actions = any(type(p).on_first_action is not Primitive.on_first_action for p in abilities)
        # some race, power or item asks a toll before a conquest (a Bogman's swamps, the Aegis):
        # conquest.tolls looks (a mod's only toll may be an item's)
        self.has_tolls = any(type(p).toll is not Primitive.toll or p.grants_tolls
                             or type(p).item_toll is not Primitive.item_toll for p in with_items)
        # every kind of marker the races and powers can put on the map, by name
        self.marker_kinds = {"mountain": MOUNTAIN}
        # action type -> names of the races and powers that have it (for refusals)
        self.action_owners = {}
        for item in list(races.values()) + list(powers.values()) + list(self.items.values()):
            for primitive in item.primitives:
                for kind in primitive.markers:
                    self.marker_kinds.setdefault(kind.name, kind)
                for action in primitive.actions:
                    self.action_owners.setdefault(action, []).append(item.name)
        # why a race cannot attack a sea or lake (naming those that can): asked for every water region
        holders = " or ".join(self.names_with("holds_water")) or "no race"
        self.water_reason = f"seas and lakes cannot be conquered (only {holders} may hold water)"
        # some piece holds a region alone (the Champion): no losses where it stands
        self.holder_markers = tuple(kind.name for kind in self.marker_kinds.values() if kind.holds)

    def rounds_for(self, players):
        return self.rounds[players]

    def names_with(self, flag):
        """The names of the races and powers one of whose primitives sets `flag` (for messages)."""
        return [item.name for item in list(self.races.values()) + list(self.powers.values())
                if any(getattr(p, flag) for p in item.primitives)]


_CACHE = {}


def ruleset_folder(name_or_path, rules_root):
    """A ruleset is named by id (a folder of rules_root) or given as a folder path."""
    if RULESET_ID.match(name_or_path or ""):
        return os.path.join(rules_root, name_or_path)
    return name_or_path


def load_ruleset_by_name(name, rules_root, where="ruleset"):
    """Load a ruleset named in a game file: only an id, never a path."""
    if not isinstance(name, str) or not RULESET_ID.match(name):
        raise DataError.single(where, f"{excerpt(name)} is not a ruleset id (letters, digits, '_' and '-' only)")
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


def check_ruleset(folder, _chain=()):
    """Parse and validate a ruleset folder (and the folders it extends): (Ruleset or None, problems)."""
    problems = []
    if not os.path.isdir(folder):
        return None, [Problem(folder, "not a ruleset folder")]
    numbers_path = os.path.join(folder, "ruleset.yaml")
    try:
        data = read_yaml(numbers_path)
    except DataError as exc:
        return None, list(exc.problems)
    parent = None
    parent_id = data.get("extends") if isinstance(data, dict) else None
    if parent_id is not None:
        parent, parent_problems = _load_parent(folder, numbers_path, parent_id, _chain, problems)
        problems.extend(parent_problems)
        if parent is None:
            return None, problems
    files = {}
    for part in ("races", "powers", "items"):
        path = os.path.join(folder, part + ".yaml")
        if (parent is not None or part == "items") and not os.path.exists(path):
            files[part] = []
            continue
        try:
            files[part] = read_yaml(path)
        except DataError as exc:
            problems.extend(exc.problems)
    if any(not p.warning for p in problems):
        return None, problems
    numbers = _check_numbers(data, numbers_path, problems, parent)
    _check_id(numbers.get("id"), folder, numbers_path, problems, top=not _chain)
    allow_empty = parent is not None
    inherited = parent if parent is not None and numbers.get("inherit_deck", True) else None
    races = dict(inherited.races) if inherited else {}
    powers = dict(inherited.powers) if inherited else {}
    items = dict(inherited.items) if inherited else {}
    races.update(_check_items(files["races"], os.path.join(folder, "races.yaml"), "banner", problems,
                              with_box=True, allow_empty=allow_empty))
    powers.update(_check_items(files["powers"], os.path.join(folder, "powers.yaml"), "bonus", problems,
                               allow_empty=allow_empty))
    items.update(_check_items(files["items"], os.path.join(folder, "items.yaml"), None, problems,
                              allow_empty=True))
    if any(not p.warning for p in problems):
        return None, problems
    playable_races = sum(1 for race in races.values() if race.playable)
    playable_powers = sum(1 for power in powers.values() if power.playable)
    if playable_races < numbers["visible_combos"] or playable_powers < numbers["visible_combos"]:
        problems.append(Problem(numbers_path, "fewer (playable) races or powers than visible combos"))
        return None, problems
    _check_factions(races, numbers["board_rules"], os.path.join(folder, "races.yaml"), problems)
    entries = list(races.values()) + list(powers.values()) + list(items.values())
    _check_faction_params(entries, numbers["board_rules"]["factions"], problems)
    _check_own_names(entries, problems)
    _check_natives(races, numbers["board_rules"], numbers_path, problems)
    ruleset = Ruleset(numbers["id"], numbers["name"], numbers["visible_combos"], numbers["starting_coins"],
                      numbers["die"], numbers["rounds"], numbers["markers"], races, powers, folder,
                      parent=parent.id if parent else None, board_rules=numbers["board_rules"], items=items)
    _check_marker_supplies(ruleset, numbers_path, problems)
    if any(not p.warning for p in problems):
        return None, problems
    return ruleset, problems


def _load_parent(folder, where, parent_id, chain, problems):
    if not isinstance(parent_id, str) or not RULESET_ID.match(parent_id):
        return None, [Problem(f"{where}: extends", "must be the id of a ruleset folder beside this one")]
    here = os.path.realpath(folder)
    if here in chain or len(chain) >= MAX_EXTENDS:
        return None, [Problem(f"{where}: extends", "rulesets extend each other in a loop (or too deep)")]
    parent_folder = os.path.join(os.path.dirname(os.path.abspath(folder)), parent_id)
    if not os.path.isdir(parent_folder):
        parent_folder = os.path.join(shipped_rules(), parent_id)
    if not os.path.isdir(parent_folder):
        return None, [Problem(f"{where}: extends",
                              f"no ruleset \"{parent_id}\" beside this folder or among the shipped ones")]
    return check_ruleset(parent_folder, chain + (here,))


def _check_id(rid, folder, where, problems, top):
    """A game file names its ruleset by id, found as the folder of that name (rules_data/<id>/): the
    id is its folder's name, and a ruleset that is not a shipped one takes no shipped ruleset's id
    (its games would be replayed with the shipped rules). A parent may be a copy of a shipped ruleset:
    its id is never written in a game file."""
    if not isinstance(rid, str) or not RULESET_ID.match(rid):
        return      # refused by _check_numbers
    name = os.path.basename(os.path.abspath(folder))
    shipped = os.path.join(shipped_rules(), rid)
    if rid != name:
        problems.append(Problem(f"{where}: id", f"\"{rid}\" must be the name of its folder, {excerpt(name)}: "
                                                "a game file finds its ruleset by id, as the folder of that name"))
    elif top and os.path.isfile(os.path.join(shipped, "ruleset.yaml")) and \
            os.path.realpath(folder) != os.path.realpath(shipped):
        problems.append(Problem(f"{where}: id", f"\"{rid}\" is the id of a shipped ruleset: a ruleset of your own "
                                                "takes another (its games would replay with the shipped rules)"))


def _params_naming(entries, role):
    """(primitive, parameter, value, where) of every parameter of the races', powers' and items'
    primitives that has that role (base.OWN_NAME, base.FACTION), those a parent gave included."""
    for entry in entries:
        for primitive in entry.primitives:
            for key, param in type(primitive).params.items():
                value = primitive.p.get(key)
                if param.role == role and value is not None:
                    yield primitive, key, value, f"{primitive.where}.{primitive.name}.{key}"


def _check_faction_params(entries, factions, problems):
    """Every parameter naming a faction names one of the ruleset's (a child may have changed them)."""
    for _primitive, _key, value, where in _params_naming(entries, FACTION):
        if factions is None:
            problems.append(Problem(where, "this ruleset has no factions (ruleset.yaml: factions)"))
        elif value not in factions:
            problems.append(Problem(where, f"{excerpt(value)} is not a faction of this ruleset "
                                           f"({', '.join(factions)})"))


def _check_own_names(entries, problems):
    """A name the ruleset brings (a piece, an artifact's field, a key of `used`) is given to one
    kind of thing only: a piece called like an artifact's field would be both one's action and
    the other's redeploy field. (names.py keeps them off the game's own names.)"""
    first = {}
    for primitive, key, name, where in _params_naming(entries, OWN_NAME):
        other, other_key = first.setdefault(name, (primitive, key))
        if (type(other), other_key) != (type(primitive), key):
            problems.append(Problem(where, f"\"{name}\" is already the {other_key} of {other.source}'s "
                                           f"{other.name}: give each thing a name of its own"))


def _check_natives(races, rules, where, problems):
    """The natives' id is no race's: the state's tray counts both by id."""
    natives = rules["natives"]
    if natives is not None and natives["id"] in races:
        problems.append(Problem(f"{where}: natives.id", f"\"{natives['id']}\" is the id of a race of this ruleset: "
                                                       "the natives take an id of their own"))


def _check_marker_supplies(ruleset, where, problems):
    """Markers taken from a supply need a supply; supplies of unknown markers are ignored."""
    for name, kind in ruleset.marker_kinds.items():
        if kind.from_supply and name not in ruleset.markers:
            problems.append(Problem(f"{where}: markers.{name}", "missing: a race or power places this marker"))
    for name in ruleset.markers:
        if name not in ruleset.marker_kinds and name not in BOARD_MARKERS:
            problems.append(Problem(f"{where}: markers.{name}", "no race or power uses this marker (ignored)",
                                    warning=True))


def _whole(value, low):
    return not isinstance(value, bool) and isinstance(value, int) and value >= low


# Sane upper bounds: a hostile file must not make a game that never ends (simulate plays
# at most rounds x players turns, each with at most a region's worth of conquests, and every
# count an effect adds is bounded too), nor text that floods a screen.
LIMITS = {"visible_combos": 12, "starting_coins": 1000, "rounds": 100, "die_face": 20, "die_faces": 20,
          "marker": 1000, "tokens": 200, "effect_number": 200, "effect_values": 200,
          "name": 40, "text": 2000, "items": 500}


def _check_numbers(data, where, problems, parent=None):
    """The numbers of ruleset.yaml; those a child ruleset leaves out are its parent's."""
    def err(field, what):
        problems.append(Problem(f"{where}: {field}" if field else where, what))

    def given(key):
        return parent is None or key in data

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
        err("version", f"version {excerpt(version)} is newer than this program understands ({RULESET_VERSION})")
    rid = data.get("id")
    if not isinstance(rid, str) or not RULESET_ID.match(rid):
        err("id", "missing or not a ruleset id")
    out["id"] = rid
    out["name"] = data.get("name") if isinstance(data.get("name"), str) else rid
    if "name" in data and text_problem(data["name"], LIMITS["name"]):
        err("name", text_problem(data["name"], LIMITS["name"]))
    for key, low in (("visible_combos", 1), ("starting_coins", 0)):
        if not given(key):
            out[key] = getattr(parent, key)
            continue
        if not _whole(data.get(key), low) or data.get(key) > LIMITS[key]:
            err(key, f"must be a whole number from {low} to {LIMITS[key]}")
        out[key] = data.get(key)
    die = data.get("die")
    if not given("die"):
        out["die"] = parent.die
    elif (not isinstance(die, list) or not die or len(die) > LIMITS["die_faces"]
          or not all(_whole(v, 0) and v <= LIMITS["die_face"] for v in die)):
        err("die", f"must be a list of 1 to {LIMITS['die_faces']} faces (whole numbers from 0 to {LIMITS['die_face']})")
        out["die"] = ()
    else:
        out["die"] = tuple(die)
    rounds = data.get("rounds")
    out["rounds"] = dict(parent.rounds) if parent else {}
    if not given("rounds"):
        pass
    elif not isinstance(rounds, dict):
        err("rounds", "must map each player count 2..5 to a number of rounds")
    else:
        for count in range(2, 6):
            value = rounds.get(count, rounds.get(str(count)))
            if value is None and parent is not None:
                continue
            if not _whole(value, 1) or value > LIMITS["rounds"]:
                err(f"rounds.{count}", f"must be a whole number from 1 to {LIMITS['rounds']}")
            out["rounds"][count] = value
    inherit = data.get("inherit_deck", True)
    if not isinstance(inherit, bool):
        err("inherit_deck", "must be true or false")
        inherit = True
    out["inherit_deck"] = inherit
    own_markers = parent is None or not inherit    # a ruleset with its own deck has its own markers
    out["board_rules"] = _check_board_rules(data, parent, err)
    markers = data.get("markers")
    out["markers"] = dict(parent.markers) if not own_markers else {}
    if not given("markers"):
        pass
    elif not isinstance(markers, dict):
        err("markers", "must map marker names to supplies")
    else:
        for name in BOARD_MARKERS:
            if name not in markers and own_markers:
                err(f"markers.{name}", "missing")
        for name, value in markers.items():
            if not isinstance(name, str) or not MARKER_NAME.match(name):
                err("markers", "marker names are lower-case letters, digits and '_'")
            elif not _whole(value, 0) or value > LIMITS["marker"]:
                err(f"markers.{name}", f"must be a whole number from 0 to {LIMITS['marker']}")
            else:
                out["markers"][name] = value
    return out


def _check_board_rules(data, parent, err):
    """The board rules of ruleset.yaml (BOARD_RULES); those left out are the parent's (or classic's)."""
    rules = dict(parent.board_rules) if parent is not None else dict(BOARD_RULES)
    if "natives" in data:
        natives = data["natives"]
        if (not isinstance(natives, dict) or set(natives) != {"id", "name"}
                or not isinstance(natives.get("id"), str) or not ITEM_ID.match(natives["id"])
                or text_problem(natives.get("name"), LIMITS["name"])):
            err("natives", "must be {id: an id, name: a name}")
        else:
            rules["natives"] = dict(natives)
    if "entry" in data:
        if data["entry"] not in ENTRY_RULES:
            err("entry", f"must be one of {', '.join(ENTRY_RULES)}")
        else:
            rules["entry"] = data["entry"]
    for key in ("crossing_fee", "faction_bonus"):
        if key in data:
            if not _whole(data[key], 0) or data[key] > LIMITS["effect_number"]:
                err(key, f"must be a whole number from 0 to {LIMITS['effect_number']}")
            else:
                rules[key] = data[key]
    if "declined_lose_all" in data:
        if not isinstance(data["declined_lose_all"], bool):
            err("declined_lose_all", "must be true or false")
        else:
            rules["declined_lose_all"] = data["declined_lose_all"]
    for key, own_keys in (("race_state", RACE_KEYS), ("player_state", PLAYER_KEYS)):
        if key not in data:
            continue
        extra = data[key]
        if (not isinstance(extra, dict) or len(extra) > 20
                or not all(isinstance(k, str) and ITEM_ID.match(k) for k in extra)
                or not all(v is None or v == {} or (_whole(v, 0) and v <= 1000) for v in extra.values())):
            err(key, "must map state keys to their default (null, a whole number or {})")
            continue
        taken = [k for k in extra if k in own_keys]
        for name in taken:      # the state's own key would be overwritten with the default
            err(f"{key}.{name}", f"\"{name}\" is a key the state gives every {key.split('_')[0]} "
                                 f"({', '.join(own_keys)}): choose another")
        if not taken:
            rules[key] = dict(extra)
    if "factions" in data:
        factions = data["factions"]
        if (not isinstance(factions, dict) or not factions or len(factions) > 12
                or not all(isinstance(f, str) and ITEM_ID.match(f) for f in factions)
                or not all(o is None or o in factions for o in factions.values())):
            err("factions", "must map each faction to the faction it opposes (or null)")
            return rules
        opposing_itself = [f for f, o in factions.items() if f == o]
        for f in opposing_itself:
            err(f"factions.{f}", "a faction cannot oppose itself: name another faction, or null")
        if not opposing_itself:
            rules["factions"] = dict(factions)
    return rules


def _check_factions(races, rules, where, problems):
    """Each race names one of the ruleset's factions when it has factions, and none otherwise."""
    factions = rules["factions"]
    for race in races.values():
        if factions is None and race.faction is not None:
            problems.append(Problem(f"{where}: {race.id}.faction", "this ruleset has no factions (ignored)",
                                    warning=True))
            race.faction = None
        elif factions is not None and race.faction not in factions:
            problems.append(Problem(f"{where}: {race.id}.faction", f"must be one of {', '.join(factions)}"))


def _check_items(data, where, token_field, problems, with_box=False, allow_empty=False):
    items = {}
    if allow_empty and data in (None, []):
        return items
    if not isinstance(data, list) or not data:
        problems.append(Problem(where, "must be a non-empty list"))
        return items
    if len(data) > LIMITS["items"]:
        problems.append(Problem(where, f"lists {len(data)} entries, at most {LIMITS['items']}"))
        return items
    for i, raw in enumerate(data):
        base = f"{where}: [{i}]"
        if not isinstance(raw, dict):
            problems.append(Problem(base, f"must be a mapping, not {type_name(raw)}"))
            continue
        iid = raw.get("id")
        if not isinstance(iid, str) or not ITEM_ID.match(iid) or iid == "lost_tribe":
            problems.append(Problem(f"{base}.id", "\"lost_tribe\" is the id of the lost tribes' tokens"
                                    if iid == "lost_tribe" else f"missing or not 1 to {MAX_ID} of a-z, 0-9 and '_'"))
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
        else:
            for field, problem in (("name", text_problem(name, LIMITS["name"])), ("text", _text_problem(text))):
                if problem:
                    problems.append(Problem(f"{base}.{field}", problem))
                    ok = False
        tokens = raw.get(token_field) if token_field else 0
        if not _whole(tokens, 0) or tokens > LIMITS["tokens"]:
            problems.append(Problem(f"{base}.{token_field}", f"must be a whole number from 0 to {LIMITS['tokens']}"))
            ok = False
        playable = raw.get("playable", True)
        if not isinstance(playable, bool):
            problems.append(Problem(f"{base}.playable", "must be true or false"))
            ok = False
        faction = raw.get("faction") if with_box else None
        if faction is not None and (not isinstance(faction, str) or not ITEM_ID.match(faction)):
            problems.append(Problem(f"{base}.faction", "must be a faction id"))
            ok = False
        item_kind = raw.get("kind") if token_field is None else None
        if token_field is None and item_kind not in ITEM_KINDS:
            problems.append(Problem(f"{base}.kind", f"must be one of {', '.join(ITEM_KINDS)}"))
            ok = False
        box = raw.get("box") if with_box else None
        if with_box and (not _whole(box, 1) or box > LIMITS["tokens"] or (ok and box < tokens)):
            problems.append(Problem(f"{base}.box", f"must be a whole number from {token_field} to {LIMITS['tokens']}"))
            ok = False
        count = len(problems)
        kind = "race" if with_box else "power" if token_field else "item"
        effects_problem = _effects_problem(raw.get("effects", []))
        if effects_problem:
            problems.append(Problem(f"{base}.effects", effects_problem))
            primitives = ()
        else:
            primitives = compile_effects(raw.get("effects", []), f"{base}.effects", problems,
                                         name if isinstance(name, str) else iid, kind)
        if len(problems) > count:
            ok = False
        ui = _check_ui(raw.get("ui"), f"{base}.ui", problems) if with_box else {}
        for key in raw:
            if key not in ("id", "name", "text", "effects", token_field, "box", "ui", "playable",
                           "faction" if with_box else "kind" if token_field is None else None):
                problems.append(Problem(f"{base}.{escape_text(str(key), 40)}", "unknown field (ignored)", warning=True))
        if ok:
            if with_box:
                items[iid] = RaceDef(iid, name, tokens, box, text, primitives, ui, faction, playable)
            elif token_field:
                items[iid] = PowerDef(iid, name, tokens, text, primitives, playable)
            else:
                items[iid] = ItemDef(iid, name, item_kind, text, primitives, playable)
    return items


def _text_problem(text):
    """A rules text: at most LIMITS["text"] characters, printable apart from line breaks."""
    if len(text) > LIMITS["text"]:
        return f"is longer than {LIMITS['text']} characters"
    bad = UNSAFE_TEXT.search(text.replace("\n", " "))
    if bad:
        return f"holds a control character ({excerpt(bad.group(0))[1:-1]} at {bad.start()}): only printable text"
    return None


def _effects_problem(effects):
    """Why an effects list is refused before its primitives are read, or None: more than
    LIMITS["effect_values"] values in all (a YAML alias bomb repeats one list billions of
    times: it is never walked whole) or a number beyond LIMITS["effect_number"]."""
    budget = LIMITS["effect_values"]
    stack = [effects]
    while stack:
        value = stack.pop()
        budget -= 1
        if budget < 0:
            return f"too large: more than {LIMITS['effect_values']} values in all"
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) > LIMITS["effect_number"]:
            return f"holds the number {excerpt(value)}: numbers in effects are at most {LIMITS['effect_number']}"
    return None


def compile_effects(effects, where: str, problems: list, source: str = "", source_kind: str = "race"):
    """A YAML effects list as primitive instances; a Problem is appended for each bad entry."""
    out: list[Primitive] = []
    if effects is None:
        return out
    if not isinstance(effects, list):
        problems.append(Problem(where, "must be a list of effect primitives"))
        return out
    for i, entry in enumerate(effects):
        field = f"{where}[{i}]"
        if isinstance(entry, str):
            name, params = entry, {}
        elif isinstance(entry, dict) and len(entry) == 1:
            name, params = next(iter(entry.items()))
            params = {} if params is None else params
        else:
            problems.append(Problem(field, "must be a primitive name or {name: {parameters}}"))
            continue
        cls = PRIMITIVES.get(name) if isinstance(name, str) else None
        if cls is None:
            known = ", ".join(sorted(PRIMITIVES))
            problems.append(Problem(field, f"unknown effect primitive {excerpt(name)}; known: {known}"))
            continue
        if not isinstance(params, dict):
            problems.append(Problem(f"{field}.{name}", "parameters must be a mapping"))
            continue
        values, ok = {}, True
        for key in params:
            if key not in cls.params:
                shown = escape_text(key, 40) if isinstance(key, str) else "?"
                problems.append(Problem(f"{field}.{name}.{shown}",
                                        f"unknown parameter; {name} takes {', '.join(cls.params) or 'none'}"))
                ok = False
        for key, param in cls.params.items():
            if key in params:
                error = param.check(params[key])
                if not error and param.role == OWN_NAME:
                    error = reserved_reason(params[key])
                if error:
                    problems.append(Problem(f"{field}.{name}.{key}", error))
                    ok = False
                values[key] = params[key]
            elif param.default is REQUIRED:
                problems.append(Problem(f"{field}.{name}.{key}", "missing"))
                ok = False
            else:
                values[key] = param.default
        if ok:
            primitive = cls(source, source_kind, **values)
            primitive.where = field       # for the checks of the whole ruleset (ruleset.py)
            out.append(primitive)
    return out

EMBLEM_NAME = re.compile(r"[a-z_]{1,20}\Z")


def _check_ui(raw, where, problems):
    """A race's look in the window (optional; the window picks one from the id otherwise)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        problems.append(Problem(where, "must be a mapping with colour and emblem", warning=True))
        return {}
    out = {}
    colour = raw.get("colour")
    if colour is not None:
        if isinstance(colour, list) and len(colour) == 3 and all(_whole(c, 0) and c <= 255 for c in colour):
            out["colour"] = tuple(colour)
        else:
            problems.append(Problem(f"{where}.colour", "must be [red, green, blue], 0 to 255 (ignored)",
                                    warning=True))
    emblem = raw.get("emblem")
    if emblem is not None:
        if isinstance(emblem, str) and EMBLEM_NAME.match(emblem):
            out["emblem"] = emblem
        else:
            problems.append(Problem(f"{where}.emblem", "must be an emblem name (ignored)", warning=True))
    return out
