"""Where the game's data lives, from source and from a PyInstaller build.

Everything shipped with the game (assets/, maps/, rules_data/) is found through
`resource_path`; everything the player makes (saves, settings) through
`user_data_dir`, never inside the install folder.
"""

import os
import sys


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


def user_data_dir():
    """The platform's per-user data folder for this game (created on demand)."""
    override = os.environ.get("SMALLWORLD_USER_DIR")
    if override:
        base = override
    elif sys.platform.startswith("win"):
        base = os.path.join(os.environ.get("APPDATA") or os.path.expanduser("~"), "SmallWorldDesk")
    elif sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Application Support/SmallWorldDesk")
    else:
        xdg = os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share")
        base = os.path.join(xdg, "smallworld-desk")
    os.makedirs(base, exist_ok=True)
    return base
