"""The questions the play screen asks while a player puts an action together, answered from the
engine's public state and its own checks (never a rule written again here).

    steps = move_steps(game, seat, start)                 {hex: steps} within the pack's Speed
    ends = next_wolf_ends(game, seat, chosen, kind, start) where one more wolf of a Move may end
    pushes = planned_pushes(game, seat, action)           [(hex pushed from, hex pushed to, options)]
    reason = refusal(game, action)                        why the engine refuses it (None: it applies)

A Move being put together is a list of wolves `(kind, from hex, to hex)` in the order the player
chose them (the engine resolves them in that order, C3). Every answer comes from `legal.move_ends`
or from the engine's own check of the whole action (`turn_actions.CHECKS`), so the screen lights
exactly what the engine accepts.
"""

from __future__ import annotations

from typing import Any

from kernel.errors import IllegalAction

from .actions import ACTIONS, wolf
from .hexes import distance, hex_id, parse_hex
from .legal import move_ends, own_wolves
from .paying import payments, showing
from .placement import EMPTY
from .turn_actions import CHECKS, COSTS, alphas_of

Hex = tuple[int, int]
Planned = tuple[str, Hex, Hex]          # (kind, from, to) of one wolf of a Move


def move_steps(game: Any, seat: int, start: Hex) -> dict[Hex, int]:
    """{hex: fewest steps} of every land hex a wolf on `start` reaches within the seat's Speed (its
    start hex left out), through land only (C2)."""
    speed = game.boards[seat].attribute(game.values, "speed")
    found = game.board.steps_from(start, speed)
    found.pop(start, None)
    return found


def move_action(seat: int, chosen: list[Planned], push: dict[Hex, Hex] | None = None,
                pay: dict | None = None) -> dict:
    """The JSON of a Move of the chosen wolves (in their order), with its push and pay fields when given."""
    action: dict[str, Any] = {"type": "move", "player": seat,
                              "wolves": [dict(wolf(kind, hex_id(a), hex_id(b))) for kind, a, b in chosen]}
    if push:
        action["push"] = {hex_id(a): hex_id(b) for a, b in push.items()}
    if pay is not None:
        action["pay"] = pay
    return action


def check(game: Any, seat: int, action: dict) -> tuple | None:
    """The engine's plan of a turn action (what its check returns), None when it refuses it."""
    try:
        return CHECKS[action["type"]](game, seat, ACTIONS.from_json(action))
    except IllegalAction:
        return None


def next_wolf_ends(game: Any, seat: int, chosen: list[Planned], kind: str, start: Hex) -> dict[Hex, str]:
    """{hex: terrain} where one more wolf (`kind` on `start`) may end a Move after the `chosen` wolves,
    on the terrain their destinations fix (any terrain the seat can pay when none is chosen yet)."""
    first = move_ends(game, seat, kind, start)
    if not chosen:
        return first
    terrain = game.ground.terrain[chosen[0][2]]
    ends = {}
    for h, t in first.items():
        if t == terrain and check(game, seat, move_action(seat, [*chosen, (kind, start, h)])) is not None:
            ends[h] = t
    # a hex an earlier wolf of this Move leaves may take this one though it seemed full (C3)
    for h in move_steps(game, seat, start):
        if h in ends or game.ground.terrain.get(h) != terrain or h not in {a for _k, a, _b in chosen}:
            continue
        if check(game, seat, move_action(seat, [*chosen, (kind, start, h)])) is not None:
            ends[h] = terrain
    return ends


def movable_wolves(game: Any, seat: int) -> list[tuple[str, Hex]]:
    """(kind, hex) of each of the seat's wolves that has somewhere to go now."""
    pack = game.boards[seat].pack
    return [(kind, h) for kind, h in own_wolves(game, pack) if move_ends(game, seat, kind, h)]


def planned_pushes(game: Any, seat: int, action: dict) -> list[tuple[Hex, Hex, list[Hex]]]:
    """The pushes a Move or an Upgrade would make: (hex the wolf is pushed from, where it goes, the hexes
    it might go to instead, each equally near). [] when the action pushes nothing or is refused."""
    plan = check(game, seat, action)
    if plan is None:
        return []
    kind = action["type"]
    made = []
    if kind == "move":
        for _kind, _start, end, pushed in plan[3]:
            if pushed:
                made.append((end, pushed[1], pushed[0][0]))
    elif kind == "upgrade" and plan[4] is not None:
        (victim_pack, _kind), to = plan[4]
        made.append((plan[0], to, victim_pack))
    found = []
    for at, to, victim in made:
        options = []
        for h in game.push_options(at, victim):
            trial = dict(action, push={**action.get("push", {}), hex_id(at): hex_id(h)})
            if h == to or check(game, seat, trial) is not None:
                options.append(h)
        found.append((at, to, options or [to]))
    return found


def howl_range(game: Any, seat: int) -> set[Hex]:
    """Every hex of the map within the seat's Howl range of one of its alphas (C1)."""
    board = game.boards[seat]
    reach = board.attribute(game.values, "howl")
    alphas = alphas_of(game, board.pack)
    return {h for h in game.board.cells if any(distance(a, h) <= reach for a in alphas)}


def target_terrain(game: Any, action: dict) -> str | None:
    """The terrain an action pays: its target hex's (a Move: its first destination's)."""
    if action["type"] == "move":
        wolves = action.get("wolves") or ()
        if not wolves:
            return None
        return game.ground.terrain.get(parse_hex(wolves[0]["to"]))
    return game.ground.terrain.get(parse_hex(action["hex"]))


def cost(action_type: str) -> int:
    """Units of terrain an action costs (§4.1)."""
    return COSTS[action_type]


def pay_options(game: Any, seat: int, terrain: str, units: int) -> tuple[list[int], int, list[dict]]:
    """(tiles of the seat now showing `terrain`, its bonus terrain tokens, every way to pay `units`)."""
    board = game.boards[seat]
    return showing(board, game.values, terrain), board.bonus_terrain, payments(board, game.values, terrain, units)


def refusal(game: Any, action: dict) -> str | None:
    """The engine's reason for refusing `action` now (on a copy: the game never changes), None when it applies."""
    try:
        game.copy().apply(action)
    except IllegalAction as exc:
        return exc.reason
    return None


def wolves_on(game: Any, seat: int, h: Hex) -> list[str]:
    """The kinds of the seat's wolves on hex h (alpha first)."""
    pack = game.boards[seat].pack
    here = game.pieces.get(h, EMPTY)
    return sorted((kind for p, kind in here if p == pack and kind in ("alpha", "pack")), key=("alpha", "pack").index)


__all__ = ["check", "cost", "howl_range", "move_action", "move_steps", "movable_wolves", "next_wolf_ends",
           "pay_options", "planned_pushes", "refusal", "target_terrain", "wolves_on"]
