"""What the play screen asks the rules engine, in one place: the decision pending, the legal actions
(grouped the way the screen offers them), and why the engine would refuse an action.

Everything is read from the engine's own functions (games/warcraft_board/model/game.py: `decision`,
`legal_actions`, `apply`); a refusal is the engine's reason, found by applying the action to a copy of
the game (nothing of the shown game changes). Results are kept per state of the game (its id and the
number of actions taken), so a frame asks nothing twice.
"""

from kernel.errors import IllegalAction


def engine():
    from games.warcraft_board.model import game as engine_module

    return engine_module


class EngineView:
    def __init__(self, definition, game):
        self.definition = definition
        self.game = game
        self._key = None
        self._cache = {}

    def adopt(self, game):
        self.game = game

    def _cached(self, name, compute):
        key = (id(self.game), len(self.game.actions), self.game.over)
        if key != self._key:
            self._key = key
            self._cache = {}
        if name not in self._cache:
            self._cache[name] = compute()
        return self._cache[name]

    def decision(self):
        return self._cached("decision", lambda: engine().decision(self.game))

    def legal(self):
        """Every legal action now (moves not cut)."""
        return self._cached("legal", lambda: list(engine().legal_actions(self.game)))

    def of_type(self, *types):
        return [a for a in self.legal() if a.type in types]

    def has(self, kind):
        return any(a.type == kind for a in self.legal())

    def moves_of(self, piece_id):
        return [a for a in self.of_type("move") if a.piece == piece_id]

    def movable(self):
        return self._cached("movable", lambda: {a.piece for a in self.of_type("move")})

    def card_plays(self, card):
        return [a for a in self.of_type("play_card") if a.card == card]

    def playable_cards(self):
        found = {a.card for a in self.of_type("play_card")}
        if self.has("play_vp"):
            found.add("victory_point")
        return found

    def casualties(self):
        return {a.piece for a in self.of_type("casualty")}

    def refusal(self, action):
        """The engine's reason for refusing `action` now, or None when it would be applied."""
        game = self.definition.copy(self.game)
        try:
            self.definition.apply(game, action)
        except IllegalAction as exc:
            return exc.reason
        return None
