"""The window's first scene, how a game opens in the window, and how a screen tells the terminal what went
wrong: what every game's screens share.

`first_scene(app, options)` is called by game.app.main(): the title screen, or with `--demo`
the demo of the game `--game` names (its definition's `demo_scene`). `open_game(app, session)` shows a
session of any game (its definition's `play_scene`), autosaved while a person plays in it. The names of
computer seats and levels, and a new game's seed, are the same for every game's setup screen.
"""

import os
import sys
import time
import traceback

from game import saves
from game.i18n import N_, _
from game.seat_names import COMPUTER_NAMES
from game.ui import redraw

from . import registry

# The computer levels' names in the window (a level of no name here shows its id, capitalised)
LEVEL_LABELS = {"random": N_("Random"), "easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"),
                "expert": N_("Expert")}


def report(text):
    """Tell whoever runs the game from a terminal (one line; the traceback with SMALLWORLD_DEBUG=1)."""
    if os.environ.get("SMALLWORLD_DEBUG"):
        traceback.print_exc()
    print(f"error: {text}", file=sys.stderr)


def first_scene(app, options):
    """The title screen, or with `--demo` a game of computers of the game --game names (its
    definition's demo_scene: for Small World, games/smallworld/scenes/start.py)."""
    if options.demo:
        return options.definition.demo_scene(app, options)
    return registry.make("title", app)


def level_name(level):
    """A computer level's name in the window's language."""
    return _(LEVEL_LABELS[level]) if level in LEVEL_LABELS else str(level).replace("_", " ").capitalize()


def computer_name(seat):
    """The name of the computer in this seat (the in-game screen marks it as a computer)."""
    return _(COMPUTER_NAMES[seat % len(COMPUTER_NAMES)])


def default_level(choices):
    """The level a new computer seat starts at, among a game's `choices`."""
    for level in ("medium", "random"):
        if level in choices:
            return level
    return choices[0]


def new_seed():
    return int(time.time() * 1000) % 2_000_000_000


def attach_autosave(session):
    """Autosave a game with a person in it after every action (game.saves.Autosaver), once.

    The saver is kept as `session.autosaver`; a session that already has one keeps it.
    Games of computers only (demos) are not autosaved: Continue is for the player's games.
    """
    if session.autosaver is not None:
        return session.autosaver
    if not people_play(session):
        return None
    try:
        session.autosaver = saves.Autosaver(session)
    except OSError as exc:  # no writable user folder: a game without autosave is still a game
        report(f"autosave: {exc.strerror or exc}")
        return None
    session.autosaver.on_change = redraw.request    # the banner saying it fails comes and goes
    return session.autosaver


def people_play(session):
    """True when a person holds a seat: the seats of the session's setup (Small World's: its players)."""
    setup = getattr(session, "setup", None)
    if isinstance(setup, dict):
        return any(not isinstance(seat, dict) or seat.get("kind") != "ai" for seat in setup.get("players") or [])
    return any(p.kind != "ai" for p in session.game.players)


def open_game(app, session):
    """Switch to a session's game: its definition's in-game screen (which attaches the game's sound, and shows
    its end when the game is over), autosaved from now on unless it is over."""
    definition = session.definition
    if not definition.is_over(session.game):
        attach_autosave(session)
    app.switch(definition.play_scene(app, session))
