"""Learn what a seat's position is worth: the coins hard players' positions went on to earn.

    python bench/learn_values.py [--ruleset ID] [--games G] [--seed S] [--players 5] [--map ID]
                                 [--workers W] [--ridge R] [--rows FILE] [--write]

Plays G hard games (every seat hard; seeds S .. S+G-1, bots seeded as `main.py simulate` seeds
them) and, at every turn's end (where the expert's rollouts stop and are judged), records every
seat's `outlook.seat_features` (its turns left and the board's numbers: active income, declined
income, spare tokens, a fresh combo's tokens, whether it has an active race) and its coins; at
the game's end, the coins each of those positions went on to earn. It then fits, for each count
of turns left, the earnings as a weighted sum of the features by least squares (a `--ridge`
penalty keeps rarely seen features near 0). Prints one JSON line: the weights, the residual
spread and that of the expert's hand-written evaluation (`expert.hand_value`) on the same rows,
for games the fit did not see (every fifth game held out). `--write` puts the weights, fitted on
all the games, in `games/smallworld/ai/value_table.py` under "<ruleset>:<players>", which the expert's
`evaluation` "learned" reads. `--rows FILE` keeps the recorded rows and refits from them.
"""

import argparse
import ast
import json
import math
import os
import pprint
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from common import add_learning_args, hard_game, learning_rows  # noqa: E402
from learn_picks import _solve  # noqa: E402  (a sibling script)

from games.smallworld.ai.expert import SearchParams, hand_value  # noqa: E402
from games.smallworld.ai.outlook import FEATURES, seat_features  # noqa: E402

TABLE = os.path.join(ROOT, "games", "smallworld", "ai", "value_table.py")


def play(task):
    """[(game, turns left, features, hand-written future, coins earned after)] of one seeded game."""
    game, bots = hard_game(ROOT, task)
    players = len(game.players)
    hand = SearchParams()
    seen = []
    turn = (game.round, game.seat)
    while not game.over:
        game.apply(bots[game.current_player].choose(game))
        if (game.round, game.seat) != turn and not game.over:
            turn = (game.round, game.seat)
            for s in range(players):
                left, values = seat_features(game, s)
                coins = game.players[s].coins
                if left > 0:
                    seen.append((s, left, values, hand_value(coins, left, values, hand) - coins, coins))
    final = [p.coins for p in game.players]
    return [(game.seed, left, values, hand_future, final[s] - coins) for s, left, values, hand_future, coins in seen]


def fit(rows, ridge):
    """Weights per count of turns left: {left: [w for FEATURES]}."""
    weights = {}
    for left in sorted({r[1] for r in rows}):
        xs = [r[2] for r in rows if r[1] == left]
        ys = [r[4] for r in rows if r[1] == left]
        k = len(FEATURES)
        m = [[sum(x[i] * x[j] for x in xs) + (ridge * len(xs) if i == j and i < k - 1 else 0.0)
              for j in range(k)] for i in range(k)]
        # a feature never seen at this count (all zeros) stays at 0
        for i in range(k):
            if m[i][i] == 0.0:
                m[i][i] = 1.0
        weights[left] = _solve(m, [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(k)])
    return weights


def rms_error(rows, weights):
    top = max(weights)
    errors = [r[4] - sum(w * x for w, x in zip(weights[min(r[1], top)], r[2])) for r in rows]
    return _rms(errors)


def _rms(errors):
    return math.sqrt(sum(e * e for e in errors) / len(errors))


def write_table(key, weights, path=TABLE):
    """Put the weights under `key` in the table module at `path` (value_table.py; its other keys kept)."""
    table = {}
    if os.path.exists(path):
        with open(path) as f:
            text = f.read()
        table = ast.literal_eval(text[text.index("WEIGHTS = ") + len("WEIGHTS = "):])    # a literal, never run
    top = max(weights)
    table[key] = [[round(w, 4) for w in weights[min(left, top)]] for left in range(1, top + 1)]
    text = ('"""Weights fitted by bench/learn_values.py (do not edit by hand: run it with --write).\n\n'
            'WEIGHTS["<ruleset>:<players>"][turns left - 1] = the weights of outlook.FEATURES.\n"""\n\n'
            f"WEIGHTS = {pprint.pformat(table, width=110, compact=True)}\n")
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    add_learning_args(parser, 500, 20000, "keep the recorded rows in FILE (JSON) and reuse them")
    parser.add_argument("--ridge", type=float, default=0.01)
    parser.add_argument("--write", action="store_true", help="write the weights to games/smallworld/ai/value_table.py")
    parser.add_argument("--table", default=TABLE,
                        help="the table module --write writes (games/smallworld/ai/value_table.py)")
    args = parser.parse_args()
    start = time.perf_counter()
    rows, _played = learning_rows(ROOT, args, play)
    held = [r for r in rows if r[0] % 5 == 0]
    trained = [r for r in rows if r[0] % 5]
    # every fifth game held out of a fit on the others (when both exist), then the fit on all
    checked = None
    if held and trained:
        checked = {"learned": round(rms_error(held, fit(trained, args.ridge)), 2),
                   "hand": round(_rms([r[4] - r[3] for r in held]), 2)}
    weights = fit(rows, args.ridge)
    if args.write:
        write_table(f"{args.ruleset}:{args.players}", weights, args.table)
    print(json.dumps({
        "bench": "learn_values", "ruleset": args.ruleset, "players": args.players, "rows": len(rows),
        "games": len({r[0] for r in rows}), "ridge": args.ridge,
        "held_out_rms": checked,
        "weights": {left: dict(zip(FEATURES, (round(w, 3) for w in ws))) for left, ws in weights.items()},
        "written": args.write, "seconds": round(time.perf_counter() - start, 1)}))


if __name__ == "__main__":
    main()
