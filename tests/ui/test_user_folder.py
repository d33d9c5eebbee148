"""The player's data folder (game.resources.user_data_dir): the override, and each system's place."""

import sys

import pytest

from game import resources


def test_the_override_wins(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "mine"))
    assert resources.user_data_dir() == str(tmp_path / "mine")
    assert (tmp_path / "mine").is_dir()


def test_each_system_has_its_folder_name():
    assert resources.app_folder("linux") == "smallworld-desk"
    assert resources.app_folder("win32") == "SmallWorldDesk"
    assert resources.app_folder("darwin") == "SmallWorldDesk"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux folder")
def test_on_linux_the_xdg_data_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("SMALLWORLD_USER_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert resources.user_data_dir() == str(tmp_path / "xdg" / "smallworld-desk")
    monkeypatch.delenv("XDG_DATA_HOME")
    assert resources.user_data_dir() == str(tmp_path / "home" / ".local" / "share" / "smallworld-desk")


def test_on_windows_appdata_without_an_author_folder(monkeypatch):
    """platformdirs' Windows answer with the game's arguments (told where the roaming AppData folder is)."""
    from platformdirs.windows import Windows

    roaming = r"C:\Users\ann\AppData\Roaming"
    monkeypatch.setenv("WIN_PD_OVERRIDE_APPDATA", roaming)      # platformdirs' override of the known folder
    monkeypatch.setenv("APPDATA", roaming)                      # what older platformdirs read off Windows
    folder = Windows(resources.app_folder("win32"), appauthor=False, roaming=True).user_data_dir
    assert folder.replace("/", "\\") == roaming + "\\SmallWorldDesk"


def test_on_macos_application_support(tmp_path, monkeypatch):
    monkeypatch.delenv("SMALLWORLD_USER_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))    # not the place on macOS
    monkeypatch.setattr(sys, "platform", "darwin")
    expected = tmp_path / "home" / "Library" / "Application Support" / "SmallWorldDesk"
    assert resources.user_data_dir() == str(expected) and expected.is_dir()
