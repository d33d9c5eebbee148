"""Conquest: the map with what the acting race can take, at what cost, and why not.

Every region the race can conquer now is outlined in gold and labelled with its
cost; regions only the final attempt with the die can take are outlined in
orange with a die on their label; the rest of the map is dimmed and hovering it
says why (the model's Option.reason). Clicking conquers; the final attempt asks
first, then the die is rolled on screen (`DieRoll`). Abandoning a region,
Sorcery, the Dragon and the Berserk roll are modes/buttons that appear only
when the model says they are usable. Declined Ghouls act here too, first.
"""

import random

import pygame

from ..model.legal import acting_tribes, conquest_options
from ..model.queries import ready_tokens
from ..ui import theme, tokens
from ..ui.dialogs import Dialog
from ..ui.fonts import font
from ..ui.text import humanize
from ..ui.widgets import draw_text
from .play_mode import PlayMode

ABANDON_LABEL = "Abandon a region"


class ConquestScene(PlayMode):
    def __init__(self, play, tribe):
        super().__init__(play)
        self.tribe = tribe
        self.in_decline = tribe.declined
        self.sub = None          # None, "abandon", or an ability's action that targets a region
        self._opts = (None, None)
        self._press = None

    # ------------------------------------------------------------------ model queries

    def extra(self):
        return {"race": self.tribe.id} if self.in_decline else {}

    def camp(self):
        return self.game.turn.campaigns.get(self.tribe)

    def available(self):
        return ready_tokens(self.game, self.tribe)

    def ability_ui(self, kind):
        """The primitive owning an ability action, and how the window offers it (see Primitive.action_ui)."""
        primitive = self.tribe.effects.actions.get(kind)
        return primitive, (primitive.action_ui.get(kind, {}) if primitive is not None else {})

    def _legal_regions(self, kind):
        race = self.tribe.id if self.in_decline else None
        return {a["region"] for a in self.play.legal() if a["type"] == kind and a.get("race") == race}

    def options(self):
        """{region: (kind or None, cost or None, reason or None)} for the current sub-mode."""
        key = (self.play.version, self.sub)
        if self._opts[0] == key:
            return self._opts[1]
        game = self.game
        index = game.board.index
        out = {}
        if self.sub is None:
            for r, opt in conquest_options(game, self.tribe).items():
                out[r] = (opt.kind, opt.cost, opt.reason)
        elif self.sub == "abandon":
            legal = {index[rid] for rid in self._legal_regions("abandon")}
            for r in range(len(game.board)):
                if r in legal:
                    out[r] = ("abandon", None, None)
                elif game.occupant[r] is self.tribe:
                    out[r] = (None, None, "regions can only be abandoned before the first conquest")
                else:
                    out[r] = (None, None, f"not held by your {self.tribe.race.name}")
        else:
            primitive, ui = self.ability_ui(self.sub)
            legal = {index[rid] for rid in self._legal_regions(self.sub)}
            for r in range(len(game.board)):
                if r in legal:
                    out[r] = (self.sub, ui.get("cost"), None)
                else:
                    reason = primitive.target_reason(game, self.tribe, self.sub, r) if primitive else None
                    out[r] = (None, None, reason or "not possible here")
        self._opts = (key, out)
        return out

    # ------------------------------------------------------------------ token layer

    def board_key(self):
        return (self.sub, self.tribe.id)

    def paint_under_tokens(self, surface):
        opts = self.options()
        play = self.play
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((18, 14, 10, 125))
        targets = [r for r, o in opts.items() if o[0] is not None]
        for r in targets:
            pygame.draw.polygon(dim, (0, 0, 0, 0), play.polys[r])
        if self.sub is None:
            for r in self.tribe.regions:   # your own regions stay bright
                pygame.draw.polygon(dim, (0, 0, 0, 0), play.polys[r])
        surface.blit(dim, (0, 0))
        w = max(3, int(round(4 * play.token_scale)))
        for r in targets:
            color = self._color(opts[r][0])
            pygame.draw.lines(surface, (30, 22, 12), True, play.polys[r], w + 3)
            pygame.draw.lines(surface, color, True, play.polys[r], w)

    def _color(self, kind):
        if kind == "conquer":
            return theme.CONQUER_COLOR
        if kind == "reinforce":
            return theme.ATTEMPT_COLOR
        if kind == "abandon":
            return theme.ABANDON_COLOR
        return theme.SPECIAL_COLOR

    def badge_center(self, r):
        play = self.play
        ax, ay = play.anchors[r]
        if play.stack_of(r) is None and not play.region_markers(r):
            return (ax, ay)
        chip = tokens.chip_radius(play.token_scale)
        return (ax + chip * 2.05, ay + chip * 0.15)

    def badge_screen(self, r):
        x, y = self.badge_center(r)
        return (x + self.play.layout.map.left, y + self.play.layout.map.top)

    def paint_over_tokens(self, surface):
        opts = self.options()
        scale = self.play.token_scale
        rad = max(11, int(round(14 * scale)))
        fnt = font(max(12, int(round(17 * scale))), bold=True)
        for r, (kind, cost, _) in opts.items():
            if kind is None or kind == "abandon":
                continue
            cx, cy = self.badge_center(r)
            color = self._color(kind)
            pygame.draw.circle(surface, (30, 22, 12), (cx, cy + 1), rad + 2)
            pygame.draw.circle(surface, color, (cx, cy), rad)
            pygame.draw.circle(surface, theme.lighter(color, 0.5), (cx, cy), rad, 1)
            label = fnt.render(str(cost), True, (30, 22, 12))
            surface.blit(label, label.get_rect(center=(int(cx), int(cy))))
            if kind == "reinforce":
                d = max(8, int(rad * 0.8))
                die_rect = pygame.Rect(0, 0, d, d)
                die_rect.center = (int(cx + rad * 0.9), int(cy + rad * 0.8))
                tokens.draw_die(surface, die_rect, 3)

    # ------------------------------------------------------------------ per frame

    def draw_map(self, surface):
        r = self.play.hover
        if r is None:
            return
        kind = self.options().get(r, (None,))[0]
        if kind is not None:
            self.play.draw_glow(surface, r, (255, 255, 240), 60, 0)
        else:
            self.play.draw_glow(surface, r, (255, 255, 255), 0, 2)

    def region_tip(self, r):
        kind, cost, reason = self.options().get(r, (None, None, None))
        hand = self.available()
        if kind == "conquer":
            return f"Click to conquer: costs {cost} of your {hand} tokens"
        if kind == "reinforce":
            return f"Final attempt: costs {cost}, you have {hand}: click to roll the die for the missing {cost - hand}"
        if kind == "abandon":
            return "Click to abandon this region (its tokens come back to your hand)"
        if kind is not None:
            return self.ability_ui(kind)[1].get("region_tip")
        if reason:
            text = humanize(self.game, reason)
            return "Not available: " + text
        return None

    def hint(self):
        hand = self.available()
        race = self.tribe.race.name
        camp = self.camp()
        if self.sub == "abandon":
            return "Click one of your regions to abandon it. Right-click or Esc to stop."
        if self.sub is not None:
            return self.ability_ui(self.sub)[1].get("hint")
        lead = f"Declined {race} conquer first. " if self.in_decline else ""
        if camp is not None and camp.roll is not None:
            return (f"{lead}Roll {camp.roll}: the next conquest costs {camp.roll} less (min 1). "
                    "Click a gold region.")
        opts = self.options()
        kinds = {o[0] for o in opts.values()}
        if "conquer" in kinds:
            text = f"{lead}Click a gold region to conquer it (its number is the cost)."
            if "reinforce" in kinds:
                text += " Orange: final attempt with the die."
            return text + " Then Redeploy."
        if "reinforce" in kinds:
            return f"{lead}Orange regions need the die: click one for the final attempt, or Redeploy."
        if hand < 1:
            return f"{lead}No tokens left in hand: Redeploy to finish."
        return f"{lead}Nothing more to conquer: Redeploy to finish."

    def hand_info(self):
        return (self.tribe.id, self.available(), "tokens in hand")

    def actions(self):
        play = self.play
        specs = []
        game = self.game
        seat = self.seat
        if self.sub is not None:
            label = ABANDON_LABEL if self.sub == "abandon" else self.ability_ui(self.sub)[1]["label"].rstrip("…")
            specs.append({"key": "cancel_sub", "label": f"Stop: {label}", "primary": False,
                          "action": self.cancel, "tooltip": "Back to ordinary conquest (Esc)"})
            return specs
        specs.append(play.end_turn_spec(primary=False))
        camp = self.camp()
        others = [t for t, _ in acting_tribes(game) if t is not self.tribe]
        if not self.in_decline or (camp is not None and camp.started):
            specs.append({"key": "redeploy", "label": "Redeploy", "primary": True, "action": self.open_redeploy,
                          "tooltip": "Finish conquering and move your tokens between your regions"})
        elif not others:
            specs.append({"key": "back_pick", "label": "Back to the combos", "primary": True,
                          "action": self.back_to_pick,
                          "tooltip": f"Leave your declined {self.tribe.race.name} as they are and pick a combo"})
        for other in others:
            what = f"declined {other.race.name}" if other.declined else other.race.name
            tip = ("Your declined Ghouls may conquer before your active race acts"
                   if other.declined else f"Done with the Ghouls: conquer with your {other.race.name} "
                                          "(the Ghouls cannot act again this turn)")
            specs.append({"key": f"tribe_{other.id}", "label": f"Act with {what}", "primary": False,
                          "action": lambda t=other: self.switch_tribe(t), "tooltip": tip})
        if self._legal_regions("abandon"):
            specs.append({"key": "abandon", "label": "Abandon…", "primary": False,
                          "action": lambda: self.set_sub("abandon"),
                          "tooltip": "Leave one of your regions before your first conquest: its tokens come back "
                                     "to your hand"})
        if not self.in_decline:
            for kind, primitive in self.tribe.effects.actions.items():
                ui = primitive.action_ui.get(kind, {})
                if ui.get("target") == "region" and self._legal_regions(kind):
                    specs.append({"key": kind, "label": ui["label"], "primary": False,
                                  "action": lambda k=kind: self.set_sub(k), "tooltip": ui.get("tooltip")})
                elif ui.get("target") is None and ui and play.can(kind):
                    specs.append({"key": kind, "label": ui["label"], "primary": False,
                                  "action": lambda k=kind: play.submit({"type": k, "player": seat}),
                                  "tooltip": ui.get("tooltip")})
            if play.can("decline"):
                specs.append({"key": "decline", "label": "Decline", "primary": False, "action": self.decline,
                              "tooltip": f"Send your {self.tribe.race.name} into decline instead of conquering"})
        return specs

    # ------------------------------------------------------------------ actions

    def set_sub(self, sub):
        self.sub = sub
        self._opts = (None, None)

    def cancel(self):
        if self.sub is not None:
            self.set_sub(None)
            return True
        return False

    def switch_tribe(self, tribe):
        self.play.turn_ui["tribe"] = tribe.id
        self.play.turn_ui["expanded"] = True
        self.play.sync()

    def back_to_pick(self):
        self.play.turn_ui["tribe"] = None
        self.play.sync()

    def open_redeploy(self):
        self.play.turn_ui["redeploy"] = self.tribe.id
        self.play.sync()

    def decline(self):
        self.play.submit({"type": "decline", "player": self.seat})

    def handle(self, event):
        play = self.play
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._press = (event.button, play.region_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            press, self._press = self._press, None
            r = play.region_at(event.pos)
            if event.button == 3:
                self.cancel()
                return True
            if r is None or press is None or press[1] != r:
                return False
            self.click_region(r)
            return True
        return False

    def click_region(self, r):
        play = self.play
        game = self.game
        kind, cost, reason = self.options().get(r, (None, None, None))
        rid = game.region_id(r)
        base = dict(self.extra(), player=self.seat, region=rid)
        if kind in ("conquer", "abandon", "sorcery", "dragon"):
            play.submit(dict(base, type=kind))
            if kind != "conquer":
                self.set_sub(None)
            return
        if kind == "reinforce":
            self.ask_final_attempt(r, cost)
            return
        play.messages.show(humanize(game, reason) if reason else "You cannot act on that region now")

    def ask_final_attempt(self, r, cost):
        play = self.play
        game = self.game
        hand = self.available()
        short = cost - hand
        faces = list(game.ruleset.die)
        good = sum(1 for f in faces if f >= short)
        name = game.board.regions[r].name
        text = (f"{name} costs {cost} tokens and you have {hand}: you need {short} or more on the die "
                f"({good} face{'s' if good != 1 else ''} of {len(faces)}). Win or lose, your conquests end "
                "after this roll.")
        rid = game.region_id(r)

        def choose(key):
            play.dialog = None
            if key == "roll":
                play.submit(dict(self.extra(), type="reinforce", player=self.seat, region=rid))

        def faces_picture(surface, rect, layout):
            d = int(44 * layout.s)
            gap = int(10 * layout.s)
            total = len(faces) * d + (len(faces) - 1) * gap
            x = rect.centerx - total // 2
            for f in faces:
                col = (246, 240, 226) if f >= short else (190, 180, 168)
                tokens.draw_die(surface, pygame.Rect(x, rect.top + int(10 * layout.s), d, d), f, color=col)
                x += d + gap
            draw_text(surface, "faces of the die (bright ones win)", (rect.centerx, rect.top + d + int(18 * layout.s)),
                      layout.fs(13), theme.TEXT_MUTED, align="center")

        play.dialog = Dialog(f"Final attempt: {name}", text, [("roll", "Roll the die", True),
                                                              ("cancel", "Cancel", False)], choose,
                             extra_draw=faces_picture)


# ---------------------------------------------------------------- the die on screen

class DieRoll:
    """A die tumbling briefly, then its face and what it meant; a click skips it."""

    def __init__(self, play, event):
        self.play = play
        self.event = event
        self.face = event.get("face", 0)
        speed = play.session.speed
        self.roll_time = {"slow": 1.0, "normal": 0.8, "fast": 0.5, "instant": 0.35}.get(speed, 0.8)
        self.show_time = {"slow": 2.2, "normal": 1.6, "fast": 1.1, "instant": 0.8}.get(speed, 1.6)
        self.t = 0.0
        self.rng = random.Random(id(event))
        self.faces = list(play.game.ruleset.die) or [0, 1, 2, 3]
        self.shown = self.rng.choice(self.faces)
        self._next = 0.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect = self.sub_rect = None     # where the result was written (once the die is still)

    @property
    def done(self):
        """The face is known (the roll animation is over)."""
        return self.t >= self.roll_time

    @property
    def finished(self):
        return self.t >= self.roll_time + self.show_time

    def skip(self):
        if not self.done:
            self.t = self.roll_time
        else:
            self.t = self.roll_time + self.show_time

    def update(self, dt):
        self.t += dt
        if not self.done and self.t >= self._next:
            self.shown = self.rng.choice(self.faces)
            self._next = self.t + 0.07

    def draw(self, surface, layout):
        game = self.play.game
        e = self.event
        s = layout.s
        area = layout.map
        w, h = int(380 * s), int(150 * s)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (area.centerx, area.top + int(70 * s))
        self.rect = rect
        pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 5), border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_BG, rect, border_radius=12)
        seat = e.get("player")
        edge = theme.player_color(seat) if isinstance(seat, int) else theme.PANEL_BORDER
        pygame.draw.rect(surface, edge, rect, 3, border_radius=12)
        d = int(84 * s)
        die = pygame.Surface((d + 8, d + 8), pygame.SRCALPHA)
        face = self.shown if not self.done else self.face
        tokens.draw_die(die, pygame.Rect(2, 2, d, d), face)
        if not self.done:
            angle = (self.t * 900) % 360
            die = pygame.transform.rotate(die, angle)
        center = (rect.left + int(24 * s) + d // 2, rect.centery + (0 if self.done else
                                                                     int(-10 * s * abs(((self.t * 6) % 2) - 1))))
        surface.blit(die, die.get_rect(center=center))
        x = rect.left + int(36 * s) + d
        name = game.players[seat].name if isinstance(seat, int) else ""
        if not self.done:
            draw_text(surface, f"{name} rolls the die…", (x, rect.centery), layout.fs(18), bold=True, valign="middle",
                      max_width=rect.right - x - 12)
            return
        if e.get("before_conquest"):
            title, sub, col = f"Roll: {self.face}", f"{name}'s next conquest costs {self.face} less", theme.TEXT
        else:
            where = e.get("region")
            index = game.board.index.get(where)
            place = game.board.regions[index].name if index is not None else "the region"
            if e.get("success"):
                title, sub, col = f"Rolled {self.face}: success!", f"{name} takes {place}", theme.GOOD
            else:
                title, sub, col = (f"Rolled {self.face}: not enough", f"needed {e.get('needed')} for {place}; "
                                   "conquests are over", theme.DANGER)
        room = rect.right - x - 12
        size = layout.fs(22)       # the result on one line: smaller type in a small window, not a second line
        while size > layout.fs(15) and font(size, bold=True, serif=True).size(title)[0] > room:
            size -= 1
        self.title_rect = draw_text(surface, title, (x, rect.top + int(34 * s)), size, col, bold=True, serif=True,
                                    max_width=room)
        self.sub_rect = draw_text(surface, sub, (x, max(rect.top + int(74 * s), self.title_rect.bottom + int(6 * s))),
                                  layout.fs(15), theme.TEXT, max_width=room)
        draw_text(surface, "click to close", (rect.right - 12, rect.bottom - 8), layout.fs(11), theme.TEXT_MUTED,
                  align="right", valign="bottom")
