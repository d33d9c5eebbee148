"""Redeployment, retreats and the end of a turn.

`RedeployScene`: the acting race's regions are outlined; each has − and + buttons
beside its stack (a click on the region adds one from the hand, a right-click
takes one back, a drag moves one from region to region). The hand shows what is
left to place; "Confirm" sends the `redeploy` action of docs/FORMATS.md §3 with a count
for every region (summing to the spread of the model's redeploy_limits; some races may leave 0).
The marker fields the race's abilities offer (encampments, a fortress, heroes...) are
marker modes of the same screen, shaped by their primitive's `field_ui`; in one, the regions
the model accepts for the marker (queries.field_targets) are highlighted, and a click on
another places nothing and says the model's reason.

`RetreatScene`: a human defender adds the tokens he took back to his regions.
`EndTurnScene`: after the redeployment: making peace, declining after scoring, End turn.
"""

import pygame

from game.i18n import _, ngettext
from game.ui import theme
from game.ui.fonts import font
from game.ui.text import humanize, region_name
from game.ui.widgets import Button, draw_seat_badge, draw_text, fit_text, wrap_text

from ..model import even_spread, field_primitives, field_targets, redeploy_limits
from ..ui import tokens
from .play_mode import PlayMode


class MarkerChoice:
    """One marker field of `redeploy` that the race's abilities offer, and the player's choice.

    Its shape comes from the primitive's `field_ui`: "counts" ({region: n}, several per region),
    "regions" (distinct regions), "region" (one new marker) or "number" (n tokens more to place,
    e.g. recruits: − and + buttons); "where": "any" lets its markers go into any region (not only
    the race's own, e.g. objectives or bombs), the model judging which. A "regions" field the model
    fills by default (`default_field`: markers that must be placed) starts with that value; a default
    or a marker already outside the race's regions makes it a field of any region too."""

    def __init__(self, game, tribe, regions, field, primitive, ui_key=None):
        ui = primitive.field_ui.get(ui_key or field, {})
        self.field = field
        self.tribe = tribe
        self.shape = ui.get("shape", "region")
        self.anywhere = ui.get("where") == "any"
        self.marker = ui.get("marker", field)
        self.label = _(ui.get("label", field.title()))
        self.tooltip = _(ui.get("tooltip", ""))
        # a field without a marker of its own (an artifact moved, recruits) is named by its label
        named = _(tokens.MARKER_LABELS.get(self.marker, self.marker)) if self.marker else self.label
        self.marker_name = named.lower()
        self.limit = primitive.field_limit(game, tribe, field)
        on_map = game.markers.get(self.marker, [0] * len(game.board))
        default = primitive.default_field(game, tribe, field) if self.shape in ("regions", "counts") else None
        # a "counts" field with a default must place every piece held (Beasts): it starts complete
        self.required = self.shape == "counts" and isinstance(default, dict)
        counts_default = default if self.required else {}
        default = [game.board.index[rid] for rid in default if rid in game.board.index] \
            if isinstance(default, list) else []
        placed = [r for r in range(len(game.board)) if on_map[r]] if self.marker else []
        if any(r not in regions for r in default + placed):     # its markers go beyond the race's regions
            self.anywhere = True
        if self.anywhere:
            regions = range(len(game.board))
        if self.shape == "counts":
            self.value = {r: on_map[r] for r in regions if on_map[r]}
            self._fill_from(game, counts_default)
        elif self.shape == "regions":
            self.value = [r for r in regions if on_map[r]]
            for r in default:           # the markers the model wants placed and the map lacks
                if len(self.value) < len(default) and r not in self.value:
                    self.value.append(r)
        elif self.shape == "number":
            self.value = 0
        else:
            self.value = None       # the new marker's region
        self.on_map = on_map
        # the box's only piece (the Champion) is moved, not added: where it stands now if it is on the map
        self.single = game.ruleset.markers.get(self.marker) == 1
        self.standing = next((r for r in regions if on_map[r]), None) if self.single else None
        self.board = game.board

    def targets(self, game, kept):
        """{region: why its marker may not go there, None where it may}: the model's own check."""
        return field_targets(game, self.tribe, self.field, kept)

    def takes_back(self, r):
        """True when a click on r takes a marker of this choice back rather than placing one."""
        if self.shape == "regions":
            return r in self.value
        return self.shape == "region" and self.value == r

    def _fill_from(self, game, default):
        """Put the pieces the map lacks (held in hand) where the model's default puts them."""
        for rid, n in default.items():
            r = game.board.index.get(rid)
            missing = self.limit - self.placed()
            if r is not None and missing > 0:
                self.value[r] = self.value.get(r, 0) + min(n, missing)

    def problem(self, kept):
        """Why a field that must be placed whole cannot be sent yet (None when it can)."""
        if not self.required:
            return None
        left = self.limit - sum(n for r, n in self.value.items() if r in kept)
        if left <= 0:
            return None
        return ngettext("Place {n} more of your {markers} in a region you keep",
                        "Place {n} more of your {markers} in regions you keep", left).format(
            n=left, markers=self.label.lower())

    @property
    def extra_tokens(self):
        """Tokens this field adds to those to place (a "number" field's value)."""
        return self.value if self.shape == "number" else 0

    def placed(self):
        if self.shape == "counts":
            return sum(self.value.values())
        if self.shape == "regions":
            return len(self.value)
        if self.shape == "number":
            return self.value
        return 0 if self.value is None else 1

    def status(self):
        if self.shape == "region":
            where = self.value if self.value is not None else self.standing
            if self.single and where is not None:       # the only piece: say where it will stand
                return _("{marker} in {region}").format(marker=self.label.lower(),
                                                         region=region_name(self.board.regions[where]))
            return f"{self.label.lower()} " + (_("placed") if self.value is not None else _("not placed"))
        return f"{self.label.lower()} {self.placed()}/{self.limit}"

    def to_json(self, game, kept):
        """The field's value for the action (None: leave it out)."""
        if self.anywhere:
            kept = range(len(game.board))
        if self.shape == "number":
            return self.value or None
        if self.shape == "counts":
            return {game.region_id(r): n for r, n in sorted(self.value.items()) if n and r in kept}
        if self.shape == "regions":
            return [game.region_id(r) for r in self.value if r in kept]
        return game.region_id(self.value) if self.value is not None and self.value in kept else None

    def show(self, r, markers):
        """The region's markers as they will be after this choice."""
        if not self.marker:         # nothing of its own to draw (an artifact, recruits)
            return
        if self.shape == "counts":
            markers.pop(self.marker, None)
            if self.value.get(r):
                markers[self.marker] = self.value[r]
        elif self.shape == "regions":
            markers.pop(self.marker, None)
            if r in self.value:
                markers[self.marker] = 1
        elif self.value == r:
            markers[self.marker] = 1

    def tip(self):
        if self.shape == "counts":
            return _("Click: add a {marker} here · right-click: take it back").format(marker=self.marker_name)
        if self.shape == "regions":
            return _("Click: put a {marker} here (or take it back)").format(marker=self.marker_name)
        return _("Click: put the {marker} here").format(marker=self.marker_name)

    def hint(self):
        if self.shape == "counts":
            return f"{self.label} {self.placed()}/{self.limit}: " + _(
                "click a highlighted region to place one, right-click to take it back. Done: Esc.")
        if self.shape == "regions":
            return f"{self.label} {self.placed()}/{self.limit}: " + _(
                "click highlighted regions (again: take it back). Done: Esc.")
        return f"{self.label}: " + _("click the highlighted region to put it in. Done: Esc.")

    def click(self, r, right):
        """Change the choice at region r; a message for the player when it cannot."""
        if self.shape == "counts":
            if right:
                if self.value.get(r):
                    self.value[r] -= 1
            elif self.placed() >= self.limit:
                return _("All {n} are placed: right-click one to move it").format(n=self.limit)
            else:
                self.value[r] = self.value.get(r, 0) + 1
        elif self.shape == "regions":
            if r in self.value:
                self.value.remove(r)
            elif right:
                pass
            elif self.placed() >= self.limit:
                return _("All are placed: click one to take it back")
            else:
                self.value.append(r)
        elif self.on_map[r]:
            return _("That region already has a {marker}").format(marker=self.marker_name)
        elif right or self.value == r:
            self.value = None
        else:
            self.value = r
        return None


class RetreatPieces(MarkerChoice):
    """Pieces a defender took back besides his tokens (Beasts): a "counts" field of `retreat` added to
    those on the map (the primitive's field_ui "retreat.<field>"); all placed (at first where most
    tokens stand) or none (discarded)."""

    def __init__(self, game, tribe, regions, field, primitive, waiting):
        super().__init__(game, tribe, regions, field, primitive, ui_key="retreat." + field)
        self.shape, self.limit, self.required = "counts", waiting, False
        self.value = {max(regions, key=lambda r: game.tokens[r]): waiting}

    def targets(self, game, kept):
        return None         # the pieces taken back go to the race's outlined regions

    def show(self, r, markers):
        n = self.on_map[r] + self.value.get(r, 0)
        markers.pop(self.marker, None)
        if n:
            markers[self.marker] = n

    def problem(self, kept):
        if 0 < self.placed() < self.limit:
            return ngettext("Place the {n} {markers} taken back, or none (they are discarded)",
                            "Place all {n} {markers} taken back, or none (they are discarded)",
                            self.limit).format(n=self.limit, markers=self.label.lower())
        return None


class RedeployScene(PlayMode):
    def __init__(self, play, tribe):
        super().__init__(play)
        self.tribe = tribe
        self.in_decline = tribe.declined
        self.regions = sorted(tribe.regions)
        self.setup_counts()
        self.fields = {}             # redeploy field -> MarkerChoice (only while active)
        self.primitives = {}         # redeploy field -> its primitive
        self.setup_fields()
        self.marker = None
        self.gen = 0
        self._press = None
        self._targets = (None, None)

    def setup_fields(self):
        game, tribe = self.game, self.tribe
        if not self.in_decline:
            for field, primitive in field_primitives(game, tribe).items():
                if not self.regions and primitive.fields_need_region:
                    continue        # with no region, only markers going where the race is not (objectives)
                choice = MarkerChoice(game, tribe, self.regions, field, primitive)
                if choice.limit > 0:
                    self.fields[field] = choice
                    self.primitives[field] = primitive
            for r in self.piece_regions():      # a piece holding a region alone (the Champion) needs no token
                self.floor[r] = 0
                self.counts[r] = game.tokens[r]
            self.rehome_pieces()        # those in a region held by pieces alone, which no token keeps yet

    # ------------------------------------------------------------------ the numbers

    def setup_counts(self):
        game = self.game
        # with no region left the whole hand is kept for the next turn: nothing to place
        limits = redeploy_limits(game, self.tribe, self.in_decline)
        self.total = limits.spread if self.regions else 0
        self.counts = {r: game.tokens[r] for r in self.regions}
        # a region may be left (0) only by a race allowed to, when its tokens cannot cover every region
        self.kept_off_map = limits.keep
        self.may_leave = limits.may_leave_empty and self.total < len(self.regions)
        low = 0 if self.may_leave else 1
        self.floor = {r: low for r in self.regions}
        for r in self.regions:          # a region held by pieces alone (Beasts) gets its token from the hand
            self.counts[r] = max(self.counts[r], low)

    @property
    def hand(self):
        """Tokens still to place (negative: tokens to take off the map); recruits add to them."""
        extra = sum(choice.extra_tokens for choice in getattr(self, "fields", {}).values())
        return self.total + extra - sum(self.counts.values())

    def add(self, r, n):
        if r not in self.counts:
            return False
        if n > 0 and self.hand < n:
            self.play.messages.show(_("No tokens left in hand: take one from another region first (−)"), "info", 2.5)
            return False
        if n < 0 and self.counts[r] + n < self.floor[r]:
            self.play.messages.show(self.floor_reason(r), "info", 2.5)
            return False
        self.counts[r] += n
        self.rehome_pieces()
        self.gen += 1
        return True

    def rehome_pieces(self):
        """Pieces that must all be placed (Beasts) follow the tokens: those in a region being left
        go to the kept region with most tokens, so the field stays whole."""
        kept = self.kept()
        if not kept:
            return
        home = max(kept, key=lambda k: self.counts[k])
        for choice in getattr(self, "fields", {}).values():
            if choice.required:
                for r in [r for r in choice.value if r not in kept and r in self.counts]:
                    choice.value[home] = choice.value.get(home, 0) + choice.value.pop(r)

    def floor_reason(self, r):
        if self.floor[r] == 0:
            return _("No tokens left there")
        return _("Every region keeps at least 1 token")

    def move(self, a, b):
        if self.counts.get(a, 0) - 1 < self.floor.get(a, 1):
            self.play.messages.show(self.floor_reason(a), "info", 2.5)
            return False
        self.counts[a] -= 1
        self.counts[b] += 1
        self.rehome_pieces()
        self.gen += 1
        return True

    def spread_evenly(self):
        allow_zero = self.may_leave         # not a piece's region's floor of 0 (the Champion's)
        self.counts = dict(even_spread(self.regions, self.hand + sum(self.counts.values()), allow_zero))
        self.rehome_pieces()
        self.gen += 1

    def kept(self):
        pieces = self.piece_regions()
        return [r for r in self.regions if self.counts[r] > 0 or r in pieces]

    def piece_regions(self):
        """Regions a piece will hold alone after this redeployment (the model's piece_regions)."""
        game = self.game
        action = {field: game.region_id(choice.value) for field, choice in getattr(self, "fields", {}).items()
                  if choice.shape == "region" and choice.value is not None}
        out = set()
        for primitive in getattr(self, "primitives", {}).values():
            new, _old = primitive.piece_regions(game, self.tribe, action)
            if new is not None:
                out.add(new)
        return out

    def problem(self):
        """Why the redeployment cannot be confirmed yet (None when it can)."""
        hand = self.hand
        if hand > 0:
            return ngettext("Place the {n} token still in hand first", "Place the {n} tokens still in hand first",
                            hand).format(n=hand)
        if hand < 0:
            return ngettext("Take {n} more token off the map first", "Take {n} more tokens off the map first",
                            -hand).format(n=-hand)
        if self.may_leave and len(self.kept()) < min(len(self.regions), self.total):
            return _("Keep 1 token in as many regions as your tokens can cover")
        kept = set(self.kept())
        return next((p for p in (choice.problem(kept) for choice in self.fields.values()) if p), None)

    # ------------------------------------------------------------------ where the marker being placed may go

    def marker_targets(self):
        """{region: why the marker being placed may not go there, None where it may} (the model's answer for
        the regions kept now); None outside a marker mode, or for a field the model does not check alone."""
        if self.marker is None:
            return None
        key = (self.play.version, self.gen, self.marker)
        if self._targets[0] != key:
            self._targets = (key, self.fields[self.marker].targets(self.game, set(self.kept())))
        return self._targets[1]

    def target_reason(self, r):
        """Why the marker being placed may not go into region r, in the player's words (None: it may)."""
        targets = self.marker_targets()
        if targets is None:
            return None if r in self.counts else _("Only the outlined regions of your {race} take part").format(
                race=_(self.tribe.race.name))
        reason = targets.get(r)
        return humanize(self.game, reason) if reason else None

    # ------------------------------------------------------------------ the action

    def build_action(self):
        game = self.game
        action = {"type": "redeploy", "player": self.seat,
                  "tokens": {game.region_id(r): self.counts[r] for r in self.regions}}
        if self.in_decline:
            action["race"] = self.tribe.id
        kept = set(self.kept())
        for field, choice in self.fields.items():
            value = choice.to_json(game, kept)
            if value is not None:
                action[field] = value
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
        targets = self.marker_targets()
        if targets is not None:
            self.paint_targets(surface, [r for r, reason in targets.items() if reason is None])
            return
        play = self.play
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((18, 14, 10, 95))
        for r in self.regions:
            pygame.draw.polygon(dim, (0, 0, 0, 0), play.polys[r])
        surface.blit(dim, (0, 0))
        w = max(2, int(round(3 * play.token_scale)))
        kept = set(self.kept())
        for r in self.regions:
            color = theme.OWN_COLOR if r in kept else theme.ABANDON_COLOR
            pygame.draw.lines(surface, (20, 30, 40), True, play.polys[r], w + 3)
            pygame.draw.lines(surface, color, True, play.polys[r], w)

    def paint_targets(self, surface, targets):
        """The regions the marker being placed may go into, bright and outlined as the conquest's targets;
        the rest of the map dimmed."""
        self.play.light_regions(surface, targets, dict.fromkeys(targets, theme.SPECIAL_COLOR))

    def working_markers(self, r):
        markers = self.play.region_markers(r)
        for choice in self.fields.values():
            choice.show(r, markers)
        return markers

    def token_overrides(self):
        out = {}
        owner = self.tribe.owner
        for r in self.regions:
            out[r] = (self.tribe.id, self.counts[r], owner, self.in_decline, self.working_markers(r))
        return out

    def paint_over_tokens(self, surface):
        play = self.play
        pieces = self.piece_regions()
        for r in self.regions:
            if self.marker is None:         # placing a marker, the ± buttons do nothing: not drawn
                self.paint_buttons(surface, r)
            if self.counts[r] == 0 and r not in pieces:
                ax, ay = play.anchors[r]
                draw_text(surface, _("leave"), (ax, ay), 13, (255, 230, 220), bold=True, align="center",
                          valign="middle", outline=(90, 20, 10))

    def paint_buttons(self, surface, r):
        """The − and + buttons of region r (greyed when they cannot act)."""
        ox, oy = self.play.layout.map.topleft
        rad = self.button_radius()
        fnt = font(max(12, int(rad * 1.5)), bold=True)
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

    # ------------------------------------------------------------------ per frame

    def draw_map(self, surface):
        play = self.play
        r = play.hover
        if r is not None and self.marker is not None:     # as the conquest's: a target glows, others a rim
            if self.target_reason(r) is None:
                play.draw_glow(surface, r, (255, 255, 240), 60, 0)
            else:
                play.draw_glow(surface, r, (255, 255, 255), 0, 2)
        elif r is not None and r in self.counts:
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
        if self.marker is not None:
            reason = self.target_reason(r)
            if reason and not self.fields[self.marker].takes_back(r):
                return _("Not available: {reason}").format(reason=reason)
            return self.fields[self.marker].tip()
        if r not in self.counts:
            return _("Not a region of your {race}").format(race=_(self.tribe.race.name))
        return _("Click or +: one more token here · right-click or −: one back to hand · drag: move one")

    def marker_counts(self):
        return [choice.status() for choice in self.fields.values()]

    def hint(self):
        race = _(self.tribe.race.name)
        if self.marker is not None:
            return self.fields[self.marker].hint()
        hand = self.hand
        lead = (_("Redeploy your declined {race}: ") if self.in_decline else _("Redeploy your {race}: ")).format(
            race=race)
        if not self.regions:
            return lead + _("you hold no region; the tokens stay in hand for your next turn. Confirm.")
        if hand > 0:
            text = _("{n} left to place: + / click a region, − / right-click, or drag between regions.").format(n=hand)
        elif hand < 0:
            text = _("take {n} more off the map (−)").format(n=-hand)
            if self.kept_off_map:
                text += _(": {n} {race} leave the map until next turn.").format(n=self.kept_off_map, race=race)
        elif self.problem():
            text = self.problem() + "."
        else:
            text = _("all placed. Adjust with + / − or drag, then Confirm.")
        markers = self.marker_counts()
        if markers:
            text += _(" Markers: ") + ", ".join(markers) + "."
        return lead + text

    def hand_info(self):
        return (self.tribe.id, self.hand, _("to place") if self.hand >= 0 else _("to take off"))

    def actions(self):
        specs = []
        if self.marker is not None:
            specs.append({"key": "marker_done", "label": _("Done: {what}").format(what=self.fields[self.marker].label),
                          "primary": True, "action": lambda: self.set_marker(None),
                          "tooltip": _("Back to moving tokens (Esc)")})
            return specs
        problem = self.problem()
        specs.append({"key": "confirm", "label": _("Confirm"), "primary": True, "enabled": problem is None,
                      "action": self.confirm, "tooltip": problem or _("Send this redeployment")})
        if self.regions:
            specs.append({"key": "spread", "label": _("Spread evenly"), "primary": False, "action": self.spread_evenly,
                          "tooltip": _("Put the same number of tokens in each of your regions")})
        for field, choice in self.fields.items():
            if choice.shape == "number":
                specs += self.number_specs(field, choice)
                continue
            count = "" if choice.shape == "region" else f" {choice.placed()}/{choice.limit}"
            specs.append({"key": f"m_{field}", "label": f"{choice.label}{count}…", "primary": False,
                          "action": lambda f=field: self.set_marker(f), "tooltip": choice.tooltip})
        camp = self.game.turn.campaigns.get(self.tribe)
        if camp is None or not camp.over:
            specs.append({"key": "back", "label": _("Back to conquest"), "primary": False, "action": self.back,
                          "tooltip": _("Conquer more before redeploying")})
        return specs

    def number_specs(self, field, choice):
        """− and + buttons for a "number" field (e.g. recruits), showing the count against its limit."""
        def step(n):
            choice.value = max(0, min(choice.limit, choice.value + n))
            self.gen += 1
        return [{"key": f"m_{field}_more", "label": f"+ {choice.label} {choice.value}/{choice.limit}",
                 "primary": False, "enabled": choice.value < choice.limit, "action": lambda: step(1),
                 "tooltip": choice.tooltip},
                {"key": f"m_{field}_less", "label": "−", "primary": False, "enabled": choice.value > 0,
                 "action": lambda: step(-1), "tooltip": choice.tooltip}]

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
            if b not in self.counts and self.marker is None:
                play.messages.show(_("Only the outlined regions of your {race} take part").format(
                    race=_(self.tribe.race.name)), "info", 2.5)
                return True
            self.click(b, event.button == 3)
            return True
        return False

    def click(self, r, right):
        if self.marker is None:
            self.add(r, -1 if right else 1)
            return
        choice = self.fields[self.marker]
        reason = None if right or choice.takes_back(r) else self.target_reason(r)
        if reason:              # the model refuses that region: nothing is placed, and the player is told why
            self.play.messages.show(reason)
            return
        message = choice.click(r, right)
        if message:
            self.play.messages.show(message, "info")
        self.gen += 1


class RetreatScene(RedeployScene):
    """A defender places the tokens he took back on the regions his race still holds."""

    def __init__(self, play, seat):
        game = play.game
        entry = next(e for e in game.pending_retreats if e[0] == seat)
        self.count = entry[2]
        super().__init__(play, entry[1])

    def setup_fields(self):
        """The pieces taken back besides tokens (Beasts), placed with the tokens."""
        game, tribe = self.game, self.tribe
        if not self.regions:
            return
        for field, waiting in game.pieces_back(tribe).items():
            self.fields[field] = RetreatPieces(game, tribe, self.regions, field, tribe.effects.retreat_fields[field],
                                               waiting)

    def setup_counts(self):
        game = self.game
        self.counts = {r: game.tokens[r] for r in self.regions}
        self.floor = dict(self.counts)
        self.may_leave = False
        self.kept_off_map = 0
        self.total = sum(self.counts.values()) + self.count

    def floor_reason(self, r):
        return _("Only the retreating tokens can be moved")

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
        for field, choice in self.fields.items():
            if choice.placed():
                action[field] = {game.region_id(r): n for r, n in sorted(choice.value.items()) if n}
        return action

    def problem(self):
        if self.hand:
            return _("Place all the retreating tokens first")
        return next((p for p in (choice.problem(set(self.regions)) for choice in self.fields.values()) if p), None)

    def confirm(self):
        self.play.submit(self.build_action())

    def hint(self):
        if self.marker is not None:
            return self.fields[self.marker].hint()
        race = _(self.tribe.race.name)
        hand = self.hand
        if hand > 0:
            return ngettext("Your {race} lost a region: place the {n} token you took back on your outlined regions "
                            "(+ or click), then Confirm.",
                            "Your {race} lost a region: place the {n} tokens you took back on your outlined regions "
                            "(+ or click), then Confirm.", hand).format(race=race, n=hand)
        markers = self.marker_counts()
        return _("All placed: Confirm (− takes one back).") + (
            _(" Markers: ") + ", ".join(markers) + "." if markers else "")

    def hand_info(self):
        return (self.tribe.id, self.hand, _("retreating"))

    def actions(self):
        if self.marker is not None:
            return super().actions()        # the field's Done button
        problem = self.problem()
        specs = [{"key": "confirm", "label": _("Confirm"), "primary": True, "enabled": problem is None,
                  "action": self.confirm, "tooltip": problem or _("Send the retreat")},
                 {"key": "spread", "label": _("Spread evenly"), "primary": False, "action": self.spread_evenly,
                  "tooltip": _("Share the retreating tokens out over your regions")}]
        for field, choice in self.fields.items():
            specs.append({"key": f"m_{field}", "label": f"{choice.label} {choice.placed()}/{choice.limit}…",
                          "primary": False, "action": lambda f=field: self.set_marker(f), "tooltip": choice.tooltip})
        return specs


class EndTurnScene(PlayMode):
    """After the redeployment (or a decline): optional peace, decline after scoring, End turn."""

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
            race = _(player.declined[-1].race.name) if player.declined else _("race")
            return _("Your {race} went into decline. End your turn to score it; next turn you pick a new race.").format(
                race=race)
        if turn.decline_after_turn:
            return _("Your race declines right after this turn is scored. End your turn.")
        if player.active is None:
            return _("No combo is left to pick. End your turn.")
        text = _("Redeployment done. End your turn to score your regions.")
        if self.ally_targets():
            text = _("Redeployment done. You may make peace with one opponent, then End turn.")
        return text

    def actions(self):
        play = self.play
        specs = [play.end_turn_spec()]
        active = self.game.players[self.seat].active
        if active is not None and active.effects.decline_after_redeploy and play.can("decline"):
            specs.append({"key": "decline_after", "label": _("Decline after scoring"), "primary": False,
                          "action": lambda: play.submit({"type": "decline", "player": self.seat}),
                          "tooltip": _("Score this turn as an active race, then go into decline")})
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
        note = _("Optional: that player's active race may not attack yours until your next turn.")
        lines = wrap_text(note, text_f, w - 28)
        top_h = 10 + title_f.get_linesize() + 4 + len(lines) * text_f.get_linesize() + 8
        h = top_h + len(targets) * (bh + 8) + 6
        self.panel = pygame.Rect(area.left + 20, area.top + 20, w, h)
        pygame.draw.rect(surface, (0, 0, 0), self.panel.move(3, 4), border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_BG, self.panel, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.panel, 2, border_radius=10)
        surface.blit(title_f.render(_("Make peace with…"), True, theme.TEXT),
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
            b.label = fit_text(_("Make peace with {name}").format(name=game.players[t].name),
                               font(layout.fs(15), bold=True), rect.width - 12)
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
