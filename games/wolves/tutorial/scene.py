"""The Wolves' lesson screen: the play screen (scenes/play.py, which it extends: the lesson is a real
game played with the real clicks) with the coach's card and what the step asks to click glowing.

The coach (coach.WolvesCoach) is asked before any learner's action is sent (`submit`) and before an
action is begun from the bar (`start_plan`): only the step's action goes through, anything else is
refused with the lesson's reason and changes nothing. Undo is the play screen's: taking a taught action
back takes the lesson back to its step. The card (card.CoachCard) stands over the map where it hides
no lit target; the log and the pack board stay in sight. The menu offers Rules, Start over, Leave and
Keep playing. The last card offers Play on (the same game goes on as any game: autosaved, Continue
resumes it, to its end screen), New game and the title screen.
"""

import os

import pygame

from game import audio
from game.i18n import _, generation
from game.scenes import registry
from game.scenes.opening import open_game
from game.settings import saved_animation_speed
from game.ui.dialogs import Dialog
from games.wolves.model.hexes import parse_hex
from games.wolves.scenes.play import WolvesPlayScene
from games.wolves.scenes.scoring_overlay import overlay_text, scored_region
from games.wolves.scenes.sounds import EVENT_SOUNDS
from games.wolves.ui import words

from .card import CoachCard, draw_hex_glow, draw_rect_glow
from .coach import LEARNER, WolvesCoach, forget_progress, load_progress, new_session, progress_path
from .lesson import STEPS

THREADED = True        # the computer thinks on a worker thread (the tests think on theirs)


class WolvesLessonScene(WolvesPlayScene):
    """The lesson (module doc). `fresh`: start again instead of resuming."""

    def __init__(self, app, back=None, fresh=False, threaded=None):
        threaded = THREADED if threaded is None else threaded
        speed = saved_animation_speed()
        saved = not fresh and os.path.lexists(progress_path())    # a lesson left half-way (the last step forgets it)
        resumed = None if fresh else load_progress(threaded=threaded, speed=speed)
        session, step = resumed if resumed else (new_session(threaded=threaded, speed=speed), 0)
        audio.attach(session.bus, EVENT_SOUNDS)
        super().__init__(app, session)
        self.back_to = back
        self.coach = WolvesCoach(session, step)
        self.coach.scoring_words = lambda game, event: words.capital(overlay_text(scored_region(game, event)))
        self.card = CoachCard()
        self.closing_shown = False
        self._content = (None, None)
        self._lit_pay = None            # the plan whose payment was set to the step's lit tiles
        if saved and resumed is None:       # a damaged or hostile lesson-wolves.json: say why it begins again
            self.messages.show(_("The lesson could not be resumed where you left it, so it starts again."),
                               "error", 10.0)

    # ------------------------------------------------------------------ scene hooks

    def leave(self):
        super().leave()
        if not self._coming_back:       # away on Rules, the lesson goes on listening
            self.coach.close()

    def learner_turn(self):
        return self.my_turn() and self.seat == LEARNER

    # ------------------------------------------------------------------ the gate

    def submit(self, action):
        if self.learner_turn():
            reason = self.coach.refusal(action)
            if reason:
                self.messages.show(reason, "error", 4.0)
                return None
        return super().submit(action)

    def start_plan(self, kind):
        act = self.coach.step.act
        if self.learner_turn() and not self.coach.step.free and (act is None or act.get("type") != kind):
            self.messages.show(self.coach.refusal({"type": kind, "player": self.seat}), "error", 4.0)
            return
        super().start_plan(kind)

    def click_hex(self, h, pos):
        """A click on the map while the step teaches something else than a Move: a wolf clicked does not begin
        one (the lesson says why)."""
        step = self.coach.step
        if (self.plan is None and self.learner_turn() and self.game.phase == "play" and not step.free
                and (step.act or {}).get("type") != "move" and any(k for k, at in self.movable() if at == h)):
            self.messages.show(self.coach.refusal({"type": "move", "player": self.seat}), "error", 4.0)
            return
        super().click_hex(h, pos)

    def ask_menu(self):
        def choose(key):
            self.dialog = None
            if key == "leave":
                registry.show(self.app, "title")
            elif key == "restart":
                forget_progress()
                self.app.switch(WolvesLessonScene(self.app, back=self.back_to, fresh=True,
                                                  threaded=self.session.threaded))
            elif key == "rules":
                from games.wolves.scenes.rules import WolvesRulesScene

                self._coming_back = True
                self.app.switch(WolvesRulesScene(self.app, back=self))
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
                from games.wolves.scenes.setup import WolvesSetupScene

                self.app.switch(WolvesSetupScene(self.app))
            else:
                registry.show(self.app, "title")
        self.closing_shown = True
        self.dialog = Dialog(self.coach.title(), self.coach.text(),
                             [("play_on", _("Play on"), True), ("new", _("New game"), False),
                              ("title", _("Title screen"), False)], choose, width=760, default="play_on")

    def play_on(self):
        """The lesson's game goes on as any game against the computer: the play screen without a coach,
        autosaved from now on (Continue resumes it). The progress file is gone since the closing step."""
        self.coach.close()
        open_game(self.app, self.session)
        if self.session.autosaver is not None:      # on disk at once: Continue has it before the next move
            self.session.autosaver.write_now()

    # ------------------------------------------------------------------ the loop

    def handle(self, event):
        if self.dialog is None and self.card.rect.width:
            if self.card.with_next and self.coach.reading and self.card.next_button.handle(event):
                self.coach.next()
                return
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.card.rect.collidepoint(event.pos):
                return      # a click on the card is only read
        super().handle(event)

    def light_step_payment(self):
        """A step that pays otherwise than the engine's default (`pay`: its tiles) lights those tiles once in
        the plan of its action; the learner may still change them (and is told why not, on Confirm)."""
        step, plan = self.coach.step, self.plan
        if not step.pay or plan is None or plan.kind != (step.act or {}).get("type") or plan.terrain() is None:
            return
        key = (id(plan), plan.terrain())
        if self._lit_pay == key:
            return
        self._lit_pay = key
        for tile in plan.payment()["tiles"]:
            if tile not in step.pay:
                plan.toggle_tile(tile)          # not lit: left out
        for tile in step.pay:
            if tile not in plan.pay_tiles:
                plan.toggle_tile(tile)

    def update(self, dt):
        super().update(dt)
        self.light_step_payment()
        if self.coach.step.free and "new" in self.game.scored:     # the scoring came at a computer's turn end
            self.coach.advance()
        if self.coach.finished and not self.closing_shown and self.dialog is None and not self.scoring.visible():
            self.show_closing()

    def is_animating(self):
        return super().is_animating() or (self.coach.finished and not self.closing_shown)

    # ------------------------------------------------------------------ drawing

    def card_content(self):
        """(index, total, title, text, with Next), or None (the lesson over, or a scoring told over the map: the
        card tells it again once that is closed)."""
        coach = self.coach
        if coach.finished or self.scoring.visible():
            return None
        waiting = self.session.is_ai_turn()
        key = (coach.index, id(self.game), len(self.game.actions), waiting, generation(), len(coach.scorings))
        if self._content[0] != key:
            text = coach.text()
            if waiting:
                text += "\n" + _("{name} is playing…").format(name=coach.computer())
            self._content = (key, (coach.index, len(STEPS), coach.title(), text, coach.reading))
        return self._content[1]

    def glowing_hexes(self):
        """The hexes the step asks to click, while it is the learner's to click them."""
        step = self.coach.step
        if not self.learner_turn() or step.act is None:
            return []
        hexes = [parse_hex(h) for h in step.hexes]
        plan = self.plan
        if step.act.get("type") == "move" and plan is not None and plan.active is not None:
            hexes = hexes[1:]           # the wolf is chosen: its destination glows
        return hexes

    def glowing_rects(self):
        step = self.coach.step
        rects = []
        if not self.learner_turn() or step.act is None:
            return rects
        self.sync_bar()
        for key in step.buttons:
            button = self.bar.button(key)
            if button is not None:
                rects.append(button.rect)
        if step.act.get("type") == "orient" and self.game.phase == "orient":
            row = self.orient.rows.get(step.act.get("face"))
            if row is not None:
                rects.append(row)
        return rects

    def avoided_hexes(self):
        marks = self.board_overlay().marks
        hexes = set(marks.lit) | set(marks.reachable) | set(self.glowing_hexes())
        hexes |= {h if not isinstance(h[0], tuple) else h[0] for h in marks.selected}
        if self.plan is not None:
            hexes |= {end for _k, _s, end in self.plan.chosen}
            if self.plan.target is not None:
                hexes.add(self.plan.target)
        return hexes

    def draw(self, surface):
        self.light_step_payment()
        super().draw(surface)
        layout = self.layout
        if self.dialog is not None:
            self.card.hide()
            return
        width = max(3, int(round(4 * layout.s)))
        draw_hex_glow(surface, self.view, self.glowing_hexes(), width)
        draw_rect_glow(surface, self.glowing_rects(), width)
        orient = self.orient.rect if self.game.phase == "orient" and self.my_turn() else None
        self.card.draw(surface, layout, self.view, self.card_content(), self.avoided_hexes(), [orient])
        self.messages.draw(surface, layout)     # a refusal stays readable over the card


def lesson_scene(app, back=None):
    return WolvesLessonScene(app, back=back)
