"""The game file of docs/FORMATS.md §3: setup plus action log; reading, replaying, writing."""

import os

from .actions import describe  # noqa: F401 (part of this module's interface)
from .board import load_map, map_path
from .errors import DataError, Problem
from .files import is_number, read_json, type_name, write_json
from .game import AI_LEVELS, PLAYER_KINDS, Game
from .ruleset import load_ruleset_by_name

GAME_FORMAT = "smallworld-game"
GAME_VERSION = 1
MAX_ACTIONS = 100000


def parse_game_file(data, where, map_folders, rules_root, base_dir="."):
    """Validate a game file's setup. Returns (setup dict, problems)."""
    problems = []

    def err(field, what):
        problems.append(Problem(f"{where}: {field}" if field else where, what))

    if not isinstance(data, dict):
        err("", f"a game file must hold a JSON object, not {type_name(data)}")
        return None, problems
    if data.get("format") != GAME_FORMAT:
        err("format", f"must be \"{GAME_FORMAT}\"")
    version = data.get("version")
    if not is_number(version) or int(version) != version or version < 1:
        err("version", "missing or not a whole number ≥ 1")
    elif version > GAME_VERSION:
        err("version", f"version {version} is newer than this program understands ({GAME_VERSION}); update the game")
    setup = {}
    try:
        setup["ruleset"] = load_ruleset_by_name(data.get("ruleset"), rules_root, f"{where}: ruleset")
    except DataError as exc:
        problems.extend(exc.problems)
    raw_map = data.get("map")
    if not isinstance(raw_map, str) or not raw_map:
        err("map", "must be a map id or a path to a map file")
    else:
        path = map_path(raw_map, map_folders)
        if path == raw_map and not os.path.isabs(path):
            path = os.path.join(base_dir, path)
        if not os.path.isfile(path):
            err("map", f"no map {raw_map!r} (looked for {path})")
        else:
            try:
                setup["board"] = load_map(path)
                setup["map"] = raw_map
            except DataError as exc:
                problems.extend(exc.problems)
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        err("seed", "must be a whole number")
    setup["seed"] = seed
    setup["players"] = _check_players(data.get("players"), err)
    ruleset = setup.get("ruleset")
    for field, known in (("races", ruleset.races if ruleset else None), ("powers", ruleset.powers if ruleset else None)):
        raw = data.get(field)
        if raw is None:
            setup[field] = None
            continue
        if not isinstance(raw, list) or not all(isinstance(v, str) for v in raw):
            err(field, "must be a list of ids")
            continue
        if known is not None:
            for i, item in enumerate(raw):
                if item not in known:
                    err(f"{field}[{i}]", f"unknown {field[:-1]} {item!r}")
            limit = len(known)
            head = raw[:limit]
            for i, item in enumerate(head):
                if head.index(item) != i:
                    err(f"{field}[{i}]", f"{item!r} is listed twice")
            if field == "races" and len(raw) > limit:
                err(field, f"lists more than the {limit} races of the ruleset")
        setup[field] = raw
    dice = data.get("dice")
    if dice is not None:
        faces = set(ruleset.die) if ruleset else None
        if not isinstance(dice, list):
            err("dice", "must be a list of die results")
        else:
            for i, face in enumerate(dice):
                if isinstance(face, bool) or not isinstance(face, int) or (faces is not None and face not in faces):
                    err(f"dice[{i}]", f"{face!r} is not a face of the die")
    setup["dice"] = dice
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        err("actions", "must be a list of actions")
        actions = []
    elif len(actions) > MAX_ACTIONS:
        err("actions", f"too many actions ({len(actions)})")
        actions = []
    for i, action in enumerate(actions):
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            err(f"actions[{i}]", "must be an object with a type")
    setup["actions"] = actions
    if setup.get("board") is not None and setup["players"] and setup["board"].players != len(setup["players"]):
        problems.append(Problem(f"{where}: players", f"{len(setup['players'])} players on a map made for "
                                f"{setup['board'].players}", warning=True))
    return setup, problems


def _check_players(raw, err):
    if not isinstance(raw, list):
        err("players", "must be a list of 2 to 5 seats")
        return None
    if not 2 <= len(raw) <= 5:
        err("players", f"a game needs 2 to 5 players, not {len(raw)}")
        return None
    players = []
    for i, p in enumerate(raw):
        field = f"players[{i}]"
        if not isinstance(p, dict):
            err(field, "must be an object with name and kind")
            return None
        name = p.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            err(f"{field}.name", "must be a name of 1 to 40 characters")
            return None
        kind = p.get("kind", "human")
        if kind not in PLAYER_KINDS:
            err(f"{field}.kind", f"must be one of {', '.join(PLAYER_KINDS)}")
            return None
        seat = {"name": name, "kind": kind}
        if kind == "ai":
            level = p.get("level", "random")
            if level not in AI_LEVELS:
                err(f"{field}.level", f"unknown level {level!r}; use one of {', '.join(AI_LEVELS)}")
                return None
            seat["level"] = level
        players.append(seat)
    return players


def new_game(setup):
    return Game(setup["ruleset"], setup["board"], setup["players"], setup["seed"],
                setup.get("races"), setup.get("powers"), setup.get("dice"))


def load_game_file(path, map_folders, rules_root):
    """Read and validate a game file; return its setup (not yet replayed)."""
    data = read_json(path)
    setup, problems = parse_game_file(data, str(path), map_folders, rules_root,
                                      base_dir=os.path.dirname(os.path.abspath(path)))
    errors = [p for p in problems if not p.warning]
    if errors:
        raise DataError(errors)
    setup["path"] = str(path)
    return setup


def replay(setup, until=None):
    """The game after replaying the setup's actions (the first `until`): `model.replay.replay(...).game`."""
    from .replay import replay as replay_setup

    return replay_setup(setup, until).game


def game_file_json(game, map_ref):
    """The game file of a game so far, with every random outcome it used."""
    return {
        "format": GAME_FORMAT,
        "version": GAME_VERSION,
        "ruleset": game.ruleset.id,
        "map": map_ref,
        "seed": game.seed,
        "players": [dict(p) for p in game.player_setup],
        "races": list(game.race_order),
        "powers": list(game.power_log),
        "dice": list(game.dice_log),
        "actions": [dict(a) for a in game.actions],
    }


def save_game(game, map_ref, path):
    write_json(path, game_file_json(game, map_ref))
