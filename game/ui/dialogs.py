"""What asks for the player's attention over the map: the shaded map, modal panels (a question
with buttons, a name to type) and the pass-the-screen cover of hot-seat games."""

import pygame

from game.i18n import _

from . import theme
from .fonts import font
from .menu_widgets import TextField
from .widgets import Button, draw_seat_badge, draw_text, wrap_text


def shade_map(surface, layout, alpha=120):
    """Darken the map area (under a panel that asks for the player's attention)."""
    shade = pygame.Surface(layout.map.size, pygame.SRCALPHA)
    shade.fill((*theme.SHADE, alpha))
    surface.blit(shade, layout.map.topleft)


def draw_modal_panel(surface, layout, rect):
    """The map shaded and a raised parchment panel at rect, as every dialog over the map has; returns rect."""
    shade_map(surface, layout)
    pygame.draw.rect(surface, theme.DIALOG_SHADOW, rect.move(3, 5), border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_BG, rect, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_BORDER, rect, 2, border_radius=10)
    return rect


class Dialog:
    """A small modal panel over the map with a title, a text and buttons.

    `default`: the key of the button Enter chooses (None: Enter does nothing); it should be the one
    highlighted (primary), so what the eye is led to is what Enter does."""

    def __init__(self, title, text, buttons, on_choice, extra_draw=None, width=520, default=None):
        self.title = title
        self.text = text
        self.specs = buttons          # [(key, label, primary)]
        self.default = default
        self.on_choice = on_choice
        self.extra_draw = extra_draw  # callable(surface, rect, layout) for a picture
        self.width = width
        self.buttons = {}
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, layout):
        area = layout.map
        s = layout.s
        w = min(area.width - 40, int(self.width * s))
        fnt = font(layout.fs(16))
        lines = wrap_text(self.text, fnt, w - 40)
        extra_h = int(90 * s) if self.extra_draw else 0
        label_w = max((font(layout.fs(16), bold=True).size(label)[0] for _key, label, _p in self.specs), default=0)
        bw = min(w - 24, max(int(170 * s), label_w + int(24 * s)))     # a long translated label widens them all
        bh = max(32, int(44 * s))
        # the buttons in as many rows as the panel's width needs (the in-game menu has five)
        n = len(self.specs)
        per_row = max(1, min(n, (w - 24 + 14) // (bw + 14)))
        per_row = -(-n // -(-n // per_row))      # as even as the rows can be: 5 buttons go 3 + 2, not 4 + 1
        rows = [self.specs[i:i + per_row] for i in range(0, n, per_row)]
        row_gap = int(10 * s)
        h = int(56 * s) + fnt.get_linesize() * len(lines) + extra_h + int(70 * s) + (len(rows) - 1) * (bh + row_gap)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = area.center
        y = self.rect.bottom - int(16 * s) - len(rows) * bh - (len(rows) - 1) * row_gap
        for row in rows:
            x = self.rect.centerx - (len(row) * bw + (len(row) - 1) * 14) // 2
            for key, label, primary in row:
                r = pygame.Rect(x, y, bw, bh)
                b = self.buttons.get(key)
                if b is None:
                    b = self.buttons[key] = Button(r, label, size=layout.fs(16), primary=primary)
                b.rect = r
                b.size = layout.fs(16)
                x += bw + 14
            y += bh + row_gap
        return lines, fnt, extra_h

    def button_rect(self, key):
        b = self.buttons.get(key)
        return b.rect if b else None

    def update(self, dt):
        """Nothing moves in this dialog (NameDialog's field blinks)."""

    def handle(self, event):
        for key, _label, _primary in self.specs:
            b = self.buttons.get(key)
            if b is not None and b.handle(event):
                self.on_choice(key)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_choice(None)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.default is not None:
            self.on_choice(self.default)
        return True  # modal: nothing else gets input

    def draw(self, surface, layout):
        lines, fnt, extra_h = self.layout(layout)
        r = draw_modal_panel(surface, layout, self.rect)
        s = layout.s
        draw_text(surface, self.title, (r.centerx, r.top + int(14 * s)), layout.fs(21), bold=True, serif=True,
                  align="center")
        y = r.top + int(50 * s)
        if self.extra_draw:
            self.extra_draw(surface, pygame.Rect(r.left, y, r.width, extra_h), layout)
            y += extra_h
        for line in lines:
            surface.blit(fnt.render(line, True, theme.TEXT), (r.left + 20, y))
            y += fnt.get_linesize()
        for b in self.buttons.values():
            b.draw(surface)


class NameDialog:
    """A modal panel over the map asking for a name (Save as): a text field, OK and Cancel.

    on_submit(name) returns None when done (the owner closes the dialog) or a text saying
    what went wrong, shown in the panel. exists(name) -> bool warns that a save is replaced.
    """

    def __init__(self, title, text, name, on_submit, exists=None, ok_label=None, on_cancel=None, width=560):
        ok_label = ok_label or _("Save")
        self.title = title
        self.text = text
        self.on_submit = on_submit
        self.exists = exists
        self.on_cancel = on_cancel
        self.width = width
        self.field = TextField((0, 0, 10, 10), name, max_length=60)
        self.field.focus()
        self.error = None
        self.specs = [("ok", ok_label, True), ("cancel", _("Cancel"), False)]
        self.ok_label = ok_label
        self.buttons = {key: Button((0, 0, 10, 10), label, primary=primary) for key, label, primary in self.specs}
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._replaces = None

    def button_rect(self, key):
        b = self.buttons.get(key)
        return b.rect if b else None

    def replaces(self):
        """True when a save of the typed name exists (the button then says Replace)."""
        name = self.field.text
        if self._replaces is None or self._replaces[0] != name:
            try:
                found = bool(self.exists and self.exists(name))
            except OSError:  # the saves folder cannot be read: nothing to replace as far as we know
                found = False
            self._replaces = (name, found)
        return self._replaces[1]

    def layout(self, layout):
        area = layout.map
        s = layout.s
        w = min(area.width - 40, int(self.width * s))
        fnt = font(layout.fs(16))
        pad = int(20 * s)
        lines = wrap_text(self.text, fnt, w - 2 * pad)
        note = self.note()
        note_lines = wrap_text(note[0], font(layout.fs(15), bold=True), w - 2 * pad) if note else []
        field_h = max(32, int(42 * s))
        bh = max(32, int(44 * s))
        h = (int(54 * s) + fnt.get_linesize() * len(lines) + int(12 * s) + field_h + int(10 * s)
             + font(layout.fs(15), bold=True).get_linesize() * max(1, len(note_lines)) + int(16 * s) + bh + int(16 * s))
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = area.center
        y = self.rect.top + int(50 * s) + fnt.get_linesize() * len(lines) + int(12 * s)
        self.field.rect = pygame.Rect(self.rect.left + pad, y, w - 2 * pad, field_h)
        self.field.size = layout.fs(18)
        bw = int(170 * s)
        x = self.rect.right - pad - 2 * bw - 14
        for key, _label, _primary in self.specs:
            b = self.buttons[key]
            b.rect = pygame.Rect(x, self.rect.bottom - bh - int(16 * s), bw, bh)
            b.size = layout.fs(16)
            x += bw + 14
        self.buttons["ok"].label = _("Replace") if self.replaces() else self.ok_label
        self.buttons["ok"].enabled = bool(self.field.text.strip())
        return lines, fnt, note_lines

    def note(self):
        """(text, kind) under the field: the last error, or that a save will be replaced."""
        if self.error:
            return self.error, "error"
        if not self.field.text.strip():
            return _("Type a name for the save"), "info"
        if self.replaces():
            return _("A save with this name exists: saving replaces it"), "warn"
        return None

    def submit(self):
        name = self.field.text
        if not name.strip():
            self.error = _("Type a name for the save")
            return
        self.error = self.on_submit(name)

    def cancel(self):
        if self.on_cancel is not None:
            self.on_cancel()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        if self.buttons["ok"].handle(event):
            self.submit()
            return True
        if self.buttons["cancel"].handle(event):
            self.cancel()
            return True
        if self.field.handle(event) == "changed":
            self.error = None
        if event.type == pygame.MOUSEBUTTONDOWN and not self.field.focused and event.button == 1 \
                and self.rect.collidepoint(event.pos) and not any(b.rect.collidepoint(event.pos)
                                                                   for b in self.buttons.values()):
            self.field.focus()
        return True  # modal

    def update(self, dt):
        self.field.update(dt)

    def draw(self, surface, layout):
        lines, fnt, note_lines = self.layout(layout)
        r = draw_modal_panel(surface, layout, self.rect)
        s = layout.s
        pad = int(20 * s)
        draw_text(surface, self.title, (r.left + pad, r.top + int(14 * s)), layout.fs(21), bold=True, serif=True)
        y = r.top + int(50 * s)
        for line in lines:
            surface.blit(fnt.render(line, True, theme.TEXT_MUTED), (r.left + pad, y))
            y += fnt.get_linesize()
        self.field.draw(surface)
        note = self.note()
        if note:
            nf = font(layout.fs(15), bold=True)
            color = {"error": theme.DANGER, "warn": theme.WARNING}.get(note[1], theme.TEXT_MUTED)
            y = self.field.rect.bottom + int(8 * s)
            for line in note_lines:
                surface.blit(nf.render(line, True, color), (r.left + pad, y))
                y += nf.get_linesize()
        for b in self.buttons.values():
            b.draw(surface)


# ---------------------------------------------------------------- pass-the-screen overlay

def draw_pass_overlay(surface, layout, game, seat, reason):
    w, h = layout.size
    cover = pygame.Surface((w, h))
    cover.fill(theme.PASS_COVER)
    surface.blit(cover, (0, 0))
    s = layout.s
    panel = pygame.Rect(0, 0, int(560 * s), int(260 * s))
    panel.center = (w // 2, h // 2)
    pygame.draw.rect(surface, theme.PANEL_BG, panel, border_radius=12)
    col = theme.player_color(seat)
    pygame.draw.rect(surface, col, panel, 4, border_radius=12)
    draw_seat_badge(surface, (panel.centerx, panel.top + int(56 * s)), int(30 * s), seat)
    name = game.players[seat].name
    draw_text(surface, _("Pass to {name}").format(name=name), (panel.centerx, panel.top + int(100 * s)),
              layout.fs(32), bold=True, serif=True, align="center")
    draw_text(surface, reason, (panel.centerx, panel.top + int(150 * s)), layout.fs(16), theme.TEXT_MUTED,
              align="center", max_width=panel.width - 40)
    draw_text(surface, _("Click anywhere when you are ready"), (panel.centerx, panel.bottom - int(34 * s)),
              layout.fs(17), theme.PANEL_BORDER, bold=True, align="center")
    return panel
