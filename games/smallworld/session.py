"""A game being played in the window: the model, its seats, the pace of computers.

The session is the controller between scenes and model. Scenes call `submit`
with actions built from the player's clicks; computer seats think on a worker
thread (the model is only read while they think: nobody else acts on their
turn) and their choice is applied by `update` at the chosen pace, so the
window keeps drawing. Every model event goes out on the bus, followed by an
`action_applied` event carrying the action (autosave listens to that). The log
the players read is a listener of the bus too (`_log_event`).

`undo()` takes back the last action of the turn (up to the last die roll, newly
revealed combo or turn change; never for computer seats): the game is replayed
without it (`model.replay.replay`), so the session then holds a NEW Game object
and a log told again from that replay (the lines of the undone action are gone),
and publishes `undone`.
"""

import threading
import time

from game.events import EventBus
from game.i18n import N_, _
from game.seat_names import in_language
from kernel import registry

from .ai import make_player
from .model import Action, DataError, Game, IllegalAction, describe, legal_actions, replay, setup_of
from .narrate import _region, describe_event

# Seconds a computer's action stays on screen before the next one.
SPEEDS = {"slow": 1.4, "normal": 0.7, "fast": 0.25, "instant": 0.0}


class _Installed:
    """A class attribute that is the installed game of this id (kernel.registry, filled by games/__init__.py),
    looked up when read: the definition imports this module, never the other way round."""

    def __init__(self, game_id):
        self.game_id = game_id

    def __get__(self, session, owner=None):
        return registry.get(self.game_id)


class Session:
    """A game of Small World in the window. `definition` is the game it plays: what the autosave writes
    (its id names the file, its save_text the text) and what a save of it is opened with."""

    definition = _Installed("smallworld")

    def __init__(self, game, map_ref, bus=None, speed="normal", threaded=True):
        self.game = game
        self.map_ref = map_ref
        self.bus = bus or EventBus()
        self.speed = speed
        self.name_seats()
        self.threaded = threaded
        self.log = []                 # (text, seat or None), oldest first: filled by _log_event
        self._turn_mark = None        # (the log, its length) after a turn's end: where the next turn's header goes
        self.autosaver = None         # set by the window when the game is autosaved
        self.show_all_coins = False   # hot-seat games hide the others' coins
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
            self.log.append(self._opening())
        self.bus.subscribe(self._log_event)

    def _opening(self):
        return (_("Round {n}: {who}'s turn").format(n=1, who=self.game.players[0].name), 0)

    @classmethod
    def new(cls, ruleset, board, map_ref, players, seed, **options):
        return cls(Game(ruleset, board, players, seed), map_ref, **options)

    @classmethod
    def resumed(cls, setup, **options):
        """A session for a saved game: its actions replayed, the log told again (the default names in the
        window's language: a save continued in another)."""
        names = in_language([seat["name"] for seat in setup["players"]])
        setup = dict(setup, players=[dict(seat, name=name) for seat, name in zip(setup["players"], names, strict=True)])
        game, told = _replay_told(setup)
        session = cls(game, setup["map"], **options)
        session.log = [session._opening()] + told
        return session

    def name_seats(self):
        """The seats' default names (never typed by a person) in the window's language of now: the players' and
        the setup's the game replays (and saves) from."""
        game = self.game
        for player, seat, name in zip(game.players, game.player_setup, in_language([p.name for p in game.players]),
                                      strict=True):
            player.name = seat["name"] = name

    def retell_log(self):
        """Tell the log again from the game's actions, in the window's language of now (after a change in
        Settings during the game: the lines already told were in the old one, and so were the default names)."""
        self.name_seats()
        _game, told = _replay_told(setup_of(self.game, self.map_ref))
        self.log = [self._opening()] + told

    def _log_event(self, event):
        """The log panel's listener: a line for each event a player reads about (an undo removes the
        lines of the action taken back: see undo)."""
        kind = event.get("type")
        if kind == "undone":
            return
        lines = _told(self.game, [event])
        mark, self._turn_mark = self._turn_mark, None
        if kind == "turn_started" and mark is not None and mark[0] is self.log:
            self.log[mark[1]:mark[1]] = lines     # the header before what the turn began with (a bomb, Beasts)
        else:
            self.log.extend(lines)
        if kind in ("turn_ended", "retreated"):
            self._turn_mark = (self.log, len(self.log))
        elif kind != "turn_started" and mark is not None:
            self._turn_mark = mark                # still waiting for the header

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

    # -- undo ----------------------------------------------------------------------

    def undo_reason(self):
        """Why the last action cannot be taken back now (None if it can)."""
        game = self.game
        if game.over:
            return "the game is over"
        if not self.is_human_turn():
            return "computer seats never undo"
        if len(game.actions) <= game.undo_floor:
            return "nothing to undo since the last die roll, new combo or turn"
        return None

    def undo(self):
        """Take back the last action of this turn; returns None, or why it cannot be done.

        The game is replayed without that action, with the same random outcomes (and
        any scripted ones still to come), so session.game is a new Game object."""
        reason = self.undo_reason()
        if reason:
            return reason
        game = self.game
        action = game.actions[-1]
        try:
            self.game, told = _replay_told(setup_of(game, self.map_ref), until=len(game.actions) - 1)
        except DataError as exc:  # never expected: the game's own actions replay
            return f"the game could not be rebuilt ({exc.problems[0].what})"
        self.log = [self._opening()] + told   # exactly the lines of the actions still in the game
        self.bus.publish({"type": "undone", "actions": len(self.game.actions), "action": action,
                          "player": game.current_player})
        self.bus.publish({"type": "action_applied", "action": None, "index": len(self.game.actions) - 1})
        return None


def _replay_told(setup, until=None):
    """(game, log lines) of a setup's actions replayed (the first `until` of them when given)."""
    told = []

    def tell(step, game):
        told.extend(_told(game, step.events))
    return replay(setup, until, on_step=tell).game, told


def _told(game, events):
    """The log lines of some events: (text, seat) pairs."""
    lines = []
    for event in _header_first(events):
        text = describe_event(game, event)
        if text:
            lines.append((text, event.get("player")))
    return lines


def _header_first(events):
    """The events in the order a reader expects: a new turn's header before what happened as the turn began (a
    bomb revealed, Beasts taken), which the engine reports just before it."""
    kinds = [event.get("type") for event in events]
    if "turn_started" not in kinds:
        return events
    k = kinds.index("turn_started")
    j = max((i + 1 for i, kind in enumerate(kinds[:k]) if kind in ("turn_ended", "retreated")), default=0)
    return events[:j] + [events[k]] + events[j:k] + events[k + 1:]


# An action in a few words in the window's language: the undo notice, the replay's list of actions.
ACTION_WORDS = {"pick": N_("picking a race"), "conquer": N_("conquest of {region}"),
                "reinforce": N_("final attempt on {region}"), "redeploy": N_("redeployment"),
                "decline": N_("decline"), "end_turn": N_("end of turn"), "abandon": N_("leaving {region}"),
                "retreat": N_("placing the retreating tokens"), "ally": N_("peace with {target}")}


def action_words(game, action):
    """'conquest of Wheatmoor': an action in a few words, in the window's language, regions by name."""
    data = action.to_json() if isinstance(action, Action) else action
    if not isinstance(data, dict):
        return "?"
    kind = data.get("type")
    seat = data.get("target")
    target = game.players[seat].name if isinstance(seat, int) and 0 <= seat < len(game.players) else "?"
    names = {"region": _region(game, data.get("region")), "target": target}
    if kind in ACTION_WORDS:
        return _(ACTION_WORDS[kind]).format(**names)
    label = _ability_label(game, kind)
    if label is None:
        return describe(data).replace("_", " ")
    return _("{ability}: {region}").format(ability=label, region=names["region"]) if "region" in data else label


def _ability_label(game, kind):
    """The window's name of an ability's action ("Sorcery"), from the primitive that offers it."""
    for part in (*game.ruleset.races.values(), *game.ruleset.powers.values()):
        for primitive in part.primitives:
            label = getattr(primitive, "action_ui", {}).get(kind, {}).get("label")
            if label:
                return _(label).rstrip("…. ")
    return None
