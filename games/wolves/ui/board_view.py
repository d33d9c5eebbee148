"""The Wolves' board on screen: laid out in a rectangle, hit-tested, and drawn with what stands on it.

`WolvesBoardView(board)`: `place(rect)` fits the board into a screen rectangle (call it every frame:
nothing is redone while the rectangle stays the same; while the window is being resized the last
picture is scaled, and rendered again once the size settles). `hex_at(pos)` names the hex under a
point; `center(h)` is where a hex is on screen. `draw(surface, pieces, tokens, marks)` paints the
cached board, then the tokens and pieces of a plain description, then the play screen's marks:

    pieces  {(q, r): [(pack, kind), ...]}     kind: alpha, pack, den, lair (at most two a hex)
    tokens  {(q, r): [name, ...]}              a stack, top first: ["lone_wolf"], ["hare", "hare"],
                                               ["new", "quarter"] (a scoring stack on a water hex)
    marks   Marks(...)                         what the play screen lights up

so the view knows nothing of the rules engine; `adapter` builds the description from a game.
"""

from dataclasses import dataclass, field

import pygame

from game.ui.fonts import font
from game.ui.settle import Settling, stretched

from . import look
from . import pieces as art
from .board_art import BoardArt
from .hex_layout import HexLayout


@dataclass
class Marks:
    """What the play screen lights up over the board (every field optional)."""
    lit: set = field(default_factory=set)             # legal targets
    selected: set = field(default_factory=set)        # chosen wolves: a hex, or (hex, kind) for one piece of two
    reachable: dict = field(default_factory=dict)     # hex -> steps (shown as a number)
    refused: set = field(default_factory=set)         # a target the rules refuse
    pushes: list = field(default_factory=list)        # (from hex, to hex): where a pushed wolf goes
    hover: object = None                              # the hex under the mouse


MARGIN = 10


class WolvesBoardView:
    def __init__(self, board):
        self.board = board
        self.cells = board.cells
        self.art = BoardArt(board)
        self.layout = None
        self.rough = False            # the picture is the last render scaled (the window is being resized)
        self._picture = None
        self._settling = Settling()
        self._overlays = {}
        self._labels = {}

    # ------------------------------------------------------------ layout

    def place(self, rect):
        """Fit the board into `rect` (a screen Rect); True when anything changed."""
        rect = pygame.Rect(rect)
        moving = self._settling.moving(rect.size)
        same = self.layout is not None and self.layout.rect == tuple(rect)
        if same and self._picture is not None and not (self.rough and not moving):
            return False
        self.layout = HexLayout(self.cells, rect, MARGIN)
        rendered = self.art.rendered_size()
        if moving and rendered is not None and rendered != rect.size:
            self._picture = self._rough(rect)
            self.rough = True
        else:
            self._picture = self.art.picture(self.layout)
            self.rough = False
        if not same:
            self._overlays = {}
        return True

    def _rough(self, rect):
        """The last render scaled and shifted so every hex lands where the new layout puts it."""
        old = self.art.picture_layout
        k = self.layout.size / old.size
        ow, oh = old.rect[2], old.rect[3]
        scaled = stretched(self.art.last_picture(), (round(ow * k), round(oh * k)))
        out = pygame.Surface(rect.size)
        out.fill(look.BACKGROUND)
        # old origin (relative to its rect) scaled, moved onto the new origin (relative to this rect)
        dx = (self.layout.origin[0] - rect.x) - (old.origin[0] - old.rect[0]) * k
        dy = (self.layout.origin[1] - rect.y) - (old.origin[1] - old.rect[1]) * k
        out.blit(scaled, (round(dx), round(dy)))
        return out

    @property
    def rect(self):
        return pygame.Rect(self.layout.rect) if self.layout else None

    @property
    def hex_size(self):
        """A hex's corner radius in pixels."""
        return self.layout.size

    def hex_at(self, pos):
        return self.layout.hex_at(pos) if self.layout else None

    def center(self, h):
        return self.layout.center(h)

    # ------------------------------------------------------------ drawing

    def draw(self, surface, pieces=None, tokens=None, marks=None):
        """The board with its tokens, pieces and marks, onto `surface` (place() first)."""
        x, y = self.layout.rect[:2]
        surface.blit(self._picture, (x, y))
        marks = marks or Marks()
        for h in marks.reachable:
            self._overlay(surface, h, "reach")
        for h in marks.lit:
            self._overlay(surface, h, "lit")
        for h in marks.refused:
            self._overlay(surface, h, "refused")
        for h, stack in (tokens or {}).items():
            if stack and h in self.cells:
                self._draw_token(surface, h, stack)
        pieces = pieces or {}
        chosen = [_hex_and_kind(s) for s in marks.selected]
        for h, kind in chosen:       # a chosen piece stands on a bright plate, drawn under it
            if kind is not None and h in self.cells:
                self._plate(surface, h, kind, pieces.get(h, ()))
        for h, standing in pieces.items():
            if standing and h in self.cells:
                self._draw_pieces(surface, h, standing)
        for h, _kind in chosen:
            if h in self.cells:
                self._overlay(surface, h, "selected")
        if marks.hover is not None and marks.hover in self.cells:
            self._overlay(surface, marks.hover, "hover")
        for h, steps in marks.reachable.items():
            self._distance(surface, h, steps)
        for h in marks.refused:
            self._cross(surface, h)
        for a, b in marks.pushes:
            self._arrow(surface, a, b)

    def _blit_centered(self, surface, picture, center):
        surface.blit(picture, (round(center[0] - picture.get_width() / 2.0),
                               round(center[1] - picture.get_height() / 2.0)))

    def _draw_token(self, surface, h, stack):
        size = self.layout.size
        water = self.cells[h].kind == "water"
        px = int(size * (1.16 if water else 1.1))
        self._blit_centered(surface, art.token(stack[0], px, len(stack)), self.center(h))

    def _draw_pieces(self, surface, h, standing):
        for _piece, picture, topleft in self.piece_places(h, standing):
            surface.blit(picture, topleft)

    def piece_places(self, h, standing):
        """[((pack, kind), picture, top left on screen)] of the pieces `standing` on hex h: one piece in the middle; two
        side by side, a den or lair on the left a little lower than the wolf beside it (both whole:
        nothing covers a piece's letter)."""
        size = self.layout.size
        cx, cy = self.center(h)
        standing = list(standing)[:2]
        if len(standing) == 1:
            spots = [(standing[0], 0.0, 0.0, True)]
        else:
            standing.sort(key=lambda p: p[1] not in look.STRUCTURES)     # a structure first (left)
            mixed = standing[0][1] in look.STRUCTURES
            spots = [(piece, dx, dy, False) for piece, dx, dy in
                     zip(standing, (-0.44, 0.44), (0.12, -0.1) if mixed else (0.0, 0.0))]
        places = []
        for (pack, kind), dx, dy, alone in spots:
            picture = art.piece(pack, kind, _piece_px(kind, size, alone))
            x, y = cx + dx * size, cy + dy * size
            topleft = (round(x - picture.get_width() / 2.0), round(y - picture.get_height() / 2.0))
            places.append(((pack, kind), picture, topleft))
        return places

    # ------------------------------------------------------------ marks

    def _overlay(self, surface, h, style):
        picture = self._overlays.get(style)
        if picture is None:
            picture = self._overlays[style] = _hex_overlay(style, self.layout.size)
        self._blit_centered(surface, picture, self.center(h))

    def _plate(self, surface, h, kind, standing):
        """A white plate with a dark rim under the first piece of `kind` on hex h (one wolf of two chosen)."""
        for (_pack, piece_kind), picture, (x, y) in self.piece_places(h, standing):
            if piece_kind == kind:
                w, hgt = picture.get_size()
                plate = pygame.Rect(0, 0, int(w * 1.04), int(hgt * 1.04))
                plate.center = (x + w // 2, y + hgt // 2)
                pygame.draw.ellipse(surface, look.PIECE_EDGE, plate.inflate(6, 6))
                pygame.draw.ellipse(surface, look.SELECTED, plate.inflate(2, 2))
                return

    def _distance(self, surface, h, steps):
        """The number of steps in a small plate near the hex's top corner, clear of the pieces."""
        label = self._label(str(steps))
        cx, cy = self.center(h)
        self._blit_centered(surface, label, (cx, cy - self.layout.size * 0.64))

    def _label(self, text):
        size = self.layout.size
        key = (text, round(size, 2))
        label = self._labels.get(key)
        if label is None:
            fnt = font(max(9, size * 0.42), bold=True)
            glyph = fnt.render(text, True, look.COUNT_TEXT)
            w, hgt = glyph.get_width() + 6, glyph.get_height()
            label = pygame.Surface((max(w, hgt), hgt), pygame.SRCALPHA)
            pygame.draw.rect(label, (*look.COUNT_BADGE, 225), label.get_rect(), border_radius=hgt // 2)
            label.blit(glyph, ((label.get_width() - glyph.get_width()) // 2, 0))
            if len(self._labels) > 200:
                self._labels.clear()
            self._labels[key] = label
        return label

    def _cross(self, surface, h):
        """A refused target: a red X with a dark edge over the hex."""
        cx, cy = self.center(h)
        k = self.layout.size * 0.42
        w = max(3, int(self.layout.size * 0.16))
        for sx in (-1, 1):
            a, b = (cx - k, cy - sx * k), (cx + k, cy + sx * k)
            pygame.draw.line(surface, look.PIECE_EDGE, a, b, w + 4)
            pygame.draw.line(surface, look.REFUSED, a, b, w)

    def _arrow(self, surface, a, b):
        """Where a pushed wolf goes: a thick arrow from hex a to hex b."""
        if a not in self.cells or b not in self.cells:
            return
        size = self.layout.size
        (ax, ay), (bx, by) = self.center(a), self.center(b)
        dx, dy = bx - ax, by - ay
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        start = (ax + ux * size * 0.62, ay + uy * size * 0.62)     # from the pushing hex's edge: its pieces stay clear
        tip = (bx - ux * size * 0.3, by - uy * size * 0.3)
        head = size * 0.42
        base = (tip[0] - ux * head, tip[1] - uy * head)
        wing = (-uy * head * 0.6, ux * head * 0.6)
        points = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
        w = max(3, int(size * 0.14))
        pygame.draw.line(surface, look.PIECE_EDGE, start, base, w + 4)
        pygame.draw.polygon(surface, look.PIECE_EDGE, _grown(points, 2.5))
        pygame.draw.line(surface, look.PUSH, start, base, w)
        pygame.draw.polygon(surface, look.PUSH, points)


def _hex_and_kind(selected):
    """(hex, kind or None) of an entry of Marks.selected: a hex (q, r), or (hex, kind)."""
    if len(selected) == 2 and isinstance(selected[0], tuple):
        return selected[0], selected[1]
    return selected, None


def _piece_px(kind, size, alone=False):
    """A piece's picture size on a hex of corner radius `size`: a lone piece larger than one of two."""
    scale = {"alpha": 0.9, "pack": 0.86, "den": 0.84, "lair": 0.88}[kind] if kind in look.PIECES else 0.9
    return int(size * scale * (1.3 if alone else 1.0))


def _grown(points, by):
    mx = sum(p[0] for p in points) / len(points)
    my = sum(p[1] for p in points) / len(points)
    out = []
    for x, y in points:
        dx, dy = x - mx, y - my
        d = max(1e-6, (dx * dx + dy * dy) ** 0.5)
        out.append((x + dx / d * by, y + dy / d * by))
    return out


def _hex_overlay(style, size):
    """A hexagon-shaped tint and outline for one kind of mark, on a transparent picture centred on the hex."""
    from .hex_art import hex_points, tile_size

    w, h = tile_size(size)
    picture = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2.0, h / 2.0
    outer = hex_points(cx, cy, size - 1)
    line = max(2, int(size * 0.1))
    inner = hex_points(cx, cy, size - 1 - line / 1.6)
    if style == "lit":
        pygame.draw.polygon(picture, (*look.LIT, 70), outer)
        pygame.draw.polygon(picture, (*look.LIT, 255), inner, line)
    elif style == "reach":
        pygame.draw.polygon(picture, (*look.REACH, 60), outer)
        pygame.draw.polygon(picture, (*look.REACH, 150), inner, max(1, line // 2))
    elif style == "refused":
        pygame.draw.polygon(picture, (*look.REFUSED, 80), outer)
        pygame.draw.polygon(picture, (*look.REFUSED, 255), inner, line)
    elif style == "selected":   # a double line, white over dark, that reads on every terrain
        pygame.draw.polygon(picture, (*look.PIECE_EDGE, 255), inner, line + 2)
        pygame.draw.polygon(picture, (*look.SELECTED, 255), hex_points(cx, cy, size - 1 - line), max(2, line - 1))
    else:   # hover
        pygame.draw.polygon(picture, (*look.HOVER, 40), outer)
        pygame.draw.polygon(picture, (*look.HOVER, 220), inner, max(1, line // 2))
    return picture
