"""What lies on the map during play, drawn over the printed map (board_art): every piece grouped by owner
and kind in its space, depletion tokens (partial: a half-dark disc; full: a dark disc crossed out; the
partial one also marks a sacked City), Outposts (finished: a wooden tower in the owner's colour;
unfinished: its scaffold) and the scenario's tokens (sites A–E, Nordrassil's tree).

`draw_map_layer(surface, game, view, marks)` draws them and returns the groups of pieces it drew, each
`Group(space, owner, kind, pieces, rect)`, so a click can find the pieces under the pointer.
"""

from dataclasses import dataclass, field

import pygame

from game.ui import theme

from . import look
from .pieces import draw_stack

KIND_ORDER = ("melee", "ranged", "flying", "worker", "necromancer", "prisoner")


@dataclass
class Group:
    space: str
    owner: int
    kind: str
    pieces: list
    rect: pygame.Rect = None


@dataclass
class Marks:
    """What the play screen lights: spaces (a legal target), a chosen piece, movable pieces, the battle."""
    lit: set = field(default_factory=set)
    refused: set = field(default_factory=set)
    selected: int | None = None
    movable: set = field(default_factory=set)
    battle: str | None = None
    flanks: set = field(default_factory=set)
    casualties: set = field(default_factory=set)     # piece ids that may be picked as a casualty


def piece_size(view, room):
    """Big enough to read at 1024x640 (a stack of units beside a stack of workers still fits a space)."""
    return int(max(26, min(room * 0.95, 64 * view.scale)))


def groups_in(game, space):
    """The pieces on the map in `space` grouped by (owner, kind), in seat then kind order."""
    found = {}
    armed = game.armed if hasattr(game, "armed") else set()
    for piece in game.pieces.values():
        if piece.where != "map" or piece.space != space:
            continue
        kind = "melee" if piece.id in armed else piece.kind
        found.setdefault((piece.owner, kind), []).append(piece)
    order = {k: i for i, k in enumerate(KIND_ORDER)}
    keys = sorted(found, key=lambda key: (key[0] if key[0] >= 0 else 99, order.get(key[1], 9)))
    return [Group(space, owner, kind, found[(owner, kind)]) for owner, kind in keys]


def race_of(game, owner):
    try:
        return game.race_of(owner)
    except (AttributeError, IndexError, KeyError, TypeError):
        return None


def draw_map_layer(surface, game, view, marks=None):
    marks = marks or Marks()
    drawn = []
    for sid in game.board.spaces:
        (cx, cy), room = view.anchor(sid)
        size = piece_size(view, room)
        _draw_tokens(surface, game, view, sid, (cx, cy), room, size)
        groups = groups_in(game, sid)
        if not groups:
            continue
        step = int(size * 1.3)
        per_row = max(1, min(len(groups), int(max(room * 2.3, step) // step)))
        rows = [groups[k:k + per_row] for k in range(0, len(groups), per_row)]
        top = cy + room * 0.12 - (len(rows) - 1) * step * 0.5
        for r, row in enumerate(rows):
            x = cx - (len(row) * step) / 2.0 + (step - size) / 2.0
            y = top + r * step
            for group in row:
                ids = {p.id for p in group.pieces}
                lit = bool(ids & marks.movable) or bool(ids & marks.casualties)
                dim = False
                group.rect = draw_stack(surface, (int(x), int(y)), race_of(game, group.owner), group.kind,
                                        len(group.pieces), size, lit=lit, dim=dim)
                if marks.selected in ids:
                    pygame.draw.rect(surface, look.SELECTED, group.rect.inflate(8, 8), 3, border_radius=7)
                drawn.append(group)
                x += step
    return drawn


def _draw_tokens(surface, game, view, sid, center, room, size):
    cx, cy = center
    depletion = game.depletion.get(sid)
    token = max(8, int(size * 0.42))
    if depletion:
        pos = (int(cx - room * 0.62), int(cy - room * 0.5))
        draw_depletion(surface, pos, token, depletion)
    outpost = game.outposts.get(sid)
    if outpost is not None:
        pos = (int(cx + room * 0.62), int(cy - room * 0.45))
        draw_outpost(surface, pos, token * 2.0, look.race_color(race_of(game, outpost.owner)), outpost.done)
    for label, space in getattr(game, "sites", {}).items():
        if space == sid:
            pos = (int(cx - room * 0.62), int(cy - room * 0.05))
            draw_site(surface, pos, token, label)


def draw_depletion(surface, center, radius, side):
    """A depletion token: partial shows half dark, full is dark and crossed."""
    x, y = center
    pygame.draw.circle(surface, (20, 16, 12), (x + 1, y + 2), radius + 2)
    pygame.draw.circle(surface, (244, 226, 180), (x, y), radius)
    if side == "full":
        pygame.draw.circle(surface, (96, 36, 28), (x, y), radius)
        d = radius * 0.55
        pygame.draw.line(surface, (246, 230, 200), (x - d, y - d), (x + d, y + d), max(2, radius // 3))
        pygame.draw.line(surface, (246, 230, 200), (x - d, y + d), (x + d, y - d), max(2, radius // 3))
    else:
        pygame.draw.circle(surface, (96, 36, 28), (x, y), radius, draw_top_right=True, draw_bottom_right=True)
    pygame.draw.circle(surface, (40, 30, 24), (x, y), radius, max(1, radius // 5))


def draw_outpost(surface, center, size, color, done):
    """An Outpost: a wooden tower with a roof in the owner's colour; unfinished, its scaffold only."""
    x, y = center
    w, h = size * 0.7, size
    body = pygame.Rect(0, 0, int(w), int(h * 0.7))
    body.midbottom = (int(x), int(y + h * 0.45))
    roof = [(body.left - w * 0.15, body.top), (body.right + w * 0.15, body.top), (x, body.top - h * 0.4)]
    edge = look.PIECE_EDGE
    if done:
        pygame.draw.rect(surface, (0, 0, 0), body.move(2, 2))
        pygame.draw.rect(surface, (150, 108, 64), body)
        pygame.draw.line(surface, (110, 76, 44), body.midtop, body.midbottom, 1)
        pygame.draw.rect(surface, edge, body, 2)
        pygame.draw.polygon(surface, color, roof)
        pygame.draw.polygon(surface, edge, roof, 2)
    else:
        light = theme.lighter(color, 0.3)
        pygame.draw.rect(surface, edge, body, 3)
        pygame.draw.rect(surface, (206, 170, 110), body, 1)
        pygame.draw.line(surface, (206, 170, 110), body.topleft, body.bottomright, 2)
        pygame.draw.line(surface, (206, 170, 110), body.topright, body.bottomleft, 2)
        pygame.draw.polygon(surface, light, roof, 3)


def draw_site(surface, center, radius, label):
    """A scenario token: a violet rune stone (a site A–E), or Nordrassil's tree."""
    x, y = center
    if label == "nordrassil":
        trunk = pygame.Rect(x - radius * 0.2, y - radius * 0.2, radius * 0.4, radius * 1.2)
        pygame.draw.rect(surface, look.TRUNK, trunk)
        pygame.draw.circle(surface, (20, 60, 30), (x, y - radius * 0.4), radius * 1.0)
        pygame.draw.circle(surface, (120, 200, 140), (x, y - radius * 0.4), radius * 0.85)
        return
    pygame.draw.circle(surface, (20, 10, 30), (x + 1, y + 2), radius + 2)
    pygame.draw.circle(surface, (92, 48, 140), (x, y), radius)
    pygame.draw.circle(surface, (200, 170, 240), (x, y), radius, max(1, radius // 5))
