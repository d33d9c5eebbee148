"""Where everything of The Wolves' play screen goes for one window size, from 1024x640 to full HD:

    top    the status, Speed, Undo and Menu
    map    the hex board (left)                    side   pack tabs, the pack board, the moon calendar, the log
    bar    the hint and the buttons of the action being put together

`map` carries that name because the shell's message and dialog widgets (game.ui.messages, dialogs)
place themselves over `layout.map`."""

import pygame

from game.ui.widgets import ui_scale


class PlayLayout:
    def __init__(self, size):
        w, h = max(640, int(size[0])), max(400, int(size[1]))
        self.size = (w, h)
        self.s = s = ui_scale(self.size, most=1.3)
        top_h = max(34, int(44 * s))
        bar_h = max(58, int(70 * s))
        side_w = max(330, min(580, int(w * 0.3)))
        self.top = pygame.Rect(0, 0, w, top_h)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.map = pygame.Rect(0, top_h, w - side_w, h - top_h - bar_h)
        self.side = pygame.Rect(w - side_w, top_h, side_w, h - top_h - bar_h)
        pad = max(6, int(8 * s))
        self.pad = pad
        inner = self.side.inflate(-2 * pad, -2 * pad)
        tabs_h = max(28, int(34 * s))
        self.tabs = pygame.Rect(inner.left, inner.top, inner.width, tabs_h)
        # the pack board: a tile row and six track rows, as tall as their cells are wide allows
        cell = min(int(54 * s), (inner.width - int(118 * s)) // 8)
        self.cell = max(22, cell)
        board_h = int(self.cell * 1.55) + 6 * (self.cell + max(3, int(4 * s))) + int(30 * s) + 2 * pad
        self.pack_board = pygame.Rect(inner.left, self.tabs.bottom + pad, inner.width, board_h)
        calendar_h = max(76, int(92 * s))
        self.calendar = pygame.Rect(inner.left, self.pack_board.bottom + pad, inner.width, calendar_h)
        log_top = self.calendar.bottom + pad
        self.log = pygame.Rect(inner.left, log_top, inner.width, max(40, inner.bottom - log_top))

    def fs(self, n):
        """A type size scaled to the window, never unreadably small."""
        return max(11, int(round(n * self.s)))
