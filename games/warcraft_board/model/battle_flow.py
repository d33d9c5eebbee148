"""The battle's automatic steps (§5.2-§5.5), one stage at a time, until a decision is needed.

`run(game, events)` performs stages while no decision is pending. Each stage does its part and
names the next, or sets `battle.pending` and stops; the action answering it (battle.py) does what
it says and calls `run` again. The stages, in order:

    opt_in -> draws -> round_start (window) -> poison_init -> poison -> round_check
    -> phase_start (melee: window) -> wave_start (before_rolls window) -> rolls -> raise_dead
    -> (after_rolls window) -> casualty_window (before_casualties window) -> casualty_setup
    -> removal (before_removal window) -> pick -> (after_removal window) -> removal ... -> wave_end
    -> phase_end (end check) -> next phase / round_start ... -> end -> excess -> final
"""

from __future__ import annotations

from collections.abc import Callable

from .battle_cards import end_cards, playable, window_seats
from .battle_rolls import inflicted, natural_ones, owed_now, roll_wave
from .battle_state import ATTACK, DEFENCE, PHASES, Battle, Pending, Window, other_side
from .battle_units import (
    ability_count,
    active_units,
    eligible,
    has_ability,
    lead,
    on_space,
    removal_is_forced,
    side_of,
    sides_on_space,
    takes_part,
)
from .state import NEUTRAL, Game

Events = list[dict]


def run(game: Game, events: Events) -> None:
    battle = game.battle
    while game.battle is battle and battle is not None and battle.pending is None and not game.over:
        STAGES[battle.stage](game, battle, events)
    if game.over and game.battle is battle and battle is not None:
        game.battle = None         # a draw emptied Nordrassil's Night Elf deck: the game ended at once


def open_window(battle: Battle, name: str, then: str) -> None:
    battle.window = Window(name, window_seats(battle), then)
    battle.stage = "window"


def _window(game: Game, battle: Battle, events: Events) -> None:
    window = battle.window
    while window.queue:
        seat = window.queue[0]
        cards = playable(game, battle, seat, window.name) if seat not in window.played else {}
        if cards:
            battle.pending = Pending(seat, "window", {"window": window.name, "cards": cards})
            return
        window.queue.pop(0)
    battle.window = None
    battle.stage = window.then


# -- the start and the rounds -----------------------------------------------------------------

def _opt_in(game: Game, battle: Battle, events: Events) -> None:
    if battle.queue:
        seat = battle.queue[0]
        battle.pending = Pending(seat, "opt_in", {"space": battle.space})
        return
    battle.stage = "draws"


def _draws(game: Game, battle: Battle, events: Events) -> None:
    """§5.2.1: every player with a participating unit draws 1 XP card, seat order from the mover."""
    for seat in battle.order:
        if takes_part(game, battle, seat):
            card = game.draw_card(seat)
            events.append({"type": "battle_draw", "player": seat, "drawn": card is not None})
            if game.over:
                return
    battle.stage = "round_start"


def _round_start(game: Game, battle: Battle, events: Events) -> None:
    battle.round += 1
    battle.poison = {}
    events.append({"type": "battle_round", "space": battle.space, "round": battle.round})
    open_window(battle, "round_start", "poison_init")


def _poison_init(game: Game, battle: Battle, events: Events) -> None:
    """Each Slow Poison owner names his phases: one per such unit, all three with >= 3 (§5.4)."""
    battle.queue = []
    for seat in battle.order:
        if side_of(battle, seat) is None:
            continue
        count = ability_count(game, battle, seat, "slow_poison")
        if count >= 3:
            battle.poison[seat] = list(PHASES)
            events.append({"type": "phases_named", "player": seat, "phases": list(PHASES)})
        elif count:
            battle.queue.append(seat)
    battle.stage = "poison"


def _poison(game: Game, battle: Battle, events: Events) -> None:
    if battle.queue:
        seat = battle.queue[0]
        battle.pending = Pending(seat, "name_phases",
                                 {"count": ability_count(game, battle, seat, "slow_poison"), "phases": list(PHASES)})
        return
    battle.stage = "round_check"


def ended(game: Game, battle: Battle) -> bool:
    """§5.5: the battle space holds units of only one side, or none (flank units cannot go on)."""
    return len(sides_on_space(game, battle)) < 2


def _round_check(game: Game, battle: Battle, events: Events) -> None:
    if ended(game, battle):
        battle.stage = "end"
        return
    battle.phase = PHASES[0]
    battle.stage = "phase_start"


# -- phases and waves ------------------------------------------------------------------------

def _phase_start(game: Game, battle: Battle, events: Events) -> None:
    battle.faerie_fire = False
    battle.envenomed = []
    battle.heal_used = []
    battle.rolled_phase = False
    battle.wave = 0
    battle.first_strikers = [s for s in battle.order if battle.phase in battle.poison.get(s, ())]
    events.append({"type": "battle_phase", "space": battle.space, "phase": battle.phase})
    if battle.phase == "melee":
        open_window(battle, "melee_start", "wave_start")
    else:
        battle.stage = "wave_start"


def wave_seats(game: Game, battle: Battle) -> list[int]:
    """Seats rolling in this wave: first strikers in the first wave, everyone else in the second
    (one wave when nobody strikes first); only seats with a unit of the phase's type that counts."""
    seats = [s for s in battle.order + [NEUTRAL] if side_of(battle, s) is not None]
    if battle.first_strikers:
        first = battle.wave == 0
        seats = [s for s in seats if (s in battle.first_strikers) == first]
    return [s for s in seats if active_units(game, battle, s, battle.phase)]


def _wave_start(game: Game, battle: Battle, events: Events) -> None:
    battle.rollers = wave_seats(game, battle)
    battle.dice = []
    battle.prevented = {}
    battle.owed = {}
    battle.marked = None
    battle.removed = None
    if not battle.rollers:
        battle.stage = "wave_end"
        return
    open_window(battle, "before_rolls", "rolls")


def _rolls(game: Game, battle: Battle, events: Events) -> None:
    events.extend(roll_wave(game, battle))
    battle.rolled_phase = True
    battle.queue = [s for s in battle.rollers
                    if has_ability(game, battle, s, "raise_dead") and natural_ones(battle, s)
                    and game.reserve(s, "melee")]
    battle.stage = "raise_dead"


def raise_dead_most(game: Game, battle: Battle, seat: int) -> int:
    return min(natural_ones(battle, seat), len(game.reserve(seat, "melee")))


def _raise_dead(game: Game, battle: Battle, events: Events) -> None:
    if battle.queue:
        seat = battle.queue[0]
        battle.pending = Pending(seat, "raise_dead", {"most": raise_dead_most(game, battle, seat)})
        return
    open_window(battle, "after_rolls", "casualty_window")


def raise_dead(game: Game, battle: Battle, seat: int, count: int) -> dict:
    """Put `count` melee units from the seat's reserve on the battle space (no stack limit): they take
    part at once (C30)."""
    pieces = game.reserve(seat, "melee")[:count]
    for piece in pieces:
        piece.where, piece.space = "map", battle.space
        battle.participants.append(piece.id)
    battle.raised[seat] = battle.raised.get(seat, 0) + len(pieces)
    return {"type": "raised", "player": seat, "space": battle.space, "pieces": [p.id for p in pieces]}


def _casualty_window(game: Game, battle: Battle, events: Events) -> None:
    open_window(battle, "before_casualties", "casualty_setup")


def heals(game: Game, battle: Battle, side: str) -> bool:
    return side not in battle.heal_used and any(has_ability(game, battle, s, "heal") for s in battle.sides[side])


def _casualty_setup(game: Game, battle: Battle, events: Events) -> None:
    """§5.3 reductions, all in place before the first removal; Heal: the first time in the phase that
    the side must remove casualties (it still owes some after the cards, and has an eligible unit), one
    fewer."""
    for side in (DEFENCE, ATTACK):
        owed = owed_now(battle, side)
        healed = 0
        if owed and eligible(game, battle, side) and heals(game, battle, side):
            battle.heal_used.append(side)
            healed = 1
            owed -= 1
        battle.owed[side] = owed
        if inflicted(battle, side) or healed:
            events.append({"type": "casualties", "side": side, "inflicted": inflicted(battle, side),
                           "prevented": battle.prevented.get(side, 0), "healed": healed, "owed": owed})
    battle.next_side = DEFENCE
    battle.stage = "removal"


def _removal(game: Game, battle: Battle, events: Events) -> None:
    """One removal at a time, defending side first, alternating; a side done leaves the other alone.
    Casualties beyond the eligible units are ignored."""
    for side in (battle.next_side, other_side(battle.next_side)):
        if battle.owed.get(side, 0) > 0 and eligible(game, battle, side):
            battle.next_side = side
            break
    else:
        battle.owed = {}
        battle.stage = "wave_end"
        return
    battle.marked = None
    if removal_is_forced(game, battle, battle.next_side):
        battle.stage = "pick"
    else:
        open_window(battle, "before_removal", "pick")


def _pick(game: Game, battle: Battle, events: Events) -> None:
    side = battle.next_side
    units = eligible(game, battle, side)
    if battle.marked is not None and any(p.id == battle.marked for p in units):
        remove(game, battle, battle.marked, events, by="marksmanship")
    elif removal_is_forced(game, battle, side):
        remove(game, battle, units[0].id, events, by="forced")
    else:
        battle.pending = Pending(lead(game, battle, side), "casualty",
                                 {"side": side, "owed": battle.owed[side], "pieces": [p.id for p in units]})


def remove(game: Game, battle: Battle, piece_id: int, events: Events, by: str) -> None:
    """Remove one casualty of the removing side, then the after-removal window (Pillage)."""
    side = battle.next_side
    piece = game.pieces[piece_id]
    info = {"piece": piece_id, "owner": piece.owner, "kind": piece.kind, "side": side}
    events.append({"type": "casualty", "player": piece.owner, "piece": piece_id, "kind": game.unit_kind(piece),
                   "space": piece.space, "side": side, "by": by})
    battle.participants.remove(piece_id)
    game.remove_unit(piece_id)
    battle.owed[side] -= 1
    battle.marked = None
    battle.removed = info
    battle.next_side = other_side(side)
    open_window(battle, "after_removal", "removal")


def _wave_end(game: Game, battle: Battle, events: Events) -> None:
    battle.removed = None
    if battle.first_strikers and battle.wave == 0:
        battle.wave = 1
        battle.stage = "wave_start"
    else:
        battle.stage = "phase_end"


def _phase_end(game: Game, battle: Battle, events: Events) -> None:
    end_cards(game, battle, "phase")
    battle.faerie_fire = False
    battle.envenomed = []
    if ended(game, battle):
        battle.stage = "end"
        return
    index = PHASES.index(battle.phase)
    if index + 1 < len(PHASES):
        battle.phase = PHASES[index + 1]
        battle.stage = "phase_start"
        return
    end_cards(game, battle, "round")       # §5.2.4: round-long effects end
    battle.polymorphed = []
    battle.phase = None
    battle.stage = "round_start"


# -- the end -------------------------------------------------------------------------------

def _end(game: Game, battle: Battle, events: Events) -> None:
    """§5.5: the winner, Devour's unit, then Raise Dead's excess, then the winner's draws."""
    present = sides_on_space(game, battle)
    battle.winner = present[0] if len(present) == 1 else None
    for piece_id, seat in list(battle.devoured.items()):
        piece = game.pieces[piece_id]
        del battle.devoured[piece_id]
        if battle.winner is not None and battle.winner == side_of(battle, seat):
            events.append({"type": "devoured", "player": piece.owner, "piece": piece_id, "space": piece.space,
                           "by": seat})
            game.remove_unit(piece_id)
        else:
            events.append({"type": "devour_returned", "player": piece.owner, "piece": piece_id,
                           "space": piece.space})
    end_cards(game, battle, "battle")
    battle.phase = None
    battle.queue = [s for s in battle.order if battle.raised.get(s)]
    battle.stage = "excess"


def excess_choice(game: Game, battle: Battle, seat: int) -> tuple[int, list[int]]:
    """How many melee units the seat must return from the battle space (its side's units there over
    the stack limit, C-§5.4), and his melee units there to choose from."""
    side = side_of(battle, seat)
    over = len(on_space(game, battle, side)) - game.values.stack_limit
    melee = [p.id for p in game.units_in(battle.space, seat) if game.unit_kind(p) == "melee"]
    return max(0, min(over, len(melee))), melee


def return_excess(game: Game, battle: Battle, seat: int, pieces: list[int]) -> dict:
    for piece_id in pieces:
        piece = game.pieces[piece_id]
        piece.where, piece.space = "reserve", None       # not killed: no respawn, no Pillage
        if piece_id in battle.participants:
            battle.participants.remove(piece_id)
    return {"type": "excess_returned", "player": seat, "space": battle.space, "pieces": list(pieces)}


def _excess(game: Game, battle: Battle, events: Events) -> None:
    while battle.queue:
        seat = battle.queue[0]
        count, melee = excess_choice(game, battle, seat)
        if count and count < len(melee):
            battle.pending = Pending(seat, "return_excess", {"count": count, "pieces": melee})
            return
        battle.queue.pop(0)
        if count:
            events.append(return_excess(game, battle, seat, melee))
    battle.stage = "final"


def _final(game: Game, battle: Battle, events: Events) -> None:
    winners = []
    if battle.winner is not None:
        winners = [s for s in battle.order if s in battle.sides[battle.winner]]
    events.append({"type": "battle_end", "space": battle.space, "winner": battle.winner, "winners": winners})
    game.battle = None
    for seat in winners:              # §5.5.4: each winner with a unit on the battle space draws
        if game.units_in(battle.space, seat):
            card = game.draw_card(seat)
            events.append({"type": "battle_reward", "player": seat, "drawn": card is not None})
            if game.over:
                return


STAGES: dict[str, Callable[[Game, Battle, Events], None]] = {
    "window": _window, "opt_in": _opt_in, "draws": _draws, "round_start": _round_start,
    "poison_init": _poison_init, "poison": _poison, "round_check": _round_check,
    "phase_start": _phase_start, "wave_start": _wave_start, "rolls": _rolls, "raise_dead": _raise_dead,
    "casualty_window": _casualty_window, "casualty_setup": _casualty_setup, "removal": _removal,
    "pick": _pick, "wave_end": _wave_end, "phase_end": _phase_end, "end": _end, "excess": _excess,
    "final": _final,
}

