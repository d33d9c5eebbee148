"""The Wolves' lesson screen: the play screen (scenes/play.py, which it extends: the lesson is a real
game played with the real clicks) with the shell's lesson part (game/lesson/scene.py: the coach's card,
the menu, the closing card, Play on) and what the step asks to click glowing.

The coach (coach.WolvesCoach) is asked before any learner's action is sent (`submit`) and before an
action is begun from the bar (`start_plan`): only the step's action goes through, anything else is
refused with the lesson's reason and changes nothing. Undo is the play screen's: taking a taught action
back takes the lesson back to its step. The card (card.CoachCard) stands over the map where it hides
no lit target; the log and the pack board stay in sight; it waits while a scoring is told over the map.
"""

from game import audio
from game.lesson.scene import LessonScreen
from game.settings import saved_animation_speed
from games.wolves.model.hexes import parse_hex
from games.wolves.scenes.play import WolvesPlayScene
from games.wolves.scenes.scoring_overlay import overlay_text, scored_region
from games.wolves.scenes.sounds import EVENT_SOUNDS
from games.wolves.ui import words

from . import coach as lesson
from .card import CoachCard, draw_hex_glow, draw_rect_glow
from .coach import WolvesCoach

THREADED = True        # the computer thinks on a worker thread (the tests think on theirs)


class WolvesLessonScene(LessonScreen, WolvesPlayScene):
    """The lesson (module doc). `fresh`: start again instead of resuming."""

    lesson = lesson
    card_class = CoachCard

    def __init__(self, app, back=None, fresh=False, threaded=None):
        self._lit_pay = None            # the plan whose payment was set to the step's lit tiles
        self.start_lesson(app, back, fresh, THREADED if threaded is None else threaded, saved_animation_speed())

    def prepare_session(self, session):
        audio.attach(session.bus, EVENT_SOUNDS)

    def make_coach(self, session, step):
        coach = WolvesCoach(session, step)
        coach.scoring_words = lambda game, event: words.capital(overlay_text(scored_region(game, event)))
        return coach

    def rules_scene(self):
        from games.wolves.scenes.rules import WolvesRulesScene

        return WolvesRulesScene(self.app, back=self)

    def setup_scene(self):
        from games.wolves.scenes.setup import WolvesSetupScene

        return WolvesSetupScene(self.app)

    def card_hidden(self):
        return self.scoring.visible()       # a scoring told over the map: the card tells it again once closed

    def closing_ready(self):
        return not self.scoring.visible()

    def content_key(self):
        return len(self.coach.scorings)

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

    def on_lesson_update(self):
        self.light_step_payment()

    # ------------------------------------------------------------------ what glows, what the card avoids

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
        rects.extend(self.step_button_rects())
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

    def avoided_places(self):
        return self.avoided_hexes()

    def avoided_rects(self):
        return [self.orient.rect if self.game.phase == "orient" and self.my_turn() else None]

    def draw_glow(self, surface, width):
        draw_hex_glow(surface, self.view, self.glowing_hexes(), width)
        draw_rect_glow(surface, self.glowing_rects(), width)

    def draw(self, surface):
        self.light_step_payment()
        super().draw(surface)


def lesson_scene(app, back=None):
    return WolvesLessonScene(app, back=back)
