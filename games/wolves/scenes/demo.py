"""`python main.py --demo --game wolves [--players N] [--seed S] [--speed fast]`: a game of computer seats
to watch, in the game's own play screen.

Every seat is a computer of the strongest level The Wolves has (WOLVES.ai_levels, the strongest last),
named as the window names computers; the seed is --seed, else drawn; the pace is --speed, else "fast".
A game of computers only is not autosaved (Continue is for the player's games). A setup the game refuses
is a message in the window, never a crash.
"""

from game.scenes import game_screens
from kernel import envelope

from ..definition import WOLVES
from ..model.board import SHIPPED_BOX


def demo_document(players, seed):
    """The game file's document of a demo: `players` computers of the strongest level, on the shipped box."""
    seats = game_screens.demo_seats(WOLVES, players)
    return envelope.wrap(WOLVES.id, WOLVES.version, {"map": SHIPPED_BOX, "seed": seed, "players": seats})


def demo_session(options, threaded=True):
    """The session of a demo as the command line's options ask (DataError when the game refuses its setup)."""
    document = demo_document(getattr(options, "players", None) or 3, game_screens.demo_seed(options))
    return game_screens.demo_session(WOLVES, document, options, threaded)


def demo_scene(app, options):
    """The play screen on a game of computers (a message saying why when it cannot start)."""
    return game_screens.demo_scene(app, WOLVES, lambda: demo_session(options))
