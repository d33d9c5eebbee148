"""Race and power balance: coins per combo played, relative to the ruleset's average.

    python bench/balance.py [--ruleset ID] [--games G] [--level hard] [--seed S] [--map ID]
                            [--players 5] [--workers W]

Plays G seeded games (seeds S .. S+G-1; every seat the computer level `--level`, player i of
game s seeded s * 7919 + i as `main.py simulate` does) on the ruleset's first shipped map for
`--players` seats (a Warcraft world for a ruleset entering at entry regions), then prints a
table and, last, one JSON line.

What is measured. A *combo occurrence* is one race-and-power pair a player picked in one game
(a race picked again later in the same game is a new occurrence). Its *coins* are the coins
its player won or paid because of it, from its pick to the end of the game:

- at the end of each of its player's turns, a declined race gets the coins its regions score
  (`queries.region_value` of each region, as in decline);
- the active race gets the rest of the player's coin change over that turn: its regions and
  bonuses at scoring, the faction and item bonuses, the coins paid or found picking it, coins
  its abilities take or pay during the turn (a form, a purchase); in the turn a race declines,
  with no active race left, the rest goes to the race that declined;
- a coin change in another player's turn goes to the player's active race (else it is not
  counted: the JSON line's `unattributed_coins` sums what no combo got, the players' starting
  coins aside).

A game in which the engine refuses a move (a bug) is left out; the JSON line's `failed_games`
lists its seed and the error.

For each race (and each power) the script reports the occurrences n, their mean coins, and
that mean relative to the ruleset's average (the mean over all occurrences), with a 95 %
confidence interval by the normal approximation (mean ± 1.96 · sd / √n, divided by the
average, whose own error is far smaller and ignored). 1.0 is average; an interval wholly
above 1 marks a race or power that wins more than its share under this level's play. The AI's
own choices bias the sample: it picks what it values, and how well it plays each ability
counts too. `--workers W` plays the games in W processes; the figures do not depend on W.
"""

import argparse
import json
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from common import shipped_map  # noqa: E402

from games.smallworld.ai import make_player  # noqa: E402
from games.smallworld.model.board import load_map, map_path  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.queries import region_value  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402

Z95 = 1.96


class Ledger:
    """The coins of each combo occurrence of one game, by the rules in the module's docstring."""

    def __init__(self, game):
        self.game = game
        self.entries = {}           # tribe -> [race id, power id, coins]
        self.turn = None
        self.turn_start = 0
        self.declining = None       # the race that declined in the current turn

    def _entry(self, tribe):
        entry = self.entries.get(tribe)
        if entry is None:
            entry = self.entries[tribe] = [tribe.race.id, tribe.power.id if tribe.power else None, 0]
        return entry

    def apply(self, action):
        game = self.game
        if game.turn is not self.turn:
            self.turn, self.declining = game.turn, None
            self.turn_start = game.players[game.turn.seat].coins
        owner = game.turn.seat
        before = [p.coins for p in game.players]
        ending = action["type"] == "end_turn"
        declined_share = {}
        if ending:
            for tribe in game.players[owner].declined:
                declined_share[tribe] = sum(region_value(game, tribe, r, True) for r in tribe.regions)
        active_before = game.players[owner].active
        game.apply(action)
        for seat, player in enumerate(game.players):
            if player.active is not None:
                self._entry(player.active)      # a pick registers the combo at once
            if seat == owner:
                continue
            delta = player.coins - before[seat]
            if delta and player.active is not None:
                self._entry(player.active)[2] += delta
        if action["type"] == "decline":
            self.declining = active_before
        if ending:
            self._close_turn(owner, declined_share, active_before)

    def _close_turn(self, owner, declined_share, active):
        change = self.game.players[owner].coins - self.turn_start
        for tribe, coins in declined_share.items():
            if tribe is not self.declining:
                self._entry(tribe)[2] += coins
                change -= coins
        rest = active if active is not None else self.declining
        if rest is not None:
            self._entry(rest)[2] += change


def play(task):
    """(the combo occurrences [(race, power, coins)] of one game, coins no combo got, None), or
    ([], 0, the error) when the engine refused a move (the game is left out and reported)."""
    try:
        return _play(*task)
    except Exception as exc:        # an engine or player bug: report the seed, keep the run
        return [], 0, f"{type(exc).__name__}: {exc}"


def _play(ruleset_dir, map_file, players, level, seed):
    ruleset = load_ruleset(ruleset_dir)
    board = load_map(map_file)
    seats = [{"name": f"P{i + 1}", "kind": "ai", "level": level} for i in range(players)]
    game = Game(ruleset, board, seats, seed)
    bots = [make_player(level, seed * 7919 + i) for i in range(players)]
    ledger = Ledger(game)
    start = sum(p.coins for p in game.players)
    while not game.over:
        ledger.apply(bots[game.current_player].choose(game))
    entries = [tuple(e) for e in ledger.entries.values()]
    return entries, sum(p.coins for p in game.players) - start - sum(e[2] for e in entries), None


def summarize(samples, average):
    """{name: {n, mean, relative, ci95}} from {name: [coins per occurrence]}."""
    out = {}
    for name, values in sorted(samples.items()):
        n = len(values)
        mean = sum(values) / n
        sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else float("nan")
        half = Z95 * sd / math.sqrt(n) if n > 1 else float("nan")
        rel = mean / average if average else float("nan")
        low, high = ((mean - half) / average, (mean + half) / average) if average and n > 1 else (None, None)
        out[name] = {"n": n, "mean_coins": round(mean, 2), "relative": round(rel, 3),
                     "ci95": [round(low, 3), round(high, 3)] if low is not None else None}
    return out


def table(title, rows):
    lines = [f"{title:<16} {'n':>5} {'coins':>7} {'relative':>9}  95% interval"]
    for name, r in sorted(rows.items(), key=lambda kv: -kv[1]["relative"]):
        ci = r["ci95"]
        interval = f"{ci[0]:.2f} .. {ci[1]:.2f}" if ci else "-"
        mark = " +" if ci and ci[0] > 1 else (" -" if ci and ci[1] < 1 else "")
        lines.append(f"{name:<16} {r['n']:>5} {r['mean_coins']:>7.1f} {r['relative']:>9.2f}  {interval}{mark}")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ruleset", default="classic",
                        help="a shipped ruleset id, or a ruleset folder (e.g. older values from git archive)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--level", default="hard", choices=["random", "easy", "medium", "hard"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--map", help="the map (default: the ruleset's first shipped one for --players)")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    if args.games < 1 or args.workers < 1:
        parser.error("--games and --workers must be at least 1")
    ruleset_dir = os.path.join(ROOT, "rules_data", args.ruleset)     # a folder path replaces the join
    if not os.path.isdir(ruleset_dir):
        parser.error(f"no ruleset {args.ruleset!r}: neither a folder nor in {os.path.join(ROOT, 'rules_data')}")
    ruleset = load_ruleset(ruleset_dir)
    board = shipped_map(ROOT, ruleset, args.players, args.map)
    map_file = map_path(args.map, os.path.join(ROOT, "maps")) if args.map else os.path.join(
        ROOT, "maps", f"{board.id}.json")
    tasks = [(ruleset_dir, map_file, args.players, args.level, args.seed + g) for g in range(args.games)]
    start = time.perf_counter()
    if args.workers > 1:
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            games = list(pool.map(play, tasks, chunksize=max(1, args.games // (4 * args.workers))))
    else:
        games = [play(t) for t in tasks]
    seconds = time.perf_counter() - start
    races, powers, everything = {}, {}, []
    unattributed = sum(missed for _, missed, _ in games)
    failed = [[t[-1], error] for t, (_, _, error) in zip(tasks, games) if error]
    for occurrences, _, _ in games:
        for race, power, coins in occurrences:
            races.setdefault(race, []).append(coins)
            if power is not None:
                powers.setdefault(power, []).append(coins)
            everything.append(coins)
    average = sum(everything) / len(everything) if everything else 0.0
    race_rows, power_rows = summarize(races, average), summarize(powers, average)
    for seed, error in failed:
        print(f"game {seed} left out: {error}")
    played = args.games - len(failed)
    print(f"{args.ruleset}: {played} games of {args.players} {args.level} players on {board.id}, seeds "
          f"{args.seed}..{args.seed + args.games - 1}; {len(everything)} combos played, "
          f"{average:.1f} coins each on average ({seconds:.0f} s)\n")
    print(table("race", race_rows) + "\n")
    print(table("power", power_rows) + "\n")
    print(json.dumps({
        "bench": "balance", "ruleset": args.ruleset, "map": board.id, "players": args.players,
        "level": args.level, "games": args.games, "games_played": played,
        "seeds": [args.seed, args.seed + args.games - 1],
        "combos": len(everything), "average_coins": round(average, 2), "seconds": round(seconds, 1),
        "unattributed_coins": unattributed, "failed_games": failed,
        "races": race_rows, "powers": power_rows,
    }))


if __name__ == "__main__":
    main()
