"""Widgets for the menu screens (title, setup, rules, game over).

Built on game.ui.widgets (Button, Panel, Tooltip, draw_text) and game.ui.theme:
a text field for names, a segmented choice, a check box and a message line (every
screen lays itself out from the window's current size with widgets.ui_scale).
Widgets hold no game state; scenes read their values.
"""

import pygame

from . import redraw, theme
from .fonts import fitting_font
from .fonts import font as get_font
from .widgets import draw_text, fit_text, wrap_text

# ---------------------------------------------------------------- text field

class TextField:
    """A one-line text box: click to edit, type (TEXTINPUT), Backspace, Enter or Tab to finish.

    Focusing selects the whole text (drawn highlighted): typing then replaces it and
    Backspace clears it, as in any desktop text box; a click inside puts the cursor at the end.

    `handle(event)` returns "focus", "changed", "done" or None.
    """

    def __init__(self, rect, text="", max_length=18, placeholder="", size=17):
        self.rect = pygame.Rect(rect)
        self.text = text
        self.max_length = max_length
        self.placeholder = placeholder
        self.size = size
        self.focused = False
        self.selected = False
        self.hover = False
        self.blink = 0.0

    def focus(self):
        if not self.focused:
            self.focused = True
            self.selected = bool(self.text)
            self.blink = 0.0
            try:
                pygame.key.start_text_input()
            except pygame.error:
                pass

    def unfocus(self):
        # text input is left on: SDL has it on by default and other screens may rely on it
        self.focused = False
        self.selected = False

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                was = self.focused
                self.focus()
                if was:
                    self.selected = False   # a second click: keep the text, cursor at the end
                return None if was else "focus"
            if self.focused:
                self.unfocus()
                return "done"
            return None
        if not self.focused:
            return None
        if event.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in event.text if ch.isprintable())
            if added and self.selected:
                self.text, self.selected = "", False
            room = self.max_length - len(self.text)
            if added and room > 0:
                self.text += added[:room]
                self.blink = 0.0
                return "changed"
            return None
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self.selected:
                self.text, self.selected = "", False
                self.blink = 0.0
                return "changed"
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_END, pygame.K_HOME):
                self.selected = False
                return None
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.selected = bool(self.text)
                return None
            if event.key == pygame.K_BACKSPACE:
                if self.text:
                    if event.mod & pygame.KMOD_CTRL:
                        self.text = self.text.rstrip().rsplit(" ", 1)[0] if " " in self.text.strip() else ""
                    else:
                        self.text = self.text[:-1]
                    self.blink = 0.0
                    return "changed"
                return None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.unfocus()
                return "done"
        return None

    def update(self, dt):
        shown = self.caret_shown()
        self.blink = (self.blink + dt) % 1.0
        if self.caret_shown() != shown:
            redraw.request()    # the caret blinks: a frame when it appears or goes, not 60 a second

    def caret_shown(self):
        return self.focused and not self.selected and self.blink < 0.6

    def draw(self, surface):
        r = self.rect
        radius = max(3, r.height // 5)
        bg = (255, 252, 242) if self.focused else theme.mix(theme.PANEL_BG, (255, 255, 255), 0.5 if self.hover else 0.3)
        pygame.draw.rect(surface, bg, r, border_radius=radius)
        border = theme.BUTTON_BG if self.focused else theme.mix(theme.PANEL_BORDER, theme.PANEL_BG, 0.3)
        pygame.draw.rect(surface, border, r, 2 if self.focused else 1, border_radius=radius)
        fnt = get_font(self.size)
        pad = max(6, r.height // 4)
        inner = r.inflate(-2 * pad, 0)
        if self.text:
            shown = self.text
            while len(shown) > 1 and fnt.size(shown)[0] > inner.width - 4:
                shown = shown[1:]  # keep the end (where the cursor is) in view
            label = fnt.render(shown, True, theme.TEXT)
        else:
            shown = ""
            label = fnt.render(self.placeholder, True, theme.TEXT_MUTED)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        label_rect = label.get_rect(midleft=(inner.left, r.centery))
        if self.focused and self.selected and self.text:
            pygame.draw.rect(surface, (190, 214, 240), label_rect.inflate(4, 2), border_radius=3)
        surface.blit(label, label_rect)
        if self.caret_shown():
            x = inner.left + (fnt.size(shown)[0] if self.text else 0) + 1
            h = fnt.get_height()
            pygame.draw.line(surface, theme.TEXT, (x, r.centery - h // 2), (x, r.centery + h // 2), 2)
        surface.set_clip(clip)
        if not self.focused and self.hover:
            # a small pencil mark says "you can edit this"
            px, py = r.right - pad - 2, r.centery
            pygame.draw.line(surface, theme.TEXT_MUTED, (px - 8, py + 6), (px + 2, py - 4), 3)
        return r


# ---------------------------------------------------------------- segmented choice

class Choice:
    """A row of segments, one of them selected; `handle` returns the newly chosen value or None."""

    def __init__(self, rect, options, selected, size=15, tooltips=None, condensed=False):
        self.rect = pygame.Rect(rect)
        self.condensed = condensed
        self.options = list(options)          # [(value, label)]
        self.selected = selected
        self.size = size
        self.tooltips = tooltips or {}
        self.hover = None
        self._pressed = None
        self.segments = self._segments()

    def _segments(self):
        n = max(1, len(self.options))
        weights = [1] * n
        if self.condensed and self.options:
            # a tight row shares its width by label length (plus the padding), so a long label
            # borrows from a short one instead of being cut
            fnt = get_font(self.size, bold=True, condensed=True)
            weights = [fnt.size(label)[0] + 8 for _v, label in self.options]
        total, acc, out = sum(weights), 0, []
        for w in weights:
            left = self.rect.left + self.rect.width * acc // total
            acc += w
            right = self.rect.left + self.rect.width * acc // total
            out.append(pygame.Rect(left, self.rect.top, right - left, self.rect.height))
        return out

    def value_at(self, pos):
        for (value, _), seg in zip(self.options, self.segments):
            if seg.collidepoint(pos):
                return value
        return None

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.value_at(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.value_at(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            value = self.value_at(event.pos)
            pressed, self._pressed = self._pressed, None
            if value is not None and value == pressed and value != self.selected:
                self.selected = value
                return value
        return None

    def hover_tooltip(self):
        return self.tooltips.get(self.hover) if self.hover is not None else None

    def draw(self, surface):
        r = self.rect
        radius = max(3, min(8, r.height // 4))
        pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.18), r, border_radius=radius)
        for i, ((value, label), seg) in enumerate(zip(self.options, self.segments)):
            chosen = value == self.selected
            if chosen:
                pygame.draw.rect(surface, theme.BUTTON_BG, seg.inflate(-4, -4), border_radius=max(2, radius - 1))
                color = theme.BUTTON_TEXT
            else:
                if self.hover == value:
                    pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 255, 255), 0.5), seg.inflate(-4, -4),
                                     border_radius=max(2, radius - 1))
                color = theme.TEXT
            # a condensed row may go down to the smallest readable type before cutting a label
            shown = fitting_font(label, seg.width - 8, self.size, smallest=10 if self.condensed else None,
                                 bold=True, condensed=self.condensed)
            draw_text(surface, fit_text(label, shown, seg.width - 8), seg.center, font=shown, color=color,
                      align="center", valign="middle")
            if i and not chosen and self.options[i - 1][0] != self.selected:
                pygame.draw.line(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.45),
                                 (seg.left, seg.top + 6), (seg.left, seg.bottom - 7))
        pygame.draw.rect(surface, theme.mix(theme.PANEL_BORDER, theme.PANEL_BG, 0.2), r, 1, border_radius=radius)
        return r


# ---------------------------------------------------------------- check box

class Checkbox:
    """A box and its label; the whole row is clickable. `handle` returns True when toggled."""

    def __init__(self, rect, label, checked=False, size=16):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.checked = checked
        self.size = size
        self.hover = False
        self._pressed = False

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self._pressed and self.rect.collidepoint(event.pos)
            self._pressed = False
            if hit:
                self.checked = not self.checked
                return True
        return False

    def draw(self, surface):
        r = self.rect
        side = min(r.height - 4, 26)
        box = pygame.Rect(r.left, 0, side, side)
        box.centery = r.centery
        fill = (255, 252, 242) if not self.hover else (255, 255, 255)
        pygame.draw.rect(surface, fill, box, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_BORDER, box, 2, border_radius=4)
        if self.checked:
            pts = [(box.left + side * 0.22, box.top + side * 0.52), (box.left + side * 0.42, box.top + side * 0.74),
                   (box.left + side * 0.8, box.top + side * 0.26)]
            pygame.draw.lines(surface, theme.GOOD, False, pts, max(2, side // 7))
        fnt = get_font(self.size)
        draw_text(surface, fit_text(self.label, fnt, r.right - box.right - 10), (box.right + 10, r.centery),
                  font=fnt, color=theme.TEXT, valign="middle")
        return r


# ---------------------------------------------------------------- message line

class Message:
    """A short notice shown for a while (an error or a hint), then faded out."""

    def __init__(self):
        self.text = ""
        self.kind = "info"
        self.left = 0.0

    def show(self, text, kind="info", seconds=6.0):
        self.text, self.kind, self.left = str(text), kind, float(seconds)

    def clear(self):
        self.text, self.left = "", 0.0

    def update(self, dt):
        if self.left > 0:
            self.left -= dt
            if self.left <= 0:
                self.clear()
                redraw.request()

    @property
    def visible(self):
        return bool(self.text)

    def draw(self, surface, rect, size=16):
        if not self.text:
            return None
        rect = pygame.Rect(rect)
        fnt = get_font(size, bold=True)
        color = theme.DANGER if self.kind == "error" else theme.FRAME
        lines = wrap_text(self.text, fnt, rect.width - 24)
        h = fnt.get_linesize() * len(lines) + 14
        box = pygame.Rect(rect.left, rect.top, rect.width, h)
        box.bottom = min(box.bottom, surface.get_height() - 6)   # a long notice rises rather than runs off
        box.top = max(0, box.top)
        pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, color, 0.12), box, border_radius=6)
        pygame.draw.rect(surface, color, box, 2, border_radius=6)
        y = box.top + 7
        for line in lines:
            surface.blit(fnt.render(line, True, theme.darker(color, 0.25)), (box.left + 12, y))
            y += fnt.get_linesize()
        return box


# ---------------------------------------------------------------- slider

class Slider:
    """A value from 0.0 to 1.0 on a track: click or drag the knob; the arrow keys while hovered step it.

    `handle` returns "changed" while the value moves and "done" when the mouse lets go (or after a key).
    """

    STEP = 0.05

    def __init__(self, rect, value=0.5):
        self.rect = pygame.Rect(rect)
        self.value = min(1.0, max(0.0, float(value)))
        self.hover = False
        self.dragging = False

    @property
    def track(self):
        pad = max(6, self.rect.height // 2)
        return pygame.Rect(self.rect.left + pad, self.rect.centery - 3, max(1, self.rect.width - 2 * pad), 6)

    def knob_center(self):
        track = self.track
        return (track.left + int(round(self.value * track.width)), track.centery)

    def _set_from(self, x):
        track = self.track
        value = round(min(1.0, max(0.0, (x - track.left) / track.width)) / self.STEP) * self.STEP
        changed = abs(value - self.value) > 1e-9
        self.value = round(value, 3)
        return changed

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            if self.dragging and self._set_from(event.pos[0]):
                return "changed"
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            return "changed" if self._set_from(event.pos[0]) else None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self._set_from(event.pos[0])
            return "done"
        if event.type == pygame.KEYDOWN and self.hover and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = self.STEP if event.key == pygame.K_RIGHT else -self.STEP
            self.value = round(min(1.0, max(0.0, self.value + step)), 3)
            return "done"
        return None

    def draw(self, surface):
        track = self.track
        pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.35), track, border_radius=3)
        filled = pygame.Rect(track.left, track.top, self.knob_center()[0] - track.left, track.height)
        pygame.draw.rect(surface, theme.BUTTON_BG, filled, border_radius=3)
        radius = max(7, self.rect.height // 3)
        center = self.knob_center()
        face = theme.BUTTON_HOVER if self.hover or self.dragging else theme.BUTTON_BG
        pygame.draw.circle(surface, theme.BUTTON_BORDER, (center[0], center[1] + 2), radius)
        pygame.draw.circle(surface, face, center, radius)
        pygame.draw.circle(surface, theme.mix(face, (255, 255, 255), 0.35), center, radius, 2)
        return self.rect
