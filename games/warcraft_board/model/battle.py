"""Battles (§5): the interface the game calls, and the answers to the battle's decisions.

    events = start_battle(game, space)     # sets game.battle, draws the start cards, runs to a decision
    battle_decision(game)                  # the Decision pending (None: no battle, or it is over)
    events = apply_battle_action(game, a)  # checked fully first (IllegalAction, nothing changed)
    legal_battle_actions(game)             # every legal answer now

While a battle is fought `game.battle` is its `Battle` (battle_state.py); it is None again once the
battle ends (winner's draws included), and the game goes on with its next battle or the cleanup.
The battle's automatic parts (draws, dice, forced removals, the end) run in battle_flow.py; the
cards in battle_cards.py; who fights and which abilities work in battle_units.py.

Decisions (`Decision.kind`): `opt_in` (a partner with units only on flanks), `window` (a card window:
`play_card` or `pass`), `dispel` (an opposing Humans player may answer a card with `dispel_magic`),
`name_phases` (Slow Poison), `raise_dead`, `casualty` (the side's lead removes one unit),
`return_excess` (Raise Dead's excess at the end).
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import Any

from kernel.actions import Action
from kernel.errors import IllegalAction
from kernel.files import excerpt

from .actions import ACTIONS
from .battle_cards import TARGETED, dispel_repliers, finish_card, take_effect
from .battle_flow import raise_dead, remove, return_excess, run
from .battle_state import ATTACK, DEFENCE, PHASES, Battle, Pending
from .battle_units import flank_units, neutral_controller, seat_order, seats_with_units
from .decisions import Decision
from .state import NEUTRAL, Game

BATTLE_ACTION_TYPES = frozenset({"opt_in", "name_phases", "casualty", "raise_dead", "return_excess",
                                 "play_card", "pass"})


# -- the start --------------------------------------------------------------------------------

def start_battle(game: Game, space: str) -> list[dict]:
    """§5.1: sides, principals and participants of the battle in `space` (the mover attacks), then
    partners' opt-ins, the start draws and the battle up to its first decision."""
    mover = game.mover
    owners = seats_with_units(game, space)
    order = game.order_from(mover)
    everyone = seat_order(game, mover)
    attackers = [s for s in everyone if s in owners and game.friendly(s, mover)]
    defenders = [s for s in everyone if s in owners and game.hostile(s, mover)]
    if not attackers or not defenders:
        raise IllegalAction(f"{space}: no battle there (it holds no units of the mover's side and of a "
                            f"player hostile to him)")
    principals = attackers + defenders
    participants: list[int] = []
    for seat in principals:
        participants += [p.id for p in game.units_in(space, seat)]
        participants += [p.id for p in flank_units(game, space, seat)]
    partners = set()
    for seat in principals:
        if seat != NEUTRAL:
            partners.update(s for s in game.partners(seat) if game.alive(s))
    queue = [s for s in order if s in partners and s not in principals and flank_units(game, space, s)]
    battle = Battle(space=space, mover=mover, order=order, sides={ATTACK: attackers, DEFENCE: defenders},
                    principals=principals, participants=sorted(participants), queue=queue)
    if NEUTRAL in defenders:
        battle.neutral_controller = neutral_controller(game, mover)
    game.battle = battle
    events = [{"type": "battle_start", "space": space, "attackers": list(attackers),
               "defenders": list(defenders), "participants": list(battle.participants),
               "neutral_controller": battle.neutral_controller}]
    run(game, events)
    return events


# -- the decision pending -----------------------------------------------------------------------

def battle_decision(game: Game) -> Decision | None:
    battle = game.battle
    if battle is None or battle.pending is None:
        return None
    pending = battle.pending
    return Decision(pending.seat, pending.kind, dict(pending.options))


def _pending(game: Game, action: Action) -> Pending:
    battle = game.battle
    if battle is None or battle.pending is None:
        raise IllegalAction(f"{action.type}: no battle decision is pending")
    pending = battle.pending
    if action.player != pending.seat:
        raise IllegalAction(f"{action.type}: seat {pending.seat} must answer the battle's "
                            f"{pending.kind.replace('_', ' ')}, not seat {action.player}")
    return pending


EXPECTED = {"opt_in": ("opt_in",), "name_phases": ("name_phases",), "raise_dead": ("raise_dead",),
            "casualty": ("casualty",), "return_excess": ("return_excess",),
            "window": ("play_card", "pass"), "dispel": ("play_card", "pass")}


def check_battle_action(game: Game, action: Action) -> None:
    """Raise IllegalAction (with the rule's reason) unless the action answers the pending decision."""
    pending = _pending(game, action)
    kind = pending.kind
    if action.type not in EXPECTED[kind]:
        raise IllegalAction(f"{action.type}: not now; the battle waits for seat {pending.seat}'s "
                            f"{kind.replace('_', ' ')} ({' or '.join(EXPECTED[kind])})")
    options = pending.options
    if kind == "name_phases":
        phases = tuple(action.phases)
        bad = [p for p in phases if p not in PHASES]
        if bad:
            raise IllegalAction(f"name_phases: {excerpt(bad[0])} is not a phase (ranged, flying, melee)")
        if len(phases) != options["count"]:
            raise IllegalAction(f"name_phases: name {options['count']} phase(s), one per participating Slow Poison "
                                f"unit (repeats allowed), not {len(phases)}")
    elif kind == "raise_dead":
        if not 0 <= action.count <= options["most"]:
            raise IllegalAction(f"raise_dead: from 0 to {options['most']} melee units (one per natural 1, "
                                f"from the reserve), not {action.count}")
    elif kind == "casualty":
        if action.piece not in options["pieces"]:
            raise IllegalAction(f"casualty: piece {action.piece} is not an eligible casualty of the "
                                f"{options['side']} (eligible: {', '.join(map(str, options['pieces']))})")
    elif kind == "return_excess":
        pieces = list(action.pieces)
        if len(set(pieces)) != len(pieces) or any(p not in options["pieces"] for p in pieces):
            raise IllegalAction(f"return_excess: name distinct melee units of yours on the battle space "
                                f"({', '.join(map(str, options['pieces']))})")
        if len(pieces) != options["count"]:
            raise IllegalAction(f"return_excess: return exactly {options['count']} melee unit(s), down to the "
                                f"stack limit, not {len(pieces)}")
    elif kind == "window" and action.type == "play_card":
        cards = options["cards"]
        if action.card not in cards:
            fit = ", ".join(cards)
            raise IllegalAction(f"play_card: {excerpt(action.card)} cannot be played in this window "
                                f"({options['window'].replace('_', ' ')}); playable now: {fit}")
        if action.card in TARGETED and action.piece not in cards[action.card]:
            raise IllegalAction(f"play_card: {action.card} must name one of the units "
                                f"{', '.join(map(str, cards[action.card]))} (piece), not {excerpt(action.piece)}")
    elif kind == "dispel" and action.type == "play_card":
        if action.card != "dispel_magic":
            raise IllegalAction(f"play_card: only dispel_magic answers seat {options['seat']}'s "
                                f"{options['card']}, not {excerpt(action.card)}")


def apply_battle_action(game: Game, action: Action) -> list[dict]:
    """Check the action against the pending decision (nothing changes if it is refused), perform it,
    and run the battle on to its next decision or its end."""
    check_battle_action(game, action)
    battle: Battle = game.battle
    pending = battle.pending
    battle.pending = None
    events: list[dict] = []
    PERFORM[pending.kind](game, battle, pending, action, events)
    run(game, events)
    return events


# -- performing ---------------------------------------------------------------------------------

def _opt_in(game: Game, battle: Battle, pending: Pending, action: Any, events: list[dict]) -> None:
    seat = battle.queue.pop(0)
    side = ATTACK if game.friendly(seat, battle.mover) else DEFENCE
    if action.join:
        battle.sides[side] = [s for s in battle.order + [NEUTRAL] if s in battle.sides[side] or s == seat]
        battle.participants = sorted(battle.participants + [p.id for p in flank_units(game, battle.space, seat)])
    events.append({"type": "opt_in", "player": seat, "join": bool(action.join), "space": battle.space,
                   "side": side})


def _name_phases(game: Game, battle: Battle, pending: Pending, action: Any, events: list[dict]) -> None:
    seat = battle.queue.pop(0)
    battle.poison[seat] = list(dict.fromkeys(action.phases))
    events.append({"type": "phases_named", "player": seat, "phases": list(action.phases)})


def _raise_dead(game: Game, battle: Battle, pending: Pending, action: Any, events: list[dict]) -> None:
    seat = battle.queue.pop(0)
    if action.count:
        events.append(raise_dead(game, battle, seat, action.count))


def _casualty(game: Game, battle: Battle, pending: Pending, action: Any, events: list[dict]) -> None:
    remove(game, battle, action.piece, events, by="lead")


def _return_excess(game: Game, battle: Battle, pending: Pending, action: Any, events: list[dict]) -> None:
    seat = battle.queue.pop(0)
    events.append(return_excess(game, battle, seat, list(action.pieces)))


def _window(game: Game, battle: Battle, pending: Pending, action: Any, events: list[dict]) -> None:
    window = battle.window
    seat = window.queue.pop(0)
    if action.type == "pass":
        return
    window.played.append(seat)
    card = action.card
    piece = action.piece if card in TARGETED else None
    game.seats[seat].hand.remove(card)
    events.append({"type": "battle_card", "player": seat, "card": card, "piece": piece, "window": window.name})
    repliers = dispel_repliers(game, battle, seat)
    if repliers:
        window.reply = {"seat": seat, "card": card, "piece": piece, "repliers": repliers}
        _ask_dispel(battle)
    else:
        events.extend(take_effect(game, battle, seat, card, piece))


def _ask_dispel(battle: Battle) -> None:
    reply = battle.window.reply
    battle.pending = Pending(reply["repliers"][0], "dispel",
                             {"seat": reply["seat"], "card": reply["card"], "piece": reply["piece"]})


def _dispel(game: Game, battle: Battle, pending: Pending, action: Any, events: list[dict]) -> None:
    reply = battle.window.reply
    replier = reply["repliers"].pop(0)
    if action.type == "play_card":
        game.seats[replier].hand.remove("dispel_magic")
        finish_card(game, replier, "dispel_magic")
        finish_card(game, reply["seat"], reply["card"])
        battle.window.reply = None
        events.append({"type": "dispelled", "player": replier, "card": reply["card"], "from": reply["seat"]})
        return
    if reply["repliers"]:
        _ask_dispel(battle)
        return
    battle.window.reply = None
    events.extend(take_effect(game, battle, reply["seat"], reply["card"], reply["piece"]))


PERFORM = {"opt_in": _opt_in, "name_phases": _name_phases, "raise_dead": _raise_dead, "casualty": _casualty,
           "return_excess": _return_excess, "window": _window, "dispel": _dispel}


# -- every legal answer -------------------------------------------------------------------------

def legal_battle_actions(game: Game) -> list[Action]:
    battle = game.battle
    if battle is None or battle.pending is None:
        return []
    pending = battle.pending
    seat, options = pending.seat, pending.options
    make = ACTIONS.from_json
    if pending.kind == "opt_in":
        return [make({"type": "opt_in", "player": seat, "join": join}) for join in (True, False)]
    if pending.kind == "name_phases":
        return [make({"type": "name_phases", "player": seat, "phases": list(combo)})
                for combo in combinations_with_replacement(PHASES, options["count"])]
    if pending.kind == "raise_dead":
        return [make({"type": "raise_dead", "player": seat, "count": n}) for n in range(options["most"] + 1)]
    if pending.kind == "casualty":
        return [make({"type": "casualty", "player": seat, "piece": p}) for p in options["pieces"]]
    if pending.kind == "return_excess":
        return [make({"type": "return_excess", "player": seat, "pieces": list(combo)})
                for combo in combinations(options["pieces"], options["count"])]
    out = [make({"type": "pass", "player": seat})]
    if pending.kind == "dispel":
        return out + [make({"type": "play_card", "player": seat, "card": "dispel_magic"})]
    for card, found in options["cards"].items():
        for piece in found:
            data = {"type": "play_card", "player": seat, "card": card}
            if piece is not None:
                data["piece"] = piece
            out.append(make(data))
    return out
