"""What every game's check of a data file (a map, a box) does alike: gather its problems field by field,
stop once there are far too many, name a field of a key read from the file, and check the file's envelope
(its `format` and `version`).

    report = ProblemReport(where)
    try:
        thing = parse(document, report)          # report.error(field, what), report.warn(field, what)
    except TooManyProblems:
        thing = None
    problems = report.finished()                 # at most MAX_PROBLEMS, the rest counted in one line
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from .errors import Problem
from .files import excerpt

MAX_PROBLEMS = 60          # problems listed; the rest are counted


class TooManyProblems(Exception):
    """So many problems that the rest are not worth finding."""


class ProblemReport:
    def __init__(self, where: str):
        self.where = where
        self.problems: list[Problem] = []

    def error(self, field: str, what: str, warning: bool = False) -> None:
        self.problems.append(Problem(f"{self.where}: {field}" if field else self.where, what, warning))
        if len(self.problems) > MAX_PROBLEMS * 4:
            raise TooManyProblems

    def warn(self, field: str, what: str) -> None:
        self.error(field, what, warning=True)

    def count(self) -> int:
        return len(self.problems)

    def errors(self) -> int:
        return sum(not p.warning for p in self.problems)

    def finished(self) -> list[Problem]:
        """The problems, at most MAX_PROBLEMS of them and a line counting the rest."""
        problems = self.problems
        if len(problems) > MAX_PROBLEMS:
            more = len(problems) - MAX_PROBLEMS
            problems[MAX_PROBLEMS:] = [Problem(self.where, f"and {more} more problems like these")]
        return problems


def key_field(base: str, key: Any) -> str:
    """The field of `key` (read from a file) under `base`: a plain key as it is, anything else quoted short."""
    shown = key if isinstance(key, str) and re.fullmatch(r"[A-Za-z0-9_]{1,40}", key) else excerpt(key)
    return f"{base}.{shown}" if base else shown


def check_envelope(document: Mapping[str, Any], report: ProblemReport, file_format: str, version: int,
                   noun: str = "map", newer_hint: str = "") -> None:
    """A data file's `format` (exactly `file_format`) and `version` (a whole number from 1, at most `version`);
    `noun` names the file in the messages ("a map file says ..."), `newer_hint` follows a newer version's."""
    if "format" not in document:
        report.error("format", f"is missing: a {noun} file says \"format\": \"{file_format}\"")
    elif document["format"] != file_format:
        report.error("format", f"is {excerpt(document['format'])}, not \"{file_format}\"")
    found = document.get("version")
    if "version" not in document:
        report.error("version", f"is missing: this program reads version {version}")
    elif type(found) is not int or found < 1:
        report.error("version", f"{excerpt(found)} is not a version number (a whole number from 1)")
    elif found > version:
        report.error("version", f"{excerpt(found)} is newer than this program understands ({version}){newer_hint}")


def check_map_document(definition: Any, path: str, document: Any, map_format: str,
                       check: Callable[[Any, str], list[Problem]]) -> list[Problem]:
    """A definition's `check_data` of its map files: a folder (no document) is refused, a file of another
    format is named, and a map is `check(document, path)`'s problems."""
    if document is None:
        return [Problem(path, f"{definition.name} has no folders to check: give its map files or game files")]
    if isinstance(document, Mapping) and document.get("format") not in (None, map_format):
        return [Problem(f"{path}: format", f"{definition.name} reads \"{map_format}\" and "
                                            f"\"{definition.game_format}\" files, not this one")]
    return check(document, path)
