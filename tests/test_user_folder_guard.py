"""The tests never write into the player's own user folder (tests/user_folder_guard.py redirects it).

A test run once left `settings.json` (speed "instant") and a backdrop cache in the real folder, and
the player's next New game started at Instant. These prove the redirection and the guard that fails
a run which writes there anyway."""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import user_folder_guard

from game import resources, saves, settings

ROOT = Path(__file__).resolve().parent.parent


def test_every_test_gets_a_temporary_user_folder():
    folder = os.path.realpath(resources.user_data_dir())
    assert folder.startswith(os.path.realpath(tempfile.gettempdir()))
    if user_folder_guard.PLAYERS_FOLDER:
        assert os.path.realpath(user_folder_guard.PLAYERS_FOLDER) != folder
    assert os.listdir(folder) == []     # fresh for each test: nothing an earlier test wrote


def test_what_the_game_writes_lands_in_the_temporary_folder():
    saved = settings.defaults()
    saved["setup"]["speed"] = "instant"
    settings.save_settings(saved)
    for path in (settings.settings_path(), saves.autosave_path(), saves.saves_dir()):
        assert os.path.realpath(path).startswith(os.path.realpath(resources.user_data_dir()))
    assert settings.load_settings()["setup"]["speed"] == "instant"


def test_a_run_that_writes_into_the_players_folder_fails(tmp_path):
    """The guard itself: a test that clears the redirection and saves the settings makes the run fail,
    naming the file, though the test passed."""
    home = tmp_path / "home"
    home.mkdir()
    (tmp_path / "test_inner.py").write_text(
        "import os\n"
        "def test_writes_into_the_players_folder():\n"
        "    for name in ('SMALLWORLD_USER_DIR', 'XDG_DATA_HOME', 'XDG_CONFIG_HOME', 'XDG_CACHE_HOME'):\n"
        "        os.environ.pop(name, None)\n"
        "    from game import settings\n"
        "    settings.save_settings(settings.defaults())\n", encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if key not in user_folder_guard.USER_DIR_VARIABLES}
    env.update(HOME=str(home), PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "user_folder_guard", "-p", "no:cacheprovider",
                             "--rootdir", str(tmp_path), str(tmp_path / "test_inner.py")],
                            cwd=str(tmp_path), env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode != 0, result.stdout
    assert "1 passed" in result.stdout
    assert "wrote into the player's own user folder" in result.stdout and "settings.json" in result.stdout
