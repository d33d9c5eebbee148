"""What the in-game screen and the replay viewer share: the board on the window's layout.

`BoardScreen` owns the window's `ui.layout.Layout` (made again when the size changes), the
board laid out in its map area (`ui.board_view.BoardView`, which keeps the map smooth
while the window is being resized), the HUD (`ui.hud.Hud`: top bar, players panel) and
the board's geometry as the play modes use it. `region_text(r)` is a region's tooltip,
with the screen's `region_tip(r)` (what can be done there now) in it.
"""

from ..ui import board_view, theme
from ..ui.board_view import BoardView
from ..ui.hud import Hud
from ..ui.layout import Layout
from .base import Scene


class BoardScreen(Scene):
    """A scene showing a board with the HUD around it (play.PlayScene, replay_viewer.ReplayViewerScene)."""

    def __init__(self, app, board):
        super().__init__(app)
        self.view = BoardView(board)
        self.layout = None
        self.mouse = (-1, -1)
        self.hud = Hud(self)

    # ------------------------------------------------------------------ geometry

    def ensure_layout(self, size=None):
        """The Layout for the window's size. Called every event and frame: it also renders the map
        at full quality once a resize is over (BoardView.place)."""
        size = tuple(size or self.app.screen.get_size())
        if self.layout is None or self.layout.size != size:
            self.layout = Layout(size)
            self.view.place(self.layout.map)
            self.laid_out(self.layout)
        else:
            self.view.place(self.layout.map)
        return self.layout

    def laid_out(self, layout):
        """The window has a new size: place what the screen adds to the Layout."""

    @property
    def polys(self):
        return self.view.polys

    @property
    def anchors(self):
        return self.view.anchors

    @property
    def token_scale(self):
        return self.view.token_scale

    def anchor_screen(self, r):
        return self.view.anchor_screen(r)

    def region_at(self, pos):
        if self.layout is None:
            return None
        return self.view.region_at(pos)

    # ------------------------------------------------------------------ what is shown

    def region_tip(self, r):
        """A line on what can be done in region r now (for its tooltip), or None."""
        return None

    def region_text(self, r):
        return board_view.region_text(self.game, r, self.region_tip(r))

    def draw_board(self, surface, layout, picture):
        """The map area: the board picture (tokens painted on it) over the background."""
        surface.fill(theme.BACKGROUND, layout.map)
        surface.blit(picture, layout.map.topleft)
