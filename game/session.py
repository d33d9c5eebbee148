"""A game being played in the window: the model, its seats, the pace of computers.

The session is the controller between scenes and model. Scenes call `submit`
with actions built from the player's clicks; computer seats think on a worker
thread (the model is only read while they think: nobody else acts on their
turn) and their choice is applied by `update` at the chosen pace, so the
window keeps drawing. Every model event goes out on the bus, followed by an
`action_applied` event carrying the action (autosave listens to that).
"""

import threading
import time

from .ai import make_player
from .events import EventBus
from .model.errors import DataError, IllegalAction
from .model.game import Game
from .model.gamefile import describe, new_game
from .model.legal import legal_actions
from .narrate import describe_event

# Seconds a computer's action stays on screen before the next one.
SPEEDS = {"slow": 1.4, "normal": 0.7, "fast": 0.25, "instant": 0.0}


class Session:
    def __init__(self, game, map_ref, bus=None, speed="normal", threaded=True):
        self.game = game
        self.map_ref = map_ref
        self.bus = bus or EventBus()
        self.speed = speed
        self.threaded = threaded
        self.log = []                 # (text, seat or None), oldest first
        self.last_events = []
        self.last_refusal = None
        self.bots = {}
        for seat, p in enumerate(game.players):
            if p.kind == "ai":
                self.bots[seat] = make_player(p.level or "random", game.seed * 7919 + seat)
        self._worker = None
        self._choice = None
        self._ready_at = 0.0
        self._clock = time.monotonic
        if not game.actions:
            self.log.append((f"Round 1: {game.players[0].name}'s turn", 0))

    @classmethod
    def new(cls, ruleset, board, map_ref, players, seed, **options):
        return cls(Game(ruleset, board, players, seed), map_ref, **options)

    @classmethod
    def resumed(cls, setup, **options):
        """A session for a saved game: its actions replayed, the log told again."""
        session = cls(new_game(setup), setup["map"], **options)
        for i, action in enumerate(setup["actions"]):
            try:
                events = session.game.apply(action)
            except IllegalAction as exc:
                raise DataError.single(f"action {i} ({describe(action)})", exc.reason) from None
            session._narrate(events)
        return session

    def _narrate(self, events):
        for event in events:
            text = describe_event(self.game, event)
            if text:
                self.log.append((text, event.get("player")))

    # -- who acts --------------------------------------------------------------

    @property
    def seat(self):
        """The seat expected to act now (None when the game is over)."""
        return self.game.current_player

    def is_ai_turn(self):
        seat = self.seat
        return seat is not None and seat in self.bots

    def is_human_turn(self):
        seat = self.seat
        return seat is not None and seat not in self.bots

    # -- acting ------------------------------------------------------------------

    def submit(self, action):
        """Apply an action for the player; returns the events, or None if refused (see last_refusal)."""
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            self.last_refusal = exc.reason
            self.bus.publish({"type": "refused", "reason": exc.reason, "action": action})
            return None
        self.last_refusal = None
        self.last_events = events
        self._narrate(events)
        for event in events:
            self.bus.publish(event)
        self.bus.publish({"type": "action_applied", "action": action, "index": len(self.game.actions) - 1})
        return events

    def update(self):
        """Let a computer seat think and act at the session's pace. Call once per frame."""
        if self.game.over or not self.is_ai_turn():
            return None
        if self._worker is None and self._choice is None:
            self._ready_at = self._clock() + SPEEDS.get(self.speed, 0.7)
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
        if events is None:  # a bot's mistake must not stall the game
            events = self.submit(legal_actions(self.game)[0])
        return events

    def _think(self, seat):
        try:
            action = self.bots[seat].choose(self.game)
        except Exception:  # a broken bot plays the first legal action instead
            action = legal_actions(self.game)[0]
        self._choice = (seat, action)

    def thinking(self):
        return self._worker is not None and self._worker.is_alive()
