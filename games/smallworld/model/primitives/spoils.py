"""Income primitives that read the turn's conquests, the islands and the coast."""

from ..effects import Param, Primitive, faction, whole


class CoinsPerFactionConquest(Primitive):
    """+amount per region conquered this turn from a race of that faction (active or declined,
    the player's own declined race included: rules W item 40)."""

    name = "coins_per_faction_conquest"
    params = {"faction": faction(), "amount": Param(whole(1), 1)}
    ai_pick_value = 4.0

    def describe(self):
        return f"+{self.p['amount']} coin per region conquered this turn from a {self.p['faction'].title()} race"

    def turn_coins(self, game, tribe, camp):
        if camp is None:
            return 0
        faction = self.p["faction"]
        return self.p["amount"] * sum(1 for _r, race, _owner, _n in camp.taken
                                      if race is not None and race.faction == faction)


class CoinsPerDefenders(Primitive):
    """+N per region conquered this turn that held N ≥ `least` pieces of the player's opponents
    (their race tokens, active or declined, Beasts and Champion; natives and the player's own
    races never count: item 67)."""

    name = "coins_per_defenders"
    text = "+N coins per region conquered this turn that held N (at least {least}) opponents' pieces"
    params = {"least": Param(whole(1), 2)}
    ai_pick_value = 4.0

    def turn_coins(self, game, tribe, camp):
        if camp is None:
            return 0
        least = self.p["least"]
        return sum(n for _r, race, owner, n in camp.taken
                   if race is not None and owner != tribe.owner and n >= least)


class CoinsPerIsland(Primitive):
    """+amount per island where the race occupies a region (a world's islands)."""

    name = "coins_per_island"
    text = "+{amount} coin per island where you occupy a region"
    params = {"amount": Param(whole(1), 1)}
    ai_pick_value = 6.0

    def turn_coins(self, game, tribe, camp):
        island_of = game.board.island_of
        return self.p["amount"] * len({island_of[r] for r in tribe.regions if island_of[r] is not None})


class CoinsPerCoastalRegion(Primitive):
    """+amount per land region held next to a Sea or Lake (coastal: rules C16)."""

    name = "coins_per_coastal_region"
    text = "+{amount} coin per region held next to a Sea or Lake"
    params = {"amount": Param(whole(1), 1)}
    ai_pick_value = 6.0

    def region_coins(self, game, tribe, r):
        return self.p["amount"] if game.board.coastal[r] else 0


class CoinsPerItemTerrain(Primitive):
    """For an item (a legendary place): +amount per other region its controller occupies with the
    terrain of the item's region."""

    name = "coins_per_item_terrain"
    text = "+{amount} coin per other region you occupy with this place's terrain"
    params = {"amount": Param(whole(1), 1)}
    ai_pick_value = 3.0

    def turn_coins(self, game, tribe, camp):
        defs = game.ruleset.items
        regions = game.board.regions
        coins = 0
        for where, entries in game.items.items():
            if where in tribe.regions and any(entry[1] and self in defs[entry[0]].primitives for entry in entries):
                terrain = regions[where].terrain
                coins += self.p["amount"] * sum(1 for r in tribe.regions
                                                if r != where and regions[r].terrain == terrain)
        return coins
