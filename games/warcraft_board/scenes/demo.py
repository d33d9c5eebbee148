"""`python main.py --demo --game warcraft_board [--players N] [--seed S] [--speed fast]`: a game of computer
seats to watch, in the game's own play screen.

Every seat is a computer of the strongest level the game has (WARCRAFT.ai_levels, the strongest last), named
as the window names computers; the main game (or the options' `scenario`, when they name one), the seat
count --players when the scenario is played by that many (else its first count), the seed --seed (else drawn),
the pace --speed (else "fast"). A game of computers only is not autosaved (Continue is for the player's
games). A setup the game refuses is a message in the window, never a crash.
"""

from game.scenes import game_screens
from kernel import envelope
from kernel.errors import DataError

from ..definition import WARCRAFT


def demo_document(seed, scenario="main", players=None):
    """The game file's document of a demo: computers of the strongest level in `scenario`."""
    counts = scenario_seats(scenario)
    count = players if players in counts else counts[0]
    seats = game_screens.demo_seats(WARCRAFT, count)
    return envelope.wrap(WARCRAFT.id, WARCRAFT.version, {"scenario": scenario, "seed": seed, "players": seats})


def scenario_seats(scenario):
    """The seat counts `scenario` is played by (the game's values)."""
    from ..model.values import shipped_values

    return shipped_values().scenario_players(scenario)


def demo_session(options, threaded=True):
    """The session of a demo as the command line's options ask (DataError when the game refuses its setup)."""
    seed = game_screens.demo_seed(options)
    scenario = getattr(options, "scenario", None) or "main"
    if scenario not in WARCRAFT.scenarios:
        raise DataError.single("--scenario", f"Warcraft: The Board Game has no scenario {scenario!r} "
                                             f"(it has: {', '.join(WARCRAFT.scenarios)})")
    document = demo_document(seed, scenario, getattr(options, "players", None))
    return game_screens.demo_session(WARCRAFT, document, options, threaded)


def demo_scene(app, options):
    """The play screen on a game of computers (a message saying why when it cannot start)."""
    return game_screens.demo_scene(app, WARCRAFT, lambda: demo_session(options))
