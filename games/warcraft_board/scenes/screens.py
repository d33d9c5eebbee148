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

from game.scenes import game_screens

SCREENS = {"setup": (".setup", "WarcraftSetupScene"), "rules": (".rules", "WarcraftRulesScene"),
           "lesson": ("..tutorial.scene", "WarcraftLessonScene")}


def open_screen(name: str, app: Any, back: Any = None) -> Any:
    """The title's screen `name` of Warcraft: The Board Game (one of SCREENS)."""
    return game_screens.open_screen(__package__, SCREENS, "Warcraft: The Board Game", name, app, back)


def lesson_progress() -> tuple[int | None, int]:
    """For the title's Learn to play: (the step a lesson left half-way stands at, or None; the steps)."""
    return game_screens.lesson_progress("games.warcraft_board.tutorial")


def play_scene(app: Any, session: Any) -> Any:
    from . import play

    return play.play_scene(app, session)


def demo_scene(app: Any, options: Any) -> Any:
    from .demo import demo_scene as make

    return make(app, options)


def resumed_session(setup: Mapping[str, Any], **options: Any) -> Any:
    from ..definition import WARCRAFT

    return game_screens.resumed_session(WARCRAFT, setup, **options)


def replay_cursor(setup: Mapping[str, Any]) -> Any:
    from .replay import WarcraftReplayCursor

    return WarcraftReplayCursor(setup)
