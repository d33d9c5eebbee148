"""The play screen's right-hand column: a tab for every pack (its colour and letter, its player's name and
score; the seat to act marked), the chosen pack's board, the moon calendar and the log.

    side = SidePanel()
    side.draw(surface, layout, game, shown_seat, acting_seat, log_lines, marks)
    side.tab_at(pos)            the seat whose tab is under the mouse
    side.hit(pos)               what of the pack board is under it (PackBoardPanel.hit)
    side.tooltip(pos)
"""

import pygame

from game.i18n import _, generation
from game.ui import theme
from game.ui.bars import draw_strip
from game.ui.fonts import fit_line, font
from games.wolves.ui import look, words
from games.wolves.ui import pieces as art
from games.wolves.ui.calendar import CalendarPanel
from games.wolves.ui.log_panel import LogPanel
from games.wolves.ui.pack_board import PackBoardPanel, PanelMarks


class SidePanel:
    def __init__(self):
        self.board = PackBoardPanel()
        self.calendar = CalendarPanel()
        self.log = LogPanel()
        self.tabs = []          # [(Rect, seat)]
        self._tabs_key = None
        self._tabs_picture = None
        self._tab_spots = []
        self.tab_names = {}

    def draw(self, surface, layout, game, shown, acting, lines, marks=None):
        draw_strip(surface, layout.side, edge="left")
        s = layout.s
        self._tabs(surface, layout, game, shown, acting)
        self.board.draw(surface, layout.pack_board, game, shown, s, marks or PanelMarks())
        self.calendar.draw(surface, layout.calendar, game, s)
        self.log.draw(surface, layout.log, lines, game.packs, s)

    def _tabs(self, surface, layout, game, shown, acting):
        """The tabs, drawn once for each state they show (a picture of the strip they stand on)."""
        rect = layout.tabs
        key = (id(game), len(game.actions), shown, acting, rect.size, round(layout.s, 3), generation(),
               look.colorblind())
        if key != self._tabs_key:
            self._tabs_key = key
            self._tabs_picture = self._render_tabs(layout, game, shown, acting)
        surface.blit(self._tabs_picture, rect)
        self.tabs = [(local.move(rect.topleft), seat) for local, seat in self._tab_spots]

    def _render_tabs(self, layout, game, shown, acting):
        rect = layout.tabs
        picture = pygame.Surface(rect.size)
        picture.fill(theme.BAR_BG)
        n = game.n
        gap = 3
        w = (rect.width - gap * (n - 1)) // n
        s = layout.s
        self._tab_spots = []
        self.tab_names = {}     # seat -> its name as the tab shows it (cut with "…" when it must be)
        chip = max(14, int(rect.height * 0.62))
        for seat in range(n):
            tab = pygame.Rect(seat * (w + gap), 0, w, rect.height)
            chosen = seat == shown
            fill = theme.PANEL_BG if chosen else theme.mix(theme.BAR_BG, theme.PANEL_BG, 0.25)
            pygame.draw.rect(picture, fill, tab, border_radius=6)
            pack = game.packs[seat]
            pygame.draw.rect(picture, look.pack_color(pack), tab, 3 if chosen else 1, border_radius=6)
            x = tab.left + 4
            if w >= chip * 5:           # room for the pack's piece; a narrow tab keeps its colour only
                picture.blit(art.piece(pack, "alpha", chip), (x, tab.centery - chip // 2))
                x += chip + 2
            ink = theme.TEXT if chosen else theme.BAR_TEXT
            vp = str(game.boards[seat].score(game.values)["total"])
            number = font(layout.fs(13), bold=True).render(vp, True, ink)
            # the name takes all the room up to 3 px before the VP: four tabs of a 1024-wide window hold every
            # computer's name whole ("Крессида" was cut to "Кресси…" with 3 px more of margins)
            room = tab.right - 4 - number.get_width() - 3 - x
            if room > 16:
                fnt, name = fit_line(game.players[seat]["name"], room, layout.fs(13), smallest=9)
                picture.blit(fnt.render(name, True, ink), (x, tab.centery - fnt.get_height() // 2))
                self.tab_names[seat] = name
            picture.blit(number, (tab.right - 4 - number.get_width(), tab.centery - number.get_height() // 2))
            if seat == acting:       # the seat to act: a bright bar along its tab's bottom
                bar = pygame.Rect(tab.left + 6, tab.bottom - max(3, int(4 * s)), tab.width - 12, max(3, int(4 * s)))
                pygame.draw.rect(picture, look.LIT, bar, border_radius=2)
            self._tab_spots.append((tab, seat))
        return picture

    def tab_at(self, pos):
        for rect, seat in self.tabs:
            if rect.collidepoint(pos):
                return seat
        return None

    def hit(self, pos):
        return self.board.hit(pos)

    def tooltip(self, pos, game, acting, shown=None):
        """What is under the mouse; `shown`: the seat whose board the panel shows (its tab asks no click)."""
        seat = self.tab_at(pos)
        if seat is not None:
            player = game.players[seat]
            if seat == shown:
                text = _("{name} plays the {pack}: {vp} VP if the game ended now. Their board is shown below.")
            else:
                text = _("{name} plays the {pack}: {vp} VP if the game ended now. Click to see their board.")
            text = text.format(name=player["name"], pack=words.pack(game.packs[seat]),
                               vp=game.boards[seat].score(game.values)["total"])
            if player.get("kind") == "ai":
                text += " " + _("(a computer player)")
            if seat == acting:
                text += " " + _("Their turn now.")
            return text
        return self.board.tooltip(pos) or self.calendar.tooltip(pos)
