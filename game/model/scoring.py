"""Coins at the end of a turn, broken down the way players read them."""


def region_bonus(game, tribe, rules, declined):
    """Coins from coins_per_region rules over the tribe's regions."""
    coins = 0
    regions = game.board.regions
    for terrain, feature, amount, in_decline in rules:
        if declined and not in_decline:
            continue
        for r in tribe.regions:
            region = regions[r]
            if terrain is not None and region.terrain != terrain:
                continue
            if feature is not None and feature not in region.features:
                continue
            coins += amount
    return coins


def _combo_bonus(game, tribe, ab, camp):
    coins = region_bonus(game, tribe, ab.region_coins, False)
    if camp is not None:
        coins += ab.conquest_coins * camp.nonempty
    coins += ab.turn_coins
    if not tribe.scored_once:
        coins += ab.once_coins
    if ab.fortress_coins:
        coins += ab.fortress_coins * sum(game.fortress[r] for r in tribe.regions)
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
        race_bonus = _combo_bonus(game, active, active.race.abilities, camp)
        if active.power is not None:
            power_bonus = _combo_bonus(game, active, active.power.abilities, camp)
    for tribe in player.declined:
        decline_bonus += region_bonus(game, tribe, tribe.ab.region_coins, True)
    total = regions + race_bonus + power_bonus + decline_bonus
    return {"coins": total, "regions": regions, "race_bonus": race_bonus,
            "power_bonus": power_bonus, "decline_bonus": decline_bonus}
