"""The HUD around the in-game map: the top bar (round, whose turn, Undo, speed, Menu), the
players panel (ui.players_panel) and the game log.

It holds no game rules and caches what it renders: the log and the top bar are rendered
again only when the game, the log or the window size changes, so a frame costs a few
blits. What it asks of the in-game screen is `HudHost`. The other pieces of the screen
have their own modules: ui.layout (where everything goes), ui.bars (the strips, round
pips, status line), ui.action_bar, ui.messages, ui.dialogs, ui.text (names and labels),
ui.pictures (coin, seat marks, the undo arrow); colours are in ui.theme.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game import i18n
from game.i18n import N_, _, ngettext
from game.settings import remember_animation_speed
from game.ui import theme
from game.ui.bars import draw_round_pips, draw_turn_status, top_bar_picture
from game.ui.fonts import font
from game.ui.pictures import draw_seat_dot, draw_undo_icon
from game.ui.text import fit_text, is_computer, wrap_text
from game.ui.widgets import Button, draw_text

from .players_panel import PanelHost, PlayersPanel, SeatOnTurn

if TYPE_CHECKING:
    from game.ui.layout import Layout


class HudSession(SeatOnTurn, Protocol):
    speed: str                # "slow", "normal", "fast" or "instant": the top bar's buttons set it


class HudHost(PanelHost, Protocol):
    """What the HUD asks of the in-game screen (scenes.play.PlayScene)."""

    @property
    def session(self) -> HudSession: ...

    people: list[int]         # the seats people play (Undo is offered when there is one)
    layout: Layout            # the window's layout, for the clicks on the bars
    mouse: tuple[int, int]    # the last mouse position (for the wheel over the log)

    def log_lines(self) -> list[tuple[str, int | None]]:
        """The game log as shown: (text, seat or None), oldest first."""

    def status_line(self) -> str:
        """Whose turn it is and what they do, for the top bar."""

    def thinking_text(self) -> str | None:
        """'Aldra is thinking…' while a computer plays (shown instead of the status line)."""

    def ask_menu(self) -> None:
        """The Menu button: the leave / save dialog."""

    def undo(self) -> bool:
        """The Undo button: take back the last action."""

    def undo_reason(self) -> str | None:
        """Why Undo is not possible now, in words (None when it is)."""


SPEED_LABELS = (("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")), ("instant", N_("Instant")))
# What the top bar gives up, in turn, when the status beside it has less than STATUS_ROOM (times the scale):
# the "Speed" label, then the row of speeds (one button), the round pips, Undo's word (Hud.place_buttons).
NO_SPEED_LABEL, ONE_SPEED, NO_PIPS, UNDO_ARROW = 1, 2, 3, 4
COMPACT_STEPS = 5
STATUS_ROOM = 300


class Hud:
    """Top bar, players panel (a PlayersPanel) and log: always on screen around the map."""

    def __init__(self, host: HudHost, panel: PlayersPanel):
        self.play = host
        self.panel = panel
        self.menu = Button((0, 0, 10, 10), _("Menu"), primary=False)
        self.undo = Button((0, 0, 10, 10), _("Undo"), primary=False, icon=draw_undo_icon)
        self.speed = {key: Button((0, 0, 10, 10), _(label), primary=False) for key, label in SPEED_LABELS}
        self.log_scroll = 0       # entries scrolled back from the newest
        self._log_seen = (None, 0)  # (the session's log list, its length) when last drawn
        self._log_cache = (None, None)
        self._top_cache = (None, None)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.status_drawn = []    # the top bar's status as last drawn: (line, width, room) (bars.draw_turn_status)
        self.top_rects = {}       # what else the top bar drew, by name: "round", "pips", "status", "speed label"
        self.log_drawn = []       # the log's lines as last drawn: (rect in the log's picture, line)
        self.compact = 0          # how much the top bar gave up for the status (place_buttons)
        self._placed = None

    # -- layout of the buttons ------------------------------------------------------

    def place_buttons(self, layout):
        """Menu, the speeds and Undo from the right of the top bar, as compact as the status beside them needs:
        in a narrow window (800x500) the bar gives up, in turn, the "Speed" label, the row of speeds (one
        button then shows the speed and a click moves to the next), the round pips and Undo's word (its
        arrow stays), until the status has STATUS_ROOM (times the scale) to be read in."""
        key = (layout.size, layout.s, i18n.generation(), self.show_undo(), self.play.game.rounds)
        if self._placed == key:
            return
        self._placed = key
        for self.compact in range(COMPACT_STEPS):
            self._place(layout)
            if self.status_room(layout) >= int(STATUS_ROOM * layout.s):
                break

    def _place(self, layout):
        top = layout.top
        s = layout.s
        h = max(26, top.height - 14)
        fs = layout.fs(14)
        self.menu.rect = pygame.Rect(top.right - int(92 * s) - 10, top.centery - h // 2, int(92 * s), h)
        self.menu.size = fs
        x = self.menu.rect.left - 20
        fnt = font(fs, bold=True)
        self.menu.label, self.undo.label = _("Menu"), _("Undo")
        if self.one_speed():       # one button as wide as the widest speed: it does not jump when clicked
            w = max(fnt.size(_(label))[0] for _key, label in SPEED_LABELS) + int(18 * s)
            for key, label in SPEED_LABELS:
                b = self.speed[key]
                b.label, b.size = _(label), fs
                b.rect = pygame.Rect(x - w, top.centery - h // 2, w, h)
                b.tooltip = _("How fast computer players act: click for the next speed")
            x -= w + 2
        else:
            for key, label in reversed(SPEED_LABELS):
                w = fnt.size(_(label))[0] + int(18 * s)
                b = self.speed[key]
                b.label = _(label)
                b.rect = pygame.Rect(x - w, top.centery - h // 2, w, h)
                b.size = fs
                b.tooltip = _("How fast computer players act")
                x -= w + 2
        self.speed_left = x
        if self.compact >= UNDO_ARROW:      # the arrow alone (its tooltip names it)
            self.undo.label = ""
            undo_w = h + int(10 * s)
        else:
            undo_w = fnt.size(_("Undo"))[0] + h // 2 + int(30 * s)
        label_w = font(layout.fs(13)).size(_("Speed"))[0] + 16 if self.compact < NO_SPEED_LABEL else 0
        self.undo.rect = pygame.Rect(x - label_w - 18 - undo_w, top.centery - h // 2, undo_w, h)
        self.undo.size = fs
        self.undo_left = self.undo.rect.left if self.show_undo() else x - label_w

    def one_speed(self):
        """Whether the speeds are one button (a narrow window: see place_buttons)."""
        return self.compact >= ONE_SPEED

    def show_pips(self):
        return self.compact < NO_PIPS

    def round_text(self, game, rnd=None):
        if game.over:
            return ngettext("Game over · {n} round", "Game over · {n} rounds", game.rounds).format(n=game.rounds)
        return _("Round {n} of {total}").format(n=game.round if rnd is None else rnd, total=game.rounds)

    def status_left(self, layout, game, rnd=None):
        """Where the status starts in the top bar: after the round's words and (unless left out) its pips."""
        s = layout.s
        x = 14 + font(layout.fs(19), bold=True, serif=True).size(self.round_text(game, rnd))[0] + 12
        if self.show_pips():
            x += game.rounds * (2 * max(4, int(5 * s)) + 4)
        return x + 24

    def status_room(self, layout):
        """The width the status has in the longest round's words, after the seat's badge."""
        game = self.play.game
        return self.undo_left - 20 - self.status_left(layout, game, game.rounds) - int(26 * layout.s)

    def show_undo(self):
        """Undo is offered when a person plays (computers never undo)."""
        return bool(self.play.people)

    def sync_undo(self):
        """Enabled only when the last action can be taken back; the tooltip says why not."""
        play = self.play
        reason = play.undo_reason()
        self.undo.enabled = reason is None
        self.undo.tooltip = (_("Take back your last action (Ctrl+Z)") if reason is None
                             else _("Undo: {reason}").format(reason=reason))

    def invalidate(self):
        """Forget every cached picture (the game object was replaced)."""
        self.panel.invalidate()
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
            if self.one_speed() and key != play.session.speed:
                continue                         # one button: the current speed's, a click the next one
            if b.handle(event):
                if self.one_speed():
                    keys = [k for k, _label in SPEED_LABELS]
                    key = keys[(keys.index(key) + 1) % len(keys)] if key in keys else keys[0]
                play.session.speed = key
                remember_animation_speed(key)    # the one speed of Settings, setup and the next Continue
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
        speeds = [self.speed[self.play.session.speed]] if self.one_speed() and self.play.session.speed in self.speed \
            else list(self.speed.values())
        buttons = [self.menu, *speeds] + ([self.undo] if self.show_undo() else [])
        for b in buttons:
            if b.rect.collidepoint(pos) and b.tooltip:
                return b.tooltip
        for rect, text in self.panel.tips:
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
        key = (layout.size, play.version, session.speed, play.status_line(), play.thinking_text(), i18n.generation())
        cached_key, pic = self._top_cache
        if cached_key != key:
            pic = top_bar_picture(layout)
            cy = pic.get_height() // 2
            r = draw_text(pic, self.round_text(game), (14, cy), layout.fs(19), theme.TEXT_LIGHT, bold=True, serif=True,
                          valign="middle")
            self.top_rects = {"round": r}
            x = r.right + 12
            if self.show_pips():
                x = draw_round_pips(pic, layout, game, x, cy)
                self.top_rects["pips"] = pygame.Rect(r.right + 12, cy - 6, x - r.right - 12, 12)
            self.status_drawn = draw_turn_status(pic, layout, x + 24, cy, session.seat,
                                                 play.thinking_text() or play.status_line(), self.undo_left - 20,
                                                 layout.fs(17))
            left = x + 24 + (int(26 * layout.s) if session.seat is not None else 0)     # after the seat's badge
            self.top_rects["status"] = pygame.Rect(left, 0, max((w for _t, w, _r in self.status_drawn), default=0),
                                                   pic.get_height())
            if self.compact < NO_SPEED_LABEL:
                self.top_rects["speed label"] = draw_text(pic, _("Speed"), (self.speed_left - 6, cy), layout.fs(13),
                                                          theme.BAR_LABEL, align="right", valign="middle")
            self._top_cache = (key, pic)
        surface.blit(pic, layout.top.topleft)
        for k, b in self.speed.items():
            b.primary = session.speed == k
            if not self.one_speed() or k == session.speed:
                b.draw(surface)
        if self.show_undo():
            self.sync_undo()
            self.undo.draw(surface)
        self.menu.draw(surface)

    def _draw_side(self, surface, layout):
        play = self.play
        self.log_rect = self.panel.draw_side_frame(surface, layout)
        log = play.log_lines()
        self._keep_scrolled_lines(log)
        key = (layout.size, self.log_rect.size, len(log), self.log_scroll, play.pass_to is not None,
               i18n.generation(), play.coins_visible_key(), id(play.session.log))
        cached_key, pic = self._log_cache
        if cached_key != key:
            pic = self._render_log(layout, log)
            self._log_cache = (key, pic)
        surface.blit(pic, self.log_rect.topleft)

    def _keep_scrolled_lines(self, log):
        """Scrolled back, the lines read stay put as new ones arrive below (they slid up under the reader)."""
        n, seen = len(log), self._log_seen
        self._log_seen = (id(self.play.session.log), n)
        if self.log_scroll and seen[0] == id(self.play.session.log) and n > seen[1]:
            self.log_scroll = min(n - 1, self.log_scroll + n - seen[1])

    def _render_log(self, layout, log):
        """The log's picture: the newest entries at the bottom, each in whole lines; the oldest one shown, when
        only its first lines have room under the heading, ends with "…" (never a line cut through its letters).
        What was drawn is kept in `log_drawn`: (rect in the picture, line) for each line."""
        play = self.play
        w, h = self.log_rect.size
        pic = pygame.Surface((max(1, w), max(1, h)))
        pic.fill(theme.BAR_BG)
        pygame.draw.rect(pic, theme.PANEL_BG, pic.get_rect(), border_radius=8)
        s = layout.s
        head = font(layout.fs(16), bold=True, serif=True)
        heading = pic.blit(head.render(_("Game log"), True, theme.TEXT), (10, int(8 * s)))
        if self.log_scroll:
            hint_f = font(layout.fs(12))
            hint = fit_text(_("↑ {n} newer below — scroll").format(n=self.log_scroll), hint_f,
                            w - heading.right - 20)
            pic.blit(hint_f.render(hint, True, theme.TEXT_MUTED), (w - hint_f.size(hint)[0] - 10, int(10 * s)))
        fnt = font(layout.fs(13))
        bold_f = font(layout.fs(13), bold=True)
        top = max(int(36 * s), heading.bottom + 2)
        y = h - 8
        end = len(log) - self.log_scroll
        dot = max(4, int(5 * s))
        text_x = 14 + dot * 2
        step = max(fnt.get_linesize(), bold_f.get_linesize())
        round_prefix = _("Round {n}: {who}'s turn").split("{", 1)[0]
        over_prefix = _("Game over: {names} won{tie}").split("{", 1)[0]
        self.log_drawn = []
        for i in range(end - 1, -1, -1):
            room = (y - 3 - top) // step          # whole lines that fit above the entries drawn
            if room <= 0:
                break
            text, seat = log[i]
            bold = text.startswith(round_prefix) or text.startswith(over_prefix)
            f = bold_f if bold else fnt
            lines = wrap_text(text, f, w - text_x - 10, max_lines=room)
            y -= step * len(lines) + 3
            color = theme.TEXT if not text.startswith(round_prefix) else theme.PANEL_BORDER
            if isinstance(seat, int):
                draw_seat_dot(pic, (10 + dot, y + fnt.get_height() // 2), dot, seat, is_computer(play.game, seat))
            ly = y
            for line in lines:
                self.log_drawn.append((pic.blit(f.render(line, True, color), (text_x, ly)), line))
                ly += step
        if not log:
            pic.blit(fnt.render(_("Nothing has happened yet."), True, theme.TEXT_MUTED), (12, top + 4))
        return pic
