"""Paired comparison of expert variants against hard in one seat of hard games.

    python bench/expert_paired.py [--players 5] [--games N] [--seed S] [--jobs J]
                                  [--cache FILE [--cache-variants]] [--variant JSON ...]

Game g (seed S+g) puts the tested seat at g mod players among hard opponents (bots seeded as
`python main.py simulate` seeds them). The baseline is the same game with hard in that seat,
i.e. the all-hard game of that seed, so each variant's game has a twin with the same deal,
seats and opponents: the difference of the seat's results on the same seed is far less noisy
than either. Each --variant is a JSON object of `expert.SearchParams` fields ({} is the shipped
expert). Two keys of a variant are not search fields: `"level": "hard"` puts hard itself in the
seat (no search), and with it `"config": {"values.damage": 1.0, ...}` sets fields of the seat's
hard configuration (`player.Config.tuned`: fields of its `values`, `picks`, `declines`, `threat`,
`plan`, `pick_plan`), so a tuning of hard's heuristics for the seat is measured the same way (an
expert's own such settings are its `crowd_config` search field). Prints one JSON line per
variant: wins (shared wins count) against hard's wins on the same seeds, the seat's mean lead
over the others' average coins, the mean paired difference of that lead with its standard
error, the processor-time p95/max of the seat's decisions and `cap_trips`, the expert's searches
its safety cap cut short (the only play that depends on the machine's speed). With two
variants or more, each after the first is also paired with the first (`vs_first`: the mean
difference of the seat's lead on the same seeds, ± its standard error), the way to tell two
variants apart. `--cache-variants` keeps the variants' games in the cache too, keyed by the
variant's JSON and a digest of the computer players' and the rules' code (`games/smallworld/ai/`,
`games/smallworld/model/`), so a changed expert plays its games again (a key of the JSON alone once served
games of an earlier code under the same `{}`).
"""

import argparse
import hashlib
import json
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def play(players, seed, seat, variant):
    """One game; `variant` None puts hard in `seat`. Returns (won, lead, decision ms of the seat, searches
    the expert's safety cap cut short: a result that depends on the machine's speed)."""
    import argparse as _argparse

    from game import resources
    from game.cli import _choose_map
    from games.smallworld.ai import make_player
    from games.smallworld.ai.expert import SearchParams
    from games.smallworld.model import Game
    from games.smallworld.model.ruleset import load_ruleset, ruleset_folder

    ruleset = load_ruleset(ruleset_folder("classic", resources.rules_dir()))
    board, _ = _choose_map(_argparse.Namespace(map=None, players=players))
    levels = ["hard"] * players
    variant = dict(variant) if variant is not None else None
    tuned = variant.pop("config", {}) if variant is not None else {}
    if variant is not None:
        levels[seat] = variant.pop("level", "expert")
    game = Game(ruleset, board, [{"name": str(i), "kind": "ai", "level": lv} for i, lv in enumerate(levels)], seed)
    bots = [make_player(level, seed * 7919 + i) for i, level in enumerate(levels)]
    if variant is not None and levels[seat] == "expert":
        bots[seat].search = SearchParams(**variant)
    if tuned and levels[seat] != "hard":
        raise SystemExit("--variant: \"config\" is for \"level\": \"hard\" (an expert's is crowd_config)")
    if tuned:
        bots[seat].config = bots[seat].config.tuned(tuned)
    ms = []
    while not game.over:
        s = game.current_player
        t = time.thread_time()
        action = bots[s].choose(game)
        if s == seat:
            ms.append((time.thread_time() - t) * 1000)
        game.apply(action)
    coins = [p.coins for p in game.players]
    others = [c for i, c in enumerate(coins) if i != seat]
    won = 1.0 / len(game.winners) if seat in game.winners else 0.0
    return won, coins[seat] - sum(others) / len(others), ms, getattr(bots[seat], "cap_trips", 0)


def _load(path):
    if path and os.path.exists(path):
        with open(path) as f:
            return json.load(f)
    return {}


def code_digest():
    """A digest of the code a variant's games depend on: the computer players and the rules."""
    digest = hashlib.sha256()
    for folder in ("ai", "model"):
        top = os.path.join(ROOT, "games", "smallworld", folder)
        for path in sorted(os.path.join(d, f) for d, _, files in os.walk(top) for f in files if f.endswith(".py")):
            digest.update(os.path.relpath(path, ROOT).encode())
            with open(path, "rb") as f:
                digest.update(f.read())
    return digest.hexdigest()[:12]


def _variant_key(variant, game_key, code):
    return f"variant:{code}:{json.dumps(variant, sort_keys=True)}:{game_key}"


def _paired(mine, other):
    """The mean difference of the seat's lead on the same seeds, its standard error, and how many
    seeds went better and worse."""
    diffs = [r[1] - b[1] for r, b in zip(mine, other)]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
    return round(mean, 2), round(sd / math.sqrt(n), 2), sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)


def _job(args):
    return play(*args)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=700)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--no-baseline", action="store_true", help="skip hard (only the variants' own figures)")
    parser.add_argument("--cache", metavar="FILE", help="keep the hard games' results in FILE (a JSON object) and "
                        "reuse them: they stay the same while hard's play does")
    parser.add_argument("--cache-variants", action="store_true",
                        help="keep (and reuse) the variants' games in --cache too (keyed by the code's digest)")
    args = parser.parse_args()
    variants = [json.loads(v) for v in args.variant] or [{}]
    games = [(args.players, args.seed + g, g % args.players) for g in range(args.games)]
    code = code_digest()
    start = time.perf_counter()
    cache = _load(args.cache)
    key = [f"{p}:{s}:{seat}" for p, s, seat in games]
    # each run's cache key: the game's for hard in the seat, with the variant's JSON in front for a variant
    runs = [] if args.no_baseline else [(k, (*g, None)) for g, k in zip(games, key)]
    for v in variants:
        runs += [(_variant_key(v, k, code), (*g, v)) for g, k in zip(games, key)]
    tasks = dict((k, task) for k, task in runs if k not in cache or (task[3] is not None and not args.cache_variants))
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = dict(zip(tasks, pool.map(_job, tasks.values())))
    cache.update((k, r) for k, r in results.items() if tasks[k][3] is None or args.cache_variants)
    if args.cache and tasks:
        with open(args.cache, "w") as f:
            json.dump(cache, f)
    n = len(games)
    base = None if args.no_baseline else [cache[k] for k in key]
    for i, v in enumerate(variants):
        mine = [results[k] if k in results else cache[k] for k in (_variant_key(v, g, code) for g in key)]
        ms = sorted(m for r in mine for m in r[2])
        out = {"variant": v, "players": args.players, "games": n, "seeds": f"{args.seed}-{args.seed + n - 1}",
               "wins": round(sum(r[0] for r in mine), 2), "lead": round(sum(r[1] for r in mine) / n, 2),
               "p95_ms": round(ms[int(len(ms) * 0.95)], 1) if ms else 0, "max_ms": round(ms[-1], 1) if ms else 0,
               "cap_trips": sum(r[3] for r in mine)}
        if base is not None:
            mean, se, better, worse = _paired(mine, base)
            out.update(hard_wins=round(sum(b[0] for b in base), 2), hard_lead=round(sum(b[1] for b in base) / n, 2),
                       diff=mean, diff_se=se, better=better, worse=worse)
        if i == 0:
            first = mine
        else:
            mean, se, _, _ = _paired(mine, first)
            out.update(vs_first=mean, vs_first_se=se)
        print(json.dumps(out), flush=True)
    print(json.dumps({"seconds": round(time.perf_counter() - start, 1)}), file=sys.stderr)


if __name__ == "__main__":
    main()
