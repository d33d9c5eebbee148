"""Watching a saved game of The Wolves again, action by action (Load game's Watch replay).

`WolvesReplayCursor(setup)` replays the save once (a save whose actions no longer replay is a
DataError naming the action, said by Load game), keeping each action's lines for the log (the game's
narrate) and a copy of the game every SNAPSHOT_EVERY actions, so `seek(n)`, the state after the first
n actions (exactly `replay --until n`), replays at most that many actions from the nearest copy.

`WolvesReplayScene` shows the cursor: the board with its pieces and tokens (ui.board_view), each pack
with its VP so far and whose turn it is, the log up to the action shown (its own lines lit), and the
controls |< < play/pause > >| with "action 37 of 212 · round 4". Keys: Left/Right step, Home/End,
Space plays or pauses, Esc goes back to the screen it was opened from. It is silent: the window's
sound listens to games being played, not to replays.

A step forward (Right, >, or Play) is shown as the play screen shows an action: its pieces move with the
play screen's own motion (ui.motion.BoardMotion: wolves slide, a pushed wolf follows, a howled wolf grows
out of its token, a dominated piece fades into its new owner's, dens and lairs pop in), and a region scored
is told over the map (scoring_overlay.ScoringOverlay), at the animation speed of the settings ("instant":
nothing moves). A step back, a jump (|<, >|) or a click shows the position at once. Play waits for each
step to be shown before the next.
"""

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.scenes.replay_controls import CONTROLS, ReplayControls, tooltips
from game.settings import saved_animation_speed
from game.ui import theme
from game.ui.fonts import font as get_font
from game.ui.menu_art import backdrop, draw_heading
from game.ui.widgets import Button, Panel, draw_text, fit_text, ui_scale, wrap_text
from kernel.replay_cursor import ReplayCursor

from ..definition import WOLVES
from ..ui.adapter import board_description
from ..ui.board_view import WolvesBoardView
from ..ui.motion import BoardMotion, without
from .board_marks import REGION, draw_outline
from .scoring_overlay import ScoringOverlay
from .setup import draw_pack_badge

STEP_SECONDS = 0.8           # the pace of Play


class WolvesReplayCursor(ReplayCursor):
    """The state of a saved game after any number of its actions (`seek`), and each action's log lines
    (kernel/replay_cursor.py)."""

    def __init__(self, setup):
        super().__init__(WOLVES, setup)

    def viewer_scene(self, app, back=None, title=None):
        """The window's replay viewer over this cursor (Load game asks for it)."""
        return WolvesReplayScene(app, self, back=back, title=title)


# ---------------------------------------------------------------- the scene

class OverlayPlace:
    """Where the scoring overlay is told: over the replay's board (what it asks of the play screen's layout)."""

    def __init__(self, area, s):
        self.map = area
        self.s = s

    def fs(self, n):
        return max(11, int(round(n * self.s)))


class WolvesReplayScene(ReplayControls, Scene):
    def __init__(self, app, cursor, back=None, title=None):
        super().__init__(app)
        self.cursor = cursor
        self.back_to = back
        self.title = title or _("Replay")
        self.view = WolvesBoardView(cursor.setup["board"])
        self.speed = saved_animation_speed()        # read once: the settings are a file
        self.motion = BoardMotion(lambda: self.speed)
        self.scoring = ScoringOverlay()
        self.playing = False
        self.clock = 0.0
        self._size = None
        self._state = (None, None)       # (position, state JSON) of the position shown
        self.buttons = {}

    # ------------------------------------------------------------ what is shown

    @property
    def game(self):
        return self.cursor.game

    def state(self):
        if self._state[0] != self.cursor.position:
            self._state = (self.cursor.position, WOLVES.state_json(self.cursor.game))
        return self._state[1]

    def readout(self):
        position, total = self.cursor.position, len(self.cursor)
        text = _("action {n} of {total}").format(n=position, total=total)
        round_number = self.state().get("round") or 0
        text += " · " + (_("round {n}").format(n=round_number) if round_number else _("setting up"))
        if self.state().get("over"):
            text += " · " + _("the game is over")
        return text

    # ------------------------------------------------------------ layout

    def _layout(self, size):
        if size == self._size:
            return
        self._size = size
        w, h = size
        s = self.s = ui_scale(size)
        m = self.margin = int(20 * s)
        head_h = int(62 * s)
        bar_h = int(58 * s)
        side_w = max(300, min(520, int(w * 0.3)))
        self.board_rect = pygame.Rect(m, m + head_h, w - side_w - 3 * m, h - head_h - bar_h - 3 * m)
        self.side = pygame.Rect(self.board_rect.right + m, self.board_rect.top, side_w, self.board_rect.height)
        packs_h = int(34 * s) + len(self.cursor.setup["players"]) * int(36 * s) + int(16 * s)
        self.packs_panel = Panel((self.side.left, self.side.top, side_w, packs_h), title=_("Packs"),
                                 title_size=max(15, int(19 * s)), padding=int(10 * s))
        self.log_panel = Panel((self.side.left, self.side.top + packs_h + m, side_w,
                                self.side.height - packs_h - m), title=_("Log"), title_size=max(15, int(19 * s)),
                               padding=int(10 * s))
        y = h - m - bar_h
        bh, fs = bar_h, max(15, int(19 * s))
        iw = int(64 * s)
        self.buttons = {"exit": Button((m, y, int(140 * s), bh), _("Back"), size=fs, primary=False,
                                       tooltip=_("Back to where you came from (Esc)"))}
        tips = tooltips()
        x = m + int(160 * s)
        for key in CONTROLS:
            self.buttons[key] = Button((x, y, iw, bh), "", size=fs, primary=key == "play", tooltip=tips[key],
                                       icon=self.transport_icon(key))
            x += iw + int(8 * s)
        self.readout_pos = (x + int(12 * s), y + bh // 2)

    # ------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if self.scoring.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.motion.skip()              # a click sees the board as it stands
        self.handle_controls(event)

    def controls_changed(self):
        self._size = None            # the play button's picture changes

    def step_forward(self):
        """One action on, shown as the play screen shows it: its pieces moving, a scoring told."""
        before = self.cursor.position
        game = self.cursor.forward()
        self.motion.skip()
        self.scoring.close()
        if self.cursor.position == before:
            return
        events = self.cursor.events_of(self.cursor.position)
        self.motion.follow(game.board, events)
        if self.speed != "instant":
            for event in events:
                if event.get("type") == "region_scored":
                    self.scoring.add(game, event, self.speed)
        self.invalidate()

    def show_at_once(self, position):
        """The position after `position` actions, nothing moving (a step back, a jump)."""
        self.motion.skip()
        self.scoring.close()
        self.cursor.seek(position)
        self.invalidate()

    def update(self, dt):
        self.motion.update(dt)
        self.scoring.update(dt)
        if not self.playing or self.motion.busy() or self.scoring.blocking():
            return
        self.play_on(dt, STEP_SECONDS)

    def is_animating(self):
        return self.playing or self.motion.busy() or self.scoring.is_animating()

    # ------------------------------------------------------------ drawing

    def draw(self, surface):
        size = surface.get_size()
        self._layout(size)
        s = self.s
        surface.blit(backdrop(size, 170), (0, 0))
        heading = draw_heading(surface, self.title, (self.margin, int(self.margin * 0.7)), max(24, int(38 * s)))
        draw_text(surface, _("The Wolves · replay"), (heading.right + int(14 * s), heading.bottom - int(6 * s)),
                  max(15, int(21 * s)), (236, 220, 186), serif=True, bold=True, valign="bottom")
        pygame.draw.rect(surface, (24, 18, 14), self.board_rect.inflate(8, 8), border_radius=8)
        self.view.place(self.board_rect)
        pieces, tokens = board_description(self.game)
        self.view.draw(surface, without(pieces, self.motion.hidden()), tokens)
        region = self.scoring.lit_region()
        if region:
            draw_outline(surface, self.view, self.game.board.hexes_of(region), REGION)
        self.motion.draw(surface, self.view, pieces)
        self.scoring.draw(surface, OverlayPlace(self.board_rect, s), self.view.center if self.view.layout else None)
        self._draw_packs(surface)
        self._draw_log(surface)
        for button in self.buttons.values():
            button.draw(surface)
        draw_text(surface, self.readout(), self.readout_pos, max(15, int(19 * s)), (240, 228, 204), bold=True,
                  valign="middle")
        hovered = next((b for b in self.buttons.values() if b.hover and b.tooltip), None)
        if hovered is not None:
            draw_text(surface, hovered.tooltip, (self.readout_pos[0], self.readout_pos[1] - int(34 * s)),
                      max(13, int(15 * s)), (214, 200, 176), valign="middle")

    def _draw_packs(self, surface):
        s = self.s
        self.packs_panel.draw(surface)
        inner = self.packs_panel.content_rect
        state = self.state()
        row_h = int(36 * s)
        fnt = get_font(max(14, int(17 * s)), bold=True)
        for seat, player in enumerate(state["players"]):
            row = pygame.Rect(inner.left, inner.top + seat * row_h, inner.width, row_h)
            if seat == state.get("player"):
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 214, 120), 0.5), row, border_radius=6)
            radius = row_h // 2 - int(4 * s)
            draw_pack_badge(surface, (row.left + radius + int(6 * s), row.centery), radius, player.get("pack"))
            vp = _("{n} VP").format(n=player.get("vp", 0))
            vp_w = fnt.size(vp)[0]
            x = row.left + 2 * radius + int(16 * s)
            draw_text(surface, fit_text(str(player.get("name", "?")), fnt, row.right - x - vp_w - int(16 * s)),
                      (x, row.centery), font=fnt, color=theme.TEXT, valign="middle")
            draw_text(surface, vp, (row.right - int(6 * s), row.centery), font=fnt, color=theme.TEXT,
                      align="right", valign="middle")

    def _draw_log(self, surface):
        s = self.s
        self.log_panel.draw(surface)
        inner = self.log_panel.content_rect
        fnt = get_font(max(13, int(15 * s)))
        step = fnt.get_linesize()
        rows = max(1, inner.height // step)
        position = self.cursor.position
        wrapped = []
        for text, _seat, index in self.cursor.indexed_log_until(position)[-rows * 2:]:
            for part in wrap_text(text, fnt, inner.width - int(8 * s)):
                wrapped.append((part, index == position - 1))
        if not wrapped:
            draw_text(surface, _("The game before its first action"), (inner.left, inner.top), font=fnt,
                      color=theme.TEXT_MUTED)
            return
        y = inner.top
        for part, current in wrapped[-rows:]:
            if current:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 226, 120), 0.55),
                                 (inner.left - 4, y, inner.width + 8, step))
            surface.blit(fnt.render(part, True, theme.TEXT), (inner.left, y))
            y += step
