"""Every number of Warcraft: The Board Game (rules_data/values.yaml), read once and checked.

Races with their teams and upgrade tracks, unit kinds with caps, moves, costs and buildings, the
building tiles, Outposts, the deck's composition, the income die, the VP goals, the starting
resources and pieces and each scenario's setup. `shipped_values()` is the cached reading of the
shipped file; a bad file is a DataError naming the file and the field.
"""

from __future__ import annotations

import functools
import os
from typing import Any

from kernel.errors import DataError, Problem
from kernel.files import read_yaml

VALUES_FILE = os.path.join(os.path.dirname(os.path.dirname(__file__)), "rules_data", "values.yaml")

RACES = ("humans", "orcs", "night_elves", "undead")
UNIT_KINDS = ("melee", "ranged", "flying")
PIECE_KINDS = ("melee", "ranged", "flying", "worker", "necromancer", "prisoner")
TRAINABLE = ("melee", "ranged", "flying", "worker")
TILE_KINDS = ("barracks", "range", "aerie")
BUILDING_KINDS = ("barracks", "range", "aerie", "workshop")
RESOURCES = ("gold", "wood")
SCENARIOS = ("main", "elf_gate", "necromancer_march", "prisoners", "nordrassil")
COMMON_CARDS = ("speed", "supplies", "town_portal", "victory_point")
RACE_CARDS = {
    "humans": ("call_to_arms", "dispel_magic", "invisibility", "polymorph"),
    "orcs": ("devour", "ensnare", "envenomed_spears", "pillage"),
    "night_elves": ("faerie_fire", "marksmanship", "moon_glaive", "rejuvenation"),
    "undead": ("cripple", "curse", "call_to_build", "web"),
}
ABILITIES = ("unstoppable_strike", "heal", "slow_poison", "bloodlust", "raise_dead")
KIND_OF_BUILDING = {"barracks": "melee", "range": "ranged", "aerie": "flying", "workshop": "worker"}
BUILDING_OF_KIND = {kind: building for building, kind in KIND_OF_BUILDING.items()}


Cost = dict[str, int]


class Track:
    """One upgrade track: Strength per level (index 0 = level 1) and abilities from a level."""

    __slots__ = ("strength", "abilities")

    def __init__(self, strength: tuple[int, ...], abilities: dict[str, int]) -> None:
        self.strength = strength
        self.abilities = abilities

    @property
    def top(self) -> int:
        return len(self.strength)

    def strength_at(self, level: int) -> int:
        return self.strength[max(1, min(level, self.top)) - 1]

    def abilities_at(self, level: int) -> frozenset[str]:
        return frozenset(name for name, start in self.abilities.items() if level >= start)


class Values:
    """The checked values as plain attributes (values.yaml says what each means)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.seat_order: tuple[str, ...] = tuple(data["seat_order"])
        races = data["races"]
        self.teams: dict[str, str] = {race: races[race]["team"] for race in RACES}
        self.race_names: dict[str, dict[str, str]] = {race: dict(races[race]["name"]) for race in RACES}
        self.colours: dict[str, str] = {race: races[race]["colour"] for race in RACES}
        self.race_cards: dict[str, tuple[str, ...]] = {race: tuple(races[race]["cards"]) for race in RACES}
        self.tracks: dict[str, dict[str, Track]] = {
            race: {kind: Track(tuple(races[race]["tracks"][kind]["strength"]),
                               dict(races[race]["tracks"][kind].get("abilities") or {}))
                   for kind in UNIT_KINDS}
            for race in RACES}
        units = data["units"]
        self.caps: dict[str, int] = {kind: units[kind]["cap"] for kind in TRAINABLE}
        self.moves: dict[str, int] = {kind: units[kind]["moves"] for kind in TRAINABLE}
        self.moves["necromancer"] = data["necromancer_moves"]
        self.moves["prisoner"] = 0
        self.trained_at: dict[str, str] = {kind: units[kind]["building"] for kind in TRAINABLE}
        self.unit_cost: dict[str, Cost] = {kind: dict(units[kind]["cost"]) for kind in TRAINABLE}
        self.building_tiles: dict[str, int] = dict(data["building_tiles"])
        self.building_cost: Cost = dict(data["building_cost"])
        self.outposts: int = data["outposts"]
        self.outpost_cost: Cost = dict(data["outpost_cost"])
        self.upgrade_cost: Cost = dict(data["upgrade_cost"])
        self.stack_limit: int = data["stack_limit"]
        self.speed_allowance: int = data["speed_allowance"]
        self.income_die: tuple[int, ...] = tuple(data["income_die"])
        self.depleting_face: int = data["depleting_face"]
        self.combat_die: tuple[int, ...] = tuple(data["combat_die"])
        self.city_vp: int = data["city_vp"]
        self.vp_goal: dict[int, int] = {int(k): v for k, v in data["vp_goal"].items()}
        deck = data["deck"]
        self.common_cards: dict[str, int] = dict(deck["common"])
        self.race_card_copies: int = deck["race_card_copies"]
        self.hand_size: int = data["hand_size"]
        start = data["start"]
        self.start_gold: int = start["gold"]
        self.start_wood: int = start["wood"]
        self.start_city: dict[str, int] = dict(start["city"])
        self.scenarios: dict[str, dict[str, Any]] = {name: dict(data["scenarios"][name]) for name in SCENARIOS}

    def track(self, race: str, kind: str) -> Track:
        return self.tracks[race][kind]

    def deck(self, race: str) -> list[str]:
        """A race's XP deck before shuffling: the common cards, then its four race cards."""
        cards: list[str] = []
        for card, count in self.common_cards.items():
            cards.extend([card] * count)
        for card in self.race_cards[race]:
            cards.extend([card] * self.race_card_copies)
        return cards

    def scenario_players(self, scenario: str) -> tuple[int, ...]:
        return tuple(self.scenarios[scenario]["players"])


def load_values(path: str) -> Values:
    """The values of a values.yaml; DataError naming the field for a file that lacks one or is wrong."""
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise DataError.single(path, "must be a mapping of the game's values")
    try:
        values = Values(data)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise DataError([Problem(path, f"missing or malformed value: {exc}")]) from None
    for race in RACES:
        for kind in UNIT_KINDS:
            if not values.tracks[race][kind].strength:
                raise DataError.single(f"{path}: races.{race}.tracks.{kind}", "needs at least one level")
    if sum(values.common_cards.values()) + 4 * values.race_card_copies != 21:
        raise DataError.single(f"{path}: deck", "a deck holds 21 cards")
    return values


@functools.lru_cache(maxsize=1)
def shipped_values() -> Values:
    """The shipped values (games/warcraft_board/rules_data/values.yaml), read once."""
    return load_values(VALUES_FILE)
