"""The players panel: every seat's name, coins and races, on the side strip of the in-game
screen and of the replay viewer.

Rendered into a picture that is kept until the game, the window or what may be shown of
the coins changes; its hover texts (coins, each race and power) are in `tips`. What it
asks of the screen it is on is `PanelHost`.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

import pygame

from game import i18n
from game.i18n import _, ngettext
from game.ui import theme
from game.ui.bars import draw_strip
from game.ui.fonts import fit_line, fitting_font, font
from game.ui.pictures import draw_coin
from game.ui.text import COMPUTER_TAG, combo_name, seat_label
from game.ui.widgets import draw_seat_badge

from ..grammar import combo_template, fill_combo
from . import world_pieces
from .race_chip import draw_race_chip

if TYPE_CHECKING:
    from ..model import Game


class SeatOnTurn(Protocol):
    @property
    def seat(self) -> int | None:
        """The seat expected to act in the shown state (a retreating defender, or whose turn it is)."""


class PanelHost(Protocol):
    """What the players panel asks of its screen (scenes.play.PlayScene, scenes.replay_viewer.ReplayViewerScene)."""

    @property
    def game(self) -> Game:
        """The game as shown."""

    @property
    def session(self) -> SeatOnTurn: ...

    @property
    def version(self) -> int:
        """Changes whenever the shown state does (the panel is drawn again)."""

    viewer: int | None        # the hot-seat player at the screen now (None: not a hot-seat game)
    pass_to: int | None       # the seat the screen is being passed to (None: not passing)

    def coins_visible(self, seat: int) -> bool:
        """Whether this seat's coins may be shown now."""

    def coins_visible_key(self) -> Hashable:
        """Changes whenever what coins_visible answers may change."""


class PlayersPanel:
    """The players panel of a PanelHost, with its hover texts."""

    def __init__(self, host: PanelHost):
        self.host = host
        self.screen = host        # the screen that made the panel (its host may be a view of it): asked `planned`
        self.tips = []            # (rect, text) hover areas of the panel, in window coordinates
        self.players_rect = pygame.Rect(0, 0, 0, 0)
        self.seat_labels = {}     # seat -> the name line last drawn
        self.combo_labels = {}    # seat -> (combo name as drawn, its width, room for it, the numbers beside it)
        self._players_cache = (None, None)
        self._stacked = (None, False)

    def invalidate(self):
        """Forget the cached picture (the game object was replaced)."""
        self._players_cache = (None, None)

    def side_rects(self, layout):
        """(players panel, log) rectangles inside the side panel."""
        side = layout.side
        players = pygame.Rect(side.left + 8, side.top + 8, side.width - 16, self.players_height(layout))
        log = pygame.Rect(side.left + 8, players.bottom + 8, side.width - 16, side.bottom - players.bottom - 16)
        return players, log

    def draw_side_frame(self, surface, layout):
        """The side panel's strip and the players panel on it; returns the rectangle left for a log."""
        draw_strip(surface, layout.side, "left")
        players, log = self.side_rects(layout)
        self.draw_players(surface, layout, players)
        return log

    def draw_players(self, surface, layout, rect):
        """The players panel (coins, races) in rect; its hover texts go to self.tips."""
        play = self.host
        self.players_rect = pygame.Rect(rect)
        key = (layout.size, i18n.generation(), self.players_rect.size, id(play.game), play.version, play.viewer,
               play.coins_visible_key(), play.pass_to,
               tuple(self.tribe_counts(t) for p in play.game.players for t in p.tribes()))
        cached_key, pic = self._players_cache
        if cached_key != key:
            pic, tips = self._render_players(layout)
            self._players_cache = (key, (pic, tips))
        else:
            pic, tips = pic
        surface.blit(pic, self.players_rect.topleft)
        self.tips = [(r.move(self.players_rect.topleft), t) for r, t in tips]

    def tribe_counts(self, tribe):
        """(regions, tokens on the map) of a tribe: the redeployment being planned on screen if there is
        one (the screen's `planned`, see scenes.board_screen.BoardScreen), else the shown game's."""
        plan = self.screen.planned(tribe)
        if plan is not None:
            return plan
        return len(tribe.regions), sum(self.host.game.tokens[r] for r in tribe.regions)

    def stats_text(self, tribe, regions, on_map):
        """(the active race's numbers, its tokens in hand): regions and tokens on the map, and the tokens
        in hand when there are some (right after a pick all of them are), so a player sees its strength."""
        game = self.host.game
        total = sum(game.tokens[r] for r in tribe.regions) + tribe.hand + tribe.retreating
        hand = max(0, total - on_map)      # a plan on screen moves tokens between the map and the hand
        if hand:
            return _("{regions} reg · {tokens}+{hand} tok").format(regions=regions, tokens=on_map, hand=hand), hand
        return _("{regions} reg · {tokens} tok").format(regions=regions, tokens=on_map), 0

    def _row_height(self, layout):
        lines = 3 if self.stacked(layout) else 2
        return font(layout.fs(17), bold=True).get_height() + lines * font(layout.fs(14)).get_linesize() + 18

    def stacked(self, layout):
        """Whether each row gives the active race's numbers a line of their own, below its combo: when some
        combo of the ruleset would lose its power's name beside them (a narrow window: "Portal Mage Blood
        Elves"). The same for every row and the whole game, so the panel keeps its height."""
        ruleset = self.host.game.ruleset
        key = (layout.size, i18n.generation(), id(ruleset))
        if self._stacked[0] != key:
            self._stacked = (key, not every_combo_keeps_its_power(ruleset, layout))
        return self._stacked[1]

    def players_height(self, layout):
        n = len(self.host.game.players)
        return int(34 * layout.s) + n * (self._row_height(layout) + 4)

    def _render_players(self, layout):
        play = self.host
        game = play.game
        w, h = self.players_rect.size
        pic = pygame.Surface((w, h))
        pic.fill(theme.BAR_BG)
        pygame.draw.rect(pic, theme.PANEL_BG, pic.get_rect(), border_radius=8)
        s = layout.s
        tips = []
        head = font(layout.fs(16), bold=True, serif=True)
        pic.blit(head.render(_("Players"), True, theme.TEXT), (10, int(8 * s)))
        name_f = font(layout.fs(17), bold=True)
        small = font(layout.fs(14))
        y = int(34 * s)
        row_h = self._row_height(layout)
        turn_seat = game.seat if not game.over else None
        acting = play.session.seat
        for seat, p in enumerate(game.players):
            row = pygame.Rect(6, y, w - 12, row_h)
            col = theme.player_color(seat)
            background, muted = row_colors(seat, seat == turn_seat)
            pygame.draw.rect(pic, background, row, border_radius=6)
            if seat == turn_seat:
                pygame.draw.rect(pic, col, row, 2, border_radius=6)
            pygame.draw.rect(pic, col, (row.left, row.top + 4, 5, row.height - 8), border_radius=2)
            badge_r = int(12 * s)
            draw_seat_badge(pic, (row.left + 14 + badge_r, row.top + 6 + name_f.get_height() // 2), badge_r, seat)
            nx, right = row_text_span(w, s)
            coins_text = str(p.coins) if play.coins_visible(seat) else "?"
            cf = font(layout.fs(17), bold=True)
            cw = cf.size(coins_text)[0]
            coin_r = int(9 * s)
            cx = row.right - 10 - cw
            pic.blit(cf.render(coins_text, True, theme.TEXT), (cx, row.top + 6))
            draw_coin(pic, (cx - coin_r - 5, row.top + 6 + cf.get_height() // 2), coin_r)
            coin_rect = pygame.Rect(cx - 2 * coin_r - 6, row.top + 4, cw + 2 * coin_r + 10, cf.get_height() + 4)
            tips.append((coin_rect, _("Coins") if coins_text != "?" else
                         _("Coins are hidden from the other players until the end")))
            if world_pieces.harmony_of(game, seat):      # a Warcraft game: the Harmony this seat holds
                hr = pygame.Rect(0, 0, 2 * coin_r + 2, 2 * coin_r + 2)
                hr.midright = (coin_rect.left - 2, coin_rect.centery)
                world_pieces.draw_harmony(pic, hr.center, coin_r, theme.player_color(world_pieces.harmony_of(
                    game, seat)[0]))
                tips.append((hr, world_pieces.harmony_tip(game, seat)))
                coin_rect = coin_rect.union(hr)
            tag = _(COMPUTER_TAG) if p.kind == "ai" else ""
            if seat == acting and seat != turn_seat:
                tag += _(" · retreating")
            if seat == turn_seat:
                tag += "  ◀"
            name = seat_label(p.name, tag, name_f, coin_rect.left - nx - 8)
            self.seat_labels[seat] = name
            pic.blit(name_f.render(name, True, theme.TEXT), (nx, row.top + 6))
            ly = row.top + 10 + name_f.get_height()
            chip_r = max(7, int(9 * s))
            chip_x = row.left + 14 + badge_r
            active = p.active
            if active is None:
                pic.blit(small.render(_("no active race"), True, muted), (nx, ly))
            else:
                draw_race_chip(pic, (chip_x, ly + small.get_height() // 2), chip_r, active.id)
                regions, on_map = self.tribe_counts(active)
                stats, hand = self.stats_text(active, regions, on_map)
                # the numbers are always whole: the combo's name gives way (smaller, condensed, the power
                # abbreviated, then "…"), or has the line to itself when stacked
                stacked = self.stacked(layout)
                sw = small.size(stats)[0]
                sr = pic.blit(small.render(stats, True, muted), (nx, ly + small.get_linesize()) if stacked
                              else (right - sw, ly))
                if hand:
                    tips.append((sr, ngettext("{n} token on the map, {hand} in hand", "{n} tokens on the map, "
                                              "{hand} in hand", on_map).format(n=on_map, hand=hand)))
                room = right - nx if stacked else right - sw - 8 - nx
                combo_f, shown = fit_combo(active.race, active.power, room, layout.fs(14),
                                           smallest=layout.fs(14) * 0.72)
                self.combo_labels[seat] = (shown, combo_f.size(shown)[0], room, stats)
                lr = pic.blit(combo_f.render(shown, True, theme.TEXT),
                              (nx, ly + (small.get_height() - combo_f.get_height()) // 2))
                power = ("\n\n" + _("{power} (+{n} tokens): {text}").format(
                    power=_(active.power.name), n=active.power.bonus, text=_(active.power.text))
                         if active.power else "")
                tips.append((lr.union(pygame.Rect(chip_x - chip_r, ly, 2 * chip_r, lr.height)),
                             _("{race} ({n} tokens): {text}").format(
                                 race=_(active.race.name), n=active.race.banner, text=_(active.race.text)) + power))
            ly += small.get_linesize() * (2 if active is not None and self.stacked(layout) else 1) + 2
            if p.declined:
                x = nx
                regions = sum(self.tribe_counts(t)[0] for t in p.declined)
                stats = _("{regions} reg").format(regions=regions)
                sw = small.size(stats)[0]
                pic.blit(small.render(stats, True, muted), (right - sw, ly))
                draw_race_chip(pic, (chip_x, ly + small.get_height() // 2), chip_r, p.declined[0].id, True)
                for i, tribe in enumerate(p.declined):
                    if i:
                        draw_race_chip(pic, (x + chip_r, ly + small.get_height() // 2), chip_r, tribe.id, True)
                        x += 2 * chip_r + 4
                    label = _(tribe.race.name) + (f" ({_(tribe.power.name)})" if tribe.power else "")
                    room = max(10, right - sw - 8 - x)
                    label_f, shown = fit_line(label, room, layout.fs(14))
                    tw = label_f.render(shown, True, muted)
                    tr = pic.blit(tw, (x, ly))
                    power = f"\n{_(tribe.power.name)}: {_(tribe.power.text)}" if tribe.power else ""
                    tips.append((tr, _("In decline: {race}: {text}").format(
                        race=_(tribe.race.name), text=_(tribe.race.text)) + power))
                    x = tr.right + 10
            else:
                pic.blit(small.render(_("no race in decline"), True, muted), (nx, ly))
            y += row_h + 4
        return pic, tips


def fit_combo(race, power, width, size, smallest):
    """(font, text) of a combo's name in `width` pixels: smaller, then condensed (fit_line), then the
    power's name abbreviated ("Seaf. Amazons") so the race stays whole, then the race alone, and only then
    cut with "…"."""
    name = combo_name(race, power)
    candidates = [name]
    if power is not None:
        template, word = combo_template(power.name)
        candidates += [fill_combo(template, _(race.name), short) for short in power_abbreviations(word)]
        candidates.append(_(race.name))             # at the last the race alone (its tooltip names both)
    for candidate in candidates:
        for condensed in (False, True):
            fnt = fitting_font(candidate, width, size, smallest, bold=True, condensed=condensed)
            if fnt.size(candidate)[0] <= width:
                return fnt, candidate
    return fit_line(name, width, size, smallest=smallest, bold=True)


def every_combo_keeps_its_power(ruleset, layout):
    """Whether every combo of the ruleset's deck shows at least its power abbreviated beside the numbers of a
    race just picked (players panel, fit_combo)."""
    size = layout.fs(14)
    room = players_line_room(layout) - 8 - font(size).size(
        _("{regions} reg · {tokens}+{hand} tok").format(regions=0, tokens=0, hand=10))[0]
    powers = [combo_template(p.name) for p in ruleset.powers.values() if p.playable]
    shortest = [(template, (list(power_abbreviations(word))[-1:] or [word])[0]) for template, word in powers]
    for race in ruleset.races.values():
        if not race.playable:
            continue
        for template, short in shortest:
            text = fill_combo(template, _(race.name), short)
            fnt = fitting_font(text, room, size, size * 0.72, bold=True, condensed=True)
            if fnt.size(text)[0] > room:
                return False
    return True


def players_line_room(layout):
    """The width of a players panel row's text line, from its name to its right end."""
    left, right = row_text_span(layout.side.width - 16, layout.s)
    return right - left


def row_text_span(width, s):
    """(left, right) of a row's text in a players panel `width` wide: after the seat's badge, before the
    margin."""
    return 6 + 20 + 2 * int(12 * s), width - 6 - 10


def power_abbreviations(name, shortest=1):
    """Ever shorter forms of a power's name, its longest word cut a letter at a time ("Dragon Maste.",
    "Dragon Mast.", ... "Drag. Mast.", ... "D. M."): each word keeps `shortest` letters."""
    words = name.split(" ")
    kept = [len(w) for w in words]
    while True:
        longest = max(range(len(words)), key=lambda k: (kept[k], k))     # a tie: the later word first
        if kept[longest] <= shortest:
            return
        kept[longest] -= 1
        yield " ".join(w if n >= len(w) else w[:n].rstrip("-.,") + "." for w, n in zip(words, kept, strict=True))


def row_colors(seat, on_turn):
    """(background, muted ink) of a seat's row: the row of the seat on turn is tinted with its colour, and
    the muted ink darkened enough to stay readable on it (WCAG 4.5:1)."""
    if on_turn:
        background = theme.mix(theme.PANEL_BG, theme.player_color(seat), 0.22)
    else:
        background = theme.mix(theme.PANEL_BG, (0, 0, 0), 0.04)
    return background, theme.readable(theme.TEXT_MUTED, background)
