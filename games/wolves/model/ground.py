"""What the rules ask of the board again and again, worked out once per Board and shared by every
copy of a game: land and its land neighbours, each hex's terrain and board, the hexes beside water,
the symbols, and the hexes a wolf reaches in n steps (§4.4, C2: only water, chasm and the map's
edge block a path; pieces and tokens never do)."""

from __future__ import annotations

from collections import deque

from . import hexes
from .board import LONE_WOLF, PREY, WATER, Board

Hex = tuple[int, int]


class Ground:
    def __init__(self, board: Board) -> None:
        self.board = board
        cells = board.cells
        self.terrain: dict[Hex, str] = {h: c.kind for h, c in cells.items() if c.land}
        self.board_of: dict[Hex, str] = {h: c.board for h, c in cells.items()}
        self.adj: dict[Hex, tuple[Hex, ...]] = {
            h: tuple(n for n in hexes.neighbours(h) if n in self.terrain) for h in self.terrain}
        self.regions: tuple[str, ...] = board.region_boards()
        self.water: dict[str, Hex] = {b: board.water_of(b) for b in self.regions}
        self.by_water: frozenset[Hex] = frozenset(
            h for h in self.terrain if any(cells.get(n) is not None and cells[n].kind == WATER
                                           for n in hexes.neighbours(h)))
        self.region_land: dict[str, tuple[Hex, ...]] = {
            b: tuple(h for h in board.hexes_of(b) if h in self.terrain) for b in board.board_ids()}
        self.prey_hexes: tuple[Hex, ...] = tuple(
            h for b in self.regions for h in board.hexes_of(b) if cells[h].symbol == PREY)
        self.lone_wolf_hexes: tuple[Hex, ...] = tuple(
            h for b in self.regions for h in board.hexes_of(b) if cells[h].symbol == LONE_WOLF)
        # land hex -> the prey hexes beside it (a hunt counts wolves there)
        self.prey_near: dict[Hex, tuple[Hex, ...]] = {}
        for p in self.prey_hexes:
            for n in self.adj[p]:
                self.prey_near[n] = (*self.prey_near.get(n, ()), p)
        # a hex's place in one fixed order (slot order of the boards, then the box's order of hexes)
        self.order: dict[Hex, int] = {h: i for i, h in enumerate(
            h for b in board.board_ids() for h in board.hexes_of(b))}
        # every hex of the map by its text and back ("3,-5"): actions and events name hexes so
        self.ids: dict[Hex, str] = {h: hexes.hex_id(h) for h in cells}
        self.by_id: dict[str, Hex] = {text: h for h, text in self.ids.items()}
        self._reach: dict[tuple[Hex, int], tuple[Hex, ...]] = {}
        self._within: dict[tuple[Hex, int], frozenset[Hex]] = {}

    def __deepcopy__(self, memo: dict) -> Ground:
        return self                 # the board never changes during a game

    def reach(self, start: Hex, steps: int) -> tuple[Hex, ...]:
        """The land hexes at 1 to `steps` steps from the land hex `start` through land, nearest first
        (neighbours in the fixed order E NE NW W SW SE)."""
        key = (start, steps)
        found = self._reach.get(key)
        if found is None:
            seen = {start: 0}
            queue = deque([start])
            order = []
            adj = self.adj
            while queue:
                here = queue.popleft()
                d = seen[here] + 1
                if d > steps:
                    break
                for n in adj[here]:
                    if n not in seen:
                        seen[n] = d
                        order.append(n)
                        queue.append(n)
            found = self._reach[key] = tuple(order)
        return found

    def within(self, start: Hex, steps: int) -> frozenset[Hex]:
        """reach() as a set."""
        key = (start, steps)
        found = self._within.get(key)
        if found is None:
            found = self._within[key] = frozenset(self.reach(start, steps))
        return found
