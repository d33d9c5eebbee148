"""The end of a game: everyone's coins revealed, the winner(s), and the race for coins round by round.

The standings list every player by coins (ties broken by tokens on the map, as
the rules do); "won on the tie-break" is said when several players shared the
most coins. The chart draws `game.coin_history` (each seat's coins at the end
of every round, after the starting coins) as one line per player, in the
player's colour and with the player's emblem on every point, so it reads
without colour too. Buttons: New game (setup), Watch replay (the replay viewer,
whose Back returns here) and Title.
"""

import math

import pygame

from game.i18n import N_, _, ngettext
from game.model.errors import DataError
from game.replay_cursor import ReplayCursor
from game.ui import theme
from game.ui.fonts import fitting_font
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.text import combo_name
from game.ui.widgets import Button, draw_seat_badge, draw_text, fit_text

from . import registry
from .base import MenuScene
from .start import report

LEVEL_NAMES = {"random": N_("Random"), "easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}


def _join(names):
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + _(" and ") + names[-1]


def final_results(game):
    """What the end screen says, computed from the finished game."""
    players = game.players
    coins = [p.coins for p in players]
    best = max(coins) if coins else 0
    top = [i for i, c in enumerate(coins) if c == best]
    winners = list(game.winners) or list(top)
    on_map = [sum(game.tokens_on_map(t) for t in p.tribes()) for p in players]
    order = sorted(range(len(players)), key=lambda i: (-coins[i], -on_map[i], i))
    names = [p.name for p in players]
    tie_break = len(top) > 1
    shared = len(winners) > 1
    if shared:
        headline = _("{names} share the victory").format(names=_join(names[i] for i in winners))
        detail = _("{n} coins each, and as many tokens on the map").format(n=best)
    elif tie_break:
        headline = _("{name} wins").format(name=names[winners[0]])
        detail = _("Won on the tie-break (most tokens on the map): {n} coins, like {others}, but {tokens} tokens "
                   "on the map").format(n=best, others=_join(names[i] for i in top if i != winners[0]),
                                        tokens=on_map[winners[0]])
    elif winners:
        headline = _("{name} wins").format(name=names[winners[0]])
        second = max((c for i, c in enumerate(coins) if i != winners[0]), default=None)
        detail = ngettext("with {n} coin", "with {n} coins", best).format(n=best) + (
            _(", {n} ahead of the next player").format(n=best - second) if second is not None else "")
    else:
        headline, detail = _("Game over"), ""
    return {"coins": coins, "winners": winners, "tie_break": tie_break, "shared": shared, "order": order,
            "on_map": on_map, "headline": headline, "detail": detail}


def coin_series(game):
    """Per seat: the coins at the start, then at the end of every round played."""
    start = game.ruleset.starting_coins
    n = len(game.players)
    history = [list(row) for row in game.coin_history if len(row) == n]
    first = [start] * n if isinstance(start, int) else (history[0] if history else [p.coins for p in game.players])
    rows = [first] + history
    if not history and game.over:
        rows.append([p.coins for p in game.players])
    return [[row[i] for row in rows] for i in range(n)]


def nice_step(top, ticks=5):
    raw = max(1.0, top / float(ticks))
    mag = 10 ** int(math.floor(math.log10(raw)))
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag:
            return max(1, int(m * mag)) if m * mag >= 1 else 1
    return int(10 * mag)


def draw_coin_chart(surface, rect, game, s=1.0, names=None):
    """The line chart of coins per round inside `rect`; returns the plot Rect."""
    rect = pygame.Rect(rect)
    series = coin_series(game)
    n_points = max(len(x) for x in series) if series else 1
    top_value = max((max(x) for x in series if x), default=10)
    step = nice_step(max(10, top_value))
    y_max = step * int(math.ceil(max(1, top_value) / step))
    if y_max < top_value + step * 0.25:
        y_max += step
    small = get_font(max(12, int(14 * s)))
    label_w = small.size(str(y_max))[0] + int(12 * s)
    plot = pygame.Rect(rect.left + label_w, rect.top + int(10 * s), rect.width - label_w - int(16 * s),
                       rect.height - int(10 * s) - small.get_linesize() * 2 - int(10 * s))
    if plot.width < 40 or plot.height < 40:
        return plot
    pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 255, 255), 0.45), plot)
    grid = theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.25)
    ink = theme.TEXT_MUTED

    def sx(k):
        return plot.left + (plot.width * k / max(1, n_points - 1))

    def sy(v):
        return plot.bottom - plot.height * v / float(y_max)

    for v in range(0, y_max + 1, step):
        y = int(round(sy(v)))
        pygame.draw.line(surface, grid, (plot.left, y), (plot.right, y), 1)
        draw_text(surface, str(v), (plot.left - int(8 * s), y), font=small, color=ink, align="right", valign="middle")
    every = max(1, int(math.ceil(n_points / max(2, plot.width / (small.size(_("Start"))[0] + 14)))))
    for k in range(n_points):
        x = int(round(sx(k)))
        pygame.draw.line(surface, grid, (x, plot.top), (x, plot.bottom), 1)
        if k % every == 0 or k == n_points - 1:
            label = _("Start") if k == 0 else str(k)
            draw_text(surface, label, (x, plot.bottom + int(6 * s)), font=small, color=ink, align="center")
    pygame.draw.line(surface, theme.PANEL_BORDER, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surface, theme.PANEL_BORDER, plot.topleft, plot.bottomleft, 2)
    draw_text(surface, _("Round"), (plot.centerx, plot.bottom + int(8 * s) + small.get_linesize()), font=small,
              color=theme.TEXT, bold=True, align="center")
    # lines: a dark casing under each so light colours (white, sky) read on parchment
    n = len(series)
    width = max(3, int(4 * s))
    radius = max(6, int(8 * s))
    spread = min(radius * 0.6, plot.width / max(1, n_points - 1) / (n + 1))
    order = sorted(range(n), key=lambda i: series[i][-1] if series[i] else 0)
    for i in order:
        dx = (i - (n - 1) / 2.0) * spread
        pts = [(sx(k) + dx, sy(v)) for k, v in enumerate(series[i])]
        if len(pts) >= 2:
            pygame.draw.lines(surface, (34, 26, 20), False, pts, width + 3)
            pygame.draw.lines(surface, theme.player_color(i), False, pts, width)
    for i in order:
        dx = (i - (n - 1) / 2.0) * spread
        for k, v in enumerate(series[i]):
            theme.draw_emblem(surface, theme.player_emblem(i), (sx(k) + dx, sy(v)), radius, theme.player_color(i),
                              outline=(34, 26, 20))
    return plot


class GameOverScene(MenuScene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.results = final_results(self.game)
        self.error = None
        self.mouse = (-1, -1)

    def autosaver(self):
        return self.session.autosaver

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        content = self.content_rect(w, h, int(112 * s))
        left_w = int((content.width - m) * 0.45)
        self.score_panel = self.titled_panel((content.left, content.top, left_w, content.height), _("Final coins"))
        self.chart_panel = self.titled_panel((content.left + left_w + m, content.top, content.width - left_w - m,
                                              content.height), _("Coins, round by round"))
        y, bh, bfs = self.button_row(h)
        self.buttons = {
            "title": Button((m, y, int(200 * s), bh), _("Title screen"), size=bfs, primary=False,
                            hotkey=pygame.K_ESCAPE),
            "new": Button((w - m - int(240 * s), y, int(240 * s), bh), _("New game"), size=max(16, int(21 * s)),
                          hotkey=pygame.K_RETURN),
            "replay": Button((w - m - int(240 * s) - int(16 * s) - int(220 * s), y, int(220 * s), bh),
                             _("Watch replay"), size=bfs, primary=False, hotkey=pygame.K_r,
                             tooltip=_("Step through this game from the first action (R)")),
        }

    # ------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        for key, button in self.buttons.items():
            if button.handle(event):
                if key == "new":
                    registry.show(self.app, "setup")
                elif key == "replay":
                    self.watch_replay()
                else:
                    registry.show(self.app, "title")
                return

    def watch_replay(self):
        """The replay viewer on this game; its Back returns here."""
        try:
            cursor = ReplayCursor.from_game(self.game, self.session.map_ref)
        except DataError as exc:  # the end screen stays; the reason goes to the terminal and the window
            report(f"replay: {exc}")
            self.error = _("The replay could not be opened ({reason})").format(reason=exc)
            return
        registry.show(self.app, "replay", cursor, back=self)

    # ------------------------------------------------------------ drawing

    def draw(self, surface):
        w, h = self.begin_draw(surface)
        s = self.s
        r = self.results
        draw_heading(surface, _("Game over"), self.head_pos, max(20, int(30 * s)), color=(226, 212, 186))
        head = draw_heading(surface, r["headline"], (self.head_pos[0], self.head_pos[1] + int(38 * s)),
                            max(26, int(46 * s)), color=(246, 218, 140))
        if r["detail"]:
            draw_text(surface, r["detail"], (head.right + int(20 * s), head.bottom - int(8 * s)),
                      max(14, int(18 * s)), (236, 226, 206), valign="bottom",
                      max_width=max(120, w - head.right - int(20 * s) - self.margin))
        self._draw_scores(surface)
        self.chart_panel.draw(surface)
        inner = self.chart_panel.content_rect
        legend_h = self._draw_legend(surface, inner)
        draw_coin_chart(surface, inner.inflate(0, -legend_h).move(0, legend_h // 2), self.game, s)
        for button in self.buttons.values():
            button.draw(surface)
        if self.error:
            draw_text(surface, self.error, (w // 2, self.buttons["title"].rect.top - int(10 * s)),
                      max(14, int(17 * s)), (255, 170, 150), bold=True, align="center", valign="bottom",
                      max_width=w - 2 * self.margin)
        hovered = next((b for b in self.buttons.values() if b.hover and b.tooltip), None)
        if hovered is not None:
            from game.ui.widgets import Tooltip

            Tooltip(size=max(13, int(16 * s))).draw(surface, self.mouse, hovered.tooltip)

    def _draw_scores(self, surface):
        s = self.s
        r = self.results
        self.score_panel.draw(surface)
        inner = self.score_panel.content_rect
        n = len(r["order"])
        rh = int(min(118 * s, inner.height / max(1, n)))
        big = get_font(max(20, int(34 * s)), bold=True, serif=True)
        name_font = get_font(max(15, int(20 * s)), bold=True)
        small = get_font(max(12, int(14 * s)))
        coins_w = big.size("000")[0] + int(10 * s)
        for k, seat in enumerate(r["order"]):
            row = pygame.Rect(inner.left, inner.top + k * rh, inner.width, rh - int(6 * s))
            winner = seat in r["winners"]
            if winner:
                pygame.draw.rect(surface, (250, 228, 150), row, border_radius=8)
                pygame.draw.rect(surface, (196, 150, 40), row, 2, border_radius=8)
            elif k % 2 == 0:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.08), row, border_radius=8)
            badge = int(min(rh * 0.3, 24 * s))
            x = row.left + int(10 * s)
            rank = 1 + sum(1 for other in r["order"] if r["coins"][other] > r["coins"][seat] or (
                r["coins"][other] == r["coins"][seat] and r["on_map"][other] > r["on_map"][seat]))
            draw_text(surface, f"{rank}.", (x, row.centery), max(14, int(20 * s)), theme.TEXT_MUTED, bold=True,
                      valign="middle")
            x += int(32 * s)
            draw_seat_badge(surface, (x + badge, row.centery), badge, seat, raised=True)
            x += 2 * badge + int(14 * s)
            text_w = row.right - int(12 * s) - coins_w - x
            player = self.game.players[seat]
            level = _(LEVEL_NAMES.get(player.level or "random", player.level or "random")).lower()
            who = _("Computer, {level}").format(level=level) if player.kind == "ai" else _("Person")
            on_map = ngettext("{n} token on the map", "{n} tokens on the map", r["on_map"][seat]).format(
                n=r["on_map"][seat])
            lines = [(f"{who} · {on_map}", theme.TEXT_MUTED)]
            races = self._races(player)
            if races:
                lines.append((races, theme.TEXT))
            room = (row.height - name_font.get_linesize() - int(8 * s)) // small.get_linesize()
            lines = lines[:max(1, room)]
            block = name_font.get_linesize() + small.get_linesize() * len(lines)
            ty = row.centery - block // 2
            draw_text(surface, fit_text(player.name, name_font, text_w - (int(34 * s) if winner else 0)), (x, ty),
                      font=name_font, color=theme.TEXT)
            if winner:
                self._crown(surface, (x + min(text_w - int(30 * s), name_font.size(player.name)[0] + int(12 * s)),
                                      ty + int(1 * s)), s)
            y = ty + name_font.get_linesize()
            for text, color in lines:
                line_font = fitting_font(text, text_w, max(12, int(14 * s)))
                draw_text(surface, fit_text(text, line_font, text_w), (x, y), font=line_font, color=color)
                y += small.get_linesize()
            coin_x = row.right - int(12 * s)
            draw_text(surface, str(player.coins), (coin_x, row.centery - int(6 * s)), font=big, color=theme.TEXT,
                      align="right", valign="middle")
            draw_text(surface, ngettext("coin", "coins", player.coins),
                      (coin_x, row.centery + big.get_linesize() // 2 - int(4 * s)), font=small,
                      color=theme.TEXT_MUTED, align="right", valign="middle")

    def _races(self, player):
        names = []
        if player.active is not None:
            power = player.active.power
            names.append(combo_name(player.active.race, power))
        for tribe in player.declined:
            names.append(_("{race} (in decline)").format(race=_(tribe.race.name)))
        return ", ".join(names)

    def _crown(self, surface, pos, s):
        x, y = pos
        u = max(1.0, 1.1 * s)
        pts = [(x, y + 16 * u), (x, y + 4 * u), (x + 6 * u, y + 10 * u), (x + 11 * u, y), (x + 16 * u, y + 10 * u),
               (x + 22 * u, y + 4 * u), (x + 22 * u, y + 16 * u)]
        pygame.draw.polygon(surface, (236, 188, 52), pts)
        pygame.draw.polygon(surface, (120, 84, 20), pts, 2)

    def _draw_legend(self, surface, inner):
        s = self.s
        fnt = get_font(max(13, int(15 * s)), bold=True)
        x, y = inner.left, inner.top
        h = int(30 * s)
        for seat, player in enumerate(self.game.players):
            label = f"{player.name} {player.coins}"
            label = fit_text(label, fnt, int(220 * s))
            wpx = int(30 * s) + fnt.size(label)[0] + int(18 * s)
            if x + wpx > inner.right and x > inner.left:
                x = inner.left
                y += h
            theme.draw_emblem(surface, theme.player_emblem(seat), (x + int(11 * s), y + h // 2), int(9 * s),
                              theme.player_color(seat), outline=(34, 26, 20))
            draw_text(surface, label, (x + int(26 * s), y + h // 2), font=fnt, color=theme.TEXT, valign="middle")
            x += wpx
        return y + h - inner.top + int(6 * s)
