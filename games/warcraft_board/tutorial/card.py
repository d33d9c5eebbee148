"""The coach's card of Warcraft's lesson, over the map where it hides the least.

The side column holds the seat's sheet, its hand and the log, so the card stands over the map: in whichever
of its corners or edge middles covers no space to avoid (what the step asks to click, the spaces the board
lights, the battle and its flanks) and the fewest spaces, below the battle's dice panel when one is shown.

    card = CoachCard()
    card.draw(surface, layout, view, content, avoid_spaces, avoid_rects)   content: (index, total, title, text, next?)
    card.rect, card.next_button, card.complete (every line of the text fitted)
"""

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.fonts import fitting_font, font
from game.ui.widgets import Button, fit_text, wrap_text

GLOW = (120, 224, 255)      # what the step asks to click: light blue, apart from the board's own lit gold


class CoachCard:
    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.next_button = Button((0, 0, 10, 10), _("Next"), hotkey=pygame.K_RETURN)
        self.with_next = False
        self.complete = True

    def hide(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.with_next = False

    def measure(self, layout, content, width):
        """(height, type size, lines, fitted) at `width`, in the largest type that fits half the map's height."""
        _index, _total, _title, text, with_next = content
        s = layout.s
        pad = int(12 * s)
        bh = max(28, int(36 * s)) if with_next else 0
        most = int(layout.map.height * 0.52)
        size = layout.fs(15)
        while True:
            head, body = font(size + 2, bold=True, serif=True), font(size)
            lines = [line for part in text.split("\n") for line in wrap_text(part, body, width - 2 * pad)]
            h = 2 * pad + head.get_linesize() + int(4 * s) + len(lines) * body.get_linesize() + (bh + pad if bh else 0)
            if h <= most or size <= 11:
                return min(h, most), size, lines, h <= most
            size -= 1

    def place(self, layout, view, size, avoid_spaces, avoid_rects):
        area = layout.map.inflate(-2 * int(8 * layout.s), -2 * int(8 * layout.s))
        w, h = size
        spots = [(area.left, area.bottom - h), (area.right - w, area.bottom - h), area.topleft,
                 (area.right - w, area.top), (area.centerx - w // 2, area.bottom - h),
                 (area.centerx - w // 2, area.top)]
        best = None
        for k, (x, y) in enumerate(spots):
            rect = pygame.Rect(int(x), int(y), w, h)
            cost = k * 0.01
            for sid in view.board.spaces:
                (cx, cy), _room = view.anchor(sid)
                if rect.collidepoint(cx, cy):
                    cost += 1000 if sid in avoid_spaces else 1
            cost += sum(1000 for other in avoid_rects if other is not None and rect.colliderect(other))
            if best is None or cost < best[0]:
                best = (cost, rect)
        return best[1]

    def draw(self, surface, layout, view, content, avoid_spaces=(), avoid_rects=()):
        if content is None:
            self.hide()
            return
        index, total, title, _text, with_next = content
        s = layout.s
        width = max(int(280 * s), min(int(440 * s), int(layout.map.width * 0.46)))
        height, size, lines, self.complete = self.measure(layout, content, width)
        rect = self.rect = self.place(layout, view, (width, height), set(avoid_spaces), avoid_rects)
        self.with_next = with_next
        pad = int(12 * s)
        bh = max(28, int(36 * s)) if with_next else 0
        head, body = font(size + 2, bold=True, serif=True), font(size)
        pygame.draw.rect(surface, theme.DIALOG_SHADOW, rect.move(2, 4), border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_BG, rect, border_radius=10)
        pygame.draw.rect(surface, GLOW, rect, 3, border_radius=10)
        x, y = rect.left + pad, rect.top + pad
        counter = font(layout.fs(12)).render(f"{index + 1}/{total}", True, theme.TEXT_MUTED)
        surface.blit(counter, (rect.right - pad - counter.get_width(), y))
        room = rect.width - 2 * pad - counter.get_width() - int(8 * s)
        title_font = fitting_font(title, room, size + 2, bold=True, serif=True)
        surface.blit(title_font.render(fit_text(title, title_font, room), True, theme.TEXT), (x, y))
        y += head.get_linesize() + int(4 * s)
        for line in lines:
            if y + body.get_linesize() > rect.bottom - (bh + pad if bh else 0):
                self.complete = False
                break
            surface.blit(body.render(line, True, theme.TEXT), (x, y))
            y += body.get_linesize()
        if with_next:
            label = _("Next")
            bw = max(int(100 * s), font(layout.fs(15), bold=True).size(label)[0] + 30)
            self.next_button.rect = pygame.Rect(rect.right - pad - bw, rect.bottom - pad - bh, bw, bh)
            self.next_button.size = layout.fs(15)
            self.next_button.label = label
            self.next_button.draw(surface)


def draw_space_glow(surface, view, spaces, width):
    """A light-blue outline round each space the step asks to click."""
    for sid in spaces:
        if sid in view.board.spaces:
            pygame.draw.polygon(surface, GLOW, view.outline(sid), width)


def draw_rect_glow(surface, rects, width):
    for rect in rects:
        pygame.draw.rect(surface, GLOW, rect.inflate(8, 8).clip(surface.get_rect()), width, border_radius=8)
