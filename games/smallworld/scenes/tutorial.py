"""The guided first game: the in-game screen with a coach ("Learn to play" on the title screen).

`TutorialScene` is the in-game screen (games.smallworld.scenes.play.PlayScene, which it extends: the lesson is
a real game, played with the real modes) on the lesson's scripted game (games.smallworld.tutorial). Its coach
(games.smallworld.tutorial.coach.Coach) is the screen's `coach`: PlayScene.submit asks it before sending an
action, so only the step's action goes through and anything else is refused with the lesson's
reason. The coach's card stands in the side panel, at the top of the game log's place, and the log
takes the rest (`LessonPanel`): it never covers the map it teaches on, nor a line of the log. It
holds the step's title and text, and Next on a reading step; while a die tumbles it keeps the card
of before the roll. What the step asks to click glows: a region, a combo card, a button of the
action bar, of the expand-or-decline panel or Undo (on only at the step teaching it).

The menu offers Rules, Start over, Leave and Keep playing. The lesson is saved after every action
and step (the coach's progress file, not the autosave: Continue is for the player's own games), and
the title's "Continue lesson" resumes it. The last step is a closing card: Play on (the same game
goes on as any game against the computer: autosaved for Continue, to its end screen), New game or
the title screen.
"""

import os

import pygame

from game import audio
from game.i18n import _, generation
from game.lesson.card import GLOW, draw_card_box
from game.lesson.scene import closing_dialog, menu_dialog
from game.scenes import registry
from game.scenes.opening import open_game
from game.ui.fonts import font
from game.ui.widgets import Button, wrap_text

from ..tutorial.coach import Coach, forget_progress, load_progress, new_session, progress_path
from ..tutorial.lesson import STEPS
from ..ui.players_panel import PlayersPanel
from .play import PlayScene

LOG_LINES_KEPT = 4             # the log keeps this many lines in sight under the card, its heading too


class LessonPanel(PlayersPanel):
    """The side panel of the lesson: the coach's card at the top of the log's place, the log under it, so the
    card never covers a line of the log (a score popup stands at the log's top, as in any game)."""

    def side_rects(self, layout):
        players, log = super().side_rects(layout)
        fit = self.screen.card_fit(layout, log)
        if fit is not None:
            top = fit.rect.bottom + int(8 * layout.s)
            log = pygame.Rect(log.left, top, log.width, max(0, log.bottom - top))
        return players, log

    def draw_side_frame(self, surface, layout):
        log = super().draw_side_frame(surface, layout)
        _players, area = super().side_rects(layout)
        self.screen.draw_card(surface, self.screen.card_fit(layout, area))
        return log


class CardFit:
    """The coach's card laid out in its place: its rect, type size, lines of text and Next's height."""

    def __init__(self, content, rect, size, lines, button_h, complete):
        self.index, self.title, self.text, self.with_next = content
        self.rect, self.size, self.lines, self.button_h = rect, size, lines, button_h
        self.complete = complete      # every line fits (at the smallest type a very long text is cut)


def _progress_left():
    """True when a lesson's progress file is there (readable or not)."""
    try:
        return os.path.lexists(progress_path())
    except OSError:         # no user folder to be had: nothing was left
        return False


class TutorialScene(PlayScene):
    """The lesson (see the module docstring). `fresh`: start again instead of resuming."""

    panel_class = LessonPanel

    def __init__(self, app, fresh=False, threaded=True):
        saved = not fresh and _progress_left()          # a lesson left half-way (the last step forgets it)
        resumed = None if fresh else load_progress(threaded=threaded)
        session, step = resumed if resumed else (new_session(threaded=threaded), 0)
        super().__init__(app, session)
        if saved and resumed is None:       # a damaged or hostile lesson.json: say why it begins again
            self.messages.show(_("The lesson could not be resumed where you left it, so it starts again."),
                               "error", 10.0)
        self.coach = Coach(session, step)
        self.next_button = Button((0, 0, 10, 10), _("Next"), hotkey=pygame.K_RETURN)
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self._card = (None, None)            # (key, the card's content)
        self._card_before_die = None         # the card shown when a die began to tumble
        self._card_fit = (None, None)        # (key, CardFit)
        self.closing_shown = False
        audio.attach(session.bus)

    # ------------------------------------------------------------------ scene hooks

    def leave(self):
        super().leave()
        if not self._coming_back:     # away on Rules, the lesson goes on listening
            self.coach.close()

    def undo_reason(self):
        refusal = self.coach.undo_refusal() if self.coach is not None else None
        return refusal or super().undo_reason()

    def ask_menu(self):
        def choose(key):
            self.dialog = None
            if key == "leave":
                self.to_title()
            elif key == "restart":
                forget_progress()
                registry.show(self.app, "tutorial", fresh=True)
            elif key == "rules":
                self.visit("rules")
        self.dialog = menu_dialog(choose, _("Leave the lesson: Continue lesson on the title screen resumes it at "
                                            "this step. Start over plays it again from the beginning."))

    def show_closing(self):
        """The lesson's last card: play this game on, start a new one, or back to the title."""
        def choose(key):
            self.dialog = None
            if key == "play_on":
                self.play_on()
            else:
                registry.show(self.app, "setup" if key == "new" else "title")
        self.closing_shown = True
        self.dialog = closing_dialog(self.coach, choose)

    def play_on(self):
        """The lesson's game goes on as any game against the computer: the in-game screen without a coach,
        autosaved from now on (Continue resumes it), to its end screen. The coach stops listening as the screen
        is left; lesson.json is gone since the closing step."""
        open_game(self.app, self.session)
        if self.session.autosaver is not None:     # on disk at once: Continue has it before the next move
            self.session.autosaver.write_now()

    # ------------------------------------------------------------------ the loop

    def handle(self, event):
        if self.dialog is None and self.pass_to is None and self.card_rect.width:
            fit = self._card_fit[1]
            if fit is not None and fit.with_next and self.coach.reading and self.next_button.handle(event):
                self.coach.next()
                self.sync()
                return
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.card_rect.collidepoint(event.pos):
                return     # a click on the card is only read
        super().handle(event)

    def update(self, dt):
        super().update(dt)
        self.coach.update()
        if self.coach.finished and not self.closing_shown and self.dialog is None and not self.die_rolling():
            self.show_closing()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface):
        super().draw(surface)      # the card is drawn with the side panel (LessonPanel), under dialogs and popups
        if self.dialog is not None or self.pass_to is not None:
            return
        self.draw_highlight(surface)
        self.draw_tooltip(surface, self.mouse, self.tooltip_text())   # over the glow too

    def draw_highlight(self, surface):
        """The glow on what the step asks to click."""
        coach = self.coach
        mode = self.mode
        w = max(3, int(round(4 * self.layout.s)))
        if mode is not None and mode.covers_map:
            slot = coach.combo()
            cards = getattr(mode, "cards", [])
            if slot is not None and slot < len(cards):
                pygame.draw.rect(surface, GLOW, cards[slot].inflate(10, 10), w + 1, border_radius=14)
            return
        for r in self.highlighted_regions():
            self.draw_glow(surface, r, GLOW, 90, w)
        for rect in self.highlighted_buttons():
            pygame.draw.rect(surface, GLOW, rect.inflate(8, 8).clip(surface.get_rect()), w, border_radius=12)

    def highlighted_regions(self):
        coach = self.coach
        r = coach.region()
        if r is not None:
            return [r]
        act = coach.step.act or {}
        active = self.game.players[coach.seat].active
        if act.get("type") == "redeploy" and active is not None and self.session.is_human_turn():
            return sorted(active.regions)
        return []

    def highlighted_buttons(self):
        rects = []
        for key in self.coach.step.buttons:
            if key == "undo":
                button = self.hud.undo if self.hud.show_undo() else None
            else:
                button = self.bar.button(key) or getattr(self.mode, "buttons", {}).get(key)
            if button is not None:
                rects.append(button.rect)
        return rects

    # ------------------------------------------------------------------ the card

    def card_content(self):
        """(step index, title, text, with Next) of the card now, or None once the lesson is over. While a die
        tumbles, the card of before the roll stays (what the die decided is not told before it lands)."""
        coach = self.coach
        if coach is None or coach.finished:
            return None
        if self.die_rolling() and self._card_before_die is not None:
            return self._card_before_die
        waiting = coach.step.wait and self.session.is_ai_turn()
        key = (id(self.game), len(self.game.actions), coach.index, waiting, generation(), id(coach.last_score))
        if self._card[0] != key:
            text = coach.text()
            if waiting:
                text += "\n" + _("{name} is playing…").format(name=coach.computer())
            self._card = (key, (coach.index, coach.title(), text, coach.reading))
        content = self._card[1]
        if not self.die_rolling():
            self._card_before_die = content[:3] + (False,)
        return content

    def card_fit(self, layout, area):
        """The card laid out at the top of `area` (the log's place), in the largest type that fits over the
        LOG_LINES_KEPT lines the log keeps under it; None when there is no card."""
        content = self.card_content()
        if content is None:
            return None
        key = (layout.size, tuple(area), content, generation())
        if self._card_fit[0] != key:
            self._card_fit = (key, self._lay_out_card(layout, area, content))
        return self._card_fit[1]

    def _lay_out_card(self, layout, area, content):
        s = layout.s
        pad = int(12 * s)
        _index, _title, text, with_next = content
        bh = max(30, int(40 * s)) if with_next else 0
        # the log under the card keeps its heading and LOG_LINES_KEPT lines (as ui.hud draws it: a heading of
        # 36 * s, lines 3 apart, 8 below), 8 * s apart from the card (LessonPanel)
        log_lines = LOG_LINES_KEPT * (font(layout.fs(13)).get_linesize() + 3)
        room = area.height - int(8 * s) - (int(36 * s) + log_lines + 8)
        size = layout.fs(16)
        while True:     # the largest type that fits the place
            head, body = font(size + 3, bold=True, serif=True), font(size)
            lines = [line for part in text.split("\n") for line in wrap_text(part, body, area.width - 2 * pad)]
            h = 2 * pad + head.get_linesize() + int(6 * s) + len(lines) * body.get_linesize() + (bh + pad if bh else 0)
            if h <= room or size <= 11:
                break
            size -= 1
        rect = pygame.Rect(area.left, area.top, area.width, max(0, min(room, h)))
        return CardFit(content, rect, size, lines, bh, h <= rect.height)

    def draw_card(self, surface, fit):
        """The card (`fit`: card_fit's); nothing once the lesson is over."""
        if fit is None:
            self.card_rect = pygame.Rect(0, 0, 0, 0)
            return
        rect = fit.rect
        draw_card_box(surface, self.layout, rect, f"{fit.index + 1}/{len(STEPS)}", fit.title, fit.lines, fit.size,
                      fit.button_h, self.next_button if fit.with_next else None, head_step=3, gap=6, button_size=16,
                      button_least=110)
        self.card_rect = rect
