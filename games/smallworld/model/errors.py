"""Typed errors of the model: illegal actions and malformed files (the kernel's, kernel/errors.py).

Both carry text meant for players and modders, never a traceback.
"""

from kernel.errors import DataError, IllegalAction, Problem

__all__ = ["DataError", "IllegalAction", "Problem"]
