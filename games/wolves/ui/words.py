"""The words of The Wolves' play screen: names of terrains, areas, regions, phases and actions, each
through the window's catalog (the log's own names come from games/wolves/narrate.py)."""

from game.i18n import N_, NP_, _, pgettext
from games.wolves.narrate import PACK_NAMES, PACK_NAMES_GENITIVE, pack_name

TERRAINS = {"meadow": N_("meadow"), "desert": N_("desert"), "forest": N_("forest"), "tundra": N_("tundra"),
            "mountain": N_("mountain")}
# the areas of a pack board (a context of their own: the window's "Speed" is the pace of play)
AREAS = {"spread": NP_("pack area", "Spread"), "speed": NP_("pack area", "Speed"), "howl": NP_("pack area", "Howl"),
         "lairs": NP_("pack area", "Lairs"), "hunt": NP_("pack area", "Hunt"), "wolves": NP_("pack area", "Wolves")}
AREA_HELP = {
    "spread": N_("Spread: how many wolves one Move moves."),
    "speed": N_("Speed: how many steps each moving wolf may take."),
    "howl": N_("Howl: the range of Howl and Dominate, counted from your alphas."),
    "lairs": N_("Lairs: each Upgrade takes the leftmost lair; its cell's VP count at the end."),
    "hunt": N_("Hunt: each prey hunted fills the leftmost cell; the highest filled cell's VP count at the end."),
    "wolves": N_("Wolves: Howl brings the next figure onto the map (cells 3 and 6 are alphas); "
                 "the highest emptied cell's VP count at the end."),
}
PHASES = {"new": N_("new moon"), "quarter": N_("quarter moon"), "full": N_("full moon")}
PHASE_TITLES = {"new": N_("New moon scoring"), "quarter": N_("Quarter moon scoring"),
                "full": N_("Full moon scoring")}
SLOTS = {"C": N_("central region"), "N": N_("northern region"), "NE": N_("north-eastern region"),
         "SE": N_("south-eastern region"), "S": N_("southern region"), "SW": N_("south-western region"),
         "NW": N_("north-western region"), "E": N_("eastern region"), "W": N_("western region"),
         "NNE": N_("far north-eastern region"), "SSW": N_("far south-western region")}
PIECES = {"alpha": N_("alpha"), "pack": N_("pack wolf"), "den": N_("den"), "lair": N_("lair")}
PIECES_PLURAL = {"alpha": N_("alphas"), "pack": N_("pack wolves"), "den": N_("dens"), "lair": N_("lairs")}
ACTIONS = {"move": N_("Move"), "build": N_("Build den"), "upgrade": N_("Upgrade to lair"), "howl": N_("Howl"),
           "dominate": N_("Dominate")}
# the bar's buttons: short (Russian: «Лёжка», «Логово»), their tooltips say the rest
BUTTONS = {"move": NP_("action button", "Move"), "build": NP_("action button", "Build den"),
           "upgrade": NP_("action button", "Upgrade to lair"), "howl": NP_("action button", "Howl"),
           "dominate": NP_("action button", "Dominate")}
PREY = {"moose": N_("moose"), "deer": N_("deer"), "raccoon": N_("raccoon"), "boar": N_("boar"), "hare": N_("hare")}


def name(table, key):
    """The entry of a table in the window's language (the key itself for one the table lacks)."""
    text = table.get(key)
    return _(text) if text else str(key)


def terrain(key):
    return name(TERRAINS, key)


def area(key):
    """A pack board area's name: "Spread" («Активность»)."""
    text = AREAS.get(key)
    return pgettext("pack area", text) if text else str(key)


def pack(key):
    """"forest wolves" («лесные волки»)."""
    return pack_name(key)


def pack_genitive(key):
    """"of the forest wolves" («лесных волков»): the pack's name after another word."""
    text = PACK_NAMES_GENITIVE.get(key)
    return pgettext("genitive", text) if text else str(key)


def pack_title(key):
    """"Forest wolves", for the start of a line."""
    text = pack_name(key)
    return text[:1].upper() + text[1:]


def region(game, board_id):
    """"north-eastern region" of a region board in play."""
    try:
        slot = game.board.slot_of(board_id)
    except KeyError:
        return str(board_id)
    return name(SLOTS, slot)


def button(kind):
    text = BUTTONS.get(kind)
    return pgettext("action button", text) if text else str(kind)


def capital(text):
    return text[:1].upper() + text[1:] if text else text


__all__ = ["ACTIONS", "AREAS", "AREA_HELP", "BUTTONS", "PACK_NAMES", "PHASES", "PHASE_TITLES", "PIECES",
           "PIECES_PLURAL", "PREY", "SLOTS", "TERRAINS", "area", "button", "capital", "name", "pack", "pack_genitive",
           "pack_title", "region", "terrain"]
