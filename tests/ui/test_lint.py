"""The UI layer stays clean under ruff, with the settings of pyproject.toml."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI_PATHS = ["game/ui", "game/scenes", "game/app.py", "game/events.py", "game/settings.py", "game/resources.py",
            "games/smallworld/scenes", "games/smallworld/ui", "games/smallworld/narrate.py", "tests/ui"]


def _ruff():
    beside = Path(sys.executable).with_name("ruff")
    if beside.exists():
        return str(beside)
    return shutil.which("ruff")


def test_the_ui_layer_passes_ruff():
    ruff = _ruff()
    if ruff is None:
        pytest.skip("ruff is not installed (requirements.txt, # Lint)")
    result = subprocess.run([ruff, "check", "--no-cache", *UI_PATHS], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
