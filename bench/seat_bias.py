"""Where does the first seat's edge come from? Plays games in-process and measures by seat.

    python bench/seat_bias.py [--players N | --map ID_OR_PATH] [--seats N] --ai hard[,medium,...]
                              [--games G] [--seed S] [--force SEAT:RULE]
                              [--tweak SEATS:config.path=VALUE] [--rotate] [--out FILE]

Prints one JSON line: wins, mean coins, mean coin lead of each seat per round (from
`game.coin_history`), what each seat scored per round, round-1 picks (position, coins paid and
taken, the hard valuation of the picked combo and of the best combo then visible), declines
per round, who conquered whose regions, and how many opponents' regions each seat took per
round. Games use the seeds and bot seeds of `main.py simulate`, so `--ai hard --seed 2000`
plays the same games as `simulate --seed 2000`.

`--force SEAT:RULE` overrides that seat's round-1 pick (the bot still plays the rest):
`top` (position 0), `last` (the last affordable position), `second` (hard's second best),
`worst` (hard's worst affordable), `N` (position N).
`--tweak` changes a bot's Config for some seats, e.g. `all:values.damage=0` (hard as it was
before it counted the damage done to opponents) or `0:threat.kappa=0.45`.
The combo values reported are a fixed yardstick: hard's pick valuation without damage.
`--seats N` plays N seats on a map made for another count (e.g. the 4x4 test grid).
`--rotate` plays every deal once from every rotation of the level list (seat-level
attribution: wins are then also reported per level).
"""

import argparse
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game import resources  # noqa: E402
from games.smallworld.ai import make_player  # noqa: E402
from games.smallworld.ai.picking import combo_values  # noqa: E402
from games.smallworld.ai.planner import PlannerParams  # noqa: E402
from games.smallworld.ai.player import PickParams, ValueParams  # noqa: E402
from games.smallworld.ai.threat import ThreatMap  # noqa: E402
from games.smallworld.model.board import load_map, map_files, map_path  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset, ruleset_folder  # noqa: E402

HARD_PICK = PlannerParams(width=8, max_depth=10, exact=8)
HARD_VALUES = ValueParams(gamma=0.9)   # the yardstick for combo values (no damage term)


def board_for(args):
    folders = resources.map_folders()
    if args.map:
        return load_map(map_path(args.map, folders))
    for path in map_files(folders):
        board = load_map(path)
        if board.players == args.players and not board.is_world:
            return board
    raise SystemExit(f"no map for {args.players} players")


def hard_values(game, seat):
    threat = ThreatMap(game, seat)
    return combo_values(game, seat, threat, HARD_VALUES, HARD_PICK, PickParams())


def forced_pick(game, seat, rule):
    coins = game.players[seat].coins
    options = [k for k in range(len(game.combos)) if k <= coins]
    if rule == "top":
        return 0
    if rule == "last":
        return options[-1]
    if rule.isdigit():
        return min(int(rule), options[-1])
    values = sorted(hard_values(game, seat), key=lambda v: (-v.value, v.position))
    if rule == "second":
        return values[1].position if len(values) > 1 else values[0].position
    if rule == "worst":
        return values[-1].position
    raise SystemExit(f"unknown --force rule {rule!r}")


def apply_tweaks(bots, tweaks):
    for seats, path, value in tweaks:
        for s, bot in enumerate(bots):
            if seats != "all" and s not in seats:
                continue
            obj = bot.config
            parts = path.split(".")
            for part in parts[:-1]:
                obj = getattr(obj, part)
            setattr(obj, parts[-1], value)


def parse_tweak(text):
    where, rest = text.split(":", 1)
    path, value = rest.split("=")
    seats = "all" if where == "all" else {int(x) for x in where.split("+")}
    try:
        value = float(value)
    except ValueError:
        pass
    return seats, path, value


def play(ruleset, board, levels, game_seed, force, stats, tweaks=()):
    seats = len(levels)
    players = [{"name": f"{lv} {i + 1}", "kind": "ai", "level": lv} for i, lv in enumerate(levels)]
    game = Game(ruleset, board, players, game_seed)
    bots = [make_player(lv, game_seed * 7919 + i) for i, lv in enumerate(levels)]
    apply_tweaks(bots, tweaks)
    while not game.over:
        seat = game.current_player
        action = None
        if (game.round == 1 and not game.pending_retreats and game.players[seat].active is None
                and not game.turn.picked):
            vals = hard_values(game, seat)
            best = max(vals, key=lambda v: (v.value, -v.position))
            if seat in force:
                action = {"type": "pick", "player": seat, "combo": forced_pick(game, seat, force[seat])}
            else:
                action = bots[seat].choose(game)
            if action.get("type") == "pick":
                k = action["combo"]
                chosen = next(v for v in vals if v.position == k)
                p = stats["pick1"][seat]
                p["n"] += 1
                p["position"] += k
                p["coins_taken"] += game.combos[k].coins
                p["value"] += chosen.value
                p["best_value"] += best.value
                p["tokens"] += chosen.tokens
                p["first_coins"] += chosen.first_coins
        if action is None:
            action = bots[seat].choose(game)
        r = game.round
        if (r > 1 and action.get("type") == "pick"):
            vals = hard_values(game, seat)
            best = max(vals, key=lambda v: (v.value, -v.position))
            chosen = next(v for v in vals if v.position == action["combo"])
            stats["later_value"][seat] += chosen.value
            stats["later_best"][seat] += best.value
            stats["later_round"][seat] += r
        events = game.apply(action)
        for e in events:
            t = e["type"]
            if t == "scored":
                stats["scored"][e["player"]][r - 1] += e["coins"]
            elif t == "picked" and r > 1:
                stats["later_picks"][e["player"]] += 1
                stats["later_paid"][e["player"]] += e["paid"]
                stats["later_taken"][e["player"]] += e["coins_taken"]
            elif t == "declined" or t == "decline_announced":
                stats["declines"][e["player"]][r - 1] += 1
            elif t == "conquered":
                d = e["defender"]
                if d["owner"] is not None and d["owner"] != e["player"]:
                    stats["attacks"][e["player"]][d["owner"]] += 1
                    stats["taken_by_round"][e["player"]][r - 1] += 1
    history = game.coin_history
    for r, row in enumerate(history):
        for s in range(seats):
            others = [row[o] for o in range(seats) if o != s]
            stats["lead"][s][r] += row[s] - sum(others) / len(others)
    for s in game.winners:
        stats["wins"][s] += 1 / len(game.winners) if stats["split_ties"] else 1
    for s, p in enumerate(game.players):
        stats["coins"][s] += p.coins
    return game


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--players", type=int, default=2)
    where.add_argument("--map", default=None)
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--ai", default="hard")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--force", action="append", default=[])
    parser.add_argument("--tweak", action="append", default=[],
                        help="SEATS:config.path=value, e.g. all:values.damage=0.5 or 1+2:picks.position_cost=1.2")
    parser.add_argument("--rotate", action="store_true")
    parser.add_argument("--split-ties", action="store_true")
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    ruleset = load_ruleset(ruleset_folder("classic", resources.rules_dir()))
    board = board_for(args)
    seats = args.seats or board.players
    levels = [x.strip() for x in args.ai.split(",")]
    if len(levels) == 1:
        levels *= seats
    force = {}
    for item in args.force:
        s, rule = item.split(":")
        force[int(s)] = rule
    rounds = ruleset.rounds_for(seats)
    stats = {
        "split_ties": args.split_ties,
        "wins": [0] * seats, "coins": [0] * seats,
        "lead": [[0.0] * rounds for _ in range(seats)],
        "scored": [[0] * rounds for _ in range(seats)],
        "declines": [[0] * rounds for _ in range(seats)],
        "attacks": [[0] * seats for _ in range(seats)],
        "taken_by_round": [[0] * rounds for _ in range(seats)],
        "later_value": [0.0] * seats, "later_best": [0.0] * seats, "later_round": [0] * seats,
        "later_picks": [0] * seats, "later_paid": [0] * seats, "later_taken": [0] * seats,
        "pick1": [dict(n=0, position=0, coins_taken=0, value=0.0, best_value=0.0, tokens=0, first_coins=0.0)
                  for _ in range(seats)],
    }
    level_wins = {}
    rotations = range(seats) if args.rotate else [0]
    start = time.perf_counter()
    played = 0
    for g in range(args.games):
        for rot in rotations:
            lv = levels[rot:] + levels[:rot]
            game = play(ruleset, board, lv, args.seed + g, force, stats, [parse_tweak(t) for t in args.tweak])
            played += 1
            for s in game.winners:
                level_wins[lv[s]] = level_wins.get(lv[s], 0) + 1
    n = played
    out = {
        "map": board.id, "seats": seats, "ai": levels, "games": n, "seed": args.seed, "force": args.force,
        "tweak": args.tweak,
        "wins": [round(w, 1) for w in stats["wins"]],
        "mean_coins": [round(c / n, 2) for c in stats["coins"]],
        "lead_by_round": [[round(x / n, 2) for x in row] for row in stats["lead"]],
        "scored_by_round": [[round(x / n, 2) for x in row] for row in stats["scored"]],
        "declines_by_round": [[round(x / n, 3) for x in row] for row in stats["declines"]],
        "attacks": [[round(x / n, 2) for x in row] for row in stats["attacks"]],
        "taken_by_round": [[round(x / n, 2) for x in row] for row in stats["taken_by_round"]],
        "later_picks": [round(x / n, 2) for x in stats["later_picks"]],
        "later_paid": [round(x / n, 2) for x in stats["later_paid"]],
        "later_taken": [round(x / n, 2) for x in stats["later_taken"]],
        "later_value_per_pick": [round(v / max(1, k), 2) for v, k in zip(stats["later_value"], stats["later_picks"])],
        "later_best_per_pick": [round(v / max(1, k), 2) for v, k in zip(stats["later_best"], stats["later_picks"])],
        "later_round_per_pick": [round(v / max(1, k), 2) for v, k in zip(stats["later_round"], stats["later_picks"])],
        "pick1": [{k: round(v / max(1, p["n"]), 2) for k, v in p.items() if k != "n"} for p in stats["pick1"]],
        "seconds": round(time.perf_counter() - start, 1),
    }
    if args.rotate:
        out["level_wins"] = level_wins
    line = json.dumps(out)
    print(line)
    if args.out:
        with open(args.out, "a") as f:
            f.write(line + "\n")


if __name__ == "__main__":
    main()
