"""Pictures of The Wolves' pieces and tokens, each drawn once per size and kept.

`piece(pack, kind, px)`: an alpha (a crowned wolf's head), a pack wolf (a wolf's head), a den (a
low mound) or a lair (a rock arch over a cave), in the pack's colour with a dark outline and the
pack's letter; with the colour-blind setting, also the pack's pattern. `token(name, px, count)`: a
lone wolf (a sitting, howling wolf), a prey token (its species' head) or a scoring token (a moon in
its phase) on a round token; a stack of several shows a second token beneath and its count. Every
picture is px x px pixels (a wolf's picture is drawn within its square), drawn QUALITY times larger
and smoothed down, and cached by everything it depends on: sizes, the palette, the language (letters).
"""

import math

import pygame

from game.i18n import generation
from game.ui import theme
from game.ui.fonts import font

from . import look, silhouettes

QUALITY = 4
_cache = {}
MAX_CACHED = 600


def clear_cache():
    _cache.clear()


def _kept(key, draw):
    picture = _cache.get(key)
    if picture is None:
        if len(_cache) >= MAX_CACHED:
            _cache.clear()
        picture = _cache[key] = draw()
    return picture


# ---------------------------------------------------------------- pieces

# How much of its square each kind fills (width, height) and where its letter sits (fraction of px from the top).
PIECE_BOX = {"alpha": (1.0, 1.0), "pack": (0.78, 0.78), "den": (1.0, 0.6), "lair": (1.0, 0.92)}


def piece(pack, kind, px):
    """The picture of one piece, px x px."""
    px = max(6, int(px))
    key = ("piece", pack, kind, px, look.colorblind(), generation())
    return _kept(key, lambda: _draw_piece(pack, kind, px))


def _draw_piece(pack, kind, px):
    q = QUALITY
    size = px * q
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    fill = look.pack_color(pack)
    c = size / 2.0
    shape = _shape(kind, c, size)
    shape(big, fill, look.PIECE_EDGE)
    if look.colorblind():
        _pattern(big, shape, look.PACK_PATTERNS.get(pack, "plain"), fill, size)
    _letter(big, pack, kind, fill, size)
    return pygame.transform.smoothscale(big, (px, px))


def _shape(kind, c, size):
    """A function (surface, fill, edge) drawing the piece's silhouette in its square of `size`."""
    if kind == "alpha":
        return lambda s, f, e: silhouettes.wolf_head(s, c, c, size * 0.45, f, e, crowned=True)
    if kind == "pack":
        return lambda s, f, e: silhouettes.wolf_head(s, c, c + size * 0.03, size * 0.36, f, e)
    if kind == "den":
        return lambda s, f, e: silhouettes.den(s, c, c, size * 0.46, f, e)
    return lambda s, f, e: silhouettes.lair(s, c, c, size * 0.46, f, e)


def _letter_box(kind, size):
    """(centre x, centre y, height) of the letter on a piece of this kind."""
    c = size / 2.0
    if kind == "alpha":
        return c, c + size * 0.08, size * 0.36
    if kind == "pack":
        return c, c + size * 0.02, size * 0.34
    if kind == "den":
        return c, c + size * 0.02, size * 0.34
    return c, c - size * 0.16, size * 0.3


def _letter(big, pack, kind, fill, size):
    text = look.pack_letter(pack)
    cx, cy, height = _letter_box(kind, size)
    ink = theme.ink_on(fill)
    halo = (20, 16, 12) if theme.luminance(ink) > 140 else (255, 252, 240)
    fnt = font(height * 1.25, bold=True, condensed=len(text) > 1)
    glyph = fnt.render(text, True, ink)
    shadow = fnt.render(text, True, halo)
    width_room = size * (0.5 if kind in ("alpha", "pack") else 0.62)
    k = min(1.0, width_room / max(1, glyph.get_width()))
    if k < 1.0:
        glyph = pygame.transform.smoothscale(glyph, (int(glyph.get_width() * k), int(glyph.get_height() * k)))
        shadow = pygame.transform.smoothscale(shadow, glyph.get_size())
    x, y = cx - glyph.get_width() / 2.0, cy - glyph.get_height() / 2.0
    edge = max(1, int(size * 0.025))
    for k in range(12):     # a halo all round, so the letter reads on the pack's colour and on its outline
        a = math.tau * k / 12
        big.blit(shadow, (x + math.cos(a) * edge, y + math.sin(a) * edge))
    big.blit(glyph, (x, y))


def _pattern(big, shape, name, fill, size):
    """The pack's pattern (colour-blind setting) over the piece's fill, kept inside its silhouette."""
    if name == "plain":
        return
    marks = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    ink = (*theme.mix(fill, look.PIECE_EDGE, 0.5), 255)
    step = size * 0.16
    width = max(2, int(size * 0.045))
    if name == "dots":
        y = step / 2
        row = 0
        while y < size:
            x = step / 2 + (step / 2 if row % 2 else 0)
            while x < size:
                pygame.draw.circle(marks, ink, (x, y), size * 0.03)
                x += step
            y += step
            row += 1
    elif name == "stripes":
        k = -size
        while k < size:
            pygame.draw.line(marks, ink, (k, size), (k + size, 0), width)
            k += step
    elif name == "bars":
        y = step / 2
        while y < size:
            pygame.draw.line(marks, ink, (0, y), (size, y), width)
            y += step
    elif name == "rings":
        r = step
        while r < size:
            pygame.draw.circle(marks, ink, (size / 2, size / 2), r, width)
            r += step
    inside = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    shape(inside, (255, 255, 255, 255), (0, 0, 0, 0))
    marks.blit(inside, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(marks, (0, 0))


# ---------------------------------------------------------------- tokens

def token(name, px, count=1):
    """A round token px x px: "lone_wolf", a prey species or a moon phase; `count` > 1: a stack."""
    px = max(6, int(px))
    count = max(1, int(count))
    key = ("token", name, px, count)
    return _kept(key, lambda: _draw_token(name, px, count))


def _draw_token(name, px, count):
    q = QUALITY
    size = px * q
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    stacked = count > 1
    r = size * (0.42 if stacked else 0.46)
    cx, cy = size / 2.0 - (size * 0.03 if stacked else 0), size / 2.0 - (size * 0.03 if stacked else 0)
    face, rim = _token_colors(name)
    edge = look.PIECE_EDGE
    if stacked:   # the token beneath shows its edge
        pygame.draw.circle(big, edge, (cx + size * 0.07, cy + size * 0.07), r + size * 0.025)
        pygame.draw.circle(big, theme.darker(face, 0.25), (cx + size * 0.07, cy + size * 0.07), r)
    pygame.draw.circle(big, edge, (cx, cy), r + size * 0.025)
    pygame.draw.circle(big, rim, (cx, cy), r)
    pygame.draw.circle(big, face, (cx, cy), r * 0.86)
    if name == "lone_wolf":
        silhouettes.howling_wolf(big, cx, cy + r * 0.04, r * 0.66, (44, 40, 40))
    elif name in look.PREY:
        silhouettes.PREY_HEADS[name](big, cx, cy + r * 0.02, r * 0.7, look.PREY_INK, face)
    elif name in look.PHASES:
        silhouettes.moon(big, cx, cy, r * 0.6, name, look.MOON_LIGHT, look.MOON_DARK, (10, 12, 24))
    else:
        pygame.draw.circle(big, edge, (cx, cy), r * 0.3)
    if stacked:
        _count(big, count, size)
    return pygame.transform.smoothscale(big, (px, px))


def _token_colors(name):
    """(face, rim) of a token."""
    if name == "lone_wolf":
        return look.LONE_WOLF_TOKEN, theme.darker(look.LONE_WOLF_TOKEN, 0.3)
    if name in look.PHASES:
        return look.MOON_TOKEN, (176, 182, 204)
    return look.PREY_TOKEN, theme.darker(look.PREY_TOKEN, 0.32)


def _count(big, count, size):
    """The stack's count in a dark badge at the lower right."""
    r = size * 0.19
    cx, cy = size - r - size * 0.01, size - r - size * 0.01
    pygame.draw.circle(big, look.COUNT_TEXT, (cx, cy), r + size * 0.025)
    pygame.draw.circle(big, look.COUNT_BADGE, (cx, cy), r)
    fnt = font(r * 1.5, bold=True)
    glyph = fnt.render(str(count), True, look.COUNT_TEXT)
    big.blit(glyph, (cx - glyph.get_width() / 2.0, cy - glyph.get_height() / 2.0))
