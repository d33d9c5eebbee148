"""Small World's typed actions: one frozen dataclass per action type of the game file (FORMATS.md §3).

    Conquer(player=0, region="r5").to_json() == {"type": "conquer", "player": 0, "region": "r5"}
    action_from_json({"type": "pick", "player": 1, "combo": 2}) == Pick(player=1, combo=2)

The machinery is the kernel's (kernel/actions.py): `to_json()` gives the dict exactly as the game
file stores it, `action_from_json` reads one back or raises `IllegalAction` (an `ActionFieldError`,
naming the field, when a field is missing or malformed), and fields a reader does not know are kept
in `extra` and written back unchanged. Small World's actions are one `ActionRegistry`, `ACTIONS`,
of their own: another game's `move` or `build` never meets them.

Rulesets add action types, or replace one with a richer class, with the
`@register_action` decorator; `ACTION_CLASSES` maps each type to its class.
Fields are read by their annotation: `int`, `str`, `bool`, `Counts` ({region:
count}), `tuple[str, ...]`, `tuple[int, ...]`, each optionally `| None` with a
default of None.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from kernel import actions as kernel_actions
from kernel.actions import ActionFieldError, ActionRegistry, Counts, read_action

__all__ = [
    "ACTIONS", "ACTION_CLASSES", "Abandon", "Action", "ActionFieldError", "Ally", "Conquer", "Counts", "Decline",
    "Dragon", "EndTurn", "Pick", "Redeploy", "Reinforce", "Retreat", "Roll", "Sorcery", "action_from_json",
    "describe", "register_action",
]


@dataclass(frozen=True, kw_only=True)
class Action(kernel_actions.Action):
    """An action of the game file: `type` (per class), the acting `player` (seat) and, only
    for a declined race that still acts (declined Ghouls), that `race`."""

    race: str | None = None


A = TypeVar("A", bound=type[Action])

ACTIONS = ActionRegistry("smallworld", Action, summary_fields=("region", "combo", "target"))
ACTION_CLASSES: dict[str, type[Action]] = ACTIONS.classes


# Through this module's ACTION_CLASSES, looked up at each call: a test may stand a copy in for it.
def register_action(cls: A) -> A:
    """Class decorator: make `cls` the class of its `type` (a ruleset may replace a classic one)."""
    ACTION_CLASSES[ACTIONS.prepare(cls).type] = cls
    return cls


def action_from_json(data: Any) -> Action:
    """The typed action of a game file's action object; IllegalAction says what is wrong with it."""
    return read_action(ACTION_CLASSES, data)


def describe(action: Action | Mapping[str, Any] | Any) -> str:
    """A short human name for an action: `conquer r5`, `pick 2`."""
    return ACTIONS.describe(action)


# -- the classic actions (FORMATS.md §3, "Actions") ------------------------------------------


def action(kind: str) -> Callable[[A], A]:
    """Declare a typed action: a frozen dataclass registered under its type `kind`."""
    def declare(cls: A) -> A:
        cls.type = kind
        return register_action(dataclass(frozen=True, kw_only=True)(cls))
    return declare


@dataclass(frozen=True, kw_only=True)
class RegionAction(Action):
    """An action aimed at one region."""
    region: str


def _declare(kind: str, name: str, doc: str, base: type[Action]) -> type[Action]:
    return action(kind)(type(name, (base,), {"__doc__": doc, "__module__": __name__, "__qualname__": name}))


@action("pick")
class Pick(Action):
    """Take the visible combo at that position (0 = top, free)."""
    combo: int


@action("redeploy")
class Redeploy(Action):
    """The final count of the race's tokens in each of its regions, and where its markers go."""
    tokens: Counts
    encampments: Counts | None = None
    fortress: str | None = None
    heroes: tuple[str, ...] | None = None


@action("ally")
class Ally(Action):
    """Diplomat: make peace with that seat."""
    target: int


@action("retreat")
class Retreat(Action):
    """A defender adds the tokens he took back to his regions (counts added, not totals)."""
    tokens: Counts


# The actions with no field but `player` (and `race`), and those aimed at one region.
Decline = _declare("decline", "Decline", "Put the active race into decline.", Action)
Roll = _declare("roll", "Roll", "Berserk: roll the die before choosing the next conquest.", Action)
EndTurn = _declare("end_turn", "EndTurn", "Score the turn and pass it on.", Action)
Abandon = _declare("abandon", "Abandon", "Leave a region of the active race before the turn's first conquest.",
                   RegionAction)
Conquer = _declare("conquer", "Conquer", "Conquer a region paying the full cost from hand.", RegionAction)
Reinforce = _declare("reinforce", "Reinforce", "The final attempt with the die; conquests end.", RegionAction)
Sorcery = _declare("sorcery", "Sorcery", "Sorcerers: replace a lone active enemy token.", RegionAction)
Dragon = _declare("dragon", "Dragon", "Dragon Master: conquer with one token and place the dragon.", RegionAction)
