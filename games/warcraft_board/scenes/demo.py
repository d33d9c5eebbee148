"""`python main.py --demo --game warcraft_board [--players N] [--seed S] [--speed fast]`: a game of computer
seats to watch, in the game's own play screen.

Every seat is a computer of the strongest level the game has (WARCRAFT.ai_levels, the strongest last), named
as the window names computers; the main game (or the options' `scenario`, when they name one), the seat
count --players when the scenario is played by that many (else its first count), the seed --seed (else drawn),
the pace --speed (else "fast"). A game of computers only is not autosaved (Continue is for the player's
games). A setup the game refuses is a message in the window, never a crash.
"""

from game.i18n import _
from game.scenes import registry
from game.scenes.opening import computer_name, new_seed
from kernel import envelope
from kernel.errors import DataError

from ..definition import WARCRAFT


def demo_document(seed, scenario="main", players=None):
    """The game file's document of a demo: computers of the strongest level in `scenario`."""
    counts = scenario_seats(scenario)
    count = players if players in counts else counts[0]
    level = (WARCRAFT.ai_levels or ("random",))[-1]
    seats = [{"name": computer_name(i), "kind": "ai", "level": level} for i in range(count)]
    return envelope.wrap(WARCRAFT.id, WARCRAFT.version, {"scenario": scenario, "seed": seed, "players": seats})


def scenario_seats(scenario):
    """The seat counts `scenario` is played by (the game's values)."""
    from ..model.values import shipped_values

    return shipped_values().scenario_players(scenario)


def demo_session(options, threaded=True):
    """The session of a demo as the command line's options ask (DataError when the game refuses its setup)."""
    from game.game_session import GameSession

    seed = options.seed if getattr(options, "seed", None) is not None else new_seed()
    scenario = getattr(options, "scenario", None) or "main"
    if scenario not in WARCRAFT.scenarios:
        raise DataError.single("--scenario", f"Warcraft: The Board Game has no scenario {scenario!r} "
                                             f"(it has: {', '.join(WARCRAFT.scenarios)})")
    document = demo_document(seed, scenario, getattr(options, "players", None))
    setup, problems = WARCRAFT.parse_setup(document, "--demo")
    errors = [problem for problem in problems if not problem.warning]
    if setup is None or errors:
        raise DataError(errors)
    return GameSession(WARCRAFT, setup, speed=getattr(options, "speed", None) or "fast", threaded=threaded)


def demo_scene(app, options):
    """The play screen on a game of computers (a message saying why when it cannot start)."""
    try:
        session = demo_session(options)
    except DataError as exc:
        first = exc.problems[0] if exc.problems else None
        reason = f"{first.where}: {first.what}" if first else str(exc)
        return registry.make("message", app, _("The demo cannot start"), reason)
    return WARCRAFT.play_scene(app, session)
