"""The moon calendar on screen (§1.5, §4.11): its days in order, each filled day marked with what went
on it (a lone wolf in grey, a den or a pack wolf in its pack's colour), the days of the three moon
phases with their moons (a scored phase ticked), and a line saying which phase comes next and how
many regions it scores.

    calendar = CalendarPanel()
    calendar.draw(surface, rect, game, s)
    calendar.phase_at(pos)      the phase whose day is under the mouse (the screen lights its regions)
    calendar.tooltip(pos)
"""

import pygame

from game.i18n import _, generation, ngettext
from game.ui import theme
from game.ui.fonts import font
from game.ui.text import wrap_text

from . import look, words
from . import pieces as art

PHASES = ("new", "quarter", "full")
DAY_EMPTY = (70, 78, 104)
DAY_EDGE = (26, 30, 48)
NIGHT = (34, 40, 66)


def scoring_regions(game, phase):
    """The region boards whose top scoring token shows `phase` (they score when it comes)."""
    return [b for b, stack in game.scoring.items() if stack and stack[0] == phase]


class CalendarPanel:
    def __init__(self):
        self._picture = None
        self._key = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.phase_spots = []       # [(local Rect, phase)]
        self.tips = []

    def draw(self, surface, rect, game, s):
        rect = pygame.Rect(rect)
        key = (id(game), len(game.actions), rect.size, round(s, 3), generation(), look.colorblind())
        if key != self._key or self._picture is None:
            self._key = key
            self._picture = self._render(rect.size, game, s)
        self.rect = rect
        surface.blit(self._picture, rect)

    def phase_at(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for spot, phase in self.phase_spots:
            if spot.collidepoint(local):
                return phase
        return None

    def tooltip(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for spot, text in self.tips:
            if spot.collidepoint(local):
                return text
        return None

    def _render(self, size, game, s):
        w, h = size
        picture = pygame.Surface(size)
        picture.fill(NIGHT)
        pygame.draw.rect(picture, theme.PANEL_BORDER, picture.get_rect(), 2, border_radius=6)
        self.phase_spots, self.tips = [], []
        pad = max(5, int(7 * s))
        day = len(game.calendar)
        head = font(max(11, int(14 * s)), bold=True)
        title = _("Moon calendar: day {day} of {days}").format(day=day, days=game.days)
        picture.blit(head.render(title, True, look.MOON_LIGHT), (pad, pad - 1))
        top = pad + head.get_linesize()
        text_font = font(max(10, int(13 * s)))
        line_h = text_font.get_linesize()
        text = _next_words(game)
        lines = wrap_text(text, text_font, w - 2 * pad, max_lines=2)
        room_h = h - top - len(lines) * line_h - pad
        days = game.days
        rows = 1 if (w - 2 * pad) / days >= min(room_h * 0.9, 16 * s) else 2
        per_row = -(-days // rows)
        cell = max(8, min(int((w - 2 * pad) / per_row) - 2, int((room_h - (rows - 1) * 2) / rows)))
        by_day = {d: phase for phase, d in game.phase_days.items()}
        x0 = pad + ((w - 2 * pad) - per_row * (cell + 2)) // 2
        for d in range(1, days + 1):
            row, col = divmod(d - 1, per_row)
            box = pygame.Rect(x0 + col * (cell + 2), top + row * (cell + 2), cell, cell)
            filled = d <= day
            item = game.calendar[d - 1] if filled else None
            pygame.draw.rect(picture, theme.lighter(DAY_EMPTY, 0.25) if filled else DAY_EMPTY, box, border_radius=3)
            pygame.draw.rect(picture, DAY_EDGE, box, 1, border_radius=3)
            phase = by_day.get(d)
            if item is not None:
                _thing, pack = item
                color = look.pack_color(pack) if pack else look.LONE_WOLF_TOKEN
                pygame.draw.circle(picture, look.PIECE_EDGE, box.center, max(2, cell // 3) + 1)
                pygame.draw.circle(picture, color, box.center, max(2, cell // 3))
            if phase is not None:
                moon = art.token(phase, cell + 2)
                if item is not None:
                    moon = moon.copy()
                    moon.set_alpha(150)
                picture.blit(moon, (box.x - 1, box.y - 1))
                if phase in game.scored:
                    tick = [(box.left + cell * 0.2, box.centery), (box.left + cell * 0.42, box.bottom - cell * 0.22),
                            (box.right - cell * 0.15, box.top + cell * 0.2)]
                    pygame.draw.lines(picture, (120, 230, 140), False, tick, max(2, cell // 6))
                self.phase_spots.append((box.inflate(4, 4), phase))
                self.tips.append((box.inflate(4, 4), _phase_words(game, phase, d)))
            elif item is not None:
                self.tips.append((box, _day_words(d, item)))
        y = top + rows * (cell + 2) + 1
        for line in lines:
            picture.blit(text_font.render(line, True, (226, 230, 246)), (pad, y))
            y += line_h
        self.tips.append((pygame.Rect(pad, y - len(lines) * line_h, w - 2 * pad, len(lines) * line_h), text))
        return picture


def _next_words(game):
    if game.over:
        return _("The full moon has scored: the game is over.")
    if game.scheduled:
        names = ", ".join(words.name(words.PHASES, p) for p in game.scheduled)
        return _("At the end of this turn: {phases} scoring.").format(phases=names)
    day = len(game.calendar)
    for phase in PHASES:
        if phase in game.scored:
            continue
        due = game.phase_days[phase]
        regions = len(scoring_regions(game, phase))
        left = due - day
        when = ngettext("Next: {phase} on day {day} ({n} more day to fill).",
                        "Next: {phase} on day {day} ({n} more days to fill).", left).format(
            phase=words.name(words.PHASES, phase), day=due, n=left)
        return when + " " + ngettext("{n} region scores then.", "{n} regions score then.", regions).format(n=regions)
    return ""


def _phase_words(game, phase, day):
    names = ", ".join(words.region(game, b) for b in scoring_regions(game, phase))
    text = _("Day {day}: {phase}.").format(day=day, phase=words.name(words.PHASES, phase))
    if phase in game.scored:
        return text + " " + _("Scored.")
    if not names:
        return text + " " + _("No region shows this moon on top now.")
    return text + " " + _("It scores: {regions} (lit on the map).").format(regions=names)


def _day_words(day, item):
    thing, pack = item
    if thing == "den" and pack:
        return _("Day {day}: a den of the {pack} (Upgrade).").format(day=day, pack=words.pack_genitive(pack))
    if thing == "pack" and pack:
        return _("Day {day}: a pack wolf of the {pack} (Dominate).").format(day=day, pack=words.pack_genitive(pack))
    return _("Day {day}: a lone wolf (Howl).").format(day=day)
