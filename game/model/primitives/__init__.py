"""Effect primitives: the vocabulary races and powers are written in.

Each primitive is one class (see `base.Primitive` for every hook) registered here
by its YAML name. A race or power lists primitives with parameters; the ruleset
loader turns each entry into an instance (`compile_effects`), and each race in
play gathers its race's and power's instances into an `Effects` record that the
engine asks at each hook.

Order: the race's primitives in the order its YAML lists them, then the power's.
Hooks that add up (cost changes, coins, tokens) do not depend on the order; hooks
that act (after a conquest, on decline, at turn start and end) run in that order.

A new ability: write a `Primitive` subclass (in one of these modules or a new
one), add it to `PRIMITIVES` below, use its name in a ruleset's YAML, and test it.
"""

from __future__ import annotations

from ..errors import Problem
from ..files import escape_text, excerpt
from ..names import reserved_reason
from .artifacts import CheaperConquest, ConquestFromAfar, HammerBlow, Shield, Tribute
from .base import OWN_NAME, REQUIRED, MarkerKind, Param, Primitive
from .beasts import Beasts
from .bombs import Bombs
from .champions import SoloPiece
from .collectors import Collector
from .crossing import EnterWater, FeatureGate, NoCrossingFee
from .decline import ActsInDecline, DeclineAfterRedeploy, ExtraDeclineSlot
from .discounts import ConquestDiscount
from .forms import TwoForms
from .fortify import Forts, OccupiedDiscount, WispWalls
from .herds import NeverAlone
from .income import CoinsOnce, CoinsPerConquest, CoinsPerRegion, CoinsPerTurn
from .keepers import CoinsPerItem, PaidRecruits, RecruitEachTurn, SaveToken
from .kinship import ReachFromDeclined
from .markers import DefenceMarker, Fortress, Heroes, ImmuneMarker, PlaceableDefence
from .moves import Dragon, Peace, RollBeforeConquest, Sorcery
from .objectives import WarObjectives
from .portals import Portal
from .raids import AirRaid
from .reach import ConquerAnywhere, EnterAnywhere, HoldWater, LinkedFeature
from .spoils import (
    CoinsPerCoastalRegion,
    CoinsPerDefenders,
    CoinsPerFactionConquest,
    CoinsPerIsland,
    CoinsPerItemTerrain,
)
from .standards import FactionStandard
from .threats import Intimidation
from .tolls import Harmony, TerrainToll
from .towers import WatchTowers
from .troops import ConquestOnlyTokens, NoLosses, Recruit
from .wells import WaterShrine

PRIMITIVES: dict[str, type[Primitive]] = {cls.name: cls for cls in (
    CoinsPerRegion, CoinsPerTurn, CoinsOnce, CoinsPerConquest,
    ConquestDiscount,
    ConquestOnlyTokens, Recruit, NoLosses,
    ConquerAnywhere, EnterAnywhere, LinkedFeature, HoldWater, ReachFromDeclined,
    ActsInDecline, ExtraDeclineSlot, DeclineAfterRedeploy,
    DefenceMarker, ImmuneMarker, PlaceableDefence, Fortress, Heroes,
    Sorcery, Dragon, RollBeforeConquest, Peace,
    NoCrossingFee, FeatureGate, EnterWater,
    OccupiedDiscount, WispWalls, Forts,
    CoinsPerFactionConquest, CoinsPerDefenders, CoinsPerIsland, CoinsPerCoastalRegion, CoinsPerItemTerrain,
    TwoForms, SaveToken, RecruitEachTurn, CoinsPerItem, AirRaid, NeverAlone, PaidRecruits,
    CheaperConquest, ConquestFromAfar, HammerBlow, WatchTowers, TerrainToll, Harmony, FactionStandard,
    WaterShrine, Tribute, Shield, Collector, WarObjectives, Portal, Intimidation, Bombs, SoloPiece, Beasts,
)}

# The hooks an `Effects` record gathers: only the primitives that override a hook are asked.
HOOKS = ("reaches", "links", "may_enter", "waives_fee", "protects", "cost_change", "after_conquest", "loses_nothing",
         "spares", "recheck", "toll", "watch_conquest", "end_turn_reason", "on_turn_begin", "on_pick",
         "region_taken", "extra_hand",
         "recruits", "region_coins", "turn_coins", "on_decline", "on_turn_start", "on_turn_end", "on_first_action",
         "table_coins")


def register(cls: type[Primitive]) -> type[Primitive]:
    """Add a primitive class to the vocabulary (a decorator, for modules outside this package)."""
    if not cls.name or cls.name in PRIMITIVES and PRIMITIVES[cls.name] is not cls:
        raise ValueError(f"primitive name {cls.name!r} is empty or taken")
    PRIMITIVES[cls.name] = cls
    return cls


class Effects:
    """The primitives of one race in play (its race's, then its power's), sorted by hook."""

    __slots__ = HOOKS + ("all", "actions", "fields", "acts_in_decline", "extra_decline_slot",
                         "decline_after_redeploy", "holds_water", "may_leave_regions_empty", "min_stack",
                         "bonus_tokens", "kept_off_map", "movers", "map_cost_changers", "game_cost_changers",
                         "piece_fielders", "default_fielders", "redeploy_checkers", "retreat_fields",
                         "usable", "_map_costs", "reaches_anywhere", "enters_anywhere",
                         "option_readers")

    def __init__(self, primitives):
        self.all = tuple(primitives)
        by_hook = {hook: [] for hook in HOOKS}
        for p in self.all:
            for hook in _overridden_hooks(type(p)):
                by_hook[hook].append(p)
        for hook, found in by_hook.items():
            setattr(self, hook, tuple(found))
        self.actions = {kind: p for p in self.all for kind in p.actions}
        self.movers = tuple(dict.fromkeys(self.actions.values()))
        self.option_readers = tuple(p for p in self.movers if p.reads_options)
        self.usable = tuple(p for p in self.all if p.usable)     # named in a conquer's `use` (Ethereals)
        self.fields = {field: p for p in self.all for field in p.redeploy_fields}
        self.retreat_fields = {field: p for p in self.all for field in p.retreat_fields}
        # the field primitives that override these hooks (asked at every redeployment check)
        overriding = [p for p in dict.fromkeys(self.fields.values())]
        self.piece_fielders = tuple(p for p in overriding if type(p).piece_regions is not Primitive.piece_regions)
        self.default_fielders = tuple((f, p) for f, p in self.fields.items()
                                      if type(p).default_field is not Primitive.default_field)
        self.redeploy_checkers = tuple(p for p in overriding
                                       if type(p).redeploy_reason is not Primitive.redeploy_reason)
        self.acts_in_decline = any(p.acts_in_decline for p in self.all)
        self.extra_decline_slot = any(p.extra_decline_slot for p in self.all)
        self.decline_after_redeploy = any(p.decline_after_redeploy for p in self.all)
        self.holds_water = any(p.holds_water for p in self.all)
        self.reaches_anywhere = any(p.reaches_anywhere for p in self.reaches)
        self.enters_anywhere = any(p.enters_anywhere for p in self.may_enter)
        self.may_leave_regions_empty = any(p.may_leave_regions_empty for p in self.all)
        self.min_stack = max((p.min_stack for p in self.all), default=1)
        # cost changes that depend on the map alone are summed once per map (map_cost); the others
        # are asked each time
        self.map_cost_changers = tuple(p for p in self.cost_change if p.map_only_cost)
        self.game_cost_changers = tuple(p for p in self.cost_change if p not in self.map_cost_changers)
        self._map_costs = None
        self.bonus_tokens = sum(p.bonus_tokens() for p in self.all)
        self.kept_off_map = sum(p.kept_off_map() for p in self.all)

    def describe(self) -> list[str]:
        return [p.describe() for p in self.all]

    def map_cost(self, board) -> tuple[int, ...] | None:
        """Per region, the sum of the cost changes that depend on the map alone (None: there are none)."""
        if not self.map_cost_changers:
            return None
        last = self._map_costs
        if last is None or last[0] is not board:     # a game is played on one map: keep the last
            last = self._map_costs = (board, tuple(
                sum(p.map_cost_change(board, r) for p in self.map_cost_changers) for r in range(len(board))))
        return last[1]

    def __deepcopy__(self, memo):     # shared and never changed: game copies keep the same record
        return self

    @classmethod
    def of(cls, primitives: tuple[Primitive, ...]) -> Effects:
        """The (shared, never changed) record of these primitives: built once per combination."""
        effects = _EFFECTS.get(primitives)
        if effects is None:
            effects = _EFFECTS[primitives] = cls(primitives)
        return effects


_EFFECTS: dict[tuple[Primitive, ...], Effects] = {}   # primitives are compared by identity
_OVERRIDDEN: dict[type[Primitive], tuple[str, ...]] = {}


def _overridden_hooks(cls: type[Primitive]) -> tuple[str, ...]:
    """The hooks a primitive class overrides, in HOOKS order (found once per class)."""
    hooks = _OVERRIDDEN.get(cls)
    if hooks is None:
        hooks = _OVERRIDDEN[cls] = tuple(h for h in HOOKS if getattr(cls, h) is not getattr(Primitive, h))
    return hooks



def compile_effects(effects, where: str, problems: list, source: str = "", source_kind: str = "race"):
    """A YAML effects list as primitive instances; a Problem is appended for each bad entry."""
    out: list[Primitive] = []
    if effects is None:
        return out
    if not isinstance(effects, list):
        problems.append(Problem(where, "must be a list of effect primitives"))
        return out
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
        cls = PRIMITIVES.get(name) if isinstance(name, str) else None
        if cls is None:
            known = ", ".join(sorted(PRIMITIVES))
            problems.append(Problem(field, f"unknown effect primitive {excerpt(name)}; known: {known}"))
            continue
        if not isinstance(params, dict):
            problems.append(Problem(f"{field}.{name}", "parameters must be a mapping"))
            continue
        values, ok = {}, True
        for key in params:
            if key not in cls.params:
                shown = escape_text(key, 40) if isinstance(key, str) else "?"
                problems.append(Problem(f"{field}.{name}.{shown}",
                                        f"unknown parameter; {name} takes {', '.join(cls.params) or 'none'}"))
                ok = False
        for key, param in cls.params.items():
            if key in params:
                error = param.check(params[key])
                if not error and param.role == OWN_NAME:
                    error = reserved_reason(params[key])
                if error:
                    problems.append(Problem(f"{field}.{name}.{key}", error))
                    ok = False
                values[key] = params[key]
            elif param.default is REQUIRED:
                problems.append(Problem(f"{field}.{name}.{key}", "missing"))
                ok = False
            else:
                values[key] = param.default
        if ok:
            primitive = cls(source, source_kind, **values)
            primitive.where = field       # for the checks of the whole ruleset (ruleset.py)
            out.append(primitive)
    return out


__all__ = ["PRIMITIVES", "HOOKS", "Effects", "MarkerKind", "Param", "Primitive", "compile_effects", "register"]
