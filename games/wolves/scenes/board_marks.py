"""What the play screen draws over the board besides the game itself: the marks of the current step
(legal targets lit, the chosen wolves, each one's reachable hexes with their step counts, push arrows),
and its own drawings over the board view (a Move's wolves as arrows to ghost pieces at their ends, the
Howl range or a region as a bright outline, the last computer action).

    overlay = BoardOverlay(marks, arrows=[(from, to, pack)], ghosts=[(hex, pack, kind)],
                           outlines=[(hexes, colour)])
    overlay.draw(surface, view)      after view.draw(..., overlay.marks)
"""

from dataclasses import dataclass, field

import pygame

from games.wolves.model import choices
from games.wolves.model.hexes import neighbours
from games.wolves.ui import look
from games.wolves.ui import pieces as art
from games.wolves.ui.board_view import Marks

RANGE = (255, 236, 140)
REGION = (255, 255, 255)
HUNT = (255, 150, 50)          # the prey stacks to choose between


@dataclass
class BoardOverlay:
    marks: Marks = field(default_factory=Marks)
    arrows: list = field(default_factory=list)      # (from hex, to hex, pack): a wolf's way in a Move
    ghosts: list = field(default_factory=list)      # (hex, pack, kind): where a chosen wolf will stand
    outlines: list = field(default_factory=list)    # (hexes, colour): an area's edge drawn bright

    def draw(self, surface, view):
        size = view.hex_size
        for hexes, colour in self.outlines:
            draw_outline(surface, view, hexes, colour)
        for h, pack, kind in self.ghosts:
            if h in view.cells:
                px = int(size * 0.95)
                picture = art.piece(pack, kind, px).copy()
                picture.set_alpha(165)
                cx, cy = view.center(h)
                surface.blit(picture, (round(cx - px / 2), round(cy - px / 2 + size * 0.18)))
        for a, b, pack in self.arrows:
            if a in view.cells and b in view.cells:
                draw_arrow(surface, view.center(a), view.center(b), look.pack_color(pack), size)


def add_to_trail(trail, events, pack):
    """A computer's action added to what its turn has shown so far (a new BoardOverlay when `trail` is None):
    its wolves' ways and pushes as arrows, the hex it built on, upgraded, howled to or dominated outlined in
    its colour."""
    from games.wolves.model.hexes import parse_hex

    trail = trail or BoardOverlay()
    for event in events:
        kind = event.get("type")
        if kind in ("moved", "pushed"):
            trail.arrows.append((parse_hex(event["from"]), parse_hex(event["to"]), event.get("pack", pack)))
        elif kind in ("built", "upgraded", "howled", "dominated", "placed"):
            trail.outlines.append(({parse_hex(event["hex"])}, look.pack_color(event.get("pack", pack))))
    return trail


_EDGES = {}


def outline_edges(view, hexes):
    """The screen segments of the outer edge of a set of hexes (cached by layout and set)."""
    key = (id(view.layout), view.layout.rect if view.layout else None, frozenset(hexes))
    found = _EDGES.get(key)
    if found is None:
        if len(_EDGES) > 40:
            _EDGES.clear()
        inside = set(hexes)
        found = []
        for h in inside:
            if h not in view.cells:
                continue
            corners = view.layout.corners(h)
            for k, n in enumerate(neighbours(h)):
                if n in inside:
                    continue
                # neighbour k (E NE NW W SW SE) shares the edge between two of the hex's corners
                a, b = _EDGE_CORNERS[k]
                found.append((corners[a], corners[b]))
        _EDGES[key] = found
    return found


# corners are at -90° + 60°·k (k = 0 top, 1 upper right, 2 lower right, 3 bottom, 4 lower left, 5 upper left)
_EDGE_CORNERS = {0: (1, 2), 1: (0, 1), 2: (5, 0), 3: (4, 5), 4: (3, 4), 5: (2, 3)}


def draw_outline(surface, view, hexes, colour):
    width = max(3, int(view.hex_size * 0.16))
    for a, b in outline_edges(view, hexes):
        pygame.draw.line(surface, look.PIECE_EDGE, a, b, width + 3)
    for a, b in outline_edges(view, hexes):
        pygame.draw.line(surface, colour, a, b, width)


def draw_arrow(surface, a, b, colour, size):
    """A wolf's way: a line in its pack's colour with a dark edge, from the edge of hex a to near hex b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    start = (ax + ux * size * 0.5, ay + uy * size * 0.5)
    tip = (bx - ux * size * 0.45, by - uy * size * 0.45)
    head = size * 0.38
    base = (tip[0] - ux * head, tip[1] - uy * head)
    wing = (-uy * head * 0.62, ux * head * 0.62)
    points = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    w = max(3, int(size * 0.12))
    pygame.draw.line(surface, look.PIECE_EDGE, start, base, w + 4)
    pygame.draw.polygon(surface, look.PIECE_EDGE, points, 0)
    pygame.draw.line(surface, colour, start, base, w)
    inner = [(tip[0] - ux * 2, tip[1] - uy * 2), points[1], points[2]]
    pygame.draw.polygon(surface, colour, inner)


def plan_overlay(scene):
    """What the board shows of the step the play screen is at (module doc): the marks of the current plan,
    the lit targets of the seat to act, or the last computer action."""
    game = scene.game
    overlay = BoardOverlay()
    marks = overlay.marks
    if not scene.my_turn():
        return scene.trail or overlay
    seat = scene.seat
    pack = game.packs[seat]
    if game.phase == "start":
        marks.lit = set(game.legal_targets("start", seat))
        return overlay
    if game.phase != "play":
        return overlay
    plan = scene.plan
    if plan is None:
        if game.actions_left > 0:
            marks.lit = {h for _k, h in scene.movable()}
        if scene.trail is not None:         # what the computer before did, until this seat acts
            overlay.arrows = list(scene.trail.arrows)
            overlay.outlines = list(scene.trail.outlines)
        return overlay
    if plan.kind == "move":
        spread = game.boards[seat].attribute(game.values, "spread")
        for kind, start, end in plan.chosen:
            marks.selected.add((start, kind))
            overlay.arrows.append((start, end, pack))
            overlay.ghosts.append((end, pack, kind))
        if plan.active is not None:
            kind, start = plan.active
            marks.selected.add((start, kind))
            marks.reachable = choices.move_steps(game, seat, start)
            marks.lit = set(scene.move_ends())
        else:
            if len(plan.chosen) < spread:
                chosen = {(k, a) for k, a, _b in plan.chosen}
                marks.lit = {h for k, h in scene.movable() if (k, h) not in chosen}
            for at, to, options in scene.pushes():
                marks.pushes.append((at, plan.push.get(at, to)))
                if len(options) > 1:
                    marks.lit.update(o for o in options if o != plan.push.get(at, to))
        light_hunt(scene, overlay)
        return overlay
    targets = scene.targets(plan.kind)
    marks.lit = {t[0] if plan.kind == "dominate" else t for t in targets}
    light_hunt(scene, overlay)
    if plan.kind in ("howl", "dominate"):
        overlay.outlines.append((choices.howl_range(game, seat), RANGE))
    if plan.target is not None:
        marks.selected.add(plan.target)
        marks.lit.discard(plan.target)
        for at, to, options in scene.pushes():
            marks.pushes.append((at, plan.push.get(at, to)))
            if len(options) > 1:
                marks.lit.update(o for o in options if o != plan.push.get(at, to))
    return overlay


def light_hunt(scene, overlay):
    """The prey stacks the pack must choose between lit and ringed in the hunt's colour, the chosen one
    marked (C7)."""
    plan = scene.plan
    marks = overlay.marks
    for species, hexes in scene.hunt_options().items():
        for h in hexes:
            overlay.outlines.append(({h}, HUNT))
            if plan.hunt.get(species) == h:
                marks.selected.add(h)
                marks.lit.discard(h)
            else:
                marks.lit.add(h)
