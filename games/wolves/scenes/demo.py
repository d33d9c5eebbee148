"""`python main.py --demo --game wolves [--players N] [--seed S] [--speed fast]`: a game of computer seats
to watch, in the game's own play screen.

Every seat is a computer of the strongest level The Wolves has (WOLVES.ai_levels, the strongest last),
named as the window names computers; the seed is --seed, else drawn; the pace is --speed, else "fast".
A game of computers only is not autosaved (Continue is for the player's games). A setup the game refuses
is a message in the window, never a crash.
"""

from game.i18n import _
from game.scenes import registry
from game.scenes.opening import computer_name, new_seed
from kernel import envelope

from ..definition import WOLVES
from ..model.board import SHIPPED_BOX


def demo_document(players, seed):
    """The game file's document of a demo: `players` computers of the strongest level, on the shipped box."""
    level = (WOLVES.ai_levels or ("random",))[-1]
    seats = [{"name": computer_name(i), "kind": "ai", "level": level} for i in range(players)]
    return envelope.wrap(WOLVES.id, WOLVES.version, {"map": SHIPPED_BOX, "seed": seed, "players": seats})


def demo_session(options, threaded=True):
    """The session of a demo as the command line's options ask (DataError when the game refuses its setup)."""
    from game.game_session import GameSession
    from kernel.errors import DataError

    seed = options.seed if getattr(options, "seed", None) is not None else new_seed()
    setup, problems = WOLVES.parse_setup(demo_document(getattr(options, "players", None) or 3, seed), "--demo")
    errors = [problem for problem in problems if not problem.warning]
    if setup is None or errors:
        raise DataError(errors)
    return GameSession(WOLVES, setup, speed=getattr(options, "speed", None) or "fast", threaded=threaded)


def demo_scene(app, options):
    """The play screen on a game of computers (a message saying why when it cannot start)."""
    from kernel.errors import DataError

    try:
        session = demo_session(options)
    except DataError as exc:
        first = exc.problems[0] if exc.problems else None
        reason = f"{first.where}: {first.what}" if first else str(exc)
        return registry.make("message", app, _("The demo cannot start"), reason)
    return WOLVES.play_scene(app, session)
