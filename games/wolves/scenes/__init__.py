"""The Wolves in the window: its screens, and how the window opens a game of it.

The game's definition (games/wolves/definition.py) finds these here when the window asks:

- `SCREENS` and `open_screen(name, app, back)`: the title's New game ("setup": setup.WolvesSetupScene)
  and Rules ("rules": rules.WolvesRulesScene);
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

SCREENS = ("setup", "rules")

# The effect of the window's sound (game/audio.py SOUND_NAMES) each event of the engine plays.
EVENT_SOUNDS = {
    "moved": "pick",            # a swish and two plucks: wolves on the move
    "howled": "decline",        # a low bell falling away: the howl
    "built": "die",             # wooden knocks: a den dug
    "upgraded": "die",
    "dominated": "conquer",     # a drum and a clash
    "hunted": "score",
    "region_scored": "score",
    "phase_scored": "round",    # a bell arpeggio: the moon's phase scored
    "game_over": "game_over",
}


def open_screen(name: str, app: Any, back: Any = None) -> Any:
    """The title's screen `name` of The Wolves (one of SCREENS)."""
    if name == "setup":
        from .setup import WolvesSetupScene

        return WolvesSetupScene(app, back=back)
    if name == "rules":
        from .rules import WolvesRulesScene

        return WolvesRulesScene(app, back=back)
    raise LookupError(f"The Wolves has no screen {name!r} (it has: {', '.join(SCREENS)})")


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
    from game.game_session import GameSession

    from ..definition import WOLVES

    return GameSession.resumed(WOLVES, setup, **options)


def replay_cursor(setup: Mapping[str, Any]) -> Any:
    from .replay import WolvesReplayCursor

    return WolvesReplayCursor(setup)
