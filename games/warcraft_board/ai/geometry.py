"""Distances on a board, by how each kind of piece may walk (computed once per board and kept).

Ground units (melee, ranged) never enter Mountains nor cross walls; workers and Necromancers never
enter Mountains but ignore walls; flyers go anywhere. Distances count steps; None: unreachable.
"""

from __future__ import annotations

import math
from collections import deque
from typing import Any

from ..model.board import centroid

_CACHE: dict[int, Distances] = {}


class Distances:
    """All-pairs step counts of one board for the three ways of walking."""

    def __init__(self, board: Any) -> None:
        self.board = board
        spaces = list(board.spaces)
        mountains = {s for s in spaces if board.spaces[s].type == "mountain"}
        self.ground = {s: _bfs(board, s, mountains, walls=True) for s in spaces}
        self.walker = {s: _bfs(board, s, mountains, walls=False) for s in spaces}
        self.air = {s: _bfs(board, s, set(), walls=False) for s in spaces}
        self.centre = {s: centroid(board.spaces[s].polygon) if board.spaces[s].polygon else (0.0, 0.0)
                       for s in spaces}

    def table(self, kind: str) -> dict[str, dict[str, int]]:
        if kind == "flying":
            return self.air
        if kind in ("melee", "ranged"):
            return self.ground
        return self.walker

    def dist(self, kind: str, a: str, b: str) -> int | None:
        return self.table(kind)[a].get(b)

    def bearing(self, home: str, towards: str, space: str) -> float:
        """The angle (radians, -pi..pi) at `home` from the way to `towards` to the way to `space`, on
        the drawing: a map turned about its centre gives the twin spaces the same bearing."""
        hx, hy = self.centre[home]
        tx, ty = self.centre[towards]
        sx, sy = self.centre[space]
        ax, ay, bx, by = tx - hx, ty - hy, sx - hx, sy - hy
        if (ax, ay) == (0.0, 0.0) or (bx, by) == (0.0, 0.0):
            return 0.0
        return math.atan2(ax * by - ay * bx, ax * bx + ay * by)


def _bfs(board: Any, start: str, mountains: set[str], walls: bool) -> dict[str, int]:
    """Steps from `start`; a Mountain may be an end (the start itself) but never entered."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in board.neighbours(here):
            if nxt in seen or nxt in mountains:
                continue
            if walls and board.walled(here, nxt):
                continue
            seen[nxt] = seen[here] + 1
            queue.append(nxt)
    return seen


def distances(board: Any) -> Distances:
    found = _CACHE.get(id(board))
    if found is None or found.board is not board:
        found = _CACHE[id(board)] = Distances(board)
    return found


def space_key(game: Any, dist: Distances, seat: int, kind: str, space: str) -> tuple:
    """A tie-break between spaces of equal worth to the seat (smaller first): nearer its own City, then
    farther from the hostile Cities, then the bearing from its City (left of the way to the nearest
    hostile City first), then the id. Ties once went to the first space in the map file's order, and
    on a symmetric map that order favours one side: from the City listed first it sent the workers
    to the Mine or Forest at home, from the other to the one across the map; this key reads the map
    the same from either City of a map turned about its centre."""
    table = dist.table(kind)[space]
    homes = [c for c in game.city_spaces(seat) if c]
    hostile = [c for other in range(len(game.seats)) if game.alive(other) and game.hostile(other, seat)
               for c in game.city_spaces(other) if c]
    home = min((table.get(c, 99) for c in homes), default=99)
    away = min((table.get(c, 99) for c in hostile), default=99)
    bearing = 0.0
    if homes and hostile:
        city = homes[0]
        towards = min(hostile, key=lambda c: (dist.air[city].get(c, 99), c))
        bearing = round(dist.bearing(city, towards, space), 6)
    return (home, -away, bearing, space)
