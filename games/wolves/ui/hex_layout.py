"""Where the hexes of a board go in a screen rectangle: the largest hex size that fits, centred.

Pointy-top axial hexes (q, r), r growing south, centres by kernel.geometry.hex_center. The
inverse (screen point -> hex) is the usual axial rounding, so a click anywhere inside a hex's
outline names that hex; `hex_at` answers None off the board.
"""

import math

from kernel.geometry import hex_center, hexagon

ROOT3 = math.sqrt(3.0)

# Corner k of a pointy-top hexagon (kernel.geometry.hexagon) is at -90° + 60°·k: 0 top, 1 upper right,
# 2 lower right, 3 bottom, 4 lower left, 5 upper left. The edge shared with each neighbour direction:
EDGE_CORNERS = {(1, 0): (1, 2), (1, -1): (0, 1), (0, -1): (5, 0),
                (-1, 0): (4, 5), (-1, 1): (3, 4), (0, 1): (2, 3)}


def round_axial(fq, fr):
    """The hex (q, r) holding the fractional axial point (cube rounding)."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


class HexLayout:
    """The hexes `hexes` fitted into `rect` (x, y, w, h) with `margin` pixels kept free around them."""

    def __init__(self, hexes, rect, margin=8):
        self.hexes = frozenset(hexes)
        x, y, w, h = (int(v) for v in rect)
        self.rect = (x, y, w, h)
        xs, ys = [], []
        for q, r in self.hexes:
            cx, cy = hex_center(q, r, 1.0)
            xs += [cx - ROOT3 / 2, cx + ROOT3 / 2]
            ys += [cy - 1.0, cy + 1.0]
        left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
        room_w, room_h = max(1, w - 2 * margin), max(1, h - 2 * margin)
        self.size = max(1.0, min(room_w / (right - left), room_h / (bottom - top)))   # a hex's corner radius
        # the board's middle at the rectangle's middle
        self.origin = (x + w / 2.0 - (left + right) / 2.0 * self.size,
                       y + h / 2.0 - (top + bottom) / 2.0 * self.size)
        self.bounds = (self.origin[0] + left * self.size, self.origin[1] + top * self.size,
                       (right - left) * self.size, (bottom - top) * self.size)

    def center(self, h):
        """The screen centre of hex h (floats)."""
        return hex_center(h[0], h[1], self.size, origin=self.origin)

    def corners(self, h, inset=0.0):
        """The six corners of hex h on screen (corner k at -90° + 60°·k), `inset` pixels inside its outline."""
        return hexagon(self.center(h), self.size - inset)

    def hex_at(self, pos):
        """The hex of the board under screen point `pos`, or None."""
        px = (pos[0] - self.origin[0]) / self.size
        py = (pos[1] - self.origin[1]) / self.size
        fr = py / 1.5
        fq = px / ROOT3 - fr / 2.0
        found = round_axial(fq, fr)
        return found if found in self.hexes else None
