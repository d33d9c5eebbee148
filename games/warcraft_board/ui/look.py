"""Warcraft: The Board Game's colours, letters and emblems: the one place its look is decided.

Colour is never the only cue: every space type has its own texture and printed picture (board_art),
every kind of piece its own shape and every race its letter and emblem on each piece (pieces). The
race colours are the box's (humans blue, orcs red, undead purple, night elves green); with the
colour-blind setting (Settings → Player colours: game.ui.theme.palette() == "colorblind") they move
to the blue–yellow axis and apart in lightness, which the common colour-vision deficiencies keep.
"""

from game.i18n import NP_, pgettext
from game.ui import theme

RACES = ("humans", "orcs", "night_elves", "undead")
UNIT_KINDS = ("melee", "ranged", "flying")

# ---------------------------------------------------------------- the ground

SPACE_FILL = {
    "clear": (146, 178, 92),        # grassland
    "forest": (70, 112, 60),        # under the trees
    "goldmine": (156, 134, 108),    # bare rock
    "mountain": (138, 134, 140),    # grey stone
    "objective": (206, 190, 140),   # trodden earth round the banner
    "city": (178, 164, 140),        # paving
}
SPACE_INK = {                       # each type's texture in this darker shade
    "clear": (104, 140, 62),
    "forest": (32, 70, 36),
    "goldmine": (98, 82, 64),
    "mountain": (86, 82, 90),
    "objective": (150, 128, 86),
    "city": (120, 106, 88),
}
GOLD = (236, 190, 52)
GOLD_DARK = (150, 108, 24)
SNOW = (246, 246, 250)
TRUNK = (92, 64, 40)
STONE = (170, 162, 152)
STONE_DARK = (92, 86, 80)
MORTAR = (60, 54, 50)
BANNER_POLE = (70, 50, 34)
BANNER = (176, 40, 36)
BANNER_TEXT = (255, 244, 214)
PLAQUE = (244, 232, 196)
PLAQUE_INK = (50, 36, 24)
OUTLINE = (30, 24, 18)              # the thick line round every space
BACKGROUND = (40, 46, 52)           # around the map, in the gaps between spaces
GAP = (30, 34, 40)

# ---------------------------------------------------------------- races

RACE_COLORS = {
    "humans": (40, 92, 200),
    "orcs": (186, 40, 32),
    "night_elves": (36, 140, 72),
    "undead": (118, 56, 160),
}
# Colour-blind: dark blue, light yellow, light sky, near-black violet: hue on the blue–yellow axis and
# four clear steps of lightness.
RACE_COLORS_COLORBLIND = {
    "humans": (0, 84, 196),
    "orcs": (240, 200, 50),
    "night_elves": (150, 214, 246),
    "undead": (44, 28, 60),
}
NEUTRAL_COLOR = (150, 150, 140)     # the Elf Gate's neutral Night Elves: grey, with the elves' emblem
RACE_EMBLEMS = {"humans": "shield", "orcs": "axe", "night_elves": "moon", "undead": "skull"}
RACE_LETTERS = {
    "humans": NP_("warcraft race letter", "H"),
    "orcs": NP_("warcraft race letter", "O"),
    "night_elves": NP_("warcraft race letter", "E"),
    "undead": NP_("warcraft race letter", "U"),
}
PIECE_EDGE = (20, 16, 12)

# ---------------------------------------------------------------- marks the play screen lays over the map

LIT = (255, 226, 80)                # a legal target
SELECTED = (255, 255, 255)          # the chosen piece
REFUSED = (214, 48, 32)             # a click the rules refuse
BATTLE = (255, 120, 40)             # the battle space
FLANK = (255, 190, 120)             # its flanks
HOVER = (255, 250, 230)


def colorblind():
    return theme.palette() == "colorblind"


def race_color(race):
    """A race's colour in the palette in use (None or unknown: the neutrals' grey)."""
    colors = RACE_COLORS_COLORBLIND if colorblind() else RACE_COLORS
    return colors.get(race, NEUTRAL_COLOR)


def race_letter(race):
    letter = RACE_LETTERS.get(race)
    return pgettext("warcraft race letter", letter) if letter else "?"


def race_emblem(race):
    return RACE_EMBLEMS.get(race, "moon")


def ink_on(color):
    return theme.ink_on(color)
