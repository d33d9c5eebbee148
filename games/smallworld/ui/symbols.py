"""The printed symbols of a Warcraft world (azeroth.md §2) and its open sea.

A world (a map with `islands`) prints, beside the classic mountain and magic
badges: a dungeon gate, an entry anchor, the island's letter (S, M or L) on its
letter region, and a Murloc on the Murloc regions (`lost_tribe` in the file).
map_layer.symbol_icon draws the round badge and calls `draw` for these kinds;
`world_symbols` lists a world region's badges in the order they are printed.

Every picture is an original vector drawing made for a badge painted 4x and
smoothed down, so it reads from about 15 px (a name plate) to a token's size.
"""

import math
import random

import pygame

from game.i18n import N_
from game.ui import theme
from game.ui.fonts import font

LETTERS = ("S", "M", "L")
KINDS = ("dungeon", "entry", "murloc") + tuple(f"letter_{size}" for size in LETTERS)
# English, marked for the catalog: the words of the symbols (legends, tooltips)
LABELS = {"dungeon": N_("dungeon"), "entry": N_("entry region"), "murloc": N_("Murloc"),
          "letter": N_("letter region")}
# a letter region's letter is its island's size (the legend says it in words)
ISLAND_SIZES = {"S": N_("Small island"), "M": N_("Medium island"), "L": N_("Large island")}

OPEN_SEA = theme.mix(theme.TERRAIN_COLORS["sea"], (40, 70, 110), 0.28)   # deeper than an island's own seas
_STONE = (138, 128, 118)
_STONE_DARK = (86, 78, 72)
_GATE = (214, 112, 38)     # torchlight behind the portcullis: no cavern's dark mouth
_IRON = (40, 32, 30)
_ANCHOR = (34, 52, 78)
_GOLD = (222, 178, 64)
_GOLD_DARK = (132, 92, 28)
_MURLOC = (74, 156, 128)
_MURLOC_DARK = (30, 82, 66)
_FIN = (206, 92, 70)
_EYE = (252, 244, 206)


def world_symbols(board, region):
    """The badges printed on a world region: mountain, magic, dungeon, Murloc, entry, letter."""
    out = ["mountain"] if region.terrain == "mountain" else []
    out += [f for f in ("magic", "dungeon") if f in region.features]
    if region.lost_tribe:
        out.append("murloc")
    if region.entry:
        out.append("entry")
    if region.letter:
        size = dict(board.islands).get(region.island)
        if size in LETTERS:
            out.append(f"letter_{size}")
    return out


def draw(surface, kind, c, r):
    """Paint symbol `kind` inside a badge of inner radius `r` centred at (c, c)."""
    if kind == "dungeon":
        _dungeon(surface, c, r)
    elif kind == "entry":
        _anchor(surface, c, r)
    elif kind == "murloc":
        _murloc(surface, c, r)
    elif kind.startswith("letter_"):
        _letter(surface, kind[len("letter_"):], c, r)


def _dungeon(s, c, r):
    """A stone archway over a torch-lit gate barred by a portcullis, on a step."""
    base = c + r * 0.62
    left, right = c - r * 0.7, c + r * 0.7
    arch = [(left, base)] + [(c + math.cos(a) * r * 0.7, c - r * 0.02 + math.sin(a) * r * 0.7)
                             for a in (math.pi + k * math.pi / 16 for k in range(17))] + [(right, base)]
    pygame.draw.polygon(s, _STONE, arch)
    pygame.draw.polygon(s, _STONE_DARK, arch, max(1, int(r * 0.07)))
    gate_r = r * 0.42
    gate = [(c - gate_r, base)] + [(c + math.cos(a) * gate_r, c + r * 0.05 + math.sin(a) * gate_r)
                                   for a in (math.pi + k * math.pi / 12 for k in range(13))] + [(c + gate_r, base)]
    pygame.draw.polygon(s, _GATE, gate)
    bar = max(1, int(r * 0.07))
    for k in (-2, -1, 0, 1, 2):     # the portcullis
        x = c + k * gate_r * 0.38
        pygame.draw.line(s, _IRON, (x, c - r * 0.3 + abs(k) * r * 0.05), (x, base), bar)
    pygame.draw.line(s, _IRON, (c - gate_r * 0.95, c + r * 0.22), (c + gate_r * 0.95, c + r * 0.22), bar)
    for k in range(3):              # stones of the arch
        a = math.pi + (k + 1) * math.pi / 4
        inner = (c + math.cos(a) * gate_r, c + r * 0.05 + math.sin(a) * gate_r)
        outer = (c + math.cos(a) * r * 0.7, c - r * 0.02 + math.sin(a) * r * 0.7)
        pygame.draw.line(s, _STONE_DARK, inner, outer, max(1, int(r * 0.05)))
    pygame.draw.rect(s, _STONE_DARK, pygame.Rect(int(left - r * 0.08), int(base), int(1.56 * r), int(r * 0.14)))


def _anchor(s, c, r):
    """A ship's anchor: ring, stock, shank and two curved arms with flukes."""
    w = max(2, int(r * 0.15))
    ring_y = c - r * 0.6
    pygame.draw.circle(s, _ANCHOR, (c, ring_y), r * 0.17, w)
    pygame.draw.line(s, _ANCHOR, (c, ring_y + r * 0.15), (c, c + r * 0.68), w)
    pygame.draw.line(s, _ANCHOR, (c - r * 0.38, c - r * 0.3), (c + r * 0.38, c - r * 0.3), w)
    arm = [(c + math.cos(a) * r * 0.62, c + r * 0.08 + math.sin(a) * r * 0.62)
           for a in (math.radians(20 + k * 140 / 14) for k in range(15))]
    pygame.draw.lines(s, _ANCHOR, False, arm, w)
    for end, side in ((arm[0], 1), (arm[-1], -1)):   # flukes: barbs pointing up and out
        tip = (end[0] + side * r * 0.1, end[1] - r * 0.3)
        pygame.draw.polygon(s, _ANCHOR, [(end[0] - side * r * 0.1, end[1] + r * 0.04), tip,
                                         (end[0] + side * r * 0.16, end[1] + r * 0.02)])


def _letter(s, size, c, r):
    """A golden plaque with the island's size letter."""
    plate = pygame.Rect(0, 0, int(r * 1.36), int(r * 1.36))
    plate.center = (int(c), int(c))
    corner = max(2, int(r * 0.28))
    pygame.draw.rect(s, _GOLD, plate, border_radius=corner)
    pygame.draw.rect(s, _GOLD_DARK, plate, max(1, int(r * 0.08)), border_radius=corner)
    glyph = font(r * 1.1, bold=True, serif=True).render(size, True, (58, 36, 16))
    s.blit(glyph, glyph.get_rect(center=(int(c), int(c + r * 0.02))))


def _murloc(s, c, r):
    """A fish-folk head, face on: a crest of spines, round eyes, a wide toothy mouth, side fins."""
    crest = [(c - r * 0.5, c - r * 0.35)]
    for k in range(5):              # the dorsal crest: five spines
        x = c - r * 0.4 + k * r * 0.2
        crest += [(x, c - r * (0.86 if k % 2 == 0 else 0.74)), (x + r * 0.1, c - r * 0.5)]
    crest.append((c + r * 0.5, c - r * 0.35))
    pygame.draw.polygon(s, _FIN, crest)
    pygame.draw.polygon(s, theme.darker(_FIN, 0.35), crest, max(1, int(r * 0.05)))
    for side in (-1, 1):            # the side fins, like ears
        fin = [(c + side * r * 0.45, c - r * 0.2), (c + side * r * 0.92, c - r * 0.38), (c + side * r * 0.78, c),
               (c + side * r * 0.92, c + r * 0.28), (c + side * r * 0.45, c + r * 0.2)]
        pygame.draw.polygon(s, _FIN, fin)
        pygame.draw.polygon(s, theme.darker(_FIN, 0.35), fin, max(1, int(r * 0.05)))
    head = pygame.Rect(0, 0, int(r * 1.14), int(r * 1.2))
    head.center = (int(c), int(c + r * 0.02))
    pygame.draw.ellipse(s, _MURLOC, head)
    pygame.draw.ellipse(s, _MURLOC_DARK, head, max(1, int(r * 0.07)))
    for side in (-1, 1):
        eye = (c + side * r * 0.25, c - r * 0.2)
        pygame.draw.circle(s, _EYE, eye, r * 0.19)
        pygame.draw.circle(s, _MURLOC_DARK, eye, r * 0.19, max(1, int(r * 0.04)))
        pygame.draw.circle(s, (20, 20, 24), (eye[0] + side * r * 0.03, eye[1] + r * 0.02), r * 0.09)
    mouth = pygame.Rect(0, 0, int(r * 0.78), int(r * 0.36))
    mouth.center = (int(c), int(c + r * 0.3))
    pygame.draw.ellipse(s, (92, 28, 36), mouth)
    for k in range(4):              # teeth along the top lip
        x = mouth.left + mouth.width * (0.2 + 0.2 * k)
        pygame.draw.polygon(s, _EYE, [(x - r * 0.06, mouth.top + r * 0.04), (x + r * 0.06, mouth.top + r * 0.04),
                                      (x, mouth.top + r * 0.16)])


# ---------------------------------------------------------------- the open sea of a world

def draw_open_sea(surface, board, polygons, unit):
    """Fill `surface` with the open sea around a world's islands: deep water, a few wave
    marks, and a pale shallow band along every island's shore (drawn before the regions,
    which cover its inner half). `polygons` are the regions' outlines in `surface` pixels."""
    surface.fill(OPEN_SEA)
    w, h = surface.get_size()
    rng = random.Random(f"open-sea/{board.id}")
    crest = theme.mix(OPEN_SEA, (255, 255, 255), 0.3)
    trough = theme.mix(OPEN_SEA, (20, 40, 70), 0.35)
    step = max(12, int(unit * 9))
    line = max(1, int(unit * 0.35))
    for y in range(step // 2, h, step):
        for x in range(step // 2 if (y // step) % 2 else step, w, step * 2):
            px, py = x + rng.uniform(-0.4, 0.4) * step, y + rng.uniform(-0.3, 0.3) * step
            span = unit * rng.uniform(1.6, 2.6)
            wave = [(px + t * span, py - math.sin(t * math.pi) * unit * 0.8) for t in (-1, -0.5, 0, 0.5, 1)]
            pygame.draw.lines(surface, crest if rng.random() < 0.6 else trough, False, wave, line)
    shallows = theme.mix(OPEN_SEA, theme.SHALLOWS, 0.55)
    reef = theme.mix(OPEN_SEA, theme.COAST_INK, 0.45)    # where an island's own sea meets the open sea
    for poly, region in zip(polygons, board.regions, strict=True):
        if len(poly) > 2:
            color, band = (reef, max(2, int(unit * 0.7))) if region.water else (shallows, max(2, int(unit * 2.2)))
            pygame.draw.lines(surface, color, True, poly, band)
            for p in poly:
                pygame.draw.circle(surface, color, p, band / 2)
