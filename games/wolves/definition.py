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

import importlib
import importlib.util
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from game.i18n import N_
from kernel import envelope
from kernel.actions import Action
from kernel.definition import GameDefinition
from kernel.errors import Problem

from .model.actions import ACTIONS
from .model.board import MAP_FORMAT, SHIPPED_BOX, check_box
from .model.game import WolvesGame
from .model.gamefile import GAME_VERSION, game_document, parse_game_file
from .model.state_json import state_json

JsonDict = dict[str, Any]
SAMPLE_SEATS = (2, 3, 4, 5)       # the conformance checks play each seat count
SCENES = "games.wolves.scenes"


def _scenes() -> Any:
    """games/wolves/scenes when the window has it, else None."""
    if importlib.util.find_spec(SCENES) is None:
        return None
    return importlib.import_module(SCENES)


class Wolves(GameDefinition):
    """The Wolves, for 2 to 5 players, on the box of games/wolves/maps/."""

    id = "wolves"
    name = "The Wolves"
    tagline = N_("Lead a wolf pack and hold the regions as the moon waxes — for 2 to 5 players")
    version = GAME_VERSION
    actions = ACTIONS

    @property
    def ai_levels(self) -> tuple[str, ...]:
        from .ai import available_levels

        return available_levels()

    @property
    def screens(self) -> frozenset[str]:     # type: ignore[override]
        scenes = _scenes()
        return frozenset(getattr(scenes, "SCREENS", ())) if scenes is not None else frozenset()

    # -- files ---------------------------------------------------------------------------

    def parse_setup(self, document: Mapping[str, Any], where: str,
                    base_dir: str = ".") -> tuple[JsonDict | None, list[Problem]]:
        return parse_game_file(document, where, base_dir, self.ai_levels)

    def new_game(self, setup: Mapping[str, Any]) -> WolvesGame:
        game = WolvesGame(setup)
        game.file_setup = setup     # what its game file records besides the actions (document)
        return game

    def document(self, game: Any) -> JsonDict:
        return game_document(game.file_setup, [action.to_json() for action in game.actions])

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
        return game.legal_actions()

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

    def narrate(self, game: Any, event: Mapping[str, Any]) -> str:
        from .narrate import describe_event

        return describe_event(game, event)

    def summary_text(self, game: Any) -> str:
        from .narrate import summary_text

        return summary_text(game)

    # -- computer players ----------------------------------------------------------------

    def make_player(self, level: str, seed: int) -> Any:
        from .ai import make_player

        return make_player(level, seed)

    # -- the command line and the window -------------------------------------------------

    def check_data(self, path: str, document: Any) -> list[Problem]:
        """`check` of a box (`wolves-map`): every rule its boards follow, its slots and layouts."""
        if document is None:
            return [Problem(path, "The Wolves has no folders to check: give its map files or game files")]
        if isinstance(document, Mapping) and document.get("format") not in (None, MAP_FORMAT):
            return [Problem(f"{path}: format", f"The Wolves reads \"{MAP_FORMAT}\" and \"{self.game_format}\" "
                                                f"files, not this one")]
        return check_box(document, path)

    def simulate(self, options: Any) -> JsonDict:
        from .commands import simulate_command

        return simulate_command(self, options)

    def play_scene(self, app: Any, session: Any) -> Any:
        scenes = _scenes()
        if scenes is None or not hasattr(scenes, "play_scene"):
            return _not_yet(app)
        return scenes.play_scene(app, session)

    def demo_scene(self, app: Any, options: Any) -> Any:
        scenes = _scenes()
        if scenes is None or not hasattr(scenes, "demo_scene"):
            return _not_yet(app)
        return scenes.demo_scene(app, options)

    def open_screen(self, name: str, app: Any, back: Any = None) -> Any:
        scenes = _scenes()
        if scenes is None or name not in self.screens:
            return super().open_screen(name, app, back)
        return scenes.open_screen(name, app, back)

    def resumed_session(self, setup: Mapping[str, Any], **options: Any) -> Any:
        scenes = _scenes()
        maker = getattr(scenes, "resumed_session", None) if scenes is not None else None
        return maker(setup, **options) if maker is not None else None

    def replay_cursor(self, setup: Mapping[str, Any]) -> Any:
        scenes = _scenes()
        maker = getattr(scenes, "replay_cursor", None) if scenes is not None else None
        return maker(setup) if maker is not None else None


def _not_yet(app: Any) -> Any:
    """The shell's message scene: the window cannot show The Wolves yet (never a crash)."""
    from game.i18n import _
    from game.scenes import registry

    return registry.make("message", app, _("The Wolves"),
                         _("This window cannot show The Wolves yet: play it on the command line "
                           "(simulate, replay, check)."))


WOLVES = Wolves()

__all__ = ["WOLVES", "Wolves"]
