"""The battle's own state: plain data the battle machine (battle.py) reads and writes.

A battle is a resumable state machine: `stage` names the next step to run, and everything the
steps need to go on (the round, the phase, the wave's dice, the open card window, the casualties
still owed) is kept here, so the battle stops at any decision and goes on from the game file's next
action. Nothing here is ever written to a file: the file holds the actions and the recorded dice,
and replaying them rebuilds this. All fields are plain lists, dicts and small dataclasses, so a
deep copy of the game copies the battle.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ATTACK = "attackers"
DEFENCE = "defenders"
SIDES = (DEFENCE, ATTACK)              # the order casualties are removed in, and windows ask in
PHASES = ("ranged", "flying", "melee")


def other_side(side: str) -> str:
    return ATTACK if side == DEFENCE else DEFENCE


@dataclass
class Pending:
    """A decision the battle waits for: `seat` must act; `kind` says what; `options` for the UI."""
    seat: int
    kind: str      # opt_in | window | dispel | name_phases | raise_dead | casualty | return_excess
    options: dict[str, Any] = field(default_factory=dict)


@dataclass
class Window:
    """An open card window: `name` (round_start, melee_start, before_rolls, after_rolls,
    before_casualties, before_removal, after_removal), the seats still to ask in order, the seats
    that played a card in it, and the stage to go on with when it closes."""
    name: str
    queue: list[int]
    then: str
    played: list[int] = field(default_factory=list)
    # a card just played that waits for Dispel Magic replies: {"seat", "card", "piece", "repliers": [...]}
    reply: dict[str, Any] | None = None


@dataclass
class Die:
    """One attack die of the wave: its natural face and what it did."""
    seat: int
    face: int
    hit: bool
    casualties: int            # 0, 1 or 2 (unstoppable_strike on a natural 1)
    extra: str | None = None   # None (a unit's die), "bloodlust", "moon_glaive"
    rerolled: int | None = None  # the missed face an envenomed_spears reroll replaced


@dataclass
class Battle:
    space: str
    mover: int
    order: list[int]                       # seats in seat order from the mover (surviving players)
    sides: dict[str, list[int]]            # side -> seats taking part (neutrals as their seat id)
    principals: list[int]                  # seats with a unit on the battle space at the start
    participants: list[int]                # piece ids taking part (fixed at the start, + Raise Dead)
    neutral_controller: int | None = None  # Elf Gate: the seat acting for the neutrals (C38)
    stage: str = "opt_in"
    queue: list[int] = field(default_factory=list)   # seats still to ask (opt-in, Slow Poison, Raise Dead)
    pending: Pending | None = None
    window: Window | None = None
    round: int = 0
    phase: str | None = None
    wave: int = 0                          # 0 or 1 within the phase
    first_strikers: list[int] = field(default_factory=list)   # this phase's first-wave seats
    poison: dict[int, list[str]] = field(default_factory=dict)  # seat -> phases it strikes first in (round)
    polymorphed: list[int] = field(default_factory=list)       # piece ids (this round)
    devoured: dict[int, int] = field(default_factory=dict)     # piece id -> seat that devoured it
    ensnared: list[str] = field(default_factory=list)          # sides whose flyers are melee casualties
    cards: list[tuple[int, str, str]] = field(default_factory=list)  # (seat, card, "phase"|"round"|"battle")
    faerie_fire: bool = False              # this phase
    envenomed: list[int] = field(default_factory=list)        # seats whose misses reroll (this phase)
    heal_used: list[str] = field(default_factory=list)        # sides healed this phase
    rolled_phase: bool = False             # somebody rolled in this phase already
    rollers: list[int] = field(default_factory=list)          # seats rolling in this wave
    dice: list[Die] = field(default_factory=list)             # this wave's attack dice
    prevented: dict[str, int] = field(default_factory=dict)   # side -> casualties prevented (curse, invisibility)
    owed: dict[str, int] = field(default_factory=dict)        # side -> casualties still to remove in the wave
    next_side: str = DEFENCE               # the side removing next
    marked: int | None = None              # a marksmanship choice for the next removal
    removed: dict[str, Any] | None = None  # the last removal {"piece", "owner", "kind", "side"} (pillage)
    raised: dict[int, int] = field(default_factory=dict)      # seat -> melee units raised (this battle)
    respawn: dict[str, Any] | None = None  # Nordrassil: {"piece", "spaces"} waiting for the Undead's choice
    winner: str | None = None
    excess: list[int] = field(default_factory=list)           # seats still to return Raise Dead excess
