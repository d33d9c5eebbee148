"""What starting a Small World game needs, in the window.

`demo_scene(app, options)` is what `--demo` opens (through the definition, from
game.scenes.opening.first_scene): a game of computer seats only. This module also
holds what the title and setup screens share: the catalogue of maps in maps/ (broken files listed with
their reason), the classic ruleset, the computer levels, building a Session,
and switching to the in-game scene.

Every failure a player can meet here (no map for a player count, a broken
map, a missing ruleset) becomes a message in the window.
"""

import os
import stat

from game import audio, resources
from game.i18n import N_
from game.scenes import registry
from game.scenes.opening import (  # noqa: F401 (first_scene, report, the shared helpers: asked of this module before they moved)
    attach_autosave,
    computer_name,
    first_scene,
    level_name,
    new_seed,
    open_game,
    people_play,
    report,
)
from game.scenes.opening import default_level as shared_default_level
from game.ui import theme
from kernel.files import read_json_object, stat_stamp

from ..ai import available_levels
from ..model import DataError, check_map, load_map, load_ruleset, map_files
from ..session import Session

RULESET_ID = "classic"
# The rulesets a new game may be played with: (id, name for the window, played on a world of islands).
RULESETS = (("classic", N_("Classic"), False), ("azeroth", N_("Small World of Warcraft"), True))


class StartError(Exception):
    """A game could not be started; the text is for the player."""


# ---------------------------------------------------------------- ruleset and levels

def load_classic_ruleset():
    """The classic ruleset, or StartError with the reason."""
    return load_shipped_ruleset(RULESET_ID)


def load_shipped_ruleset(ruleset_id):
    """A ruleset of rules_data/ (one of RULESETS), or StartError with the reason."""
    try:
        ruleset = load_ruleset(os.path.join(resources.rules_dir(), ruleset_id))
        theme.learn_races(ruleset)
        return ruleset
    except DataError as exc:
        first = exc.problems[0] if exc.problems else None
        detail = f"{first.where}: {first.what}" if first else str(exc)
        raise StartError(f"The rules data could not be read ({detail}).") from None
    except OSError as exc:
        raise StartError(f"The rules data could not be read ({exc}).") from None


def levels():
    """The computer levels of games.smallworld.ai (never empty)."""
    return [str(level) for level in available_levels()] or ["random"]


def default_level(choices=None):
    return shared_default_level(choices or levels())


def best_level(choices=None):
    choices = choices or levels()
    for level in ("hard", "medium", "easy", "random"):
        if level in choices:
            return level
    return choices[-1]



# ---------------------------------------------------------------- maps

class MapEntry:
    """One file of maps/: a loaded board, or the reason it cannot be used."""

    def __init__(self, path, board=None, players=None, reason=None, warnings=0):
        self.path = path
        self.file = os.path.basename(path)
        self.board = board
        self.players = board.players if board is not None else players
        self.reason = reason
        self.warnings = warnings

    @property
    def ok(self):
        return self.board is not None

    @property
    def id(self):
        return self.board.id if self.board is not None else os.path.splitext(self.file)[0]

    @property
    def name(self):
        return self.board.name if self.board is not None else self.file

    def __repr__(self):
        return f"MapEntry({self.file!r}, ok={self.ok}, players={self.players})"


_map_cache = {}    # path -> (what tells the file from an edited one, its MapEntry): one entry a file


def _reason(problems, path):
    errors = [p for p in problems if not p.warning]
    first = errors[0]
    where = str(first.where)
    for prefix in (str(path), os.path.basename(str(path))):
        if where.startswith(prefix):
            where = where[len(prefix):].lstrip(": ")
            break
    text = f"{where}: {first.what}" if where else str(first.what)
    if len(errors) > 1:
        text += f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})"
    return text


def _raw_players(path):
    value = read_json_object(path).get("players")
    if isinstance(value, int) and not isinstance(value, bool) and 2 <= value <= 5:
        return value
    return None


def _is_not_a_map(path):
    """A JSON Schema or other helper file kept beside the maps (it says so with "$schema")."""
    data = read_json_object(path)
    return "$schema" in data and data.get("format") != "smallworld-map"


def _load_entry(path):
    if _is_not_a_map(path):
        return None
    try:
        problems = check_map(path)
        if any(not p.warning for p in problems):
            return MapEntry(path, players=_raw_players(path), reason=_reason(problems, path))
        board = load_map(path)
        return MapEntry(path, board=board, warnings=len(problems))
    except DataError as exc:
        return MapEntry(path, players=_raw_players(path), reason=_reason(exc.problems, path)
                        if exc.problems else str(exc))
    except OSError as exc:
        return MapEntry(path, players=_raw_players(path), reason=f"cannot be read ({exc.strerror or exc})")


def scan_maps(folder=None):
    """Every map file (shipped, then the player's own) as a MapEntry, sorted by file name.

    Returns (entries, problem) where problem is a text when the folder itself
    cannot be read. An entry is kept until its file changes (its inode, size, modification or
    change time: a copy that keeps the modification time is still another file).
    """
    folders = resources.map_folders() if folder is None else [folder]
    if not os.path.isdir(folders[0]):
        return [], f"The maps folder cannot be read: {folders[0]} (it is missing)"
    try:
        paths = map_files(folders)
    except OSError as exc:
        return [], f"The maps folder cannot be read: {folders[0]} ({exc.strerror or exc})"
    entries = []
    for path in paths:
        try:
            st = os.stat(path)
            key = stat_stamp(st)
        except OSError:
            key = None
        else:
            if not stat.S_ISREG(st.st_mode):   # a FIFO would block open(), a folder is no map
                what = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file"
                entries.append(MapEntry(path, reason=f"cannot be read ({what})"))
                continue
        known = _map_cache.get(path)
        if key is not None and known is not None and known[0] == key:
            entry = known[1]
        else:
            entry = _load_entry(path)
            if key:
                _map_cache[path] = (key, entry)
        if entry is not None:
            entries.append(entry)
    return entries, None


def ruleset_plays_worlds(ruleset_id):
    """True when the ruleset is played on a world of islands (RULESETS)."""
    return any(rid == ruleset_id and worlds for rid, _name, worlds in RULESETS)


def maps_for(count, entries, worlds=False):
    """(usable maps for `count` players, broken files that may have been meant for it).

    Warcraft worlds (maps with islands) are for a ruleset played on worlds (`worlds`), the other
    maps for classic: each list holds only its own kind."""
    good = [e for e in entries if e.ok and e.players == count and e.board.is_world == bool(worlds)]
    bad = [e for e in entries if not e.ok and e.players in (count, None)]
    return good, bad


# ---------------------------------------------------------------- sessions and the in-game scene

def build_session(ruleset, board, players, seed=None, speed="normal", show_all_coins=False, threaded=True):
    session = Session.new(ruleset, board, board.id, players, new_seed() if seed is None else seed,
                          speed=speed, threaded=threaded)
    if show_all_coins:
        session.show_all_coins = True
    return session


def demo_session(options):
    """A session of computer seats only, as `--demo` asks; StartError if impossible."""
    count = options.players or 3
    if not 2 <= count <= 5:
        raise StartError(f"A game needs 2 to 5 players, not {count}.")
    ruleset = load_classic_ruleset()
    entries, problem = scan_maps()
    if problem:
        raise StartError(problem)
    good, bad = maps_for(count, entries)
    if not good:
        text = f"There is no map for {count} players in the maps folder."
        if bad:
            text += f" {bad[0].file} cannot be used: {bad[0].reason}"
        raise StartError(text)
    level = best_level()
    players = [{"name": computer_name(i), "kind": "ai", "level": level} for i in range(count)]
    return build_session(ruleset, good[0].board, players, seed=options.seed, speed=options.speed or "fast")


def demo_scene(app, options):
    """A Small World game of computers to watch, as `--demo` asks (a message if it cannot start)."""
    try:
        session = demo_session(options)
    except (StartError, DataError) as exc:
        return registry.make("message", app, "The demo cannot start", str(exc))
    audio.attach(session.bus)
    return registry.make("play", app, session)
