"""What the play screen draws over the board besides the game itself: the marks of the current step
(legal targets lit, the chosen wolves, each one's reachable hexes with their step counts, push arrows),
and its own drawings over the board view (a Move's wolves as arrows to ghost pieces at their ends, the
Howl range or a region as a bright outline, the last computer action).

    overlay = BoardOverlay(marks, arrows=[(from, to, pack)], ghosts=[(hex, pack, kind)],
                           outlines=[(hexes, colour)])
    overlay.draw(surface, view)      after view.draw(..., overlay.marks)
"""

from dataclasses import dataclass, field

import pygame

from games.wolves.model.hexes import neighbours
from games.wolves.ui import look
from games.wolves.ui import pieces as art
from games.wolves.ui.board_view import Marks

RANGE = (255, 236, 140)
REGION = (255, 255, 255)


@dataclass
class BoardOverlay:
    marks: Marks = field(default_factory=Marks)
    arrows: list = field(default_factory=list)      # (from hex, to hex, pack): a wolf's way in a Move
    ghosts: list = field(default_factory=list)      # (hex, pack, kind): where a chosen wolf will stand
    outlines: list = field(default_factory=list)    # (hexes, colour): an area's edge drawn bright

    def draw(self, surface, view):
        size = view.hex_size
        for hexes, colour in self.outlines:
            draw_outline(surface, view, hexes, colour)
        for h, pack, kind in self.ghosts:
            if h in view.cells:
                px = int(size * 0.95)
                picture = art.piece(pack, kind, px).copy()
                picture.set_alpha(165)
                cx, cy = view.center(h)
                surface.blit(picture, (round(cx - px / 2), round(cy - px / 2 + size * 0.18)))
        for a, b, pack in self.arrows:
            if a in view.cells and b in view.cells:
                draw_arrow(surface, view.center(a), view.center(b), look.pack_color(pack), size)


_EDGES = {}


def outline_edges(view, hexes):
    """The screen segments of the outer edge of a set of hexes (cached by layout and set)."""
    key = (id(view.layout), view.layout.rect if view.layout else None, frozenset(hexes))
    found = _EDGES.get(key)
    if found is None:
        if len(_EDGES) > 40:
            _EDGES.clear()
        inside = set(hexes)
        found = []
        for h in inside:
            if h not in view.cells:
                continue
            corners = view.layout.corners(h)
            for k, n in enumerate(neighbours(h)):
                if n in inside:
                    continue
                # neighbour k (E NE NW W SW SE) shares the edge between two of the hex's corners
                a, b = _EDGE_CORNERS[k]
                found.append((corners[a], corners[b]))
        _EDGES[key] = found
    return found


# corners are at -90° + 60°·k (k = 0 top, 1 upper right, 2 lower right, 3 bottom, 4 lower left, 5 upper left)
_EDGE_CORNERS = {0: (1, 2), 1: (0, 1), 2: (5, 0), 3: (4, 5), 4: (3, 4), 5: (2, 3)}


def draw_outline(surface, view, hexes, colour):
    width = max(3, int(view.hex_size * 0.16))
    for a, b in outline_edges(view, hexes):
        pygame.draw.line(surface, look.PIECE_EDGE, a, b, width + 3)
    for a, b in outline_edges(view, hexes):
        pygame.draw.line(surface, colour, a, b, width)


def draw_arrow(surface, a, b, colour, size):
    """A wolf's way: a line in its pack's colour with a dark edge, from the edge of hex a to near hex b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    start = (ax + ux * size * 0.5, ay + uy * size * 0.5)
    tip = (bx - ux * size * 0.45, by - uy * size * 0.45)
    head = size * 0.38
    base = (tip[0] - ux * head, tip[1] - uy * head)
    wing = (-uy * head * 0.62, ux * head * 0.62)
    points = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    w = max(3, int(size * 0.12))
    pygame.draw.line(surface, look.PIECE_EDGE, start, base, w + 4)
    pygame.draw.polygon(surface, look.PIECE_EDGE, points, 0)
    pygame.draw.line(surface, colour, start, base, w)
    inner = [(tip[0] - ux * 2, tip[1] - uy * 2), points[1], points[2]]
    pygame.draw.polygon(surface, colour, inner)
