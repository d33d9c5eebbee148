"""The actions a planning level weighs, and the ways one action can be taken (payment, push, hunt).

`turn_candidates` lists every Move of one wolf, every Build (each attribute area with a den left),
Upgrade, Howl and Dominate (a den: each area) the seat may take now, each with the engine's
default payment; Moves of several wolves are put together by the planner from the best single
ones (planner.py). `variants` gives the other ways of taking one action: every payment the
seat's tiles and bonus terrain tokens allow (which tiles flip decides what they can pay next),
every push destination among the equally near hexes, and, when the action hunts a species that
two stacks offer, each stack. Everything comes from the model's own queries (model/legal.py), so
a candidate is legal unless the engine refuses a combination, which the planner then drops.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from kernel.actions import Record

from ..model.actions import Build, Dominate, Howl, Move, Upgrade, wolf
from ..model.hexes import hex_id, parse_hex
from ..model.legal import build_targets, dominate_targets, howl_targets, move_ends, own_wolves, upgrade_targets
from ..model.turn_actions import COSTS
from ..model.values import ATTRIBUTES

Hex = tuple[int, int]


def single_moves(game: Any, seat: int) -> list[Move]:
    """Every Move of one wolf the seat may make now (each wolf kind on a hex once)."""
    pack = game.boards[seat].pack
    out = []
    for kind, start in own_wolves(game, pack):
        start_id = hex_id(start)
        for end in move_ends(game, seat, kind, start):
            out.append(Move(player=seat, wolves=(wolf(kind, start_id, hex_id(end)),)))
    return out


def other_actions(game: Any, seat: int) -> list[Any]:
    """Every Build, Upgrade, Howl and Dominate the seat may take now (dens: each area with a den left)."""
    board = game.boards[seat]
    areas = [a for a in ATTRIBUTES if board.dens[a] < 4]
    out: list[Any] = []
    for h in howl_targets(game, seat):
        out.append(Howl(player=seat, hex=hex_id(h)))
    for h in upgrade_targets(game, seat):
        out.append(Upgrade(player=seat, hex=hex_id(h)))
    for h in build_targets(game, seat):
        out.extend(Build(player=seat, hex=hex_id(h), area=a) for a in areas)
    for h, kind in dominate_targets(game, seat):
        if kind == "pack":
            out.append(Dominate(player=seat, hex=hex_id(h), kind="pack"))
        else:
            out.extend(Dominate(player=seat, hex=hex_id(h), kind="den", area=a) for a in areas)
    return out


def turn_candidates(game: Any, seat: int) -> list[Any]:
    return single_moves(game, seat) + other_actions(game, seat)


def group_move(seat: int, entries: list[Record]) -> Move:
    return Move(player=seat, wolves=tuple(entries))


def paid_terrain(game: Any, action: Any) -> str:
    """The terrain an action pays (a Move: its destinations')."""
    target = action.wolves[0]["to"] if action.type == "move" else action.hex
    return game.ground.terrain[parse_hex(target)]


def payment_variants(game: Any, seat: int, action: Any) -> Iterator[Any]:
    """The action paid every other way the seat can pay it (the default, pay left out, excluded)."""
    options = game.payments(seat, paid_terrain(game, action), COSTS[action.type])
    for option in options[1:]:
        yield dataclasses.replace(action, pay=Record({"tiles": tuple(option["tiles"]),
                                                      "bonus_terrain": option["bonus_terrain"]}))


def push_variants(game: Any, seat: int, action: Any) -> Iterator[Any]:
    """The action with each push destination among the equally near hexes, where a push happens
    and has a choice (a Move's alphas onto a lone foreign pack wolf, a lair placed on a foreign wolf)."""
    pack = game.boards[seat].pack
    pieces = game.pieces
    pushes: list[tuple[Hex, list[Hex]]] = []
    if action.type == "move":
        for entry in action.wolves:
            if entry["kind"] != "alpha":
                continue
            at = parse_hex(entry["to"])
            content = pieces.get(at, ())
            if len(content) == 1 and content[0][0] != pack and content[0][1] == "pack":
                pushes.append((at, game.push_options(at, content[0][0])))
    elif action.type == "upgrade":
        at = parse_hex(action.hex)
        foreign = [p for p in pieces.get(at, ()) if p[0] != pack]
        if foreign:
            pushes.append((at, game.push_options(at, foreign[0][0])))
    for at, options in pushes:
        if len(options) > 1:
            for to in options[1:]:
                yield dataclasses.replace(action, push=Record({hex_id(at): hex_id(to)}))


def hunt_variants(game: Any, seat: int, action: Any, events: list[dict]) -> Iterator[Any]:
    """When the action made the seat hunt a species two stacks on the map show, the action naming
    each other such stack (C7)."""
    for event in events:
        if event.get("type") != "hunted" or event.get("player") != seat:
            continue
        species = event["species"]
        for h in game.ground.prey_hexes:
            stack = game.prey.get(h)
            if stack and stack[-1] == species and hex_id(h) != event["hex"]:
                yield dataclasses.replace(action, hunt=Record({species: hex_id(h)}))


__all__ = ["group_move", "hunt_variants", "other_actions", "paid_terrain", "payment_variants", "push_variants",
           "single_moves", "turn_candidates"]
