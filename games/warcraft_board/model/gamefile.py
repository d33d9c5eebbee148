"""The game file of Warcraft: The Board Game (`warcraft_board-game`, version 1): read, complete, write.

A game file is the setup, every random outcome and every action in order (docs/FORMATS.md §10).
`parse_game_file` checks every field and names each problem at `file: field` (an unknown field is a
warning); then the outcomes of the setup the file leaves out are drawn from its `seed`, each by its
own generator (so giving one never changes how the others fall):

- `races`: the race of each seat. A player's own `race` is kept; the scenario's fixed races are
  dealt in its order; the main game draws 2 races of 4 at random (4 players: all four), and races
  drawn for every seat sit in the clockwise order humans, orcs, night_elves, undead (E3);
- `first_player`: at random, unless the scenario names the first player's race.

The play's outcomes (`dice`, `income`, `decks`) are drawn as play asks (model/state.py) and always
written back.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping, Sequence
from typing import Any

from kernel import envelope
from kernel.errors import IllegalAction, Problem
from kernel.files import excerpt, shows_something, text_problem, type_name

from .actions import ACTIONS
from .state import deck_order_problem
from .values import RACES, SCENARIOS, Values, shipped_values

GAME_ID = "warcraft_board"
GAME_FORMAT = "warcraft_board-game"
GAME_VERSION = 1
SEED_MIN, SEED_MAX = -2 ** 63, 2 ** 63 - 1
MAX_ACTIONS = 100_000
MAX_NAME = 40
MAX_MAP_REF = 1000
MAX_PROBLEMS = 200
MAX_OUTCOMES = 1_000_000
MAX_TURN_CAP = 10_000
MAX_SHUFFLES = 10_000     # deck orders of one seat
MAX_DECK = 100            # cards in one order
KINDS = ("human", "ai")
SEAT_FIELDS = ("name", "kind", "level", "race")
FIELDS = ("format", "version", "scenario", "map", "seed", "players", "options", "races", "first_player",
          "dice", "income", "decks", "actions", "meta")
FIXED_FIRST = {"necromancer_march": "undead", "nordrassil": "night_elves"}


class _Report:
    def __init__(self, where: str) -> None:
        self.where = where
        self.problems: list[Problem] = []

    def error(self, field: str, what: str) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(Problem(f"{self.where}: {field}", what))

    def warn(self, field: str, what: str) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(Problem(f"{self.where}: {field}", what, warning=True))

    @property
    def failed(self) -> bool:
        return any(not p.warning for p in self.problems)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _board_module() -> Any:
    from . import board

    return board


def map_layout(scenario: str, seats: int) -> str | None:
    return _board_module().MAP_LAYOUTS.get((scenario, seats))


def map_path(map_ref: str, base_dir: str = ".") -> str | None:
    """The file a `map` names when it is a path (None for a shipped layout id)."""
    board = _board_module()
    if map_ref in board.KNOWN_LAYOUTS:
        return None
    return map_ref if os.path.isabs(map_ref) else os.path.join(base_dir, map_ref)


def load_board(map_ref: str, base_dir: str = ".") -> Any:
    board = _board_module()
    path = map_path(map_ref, base_dir)
    return board.shipped_map(map_ref) if path is None else board.load_map(path)


def parse_game_file(document: Any, where: str, base_dir: str = ".",
                    levels: Sequence[str] = ("random",)) -> tuple[dict[str, Any] | None, list[Problem]]:
    """(setup, problems) of a game file's document (module doc)."""
    values = shipped_values()
    read = _Report(where)
    if not isinstance(document, Mapping):
        read.error("format", f"a game file is a JSON object, not {type_name(document)}")
        return None, read.problems
    _check_envelope(document, read)
    for key in document:
        if key not in FIELDS:
            read.warn(excerpt(key), "unknown field (ignored)")
    scenario = document.get("scenario", "main")
    if scenario not in SCENARIOS:
        read.error("scenario", f"unknown scenario {excerpt(scenario)}; use {', '.join(SCENARIOS)}")
        scenario = None
    seed = document.get("seed", 0)
    if not _whole(seed) or not SEED_MIN <= seed <= SEED_MAX:
        read.error("seed", f"must be a whole number that fits in 64 bits, not {excerpt(seed)}")
        seed = 0
    players = _players(document, read, levels)
    options = _options(document, read)
    if scenario is None or players is None:
        return None, read.problems
    counts = values.scenario_players(scenario)
    if len(players) not in counts:
        read.error("players", f"the {scenario} scenario is for {' or '.join(map(str, counts))} players, "
                              f"not {len(players)}")
        return None, read.problems
    map_ref = _map(document, read, scenario, len(players), base_dir)
    races = _races(document, read, values, scenario, players, seed)
    first = _first_player(document, read, scenario, races, seed)
    dice = _outcome_list(document, read, "dice", values.combat_die)
    income = _outcome_list(document, read, "income", tuple(sorted(set(values.income_die))))
    decks = _decks(document, read, len(players), values, races)
    actions = _actions(document, read)
    if read.failed or races is None or first is None or map_ref is None:
        return None, read.problems
    setup = {"scenario": scenario, "map": map_ref, "base_dir": base_dir, "seed": seed, "players": players,
             "options": options, "races": races, "first_player": first, "dice": dice, "income": income,
             "decks": decks, "actions": actions}
    return setup, read.problems


def _check_envelope(document: Mapping[str, Any], read: _Report) -> None:
    if document.get("format") != GAME_FORMAT:
        read.error("format", f"must be \"{GAME_FORMAT}\", not {excerpt(document.get('format'))}")
    version = document.get("version")
    if not _whole(version):
        read.error("version", f"must be a whole number, not {excerpt(version)}")
    elif version > GAME_VERSION:
        read.error("version", f"version {version} is newer than this program reads ({GAME_VERSION}): "
                              f"update the program")
    elif version < 1:
        read.error("version", f"must be 1 or more, not {version}")


def _players(document: Mapping[str, Any], read: _Report, levels: Sequence[str]) -> list[dict[str, Any]] | None:
    raw = document.get("players")
    if not isinstance(raw, list) or not 2 <= len(raw) <= 4:
        read.error("players", f"must be a list of 2 to 4 players, not {excerpt(raw)}")
        return None
    out = []
    ok = True
    for i, item in enumerate(raw):
        field = f"players[{i}]"
        if not isinstance(item, Mapping):
            read.error(field, f"must be an object with a name and a kind, not {excerpt(item)}")
            ok = False
            continue
        for key in item:
            if key not in SEAT_FIELDS:
                read.warn(f"{field}.{excerpt(key)}", "unknown field (ignored)")
        name = item.get("name", f"Seat {i + 1}")
        problem = text_problem(name, MAX_NAME)
        if problem is not None:
            read.error(f"{field}.name", problem)
            ok = False
        elif not shows_something(name):
            read.error(f"{field}.name", "must show something")
            ok = False
        kind = item.get("kind", "ai")
        if kind not in KINDS:
            read.error(f"{field}.kind", f"must be human or ai, not {excerpt(kind)}")
            ok = False
        seat: dict[str, Any] = {"name": name, "kind": kind}
        if kind == "ai" or "level" in item:
            level = item.get("level", "random")
            if level not in levels:
                read.error(f"{field}.level", f"unknown level {excerpt(level)}; use {', '.join(levels)}")
                ok = False
            seat["level"] = level
        if "race" in item and item["race"] is not None:
            if item["race"] not in RACES:
                read.error(f"{field}.race", f"unknown race {excerpt(item['race'])}; use {', '.join(RACES)}")
                ok = False
            else:
                seat["race"] = item["race"]
        out.append(seat)
    return out if ok else None


def _options(document: Mapping[str, Any], read: _Report) -> dict[str, Any]:
    raw = document.get("options")
    if raw is None:
        return {"turn_cap": None}
    if not isinstance(raw, Mapping):
        read.error("options", f"must be an object, not {excerpt(raw)}")
        return {"turn_cap": None}
    for key in raw:
        if key != "turn_cap":
            read.warn(f"options.{excerpt(key)}", "unknown option (ignored)")
    cap = raw.get("turn_cap")
    if cap is not None and (not _whole(cap) or not 1 <= cap <= MAX_TURN_CAP):
        read.error("options.turn_cap", f"must be null or a whole number from 1 to {MAX_TURN_CAP}, not {excerpt(cap)}")
        cap = None
    return {"turn_cap": cap}


def _map(document: Mapping[str, Any], read: _Report, scenario: str, seats: int, base_dir: str) -> str | None:
    expected = map_layout(scenario, seats)
    raw = document.get("map", expected)
    if not isinstance(raw, str) or not raw or len(raw) > MAX_MAP_REF:
        read.error("map", f"must be a shipped map's id or a path, not {excerpt(raw)}")
        return None
    try:
        board = load_board(raw, base_dir)
    except Exception as exc:   # DataError of the map file, or an OSError reading it
        problems = getattr(exc, "problems", None)
        what = f"{problems[0].where}: {problems[0].what}" if problems else str(exc)
        read.error("map", f"cannot use {excerpt(raw)}: {what}")
        return None
    if board.layout != expected and board.layout in _board_module().KNOWN_LAYOUTS:
        read.error("map", f"the {scenario} scenario for {seats} players plays a {expected} map, "
                          f"not {excerpt(board.layout)}")
        return None
    return raw    # a shipped layout's map, or a map of a layout of its own (E4)


def _scenario_races(values: Values, scenario: str, seats: int) -> tuple[str, ...] | None:
    """The races a scenario fixes, in its seat order (None: the main game at 2 players draws them)."""
    spec = values.scenarios[scenario]
    if "races" in spec:
        return tuple(spec["races"])
    if seats == 4:
        return tuple(values.seat_order)
    return None


def _races(document: Mapping[str, Any], read: _Report, values: Values, scenario: str,
           players: list[dict[str, Any]], seed: int) -> list[str] | None:
    seats = len(players)
    fixed = _scenario_races(values, scenario, seats)
    chosen = [p.get("race") for p in players]
    raw = document.get("races")
    if raw is not None:
        if not isinstance(raw, list) or len(raw) != seats or not all(isinstance(r, str) for r in raw):
            read.error("races", f"must list one race per player ({seats}), not {excerpt(raw)}")
            return None
        races = list(raw)
        for i, race in enumerate(races):
            if race not in RACES:
                read.error(f"races[{i}]", f"unknown race {excerpt(race)}; use {', '.join(RACES)}")
                return None
            if chosen[i] is not None and chosen[i] != race:
                read.error(f"races[{i}]", f"players[{i}] plays {chosen[i]}, not {race}")
                return None
    else:
        races = _draw_races(values, fixed, chosen, seed)
        if races is None:
            read.error("players", "two players chose the same race")
            return None
    if len(set(races)) != len(races):
        read.error("races", "each race plays once")
        return None
    if fixed is not None and set(races) != set(fixed):
        read.error("races", f"the {scenario} scenario plays {', '.join(fixed)}, not {', '.join(races)}")
        return None
    return races


def _draw_races(values: Values, fixed: tuple[str, ...] | None, chosen: list[str | None],
                seed: int) -> list[str] | None:
    taken = [r for r in chosen if r is not None]
    if len(set(taken)) != len(taken):
        return None
    turned = _turn_to_choices(fixed, chosen) if fixed is not None else None
    if turned is not None:
        return turned
    if fixed is not None:
        pool = [r for r in fixed if r not in taken]
    else:
        rng = random.Random(f"{seed}:races")
        others = [r for r in values.seat_order if r not in taken]
        pool = sorted(rng.sample(others, chosen.count(None)), key=values.seat_order.index)
    if fixed is not None and any(r not in fixed for r in taken):
        return list(r if r is not None else "?" for r in chosen)    # refused by the caller's check
    out = []
    for race in chosen:
        out.append(race if race is not None else pool.pop(0))
    return out


def dealt_races(values: Values, seats: int, seed: int) -> list[str]:
    """The main game's races dealt to the players at random (Rb: "Вслепую распределите расы между
    игроками"): the races the seed draws, going round the seats in their clockwise order (so the teams
    still alternate) from a seat drawn from its own generator. The window's setup lists them in the
    file's `races`; a file without `races` seats them clockwise from its first player (§3.2, E2)."""
    races = _draw_races(values, _scenario_races(values, "main", seats), [None] * seats, seed) or []
    return _turned(races, random.Random(f"{seed}:seat deal").randrange(seats))


def _turned(races: Sequence[str], start: int) -> list[str]:
    """The circle of races read clockwise from seat `start` of it."""
    return list(races[start:]) + list(races[:start])


def _turn_to_choices(fixed: Sequence[str], chosen: list[str | None]) -> list[str] | None:
    """The fixed races turned round (their clockwise order kept) so that each chosen race sits where its
    player chose it, or None when no turn does. Seats go clockwise in the fixed order (§3: humans, orcs,
    night_elves, undead, so the teams alternate); a player's choice only says where the circle starts."""
    if len(fixed) != len(chosen):
        return None
    for shift in range(len(fixed)):
        turned = _turned(fixed, shift)
        if all(race is None or race == turned[i] for i, race in enumerate(chosen)):
            return turned
    return None


def _first_player(document: Mapping[str, Any], read: _Report, scenario: str, races: list[str] | None,
                  seed: int) -> int | None:
    if races is None:
        return None
    raw = document.get("first_player")
    fixed = FIXED_FIRST.get(scenario)
    must = races.index(fixed) if fixed in races else None
    if raw is None:
        return must if must is not None else random.Random(f"{seed}:first_player").randrange(len(races))
    if not _whole(raw) or not 0 <= raw < len(races):
        read.error("first_player", f"must be a seat from 0 to {len(races) - 1}, not {excerpt(raw)}")
        return None
    if must is not None and raw != must:
        read.error("first_player", f"the {scenario} scenario's first player is the {fixed} seat ({must})")
        return None
    return raw


def _outcome_list(document: Mapping[str, Any], read: _Report, name: str, faces: Sequence[int]) -> list[int]:
    raw = document.get(name)
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) > MAX_OUTCOMES:
        read.error(name, f"must be a list of die results, not {excerpt(raw)}")
        return []
    for i, face in enumerate(raw):
        if not _whole(face) or face not in faces:
            read.error(f"{name}[{i}]", f"must be one of {', '.join(map(str, faces))}, not {excerpt(face)}")
            return []
    return list(raw)


def _decks(document: Mapping[str, Any], read: _Report, seats: int, values: Values,
           races: list[str] | None) -> dict[str, list[list[str]]]:
    raw = document.get("decks")
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        read.error("decks", f"must be an object {{seat: [order, ...]}}, not {excerpt(raw)}")
        return {}
    known = set(values.common_cards) | {c for cards in values.race_cards.values() for c in cards}
    seat_keys = [str(seat) for seat in range(seats)]     # "0", "1": never "00", "١" or 5,000 digits
    out: dict[str, list[list[str]]] = {}
    for key, orders in raw.items():
        if key not in seat_keys:
            read.error(f"decks.{excerpt(key)}", f"must name a seat from 0 to {seats - 1}")
            continue
        field = f"decks.{key}"
        if not isinstance(orders, list) or len(orders) > MAX_SHUFFLES:
            read.error(field, f"must be a list of at most {MAX_SHUFFLES:,} deck orders, not {excerpt(orders)}")
            continue
        good = []
        for i, order in enumerate(orders):
            problem = _order_problem(order, known)
            if problem is not None:
                read.error(f"{field}[{i}]" + problem[0], problem[1])
                break
            good.append(list(order))
        if good and races is not None:      # the first order is the setup's shuffle: the race's whole deck
            problem = deck_order_problem(good[0], values.deck(races[int(key)]))
            if problem is not None:
                read.error(f"{field}[0]", f"{problem} (the {races[int(key)]} deck)")
        out[key] = good
    return out


def _order_problem(order: Any, known: set[str]) -> tuple[str, str] | None:
    """(the field below the order, what is wrong) for an order that is no list of card ids, else None."""
    if not isinstance(order, list) or len(order) > MAX_DECK:
        return "", f"must be a list of at most {MAX_DECK} card ids, not {excerpt(order)}"
    for j, card in enumerate(order):
        if not isinstance(card, str) or card not in known:
            return f"[{j}]", f"unknown card {excerpt(card)}"
    return None


def _actions(document: Mapping[str, Any], read: _Report) -> list[Any]:
    raw = document.get("actions", [])
    if not isinstance(raw, list):
        read.error("actions", f"must be a list of actions, not {excerpt(raw)}")
        return []
    if len(raw) > MAX_ACTIONS:
        read.error("actions", f"holds {len(raw)} actions; at most {MAX_ACTIONS}")
        return []
    for i, item in enumerate(raw):
        try:
            ACTIONS.from_json(item)
        except IllegalAction as exc:
            field = getattr(exc, "field", None)
            read.error(f"actions[{i}]" + (f".{field}" if field else ""), exc.reason)
    return list(raw)


def game_document(game: Any, actions: list[Any]) -> dict[str, Any]:
    """The game file of a game: its setup, every random outcome drawn so far, every action."""
    setup = game.file_setup
    outcomes = game.outcomes
    body = {
        "scenario": setup["scenario"],
        "map": setup["map"],
        "seed": setup["seed"],
        "players": [dict(p) for p in setup["players"]],
        "options": dict(setup.get("options") or {"turn_cap": None}),
        "races": list(setup["races"]),
        "first_player": setup["first_player"],
        "dice": outcomes.dice.recorded(),
        "income": outcomes.income.recorded(),
        "decks": outcomes.decks.recorded(),
        "actions": actions,
    }
    return envelope.wrap(GAME_ID, GAME_VERSION, body)
