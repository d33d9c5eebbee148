"""The coach's card of Warcraft's lesson (the shell's card, game/lesson/card.py), over the map where it hides
the least: the side column holds the seat's sheet, its hand and the log, so the card stands over the map,
covering no space to avoid (what the step asks to click, the spaces the board lights, the battle and its
flanks) and the fewest spaces, below the battle's dice panel when one is shown."""

import pygame

from game.lesson.card import GLOW, draw_rect_glow
from game.lesson.card import CoachCard as LessonCard

__all__ = ["CoachCard", "draw_rect_glow", "draw_space_glow"]


class CoachCard(LessonCard):
    def anchors(self, view):
        return {sid: view.anchor(sid)[0] for sid in view.board.spaces}


def draw_space_glow(surface, view, spaces, width):
    """A light-blue outline round each space the step asks to click."""
    for sid in spaces:
        if sid in view.board.spaces:
            pygame.draw.polygon(surface, GLOW, view.outline(sid), width)
