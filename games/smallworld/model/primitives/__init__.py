"""Effect primitives: the vocabulary races and powers are written in.

Each primitive is one class (see `Primitive` in ../effects.py for every hook) registered
here by its YAML name. A race or power lists primitives with parameters; the ruleset
loader turns each entry into an instance (`ruleset.compile_effects`), and each race in
play gathers its race's and power's instances into an `Effects` record (../effects.py)
that the engine asks at each hook.

Order: the race's primitives in the order its YAML lists them, then the power's.
Hooks that add up (cost changes, coins, tokens) do not depend on the order; hooks
that act (after a conquest, on decline, at turn start and end) run in that order.

A new ability: write a `Primitive` subclass (in one of these modules or a new
one), add it to `PRIMITIVES` below, use its name in a ruleset's YAML, and test it.
"""

from __future__ import annotations

from ..effects import Primitive
from .artifacts import CheaperConquest, ConquestFromAfar, HammerBlow, Shield, Tribute
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

def register(cls: type[Primitive]) -> type[Primitive]:
    """Add a primitive class to the vocabulary (a decorator, for modules outside this package)."""
    if not cls.name or cls.name in PRIMITIVES and PRIMITIVES[cls.name] is not cls:
        raise ValueError(f"primitive name {cls.name!r} is empty or taken")
    PRIMITIVES[cls.name] = cls
    return cls


__all__ = ["PRIMITIVES", "Primitive", "register"]
