"""Artifacts: those used in a conquest (a `conquer` names them in `use`: items 16, 56, 57, 58) and
those their controller places at the redeployment (the Heart, the Aegis: items 17, 28, 51, 70, 81)."""

from .. import conquest, items
from ..effects import Param, Primitive, own_name, whole
from ..errors import IllegalAction


class CheaperConquest(Primitive):
    """Used: the conquest costs `amount` less (never below the race's floor)."""

    name = "cheaper_conquest"
    text = "once per turn, one conquest costs {amount} tokens less (minimum 1)"
    params = {"amount": Param(whole(1), 2)}
    usable = True

    def use_cost(self, game, tribe, r, cost):
        return cost - self.p["amount"]


class ConquestFromAfar(Primitive):
    """Used: the conquest may aim at any region, on any island, as if adjacent (normal cost)."""

    name = "conquest_from_afar"
    text = "once per turn, conquer a region on any island as if it were adjacent"
    usable = True

    def use_reaches(self, game, tribe, r):
        return True


class HammerBlow(Primitive):
    """Used: the conquest takes the region with a single token (the race's floor) whatever its
    defence, after paying `coins` to the region's owner if he is an opponent, else to the bank."""

    name = "hammer_blow"
    text = "once per turn, conquer a region with 1 token whatever its defence, paying {coins} coins to its owner"
    params = {"coins": Param(whole(0), 2)}
    usable = True

    def use_cost(self, game, tribe, r, cost):
        return 1

    def use_payment(self, game, tribe, r):
        occupant = game.occupant[r]
        owner = getattr(occupant, "owner", None)        # natives (a plain id) have no owner
        payee = owner if owner is not None and owner != tribe.owner else None
        return payee, self.p["coins"]


class PlacedArtifact(Primitive):
    """An artifact its controller may move with a redeploy field (`field`) into one of the
    regions his race keeps; an omitted field leaves it where it is (item 81)."""

    params = {"field": own_name("a redeploy field's name")}
    # the window's texts, keyed "field" here and by the field's name on each instance (label: its name)
    field_ui = {"field": {"shape": "region", "marker": "", "tooltip": "Put it in one of your regions"}}

    def __init__(self, source, source_kind, **values):
        super().__init__(source, source_kind, **values)
        self.redeploy_fields = (values["field"],)
        self.field_ui = {values["field"]: dict(type(self).field_ui["field"], label=source)}

    def field_limit(self, game, tribe, field):
        return 1

    def check_field(self, game, tribe, field, rid, kept):
        r = game.board.index.get(rid) if isinstance(rid, str) else None
        if r is None or r not in kept:
            raise IllegalAction(f"{field} must go in a region you keep, not {rid!r}")
        return r

    def place_field(self, game, tribe, field, r):
        where = items.item_region(game, self)
        if where is not None and where != r:
            entry = next(e for e in game.items[where] if self in game.ruleset.items[e[0]].primitives)
            items.move_item(game, entry, where, r)

    def sample_field(self, game, tribe, field, regions, rng):
        return rng.choice(regions) if regions else None


class Tribute(PlacedArtifact):
    """At its controller's end of turn every opponent whose active race holds a region next to it
    pays him `coins` once (what he has: items 17, 70)."""

    name = "tribute"
    text = "at the end of your turn each opponent holding a region next to it pays you {coins} coin"
    params = {"field": own_name("a redeploy field's name"), "coins": Param(whole(1), 1)}

    def on_turn_end(self, game, tribe, events):
        r = items.item_region(game, self)
        if r is None:
            return
        near = game.board.neighbors[r]
        for seat, player in enumerate(game.players):
            active = player.active
            if seat == tribe.owner or active is None or not any(n in active.regions for n in near):
                continue
            paid = min(self.p["coins"], player.coins)
            if paid:
                conquest.pay(game, seat, tribe.owner, paid, events, kind="tribute_paid", region=r)


class Shield(PlacedArtifact):
    """Its region is shielded from each opponent until he pays its controller `coins`, charged
    automatically with the other tolls of his first action aimed at it; every end of turn of the
    controller places it anew and clears the payments (items 28, 50, 51)."""

    name = "shield"
    text = "an opponent pays you {coins} coins before his first attack on its region"
    params = {"field": own_name("a redeploy field's name"), "coins": Param(whole(1), 2)}

    def item_toll(self, game, attacker, r):
        controller = game.occupant[r]
        if getattr(controller, "declined", True) or controller.owner == attacker.owner:
            return None
        paid = game.aegis_paid if game.aegis_holder == controller.owner else []
        return None if attacker.owner in paid else (controller.owner, self.p["coins"])

    def item_toll_paid(self, game, attacker, r):
        controller = game.occupant[r]
        if game.aegis_holder != getattr(controller, "owner", None):     # a new controller: none paid
            game.aegis_holder, game.aegis_paid = controller.owner, []
        if attacker.owner not in game.aegis_paid:
            game.aegis_paid = sorted(game.aegis_paid + [attacker.owner])

    def on_turn_end(self, game, tribe, events):
        game.aegis_holder, game.aegis_paid = tribe.owner, []
