"""Choosing a combo: what each visible race + power is worth on this map, now.

`combo_values` (hard) plans the combo's first turn on the real board — its
tokens, discounts, reach and coin bonuses against the regions it can actually
take — then adds what the turns after are worth (more conquests with the
tokens left, per-turn coins, decline-time abilities), the coins lying on it
and its price. `static_value` (medium) rates a combo from its numbers and the
map's terrain; `token_value` (easy) just counts tokens against the price.
"""

from game.model.pieces import Tribe

from .info import TribeInfo, board_info, region_income
from .planner import Context, Start, _pool, expansion_value, plan_chain
from .valuation import Horizon, Valuation, turns_after


class ComboValue:
    __slots__ = ("position", "value", "first_coins", "regions", "tokens", "plan_value", "race", "power",
                 "income_avg")

    def __init__(self, position, value, first_coins, regions, tokens, plan_value, race, power, income_avg=1.0):
        self.income_avg = income_avg
        self.position, self.value, self.first_coins = position, value, first_coins
        self.regions, self.tokens, self.plan_value = regions, tokens, plan_value
        self.race, self.power = race, power


def combo_tokens(game, combo):
    ab_extra = combo.race.abilities.extra_tokens + combo.power.abilities.extra_tokens
    wanted = combo.race.banner + combo.power.bonus + ab_extra
    return min(wanted, game.tray[combo.race.id])


def lifetime_extras(game, seat, tribe, tokens, regions, income_avg, horizon, params, declined_now):
    """Coins a combo earns after its first turn that the first-turn plan does not see."""
    ab = tribe.ab
    turns = horizon.turns_after
    active = horizon.active_weight
    extra = 0.0
    # more conquests with the tokens not spent on holding ground
    free = max(0, tokens - ab.extra_tokens - regions) + ab.extra_tokens * 0.5
    extra += params.growth * free / 3.0 * income_avg * min(active, 2.0)
    extra += ab.turn_coins * active
    if ab.fortress:
        extra += ab.fortress_coins * active * 1.5
    if turns >= 1:
        if ab.decline_after_scoring:
            extra += params.stout_value
        if ab.extra_decline_slot:
            kept = sum(len(t.regions) for t in declined_now if not t.ab.extra_decline_slot)
            extra += params.spirit_value + 0.5 * kept * max(0, turns - 2)
        if ab.acts_in_decline:
            extra += params.ghoul_value * tokens * max(0, turns - 2)
        if ab.conquest_coins:
            extra += ab.conquest_coins * params.conquest_turns * active
        if ab.roll_before_conquest:
            extra += 1.0 * active
        if ab.sorcery:
            extra += 1.5 * active
        if ab.peace:
            extra += 1.0 * active
        if ab.no_losses:
            extra += 0.8 * active
        if ab.recruit_per:
            extra += 0.8 * active
    return extra


def combo_values(game, seat, threat, vparams, pparams, params):
    """[ComboValue] for every combo the player can afford."""
    player = game.players[seat]
    out = []
    after = turns_after(game)
    for k, combo in enumerate(game.combos):
        if k > player.coins:
            break
        tribe = Tribe(combo.race, combo.power, seat)
        tokens = combo_tokens(game, combo)
        horizon = Horizon(after, params.fresh_active_turns, vparams.gamma, vparams.decline_keep)
        info = TribeInfo(game, tribe)
        val = Valuation(game, tribe, False, horizon, vparams, info)
        start = Start.entering(game, tribe, tokens)
        ctx = Context(game, tribe, False, info, val, threat, start)
        plan = plan_chain(ctx, pparams)
        regions = plan.regions
        held = plan.node.held if plan.node is not None else ()
        income_avg = (sum(info.income[r] for r in held) / len(held)) if held else 1.0
        extras = lifetime_extras(game, seat, tribe, tokens, regions, income_avg, horizon, params, player.declined)
        if params.second_turn and horizon.turns_after >= 1 and plan.node is not None:
            free = max(0, _pool(ctx, plan.node)) + tribe.ab.extra_tokens
            extras += params.second_turn * expansion_value(ctx, plan.node, free)
        value = plan.value + extras - k * params.position_cost + combo.coins
        out.append(ComboValue(k, value, plan.coins_now - k + combo.coins, regions, tokens, plan.value,
                              combo.race.id, combo.power.id, income_avg + tribe.ab.turn_coins / max(1, regions)))
    return out


def static_value(game, seat, k, combo):
    """A quick rating from the combo's numbers and how common its bonus terrain is."""
    bi = board_info(game.board)
    tribe = Tribe(combo.race, combo.power, seat)
    tokens = combo_tokens(game, combo)
    land = [r for r in range(bi.n) if not bi.water[r]]
    bonus = sum(region_income(bi, tribe.ab, r) - 1 for r in land) / max(1, len(land))
    expect_regions = tokens / 2.8
    value = tokens * 1.0 + bonus * expect_regions * 2.0 + tribe.ab.turn_coins * 2 + tribe.ab.once_coins
    value += 2.0 * bool(tribe.ab.fly or tribe.ab.dragon or tribe.ab.sorcery or tribe.ab.heroes)
    value += 2.0 * bool(tribe.ab.conquest_coins)
    return value - 1.5 * k + combo.coins


def token_value(game, k, combo):
    return combo_tokens(game, combo) - 2 * k + combo.coins
