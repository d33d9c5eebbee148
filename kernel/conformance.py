"""The conformance checks every game must pass, as plain functions of a definition and a seed.

Each check plays every variant of the game (`definition.sample_setups(seed)`: its rulesets or
scenarios) with random legal actions chosen from `seed`, and raises `ConformanceError` (an
AssertionError naming the game, the variant, the seed and the step) at the first thing wrong:

- `replay_is_deterministic`: a game's file replays to the state the game reached, at its end and
  part-way (`until`), every time;
- `illegal_action_changes_nothing`: an action of an unknown type, one by a seat that is not to act
  and each legal action with a field spoiled are refused or applied, never half-applied: a refused
  one leaves the state, the game file and the random outcomes to come as they were;
- `legal_actions_apply`: every action `legal_actions` lists applies, at every step, and there are
  some until the game is over;
- `random_games_end`: games of random legal actions end, and every state JSON on the way has the
  keys every game's has (`round`, `player`, `over`, `players`, `winners`);
- `copy_plays_on_independently`: a copy plays on without changing its original, and the original
  without changing it, and both play alike;
- `save_round_trips`: a game file written part-way and at the end, read back through JSON, replays
  to the same state and writes the same file, and read twice the two games play on alike (the
  random outcomes to come may differ from the original's: a file records those used, not the
  generator's state);
- `views_hide_other_seats_cards`: no seat's `view` shows what `hidden` says only another seat may
  see: a text (a card's unique id), or a place in the state JSON (a path such as
  ("players", 2, "hand"), for cards that are not unique), which the seat's own view must hold and
  no other seat's may (a game without hidden information passes at once).

tests/kernel/test_conformance.py runs every check on every registered game (kernel/registry.py).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from .definition import GameDefinition
from .errors import IllegalAction

MAX_ACTIONS = 20_000     # a random game longer than this does not end
RANDOM_GAMES = 3         # random_games_end plays this many games of each variant
COMMON_STATE_KEYS = ("round", "player", "over", "players", "winners")
SPOILED_TEXT = "no such thing in any game"
SPOILED_NUMBER = -7
SPOILED_PER_STEP = 3     # legal actions spoiled at each step of illegal_action_changes_nothing


class ConformanceError(AssertionError):
    """A game that fails a conformance check: the message says which, where and why."""


# -- playing at random -----------------------------------------------------------------------


def _variants(definition: GameDefinition, seed: int) -> Iterator[tuple[str, Any]]:
    """(label, setup) of each variant's sample setup, read as a file would be."""
    samples = definition.sample_setups(seed)
    if not samples:
        raise ConformanceError(f"{definition.id}: sample_setups gives no setup to play")
    for variant, document in samples.items():
        label = f"{definition.id} {variant}, seed {seed}"
        yield label, _read(definition, document, label)


def _on_every_variant(check: Callable[[GameDefinition, str, Any, int], None]) -> Callable[[GameDefinition, int], None]:
    """The check of a definition and a seed that runs `check(definition, label, setup, seed)` on each variant."""
    def run(definition: GameDefinition, seed: int) -> None:
        for label, setup in _variants(definition, seed):
            check(definition, label, setup, seed)
    run.__name__ = run.__qualname__ = check.__name__
    run.__doc__ = check.__doc__
    return run


def _read(definition: GameDefinition, document: Mapping[str, Any], label: str) -> Any:
    setup, problems = definition.parse_setup(copy.deepcopy(dict(document)), label)
    errors = [p for p in problems if not p.warning]
    if setup is None or errors:
        raise ConformanceError(f"{label}: the game file is refused: {errors[0] if errors else 'no setup'}")
    return setup


def _as_json(action: Any) -> dict[str, Any]:
    to_json = getattr(action, "to_json", None)
    return to_json() if to_json is not None else copy.deepcopy(dict(action))


def _snapshot(definition: GameDefinition, game: Any) -> str:
    """The state and the game file, as text: two games alike give the same."""
    return json.dumps([definition.state_json(game), definition.document(game)], sort_keys=True)


def _step(definition: GameDefinition, game: Any, rng: random.Random, label: str) -> Any:
    """Apply one random legal action to `game`; the action applied."""
    legal = definition.legal_actions(game)
    if not legal:
        raise ConformanceError(f"{label}, action {_count(definition, game)}: the game is not over and "
                               "lists no legal action")
    action = rng.choice(list(legal))
    try:
        definition.apply(game, action)
    except IllegalAction as exc:
        raise ConformanceError(f"{label}, action {_count(definition, game)}: the listed legal action "
                               f"{_as_json(action)} is refused: {exc.reason}") from None
    return action


def _count(definition: GameDefinition, game: Any) -> int:
    return len(definition.document(game).get("actions", ()))


def _play(definition: GameDefinition, game: Any, rng: random.Random, label: str, most: int = MAX_ACTIONS,
          each: Callable[[Any, int], None] | None = None) -> int:
    """Play random legal actions until the game is over or `most` were applied; how many were."""
    played = 0
    while not definition.is_over(game) and played < most:
        if each is not None:
            each(game, played)
        _step(definition, game, rng, label)
        played += 1
    return played


def _new(definition: GameDefinition, setup: Any) -> Any:
    return definition.replay(setup, 0).game


def _finished(definition: GameDefinition, setup: Any, rng: random.Random, label: str) -> Any:
    game = _new(definition, setup)
    _play(definition, game, rng, label)
    if not definition.is_over(game):
        raise ConformanceError(f"{label}: a random game is not over after {MAX_ACTIONS} actions")
    return game


# -- the checks ------------------------------------------------------------------------------


@_on_every_variant
def replay_is_deterministic(definition: GameDefinition, label: str, setup: Any, seed: int) -> None:
    game = _new(definition, setup)
    states = []
    _play(definition, game, random.Random(seed), label,
          each=lambda g, _n: states.append(definition.state_json(g)))
    states.append(definition.state_json(game))
    replayed = _read(definition, json.loads(json.dumps(definition.document(game))), label)
    for until in sorted({0, len(states) // 3, 2 * len(states) // 3, len(states) - 1}):
        for attempt in (1, 2):
            again = definition.state_json(definition.replay(replayed, until).game)
            if again != states[until]:
                raise ConformanceError(f"{label}: replaying the first {until} actions (time {attempt}) gives "
                                       "another state than the game had then")


@_on_every_variant
def illegal_action_changes_nothing(definition: GameDefinition, label: str, setup: Any, seed: int) -> None:
    game = _new(definition, setup)
    rng, chooser = random.Random(seed), random.Random(seed + 1)
    seats = len(definition.state_json(game)["players"])

    def refuse(action: dict[str, Any], must: bool, step: int, target: Any) -> None:
        before = _snapshot(definition, target)
        try:
            definition.apply(target, action)
        except IllegalAction:
            after = _snapshot(definition, target)
            if after != before:
                raise ConformanceError(f"{label}, action {step}: the refused action {action} changed "
                                       "the game") from None
            return
        if must:
            raise ConformanceError(f"{label}, action {step}: {action} is applied, though it must be refused")

    def attempts(g: Any, step: int) -> None:
        legal = [_as_json(a) for a in definition.legal_actions(g)]
        acting = {a.get("player") for a in legal}
        idle = [seat for seat in range(seats) if seat not in acting]
        refuse({"type": SPOILED_TEXT, "player": min(acting)}, True, step, g)
        for action in chooser.sample(legal, min(SPOILED_PER_STEP, len(legal))):
            if idle:
                refuse(dict(action, player=chooser.choice(idle)), True, step, g)
            for key, value in action.items():
                if key not in ("type", "player"):
                    refuse(dict(action, **{key: _spoiled(value)}), False, step, definition.copy(g))

    _play(definition, game, rng, label, each=attempts)
    # the refusals on the game itself drew nothing from its generator: its file replays to it
    replayed = definition.replay(_read(definition, json.loads(json.dumps(definition.document(game))), label))
    if definition.state_json(replayed.game) != definition.state_json(game):
        raise ConformanceError(f"{label}: after refused actions the game no longer matches its own game file")


@_on_every_variant
def legal_actions_apply(definition: GameDefinition, label: str, setup: Any, seed: int) -> None:
    def every(g: Any, step: int) -> None:
        for action in definition.legal_actions(g):
            trial = definition.copy(g)
            try:
                definition.apply(trial, action)
            except IllegalAction as exc:
                raise ConformanceError(f"{label}, action {step}: the listed legal action {_as_json(action)} "
                                       f"is refused: {exc.reason}") from None

    game = _new(definition, setup)
    _play(definition, game, random.Random(seed), label, each=every)
    if definition.legal_actions(game):
        raise ConformanceError(f"{label}: the game is over and still lists legal actions")


@_on_every_variant
def random_games_end(definition: GameDefinition, label: str, setup: Any, seed: int) -> None:
    def keys(g: Any, step: int) -> None:
        state = definition.state_json(g)
        missing = [key for key in COMMON_STATE_KEYS if key not in state]
        if missing:
            raise ConformanceError(f"{label}, action {step}: the state JSON has no {', '.join(missing)}")

    for g in range(RANDOM_GAMES):
        game = _new(definition, setup)
        played = _play(definition, game, random.Random(seed * 1000 + g), label, each=keys)
        if not definition.is_over(game):
            raise ConformanceError(f"{label}, game {g}: not over after {played} random actions")
        state = definition.state_json(game)
        if state.get("over") is not True or state.get("player") is not None:
            raise ConformanceError(f"{label}, game {g}: over, but its state JSON says over "
                                   f"{state.get('over')!r}, player {state.get('player')!r}")


@_on_every_variant
def copy_plays_on_independently(definition: GameDefinition, label: str, setup: Any, seed: int) -> None:
    rng = random.Random(seed)
    length = _count(definition, _finished(definition, setup, random.Random(seed), label))
    for start in (0, length // 3, 2 * length // 3):
        original = definition.replay(setup, 0).game
        _play(definition, original, rng, label, most=start)
        duplicate = definition.copy(original)
        mark = _snapshot(definition, original)
        if _snapshot(definition, duplicate) != mark:
            raise ConformanceError(f"{label}, action {start}: the copy differs from its original")
        state = rng.getstate()
        _play(definition, duplicate, rng, label, most=40)
        played_copy = _snapshot(definition, duplicate)
        if _snapshot(definition, original) != mark:
            raise ConformanceError(f"{label}, action {start}: playing on the copy changed the original")
        rng.setstate(state)
        _play(definition, original, rng, label, most=40)
        if _snapshot(definition, duplicate) != played_copy:
            raise ConformanceError(f"{label}, action {start}: playing on the original changed the copy")
        if _snapshot(definition, original) != played_copy:
            raise ConformanceError(f"{label}, action {start}: the same actions lead the copy and the "
                                   "original to different states")


@_on_every_variant
def save_round_trips(definition: GameDefinition, label: str, setup: Any, seed: int) -> None:
    rng = random.Random(seed)
    game = _new(definition, setup)
    length = _count(definition, _finished(definition, setup, random.Random(seed), label))
    for most in (length // 2, MAX_ACTIONS):
        _play(definition, game, rng, label, most=most - _count(definition, game))
        written = definition.document(game)
        if written.get("format") != definition.game_format or written.get("version") != definition.version:
            raise ConformanceError(f"{label}: a game file must begin with format {definition.game_format!r} "
                                   f"and version {definition.version}")
        text = json.dumps(written)
        back = _read(definition, json.loads(text), label)
        restored = definition.replay(back).game
        if definition.state_json(restored) != definition.state_json(game):
            raise ConformanceError(f"{label}, action {most}: the game file replays to another state")
        if json.dumps(definition.document(restored)) != text:
            raise ConformanceError(f"{label}, action {most}: the game read back writes another game file")
        state = rng.getstate()
        _play(definition, restored, rng, label, most=30)
        rng.setstate(state)
        again = definition.replay(_read(definition, json.loads(text), label)).game
        _play(definition, again, rng, label, most=30)
        if _snapshot(definition, restored) != _snapshot(definition, again):
            raise ConformanceError(f"{label}, action {most}: the game file read twice plays on two ways")


@_on_every_variant
def views_hide_other_seats_cards(definition: GameDefinition, label: str, setup: Any, seed: int) -> None:
    game = _new(definition, setup)
    seats = range(len(definition.state_json(game)["players"]))

    def look(g: Any, step: int) -> None:
        secrets = {seat: set(definition.hidden(g, seat)) for seat in seats}
        views = {seat: definition.view(g, seat) for seat in seats}
        for seat in seats:
            for path in (secret for secret in secrets[seat] if isinstance(secret, tuple)):
                if not _holds(views[seat], path):      # a secret its own seat cannot see is no secret kept
                    raise ConformanceError(f"{label}, action {step}: hidden names {list(path)} for seat {seat}, "
                                           f"which its own view lacks")
        for seat in seats:
            shown = _texts(views[seat])
            for other in seats:
                if other == seat:
                    continue
                leaked = sorted(str(secret) for secret in secrets[other]
                                if (_holds(views[seat], secret) if isinstance(secret, tuple) else secret in shown))
                if leaked:
                    raise ConformanceError(f"{label}, action {step}: the view of seat {seat} shows what only "
                                           f"seat {other} may see: {leaked[:3]}")

    _play(definition, game, random.Random(seed), label, each=look)
    look(game, _count(definition, game))


def _spoiled(value: Any) -> Any:
    """Another value of a field, of its kind, that no game is likely to accept."""
    if isinstance(value, str):
        return SPOILED_TEXT
    if isinstance(value, int) and not isinstance(value, bool):
        return SPOILED_NUMBER
    return {SPOILED_TEXT: 1}


def _holds(value: Any, path: tuple) -> bool:
    """Whether a JSON value has something at `path` (keys of objects, indexes of lists)."""
    for step in path:
        if isinstance(value, Mapping) and step in value:
            value = value[step]
        elif isinstance(value, list) and isinstance(step, int) and 0 <= step < len(value):
            value = value[step]
        else:
            return False
    return True


def _texts(value: Any) -> set[str]:
    """Every text in a JSON value: its strings and its keys."""
    found: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, Mapping):
            found.update(k for k in item if isinstance(k, str))
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


CHECKS: tuple[Callable[[GameDefinition, int], None], ...] = (
    replay_is_deterministic,
    illegal_action_changes_nothing,
    legal_actions_apply,
    random_games_end,
    copy_plays_on_independently,
    save_round_trips,
    views_hide_other_seats_cards,
)
