"""Helpers shared by the benchmarks (import after putting the checkout measured on sys.path)."""

import os

from game.model.board import load_map, map_path


def shipped_map(root, ruleset, players, wanted=None):
    """The map `wanted` (an id or path), else the first map in `root`/maps for `players` seats of
    the ruleset's kind (a world of islands for a ruleset entering at entry regions)."""
    folder = os.path.join(root, "maps")
    if wanted:
        return load_map(map_path(wanted, folder))
    world = ruleset.entry == "entry_regions"
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json") and name != "schema.json":
            board = load_map(os.path.join(folder, name))
            if board.players == players and board.is_world == world:
                return board
    raise SystemExit(f"error: no {players}-player map for this ruleset in {folder}")
