"""Where everything of a play screen (and a replay viewer) goes for one window size: Small World's (Layout),
and a board beside a side panel (PanelLayout, The Wolves' and Warcraft's)."""

import pygame

from .widgets import ui_scale


class Layout:
    """Where everything goes for one window size."""

    def __init__(self, size):
        w, h = max(320, int(size[0])), max(240, int(size[1]))
        self.size = (w, h)
        self.s = ui_scale(self.size, most=1.4)
        s = self.s
        top_h = max(36, int(48 * s))
        side_w = max(260, min(400, int(w * 0.225)))
        bar_h = max(56, int(72 * s))
        self.top = pygame.Rect(0, 0, w, top_h)
        self.side = pygame.Rect(w - side_w, top_h, side_w, h - top_h - bar_h)
        self.map = pygame.Rect(0, top_h, w - side_w, h - top_h - bar_h)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)

    def fs(self, n):
        """A font size scaled to the window, never unreadably small."""
        return max(11, int(round(n * self.s)))


class PanelLayout:
    """A board beside a side panel, from 1024x640 to full HD (The Wolves' and Warcraft's play screens):

        top    the strip of status and buttons
        map    the board (left)                    side   the game's panel (right)
        bar    the hint and the buttons of what the seat to act may do

    `map` carries that name because the shell's message and dialog widgets (game.ui.messages, dialogs)
    place themselves over `layout.map`. A game sets how wide its panel may be and lays out its inside."""

    side_least, side_most = 320, 520        # the side panel's width: 30% of the window, within these

    def __init__(self, size):
        w, h = max(640, int(size[0])), max(400, int(size[1]))
        self.size = (w, h)
        self.s = s = ui_scale(self.size, most=1.3)
        top_h = max(34, int(44 * s))
        bar_h = max(58, int(70 * s))
        side_w = max(self.side_least, min(self.side_most, int(w * 0.3)))
        self.top = pygame.Rect(0, 0, w, top_h)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.map = pygame.Rect(0, top_h, w - side_w, h - top_h - bar_h)
        self.side = pygame.Rect(w - side_w, top_h, side_w, h - top_h - bar_h)
        self.pad = max(6, int(8 * s))

    def fs(self, n):
        """A type size scaled to the window, never unreadably small."""
        return max(11, int(round(n * self.s)))
