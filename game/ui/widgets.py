"""Small reusable widgets: text helpers, Panel, Button, Tooltip.

Widgets draw themselves on any Surface and take pygame events; they hold no game
state. Sizes are in pixels; fonts come from game.ui.fonts (the bundled DejaVu).
"""

import pygame

from . import theme
from .fonts import font as get_font

ALIGN_X = ("left", "center", "right")
ALIGN_Y = ("top", "middle", "bottom")


# ---------------------------------------------------------------- text

def wrap_text(text, font, width):
    """Split `text` into lines no wider than `width` pixels (explicit newlines kept).

    A single word wider than `width` is broken between characters.
    """
    width = max(1, int(width))
    lines = []
    for paragraph in str(text).split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else line + " " + word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            # the word alone may still be too wide: cut it
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def draw_text(surface, text, pos, size=16, color=theme.TEXT, bold=False, serif=False,
              align="left", valign="top", font=None, outline=None, outline_width=2,
              max_width=None, line_spacing=1.15):
    """Draw text at `pos` aligned by (align, valign) to that point; returns the Rect covered.

    `align` is left/center/right, `valign` top/middle/bottom. With `max_width` the text
    is wrapped; each line is aligned on its own. `outline` draws a halo of that colour.
    """
    fnt = font or get_font(size, bold=bold, serif=serif)
    if max_width:
        lines = wrap_text(text, fnt, max_width)
    else:
        lines = str(text).split("\n")
    rendered = []
    for line in lines:
        if outline is not None:
            from .tokens import render_outlined
            rendered.append(render_outlined(line, fnt, color, outline, outline_width))
        else:
            rendered.append(fnt.render(line, True, color))
    step = int(round(fnt.get_linesize() * line_spacing))
    total_h = step * (len(rendered) - 1) + (rendered[-1].get_height() if rendered else 0)
    total_w = max((r.get_width() for r in rendered), default=0)
    x, y = int(pos[0]), int(pos[1])
    if valign == "middle":
        y -= total_h // 2
    elif valign == "bottom":
        y -= total_h
    covered = pygame.Rect(x, y, 0, 0)
    for i, r in enumerate(rendered):
        if align == "center":
            rx = x - r.get_width() // 2
        elif align == "right":
            rx = x - r.get_width()
        else:
            rx = x
        rect = surface.blit(r, (rx, y + i * step))
        covered = rect if i == 0 else covered.union(rect)
    if not rendered:
        return pygame.Rect(x, y, 0, 0)
    if total_w == 0:
        covered.height = total_h
    return covered


# ---------------------------------------------------------------- panel

class Panel:
    """A parchment panel with a border, a soft shadow and an optional title bar."""

    def __init__(self, rect, title=None, bg=theme.PANEL_BG, border=theme.PANEL_BORDER,
                 shadow=True, alpha=255, radius=8, padding=10, title_size=17):
        self.rect = pygame.Rect(rect)
        self.title = title
        self.bg = bg
        self.border = border
        self.shadow = shadow
        self.alpha = alpha
        self.radius = radius
        self.padding = padding
        self.title_size = title_size

    @property
    def title_height(self):
        if not self.title:
            return 0
        return get_font(self.title_size, bold=True, serif=True).get_linesize() + 8

    @property
    def content_rect(self):
        """The inside of the panel, below the title, within the padding."""
        r = self.rect.inflate(-2 * self.padding, -2 * self.padding)
        r.top += self.title_height
        r.height -= self.title_height
        return r

    def draw(self, surface):
        if self.shadow:
            sh = pygame.Surface((self.rect.width + 8, self.rect.height + 8), pygame.SRCALPHA)
            pygame.draw.rect(sh, (0, 0, 0, 40), sh.get_rect(), border_radius=self.radius + 4)
            pygame.draw.rect(sh, (0, 0, 0, 50), sh.get_rect().inflate(-6, -6), border_radius=self.radius + 2)
            surface.blit(sh, (self.rect.left - 1, self.rect.top + 2))
        if self.alpha >= 255:
            pygame.draw.rect(surface, self.bg, self.rect, border_radius=self.radius)
        else:
            body = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(body, (*self.bg[:3], int(self.alpha)), body.get_rect(), border_radius=self.radius)
            surface.blit(body, self.rect)
        if self.title:
            bar = pygame.Rect(self.rect.left, self.rect.top, self.rect.width, self.title_height)
            pygame.draw.rect(surface, theme.mix(self.bg, self.border, 0.25), bar,
                             border_top_left_radius=self.radius, border_top_right_radius=self.radius)
            pygame.draw.line(surface, theme.mix(self.bg, self.border, 0.6), (bar.left + 2, bar.bottom - 1),
                             (bar.right - 3, bar.bottom - 1))
            draw_text(surface, self.title, (bar.left + self.padding, bar.centery), self.title_size,
                      theme.TEXT, bold=True, serif=True, valign="middle")
        pygame.draw.rect(surface, self.border, self.rect, 2, border_radius=self.radius)
        inner = self.rect.inflate(-6, -6)
        pygame.draw.rect(surface, theme.mix(self.bg, self.border, 0.3), inner, 1, border_radius=max(1, self.radius - 3))
        return self.rect


# ---------------------------------------------------------------- button

class Button:
    """A push button: raised and warm when enabled, flat grey when disabled.

    `handle(event)` returns True when the button was clicked (press and release on it
    with the left mouse button, or its `hotkey`). Disabled buttons never click.
    """

    def __init__(self, rect, label, enabled=True, hotkey=None, tooltip=None, size=17,
                 primary=True, icon=None):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.enabled = enabled
        self.hotkey = hotkey
        self.tooltip = tooltip
        self.size = size
        self.primary = primary
        self.icon = icon  # optional callable(surface, rect, color)
        self.hover = False
        self.pressed = False

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = bool(self.rect.collidepoint(event.pos))
            return False
        if not self.enabled:
            self.pressed = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            clicked = self.pressed and self.rect.collidepoint(event.pos)
            self.pressed = False
            return clicked
        if event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            return True
        return False

    def draw(self, surface):
        r = self.rect
        radius = max(3, min(10, r.height // 4))
        if not self.enabled:
            pygame.draw.rect(surface, theme.BUTTON_DISABLED_BG, r, border_radius=radius)
            pygame.draw.rect(surface, theme.mix(theme.BUTTON_DISABLED_BG, (90, 84, 78), 0.45), r, 1,
                             border_radius=radius)
            self._draw_label(surface, r, theme.BUTTON_DISABLED_TEXT)
            return r
        if self.primary:
            base = theme.BUTTON_BG
            text = theme.BUTTON_TEXT
        else:
            base = theme.PANEL_BG
            text = theme.TEXT
        down = self.pressed and self.hover
        if down:
            face_col = theme.BUTTON_PRESSED if self.primary else theme.mix(base, (0, 0, 0), 0.12)
        elif self.hover:
            face_col = theme.BUTTON_HOVER if self.primary else theme.mix(base, (255, 255, 255), 0.4)
        else:
            face_col = base
        depth = max(2, r.height // 12)
        # the button's "side" below it, then the face (lower when pressed)
        side = r.copy()
        pygame.draw.rect(surface, theme.BUTTON_BORDER, side, border_radius=radius)
        face = r.copy()
        face.height -= depth
        if down:
            face.top += depth - 1
        pygame.draw.rect(surface, face_col, face, border_radius=radius)
        pygame.draw.rect(surface, theme.BUTTON_BORDER, face, 1, border_radius=radius)
        # a light line along the top edge
        hl = theme.mix(face_col, (255, 255, 255), 0.35)
        pygame.draw.line(surface, hl, (face.left + radius, face.top + 1), (face.right - radius - 1, face.top + 1))
        if self.hover and not down:
            pygame.draw.rect(surface, theme.mix(face_col, (255, 240, 200), 0.6), face.inflate(-2, -2), 1,
                             border_radius=max(1, radius - 1))
        self._draw_label(surface, face, text)
        return r

    def _draw_label(self, surface, face, color):
        fnt = get_font(self.size, bold=True)
        label = self.label
        while fnt.size(label)[0] > face.width - 10 and len(label) > 2:
            label = label[:-2] + "…"
        if self.icon is not None:
            icon_rect = pygame.Rect(0, 0, face.height // 2, face.height // 2)
            total = icon_rect.width + 6 + fnt.size(label)[0]
            icon_rect.midleft = (face.centerx - total // 2, face.centery)
            self.icon(surface, icon_rect, color)
            draw_text(surface, label, (icon_rect.right + 6, face.centery), font=fnt, color=color, valign="middle")
        else:
            draw_text(surface, label, face.center, font=fnt, color=color, align="center", valign="middle")


# ---------------------------------------------------------------- tooltip

class Tooltip:
    """A small dark box of text drawn near the mouse, always kept inside the window."""

    def __init__(self, text="", size=14, max_width=320, padding=7):
        self.text = text
        self.size = size
        self.max_width = max_width
        self.padding = padding

    def layout(self, surface_size, mouse_pos, text=None):
        """The Rect the tooltip would occupy for this mouse position."""
        fnt = get_font(self.size)
        lines = wrap_text(self.text if text is None else text, fnt, self.max_width)
        w = max(fnt.size(line)[0] for line in lines) + 2 * self.padding
        h = fnt.get_linesize() * len(lines) + 2 * self.padding
        sw, sh = surface_size
        mx, my = mouse_pos
        rect = pygame.Rect(mx + 16, my + 20, w, h)
        if rect.right > sw - 2:
            rect.right = mx - 8       # flip to the left of the cursor
        if rect.bottom > sh - 2:
            rect.bottom = my - 8      # flip above the cursor
        rect.clamp_ip(pygame.Rect(2, 2, max(1, sw - 4), max(1, sh - 4)))
        return rect, lines, fnt

    def draw(self, surface, mouse_pos, text=None):
        if not (self.text if text is None else text):
            return None
        rect, lines, fnt = self.layout(surface.get_size(), mouse_pos, text)
        sh = pygame.Surface((rect.width + 4, rect.height + 4), pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect(), border_radius=6)
        surface.blit(sh, (rect.left + 1, rect.top + 3))
        pygame.draw.rect(surface, theme.TOOLTIP_BG, rect, border_radius=5)
        pygame.draw.rect(surface, theme.mix(theme.TOOLTIP_BG, (255, 255, 255), 0.3), rect, 1, border_radius=5)
        y = rect.top + self.padding
        for line in lines:
            surface.blit(fnt.render(line, True, theme.TOOLTIP_TEXT), (rect.left + self.padding, y))
            y += fnt.get_linesize()
        return rect
