"""Small World's game definition: what the kernel, the command line and the window know of it.

It adapts the rest of this package: its rules engine (model/: a setup read by
`gamefile.parse_game_file`, `Game.apply`, `legal_actions`, `state_json`), its log (narrate.py), its
computer players (ai/), its screens (scenes/) and its part of the command line (commands.py). Those
are imported when first asked for, so neither the kernel nor the command line imports pygame
through here.

Small World keeps nothing hidden from a seat in its rules data: there are no cards in hand, and
the game file and the state JSON hold everything. A seat's `view` is the state JSON. (In a
hot-seat game the window keeps the other people's coins out of sight unless the setup's "Show all
players' coins" is ticked: a courtesy of the screen, scenes/play.py, not a rule of the model.)
"""

from __future__ import annotations

import os
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from game import resources
from game.i18n import N_
from kernel import envelope
from kernel.definition import GameDefinition
from kernel.errors import DataError, Problem

from .model.actions import ACTIONS
from .model.ai_levels import AI_LEVELS
from .model.gamefile import GAME_VERSION, game_file_json, parse_game_file
from .model.legal import legal_actions
from .model.replay import SmallWorldRules
from .model.ruleset import load_ruleset
from .model.state_json import state_json

JsonDict = dict[str, Any]
_SCREENS = {"setup": "setup", "rules": "rules", "lesson": "tutorial"}   # the title's, in game/scenes/registry.py
SAMPLE_SEATS = 3      # the conformance checks play each ruleset with this many computer seats


class SmallWorld(SmallWorldRules, GameDefinition):
    """Small World, rulesets classic and azeroth (Small World of Warcraft). new_game, apply, round
    and describe_action are the ones the model's replay uses (games/smallworld/model/replay.py)."""

    id = "smallworld"
    name = "Small World"
    tagline = N_("Conquer, decline, and rise again — for 2 to 5 players")
    version = GAME_VERSION
    actions = ACTIONS
    screens = frozenset(_SCREENS)

    @property
    def ai_levels(self) -> tuple[str, ...]:
        return AI_LEVELS

    # -- files ---------------------------------------------------------------------------

    def parse_setup(self, document: Mapping[str, Any], where: str,
                    base_dir: str = ".") -> tuple[JsonDict | None, list[Problem]]:
        return parse_game_file(document, where, resources.map_folders(), resources.rules_dir(), base_dir)

    def document(self, game: Any) -> JsonDict:
        """The game file, naming its map by id. (The window's saves also carry the map itself when it
        is not one shipped with the game, and a `meta` block: game/saves.py.)"""
        return game_file_json(game, game.board.id)

    def sample_setups(self, seed: int) -> dict[str, JsonDict]:
        """Each shipped ruleset, played by three random computers on the first shipped map it is
        played on (a classic map, or a Warcraft world for azeroth)."""
        samples = {}
        rules = resources.rules_dir()
        for ruleset_id in sorted(os.listdir(rules)):
            if not os.path.isfile(os.path.join(rules, ruleset_id, "ruleset.yaml")):
                continue
            worlds = load_ruleset(os.path.join(rules, ruleset_id)).entry == "entry_regions"
            samples[ruleset_id] = envelope.wrap(self.id, self.version, {
                "ruleset": ruleset_id,
                "map": _shipped_map(SAMPLE_SEATS, worlds),
                "seed": seed,
                "players": [{"name": f"Seat {i + 1}", "kind": "ai", "level": "random"} for i in range(SAMPLE_SEATS)],
            })
        return samples

    # -- playing -------------------------------------------------------------------------

    def legal_actions(self, game: Any) -> Sequence[Any]:
        return legal_actions(game)

    def is_over(self, game: Any) -> bool:
        return game.over

    def copy(self, game: Any) -> Any:
        return game.copy()

    # -- what people and programs see ----------------------------------------------------

    def state_json(self, game: Any) -> JsonDict:
        return state_json(game)

    def view(self, game: Any, seat: int) -> JsonDict:
        """The state JSON: Small World hides nothing from a seat (no cards in hand)."""
        return state_json(game)

    def hidden(self, game: Any, seat: int) -> Collection[str]:
        return ()

    def narrate(self, game: Any, event: Mapping[str, Any]) -> str:
        from .narrate import describe_event

        return describe_event(game, event)

    def summary_text(self, game: Any) -> str:
        from .commands import summary_text

        return summary_text(game)

    # -- computer players ----------------------------------------------------------------

    def make_player(self, level: str, seed: int) -> Any:
        from .ai import make_player

        return make_player(level, seed)

    # -- the command line and the window -------------------------------------------------

    def check_data(self, path: str, document: Any) -> list[Problem]:
        from .commands import check_data

        return check_data(path, document)

    def simulate(self, options: Any) -> JsonDict:
        from .commands import simulate_command

        return simulate_command(options)

    def play_scene(self, app: Any, session: Any) -> Any:
        """The in-game screen, with the window's sound listening; the end screen for a game that is over."""
        from game import audio
        from game.scenes import registry

        if session.game.over:
            return registry.make("game_over", app, session)
        audio.attach(session.bus)   # the effects and the music (silent without a sound device)
        return registry.make("play", app, session)

    def demo_scene(self, app: Any, options: Any) -> Any:
        from .scenes.start import demo_scene

        return demo_scene(app, options)

    def save_text(self, session: Any) -> str:
        """The game file naming the map as the session does (its id, or the path it was read from), with the
        map's document unless it is shipped, and the `meta` block (game/saves.py: document_text)."""
        from game.saves import document_text

        return document_text(session.game, session.map_ref)

    def resumed_session(self, setup: Mapping[str, Any], **options: Any) -> Any:
        from .session import Session

        return Session.resumed(setup, **options)

    def replay_cursor(self, setup: Mapping[str, Any]) -> Any:
        from .replay_cursor import ReplayCursor

        return ReplayCursor(setup)

    def open_screen(self, name: str, app: Any, back: Any = None) -> Any:
        from game.scenes import registry

        if name not in _SCREENS:
            return super().open_screen(name, app, back)
        return registry.make(_SCREENS[name], app, **({"back": back} if name == "rules" else {}))


def _shipped_map(players: int, worlds: bool) -> str:
    """The id of the first map shipped with the game for `players` seats: a Warcraft world or a classic map
    (one that cannot be read is passed over)."""
    from .commands import first_map

    board = first_map(players, worlds, resources.maps_dir())
    if board is not None:
        return board.id
    raise DataError.single(resources.maps_dir(), f"no {'world' if worlds else 'classic map'} for {players} players")


SMALL_WORLD = SmallWorld()
