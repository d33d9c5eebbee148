"""Decline timing: compare income schedules over the turns left.

For each turn at which the active race could decline (now, next turn, ...,
never) the schedule adds up: the race's income while it expands (this turn's
planned coins, then a projection where losses thin it out and spare tokens
take new ground), the decline turn itself (its declined income; a race that
may decline after its redeployment scores that turn as active instead), the
declined regions afterwards (they last longer for a race that keeps
conquering in decline), the fresh combo picked the turn after (valued on the
board now), and the old declined race, which leaves unless the new one takes
no declined race's place. The race declines now when that schedule is the best.
"""


class DeclineParams:
    def __init__(self, loss_rate=0.12, decline_decay=0.8, acting_decay=0.95, cost=3.0, margin=0.0):
        self.loss_rate, self.decline_decay, self.acting_decay = loss_rate, decline_decay, acting_decay
        self.cost, self.margin = cost, margin


def project(first, regions, tokens, income_avg, fixed, turns, loss_rate, cost):
    """Incomes for `turns` turns of an expanding race, and its regions at the end of each."""
    incomes, held = [], []
    r, n = float(regions), float(tokens)
    for t in range(turns):
        if t == 0:
            incomes.append(first)
        else:
            lost = loss_rate * r
            r -= lost
            n -= lost
            r += max(0.0, n - r) / cost
            incomes.append(r * income_avg + fixed)
        held.append(r)
    return incomes, held


class RaceOutlook:
    """What is known of the active race this turn. Its decline flags: `after_redeploy` (it may
    decline after its redeployment, scoring the turn as active), `extra_slot` (in decline it takes
    no declined race's place), `acts_in_decline` (it keeps conquering in decline)."""

    def __init__(self, expand_coins, regions_now, regions_after, tokens, income_avg, fixed,
                 decline_now_income, decline_income_per_region, after_redeploy, extra_slot, acts_in_decline,
                 loss_rate, cost):
        self.expand_coins = expand_coins
        self.regions_now = regions_now
        self.regions_after = regions_after
        self.tokens = tokens
        self.income_avg = income_avg
        self.fixed = fixed
        self.decline_now_income = decline_now_income
        self.decline_income_per_region = decline_income_per_region
        self.after_redeploy, self.extra_slot, self.acts_in_decline = after_redeploy, extra_slot, acts_in_decline
        self.loss_rate, self.cost = loss_rate, cost


def schedules(race, fresh_first, fresh_regions, fresh_tokens, fresh_income_avg, others_income, evict,
              turns, params):
    """{decline turn (turns = never): total coins} over `turns` turns including this one."""
    active, held = project(race.expand_coins, race.regions_after, race.tokens, race.income_avg, race.fixed,
                           turns, race.loss_rate, race.cost)
    fresh, _ = project(fresh_first, fresh_regions, fresh_tokens, fresh_income_avg, 0.0, turns,
                       params.loss_rate, params.cost)
    decay = params.acting_decay if race.acts_in_decline else params.decline_decay
    out = {}
    for td in range(turns + 1):
        total = 0.0
        old = others_income
        for t in range(turns):
            keep_old = not evict or t < td
            if t < td:
                total += active[t] + old
            elif t == td:
                if race.after_redeploy:
                    total += active[t] + old
                    base = held[t]
                else:
                    base = race.regions_now if t == 0 else held[t - 1] * (1 - race.loss_rate)
                    total += (race.decline_now_income if t == 0 else base * race.decline_income_per_region)
                    total += old if keep_old else 0.0
            else:
                total += fresh[t - td - 1] + base * race.decline_income_per_region * decay ** (t - td)
                total += old if keep_old else 0.0
            old *= params.decline_decay
        out[td] = total
    return out


def best_decline_turn(race, fresh_first, fresh_regions, fresh_tokens, fresh_income_avg, others_income, evict,
                      turns, params):
    table = schedules(race, fresh_first, fresh_regions, fresh_tokens, fresh_income_avg, others_income, evict,
                      turns, params)
    best = max(table, key=lambda td: (table[td] + (params.margin if td > 0 else 0.0), td))
    return best, table
