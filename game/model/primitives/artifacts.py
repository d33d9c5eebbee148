"""Artifacts used in a conquest: a `conquer` names them in `use` (items 16, 56, 57, 58)."""

from .base import Param, Primitive, whole


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
