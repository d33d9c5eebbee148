"""The Spend step's panel: one of Train, Build or Upgrade, put together by clicks, its cost against the
purse, and Confirm. Every option shows its cost; one the engine would refuse on its own is greyed with the
engine's reason (spend's check functions through EngineView.refusal, so the words are the rules').

    Train     a row per completed building with nothing in training: the piece it trains and its cost
    Build     a row per building tile kind (− n +), a row per space where an Outpost could start, and
              Call to Build for the first tile when the hand holds it
    Upgrade   a row per unit type: its next level, Strength, and the buildings it needs
"""

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.dialogs import draw_modal_panel
from game.ui.fonts import font
from game.ui.text import fit_text, wrap_text
from game.ui.widgets import Button

from . import action_words, words

TILE_KINDS = ("barracks", "range", "aerie")
UNIT_FOR = {"barracks": "melee", "range": "ranged", "aerie": "flying", "workshop": "worker"}
GREY = (150, 142, 130)
TICK = (46, 130, 80)


class SpendPanel:
    def __init__(self, scene, option):
        self.scene = scene
        self.option = option
        self.rows = self._rows()
        self.note = None
        self.rect = None
        self.row_rects = []
        self.buttons = {}

    @property
    def game(self):
        return self.scene.game

    @property
    def seat(self):
        return self.scene.seat

    def _refusal(self, action):
        return self.scene.engine.refusal(action)

    def _rows(self):
        game, seat = self.game, self.seat
        values = game.values
        player = game.seats[seat]
        rows = []
        if self.option == "train":
            for index, building in enumerate(player.buildings):
                if not building.done or building.training is not None:
                    continue
                kind = UNIT_FOR.get(building.kind, "melee")
                cost = dict(values.unit_cost.get(kind, {}))
                label = _("{building}: train a {kind} piece").format(building=words.building(building.kind),
                                                                     kind=words.kind(kind))
                action = {"type": "train", "player": seat, "buildings": [index]}
                rows.append({"key": ("train", index), "label": label, "cost": cost, "max": 1, "value": 0,
                             "reason": self._refusal(action)})
        elif self.option == "build":
            cost = dict(values.building_cost)
            for kind in TILE_KINDS:
                left = game.tiles_left(seat, kind)
                action = {"type": "build", "player": seat, "tiles": [kind]}
                by_card = ({**action, "by_card": kind} if "call_to_build" in player.hand else None)
                rows.append({"key": ("tile", kind), "label": _("{building} tile ({n} left)").format(
                    building=words.building(kind), n=left), "cost": cost, "max": max(0, left), "value": 0,
                    "reason": self._refusal(action),
                    # the first tile under Call to Build needs no worker: its own reason
                    "card_reason": self._refusal(by_card) if by_card else None})
            spaces = sorted({p.space for p in game.pieces.values() if p.owner == seat and p.kind == "worker"
                             and p.where == "map" and p.space is not None}, key=list(game.board.spaces).index)
            for space in spaces:
                action = {"type": "build", "player": seat, "outposts": [space]}
                reason = self._refusal(action)
                rows.append({"key": ("outpost", space), "label": _("Outpost in {space}").format(
                    space=action_words.space_name(game, space)), "cost": dict(values.outpost_cost), "max": 1,
                    "value": 0, "reason": reason})
            if "call_to_build" in player.hand:
                rows.append({"key": ("by_card",), "label": _("Play Call to Build for the first tile (no worker)"),
                             "cost": {}, "max": 1, "value": 0, "reason": None})
        else:
            for kind in ("melee", "ranged", "flying"):
                track = values.track(player.race, kind)
                level = player.levels.get(kind, 1)
                action = {"type": "upgrade", "player": seat, "kinds": [kind]}
                if level >= track.top:
                    label = _("{kind}: at the top level").format(kind=words.t(words.KIND_PLURALS, kind))
                else:
                    label = _("{kind}: level {a} → {b}, S {s}").format(
                        kind=words.t(words.KIND_PLURALS, kind), a=level, b=level + 1,
                        s=track.strength_at(level + 1))
                rows.append({"key": ("upgrade", kind), "label": label, "cost": dict(values.upgrade_cost), "max": 1,
                             "value": 0, "reason": self._refusal(action)})
        return rows

    def total(self):
        """What the chosen rows cost (a tile under Call to Build is paid like any: the card spares the
        worker, not the 2 + 2)."""
        gold = wood = 0
        for row in self.rows:
            n = row["value"]
            gold += row["cost"].get("gold", 0) * n
            wood += row["cost"].get("wood", 0) * n
        return {"gold": gold, "wood": wood}

    def action(self):
        seat = self.seat
        chosen = [r for r in self.rows if r["value"]]
        if self.option == "train":
            return {"type": "train", "player": seat, "buildings": [r["key"][1] for r in chosen]}
        if self.option == "upgrade":
            return {"type": "upgrade", "player": seat, "kinds": [r["key"][1] for r in chosen]}
        tiles = [r["key"][1] for r in chosen if r["key"][0] == "tile" for _ in range(r["value"])]
        outposts = [r["key"][1] for r in chosen if r["key"][0] == "outpost"]
        action = {"type": "build", "player": seat}
        if tiles:
            action["tiles"] = tiles
        if outposts:
            action["outposts"] = outposts
        if any(r["key"] == ("by_card",) for r in chosen) and tiles:
            action["by_card"] = tiles[0]
        return action

    # ------------------------------------------------------------------ input

    def handle(self, event, layout):
        for key, button in self.buttons.items():
            if button.handle(event):
                if key == "cancel":
                    self.scene.spend = None
                else:
                    self.confirm()
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.scene.spend = None
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        for rect, row, minus in self.row_rects:
            if rect.collidepoint(event.pos):
                self.toggle(row, minus and minus.collidepoint(event.pos))
                return

    def row_reason(self, row):
        """Why a row cannot be chosen now (None: it can): a tile row's own, or, with Call to Build ticked
        and no tile chosen yet, the reason of that tile built by the card."""
        if row["key"][0] == "tile" and any(r["key"] == ("by_card",) and r["value"] for r in self.rows) \
                and not any(r["key"][0] == "tile" and r["value"] for r in self.rows):
            return row["card_reason"]
        return row["reason"]

    def toggle(self, row, down=False):
        reason = self.row_reason(row)
        if reason and not row["value"]:
            self.note = reason
            return
        self.note = None
        if row["max"] <= 1:
            row["value"] = 0 if row["value"] else 1
        elif down:
            row["value"] = max(0, row["value"] - 1)
        else:
            row["value"] = min(row["max"], row["value"] + 1)

    def confirm(self):
        if not any(r["value"] for r in self.rows):
            self.note = _("Choose at least one line, or close the panel.")
            return
        events = self.scene.session.submit(self.action())
        if events is None:
            self.note = self.scene.session.last_refusal
            return
        self.scene.spend = None
        self.scene.messages.clear()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface, layout):
        s = layout.s
        area = layout.map
        fnt = font(layout.fs(15))
        small = font(layout.fs(13))
        bold = font(layout.fs(18), bold=True)
        row_h = fnt.get_linesize() + small.get_linesize() + 14
        width = min(area.width - 30, int(720 * s))
        height = bold.get_linesize() + len(self.rows) * row_h + int(130 * s)
        rect = pygame.Rect(0, 0, width, min(area.height - 16, height))
        rect.center = area.center
        self.rect = rect
        draw_modal_panel(surface, layout, rect)
        pad = int(14 * s)
        titles = {"train": _("Train"), "build": _("Build"), "upgrade": _("Upgrade")}
        surface.blit(bold.render(titles[self.option], True, theme.TEXT), (rect.left + pad, rect.top + pad))
        player = self.game.seats[self.seat]
        purse = _("Your purse: {gold} gold, {wood} wood").format(gold=player.gold, wood=player.wood)
        img = small.render(purse, True, theme.TEXT_MUTED)
        surface.blit(img, (rect.right - pad - img.get_width(), rect.top + pad + 4))
        y = rect.top + pad + bold.get_linesize() + 4
        self.row_rects = []
        for row in self.rows:
            r = pygame.Rect(rect.left + pad, y, rect.width - 2 * pad, row_h - 4)
            reason = self.row_reason(row)
            greyed = bool(reason) and not row["value"]
            pygame.draw.rect(surface, (236, 226, 200) if not greyed else (226, 220, 208), r, border_radius=5)
            pygame.draw.rect(surface, TICK if row["value"] else theme.PANEL_BORDER, r, 2 if row["value"] else 1,
                             border_radius=5)
            box = pygame.Rect(r.left + 6, r.top + 6, fnt.get_height(), fnt.get_height())
            minus = None
            if row["max"] <= 1:
                pygame.draw.rect(surface, theme.TEXT if not greyed else GREY, box, 2, border_radius=3)
                if row["value"]:
                    tick = [(box.left + 3, box.centery), (box.centerx - 1, box.bottom - 4),
                            (box.right - 3, box.top + 3)]
                    pygame.draw.lines(surface, TICK, False, tick, 3)
                tx = box.right + 8
            else:
                minus = pygame.Rect(r.left + 6, r.top + 4, fnt.get_height() + 6, fnt.get_height() + 4)
                surface.blit(fnt.render(f"−  {row['value']}  +", True, theme.TEXT if not greyed else GREY),
                             (minus.left + 2, minus.top + 1))
                tx = minus.left + fnt.size("−  0  +")[0] + 12
            ink = theme.TEXT if not greyed else GREY
            cost = words.cost_text(row["cost"]) if row["cost"] else ""
            cost_img = fnt.render(cost, True, ink)
            surface.blit(cost_img, (r.right - 8 - cost_img.get_width(), r.top + 4))
            label = fit_text(row["label"], fnt, r.right - 16 - cost_img.get_width() - tx)
            surface.blit(fnt.render(label, True, ink), (tx, r.top + 4))
            if greyed:
                why = fit_text(self.scene.refusal_words(reason), small, r.width - (tx - r.left) - 8)
                surface.blit(small.render(why, True, theme.DANGER), (tx, r.top + 4 + fnt.get_linesize()))
            self.row_rects.append((r, row, minus))
            y += row_h
        total = self.total()
        afford = total["gold"] <= player.gold and total["wood"] <= player.wood
        line = _("Total: {cost}").format(cost=words.cost_text(total) if total["gold"] or total["wood"] else "—")
        surface.blit(fnt.render(line, True, theme.TEXT if afford else theme.DANGER), (rect.left + pad, y + 4))
        y += fnt.get_linesize() + 6
        if self.note:
            for part in wrap_text(self.scene.refusal_words(self.note), small, rect.width - 2 * pad, max_lines=2):
                surface.blit(small.render(part, True, theme.DANGER), (rect.left + pad, y))
                y += small.get_linesize()
        bh = max(30, int(42 * s))
        size = layout.fs(16)
        specs = [("confirm", _("Confirm"), True), ("cancel", _("Back"), False)]
        x = rect.right - pad
        for key, label, primary in specs:
            w = font(size, bold=True).size(label)[0] + int(30 * s)
            br = pygame.Rect(x - w, rect.bottom - pad - bh, w, bh)
            button = self.buttons.get(key)
            if button is None:
                button = self.buttons[key] = Button(br, label, size=size, primary=primary)
            button.rect, button.label = br, label
            button.draw(surface)
            x -= w + 10


def action_words_capital(text):
    text = str(text or "")
    return text[:1].upper() + text[1:]


class PartnerPanel:
    """Gold and wood between team partners (C13): Give to a partner or Ask the partners, each amount with
    − and + (never more than the giver holds), then Confirm. The engine's reason shows under a refusal.
    Opened on a partner's request (`ask`), it answers it: "yes with amounts", up to what was asked."""

    def __init__(self, scene, partners, ask=None):
        self.scene = scene
        self.partners = list(partners)
        self.to = self.partners[0] if self.partners else None
        self.ask = ask
        self.mode = "answer" if ask is not None else "give"
        self.amounts = {"gold": 0, "wood": 0}
        if ask is not None:
            self.amounts = {resource: self.most(resource) for resource in self.amounts}
        self.note = None
        self.rect = None
        self.buttons = {}

    @property
    def game(self):
        return self.scene.game

    @property
    def seat(self):
        return self.scene.seat

    def action(self):
        action = {"type": self.mode, "player": self.seat}     # answer, give or ask
        if self.mode == "give":
            action["to"] = self.to
        for resource in ("gold", "wood"):
            if self.amounts[resource]:
                action[resource] = self.amounts[resource]
        return action

    def most(self, resource):
        held = getattr(self.game.seats[self.seat], resource)
        if self.mode == "answer":
            return min(held, int(self.ask.get(resource) or 0))
        if self.mode == "give":
            return held
        return 99

    def press(self, key):
        self.note = None
        if key == "cancel":
            self.scene.spend = None
        elif key == "confirm":
            if self.scene.session.submit(self.action()) is None:
                self.note = self.scene.session.last_refusal
            else:
                self.scene.spend = None
        elif key in ("give", "ask"):
            self.mode = key
            for resource in self.amounts:
                self.amounts[resource] = min(self.amounts[resource], self.most(resource))
        elif key.startswith("to"):
            self.to = int(key[2:])
        else:
            resource, sign = key.split("_")
            n = self.amounts[resource] + (1 if sign == "plus" else -1)
            self.amounts[resource] = max(0, min(self.most(resource), n))

    def handle(self, event, layout):
        for key, button in list(self.buttons.items()):
            if button.handle(event):
                self.press(key)
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.scene.spend = None

    def _button(self, key, rect, label, size, primary=False, enabled=True):
        button = self.buttons.get(key)
        if button is None:
            button = self.buttons[key] = Button(rect, label, size=size, primary=primary)
        button.rect, button.label, button.size, button.primary, button.enabled = rect, label, size, primary, enabled
        return button

    def draw(self, surface, layout):
        s = layout.s
        area = layout.map
        fnt = font(layout.fs(16))
        bold = font(layout.fs(19), bold=True)
        size = layout.fs(15)
        bh = max(30, int(38 * s))
        pad = int(14 * s)
        width = min(area.width - 30, int(620 * s))
        height = bold.get_linesize() + 5 * (bh + int(10 * s)) + int(40 * s)
        rect = pygame.Rect(0, 0, width, min(area.height - 16, height))
        rect.center = area.center
        self.rect = rect
        draw_modal_panel(surface, layout, rect)
        title = _("Your partner") if self.ask is None else _("{name} asks for {gold} gold and {wood} wood").format(
            name=action_words.seat_name(self.game, self.ask["from"]), gold=self.ask.get("gold", 0),
            wood=self.ask.get("wood", 0))
        surface.blit(bold.render(title, True, theme.TEXT), (rect.left + pad, rect.top + pad))
        player = self.game.seats[self.seat]
        purse = _("Your purse: {gold} gold, {wood} wood").format(gold=player.gold, wood=player.wood)
        img = font(layout.fs(13)).render(purse, True, theme.TEXT_MUTED)
        y = rect.top + pad + bold.get_linesize() + int(6 * s)
        if self.ask is None:
            surface.blit(img, (rect.right - pad - img.get_width(), rect.top + pad + 4))
        else:           # an answer has no mode to choose: its row tells what the purse holds
            surface.blit(img, (rect.left + pad, y + (bh - img.get_height()) // 2))
        drawn = []
        x = rect.left + pad
        for key, label in ((("give", _("Give")), ("ask", _("Ask"))) if self.ask is None else ()):
            w = font(size, bold=True).size(label)[0] + int(30 * s)
            drawn.append(self._button(key, pygame.Rect(x, y, w, bh), label, size, primary=self.mode == key))
            x += w + 8
        if self.mode == "give":
            for partner in self.partners:
                label = _("to {name}").format(name=action_words.seat_name(self.game, partner))
                w = font(size, bold=True).size(label)[0] + int(30 * s)
                drawn.append(self._button(f"to{partner}", pygame.Rect(x + 12, y, w, bh), label, size,
                                          primary=self.to == partner))
                x += w + 8
        y += bh + int(12 * s)
        for resource, name in (("gold", _("Gold")), ("wood", _("Wood"))):
            surface.blit(fnt.render(name, True, theme.TEXT), (rect.left + pad, y + (bh - fnt.get_height()) // 2))
            bx = rect.left + pad + int(140 * s)
            n = self.amounts[resource]
            drawn.append(self._button(f"{resource}_minus", pygame.Rect(bx, y, bh, bh), "−", size, enabled=n > 0))
            value = bold.render(str(n), True, theme.TEXT)
            surface.blit(value, (bx + bh + int(20 * s) - value.get_width() // 2, y + (bh - value.get_height()) // 2))
            drawn.append(self._button(f"{resource}_plus", pygame.Rect(bx + bh + int(40 * s), y, bh, bh), "+", size,
                                      enabled=n < self.most(resource)))
            y += bh + int(8 * s)
        if self.note:
            small = font(layout.fs(13))
            for part in wrap_text(self.scene.refusal_words(self.note), small,
                                  rect.width - 2 * pad, max_lines=2):
                surface.blit(small.render(part, True, theme.DANGER), (rect.left + pad, y))
                y += small.get_linesize()
        x = rect.right - pad
        for key, label, primary in (("confirm", _("Confirm"), True), ("cancel", _("Back"), False)):
            w = font(size, bold=True).size(label)[0] + int(30 * s)
            drawn.append(self._button(key, pygame.Rect(x - w, rect.bottom - pad - bh, w, bh), label, size,
                                      primary=primary, enabled=key != "confirm" or any(self.amounts.values())))
            x -= w + 10
        for key in [k for k, b in self.buttons.items() if b not in drawn]:
            del self.buttons[key]
        for button in drawn:
            button.draw(surface)
