"""The questions a player or a program asks the model, with their answers broken down.

Scenes use them for highlights and tooltips, computer players for planning; both
get the same numbers the engine applies, from the same primitives. A `tribe` is a
race in play (`game.tribes[race_id]`, `player.active`); `held` lets a planner ask
about a position it imagines instead of the one on the board.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import conquest, legal, scoring
from .conquest import CostBreakdown, RedeployLimits
from .errors import IllegalAction
from .items import controlled
from .pieces import Campaign, Tribe, Turn


def conquest_cost(game, tribe: Tribe, region: int, held=None) -> int:
    """Tokens the race needs to conquer the region (at least 1)."""
    return conquest.cost(game, tribe, region, held)


def cost_breakdown(game, tribe: Tribe, region: int, held=None) -> CostBreakdown:
    """`conquest_cost` with its parts: 2 + defence + the race's and power's changes."""
    return conquest.cost_breakdown(game, tribe, region, held)


def reach_reason(game, tribe: Tribe, region: int, held=None) -> str | None:
    """Why the race cannot attack the region (None: it can), whatever its hand."""
    return conquest.reach_reason(game, tribe, region, held)


def barred_reason(game, tribe: Tribe, region: int) -> str | None:
    """Why the race cannot attack the region whatever it holds (water, immunity, the defender's
    peace), or None: `reach_reason`'s part that does not depend on the regions held."""
    return conquest.barred_reason(game, tribe, region)


def candidate_regions(game, tribe: Tribe, held=None):
    """The regions worth asking `reach_reason` about (a superset of the reachable ones)."""
    return legal.candidate_regions(game, tribe, held)


def ready_tokens(game, tribe: Tribe) -> int:
    """Tokens the race could conquer with now: its hand plus the troops it would ready."""
    return legal.ready_tokens(game, tribe)


def region_value(game, tribe: Tribe, region: int, declined: bool | None = None) -> int:
    """Coins the region gives the race at each scoring (as if declined, when asked)."""
    return scoring.region_value(game, tribe, region, declined)


def turn_coins(game, tribe: Tribe) -> int:
    """Coins the race's abilities give for a turn beyond its regions (as things stand now)."""
    camp = game.turn.campaigns.get(tribe) if game.turn.seat == tribe.owner else None
    return sum(p.turn_coins(game, tribe, camp) for p in tribe.effects.turn_coins) if not tribe.declined else 0


@dataclass
class Income:
    """What a player would score if his turn ended now: the `scored` event's numbers."""

    coins: int
    regions: int
    race_bonus: int
    power_bonus: int
    decline_bonus: int
    faction_bonus: int = 0    # rulesets with factions and items (azeroth) score these too
    item_bonus: int = 0
    items: dict = field(default_factory=dict)    # item_bonus split: {item id: coins}, those paying


def turn_income(game, seat: int) -> Income:
    """The player's score for a turn ending now (his own turn: with this turn's conquests)."""
    player = game.players[seat]
    turn = game.turn if game.turn.seat == seat else Turn(seat)
    return Income(**scoring.score_turn(game, player, turn))


def redeploy_limits(game, tribe: Tribe, in_decline: bool | None = None) -> RedeployLimits:
    """How many tokens a redeployment of the race spreads now, recruits, keeps off the map,
    whether regions may be left empty, and which marker fields it may give."""
    in_decline = tribe.declined if in_decline is None else in_decline
    return conquest.redeploy_limits(game, tribe, game.turn.campaigns.get(tribe), in_decline)


def redeploy_refusal(game, tribe: Tribe, action: dict, in_decline: bool) -> str | None:
    """Why the engine would refuse this `redeploy` of the race now (None: it would take it), asked
    without changing anything: the engine's own check, for a redeployment a planner wrote."""
    camp = game.turn.campaigns.get(tribe) or Campaign()
    try:
        conquest.check_redeploy(game, tribe, camp, action, in_decline)
    except IllegalAction as refusal:
        return refusal.reason
    return None


def tolls_due(game, tribe: Tribe, region: int) -> list[tuple[int | None, int]]:
    """[(seat paid, coins)] a conquest or attempt of the race aimed at the region asks first (a
    Bogman's swamp, Harmony, the Aegis); empty in classic."""
    return conquest.tolls(game, tribe, region)


@dataclass
class Losses:
    """What the region's owner loses if it is conquered now."""

    to_tray: int
    to_hand: int


def owner_losses(game, region: int, replaced: bool = False) -> Losses:
    """Tokens of the region's owner that go to the tray / come back to hand if it falls now."""
    return Losses(*conquest.losses_if_conquered(game, region, replaced))


def pick_tokens(game, combo) -> tuple[int, int]:
    """(tokens picking the combo gives now, of which extra tokens from abilities): banner +
    badge + extras, never more than the tray holds."""
    return game.pick_tokens(combo)


def ability_texts(tribe: Tribe) -> list[str]:
    """One line per ability the race has now (in decline: only those still working)."""
    return tribe.effects.describe()


def actions_of(tribe: Tribe) -> tuple[str, ...]:
    """The extra action types the race's abilities give it now (sorcery, dragon, roll, ally...)."""
    return tuple(tribe.effects.actions)


def redeploy_fields(tribe: Tribe) -> tuple[str, ...]:
    """The marker fields a `redeploy` of the race may give (encampments, fortress, heroes...)."""
    return tuple(tribe.effects.fields) if not tribe.declined else ()


def field_targets(game, tribe: Tribe, field: str, kept) -> dict:
    """{region: why a marker of the redeploy field may not go there, None where it may} over the
    whole map, for a redeployment keeping the regions `kept`: the field's primitive's own check (the
    window highlights the targets and says why the others are refused)."""
    primitive = field_primitives(game, tribe)[field]
    kept = set(kept)
    return {r: primitive.field_region_reason(game, tribe, field, r, kept) for r in range(len(game.board))}


def usable_in_conquest(game, tribe: Tribe) -> list:
    """What the active race's next `conquer` may name in `use` now, not used yet this turn (items 56,
    57): (entry, name, text) for its own usable ability (the entry is the race's id), then for each
    face-up artifact it controls that a conquest uses."""
    if tribe.declined:
        return []
    out = []
    if any(p.usable for p in tribe.effects.all):
        out.append((tribe.race.id, tribe.race.name, tribe.race.text))
    out += [(item.id, item.name, item.text) for _r, item in controlled(game, tribe)
            if any(p.usable for p in item.primitives)]
    return [entry for entry in out if not game.turn.used.get(("use", entry[0]))]


def ability_actions(game, tribe: Tribe) -> dict:
    """{action type: primitive} the race may do now: its race's and power's, then those of the face-up
    items its active race controls (the Battleground's `side`...)."""
    out = dict(tribe.effects.actions)
    if not tribe.declined:
        for _r, item in controlled(game, tribe):
            for p in item.primitives:
                for kind in p.actions:
                    out.setdefault(kind, p)
    return out


def field_primitives(game, tribe: Tribe) -> dict:
    """{redeploy field: primitive} a `redeploy` of the race may give now: its abilities', then those of
    the items its active race controls (the Heart, the Aegis: item 81)."""
    if tribe.declined:
        return {}
    out = dict(tribe.effects.fields)
    for _r, item in controlled(game, tribe):
        for p in item.primitives:
            for name in p.redeploy_fields:
                out.setdefault(name, p)
    return out
