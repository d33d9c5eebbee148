"""Swapping two regions' contents (the Portal Mage; items 14, 50, 52, 53, 54)."""

from .. import conquest, items
from ..board import FEATURES
from ..effects import Param, Primitive, one_of, whole
from ..errors import IllegalAction
from .towers import TOWER

PORTAL = "portal"
FIXED = ("mountain", TOWER)     # markers that stay with their region in a swap (item 52)


class Portal(Primitive):
    """`times` per turn, before the end of its conquests, the race swaps everything between two
    regions with the feature (any owner, any island, empty ones too): owners, races, tokens,
    markers and face-up artifacts; mountains, towers, legendary places and face-down markers stay.
    Not an opponent's tower region, and no race but one holding water ends on water. It is no
    conquest and no attack; an Aegis on either region asks its toll."""

    name = "portal"
    text = "{times} times per turn swap everything between two {feature} regions"
    params = {"feature": Param(one_of(FEATURES), "magic"), "times": Param(whole(1), 2)}
    actions = (PORTAL,)
    reads_options = False
    ai_pick_value = 3.0
    action_ui = {PORTAL: {"label": "Portal…", "target": "regions",
                          "tooltip": "Swap everything between two Magic regions",
                          "hint": "Click two purple Magic regions: everything in them swaps. Esc to stop.",
                          "region_tip": "Click to swap this region"}}

    def _uses(self, game, tribe):
        return game.turn.used.get(self.name, 0) if game.seat == tribe.owner else 0

    def _reason(self, game, tribe, a, b):
        board = game.board
        if a == b:
            return "the portal swaps two different regions"
        feature = self.p["feature"]
        towers = game.markers.get(TOWER)
        for r in (a, b):
            if feature not in board.regions[r].features:
                return f"{board.regions[r].id} has no {feature} symbol"
            if towers and towers[r] and getattr(game.occupant[r], "owner", None) != tribe.owner:
                return f"{board.regions[r].id} is guarded by a Watch Tower"
        for src, dst in ((a, b), (b, a)):
            occupant = game.occupant[src]
            if occupant is not None and board.water[dst] and not _holds_water(occupant):
                return "no race but one that holds water may end on a Sea or Lake"
        return None

    def perform(self, game, tribe, action, events):
        raw = action.get("regions")
        if not isinstance(raw, list) or len(raw) != 2:
            raise IllegalAction("portal needs regions: [a, b]")
        a, b = (game.region_index(rid) for rid in raw)
        camp = game.open_campaign(tribe, False)
        if self._uses(game, tribe) >= self.p["times"]:
            raise IllegalAction(f"the portal works {self.p['times']} times a turn")
        reason = self._reason(game, tribe, a, b)
        if reason:
            raise IllegalAction(reason)
        due = items.item_tolls(game, tribe, a) + items.item_tolls(game, tribe, b)
        player = game.players[tribe.owner]
        owed = sum(coins for _s, coins in due)
        if owed > player.coins:
            raise IllegalAction(f"the Aegis asks {owed} coins and you have {player.coins}")
        for seat, coins in due:
            conquest.pay(game, tribe.owner, seat, coins, events)
        for r in (a, b):
            if items.item_tolls(game, tribe, r):
                items.tolls_paid(game, tribe, r)
        game.ready_troops(tribe, camp, False)
        game.turn.used[self.name] = self._uses(game, tribe) + 1
        swap(game, a, b)
        events.append({"type": "swapped", "player": tribe.owner, "regions": [game.region_id(a), game.region_id(b)]})

    def legal(self, game, tribe, camp, options):
        if options is None or self._uses(game, tribe) >= self.p["times"]:
            return []
        spots = sorted(game.board.with_feature[self.p["feature"]])
        coins = game.players[tribe.owner].coins
        # the Aegis's tolls of each region, asked once rather than for every pair it is in
        owed = {r: sum(c for _s, c in items.item_tolls(game, tribe, r)) for r in spots}
        return [{"type": PORTAL, "regions": [game.region_id(a), game.region_id(b)]}
                for i, a in enumerate(spots) for b in spots[i + 1:]
                if self._reason(game, tribe, a, b) is None and owed[a] + owed[b] <= coins]

    def race_state(self, game, tribe, out):
        if self._uses(game, tribe):
            out["used"] = dict(out.get("used") or {}, **{PORTAL: self._uses(game, tribe)})


def _holds_water(occupant):
    """The race may stand on water (natives never)."""
    race = getattr(occupant, "race", None)
    return race is not None and any(p.holds_water for p in race.primitives)


def swap(game, a, b):
    """Exchange the contents of regions a and b (item 52)."""
    occ_a, occ_b = game.occupant[a], game.occupant[b]
    for occupant, old in ((occ_a, a), (occ_b, b)):
        regions = getattr(occupant, "regions", None)
        if regions is not None:
            regions.discard(old)
    for occupant, new in ((occ_a, b), (occ_b, a)):
        regions = getattr(occupant, "regions", None)
        if regions is not None:
            regions.add(new)
    game.occupant[a], game.occupant[b] = occ_b, occ_a
    game.tokens[a], game.tokens[b] = game.tokens[b], game.tokens[a]
    for name, values in game.markers.items():
        if name not in FIXED and values[a] != values[b]:
            va, vb = values[a], values[b]
            game.set_marker(name, a, vb)
            game.set_marker(name, b, va)
    moving_a = [e for e in game.items.get(a, ()) if e[1] and game.ruleset.items[e[0]].kind == "artifact"]
    moving_b = [e for e in game.items.get(b, ()) if e[1] and game.ruleset.items[e[0]].kind == "artifact"]
    for entry in moving_a:
        items.move_item(game, entry, a, b)
    for entry in moving_b:
        items.move_item(game, entry, b, a)
