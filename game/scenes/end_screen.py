"""What every game's end screen shares: a panel with the headline, a table of each seat's VP by source
(a row a seat, the winners lit), the way back to the board or to the title, and the tooltips. A game's
end screen subclasses EndScreen and gives its words, its sources and what stands between the headline
and the buttons (`draw_body`); the bars of VP by source are game/ui/score_chart.py's (`draw_chart`).

    class MyGameOverScene(EndScreen):
        sources = ("regions", ...); source_colours = {...}
        def headline(self): ...                   the line at the top
        def source_name(self, source): ...        a column's label
        def row_picture(self, seat, size): ...    a seat's piece, square
        def row_name(self, seat): ...             a seat's name in its row
        def draw_body(self, surface, panel, x, y, width, s): ...   below the headline
"""

import pygame

from game.i18n import _
from game.saves import problem_text
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.opening import report
from game.ui import theme
from game.ui.fonts import fit_line, font
from game.ui.score_chart import draw_source_chart
from game.ui.text import wrap_text
from game.ui.widgets import Button, Tooltip, ui_scale
from kernel.errors import DataError


def header_lines(label, width, head, size):
    """A column label as [(font, text)]: one line in the table's bold type, else two broken between
    words, else one line made to fit (smaller, condensed, or cut with "…")."""
    if head.size(label)[0] <= width:
        return [(head, label)]
    parts = wrap_text(label, head, width)
    whole_words = " ".join(parts).split() == label.split()     # a word cut in two reads as two words
    if len(parts) == 2 and whole_words:
        return [(head, part) for part in parts]
    return [fit_line(label, width, size, bold=True, smallest=9)]


def section_font(s):
    """The type of a section's title below the chart (a game's numbers, its course turn by turn)."""
    return font(max(13, int(17 * s)), bold=True)


def section_title_height(s):
    """The room a section's title takes, the gap below it included."""
    return section_font(s).get_linesize() + int(6 * s)


def draw_section_title(surface, text, x, y, s):
    """A section's title at (x, y); the y where the section's body starts."""
    surface.blit(section_font(s).render(text, True, theme.TEXT), (x, y))
    return y + section_title_height(s)


class EndScreen(Scene):
    sources: tuple = ()
    source_colours: dict = {}
    lit = (255, 220, 120)           # the winners' rows are lit with this colour
    headline_gap = 4                # below the headline, before the scale
    name_share = 0.3                # of the table's width, for the seats' names
    row_height = 1.7                # a row, in lines of the table's type
    total_label = "Total"           # the last column's label, marked for translation by the game

    def __init__(self, app, session, board=None):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.board = board
        self.buttons = {}
        self.tooltip = Tooltip()
        self.mouse = (-1, -1)
        self.tips = []
        self.error = None               # why Watch replay could not open, said above the buttons

    # what a game gives
    def headline(self):
        raise NotImplementedError

    def source_name(self, source):
        raise NotImplementedError

    def row_picture(self, seat, size):
        raise NotImplementedError

    def row_name(self, seat):
        raise NotImplementedError

    def person(self):
        """The seat of the one person at this computer, marked in the table (None: none, or several
        taking turns, where "you" would name nobody)."""
        players = self.session.setup.get("players") or []
        people = [seat for seat in range(len(players)) if seat not in self.session.bots]
        return people[0] if len(people) == 1 else None

    def mark_row(self, surface, rect, seat):
        """A seat's row lit when it won and framed when it is the person's; the name to write in it."""
        if seat in self.game.winners:
            pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, self.lit, 0.45), rect, border_radius=6)
        if seat != self.person():
            return self.row_name(seat)
        pygame.draw.rect(surface, theme.TEXT, rect, 2, border_radius=6)
        return _("{name} (you)").format(name=self.row_name(seat))

    def row_tip(self, row):
        """The tooltip over a row of the table (None: none)."""
        return None

    def draw_body(self, surface, panel, x, y, width, s):
        raise NotImplementedError

    # the screen
    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        for key, button in self.buttons.items():
            if button.handle(event):
                self.choose(key)
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose("board" if self.board is not None else "title")

    def replay_cursor(self):
        """The replay viewer's cursor over this game, read again from its own document (the game file a save
        would hold); None when its game has no replay viewer. A DataError if the game does not replay."""
        definition = self.session.definition
        return definition.replay_cursor(definition.own_setup(self.game))

    def watch_replay(self):
        """The replay viewer over this game from its first action; its Back returns here."""
        try:
            cursor = self.replay_cursor()
        except DataError as exc:        # the end screen stays; the reason is said above the buttons
            report(f"replay: {exc}")
            self.error = _("The replay could not be opened ({reason})").format(reason=problem_text(exc))
            return
        if cursor is None:
            self.error = _("This program cannot show a replay of this game yet.")
        else:
            self.app.switch(cursor.viewer_scene(self.app, back=self, title=self.headline()))

    def choose(self, key):
        if key == "replay":
            self.watch_replay()
        elif key == "title":
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
        pad = int(24 * s)
        panel = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad)
        pygame.draw.rect(surface, theme.PANEL_BG, panel, border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_BORDER, panel, 2, border_radius=12)
        x, y = panel.left + pad, panel.top + int(16 * s)
        inner = panel.width - 2 * pad
        fnt, text = fit_line(self.headline(), inner, max(20, int(34 * s)), bold=True, serif=True)
        surface.blit(fnt.render(text, True, theme.TEXT), (x, y))
        y += fnt.get_linesize() + int(self.headline_gap * s)
        self.tips = []
        self.draw_body(surface, panel, x, y, inner, s)
        self._buttons(surface, panel, s)
        if self.error:                  # above the buttons, the whole width
            small = font(max(12, int(15 * s)))
            lines = wrap_text(self.error, small, inner, max_lines=3)
            ty = min(b.rect.top for b in self.buttons.values()) - int(8 * s) - len(lines) * small.get_linesize()
            for line in lines:
                surface.blit(small.render(line, True, theme.ERROR_BG), (x, ty))
                ty += small.get_linesize()
        self.tooltip.draw(surface, self.mouse, next((t for r, t in self.tips if r.collidepoint(self.mouse)), None))

    def _table_head(self, width, s, columns):
        """A table's columns ([(key, label)]; None: the VP sources and their total), the name's width, a
        column's width, each label's lines (header_lines), the most lines, the label font, the row height."""
        if columns is None:
            columns = [(source, self.source_name(source)) for source in self.sources]
            columns.append(("total", _(self.total_label)))
        size = max(11, int(15 * s))
        name_w = int(width * self.name_share)
        col_w = (width - name_w) / len(columns)
        head = font(size, bold=True)
        widest = max(head.size(label)[0] for _key, label in columns)
        if int(col_w) - 4 < widest <= (int(col_w) - 4) / 0.88:
            # a label just too wide: the whole row a size smaller on one line, not one label on two
            size = max(11, int(size * (int(col_w) - 4) / widest))
            head = font(size, bold=True)
        labels = [header_lines(label, int(col_w) - 4, head, size) for _key, label in columns]
        return columns, name_w, col_w, labels, max(len(parts) for parts in labels), head, self.row_px(s)

    def row_px(self, s):
        """A table row's height in pixels (row_height lines of the table's type)."""
        return int(font(max(12, int(17 * s))).get_linesize() * self.row_height)

    def table_height(self, rows, width, s, columns=None):
        """The height draw_table takes for `rows` rows."""
        _columns, _name_w, _col_w, _labels, lines, head, row_h = self._table_head(width, s, columns)
        return lines * head.get_linesize() + int(4 * s) + rows * row_h

    def draw_table(self, surface, rows, x, y, width, s, columns=None):
        """rows: (seat, {column: number}, ...) in the order shown; the bottom of the table. The columns,
        [(key, label)], are by default the VP sources and their total (in bold)."""
        game = self.game
        cell = max(12, int(17 * s))
        cell_font = font(cell)
        total_font = font(max(12, int(18 * s)), bold=True)
        columns, name_w, col_w, labels, lines, head, row_h = self._table_head(width, s, columns)
        cols = [key for key, _label in columns]
        for k, ((_key, label), parts) in enumerate(zip(columns, labels, strict=True)):
            cx = x + name_w + int(col_w * k + col_w / 2)
            ty = y + (lines - len(parts)) * head.get_linesize()        # a one-line label stands on the row
            for fnt, shown in parts:
                text = fnt.render(shown, True, theme.TEXT)
                surface.blit(text, (cx - text.get_width() // 2, ty))
                if "…" in shown and "…" not in label:               # cut: the whole label in a tooltip
                    self.tips.append((pygame.Rect(cx - text.get_width() // 2, ty, text.get_width(),
                                                  text.get_height()), label))
                ty += head.get_linesize()
        y += lines * head.get_linesize() + int(4 * s)
        for row in rows:
            seat, parts = row[0], row[1]
            rect = pygame.Rect(x - 6, y, width + 12, row_h)
            winner = seat in game.winners
            name = self.mark_row(surface, rect, seat)
            chip = int(row_h * 0.8)
            surface.blit(self.row_picture(seat, chip), (x, y + (row_h - chip) // 2))
            fnt, shown = fit_line(name, name_w - chip - 12, cell, bold=winner)
            surface.blit(fnt.render(shown, True, theme.TEXT), (x + chip + 6, y + (row_h - fnt.get_height()) // 2))
            for k, source in enumerate(cols):
                fnt = total_font if source == "total" else cell_font
                text = fnt.render(str(parts[source]), True, theme.TEXT)
                cx = x + name_w + int(col_w * k + col_w / 2)
                surface.blit(text, (cx - text.get_width() // 2, y + (row_h - text.get_height()) // 2))
            tip = self.row_tip(row)
            if tip:
                self.tips.append((rect, tip))
            y += row_h
        return y

    def draw_chart(self, surface, rows, box, s):
        """One bar a seat of the table's rows, its VP by source in the sources' colours, the legend above."""
        bars = [(self.row_picture(row[0], max(10, int(52 * s))), row[1], row[1]["total"]) for row in rows]
        sources = [(source, self.source_name(source), self.source_colours[source]) for source in self.sources]
        self.tips.extend(draw_source_chart(surface, box, bars, sources, s))

    def _buttons(self, surface, panel, s):
        bh = max(34, int(50 * s))
        size = max(13, int(18 * s))
        specs = [("title", _("Title screen"), True), ("replay", _("Watch replay"), False)]
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
