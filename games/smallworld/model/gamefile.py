"""The game file of docs/FORMATS.md §3: setup plus action log; reading, replaying, writing."""

import os

from . import schemas
from .actions import ACTION_CLASSES, ActionFieldError, action_from_json, describe  # noqa: F401 (describe: re-exported)
from .board import _folders, load_map, map_path, parse_map, shipped_map_file
from .errors import DataError, Problem
from .files import escape_text, excerpt, read_json, shows_something, text_problem, type_name, write_json
from .game import map_mismatch
from .replay import new_game  # noqa: F401 (re-exported: the game of a setup)
from .replay import replay as replay_setup
from .ruleset import load_ruleset_by_name
from .schemas.game_file import SEED_MAX, SEED_MIN  # noqa: F401 (re-exported: a seed fits in 64 bits)

GAME_FORMAT = "smallworld-game"
GAME_VERSION = 1
MAX_ACTIONS = 100000  # also in schemas/game_file.py (maxItems)
MAX_NAME = 40         # also in schemas/game_file.py: characters of a player's name


def parse_game_file(data, where, map_folders, rules_root, base_dir="."):
    """Validate a game file's setup. Returns (setup dict, problems).

    The structure is checked against the game-file schema (schemas/game_file.py) with
    jsonschema; then what a schema cannot say: a version newer than this program, the
    ruleset and the map exist and load, race and power ids belong to the ruleset and are
    not listed twice, die results are faces of its die, players' names are printable
    text, and the fields of every action of a known type (actions.py; types a ruleset
    adds are left to the engine). At most schemas.MAX_PROBLEMS problems are listed.
    """
    problems = []

    def err(field, what, warning=False):
        problems.append(Problem(f"{where}: {field}" if field else where, what, warning))

    if not isinstance(data, dict):
        err("", f"a game file must hold a JSON object, not {type_name(data)}")
        return None, problems
    found = schemas.check(data, "game")
    sound = schemas.sound(found)   # sound(field): no problem at that field or inside it

    version = data.get("version")
    if sound("version") and version > GAME_VERSION:
        err("version", f"version {excerpt(version)} is newer than this program understands ({GAME_VERSION}); "
                       "update the game")
    for field, what in found:
        err(field, what)
    setup = {}
    if sound("ruleset"):
        try:
            setup["ruleset"] = load_ruleset_by_name(data["ruleset"], rules_root, f"{where}: ruleset")
        except DataError as exc:
            problems.extend(exc.problems)
    if sound("map") and "map_data" in data:   # a save carries its map (game/saves.py): it wins over `map`
        board, map_problems = parse_map(data["map_data"], f"{where}: map_data")
        map_errors = [p for p in map_problems if not p.warning]
        problems.extend(map_errors)
        contradiction = _not_the_shipped_map(data["map"], data["map_data"], map_folders)
        if contradiction:
            err("map_data", contradiction)
        elif board is not None and not map_errors:
            setup["board"], setup["map"], setup["map_data"] = board, data["map"], data["map_data"]
    elif sound("map"):
        raw_map = data["map"]
        path = map_path(raw_map, map_folders)
        if path == raw_map and not os.path.isabs(path):
            path = os.path.join(base_dir, path)
        if not os.path.lexists(path):
            err("map", f"no map {excerpt(raw_map)} (looked for {escape_text(path, 200)})")
        else:
            try:
                setup["board"] = load_map(path)
                setup["map"] = raw_map
            except DataError as exc:
                for problem in exc.problems:     # a map that cannot be read at all is named from `map`
                    if problem.where == str(path):
                        err("map", f"{escape_text(path, 200)}: {problem.what}")
                    else:
                        problems.append(problem)
    setup["seed"] = int(data.get("seed", 0)) if sound("seed") else 0   # 7.0 is the whole number 7
    setup["players"] = [_seat(p) for p in data["players"]] if sound("players") else None
    for i, seat in enumerate(setup["players"] or ()):
        problem = text_problem(seat["name"], MAX_NAME, blank=True)
        if problem:
            err(f"players[{i}].name", problem)
        elif not shows_something(seat["name"]):   # spaces or zero-width characters: the seat's default name
            seat["name"] = f"Player {i + 1}"
            err(f"players[{i}].name", f"shows nothing: the seat plays as \"{seat['name']}\"", warning=True)
    ruleset = setup.get("ruleset")
    board = setup.get("board")
    mismatch = map_mismatch(ruleset, board) if ruleset is not None and board is not None else None
    if mismatch:
        err("map", mismatch)
    for field in ("races", "powers"):
        known = getattr(ruleset, field) if ruleset else None
        raw = data.get(field) if sound(field) else None
        setup[field] = raw
        if raw is None or known is None:
            continue
        for i, item in enumerate(raw):
            if item not in known:
                err(f"{field}[{i}]", f"unknown {field[:-1]} {excerpt(item)}")
        limit = len(known)
        head = raw[:limit]
        for i, item in enumerate(head):
            if head.index(item) != i:
                err(f"{field}[{i}]", f"{excerpt(item)} is listed twice")
        if field == "races" and len(raw) > limit:
            err(field, f"lists more than the {limit} races of the ruleset")
    dice = data.get("dice") if sound("dice") else None
    if dice is not None and ruleset is not None:
        faces = set(ruleset.die)
        for i, face in enumerate(dice):
            if face not in faces:
                err(f"dice[{i}]", f"{excerpt(face)} is not a face of the die")
    setup["dice"] = [int(face) for face in dice] if dice is not None else None
    setup["markers"] = _drawn_markers(data.get("markers"), ruleset, err)
    setup["bombs"] = _bombs(data.get("bombs"), err)
    actions = data.get("actions", [])
    actions = actions if isinstance(actions, list) and len(actions) <= MAX_ACTIONS else []
    for i, action in enumerate(actions):
        if sound(f"actions[{i}]") and action["type"] in ACTION_CLASSES:
            try:
                action_from_json(action)
            except ActionFieldError as exc:
                err(f"actions[{i}].{exc.field}", exc.reason)
    setup["actions"] = actions
    if setup.get("board") is not None and setup["players"] and setup["board"].players != len(setup["players"]):
        problems.append(Problem(f"{where}: players", f"{len(setup['players'])} players on a map made for "
                                f"{setup['board'].players}", warning=True))
    if len(problems) > schemas.MAX_PROBLEMS:     # 100,000 bad die results make one screen, not 100,000 lines
        more = len(problems) - schemas.MAX_PROBLEMS
        problems = problems[:schemas.MAX_PROBLEMS] + [Problem(where, f"and {more} more problems like these")]
    return setup, problems


def _not_the_shipped_map(map_ref, map_data, map_folders):
    """Why a save's `map_data` cannot stand for its `map`, or None. `map` naming a map shipped with the
    game (an id found in the first of `map_folders`) and `map_data` holding another map is a file
    edited by hand: the program carries map_data only for maps it does not ship, so a save of the game
    would name the shipped map alone and no longer replay."""
    folders = _folders(map_folders)
    shipped = shipped_map_file(map_ref, folders[0]) if folders else None
    if shipped is None:
        return None
    try:
        if read_json(shipped) == map_data:
            return None
    except DataError:      # the shipped file itself is broken: the map carried is all there is
        return None
    return (f"is not the map \"{map_ref}\" shipped with the game, which \"map\" names: a save carries "
            "map_data only for a map the game does not ship (remove map_data, or give \"map\" another name)")


def _drawn_markers(raw, ruleset, err):
    """The game file's `markers`: the artifacts and legendary places drawn (a list of distinct
    ids of the ruleset's items; island order, then any redraw)."""
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) > 100:
        err("markers", "must be a list of marker ids")
        return None
    known = ruleset.items if ruleset is not None else None
    for i, item in enumerate(raw):
        if not isinstance(item, str) or (known is not None and item not in known):
            err(f"markers[{i}]", f"unknown marker {excerpt(item)}")
        elif raw.index(item) != i:
            err(f"markers[{i}]", f"{excerpt(item)} is listed twice")
    return list(raw)


def _bombs(raw, err):
    """The game file's `bombs`: "live" or "dud", in the order the shuffles laid them."""
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) > 100000:
        err("bombs", "must be a list of \"live\" and \"dud\"")
        return None
    for i, bomb in enumerate(raw):
        if bomb not in ("live", "dud"):
            err(f"bombs[{i}]", f"{excerpt(bomb)} is not \"live\" or \"dud\"")
    return list(raw)


def _seat(raw):
    """A seat of the game file, as the game takes it: name, kind and (computers) level."""
    seat = {"name": raw["name"], "kind": raw.get("kind", "human")}
    if seat["kind"] == "ai":
        seat["level"] = raw.get("level", "random")
    return seat


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
        **({"markers": list(game.item_log)} if game.ruleset.items else {}),
        **({"bombs": list(game.bomb_log)} if game.ruleset.bombs else {}),
        "actions": [dict(a) for a in game.actions],
    }


def save_game(game, map_ref, path):
    write_json(path, game_file_json(game, map_ref))
