"""The Wolves' boards: the box file (`wolves-map`), its checker, and the Board of one layout.

The box (games/wolves/maps/standard.json) holds the start board and the ten region boards, each a
radius-2 hexagon written by offset from its centre, plus the slots (board centres on the global
grid) and which slots each player count uses. `check_box` holds a document to every rule the
game's boards follow, to the letter (the start board's canyon and its two sides, each region
board's counts, ring and symbols, the box's table of terrains), and its slots and layouts to what
makes a map playable (the lattice, the number of boards, no overlap, one piece, every region board
touching two others), naming the field of each problem; `build_board` lays the boards of one game
on the grid.

The file, field by field (unknown fields are warnings, everything else below is required):

    {"format": "wolves-map", "version": 1, "id": "standard", "name": "The Wolves",   (name optional)
     "boards": [                                     the start board and r01..r10, any order
       {"id": "start", "kind": "start", "hexes": [...]},
       {"id": "r01", "kind": "region", "dominant": "meadow", "hexes": [
          {"at": [0, 0], "terrain": "water"},        at: [dq, dr] from the board's centre, all 19
          {"at": [-1, 2], "terrain": "desert", "symbol": "prey"},        symbol: "prey" | "lone_wolf"
          ...]}, ...],
     "slots": {"C": [0, 0], "N": [3, -5], ...},     slot -> centre [q, r] on the global grid
     "layouts": {"2": {"start": null, "regions": ["C", "NE", "SE", "SW", "NW"]},
                 "3": {"start": "C", "regions": [...]}, "4": ..., "5": ...}}

`terrain` is one of meadow desert forest tundra mountain, or water / chasm. Offsets and centres are
axial (q, r), pointy-top, r growing south (hexes.py). A deal is {slot: region board id} for the
region slots of a layout; the game draws it and records it in its game file.
"""

from __future__ import annotations

import functools
import os
import re
from collections import Counter, deque
from dataclasses import dataclass

from kernel.errors import DataError, Problem
from kernel.file_checks import ProblemReport, TooManyProblems, check_envelope, key_field
from kernel.files import excerpt, read_json, type_name

from . import hexes

MAP_FORMAT = "wolves-map"
MAP_VERSION = 1
MAPS_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "maps")
SHIPPED_BOX = "standard"

TERRAINS = ("meadow", "desert", "forest", "tundra", "mountain")
WATER = "water"
CHASM = "chasm"
KINDS = TERRAINS + (WATER, CHASM)
PREY = "prey"
LONE_WOLF = "lone_wolf"
SYMBOLS = (PREY, LONE_WOLF)
START = "start"
REGION = "region"
BOARD_KINDS = (START, REGION)
START_BOARD = "start"

# Every board is this hexagon around its centre, never rotated.
RADIUS = 2
CENTRE = (0, 0)
OUTLINE = tuple(hexes.disc(CENTRE, RADIUS))
RING_1 = tuple(hexes.ring(CENTRE, 1))
RING_2 = tuple(hexes.ring(CENTRE, 2))
CORNERS = tuple((RADIUS * dq, RADIUS * dr) for dq, dr in hexes.DIRECTIONS)
BOARD_HEXES = len(OUTLINE)                      # 19

# The start board: a zig-zag canyon from the west edge to the east, five start hexes along it on
# each side ("edge") and two more on each side away from it ("back").
CHASM_OFFSETS = ((-2, 1), (-1, 0), (0, 0), (1, 0), (2, -1))
SIDES = {
    "north": {"edge": ((-2, 0), (-1, -1), (0, -1), (1, -1), (2, -2)), "back": ((0, -2), (1, -2))},
    "south": {"edge": ((-2, 2), (-1, 1), (0, 1), (1, 1), (2, 0)), "back": ((-1, 2), (0, 2))},
}

# A region board: where its symbols are printed unless an artist moved them, and the ring-1 hex the
# two-player game's virtual pack takes beside the water (kept free of symbols).
DEFAULT_PREY = (-1, 2)
DEFAULT_LONE_WOLVES = ((2, -1), (-1, -1))
VIRTUAL_OFFSET = (1, -1)
PREY_FREE_NEIGHBOURS = 4        # land neighbours without a symbol the prey hex keeps on its board

# The box's table: region board -> (dominant terrain, terrains of its two lone-wolf hexes, prey hex's terrain).
REGION_TABLE = {
    "r01": ("meadow", ("meadow", "tundra"), "desert"),
    "r02": ("meadow", ("meadow", "mountain"), "forest"),
    "r03": ("desert", ("desert", "forest"), "tundra"),
    "r04": ("desert", ("desert", "meadow"), "mountain"),
    "r05": ("forest", ("forest", "mountain"), "meadow"),
    "r06": ("forest", ("forest", "desert"), "tundra"),
    "r07": ("tundra", ("tundra", "meadow"), "mountain"),
    "r08": ("tundra", ("tundra", "desert"), "forest"),
    "r09": ("mountain", ("mountain", "forest"), "meadow"),
    "r10": ("mountain", ("mountain", "tundra"), "desert"),
}
DOMINANT_HEXES = 6
OTHER_HEXES = 3
LONE_WOLVES_PER_BOARD = 2
PREY_PER_BOARD = 1
LONE_WOLVES_PER_TERRAIN = 4     # over the ten region boards
PREY_PER_TERRAIN = 2

# Slots: board centres, in the game's fixed order (logs, scoring several regions in one phase).
SLOT_CENTRES = {
    "C": (0, 0), "N": (3, -5), "NE": (5, -2), "SE": (2, 3), "S": (-3, 5), "SW": (-5, 2),
    "NW": (-2, -3), "E": (7, 1), "W": (-7, -1), "NNE": (8, -7), "SSW": (-8, 7),
}
SLOT_ORDER = tuple(SLOT_CENTRES)
LATTICE = ((5, -2), (2, 3))     # radius-2 hexagons centred on this lattice tile the grid
# Players -> (slot of the start board or None, slots of the region boards).
LAYOUTS = {
    2: (None, ("C", "NE", "SE", "SW", "NW")),
    3: ("C", ("N", "NE", "SE", "S", "SW", "NW")),
    4: ("C", ("N", "NE", "SE", "S", "SW", "NW", "E", "W")),
    5: ("C", ("N", "NE", "SE", "S", "SW", "NW", "E", "W", "NNE", "SSW")),
}
LAYOUT_HEXES = {2: 95, 3: 133, 4: 171, 5: 209}
MIN_TOUCHING = 2                # other boards each region board touches

# Sizes a box never comes near: more is refused before it is walked.
MAX_BOARDS = 32
MAX_HEXES = 64
MAX_SLOTS = 32
MAX_LAYOUTS = 16
MAX_LAYOUT_REGIONS = 32
MAX_NAME = 80
WHOLE_PAIR = f"(two whole numbers, each at most {hexes.HEX_LIMIT} from 0)"     # what an offset or a centre is
BOARD_ID = re.compile(r"[a-z][a-z0-9_]{0,39}\Z")
BOX_KEYS = ("format", "version", "id", "name", "boards", "slots", "layouts")
BOARD_KEYS = ("id", "kind", "dominant", "hexes")
HEX_KEYS = ("at", "terrain", "symbol")
LAYOUT_KEYS = ("start", "regions")


@dataclass(frozen=True)
class Cell:
    """One hex of a board: where it is (on the grid, or by offset inside the box), what it is, which
    board and slot it belongs to, and the symbol printed on it (the tokens on it are game state)."""

    hex: tuple[int, int]
    kind: str                   # a terrain, "water" or "chasm"
    board: str                  # "start", "r01" ... "r10"
    slot: str | None = None     # "C", "N", ...: None in the box
    symbol: str | None = None   # None, "prey" or "lone_wolf"

    @property
    def land(self) -> bool:
        return self.kind in TERRAINS


class Box:
    """A checked wolves-map document: its boards by offset, its slots and its layouts. Never changes:
    a copy of a game shares it."""

    def __init__(self, box_id, name, boards, kinds, dominants, slots, layouts, document, path=None):
        self.id = box_id
        self.name = name
        self.boards = boards            # board id -> tuple of Cells, each at its offset from the centre
        self.kinds = kinds              # board id -> "start" | "region"
        self.dominants = dominants      # region board id -> its dominant terrain
        self.slots = slots              # slot -> centre hex, in SLOT_ORDER
        self.layouts = layouts          # players -> (start slot | None, region slots in slot order)
        self.document = document        # what it was read from; never changed
        self.path = path

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def region_board_ids(self) -> tuple[str, ...]:
        return tuple(b for b, kind in self.kinds.items() if kind == REGION)

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(sorted(self.layouts))

    def layout(self, players: int) -> tuple[str | None, tuple[str, ...]]:
        """(start board's slot or None, region slots in slot order) for that many players."""
        if type(players) is not int or players not in self.layouts:
            raise ValueError(f"the box has no layout for {players} players")
        return self.layouts[players]

    def cell_at(self, board_id: str, offset) -> Cell | None:
        return next((c for c in self.boards[board_id] if c.hex == offset), None)


# -- reading ----------------------------------------------------------------------------------------------------


def load_box(path) -> Box:
    """The box in a wolves-map file; DataError listing every problem (file and field) otherwise."""
    document = read_json(path)
    box, problems = parse_box(document, str(path))
    errors = [p for p in problems if not p.warning]
    if errors or box is None:
        raise DataError(errors or [Problem(str(path), "is not a box of The Wolves")])
    box.path = str(path)
    return box


@functools.cache
def shipped_box() -> Box:
    """The box the game ships (games/wolves/maps/standard.json), read once."""
    return load_box(box_file(SHIPPED_BOX))


def box_file(map_ref: str) -> str:
    """The file of a map a game file names: a shipped map's id ("standard") is its file in the game's
    maps folder; anything else is a path, as given."""
    if isinstance(map_ref, str) and BOARD_ID.match(map_ref):
        candidate = os.path.join(MAPS_FOLDER, map_ref + ".json")
        if os.path.isfile(candidate):
            return candidate
    return map_ref


def check_box(document, where) -> list[Problem]:
    """Every problem of a wolves-map document (errors and warnings), each naming `where` and the field."""
    return parse_box(document, where)[1]


def parse_box(document, where) -> tuple[Box | None, list[Problem]]:
    """(Box or None, problems): the one check of a box document, whoever reads it. None when any
    problem is an error; warnings (unknown fields) leave a Box."""
    report = ProblemReport(where)
    try:
        box = _parse(document, report)
    except TooManyProblems:
        box = None
    problems = report.finished()
    if any(not p.warning for p in problems):
        box = None
    return box, problems


def _parse(document, report):
    if not isinstance(document, dict):
        report.error("", f"a box file holds a JSON object, not {type_name(document)}")
        return None
    for key in document:
        if key not in BOX_KEYS:
            report.warn(key_field("", key), "is not a field of a box file; it is ignored")
    _check_envelope(document, report)
    sheets = _check_boards(document.get("boards"), report)
    slots = _check_slots(document.get("slots"), report)
    layouts = _check_layouts(document.get("layouts"), slots, report)
    if report.errors() or sheets is None or slots is None or layouts is None:
        return None
    boards = {s.id: tuple(Cell(off, e.terrain, s.id, None, e.symbol) for off, e in s.entries.items()) for s in sheets}
    kinds = {s.id: s.kind for s in sheets}
    dominants = {s.id: s.dominant for s in sheets if s.kind == REGION}
    name = document.get("name") if isinstance(document.get("name"), str) else document["id"]
    return Box(document["id"], name, boards, kinds, dominants, slots, layouts, document)


def _check_envelope(document, report):
    check_envelope(document, report, MAP_FORMAT, MAP_VERSION, "box", "; update the game")
    box_id = document.get("id")
    if "id" not in document:
        report.error("id", "is missing: a box has an id (lower-case letters, digits and _)")
    elif not isinstance(box_id, str) or not BOARD_ID.match(box_id):
        report.error("id", f"{excerpt(box_id)} is not an id (lower-case letters, digits and _, "
                           "starting with a letter, at most 40)")
    name = document.get("name")
    if name is not None and (not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME
                             or not name.isprintable()):
        report.error("name", f"{excerpt(name)} is not a name (printable text of 1 to {MAX_NAME} characters)")


# -- one board --------------------------------------------------------------------------------------------------


@dataclass
class _Entry:
    index: int
    terrain: str
    symbol: str | None


@dataclass
class _Sheet:
    """A board as the file gives it, once its structure is sound."""

    index: int
    id: str
    kind: str
    dominant: str | None
    entries: dict           # offset -> _Entry, in the file's order

    def field(self, offset, key=None):
        base = f"boards[{self.index}].hexes[{self.entries[offset].index}]"
        return f"{base}.{key}" if key else base

    @property
    def base(self):
        return f"boards[{self.index}]"


def _check_boards(boards, report):
    """The boards' sheets (each board sound and the box's set of boards right), or None."""
    if boards is None:
        report.error("boards", "is missing: a box lists its boards")
        return None
    if not isinstance(boards, list):
        report.error("boards", f"is {type_name(boards)}, not a list of boards")
        return None
    if len(boards) > MAX_BOARDS:
        report.error("boards", f"lists {len(boards)} boards; a box has {1 + len(REGION_TABLE)}")
        return None
    sheets, seen, sound = [], {}, True
    for index, raw in enumerate(boards):
        sheet = _check_board(index, raw, report)
        if sheet is None:
            sound = False
            continue
        if sheet.id in seen:
            report.error(f"boards[{index}].id", f"\"{sheet.id}\" is the id of boards[{seen[sheet.id]}] too")
            sound = False
            continue
        seen[sheet.id] = index
        sheets.append(sheet)
    whole = sound       # every board readable: which boards the box holds can be told
    for sheet in sheets:
        if sheet.kind == START:
            sound &= _check_start(sheet, report)
        else:
            sound &= _check_region(sheet, report)
    if whole:
        sound &= _check_box_set(sheets, report)
    if sound:
        sound &= _check_table(sheets, report)
    return sheets if sound else None


def _check_board(index, raw, report):
    base = f"boards[{index}]"
    if not isinstance(raw, dict):
        report.error(base, f"is {type_name(raw)}, not a board (an object)")
        return None
    errors = report.errors()
    for key in raw:
        if key not in BOARD_KEYS:
            report.warn(key_field(base, key), "is not a field of a board; it is ignored")
    board_id, kind, dominant = raw.get("id"), raw.get("kind"), raw.get("dominant")
    if not isinstance(board_id, str) or not BOARD_ID.match(board_id):
        report.error(f"{base}.id", "is missing" if "id" not in raw else f"{excerpt(board_id)} is not a board id")
    if kind not in BOARD_KINDS:
        report.error(f"{base}.kind", "is missing: \"start\" or \"region\"" if "kind" not in raw
                     else f"{excerpt(kind)} is not \"start\" or \"region\"")
    elif kind == START and dominant is not None:
        report.error(f"{base}.dominant", "the start board has no dominant terrain")
    elif kind == REGION and dominant not in TERRAINS:
        report.error(f"{base}.dominant", "is missing: a region board names its dominant terrain"
                     if "dominant" not in raw else f"{excerpt(dominant)} is not a terrain ({', '.join(TERRAINS)})")
    entries = _check_hexes(base, raw.get("hexes"), "hexes" in raw, report)
    if report.errors() > errors or entries is None:
        return None
    return _Sheet(index, board_id, kind, dominant, entries)


def _check_hexes(base, raw, given, report):
    field = f"{base}.hexes"
    if not given:
        report.error(field, f"is missing: a board lists its {BOARD_HEXES} hexes")
        return None
    if not isinstance(raw, list):
        report.error(field, f"is {type_name(raw)}, not a list of hexes")
        return None
    if len(raw) > MAX_HEXES:
        report.error(field, f"lists {len(raw)} hexes; a board has {BOARD_HEXES}")
        return None
    entries, sound = {}, True
    for k, item in enumerate(raw):
        entry_field = f"{field}[{k}]"
        if not isinstance(item, dict):
            report.error(entry_field, f"is {type_name(item)}, not a hex (an object with \"at\" and \"terrain\")")
            sound = False
            continue
        for key in item:
            if key not in HEX_KEYS:
                report.warn(key_field(entry_field, key), "is not a field of a hex; it is ignored")
        at, terrain, symbol = item.get("at"), item.get("terrain"), item.get("symbol")
        offset = _offset(at)
        ok = True
        if offset is None:
            report.error(f"{entry_field}.at", "is missing" if "at" not in item else
                         f"{excerpt(at)} is not an offset [dq, dr] {WHOLE_PAIR}")
            ok = False
        elif hexes.length(offset) > RADIUS:
            report.error(f"{entry_field}.at", f"{excerpt(at)} lies outside the board: every hex is at most "
                                              f"{RADIUS} from the centre")
            ok = False
        elif offset in entries:
            report.error(f"{entry_field}.at", f"{excerpt(at)} is the hex of {field}[{entries[offset].index}] too")
            ok = False
        if terrain not in KINDS:
            report.error(f"{entry_field}.terrain", "is missing" if "terrain" not in item else
                         f"{excerpt(terrain)} is not a terrain, water or chasm")
            ok = False
        if symbol is not None and symbol not in SYMBOLS:
            report.error(f"{entry_field}.symbol", f"{excerpt(symbol)} is not \"prey\" or \"lone_wolf\"")
            ok = False
        if ok:
            entries[offset] = _Entry(k, terrain, symbol)
        sound &= ok
    if not sound:
        return None
    missing = [off for off in OUTLINE if off not in entries]
    if missing:
        shown = " ".join(_shown(off) for off in missing[:6]) + (" ..." if len(missing) > 6 else "")
        report.error(field, f"lacks {len(missing)} of the {BOARD_HEXES} hexes of a board: {shown}")
        return None
    return entries


def _offset(value):
    if (isinstance(value, list) and len(value) == 2
            and all(type(c) is int and -hexes.HEX_LIMIT <= c <= hexes.HEX_LIMIT for c in value)):
        return value[0], value[1]
    return None


def _shown(offset):
    return f"({offset[0]},{offset[1]})"


def _check_start(sheet, report):
    errors = report.errors()
    for off, entry in sheet.entries.items():
        if entry.symbol is not None:
            report.error(sheet.field(off, "symbol"), "the start board has no prey or lone wolves")
        if entry.terrain == WATER:
            report.error(sheet.field(off, "terrain"), "the start board has no water")
        elif (entry.terrain == CHASM) != (off in CHASM_OFFSETS):
            report.error(sheet.field(off, "terrain"),
                         f"the canyon is the hexes {' '.join(map(_shown, CHASM_OFFSETS))}: "
                         + ("this one is chasm" if off in CHASM_OFFSETS else "no other hex is chasm"))
    if report.errors() > errors:
        return False
    for side, parts in SIDES.items():
        shown = [sheet.entries[off].terrain for off in parts["edge"]]
        if sorted(shown) != sorted(TERRAINS):
            report.error(f"{sheet.base}.hexes", f"the five start hexes {side} of the canyon show {', '.join(shown)}; "
                                                "they show the five terrains once each")
    back = [sheet.entries[off].terrain for parts in SIDES.values() for off in parts["back"]]
    if len(set(back)) != len(back):
        report.error(f"{sheet.base}.hexes", f"the four hexes away from the canyon show {', '.join(back)}; "
                                            "they show four different terrains")
    return report.errors() == errors


def _check_region(sheet, report):
    errors = report.errors()
    dominant = sheet.dominant
    for off, entry in sheet.entries.items():
        if off == CENTRE:
            if entry.terrain != WATER:
                report.error(sheet.field(off, "terrain"), f"the centre of a region board is water, not {entry.terrain}")
        elif entry.terrain == WATER:
            report.error(sheet.field(off, "terrain"), "is water: a region board has one water hex, at its centre")
        elif entry.terrain == CHASM:
            report.error(sheet.field(off, "terrain"), "is chasm: only the start board has a canyon")
    if report.errors() > errors:
        return False
    land = Counter(sheet.entries[off].terrain for off in RING_1 + RING_2)
    for terrain in TERRAINS:
        want = DOMINANT_HEXES if terrain == dominant else OTHER_HEXES
        if land[terrain] != want:
            report.error(f"{sheet.base}.hexes", f"has {land[terrain]} {terrain} hexes, not {want}: a region board "
                         f"has {DOMINANT_HEXES} of its dominant terrain ({dominant}) and {OTHER_HEXES} of each other")
    inner = Counter(sheet.entries[off].terrain for off in RING_1)
    if any(inner[t] != (2 if t == dominant else 1) for t in TERRAINS):
        shown = ", ".join(f"{inner[t]} {t}" for t in TERRAINS if inner[t])
        report.error(f"{sheet.base}.hexes", f"the six hexes around the water show {shown}; they show 2 of the "
                                            f"dominant terrain ({dominant}) and 1 of each other")
    _check_symbols(sheet, report)
    return report.errors() == errors


def _check_symbols(sheet, report):
    marked = [(off, e.symbol) for off, e in sheet.entries.items() if e.symbol]
    for off, _symbol in marked:
        if off == CENTRE:
            report.error(sheet.field(off, "symbol"), "the water holds no symbol")
        elif off in RING_1:
            why = " (the two-player virtual pack's hex)" if off == VIRTUAL_OFFSET else ""
            report.error(sheet.field(off, "symbol"), f"the hexes around the water are lair sites{why}: no symbol")
        elif off in CORNERS:
            report.error(sheet.field(off, "symbol"), "a symbol is never on a corner of the board")
    found = Counter(symbol for _off, symbol in marked)
    for symbol, want in ((PREY, PREY_PER_BOARD), (LONE_WOLF, LONE_WOLVES_PER_BOARD)):
        if found[symbol] != want:
            report.error(f"{sheet.base}.hexes", f"has {found[symbol]} {symbol} hexes, not {want}")
    for k, (off, _symbol) in enumerate(marked):
        for other, other_symbol in marked[:k]:
            if hexes.adjacent(off, other):
                report.error(sheet.field(off, "symbol"), f"lies next to the {other_symbol} hex {_shown(other)}: "
                                                         "no symbol touches another")
    for off, symbol in marked:
        if symbol != PREY:
            continue
        free = [n for n in hexes.neighbours(off)
                if n in sheet.entries and sheet.entries[n].terrain in TERRAINS and not sheet.entries[n].symbol]
        if len(free) < PREY_FREE_NEIGHBOURS:
            report.error(sheet.field(off, "symbol"), f"the prey hex has {len(free)} neighbours of land without a "
                                                     f"symbol on its board, fewer than {PREY_FREE_NEIGHBOURS}")


def _symbol_terrains(sheet, symbol):
    return sorted(e.terrain for e in sheet.entries.values() if e.symbol == symbol)


def _check_box_set(sheets, report):
    """One start board, the ten region boards of the box's table, and nothing else."""
    errors = report.errors()
    for sheet in sheets:
        if sheet.id == START_BOARD and sheet.kind != START:
            report.error(f"{sheet.base}.kind", f"the board \"{START_BOARD}\" is the start board")
        elif sheet.id != START_BOARD and sheet.kind == START:
            report.error(f"{sheet.base}.id", f"the start board's id is \"{START_BOARD}\"")
        elif sheet.kind == REGION and sheet.id not in REGION_TABLE:
            report.error(f"{sheet.base}.id", f"\"{sheet.id}\" is not a region board of the box "
                                             f"({', '.join(REGION_TABLE)})")
    ids = {s.id for s in sheets}
    missing = [b for b in (START_BOARD, *REGION_TABLE) if b not in ids]
    if missing:
        report.error("boards", f"lack the board{'s' if len(missing) > 1 else ''} {', '.join(missing)}")
    return report.errors() == errors


def _check_table(sheets, report):
    """Each region board's dominant terrain and symbols as the box's table gives them, and the spread
    over the box: every terrain carries 4 lone wolves and 2 prey hexes."""
    errors = report.errors()
    regions = [s for s in sheets if s.kind == REGION]
    for sheet in regions:
        dominant, wolves, prey = REGION_TABLE[sheet.id]
        if sheet.dominant != dominant:
            report.error(f"{sheet.base}.dominant", f"is {sheet.dominant}; the box's table makes {sheet.id} a "
                                                   f"{dominant} board")
            continue
        lone = _symbol_terrains(sheet, LONE_WOLF)
        if lone != sorted(wolves):
            report.error(f"{sheet.base}.hexes", f"the lone wolves stand on {' and '.join(lone) or 'nothing'}; "
                                                f"the box's table puts {sheet.id}'s on {' and '.join(wolves)}")
        shown = _symbol_terrains(sheet, PREY)
        if shown != [prey]:
            report.error(f"{sheet.base}.hexes", f"the prey hex is {' and '.join(shown) or 'missing'}; "
                                                f"the box's table puts {sheet.id}'s on {prey}")
    wolves = Counter(t for s in regions for t in _symbol_terrains(s, LONE_WOLF))
    prey = Counter(t for s in regions for t in _symbol_terrains(s, PREY))
    for terrain in TERRAINS:
        if wolves[terrain] != LONE_WOLVES_PER_TERRAIN or prey[terrain] != PREY_PER_TERRAIN:
            report.error("boards", f"{terrain} carries {wolves[terrain]} lone wolves and {prey[terrain]} prey hexes "
                                   f"over the box, not {LONE_WOLVES_PER_TERRAIN} and {PREY_PER_TERRAIN}")
    return report.errors() == errors


# -- slots and layouts -----------------------------------------------------------------------------------------
#
# The boards themselves are held to the rules to the letter; where they go is held to what makes a
# map playable: slots of the game's names (their order is the game's) on the lattice where boards
# fit edge to edge, every player count's layout with the start board exactly when 3-5 play, the
# rules' number of region boards, no hex twice, one piece, every region board touching two others.
# The shipped box uses the rules' own slots and layouts (tests/wolves/test_board.py holds it to them).


def on_lattice(h) -> bool:
    """True when a board centred on `h` fits the tiling of the slots: h = a·(5,-2) + b·(2,3)."""
    (aq, ar), (bq, br) = LATTICE
    det = aq * br - ar * bq         # 19: the lattice has one point per 19 hexes, one board's worth
    a_num, b_num = h[0] * br - h[1] * bq, aq * h[1] - ar * h[0]
    return a_num % det == 0 and b_num % det == 0


def _check_slots(raw, report):
    if raw is None:
        report.error("slots", "is missing: a box places its slots")
        return None
    if not isinstance(raw, dict):
        report.error("slots", f"is {type_name(raw)}, not an object of slot: [q, r]")
        return None
    if len(raw) > MAX_SLOTS:
        report.error("slots", f"has {len(raw)} slots; the game has {len(SLOT_ORDER)}")
        return None
    errors = report.errors()
    found, owner = {}, {}
    for name, value in raw.items():
        field = key_field("slots", name)
        if not _is_slot(name):
            report.error(field, f"is not a slot of the game ({', '.join(SLOT_ORDER)})")
            continue
        centre = _offset(value)
        if centre is None:
            report.error(field, f"{excerpt(value)} is not a hex [q, r] {WHOLE_PAIR}")
        elif not on_lattice(centre):
            report.error(field, f"{_shown(centre)} is not a board centre: centres are (5,-2) and (2,3) added "
                                "whole numbers of times, where boards fit edge to edge")
        elif centre in owner:
            report.error(field, f"{_shown(centre)} is the centre of {owner[centre]} too")
        else:
            found[name] = centre
            owner[centre] = name
    if report.errors() > errors:
        return None
    return {name: found[name] for name in SLOT_ORDER if name in found}


def _check_layouts(raw, slots, report):
    if raw is None:
        report.error("layouts", "is missing: a box says which slots each player count uses")
        return None
    if not isinstance(raw, dict):
        report.error("layouts", f"is {type_name(raw)}, not an object of \"players\": layout")
        return None
    if len(raw) > MAX_LAYOUTS:
        report.error("layouts", f"has {len(raw)} layouts; the game has {len(LAYOUTS)}")
        return None
    errors = report.errors()
    layouts = {}
    for key, value in raw.items():
        field = key_field("layouts", key)
        players = int(key) if isinstance(key, str) and key in {str(n) for n in LAYOUTS} else None
        if players is None:
            report.error(field, f"is not a player count of the game ({', '.join(map(str, LAYOUTS))})")
            continue
        layout = _check_layout(field, players, value, slots, report)
        if layout is not None:
            layouts[players] = layout
    missing = [str(n) for n in LAYOUTS if str(n) not in raw]
    if missing:
        report.error("layouts", f"lack{'s' if len(missing) == 1 else ''} the layout for {', '.join(missing)} players")
    if report.errors() > errors or slots is None:
        return None
    for players, (start, regions) in layouts.items():
        _check_layout_ground(f"layouts.{players}", players, start, regions, slots, report)
    if report.errors() > errors:
        return None
    return {n: layouts[n] for n in sorted(layouts)}


def _check_layout(field, players, value, slots, report):
    """(start slot or None, region slots in slot order), or None. The start board is used by 3-5
    players; the region boards are 5, 6, 8 or 10."""
    if not isinstance(value, dict):
        report.error(field, f"is {type_name(value)}, not a layout ({{\"start\": slot or null, \"regions\": [slots]}})")
        return None
    for key in value:
        if key not in LAYOUT_KEYS:
            report.warn(key_field(field, key), "is not a field of a layout; it is ignored")
    errors = report.errors()
    want_start, want_regions = LAYOUTS[players]
    known = slots if slots is not None else SLOT_CENTRES
    start = value.get("start")
    if "start" not in value:
        report.error(f"{field}.start", "is missing: the start board's slot, or null")
    elif start is not None and not _is_slot(start):
        report.error(f"{field}.start", f"{excerpt(start)} is not a slot ({', '.join(SLOT_ORDER)}) or null")
    elif start is not None and start not in known:
        report.error(f"{field}.start", f"the slot {start} is not placed in slots")
    elif (start is None) != (want_start is None):
        report.error(f"{field}.start", f"with {players} players the start board is "
                                       + ("not used: null" if want_start is None else "used: the slot of its centre"))
    regions = value.get("regions")
    if "regions" not in value:
        report.error(f"{field}.regions", "is missing: the slots of the region boards")
    elif not isinstance(regions, list):
        report.error(f"{field}.regions", f"{excerpt(regions)} is not a list of slots")
    elif len(regions) > MAX_LAYOUT_REGIONS:
        report.error(f"{field}.regions", f"lists {len(regions)} slots; {players} players play with "
                                         f"{len(want_regions)} region boards")
    else:
        seen = set()
        for k, name in enumerate(regions):
            if not _is_slot(name):
                report.error(f"{field}.regions[{k}]", f"{excerpt(name)} is not a slot ({', '.join(SLOT_ORDER)})")
            elif name not in known:
                report.error(f"{field}.regions[{k}]", f"the slot {name} is not placed in slots")
            elif name in seen:
                report.error(f"{field}.regions[{k}]", f"the slot {name} is listed twice")
            elif name == start:
                report.error(f"{field}.regions[{k}]", f"the slot {name} holds the start board")
            if isinstance(name, str):
                seen.add(name)
        if len(regions) != len(want_regions):
            report.error(f"{field}.regions", f"list {len(regions)} slots; {players} players play with "
                                             f"{len(want_regions)} region boards")
    if report.errors() > errors:
        return None
    return start, tuple(s for s in SLOT_ORDER if s in regions)


def _is_slot(value):
    return isinstance(value, str) and value in SLOT_CENTRES


def _check_layout_ground(field, players, start, regions, slots, report):
    """The boards of a layout lie side by side: no hex twice, the hex count of the game's table, one
    piece, and every region board touching at least two other boards."""
    ground = {}
    placed = ([start] if start else []) + list(regions)
    for slot in placed:
        for off in OUTLINE:
            h = hexes.add(slots[slot], off)
            if h in ground:
                report.error(field, f"the boards at {ground[h]} and {slot} overlap at {_shown(h)}")
                return
            ground[h] = slot
    if len(ground) != LAYOUT_HEXES[players]:
        report.error(field, f"covers {len(ground)} hexes; {players} players play on {LAYOUT_HEXES[players]}")
    touching = {slot: set() for slot in placed}
    for h, slot in ground.items():
        for n in hexes.neighbours(h):
            if n in ground and ground[n] != slot:
                touching[slot].add(ground[n])
    for slot in regions:
        if len(touching[slot]) < MIN_TOUCHING:
            count = len(touching[slot])
            report.error(field, f"the region board at {slot} touches {count} other board{'' if count == 1 else 's'}; "
                                f"each touches at least {MIN_TOUCHING}")
    reached, stack = {placed[0]}, [placed[0]]
    while stack:
        for other in touching[stack.pop()]:
            if other not in reached:
                reached.add(other)
                stack.append(other)
    if len(reached) < len(placed):
        apart = [slot for slot in placed if slot not in reached]
        report.error(field, f"the boards at {', '.join(apart)} lie apart from the board at {placed[0]}: "
                            "the boards of a game form one piece")


# -- the board of one game ---------------------------------------------------------------------------------------


def check_deal(box: Box, players, deal, where="layout") -> list[Problem]:
    """Problems of a deal {slot: region board id} for `players` players: every region slot of the
    layout gets one region board of the box, none twice."""
    problems = []

    def error(field, what):
        problems.append(Problem(f"{where}.{field}" if field else where, what))

    if type(players) is not int or players not in box.layouts:
        error("", f"{excerpt(players)} players: the box has layouts for {', '.join(map(str, box.players))}")
        return problems
    if not isinstance(deal, dict) or len(deal) > MAX_SLOTS:
        error("", f"is {type_name(deal)}, not an object of slot: region board")
        return problems
    _start, regions = box.layout(players)
    owner = {}
    for slot, board_id in deal.items():
        field = key_field("", slot) if isinstance(slot, str) else excerpt(slot)
        if slot not in regions:
            error(field, f"is not a slot of a region board with {players} players ({', '.join(regions)})")
        elif board_id not in box.region_board_ids:
            error(field, f"{excerpt(board_id)} is not a region board ({', '.join(box.region_board_ids)})")
        elif board_id in owner:
            error(field, f"the board {board_id} is dealt to {owner[board_id]} too")
        else:
            owner[board_id] = slot
    missing = [s for s in regions if s not in deal]
    if missing:
        error("", f"deals no board to {', '.join(missing)}")
    return problems


def build_board(box: Box, players: int, deal) -> Board:
    """The Board of a game of `players` players whose region boards are dealt as `deal` says
    ({slot: region board id}); DataError (at `layout`) for a deal that does not fit the layout."""
    problems = check_deal(box, players, deal)
    if problems:
        raise DataError(problems)
    start, regions = box.layout(players)
    placed = ([(start, START_BOARD)] if start else []) + [(slot, deal[slot]) for slot in regions]
    cells = {}
    for slot, board_id in placed:
        centre = box.slots[slot]
        for cell in box.boards[board_id]:
            h = hexes.add(centre, cell.hex)
            cells[h] = Cell(h, cell.kind, board_id, slot, cell.symbol)
    return Board(box, players, start, regions, {slot: deal[slot] for slot in regions}, cells)


class Board:
    """The hexes of one game: the boards of its layout laid on the global grid. A Board never changes
    (pieces and tokens are the game's state), so a copy of a game shares it."""

    def __init__(self, box, players, start_slot, region_slots, deal, cells):
        self.box = box
        self.players = players
        self.start_slot = start_slot            # "C" or None (two players)
        self.region_slots = region_slots        # in slot order
        self.deal = deal                        # slot -> region board id
        self.cells = cells                      # hex -> Cell
        self._slot_of = {board_id: slot for slot, board_id in deal.items()}
        if start_slot:
            self._slot_of[START_BOARD] = start_slot
        self._hexes_of = {}
        for h, cell in cells.items():
            self._hexes_of.setdefault(cell.board, []).append(h)
        self._water = {c.board: h for h, c in cells.items() if c.kind == WATER}

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def cell(self, h) -> Cell | None:
        return self.cells.get(h)

    def passable(self, h) -> bool:
        """True for a land hex of the map (not water, chasm or off the map)."""
        cell = self.cells.get(h)
        return cell is not None and cell.land

    def neighbours(self, h) -> list:
        """The neighbours of `h` on the map (water and chasm included), E NE NW W SW SE."""
        return [n for n in hexes.neighbours(h) if n in self.cells]

    def region_boards(self) -> tuple[str, ...]:
        """The region boards in play, in slot order."""
        return tuple(self.deal[slot] for slot in self.region_slots)

    def board_ids(self) -> tuple[str, ...]:
        """Every board in play: the start board (when used) first, then the regions in slot order."""
        return ((START_BOARD,) if self.start_slot else ()) + self.region_boards()

    def board_of(self, h) -> str | None:
        cell = self.cells.get(h)
        return cell.board if cell else None

    def slot_of(self, board_id) -> str:
        return self._slot_of[board_id]

    def centre_of(self, board_id):
        return self.box.slots[self._slot_of[board_id]]

    def water_of(self, board_id):
        """The water hex of a region board in play (where its scoring token lies)."""
        return self._water[board_id]

    def hexes_of(self, board_id) -> tuple:
        """The hexes of a board in play, as the box lists them (its centre first)."""
        return tuple(self._hexes_of.get(board_id, ()))

    def beside_water(self, h) -> bool:
        """True for a hex sharing an edge with a water hex (C13): a lair site, the ring round the water."""
        return any(n in self.cells and self.cells[n].kind == WATER for n in hexes.neighbours(h))

    def virtual_hex(self, board_id):
        """The hex beside a region board's water that holds the two-player game's virtual pieces."""
        return hexes.add(self._water[board_id], VIRTUAL_OFFSET)

    def start_sides(self) -> dict[str, tuple]:
        """The start hexes of the setup's draft: {"north": hexes, "south": hexes}, each the five hexes of
        the start board beside the canyon on that side (empty tuples when no start board is used)."""
        if not self.start_slot:
            return {side: () for side in SIDES}
        centre = self.box.slots[self.start_slot]
        return {side: tuple(hexes.add(centre, off) for off in parts["edge"]) for side, parts in SIDES.items()}

    def side_of(self, h) -> str | None:
        """"north" or "south" for a start hex of the draft, else None."""
        return next((side for side, found in self.start_sides().items() if h in found), None)

    def steps_from(self, h, limit=None) -> dict:
        """{hex: fewest steps from `h`} over every land hex reachable from the land hex `h` through
        land only (water, chasm and the map's edge block; pieces and tokens never do), at most `limit`
        steps when given. In breadth-first order, neighbours taken E NE NW W SW SE: among hexes equally
        far, the first listed is the first in that fixed order."""
        if not self.passable(h):
            raise ValueError(f"paths start on land, not at {h!r}")
        found = {h: 0}
        queue = deque([h])
        while queue:
            here = queue.popleft()
            steps = found[here] + 1
            if limit is not None and steps > limit:
                continue
            for n in hexes.neighbours(here):
                if n not in found and self.passable(n):
                    found[n] = steps
                    queue.append(n)
        return found
