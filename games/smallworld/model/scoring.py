"""Coins at the end of a turn, broken down the way players read them."""

from . import items


def region_value(game, tribe, r, declined=None):
    """Coins region r gives the race at scoring: 1 plus its abilities' coins for that region.

    `declined` asks about the race as if it were (True) or were not (False) in decline; for an
    active race, True counts only the abilities that keep working in decline."""
    declined = tribe.declined if declined is None else declined
    coins = 1
    for p in tribe.effects.region_coins:
        if not declined or p.in_decline:
            coins += p.region_coins(game, tribe, r)
    return coins


def _bonus(game, tribe, camp, declined, kind=None):
    """Coins from the race's abilities (only those of its race or power, when `kind` says):
    per region held, then for the whole turn (the latter only while active)."""
    coins = 0
    effects = tribe.effects
    for p in effects.region_coins:
        if (kind is None or p.source_kind == kind) and (not declined or p.in_decline):
            for r in tribe.regions:
                coins += p.region_coins(game, tribe, r)
    if not declined:
        for p in effects.turn_coins:
            if kind is None or p.source_kind == kind:
                coins += p.turn_coins(game, tribe, camp)
    return coins


def score_turn(game, player, turn):
    """The coins this player earns now: regions, active bonuses, decline bonuses."""
    race_bonus = power_bonus = decline_bonus = 0
    active = player.active
    regions = len(active.regions) if active is not None else 0
    for tribe in player.declined:
        regions += len(tribe.regions)
    # the abilities are asked only by a race that has coin hooks (most have none)
    if active is not None and not turn.declined and (active.effects.region_coins or active.effects.turn_coins):
        camp = turn.campaigns.get(active)
        race_bonus = _bonus(game, active, camp, False, "race")
        power_bonus = _bonus(game, active, camp, False, "power")
    for tribe in player.declined:
        if tribe.effects.region_coins:      # a declined race scores no turn coins
            decline_bonus += _bonus(game, tribe, None, True)
    total = regions + race_bonus + power_bonus + decline_bonus
    out = {"coins": total, "regions": regions, "race_bonus": race_bonus,
           "power_bonus": power_bonus, "decline_bonus": decline_bonus}
    playing = active is not None and not turn.declined
    if game.ruleset.factions is not None:
        out["faction_bonus"] = faction_bonus(game, active, turn.campaigns.get(active)) if playing else 0
    if game.ruleset.items:
        split = item_split(game, active if playing else None, turn.campaigns.get(active),
                           player_seat(game, player))
        out["item_bonus"] = sum(split.values())
        if split:
            out["items"] = split
    out["coins"] += out.get("faction_bonus", 0) + out.get("item_bonus", 0)
    return out


def player_seat(game, player):
    return game.players.index(player)


def faction_bonus(game, tribe, camp):
    """The faction bonus: `faction_bonus` coins per race of the faction the active race opposes
    from which it conquered a region this turn (each race once; natives have no faction). A
    controlled Battleground counts up to its `cap` regions per race, and gives a Neutral race the
    side it took this turn (items 18, 41)."""
    if camp is None or not camp.taken:
        return 0        # no region taken this turn: nothing to count, whatever the side
    factions = game.ruleset.factions
    opposed = factions.get(tribe.race.faction)
    caps = [p.faction_cap() for _r, item in items.controlled(game, tribe) for p in item.primitives
            if p.faction_cap()] if game.items else []
    if opposed is None and caps:
        opposed = factions.get(game.turn.used.get("side"))
    if opposed is None:
        return 0
    cap = max(caps, default=1)
    taken = {}
    for _r, race, _owner, _n in camp.taken:
        if race is not None and race.faction == opposed:
            taken[race.id] = taken.get(race.id, 0) + 1
    return game.ruleset.faction_bonus * sum(min(n, cap) for n in taken.values())


def _controlled_coins(game, tribe, camp, item):
    effects = item.effects      # only the primitives that pay are asked (most items pay nothing)
    coins = sum(p.turn_coins(game, tribe, camp) for p in effects.turn_coins)
    for p in effects.region_coins:
        coins += sum(p.region_coins(game, tribe, r) for r in tribe.regions)
    return coins


def item_split(game, tribe, camp, seat):
    """The coins each artifact or legendary place gives this player now, {item id: coins} (those
    giving some): the ones his active race (`tribe`, None when it does not score as active)
    controls, and the face-up ones that pay whoever qualifies (items.table_coins, the Well)."""
    split = {}
    for _r, item in items.controlled(game, tribe) if tribe is not None else ():
        coins = _controlled_coins(game, tribe, camp, item)
        if coins:
            split[item.id] = split.get(item.id, 0) + coins
    defs = game.ruleset.items
    for r, entries in list(game.items.items()):
        for entry in entries:
            payers = defs[entry[0]].effects.table_coins if entry[1] else ()   # most items pay no one
            if payers:
                coins = sum(p.table_coins(game, seat, r) for p in payers)
                if coins:
                    split[entry[0]] = split.get(entry[0], 0) + coins
    return split
