"""A game's log on screen (any game's play screen): the session's lines (the engine's events told in
words), newest at the bottom, each after a mark in the colour of the seat it is about; the mouse wheel
scrolls back.

    log = LogPanel()
    log.draw(surface, rect, lines, colors, s)   lines: [(text, seat or None)]; colors: each seat's colour
    log.scroll(steps)                            + goes back in time
"""

import pygame

from game.i18n import _, generation

from . import theme
from .fonts import font
from .text import wrap_text

BACK = (52, 44, 38)
TEXT = (240, 230, 210)
MUTED = (186, 172, 150)
MARK_EDGE = (22, 16, 12)


class LogPanel:
    def __init__(self):
        self._picture = None
        self._key = None
        self._wrapped = (None, [])
        self.offset = 0             # wrapped lines scrolled back from the newest
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._rows = 0

    def scroll(self, steps):
        total = len(self._wrapped[1])
        self.offset = max(0, min(max(0, total - self._rows), self.offset + steps))

    def draw(self, surface, rect, lines, colors, s):
        rect = pygame.Rect(rect)
        colors = tuple(tuple(c) for c in colors)
        key = (len(lines), lines[-1] if lines else None, rect.size, round(s, 3), self.offset, generation(), colors)
        if key != self._key or self._picture is None:
            self._key = key
            self._picture = self._render(rect.size, lines, colors, s)
        self.rect = rect
        surface.blit(self._picture, rect)

    def _render(self, size, lines, colors, s):
        w, h = size
        picture = pygame.Surface(size)
        picture.fill(BACK)
        pygame.draw.rect(picture, theme.BAR_EDGE, picture.get_rect(), 1, border_radius=5)
        pad = max(4, int(6 * s))
        head = font(max(11, int(13 * s)), bold=True)
        picture.blit(head.render(_("Log"), True, MUTED), (pad, pad - 2))
        fnt = font(max(11, int(13 * s)))
        step = fnt.get_linesize()
        top = pad + head.get_linesize()
        mark = max(6, int(8 * s))
        text_w = w - 2 * pad - mark - 4
        key = (len(lines), lines[-1] if lines else None, text_w, fnt.get_height(), generation())
        if self._wrapped[0] != key:
            wrapped = []
            for text, seat in lines:
                for k, part in enumerate(wrap_text(text, fnt, text_w)):
                    wrapped.append((part, seat if k == 0 else None, k > 0))
            self._wrapped = (key, wrapped)
        wrapped = self._wrapped[1]
        rows = max(1, (h - top - pad) // step)
        self._rows = rows
        self.offset = max(0, min(self.offset, max(0, len(wrapped) - rows)))
        end = len(wrapped) - self.offset
        shown = wrapped[max(0, end - rows):end]
        y = top + (rows - len(shown)) * step if len(wrapped) < rows else top
        for text, seat, continued in shown:
            if seat is not None and 0 <= seat < len(colors):
                cy = y + step // 2
                pygame.draw.circle(picture, MARK_EDGE, (pad + mark // 2, cy), mark // 2 + 1)
                pygame.draw.circle(picture, colors[seat], (pad + mark // 2, cy), mark // 2)
            picture.blit(fnt.render(text, True, TEXT if not continued else TEXT), (pad + mark + 4, y))
            y += step
        if self.offset:
            more = head.render("▼ " + _("newer lines below"), True, MUTED)
            picture.blit(more, (w - pad - more.get_width(), pad - 2))
        return picture
