"""The map: loading, validating and the precomputed facts the rules use.

A `Board` is immutable once loaded. Regions are addressed by index in the
engine's hot path (neighbour tuples, terrain flags) and by id everywhere a
person or a file sees them.
"""

import math
import os
import re

from . import geometry, schemas
from .errors import DataError, Problem
from .files import escape_text, excerpt, file_stamp, read_json, shows_something, text_problem, type_name

MAP_FORMAT = "smallworld-map"
MAP_VERSION = 1
TERRAINS = ("farmland", "forest", "hill", "swamp", "mountain", "sea", "lake")
WATER = frozenset(("sea", "lake"))
FEATURES = ("mine", "magic", "cavern", "dungeon")
BOARD_MARKERS = ("lost_tribe", "mountain")   # put on the map at setup, whatever the races
ISLAND_SIZES = ("S", "M", "L")
WORLD_FEATURES = frozenset(("magic", "dungeon"))   # the only symbols of a Warcraft world (azeroth.md §2)
MAX_ISLANDS = 20      # also in maps/schema.json (maxItems of islands)
MAP_ID = re.compile(r"[a-z0-9-]+\Z")
REGION_ID = re.compile(r"[a-z0-9_-]+\Z")
KNOWN_MAP_KEYS = {"format", "version", "id", "name", "names", "players", "size", "islands", "regions", "adjacent"}
KNOWN_REGION_KEYS = {"id", "name", "names", "terrain", "features", "lost_tribe", "border", "island", "entry",
                     "letter", "polygon", "anchor"}
MAX_REGIONS = 500     # also in maps/schema.json (maxItems)
MAX_POINTS = 2000     # also in maps/schema.json (maxItems of a polygon)
MAX_TOTAL_POINTS = 100000   # outline points in all, counted before any other check
MAX_SIZE = 100000     # also in maps/schema.json: width and height (and every coordinate) at most this
MAX_ASPECT = 10       # neither side of `size` more than this many times the other
MAX_NAME = 60         # also in maps/schema.json: characters of a map's or region's name
MAX_ID = 64           # also in maps/schema.json: characters of a map's or region's id
MAX_ADJACENT = 10000  # also in maps/schema.json (maxItems of adjacent)
MAX_BORDER_TESTS = 3_000_000   # pairs of nearby edges compared to find shared borders


class Region:
    __slots__ = ("index", "id", "name", "names", "terrain", "features", "lost_tribe", "border",
                 "island", "entry", "letter", "polygon", "anchor", "water", "extra")

    def __init__(self, index, rid, name, terrain, features, lost_tribe, border, polygon, anchor, extra,
                 island=None, entry=False, letter=False):
        self.index = index
        self.id = rid
        self.name = name if shows_something(name) else rid   # no name, or one that shows nothing: the id
        self.names = {}        # the name in other languages: {"ru": "..."} (game.i18n.map_name)
        self.terrain = terrain
        self.features = frozenset(features)
        self.lost_tribe = lost_tribe
        self.border = border
        self.island = island   # a Warcraft world's island id (None on a classic map)
        self.entry = entry     # a world's entry region (the anchor symbol)
        self.letter = letter   # a world's letter region: its island's marker goes there
        self.polygon = polygon
        self.anchor = anchor
        self.water = terrain in WATER
        self.extra = extra


class Board:
    """A validated map with adjacency precomputed for the rules."""

    def __init__(self, map_id, name, players, size, regions, adjacent, path=None, islands=()):
        self.id = map_id
        self.name = name if shows_something(name) else map_id
        self.names = {}        # the name in other languages: {"ru": "..."} (game.i18n.map_name)
        self.players = players
        self.size = size
        self.regions = regions
        self.path = path
        self.index = {r.id: r.index for r in regions}
        self.ids = tuple(r.id for r in regions)     # region index -> id
        self.adjacent_pairs = adjacent
        links = [set() for _ in regions]
        for a, b in adjacent:
            links[a].add(b)
            links[b].add(a)
        self.neighbors = tuple(tuple(sorted(s)) for s in links)
        # terrain -> per region, its neighbours of that terrain (a discount next to a held terrain)
        self.neighbors_of = {t: tuple(tuple(n for n in near if regions[n].terrain == t) for near in self.neighbors)
                             for t in TERRAINS}
        self.neighbor_sets = tuple(frozenset(s) for s in links)
        self.water = tuple(r.water for r in regions)
        # the land among each region's neighbours and the entry regions on land: the regions a race
        # holding no water can be offered (the legal actions skip the seas without asking why)
        self.land_neighbor_sets = tuple(frozenset(n for n in s if not self.water[n]) for s in links)
        self.land_regions = tuple(i for i in range(len(regions)) if not self.water[i])
        # coastal: land bordering a sea or lake; water itself is never coastal (rules C16)
        self.coastal = tuple(not self.water[i] and any(self.water[n] for n in links[i])
                             for i in range(len(regions)))
        self.caverns = tuple(r.index for r in regions if "cavern" in r.features)
        self.with_feature = {f: frozenset(r.index for r in regions if f in r.features) for f in FEATURES}
        self.border = tuple(r.border for r in regions)
        self.border_regions = tuple(i for i in range(len(regions)) if self.border[i])
        self.land_border = tuple(i for i in self.border_regions if not self.water[i])
        # a Warcraft world (azeroth.md §2): one island per player; all empty on a classic map
        self.islands = tuple(islands)                   # ((island id, "S"|"M"|"L"), ...) in file order
        self.island_of = tuple(r.island for r in regions)
        self.entries = tuple(r.index for r in regions if r.entry)
        self.land_entries = tuple(i for i in self.entries if not self.water[i])
        self.letters = tuple(r.index for r in regions if r.letter)

    @property
    def is_world(self):
        """True for a Warcraft world: a map with `islands` (docs/FORMATS.md)."""
        return bool(self.islands)

    def __len__(self):
        return len(self.regions)

    def region(self, rid):
        return self.regions[self.index[rid]]

    def anchor(self, index):
        """Where a region's token stack goes: the file's anchor or a point well inside."""
        region = self.regions[index]
        if region.anchor is None:
            region.anchor = geometry.interior_point(region.polygon)
        return region.anchor


SCHEMA_FILE = "schema.json"  # the JSON Schema of the format lives beside the maps (model/schemas reads it)


def _folders(folders):
    return [folders] if isinstance(folders, str) else list(folders)


def shipped_map_file(map_ref, folder):
    """The file in `folder` (the shipped maps) of the map `map_ref` names by id, or None when `map_ref` is
    no map id or names no map there."""
    if not isinstance(map_ref, str) or not MAP_ID.match(map_ref):
        return None
    path = os.path.join(folder, map_ref + ".json")
    return path if os.path.isfile(path) else None


def map_files(folders):
    """Paths of the map files in one folder or a list of folders: every *.json but the schema.

    A map id found in an earlier folder hides the same id in a later one.
    """
    seen, paths = set(), []
    for folder in _folders(folders):
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".json") and name != SCHEMA_FILE and not name.startswith(".") and name not in seen:
                seen.add(name)
                paths.append(os.path.join(folder, name))
    return paths


def map_path(id_or_path, folders):
    """A map argument is either a map id (looked up in the folders, in order) or a path."""
    folders = _folders(folders)
    if MAP_ID.match(id_or_path or "") and not os.path.exists(id_or_path):
        for folder in folders:
            candidate = os.path.join(folder, id_or_path + ".json")
            if os.path.exists(candidate):
                return candidate
        return os.path.join(folders[0], id_or_path + ".json")
    return id_or_path


def load_map(path):
    """Load and validate a map file; raise DataError listing every error.

    The same checks as `check` (parse_map: structure, limits, names, geometry), so a map
    that `check` refuses is never played, previewed or simulated.
    """
    key = _file_key(path)
    board = _LOADED.get(key) if key is not None else None
    if board is not None:
        return board
    data = read_json(path)
    board, problems = parse_map(data, str(path), expected_id=_file_id(path))
    errors = [p for p in problems if not p.warning]
    if errors:
        raise DataError(errors)
    board.path = str(path)
    board.document = data   # what a save of its game carries (game/saves.py), whatever the file holds later
    if key is not None:
        if len(_LOADED) >= 32:
            _LOADED.clear()
        _LOADED[key] = board
    return board


# Boards never change once loaded: a file read again unchanged (same path, size and times)
# gives the same Board, so replays, saves and the load screen do not check a map twice.
_LOADED = {}


def _file_key(path):
    """What tells a file from an edited one: its inode and change time too, which no copy that keeps the
    modification time (cp -p, an archive unpacked) keeps."""
    try:
        return (os.path.realpath(path), *file_stamp(path))
    except (OSError, ValueError):
        return None


def check_map(path):
    """Every problem of a map file, errors and warnings, geometry included (what load_map refuses)."""
    try:
        data = read_json(path)
    except DataError as exc:
        return exc.problems
    return parse_map(data, str(path), expected_id=_file_id(path))[1]


def _file_id(path):
    return os.path.splitext(os.path.basename(str(path)))[0]


def parse_map(data, where, expected_id=None):
    """Validate a map document: the one validation of a map, whoever reads it (load_map,
    check_map, a save's map_data). Returns (Board or None, problems).

    First the outline points in all (at most MAX_TOTAL_POINTS, counted before anything
    else). The structure (fields, types, terrains, features, counts, ranges of numbers,
    lengths of names and ids) is checked against the map schema, maps/schema.json, with
    jsonschema; what a schema cannot say is checked here: a version newer than this
    program, the id against the file name, unknown fields (warnings), names of printable
    text, the size's proportions, polygons and anchors inside the map's size, duplicate
    region ids, adjacency pairs naming existing regions, land reachable from a border
    region (a classic map) or a world's own rules (_check_world: a map with `islands`), and
    the geometry (check_geometry: simple outlines with an area, anchors inside, no overlapping
    regions, adjacency as the outlines show it).
    """
    problems = []

    def err(field, what, warning=False):
        problems.append(Problem(f"{where}: {field}" if field else where, what, warning))

    if not isinstance(data, dict):
        err("", f"a map file must hold a JSON object, not {type_name(data)}")
        return None, problems
    total = _total_points(data)
    if total > MAX_TOTAL_POINTS:
        err("regions", f"have {total} outline points in all, at most {MAX_TOTAL_POINTS}")
        return None, problems
    found = schemas.check(data, "map")
    sound = schemas.sound(found)   # sound(field): no problem at that field or inside it

    version = data.get("version")
    if sound("version") and version > MAP_VERSION:
        err("version", f"version {excerpt(version)} is newer than this program understands ({MAP_VERSION}); "
                       "update the game")
    for field, what in found:
        err(field, what)
    map_id = data.get("id")
    if sound("id") and expected_id is not None and map_id != expected_id:
        err("id", f"\"{map_id}\" differs from the file name \"{expected_id}\"", warning=True)
    if sound("name") and data.get("name") is not None:
        _check_name(data["name"], "name", err)
    map_names = _names(data.get("names"), "names", err) if sound("names") else {}
    size = data.get("size") if sound("size") else None
    if size is not None and not all(math.isfinite(v) and 0 < v <= MAX_SIZE for v in size):
        err("size", "must be [width, height] with two finite numbers")
        size = None
    if size is not None and max(size) > MAX_ASPECT * min(size):
        err("size", f"{size[0]}x{size[1]}: neither side may be more than {MAX_ASPECT} times the other")
        size = None
    for key in data:
        if key not in KNOWN_MAP_KEYS:
            err(escape_text(key, 40), "unknown field (ignored)", warning=True)

    raw_regions = data.get("regions")
    usable = isinstance(raw_regions, list) and 0 < len(raw_regions) <= MAX_REGIONS
    raw_regions = raw_regions if usable else []
    regions = []
    seen = {}
    for i, raw in enumerate(raw_regions):
        base = f"regions[{i}]"
        if isinstance(raw, dict):
            for key in raw:
                if key not in KNOWN_REGION_KEYS:
                    err(f"{base}.{escape_text(key, 40)}", "unknown field (ignored)", warning=True)
        if not sound(base):
            continue
        if raw.get("name") is not None and _check_name(raw["name"], f"{base}.name", err):
            continue
        region = _region(raw, i)
        region.names = _names(raw.get("names"), f"{base}.names", err)
        if size and not geometry.inside_rect(region.polygon, size[0], size[1]):
            err(f"{base}.polygon", f"has points outside the map size {size[0]}x{size[1]}")
            continue
        if size and region.anchor is not None and not geometry.inside_rect([region.anchor], size[0], size[1]):
            err(f"{base}.anchor", f"{excerpt(list(region.anchor))} is outside the map size {size[0]}x{size[1]}")
            continue
        if region.id in seen:
            err(f"{base}.id", f"duplicate id \"{region.id}\" (also regions[{seen[region.id]}])")
            continue
        seen[region.id] = i
        region.index = len(regions)
        regions.append(region)

    adjacent = []
    raw_adjacent = data.get("adjacent")
    index = {r.id: r.index for r in regions}
    named = {raw.get("id") for raw in raw_regions if isinstance(raw, dict) and isinstance(raw.get("id"), str)}
    pairs = set()
    listed = isinstance(raw_adjacent, list) and len(raw_adjacent) <= MAX_ADJACENT   # else refused as too long
    for i, pair in enumerate(raw_adjacent if listed and usable else []):
        field = f"adjacent[{i}]"
        if not sound(field):
            continue
        a, b = pair
        missing = [v for v in pair if v not in index and v not in named]
        if missing:
            err(field, f"unknown region \"{missing[0]}\"")
            continue
        if a not in index or b not in index:
            continue  # the region itself is broken and already reported
        if a == b:
            err(field, f"region \"{a}\" cannot be adjacent to itself")
            continue
        key = frozenset((index[a], index[b]))
        if key in pairs:
            err(field, f"pair {a}-{b} is listed twice", warning=True)
            continue
        pairs.add(key)
        adjacent.append((index[a], index[b]))

    if any(not p.warning for p in problems):
        return None, problems
    islands = _islands(data.get("islands"), err) if sound("islands") else []
    if any(not p.warning for p in problems):
        return None, problems
    board = Board(map_id, data.get("name", map_id), int(data["players"]), (size[0], size[1]), regions, adjacent,
                  islands=islands)
    board.names = map_names
    if board.is_world:
        _check_world(board, err)
    else:
        _check_classic_fields(board, err)
        _check_reachable(board, err)
    if not any(not p.warning for p in problems):
        problems.extend(check_geometry(board, where))
    if len(problems) > schemas.MAX_PROBLEMS:
        more = len(problems) - schemas.MAX_PROBLEMS
        problems[schemas.MAX_PROBLEMS:] = [Problem(where, f"and {more} more problems like these",
                                                   all(p.warning for p in problems[schemas.MAX_PROBLEMS:]))]
    return board, problems


def _total_points(data):
    """Outline points in all, counting only polygons the schema will not refuse for length alone."""
    regions = data.get("regions")
    if not isinstance(regions, list) or len(regions) > MAX_REGIONS:
        return 0
    return sum(len(r["polygon"]) for r in regions
               if isinstance(r, dict) and isinstance(r.get("polygon"), list) and len(r["polygon"]) <= MAX_POINTS)


def _check_name(name, field, err):
    """A name shown to players: printable text of at most MAX_NAME characters (may be empty: the id
    is shown). Reports and returns True when it is not."""
    problem = text_problem(name, MAX_NAME, blank=True)
    if problem:
        err(field, problem)
    return problem is not None


def _names(names, field, err):
    """The optional per-language names ({"ru": "..."}, docs/FORMATS.md): the printable ones kept, a bad one
    reported as a warning and left out (the default name is shown instead)."""
    kept = {}
    for lang, name in (names.items() if isinstance(names, dict) else ()):
        problem = text_problem(name, MAX_NAME, blank=False) if isinstance(name, str) else "is not text"
        if problem:
            err(f"{field}.{lang}", problem, warning=True)
        else:
            kept[lang] = name
    return kept


def _region(raw, i):
    """A Region from a region object the schema found sound."""
    anchor = raw.get("anchor")
    return Region(i, raw["id"], raw.get("name"), raw["terrain"], raw.get("features", []),
                  raw.get("lost_tribe", False), raw.get("border", False),
                  [(p[0], p[1]) for p in raw["polygon"]], (anchor[0], anchor[1]) if anchor is not None else None,
                  {k: v for k, v in raw.items() if k not in KNOWN_REGION_KEYS},
                  raw.get("island"), raw.get("entry", False), raw.get("letter", False))


def _islands(raw, err):
    """The (id, size) pairs of a world's `islands` (the schema found them sound); a repeated id is an error."""
    seen, islands = set(), []
    for i, island in enumerate(raw or []):
        if island["id"] in seen:
            err(f"islands[{i}].id", f"duplicate island id \"{island['id']}\"")
            continue
        seen.add(island["id"])
        islands.append((island["id"], island["size"]))
    return islands


# Islands per player count (azeroth.md §1): a world made for other sizes is a warning, not an error.
ISLANDS_FOR_PLAYERS = {2: "LS", 3: "LMS", 4: "LMMS", 5: "LLMSS"}


def _check_world(board, err):
    """A Warcraft world's own rules (azeroth.md, "check"): every region on a listed island, no
    adjacency across islands, each island with an entry region and exactly one letter region,
    both on land, only magic and dungeon symbols. `border` is ignored (entries replace it)."""
    names = {island for island, _ in board.islands}
    for r in board.regions:
        base = f"regions[{r.index}]"
        if r.island is None:
            err(base, f"\"{r.id}\" has no island: every region of a world lies on one of its islands")
        elif r.island not in names:
            err(f"{base}.island", f"\"{r.island}\" is not one of the map's islands ({', '.join(sorted(names))})")
        for what, named in (("entry", "an entry region"), ("letter", "a letter region")):
            if getattr(r, what) and r.water:
                err(f"{base}.{what}", f"\"{r.id}\" is {r.terrain}: {named} must be land")
        for feature in sorted(r.features - WORLD_FEATURES):
            err(f"{base}.features", f"\"{feature}\" is not a symbol of a world (only magic and dungeon)")
        if r.water and "magic" in r.features:
            err(f"{base}.features", f"\"{r.id}\" is {r.terrain}: a magic source on water is never held", warning=True)
        if r.water and r.lost_tribe:
            err(f"{base}.lost_tribe", f"\"{r.id}\" is {r.terrain}: a Murloc on water", warning=True)
    for a, b in board.adjacent_pairs:
        ia, ib = board.island_of[a], board.island_of[b]
        if ia != ib and ia in names and ib in names:   # a region off the islands is reported above
            err("adjacent", f"{board.regions[a].id} ({ia}) and {board.regions[b].id} ({ib}) lie on different "
                             "islands: adjacency exists only inside an island")
    for i, (island, _) in enumerate(board.islands):
        members = [r for r in board.regions if r.island == island]
        if not any(r.entry for r in members):
            err(f"islands[{i}]", f"island \"{island}\" has no entry region")
        letters = sum(r.letter for r in members)
        if letters != 1:
            err(f"islands[{i}]", f"island \"{island}\" has {letters} letter regions, exactly 1 needed")
    sizes = "".join(sorted((size for _, size in board.islands), key=ISLAND_SIZES.index, reverse=True))
    wanted = ISLANDS_FOR_PLAYERS.get(board.players)
    if wanted is not None and sizes != wanted:
        err("islands", f"{_size_words(sizes)} for {board.players} players; the rules deal "
                       f"{_size_words(wanted)}", warning=True)


def _size_words(sizes):
    """"LMMS" -> "L + 2 M + S"."""
    parts = []
    for size in ("L", "M", "S"):
        n = sizes.count(size)
        if n:
            parts.append(size if n == 1 else f"{n} {size}")
    return " + ".join(parts) or "no islands"


def _check_classic_fields(board, err):
    """The world fields mean nothing on a classic map (no `islands`): an island is an error
    (the map forgot its `islands`), an entry or letter mark is ignored."""
    for r in board.regions:
        if r.island is not None:
            err(f"regions[{r.index}].island", f"\"{r.island}\" is not one of the map's islands (it lists none)")
        for what in ("entry", "letter"):
            if getattr(r, what):
                err(f"regions[{r.index}].{what}", "ignored: only a world (a map with islands) has them", warning=True)


def _check_reachable(board, err):
    """Every land region must be reachable over land from a border land region."""
    land = [r.index for r in board.regions if not r.water]
    seen = {i for i in land if board.regions[i].border}
    stack = list(seen)
    while stack:
        i = stack.pop()
        for n in board.neighbors[i]:
            if n not in seen and not board.water[n]:
                seen.add(n)
                stack.append(n)
    if not any(board.regions[i].border for i in land):
        err("regions", "no land region is marked border: no race could enter the map")
        return
    for i in land:
        if i not in seen:
            err(f"regions[{i}]", f"\"{board.regions[i].id}\" cannot be reached over land from any border region")


def check_geometry(board, where):
    """Compare the map's shapes with its data: simple polygons with an area, anchors inside
    them, no two regions on the same ground (their interiors overlapping by more than a sliver),
    adjacency as the outlines show it. O(n log n) in the points (a sweep line for each outline,
    scan lines for the overlaps, a bounded spatial hash for the borders), so the largest map
    allowed takes well under a second."""
    problems = []
    for r in board.regions:
        base = f"{where}: regions[{r.index}]"
        bad = geometry.self_intersection(r.polygon)
        if bad is not None:
            problems.append(Problem(f"{base}.polygon", f"\"{r.id}\" is not a simple polygon "
                                                       f"(edges {bad[0]} and {bad[1]} cross or touch)"))
            continue
        if not geometry.polygon_area(r.polygon) > 0:
            problems.append(Problem(f"{base}.polygon", f"\"{r.id}\" has no area"))
            continue
        if r.anchor is not None and not geometry.point_in_polygon(r.anchor, r.polygon):
            problems.append(Problem(f"{base}.anchor", f"{excerpt(list(r.anchor))} is not inside \"{r.id}\""))
    if any(not p.warning for p in problems):
        return problems
    shapes = {r.id: r.polygon for r in board.regions}
    try:
        overlaps = geometry.overlapping_regions(shapes)
        if overlaps:   # two regions on the same ground: their borders say nothing about adjacency
            return [_overlap_problem(board, a, b, share, where) for a, b, share in overlaps]
        touching = geometry.shared_borders(shapes, max_tests=MAX_BORDER_TESTS)
    except geometry.TooComplex:
        return [Problem(f"{where}: regions", "the outlines lie across one another so much that their borders "
                                             "cannot be compared with adjacent (do regions overlap?)")]
    declared = {frozenset((board.regions[a].id, board.regions[b].id)) for a, b in board.adjacent_pairs}
    for pair in sorted(touching - declared, key=sorted):
        a, b = sorted(pair)
        problems.append(Problem(f"{where}: adjacent", f"{a} and {b} share a border but are not listed as adjacent"))
    for pair in sorted(declared - touching, key=sorted):
        a, b = sorted(pair)
        problems.append(Problem(f"{where}: adjacent",
                                f"{a} and {b} are listed as adjacent but their outlines share no border"))
    return problems


def _overlap_problem(board, a, b, share, where):
    """The error of two regions whose outlines cover the same ground (geometry.overlapping_regions)."""
    first, second = sorted((board.region(a), board.region(b)), key=lambda r: r.index)
    return Problem(f"{where}: regions[{second.index}].polygon",
                   f"\"{second.id}\" lies over \"{first.id}\" (regions[{first.index}]): about "
                   f"{max(1, round(share * 100))}% of the smaller one is inside both (regions may share "
                   "borders, never ground)")
