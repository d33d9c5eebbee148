"""Proof that a faster rules engine plays exactly as before: the same legal actions, reasons,
events, final states and game files, action by action.

    python bench/engine_same.py [--baseline REV] [--games N] [--hard K] [--seed S] [--with-ai]

Builds a copy of this working tree whose engine (`games/smallworld/model/`) is that of git revision REV (default
HEAD), so the two sides differ only by the engine (the computer players are the same code),
plays N random games of classic (sundered-weald) and of azeroth (its 5-player world) and K
hard-AI games of each ruleset on both sides, and compares, game by game, a digest of every
step: the legal actions (in order), the conquest options of every acting race with their
reasons, the action taken, its events, and at the end the state JSON and the game file.
Prints one JSON line; exits 1 when a game differs (naming the first one), 2 when a side cannot
play (its last error line in the JSON). `--with-ai` takes the computer players
(games/smallworld/ai/) from REV too, for an engine older than a query this tree's computer
players ask: the random games then still compare the engines alone, and the hard games compare
both sides' players and engines.
`--dump` (used by the comparison) prints the digests of the checkout it runs in.
"""

import argparse
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if "--root" in sys.argv:
    ROOT = os.path.abspath(sys.argv[sys.argv.index("--root") + 1])
sys.path.insert(0, ROOT)

from revisions import export_revision  # noqa: E402  (a sibling script)

COPIED = ("game", "kernel", "games", "rules_data", "maps", "bench", "assets", "main.py")
ENGINE, PLAYERS = "games/smallworld/model", "games/smallworld/ai"
OLD_PLACES = {ENGINE: "game/model", PLAYERS: "game/ai"}     # where a revision from before issue 33 has them


def _digests(ruleset_id, level, games, seed):
    """[(game seed, hex digest)] of `games` games of the ruleset between `level` players."""
    from common import shipped_map

    from games.smallworld.ai import make_player
    from games.smallworld.model.game import Game
    from games.smallworld.model.gamefile import game_file_json
    from games.smallworld.model.legal import acting_tribes, conquest_options, legal_actions
    from games.smallworld.model.ruleset import load_ruleset
    from games.smallworld.model.state_json import state_json

    ruleset = load_ruleset(os.path.join(ROOT, "rules_data", ruleset_id))
    board = shipped_map(ROOT, ruleset, 5, "sundered-weald" if ruleset_id == "classic" else None)
    out = []
    for g in range(games):
        game_seed = seed + g
        players = [{"name": f"P{i}", "kind": "ai", "level": level} for i in range(board.players)]
        game = Game(ruleset, board, players, game_seed)
        bots = [make_player(level, game_seed * 7919 + i) for i in range(board.players)]
        if level == "random":       # the engine benchmark's own player: one generator for every seat
            bots = [bots[0]] * board.players
            bots[0].rng = random.Random(game_seed)
        digest = hashlib.sha256()
        try:
            while not game.over:
                step = [legal_actions(game)]
                for tribe, _in_decline in acting_tribes(game):
                    step.append([(r, o.kind, o.cost, o.reason) for r, o in conquest_options(game, tribe).items()])
                action = bots[game.current_player].choose(game)
                step += [action, game.apply(action)]
                digest.update(json.dumps(step, default=str).encode())   # key order too (saved games)
            digest.update(json.dumps([state_json(game), game_file_json(game, board.id)]).encode())
            out.append((game_seed, digest.hexdigest()))
        except Exception as exc:        # a broken engine: that game differs, the others still count
            out.append((game_seed, f"{type(exc).__name__}: {exc}"))
    return out


def dump(args):
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    line = {}
    for ruleset_id in ("classic", "azeroth"):
        line[f"{ruleset_id}/random"] = _digests(ruleset_id, "random", args.games, args.seed)
        line[f"{ruleset_id}/hard"] = _digests(ruleset_id, "hard", args.hard, args.seed)
    print(json.dumps(line))


def _tree_with_engine(rev, folder, parts=(ENGINE,)):
    """A copy of this working tree in `folder`, its engine (and the other `parts`) taken from git
    revision `rev`, where that revision has them: Small World's model and computer players moved
    from game/ into games/smallworld/ (issue 33), and a revision from before is put at today's place."""
    for name in COPIED:
        source = os.path.join(ROOT, name)
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(folder, name),
                            ignore=shutil.ignore_patterns("__pycache__", "results"))
        else:
            shutil.copy(source, folder)
    if _has_path(rev, "kernel"):      # the engine's generic half since the kernel came (issue 33)
        parts = (*parts, "kernel")
    levels = os.path.join(folder, "games", "smallworld", "model", "ai_levels.py")
    kept_levels = open(levels, encoding="utf-8").read()
    moved = False
    with tempfile.TemporaryDirectory(prefix="engine-rev-") as exported:
        for part in parts:
            old = OLD_PLACES.get(part, part)
            there = part if _has_path(rev, part) else old
            moved = moved or there != part
            export_revision(rev, exported, [there])
            shutil.rmtree(os.path.join(folder, *part.split("/")))
            shutil.move(os.path.join(exported, *there.split("/")), os.path.join(folder, *part.split("/")))
        if _has_path(rev, "game/ai_levels.py"):
            export_revision(rev, exported, ["game/ai_levels.py"])
            shutil.copy(os.path.join(exported, "game", "ai_levels.py"), levels)
    if not os.path.exists(levels):    # an engine from before the levels had a module of their own
        with open(levels, "w", encoding="utf-8") as handle:
            handle.write(kept_levels)
    if moved:     # an engine from before the move looks for the shipped data beside game/: here games/
        for data in ("maps", "rules_data"):      # links: the shipped folders are still the same folders
            os.symlink(os.path.join("..", data), os.path.join(folder, "games", data), target_is_directory=True)
    # The comparison plays the engine alone: the installed games' definitions, written for this tree's
    # engine, are not registered on the baseline side (importing games/ would import them).
    with open(os.path.join(folder, "games", "__init__.py"), "w", encoding="utf-8") as handle:
        handle.write('"""The baseline engine alone (bench/engine_same.py): no game definition is installed."""\n')


def _has_path(rev, path):
    return subprocess.run(["git", "-C", ROOT, "cat-file", "-e", f"{rev}:{path}"], capture_output=True).returncode == 0


def compare(args):
    command = ["--dump", "--games", str(args.games), "--hard", str(args.hard), "--seed", str(args.seed)]
    with tempfile.TemporaryDirectory(prefix="engine-same-") as folder:
        _tree_with_engine(args.baseline, folder, (ENGINE, PLAYERS) if args.with_ai else (ENGINE,))
        sides = {}
        for name, root in (("baseline", folder), ("current", ROOT)):
            run = subprocess.run([sys.executable, os.path.abspath(__file__), "--root", root] + command,
                                 capture_output=True, text=True, cwd=root)
            if run.returncode:
                last = (run.stderr.strip().splitlines() or ["no output"])[-1]
                hint = " (the computer players need a query that engine lacks: try --with-ai)" \
                    if name == "baseline" and "ImportError" in last else ""
                print(json.dumps({"bench": "engine_same", "baseline": args.baseline,
                                  "error": f"the {name} side failed: {last}{hint}"}))
                return 2
            sides[name] = json.loads(run.stdout.strip().splitlines()[-1])
    line = {"bench": "engine_same", "baseline": args.baseline, "same": True}
    for key, games in sides["current"].items():
        line[key] = len(games)
        for (seed, mine), (_seed, theirs) in zip(games, sides["baseline"][key]):
            if mine != theirs and line["same"]:
                line.update(same=False, first_difference=f"{key} seed {seed}")
    print(json.dumps(line))
    return 0 if line["same"] else 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--baseline", default="HEAD", metavar="REV", help="the engine to compare with")
    parser.add_argument("--games", type=int, default=100, help="random games of each ruleset")
    parser.add_argument("--hard", type=int, default=2, help="hard-AI games of each ruleset")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--with-ai", action="store_true",
                        help="take the computer players from REV too, for a REV whose engine lacks a query this tree's "
                             "computer players ask (the random games still compare the engines alone)")
    parser.add_argument("--dump", action="store_true", help="print this checkout's digests")
    parser.add_argument("--root", help="the checkout to play (used by the comparison)")
    args = parser.parse_args()
    if args.dump:
        dump(args)
        return 0
    return compare(args)


if __name__ == "__main__":
    sys.exit(main())
