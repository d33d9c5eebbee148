"""The end screens' chart: one bar a player, his points by source in the sources' colours, the legend above
and his total after the bar. Shared by the games' end screens (The Wolves, Warcraft: The Board Game).

    draw_source_chart(surface, rect, bars, sources, s)
        bars     [(chip picture or None, {source: points}, total)], drawn top to bottom
        sources  [(source id, its name in the window's language, its colour)]
    returns [(rect of a segment, "name: points")] for tooltips.
    chart_height(bars, s): the height the legend and that many bars of their fullest size take.
"""

import pygame

from game.ui import theme
from game.ui.fonts import font

EDGE = (30, 24, 20)
BAR_MOST = 84           # a bar's fullest height, at scale 1 ...
BAR_ROOM = 8            # ... and the room a bar leaves below it in the height shared out


def _legend_font(s):
    return font(max(11, int(14 * s)))


def chart_height(bars, s):
    """The height the legend and `bars` bars of their fullest size take."""
    return _legend_font(s).get_linesize() + int(6 * s) + bars * (int(BAR_MOST * s) + int(BAR_ROOM * s))


def draw_source_chart(surface, rect, bars, sources, s):
    x, y, width, height = rect
    tips = []
    if height < 60:
        return tips
    legend = _legend_font(s)
    lx = x
    box = legend.get_height() - 4
    for _source, name, colour in sources:
        label = legend.render(name, True, theme.TEXT)
        if lx + box + 6 + label.get_width() > x + width:
            break
        pygame.draw.rect(surface, colour, (lx, y + 2, box, box))
        pygame.draw.rect(surface, EDGE, (lx, y + 2, box, box), 1)
        surface.blit(label, (lx + box + 4, y))
        lx += box + 8 + label.get_width() + int(10 * s)
    y += legend.get_linesize() + int(6 * s)
    height -= legend.get_linesize() + int(6 * s)
    best = max((total for _chip, _parts, total in bars), default=1) or 1
    # the room there is, not a sliver
    bar_h = max(10, min(int(BAR_MOST * s), height // max(1, len(bars)) - int(BAR_ROOM * s)))
    for chip, parts, total in bars:
        if chip is not None:
            surface.blit(pygame.transform.smoothscale(chip, (bar_h, bar_h)) if chip.get_height() != bar_h else chip,
                         (x, y))
        bx = x + bar_h + 8
        full = width - bar_h - 8 - int(50 * s)
        for source, name, colour in sources:
            part = parts.get(source, 0)
            if not part:
                continue
            seg = pygame.Rect(bx, y, max(1, round(full * part / best)), bar_h)
            pygame.draw.rect(surface, colour, seg)
            pygame.draw.rect(surface, EDGE, seg, 1)
            tips.append((seg, f"{name}: {part}"))
            bx = seg.right
        text = legend.render(str(total), True, theme.TEXT)
        surface.blit(text, (bx + 6, y + (bar_h - text.get_height()) // 2))
        y += bar_h + int(6 * s)
    return tips
