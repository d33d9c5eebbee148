"""The Wolves' window: its screens (screens.py opens them for the definition), the play screen and its parts.

This package's own module stays empty: the lesson (games/wolves/tutorial) imports the play screen's
modules, and screens.py opens the lesson, so neither may live here (no import cycle)."""
