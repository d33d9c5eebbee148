"""Short messages over the bottom of the map: refusals in red, hints in blue."""

import pygame

from . import redraw, theme
from .fonts import font
from .widgets import wrap_text

FADE_SECONDS = 0.5   # a message fades out over its last half second


class Messages:
    """Short messages over the bottom of the map: refusals in red, hints in blue."""

    def __init__(self):
        self.items = []   # [text, kind, seconds left]
        self.rects = []   # where the last draw put them

    def show(self, text, kind="error", seconds=4.0):
        if not text:
            return
        text = text[:1].upper() + text[1:]     # an engine's refusal starts in lower case ("seas and lakes …")
        self.items = [i for i in self.items if i[0] != text][-2:]
        self.items.append([text, kind, seconds])

    def clear(self):
        self.items = []

    def update(self, dt):
        for item in self.items:
            item[2] -= dt
        kept = [i for i in self.items if i[2] > 0]
        if len(kept) != len(self.items):
            redraw.request()
        self.items = kept

    def is_animating(self):
        """True while a message fades out."""
        return any(left < FADE_SECONDS for _text, _kind, left in self.items)

    def latest(self):
        return self.items[-1][0] if self.items else None

    def draw(self, surface, layout):
        self.rects = []
        if not self.items:
            return
        area = layout.map
        fnt = font(layout.fs(16), bold=True)
        y = area.bottom - 14
        for text, kind, left in reversed(self.items):
            lines = wrap_text(text, fnt, area.width * 0.7)
            w = max(fnt.size(line)[0] for line in lines) + 28
            h = fnt.get_linesize() * len(lines) + 14
            rect = pygame.Rect(0, 0, w, h)
            rect.midbottom = (area.centerx, y)
            self.rects.append(rect)
            alpha = int(235 * min(1.0, left / FADE_SECONDS))
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            bg = theme.ERROR_BG if kind == "error" else theme.INFO_BG
            pygame.draw.rect(box, (*bg, alpha), box.get_rect(), border_radius=8)
            pygame.draw.rect(box, (*theme.MESSAGE_EDGE, min(alpha, 120)), box.get_rect(), 1, border_radius=8)
            surface.blit(box, rect)
            ty = rect.top + 7
            for line in lines:
                label = fnt.render(line, True, theme.MESSAGE_TEXT)
                label.set_alpha(max(0, min(255, alpha + 20)))
                surface.blit(label, (rect.centerx - label.get_width() // 2, ty))
                ty += fnt.get_linesize()
            y = rect.top - 6
