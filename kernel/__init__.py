"""The kernel every game of the program shares (no pygame, and no game's names).

What a game gives the kernel and the window is one `GameDefinition` (definition.py), registered
by id (registry.py; the installed games are listed in games/__init__.py). Around it: typed actions
with one registry per game (actions.py), the one `replay()` (replay.py), the game-file envelope
(envelope.py), seeded random outcomes (outcomes.py), fast copies (copying.py), errors (errors.py),
files read and written safely (files.py), board geometry (geometry.py) and the conformance checks
every game must pass (conformance.py). docs/ARCHITECTURE.md, "The kernel and the games".
"""
