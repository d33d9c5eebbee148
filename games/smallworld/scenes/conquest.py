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

from game.i18n import N_, _, ngettext
from game.ui import theme
from game.ui.dialogs import Dialog
from game.ui.fonts import font
from game.ui.text import humanize, region_name
from game.ui.widgets import draw_text

from ..model import ability_actions, acting_tribes, conquest_options, ready_tokens, tolls_due, usable_in_conquest
from ..ui import tokens
from .play_mode import PlayMode

ABANDON_LABEL = N_("Abandon a region")


class ConquestScene(PlayMode):
    def __init__(self, play, tribe):
        super().__init__(play)
        self.tribe = tribe
        self.in_decline = tribe.declined
        self.sub = None          # None, "abandon", or an ability's action that targets a region
        self.picks = []          # the sub-mode's choices so far: [(field, value)] (see _steps)
        self.use = set()         # the artifacts the next conquest names in `use` (toggled by buttons)
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
        primitive = ability_actions(self.game, self.tribe).get(kind)
        return primitive, (primitive.action_ui.get(kind, {}) if primitive is not None else {})

    def _legal_regions(self, kind):
        race = self.tribe.id if self.in_decline else None
        return {a["region"] for a in self.play.legal() if a["type"] == kind and a.get("race") == race}

    # An ability's action is built in steps, as its `action_ui` says (docs/MODDING.md, "UI hints"):
    # target "region": a region, then the optional `then` steps (another region, or a "choice"
    # among the legal values, e.g. an item); target "regions": `count` distinct regions in one list
    # field. What each step offers is what the model's legal actions allow after the picks so far.
    def _steps(self, kind):
        ui = self.ability_ui(kind)[1]
        if ui.get("target") == "regions":
            return [{"field": ui.get("field", "regions"), "list": True}] * int(ui.get("count", 2))
        return [{"field": "region"}] + list(ui.get("then", ()))

    def _step(self):
        steps = self._steps(self.sub)
        return steps[min(len(self.picks), len(steps) - 1)]

    def _candidates(self, kind):
        """The legal actions of this kind that agree with the picks so far."""
        race = self.tribe.id if self.in_decline else None
        out = []
        for a in self.play.legal():
            if a["type"] != kind or a.get("race") != race:
                continue
            if all(value in a.get(field, ()) if isinstance(a.get(field), list) else a.get(field) == value
                   for field, value in self.picks):
                out.append(a)
        return out

    def _step_values(self, step):
        """The values the current step may take (region ids, or a choice's values)."""
        field = step["field"]
        picked = {v for f, v in self.picks if f == field}
        values = []
        for a in self._candidates(self.sub):
            v = a.get(field)
            for value in (v if isinstance(v, list) else [v]):
                if value is not None and value not in picked and value not in values:
                    values.append(value)
        return values

    def _can_skip(self, step):
        """True when the step may be left out (e.g. a token sent to the tray instead of a region)."""
        return bool(step.get("skip")) and any(step["field"] not in a for a in self._candidates(self.sub))

    def _step_text(self, key):
        """The current step's `hint` or `region_tip`, else the action's own, in the window's language."""
        text = self._step().get(key) or self.ability_ui(self.sub)[1].get(key)
        return _(text) if text else ""

    def pick(self, value):
        """The current step takes `value`: the next step, or the action once every step is done."""
        self.picks.append((self._step()["field"], value))
        self._opts = (None, None)
        if len(self.picks) < len(self._steps(self.sub)):
            step = self._step()
            if not self._step_values(step) and self._can_skip(step):
                self.submit_picks()         # nothing to choose: the step is left out (e.g. to the tray)
                return
            if step.get("target") == "choice":
                self.ask_choice(self.sub, step, step["field"], self._step_values(step))
            return
        self.submit_picks()

    def submit_picks(self):
        # fields the hint does not ask for take the legal action's values (e.g. where a collected artifact
        # goes), preferring a legal action without fields beyond the picks (a skipped step)
        picked = {field for field, _value in self.picks} | {"type", "player", "race"}
        candidates = sorted(self._candidates(self.sub), key=lambda a: not set(a) <= picked)
        action = dict(candidates[0]) if candidates else {}
        action.update(self.extra(), type=self.sub, player=self.seat)
        for field, _value in self.picks:
            action.pop(field, None)
        for (field, value), step in zip(self.picks, self._steps(self.sub)):
            if step.get("list"):
                action.setdefault(field, []).append(value)
            else:
                action[field] = value
        self.set_sub(None)
        self.play.submit(action)

    @staticmethod
    def _choice_field(kind, legal):
        """The field a "choice" action's hint does not name: the one its legal actions vary in (else the type)."""
        extra = {k for a in legal for k in a} - {"type", "player", "race"}
        return extra.pop() if len(extra) == 1 else kind

    def ask_choice(self, kind, ui, field, values):
        """A dialog with a button per legal value of `field` (choices: values, or dicts with a value, a label
        and a tooltip); choosing one goes on with the action (a "choice" step, or a whole "choice" action)."""
        play = self.play
        labels = {}
        for choice in ui.get("choices", ()):
            if isinstance(choice, dict):
                labels[choice.get("value")] = _(choice.get("label") or str(choice.get("value")))
        name = _(self.ability_ui(kind)[1].get("label") or kind).rstrip("…")
        buttons = [(str(i), labels.get(v) or _(str(v).replace("_", " ").capitalize()), i == 0)
                   for i, v in enumerate(values)] + [("cancel", _("Cancel"), False)]

        def choose(key):
            play.dialog = None
            if key == "cancel":
                self.set_sub(None)
                return
            value = values[int(key)]
            if self.sub == kind:
                self.pick(value)
            else:
                play.submit(dict(self.extra(), type=kind, player=self.seat, **{field: value}))

        text = ui.get("hint") or ui.get("tooltip") or self.ability_ui(kind)[1].get("tooltip")
        play.dialog = Dialog(name, _(text) if text else "", buttons, choose)

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
                    out[r] = (None, None, _("regions can only be abandoned before the first conquest"))
                else:
                    out[r] = (None, None, _("not held by your {race}").format(race=_(self.tribe.race.name)))
        else:
            primitive, ui = self.ability_ui(self.sub)
            legal = {index[rid] for rid in self._step_values(self._step()) if rid in index}
            for r in range(len(game.board)):
                if r in legal:
                    out[r] = (self.sub, self._target_cost(primitive, ui, r), None)
                else:
                    reason = primitive.target_reason(game, self.tribe, self.sub, r) if primitive else None
                    out[r] = (None, None, reason or _("not possible here"))
        self._opts = (key, out)
        return out

    def _target_cost(self, primitive, ui, r):
        """The number on an ability's target: its `action_ui` cost, or the model's answer when that is
        "roll" (an air raid: the cost before the die takes its roll off)."""
        cost = ui.get("cost")
        if cost == "roll":
            return primitive.target_cost(self.game, self.tribe, self.sub, r) if primitive else None
        return cost

    def _rolls(self, kind):
        """Whether the die comes off this target's number (a final attempt, an air raid)."""
        return kind == "reinforce" or (kind not in (None, "conquer", "abandon")
                                       and self.ability_ui(kind)[1].get("cost") == "roll")

    # ------------------------------------------------------------------ token layer

    def board_key(self):
        # the picks too: a several-step ability's next step lights other regions (an intimidated token's way out)
        return (self.sub, tuple(self.picks), self.tribe.id)

    def paint_under_tokens(self, surface):
        opts = self.options()
        targets = {r: self._color(o[0]) for r, o in opts.items() if o[0] is not None}
        bright = list(targets) + (list(self.tribe.regions) if self.sub is None else [])   # your own stay bright
        self.play.light_regions(surface, bright, targets)

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

    def paint_over_tokens(self, surface):
        opts = self.options()
        scale = self.play.token_scale
        rad = max(11, int(round(14 * scale)))
        fnt = font(max(12, int(round(17 * scale))), bold=True)
        for r, (kind, cost, _reason) in opts.items():
            if kind is None or kind == "abandon":
                continue
            cx, cy = self.badge_center(r)
            color = self._color(kind)
            pygame.draw.circle(surface, (30, 22, 12), (cx, cy + 1), rad + 2)
            pygame.draw.circle(surface, color, (cx, cy), rad)
            pygame.draw.circle(surface, theme.lighter(color, 0.5), (cx, cy), rad, 1)
            if cost is not None:    # an ability's hint may give no cost (an air raid's depends on the die)
                label = fnt.render(str(cost), True, (30, 22, 12))
                surface.blit(label, label.get_rect(center=(int(cx), int(cy))))
            if self._rolls(kind):
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
            return ngettext("Click to conquer: costs {cost} of your {n} token",
                            "Click to conquer: costs {cost} of your {n} tokens", hand).format(
                cost=cost, n=hand) + self._toll_line(r)
        if kind == "reinforce":
            return _("Final attempt: costs {cost}, you have {n}: click to roll the die for the missing {short}").format(
                cost=cost, n=hand, short=cost - hand) + self._toll_line(r)
        if kind == "abandon":
            return _("Click to abandon this region (its tokens come back to your hand)")
        if kind is not None:
            step = self._step()      # the region acted on asks the toll, not where a token is sent after it
            toll = self._toll_line(r) if step.get("list") or step["field"] == "region" else ""
            text = self._step_text("region_tip")
            if cost is not None and "{cost}" in text:       # an air raid: the cost the die then lowers
                text = text.replace("{cost}", str(cost))
            return text + toll
        if self.sub is not None and self.game.region_id(r) in [value for _field, value in self.picks]:
            return _("Chosen: now click the next region (Esc to start over)")
        if reason:
            text = humanize(self.game, reason)
            return _("Not available: {reason}").format(reason=text)
        return None

    def _toll_line(self, r):
        """The coins an attack on r asks first (a Bogman's swamp, Harmony, the Aegis), on a line of its own."""
        text = ""
        for seat, coins in tolls_due(self.game, self.tribe, r):
            name = self.game.players[seat].name if seat is not None else _("the bank")
            text += "\n" + ngettext("First you pay {name} {n} coin (toll)", "First you pay {name} {n} coins (toll)",
                                     coins).format(name=name, n=coins)
        return text

    def hint(self):
        hand = self.available()
        race = _(self.tribe.race.name)
        camp = self.camp()
        if self.sub == "abandon":
            return _("Click one of your regions to abandon it. Right-click or Esc to stop.")
        if self.sub is not None:
            return self._step_text("hint")
        lead = _("Declined {race} conquer first. ").format(race=race) if self.in_decline else ""
        if camp is not None and camp.roll is not None:
            return lead + _("Roll {n}: the next conquest costs {n} less (min 1). Click a gold region.").format(
                n=camp.roll)
        opts = self.options()
        kinds = {o[0] for o in opts.values()}
        if "conquer" in kinds:
            text = lead + _("Click a gold region to conquer it (its number is the cost).")
            if "reinforce" in kinds:
                text += _(" Orange: final attempt with the die.")
            return text + _(" Then Redeploy.")
        if "reinforce" in kinds:
            return lead + _("Orange regions need the die: click one for the final attempt, or Redeploy.")
        if hand < 1:
            return lead + _("No tokens left in hand: Redeploy to finish.")
        return lead + _("Nothing more to conquer: Redeploy to finish.")

    def hand_info(self):
        return (self.tribe.id, self.available(), _("tokens in hand"))

    def actions(self):
        play = self.play
        specs = []
        game = self.game
        seat = self.seat
        if self.sub is not None:
            ui = self.ability_ui(self.sub)[1] if self.sub != "abandon" else {}
            label = _(ABANDON_LABEL) if self.sub == "abandon" else _(ui.get("label")).rstrip("…")
            specs.append({"key": "cancel_sub", "label": _("Stop: {action}").format(action=label), "primary": False,
                          "action": self.cancel, "tooltip": _("Back to ordinary conquest (Esc)")})
            step = self._step() if self.sub != "abandon" else {}
            if self.picks and self._can_skip(step):
                label, tip = step.get("skip"), step.get("skip_tip") or step.get("skip")
                specs.append({"key": "skip_step", "label": _(label), "primary": True,
                              "action": self.submit_picks, "tooltip": _(tip)})
            return specs
        specs.append(play.end_turn_spec(primary=False))
        camp = self.camp()
        others = [t for t, _declined in acting_tribes(game) if t is not self.tribe]
        if not self.in_decline or (camp is not None and camp.started):
            specs.append({"key": "redeploy", "label": _("Redeploy"), "primary": True, "action": self.open_redeploy,
                          "tooltip": _("Finish conquering and move your tokens between your regions")})
        elif not others:
            specs.append({"key": "back_pick", "label": _("Back to the combos"), "primary": True,
                          "action": self.back_to_pick,
                          "tooltip": _("Leave your declined {race} as they are and pick a combo").format(
                              race=_(self.tribe.race.name))})
        for other in others:
            if other.declined:
                label = _("Act with declined {race}").format(race=_(other.race.name))
                tip = _("Your declined Ghouls may conquer before your active race acts")
            else:
                label = _("Act with {race}").format(race=_(other.race.name))
                tip = _("Done with the Ghouls: conquer with your {race} "
                        "(the Ghouls cannot act again this turn)").format(race=_(other.race.name))
            specs.append({"key": f"tribe_{other.id}", "label": label, "primary": False,
                          "action": lambda t=other: self.switch_tribe(t), "tooltip": tip})
        if self._legal_regions("abandon"):
            specs.append({"key": "abandon", "label": _("Abandon…"), "primary": False,
                          "action": lambda: self.set_sub("abandon"),
                          "tooltip": _("Leave one of your regions before your first conquest: its tokens come back "
                                       "to your hand")})
        if not self.in_decline:
            for kind, primitive in ability_actions(self.game, self.tribe).items():
                ui = primitive.action_ui.get(kind, {})
                legal_here = [a for a in play.legal() if a["type"] == kind and "race" not in a]
                if ui.get("target") in ("region", "regions") and legal_here:
                    specs.append({"key": kind, "label": _(ui.get("label")), "primary": False,
                                  "action": lambda k=kind: self.set_sub(k), "tooltip": _(ui.get("tooltip"))})
                elif ui.get("target") == "choice" and legal_here:
                    field = ui.get("field") or self._choice_field(kind, legal_here)
                    values = list(dict.fromkeys(a.get(field) for a in legal_here))
                    specs.append({"key": kind, "label": _(ui.get("label")), "primary": False,
                                  "action": lambda k=kind, u=ui, f=field, v=values: self.ask_choice(k, u, f, v),
                                  "tooltip": _(ui.get("tooltip"))})
                elif ui.get("target") is None and ui and play.can(kind):
                    specs.append({"key": kind, "label": _(ui.get("label")), "primary": False,
                                  "action": lambda k=kind: play.submit({"type": k, "player": seat}),
                                  "tooltip": _(ui.get("tooltip"))})
            if play.can("decline"):
                specs.append({"key": "decline", "label": _("Decline"), "primary": False, "action": self.decline,
                              "tooltip": _("Send your {race} into decline instead of conquering").format(
                                  race=_(self.tribe.race.name))})
            specs += self.use_specs()
        return specs

    # ------------------------------------------------------------------ actions

    def set_sub(self, sub):
        self.sub = sub
        self.picks = []
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
        if kind == "conquer" and self.use:
            self.conquer_using(base)
            return
        if kind in ("conquer", "abandon"):
            play.submit(dict(base, type=kind))
            if kind != "conquer":
                self.set_sub(None)
            return
        if kind is not None and kind == self.sub:
            self.pick(rid)
            return
        if self.sub is None and self.use and reason:    # an artifact may reach or afford it: the model judges
            self.conquer_using(base)
            return
        if kind == "reinforce":
            self.ask_final_attempt(r, cost)
            return
        play.messages.show(humanize(game, reason) if reason else _("You cannot act on that region now"))

    def conquer_using(self, base):
        """A conquest naming the toggled artifacts in `use` (the model checks their reach and cost)."""
        use = sorted(self.use)
        if self.play.submit(dict(base, type="conquer", use=use)) is not None:
            self.use = set()

    def toggle_use(self, item_id):
        self.use ^= {item_id}
        self._opts = (None, None)

    def use_specs(self):
        """A toggle button per artifact (or ability of the race) the next conquest may use, with its name and
        text from the rules data."""
        if self.in_decline:
            return []
        specs = []
        for entry, name, text in usable_in_conquest(self.game, self.tribe):
            on = entry in self.use
            specs.append({"key": f"use_{entry}", "primary": on,
                          "label": ("✓ " if on else "") + _("Use {name}").format(name=_(name)),
                          "action": lambda e=entry: self.toggle_use(e),
                          "tooltip": _("{text} Toggle it on, then click the region to conquer.").format(
                              text=_(text))})
        return specs

    def ask_final_attempt(self, r, cost):
        play = self.play
        game = self.game
        hand = self.available()
        short = cost - hand
        faces = list(game.ruleset.die)
        good = sum(1 for f in faces if f >= short)
        name = region_name(game.board.regions[r])
        text = (_("{region} costs {cost} tokens and you have {n}: you need {short} or more on the die").format(
                    region=name, cost=cost, n=hand, short=short) + " ("
                + ngettext("{good} face of {total}", "{good} faces of {total}", good).format(good=good,
                                                                                            total=len(faces))
                + _("). Win or lose, your conquests end after this roll."))
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
            draw_text(surface, _("faces of the die (bright ones win)"),
                      (rect.centerx, rect.top + d + int(18 * layout.s)), layout.fs(13), theme.TEXT_MUTED,
                      align="center")

        play.dialog = Dialog(_("Final attempt: {region}").format(region=name), text,
                             [("roll", _("Roll the die"), True), ("cancel", _("Cancel"), False)], choose,
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
            draw_text(surface, _("{name} rolls the die…").format(name=name), (x, rect.centery), layout.fs(18),
                      bold=True, valign="middle",
                      max_width=rect.right - x - 12)
            return
        if e.get("before_conquest"):
            title, sub, col = (_("Roll: {n}").format(n=self.face),
                               _("{name}'s next conquest costs {n} less").format(name=name, n=self.face), theme.TEXT)
        else:
            where = e.get("region")
            index = game.board.index.get(where)
            place = region_name(game.board.regions[index]) if index is not None else _("the region")
            if e.get("success"):
                title, sub, col = (_("Rolled {n}: success!").format(n=self.face),
                                   _("{name} takes {region}").format(name=name, region=place), theme.GOOD)
            else:
                title, sub, col = (_("Rolled {n}: not enough").format(n=self.face),
                                   _("needed {n} for {region}; conquests are over").format(
                                       n=e.get("needed"), region=place), theme.DANGER)
        room = rect.right - x - 12
        size = layout.fs(22)       # the result on one line: smaller type in a small window, not a second line
        while size > layout.fs(15) and font(size, bold=True, serif=True).size(title)[0] > room:
            size -= 1
        self.title_rect = draw_text(surface, title, (x, rect.top + int(34 * s)), size, col, bold=True, serif=True,
                                    max_width=room)
        self.sub_rect = draw_text(surface, sub, (x, max(rect.top + int(74 * s), self.title_rect.bottom + int(6 * s))),
                                  layout.fs(15), theme.TEXT, max_width=room)
        draw_text(surface, _("click to close"), (rect.right - 12, rect.bottom - 8), layout.fs(11), theme.TEXT_MUTED,
                  align="right", valign="bottom")
