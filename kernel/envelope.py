"""The envelope of every file a game reads: which game and kind of file it is, and which version.

Every file says first, in `format`, the game it belongs to and what kind of file it is,
`<game>-<kind>` (`smallworld-game`, `smallworld-map`; `wolves-game` for a game whose id is
`wolves`), and in `version` which version of that format it follows. Reading a file's `format`
tells which game reads it (kernel/registry.py, `for_document`): a game file is read by its game's
definition alone. A file whose `format` names no game (none at all, or not of that shape) is left
to the game the reader asks for, or the program's first game (docs/FORMATS.md §8).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

GAME_FILE = "game"        # a game file: the setup, every action, every random outcome
MAP_FILE = "map"          # a board
KINDS = (GAME_FILE, MAP_FILE)

# A game's id: the folder games/<id>/ and the first part of its files' formats.
GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,39}\Z")


def file_format(game_id: str, kind: str = GAME_FILE) -> str:
    """The `format` of a game's files of that kind: file_format("smallworld") == "smallworld-game"."""
    if not GAME_ID.match(game_id) or kind not in KINDS:
        raise ValueError(f"no format for the game {game_id!r} and the kind {kind!r}")
    return f"{game_id}-{kind}"


def read_format(document: Any) -> tuple[str, str] | None:
    """(game id, kind) that a document's `format` names ("smallworld-game" -> ("smallworld", "game")),
    or None when it names none: not an object, no `format`, or one not of the shape `<game>-<kind>`."""
    if not isinstance(document, Mapping):
        return None
    value = document.get("format")
    if not isinstance(value, str) or "-" not in value:
        return None
    game_id, kind = value.rsplit("-", 1)
    if kind not in KINDS or not GAME_ID.match(game_id):
        return None
    return game_id, kind


def game_named(document: Any) -> str | None:
    """The id of the game a document's `format` names, or None."""
    found = read_format(document)
    return found[0] if found else None


def wrap(game_id: str, version: int, body: Mapping[str, Any], kind: str = GAME_FILE) -> dict[str, Any]:
    """A file's document: `format` and `version` first, then `body` (whose own `format` and `version`
    are replaced)."""
    document = {"format": file_format(game_id, kind), "version": version}
    document.update((key, value) for key, value in body.items() if key not in document)
    return document
