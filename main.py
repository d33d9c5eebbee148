"""Double-click entry point: no arguments opens the game window.

`python main.py replay|check|simulate|preview ...` runs the command-line tools;
`--demo`, `--frames N`, `--screenshot FILE` open the window for watching and
smoke tests (docs/FORMATS.md §1); `--help` lists them all, one line each.
"""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
COMMANDS = ("replay", "check", "simulate", "preview")
HELP_FLAGS = ("-h", "--help")

USAGE = """\
usage: python main.py [COMMAND] [OPTIONS]

  (no arguments)                    open the game window (--size WxH up to 7680x4320, --speed S)
  --demo [--players N] [--seed S]   open the window on a game of computer seats, to watch
  --frames N [--screenshot FILE]    with either of the above: run N frames (and save the last), exit
  replay FILE [--json] [--until N]  replay a game file, print the state (the state JSON with --json)
  check FILE...                     validate map files, game files and ruleset folders
  simulate [OPTIONS]                play games between computer seats, no window; JSON summary last
  preview MAP --out FILE.png        render a map to a PNG (--ids, --width W)

Games: replay, check, simulate and --demo take --game ID (default: the file's, else smallworld).
'python main.py COMMAND --help' lists a command's options. Exit status: 0, or 2 on bad input.
"""


def empty_argument(argv):
    """The first argument that is empty text ("" or --option=), as `error: WHERE: ...`, else None: an
    empty name names nothing, yet read as a path it is the current folder and as an option it is
    often "not given" (simulate --map '' played the default map, --save-dir '' saved nothing)."""
    for i, arg in enumerate(argv):
        if arg.startswith("--") and arg.endswith("=") and len(arg) > 3:
            return f"error: {arg[:-1]}: is empty; give it a value"
        if arg == "":
            option = argv[i - 1] if i and argv[i - 1].startswith("--") else None
            return f"error: {option}: is empty; give it a value" if option else \
                "error: command line: an empty argument names no file"
    return None


def run(argv):
    if argv and argv[0] not in COMMANDS and any(arg in HELP_FLAGS for arg in argv):
        sys.stdout.write(USAGE)
        return 0
    empty = empty_argument(argv)
    if empty:
        from kernel.files import escape_text  # an option's name may hold escape codes too

        print(escape_text(empty), file=sys.stderr)
        return 2
    try:
        if argv and argv[0] in COMMANDS:
            from game.cli import main as cli_main
            return cli_main(argv)
        from game.app import main as app_main
        return app_main(argv)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the last line of defence: a message, never a traceback
        print(f"error: internal: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
