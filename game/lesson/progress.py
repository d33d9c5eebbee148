"""A lesson's progress file in the user folder: read defensively, written atomically, forgotten.

The file is {"format": FORMAT, "version": 1, "step": key, "actions": [...]}. Reading it never raises:
anything that is not such a file (or that the game's `resumable` check refuses) is None, and said on
the console as `error: lesson progress: WHY; the lesson starts again`.
"""

import os

from game import resources
from kernel.errors import DataError
from kernel.files import read_json, write_json

MAX_ACTIONS = 2000          # more actions than any lesson plays on: not a lesson's file


def report(why):
    print(f"error: lesson progress: {why}; the lesson starts again")


class LessonProgress:
    def __init__(self, name, format):
        self.name = name            # the file's name in the user folder
        self.format = format        # its "format"

    def path(self):
        return os.path.join(resources.user_data_dir(), self.name)

    def read(self, resumable, report_problem=True):
        """resumable(data) of the saved lesson (None: not this lesson's), or None when there is no file
        or it cannot be read. Never raises."""
        try:
            path = self.path()
            if not os.path.lexists(path):
                return None
            found = resumable(read_json(path))
        except (DataError, OSError, ValueError, TypeError, RecursionError) as exc:
            found, why = None, str(exc)
        else:
            why = "not this lesson's progress"
        if found is None and report_problem:
            report(why)
        return found

    def resume(self, steps, fits, report_problem=True):
        """(actions, step index) of a saved lesson of `steps` that stands at a step before the closing one
        and whose actions `fits(index, actions)`, else None (read as `read` reads)."""
        keys = [step.key for step in steps]

        def resumable(data):
            found = self.header(data)
            if found is None:
                return None
            key, actions = found
            if key not in keys or steps[keys.index(key)].closing:
                return None
            index = keys.index(key)
            return (actions, index) if fits(index, actions) else None
        return self.read(resumable, report_problem)

    def header(self, data):
        """(step key, actions) of a file that is this lesson's progress in form, else None."""
        if not isinstance(data, dict) or data.get("format") != self.format or data.get("version") != 1:
            return None
        actions = data.get("actions")
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(isinstance(a, dict) for a in actions):
            return None
        return data.get("step"), actions

    def write(self, step_key, actions):
        """Write the lesson so far; the error's text when it could not be written (a lesson not saved is
        still a lesson), else None."""
        return self.write_data({"format": self.format, "version": 1, "step": step_key, "actions": list(actions)})

    def write_data(self, data):
        """Write `data` (a lesson's own form of its progress) as write does."""
        try:
            write_json(self.path(), data)
        except (OSError, DataError) as exc:
            print(f"error: lesson progress: {exc}")
            return str(exc)
        return None

    def forget(self):
        try:
            os.remove(self.path())
        except FileNotFoundError:
            pass
        except OSError as exc:
            print(f"error: lesson progress: {exc.strerror or exc}")
