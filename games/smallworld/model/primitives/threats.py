"""Pushing opponents' tokens around without a conquest (the Intimidator; items 8, 15, 47, 49,
54, 68, 85)."""

from .. import conquest, items
from ..effects import Param, Primitive, whole
from ..errors import IllegalAction
from .moves import region_mode
from .towers import TOWER

INTIMIDATE = "intimidate"
BARRIERS = ("wisp_wall", "fort")      # removed first, a wall before a fort, each for one use (item 68)


class Intimidation(Primitive):
    """`times` per turn, while its conquests go on, the race moves one token of an opponent's race
    (active or declined) or a native from a region next to it into another region of that race
    (`to`; none left: to the tray, natives always); a wall or fort in the region goes first
    instead, each for one use. Not from or into a tower region. It is no attack."""

    name = "intimidation"
    text = "{times} times per turn move an opponent's token next to you to another of his regions"
    params = {"times": Param(whole(1), 3)}
    actions = (INTIMIDATE,)
    reads_options = False
    ai_pick_value = 3.0
    action_ui = {INTIMIDATE: dict(region_mode(
        "Intimidate…", "Move an opponent's token next to you away (3 times a turn)",
        "Click a region next to yours held by an opponent. Esc to stop.", "Click to intimidate this region",
        cost=None), then=[{"field": "to", "skip": "To the tray",
                           "hint": "Click another region of that race: the token goes there. Esc to stop.",
                           "region_tip": "Click: the token goes here"}])}

    def _uses(self, game, tribe):
        return game.turn.used.get(self.name, 0) if game.seat == tribe.owner else 0

    def _towered(self, game, r):
        towers = game.markers.get(TOWER)
        return bool(towers and towers[r])

    def _reason(self, game, tribe, r):
        if self._uses(game, tribe) >= self.p["times"]:
            return f"you intimidate {self.p['times']} times a turn"
        occupant = game.occupant[r]
        if occupant is None or getattr(occupant, "owner", None) == tribe.owner:
            return f"{game.region_id(r)} holds no opponent's token"
        if not any(n in tribe.regions for n in game.board.neighbors[r]):
            return f"{game.region_id(r)} is not next to your {tribe.race.name}"
        if self._towered(game, r):
            return f"{game.region_id(r)} is guarded by a Watch Tower"
        if not game.tokens[r] and not self._barrier(game, r):
            # the Champion or Beasts alone: only race tokens and natives are moved (item 68)
            return f"{game.region_id(r)} holds no token to move"
        return None

    def _barrier(self, game, r):
        return next((name for name in BARRIERS if name in game.markers and game.markers[name][r]), None)

    def _targets(self, game, defender, r):
        """The other regions the token may go to (none: the tray)."""
        regions = getattr(defender, "regions", ())
        return sorted(o for o in regions if o != r and not self._towered(game, o))

    def perform(self, game, tribe, action, events):
        r = game.region_index(action.get("region"))
        camp = game.open_campaign(tribe, False)
        reason = self._reason(game, tribe, r)
        if reason:
            raise IllegalAction(reason)
        defender = game.occupant[r]
        barrier = self._barrier(game, r)
        to = action.get("to")
        targets = [] if barrier else self._targets(game, defender, r)
        if to is not None:
            t = game.region_index(to)
            if t not in targets:
                raise IllegalAction(f"to must be another region of that race, not {to!r}" if not barrier
                                    else "to is given only when a token moves to another region")
        elif targets:
            raise IllegalAction("name the region the token goes to (to)")
        else:
            t = None
        to_tray = not barrier and t is None
        due = list(items.item_tolls(game, tribe, r))
        held = game.harmony.get(tribe.owner)
        if to_tray and held is not None and held[0] == getattr(defender, "owner", None) \
                and not game.turn.used.get(("harmony", held[0])):
            due.append(held)
        player = game.players[tribe.owner]
        owed = sum(coins for _s, coins in due)
        if owed > player.coins:
            raise IllegalAction(f"this asks {owed} coins first and you have {player.coins}")
        for seat, coins in due:
            conquest.pay(game, tribe.owner, seat, coins, events, region=r)
            if held == (seat, coins):
                game.turn.used[("harmony", seat)] = 1
        if due:
            items.tolls_paid(game, tribe, r)
        game.ready_troops(tribe, camp, False)
        game.turn.used[self.name] = self._uses(game, tribe) + 1
        event = {"type": "intimidated", "player": tribe.owner, "region": game.region_id(r)}
        if barrier:
            game.set_marker(barrier, r, 0)
            game.supply[barrier] = game.supply.get(barrier, 0) + 1
            event["removed"] = barrier
        else:
            self._move_token(game, tribe, camp, defender, r, t, event)
        events.append(event)
        if defender.__class__ is tribe.__class__:
            game.leave_if_gone(defender, events)

    def _move_token(self, game, tribe, camp, defender, r, t, event):
        game.tokens[r] -= 1
        if t is not None:
            game.tokens[t] += 1
            event["to"] = game.region_id(t)
            if game.tokens[t] < defender.effects.min_stack and not defender.declined:
                game.tokens[t] = 0              # alone by the Champion: to hand, and it retreats (item 8)
                defender.retreating += 1
        elif defender.__class__ is tribe.__class__:
            saved = 0
            if not defender.declined and defender.effects.spares:
                saved = sum(p.spares(game, defender, 1) for p in defender.effects.spares)
            if saved:
                defender.retreating += 1
            else:
                game.tray[defender.id] += 1
                camp.to_tray += 1
            event["to"] = None
        else:
            camp.to_tray += 1           # a native back to the box
            event["to"] = None
        left = game.tokens[r]
        if defender.__class__ is tribe.__class__:
            if left == 1 and defender.effects.min_stack > 1 and not defender.declined:
                defender.retreating += 1      # a lone active Tauren goes to hand and retreats (item 8)
                game.tokens[r] = left = 0
            if left == 0 and not any(p.piece_regions(game, defender, {})[0] == r
                                     for p in defender.effects.piece_fielders):
                # walls and forts go with the region (item 85); the Champion there keeps it (item 34)
                game.clear_region(r, defender)
        elif left == 0:
            game.clear_markers(r)
            game.occupant[r] = None

    def legal(self, game, tribe, camp, options):
        if options is None or self._uses(game, tribe) >= self.p["times"]:
            return []
        out = []
        seen = set()
        for h in sorted(tribe.regions):     # map order: a copy rebuilds the set in another order
            for r in game.board.neighbors[h]:
                if r in seen or self._reason(game, tribe, r):
                    continue
                seen.add(r)
                if items.item_tolls(game, tribe, r):
                    continue        # keep the offered moves free of coins
                targets = [] if self._barrier(game, r) else self._targets(game, game.occupant[r], r)
                action = {"type": INTIMIDATE, "region": game.region_id(r)}
                if targets:         # each destination, for the player to choose among
                    out.extend(dict(action, to=game.region_id(t)) for t in targets)
                    continue
                if not self._barrier(game, r) and game.harmony.get(tribe.owner):
                    continue
                out.append(action)
        return out

    def race_state(self, game, tribe, out):
        if self._uses(game, tribe):
            out["used"] = dict(out.get("used") or {}, **{INTIMIDATE: self._uses(game, tribe)})
