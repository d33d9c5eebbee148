"""A definition's parts that modules of the game's own package give, imported only when first asked (so the
command line and the kernel load a game's computer players, words and commands only for the game used):

    <package>.ai         available_levels() -> ai_levels, make_player(level, seed)
    <package>.narrate    describe_event(game, event) -> narrate, summary_text(game)
    <package>.commands   simulate_command(definition, options) -> simulate

A definition mixes in `GameModules` before GameDefinition and names its package ("games.<id>").
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any


class GameModules:
    package = ""                # the game's package, whose modules give these parts

    def own_module(self, name: str) -> Any:
        return importlib.import_module(f"{self.package}.{name}")

    @property
    def ai_levels(self) -> tuple[str, ...]:     # type: ignore[override]
        return self.own_module("ai").available_levels()

    def make_player(self, level: str, seed: int) -> Any:
        return self.own_module("ai").make_player(level, seed)

    def narrate(self, game: Any, event: Mapping[str, Any]) -> str:
        return self.own_module("narrate").describe_event(game, event)

    def summary_text(self, game: Any) -> str:
        return self.own_module("narrate").summary_text(game)

    def simulate(self, options: Any) -> dict[str, Any]:
        return self.own_module("commands").simulate_command(self, options)
