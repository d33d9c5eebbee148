"""The Wolves' rules: no pygame, only the kernel.

Public names of the model, imported from the module that owns each.
"""

from .board import (
    CHASM,
    KINDS,
    LONE_WOLF,
    PREY,
    SLOT_ORDER,
    SYMBOLS,
    TERRAINS,
    WATER,
    Board,
    Box,
    Cell,
    build_board,
    check_box,
    check_deal,
    load_box,
    shipped_box,
)
from .hexes import distance, hex_id, neighbours, parse_hex, ring

__all__ = [
    "CHASM", "KINDS", "LONE_WOLF", "PREY", "SLOT_ORDER", "SYMBOLS", "TERRAINS", "WATER",
    "Board", "Box", "Cell", "build_board", "check_box", "check_deal", "load_box", "shipped_box",
    "distance", "hex_id", "neighbours", "parse_hex", "ring",
]
