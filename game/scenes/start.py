"""The first scene of the window, and what starting a game needs.

`first_scene(app, options)` is called by game.app.main(): with `--demo` it
builds a game of computer seats only and opens the in-game scene on it;
otherwise it opens the title screen. This module also holds what the title and
setup screens share: the catalogue of maps in maps/ (broken files listed with
their reason), the classic ruleset, the computer levels, building a Session,
and switching to the in-game scene (`game.scenes.play.play_scene`), which is
looked up lazily so the menus work before and without it.

Every failure a player can meet here (no map for a player count, a broken
map, a missing ruleset, no in-game screen) becomes a message in the window.
"""

import importlib
import os
import sys
import time
import traceback

import pygame

from game.model.errors import DataError
from game.ui import theme
from game.ui.fonts import font as get_font
from game.ui.widgets import Button, Panel, draw_text, wrap_text

from .base import MenuScene, Scene  # noqa: F401  (start.Scene: what stand-in scenes build on)

RULESET_ID = "classic"
NO_PLAY_SCENE = "The in-game screen is not available yet."


def report(text):
    """Tell whoever runs the game from a terminal (one line; the traceback with SMALLWORLD_DEBUG=1)."""
    if os.environ.get("SMALLWORLD_DEBUG"):
        traceback.print_exc()
    print(f"error: {text}", file=sys.stderr)


class StartError(Exception):
    """A game could not be started; the text is for the player."""


# ---------------------------------------------------------------- ruleset and levels

def load_classic_ruleset():
    """The classic ruleset, or StartError with the reason."""
    from game.model.ruleset import load_ruleset
    from game.resources import rules_dir

    try:
        return load_ruleset(os.path.join(rules_dir(), RULESET_ID))
    except DataError as exc:
        first = exc.problems[0] if exc.problems else None
        detail = f"{first.where}: {first.what}" if first else str(exc)
        raise StartError(f"The rules data could not be read ({detail}).") from None
    except OSError as exc:
        raise StartError(f"The rules data could not be read ({exc}).") from None


def levels():
    """The computer levels this build has (never empty)."""
    try:
        from game.ai import available_levels

        found = [str(level) for level in available_levels()]
    except Exception:  # a half-installed AI package still leaves the random player
        found = []
    return found or ["random"]


def default_level(choices=None):
    choices = choices or levels()
    for level in ("medium", "random"):
        if level in choices:
            return level
    return choices[0]


def best_level(choices=None):
    choices = choices or levels()
    for level in ("hard", "medium", "easy", "random"):
        if level in choices:
            return level
    return choices[-1]


def level_label(level):
    return str(level).replace("_", " ").capitalize()


COMPUTER_NAMES = ["Aldra", "Brom", "Cressida", "Dunmore", "Elsk"]


def computer_name(seat):
    """The name of the computer in this seat (the in-game screen marks it as a computer)."""
    return COMPUTER_NAMES[seat % len(COMPUTER_NAMES)]


def new_seed():
    return int(time.time() * 1000) % 2_000_000_000


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


_map_cache = {}


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
    try:
        from game.model.files import read_json

        data = read_json(path)
        value = data.get("players") if isinstance(data, dict) else None
        if isinstance(value, int) and not isinstance(value, bool) and 2 <= value <= 5:
            return value
    except Exception:
        pass
    return None


def _is_not_a_map(path):
    """A JSON Schema or other helper file kept beside the maps (it says so with "$schema")."""
    try:
        from game.model.files import read_json

        data = read_json(path)
    except Exception:
        return False
    return isinstance(data, dict) and "$schema" in data and data.get("format") != "smallworld-map"


def _load_entry(path):
    from game.model.board import check_map, load_map

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
    except Exception as exc:  # a hostile file must not take the menu down
        return MapEntry(path, players=_raw_players(path), reason=f"cannot be read ({type(exc).__name__}: {exc})")


def scan_maps(folder=None):
    """Every map file (shipped, then the player's own) as a MapEntry, sorted by file name.

    Returns (entries, problem) where problem is a text when the folder itself
    cannot be read. Entries are cached by file size and modification time.
    """
    from game.model.board import map_files
    from game.resources import map_folders

    folders = map_folders() if folder is None else [folder]
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
            key = (path, st.st_mtime_ns, st.st_size)
        except OSError:
            key = None
        if key in _map_cache:
            entry = _map_cache[key]
        else:
            entry = _load_entry(path)
            if key:
                _map_cache[key] = entry
        if entry is not None:
            entries.append(entry)
    return entries, None


def maps_for(count, entries):
    """(usable maps for `count` players, broken files that may have been meant for it)."""
    good = [e for e in entries if e.ok and e.players == count]
    bad = [e for e in entries if not e.ok and e.players in (count, None)]
    return good, bad


# ---------------------------------------------------------------- sessions and the in-game scene

def build_session(ruleset, board, players, seed=None, speed="normal", show_all_coins=False, threaded=True):
    from game.session import Session

    session = Session.new(ruleset, board, board.id, players, new_seed() if seed is None else seed,
                          speed=speed, threaded=threaded)
    if show_all_coins:
        session.show_all_coins = True
    return session


def import_optional(name, what):
    """A module this build may not have: (module, None); (None, None) when it is missing;
    (None, "Error: text") when it is there but does not import (told to the terminal as `what`)."""
    try:
        return importlib.import_module(name), None
    except ModuleNotFoundError as exc:
        if exc.name and (name == exc.name or name.startswith(exc.name + ".")):
            return None, None
        problem = exc
    except Exception as exc:
        problem = exc
    text = f"{type(problem).__name__}: {problem}"
    report(f"{what}: {text}")
    return None, text


def play_scene_factory():
    """`game.scenes.play.play_scene`, or (None, reason) when the in-game screen is missing."""
    module, problem = import_optional("game.scenes.play", "in-game screen")
    if problem is not None:
        return None, f"The in-game screen could not be loaded ({problem})."
    factory = getattr(module, "play_scene", None)
    if not callable(factory):
        return None, NO_PLAY_SCENE
    return factory, None


def play_scene_for(app, session):
    """The in-game scene for a session, or (None, reason)."""
    factory, reason = play_scene_factory()
    if factory is None:
        return None, reason
    try:
        return factory(app, session), None
    except Exception as exc:
        report(f"in-game screen: {type(exc).__name__}: {exc}")
        return None, f"The in-game screen could not open ({type(exc).__name__}: {exc})."


def attach_autosave(session):
    """Autosave a game with a person in it after every action (game.saves.Autosaver), once.

    The saver is kept as `session.autosaver`; a session that already has one keeps it.
    Games of computers only (demos) are not autosaved: Continue is for the player's games.
    """
    if getattr(session, "autosaver", None) is not None:
        return session.autosaver
    if all(getattr(p, "kind", "human") == "ai" for p in session.game.players):
        return None
    try:
        saver_class = getattr(importlib.import_module("game.saves"), "Autosaver", None)
    except Exception:
        return None
    if saver_class is None:
        return None
    try:
        session.autosaver = saver_class(session)
    except Exception as exc:  # a game without autosave is still a game
        report(f"autosave: {type(exc).__name__}: {exc}")
        return None
    return session.autosaver


def open_game(app, session):
    """Switch to the game (or its end screen if it is over); returns None, or the reason it could not."""
    if getattr(session.game, "over", False):
        from .game_over import GameOverScene

        app.switch(GameOverScene(app, session))
        return None
    scene, reason = play_scene_for(app, session)
    if scene is None:
        return reason
    attach_autosave(session)
    app.switch(scene)
    return None


def demo_session(options):
    """A session of computer seats only, as `--demo` asks; StartError if impossible."""
    count = getattr(options, "players", None) or 3
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
    seed = getattr(options, "seed", None)
    speed = getattr(options, "speed", None) or "fast"
    return build_session(ruleset, good[0].board, players, seed=seed, speed=speed)


def first_scene(app, options):
    if getattr(options, "demo", False):
        try:
            session = demo_session(options)
        except StartError as exc:
            return MessageScene(app, "The demo cannot start", str(exc))
        except DataError as exc:
            return MessageScene(app, "The demo cannot start", str(exc))
        except Exception as exc:  # whatever it is, the window says it
            report(f"demo: {type(exc).__name__}: {exc}")
            return MessageScene(app, "The demo cannot start", f"{type(exc).__name__}: {exc}")
        scene, reason = play_scene_for(app, session)
        if scene is None:
            return MessageScene(app, "The demo cannot start", reason)
        return scene
    from .title import TitleScene

    return TitleScene(app)


# ---------------------------------------------------------------- a message in the window

class MessageScene(MenuScene):
    """A full-window notice with a way on: back to the title screen, or quit."""

    def __init__(self, app, title, text, back=True):
        super().__init__(app)
        self.title = title
        self.text = text
        self.back = back
        self.buttons = {}

    def lay_out(self, w, h):
        s = self.s
        bw, bh = int(220 * s), int(52 * s)
        width = min(w - 60, int(900 * s))
        pad = int(30 * s)
        self.title_font = get_font(max(20, int(30 * s)), bold=True, serif=True)
        self.body_font = get_font(max(15, int(19 * s)))
        lines = wrap_text(self.text, self.body_font, width - 2 * pad)
        text_h = len(lines) * int(self.body_font.get_linesize() * 1.15)
        height = min(h - 40, pad + self.title_font.get_linesize() + int(20 * s) + text_h + int(34 * s) + bh + pad)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.bottom - bh - pad
        self.buttons = {}
        if self.back:
            self.buttons["title"] = Button((self.panel.centerx - bw - 10, y, bw, bh), "Title screen",
                                           hotkey=pygame.K_RETURN, size=int(19 * s))
            self.buttons["quit"] = Button((self.panel.centerx + 10, y, bw, bh), "Quit", size=int(19 * s),
                                          primary=False)
        else:
            self.buttons["quit"] = Button((self.panel.centerx - bw // 2, y, bw, bh), "Quit", size=int(19 * s))

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        for name, button in list(self.buttons.items()):
            if button.handle(event):
                if name == "quit":
                    self.app.quit()
                else:
                    from .title import TitleScene

                    self.app.switch(TitleScene(self.app))
                return

    def draw(self, surface):
        self.begin_draw(surface)
        s = self.s
        Panel(self.panel).draw(surface)
        inner = self.panel.inflate(-int(60 * s), -int(60 * s))
        head = draw_text(surface, self.title, (inner.left, inner.top), font=self.title_font, color=theme.TEXT)
        draw_text(surface, self.text, (inner.left, head.bottom + int(20 * s)), font=self.body_font, color=theme.TEXT,
                  max_width=inner.width)
        for button in self.buttons.values():
            button.draw(surface)
