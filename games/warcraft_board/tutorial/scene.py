"""Warcraft's lesson screen: the play screen (scenes/play.py, which it extends: the lesson is a real game
played with the real clicks) with the shell's lesson part (game/lesson/scene.py: the coach's card, the
menu, the closing card, Play on) and what the step asks to click glowing.

Every learner's action goes through the coach's gate in the session (game.lesson.coach.LessonSession): only
the step's action goes through, anything else is refused with the lesson's reason and changes nothing. Undo
is the play screen's: taking a taught action back takes the lesson back to its step. The card
(card.CoachCard) stands over the map where it hides no glowing or lit space. Play on gives the computer seat
back the real computer player.
"""

import pygame

from game.lesson.scene import LessonScreen
from game.settings import saved_animation_speed
from games.warcraft_board.scenes.play import WarcraftPlayScene

from . import coach as lesson
from .card import CoachCard, draw_rect_glow, draw_space_glow
from .coach import WarcraftCoach

THREADED = True        # the computer thinks on a worker thread (the tests think on theirs)


class WarcraftLessonScene(LessonScreen, WarcraftPlayScene):
    """The lesson (module doc). `fresh`: start again instead of resuming."""

    lesson = lesson
    card_class = CoachCard
    plays_forced_choices = False        # every click of the lesson is taught, the idle ones too

    def __init__(self, app, back=None, fresh=False, threaded=None):
        self.start_lesson(app, back, fresh, THREADED if threaded is None else threaded, saved_animation_speed())

    def make_coach(self, session, step):
        return WarcraftCoach(session, step)

    def rules_scene(self):
        from games.warcraft_board.scenes.rules import WarcraftRulesScene

        return WarcraftRulesScene(self.app, back=self)

    def setup_scene(self):
        from games.warcraft_board.scenes.setup import WarcraftSetupScene

        return WarcraftSetupScene(self.app)

    def restore_players(self):
        for seat, player in list(self.session.bots.items()):
            self.session.bots[seat] = getattr(player, "player", player)

    def lesson_hidden(self):
        return self.needs_pass()

    # ------------------------------------------------------------------ what glows, what the card avoids

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
        rects.extend(self.step_button_rects())
        for rect, card in self.side.cards:
            if card in step.cards:
                rects.append(rect)
        return rects

    def avoided_places(self):
        marks = self.marks()
        spaces = set(marks.lit) | set(self.glowing_spaces()) | set(marks.flanks)
        if marks.battle:
            spaces.add(marks.battle)
        return spaces

    def avoided_rects(self):
        """The battle's dice panel, over the top of the map."""
        if self.game.battle is None:
            return []
        layout = self.layout
        return [pygame.Rect(layout.map.left, layout.map.top, layout.map.width, int(layout.map.height * 0.3))]

    def draw_glow(self, surface, width):
        draw_space_glow(surface, self.view, self.glowing_spaces(), width)
        draw_rect_glow(surface, self.glowing_rects(), width)


def lesson_scene(app, back=None):
    return WarcraftLessonScene(app, back=back)
