"""Replaying Small World: the kernel's one `replay()` (kernel/replay.py) over a Small World setup.

`replay(setup)` builds the game from a setup (`new_game`) and applies its actions in order.
Everything that rebuilds a game goes through it: `replay` and `check` on the command line, loading
a save, continuing the autosave (with the log told again), the replay viewer's cursor and undo.
So an action that no longer replays is reported the same way everywhere, `action 7 (conquer r5): why`.

A setup is what `gamefile.parse_game_file` returns, or what `setup_of(game)` makes
of a game being played: ruleset, board, map, seed, players, races, powers, dice
and actions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from kernel import replay as kernel_replay
from kernel.replay import ReplayResult, ReplayStep

from .actions import describe
from .game import Game

__all__ = ["RULES", "ReplayResult", "ReplayStep", "SmallWorldRules", "new_game", "replay", "setup_of"]

Setup = Mapping[str, Any]
JsonDict = dict[str, Any]
StepCallback = Callable[[ReplayStep, Game], None]


def new_game(setup: Setup) -> Game:
    """The game of a setup, before any action."""
    return Game(setup["ruleset"], setup["board"], setup["players"], setup["seed"],
                setup.get("races"), setup.get("powers"), setup.get("dice"), setup.get("markers"),
                setup.get("bombs"))


class SmallWorldRules:
    """What the kernel's replay asks of Small World (its game definition, games/smallworld/definition.py,
    builds on this)."""

    @staticmethod
    def new_game(setup: Setup) -> Game:
        return new_game(setup)

    @staticmethod
    def apply(game: Game, action: Any) -> list[JsonDict]:
        return game.apply(action)

    @staticmethod
    def describe_action(action: Any) -> str:
        return describe(action)

    @staticmethod
    def round(game: Game) -> int:
        return game.round


RULES = SmallWorldRules()


def replay(setup: Setup, until: int | None = None, *, on_step: StepCallback | None = None,
           resume: Game | None = None) -> ReplayResult:
    """Build the game of `setup` and apply its actions (only the first `until` when given).

    `on_step(step, game)` is called after each action with its events and the game as it
    stands right then (the log of a resumed game, the replay viewer's lines).
    `resume`: a game of this same setup that already went through the first
    `len(resume.actions)` actions; it goes on from there (changed in place) instead of
    starting again. An action that cannot be applied raises
    `DataError.single(f"action {i} ({describe(action)})", reason)`; setup errors found
    while building the game name the setup's `path` when it has one.
    """
    earlier = None if resume is None else ReplayResult(resume, len(resume.actions))
    return kernel_replay.replay(RULES, setup, until, on_step=on_step, resume=earlier)


def setup_of(game: Game, map_ref: str | None = None) -> JsonDict:
    """The setup that replays `game`: its recorded random outcomes, then those scripted and not
    yet used (a tutorial's next die stays), and every action taken so far."""
    return {
        "ruleset": game.ruleset,
        "board": game.board,
        "map": map_ref if map_ref is not None else game.board.id,
        "seed": game.seed,
        "players": [dict(p) for p in game.player_setup],
        "races": list(game.race_order),
        "powers": list(game.power_log) + list(game.power_script),
        "dice": list(game.dice_log) + list(game.dice_script),
        "markers": list(game.item_log) + list(game.item_script),
        "bombs": list(game.bomb_log) + list(game.bomb_script),
        "actions": [dict(a) for a in game.actions],
    }
