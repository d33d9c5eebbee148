"""One hex's printed art: terrain textures, water, the chasm, and the printed symbols.

`hex_tile(kind, size, variant)` is a picture of one hexagon of corner radius `size` pixels
(transparent outside it), drawn SUPERSAMPLE times larger and smoothed down. Each terrain is told
by its pattern as much as by its colour: grass tufts (meadow), dunes (desert), fir trees (forest),
ice cracks and snow (tundra), snow-capped peaks (mountain), wavelets (water), a rocky rift (chasm).
A few `VARIANTS` of each keep a field of one terrain from looking stamped. `symbol_stamp` is the
printed mark of a prey or lone-wolf hex, faint, under whatever token stands there.
"""

import math
import random

import pygame

from game.ui import theme

from . import look, silhouettes

SUPERSAMPLE = 3
VARIANTS = 3


def tile_size(size):
    """(w, h) of a hex tile's picture for corner radius `size`."""
    return int(math.ceil(math.sqrt(3.0) * size)) + 2, int(math.ceil(2.0 * size)) + 2


def hex_points(cx, cy, size):
    return [(cx + size * math.cos(math.radians(-90 + 60 * k)), cy + size * math.sin(math.radians(-90 + 60 * k)))
            for k in range(6)]


def _inside(x, y, pts):
    inside = False
    x1, y1 = pts[-1]
    for x2, y2 in pts:
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
        x1, y1 = x2, y2
    return inside


def _spots(pts, spacing, rng, jitter=0.3, margin=0.0):
    """Jittered, staggered grid points inside the hexagon `pts`, `margin` pixels clear of its centre line test."""
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    out = []
    row = 0
    y = min(ys) + spacing * rng.uniform(0.3, 0.7)
    while y < max(ys):
        x = min(xs) + spacing * rng.uniform(0.0, 0.6) + (spacing / 2 if row % 2 else 0)
        while x < max(xs):
            px = x + rng.uniform(-jitter, jitter) * spacing
            py = y + rng.uniform(-jitter, jitter) * spacing
            if _inside(px, py, pts) and all(_inside(px + dx, py + dy, pts)
                                            for dx, dy in ((margin, 0), (-margin, 0), (0, margin), (0, -margin))):
                out.append((px, py))
            x += spacing
        y += spacing * 0.86
        row += 1
    return out


# ---------------------------------------------------------------- textures (S: the hex's corner radius, in
# the supersampled picture's pixels)

def _meadow(pic, pts, S, fill, ink, rng):
    light = theme.mix(fill, (230, 244, 170), 0.35)
    for x, y in _spots(pts, S * 0.7, rng, margin=S * 0.05):      # soft light patches
        pygame.draw.ellipse(pic, theme.mix(fill, light, rng.uniform(0.2, 0.6)),
                            pygame.Rect(x - S * 0.22, y - S * 0.1, S * 0.44, S * 0.2))
    blade = max(1, int(S * 0.045))
    for x, y in _spots(pts, S * 0.42, rng, margin=S * 0.12):     # grass tufts: three blades from one root
        h = S * rng.uniform(0.15, 0.2)
        for dx, top in ((-0.55, 0.8), (0.0, 1.0), (0.55, 0.8)):
            pygame.draw.line(pic, ink, (x, y), (x + dx * h * 0.6, y - h * top), blade)
        if rng.random() < 0.22:                                  # now and then a flower
            pygame.draw.circle(pic, (250, 244, 210), (x + h * 0.7, y - h * 0.55), S * 0.035)


def _desert(pic, pts, S, fill, ink, rng):
    light = theme.mix(fill, (255, 248, 220), 0.55)
    shade = theme.mix(fill, ink, 0.35)
    ys = [p[1] for p in pts]
    xs = [p[0] for p in pts]
    width = max(1, int(S * 0.05))
    phase = rng.uniform(0, math.tau)
    y = min(ys) + S * rng.uniform(0.3, 0.45)
    while y < max(ys):                                           # rows of dunes: a crest line, its shade below
        amp = S * rng.uniform(0.07, 0.11)
        freq = rng.uniform(2.2, 3.0) / S
        crest = [(x, y + math.sin(x * freq + phase) * amp) for x in _frange(min(xs), max(xs), S * 0.04)]
        shadow = [(x, yy + S * 0.07) for x, yy in crest]
        pygame.draw.lines(pic, shade, False, shadow, width * 2)
        pygame.draw.lines(pic, ink, False, crest, width)
        pygame.draw.lines(pic, light, False, [(x, yy - width) for x, yy in crest], max(1, width // 2))
        phase += rng.uniform(1.0, 2.0)
        y += S * rng.uniform(0.42, 0.5)


def _forest(pic, pts, S, fill, ink, rng):
    trunk = (70, 50, 30)
    for x, y in sorted(_spots(pts, S * 0.5, rng, jitter=0.25, margin=S * 0.2), key=lambda p: p[1]):
        h = S * rng.uniform(0.36, 0.44)
        w = h * 0.42
        pygame.draw.line(pic, trunk, (x, y), (x, y + h * 0.22), max(1, int(S * 0.05)))
        for top, base, half in ((0.0, 0.55, 0.7), (0.3, 0.85, 0.9), (0.55, 1.05, 1.0)):
            tier = [(x, y - h + top * h * 0.9), (x + w * half, y - h + base * h), (x - w * half, y - h + base * h)]
            pygame.draw.polygon(pic, ink, tier)
            pygame.draw.polygon(pic, theme.mix(ink, fill, 0.45), [tier[0], tier[2], (x, tier[2][1])])


def _tundra(pic, pts, S, fill, ink, rng):
    ice = theme.mix(fill, (170, 210, 236), 0.55)
    for x, y in _spots(pts, S * 0.9, rng, jitter=0.4, margin=S * 0.25):   # pale blue ice patches
        pygame.draw.ellipse(pic, ice, pygame.Rect(x - S * 0.28, y - S * 0.12, S * 0.56, S * 0.24))
    width = max(1, int(S * 0.04))
    cx = sum(p[0] for p in pts) / 6
    cy = sum(p[1] for p in pts) / 6
    for _ in range(3):                                                   # ice cracks: jagged, branching
        a = rng.uniform(0, math.tau)
        x, y = cx + math.cos(a) * S * rng.uniform(0.05, 0.5), cy + math.sin(a) * S * rng.uniform(0.05, 0.4)
        heading = rng.uniform(0, math.tau)
        line = [(x, y)]
        for _step in range(rng.randint(4, 6)):
            heading += rng.uniform(-0.9, 0.9)
            x += math.cos(heading) * S * 0.16
            y += math.sin(heading) * S * 0.16
            line.append((x, y))
            if rng.random() < 0.3:
                b = heading + rng.choice((-1, 1)) * rng.uniform(0.7, 1.2)
                pygame.draw.line(pic, ink, (x, y), (x + math.cos(b) * S * 0.12, y + math.sin(b) * S * 0.12), width)
        pygame.draw.lines(pic, ink, False, line, width)
    sparkle = (255, 255, 255)
    for x, y in _spots(pts, S * 0.55, rng, margin=S * 0.1):              # snow sparkles: small asterisks
        k = S * 0.05
        for dx, dy in ((k, 0), (k * 0.5, k * 0.87), (k * 0.5, -k * 0.87)):
            pygame.draw.line(pic, sparkle, (x - dx, y - dy), (x + dx, y + dy), max(1, width // 2 + 1))


def _mountain(pic, pts, S, fill, ink, rng):
    snow = (250, 250, 246)
    lit = theme.mix(fill, (236, 228, 214), 0.3)
    dark = theme.mix(fill, ink, 0.8)
    peaks = [(-0.38, 0.12, 0.5), (0.36, 0.18, 0.46), (0.0, 0.38, 0.6)] if rng.random() < 0.5 else \
        [(-0.42, 0.30, 0.44), (0.10, -0.02, 0.62), (0.46, 0.34, 0.4)]
    cx = sum(p[0] for p in pts) / 6
    cy = sum(p[1] for p in pts) / 6
    for dx, base, h in sorted(peaks, key=lambda p: p[1]):
        bx, by = cx + dx * S, cy + base * S + S * 0.2
        top = (bx + rng.uniform(-0.05, 0.05) * S, by - h * S)
        half = h * S * 0.8
        left, right = (bx - half, by), (bx + half, by)
        pygame.draw.polygon(pic, dark, [top, right, left])
        pygame.draw.polygon(pic, lit, [top, (bx - half * 0.2, by), left])           # the lit western face
        cap = 0.34
        pygame.draw.polygon(pic, snow, [top, (top[0] + (right[0] - top[0]) * cap, top[1] + (by - top[1]) * cap),
                                        (top[0], top[1] + (by - top[1]) * cap * 0.75),
                                        (top[0] + (left[0] - top[0]) * cap, top[1] + (by - top[1]) * cap)])
        pygame.draw.lines(pic, ink, True, [top, right, left], max(1, int(S * 0.035)))


def _water(pic, pts, S, fill, ink, rng):
    cx = sum(p[0] for p in pts) / 6
    cy = sum(p[1] for p in pts) / 6
    pygame.draw.circle(pic, theme.mix(fill, (255, 255, 255), 0.1), (cx, cy), S * 0.7)
    pygame.draw.circle(pic, theme.mix(fill, (255, 255, 255), 0.18), (cx, cy), S * 0.5)
    width = max(1, int(S * 0.04))
    for x, y in _spots(pts, S * 0.4, rng, margin=S * 0.12):
        if math.hypot(x - cx, y - cy) < S * 0.62:    # the middle stays calm: the scoring token lies there
            continue
        w = S * 0.1
        pygame.draw.arc(pic, ink, pygame.Rect(x - w, y - w * 0.5, w, w), 0, math.pi, width)
        pygame.draw.arc(pic, ink, pygame.Rect(x, y - w * 0.5, w, w), 0, math.pi, width)


def _chasm(pic, pts, S, fill, ink, rng):
    rock = look.CHASM_ROCK
    cx = sum(p[0] for p in pts) / 6
    cy = sum(p[1] for p in pts) / 6
    for x, y in _spots(pts, S * 0.3, rng, jitter=0.45):             # rubble catching the light
        r = S * rng.uniform(0.03, 0.07)
        pygame.draw.circle(pic, theme.mix(fill, rock, rng.uniform(0.3, 0.8)), (x, y), r)
    depth = [(cx + dx * S, cy + dy * S) for dx, dy in
             ((-0.9, -0.05), (-0.5, -0.16), (-0.2, 0.02), (0.2, -0.12), (0.55, 0.04), (0.9, -0.04),
              (0.9, 0.10), (0.5, 0.18), (0.15, 0.04), (-0.25, 0.2), (-0.55, 0.02), (-0.9, 0.12))]
    pygame.draw.polygon(pic, (10, 8, 8), depth)                        # the deep crack down its middle


def _frange(a, b, step):
    out = []
    x = a
    while x <= b + step:
        out.append(x)
        x += step
    return out


PAINTERS = {"meadow": _meadow, "desert": _desert, "forest": _forest, "tundra": _tundra, "mountain": _mountain,
            "water": _water, "chasm": _chasm}


def fill_of(kind):
    if kind == "water":
        return look.WATER
    if kind == "chasm":
        return look.CHASM
    return look.TERRAIN_FILL.get(kind, (180, 170, 160))


def ink_of(kind):
    if kind == "water":
        return look.WATER_INK
    if kind == "chasm":
        return look.CHASM_ROCK
    return look.TERRAIN_INK.get(kind, (90, 80, 70))


def hex_tile(kind, size, variant=0):
    """One hexagon of `kind` (a terrain, "water" or "chasm"), corner radius `size` pixels, on a
    transparent picture of tile_size(size) with the hexagon's centre in its middle."""
    ss = SUPERSAMPLE
    w, h = tile_size(size)
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    S = size * ss
    pts = hex_points(w * ss / 2.0, h * ss / 2.0, S)
    fill = fill_of(kind)
    big.fill((*fill, 255))
    PAINTERS.get(kind, lambda *a: None)(big, pts, S, fill, ink_of(kind), random.Random(f"{kind}/{variant}"))
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(big, (w, h))


def symbol_stamp(symbol, size):
    """The printed mark of a `prey` or `lone_wolf` hex: a faint ringed picture `2·size·0.62` pixels wide."""
    q = 4
    d = max(4, int(size * 1.24))
    big = pygame.Surface((d * q, d * q), pygame.SRCALPHA)
    c = d * q / 2.0
    r = c - q
    ink = (*look.SYMBOL_INK, 120)
    pygame.draw.circle(big, ink, (c, c), r, max(1, int(r * 0.09)))
    if symbol == "lone_wolf":
        silhouettes.howling_wolf(big, c, c, r * 0.66, ink)
    else:   # prey: a cloven hoof print
        for side in (-1, 1):
            pts = [(c + side * r * x, c + r * y) for x, y in
                   ((0.08, -0.55), (0.38, -0.4), (0.42, 0.2), (0.26, 0.56), (0.1, 0.4))]
            pygame.draw.polygon(big, ink, pts)
    return pygame.transform.smoothscale(big, (d, d))
