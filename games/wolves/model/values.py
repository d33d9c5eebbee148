"""The design values of The Wolves (rules_data/values.yaml), read once and checked field by field.

The rulebook printed many numbers only on its components (pack-board cells, the moon calendar,
scoring-token backs, tile pairings); the rules page chose them, and values.yaml holds them all.
`shipped_values()` is the checked, cached reading of the shipped file; `load_values(path)` reads
another one; a bad file is a DataError whose problems name the file and the field.
"""

from __future__ import annotations

import functools
import os
from collections import Counter
from typing import Any

from kernel.errors import DataError, Problem
from kernel.files import excerpt, read_yaml

VALUES_FILE = os.path.join(os.path.dirname(os.path.dirname(__file__)), "rules_data", "values.yaml")

TERRAINS = ("meadow", "desert", "forest", "tundra", "mountain")
ATTRIBUTES = ("spread", "speed", "howl")
PHASES = ("new", "quarter", "full")
SPECIES = ("moose", "deer", "raccoon", "boar", "hare")
BONUS_TOKENS = ("bonus_terrain", "bonus_action")
WOLF_KINDS = ("alpha", "pack")
PIECE_KINDS = ("den", "pack", "alpha", "lair")      # the hierarchy, low to high (§4.3)
PLAYER_COUNTS = (2, 3, 4, 5)
CELLS = 5                                           # cells of an attribute area; dens cover 2-5
DENS_PER_AREA = CELLS - 1
LAIRS = 4
HUNT_CELLS = 5
WOLF_CELLS = 8
SIDES = ("3-5", "2")                                # pack-board sides


class Values:
    """The checked values, as plain attributes (see values.yaml for what each means)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.terrains: tuple[str, ...] = tuple(data["terrains"])
        self.dual_tiles: tuple[tuple[str, str], ...] = tuple(tuple(pair) for pair in data["dual_tiles"])
        self.attributes: dict[str, tuple[int, ...]] = {a: tuple(data["attributes"][a]) for a in ATTRIBUTES}
        self.attribute_vp: tuple[int, ...] = tuple(data["attribute_vp"])
        self.row_rewards: dict[int, str] = {int(k): v for k, v in data["row_rewards"].items()}
        self.lair_vp: tuple[int, ...] = tuple(data["lair_vp"])
        self.lair_reward: str = data["lair_reward"]
        self.hunt_vp: dict[str, tuple[int, ...]] = {side: tuple(data["hunt"][side]["vp"]) for side in SIDES}
        self.hunt_reward: dict[str, str | None] = {side: data["hunt"][side]["reward"] for side in SIDES}
        self.wolf_cells: tuple[str, ...] = tuple(data["wolves_area"]["cells"])
        self.wolves_vp: tuple[int, ...] = tuple(data["wolves_area"]["vp"])
        self.calendar: dict[int, dict[str, Any]] = {int(n): dict(v) for n, v in data["calendar"].items()}
        self.first_value: dict[str, int] = {k: v["first"] for k, v in data["scoring_tokens"].items()}
        self.second_value: dict[str, int] = {k: v["second"] for k, v in data["scoring_tokens"].items()}
        self.tokens_per_players: dict[int, dict[str, int]] = {
            int(n): dict(v) for n, v in data["tokens_per_players"].items()}
        self.two_player_stacks: tuple[tuple[str, ...], ...] = tuple(tuple(s) for s in data["two_player_stacks"])
        self.virtual_pieces: dict[tuple[str, ...], tuple[str, ...]] = {
            tuple(entry["stack"]): tuple(entry["pieces"]) for entry in data["virtual_pack"]}
        self.prey: dict[int, tuple[str, ...]] = {int(n): tuple(v) for n, v in data["prey"].items()}
        self.prey_stack: int = data["prey_stack"]
        self.supplies: dict[str, int] = dict(data["supplies"])
        self.actions_per_turn: int = data["actions_per_turn"]

    def __deepcopy__(self, memo: dict) -> Values:
        return self             # the rules never change: a copied game shares them

    def tile_faces(self, home: str) -> tuple[tuple[str, str], ...]:
        """(face a, face b) of each tile of the pack whose home terrain is `home`: tile 0 first."""
        return ((home, home), *self.dual_tiles)

    def scoring_tokens(self, players: int) -> list[str]:
        """The scoring tokens in play with 3-5 players, in phase order."""
        counts = self.tokens_per_players[players]
        return [phase for phase in PHASES for _ in range(counts[phase])]


# -- checking ---------------------------------------------------------------------------------


class _Checker:
    def __init__(self, where: str) -> None:
        self.where = where
        self.problems: list[Problem] = []

    def bad(self, field: str, what: str) -> None:
        self.problems.append(Problem(f"{self.where}: {field}", what))

    def get(self, data: Any, key: Any, field: str, kind: type | tuple[type, ...]) -> Any:
        if not isinstance(data, dict) or key not in data:
            self.bad(field, "missing")
            return None
        value = data[key]
        if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
            self.bad(field, f"must be {_kind_name(kind)}, not {excerpt(value)}")
            return None
        return value

    def numbers(self, data: Any, key: Any, field: str, length: int, rising: bool = False,
                least: int = 0) -> list[int] | None:
        value = self.get(data, key, field, list)
        if value is None:
            return None
        if len(value) != length or any(isinstance(v, bool) or not isinstance(v, int) or v < least for v in value):
            self.bad(field, f"must be a list of {length} whole numbers from {least} up, not {excerpt(value)}")
            return None
        if rising and any(b <= a for a, b in zip(value, value[1:])):
            self.bad(field, f"must rise from cell to cell, not {excerpt(value)}")
        return value

    def names(self, data: Any, key: Any, field: str, allowed: tuple[str, ...]) -> list[str] | None:
        value = self.get(data, key, field, list)
        if value is None:
            return None
        wrong = [v for v in value if v not in allowed]
        if wrong:
            self.bad(field, f"{excerpt(wrong[0])} is not one of {', '.join(allowed)}")
            return None
        return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    return {list: "a list", dict: "a mapping", int: "a whole number", str: "a text"}.get(kind, "of another kind")


def check_values(data: Any, where: str) -> list[Problem]:
    """Every problem of a values document (values.yaml read), each at its field."""
    c = _Checker(where)
    if not isinstance(data, dict):
        return [Problem(where, "must be a mapping of the game's values")]
    terrains = c.names(data, "terrains", "terrains", TERRAINS)
    if terrains is not None and tuple(terrains) != TERRAINS:
        c.bad("terrains", f"must be {', '.join(TERRAINS)} in this order")
    duals = c.get(data, "dual_tiles", "dual_tiles", list)
    if duals is not None:
        if len(duals) != 5 or any(not isinstance(p, list) or len(p) != 2 or not set(p) <= set(TERRAINS)
                                  or p[0] == p[1] for p in duals):
            c.bad("dual_tiles", "must be 5 tiles, each [face a, face b] of two different terrains")
        else:
            for face in (0, 1):
                if sorted(p[face] for p in duals) != sorted(TERRAINS):
                    c.bad("dual_tiles", f"the {'ab'[face]} faces must show the five terrains once each (§1.3)")
    attributes = c.get(data, "attributes", "attributes", dict)
    if attributes is not None:
        for name in ATTRIBUTES:
            c.numbers(attributes, name, f"attributes.{name}", CELLS, rising=True, least=1)
    c.numbers(data, "attribute_vp", "attribute_vp", CELLS)
    rewards = c.get(data, "row_rewards", "row_rewards", dict)
    if rewards is not None:
        for cell, token in rewards.items():
            if isinstance(cell, bool) or not isinstance(cell, int) or not 2 <= cell <= CELLS:
                c.bad(f"row_rewards.{cell}", f"must be a cell from 2 to {CELLS}")
            elif token not in BONUS_TOKENS:
                c.bad(f"row_rewards.{cell}", f"must be one of {', '.join(BONUS_TOKENS)}, not {excerpt(token)}")
    c.numbers(data, "lair_vp", "lair_vp", LAIRS, rising=True)
    if data.get("lair_reward") not in BONUS_TOKENS:
        c.bad("lair_reward", f"must be one of {', '.join(BONUS_TOKENS)}")
    hunt = c.get(data, "hunt", "hunt", dict)
    if hunt is not None:
        for side in SIDES:
            entry = c.get(hunt, side, f"hunt.{side}", dict)
            if entry is not None:
                c.numbers(entry, "vp", f"hunt.{side}.vp", HUNT_CELLS, rising=True)
                if "reward" not in entry or entry["reward"] not in (*BONUS_TOKENS, None):
                    c.bad(f"hunt.{side}.reward", "must be bonus_terrain, bonus_action or null")
    area = c.get(data, "wolves_area", "wolves_area", dict)
    if area is not None:
        cells = c.names(area, "cells", "wolves_area.cells", WOLF_KINDS)
        if cells is not None and len(cells) != WOLF_CELLS:
            c.bad("wolves_area.cells", f"must name {WOLF_CELLS} figures")
        c.numbers(area, "vp", "wolves_area.vp", WOLF_CELLS, rising=True)
    _check_calendar(c, data)
    tokens = c.get(data, "scoring_tokens", "scoring_tokens", dict)
    if tokens is not None:
        for phase in PHASES:
            entry = c.get(tokens, phase, f"scoring_tokens.{phase}", dict)
            if entry is not None:
                first = c.get(entry, "first", f"scoring_tokens.{phase}.first", int)
                second = c.get(entry, "second", f"scoring_tokens.{phase}.second", int)
                if first is not None and second is not None and not 0 <= second <= first:
                    c.bad(f"scoring_tokens.{phase}", "the 2nd-place value must be from 0 to the 1st-place value")
    per_players = c.get(data, "tokens_per_players", "tokens_per_players", dict)
    if per_players is not None:
        for n in PLAYER_COUNTS[1:]:
            entry = c.get(per_players, n, f"tokens_per_players.{n}", dict)
            if entry is not None:
                for phase in PHASES:
                    c.get(entry, phase, f"tokens_per_players.{n}.{phase}", int)
    _check_two_players(c, data)
    prey = c.get(data, "prey", "prey", dict)
    if prey is not None:
        for n in PLAYER_COUNTS:
            c.names(prey, n, f"prey.{n}", SPECIES)
    stack = c.get(data, "prey_stack", "prey_stack", int)
    if stack is not None and stack < 1:
        c.bad("prey_stack", "must be at least 1")
    supplies = c.get(data, "supplies", "supplies", dict)
    if supplies is not None:
        for token in BONUS_TOKENS:
            count = c.get(supplies, token, f"supplies.{token}", int)
            if count is not None and count < 0:
                c.bad(f"supplies.{token}", "must be 0 or more")
    actions = c.get(data, "actions_per_turn", "actions_per_turn", int)
    if actions is not None and actions < 1:
        c.bad("actions_per_turn", "must be at least 1")
    return c.problems


def _check_calendar(c: _Checker, data: dict) -> None:
    calendar = c.get(data, "calendar", "calendar", dict)
    if calendar is None:
        return
    for n in PLAYER_COUNTS:
        entry = c.get(calendar, n, f"calendar.{n}", dict)
        if entry is None:
            continue
        c.get(entry, "side", f"calendar.{n}.side", str)
        days = c.get(entry, "days", f"calendar.{n}.days", int)
        phase_days = [c.get(entry, phase, f"calendar.{n}.{phase}", int) for phase in PHASES]
        if days is None or None in phase_days:
            continue
        if not 1 <= phase_days[0] < phase_days[1] < phase_days[2] <= days:
            c.bad(f"calendar.{n}", "the phase days must rise (new, quarter, full) within the calendar's days")


def _check_two_players(c: _Checker, data: dict) -> None:
    stacks = c.get(data, "two_player_stacks", "two_player_stacks", list)
    if stacks is not None:
        if len(stacks) != 5 or any(not isinstance(s, list) or not s or not set(s) <= set(PHASES) for s in stacks):
            c.bad("two_player_stacks", "must be 5 stacks, each a list of phases, top first")
            stacks = None
    virtual = c.get(data, "virtual_pack", "virtual_pack", list)
    if virtual is None:
        return
    kinds_seen = []
    for i, entry in enumerate(virtual):
        field = f"virtual_pack[{i}]"
        if not isinstance(entry, dict):
            c.bad(field, "must be {stack, pieces}")
            continue
        stack = c.names(entry, "stack", f"{field}.stack", PHASES)
        pieces = c.names(entry, "pieces", f"{field}.pieces", ("alpha", "pack", "den"))
        if stack is not None:
            kinds_seen.append(tuple(stack))
        if pieces is not None and (not 1 <= len(pieces) <= 2 or pieces.count("den") > 1):
            c.bad(f"{field}.pieces", "must be 1 or 2 pieces, at most one den (§4.3)")
    if stacks is not None and set(kinds_seen) != {tuple(s) for s in stacks}:
        c.bad("virtual_pack", "must give the pieces of each of the two_player_stacks, once each")
    elif len(kinds_seen) != len(set(kinds_seen)):
        c.bad("virtual_pack", "gives the pieces of one stack twice")


def _check_counts(values: Values, where: str) -> list[Problem]:
    """What only the whole document shows: token and prey counts against the box (§1.1, §1.6, §1.7)."""
    problems = []
    for n, counts in values.tokens_per_players.items():
        if any(counts[p] > box for p, box in (("new", 3), ("quarter", 4), ("full", 3))):
            problems.append(Problem(f"{where}: tokens_per_players.{n}", "uses more tokens than the box holds"))
    for n, species in values.prey.items():
        per = 1 if n == 2 else values.prey_stack
        if any(count * per > 4 for count in Counter(species).values()):
            problems.append(Problem(f"{where}: prey.{n}", "uses more tokens of a species than the box's 4"))
    two = Counter(p for stack in values.two_player_stacks for p in stack)
    if any(two[p] > box for p, box in (("new", 3), ("quarter", 4), ("full", 3))):
        problems.append(Problem(f"{where}: two_player_stacks", "uses more tokens than the box holds"))
    return problems


def load_values(path: str) -> Values:
    """The checked values of a values file; DataError naming the file and each bad field."""
    data = read_yaml(path)
    problems = check_values(data, str(path))
    if problems:
        raise DataError(problems)
    values = Values(data)
    problems = _check_counts(values, str(path))
    if problems:
        raise DataError(problems)
    return values


@functools.cache
def shipped_values() -> Values:
    """The shipped values (games/wolves/rules_data/values.yaml), read once."""
    return load_values(VALUES_FILE)
