"""What every scene has: a reference to the app and the four hooks of the loop; what every menu screen has."""

import pygame

from .. import i18n
from ..ui import redraw
from ..ui.menu_art import backdrop
from ..ui.settle import Settling
from ..ui.widgets import Panel, ui_scale
from . import registry


class Scene:
    """One screen of the game. The app hands it every event and calls update often (at least
    20 times a second), but draw only when something changed (game.app): after an event, while
    `is_animating()` says so, or after `invalidate()`."""

    def __init__(self, app):
        self.app = app

    def enter(self):
        """Called when the scene becomes the current one."""

    def leave(self):
        """Called when another scene replaces it."""

    def handle(self, event):
        """One pygame event (mouse, keys, resize)."""

    def update(self, dt):
        """Advance animations and timers by dt seconds."""

    def draw(self, surface):
        """Draw the whole frame on surface."""

    def is_animating(self):
        """True while something on screen moves by itself (an animation, a die, a computer playing):
        the app then draws every frame. A change that comes once (a timer ran out, a thread finished)
        calls `invalidate()` instead."""
        return False

    def invalidate(self):
        """Ask for a new frame: something on screen changed without an event."""
        redraw.request()

    def autosaver(self):
        """The game.saves.Autosaver of the game on this screen (None: no player's game here)."""
        return None

    def return_to(self, scene):
        """Switch back to `scene` (the screen this one was opened from), or to a new title when None."""
        if scene is None:
            registry.show(self.app, "title")
        else:
            self.app.switch(scene)


class MenuScene(Scene):
    """A menu screen (title, setup, rules, load, game over, messages) laid out from the window's size.

    `_layout(size)` does nothing while `size` is the size laid out last. Otherwise it sets
    what every menu screen measures itself by: `s` (ui_scale: 1.0 at 1600x1000), `margin`
    (the gap around the screen's edge) and `head_pos` (where its heading starts), then calls
    `lay_out(w, h)`, the screen's own arrangement. `relayout()` (and `enter`) make the next
    `_layout` lay the screen out again.
    """

    def __init__(self, app):
        super().__init__(app)
        self._size = None
        self.settling = Settling()     # the window's size, for pictures kept smooth while it is resized

    def enter(self):
        self.relayout()

    def relayout(self):
        self._size = None

    def _layout(self, size):
        size = (int(size[0]), int(size[1]), i18n.generation())   # a new language lays the screen out again
        if size == self._size:
            return
        self._size = size
        size = size[:2]
        s = self.s = ui_scale(size)
        self.margin = int(28 * s)
        self.head_pos = (self.margin, int(self.margin * 0.7))
        self.lay_out(*size)

    def lay_out(self, w, h):
        """Place the screen's panels and buttons for a w x h window (self.s, margin, head_pos are set)."""

    def begin_draw(self, surface, dim=150):
        """The start of every menu screen's frame: laid out for the surface's size, the map backdrop
        (menu_art.backdrop, `dim` its shade) over the whole window; returns (w, h)."""
        size = surface.get_size()
        self._layout(size)
        surface.blit(backdrop(size, dim, self.settling), (0, 0))
        return size

    # -- measures shared by the menu screens --------------------------------------------

    def titled_panel(self, rect, title, padding=14):
        """A Panel with a heading, its type and padding scaled like every menu screen's."""
        s = self.s
        return Panel(rect, title=title, title_size=max(16, int(21 * s)), padding=int(padding * s))

    def content_rect(self, w, h, head_h):
        """The area between a heading `head_h` high and the bottom row of buttons."""
        s, m = self.s, self.margin
        return pygame.Rect(m, m + head_h, w - 2 * m, h - 2 * m - head_h - int(58 * s) - int(14 * s))

    def button_row(self, h):
        """(top, height, type size) of the row of buttons along the bottom of the screen."""
        bh = int(54 * self.s)
        return h - self.margin - bh, bh, max(15, int(19 * self.s))
