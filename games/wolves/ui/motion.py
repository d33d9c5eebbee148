"""Pieces in motion on The Wolves' board, after an action: the model has changed at once, the screen
catches up at the game's animation speed.

    motion = BoardMotion(lambda: session.speed)
    motion.follow(game.board, events)        the events of one action (moved, pushed, howled, ...)
    motion.update(dt)                        every frame
    hidden = motion.hidden()                 pieces to leave out of the still board while they move
    still = without(pieces, hidden)          the board to draw under them
    motion.draw(surface, view, pieces)       the moving pieces over it (pieces: the board as it stands)

What moves: a wolf slides hex by hex along its shortest way over land to where it went; a pushed wolf
slides straight to its new hex once the wolf pushing it has arrived; a howled wolf grows out of the
lone wolf token as the token fades; a dominated piece fades into the new owner's; a den, a lair or a
start piece pops in. At the speed "instant" nothing moves. A new action, Undo or a click ends what is
still moving (`skip`), so no input ever waits for an animation. Nothing here reads a rule.
"""

from dataclasses import dataclass, field

from games.wolves.model.hexes import parse_hex

from . import pieces as art

# How much longer than "normal" each speed takes (instant: nothing animates).
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
STEP = 0.14          # seconds a sliding wolf takes for each hex of its way (at normal speed)
SLIDE_MOST = 0.7     # the longest slide (seconds at normal speed), however long the way
PUSH = 0.32
APPEAR = 0.5
SWAP = 0.45
POP = 0.35
STAGGER = 0.07       # between the wolves of one Move


def speed_factor(speed):
    return SPEED_FACTORS.get(speed, 1.0)


def ease_in_out(t):
    return t * t * (3.0 - 2.0 * t)


@dataclass
class Motion:
    style: str                      # "slide", "appear", "swap" or "pop"
    piece: tuple                    # (pack, kind) as it stands at the end
    hex: tuple                      # where it stands at the end (left out of the still board until then)
    delay: float
    duration: float
    path: list = field(default_factory=list)     # slide: the hexes of its way, start and end included
    old: tuple = None                            # swap: the piece it replaces

    @property
    def end(self):
        return self.delay + self.duration

    def progress(self, clock):
        return min(1.0, max(0.0, (clock - self.delay) / self.duration))


class BoardMotion:
    def __init__(self, speed):
        self.speed = speed              # a function: the speed now ("slow", "normal", "fast", "instant")
        self.motions = []
        self.clock = 0.0
        self.version = 0                # changes whenever `hidden()` does (the still board's cache key)
        self.frames = 0                 # frames drawn while something moved (for tests and the bench)

    def factor(self):
        return speed_factor(self.speed())

    def busy(self):
        return bool(self.motions)

    def skip(self):
        """Everything where it ends, now (a new action, Undo, a click)."""
        if self.motions:
            self.motions = []
            self.version += 1

    def follow(self, board, events):
        """Animate the pieces one action moved (its events, in order)."""
        self.skip()
        if self.factor() <= 0:
            return
        self.clock = 0.0
        arrive = {}                     # hex -> when the wolf moving there arrives
        moved = 0
        for event in events:
            kind = event.get("type")
            try:
                if kind == "moved":
                    start, end = parse_hex(event["from"]), parse_hex(event["to"])
                    path = way(board, start, end)
                    duration = min(SLIDE_MOST, 0.12 + STEP * (len(path) - 1))
                    motion = Motion("slide", (event["pack"], event["kind"]), end, STAGGER * moved, duration, path)
                    moved += 1
                    arrive[end] = motion.end
                elif kind == "pushed":
                    start, end = parse_hex(event["from"]), parse_hex(event["to"])
                    motion = Motion("slide", (event["pack"], event["kind"]), end, arrive.get(start, POP) * 0.7,
                                    PUSH, [start, end])
                elif kind == "howled":
                    motion = Motion("appear", (event["pack"], event["kind"]), parse_hex(event["hex"]), 0.0, APPEAR)
                elif kind == "dominated":
                    motion = Motion("swap", (event["pack"], event["kind"]), parse_hex(event["hex"]), 0.0, SWAP,
                                    old=(event["from_pack"], event["kind"]))
                elif kind in ("built", "upgraded"):
                    piece = (event["pack"], "den" if kind == "built" else "lair")
                    motion = Motion("pop", piece, parse_hex(event["hex"]), 0.0, POP)
                elif kind == "placed":
                    for k, piece_kind in enumerate(event.get("kinds") or ()):
                        self.motions.append(Motion("pop", (event["pack"], piece_kind), parse_hex(event["hex"]),
                                                   0.08 * k, POP))
                    continue
                else:
                    continue
            except (KeyError, ValueError, TypeError):       # an event without its fields: shown at once
                continue
            self.motions.append(motion)
        if self.motions:
            self.version += 1

    def update(self, dt):
        if not self.motions:
            return
        factor = self.factor()
        if factor <= 0:
            self.skip()
            return
        self.clock += dt / factor
        left = [m for m in self.motions if m.end > self.clock]
        if len(left) != len(self.motions):
            self.motions = left
            self.version += 1

    def hidden(self):
        """{hex: [(pack, kind), ...]} the still board leaves out: pieces still on their way there."""
        found = {}
        for m in self.motions:
            found.setdefault(m.hex, []).append(m.piece)
        return found

    # ------------------------------------------------------------------ drawing

    def draw(self, surface, view, pieces):
        """The moving pieces over the board (`pieces`: {hex: [(pack, kind)]} as it stands at the end)."""
        if not self.motions or view.layout is None:
            return
        self.frames += 1
        size = view.hex_size
        for m in self.motions:
            if m.hex not in view.cells:
                continue
            rect = _final_rect(view, m.hex, pieces.get(m.hex, ()), m.piece)
            if rect is None:
                continue
            t = m.progress(self.clock)
            if m.style == "slide":
                self._slide(surface, view, m, rect, ease_in_out(t))
            elif m.style == "appear":
                self._appear(surface, m, rect, t, size)
            elif m.style == "swap":
                self._swap(surface, m, rect, t)
            else:
                self._pop(surface, m, rect, t)

    def _slide(self, surface, view, m, rect, t):
        points = [view.center(h) for h in m.path[:-1]] + [rect.center]
        if len(points) == 1:
            at = points[0]
        else:
            x = t * (len(points) - 1)
            k = min(len(points) - 2, int(x))
            f = x - k
            (ax, ay), (bx, by) = points[k], points[k + 1]
            at = (ax + (bx - ax) * f, ay + (by - ay) * f)
        picture = art.piece(m.piece[0], m.piece[1], rect.width)
        surface.blit(picture, picture.get_rect(center=(round(at[0]), round(at[1]))))

    def _appear(self, surface, m, rect, t, size):
        if t < 0.6:         # the lone wolf token fades and shrinks
            fade = t / 0.6
            px = int(size * 1.1 * (1.0 - 0.4 * fade))
            _blit_faded(surface, art.token("lone_wolf", px), rect.center, 1.0 - fade)
        if t > 0.3:         # the pack's wolf grows out of it
            grow = ease_in_out((t - 0.3) / 0.7)
            px = max(6, int(rect.width * (0.35 + 0.65 * grow)))
            _blit_faded(surface, art.piece(m.piece[0], m.piece[1], px), rect.center, grow)

    def _swap(self, surface, m, rect, t):
        _blit_faded(surface, art.piece(m.old[0], m.old[1], rect.width), rect.center, 1.0 - t)
        _blit_faded(surface, art.piece(m.piece[0], m.piece[1], rect.width), rect.center, t)

    def _pop(self, surface, m, rect, t):
        if t <= 0:
            return
        grow = 1.0 + 0.18 * _bump(t) if t > 0.6 else t / 0.6 * 1.18
        px = max(6, int(rect.width * min(1.18, grow)))
        _blit_faded(surface, art.piece(m.piece[0], m.piece[1], px), rect.center, min(1.0, t * 2.5))


def _bump(t):
    """From 1 at t=0.6 down to 0 at t=1: the overshoot of a pop settling."""
    return max(0.0, (1.0 - t) / 0.4)


def _blit_faded(surface, picture, center, alpha):
    if alpha <= 0.02:
        return
    if alpha < 0.98:
        picture = picture.copy()
        picture.set_alpha(int(255 * alpha))
    surface.blit(picture, picture.get_rect(center=(round(center[0]), round(center[1]))))


def _final_rect(view, h, standing, piece):
    """Where `piece` is drawn on hex h once it stands there with the rest of `standing`."""
    for found, picture, topleft in view.piece_places(h, standing):
        if found == piece:
            return picture.get_rect(topleft=topleft)
    return None


def without(pieces, hidden):
    """`pieces` ({hex: [(pack, kind)]}) less the `hidden` ones (one of each listed), for the still board."""
    if not hidden:
        return pieces
    out = dict(pieces)
    for h, gone in hidden.items():
        left = list(out.get(h, ()))
        for piece in gone:
            if piece in left:
                left.remove(piece)
        out[h] = left
    return out


def way(board, start, end):
    """The hexes of a shortest way over land from start to end (both included); straight when none."""
    try:
        steps = board.steps_from(end)
    except ValueError:
        return [start, end]
    if start not in steps:
        return [start, end]
    path = [start]
    here = start
    while here != end:
        here = min((n for n in board.neighbours(here) if steps.get(n, 1 << 30) == steps[here] - 1),
                   key=lambda n: steps[n], default=end)
        path.append(here)
    return path


__all__ = ["BoardMotion", "Motion", "speed_factor", "way", "without"]
