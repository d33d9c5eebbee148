"""Beasts: extra pieces that fight for a race during its turn (the Beast Master; items 35, 59, 60,
71, 90)."""

from .. import conquest
from ..board import TERRAINS
from ..effects import MarkerKind, Param, Primitive, one_of, whole
from ..errors import IllegalAction
from .markers import clear_and_place

BEAST = "beast"


class Beasts(Primitive):
    """As its player's turn begins the race's Beasts are discarded, then it takes one per region of
    `terrain` it holds (at most `box`) into hand. Beasts conquer like tokens (race tokens are
    placed first), defend as 1 each, and the redeploy field `beasts` {region: n} places every
    Beast held; each region keeps a race token. A conquered region with Beasts loses one of them
    (none under the Chapel) and none of its tokens: the tokens and the other Beasts come back, the
    Beasts placed by the retreat field `beasts` {region: n} (left out: discarded). A region taken
    with Beasts only is held until the redeployment. Gone in decline."""

    name = "beasts"
    text = "each turn take a Beast per {terrain} region you hold: they conquer and defend like tokens"
    params = {"terrain": Param(one_of(TERRAINS), "hill"), "box": Param(whole(0), 5)}
    markers = (MarkerKind(BEAST, defence=1, holds=True, leaves_on_decline=True),)
    redeploy_fields = ("beasts",)
    retreat_fields = ("beasts",)
    ai_pick_value = 4.0
    field_ui = {"beasts": {"label": "Beasts", "shape": "counts", "marker": BEAST,
                           "tooltip": "Place all your Beasts in your regions"},
                "retreat.beasts": {"label": "Beasts", "shape": "counts", "marker": BEAST,
                                   "tooltip": "Place the Beasts taken back in your regions, or leave them out"}}
    BACK = "beasts_back"        # the counter of Beasts taken back, waiting for the retreat

    def _in_hand(self, tribe):
        return tribe.counters.get(self.name, 0)

    def _back(self, tribe):
        return tribe.counters.get(self.BACK, 0)

    def _on_map(self, game, tribe):
        values = game.markers[BEAST]
        return sum(values[r] for r in tribe.regions)

    def on_turn_begin(self, game, tribe, events):
        if tribe.declined:
            return
        values = game.markers[BEAST]
        for r in tribe.regions:
            if values[r]:
                game.set_marker(BEAST, r, 0)
        terrain = self.p["terrain"]
        taken = min(self.p["box"], sum(1 for r in tribe.regions if game.board.regions[r].terrain == terrain))
        tribe.counters[self.name] = taken
        if taken:
            events.append({"type": "beasts_taken", "player": tribe.owner, "race": tribe.id, "beasts": taken})

    def on_decline(self, game, tribe, events):
        tribe.counters[self.name] = 0

    # -- losses and the retreat (item 60) -------------------------------------------------------
    def region_taken(self, game, tribe, attacker, r, events):
        beasts = game.markers[BEAST][r]
        if beasts:                  # one goes to the box, unless the Chapel keeps them all (item 21)
            back = beasts if conquest.abilities_keep_all(game, tribe) else beasts - 1
            tribe.counters[self.BACK] = self._back(tribe) + back

    def retreat_waiting(self, game, tribe, field):
        return self._back(tribe)

    def check_retreat_field(self, game, tribe, field, raw):
        waiting = self._back(tribe)
        if not waiting:
            raise IllegalAction("no Beasts were taken back: leave out beasts")
        placed = self._counts(game, tribe, raw, tribe.regions)
        if sum(placed.values()) != waiting:
            raise IllegalAction(f"place exactly the {waiting} Beasts taken back, not {sum(placed.values())}"
                                " (or leave out beasts to discard them)")
        return placed

    def place_retreat_field(self, game, tribe, field, placed):
        for r, n in (placed or {}).items():
            game.set_marker(BEAST, r, game.markers[BEAST][r] + n)
        tribe.counters[self.BACK] = 0

    def extra_hand(self, game, tribe):
        return self._in_hand(tribe)

    def spend_extra(self, game, tribe, r, count):
        used = min(count, self._in_hand(tribe))
        tribe.counters[self.name] = self._in_hand(tribe) - used
        game.set_marker(BEAST, r, game.markers[BEAST][r] + used)
        return count - used

    # -- redeployment -------------------------------------------------------------------------
    def _held(self, game, tribe):
        return self._in_hand(tribe) + self._on_map(game, tribe)

    def field_limit(self, game, tribe, field):
        return self._held(game, tribe)

    @staticmethod
    def _counts(game, tribe, raw, kept):
        if not isinstance(raw, dict):
            raise IllegalAction("beasts must be {region: count}")
        placed = {}
        for rid, n in raw.items():
            r = game.board.index.get(rid) if isinstance(rid, str) else None
            if r is None or r not in kept:
                raise IllegalAction(f"Beasts go in regions you keep, not {rid!r}")
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise IllegalAction(f"beasts in {rid} must be a count, not {n!r}")
            placed[r] = n
        return placed

    def check_field(self, game, tribe, field, raw, kept):
        placed = self._counts(game, tribe, raw, kept)
        if sum(placed.values()) != self._held(game, tribe):
            raise IllegalAction(f"place all your {self._held(game, tribe)} Beasts")
        return placed

    def place_field(self, game, tribe, field, placed):
        clear_and_place(game, tribe, BEAST, placed)
        tribe.counters[self.name] = 0

    def redeploy_reason(self, game, tribe, given):
        if "beasts" not in given and self._held(game, tribe) and tribe.regions:
            return "place all your Beasts (beasts) with this redeployment"
        return None

    def default_field(self, game, tribe, field):
        held = self._held(game, tribe)
        if not held or not tribe.regions:
            return None
        return {game.region_id(min(tribe.regions)): held}

    def sample_field(self, game, tribe, field, regions, rng):
        held = self._held(game, tribe)
        if not held or not regions:
            return None
        counts = dict.fromkeys(regions, 0)
        for _ in range(held):
            counts[rng.choice(regions)] += 1
        return counts

    def race_state(self, game, tribe, out):
        out["beasts"] = self._in_hand(tribe) + self._back(tribe)    # as `hand` shows tokens taken back
