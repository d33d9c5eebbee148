"""Deterministic stand-ins for timed assertions (the machines are shared and noisy; speed is
measured in bench/): count the work a call does, and turn a hang into a failure.

- `counted(monkeypatch, owner, name, limit)` wraps `owner.name` so each call is counted and the
  call past `limit` fails at once: a blow-up that comes back fails the test quickly instead of
  running for minutes.
- `hang_guard(seconds)` fails the body (TimeoutError) if it is still running after `seconds`.
  It is a guard against a hang, not a speed claim: keep it generous (60 s or more).
"""

import signal
import sys
from contextlib import contextmanager


class WorkCount:
    """Calls of one wrapped function (`calls`) and a total the test may add to (`units`)."""

    def __init__(self, what, limit):
        self.what, self.limit = what, limit
        self.calls = 0
        self.units = 0

    def add(self, units=1):
        self.units += units
        if self.limit is not None and self.units > self.limit:
            raise AssertionError(f"{self.what}: more than {self.limit} units of work (the blow-up is back)")


def counted(monkeypatch, owner, name, limit=None, units=None):
    """Wrap owner.name (a module's function, looked up there at call time): every call counts
    one unit, or units(*args) units; past `limit` units the call raises AssertionError."""
    original = getattr(owner, name)
    original = getattr(original, "counted_original", original)     # counted again: the count starts anew
    count = WorkCount(f"{getattr(owner, '__name__', owner)}.{name}", limit)

    def wrapper(*args, **kwargs):
        count.calls += 1
        count.add(1 if units is None else units(*args))
        return original(*args, **kwargs)

    wrapper.counted_original = original
    monkeypatch.setattr(owner, name, wrapper)
    return count


@contextmanager
def hang_guard(seconds=60):
    """Fail (TimeoutError) instead of hanging when the body is still running after `seconds`
    (a hang guard, not a time limit: set it far above any normal run)."""
    def expired(signum, frame):
        raise TimeoutError(f"still running after {seconds} s: a hang")
    if not hasattr(signal, "setitimer"):    # Windows: no alarm clock, the suite's own timeout applies
        yield
        return
    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextmanager
def calls_within(limit):
    """Count the function calls the body makes (Python and built-in: sys.setprofile) and fail
    (AssertionError) at the call past `limit`. Yields the count ({"calls": n}). For work that is
    spread over many functions: a loop over every item of a long list makes at least a call an item."""
    count = {"calls": 0}

    def profile(frame, event, arg):
        if event in ("call", "c_call"):
            count["calls"] += 1
            if count["calls"] > limit:
                sys.setprofile(previous)
                raise AssertionError(f"more than {limit} function calls (the blow-up is back)")

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        yield count
    finally:
        sys.setprofile(previous)
