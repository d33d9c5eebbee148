"""Watching a saved game of Warcraft: The Board Game again, action by action (Load game's Watch replay).

`WarcraftReplayCursor(setup)` replays the save once (a save whose actions no longer replay is a DataError
naming the action, said by Load game), keeping each action's events and log lines (the game's narrate)
and a copy of the game every SNAPSHOT_EVERY actions, so `seek(n)`, the state after the first n actions
(exactly `replay --until n`), replays at most that many actions from the nearest copy.

`WarcraftReplayScene` shows the cursor with the play screen's parts: the map and its pieces, a side panel
per seat and the log up to the action shown, the battle in progress told as the play screen tells it
(battle_panel.BattleShow: its rounds, phases, every die against its roller's S, the casualties, the
result), and the controls |< < play/pause > >|
with "action 37 of 212 · game turn 4". Keys: Left/Right step, Home/End, Space plays or pauses, Esc goes
back to the screen it was opened from.

Hands are secret (§9 of the rules): the side panel shows every seat's card backs and counts while the game
runs, and the hands face up only at a position where the game is over.

A step forward (Right, >, or Play) slides each moved piece along its path at the speed of the settings
(the Speed button changes and keeps it; "instant": nothing moves); a step back, a jump or a click shows
the position at once. Play waits for each step's pieces to arrive before the next.
"""

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.scenes.replay_controls import CONTROLS, Look, ReplayControls, tooltips
from game.settings import remember_animation_speed, saved_animation_speed
from game.ui import theme
from game.ui.bars import draw_strip
from game.ui.fonts import fit_line, font
from game.ui.widgets import Button
from kernel.replay_cursor import ReplayCursor

from ..definition import WARCRAFT
from ..model import game as rules
from ..ui import look
from ..ui.board_art import BoardArt
from ..ui.map_layer import Marks, draw_map_layer, piece_size
from ..ui.map_view import MapView
from ..ui.pieces import piece_picture
from . import action_words
from .battle_panel import BattleShow, draw_battle_panel
from .play_layout import PlayLayout
from .side_panel import SidePanel

STEP_SECONDS = 0.7                       # the pace of Play between actions
SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
SECONDS_PER_SPACE = {"slow": 0.6, "normal": 0.32, "fast": 0.15, "instant": 0.0}


class WarcraftReplayCursor(ReplayCursor):
    """The state of a saved game after any number of its actions (`seek`), and each action's log lines
    (kernel/replay_cursor.py)."""

    def __init__(self, setup):
        super().__init__(WARCRAFT, setup)

    def line_seat(self, seat):
        return seat if isinstance(seat, int) and seat >= 0 else None

    def viewer_scene(self, app, back=None, title=None):
        """The window's replay viewer over this cursor (Load game asks for it)."""
        return WarcraftReplayScene(app, self, back=back, title=title)


# ---------------------------------------------------------------- pieces on their way

class Slide:
    """One piece moving along its path, a space at a time."""

    def __init__(self, piece, owner, kind, spaces, seconds_per_space):
        self.piece, self.owner, self.kind = piece, owner, kind
        self.spaces = spaces                # the start, then every space of the path
        self.duration = seconds_per_space * max(1, len(spaces) - 1)
        self.clock = 0.0

    def done(self):
        return self.clock >= self.duration

    def point(self, view):
        legs = len(self.spaces) - 1
        t = min(1.0, self.clock / self.duration) * legs if self.duration else legs
        k = min(legs - 1, int(t)) if legs else 0
        (ax, ay), _room = view.anchor(self.spaces[k])
        (bx, by), _room = view.anchor(self.spaces[min(legs, k + 1)])
        f = t - k
        return ax + (bx - ax) * f, ay + (by - ay) * f


class WithoutPieces:
    """The game as the map layer reads it, without the pieces still on their way (their slide draws them)."""

    def __init__(self, game, hidden):
        self._game = game
        self.pieces = {pid: piece for pid, piece in game.pieces.items() if pid not in hidden}

    def __getattr__(self, name):
        return getattr(self._game, name)


LOOK = Look(0.2, 0.3, 1 / 8, 0.22, 0.08)     # the controls' pictures: smaller in their buttons


# ---------------------------------------------------------------- the scene

class WarcraftReplayScene(ReplayControls, Scene):
    def __init__(self, app, cursor, back=None, title=None):
        super().__init__(app)
        self.cursor = cursor
        self.back_to = back
        self.title = title
        board = cursor.final.board
        self.view = MapView(board)
        self.art = BoardArt(board)
        self.side = SidePanel()
        self.speed = saved_animation_speed()        # read once: the settings are a file
        if self.speed not in SPEEDS:
            self.speed = "normal"
        self.slides = []
        self.battle = BattleShow(lambda: self.speed)       # the battle of the position shown, told event by event
        self.playing = False
        self.clock = 0.0
        self.layout = None
        self.viewed = None                          # the seat the side panel shows (None: the seat to act)
        self.mouse = (-1, -1)
        self.buttons = {}

    # ------------------------------------------------------------ what is shown

    @property
    def game(self):
        return self.cursor.game

    def readout(self):
        position, total = self.cursor.position, len(self.cursor)
        text = _("action {n} of {total}").format(n=position, total=total)
        text += " · " + _("game turn {n}").format(n=self.game.turn)
        if self.game.over:
            text += " · " + _("the game is over")
        return text

    def shown_seat(self):
        if self.viewed is not None:
            return self.viewed
        seat = rules.seat_to_act(self.game)
        return seat if seat is not None and 0 <= seat < len(self.game.seats) else 0

    def hand_open(self):
        """Hands are drawn face up only once the game is over (the replay shows no secret before)."""
        return bool(self.game.over)

    # ------------------------------------------------------------ layout

    def ensure_layout(self, size=None):
        size = size or self.app.screen.get_size()
        if self.layout is None or self.layout.size != (max(640, size[0]), max(400, size[1])):
            self.layout = PlayLayout(size)
            self._make_buttons()
        self.view.place(self.layout.map)
        return self.layout

    def _make_buttons(self):
        layout = self.layout
        s, bar = layout.s, layout.bar
        h = bar.height - int(18 * s)
        y = bar.top + (bar.height - h) // 2
        fs = layout.fs(16)
        x = bar.left + int(12 * s)
        self.buttons = {}
        back_w = font(fs, bold=True).size(_("Back"))[0] + int(36 * s)
        self.buttons["exit"] = Button((x, y, back_w, h), _("Back"), size=fs, primary=False,
                                      tooltip=_("Back to where you came from (Esc)"))
        x += back_w + int(18 * s)
        tips = tooltips()
        iw = int(h * 1.25)
        for key in CONTROLS:
            self.buttons[key] = Button((x, y, iw, h), "", size=fs, primary=key == "play", tooltip=tips[key],
                                       icon=self.transport_icon(key, LOOK))
            x += iw + int(6 * s)
        label = self._speed_label()
        speed_w = max(font(fs, bold=True).size(_("Speed: {speed}").format(speed=_(n)))[0]
                      for n in SPEED_NAMES.values()) + int(30 * s)
        self.buttons["speed"] = Button((bar.right - int(12 * s) - speed_w, y, speed_w, h), label, size=fs,
                                       primary=False, tooltip=_("How fast pieces move: click to change"))
        self.readout_x = x + int(10 * s)

    def _speed_label(self):
        return _("Speed: {speed}").format(speed=_(SPEED_NAMES[self.speed]))

    # ------------------------------------------------------------ input

    def handle(self, event):
        layout = self.ensure_layout()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.slides = []                # a click sees the map as it stands
            self.battle.skip()
        if self.handle_controls(event):
            return
        if event.type == pygame.MOUSEWHEEL and self.side.log.rect.collidepoint(self.mouse):
            self.side.log.scroll(event.y * 3)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and layout.side.collidepoint(event.pos):
            hit = self.side.hit(event.pos)
            if hit is not None and hit[0] == "tab":
                self.viewed = hit[1]

    def press(self, key):
        if key == "speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
            remember_animation_speed(self.speed)
            self.buttons["speed"].label = self._speed_label()
            return
        super().press(key)

    def step_forward(self):
        """One action on: its moved pieces slide along their paths."""
        before = self.cursor.position
        self.slides = []
        self.cursor.forward()
        if self.cursor.position == before:
            return
        for event in self.cursor.events_of(self.cursor.position):
            self.battle.add(event, self.game)
        if self.speed == "instant":
            self.battle.skip()
        seconds = SECONDS_PER_SPACE.get(self.speed, 0.0)
        if seconds > 0:
            for event in self.cursor.events_of(self.cursor.position):
                if event.get("type") == "moved" and event.get("path"):
                    piece = self.game.pieces.get(event.get("piece"))
                    if piece is not None and piece.where == "map":
                        spaces = [event.get("from"), *event["path"]]
                        self.slides.append(Slide(piece.id, piece.owner, event.get("kind") or piece.kind,
                                                 spaces, seconds))
        self.invalidate()

    def show_at_once(self, position):
        self.slides = []
        self.cursor.seek(position)
        self.battle = self.battle_at(self.cursor.position)
        self.invalidate()

    def battle_at(self, position):
        """The battle panel's story at `position`: the battle going on (or ended by that very action), told
        from its start, all at once."""
        show = BattleShow(lambda: self.speed)
        start = position
        while start > 0 and not any(e.get("type") == "battle_start" for e in self.cursor.events_of(start)):
            start -= 1
        if start == 0:
            return show
        for k in range(start, position + 1):
            for event in self.cursor.events_of(k):
                show.add(event, self.game)
        show.skip()
        ended_here = any(e.get("type") == "battle_end" for e in self.cursor.events_of(position))
        if show.state is not None and show.state.get("over") and not ended_here:
            show.state = None
        return show

    def update(self, dt):
        self.ensure_layout()
        for slide in self.slides:
            slide.clock += dt
        self.slides = [slide for slide in self.slides if not slide.done()]
        self.battle.update(dt)
        if not self.playing or self.slides or self.battle.blocking():
            return
        self.play_on(dt, STEP_SECONDS)

    def is_animating(self):
        return self.playing or bool(self.slides) or self.battle.blocking() or self.battle.active()

    # ------------------------------------------------------------ drawing

    def draw(self, surface):
        layout = self.ensure_layout(surface.get_size())
        game = self.game
        surface.fill(look.BACKGROUND, layout.map)
        surface.blit(self.art.picture(self.view), layout.map.topleft)
        marks = Marks()
        if game.battle is not None:
            marks.battle = game.battle.space
            pygame.draw.polygon(surface, look.BATTLE, self.view.outline(game.battle.space), 6)
        hidden = {slide.piece for slide in self.slides}
        draw_map_layer(surface, WithoutPieces(game, hidden) if hidden else game, self.view, marks)
        self.draw_slides(surface)
        draw_battle_panel(surface, layout, game, self.view, self.battle)
        colors_game = game
        self.side.draw(surface, layout, colors_game, self.shown_seat(), rules.seat_to_act(game),
                       self.log_lines(), self.hand_open(), (), (), self.vp_of())
        self.draw_top(surface, layout)
        self.draw_bar(surface, layout)

    def log_lines(self):
        return self.cursor.log_until(self.cursor.position)

    def vp_of(self):
        from ..model import scoring

        game = self.game
        if not scoring.uses_vp(game):
            return None
        if any(seat.team for seat in game.seats):
            return lambda seat: scoring.team_vp(game, seat)
        return lambda seat: scoring.vp(game, seat)

    def draw_slides(self, surface):
        for slide in self.slides:
            (_x, _y), room = self.view.anchor(slide.spaces[-1])
            size = piece_size(self.view, room)
            x, y = slide.point(self.view)
            race = self.game.race_of(slide.owner) if slide.owner >= 0 else None
            surface.blit(piece_picture(race, slide.kind, size), (int(x - size / 2), int(y - size / 2)))

    def draw_top(self, surface, layout):
        rect = layout.top
        pygame.draw.rect(surface, theme.BAR_BG, rect)
        pygame.draw.line(surface, theme.BAR_EDGE, (0, rect.bottom - 1), (rect.right, rect.bottom - 1), 2)
        s = layout.s
        left = rect.left + int(10 * s)
        seat = rules.seat_to_act(self.game)
        status = action_words.status_text(self.game, rules.decision(self.game)) if seat is not None else ""
        text = _("Replay: {name}").format(name=self.title) if self.title else _("Replay")
        if status:
            text += " · " + status
        fnt, shown = fit_line(text, rect.width - 2 * int(10 * s), layout.fs(17), bold=True)
        surface.blit(fnt.render(shown, True, theme.BAR_TEXT), (left, rect.centery - fnt.get_height() // 2))

    def draw_bar(self, surface, layout):
        bar = layout.bar
        draw_strip(surface, bar)
        for button in self.buttons.values():
            button.draw(surface)
        room = self.buttons["speed"].rect.left - self.readout_x - int(10 * layout.s)
        fnt, shown = fit_line(self.readout(), room, layout.fs(16), bold=True)
        surface.blit(fnt.render(shown, True, theme.BAR_TEXT),
                     (self.readout_x, bar.centery - fnt.get_height() // 2))
        hovered = next((b for b in self.buttons.values() if b.hover and b.tooltip), None)
        if hovered is not None:
            tip = font(layout.fs(13))
            img = tip.render(hovered.tooltip, True, (240, 228, 206))
            pos = (min(hovered.rect.left, bar.right - img.get_width() - 8), bar.top - img.get_height() - 6)
            back = pygame.Rect(pos[0] - 4, pos[1] - 2, img.get_width() + 8, img.get_height() + 4)
            pygame.draw.rect(surface, (30, 24, 20), back, border_radius=4)
            surface.blit(img, pos)


__all__ = ["WarcraftReplayCursor", "WarcraftReplayScene"]
