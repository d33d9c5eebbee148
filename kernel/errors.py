"""The errors every game shares: an illegal action, and a file that cannot be used.

Both carry text meant for players and modders, never a traceback: a command line prints each
`Problem` as one `error: WHERE: WHAT` line (docs/FORMATS.md §1), a window shows it as a message.
"""


class IllegalAction(Exception):
    """An action the rules do not allow now. The state is left untouched."""

    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


class Problem:
    """One thing wrong (or suspicious) in a file: where it is and what it is."""

    __slots__ = ("where", "what", "warning")

    def __init__(self, where, what, warning=False):
        self.where = where
        self.what = what
        self.warning = warning

    def __str__(self):
        return f"{'warning' if self.warning else 'error'}: {self.where}: {self.what}"

    def __repr__(self):
        return f"Problem({self.where!r}, {self.what!r}, warning={self.warning})"


class DataError(Exception):
    """A file could not be used. Lists every problem found, not only the first."""

    def __init__(self, problems):
        problems = list(problems)
        super().__init__("; ".join(f"{p.where}: {p.what}" for p in problems))
        self.problems = problems

    @classmethod
    def single(cls, where, what):
        return cls([Problem(where, what)])
