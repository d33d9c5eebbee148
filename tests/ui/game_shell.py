"""Helpers of the window tests of the games beside Small World (Warcraft, The Wolves): the title with a game
chosen, the shell's session a play screen shows, a lesson's computer thinking on the test's thread, and a
`language` fixture (English, then Russian)."""

import pytest

from game import i18n
from game.game_session import GameSession
from game.scenes import registry
from tests.ui.scene_driver import click, frame


@pytest.fixture(params=["en", "ru"])
def language(request, monkeypatch):
    monkeypatch.setenv(i18n.ENV_FORCE, request.param)
    i18n.set_language(request.param)
    return request.param


def title_with(app, definition):
    """The title screen with `definition`'s game chosen in its row of games (by a click)."""
    title = registry.show(app, "title")
    frame(app)
    ids = [value for value, _label in title.chooser.options]
    click(app, title.chooser.segments[ids.index(definition.id)].center)
    assert title.game is definition
    return title


def session_of(scene, definition):
    """The GameSession of `definition`'s game a play screen shows."""
    session = scene.session
    assert isinstance(session, GameSession) and session.definition is definition
    return session


def think_here(monkeypatch, scene_module):
    """A lesson scene module's computer thinks on the test's thread and plays at once (no clock in the tests)."""
    monkeypatch.setattr(scene_module, "THREADED", False)
    monkeypatch.setattr(scene_module, "saved_animation_speed", lambda: "instant")
