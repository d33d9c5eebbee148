"""The bundled fonts (DejaVu, see assets/fonts/LICENSE-DejaVu.txt), loaded once per size.

`font(size, bold=False, serif=False)` never fails: a missing or broken font file
falls back to pygame's default font, so the game still shows its text.
"""

import os

import pygame

from game.resources import resource_path

FILES = {
    # (bold, serif, condensed) -> file name
    (False, False, False): "DejaVuSans.ttf",
    (True, False, False): "DejaVuSans-Bold.ttf",
    (True, False, True): "DejaVuSansCondensed-Bold.ttf",
    (False, False, True): "DejaVuSansCondensed-Bold.ttf",
    (True, True, False): "DejaVuSerif-Bold.ttf",
    (False, True, False): "DejaVuSerif-Bold.ttf",
    (True, True, True): "DejaVuSerif-Bold.ttf",
    (False, True, True): "DejaVuSerif-Bold.ttf",
}

_cache = {}


def font_file(bold=False, serif=False, condensed=False):
    """The path of the bundled font file for this style (it may be missing)."""
    return resource_path("assets", "fonts", FILES[(bool(bold), bool(serif), bool(condensed))])


def font(size, bold=False, serif=False, condensed=False):
    """A cached pygame Font of `size` pixels; pygame's default font if the file is missing."""
    size = max(6, int(round(size)))
    key = (size, bool(bold), bool(serif), bool(condensed))
    cached = _cache.get(key)
    if cached is not None:
        try:
            cached.size("")  # fonts die with pygame.font.quit(); reload after a restart
            return cached
        except pygame.error:
            _cache.clear()
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_file(bold, serif, condensed)
    result = None
    if os.path.exists(path):
        try:
            result = pygame.font.Font(path, size)
        except (OSError, pygame.error):
            result = None
    if result is None:
        try:
            result = pygame.font.Font(None, size)
        except (OSError, pygame.error):
            result = pygame.font.SysFont(None, size)
        if bold:
            result.set_bold(True)
    _cache[key] = result
    return result


def clear_cache():
    """Forget loaded fonts (needed after pygame.font.quit())."""
    _cache.clear()
