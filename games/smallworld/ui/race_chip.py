"""A race's chip: a disc in the race's colour with its emblem, as its tokens look (the pick screen,
the players panel, the rules screen)."""

import pygame

from game.ui import theme
from game.ui.widgets import RAISED, draw_badge


def draw_race_chip(surface, center, radius, race_id, declined=False, raised=False):
    """A disc in the race's colour with its emblem (the look of its tokens); greyed and struck through
    when declined. `raised` (the menus): a heavier edge and a light rim."""
    color, emblem = theme.race_color(race_id), theme.race_emblem(race_id)
    if raised:
        draw_badge(surface, (int(center[0]), int(center[1])), radius, color, emblem, 0.66, rim=True, **RAISED)
        return
    if declined:
        color = theme.desaturate(color, 0.75, toward=(150, 146, 140))
    draw_badge(surface, center, radius, color, emblem, 0.66, ink=(236, 232, 224) if declined else None)
    if declined:
        cx, cy = center
        pygame.draw.line(surface, (40, 36, 34), (cx - radius * 0.7, cy + radius * 0.7),
                         (cx + radius * 0.7, cy - radius * 0.7), max(1, int(radius * 0.2)))
