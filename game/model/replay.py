"""Replaying: the one place where a game file's setup and action log become a Game.

`replay(setup)` builds the game from a setup (`gamefile.new_game`) and applies its
actions in order. Everything that rebuilds a game goes through it: `replay` and
`check` on the command line, loading a save, continuing the autosave (with the log
told again), the replay viewer's cursor and undo. So an action that no longer
replays is reported the same way everywhere, `action 7 (conquer r5): why`.

A setup is what `gamefile.parse_game_file` returns, or what `setup_of(game)` makes
of a game being played: ruleset, board, map, seed, players, races, powers, dice
and actions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import describe
from .errors import DataError, IllegalAction, Problem
from .game import Game

Setup = Mapping[str, Any]
JsonDict = dict[str, Any]


@dataclass(frozen=True)
class ReplayStep:
    """One action as it was replayed."""

    index: int                      # its position in the action log
    action: Mapping[str, Any]       # as the file stores it
    round: int                      # the round it was taken in
    events: Sequence[JsonDict]      # what it caused (Game.apply's events)


@dataclass(frozen=True)
class ReplayResult:
    game: Game                      # the state after the actions applied
    applied: int                    # how many actions of the log that is (== len(game.actions))


StepCallback = Callable[[ReplayStep, Game], None]


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
    actions = setup["actions"]
    end = len(actions) if until is None else max(0, min(until, len(actions)))
    if resume is None:
        game = _build(setup)
        start = 0
    else:
        game = resume
        start = len(resume.actions)
        if start > end:
            raise ValueError(f"cannot replay back from {start} actions to {end}: replay from the setup")
    for i in range(start, end):
        action = actions[i]
        round_number = game.round
        try:
            events = game.apply(action)
        except IllegalAction as exc:
            raise DataError.single(f"action {i} ({describe(action)})", exc.reason) from None
        except DataError as exc:  # a recorded power order that cannot be followed
            raise DataError.single(f"action {i} ({describe(action)})", exc.problems[0].what) from None
        if on_step is not None:
            on_step(ReplayStep(i, action, round_number, events), game)
    return ReplayResult(game, end)


def _build(setup: Setup) -> Game:
    from .gamefile import new_game

    try:
        return new_game(setup)
    except DataError as exc:
        where = setup.get("path", "game")
        raise DataError([Problem(f"{where}: {p.where}", p.what) for p in exc.problems]) from None


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
