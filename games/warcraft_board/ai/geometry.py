"""Distances on a board, by how each kind of piece may walk (computed once per board and kept).

Ground units (melee, ranged) never enter Mountains nor cross walls; workers and Necromancers never
enter Mountains but ignore walls; flyers go anywhere. Distances count steps; None: unreachable.
"""

from __future__ import annotations

from collections import deque
from typing import Any

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

    def table(self, kind: str) -> dict[str, dict[str, int]]:
        if kind == "flying":
            return self.air
        if kind in ("melee", "ranged"):
            return self.ground
        return self.walker

    def dist(self, kind: str, a: str, b: str) -> int | None:
        return self.table(kind)[a].get(b)


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
