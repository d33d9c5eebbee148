"""The window's first scene, and how a screen tells the terminal what went wrong.

`first_scene(app, options)` is called by game.app.main(): the title screen, or with `--demo`
the demo of the game `--game` names (its definition's `demo_scene`).
"""

import os
import sys
import traceback

from . import registry


def report(text):
    """Tell whoever runs the game from a terminal (one line; the traceback with SMALLWORLD_DEBUG=1)."""
    if os.environ.get("SMALLWORLD_DEBUG"):
        traceback.print_exc()
    print(f"error: {text}", file=sys.stderr)


def first_scene(app, options):
    """The title screen, or with `--demo` a game of computers of the game --game names (its
    definition's demo_scene: for Small World, games/smallworld/scenes/start.py)."""
    if options.demo:
        return options.definition.demo_scene(app, options)
    return registry.make("title", app)
