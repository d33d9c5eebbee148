"""Fixtures for the UI tests (driving helpers: scene_driver.py)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.app import App, parse_args  # noqa: E402


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """The UI tests look for English texts: the window speaks English whatever the machine's locale
    (tests of the Russian window set SMALLWORLD_LANG=ru or call i18n.set_language themselves)."""
    monkeypatch.setenv(i18n.ENV_FORCE, "en")
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _forget_learned_race_looks():
    """Race looks a test's ruleset taught ui.theme (it keeps them process-wide, e.g. the Warcraft
    races) are forgotten after each test, so later tests meet the races they expect."""
    from game.ui import theme
    races, learned = dict(theme.RACES), theme._learned[0]
    yield
    theme.RACES.clear()
    theme.RACES.update(races)
    theme._learned[0] = learned


@pytest.fixture
def speak(monkeypatch):
    """speak(lang): the window in that language, whatever the App reads from the settings
    (`english` puts English back after the test)."""
    def use(lang):
        monkeypatch.setenv(i18n.ENV_FORCE, lang)
        i18n.set_language(lang)
    return use


@pytest.fixture
def russian(monkeypatch):
    """The window speaks Russian for this test."""
    monkeypatch.setenv(i18n.ENV_FORCE, "ru")
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


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
