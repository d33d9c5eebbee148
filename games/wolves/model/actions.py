"""The actions of The Wolves, typed: one frozen dataclass per action type (kernel/actions.py).

Hexes are written "q,r" (hexes.hex_id). Optional on every turn action:
`pay` {"tiles": [tile numbers], "bonus_terrain": n} (tile 0 the home tile, 1-5 the dual tiles;
left out, the engine pays as `paying.default_pay` says), `push` {hex where a push happens:
destination hex} (left out, the first of the equally near hexes in the fixed search order), and
`hunt` {species: prey hex} (which stack the acting pack hunts when two of one species it lacks are
surrounded; left out, the first in slot order).
"""

from __future__ import annotations

from kernel.actions import Action, ActionRegistry, Record

ACTIONS = ActionRegistry("wolves", summary_fields=("hex", "face"))


@ACTIONS.action("orient")
class Orient(Action):
    """Setup: the dual tiles of the seat's pack all show face "a" or all face "b" (§3.1.7)."""
    face: str


@ACTIONS.action("start")
class Start(Action):
    """Setup: 1 alpha and 1 pack wolf on a start hex (the draft of §3.1.8 / §3.2.7)."""
    hex: str


@ACTIONS.action("move")
class Move(Action):
    """Up to Spread wolves, each {"kind": "alpha"|"pack", "from": hex, "to": hex}, in that order (§4.4)."""
    wolves: tuple[Record, ...]
    push: Record | None = None
    pay: Record | None = None
    hunt: Record | None = None


@ACTIONS.action("build")
class Build(Action):
    """A den from the attribute area `area` on `hex` (§4.5)."""
    hex: str
    area: str
    pay: Record | None = None
    hunt: Record | None = None


@ACTIONS.action("upgrade")
class Upgrade(Action):
    """The den on `hex` becomes a lair (§4.6)."""
    hex: str
    push: Record | None = None
    pay: Record | None = None
    hunt: Record | None = None


@ACTIONS.action("howl")
class Howl(Action):
    """The lone wolf on `hex` joins the pack (§4.7)."""
    hex: str
    pay: Record | None = None
    hunt: Record | None = None


@ACTIONS.action("dominate")
class Dominate(Action):
    """The foreign piece of `kind` ("pack" or "den") on `hex` is replaced by one of the seat's;
    `area`: the attribute area a den is taken from (a den only) (§4.8)."""
    hex: str
    kind: str
    area: str | None = None
    pay: Record | None = None
    hunt: Record | None = None


@ACTIONS.action("bonus_action")
class BonusAction(Action):
    """Discard a bonus_action token: one more action this turn (§4.1)."""


@ACTIONS.action("end_turn")
class EndTurn(Action):
    """End the turn: no action is left, or none is legal (C19)."""


TURN_ACTIONS = ("move", "build", "upgrade", "howl", "dominate")     # each takes one action of the turn


def wolf(kind: str, start: str, end: str) -> Record:
    """One wolf of a Move: wolf("alpha", "0,1", "1,1")."""
    return Record({"kind": kind, "from": start, "to": end})


def pay(tiles=(), bonus_terrain: int = 0) -> Record:
    """A `pay` field: the tiles flipped and the bonus terrain tokens spent."""
    return Record({"tiles": tuple(tiles), "bonus_terrain": bonus_terrain})
