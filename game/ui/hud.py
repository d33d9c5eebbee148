"""The HUD around the in-game map: the top bar (round, whose turn, Undo, speed, Menu), the players
panel and the game log.

It holds no game rules and caches what it renders: the players panel and the log are
re-rendered only when the game, the log or the window size changes, so a frame costs a few
blits. Its host, the scene it serves, is typed below (`PanelHost`, `HudHost`). The other
pieces of the screen have their own modules: ui.layout (where everything goes), ui.bars (the
strips, round pips, status line), ui.action_bar, ui.messages, ui.dialogs, ui.text (names and
labels), ui.pictures (coin, seat marks, the undo arrow); colours are in ui.theme. The replay
viewer uses the same players panel and side frame.
"""

import pygame

from . import theme
from .bars import draw_strip, draw_round_pips, draw_turn_status, top_bar_picture
from .fonts import font
from .pictures import draw_coin, draw_seat_dot, draw_undo_icon
from .text import COMPUTER_TAG, combo_name, is_computer, seat_label
from .widgets import Button, Tooltip, draw_race_chip, draw_seat_badge, draw_text, fit_text, wrap_text


SPEED_LABELS = (("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast"), ("instant", "Instant"))


class Hud:
    """Top bar, players panel and log: always on screen around the map."""

    def __init__(self, play):
        self.play = play
        self.tooltip = Tooltip(size=14, max_width=340)
        self.tips = []            # (rect, text) hover areas of the side panel
        self.menu = Button((0, 0, 10, 10), "Menu", primary=False)
        self.undo = Button((0, 0, 10, 10), "Undo", primary=False, icon=draw_undo_icon)
        self.speed = {key: Button((0, 0, 10, 10), label, primary=False) for key, label in SPEED_LABELS}
        self.log_scroll = 0       # entries scrolled back from the newest
        self._players_cache = (None, None)
        self._log_cache = (None, None)
        self._top_cache = (None, None)
        self.players_rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.seat_labels = {}     # seat -> the name line last drawn in the players panel

    # -- layout of the buttons ------------------------------------------------------

    def place_buttons(self, layout):
        top = layout.top
        s = layout.s
        h = max(26, top.height - 14)
        fs = layout.fs(14)
        self.menu.rect = pygame.Rect(top.right - int(92 * s) - 10, top.centery - h // 2, int(92 * s), h)
        self.menu.size = fs
        x = self.menu.rect.left - 20
        fnt = font(fs, bold=True)
        for key, label in reversed(SPEED_LABELS):
            w = fnt.size(label)[0] + int(18 * s)
            b = self.speed[key]
            b.rect = pygame.Rect(x - w, top.centery - h // 2, w, h)
            b.size = fs
            b.tooltip = "How fast computer players act"
            x -= w + 2
        self.speed_left = x
        undo_w = font(fs, bold=True).size("Undo")[0] + h // 2 + int(30 * s)
        label_w = font(layout.fs(13)).size("Speed")[0] + 16
        self.undo.rect = pygame.Rect(x - label_w - 18 - undo_w, top.centery - h // 2, undo_w, h)
        self.undo.size = fs
        self.undo_left = self.undo.rect.left if self.show_undo() else x

    def show_undo(self):
        return bool(getattr(self.play, "humans", None))

    def sync_undo(self):
        """Enabled only when the last action can be taken back; the tooltip says why not."""
        play = self.play
        reason = play.undo_reason() if hasattr(play, "undo_reason") else "Undo is not available"
        self.undo.enabled = reason is None
        self.undo.tooltip = "Take back your last action (Ctrl+Z)" if reason is None else f"Undo: {reason}"

    def invalidate(self):
        """Forget every cached picture (the game object was replaced)."""
        self._players_cache = (None, None)
        self._log_cache = (None, None)
        self._top_cache = (None, None)

    # -- input ------------------------------------------------------------------------

    def handle(self, event):
        """True when the HUD took the event."""
        play = self.play
        if self.menu.handle(event):
            play.ask_menu()
            return True
        if self.show_undo():
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                self.sync_undo()
            if self.undo.handle(event):
                play.undo()
                return True
        for key, b in self.speed.items():
            if b.handle(event):
                play.session.speed = key
                return True
        if event.type == pygame.MOUSEWHEEL:
            if self.log_rect.collidepoint(pygame.mouse.get_pos()) or self.log_rect.collidepoint(play.mouse):
                n = len(play.log_lines())
                self.log_scroll = max(0, min(max(0, n - 1), self.log_scroll + event.y * 2))
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            layout = play.layout
            if layout.top.collidepoint(event.pos) or layout.side.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5) \
                        and self.log_rect.collidepoint(event.pos):
                    n = len(play.log_lines())
                    step = 2 if event.button == 4 else -2
                    self.log_scroll = max(0, min(max(0, n - 1), self.log_scroll + step))
                return True
        return False

    def tooltip_at(self, pos):
        buttons = [self.menu, *self.speed.values()] + ([self.undo] if self.show_undo() else [])
        for b in buttons:
            if b.rect.collidepoint(pos) and b.tooltip:
                return b.tooltip
        for rect, text in self.tips:
            if rect.collidepoint(pos):
                return text
        return None

    # -- drawing ----------------------------------------------------------------------

    def draw(self, surface, layout):
        self.place_buttons(layout)
        self._draw_top(surface, layout)
        self._draw_side(surface, layout)

    def _draw_top(self, surface, layout):
        play = self.play
        game = play.game
        session = play.session
        key = (layout.size, play.version, session.speed, play.status_line(), play.thinking_text())
        cached_key, pic = self._top_cache
        if cached_key != key:
            pic = top_bar_picture(layout)
            cy = pic.get_height() // 2
            if game.over:
                rnd = f"Game over · {game.rounds} rounds"
            else:
                rnd = f"Round {game.round} of {game.rounds}"
            r = draw_text(pic, rnd, (14, cy), layout.fs(19), theme.TEXT_LIGHT, bold=True, serif=True,
                          valign="middle")
            x = draw_round_pips(pic, layout, game, r.right + 12, cy) + 24
            draw_turn_status(pic, layout, x, cy, session.seat, play.thinking_text() or play.status_line(),
                             self.undo_left - 20, layout.fs(17))
            draw_text(pic, "Speed", (self.speed_left - 6, cy), layout.fs(13), theme.BAR_LABEL, align="right",
                      valign="middle")
            self._top_cache = (key, pic)
        surface.blit(pic, layout.top.topleft)
        for k, b in self.speed.items():
            b.primary = session.speed == k
            b.draw(surface)
        if self.show_undo():
            self.sync_undo()
            self.undo.draw(surface)
        self.menu.draw(surface)

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

    def _draw_side(self, surface, layout):
        play = self.play
        self.log_rect = self.draw_side_frame(surface, layout)
        log = play.log_lines()
        key = (layout.size, len(log), self.log_scroll, play.pass_to is not None)
        cached_key, pic = self._log_cache
        if cached_key != key:
            pic = self._render_log(layout, log)
            self._log_cache = (key, pic)
        surface.blit(pic, self.log_rect.topleft)

    def draw_players(self, surface, layout, rect):
        """The players panel (coins, races) in rect; its hover texts go to self.tips."""
        play = self.play
        self.players_rect = pygame.Rect(rect)
        key = (layout.size, self.players_rect.size, id(play.game), play.version, play.viewer,
               play.coins_visible_key(), play.pass_to)
        cached_key, pic = self._players_cache
        if cached_key != key:
            pic, tips = self._render_players(layout)
            self._players_cache = (key, (pic, tips))
        else:
            pic, tips = pic
        surface.blit(pic, self.players_rect.topleft)
        self.tips = [(r.move(self.players_rect.topleft), t) for r, t in tips]

    def _row_height(self, layout):
        return font(layout.fs(17), bold=True).get_height() + 2 * font(layout.fs(14)).get_linesize() + 18

    def players_height(self, layout):
        n = len(self.play.game.players)
        return int(34 * layout.s) + n * (self._row_height(layout) + 4)

    def _render_players(self, layout):
        play = self.play
        game = play.game
        ruleset = game.ruleset
        w, h = self.players_rect.size
        pic = pygame.Surface((w, h))
        pic.fill(theme.BAR_BG)
        pygame.draw.rect(pic, theme.PANEL_BG, pic.get_rect(), border_radius=8)
        s = layout.s
        tips = []
        head = font(layout.fs(16), bold=True, serif=True)
        pic.blit(head.render("Players", True, theme.TEXT), (10, int(8 * s)))
        name_f = font(layout.fs(17), bold=True)
        small = font(layout.fs(14))
        small_b = font(layout.fs(14), bold=True)
        y = int(34 * s)
        row_h = self._row_height(layout)
        turn_seat = game.seat if not game.over else None
        acting = play.session.seat
        for seat, p in enumerate(game.players):
            row = pygame.Rect(6, y, w - 12, row_h)
            col = theme.player_color(seat)
            if seat == turn_seat:
                pygame.draw.rect(pic, theme.mix(theme.PANEL_BG, col, 0.22), row, border_radius=6)
                pygame.draw.rect(pic, col, row, 2, border_radius=6)
            else:
                pygame.draw.rect(pic, theme.mix(theme.PANEL_BG, (0, 0, 0), 0.04), row, border_radius=6)
            pygame.draw.rect(pic, col, (row.left, row.top + 4, 5, row.height - 8), border_radius=2)
            badge_r = int(12 * s)
            draw_seat_badge(pic, (row.left + 14 + badge_r, row.top + 6 + name_f.get_height() // 2), badge_r, seat)
            nx = row.left + 20 + 2 * badge_r
            coins_text = str(p.coins) if play.coins_visible(seat) else "?"
            cf = font(layout.fs(17), bold=True)
            cw = cf.size(coins_text)[0]
            coin_r = int(9 * s)
            cx = row.right - 10 - cw
            pic.blit(cf.render(coins_text, True, theme.TEXT), (cx, row.top + 6))
            draw_coin(pic, (cx - coin_r - 5, row.top + 6 + cf.get_height() // 2), coin_r)
            coin_rect = pygame.Rect(cx - 2 * coin_r - 6, row.top + 4, cw + 2 * coin_r + 10, cf.get_height() + 4)
            tips.append((coin_rect, "Coins" if coins_text != "?" else
                         "Coins are hidden from the other players until the end"))
            tag = COMPUTER_TAG if p.kind == "ai" else ""
            if seat == acting and seat != turn_seat:
                tag += " · retreating"
            if seat == turn_seat:
                tag += "  ◀"
            name = seat_label(p.name, tag, name_f, coin_rect.left - nx - 8)
            self.seat_labels[seat] = name
            pic.blit(name_f.render(name, True, theme.TEXT), (nx, row.top + 6))
            ly = row.top + 10 + name_f.get_height()
            chip_r = max(7, int(9 * s))
            chip_x = row.left + 14 + badge_r
            right = row.right - 10
            active = p.active
            if active is None:
                pic.blit(small.render("no active race", True, theme.TEXT_MUTED), (nx, ly))
            else:
                draw_race_chip(pic, (chip_x, ly + small.get_height() // 2), chip_r, active.id)
                regions = len(active.regions)
                on_map = sum(game.tokens[r] for r in active.regions)
                name = combo_name(active.race, active.power)
                stats = f"{regions} reg · {on_map} tok"
                if small_b.size(name)[0] + small.size(stats)[0] + 10 > right - nx:
                    stats = f"{regions} reg"
                sw = small.size(stats)[0]
                pic.blit(small.render(stats, True, theme.TEXT_MUTED), (right - sw, ly))
                label = small_b.render(fit_text(name, small_b, right - sw - 8 - nx), True, theme.TEXT)
                lr = pic.blit(label, (nx, ly))
                power = (f"\n\n{active.power.name} (+{active.power.bonus} tokens): {active.power.text}"
                         if active.power else "")
                tips.append((lr.union(pygame.Rect(chip_x - chip_r, ly, 2 * chip_r, lr.height)),
                             f"{active.race.name} ({active.race.banner} tokens): {active.race.text}{power}"))
            ly += small.get_linesize() + 2
            if p.declined:
                x = nx
                regions = sum(len(t.regions) for t in p.declined)
                stats = f"{regions} reg"
                sw = small.size(stats)[0]
                pic.blit(small.render(stats, True, theme.TEXT_MUTED), (right - sw, ly))
                draw_race_chip(pic, (chip_x, ly + small.get_height() // 2), chip_r, p.declined[0].id, True)
                for i, tribe in enumerate(p.declined):
                    if i:
                        draw_race_chip(pic, (x + chip_r, ly + small.get_height() // 2), chip_r, tribe.id, True)
                        x += 2 * chip_r + 4
                    label = tribe.race.name + (f" ({tribe.power.name})" if tribe.power else "")
                    tw = small.render(fit_text(label, small, max(10, right - sw - 8 - x)), True, theme.TEXT_MUTED)
                    tr = pic.blit(tw, (x, ly))
                    power = f"\n{tribe.power.name}: {tribe.power.text}" if tribe.power else ""
                    tips.append((tr, f"In decline: {tribe.race.name}: {tribe.race.text}{power}"))
                    x = tr.right + 10
            else:
                pic.blit(small.render("no race in decline", True, theme.mix(theme.TEXT_MUTED, theme.PANEL_BG, 0.4)),
                         (nx, ly))
            y += row_h + 4
        return pic, tips

    def _render_log(self, layout, log):
        play = self.play
        w, h = self.log_rect.size
        pic = pygame.Surface((max(1, w), max(1, h)))
        pic.fill(theme.BAR_BG)
        pygame.draw.rect(pic, theme.PANEL_BG, pic.get_rect(), border_radius=8)
        s = layout.s
        head = font(layout.fs(16), bold=True, serif=True)
        pic.blit(head.render("Game log", True, theme.TEXT), (10, int(8 * s)))
        if self.log_scroll:
            hint = font(layout.fs(12)).render(f"↑ {self.log_scroll} newer below — scroll", True, theme.TEXT_MUTED)
            pic.blit(hint, (w - hint.get_width() - 10, int(10 * s)))
        fnt = font(layout.fs(13))
        top = int(36 * s)
        bottom = h - 8
        y = bottom
        end = len(log) - self.log_scroll
        dot = max(4, int(5 * s))
        text_x = 14 + dot * 2
        i = end - 1
        clip = pic.get_clip()
        pic.set_clip(pygame.Rect(0, top, w, h - top - 4))
        while i >= 0 and y > top:
            text, seat = log[i]
            lines = wrap_text(text, fnt, w - text_x - 10)
            block = fnt.get_linesize() * len(lines)
            y -= block + 3
            color = theme.TEXT if not text.startswith("Round ") else theme.PANEL_BORDER
            if isinstance(seat, int):
                draw_seat_dot(pic, (10 + dot, y + fnt.get_height() // 2), dot, seat, is_computer(play.game, seat))
            ly = y
            bold = text.startswith("Round ") or text.startswith("Game over")
            f = font(layout.fs(13), bold=True) if bold else fnt
            for line in lines:
                pic.blit(f.render(line, True, color), (text_x, ly))
                ly += fnt.get_linesize()
            i -= 1
        pic.set_clip(clip)
        if not log:
            pic.blit(fnt.render("Nothing has happened yet.", True, theme.TEXT_MUTED), (12, top + 4))
        return pic

    def draw_tooltip(self, surface, pos, text):
        """The tooltip box near the mouse (widgets.Tooltip: its picture is cached by text)."""
        if not text:
            return None
        return self.tooltip.draw(surface, pos, text)
