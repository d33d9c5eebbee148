"""The action a player is putting together on the play screen, click by click, before it is sent:
its kind, its target or its wolves, the den's area, where a pushed wolf goes, and how it is paid.
No pygame here: the screen turns clicks into calls, and `action()` is what it finally submits.

    plan = TurnPlan(game, seat, "build")
    plan.target = (3, -5); plan.area = "speed"
    plan.ready(), plan.action()

A Move lists its wolves in the order they were chosen (`chosen`: (kind, from, to)); `active` is the
wolf waiting for its destination. The payment follows the engine's own default (`paying.payments`,
the first way) until the player picks tiles or bonus terrain tokens; a new terrain starts it afresh.
"""

from games.wolves.model import choices
from games.wolves.model.hexes import hex_id

TARGET_KINDS = ("build", "upgrade", "howl", "dominate")


class TurnPlan:
    def __init__(self, game, seat, kind):
        self.game = game
        self.seat = seat
        self.kind = kind
        self.chosen = []            # Move: [(kind, from, to)]
        self.active = None          # Move: (kind, from) waiting for its destination
        self.target = None          # the other actions: the target hex
        self.target_kind = None     # Dominate: "pack" or "den"
        self.area = None            # Build, Dominate of a den: the attribute area
        self.push = {}              # {hex pushed from: hex chosen for it}
        self.pay_tiles = []         # tiles chosen to flip (in the order clicked)
        self.pay_bonus = 0          # bonus terrain tokens chosen
        self._pay_terrain = None    # the terrain the payment above is for
        self._custom = False        # the player changed the payment

    # ------------------------------------------------------------------ what it is so far

    def terrain(self):
        if self.kind == "move":
            return self.game.ground.terrain.get(self.chosen[0][2]) if self.chosen else None
        return self.game.ground.terrain.get(self.target) if self.target is not None else None

    def units(self):
        return choices.cost(self.kind)

    def needs_area(self):
        return self.kind == "build" or (self.kind == "dominate" and self.target_kind == "den")

    def payment(self):
        """{"tiles", "bonus_terrain"} as now chosen (the engine's default until the player changes it)."""
        terrain = self.terrain()
        if terrain is None:
            return None
        if terrain != self._pay_terrain:
            self._pay_terrain = terrain
            self._custom = False
        if not self._custom:
            _tiles, _held, ways = choices.pay_options(self.game, self.seat, terrain, self.units())
            if not ways:
                self.pay_tiles, self.pay_bonus = [], 0
            else:
                self.pay_tiles, self.pay_bonus = list(ways[0]["tiles"]), ways[0]["bonus_terrain"]
        return {"tiles": list(self.pay_tiles), "bonus_terrain": self.pay_bonus}

    def paid_in_full(self):
        pay = self.payment()
        return pay is not None and len(pay["tiles"]) + pay["bonus_terrain"] == self.units()

    def complete(self):
        """Everything but the payment is chosen."""
        if self.kind == "move":
            return bool(self.chosen) and self.active is None
        if self.target is None:
            return False
        if self.kind == "dominate" and self.target_kind is None:
            return False
        return not self.needs_area() or self.area is not None

    def ready(self):
        return self.complete() and self.paid_in_full()

    def action(self, with_pay=True):
        """The action's JSON as chosen so far (None before it names what it acts on)."""
        seat = self.seat
        push = {hex_id(a): hex_id(b) for a, b in self.push.items()}
        if self.kind == "move":
            if not self.chosen:
                return None
            action = choices.move_action(seat, self.chosen)
        else:
            if self.target is None:
                return None
            action = {"type": self.kind, "player": seat, "hex": hex_id(self.target)}
            if self.kind == "dominate":
                action["kind"] = self.target_kind or "pack"
            if self.needs_area():
                action["area"] = self.area or "spread"
        if push and self.kind in ("move", "upgrade"):
            action["push"] = push
        if with_pay:
            pay = self.payment()
            if pay is not None:
                action["pay"] = pay
        return action

    # ------------------------------------------------------------------ the player's changes

    def toggle_tile(self, tile):
        """Pay with tile `tile` (or stop paying with it); a full payment gives up its oldest tile."""
        self.payment()
        self._custom = True
        if tile in self.pay_tiles:
            self.pay_tiles.remove(tile)
            return
        self.pay_tiles.append(tile)
        while len(self.pay_tiles) + self.pay_bonus > self.units():
            if self.pay_bonus:
                self.pay_bonus -= 1
            else:
                self.pay_tiles.pop(0)

    def cycle_bonus(self, held):
        """One more bonus terrain token in the payment, back to none after the most it can take."""
        self.payment()
        self._custom = True
        most = min(held, self.units())
        self.pay_bonus = 0 if self.pay_bonus >= most else self.pay_bonus + 1
        while len(self.pay_tiles) + self.pay_bonus > self.units() and self.pay_tiles:
            self.pay_tiles.pop(0)

    def choose_target(self, h, target_kind=None):
        self.target = h
        self.target_kind = target_kind
        self.push = {}
        if not self.needs_area():
            self.area = None

    def add_wolf(self, kind, start):
        self.active = (kind, start)

    def place_active(self, end):
        kind, start = self.active
        self.chosen.append((kind, start, end))
        self.active = None
        self.push = {}

    def drop_wolf(self, index):
        """Take a wolf out of the Move, and every wolf chosen after it that no longer goes where it was told."""
        del self.chosen[index]
        self.push = {}
        kept = []
        for entry in self.chosen:
            trial = choices.move_action(self.seat, [*kept, entry])
            if choices.check(self.game, self.seat, trial) is not None:
                kept.append(entry)
        self.chosen = kept
