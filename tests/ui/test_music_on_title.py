"""The music of a game fades out when the window goes back to the title screen."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scene_driver import app_click, app_frame, new_app  # noqa: E402
from test_audio import SOUNDS_DIR, FakeMixer  # noqa: E402

from game import audio  # noqa: E402
from game.events import EventBus  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402


class _Seat:
    bus = EventBus()


def test_the_title_screen_fades_out_a_games_music(user_dir, monkeypatch):
    mixer = FakeMixer()
    window = audio.Audio(mixer=mixer, folder=SOUNDS_DIR, volumes=(0.8, 0.5))
    monkeypatch.setattr(audio, "_AUDIO", window)
    audio.attach(_Seat.bus)                      # a game is being played: its music loops
    music = mixer.reserved[0]
    assert music.busy and window.music_channel is music
    app = new_app((1024, 640))
    app.switch(TitleScene(app))
    app_frame(app)
    assert not music.busy and window.music_channel is None and window.buses == []
    _Seat.bus.publish({"type": "picked", "player": 0})
    assert [name for name in mixer.played if name != audio.MUSIC] == []


def test_the_game_over_screens_title_button_fades_the_music(user_dir, monkeypatch):
    from test_game_over_breakdown import _scene, computer_game

    mixer = FakeMixer()
    window = audio.Audio(mixer=mixer, folder=SOUNDS_DIR, volumes=(0.8, 0.5))
    monkeypatch.setattr(audio, "_AUDIO", window)
    app, scene = _scene((1024, 640), computer_game("saltwind-coast", 1), "saltwind-coast")
    audio.attach(scene.session.bus)
    assert window.music_channel is not None
    app_click(app, scene.buttons["title"].rect.center)
    assert isinstance(app.scene, TitleScene)
    assert window.music_channel is None and not mixer.reserved[0].busy
