"""The Wolves' colours and letters: the one place the board's look is decided (no drawing here).

Colour is never the only cue. Every terrain has its own pattern (hex_art), every kind of piece
its own shape and every pack its letter on each piece (pieces), so the board reads in grey. The
pack colours are the Okabe–Ito hues of the rules; with the colour-blind setting (Settings → Player
colours: game.ui.theme.palette() == "colorblind") they are spread further apart in lightness and
every piece also carries its pack's pattern.
"""

from game.i18n import NP_, pgettext
from game.ui import theme

TERRAINS = ("meadow", "desert", "forest", "tundra", "mountain")
PACKS = TERRAINS                       # a pack's id is its home terrain
WOLVES = ("alpha", "pack")
STRUCTURES = ("den", "lair")
PIECES = WOLVES + STRUCTURES
PREY = ("moose", "deer", "raccoon", "boar", "hare")
PHASES = ("new", "quarter", "full")

# ---------------------------------------------------------------- the ground

TERRAIN_FILL = {
    "meadow": (150, 192, 98),      # fresh grass
    "desert": (234, 206, 140),     # sand
    "forest": (78, 124, 74),       # dark conifer green
    "tundra": (218, 230, 234),     # snow
    "mountain": (162, 150, 140),   # grey-brown stone
}
TERRAIN_INK = {                    # each terrain's pattern is drawn in this darker shade
    "meadow": (86, 132, 52),
    "desert": (190, 146, 76),
    "forest": (36, 72, 40),
    "tundra": (120, 150, 170),
    "mountain": (92, 82, 76),
}
WATER = (74, 136, 192)
WATER_INK = (160, 204, 232)        # wavelets
CHASM = (36, 28, 26)
CHASM_ROCK = (98, 82, 70)
GRID_INK = (58, 48, 38)            # the thin line between two hexes of one board
BOARD_EDGE = (30, 22, 16)          # the thick line around each 19-hex board
START_EDGE = (232, 214, 160)       # the start board's second, pale line inside its edge
BACKGROUND = theme.BACKGROUND
SYMBOL_INK = (40, 30, 24)          # printed symbols (prey, lone wolf) on the board

# ---------------------------------------------------------------- packs

PACK_COLORS = {                    # Okabe–Ito (the rules' colours)
    "meadow": (0x00, 0x9E, 0x73),
    "desert": (0xE6, 0x9F, 0x00),
    "forest": (0xD5, 0x5E, 0x00),
    "tundra": (0x56, 0xB4, 0xE9),
    "mountain": (0xCC, 0x79, 0xA7),
}
# The colour-blind setting: the same hues stepped apart in lightness (dark green, light yellow, dark
# vermilion, light sky, mid purple), which every common colour-vision deficiency keeps apart.
PACK_COLORS_COLORBLIND = {
    "meadow": (0, 104, 76),
    "desert": (246, 206, 70),
    "forest": (150, 56, 0),
    "tundra": (150, 212, 246),
    "mountain": (196, 112, 164),
}
# Each pack's pattern on its pieces with the colour-blind setting (pieces.draw_pattern).
PACK_PATTERNS = {"meadow": "dots", "desert": "plain", "forest": "stripes", "tundra": "rings", "mountain": "bars"}
PIECE_EDGE = (22, 16, 12)          # the dark outline of every piece

# The pack's letter on its pieces: the box's letters А–Д in Russian; in English the home terrain's
# initial, "Mt" for mountain so it never reads as meadow's "M".
PACK_LETTERS = {
    "meadow": NP_("wolf pack letter", "M"),
    "desert": NP_("wolf pack letter", "D"),
    "forest": NP_("wolf pack letter", "F"),
    "tundra": NP_("wolf pack letter", "T"),
    "mountain": NP_("wolf pack letter", "Mt"),
}

# ---------------------------------------------------------------- tokens

LONE_WOLF_TOKEN = (196, 192, 184)
PREY_TOKEN = (226, 204, 160)
PREY_INK = (74, 46, 26)
MOON_TOKEN = (30, 38, 72)          # the night sky of a scoring token
MOON_LIGHT = (246, 236, 184)
MOON_DARK = (64, 72, 104)
COUNT_BADGE = (34, 26, 20)
COUNT_TEXT = (252, 246, 232)

# ---------------------------------------------------------------- marks the play screen lays over the board

LIT = (255, 226, 80)               # a legal target
SELECTED = (255, 255, 255)         # chosen wolves
REACH = (250, 246, 226)            # reachable hexes (with their distance)
REFUSED = (214, 48, 32)            # a target the rules refuse
PUSH = (255, 150, 40)              # where a pushed wolf goes
HOVER = (255, 250, 230)


def colorblind():
    """True when the player chose the colour-blind colours (game.ui.theme's palette)."""
    return theme.palette() == "colorblind"


def pack_color(pack):
    colors = PACK_COLORS_COLORBLIND if colorblind() else PACK_COLORS
    return colors.get(pack, (150, 140, 128))


def pack_letter(pack):
    """The pack's letter in the window's language (А–Д in Russian)."""
    letter = PACK_LETTERS.get(pack)
    return pgettext("wolf pack letter", letter) if letter else "?"
