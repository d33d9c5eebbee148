"""Who must act now and on what: the `Decision` the game's `seat_to_act` reads.

A Decision is pending when someone other than the step's mover (or the mover, on something other
than his free actions) must answer first: a card window, a battle's opt-in, casualty or card
window, a partner's request, a Nordrassil respawn tie. `kind` names it; `options` is whatever the
interface needs (the cards that fit a window, the eligible casualties, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Decision:
    seat: int
    kind: str
    options: Any = field(default=None, compare=False)
