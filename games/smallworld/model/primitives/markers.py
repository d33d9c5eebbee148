"""Primitives that put markers on the map: defence, immunity, fortresses."""

from ..effects import MarkerKind, Param, Primitive, one_of, whole
from ..errors import IllegalAction


def clear_and_place(game, tribe, marker, placed):
    """Take the race's markers of that kind off its regions, then put {region: count} down."""
    values = game.markers[marker]
    for r in tribe.regions:
        if values[r]:
            game.set_marker(marker, r, 0)
    for r, n in placed.items():
        game.set_marker(marker, r, n)


def _held(game, rid, kept, what):
    r = game.board.index.get(rid) if isinstance(rid, str) else None
    if r is None:
        raise IllegalAction(f"there is no region {rid!r} on this map")
    if r not in kept:
        raise IllegalAction(f"{what} must go in a region you keep")
    return r


class DefenceMarker(Primitive):
    """A marker from the supply goes into every region the race conquers: +1 defence. It stays
    in decline and leaves when the region is abandoned or conquered."""

    name = "defence_marker"
    text = "a {marker} (+1 defence) goes into every region you conquer"
    params = {"marker": Param(one_of(("lair",)), "lair")}
    markers = (MarkerKind("lair", defence=1, from_supply=True),)
    ai_pick_value = 4.0

    def after_conquest(self, game, tribe, r, events):
        name = self.p["marker"]
        if game.supply[name] > 0:
            game.set_marker(name, r, 1)
            game.supply[name] -= 1


class ImmuneMarker(Primitive):
    """The first `count` regions the race conquers get a marker that makes them immune; the
    markers go when the race declines or leaves the region."""

    name = "immune_marker"
    text = "your first {count} conquered regions get a {marker}: immune"
    params = {"marker": Param(one_of(("hole",)), "hole"), "count": Param(whole(1))}
    markers = (MarkerKind("hole", immune="immune: a hole in the ground protects it", leaves_on_decline=True),)
    ai_pick_value = 3.0

    def after_conquest(self, game, tribe, r, events):
        used = tribe.counters.get(self.name, 0)
        if used < self.p["count"]:
            game.set_marker(self.p["marker"], r, 1)
            tribe.counters[self.name] = used + 1


class CountedMarkers(Primitive):
    """A primitive placing up to `count` markers at each redeployment."""

    def field_limit(self, game, tribe, field):
        return self.p["count"]


class PlaceableDefence(CountedMarkers):
    """At each redeployment the race places `count` markers (several may share a region),
    +1 defence each; a lone token under one cannot be replaced. Gone in decline."""

    name = "placeable_defence"
    text = "place {count} {marker}s (+1 defence each) at redeployment"
    params = {"marker": Param(one_of(("encampment",)), "encampment"), "count": Param(whole(1))}
    markers = (MarkerKind("encampment", defence=1, shields=True, leaves_on_decline=True),)
    redeploy_fields = ("encampments",)
    ai_pick_value = 4.0
    field_ui = {"encampments": {"label": "Camps", "shape": "counts", "marker": "encampment",
                                "tooltip": "Place your encampments: +1 defence each, several may share a region"}}

    def check_field(self, game, tribe, field, raw, kept):
        if not isinstance(raw, dict):
            raise IllegalAction("encampments must be {region: count}")
        placed = {}
        for rid, n in raw.items():
            r = _held(game, rid, kept, "an encampment")
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise IllegalAction(f"encampments in {rid} must be a count, not {n!r}")
            placed[r] = n
        if sum(placed.values()) > self.p["count"]:
            raise IllegalAction(f"you have only {self.p['count']} encampments")
        return placed

    def sample_field(self, game, tribe, field, regions, rng):
        counts = {r: 0 for r in regions}
        for _ in range(self.p["count"]):
            counts[rng.choice(regions)] += 1
        return counts

    def place_field(self, game, tribe, field, placed):
        clear_and_place(game, tribe, self.p["marker"], placed)


class Fortress(Primitive):
    """Once per turn a fortress from the supply goes into a region of the race (one per
    region): +1 defence even in decline, `coins` a turn each while active."""

    name = "fortress"
    text = "once per turn build a fortress: +1 defence, +{coins} coin a turn"
    params = {"coins": Param(whole(0), 1)}
    markers = (MarkerKind("fortress", defence=1, from_supply=True),)
    redeploy_fields = ("fortress",)
    ai_pick_value = 5.0
    field_ui = {"fortress": {"label": "Fortress", "shape": "region", "marker": "fortress",
                             "tooltip": "Build one fortress in one of your regions: +1 defence, +1 coin a turn"}}

    def field_limit(self, game, tribe, field):
        if game.turn.used.get(self.name) or game.supply.get("fortress", 0) < 1:
            return 0
        forts = game.markers["fortress"]
        return 1 if any(not forts[r] for r in tribe.regions) else 0

    def check_field(self, game, tribe, field, rid, kept):
        if game.turn.used.get(self.name):
            raise IllegalAction("only one fortress can be built per turn")
        r = _held(game, rid, kept, "a fortress")
        if game.markers["fortress"][r]:
            raise IllegalAction(f"{rid} already has a fortress")
        if game.supply["fortress"] < 1:
            raise IllegalAction("all fortresses are on the map")
        return r

    def sample_field(self, game, tribe, field, regions, rng):
        if game.turn.used.get(self.name) or game.supply["fortress"] < 1:
            return None
        forts = game.markers["fortress"]
        free = [rid for rid in regions if not forts[game.board.index[rid]]]
        return rng.choice(free) if free else None

    def place_field(self, game, tribe, field, r):
        game.set_marker("fortress", r, 1)
        game.supply["fortress"] -= 1
        game.turn.used[self.name] = 1

    def turn_coins(self, game, tribe, camp):
        forts = game.markers["fortress"]
        return self.p["coins"] * sum(forts[r] for r in tribe.regions)


class Heroes(CountedMarkers):
    """At each redeployment up to `count` heroes go into different regions: immune. Gone in decline."""

    name = "heroes"
    text = "place {count} heroes in different regions: they are immune"
    params = {"count": Param(whole(1))}
    markers = (MarkerKind("hero", immune="immune: a hero guards it", leaves_on_decline=True),)
    redeploy_fields = ("heroes",)
    ai_pick_value = 6.0
    field_ui = {"heroes": {"label": "Heroes", "shape": "regions", "marker": "hero",
                           "tooltip": "Put your heroes in different regions: they are immune"}}

    def check_field(self, game, tribe, field, raw, kept):
        count = self.p["count"]
        if not isinstance(raw, list) or len(raw) > count:
            raise IllegalAction(f"heroes must be a list of at most {count} regions")
        regions = [_held(game, rid, kept, "a hero") for rid in raw]
        if len(set(regions)) != len(regions):
            raise IllegalAction("the heroes must stand in different regions")
        return regions

    def sample_field(self, game, tribe, field, regions, rng):
        return rng.sample(regions, min(self.p["count"], len(regions)))

    def place_field(self, game, tribe, field, regions):
        clear_and_place(game, tribe, "hero", dict.fromkeys(regions, 1))
