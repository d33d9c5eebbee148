"""Where a tribe may conquer, at what cost, and how it may redeploy.

These functions are the single source of the conquest rules: the engine calls
them to check actions, the UI to highlight regions, the AI to plan.
"""

from .errors import IllegalAction
from .pieces import LOST_TRIBE, Tribe


def _peace_reason(game, tribe, occupant):
    if occupant.__class__ is not Tribe or tribe.declined:
        return None
    for diplomat, ally, protected in game.peace:
        if protected is occupant and ally == tribe.owner:
            return f"peace: {game.players[diplomat].name} made peace with you until their next turn"
    return None


def _touches(game, tribe, r, held):
    """Region r is adjacent to the tribe's region `held`, on the board or by an ability."""
    if held in game.board.neighbors[r]:
        return True
    features = game.board.regions[r].features
    held_features = game.board.regions[held].features
    return any(f in features and f in held_features for f in tribe.ab.linked_features)


def _adjacent(game, tribe, r):
    regions = tribe.regions
    for n in game.board.neighbors[r]:
        if n in regions:
            return True
    linked = tribe.ab.linked_features
    if linked:
        features = game.board.regions[r].features
        for feature in linked:
            if feature in features:
                for held in regions:
                    if feature in game.board.regions[held].features:
                        return True
    return False


def reach_reason(game, tribe, r):
    """Why the tribe cannot attack region r now (None if it can), ignoring its hand."""
    occupant = game.occupant[r]
    board = game.board
    if occupant is tribe:
        return f"you already hold {board.regions[r].id}"
    if board.water[r] and not tribe.ab.hold_water:
        return "seas and lakes cannot be conquered (only Seafaring races hold water)"
    immune = game.immune_reason(r)
    if immune:
        return immune
    if occupant is not None and occupant is not LOST_TRIBE:
        peace = _peace_reason(game, tribe, occupant)
        if peace:
            return peace
    if not tribe.regions:
        if board.border[r] or tribe.ab.enter_anywhere:
            return None
        return "a race entering the map must start at a border region"
    if tribe.ab.fly or _adjacent(game, tribe, r):
        return None
    return f"{board.regions[r].id} is not adjacent to any of your regions"


def cost(game, tribe, r):
    """Tokens needed to conquer region r, after the tribe's discounts (at least 1)."""
    value = 2 + game.mountain[r] + game.fortress[r] + game.lair[r] + game.encampment[r] + game.tokens[r]
    discounts = tribe.ab.discounts
    if discounts:
        board = game.board
        region = board.regions[r]
        for kind, param, amount in discounts:
            if kind == "all":
                value -= amount
            elif kind == "terrain":
                if region.terrain in param:
                    value -= amount
            elif kind == "feature":
                if param in region.features:
                    value -= amount
            elif kind == "coastal":
                if board.coastal[r]:
                    value -= amount
            elif kind == "near_own_terrain":
                # adjacency granted by the race's abilities counts too (rules C15)
                for held in tribe.regions:
                    if board.regions[held].terrain == param and _touches(game, tribe, r, held):
                        value -= amount
                        break
    return value if value > 1 else 1


def sorcery_reason(game, tribe, r):
    """Why the Sorcerers cannot replace the token in r now (None if they can)."""
    occupant = game.occupant[r]
    if occupant.__class__ is not Tribe or occupant.declined or occupant.owner == tribe.owner:
        return "sorcery only replaces an opponent's active token"
    if game.tokens[r] != 1:
        return "sorcery needs the token to be alone in its region"
    if game.encampment[r]:
        return "an encampment protects that token from sorcery"
    if occupant.owner in game.turn.sorcery_used:
        return f"you already cast sorcery on {game.players[occupant.owner].name} this turn"
    if game.tray[tribe.id] < 1:
        return "no Sorcerers are left in the tray"
    if not tribe.regions:
        return "sorcery needs one of your regions next to the target"
    return reach_reason(game, tribe, r)


def check_counts(game, tribe, raw, field, allow_zero=False):
    """Validate a {region id: count} mapping over the tribe's regions."""
    if not isinstance(raw, dict):
        raise IllegalAction(f"{field} needs tokens as {{region: count}}")
    counts = {}
    index = game.board.index
    low = 0 if allow_zero else 1
    for rid, n in raw.items():
        r = index.get(rid)
        if r is None:
            raise IllegalAction(f"there is no region {rid!r} on this map")
        if r not in tribe.regions:
            raise IllegalAction(f"{rid} is not held by your {tribe.race.name}")
        if isinstance(n, bool) or not isinstance(n, int) or n < low:
            need = "0 or more" if allow_zero else "at least 1"
            raise IllegalAction(f"{rid} must get {need} tokens, not {n!r}")
        counts[r] = n
    return counts


def redeploy_total(game, tribe, camp, in_decline):
    """(tokens to spread over the regions, recruits from the tray, tokens kept in hand)."""
    total = sum(game.tokens[r] for r in tribe.regions) + tribe.hand
    recruits = 0
    if not in_decline and tribe.ab.recruit_per:
        recruits = min(camp.nonempty // tribe.ab.recruit_per, game.tray[tribe.id])
    keep = min(tribe.ab.extra_tokens, total + recruits) if not in_decline else 0
    return total + recruits - keep, recruits, keep


class RedeployPlan:
    __slots__ = ("counts", "recruits", "keep", "encampments", "fortress", "heroes")


def check_redeploy(game, tribe, camp, action, in_decline):
    plan = RedeployPlan()
    spread, plan.recruits, plan.keep = redeploy_total(game, tribe, camp, in_decline)
    raw = action.get("tokens", {})
    if not tribe.regions:
        if raw:
            raise IllegalAction(f"your {tribe.race.name} hold no region to redeploy into")
        plan.counts, plan.keep = {}, tribe.hand
        plan.encampments = plan.fortress = plan.heroes = None
        if any(k in action for k in ("encampments", "fortress", "heroes")):
            raise IllegalAction("markers need a region of yours")
        return plan
    may_leave = bool(tribe.ab.extra_tokens) and not in_decline
    counts = check_counts(game, tribe, raw, "redeploy", allow_zero=may_leave)
    missing = [game.region_id(r) for r in sorted(tribe.regions) if r not in counts]
    if missing:
        raise IllegalAction(f"redeploy must give a count for every region you hold (missing {', '.join(missing)})")
    placed = sum(counts.values())
    if placed != spread:
        raise IllegalAction(f"place exactly {spread} tokens over your regions, not {placed}")
    if may_leave and sum(1 for n in counts.values() if n > 0) < min(len(counts), spread):
        # Amazons give 0 only to regions their tokens cannot cover: ≥ 1 per region as far as they go
        raise IllegalAction("keep at least 1 token in every region while you have tokens for it")
    plan.counts = counts
    kept = {r for r, n in counts.items() if n > 0}
    plan.encampments = _check_encampments(game, tribe, action, kept, in_decline)
    plan.fortress = _check_fortress(game, tribe, action, kept, in_decline)
    plan.heroes = _check_heroes(game, tribe, action, kept, in_decline)
    return plan


def _held(game, rid, kept, what):
    r = game.board.index.get(rid) if isinstance(rid, str) else None
    if r is None:
        raise IllegalAction(f"there is no region {rid!r} on this map")
    if r not in kept:
        raise IllegalAction(f"{what} must go in a region you keep")
    return r


def _check_encampments(game, tribe, action, kept, in_decline):
    raw = action.get("encampments")
    if raw is None:
        return None
    if in_decline or not tribe.ab.encampments:
        raise IllegalAction("only an active Bivouacking race has encampments")
    if not isinstance(raw, dict):
        raise IllegalAction("encampments must be {region: count}")
    placed = {}
    for rid, n in raw.items():
        r = _held(game, rid, kept, "an encampment")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise IllegalAction(f"encampments in {rid} must be a count, not {n!r}")
        placed[r] = n
    if sum(placed.values()) > tribe.ab.encampments:
        raise IllegalAction(f"you have only {tribe.ab.encampments} encampments")
    return placed


def _check_fortress(game, tribe, action, kept, in_decline):
    rid = action.get("fortress")
    if rid is None:
        return None
    if in_decline or not tribe.ab.fortress:
        raise IllegalAction("only an active Fortified race builds fortresses")
    if game.turn.fortress_placed:
        raise IllegalAction("only one fortress can be built per turn")
    r = _held(game, rid, kept, "a fortress")
    if game.fortress[r]:
        raise IllegalAction(f"{rid} already has a fortress")
    if game.supply["fortress"] < 1:
        raise IllegalAction("all fortresses are on the map")
    return r


def _check_heroes(game, tribe, action, kept, in_decline):
    raw = action.get("heroes")
    if raw is None:
        return None
    if in_decline or not tribe.ab.heroes:
        raise IllegalAction("only an active Heroic race has heroes")
    if not isinstance(raw, list) or len(raw) > tribe.ab.heroes:
        raise IllegalAction(f"heroes must be a list of at most {tribe.ab.heroes} regions")
    regions = [_held(game, rid, kept, "a hero") for rid in raw]
    if len(set(regions)) != len(regions):
        raise IllegalAction("the heroes must stand in different regions")
    return regions


def perform_redeploy(game, tribe, camp, plan, events):
    game.tray[tribe.id] -= plan.recruits
    for r, n in plan.counts.items():
        if n == 0:
            game._clear_region(r, tribe)
        else:
            game.tokens[r] = n
    tribe.hand = plan.keep
    if plan.encampments is not None:
        for r in tribe.regions:
            game.encampment[r] = 0
        for r, n in plan.encampments.items():
            game.encampment[r] = n
    if plan.fortress is not None:
        game.fortress[plan.fortress] = 1
        game.supply["fortress"] -= 1
        game.turn.fortress_placed = True
    if plan.heroes is not None:
        for r in tribe.regions:
            game.hero[r] = 0
        for r in plan.heroes:
            game.hero[r] = 1
    events.append({"type": "redeployed", "player": tribe.owner, "race": tribe.id,
                   "tokens": {game.region_id(r): n for r, n in plan.counts.items()},
                   "recruits": plan.recruits, "kept_in_hand": plan.keep})
