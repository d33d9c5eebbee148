"""Hex geometry of The Wolves: one global grid of pointy-top hexes in axial coordinates.

A hex is a tuple `(q, r)` of ints; `r` grows southward. In files and actions a hex is the
text "q,r" ("3,-5": no spaces, no plus sign, no leading zeros), made by `hex_id` and read by
`parse_hex`. The six neighbours are listed in one fixed order, E NE NW W SW SE, so every
search over them (paths, pushes) is deterministic. Pixel centres: kernel.geometry.hex_center.
"""

from __future__ import annotations

import re

Hex = tuple[int, int]

# E, NE, NW, W, SW, SE: the order of neighbours everywhere.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES = ("E", "NE", "NW", "W", "SW", "SE")

# No board comes near this; a coordinate beyond it in a file is a mistake or an attack, and
# refusing it keeps every sum and distance small.
HEX_LIMIT = 10_000

_HEX_TEXT = re.compile(r"(0|-?[1-9][0-9]{0,4}),(0|-?[1-9][0-9]{0,4})\Z")


def is_hex(value) -> bool:
    """True for a tuple (q, r) of two ints (never bools) within ±HEX_LIMIT."""
    return (isinstance(value, tuple) and len(value) == 2
            and all(type(c) is int and -HEX_LIMIT <= c <= HEX_LIMIT for c in value))


def hex_id(h: Hex) -> str:
    """The text of a hex in files and actions: hex_id((3, -5)) == "3,-5"."""
    if not is_hex(h):
        raise ValueError(f"not a hex: {h!r}")
    return f"{h[0]},{h[1]}"


def parse_hex(text) -> Hex:
    """The hex a text names: "3,-5" -> (3, -5). ValueError for anything else (spaces, "+3",
    "03", "-0", a coordinate beyond ±HEX_LIMIT, not text at all)."""
    if not isinstance(text, str) or len(text) > 13:
        raise ValueError(f"not a hex: {text!r:.40}; a hex is written \"q,r\", like \"3,-5\"")
    found = _HEX_TEXT.match(text)
    if not found:
        raise ValueError(f"not a hex: {text!r}; a hex is written \"q,r\", like \"3,-5\"")
    h = (int(found.group(1)), int(found.group(2)))
    if not is_hex(h):
        raise ValueError(f"the hex {text} is too far out: coordinates are at most {HEX_LIMIT} from 0")
    return h


def add(a: Hex, b: Hex) -> Hex:
    return a[0] + b[0], a[1] + b[1]


def subtract(a: Hex, b: Hex) -> Hex:
    return a[0] - b[0], a[1] - b[1]


def length(h: Hex) -> int:
    """The distance of (q, r) from (0, 0)."""
    q, r = h
    return max(abs(q), abs(r), abs(q + r))


def distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes on the open grid, whatever lies between (C1)."""
    return length(subtract(a, b))


def adjacent(a: Hex, b: Hex) -> bool:
    return distance(a, b) == 1


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes around `h`, in the order E NE NW W SW SE."""
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly `radius` from `center`: [center] for 0, else 6·radius hexes, starting
    at the east corner and going counter-clockwise (through NE, NW, W, SW, SE)."""
    if radius < 0:
        raise ValueError("a ring's radius is at least 0")
    if radius == 0:
        return [center]
    found = []
    q, r = center[0] + radius, center[1]          # the E corner
    # From the E corner the ring runs NW, then W, SW, SE, E, NE: the directions two after each corner's own.
    for side in range(6):
        dq, dr = DIRECTIONS[(side + 2) % 6]
        for _ in range(radius):
            found.append((q, r))
            q, r = q + dq, r + dr
    return found


def disc(center: Hex, radius: int) -> list[Hex]:
    """Every hex within `radius` of `center`, ring by ring from the centre: 1 + 3·radius·(radius+1) hexes."""
    return [h for k in range(radius + 1) for h in ring(center, k)]
