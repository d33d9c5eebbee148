"""Bombs laid next to the race, revealed at its player's next turn (the Goblins; items 5, 61, 62,
63, 87, 91)."""

from .. import conquest, items
from ..effects import MarkerKind, Param, Primitive, whole
from ..errors import IllegalAction
from ..pieces import Campaign
from .towers import TOWER

BOMB = "bomb"
LIVE, DUD = "live", "dud"


class Bombs(Primitive):
    """When picked, the `live` live and `duds` dud bombs are shuffled face down (the game file's
    `bombs` first, then the seed). At its redeployment the race may put the top bomb in each region
    next to it held by an opponent's active race (field `bombs`, in that order). As its player's
    next turn begins they are revealed in that order: a bomb whose region is no longer held by an
    opponent, or has a tower, goes back on top; a live one conquers the region and leaves it
    empty (losses, retreats and the turn's scoring as a conquest; tolls paid as far as the
    Goblin player can); a dud does nothing. Placed bombs resolve even in decline."""

    name = "bombs"
    text = "lay bombs next to you at redeployment; live ones empty their region at your next turn"
    params = {"live": Param(whole(0), 6), "duds": Param(whole(0), 6)}
    markers = (MarkerKind(BOMB, stays=True),)
    redeploy_fields = ("bombs",)
    lays_bombs = True
    in_decline = True
    ai_pick_value = 4.0
    field_ui = {"bombs": {"label": "Bombs", "shape": "regions", "marker": BOMB, "where": "any",
                          "tooltip": "Put the top bomb in regions next to yours held by an opponent's active race"}}

    # -- the stack --------------------------------------------------------------------------
    def on_pick(self, game, tribe, events):
        for r, _kind in game.bombs_placed:
            game.set_marker(BOMB, r, 0)
        game.bombs_placed = []
        counts = {LIVE: self.p["live"], DUD: self.p["duds"]}
        stack = []
        while game.bomb_script and len(stack) < sum(self.p.values()):
            kind = game.bomb_script[0]
            if counts.get(kind, 0) <= 0:
                break
            stack.append(game.bomb_script.pop(0))
            counts[kind] -= 1
        rest = [LIVE] * counts[LIVE] + [DUD] * counts[DUD]
        game.rng.shuffle(rest)
        game.bomb_stack = stack + rest
        game.bomb_log.extend(game.bomb_stack)

    # -- laying them ------------------------------------------------------------------------
    def _targets(self, game, tribe):
        bombs, towers = game.markers[BOMB], game.markers.get(TOWER)
        out = set()
        for h in tribe.regions:
            for r in game.board.neighbors[h]:
                occupant = game.occupant[r]
                active_opponent = getattr(occupant, "declined", True) is False and occupant.owner != tribe.owner
                if active_opponent and not bombs[r] and not (towers and towers[r]):
                    out.add(r)
        return out

    def field_limit(self, game, tribe, field):
        return min(len(game.bomb_stack), len(self._targets(game, tribe)))

    def check_field(self, game, tribe, field, raw, kept):
        if not isinstance(raw, list) or not all(isinstance(rid, str) for rid in raw):
            raise IllegalAction("bombs must be a list of regions")
        regions = [game.region_index(rid) for rid in raw]
        if len(set(regions)) != len(regions):
            raise IllegalAction("one bomb per region")
        if len(regions) > len(game.bomb_stack):
            raise IllegalAction(f"only {len(game.bomb_stack)} bombs are left")
        targets = self._targets(game, tribe)
        for r in regions:
            if r not in targets:
                raise IllegalAction(f"{game.region_id(r)} is not an opponent's active region next to yours "
                                    "without a bomb")
        return regions

    def place_field(self, game, tribe, field, regions):
        for r in regions:
            kind = game.bomb_stack.pop(0)
            game.bombs_placed.append([r, kind])
            game.set_marker(BOMB, r, 1)

    def sample_field(self, game, tribe, field, regions, rng):
        targets = sorted(self._targets(game, tribe))
        return [game.region_id(r) for r in targets[:len(game.bomb_stack)]]

    # -- revealing them ---------------------------------------------------------------------
    def on_turn_begin(self, game, tribe, events):
        placed, game.bombs_placed = game.bombs_placed, []
        for r, kind in placed:
            game.set_marker(BOMB, r, 0)
            occupant = game.occupant[r]
            towers = game.markers.get(TOWER)
            if getattr(occupant, "owner", None) in (None, tribe.owner) or not hasattr(occupant, "race") \
                    or (towers and towers[r]):
                game.bomb_stack.insert(0, kind)     # back on top (items 5, 54)
                continue
            events.append({"type": "bomb_revealed", "player": tribe.owner, "region": game.region_id(r),
                           "live": kind == LIVE})
            if kind == LIVE:
                self._explode(game, tribe, r, occupant, events)

    def _explode(self, game, tribe, r, defender, events):
        """A live bomb: a conquest of r by the race that leaves it empty (items 5, 62, 63, 91)."""
        camp = game.turn.campaigns.setdefault(tribe, Campaign())
        player = game.players[tribe.owner]
        for seat, coins in conquest.tolls(game, tribe, r):          # forced: what he has (item 62)
            paid = min(coins, player.coins)
            if paid:
                conquest.pay(game, tribe.owner, seat, paid, events, region=r)
        items.tolls_paid(game, tribe, r)
        held = game.harmony.get(tribe.owner)
        if held is not None and held[0] == defender.owner:
            game.turn.used[("harmony", held[0])] = 1
        before, pieces = game.tokens[r], game.pieces_in(r)     # before the Champion is captured
        for p in defender.effects.region_taken:
            p.region_taken(game, defender, tribe, r, events)
        lost, back = conquest.losses_if_conquered(game, r)
        if lost and defender.effects.spares and not defender.declined:
            lost, back = conquest.spare(game, defender, lost, back)
        game.tray[defender.id] += lost
        defender.retreating += back
        camp.to_tray += lost
        camp.nonempty += 1
        camp.taken.append((r, defender.race, defender.owner, pieces))
        if not defender.declined:
            game.turn.attacked.add(defender.owner)
        game.clear_region(r, defender)
        if game.items:
            items.reveal(game, r)                       # nobody controls it: the region is empty
        events.append({"type": "bombed", "player": tribe.owner, "region": game.region_id(r),
                       "defender": {"owner": defender.owner, "race": defender.id, "tokens": before}})
        game.leave_if_gone(defender, events)
