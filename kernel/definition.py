"""A game definition: the one object through which the kernel, the command line and the window
know a game.

Each game of the program (games/<id>/definition.py) makes one, registered by its id
(kernel/registry.py, from games/__init__.py). It gives all a game is asked for:

- its **files**: `parse_setup` checks a game file's setup and reads it, `new_game` starts the game it
  describes, `document` writes a game as a game file again (the setup, every random outcome it used,
  every action: docs/FORMATS.md §3 for Small World), `sample_setups` gives a setup of each variant
  for the conformance checks;
- **playing**: `apply` checks and performs one action (an illegal one raises `IllegalAction` and
  changes nothing), `legal_actions` lists the actions allowed now, `is_over`, `round` (the game's
  clock), `copy`, and `replay` (kernel/replay.py) rebuilds a game from its setup and actions;
- what **people and programs see**: `state_json` (what `replay --json` prints), `view` (the state as
  one seat may see it: another seat's hidden cards left out), `hidden` (what only one seat may see:
  the conformance checks look for it in the others' views), `narrate` (an event in words, for the
  log), `summary_text` (the lines `replay` prints), `describe_action` (`conquer r5`, for messages);
- its **computer players**: `ai_levels`, `make_player(level, seed)` (an object whose
  `choose(game)` returns an action);
- its parts of the **command line** and the **window**: `check_data` (files of the game other than
  game files: maps, rules), `simulate` (the `simulate` command), `play_scene` and `demo_scene`, and
  the title's screens of the game (`screens`, `open_screen`: its setup, its rules, its lesson), and
  what the window's saves write of a session's game (`save_text`, `save_meta`) and how it opens a
  save of the game (`resumed_session`, `replay_cursor`).
  These import their modules when called: the kernel and the command line never import pygame.

Every definition passes the checks of kernel/conformance.py (tests/kernel/test_conformance.py runs
them on every registered game). docs/NEW_GAME.md walks through writing one.
"""

from __future__ import annotations

import abc
import copy
import json
import time
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from . import envelope
from .actions import ActionRegistry
from .errors import DataError, Problem
from .replay import ReplayResult, StepCallback, replay

JsonDict = dict[str, Any]


class GameDefinition(abc.ABC):
    """One game of the program. Subclasses set the class attributes and implement the abstract
    methods; the others have defaults that suit most games."""

    id: str = ""                        # "smallworld": games/<id>/, the formats <id>-game and <id>-map
    name: str = ""                      # as the window shows it (in English; the window translates it)
    version: int = 1                    # the version of its game files this program writes and reads
    actions: ActionRegistry             # its typed actions
    ai_levels: tuple[str, ...] = ()     # its computer players' levels, weakest first ("random" first)
    tagline: str = ""                   # a line about it under the title (in English; the window translates it)
    screens: frozenset[str] = frozenset()   # the title's screens it has: "setup", "rules", "lesson" (open_screen)

    @property
    def game_format(self) -> str:
        """The `format` of its game files: "<id>-game" (kernel/envelope.py)."""
        return envelope.file_format(self.id, envelope.GAME_FILE)

    def __repr__(self) -> str:
        return f"<game {self.id}>"

    # -- files -----------------------------------------------------------------------------

    @abc.abstractmethod
    def parse_setup(self, document: Mapping[str, Any], where: str,
                    base_dir: str = ".") -> tuple[JsonDict | None, list[Problem]]:
        """Check a game file's document (its `format` already found to be this game's): (setup,
        problems). The setup holds `actions` (the file's, as stored); problems name `where` and the
        field (`where: players[2].name`); warnings are problems too (`warning=True`). A setup with
        errors among its problems is not to be played. `base_dir`: the file's folder, for what the
        file names by a relative path."""

    @abc.abstractmethod
    def new_game(self, setup: Mapping[str, Any]) -> Any:
        """The game a setup describes, before any action (DataError for a setup it cannot start)."""

    @abc.abstractmethod
    def document(self, game: Any) -> JsonDict:
        """The game file of a game so far: `format` and `version` first (envelope.wrap), its setup,
        every random outcome it used and every action taken, so it replays to the same state."""

    @abc.abstractmethod
    def sample_setups(self, seed: int) -> dict[str, JsonDict]:
        """A game file's document (no actions, computer seats) for each variant the game ships
        (rulesets, scenarios), by a short name: what the conformance checks play, from `seed`."""

    # -- playing ---------------------------------------------------------------------------

    @abc.abstractmethod
    def apply(self, game: Any, action: Any) -> list[JsonDict]:
        """Check and perform one action (a typed action or its JSON); return the events it caused.
        An illegal action raises IllegalAction and leaves the game exactly as it was."""

    @abc.abstractmethod
    def legal_actions(self, game: Any) -> Sequence[Any]:
        """Actions allowed now (none once the game is over): each one applies."""

    @abc.abstractmethod
    def is_over(self, game: Any) -> bool:
        """True once the game has ended."""

    def round(self, game: Any) -> int:
        """The game's clock (its round, or what it counts time in): the steps of a replay say it."""
        return 0

    def copy(self, game: Any) -> Any:
        """A copy of the game that plays on independently of it."""
        return copy.deepcopy(game)

    def own_setup(self, game: Any) -> JsonDict:
        """The setup a save of the game would hold (its document read back, every action in it): what a
        replay of the game so far starts from. DataError naming its errors (warnings do not count)."""
        setup, problems = self.parse_setup(self.document(game), "the game")
        errors = [p for p in problems if not p.warning]
        if setup is None or errors:
            raise DataError(errors or problems)
        return setup

    def replay(self, setup: Mapping[str, Any], until: int | None = None, *,
               on_step: StepCallback | None = None, resume: ReplayResult | None = None) -> ReplayResult:
        """The game of a setup after its actions (the first `until`): kernel.replay.replay."""
        return replay(self, setup, until, on_step=on_step, resume=resume)

    def seat_to_act(self, game: Any) -> int | None:
        """The seat whose action is awaited now, None once the game is over (the window's session asks at
        every frame: a game overrides it with something quicker than its state JSON)."""
        seat = self.state_json(game).get("player")
        return seat if isinstance(seat, int) and not isinstance(seat, bool) else None

    def actions_taken(self, game: Any) -> int:
        """How many actions the game has taken so far (a game overrides it with something quicker)."""
        return len(self.document(game).get("actions") or [])

    def undo_floor(self, game: Any) -> int | None:
        """The fewest actions an undo may leave the game with now, for a game whose last action drew a random
        outcome a player must not take back (a die, a card): None, the default, sets no floor beyond the
        window's own (a seat takes back only its own actions of its own turn)."""
        return None

    def describe_action(self, action: Any) -> str:
        """A short name of an action in messages (`action 7 (conquer r5)`)."""
        return self.actions.describe(action)

    # -- what people and programs see ------------------------------------------------------

    @abc.abstractmethod
    def state_json(self, game: Any) -> JsonDict:
        """The state JSON of `replay --json`: at least `round` (or the game's clock), `player` (the
        seat whose action is awaited, null once over), `over`, `players` and `winners`."""

    @abc.abstractmethod
    def view(self, game: Any, seat: int) -> JsonDict:
        """The state JSON as `seat` may see it: what any other seat keeps hidden (its cards in hand)
        left out. A game without hidden information returns its state JSON and says so."""

    @abc.abstractmethod
    def hidden(self, game: Any, seat: int) -> Collection[str | tuple]:
        """What only `seat` may see now: texts found in a state JSON (ids of the cards in its hand, unique
        in the game), or places in it as paths of keys and indexes (("players", 2, "hand"): for cards
        named by kind, which other seats' cards and open piles share). `seat`'s own view holds each place,
        no other seat's `view` holds any of them. Empty for a game without hidden information."""

    @abc.abstractmethod
    def narrate(self, game: Any, event: Mapping[str, Any]) -> str:
        """One event of `apply` told in words, in the window's language, for the game's log."""

    @abc.abstractmethod
    def summary_text(self, game: Any) -> str:
        """The lines `replay FILE` prints: where the game stands."""

    # -- computer players ------------------------------------------------------------------

    @abc.abstractmethod
    def make_player(self, level: str, seed: int) -> Any:
        """A computer player of one of `ai_levels`, with its own generator seeded by `seed`: an
        object whose `choose(game)` returns a legal action of the seat to act."""

    # -- the command line and the window (modules imported when called) --------------------

    @abc.abstractmethod
    def check_data(self, path: str, document: Any) -> list[Problem]:
        """`check` on a file of the game that is not a game file (a map, a rules folder): its
        problems. `document`: the file's JSON when it is a JSON file, else None."""

    @abc.abstractmethod
    def simulate(self, options: Any) -> JsonDict:
        """The `simulate` command with its parsed options: the summary it prints last (FORMATS.md §5)."""

    @abc.abstractmethod
    def play_scene(self, app: Any, session: Any) -> Any:
        """The window's in-game screen for a session of this game (pygame: imported when called)."""

    @abc.abstractmethod
    def demo_scene(self, app: Any, options: Any) -> Any:
        """The window's first screen for `--demo`: a game of computer seats to watch (or a message
        saying why there is none)."""

    # -- the window's saves (Continue, Load game, Save as) ---------------------------------

    def save_meta(self, game: Any) -> JsonDict:
        """The `meta` block of the window's saves: what Load game lists without replaying (the players'
        names, the round, whether it is over, when it was saved)."""
        names = [player.get("name") if isinstance(player, Mapping) else None
                 for player in self.state_json(game).get("players") or []]
        return {"round": self.round(game), "over": bool(self.is_over(game)),
                "saved_at": time.strftime("%Y-%m-%d %H:%M"), "players": names}

    def save_text(self, session: Any) -> str:
        """The JSON text the window's autosave and saves write for a session's game (`session.game`): its game
        file (`document`) and a `meta` block (`save_meta`). A game whose saves need what only its session
        knows overrides it (Small World's: the map as the session names it, and the map itself)."""
        data = self.document(session.game)
        data["meta"] = self.save_meta(session.game)
        return json.dumps(data, separators=(",", ":"))

    def resumed_session(self, setup: Mapping[str, Any], **options: Any) -> Any:
        """The window's session of a game read from a save (`parse_setup`'s setup), its actions replayed, to
        play on from where it stood (Load game's Play, the title's Continue): what `play_scene` shows and the
        autosave writes (its `definition`, `game` and `bus`). None, the default, while the window cannot play
        the game: Load game and Continue then say so. `options`: the window's (speed, threaded)."""
        return None

    def replay_cursor(self, setup: Mapping[str, Any]) -> Any:
        """The window's replay viewer's cursor over a saved game (Load game's Watch replay); None, the
        default, while the window has no replay viewer for the game: Load game says so."""
        return None

    def open_screen(self, name: str, app: Any, back: Any = None) -> Any:
        """The title's screen `name` of this game, one of `screens` ("setup": a new game; "rules"; "lesson":
        the guided first game), made for the window's `app`; its Back returns to `back` where it has one."""
        raise LookupError(f"{self!r} has no screen {name!r} (it has: {', '.join(sorted(self.screens)) or 'none'})")

    def backdrop(self, size: tuple[int, int]) -> Any:
        """The title screen's background while this game is chosen, a picture (pygame Surface) of `size`
        drawn like the program's own (dimmed so the menus read on it); None, the default, keeps the
        program's usual backdrop."""
        return None
