"""Never lose a game: autosave, continue, save as / load (undo is Session.undo).

A save is the game file of docs/FORMATS.md §3 (setup + every action + every random
outcome) plus an optional `meta` block for the load list. Every write goes to
a temporary file that is flushed, synced and renamed over the old one, so a
crash at any moment leaves either the previous save or the new one.

A save is self-contained: unless its map is one shipped with the game, the map's
document goes with it (`map_data`), so a save still continues when the map file
it came from has moved or gone. Nothing a file in the user folder holds stops the
listing: a damaged autosave is kept aside as autosave.broken.json with its reason
(`autosave_state`), an unreadable save is listed as unreadable (`save_entry`).

Continue is per game (`autosave_name`: Small World's autosave.json, another game's
autosave-<id>.json) and never loses one: a game that would replace another unfinished one
under Continue first moves it into the saves folder (`Autosaver`, `keep_unfinished`).
"""

import errno
import json
import os
import re
import shutil
import stat
import threading
import time
import weakref

from games.smallworld.model import GAME_FORMAT, game_file_json, shipped_map_file  # noqa: F401 (GAME_FORMAT: Small World's)
from games.smallworld.session import action_words  # noqa: F401 (the in-game screen's "Took back: ..." words)
from kernel import envelope
from kernel import registry as installed
from kernel.errors import DataError, Problem
from kernel.files import file_stamp, read_json, shows_something, write_atomic

from . import resources
from .i18n import _, map_name

DEFAULT_GAME = "smallworld"  # the game of a file or command that names none (docs/FORMATS.md §8)
AUTOSAVE_NAME = "autosave.json"                  # Small World's autosave (autosave_name)
# Where damaged autosaves are kept aside: autosave.broken.json, autosave-wolves.broken-2.json...
BROKEN_AUTOSAVE = re.compile(r"^autosave(-[a-z][a-z0-9_]*)?\.broken(-\d+)?\.json$")
TEMP_PREFIX = ".tmp-"        # write_atomic's temporary files (model/files.py)
STALE_SECONDS = 60           # a temporary file older than this was left by a killed write
# Letters (any script), digits, spaces and a few marks that are safe in a file name everywhere.
SAVE_NAME = re.compile(r"[^\w '(),–-]+")
# Names Windows keeps for devices, whatever the extension ("nul.json" cannot be a file there).
RESERVED_NAMES = frozenset(["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
                           + [f"{port}{n}" for port in ("COM", "LPT") for n in "123456789¹²³"])
# What the load list takes from a file's `meta` block (it is shown, never trusted).
META_PLAYERS, META_TEXT = 5, 80


def autosave_name(game_id=DEFAULT_GAME, broken=False):
    """The file name of a game's autosave in the user folder (`broken`: where a damaged one is kept aside).

    Small World's is autosave.json, as it always was, so the folders players already have continue;
    every other game has its own, autosave-<game id>.json: Continue keeps the last game of each."""
    if not isinstance(game_id, str) or not envelope.GAME_ID.match(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    stem = "autosave" if game_id == DEFAULT_GAME else f"autosave-{game_id}"
    return stem + (".broken.json" if broken else ".json")


def game_format(game_id=DEFAULT_GAME):
    """The `format` of a game's game files ("smallworld-game", "wolves-game": docs/FORMATS.md §8)."""
    return envelope.file_format(game_id)


def autosave_path(game_id=DEFAULT_GAME):
    return os.path.join(resources.user_data_dir(), autosave_name(game_id))


def saves_dir():
    folder = os.path.join(resources.user_data_dir(), "saves")
    os.makedirs(folder, exist_ok=True)
    return folder


def shipped_map(map_ref):
    """True when `map_ref` is the id of a map shipped with the game (a save then names it only)."""
    return shipped_map_file(map_ref, resources.maps_dir()) is not None


_map_documents = weakref.WeakKeyDictionary()   # Board -> (its map document, that document as JSON text)


def remember_map_data(board, data):
    """The map document a board was made from (a save's `map_data`): saves of its game carry it."""
    _map_documents[board] = (data, json.dumps(data, separators=(",", ":")))


def _map_document(board, map_ref):
    """(map document, its JSON text) to carry in a save of a game on `board`; None for a shipped map.

    A board made from a save's map_data keeps it whatever `map` names: the map played is the map saved.
    One loaded from a file carries the document it was made from (board.document), not what the file
    holds now: a map edited since is another map."""
    known = _map_documents.get(board)
    if known is None and shipped_map(map_ref):
        return None
    document = getattr(board, "document", None)
    if known is None and document is not None:
        remember_map_data(board, document)
        known = _map_documents.get(board)
    return known


def game_document(game, map_ref):
    """The game file with the map it needs (`map_data`, unless shipped) and a `meta` block the load
    list can show without replaying."""
    data = game_file_json(game, map_ref)
    known = _map_document(game.board, map_ref)
    if known is not None:
        data["map_data"] = known[0]
    data["meta"] = game_document_meta(game)
    return data


def document_text(game, map_ref):
    """game_document as JSON text (the map's text is made once per board, not at every action)."""
    data = game_file_json(game, map_ref)
    known = _map_document(game.board, map_ref)
    data["meta"] = game_document_meta(game)
    text = json.dumps(data, separators=(",", ":"))
    if known is None:
        return text
    return text[:-1] + ',"map_data":' + known[1] + "}"


def game_document_meta(game):
    """The `meta` block: what the load list shows without replaying."""
    return {
        "map_name": game.board.name,
        "map_names": dict(getattr(game.board, "names", None) or {}),   # the list shows the player's language
        "round": game.round,
        "rounds": game.rounds,
        "over": game.over,
        "saved_at": time.strftime("%Y-%m-%d %H:%M"),
        "players": [p.name for p in game.players],
    }


def write_game(game, map_ref, path):
    write_atomic(path, document_text(game, map_ref))


def write_session(session, path):
    """Write the game of a window's session of any game, as its definition's save_text has it."""
    write_atomic(path, session.definition.save_text(session))


class Autosaver:
    """Writes the session's game after every action, off the drawing thread.

    Writes are coalesced: if actions come faster than the disk, the newest
    state is written next and intermediate ones are skipped. `flush()` waits
    until the newest state is on disk: the window calls it when it closes, and
    the saver itself when the game ends. `error` says why the last write failed
    (None once one succeeds): the in-game screen shows it; `on_change` (if set) is called,
    from the writer's thread, when `error` changes.

    Continue never loses a game: the autosave (one per game: autosave_name) may hold another unfinished
    game when this one opens. Nothing is replaced until this game's first write, and that write first
    moves the other game into the saves folder (keep_unfinished), says so once in `notice` (the in-game
    screen shows it: take_notice), or writes nothing while it cannot (`error` says why).
    """

    def __init__(self, session, path=None, background=True):
        self.session = session
        self.definition = session.definition      # the game played: its autosave file, what is written
        self.game_id = game_id = self.definition.id
        self.path = path or autosave_path(game_id)
        self.background = background
        self.error = None
        self.on_change = None
        self.notice = None          # told to the player once: where the game this one replaced was kept
        self.writes = 0
        self._pending = None
        self._queued = 0            # states handed to the writer...
        self._done = 0              # ...and how many of them are settled (written or failed)
        self._cond = threading.Condition()
        self._thread = None
        flush_all()     # a game left a moment ago may still be writing: that is what this one would replace
        self._displaced = _displaced(self.path, self._document(), game_id)
        session.bus.subscribe(self._on_action, "action_applied")
        _savers.add(self)

    def _document(self):
        """The session's game file as JSON reads it back, to compare with a file's. (Made now, it also reads
        what the save carries, Small World's map, before the game changes it.)"""
        return json.loads(self.definition.save_text(self.session))

    def take_notice(self):
        """What the player is to be told once (see `notice`), then None."""
        notice, self.notice = self.notice, None
        return notice

    def _take_over(self):
        """Before this game's first write: keep what the autosave holds that this game does not (another
        unfinished game goes to the saves folder, a damaged file aside). False when it could not (`error`
        says why): then nothing is written over it."""
        if _file_stamp(self.path) != self._displaced:    # changed since this game opened: look again
            self._displaced = _displaced(self.path, self._document(), self.game_id)
        if self._displaced is None:
            return True
        _data, damage = _damage(self.path, self.game_id)
        if damage is not None:
            kept, failure = _keep_aside(self.path, self.game_id)
        else:
            try:
                kept, failure = keep_unfinished(self.path), None
            except OSError as exc:
                kept, failure = None, _os_problem(exc)
            if kept:
                self.notice = _("Your unfinished game is kept: Load game lists it as “{name}”.").format(name=kept)
        if failure:
            self._set_error(_("it holds another unfinished game, which could not be moved to your saves: "
                              "{reason}").format(reason=failure))
            return False
        self._displaced = None
        return True

    def write_now(self):
        """Write the game as it stands and wait until it is on disk (a game taken over half-way: the lesson
        played on, which Continue must find even if the window closes before the next action)."""
        self._on_action(None)
        if self.background and self._thread is not None:
            self.flush()

    def _on_action(self, event):
        if self._displaced is not None and not self._take_over():
            return      # nothing is written over a game that could not be kept
        # Serialise now, on the game's thread, so the writer never reads a changing game.
        text = self.definition.save_text(self.session)
        if not self.background:
            self._write(text)
            return
        with self._cond:
            self._pending = text
            self._queued += 1
            self._cond.notify_all()
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, daemon=True, name="autosave")
            self._thread.start()
        if self.definition.is_over(self.session.game):   # the end of a game is on disk before its last screen
            self.flush()

    def _run(self):
        while True:
            with self._cond:
                while self._pending is None:
                    self._cond.wait()
                text, self._pending = self._pending, None
                number = self._queued
            try:
                self._write(text)
            finally:
                with self._cond:
                    self._done = number
                    self._cond.notify_all()

    def _write(self, text):
        try:
            write_atomic(self.path, text)
            self.writes += 1
            self._set_error(None)
        except OSError as exc:  # a full disk must not end the game: say so (the screen shows it) and go on
            self._set_error(_os_problem(exc) or type(exc).__name__)

    def _set_error(self, error):
        before, self.error = self.error, error
        if error != before and self.on_change is not None:
            self.on_change()

    def flush(self, timeout=2.0):
        """Wait until the latest state is written (or failed: see `error`); False if `timeout` ran out."""
        with self._cond:
            return self._cond.wait_for(lambda: self._done >= self._queued, timeout)


_savers = weakref.WeakSet()   # every Autosaver still alive, for flush_all


def _file_stamp(path):
    """What tells a file from its next version (kernel.files.file_stamp, of the link itself if it is
    one; None: there is none)."""
    try:
        return file_stamp(path, follow_symlinks=False)
    except OSError:
        return None


def _displaced(path, document, game_id=DEFAULT_GAME):
    """None when writing the game file `document` over the autosave at `path` loses nothing; else that
    file's stamp (_file_stamp): it holds another unfinished game, or is damaged."""
    stamp = _file_stamp(path)
    if stamp is None:
        return None
    data, damage = _damage(path, game_id)
    if damage is None and replaces_nothing(data, document):
        return None
    return stamp


def replaces_nothing(saved, document):
    """True when the game file `document` may take the place of the saved one `saved` (both as JSON reads
    them) and nothing is lost: `saved` is finished, has no action yet, or is an earlier point of this
    very game (the same setup, its actions the first of `document`'s). Seats are compared without their
    names: a default name ("Player 2") follows the window's language."""
    meta = saved.get("meta") if isinstance(saved.get("meta"), dict) else {}
    actions = saved.get("actions")
    if meta.get("over") is True or not actions:
        return True

    def seats(data):
        return [{k: v for k, v in seat.items() if k != "name"} if isinstance(seat, dict) else seat
                for seat in data.get("players") or []]
    same = all(saved.get(key) == document.get(key) for key in ("format", "ruleset", "map", "seed"))
    return (same and seats(saved) == seats(document) and isinstance(actions, list)
            and document.get("actions", [])[:len(actions)] == actions)


UNFINISHED_ROOM = 72    # the letters of a kept game's name (a Russian one spends 43 before the map's)


def unfinished_name(entry):
    """The name an unfinished game is kept under, in the window's language, from its save_entry:
    "Unfinished – Thornmere, round 6 – 2024-05-01"."""
    date = (entry.get("date") or "")[:10]
    number = entry.get("round")
    template = (_("Unfinished – {map}, round {n} – {date}") if isinstance(number, int)
                else _("Unfinished – {map} – {date}"))
    room = max(8, UNFINISHED_ROOM - len(template.format(map="", n=number, date=date)))
    place = map_name(entry.get("map_names"), entry.get("map") or "")
    if entry.get("map") == "?" and entry.get("game") not in (None, DEFAULT_GAME):    # a game with no map: its name
        place = game_name(entry["game"])
    board = clean_save_name(place, room) or "?"
    return clean_save_name(template.format(map=board, n=number, date=date), UNFINISHED_ROOM)


def keep_unfinished(path):
    """Move the unfinished game of an autosave into the saves folder under unfinished_name (with " (2)",
    " (3)"... rather than over an existing save); returns the name. OSError when it cannot be moved."""
    base = unfinished_name(save_entry(path))
    folder = saves_dir()
    name, number = base, 1
    while os.path.lexists(os.path.join(folder, name + ".json")):
        number += 1
        name = f"{base} ({number})"
    target = os.path.join(folder, name + ".json")
    try:
        os.replace(path, target)
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
        copy = os.path.join(folder, TEMP_PREFIX + name + ".json")    # saves/ on another disk: copy, then rename
        shutil.copyfile(path, copy)
        os.replace(copy, target)
        os.remove(path)
    return name


def flush_all(timeout=2.0):
    """Wait for every autosave still being written (the window calls this when it closes)."""
    end = time.monotonic() + timeout
    done = True
    for saver in list(_savers):
        done = saver.flush(max(0.0, end - time.monotonic())) and done
    return done


def _regular_file_problem(path):
    """None for a regular file, else why it is no file to read (a folder, a FIFO, a device...)."""
    mode = os.stat(path).st_mode
    if stat.S_ISREG(mode):
        return None
    return _("it is a folder, not a file") if stat.S_ISDIR(mode) else _("it is not a regular file")


def _damage(path, game_id=DEFAULT_GAME):
    """(the autosave's document, None) or (None, why it cannot be a saved game of that game).

    Only its shape is checked here (a file, JSON, a game file's format, a `meta` object): a
    well-formed autosave that does not load (a map gone, a newer version) stays, and Continue
    says why when it is chosen."""
    try:
        problem = _regular_file_problem(path)
        if problem:
            return None, problem
        data = read_json(path)
    except DataError as exc:
        return None, problem_text(exc, path)
    except OSError as exc:
        return None, _os_problem(exc)
    if not isinstance(data, dict) or data.get("format") != game_format(game_id):
        return None, "it is not a saved game"
    if not isinstance(data.get("meta", {}), dict):
        return None, "its meta block is not an object"
    if not isinstance(data.get("players"), list):
        return None, "it lists no players"
    return data, None


def _keep_aside(path, game_id=DEFAULT_GAME):
    """Move a damaged autosave out of the way; (the name it is kept under, None) or (None, why not)."""
    folder = os.path.dirname(path)
    broken = autosave_name(game_id, broken=True)
    target = os.path.join(folder, broken)
    number = 1
    while os.path.lexists(target) and not os.path.isfile(target):   # a folder of that name: pick another
        number += 1
        target = os.path.join(folder, broken[:-len(".json")] + f"-{number}.json")
    try:
        os.replace(path, target)     # an older broken autosave (a file) is replaced
    except OSError as exc:
        return None, _os_problem(exc)
    return os.path.basename(target), None


def autosave_state(game_id=DEFAULT_GAME):
    """(path, problem): the game's autosave to Continue (path), or why there is none to continue.

    No autosave or a finished game: (None, None). A damaged autosave (a folder, not JSON, nested
    too deep, not a game file) is moved aside to autosave.broken.json, so that a new game can
    autosave again, and problem says so in words for the player."""
    flush_all()     # a game just left may still be writing its last move: the answer is that move's autosave
    path = autosave_path(game_id)
    if not os.path.lexists(path):
        return None, None
    data, damage = _damage(path, game_id)
    if damage is None:
        return (None, None) if data.get("meta", {}).get("over") is True else (path, None)
    kept, failure = _keep_aside(path, game_id)
    text = f"the autosave can't be read: {damage}"
    if kept:
        return None, f"{text}; it was kept as {kept}"
    return None, f"{text}; it could not be moved aside ({failure})"


def latest_autosave(game_id=DEFAULT_GAME):
    """The game's autosave path if it holds an unfinished game, else None (autosave_state says more)."""
    return autosave_state(game_id)[0]


def broken_autosaves(game_id=DEFAULT_GAME):
    """Paths of the game's damaged autosaves kept aside (autosave.broken*.json), for the load list."""
    folder = resources.user_data_dir()
    stem = autosave_name(game_id, broken=True)[:-len(".json")]
    return sorted(os.path.join(folder, name) for name in os.listdir(folder)
                  if BROKEN_AUTOSAVE.match(name) and name.startswith(stem))


def clean_stale_temp_files(folders=None, age=STALE_SECONDS):
    """Remove the temporary files of writes that were killed (".tmp-*" older than `age` seconds) from
    the user folder, its saves, its maps and its cache; returns how many were removed. Newer ones may belong
    to a write going on now, and are left."""
    if folders is None:
        base = resources.user_data_dir()
        folders = [base] + [os.path.join(base, sub) for sub in ("saves", "maps", "cache")]
    now = time.time()
    removed = 0
    for folder in folders:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if not name.startswith(TEMP_PREFIX):
                continue
            path = os.path.join(folder, name)
            try:
                st = os.lstat(path)
                if stat.S_ISREG(st.st_mode) and now - st.st_mtime > age:
                    os.remove(path)
                    removed += 1
            except OSError:
                continue
    return removed


def game_name(game_id):
    """An installed game's name in the window's language."""
    return _(installed.get(game_id).name)


def not_installed(game_id):
    """Why a save of a game this program does not have cannot be opened, in the window's language."""
    return _("a game this program does not have: {game}").format(game=game_id)


def _read_setup(path):
    """(the save's game, its setup): the file, checked to be a regular one (a FIFO would block open()),
    read by the definition of the game its `format` names (a file naming none: Small World's, as always),
    with that game's parse_setup. DataError with readable problems, a game not installed among them."""
    try:
        problem = _regular_file_problem(path)
    except FileNotFoundError:
        raise DataError.single(str(path), "file not found") from None
    if problem:
        raise DataError.single(str(path), problem)
    data = read_json(path)
    named = envelope.game_named(data)
    if named is not None and named not in installed.ids():
        raise DataError.single(str(path), not_installed(named))
    definition, setup = installed.read_setup(data, str(path), base_dir=os.path.dirname(os.path.abspath(path)))
    setup["path"] = str(path)
    if setup.get("map_data") is not None:   # a Small World save carried its map: so will the saves of its game
        remember_map_data(setup["board"], setup["map_data"])
    return definition, setup


def _opened(path, open_save, refusal):
    """What `open_save(definition, setup)` makes of the save at `path`: its problems named at `path`;
    DataError saying `refusal` (of the game's name) when it makes nothing of that game."""
    definition, setup = _read_setup(path)
    try:
        opened = open_save(definition, setup)
    except DataError as exc:
        raise DataError([Problem(f"{path}: {p.where}", p.what) for p in exc.problems]) from None
    if opened is None:
        raise DataError.single(str(path), refusal.format(game=game_name(definition.id)))
    return opened


def load_game(path):
    """Load and replay a save; raises DataError with readable problems."""
    definition, setup = _read_setup(path)
    return definition.replay(setup).game, setup


def load_session(path, **options):
    """A session resuming the saved game exactly where it stood, at the pace the player chose (Settings),
    made by the definition of the save's game (resumed_session)."""
    from .settings import saved_animation_speed

    options.setdefault("speed", saved_animation_speed())
    return _opened(path, lambda definition, setup: definition.resumed_session(setup, **options),
                   _("this program cannot play {game} yet"))


def clean_save_name(name, most=60):
    """The file-name-safe form of a player's save name, of at most `most` letters ('' when nothing
    usable is left).

    A name Windows keeps for a device (CON, nul, Aux, COM1, LPT1...) gets a "_" after it."""
    clean = re.sub(r"\s+", " ", SAVE_NAME.sub("", str(name))).strip()[:most].strip()
    if not shows_something(clean):      # blank letters (Hangul fillers...) would name an invisible save
        return ""
    if reserved_name(clean):
        clean += "_"
    return clean


def reserved_name(name):
    """True for a name Windows keeps for a device, with or without an extension, in any case."""
    stem = str(name).split(".")[0].strip().rstrip(" .").upper()
    return stem in RESERVED_NAMES


def save_path(name):
    """Where a save of this name goes (None when the name has nothing usable)."""
    clean = clean_save_name(name)
    return os.path.join(saves_dir(), clean + ".json") if clean else None


def save_exists(name):
    path = save_path(name)
    return bool(path) and os.path.isfile(path)


def save_name(path):
    """The name a save is listed under (its file name without .json)."""
    base = os.path.basename(str(path))
    return base[:-5] if base.endswith(".json") else base


def _named_save_path(name):
    """save_path, or DataError when the name has nothing usable."""
    path = save_path(name)
    if not path:
        raise DataError.single("save name", "use letters, digits, spaces, '-' or '_'")
    return path


def save_as(game, map_ref, name):
    """Save under a player-chosen name in the saves folder; returns the path."""
    path = _named_save_path(name)
    write_game(game, map_ref, path)
    return path


def save_session_as(session, name):
    """save_as for a window's session of any game (its definition's save_text); returns the path."""
    path = _named_save_path(name)
    write_session(session, path)
    return path


def save_session_to(session, path):
    """save_to for a window's session of any game; returns where it went."""
    target = _typed_save_path(path)
    write_session(session, target)
    return target


def save_to_path(path):
    """Where save_to puts a save for the path the player typed (None when its name has nothing usable).

    "~" is the home folder, ".json" is added when missing, and the file's name is cleaned as any
    save name is (clean_save_name)."""
    path = os.path.abspath(os.path.expanduser(str(path).strip()))
    folder, base = os.path.split(path)
    stem = base[:-5] if base.lower().endswith(".json") else base
    clean = clean_save_name(stem)
    return os.path.join(folder, clean + ".json") if clean else None


def save_to(game, map_ref, path):
    """Save to a path the player typed (Save as… when the user folder cannot be written); returns
    where it went. The folder must exist."""
    target = _typed_save_path(path)
    write_game(game, map_ref, target)
    return target


def _typed_save_path(path):
    """save_to_path, or DataError when its name has nothing usable or its folder does not exist."""
    target = save_to_path(path)
    if not target:
        raise DataError.single("save name", "use letters, digits, spaces, '-' or '_'")
    folder = os.path.dirname(target)
    if not os.path.isdir(folder):
        raise DataError.single("save folder", f"there is no folder {folder}")
    return target


def looks_like_path(name):
    """True when what the player typed as a save name is a place to save to: "~/..." or an absolute path."""
    name = str(name).strip()
    return name.startswith("~") or os.path.isabs(name)


def _shown(value, limit=META_TEXT):
    """A text of the load list taken from a file: a string, cut to `limit` (else None)."""
    if not isinstance(value, str) or not value.strip():
        return None
    return value if len(value) <= limit else value[:limit - 1] + "…"


def _whole(value, most=100000):
    """A round number of the load list: an int from 0 to `most` (else None)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        return None
    return value


def _blank_entry(path, name=None):
    return {"path": path, "name": name or save_name(path), "game": None, "map": "?", "map_names": {}, "players": [],
            "round": None, "rounds": None, "over": False, "date": "", "problem": None}


def save_entry(path, name=None):
    """What the load list shows of one file: path, name, map, players, round, rounds, over, date, problem.

    Never raises: a file that cannot be read is an entry whose problem says "unreadable file: why"."""
    entry = _blank_entry(path, name)
    try:
        entry["date"] = time.strftime("%Y-%m-%d %H:%M", time.localtime(os.stat(path).st_mtime))
        problem = _regular_file_problem(path)
        if problem:
            entry["problem"] = _("unreadable file: {why}").format(why=problem)
            return entry
        data = read_json(path)
        _fill_entry(entry, data)
    except DataError as exc:
        entry["problem"] = _("unreadable file: {why}").format(why=problem_text(exc, path))
    except (OSError, ValueError, OverflowError) as exc:
        entry["problem"] = _("unreadable file: {why}").format(why=getattr(exc, 'strerror', None) or exc)
    except (RecursionError, MemoryError):
        entry["problem"] = _("unreadable file: {why}").format(why=_("it is too large or too deeply nested"))
    return entry


def _fill_entry(entry, data):
    found = envelope.read_format(data)
    if found is None or found[1] != envelope.GAME_FILE:
        entry["problem"] = _("not a saved game")
        return
    entry["game"] = found[0]          # the game its format names (docs/FORMATS.md §8)
    if found[0] not in installed.ids():
        entry["problem"] = not_installed(found[0])
        return
    meta = data.get("meta") if isinstance(data.get("meta"), dict) else {}
    ref = _shown(data.get("map"), 1000)
    if ref:   # a path names its file: the list shows "custom", not the folders it was in
        ref = os.path.basename(ref.replace("\\", "/"))
        ref = _shown(ref[:-5] if ref.lower().endswith(".json") else ref)
    # another game's `map` may be no more than its box ("standard"): the list names a map its meta names
    entry["map"] = _shown(meta.get("map_name")) or (ref if found[0] == DEFAULT_GAME else None) or "?"
    names = meta.get("map_names") if isinstance(meta.get("map_names"), dict) else {}
    entry["map_names"] = {lang: _shown(name) for lang, name in names.items() if _shown(name)}
    players = meta.get("players")
    if not isinstance(players, list) or not players:
        seats = data.get("players") if isinstance(data.get("players"), list) else []
        players = [seat.get("name") if isinstance(seat, dict) else None for seat in seats]
    entry["players"] = [_shown(p, 40) or "?" for p in players[:META_PLAYERS]]
    entry["round"] = _whole(meta.get("round"))
    entry["rounds"] = _whole(meta.get("rounds"))
    entry["over"] = meta.get("over") is True
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > installed.get(found[0]).version:
        entry["problem"] = _("saved by a newer version of the game (file version {version})").format(
            version=_whole(version) or "?")


def list_saves():
    """Saved games, newest first: dicts with path, name, map, players, round, date, problem.

    One unreadable file is one entry saying so; the others are listed as usual."""
    entries = []
    folder = saves_dir()
    for name in os.listdir(folder):
        if not name.endswith(".json") or name.startswith("."):
            continue
        path = os.path.join(folder, name)
        try:
            entries.append(save_entry(path))
        except Exception as exc:  # whatever one file does, the others stay listed
            entries.append(dict(_blank_entry(path), problem=f"unreadable file: {type(exc).__name__}"))

    def newest(entry):
        try:
            return os.stat(entry["path"]).st_mtime
        except OSError:
            return 0.0
    entries.sort(key=newest, reverse=True)
    return entries


def delete_save(path):
    """Remove a saved game (or the autosave); returns None or the reason it could not.

    A damaged autosave kept aside may be a folder (autosave.json was one): it goes with what it holds."""
    try:
        if BROKEN_AUTOSAVE.match(os.path.basename(str(path))) and os.path.isdir(path) \
                and not os.path.islink(path):
            shutil.rmtree(path)
            return None
        os.remove(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return _os_problem(exc)
    return None


def load_replay(path):
    """The replay viewer's cursor over a saved game (its game's replay_cursor); DataError (naming the
    action) if it does not replay."""
    return _opened(path, lambda definition, setup: definition.replay_cursor(setup),
                   _("this program cannot show a replay of {game} yet"))


def problem_text(exc, path=None):
    """A load or save failure in words for the player (no file paths, no tracebacks)."""
    if isinstance(exc, DataError) and exc.problems:
        problems = exc.problems
        newer = [p for p in problems if "newer than this program" in str(p.what)]
        if newer:  # whatever else looks wrong follows from the newer format: say only that
            problems = newer[:1]
        texts = []
        for problem in problems[:3]:
            texts.append(_problem_words(str(problem.where), str(problem.what), path))
        text = "; ".join(texts)
        if len(problems) > 3:
            text += _(" (and {n} more problems)").format(n=len(problems) - 3)
        return text
    if isinstance(exc, FileNotFoundError):
        return _("the file is gone")
    if isinstance(exc, OSError):
        return _os_problem(exc)
    return str(exc) or type(exc).__name__


def _os_problem(exc):
    """What the system refused, in the player's language: its own words are English ("Не удалось
    сохранить: No space left on device")."""
    if exc.errno == errno.ENOSPC:
        return _("the disk is full")
    if exc.errno == getattr(errno, "EDQUOT", None):
        return _("the disk quota is used up")
    if exc.errno == errno.EROFS:
        return _("the disk is read-only")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return _("permission denied")
    if exc.errno == errno.EISDIR:
        return _("a folder has that name")
    if exc.errno == errno.ENAMETOOLONG:
        return _("the name is too long for the disk")
    return exc.strerror or str(exc)


def _problem_words(where, what, path):
    for prefix in filter(None, (str(path) if path else None,)):
        if where.startswith(prefix):
            where = where[len(prefix):].lstrip(": ")
    # a path ending in .json before the field: drop it (the player knows which file they chose)
    match = re.match(r"^.*?\.json(?::\s*|$)", where)
    if match:
        where = where[match.end():]
    if "recursion" in what:
        return _("it is nested too deeply to be a saved game")
    if what.startswith("invalid JSON") or what.startswith("not valid JSON"):
        return _("the file is damaged or cut short (it is not complete)")
    if what.startswith("file is too large"):
        size = what[len("file is too large"):].strip(" ()")
        return _("it is too large to be a saved game ({size})").format(size=size)
    if where == "version":
        newer = re.match(r"^version (\d+) is newer than this program understands \((\d+)\)", what)
        if newer:
            return _("it was saved by a newer version of the game (file version {file}, this one reads up to "
                     "{ours}): update the game to open it").format(file=newer.group(1), ours=newer.group(2))
        return _("its version is not understood ({what})").format(what=what)
    action = re.match(r"^action (\d+)(?: \((.*)\))?$", where)
    if action:
        number = int(action.group(1)) + 1
        name = f" ({action.group(2)})" if action.group(2) else ""
        return _("its actions no longer replay — the map or the rules may have changed since it was saved: "
                 "action {number}{name} is refused because {what}").format(number=number, name=name, what=what)
    if where == "map":
        return _("its map cannot be found or read: {what}").format(what=what)
    carried = re.match(r'^is not the map "([a-z0-9-]+)" shipped with the game', what)
    if where == "map_data" and carried:   # gamefile._not_the_shipped_map
        return _("the map it carries is not the game's own map \"{name}\" that it names (the file was "
                 "edited)").format(name=carried.group(1))
    if where == "ruleset" or where.startswith("ruleset"):
        return _("its rules cannot be found or read: {what}").format(what=what)
    return f"{where}: {what}" if where else what
