"""The Wolves' log on screen: the shell's log (game/ui/log_panel.py), each line's mark in the colour of
the pack it is about.

    log = LogPanel()
    log.draw(surface, rect, lines, packs, s)    lines: [(text, seat or None)]; packs: the pack of each seat
    log.scroll(steps)                            + goes back in time
"""

from game.ui import log_panel

from . import look


class LogPanel(log_panel.LogPanel):
    def draw(self, surface, rect, lines, packs, s):
        super().draw(surface, rect, lines, [look.pack_color(pack) for pack in packs], s)
