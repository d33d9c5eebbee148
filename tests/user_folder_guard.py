"""No test touches the player's own user folder (settings, saves, the autosave, the backdrop cache).

A pytest plugin, loaded by tests/conftest.py: before any test module is imported, $SMALLWORLD_USER_DIR
and the XDG folders point into a temporary folder, and each test gets a fresh user folder of its own.
The folder the game would use without them is looked at before and after the run, and
`pytest_sessionfinish` fails a run that created or changed anything in it
(tests/test_user_folder_guard.py proves both)."""

import os
import shutil
import tempfile

import pytest

USER_DIR_VARIABLES = ("SMALLWORLD_USER_DIR", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")


def _players_folder():
    """The folder the game would use on this machine were the tests not redirecting it."""
    from game import resources

    saved = {name: os.environ.pop(name, None) for name in USER_DIR_VARIABLES}
    try:
        return resources.user_folder_path()
    except OSError:
        return None
    finally:
        os.environ.update({name: value for name, value in saved.items() if value is not None})


def _snapshot(folder):
    """Every file and folder below `folder` with its size and change time (None: no folder)."""
    if folder is None or not os.path.isdir(folder):
        return None
    found = {}
    for parent, folders, files in os.walk(folder):
        for name in folders + files:
            path = os.path.join(parent, name)
            try:
                status = os.lstat(path)
            except OSError:
                continue
            found[os.path.relpath(path, folder)] = (status.st_size, status.st_mtime_ns)
    return found


PLAYERS_FOLDER = _players_folder()
PLAYERS_FOLDER_BEFORE = _snapshot(PLAYERS_FOLDER)
TEST_ROOT = tempfile.mkdtemp(prefix="smallworld-tests-")
os.environ["SMALLWORLD_USER_DIR"] = os.path.join(TEST_ROOT, "user")
for _name in USER_DIR_VARIABLES[1:]:
    os.environ[_name] = os.path.join(TEST_ROOT, _name.lower())


@pytest.fixture(autouse=True)
def _own_user_folder(tmp_path_factory, monkeypatch):
    """Each test starts with an empty user folder of its own (a test's `user_dir` may set another)."""
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path_factory.mktemp("user")))


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(TEST_ROOT, ignore_errors=True)
    after = _snapshot(PLAYERS_FOLDER)
    if after != PLAYERS_FOLDER_BEFORE:
        changed = sorted(set(after or {}) ^ set(PLAYERS_FOLDER_BEFORE or {})) or sorted(
            name for name in (after or {}) if after[name] != PLAYERS_FOLDER_BEFORE.get(name))
        session.config.stash[PLAYERS_FOLDER_TOUCHED] = changed or [PLAYERS_FOLDER]
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


PLAYERS_FOLDER_TOUCHED = pytest.StashKey[list]()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    touched = config.stash.get(PLAYERS_FOLDER_TOUCHED, None)
    if touched:
        terminalreporter.write_line(
            f"FAILED: the tests wrote into the player's own user folder {PLAYERS_FOLDER}: "
            + ", ".join(touched[:10]), red=True)
