"""The replay viewer: a recorded game stepped through action by action.

`ReplayViewerScene(app, cursor, back=scene)` shows a `games.smallworld.replay_cursor.ReplayCursor`
the way the in-game screen shows a game: the same map and tokens (ui.board_view),
the same players panel (coins all shown), and a log listing every action's lines
with the current one highlighted (a click on an entry goes there). Controls at
the bottom: |< < play/pause > >|, a round selector and the readout
"action 37 of 212 · round 4". Keys: Left/Right step, Home/End, Space plays or
pauses, Page Up/Down go a round back/on, Esc goes back to where the viewer was
opened from (the load screen, the game-over screen, or the title).

Every position is the state after the first n actions, exactly `replay --until n`.
"""

import pygame

from game.i18n import _, map_name, ngettext
from game.saves import action_words
from game.scenes.base import Scene
from game.ui import theme
from game.ui.bars import draw_round_pips, draw_strip, draw_turn_status, top_bar_picture
from game.ui.fonts import font
from game.ui.menu_widgets import Choice
from game.ui.pictures import draw_seat_dot
from game.ui.text import is_computer
from game.ui.widgets import Button, draw_text, wrap_text

from .board_screen import BoardScreen

STEP_SECONDS = 0.9          # auto-advance pace while playing
HIGHLIGHT = (255, 226, 120)


# ---------------------------------------------------------------- small pictures for the controls

def _icon_start(surface, rect, color):
    r = pygame.Rect(rect)
    bar = max(2, r.width // 7)
    pygame.draw.rect(surface, color, (r.left + r.width * 0.14, r.top + r.height * 0.15, bar, r.height * 0.7))
    _triangle(surface, color, r.inflate(-r.width * 0.2, 0).move(r.width * 0.1, 0), left=True)


def _icon_end(surface, rect, color):
    r = pygame.Rect(rect)
    bar = max(2, r.width // 7)
    pygame.draw.rect(surface, color, (r.right - r.width * 0.14 - bar, r.top + r.height * 0.15, bar, r.height * 0.7))
    _triangle(surface, color, r.inflate(-r.width * 0.2, 0).move(-r.width * 0.1, 0), left=False)


def _icon_back(surface, rect, color):
    _triangle(surface, color, pygame.Rect(rect), left=True)


def _icon_forward(surface, rect, color):
    _triangle(surface, color, pygame.Rect(rect), left=False)


def _icon_play(surface, rect, color):
    _triangle(surface, color, pygame.Rect(rect).inflate(2, 2), left=False)


def _icon_pause(surface, rect, color):
    r = pygame.Rect(rect)
    w = max(3, int(r.width * 0.24))
    pygame.draw.rect(surface, color, (r.left + r.width * 0.18, r.top + r.height * 0.12, w, r.height * 0.76))
    pygame.draw.rect(surface, color, (r.right - r.width * 0.18 - w, r.top + r.height * 0.12, w, r.height * 0.76))


def _triangle(surface, color, r, left):
    top, bottom, mid = r.top + r.height * 0.15, r.bottom - r.height * 0.15, r.centery
    a, b = r.left + r.width * 0.22, r.right - r.width * 0.22
    pts = [(b, top), (b, bottom), (a, mid)] if left else [(a, top), (a, bottom), (b, mid)]
    pygame.draw.polygon(surface, color, pts)


class IconButton(Button):
    """A button showing only a small picture (its tooltip says what it does)."""

    def _draw_label(self, surface, face, color):
        side = int(min(face.height * 0.5, face.width * 0.5))
        rect = pygame.Rect(0, 0, side, side)
        rect.center = face.center
        self.icon(surface, rect, color)


# ---------------------------------------------------------------- the scene

class _Seat:
    """What the players panel asks of a session: whose turn it is in the shown state."""

    def __init__(self, viewer):
        self.viewer = viewer

    @property
    def seat(self):
        game = self.viewer.game
        return None if game.over else game.current_player


def _round_prefix():
    """How the log's "Round 3: Ann's turn" lines begin in the window's language (games.smallworld.narrate)."""
    return _("Round {n}: {who}'s turn").split("{", 1)[0]


class ReplayViewerScene(BoardScreen):
    def __init__(self, app, cursor, back=None, title=None, position=0):
        super().__init__(app, cursor.setup["board"])
        self.cursor = cursor
        self.back_to = back
        self.board = cursor.setup["board"]
        self.title = title or map_name(getattr(self.board, "names", None), self.board.name)
        self.session = _Seat(self)       # for the players panel (ui.players_panel.PanelHost)
        self.viewer = None
        self.pass_to = None
        self.hover_region = None
        self.hover_entry = None
        self.playing = False
        self.clock = 0.0
        self.scroll = 0               # pixels of the log scrolled from its top
        self._follow = True           # keep the current entry in view
        self._entries = self._build_entries()
        self._entry_pics = (None, [])
        self.buttons = {}
        self.rounds_choice = None
        self.back_button = Button((0, 0, 10, 10), _("Back"), primary=False, hotkey=None,
                                  tooltip=_("Back to where you came from (Esc)"))
        self._top_cache = (None, None)
        self.cursor.seek(position)

    # ------------------------------------------------------------------ what the panel asks

    @property
    def game(self):
        return self.cursor.game

    @property
    def version(self):
        return self.cursor.position

    def coins_visible(self, seat):
        return True

    def coins_visible_key(self):
        return ("replay",)

    # ------------------------------------------------------------------ the log entries

    def _build_entries(self):
        """Per action: (index, seat, lines); the first entry is the start of the game (index -1)."""
        players = [p.get("name", "?") for p in self.cursor.setup["players"]]
        entries = [(-1, None, [_("Start: {players} on {map}").format(
            players=", ".join(players), map=map_name(getattr(self.board, "names", None), self.board.name))])]
        for i, action in enumerate(self.cursor.actions):
            lines = list(self.cursor.lines[i])
            seat = action.get("player") if isinstance(action, dict) else None
            if not lines or all(line.startswith(_round_prefix()) for line in lines):
                who = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else "?"
                lines.insert(0, f"{who}: {self._words(action)}")
            entries.append((i, seat, lines))
        return entries

    def _words(self, action):
        return action_words(self.cursor.final, action)

    def current_entry(self):
        """The entry of the action that led to the shown state (0 = the start)."""
        return self.cursor.position

    # ------------------------------------------------------------------ moving

    def seek(self, position, follow=True):
        self.cursor.seek(position)
        self._follow = follow or self._follow
        if self.cursor.position >= len(self.cursor):
            self.playing = False

    def step(self, delta):
        self.seek(self.cursor.position + delta)

    def to_round(self, number):
        if number in self.cursor.round_starts:
            self.cursor.jump_to_round(number)
            self._follow = True

    def round_step(self, delta):
        rounds = sorted(self.cursor.round_starts)
        if not rounds:
            return
        here = self.game.round
        if delta < 0:
            start = self.cursor.round_starts.get(here)
            if start is not None and self.cursor.position > start:
                self.to_round(here)
                return
            earlier = [r for r in rounds if r < here]
            if earlier:
                self.to_round(earlier[-1])
            else:
                self.seek(0)
        else:
            later = [r for r in rounds if r > here]
            if later:
                self.to_round(later[0])
            else:
                self.seek(len(self.cursor))

    def toggle_play(self):
        if self.playing:
            self.playing = False
            return
        if self.cursor.position >= len(self.cursor):
            self.seek(0)
        self.playing = True
        self.clock = 0.0

    def go_back(self):
        target = self.back_to
        if callable(target) and not isinstance(target, Scene):
            target = target()
        self.return_to(target)

    # ------------------------------------------------------------------ layout

    def laid_out(self, layout):
        s = layout.s
        bar = layout.bar
        bh = max(30, int(bar.height * 0.62))
        bw = max(40, int(54 * s))
        y = bar.centery - bh // 2
        x = bar.left + 14
        specs = [("start", _icon_start, _("To the start (Home)")), ("back", _icon_back, _("One action back (←)")),
                 ("play", _icon_play, _("Play: step on by itself (Space)")),
                 ("forward", _icon_forward, _("One action on (→)")), ("end", _icon_end, _("To the end (End)"))]
        self.buttons = {}
        for key, icon, tip in specs:
            width = int(bw * 1.3) if key == "play" else bw
            self.buttons[key] = IconButton((x, y, width, bh), "", icon=icon, tooltip=tip, size=layout.fs(15),
                                           primary=key == "play")
            x += width + 6
        self.rounds_x = x + int(16 * s)
        rounds = sorted(self.cursor.round_starts) or [1]
        label_w = font(layout.fs(14), bold=True).size(_("Round"))[0] + 10
        readout_w = font(layout.fs(15), bold=True).size(
            _("action {n} of {total} · round {round}").format(n="000", total="000", round="00"))[0] + 20
        room = bar.right - 14 - readout_w - (self.rounds_x + label_w)
        seg = max(26, min(int(44 * s), room // max(1, len(rounds))))
        width = min(room, seg * len(rounds))
        self.rounds_label_pos = (self.rounds_x, bar.centery)
        self.rounds_choice = Choice((self.rounds_x + label_w, bar.centery - bh // 2 + 2, max(40, width), bh - 4),
                                    [(r, str(r)) for r in rounds], self.game.round, size=layout.fs(14),
                                    tooltips={r: _("Jump to the start of round {n}").format(n=r) for r in rounds})
        self.readout_pos = (bar.right - 16, bar.centery)
        top = layout.top
        h = max(26, top.height - 14)
        self.back_button.rect = pygame.Rect(top.right - int(110 * s) - 10, top.centery - h // 2, int(110 * s), h)
        self.back_button.size = layout.fs(15)
        _players, self.log_rect = self.panel.side_rects(layout)
        self._entry_pics = (None, [])
        self._top_cache = (None, None)
        self._follow = True

    # ------------------------------------------------------------------ input

    def handle(self, event):
        layout = self.ensure_layout()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_region = self.view.region_at(event.pos)
            self.hover_entry = self._entry_at(event.pos)
        if event.type == pygame.KEYDOWN:
            if self._key(event.key):
                return
        if self.back_button.handle(event):
            self.go_back()
            return
        for key, button in self.buttons.items():
            if button.handle(event):
                self._press(key)
                return
        chosen = None
        if self.rounds_choice is not None:
            shown, self.rounds_choice.selected = self.rounds_choice.selected, None  # the current round too
            chosen = self.rounds_choice.handle(event)
            if chosen is None:
                self.rounds_choice.selected = shown
        if chosen is not None:
            self.playing = False
            self.to_round(chosen)
            return
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(self.mouse):
            self.scroll -= event.y * 3 * self._line_height(layout)
            self._follow = False
            self._clamp_scroll()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            entry = self._entry_at(event.pos)
            if entry is not None:
                self.playing = False
                self.seek(entry, follow=False)

    def _key(self, key):
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.go_back()
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key in self._MOVES:          # moving by hand stops the playback
            self.playing = False
            self._MOVES[key](self)
        else:
            return False
        return True

    _MOVES = {pygame.K_RIGHT: lambda viewer: viewer.step(1),
              pygame.K_LEFT: lambda viewer: viewer.step(-1),
              pygame.K_HOME: lambda viewer: viewer.seek(0),
              pygame.K_END: lambda viewer: viewer.seek(len(viewer.cursor)),
              pygame.K_PAGEUP: lambda viewer: viewer.round_step(-1),
              pygame.K_PAGEDOWN: lambda viewer: viewer.round_step(1)}

    def _press(self, key):
        if key == "play":
            self.toggle_play()
            return
        self.playing = False
        if key == "start":
            self.seek(0)
        elif key == "back":
            self.step(-1)
        elif key == "forward":
            self.step(1)
        elif key == "end":
            self.seek(len(self.cursor))

    def update(self, dt):
        if self.playing:
            self.clock += dt
            while self.clock >= STEP_SECONDS and self.playing:
                self.clock -= STEP_SECONDS
                self.step(1)
                self.invalidate()   # playing shows a new step every STEP_SECONDS, nothing moves between

    # ------------------------------------------------------------------ the log panel

    def _line_height(self, layout):
        return font(layout.fs(13)).get_linesize()

    def _pictures(self, layout):
        """Per entry: its rendered text (transparent) and height; cached per width."""
        width = self.log_rect.width - 16
        key = (layout.size, width)
        if self._entry_pics[0] == key:
            return self._entry_pics[1]
        fnt = font(layout.fs(13))
        bold = font(layout.fs(13), bold=True)
        small = font(layout.fs(11), bold=True)
        dot = max(4, int(5 * layout.s))
        num_w = small.size("000")[0] + 6
        text_x = num_w + dot * 2 + 8
        pics = []
        for index, seat, lines in self._entries:
            rows = []
            over_prefix = _("Game over: {names} won{tie}").split("{", 1)[0]
            for line in lines:
                header = line.startswith(_round_prefix()) or line.startswith(over_prefix)
                for part in wrap_text(line, bold if header else fnt, width - text_x - 6):
                    rows.append((part, header))
            h = fnt.get_linesize() * len(rows) + 6
            pic = pygame.Surface((width, h), pygame.SRCALPHA)
            label = "" if index < 0 else str(index + 1)
            pic.blit(small.render(label, True, theme.TEXT_MUTED), (num_w - small.size(label)[0], 4))
            if isinstance(seat, int):
                draw_seat_dot(pic, (num_w + 4 + dot, 3 + fnt.get_height() // 2), dot, seat,
                              is_computer(self.cursor.final, seat))
            y = 3
            for part, header in rows:
                color = theme.PANEL_BORDER if header else theme.TEXT
                pic.blit((bold if header else fnt).render(part, True, color), (text_x, y))
                y += fnt.get_linesize()
            pics.append((pic, h))
        self._entry_pics = (key, pics)
        return pics

    def _offsets(self, layout):
        pics = self._pictures(layout)
        ys, y = [], 0
        for _pic, h in pics:
            ys.append(y)
            y += h
        return ys, y

    def _log_view(self, layout):
        """The rectangle the entries scroll in (below the panel's heading)."""
        head = int(34 * layout.s)
        r = self.log_rect
        return pygame.Rect(r.left + 8, r.top + head, r.width - 16, r.height - head - 6)

    def _clamp_scroll(self):
        layout = self.ensure_layout()
        _, total = self._offsets(layout)
        view = self._log_view(layout)
        self.scroll = max(0, min(self.scroll, total - view.height))

    def _entry_at(self, pos):
        if self.layout is None:
            return None
        view = self._log_view(self.layout)
        if not view.collidepoint(pos):
            return None
        ys, _end = self._offsets(self.layout)
        y = pos[1] - view.top + self.scroll
        pics = self._pictures(self.layout)
        for k, (top, (_pic, h)) in enumerate(zip(ys, pics)):
            if top <= y < top + h:
                return k
        return None

    def _follow_current(self, layout):
        ys, total = self._offsets(layout)
        view = self._log_view(layout)
        k = self.current_entry()
        pics = self._pictures(layout)
        top, h = ys[k], pics[k][1]
        if top < self.scroll or top + h > self.scroll + view.height:
            self.scroll = top - view.height // 3
        self.scroll = max(0, min(self.scroll, total - view.height))

    def _draw_log(self, surface, layout):
        r = self.log_rect
        s = layout.s
        pygame.draw.rect(surface, theme.PANEL_BG, r, border_radius=8)
        draw_text(surface, _("Actions"), (r.left + 10, r.top + int(8 * s)), layout.fs(16), theme.TEXT, bold=True,
                  serif=True)
        draw_text(surface, _("click one to go there"), (r.right - 10, r.top + int(11 * s)), layout.fs(12),
                  theme.TEXT_MUTED, align="right")
        if self._follow:
            self._follow_current(layout)
            self._follow = False
        view = self._log_view(layout)
        ys, total = self._offsets(layout)
        pics = self._pictures(layout)
        clip = surface.get_clip()
        surface.set_clip(view)
        current = self.current_entry()
        for k, (top, (pic, h)) in enumerate(zip(ys, pics)):
            y = view.top + top - self.scroll
            if y + h < view.top:
                continue
            if y > view.bottom:
                break
            row = pygame.Rect(view.left, y, view.width, h)
            if k == current:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, HIGHLIGHT, 0.55), row, border_radius=5)
                pygame.draw.rect(surface, theme.mix(HIGHLIGHT, (120, 80, 20), 0.5), row, 2, border_radius=5)
            elif k == self.hover_entry:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 255, 255), 0.45), row, border_radius=5)
            elif k > current:
                pass
            surface.blit(pic, (view.left, y))
            if k > current:   # what has not happened yet in the shown state: faded
                veil = pygame.Surface((view.width, h), pygame.SRCALPHA)
                veil.fill((*theme.PANEL_BG[:3], 110))
                surface.blit(veil, (view.left, y))
        surface.set_clip(clip)
        if total > view.height:   # a thin scroll bar
            track = pygame.Rect(r.right - 6, view.top, 3, view.height)
            pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.3), track, border_radius=2)
            thumb_h = max(16, int(view.height * view.height / total))
            thumb_y = view.top + int((view.height - thumb_h) * self.scroll / max(1, total - view.height))
            pygame.draw.rect(surface, theme.PANEL_BORDER, (track.left, thumb_y, 3, thumb_h), border_radius=2)

    # ------------------------------------------------------------------ drawing

    def status_line(self):
        game = self.game
        if game.over:
            return _("Game over: {names} won").format(names=_(" and ").join(game.players[s].name for s in game.winners))
        lines = self.cursor.last_lines()
        said = [line for line in lines if not line.startswith(_round_prefix())]
        if self.cursor.position == 0:
            return _("The start of the game")
        if said:
            return said[-1] if len(said) == 1 else f"{said[0]} · {said[-1]}"
        k = self.cursor.position - 1
        return self._entries[k + 1][2][0]

    def actor(self):
        """The seat that took the action leading to the shown state (None at the start)."""
        if self.cursor.position == 0:
            return None
        seat = self.cursor.actions[self.cursor.position - 1].get("player")
        return seat if isinstance(seat, int) and 0 <= seat < len(self.game.players) else None

    def readout(self):
        n = len(self.cursor)
        return _("action {n} of {total} · round {round}").format(n=self.cursor.position, total=n, round=self.game.round)

    def _draw_top(self, surface, layout):
        game = self.game
        key = (layout.size, self.cursor.position)
        cached_key, pic = self._top_cache
        if cached_key != key:
            pic = top_bar_picture(layout)
            cy = pic.get_height() // 2
            r = draw_text(pic, _("Replay"), (14, cy), layout.fs(19), (246, 218, 140), bold=True, serif=True,
                          valign="middle")
            rnd = (ngettext("Game over · {n} round", "Game over · {n} rounds", game.rounds).format(n=game.rounds)
                   if game.over else _("Round {n} of {total}").format(n=game.round, total=game.rounds))
            r = draw_text(pic, f"· {self.title} · {rnd}", (r.right + 8, cy), layout.fs(17), theme.TEXT_LIGHT,
                          bold=True, valign="middle")
            x = draw_round_pips(pic, layout, game, r.right + 12, cy) + 20
            draw_turn_status(pic, layout, x, cy, self.actor(), self.status_line(), self.back_button.rect.left - 20,
                             layout.fs(16))
            self._top_cache = (key, pic)
        surface.blit(pic, layout.top.topleft)
        self.back_button.draw(surface)

    def _draw_bar(self, surface, layout):
        draw_strip(surface, layout.bar)
        end = self.cursor.position >= len(self.cursor)
        start = self.cursor.position <= 0
        self.buttons["start"].enabled = self.buttons["back"].enabled = not start
        self.buttons["forward"].enabled = self.buttons["end"].enabled = not end
        play = self.buttons["play"]
        play.icon = _icon_pause if self.playing else _icon_play
        play.tooltip = _("Pause (Space)") if self.playing else (
            _("Play from the start (Space)") if end else _("Play: step on by itself (Space)"))
        for button in self.buttons.values():
            button.draw(surface)
        draw_text(surface, _("Round"), self.rounds_label_pos, layout.fs(14), (214, 200, 176), bold=True,
                  valign="middle")
        if self.rounds_choice is not None:
            here = self.game.round
            start_of = self.cursor.round_starts.get(here)
            # the round is "selected" while the shown state lies in it
            self.rounds_choice.selected = here if start_of is not None else None
            self.rounds_choice.draw(surface)
        draw_text(surface, self.readout(), self.readout_pos, layout.fs(15), theme.BAR_TEXT, bold=True,
                  align="right", valign="middle")

    def _current_regions(self):
        """The regions the action that led here touched (highlighted on the map)."""
        if self.cursor.position == 0:
            return []
        action = self.cursor.actions[self.cursor.position - 1]
        index = self.board.index
        out = []
        if isinstance(action.get("region"), str) and action["region"] in index:
            out.append(index[action["region"]])
        if action.get("type") in ("redeploy", "retreat") and isinstance(action.get("tokens"), dict):
            out += [index[r] for r in action["tokens"] if r in index]
        return out

    def draw(self, surface):
        layout = self.ensure_layout(surface.get_size())
        game = self.game
        self.draw_board(surface, layout, self.view.picture(game, (id(game), self.cursor.position)))
        regions = self._current_regions()
        for r in regions:
            strong = len(regions) == 1
            self.view.draw_glow(surface, r, HIGHLIGHT, 70 if strong else 35, 3 if strong else 2)
        if self.hover_region is not None:
            self.view.draw_glow(surface, self.hover_region, (255, 250, 220), 30, 2)
        self._draw_top(surface, layout)
        self.panel.draw_side_frame(surface, layout)
        self._draw_log(surface, layout)
        self._draw_bar(surface, layout)
        self.draw_tooltip(surface, self.mouse, self.tooltip_text())

    def tooltip_text(self):
        pos = self.mouse
        if pos[0] < 0:
            return None
        for button in [self.back_button, *self.buttons.values()]:
            if button.rect.collidepoint(pos) and button.tooltip:
                return button.tooltip
        if self.rounds_choice is not None and self.rounds_choice.rect.collidepoint(pos):
            return self.rounds_choice.hover_tooltip()
        for rect, text in self.panel.tips:
            if rect.collidepoint(pos):
                return text
        if self.hover_region is not None:
            return self.region_text(self.hover_region)
        return None
