"""A saved game shown again action by action: the state after any number of its actions, and each
action's events and log lines.

`ReplayCursor(definition, setup)` replays the save once (a save whose actions no longer replay is a
DataError naming the action), keeping each action's events, its log lines (the definition's `narrate`,
with the seat each line is about), the round it was taken in, and a copy of the game every
SNAPSHOT_EVERY actions, so `seek(n)`, the state after the first n actions (exactly `replay --until n`),
replays at most that many actions from the nearest copy. A game's replay viewer subclasses it with its
`viewer_scene`.
"""

import bisect

SNAPSHOT_EVERY = 25


class ReplayCursor:
    """The state of a saved game after any number of its actions (`seek`), and each action's log lines."""

    def __init__(self, definition, setup):
        self.definition = definition
        self.setup = setup
        self.actions = list(setup["actions"])
        self.lines = []          # per action: [(text, seat or None)] it caused
        self.events = []         # per action: the events it caused
        self.rounds = []         # per action: the round it was taken in
        self._snapshots = {0: definition.new_game(setup)}

        def record(step, game):
            self.events.append(list(step.events))
            self.rounds.append(step.round)
            told = [(definition.narrate(game, event), event.get("player")) for event in step.events]
            self.lines.append([(text, self.line_seat(seat)) for text, seat in told if text])
            if (step.index + 1) % SNAPSHOT_EVERY == 0:
                self._snapshots[step.index + 1] = definition.copy(game)
        self.final = definition.replay(setup, on_step=record).game     # DataError naming the action that fails
        self._snapshots[len(self.actions)] = self.final
        self._kept = sorted(self._snapshots)
        self.position = 0
        self.game = definition.copy(self._snapshots[0])

    def line_seat(self, seat):
        """The seat a log line is about, from its event's `player` (None: no seat's)."""
        return seat if isinstance(seat, int) else None

    def __len__(self):
        return len(self.actions)

    def seek(self, position):
        """Show the state after the first `position` actions; that game."""
        position = max(0, min(len(self.actions), int(position)))
        if position == self.position:
            return self.game
        if position > self.position and position - self.position < SNAPSHOT_EVERY:
            game, start = self.game, self.position
        else:
            start = self._kept[bisect.bisect_right(self._kept, position) - 1]
            game = self.definition.copy(self._snapshots[start])
        for action in self.actions[start:position]:
            self.definition.apply(game, action)
        self.game, self.position = game, position
        return game

    def forward(self):
        return self.seek(self.position + 1)

    def back(self):
        return self.seek(self.position - 1)

    def events_of(self, position):
        """The events of the action that leads from `position - 1` to `position` (none at the start)."""
        return self.events[position - 1] if 0 < position <= len(self.events) else []

    def log_until(self, position):
        """The log lines of the first `position` actions, oldest first, as (text, seat)."""
        return [line for told in self.lines[:position] for line in told]

    def indexed_log_until(self, position):
        """The same lines as (text, seat, index of its action)."""
        return [(text, seat, index) for index, told in enumerate(self.lines[:position]) for text, seat in told]
