"""The games installed in the program, by id.

games/__init__.py registers each installed game's definition, the first one as the default: the
game of a file or a command that names none (docs/FORMATS.md §8). Everything else asks here:

    get("smallworld")          # its GameDefinition; DataError for an id that is not installed
    ids()                      # ("smallworld",)
    for_document(data, path)   # the definition that reads a file, from its `format`
"""

from __future__ import annotations

from typing import Any

from . import envelope
from .definition import GameDefinition
from .errors import DataError
from .files import excerpt

_GAMES: dict[str, GameDefinition] = {}


def register(definition: GameDefinition) -> GameDefinition:
    """Install a game (the first one installed is the default); its id must be new."""
    if not isinstance(definition, GameDefinition):
        raise TypeError(f"{definition!r} is not a GameDefinition")
    if not envelope.GAME_ID.match(definition.id or ""):
        raise ValueError(f"{definition!r}: a game's id is a-z, digits and _, starting with a letter")
    if definition.id in _GAMES and _GAMES[definition.id] is not definition:
        raise ValueError(f"a game {definition.id!r} is installed already")
    _GAMES[definition.id] = definition
    return definition


def unregister(game_id: str) -> None:
    """Take a game out (tests that install one of their own)."""
    _GAMES.pop(game_id, None)


def ids() -> tuple[str, ...]:
    """The installed games' ids, the default first."""
    return tuple(_GAMES)


def _installed() -> str:
    return ", ".join(_GAMES) or "none"


def get(game_id: Any, where: str = "game") -> GameDefinition:
    """The definition of an installed game; DataError at `where` (an option, a file's field) for
    any other id."""
    found = _GAMES.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise DataError.single(where, f"unknown game {excerpt(game_id)} (installed: {_installed()})")
    return found


def default() -> GameDefinition:
    """The game of a file or a command that names none (the first installed)."""
    if not _GAMES:
        raise LookupError("no game is installed (games/__init__.py registers them)")
    return next(iter(_GAMES.values()))


def for_document(document: Any, where: str, chosen: str | None = None) -> GameDefinition:
    """The definition that reads a file's document: the game its `format` names, else the game
    `chosen` (a command's --game, already checked with `get`), else the default. A file of a game
    that is not installed, or of another game than `chosen`, is refused at `where: format`."""
    named = envelope.game_named(document)
    if named is None:
        _refuse_misspelt_kind(document, where)
        return get(chosen) if chosen is not None else default()
    shown = excerpt(document["format"])
    if chosen is not None and named != chosen:
        raise DataError.single(f"{where}: format", f"{shown} is a file of the game {excerpt(named)}, "
                                                   f"not of {excerpt(chosen)}, the game asked for")
    if named not in _GAMES:
        raise DataError.single(f"{where}: format", f"{shown} is a file of the game {excerpt(named)}, which is "
                                                   f"not installed (installed: {_installed()})")
    return _GAMES[named]


def _refuse_misspelt_kind(document: Any, where: str) -> None:
    """A `format` naming an installed game with a kind of file that does not exist ("wolves-gam") is a
    misspelling, not a file of the default game: refused at `where: format`, the right names listed."""
    value = document.get("format") if isinstance(document, dict) else None
    if not isinstance(value, str) or "-" not in value:
        return
    game_id = value.rsplit("-", 1)[0]
    if game_id in _GAMES:
        known = ", ".join(envelope.file_format(game_id, kind) for kind in envelope.KINDS)
        raise DataError.single(f"{where}: format", f"{excerpt(value)} is no kind of file of the game "
                                                   f"{excerpt(game_id)} (its files: {known})")


def read_setup(document: Any, where: str, chosen: str | None = None,
               base_dir: str = ".") -> tuple[GameDefinition, dict[str, Any]]:
    """(definition, setup) of a game file's document: the game `for_document` finds, the setup its
    `parse_setup` reads (files it names found from `base_dir`). DataError with every error found in it
    (warnings pass): the one way a file becomes a setup, for the command line, the saves and a lesson."""
    definition = for_document(document, where, chosen)
    setup, problems = definition.parse_setup(document, where, base_dir)
    errors = [problem for problem in problems if not problem.warning]
    if errors:
        raise DataError(errors)
    setup.setdefault("base_dir", base_dir)   # where its relative paths lead: a rebuild (undo) reads them again
    return definition, setup
