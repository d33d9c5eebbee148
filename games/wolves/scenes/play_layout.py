"""Where everything of The Wolves' play screen goes for one window size, from 1024x640 to full HD:

    top    the status, Speed, Undo and Menu
    map    the hex board (left)                    side   pack tabs, the pack board, the moon calendar, the log
    bar    the hint and the buttons of the action being put together

The split is the shell's board-beside-a-panel layout (game.ui.layout.PanelLayout); here, the side panel's
inside."""

import pygame

from game.ui.layout import PanelLayout


class PlayLayout(PanelLayout):
    side_least, side_most = 330, 580

    def __init__(self, size):
        super().__init__(size)
        s, pad = self.s, self.pad
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
