"""The lesson screen's part every game shares: a game's lesson screen is its play screen (the lesson is a
real game played with the real clicks) with `LessonScreen` mixed in before it, which adds the coach, its
card over the map and what the step asks to click glowing.

    class GameLessonScene(LessonScreen, GamePlayScene):
        lesson = <the game's tutorial.coach module>     progress_path, load_progress, new_session, forget_progress
        card_class = <its CoachCard>
        def __init__(self, app, back=None, fresh=False, threaded=None):
            self.start_lesson(app, back, fresh, threaded, speed)
        def make_coach(self, session, step), rules_scene(self), setup_scene(self), draw_glow(self, surface, width)
        (and, if it has them: prepare_session, avoided_places, avoided_rects, card_hidden, lesson_hidden,
        closing_ready, on_lesson_update, content_key, restore_players)

A lesson left half-way is resumed from its progress file; one that cannot be resumed starts again, and the
screen says why. The card's Next moves a reading step on; a click on the card is only read. The menu offers
Rules, Start over, Leave and Keep playing. The last card offers Play on (the same game goes on as any game:
autosaved, Continue resumes it), New game and the title screen.
"""

import os

import pygame

from game.i18n import _, generation
from game.scenes import registry
from game.scenes.opening import open_game
from game.ui.dialogs import Dialog


def menu_dialog(choose, text=None):
    """The lesson's menu: Rules, Start over, Leave, Keep playing; `choose(key)` is told the choice."""
    text = text or _("Leave the lesson: Learn to play on the title screen resumes it at this step. Start over "
                     "plays it again from the beginning.")
    return Dialog(_("Menu"), text, [("rules", _("Rules"), False), ("restart", _("Start over"), False),
                                    ("leave", _("Leave"), False), ("stay", _("Keep playing"), True)],
                  choose, width=760, default="stay")


def closing_dialog(coach, choose):
    """The lesson's last card: Play on, New game, Title screen."""
    return Dialog(coach.title(), coach.text(), [("play_on", _("Play on"), True), ("new", _("New game"), False),
                                                ("title", _("Title screen"), False)],
                  choose, width=760, default="play_on")


class LessonScreen:
    lesson = None               # the game's coach module
    card_class = None           # the game's CoachCard

    def start_lesson(self, app, back, fresh, threaded, speed):
        """The lesson's session (resumed, or new), the play screen over it, the coach and its card."""
        lesson = self.lesson
        saved = not fresh and os.path.lexists(lesson.progress_path())   # left half-way (the last step forgets it)
        resumed = None if fresh else lesson.load_progress(threaded=threaded, speed=speed)
        session, step = resumed if resumed else (lesson.new_session(threaded=threaded, speed=speed), 0)
        self.prepare_session(session)
        super().__init__(app, session)
        self.back_to = back
        self.coach = self.make_coach(session, step)
        self.coach_card = self.card_class()
        self.closing_shown = False
        self._content = (None, None)
        if saved and resumed is None:       # a damaged or hostile progress file: say why it begins again
            self.messages.show(_("The lesson could not be resumed where you left it, so it starts again."),
                               "error", 10.0)

    # ------------------------------------------------------------------ what a game gives

    def prepare_session(self, session):
        """Before the play screen is built over `session`."""

    def make_coach(self, session, step):
        raise NotImplementedError

    def rules_scene(self):
        """The game's rules screen, back to this one."""
        raise NotImplementedError

    def setup_scene(self):
        """The game's New game screen."""
        raise NotImplementedError

    def restore_players(self):
        """Play on: the computer seats get back the players the lesson held in check."""

    def draw_glow(self, surface, width):
        """What the step asks to click, glowing."""

    def avoided_places(self):
        """The map's places the card must not hide."""
        return set()

    def avoided_rects(self):
        """The rects over the map the card must not hide."""
        return []

    def card_hidden(self):
        """The card is not shown now (something over the map tells the step's story)."""
        return False

    def lesson_hidden(self):
        """Neither the card nor the glow is shown now (beyond a dialog)."""
        return False

    def closing_ready(self):
        """The last card may be shown now."""
        return True

    def on_lesson_update(self):
        """Every update, before the lesson moves on."""

    # ------------------------------------------------------------------ scene hooks

    def leave(self):
        super().leave()
        if not self._coming_back:       # away on Rules, the lesson goes on listening
            self.coach.close()

    def learner_turn(self):
        return self.my_turn() and self.seat == self.coach.learner

    def ask_menu(self):
        def choose(key):
            self.dialog = None
            if key == "leave":
                registry.show(self.app, "title")
            elif key == "restart":
                self.lesson.forget_progress()
                self.coach.close()
                self._coming_back = False
                self.app.switch(type(self)(self.app, back=self.back_to, fresh=True, threaded=self.session.threaded))
            elif key == "rules":
                self._coming_back = True
                self.app.switch(self.rules_scene())
        self.dialog = menu_dialog(choose)

    def show_closing(self):
        def choose(key):
            self.dialog = None
            if key == "play_on":
                self.play_on()
            elif key == "new":
                self.app.switch(self.setup_scene())
            else:
                registry.show(self.app, "title")
        self.closing_shown = True
        self.dialog = closing_dialog(self.coach, choose)

    def play_on(self):
        """The lesson's game goes on as any game against the computer: the play screen without a coach,
        autosaved from now on (Continue resumes it). The progress file is gone since the closing step."""
        self.coach.close()
        self.restore_players()
        open_game(self.app, self.session)
        if self.session.autosaver is not None:      # on disk at once: Continue has it before the next move
            self.session.autosaver.write_now()

    # ------------------------------------------------------------------ the loop

    def handle(self, event):
        card = self.coach_card
        if self.dialog is None and card.rect.width:
            if card.with_next and self.coach.reading and card.next_button.handle(event):
                self.coach.next()
                return
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and card.rect.collidepoint(event.pos):
                return      # a click on the card is only read
        super().handle(event)

    def update(self, dt):
        super().update(dt)
        self.on_lesson_update()
        if self.coach.free_done():      # a free step's end came at a computer's turn
            self.coach.advance()
        if self.coach.finished and not self.closing_shown and self.dialog is None and self.closing_ready():
            self.show_closing()

    def is_animating(self):
        return super().is_animating() or (self.coach.finished and not self.closing_shown)

    # ------------------------------------------------------------------ drawing

    def content_key(self):
        """What the card's text depends on beyond the step, the game and the language."""
        return ()

    def card_content(self):
        """(index, total, title, text, with Next), or None (the lesson over, or the card hidden for now)."""
        coach = self.coach
        if coach.finished or self.card_hidden():
            return None
        waiting = self.session.is_ai_turn()
        key = (coach.index, id(self.game), len(self.game.actions), waiting, generation(), self.content_key())
        if self._content[0] != key:
            text = coach.text()
            if waiting:
                text += "\n" + _("{name} is playing…").format(name=coach.computer())
            self._content = (key, (coach.index, len(coach.steps), coach.title(), text, coach.reading))
        return self._content[1]

    def step_button_rects(self):
        """The action bar's buttons the step asks to click (its `buttons`, by their key)."""
        self.sync_bar()
        buttons = (self.bar.button(key) for key in self.coach.step.buttons)
        return [button.rect for button in buttons if button is not None]

    def draw(self, surface):
        super().draw(surface)
        layout = self.layout
        if self.dialog is not None or self.lesson_hidden():
            self.coach_card.hide()
            return
        width = max(3, int(round(4 * layout.s)))
        self.draw_glow(surface, width)
        self.coach_card.draw(surface, layout, self.view, self.card_content(), self.avoided_places(),
                             self.avoided_rects())
        self.messages.draw(surface, layout)     # a refusal stays readable over the card
