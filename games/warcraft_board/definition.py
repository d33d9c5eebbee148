"""Warcraft: The Board Game's definition: what the kernel, the command line and the window know of it.

It adapts games/warcraft_board/: the rules (model/: the setup model/gamefile.py reads from a
`warcraft_board-game` file, model/setup.py's new game, model/game.py's turn and action path), the
log in words (narrate.py), the computer players (ai/) and its part of the command line
(commands.py: `check` of a map, `simulate --scenario`). Nothing here imports pygame.

Hidden information: each seat's hand (and deck orders, Nordrassil's set-aside cards). A seat's `view`
adds its own hand to the state JSON; the plain state JSON shows no hand until the game is over. The
cards are named by their kind (`speed`), which every discard pile shows openly, so no text is unique
to one hand: `hidden` names nothing and the views' test is the game's own (tests/warcraft_board).
"""

from __future__ import annotations

import os
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from game.i18n import N_
from kernel import envelope
from kernel.actions import Action, actions_json
from kernel.definition import GameDefinition
from kernel.errors import DataError, Problem
from kernel.file_checks import check_map_document
from kernel.game_modules import GameModules
from kernel.window_parts import WindowParts

from .model import game as rules
from .model.actions import ACTIONS
from .model.gamefile import GAME_VERSION, game_document, load_board, parse_game_file
from .model.setup import new_game
from .model.state import Game
from .model.state_json import state_json, view
from .model.values import SCENARIOS

JsonDict = dict[str, Any]
WINDOW = "games.warcraft_board.scenes.screens"
LEGAL_MOVES_LISTED = 24     # moves listed at once (each piece's first ones before any piece's others)
SAMPLE_TURN_CAP = 6         # the conformance checks' games stop at this game turn (the app's turn cap option)
SAMPLES = (("main 2 players", "main", 2), ("main 4 players", "main", 4), ("elf_gate", "elf_gate", 3),
           ("necromancer_march", "necromancer_march", 2), ("prisoners", "prisoners", 2),
           ("nordrassil", "nordrassil", 4))


class WarcraftBoard(GameModules, WindowParts, GameDefinition):
    """Warcraft: The Board Game for 2 to 4 players: the main game and four scenarios."""

    id = "warcraft_board"
    name = "Warcraft: The Board Game"
    tagline = N_("Harvest, build, train and fight for Azeroth — for 2 to 4 players")
    version = GAME_VERSION
    actions = ACTIONS
    window_module = WINDOW
    package = "games.warcraft_board"             # its ai, narrate and commands (kernel/game_modules.py)
    scenarios = SCENARIOS           # simulate --scenario

    # -- files ---------------------------------------------------------------------------

    def parse_setup(self, document: Mapping[str, Any], where: str,
                    base_dir: str = ".") -> tuple[JsonDict | None, list[Problem]]:
        return parse_game_file(document, where, base_dir, self.ai_levels)

    def new_game(self, setup: Mapping[str, Any]) -> Game:
        board = load_board(setup["map"], setup.get("base_dir", "."))
        game = new_game(setup, board)
        game.file_setup = dict(setup)
        rules.start(game)
        return game

    def document(self, game: Any) -> JsonDict:
        return game_document(game, actions_json(game))

    def sample_setups(self, seed: int) -> dict[str, JsonDict]:
        """A game of random computer seats for each scenario (and the main game at 2 and 4 seats), stopped
        at a turn cap so the checks' random games end. A scenario whose map is not shipped yet is left out."""
        from .model.board import MAP_LAYOUTS, map_file

        return {label: envelope.wrap(self.id, self.version, {
            "scenario": scenario,
            "seed": seed,
            "players": [{"name": f"Seat {i + 1}", "kind": "ai", "level": "random"} for i in range(seats)],
            "options": {"turn_cap": SAMPLE_TURN_CAP},
        }) for label, scenario, seats in SAMPLES if os.path.exists(map_file(MAP_LAYOUTS[(scenario, seats)]))}

    # -- playing -------------------------------------------------------------------------

    def apply(self, game: Any, action: Any) -> list[JsonDict]:
        return rules.apply(game, action)

    def legal_actions(self, game: Any) -> Sequence[Action]:
        """Every legal action now, except that moves are cut to LEGAL_MOVES_LISTED (every piece's first
        paths before any piece's others): a big army has thousands of paths."""
        return rules.legal_actions(game, limit=LEGAL_MOVES_LISTED)

    def is_over(self, game: Any) -> bool:
        return game.over

    def round(self, game: Any) -> int:
        return game.turn

    def seat_to_act(self, game: Any) -> int | None:
        return rules.seat_to_act(game)

    def actions_taken(self, game: Any) -> int:
        return len(game.actions)

    def undo_floor(self, game: Any) -> int | None:
        """Nothing before the last action that rolled a die or drew a card may be taken back."""
        return game.random_floor or None

    # -- what people and programs see ----------------------------------------------------

    def state_json(self, game: Any) -> JsonDict:
        return state_json(game)

    def view(self, game: Any, seat: int) -> JsonDict:
        return view(game, seat)

    def hidden(self, game: Any, seat: int) -> Collection[str | tuple]:
        """The seat's hand, by its place in the state JSON (cards are named by kind, which other hands and
        the open discard piles share): only its own view holds it, until the game is over."""
        if game.over or not 0 <= seat < len(game.seats):
            return ()
        return {("players", seat, "hand")}

    # -- the command line and the window -------------------------------------------------

    def check_data(self, path: str, document: Any) -> list[Problem]:
        """`check` of a map (`warcraft_board-map`): every rule of its layout."""
        from .model.board import MAP_FORMAT, check_map

        return check_map_document(self, path, document, MAP_FORMAT, check_map)

    def window_missing(self, app: Any) -> Any:
        return _not_yet(app)


def _not_yet(app: Any) -> Any:
    """The shell's message scene: the window cannot show this game yet (never a crash)."""
    from game.i18n import _
    from game.scenes import registry

    return registry.make("message", app, _("Warcraft: The Board Game"),
                         _("This window cannot show Warcraft: The Board Game yet: play it on the command line "
                           "(simulate, replay, check)."))


WARCRAFT = WarcraftBoard()

__all__ = ["WARCRAFT", "WarcraftBoard", "DataError"]
