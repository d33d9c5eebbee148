"""Small pictures of the play screen's panels, each drawn once per size and kept: a terrain tile (a hex
showing one face, its back face in its corner), the two bonus tokens, and a terrain hex alone."""

import math

import pygame

from game.i18n import generation
from game.ui import theme
from game.ui.fonts import font

from . import look
from .hex_art import hex_points, hex_tile, tile_size

_cache = {}
QUALITY = 3


def _kept(key, draw):
    picture = _cache.get(key)
    if picture is None:
        if len(_cache) > 300:
            _cache.clear()
        picture = _cache[key] = draw()
    return picture


def terrain_hex(kind, radius):
    """A hex of terrain `kind`, corner radius `radius`, with a dark outline (tile_size(radius) pixels)."""
    radius = max(4, int(radius))
    return _kept(("hex", kind, radius), lambda: _outlined_hex(kind, radius))


def _outlined_hex(kind, radius):
    picture = hex_tile(kind, radius).copy()
    w, h = picture.get_size()
    pygame.draw.polygon(picture, look.PIECE_EDGE, hex_points(w / 2.0, h / 2.0, radius - 0.5), max(1, radius // 9))
    return picture


def tile(up, down, radius, home_pack=None):
    """A terrain tile showing `up`, its back face `down` as a small hex in its lower right corner; the home
    tile (`home_pack`) has a rim in the pack's colour. Picture of tile_size(radius * 1.18)."""
    radius = max(6, int(radius))
    key = ("tile", up, down, radius, home_pack, look.colorblind())
    return _kept(key, lambda: _tile(up, down, radius, home_pack))


def _tile(up, down, radius, home_pack):
    w, h = tile_size(radius * 1.18)
    picture = pygame.Surface((w, h), pygame.SRCALPHA)
    face = terrain_hex(up, radius)
    cx, cy = w / 2.0 - radius * 0.1, h / 2.0 - radius * 0.08
    picture.blit(face, (round(cx - face.get_width() / 2), round(cy - face.get_height() / 2)))
    if home_pack is not None:
        pygame.draw.polygon(picture, look.pack_color(home_pack), hex_points(cx, cy, radius - 1),
                            max(2, radius // 5))
        pygame.draw.polygon(picture, look.PIECE_EDGE, hex_points(cx, cy, radius), 1)
    back_r = max(4, int(radius * 0.46))
    back = terrain_hex(down, back_r)
    bx, by = w - back.get_width() / 2.0 - 1, h - back.get_height() / 2.0 - 1
    pygame.draw.polygon(picture, (250, 246, 236), hex_points(bx, by, back_r + 2))
    picture.blit(back, (round(bx - back.get_width() / 2), round(by - back.get_height() / 2)))
    return picture


def bonus_terrain(px):
    """The bonus terrain token: a light disc holding a hex cut in the five terrains."""
    px = max(8, int(px))
    return _kept(("bonus_terrain", px), lambda: _bonus_terrain(px))


def _bonus_terrain(px):
    q = QUALITY
    size = px * q
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2.0
    r = size * 0.46
    pygame.draw.circle(big, look.PIECE_EDGE, (c, c), r + size * 0.03)
    pygame.draw.circle(big, (236, 228, 206), (c, c), r)
    pts = hex_points(c, c, r * 0.72)
    for k, terrain in enumerate(look.TERRAINS):     # five wedges from the centre, one a terrain
        a0 = -math.pi / 2 + math.tau * k / 5
        a1 = a0 + math.tau / 5
        arc = [a0 + (a1 - a0) * t / 6 for t in range(7)]
        wedge = [(c, c)] + [(c + math.cos(a) * r * 0.8, c + math.sin(a) * r * 0.8) for a in arc]
        pygame.draw.polygon(big, look.TERRAIN_FILL[terrain], wedge)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    mask.fill((236, 228, 206, 255))
    pygame.draw.polygon(mask, (0, 0, 0, 0), pts)
    ring = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(ring, (255, 255, 255, 255), (c, c), r)
    mask.blit(ring, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(mask, (0, 0))
    pygame.draw.polygon(big, look.PIECE_EDGE, pts, max(2, int(size * 0.04)))
    return pygame.transform.smoothscale(big, (px, px))


def bonus_action(px):
    """The bonus action token: a golden disc showing "+1"."""
    px = max(8, int(px))
    return _kept(("bonus_action", px, generation()), lambda: _bonus_action(px))


def _bonus_action(px):
    q = QUALITY
    size = px * q
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2.0
    r = size * 0.46
    pygame.draw.circle(big, look.PIECE_EDGE, (c, c), r + size * 0.03)
    pygame.draw.circle(big, theme.COIN_RIM, (c, c), r)
    pygame.draw.circle(big, theme.COIN, (c, c), r * 0.84)
    glyph = font(r * 1.05, bold=True).render("+1", True, look.PIECE_EDGE)
    big.blit(glyph, (c - glyph.get_width() / 2.0, c - glyph.get_height() / 2.0))
    return pygame.transform.smoothscale(big, (px, px))


def clear_cache():
    _cache.clear()
