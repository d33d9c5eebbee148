"""The end of a game of The Wolves (§6): the winner(s), each pack's VP by source (the regions' scoring
tokens, the VP tokens, and each of the six areas of its board) in a table and as one bar a pack, the
tie-breaks when the VP are equal, and the way back to the board or to the title.

    WolvesGameOverScene(app, session, board=the play screen)     Back to the board returns to it
"""

import pygame

from game.i18n import N_, _, ngettext
from game.scenes import registry
from game.scenes.base import Scene
from game.ui import theme
from game.ui.fonts import fit_line, font
from game.ui.score_chart import draw_source_chart
from game.ui.widgets import Button, Tooltip, ui_scale, wrap_text
from games.wolves.model.scoring import wolves_on_map
from games.wolves.ui import look, words
from games.wolves.ui import pieces as art

SOURCES = ("regions", "vp_tokens", "spread", "speed", "howl", "lairs", "hunt", "wolves")
SOURCE_NAMES = {"regions": N_("Regions"), "vp_tokens": N_("VP tokens")}       # the areas: words.area
SOURCE_COLOURS = {"regions": (70, 92, 160), "vp_tokens": (122, 150, 214), "spread": (176, 120, 60),
                  "speed": (212, 164, 86), "howl": (236, 206, 130), "lairs": (110, 84, 64), "hunt": (96, 150, 90),
                  "wolves": (160, 160, 150)}


def sources_note():
    return _("Regions: the scoring tokens won as first in a region (4, 6 or 8 VP by the moon). VP tokens: second "
             "places and shared first places. Each area of the pack board scores the highest VP its emptied (for "
             "the hunt: filled) cells reveal.")


def source_name(source):
    return _(SOURCE_NAMES[source]) if source in SOURCE_NAMES else words.area(source)


def final_rows(game):
    """[(seat, {source: VP, total}, scoring tokens held, wolves on the map, alphas)] best first (§6 order)."""
    rows = []
    for seat in range(game.n):
        score = game.boards[seat].score(game.values)
        wolves, alphas = wolves_on_map(game, game.packs[seat])
        rows.append((seat, score, len(game.boards[seat].scoring_tokens), wolves, alphas))
    rows.sort(key=lambda r: (-r[1]["total"], -r[2], -r[3], -r[4], r[0]))
    return rows


def headline(game):
    names = [game.players[s]["name"] for s in game.winners]
    if len(names) > 1:
        return _("Shared victory: {names}").format(names=", ".join(names))
    if not names:
        return _("The game is over")
    seat = game.winners[0]
    return _("{name} wins with the {pack}").format(name=names[0], pack=words.pack(game.packs[seat]))


def tie_words(game, rows):
    """How the winner was decided when VP alone did not (None when it did)."""
    best = rows[0][1]["total"]
    level = [r for r in rows if r[1]["total"] == best]
    if len(level) < 2:
        return None
    if len(game.winners) > 1:
        return _("Equal in VP, scoring tokens, wolves and alphas on the map: the victory is shared.")
    return _("Equal in VP: the tie is broken by scoring tokens held, then wolves on the map, then alphas.")


class WolvesGameOverScene(Scene):
    def __init__(self, app, session, board=None):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.board = board
        self.buttons = {}
        self.tooltip = Tooltip()
        self.mouse = (-1, -1)
        self.tips = []

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        for key, button in self.buttons.items():
            if button.handle(event):
                self.choose(key)
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose("board" if self.board is not None else "title")

    def choose(self, key):
        if key == "title":
            if self.board is not None:
                self.board._coming_back = False
                self.board.leave()
            registry.show(self.app, "title")
        elif key == "board" and self.board is not None:
            self.app.switch(self.board)

    def draw(self, surface):
        w, h = surface.get_size()
        s = ui_scale((w, h), most=1.3)
        surface.fill(theme.BACKGROUND)
        game = self.game
        pad = int(24 * s)
        panel = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad)
        pygame.draw.rect(surface, theme.PANEL_BG, panel, border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_BORDER, panel, 2, border_radius=12)
        x, y = panel.left + pad, panel.top + int(16 * s)
        title = font(max(20, int(34 * s)), bold=True, serif=True)
        fnt, text = fit_line(headline(game), panel.width - 2 * pad, max(20, int(34 * s)), bold=True, serif=True)
        surface.blit(fnt.render(text, True, theme.TEXT), (x, y))
        y += title.get_linesize() + int(6 * s)
        rows = final_rows(game)
        note = tie_words(game, rows)
        small = font(max(12, int(16 * s)))
        if note:
            for line in wrap_text(note, small, panel.width - 2 * pad):
                surface.blit(small.render(line, True, theme.TEXT_MUTED), (x, y))
                y += small.get_linesize()
        y += int(8 * s)
        self.tips = []
        y = self._table(surface, rows, x, y, panel.width - 2 * pad, s)
        bottom = panel.bottom - int(78 * s)
        note_lines = wrap_text(sources_note(), small, panel.width - 2 * pad)
        note_h = len(note_lines) * small.get_linesize()
        chart_h = min(bottom - y - int(30 * s) - note_h, int(len(rows) * 70 * s) + small.get_linesize() * 2)
        self._chart(surface, rows, x, y + int(14 * s), panel.width - 2 * pad, chart_h, s)
        ny = y + int(24 * s) + chart_h
        for line in note_lines:
            surface.blit(small.render(line, True, theme.TEXT_MUTED), (x, ny))
            ny += small.get_linesize()
        self._buttons(surface, panel, s)
        self.tooltip.draw(surface, self.mouse, next((t for r, t in self.tips if r.collidepoint(self.mouse)), None))

    def _table(self, surface, rows, x, y, width, s):
        game = self.game
        head = font(max(11, int(15 * s)), bold=True)
        cell_font = font(max(12, int(17 * s)))
        total_font = font(max(12, int(18 * s)), bold=True)
        name_w = int(width * 0.28)
        cols = list(SOURCES) + ["total"]
        col_w = (width - name_w) / len(cols)
        for k, source in enumerate(cols):
            label = _("Total") if source == "total" else source_name(source)
            fnt, shown = fit_line(label, int(col_w) - 4, max(11, int(15 * s)), bold=True, smallest=9)
            text = fnt.render(shown, True, theme.TEXT)
            cx = x + name_w + int(col_w * k + col_w / 2)
            surface.blit(text, (cx - text.get_width() // 2, y))
            if label != shown:
                self.tips.append((pygame.Rect(cx - text.get_width() // 2, y, text.get_width(), text.get_height()),
                                  label))
        y += head.get_linesize() + int(4 * s)
        row_h = int(cell_font.get_linesize() * 1.6)
        for seat, score, tokens, wolves, alphas in rows:
            row = pygame.Rect(x - 6, y, width + 12, row_h)
            winner = seat in game.winners
            if winner:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, look.LIT, 0.45), row, border_radius=6)
            pack = game.packs[seat]
            chip = int(row_h * 0.8)
            surface.blit(art.piece(pack, "alpha", chip), (x, y + (row_h - chip) // 2))
            name = f"{game.players[seat]['name']} — {words.pack(pack)}"
            fnt, shown = fit_line(name, name_w - chip - 12, max(12, int(17 * s)), bold=winner)
            surface.blit(fnt.render(shown, True, theme.TEXT), (x + chip + 6, y + (row_h - fnt.get_height()) // 2))
            for k, source in enumerate(cols):
                fnt = total_font if source == "total" else cell_font
                text = fnt.render(str(score[source]), True, theme.TEXT)
                cx = x + name_w + int(col_w * k + col_w / 2)
                surface.blit(text, (cx - text.get_width() // 2, y + (row_h - text.get_height()) // 2))
            self.tips.append((row, ngettext("{name}: {tokens} scoring token held, {wolves} wolves ({alphas} alphas) "
                                            "on the map.", "{name}: {tokens} scoring tokens held, {wolves} wolves "
                                            "({alphas} alphas) on the map.", tokens).format(
                name=game.players[seat]["name"], tokens=tokens, wolves=wolves, alphas=alphas)))
            y += row_h
        return y

    def _chart(self, surface, rows, x, y, width, height, s):
        """One bar a pack, its VP by source in the sources' colours, the legend above (game/ui/score_chart)."""
        bars = [(art.piece(self.game.packs[seat], "alpha", max(10, int(52 * s))), score, score["total"])
                for seat, score, _tokens, _wolves, _alphas in rows]
        sources = [(source, source_name(source), SOURCE_COLOURS[source]) for source in SOURCES]
        self.tips.extend(draw_source_chart(surface, (x, y, width, height), bars, sources, s))

    def _buttons(self, surface, panel, s):
        bh = max(34, int(50 * s))
        size = max(13, int(18 * s))
        specs = [("title", _("Title screen"), True)]
        if self.board is not None:
            specs.insert(0, ("board", _("Back to the board"), False))
        bold = font(size, bold=True)
        x = panel.right - int(24 * s)
        for key, label, primary in specs:
            bw = max(int(170 * s), bold.size(label)[0] + int(30 * s))
            rect = pygame.Rect(x - bw, panel.bottom - int(24 * s) - bh, bw, bh)
            button = self.buttons.get(key)
            if button is None:
                button = self.buttons[key] = Button(rect, label, size=size, primary=primary)
            button.rect, button.label, button.size = rect, label, size
            button.draw(surface)
            x -= bw + int(14 * s)
