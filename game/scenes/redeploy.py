"""Redeployment, retreats and the end of a turn.

`RedeployScene`: the acting race's regions are outlined; each has − and + buttons
beside its stack (a click on the region adds one from the hand, a right-click
takes one back, a drag moves one from region to region). The hand shows what is
left to place; "Confirm" sends the `redeploy` action of docs/FORMATS.md §3 with a count
for every region (summing to the model's redeploy_spread; Amazons may leave 0).
Encampments, the fortress and the heroes are marker modes of the same screen.

`RetreatScene`: a human defender adds the tokens he took back to his regions.
`EndTurnScene`: after the redeployment: Diplomat's peace, Stout's decline, End turn.
"""

import pygame

from ..model.legal import even_spread, redeploy_spread
from ..ui import theme, tokens
from ..ui.fonts import font
from ..ui.widgets import Button, draw_seat_badge, draw_text, fit_text, wrap_text
from .play_mode import PlayMode

MARKER_MODES = {
    "encampment": "Encampments",
    "hero": "Heroes",
    "fortress": "Fortress",
}


class RedeployScene(PlayMode):
    def __init__(self, play, tribe):
        super().__init__(play)
        game = play.game
        self.tribe = tribe
        self.in_decline = tribe.declined
        self.regions = sorted(tribe.regions)
        self.setup_counts()
        ab = tribe.ab
        active = not self.in_decline
        self.use_enc = bool(ab.encampments) and active and bool(self.regions)
        self.enc_max = ab.encampments
        self.enc = {r: game.encampment[r] for r in self.regions if game.encampment[r]} if self.use_enc else {}
        self.use_heroes = bool(ab.heroes) and active and bool(self.regions)
        self.hero_max = ab.heroes
        self.heroes = [r for r in self.regions if game.hero[r]] if self.use_heroes else []
        self.use_fortress = (bool(ab.fortress) and active and not game.turn.fortress_placed
                             and game.supply.get("fortress", 0) > 0
                             and any(not game.fortress[r] for r in self.regions))
        self.fortress = None
        self.marker = None
        self.gen = 0
        self._press = None

    # ------------------------------------------------------------------ the numbers

    def setup_counts(self):
        game = self.game
        # with no region left the whole hand is kept for the next turn: nothing to place
        self.total = redeploy_spread(game, self.tribe, self.in_decline) if self.regions else 0
        self.counts = {r: game.tokens[r] for r in self.regions}
        # Amazons may leave a region (0) only when their tokens cannot cover every region
        self.may_leave = (bool(self.tribe.ab.extra_tokens) and not self.in_decline
                          and self.total < len(self.regions))
        low = 0 if self.may_leave else 1
        self.floor = {r: low for r in self.regions}

    @property
    def hand(self):
        """Tokens still to place (negative: tokens to take off the map)."""
        return self.total - sum(self.counts.values())

    def add(self, r, n):
        if r not in self.counts:
            return False
        if n > 0 and self.hand < n:
            self.play.messages.show("No tokens left in hand: take one from another region first (−)", "info", 2.5)
            return False
        if n < 0 and self.counts[r] + n < self.floor[r]:
            self.play.messages.show(self.floor_reason(r), "info", 2.5)
            return False
        self.counts[r] += n
        self.gen += 1
        return True

    def floor_reason(self, r):
        if self.floor[r] == 0:
            return "No tokens left there"
        return "Every region keeps at least 1 token"

    def move(self, a, b):
        if self.counts.get(a, 0) - 1 < self.floor.get(a, 1):
            self.play.messages.show(self.floor_reason(a), "info", 2.5)
            return False
        self.counts[a] -= 1
        self.counts[b] += 1
        self.gen += 1
        return True

    def spread_evenly(self):
        allow_zero = self.floor and min(self.floor.values()) == 0
        self.counts = dict(even_spread(self.regions, self.total, allow_zero))
        self.gen += 1

    def kept(self):
        return [r for r in self.regions if self.counts[r] > 0]

    def problem(self):
        """Why the redeployment cannot be confirmed yet (None when it can)."""
        hand = self.hand
        if hand > 0:
            return f"Place the {hand} token{'s' if hand != 1 else ''} still in hand first"
        if hand < 0:
            return f"Take {-hand} more token{'s' if hand != -1 else ''} off the map first"
        if getattr(self, "may_leave", False) and len(self.kept()) < min(len(self.regions), self.total):
            return "Keep 1 token in as many regions as your tokens can cover"
        return None

    # ------------------------------------------------------------------ the action

    def build_action(self):
        game = self.game
        action = {"type": "redeploy", "player": self.seat,
                  "tokens": {game.region_id(r): self.counts[r] for r in self.regions}}
        if self.in_decline:
            action["race"] = self.tribe.id
        kept = set(self.kept())
        if self.use_enc:
            action["encampments"] = {game.region_id(r): n for r, n in sorted(self.enc.items()) if n and r in kept}
        if self.use_heroes:
            action["heroes"] = [game.region_id(r) for r in self.heroes if r in kept]
        if self.fortress is not None and self.fortress in kept:
            action["fortress"] = game.region_id(self.fortress)
        return action

    def confirm(self):
        if self.play.submit(self.build_action()) is not None:
            self.play.turn_ui["redeploy"] = None
            self.play.sync()

    # ------------------------------------------------------------------ geometry of the ± buttons

    def button_centers(self, r):
        """Screen positions of the − and + buttons of region r."""
        play = self.play
        ax, ay = play.anchor_screen(r)
        chip = tokens.chip_radius(play.token_scale)
        return (ax - chip * 1.95, ay), (ax + chip * 1.95, ay)

    def button_radius(self):
        return max(10, int(tokens.chip_radius(self.play.token_scale) * 0.55))

    def button_at(self, pos):
        rad = self.button_radius() + 2
        for r in self.regions:
            minus, plus = self.button_centers(r)
            for sign, (x, y) in ((-1, minus), (1, plus)):
                if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= rad * rad:
                    return r, sign
        return None

    # ------------------------------------------------------------------ the token layer

    def board_key(self):
        return (self.gen, self.marker, self.tribe.id)

    def paint_under_tokens(self, surface):
        play = self.play
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((18, 14, 10, 95))
        for r in self.regions:
            pygame.draw.polygon(dim, (0, 0, 0, 0), play.polys[r])
        surface.blit(dim, (0, 0))
        w = max(2, int(round(3 * play.token_scale)))
        for r in self.regions:
            color = theme.OWN_COLOR if self.counts[r] > 0 else theme.ABANDON_COLOR
            pygame.draw.lines(surface, (20, 30, 40), True, play.polys[r], w + 3)
            pygame.draw.lines(surface, color, True, play.polys[r], w)

    def working_markers(self, r):
        markers = self.play.region_markers(r)
        if self.use_enc:
            markers.pop("encampment", None)
            if self.enc.get(r):
                markers["encampment"] = self.enc[r]
        if self.use_heroes:
            markers.pop("hero", None)
            if r in self.heroes:
                markers["hero"] = 1
        if self.fortress == r:
            markers["fortress"] = 1
        return markers

    def token_overrides(self):
        out = {}
        owner = self.tribe.owner
        for r in self.regions:
            out[r] = (self.tribe.id, self.counts[r], owner, self.in_decline, self.working_markers(r))
        return out

    def paint_over_tokens(self, surface):
        play = self.play
        ox, oy = play.layout.map.topleft
        rad = self.button_radius()
        fnt = font(max(12, int(rad * 1.5)), bold=True)
        for r in self.regions:
            minus, plus = self.button_centers(r)
            for sign, (x, y) in ((-1, minus), (1, plus)):
                x, y = x - ox, y - oy
                if sign < 0:
                    on = self.counts[r] > self.floor[r]
                else:
                    on = self.hand > 0
                fill = (250, 244, 230) if on else (170, 162, 150)
                pygame.draw.circle(surface, (30, 24, 18), (x, y + 1), rad + 2)
                pygame.draw.circle(surface, fill, (x, y), rad)
                label = fnt.render("−" if sign < 0 else "+", True, (40, 30, 24) if on else (110, 104, 96))
                surface.blit(label, label.get_rect(center=(int(x), int(y) - 1)))
            if self.counts[r] == 0:
                ax, ay = play.anchors[r]
                draw_text(surface, "leave", (ax, ay), 13, (255, 230, 220), bold=True, align="center",
                          valign="middle", outline=(90, 20, 10))

    # ------------------------------------------------------------------ per frame

    def draw_map(self, surface):
        play = self.play
        r = play.hover
        if r is not None and r in self.counts:
            play.draw_glow(surface, r, (255, 255, 255), 45, 0)
        if self._press is not None and self._press[0] == "region" and self._press[2]:
            a = self._press[1]
            b = play.region_at(play.mouse)
            start = play.anchor_screen(a)
            end = play.anchor_screen(b) if b in self.counts and b != a else play.mouse
            pygame.draw.line(surface, (20, 20, 20), start, end, 7)
            pygame.draw.line(surface, theme.OWN_COLOR, start, end, 4)
            pygame.draw.circle(surface, theme.OWN_COLOR, end, 7)

    def region_tip(self, r):
        if r not in self.counts:
            return f"Not a region of your {self.tribe.race.name}"
        if self.marker == "encampment":
            return "Click: add an encampment here · right-click: take it back"
        if self.marker == "hero":
            return "Click: put a hero here (or take it back)"
        if self.marker == "fortress":
            return "Click: build the fortress here"
        return "Click or +: one more token here · right-click or −: one back to hand · drag: move one"

    def marker_counts(self):
        bits = []
        if self.use_enc:
            bits.append(f"encampments {sum(self.enc.values())}/{self.enc_max}")
        if self.use_heroes:
            bits.append(f"heroes {len(self.heroes)}/{self.hero_max}")
        if self.use_fortress:
            bits.append("fortress " + ("placed" if self.fortress is not None else "not placed"))
        return bits

    def hint(self):
        race = self.tribe.race.name
        if self.marker == "encampment":
            return (f"Encampments {sum(self.enc.values())}/{self.enc_max}: click your regions to place them "
                    "(+1 defence each), right-click to take back. Done: Esc.")
        if self.marker == "hero":
            return (f"Heroes {len(self.heroes)}/{self.hero_max}: click two different regions; they become "
                    "immune. Done: Esc.")
        if self.marker == "fortress":
            return "Fortress: click the region to build it in (+1 defence, +1 coin a turn). Done: Esc."
        hand = self.hand
        lead = f"Redeploy your {'declined ' if self.in_decline else ''}{race}: "
        if not self.regions:
            return lead + "you hold no region; the tokens stay in hand for your next turn. Confirm."
        if hand > 0:
            text = f"{hand} left to place: + / click a region, − / right-click, or drag between regions."
        elif hand < 0:
            text = f"take {-hand} more off the map (−)"
            if self.tribe.ab.extra_tokens and not self.in_decline:
                text += f": the {self.tribe.ab.extra_tokens} extra Amazons leave the map until next turn."
        elif self.problem():
            text = self.problem() + "."
        else:
            text = "all placed. Adjust with + / − or drag, then Confirm."
        markers = self.marker_counts()
        if markers:
            text += " Markers: " + ", ".join(markers) + "."
        return lead + text

    def hand_info(self):
        return (self.tribe.id, self.hand, "to place" if self.hand >= 0 else "to take off")

    def actions(self):
        specs = []
        if self.marker is not None:
            specs.append({"key": "marker_done", "label": f"Done: {MARKER_MODES[self.marker]}", "primary": True,
                          "action": lambda: self.set_marker(None), "tooltip": "Back to moving tokens (Esc)"})
            return specs
        problem = self.problem()
        specs.append({"key": "confirm", "label": "Confirm", "primary": True, "enabled": problem is None,
                      "action": self.confirm, "tooltip": problem or "Send this redeployment"})
        if self.regions:
            specs.append({"key": "spread", "label": "Spread evenly", "primary": False, "action": self.spread_evenly,
                          "tooltip": "Put the same number of tokens in each of your regions"})
        if self.use_fortress:
            specs.append({"key": "m_fortress", "label": "Fortress…", "primary": False,
                          "action": lambda: self.set_marker("fortress"),
                          "tooltip": "Fortified: build one fortress in one of your regions"})
        if self.use_heroes:
            specs.append({"key": "m_hero", "label": f"Heroes {len(self.heroes)}/{self.hero_max}…", "primary": False,
                          "action": lambda: self.set_marker("hero"),
                          "tooltip": "Heroic: put your 2 heroes in 2 regions: they are immune"})
        if self.use_enc:
            specs.append({"key": "m_enc", "label": f"Camps {sum(self.enc.values())}/{self.enc_max}…",
                          "primary": False, "action": lambda: self.set_marker("encampment"),
                          "tooltip": "Bivouacking: place your encampments, +1 defence each"})
        camp = self.game.turn.campaigns.get(self.tribe)
        if camp is None or not camp.over:
            specs.append({"key": "back", "label": "Back to conquest", "primary": False, "action": self.back,
                          "tooltip": "Conquer more before redeploying"})
        return specs

    def set_marker(self, kind):
        self.marker = kind
        self.gen += 1

    def cancel(self):
        if self.marker is not None:
            self.set_marker(None)
            return True
        return False

    def back(self):
        self.play.turn_ui["redeploy"] = None
        self.play.turn_ui["tribe"] = self.tribe.id
        self.play.turn_ui["expanded"] = True
        self.play.sync()

    # ------------------------------------------------------------------ input

    def handle(self, event):
        play = self.play
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            hit = self.button_at(event.pos) if self.marker is None else None
            if hit is not None:
                self._press = ("button", hit, False)
            else:
                self._press = ("region", play.region_at(event.pos), False, event.button)
            return True
        if event.type == pygame.MOUSEMOTION and self._press is not None and self._press[0] == "region":
            a = self._press[1]
            b = play.region_at(event.pos)
            if a in self.counts and b != a and self.marker is None and self._press[3] == 1:
                self._press = ("region", a, True, 1)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            press, self._press = self._press, None
            if press is None:
                return False
            if press[0] == "button":
                hit = self.button_at(event.pos)
                if hit == press[1]:
                    r, sign = hit
                    self.add(r, sign)
                return True
            a = press[1]
            b = play.region_at(event.pos)
            if b is None:
                return False
            if a in self.counts and b in self.counts and a != b and event.button == 1 and self.marker is None:
                self.move(a, b)
                return True
            if a != b:
                return False
            if b not in self.counts:
                play.messages.show(f"Only the outlined regions of your {self.tribe.race.name} take part", "info", 2.5)
                return True
            self.click(b, event.button == 3)
            return True
        return False

    def click(self, r, right):
        if self.marker is None:
            self.add(r, -1 if right else 1)
            return
        if self.counts[r] == 0:
            self.play.messages.show("That region is being left: markers must go in a region you keep", "info")
            return
        if self.marker == "encampment":
            have = sum(self.enc.values())
            if right:
                if self.enc.get(r):
                    self.enc[r] -= 1
            elif have >= self.enc_max:
                self.play.messages.show(f"All {self.enc_max} encampments are placed: right-click one to move it",
                                        "info")
            else:
                self.enc[r] = self.enc.get(r, 0) + 1
        elif self.marker == "hero":
            if r in self.heroes:
                self.heroes.remove(r)
            elif right:
                pass
            elif len(self.heroes) >= self.hero_max:
                self.play.messages.show("Both heroes are placed: click one to take it back", "info")
            else:
                self.heroes.append(r)
        elif self.marker == "fortress":
            if self.game.fortress[r]:
                self.play.messages.show("That region already has a fortress", "info")
            elif right or self.fortress == r:
                self.fortress = None
            else:
                self.fortress = r
        self.gen += 1


class RetreatScene(RedeployScene):
    """A defender places the tokens he took back on the regions his race still holds."""

    def __init__(self, play, seat):
        game = play.game
        entry = next(e for e in game.pending_retreats if e[0] == seat)
        self.count = entry[2]
        super().__init__(play, entry[1])
        self.use_enc = self.use_heroes = self.use_fortress = False

    def setup_counts(self):
        game = self.game
        self.counts = {r: game.tokens[r] for r in self.regions}
        self.floor = dict(self.counts)
        self.total = sum(self.counts.values()) + self.count

    def floor_reason(self, r):
        return "Only the retreating tokens can be moved"

    def spread_evenly(self):
        added = even_spread(self.regions, self.count, allow_zero=True)
        self.counts = {r: self.floor[r] + added.get(r, 0) for r in self.regions}
        self.gen += 1

    def build_action(self):
        game = self.game
        action = {"type": "retreat", "player": self.seat,
                  "tokens": {game.region_id(r): self.counts[r] - self.floor[r] for r in self.regions}}
        if self.tribe.declined:
            action["race"] = self.tribe.id
        return action

    def confirm(self):
        self.play.submit(self.build_action())

    def hint(self):
        race = self.tribe.race.name
        hand = self.hand
        if hand > 0:
            return (f"Your {race} lost a region: place the {hand} token{'s' if hand != 1 else ''} you took back "
                    "on your outlined regions (+ or click), then Confirm.")
        return "All placed: Confirm (− takes one back)."

    def hand_info(self):
        return (self.tribe.id, self.hand, "retreating")

    def actions(self):
        tip = "Place all the retreating tokens first" if self.hand else "Send the retreat"
        return [{"key": "confirm", "label": "Confirm", "primary": True, "enabled": self.hand == 0,
                 "action": self.confirm, "tooltip": tip},
                {"key": "spread", "label": "Spread evenly", "primary": False, "action": self.spread_evenly,
                 "tooltip": "Share the retreating tokens out over your regions"}]


class EndTurnScene(PlayMode):
    """After the redeployment (or a decline): optional Diplomat peace, Stout decline, End turn."""

    def __init__(self, play):
        super().__init__(play)
        self.peace_buttons = {}
        self.panel = pygame.Rect(0, 0, 0, 0)

    def ally_targets(self):
        return [a["target"] for a in self.play.legal() if a["type"] == "ally"]

    def hint(self):
        game = self.game
        turn = game.turn
        player = game.players[self.seat]
        if turn.declined:
            race = player.declined[-1].race.name if player.declined else "race"
            return f"Your {race} went into decline. End your turn to score it; next turn you pick a new race."
        if turn.stout_decline:
            return "Stout: your race declines right after this turn is scored. End your turn."
        if player.active is None:
            return "No combo is left to pick. End your turn."
        text = "Redeployment done. End your turn to score your regions."
        if self.ally_targets():
            text = "Redeployment done. Diplomat: you may make peace with one opponent, then End turn."
        return text

    def actions(self):
        play = self.play
        specs = [play.end_turn_spec()]
        active = self.game.players[self.seat].active
        if active is not None and active.ab.decline_after_scoring and play.can("decline"):
            specs.append({"key": "stout", "label": "Decline after scoring", "primary": False,
                          "action": lambda: play.submit({"type": "decline", "player": self.seat}),
                          "tooltip": "Stout: score this turn as an active race, then go into decline"})
        return specs

    def draw_overlay(self, surface):
        targets = self.ally_targets()
        if not targets:
            self.peace_buttons = {}
            return
        layout = self.play.layout
        s = layout.s
        area = layout.map
        game = self.game
        bh = max(30, int(40 * s))
        w = min(area.width - 40, int(520 * s))
        title_f = font(layout.fs(18), bold=True, serif=True)
        text_f = font(layout.fs(13))
        note = "Optional: that player's active race may not attack yours until your next turn."
        lines = wrap_text(note, text_f, w - 28)
        top_h = 10 + title_f.get_linesize() + 4 + len(lines) * text_f.get_linesize() + 8
        h = top_h + len(targets) * (bh + 8) + 6
        self.panel = pygame.Rect(area.left + 20, area.top + 20, w, h)
        pygame.draw.rect(surface, (0, 0, 0), self.panel.move(3, 4), border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_BG, self.panel, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.panel, 2, border_radius=10)
        surface.blit(title_f.render("Diplomat: make peace with…", True, theme.TEXT),
                     (self.panel.left + 14, self.panel.top + 10))
        y = self.panel.top + 14 + title_f.get_linesize()
        for line in lines:
            surface.blit(text_f.render(line, True, theme.TEXT_MUTED), (self.panel.left + 14, y))
            y += text_f.get_linesize()
        y = self.panel.top + top_h
        keep = {}
        for t in targets:
            rect = pygame.Rect(self.panel.left + 14 + bh, y, w - 28 - bh, bh)
            b = self.peace_buttons.get(t) or Button(rect, "", size=layout.fs(15), primary=False)
            b.rect = rect
            b.label = fit_text(f"Make peace with {game.players[t].name}", font(layout.fs(15), bold=True),
                               rect.width - 12)
            b.size = layout.fs(15)
            b.draw(surface)
            draw_seat_badge(surface, (self.panel.left + 14 + bh // 2 - 4, y + bh // 2), int(bh * 0.36), t)
            keep[t] = b
            y += bh + 8
        self.peace_buttons = keep

    def handle(self, event):
        for t, b in list(self.peace_buttons.items()):
            if b.handle(event):
                self.play.submit({"type": "ally", "player": self.seat, "target": t})
                return True
        return False
