"""Where a seat wants its pieces, per scenario: values of spaces for its units, its workers and (in
Necromancer March) its Necromancers. Public information only: the map, the pieces, the tokens.

A unit target's value is roughly "VP or goal weight"; the planners discount it by distance.
"""

from __future__ import annotations

from typing import Any

from ..model import scoring
from .assess import Snapshot

RESOURCE = {"goldmine": "gold", "forest": "wood"}
MARCH_CITY = 9.0           # Necromancer March: the Human City to the Undead (their only way to win)
BESIEGED_CITY = 8.0        # ... and to the Humans, once a unit worth one at full strength can reach it


def own_cities(game: Any, seat: int) -> list[str]:
    return [s for s in game.city_spaces(seat) if s]


def hostile_cities(game: Any, seat: int) -> dict[int, list[str]]:
    return {other: own_cities(game, other) for other in range(len(game.seats))
            if game.alive(other) and game.hostile(other, seat) and own_cities(game, other)}


def unit_targets(game: Any, snap: Snapshot, seat: int, aggression: float = 1.0,
                 vp_race: bool = False) -> dict[str, float]:
    """Spaces the seat's units should go to or hold, with their worth."""
    targets: dict[str, float] = {}

    def add(space: str | None, value: float) -> None:
        if space is not None and value > 0:
            targets[space] = max(targets.get(space, 0.0), value)

    race = game.seats[seat].race
    scenario = game.scenario
    besieged = scenario == "necromancer_march" and race == "humans"
    for city in own_cities(game, seat):           # defence, stronger when threatened or sacked once
        danger = snap.threat(city, seat)
        value = (2.0 if danger else 0.5) + 2.0 * danger + (2.0 if game.seats[seat].sacked else 0.0)
        if besieged:         # the Undead's only goal: watch two moves ahead (flyers from afar)
            value = max(value, BESIEGED_CITY * min(1.0, snap.threat(city, seat, slack=2)))
        add(city, value)
    for other, cities in hostile_cities(game, seat).items():
        sacked = game.seats[other].sacked
        for city in cities:
            add(city, aggression * (3.0 + (4.0 if sacked else 1.5)))
    if scoring.uses_vp(game):
        goal = scoring.goal(game) or 15
        for space, info in game.board.spaces.items():
            if info.type != "objective":
                continue
            value = 1.6 * info.vp
            holders = {p.owner for p in snap.hostile_units(space, seat)}
            if vp_race and holders:      # the VP race: take objectives from a rival close to the goal
                close = max(scoring.team_vp(game, h) for h in holders if h >= 0) / goal
                value *= 1.0 + close
            add(space, value)
    if scenario == "elf_gate":
        gate = game.board.label_space("D")
        add(gate, 10.0)
        for label in "ABC":
            space = game.board.label_space(label)
            if space is not None and len(snap.hostile_units(space, seat)) >= 3:
                add(space, 3.0)
    elif scenario == "necromancer_march":
        if race == "humans":
            for label, space in game.sites.items():
                add(space, 6.0 if label in "ABC" else 2.0)
            for piece in game.pieces.values():
                if piece.kind == "necromancer" and piece.where == "map":
                    add(piece.space, 7.0)
        else:
            for piece in game.pieces.values():
                if piece.kind == "necromancer" and piece.where == "map" and piece.owner == seat:
                    add(piece.space, 2.0 + min(3.0, snap.threat(piece.space, seat)))
            # the Undead win only by sacking the Human City twice: march on it, gather beside it
            for cities in hostile_cities(game, seat).values():
                for city in cities:
                    add(city, MARCH_CITY)
                    for space in staging(game, snap, seat, city):
                        add(space, 0.6 * MARCH_CITY)
    elif scenario == "prisoners":
        for piece in game.pieces.values():
            if piece.kind != "prisoner" or piece.where != "map":
                continue
            if piece.owner == seat and piece.space not in own_cities(game, seat):
                # the rescue grows more urgent as the Mines and Forests run dry (nothing else will
                # change the position): the units march the long way round at last
                urgency = 8.0 + min(12.0, 1.0 * game.turn)
                add(piece.space, urgency)
                if snap.hostile_units(piece.space, seat):     # guarded: gather where a rescue can start
                    for space in staging(game, snap, seat, piece.space):
                        add(space, 0.7 * urgency)
            elif piece.owner != seat:
                add(piece.space, 2.5)
    elif scenario == "nordrassil":
        tree = game.sites.get("nordrassil") or game.board.label_space("A")
        elf_outpost = game.board.label_space("D")
        if race == "undead":
            add(elf_outpost, 12.0)
            add(tree, 10.0)
        else:
            add(elf_outpost, 6.0)
            add(tree, 6.0)
    return targets


def staging(game: Any, snap: Snapshot, seat: int, target: str) -> list[str]:
    """Spaces from which ground units may enter `target` (no wall between, no Mountain), free of
    hostile units."""
    board = game.board
    return [s for s in board.neighbours(target) if not board.walled(target, s)
            and board.spaces[s].type != "mountain" and not snap.hostile_units(s, seat)]


def worker_targets(game: Any, snap: Snapshot, seat: int, careful: bool) -> dict[str, float]:
    """Mines and Forests worth a worker (room, depletion, the scarcer resource, danger)."""
    player = game.seats[seat]
    scarce = "gold" if player.gold < player.wood else "wood"
    out: dict[str, float] = {}
    for space, info in game.board.spaces.items():
        resource = RESOURCE.get(info.type)
        if resource is None or game.depletion.get(space) == "full":
            continue
        if snap.hostile_units(space, seat):
            continue
        value = 3.0 + (0.6 if resource == scarce else 0.0)
        if game.depletion.get(space) == "partial" and space not in game.never_deplete:
            value -= 0.8
        if careful:
            value -= 1.2 * min(2.0, snap.threat(space, seat, slack=0))
        out[space] = value
    return out


def necromancer_targets(game: Any, snap: Snapshot, seat: int) -> dict[str, float]:
    """Necromancer March: the standing sites, away from danger. A-C give a free unit while the reserve
    holds one and the site has room for it; D-E a free upgrade, worth more the more units it lifts."""
    free_units = game.values.scenarios["necromancer_march"]["free_units"]
    on_map = {kind: 0 for kind in ("melee", "ranged", "flying")}
    for piece in game.pieces.values():
        if piece.owner == seat and piece.where == "map" and piece.kind in on_map:
            on_map[piece.kind] += 1
    out = {}
    for label, space in game.sites.items():
        kind = free_units.get(label)
        if kind is not None:
            room = len(snap.friendly_units(space, seat)) < 3 and game.reserve(seat, kind)
            value = 5.0 if room else 1.5
        else:
            value = 1.0 + sum(0.5 * count for kind, count in on_map.items() if not game.at_top(seat, kind))
            value = min(7.0, value)
        out[space] = value - 2.0 * min(2.0, snap.threat(space, seat, slack=0))
    return out
