"""What whole games played by a person in the real window (tools/qa/warcraft_real_window.py) showed wrong on
Warcraft's screens, each kept fixed here on the real engine under SDL's dummy driver."""

import pytest

from game.settings import remember_animation_speed
from games.warcraft_board.scenes.play import WarcraftPlayScene
from games.warcraft_board.scenes.setup import WarcraftSetupScene
from tests.ui.scene_driver import click, frame, new_app


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def test_a_new_game_starts_at_the_pace_the_player_last_chose():
    """The play screen's Speed button keeps the pace in the settings; a new game began at Normal anyway, so
    the player had to click Speed again every game."""
    app = new_app((1280, 800))
    assert remember_animation_speed("fast")
    setup = WarcraftSetupScene(app)
    app.switch(setup)
    frame(app)
    click(app, setup.buttons["start"].rect.center)
    scene = app.scene
    assert isinstance(scene, WarcraftPlayScene)
    assert scene.session.speed == "fast"
    scene.session.threaded = False
    scene.cycle_speed()
    assert scene.session.speed == "instant"
    setup = WarcraftSetupScene(app)
    app.switch(setup)
    frame(app)
    click(app, setup.buttons["start"].rect.center)
    assert app.scene.session.speed == "instant"
