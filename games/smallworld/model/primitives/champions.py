"""A piece that conquers alone and holds a region by itself (the Champion; items 11, 25, 34, 45,
71, 77)."""

from .. import conquest
from ..effects import MarkerKind, Param, Primitive, own_name, whole
from ..errors import IllegalAction
from .moves import region_mode


class SoloPiece(Primitive):
    """The race's `piece` starts in hand. Once per turn, after the race's first conquest, the
    action named `piece` sends it alone to conquer a region a `conquer` may target, whatever its
    defence (not an immune one; tolls are paid), and it stays there; the region it left, if it
    held it alone, is emptied. It defends as 1 token; where it stands the race loses no token
    when conquered, pays the conqueror `ransom` (what it has) and the piece goes back to hand.
    The redeploy field `piece` moves it to one of the race's regions; a region it holds alone
    shows 0 tokens. The state's `used` counts its action under the piece's name for the rest of
    the turn (a move by the redeploy field is not a use). Gone in decline, its lone region emptied."""

    name = "solo_piece"
    text = "once per turn your {piece} alone conquers a region whatever its defence, and holds it"
    params = {"piece": own_name("the piece's name"), "ransom": Param(whole(0), 1)}
    ai_pick_value = 5.0
    # the window's texts, keyed "piece" here and by the piece's name on each instance
    action_ui = {"piece": region_mode(
        "Champion…", "Once per turn: your Champion alone conquers a region whatever its defence",
        "Click a purple region: the Champion takes it alone. Esc to stop.", "Click to send the Champion")}
    field_ui = {"piece": {"label": "The Champion", "shape": "region", "marker": "champion",
                          "tooltip": "Put your Champion in one of your regions"}}

    def __init__(self, source, source_kind, **values):
        super().__init__(source, source_kind, **values)
        piece = values["piece"]
        self.piece = piece
        self.actions = (piece,)
        self.redeploy_fields = (piece,)
        self.markers = (MarkerKind(piece, defence=1, holds=True, leaves_on_decline=True),)
        self.action_ui = {piece: type(self).action_ui["piece"]}
        self.field_ui = {piece: dict(type(self).field_ui["piece"], marker=piece)}

    def _where(self, game, tribe):
        """The region the piece stands in, or None (in hand)."""
        values = game.markers[self.piece]
        return next((r for r in tribe.regions if values[r]), None)

    def _reason(self, game, tribe, r):
        if game.turn.used.get(self.name):
            return f"the {self.piece} already fought this turn"
        if not tribe.regions:
            return f"a race entering the map does not send its {self.piece} (item 25)"
        return conquest.reach_reason(game, tribe, r)

    def perform(self, game, tribe, action, events):
        r = game.region_index(action.get("region"))
        camp = game.open_campaign(tribe, False)
        reason = self._reason(game, tribe, r)
        if reason:
            raise IllegalAction(reason)
        conquest.pay_tolls(game, tribe, r, events)
        game.ready_troops(tribe, camp, False)
        game.turn.used[self.name] = 1
        old = self._where(game, tribe)
        if old is not None:
            game.set_marker(self.piece, old, 0)
            if game.tokens[old] == 0:
                game.clear_region(old, tribe)        # it held that region alone (item 77)
        game.take_region(tribe, r, 0, camp, events, self.piece)
        game.set_marker(self.piece, r, 1)

    def legal(self, game, tribe, camp, options):
        if options is None or game.turn.used.get(self.name) or not tribe.regions:
            return []
        coins = game.players[tribe.owner].coins
        # `_reason` is reach_reason now: the options price every region the race may reach (and
        # only those), in region order
        return [{"type": self.piece, "region": game.region_id(r)} for r, option in options.items()
                if option.cost is not None and sum(c for _s, c in conquest.tolls(game, tribe, r)) <= coins]

    def region_taken(self, game, tribe, attacker, r, events):
        if game.markers[self.piece][r] and attacker.owner != tribe.owner:
            paid = min(self.p["ransom"], game.players[tribe.owner].coins)
            conquest.pay(game, tribe.owner, attacker.owner, paid, events, kind="ransom_paid", region=r)

    def on_decline(self, game, tribe, events):
        for r in list(tribe.regions):
            if game.tokens[r] == 0:
                game.clear_region(r, tribe)          # the region it held alone (item 71)

    # -- redeployment -------------------------------------------------------------------------
    def piece_regions(self, game, tribe, action):
        old = self._where(game, tribe)
        raw = action.get(self.piece)
        new = game.board.index.get(raw) if isinstance(raw, str) else old
        if new is not None and new not in tribe.regions:
            new = None
        return new, (old if old != new else None)

    def field_limit(self, game, tribe, field):
        return 1

    def check_field(self, game, tribe, field, rid, kept):
        r = game.board.index.get(rid) if isinstance(rid, str) else None
        if r is None or r not in tribe.regions:
            raise IllegalAction(f"the {self.piece} goes in one of your regions, not {rid!r}")
        return r

    def place_field(self, game, tribe, field, r):
        values = game.markers[self.piece]
        for old in list(tribe.regions):
            if values[old] and old != r:
                game.set_marker(self.piece, old, 0)
        game.set_marker(self.piece, r, 1)

    def sample_field(self, game, tribe, field, regions, rng):
        return rng.choice(regions) if regions else None

    def race_state(self, game, tribe, out):
        where = self._where(game, tribe)
        out[self.piece] = game.region_id(where) if where is not None else "hand"
        if game.turn.used.get(self.name) and game.seat == tribe.owner:     # its action, this turn
            out["used"] = dict(out.get("used") or {}, **{self.piece: 1})
