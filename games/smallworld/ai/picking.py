"""Choosing a combo: what each visible race + power is worth on this map, now.

`combo_values` (hard) plans the combo's first turn on the real board — its
tokens, costs, reach and coins against the regions it can actually take, all
asked of the model — then adds what the turns after are worth: more conquests
with the tokens left, the abilities' coins per turn and per conquest (their own
hooks), the decline-time abilities (the race's decline flags), and for the
abilities the plan does not play out (extra actions, redeploy fields, losses,
recruits) their primitives' `ai_pick_value` hints; then the coins lying on it
and its price. `static_value` (medium) rates a combo from its numbers, the
map's coins for it and the same hints; `token_value` (easy) just counts tokens
against the price.
"""

from ..model import Campaign, Tribe, pick_tokens, region_value
from .info import Traits, TribeInfo, board_info, recurring_turn_coins
from .planner import Context, Start, _pool, expansion_value, plan_chain
from .valuation import Horizon, Valuation, opponent_leads, turns_after


class ComboValue:
    __slots__ = ("position", "value", "first_coins", "regions", "tokens", "plan_value", "race", "power",
                 "income_avg")

    def __init__(self, position, value, first_coins, regions, tokens, plan_value, race, power, income_avg=1.0):
        self.income_avg = income_avg
        self.position, self.value, self.first_coins = position, value, first_coins
        self.regions, self.tokens, self.plan_value = regions, tokens, plan_value
        self.race, self.power = race, power


def combo_tokens(game, combo):
    """Tokens the combo brings when picked (the engine's count: banner, badge, extras, tray)."""
    return pick_tokens(game, combo)[0]


# Hooks whose effect the first-turn plan values concretely (reach, costs, markers a conquest leaves).
PLANNED_HOOKS = ("reaches", "links", "may_enter", "cost_change", "after_conquest")


def hint_value(game, tribe, planned=False):
    """The `ai_pick_value` hints of the race's primitives whose worth the AI does not count
    otherwise: not by coins (per region; per turn or per conquest, by their own hooks), extra
    tokens or the decline schedule (the decline flags), and with `planned` not through the
    first-turn plan either (reach, costs, markers a conquest leaves): what is left then acts
    through extra actions, redeploy fields, losses and recruits."""
    effects = tribe.effects
    empty, one = Campaign(), Campaign()
    one.nonempty = 1
    total = 0.0
    for p in effects.all:
        if p in effects.region_coins or (planned and any(p in getattr(effects, h) for h in PLANNED_HOOKS)):
            continue
        if p in effects.turn_coins and (p.turn_coins(game, tribe, empty) or p.turn_coins(game, tribe, one)):
            continue
        if p.bonus_tokens() or (planned and p.holds_water) or p.acts_in_decline or p.extra_decline_slot \
                or p.decline_after_redeploy:
            continue
        total += p.ai_pick_value
    return total


def lifetime_extras(game, seat, tribe, tokens, regions, income_avg, horizon, params, declined_now):
    """Coins a combo earns after its first turn that the first-turn plan does not see."""
    effects = tribe.effects
    traits = Traits(game, tribe)
    turns = horizon.turns_after
    active = horizon.active_weight
    extra = 0.0
    # more conquests with the tokens not spent on holding ground
    keep = traits.keep
    free = max(0, tokens - keep - regions) + keep * 0.5
    extra += params.growth * free / 3.0 * income_avg * min(active, 2.0)
    extra += recurring_turn_coins(game, tribe) * active
    extra += params.hint_weight * hint_value(game, tribe, planned=True) * active
    if turns >= 1:
        if effects.decline_after_redeploy:
            extra += params.late_decline_value
        if effects.extra_decline_slot:
            kept = sum(len(t.regions) for t in declined_now if not t.effects.extra_decline_slot)
            extra += params.extra_slot_value + 0.5 * kept * max(0, turns - 2)
        if effects.acts_in_decline:
            extra += params.acting_decline_value * tokens * max(0, turns - 2)
        extra += traits.conquest_coins() * params.conquest_turns * active
    return extra


def combo_values(game, seat, threat, vparams, pparams, params, memo=None, memo_rounds=True):
    """[ComboValue] for every combo the player can afford. `memo` (a dict, kept by the caller) keeps
    each race + power's planned worth by seat and round (without `memo_rounds`: by seat alone), so
    boards that differ by a turn's luck at most (a search's rollouts) plan a combo once, whatever its
    place in the column."""
    player = game.players[seat]
    out = []
    leads = None
    for k, combo in enumerate(game.combos):
        if k > player.coins:
            break
        key = (seat, game.round if memo_rounds else 0, combo.race.id, combo.power.id)
        worth = memo.get(key) if memo is not None else None
        if worth is None:
            if leads is None:
                leads = opponent_leads(game, seat, vparams)
            worth = _combo_worth(game, seat, combo, threat, vparams, pparams, params, leads)
            if memo is not None:
                memo[key] = worth
        plan_value, extras, coins_now, regions, tokens, income_avg = worth
        value = plan_value + extras - k * params.position_cost + combo.coins
        if params.learned:
            value += learned_term(params.learned, combo)
        out.append(ComboValue(k, value, coins_now - k + combo.coins, regions, tokens, plan_value,
                              combo.race.id, combo.power.id, income_avg))
    return out


def _combo_worth(game, seat, combo, threat, vparams, pparams, params, leads=None):
    """A combo's first turn planned on the board and what its later turns add, wherever it lies in
    the column: (plan value, later extras, first turn's coins, regions, tokens, income per region)."""
    tribe = Tribe(combo.race, combo.power, seat)
    tokens = combo_tokens(game, combo)
    horizon = Horizon(turns_after(game), params.fresh_active_turns, vparams.gamma, vparams.decline_keep)
    info = TribeInfo(game, tribe)
    val = Valuation(game, tribe, False, horizon, vparams, info, leads)
    start = Start.entering(game, tribe, tokens)
    ctx = Context(game, tribe, False, info, val, threat, start)
    plan = plan_chain(ctx, pparams)
    regions = plan.regions
    held = plan.node.held if plan.node is not None else ()
    income_avg = (sum(info.income[r] for r in held) / len(held)) if held else 1.0
    extras = lifetime_extras(game, seat, tribe, tokens, regions, income_avg, horizon, params,
                             game.players[seat].declined)
    if params.second_turn and horizon.turns_after >= 1 and plan.node is not None:
        free = max(0, _pool(ctx, plan.node)) + info.traits.keep
        extras += params.second_turn * expansion_value(ctx, plan.node, free)
    return (plan.value, extras, plan.coins_now, regions, tokens,
            income_avg + recurring_turn_coins(game, tribe) / max(1, regions))


def learned_term(learned, combo):
    """What games taught the valuation about this race and power (`PickParams.learned`)."""
    return learned["races"].get(combo.race.id, 0.0) + learned["powers"].get(combo.power.id, 0.0)


def static_value(game, seat, k, combo, hint_weight=1 / 3):
    """A quick rating from the combo's numbers, the coins the map's regions give it and the
    abilities' hints."""
    bi = board_info(game.board)
    tribe = Tribe(combo.race, combo.power, seat)
    traits = Traits(game, tribe)
    tokens = combo_tokens(game, combo)
    land = [r for r in range(bi.n) if not bi.water[r]]
    bonus = sum(region_value(game, tribe, r) - 1 for r in land) / max(1, len(land))
    expect_regions = tokens / 2.8
    later = recurring_turn_coins(game, tribe)
    first = traits.turn_coins(0)
    value = tokens * 1.0 + bonus * expect_regions * 2.0 + later * 2 + (first - later)
    value += hint_weight * hint_value(game, tribe)
    value += 2.0 * bool(traits.conquest_coins())
    return value - 1.5 * k + combo.coins


def token_value(game, k, combo):
    return combo_tokens(game, combo) - 2 * k + combo.coins
