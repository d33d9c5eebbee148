"""The Elf Gate (elf_gate_3p) and Prisoners (prisoners_2p) maps, for make_maps.py.

Both are drawn by the generator's own machinery (hexagonal cells, symmetric jitter); make_maps hands
its module over (`maker`) so these layouts use its Layout class and symmetry groups unchanged.
Every cell's type is set here by hand, one representative per orbit of the symmetry (the search
then has nothing left to swap): the rules of these two scenarios hang on a handful of exact
distances, easier to hold by design than to find.

Elf Gate: D in the middle of a hexagon of radius 2 (D, its six neighbours, the ring of twelve
around them); three arms of six cells, each a third of a turn from the next, lead from the ring
to a City 5 steps from D. A sector (one arm and its third of the core), drawn with D at (0, 0):
the arm's link (2,-3) leads from the ring to two Clear spaces in front of the City (3,-5), which
has its Gold Mine and Forest in pockets beside it. The ring holds the sector's far Mine and
Forest (depleted in the scenario) and two Mountains between this arm and the next.

Prisoners: a band five rows high, the Orc City at the west end of the middle row and the Night
Elf City at the east end, 7 cells apart, the two middle cells of the row Mountains (so the
Cities are 8 apart on the ground). A row of three cells juts out north at the east end and its
twin south at the west end: A (Thrall, the Orc prisoner) is the middle one in the north, 2 from
the Night Elf City; its two neighbours toward the Orc City are walled, so an Orc rescuer on the
ground must come round past the Night Elf City to reach it. B is its twin. The Cities' races, the
labels A and B and the walls are put on by make_maps.finish_prisoners (the prisoner pair's space
nearer the Night Elf City is A; walls on every edge of A and B toward the prisoner's own City).
"""

from __future__ import annotations

from fractions import Fraction


def rows_of(cells):
    """The generator's {row r: [x, ...]} (x = q + r/2) for a set of axial cells."""
    rows = {}
    for q, r in cells:
        rows.setdefault(r, []).append(Fraction(q) + Fraction(r, 2))
    return {r: sorted(xs) for r, xs in sorted(rows.items())}


def spread(sector, group):
    """{cell: tag} for every image of the sector's cells under the group (each orbit keeps its tag)."""
    tags = {}
    for cell, tag in sector.items():
        for g in group:
            image = g(*cell)
            assert tags.get(image, tag) == tag, ("two orbits meet", cell, image)
            tags[image] = tag
    return tags


# -- Elf Gate ----------------------------------------------------------------------------------------------------------

GATE = (0, 0)
ELF_GATE_SECTOR = {
    # D's neighbours: A (its rotations B, C) and a Clear between two labelled ones
    (0, -1): "label:A", (1, -1): "clear",
    # the ring around them: the far Mine and Forest, two Mountains between the arms
    (1, -2): "forest", (2, -2): "goldmine", (0, -2): "mountain", (-1, -1): "mountain",
    # the arm: its link, the two Clear spaces in front of the City, the City's own Mine and Forest
    (2, -3): "clear", (2, -4): "clear", (3, -4): "clear", (2, -5): "goldmine", (4, -5): "forest",
    (3, -5): "city",
}
ELF_GATE_RACES = ("humans", "orcs", "undead")     # the Cities of the sector turned 0, 1, 2 thirds
ELF_GATE_POSTS = ("A", "B", "C")                  # and the neutral posts on their way to D


def elf_gate_3p(maker):
    tags = spread(ELF_GATE_SECTOR, maker.THIRDS)
    tags[GATE] = "label:D"
    return maker.Layout(
        "elf_gate_3p", {"en": "The Elf Gate", "ru": "Эльфийские Врата"}, rows_of(tags), maker.THIRDS, tags, {},
        seed=3, finish=finish_elf_gate)


def finish_elf_gate(doc, ids, layout):
    """Each turn of the sector gets its race's City and its post's label; D is Outpost-free."""
    spaces = {s["id"]: s for s in doc["spaces"]}
    post = next(cell for cell, tag in ELF_GATE_SECTOR.items() if tag == "label:A")
    city = next(cell for cell, tag in ELF_GATE_SECTOR.items() if tag == "city")
    for turn, race, label in zip(layout.group, ELF_GATE_RACES, ELF_GATE_POSTS):
        spaces[ids[turn(*city)]]["city_of"] = race
        spaces[ids[turn(*post)]]["label"] = label
    spaces[ids[GATE]]["no_outpost"] = True


# -- Prisoners --------------------------------------------------------------------------------------------------------

# One representative of each pair of twins (the half turn maps (q, r) to (1 - q, -r)), the west one
# (the Orc side) where the pair has one; rows -2 and 2 are the prisons' juts.
PRISONERS_HALF = {
    (-3, 0): "city",                                          # the Orc City (its twin: the Night Elves')
    (0, 0): "mountain", (-1, -1): "mountain",                 # a ridge across the middle, NW to SE
    (-3, 2): "prisoner",                                      # B (Tyrande) 2 from the Orc City; twin A
    (-3, -1): "goldmine", (-4, 1): "forest",                  # the City's own Mine and Forest
    (-2, -1): "clear", (-2, 0): "clear", (-3, 1): "clear",    # and its other neighbours
    (-1, 0): "goldmine", (-4, 2): "forest",                   # its second Mine and Forest, 2 steps off
    (-2, 2): "clear", (-2, 1): "clear",                       # B's walled neighbours (toward its City)
    (-1, 1): "clear", (0, -1): "clear", (1, -1): "clear",
}


def prisoners_2p(maker):
    tags = spread(PRISONERS_HALF, maker.HALF_TURN)
    return maker.Layout(
        "prisoners_2p", {"en": "The Prisoners", "ru": "Пленники"}, rows_of(tags), maker.HALF_TURN, tags, {},
        seed=5, finish=maker.finish_prisoners)
