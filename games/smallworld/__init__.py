"""Small World (rulesets classic and azeroth, Small World of Warcraft): its rules (model/, no pygame,
importing only the kernel and itself), computer players (ai/), screens (scenes/, ui/), lesson
(tutorial/), the window's session and log, and its part of the command line. definition.py is what
the kernel and the shell know of it (docs/ARCHITECTURE.md, "The kernel and the games").

Its data stay at the top of the program, maps/ and rules_data/: they are public paths (docs/FORMATS.md).
"""
