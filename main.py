"""Double-click entry point: no arguments opens the game window.

`python main.py replay|check|simulate|preview ...` runs the command-line tools;
`--demo`, `--frames N`, `--screenshot FILE` open the window for watching and
smoke tests (FORMATS.md §1).
"""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
COMMANDS = ("replay", "check", "simulate", "preview")


def run(argv):
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
