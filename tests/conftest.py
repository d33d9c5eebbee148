"""Shared by every test folder: `game_helpers` (finished games, canonical state) can be imported
from any test module. Folder-specific helpers: tests/model/conftest.py (scripted games on the
test grid), tests/ui/conftest.py and tests/ui/scene_driver.py (the window and its scenes).

No test touches the player's own user folder: the plugin tests/user_folder_guard.py gives each test
a temporary one and fails a run that writes into the player's folder anyway."""

import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)

pytest_plugins = ["user_folder_guard"]
