"""What the in-game screen and the replay viewer share: the board on the window's layout.

`BoardScreen` owns the window's `ui.layout.Layout` (made again when the size changes), the
board laid out in its map area (`ui.board_view.BoardView`, which keeps the map smooth
while the window is being resized), the players panel (`ui.players_panel.PlayersPanel`,
whose host this screen is), the tooltip box and the board's geometry as the play modes
use it. `region_text(r)` is a region's tooltip,
with the screen's `region_tip(r)` (what can be done there now) in it.
"""

from game.scenes.base import Scene
from game.ui import theme
from game.ui.layout import Layout
from game.ui.widgets import Tooltip, interface_scale

from ..ui import board_view
from ..ui.board_view import BoardView
from ..ui.players_panel import PlayersPanel


class BoardScreen(Scene):
    """A scene showing a board with the players panel beside it (play.PlayScene, replay_viewer.ReplayViewerScene).

    A subclass is the panel's host: it provides what ui.players_panel.PanelHost lists.
    """

    panel_class = PlayersPanel      # the lesson's screen shares the log's place with its card

    def __init__(self, app, board):
        super().__init__(app)
        self.view = BoardView(board)
        self.layout = None
        self.mouse = (-1, -1)
        self.panel = self.panel_class(self)
        self.tooltip = Tooltip(size=14, max_width=340)

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

    def planned(self, tribe):
        """(regions, tokens) a redeployment being planned on screen gives the tribe (None: none is)."""
        return None

    def region_text(self, r):
        return board_view.region_text(self.game, r, self.region_tip(r))

    def draw_tooltip(self, surface, pos, text):
        """The tooltip box near the mouse (its picture is cached by text); None when there is no text."""
        if not text:
            return None
        factor = interface_scale()      # the player's interface size (Settings) makes tooltips bigger too
        self.tooltip.size, self.tooltip.max_width = int(round(14 * factor)), int(round(340 * factor))
        return self.tooltip.draw(surface, pos, text)

    def draw_board(self, surface, layout, picture):
        """The map area: the board picture (tokens painted on it) over the background."""
        surface.fill(theme.BACKGROUND, layout.map)
        surface.blit(picture, layout.map.topleft)
