"""The coach's card of a lesson, over the map where it hides the least.

The card stands in whichever of the map's corners or edge middles covers no place to avoid (what the step
asks to click, what the board lights) and no rect to avoid (a panel over the map), and the fewest places.
A game's card subclasses `CoachCard` with `anchors(view)`: {place: its point on the screen}, and may
change its measures (class attributes).

    card = GameCoachCard()
    card.draw(surface, layout, view, content, avoid_places, avoid_rects)   content: (index, total, title, text, next?)
    card.rect, card.next_button, card.complete (every line of the text fitted)
"""

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.fonts import fitting_font, font
from game.ui.widgets import Button, fit_text, wrap_text

GLOW = (120, 224, 255)      # what the step asks to click: light blue, apart from the board's own lit gold


class CoachCard:
    button_h = 36               # Next's height at full scale
    most_height = 0.52          # the card's height at the most, a share of the map's
    widths = (280, 440, 0.46)   # the card's width: at least, at most (at full scale), and a share of the map's
    bottom_first = True         # of equal spots, the bottom corners first (else the top ones)

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.next_button = Button((0, 0, 10, 10), _("Next"), hotkey=pygame.K_RETURN)
        self.with_next = False
        self.complete = True        # every line of the text fitted

    def anchors(self, view):
        """{place: (x, y)} of the map's places on the screen."""
        raise NotImplementedError

    def hide(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.with_next = False

    def measure(self, layout, content, width):
        """(height, type size, lines, fitted) at `width`, in the largest type that fits `most_height` of the map."""
        _index, _total, _title, text, with_next = content
        s = layout.s
        pad = int(12 * s)
        bh = max(28, int(self.button_h * s)) if with_next else 0
        most = int(layout.map.height * self.most_height)
        size = layout.fs(15)
        while True:
            head, body = font(size + 2, bold=True, serif=True), font(size)
            lines = [line for part in text.split("\n") for line in wrap_text(part, body, width - 2 * pad)]
            h = 2 * pad + head.get_linesize() + int(4 * s) + len(lines) * body.get_linesize() + (bh + pad if bh else 0)
            if h <= most or size <= 11:
                return min(h, most), size, lines, h <= most
            size -= 1

    def place(self, layout, view, size, avoid, avoid_rects):
        """The card's rect among the map's corners and edge middles: one that covers nothing to avoid, and the
        fewest places."""
        area = layout.map.inflate(-2 * int(8 * layout.s), -2 * int(8 * layout.s))
        w, h = size
        top = [area.topleft, (area.right - w, area.top)]
        bottom = [(area.left, area.bottom - h), (area.right - w, area.bottom - h)]
        middles = [(area.centerx - w // 2, area.top), (area.centerx - w // 2, area.bottom - h)]
        spots = bottom + top + middles[::-1] if self.bottom_first else top + bottom + middles
        anchors = self.anchors(view)
        best = None
        for k, (x, y) in enumerate(spots):
            rect = pygame.Rect(int(x), int(y), w, h)
            cost = k * 0.01         # the first spot of equals
            for place, (cx, cy) in anchors.items():
                if rect.collidepoint(cx, cy):
                    cost += 1000 if place in avoid else 1
            cost += sum(1000 for other in avoid_rects if other is not None and rect.colliderect(other))
            if best is None or cost < best[0]:
                best = (cost, rect)
        return best[1]

    def draw(self, surface, layout, view, content, avoid=(), avoid_rects=()):
        if content is None:
            self.hide()
            return
        index, total, title, _text, with_next = content
        s = layout.s
        least, most, share = self.widths
        width = max(int(least * s), min(int(most * s), int(layout.map.width * share)))
        height, size, lines, self.complete = self.measure(layout, content, width)
        rect = self.rect = self.place(layout, view, (width, height), set(avoid), avoid_rects)
        self.with_next = with_next
        bh = max(28, int(self.button_h * s)) if with_next else 0
        fitted = draw_card_box(surface, layout, rect, f"{index + 1}/{total}", title, lines, size, bh,
                               self.next_button if with_next else None)
        self.complete = self.complete and fitted


def draw_card_box(surface, layout, rect, counter, title, lines, size, button_h, next_button=None, *, head_step=2,
                  gap=4, button_size=15, button_least=100):
    """A coach's card in `rect`: the frame, the title (type `size + head_step`) and the counter ("3/12") on its
    first line, the text's `lines` in type `size` under it (`gap` * scale apart), and Next at the bottom right
    (`next_button`, `button_h` high, when given). Whether every line fitted."""
    s = layout.s
    pad = int(12 * s)
    head, body = font(size + head_step, bold=True, serif=True), font(size)
    pygame.draw.rect(surface, theme.DIALOG_SHADOW, rect.move(2, 4), border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_BG, rect, border_radius=10)
    pygame.draw.rect(surface, GLOW, rect, 3, border_radius=10)
    x, y = rect.left + pad, rect.top + pad
    counter = font(layout.fs(12)).render(counter, True, theme.TEXT_MUTED)
    surface.blit(counter, (rect.right - pad - counter.get_width(), y))
    room = rect.width - 2 * pad - counter.get_width() - int(8 * s)     # the title ends before the counter
    title_font = fitting_font(title, room, size + head_step, bold=True, serif=True)
    surface.blit(title_font.render(fit_text(title, title_font, room), True, theme.TEXT), (x, y))
    y += head.get_linesize() + int(gap * s)
    fitted = True
    for line in lines:
        if y + body.get_linesize() > rect.bottom - (button_h + pad if button_h else 0):
            fitted = False
            break
        surface.blit(body.render(line, True, theme.TEXT), (x, y))
        y += body.get_linesize()
    if next_button is not None:
        label = _("Next")
        bw = max(int(button_least * s), font(layout.fs(button_size), bold=True).size(label)[0] + 30)
        next_button.rect = pygame.Rect(rect.right - pad - bw, rect.bottom - pad - button_h, bw, button_h)
        next_button.size = layout.fs(button_size)
        next_button.label = label
        next_button.draw(surface)
    return fitted


def draw_rect_glow(surface, rects, width, radius=8):
    """A light-blue frame round each rect the step asks to click (a button, a card, a row)."""
    for rect in rects:
        pygame.draw.rect(surface, GLOW, rect.inflate(8, 8).clip(surface.get_rect()), width, border_radius=radius)
