"""Who fights in a battle (§5.1), who picks casualties (§5.3), and which abilities work (§5.4).

Pure questions on the game and its battle: nothing here changes either.
"""

from __future__ import annotations

from .battle_state import ATTACK, DEFENCE, Battle, other_side
from .state import NEUTRAL, Game, Piece


def flank_units(game: Game, space: str, seat: int) -> list[Piece]:
    """The seat's units on the flanks of `space`: every adjacent space, except that melee and ranged
    units across a walled edge do not flank (Prisoners, §7)."""
    units: list[Piece] = []
    for flank in game.board.neighbours(space):
        walled = game.board.walled(space, flank)
        for piece in game.units_in(flank, seat):
            if walled and game.unit_kind(piece) in ("melee", "ranged"):
                continue
            units.append(piece)
    return units


def seats_with_units(game: Game, space: str) -> list[int]:
    """Owners of units in `space`, in first-seen order of piece ids (neutrals included)."""
    return list(dict.fromkeys(p.owner for p in game.units_in(space)))


def neutral_controller(game: Game, mover: int) -> int | None:
    """C38: the next surviving player to the left (seat order) of the player fighting the neutrals."""
    for seat in game.order_from(mover)[1:]:
        return seat
    return None


def seat_order(game: Game, mover: int) -> list[int]:
    """Seats in seat order from the mover (surviving players), the neutrals last."""
    return game.order_from(mover) + [NEUTRAL]


def participating(game: Game, battle: Battle, seat: int | None = None) -> list[Piece]:
    """Units taking part now: fixed at the start (+ Raise Dead), still on the map, not devoured."""
    out = []
    for piece_id in battle.participants:
        piece = game.pieces[piece_id]
        if piece.where != "map" or piece_id in battle.devoured:
            continue
        if seat is None or piece.owner == seat:
            out.append(piece)
    return out


def side_of(battle: Battle, seat: int) -> str | None:
    for side, seats in battle.sides.items():
        if seat in seats:
            return side
    return None


def takes_part(game: Game, battle: Battle, seat: int) -> bool:
    """A battle card needs >= 1 of its owner's units taking part (§5.2)."""
    return seat != NEUTRAL and bool(participating(game, battle, seat))


def on_space(game: Game, battle: Battle, side: str) -> list[Piece]:
    """The side's units on the battle space (devoured ones are set aside, C27)."""
    seats = battle.sides[side]
    return [p for p in game.units_in(battle.space) if p.owner in seats and p.id not in battle.devoured]


def sides_on_space(game: Game, battle: Battle) -> list[str]:
    return [side for side in (DEFENCE, ATTACK) if on_space(game, battle, side)]


def lead(game: Game, battle: Battle, side: str) -> int:
    """The seat picking the side's casualties: the mover for the attackers; for the defenders the
    principal with most units on the battle space now (tie: first in seat order from the mover). A
    neutral lead's choices are made by its controller (C38)."""
    if side == ATTACK:
        return battle.mover
    principals = [s for s in battle.order + [NEUTRAL] if s in battle.sides[DEFENCE] and s in battle.principals]
    here = on_space(game, battle, DEFENCE)          # a devoured unit is set aside: not on the space
    best = max(principals, key=lambda s: (sum(1 for p in here if p.owner == s), -principals.index(s)))
    return controller(battle, best)


def controller(battle: Battle, seat: int) -> int:
    """Who acts for a seat: itself, or the neutrals' controller."""
    if seat == NEUTRAL and battle.neutral_controller is not None:
        return battle.neutral_controller
    return seat


def active_units(game: Game, battle: Battle, seat: int, kind: str) -> list[Piece]:
    """The seat's participating units of a type that count this round (not polymorphed, C28)."""
    return [p for p in participating(game, battle, seat)
            if game.unit_kind(p) == kind and p.id not in battle.polymorphed]


def has_ability(game: Game, battle: Battle, seat: int, ability: str) -> bool:
    """An ability works while >= 1 participating, not polymorphed unit of the seat has it (§1)."""
    if seat == NEUTRAL:
        return False
    for kind in ("melee", "ranged", "flying"):
        if ability in game.abilities(seat, kind) and active_units(game, battle, seat, kind):
            return True
    return False


def ability_count(game: Game, battle: Battle, seat: int, ability: str) -> int:
    """How many participating, not polymorphed units of the seat have the ability (Slow Poison's count)."""
    if seat == NEUTRAL:
        return 0
    return sum(len(active_units(game, battle, seat, kind))
               for kind in ("melee", "ranged", "flying") if ability in game.abilities(seat, kind))


def eligible(game: Game, battle: Battle, side: str) -> list[Piece]:
    """§5.3: the side's participating units (battle space or flanks), except devoured ones and, in the
    melee phase, flyers (unless `ensnare`/`web` hit that side, C26). By piece id."""
    units = [p for p in participating(game, battle) if p.owner in battle.sides[side]]
    if battle.phase == "melee" and side not in battle.ensnared:
        units = [p for p in units if game.unit_kind(p) != "flying"]
    return sorted(units, key=lambda p: p.id)


def opponents(battle: Battle, seat: int) -> list[int]:
    side = side_of(battle, seat)
    return [] if side is None else list(battle.sides[other_side(side)])


def removal_is_forced(game: Game, battle: Battle, side: str) -> bool:
    """Every eligible unit of the side must go: no choice to make (the engine removes them by id)."""
    return battle.owed.get(side, 0) >= len(eligible(game, battle, side))
