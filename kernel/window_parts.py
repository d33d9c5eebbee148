"""A game's window parts found in one module of its own, imported only when the window asks for them.

A definition mixes in `WindowParts` (before GameDefinition) and names the module, `window_module`
("games.<id>.scenes.screens"), which gives what it has of: `SCREENS` and `open_screen(name, app, back)`,
`play_scene(app, session)`, `demo_scene(app, options)`, `lesson_progress()`, `resumed_session(setup,
**options)` and `replay_cursor(setup)`. Where the module (the window) is not there, or lacks a part, the
definition answers as a game the window cannot show: its `window_missing(app)` scene, no screens, no
lesson, no session, no cursor. So the kernel and the command line never import pygame through it.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping
from typing import Any


class WindowParts:
    window_module = ""          # the module of the game's window parts

    def window(self) -> Any:
        """The window parts' module when the window has it, else None."""
        try:
            if not self.window_module or importlib.util.find_spec(self.window_module) is None:
                return None
        except ModuleNotFoundError:
            return None
        return importlib.import_module(self.window_module)

    def window_part(self, name: str) -> Any:
        module = self.window()
        return getattr(module, name, None) if module is not None else None

    def window_missing(self, app: Any) -> Any:
        """The scene saying the window cannot show this game yet (never a crash)."""
        raise NotImplementedError

    @property
    def screens(self) -> frozenset[str]:     # type: ignore[override]
        return frozenset(self.window_part("SCREENS") or ())

    def play_scene(self, app: Any, session: Any) -> Any:
        maker = self.window_part("play_scene")
        return maker(app, session) if maker is not None else self.window_missing(app)

    def demo_scene(self, app: Any, options: Any) -> Any:
        maker = self.window_part("demo_scene")
        return maker(app, options) if maker is not None else self.window_missing(app)

    def open_screen(self, name: str, app: Any, back: Any = None) -> Any:
        maker = self.window_part("open_screen")
        if maker is None or name not in self.screens:
            return super().open_screen(name, app, back)     # type: ignore[misc]
        return maker(name, app, back)

    def lesson_progress(self) -> tuple[int | None, int]:
        """For the title's Learn to play: (the step a lesson left half-way stands at, or None; the steps)."""
        maker = self.window_part("lesson_progress")    # the lesson is the window's: never imported here
        return maker() if maker is not None else (None, 0)

    def resumed_session(self, setup: Mapping[str, Any], **options: Any) -> Any:
        maker = self.window_part("resumed_session")
        return maker(setup, **options) if maker is not None else None

    def replay_cursor(self, setup: Mapping[str, Any]) -> Any:
        maker = self.window_part("replay_cursor")
        return maker(setup) if maker is not None else None
