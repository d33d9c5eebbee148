"""Warcraft: The Board Game in the window: its screens, and how the window opens a game of it.

The game's definition (games/warcraft_board/definition.py) finds these here when the window asks:

- `SCREENS` and `open_screen(name, app, back)`: the title's New game ("setup": setup.WarcraftSetupScene),
  Rules ("rules": rules.WarcraftRulesScene) and Learn to play ("lesson": the guided first battle,
  games/warcraft_board/tutorial/scene.py), with `lesson_progress()` for the title's Learn to play button;
- `play_scene(app, session)`: the in-game screen of a session (play.py);
- `demo_scene(app, options)`: `--demo --game warcraft_board`, a game of computers to watch (demo.py);
- `resumed_session(setup, **options)`: the session of a saved game, its actions replayed (Load game's
  Play, the title's Continue): game.game_session.GameSession, as every game's;
- `replay_cursor(setup)`: Load game's Watch replay (replay.py).

Each imports its module when called, so the definition (and the command line) never import pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

SCREENS = ("setup", "rules", "lesson")


def open_screen(name: str, app: Any, back: Any = None) -> Any:
    """The title's screen `name` of Warcraft (one of SCREENS)."""
    if name == "setup":
        from .setup import WarcraftSetupScene

        return WarcraftSetupScene(app, back=back)
    if name == "rules":
        from .rules import WarcraftRulesScene

        return WarcraftRulesScene(app, back=back)
    if name == "lesson":
        from ..tutorial.scene import WarcraftLessonScene

        return WarcraftLessonScene(app, back=back)
    raise LookupError(f"Warcraft: The Board Game has no screen {name!r} (it has: {', '.join(SCREENS)})")


def play_scene(app: Any, session: Any) -> Any:
    from . import play

    return play.play_scene(app, session)


def lesson_progress() -> tuple[int | None, int]:
    """For the title's Learn to play: (the step a lesson left half-way stands at, or None; the steps)."""
    from ..tutorial.coach import saved_step
    from ..tutorial.lesson import STEPS

    return saved_step(), len(STEPS)


def demo_scene(app: Any, options: Any) -> Any:
    from .demo import demo_scene as make

    return make(app, options)


def resumed_session(setup: Mapping[str, Any], **options: Any) -> Any:
    from game.game_session import GameSession

    from ..definition import WARCRAFT

    return GameSession.resumed(WARCRAFT, setup, **options)


def replay_cursor(setup: Mapping[str, Any]) -> Any:
    from .replay import WarcraftReplayCursor

    return WarcraftReplayCursor(setup)
