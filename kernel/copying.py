"""Fast deep copies of a game's state, for a game's `copy()` and `copy.deepcopy(game, memo)`.

The computer players copy games all the time (rollouts, trying an action), and the generic
`copy.deepcopy` spends most of its time dispatching on every int of the token lists and on
the slotted pieces. `clone` makes the same copy: atoms and the game's definitions (its rules,
which copy to themselves) are shared, lists, dicts, sets and tuples are copied element by element
with the same `memo` (so a piece of the state stays one object wherever it is referenced, and
lists that alias each other still do), anything else goes to its `__deepcopy__` or to
`copy.deepcopy`. Unlike `copy.deepcopy`
it does not keep the originals alive in the memo: they belong to the game being copied, which
outlives the copy.
"""

from __future__ import annotations

import copy
import random

_ATOMS = frozenset((int, str, bool, float, type(None)))


def clone(value, memo):
    """A deep copy of `value`, as `copy.deepcopy(value, memo)` would make it."""
    cls = value.__class__
    if cls in _ATOMS:
        return value
    found = memo.get(id(value))
    if found is not None:
        return found
    if cls is list:
        if _ATOMS.issuperset(map(type, value)):        # tokens, stacks: copied at C speed
            new = memo[id(value)] = value.copy()
        else:
            new = memo[id(value)] = []
            new.extend(x if x.__class__ in _ATOMS else clone(x, memo) for x in value)
    elif cls is dict:
        if _ATOMS.issuperset(map(type, value)) and _ATOMS.issuperset(map(type, value.values())):
            new = memo[id(value)] = value.copy()
        else:
            new = memo[id(value)] = {}
            for key, item in value.items():
                new[key if key.__class__ in _ATOMS else clone(key, memo)] = \
                    item if item.__class__ in _ATOMS else clone(item, memo)
    elif cls is set:
        # rebuilt from its elements in iteration order, as copy.deepcopy does (not set.copy(),
        # which keeps the table): the copy then iterates in the same order deepcopy's did
        if _ATOMS.issuperset(map(type, value)):
            new = set(list(value))
        else:
            new = {x if x.__class__ in _ATOMS else clone(x, memo) for x in value}
        memo[id(value)] = new
    elif cls is tuple:
        items = tuple(x if x.__class__ in _ATOMS else clone(x, memo) for x in value)
        new = value if all(a is b for a, b in zip(items, value)) else items
        memo[id(value)] = new
    elif cls is random.Random:
        new = random.Random()
        new.setstate(value.getstate())
        memo[id(value)] = new
    else:
        copier = getattr(cls, "__deepcopy__", None)
        if copier is None:
            return copy.deepcopy(value, memo)   # registers itself in the memo
        new = copier(value, memo)   # the rules' definitions give themselves, pieces register
    return new


def _blank(obj, memo):
    """An empty instance of obj's class, registered in the memo first (the state refers to itself)."""
    new = obj.__class__.__new__(obj.__class__)
    memo[id(obj)] = new
    return new


def _cloned(value, memo):
    return value if value.__class__ in _ATOMS else clone(value, memo)


def clone_slots(obj, memo):
    """`__deepcopy__` of a slotted piece of the state (a tribe, a player, a turn...): every slot
    cloned with the memo."""
    new = _blank(obj, memo)
    for name in obj.__class__.__slots__:
        setattr(new, name, _cloned(getattr(obj, name), memo))
    return new


def clone_attributes(obj, memo):
    """`__deepcopy__` of an object keeping its state in `__dict__` (the game): every attribute
    cloned with the memo."""
    new = _blank(obj, memo)
    new.__dict__.update({name: _cloned(value, memo) for name, value in obj.__dict__.items()})
    return new
