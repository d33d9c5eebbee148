"""The window icon, painted in code: a shield quartered in four terrains with a banner.

`window_icon()` returns a 64x64 SRCALPHA Surface (drawn four times larger and
smoothed down), so the game ships no icon file and the icon follows the theme.
"""

import math

import pygame

from . import theme

SIZE = 64
_SS = 4


def _shield_points(cx, top, w, h):
    """A heater shield: flat top, straight sides, curving to a point at the bottom."""
    left, right = cx - w / 2, cx + w / 2
    pts = [(left, top), (right, top), (right, top + h * 0.45)]
    steps = 14
    for k in range(1, steps + 1):          # right side curves down to the point
        t = k / steps
        a = t * math.pi / 2
        pts.append((cx + (w / 2) * math.cos(a), top + h * 0.45 + (h * 0.55) * math.sin(a)))
    for k in range(1, steps):               # and back up on the left
        t = k / steps
        a = math.pi / 2 + t * math.pi / 2
        pts.append((cx + (w / 2) * math.cos(a), top + h * 0.45 + (h * 0.55) * math.sin(a)))
    pts.append((left, top + h * 0.45))
    return pts


def window_icon(size=SIZE):
    size = int(size)
    big = size * _SS
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    u = big / 64.0
    cx = big / 2
    top, w, h = 14 * u, 46 * u, 46 * u
    outline = _shield_points(cx, top, w + 6 * u, h + 5 * u)
    outline = [(x, y - 2.5 * u) for x, y in outline]
    pygame.draw.polygon(canvas, theme.FRAME, outline)

    # the four terrain quarters, clipped to the shield by painting through a mask
    field = pygame.Surface((big, big), pygame.SRCALPHA)
    midx, midy = cx, top + h * 0.46
    quarters = [
        ((0, 0, midx, midy), theme.TERRAIN_COLORS["farmland"]),
        ((midx, 0, big - midx, midy), theme.TERRAIN_COLORS["sea"]),
        ((0, midy, midx, big - midy), theme.TERRAIN_COLORS["forest"]),
        ((midx, midy, big - midx, big - midy), theme.TERRAIN_COLORS["mountain"]),
    ]
    for rect, color in quarters:
        pygame.draw.rect(field, color, rect)
    # a few strokes of texture: waves, a peak, trees, furrows
    ink = theme.TERRAIN_INK
    for k in range(2):
        y = top + (12 + k * 9) * u
        pygame.draw.arc(field, ink["sea"], (midx + 4 * u, y, 9 * u, 6 * u), 0.3, math.pi - 0.3, max(1, int(2 * u)))
        pygame.draw.arc(field, ink["sea"], (midx + 12 * u, y, 9 * u, 6 * u), 0.3, math.pi - 0.3, max(1, int(2 * u)))
    for k in range(3):
        y = top + (6 + k * 6) * u
        pygame.draw.line(field, ink["farmland"], (cx - 21 * u, y), (cx - 3 * u, y - 3 * u), max(1, int(2 * u)))
    pygame.draw.polygon(field, ink["mountain"], [(midx + 3 * u, midy + 18 * u), (midx + 11 * u, midy + 4 * u),
                                                 (midx + 19 * u, midy + 18 * u)])
    pygame.draw.polygon(field, (250, 250, 246), [(midx + 8.5 * u, midy + 8.5 * u), (midx + 11 * u, midy + 4 * u),
                                                 (midx + 13.5 * u, midy + 8.5 * u)])
    for dx in (-16, -8):
        x = cx + dx * u
        pygame.draw.polygon(field, ink["forest"], [(x - 4 * u, midy + 15 * u), (x, midy + 4 * u),
                                                   (x + 4 * u, midy + 15 * u)])
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), _shield_points(cx, top, w, h))
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    canvas.blit(field, (0, 0))
    # the dividing lines of the quarters
    line = max(1, int(1.6 * u))
    pygame.draw.line(canvas, theme.BORDER_INK, (midx, top), (midx, top + h * 0.98), line)
    pygame.draw.line(canvas, theme.BORDER_INK, (cx - w / 2, midy), (cx + w / 2, midy), line)
    pygame.draw.polygon(canvas, theme.BORDER_INK, _shield_points(cx, top, w, h), max(1, int(2 * u)))

    # a crimson banner on a pole above the shield
    pole_x = cx - 2 * u
    pygame.draw.line(canvas, theme.BUTTON_BORDER, (pole_x, 1.5 * u), (pole_x, top + 2 * u), max(2, int(3 * u)))
    flag = [(pole_x, 2.5 * u), (pole_x + 22 * u, 5 * u), (pole_x + 16 * u, 8.5 * u), (pole_x + 22 * u, 12 * u),
            (pole_x, 13 * u)]
    pygame.draw.polygon(canvas, theme.PLAYER_COLORS[0], flag)
    pygame.draw.polygon(canvas, theme.BUTTON_BORDER, flag, max(1, int(1.2 * u)))
    pygame.draw.circle(canvas, (236, 188, 52), (pole_x, 1.8 * u), 2.2 * u)
    return pygame.transform.smoothscale(canvas, (size, size))
