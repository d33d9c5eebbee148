"""Coins at the end of a turn, broken down the way players read them."""


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
    regions = 0
    race_bonus = power_bonus = decline_bonus = 0
    active = player.active
    for tribe in player.tribes():
        regions += len(tribe.regions)
    if active is not None and not turn.declined:
        camp = turn.campaigns.get(active)
        race_bonus = _bonus(game, active, camp, False, "race")
        power_bonus = _bonus(game, active, camp, False, "power")
    for tribe in player.declined:
        decline_bonus += _bonus(game, tribe, None, True)
    total = regions + race_bonus + power_bonus + decline_bonus
    return {"coins": total, "regions": regions, "race_bonus": race_bonus,
            "power_bonus": power_bonus, "decline_bonus": decline_bonus}
