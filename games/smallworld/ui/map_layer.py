"""The static map, rendered once per target size into a cached Surface.

`MapLayer(board)` knows the board's geometry and draws terrain (with a light
procedural texture per terrain, seeded by region id), region borders (a darker,
thicker line along coasts), the board's frame, region names and the printed
symbols (mine, magic, cavern, mountain, lost tribe). Scenes blit
`surface_for(size)` each frame and draw tokens on top at `anchor_screen(i)`.

Coordinates: the map's own space is `board.size`; the screen space is the
returned surface's pixels, shifted by `origin` if the scene blits the surface
somewhere other than (0, 0). The map is scaled to fit, aspect kept, centred,
inside a thin frame: `scale` is pixels per map unit and `offset` the screen
position of the map's (0, 0) (both without `origin`).
"""

import math
import random
import time

import pygame

from game.i18n import generation
from game.ui import theme
from game.ui.fonts import font
from game.ui.images import for_display
from game.ui.settle import stretched
from game.ui.text import region_name
from game.ui.widgets import render_outlined

from . import symbols, tokens, world_pieces

# ---------------------------------------------------------------- small geometry helpers

def _point_in_poly(x, y, pts):
    """Even-odd ray test (fast, no tolerance): for hit-testing and texture placement."""
    inside = False
    n = len(pts)
    x1, y1 = pts[-1]
    for i in range(n):
        x2, y2 = pts[i]
        if (y1 > y) != (y2 > y):
            if x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
        x1, y1 = x2, y2
    return inside


def region_picture(pts, color, fill_alpha=70, width=3, round_joins=False):
    """A region's polygon `pts` tinted (`fill_alpha`) and outlined (`width`) on a transparent picture
    just its size: (picture, where its top left goes, in the pixels of `pts`)."""
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    left, top = int(min(xs)) - width, int(min(ys)) - width
    w, h = int(max(xs)) - left + width + 2, int(max(ys)) - top + width + 2
    layer = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    local = [(x - left, y - top) for x, y in pts]
    if fill_alpha > 0:
        pygame.draw.polygon(layer, (*color[:3], int(fill_alpha)), local)
    if width > 0:
        pygame.draw.lines(layer, (*color[:3], 255), True, local, width)
        if round_joins:
            for p in local:
                pygame.draw.circle(layer, (*color[:3], 255), p, width / 2.0)
    return layer, (left, top)


def _bbox(pts):
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


# Outlines longer than this are thinned before their borders are classified (see _classified_edges).
MAX_CLASSIFIED_POINTS = 240

class MapLayer:
    """Renders a Board's static picture and maps between screen and map coordinates."""

    def __init__(self, board, size=None, supersample=2):
        self.board = board
        self.map_w, self.map_h = float(board.size[0]), float(board.size[1])
        self.polygons = [[(float(x), float(y)) for x, y in r.polygon] for r in board.regions]
        self.bboxes = [_bbox(p) for p in self.polygons]
        self.anchors = [tuple(map(float, board.anchor(i))) for i in range(len(board.regions))]
        self.supersample = max(1, int(supersample))
        self.origin = (0, 0)
        self.last_render_seconds = 0.0
        self.render_count = 0
        self._surface = None
        self._size = None
        self._language = None       # the i18n generation its names were drawn in
        self._drawn = None          # (scale, offset) of the last render
        self._edges = None
        self._labels = {}
        self._plates = {}      # index -> the name plate's picture, drawn at _labels[index]
        self.grazing = set()
        self.layout(size or (int(self.map_w), int(self.map_h)))

    # ------------------------------------------------------------ transforms

    def layout(self, size):
        """Fit the map into `size` (w, h): sets scale, offset, map_rect, frame and token_scale."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        self.size = (w, h)
        self.frame = max(4, min(18, int(round(min(w, h) * 0.014))))
        avail_w, avail_h = max(1, w - 2 * self.frame), max(1, h - 2 * self.frame)
        self.scale = min(avail_w / self.map_w, avail_h / self.map_h)
        mw, mh = self.map_w * self.scale, self.map_h * self.scale
        self.offset = ((w - mw) / 2.0, (h - mh) / 2.0)
        self.map_rect = pygame.Rect(int(math.floor(self.offset[0])), int(math.floor(self.offset[1])),
                                    int(math.ceil(mw)), int(math.ceil(mh)))
        # how big tokens and type are: 1.0 for a board shown 1600x1000 pixels
        self.token_scale = max(0.55, min(2.2, min(mw / 1600.0, mh / 1000.0) * 1.0))
        return self.scale

    def to_screen(self, x, y):
        """Map coordinates -> screen pixels (floats)."""
        return (self.origin[0] + self.offset[0] + x * self.scale,
                self.origin[1] + self.offset[1] + y * self.scale)

    def to_map(self, sx, sy):
        """Screen pixels -> map coordinates (floats)."""
        return ((sx - self.origin[0] - self.offset[0]) / self.scale,
                (sy - self.origin[1] - self.offset[1]) / self.scale)

    def anchor_screen(self, index):
        """Where region `index`'s token stack goes on screen."""
        return self.to_screen(*self.anchors[index])

    def region_outline(self, index):
        """The region's polygon in screen pixels."""
        return [self.to_screen(x, y) for x, y in self.polygons[index]]

    def region_at(self, screen_pos):
        """Index of the region under a screen point, or None."""
        x, y = self.to_map(screen_pos[0], screen_pos[1])
        if not (0 <= x <= self.map_w and 0 <= y <= self.map_h):
            return None
        for i, (x0, y0, x1, y1) in enumerate(self.bboxes):
            if x0 <= x <= x1 and y0 <= y <= y1 and _point_in_poly(x, y, self.polygons[i]):
                return i
        return None

    def draw_highlight(self, surface, index, color=theme.HIGHLIGHT, fill_alpha=70, width=3):
        """Tint a region and trace its outline (for hover and selectable regions); returns the Rect."""
        layer, topleft = region_picture(self.region_outline(index), color, fill_alpha, width, round_joins=True)
        return surface.blit(layer, topleft)

    def paint_plates(self, surface):
        """The name plates again, over what was painted on the rendered map (the outline of a region to click
        crossed a neighbour's name at 1024x640): a copy of the last render, in its pixels."""
        for index, plate in self._plates.items():
            surface.blit(plate, self._labels[index])

    def label_rect(self, index):
        """Screen rect of the region's name plate in the last render (None before one)."""
        info = self._labels.get(index)
        if info is None:
            return None
        return info.move(self.origin)

    # ------------------------------------------------------------ rendering

    def surface_for(self, size):
        """The rendered map for a target size, re-rendered only when the size or the language (the region
        names) changes."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if self._surface is None or size != self._size or self._language != generation():
            t0 = time.perf_counter()
            self.layout(size)
            self._surface = self._render()
            self._size = size
            self._language = generation()
            self._drawn = (self.scale, self.offset)
            self.render_count += 1
            self.last_render_seconds = time.perf_counter() - t0
        elif self.size != size:
            self.layout(size)    # back to the rendered size after a rough_surface_for
        return self._surface

    def rough_surface_for(self, size):
        """The last render scaled to `size`: a stand-in for frames while the window is being resized.

        The geometry (`layout`) is the new size's, exactly as after `surface_for(size)`, and the
        old picture is scaled and placed so that every map point lands where the new layout puts
        it: tokens, outlines and hit-testing all match it. Region name plates (`label_rect`) stay
        those of the last render. Costs a scaling, not a render (`render_count` is unchanged).
        """
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if self._surface is None or size == self._size:
            return self.surface_for(size)
        old_scale, (ox, oy) = self._drawn
        self.layout(size)
        k = self.scale / old_scale
        w, h = self._size
        scaled = stretched(self._surface, (round(w * k), round(h * k)))
        out = pygame.Surface(size)
        out.fill(theme.BACKGROUND)
        out.blit(scaled, (round(self.offset[0] - ox * k), round(self.offset[1] - oy * k)))
        return out

    @property
    def rendered_size(self):
        """The size of the last full render (None before one)."""
        return self._size

    def invalidate(self):
        self._surface = None
        self._size = None

    def _render(self):
        w, h = self.size
        surface = pygame.Surface((w, h))
        surface.fill(theme.BACKGROUND)
        rect = self.map_rect
        ts = self.token_scale
        ss = self.supersample if rect.width * rect.height <= 4_000_000 else 1
        hi = pygame.Surface((rect.width * ss, rect.height * ss))
        hi.fill(theme.PARCHMENT)
        ox, oy = self.offset[0] - rect.left, self.offset[1] - rect.top  # sub-pixel shift

        def hp(x, y):
            return ((x * self.scale + ox) * ss, (y * self.scale + oy) * ss)

        edges = self._classified_edges()
        unit = max(3.0, 7.0 * ts) * ss
        if self.board.is_world:    # a world's islands lie on open sea, not on parchment
            symbols.draw_open_sea(hi, self.board, [[hp(x, y) for x, y in p] for p in self.polygons], unit)
        for i, region in enumerate(self.board.regions):
            pts = [hp(x, y) for x, y in self.polygons[i]]
            coast = [(hp(*a), hp(*b)) for a, b in edges["coast_of"].get(i, [])]
            self._draw_region(hi, region, pts, coast, unit)

        # borders
        land_w = max(1.5, 2.0 * ts) * ss
        coast_w = max(2.5, 3.4 * ts) * ss
        water_w = max(1.0, 1.4 * ts) * ss
        for a, b in edges["water"]:
            self._line(hi, theme.WATER_EDGE, hp(*a), hp(*b), water_w)
        for a, b in edges["land"]:
            self._line(hi, theme.BORDER_INK, hp(*a), hp(*b), land_w)
        for a, b in edges["outline"]:
            self._line(hi, theme.BORDER_INK, hp(*a), hp(*b), land_w)
        for a, b in edges["coast"]:
            self._line(hi, theme.COAST_INK, hp(*a), hp(*b), coast_w)

        if ss > 1:
            lo = pygame.transform.smoothscale(hi, rect.size)
        else:
            lo = hi
        self._paper_grain(lo)
        self._draw_frame(surface)
        surface.blit(lo, rect.topleft)
        self._draw_frame_edge(surface)
        self._zones, self._core_zones = self._stack_zones()
        self._marker_zones = self._marker_spots()
        shown = self._place_labels(30)
        for penalty in (8, 0):                   # keeping off the marker spots must never cost a name
            if shown == len(self.board.regions):
                break
            kept = (self._labels, self._plates, self.grazing)
            more = self._place_labels(penalty)
            if more <= shown:
                self._labels, self._plates, self.grazing = kept
            shown = max(shown, more)
        self.paint_plates(surface)
        return for_display(surface)

    @staticmethod
    def _line(surface, color, a, b, width):
        wi = max(1, int(round(width)))
        pygame.draw.line(surface, color, a, b, wi)
        if wi > 2:
            rr = wi / 2.0
            pygame.draw.circle(surface, color, a, rr)
            pygame.draw.circle(surface, color, b, rr)

    # ------------------------------------------------------------ regions and textures

    def _draw_region(self, target, region, pts, coast, unit):
        x0, y0, x1, y1 = _bbox(pts)
        left, top = int(math.floor(x0)) - 1, int(math.floor(y0)) - 1
        width, height = int(math.ceil(x1)) - left + 2, int(math.ceil(y1)) - top + 2
        if width <= 0 or height <= 0:
            return
        local = [(x - left, y - top) for x, y in pts]
        base = theme.TERRAIN_COLORS.get(region.terrain, theme.UNKNOWN_TERRAIN)
        ink = theme.TERRAIN_INK.get(region.terrain, theme.darker(base, 0.3))
        rng = random.Random(f"{self.board.id}/{region.id}")
        # a small per-region shift of the fill so neighbours of one terrain still read apart
        tint = rng.uniform(-1.0, 1.0)
        fill = theme.mix(base, (255, 255, 255) if tint > 0 else (0, 0, 0), abs(tint) * 0.05)
        tile = pygame.Surface((width, height), pygame.SRCALPHA)
        tile.fill(fill)
        painter = _TEXTURES.get(region.terrain)
        if painter is not None:
            painter(tile, local, fill, ink, unit, rng, coast=[((a[0] - left, a[1] - top), (b[0] - left, b[1] - top))
                                                              for a, b in coast])
        # an inner band along the region's edge: a printed-tile look that separates regions
        band = theme.mix(fill, ink, 0.32)
        band_w = max(2, int(unit * 0.55))
        pygame.draw.lines(tile, band, True, local, band_w * 2)
        pygame.draw.lines(tile, theme.mix(fill, ink, 0.16), True, local, band_w * 4)
        pygame.draw.lines(tile, band, True, local, band_w * 2)
        mask = pygame.Surface((width, height), pygame.SRCALPHA)
        mask.fill((0, 0, 0, 0))
        pygame.draw.polygon(mask, (255, 255, 255, 255), local)
        tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        target.blit(tile, (left, top))

    # ------------------------------------------------------------ edges

    def _classified_edges(self):
        """Border pieces in map coordinates, by kind (computed once per layer)."""
        if self._edges is not None:
            return self._edges
        out = {"land": [], "coast": [], "water": [], "outline": [], "coast_of": {}}
        probe = max(0.5, min(self.map_w, self.map_h) * 0.002)
        # outlines of thousands of points (a player's own map) are classified on a thinned copy:
        # the work grows with edges x points, and the borders drawn look the same
        polygons = [pts if len(pts) <= MAX_CLASSIFIED_POINTS else pts[::-(-len(pts) // MAX_CLASSIFIED_POINTS)]
                    for pts in self.polygons]
        water = [r.water for r in self.board.regions]

        def who(x, y, me):
            if not (0 < x < self.map_w and 0 < y < self.map_h):
                return "frame"
            for j, (bx0, by0, bx1, by1) in enumerate(self.bboxes):
                if j != me and bx0 <= x <= bx1 and by0 <= y <= by1 and _point_in_poly(x, y, polygons[j]):
                    return j
            return None

        def outside_probe(i, ax, ay, bx, by, t):
            mx, my = ax + (bx - ax) * t, ay + (by - ay) * t
            dx, dy = bx - ax, by - ay
            length = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / length * probe, dx / length * probe
            px, py = mx + nx, my + ny
            if _point_in_poly(px, py, polygons[i]):
                px, py = mx - nx, my - ny
            return who(px, py, i)

        def add(i, j, a, b):
            if j == "frame":
                return
            if j is None:   # a world's open sea: a coast, or a water border for an island's own sea
                out[("water" if water[i] else "coast") if self.board.is_world else "outline"].append((a, b))
                return
            if water[i] and water[j]:
                if i < j:
                    out["water"].append((a, b))
            elif water[i] or water[j]:
                if not water[i]:
                    out["coast"].append((a, b))
                else:
                    out["coast_of"].setdefault(i, []).append((a, b))
            elif i < j:
                out["land"].append((a, b))

        step = max(4.0, min(self.map_w, self.map_h) * 0.008)
        for i, pts in enumerate(polygons):
            n = len(pts)
            for e in range(n):
                (ax, ay), (bx, by) = pts[e], pts[(e + 1) % n]
                kinds = [outside_probe(i, ax, ay, bx, by, t) for t in (0.08, 0.5, 0.92)]
                if kinds[0] == kinds[1] == kinds[2]:
                    add(i, kinds[0], (ax, ay), (bx, by))
                    continue
                pieces = max(2, int(math.hypot(bx - ax, by - ay) / step))
                for p in range(pieces):
                    t0, t1 = p / pieces, (p + 1) / pieces
                    j = outside_probe(i, ax, ay, bx, by, (t0 + t1) / 2)
                    add(i, j, (ax + (bx - ax) * t0, ay + (by - ay) * t0), (ax + (bx - ax) * t1, ay + (by - ay) * t1))
        self._edges = out
        return out

    # ------------------------------------------------------------ paper, frame

    def _paper_grain(self, surface):
        """A faint mottling and grain over the whole board, like printed card."""
        rng = random.Random(f"grain/{self.board.id}")
        w, h = surface.get_size()
        mottle = pygame.Surface((max(2, w // 40), max(2, h // 40)), pygame.SRCALPHA)
        for y in range(mottle.get_height()):
            for x in range(mottle.get_width()):
                v = rng.random()
                mottle.set_at((x, y), (60, 40, 20, int(v * 22)))
        surface.blit(pygame.transform.smoothscale(mottle, (w, h)), (0, 0))
        tile = pygame.Surface((64, 64), pygame.SRCALPHA)
        for _ in range(700):
            x, y = rng.randrange(64), rng.randrange(64)
            if rng.random() < 0.5:
                tile.set_at((x, y), (40, 30, 20, rng.randint(8, 22)))
            else:
                tile.set_at((x, y), (255, 250, 235, rng.randint(8, 22)))
        for y in range(0, h, 64):
            for x in range(0, w, 64):
                surface.blit(tile, (x, y))

    def _draw_frame(self, surface):
        r = self.map_rect
        f = self.frame
        outer = r.inflate(2 * f - 2, 2 * f - 2)
        pygame.draw.rect(surface, theme.FRAME, outer, border_radius=max(2, f // 2))
        pygame.draw.rect(surface, theme.darker(theme.FRAME, 0.4), outer, 1, border_radius=max(2, f // 2))
        mid = r.inflate(f, f)
        pygame.draw.rect(surface, theme.FRAME_LIGHT, mid, max(1, f // 6))
        stud = max(2, f // 3)
        for cx, cy in (outer.topleft, outer.topright, outer.bottomleft, outer.bottomright):
            x = cx + (f // 2 if cx == outer.left else -f // 2)
            y = cy + (f // 2 if cy == outer.top else -f // 2)
            pygame.draw.circle(surface, (210, 170, 90), (x, y), stud)
            pygame.draw.circle(surface, theme.darker(theme.FRAME, 0.5), (x, y), stud, 1)

    def _draw_frame_edge(self, surface):
        """A crisp dark line where the board meets the frame."""
        pygame.draw.rect(surface, theme.darker(theme.FRAME, 0.5), self.map_rect.inflate(2, 2), max(1, self.frame // 5))

    # ------------------------------------------------------------ labels and symbols

    def _label_font_size(self):
        return max(11, int(round(12.5 * self.token_scale)))

    def plate_symbols(self, region):
        """The symbols printed by a region's name (the legend lists those of the map: ui.legend)."""
        return self._symbols(region)

    def _symbols(self, region):
        if self.board.is_world:
            return symbols.world_symbols(self.board, region)
        out = []
        if region.terrain == "mountain":
            out.append("mountain")
        for f in ("mine", "magic", "cavern"):
            if f in region.features:
                out.append(f)
        if region.lost_tribe:
            out.append("lost_tribe")
        return out

    def _place_labels(self, spot_penalty):
        """Place every region's name plate (_labels, _plates), a plate on a marker spot scoring
        `spot_penalty` less; how many are shown."""
        self._labels = {}
        self._plates = {}
        self.grazing = set()   # regions whose name grazes a stack's badge or count (no place clear of them)
        for i in range(len(self.board.regions)):
            self._place_label(i, spot_penalty)
        return len(self._plates)

    def _place_label(self, index, spot_penalty):
        """Place the name plate near the anchor, clear of every token stack, inside the region if it fits:
        next to the region's own stack first, else anywhere in the region, in smaller type if need be. A name
        with no such place may graze a stack's badge or count (never its chip, never another name: `grazing`
        lists those), else it leaves only its symbols (or nothing: the tooltip names it)."""
        region = self.board.regions[index]
        symbols = self._symbols(region)
        ax = self.anchors[index][0] * self.scale + self.offset[0]
        ay = self.anchors[index][1] * self.scale + self.offset[1]
        poly = [(x * self.scale + self.offset[0], y * self.scale + self.offset[1]) for x, y in self.polygons[index]]
        placed = [r for r in self._labels.values() if r is not None]

        def blocked(rect, zones):
            return rect.collidelist(zones) >= 0 or self._near_names(rect, placed)
        best = self._best_name_plate(region, symbols, (ax, ay), poly, placed, spot_penalty)
        if blocked(best[1], self._zones):
            strict, self._zones = self._zones, self._core_zones     # scored as if the stacks were their chips
            try:
                best = self._best_name_plate(region, symbols, (ax, ay), poly, placed, spot_penalty)
            finally:
                self._zones = strict
            if not blocked(best[1], self._core_zones):
                self.grazing.add(index)
            elif symbols:  # no room for the name clear of the chips and names: the symbols alone
                smallest = font(self._label_sizes()[-1], bold=True, serif=True)
                best = self._best_plate(None, [], symbols, smallest, (ax, ay), poly, placed, 0, spot_penalty)
            if index not in self.grazing and blocked(best[1], self._zones):
                self._labels[index] = None
                return
        _, rect, lines, fnt, _clean = best
        plate = self._plate(lines, symbols, fnt, water=region.water)
        self._labels[index] = rect
        self._plates[index] = plate

    def _label_sizes(self):
        size = self._label_font_size()
        return [fs for fs in range(size, size - 4, -1) if fs >= 9]

    def _best_name_plate(self, region, symbols, anchor, poly, placed, spot_penalty):
        """The best place for the region's name (one line or two) with its symbols, in the largest type that
        fits wholly (see _best_plate)."""
        best = None
        for step, fs in enumerate(self._label_sizes()):
            fnt = font(fs, bold=True, serif=True)
            for lines in _label_lines(region_name(region)):
                cost = step * 3 + (len(lines) - 1) * 2.5
                best = self._best_plate(best, lines, symbols, fnt, anchor, poly, placed, cost, spot_penalty)
            if best[4] >= 80 - 6:  # fits wholly, clear of stacks and names, at this size
                break
        return best

    def _best_plate(self, best, lines, symbols, fnt, anchor, poly, placed, cost, spot_penalty):
        """The better of `best` and the best place for a plate of these lines: (score, rect, lines, font, the
        score without the marker spots' penalty: whether it fits well enough does not depend on them)."""
        pw, ph = self._plate_size(lines, symbols, fnt)
        ax, ay = anchor
        side, above, below = tokens.stack_extent(self.token_scale)
        gap = max(2, int(3 * self.token_scale))
        below_y = int(ay + below + gap)
        above_y = int(ay - above - gap - ph)
        near = [
            pygame.Rect(int(ax - pw / 2), below_y, pw, ph),
            pygame.Rect(int(ax - pw * 0.25), below_y, pw, ph),
            pygame.Rect(int(ax - pw * 0.75), below_y, pw, ph),
            pygame.Rect(int(ax - pw / 2), above_y, pw, ph),
            pygame.Rect(int(ax + side + gap), int(ay - ph / 2), pw, ph),
            pygame.Rect(int(ax - side - gap - pw), int(ay - ph / 2), pw, ph),
            pygame.Rect(int(ax - pw * 0.25), above_y, pw, ph),
            pygame.Rect(int(ax - pw * 0.75), above_y, pw, ph),
        ]
        inside = self.map_rect.inflate(-2, -2)
        mine = None
        for rounds, candidates in enumerate((near, None)):
            if candidates is None:   # nothing good near the stack: anywhere in the region, nearest first
                if mine is not None and mine[4] >= 80 - 6:
                    break
                candidates = _spread(poly, pw, ph, (ax, ay))
            for rank, rect in enumerate(candidates):
                rect = rect.clamp(inside)
                score = _fit_score(rect, poly) * 10 - cost - (rank * 0.5 if rounds == 0 else 4 + rank * 0.2)
                if self._on_stack(rect):
                    score -= 200  # never on a token stack
                if self._near_names(rect, placed):
                    score -= 45  # never on top of a neighbour's name if it can be helped
                clean = score
                if spot_penalty and rect.collidelist(self._marker_zones) >= 0:
                    score -= spot_penalty   # off the spots where markers (a crown, a fort) and cards may come
                if mine is None or score > mine[0]:
                    mine = (score, rect, lines, fnt, clean)
        return mine if best is None or mine[0] > best[0] else best

    def _on_stack(self, rect):
        return rect.collidelist(self._zones) >= 0

    def label_gap(self):
        """Pixels kept between two name plates: plates touching read as one name ("Gull Coral Sound")."""
        return max(3, int(round(4 * self.token_scale)))

    def _near_names(self, rect, placed):
        gap = self.label_gap()
        return rect.inflate(2 * gap, 2 * gap).collidelist(placed) >= 0

    def _stack_zones(self):
        """Where token stacks stand, in render pixels: every region's chip with its pile, badge and count, and a
        mountain's marker (the others come and go); name plates keep off them. Returns (those, the chips and
        piles alone with the mountains' markers): a name with no place clear of the whole stacks may graze a
        badge or a count, never a chip."""
        ts = self.token_scale
        reach = tokens.stack_reach(ts)    # as drawn: a small window's badge and count reach past 1.2 radii
        r = tokens.chip_radius(ts)
        below = tokens.stack_extent(ts)[2]
        m = tokens.marker_radius(ts)
        dx, dy = tokens.marker_slots(ts)[0]
        zones, chips = [], []
        for i, (x, y) in enumerate(self.anchors):
            ax, ay = x * self.scale + self.offset[0], y * self.scale + self.offset[1]
            zones += [band.move(int(round(ax)), int(round(ay))) for band in reach]
            chips.append(pygame.Rect(int(ax - r * 1.2), int(ay - r), int(r * 2.4), int(r + below)))
            if self.board.regions[i].terrain == "mountain":
                marker = pygame.Rect(int(ax + dx - m), int(ay + dy - m), int(2 * m), int(2 * m))
                zones.append(marker)
                chips.append(marker)
        return zones, chips

    def _marker_spots(self):
        """Where markers may come during a game, in render pixels: every region's marker slots around its
        anchor (tokens.draw_markers) and, on a letter region, its face-down card (world_pieces.draw_items).
        A name avoids them when it can; unlike a stack, it is not dropped for them."""
        ts = self.token_scale
        m = tokens.marker_radius(ts) * 0.9         # a touch inside the disc: a plate may graze its rim
        chip = tokens.chip_radius(ts)
        card_w, card_h = world_pieces.card_size(ts)
        spots = []
        for i, (x, y) in enumerate(self.anchors):
            ax, ay = x * self.scale + self.offset[0], y * self.scale + self.offset[1]
            spots += [pygame.Rect(int(ax + dx - m), int(ay + dy - m), int(2 * m), int(2 * m))
                      for dx, dy in tokens.marker_slots(ts)]
            if self.board.regions[i].letter:
                spots.append(pygame.Rect(int(ax - card_w / 2), int(ay + chip * 0.7), card_w, card_h))
        return spots

    @staticmethod
    def _icon_size(fnt):
        return max(15, int(fnt.get_height() * 1.4))

    def _plate_size(self, lines, symbols, fnt):
        text_w = max(fnt.size(line)[0] for line in lines) + 4 if lines else 0
        text_h = len(lines) * fnt.get_height()
        icon = self._icon_size(fnt)
        w = text_w + len(symbols) * (icon + 1) + (2 if symbols else 0)
        return w, max(text_h + 4, icon + 2)

    def _plate(self, lines, symbols, fnt, water=False):
        ink = theme.LABEL_WATER_INK if water else theme.LABEL_INK
        rendered = [render_outlined(line, fnt, ink, theme.LABEL_HALO, 2) for line in lines]
        w, h = self._plate_size(lines, symbols, fnt)
        text_w = max((r.get_width() for r in rendered), default=0)
        text_h = len(lines) * fnt.get_height() + 4
        icon = self._icon_size(fnt)
        plate = pygame.Surface((max(w, text_w), h), pygame.SRCALPHA)
        x = 0
        for s in symbols:
            plate.blit(symbol_icon(s, icon), (x, (h - icon) // 2))
            x += icon + 1
        x += 2 if symbols else 0
        y = (h - text_h) // 2
        for r in rendered:
            plate.blit(r, (x + (text_w - r.get_width()) // 2, y))
            y += fnt.get_height()
        return plate


def _label_lines(name):
    """The name on one line, and (if it has spaces) split in two near the middle."""
    options = [[name]]
    if " " in name:
        spaces = [i for i, c in enumerate(name) if c == " "]
        mid = min(spaces, key=lambda i: abs(i - len(name) / 2))
        options.append([name[:mid], name[mid + 1:]])
    return options


def _spread(poly, pw, ph, anchor, most=48):
    """Places for a pw x ph plate over the polygon's bounding box (at most `most`), nearest the anchor first."""
    x0, y0, x1, y1 = _bbox(poly)
    cols = max(1, min(8, int((x1 - x0 - pw) // max(4, pw // 3)) + 1))
    rows = max(1, min(most // 8, int((y1 - y0 - ph) // max(3, ph // 2)) + 1))
    places = [pygame.Rect(int(x0 + (x1 - x0 - pw) * (c / max(1, cols - 1) if cols > 1 else 0.5)),
                          int(y0 + (y1 - y0 - ph) * (k / max(1, rows - 1) if rows > 1 else 0.5)), pw, ph)
              for c in range(cols) for k in range(rows)]
    ax, ay = anchor
    return sorted(places, key=lambda r: (r.centerx - ax) ** 2 + (r.centery - ay) ** 2)


def _fit_score(rect, poly):
    """How many of 8 sample points of the rect lie inside the polygon."""
    left, t, r, b = rect.left, rect.top, rect.right, rect.bottom
    cx, cy = rect.centerx, rect.centery
    pts = [(left, t), (r, t), (left, b), (r, b), (cx, t), (cx, b), (left, cy), (r, cy)]
    return sum(1 for x, y in pts if _point_in_poly(x, y, poly))


# ---------------------------------------------------------------- printed symbols

_icon_cache = {}


def symbol_icon(kind, size):
    """A small round badge for a printed map symbol: mine, magic, cavern, mountain, lost_tribe.

    Drawn at 4x and smoothed down, cached by (kind, size).
    """
    key = (kind, int(size))
    cached = _icon_cache.get(key)
    if cached is not None:
        return cached
    q = 4
    s = int(size) * q
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2.0
    r = s / 2.0 - q
    pygame.draw.circle(big, (40, 30, 22, 255), (c, c), r)
    pygame.draw.circle(big, (246, 238, 216, 255), (c, c), r - 1.4 * q)
    ir = r - 1.4 * q
    if kind == "mine":
        # a pickaxe over a gold nugget
        pygame.draw.circle(big, (214, 170, 54), (c + ir * 0.38, c + ir * 0.42), ir * 0.26)
        pygame.draw.circle(big, (150, 110, 30), (c + ir * 0.38, c + ir * 0.42), ir * 0.26, max(1, int(ir * 0.06)))
        pygame.draw.line(big, (120, 80, 44), (c - ir * 0.6, c + ir * 0.62), (c + ir * 0.25, c - ir * 0.25),
                         int(ir * 0.24))
        head = []
        for k in range(13):
            a = math.radians(195 + k * 150 / 12)
            head.append((c + ir * 0.22 + math.cos(a) * ir * 0.78, c + ir * 0.22 + math.sin(a) * ir * 0.78))
        pygame.draw.lines(big, (62, 62, 72), False, head, int(ir * 0.28))
    elif kind == "magic":
        pts = []
        for k in range(8):
            rr = ir * 0.82 if k % 2 == 0 else ir * 0.26
            a = -math.pi / 2 + k * math.pi / 4
            pts.append((c + math.cos(a) * rr, c + math.sin(a) * rr))
        pygame.draw.polygon(big, theme.MAGIC_COLOR, pts)
        pygame.draw.circle(big, (236, 214, 255), (c, c), ir * 0.16)
    elif kind == "cavern":
        # a dark cave mouth in a grey rock
        pygame.draw.circle(big, (132, 124, 116), (c, c), ir * 0.84)
        floor = c + ir * 0.5
        mouth = [(c + math.cos(a) * ir * 0.5, floor - ir * 0.45 + math.sin(a) * ir * 0.55)
                 for a in (math.pi + k * math.pi / 12 for k in range(13))]
        mouth += [(c + ir * 0.5, floor), (c - ir * 0.5, floor)]
        pygame.draw.polygon(big, theme.CAVERN_COLOR, mouth)
        pygame.draw.line(big, (200, 192, 180), (c - ir * 0.62, floor + ir * 0.06), (c + ir * 0.62, floor + ir * 0.06),
                         max(1, int(ir * 0.1)))
    elif kind == "mountain":
        base = c + ir * 0.5
        pygame.draw.polygon(big, (120, 112, 104), [(c - ir * 0.8, base), (c - ir * 0.1, c - ir * 0.65),
                                                   (c + ir * 0.8, base)])
        pygame.draw.polygon(big, (96, 88, 80), [(c - ir * 0.1, c - ir * 0.65), (c + ir * 0.8, base),
                                                (c + ir * 0.15, base)])
        pygame.draw.polygon(big, (255, 255, 255), [(c - ir * 0.1, c - ir * 0.65), (c - ir * 0.35, c - ir * 0.25),
                                                   (c - ir * 0.1, c - ir * 0.32), (c + ir * 0.12, c - ir * 0.22)])
    elif kind == "lost_tribe":
        theme.draw_emblem(big, theme.race_emblem("lost_tribe"), (c, c + ir * 0.05), ir * 0.78,
                          theme.LOST_TRIBE_SYMBOL, outline=(246, 238, 216))
    elif kind in symbols.KINDS:    # a Warcraft world's symbols
        symbols.draw(big, kind, c, ir)
    else:
        pygame.draw.circle(big, (90, 80, 70), (c, c), ir * 0.4)
    small = pygame.transform.smoothscale(big, (int(size), int(size)))
    _icon_cache[key] = small
    return small


# ---------------------------------------------------------------- textures

def _grid(local, spacing, rng, jitter=0.35, stagger=True):
    """Jittered grid points inside the polygon (local pixel coordinates)."""
    x0, y0, x1, y1 = _bbox(local)
    out = []
    row = 0
    y = y0 + spacing * rng.uniform(0.2, 0.8)
    while y < y1:
        x = x0 + spacing * rng.uniform(0.0, 1.0) + (spacing / 2 if stagger and row % 2 else 0)
        while x < x1:
            px = x + rng.uniform(-jitter, jitter) * spacing
            py = y + rng.uniform(-jitter, jitter) * spacing
            if _point_in_poly(px, py, local):
                out.append((px, py))
            x += spacing
        y += spacing * 0.86
        row += 1
    return out


def _farmland(tile, local, fill, ink, u, rng, coast=()):
    x0, y0, x1, y1 = _bbox(local)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    ang = math.radians(rng.uniform(-40, 40) + (90 if rng.random() < 0.4 else 0))
    dx, dy = math.cos(ang), math.sin(ang)
    nx, ny = -dy, dx
    reach = math.hypot(x1 - x0, y1 - y0) / 2 + u
    # patchwork strips of slightly different wheat
    strip = u * rng.uniform(4.0, 6.5)
    k = -reach
    tones = [fill, theme.mix(fill, (255, 246, 200), 0.22), theme.mix(fill, ink, 0.12),
             theme.mix(fill, (200, 200, 120), 0.18)]
    idx = rng.randrange(len(tones))
    while k < reach:
        w = strip * rng.uniform(0.7, 1.3)
        a = (cx + nx * k - dx * reach, cy + ny * k - dy * reach)
        b = (cx + nx * k + dx * reach, cy + ny * k + dy * reach)
        c = (b[0] + nx * w, b[1] + ny * w)
        d = (a[0] + nx * w, a[1] + ny * w)
        pygame.draw.polygon(tile, tones[idx % len(tones)], [a, b, c, d])
        idx += rng.randrange(1, len(tones))
        k += w
    # furrows: rows of short dashes along the strips
    dash = theme.mix(fill, ink, 0.42)
    row = u * 1.5
    wdt = max(1, int(u * 0.16))
    k = -reach + row * rng.random()
    while k < reach:
        t = -reach + rng.uniform(0, u)
        while t < reach:
            px, py = cx + nx * k + dx * t, cy + ny * k + dy * t
            if x0 <= px <= x1 and y0 <= py <= y1:
                pygame.draw.line(tile, dash, (px, py), (px + dx * u * 0.55, py + dy * u * 0.55), wdt)
            t += u * rng.uniform(1.1, 1.5)
        k += row


def _forest(tile, local, fill, ink, u, rng, coast=()):
    trees = sorted(_grid(local, u * 2.7, rng, jitter=0.3), key=lambda p: p[1])
    canopy = theme.mix(fill, ink, 0.55)
    canopy_light = theme.mix(fill, ink, 0.25)
    trunk = theme.mix(ink, (60, 40, 20), 0.5)
    outline = theme.mix(fill, ink, 0.9)
    for x, y in trees:
        s = u * rng.uniform(0.85, 1.15)
        if rng.random() < 0.45:
            # conifer
            pygame.draw.line(tile, trunk, (x, y + s * 0.2), (x, y + s * 0.8), max(1, int(s * 0.2)))
            pts = [(x, y - s * 1.15), (x + s * 0.62, y + s * 0.35), (x - s * 0.62, y + s * 0.35)]
            pygame.draw.polygon(tile, outline, pts)
            inner = [(x, y - s * 0.9), (x + s * 0.45, y + s * 0.22), (x - s * 0.45, y + s * 0.22)]
            pygame.draw.polygon(tile, canopy, inner)
        else:
            pygame.draw.line(tile, trunk, (x, y), (x, y + s * 0.85), max(1, int(s * 0.22)))
            pygame.draw.circle(tile, outline, (x, y - s * 0.2), s * 0.68)
            pygame.draw.circle(tile, canopy, (x, y - s * 0.2), s * 0.56)
            pygame.draw.circle(tile, canopy_light, (x - s * 0.18, y - s * 0.38), s * 0.22)


def _hill(tile, local, fill, ink, u, rng, coast=()):
    stroke = theme.mix(fill, ink, 0.6)
    shade = theme.mix(fill, ink, 0.35)
    wdt = max(1, int(u * 0.17))
    for x, y in sorted(_grid(local, u * 3.4, rng, jitter=0.3), key=lambda p: p[1]):
        s = u * rng.uniform(0.9, 1.25)
        rect = pygame.Rect(0, 0, int(s * 2.6), int(s * 1.6))
        rect.center = (int(x), int(y + s * 0.4))
        pygame.draw.arc(tile, stroke, rect, math.radians(8), math.radians(172), wdt)
        # hachures on the shaded side
        for k in range(3):
            a = math.radians(60 - k * 22)
            hx = rect.centerx + math.cos(a) * rect.width / 2 * 0.92
            hy = rect.centery - math.sin(a) * rect.height / 2 * 0.92
            pygame.draw.line(tile, shade, (hx, hy + s * 0.1), (hx - s * 0.08, hy + s * 0.5), max(1, wdt - 1))


def _swamp(tile, local, fill, ink, u, rng, coast=()):
    water = theme.mix(fill, theme.TERRAIN_COLORS["lake"], 0.45)
    water_line = theme.mix(fill, theme.TERRAIN_COLORS["sea"], 0.6)
    reed = theme.mix(fill, ink, 0.72)
    wdt = max(1, int(u * 0.15))
    for x, y in _grid(local, u * 4.2, rng, jitter=0.35):
        if rng.random() < 0.55:
            w, h = u * rng.uniform(1.6, 2.6), u * rng.uniform(0.6, 0.9)
            pygame.draw.ellipse(tile, water, (x - w / 2, y - h / 2 + u * 0.9, w, h))
    for x, y in sorted(_grid(local, u * 2.6, rng, jitter=0.35), key=lambda p: p[1]):
        s = u * rng.uniform(0.8, 1.2)
        pygame.draw.line(tile, water_line, (x - s * 0.7, y + s * 0.55), (x + s * 0.7, y + s * 0.55), wdt)
        for k, lean in ((-1, -0.3), (0, 0.0), (1, 0.3)):
            top = (x + k * s * 0.22 + lean * s * 0.5, y - s * (0.9 if k == 0 else 0.6))
            pygame.draw.line(tile, reed, (x + k * s * 0.18, y + s * 0.45), top, wdt)
        pygame.draw.ellipse(tile, theme.mix(reed, (110, 70, 40), 0.4),
                            (x - s * 0.1, y - s * 0.98, s * 0.2, s * 0.38))


def _mountain(tile, local, fill, ink, u, rng, coast=()):
    light = theme.mix(fill, (255, 255, 255), 0.3)
    dark = theme.mix(fill, ink, 0.55)
    edge = theme.mix(fill, ink, 0.95)
    snow = (248, 246, 240)
    wdt = max(1, int(u * 0.14))
    for x, y in sorted(_grid(local, u * 4.5, rng, jitter=0.28), key=lambda p: p[1]):
        s = u * rng.uniform(1.0, 1.4)
        top = (x + rng.uniform(-0.15, 0.15) * s, y - s * 1.2)
        left, right = (x - s * 1.2, y + s * 0.55), (x + s * 1.2, y + s * 0.55)
        mid = (x + s * 0.15, y + s * 0.55)
        pygame.draw.polygon(tile, light, [top, left, mid])
        pygame.draw.polygon(tile, dark, [top, mid, right])
        if s > u * 1.15:
            cap = 0.32

            def toward(p, t, top=top):
                return (top[0] + (p[0] - top[0]) * t, top[1] + (p[1] - top[1]) * t)
            pygame.draw.polygon(tile, snow, [top, toward(left, cap), toward(mid, cap * 0.8), toward(right, cap * 0.9)])
        pygame.draw.lines(tile, edge, False, [left, top, right], wdt)


def _water(tile, local, fill, ink, u, rng, coast=(), lake=False):
    # shallows along the coast: a pale band inside the water
    if coast:
        for width, t in ((u * 3.2, 0.22), (u * 1.9, 0.45), (u * 0.9, 0.7)):
            col = theme.mix(fill, theme.SHALLOWS, t)
            wi = max(1, int(width * 2))
            for a, b in coast:
                pygame.draw.line(tile, col, a, b, wi)
                pygame.draw.circle(tile, col, a, wi / 2)
                pygame.draw.circle(tile, col, b, wi / 2)
    crest = theme.mix(fill, (255, 255, 255), 0.38)
    trough = theme.mix(fill, ink, 0.5)
    wdt = max(1, int(u * 0.15))
    spacing = u * (3.6 if lake else 4.4)
    for x, y in _grid(local, spacing, rng, jitter=0.4):
        s = u * rng.uniform(0.7, 1.0)
        col = crest if rng.random() < 0.6 else trough
        for k in (-1, 1):
            rect = pygame.Rect(0, 0, int(s * 1.2), int(s * 0.9))
            rect.center = (int(x + k * s * 0.55), int(y))
            pygame.draw.arc(tile, col, rect, math.radians(20), math.radians(160), wdt)


def _lake(tile, local, fill, ink, u, rng, coast=()):
    _water(tile, local, fill, ink, u, rng, coast, lake=True)


_TEXTURES = {
    "farmland": _farmland,
    "forest": _forest,
    "hill": _hill,
    "swamp": _swamp,
    "mountain": _mountain,
    "sea": _water,
    "lake": _lake,
}
