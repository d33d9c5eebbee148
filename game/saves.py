"""Never lose a game: autosave, continue, save as / load, undo.

A save is the game file of FORMATS.md §3 (setup + every action + every random
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
from .model.gamefile import game_file_json, load_game_file, rebuild, replay

AUTOSAVE_NAME = "autosave.json"
SAVE_NAME = re.compile(r"[^A-Za-z0-9 _-]+")


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
    game = replay(setup)
    return game, setup


def load_session(path, **options):
    """A Session resuming the saved game exactly where it stood."""
    from .session import Session

    setup = load_game_file(path, resources.map_folders(), resources.rules_dir())
    try:
        return Session.resumed(setup, **options)
    except DataError as exc:
        raise DataError([Problem(f"{path}: {p.where}", p.what) for p in exc.problems]) from None


def save_as(game, map_ref, name):
    """Save under a player-chosen name in the saves folder; returns the path."""
    clean = SAVE_NAME.sub("", name).strip()[:60]
    if not clean:
        raise DataError.single("save name", "use letters, digits, spaces, '-' or '_'")
    path = os.path.join(saves_dir(), clean + ".json")
    write_game(game, map_ref, path)
    return path


def list_saves():
    """Saved games, newest first: dicts with path, name, map, players, round, date, problem."""
    entries = []
    folder = saves_dir()
    for name in os.listdir(folder):
        if not name.endswith(".json") or name.startswith("."):
            continue
        path = os.path.join(folder, name)
        entry = {"path": path, "name": name[:-5], "map": "?", "players": [], "round": None,
                 "date": time.strftime("%Y-%m-%d %H:%M", time.localtime(os.path.getmtime(path))),
                 "problem": None}
        try:
            with open(path, encoding="utf-8") as handle:
                data = json.load(handle)
            meta = data.get("meta", {}) if isinstance(data, dict) else {}
            entry["map"] = meta.get("map_name") or data.get("map", "?")
            entry["players"] = meta.get("players") or [p.get("name", "?") for p in data.get("players", [])]
            entry["round"] = meta.get("round")
        except (OSError, ValueError, AttributeError, TypeError):
            entry["problem"] = "unreadable file"
        entries.append(entry)
    entries.sort(key=lambda e: os.path.getmtime(e["path"]), reverse=True)
    return entries


# -- undo ---------------------------------------------------------------------------


def undo_reason(session):
    """Why the last action cannot be taken back now (None if it can)."""
    game = session.game
    if game.over:
        return "the game is over"
    if not session.is_human_turn():
        return "computer seats never undo"
    if len(game.actions) <= game.undo_floor:
        return "nothing to undo since the last die roll, new combo or turn"
    return None


def undo(session):
    """Take back the last action of this turn: the session's game is rebuilt without it."""
    reason = undo_reason(session)
    if reason:
        return reason
    game = session.game
    session.game = rebuild(game, len(game.actions) - 1)
    session.log.append(("Took back the last action", game.current_player))
    session.bus.publish({"type": "undone", "actions": len(session.game.actions)})
    session.bus.publish({"type": "action_applied", "action": None, "index": len(session.game.actions) - 1})
    return None
