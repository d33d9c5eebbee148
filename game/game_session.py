"""A game of any installed game in the window, played through its definition (kernel/definition.py).

The same controller as Small World's own session (game/session.py), for a game that needs nothing
more than its definition gives: scenes call `submit` with actions built from clicks; computer seats
think on a worker thread (nobody else acts on their turn, so the game is only read meanwhile) and
their choice is applied by `update` at the chosen pace; every event goes out on the bus, followed by
an `action_applied` carrying the action (the autosave listens to that); the log is the events told
by the definition's `narrate`.

`undo()` takes back the last action of the seat to act, while that seat is a person and the seat
has not changed since (a game with dice or draws also stops at the last one: its definition's
`undo_floor`). The game is replayed from its file without that action, so `game` is then a new
object, and the log is told again.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from typing import Any

from kernel.errors import DataError, IllegalAction

from .events import EventBus
from .i18n import _

# Seconds a computer's action stays on screen before the next one (the settings' speeds).
SPEEDS = {"slow": 1.4, "normal": 0.7, "fast": 0.25, "instant": 0.0}


class GameSession:
    """One game in the window: its `definition`, the `game`, the `bus`, the seats' computer players
    (`bots`), the `log` as (text, seat) pairs, oldest first."""

    def __init__(self, definition: Any, setup: Mapping[str, Any], game: Any = None, bus: EventBus | None = None,
                 speed: str = "normal", threaded: bool = True) -> None:
        self.definition = definition
        self.setup = dict(setup)
        self.game = definition.new_game(self.setup) if game is None else game
        self.bus = bus or EventBus()
        self.speed = speed
        self.threaded = threaded
        self.log: list[tuple[str, int | None]] = []
        self.autosaver = None         # set by the window when the game is autosaved
        self.last_events: list[dict[str, Any]] = []
        self.last_refusal: str | None = None
        self.bots = {seat: definition.make_player(player.get("level") or "random", _bot_seed(self.setup, seat))
                     for seat, player in enumerate(self.setup.get("players") or [])
                     if isinstance(player, Mapping) and player.get("kind") == "ai"}
        self._undo_floor = self.actions_taken()
        self._worker: threading.Thread | None = None
        self._choice: tuple[int, Any] | None = None
        self._ready_at = 0.0
        self._clock = time.monotonic
        self.bus.subscribe(self._log_event)

    @classmethod
    def resumed(cls, definition: Any, setup: Mapping[str, Any], **options: Any) -> GameSession:
        """A session of a saved game (`parse_setup`'s setup): its actions replayed, the log told again."""
        game, told = _replay_told(definition, setup)
        session = cls(definition, setup, game=game, **options)
        session.log = told
        session._undo_floor = session.actions_taken()
        return session

    # -- who acts ----------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        """The seat expected to act now (None once the game is over)."""
        return self.definition.seat_to_act(self.game)

    def is_ai_turn(self) -> bool:
        seat = self.seat
        return seat is not None and seat in self.bots

    def is_human_turn(self) -> bool:
        seat = self.seat
        return seat is not None and seat not in self.bots

    def actions_taken(self) -> int:
        return self.definition.actions_taken(self.game)

    # -- acting ------------------------------------------------------------------------

    def submit(self, action: Any) -> list[dict[str, Any]] | None:
        """Apply an action; its events, or None when it is refused (`last_refusal` says why)."""
        before = self.seat
        try:
            events = self.definition.apply(self.game, action)
        except IllegalAction as exc:
            self.last_refusal = exc.reason
            self.bus.publish({"type": "refused", "reason": exc.reason, "action": action})
            return None
        self.last_refusal = None
        self.last_events = events
        count = self.actions_taken()
        if self.seat != before or before in self.bots:
            self._undo_floor = count
        floor = self.definition.undo_floor(self.game)
        if floor is not None:
            self._undo_floor = max(self._undo_floor, floor)
        for event in events:
            self.bus.publish(event)
        self.bus.publish({"type": "action_applied", "action": action, "index": count - 1})
        return events

    def update(self) -> list[dict[str, Any]] | None:
        """Let a computer seat think and act at the session's pace; call once per frame."""
        if self.definition.is_over(self.game) or not self.is_ai_turn():
            return None
        if self._worker is None and self._choice is None:
            self._ready_at = self._clock() + SPEEDS.get(self.speed, SPEEDS["normal"])
            if self.threaded:
                self._worker = threading.Thread(target=self._think, args=(self.seat,), daemon=True)
                self._worker.start()
            else:
                self._think(self.seat)
        if self._worker is not None and self._worker.is_alive():
            return None
        if self._choice is None or self._clock() < self._ready_at:
            return None
        seat, action = self._choice
        self._worker = None
        self._choice = None
        if seat != self.seat:
            return None
        events = self.submit(action)
        if events is None:      # a computer's mistake must not stall the game
            events = self.submit(self.definition.legal_actions(self.game)[0])
        return events

    def _think(self, seat: int) -> None:
        try:
            action = self.bots[seat].choose(self.game)
        except Exception:       # a broken computer player plays the first legal action instead
            action = self.definition.legal_actions(self.game)[0]
        self._choice = (seat, action)

    # -- the log -----------------------------------------------------------------------

    def _log_event(self, event: Mapping[str, Any]) -> None:
        if event.get("type") in ("undone", "refused", "action_applied"):
            return
        self.log.extend(_told(self.definition, self.game, [event]))

    def retell_log(self) -> None:
        """Tell the log again in the window's language of now (after a change in Settings)."""
        _game, self.log = _replay_told(self.definition, self._setup_now())

    # -- undo --------------------------------------------------------------------------

    def undo_reason(self) -> str | None:
        """Why the last action cannot be taken back now (None when it can), in the window's language."""
        if self.definition.is_over(self.game):
            return _("the game is over")
        if not self.is_human_turn():
            return _("computer seats never undo")
        if self.actions_taken() <= self._undo_floor:
            return _("nothing to undo in this turn")
        return None

    def undo(self) -> str | None:
        """Take back the last action; None, or why it cannot be done."""
        reason = self.undo_reason()
        if reason:
            return reason
        count = self.actions_taken()
        try:
            game, told = _replay_told(self.definition, self._setup_now(), until=count - 1)
        except DataError as exc:    # never expected: the game's own actions replay
            return _("the game could not be rebuilt ({why})").format(why=exc.problems[0].what)
        player = self.seat
        self.game, self.log = game, told
        self.bus.publish({"type": "undone", "actions": count - 1, "player": player})
        self.bus.publish({"type": "action_applied", "action": None, "index": count - 2})
        return None

    def _setup_now(self) -> dict[str, Any]:
        """The setup of the game as it stands, every action and random outcome so far included."""
        document = self.definition.document(self.game)
        base_dir = self.setup.get("base_dir", ".")
        setup, problems = self.definition.parse_setup(document, "the game in the window", base_dir)
        if setup is not None:
            setup.setdefault("base_dir", base_dir)
        errors = [p for p in problems if not p.warning]
        if setup is None or errors:
            raise DataError(errors or [])
        return setup


def _bot_seed(setup: Mapping[str, Any], seat: int) -> int:
    seed = setup.get("seed")
    return (seed if isinstance(seed, int) else 0) * 7919 + seat


def _told(definition: Any, game: Any, events: list[Mapping[str, Any]]) -> list[tuple[str, int | None]]:
    lines = []
    for event in events:
        text = definition.narrate(game, event)
        if text:
            seat = event.get("player")
            lines.append((text, seat if isinstance(seat, int) else None))
    return lines


def _replay_told(definition: Any, setup: Mapping[str, Any],
                 until: int | None = None) -> tuple[Any, list[tuple[str, int | None]]]:
    told: list[tuple[str, int | None]] = []

    def tell(step: Any, game: Any) -> None:
        told.extend(_told(definition, game, step.events))
    return definition.replay(setup, until, on_step=tell).game, told
