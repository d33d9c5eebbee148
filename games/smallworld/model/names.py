"""The names the game itself gives a meaning to, which a ruleset's own names never take.

A ruleset's primitives bring names of their own: a Champion's `piece` is at once an action type,
a redeploy field, a marker and a key of its race's state; an artifact's `field` is a redeploy
field; a `save_token`'s `used_key` is a key of the state's `used`. Each lands where the game's own
names live, so one that took a game's name would change what that name means (a piece called
`conquer` would take every conquest for its own action, one called `mountain` would move the
mountain tokens). `reserved_reason` says which of the game's names a name is: an action type or
an action's field (actions.py and the primitives'), a redeploy or retreat field or a marker of a
primitive, a marker put on every map, or a key of the state JSON (state_json.py).
"""

from . import actions
from .board import BOARD_MARKERS
from .primitives import PRIMITIVES
from .state_json import STATE_KEYS

# The fields of every action, and those the primitives' own actions read (a typed action's others
# come from actions.py).
ACTION_FIELDS = ("type", "player", "race", "use", "regions", "to", "item", "form", "faction")


def reserved_names():
    """{name: what it is in the game} for every name the game gives a meaning to (built from the
    registries each time: a primitive registered later counts too)."""
    names = {}

    def add(found, what):
        for name in found:
            names.setdefault(name, what)

    classes = list(PRIMITIVES.values())
    add(actions.ACTION_CLASSES, "an action type")
    for cls in classes:
        add(cls.actions, "an action type")
    add(BOARD_MARKERS, "a marker")
    for cls in classes:
        add((kind.name for kind in cls.markers), "a marker")
        add(cls.redeploy_fields + cls.retreat_fields, "a redeploy field")
    add(ACTION_FIELDS, "a field of an action")
    for cls in actions.ACTION_CLASSES.values():
        add((name for name, _decode, _optional in cls._fields), "a field of an action")
    add(sorted(STATE_KEYS), "a key of the state JSON")
    return names


def reserved_reason(name):
    """Why a ruleset may not give `name` to something of its own (None: it may)."""
    what = reserved_names().get(name)
    return f"\"{name}\" is one of the game's own names ({what}): a ruleset's own names must differ" if what else None
