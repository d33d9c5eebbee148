"""An end screen's chart of a number game turn by game turn: one line a player in his colour, his piece at
its end, the scale on the left and the game turns below. Shared by the games' end screens.

    draw_line_chart(surface, rect, lines, s)
        lines   [(colour, chip picture or None, name, [value at the end of game turn 1, 2, ...])]
    returns [(rect around a point, "name: value · game turn t")] for tooltips.
    LEAST_HEIGHT: below this height (at scale 1) a chart says too little to be drawn.
"""

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.fonts import font

LEAST_HEIGHT = 110
GRID = (214, 200, 176)          # the scale's lines, a shade under the panel


def _step(top):
    """A round step for the scale's lines: 1, 2, 5, 10, 20, 50 ... giving at most five of them."""
    step = 1
    while top / step > 5:
        for factor in (2, 5 / 2, 2):
            step = int(step * factor)
            if top / step <= 5:
                break
    return step


def draw_line_chart(surface, rect, lines, s):
    x, y, width, height = rect
    tips = []
    turns = max((len(values) for *_rest, values in lines), default=0)
    if turns == 0 or height < LEAST_HEIGHT * s * 0.8:
        return tips
    small = font(max(11, int(13 * s)))
    chip = max(12, int(22 * s))
    top = max((max(values) for *_rest, values in lines if values), default=0) or 1
    step = _step(top)
    top = -(-top // step) * step                        # the scale ends on a line
    scale_w = small.size(str(top))[0] + int(8 * s)
    plot = pygame.Rect(x + scale_w, y + small.get_height() // 2, width - scale_w - chip - int(10 * s),
                       height - small.get_height() // 2 - small.get_linesize() - int(4 * s))

    def point(turn, value):
        across = plot.left + (plot.width * (turn - 1) / (turns - 1) if turns > 1 else plot.width / 2)
        return round(across), round(plot.bottom - plot.height * value / top)

    for value in range(0, top + 1, step):               # the scale: a line a step, its number on the left
        _x, ly = point(1, value)
        pygame.draw.line(surface, GRID, (plot.left, ly), (plot.right, ly), 1)
        label = small.render(str(value), True, theme.TEXT_MUTED)
        surface.blit(label, (plot.left - label.get_width() - int(6 * s), ly - label.get_height() // 2))
    every = max(1, -(-turns * small.size("30")[0] * 2 // max(1, plot.width)))      # turn numbers that fit
    shown = [turn for turn in range(1, turns + 1) if turn % every == 0 and turns - turn >= every] + [turns]
    for turn in shown:
        label = small.render(str(turn), True, theme.TEXT_MUTED)
        lx, _y = point(turn, 0)
        surface.blit(label, (lx - label.get_width() // 2, plot.bottom + int(4 * s)))
    width_line = max(2, int(3 * s))
    ends = []
    for k, (colour, picture, name, values) in enumerate(lines):
        # lines that run together lie side by side, a few pixels apart, rather than one hiding the others:
        # each a little above the one before, so none sinks below the axis at 0 (nor leaves the chart)
        shift = k * width_line
        points = [(px, max(y, py - shift)) for px, py in (point(turn, value)
                                                         for turn, value in enumerate(values, start=1))]
        if len(points) > 1:
            pygame.draw.lines(surface, (30, 24, 20), False, [(px, py + 1) for px, py in points], width_line + 2)
            pygame.draw.lines(surface, colour, False, points, width_line)
        for turn, (value, (px, py)) in enumerate(zip(values, points, strict=True), start=1):
            pygame.draw.circle(surface, colour, (px, py), width_line + 1)
            tips.append((pygame.Rect(px - 6, py - 6, 12, 12),
                         _("{name}: {value} · game turn {turn}").format(name=name, value=value, turn=turn)))
        if picture is not None and points:
            ends.append((points[-1][1], points[-1][0], picture))
    # each player's piece beside his line's end, those ending alike one under the other
    ends.sort(key=lambda end: end[0])
    tops = []
    for py, _px, _picture in ends:
        tops.append(py - chip // 2 if not tops else max(py - chip // 2, tops[-1] + chip + 1))
    lowest = plot.bottom + chip // 2 - chip            # a pile at the bottom grows upwards instead
    for k in range(len(tops) - 1, -1, -1):
        tops[k] = min(tops[k], lowest)
        lowest = tops[k] - chip - 1
    for top_y, (_py, px, picture) in zip(tops, ends, strict=True):
        shown = pygame.transform.smoothscale(picture, (chip, chip)) if picture.get_height() != chip else picture
        surface.blit(shown, (px + int(6 * s), top_y))
    return tips
