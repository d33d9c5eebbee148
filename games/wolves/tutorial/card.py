"""The coach's card of The Wolves' lesson, over the map where it hides the least.

The play screen has no free room at 1024x640 (the side column holds the pack board, the calendar and
the log), so the card stands over the map: in whichever of its corners or edge middles covers no hex
the board lights (legal targets, reachable hexes, chosen wolves, what the step asks to click), no
panel over the map (the tiles' rows), and the fewest pieces and hexes.

    card = CoachCard()
    card.draw(surface, layout, view, content, avoid_hexes, avoid_rects)   content: (index, total, title, text, next?)
    card.rect, card.next_button
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
        self.complete = True        # every line of the text fitted

    def hide(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.with_next = False

    def measure(self, layout, content, width):
        """(height, type size, lines) of the card at `width`, in the largest type that fits a third of the map."""
        _index, _total, _title, text, with_next = content
        s = layout.s
        pad = int(12 * s)
        bh = max(28, int(38 * s)) if with_next else 0
        most = int(layout.map.height * 0.48)
        size = layout.fs(15)
        while True:
            head, body = font(size + 2, bold=True, serif=True), font(size)
            lines = [line for part in text.split("\n") for line in wrap_text(part, body, width - 2 * pad)]
            h = 2 * pad + head.get_linesize() + int(4 * s) + len(lines) * body.get_linesize() + (bh + pad if bh else 0)
            if h <= most or size <= 11:
                return min(h, most), size, lines, h <= most

    def place(self, layout, view, size, avoid_hexes, avoid_rects):
        """The card's rect among the map's corners and edge middles: one that covers nothing to avoid, and the
        fewest pieces and hexes."""
        area = layout.map.inflate(-2 * int(8 * layout.s), -2 * int(8 * layout.s))
        w, h = size
        spots = [area.topleft, (area.right - w, area.top), (area.left, area.bottom - h),
                 (area.right - w, area.bottom - h), (area.centerx - w // 2, area.top),
                 (area.centerx - w // 2, area.bottom - h)]
        centers = {}
        if view.layout is not None:
            centers = {hx: view.center(hx) for hx in view.cells}
        best = None
        for k, (x, y) in enumerate(spots):
            rect = pygame.Rect(int(x), int(y), w, h)
            cost = k * 0.01         # the first spot of equals
            for hx, (cx, cy) in centers.items():
                if rect.collidepoint(cx, cy):
                    cost += 1000 if hx in avoid_hexes else 1
            cost += sum(1000 for other in avoid_rects if other is not None and rect.colliderect(other))
            if best is None or cost < best[0]:
                best = (cost, rect)
        return best[1]

    def draw(self, surface, layout, view, content, avoid_hexes=(), avoid_rects=()):
        if content is None:
            self.hide()
            return
        index, total, title, _text, with_next = content
        s = layout.s
        width = max(int(270 * s), min(int(430 * s), int(layout.map.width * 0.42)))
        height, size, lines, self.complete = self.measure(layout, content, width)
        rect = self.rect = self.place(layout, view, (width, height), set(avoid_hexes), avoid_rects)
        self.with_next = with_next
        pad = int(12 * s)
        bh = max(28, int(38 * s)) if with_next else 0
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


def draw_hex_glow(surface, view, hexes, width):
    """A light-blue outline round each hex the step asks to click."""
    if view.layout is None:
        return
    for hx in hexes:
        if hx in view.cells:
            pygame.draw.polygon(surface, GLOW, view.layout.corners(hx, 2.5), width)


def draw_rect_glow(surface, rects, width):
    for rect in rects:
        pygame.draw.rect(surface, GLOW, rect.inflate(8, 8).clip(surface.get_rect()), width, border_radius=10)
