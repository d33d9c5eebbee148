"""Choosing a combo, and the start of a turn with an active race: expand or decline.

`PickComboScene` shows the visible combos as six cards over the map: the power
and race names, the tokens they bring (banner + bonus, Amazons +4), both ability
texts, the price (position k costs k coins: one on each combo above it) and the
coins lying on the card. Cards the player cannot afford are greyed and say why.
"Show map" hides the cards to look at the board first.

`TurnChoiceScene`: a panel asking whether to expand or to send the race into
decline (offered only when the model allows the decline).
"""

import pygame

from game.i18n import _, generation, ngettext
from game.ui import theme
from game.ui.fonts import fit_line, fitting_font, font
from game.ui.pictures import draw_coin
from game.ui.text import combo_name, last_line
from game.ui.widgets import Button, draw_text, fit_text, wrap_text

from ..model import acting_tribes, pick_tokens, ready_tokens
from ..ui import world_pieces
from ..ui.race_chip import draw_race_chip
from .play_mode import PlayMode


def combo_tokens(game, combo):
    """(total tokens the pick gives, breakdown text)."""
    race, power = combo.race, combo.power
    total, extra = pick_tokens(game, combo)
    wanted = race.banner + power.bonus + extra
    parts = [f"{race.banner} {_(race.name)}"]
    if extra:
        parts.append(_("{n} extra").format(n=extra))
    parts.append(f"{power.bonus} {_(power.name)}")
    text = " + ".join(parts)
    if total < wanted:
        text += _(" (only {n} left in the box)").format(n=total)
    return total, text


class PickComboScene(PlayMode):
    covers_map = True

    def __init__(self, play):
        super().__init__(play)
        self.show_map = False
        self.cards = []          # screen rects of the cards, by position
        self.hovered = None
        self._cache = (None, None)
        self._press = None
        self.truncated = set()
        self.card_lines = {}     # position -> the ability texts' lines last drawn: (rect in the cards' picture, line)

    def coins(self):
        return self.game.players[self.seat].coins

    # ------------------------------------------------------------------ layout

    def layout_cards(self):
        layout = self.play.layout
        area = layout.map
        s = layout.s
        n = len(self.game.combos)
        header = int(64 * s)
        pad = int(16 * s)
        cols = 3 if area.width >= 700 else 2
        rows = max(1, (n + cols - 1) // cols) if n else 1
        rows = max(rows, 2)
        cw = (area.width - pad * (cols + 1)) // cols
        ch = min(int(350 * s), (area.height - header - pad * (rows + 1)) // rows)
        top = area.top + header + max(pad, (area.height - header - rows * ch - (rows - 1) * pad) // 2)
        self.cards = []
        for k in range(n):
            c, rw = k % cols, k // cols
            self.cards.append(pygame.Rect(area.left + pad + c * (cw + pad), top + rw * (ch + pad), cw, ch))
        return self.cards

    def card_at(self, pos):
        for k, rect in enumerate(self.cards):
            if rect.collidepoint(pos):
                return k
        return None

    # ------------------------------------------------------------------ drawing

    def draw_overlay(self, surface):
        self.covers_map = not self.show_map
        if self.show_map:
            return
        layout = self.play.layout
        self.layout_cards()
        # a new language, interface size or palette (Settings, during the game) draws the cards again
        key = (layout.size, layout.s, self.play.version, self.coins(), generation(), theme.palette())
        if self._cache[0] != key:
            self._cache = (key, self._render(layout))
        surface.blit(self._cache[1], layout.map.topleft)
        k = self.hovered
        if k is not None and k < len(self.cards) and k <= self.coins():
            pygame.draw.rect(surface, (255, 226, 120), self.cards[k].inflate(6, 6), 4, border_radius=12)

    def _render(self, layout):
        game = self.game
        area = layout.map
        s = layout.s
        pic = pygame.Surface(area.size)
        pic.blit(self.play.board_surface(), (0, 0))
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((24, 18, 12, 205))
        pic.blit(shade, (0, 0))
        name = game.players[self.seat].name
        coins = self.coins()
        # the player's purse, top right
        cf = font(layout.fs(24), bold=True)
        label = cf.render(f"{coins}", True, theme.BAR_TEXT)
        x = area.width - int(24 * s) - label.get_width()
        pic.blit(label, (x, int(14 * s)))
        draw_coin(pic, (x - int(18 * s), int(14 * s) + label.get_height() // 2), int(13 * s))
        purse = draw_text(pic, _("your coins"), (area.width - int(24 * s), int(14 * s) + label.get_height()),
                          layout.fs(12), (220, 206, 180), align="right")
        # the title and the rule of prices, left of the purse: smaller type in a narrow window, then "…"
        room = min(x - int(31 * s), purse.left) - int(20 * s) - 10
        title = _("{name}, choose a race and a special power").format(name=name)
        tf, title = fit_line(title, room, layout.fs(26), smallest=layout.fs(18), bold=True, serif=True)
        pic.blit(tf.render(title, True, theme.BAR_TEXT), (int(20 * s), int(12 * s)))
        sub_f, sub = fit_line(_("The first combo is free; each one further down costs 1 coin, laid on every combo "
                                "above it."), room, layout.fs(15), smallest=layout.fs(12))
        pic.blit(sub_f.render(sub, True, (220, 206, 180)), (int(20 * s), int(46 * s)))
        self.truncated = set()
        self.card_lines = {}
        for k, combo in enumerate(game.combos):
            rect = self.cards[k].move(-area.left, -area.top)
            self._card(pic, rect, k, combo, coins, layout)
        return pic

    def _card(self, pic, rect, k, combo, coins, layout):
        game = self.game
        s = layout.s
        race, power = combo.race, combo.power
        affordable = k <= coins
        bg = theme.PANEL_BG if affordable else (178, 170, 158)
        pygame.draw.rect(pic, (0, 0, 0), rect.move(3, 5), border_radius=10)
        pygame.draw.rect(pic, bg, rect, border_radius=10)
        rc = theme.race_color(race.id)
        strip = pygame.Rect(rect.left, rect.top, rect.width, int(36 * s))
        pygame.draw.rect(pic, theme.mix(bg, rc, 0.35), strip, border_top_left_radius=10, border_top_right_radius=10)
        pygame.draw.rect(pic, theme.PANEL_BORDER if affordable else (120, 112, 104), rect, 2, border_radius=10)
        pad = int(12 * s)
        # price and coins on it
        pf = font(layout.fs(16), bold=True)
        price = _("Free") if k == 0 else _("Costs {n}").format(n=k)
        pl = pf.render(price, True, theme.TEXT)
        pic.blit(pl, (rect.left + pad, strip.centery - pl.get_height() // 2))
        if k:
            draw_coin(pic, (rect.left + pad + pl.get_width() + int(12 * s), strip.centery), int(8 * s))
        if combo.coins:
            on = pf.render(_("+{n} on it").format(n=combo.coins), True, (120, 80, 10))
            ox = rect.right - pad - on.get_width()
            pic.blit(on, (ox, strip.centery - on.get_height() // 2))
            draw_coin(pic, (ox - int(12 * s), strip.centery), int(8 * s))
        faction = getattr(race, "faction", None)
        if faction:     # a Warcraft race's faction: a band under the strip and its word in the strip's middle
            band = pygame.Rect(rect.left + 2, strip.bottom - int(4 * s), rect.width - 4, int(4 * s))
            pygame.draw.rect(pic, world_pieces.faction_colour(faction), band)
            world_pieces.draw_faction_badge(pic, faction, (rect.centerx, strip.centery), layout.fs(13))
        # emblem and name
        y = strip.bottom + int(10 * s)
        chip_r = int(24 * s)
        draw_race_chip(pic, (rect.left + pad + chip_r, y + chip_r), chip_r, race.id)
        nx = rect.left + pad + 2 * chip_r + int(12 * s)
        nf = font(layout.fs(21), bold=True, serif=True)
        name = combo_name(race, power)
        if nf.size(name)[0] > rect.right - pad - nx:   # "Ghouls-Diplomat" (Russian) breaks after its hyphen
            name = name.replace("-", "-\n", 1)
        lines = wrap_text(name, nf, rect.right - pad - nx, max_lines=2)
        ny = y + chip_r - len(lines) * nf.get_linesize() // 2
        for line in lines:
            pic.blit(nf.render(line, True, theme.TEXT), (nx, ny))
            ny += nf.get_linesize()
        y += 2 * chip_r + int(8 * s)
        total, breakdown = combo_tokens(game, combo)
        tf = font(layout.fs(17), bold=True)
        tl = tf.render(ngettext("{n} token", "{n} tokens", total).format(n=total), True, theme.TEXT)
        pic.blit(tl, (rect.left + pad, y))
        bf = font(layout.fs(13))
        room = rect.right - pad - (rect.left + pad + tl.get_width() + 8)
        text = f"({breakdown})"
        if bf.size(text)[0] > room:   # narrow card: just the numbers
            extra = pick_tokens(game, combo)[1]
            text = "(" + " + ".join(str(n) for n in (race.banner, extra, power.bonus) if n) + ")"
        bl = bf.render(fit_text(text, bf, room), True, theme.TEXT_MUTED)
        pic.blit(bl, (rect.left + pad + tl.get_width() + 8, y + tl.get_height() - bl.get_height() - 1))
        y += tl.get_height() + int(6 * s)
        pygame.draw.line(pic, theme.mix(bg, theme.PANEL_BORDER, 0.5), (rect.left + pad, y), (rect.right - pad, y))
        y += int(6 * s)
        # ability texts: the lines that fit, the last of a cut text ending with "…" (the tooltip has them whole)
        hf = font(layout.fs(15), bold=True)
        xf = font(layout.fs(14))
        bottom = rect.bottom - pad - (int(22 * s) if not affordable else 0)
        width = rect.width - 2 * pad
        rows = []       # (font or None for the gap after a text, line)
        for head, text in ((_(race.name), _(race.text)), (_(power.name), _(power.text))):
            rows += [(hf, fit_text(head, hf, width))] + [(xf, line) for line in wrap_text(text, xf, width)]
            rows.append((None, ""))
        shown = []
        for f, line in rows:
            if f is not None and y + f.get_linesize() > bottom:
                self.truncated.add(k)
                break
            shown.append((f, line, y))
            y += f.get_linesize() if f is not None else int(4 * s)
        if k in self.truncated:
            while shown and (shown[-1][0] in (None, hf)):    # no gap or heading left without its text
                shown.pop()
            if shown:
                f, line, ly = shown[-1]
                shown[-1] = (f, last_line(line, f, width), ly)
        self.card_lines[k] = []
        for f, line, ly in shown:
            if f is not None:
                self.card_lines[k].append((pic.blit(f.render(line, True, theme.TEXT), (rect.left + pad, ly)), line))
        if not affordable:
            msg = _("Not enough coins: you have {n}").format(n=coins)
            ml = font(layout.fs(14), bold=True).render(msg, True, (140, 40, 30))
            pic.blit(ml, (rect.centerx - ml.get_width() // 2, rect.bottom - pad - ml.get_height()))

    # ------------------------------------------------------------------ the rest

    def tooltip(self, pos):
        if self.show_map:
            return None
        k = self.card_at(pos)
        if k is None or k >= len(self.game.combos):
            return None
        combo = self.game.combos[k]
        price = _("This combo costs {n} coins; you have {coins}.").format(n=k, coins=self.coins()) \
            if k > self.coins() else None
        if k in self.truncated:      # the texts the card cuts, whole (under the price of one out of reach)
            texts = f"{_(combo.race.name)}: {_(combo.race.text)}\n\n{_(combo.power.name)}: {_(combo.power.text)}"
            return f"{price}\n\n{texts}" if price else texts
        return price

    def hint(self):
        if self.show_map:
            return _("Looking at the map. Click \"Show combos\" to choose.")
        hint = _("Click a card to take that race and power.")
        if self.truncated:          # only when some card's texts are cut (drawn before the bar asks)
            hint += " " + _("Hover a card for the full texts.")
        return hint

    def hand_info(self):
        return None

    def actions(self):
        play = self.play
        specs = [{"key": "toggle_map", "label": _("Show combos") if self.show_map else _("Show map"), "primary": False,
                  "action": self.toggle_map, "tooltip": _("Switch between the combos and the map")}]
        declined = [t for t, d in acting_tribes(self.game) if d]
        for t in declined:
            specs.append({"key": f"ghouls_{t.id}", "label": _("Act with declined {race}").format(race=_(t.race.name)),
                          "primary": False, "action": lambda t=t: self.act_with(t),
                          "tooltip": _("Your declined {race} may conquer before you pick").format(
                              race=_(t.race.name))})
        if play.can("end_turn"):
            specs.insert(0, play.end_turn_spec())
        return specs

    def toggle_map(self):
        self.show_map = not self.show_map
        self.covers_map = not self.show_map
        self.play.hover = None

    def act_with(self, tribe):
        self.play.turn_ui["tribe"] = tribe.id
        self.play.sync()

    def handle(self, event):
        if self.show_map:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.card_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press = self.card_at(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press, self._press = self._press, None
            k = self.card_at(event.pos)
            if k is None or k != press:
                return False
            self.pick(k)
            return True
        return False

    def pick(self, k):
        coins = self.coins()
        if k > coins:
            self.play.messages.show(_("That combo costs {n} coins and you have {coins}").format(n=k, coins=coins))
            return
        self.play.submit({"type": "pick", "player": self.seat, "combo": k})


class TurnChoiceScene(PlayMode):
    """Expand with the active race, or send it into decline (only offered when legal)."""

    def __init__(self, play):
        super().__init__(play)
        self.buttons = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.tips = []

    def tribe(self):
        return self.game.players[self.seat].active

    def ready(self):
        return ready_tokens(self.game, self.tribe())

    def layout_panel(self):
        layout = self.play.layout
        area = layout.map
        s = layout.s
        w = min(area.width - 40, int(760 * s))
        bw = (w - int(60 * s)) // 2
        bh = max(34, int(48 * s))
        xf = font(layout.fs(13))
        lines = max(len(wrap_text(text, xf, bw)) for text in self.texts().values())
        h = int(96 * s) + bh + int(8 * s) + lines * xf.get_linesize() + int(16 * s)
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.midtop = (area.centerx, area.top + int(24 * s))
        y = self.panel.top + int(96 * s)
        rects = {"expand": pygame.Rect(self.panel.left + int(20 * s), y, bw, bh),
                 "decline": pygame.Rect(self.panel.right - int(20 * s) - bw, y, bw, bh)}
        for key, rect in rects.items():
            b = self.buttons.get(key)
            label = _("Expand") if key == "expand" else _("Decline")
            if b is None:
                b = self.buttons[key] = Button(rect, label, size=layout.fs(19), primary=key == "expand")
            b.rect = rect
            b.size = layout.fs(19)
            b.label = label         # in the language of now (Settings may change it during the game)
        return rects

    def draw_map(self, surface):
        layout = self.play.layout
        shade = pygame.Surface(layout.map.size, pygame.SRCALPHA)
        shade.fill((16, 12, 8, 70))
        surface.blit(shade, layout.map.topleft)

    def draw_overlay(self, surface):
        layout = self.play.layout
        s = layout.s
        rects = self.layout_panel()
        p = self.panel
        tribe = self.tribe()
        pygame.draw.rect(surface, (0, 0, 0), p.move(3, 5), border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_BG, p, border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_BORDER, p, 2, border_radius=12)
        chip = int(22 * s)
        draw_race_chip(surface, (p.left + int(20 * s) + chip, p.top + int(18 * s) + chip), chip, tribe.id)
        tx = p.left + int(30 * s) + 2 * chip
        name = combo_name(tribe.race, tribe.power)
        title = _("Your {name}: expand or decline?").format(name=name)
        room = p.right - tx - 12      # one line: the counts are just under it
        fnt = fitting_font(title, room, layout.fs(22), smallest=layout.fs(15), bold=True, serif=True)
        draw_text(surface, fit_text(title, fnt, room), (tx, p.top + int(16 * s)), font=fnt)
        regions = len(tribe.regions)
        held = ngettext("{n} region held", "{n} regions held", regions).format(n=regions)
        ready = ngettext("{n} token ready to conquer with", "{n} tokens ready to conquer with",
                         self.ready()).format(n=self.ready())
        draw_text(surface, f"{held}, {ready}", (tx, p.top + int(50 * s)), layout.fs(14), theme.TEXT_MUTED)
        for b in self.buttons.values():
            b.draw(surface)
        xf = font(layout.fs(13))
        texts = self.texts()
        for key, rect in rects.items():
            y = rect.bottom + int(8 * s)
            for line in wrap_text(texts[key], xf, rect.width):
                if y + xf.get_linesize() > p.bottom - 4:
                    break
                surface.blit(xf.render(line, True, theme.TEXT), (rect.left, y))
                y += xf.get_linesize()

    def texts(self):
        tribe = self.tribe()
        texts = {
            "expand": _("Keep 1 token in each region, take the rest in hand and conquer more."),
            "decline": _("Flip your {race}: 1 token stays in each region and scores 1 coin a turn. "
                         "You pick a new race next turn.").format(race=_(tribe.race.name)),
        }
        early = [t for t, d in acting_tribes(self.game) if d]
        if early:
            texts["expand"] += _(" Your declined {race} may conquer first.").format(race=_(early[0].race.name))
        return texts

    def tooltip(self, pos):
        tribe = self.tribe()
        if self.buttons.get("decline") and self.buttons["decline"].rect.collidepoint(pos):
            return _("Decline: your race stops conquering; its regions still score. You cannot decline the turn you "
                     "picked a race.")
        if self.panel.collidepoint(pos):
            power = f"\n\n{_(tribe.power.name)}: {_(tribe.power.text)}" if tribe.power else ""
            return f"{_(tribe.race.name)}: {_(tribe.race.text)}{power}"
        return None

    def hint(self):
        return _("Expand to conquer with your race, or Decline to send it into decline and score.")

    def hand_info(self):
        tribe = self.tribe()
        return (tribe.id, self.ready(), _("ready to conquer"))

    def actions(self):
        return []

    def handle(self, event):
        self.layout_panel()
        for key, b in self.buttons.items():
            if b.handle(event):
                if key == "expand":
                    self.play.turn_ui["expanded"] = True
                    self.play.sync()
                else:
                    self.play.submit({"type": "decline", "player": self.seat})
                return True
        return False
