"""The one replay: a game rebuilt from its setup and its action log, through its definition.

Everything that rebuilds a game goes through `replay()`: the command line's `replay` and `check`,
loading a save, continuing the autosave, the replay viewer, undo. So an action that no longer
replays is reported the same way everywhere: `action 7 (conquer r5): why`, counted from 0.

`document` is a game's setup and its action log as the game's definition reads them (what
`GameDefinition.parse_setup` gives): a mapping holding `actions`, the actions in the order they were
taken (each as the game file stores it), and `path`, the file it was read from, when it was read
from one; the rest is the game's own. The definition builds the game (`new_game(document)`) and
applies each action (`apply(game, action)`); the kernel asks nothing else of it but
`describe_action(action)`, for the messages, and `round(game)`, for the steps it reports.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .errors import DataError, IllegalAction, Problem

JsonDict = dict[str, Any]


class Replayable(Protocol):
    """What `replay` asks of a game's definition (kernel.definition.GameDefinition has it all)."""

    def new_game(self, setup: Mapping[str, Any]) -> Any: ...

    def apply(self, game: Any, action: Any) -> Sequence[JsonDict]: ...

    def describe_action(self, action: Any) -> str: ...

    def round(self, game: Any) -> int: ...


@dataclass(frozen=True)
class ReplayStep:
    """One action as it was replayed."""

    index: int                      # its position in the action log
    action: Mapping[str, Any]       # as the file stores it
    round: int                      # the round (the game's clock: definition.round) it was taken in
    events: Sequence[JsonDict]      # what it caused (the definition's apply)


@dataclass(frozen=True)
class ReplayResult:
    game: Any                       # the state after the actions applied
    applied: int                    # how many actions of the log that is


StepCallback = Callable[[ReplayStep, Any], None]


def replay(definition: Replayable, document: Mapping[str, Any], until: int | None = None, *,
           on_step: StepCallback | None = None, resume: ReplayResult | None = None) -> ReplayResult:
    """Build the game of `document` and apply its actions (only the first `until` when given).

    `on_step(step, game)` is called after each action with its events and the game as it
    stands right then (the log of a resumed game, the replay viewer's lines).
    `resume`: an earlier result of replaying this same document; the game goes on from there
    (changed in place) instead of starting again. An action that cannot be applied raises
    `DataError.single(f"action {i} ({describe_action(action)})", reason)`; setup errors found
    while building the game name the document's `path` when it has one.
    """
    actions = document["actions"]
    end = len(actions) if until is None else max(0, min(until, len(actions)))
    if resume is None:
        game = _build(definition, document)
        start = 0
    else:
        game, start = resume.game, resume.applied
        if start > end:
            raise ValueError(f"cannot replay back from {start} actions to {end}: replay from the setup")
    apply = definition.apply
    for i in range(start, end):
        action = actions[i]
        round_number = definition.round(game) if on_step is not None else 0
        try:
            events = apply(game, action)
        except IllegalAction as exc:
            raise DataError.single(f"action {i} ({definition.describe_action(action)})", exc.reason) from None
        except DataError as exc:  # a recorded random outcome that cannot be followed
            raise DataError.single(f"action {i} ({definition.describe_action(action)})",
                                   exc.problems[0].what) from None
        if on_step is not None:
            on_step(ReplayStep(i, action, round_number, events), game)
    return ReplayResult(game, end)


def _build(definition: Replayable, document: Mapping[str, Any]) -> Any:
    try:
        return definition.new_game(document)
    except DataError as exc:
        where = document.get("path", "game")
        raise DataError([Problem(f"{where}: {p.where}", p.what) for p in exc.problems]) from None
