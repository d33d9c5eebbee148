"""Generated art for the menu screens: the dimmed map backdrop and the title lettering.

The backdrop is the largest shipped map (the 5-player one) rendered by MapLayer
at the window's size, crisp but without its region names (names under the menus
would only compete with them, and blurred they looked smudged), and darkened so
panels read on it. It is cached per size (while the window is being resized, the
last one is stretched); with no loadable map it falls back to a painted
wood-and-parchment gradient, so the menus always have a background.

Only maps shipped with the game are painted, and only those within a budget
(file bytes, regions, outline points): the title must appear at once, whatever a
player drops into their own maps folder (a huge map, a FIFO named like a map).
For the same reason the map is chosen from the files' player and region counts,
and only the chosen one is loaded (loading checks a map thoroughly: ~60 ms each),
and a backdrop once painted is kept in the user folder's cache (a JPEG, read in a
few milliseconds where painting takes a quarter of a second), under a name made
from the map file, the window size and the drawing code's files, so that a change
to any of them paints it afresh.
"""

import hashlib
import inspect
import os
import stat
import sys

import pygame

from game import resources
from games.smallworld.model import load_map, map_files
from games.smallworld.ui.map_layer import MapLayer
from kernel.errors import DataError
from kernel.files import read_json_object

from . import theme
from .fonts import font as get_font
from .images import load_whole, save_png
from .settle import stretched

_cache = {"size": None, "surface": None, "board": False, "rough": None, "paths": None}

# What a map may weigh to be painted behind the menus (the shipped ones are well inside).
BACKDROP_BYTES = 256 * 1024
BACKDROP_REGIONS = 120
BACKDROP_POINTS = 6000

ART_VERSION = 1                # of the backdrop's look: the painted pictures kept on disk carry it
ART_KEEP = 6                   # backdrops kept on disk (a few window sizes)
ART_BYTES = 8 * 1024 * 1024    # a kept picture larger than that is not one this game wrote
UI_CODE = os.path.dirname(os.path.abspath(__file__))
MAP_CODE = os.path.dirname(os.path.abspath(inspect.getfile(MapLayer)))     # the map is drawn by Small World's ui


def within_budget(path, board=None):
    """True when the map file at `path` (and its `board`, once loaded) is light enough to paint at once."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    if not stat.S_ISREG(st.st_mode) or st.st_size > BACKDROP_BYTES:   # a FIFO would block open()
        return False
    if board is None:
        return True
    return (len(board.regions) <= BACKDROP_REGIONS
            and sum(len(region.polygon) for region in board.regions) <= BACKDROP_POINTS)


def _backdrop_paths():
    """The shipped maps light enough to paint, the most players (then regions) first, unloaded."""
    if _cache["paths"] is None:
        try:
            paths = [path for path in map_files([resources.maps_dir()]) if within_budget(path)]
        except OSError:
            paths = []
        weighed = [(weight, path) for path in paths if (weight := _map_weight(path)) is not None]
        _cache["paths"] = [path for _weight, path in sorted(weighed, reverse=True)]
    return _cache["paths"]


def _backdrop_board():
    """The board to paint behind the menus: the shipped map with the most players (or None)."""
    if _cache["board"] is not False:
        return _cache["board"]
    best = None
    for path in _backdrop_paths():    # a broken one gives way to the next
        try:
            board = load_map(path)
        except DataError:  # a broken map just is not used as art
            continue
        if within_budget(path, board):
            best = board
            break
    _cache["board"] = best
    return best


def _map_weight(path):
    """(players, regions) a map file says it has, without checking it; None if it cannot say."""
    data = read_json_object(path)
    players, regions = data.get("players"), data.get("regions")
    if type(players) is not int or not isinstance(regions, list):
        return None
    return players, len(regions)


class _Unnamed(MapLayer):
    """The map without its region names."""

    def _place_labels(self, spot_penalty):
        self._labels, self._plates = {}, {}
        return len(self.board.regions)      # none placed, none missed


def _gradient(size):
    w, h = size
    surface = pygame.Surface((w, h))
    top, bottom = theme.darker(theme.FRAME, 0.35), theme.BACKGROUND
    for y in range(h):
        pygame.draw.line(surface, theme.mix(top, bottom, y / max(1, h - 1)), (0, y), (w, y))
    return surface


def _vignette(size, strength=150):
    w, h = size
    small = pygame.Surface((64, 40), pygame.SRCALPHA)
    for y in range(40):
        for x in range(64):
            dx, dy = (x - 31.5) / 32.0, (y - 19.5) / 20.0
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), (12, 8, 6, int(strength * d * d)))
    return pygame.transform.smoothscale(small, (w, h))


def backdrop(size, dim=150, settling=None):
    """The menu background for a window of `size`, cached until the size changes.

    With a `settling` (ui.settle.Settling, the screen's), while the window is being resized it is
    the last backdrop stretched to the new size, drawn again once the size has settled.
    """
    size = (max(1, int(size[0])), max(1, int(size[1])))
    moving = settling is not None and settling.moving(size)
    key = (size, dim)
    if _cache["size"] == key and _cache["surface"] is not None:
        return _cache["surface"]
    last = _cache["surface"]
    if last is not None and _cache["size"][1] == dim and moving:
        if _cache["rough"] is None or _cache["rough"].get_size() != size:
            _cache["rough"] = stretched(last, size)
        return _cache["rough"]
    _cache["rough"] = None
    kept = _kept_file(size, dim)
    surface = _kept(kept, size)
    if surface is None:
        surface = _painted(size, dim)
        _keep(surface, kept)
    surface = surface.convert() if pygame.display.get_surface() is not None else surface
    _cache["size"], _cache["surface"] = key, surface
    return surface


def _painted(size, dim):
    """The backdrop painted afresh: the map (or the gradient), shaded by `dim`, with a vignette."""
    board = _backdrop_board()
    surface = None
    if board is not None:
        try:
            surface = _Unnamed(board, supersample=1).surface_for(size).copy()
        except pygame.error:  # no memory for the picture: the art is a nicety, the gradient will do
            surface = None
    if surface is None:
        surface = _gradient(size)
        surface.blit(_vignette(size), (0, 0))
        return surface
    return dimmed(surface, dim)


def dimmed(surface, dim=150):
    """`surface` shaded by `dim` and vignetted as the menus' map backdrop is (a game's own backdrop too)."""
    size = surface.get_size()
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((28, 22, 18, dim))
    surface.blit(shade, (0, 0))
    surface.blit(_vignette(size), (0, 0))
    return surface


# ---------------------------------------------------------------- backdrops kept on disk

def _kept_file(size, dim):
    """The file the backdrop of `size` and `dim` is kept in (None: no map to paint, or no user folder)."""
    paths = _backdrop_paths()
    if not paths:
        return None
    try:
        made_of = repr((ART_VERSION, size, dim, _stamp(paths[0]), _code_stamp()))
        folder = os.path.join(resources.user_data_dir(), "cache")
    except OSError:
        return None
    return os.path.join(folder, "backdrop-" + hashlib.sha1(made_of.encode()).hexdigest()[:20] + ".jpg")


def _stamp(path):
    info = os.stat(path)
    return os.path.realpath(path), info.st_size, info.st_mtime_ns


def _code_stamp():
    """What the drawing code is: its source files' sizes and times, or in a packaged game (no
    source files) the program's own file, new with each build."""
    try:
        code = sorted((entry.name, entry.stat().st_size, entry.stat().st_mtime_ns)
                      for folder in (UI_CODE, MAP_CODE) for entry in os.scandir(folder) if entry.name.endswith(".py"))
    except OSError:
        code = []
    return code or _stamp(sys.executable)


def _kept(path, size):
    """The picture kept in `path` if it reads back whole at `size` (else None: it will be painted
    again). A cut JPEG loads without a word, grey where the data ran out: load_whole refuses it."""
    if path is None:
        return None
    try:
        info = os.stat(path)
    except OSError:                   # not there yet
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_size > ART_BYTES:   # a FIFO would block open()
        return None
    return load_whole(path, size)


def _keep(surface, path):
    """Keep the painted backdrop in `path`, and only the ART_KEEP newest; a failure only costs time."""
    if path is None:
        return
    folder = os.path.dirname(path)
    try:
        save_png(surface, path)
        kept = sorted((entry.stat().st_mtime_ns, entry.path) for entry in os.scandir(folder)
                      if entry.name.startswith("backdrop-") and entry.name.endswith(".jpg"))
        for _time, old in kept[:-ART_KEEP]:
            os.unlink(old)
    except (OSError, pygame.error):
        pass


def draw_title(surface, text, center, size, subtitle=None):
    """The game's name in large serif capitals with a shadow and a gilt face; returns the Rect."""
    fnt = get_font(size, bold=True, serif=True)
    # a soft dark cloud behind the lettering keeps it legible over any part of the map
    tw, th = fnt.size(text)
    cloud_w, cloud_h = int(tw * 1.25), int(th * (2.6 if subtitle else 1.8))
    small = pygame.Surface((48, 24), pygame.SRCALPHA)
    for yy in range(24):
        for xx in range(48):
            dx, dy = (xx - 23.5) / 24.0, (yy - 11.5) / 12.0
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((xx, yy), (14, 10, 8, int(150 * (1 - d * d))))
    cloud = pygame.transform.smoothscale(small, (cloud_w, cloud_h))
    surface.blit(cloud, cloud.get_rect(center=(int(center[0]), int(center[1] + (th * 0.45 if subtitle else 0)))))
    face = fnt.render(text, True, (246, 218, 140))
    shadow = fnt.render(text, True, (20, 14, 10))
    edge = fnt.render(text, True, (92, 58, 26))
    rect = face.get_rect(center=(int(center[0]), int(center[1])))
    off = max(2, size // 18)
    surface.blit(shadow, rect.move(off, off + 1))
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-1, -1), (1, 1), (-1, 1), (1, -1)):
        surface.blit(edge, rect.move(dx, dy))
    surface.blit(face, rect)
    # a thin rule with a diamond under the title
    y = rect.bottom + max(6, size // 6)
    half = rect.width // 2
    cx = rect.centerx
    col = (214, 180, 110)
    pygame.draw.line(surface, col, (cx - half, y), (cx - 12, y), 2)
    pygame.draw.line(surface, col, (cx + 12, y), (cx + half, y), 2)
    pygame.draw.polygon(surface, col, [(cx, y - 6), (cx + 7, y), (cx, y + 6), (cx - 7, y)])
    covered = rect.union(pygame.Rect(cx - half, y - 6, 2 * half, 12))
    if subtitle:
        sub_font = get_font(max(14, size // 3), serif=False)
        sub = sub_font.render(subtitle, True, (240, 230, 206))
        sub_rect = sub.get_rect(midtop=(cx, y + max(10, size // 5)))
        surface.blit(sub_font.render(subtitle, True, (16, 12, 8)), sub_rect.move(2, 2))
        surface.blit(sub, sub_rect)
        covered = covered.union(sub_rect)
    return covered


def draw_heading(surface, text, pos, size, color=(246, 230, 190), align="left"):
    """A screen heading in serif with a dark shadow, for use on the dark backdrop."""
    fnt = get_font(size, bold=True, serif=True)
    face = fnt.render(text, True, color)
    shadow = fnt.render(text, True, (16, 12, 8))
    rect = face.get_rect()
    if align == "center":
        rect.midtop = (int(pos[0]), int(pos[1]))
    else:
        rect.topleft = (int(pos[0]), int(pos[1]))
    surface.blit(shadow, rect.move(2, 2))
    surface.blit(face, rect)
    return rect
