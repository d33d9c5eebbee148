"""Warcraft's lesson screen: the play screen (scenes/play.py, which it extends: the lesson is a real game
played with the real clicks) with the coach's card and what the step asks to click glowing.

Every learner's action goes through the coach's gate in the session (coach.LessonSession): only the step's
action goes through, anything else is refused with the lesson's reason and changes nothing. Undo is the play
screen's: taking a taught action back takes the lesson back to its step. The card (card.CoachCard) stands
over the map where it hides no glowing or lit space. The menu offers Rules, Start over, Leave and Keep
playing. The last card offers Play on (the same game goes on as any game: the real computer player,
autosaved, Continue resumes it), New game and the title screen.
"""

import os

import pygame

from game.i18n import _, generation
from game.scenes import registry
from game.scenes.opening import open_game
from game.settings import saved_animation_speed
from game.ui.dialogs import Dialog
from games.warcraft_board.scenes.play import WarcraftPlayScene

from .card import CoachCard, draw_rect_glow, draw_space_glow
from .coach import LEARNER, WarcraftCoach, forget_progress, load_progress, new_session, progress_path
from .lesson import STEPS

THREADED = True        # the computer thinks on a worker thread (the tests think on theirs)


class WarcraftLessonScene(WarcraftPlayScene):
    """The lesson (module doc). `fresh`: start again instead of resuming."""

    def __init__(self, app, back=None, fresh=False, threaded=None):
        threaded = THREADED if threaded is None else threaded
        speed = saved_animation_speed()
        saved = not fresh and os.path.lexists(progress_path())    # a lesson left half-way (the last step forgets it)
        resumed = None if fresh else load_progress(threaded=threaded, speed=speed)
        session, step = resumed if resumed else (new_session(threaded=threaded, speed=speed), 0)
        super().__init__(app, session)
        self.back_to = back
        self.coach = WarcraftCoach(session, step)
        self.coach_card = CoachCard()
        self.closing_shown = False
        self._content = (None, None)
        if saved and resumed is None:       # a damaged or hostile progress file: say why it begins again
            self.messages.show(_("The lesson could not be resumed where you left it, so it starts again."),
                               "error", 10.0)

    # ------------------------------------------------------------------ scene hooks

    def leave(self):
        super().leave()
        if not self._coming_back:       # away on Rules, the lesson goes on listening
            self.coach.close()

    def learner_turn(self):
        return self.my_turn() and self.seat == LEARNER

    def ask_menu(self):
        def choose(key):
            self.dialog = None
            if key == "leave":
                registry.show(self.app, "title")
            elif key == "restart":
                forget_progress()
                self.coach.close()
                self._coming_back = False
                self.app.switch(WarcraftLessonScene(self.app, back=self.back_to, fresh=True,
                                                    threaded=self.session.threaded))
            elif key == "rules":
                from games.warcraft_board.scenes.rules import WarcraftRulesScene

                self._coming_back = True
                self.app.switch(WarcraftRulesScene(self.app, back=self))
        self.dialog = Dialog(_("Menu"), _("Leave the lesson: Learn to play on the title screen resumes it at "
                                          "this step. Start over plays it again from the beginning."),
                             [("rules", _("Rules"), False), ("restart", _("Start over"), False),
                              ("leave", _("Leave"), False), ("stay", _("Keep playing"), True)],
                             choose, width=760, default="stay")

    def show_closing(self):
        def choose(key):
            self.dialog = None
            if key == "play_on":
                self.play_on()
            elif key == "new":
                from games.warcraft_board.scenes.setup import WarcraftSetupScene

                self.app.switch(WarcraftSetupScene(self.app))
            else:
                registry.show(self.app, "title")
        self.closing_shown = True
        self.dialog = Dialog(self.coach.title(), self.coach.text(),
                             [("play_on", _("Play on"), True), ("new", _("New game"), False),
                              ("title", _("Title screen"), False)], choose, width=760, default="play_on")

    def play_on(self):
        """The lesson's game goes on as any game against the computer: the play screen without a coach, the
        real computer player, autosaved from now on (Continue resumes it)."""
        self.coach.close()
        for seat, player in list(self.session.bots.items()):
            self.session.bots[seat] = getattr(player, "player", player)
        open_game(self.app, self.session)
        if self.session.autosaver is not None:      # on disk at once: Continue has it before the next move
            self.session.autosaver.write_now()

    # ------------------------------------------------------------------ the loop

    def handle(self, event):
        if self.dialog is None and self.coach_card.rect.width:
            if self.coach_card.with_next and self.coach.reading and self.coach_card.next_button.handle(event):
                self.coach.next()
                return
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                    self.coach_card.rect.collidepoint(event.pos):
                return      # a click on the card is only read
        super().handle(event)

    def update(self, dt):
        super().update(dt)
        step = self.coach.step
        if step.allow and step.until:
            self.coach.catch_up()
        if self.coach.finished and not self.closing_shown and self.dialog is None:
            self.show_closing()

    def is_animating(self):
        return super().is_animating() or (self.coach.finished and not self.closing_shown)

    # ------------------------------------------------------------------ drawing

    def card_content(self):
        """(index, total, title, text, with Next), or None once the lesson is over."""
        coach = self.coach
        if coach.finished:
            return None
        waiting = self.session.is_ai_turn()
        key = (coach.index, id(self.game), len(self.game.actions), waiting, generation())
        if self._content[0] != key:
            text = coach.text()
            if waiting:
                text += "\n" + _("{name} is playing…").format(name=coach.computer())
            self._content = (key, (coach.index, len(STEPS), coach.title(), text, coach.reading))
        return self._content[1]

    def glowing_spaces(self):
        """The spaces the step asks to click, while it is the learner's to click them."""
        step = self.coach.step
        if not self.learner_turn() or not step.spaces:
            return []
        if step.act is not None and step.act.get("type") == "move" and self.selected is not None:
            return list(step.spaces[1:])            # the unit is chosen: its destination glows
        if step.allow:
            lit = self.lit_spaces()
            return [space for space in step.spaces if space in lit]
        return list(step.spaces)

    def glowing_rects(self):
        step = self.coach.step
        rects = []
        if not self.learner_turn():
            return rects
        self.sync_bar()
        for key in step.buttons:
            button = self.bar.button(key)
            if button is not None:
                rects.append(button.rect)
        for rect, card in self.side.cards:
            if card in step.cards:
                rects.append(rect)
        return rects

    def avoided_spaces(self):
        marks = self.marks()
        spaces = set(marks.lit) | set(self.glowing_spaces()) | set(marks.flanks)
        if marks.battle:
            spaces.add(marks.battle)
        return spaces

    def draw(self, surface):
        super().draw(surface)
        layout = self.layout
        if self.dialog is not None or self.needs_pass():
            self.coach_card.hide()
            return
        width = max(3, int(round(4 * layout.s)))
        draw_space_glow(surface, self.view, self.glowing_spaces(), width)
        draw_rect_glow(surface, self.glowing_rects(), width)
        battle_rect = None
        if self.game.battle is not None:
            battle_rect = pygame.Rect(layout.map.left, layout.map.top, layout.map.width, int(layout.map.height * 0.3))
        self.coach_card.draw(surface, layout, self.view, self.card_content(), self.avoided_spaces(), [battle_rect])
        self.messages.draw(surface, layout)     # a refusal stays readable over the card


def lesson_scene(app, back=None):
    return WarcraftLessonScene(app, back=back)
