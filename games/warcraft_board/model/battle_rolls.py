"""A wave's dice (§5.3, §5.4): each rolling player's attack, and the dice cards add (C21-C23).

Every die comes from `game.roll_dice` (recorded in the game file's `dice`), in this order: the
rolling players in seat order from the mover (the neutrals last), each his unit dice then his
Bloodlust die, then his Envenomed Spears rerolls of his misses in order; Moon Glaive and Curse dice
when the card takes effect.
"""

from __future__ import annotations

from .battle_state import Battle, Die, other_side
from .battle_units import active_units, has_ability, side_of
from .state import Game


def modifier(battle: Battle) -> int:
    """`faerie_fire`: every attack die counts 1 lower this phase, for both sides (C23)."""
    return 1 if battle.faerie_fire else 0


def is_hit(battle: Battle, face: int, strength: int) -> bool:
    return face - modifier(battle) <= strength


def dice_count(game: Game, battle: Battle, seat: int) -> int:
    """The seat's attack dice this wave: one per participating, not polymorphed unit of the phase's
    type, plus 1 for Bloodlust when it rolls at least one (§5.4)."""
    units = len(active_units(game, battle, seat, battle.phase))
    if units and has_ability(game, battle, seat, "bloodlust"):
        units += 1
    return units


def roll_seat(game: Game, battle: Battle, seat: int) -> list[Die]:
    kind = battle.phase
    units = len(active_units(game, battle, seat, kind))
    if not units:
        return []
    strength = game.strength(seat, kind)
    bloodlust = has_ability(game, battle, seat, "bloodlust")
    unstoppable = "unstoppable_strike" in game.abilities(seat, kind)
    faces = game.roll_dice(units + (1 if bloodlust else 0))
    dice = [Die(seat, face, False, 0, "bloodlust" if i == units else None) for i, face in enumerate(faces)]
    for die in dice:
        die.hit = is_hit(battle, die.face, strength)
    if seat in battle.envenomed:          # C21: every miss rerolled once, the new face stands
        misses = [die for die in dice if not die.hit]
        for die, face in zip(misses, game.roll_dice(len(misses)), strict=True):
            die.rerolled, die.face = die.face, face
            die.hit = is_hit(battle, face, strength)
    for die in dice:
        die.casualties = (2 if unstoppable and die.face == 1 else 1) if die.hit else 0
    return dice


def roll_wave(game: Game, battle: Battle) -> list[dict]:
    """Every rolling player's attack: the wave's dice, one event per player."""
    events = []
    for seat in battle.rollers:
        dice = roll_seat(game, battle, seat)
        battle.dice.extend(dice)
        events.append({"type": "battle_roll", "player": seat, "kind": battle.phase,
                       "dice": [d.face for d in dice],
                       "rerolled": [d.rerolled for d in dice if d.rerolled is not None],
                       "hits": sum(1 for d in dice if d.hit), "casualties": sum(d.casualties for d in dice)})
    return events


def natural_ones(battle: Battle, seat: int) -> int:
    """Raise Dead's trigger: natural 1s on the seat's attack dice this wave (C30, §5.4)."""
    return sum(1 for d in battle.dice if d.seat == seat and d.face == 1 and d.extra != "moon_glaive")


def own_hits(battle: Battle, seat: int) -> int:
    """Moon Glaive's count: the seat's own hitting dice of the wave, not its Moon Glaive dice (C22)."""
    return sum(1 for d in battle.dice if d.seat == seat and d.hit and d.extra != "moon_glaive")


def opposing_hits(battle: Battle, seat: int) -> int:
    """Curse's count: hitting dice the opposing side rolled so far in the wave (C22)."""
    side = side_of(battle, seat)
    enemies = battle.sides[other_side(side)] if side else []
    return sum(1 for d in battle.dice if d.seat in enemies and d.hit)


def roll_moon_glaive(game: Game, battle: Battle, seat: int) -> dict:
    """One more die per hitting die of the seat's roll, at the same S; hits only, no further dice."""
    strength = game.strength(seat, battle.phase)
    faces = game.roll_dice(own_hits(battle, seat))
    dice = [Die(seat, face, is_hit(battle, face, strength), 0, "moon_glaive") for face in faces]
    for die in dice:
        die.casualties = 1 if die.hit else 0
    battle.dice.extend(dice)
    return {"type": "moon_glaive", "player": seat, "dice": faces, "hits": sum(d.casualties for d in dice)}


def roll_curse(game: Game, battle: Battle, seat: int) -> dict:
    """One die per opposing hitting die; each 1-3 prevents one casualty to the seat's side (C22)."""
    faces = game.roll_dice(opposing_hits(battle, seat))
    prevented = sum(1 for face in faces if face <= 3)
    side = side_of(battle, seat)
    battle.prevented[side] = battle.prevented.get(side, 0) + prevented
    return {"type": "curse", "player": seat, "dice": faces, "prevented": prevented}


def inflicted(battle: Battle, side: str) -> int:
    """Casualties the opposing side's dice inflict on `side` this wave, before reductions."""
    enemies = battle.sides[other_side(side)]
    return sum(d.casualties for d in battle.dice if d.seat in enemies)


def owed_now(battle: Battle, side: str) -> int:
    """Casualties the side must remove in this wave after Curse and Invisibility (before Heal)."""
    return max(0, inflicted(battle, side) - battle.prevented.get(side, 0))
