"""Where the map's spaces fall in a rectangle of the window: the map's drawing area scaled to fit
(its shape kept), the screen outline and inner point of every space, and which space a point is in.

Map coordinates are the map file's (`size`, every `polygon`); screen coordinates are the window's.
`place(rect)` is cheap when the rectangle did not change.
"""

from kernel import geometry

MARGIN = 0.03        # of the rectangle's shorter side, round the map


class MapView:
    def __init__(self, board):
        self.board = board
        self.rect = None
        self.scale = 1.0
        self.origin = (0.0, 0.0)
        self._outlines = {}
        self._inner = {}          # space -> (map point, map distance to its edge): computed once a board
        # the spaces' bounds with a little room round them: the map file's drawing area may leave wide
        # empty margins, and fitting the spaces instead makes everything larger in a small window
        xs = [x for space in board.spaces.values() for x, _y in space.polygon] or [0, board.size[0]]
        ys = [y for space in board.spaces.values() for _x, y in space.polygon] or [0, board.size[1]]
        room = 0.02 * max(board.size)
        self.bounds = (min(xs) - room, min(ys) - room, max(xs) - min(xs) + 2 * room, max(ys) - min(ys) + 2 * room)
        for sid, space in board.spaces.items():
            point = geometry.interior_point(space.polygon)
            self._inner[sid] = (point, geometry.distance_to_boundary(point, space.polygon))

    def place(self, rect):
        """Fit the map into rect (a pygame.Rect or (x, y, w, h)); True when that changed anything."""
        rect = tuple(int(v) for v in rect)
        if rect == self.rect:
            return False
        self.rect = rect
        x, y, w, h = rect
        bx, by, mw, mh = self.bounds
        margin = min(w, h) * MARGIN
        self.scale = max(0.01, min((w - 2 * margin) / mw, (h - 2 * margin) / mh))
        # origin: where the map's point (0, 0) falls, so that the bounds are centred
        self.origin = (x + (w - mw * self.scale) / 2.0 - bx * self.scale,
                       y + (h - mh * self.scale) / 2.0 - by * self.scale)
        self._outlines = {}
        return True

    def to_screen(self, point):
        return (self.origin[0] + point[0] * self.scale, self.origin[1] + point[1] * self.scale)

    def to_map(self, pos):
        return ((pos[0] - self.origin[0]) / self.scale, (pos[1] - self.origin[1]) / self.scale)

    def outline(self, space_id):
        """The space's outline in screen pixels."""
        found = self._outlines.get(space_id)
        if found is None:
            found = self._outlines[space_id] = [self.to_screen(p) for p in self.board.spaces[space_id].polygon]
        return found

    def anchor(self, space_id):
        """A point well inside the space (screen pixels), and how far it is from the space's edge."""
        point, room = self._inner[space_id]
        return self.to_screen(point), room * self.scale

    def space_at(self, pos):
        """The id of the space under the screen point pos, or None."""
        if self.rect is None:
            return None
        point = self.to_map(pos)
        for sid, space in self.board.spaces.items():
            if geometry.point_in_polygon(point, space.polygon):
                return sid
        return None

    def map_rect(self):
        """The map's drawn area on the screen (x, y, w, h): its spaces with a little room round them."""
        bx, by, mw, mh = self.bounds
        x, y = self.to_screen((bx, by))
        return (x, y, mw * self.scale, mh * self.scale)
