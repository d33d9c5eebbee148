"""The end of a game: everyone's coins revealed, the winner(s), and the race for coins round by round.

The standings list every player by coins (ties broken by tokens on the map, as
the rules do); "won on the tie-break" is said when several players shared the
most coins. The chart draws `game.coin_history` (each seat's coins at the end
of every round, after the starting coins) as one line per player, in the
player's colour and with the player's emblem on every point, so it reads
without colour too. Buttons: New game (setup), Watch replay (the replay viewer,
whose Back returns here), Final map (the finished board full-size, each region
tinted in its owner's colour; Back or Esc returns) and Title. A switch above the
chart shows instead where each player's coins came from (`coin_breakdown`): the
starting coins, regions, race and power bonuses, races in decline, the coins
taken from combos and those paid for picking, which add up to the final coins.
"""

import math
from typing import NamedTuple

import pygame

from game.i18n import N_, _, ngettext
from game.scenes import registry
from game.scenes.base import MenuScene
from game.scenes.opening import level_name, report
from game.ui import theme
from game.ui.fonts import fitting_font
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.menu_widgets import Choice
from game.ui.text import combo_name
from game.ui.widgets import Button, Tooltip, draw_seat_badge, draw_text, fit_text

from ..model import DataError, replay, setup_of
from ..replay_cursor import ReplayCursor
from ..ui.board_view import BoardView, region_text
from ..ui.map_layer import region_picture


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


# Where coins come from, in the order the breakdown lists them: (key, label). `scored` events carry
# the four scoring parts; `picked` events the coins taken with a combo and those paid for it; any other
# event of a player with a whole `coins` (an ability's coins, as a form taken) counts as "other".
BREAKDOWN = (("start", N_("Starting coins")), ("regions", N_("Regions")), ("race_bonus", N_("Race bonuses")),
             ("power_bonus", N_("Power bonuses")), ("decline_bonus", N_("Decline bonuses")),
             ("faction_bonus", N_("Faction bonuses")), ("item_bonus", N_("Artifacts and places")),
             ("taken", N_("Coins on combos")), ("paid", N_("Paid for combos")), ("other", N_("Other")))
OPTIONAL_ROWS = ("faction_bonus", "item_bonus", "other")    # shown only when some player has such coins
# a Warcraft game's `scored` also carries its faction bonus and its artifacts' and places' coins
SCORED_PARTS = ("regions", "race_bonus", "power_bonus", "decline_bonus", "faction_bonus", "item_bonus")
ITEM_ROW = "item:"      # + an artifact's or place's id: its coins, when `scored` names them (item_bonus the rest)


def _whole(value):
    return isinstance(value, int) and not isinstance(value, bool)


def count_events(events, rows):
    """Add the coins these events moved to each seat's row of `coin_breakdown`."""
    for event in events:
        if event["type"] == "scored":
            row = rows[event["player"]]
            for part in SCORED_PARTS:
                row[part] += event.get(part, 0)
            for item_id, coins in (event.get("items") or {}).items():    # a row per artifact or place
                row["item_bonus"] -= coins
                row[ITEM_ROW + item_id] = row.get(ITEM_ROW + item_id, 0) + coins
        elif event["type"] == "picked":
            row = rows[event["player"]]
            row["taken"] += event["coins_taken"]
            row["paid"] -= event["paid"]
        elif "to" in event and _whole(event.get("coins")) and _whole(event.get("player")):
            # a payment (docs/FORMATS.md §7): to another player, or to the bank (`to` null)
            rows[event["player"]]["other"] -= event["coins"]
            if _whole(event["to"]):
                rows[event["to"]]["other"] += event["coins"]
        elif _whole(event.get("player")) and _whole(event.get("coins")):
            rows[event["player"]]["other"] += event["coins"]


def coin_breakdown(game):
    """Per seat, {key of BREAKDOWN: coins} (`paid` negative), from the game's own record: its actions
    replayed (games.smallworld.model.replay) and their events summed (`count_events`). The parts add up to the
    final coins. None when the game cannot be replayed (the screen then shows no breakdown)."""
    start = game.ruleset.starting_coins
    rows = [dict.fromkeys((key for key, _label in BREAKDOWN), 0) for _player in game.players]
    for row in rows:
        row["start"] = start
    try:
        replay(setup_of(game), on_step=lambda step, _game: count_events(step.events, rows))
    except DataError:
        return None
    return rows


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


class CoinChart(NamedTuple):
    """What draw_coin_chart drew, in screen pixels: the plot's frame, each seat's points (one Rect per
    round, outline included) and the round labels under the plot ((round, Rect) of those shown)."""
    plot: pygame.Rect
    points: list
    labels: list


def emblem_box(seat, radius):
    """The Rect a seat's emblem of `radius` covers, its outline included, around the centre (0, 0)."""
    half = int(radius * 2) + 2
    pic = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    theme.draw_emblem(pic, theme.player_emblem(seat), (half, half), radius, (255, 255, 255), outline=(0, 0, 0))
    return pic.get_bounding_rect().move(-half, -half)


def draw_coin_chart(surface, rect, game, s=1.0, names=None):
    """The line chart of coins per round inside `rect`: a CoinChart of where it went."""
    rect = pygame.Rect(rect)
    series = coin_series(game)
    n = len(series)
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
        return CoinChart(plot, [[] for _seat in series], [])
    pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 255, 255), 0.45), plot)
    grid = theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.25)
    ink = theme.TEXT_MUTED
    width = max(3, int(4 * s))
    radius = max(6, int(8 * s))
    boxes = [emblem_box(i, radius) for i in range(n)]
    # the seats' lines side by side (a tie stays readable); the first and last rounds and the lowest and
    # highest coins stand in from the frame by a point's reach, so no point or line overlaps its edges
    spread = min(radius * 0.6, plot.width / max(1, n_points - 1) / (n + 1))
    offsets = [(i - (n - 1) / 2.0) * spread for i in range(n)]
    inset_x = max((max(-b.left, b.right) + abs(dx) for b, dx in zip(boxes, offsets, strict=True)), default=0) + 2
    inset_y = max((max(-b.top, b.bottom) for b in boxes), default=0) + 2

    def sx(k):
        return plot.left + inset_x + ((plot.width - 2 * inset_x) * k / max(1, n_points - 1))

    def sy(v):
        return plot.bottom - inset_y - (plot.height - 2 * inset_y) * v / float(y_max)

    for v in range(0, y_max + 1, step):
        y = int(round(sy(v)))
        pygame.draw.line(surface, grid, (plot.left, y), (plot.right, y), 1)
        draw_text(surface, str(v), (plot.left - int(8 * s), y), font=small, color=ink, align="right", valign="middle")
    every = max(1, int(math.ceil(n_points / max(2, plot.width / (small.size(_("Start"))[0] + 14)))))
    labels = []
    for k in range(n_points):
        x = int(round(sx(k)))
        pygame.draw.line(surface, grid, (x, plot.top), (x, plot.bottom), 1)
        if k % every == 0 or k == n_points - 1:
            label = _("Start") if k == 0 else str(k)
            box = pygame.Rect(0, 0, *small.size(label))
            box.midtop = (x, plot.bottom + int(6 * s))
            box.right = min(box.right, plot.right)          # under the plot, never past its right edge
            labels.append((k, draw_text(surface, label, box.topleft, font=small, color=ink)))
    pygame.draw.line(surface, theme.PANEL_BORDER, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surface, theme.PANEL_BORDER, plot.topleft, plot.bottomleft, 2)
    draw_text(surface, _("Round"), (plot.centerx, plot.bottom + int(8 * s) + small.get_linesize()), font=small,
              color=theme.TEXT, bold=True, align="center")
    # lines: a dark casing under each so light colours (white, sky) read on parchment
    centres = [[(sx(k) + offsets[i], sy(v)) for k, v in enumerate(series[i])] for i in range(n)]
    order = sorted(range(n), key=lambda i: series[i][-1] if series[i] else 0)
    for i in order:
        if len(centres[i]) >= 2:
            pygame.draw.lines(surface, (34, 26, 20), False, centres[i], width + 3)
            pygame.draw.lines(surface, theme.player_color(i), False, centres[i], width)
    for i in order:
        for centre in centres[i]:
            theme.draw_emblem(surface, theme.player_emblem(i), centre, radius, theme.player_color(i),
                              outline=(34, 26, 20))
    points = [[boxes[i].move(int(round(x)), int(round(y))) for x, y in centres[i]] for i in range(n)]
    return CoinChart(plot, points, labels)


class GameOverScene(MenuScene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.results = final_results(self.game)
        self.breakdown = coin_breakdown(self.game)
        self.error = None
        self.mouse = (-1, -1)
        self.coins_view = "chart"       # or "breakdown": what the right-hand panel shows
        self.table_rect, self.table_cut = None, []      # where the breakdown was drawn last
        self.board = None               # the final map's BoardView while it is shown, else None
        self.chart = None               # the coin chart as last drawn (a CoinChart)
        self.tooltip = Tooltip(size=14, max_width=360)

    def autosaver(self):
        return self.session.autosaver

    def is_animating(self):
        """While the window is resized the final map is the last render scaled: frames go on until
        it has been drawn again at the new size."""
        return self.board is not None and self.board.rough

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        content = self.content_rect(w, h, int(112 * s))
        left_w = int((content.width - m) * 0.45)
        self.score_panel = self.titled_panel((content.left, content.top, left_w, content.height), _("Final coins"))
        self.chart_panel = self.titled_panel((content.left + left_w + m, content.top, content.width - left_w - m,
                                              content.height), _("Coins"))
        inner = self.chart_panel.content_rect
        self.coins_switch = Choice((inner.left, inner.top, inner.width, int(36 * s)),
                                   [("chart", _("Round by round")), ("breakdown", _("Where they came from"))],
                                   self.coins_view, size=max(13, int(16 * s)))
        y, bh, bfs = self.button_row(h)
        # the final map: the board between the heading and the Back button
        self.map_area = pygame.Rect(m, self.head_pos[1] + int(52 * s), w - 2 * m,
                                    y - int(12 * s) - self.head_pos[1] - int(52 * s))
        self.back = Button((m, y, int(200 * s), bh), _("Back"), size=bfs, primary=False, hotkey=pygame.K_ESCAPE)
        self.buttons = {
            "title": Button((m, y, int(200 * s), bh), _("Title screen"), size=bfs, primary=False,
                            hotkey=pygame.K_ESCAPE),
            "new": Button((w - m - int(240 * s), y, int(240 * s), bh), _("New game"), size=max(16, int(21 * s)),
                          hotkey=pygame.K_RETURN),
            "replay": Button((w - m - int(240 * s) - int(16 * s) - int(220 * s), y, int(220 * s), bh),
                             _("Watch replay"), size=bfs, primary=False, hotkey=pygame.K_r,
                             tooltip=_("Step through this game from the first action (R)")),
            "map": Button((w - m - int(240 * s) - 2 * int(16 * s) - 2 * int(220 * s), y, int(220 * s), bh),
                          _("Final map"), size=bfs, primary=False, hotkey=pygame.K_m,
                          tooltip=_("The board as the game ended, every region in its owner's colour (M)")),
        }

    # ------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.board is not None:
            if self.back.handle(event):
                self.board = None
            return
        chosen = self.coins_switch.handle(event)
        if chosen is not None:
            self.coins_view = chosen
            return
        for key, button in self.buttons.items():
            if button.handle(event):
                if key == "new":
                    registry.show(self.app, "setup")
                elif key == "replay":
                    self.watch_replay()
                elif key == "map":
                    self.show_map()
                else:
                    registry.show(self.app, "title")
                return

    def show_map(self):
        """The final board full-size (Back or Esc returns to the results)."""
        self.board = BoardView(self.game.board)
        self.back.hover = self.back.pressed = False

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
        if self.board is not None:
            self._draw_map(surface)
            return
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
        self.coins_switch.draw(surface)
        inner = self.chart_panel.content_rect
        top = self.coins_switch.rect.bottom + int(10 * s)
        inner = pygame.Rect(inner.left, top, inner.width, inner.bottom - top)
        if self.coins_view == "breakdown":
            self._draw_breakdown(surface, inner)
        else:
            legend_h = self._draw_legend(surface, inner)
            self.chart = draw_coin_chart(surface, inner.inflate(0, -legend_h).move(0, legend_h // 2),
                                         self.game, s)
        for button in self.buttons.values():
            button.draw(surface)
        if self.error:
            draw_text(surface, self.error, (w // 2, self.buttons["title"].rect.top - int(10 * s)),
                      max(14, int(17 * s)), (255, 170, 150), bold=True, align="center", valign="bottom",
                      max_width=w - 2 * self.margin)
        hovered = next((b for b in self.buttons.values() if b.hover and b.tooltip), None)
        if hovered is not None:
            self.tooltip.draw(surface, self.mouse, hovered.tooltip)

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
            level = level_name(player.level or "random").lower()
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

    def _item_rows(self):
        """(key, name) of each artifact or legendary place that paid some player, by name."""
        defs = self.game.ruleset.items
        keys = {key for row in self.breakdown for key, coins in row.items() if key.startswith(ITEM_ROW) and coins}
        named = [(key, defs[key[len(ITEM_ROW):]].name if key[len(ITEM_ROW):] in defs else key[len(ITEM_ROW):])
                 for key in keys]
        return sorted(named, key=lambda pair: _(pair[1]))

    def _draw_breakdown(self, surface, rect):
        """Where each player's coins came from: a row per source, a column per player (in the
        standings' order, under his badge and name), the final coins last."""
        s = self.s
        if self.breakdown is None:
            draw_text(surface, _("This game's record could not be read again to count its coins."), rect.center,
                      max(13, int(16 * s)), theme.TEXT_MUTED, align="center", valign="middle",
                      max_width=rect.width - int(20 * s))
            return
        order = self.results["order"]
        label_size = max(13, int(17 * s))
        sources = []
        for key, label in BREAKDOWN:
            if key == "item_bonus":
                sources += self._item_rows()
            if key not in OPTIONAL_ROWS or any(row[key] for row in self.breakdown):
                sources.append((key, label))
        labels = [_(label) for _key, label in sources] + [_("Final coins")]
        label_w = min(int(rect.width * 0.42), max(get_font(label_size, bold=True).size(t)[0] for t in labels)
                      + int(14 * s))
        col_w = (rect.width - label_w) / max(1, len(order))
        badge = int(min(16 * s, col_w / 3))
        name_font = fitting_font("M" * 6, col_w - 6, max(12, int(14 * s)), bold=True)
        head_h = 2 * badge + name_font.get_linesize() + int(8 * s)
        rows = len(labels)
        row_h = min(int(40 * s), (rect.height - head_h) // rows)
        self.table_rect = pygame.Rect(rect.left, rect.top, rect.width, head_h + rows * row_h)
        self.table_cut = []         # the row labels that had to be shortened (none, at any size we ship)
        number = get_font(max(14, int(19 * s)), bold=True)
        total_font = get_font(max(16, int(23 * s)), bold=True, serif=True)
        for k, seat in enumerate(order):
            cx = int(rect.left + label_w + col_w * (k + 0.5))
            if seat in self.results["winners"]:
                pygame.draw.rect(surface, (250, 228, 150), (int(cx - col_w / 2) + 2, rect.top, int(col_w) - 4,
                                                             head_h + rows * row_h), border_radius=8)
            draw_seat_badge(surface, (cx, rect.top + badge + int(2 * s)), badge, seat)
            name = fit_text(self.game.players[seat].name, name_font, col_w - 6)
            draw_text(surface, name, (cx, rect.top + 2 * badge + int(6 * s)), font=name_font, color=theme.TEXT,
                      align="center")
        keys = [key for key, _label in sources] + [None]
        for i, (key, label) in enumerate(zip(keys, labels)):
            y = rect.top + head_h + i * row_h
            total = key is None
            if total:
                pygame.draw.line(surface, theme.PANEL_BORDER, (rect.left, y), (rect.right, y), 2)
            elif i % 2 == 0:
                veil = pygame.Surface((rect.width, row_h), pygame.SRCALPHA)
                veil.fill((*theme.PANEL_BORDER[:3], 28))
                surface.blit(veil, (rect.left, y))
            label_font = fitting_font(label, label_w - int(10 * s), label_size, bold=total)
            shown = fit_text(label, label_font, label_w - int(10 * s))
            if shown != label:
                self.table_cut.append(label)
            draw_text(surface, shown, (rect.left + int(6 * s), y + row_h // 2), font=label_font, color=theme.TEXT,
                      valign="middle")
            for k, seat in enumerate(order):
                value = self.game.players[seat].coins if total else self.breakdown[seat].get(key, 0)
                text = str(value) if total or value >= 0 else f"\u2212{-value}"
                cx = int(rect.left + label_w + col_w * (k + 0.5))
                draw_text(surface, text, (cx, y + row_h // 2), font=total_font if total else number,
                          color=theme.TEXT if total or value else theme.TEXT_MUTED, align="center", valign="middle")

    def _draw_map(self, surface):
        """The final board full-size: every region tinted in its owner's colour (lighter for a race
        in decline), the players' emblems and coins above it, a region's tooltip on hover."""
        w, h = self.begin_draw(surface, dim=190)
        s = self.s
        game = self.game
        head = draw_heading(surface, _("Final map"), self.head_pos, max(22, int(32 * s)), color=(246, 218, 140))
        left = head.right + int(28 * s)
        legend = pygame.Rect(left, self.head_pos[1], w - self.margin - left, int(40 * s))
        self._draw_legend(surface, legend, ink=(236, 226, 206))
        view = self.board
        view.place(self.map_area)

        def tint(surf):
            for r, tribe in enumerate(game.occupant):
                owner = getattr(tribe, "owner", None)
                if owner is None or not game.tokens[r]:
                    continue
                alpha = 60 if tribe.declined else 120
                layer, pos = region_picture(view.polys[r], theme.player_color(owner), alpha, max(2, int(3 * s)))
                surf.blit(layer, pos)

        picture = view.picture(game, ("final", game.board.id), under=tint)
        surface.blit(picture, view.area.topleft)
        self.back.draw(surface)
        draw_text(surface, _("Each region is tinted in its owner's colour, lighter for a race in decline."),
                  (self.back.rect.right + int(20 * s), self.back.rect.centery), max(13, int(16 * s)),
                  (236, 226, 206), valign="middle", max_width=w - self.back.rect.right - int(20 * s) - self.margin)
        hovered = view.region_at(self.mouse)
        if hovered is not None:
            view.draw_glow(surface, hovered, (255, 250, 220), 40, 2)
            self.tooltip.draw(surface, self.mouse, self.map_tip())

    def map_tip(self):
        """The tooltip of the final map's region under the mouse (who holds it), or None."""
        hovered = self.board.region_at(self.mouse) if self.board is not None else None
        return region_text(self.game, hovered) if hovered is not None else None

    def _draw_legend(self, surface, inner, ink=theme.TEXT):
        s = self.s
        fnt = get_font(max(13, int(15 * s)), bold=True)
        x, y = inner.left, inner.top
        h = int(30 * s)
        for seat, player in enumerate(self.game.players):
            coins = f" {player.coins}"      # the name is shortened, never the coins
            label = fit_text(player.name, fnt, int(220 * s) - fnt.size(coins)[0]) + coins
            wpx = int(30 * s) + fnt.size(label)[0] + int(18 * s)
            if x + wpx > inner.right and x > inner.left:
                x = inner.left
                y += h
            theme.draw_emblem(surface, theme.player_emblem(seat), (x + int(11 * s), y + h // 2), int(9 * s),
                              theme.player_color(seat), outline=(34, 26, 20))
            draw_text(surface, label, (x + int(26 * s), y + h // 2), font=fnt, color=ink, valign="middle")
            x += wpx
        return y + h - inner.top + int(6 * s)
