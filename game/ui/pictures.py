"""Small pictures of the in-game screen: a coin, a seat's mark in the log, the undo arrow, the hole-in-the-ground
marker (drawn on the map by ui.tokens)."""

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


def draw_hole(surface, cx, cy, r):
    """The Halflings' hole-in-the-ground marker: a dark opening dug into a patch of grass, its rim of earth,
    the dug earth heaped beside it with a spade in it (off-centre, so it never reads as an eye)."""
    ink = (28, 22, 18)
    grass, grass_dark = (104, 150, 72), (70, 110, 50)
    earth, earth_dark, earth_light = (150, 104, 60), (112, 76, 44), (200, 160, 106)
    ground = pygame.Rect(0, 0, int(r * 2.2), int(r * 1.2))
    ground.center = (int(cx), int(cy + r * 0.38))
    pygame.draw.ellipse(surface, ink, ground.inflate(4, 4))
    pygame.draw.ellipse(surface, grass, ground)
    for k in (-0.8, -0.45, 0.05):    # grass blades along the back edge
        x, base = cx + k * r, ground.top + r * 0.16
        pygame.draw.polygon(surface, grass_dark, [(x - r * 0.1, base + r * 0.06), (x, base - r * 0.3),
                                                  (x + r * 0.1, base + r * 0.06)])
    rim = pygame.Rect(0, 0, int(r * 1.45), int(r * 0.74))
    rim.center = (int(cx - r * 0.28), int(cy + r * 0.42))
    pygame.draw.ellipse(surface, earth, rim)
    opening = rim.inflate(-int(r * 0.26), -int(r * 0.2))
    opening.centery -= int(r * 0.03)
    pygame.draw.ellipse(surface, (12, 9, 7), opening)
    pygame.draw.arc(surface, earth_light, rim, math.pi + 0.3, 2 * math.pi - 0.3, max(1, int(r * 0.12)))
    # the heap of dug earth and a spade stuck in it
    hx, hy = cx + r * 0.6, cy + r * 0.4
    heap = [(hx + math.cos(a) * r * 0.5, hy + math.sin(a) * r * 0.5) for a in
            (math.pi + k * math.pi / 10 for k in range(11))]
    pygame.draw.polygon(surface, ink, [(x, y + 1) for x, y in heap])
    pygame.draw.polygon(surface, earth_dark, heap)
    top, foot = (hx - r * 0.08, cy - r * 0.95), (hx + r * 0.05, hy - r * 0.25)
    pygame.draw.line(surface, ink, top, foot, max(2, int(r * 0.2)))
    pygame.draw.line(surface, (176, 128, 70), top, foot, max(1, int(r * 0.11)))
    pygame.draw.line(surface, ink, (top[0] - r * 0.18, top[1]), (top[0] + r * 0.18, top[1]), max(2, int(r * 0.16)))
    blade = [(foot[0] - r * 0.17, foot[1] - r * 0.04), (foot[0] + r * 0.17, foot[1] + r * 0.02),
             (foot[0] + r * 0.12, foot[1] + r * 0.3), (foot[0] - r * 0.08, foot[1] + r * 0.28)]
    pygame.draw.polygon(surface, ink, blade)
    pygame.draw.polygon(surface, (190, 196, 204), [(x * 0.8 + foot[0] * 0.2, y * 0.8 + (foot[1] + r * 0.12) * 0.2)
                                                   for x, y in blade])
