"""Learn what hard's combo valuation misses, race by race and power by power, from its own games.

    python bench/learn_picks.py [--ruleset ID] [--games G] [--seed S] [--players 5] [--map ID]
                                [--workers W] [--shrink K] [--rows FILE]

Plays G hard games (every seat hard; seeds S .. S+G-1, bots seeded as `main.py simulate` seeds
them) and, at every pick, records hard's value of the combo it took (`picking.combo_values`: its
first turn planned on the board plus the heuristics for the turns after) and the turns left;
at the end, the coins that combo brought its player from its pick on (bench/balance.py's
ledger). It then fits

    coins = a * value + b * turns_left + c + race[r] + power[p]

by least squares for a, b, c, then the race and power terms by alternating means of the
residuals, each shrunk towards 0 by n / (n + K) (K = `--shrink`, default 40: a race seen 40
times keeps half its mean residual). The race and power terms divided by a are in the units of
hard's values: what to add to a combo's value so that it ranks combos by the coins they really
bring under hard's play (`PickParams.learned` adds them; bench/expert_paired.py measures a
seat that does, with `"config": {"picks.learned": {"races": ..., "powers": ...}}`). Prints one
JSON line with the fit, the terms (in hard's units) and the residual spread before and after.
`--rows FILE` keeps the recorded picks in FILE and refits from it without playing.
"""

import argparse
import json
import math
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from balance import Ledger  # noqa: E402  (a sibling script)
from common import add_learning_args, hard_game, learning_rows  # noqa: E402

from games.smallworld.ai.picking import combo_values  # noqa: E402


def play(task):
    """[(race, power, hard's value, turns left, coins)] of every pick of one seeded game."""
    game, bots = hard_game(ROOT, task)
    ledger = Ledger(game)
    picks = []          # (tribe, race, power, value, turns left): a declined race loses its power
    while not game.over:
        seat = game.current_player
        bot = bots[seat]
        action = bot.choose(game)
        if action["type"] == "pick":
            config = bot.config
            values = combo_values(game, seat, bot._threat(game, seat), config.values, config.pick_plan,
                                  config.picks)
            chosen = next(v for v in values if v.position == action["combo"])
            turns = game.rounds - game.round
            ledger.apply(action)
            picks.append((game.players[seat].active, chosen.race, chosen.power, chosen.value, turns))
        else:
            ledger.apply(action)
    return [(race, power, value, turns, ledger.entries[tribe][2]) for tribe, race, power, value, turns in picks]


def fit(rows, shrink):
    """The fit of the module's docstring: (a, b, c, race terms, power terms, residual sd before, after)."""
    # a, b, c: least squares on [value, turns, 1] (3 x 3 normal equations)
    xs = [(v, t, 1.0) for _r, _p, v, t, _y in rows]
    ys = [y for *_, y in rows]
    a, b, c = _solve([[sum(x[i] * x[j] for x in xs) for j in range(3)] for i in range(3)],
                     [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(3)])
    base = [a * v + b * t + c for v, t, _ in xs]
    races, powers = {}, {}
    for _round in range(20):
        races = _shrunk_means(rows, base, powers, 0, 1, shrink)
        powers = _shrunk_means(rows, base, races, 1, 0, shrink)
    before = _sd([y - f for y, f in zip(ys, base)])
    after = _sd([y - f - races[r[0]] - powers[r[1]] for y, f, r in zip(ys, base, rows)])
    return a, b, c, races, powers, before, after


def _shrunk_means(rows, base, other, key, other_key, shrink):
    sums, counts = {}, {}
    for row, f in zip(rows, base):
        residual = row[4] - f - other.get(row[other_key], 0.0)
        sums[row[key]] = sums.get(row[key], 0.0) + residual
        counts[row[key]] = counts.get(row[key], 0) + 1
    return {k: sums[k] / (counts[k] + shrink) for k in sums}


def _solve(m, v):
    """Gaussian elimination with partial pivoting (a few unknowns)."""
    n = len(v)
    m = [row[:] + [v[i]] for i, row in enumerate(m)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def _sd(xs):
    mean = sum(xs) / len(xs)
    return math.sqrt(sum((x - mean) ** 2 for x in xs) / max(1, len(xs) - 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    add_learning_args(parser, 1000, 10000, "keep the recorded picks in FILE (JSON) and reuse them")
    parser.add_argument("--shrink", type=float, default=40.0)
    args = parser.parse_args()
    start = time.perf_counter()
    rows, played = learning_rows(ROOT, args, play)
    a, b, c, races, powers, before, after = fit(rows, args.shrink)
    print(json.dumps({
        "bench": "learn_picks", "ruleset": args.ruleset, "games": args.games if played else None,
        "seed": args.seed if played else None, "rows": args.rows, "picks": len(rows),
        "a": round(a, 3), "b": round(b, 3), "c": round(c, 2), "residual_sd": round(before, 2),
        "residual_sd_after": round(after, 2), "shrink": args.shrink,
        "races": {k: round(v / a, 2) for k, v in sorted(races.items(), key=lambda kv: -kv[1])},
        "powers": {k: round(v / a, 2) for k, v in sorted(powers.items(), key=lambda kv: -kv[1])},
        "seconds": round(time.perf_counter() - start, 1)}))


if __name__ == "__main__":
    main()
