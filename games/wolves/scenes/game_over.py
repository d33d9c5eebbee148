"""The end of a game of The Wolves (§6): the winner(s), each pack's VP by source (the regions' scoring
tokens, the VP tokens, and each of the six areas of its board) in a table and as one bar a pack, the
tie-breaks when the VP are equal, and the way back to the board or to the title.
Below the bars, where the window leaves room, the VP won at each moon's region scoring and on the
pack boards at the end (moon_scores.py). The screen's frame, its tables and its chart are every game's
(game/scenes/end_screen.py).

    WolvesGameOverScene(app, session, board=the play screen)     Back to the board returns to it
"""

from game.i18n import N_, _, ngettext
from game.scenes.end_screen import EndScreen, draw_section_title, section_title_height
from game.ui import theme
from game.ui.fonts import font
from game.ui.score_chart import chart_height
from game.ui.widgets import wrap_text
from games.wolves.model.scoring import wolves_on_map
from games.wolves.ui import look, words
from games.wolves.ui import pieces as art

from . import moon_scores

SOURCES = ("regions", "vp_tokens", "spread", "speed", "howl", "lairs", "hunt", "wolves")
SOURCE_NAMES = {"regions": N_("Regions"), "vp_tokens": N_("VP tokens")}       # the areas: words.area
MOON_COLUMNS = {"new": N_("New moon"), "quarter": N_("Quarter moon"), "full": N_("Full moon"),
                moon_scores.BOARD: N_("Pack board"), "total": N_("Total")}
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


class WolvesGameOverScene(EndScreen):
    sources = SOURCES
    source_colours = SOURCE_COLOURS
    lit = look.LIT
    headline_gap = 6
    name_share = 0.28
    row_height = 1.6
    total_label = N_("Total")

    def headline(self):
        return headline(self.game)

    def source_name(self, source):
        return source_name(source)

    def row_picture(self, seat, size):
        return art.piece(self.game.packs[seat], "alpha", size)

    def row_name(self, seat):
        return f"{self.game.players[seat]['name']} — {words.pack(self.game.packs[seat])}"

    def row_tip(self, row):
        seat, _score, tokens, wolves, alphas = row
        return ngettext("{name}: {tokens} scoring token held, {wolves} wolves ({alphas} alphas) on the map.",
                        "{name}: {tokens} scoring tokens held, {wolves} wolves ({alphas} alphas) on the map.",
                        tokens).format(name=self.game.players[seat]["name"], tokens=tokens, wolves=wolves,
                                       alphas=alphas)

    def moons(self):
        """The VP won moon by moon (moon_scores.py), counted once; None when the game does not replay."""
        if not hasattr(self, "_moons"):
            self._moons = moon_scores.moon_scores(self.game)
        return self._moons

    def moon_columns(self):
        return [(key, _(MOON_COLUMNS[key])) for key in moon_scores.COLUMNS]

    def moons_height(self, inner, s):
        """The room the moon-by-moon table takes: its title and the table."""
        if self.moons() is None:
            return 0
        return section_title_height(s) + self.table_height(self.game.n, inner, s, self.moon_columns())

    def draw_moons(self, surface, rows, x, y, inner, s):
        moons = self.moons()
        y = draw_section_title(surface, _("VP won moon by moon"), x, y, s)
        self.draw_table(surface, [(seat, moons[seat], *rest) for seat, _score, *rest in rows], x, y, inner, s,
                        self.moon_columns())

    def draw_body(self, surface, panel, x, y, inner, s):
        game = self.game
        rows = final_rows(game)
        note = tie_words(game, rows)
        small = font(max(12, int(16 * s)))
        if note:
            for line in wrap_text(note, small, inner):
                surface.blit(small.render(line, True, theme.TEXT_MUTED), (x, y))
                y += small.get_linesize()
        y += int(8 * s)
        y = self.draw_table(surface, rows, x, y, inner, s)
        bottom = panel.bottom - int(78 * s)
        note_lines = wrap_text(sources_note(), small, inner)
        note_h = len(note_lines) * small.get_linesize()
        room = bottom - y - int(30 * s) - note_h
        # the bars no taller than they want, the moons below them when that leaves the bars most of
        # their height; else the bars take the room down to the note, as tall as it allows
        bars_h = min(room, chart_height(len(rows), s))
        moons_h = self.moons_height(inner, s)
        gap = int(18 * s)
        moons = moons_h > 0 and room - moons_h - gap >= 0.6 * chart_height(len(rows), s)
        chart_h = min(bars_h, room - moons_h - gap) if moons else room
        self.draw_chart(surface, rows, (x, y + int(14 * s), inner, chart_h), s)
        if moons:
            self.draw_moons(surface, rows, x, y + int(14 * s) + chart_h + gap, inner, s)
        ny = bottom - note_h
        for line in note_lines:
            surface.blit(small.render(line, True, theme.TEXT_MUTED), (x, ny))
            ny += small.get_linesize()
