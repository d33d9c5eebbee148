"""The five turn actions (§4.4-§4.8), each checked completely (`check_*`: IllegalAction naming the
rule, nothing changed) and then performed (`perform_*`) in the order of C21: pay, main effect
(wolves one by one with their pushes; or target to the calendar, then the new piece), rewards.
The hunt check and the phases noted follow in game.py, after every action.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from kernel.actions import Record
from kernel.errors import IllegalAction
from kernel.files import excerpt

from .hexes import parse_hex
from .paying import Payment, check_pay
from .placement import EMPTY, NAMES, OK, PUSH, Content, den_refusal, push_options, without, wolf_entry
from .values import ATTRIBUTES, SPECIES, WOLF_KINDS

Hex = tuple[int, int]
COSTS = {"move": 1, "build": 2, "upgrade": 2, "howl": 2, "dominate": 3}


# -- reading fields ---------------------------------------------------------------------------------


_PARSED: dict[str, Hex] = {}     # hex texts already read (pure, so shared by every game; bounded)
PARSED_KEPT = 50_000


def field_hex(value: Any, what: str) -> Hex:
    """The hex an action's field names ("3,-5"); IllegalAction saying what is wrong with it."""
    found = _PARSED.get(value) if isinstance(value, str) else None
    if found is None:
        try:
            found = parse_hex(value)
        except ValueError as exc:
            raise IllegalAction(f"{what}: {exc}") from None
        if len(_PARSED) < PARSED_KEPT:
            _PARSED[value] = found
    return found


def hex_id(h: Hex) -> str:
    """The text of a hex already known to be one (hexes.hex_id checks it first)."""
    return f"{h[0]},{h[1]}"


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def check_push_field(push: Record | None, what: str) -> dict[Hex, Hex]:
    """{hex where a push happens: destination} of an action's `push` field."""
    if push is None:
        return {}
    return {field_hex(at, f"{what}: push"): field_hex(to, f"{what}: push from {at}") for at, to in push.items()}


def check_hunt_field(game: Any, hunt: Record | None, what: str) -> dict[str, Hex]:
    """{species: prey hex} of an action's `hunt` field: each a species on a prey hex holding it now.
    It decides only between two surrounded stacks of one species the acting pack lacks (C7); a choice
    that does not come up is not used."""
    if hunt is None:
        return {}
    chosen = {}
    for species, at in hunt.items():
        if species not in SPECIES:
            raise IllegalAction(f"{what}: hunt names {excerpt(species)}, not a species ({', '.join(SPECIES)})")
        h = field_hex(at, f"{what}: hunt {species}")
        stack = game.prey.get(h)
        if not stack or stack[-1] != species:
            raise IllegalAction(f"{what}: hunt {species}: {hex_id(h)} holds no {species} token")
        chosen[species] = h
    return chosen


# -- what the board shows ---------------------------------------------------------------------------


def has_token(game: Any, h: Hex) -> bool:
    return h in game.lone_wolves or h in game.prey


def alphas_of(game: Any, pack: str) -> list[Hex]:
    """The hexes holding an alpha of `pack` (a hex holding two once)."""
    piece = (pack, "alpha")
    return [h for h, content in game.pieces.items() if piece in content]


def alpha_on_or_beside(game: Any, pack: str, h: Hex) -> bool:
    piece = (pack, "alpha")
    pieces = game.pieces
    if piece in pieces.get(h, EMPTY):
        return True
    return any(piece in pieces.get(n, EMPTY) for n in game.ground.adj.get(h, ()))


def in_howl_range(game: Any, seat: int, h: Hex) -> bool:
    """True when an alpha of the seat's pack stands at distance <= Howl from `h` (C1)."""
    board = game.boards[seat]
    reach = board.attribute(game.values, "howl")
    return any(distance(a, h) <= reach for a in alphas_of(game, board.pack))


def lair_on_board(game: Any, pack: str, board_id: str) -> bool:
    piece = (pack, "lair")
    pieces = game.pieces
    return any(piece in pieces.get(h, EMPTY) for h in game.ground.region_land.get(board_id, ()))


def terrain_of(game: Any, h: Hex, what: str) -> str:
    terrain = game.ground.terrain.get(h)
    if terrain is None:
        cell = game.board.cell(h)
        where = f"{cell.kind}" if cell is not None else "off the map"
        raise IllegalAction(f"{what}: {hex_id(h)} is {where}, not land (§2.1)")
    return terrain


def pushed_to(game: Any, at: Hex, pushed: str, pieces_at, choices: dict[Hex, Hex], what: str) -> Hex:
    """Where a wolf of `pushed` pushed from `at` goes (§4.9): the chosen one of the nearest free
    hexes, else the first of them; IllegalAction when there is none or the choice is not nearest."""
    options = push_options(game.ground.adj, at, pushed, pieces_at, lambda h: has_token(game, h))
    if not options:
        raise IllegalAction(f"{what}: the {pushed} wolf on {hex_id(at)} would be pushed, and no empty or "
                            f"friendly hex is left for it (§4.9)")
    wanted = choices.get(at)
    if wanted is None:
        return options[0]
    if wanted not in options:
        raise IllegalAction(f"{what}: the wolf pushed from {hex_id(at)} goes to one of the nearest empty or "
                            f"friendly hexes ({', '.join(map(hex_id, options))}), not {hex_id(wanted)} (§4.9)")
    return wanted


# -- performing: the parts every action shares ------------------------------------------------------


def pay(game: Any, seat: int, terrain: str, payment: Payment) -> dict:
    tiles, tokens = payment
    board = game.boards[seat]
    for t in tiles:
        board.faces[t] ^= 1
    board.bonus_terrain -= tokens
    game.supply["bonus_terrain"] += tokens
    return {"type": "paid", "player": seat, "terrain": terrain, "tiles": list(tiles), "bonus_terrain": tokens}


def gain(game: Any, seat: int, token: str, reason: str) -> dict:
    """One bonus token from the supply; an empty supply gives nothing (C18)."""
    if game.supply[token] > 0:
        game.supply[token] -= 1
        setattr(game.boards[seat], token, getattr(game.boards[seat], token) + 1)
        return {"type": "gained", "player": seat, "token": token, "reason": reason}
    return {"type": "gained", "player": seat, "token": token, "reason": reason, "lost": True}


def fill_day(game: Any, item: str, pack: str | None = None) -> dict:
    """A component onto the next calendar day (§4.11); one beyond the last day is set aside (C18). A
    day showing a phase schedules it for the end of the turn (noted after the hunt check, C21)."""
    if len(game.calendar) >= game.days:
        return {"type": "set_aside", "item": item, "pack": pack}
    game.calendar.append((item, pack))
    day = len(game.calendar)
    for phase, phase_day in game.phase_days.items():
        if phase_day == day and phase not in game.scheduled and phase not in game.scored:
            game.scheduled.append(phase)
            game.noted.append((phase, day))
    return {"type": "day_filled", "day": day, "item": item, "pack": pack}


def take_den(game: Any, seat: int, area: str) -> list[dict]:
    """The next den of an attribute area leaves the board: the attribute rises, a row emptied rewards."""
    board = game.boards[seat]
    board.dens[area] += 1
    cell = board.dens[area] + 1
    events = [{"type": "attribute_raised", "player": seat, "area": area, "value": board.attribute(game.values, area),
               "cell": cell}]
    reward = game.values.row_rewards.get(cell)
    if reward:
        events.append(gain(game, seat, reward, f"{area}_row"))
    return events


def put(game: Any, h: Hex, content: Content) -> None:
    if content:
        game.pieces[h] = content
    else:
        game.pieces.pop(h, None)


# -- move (§4.4, C2-C4) -------------------------------------------------------------------------------


def check_move(game: Any, seat: int, action: Any) -> tuple:
    board = game.boards[seat]
    pack = board.pack
    values = game.values
    listed = action.wolves
    if not listed:
        raise IllegalAction("move: name at least one wolf; every Move relocates a wolf (C4)")
    spread = board.attribute(values, "spread")
    if len(listed) > spread:
        raise IllegalAction(f"move: your Spread is {spread}, so a Move moves 1 to {spread} wolves (§4.4)")
    wolves = []
    for i, entry in enumerate(listed):
        what = f"move: wolf {i + 1}"
        kind = entry.get("kind")
        if kind not in WOLF_KINDS:
            raise IllegalAction(f"{what}: kind must be alpha or pack, not {excerpt(kind)}")
        if set(entry) - {"kind", "from", "to"}:
            raise IllegalAction(f"{what}: a wolf is {{kind, from, to}}")
        start = field_hex(entry.get("from"), f"{what}: from")
        end = field_hex(entry.get("to"), f"{what}: to")
        if start == end:
            raise IllegalAction(f"{what}: it must end on a hex other than its start hex (§4.4)")
        wolves.append((kind, start, end))
    terrain = terrain_of(game, wolves[0][2], "move")
    for _kind, _start, end in wolves[1:]:
        other = terrain_of(game, end, "move")
        if other != terrain:
            raise IllegalAction(f"move: every wolf ends on the terrain paid; {hex_id(end)} is {other}, "
                                f"not {terrain} (§4.4)")
    payment = check_pay(board, values, terrain, COSTS["move"], action.pay, f"move to {terrain}")
    choices = check_push_field(action.push, "move")
    speed = board.attribute(values, "speed")
    ground = game.ground
    pieces = game.pieces
    overlay: dict[Hex, Content] = {}

    def pieces_at(h: Hex) -> Content:
        found = overlay.get(h)
        return found if found is not None else pieces.get(h, EMPTY)

    arrived: Counter = Counter()
    steps = []
    used = set()
    for i, (kind, start, end) in enumerate(wolves):
        what = f"move: wolf {i + 1}"
        here = pieces_at(start)
        piece = (pack, kind)
        if here.count(piece) - arrived[(start, kind)] < 1:
            raise IllegalAction(f"{what}: no {NAMES[kind]} of yours on {hex_id(start)} that has not moved "
                                f"in this Move (C3)")
        if end not in ground.within(start, speed):
            raise IllegalAction(f"{what}: {hex_id(end)} is more than your Speed {speed} steps from "
                                f"{hex_id(start)} over land (§4.4, C2)")
        if has_token(game, end):
            raise IllegalAction(f"{what}: {hex_id(end)} holds a token; no wolf ends there (C10)")
        there = pieces_at(end)
        verdict = wolf_entry(there, pack, kind)
        if verdict is not OK and verdict is not PUSH:
            raise IllegalAction(f"{what}: it cannot end on {hex_id(end)}: {verdict}")
        overlay[start] = without(here, piece)
        pushed = None
        if verdict is PUSH:
            victim = there[0]
            overlay[end] = (piece,)
            to = pushed_to(game, end, victim[0], pieces_at, choices, what)
            used.add(end)
            overlay[to] = pieces_at(to) + (victim,)
            pushed = (victim, to)
        else:
            overlay[end] = there + (piece,)
        arrived[(end, kind)] += 1
        steps.append((kind, start, end, pushed))
    unused = [h for h in choices if h not in used]
    if unused:
        raise IllegalAction(f"move: push names {hex_id(unused[0])}, where no wolf is pushed (C6)")
    return terrain, payment, overlay, steps


def perform_move(game: Any, seat: int, plan: tuple) -> list[dict]:
    terrain, payment, overlay, steps = plan
    events = [pay(game, seat, terrain, payment)]
    pack = game.boards[seat].pack
    for h, content in overlay.items():
        put(game, h, content)
    for kind, start, end, pushed in steps:
        events.append({"type": "moved", "player": seat, "pack": pack, "kind": kind,
                       "from": hex_id(start), "to": hex_id(end)})
        if pushed:
            (victim_pack, victim_kind), to = pushed
            events.append({"type": "pushed", "player": seat, "pack": victim_pack, "kind": victim_kind,
                           "from": hex_id(end), "to": hex_id(to)})
    return events


# -- build den (§4.5) ---------------------------------------------------------------------------------


def check_build(game: Any, seat: int, action: Any) -> tuple:
    board = game.boards[seat]
    h = field_hex(action.hex, "build")
    what = f"build on {hex_id(h)}"
    terrain = terrain_of(game, h, what)
    area = action.area
    if area not in ATTRIBUTES:
        raise IllegalAction(f"{what}: a den comes from spread, speed or howl, not {excerpt(area)} (§4.5)")
    if board.dens[area] >= 4:
        raise IllegalAction(f"{what}: your {area} area has no den left (C26)")
    if not alpha_on_or_beside(game, board.pack, h):
        raise IllegalAction(f"{what}: one of your alphas must stand on it or beside it (§4.5)")
    if has_token(game, h):
        raise IllegalAction(f"{what}: it holds a token; no den is built there (C10)")
    refusal = den_refusal(game.pieces.get(h, EMPTY), board.pack)
    if refusal:
        raise IllegalAction(f"{what}: {refusal}")
    payment = check_pay(board, game.values, terrain, COSTS["build"], action.pay, what)
    return h, terrain, area, payment


def perform_build(game: Any, seat: int, plan: tuple) -> list[dict]:
    h, terrain, area, payment = plan
    pack = game.boards[seat].pack
    events = [pay(game, seat, terrain, payment)]
    put(game, h, game.pieces.get(h, EMPTY) + ((pack, "den"),))
    events.append({"type": "built", "player": seat, "pack": pack, "hex": hex_id(h), "area": area})
    events.extend(take_den(game, seat, area))
    return events


# -- upgrade den to lair (§4.6) -----------------------------------------------------------------------


def check_upgrade(game: Any, seat: int, action: Any) -> tuple:
    board = game.boards[seat]
    pack = board.pack
    h = field_hex(action.hex, "upgrade")
    what = f"upgrade on {hex_id(h)}"
    terrain = terrain_of(game, h, what)
    content = game.pieces.get(h, EMPTY)
    if (pack, "den") not in content:
        raise IllegalAction(f"{what}: no den of yours there (§4.6)")
    if not alpha_on_or_beside(game, pack, h):
        raise IllegalAction(f"{what}: one of your alphas must stand on it or beside it (§4.6)")
    if h not in game.ground.by_water:
        raise IllegalAction(f"{what}: a lair stands beside a water hex (§4.6, C13)")
    board_id = game.ground.board_of[h]
    if lair_on_board(game, pack, board_id):
        raise IllegalAction(f"{what}: you already have a lair on this region board (C13)")
    if board.lairs >= 4:
        raise IllegalAction(f"{what}: you have no lair left (C26)")
    choices = check_push_field(action.push, "upgrade")
    payment = check_pay(board, game.values, terrain, COSTS["upgrade"], action.pay, what)
    foreign = [p for p in content if p[0] != pack]
    new = tuple((pack, "lair") if p == (pack, "den") else p for p in content if p[0] == pack)
    pushed = None
    if foreign:
        victim = foreign[0]
        to = pushed_to(game, h, victim[0], lambda x: new if x == h else game.pieces.get(x, EMPTY), choices, what)
        pushed = (victim, to)
        choices = {k: v for k, v in choices.items() if k != h}
    if choices:
        raise IllegalAction(f"{what}: push names {hex_id(next(iter(choices)))}, where no wolf is pushed (C6)")
    return h, terrain, payment, new, pushed


def perform_upgrade(game: Any, seat: int, plan: tuple) -> list[dict]:
    h, terrain, payment, new, pushed = plan
    board = game.boards[seat]
    events = [pay(game, seat, terrain, payment)]
    events.append(fill_day(game, "den", board.pack))
    put(game, h, new)
    if pushed:
        victim, to = pushed
        put(game, to, game.pieces.get(to, EMPTY) + (victim,))
    board.lairs += 1
    events.append({"type": "upgraded", "player": seat, "pack": board.pack, "hex": hex_id(h),
                   "lair": board.lairs, "vp": game.values.lair_vp[board.lairs - 1]})
    if pushed:
        events.append({"type": "pushed", "player": seat, "pack": victim[0], "kind": victim[1],
                       "from": hex_id(h), "to": hex_id(to)})
    events.append(gain(game, seat, game.values.lair_reward, "lair"))
    return events


# -- howl (§4.7) ----------------------------------------------------------------------------------------


def check_howl(game: Any, seat: int, action: Any) -> tuple:
    board = game.boards[seat]
    h = field_hex(action.hex, "howl")
    what = f"howl at {hex_id(h)}"
    if h not in game.lone_wolves:
        raise IllegalAction(f"{what}: no lone wolf token there (§4.7)")
    terrain = terrain_of(game, h, what)
    if not in_howl_range(game, seat, h):
        reach = board.attribute(game.values, "howl")
        raise IllegalAction(f"{what}: none of your alphas is within your Howl range {reach} of it (§4.7, C1)")
    cell = board.next_wolf_cell(game.values)
    if cell is None:
        raise IllegalAction(f"{what}: your wolves area is empty (C26)")
    payment = check_pay(board, game.values, terrain, COSTS["howl"], action.pay, what)
    return h, terrain, payment, cell


def perform_howl(game: Any, seat: int, plan: tuple) -> list[dict]:
    h, terrain, payment, cell = plan
    board = game.boards[seat]
    events = [pay(game, seat, terrain, payment)]
    game.lone_wolves.discard(h)
    events.append(fill_day(game, "lone_wolf"))
    kind = game.values.wolf_cells[cell]
    board.wolves[cell] = False
    put(game, h, ((board.pack, kind),))
    events.append({"type": "howled", "player": seat, "pack": board.pack, "hex": hex_id(h), "kind": kind,
                   "cell": cell + 1, "vp": game.values.wolves_vp[cell]})
    return events


# -- dominate (§4.8, C15-C17) ---------------------------------------------------------------------------


def check_dominate(game: Any, seat: int, action: Any) -> tuple:
    board = game.boards[seat]
    pack = board.pack
    h = field_hex(action.hex, "dominate")
    what = f"dominate on {hex_id(h)}"
    kind = action.kind
    if kind not in ("pack", "den"):
        raise IllegalAction(f"{what}: the target is a pack wolf or a den (kind pack or den); alphas and lairs "
                            f"are never targets (§4.8)")
    content = game.pieces.get(h, EMPTY)
    target = next((p for p in content if p[1] == kind and p[0] != pack), None)
    if target is None:
        raise IllegalAction(f"{what}: no foreign {NAMES[kind]} there (§4.8)")
    if len(content) == 2 and content[0][0] == content[1][0]:
        raise IllegalAction(f"{what}: it holds two pieces of one colour, and neither can be dominated (§4.8)")
    terrain = terrain_of(game, h, what)
    if not in_howl_range(game, seat, h):
        reach = board.attribute(game.values, "howl")
        raise IllegalAction(f"{what}: none of your alphas is within your Howl range {reach} of it (§4.8, C1)")
    area = action.area
    cell = None
    if kind == "pack":
        if area is not None:
            raise IllegalAction(f"{what}: area is chosen only when a den is dominated")
        cell = board.next_wolf_cell(game.values, "pack")
        if cell is None:
            raise IllegalAction(f"{what}: your wolves area holds no pack wolf to put there (§4.8, C15)")
    else:
        if area not in ATTRIBUTES:
            raise IllegalAction(f"{what}: choose the attribute area your den comes from: spread, speed or howl (§4.8)")
        if board.dens[area] >= 4:
            raise IllegalAction(f"{what}: your {area} area has no den left (C26)")
    payment = check_pay(board, game.values, terrain, COSTS["dominate"], action.pay, what)
    return h, terrain, payment, target, area, cell


def perform_dominate(game: Any, seat: int, plan: tuple) -> list[dict]:
    h, terrain, payment, target, area, cell = plan
    board = game.boards[seat]
    kind = target[1]
    events = [pay(game, seat, terrain, payment)]
    content = without(game.pieces[h], target)
    events.append(fill_day(game, kind, target[0]))
    put(game, h, content + ((board.pack, kind),))
    event = {"type": "dominated", "player": seat, "pack": board.pack, "hex": hex_id(h), "kind": kind,
             "from_pack": target[0]}
    if kind == "pack":
        board.wolves[cell] = False
        event.update(cell=cell + 1, vp=game.values.wolves_vp[cell])
        events.append(event)
    else:
        event["area"] = area
        events.append(event)
        events.extend(take_den(game, seat, area))
    return events


CHECKS = {"move": check_move, "build": check_build, "upgrade": check_upgrade, "howl": check_howl,
          "dominate": check_dominate}
PERFORMS = {"move": perform_move, "build": perform_build, "upgrade": perform_upgrade, "howl": perform_howl,
            "dominate": perform_dominate}
