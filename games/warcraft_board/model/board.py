"""Warcraft: The Board Game's maps: the `warcraft_board-map` file, its checker and the Board of a game.

A map is a set of polygon spaces (City, Forest, Gold Mine, Mountain, Objective, Clear) in a drawing
area; spaces whose outlines share a stretch of border are adjacent, gaps between outlines are not
crossed. `check_map` holds a document to the format (every field, every type, no unknown key, the
outlines agreeing with the declared adjacency) and, for the six layouts the game ships, to the
layout rules of the game (counts, symmetry, distances, neighbours: `layout_problems` says how each is
measured). The file is documented field by field in docs/FORMATS.md ("Map file").
"""

from __future__ import annotations

import functools
import math
import os
import re
from collections import deque
from dataclasses import dataclass

from kernel import geometry
from kernel.errors import DataError, Problem
from kernel.file_checks import ProblemReport, TooManyProblems, check_envelope, key_field
from kernel.files import excerpt, read_json, text_problem, type_name

MAP_FORMAT = "warcraft_board-map"
MAP_VERSION = 1
MAPS_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "maps")

SPACE_TYPES = ("city", "forest", "goldmine", "mountain", "objective", "clear")
SOURCE_TYPES = ("goldmine", "forest")            # the spaces workers harvest
RACES = ("humans", "orcs", "night_elves", "undead")
LABELS = ("A", "B", "C", "D", "E", "F")
CITY_SLOTS = (1, 2, 3, 4)
OBJECTIVE_VP = (1, 2)

MAP_LAYOUTS = {("main", 2): "main_2p", ("main", 4): "main_4p", ("elf_gate", 3): "elf_gate_3p",
               ("necromancer_march", 2): "necromancer_march_2p", ("prisoners", 2): "prisoners_2p",
               ("nordrassil", 4): "nordrassil_4p"}
KNOWN_LAYOUTS = tuple(MAP_LAYOUTS.values())

ID = re.compile(r"[a-z0-9_]{1,40}\Z")
LANGUAGE = re.compile(r"[a-z]{2,3}\Z")
MAP_KEYS = ("format", "version", "id", "layout", "name", "size", "spaces", "adjacent", "walls", "places")
SPACE_KEYS = ("id", "type", "polygon", "vp", "label", "no_outpost", "city_slot", "city_of")

# Sizes no map comes near: more is refused before anything is walked.
MAX_SIZE = 10000          # width and height of the drawing area
MAX_SPACES = 300
MAX_POINTS = 1000         # points of one outline
MAX_TOTAL_POINTS = 60000
MAX_PAIRS = 3000          # entries of adjacent (and of walls)
MAX_PLACES = 40
MAX_NAME = 60
MAX_BORDER_TESTS = 2_000_000


@dataclass(frozen=True)
class Space:
    """One space of the map as its file gives it (pieces and tokens on it are the game's state)."""

    id: str
    type: str
    vp: int = 0                       # 1 or 2 on an objective, else 0
    label: str | None = None          # "A".."F" in scenarios
    no_outpost: bool = False
    city_slot: int | None = None      # a City filled by seat order (main maps)
    city_of: str | None = None        # a City of one race (scenario maps, main_4p)
    polygon: tuple = ()               # ((x, y), ...) in drawing-area pixels


class Board:
    """A checked map: its spaces in file order, who borders whom, walls, named places. Never changes
    (pieces are the game's state), so a copy of a game shares it."""

    def __init__(self, map_id, layout, name, size, spaces, adjacent_pairs, walls=(), places=None, path=None):
        self.id = map_id
        self.layout = layout
        self.name = dict(name)
        self.size = tuple(size)
        self.spaces = {s.id: s for s in spaces}
        self.places = dict(places or {})
        self.path = path
        self.order = {sid: k for k, sid in enumerate(self.spaces)}
        links = {sid: set() for sid in self.spaces}
        for a, b in adjacent_pairs:
            links[a].add(b)
            links[b].add(a)
        self._neighbours = {sid: tuple(sorted(near, key=self.order.__getitem__)) for sid, near in links.items()}
        self._links = {sid: frozenset(near) for sid, near in links.items()}
        self.adjacent_pairs = tuple(tuple(p) for p in adjacent_pairs)
        self.walls = frozenset(frozenset(p) for p in walls)
        self._ground = {}
        self._steps = {}
        self._entries = {}
        # the Cities and Objectives in file order: the spaces that can be worth VP
        self.scoring = tuple(sid for sid, s in self.spaces.items() if s.type in ("city", "objective"))
        # the Gold Mines and Forests in file order: the spaces a Harvest step looks at
        self.sources = tuple(sid for sid, s in self.spaces.items() if s.type in SOURCE_TYPES)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def neighbours(self, space_id) -> tuple[str, ...]:
        """The spaces adjacent to `space_id`, in file order."""
        return self._neighbours[space_id]

    def adjacent(self, a, b) -> bool:
        return b in self._links.get(a, ())

    def walled(self, a, b) -> bool:
        return frozenset((a, b)) in self.walls

    def entries(self, kind) -> dict[str, tuple[str, ...]]:
        """{space: the neighbours a piece of `kind` may step into from it}: Mountains only for flyers,
        walled edges never for melee and ranged units (the board's part of a path's check, worked out
        once a kind since a board never changes)."""
        found = self._entries.get(kind)
        if found is None:
            flies, walks = kind == "flying", kind in ("melee", "ranged")
            found = {here: tuple(near for near in nearby
                                 if (flies or self.spaces[near].type != "mountain")
                                 and not (walks and self.walled(here, near)))
                     for here, nearby in self._neighbours.items()}
            self._entries[kind] = found
        return found

    def label_space(self, label) -> str | None:
        return next((s.id for s in self.spaces.values() if s.label == label), None)

    def cities(self) -> list[Space]:
        return [s for s in self.spaces.values() if s.type == "city"]

    def city_for(self, race, seat_index) -> str | None:
        """The City of a race (`city_of`), else the City slot the seat fills (seat 0 -> slot 1)."""
        for s in self.spaces.values():
            if s.type == "city" and s.city_of is not None and s.city_of == race:
                return s.id
        for s in self.spaces.values():
            if s.type == "city" and s.city_slot is not None and s.city_slot == seat_index + 1:
                return s.id
        return None

    def ground_distances(self, start) -> dict[str, int]:
        """{space: fewest steps from `start`} on the ground: no step enters a Mountain except as the
        last one (so a Mountain's distance is that of its nearest ground neighbour plus one)."""
        found = self._ground.get(start)
        if found is None:
            found = _bfs(start, self._neighbours, lambda sid: self.spaces[sid].type != "mountain")
            self._ground[start] = found
        return found

    def ground_distance(self, a, b) -> int | None:
        """Shortest path from a to b avoiding Mountains in between (a and b may be anything); None if none."""
        return self.ground_distances(a).get(b)

    def step_distances(self, start) -> dict[str, int]:
        found = self._steps.get(start)
        if found is None:
            found = _bfs(start, self._neighbours, lambda sid: True)
            self._steps[start] = found
        return found

    def steps(self, a, b) -> int:
        """Plain steps from a to b ignoring terrain (Nordrassil's "nearest"); a large number if apart."""
        return self.step_distances(a).get(b, 10 ** 6)


def _bfs(start, neighbours, passable):
    found = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here != start and not passable(here):
            continue            # reached, never crossed
        for n in neighbours[here]:
            if n not in found:
                found[n] = found[here] + 1
                queue.append(n)
    return found


# -- reading ------------------------------------------------------------------------------------------------------


def load_map(path) -> Board:
    """The Board of a warcraft_board-map file; DataError naming the file, the field and what is wrong
    (the first problem) otherwise."""
    document = read_json(path)
    board, problems = parse_map(document, str(path))
    if problems or board is None:
        raise DataError(problems[:1] or [Problem(str(path), "is not a map of Warcraft: The Board Game")])
    board.path = str(path)
    return board


def map_file(layout) -> str:
    return os.path.join(MAPS_FOLDER, f"{layout}.json")


@functools.cache
def shipped_map(layout) -> Board:
    """The map the game ships for a layout (games/warcraft_board/maps/<layout>.json), read once."""
    if layout not in KNOWN_LAYOUTS:
        raise DataError.single("map", f"{excerpt(layout)} is not a shipped map ({', '.join(KNOWN_LAYOUTS)})")
    return load_map(map_file(layout))


def check_map(document, where) -> list[Problem]:
    """Every problem of a warcraft_board-map document, each naming `where` and the field."""
    return parse_map(document, where)[1]


def parse_map(document, where) -> tuple[Board | None, list[Problem]]:
    """(Board or None, problems): the one check of a map document, whoever reads it."""
    report = ProblemReport(where)
    board = None
    try:
        board = _parse(document, report)
        if board is not None and not report.problems:
            for field, what in layout_problems(board):
                report.error(field, what)
    except TooManyProblems:
        board = None
    problems = report.finished()
    return (None if problems else board), problems


def _parse(document, report):
    if not isinstance(document, dict):
        report.error("", f"a map file holds a JSON object, not {type_name(document)}")
        return None
    for key in document:
        if key not in MAP_KEYS:
            report.error(key_field("", key), f"is not a field of a map file ({', '.join(MAP_KEYS)})")
    _check_envelope(document, report)
    size = _check_size(document.get("size"), report)
    spaces = _check_spaces(document.get("spaces"), size, report)
    ids = {s.id: k for k, s in enumerate(spaces)} if spaces is not None else None
    adjacent = _check_pairs(document, "adjacent", ids, report, required=True)
    walls = _check_pairs(document, "walls", ids, report, required=False)
    if adjacent is not None and walls is not None:
        declared = {frozenset(p) for p in adjacent}
        for k, pair in enumerate(walls):
            if frozenset(pair) not in declared:
                report.error(f"walls[{k}]", f"{pair[0]} and {pair[1]} are not adjacent: a wall stands on a shared edge")
    places = _check_places(document.get("places"), spaces, report)
    if report.count() or spaces is None or size is None:
        return None
    _check_cities(spaces, report)
    _check_labels(spaces, report)
    if report.count():
        return None
    _check_geometry(spaces, adjacent, report)
    if report.count():
        return None
    name = document["name"]
    layout = document.get("layout")
    return Board(document["id"], layout, name, size, spaces, adjacent, walls, places)


def _check_envelope(document, report):
    check_envelope(document, report, MAP_FORMAT, MAP_VERSION, "map")
    for key in ("id", "layout"):
        value = document.get(key)
        if key not in document:
            if key == "id":
                report.error("id", "is missing: a map has an id (lower-case letters, digits and _)")
        elif not isinstance(value, str) or not ID.match(value):
            report.error(key, f"{excerpt(value)} is not an id (lower-case letters, digits and _, at most 40)")
    name = document.get("name")
    if "name" not in document:
        report.error("name", "is missing: the map's name by language, {\"en\": ..., \"ru\": ...}")
    elif not isinstance(name, dict):
        report.error("name", f"is {type_name(name)}, not an object of language: name")
    elif "en" not in name:
        report.error("name", "has no \"en\": every map has an English name")
    else:
        for lang, text in name.items():
            field = key_field("name", lang)
            if not isinstance(lang, str) or not LANGUAGE.match(lang):
                report.error(field, "is not a language code (two or three lower-case letters)")
                continue
            bad = text_problem(text, MAX_NAME)
            if bad:
                report.error(field, bad)


def _is_number(value):
    return type(value) in (int, float)


def _check_size(size, report):
    if size is None:
        report.error("size", "is missing: the drawing area [width, height]")
        return None
    if (not isinstance(size, list) or len(size) != 2 or not all(type(v) is int for v in size)
            or not all(1 <= v <= MAX_SIZE for v in size)):
        report.error("size", f"{excerpt(size)} is not [width, height] (whole numbers from 1 to {MAX_SIZE})")
        return None
    return size[0], size[1]


def _check_spaces(raw, size, report):
    if raw is None:
        report.error("spaces", "is missing: a map lists its spaces")
        return None
    if not isinstance(raw, list):
        report.error("spaces", f"is {type_name(raw)}, not a list of spaces")
        return None
    if not raw or len(raw) > MAX_SPACES:
        report.error("spaces", f"lists {len(raw)} spaces: a map has 1 to {MAX_SPACES}")
        return None
    total = sum(len(s["polygon"]) for s in raw if isinstance(s, dict) and isinstance(s.get("polygon"), list))
    if total > MAX_TOTAL_POINTS:
        report.error("spaces", f"the outlines have {total} points in all; at most {MAX_TOTAL_POINTS}")
        return None
    before = report.count()
    spaces, seen = [], {}
    for index, item in enumerate(raw):
        space = _check_space(index, item, size, report)
        if space is None:
            continue
        if space.id in seen:
            report.error(f"spaces[{index}].id", f"\"{space.id}\" is the id of spaces[{seen[space.id]}] too")
            continue
        seen[space.id] = index
        spaces.append(space)
    return spaces if report.count() == before else None


def _check_space(index, item, size, report):
    base = f"spaces[{index}]"
    if not isinstance(item, dict):
        report.error(base, f"is {type_name(item)}, not a space (an object)")
        return None
    before = report.count()
    for key in item:
        if key not in SPACE_KEYS:
            report.error(key_field(base, key), f"is not a field of a space ({', '.join(SPACE_KEYS)})")
    sid = item.get("id")
    if "id" not in item:
        report.error(f"{base}.id", "is missing")
    elif not isinstance(sid, str) or not ID.match(sid):
        report.error(f"{base}.id", f"{excerpt(sid)} is not an id (lower-case letters, digits and _, at most 40)")
    kind = item.get("type")
    if "type" not in item:
        report.error(f"{base}.type", f"is missing: one of {', '.join(SPACE_TYPES)}")
    elif not isinstance(kind, str) or kind not in SPACE_TYPES:
        report.error(f"{base}.type", f"{excerpt(kind)} is not a space type ({', '.join(SPACE_TYPES)})")
        kind = None
    vp = item.get("vp")
    if "vp" in item and (type(vp) is not int or vp not in OBJECTIVE_VP):
        report.error(f"{base}.vp", f"{excerpt(vp)} is not 1 or 2")
    elif "vp" in item and kind not in (None, "objective"):
        report.error(f"{base}.vp", "only an objective is worth victory points")
    elif kind == "objective" and "vp" not in item:
        report.error(f"{base}.vp", "is missing: an objective is worth 1 or 2 VP")
    label = item.get("label")
    if "label" in item and (not isinstance(label, str) or label not in LABELS):
        report.error(f"{base}.label", f"{excerpt(label)} is not a label ({', '.join(LABELS)})")
    no_outpost = item.get("no_outpost", False)
    if type(no_outpost) is not bool:
        report.error(f"{base}.no_outpost", f"{excerpt(no_outpost)} is not true or false")
    slot = item.get("city_slot")
    if "city_slot" in item and (type(slot) is not int or slot not in CITY_SLOTS):
        report.error(f"{base}.city_slot", f"{excerpt(slot)} is not a City slot (1 to {len(CITY_SLOTS)})")
    race = item.get("city_of")
    if "city_of" in item and (not isinstance(race, str) or race not in RACES):
        report.error(f"{base}.city_of", f"{excerpt(race)} is not a race ({', '.join(RACES)})")
    if kind is not None and kind != "city":
        for key in ("city_slot", "city_of"):
            if key in item:
                report.error(f"{base}.{key}", "only a City has it")
    elif kind == "city" and ("city_slot" in item) == ("city_of" in item):
        report.error(base, "a City has either city_slot (filled by seat) or city_of (a race), one of them")
    polygon = _check_polygon(f"{base}.polygon", item.get("polygon"), "polygon" in item, size, report)
    if report.count() > before or polygon is None:
        return None
    return Space(sid, kind, vp if kind == "objective" else 0, label, no_outpost,
                 slot if kind == "city" else None, race if kind == "city" else None, polygon)


def _check_polygon(field, raw, present, size, report):
    if not present:
        report.error(field, "is missing: the space's outline [[x, y], ...]")
        return None
    if not isinstance(raw, list) or not 3 <= len(raw) <= MAX_POINTS:
        report.error(field, f"{excerpt(raw)} is not an outline: a list of 3 to {MAX_POINTS} points [x, y]")
        return None
    width, height = size if size is not None else (MAX_SIZE, MAX_SIZE)
    points = []
    for k, p in enumerate(raw):
        if not isinstance(p, list) or len(p) != 2 or not all(_is_number(v) for v in p):
            report.error(f"{field}[{k}]", f"{excerpt(p)} is not a point [x, y] of two numbers")
            return None
        x, y = p
        if not (0 <= x <= width and 0 <= y <= height):     # NaN fails too; no float() of a huge int
            report.error(f"{field}[{k}]", f"{excerpt(p)} is outside the drawing area [0..{width}] x [0..{height}]")
            return None
        points.append((float(x), float(y)))
    bad = geometry.self_intersection(points)
    if bad is not None:
        report.error(field, f"is not a simple polygon (edges {bad[0]} and {bad[1]} cross or touch)")
        return None
    if not geometry.polygon_area(points) > 0:
        report.error(field, "has no area")
        return None
    return tuple(points)


def _check_pairs(document, key, ids, report, required):
    raw = document.get(key)
    if key not in document:
        if required:
            report.error(key, "is missing: the adjacent pairs of spaces [[a, b], ...]")
            return None
        return []
    if not isinstance(raw, list) or len(raw) > MAX_PAIRS:
        report.error(key, f"{excerpt(raw)} is not a list of pairs [a, b] (at most {MAX_PAIRS})")
        return None
    before = report.count()
    pairs, seen = [], {}
    for k, pair in enumerate(raw):
        field = f"{key}[{k}]"
        if not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(v, str) for v in pair):
            report.error(field, f"{excerpt(pair)} is not a pair of space ids [a, b]")
            continue
        a, b = pair
        if ids is not None and (a not in ids or b not in ids):
            unknown = a if a not in ids else b
            report.error(field, f"{excerpt(unknown)} is not a space of the map")
            continue
        if a == b:
            report.error(field, f"pairs {a} with itself")
            continue
        both = frozenset(pair)
        if both in seen:
            report.error(field, f"{a} and {b} are listed as {key}[{seen[both]}] too (each pair once)")
            continue
        seen[both] = k
        pairs.append((a, b))
    return pairs if report.count() == before else None


PLACE_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}\Z")


def _check_places(raw, spaces, report):
    if raw is None:
        return {}
    if not isinstance(raw, dict) or len(raw) > MAX_PLACES:
        report.error("places", f"is {type_name(raw)}, not an object of place: space id (at most {MAX_PLACES})")
        return None
    known = {s.id: s for s in spaces} if spaces is not None else None
    places = {}
    for name, value in raw.items():
        field = key_field("places", name)
        if not PLACE_NAME.match(name):
            report.error(field, "is not a place name (lower-case letters, digits and _)")
        elif not isinstance(value, str) or (known is not None and value not in known):
            report.error(field, f"{excerpt(value)} is not a space of the map")
        elif known is not None and known[value].type == "mountain":
            report.error(field, f"{value} is a Mountain: pieces set up there could never leave by ground")
        else:
            places[name] = value
    return places


def _check_cities(spaces, report):
    slots, races = {}, {}
    for index, s in enumerate(spaces):
        if s.city_slot is not None:
            if s.city_slot in slots:
                report.error(f"spaces[{index}].city_slot", f"slot {s.city_slot} is spaces[{slots[s.city_slot]}]'s too")
            slots[s.city_slot] = index
        if s.city_of is not None:
            if s.city_of in races:
                report.error(f"spaces[{index}].city_of", f"{s.city_of} have a City in spaces[{races[s.city_of]}] too")
            races[s.city_of] = index
    if slots and sorted(slots) != list(range(1, len(slots) + 1)):
        report.error("spaces", f"the City slots are {sorted(slots)}: slots are numbered from 1 without a gap")


def _check_labels(spaces, report):
    seen = {}
    for index, s in enumerate(spaces):
        if s.label is None:
            continue
        if s.label in seen:
            report.error(f"spaces[{index}].label", f"{s.label} is the label of spaces[{seen[s.label]}] too")
        seen[s.label] = index


def _check_geometry(spaces, adjacent, report):
    """No two spaces on the same ground; the declared adjacency is what the outlines show."""
    index = {s.id: k for k, s in enumerate(spaces)}
    shapes = {s.id: s.polygon for s in spaces}
    try:
        overlaps = geometry.overlapping_regions(shapes)
        if overlaps:
            for a, b, share in overlaps:
                first, second = sorted((a, b), key=index.__getitem__)
                report.error(f"spaces[{index[second]}].polygon",
                             f"\"{second}\" lies over \"{first}\": about {max(1, round(share * 100))}% of the smaller "
                             "one is inside both (spaces share borders, never ground)")
            return
        touching = geometry.shared_borders(shapes, max_tests=MAX_BORDER_TESTS)
    except geometry.TooComplex:
        report.error("spaces", "the outlines lie across one another so much that their borders cannot be compared")
        return
    declared = {frozenset(p): k for k, p in enumerate(adjacent)}
    for pair in sorted(touching - set(declared), key=lambda p: sorted(p, key=index.__getitem__)):
        a, b = sorted(pair, key=index.__getitem__)
        report.error("adjacent", f"{a} and {b} share a border but are not listed as adjacent")
    for pair, k in declared.items():
        if pair not in touching:
            a, b = adjacent[k]
            report.error(f"adjacent[{k}]", f"{a} and {b} are listed as adjacent but their outlines share no border")


def centroid(polygon) -> tuple[float, float]:
    """The centre of mass of a simple polygon's area."""
    twice, cx, cy = 0.0, 0.0, 0.0
    n = len(polygon)
    for i in range(n):
        (ax, ay), (bx, by) = polygon[i], polygon[(i + 1) % n]
        cross = ax * by - bx * ay
        twice += cross
        cx += (ax + bx) * cross
        cy += (ay + by) * cross
    if twice == 0:
        return polygon[0]
    return cx / (3 * twice), cy / (3 * twice)


def is_finite_point(p) -> bool:
    return all(math.isfinite(v) for v in p)


# -- the layouts' rules -------------------------------------------------------------------------------------------
#
# Measured as follows (docs/FORMATS.md repeats it for modders):
# * distances are ground distances (Board.ground_distance: no step through a Mountain);
# * an interior space is one whose whole outline borders other spaces (not on the map's edge nor a gap);
# * symmetry is geometric: the centroid of every space, turned (or mirrored) about the map's centre,
#   lands within SYMMETRY_SLACK of the centroid of a space of the same type and VP (its twin), and
#   twins of adjacent spaces are adjacent (of walled ones, walled). The centre is the middle of the
#   outlines' bounding box (Elf Gate: the centroid of D);
# * "the middle band" (main_2p's Mountains): no more than 2 steps nearer one City than the other (on a
#   map whose Cities are 7 apart: the middle three steps);
# * "on the east-west axis" (main_4p): a space that is its own twin under the north-south mirror;
# * corridors (nordrassil_4p): ground paths from A to the Undead City sharing no space; gaps: holes
#   in the map (closed loops of border that no space lies beyond).

SYMMETRY_SLACK = 12.0       # pixels between a centroid turned about the centre and its twin's
INTERIOR_NEIGHBOURS = (4, 7)
CITY_NEIGHBOURS = (4, 6)
GAP_MIN_BORDER = 40.0       # a loop of free border shorter than this is a crack, not a gap
MIDDLE_BAND = 2             # main_2p: a Mountain's distances to the two Cities differ by at most this

LAYOUT_TABLE = {
    # layout: (spaces, {type: count}, (1-VP, 2-VP objectives), labels, city race or slots)
    "main_2p": (34, {"city": 2, "goldmine": 6, "forest": 6, "mountain": 4, "objective": 8, "clear": 8},
                (4, 4), "", (1, 2)),
    "main_4p": (56, {"city": 4, "goldmine": 10, "forest": 10, "mountain": 8, "objective": 12, "clear": 12},
                (6, 6), "", ("humans", "orcs", "night_elves", "undead")),
    "elf_gate_3p": (37, {"city": 3, "goldmine": 6, "forest": 6, "mountain": 6, "objective": 0, "clear": 16},
                    (0, 0), "ABCD", ("humans", "orcs", "undead")),
    "necromancer_march_2p": (32, {"city": 1, "goldmine": 4, "forest": 4, "mountain": 4, "objective": 0,
                                  "clear": 19}, (0, 0), "ABCDE", ("humans",)),
    "prisoners_2p": (32, {"city": 2, "goldmine": 4, "forest": 4, "mountain": 4, "objective": 0, "clear": 18},
                     (0, 0), "AB", ("orcs", "night_elves")),
    "nordrassil_4p": (30, {"city": 1, "goldmine": 0, "forest": 0, "mountain": 4, "objective": 0, "clear": 25},
                      (0, 0), "ABCDEF", ("undead",)),
}
NO_OUTPOST = {"elf_gate_3p": "D", "nordrassil_4p": "A"}
WALLED_LAYOUTS = {"prisoners_2p": 4}
NORDRASSIL_PLACES = ("humans_support", "orcs_support", "undead_ranged", "undead_flying")
ALLIANCE = ("humans", "night_elves")
HORDE = ("orcs", "undead")


class Shape:
    """What the outlines of a map say beyond adjacency, computed once per board: each space's centroid,
    which spaces are interior, how many gaps (holes) the map has."""

    def __init__(self, board):
        self.centroids = {sid: centroid(s.polygon) for sid, s in board.spaces.items()}
        free, segments = _free_borders(board)
        self.free = free
        self.interior = frozenset(sid for sid, length in free.items() if length <= 1.0)
        self.holes = max(0, _loops(segments) - 1)
        points = [p for s in board.spaces.values() for p in s.polygon]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        self.box = (min(xs), min(ys), max(xs), max(ys))
        self.centre = ((self.box[0] + self.box[2]) / 2, (self.box[1] + self.box[3]) / 2)


def board_shape(board) -> Shape:
    shape = getattr(board, "_shape", None)
    if shape is None:
        shape = Shape(board)
        board._shape = shape
    return shape


def _segment_cover(a0, a1, b0, b1, tolerance=0.5):
    """The stretch [t0, t1] of segment a (by length from a0) that segment b runs along, or None."""
    length = math.dist(a0, a1)
    blen = math.dist(b0, b1)
    if length == 0 or blen == 0:
        return None
    ux, uy = (a1[0] - a0[0]) / length, (a1[1] - a0[1]) / length
    if blen <= length:
        off = [ux * (p[1] - a0[1]) - uy * (p[0] - a0[0]) for p in (b0, b1)]
    else:
        vx, vy = (b1[0] - b0[0]) / blen, (b1[1] - b0[1]) / blen
        off = [vx * (p[1] - b0[1]) - vy * (p[0] - b0[0]) for p in (a0, a1)]
    if any(abs(o) > tolerance for o in off):
        return None
    t0 = (b0[0] - a0[0]) * ux + (b0[1] - a0[1]) * uy
    t1 = (b1[0] - a0[0]) * ux + (b1[1] - a0[1]) * uy
    lo, hi = max(0.0, min(t0, t1)), min(length, max(t0, t1))
    return (lo, hi) if hi > lo else None


def _free_borders(board):
    """({space: length of its outline bordering no other space}, [free segments])."""
    free, segments = {}, []
    for sid, space in board.spaces.items():
        pts = space.polygon
        others = [board.spaces[n].polygon for n in board.neighbours(sid)]
        total = 0.0
        for i in range(len(pts)):
            a0, a1 = pts[i], pts[(i + 1) % len(pts)]
            length = math.dist(a0, a1)
            covers = []
            for poly in others:
                for j in range(len(poly)):
                    cover = _segment_cover(a0, a1, poly[j], poly[(j + 1) % len(poly)])
                    if cover:
                        covers.append(cover)
            at = 0.0
            for lo, hi in sorted(covers) + [(length, length)]:
                if lo > at + 1e-6:
                    total += lo - at
                    f0, f1 = at / length, lo / length
                    segments.append(((a0[0] + (a1[0] - a0[0]) * f0, a0[1] + (a1[1] - a0[1]) * f0),
                                     (a0[0] + (a1[0] - a0[0]) * f1, a0[1] + (a1[1] - a0[1]) * f1)))
                at = max(at, hi)
        free[sid] = total
    return free, segments


def _loops(segments):
    """How many separate loops the free segments form (ends closer than 1 pixel join), ignoring cracks."""
    parent = list(range(len(segments)))

    def find(k):
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    grid = {}
    for k, seg in enumerate(segments):
        for p in seg:
            cell = (math.floor(p[0]), math.floor(p[1]))
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    for other, q in grid.get((cell[0] + dx, cell[1] + dy), ()):
                        if math.dist(p, q) <= 1.0:
                            parent[find(other)] = find(k)
            grid.setdefault(cell, []).append((k, p))
    lengths = {}
    for k, (p, q) in enumerate(segments):
        root = find(k)
        lengths[root] = lengths.get(root, 0.0) + math.dist(p, q)
    return sum(1 for length in lengths.values() if length >= GAP_MIN_BORDER)


def layout_problems(board) -> list[tuple[str, str]]:
    """(field, what) for every rule of its layout the board breaks; none for a layout the game does not
    ship (a modder's map is held to the format only)."""
    if board.layout not in LAYOUT_TABLE:
        return []
    rules = _Rules(board)
    if rules.check_common():
        getattr(rules, "check_" + board.layout)()
    return rules.problems


class _Rules:
    def __init__(self, board):
        self.board = board
        self.shape = board_shape(board)
        self.index = {sid: k for k, sid in enumerate(board.spaces)}
        self.problems = []

    # -- helpers --
    def error(self, sid, what, field=None):
        base = f"spaces[{self.index[sid]}]" if sid is not None else "spaces"
        self.problems.append((f"{base}.{field}" if field and sid is not None else (field or base), what))

    def of_type(self, kind):
        return [s.id for s in self.board.spaces.values() if s.type == kind]

    def dist(self, a, b):
        d = self.board.ground_distance(a, b)
        return math.inf if d is None else d

    def city(self, key):
        for s in self.board.cities():
            if key in (s.city_of, s.city_slot):
                return s.id
        return None

    def labelled(self, label):
        return self.board.label_space(label)

    def twins(self, transform, name):
        """{space: twin} under a transform of the plane, or None after reporting what breaks it."""
        spaces = self.board.spaces
        cents = self.shape.centroids
        twin = {}
        for sid in spaces:
            target = transform(cents[sid])
            best = min(spaces, key=lambda o: math.dist(cents[o], target))
            if math.dist(cents[best], target) > SYMMETRY_SLACK:
                self.error(sid, f"\"{sid}\" has no twin under the map's {name} (no space at "
                                f"({target[0]:.0f}, {target[1]:.0f}))")
                return None
            a, b = spaces[sid], spaces[best]
            if (a.type, a.vp) != (b.type, b.vp):
                self.error(sid, f"\"{sid}\" is {_kind(a)} but its twin under the map's {name}, "
                                f"\"{best}\", is {_kind(b)}")
                return None
            twin[sid] = best
        for a, b in self.board.adjacent_pairs:
            if not self.board.adjacent(twin[a], twin[b]):
                self.problems.append(("adjacent", f"{a} and {b} are adjacent but their twins under the map's {name}, "
                                                  f"{twin[a]} and {twin[b]}, are not"))
                return None
            if self.board.walled(a, b) != self.board.walled(twin[a], twin[b]):
                self.problems.append(("walls", f"the edge {a}-{b} and its twin under the map's {name} "
                                               f"({twin[a]}-{twin[b]}) differ in walls"))
                return None
        return twin

    # -- every layout --
    def check_common(self):
        """The counts, labels and Cities of the layout's table, then neighbours and reachability; False
        when the table is not met (nothing more is worth checking)."""
        board = self.board
        count, types, vps, labels, cities = LAYOUT_TABLE[board.layout]
        name = board.layout
        if len(board.spaces) != count:
            self.error(None, f"{len(board.spaces)} spaces; the {name} layout has {count}")
        for kind, wanted in types.items():
            found = len(self.of_type(kind))
            if found != wanted:
                self.error(None, f"{found} spaces of type {kind}; the {name} layout has {wanted}")
        for vp, wanted in zip(OBJECTIVE_VP, vps):
            found = sum(1 for s in board.spaces.values() if s.type == "objective" and s.vp == vp)
            if found != wanted:
                self.error(None, f"{found} objectives worth {vp} VP; the {name} layout has {wanted}")
        for s in board.spaces.values():
            if s.label is not None and s.label not in labels:
                self.error(s.id, f"the {name} layout has no label {s.label}"
                           + (f" (its labels: {', '.join(labels)})" if labels else ""), "label")
            elif s.label is not None and s.type != "clear":
                self.error(s.id, f"the labelled spaces of {name} are Clear, not {s.type}", "type")
            wanted_no_outpost = s.label is not None and NO_OUTPOST.get(name) == s.label
            if s.no_outpost != wanted_no_outpost:
                self.error(s.id, ("must be" if wanted_no_outpost else "is not") + " an Outpost-free space in "
                           f"{name} (no_outpost {'true' if wanted_no_outpost else 'false'})", "no_outpost")
        for label in labels:
            if board.label_space(label) is None:
                self.error(None, f"no space has the label {label}; the {name} layout has {', '.join(labels)}")
        for s in board.cities():
            key = s.city_slot if isinstance(cities[0], int) else s.city_of
            field = "city_slot" if isinstance(cities[0], int) else "city_of"
            if key is None:
                self.error(s.id, f"the Cities of {name} are named by {field}", field)
            elif key not in cities:
                self.error(s.id, f"{key} has no City in {name} (its Cities: {', '.join(map(str, cities))})", field)
        if self.problems:
            return False
        walls = WALLED_LAYOUTS.get(name, 0)
        if len(board.walls) != walls:
            self.problems.append(("walls", f"{len(board.walls)} walls; the {name} layout has {walls}"))
        if name != "nordrassil_4p" and board.places:
            self.problems.append(("places", f"the {name} layout names no places"))
        self.check_neighbours()
        self.check_reachable()
        return True

    def check_neighbours(self):
        board = self.board
        low, high = INTERIOR_NEIGHBOURS
        for sid in self.shape.interior:
            n = len(board.neighbours(sid))
            if not low <= n <= high:
                self.error(sid, f"\"{sid}\" lies inside the map with {n} neighbours; "
                                f"an inner space has {low} to {high}")
        low, high = CITY_NEIGHBOURS
        for city in board.cities():
            near = board.neighbours(city.id)
            if not low <= len(near) <= high:
                self.error(city.id, f"the City \"{city.id}\" has {len(near)} neighbours; a City has {low} to {high}")
            for n in near:
                if board.spaces[n].type in ("mountain", "objective"):
                    self.error(city.id, f"the City \"{city.id}\" borders the {board.spaces[n].type} \"{n}\"")
            if board.layout == "nordrassil_4p":
                continue
            for kind in SOURCE_TYPES:
                found = [n for n in near if board.spaces[n].type == kind]
                if len(found) != 1:
                    self.error(city.id, f"the City \"{city.id}\" borders {len(found)} spaces of type {kind}; "
                                        "a City borders exactly 1")

    def check_reachable(self):
        """Every ground space reachable from every City by melee and ranged units: never through a Mountain
        and never across a wall (Prisoners' walls stop them as a Mountain does)."""
        board = self.board
        ground = [sid for sid, s in board.spaces.items() if s.type != "mountain"]
        open_ways = {sid: tuple(n for n in board.neighbours(sid) if not board.walled(sid, n)) for sid in board.spaces}
        for city in board.cities():
            reached = _bfs(city.id, open_ways, lambda sid: board.spaces[sid].type != "mountain")
            for sid in ground:
                if sid not in reached:
                    walls = " (walls and Mountains in the way)" if board.walls else ""
                    self.error(sid, f"\"{sid}\" cannot be reached by ground from the City \"{city.id}\"{walls}")
                    return

    # -- helpers of several layouts --
    def own_sources(self, city, others, low, high, kind):
        """Spaces of `kind` 2-3 (low-high) steps from `city` and farther from every other City."""
        return [m for m in self.of_type(kind)
                if low <= self.dist(city, m) <= high and all(self.dist(o, m) > self.dist(city, m) for o in others)]

    def point_symmetry(self):
        cx, cy = self.shape.centre
        return self.twins(lambda p: (2 * cx - p[0], 2 * cy - p[1]), "half turn")

    # -- the layouts --
    def check_main_2p(self):
        if self.point_symmetry() is None:
            return
        c1, c2 = self.city(1), self.city(2)
        apart = self.dist(c1, c2)
        if apart != 7:
            self.error(c2, f"the Cities are {apart} apart; in main_2p they are 7 apart")
        for kind in SOURCE_TYPES:
            for own, other in ((c1, c2), (c2, c1)):
                found = [m for m in self.of_type(kind) if 2 <= self.dist(own, m) <= 3 and self.dist(other, m) >= 4]
                if len(found) != 1:
                    self.error(own, f"{len(found)} spaces of type {kind} lie 2-3 steps from the City \"{own}\" and "
                                    "4 or more from the other; main_2p has 1 per player")
            even = [m for m in self.of_type(kind) if self.dist(c1, m) == self.dist(c2, m)]
            if len(even) != 2:
                self.error(None, f"{len(even)} spaces of type {kind} are equally far from both Cities; main_2p has 2")
        for sid in self.of_type("objective"):
            if self.board.spaces[sid].vp == 2 and min(self.dist(c1, sid), self.dist(c2, sid)) < 3:
                self.error(sid, f"the 2-VP objective \"{sid}\" is less than 3 from a City")
        for sid in self.of_type("mountain"):
            if abs(self.dist(c1, sid) - self.dist(c2, sid)) > MIDDLE_BAND:
                self.error(sid, f"the Mountain \"{sid}\" is not in the middle band ({self.dist(c1, sid)} from one "
                                f"City, {self.dist(c2, sid)} from the other)")

    def check_main_4p(self):
        cx, cy = self.shape.centre
        across = self.twins(lambda p: (2 * cx - p[0], p[1]), "east-west mirror")
        if across is None:
            return
        updown = self.twins(lambda p: (p[0], 2 * cy - p[1]), "north-south mirror")
        if updown is None:
            return
        cities = {race: self.city(race) for race in ALLIANCE + HORDE}
        top, bottom = self.shape.box[1], self.shape.box[3]
        reach = (bottom - top) * 0.15
        for race, sid in cities.items():
            poly = self.board.spaces[sid].polygon
            south = race in ALLIANCE
            edge = max(p[1] for p in poly) >= bottom - reach if south else min(p[1] for p in poly) <= top + reach
            if sid in self.shape.interior or not edge:
                self.error(sid, f"the {race} City \"{sid}\" is not on the {'south' if south else 'north'} edge")
        for team in (ALLIANCE, HORDE):
            a, b = cities[team[0]], cities[team[1]]
            if self.dist(a, b) < 5:
                self.error(b, f"the partner Cities \"{a}\" and \"{b}\" are {self.dist(a, b)} apart; at least 5")
        for a in ALLIANCE:
            for b in HORDE:
                if self.dist(cities[a], cities[b]) < 7:
                    self.error(cities[b], f"the enemy Cities \"{cities[a]}\" and \"{cities[b]}\" are "
                                          f"{self.dist(cities[a], cities[b])} apart; at least 7")
        axis = {sid for sid, twin in updown.items() if twin == sid}
        beside = {n for c in cities.values() for n in self.board.neighbours(c)}
        for kind in SOURCE_TYPES:
            for race, sid in cities.items():
                others = [c for c in cities.values() if c != sid]
                found = [m for m in self.own_sources(sid, others, 2, 3, kind) if m not in axis and m not in beside]
                if len(found) != 1:
                    self.error(sid, f"{len(found)} more spaces of type {kind} of its own lie 2-3 steps from the "
                                    f"{race} City; main_4p has 1")
            on_axis = [m for m in self.of_type(kind) if m in axis]
            if len(on_axis) != 2:
                self.error(None, f"{len(on_axis)} spaces of type {kind} on the east-west axis; main_4p has 2")
        objectives = [self.board.spaces[sid] for sid in self.of_type("objective")]
        for vp in OBJECTIVE_VP:
            on_axis = [s for s in objectives if s.vp == vp and s.id in axis]
            if len(on_axis) != 2:
                self.error(None, f"{len(on_axis)} objectives worth {vp} VP on the east-west axis; main_4p has 2")
            quarters = {}
            for s in objectives:
                if s.vp != vp or s.id in axis:
                    continue
                x, y = self.shape.centroids[s.id]
                if across[s.id] == s.id:
                    self.error(s.id, f"the objective \"{s.id}\" lies on the north-south axis, in no quadrant")
                    continue
                quarters.setdefault((x < cx, y < cy), []).append(s.id)
            if sorted(len(v) for v in quarters.values()) != [1, 1, 1, 1]:
                self.error(None, f"each quadrant of main_4p has one objective worth {vp} VP")

    def check_elf_gate_3p(self):
        gate = self.labelled("D")
        ox, oy = self.shape.centroids[gate]
        for turn in (120, 240):
            c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))

            def turned(p, c=c, s=s):
                return ox + c * (p[0] - ox) - s * (p[1] - oy), oy + s * (p[0] - ox) + c * (p[1] - oy)

            if self.twins(turned, f"{turn}° turn about D") is None:
                return
        near = self.board.neighbours(gate)
        posts = [self.labelled(x) for x in "ABC"]
        others = [n for n in near if n not in posts]
        if (len(near) != 6 or any(p not in near for p in posts)
                or any(self.board.spaces[n].type != "clear" or self.board.spaces[n].label for n in others)):
            self.error(gate, "D has exactly 6 neighbours: A, B, C and 3 unlabelled Clear spaces")
        cities = [c.id for c in self.board.cities()]
        own = set()
        for city in cities:
            if self.dist(city, gate) != 5:
                self.error(city, f"the City \"{city}\" is {self.dist(city, gate)} from D; 5 in elf_gate_3p")
                continue
            on_path = [p for p in posts if self.dist(city, p) + self.dist(p, gate) == 5]
            if len(on_path) != 1 or on_path[0] in own:
                self.error(city, f"the City \"{city}\" has no one of A, B, C of its own on its shortest paths to D")
            own.update(on_path)
        for a in cities:
            for b in cities:
                if a < b and self.dist(a, b) < 7:
                    self.error(b, f"the Cities \"{a}\" and \"{b}\" are {self.dist(a, b)} apart; at least 7")
        for kind in SOURCE_TYPES:
            for sid in self.of_type(kind):
                touching = [c for c in cities if self.board.adjacent(c, sid)]
                if len(touching) > 1:
                    self.error(sid, f"\"{sid}\" touches two Cities")
            far = [m for m in self.of_type(kind) if not any(self.board.adjacent(c, m) for c in cities)]
            homes = [min(cities, key=lambda c, m=m: self.dist(c, m)) for m in far]
            if len(set(homes)) != 3:
                self.error(None, f"the 3 spaces of type {kind} no City touches lie one in each City's sector")

    def check_necromancer_march_2p(self):
        city = self.city("humans")
        ground = [sid for sid, s in self.board.spaces.items() if s.type != "mountain"]
        reach = max(self.dist(city, sid) for sid in ground)
        widest = max(max(self.dist(a, b) for b in ground) for a in ground)
        if reach < widest - 1:
            self.error(city, f"the Human City is not at one end (its farthest space is {reach} away, "
                             f"the map is {widest} across)")
        for kind in SOURCE_TYPES:
            near = [m for m in self.of_type(kind) if 2 <= self.dist(city, m) <= 4]
            far = [m for m in self.of_type(kind) if self.dist(city, m) > reach / 2]
            if len(near) != 2:
                self.error(city, f"{len(near)} more spaces of type {kind} within 4 steps of the Human City; 2")
            if len(far) != 1:
                self.error(None, f"{len(far)} spaces of type {kind} in the far half of the map; 1")
        for labels, low, high in (("ABC", 5, 6), ("DE", 7, 8)):
            for label in labels:
                sid = self.labelled(label)
                if not low <= self.dist(city, sid) <= high:
                    self.error(sid, f"{label} is {self.dist(city, sid)} from the Human City; {low}-{high}")
        sites = [self.labelled(x) for x in "ABCDE"]
        for i, a in enumerate(sites):
            for b in sites[i + 1:]:
                if self.dist(a, b) < 2:
                    self.error(b, f"{self.board.spaces[a].label} and {self.board.spaces[b].label} are "
                                  f"{self.dist(a, b)} apart; at least 2")
        c = self.labelled("C")
        if not any(self.board.spaces[n].type == "mountain" for n in self.board.neighbours(c)):
            self.error(c, "C touches no Mountain")

    def check_prisoners_2p(self):
        twin = self.point_symmetry()
        if twin is None:
            return
        orc, elf = self.city("orcs"), self.city("night_elves")
        if self.dist(orc, elf) != 8:
            self.error(elf, f"the Cities are {self.dist(orc, elf)} apart; in prisoners_2p they are 8 apart")
        if twin[self.labelled("A")] != self.labelled("B"):
            self.error(self.labelled("B"), "B is not A's twin under the map's half turn")
        for kind in SOURCE_TYPES:
            for own, other in ((orc, elf), (elf, orc)):
                found = self.own_sources(own, [other], 2, 3, kind)
                if len(found) != 1:
                    self.error(own, f"{len(found)} more spaces of type {kind} of its own lie 2-3 steps from the "
                                    f"City \"{own}\"; 1")
        for label, home, captor in (("A", orc, elf), ("B", elf, orc)):
            sid = self.labelled(label)
            if self.dist(captor, sid) != 2 or self.dist(home, sid) < 7:
                self.error(sid, f"{label} is {self.dist(captor, sid)} from its captor's City (2) and "
                                f"{self.dist(home, sid)} from its own (at least 7)")
            walled = [n for n in self.board.neighbours(sid) if self.board.walled(sid, n)]
            toward = [n for n in self.board.neighbours(sid) if self.dist(home, n) < self.dist(home, sid)]
            if len(walled) != 2 or sorted(walled) != sorted(toward):
                self.error(sid, f"{label} has walled edges toward {', '.join(walled) or 'nothing'}; it has 2, on every "
                                f"edge toward its prisoner's City ({', '.join(toward)})")
        for wall in self.board.walls:
            if not any(self.board.spaces[s].label in ("A", "B") for s in wall):
                a, b = sorted(wall)
                self.problems.append(("walls", f"the wall {a}-{b} is on neither A nor B"))

    def check_nordrassil_4p(self):
        board = self.board
        tree, city = self.labelled("A"), self.city("undead")
        post = {x: self.labelled(x) for x in "BCDEF"}
        ground = [sid for sid, s in board.spaces.items() if s.type != "mountain"]
        widest = max(max(self.dist(a, b) for b in ground) for a in ground)
        if max(self.dist(tree, sid) for sid in ground) < widest - 1:
            self.error(tree, "A is not at one end of the map")
        if self.dist(tree, city) < 6:
            self.error(city, f"the Undead City is {self.dist(tree, city)} from A; at least 6")
        if not board.adjacent(tree, post["D"]):
            self.error(post["D"], "D does not border A")
        for x in "BC":
            if self.dist(tree, post[x]) != 2:
                self.error(post[x], f"{x} is {self.dist(tree, post[x])} from A; 2")
        if self.dist(post["B"], post["C"]) < 3:
            self.error(post["C"], "B and C are not on either side of A (they are less than 3 apart)")
        for x in "EF":
            d_city, d_tree = self.dist(city, post[x]), self.dist(tree, post[x])
            if not 2 <= d_city <= 3 or d_tree < 4 or d_tree >= self.dist(tree, city):
                self.error(post[x], f"{x} is {d_city} from the Undead City (2-3, in front of it) and {d_tree} from "
                                    "A (at least 4)")
        if self.shape.holes < 2:
            self.error(None, f"the map has {self.shape.holes} gaps; nordrassil_4p has at least 2")
        routes = _disjoint_routes(board, tree, city)
        if routes < 3:
            self.error(city, f"{routes} corridors (ground paths sharing no space) lead from A to the Undead City; "
                             "at least 3")
        wanted = {"humans_support": ("B", post["B"]), "orcs_support": ("C", post["C"]),
                  "undead_ranged": ("the Undead City", city), "undead_flying": ("the Undead City", city)}
        for name, (what, target) in wanted.items():
            sid = board.places.get(name)
            if sid is None:
                self.problems.append(("places", f"has no {name}: a space next to {what}"))
            elif not board.adjacent(sid, target) or board.spaces[sid].label or board.spaces[sid].type == "city":
                self.problems.append((f"places.{name}", f"{sid} is not an unlabelled space next to {what}"))
        if board.places.get("undead_ranged") == board.places.get("undead_flying"):
            self.problems.append(("places.undead_flying", "is the undead_ranged space too: two different spaces"))
        for name in board.places:
            if name not in wanted:
                self.problems.append((f"places.{name}", f"is not a place of nordrassil_4p ({', '.join(wanted)})"))


def _kind(space):
    return f"an objective worth {space.vp}" if space.type == "objective" else f"a {space.type}"


def _disjoint_routes(board, source, target):
    """How many ground paths from source to target share no space but their ends (Menger: a max flow with
    every space of capacity 1)."""
    ground = {sid for sid, s in board.spaces.items() if s.type != "mountain"}
    # node k in -> ("in", k), out -> ("out", k); capacity 1 inside each space but the ends
    capacity = {}

    def link(a, b, c):
        capacity[(a, b)] = capacity.get((a, b), 0) + c
        capacity.setdefault((b, a), 0)

    for sid in ground:
        link(("in", sid), ("out", sid), 10 ** 6 if sid in (source, target) else 1)
        for n in board.neighbours(sid):
            if n in ground:
                link(("out", sid), ("in", n), 1)
    nexts = {}
    for a, b in capacity:
        nexts.setdefault(a, []).append(b)
    start, goal = ("out", source), ("in", target)
    flow = 0
    while True:
        back = {start: None}
        queue = deque([start])
        while queue and goal not in back:
            here = queue.popleft()
            for nxt in nexts.get(here, ()):
                if nxt not in back and capacity[(here, nxt)] > 0:
                    back[nxt] = here
                    queue.append(nxt)
        if goal not in back:
            return flow
        node = goal
        while back[node] is not None:
            capacity[(back[node], node)] -= 1
            capacity[(node, back[node])] += 1
            node = back[node]
        flow += 1
