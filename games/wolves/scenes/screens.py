"""The Wolves in the window: its screens, and how the window opens a game of it.

The game's definition (games/wolves/definition.py) finds these here when the window asks:

- `SCREENS` and `open_screen(name, app, back)`: the title's New game ("setup": setup.WolvesSetupScene),
  Rules ("rules": rules.WolvesRulesScene) and Learn to play ("lesson": the guided first game,
  games/wolves/tutorial/scene.py);
- `play_scene(app, session)`: the in-game screen of a session (play.py), with the window's sound
  listening to the game's events (`EVENT_SOUNDS`);
- `demo_scene(app, options)`: `--demo --game wolves` (demo.py);
- `resumed_session(setup, **options)`: the session of a saved game, its actions replayed (Load game's
  Play, the title's Continue): game.game_session.GameSession, as every game's;
- `replay_cursor(setup)`: Load game's Watch replay (replay.py).

Each imports its module when called, so the definition (and the command line) never import pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.scenes import game_screens

from .sounds import EVENT_SOUNDS

SCREENS = {"setup": (".setup", "WolvesSetupScene"), "rules": (".rules", "WolvesRulesScene"),
           "lesson": ("..tutorial.scene", "WolvesLessonScene")}


def open_screen(name: str, app: Any, back: Any = None) -> Any:
    """The title's screen `name` of The Wolves (one of SCREENS)."""
    return game_screens.open_screen(__package__, SCREENS, "The Wolves", name, app, back)


def lesson_progress() -> tuple[int | None, int]:
    """For the title's Learn to play: (the step a lesson left half-way stands at, or None; the steps)."""
    return game_screens.lesson_progress("games.wolves.tutorial")


def play_scene(app: Any, session: Any) -> Any:
    """The in-game screen of a session of The Wolves, its events heard."""
    from game import audio

    from . import play

    audio.attach(session.bus, EVENT_SOUNDS)
    return play.play_scene(app, session)


def demo_scene(app: Any, options: Any) -> Any:
    from .demo import demo_scene as make

    return make(app, options)


def resumed_session(setup: Mapping[str, Any], **options: Any) -> Any:
    from ..definition import WOLVES

    return game_screens.resumed_session(WOLVES, setup, **options)


def replay_cursor(setup: Mapping[str, Any]) -> Any:
    from .replay import WolvesReplayCursor

    return WolvesReplayCursor(setup)
