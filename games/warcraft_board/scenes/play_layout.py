"""Where everything of Warcraft's play screen goes for one window size, from 1024x640 to full HD:

    top    the step bar: game turn, step, whose step; Menu, Undo, Speed
    map    the map (left)                          side   seat tabs, the shown seat's sheet, its hand, the log
    bar    the hint and the buttons of what the seat to act may do

The split is the shell's board-beside-a-panel layout (game.ui.layout.PanelLayout); the side panel lays out
its own inside."""

from game.ui.layout import PanelLayout


class PlayLayout(PanelLayout):
    side_least, side_most = 320, 520
