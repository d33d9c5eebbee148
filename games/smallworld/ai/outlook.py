"""What a seat's position should still earn: the features the expert's evaluation reads.

`seat_features` describes a seat at a moment of the game by a few numbers the board shows
(its active race's income and spare tokens, its declined races' income, whether it is about to
pick a fresh combo); `learned_future` turns them into the coins the seat should still earn, with
weights fitted to what hard players' positions really earned in their games
(bench/learn_values.py writes `value_table.py`; docs/AI.md gives the fit and what it bought).
"""

from ..model import pick_tokens, turn_income
from .valuation import turns_left
from .value_table import WEIGHTS

FEATURES = ("active_income", "declined_income", "spare_tokens", "fresh_tokens", "active", "constant")


def seat_features(game, s):
    """(turns left, the FEATURES' values) of seat `s` now."""
    player = game.players[s]
    income = turn_income(game, s)
    active = player.active
    if active is not None:
        active_income = income.coins - income.decline_bonus - sum(len(t.regions) for t in player.declined)
        tokens = active.hand + game.tokens_on_map(active)
        spare = max(0, tokens - len(active.regions))
        fresh = 0.0
    else:
        active_income, spare, fresh = 0, 0, fresh_tokens(game)
    values = (active_income, income.coins - active_income, spare, fresh, 1.0 if active is not None else 0.0, 1.0)
    return turns_left(game, s), values


def table_for(game):
    """The fitted weights for this game's ruleset and player count (None: none were fitted)."""
    return WEIGHTS.get(f"{game.ruleset.id}:{len(game.players)}")


def learned_future(left, values, table):
    """The coins a seat with these `seat_features` should still earn, by `table`'s weights."""
    if left <= 0:
        return 0.0
    row = table[min(left, len(table)) - 1]
    return sum(w * x for w, x in zip(row, values))


def fresh_tokens(game):
    """The tokens a fresh combo brings, on average over the visible column."""
    counts = [pick_tokens(game, combo)[0] for combo in game.combos]
    return sum(counts) / len(counts) if counts else 0.0
