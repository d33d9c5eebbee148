"""Colours and emblems: the one place the game's look is decided.

Colour is never the only cue: every player seat and every race also has an
emblem (a small shape drawn by `draw_emblem`), so a colour-blind player can
tell tokens apart by shape. The five seat colours stay distinguishable
under the common colour-vision deficiencies (checked by simulation) and also
differ in lightness.
"""

import colorsys
import hashlib
import math
import weakref

import pygame

from game.i18n import N_

# ---------------------------------------------------------------- terrain

TERRAIN_COLORS = {
    "farmland": (226, 206, 128),   # ripe wheat
    "forest": (112, 150, 92),      # deep leaf green
    "hill": (180, 196, 124),       # pale sage
    "swamp": (138, 156, 136),      # murky grey-green
    "mountain": (170, 158, 146),   # warm stone
    "sea": (122, 170, 196),        # open water
    "lake": (150, 194, 206),       # lighter, calmer water
}
UNKNOWN_TERRAIN = (200, 190, 170)

# the ink each terrain's texture is drawn with (darker shade of the fill)
TERRAIN_INK = {
    "farmland": (176, 150, 78),
    "forest": (64, 102, 58),
    "hill": (128, 146, 82),
    "swamp": (84, 106, 92),
    "mountain": (110, 100, 92),
    "sea": (88, 136, 166),
    "lake": (110, 156, 176),
}

# English, marked for the catalog: shown through game.i18n._().
TERRAIN_LABELS = {
    "farmland": N_("Farmland"), "forest": N_("Forest"), "hill": N_("Hill"), "swamp": N_("Swamp"),
    "mountain": N_("Mountain"), "sea": N_("Sea"), "lake": N_("Lake"),
}
FEATURE_LABELS = {"magic": N_("magic"), "mine": N_("mine"), "cavern": N_("cavern"), "dungeon": N_("dungeon")}

# ---------------------------------------------------------------- map & UI

PARCHMENT = (238, 226, 198)
PARCHMENT_DARK = (218, 202, 166)
BACKGROUND = (46, 40, 36)          # around the board
FRAME = (84, 60, 40)               # the board's wooden edge
FRAME_LIGHT = (150, 116, 76)
BORDER_INK = (72, 56, 40)          # between land regions
COAST_INK = (38, 56, 78)           # between land and water
WATER_EDGE = (100, 150, 178)       # between two water regions
SHALLOWS = (176, 212, 222)         # the pale band along a coast
LABEL_INK = (44, 34, 26)
LABEL_HALO = (246, 238, 216)
LABEL_WATER_INK = (24, 48, 76)

TEXT = (40, 32, 26)
TEXT_LIGHT = (246, 240, 226)
TEXT_MUTED = (96, 84, 70)             # 4.5:1 or more on the parchment panels (WCAG AA)
PANEL_BG = (244, 234, 210)
PANEL_BORDER = (120, 92, 60)
PANEL_SHADOW = (0, 0, 0, 70)
BUTTON_BG = (118, 78, 44)
BUTTON_HOVER = (150, 100, 56)
BUTTON_PRESSED = (96, 62, 34)
BUTTON_TEXT = (252, 244, 226)
BUTTON_BORDER = (60, 40, 22)
BUTTON_DISABLED_BG = (196, 188, 174)
BUTTON_DISABLED_TEXT = (138, 130, 120)
TOOLTIP_BG = (40, 34, 30)
TOOLTIP_TEXT = (250, 244, 230)
HIGHLIGHT = (255, 250, 220)        # selectable regions
DANGER = (196, 64, 40)
GOOD = (46, 130, 80)

# ---------------------------------------------------------------- the in-game screen around the map

BAR_BG = (58, 48, 40)                 # the wooden strips: top bar, side panel, action bar
BAR_EDGE = (104, 82, 58)
BAR_TEXT = (255, 236, 190)            # the turn's status, the hand's count
BAR_LABEL = (200, 186, 160)           # small labels on a strip ("Speed")
COIN = (226, 180, 60)
COIN_RIM = (150, 108, 30)
COIN_SHINE = (255, 236, 160)
PIP_NOW = (250, 240, 220)             # this round's pip (played rounds: COIN)
PIP_LATER = (110, 96, 80)
SEAT_INK = (40, 30, 20)               # the outline of a seat's mark in the log
CONQUER_COLOR = (255, 214, 64)        # regions that can be taken now
ATTEMPT_COLOR = (255, 138, 40)        # regions only the die can take
SPECIAL_COLOR = (196, 120, 255)       # sorcery / dragon targets
ABANDON_COLOR = (232, 80, 60)
OWN_COLOR = (120, 220, 255)           # own regions while redeploying
ERROR_BG = (120, 36, 28)              # a refusal over the map
INFO_BG = (40, 62, 82)                # a hint over the map
MESSAGE_TEXT = (255, 248, 236)
MESSAGE_EDGE = (255, 255, 255)
SHADE = (10, 8, 6)                    # darkens the map under a dialog
DIALOG_SHADOW = (0, 0, 0)
WARNING = (150, 96, 20)               # "a save with this name exists"
PASS_COVER = (34, 28, 24)             # hides the screen between hot-seat players

# feature symbols on the map
MINE_COLOR = (96, 72, 52)
MAGIC_COLOR = (112, 64, 160)
CAVERN_COLOR = (48, 44, 48)
LOST_TRIBE_SYMBOL = (120, 84, 50)

# ---------------------------------------------------------------- players

# Chosen by simulating protanopia, deuteranopia and tritanopia (Machado et al. 2009):
# every pair stays at least 40 CIELAB units apart under each, and they differ in
# lightness too (dark crimson, dark navy, bright orange, light sky blue, white).
# The colour-blind palette (Settings → Player colours) keeps to the blue–yellow axis and steps of
# lightness, which deuteranopia and protanopia leave intact (Okabe–Ito hues): every pair stays at
# least 50 CIELAB units apart under both (the standard palette: about 41); tests/test_settings.py.
PALETTES = {
    "standard": ([(150, 30, 40), (30, 50, 120), (230, 159, 0), (86, 180, 233), (245, 245, 240)],
                 [N_("Crimson"), N_("Navy"), N_("Orange"), N_("Sky"), N_("White")]),
    "colorblind": ([(0, 70, 190), (240, 228, 66), (25, 25, 35), (150, 210, 250), (140, 80, 10)],
                   [N_("Blue"), N_("Yellow"), N_("Black"), N_("Sky"), N_("Brown")]),
}
PLAYER_COLORS = list(PALETTES["standard"][0])       # the palette in use (set_palette changes it in place)
PLAYER_EMBLEMS = ["circle", "square", "triangle", "diamond", "star"]
PLAYER_COLOR_NAMES = list(PALETTES["standard"][1])  # shown through _()
_palette = {"name": "standard"}


def set_palette(name):
    """Use the player colours of PALETTES[name] from now on (an unknown name: the standard ones).

    Pictures cached with the old colours must be dropped by the caller (game.settings.apply_display_settings
    clears the tokens' cache; PlayScene.enter redraws the board)."""
    name = name if name in PALETTES else "standard"
    _palette["name"] = name
    colors, names = PALETTES[name]
    PLAYER_COLORS[:] = colors
    PLAYER_COLOR_NAMES[:] = names
    return name


def palette():
    """The name of the player colours in use ("standard" or "colorblind")."""
    return _palette["name"]


def player_color(seat):
    if seat is None:
        return (150, 140, 128)
    return PLAYER_COLORS[seat % len(PLAYER_COLORS)]


def player_emblem(seat):
    if seat is None:
        return None
    return PLAYER_EMBLEMS[seat % len(PLAYER_EMBLEMS)]


# ---------------------------------------------------------------- races

# A race's look comes from its ruleset (`ui` in races.yaml; see learn_races); the lost
# tribe is the board's own.
BOARD_RACES = {
    # id: (colour, emblem)
    "lost_tribe": ((176, 152, 116), "flame"),
}
RACES = dict(BOARD_RACES)    # the board's and the races of the ruleset learned last (learn_races)
# the emblems the ruleset's races use (drawn by draw_emblem below)
RACE_EMBLEMS = ["arrow", "hammer", "leaf", "crescent", "boulder", "mushroom", "sword", "axe", "paw", "skull",
                "eye", "trident", "club", "hat", "flame"]


_learned = [None]   # a weak reference to the ruleset RACES holds the looks of


def learn_races(ruleset):
    """Give the races the colours and emblems of a loaded ruleset (a modded race without one gets a
    colour and a shape of its own from its id); a screen learns the ruleset it shows before it draws.

    RACES then holds that ruleset's races alone: a race id that another ruleset (a mod) gives another
    look takes this one's. The ruleset learned last is known through a weak reference, never by id(),
    which Python gives again to a new object once the old one is gone."""
    last = _learned[0]
    if last is not None and last() is ruleset:
        return
    _learned[0] = weakref.ref(ruleset)
    RACES.clear()
    RACES.update(BOARD_RACES)
    for race in ruleset.races.values():
        look = race.ui
        if look:
            emblem = look.get("emblem")
            if emblem not in ALL_EMBLEMS:
                emblem = race_emblem_from_id(race.id)
            RACES[race.id] = (look.get("colour") or race_color(race.id), emblem)


# shapes used for unknown (modded) races
FALLBACK_EMBLEMS = ["hexagon", "cross", "ring", "chevron", "bars", "circle", "diamond", "star",
                    "triangle", "square"]

ALL_EMBLEMS = sorted(set(PLAYER_EMBLEMS) | set(RACE_EMBLEMS) | set(FALLBACK_EMBLEMS))


def _stable_hash(text):
    return int.from_bytes(hashlib.sha1(str(text).encode("utf-8")).digest()[:8], "big")


def race_color(race_id):
    if race_id in RACES:
        return RACES[race_id][0]
    h = _stable_hash(race_id)
    hue = (h % 360) / 360.0
    light = 0.38 + ((h >> 9) % 20) / 100.0
    sat = 0.45 + ((h >> 17) % 30) / 100.0
    r, g, b = colorsys.hls_to_rgb(hue, light, sat)
    return (int(r * 255), int(g * 255), int(b * 255))


def race_emblem(race_id):
    if race_id in RACES:
        return RACES[race_id][1]
    return race_emblem_from_id(race_id)


def race_look(race_id):
    """(colour, emblem) of a race as drawn now (what a picture of it is cached by)."""
    return race_color(race_id), race_emblem(race_id)


def race_emblem_from_id(race_id):
    return FALLBACK_EMBLEMS[(_stable_hash(race_id) >> 24) % len(FALLBACK_EMBLEMS)]


def race_label(race_id):
    if race_id == "lost_tribe":
        return N_("Lost Tribe")
    return str(race_id).replace("_", " ").title()


# ---------------------------------------------------------------- colour helpers

def luminance(color):
    r, g, b = color[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink_on(color):
    """Dark or light ink, whichever reads better on `color`."""
    return (30, 24, 20) if luminance(color) > 140 else (250, 246, 236)


def mix(a, b, t):
    """Blend colour a towards b by t (0..1)."""
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def contrast(a, b):
    """The WCAG contrast ratio of two colours (1 to 21; text wants 4.5 or more)."""
    def luminance(rgb):
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (v / 255 for v in rgb[:3])]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def readable(ink, background, toward=TEXT, ratio=4.5):
    """`ink` moved towards `toward` just enough to reach `ratio` of contrast on `background`."""
    for step in range(11):
        color = mix(ink, toward, step / 10)
        if contrast(color, background) >= ratio:
            return color
    return toward


def darker(color, t=0.35):
    return mix(color, (0, 0, 0), t)


def lighter(color, t=0.35):
    return mix(color, (255, 255, 255), t)


def desaturate(color, t=0.8, toward=None):
    """Grey a colour out: move it towards its own grey (or `toward`)."""
    grey = int(luminance(color))
    target = toward or (grey, grey, grey)
    return mix(color, target, t)


# ---------------------------------------------------------------- emblems

def _star_points(cx, cy, r, n=5, inner=0.45, rot=-math.pi / 2):
    pts = []
    for k in range(n * 2):
        rr = r if k % 2 == 0 else r * inner
        a = rot + k * math.pi / n
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    return pts


def _poly(cx, cy, r, n, rot=-math.pi / 2):
    return [(cx + math.cos(rot + k * 2 * math.pi / n) * r, cy + math.sin(rot + k * 2 * math.pi / n) * r)
            for k in range(n)]


def _fill(surface, color, pts, outline=None, w=1):
    pygame.draw.polygon(surface, color, pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline, pts, w)
    else:
        pygame.draw.aalines(surface, color, True, pts)


def draw_emblem(surface, name, center, radius, color, outline=None):
    """Draw a named emblem shape filling roughly a circle of `radius`.

    `outline`, when given, is drawn around solid shapes so they read on any background.
    Unknown names draw a small ring, never fail.
    """
    cx, cy = center
    r = max(2.0, float(radius))
    w = max(1, int(round(r * 0.22)))
    ow = max(1, int(round(r * 0.12)))
    if name == "circle":
        if outline is not None:
            pygame.draw.circle(surface, outline, (cx, cy), r * 0.8 + ow)
        pygame.draw.circle(surface, color, (cx, cy), r * 0.8)
    elif name == "square":
        s = r * 0.72
        rect = pygame.Rect(0, 0, int(2 * s), int(2 * s))
        rect.center = (int(round(cx)), int(round(cy)))
        if outline is not None:
            pygame.draw.rect(surface, outline, rect.inflate(2 * ow, 2 * ow))
        pygame.draw.rect(surface, color, rect)
    elif name == "triangle":
        pts = _poly(cx, cy + r * 0.12, r * 0.95, 3)
        if outline is not None:
            pygame.draw.polygon(surface, outline, _poly(cx, cy + r * 0.12, r * 0.95 + ow * 1.8, 3))
        _fill(surface, color, pts)
    elif name == "diamond":
        pts = [(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)]
        if outline is not None:
            pygame.draw.polygon(surface, outline, [(cx, cy - r - ow * 1.4), (cx + r * 0.72 + ow * 1.2, cy),
                                                   (cx, cy + r + ow * 1.4), (cx - r * 0.72 - ow * 1.2, cy)])
        _fill(surface, color, pts)
    elif name == "star":
        if outline is not None:
            pygame.draw.polygon(surface, outline, _star_points(cx, cy + r * 0.05, r + ow * 1.6, inner=0.5))
        _fill(surface, color, _star_points(cx, cy + r * 0.05, r, inner=0.45))
    elif name == "hexagon":
        if outline is not None:
            pygame.draw.polygon(surface, outline, _poly(cx, cy, r * 0.85 + ow, 6))
        _fill(surface, color, _poly(cx, cy, r * 0.85, 6))
    elif name == "cross":
        a, b = r * 0.8, r * 0.28
        if outline is not None:
            pygame.draw.rect(surface, outline, (cx - a - ow, cy - b - ow, 2 * (a + ow), 2 * (b + ow)))
            pygame.draw.rect(surface, outline, (cx - b - ow, cy - a - ow, 2 * (b + ow), 2 * (a + ow)))
        pygame.draw.rect(surface, color, (cx - a, cy - b, 2 * a, 2 * b))
        pygame.draw.rect(surface, color, (cx - b, cy - a, 2 * b, 2 * a))
    elif name == "ring":
        pygame.draw.circle(surface, color, (cx, cy), r * 0.8, max(2, int(r * 0.3)))
    elif name == "chevron":
        pts = [(cx - r * 0.85, cy - r * 0.1), (cx, cy - r * 0.8), (cx + r * 0.85, cy - r * 0.1),
               (cx + r * 0.85, cy + r * 0.45), (cx, cy - r * 0.25), (cx - r * 0.85, cy + r * 0.45)]
        _fill(surface, color, pts, outline, ow)
    elif name == "bars":
        for k in (-1, 0, 1):
            pygame.draw.rect(surface, color, (cx - r * 0.8, cy + k * r * 0.55 - r * 0.16, r * 1.6, r * 0.32))
    elif name == "arrow":
        # a spear: shaft with an arrowhead and fletching
        pygame.draw.line(surface, color, (cx - r * 0.7, cy + r * 0.7), (cx + r * 0.3, cy - r * 0.3), w)
        head = [(cx + r * 0.85, cy - r * 0.85), (cx + r * 0.05, cy - r * 0.55), (cx + r * 0.55, cy - r * 0.05)]
        _fill(surface, color, head)
        pygame.draw.line(surface, color, (cx - r * 0.7, cy + r * 0.7), (cx - r * 0.95, cy + r * 0.35), w)
        pygame.draw.line(surface, color, (cx - r * 0.7, cy + r * 0.7), (cx - r * 0.35, cy + r * 0.95), w)
    elif name == "hammer":
        # a war hammer, tilted
        ang = math.radians(-30)
        ca, sa = math.cos(ang), math.sin(ang)

        def rot(x, y):
            return (cx + (x * ca - y * sa) * r, cy + (x * sa + y * ca) * r)
        pygame.draw.line(surface, color, rot(0, -0.3), rot(0, 0.95), w + 1)
        _fill(surface, color, [rot(-0.8, -0.85), rot(0.8, -0.85), rot(0.8, -0.25), rot(-0.8, -0.25)])
    elif name == "leaf":
        pts = []
        for k in range(16):
            t = k / 15.0
            x = -r * 0.9 + t * 1.8 * r
            y = math.sin(t * math.pi) * r * 0.55
            pts.append((x, -y))
        pts += [(x, -y) for (x, y) in reversed(pts[1:-1])]
        ang = -math.pi / 4
        ca, sa = math.cos(ang), math.sin(ang)
        rot = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]
        _fill(surface, color, rot)
        vein = outline if outline is not None else darker(color, 0.5)
        pygame.draw.line(surface, vein, (cx - r * 0.6 * ca, cy - r * 0.6 * sa), (cx + r * 0.6 * ca, cy + r * 0.6 * sa),
                         max(1, w // 2))
    elif name == "crescent":
        pts = []
        for k in range(21):
            a = math.pi * 0.25 + k * math.pi * 1.5 / 20
            pts.append((cx + math.cos(a) * r * 0.9, cy + math.sin(a) * r * 0.9))
        for k in range(21):
            a = math.pi * 1.75 - k * math.pi * 1.5 / 20
            pts.append((cx + r * 0.35 + math.cos(a) * r * 0.62, cy + math.sin(a) * r * 0.62))
        _fill(surface, color, pts)
    elif name == "boulder":
        pts = [(cx - r * 0.9, cy + r * 0.55), (cx - r * 0.75, cy - r * 0.2), (cx - r * 0.3, cy - r * 0.7),
               (cx + r * 0.35, cy - r * 0.65), (cx + r * 0.85, cy - r * 0.1), (cx + r * 0.9, cy + r * 0.55)]
        _fill(surface, color, pts)
        crack = outline if outline is not None else darker(color, 0.5)
        pygame.draw.lines(surface, crack, False, [(cx - r * 0.1, cy - r * 0.55), (cx + r * 0.1, cy - r * 0.1),
                                                  (cx - r * 0.05, cy + r * 0.2)], max(1, w // 2))
    elif name == "mushroom":
        cap = []
        for k in range(17):
            a = math.pi + k * math.pi / 16
            cap.append((cx + math.cos(a) * r * 0.95, cy - r * 0.05 + math.sin(a) * r * 0.8))
        _fill(surface, color, cap)
        pygame.draw.rect(surface, color, (cx - r * 0.28, cy - r * 0.1, r * 0.56, r * 0.95),
                         border_radius=max(1, int(r * 0.15)))
    elif name == "sword":
        pygame.draw.line(surface, color, (cx, cy - r * 0.95), (cx, cy + r * 0.35), w + 1)
        tip = [(cx - w * 0.6, cy - r * 0.8), (cx, cy - r * 1.05), (cx + w * 0.6, cy - r * 0.8)]
        pygame.draw.polygon(surface, color, tip)
        pygame.draw.line(surface, color, (cx - r * 0.55, cy + r * 0.35), (cx + r * 0.55, cy + r * 0.35), w + 1)
        pygame.draw.line(surface, color, (cx, cy + r * 0.35), (cx, cy + r * 0.9), w + 1)
    elif name == "axe":
        # a double-bitted axe
        pygame.draw.line(surface, color, (cx, cy - r * 0.95), (cx, cy + r * 0.95), w)
        for side in (-1, 1):
            blade = [(cx, cy - r * 0.5), (cx + side * r * 0.25, cy - r * 0.45)]
            for k in range(11):
                a = -0.75 + 1.5 * k / 10
                blade.append((cx + side * (r * 0.35 + math.cos(a) * r * 0.55), cy - r * 0.25 + math.sin(a) * r * 0.8))
            blade += [(cx + side * r * 0.25, cy - r * 0.05), (cx, cy)]
            _fill(surface, color, blade)
    elif name == "paw":
        pygame.draw.ellipse(surface, color, (cx - r * 0.45, cy - r * 0.05, r * 0.9, r * 0.8))
        for dx, dy in ((-0.7, -0.2), (-0.28, -0.65), (0.28, -0.65), (0.7, -0.2)):
            pygame.draw.circle(surface, color, (cx + dx * r, cy + dy * r), r * 0.22)
    elif name == "skull":
        pygame.draw.circle(surface, color, (cx, cy - r * 0.15), r * 0.72)
        pygame.draw.rect(surface, color, (cx - r * 0.42, cy + r * 0.2, r * 0.84, r * 0.7),
                         border_radius=max(1, int(r * 0.15)))
        hole = outline if outline is not None else (20, 20, 20)
        pygame.draw.circle(surface, hole, (cx - r * 0.28, cy - r * 0.1), r * 0.2)
        pygame.draw.circle(surface, hole, (cx + r * 0.28, cy - r * 0.1), r * 0.2)
        pygame.draw.line(surface, hole, (cx, cy + r * 0.55), (cx, cy + r * 0.88), max(1, w // 2))
    elif name == "eye":
        pts = []
        for k in range(17):
            t = k / 16.0
            pts.append((cx - r + 2 * r * t, cy - math.sin(t * math.pi) * r * 0.6))
        for k in range(1, 16):
            t = 1 - k / 16.0
            pts.append((cx - r + 2 * r * t, cy + math.sin(t * math.pi) * r * 0.6))
        _fill(surface, color, pts)
        pupil = outline if outline is not None else (20, 20, 20)
        pygame.draw.circle(surface, pupil, (cx, cy), r * 0.34)
    elif name == "trident":
        pygame.draw.line(surface, color, (cx, cy - r * 0.55), (cx, cy + r * 0.95), w)
        pygame.draw.arc(surface, color, (cx - r * 0.7, cy - r * 1.05, r * 1.4, r * 1.1), math.pi, 2 * math.pi, w)
        for dx in (-0.7, 0, 0.7):
            x = cx + dx * r
            pygame.draw.polygon(surface, color, [(x - w, cy - r * 0.55), (x, cy - r * 1.0), (x + w, cy - r * 0.55)])
        pygame.draw.line(surface, color, (cx - r * 0.7, cy - r * 0.5), (cx - r * 0.7, cy - r * 0.75), w)
        pygame.draw.line(surface, color, (cx + r * 0.7, cy - r * 0.5), (cx + r * 0.7, cy - r * 0.75), w)
    elif name == "club":
        # a studded cudgel, tilted
        ang = math.radians(35)
        ca, sa = math.cos(ang), math.sin(ang)

        def rot(x, y):
            return (cx + (x * ca - y * sa) * r, cy + (x * sa + y * ca) * r)
        body = [rot(-0.12, 0.95), rot(0.12, 0.95), rot(0.36, -0.35), rot(0.3, -0.8), rot(0, -0.98),
                rot(-0.3, -0.8), rot(-0.36, -0.35)]
        _fill(surface, color, body)
        for x, y in ((0.42, -0.55), (-0.42, -0.55), (0.36, -0.1), (-0.36, -0.1), (0, -1.05)):
            pygame.draw.circle(surface, color, rot(x, y), max(1.5, r * 0.13))
    elif name == "hat":
        _fill(surface, color, [(cx - r * 0.45, cy + r * 0.55), (cx + r * 0.15, cy - r * 1.0),
                               (cx + r * 0.35, cy - r * 0.7), (cx + r * 0.45, cy + r * 0.55)])
        pygame.draw.ellipse(surface, color, (cx - r * 0.95, cy + r * 0.38, r * 1.9, r * 0.5))
        star = outline if outline is not None else lighter(color, 0.6)
        _fill(surface, star, _star_points(cx, cy, r * 0.28, inner=0.45))
    elif name == "flame":
        pts = []
        for k in range(25):
            t = k / 24.0
            a = t * 2 * math.pi
            # teardrop pointing up
            x = math.sin(a) * r * 0.7 * (0.35 + 0.65 * (1 - math.cos(a)) / 2)
            y = -math.cos(a) * r
            pts.append((cx + x, cy + y * 0.95 + r * 0.05))
        _fill(surface, color, pts)
        core = outline if outline is not None else lighter(color, 0.5)
        inner = [(cx + (x - cx) * 0.45, cy + r * 0.35 + (y - cy) * 0.5) for x, y in pts]
        _fill(surface, core, inner)
    else:
        pygame.draw.circle(surface, color, (cx, cy), r * 0.7, max(2, int(r * 0.25)))
