"""The title screen's background while The Wolves is chosen: the shipped box laid out for 4 players, the
boards in their box order, drawn by the play screen's board view and dimmed like the program's own menu
backdrop (menu_art.dimmed). Kept for the last size (while the window is being resized, the view scales
its last picture)."""

import pygame

from game.ui.menu_art import dimmed
from games.wolves.model.board import build_board, shipped_box

from . import look
from .board_view import WolvesBoardView

PLAYERS = 4
DIM = 120               # the title's own shade
_cache = {"view": None, "key": None, "surface": None}


def _view():
    if _cache["view"] is None:
        box = shipped_box()
        _start, regions = box.layout(PLAYERS)
        board = build_board(box, PLAYERS, dict(zip(regions, box.region_board_ids)))
        _cache["view"] = WolvesBoardView(board)
    return _cache["view"]


def backdrop(size):
    """The picture of `size` (a new one only when the size or the view's rough/settled state changes)."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    view = _view()
    view.place(pygame.Rect(0, 0, *size))
    key = (size, view.rough)
    if _cache["key"] != key:
        surface = pygame.Surface(size)
        surface.fill(look.BACKGROUND)
        view.draw(surface)
        _cache["key"], _cache["surface"] = key, dimmed(surface, DIM)
    return _cache["surface"]
