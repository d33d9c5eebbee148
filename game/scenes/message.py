"""A full-window notice: a game that cannot start, or what went wrong while playing."""

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.fonts import font as get_font
from game.ui.widgets import Button, Panel, draw_text, wrap_text

from . import registry
from .base import MenuScene


class MessageScene(MenuScene):
    """A full-window notice with a way on: back to the title screen, or quit."""

    def __init__(self, app, title, text, back=True):
        super().__init__(app)
        self.title = title
        self.text = text
        self.back = back
        self.buttons = {}

    def lay_out(self, w, h):
        s = self.s
        bw, bh = int(220 * s), int(52 * s)
        width = min(w - 60, int(900 * s))
        pad = int(30 * s)
        self.title_font = get_font(max(20, int(30 * s)), bold=True, serif=True)
        self.body_font = get_font(max(15, int(19 * s)))
        lines = wrap_text(self.text, self.body_font, width - 2 * pad)
        text_h = len(lines) * int(self.body_font.get_linesize() * 1.15)
        height = min(h - 40, pad + self.title_font.get_linesize() + int(20 * s) + text_h + int(34 * s) + bh + pad)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.bottom - bh - pad
        self.buttons = {}
        if self.back:
            self.buttons["title"] = Button((self.panel.centerx - bw - 10, y, bw, bh), _("Title screen"),
                                           hotkey=pygame.K_RETURN, size=int(19 * s))
            self.buttons["quit"] = Button((self.panel.centerx + 10, y, bw, bh), _("Quit"), size=int(19 * s),
                                          primary=False)
        else:
            self.buttons["quit"] = Button((self.panel.centerx - bw // 2, y, bw, bh), _("Quit"), size=int(19 * s))

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        for name, button in list(self.buttons.items()):
            if button.handle(event):
                if name == "quit":
                    self.app.quit()
                else:
                    registry.show(self.app, "title")
                return

    def draw(self, surface):
        self.begin_draw(surface)
        s = self.s
        Panel(self.panel).draw(surface)
        inner = self.panel.inflate(-int(60 * s), -int(60 * s))
        head = draw_text(surface, self.title, (inner.left, inner.top), font=self.title_font, color=theme.TEXT)
        draw_text(surface, self.text, (inner.left, head.bottom + int(20 * s)), font=self.body_font, color=theme.TEXT,
                  max_width=inner.width)
        for button in self.buttons.values():
            button.draw(surface)
