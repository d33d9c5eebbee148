"""A computer seat's answers inside a battle: partners' opt-in, card plays and their targets, Dispel
replies, Slow Poison phases, Raise Dead, casualty picks (its side's and the neutrals'), the excess.

Only public things are read: the battle (sides, participants, dice on the table, cards played) and
the seat's own hand (through the options the rules list for it).
"""

from __future__ import annotations

from typing import Any

from ..model.actions import ACTIONS
from ..model.battle_flow import heals
from ..model.battle_rolls import modifier, opposing_hits, owed_now, own_hits
from ..model.battle_state import ATTACK, DEFENCE, PHASES
from ..model.battle_units import active_units, eligible, participating, side_of
from ..model.state import NEUTRAL
from .assess import Snapshot, odds

make = ACTIONS.from_json


def side_units(game: Any, battle: Any, side: str) -> list[Any]:
    return [p for p in participating(game, battle) if p.owner in battle.sides[side]]


def side_worths(game: Any, snap: Snapshot, battle: Any, side: str) -> list[float]:
    return [snap.worth.get(p.id, 0.3) for p in side_units(game, battle, side) if p.id not in battle.devoured]


def current_odds(game: Any, battle: Any, side: str) -> float:
    """The chance of `side` to win from here by the attrition model (battle-space presence needed)."""
    snap = Snapshot(game)
    other = DEFENCE if side == ATTACK else ATTACK
    mine = side_worths(game, snap, battle, side)
    theirs = side_worths(game, snap, battle, other)
    on_space_mine = [p for p in side_units(game, battle, side) if p.space == battle.space]
    if not on_space_mine:
        return 0.0
    return odds(mine, theirs)


def opt_in(game: Any, seat: int, level: str) -> Any:
    """A partner with flankers only: join when the partner's side then should win (easy: always)."""
    battle = game.battle
    if level == "easy":
        return make({"type": "opt_in", "player": seat, "join": True})
    snap = Snapshot(game)
    side = ATTACK if game.friendly(seat, battle.mover) else DEFENCE
    other = DEFENCE if side == ATTACK else ATTACK
    mine = side_worths(game, snap, battle, side)
    theirs = side_worths(game, snap, battle, other)
    helpers = [snap.worth[p.id] for p in snap.flankers(battle.space, seat)]
    before, after = odds(mine, theirs), odds(mine + helpers, theirs)
    cities = set(game.city_spaces(seat)) | {c for s in game.partners(seat) for c in game.city_spaces(s)}
    join = after >= 0.45 or battle.space in cities or after - before >= 0.2
    return make({"type": "opt_in", "player": seat, "join": join})


def window_play(game: Any, seat: int, options: dict, level: str) -> Any:
    """One card for this window, or pass (each card's use in the module doc)."""
    battle = game.battle
    cards: dict[str, list] = options.get("cards", {})
    side = side_of(battle, seat)
    enemy = DEFENCE if side == ATTACK else ATTACK
    snap = Snapshot(game)
    best = None
    for card, targets in sorted(cards.items()):
        score, target = _card_value(game, snap, battle, seat, side, enemy, card, targets, level)
        if score > 0 and (best is None or score > best[0]):
            best = (score, card, target)
    if best is None:
        return make({"type": "pass", "player": seat})
    data = {"type": "play_card", "player": seat, "card": best[1]}
    if best[2] is not None:
        data["piece"] = best[2]
    return make(data)


def _enemy_dice(game: Any, battle: Any, enemy: str, kind: str) -> int:
    return sum(1 for p in side_units(game, battle, enemy)
               if game.unit_kind(p) == kind and p.id not in battle.devoured and p.id not in battle.polymorphed)


def _card_value(game: Any, snap: Snapshot, battle: Any, seat: int, side: str, enemy: str, card: str,
                targets: list, level: str) -> tuple[float, Any]:
    strongest = None
    pieces = [t for t in targets if t is not None]
    if pieces:
        def key(pid: int) -> tuple:
            piece = game.pieces[pid]
            return (piece.space == battle.space, snap.worth.get(pid, 0.3), -pid)
        strongest = max(pieces, key=key)
    if card == "polymorph":
        return 1.0 + snap.worth.get(strongest, 0.0), strongest
    if card == "devour":
        return 2.0 + snap.worth.get(strongest, 0.0), strongest
    if card in ("ensnare", "web"):
        return _ensnare_value(game, battle, side, enemy, level), None
    if card == "faerie_fire":
        phase = battle.phase or "ranged"
        mine = sum(1 for p in side_units(game, battle, side) if game.unit_kind(p) == phase)
        theirs = _enemy_dice(game, battle, enemy, phase)
        # every die of the phase counts 1 lower for both sides (C23): worth it where the seat's side
        # rolls more dice than the enemy
        return (mine - theirs if level == "easy" else (mine - theirs) * 1.0 - 0.5, None)
    if card == "envenomed_spears":
        dice = sum(1 for p in participating(game, battle, seat) if game.unit_kind(p) == (battle.phase or ""))
        return (0.5 * dice - (0.4 if level != "easy" else 0.0), None)
    if card == "moon_glaive":
        return _moon_glaive_value(game, battle, seat, enemy, level), None
    if card == "curse":
        return _curse_value(game, battle, seat, side, level), None
    if card in ("invisibility", "pillage"):
        return (1.0, None)
    if card == "marksmanship":
        return (1.5 + snap.worth.get(strongest, 0.0), strongest)
    return (0.0, None)


def hits_landing(chances: list[float], room: int) -> float:
    """The expected hits of dice with these hit chances that land, when at most `room` can (hits beyond
    the eligible units are ignored, §5.3)."""
    spread = [1.0]                      # spread[k]: the chance of k hits so far
    for chance in chances:
        spread = [a * (1 - chance) + b * chance for a, b in zip(spread + [0.0], [0.0] + spread, strict=True)]
    return sum(p * min(k, max(0, room)) for k, p in enumerate(spread))


def hit_chance(game: Any, battle: Any, seat: int, kind: str) -> float:
    return min(6, game.strength(seat, kind) + modifier(battle)) / 6.0


def _moon_glaive_value(game: Any, battle: Any, seat: int, enemy: str, level: str) -> float:
    """The hits its dice add (one die per own hitting die at the same S, C22) that the enemy still has
    eligible units to take; kept for a better roll when they would add under ~half a casualty."""
    room = len(eligible(game, battle, enemy)) - owed_now(battle, enemy)
    added = hits_landing([hit_chance(game, battle, seat, battle.phase)] * own_hits(battle, seat), room)
    return added if level == "easy" else added - 0.4


def _curse_value(game: Any, battle: Any, seat: int, side: str, level: str) -> float:
    """Curse rolls one die per opposing hitting die, each 1-3 saving a casualty (C22): worth the
    casualties it saves that would land (hits beyond the side's eligible units, or the one Heal takes
    off, are lost anyway), more when they would take every unit it could lose and the side may still
    win. Kept for a
    bigger wave while it would save 0.6 of a casualty or less on average (it was played on the first
    opposing hit: 0.37 casualties saved a play over 40 Humans-Undead games)."""
    if level == "easy":
        return 1.0
    owed = owed_now(battle, side) - (1 if heals(game, battle, side) else 0)
    room = len(eligible(game, battle, side))
    landing = min(max(0, owed), room)
    if not landing:
        return 0.0
    spread = [1.0]                      # spread[k]: the chance that k casualties are saved
    for _ in range(opposing_hits(battle, seat)):
        spread = [a * 0.5 + b * 0.5 for a, b in zip(spread + [0.0], [0.0] + spread, strict=True)]
    saved = sum(p * (landing - min(max(0, owed - k), room)) for k, p in enumerate(spread))
    if landing >= room:         # the side's last units: worth what they still may win there
        saved *= 1.0 + current_odds(game, battle, side)
    return saved - 0.6


def _ensnare_value(game: Any, battle: Any, side: str, enemy: str, level: str) -> float:
    """Ensnare / Web lets the side's melee hits fall on the enemy's flyers (C26): worth the hits this
    melee phase that land only thanks to it (they would be lost once the enemy's ground units are all
    hit); held for a later melee phase, where the window opens again, while it adds nothing."""
    theirs = [p for p in side_units(game, battle, enemy) if p.id not in battle.devoured]
    flyers = sum(1 for p in theirs if game.unit_kind(p) == "flying")
    ground = len(theirs) - flyers
    chances = [hit_chance(game, battle, s, "melee")
               for s in battle.sides[side] for _ in active_units(game, battle, s, "melee")]
    added = hits_landing(chances, ground + flyers) - hits_landing(chances, ground)
    return added if level == "easy" else added - 0.15


def dispel(game: Any, seat: int, options: dict, level: str) -> Any:
    """Cancel an opposing card: always, except a mere Pillage (easy cancels everything)."""
    play = level == "easy" or options.get("card") not in ("pillage",)
    return make({"type": "play_card", "player": seat, "card": "dispel_magic"} if play
                else {"type": "pass", "player": seat})


def name_phases(game: Any, seat: int, options: dict) -> Any:
    """First strike where it counts: in a phase where both sides roll, the seat's dice hit before the
    enemy's roll (most of its dice times most of theirs first). Each phase is named once: a repeat adds
    nothing, so a second Slow Poison unit names a second phase."""
    battle = game.battle
    count = options["count"]
    side = side_of(battle, seat)
    enemy = DEFENCE if side == ATTACK else ATTACK
    mine = {k: 0 for k in PHASES}
    for p in participating(game, battle, seat):
        kind = game.unit_kind(p)
        if kind in mine:
            mine[kind] += 1
    theirs = {k: _enemy_dice(game, battle, enemy, k) for k in PHASES}
    ranked = sorted(PHASES, key=lambda k: (-mine[k] * theirs[k], -mine[k], PHASES.index(k)))
    named = (ranked * count)[:count]
    return make({"type": "name_phases", "player": seat, "phases": named})


def raise_dead(seat: int, options: dict) -> Any:
    return make({"type": "raise_dead", "player": seat, "count": options["most"]})


def return_excess(seat: int, options: dict) -> Any:
    return make({"type": "return_excess", "player": seat, "pieces": list(options["pieces"])[:options["count"]]})


def casualty(game: Any, seat: int, options: dict, level: str) -> Any:
    """The side's lead removes one unit: the least worth first; flankers before battle-space units while
    the side can still win there (so it holds the space), battle-space units first when it cannot (so
    the battle ends and the flankers live). For the neutrals (Elf Gate) the controller defends them
    as well as it can: they block its rivals."""
    battle = game.battle
    pieces = [game.pieces[p] for p in options["pieces"]]
    side = options.get("side")
    snap = Snapshot(game)
    winning = True
    if level != "easy" and side in (ATTACK, DEFENCE):
        owners = {p.owner for p in pieces}
        if NEUTRAL not in owners:
            winning = current_odds(game, battle, side) >= 0.35
    on_space = [p for p in pieces if p.space == battle.space]
    flank = [p for p in pieces if p.space != battle.space]

    def cheap(p: Any) -> tuple:
        return (snap.worth.get(p.id, 0.3), p.id)

    if winning:
        pool = flank or on_space
        if len(on_space) == 1 and flank:
            pool = flank
    else:
        pool = on_space or flank
    if level == "easy":
        pool = pieces
    choice = min(pool, key=cheap)
    return make({"type": "casualty", "player": seat, "piece": choice.id})


def eligible_count(game: Any, side: str) -> int:
    return len(eligible(game, game.battle, side))
