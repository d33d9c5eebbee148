"""Sound: the generator (packaging/make_sounds.py), the player (game/audio.py) and the volume settings.

The generator must make every named sound, the same samples on every run, and the
shipped files must be its output (assets/sounds/README.md lists each sound's PCM
digest). The player is driven with a stand-in mixer that records what is played;
with no audio device (SDL_AUDIODRIVER=dummy, a mixer that fails) it must stay silent,
raise nothing and print nothing.
"""

import importlib.util
import json
import os
import re
import subprocess
import sys
import wave

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from game import audio, settings  # noqa: E402
from game.events import EventBus  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOUNDS_DIR = os.path.join(ROOT, "assets", "sounds")
SCRIPT = os.path.join(ROOT, "packaging", "make_sounds.py")


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_sounds", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_sounds = _load_generator()


@pytest.fixture(scope="module")
def rendered():
    return {name: make_sounds.render(name) for name in make_sounds.SOUNDS}


# -- the generator ----------------------------------------------------------------------


def test_the_generator_makes_every_sound_the_game_plays(rendered):
    assert set(make_sounds.SOUNDS) == set(audio.SOUND_NAMES) | {audio.MUSIC}
    for name, samples in rendered.items():
        seconds = len(samples) / make_sounds.RATE
        limit = make_sounds.MUSIC_MAX_SECONDS if name == audio.MUSIC else make_sounds.EFFECT_MAX_SECONDS
        assert 0.2 <= seconds <= limit, (name, seconds)
        peak = max(abs(v) for v in samples)
        assert 3000 < peak < 32767, (name, peak)          # heard, and never clipped
        assert abs(samples[0]) < 2000 and abs(samples[-1]) < 2000 or name == audio.MUSIC, name  # no click
    music = rendered[audio.MUSIC]
    assert max(abs(v) for v in music) <= 0.36 * 32767     # the music is quiet


def test_the_generator_is_deterministic(rendered):
    for name in make_sounds.SOUNDS:
        if name != audio.MUSIC:                            # the slowest; checked in the other process below
            assert make_sounds.render(name) == rendered[name], name
    code = ("import importlib.util, json, sys; spec = importlib.util.spec_from_file_location('m', sys.argv[1]); "
            "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); "
            "print(json.dumps({n: m.pcm_digest(n) for n in m.SOUNDS}))")
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", code, SCRIPT], capture_output=True, text=True, env=env, check=True)
    other = json.loads(out.stdout.strip().splitlines()[-1])
    assert other == {name: make_sounds.pcm_digest(name, samples) for name, samples in rendered.items()}


def test_the_shipped_sounds_are_the_generators_output(rendered):
    readme = open(os.path.join(SOUNDS_DIR, "README.md"), encoding="utf-8").read()
    assert "packaging/make_sounds.py" in readme and "same terms" in readme
    listed = dict(re.findall(r"^\| (\w+)\.(?:ogg|wav) \|.*\| ([0-9a-f]{64}) \|$", readme, re.M))
    assert set(listed) == set(make_sounds.SOUNDS)
    total = 0
    for name, samples in rendered.items():
        assert listed[name] == make_sounds.pcm_digest(name, samples), f"{name}: rerun packaging/make_sounds.py"
        files = [name + ext for ext in audio.EXTENSIONS if os.path.isfile(os.path.join(SOUNDS_DIR, name + ext))]
        assert files, f"assets/sounds has no {name}.ogg or {name}.wav"
        total += os.path.getsize(os.path.join(SOUNDS_DIR, files[0]))
    assert total < 400_000                                 # compressed: the one-folder build stays small


def test_wav_files_are_16_bit_mono_at_22050_hz(tmp_path, rendered):
    written = make_sounds.make_all(str(tmp_path), wav=True, names=["pick", "die"])
    for name, path in written.items():
        assert path.endswith(".wav")
        with wave.open(path) as f:
            assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, 22050)
            assert f.readframes(f.getnframes()) == make_sounds.pcm_bytes(rendered[name])


def test_ogg_files_are_reproducible_and_valid(tmp_path):
    if make_sounds._libsndfile() is None:
        pytest.skip("no Ogg Vorbis encoder (libsndfile) here: the generator writes WAV")
    first = make_sounds.make_all(str(tmp_path / "a"), names=["score", "die"])
    second = make_sounds.make_all(str(tmp_path / "b"), names=["score", "die"])
    for name in first:
        data = open(first[name], "rb").read()
        assert data == open(second[name], "rb").read(), name
        assert data.startswith(b"OggS") and b"vorbis" in data[:200]
        assert make_sounds.fix_ogg_serial(data) == data     # serial fixed and every page's CRC right


def test_the_mixer_loads_every_shipped_sound():
    import pygame

    had = pygame.mixer.get_init()
    try:
        pygame.mixer.init(22050, -16, 1)
    except pygame.error:
        pytest.skip("no mixer here, not even with the dummy driver")
    try:
        for name in make_sounds.SOUNDS:
            sound = audio.Audio(mixer=pygame.mixer, folder=SOUNDS_DIR, volumes=(0.5, 0.5)).sound(name)
            assert sound is not None, name
            limit = make_sounds.MUSIC_MAX_SECONDS if name == audio.MUSIC else make_sounds.EFFECT_MAX_SECONDS
            assert 0.2 < sound.get_length() <= limit + 0.01, name
    finally:
        if not had:
            pygame.mixer.quit()


# -- the player, with a stand-in mixer ---------------------------------------------------


class FakeSound:
    def __init__(self, mixer, path):
        self.mixer, self.name = mixer, os.path.splitext(os.path.basename(path))[0]
        self.volume = 1.0

    def set_volume(self, value):
        self.volume = value

    def play(self, **kwargs):
        channel = FakeChannel(self.mixer, len(self.mixer.channels) + 1)
        self.mixer.channels.append(channel)
        self.mixer.played.append(self.name)
        channel.sound = self
        return channel


class FakeChannel:
    def __init__(self, mixer, number):
        self.mixer, self.number = mixer, number
        self.sound, self.queued, self.volume, self.loops = None, [], 1.0, 0
        self.busy = True

    def play(self, sound, loops=0, fade_ms=0):
        self.sound, self.loops = sound, loops
        self.mixer.played.append(sound.name)

    def queue(self, sound):
        self.queued.append(sound.name)
        self.mixer.played.append("then " + sound.name)

    def get_busy(self):
        return self.busy

    def set_volume(self, value):
        self.volume = value

    def fadeout(self, ms):
        self.busy = False


class FakeMixer:
    def __init__(self, fail_init=False, fail_sound=False, fail_play=False):
        self.inited = None
        self.fail_init, self.fail_sound, self.fail_play = fail_init, fail_sound, fail_play
        self.played, self.channels, self.reserved = [], [], {}

    def get_init(self):
        return self.inited

    def pre_init(self, *args):
        pass

    def init(self, *args):
        if self.fail_init:
            os.write(2, b"ALSA lib confmisc.c: cannot find card '0'\n")   # as C libraries do
            raise RuntimeError("No available audio device")
        self.inited = (44100, -16, 2)

    def set_num_channels(self, n):
        pass

    def set_reserved(self, n):
        pass

    def Sound(self, path):  # noqa: N802 (pygame's name)
        if self.fail_sound:
            raise RuntimeError("Unable to open file")
        sound = FakeSound(self, path)
        if self.fail_play:
            sound.play = lambda **kw: (_ for _ in ()).throw(RuntimeError("mixer not initialised"))
        return sound

    def Channel(self, number):  # noqa: N802
        channel = self.reserved.get(number) or FakeChannel(self, number)
        self.reserved[number] = channel
        return channel


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        self.now += 1.0        # every call a second later: no throttling unless a test says so
        return self.now


def player(mixer=None, volumes=(0.8, 0.5), clock=None):
    mixer = mixer or FakeMixer()
    return mixer, audio.Audio(mixer=mixer, folder=SOUNDS_DIR, volumes=volumes, clock=clock or Clock())


def effects(mixer):
    return [name for name in mixer.played if name != audio.MUSIC]


@pytest.mark.parametrize("event, expected", [
    ({"type": "picked", "player": 0, "race": "elves", "power": "flying"}, ["pick"]),
    ({"type": "conquered", "player": 0, "region": "r1", "tokens": 3, "how": "conquer", "defender": None}, ["conquer"]),
    ({"type": "conquered", "player": 0, "region": "r1", "tokens": 3, "how": "dragon", "defender": None}, ["conquer"]),
    ({"type": "rolled", "player": 0, "face": 0, "region": "r1", "needed": 2, "success": False}, ["die", "then failed"]),
    ({"type": "rolled", "player": 0, "face": 2, "region": None, "before_conquest": True}, ["die"]),
    ({"type": "declined", "player": 1, "race": "orcs"}, ["decline"]),
    ({"type": "scored", "player": 1, "total": 7}, ["score"]),
    ({"type": "turn_started", "player": 0, "round": 3}, ["round"]),
    ({"type": "turn_started", "player": 2, "round": 3}, []),
    ({"type": "game_over", "winners": [0], "tie_break": False, "coins": [40, 30]}, ["game_over"]),
    ({"type": "redeployed", "player": 0}, []),
    ({"type": "action_applied", "action": None, "index": 3}, []),
    ({"type": "refused", "reason": "no"}, []),
])
def test_each_event_plays_its_sound(event, expected):
    mixer, sound = player()
    bus = EventBus()
    sound.attach(bus)
    assert mixer.played == [audio.MUSIC]                   # the music starts with the game
    bus.publish(event)
    assert effects(mixer) == expected
    assert audio.sound_for(event) == (expected[0] if expected else None)


def test_a_final_attempt_that_succeeds_conquers_once_the_die_has_settled():
    mixer, sound = player()
    bus = EventBus()
    sound.attach(bus)
    bus.publish({"type": "rolled", "player": 0, "face": 3, "region": "r2", "needed": 1, "success": True})
    bus.publish({"type": "conquered", "player": 0, "region": "r2", "tokens": 1, "how": "reinforce", "defender": None})
    assert effects(mixer) == ["die", "then conquer"]
    die_channel = mixer.channels[-1]
    assert die_channel.queued == ["conquer"]
    # a plain conquest after it is heard at once
    bus.publish({"type": "conquered", "player": 0, "region": "r3", "tokens": 2, "how": "conquer", "defender": None})
    assert effects(mixer)[-1] == "conquer"


def test_a_new_round_is_heard_once_per_round():
    mixer, sound = player()
    bus = EventBus()
    sound.attach(bus)
    for seat, rnd in ((1, 1), (2, 1), (0, 2), (1, 2), (2, 2), (1, 3)):   # seat 0 gone: round 3 starts at seat 1
        bus.publish({"type": "turn_started", "player": seat, "round": rnd})
    assert effects(mixer) == ["round", "round"]


def test_the_music_loops_on_its_own_channel_at_the_music_volume():
    mixer, sound = player(volumes=(0.8, 0.3))
    bus = EventBus()
    sound.attach(bus)
    sound.attach(bus)                                       # twice: one subscription, one music
    channel = mixer.reserved[0]
    assert channel.loops == -1 and channel.volume == pytest.approx(0.3) and channel.sound.volume == 1.0
    assert mixer.played == [audio.MUSIC]
    bus.publish({"type": "picked", "player": 0})
    assert effects(mixer) == ["pick"]
    assert sound.sounds["pick"].volume == pytest.approx(0.8)


def test_leaving_the_games_fades_the_music_and_stops_listening():
    mixer, sound = player(volumes=(0.8, 0.5))
    bus = EventBus()
    sound.attach(bus)
    channel = mixer.reserved[0]
    assert channel.busy and sound.music_channel is channel
    sound.leave_games()
    assert not channel.busy and sound.music_channel is None and sound.buses == []
    bus.publish({"type": "picked", "player": 0})              # the old game is no longer heard
    sound.set_volumes(music=0.7, remember=False)              # nor does a volume change restart the music
    assert effects(mixer) == [] and mixer.played == [audio.MUSIC]
    sound.attach(EventBus())                                  # the next game has its music again
    assert mixer.played == [audio.MUSIC, audio.MUSIC] and sound.music_channel is not None


def test_leaving_the_games_before_any_game_starts_no_mixer(monkeypatch):
    monkeypatch.setattr(audio, "_AUDIO", None)
    audio.leave_games()
    assert audio._AUDIO is None


def test_volume_zero_is_silence():
    mixer, sound = player(volumes=(0.0, 0.0))
    bus = EventBus()
    sound.attach(bus)
    bus.publish({"type": "picked", "player": 0})
    assert mixer.played == [] and sound.music_channel is None


def test_changing_the_volumes_applies_them_and_keeps_them(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    mixer, sound = player(volumes=(0.8, 0.5))
    bus = EventBus()
    sound.attach(bus)
    bus.publish({"type": "picked", "player": 0})
    sound.set_volumes(sound=0.25, music=0.0)
    assert sound.sounds["pick"].volume == pytest.approx(0.25) and sound.music_channel is None
    assert settings.saved_volumes() == (0.25, 0.0)
    sound.set_volumes(music=0.6)
    assert mixer.reserved[0].volume == pytest.approx(0.6) and sound.music_channel is not None
    assert settings.saved_volumes() == (0.25, 0.6)
    assert audio.Audio(mixer=FakeMixer()).volumes() == (0.25, 0.6)   # a new window reads them


def test_the_same_effect_is_not_stacked_within_a_few_milliseconds():
    mixer, sound = player(clock=lambda: 5.0)              # time stands still
    for _ in range(5):
        sound.play("conquer")
    sound.play("score")
    assert effects(mixer) == ["conquer", "score"]


def test_sounds_are_loaded_when_first_played():
    mixer, sound = player()
    assert sound.sounds == {} and mixer.inited is None
    sound.play("die")
    assert list(sound.sounds) == ["die"] and mixer.inited


# -- silence without a device ----------------------------------------------------------


@pytest.mark.parametrize("failure", ["fail_init", "fail_sound", "fail_play"])
def test_a_mixer_that_fails_is_silence_without_a_word(failure, capfd):
    mixer, sound = player(FakeMixer(**{failure: True}))
    bus = EventBus()
    sound.attach(bus)
    for event in ({"type": "picked"}, {"type": "rolled", "success": False}, {"type": "game_over"}):
        bus.publish(event)
    sound.set_volumes(0.5, 0.5, remember=False)
    out, err = capfd.readouterr()
    assert out == "" and err == ""                         # ALSA's complaint went nowhere
    assert effects(mixer) == []


def test_the_dummy_driver_never_touches_the_mixer(monkeypatch, capfd):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    sound = audio.Audio(folder=SOUNDS_DIR, volumes=(1.0, 1.0))
    bus = EventBus()
    sound.attach(bus)
    bus.publish({"type": "conquered", "how": "conquer"})
    assert sound.ready is False and sound.sounds == {} and sound.music_channel is None
    assert capfd.readouterr() == ("", "")


def test_the_real_mixer_without_a_device_is_silent(capfd):
    """pygame's own mixer, asked to open a device that does not exist: silent, no traceback, no output."""
    code = ("import os; os.environ['SDL_AUDIODRIVER'] = 'no-such-driver'; "
            "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
            "from game import audio\nfrom game.events import EventBus\n"
            "a = audio.Audio(volumes=(1.0, 1.0)); bus = EventBus(); a.attach(bus)\n"
            "bus.publish({'type': 'picked'}); bus.publish({'type': 'game_over'})\n"
            "print('ready', a.ready)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stderr == "" and out.stdout.strip() == "ready False"


def test_a_game_opened_in_the_window_is_heard(monkeypatch):
    from game.scenes import opening, registry
    from games.smallworld.definition import SMALL_WORLD

    made = []
    monkeypatch.setattr(opening, "attach_autosave", lambda session: None)
    monkeypatch.setattr(registry, "make", lambda name, app, session: made.append(name) or name)
    window = audio.Audio(mixer=FakeMixer(), folder=SOUNDS_DIR, volumes=(0.8, 0.5))
    monkeypatch.setattr(audio, "_AUDIO", window)

    class Session:
        definition = SMALL_WORLD
        bus = EventBus()

        class game:
            over = False

    class App:
        scenes = []

        def switch(self, scene):
            self.scenes.append(scene)

    app = App()
    opening.open_game(app, Session)
    assert made == ["play"] and app.scenes == ["play"] and window.buses == [Session.bus]
    Session.bus.publish({"type": "declined", "player": 0})
    assert effects(window._mixer) == ["decline"]


# -- the settings ------------------------------------------------------------------------


def test_volume_settings_have_defaults_and_persist(tmp_path):
    path = str(tmp_path / "settings.json")
    data = settings.load_settings(path)
    assert (data["sound_volume"], data["music_volume"]) == (0.8, 0.5)
    data["sound_volume"], data["music_volume"] = 0.3, 0.1
    assert settings.save_settings(data, path)
    again = settings.load_settings(path)
    assert (again["sound_volume"], again["music_volume"]) == (0.3, 0.1)
    assert again["setup"] == settings.defaults()["setup"]


@pytest.mark.parametrize("value, expected", [
    (0.25, 0.25), (1, 1.0), (0, 0.0), (-3, 0.0), (7.5, 1.0), (True, 0.8), ("loud", 0.8), (None, 0.8),
    ([1], 0.8), (1e308, 1.0), ({"v": 1}, 0.8),
])
def test_odd_volumes_in_the_file_give_the_default_or_the_nearest(tmp_path, value, expected):
    path = tmp_path / "settings.json"
    text = json.dumps({"format": "smallworld-settings", "version": 1, "sound_volume": value,
                       "music_volume": 0.2})
    path.write_text(text, encoding="utf-8")
    data = settings.load_settings(str(path))
    assert data["sound_volume"] == expected and data["music_volume"] == 0.2
    assert settings.clean_volume(float("nan"), 0.8) == 0.8 and settings.clean_volume(float("inf"), 0.8) == 0.8


def test_remember_volumes(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    assert settings.saved_volumes() == (0.8, 0.5)
    assert settings.remember_volumes(music=0.05)
    assert settings.saved_volumes() == (0.8, 0.05)
    assert settings.remember_volumes(sound=2)
    assert settings.saved_volumes() == (1.0, 0.05)


# -- packaging ------------------------------------------------------------------------------


def test_the_build_ships_the_sounds_but_not_their_generator(monkeypatch, tmp_path):
    from test_packaging import run_spec

    (analysis,) = run_spec(monkeypatch, tmp_path, onefile=False)["Analysis"]
    shipped = {os.path.relpath(src, ROOT).replace(os.sep, "/"): dest.replace(os.sep, "/")
               for src, dest in analysis.kwargs["datas"]}
    for name in sorted(os.listdir(SOUNDS_DIR)):
        if name.endswith(audio.EXTENSIONS) or name == "README.md":
            assert shipped.get(f"assets/sounds/{name}") == "assets/sounds", name
    assert not any("make_sounds" in rel for rel in shipped)


def test_the_sounds_are_found_in_a_frozen_build(monkeypatch, tmp_path):
    internal = tmp_path / "_internal"
    monkeypatch.setattr(sys, "_MEIPASS", str(internal), raising=False)
    assert audio.sounds_dir() == os.path.join(str(internal), "assets", "sounds")
