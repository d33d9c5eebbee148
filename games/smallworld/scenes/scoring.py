"""Scoring: each turn's coins, broken down, shown for a moment over the map.

The model's 'scored' event (regions, race bonus, power bonus, decline bonus) goes
out on the bus; `ScoringToasts` shows it as a small panel in the side panel, over
the top of the game log (never over the map's regions or the messages), for a
second or two (shorter at faster computer speeds); a click on it skips it. Its total
counts up from 0 at the game's animation speed (at once at instant speed).
The same line is in the game log (narrate.describe_event). Only the newest few
wait in the queue, so a fast computer game never falls behind; at instant speed, and
once the game is over, a new score replaces the one shown (the popup is the log's
last score, the final turn's at the end).
"""

import pygame

from game.i18n import _, ngettext
from game.ui import theme
from game.ui.fonts import font
from game.ui.pictures import draw_coin
from game.ui.widgets import draw_seat_badge

from ..narrate import item_incomes
from ..ui.animation import COUNT, ease_out, speed_factor

DURATION = {"slow": 2.6, "normal": 2.0, "fast": 1.3, "instant": 1.0}


class ScoringToasts:
    def __init__(self, play):
        self.play = play
        self.queue = []          # [event, names, seconds left, seconds shown]
        self.rect = pygame.Rect(0, 0, 0, 0)

    def add(self, event):
        game = self.play.game
        seat = event.get("player")
        player = game.players[seat] if isinstance(seat, int) else None
        race = power = None
        if player is not None and player.active is not None:
            race = _(player.active.race.name)
            power = _(player.active.power.name) if player.active.power else None
        speed = self.play.session.speed
        if speed == "instant" or game.over:
            # nothing waits at instant speed, and the game's end leaves no time for older scores: the popup
            # shows the newest score, the one of the log's last line, never a turn behind it
            self.queue.clear()
        self.queue.append([dict(event), (race, power), DURATION.get(speed, 2.0), 0.0])
        del self.queue[:-3]

    def busy(self):
        return bool(self.queue)

    def current(self):
        return self.queue[0] if self.queue else None

    def update(self, dt):
        if self.queue:
            # later toasts wait less when several are queued
            self.queue[0][2] -= dt * (1 + 0.8 * (len(self.queue) - 1))
            self.queue[0][3] += dt
            if self.queue[0][2] <= 0:
                self.queue.pop(0)

    def skip(self):
        if self.queue:
            self.queue.pop(0)

    def handle(self, event):
        if self.queue and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.skip()
            return True
        return False

    def place(self, layout, height):
        """Where a toast `height` pixels high goes: in the side panel, over the top of the game log,
        so it never covers a region or card on the map, nor the messages along the map's bottom."""
        _, log = self.play.panel.side_rects(layout)
        rect = pygame.Rect(0, 0, min(int(330 * layout.s), log.width), height)
        rect.midtop = log.midtop
        return rect.clamp(layout.side)

    def shown_total(self, item):
        """The total as it counts up from 0 to the coins scored."""
        event, _names, _left, shown = item
        factor = speed_factor(self.play.session.speed)
        t = 1.0 if factor <= 0 else min(1.0, shown / (COUNT * factor))
        return int(round(event["coins"] * ease_out(t)))

    def lines(self, event, names):
        race, power = names
        rows = [(ngettext("{n} region", "{n} regions", event["regions"]).format(n=event["regions"]), event["regions"])]
        if event.get("race_bonus"):
            rows.append((_("{name} bonus").format(name=race or _("Race")), event["race_bonus"]))
        if event.get("power_bonus"):
            rows.append((_("{name} bonus").format(name=power or _("Power")), event["power_bonus"]))
        if event.get("decline_bonus"):
            rows.append((_("Declined race bonus"), event["decline_bonus"]))
        if event.get("faction_bonus"):     # a Warcraft game: conquests from the opposing faction
            rows.append((_("Faction bonus"), event["faction_bonus"]))
        if event.get("items"):             # a Warcraft game: each artifact's and legendary place's coins
            rows += item_incomes(self.play.game, event)
        elif event.get("item_bonus"):
            rows.append((_("Artifacts and places"), event["item_bonus"]))
        return rows

    def draw(self, surface, layout):
        item = self.current()
        if item is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        event, names, left, _shown = item
        game = self.play.game
        s = layout.s
        seat = event.get("player")
        rows = self.lines(event, names)
        row_h = font(layout.fs(15)).get_linesize()
        self.rect = rect = self.place(layout, int(58 * s) + row_h * len(rows) + int(10 * s))
        w = rect.width
        fade = max(0.0, min(1.0, left / 0.35))
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*theme.PANEL_BG, 255), panel.get_rect(), border_radius=10)
        col = theme.player_color(seat) if isinstance(seat, int) else theme.PANEL_BORDER
        pygame.draw.rect(panel, (*col, 255), panel.get_rect(), 3, border_radius=10)
        r = int(13 * s)
        if isinstance(seat, int):
            draw_seat_badge(panel, (int(14 * s) + r, int(12 * s) + r), r, seat)
        name = game.players[seat].name if isinstance(seat, int) else "?"
        tf = font(layout.fs(18), bold=True, serif=True)
        title = tf.render(_("{name} scores {n}").format(name=name, n=self.shown_total(item)), True, theme.TEXT)
        tx = int(22 * s) + 2 * r
        panel.blit(title, (tx, int(12 * s) + r - title.get_height() // 2))
        draw_coin(panel, (tx + title.get_width() + int(14 * s), int(12 * s) + r), int(10 * s))
        y = int(50 * s)
        f = font(layout.fs(15))
        fb = font(layout.fs(15), bold=True)
        for i, (label, value) in enumerate(rows):
            sign = "" if i == 0 else "+ "
            panel.blit(f.render(sign + label, True, theme.TEXT), (int(18 * s), y))
            v = fb.render(str(value), True, theme.TEXT)
            panel.blit(v, (w - int(40 * s) - v.get_width(), y))
            draw_coin(panel, (w - int(24 * s), y + v.get_height() // 2), int(7 * s))
            y += row_h
        panel.set_alpha(int(255 * fade))
        surface.blit(panel, rect)

