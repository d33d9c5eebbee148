"""Pictures that are slow to draw for each window size, kept smooth while the window is resized.

Dragging a window's edge sends a new size every frame, and rendering the map again for
each (0.1-0.2 s) makes the drag stutter. So, while a size keeps changing, the last
full-quality picture is scaled to the new size (a millisecond or two) and the picture is
rendered again, at full quality, once the size has stayed the same for SETTLE_SECONDS.
The map of the in-game screen and the replay viewer (board_view.BoardView), the menus'
backdrop (menu_art.backdrop) and the setup screen's map thumbnail all work this way.
"""

import time

import pygame

from . import redraw

SETTLE_SECONDS = 0.2


def now():
    """The clock the settling is measured with (tests replace it)."""
    return time.monotonic()


class Settling:
    """Follows the size one picture is wanted at: after a change of size, `moving(size)` is True
    until that size has stayed the same for SETTLE_SECONDS (a new size starts the wait again).
    The first size it is asked about is not a change: a screen opens at full quality."""

    def __init__(self):
        self.size = None
        self.since = None

    def moving(self, size):
        t = now()
        size = tuple(size)
        if self.size is None:
            self.size = size
        elif size != self.size:
            self.size, self.since = size, t
        moving = self.since is not None and t - self.since < SETTLE_SECONDS
        if moving:
            redraw.request()   # keep drawing until the size settles and the picture is full quality again
        return moving


def stretched(picture, size):
    """`picture` scaled to `size`: the quick stand-in for a full render while the size is moving."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    if picture.get_size() == size:
        return picture
    if picture.get_bitsize() in (24, 32):
        return pygame.transform.smoothscale(picture, size)
    return pygame.transform.scale(picture, size)
