"""Battle cards (§1's card table, §5.2's windows, C18-C29): which fit a window, their targets, effects.

A window asks a seat only when it holds a card playable there now (a target it can have, C35) and
has a unit taking part (§5.2); a card with no target is played with `piece` left out. Durations
(C19): `faerie_fire`, `envenomed_spears`, `moon_glaive` the phase; `polymorph` the round; `devour`,
`ensnare`, `web` the battle; the rest are instant. A card leaves the hand when played and reaches
the discard pile when its effect ends (a dispelled card at once).
"""

from __future__ import annotations

from .battle_rolls import opposing_hits, owed_now, own_hits, roll_curse, roll_moon_glaive
from .battle_state import ATTACK, DEFENCE, Battle, other_side
from .battle_units import eligible, participating, removal_is_forced, side_of, takes_part
from .state import NEUTRAL, Game

WINDOW_CARDS: dict[str, tuple[str, ...]] = {
    "round_start": ("polymorph", "devour"),
    "melee_start": ("ensnare", "web"),
    "before_rolls": ("faerie_fire", "envenomed_spears"),
    "after_rolls": ("moon_glaive", "curse"),
    "before_casualties": ("invisibility",),
    "before_removal": ("marksmanship",),
    "after_removal": ("pillage",),
}
DURATION = {"faerie_fire": "phase", "envenomed_spears": "phase", "moon_glaive": "phase",
            "polymorph": "round", "devour": "battle", "ensnare": "battle", "web": "battle"}
TARGETED = frozenset({"polymorph", "devour", "marksmanship"})
BATTLE_CARDS = frozenset(card for cards in WINDOW_CARDS.values() for card in cards) | {"dispel_magic"}


def window_seats(battle: Battle) -> list[int]:
    """Who a window asks, in order: the defending side's players (seat order from the mover), then the
    attacking side's. The neutrals play no cards."""
    return [seat for side in (DEFENCE, ATTACK) for seat in battle.order if seat in battle.sides[side]]


def targets(game: Game, battle: Battle, seat: int, card: str, window: str) -> list[int | None]:
    """The targets the seat may name with `card` in `window` now: piece ids, [None] for a card with no
    target, [] when it cannot be played."""
    if card not in WINDOW_CARDS.get(window, ()) or card not in game.seats[seat].hand:
        return []
    if not takes_part(game, battle, seat):
        return []
    side = side_of(battle, seat)
    enemy = other_side(side)
    enemy_units = [p for p in participating(game, battle) if p.owner in battle.sides[enemy]]
    if card == "polymorph":
        return [p.id for p in enemy_units if p.id not in battle.polymorphed]
    if card == "devour":
        return [p.id for p in enemy_units if game.unit_kind(p) in ("melee", "ranged")]
    if card in ("ensnare", "web"):
        flyers = any(game.unit_kind(p) == "flying" for p in enemy_units)
        return [None] if flyers and enemy not in battle.ensnared else []
    if card == "faerie_fire":
        return [None] if not battle.rolled_phase and not battle.faerie_fire else []
    if card == "envenomed_spears":
        return [None] if seat in battle.rollers and seat not in battle.envenomed else []
    if card == "moon_glaive":
        return [None] if own_hits(battle, seat) else []
    if card == "curse":
        return [None] if opposing_hits(battle, seat) else []
    if card == "invisibility":
        return [None] if owed_now(battle, side) else []
    if card == "marksmanship":
        removing = battle.next_side
        if removing != enemy:
            return []
        if removal_is_forced(game, battle, removing):
            return []
        return [p.id for p in eligible(game, battle, removing)]
    if card == "pillage":
        removed = battle.removed
        if not removed or removed["side"] != enemy or removed["owner"] == NEUTRAL:
            return []
        return [None]
    return []


def playable(game: Game, battle: Battle, seat: int, window: str) -> dict[str, list[int | None]]:
    """{card: targets} for every card the seat may play in the window now (hand order, once each)."""
    out: dict[str, list[int | None]] = {}
    for card in dict.fromkeys(game.seats[seat].hand):
        found = targets(game, battle, seat, card, window)
        if found:
            out[card] = found
    return out


def dispel_repliers(game: Game, battle: Battle, seat: int) -> list[int]:
    """Opposing Humans players who may answer a card with `dispel_magic` (C18), in window order."""
    side = side_of(battle, seat)
    return [s for s in window_seats(battle)
            if s in battle.sides[other_side(side)] and "dispel_magic" in game.seats[s].hand
            and takes_part(game, battle, s)]


def finish_card(game: Game, seat: int, card: str) -> None:
    """A played card's effect is over: to its owner's discard pile."""
    if seat != NEUTRAL and 0 <= seat < len(game.seats):
        game.seats[seat].discard.append(card)


def take_effect(game: Game, battle: Battle, seat: int, card: str, piece: int | None) -> list[dict]:
    """The card's effect, now that no Dispel Magic cancelled it."""
    side = side_of(battle, seat)
    events: list[dict] = []
    if card == "polymorph":
        battle.polymorphed.append(piece)
    elif card == "devour":
        battle.devoured[piece] = seat
    elif card in ("ensnare", "web"):
        battle.ensnared.append(other_side(side))
    elif card == "faerie_fire":
        battle.faerie_fire = True
    elif card == "envenomed_spears":
        battle.envenomed.append(seat)
    elif card == "moon_glaive":
        events.append(roll_moon_glaive(game, battle, seat))
    elif card == "curse":
        events.append(roll_curse(game, battle, seat))
    elif card == "invisibility":
        battle.prevented[side] = battle.prevented.get(side, 0) + 1
    elif card == "marksmanship":
        battle.marked = piece
    elif card == "pillage":
        events.append(pillage(game, battle, seat))
    if card in DURATION:
        battle.cards.append((seat, card, DURATION[card]))
    else:
        finish_card(game, seat, card)
    return events


def pillage(game: Game, battle: Battle, seat: int) -> dict:
    """The removed piece's owner pays its training cost to the Orc player; of a resource he lacks he
    pays all he has (a `call_to_arms` worker costs a worker's price, C11)."""
    removed = battle.removed
    paid = game.pay_cost(removed["owner"], game.values.unit_cost[removed["kind"]])
    game.seats[seat].gold += paid["gold"]
    game.seats[seat].wood += paid["wood"]
    return {"type": "pillage", "player": seat, "from": removed["owner"], "piece": removed["piece"], **paid}


def end_cards(game: Game, battle: Battle, until: str) -> None:
    """Cards whose duration ends now go to the discard pile (`until`: phase, round or battle)."""
    ending = ("phase",) if until == "phase" else ("phase", "round") if until == "round" else \
        ("phase", "round", "battle")
    for seat, card, duration in list(battle.cards):
        if duration in ending:
            battle.cards.remove((seat, card, duration))
            finish_card(game, seat, card)
