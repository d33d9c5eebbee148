"""The bundled fonts (DejaVu, see assets/fonts/LICENSE-DejaVu.txt), loaded once per size.

`font(size, bold=False, serif=False)` never fails: a missing or broken font file
falls back to pygame's default font, so the game still shows its text. Every font it
returns draws only printable text (game.ui.text.printable): a NUL or a lone surrogate
in a name from a file is shown as U+FFFD instead of stopping the window.
"""

import os

import pygame

from game.resources import resource_path

from .text import fit_text, printable

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
MAX_DRAWN = 2000   # characters drawn in one go: far wider than any window, and a huge text cannot stall a frame
MAX_WIDTH = 16384  # pixels of one drawn line: a longer one is cut with "…" (a 2,000-character title would be 50 MB)
WIDEST_GLYPH = 4   # line heights: more than any one character is wide in the bundled fonts (see SafeFont.render)


def _printable(text):
    return printable(text, MAX_DRAWN)


class SafeFont(pygame.font.Font):
    """A Font that draws and measures any text without raising: what it cannot show becomes U+FFFD
    (game.ui.text.printable), a text that draws nothing (empty, zero-width characters only) is a
    transparent surface 1 pixel wide and a line high, a text wider than MAX_WIDTH is cut with "…"."""

    def render(self, text, antialias=True, color=(0, 0, 0), bgcolor=None, *args, **kwargs):
        text = _printable(text)
        # Measured only when it could be wider than MAX_WIDTH: no glyph of the bundled fonts (nor of pygame's
        # default) is wider than 1.75 line heights (the widest, U+2031 and U+2167, about 1.7 at 6 px), so
        # WIDEST_GLYPH line heights a character is a safe bound, and a short text is drawn without measuring.
        if len(text) * self.get_height() * WIDEST_GLYPH > MAX_WIDTH and super().size(text)[0] > MAX_WIDTH:
            text = fit_text(text, self, MAX_WIDTH)
        if text:
            try:
                label = super().render(text, antialias, color, bgcolor, *args, **kwargs)
                if label.get_width() > 0:
                    return label
            except pygame.error:   # zero width ("Text has zero width": zero-width characters only): blank
                pass
        return self._blank(bgcolor)

    def _blank(self, bgcolor):
        """What a text that draws nothing renders to: a line of the font's height, 1 pixel wide."""
        if bgcolor is None:
            return pygame.Surface((1, self.get_height()), pygame.SRCALPHA)
        blank = pygame.Surface((1, self.get_height()))
        blank.fill(bgcolor)
        return blank

    def size(self, text):
        try:
            return super().size(_printable(text))
        except pygame.error:
            return 0, self.get_height()


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
            result = SafeFont(path, size)
        except (OSError, pygame.error):
            result = None
    if result is None:
        try:
            result = SafeFont(None, size)
        except (OSError, pygame.error):
            result = pygame.font.SysFont(None, size)
        if bold:
            result.set_bold(True)
    _cache[key] = result
    return result


def clear_cache():
    """Forget loaded fonts (needed after pygame.font.quit())."""
    _cache.clear()


def fitting_font(text, width, size, smallest=None, **style):
    """The font of `size` (bold, serif, condensed as `style`) if `text` fits `width` pixels in it, else the
    largest smaller one it fits down to `smallest` (default: 4/5 of `size`, at least 10), else that smallest:
    a longer translation gets slightly smaller type before it is cut."""
    smallest = max(10, int(round(size * 0.8)) if smallest is None else int(smallest))
    size = max(6, int(round(size)))
    fnt = font(size, **style)
    while size > smallest and fnt.size(text)[0] > width:
        size -= 1
        fnt = font(size, **style)
    return fnt


def fit_line(text, width, size, smallest=None, bold=False, serif=False):
    """(font, text) to draw `text` on one line in `width` pixels: the font of `size` (bold, serif as asked),
    else a smaller one down to `smallest`, else the condensed face (bold sans), else the text cut with "…"."""
    fnt = fitting_font(text, width, size, smallest, bold=bold, serif=serif)
    if fnt.size(text)[0] > width:
        narrow = fitting_font(text, width, size, smallest, bold=True, condensed=True)
        if narrow.size(text)[0] < fnt.size(text)[0]:
            fnt = narrow
    return fnt, fit_text(text, fnt, width)
