"""The shapes of The Wolves' pieces and tokens, drawn at any size onto a (large, later smoothed) surface.

Each function draws one silhouette in a box centred on (cx, cy) reaching `r` pixels each way,
with plain pygame shapes; `pieces` draws them four times too large and smooths them down.
Shapes are the cue that never depends on colour: a wolf's head with ears (a pack wolf), the
same crowned (an alpha), a low mound (a den), a rock arch with a cave (a lair), a sitting wolf
howling (a lone wolf), one head per prey species, a moon in its phase.
"""

import math

import pygame


def _pen(cx, cy, r):
    """Maps the silhouettes' own unit box (-1..1, y down) to pixels."""
    return lambda x, y: (cx + x * r, cy + y * r)


def _poly(surface, color, pen, pts, width=0):
    pygame.draw.polygon(surface, color, [pen(x, y) for x, y in pts], width)


def _stroke(surface, color, pen, a, b, width):
    """A line with round ends from unit point a to b, `width` pixels thick."""
    pa, pb = pen(*a), pen(*b)
    pygame.draw.line(surface, color, pa, pb, max(1, int(width)))
    pygame.draw.circle(surface, color, pa, width / 2.0)
    pygame.draw.circle(surface, color, pb, width / 2.0)


def _ellipse(surface, color, pen, r, x, y, rx, ry, width=0):
    cx, cy = pen(x, y)
    pygame.draw.ellipse(surface, color, pygame.Rect(cx - rx * r, cy - ry * r, 2 * rx * r, 2 * ry * r), width)


# ---------------------------------------------------------------- pack pieces

# A wolf's head seen from the front: two pointed ears, broad cheeks, a snout pointing down.
WOLF_HEAD = [(-0.78, -0.98), (-0.36, -0.50), (0.36, -0.50), (0.78, -0.98), (0.90, -0.18), (0.66, 0.30),
             (0.22, 0.66), (0.0, 0.98), (-0.22, 0.66), (-0.66, 0.30), (-0.90, -0.18)]
CROWN = [(-0.50, -0.62), (-0.50, -1.0), (-0.25, -0.78), (0.0, -1.06), (0.25, -0.78), (0.50, -1.0), (0.50, -0.62)]
# A den: a low mound of earth with a flat base.
DEN = [(-1.0, 0.5)] + [(math.cos(a) * 1.0, 0.5 - math.sin(a) * 0.95)
                       for a in (math.pi * k / 16 for k in range(16, -1, -1))] + [(1.0, 0.5)]
# A lair: a tall rock arch over a cave.
LAIR = [(-1.0, 0.75), (-0.98, 0.05), (-0.82, -0.45), (-0.5, -0.82), (-0.12, -0.98), (0.3, -0.92), (0.66, -0.7),
        (0.9, -0.3), (1.0, 0.2), (1.0, 0.75)]
CAVE = [(-0.48, 0.75), (-0.48, 0.30)] + [(math.cos(a) * 0.48, 0.30 - math.sin(a) * 0.48)
                                        for a in (math.pi * k / 12 for k in range(12, -1, -1))] + [(0.48, 0.75)]


def wolf_head(surface, cx, cy, r, fill, edge, crowned=False, crown_fill=(240, 196, 60)):
    """A pack wolf's head; `crowned` adds the alpha's crown between the ears. The head's own box is
    the upper part of r when crowned, so the crown fits in the same square."""
    if crowned:
        pen = _pen(cx, cy + r * 0.16, r * 0.84)
        crown_pen = _pen(cx, cy + r * 0.16, r * 0.84)
        edge_w = max(2, r * 0.12)
        _poly(surface, edge, crown_pen, _grown(CROWN, 0.14))
        _poly(surface, crown_fill, crown_pen, CROWN)
    else:
        pen = _pen(cx, cy, r)
        edge_w = max(2, r * 0.12)
    _poly(surface, edge, pen, _grown(WOLF_HEAD, edge_w / (r * (0.84 if crowned else 1.0))))
    _poly(surface, fill, pen, WOLF_HEAD)
    # the inner ears, a shade darker: the head reads as a head even where the letter covers its middle
    dark = tuple(int(c * 0.72) for c in fill[:3])
    _poly(surface, dark, pen, [(-0.66, -0.78), (-0.42, -0.52), (-0.62, -0.42)])
    _poly(surface, dark, pen, [(0.66, -0.78), (0.42, -0.52), (0.62, -0.42)])


def den(surface, cx, cy, r, fill, edge):
    pen = _pen(cx, cy, r)
    _poly(surface, edge, pen, _grown(DEN, max(2, r * 0.1) / r))
    _poly(surface, fill, pen, DEN)
    # a dark opening at its foot
    _ellipse(surface, edge, pen, r, 0.0, 0.47, 0.2, 0.07)


def lair(surface, cx, cy, r, fill, edge):
    pen = _pen(cx, cy, r)
    _poly(surface, edge, pen, _grown(LAIR, max(2, r * 0.1) / r))
    _poly(surface, fill, pen, LAIR)
    # stones: a few darker strokes over the rock
    dark = tuple(int(c * 0.7) for c in fill[:3])
    for a, b in (((-0.80, -0.20), (-0.55, -0.30)), ((0.55, -0.50), (0.80, -0.38)), ((-0.30, -0.70), (0.0, -0.78))):
        _stroke(surface, dark, pen, a, b, max(1, r * 0.08))
    _poly(surface, edge, pen, CAVE)


def _grown(pts, by):
    """The polygon pushed `by` (unit box) outward from its centroid: an outline under the shape."""
    mx = sum(x for x, _y in pts) / len(pts)
    my = sum(y for _x, y in pts) / len(pts)
    out = []
    for x, y in pts:
        dx, dy = x - mx, y - my
        d = math.hypot(dx, dy) or 1.0
        out.append((x + dx / d * by, y + dy / d * by))
    return out


# ---------------------------------------------------------------- lone wolf

# A wolf sitting, head raised, howling (facing right).
HOWLING_WOLF = [(0.70, -1.0), (0.60, -0.86), (0.48, -0.86), (0.54, -0.76), (0.36, -0.62), (0.22, -0.42),
                (0.28, -0.12), (0.28, 0.40), (0.36, 0.90), (0.40, 0.97), (0.12, 0.97), (0.10, 0.52), (0.0, 0.58),
                (-0.06, 0.84), (0.04, 0.97), (-0.52, 0.97), (-0.72, 0.80), (-0.76, 0.58), (-0.86, 0.76),
                (-1.0, 0.82), (-0.96, 0.66), (-0.78, 0.44), (-0.62, 0.14), (-0.40, -0.18), (-0.20, -0.42),
                (-0.12, -0.62), (-0.14, -0.86), (-0.04, -1.02), (0.08, -0.80), (0.24, -0.84), (0.44, -0.96)]


def howling_wolf(surface, cx, cy, r, color):
    _poly(surface, color, _pen(cx, cy, r), HOWLING_WOLF)


# ---------------------------------------------------------------- prey heads (front views)

def hare(surface, cx, cy, r, ink, eye):
    pen = _pen(cx, cy, r)
    _stroke(surface, ink, pen, (-0.16, -0.05), (-0.36, -0.86), r * 0.3)
    _stroke(surface, ink, pen, (0.16, -0.05), (0.40, -0.82), r * 0.3)
    _stroke(surface, eye, pen, (-0.18, -0.20), (-0.32, -0.72), r * 0.1)
    _stroke(surface, eye, pen, (0.18, -0.20), (0.36, -0.68), r * 0.1)
    _ellipse(surface, ink, pen, r, 0.0, 0.40, 0.46, 0.44)
    _ellipse(surface, eye, pen, r, -0.20, 0.30, 0.08, 0.09)
    _ellipse(surface, eye, pen, r, 0.20, 0.30, 0.08, 0.09)


def moose(surface, cx, cy, r, ink, eye):
    pen = _pen(cx, cy, r)
    # broad flat antlers, fingered along their top edge
    for side in (-1, 1):
        _poly(surface, ink, pen, [(side * x, y) for x, y in
                                  ((0.18, -0.30), (0.42, -0.70), (0.52, -0.96), (0.62, -0.66), (0.74, -0.98),
                                   (0.82, -0.62), (0.96, -0.86), (1.0, -0.40), (0.80, -0.20), (0.30, -0.12))])
    # the long drooping muzzle
    _poly(surface, ink, pen, [(-0.28, -0.40), (0.28, -0.40), (0.30, 0.20), (0.38, 0.78), (0.20, 0.96),
                              (-0.20, 0.96), (-0.38, 0.78), (-0.30, 0.20)])
    _ellipse(surface, eye, pen, r, -0.16, -0.12, 0.07, 0.08)
    _ellipse(surface, eye, pen, r, 0.16, -0.12, 0.07, 0.08)
    _ellipse(surface, eye, pen, r, -0.14, 0.78, 0.06, 0.08)
    _ellipse(surface, eye, pen, r, 0.14, 0.78, 0.06, 0.08)


def deer(surface, cx, cy, r, ink, eye):
    pen = _pen(cx, cy, r)
    w = r * 0.12
    for side in (-1, 1):     # tall branching antlers, thin lines
        _stroke(surface, ink, pen, (side * 0.14, -0.30), (side * 0.36, -0.98), w)
        _stroke(surface, ink, pen, (side * 0.24, -0.62), (side * 0.62, -0.86), w)
        _stroke(surface, ink, pen, (side * 0.30, -0.80), (side * 0.14, -0.98), w)
        _stroke(surface, ink, pen, (side * 0.20, -0.46), (side * 0.50, -0.52), w)
        _poly(surface, ink, pen, [(side * 0.22, -0.22), (side * 0.70, -0.36), (side * 0.48, -0.06)])   # ears
    _poly(surface, ink, pen, [(-0.30, -0.34), (0.30, -0.34), (0.24, 0.30), (0.10, 0.90), (-0.10, 0.90),
                              (-0.24, 0.30)])
    _ellipse(surface, eye, pen, r, -0.14, -0.10, 0.07, 0.08)
    _ellipse(surface, eye, pen, r, 0.14, -0.10, 0.07, 0.08)


def boar(surface, cx, cy, r, ink, eye):
    pen = _pen(cx, cy, r)
    for side in (-1, 1):
        _poly(surface, ink, pen, [(side * 0.40, -0.50), (side * 0.80, -0.86), (side * 0.78, -0.30)])   # ears
    _ellipse(surface, ink, pen, r, 0.0, 0.0, 0.78, 0.66)
    _ellipse(surface, ink, pen, r, 0.0, 0.56, 0.42, 0.34)    # the snout
    _ellipse(surface, eye, pen, r, 0.0, 0.58, 0.30, 0.22)
    _ellipse(surface, ink, pen, r, -0.12, 0.58, 0.07, 0.09)
    _ellipse(surface, ink, pen, r, 0.12, 0.58, 0.07, 0.09)
    for side in (-1, 1):     # curved tusks, pale
        _poly(surface, eye, pen, [(side * 0.38, 0.56), (side * 0.62, 0.20), (side * 0.50, 0.52)])
    _ellipse(surface, eye, pen, r, -0.30, -0.12, 0.08, 0.08)
    _ellipse(surface, eye, pen, r, 0.30, -0.12, 0.08, 0.08)


def raccoon(surface, cx, cy, r, ink, eye):
    pen = _pen(cx, cy, r)
    for side in (-1, 1):
        _ellipse(surface, ink, pen, r, side * 0.56, -0.56, 0.26, 0.30)     # round ears
    _poly(surface, ink, pen, [(-0.92, -0.06), (-0.56, -0.56), (0.56, -0.56), (0.92, -0.06), (0.30, 0.50),
                              (0.0, 0.94), (-0.30, 0.50)])
    # the pale face with the dark mask across the eyes
    _poly(surface, eye, pen, [(-0.70, -0.14), (-0.30, -0.44), (0.30, -0.44), (0.70, -0.14), (0.22, 0.42),
                              (0.0, 0.74), (-0.22, 0.42)])
    _poly(surface, ink, pen, [(-0.74, -0.10), (-0.40, -0.26), (0.0, -0.08), (0.40, -0.26), (0.74, -0.10),
                              (0.40, 0.18), (0.0, 0.08), (-0.40, 0.18)])
    _ellipse(surface, eye, pen, r, -0.36, -0.06, 0.08, 0.08)
    _ellipse(surface, eye, pen, r, 0.36, -0.06, 0.08, 0.08)
    _ellipse(surface, ink, pen, r, 0.0, 0.66, 0.10, 0.08)


PREY_HEADS = {"moose": moose, "deer": deer, "raccoon": raccoon, "boar": boar, "hare": hare}


# ---------------------------------------------------------------- moons

def moon(surface, cx, cy, r, phase, light, dark, edge):
    """A moon of radius r in its phase: `new` a dark disc with a bright rim, `quarter` the right half lit,
    `full` the whole disc lit (with two faint craters)."""
    pygame.draw.circle(surface, edge, (cx, cy), r + max(1.0, r * 0.12))
    if phase == "new":
        pygame.draw.circle(surface, dark, (cx, cy), r)
        pygame.draw.circle(surface, light, (cx, cy), r, max(1, int(r * 0.16)))
    elif phase == "quarter":
        pygame.draw.circle(surface, dark, (cx, cy), r)
        half = [(cx, cy - r)] + [(cx + math.cos(a) * r, cy + math.sin(a) * r)
                                 for a in (-math.pi / 2 + math.pi * k / 24 for k in range(25))]
        pygame.draw.polygon(surface, light, half)
    else:
        pygame.draw.circle(surface, light, (cx, cy), r)
        crater = tuple(int(c * 0.86) for c in light[:3])
        pygame.draw.circle(surface, crater, (cx - r * 0.3, cy - r * 0.2), r * 0.2)
        pygame.draw.circle(surface, crater, (cx + r * 0.28, cy + r * 0.32), r * 0.14)
