"""Warcraft: The Board Game in the window: its screens, and how the window opens a game of it.

The game's definition (games/warcraft_board/definition.py) finds these here when the window asks:

- `SCREENS` and `open_screen(name, app, back)`: the title's New game ("setup": setup.WarcraftSetupScene);
- `play_scene(app, session)`: the in-game screen of a session (play.py);
- `demo_scene(app, options)`: `--demo --game warcraft_board`, a game of computers to watch;
- `resumed_session(setup, **options)`: the session of a saved game, its actions replayed (Load game's
  Play, the title's Continue): game.game_session.GameSession, as every game's.

Each imports its module when called, so the definition (and the command line) never import pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

SCREENS = ("setup",)


def open_screen(name: str, app: Any, back: Any = None) -> Any:
    """The title's screen `name` of Warcraft (one of SCREENS)."""
    if name == "setup":
        from .setup import WarcraftSetupScene

        return WarcraftSetupScene(app, back=back)
    raise LookupError(f"Warcraft: The Board Game has no screen {name!r} (it has: {', '.join(SCREENS)})")


def play_scene(app: Any, session: Any) -> Any:
    from . import play

    return play.play_scene(app, session)


def demo_document(seed: int, scenario: str = "main", players: int | None = None) -> dict[str, Any]:
    """A game of computers of the strongest level the game has, for the demo."""
    from game.scenes.opening import computer_name
    from kernel import envelope

    from ..definition import WARCRAFT
    from .setup import SCENARIO_SEATS

    count = players if players in SCENARIO_SEATS[scenario] else SCENARIO_SEATS[scenario][0]
    level = (WARCRAFT.ai_levels or ("random",))[-1]
    seats = [{"name": computer_name(i), "kind": "ai", "level": level} for i in range(count)]
    return envelope.wrap(WARCRAFT.id, WARCRAFT.version, {"scenario": scenario, "seed": seed, "players": seats})


def demo_scene(app: Any, options: Any) -> Any:
    """The play screen on a game of computers (a message saying why when it cannot start)."""
    from game.game_session import GameSession
    from game.i18n import _
    from game.scenes import registry
    from game.scenes.opening import new_seed

    from ..definition import WARCRAFT

    seed = options.seed if getattr(options, "seed", None) is not None else new_seed()
    scenario = getattr(options, "scenario", None) or "main"
    setup, problems = WARCRAFT.parse_setup(demo_document(seed, scenario, getattr(options, "players", None)),
                                           "--demo")
    errors = [p for p in problems if not p.warning]
    if setup is None or errors:
        first = errors[0] if errors else None
        reason = f"{first.where}: {first.what}" if first else _("the game refused its setup")
        return registry.make("message", app, _("The demo cannot start"), reason)
    session = GameSession(WARCRAFT, setup, speed=getattr(options, "speed", None) or "fast")
    return play_scene(app, session)


def resumed_session(setup: Mapping[str, Any], **options: Any) -> Any:
    from game.game_session import GameSession

    from ..definition import WARCRAFT

    return GameSession.resumed(WARCRAFT, setup, **options)


def replay_cursor(setup: Mapping[str, Any]) -> Any:
    """No replay viewer of Warcraft yet: Load game's Watch replay says so."""
    return None
