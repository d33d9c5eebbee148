"""Small pictures of the in-game screen: a coin, a seat's mark in the log, the undo arrow."""

import math

import pygame

from . import theme


def draw_coin(surface, center, radius):
    cx, cy = int(center[0]), int(center[1])
    r = max(3, int(radius))
    pygame.draw.circle(surface, theme.COIN_RIM, (cx, cy + 1), r)
    pygame.draw.circle(surface, theme.COIN, (cx, cy), r)
    pygame.draw.circle(surface, theme.COIN_RIM, (cx, cy), max(1, int(r * 0.62)), 1)
    pygame.draw.circle(surface, theme.COIN_SHINE, (cx - r * 0.3, cy - r * 0.3), max(1, r * 0.22))


def draw_seat_dot(surface, center, radius, seat, computer=False):
    """The seat's mark at the start of a log line: a dot in its colour, or for a computer seat a
    small screen in its colour (the mark the players panel shows by "(computer)")."""
    color = theme.player_color(seat)
    cx, cy = center
    if not computer:
        pygame.draw.circle(surface, color, center, radius)
        pygame.draw.circle(surface, theme.SEAT_INK, center, radius, 1)
        return
    w, h = int(radius * 2.4) + 1, int(radius * 1.7) + 1
    screen = pygame.Rect(0, 0, w, h)
    screen.midbottom = (int(cx), int(cy + radius * 0.55))
    pygame.draw.rect(surface, color, screen, border_radius=max(1, radius // 3))
    pygame.draw.rect(surface, theme.SEAT_INK, screen, 1, border_radius=max(1, radius // 3))
    foot = max(2, radius // 2)
    pygame.draw.line(surface, theme.SEAT_INK, (screen.centerx, screen.bottom),
                     (screen.centerx, screen.bottom + foot - 1))
    pygame.draw.line(surface, theme.SEAT_INK, (screen.centerx - foot, screen.bottom + foot - 1),
                     (screen.centerx + foot, screen.bottom + foot - 1))


def draw_undo_icon(surface, rect, color):
    """A curved arrow turning back to the left."""
    r = pygame.Rect(rect)
    cx, cy = r.centerx + r.width * 0.08, r.centery + r.height * 0.12
    rad = r.width * 0.38
    width = max(2, r.width // 7)
    pts = [(cx + rad * math.cos(a), cy - rad * math.sin(a)) for a in
           [math.radians(d) for d in range(-60, 181, 12)]]
    pygame.draw.lines(surface, color, False, pts, width)
    tip = pts[-1]
    head = r.width * 0.3
    pygame.draw.polygon(surface, color, [(tip[0] - head * 0.62, tip[1] - head * 0.1),
                                         (tip[0] + head * 0.62, tip[1] - head * 0.1),
                                         (tip[0], tip[1] + head * 0.75)])
