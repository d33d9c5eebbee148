"""What a seat may do now: the legal actions, and the questions a window or a computer player asks
(where a wolf may go, which hexes an action may target).

`legal_actions` lists every single-wolf Move, a few Moves of several wolves (one per terrain the seat
can pay: each wolf in turn to the first hex of that terrain it may end on), every Build, Upgrade,
Howl and Dominate target (dens: each area), each with its default payment and pushes, then
`bonus_action` and `end_turn` when allowed. Every action listed applies. `sample_action` draws one
legal action at random far faster, for random players and simulations.
"""

from __future__ import annotations

import random
from typing import Any

from kernel.errors import IllegalAction

from .actions import BonusAction, Build, Dominate, EndTurn, Howl, Move, Orient, Start, Upgrade, wolf
from .placement import EMPTY, OK, PUSH, den_refusal, push_options, wolf_entry
from .turn_actions import CHECKS, COSTS, alpha_on_or_beside, alphas_of, distance, has_token, hex_id, lair_on_board
from .values import ATTRIBUTES, TERRAINS

Hex = tuple[int, int]


# -- setup phases -------------------------------------------------------------------------------------


def start_hexes(game: Any, seat: int) -> list[Hex]:
    """The hexes the seat may put its start wolves on now (§3.1.8, §3.2.7, C27)."""
    pieces = game.pieces
    if game.n == 2:
        found = []
        for b in game.ground.regions:
            if game.scoring[b][0] == "new":
                continue
            found.extend(h for h in game.ground.region_land[b] if h not in pieces and not has_token(game, h))
        return found
    sides = game.board.start_sides()
    first = game.first_sides.get(seat)
    return [h for side, hexes in sides.items() if side != first for h in hexes if h not in pieces]


# -- moves ----------------------------------------------------------------------------------------------


def own_wolves(game: Any, pack: str) -> list[tuple[str, Hex]]:
    """(kind, hex) of every wolf of a pack on the map, two alike on one hex listed once."""
    found = []
    for h, content in game.pieces.items():
        for kind in ("alpha", "pack"):
            if (pack, kind) in content:
                found.append((kind, h))
    return found


def move_ends(game: Any, seat: int, kind: str, start: Hex, paid: bool = True) -> dict[Hex, str]:
    """{hex: terrain} where the seat's wolf of `kind` on `start` may end a Move of it alone now, nearest
    first; with `paid`, only hexes of a terrain the seat can pay."""
    board = game.boards[seat]
    pack = board.pack
    values = game.values
    ground = game.ground
    pieces = game.pieces
    speed = board.attribute(values, "speed")
    terrains = payable(game, seat, 1) if paid else set(TERRAINS)
    ends = {}
    for h in ground.reach(start, speed):
        terrain = ground.terrain[h]
        if terrain not in terrains or h in game.lone_wolves or h in game.prey:
            continue
        verdict = wolf_entry(pieces.get(h, EMPTY), pack, kind)
        if verdict is OK:
            ends[h] = terrain
        elif verdict is PUSH:
            victim = pieces[h][0][0]
            mover = (pack, kind)

            def pieces_at(x, at=h, mover=mover, here=start):
                if x == at:
                    return (mover,)
                content = pieces.get(x, EMPTY)
                if x == here:
                    i = content.index(mover)
                    return content[:i] + content[i + 1:]
                return content
            if push_options(ground.adj, h, victim, pieces_at, lambda x: has_token(game, x)):
                ends[h] = terrain
    return ends


def _moves(game: Any, seat: int, out: list) -> None:
    pack = game.boards[seat].pack
    wolves = own_wolves(game, pack)
    by_terrain: dict[str, list] = {}
    for kind, start in wolves:
        start_id = hex_id(start)
        for h, terrain in move_ends(game, seat, kind, start).items():
            out.append(Move(player=seat, wolves=(wolf(kind, start_id, hex_id(h)),)))
            by_terrain.setdefault(terrain, [])
    spread = game.boards[seat].attribute(game.values, "spread")
    if spread < 2 or len(wolves) < 2:
        return
    for terrain in by_terrain:
        action = _group_move(game, seat, wolves, terrain, spread)
        if action is not None:
            out.append(action)


def _group_move(game: Any, seat: int, wolves: list, terrain: str, spread: int) -> Move | None:
    """Up to `spread` wolves, each in turn to the first hex of `terrain` it may end on; None unless
    two or more can go."""
    chosen = []
    for kind, start in wolves:
        if len(chosen) == spread:
            break
        for h, t in move_ends(game, seat, kind, start).items():
            if t != terrain or any(entry["to"] == hex_id(h) for entry in chosen):
                continue
            trial = Move(player=seat, wolves=(*chosen, wolf(kind, hex_id(start), hex_id(h))))
            try:
                CHECKS["move"](game, seat, trial)
            except IllegalAction:
                continue
            chosen.append(trial.wolves[-1])
            break
    return Move(player=seat, wolves=tuple(chosen)) if len(chosen) >= 2 else None


# -- the other turn actions -----------------------------------------------------------------------------


def _applies(game: Any, seat: int, action: Any) -> bool:
    try:
        CHECKS[action.type](game, seat, action)
    except IllegalAction:
        return False
    return True


def payable(game: Any, seat: int, units: int) -> set[str]:
    """The terrains the seat can pay `units` of now."""
    board = game.boards[seat]
    faces = game.values.tile_faces(board.pack)
    counts = dict.fromkeys(TERRAINS, board.bonus_terrain)
    for i, face in enumerate(board.faces):
        counts[faces[i][face]] += 1
    return {t for t, n in counts.items() if n >= units}


# The target lists below repeat the checks of turn_actions.py directly (they run for every legal
# action list); tests/wolves/test_rules_random.py applies every action they give.


def build_targets(game: Any, seat: int) -> list[Hex]:
    board = game.boards[seat]
    if board.dens_left() == 0:
        return []
    terrains = payable(game, seat, COSTS["build"])
    if not terrains:
        return []
    ground, pieces, pack = game.ground, game.pieces, board.pack
    found: list[Hex] = []
    for a in alphas_of(game, pack):
        for h in (a, *ground.adj[a]):
            if (h not in found and ground.terrain[h] in terrains and h not in game.lone_wolves
                    and h not in game.prey and den_refusal(pieces.get(h, EMPTY), pack) is None):
                found.append(h)
    return found


def upgrade_targets(game: Any, seat: int) -> list[Hex]:
    board = game.boards[seat]
    if board.lairs >= 4:
        return []
    terrains = payable(game, seat, COSTS["upgrade"])
    pack = board.pack
    den = (pack, "den")
    ground = game.ground
    found = []
    for h, content in game.pieces.items():
        if (den in content and h in ground.by_water and ground.terrain[h] in terrains
                and alpha_on_or_beside(game, pack, h) and not lair_on_board(game, pack, ground.board_of[h])):
            if len(content) == 1 or _applies(game, seat, Upgrade(player=seat, hex=hex_id(h))):   # a push
                found.append(h)
    return found


def howl_targets(game: Any, seat: int) -> list[Hex]:
    board = game.boards[seat]
    if board.next_wolf_cell(game.values) is None or not game.lone_wolves:
        return []
    terrains = payable(game, seat, COSTS["howl"])
    reach = board.attribute(game.values, "howl")
    alphas = alphas_of(game, board.pack)
    terrain = game.ground.terrain
    return [h for h in game.ground.lone_wolf_hexes
            if h in game.lone_wolves and terrain[h] in terrains and any(distance(a, h) <= reach for a in alphas)]


def dominate_targets(game: Any, seat: int) -> list[tuple[Hex, str]]:
    """(hex, kind) of every piece the seat may dominate now."""
    board = game.boards[seat]
    alphas = alphas_of(game, board.pack)
    if not alphas:
        return []
    terrains = payable(game, seat, COSTS["dominate"])
    if not terrains:
        return []
    reach = board.attribute(game.values, "howl")
    dens = board.dens_left() > 0
    wolves = board.next_wolf_cell(game.values, "pack") is not None
    terrain = game.ground.terrain
    own = board.pack
    found = []
    for h, content in game.pieces.items():
        if terrain[h] not in terrains or (len(content) == 2 and content[0][0] == content[1][0]):
            continue
        if not any(distance(a, h) <= reach for a in alphas):
            continue
        for pack, kind in content:
            if pack != own and (kind == "pack" and wolves or kind == "den" and dens):
                found.append((h, kind))
    return found


def legal_targets(game: Any, seat: int, kind: str) -> list:
    """The targets of an action kind for the seat now, every requirement met, payment included:
    hexes for build, upgrade, howl and start; (hex, kind) for dominate."""
    if kind == "start":
        return start_hexes(game, seat)
    return {"build": build_targets, "upgrade": upgrade_targets, "howl": howl_targets,
            "dominate": dominate_targets}[kind](game, seat)


# -- all together -----------------------------------------------------------------------------------------


def turn_actions(game: Any, seat: int) -> list:
    out: list = []
    board = game.boards[seat]
    _moves(game, seat, out)
    areas = [a for a in ATTRIBUTES if board.dens[a] < 4]
    for h in build_targets(game, seat):
        out.extend(Build(player=seat, hex=hex_id(h), area=a) for a in areas)
    out.extend(Upgrade(player=seat, hex=hex_id(h)) for h in upgrade_targets(game, seat))
    out.extend(Howl(player=seat, hex=hex_id(h)) for h in howl_targets(game, seat))
    for h, kind in dominate_targets(game, seat):
        if kind == "pack":
            out.append(Dominate(player=seat, hex=hex_id(h), kind="pack"))
        else:
            out.extend(Dominate(player=seat, hex=hex_id(h), kind="den", area=a) for a in areas)
    return out


def has_turn_action(game: Any, seat: int) -> bool:
    """True while the seat has a legal Move, Build, Upgrade, Howl or Dominate (C19)."""
    if howl_targets(game, seat) or build_targets(game, seat):
        return True
    pack = game.boards[seat].pack
    for kind, start in own_wolves(game, pack):
        if move_ends(game, seat, kind, start):
            return True
    return bool(upgrade_targets(game, seat) or dominate_targets(game, seat))


def legal_actions(game: Any) -> list:
    if game.over:
        return []
    seat = game.current
    if game.phase == "orient":
        return [Orient(player=seat, face="a"), Orient(player=seat, face="b")]
    if game.phase == "start":
        return [Start(player=seat, hex=hex_id(h)) for h in start_hexes(game, seat)]
    out = turn_actions(game, seat) if game.actions_left > 0 else []
    forfeit = not out           # no action left, or none legal: the turn may end (C19)
    if game.boards[seat].bonus_action > 0:
        out.append(BonusAction(player=seat))
    if forfeit:
        out.append(EndTurn(player=seat))
    return out


# -- one at random, fast ------------------------------------------------------------------------------------


def sample_action(game: Any, rng: random.Random) -> Any:
    """One legal action drawn at random: a kind of action first (each kind that has a legal action
    equally likely), then one of its actions. Far cheaper than choosing from legal_actions."""
    if game.over:
        raise IllegalAction("the game is over")
    seat = game.current
    if game.phase != "play":
        return rng.choice(legal_actions(game))
    board = game.boards[seat]
    kinds = ["move", "build", "upgrade", "howl", "dominate"] if game.actions_left > 0 else []
    rng.shuffle(kinds)
    for kind in kinds:
        action = _sample_kind(game, seat, kind, rng)
        if action is not None:
            if board.bonus_action > 0 and rng.random() < 0.1:
                return BonusAction(player=seat)
            return action
    if board.bonus_action > 0 and game.actions_left == 0 and rng.random() < 0.5:
        return BonusAction(player=seat)
    return EndTurn(player=seat)


def _sample_kind(game: Any, seat: int, kind: str, rng: random.Random) -> Any:
    board = game.boards[seat]
    areas = [a for a in ATTRIBUTES if board.dens[a] < 4]
    if kind == "move":
        wolves = own_wolves(game, board.pack)
        rng.shuffle(wolves)
        for wolf_kind, start in wolves:
            ends = list(move_ends(game, seat, wolf_kind, start))
            if ends:
                return Move(player=seat, wolves=(wolf(wolf_kind, hex_id(start), hex_id(rng.choice(ends))),))
        return None
    if kind == "build":
        targets = build_targets(game, seat)
        return Build(player=seat, hex=hex_id(rng.choice(targets)), area=rng.choice(areas)) if targets else None
    if kind == "upgrade":
        targets = upgrade_targets(game, seat)
        return Upgrade(player=seat, hex=hex_id(rng.choice(targets))) if targets else None
    if kind == "howl":
        targets = howl_targets(game, seat)
        return Howl(player=seat, hex=hex_id(rng.choice(targets))) if targets else None
    targets = dominate_targets(game, seat)
    if not targets:
        return None
    h, piece = rng.choice(targets)
    return Dominate(player=seat, hex=hex_id(h), kind=piece, area=rng.choice(areas) if piece == "den" else None)


__all__ = ["COSTS", "alpha_on_or_beside", "build_targets", "dominate_targets", "has_turn_action", "howl_targets",
           "legal_actions", "legal_targets", "move_ends", "own_wolves", "sample_action", "start_hexes",
           "turn_actions", "upgrade_targets"]
