"""The names a seat has until a person types one: "Player 2", the computers' (Aldra, Brom...), the lesson's
learner. They are words of the window's language, so they follow it: a player's name that is one of them in
any language is shown in the language of now (`in_language`: a language switched in the middle of a game, a
save continued in another language); a name a person typed stays as it was typed.
"""

import re

from games.smallworld.tutorial.lesson import PLAYER_NAME

from .i18n import N_, _, in_every_language

PLAYER = N_("Player {n}")        # a person's seat until a name is typed
# The computers' names, one per seat, in the window's language (a Russian player reads Альдра).
COMPUTER_NAMES = [N_("Aldra"), N_("Brom"), N_("Cressida"), N_("Dunmore"), N_("Elsk")]
NAMES = (*COMPUTER_NAMES, PLAYER_NAME)


def default_name(i):
    """The name a person's seat i has until it is typed: "Player 2" (in the window's language)."""
    return _(PLAYER).format(n=i + 1)


def _numbered(spoken):
    """The patterns of "Player {n}" in every language, its number a group."""
    return [re.compile(re.escape(text).replace(re.escape("{n}"), r"(\d+)") + r"\Z") for text in spoken if "{n}" in text]


def is_numbered(name):
    """True when `name` is a person's default "Player N" in any language (the setup renumbers those)."""
    return any(pattern.match(name) for pattern in _numbered(in_every_language([PLAYER])[PLAYER]))


def in_language(names):
    """The players' `names` with each default name in the window's language ("Player 1" in Russian: «Игрок 1»,
    «Бром» in English: "Brom"); any other name as it is."""
    spoken = in_every_language((PLAYER, *NAMES))
    numbered = _numbered(spoken[PLAYER])
    shown = []
    for name in names:
        default = next((msgid for msgid in NAMES if name in spoken[msgid]), None)
        number = next((found.group(1) for found in (pattern.match(name) for pattern in numbered) if found), None)
        if default is not None:
            name = _(default)
        elif number is not None:
            name = _(PLAYER).format(n=number)
        shown.append(name)
    return shown
