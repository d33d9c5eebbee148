"""One pack's board (§1.4): its tiles, the cells emptied in each area, its tokens; and its score.

Plain attributes on a slotted object, copied field by field (`copy`): the computer players copy
games all the time.
"""

from __future__ import annotations

from .values import ATTRIBUTES, Values

AREAS = ("spread", "speed", "howl", "lairs", "hunt", "wolves")


class PackBoard:
    """The pack board of one seat. `faces[i]` is 0 when tile i shows its face a, 1 for face b (tile 0,
    the home tile, shows its home terrain either way); `dens[area]` counts the dens taken from an
    attribute area; `lairs` the lairs taken; `wolves[i]` is True while cell i+1 of the `wolves` area
    still holds its figure; `hunt` the species hunted, leftmost cell first."""

    __slots__ = ("pack", "side", "faces", "dens", "lairs", "wolves", "hunt", "bonus_terrain",
                 "bonus_action", "scoring_tokens", "vp_tokens")

    def __init__(self, pack: str, side: str) -> None:
        self.pack = pack
        self.side = side                       # "3-5" or "2" (§1.4)
        self.faces = [0] * 6
        self.dens = {area: 0 for area in ATTRIBUTES}
        self.lairs = 0
        self.wolves = [True] * 8
        self.hunt: list[str] = []
        self.bonus_terrain = 0
        self.bonus_action = 0
        self.scoring_tokens: list[str] = []    # kinds of the scoring tokens held (1st places)
        self.vp_tokens: list[int] = []

    def copy(self) -> PackBoard:
        new = PackBoard.__new__(PackBoard)
        new.pack, new.side = self.pack, self.side
        new.faces = self.faces[:]
        new.dens = dict(self.dens)
        new.lairs = self.lairs
        new.wolves = self.wolves[:]
        new.hunt = self.hunt[:]
        new.bonus_terrain, new.bonus_action = self.bonus_terrain, self.bonus_action
        new.scoring_tokens = self.scoring_tokens[:]
        new.vp_tokens = self.vp_tokens[:]
        return new

    def __deepcopy__(self, memo: dict) -> PackBoard:
        return self.copy()

    # -- what the board shows ------------------------------------------------------------------

    def up(self, values: Values, tile: int) -> str:
        """The terrain tile `tile` shows."""
        return values.tile_faces(self.pack)[tile][self.faces[tile]]

    def down(self, values: Values, tile: int) -> str:
        return values.tile_faces(self.pack)[tile][1 - self.faces[tile]]

    def attribute(self, values: Values, area: str) -> int:
        """The current value of an attribute area: the number on its highest revealed cell."""
        return values.attributes[area][self.dens[area]]

    def dens_left(self) -> int:
        return sum(4 - taken for taken in self.dens.values())

    def next_wolf_cell(self, values: Values, kind: str | None = None) -> int | None:
        """The lowest-numbered cell (0-based) of `wolves` still holding a figure, of `kind` when given
        (Dominate takes pack wolves only, C15); None when there is none."""
        for i, present in enumerate(self.wolves):
            if present and (kind is None or values.wolf_cells[i] == kind):
                return i
        return None

    def area_vp(self, values: Values, area: str) -> int:
        """The VP of an area: the highest VP printed on a revealed cell, 0 if none (§1.4)."""
        if area in ATTRIBUTES:
            return values.attribute_vp[self.dens[area]]
        if area == "lairs":
            return values.lair_vp[self.lairs - 1] if self.lairs else 0
        if area == "hunt":
            return values.hunt_vp[self.side][len(self.hunt) - 1] if self.hunt else 0
        emptied = [values.wolves_vp[i] for i, present in enumerate(self.wolves) if not present]
        return max(emptied, default=0)

    def taken(self, area: str) -> int:
        """How many cells of an area were emptied (or, for `hunt`, filled)."""
        if area in ATTRIBUTES:
            return self.dens[area]
        if area == "lairs":
            return self.lairs
        if area == "hunt":
            return len(self.hunt)
        return self.wolves.count(False)

    def score(self, values: Values) -> dict[str, int]:
        """The score if the game ended now, by source (§6): `regions` (the 1st-place values of the
        scoring tokens held), `vp_tokens`, each area, and `total`."""
        parts = {"regions": sum(values.first_value[kind] for kind in self.scoring_tokens),
                 "vp_tokens": sum(self.vp_tokens)}
        for area in AREAS:
            parts[area] = self.area_vp(values, area)
        parts["total"] = sum(parts.values())
        return parts
