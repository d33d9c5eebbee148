"""The side panel of Warcraft's play screen: a tab per seat, the shown seat's sheet and the log.

The sheet: name and race (team), VP, gold and wood, each unit type's level, Strength and ability, the
buildings and what trains in them, the hand's, deck's and discard's sizes and the VP cards laid. The hand
itself is drawn face up only when `hand_open` says so (the play screen: the seat to act is a person at
the screen, behind the pass-the-device screen in hot-seat); every other seat's hand is its card backs.

`hit(pos)` names what a click is on: ("tab", seat), ("card", card id), ("piece", piece id in training).
"""

import pygame

from game.i18n import _, ngettext
from game.ui import theme
from game.ui.fonts import fit_line, font
from game.ui.log_panel import LogPanel
from game.ui.text import fit_text, wrap_text
from games.warcraft_board.ui import look
from games.warcraft_board.ui.pieces import piece_picture

from . import words

SHEET = (244, 234, 210)
INK = theme.TEXT
MUTED = theme.TEXT_MUTED
CARD = (250, 244, 226)
CARD_BACK = (70, 52, 80)
PLAYABLE = (255, 206, 60)


class SidePanel:
    def __init__(self):
        self.log = LogPanel()
        self.tabs = []       # (rect, seat)
        self.cards = []      # (rect, card)
        self.trained = []    # (rect, piece id)
        self.chosen = None   # the card chosen in the hand, waiting for its target

    def hit(self, pos):
        for rect, seat in self.tabs:
            if rect.collidepoint(pos):
                return ("tab", seat)
        for rect, card in self.cards:
            if rect.collidepoint(pos):
                return ("card", card)
        for rect, piece in self.trained:
            if rect.collidepoint(pos):
                return ("piece", piece)
        return None

    def card_at(self, pos):
        for rect, card in self.cards:
            if rect.collidepoint(pos):
                return card
        return None

    def draw(self, surface, layout, game, shown, to_act, log_lines, hand_open, playable=(), deployable=(),
             vp_of=None):
        rect = layout.side
        pygame.draw.rect(surface, theme.BAR_BG, rect)
        pygame.draw.line(surface, theme.BAR_EDGE, rect.topleft, rect.bottomleft, 2)
        pad, s = layout.pad, layout.s
        inner = rect.inflate(-2 * pad, -2 * pad)
        self.tabs, self.cards, self.trained = [], [], []
        tabs_h = max(28, int(34 * s))
        self._draw_tabs(surface, layout, game, pygame.Rect(inner.left, inner.top, inner.width, tabs_h), shown, to_act)
        sheet = pygame.Rect(inner.left, inner.top + tabs_h + 2, inner.width, int(inner.height * 0.62) - tabs_h)
        pygame.draw.rect(surface, SHEET, sheet, border_radius=6)
        pygame.draw.rect(surface, look.race_color(game.race_of(shown)), sheet, 3, border_radius=6)
        self._draw_sheet(surface, layout, game, shown, sheet.inflate(-2 * pad, -2 * pad), hand_open, playable,
                         deployable, vp_of)
        log_rect = pygame.Rect(inner.left, sheet.bottom + pad, inner.width, inner.bottom - sheet.bottom - pad)
        colors = [look.race_color(seat.race) for seat in game.seats]
        self.log.draw(surface, log_rect, log_lines, colors, s)

    def _draw_tabs(self, surface, layout, game, rect, shown, to_act):
        n = len(game.seats)
        w = rect.width // max(1, n)
        for seat in range(n):
            r = pygame.Rect(rect.left + seat * w, rect.top, w - 3, rect.height)
            race = game.seats[seat].race
            color = look.race_color(race)
            bg = SHEET if seat == shown else theme.mix(theme.BAR_BG, color, 0.25)
            pygame.draw.rect(surface, bg, r, border_top_left_radius=6, border_top_right_radius=6)
            if seat == to_act:
                pygame.draw.rect(surface, look.LIT, r, 2, border_top_left_radius=6, border_top_right_radius=6)
            chip = r.height - 8
            surface.blit(piece_picture(race, "melee", chip), (r.left + 3, r.top + 4))
            name = game.seats[seat].name or words.race_short(race)
            if game.seats[seat].eliminated:
                name = "✕ " + name
            ink = INK if seat == shown else theme.BAR_TEXT
            fnt, text = fit_line(name, r.width - chip - 10, layout.fs(14), bold=seat == shown)
            surface.blit(fnt.render(text, True, ink), (r.left + chip + 6, r.centery - fnt.get_height() // 2))
            self.tabs.append((r, seat))

    def _draw_sheet(self, surface, layout, game, seat_index, rect, hand_open, playable, deployable, vp_of):
        seat = game.seats[seat_index]
        fs = layout.fs
        y = rect.top
        big = font(fs(17), bold=True)
        small = font(fs(13))
        bold = font(fs(13), bold=True)
        title = words.race(seat.race)
        if seat.kind == "ai":
            title += _(" (computer)")
        surface.blit(big.render(fit_text(seat.name or title, big, rect.width), True, INK), (rect.left, y))
        y += big.get_linesize()
        line = title if seat.name else ""
        if seat.team:
            line = (line + " · " if line else "") + _("team: {team}").format(team=_(seat.team.capitalize()))
        if line:
            surface.blit(small.render(fit_text(line, small, rect.width), True, MUTED), (rect.left, y))
            y += small.get_linesize()
        parts = [_("Gold {n}").format(n=seat.gold), _("Wood {n}").format(n=seat.wood)]
        if vp_of is not None:
            parts.insert(0, _("VP {n}").format(n=vp_of(seat_index)))
        self._coins(surface, (rect.left, y), parts, bold, seat)
        y += bold.get_linesize() + 4
        # the three tracks
        icon = max(14, int(bold.get_linesize() * 1.05))
        for kind in look.UNIT_KINDS:
            track = game.values.track(seat.race, kind)
            level = seat.levels.get(kind, 1)
            surface.blit(piece_picture(seat.race, kind, icon), (rect.left, y))
            text = _("{kind}: level {level}/{top}, S {s}").format(
                kind=words.t(words.KIND_PLURALS, kind), level=level, top=track.top, s=game.strength(seat_index, kind))
            if level >= track.top:
                text += " ★"
            abilities = sorted(game.abilities(seat_index, kind))
            if abilities:
                text += " · " + ", ".join(words.t(words.ABILITIES, a) for a in abilities)
            text = fit_text(text, small, rect.width - icon - 4)
            surface.blit(small.render(text, True, INK), (rect.left + icon + 4, y))
            y += max(icon, small.get_linesize()) + 1
        # buildings
        y += 2
        surface.blit(bold.render(_("Buildings"), True, MUTED), (rect.left, y))
        y += bold.get_linesize()
        for _index, building in enumerate(seat.buildings):
            name = words.building(building.kind)
            if not building.done:
                name = _("{building} (under construction)").format(building=name)
            x = rect.left + 6
            surface.blit(small.render(fit_text(name, small, rect.width // 2), True, INK if building.done else MUTED),
                         (x, y))
            if building.training is not None:
                piece = game.pieces.get(building.training)
                if piece is not None:
                    px = rect.left + rect.width // 2 + 4
                    r = pygame.Rect(px, y, icon, icon)
                    if piece.id in deployable:
                        pygame.draw.rect(surface, PLAYABLE, r.inflate(4, 4), 2, border_radius=4)
                    surface.blit(piece_picture(seat.race, piece.kind, icon), r)
                    label = _("trained: {kind}").format(kind=words.kind(piece.kind))
                    surface.blit(small.render(fit_text(label, small, rect.right - r.right - 4), True, INK),
                                 (r.right + 4, y))
                    self.trained.append((r, piece.id))
            y += max(small.get_linesize(), icon if building.training is not None else 0)
            if y > rect.bottom - small.get_linesize() * 3:
                break
        # cards
        y += 3
        counts = ngettext("{n} card in hand", "{n} cards in hand", len(seat.hand)).format(n=len(seat.hand))
        counts += " · " + _("deck {deck}, discard {discard}").format(deck=len(seat.deck), discard=len(seat.discard))
        if seat.vp_cards:
            counts += " · " + _("VP cards laid: {n}").format(n=seat.vp_cards)
        for line in wrap_text(counts, small, rect.width, max_lines=2):
            surface.blit(small.render(line, True, MUTED), (rect.left, y))
            y += small.get_linesize()
        y += 2
        self._draw_hand(surface, layout, seat, pygame.Rect(rect.left, y, rect.width, rect.bottom - y), hand_open,
                        playable)

    def _coins(self, surface, pos, parts, fnt, seat):
        x, y = pos
        for _k, text in enumerate(parts):
            img = fnt.render(text, True, INK)
            surface.blit(img, (x, y))
            x += img.get_width() + 14

    def _draw_hand(self, surface, layout, seat, rect, hand_open, playable):
        n = len(seat.hand)
        if n == 0 or rect.height < 12:
            return
        gap = 4
        size = max(10, layout.fs(12))
        names = [words.card(card) for card in seat.hand] if hand_open else []
        cols = 3 if rect.width < 420 else 4
        while cols > 2 and names:        # a card's whole name must show: fewer, wider cards when one is long
            w = (rect.width - gap * (cols - 1)) // cols
            if all(font(max(10, size - 2), bold=True).size(name)[0] <= w - 8 for name in names):
                break
            cols -= 1
        w = (rect.width - gap * (cols - 1)) // cols
        h = max(16, min(int(layout.fs(13) * 2.0), (rect.height - gap * 2) // max(1, (n + cols - 1) // cols)))
        for k, card in enumerate(seat.hand):
            r = pygame.Rect(rect.left + (k % cols) * (w + gap), rect.top + (k // cols) * (h + gap), w, h)
            if r.bottom > rect.bottom:
                break
            if hand_open:
                pygame.draw.rect(surface, PLAYABLE if card == self.chosen else CARD, r, border_radius=4)
                edge = PLAYABLE if card in playable else theme.PANEL_BORDER
                pygame.draw.rect(surface, edge, r, 3 if card in playable else 1, border_radius=4)
                fnt, text = fit_line(words.card(card), w - 8, size, bold=True, smallest=max(9, size - 3))
                surface.blit(fnt.render(text, True, INK), (r.left + 4, r.centery - fnt.get_height() // 2))
                self.cards.append((r, card))
            else:
                pygame.draw.rect(surface, CARD_BACK, r, border_radius=4)
                pygame.draw.rect(surface, look.GOLD_DARK, r.inflate(-6, -6), 1, border_radius=3)
