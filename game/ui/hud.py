"""The in-game screen's frame: layout, top bar, players panel, game log, action bar, overlays.

Everything here lays itself out from the window's current size (`Layout`), holds
no game rules, and caches what it renders: the players panel and the log are
re-rendered only when the game, the log or the window size changes, so a frame
costs a few blits. The scenes of the game (pick_combo, conquest, redeploy,
scoring) draw into the map area and give the action bar its buttons. The replay
viewer is built from the same pieces: the strips, the top bar's round pips and
status, the players panel, the log's seat marks (a dot, or a small screen for a
computer seat).
"""

import re

import pygame

from . import theme
from .fonts import font
from .widgets import Button, Tooltip, draw_race_chip, draw_seat_badge, draw_text, fit_text, ui_scale, wrap_text

COIN = (226, 180, 60)
COIN_RIM = (150, 108, 30)
CONQUER_COLOR = (255, 214, 64)        # regions that can be taken now
ATTEMPT_COLOR = (255, 138, 40)        # regions only the die can take
SPECIAL_COLOR = (196, 120, 255)       # sorcery / dragon targets
ABANDON_COLOR = (232, 80, 60)
OWN_COLOR = (120, 220, 255)           # own regions while redeploying
BAR_BG = (58, 48, 40)
BAR_EDGE = (104, 82, 58)
ERROR_BG = (120, 36, 28)
INFO_BG = (40, 62, 82)


# ---------------------------------------------------------------- layout

class Layout:
    """Where everything goes for one window size."""

    def __init__(self, size):
        w, h = max(320, int(size[0])), max(240, int(size[1]))
        self.size = (w, h)
        self.s = ui_scale(self.size, most=1.4)
        s = self.s
        top_h = max(36, int(48 * s))
        side_w = max(260, min(400, int(w * 0.225)))
        bar_h = max(56, int(72 * s))
        self.top = pygame.Rect(0, 0, w, top_h)
        self.side = pygame.Rect(w - side_w, top_h, side_w, h - top_h - bar_h)
        self.map = pygame.Rect(0, top_h, w - side_w, h - top_h - bar_h)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)

    def fs(self, n):
        """A font size scaled to the window, never unreadably small."""
        return max(11, int(round(n * self.s)))


# ---------------------------------------------------------------- small pictures

def draw_coin(surface, center, radius):
    cx, cy = int(center[0]), int(center[1])
    r = max(3, int(radius))
    pygame.draw.circle(surface, COIN_RIM, (cx, cy + 1), r)
    pygame.draw.circle(surface, COIN, (cx, cy), r)
    pygame.draw.circle(surface, COIN_RIM, (cx, cy), max(1, int(r * 0.62)), 1)
    pygame.draw.circle(surface, (255, 236, 160), (cx - r * 0.3, cy - r * 0.3), max(1, r * 0.22))


COMPUTER_TAG = " (computer)"     # after a computer seat's name, wherever the screen names the seat


def is_computer(game, seat):
    """True when a computer plays `seat` (the players panel and the log mark it)."""
    return isinstance(seat, int) and 0 <= seat < len(game.players) and game.players[seat].kind == "ai"


def draw_seat_dot(surface, center, radius, seat, computer=False):
    """The seat's mark at the start of a log line: a dot in its colour, or for a computer seat a
    small screen in its colour (the mark the players panel shows by "(computer)")."""
    color = theme.player_color(seat)
    cx, cy = center
    if not computer:
        pygame.draw.circle(surface, color, center, radius)
        pygame.draw.circle(surface, (40, 30, 20), center, radius, 1)
        return
    w, h = int(radius * 2.4) + 1, int(radius * 1.7) + 1
    screen = pygame.Rect(0, 0, w, h)
    screen.midbottom = (int(cx), int(cy + radius * 0.55))
    pygame.draw.rect(surface, color, screen, border_radius=max(1, radius // 3))
    pygame.draw.rect(surface, (40, 30, 20), screen, 1, border_radius=max(1, radius // 3))
    foot = max(2, radius // 2)
    pygame.draw.line(surface, (40, 30, 20), (screen.centerx, screen.bottom), (screen.centerx, screen.bottom + foot - 1))
    pygame.draw.line(surface, (40, 30, 20), (screen.centerx - foot, screen.bottom + foot - 1),
                     (screen.centerx + foot, screen.bottom + foot - 1))


def seat_label(name, tag, fnt, width):
    """`name` and its `tag` (" (computer)", "  ◀") in `width` pixels: the name is shortened first,
    so what the tag says stays readable."""
    if fnt.size(name + tag)[0] <= width:
        return name + tag
    room = width - fnt.size(tag)[0]
    if room >= fnt.size("M…")[0]:
        return fit_text(name, fnt, room) + tag
    return fit_text(name + tag, fnt, width)


def combo_name(race, power):
    """'Flying Orcs': the power's name before the race's."""
    if power is None:
        return race.name
    return f"{power.name} {race.name}"


_ID_CACHE = {}


def humanize(game, text):
    """Replace region ids in an engine message by the regions' names."""
    if not text:
        return text
    board = game.board
    pattern = _ID_CACHE.get(id(board))
    if pattern is None:
        ids = sorted(board.index, key=len, reverse=True)
        pattern = re.compile(r"\b(" + "|".join(re.escape(i) for i in ids) + r")\b") if ids else None
        _ID_CACHE[id(board)] = pattern
    if pattern is None:
        return text
    return pattern.sub(lambda m: board.regions[board.index[m.group(1)]].name, str(text))


def region_summary(game, r):
    """'Greyfold — Farmland, mine, border'."""
    region = game.board.regions[r]
    bits = [theme.TERRAIN_LABELS.get(region.terrain, region.terrain)]
    bits += sorted(region.features)
    if region.border:
        bits.append("border")
    return f"{region.name} — {', '.join(bits)}"


# ---------------------------------------------------------------- the bars (in-game screen and replay viewer)

def draw_strip(surface, rect, edge="top"):
    """The dark wooden strip under the action bar and the side panel, its lighter line along `edge`."""
    pygame.draw.rect(surface, BAR_BG, rect)
    a, b = (rect.topleft, rect.topright) if edge == "top" else (rect.topleft, rect.bottomleft)
    pygame.draw.line(surface, BAR_EDGE, a, b, 2)


def top_bar_picture(layout):
    """An empty top bar (its strip with the line along its bottom), to draw the bar's text on."""
    pic = pygame.Surface(layout.top.size)
    pic.fill(BAR_BG)
    pygame.draw.line(pic, BAR_EDGE, (0, pic.get_height() - 2), (pic.get_width(), pic.get_height() - 2), 2)
    return pic


def draw_round_pips(surface, layout, game, x, cy):
    """One pip a round from x (gold: played, white: this one); returns the x after the last."""
    pip = max(4, int(5 * layout.s))
    for k in range(1, game.rounds + 1):
        col = COIN if k < game.round or game.over else ((250, 240, 220) if k == game.round else (110, 96, 80))
        pygame.draw.circle(surface, col, (x + pip, cy), pip)
        x += pip * 2 + 4
    return x


def draw_turn_status(surface, layout, x, cy, seat, text, right, size):
    """The seat's badge (when there is one) and a line of text after it, cut to end before `right`."""
    s = layout.s
    if seat is not None:
        draw_seat_badge(surface, (x + int(11 * s), cy), int(11 * s), seat)
        x += int(26 * s)
    fnt = font(size, bold=True)
    surface.blit(fnt.render(fit_text(text, fnt, right - x), True, (255, 236, 190)), (x, cy - fnt.get_height() // 2))


# ---------------------------------------------------------------- action bar

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


# ---------------------------------------------------------------- messages

class Messages:
    """Short messages over the bottom of the map: refusals in red, hints in blue."""

    def __init__(self):
        self.items = []   # [text, kind, seconds left]
        self.rects = []   # where the last draw put them

    def show(self, text, kind="error", seconds=4.0):
        if not text:
            return
        self.items = [i for i in self.items if i[0] != text][-2:]
        self.items.append([text, kind, seconds])

    def clear(self):
        self.items = []

    def update(self, dt):
        for item in self.items:
            item[2] -= dt
        self.items = [i for i in self.items if i[2] > 0]

    def latest(self):
        return self.items[-1][0] if self.items else None

    def draw(self, surface, layout):
        self.rects = []
        if not self.items:
            return
        area = layout.map
        fnt = font(layout.fs(16), bold=True)
        y = area.bottom - 14
        for text, kind, left in reversed(self.items):
            lines = wrap_text(text, fnt, area.width * 0.7)
            w = max(fnt.size(line)[0] for line in lines) + 28
            h = fnt.get_linesize() * len(lines) + 14
            rect = pygame.Rect(0, 0, w, h)
            rect.midbottom = (area.centerx, y)
            self.rects.append(rect)
            alpha = int(235 * min(1.0, left / 0.5))
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            bg = ERROR_BG if kind == "error" else INFO_BG
            pygame.draw.rect(box, (*bg, alpha), box.get_rect(), border_radius=8)
            pygame.draw.rect(box, (255, 255, 255, min(alpha, 120)), box.get_rect(), 1, border_radius=8)
            surface.blit(box, rect)
            ty = rect.top + 7
            for line in lines:
                label = fnt.render(line, True, (255, 248, 236))
                label.set_alpha(max(0, min(255, alpha + 20)))
                surface.blit(label, (rect.centerx - label.get_width() // 2, ty))
                ty += fnt.get_linesize()
            y = rect.top - 6


# ---------------------------------------------------------------- dialog

def shade_map(surface, layout, alpha=120):
    """Darken the map area (under a panel that asks for the player's attention)."""
    shade = pygame.Surface(layout.map.size, pygame.SRCALPHA)
    shade.fill((10, 8, 6, alpha))
    surface.blit(shade, layout.map.topleft)


def draw_modal_panel(surface, layout, rect):
    """The map shaded and a raised parchment panel at rect, as every dialog over the map has; returns rect."""
    shade_map(surface, layout)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 5), border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_BG, rect, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_BORDER, rect, 2, border_radius=10)
    return rect


class Dialog:
    """A small modal panel over the map with a title, a text and buttons."""

    def __init__(self, title, text, buttons, on_choice, extra_draw=None, width=520):
        self.title = title
        self.text = text
        self.specs = buttons          # [(key, label, primary)]
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
        h = int(56 * s) + fnt.get_linesize() * len(lines) + extra_h + int(70 * s)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = area.center
        bw = int(170 * s)
        bh = max(32, int(44 * s))
        n = len(self.specs)
        total = n * bw + (n - 1) * 14
        x = self.rect.centerx - total // 2
        for key, label, primary in self.specs:
            r = pygame.Rect(x, self.rect.bottom - bh - int(16 * s), bw, bh)
            b = self.buttons.get(key)
            if b is None:
                b = self.buttons[key] = Button(r, label, size=layout.fs(16), primary=primary)
            b.rect = r
            b.size = layout.fs(16)
            x += bw + 14
        return lines, fnt, extra_h

    def button_rect(self, key):
        b = self.buttons.get(key)
        return b.rect if b else None

    def handle(self, event):
        for key, _, _ in self.specs:
            b = self.buttons.get(key)
            if b is not None and b.handle(event):
                self.on_choice(key)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_choice(None)
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

    def __init__(self, title, text, name, on_submit, exists=None, ok_label="Save", on_cancel=None, width=560):
        from .menu_widgets import TextField

        self.title = title
        self.text = text
        self.on_submit = on_submit
        self.exists = exists
        self.on_cancel = on_cancel
        self.width = width
        self.field = TextField((0, 0, 10, 10), name, max_length=60)
        self.field.focus()
        self.error = None
        self.specs = [("ok", ok_label, True), ("cancel", "Cancel", False)]
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
        for key, label, primary in self.specs:
            b = self.buttons[key]
            b.rect = pygame.Rect(x, self.rect.bottom - bh - int(16 * s), bw, bh)
            b.size = layout.fs(16)
            x += bw + 14
        self.buttons["ok"].label = "Replace" if self.replaces() else self.ok_label
        self.buttons["ok"].enabled = bool(self.field.text.strip())
        return lines, fnt, note_lines

    def note(self):
        """(text, kind) under the field: the last error, or that a save will be replaced."""
        if self.error:
            return self.error, "error"
        if not self.field.text.strip():
            return "Type a name for the save", "info"
        if self.replaces():
            return "A save with this name exists: saving replaces it", "warn"
        return None

    def submit(self):
        name = self.field.text
        if not name.strip():
            self.error = "Type a name for the save"
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
            color = {"error": theme.DANGER, "warn": (150, 96, 20)}.get(note[1], theme.TEXT_MUTED)
            y = self.field.rect.bottom + int(8 * s)
            for line in note_lines:
                surface.blit(nf.render(line, True, color), (r.left + pad, y))
                y += nf.get_linesize()
        for b in self.buttons.values():
            b.draw(surface)


# ---------------------------------------------------------------- the HUD

SPEED_LABELS = (("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast"), ("instant", "Instant"))


class Hud:
    """Top bar, players panel and log: always on screen around the map."""

    def __init__(self, play):
        self.play = play
        self.tooltip = Tooltip(size=14, max_width=340)
        self.tips = []            # (rect, text) hover areas of the side panel
        self.menu = Button((0, 0, 10, 10), "Menu", primary=False)
        self.undo = Button((0, 0, 10, 10), "Undo", primary=False, icon=draw_undo_icon)
        self.speed = {key: Button((0, 0, 10, 10), label, primary=False) for key, label in SPEED_LABELS}
        self.log_scroll = 0       # entries scrolled back from the newest
        self._players_cache = (None, None)
        self._log_cache = (None, None)
        self._top_cache = (None, None)
        self.players_rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.seat_labels = {}     # seat -> the name line last drawn in the players panel

    # -- layout of the buttons ------------------------------------------------------

    def place_buttons(self, layout):
        top = layout.top
        s = layout.s
        h = max(26, top.height - 14)
        fs = layout.fs(14)
        self.menu.rect = pygame.Rect(top.right - int(92 * s) - 10, top.centery - h // 2, int(92 * s), h)
        self.menu.size = fs
        x = self.menu.rect.left - 20
        fnt = font(fs, bold=True)
        for key, label in reversed(SPEED_LABELS):
            w = fnt.size(label)[0] + int(18 * s)
            b = self.speed[key]
            b.rect = pygame.Rect(x - w, top.centery - h // 2, w, h)
            b.size = fs
            b.tooltip = "How fast computer players act"
            x -= w + 2
        self.speed_left = x
        undo_w = font(fs, bold=True).size("Undo")[0] + h // 2 + int(30 * s)
        label_w = font(layout.fs(13)).size("Speed")[0] + 16
        self.undo.rect = pygame.Rect(x - label_w - 18 - undo_w, top.centery - h // 2, undo_w, h)
        self.undo.size = fs
        self.undo_left = self.undo.rect.left if self.show_undo() else x

    def show_undo(self):
        return bool(getattr(self.play, "humans", None))

    def sync_undo(self):
        """Enabled only when the last action can be taken back; the tooltip says why not."""
        play = self.play
        reason = play.undo_reason() if hasattr(play, "undo_reason") else "Undo is not available"
        self.undo.enabled = reason is None
        self.undo.tooltip = "Take back your last action (Ctrl+Z)" if reason is None else f"Undo: {reason}"

    def invalidate(self):
        """Forget every cached picture (the game object was replaced)."""
        self._players_cache = (None, None)
        self._log_cache = (None, None)
        self._top_cache = (None, None)

    # -- input ------------------------------------------------------------------------

    def handle(self, event):
        """True when the HUD took the event."""
        play = self.play
        if self.menu.handle(event):
            play.ask_menu()
            return True
        if self.show_undo():
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                self.sync_undo()
            if self.undo.handle(event):
                play.undo()
                return True
        for key, b in self.speed.items():
            if b.handle(event):
                play.session.speed = key
                return True
        if event.type == pygame.MOUSEWHEEL:
            if self.log_rect.collidepoint(pygame.mouse.get_pos()) or self.log_rect.collidepoint(play.mouse):
                n = len(play.log_lines())
                self.log_scroll = max(0, min(max(0, n - 1), self.log_scroll + event.y * 2))
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            layout = play.layout
            if layout.top.collidepoint(event.pos) or layout.side.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5) \
                        and self.log_rect.collidepoint(event.pos):
                    n = len(play.log_lines())
                    step = 2 if event.button == 4 else -2
                    self.log_scroll = max(0, min(max(0, n - 1), self.log_scroll + step))
                return True
        return False

    def tooltip_at(self, pos):
        buttons = [self.menu, *self.speed.values()] + ([self.undo] if self.show_undo() else [])
        for b in buttons:
            if b.rect.collidepoint(pos) and b.tooltip:
                return b.tooltip
        for rect, text in self.tips:
            if rect.collidepoint(pos):
                return text
        return None

    # -- drawing ----------------------------------------------------------------------

    def draw(self, surface, layout):
        self.place_buttons(layout)
        self._draw_top(surface, layout)
        self._draw_side(surface, layout)

    def _draw_top(self, surface, layout):
        play = self.play
        game = play.game
        session = play.session
        key = (layout.size, play.version, session.speed, play.status_line(), play.thinking_text())
        cached_key, pic = self._top_cache
        if cached_key != key:
            pic = top_bar_picture(layout)
            cy = pic.get_height() // 2
            if game.over:
                rnd = f"Game over · {game.rounds} rounds"
            else:
                rnd = f"Round {game.round} of {game.rounds}"
            r = draw_text(pic, rnd, (14, cy), layout.fs(19), theme.TEXT_LIGHT, bold=True, serif=True,
                          valign="middle")
            x = draw_round_pips(pic, layout, game, r.right + 12, cy) + 24
            draw_turn_status(pic, layout, x, cy, session.seat, play.thinking_text() or play.status_line(),
                             self.undo_left - 20, layout.fs(17))
            draw_text(pic, "Speed", (self.speed_left - 6, cy), layout.fs(13), (200, 186, 160), align="right",
                      valign="middle")
            self._top_cache = (key, pic)
        surface.blit(pic, layout.top.topleft)
        for k, b in self.speed.items():
            b.primary = session.speed == k
            b.draw(surface)
        if self.show_undo():
            self.sync_undo()
            self.undo.draw(surface)
        self.menu.draw(surface)

    def side_rects(self, layout):
        """(players panel, log) rectangles inside the side panel."""
        side = layout.side
        players = pygame.Rect(side.left + 8, side.top + 8, side.width - 16, self.players_height(layout))
        log = pygame.Rect(side.left + 8, players.bottom + 8, side.width - 16, side.bottom - players.bottom - 16)
        return players, log

    def draw_side_frame(self, surface, layout):
        """The side panel's strip and the players panel on it; returns the rectangle left for a log."""
        draw_strip(surface, layout.side, "left")
        players, log = self.side_rects(layout)
        self.draw_players(surface, layout, players)
        return log

    def _draw_side(self, surface, layout):
        play = self.play
        self.log_rect = self.draw_side_frame(surface, layout)
        log = play.log_lines()
        key = (layout.size, len(log), self.log_scroll, play.pass_to is not None)
        cached_key, pic = self._log_cache
        if cached_key != key:
            pic = self._render_log(layout, log)
            self._log_cache = (key, pic)
        surface.blit(pic, self.log_rect.topleft)

    def draw_players(self, surface, layout, rect):
        """The players panel (coins, races) in rect; its hover texts go to self.tips."""
        play = self.play
        self.players_rect = pygame.Rect(rect)
        key = (layout.size, self.players_rect.size, id(play.game), play.version, play.viewer,
               play.coins_visible_key(), play.pass_to)
        cached_key, pic = self._players_cache
        if cached_key != key:
            pic, tips = self._render_players(layout)
            self._players_cache = (key, (pic, tips))
        else:
            pic, tips = pic
        surface.blit(pic, self.players_rect.topleft)
        self.tips = [(r.move(self.players_rect.topleft), t) for r, t in tips]

    def _row_height(self, layout):
        return font(layout.fs(17), bold=True).get_height() + 2 * font(layout.fs(14)).get_linesize() + 18

    def players_height(self, layout):
        n = len(self.play.game.players)
        return int(34 * layout.s) + n * (self._row_height(layout) + 4)

    def _render_players(self, layout):
        play = self.play
        game = play.game
        ruleset = game.ruleset
        w, h = self.players_rect.size
        pic = pygame.Surface((w, h))
        pic.fill(BAR_BG)
        pygame.draw.rect(pic, theme.PANEL_BG, pic.get_rect(), border_radius=8)
        s = layout.s
        tips = []
        head = font(layout.fs(16), bold=True, serif=True)
        pic.blit(head.render("Players", True, theme.TEXT), (10, int(8 * s)))
        name_f = font(layout.fs(17), bold=True)
        small = font(layout.fs(14))
        small_b = font(layout.fs(14), bold=True)
        y = int(34 * s)
        row_h = self._row_height(layout)
        turn_seat = game.seat if not game.over else None
        acting = play.session.seat
        for seat, p in enumerate(game.players):
            row = pygame.Rect(6, y, w - 12, row_h)
            col = theme.player_color(seat)
            if seat == turn_seat:
                pygame.draw.rect(pic, theme.mix(theme.PANEL_BG, col, 0.22), row, border_radius=6)
                pygame.draw.rect(pic, col, row, 2, border_radius=6)
            else:
                pygame.draw.rect(pic, theme.mix(theme.PANEL_BG, (0, 0, 0), 0.04), row, border_radius=6)
            pygame.draw.rect(pic, col, (row.left, row.top + 4, 5, row.height - 8), border_radius=2)
            badge_r = int(12 * s)
            draw_seat_badge(pic, (row.left + 14 + badge_r, row.top + 6 + name_f.get_height() // 2), badge_r, seat)
            nx = row.left + 20 + 2 * badge_r
            coins_text = str(p.coins) if play.coins_visible(seat) else "?"
            cf = font(layout.fs(17), bold=True)
            cw = cf.size(coins_text)[0]
            coin_r = int(9 * s)
            cx = row.right - 10 - cw
            pic.blit(cf.render(coins_text, True, theme.TEXT), (cx, row.top + 6))
            draw_coin(pic, (cx - coin_r - 5, row.top + 6 + cf.get_height() // 2), coin_r)
            coin_rect = pygame.Rect(cx - 2 * coin_r - 6, row.top + 4, cw + 2 * coin_r + 10, cf.get_height() + 4)
            tips.append((coin_rect, "Coins" if coins_text != "?" else
                         "Coins are hidden from the other players until the end"))
            tag = COMPUTER_TAG if p.kind == "ai" else ""
            if seat == acting and seat != turn_seat:
                tag += " · retreating"
            if seat == turn_seat:
                tag += "  ◀"
            name = seat_label(p.name, tag, name_f, coin_rect.left - nx - 8)
            self.seat_labels[seat] = name
            pic.blit(name_f.render(name, True, theme.TEXT), (nx, row.top + 6))
            ly = row.top + 10 + name_f.get_height()
            chip_r = max(7, int(9 * s))
            chip_x = row.left + 14 + badge_r
            right = row.right - 10
            active = p.active
            if active is None:
                pic.blit(small.render("no active race", True, theme.TEXT_MUTED), (nx, ly))
            else:
                draw_race_chip(pic, (chip_x, ly + small.get_height() // 2), chip_r, active.id)
                regions = len(active.regions)
                on_map = sum(game.tokens[r] for r in active.regions)
                name = combo_name(active.race, active.power)
                stats = f"{regions} reg · {on_map} tok"
                if small_b.size(name)[0] + small.size(stats)[0] + 10 > right - nx:
                    stats = f"{regions} reg"
                sw = small.size(stats)[0]
                pic.blit(small.render(stats, True, theme.TEXT_MUTED), (right - sw, ly))
                label = small_b.render(fit_text(name, small_b, right - sw - 8 - nx), True, theme.TEXT)
                lr = pic.blit(label, (nx, ly))
                power = (f"\n\n{active.power.name} (+{active.power.bonus} tokens): {active.power.text}"
                         if active.power else "")
                tips.append((lr.union(pygame.Rect(chip_x - chip_r, ly, 2 * chip_r, lr.height)),
                             f"{active.race.name} ({active.race.banner} tokens): {active.race.text}{power}"))
            ly += small.get_linesize() + 2
            if p.declined:
                x = nx
                regions = sum(len(t.regions) for t in p.declined)
                stats = f"{regions} reg"
                sw = small.size(stats)[0]
                pic.blit(small.render(stats, True, theme.TEXT_MUTED), (right - sw, ly))
                draw_race_chip(pic, (chip_x, ly + small.get_height() // 2), chip_r, p.declined[0].id, True)
                for i, tribe in enumerate(p.declined):
                    if i:
                        draw_race_chip(pic, (x + chip_r, ly + small.get_height() // 2), chip_r, tribe.id, True)
                        x += 2 * chip_r + 4
                    label = tribe.race.name + (f" ({tribe.power.name})" if tribe.power else "")
                    tw = small.render(fit_text(label, small, max(10, right - sw - 8 - x)), True, theme.TEXT_MUTED)
                    tr = pic.blit(tw, (x, ly))
                    power = f"\n{tribe.power.name}: {tribe.power.text}" if tribe.power else ""
                    tips.append((tr, f"In decline: {tribe.race.name}: {tribe.race.text}{power}"))
                    x = tr.right + 10
            else:
                pic.blit(small.render("no race in decline", True, theme.mix(theme.TEXT_MUTED, theme.PANEL_BG, 0.4)),
                         (nx, ly))
            y += row_h + 4
        return pic, tips

    def _render_log(self, layout, log):
        play = self.play
        w, h = self.log_rect.size
        pic = pygame.Surface((max(1, w), max(1, h)))
        pic.fill(BAR_BG)
        pygame.draw.rect(pic, theme.PANEL_BG, pic.get_rect(), border_radius=8)
        s = layout.s
        head = font(layout.fs(16), bold=True, serif=True)
        pic.blit(head.render("Game log", True, theme.TEXT), (10, int(8 * s)))
        if self.log_scroll:
            hint = font(layout.fs(12)).render(f"↑ {self.log_scroll} newer below — scroll", True, theme.TEXT_MUTED)
            pic.blit(hint, (w - hint.get_width() - 10, int(10 * s)))
        fnt = font(layout.fs(13))
        top = int(36 * s)
        bottom = h - 8
        y = bottom
        end = len(log) - self.log_scroll
        dot = max(4, int(5 * s))
        text_x = 14 + dot * 2
        i = end - 1
        clip = pic.get_clip()
        pic.set_clip(pygame.Rect(0, top, w, h - top - 4))
        while i >= 0 and y > top:
            text, seat = log[i]
            lines = wrap_text(text, fnt, w - text_x - 10)
            block = fnt.get_linesize() * len(lines)
            y -= block + 3
            color = theme.TEXT if not text.startswith("Round ") else theme.PANEL_BORDER
            if isinstance(seat, int):
                draw_seat_dot(pic, (10 + dot, y + fnt.get_height() // 2), dot, seat, is_computer(play.game, seat))
            ly = y
            bold = text.startswith("Round ") or text.startswith("Game over")
            f = font(layout.fs(13), bold=True) if bold else fnt
            for line in lines:
                pic.blit(f.render(line, True, color), (text_x, ly))
                ly += fnt.get_linesize()
            i -= 1
        pic.set_clip(clip)
        if not log:
            pic.blit(fnt.render("Nothing has happened yet.", True, theme.TEXT_MUTED), (12, top + 4))
        return pic

    def draw_tooltip(self, surface, pos, text):
        """The tooltip box near the mouse (widgets.Tooltip: its picture is cached by text)."""
        if not text:
            return None
        return self.tooltip.draw(surface, pos, text)


def draw_undo_icon(surface, rect, color):
    """A curved arrow turning back to the left."""
    r = pygame.Rect(rect)
    cx, cy = r.centerx + r.width * 0.08, r.centery + r.height * 0.12
    rad = r.width * 0.38
    width = max(2, r.width // 7)
    import math
    pts = [(cx + rad * math.cos(a), cy - rad * math.sin(a)) for a in
           [math.radians(d) for d in range(-60, 181, 12)]]
    pygame.draw.lines(surface, color, False, pts, width)
    tip = pts[-1]
    head = r.width * 0.3
    pygame.draw.polygon(surface, color, [(tip[0] - head * 0.62, tip[1] - head * 0.1),
                                         (tip[0] + head * 0.62, tip[1] - head * 0.1),
                                         (tip[0], tip[1] + head * 0.75)])


# ---------------------------------------------------------------- pass-the-screen overlay

def draw_pass_overlay(surface, layout, game, seat, reason):
    w, h = layout.size
    cover = pygame.Surface((w, h))
    cover.fill((34, 28, 24))
    surface.blit(cover, (0, 0))
    s = layout.s
    panel = pygame.Rect(0, 0, int(560 * s), int(260 * s))
    panel.center = (w // 2, h // 2)
    pygame.draw.rect(surface, theme.PANEL_BG, panel, border_radius=12)
    col = theme.player_color(seat)
    pygame.draw.rect(surface, col, panel, 4, border_radius=12)
    draw_seat_badge(surface, (panel.centerx, panel.top + int(56 * s)), int(30 * s), seat)
    name = game.players[seat].name
    draw_text(surface, f"Pass to {name}", (panel.centerx, panel.top + int(100 * s)), layout.fs(32), bold=True,
              serif=True, align="center")
    draw_text(surface, reason, (panel.centerx, panel.top + int(150 * s)), layout.fs(16), theme.TEXT_MUTED,
              align="center", max_width=panel.width - 40)
    draw_text(surface, "Click anywhere when you are ready", (panel.centerx, panel.bottom - int(34 * s)),
              layout.fs(17), theme.PANEL_BORDER, bold=True, align="center")
    return panel
