"""Stepping through a recorded game: forward, back, jump to a round.

The cursor replays the game file once to learn where each round starts and
what each action did (the log lines), then shows the state after any number
of actions by replaying from the setup with the file's recorded random
outcomes, so every step equals `replay --until N`.
"""

from .model.errors import DataError, IllegalAction
from .model.gamefile import describe, new_game, rebuild
from .narrate import describe_event


class ReplayCursor:
    def __init__(self, setup):
        self.setup = setup
        self.actions = setup["actions"]
        final = new_game(setup)
        self.lines = []           # per action: the log lines it caused
        self.rounds = []          # per action: the round it was taken in
        self.round_starts = {}    # round -> index of its first action
        for i, action in enumerate(self.actions):
            round_number = final.round
            self.round_starts.setdefault(round_number, i)
            try:
                events = final.apply(action)
            except IllegalAction as exc:  # the file's actions no longer replay (a changed map, say)
                raise DataError.single(f"action {i} ({describe(action)})", exc.reason) from None
            except DataError as exc:  # a recorded power order that cannot be followed
                raise DataError.single(f"action {i} ({describe(action)})", exc.problems[0].what) from None
            self.rounds.append(round_number)
            self.lines.append([t for t in (describe_event(final, e) for e in events) if t])
        self.final = final
        self.position = len(self.actions)
        self.game = final

    @classmethod
    def from_game(cls, game, map_ref):
        """A cursor over a game played in this program (its recorded outcomes)."""
        setup = {"ruleset": game.ruleset, "board": game.board, "map": map_ref, "seed": game.seed,
                 "players": [dict(p) for p in game.player_setup], "races": game.race_order,
                 "powers": game.power_log, "dice": game.dice_log, "actions": list(game.actions)}
        return cls(setup)

    def __len__(self):
        return len(self.actions)

    def seek(self, position):
        """Show the state after the first `position` actions."""
        position = max(0, min(len(self.actions), position))
        if position == self.position:
            return self.game
        if position > self.position:
            for action in self.actions[self.position:position]:
                self.game.apply(action)
        else:
            self.game = rebuild(self.final, position)
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

    def current_round(self):
        return self.game.round

    def last_lines(self):
        """The log lines of the action that led to the current state."""
        return self.lines[self.position - 1] if self.position else []
