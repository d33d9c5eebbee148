"""What holding or taking a region is worth to one tribe, in coins.

`now[r]`: coins the region adds to this turn's score if held at its end
(income plus the coins a non-empty conquest adds, by the race's turn-coin hooks).
`future[r]`: coins expected from holding it at the start of the next round,
summed over the turns left (bonus income while the race stays active, plain
income once it declines), discounted by `gamma` per round.
`damage[r]`: what taking it costs its owner, weighted by how far that owner
leads (public information only: regions and visible bonuses). With
`damage_turns` set, the owner's loss is the region's income over the turns he
still scores (capped at `damage_turns`, nothing once he has scored his last)
plus a token, scaled by `damage / others ** damage_spread`: in a two-player
game every coin taken from the opponent moves the margin like a coin won, with
more opponents it helps the others as much as us (hard: 2.0 with one opponent,
0.5 with two, 0.22 with three, 0.125 with four; tuned by head-to-head games).
"""

from ..model import Tribe, region_value
from .info import TribeInfo, player_income_estimate


class Horizon:
    """How many more turns this tribe earns, and how: active first, then declined."""

    def __init__(self, turns_after, active_after, gamma=0.8, decline_keep=0.8):
        self.turns_after = turns_after
        self.active_after = max(0, min(active_after, turns_after))
        fa = fd = 0.0
        for t in range(turns_after):
            w = gamma ** t
            if t < self.active_after:
                fa += w
            else:
                fd += w * decline_keep ** (t - self.active_after)
        self.active_weight = fa
        self.decline_weight = fd


def turns_after(game):
    """Turns the player whose turn it is still has after this one."""
    return game.rounds - game.round


def turns_ahead(game, seat):
    """Turns another seat (a defender placing retreats) still has, its next one included."""
    return game.rounds - game.round + (1 if seat > game.seat else 0)


def turns_left(game, seat):
    """Turns any seat still plays, the turn under way included when it is its own."""
    return turns_ahead(game, seat) + (1 if seat == game.seat else 0)


class Valuation:
    def __init__(self, game, tribe, in_decline, horizon, params, info=None, leads=None):
        """`leads`: `opponent_leads(game, tribe.owner, params)` when the caller already has it (a pick values
        every combo of the column on one board)."""
        self.game = game
        self.tribe = tribe
        self.in_decline = in_decline
        self.info = info or TribeInfo(game, tribe, in_decline)
        self.horizon = horizon
        self.params = params
        seat = tribe.owner
        bi = self.info.bi
        n = bi.n
        inc = self.info.income
        dinc = self.info.decline_income
        fa, fd = horizon.active_weight, horizon.decline_weight
        token_value = params.token_value if horizon.active_after > 0 else 0.0
        self.future = [fa * inc[r] + fd * dinc[r] + token_value for r in range(n)]
        conquest_coins = self.info.traits.conquest_coins()
        now = [0.0] * n
        damage = [0.0] * n
        lead = leads if leads is not None else opponent_leads(game, seat, params)
        scale = _damage_scale(game, params)
        rounds_left = game.rounds - game.round
        own_declined_weight = 1.0 + sum(params.gamma ** t for t in range(horizon.turns_after))
        occupant = game.occupant
        weights = {}        # the damage's turn weight by turns left: two values at most
        for r in range(n):
            v = float(inc[r])
            occ = occupant[r]
            if occ is not None:
                v += conquest_coins
                if occ.__class__ is Tribe:
                    if occ.owner == seat:
                        if occ is not tribe:
                            damage[r] = -region_value(game, occ, r) * own_declined_weight
                    else:
                        their = region_value(game, occ, r)
                        token = 1.0 if not occ.declined else 0.3
                        if params.damage_turns is None:
                            damage[r] = scale * lead[occ.owner] * (their * 1.5 + token)
                        else:
                            # the owner loses the region's income for the turns it still scores
                            k = rounds_left + (1 if occ.owner > seat else 0)
                            if k > 0:
                                w = weights.get(k)
                                if w is None:
                                    w = weights[k] = min(params.damage_turns, _weights(params.gamma, k))
                                damage[r] = scale * lead[occ.owner] * (their * w + token)
            now[r] = v
        self.now = now
        self.damage = damage
        self.nonempty = [occupant[r] is not None for r in range(n)]


def _damage_scale(game, params):
    """How much a coin taken from an opponent counts, for this many players."""
    if not params.damage:
        return 0.0
    others = len(game.players) - 1
    return params.damage / others ** params.damage_spread if others > 1 else params.damage


def _weights(gamma, k):
    return sum(gamma ** t for t in range(k))


def opponent_leads(game, seat, params):
    """A weight per seat: more for opponents who look ahead on the board."""
    n = len(game.players)
    incomes = [player_income_estimate(game, s) for s in range(n)]
    others = [incomes[s] for s in range(n) if s != seat]
    avg = sum(others) / len(others) if others else 0.0
    out = []
    for s in range(n):
        if s == seat or avg <= 0:
            out.append(1.0)
            continue
        rel = (incomes[s] - avg) / avg
        rel = max(-0.5, min(1.0, rel))
        out.append(1.0 + params.lead_weight * rel)
    return out
