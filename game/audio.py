"""Sound: the effects and the music loop, played as a listener of a game's event bus.

The sounds are made by packaging/make_sounds.py into assets/sounds/ (NAME.ogg, or
NAME.wav). `attach(bus)` subscribes the one `Audio` of the window to a session's
bus (games.smallworld.scenes.start does it when a game opens); each model event then plays
its sound (`sound_for`):

    picked -> pick          conquered -> conquer    rolled -> die (then failed if
    declined -> decline     scored -> score            the final attempt failed)
    turn_started of a new round -> round            game_over -> game_over

and the music loop starts, quietly. Another game's events play the effects its own table names
(`attach(bus, sounds)`: {event type: effect}, one of SOUND_NAMES each). Back on the title screen (`leave_games`) the
music fades out and the games are no longer listened to; the replay viewer is
silent. The volumes are the player's settings (game.settings: sound_volume,
music_volume).

Sound is never a reason to fail: with no audio device, SDL_AUDIODRIVER=dummy, a
mixer that does not start or a file that does not load, the game is silent and
says nothing. The mixer is started on the first game, not at launch (the title
screen does not wait for it), with stderr silenced meanwhile (ALSA prints to it
when there is no sound card); each sound is loaded the first time it plays.
"""

import contextlib
import os
import time

SOUND_NAMES = ("pick", "conquer", "failed", "die", "decline", "score", "round", "game_over")
MUSIC = "music"
EXTENSIONS = (".ogg", ".wav")
EVENT_TYPES = ("picked", "conquered", "rolled", "declined", "scored", "turn_started", "game_over")
SILENT_DRIVERS = ("dummy", "disk")
MIN_GAP = 0.06            # seconds: the same effect is not started twice closer than this (fast computer turns)
MUSIC_FADE_MS = 1500


def sounds_dir():
    from .resources import resource_path

    return resource_path("assets", "sounds")


# the events that always play the same effect
EVENT_SOUNDS = {"picked": "pick", "conquered": "conquer", "rolled": "die", "declined": "decline",
                "scored": "score", "game_over": "game_over"}


def sound_for(event, last_round=None):
    """The effect an event plays (a name of SOUND_NAMES), or None."""
    kind = event.get("type")
    if kind in EVENT_SOUNDS:
        return EVENT_SOUNDS[kind]
    if kind == "turn_started":
        new_round = event.get("round") is not None and last_round is not None and event.get("round") != last_round
        return "round" if event.get("player") == 0 or new_round else None
    return None


@contextlib.contextmanager
def _quiet_stderr():
    """Send what C libraries print to stderr (ALSA's complaints) to the void for a moment."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        os.close(saved)
        yield
        return
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def _pygame_mixer():
    import pygame

    return pygame.mixer


class Audio:
    """The window's sound. `mixer` is pygame.mixer (a stand-in in tests); `folder` holds the files."""

    def __init__(self, mixer=None, folder=None, volumes=None, clock=time.monotonic):
        self._mixer = mixer
        self.folder = folder
        self.ready = None          # None: not tried yet; True: the mixer runs; False: silent for good
        self.sounds = {}           # name -> Sound, or None when it could not be loaded
        self._volumes = volumes    # (sound, music), or None: read from the settings when first needed
        self._clock = clock
        self._last_played = {}     # name -> clock time
        self._last_round = None
        self._die_channel = None   # the channel of a final attempt's die, for its result to follow
        self.music_channel = None
        self.buses = []            # the buses listened to (weakly meaningful: one per game opened)
        self._listener = self.on_event     # one bound method: the bus unsubscribes it by identity
        self._tables = []          # (bus, its listener) for the buses of a game with its own table of effects

    # -- volumes --------------------------------------------------------------------

    @property
    def sound_volume(self):
        return self.volumes()[0]

    @property
    def music_volume(self):
        return self.volumes()[1]

    def volumes(self):
        if self._volumes is None:
            try:
                from .settings import saved_volumes

                self._volumes = saved_volumes()
            except Exception:  # settings never stop the sound, nor the game
                from .settings import VOLUME_DEFAULTS

                self._volumes = (VOLUME_DEFAULTS["sound_volume"], VOLUME_DEFAULTS["music_volume"])
        return self._volumes

    def set_volumes(self, sound=None, music=None, remember=True):
        """Change the volumes now (None: unchanged), and keep them in the settings unless remember=False."""
        from .settings import clean_volume, remember_volumes

        old_sound, old_music = self.volumes()
        self._volumes = (clean_volume(sound, old_sound) if sound is not None else old_sound,
                         clean_volume(music, old_music) if music is not None else old_music)
        for name, sound_obj in self.sounds.items():
            if sound_obj is not None and name != MUSIC:
                self._guard(sound_obj.set_volume, self._volumes[0])
        if self.music_channel is not None:
            if self._volumes[1] <= 0:
                self.stop_music()
            else:
                self._guard(self.music_channel.set_volume, self._volumes[1])
        elif self.buses and self._volumes[1] > 0:
            self.start_music()
        if remember:
            remember_volumes(self._volumes[0], self._volumes[1])
        return self._volumes

    # -- the mixer ------------------------------------------------------------------

    def start(self):
        """Start the mixer once; True if there is sound. Never raises, never prints."""
        if self.ready is not None:
            return self.ready
        self.ready = False
        if self._mixer is None:
            if os.environ.get("SDL_AUDIODRIVER", "").strip().lower() in SILENT_DRIVERS:
                return False
            try:
                self._mixer = _pygame_mixer()
            except Exception:
                return False
        try:
            if not self._mixer.get_init():
                with _quiet_stderr():
                    self._mixer.pre_init(44100, -16, 2, 1024)   # ~23 ms: no crackle on slow devices
                    self._mixer.init()
            self._mixer.set_num_channels(16)
            self._mixer.set_reserved(1)   # channel 0: the music
            self.ready = bool(self._mixer.get_init())
        except Exception:
            self.ready = False
        return self.ready

    def _guard(self, call, *args, **kwargs):
        """Call a mixer function; on any error the game goes silent instead."""
        try:
            return call(*args, **kwargs)
        except Exception:
            self.ready = False
            return None

    def sound(self, name):
        """The named sound, loaded the first time (None if it cannot be)."""
        if name in self.sounds:
            return self.sounds[name]
        loaded = None
        folder = self.folder or sounds_dir()
        for ext in EXTENSIONS:
            path = os.path.join(folder, name + ext)
            if os.path.isfile(path):
                try:
                    loaded = self._mixer.Sound(path)
                    # the music's volume is its channel's (start_music), the effects' their own
                    loaded.set_volume(1.0 if name == MUSIC else self.sound_volume)
                except Exception:
                    loaded = None
                break
        self.sounds[name] = loaded
        return loaded

    def play(self, name):
        """Play an effect; returns its channel (or None when silent or too soon after the same one)."""
        if not self.start() or self.sound_volume <= 0:
            return None
        now = self._clock()
        last = self._last_played.get(name)
        if last is not None and now - last < MIN_GAP:
            return None
        sound = self.sound(name)
        if sound is None:
            return None
        self._last_played[name] = now
        return self._guard(sound.play)

    def follow(self, channel, name):
        """Play `name` once `channel` is done with its sound (queued), or now if that cannot be."""
        sound = self.sound(name) if self.ready and self.sound_volume > 0 else None
        if sound is None:
            return None
        if channel is not None and self._guard(channel.get_busy):
            self._guard(channel.queue, sound)
            self._last_played[name] = self._clock()
            return channel
        return self.play(name)

    def start_music(self):
        """The music loop, over and over, at the music volume (nothing at volume 0)."""
        if self.music_channel is not None or not self.start() or self.music_volume <= 0:
            return self.music_channel
        music = self.sound(MUSIC)
        if music is None:
            return None
        channel = self._guard(self._mixer.Channel, 0)
        if channel is None:
            return None
        self._guard(channel.set_volume, self.music_volume)
        self._guard(channel.play, music, loops=-1, fade_ms=MUSIC_FADE_MS)
        self.music_channel = channel
        return channel

    def stop_music(self):
        if self.music_channel is not None:
            self._guard(self.music_channel.fadeout, 500)
            self.music_channel = None

    # -- the bus ---------------------------------------------------------------------

    def attach(self, bus, sounds=None):
        """Listen to a game's bus (once per bus) and start the music. `sounds`: the effect each of the game's
        events plays ({event type: a name of SOUND_NAMES}); None: Small World's events (sound_for)."""
        if any(b is bus for b in self.buses):
            return
        if sounds is None:
            bus.subscribe(self._listener, *EVENT_TYPES)
        else:
            table = {kind: name for kind, name in dict(sounds).items() if name in SOUND_NAMES}
            listener = _TableListener(self, table)
            bus.subscribe(listener, *table)
            self._tables.append((bus, listener))
        self.buses.append(bus)
        del self.buses[:-4]        # the old games' buses are not kept alive for ever
        self._tables = [(b, listener) for b, listener in self._tables if any(b is kept for kept in self.buses)]
        self._last_round = None
        self.start_music()

    def detach(self, bus):
        bus.unsubscribe(self._listener)
        for b, listener in self._tables:
            if b is bus:
                bus.unsubscribe(listener)
        self._tables = [(b, listener) for b, listener in self._tables if b is not bus]
        self.buses = [b for b in self.buses if b is not bus]

    def leave_games(self):
        """Back on the title screen: the music fades out and no game's events are heard any more
        (`attach`, when a game opens again, starts the music over)."""
        for bus in list(self.buses):
            self.detach(bus)
        self.stop_music()

    def on_event(self, event):
        """A listener of the bus: never raises."""
        try:
            self._on_event(event)
        except Exception:
            self.ready = False

    def _on_event(self, event):
        kind = event.get("type")
        name = sound_for(event, self._last_round)
        if kind == "turn_started" and event.get("round") is not None:
            self._last_round = event.get("round")
        if name is None:
            return
        if kind == "conquered" and event.get("how") == "reinforce" and self._die_channel is not None:
            # the final attempt succeeded: the conquest is heard once the die has settled
            self.follow(self._die_channel, name)
            self._die_channel = None
            return
        channel = self.play(name)
        if kind == "rolled" and not event.get("before_conquest"):
            if event.get("success") is False:
                self.follow(channel, "failed")
                self._die_channel = None
            else:
                self._die_channel = channel


class _TableListener:
    """A listener of a game's bus that plays the effect its table names for each event; never raises."""

    def __init__(self, audio, table):
        self.audio, self.table = audio, table

    def __call__(self, event):
        try:
            name = self.table.get(event.get("type"))
            if name is not None:
                self.audio.play(name)
        except Exception:
            self.audio.ready = False


_AUDIO = None


def get_audio():
    """The window's one Audio (the mixer is one per process)."""
    global _AUDIO
    if _AUDIO is None:
        _AUDIO = Audio()
    return _AUDIO


def attach(bus, sounds=None):
    """Let the window's sound listen to a game's bus (`sounds`: Audio.attach's); never raises."""
    try:
        get_audio().attach(bus, sounds)
    except Exception:
        pass


def leave_games():
    """The title screen's call: the music fades out, the games' buses are let go; never raises
    (and starts no mixer when no game has been opened)."""
    try:
        if _AUDIO is not None:
            _AUDIO.leave_games()
    except Exception:
        pass
