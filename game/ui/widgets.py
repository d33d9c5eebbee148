"""Small reusable widgets: the window scale, text helpers (wrap, fit, draw), Panel, Button, Tooltip.

Widgets draw themselves on any Surface and take pygame events; they hold no game
state. Sizes are in pixels; fonts come from game.ui.fonts (the bundled DejaVu).
"""

import pygame

from . import theme
from .fonts import font as get_font
from .text import fit_text, wrap_text  # noqa: F401 (the text helpers, here with draw_text)

ALIGN_X = ("left", "center", "right")
ALIGN_Y = ("top", "middle", "bottom")


_interface = {"scale": 1.0}   # the player's interface size (Settings): 0.9 to 1.3


def set_interface_scale(factor):
    """Make type and controls `factor` times their usual size (Settings → Interface size)."""
    _interface["scale"] = max(0.5, min(2.0, float(factor)))


def interface_scale():
    return _interface["scale"]


def ui_scale(size, most=1.5):
    """How big type and controls are: 1.0 at 1600x1000, about 0.75 at 1024x640 (never below 0.72),
    times the player's interface size; a larger size is held to what the window has room for
    (at most ROOM times the window's own measure, so a small window still shows everything)."""
    w, h = size
    fit = min(w / 1600.0, h / 1000.0)
    base = max(0.72, min(most, fit))
    factor = _interface["scale"]
    if factor > 1.0:
        return max(base, min(base * factor, most * factor, max(0.72, fit * ROOM)))
    return max(0.5, base * factor)


ROOM = 1.2   # how far past the window's measure a larger interface may go: 1024x640 at 130% gets s = 0.768
#              (107% of its usual 0.72; at 1.25 a Russian setup label is cut: tests/ui/test_settings_scene.py)


# ---------------------------------------------------------------- text

TEXT_OUTLINE = (28, 22, 18)      # the dark edge of outlined text (token counts, map labels)


def render_outlined(text, fnt, color, outline=TEXT_OUTLINE, width=2):
    """Text with a solid outline, as a new SRCALPHA surface."""
    base = fnt.render(str(text), True, color)
    edge = fnt.render(str(text), True, outline)
    w, h = base.get_size()
    out = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1 and (dx or dy):
                out.blit(edge, (dx + width, dy + width))
    out.blit(base, (width, width))
    return out


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


# ---------------------------------------------------------------- badges

def draw_badge(surface, center, radius, color, emblem, emblem_scale, ink=None, edge=(28, 22, 18), edge_width=1.5,
               drop=False, rim=False):
    """A disc in `color` with an emblem (theme.draw_emblem): the seat badges and race chips of every screen.

    `drop` adds a shadow below it, `rim` a light ring inside its edge.
    """
    if drop:
        pygame.draw.circle(surface, theme.darker(color, 0.55), (center[0], center[1] + 2), radius + edge_width)
    pygame.draw.circle(surface, edge, center, radius + edge_width)
    pygame.draw.circle(surface, color, center, radius)
    if rim:
        pygame.draw.circle(surface, theme.lighter(color, 0.35), center, radius - 2, 1)
    theme.draw_emblem(surface, emblem, center, radius * emblem_scale, theme.ink_on(color) if ink is None else ink)


RAISED = {"edge": (30, 24, 20), "edge_width": 2}   # the menus' larger badges: a heavier edge


def draw_seat_badge(surface, center, radius, seat, raised=False):
    """A disc in the seat's colour with the seat's emblem: colour and shape both say who.

    `raised` (the menus): a heavier edge and a drop shadow.
    """
    color, emblem = theme.player_color(seat), theme.player_emblem(seat)
    if raised:
        draw_badge(surface, (int(center[0]), int(center[1])), radius, color, emblem, 0.62, drop=True, **RAISED)
    else:
        draw_badge(surface, center, radius, color, emblem, 0.62)


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
    """A small dark box of text drawn near the mouse, always kept inside the window.

    The box's picture is cached by its text, so hovering costs one blit a frame.
    """

    def __init__(self, text="", size=14, max_width=320, padding=7):
        self.text = text
        self.size = size
        self.max_width = max_width
        self.padding = padding
        self._pictures = {}

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
        """Draw the box for `text` (else self.text) near the mouse; returns its Rect, or None."""
        text = self.text if text is None else text
        if not text:
            return None
        rect, lines, fnt = self.layout(surface.get_size(), mouse_pos, text)
        key = (text, self.size, self.max_width, self.padding)
        pic = self._pictures.get(key)
        if pic is None:
            pic = pygame.Surface((rect.width + 4, rect.height + 4), pygame.SRCALPHA)
            pygame.draw.rect(pic, (0, 0, 0, 70), pygame.Rect(1, 3, rect.width, rect.height), border_radius=6)
            box = pygame.Rect(0, 0, rect.width, rect.height)
            pygame.draw.rect(pic, (*theme.TOOLTIP_BG, 255), box, border_radius=5)
            pygame.draw.rect(pic, (*theme.mix(theme.TOOLTIP_BG, (255, 255, 255), 0.3), 255), box, 1, border_radius=5)
            y = self.padding
            for line in lines:
                pic.blit(fnt.render(line, True, theme.TOOLTIP_TEXT), (self.padding, y))
                y += fnt.get_linesize()
            if len(self._pictures) > 200:
                self._pictures.clear()
            self._pictures[key] = pic
        surface.blit(pic, rect.topleft)
        return rect
