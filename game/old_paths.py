"""The import paths Small World's modules had before they moved into games/smallworld/ keep working.

Code outside the program (a modder's script, an older test) may still write `from game.model.game import
Game`, `import game.model.board` or `from game.ai import make_player`. An import of such a name is answered
with the module at its new place, the very same object (imported there once, under its own name), so a
change made through either name is seen through the other. Inside the program every import names the new
place; this table is only for the outside.
"""

import importlib
import importlib.abc
import importlib.util
import sys

# old name -> new name; a name under an old one (game.model.primitives.towers) moves with it
MOVED = {
    "game.model": "games.smallworld.model",
    "game.ai": "games.smallworld.ai",
    "game.tutorial": "games.smallworld.tutorial",
    "game.ai_levels": "games.smallworld.model.ai_levels",
    **{f"game.{name}": f"games.smallworld.{name}"
       for name in ("grammar", "narrate", "commands", "session", "replay_cursor")},
    **{f"game.scenes.{name}": f"games.smallworld.scenes.{name}"
       for name in ("board_screen", "conquest", "game_over", "pick_combo", "play", "play_mode", "redeploy",
                    "replay_viewer", "rules", "scoring", "setup", "start", "tutorial")},
    **{f"game.ui.{name}": f"games.smallworld.ui.{name}"
       for name in ("animation", "board_view", "hud", "legend", "map_layer", "players_panel", "preview",
                    "symbols", "tokens", "world_pieces")},
}


def new_name(name):
    """The module's name today, or None for a name that did not move."""
    for old, new in MOVED.items():
        if name == old or name.startswith(old + "."):
            return new + name[len(old):]
    return None


class _OldPaths(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds an old name and loads it as the module at its new place."""

    def __init__(self):
        self._own_specs = {}

    def find_spec(self, fullname, path=None, target=None):
        real = new_name(fullname)
        if real is None:
            return None
        module = importlib.import_module(real)
        self._own_specs[fullname] = module.__spec__
        return importlib.util.spec_from_loader(fullname, self, is_package=hasattr(module, "__path__"))

    def create_module(self, spec):
        return importlib.import_module(new_name(spec.name))

    def exec_module(self, module):
        # the module ran already, under its new name; the import system has just given it the old
        # name's spec: it keeps its own
        module.__spec__ = self._own_specs.pop(module.__spec__.name)


def install():
    """Answer the old names from now on (once; game/__init__.py calls it)."""
    if not any(isinstance(finder, _OldPaths) for finder in sys.meta_path):
        sys.meta_path.insert(0, _OldPaths())
