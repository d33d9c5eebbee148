"""Devour in the planners' battle odds, from public information only.

Devour (Orcs, a start-of-round card, C27) sets one enemy melee or ranged unit aside for the battle; when
that was the side's only unit on the battle space, the battle ends at the next check and the side has
lost it. An attack that enters one unit against Orcs who may hold Devour is therefore a gamble the dice
odds leave out (attacks on the Orcs won 0.63 where the attrition model said 0.75 before this).

Which cards another seat holds is secret (§9), but how likely it is to hold one is not: its race's deck
less its discards and laid VP cards is what its hand and deck hold (`knowledge.unseen_pool`), its hand
size is public, and a battle first deals every principal one more card (§5.1). So the chance that a
seat holds at least one Devour in a battle is the hypergeometric chance that its hand plus that draw,
dealt from its unseen cards, hold one. Its own hand the viewer knows (plus the draw from its own deck,
whose cards it knows but not their order). A Human Dispel Magic held by the other side cancels it.

The other battle cards were rated too, as shifts of the odds by what each adds (a unit set aside,
a casualty saved, misses rerolled ...), weighted by a fit on 7,870 battles: the odds then matched the
battles better, but medium's attacks grew timid against strong hands and the Orcs won more, the Night
Elves less (docs/AI.md), so only Devour's sure loss is counted.
"""

from __future__ import annotations

from collections import Counter
from math import comb
from typing import Any

from .knowledge import unseen_pool

RATED = ("devour", "dispel_magic")


def holding_chances(game: Any, seat: int, viewer: int) -> dict[str, float]:
    """{card: chance that `seat` holds at least one in a battle}, as `viewer` may know it (module doc)."""
    player = game.seats[seat]
    if seat == viewer:
        own = Counter(player.hand)
        deck = Counter(player.deck)           # the seat's own deck: its cards are known, not their order
        size = len(player.deck)
        return {card: 1.0 if own[card] else (deck[card] / size if size else 0.0) for card in RATED}
    pool = Counter(unseen_pool(game, seat))
    unseen = sum(pool.values())
    if not unseen:
        return {card: 0.0 for card in RATED}
    dealt = min(unseen, len(player.hand) + 1)
    none = comb(unseen, dealt)
    return {card: 1.0 - comb(unseen - pool[card], dealt) / none for card in RATED}


def side_chances(game: Any, seats: set[int], viewer: int, cache: dict | None = None) -> dict[str, float]:
    """The chance that any of `seats` (partners play their own cards) holds each card."""
    missing = {card: 1.0 for card in RATED}
    for seat in seats:
        if not 0 <= seat < len(game.seats) or game.seats[seat].eliminated:
            continue                     # the neutrals hold no cards
        key = (seat, viewer)
        chances = cache.get(key) if cache is not None else None
        if chances is None:
            chances = holding_chances(game, seat, viewer)
            if cache is not None:
                cache[key] = chances
        for card, p in chances.items():
            missing[card] *= 1.0 - p
    return {card: 1.0 - m for card, m in missing.items()}


def lone_target(here: list[str]) -> bool:
    """A side whose only unit on the battle space is melee or ranged: Devour takes it and the battle."""
    return len(here) == 1 and here[0] in ("melee", "ranged")


def with_devour(game: Any, viewer: int, chance: float, attackers: set[int], attack_here: list[str],
                defenders: set[int], defence_here: list[str], cache: dict | None = None) -> float:
    """The attackers' `chance` once a Devour that may settle the battle is counted, as `viewer` may know
    the hands (module doc); `*_here` are the kinds of each side's units on the battle space. The
    defenders play first (§5.2): a defending Devour on the lone attacker loses it, else an attacking
    one on the lone defender wins it."""
    if not lone_target(attack_here) and not lone_target(defence_here):
        return chance
    a_chance = side_chances(game, attackers, viewer, cache)
    d_chance = side_chances(game, defenders, viewer, cache)
    a_sure = a_chance["devour"] * (1.0 - d_chance["dispel_magic"]) if lone_target(defence_here) else 0.0
    d_sure = d_chance["devour"] * (1.0 - a_chance["dispel_magic"]) if lone_target(attack_here) else 0.0
    return (1.0 - d_sure) * (a_sure + (1.0 - a_sure) * chance)
