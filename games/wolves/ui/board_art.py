"""The static picture of a Wolves board for one layout: every hex's art, the printed symbols, the
thin lines between hexes, a thick line around each 19-hex board (the start board's with a pale line
down its middle) and a rocky rim where land meets the chasm.

`BoardArt(board).picture(layout)` renders it the first time a size is asked for and hands the
same picture back until the size changes (`render_count` counts the renders). The board is any
object with `cells` {(q, r): cell} whose cells have `kind` (a terrain, "water", "chasm"), `board`
("start", "r01".."r10") and `symbol` (None, "prey", "lone_wolf"): the model's Board, or a test's.
"""

import time
import zlib

import pygame

from game.ui import theme
from game.ui.images import for_display

from . import hex_art, look
from .hex_layout import EDGE_CORNERS


def _variant(h):
    """A steady choice among the art's variants for hex h (the same every run)."""
    return zlib.crc32(f"{h[0]},{h[1]}".encode()) % hex_art.VARIANTS


class BoardArt:
    def __init__(self, board):
        self.cells = dict(board.cells)
        self._picture = None
        self._key = None
        self.picture_layout = None    # the layout of the last render
        self.render_count = 0
        self.last_render_seconds = 0.0

    def picture(self, layout):
        """The board for `layout` (hex_layout.HexLayout) on a picture of the layout's rectangle size,
        its top left at the rectangle's top left."""
        key = (layout.rect[2], layout.rect[3], round(layout.size, 4))
        if self._picture is None or key != self._key:
            started = time.perf_counter()
            self._picture = self._render(layout)
            self._key = key
            self.picture_layout = layout
            self.render_count += 1
            self.last_render_seconds = time.perf_counter() - started
        return self._picture

    def rendered_size(self):
        return None if self._key is None else self._key[:2]

    def last_picture(self):
        """The last render (None before one), whatever size is asked for now."""
        return self._picture

    # ------------------------------------------------------------ drawing

    def _render(self, layout):
        x0, y0, w, h = layout.rect
        picture = pygame.Surface((max(1, w), max(1, h)))
        picture.fill(look.BACKGROUND)
        size = layout.size
        tw, th = hex_art.tile_size(size)
        tiles = {}
        stamps = {}

        def local(p):
            return (p[0] - x0, p[1] - y0)

        for hx, cell in self.cells.items():
            key = (cell.kind, _variant(hx))
            tile = tiles.get(key)
            if tile is None:
                tile = tiles[key] = hex_art.hex_tile(cell.kind, size, key[1])
            cx, cy = local(layout.center(hx))
            picture.blit(tile, (round(cx - tw / 2.0), round(cy - th / 2.0)))
            symbol = getattr(cell, "symbol", None)
            if symbol:
                stamp = stamps.get(symbol)
                if stamp is None:
                    stamp = stamps[symbol] = hex_art.symbol_stamp(symbol, size)
                picture.blit(stamp, (round(cx - stamp.get_width() / 2.0), round(cy - stamp.get_height() / 2.0)))
        self._draw_lines(picture, layout, local)
        return for_display(picture)

    def _draw_lines(self, picture, layout, local):
        size = layout.size
        grid_w = max(1, int(round(size * 0.035)))
        edge_w = max(3, int(round(size * 0.19)))
        rim_w = max(2, int(round(size * 0.1)))
        grid, edges, start_edges, rims = [], [], [], []
        for hx, cell in self.cells.items():
            corners = [local(p) for p in layout.corners(hx)]
            for direction, (i, j) in EDGE_CORNERS.items():
                other = self.cells.get((hx[0] + direction[0], hx[1] + direction[1]))
                a, b = corners[i], corners[j]
                if other is None or other.board != cell.board:
                    edges.append((a, b))
                    if cell.board == "start":
                        start_edges.append((a, b))
                elif (cell.kind == "chasm") != (other.kind == "chasm"):
                    if cell.kind != "chasm":
                        rims.append((a, b))
                elif hx < (hx[0] + direction[0], hx[1] + direction[1]):
                    grid.append((a, b))
        grid_ink = look.GRID_INK
        for a, b in grid:
            pygame.draw.line(picture, grid_ink, a, b, grid_w)
        for a, b in rims:
            _thick(picture, look.CHASM_ROCK, a, b, rim_w)
            _thick(picture, theme.darker(look.CHASM_ROCK, 0.35), a, b, max(1, rim_w // 3))
        for a, b in edges:
            _thick(picture, look.BOARD_EDGE, a, b, edge_w)
        for a, b in start_edges:    # the start board's edge is doubled: a pale line down the dark one's middle
            _thick(picture, look.START_EDGE, a, b, max(1, edge_w // 3))


def _thick(surface, color, a, b, width):
    """A line with round joins: thick lines meet cleanly at the hexes' corners."""
    pygame.draw.line(surface, color, a, b, width)
    if width > 2:
        pygame.draw.circle(surface, color, a, width / 2.0)
        pygame.draw.circle(surface, color, b, width / 2.0)
