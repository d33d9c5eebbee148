"""Where everything of Warcraft's play screen goes for one window size, from 1024x640 to full HD:

    top    the step bar: game turn, step, whose step; Menu, Undo, Speed
    map    the map (left)                          side   seat tabs, the shown seat's sheet, its hand, the log
    bar    the hint and the buttons of what the seat to act may do

`map` carries that name because the shell's message and dialog widgets place themselves over it."""

import pygame

from game.ui.widgets import ui_scale


class PlayLayout:
    def __init__(self, size):
        w, h = max(640, int(size[0])), max(400, int(size[1]))
        self.size = (w, h)
        self.s = s = ui_scale(self.size, most=1.3)
        top_h = max(34, int(44 * s))
        bar_h = max(58, int(70 * s))
        side_w = max(320, min(520, int(w * 0.3)))
        self.top = pygame.Rect(0, 0, w, top_h)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.map = pygame.Rect(0, top_h, w - side_w, h - top_h - bar_h)
        self.side = pygame.Rect(w - side_w, top_h, side_w, h - top_h - bar_h)
        self.pad = max(6, int(8 * s))

    def fs(self, n):
        """A type size scaled to the window, never unreadably small."""
        return max(11, int(round(n * self.s)))
