"""Typed actions: one frozen dataclass per action type, read from and written to a game file.

Every game has its own `ActionRegistry`, so two games may each have a `move` or a `build` of their
own and never meet: a game's file is read with its registry only.

    ACTIONS = ActionRegistry("mygame", summary_fields=("region",))

    @ACTIONS.action("move")
    class Move(Action):
        region: str

    ACTIONS.from_json({"type": "move", "player": 1, "region": "a3"}) == Move(player=1, region="a3")
    Move(player=1, region="a3").to_json() == {"type": "move", "player": 1, "region": "a3"}

`to_json()` gives the dict exactly as the game file stores it (optional fields that are absent are
left out); `from_json` reads one back or raises `IllegalAction` (an `ActionFieldError`, naming the
field, when a field is missing or malformed). Fields a reader does not know (a newer writer's
optional additions) are kept in `extra` and written back unchanged, so a round trip never loses
anything.

Fields are read by their annotation: `int`, `str`, `bool`, `Counts` ({region: count}),
`tuple[str, ...]`, `tuple[int, ...]`, `Record` (a small object: {name: number, text, flag or a list
of those}), `tuple[Record, ...]`, each optionally `| None` with a default of None. Every action
has `player`, the acting seat. A game whose every action carries more (Small World's `race`)
declares those fields on its own base class, given to its registry as `base`: they are read right
after `player` and written after the action's own fields.
"""

from __future__ import annotations

import copy
import dataclasses
import types
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from .errors import IllegalAction
from .files import EXCERPT  # characters of a bad value quoted in a reason
from .files import excerpt as files_excerpt

__all__ = ["Action", "ActionFieldError", "ActionRegistry", "Counts", "MOST_IN_AN_ACTION", "Record", "excerpt"]

JsonDict = dict[str, Any]
# No seat, count or die in any game comes near this; a number past it is a damaged or hostile
# file, refused when read so no reason ever has to print it (or do arithmetic on it).
MOST_IN_AN_ACTION = 1_000_000
# Levels of lists and objects a field an action does not know may nest (kept to be written back, it is copied
# and written by recursion: a file's value nested 900 deep ran out of it).
MOST_NESTED = 32


class ActionFieldError(IllegalAction):
    """A malformed action: `field` names the field at fault ("region", "tokens.r5"...)."""

    def __init__(self, field_name: str, reason: str) -> None:
        super().__init__(reason)
        self.field = field_name


class Counts(Mapping[str, int]):
    """An immutable {region id: count} keeping the order it was given in (hashable, like the actions)."""

    __slots__ = ("_data",)

    def __init__(self, items: Mapping[str, int] | Iterable[tuple[str, int]] = ()) -> None:
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


class Record(Mapping[str, Any]):
    """An immutable {name: value} of an action (an object inside it: {"from": "a", "to": "b"}), keeping
    its order; each value a whole number, a text, a flag or a tuple of those. Hashable, like the
    actions; the game gives the names their meaning and checks them."""

    __slots__ = ("_data",)

    def __init__(self, items: Mapping[str, Any] | Iterable[tuple[str, Any]] = ()) -> None:
        self._data: dict[str, Any] = {key: tuple(value) if isinstance(value, list) else value
                                      for key, value in dict(items).items()}

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __hash__(self) -> int:
        return hash(tuple(self._data.items()))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return self._data == dict(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"Record({self._data!r})"

    def to_json(self) -> dict[str, Any]:
        return {key: list(value) if isinstance(value, tuple) else value for key, value in self._data.items()}


def excerpt(value: Any) -> str:
    """A bad value as a reason quotes it: as the file wrote it (JSON: "two", ["a1"], null), short, and a
    huge number only by its size (kernel.files.excerpt)."""
    return files_excerpt(value)


# -- reading fields by their annotation ---------------------------------------------------

Decoder = Callable[[str, str, Any], Any]   # (action type, field name, raw value) -> value


def _whole(kind: str, name: str, raw: Any) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ActionFieldError(name, f"{kind}: {name} must be a whole number, not {excerpt(raw)}")
    if abs(raw) > MOST_IN_AN_ACTION:
        raise ActionFieldError(name, f"{kind}: {name} must be from -{MOST_IN_AN_ACTION:,} to {MOST_IN_AN_ACTION:,}, "
                                     f"not {excerpt(raw)}")
    return raw


def _text(kind: str, name: str, raw: Any) -> str:
    if not isinstance(raw, str):
        raise ActionFieldError(name, f"{kind}: {name} must be text, not {excerpt(raw)}")
    return raw


def _flag(kind: str, name: str, raw: Any) -> bool:
    if not isinstance(raw, bool):
        raise ActionFieldError(name, f"{kind}: {name} must be true or false, not {excerpt(raw)}")
    return raw


def _counts(kind: str, name: str, raw: Any) -> Counts:
    if not isinstance(raw, Mapping):
        raise ActionFieldError(name, f"{kind}: {name} must be {{region: count}}, not {excerpt(raw)}")
    for key, n in raw.items():
        if not isinstance(key, str):
            raise ActionFieldError(name, f"{kind}: {name} must name regions by id, not {excerpt(key)}")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MOST_IN_AN_ACTION:
            raise ActionFieldError(f"{name}.{key}", f"{kind}: {name} in {key} must be a count, not {excerpt(n)}")
    return Counts(raw)


def _list_of(item: Decoder, what: str) -> Decoder:
    def decode(kind: str, name: str, raw: Any) -> tuple[Any, ...]:
        if not isinstance(raw, list):
            raise ActionFieldError(name, f"{kind}: {name} must be a list of {what}, not {excerpt(raw)}")
        return tuple(item(kind, f"{name}[{i}]", v) for i, v in enumerate(raw))
    return decode


def _atom(kind: str, name: str, raw: Any) -> Any:
    if isinstance(raw, (bool, str)):
        return raw
    if isinstance(raw, int):
        return _whole(kind, name, raw)
    raise ActionFieldError(name, f"{kind}: {name} must be a number, a text or true/false, not {excerpt(raw)}")


def _record(kind: str, name: str, raw: Any) -> Record:
    if not isinstance(raw, Mapping):
        raise ActionFieldError(name, f"{kind}: {name} must be an object {{name: value}}, not {excerpt(raw)}")
    values = {}
    for key, value in raw.items():
        if not isinstance(key, str):
            raise ActionFieldError(name, f"{kind}: {name} must name its values by text, not {excerpt(key)}")
        where = f"{name}.{key}"
        if isinstance(value, list):
            values[key] = tuple(_atom(kind, f"{where}[{i}]", item) for i, item in enumerate(value))
        else:
            values[key] = _atom(kind, where, value)
    return Record(values)


_DECODERS: dict[Any, Decoder] = {
    int: _whole,
    str: _text,
    bool: _flag,
    Counts: _counts,
    tuple[str, ...]: _list_of(_text, "ids"),
    tuple[int, ...]: _list_of(_whole, "whole numbers"),
    Record: _record,
    tuple[Record, ...]: _list_of(_record, "objects"),
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
    if isinstance(value, (Counts, Record)):
        return value.to_json()
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


FieldSpec = tuple[str, Decoder, bool]      # (name, decoder, may be None)


# -- the actions ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Action:
    """An action of a game file: `type` (per class) and the acting `player` (seat).

    Made by a registry (`ActionRegistry.register`), a class knows its fields: `_fields`, its own;
    `_read`, the common ones then its own, in the order read; `_written`, its own then the common
    ones, in the order written."""

    type: ClassVar[str] = ""
    _fields: ClassVar[tuple[FieldSpec, ...]] = ()
    _read: ClassVar[tuple[FieldSpec, ...]] = ()
    _written: ClassVar[tuple[FieldSpec, ...]] = ()
    _known: ClassVar[frozenset[str]] = frozenset()

    player: int
    # fields of the file that this class does not know, kept as they were (never part of the hash)
    extra: Mapping[str, Any] = field(default_factory=lambda: types.MappingProxyType({}), hash=False, repr=False)

    def to_json(self) -> JsonDict:
        """The action as the game file stores it."""
        out: JsonDict = {"type": self.type, "player": self.player}
        for name, _, _ in self._written:
            value = getattr(self, name)
            if value is not None:
                out[name] = _encode(value)
        for key, value in self.extra.items():
            out.setdefault(key, copy.deepcopy(value))
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Action:
        kind = cls.type
        values: dict[str, Any] = {"player": _whole(kind, "player", data.get("player"))}
        if values["player"] < 0:
            raise ActionFieldError("player", f"{kind}: player must be a seat number, not {values['player']}")
        for name, decode, optional in cls._read:
            raw = data.get(name)
            if raw is None:
                if not optional:
                    raise ActionFieldError(name, f"{kind}: {name} is missing")
                continue
            values[name] = decode(kind, name, raw)
        for key, value in data.items():
            if key not in cls._known and not _nests_at_most(value, MOST_NESTED):
                raise ActionFieldError(_short(key), f"{kind}: {_short(key)} nests lists or objects more than "
                                                    f"{MOST_NESTED} deep")
        extra = {k: copy.deepcopy(v) for k, v in data.items() if k not in cls._known}
        if extra:
            values["extra"] = types.MappingProxyType(extra)
        return cls(**values)


_KERNEL_FIELDS = frozenset(f.name for f in dataclasses.fields(Action))

A = TypeVar("A", bound=type[Action])


class ActionRegistry:
    """The action types of one game: its typed action classes by `type`.

    `base`: the game's own base class of actions (Action, or a subclass declaring the fields every
    action of the game carries). `summary_fields`: the fields `describe` names after the type, the
    first one present (`conquer r5`, `pick 2`). A type registered again is replaced (a variant of
    the game may give an action a richer class)."""

    def __init__(self, game: str, base: type[Action] = Action, summary_fields: tuple[str, ...] = ()) -> None:
        if not (isinstance(base, type) and issubclass(base, Action)):
            raise TypeError(f"{base!r} is not a class of actions")
        self.game = game
        self.base = base
        self.summary_fields = summary_fields
        self.classes: dict[str, type[Action]] = {}
        hints = typing.get_type_hints(base)
        self._common = tuple((f.name, *_decoder(hints[f.name], base)) for f in dataclasses.fields(base)
                             if f.name not in _KERNEL_FIELDS)
        for name, _, optional in self._common:
            if not optional:
                raise TypeError(f"{base.__name__}.{name}: a field every action carries must be optional")

    def __repr__(self) -> str:
        return f"ActionRegistry({self.game!r}: {', '.join(sorted(self.classes))})"

    def prepare(self, cls: A) -> A:
        """Check `cls` (a dataclass of this game's actions, with a type) and teach it its fields;
        TypeError for a class this registry cannot read. Registers nothing (`register` does)."""
        if not (isinstance(cls, type) and issubclass(cls, self.base) and dataclasses.is_dataclass(cls)):
            raise TypeError(f"{cls!r} is not a dataclass derived from {self.base.__name__} ({self.game}'s actions)")
        if not isinstance(cls.type, str) or not cls.type:
            raise TypeError(f"{cls.__name__} has no action type")
        hints = typing.get_type_hints(cls)
        common = {name for name, _, _ in self._common}
        specs = []
        for f in dataclasses.fields(cls):
            if f.name in _KERNEL_FIELDS or f.name in common:
                continue
            decoder, optional = _decoder(hints[f.name], cls)
            if optional and f.default is not None:
                raise TypeError(f"{cls.__name__}.{f.name}: an optional field must default to None")
            specs.append((f.name, decoder, optional))
        cls._fields = tuple(specs)
        cls._read = self._common + cls._fields
        cls._written = cls._fields + self._common
        cls._known = frozenset({"type", *_KERNEL_FIELDS, *(name for name, _, _ in cls._written)})
        return cls

    def register(self, cls: A) -> A:
        """Class decorator: make `cls` the class of its `type` in this game."""
        self.classes[self.prepare(cls).type] = cls
        return cls

    def action(self, kind: str) -> Callable[[A], A]:
        """Declare a typed action: a frozen dataclass registered under its type `kind`."""
        def declare(cls: A) -> A:
            cls.type = kind
            return self.register(dataclass(frozen=True, kw_only=True)(cls))
        return declare

    def from_json(self, data: Any) -> Action:
        """The typed action of a game file's action object; IllegalAction says what is wrong with it."""
        return read_action(self.classes, data)

    def describe(self, action: Action | Mapping[str, Any] | Any) -> str:
        """A short human name for an action: its type, then the first of `summary_fields` it has."""
        if isinstance(action, Action):
            action = action.to_json()
        if not isinstance(action, Mapping):
            return "?"
        kind = _short(action.get("type", "?"))
        for key in self.summary_fields:
            if key in action:
                return f"{kind} {_short(action[key])}"     # a hostile file's value may be a million characters
        return kind


def _nests_at_most(value: Any, most: int) -> bool:
    """True when `value` nests lists and objects at most `most` levels deep (walked without recursion)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (list, tuple, Mapping)):
            if depth >= most:
                return False
            stack.extend((v, depth + 1) for v in (item.values() if isinstance(item, Mapping) else item))
    return True


def _short(value: Any) -> str:
    text = str(value)
    return text if len(text) <= EXCERPT else text[:EXCERPT - 1] + "…"


def read_action(classes: Mapping[str, type[Action]], data: Any) -> Action:
    """The typed action of `data` among `classes` (a registry's, by type); IllegalAction otherwise."""
    if not isinstance(data, Mapping):
        raise IllegalAction("an action must be an object with a type and a player")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ActionFieldError("type", f"an action needs a type (text), not {excerpt(kind)}")
    cls = classes.get(kind)
    if cls is None:
        raise ActionFieldError("type", f"unknown action type {excerpt(kind)}; known types: "
                                       f"{', '.join(sorted(classes))}")
    return cls.from_json(data)


def actions_json(game: Any) -> list[dict[str, Any]]:
    """A game's actions (`game.actions`, typed) as its file stores them. Each action's JSON is kept with the
    game (`_actions_json`), so a file written again (the autosave after every action, the checks' snapshots)
    converts only the actions taken since; a copy of the game shares what was kept and keeps its own from
    then on. The dicts given are the caller's to change."""
    actions = game.actions
    kept, texts = game.__dict__.get("_actions_json", ((), ()))
    if not (len(kept) <= len(actions) and all(a is b for a, b in zip(kept, actions))):
        kept, texts = (), ()
    if len(kept) < len(actions):
        texts = (*texts, *(action.to_json() for action in actions[len(kept):]))
        game._actions_json = (tuple(actions), texts)
    return [dict(t) for t in texts]
