"""Where the game's data lives, from source and from a PyInstaller build.

Everything shipped with the game (assets/, maps/, rules_data/) is found through
`resource_path`; everything the player makes (saves, settings) through
`user_data_dir`, never inside the install folder.
"""

import os
import sys

import platformdirs


def install_root():
    # PyInstaller 6 unpacks data under sys._MEIPASS (the _internal folder).
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return frozen
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def resource_path(*parts):
    return os.path.join(install_root(), *parts)


def maps_dir():
    return resource_path("maps")


def user_maps_dir():
    """Where players put maps of their own (made on demand)."""
    folder = os.path.join(user_data_dir(), "maps")
    os.makedirs(folder, exist_ok=True)
    return folder


def map_folders():
    """Every folder maps are looked up in: the shipped ones first, then the player's."""
    try:
        return [maps_dir(), user_maps_dir()]
    except OSError:  # no writable home: the shipped maps still play
        return [maps_dir()]


def rules_dir():
    return resource_path("rules_data")


# The player's folder is named as each system's custom has it (README, Packaging).
APP_FOLDER = "smallworld-desk"           # Linux and other Unix systems
APP_FOLDER_TITLED = "SmallWorldDesk"     # Windows and macOS


def app_folder(platform=None):
    """The name of the game's folder in the user's data folder on `platform` (sys.platform's value)."""
    return APP_FOLDER_TITLED if (platform or sys.platform) in ("win32", "darwin") else APP_FOLDER


def user_data_dir():
    """The player's data folder for this game (created on demand): saves, settings, the autosave.

    $SMALLWORLD_USER_DIR when it is set; on Linux $XDG_DATA_HOME/smallworld-desk or
    ~/.local/share/smallworld-desk, on Windows %APPDATA%\\SmallWorldDesk (platformdirs); on macOS
    ~/Library/Application Support/SmallWorldDesk. OSError when there is none to be had.
    """
    base = user_folder_path()
    os.makedirs(base, exist_ok=True)
    return base


def user_folder_path():
    """Where `user_data_dir` is, without making it (the tests' guard looks there)."""
    override = os.environ.get("SMALLWORLD_USER_DIR")
    if override:
        base = override
    elif sys.platform == "darwin":
        # platformdirs' own answer, except that newer platformdirs let $XDG_DATA_HOME move it on
        # macOS too, and the game's folder there has always been this one whatever that says
        base = os.path.join(os.path.expanduser("~/Library/Application Support"), app_folder())
    else:
        try:
            base = platformdirs.user_data_dir(app_folder(), appauthor=False, roaming=True)
        except RuntimeError as exc:      # platformdirs: no home folder to be found
            raise OSError(f"no user data folder: {exc}") from None
    return base
