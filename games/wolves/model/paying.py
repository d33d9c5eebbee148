"""Paying for an action (§4.2): 1, 2 or 3 units of the target hex's terrain, each one of the seat's
tiles now showing that terrain (flipped; a different tile per unit, C29) or one `bonus_terrain`
token discarded.

An action's `pay` field is {"tiles": [tile numbers], "bonus_terrain": n}. Left out, the engine pays
the **default**: the tiles showing the terrain in tile order (the home tile, tile 0, first: it flips
onto its own terrain, so paying with it changes nothing on the board), then bonus terrain tokens for
the units still missing. Every way to pay is listed by `payments`, the default first.
"""

from __future__ import annotations

from itertools import combinations

from kernel.actions import Record
from kernel.errors import IllegalAction
from kernel.files import excerpt

from .state import PackBoard
from .values import Values

Payment = tuple[tuple[int, ...], int]      # (tiles flipped, bonus terrain tokens spent)
PAY_KEYS = ("tiles", "bonus_terrain")


def showing(board: PackBoard, values: Values, terrain: str) -> list[int]:
    """The tiles of a pack board now showing `terrain`, in tile order."""
    faces = values.tile_faces(board.pack)
    return [i for i in range(6) if faces[i][board.faces[i]] == terrain]


def can_pay(board: PackBoard, values: Values, terrain: str, units: int) -> bool:
    if board.bonus_terrain >= units:
        return True
    faces = values.tile_faces(board.pack)
    count = board.bonus_terrain
    for i in range(6):
        if faces[i][board.faces[i]] == terrain:
            count += 1
            if count >= units:
                return True
    return False


def default_pay(board: PackBoard, values: Values, terrain: str, units: int) -> Payment | None:
    """The engine's own choice (module doc), None when the seat cannot pay."""
    tiles = showing(board, values, terrain)[:units]
    tokens = units - len(tiles)
    if tokens > board.bonus_terrain:
        return None
    return tuple(tiles), tokens


def payments(board: PackBoard, values: Values, terrain: str, units: int) -> list[dict]:
    """Every way to pay `units` of `terrain`, as `pay` fields ({"tiles", "bonus_terrain"}), the
    default first; [] when the seat cannot pay."""
    tiles = showing(board, values, terrain)
    found = []
    for tokens in range(0, min(units, board.bonus_terrain) + 1):
        for chosen in combinations(tiles, units - tokens):
            found.append({"tiles": list(chosen), "bonus_terrain": tokens})
    return found


def check_pay(board: PackBoard, values: Values, terrain: str, units: int, pay: Record | None,
              what: str) -> Payment:
    """The payment an action's `pay` names (the default when it names none); IllegalAction saying why
    it cannot pay. `what` starts the reason ("build on 3,-5")."""
    need = f"{units} {terrain}"
    if pay is None:
        found = default_pay(board, values, terrain, units)
        if found is None:
            have = len(showing(board, values, terrain)) + board.bonus_terrain
            raise IllegalAction(f"{what}: it costs {need} (§4.2) and your tiles and bonus terrain tokens "
                                f"give only {have}")
        return found
    unknown = [key for key in pay if key not in PAY_KEYS]
    if unknown:
        raise IllegalAction(f"{what}: pay holds tiles and bonus_terrain, not {excerpt(unknown[0])}")
    tiles = pay.get("tiles", ())
    tokens = pay.get("bonus_terrain", 0)
    if not isinstance(tiles, tuple) or any(isinstance(t, bool) or not isinstance(t, int) for t in tiles):
        raise IllegalAction(f"{what}: pay's tiles must be a list of tile numbers (0 the home tile, 1-5)")
    if isinstance(tokens, bool) or not isinstance(tokens, int) or tokens < 0:
        raise IllegalAction(f"{what}: pay's bonus_terrain must be a count of tokens")
    if any(not 0 <= t <= 5 for t in tiles):
        raise IllegalAction(f"{what}: a pack has tiles 0 (the home tile) to 5, not {tiles}")
    if len(set(tiles)) != len(tiles):
        raise IllegalAction(f"{what}: each unit is a different tile (C29); a tile is named twice")
    if len(tiles) + tokens != units:
        raise IllegalAction(f"{what}: it costs exactly {need} (§4.2), and pay gives {len(tiles) + tokens} units")
    faces = values.tile_faces(board.pack)
    for t in tiles:
        up = faces[t][board.faces[t]]
        if up != terrain:
            raise IllegalAction(f"{what}: tile {t} shows {up}, not {terrain} (§4.2)")
    if tokens > board.bonus_terrain:
        raise IllegalAction(f"{what}: you hold {board.bonus_terrain} bonus terrain tokens, not {tokens}")
    return tuple(tiles), tokens
