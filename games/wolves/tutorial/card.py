"""The coach's card of The Wolves' lesson (the shell's card, game/lesson/card.py), over the map where it
hides the least.

The play screen has no free room at 1024x640 (the side column holds the pack board, the calendar and
the log), so the card stands over the map: in whichever of its corners or edge middles covers no hex
the board lights (legal targets, reachable hexes, chosen wolves, what the step asks to click), no
panel over the map (the tiles' rows), and the fewest pieces and hexes.
"""

import functools

import pygame

from game.lesson.card import GLOW, draw_rect_glow
from game.lesson.card import CoachCard as LessonCard

__all__ = ["CoachCard", "draw_hex_glow", "draw_rect_glow"]


class CoachCard(LessonCard):
    button_h = 38
    most_height = 0.48
    widths = (270, 430, 0.42)
    bottom_first = False

    def anchors(self, view):
        if view.layout is None:
            return {}
        return {hx: view.center(hx) for hx in view.cells}


def draw_hex_glow(surface, view, hexes, width):
    """A light-blue outline round each hex the step asks to click."""
    if view.layout is None:
        return
    for hx in hexes:
        if hx in view.cells:
            pygame.draw.polygon(surface, GLOW, view.layout.corners(hx, 2.5), width)


draw_rect_glow = functools.partial(draw_rect_glow, radius=10)
