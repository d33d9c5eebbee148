"""Fixtures for the UI tests (driving helpers: scene_driver.py)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app import App, parse_args  # noqa: E402


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    """A temporary user data folder (saves, settings, autosave): nothing touches the player's own."""
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    pygame.display.init()
    pygame.font.init()
    return tmp_path / "user"


@pytest.fixture
def app(user_dir):
    """An App on a 1600x1000 window, no scene yet."""
    screen = pygame.display.set_mode((1600, 1000))
    return App(screen, parse_args([]))
