"""Typed actions: one frozen dataclass per action type of the game file (FORMATS.md §3).

    Conquer(player=0, region="r5").to_json() == {"type": "conquer", "player": 0, "region": "r5"}
    action_from_json({"type": "pick", "player": 1, "combo": 2}) == Pick(player=1, combo=2)

`to_json()` gives the dict exactly as the game file stores it (optional fields that
are absent are left out); `action_from_json` reads one back or raises `IllegalAction`
(an `ActionFieldError`, naming the field, when a field is missing or malformed).
Fields a reader does not know (a newer writer's optional additions) are kept in
`extra` and written back unchanged, so a round trip never loses anything.

Rulesets add action types, or replace one with a richer class, with the
`@register_action` decorator; `ACTION_CLASSES` maps each type to its class.
Fields are read by their annotation: `int`, `str`, `bool`, `Counts` ({region:
count}), `tuple[str, ...]`, `tuple[int, ...]`, each optionally `| None` with a
default of None.
"""

from __future__ import annotations

import copy
import dataclasses
import types
import typing
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from .errors import IllegalAction

__all__ = [
    "ACTION_CLASSES", "Abandon", "Action", "ActionFieldError", "Ally", "Conquer", "Counts", "Decline", "Dragon",
    "EndTurn", "Pick", "Redeploy", "Reinforce", "Retreat", "Roll", "Sorcery", "action_from_json", "describe",
    "register_action",
]

JsonDict = dict[str, Any]
EXCERPT = 40  # characters of a bad value quoted in a reason
# No seat, combo, count or die in any game comes near this; a number past it is a damaged or
# hostile file, refused when read so no reason ever has to print it (or do arithmetic on it).
MOST_IN_AN_ACTION = 1_000_000


class ActionFieldError(IllegalAction):
    """A malformed action: `field` names the field at fault ("region", "tokens.r5"...)."""

    def __init__(self, field_name: str, reason: str) -> None:
        super().__init__(reason)
        self.field = field_name


class Counts(Mapping[str, int]):
    """An immutable {region id: count} keeping the order it was given in (hashable, like the actions)."""

    __slots__ = ("_data",)

    def __init__(self, items: Mapping[str, int] | typing.Iterable[tuple[str, int]] = ()) -> None:
        self._data: dict[str, int] = dict(items)

    def __getitem__(self, key: str) -> int:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._data.items())))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return self._data == dict(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"Counts({self._data!r})"

    def to_json(self) -> dict[str, int]:
        return dict(self._data)


def _excerpt(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a number of about {int(value.bit_length() * 0.30103)} digits"
    text = repr(value)
    return text if len(text) <= EXCERPT else text[:EXCERPT - 1] + "…"


# -- reading fields by their annotation ---------------------------------------------------

Decoder = Callable[[str, str, Any], Any]   # (action type, field name, raw value) -> value


def _whole(kind: str, name: str, raw: Any) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ActionFieldError(name, f"{kind}: {name} must be a whole number, not {_excerpt(raw)}")
    if abs(raw) > MOST_IN_AN_ACTION:
        raise ActionFieldError(name, f"{kind}: {name} must be from -{MOST_IN_AN_ACTION:,} to {MOST_IN_AN_ACTION:,}, "
                                     f"not {_excerpt(raw)}")
    return raw


def _text(kind: str, name: str, raw: Any) -> str:
    if not isinstance(raw, str):
        raise ActionFieldError(name, f"{kind}: {name} must be text, not {_excerpt(raw)}")
    return raw


def _flag(kind: str, name: str, raw: Any) -> bool:
    if not isinstance(raw, bool):
        raise ActionFieldError(name, f"{kind}: {name} must be true or false, not {_excerpt(raw)}")
    return raw


def _counts(kind: str, name: str, raw: Any) -> Counts:
    if not isinstance(raw, Mapping):
        raise ActionFieldError(name, f"{kind}: {name} must be {{region: count}}, not {_excerpt(raw)}")
    for key, n in raw.items():
        if not isinstance(key, str):
            raise ActionFieldError(name, f"{kind}: {name} must name regions by id, not {_excerpt(key)}")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MOST_IN_AN_ACTION:
            raise ActionFieldError(f"{name}.{key}", f"{kind}: {name} in {key} must be a count, not {_excerpt(n)}")
    return Counts(raw)


def _list_of(item: Decoder, what: str) -> Decoder:
    def decode(kind: str, name: str, raw: Any) -> tuple[Any, ...]:
        if not isinstance(raw, list):
            raise ActionFieldError(name, f"{kind}: {name} must be a list of {what}, not {_excerpt(raw)}")
        return tuple(item(kind, f"{name}[{i}]", v) for i, v in enumerate(raw))
    return decode


_DECODERS: dict[Any, Decoder] = {
    int: _whole,
    str: _text,
    bool: _flag,
    Counts: _counts,
    tuple[str, ...]: _list_of(_text, "ids"),
    tuple[int, ...]: _list_of(_whole, "whole numbers"),
}


def _decoder(annotation: Any, owner: type) -> tuple[Decoder, bool]:
    """(decoder, may be None) for a field's annotation; TypeError for an unsupported one."""
    optional = False
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        optional = len(args) < len(typing.get_args(annotation))
        if len(args) != 1:
            raise TypeError(f"{owner.__name__}: unsupported field type {annotation!r}")
        annotation = args[0]
    decoder = _DECODERS.get(annotation)
    if decoder is None:
        raise TypeError(f"{owner.__name__}: unsupported field type {annotation!r}")
    return decoder, optional


def _encode(value: Any) -> Any:
    if isinstance(value, Counts):
        return value.to_json()
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


# -- the actions ---------------------------------------------------------------------------

_BASE_FIELDS = ("player", "race", "extra")


@dataclass(frozen=True, kw_only=True)
class Action:
    """An action of the game file: `type` (per class), the acting `player` (seat) and, only
    for a declined race that still acts (declined Ghouls), that `race`."""

    type: ClassVar[str] = ""
    _fields: ClassVar[tuple[tuple[str, Decoder, bool], ...]] = ()

    player: int
    race: str | None = None
    # fields of the file that this class does not know, kept as they were (never part of the hash)
    extra: Mapping[str, Any] = field(default_factory=lambda: types.MappingProxyType({}), hash=False, repr=False)

    def to_json(self) -> JsonDict:
        """The action as the game file stores it."""
        out: JsonDict = {"type": self.type, "player": self.player}
        for name, _, _ in self._fields:
            value = getattr(self, name)
            if value is not None:
                out[name] = _encode(value)
        if self.race is not None:
            out["race"] = self.race
        for key, value in self.extra.items():
            out.setdefault(key, copy.deepcopy(value))
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Action:
        kind = cls.type
        values: dict[str, Any] = {"player": _whole(kind, "player", data.get("player"))}
        if values["player"] < 0:
            raise ActionFieldError("player", f"{kind}: player must be a seat number, not {values['player']}")
        if data.get("race") is not None:
            values["race"] = _text(kind, "race", data["race"])
        for name, decode, optional in cls._fields:
            raw = data.get(name)
            if raw is None:
                if not optional:
                    raise ActionFieldError(name, f"{kind}: {name} is missing")
                continue
            values[name] = decode(kind, name, raw)
        known = {"type", *_BASE_FIELDS, *(name for name, _, _ in cls._fields)}
        extra = {k: copy.deepcopy(v) for k, v in data.items() if k not in known}
        if extra:
            values["extra"] = types.MappingProxyType(extra)
        return cls(**values)


A = TypeVar("A", bound=type[Action])

ACTION_CLASSES: dict[str, type[Action]] = {}


def register_action(cls: A) -> A:
    """Class decorator: make `cls` the class of its `type` (a ruleset may replace a classic one)."""
    if not (isinstance(cls, type) and issubclass(cls, Action) and dataclasses.is_dataclass(cls)):
        raise TypeError(f"{cls!r} is not a dataclass derived from Action")
    if not isinstance(cls.type, str) or not cls.type:
        raise TypeError(f"{cls.__name__} has no action type")
    hints = typing.get_type_hints(cls)
    specs = []
    for f in dataclasses.fields(cls):
        if f.name in _BASE_FIELDS:
            continue
        decoder, optional = _decoder(hints[f.name], cls)
        if optional and f.default is not None:
            raise TypeError(f"{cls.__name__}.{f.name}: an optional field must default to None")
        specs.append((f.name, decoder, optional))
    cls._fields = tuple(specs)
    ACTION_CLASSES[cls.type] = cls
    return cls


def action_from_json(data: Any) -> Action:
    """The typed action of a game file's action object; IllegalAction says what is wrong with it."""
    if not isinstance(data, Mapping):
        raise IllegalAction("an action must be an object with a type and a player")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ActionFieldError("type", f"an action needs a type (text), not {_excerpt(kind)}")
    cls = ACTION_CLASSES.get(kind)
    if cls is None:
        raise ActionFieldError("type", f"unknown action type {_excerpt(kind)}; known types: "
                                       f"{', '.join(sorted(ACTION_CLASSES))}")
    return cls.from_json(data)


def describe(action: Action | Mapping[str, Any] | Any) -> str:
    """A short human name for an action: `conquer r5`, `pick 2`."""
    if isinstance(action, Action):
        action = action.to_json()
    if not isinstance(action, Mapping):
        return "?"
    kind = action.get("type", "?")
    for key in ("region", "combo", "target"):
        if key in action:
            return f"{kind} {action[key]}"
    return str(kind)


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
