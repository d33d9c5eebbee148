"""Rough edges of The Wolves' window found by a player: the log names hexes in words a player finds on the
map (never coordinates), in English and in Russian. Screenshots are kept when SMALLWORLD_SHOTS names a folder
(scene_driver.shot)."""

import re

import pytest

from game import i18n
from game.game_session import GameSession
from games.wolves.definition import WOLVES
from games.wolves.scenes.play import play_scene
from tests.ui.scene_driver import frame, new_app, shot

COORDINATES = re.compile(r"-?\d+,-?\d+")


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


@pytest.fixture(params=["en", "ru"])
def language(request):
    yield request.param
    i18n.set_language("en")


def window(size, language):
    """A new window in that language (the app starts in the settings' language)."""
    app = new_app(size)
    i18n.set_language(language)
    return app


def computers_game(seats=4, seed=5):
    document = {"format": "wolves-game", "version": 1, "map": "standard", "seed": seed,
                "players": [{"name": f"Bot {i + 1}", "kind": "ai", "level": "random"} for i in range(seats)]}
    setup, _problems = WOLVES.parse_setup(document, "test")
    return setup


def test_the_log_in_the_window_names_hexes_in_words(language):
    app = window((1280, 800), language)
    session = GameSession(WOLVES, computers_game(), threaded=False, speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    for _ in range(400):
        frame(app)
        if sum(1 for a in session.game.actions if a.type in ("move", "build")) >= 6:
            break
    told = [text for text, _seat in session.log]
    moves = [t for t in told if ("move" in t and "from" in t) or "перемещают" in t]
    assert moves, told
    for text in told:
        assert not COORDINATES.search(text), text
    word = "region" if language == "en" else "регион"
    assert any(word in t for t in moves), moves
    shot(app.screen, f"wolves-log-words-{language}")
