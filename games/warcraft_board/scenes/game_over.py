"""The end of a game of Warcraft: The Board Game (§6, §7): who won and how, in words (15 VP, a team's 30,
the last player standing, a scenario's goal, the turn cap), each seat's VP by source (Cities, Objectives,
top levels, Victory Point cards) in a table and as one bar a seat (the main game; the scenarios score no
VP), and the way back to the board or to the title.

    WarcraftGameOverScene(app, session, board=the play screen)     Back to the board returns to it
"""

import pygame

from game.i18n import N_, _
from game.scenes import registry
from game.scenes.base import Scene
from game.ui import theme
from game.ui.fonts import fit_line, font
from game.ui.score_chart import draw_source_chart
from game.ui.widgets import Button, Tooltip, ui_scale, wrap_text
from games.warcraft_board.model import scoring
from games.warcraft_board.ui import look
from games.warcraft_board.ui.pieces import piece_picture

from . import action_words, words

SOURCES = ("cities", "objectives", "levels", "cards")
SOURCE_NAMES = {"cities": N_("Cities"), "objectives": N_("Objectives"), "levels": N_("Top levels"),
                "cards": N_("VP cards")}
SOURCE_COLOURS = {"cities": (150, 60, 50), "objectives": (214, 170, 70), "levels": (70, 110, 170),
                  "cards": (110, 150, 90)}
ENDINGS = {
    "vp": N_("{names} reached the VP needed at the end of a turn."),
    "turn_cap": N_("The game stopped at its turn limit: the most VP won."),
    "last_standing": N_("Every other player was eliminated: their City was taken twice."),
    "everyone_eliminated": N_("Every player was eliminated: nobody wins."),
    "elf_gate": N_("{names} held the Elf Gate at the end of a turn."),
    "nordrassil_tree": N_("{names} took Nordrassil, the World Tree."),
    "night_elf_deck": N_("The Night Elves' deck ran out: the World Tree's defenders held on."),
    "night_elf_outpost": N_("{names} destroyed the Night Elves' Outpost."),
    "prisoner_rescued": N_("{names} brought their hero home."),
    "necromancers_dead": N_("{names} destroyed both Necromancers."),
    "sites_destroyed": N_("{names} destroyed the Necromancers' sites."),
}


def source_name(source):
    return _(SOURCE_NAMES[source])


def vp_by_source(game, seat):
    """{source: VP, "total"} of one seat (an eliminated seat scores nothing; the scenarios score no VP)."""
    parts = dict.fromkeys(SOURCES, 0)
    if scoring.uses_vp(game) and not game.seats[seat].eliminated:
        for space in scoring.held_spaces(game, [seat]):
            key = "cities" if game.board.spaces[space].type == "city" else "objectives"
            parts[key] += scoring.space_value(game, space)
        parts["levels"] = sum(1 for kind in look.UNIT_KINDS if game.at_top(seat, kind))
        parts["cards"] = game.seats[seat].vp_cards
    parts["total"] = sum(parts[s] for s in SOURCES)
    return parts


def final_rows(game):
    """[(seat, parts)] the winners first, then by VP."""
    rows = [(seat, vp_by_source(game, seat)) for seat in range(len(game.seats))]
    rows.sort(key=lambda r: (r[0] not in game.winners, -r[1]["total"], r[0]))
    return rows


def headline(game):
    names = [action_words.seat_name(game, s) for s in game.winners]
    if not names:
        return _("The game is over: nobody wins")
    if len(names) > 1:
        return _("Victory for {names}").format(names=", ".join(names))
    return _("{name} wins").format(name=names[0])


def ending_text(game):
    why = getattr(game, "end_reason", None)
    names = ", ".join(action_words.seat_name(game, s) for s in game.winners)
    if why == "turn_cap" and not scoring.uses_vp(game):
        return _("The game stopped at its turn limit: a scenario without VP ends in a draw.")
    text = _(ENDINGS[why]).format(names=names) if why in ENDINGS else ""
    goal = scoring.goal(game)
    if goal and why == "vp":
        text += " " + _("The goal: {n} VP.").format(n=goal)
    return text.strip()


class WarcraftGameOverScene(Scene):
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
        inner = panel.width - 2 * pad
        fnt, text = fit_line(headline(game), inner, max(20, int(34 * s)), bold=True, serif=True)
        surface.blit(fnt.render(text, True, theme.TEXT), (x, y))
        y += fnt.get_linesize() + int(4 * s)
        small = font(max(12, int(16 * s)))
        lines = [ending_text(game), _("{scenario} · game turn {turn}").format(
            scenario=words.t(words.SCENARIOS, game.scenario), turn=game.turn)]
        for line in lines:
            for part in wrap_text(line, small, inner):
                surface.blit(small.render(part, True, theme.TEXT_MUTED), (x, y))
                y += small.get_linesize()
        y += int(8 * s)
        self.tips = []
        rows = final_rows(game)
        y = self._table(surface, rows, x, y, inner, s)
        bottom = panel.bottom - int(84 * s)
        if scoring.uses_vp(game):
            bars = [(piece_picture(game.race_of(seat), "melee", max(10, int(52 * s))), parts, parts["total"])
                    for seat, parts in rows]
            sources = [(src, source_name(src), SOURCE_COLOURS[src]) for src in SOURCES]
            height = min(bottom - y - int(14 * s), int(len(rows) * 64 * s) + small.get_linesize() * 2)
            self.tips.extend(draw_source_chart(surface, (x, y + int(14 * s), inner, height), bars, sources, s))
        else:
            note = _("This scenario is won by its goal, not by VP.")
            surface.blit(small.render(note, True, theme.TEXT_MUTED), (x, y + int(10 * s)))
        self._buttons(surface, panel, s)
        self.tooltip.draw(surface, self.mouse, next((t for r, t in self.tips if r.collidepoint(self.mouse)), None))

    def _table(self, surface, rows, x, y, width, s):
        game = self.game
        cell = max(12, int(17 * s))
        cell_font = font(cell)
        total_font = font(max(12, int(18 * s)), bold=True)
        name_w = int(width * 0.34)
        cols = list(SOURCES) + ["total"]
        col_w = (width - name_w) / len(cols)
        for k, source in enumerate(cols):
            label = _("Total VP") if source == "total" else source_name(source)
            fnt, shown = fit_line(label, int(col_w) - 4, max(11, int(15 * s)), bold=True, smallest=9)
            text = fnt.render(shown, True, theme.TEXT)
            cx = x + name_w + int(col_w * k + col_w / 2)
            surface.blit(text, (cx - text.get_width() // 2, y))
        y += font(max(11, int(15 * s)), bold=True).get_linesize() + int(4 * s)
        row_h = int(cell_font.get_linesize() * 1.7)
        for seat, parts in rows:
            row = pygame.Rect(x - 6, y, width + 12, row_h)
            winner = seat in game.winners
            if winner:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, look.LIT, 0.45), row, border_radius=6)
            race = game.race_of(seat)
            chip = int(row_h * 0.8)
            surface.blit(piece_picture(race, "melee", chip), (x, y + (row_h - chip) // 2))
            name = f"{action_words.seat_name(game, seat)} — {words.race(race)}"
            if game.seats[seat].eliminated:
                name += " · " + _("eliminated")
            fnt, shown = fit_line(name, name_w - chip - 12, cell, bold=winner)
            surface.blit(fnt.render(shown, True, theme.TEXT), (x + chip + 6, y + (row_h - fnt.get_height()) // 2))
            for k, source in enumerate(cols):
                fnt = total_font if source == "total" else cell_font
                text = fnt.render(str(parts[source]), True, theme.TEXT)
                cx = x + name_w + int(col_w * k + col_w / 2)
                surface.blit(text, (cx - text.get_width() // 2, y + (row_h - text.get_height()) // 2))
            y += row_h
        return y

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
