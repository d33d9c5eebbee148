"""The game file of The Wolves (`wolves-game`, version 1): read it, complete it, write it back.

A game file is the setup, every random outcome of the setup and every action in order
(docs/FORMATS.md, "The Wolves"). Reading one (`parse_game_file`) checks every field and names
each problem at `file: field`; a value that cannot be right (a wrong type, a huge number, an
unknown id, a duplicate, a layout that is not the map's for that many seats, a set of scoring
tokens or prey that is not the box's for that many seats) is an error, an unknown field a
warning. Then every random outcome the file leaves out is drawn from its `seed`
(`draw_outcomes`), so the setup the engine gets is complete and the file written back
(`game_document`) records it all: it replays identically in every version of the program,
whatever its random-number generator.

The outcomes, each drawn by its own generator seeded from the seed and the outcome's name (so
giving one in the file never changes how the others fall):

- `layout`: the region boards drawn from the box and dealt to the region slots of the map's
  layout for the seat count, {slot: board};
- `scoring`: the scoring tokens shuffled, one on each region board (two players: the five
  stacks shuffled, one on each), {board: [token, ...] top first};
- `prey`: the prey species shuffled onto the prey hexes, {board: species};
- `packs`: the pack of each seat, a player's own choice (`players[i].pack`) kept, the others dealt
  from the packs left;
- `first_player`: the seat that places first and plays first;
- `virtual_pack` (two players only): a pack nobody plays, guarding the regions.
"""

from __future__ import annotations

import copy
import os
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kernel import envelope
from kernel.actions import ActionFieldError
from kernel.errors import DataError, IllegalAction, Problem
from kernel.files import excerpt, shows_something, text_problem, type_name
from kernel.outcomes import Outcomes

from . import board as board_module
from .actions import ACTIONS
from .values import PHASES, SPECIES, TERRAINS, Values, shipped_values

GAME_ID = "wolves"
GAME_FORMAT = "wolves-game"
GAME_VERSION = 1
SEED_MIN, SEED_MAX = -2 ** 63, 2 ** 63 - 1     # a seed fits in 64 bits, as Small World's
MAX_ACTIONS = 100_000
MAX_NAME = 40          # characters of a player's name
MAX_MAP_REF = 1000     # characters of `map`
MAX_PROBLEMS = 200     # per file: past that, one line says how many more there were
MIN_PLAYERS, MAX_PLAYERS = 2, 5

PACKS = TERRAINS          # a pack's id is its home terrain
KINDS = ("human", "ai")

SEAT_FIELDS = ("name", "kind", "level", "pack")
OUTCOME_FIELDS = ("layout", "scoring", "prey", "packs", "first_player", "virtual_pack")
FIELDS = ("format", "version", "map", "seed", "players", *OUTCOME_FIELDS, "actions", "meta")


def scoring_stacks(players: int, values: Values | None = None) -> list[tuple[str, ...]]:
    """The scoring stacks laid out for `players` seats, top first, in the box's order (before the
    shuffle): 3-5 players, one token a region; 2 players, the five stacks."""
    values = values or shipped_values()
    if players == 2:
        return list(values.two_player_stacks)
    return [(phase,) for phase in values.scoring_tokens(players)]


def prey_species(players: int, values: Values | None = None) -> list[str]:
    """The species of the prey hexes for `players` seats, in the box's order (before the shuffle)."""
    return list((values or shipped_values()).prey[players])


def map_file(map_ref: str, base_dir: str = ".") -> str:
    """The file a game file's `map` names: a shipped map's id (games/wolves/maps/<id>.json), else a
    path, relative to the game file's folder `base_dir`."""
    path = board_module.box_file(map_ref)
    if path != map_ref or os.path.isabs(path):
        return path
    return os.path.join(base_dir, path)


# -- reading --------------------------------------------------------------------------------


class _Reader:
    """The problems found in one game file, each at `where: field`."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.problems: list[Problem] = []

    def error(self, field: str, what: str) -> None:
        self.problems.append(Problem(f"{self.where}: {field}" if field else self.where, what))

    def warn(self, field: str, what: str) -> None:
        self.problems.append(Problem(f"{self.where}: {field}" if field else self.where, what, warning=True))

    @property
    def failed(self) -> bool:
        return any(not p.warning for p in self.problems)

    def capped(self) -> list[Problem]:
        if len(self.problems) <= MAX_PROBLEMS:
            return self.problems
        more = len(self.problems) - MAX_PROBLEMS
        return self.problems[:MAX_PROBLEMS] + [Problem(self.where, f"and {more} more problems like these")]


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_game_file(document: Any, where: str, base_dir: str = ".",
                    levels: Sequence[str] = ("random",)) -> tuple[dict[str, Any] | None, list[Problem]]:
    """Check a `wolves-game` document and complete it: (setup, problems).

    `levels`: the computer players' levels a seat may name. Each action's fields are read as the
    engine reads them (actions.py): a malformed one is named at `actions[i].field`; whether it is
    legal is the replay's to say. The setup holds `map` (as the file names it), `box`
    (board.Box), `board` (board.Board of the layout), `seed`, `players` ([{name, kind, level?, pack?}]),
    every outcome of OUTCOME_FIELDS (drawn where the file has none; `virtual_pack` None with 3-5
    players) and `actions` (as stored). None, with the errors, when the file cannot be played."""
    read = _Reader(where)
    if not isinstance(document, Mapping):
        read.error("", f"a game file must hold a JSON object, not {type_name(document)}")
        return None, read.problems
    for key in document:
        if key not in FIELDS:
            read.warn(str(key), "unknown field (ignored)")
    _check_envelope(document, read)
    setup: dict[str, Any] = {"seed": _seed(document, read)}
    setup["players"] = _players(document, read, levels)
    box = _box(document, read, base_dir, setup)
    setup["actions"] = _actions(document, read)
    seats = len(setup["players"]) if setup["players"] is not None else None
    if box is not None and seats is not None and seats not in box.layouts:
        read.error("players", f"{seats} players: the map {excerpt(document.get('map'))} has layouts for "
                              f"{', '.join(map(str, box.players)) or 'no player count'}")
        box = None
    if box is not None and seats is not None and not read.failed:
        outcomes = _recorded_outcomes(document, read, box, setup["players"])
        if not read.failed:
            setup.update(draw_outcomes(box, setup["players"], setup["seed"], outcomes))
            try:
                setup["board"] = board_module.build_board(box, seats, setup["layout"])
            except DataError as exc:
                read.problems.extend(Problem(f"{where}: layout", p.what) for p in exc.problems)
    problems = read.capped()
    return (None if read.failed else setup), problems


def _check_envelope(document: Mapping[str, Any], read: _Reader) -> None:
    if document.get("format") != GAME_FORMAT:
        read.error("format", f"must be \"{GAME_FORMAT}\", not {excerpt(document.get('format'))}")
    version = document.get("version")
    if not _whole(version) or version < 1:
        read.error("version", f"must be a whole number from 1, not {excerpt(version)}")
    elif version > GAME_VERSION:
        read.error("version", f"version {excerpt(version)} is newer than this program understands "
                              f"({GAME_VERSION}); update the game")


def _seed(document: Mapping[str, Any], read: _Reader) -> int:
    seed = document.get("seed", 0)
    if not _whole(seed) or not SEED_MIN <= seed <= SEED_MAX:
        read.error("seed", f"must be a whole number from {SEED_MIN} to {SEED_MAX}, not {excerpt(seed)}")
        return 0
    return seed


def _players(document: Mapping[str, Any], read: _Reader, levels: Sequence[str]) -> list[dict[str, Any]] | None:
    raw = document.get("players")
    if not isinstance(raw, list) or not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
        shown = f"{len(raw)} seats" if isinstance(raw, list) else type_name(raw)
        read.error("players", f"must be a list of {MIN_PLAYERS} to {MAX_PLAYERS} seats, not {shown}")
        return None
    seats, fine = [], True
    for i, entry in enumerate(raw):
        field = f"players[{i}]"
        if not isinstance(entry, Mapping):
            read.error(field, f"must be an object with a name, not {type_name(entry)}")
            fine = False
            continue
        for key in entry:
            if key not in SEAT_FIELDS:
                read.warn(f"{field}.{key}", "unknown field (ignored)")
        seat = {"name": entry.get("name"), "kind": entry.get("kind", "human")}
        problem = text_problem(seat["name"], MAX_NAME, blank=True)
        if problem:
            read.error(f"{field}.name", problem)
            fine = False
        elif not shows_something(seat["name"]):     # spaces or zero-width characters: the seat's default name
            seat["name"] = f"Player {i + 1}"
            read.warn(f"{field}.name", f"shows nothing: the seat plays as \"{seat['name']}\"")
        if seat["kind"] not in KINDS:
            read.error(f"{field}.kind", f"must be \"human\" or \"ai\", not {excerpt(seat['kind'])}")
            fine = False
        if seat["kind"] == "ai":
            seat["level"] = entry.get("level", "random")
            if seat["level"] not in levels:
                read.error(f"{field}.level", f"unknown level {excerpt(seat['level'])}; use {', '.join(levels)}")
                fine = False
        elif "level" in entry:
            read.warn(f"{field}.level", "only a computer seat (\"kind\": \"ai\") has a level (ignored)")
        if "pack" in entry:
            seat["pack"] = entry["pack"]
            if entry["pack"] not in PACKS:
                read.error(f"{field}.pack", f"unknown pack {excerpt(entry['pack'])}; use {', '.join(PACKS)}")
                fine = False
            elif [e.get("pack") for e in raw[:i] if isinstance(e, Mapping)].count(entry["pack"]):
                read.error(f"{field}.pack", f"{excerpt(entry['pack'])} is chosen by an earlier seat too")
                fine = False
        seats.append(seat)
    return seats if fine else None


def _box(document: Mapping[str, Any], read: _Reader, base_dir: str, setup: dict[str, Any]) -> Any:
    """The box (board.Box) the file's `map` names, or None (its problems reported)."""
    raw = document.get("map")
    if not isinstance(raw, str) or not raw or len(raw) > MAX_MAP_REF or text_problem(raw, MAX_MAP_REF):
        read.error("map", f"must be a map id or the path of a map file, not {excerpt(raw)}")
        return None
    path = map_file(raw, base_dir)
    if not os.path.lexists(path):
        read.error("map", f"no map {excerpt(raw)} (looked for {excerpt(path, 200)})")
        return None
    try:
        box = board_module.load_box(path)
    except DataError as exc:
        for problem in exc.problems:     # a map that cannot be read is named from `map`
            read.error("map", f"{problem.where}: {problem.what}")
        return None
    setup["map"], setup["box"] = raw, box
    return box


def _actions(document: Mapping[str, Any], read: _Reader) -> list[Any]:
    raw = document.get("actions", [])
    if not isinstance(raw, list):
        read.error("actions", f"must be a list of actions, not {type_name(raw)}")
        return []
    if len(raw) > MAX_ACTIONS:
        read.error("actions", f"holds {len(raw)} actions; a game file holds at most {MAX_ACTIONS}")
        return []
    for i, action in enumerate(raw):
        if not isinstance(action, Mapping):
            read.error(f"actions[{i}]", f"must be an object with a type and a player, not {type_name(action)}")
        else:
            try:
                ACTIONS.from_json(action)
            except ActionFieldError as exc:
                read.error(f"actions[{i}].{exc.field}", exc.reason)
            except IllegalAction as exc:
                read.error(f"actions[{i}]", exc.reason)
    return list(raw)


# -- the random outcomes recorded in a file ----------------------------------------------------


def _recorded_outcomes(document: Mapping[str, Any], read: _Reader, box: Any,
                       players: list[dict[str, Any]]) -> dict[str, Any]:
    """The outcomes the file records, checked (absent ones are left out)."""
    seats = len(players)
    found: dict[str, Any] = {}
    _start, region_slots = box.layout(seats)
    layout = document.get("layout")
    if layout is not None:
        found["layout"] = _layout(layout, read, box, seats)
    boards = [found["layout"][slot] for slot in region_slots] if found.get("layout") else None
    if document.get("scoring") is not None:
        found["scoring"] = _scoring(document["scoring"], read, seats, boards, box)
    if document.get("prey") is not None:
        found["prey"] = _prey(document["prey"], read, seats, boards, box)
    if document.get("packs") is not None:
        found["packs"] = _packs(document["packs"], read, players)
    first = document.get("first_player")
    if first is not None:
        if not _whole(first) or not 0 <= first < seats:
            read.error("first_player", f"must be a seat, 0 to {seats - 1}, not {excerpt(first)}")
        else:
            found["first_player"] = first
    virtual = document.get("virtual_pack")
    if virtual is not None:
        if seats != 2:
            read.error("virtual_pack", f"only a game of 2 players has a virtual pack, not one of {seats}")
        elif virtual not in PACKS:
            read.error("virtual_pack", f"unknown pack {excerpt(virtual)}; use {', '.join(PACKS)}")
        elif virtual in (found.get("packs") or [p.get("pack") for p in players]):
            read.error("virtual_pack", f"{excerpt(virtual)} is a player's pack; the virtual pack is one nobody plays")
        else:
            found["virtual_pack"] = virtual
    return found


def _layout(raw: Any, read: _Reader, box: Any, seats: int) -> dict[str, str] | None:
    """The file's layout {slot: region board}: exactly the region slots of the map's layout for the
    seat count, each a different region board of the box (board.check_deal)."""
    if not isinstance(raw, Mapping):
        read.error("layout", f"must be an object {{slot: region board}}, not {type_name(raw)}")
        return None
    problems = board_module.check_deal(box, seats, dict(raw))
    for problem in problems:
        read.error(problem.where, problem.what)
    return None if problems else dict(raw)


def _per_board(raw: Any, field: str, what: str, read: _Reader, boards: Sequence[str] | None,
               box: Any) -> dict[str, Any] | None:
    """A {region board: value} field: an object naming exactly the boards of the layout."""
    if not isinstance(raw, Mapping):
        read.error(field, f"must be an object {{region board: {what}}}, not {type_name(raw)}")
        return None
    fine = True
    for board in raw:
        if board not in box.region_board_ids:
            read.error(field, f"unknown region board {excerpt(board)}; the box has {', '.join(box.region_board_ids)}")
            fine = False
        elif boards is not None and board not in boards:
            read.error(f"{field}.{board}", "is not a region board of the layout")
            fine = False
    if boards is None:     # no valid layout given: the layout is drawn, which these boards cannot foresee
        if fine:
            read.error(field, "is given without the layout it belongs to: record the layout too")
        return None
    missing = [board for board in boards if board not in raw]
    if missing:
        read.error(field, f"names no {what} for {', '.join(missing)}")
        fine = False
    return dict(raw) if fine else None


def _scoring(raw: Any, read: _Reader, seats: int, boards: Sequence[str] | None,
             box: Any) -> dict[str, list[str]] | None:
    stacks = _per_board(raw, "scoring", "stack of scoring tokens", read, boards, box)
    if stacks is None:
        return None
    most = 2 if seats == 2 else 1
    fine = True
    for board, stack in stacks.items():
        if (not isinstance(stack, list) or not 1 <= len(stack) <= most
                or any(token not in PHASES for token in stack)):
            read.error(f"scoring.{board}", f"must be a list of {'1 or 2' if most == 2 else '1'} scoring "
                                           f"token{'s' if most == 2 else ''} ({', '.join(PHASES)}), "
                                           f"not {excerpt(stack)}")
            fine = False
    if not fine:
        return None
    given = Counter(tuple(stack) for stack in stacks.values())
    wanted = Counter(scoring_stacks(seats))
    if given != wanted:
        read.error("scoring", f"is not the set of scoring tokens of a {seats}-player game: "
                              f"{_describe_stacks(wanted)} (the file gives {_describe_stacks(given)})")
        return None
    return {board: list(stack) for board, stack in stacks.items()}


def _describe_stacks(stacks: Counter) -> str:
    return ", ".join(f"{count} × {'/'.join(stack)}" for stack, count in sorted(stacks.items()))


def _prey(raw: Any, read: _Reader, seats: int, boards: Sequence[str] | None, box: Any) -> dict[str, str] | None:
    prey = _per_board(raw, "prey", "prey species", read, boards, box)
    if prey is None:
        return None
    fine = True
    for board, species in prey.items():
        if species not in SPECIES:
            read.error(f"prey.{board}", f"unknown species {excerpt(species)}; use {', '.join(SPECIES)}")
            fine = False
    if not fine:
        return None
    given, wanted = Counter(prey.values()), Counter(prey_species(seats))
    if given != wanted:
        shown = ", ".join(f"{wanted[s]} {s}" for s in SPECIES if wanted[s])
        read.error("prey", f"is not the prey of a {seats}-player game: {shown} (one a prey hex)")
        return None
    return prey


def _packs(raw: Any, read: _Reader, players: list[dict[str, Any]]) -> list[str] | None:
    seats = len(players)
    if not isinstance(raw, list) or len(raw) != seats:
        shown = f"{len(raw)} packs" if isinstance(raw, list) else type_name(raw)
        read.error("packs", f"must be a list of {seats} packs, one a seat, not {shown}")
        return None
    fine = True
    for i, pack in enumerate(raw):
        if pack not in PACKS:
            read.error(f"packs[{i}]", f"unknown pack {excerpt(pack)}; use {', '.join(PACKS)}")
            fine = False
        elif raw.index(pack) != i:
            read.error(f"packs[{i}]", f"{excerpt(pack)} is played by an earlier seat too")
            fine = False
        elif players[i].get("pack") not in (None, pack):
            read.error(f"packs[{i}]", f"{excerpt(pack)} is not the pack players[{i}].pack chooses "
                                      f"({excerpt(players[i]['pack'])})")
            fine = False
    return list(raw) if fine else None


# -- drawing what the file leaves out ---------------------------------------------------------


def _generator(seed: int, outcome: str) -> random.Random:
    """The generator of one kind of outcome: the seed and the outcome's name, so the outcomes a file
    gives never change how those it leaves out fall. (Seeding with text is stable across Python
    versions: it hashes the text with SHA-512.)"""
    return random.Random(f"wolves {outcome} {seed}")


def draw_outcomes(box: Any, players: Sequence[Mapping[str, Any]], seed: int,
                  given: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Every outcome of OUTCOME_FIELDS: those `given` (already checked) kept, the others drawn from
    `seed`. Each is drawn with kernel.outcomes, which the engine needs no more of: after setup the
    game is deterministic."""
    given = dict(given or {})
    seats = len(players)
    _start, region_slots = box.layout(seats)
    out: dict[str, Any] = {}

    layout = given.get("layout")
    if layout is None:
        order = Outcomes("layout", _generator(seed, "layout")).shuffle(list(box.region_board_ids))
        layout = dict(zip(region_slots, order))
    out["layout"] = dict(layout)
    boards = [layout[slot] for slot in region_slots]

    scoring = given.get("scoring")
    if scoring is None:
        stacks = Outcomes("scoring", _generator(seed, "scoring")).shuffle(scoring_stacks(seats))
        scoring = {board: list(stack) for board, stack in zip(boards, stacks)}
    out["scoring"] = {board: list(scoring[board]) for board in boards}

    prey = given.get("prey")
    if prey is None:
        species = Outcomes("prey", _generator(seed, "prey")).shuffle(prey_species(seats))
        prey = dict(zip(boards, species))
    out["prey"] = {board: prey[board] for board in boards}

    packs = given.get("packs")
    if packs is None:
        chosen = [seat.get("pack") for seat in players]
        left = Outcomes("packs", _generator(seed, "packs")).shuffle([p for p in PACKS if p not in chosen])
        packs = [pack if pack is not None else left.pop(0) for pack in chosen]
    out["packs"] = list(packs)

    first = given.get("first_player")
    if first is None:
        first = Outcomes("first_player", _generator(seed, "first_player")).roll(range(seats))
    out["first_player"] = first

    virtual = given.get("virtual_pack")
    if seats == 2 and virtual is None:
        virtual = Outcomes("virtual_pack", _generator(seed, "virtual_pack")).draw(
            [p for p in PACKS if p not in out["packs"]])
    out["virtual_pack"] = virtual if seats == 2 else None
    return out


# -- writing --------------------------------------------------------------------------------


def game_document(setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The game file of a game: `format` and `version` first, the setup with every outcome, then every
    action (as stored). Read back, it gives the same setup again."""
    body: dict[str, Any] = {
        "map": setup["map"],
        "seed": setup["seed"],
        "players": [{key: seat[key] for key in SEAT_FIELDS if key in seat} for seat in setup["players"]],
        "layout": dict(setup["layout"]),
        "scoring": {board: list(stack) for board, stack in setup["scoring"].items()},
        "prey": dict(setup["prey"]),
        "packs": list(setup["packs"]),
        "first_player": setup["first_player"],
    }
    if setup.get("virtual_pack") is not None:
        body["virtual_pack"] = setup["virtual_pack"]
    body["actions"] = copy.deepcopy([dict(action) for action in actions])
    return envelope.wrap(GAME_ID, GAME_VERSION, body)
