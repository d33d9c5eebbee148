"""The end screens' turn-by-turn chart (game/ui/line_chart.py): lines that run together lie side by side,
and none leaves the chart: a line at 0 sat a pixel or two below the axis."""

import pygame

from game.ui.line_chart import draw_line_chart


def point_heights(tips):
    """{line name: [the y of each point's centre]} from the chart's tooltips."""
    heights = {}
    for rect, text in tips:
        heights.setdefault(text.split(":")[0], []).append(rect.centery)
    return heights


def test_lines_at_zero_stand_on_the_axis_one_above_the_other_not_below_it():
    pygame.init()
    surface = pygame.Surface((600, 300))
    lines = [((200, 40, 40), None, f"Seat {k}", [0, 0, 0]) for k in range(4)]
    heights = point_heights(draw_line_chart(surface, (0, 0, 600, 300), lines, 1.0))
    axis = max(heights["Seat 0"])
    assert heights["Seat 0"] == [axis] * 3                          # the first line on the axis itself
    for k in range(1, 4):
        assert all(y < heights[f"Seat {k - 1}"][0] for y in heights[f"Seat {k}"])    # each a little above
    assert all(y <= axis for ys in heights.values() for y in ys)


def test_lines_at_the_top_stay_inside_the_chart():
    pygame.init()
    surface = pygame.Surface((600, 300))
    lines = [((40, 40, 200), None, f"Seat {k}", [5, 10, 10]) for k in range(4)]
    heights = point_heights(draw_line_chart(surface, (0, 40, 600, 260), lines, 1.0))
    assert all(y >= 40 for ys in heights.values() for y in ys)
