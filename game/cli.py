"""The command line of docs/FORMATS.md §1: replay, check, simulate, preview.

`check`, `replay` and `simulate` serve every installed game (§8): `--game ID` names it, and
`check` and `replay` also read it from the file itself (its `format`); a file or a command that
names no game is one of the default game, Small World. The game's definition (kernel/definition.py,
found through kernel/registry.py) does the rest: reads and replays its game files, checks its
other files, simulates its games. Small World's own parts are in games/smallworld/commands.py.

Bad input of any kind ends with `error: WHERE: WHAT` lines on stderr and exit
status 2; nothing is written unless everything it depends on was valid. Everything
printed that comes from a file (names, ids, paths, error details) goes through
`files.escape_text`: a terminal escape code in a file is shown, never obeyed.
"""

import argparse
import json
import os
import sys

import games  # noqa: F401 (registers the installed games)
from games.smallworld.commands import _choose_map, simulate, summary_text  # noqa: F401 (bench/ and the tests use them here)
from games.smallworld.model import load_map, map_path
from kernel import registry
from kernel.errors import DataError, Problem
from kernel.files import escape_text, excerpt, read_json, shorten_quoted, writable_folder

from . import resources

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse that reports mistakes in the project's one-line error format."""

    def error(self, message):
        raise UsageError(shorten_quoted(message))


def build_parser():
    parser = _Parser(prog="main.py", description="Small World-style board game: engine tools.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("replay", help="replay a game file and print the resulting state")
    p.add_argument("file")
    _game_option(p)
    p.add_argument("--json", action="store_true", help="print the state JSON")
    p.add_argument("--until", type=int, metavar="N", help="apply only the first N actions")

    p = sub.add_parser("check", help="validate map files (one with islands as a Small World of Warcraft world), "
                                     "game files and ruleset folders")
    p.add_argument("files", nargs="+")
    _game_option(p)

    p = sub.add_parser("simulate", help="play whole games between computer seats")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--map", metavar="ID_OR_PATH")
    where.add_argument("--players", type=int, metavar="N")
    p.add_argument("--games", type=int, default=1, metavar="G")
    p.add_argument("--seed", type=int, default=1, metavar="S")
    p.add_argument("--ai", default="random", metavar="LEVELS")
    p.add_argument("--ruleset", default="classic", metavar="R")
    p.add_argument("--scenario", metavar="NAME", help="a scenario of the game, where it has them")
    p.add_argument("--save-dir", metavar="DIR")
    _game_option(p)

    p = sub.add_parser("preview", help="render a map to a PNG")
    p.add_argument("map", metavar="MAP")
    p.add_argument("--out", required=True, metavar="FILE.png")
    p.add_argument("--ids", action="store_true", help="label regions with their ids")
    p.add_argument("--width", type=int, default=1600)
    return parser


def _game_option(parser):
    parser.add_argument("--game", metavar="ID", help="the game (default: the file's, else smallworld)")


def chosen_game(args):
    """The id --game names (None without it); DataError at --game for a game not installed."""
    return None if args.game is None else registry.get(args.game, "--game").id


def _game(chosen):
    """The definition of the game chosen (an id checked by chosen_game), else of the default game."""
    return registry.get(chosen) if chosen is not None else registry.default()


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


def read_game_file(path, chosen=None):
    """(definition, setup) of a game file, its game read from its `format` (else `chosen`, else the
    default game); DataError with every error found in it."""
    definition, setup = registry.read_setup(read_json(path), str(path), chosen, os.path.dirname(os.path.abspath(path)))
    setup["path"] = str(path)
    return definition, setup


def cmd_replay(args):
    definition, setup = read_game_file(args.file, chosen_game(args))
    if args.until is not None and args.until < 0:
        raise DataError.single("--until", "must be 0 or more")
    try:
        game = definition.replay(setup, args.until).game
    except DataError as exc:    # an action that does not replay: name the file as check does
        raise DataError([in_file(args.file, p) for p in exc.problems]) from None
    if args.json:
        print(json.dumps(definition.state_json(game), indent=1))     # ASCII: names' odd characters are \u escapes
    else:
        print(definition.summary_text(game))
    return 0


# -- check --------------------------------------------------------------------


def cmd_check(args):
    chosen = chosen_game(args)
    failed = False
    for path in args.files:
        problems = check_file(path, chosen)
        errors = [p for p in problems if not p.warning]
        report(problems)
        if errors:
            failed = True
        else:
            say(f"ok: {path}")
    return EXIT_BAD_INPUT if failed else 0


def check_file(path, chosen=None):
    """The problems of one file or folder of a game: a game file is read and replayed to its end by
    its game's definition, anything else (a map, a rules folder) checked by it (`check_data`)."""
    if os.path.isdir(path):
        return _game(chosen).check_data(path, None)
    try:
        data = read_json(path)     # refuses FIFOs, devices and anything too large, without blocking
        definition = registry.for_document(data, path, chosen)
    except DataError as exc:
        return exc.problems
    if not isinstance(data, dict) or data.get("format") != definition.game_format:
        return definition.check_data(path, data)
    setup, problems = definition.parse_setup(data, path, os.path.dirname(os.path.abspath(path)))
    if not any(not p.warning for p in problems):
        setup["path"] = path
        try:
            definition.replay(setup)
        except DataError as exc:
            problems.extend(in_file(path, p) for p in exc.problems)
    return problems


def in_file(path, problem):
    """The problem named in the file at `path`: a setup the replay could not build already names it."""
    if problem.where == str(path) or problem.where.startswith(f"{path}: "):
        return problem
    return Problem(f"{path}: {problem.where}", problem.what, problem.warning)


# -- simulate -------------------------------------------------------------------


def cmd_simulate(args):
    definition = _game(chosen_game(args))
    check_scenario(definition, getattr(args, "scenario", None))
    print(json.dumps(definition.simulate(args)))
    return 0


def check_scenario(definition, scenario):
    """--scenario names one of the game's `scenarios` (a game without any refuses the option)."""
    if scenario is None:
        return
    names = tuple(getattr(definition, "scenarios", ()) or ())
    if not names:
        raise DataError.single("--scenario", f"{definition.name} has no scenarios; leave --scenario out")
    if scenario not in names:
        raise DataError.single("--scenario", f"unknown scenario {excerpt(scenario, 40)}; use {', '.join(names)}")


def output_file(path, option):
    """Check that a picture can be written at `path` before any work is done (its folder made if
    missing); DataError naming `option` when `path` is a folder or its folder cannot be written in."""
    if os.path.isdir(path):
        raise DataError.single(option, f"{path} is a folder, not a file name")
    writable_folder(os.path.dirname(os.path.abspath(path)), option)


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

    from games.smallworld.ui.preview import render_preview_surface

    from .ui.images import save_png
    picture = render_preview_surface(board, show_ids=args.ids, width=args.width)   # drawing is no fault of --out
    try:
        save_png(picture, args.out)
    except (OSError, pygame.error) as exc:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise DataError.single("--out", f"cannot write {args.out}: {detail}") from None
    say(f"wrote {args.out}")
    return 0
