"""Stepping through a recorded game: forward, back, jump to a round.

The cursor replays the game file once to learn where each round starts and
what each action did (the log lines), then shows the state after any number
of actions by replaying from the setup with the file's recorded random
outcomes, so every step equals `replay --until N`.
"""

from .model import replay, setup_of
from .narrate import describe_event


class ReplayCursor:
    def __init__(self, setup):
        self.setup = setup
        self.actions = setup["actions"]
        self.lines = []           # per action: the log lines it caused
        self.rounds = []          # per action: the round it was taken in
        self.round_starts = {}    # round -> index of its first action

        def record(step, game):
            self.round_starts.setdefault(step.round, step.index)
            self.rounds.append(step.round)
            self.lines.append([t for t in (describe_event(game, e) for e in step.events) if t])
        # DataError naming the action if the file's actions no longer replay (a changed map, say)
        self.final = replay(setup, on_step=record).game
        self.position = len(self.actions)
        self.game = self.final

    @classmethod
    def from_game(cls, game, map_ref):
        """A cursor over a game played in this program (its recorded outcomes)."""
        return cls(setup_of(game, map_ref))

    def __len__(self):
        return len(self.actions)

    def seek(self, position):
        """Show the state after the first `position` actions."""
        position = max(0, min(len(self.actions), position))
        if position == self.position:
            return self.game
        if position > self.position:
            self.game = replay(self.setup, position, resume=self.game).game
        else:
            self.game = replay(self.setup, position).game
        self.position = position
        return self.game

    def forward(self):
        return self.seek(self.position + 1)

    def back(self):
        return self.seek(self.position - 1)

    def jump_to_round(self, round_number):
        """Go to the start of a round (the state before its first action)."""
        start = self.round_starts.get(round_number)
        if start is None:
            return self.game
        return self.seek(start)

    def last_lines(self):
        """The log lines of the action that led to the current state."""
        return self.lines[self.position - 1] if self.position else []
