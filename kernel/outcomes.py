"""Seeded random outcomes that a game file records: a script replayed first, then the seed, and a log.

A game's randomness comes only from its seeded generator, and a game file stores every random
outcome the game used (docs/FORMATS.md §3: Small World's `dice`, the `races` and `powers` orders,
`bombs`, `markers`), so it replays alike in every version of the program whatever its generator.
One `Outcomes` is one kind of outcome (a die, a deck, a bag drawn from) under the name of the game
file's field that records it:

    dice = Outcomes("dice", rng, script=document.get("dice"))
    face = dice.roll([1, 2, 3, 4, 5, 6])          # the file's next die, else the seed's
    deck = Outcomes("deck", rng, script=document.get("deck"))
    order = deck.shuffle(cards)                  # the file's order first, the seed orders the rest
    file["dice"], file["deck"] = dice.recorded(), deck.recorded()

`script`: the outcomes a file recorded, used first and in order; `log`: every outcome used so far.
`recorded()` is what a game file written now stores: the log, then what the script still holds (a
scripted outcome not reached yet, a tutorial's next die, stays). A scripted outcome that cannot
happen where it is read is a `DataError` at `<name>[i]`, i counted over the whole record.

The generator may be shared by several kinds (Small World draws its dice and its shuffles from one);
then the order the game asks them in is part of its rules, as it is without a script.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from .copying import clone_slots
from .errors import DataError
from .files import excerpt


class Outcomes:
    """One kind of random outcome: its `script` (to use first), its seeded `rng`, its `log`."""

    __slots__ = ("name", "rng", "script", "log")

    def __init__(self, name: str, rng: random.Random, script: Iterable[Any] | None = None) -> None:
        self.name = name
        self.rng = rng
        self.script = list(script or ())
        self.log: list[Any] = []

    def __repr__(self) -> str:
        return f"Outcomes({self.name!r}: {len(self.log)} used, {len(self.script)} scripted)"

    def __deepcopy__(self, memo: dict) -> Outcomes:
        return clone_slots(self, memo)      # the generator too: a copy plays on alike, independently

    def _refused(self, value: Any, why: str) -> DataError:
        return DataError.single(f"{self.name}[{len(self.log)}]", f"{excerpt(value)} {why}")

    def _choose(self, options: Sequence[Any], refusal: str) -> Any:
        """The script's next outcome (`refusal` when it is not one of `options`), else the seed's choice."""
        if self.script:
            chosen = self.script.pop(0)
            if chosen not in options:
                raise self._refused(chosen, refusal)
        else:
            chosen = self.rng.choice(options)
        self.log.append(chosen)
        return chosen

    def roll(self, faces: Sequence[Any]) -> Any:
        """One of `faces` (a die's): the script's next outcome, else one the seed chooses."""
        return self._choose(faces, "is not a face of the die")

    def draw(self, pool: Sequence[Any]) -> Any:
        """One item taken out of `pool` (not changed here): the script's next one, else one the seed
        chooses."""
        if not pool:
            raise ValueError(f"{self.name}: nothing left to draw")
        return self._choose(pool, "is not among those left to draw")

    def shuffle(self, items: Iterable[Any]) -> list[Any]:
        """The order of `items` after a shuffle (a deck, a stack): the script's outcomes first, as
        many as it holds up to the number of items, each one of those still left (an item present
        twice may come twice), then the rest in an order the seed chooses."""
        rest = list(items)
        left = Counter(rest)
        order = []
        while self.script and len(order) < len(rest):
            item = self.script[0]
            if left[item] <= 0:
                raise self._refused(item, "is not among the items left to shuffle")
            left[item] -= 1
            order.append(self.script.pop(0))
            self.log.append(item)
        remaining = []
        for item in rest:
            if left[item] > 0:
                left[item] -= 1
                remaining.append(item)
        self.rng.shuffle(remaining)
        self.log.extend(remaining)
        return order + remaining

    def recorded(self) -> list[Any]:
        """What a game file written now stores for this kind: every outcome used, then those
        scripted and not used yet."""
        return self.log + self.script
