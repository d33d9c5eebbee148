"""Helpers shared by the benchmarks (import after putting the checkout measured on sys.path)."""

import math
import os
import statistics
from concurrent.futures import ProcessPoolExecutor


def wilson(wins, games, z=1.96):
    """The 95 % Wilson score interval of a win rate (or a score rate: wins may be fractions)."""
    if not games:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3))


def percentile(ms, q):
    """The `q` quantile of the times `ms` (0 when there are none), to a tenth."""
    ms = sorted(ms)
    return round(ms[min(len(ms) - 1, int(len(ms) * q))], 1) if ms else 0.0


def frame_stats(times):
    """(p50, p95, max) of frame times in ms, to a thousandth: the p95 is the smallest time that at least
    95 % of the frames took no longer than (the frame benchmarks' goal is read against it)."""
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(math.ceil(len(times) * 0.95)) - 1)]
    return round(statistics.median(times), 3), round(p95, 3), round(times[-1], 3)


def mouse_at(area, i):
    """Where the frame benchmarks' pointer is at frame `i` (60 a second): a slow figure over the map
    `area`, so hover highlights and tooltips change as a player's would."""
    t = i / 60.0
    return (int(area.centerx + area.width * 0.45 * math.sin(t * 1.3)),
            int(area.centery + area.height * 0.42 * math.sin(t * 1.9 + 0.7)))


def timing_fields(wall, cpu, goal_ms):
    """The frame benchmarks' timing keys: wall and processor p50/p95/max (ms) and each p95 against the goal."""
    p50, p95, most = frame_stats(wall)
    c50, c95, cmost = frame_stats(cpu)
    return {"ms_p50": p50, "ms_p95": p95, "ms_max": most, "cpu_ms_p50": c50, "cpu_ms_p95": c95,
            "cpu_ms_max": cmost, "meets_goal": p95 <= goal_ms, "cpu_meets_goal": c95 <= goal_ms}


def run_jobs(run_job, jobs, workers):
    """run_job(job) of every job, in order: on `workers` processes when more than one."""
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            return list(pool.map(run_job, jobs))
    return [run_job(job) for job in jobs]


def shipped_map(root, ruleset, players, wanted=None):
    """The map `wanted` (an id or path), else the first map in `root`/maps for `players` seats of
    the ruleset's kind (a world of islands for a ruleset entering at entry regions)."""
    try:
        from games.smallworld.model.board import load_map, map_path
    except ModuleNotFoundError:     # a checkout from before Small World moved into games/smallworld/ (--baseline)
        from game.model.board import load_map, map_path

    folder = os.path.join(root, "maps")
    if wanted:
        return load_map(map_path(wanted, folder))
    # its own loop, not games.smallworld.commands.first_map: the benchmarks run older engines (--baseline),
    # whose games.smallworld.model lacks names the command line imports today
    world = ruleset.entry == "entry_regions"
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json") and name != "schema.json":
            board = load_map(os.path.join(folder, name))
            if board.players == players and board.is_world == world:
                return board
    raise SystemExit(f"error: no {players}-player map for this ruleset in {folder}")


def add_learning_args(parser, games, seed, rows_help):
    """The options of the scripts that learn from hard's games (learn_picks.py, learn_values.py)."""
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--map", default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rows", metavar="FILE", help=rows_help)


def learning_rows(root, args, play):
    """(the rows `play` records from each of the games the options ask for, whether they were
    played): read from `--rows` when that file exists, else played (and kept there when asked)."""
    import json
    from concurrent.futures import ProcessPoolExecutor

    if args.rows and os.path.exists(args.rows):
        with open(args.rows) as f:
            return [tuple(r) for r in json.load(f)], False
    folder = os.path.join(root, "rules_data", args.ruleset)
    tasks = [(folder, args.map, args.players, args.seed + g) for g in range(args.games)]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        rows = [row for game_rows in pool.map(play, tasks, chunksize=4) for row in game_rows]
    if args.rows:
        with open(args.rows, "w") as f:
            json.dump(rows, f)
    return rows, True


def hard_game(root, task):
    """(the game, its bots) of a learning task (ruleset folder, map, players, seed): hard in every seat,
    seeded as `main.py simulate` seeds them."""
    from games.smallworld.ai import make_player
    from games.smallworld.model.game import Game
    from games.smallworld.model.ruleset import load_ruleset

    ruleset_dir, map_id, players, seed = task
    ruleset = load_ruleset(ruleset_dir)
    board = shipped_map(root, ruleset, players, map_id)
    game = Game(ruleset, board, [{"name": f"P{i + 1}", "kind": "ai", "level": "hard"} for i in range(players)],
                seed)
    return game, [make_player("hard", seed * 7919 + i) for i in range(players)]


def decision_times(results, target_ms):
    """Per level, its decisions over every job's `times` ({level: [ms]}): count, p50, p95, max, and whether
    p95 is within `target_ms`."""
    times = {}
    for result in results:
        for level, ms in result["times"].items():
            times.setdefault(level, []).extend(ms)
    return {level: {"decisions": len(ms), "p50_ms": percentile(ms, 0.5), "p95_ms": percentile(ms, 0.95),
                    "max_ms": round(max(ms), 1) if ms else 0.0,
                    "p95_within_target": percentile(ms, 0.95) <= target_ms}
            for level, ms in times.items()}
