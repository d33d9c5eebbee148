"""Token stacks, markers and the reinforcement die, drawn with pygame.draw.

Sizes follow `scale` (1.0 = a 1600x1000 board on screen). The layout is fixed
so the map layer can keep region names clear of it:

* the stack: a chip of radius `chip_radius(scale)` centred on the anchor, with a
  pile of up to two more chips peeking out below it;
* the owner's badge (seat colour + seat emblem) at the chip's lower left, the
  count at its lower right;
* markers on an arc above the chip (`marker_slots`).

`stack_extent(scale)` gives how far the whole group reaches around the anchor.
"""

import math
from collections import OrderedDict

import pygame

from game.i18n import N_
from game.ui import theme
from game.ui.fonts import font
from game.ui.pictures import draw_hole
from game.ui.widgets import TEXT_OUTLINE as _OUTLINE
from game.ui.widgets import render_outlined

from . import world_pieces

MARKER_ORDER = ("mountain", "fortress", "lair", "encampment", "hole", "hero", "dragon")
MARKER_LABELS = {   # English, marked for the catalog: shown through game.i18n._()
    "mountain": N_("Mountain"), "fortress": N_("Fortress"), "lair": N_("Troll lair"), "encampment": N_("Encampment"),
    "hole": N_("Hole-in-the-ground"), "hero": N_("Hero"), "dragon": N_("Dragon"),
    **world_pieces.LABELS,
}

_SHADOW = (0, 0, 0, 70)


def chip_radius(scale):
    """Radius in pixels of a token chip (never so small the count gets unreadable)."""
    return max(12.0, 21.0 * scale)


def pile_step(scale):
    return chip_radius(scale) * 0.24


def marker_radius(scale):
    return max(9.0, chip_radius(scale) * 0.62)


def marker_slots(scale):
    """Offsets from the anchor where markers go, in the order they are filled."""
    r = chip_radius(scale)
    d = r + marker_radius(scale) * 1.45 + max(2.0, r * 0.1)
    slots = []
    for deg in (-130, -50, -90, -170, -10, 150, 30):
        a = math.radians(deg)
        slots.append((math.cos(a) * d, math.sin(a) * d))
    return slots


def stack_extent(scale):
    """(left/right, above, below) reach in pixels of a stack with markers around its anchor."""
    r = chip_radius(scale)
    m = marker_radius(scale)
    d = r + m * 1.45 + max(2.0, r * 0.1)
    side = max(d + m, r * 1.15)
    above = d + m
    below = r + 2 * pile_step(scale) + r * 0.12
    return side, above, below


# ---------------------------------------------------------------- text helpers

def _aa_circle(surface, color, center, radius, width=0):
    if radius <= 0:
        return
    try:
        pygame.draw.aacircle(surface, color, center, radius, width)
    except (TypeError, AttributeError):  # older pygame
        pygame.draw.circle(surface, color, center, radius, width)


def _shadow(surface, center, radius, squash=0.8, offset=0.14):
    """A soft shadow under a round piece, slightly down and right."""
    cx, cy = center
    w = radius * 2.1
    h = w * squash
    sh = pygame.Surface((int(w) + 6, int(h) + 6), pygame.SRCALPHA)
    pygame.draw.ellipse(sh, (0, 0, 0, 40), sh.get_rect())
    pygame.draw.ellipse(sh, _SHADOW, sh.get_rect().inflate(-6, -6))
    surface.blit(sh, (cx - w / 2 - 3 + radius * offset, cy - h / 2 - 3 + radius * (offset + (1 - squash) * 0.9)))


# ---------------------------------------------------------------- the stack

SUPERSAMPLE = 3          # pieces are painted this many times larger, then smoothed down
_CACHE_LIMIT = 600
_cache = OrderedDict()


def _cached(key, build):
    surf = _cache.get(key)
    if surf is None:
        surf = build()
        _cache[key] = surf
        if len(_cache) > _CACHE_LIMIT:
            _cache.popitem(last=False)
    else:
        _cache.move_to_end(key)
    return surf


def clear_cache():
    _cache.clear()


def _smooth(paint, half, ss=SUPERSAMPLE):
    """Paint at `ss` times the size on a transparent canvas of 2*half pixels, smooth it down."""
    size = int(math.ceil(2 * half))
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    paint(big, size * ss / 2.0, ss)
    if ss == 1:
        return big
    return pygame.transform.smoothscale(big, (size, size))


def stack_surface(race_id, count, owner_seat=None, declined=False, scale=1.0):
    """The picture of a stack as a cached SRCALPHA Surface; its anchor is the surface's centre."""
    scale = round(float(scale), 3)
    try:
        count = int(count)
    except (TypeError, ValueError):
        count = 0
    if race_id == "lost_tribe":
        declined = False  # the lost tribe is "declined" in the state but has its own look
    # by the race's look too: a mod's ruleset may give one of its races another look
    key = ("stack", race_id, theme.race_look(race_id), count, owner_seat, bool(declined), scale)
    return _cached(key, lambda: _build_stack(race_id, count, owner_seat, bool(declined), scale))


def stack_reach(scale, bands=3):
    """Where a stack's picture covers around its anchor (at (0, 0)), as Rects of `bands` horizontal bands
    (the chip is round: its badge and count make only its lower part wide): its chip, pile, owner's badge
    and a two-digit count, where they are more than faint (the shadow's soft edge is not)."""
    scale = round(float(scale), 3)

    def measure():
        pic = stack_surface("reach", 10, 0, False, scale)
        seen = pic.get_bounding_rect(min_alpha=64)
        cx, cy = pic.get_width() // 2, pic.get_height() // 2
        rects = []
        for k in range(bands):
            top = seen.top + seen.height * k // bands
            band = pygame.Rect(seen.left, top, seen.width, seen.top + seen.height * (k + 1) // bands - top)
            inked = pic.subsurface(band).get_bounding_rect(min_alpha=64)
            if inked.width and inked.height:
                rects.append(inked.move(band.left - cx, band.top - cy))
        return rects
    return [rect.copy() for rect in _cached(("reach", scale, bands), measure)]


def draw_stack(surface, center, race_id, count, owner_seat=None, declined=False, scale=1.0):
    """Draw a stack of `count` tokens of `race_id` at `center`; returns the Rect drawn.

    The chip has the race's colour and emblem, a ring in the owner's seat colour and a
    badge with the owner's seat emblem at its lower left (no badge for the lost tribe or
    an unowned stack); the count is at its lower right. A declined race is drawn greyed
    with dark diagonal stripes. Pictures are cached, so calling this every frame is cheap.
    """
    pic = stack_surface(race_id, count, owner_seat, declined, scale)
    rect = pic.get_rect(center=(int(round(center[0])), int(round(center[1]))))
    surface.blit(pic, rect)
    return rect


def _build_stack(race_id, count, owner_seat, declined, scale):
    r = chip_radius(scale)
    half = r * 2.0 + 4

    def paint(canvas, c, ss):
        _paint_stack(canvas, c, c, race_id, count, owner_seat, declined, r * ss, ss)
    pic = _smooth(paint, half)
    c = pic.get_width() / 2.0
    # the count, painted at the final size so the type stays crisp
    size = max(14, int(round(r * 0.95)))
    label = render_outlined(count, font(size, bold=True), (255, 255, 255), _OUTLINE, 2)
    pic.blit(label, label.get_rect(center=(int(round(c + r * 0.72)), int(round(c + r * 0.6)))))
    return pic


def _paint_stack(surface, cx, cy, race_id, count, owner_seat, declined, r, px):
    step = r * 0.24
    race_col = theme.race_color(race_id)
    emblem = theme.race_emblem(race_id)
    ring_col = (226, 216, 192) if owner_seat is None else theme.player_color(owner_seat)
    if declined:
        race_col = theme.desaturate(race_col, 0.78, toward=(150, 146, 140))
    visible = max(1, min(count, 3))
    _shadow(surface, (cx, cy + step * (visible - 1)), r)

    rim = theme.darker(race_col, 0.45)
    ring_w = max(3.0 * px, r * 0.2)
    edge_w = 1.5 * px
    for k in range(visible - 1, 0, -1):
        py = cy + step * k
        pygame.draw.circle(surface, _OUTLINE, (cx, py), r + edge_w)
        pygame.draw.circle(surface, theme.darker(ring_col, 0.25), (cx, py), r)
        pygame.draw.circle(surface, rim, (cx, py), r - ring_w)

    # top chip: dark edge, owner ring, race disc
    pygame.draw.circle(surface, _OUTLINE, (cx, cy), r + edge_w)
    pygame.draw.circle(surface, ring_col, (cx, cy), r)
    inner = r - ring_w
    pygame.draw.circle(surface, _OUTLINE, (cx, cy), inner + px)
    pygame.draw.circle(surface, race_col, (cx, cy), inner)
    # a soft highlight so it reads as a round piece
    hl = pygame.Surface((int(inner * 2) + 2, int(inner * 2) + 2), pygame.SRCALPHA)
    pygame.draw.ellipse(hl, (255, 255, 255, 46), (inner * 0.35, inner * 0.12, inner * 1.1, inner * 0.8))
    surface.blit(hl, (cx - inner - 1, cy - inner - 1))

    ink = theme.ink_on(race_col)
    edge = theme.darker(race_col, 0.55) if ink[0] > 128 else theme.lighter(race_col, 0.5)
    if declined:
        ink = (236, 232, 224)
        edge = (70, 66, 62)
    theme.draw_emblem(surface, emblem, (cx, cy - inner * 0.06), inner * 0.66, ink, outline=edge)
    if declined:
        _declined_stripes(surface, (cx, cy), inner)

    # owner badge, lower left
    if owner_seat is not None:
        _paint_owner_badge(surface, (cx - r * 0.78, cy + r * 0.62), max(7.0 * px, r * 0.45), owner_seat, edge_w)


def _paint_owner_badge(surface, center, br, owner_seat, edge_w):
    pcol = theme.player_color(owner_seat)
    pygame.draw.circle(surface, _OUTLINE, center, br + edge_w)
    pygame.draw.circle(surface, pcol, center, br)
    theme.draw_emblem(surface, theme.player_emblem(owner_seat), center, br * 0.62, theme.ink_on(pcol))


def draw_owner_badge(surface, center, owner_seat, scale=1.0):
    """The owner's seat badge alone, at a stack's badge size: a region held with no token in it (a Champion
    standing alone) still shows whose it is."""
    br = max(7.0, chip_radius(scale) * 0.45)
    size = int(br * 2 + 6) + 1
    key = ("owner_badge", owner_seat, round(float(br), 2), theme.palette())

    def build():
        pic = pygame.Surface((size, size), pygame.SRCALPHA)
        _paint_owner_badge(pic, (size / 2, size / 2), br, owner_seat, 1.5)
        return pic
    pic = _cached(key, build)
    rect = pic.get_rect(center=(int(round(center[0])), int(round(center[1]))))
    surface.blit(pic, rect)
    return rect


def _declined_stripes(surface, center, radius):
    """Dark diagonal stripes across a chip: the race has gone into decline."""
    cx, cy = center
    size = int(radius * 2) + 2
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    gap = max(4.0, radius * 0.42)
    w = max(2, int(radius * 0.14))
    k = -size
    while k < size * 2:
        pygame.draw.line(layer, (40, 36, 34, 150), (k, size), (k + size, 0), w)
        k += gap
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (size / 2, size / 2), radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(layer, (cx - size / 2, cy - size / 2))


# ---------------------------------------------------------------- markers

def draw_markers(surface, center, markers, scale=1.0):
    """Draw the markers of a region (a dict name -> count) around the stack at `center`.

    Known names (docs/FORMATS.md §4): mountain, lair, fortress, encampment, hole, hero,
    dragon; unknown names get a labelled disc. Returns the list of Rects drawn.
    """
    if not markers:
        return []
    names = [n for n in MARKER_ORDER if markers.get(n)]
    names += sorted(n for n in markers if n not in MARKER_ORDER and markers.get(n))
    slots = marker_slots(scale)
    m = marker_radius(scale)
    rects = []
    cx, cy = center
    for i, name in enumerate(names):
        if i < len(slots):
            dx, dy = slots[i]
        else:  # more kinds than slots: keep going round, further out
            a = math.radians(-130 + 40 * i)
            dx, dy = math.cos(a) * m * 5, math.sin(a) * m * 5
        rects.append(draw_marker(surface, name, (cx + dx, cy + dy), m, markers.get(name, 1)))
    return rects


def draw_marker(surface, name, center, radius, count=1):
    """Draw one marker piece of the given radius; a count above 1 is shown as a number."""
    try:
        n = int(count)
    except (TypeError, ValueError):
        n = 1
    key = ("marker", name, n, round(float(radius), 2))
    pic = _cached(key, lambda: _build_marker(name, float(radius), n))
    rect = pic.get_rect(center=(int(round(center[0])), int(round(center[1]))))
    surface.blit(pic, rect)
    return rect


def _build_marker(name, r, n):
    fn = _MARKER_DRAWERS.get(name) or world_pieces.DRAWERS.get(name)    # a Warcraft game's pieces

    def paint(canvas, c, ss):
        rr = r * ss
        _shadow(canvas, (c, c), rr, squash=0.85, offset=0.12)
        # every marker is a round piece: a tinted disc with a dark rim, the icon on it
        pygame.draw.circle(canvas, _OUTLINE, (c, c), rr + 1.5 * ss)
        pygame.draw.circle(canvas, _MARKER_TINTS.get(name) or world_pieces.TINTS.get(name, (226, 218, 200)), (c, c), rr)
        pygame.draw.circle(canvas, (255, 255, 255), (c, c), rr - max(1.5 * ss, rr * 0.1), max(1, int(rr * 0.06)))
        if fn is not None:
            fn(canvas, c, c + rr * 0.04, rr * 0.8)
    pic = _smooth(paint, r * 1.5 + 4)
    c = pic.get_width() / 2.0
    if fn is None:
        letter = (str(name)[:1] or "?").upper()
        label = font(max(10, int(r * 1.1)), bold=True).render(letter, True, _OUTLINE)
        pic.blit(label, label.get_rect(center=(int(c), int(c))))
    if n > 1:
        label = render_outlined(n, font(max(12, int(r * 0.95)), bold=True), (255, 255, 255), _OUTLINE, 2)
        pic.blit(label, label.get_rect(center=(int(c + r * 0.8), int(c + r * 0.7))))
    return pic


def _outlined_poly(surface, fill, pts, w=2):
    pygame.draw.polygon(surface, _OUTLINE, pts, 0)
    # shrink towards the centroid for the fill so a dark rim stays
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    inner = []
    for x, y in pts:
        dx, dy = x - cx, y - cy
        d = math.hypot(dx, dy) or 1.0
        k = max(0.0, (d - w) / d)
        inner.append((cx + dx * k, cy + dy * k))
    pygame.draw.polygon(surface, fill, inner)
    pygame.draw.aalines(surface, fill, True, inner)


def _draw_mountain(surface, cx, cy, r):
    base = cy + r * 0.7
    pts = [(cx - r * 1.05, base), (cx - r * 0.2, cy - r * 0.85), (cx + r * 0.05, cy - r * 0.45),
           (cx + r * 0.35, cy - r * 0.75), (cx + r * 1.05, base)]
    _outlined_poly(surface, (150, 140, 128), pts, max(1.5, r * 0.14))
    # shaded right faces
    pygame.draw.polygon(surface, (112, 104, 96), [(cx - r * 0.2, cy - r * 0.72), (cx + r * 0.12, base - r * 0.1),
                                                  (cx + r * 0.02, cy - r * 0.4)])
    pygame.draw.polygon(surface, (112, 104, 96), [(cx + r * 0.35, cy - r * 0.62), (cx + r * 0.9, base - r * 0.1),
                                                  (cx + r * 0.45, base - r * 0.1)])
    # snow caps
    pygame.draw.polygon(surface, (248, 248, 244), [(cx - r * 0.2, cy - r * 0.72), (cx - r * 0.42, cy - r * 0.32),
                                                   (cx - r * 0.25, cy - r * 0.4), (cx - r * 0.1, cy - r * 0.28),
                                                   (cx - r * 0.02, cy - r * 0.48)])
    pygame.draw.polygon(surface, (248, 248, 244), [(cx + r * 0.35, cy - r * 0.62), (cx + r * 0.2, cy - r * 0.38),
                                                   (cx + r * 0.34, cy - r * 0.42), (cx + r * 0.5, cy - r * 0.36)])


def _draw_lair(surface, cx, cy, r):
    # a mossy mound with a dark cave mouth guarded by fangs
    base = cy + r * 0.75
    mound = [(cx + math.cos(a) * r * 1.05, base + math.sin(a) * r * 1.6)
             for a in (math.pi + k * math.pi / 16 for k in range(17))]
    _outlined_poly(surface, (104, 132, 84), mound, max(1.5, r * 0.14))
    for k in range(3):  # tufts of moss
        x = cx + (k - 1) * r * 0.55
        y = base - r * (1.05 if k == 1 else 0.8)
        pygame.draw.circle(surface, (78, 106, 62), (x, y + r * 0.1), max(1.5, r * 0.14))
    mouth = [(cx + math.cos(a) * r * 0.48, base - r * 0.05 + math.sin(a) * r * 0.85)
             for a in (math.pi + k * math.pi / 12 for k in range(13))]
    pygame.draw.polygon(surface, (22, 18, 16), mouth)
    top = base - r * 0.9
    for dx in (-0.18, 0.18):
        x = cx + dx * r
        pygame.draw.polygon(surface, (244, 238, 220), [(x - r * 0.1, top + r * 0.2), (x + r * 0.1, top + r * 0.2),
                                                       (x, top + r * 0.5)])


def _draw_fortress(surface, cx, cy, r):
    w, h = r * 1.6, r * 1.45
    left, top = cx - w / 2, cy - h / 2 + r * 0.15
    merlon = w / 5
    pts = [(left, top + h), (left, top)]
    for k in range(5):
        x0 = left + k * merlon
        if k % 2 == 0:
            pts += [(x0, top - merlon * 0.7), (x0 + merlon, top - merlon * 0.7), (x0 + merlon, top)]
        else:
            pts += [(x0 + merlon, top)]
    pts += [(left + w, top + h)]
    _outlined_poly(surface, (176, 172, 166), pts, max(1.5, r * 0.13))
    # masonry lines and a gate
    ink = (110, 104, 98)
    for k in range(1, 3):
        y = top + h * k / 3
        pygame.draw.line(surface, ink, (left + r * 0.15, y), (left + w - r * 0.15, y), 1)
    gate = pygame.Rect(0, 0, int(r * 0.55), int(r * 0.75))
    gate.midbottom = (int(cx), int(top + h - r * 0.1))
    pygame.draw.rect(surface, (48, 36, 28), gate, border_top_left_radius=gate.width // 2,
                     border_top_right_radius=gate.width // 2)
    # a pennant
    pygame.draw.line(surface, _OUTLINE, (cx, top - merlon * 0.7), (cx, top - r * 0.95), max(1, int(r * 0.1)))
    pygame.draw.polygon(surface, (196, 56, 44), [(cx, top - r * 0.95), (cx + r * 0.45, top - r * 0.83),
                                                 (cx, top - r * 0.7)])


def _draw_encampment(surface, cx, cy, r):
    base = cy + r * 0.75
    pts = [(cx - r * 1.05, base), (cx, cy - r * 0.95), (cx + r * 1.05, base)]
    _outlined_poly(surface, (224, 200, 150), pts, max(1.5, r * 0.14))
    pygame.draw.polygon(surface, (186, 150, 96), [(cx, cy - r * 0.8), (cx + r * 0.88, base - r * 0.08),
                                                  (cx + r * 0.25, base - r * 0.08)])
    pygame.draw.polygon(surface, (60, 40, 26), [(cx - r * 0.3, base - r * 0.06), (cx, cy - r * 0.1),
                                                (cx + r * 0.3, base - r * 0.06)])
    pygame.draw.line(surface, _OUTLINE, (cx, cy - r * 0.95), (cx, cy - r * 1.25), max(1, int(r * 0.12)))


def _draw_hero(surface, cx, cy, r):
    # a golden shield with a star
    pts = [(cx - r * 0.85, cy - r * 0.8), (cx + r * 0.85, cy - r * 0.8), (cx + r * 0.8, cy + r * 0.05),
           (cx + r * 0.45, cy + r * 0.6), (cx, cy + r * 0.95), (cx - r * 0.45, cy + r * 0.6),
           (cx - r * 0.8, cy + r * 0.05)]
    _outlined_poly(surface, (236, 188, 52), pts, max(1.5, r * 0.14))
    star = []
    for k in range(10):
        rr = r * 0.48 if k % 2 == 0 else r * 0.2
        a = -math.pi / 2 + k * math.pi / 5
        star.append((cx + math.cos(a) * rr, cy - r * 0.05 + math.sin(a) * rr))
    pygame.draw.polygon(surface, (150, 40, 40), star)
    pygame.draw.aalines(surface, (150, 40, 40), True, star)


def _draw_dragon(surface, cx, cy, r):
    # a crimson dragon head in profile, facing right, with horn and eye
    pts = [(cx - r * 0.95, cy + r * 0.9), (cx - r * 0.7, cy - r * 0.2), (cx - r * 0.35, cy - r * 0.6),
           (cx - r * 0.55, cy - r * 1.05), (cx - r * 0.05, cy - r * 0.7), (cx + r * 0.35, cy - r * 0.55),
           (cx + r * 1.0, cy - r * 0.25), (cx + r * 1.0, cy + r * 0.05), (cx + r * 0.45, cy + r * 0.1),
           (cx + r * 0.85, cy + r * 0.3), (cx + r * 0.3, cy + r * 0.4), (cx - r * 0.1, cy + r * 0.3),
           (cx - r * 0.25, cy + r * 0.9)]
    _outlined_poly(surface, (196, 40, 36), pts, max(1.5, r * 0.13))
    pygame.draw.circle(surface, (250, 220, 80), (cx + r * 0.12, cy - r * 0.3), max(1.5, r * 0.14))
    pygame.draw.circle(surface, (20, 16, 12), (cx + r * 0.15, cy - r * 0.3), max(1, r * 0.06))
    # a puff of fire from the snout
    pygame.draw.polygon(surface, (250, 150, 40), [(cx + r * 0.98, cy - r * 0.12), (cx + r * 1.25, cy - r * 0.35),
                                                  (cx + r * 1.15, cy - r * 0.1), (cx + r * 1.3, cy + r * 0.05),
                                                  (cx + r * 0.98, cy - r * 0.02)])
    # spines along the neck
    for k in range(3):
        y = cy + r * (0.05 + k * 0.28)
        x = cx - r * (0.72 + k * 0.06)
        pygame.draw.polygon(surface, (250, 200, 90), [(x, y - r * 0.1), (x - r * 0.22, y), (x, y + r * 0.1)])


_MARKER_TINTS = {
    "mountain": (214, 222, 232),
    "lair": (206, 226, 184),
    "fortress": (150, 120, 96),
    "encampment": (120, 150, 104),
    "hole": (236, 222, 170),
    "hero": (72, 92, 160),
    "dragon": (248, 214, 160),
}

_MARKER_DRAWERS = {
    "mountain": _draw_mountain,
    "lair": _draw_lair,
    "fortress": _draw_fortress,
    "encampment": _draw_encampment,
    "hole": draw_hole,            # ui.pictures
    "hero": _draw_hero,
    "dragon": _draw_dragon,
}


# ---------------------------------------------------------------- the die

_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def draw_die(surface, rect, face, color=(246, 240, 226), pip_color=(40, 30, 26)):
    """Draw the reinforcement die showing `face` (0 = a blank face, 1-6 pips)."""
    rect = pygame.Rect(rect)
    radius = max(2, rect.width // 6)
    shadow = rect.move(max(1, rect.width // 16), max(2, rect.width // 12))
    sh = pygame.Surface(shadow.size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 80), sh.get_rect(), border_radius=radius)
    surface.blit(sh, shadow)
    pygame.draw.rect(surface, _OUTLINE, rect, border_radius=radius)
    body = rect.inflate(-max(2, rect.width // 18) * 2, -max(2, rect.width // 18) * 2)
    pygame.draw.rect(surface, color, body, border_radius=max(1, radius - 1))
    # a lighter top edge for depth
    top = body.inflate(-body.width // 6, 0)
    top.height = max(1, body.height // 10)
    top.top = body.top + max(1, body.height // 16)
    pygame.draw.rect(surface, theme.lighter(color, 0.5), top, border_radius=top.height // 2)
    try:
        face = int(face)
    except (TypeError, ValueError):
        face = 0
    pr = max(2.0, rect.width * 0.085)
    for fx, fy in _PIPS.get(face, []):
        _aa_circle(surface, pip_color, (rect.left + rect.width * fx, rect.top + rect.height * fy), pr)
    return rect
