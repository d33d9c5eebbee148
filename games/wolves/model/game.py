"""The game of The Wolves: its state, and `apply`, the one way it changes.

    game = WolvesGame(setup)              # setup.py says what the mapping holds
    events = game.apply(action)           # a typed action (actions.py) or its JSON
    game.legal_actions()                  # every one applies

Phases: "orient" (each seat chooses its tiles' face, in turn order from the first player), "start"
(the draft of the start hexes), "play", "over". `apply` checks the whole action first
(IllegalAction with a reason naming the rule; nothing changes on refusal), then performs it in the
order of C21 and returns the events it caused, small dicts with a "type".

State, in plain dicts and tuples so a copy is cheap: `pieces` {hex: ((pack, kind), ...)},
`lone_wolves` {hex}, `prey` {hex: (species, ...) top last}, `scoring` {region board: (kinds, top
first)}, `boards` (each seat's PackBoard), `calendar` [(item, pack)], `supply`; and the turn:
`phase`, `current` (the seat to act; None once over), `round`, `actions_left`, `scheduled`, `scored`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kernel.actions import Action
from kernel.errors import IllegalAction
from kernel.files import excerpt

from . import legal, scoring
from .actions import ACTIONS, TURN_ACTIONS
from .hexes import hex_id
from .hunting import hunt_check
from .paying import payments as _payments
from .setup import draft_order, lay_out
from .turn_actions import CHECKS, PERFORMS, check_hunt_field, field_hex, gain, has_token
from .values import Values, shipped_values

Hex = tuple[int, int]


class WolvesGame:
    """One game of The Wolves (module doc)."""

    def __init__(self, setup: Mapping[str, Any], values: Values | None = None) -> None:
        lay_out(self, setup, values or shipped_values())
        self.setup = setup                  # as given (the game file writes it back); never changed
        self.actions: list[Action] = []
        self.noted: list[tuple[str, int]] = []

    # -- copies ---------------------------------------------------------------------------------------

    def copy(self) -> WolvesGame:
        """A copy that plays on independently: the board and the rules are shared, the state copied."""
        new = WolvesGame.__new__(WolvesGame)
        new.__dict__.update(self.__dict__)
        new.players = [dict(p) for p in self.players]
        new.boards = [b.copy() for b in self.boards]
        new.supply = dict(self.supply)
        new.phase_days = dict(self.phase_days)
        new.calendar = self.calendar[:]
        new.scheduled = self.scheduled[:]
        new.scored = self.scored[:]
        new.lone_wolves = set(self.lone_wolves)
        new.prey = dict(self.prey)
        new.scoring = dict(self.scoring)
        new.pieces = dict(self.pieces)
        new.order = self.order[:]
        new.first_sides = dict(self.first_sides)
        new.winners = self.winners[:]
        new.final = [dict(s) for s in self.final] if self.final else self.final
        new.actions = self.actions[:]
        new.noted = []
        return new

    def __deepcopy__(self, memo: dict) -> WolvesGame:
        return self.copy()

    # -- applying -------------------------------------------------------------------------------------

    def apply(self, action: Any) -> list[dict]:
        """Check and perform one action; its events. IllegalAction changes nothing."""
        if isinstance(action, Mapping):
            action = ACTIONS.from_json(action)
        elif not isinstance(action, Action) or ACTIONS.classes.get(action.type) is not type(action):
            raise IllegalAction("not an action of The Wolves")
        if self.over:
            raise IllegalAction("the game is over")
        if action.player != self.current:
            raise IllegalAction(f"it is {self.players[self.current]['name']}'s turn (seat {self.current}), "
                                f"not seat {action.player}'s")
        handler = _HANDLERS[self.phase].get(action.type)
        if handler is None:
            allowed = ", ".join(sorted(_HANDLERS[self.phase]))
            raise IllegalAction(f"{action.type}: not now; in the {self.phase} phase the actions are {allowed}")
        events = handler(self, action)
        self.actions.append(action)
        return events

    def legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    # -- setup phases ---------------------------------------------------------------------------------

    def _orient(self, action: Any) -> list[dict]:
        if action.face not in ("a", "b"):
            raise IllegalAction(f"orient: face must be a or b, not {excerpt(action.face)}: the five dual tiles all "
                                f"show face a or all face b (§1.3)")
        seat = action.player
        board = self.boards[seat]
        face = "ab".index(action.face)
        board.faces[1:] = [face] * 5
        events = [{"type": "oriented", "player": seat, "face": action.face,
                   "tiles": [board.up(self.values, t) for t in range(6)]}]
        self.step += 1
        if self.step < len(self.order):
            self.current = self.order[self.step]
        else:
            self.phase = "start"
            self.order = draft_order(self.n, self.first_player)
            self.step = 0
            self.current = self.order[0]
            events.append({"type": "draft_started", "player": self.current})
        return events

    def _start(self, action: Any) -> list[dict]:
        seat = action.player
        h = field_hex(action.hex, "start")
        if h not in legal.start_hexes(self, seat):
            raise IllegalAction(f"start on {hex_id(h)}: {self._start_rule(seat, h)}")
        pack = self.packs[seat]
        self.pieces[h] = ((pack, "alpha"), (pack, "pack"))
        if self.n > 2 and seat not in self.first_sides:
            self.first_sides[seat] = self.board.side_of(h)
        events = [{"type": "placed", "player": seat, "pack": pack, "hex": hex_id(h), "kinds": ["alpha", "pack"]}]
        self.step += 1
        if self.step < len(self.order):
            self.current = self.order[self.step]
        else:
            self.phase = "play"
            self.order = []
            self.round = 1
            events.extend(self._begin_turn(self.first_player))
        return events

    def _start_rule(self, seat: int, h: Hex) -> str:
        if h in self.pieces or has_token(self, h):
            return "the hex must be empty (C27)"
        if self.n == 2:
            board_id = self.ground.board_of.get(h)
            if board_id is None or h not in self.ground.terrain:
                return "start wolves go on a land hex of a region board (§3.2.7)"
            return "start wolves go on a region whose top scoring token is not new (§3.2.7)"
        side = self.board.side_of(h)
        if side is None:
            return "start wolves go on a start-board hex beside the canyon (§3.1.8)"
        return "your second start hex is on the other side of the canyon from your first (§3.1.8, C27)"

    # -- turns ----------------------------------------------------------------------------------------

    def _begin_turn(self, seat: int) -> list[dict]:
        self.current = seat
        self.actions_left = self.values.actions_per_turn
        events = [{"type": "turn_started", "player": seat, "round": self.round}]
        if self.second_bonus_due and seat != self.first_player:
            self.second_bonus_due = False       # §3.2.8: the second player's bonus, once
            events.append(gain(self, seat, "bonus_action", "second_player"))
        return events

    def _turn_action(self, action: Any) -> list[dict]:
        seat = action.player
        if self.actions_left < 1:
            raise IllegalAction(f"{action.type}: no action left this turn; discard a bonus_action token or "
                                f"end the turn (§4.1)")
        plan = CHECKS[action.type](self, seat, action)
        choices = check_hunt_field(self, action.hunt, action.type)
        self.actions_left -= 1
        self.noted = []
        events = PERFORMS[action.type](self, seat, plan)
        events.extend(hunt_check(self, seat, choices))
        events.extend({"type": "phase_scheduled", "phase": phase, "day": day} for phase, day in self.noted)
        self.noted = []
        return events

    def _bonus_action(self, action: Any) -> list[dict]:
        seat = action.player
        board = self.boards[seat]
        if board.bonus_action < 1:
            raise IllegalAction("bonus_action: you hold no bonus_action token (§4.1)")
        board.bonus_action -= 1
        self.supply["bonus_action"] += 1
        self.actions_left += 1
        return [{"type": "bonus_action", "player": seat, "actions_left": self.actions_left}]

    def _end_turn(self, action: Any) -> list[dict]:
        seat = action.player
        if self.actions_left > 0 and legal.has_turn_action(self, seat):
            left = self.actions_left
            raise IllegalAction(f"end_turn: you have {left} action{'s' if left > 1 else ''} left and a legal "
                                f"one to take; actions are compulsory (C19)")
        events = [{"type": "turn_ended", "player": seat, "forfeited": self.actions_left}]
        self.actions_left = 0
        events.extend(scoring.score_scheduled(self))
        if "full" in self.scored:
            self._finish()
            events.append({"type": "game_over", "winners": list(self.winners), "scores": self.final})
            return events
        following = (seat + 1) % self.n
        if following == self.first_player:
            self.round += 1
        events.extend(self._begin_turn(following))
        return events

    def _finish(self) -> None:
        self.over = True
        self.phase = "over"
        self.winners = scoring.winners(self)
        self.final = scoring.final_scores(self)
        self.current = None

    # -- questions ------------------------------------------------------------------------------------

    def score(self, seat: int) -> dict[str, int]:
        """The seat's score if the game ended now, by source (regions, vp_tokens, each area, total)."""
        return self.boards[seat].score(self.values)

    def payments(self, seat: int, terrain: str, units: int) -> list[dict]:
        """Every way the seat can pay `units` of `terrain` now (the default first)."""
        return _payments(self.boards[seat], self.values, terrain, units)

    def move_targets(self, seat: int, wolf: tuple[str, Hex], paid: bool = True) -> dict[Hex, str]:
        """{hex: terrain} where the seat's wolf (kind, hex) may end a Move of it alone now."""
        kind, start = wolf
        return legal.move_ends(self, seat, kind, start, paid)

    def legal_targets(self, kind: str, seat: int | None = None) -> list:
        """Targets of `kind` (build, upgrade, howl, dominate, start) for the seat (the current one)."""
        return legal.legal_targets(self, self.current if seat is None else seat, kind)

    def push_options(self, at: Hex, pushed_pack: str) -> list[Hex]:
        """The nearest hexes a wolf of `pushed_pack` pushed from `at` may go to on the board now."""
        from .placement import push_options
        return push_options(self.ground.adj, at, pushed_pack,
                            lambda h: () if h == at else self.pieces.get(h, ()), lambda h: has_token(self, h))

    def ranking(self, board_id: str) -> list[list[str]]:
        """The colours of a region, best first, ties grouped, as it would score now (§5)."""
        return scoring.ranking(self, board_id)


_HANDLERS = {
    "orient": {"orient": WolvesGame._orient},
    "start": {"start": WolvesGame._start},
    "play": {**{kind: WolvesGame._turn_action for kind in TURN_ACTIONS},
             "bonus_action": WolvesGame._bonus_action, "end_turn": WolvesGame._end_turn},
    "over": {},
}
