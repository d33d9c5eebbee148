"""The Wolves' game definition: what the kernel, the command line and the window know of it.

It adapts the game as games/wolves/ has it: the rules engine (model/game.py `WolvesGame`, built from
the setup that model/gamefile.py reads out of a `wolves-game` file, every random outcome drawn), the
log in words (narrate.py), the computer players (ai/) and its part of the command line
(commands.py: `check` of a map, `simulate`). Those are imported when first asked for where they are
heavy; nothing here imports pygame.

The window's screens come from games/wolves/scenes when that package is there: `play_scene(app,
session)`, `demo_scene(app, options)`, and for the title `SCREENS` (names of "setup", "rules",
"lesson") with `open_screen(name, app, back)`; and, when it has them, `resumed_session(setup,
**options)` and `replay_cursor(setup)`. Until then `--demo --game wolves` shows a message saying the
window cannot show The Wolves yet, and the title's buttons for it stay disabled.

The Wolves hides nothing: the tiles' backs show on their corners and every board, token and score is
open (the rules' digital notes), so a seat's `view` is the whole state JSON.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from game.i18n import N_
from kernel import envelope
from kernel.actions import Action, actions_json
from kernel.definition import GameDefinition
from kernel.errors import Problem
from kernel.file_checks import check_map_document
from kernel.game_modules import GameModules
from kernel.window_parts import WindowParts

from .model import legal
from .model.actions import ACTIONS, BonusAction, Build, Dominate, EndTurn, Howl, Move, Upgrade, wolf
from .model.board import MAP_FORMAT, SHIPPED_BOX, check_box
from .model.game import WolvesGame
from .model.gamefile import GAME_VERSION, game_document, parse_game_file
from .model.hexes import hex_id
from .model.state_json import state_json
from .model.values import ATTRIBUTES, DENS_PER_AREA

JsonDict = dict[str, Any]
SAMPLE_SEATS = (2, 3, 4, 5)       # the conformance checks play each seat count
WINDOW = "games.wolves.scenes.screens"


class Wolves(GameModules, WindowParts, GameDefinition):
    """The Wolves, for 2 to 5 players, on the box of games/wolves/maps/."""

    id = "wolves"
    name = "The Wolves"
    tagline = N_("Lead a wolf pack and hold the regions as the moon waxes — for 2 to 5 players")
    version = GAME_VERSION
    actions = ACTIONS
    window_module = WINDOW
    package = "games.wolves"             # its ai, narrate and commands (kernel/game_modules.py)

    # -- files ---------------------------------------------------------------------------

    def parse_setup(self, document: Mapping[str, Any], where: str,
                    base_dir: str = ".") -> tuple[JsonDict | None, list[Problem]]:
        return parse_game_file(document, where, base_dir, self.ai_levels)

    def new_game(self, setup: Mapping[str, Any]) -> WolvesGame:
        game = WolvesGame(setup)
        game.file_setup = setup     # what its game file records besides the actions (document)
        return game

    def document(self, game: Any) -> JsonDict:
        return game_document(game.file_setup, actions_json(game))

    def sample_setups(self, seed: int) -> dict[str, JsonDict]:
        """A game of random computer seats on the shipped box for each seat count."""
        return {f"{n} players": envelope.wrap(self.id, self.version, {
            "map": SHIPPED_BOX,
            "seed": seed,
            "players": [{"name": f"Seat {i + 1}", "kind": "ai", "level": "random"} for i in range(n)],
        }) for n in SAMPLE_SEATS}

    # -- playing -------------------------------------------------------------------------

    def apply(self, game: Any, action: Any) -> list[JsonDict]:
        return game.apply(action)

    def legal_actions(self, game: Any) -> Sequence[Action]:
        """Legal actions now, every one of them applying: the engine's own list (model/legal.py), except
        that a wolf's Moves are one per terrain it can reach (to its nearest end of that terrain), not one
        per end hex. The engine's list holds some 150 Moves for a handful of other actions, so random play
        from it (the conformance checks') drifts for thousands of actions; this one keeps every kind of
        action and every target of the others, and random games end in a few hundred."""
        return representative_actions(game)

    def is_over(self, game: Any) -> bool:
        return game.over

    def round(self, game: Any) -> int:
        return game.round

    def copy(self, game: Any) -> Any:
        return game.copy()

    def seat_to_act(self, game: Any) -> int | None:
        return game.current

    def actions_taken(self, game: Any) -> int:
        return len(game.actions)

    # -- what people and programs see ----------------------------------------------------

    def state_json(self, game: Any) -> JsonDict:
        return state_json(game)

    def view(self, game: Any, seat: int) -> JsonDict:
        """The state JSON: The Wolves hides nothing from a seat."""
        return state_json(game)

    def hidden(self, game: Any, seat: int) -> Collection[str]:
        return ()

    # -- the command line and the window -------------------------------------------------

    def check_data(self, path: str, document: Any) -> list[Problem]:
        """`check` of a box (`wolves-map`): every rule its boards follow, its slots and layouts."""
        return check_map_document(self, path, document, MAP_FORMAT, check_box)

    def backdrop(self, size: tuple[int, int]) -> Any:
        """The title's background while The Wolves is chosen: its box laid out for 4 players, dimmed."""
        from .ui.backdrop import backdrop

        return backdrop(size)

    def window_missing(self, app: Any) -> Any:
        return _not_yet(app)


def representative_actions(game: Any) -> list[Action]:
    """The legal actions of `Wolves.legal_actions`: model/legal.py's `legal_actions` with a wolf's Moves
    cut to one per terrain (the nearest end), its multi-wolf Moves left out."""
    if game.over or game.phase != "play":
        return legal.legal_actions(game)
    seat = game.current
    board = game.boards[seat]
    out: list[Action] = []
    if game.actions_left > 0:
        for kind, start in legal.own_wolves(game, board.pack):
            reached: set[str] = set()
            for end, terrain in legal.move_ends(game, seat, kind, start).items():      # nearest first
                if terrain not in reached:
                    reached.add(terrain)
                    out.append(Move(player=seat, wolves=(wolf(kind, hex_id(start), hex_id(end)),)))
        areas = [area for area in ATTRIBUTES if board.dens[area] < DENS_PER_AREA]
        for h in legal.build_targets(game, seat):
            out.extend(Build(player=seat, hex=hex_id(h), area=area) for area in areas)
        out.extend(Upgrade(player=seat, hex=hex_id(h)) for h in legal.upgrade_targets(game, seat))
        out.extend(Howl(player=seat, hex=hex_id(h)) for h in legal.howl_targets(game, seat))
        for h, kind in legal.dominate_targets(game, seat):
            if kind == "pack":
                out.append(Dominate(player=seat, hex=hex_id(h), kind="pack"))
            else:
                out.extend(Dominate(player=seat, hex=hex_id(h), kind="den", area=area) for area in areas)
    forfeit = not out           # no action left, or none legal: the turn may end (C19)
    if board.bonus_action > 0:
        out.append(BonusAction(player=seat))
    if forfeit:
        out.append(EndTurn(player=seat))
    return out


def _not_yet(app: Any) -> Any:
    """The shell's message scene: the window cannot show The Wolves yet (never a crash)."""
    from game.i18n import _
    from game.scenes import registry

    return registry.make("message", app, _("The Wolves"),
                         _("This window cannot show The Wolves yet: play it on the command line "
                           "(simulate, replay, check)."))


WOLVES = Wolves()

__all__ = ["WOLVES", "Wolves"]
