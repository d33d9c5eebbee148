"""Never lose a game: autosave, continue, save as / load (undo is Session.undo).

A save is the game file of docs/FORMATS.md §3 (setup + every action + every random
outcome) plus an optional `meta` block for the load list. Every write goes to
a temporary file that is flushed, synced and renamed over the old one, so a
crash at any moment leaves either the previous save or the new one.
"""

import json
import os
import re
import threading
import time

from . import resources
from .model.errors import DataError, Problem
from .model.files import write_atomic
from .model.gamefile import GAME_FORMAT, GAME_VERSION, game_file_json, load_game_file
from .model.replay import replay
from .session import action_words  # noqa: F401 (the in-game screen's "Took back: ..." words)

AUTOSAVE_NAME = "autosave.json"
# Letters (any script), digits, spaces and a few marks that are safe in a file name everywhere.
SAVE_NAME = re.compile(r"[^\w '(),–-]+")


def autosave_path():
    return os.path.join(resources.user_data_dir(), AUTOSAVE_NAME)


def saves_dir():
    folder = os.path.join(resources.user_data_dir(), "saves")
    os.makedirs(folder, exist_ok=True)
    return folder


def game_document(game, map_ref):
    """The game file with a `meta` block the load list can show without replaying."""
    data = game_file_json(game, map_ref)
    data["meta"] = {
        "map_name": game.board.name,
        "round": game.round,
        "rounds": game.rounds,
        "over": game.over,
        "saved_at": time.strftime("%Y-%m-%d %H:%M"),
        "players": [p.name for p in game.players],
    }
    return data


def write_game(game, map_ref, path):
    write_atomic(path, json.dumps(game_document(game, map_ref), separators=(",", ":")))


class Autosaver:
    """Writes the session's game after every action, off the drawing thread.

    Writes are coalesced: if actions come faster than the disk, the newest
    state is written next and intermediate ones are skipped.
    """

    def __init__(self, session, path=None, background=True):
        self.session = session
        self.path = path or autosave_path()
        self.background = background
        self.error = None
        self.writes = 0
        self._pending = None
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread = None
        session.bus.subscribe(self._on_action, "action_applied")

    def _on_action(self, event):
        # Serialise now, on the game's thread, so the writer never reads a changing game.
        text = json.dumps(game_document(self.session.game, self.session.map_ref), separators=(",", ":"))
        if not self.background:
            self._write(text)
            return
        with self._lock:
            self._pending = text
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, daemon=True)
            self._thread.start()
        self._wake.set()

    def _run(self):
        while True:
            self._wake.wait()
            self._wake.clear()
            with self._lock:
                text, self._pending = self._pending, None
            if text is not None:
                self._write(text)

    def _write(self, text):
        try:
            write_atomic(self.path, text)
            self.writes += 1
            self.error = None
        except OSError as exc:  # a full disk must not end the game: say so and go on
            self.error = f"autosave failed: {exc.strerror or exc}"

    def flush(self, timeout=2.0):
        """Wait until the latest state is on disk (for quitting and tests)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self._lock:
                idle = self._pending is None
            if idle and not self._wake.is_set():
                time.sleep(0.01)
                with self._lock:
                    if self._pending is None:
                        return True
            time.sleep(0.005)
        return False


def latest_autosave():
    """The autosave's path if it holds an unfinished game, else None."""
    path = autosave_path()
    if not os.path.isfile(path):
        return None
    try:
        with open(path, encoding="utf-8") as handle:
            meta = json.load(handle).get("meta", {})
    except (OSError, ValueError, AttributeError):
        return path  # unreadable: Continue will say why
    return None if meta.get("over") else path


def load_game(path):
    """Load and replay a save; raises DataError with readable problems."""
    setup = load_game_file(path, resources.map_folders(), resources.rules_dir())
    game = replay(setup).game
    return game, setup


def load_session(path, **options):
    """A Session resuming the saved game exactly where it stood."""
    from .session import Session

    setup = load_game_file(path, resources.map_folders(), resources.rules_dir())
    try:
        return Session.resumed(setup, **options)
    except DataError as exc:
        raise DataError([Problem(f"{path}: {p.where}", p.what) for p in exc.problems]) from None


def clean_save_name(name):
    """The file-name-safe form of a player's save name ('' when nothing usable is left)."""
    return re.sub(r"\s+", " ", SAVE_NAME.sub("", str(name))).strip()[:60].strip()


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


def save_as(game, map_ref, name):
    """Save under a player-chosen name in the saves folder; returns the path."""
    path = save_path(name)
    if not path:
        raise DataError.single("save name", "use letters, digits, spaces, '-' or '_'")
    write_game(game, map_ref, path)
    return path


def save_entry(path, name=None):
    """What the load list shows of one file: path, name, map, players, round, rounds, over, date, problem."""
    entry = {"path": path, "name": name or save_name(path), "map": "?", "players": [], "round": None,
             "rounds": None, "over": False, "date": "", "problem": None}
    try:
        entry["date"] = time.strftime("%Y-%m-%d %H:%M", time.localtime(os.path.getmtime(path)))
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        if not isinstance(data, dict) or data.get("format") != GAME_FORMAT:
            entry["problem"] = "not a saved game"
            return entry
        meta = data.get("meta", {}) if isinstance(data.get("meta"), dict) else {}
        entry["map"] = meta.get("map_name") or data.get("map", "?")
        entry["players"] = meta.get("players") or [p.get("name", "?") for p in data.get("players", [])]
        entry["round"] = meta.get("round")
        entry["rounds"] = meta.get("rounds")
        entry["over"] = bool(meta.get("over"))
        version = data.get("version")
        if isinstance(version, int) and version > GAME_VERSION:
            entry["problem"] = f"saved by a newer version of the game (file version {version})"
    except (OSError, ValueError, AttributeError, TypeError):
        entry["problem"] = "unreadable file"
    return entry


def list_saves():
    """Saved games, newest first: dicts with path, name, map, players, round, date, problem."""
    entries = []
    folder = saves_dir()
    for name in os.listdir(folder):
        if not name.endswith(".json") or name.startswith("."):
            continue
        entries.append(save_entry(os.path.join(folder, name)))

    def newest(entry):
        try:
            return os.path.getmtime(entry["path"])
        except OSError:
            return 0.0
    entries.sort(key=newest, reverse=True)
    return entries


def delete_save(path):
    """Remove a saved game (or the autosave); returns None or the reason it could not."""
    try:
        os.remove(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def load_replay(path):
    """A ReplayCursor over a saved game; DataError (naming the action) if it does not replay."""
    from .replay_cursor import ReplayCursor

    setup = load_game_file(path, resources.map_folders(), resources.rules_dir())
    try:
        return ReplayCursor(setup)
    except DataError as exc:
        raise DataError([Problem(f"{path}: {p.where}", p.what) for p in exc.problems]) from None


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
            text += f" (and {len(problems) - 3} more problems)"
        return text
    if isinstance(exc, FileNotFoundError):
        return "the file is gone"
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc) or type(exc).__name__


def _problem_words(where, what, path):
    for prefix in filter(None, (str(path) if path else None,)):
        if where.startswith(prefix):
            where = where[len(prefix):].lstrip(": ")
    # a path ending in .json before the field: drop it (the player knows which file they chose)
    match = re.match(r"^.*?\.json(?::\s*|$)", where)
    if match:
        where = where[match.end():]
    if what.startswith("invalid JSON") or what.startswith("not valid JSON"):
        return "the file is damaged or cut short (it is not complete)"
    if where == "version":
        newer = re.match(r"^version (\d+) is newer than this program understands \((\d+)\)", what)
        if newer:
            return (f"it was saved by a newer version of the game (file version {newer.group(1)}, this one "
                    f"reads up to {newer.group(2)}): update the game to open it")
        return f"its version is not understood ({what})"
    action = re.match(r"^action (\d+)(?: \((.*)\))?$", where)
    if action:
        number = int(action.group(1)) + 1
        name = f" ({action.group(2)})" if action.group(2) else ""
        return (f"its actions no longer replay — the map or the rules may have changed since it was saved: "
                f"action {number}{name} is refused because {what}")
    if where == "map":
        return f"its map cannot be found or read: {what}"
    if where == "ruleset" or where.startswith("ruleset"):
        return f"its rules cannot be found or read: {what}"
    return f"{where}: {what}" if where else what
