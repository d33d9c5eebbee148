"""Where everything of the in-game screen (and the replay viewer) goes for one window size."""

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
