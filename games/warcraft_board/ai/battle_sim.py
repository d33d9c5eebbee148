"""Hard's battle odds: the battle of §5 played many times with the player's own dice.

A unit is (kind, S, on the battle space); each side also knows its abilities (Bloodlust's extra die,
Unstoppable Strike's double hits on a 1, Heal's one casualty less a phase). Rounds go ranged,
flying, melee; flyers are no melee casualties; each side removes its weakest unit first, flankers
before its last battle-space unit; the battle ends after a phase when one side (or none) is left on
the battle space. Cards are left out here: which ones the others hold is secret, and both sides draw
alike; the callers count a Devour that may settle the battle (card_odds.py).
"""

from __future__ import annotations

import random
from typing import Any

PHASES = ("ranged", "flying", "melee")
ROUND_LIMIT = 12


def side_of_units(game: Any, pieces: list[Any], space: str) -> tuple[list[list], set[str]]:
    """A side for the simulator: [kind, S, on_space] per unit, and its abilities."""
    units = []
    abilities: set[str] = set()
    for piece in pieces:
        kind = game.unit_kind(piece) or "melee"
        units.append([kind, game.strength(piece.owner, kind), piece.space == space])
        abilities |= set(game.abilities(piece.owner, kind))
    return units, abilities


def simulate(attack: list[list], attack_abilities: set[str], defence: list[list], defence_abilities: set[str],
             rng: random.Random, samples: int) -> float:
    """The attackers' share of wins over `samples` battles."""
    if not any(u[2] for u in defence):
        return 1.0
    if not any(u[2] for u in attack):
        return 0.0
    wins = 0
    for _ in range(samples):
        if _one(attack, attack_abilities, defence, defence_abilities, rng):
            wins += 1
    return wins / samples


def _hits(units: list[list], abilities: set[str], phase: str, rng: random.Random) -> int:
    rolling = [u[1] for u in units if u[0] == phase]
    if not rolling:
        return 0
    if "bloodlust" in abilities:
        rolling.append(rolling[0])
    hits = 0
    double = "unstoppable_strike" in abilities and phase == "melee"
    for strength in rolling:
        face = rng.randint(1, 6)
        if face <= strength:
            hits += 2 if double and face == 1 else 1
    return hits


def _remove(units: list[list], hits: int, phase: str, abilities: set[str]) -> None:
    if hits and "heal" in abilities:
        hits -= 1
    for _ in range(hits):
        eligible = [u for u in units if phase != "melee" or u[0] != "flying"]
        if not eligible:
            return
        flank = [u for u in eligible if not u[2]]
        pool = flank if flank and len([u for u in units if u[2]]) <= 1 else eligible
        victim = min(pool, key=lambda u: (u[1], u[2]))
        units.remove(victim)


def _one(attack: list[list], aa: set[str], defence: list[list], da: set[str], rng: random.Random) -> bool:
    a = [list(u) for u in attack]
    d = [list(u) for u in defence]
    for _ in range(ROUND_LIMIT):
        for phase in PHASES:
            ha = _hits(a, aa, phase, rng)
            hd = _hits(d, da, phase, rng)
            _remove(d, ha, phase, da)
            _remove(a, hd, phase, aa)
            a_here = any(u[2] for u in a)
            d_here = any(u[2] for u in d)
            if not a_here or not d_here:
                return a_here and not d_here
    return sum(u[1] for u in a) > sum(u[1] for u in d)
