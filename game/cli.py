"""The command line of docs/FORMATS.md §1: replay, check, simulate, preview.

Bad input of any kind ends with `error: WHERE: WHAT` lines on stderr and exit
status 2; nothing is written unless everything it depends on was valid. Everything
printed that comes from a file (names, ids, paths, error details) goes through
`files.escape_text`: a terminal escape code in a file is shown, never obeyed.
"""

import argparse
import json
import os
import statistics
import sys
import time

from . import resources
from .model.actions import describe
from .model.board import check_map, load_map, map_files, map_path
from .model.errors import DataError, IllegalAction, Problem
from .model.files import escape_text, excerpt, read_json
from .model.game import Game, map_mismatch
from .model.gamefile import GAME_FORMAT, SEED_MAX, SEED_MIN, load_game_file, parse_game_file
from .model.replay import replay
from .model.ruleset import check_ruleset, findable_by_id, load_ruleset, ruleset_folder

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse that reports mistakes in the project's one-line error format."""

    def error(self, message):
        raise UsageError(message)


def build_parser():
    parser = _Parser(prog="main.py", description="Small World-style board game: engine tools.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("replay", help="replay a game file and print the resulting state")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print the state JSON")
    p.add_argument("--until", type=int, metavar="N", help="apply only the first N actions")

    p = sub.add_parser("check", help="validate map files (one with islands as a Warcraft world), "
                                     "game files and ruleset folders")
    p.add_argument("files", nargs="+")

    p = sub.add_parser("simulate", help="play whole games between computer seats")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--map", metavar="ID_OR_PATH")
    where.add_argument("--players", type=int, metavar="N")
    p.add_argument("--games", type=int, default=1, metavar="G")
    p.add_argument("--seed", type=int, default=1, metavar="S")
    p.add_argument("--ai", default="random", metavar="LEVELS")
    p.add_argument("--ruleset", default="classic", metavar="R")
    p.add_argument("--save-dir", metavar="DIR")

    p = sub.add_parser("preview", help="render a map to a PNG")
    p.add_argument("map", metavar="MAP")
    p.add_argument("--out", required=True, metavar="FILE.png")
    p.add_argument("--ids", action="store_true", help="label regions with their ids")
    p.add_argument("--width", type=int, default=1600)
    return parser


def say(text, stream=None):
    """Print one line that may hold text from a file: control characters escaped, length bounded."""
    print(escape_text(text), file=stream or sys.stdout)


def report(problems, stream=None):
    stream = stream or sys.stderr
    for p in problems:
        say(str(p), stream)


def _safe_streams():
    """A character the terminal's encoding lacks (or a lone surrogate) is written as an escape,
    never raised as UnicodeEncodeError halfway through the output."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError, OSError):
            pass     # not a text stream with reconfigure (a test's capture): escape_text suffices


def main(argv):
    _safe_streams()
    try:
        args = build_parser().parse_args(argv)
    except UsageError as exc:
        say(f"error: command line: {exc}", sys.stderr)
        return EXIT_BAD_INPUT
    try:
        if args.command == "replay":
            return cmd_replay(args)
        if args.command == "check":
            return cmd_check(args)
        if args.command == "simulate":
            return cmd_simulate(args)
        if args.command == "preview":
            return cmd_preview(args)
    except DataError as exc:
        report(exc.problems)
        return EXIT_BAD_INPUT
    print("error: command line: no command given", file=sys.stderr)
    return EXIT_BAD_INPUT


# -- replay -------------------------------------------------------------------


def cmd_replay(args):
    setup = load_game_file(args.file, resources.map_folders(), resources.rules_dir())
    if args.until is not None and args.until < 0:
        raise DataError.single("--until", "must be 0 or more")
    try:
        game = replay(setup, args.until).game
    except DataError as exc:    # an action that does not replay: name the file as check does
        raise DataError([Problem(f"{args.file}: {p.where}", p.what, p.warning) for p in exc.problems]) from None
    if args.json:
        from .model.state_json import state_json
        print(json.dumps(state_json(game), indent=1))     # ASCII: names' odd characters are \u escapes
    else:
        print(summary_text(game))
    return 0


def summary_text(game):
    """The text summary of `replay`: one line for the game, one per seat. Names come from files:
    each goes through escape_text (and the lines are made of them), so none can drive the terminal."""
    lines = [f"map {_shown(game.board.id)}, round {game.round} of {game.rounds}, "
             f"{len(game.actions)} actions, phase {game.phase}"]
    for seat, p in enumerate(game.players):
        races = []
        if p.active:
            races.append(f"{_shown(p.active.race.name)} + {_shown(p.active.power.name)} "
                         f"({len(p.active.regions)} regions, {p.active.hand} in hand)")
        for t in p.declined:
            races.append(f"declined {_shown(t.race.name)} ({len(t.regions)} regions)")
        marker = "*" if seat == game.current_player else " "
        lines.append(f"{marker} seat {seat} {_shown(p.name)}: {p.coins} coins; " + ("; ".join(races) or "no race"))
    if game.over:
        names = ", ".join(_shown(game.players[s].name) for s in game.winners)
        lines.append(f"game over: {names} won")
    return "\n".join(escape_text(line) for line in lines)


def _shown(name):
    return escape_text(name, 80)


# -- check --------------------------------------------------------------------


def cmd_check(args):
    failed = False
    for path in args.files:
        problems = check_file(path)
        errors = [p for p in problems if not p.warning]
        report(problems)
        if errors:
            failed = True
        else:
            say(f"ok: {path}")
    return EXIT_BAD_INPUT if failed else 0


def check_file(path):
    if os.path.isdir(path):
        return check_ruleset(path)[1]
    try:
        data = read_json(path)     # refuses FIFOs, devices and anything too large, without blocking
    except DataError as exc:
        return exc.problems
    kind = data.get("format") if isinstance(data, dict) else None
    if isinstance(data, dict) and "$schema" in data and kind is None:
        return []  # the maps' JSON Schema, not a map
    if kind == GAME_FORMAT:
        setup, problems = parse_game_file(data, path, resources.map_folders(), resources.rules_dir(),
                                          os.path.dirname(os.path.abspath(path)))
        if not any(not p.warning for p in problems):
            setup["path"] = path
            try:
                replay(setup)
            except DataError as exc:
                problems.extend(Problem(f"{path}: {p.where}", p.what) for p in exc.problems)
        return problems
    return check_map(path)


# -- simulate -------------------------------------------------------------------


def _choose_map(args, world=False):
    """The map of --map, else the first of --players players: a Warcraft world for a ruleset
    entering at entry regions (`world`), else a classic map."""
    maps = resources.map_folders()
    if args.map:
        path = map_path(args.map, maps)
        if not os.path.lexists(path):
            raise DataError.single("--map", f"no map {excerpt(args.map)} (looked for {path})")
        return load_map(path), (args.map if path != args.map else os.path.abspath(path))
    players = 3 if args.players is None else args.players
    if not 2 <= players <= 5:
        raise DataError.single("--players", f"must be 2 to 5, not {players}")
    for path in map_files(maps):
        try:
            board = load_map(path)
        except DataError:
            continue
        if board.players == players and board.is_world == world:   # a Warcraft world is no classic map
            return board, board.id
    raise DataError.single("--players", f"no map for {players} players in {', '.join(maps)}")


def _levels(spec, seats):
    from .ai import available_levels  # the computer players load only for simulate (~0.15 s)

    levels = [s.strip() for s in spec.split(",")]
    if len(levels) == 1:
        levels = levels * seats
    if len(levels) != seats:
        raise DataError.single("--ai", f"gives {len(levels)} levels for {seats} seats")
    for level in levels:
        if level not in available_levels():
            raise DataError.single("--ai", f"unknown level {excerpt(level)}; use {', '.join(available_levels())}")
    return levels


def cmd_simulate(args):
    if args.games < 1:
        raise DataError.single("--games", "must be at least 1")
    last = SEED_MAX - (args.games - 1)     # game g plays seed S + g, and its game file records it
    if not SEED_MIN <= args.seed <= last:
        raise DataError.single("--seed", f"must be from {SEED_MIN} to {last} (a game file's seed fits in 64 bits"
                                         + (f"; the last of {args.games} games plays S + {args.games - 1})"
                                            if args.games > 1 else ")"))
    ruleset = load_ruleset(ruleset_folder(args.ruleset, resources.rules_dir()))
    board, map_ref = _choose_map(args, world=ruleset.entry == "entry_regions")
    mismatch = map_mismatch(ruleset, board)
    if mismatch:     # only --map can choose such a map (--players picks one the ruleset plays on)
        raise DataError.single("--map", mismatch)
    levels = _levels(args.ai, board.players)
    if args.save_dir and not findable_by_id(ruleset, resources.rules_dir()):    # its games could not be replayed
        where = os.path.join(resources.rules_dir(), ruleset.id)
        raise DataError.single("--save-dir", f"a game file names its ruleset by id, and finds \"{ruleset.id}\" only "
                                             f"as {where}: put the ruleset folder there to save games with it")
    if args.save_dir:
        _writable_folder(args.save_dir, "--save-dir")
    result = simulate(ruleset, board, map_ref, levels, args.games, args.seed, args.save_dir)
    print(json.dumps(result))
    return 0


def _writable_folder(folder, option):
    """Make `folder` (and its parents) if missing; DataError naming `option` when it cannot be
    a folder to write in (a file, under a file, a place that refuses it)."""
    if os.path.lexists(folder) and not os.path.isdir(folder):
        raise DataError.single(option, f"{folder} is not a folder")
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        raise DataError.single(option, f"cannot make the folder {folder}: {exc.strerror or exc}") from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DataError.single(option, f"cannot write in the folder {folder}")


def output_file(path, option):
    """Check that a picture can be written at `path` before any work is done (its folder made if
    missing); DataError naming `option` when `path` is a folder or its folder cannot be written in."""
    if os.path.isdir(path):
        raise DataError.single(option, f"{path} is a folder, not a file name")
    _writable_folder(os.path.dirname(os.path.abspath(path)), option)


def simulate(ruleset, board, map_ref, levels, games, seed, save_dir=None):
    """Play whole games between computer seats; return the summary of docs/FORMATS.md §5."""
    from .ai import make_player
    from .model.gamefile import save_game

    seats = len(levels)
    wins = [0] * seats
    coins = [0] * seats
    cap_trips = [0] * seats
    decisions = []
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        players = [{"name": f"{level.capitalize()} {i + 1}", "kind": "ai", "level": level}
                   for i, level in enumerate(levels)]
        game = Game(ruleset, board, players, game_seed)
        bots = [make_player(level, game_seed * 7919 + i) for i, level in enumerate(levels)]
        timer = time.perf_counter
        while not game.over:
            seat = game.current_player
            t0 = timer()
            action = bots[seat].choose(game)
            decisions.append(timer() - t0)
            try:
                game.apply(action)
            except IllegalAction as exc:
                raise DataError.single(f"game {game_seed}, action {len(game.actions)} ({describe(action)})",
                                       f"the {levels[seat]} player chose an illegal action: {exc.reason}") from None
            actions += 1
        for s in game.winners:
            wins[s] += 1
        for s, p in enumerate(game.players):
            coins[s] += p.coins
            cap_trips[s] += getattr(bots[s], "cap_trips", 0)
        if save_dir:
            target = os.path.join(save_dir, f"game-{game_seed}.json")
            try:
                save_game(game, map_ref, target)
            except OSError as exc:     # a folder of that name, a full disk, a folder gone read-only
                raise DataError.single("--save-dir", f"cannot write {target}: {exc.strerror or exc}") from None
    seconds = time.perf_counter() - start
    ms = sorted(d * 1000 for d in decisions)
    return {
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "actions": actions,
        "wins": wins,
        "mean_coins": [round(c / games, 2) for c in coins],
        "decision_ms_p50": round(statistics.median(ms), 3) if ms else 0,
        "decision_ms_p95": round(ms[min(len(ms) - 1, int(len(ms) * 0.95))], 3) if ms else 0,
        "decision_ms_max": round(ms[-1], 3) if ms else 0,
        "map": board.id,
        "ai": levels,
        "cap_trips": cap_trips,
    }


# -- preview ------------------------------------------------------------------


def cmd_preview(args):
    path = map_path(args.map, resources.map_folders())
    board = load_map(path)
    if not args.out.lower().endswith(".png"):
        raise DataError.single("--out", "the preview is written as a .png file")
    if not 200 <= args.width <= 8000:
        raise DataError.single("--width", "must be between 200 and 8000 pixels")
    output_file(args.out, "--out")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from .ui.images import save_png
    from .ui.preview import render_preview_surface
    picture = render_preview_surface(board, show_ids=args.ids, width=args.width)   # drawing is no fault of --out
    try:
        save_png(picture, args.out)
    except (OSError, pygame.error) as exc:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise DataError.single("--out", f"cannot write {args.out}: {detail}") from None
    say(f"wrote {args.out}")
    return 0
