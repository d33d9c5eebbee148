"""The pieces of Warcraft: The Board Game as pictures: each kind its own shape, each race its colour,
letter and emblem, so a piece reads in grey and to colour-blind eyes.

    melee       a heater shield                 ranged   an arrowhead (pointing up)
    flying      spread wings round a body       worker   a small round token with a pick
    necromancer a dark hexagon with a skull     prisoner a grey ring in chains, its race's letter

`piece_picture(race, kind, size)` is cached per colour palette. `draw_stack` draws up to three pieces
of one kind and owner fanned out, with a count badge when there are two or more.
"""

import math

import pygame

from game.ui import theme
from game.ui.fonts import font

from . import look

_cache = {}


def clear_cache():
    _cache.clear()


def piece_picture(race, kind, size):
    """The picture of one piece, `size` pixels square (race None: the neutrals)."""
    size = max(10, int(size))
    key = (race, kind, size, look.colorblind(), look.race_letter(race))
    found = _cache.get(key)
    if found is None:
        if len(_cache) > 400:
            _cache.clear()
        found = _cache[key] = _draw_piece(race, kind, size)
    return found


def _draw_piece(race, kind, size):
    pic = pygame.Surface((size, size), pygame.SRCALPHA)
    color = look.race_color(race)
    edge = look.PIECE_EDGE
    s = size
    w = max(1, int(round(s * 0.07)))
    c = s / 2.0
    if kind == "melee":
        pts = [(s * 0.12, s * 0.1), (s * 0.88, s * 0.1), (s * 0.88, s * 0.5), (c, s * 0.95), (s * 0.12, s * 0.5)]
        body = pts
    elif kind == "ranged":
        body = [(c, s * 0.04), (s * 0.95, s * 0.9), (s * 0.05, s * 0.9)]
    elif kind == "flying":      # spread wings: an M of two wings round a pointed body
        body = [(s * 0.02, s * 0.22), (s * 0.32, s * 0.4), (c, s * 0.1), (s * 0.68, s * 0.4), (s * 0.98, s * 0.22),
                (s * 0.8, s * 0.72), (c, s * 0.95), (s * 0.2, s * 0.72)]
    elif kind == "necromancer":
        body = [(c + math.cos(a) * s * 0.47, c + math.sin(a) * s * 0.47)
                for a in (math.pi / 6 + k * math.pi / 3 for k in range(6))]
        color = theme.darker(color, 0.45)
    else:
        body = None
    if body is not None:
        shadow = [(x + w * 0.8, y + w * 1.2) for x, y in body]
        pygame.draw.polygon(pic, (0, 0, 0, 110), shadow)
        pygame.draw.polygon(pic, color, body)
        pygame.draw.polygon(pic, theme.lighter(color, 0.35), body, max(1, w // 2 + 1))
        pygame.draw.polygon(pic, edge, body, w + 1)
    if kind == "worker":
        r = s * 0.36
        pygame.draw.circle(pic, (0, 0, 0, 110), (c + w, c + w * 1.2), r + w)
        pygame.draw.circle(pic, edge, (c, c), r + w)
        pygame.draw.circle(pic, theme.lighter(color, 0.25), (c, c), r)
        ink = theme.ink_on(theme.lighter(color, 0.25))
        pygame.draw.line(pic, ink, (c - r * 0.45, c + r * 0.5), (c + r * 0.35, c - r * 0.35), max(1, w))
        pygame.draw.arc(pic, ink, pygame.Rect(c - r * 0.25, c - r * 0.75, r * 0.9, r * 0.8), 0.3, 2.6, max(1, w))
        return pic
    if kind == "prisoner":
        r = s * 0.4
        pygame.draw.circle(pic, (160, 160, 160), (c, c), r + w)
        pygame.draw.circle(pic, color, (c, c), r)
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.circle(pic, (70, 70, 74), (c + math.cos(a) * r, c + math.sin(a) * r), max(1.5, s * 0.07), w)
    _letter(pic, race, kind, color)
    return pic


def _letter(pic, race, kind, color):
    s = pic.get_width()
    ink = theme.ink_on(color)
    cy = {"melee": 0.44, "ranged": 0.64, "flying": 0.55, "necromancer": 0.5, "prisoner": 0.5}.get(kind, 0.5) * s
    size = {"ranged": 0.36, "flying": 0.34}.get(kind, 0.44) * s
    text = font(max(7, int(size)), bold=True).render(look.race_letter(race), True, ink)
    pic.blit(text, (s / 2.0 - text.get_width() / 2.0, cy - text.get_height() / 2.0))


def draw_count(surface, center, radius, n):
    """A count badge: a dark disc with a light number."""
    pygame.draw.circle(surface, (250, 246, 236), center, radius + 1)
    pygame.draw.circle(surface, (34, 26, 20), center, radius)
    text = font(max(8, int(radius * 1.45)), bold=True).render(str(n), True, (252, 246, 232))
    surface.blit(text, (center[0] - text.get_width() / 2.0, center[1] - text.get_height() / 2.0))


def draw_stack(surface, topleft, race, kind, count, size, lit=False, dim=False):
    """Up to three pieces fanned out from topleft, a count badge from two; returns the rect covered."""
    pic = piece_picture(race, kind, size)
    step = max(2, int(size * 0.14))
    shown = max(1, min(3, count))
    x, y = topleft
    rect = pygame.Rect(x, y - step * (shown - 1), size + step * (shown - 1), size + step * (shown - 1))
    if lit:
        pygame.draw.rect(surface, look.LIT, rect.inflate(6, 6), 3, border_radius=6)
    for k in range(shown):
        drawn = pic
        if dim:
            drawn = pic.copy()
            drawn.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(drawn, (x + k * step, y - k * step))
    if count > 1:
        r = max(6, int(size * 0.24))
        draw_count(surface, (rect.right - r // 2, rect.bottom - r // 2), r, count)
    return rect
