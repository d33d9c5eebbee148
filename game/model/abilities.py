"""Effect primitives: the vocabulary races and powers are written in.

Each primitive is registered once with its parameters; a race or power in the
ruleset YAML lists primitives by name. `compile_effects` folds a list of them
into an `Abilities` record of plain fields the engine reads on its hot path.
Adding an ability that needs new behaviour means adding one primitive here and
reading its field in the engine.
"""

from .board import FEATURES, TERRAINS


class Abilities:
    """What a race or a power (or the two together) lets its holder do."""

    __slots__ = (
        "region_coins",        # list of (terrain or None, feature or None, amount, in_decline)
        "turn_coins",          # coins at the end of every active turn
        "once_coins",          # coins at the end of the first turn
        "conquest_coins",      # coins per non-empty region conquered this turn
        "discounts",           # list of (kind, value, amount) conquest discounts
        "extra_tokens",        # conquest-only tokens (Amazons)
        "no_losses",           # defender loses no token to the tray (Elves)
        "acts_in_decline",     # keeps all tokens and conquers in decline (Ghouls)
        "enter_anywhere",      # first conquest need not be at the border (Halflings)
        "immune_marker_count",  # first N conquered regions get an immune hole
        "recruit_per",         # one new token per N non-empty conquests (Skeletons)
        "sorcery",
        "lair",                # a defence marker goes into every region held (Trolls)
        "roll_before_conquest",
        "encampments",         # movable defence markers to place (Bivouacking)
        "peace",               # Diplomat
        "dragon",
        "fly",
        "fortress_coins",      # > 0: may build a fortress each turn, coins per fortress
        "fortress",
        "heroes",
        "hold_water",
        "extra_decline_slot",
        "decline_after_scoring",
        "linked_features",     # features whose regions are all adjacent for conquest
    )

    def __init__(self):
        self.region_coins = []
        self.turn_coins = 0
        self.once_coins = 0
        self.conquest_coins = 0
        self.discounts = []
        self.extra_tokens = 0
        self.no_losses = False
        self.acts_in_decline = False
        self.enter_anywhere = False
        self.immune_marker_count = 0
        self.recruit_per = 0
        self.sorcery = False
        self.lair = False
        self.roll_before_conquest = False
        self.encampments = 0
        self.peace = False
        self.dragon = False
        self.fly = False
        self.fortress_coins = 0
        self.fortress = False
        self.heroes = 0
        self.hold_water = False
        self.extra_decline_slot = False
        self.decline_after_scoring = False
        self.linked_features = ()

    def merged(self, other):
        """The abilities of a race and its power together."""
        both = Abilities()
        for name in self.__slots__:
            a, b = getattr(self, name), getattr(other, name)
            if isinstance(a, bool):
                value = a or b
            elif isinstance(a, int):
                value = a + b
            elif isinstance(a, tuple):
                value = tuple(dict.fromkeys(a + b))
            else:
                value = a + b
            setattr(both, name, value)
        return both


# Parameter specs: name -> (checker, default). A checker returns an error text or None.
def _int_at_least(low):
    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            return f"must be a whole number ≥ {low}"
        return None
    return check


def _one_of(options, allow_list=False):
    def check(value):
        values = value if (allow_list and isinstance(value, list)) else [value]
        for v in values:
            if v not in options:
                return f"{v!r} is not one of {', '.join(options)}"
        return None
    return check


def _boolean(value):
    return None if isinstance(value, bool) else "must be true or false"


LAND = tuple(t for t in TERRAINS if t not in ("sea", "lake"))


def _coins_per_region(ab, p):
    ab.region_coins.append((p.get("terrain"), p.get("feature"), p["amount"], p["in_decline"]))


def _conquest_discount(ab, p):
    for kind in ("terrain", "feature", "coastal", "near_own_terrain"):
        if p.get(kind) not in (None, False):
            value = p[kind]
            if kind == "terrain" and isinstance(value, str):
                value = [value]
            ab.discounts.append((kind, tuple(value) if isinstance(value, list) else value, p["amount"]))
            return
    ab.discounts.append(("all", None, p["amount"]))


def _set(field, value_from=None):
    def apply(ab, p):
        setattr(ab, field, p[value_from] if value_from else True)
    return apply


def _immune_marker(ab, p):
    ab.immune_marker_count = p["count"]


def _linked_feature(ab, p):
    ab.linked_features = ab.linked_features + (p["feature"],)


def _fortress(ab, p):
    ab.fortress = True
    ab.fortress_coins = p["coins"]


# name -> (apply function, {param: (checker, default or REQUIRED)})
REQUIRED = object()
PRIMITIVES = {
    "coins_per_region": (_coins_per_region, {
        "terrain": (_one_of(TERRAINS), None), "feature": (_one_of(FEATURES), None),
        "amount": (_int_at_least(1), 1), "in_decline": (_boolean, False)}),
    "coins_per_turn": (_set("turn_coins", "amount"), {"amount": (_int_at_least(1), REQUIRED)}),
    "coins_once": (_set("once_coins", "amount"), {"amount": (_int_at_least(1), REQUIRED)}),
    "coins_per_conquest": (_set("conquest_coins", "amount"), {"amount": (_int_at_least(1), 1)}),
    "conquest_discount": (_conquest_discount, {
        "terrain": (_one_of(TERRAINS, allow_list=True), None), "feature": (_one_of(FEATURES), None),
        "coastal": (_boolean, False), "near_own_terrain": (_one_of(LAND), None),
        "amount": (_int_at_least(1), 1)}),
    "conquest_only_tokens": (_set("extra_tokens", "count"), {"count": (_int_at_least(1), REQUIRED)}),
    "no_losses": (_set("no_losses"), {}),
    "acts_in_decline": (_set("acts_in_decline"), {}),
    "enter_anywhere": (_set("enter_anywhere"), {}),
    "immune_marker": (_immune_marker, {"marker": (_one_of(("hole",)), "hole"),
                                       "count": (_int_at_least(1), REQUIRED)}),
    "recruit": (_set("recruit_per", "per_conquests"), {"per_conquests": (_int_at_least(1), REQUIRED)}),
    "sorcery": (_set("sorcery"), {}),
    "defence_marker": (_set("lair"), {"marker": (_one_of(("lair",)), "lair")}),
    "roll_before_conquest": (_set("roll_before_conquest"), {}),
    "placeable_defence": (_set("encampments", "count"), {
        "marker": (_one_of(("encampment",)), "encampment"), "count": (_int_at_least(1), REQUIRED)}),
    "peace": (_set("peace"), {}),
    "dragon": (_set("dragon"), {}),
    "conquer_anywhere": (_set("fly"), {}),
    "fortress": (_fortress, {"coins": (_int_at_least(0), 1)}),
    "heroes": (_set("heroes", "count"), {"count": (_int_at_least(1), REQUIRED)}),
    "hold_water": (_set("hold_water"), {}),
    "extra_decline_slot": (_set("extra_decline_slot"), {}),
    "decline_after_scoring": (_set("decline_after_scoring"), {}),
    "linked_feature": (_linked_feature, {"feature": (_one_of(FEATURES), REQUIRED)}),
}


def compile_effects(effects, where, problems):
    """Fold a YAML effects list into Abilities; append a Problem for each bad entry."""
    from .errors import Problem

    ab = Abilities()
    if effects is None:
        return ab
    if not isinstance(effects, list):
        problems.append(Problem(where, "must be a list of effect primitives"))
        return ab
    for i, entry in enumerate(effects):
        field = f"{where}[{i}]"
        if isinstance(entry, str):
            name, params = entry, {}
        elif isinstance(entry, dict) and len(entry) == 1:
            name, params = next(iter(entry.items()))
            params = {} if params is None else params
        else:
            problems.append(Problem(field, "must be a primitive name or {name: {parameters}}"))
            continue
        if name not in PRIMITIVES:
            problems.append(Problem(field, f"unknown effect primitive {name!r}; known: {', '.join(sorted(PRIMITIVES))}"))
            continue
        if not isinstance(params, dict):
            problems.append(Problem(f"{field}.{name}", "parameters must be a mapping"))
            continue
        apply, spec = PRIMITIVES[name]
        values, ok = {}, True
        for key in params:
            if key not in spec:
                problems.append(Problem(f"{field}.{name}.{key}", f"unknown parameter; {name} takes {', '.join(spec) or 'none'}"))
                ok = False
        for key, (check, default) in spec.items():
            if key in params:
                error = check(params[key])
                if error:
                    problems.append(Problem(f"{field}.{name}.{key}", error))
                    ok = False
                values[key] = params[key]
            elif default is REQUIRED:
                problems.append(Problem(f"{field}.{name}.{key}", "missing"))
                ok = False
            else:
                values[key] = default
        if ok:
            apply(ab, values)
    return ab
