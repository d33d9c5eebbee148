"""Who must act now and on what: the `Decision` the game's `seat_to_act` reads.

A Decision is pending when someone other than the step's mover (or the mover, on something other
than his free actions) must answer first: a card window, a battle's opt-in, casualty or card
window, a partner's request, a Nordrassil respawn tie. `kind` names it; `options` is whatever the
interface needs (the cards that fit a window, the eligible casualties, ...).
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Decision(NamedTuple):
    """A named tuple, not a frozen dataclass: the engine asks for one several times an action, and a
    tuple is made at a fraction of the cost. Two decisions are equal when their seat and kind are."""

    seat: int
    kind: str
    options: Any = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and self.seat == other.seat and self.kind == other.kind

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self.seat, self.kind))
