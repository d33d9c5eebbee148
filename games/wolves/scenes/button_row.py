"""The row of buttons along the play screen's bottom bar, right-aligned, leaving the bar's left part to
the hint: when every button does not fit at the usual type size beside `hint_room` pixels of hint, the
type gets smaller (down to 11 px) and the buttons narrower, so a long translation never pushes the hint
out. Used like the shell's game.ui.action_bar.ActionBar (handle, tooltip_at, button, draw); `sync` also
takes the room the hint keeps."""

import pygame

from game.ui.fonts import font
from game.ui.widgets import Button


class ButtonRow:
    def __init__(self):
        self.buttons = {}
        self.order = []
        self.callbacks = {}
        self.left_edge = 0

    def sync(self, specs, rect, s, size, hint_room):
        """specs: [{key, label, enabled, tooltip, primary, action}] from right to left."""
        gap = max(6, int(10 * s))
        room = rect.width - hint_room - int(12 * s)
        size = int(size)
        while True:
            fnt = font(size, bold=True)
            pad = max(12, int(size * 1.4))
            widths = [fnt.size(spec["label"])[0] + pad for spec in specs]
            if sum(widths) + gap * len(specs) <= room or size <= 11:
                break
            size -= 1
        h = max(28, min(int(rect.height * 0.62), int(size * 2.6)))
        x = rect.right - int(12 * s)
        self.callbacks = {}
        keys = []
        for spec, w in zip(specs, widths):
            key = spec["key"]
            r = pygame.Rect(x - w, rect.centery - h // 2, w, h)
            button = self.buttons.get(key)
            if button is None:
                button = self.buttons[key] = Button(r, spec["label"], size=size)
            button.rect, button.label, button.size = r, spec["label"], size
            button.enabled = spec.get("enabled", True)
            button.tooltip = spec.get("tooltip")
            button.primary = spec.get("primary", True)
            self.callbacks[key] = spec.get("action")
            keys.append(key)
            x -= w + gap
        self.left_edge = x
        self.order = keys
        for key in list(self.buttons):
            if key not in keys:
                del self.buttons[key]

    def handle(self, event):
        """True when a button took the event (and ran its action)."""
        for key in list(self.order):
            button = self.buttons.get(key)
            if button is not None and button.handle(event):
                callback = self.callbacks.get(key)
                if callback is not None:
                    callback()
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return any(self.buttons[k].rect.collidepoint(event.pos) for k in self.order if k in self.buttons)
        return False

    def tooltip_at(self, pos):
        for key in self.order:
            button = self.buttons.get(key)
            if button is not None and button.rect.collidepoint(pos) and button.tooltip:
                return button.tooltip
        return None

    def button(self, key):
        return self.buttons.get(key)

    def draw(self, surface):
        for key in self.order:
            self.buttons[key].draw(surface)
