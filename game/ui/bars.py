"""The dark wooden bars around the map (in-game screen and replay viewer): strips, the top bar,
its round pips and the turn's status line."""

import pygame

from . import theme
from .fonts import fitting_font
from .widgets import draw_seat_badge, fit_text


def draw_strip(surface, rect, edge="top"):
    """The dark wooden strip under the action bar and the side panel, its lighter line along `edge`."""
    pygame.draw.rect(surface, theme.BAR_BG, rect)
    a, b = (rect.topleft, rect.topright) if edge == "top" else (rect.topleft, rect.bottomleft)
    pygame.draw.line(surface, theme.BAR_EDGE, a, b, 2)


def top_bar_picture(layout):
    """An empty top bar (its strip with the line along its bottom), to draw the bar's text on."""
    pic = pygame.Surface(layout.top.size)
    pic.fill(theme.BAR_BG)
    pygame.draw.line(pic, theme.BAR_EDGE, (0, pic.get_height() - 2), (pic.get_width(), pic.get_height() - 2), 2)
    return pic


def draw_round_pips(surface, layout, game, x, cy):
    """One pip a round from x (gold: played, white: this one); returns the x after the last."""
    pip = max(4, int(5 * layout.s))
    for k in range(1, game.rounds + 1):
        col = theme.COIN if k < game.round or game.over else (theme.PIP_NOW if k == game.round else theme.PIP_LATER)
        pygame.draw.circle(surface, col, (x + pip, cy), pip)
        x += pip * 2 + 4
    return x


def draw_turn_status(surface, layout, x, cy, seat, text, right, size):
    """The seat's badge (when there is one) and a line of text after it, cut to end before `right`."""
    s = layout.s
    if seat is not None:
        draw_seat_badge(surface, (x + int(11 * s), cy), int(11 * s), seat)
        x += int(26 * s)
    fnt = fitting_font(text, right - x, size, smallest=size * 0.72, bold=True)
    surface.blit(fnt.render(fit_text(text, fnt, right - x), True, theme.BAR_TEXT), (x, cy - fnt.get_height() // 2))
