"""The end of a game of Warcraft: The Board Game (§6, §7): who won and how, in words (15 VP, a team's 30,
the last player standing, a scenario's goal, the turn cap), each seat's VP by source (Cities, Objectives,
top levels, Victory Point cards) in a table and as one bar a seat (the main game; the scenarios score no
VP), the game in numbers, the game turn by turn as a line a seat (VP in the main game, units on the map
in a scenario) where the screen has room, and the way back to the board or to the title.
The screen's frame, its table and its chart are every game's (game/scenes/end_screen.py).

    WarcraftGameOverScene(app, session, board=the play screen)     Back to the board returns to it
"""

import pygame

from game.i18n import N_, _
from game.scenes.end_screen import EndScreen, draw_section_title, section_title_height
from game.ui import theme
from game.ui.fonts import fit_line, font
from game.ui.line_chart import LEAST_HEIGHT, draw_line_chart
from game.ui.score_chart import chart_height
from game.ui.widgets import wrap_text
from games.warcraft_board.model import scoring
from games.warcraft_board.ui import look
from games.warcraft_board.ui.pieces import piece_picture

from . import action_words, game_numbers, words

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


def shared(game):
    """Whether the winners are rivals sharing a victory (a VP tie at the turn limit), not one team."""
    winners = game.winners
    return len(winners) > 1 and any(not game.friendly(winners[0], s) for s in winners[1:])


def headline(game):
    names = [action_words.seat_name(game, s) for s in game.winners]
    if not names:
        return _("The game is over: nobody wins")
    if shared(game):
        return _("Shared victory: {names}").format(names=", ".join(names))
    if len(names) > 1:
        return _("Victory for {names}").format(names=", ".join(names))
    return _("{name} wins").format(name=names[0])


def ending_text(game):
    why = getattr(game, "end_reason", None)
    names = ", ".join(action_words.seat_name(game, s) for s in game.winners)
    if why == "turn_cap" and not scoring.uses_vp(game):
        return _("The game stopped at its turn limit: a scenario without VP ends in a draw.")
    if why == "turn_cap" and shared(game):
        return _("The game stopped at its turn limit with the most VP tied: the victory is shared.")
    text = _(ENDINGS[why]).format(names=names) if why in ENDINGS else ""
    goal = scoring.goal(game)
    if goal and why == "vp":
        text += " " + _("The goal: {n} VP.").format(n=goal)
    return text.strip()


class WarcraftGameOverScene(EndScreen):
    sources = SOURCES
    source_colours = SOURCE_COLOURS
    lit = look.LIT
    name_share = 0.34
    total_label = N_("Total VP")

    def headline(self):
        return headline(self.game)

    def source_name(self, source):
        return source_name(source)

    def row_picture(self, seat, size):
        return piece_picture(self.game.race_of(seat), "melee", size)

    def row_name(self, seat):
        game = self.game
        name = f"{action_words.seat_name(game, seat)} — {words.race(game.race_of(seat))}"
        if game.seats[seat].eliminated:
            name += " · " + _("eliminated")
        return name

    def draw_seats(self, surface, rows, x, y, width, s):
        """A scenario without VP: each seat's piece and name, the winners lit; the bottom of the list."""
        cell = max(12, int(17 * s))
        row_h = self.row_px(s)
        for seat, _parts in rows:
            winner = seat in self.game.winners
            name = self.mark_row(surface, pygame.Rect(x - 6, y, width + 12, row_h), seat)
            chip = int(row_h * 0.8)
            surface.blit(self.row_picture(seat, chip), (x, y + (row_h - chip) // 2))
            fnt, shown = fit_line(name, width - chip - 12, cell, bold=winner)
            surface.blit(fnt.render(shown, True, theme.TEXT), (x + chip + 6, y + (row_h - fnt.get_height()) // 2))
            y += row_h
        return y

    def numbers(self):
        """The game in numbers a seat (game_numbers.py), counted once; None when the game does not replay."""
        if not hasattr(self, "_numbers"):
            self._numbers = game_numbers.game_numbers(self.game)
        return self._numbers

    def numbers_columns(self):
        return [(key, _(game_numbers.COLUMN_NAMES[key])) for key in game_numbers.COLUMNS]

    def numbers_height(self, inner, s):
        """The room the game-in-numbers table takes: its title and the table (draw_table's height)."""
        if self.numbers() is None:
            return 0
        return section_title_height(s) + self.table_height(len(self.game.seats), inner, s, self.numbers_columns())

    def draw_numbers(self, surface, rows, x, y, inner, s):
        """Each seat's battles won, units trained and lost, upgrades, harvests and cards, in the table's order."""
        counts = self.numbers().counts
        y = draw_section_title(surface, _("The game in numbers"), x, y, s)
        return self.draw_table(surface, [(seat, counts[seat]) for seat, _parts in rows], x, y, inner, s,
                               self.numbers_columns())

    def turns_height(self, s):
        """The least room the game turn by turn needs: its title and a chart that can be read."""
        return section_title_height(s) + int(LEAST_HEIGHT * s)

    def draw_turns(self, surface, rows, x, y, inner, bottom, s):
        """The game turn by turn, a line a seat in its race's colour, between `y` and `bottom` if they
        leave it room enough to be read."""
        if self.numbers() is None or bottom - y < self.turns_height(s):
            return
        what = (_("VP at the end of each game turn") if scoring.uses_vp(self.game)
                else _("Units on the map at the end of each game turn"))
        y = draw_section_title(surface, what, x, y, s)
        by_turn = self.numbers().by_turn
        lines = [(look.race_color(self.game.race_of(seat)), self.row_picture(seat, max(12, int(22 * s))),
                  action_words.seat_name(self.game, seat), by_turn[seat]) for seat, _parts in rows]
        self.tips.extend(draw_line_chart(surface, (x, y, inner, bottom - y), lines, s))

    def draw_body(self, surface, panel, x, y, inner, s):
        game = self.game
        small = font(max(12, int(16 * s)))
        lines = [ending_text(game), _("{scenario} · game turn {turn}").format(
            scenario=words.t(words.SCENARIOS, game.scenario), turn=game.turn)]
        for line in lines:
            for part in wrap_text(line, small, inner):
                surface.blit(small.render(part, True, theme.TEXT_MUTED), (x, y))
                y += small.get_linesize()
        y += int(8 * s)
        rows = final_rows(game)
        if not scoring.uses_vp(game):       # no VP to count: the seats only, not a table of zeros
            y = self.draw_seats(surface, rows, x, y, inner, s)
        else:
            y = self.draw_table(surface, rows, x, y, inner, s)
        # the chart (or the scenario's note) as tall as its bars want and the room above the numbers allows,
        # then the numbers, then the game turn by turn below them, or beside the bars when it has no room there
        bottom = panel.bottom - int(84 * s)
        room = bottom - self.numbers_height(inner, s) - y - int(28 * s)
        turns_below = True
        if scoring.uses_vp(game):
            height = min(room, chart_height(len(rows), s))
            turns_below = room - height - int(16 * s) >= self.turns_height(s)
            if turns_below:
                self.draw_chart(surface, rows, (x, y + int(14 * s), inner, height), s)
            else:
                half = (inner - int(24 * s)) // 2
                self.draw_chart(surface, rows, (x, y + int(14 * s), half, height), s)
                self.draw_turns(surface, rows, x + inner - half, y + int(8 * s), half, y + int(14 * s) + height, s)
            y += int(14 * s) + height + int(14 * s)
        else:
            note = _("This scenario is won by its goal, not by VP.")
            surface.blit(small.render(note, True, theme.TEXT_MUTED), (x, y + int(10 * s)))
            y += int(10 * s) + small.get_linesize() + int(18 * s)
        if self.numbers() is not None:
            y = self.draw_numbers(surface, rows, x, y, inner, s)
            if turns_below:
                self.draw_turns(surface, rows, x, y + int(16 * s), inner, bottom, s)
