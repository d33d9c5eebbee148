"""The shell every game shares: the window, the command line, languages, settings, saves, sound,
resources, the interface kit and the shell's screens. Small World lives in games/smallworld/; its
modules' old names under game/ still import (game/old_paths.py)."""

from . import old_paths

old_paths.install()
