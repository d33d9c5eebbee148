"""The action bar: the row of buttons under the map that the current play mode offers."""

import pygame

from .fonts import font
from .widgets import Button


class ActionBar:
    """The row of buttons under the map; buttons persist by key so presses survive frames."""

    def __init__(self):
        self.buttons = {}
        self.order = []
        self.callbacks = {}
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.left_edge = 0

    def sync(self, specs, rect, layout):
        """specs: list of dicts(key, label, enabled, tooltip, primary, action, hotkey)."""
        self.rect = rect
        fnt_size = layout.fs(16)
        fnt = font(fnt_size, bold=True)
        h = max(30, int(rect.height * 0.62))
        x = rect.right - 12
        keys = []
        self.callbacks = {}
        for spec in specs:
            key = spec["key"]
            label = spec["label"]
            w = max(int(90 * layout.s), fnt.size(label)[0] + 30)
            r = pygame.Rect(x - w, rect.centery - h // 2, w, h)
            b = self.buttons.get(key)
            if b is None:
                b = self.buttons[key] = Button(r, label, size=fnt_size)
            b.rect = r
            b.label = label
            b.size = fnt_size
            b.enabled = spec.get("enabled", True)
            b.tooltip = spec.get("tooltip")
            b.primary = spec.get("primary", True)
            b.hotkey = spec.get("hotkey")
            self.callbacks[key] = spec.get("action")
            keys.append(key)
            x -= w + 10
        self.left_edge = x
        self.order = keys
        for k in list(self.buttons):
            if k not in keys:
                del self.buttons[k]

    def handle(self, event):
        """Returns True when a button took the event (and ran its action)."""
        for key in list(self.order):
            b = self.buttons.get(key)
            if b is None:
                continue
            if b.handle(event):
                cb = self.callbacks.get(key)
                if cb is not None:
                    cb()
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return any(self.buttons[k].rect.collidepoint(event.pos) for k in self.order if k in self.buttons)
        return False

    def tooltip_at(self, pos):
        for key in self.order:
            b = self.buttons.get(key)
            if b is not None and b.rect.collidepoint(pos) and b.tooltip:
                return b.tooltip
        return None

    def draw(self, surface):
        for key in self.order:
            self.buttons[key].draw(surface)

    def button(self, key):
        return self.buttons.get(key)
