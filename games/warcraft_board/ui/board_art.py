"""The printed map of Warcraft: The Board Game, drawn by the program from a `warcraft_board-map`.

Every space is filled with its type's colour and texture, clipped to its outline: grassland with tufts
and flowers, forest thick with pines and round trees, a gold mine's rocks and nuggets round a mine
mouth, mountain peaks with snow, an objective's banner carrying its VP, a City's walls and four towers
round its gate. Scenario labels (A–F) stand on a plaque; walls (Prisoners) are stone walls along the
shared edge; every space has a thick dark outline, and gaps show the dark ground between them.

`BoardArt(board).picture(view)` renders the whole map for a MapView's placement the first time that
placement is asked for and hands the same picture back until it changes (`render_count` counts the
renders). Pieces, depletion tokens and Outposts change during play: tokens.py and pieces.py draw them.
"""

import math
import random
import time
import zlib

import pygame

from game.ui import theme
from game.ui.fonts import font
from game.ui.images import for_display
from kernel import geometry

from . import look


def unit(view):
    """The size of the texture's features in pixels for the view's scale (a 1600-wide map at full HD: ~10)."""
    return max(4.0, 15.0 * view.scale)


class BoardArt:
    def __init__(self, board):
        self.board = board
        self._picture = None
        self._key = None
        self.render_count = 0
        self.last_render_seconds = 0.0
        self._walls = None

    def picture(self, view):
        """The map for `view` (map_view.MapView, placed) on a picture of its rectangle's size."""
        key = (view.rect, round(view.scale, 5))
        if self._picture is None or key != self._key:
            started = time.perf_counter()
            self._picture = self._render(view)
            self._key = key
            self.render_count += 1
            self.last_render_seconds = time.perf_counter() - started
        return self._picture

    # ------------------------------------------------------------ drawing

    def _render(self, view):
        x0, y0, w, h = view.rect
        picture = pygame.Surface((max(1, w), max(1, h)))
        picture.fill(look.BACKGROUND)
        mx, my, mw, mh = view.map_rect()
        ground = pygame.Rect(mx - x0, my - y0, mw, mh)
        pygame.draw.rect(picture, look.GAP, ground, border_radius=int(12 * view.scale) + 2)
        u = unit(view)
        for sid, space in self.board.spaces.items():
            self._draw_space(picture, view, sid, space, (x0, y0), u)
        edge = max(2, int(round(u * 0.38)))
        for sid in self.board.spaces:
            outline = [(x - x0, y - y0) for x, y in view.outline(sid)]
            pygame.draw.polygon(picture, look.OUTLINE, outline, edge)
            for p in outline:                    # round joins
                pygame.draw.circle(picture, look.OUTLINE, p, edge / 2.0)
        for a, b in self.wall_segments():
            _stone_wall(picture, [view.to_screen(p) for p in (a, b)], (x0, y0), u)
        for sid, space in self.board.spaces.items():
            self._draw_printing(picture, view, sid, space, (x0, y0), u)
        return for_display(picture)

    def _draw_space(self, picture, view, sid, space, offset, u):
        outline = view.outline(sid)
        xs = [p[0] for p in outline]
        ys = [p[1] for p in outline]
        left, top = math.floor(min(xs)), math.floor(min(ys))
        w, h = math.ceil(max(xs)) - left + 1, math.ceil(max(ys)) - top + 1
        if w < 2 or h < 2:
            return
        local = [(x - left, y - top) for x, y in outline]
        tile = pygame.Surface((w, h), pygame.SRCALPHA)
        tile.fill((*look.SPACE_FILL.get(space.type, look.SPACE_FILL["clear"]), 255))
        rng = random.Random(zlib.crc32(sid.encode()))
        avoid = self._emblem_box(view, sid, space, (left, top))
        TEXTURES.get(space.type, _grass)(tile, local, rng, u, avoid)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), local)
        tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        picture.blit(tile, (left - offset[0], top - offset[1]))

    def _emblem_box(self, view, sid, space, origin):
        """Where the space's printed picture goes (local to its tile), kept clear of texture: None if none."""
        if space.type not in ("city", "objective", "goldmine") and not space.label:
            return None
        (cx, cy), room = emblem_place(view, sid)
        return (cx - origin[0], cy - origin[1], room)

    def _draw_printing(self, picture, view, sid, space, offset, u):
        (cx, cy), size = emblem_place(view, sid)
        cx, cy = cx - offset[0], cy - offset[1]
        if space.type == "city":
            _city(picture, (cx, cy), size)
        elif space.type == "objective":
            _banner(picture, (cx, cy), size, space.vp)
        elif space.type == "goldmine":
            _mine_mouth(picture, (cx, cy), size)
        if space.label:
            beside = space.type in ("city", "objective", "goldmine")
            plaque = (cx + size * 0.9, cy - size * 0.5) if beside else (cx, cy)
            _label_plaque(picture, plaque, max(9.0, size * 0.55), space.label)

    # ------------------------------------------------------------ walls

    def wall_segments(self):
        """The shared stretches of border of every walled pair, in map coordinates."""
        if self._walls is None:
            found = []
            for pair in self.board.walls:
                a, b = sorted(pair)
                found.extend(shared_segments(self.board.spaces[a].polygon, self.board.spaces[b].polygon))
            self._walls = found
        return self._walls


def emblem_place(view, sid):
    """Where a space's printed picture stands (screen) and its size: the upper part of the space's room,
    the lower part left to the pieces (pieces.piece_anchor)."""
    (x, y), room = view.anchor(sid)
    size = max(8.0, min(room * 0.5, 64.0 * view.scale))
    return (x, y - room * 0.38), size


# ------------------------------------------------------------------ textures (tile-local, clipped later)

def _spots(poly, rng, u, spacing, margin, avoid=None):
    """Jittered points on a grid `spacing` apart, inside the polygon at least `margin` from its edge and
    clear of the printed picture's box."""
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    points = []
    y = min(ys) + spacing * 0.5
    row = 0
    while y < max(ys):
        x = min(xs) + spacing * (0.25 if row % 2 else 0.75)
        while x < max(xs):
            px, py = x + rng.uniform(-0.35, 0.35) * spacing, y + rng.uniform(-0.35, 0.35) * spacing
            if geometry.point_in_polygon((px, py), poly) and geometry.distance_to_boundary((px, py), poly) > margin:
                if avoid is None or math.hypot(px - avoid[0], py - avoid[1]) > avoid[2] * 1.15:
                    points.append((px, py))
            x += spacing
        y += spacing * 0.86
        row += 1
    return points


def _grass(tile, poly, rng, u, avoid):
    ink = look.SPACE_INK["clear"]
    light = theme.lighter(look.SPACE_FILL["clear"], 0.18)
    for x, y in _spots(poly, rng, u, u * 2.6, u * 0.4):
        pygame.draw.circle(tile, light, (x + u * 0.5, y + u * 0.3), u * 0.9)
    for x, y in _spots(poly, rng, u, u * 2.2, u * 0.5, avoid):
        s = u * rng.uniform(0.45, 0.7)
        w = max(1, int(u * 0.16))
        pygame.draw.line(tile, ink, (x, y), (x - s * 0.5, y - s), w)
        pygame.draw.line(tile, ink, (x, y), (x, y - s * 1.2), w)
        pygame.draw.line(tile, ink, (x, y), (x + s * 0.5, y - s), w)
        if rng.random() < 0.12:
            pygame.draw.circle(tile, rng.choice([(246, 232, 120), (250, 250, 240), (236, 150, 170)]),
                               (x + s, y - s * 0.4), max(1.0, u * 0.18))


def _forest(tile, poly, rng, u, avoid):
    ink = look.SPACE_INK["forest"]
    for x, y in _spots(poly, rng, u, u * 1.8, u * 0.2):
        pygame.draw.circle(tile, theme.darker(look.SPACE_FILL["forest"], 0.12), (x, y), u * 0.7)
    trees = _spots(poly, rng, u, u * 2.3, u * 0.7, avoid)
    trees.sort(key=lambda p: p[1])
    for x, y in trees:
        s = u * rng.uniform(0.9, 1.25)
        if rng.random() < 0.6:      # a pine: three stacked triangles on a trunk
            pygame.draw.rect(tile, look.TRUNK, pygame.Rect(x - s * 0.1, y, s * 0.2 + 1, s * 0.35 + 1))
            green = rng.choice([(38, 92, 46), (44, 104, 52), (32, 80, 40)])
            for k in range(3):
                top = y - s * (1.35 - k * 0.35)
                half = s * (0.35 + k * 0.13)
                tri = [(x, top), (x - half, top + s * 0.55), (x + half, top + s * 0.55)]
                pygame.draw.polygon(tile, green, tri)
                pygame.draw.polygon(tile, ink, tri, 1)
        else:                       # a round tree, lit from the top left
            pygame.draw.rect(tile, look.TRUNK, pygame.Rect(x - s * 0.1, y - s * 0.2, s * 0.2 + 1, s * 0.55 + 1))
            crown = rng.choice([(70, 130, 58), (84, 140, 64), (60, 118, 54)])
            pygame.draw.circle(tile, ink, (x, y - s * 0.55), s * 0.58)
            pygame.draw.circle(tile, crown, (x, y - s * 0.55), s * 0.5)
            pygame.draw.circle(tile, theme.lighter(crown, 0.25), (x - s * 0.16, y - s * 0.72), s * 0.2)


def _goldmine(tile, poly, rng, u, avoid):
    ink = look.SPACE_INK["goldmine"]
    for x, y in _spots(poly, rng, u, u * 2.0, u * 0.3):
        pygame.draw.circle(tile, theme.lighter(look.SPACE_FILL["goldmine"], 0.1), (x, y), u * 0.5)
    for x, y in _spots(poly, rng, u, u * 2.5, u * 0.7, avoid):
        s = u * rng.uniform(0.6, 1.0)
        n = rng.randint(5, 7)
        pts = [(x + math.cos(2 * math.pi * k / n) * s * rng.uniform(0.7, 1.0),
                y + math.sin(2 * math.pi * k / n) * s * rng.uniform(0.55, 0.8)) for k in range(n)]
        pygame.draw.polygon(tile, look.STONE, pts)
        pygame.draw.polygon(tile, ink, pts, max(1, int(u * 0.14)))
        pygame.draw.circle(tile, theme.lighter(look.STONE, 0.3), (x - s * 0.3, y - s * 0.25), s * 0.2)
        if rng.random() < 0.55:     # a gold nugget beside the rock
            gx, gy = x + s * 0.8, y + s * 0.35
            pygame.draw.circle(tile, look.GOLD_DARK, (gx, gy), u * 0.36)
            pygame.draw.circle(tile, look.GOLD, (gx, gy), u * 0.28)
            pygame.draw.circle(tile, (255, 244, 180), (gx - u * 0.1, gy - u * 0.1), max(1.0, u * 0.1))


def _mountain(tile, poly, rng, u, avoid):
    peaks = _spots(poly, rng, u, u * 3.4, u * 0.9)
    peaks.sort(key=lambda p: p[1])
    for x, y in peaks:
        s = u * rng.uniform(1.5, 2.1)
        top = (x + rng.uniform(-0.2, 0.2) * s, y - s * 1.1)
        left, right = (x - s, y + s * 0.3), (x + s, y + s * 0.3)
        pygame.draw.polygon(tile, (154, 150, 158), [top, left, right])
        pygame.draw.polygon(tile, (112, 106, 116), [top, (x + s * 0.1, y + s * 0.3), right])   # the shaded side
        cap = 0.36
        snow = [top, (top[0] + (left[0] - top[0]) * cap, top[1] + (left[1] - top[1]) * cap),
                (top[0] + s * 0.05, top[1] + s * 0.5),
                (top[0] + (right[0] - top[0]) * cap, top[1] + (right[1] - top[1]) * cap)]
        pygame.draw.polygon(tile, look.SNOW, snow)
        pygame.draw.polygon(tile, look.SPACE_INK["mountain"], [top, left, right], max(1, int(u * 0.16)))


def _earth(tile, poly, rng, u, avoid):
    ink = look.SPACE_INK["objective"]
    for x, y in _spots(poly, rng, u, u * 1.9, u * 0.4, avoid):
        if rng.random() < 0.5:
            pygame.draw.circle(tile, ink, (x, y), max(1.0, u * rng.uniform(0.12, 0.22)))
        else:
            pygame.draw.line(tile, theme.darker(look.SPACE_INK["clear"], 0.05), (x, y), (x + u * 0.3, y - u * 0.6),
                             max(1, int(u * 0.15)))


def _paving(tile, poly, rng, u, avoid):
    ink = look.SPACE_INK["city"]
    step_y = u * 1.1
    step_x = u * 1.8
    w, h = tile.get_size()
    row = 0
    y = 0.0
    while y < h:
        x = -step_x * (0.5 if row % 2 else 0.0)
        while x < w:
            shade = theme.mix(look.SPACE_FILL["city"], (200, 188, 166), rng.uniform(0, 0.5))
            r = pygame.Rect(int(x) + 1, int(y) + 1, int(step_x) - 1, int(step_y) - 1)
            pygame.draw.rect(tile, shade, r)
            pygame.draw.rect(tile, ink, r, 1)
            x += step_x
        y += step_y
        row += 1


TEXTURES = {"clear": _grass, "forest": _forest, "goldmine": _goldmine, "mountain": _mountain,
            "objective": _earth, "city": _paving}


# ------------------------------------------------------------------ printed pictures

def _city(surface, center, size):
    """A walled keep: a crenellated curtain wall, four round towers and a gate."""
    cx, cy = center
    half = size * 0.8
    wall = max(2, int(size * 0.12))
    body = pygame.Rect(0, 0, int(half * 2), int(half * 1.5))
    body.center = (int(cx), int(cy))
    pygame.draw.rect(surface, (0, 0, 0), body.move(2, 3))
    pygame.draw.rect(surface, look.STONE, body)
    for k in range(int(body.width // max(4, wall * 2))):        # the stones
        x = body.left + k * wall * 2
        pygame.draw.line(surface, look.STONE_DARK, (x, body.top), (x, body.bottom), 1)
    pygame.draw.rect(surface, look.MORTAR, body, max(1, wall // 2))
    step = max(4, wall * 2)
    for x in range(body.left, body.right - wall, step):          # the crenellations
        pygame.draw.rect(surface, look.STONE, pygame.Rect(x, body.top - wall, wall, wall))
        pygame.draw.rect(surface, look.MORTAR, pygame.Rect(x, body.top - wall, wall, wall), 1)
    gate = pygame.Rect(0, 0, int(half * 0.6), int(half * 0.8))
    gate.midbottom = body.midbottom
    pygame.draw.rect(surface, (52, 36, 24), gate, border_top_left_radius=gate.width // 2,
                     border_top_right_radius=gate.width // 2)
    pygame.draw.rect(surface, look.MORTAR, gate, 1, border_top_left_radius=gate.width // 2,
                     border_top_right_radius=gate.width // 2)
    tower = max(3.0, size * 0.3)
    for tx, ty in (body.topleft, body.topright, body.bottomleft, body.bottomright):
        pygame.draw.circle(surface, look.MORTAR, (tx, ty), tower + 1.5)
        pygame.draw.circle(surface, theme.lighter(look.STONE, 0.12), (tx, ty), tower)
        pygame.draw.polygon(surface, (150, 52, 40), [(tx - tower, ty - tower * 0.2), (tx + tower, ty - tower * 0.2),
                                                     (tx, ty - tower * 2.0)])
        pygame.draw.polygon(surface, look.MORTAR, [(tx - tower, ty - tower * 0.2), (tx + tower, ty - tower * 0.2),
                                                   (tx, ty - tower * 2.0)], 1)


def _banner(surface, center, size, vp):
    """An objective: a banner on a pole carrying its VP in large type."""
    cx, cy = center
    pole_top = (cx - size * 0.55, cy - size * 0.95)
    pole_foot = (cx - size * 0.55, cy + size * 0.95)
    pygame.draw.line(surface, look.BANNER_POLE, pole_top, pole_foot, max(2, int(size * 0.12)))
    pygame.draw.circle(surface, look.GOLD, pole_top, max(2.0, size * 0.1))
    flag = [(pole_top[0], pole_top[1] + size * 0.1), (cx + size * 0.85, pole_top[1] + size * 0.1),
            (cx + size * 0.6, cy + size * 0.1), (cx + size * 0.85, cy + size * 0.45),
            (pole_top[0], cy + size * 0.45)]
    shadow = [(x + 2, y + 3) for x, y in flag]
    pygame.draw.polygon(surface, (0, 0, 0), shadow)
    pygame.draw.polygon(surface, look.BANNER, flag)
    pygame.draw.polygon(surface, look.OUTLINE, flag, max(1, int(size * 0.06)))
    text = font(max(10, int(size * 0.95)), bold=True, serif=True).render(str(vp), True, look.BANNER_TEXT)
    fx = (pole_top[0] + cx + size * 0.6) / 2
    fy = (pole_top[1] + size * 0.1 + cy + size * 0.45) / 2
    surface.blit(text, (fx - text.get_width() / 2, fy - text.get_height() / 2))


def _mine_mouth(surface, center, size):
    """A gold mine's mouth: a dark arch shored with timber, a heap of gold before it."""
    cx, cy = center
    arch = pygame.Rect(0, 0, int(size * 1.2), int(size * 1.0))
    arch.center = (int(cx), int(cy))
    pygame.draw.ellipse(surface, look.STONE_DARK, arch.inflate(int(size * 0.5), int(size * 0.4)))
    pygame.draw.rect(surface, (26, 20, 18), arch, border_top_left_radius=arch.width // 2,
                     border_top_right_radius=arch.width // 2)
    beam = max(2, int(size * 0.14))
    pygame.draw.line(surface, look.TRUNK, arch.bottomleft, (arch.left, arch.top + arch.height // 3), beam)
    pygame.draw.line(surface, look.TRUNK, arch.bottomright, (arch.right, arch.top + arch.height // 3), beam)
    pygame.draw.line(surface, look.TRUNK, (arch.left - beam, arch.top + arch.height // 3),
                     (arch.right + beam, arch.top + arch.height // 3), beam)
    for k, (dx, dy) in enumerate(((-0.35, 0.55), (0.0, 0.5), (0.35, 0.58), (-0.15, 0.38), (0.2, 0.4))):
        r = size * (0.2 if k < 3 else 0.17)
        p = (cx + dx * size, cy + dy * size)
        pygame.draw.circle(surface, look.GOLD_DARK, p, r + 1)
        pygame.draw.circle(surface, look.GOLD, p, r)


def _label_plaque(surface, center, radius, label):
    """A scenario label (A–F) on a round plaque."""
    cx, cy = center
    pygame.draw.circle(surface, (0, 0, 0), (cx + 1.5, cy + 2.5), radius + 2)
    pygame.draw.circle(surface, look.PLAQUE_INK, (cx, cy), radius + 2)
    pygame.draw.circle(surface, look.PLAQUE, (cx, cy), radius)
    pygame.draw.circle(surface, look.GOLD_DARK, (cx, cy), radius - max(2, radius * 0.18), 1)
    text = font(max(10, int(radius * 1.35)), bold=True, serif=True).render(label, True, look.PLAQUE_INK)
    surface.blit(text, (cx - text.get_width() / 2, cy - text.get_height() / 2))


def _stone_wall(surface, ends, offset, u):
    """A wall along a shared edge: a band of light stone blocks with dark mortar."""
    (ax, ay), (bx, by) = ((x - offset[0], y - offset[1]) for x, y in ends)
    length = math.hypot(bx - ax, by - ay)
    if length < 1:
        return
    width = max(6, int(u * 1.3))
    pygame.draw.line(surface, look.MORTAR, (ax, ay), (bx, by), width + 4)
    pygame.draw.line(surface, look.STONE, (ax, ay), (bx, by), width)
    dx, dy = (bx - ax) / length, (by - ay) / length
    nx, ny = -dy, dx
    block = max(4.0, u * 1.2)
    k = 0
    t = block
    while t < length:
        px, py = ax + dx * t, ay + dy * t
        shift = width * 0.5
        pygame.draw.line(surface, look.MORTAR, (px + nx * shift, py + ny * shift),
                         (px - nx * shift, py - ny * shift), max(1, int(u * 0.15)))
        k += 1
        t += block
    pygame.draw.line(surface, look.MORTAR, (ax, ay), (bx, by), 1)
    for px, py in ((ax, ay), (bx, by)):
        pygame.draw.circle(surface, look.MORTAR, (px, py), width * 0.75)
        pygame.draw.circle(surface, look.STONE, (px, py), width * 0.6)


# ------------------------------------------------------------------ geometry of shared edges

def shared_segments(pa, pb, tolerance=0.75):
    """The stretches of border two polygons share: [(start, end), ...] in their coordinates."""
    found = []
    for i in range(len(pa)):
        a0, a1 = pa[i], pa[(i + 1) % len(pa)]
        for j in range(len(pb)):
            b0, b1 = pb[j], pb[(j + 1) % len(pb)]
            seg = _overlap(a0, a1, b0, b1, tolerance)
            if seg is not None:
                found.append(seg)
    return found


def _overlap(a0, a1, b0, b1, tolerance):
    ax, ay = a1[0] - a0[0], a1[1] - a0[1]
    length = math.hypot(ax, ay)
    if length < 1e-9:
        return None
    ux, uy = ax / length, ay / length

    def off_line(p):
        return abs((p[0] - a0[0]) * uy - (p[1] - a0[1]) * ux)
    if off_line(b0) > tolerance or off_line(b1) > tolerance:
        return None
    t0 = (b0[0] - a0[0]) * ux + (b0[1] - a0[1]) * uy
    t1 = (b1[0] - a0[0]) * ux + (b1[1] - a0[1]) * uy
    lo, hi = max(0.0, min(t0, t1)), min(length, max(t0, t1))
    if hi - lo < 1.0:
        return None
    return ((a0[0] + ux * lo, a0[1] + uy * lo), (a0[0] + ux * hi, a0[1] + uy * hi))
