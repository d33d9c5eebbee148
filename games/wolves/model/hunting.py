"""The hunt check after every action (§4.10, C7, C8).

Every pack a player plays, the active one first and then clockwise, takes the top token of each
prey stack whose prey hex has its wolves on at least 3 different neighbouring hexes, unless it
already holds that species. Tokens are taken one at a time in that order, so a stack's last token
goes to the earliest pack. Two surrounded stacks of one species it lacks: the acting pack takes the
one its action's `hunt` field names, another pack (or a choice that does not come up) the first in
slot order. The virtual pack never hunts; dens and lairs never surround.
"""

from __future__ import annotations

from typing import Any

from .placement import EMPTY
from .turn_actions import gain, hex_id

Hex = tuple[int, int]
SURROUNDING = 3


def surrounding(game: Any, pack: str, prey_hex: Hex) -> int:
    """The hexes beside `prey_hex` holding a wolf of `pack` (a hex of two counts once, C8)."""
    alpha, wolf = (pack, "alpha"), (pack, "pack")
    pieces = game.pieces
    count = 0
    for n in game.ground.adj[prey_hex]:
        content = pieces.get(n, EMPTY)
        if alpha in content or wolf in content:
            count += 1
    return count


def eligible(game: Any, seat: int) -> dict[str, list[Hex]]:
    """{species: prey hexes in slot order} the seat's pack would hunt now."""
    board = game.boards[seat]
    found: dict[str, list[Hex]] = {}
    prey = game.prey
    for h in game.ground.prey_hexes:
        stack = prey.get(h)
        if stack and stack[-1] not in board.hunt and surrounding(game, board.pack, h) >= SURROUNDING:
            found.setdefault(stack[-1], []).append(h)
    return found


def _wolf_hexes(game: Any) -> dict[str, set[Hex]]:
    """{pack: hexes holding one of its wolves}."""
    found: dict[str, set[Hex]] = {}
    for h, content in game.pieces.items():
        for pack, kind in content:
            if kind == "alpha" or kind == "pack":
                found.setdefault(pack, set()).add(h)
    return found


def hunt_check(game: Any, active: int, choices: dict[str, Hex]) -> list[dict]:
    if not game.prey:
        return []
    events = []
    wolf_hexes = _wolf_hexes(game)        # hunting moves no wolf: good for the whole check
    prey_near = game.ground.prey_near
    order = game.ground.order
    for k in range(game.n):
        seat = (active + k) % game.n
        board = game.boards[seat]
        mine = wolf_hexes.get(board.pack)
        if not mine or len(mine) < SURROUNDING:
            continue
        beside: dict[Hex, int] = {}
        for h in mine:
            for p in prey_near.get(h, ()):
                beside[p] = beside.get(p, 0) + 1
        found: dict[str, list[Hex]] = {}
        for h in sorted((p for p, count in beside.items() if count >= SURROUNDING), key=order.__getitem__):
            stack = game.prey.get(h)
            if stack and stack[-1] not in board.hunt:
                found.setdefault(stack[-1], []).append(h)
        for species, stacks in found.items():
            h = stacks[0]
            if seat == active and choices.get(species) in stacks:
                h = choices[species]
            events.extend(take(game, seat, h))
    return events


def take(game: Any, seat: int, h: Hex) -> list[dict]:
    board = game.boards[seat]
    stack = game.prey[h]
    species = stack[-1]
    if len(stack) > 1:
        game.prey[h] = stack[:-1]
    else:
        del game.prey[h]
    board.hunt.append(species)
    cell = len(board.hunt)
    events = [{"type": "hunted", "player": seat, "pack": board.pack, "species": species, "hex": hex_id(h),
               "cell": cell, "vp": game.values.hunt_vp[board.side][cell - 1]}]
    reward = game.values.hunt_reward[board.side]
    if reward:
        events.append(gain(game, seat, reward, "hunt"))
    return events
