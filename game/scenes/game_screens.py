"""What a game's window-parts module (games/<id>/scenes/screens.py, kernel/window_parts.py) does the same
for every game: open the title's screens from a table, resume a saved game in the shell's GameSession, and
say how far a lesson left half-way went. Light to import: each imports what it needs when called, so the
definition asking for `SCREENS` imports no pygame.

    SCREENS = {"setup": (".setup", "GameSetupScene"), "rules": (".rules", "GameRulesScene"),
               "lesson": ("..tutorial.scene", "GameLessonScene")}      # modules relative to the scenes package
    open_screen(__package__, SCREENS, "The Game", name, app, back)
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any


def open_screen(package: str, table: Mapping[str, tuple[str, str]], game_name: str, name: str, app: Any,
                back: Any = None) -> Any:
    """The title's screen `name` of a game (a key of `table`: its module, relative to `package`, and class)."""
    if name not in table:
        raise LookupError(f"{game_name} has no screen {name!r} (it has: {', '.join(table)})")
    module, cls = table[name]
    return getattr(importlib.import_module(module, package), cls)(app, back=back)


def resumed_session(definition: Any, setup: Mapping[str, Any], **options: Any) -> Any:
    """The shell's session of a saved game, its actions replayed (Load game's Play, Continue)."""
    from game.game_session import GameSession

    return GameSession.resumed(definition, setup, **options)


def lesson_progress(tutorial: str) -> tuple[int | None, int]:
    """(the step a lesson left half-way stands at, or None; the steps) of the `tutorial` package (its
    `coach.saved_step` and `lesson.STEPS`), for the title's Learn to play."""
    coach = importlib.import_module(tutorial + ".coach")
    lesson = importlib.import_module(tutorial + ".lesson")
    return coach.saved_step(), len(lesson.STEPS)


# ---------------------------------------------------------------- --demo

def demo_seats(definition: Any, count: int) -> list[dict[str, Any]]:
    """`count` computer seats of the strongest level the game has (its ai_levels, the strongest last), named
    as the window names computers."""
    from game.scenes.opening import computer_name

    level = (definition.ai_levels or ("random",))[-1]
    return [{"name": computer_name(i), "kind": "ai", "level": level} for i in range(count)]


def demo_seed(options: Any) -> int:
    """--seed, else one drawn."""
    from game.scenes.opening import new_seed

    return options.seed if getattr(options, "seed", None) is not None else new_seed()


def demo_session(definition: Any, document: Mapping[str, Any], options: Any, threaded: bool = True) -> Any:
    """The shell's session of a demo's game file, at the pace --speed asks (else "fast"); DataError when the
    game refuses its setup."""
    from game.game_session import GameSession
    from kernel.errors import DataError

    setup, problems = definition.parse_setup(document, "--demo")
    errors = [problem for problem in problems if not problem.warning]
    if setup is None or errors:
        raise DataError(errors)
    return GameSession(definition, setup, speed=getattr(options, "speed", None) or "fast", threaded=threaded)


def demo_scene(app: Any, definition: Any, make_session: Any) -> Any:
    """The play screen on a game of computers, `make_session()`'s (a message saying why when it cannot start:
    never a crash)."""
    from game.i18n import _
    from game.scenes import registry
    from kernel.errors import DataError

    try:
        session = make_session()
    except DataError as exc:
        first = exc.problems[0] if exc.problems else None
        reason = f"{first.where}: {first.what}" if first else str(exc)
        return registry.make("message", app, _("The demo cannot start"), reason)
    return definition.play_scene(app, session)
