"""The engine's reasons for refusing an action (IllegalAction, in English, naming the rule) in the window's
language: `refusal_text(reason)`.

The reason's leading context ("build on 3,-5: ", "move: wolf 2: ") is dropped, since the screen already
shows what is being done and where; what remains is matched against REASONS, the engine's words with
{fields} standing for any text, and told in the window's language with its fields (terrains, areas)
translated too. A reason the table does not know is shown as the engine said it. The matching is the
shell's (game/ui/refusals.py), shared with the other games.
"""

import re

from game.i18n import N_
from game.ui.refusals import RefusalTable
from games.wolves.ui import words

CONTEXT = re.compile(r"^(?:move to \w+|move: wolf \d+|move|build on \S+|upgrade on \S+|howl at \S+|dominate on \S+"
                     r"|start on \S+|orient|bonus_action|end_turn|build|upgrade|howl|dominate|start): (?=.)")

REASONS = [
    N_("the game is over"),
    N_("it is {name}'s turn (seat {seat}), not seat {other}'s"),
    N_("the hex must be empty (C27)"),
    N_("start wolves go on a land hex of a region board (§3.2.7)"),
    N_("start wolves go on a region whose top scoring token is not new (§3.2.7)"),
    N_("start wolves go on a start-board hex beside the canyon (§3.1.8)"),
    N_("your second start hex is on the other side of the canyon from your first (§3.1.8, C27)"),
    N_("no action left this turn; discard a bonus_action token or end the turn (§4.1)"),
    N_("you hold no bonus_action token (§4.1)"),
    N_("you have 1 action left and a legal one to take; actions are compulsory (C19)"),
    N_("you have {n} actions left and a legal one to take; actions are compulsory (C19)"),
    N_("it costs {units} {terrain} (§4.2) and your tiles and bonus terrain tokens give only {have}"),
    N_("it costs exactly {units} {terrain} (§4.2), and pay gives {n} units"),
    N_("each unit is a different tile (C29); a tile is named twice"),
    N_("tile {tile} shows {up}, not {terrain} (§4.2)"),
    N_("you hold {n} bonus terrain tokens, not {k}"),
    N_("{hex} is water, not land (§2.1)"),
    N_("{hex} is chasm, not land (§2.1)"),
    N_("{hex} is off the map, not land (§2.1)"),
    N_("the {pack} wolf on {hex} would be pushed, and no empty or friendly hex is left for it (§4.9)"),
    N_("the wolf pushed from {hex} goes to one of the nearest empty or friendly hexes ({options}), "
       "not {wanted} (§4.9)"),
    N_("push names {hex}, where no wolf is pushed (C6)"),
    N_("name at least one wolf; every Move relocates a wolf (C4)"),
    N_("your Spread is {spread}, so a Move moves 1 to {most} wolves (§4.4)"),
    N_("it must end on a hex other than its start hex (§4.4)"),
    N_("every wolf ends on the terrain paid; {hex} is {other}, not {terrain} (§4.4)"),
    N_("no alpha of yours on {hex} that has not moved in this Move (C3)"),
    N_("no pack wolf of yours on {hex} that has not moved in this Move (C3)"),
    N_("{hex} is more than your Speed {speed} steps from {start} over land (§4.4, C2)"),
    N_("{hex} holds a token; no wolf ends there (C10)"),
    N_("it cannot end on {hex}: {why}"),
    N_("it already holds two pieces (§4.3)"),
    N_("a pack wolf cannot join a foreign pack wolf; only an alpha pushes it (§4.3)"),
    N_("a wolf cannot join a foreign alpha (§4.3)"),
    N_("a wolf cannot join a foreign lair (§4.3)"),
    N_("a wolf cannot join a foreign den (§4.3)"),
    N_("it holds a foreign den: a den joins only your own wolf (§4.3)"),
    N_("it holds a foreign pack wolf: a den joins only your own wolf (§4.3)"),
    N_("it holds a foreign alpha: a den joins only your own wolf (§4.3)"),
    N_("it holds a foreign lair: a den joins only your own wolf (§4.3)"),
    N_("it already holds your den: one den or lair a hex (§4.3)"),
    N_("it already holds your lair: one den or lair a hex (§4.3)"),
    N_("your {area} area has no den left (C26)"),
    N_("one of your alphas must stand on it or beside it (§4.5)"),
    N_("one of your alphas must stand on it or beside it (§4.6)"),
    N_("it holds a token; no den is built there (C10)"),
    N_("no den of yours there (§4.6)"),
    N_("a lair stands beside a water hex (§4.6, C13)"),
    N_("you already have a lair on this region board (C13)"),
    N_("you have no lair left (C26)"),
    N_("no lone wolf token there (§4.7)"),
    N_("none of your alphas is within your Howl range {n} of it (§4.7, C1)"),
    N_("none of your alphas is within your Howl range {n} of it (§4.8, C1)"),
    N_("your wolves area is empty (C26)"),
    N_("the target is a pack wolf or a den (kind pack or den); alphas and lairs are never targets (§4.8)"),
    N_("no foreign pack wolf there (§4.8)"),
    N_("no foreign den there (§4.8)"),
    N_("it holds two pieces of one colour, and neither can be dominated (§4.8)"),
    N_("your wolves area holds no pack wolf to put there (§4.8, C15)"),
    N_("choose the attribute area your den comes from: spread, speed or howl (§4.8)"),
]


def _field(name, value):
    """A field of a reason in the window's language: terrains and areas by name, a nested reason in turn."""
    if name in ("terrain", "up", "other") and value in words.TERRAINS:
        return words.terrain(value)
    if name == "area" and value in words.AREAS:
        return words.area(value)
    if name == "pack" and value in words.PACK_NAMES:
        return words.pack(value)
    if name == "why":
        return TABLE.translated(value)
    return value


TABLE = RefusalTable(REASONS, CONTEXT, _field)


def reason_text(reason):
    """The reason without its leading context, in English (the engine's own words)."""
    return TABLE.stripped(reason)


def refusal_text(reason):
    """An engine's refusal as the window shows it: without its context, in the window's language, capitalised."""
    return TABLE.text(reason)
