"""Helpers of the Warcraft window tests: a small map drawn like a shipped one (every space type, labels,
a wall, an objective of each value), the shipped map when there is one, screenshots on request."""

import os
import random

from games.warcraft_board.model.board import Board, Space

TYPES = [
    "city", "forest", "clear", "goldmine", "objective", "clear", "forest",
    "clear", "mountain", "clear", "objective", "mountain", "clear", "goldmine",
    "forest", "clear", "objective", "clear", "objective", "clear", "forest",
    "goldmine", "mountain", "clear", "clear", "mountain", "clear", "city",
]


def grid_board(cols=7, rows=4, size=(1600, 1000), seed=3):
    """A map of cols x rows four-sided spaces whose corners are jittered (shared between neighbours)."""
    rng = random.Random(seed)
    w, h = size
    cw, ch = (w - 40) / cols, (h - 40) / rows
    corners = {}
    for r in range(rows + 1):
        for c in range(cols + 1):
            jx = 0 if c in (0, cols) else rng.uniform(-0.22, 0.22) * cw
            jy = 0 if r in (0, rows) else rng.uniform(-0.22, 0.22) * ch
            corners[c, r] = (round(20 + c * cw + jx, 1), round(20 + r * ch + jy, 1))
    spaces, adjacent = [], []
    labels = {9: "A", 12: "B", 15: "C"}
    slot = 0
    for r in range(rows):
        for c in range(cols):
            k = r * cols + c
            kind = TYPES[k % len(TYPES)]
            sid = f"s{k}"
            poly = (corners[c, r], corners[c + 1, r], corners[c + 1, r + 1], corners[c, r + 1])
            extra = {}
            if kind == "city":
                slot += 1
                extra["city_slot"] = slot
            if kind == "objective":
                extra["vp"] = 1 + (k % 2)
            if k in labels:
                extra["label"] = labels[k]
            spaces.append(Space(id=sid, type=kind, polygon=poly, **extra))
            if c + 1 < cols:
                adjacent.append((sid, f"s{k + 1}"))
            if r + 1 < rows:
                adjacent.append((sid, f"s{k + cols}"))
    return Board("grid", "main_2p", {"en": "Test grid", "ru": "Проверочная сетка"}, size, spaces, adjacent,
                 walls=[("s9", "s10"), ("s9", "s16")])


def shot(surface, name):
    """Save a screenshot to /tmp/shots-wb-ui/ when WB_SHOTS is set (the tests' pictures to look at)."""
    if os.environ.get("WB_SHOTS"):
        import pygame

        os.makedirs("/tmp/shots-wb-ui", exist_ok=True)
        pygame.image.save(surface, f"/tmp/shots-wb-ui/{name}.png")
