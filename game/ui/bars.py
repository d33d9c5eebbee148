"""The dark wooden bars around the map (in-game screen and replay viewer): strips, the top bar,
its round pips and the turn's status line."""

import pygame

from . import theme
from .fonts import fitting_font, font
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
    """The seat's badge (when there is one) and the text after it, in the room before `right`: on one line
    (slightly smaller type if need be), else on two lines split after its colon, else cut with "…".
    Returns the lines drawn as (text, width in pixels, room in pixels)."""
    s = layout.s
    if seat is not None:
        draw_seat_badge(surface, (x + int(11 * s), cy), int(11 * s), seat)
        x += int(26 * s)
    room = right - x
    lines, fnt = status_lines(text, room, size, surface.get_height() - 6)
    y = cy - len(lines) * fnt.get_linesize() // 2 + (fnt.get_linesize() - fnt.get_height()) // 2
    drawn = []
    for line in lines:
        shown = fit_text(line, fnt, room)
        surface.blit(fnt.render(shown, True, theme.BAR_TEXT), (x, y))
        drawn.append((shown, fnt.size(shown)[0], room))
        y += fnt.get_linesize()
    return drawn


def status_lines(text, room, size, height):
    """(lines, font) for the status text in `room` pixels wide and `height` high: one line when it fits down
    to 72% of `size`; else two lines (after the colon; at the middle space when there is none or the part
    after the colon is too long for a line) in the largest type that fits both in the room and in the height."""
    one = fitting_font(text, room, size, smallest=size * 0.72, bold=True)
    if one.size(text)[0] <= room:
        return [text], one
    splits = _two_lines(text)
    if not splits:
        return [text], one
    fnt = None
    for lines in splits:
        for condensed in (False, True):
            for px in range(max(int(size * 0.8), 10), 9, -1):
                fnt = font(px, bold=True, condensed=condensed)
                if 2 * fnt.get_linesize() <= height and all(fnt.size(line)[0] <= room for line in lines):
                    return lines, fnt
    return splits[0], fnt or one     # a size too small for the loop: the one-line font, cut by the caller


def _two_lines(text):
    """The ways to put the text on two lines, best first: after its first ": ", then at the space nearest its
    middle (none if it has no space)."""
    splits = []
    head, colon, tail = text.partition(": ")
    if colon:
        splits.append([head + ":", tail])
    spaces = [i for i, c in enumerate(text) if c == " "]
    if spaces:
        mid = min(spaces, key=lambda i: abs(i - len(text) / 2))
        splits.append([text[:mid], text[mid + 1:]])
    return splits
