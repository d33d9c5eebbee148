"""Make the game's sounds: every effect and the music loop, synthesised here.

    python packaging/make_sounds.py [OUT_DIR] [--wav]

writes OUT_DIR (default assets/sounds/) NAME.ogg for every name in SOUNDS, or
NAME.wav with --wav or when no Ogg Vorbis encoder is found. The sounds are
original: plucked strings (Karplus-Strong), bells (inharmonic partials), drums
(a falling sine and a noise burst), noise swishes and plain tones, computed with
the standard library's `math` and `random` (a fixed seed per sound) and written
with `wave`, so the same script always makes the same samples.

The Ogg Vorbis encoding uses libsndfile, which pygame-ce's wheels already ship
(pygame_ce.libs), through ctypes: nothing is installed for it. Ogg pages carry a
random stream serial; it is set to a fixed one (and each page's CRC recomputed)
so the files are the same from run to run with the same library.

`render(name)` gives a sound's samples (a list of ints, 16-bit mono at RATE Hz);
`pcm_digest(name)` the SHA-256 of those samples, which assets/sounds/README.md
lists so a test can check that the shipped files are this script's.
"""

import ctypes
import ctypes.util
import glob
import hashlib
import math
import os
import random
import struct
import sys
import tempfile
import wave

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "assets", "sounds")
RATE = 22050
TAU = 2 * math.pi


# -- voices ---------------------------------------------------------------------------


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at=0.0, gain=1.0, wrap=False):
    """Add `sound` into `into` from `at` seconds; past the end it is cut, or wrapped round (a loop)."""
    start = int(at * RATE)
    n = len(into)
    for i, value in enumerate(sound):
        j = start + i
        if j >= n:
            if not wrap:
                break
            j %= n
        into[j] += value * gain
    return into


def envelope(samples, attack=0.005, release=0.02):
    """Fade in over `attack` and out over `release` seconds (no clicks at either end)."""
    n = len(samples)
    a, r = max(1, int(attack * RATE)), max(1, int(release * RATE))
    for i in range(min(a, n)):
        samples[i] *= i / a
    for i in range(min(r, n)):
        samples[n - 1 - i] *= i / r
    return samples


def tone(freq, seconds, decay=3.0, shape="sine", vibrato=0.0, glide_to=None):
    """A tone with an exponential decay; shape sine or triangle; optional vibrato and glide."""
    n = int(seconds * RATE)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = freq if glide_to is None else freq + (glide_to - freq) * (i / n)
        if vibrato:
            f *= 1 + vibrato * math.sin(TAU * 5.5 * t)
        phase += f / RATE
        if shape == "triangle":
            x = phase % 1.0
            value = 4 * x - 1 if x < 0.5 else 3 - 4 * x
        else:
            value = math.sin(TAU * phase)
        out.append(value * math.exp(-decay * t))
    return envelope(out)


def pluck(freq, seconds, seed, brightness=0.5, damping=0.996):
    """A plucked string (Karplus-Strong): a burst of noise in a delay line, averaged as it goes round."""
    rng = random.Random(seed)
    period = max(2, int(RATE / freq))
    line = [rng.uniform(-1, 1) for _ in range(period)]
    # a softer pluck: the first burst smoothed in proportion to 1 - brightness
    for _ in range(int((1 - brightness) * 4)):
        line = [(line[i] + line[i - 1]) / 2 for i in range(period)]
    out = []
    n = int(seconds * RATE)
    for i in range(n):
        k = i % period
        value = line[k]
        line[k] = damping * 0.5 * (value + line[k - 1])
        out.append(value)
    return envelope(out, attack=0.001, release=0.03)


def bell(freq, seconds, decay=2.5):
    """A bell: inharmonic partials, the higher ones dying sooner."""
    partials = ((0.5, 0.35, 0.7), (1.0, 1.0, 1.0), (1.19, 0.45, 1.6), (1.56, 0.35, 2.0),
                (2.0, 0.3, 2.4), (2.74, 0.18, 3.2), (3.76, 0.1, 4.0))
    n = int(seconds * RATE)
    out = [0.0] * n
    for ratio, amp, speed in partials:
        f = freq * ratio
        if f >= RATE / 2:
            continue
        step = TAU * f / RATE
        k = decay * speed / RATE
        for i in range(n):
            out[i] += amp * math.sin(step * i) * math.exp(-k * i)
    return envelope(out, attack=0.002, release=0.03)


def noise(seconds, seed, cutoff=3000.0, decay=12.0):
    """A noise burst through a one-pole low-pass filter, decaying."""
    rng = random.Random(seed)
    alpha = 1 - math.exp(-TAU * cutoff / RATE)
    n = int(seconds * RATE)
    out, y = [], 0.0
    for i in range(n):
        y += alpha * (rng.uniform(-1, 1) - y)
        out.append(y * math.exp(-decay * i / RATE))
    return envelope(out, attack=0.001)


def drum(freq, seconds, seed, drop=0.5, snap=0.3):
    """A drum: a sine falling from `freq` to freq*drop, with a short noise snap on the hit."""
    n = int(seconds * RATE)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (drop + (1 - drop) * math.exp(-18 * t))
        phase += f / RATE
        out.append(math.sin(TAU * phase) * math.exp(-7 * t))
    return mix(envelope(out, attack=0.001), noise(min(seconds, 0.08), seed, cutoff=5000, decay=40), gain=snap)


def knock(freq, seed):
    """A wooden knock: a short high sine and a click of noise (the die on the table)."""
    hit = tone(freq, 0.05, decay=70)
    return mix(hit, noise(0.03, seed, cutoff=6000, decay=120), gain=0.6)


def normalise(samples, peak):
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    return [v * peak / top for v in samples]


def note(name):
    """A note's frequency: "A4" is 440 Hz; sharps as "C#5"."""
    names = {"C": -9, "C#": -8, "D": -7, "D#": -6, "E": -5, "F": -4, "F#": -3, "G": -2, "G#": -1,
             "A": 0, "A#": 1, "B": 2}
    return 440.0 * 2 ** ((names[name[:-1]] + 12 * (int(name[-1]) - 4)) / 12)


# -- the sounds -----------------------------------------------------------------------


def make_pick():
    """Taking a combo: a short swish and two rising plucks."""
    out = silence(0.4)
    mix(out, noise(0.12, 11, cutoff=1800, decay=25), 0.0, 0.5)
    mix(out, pluck(note("G4"), 0.3, 12, brightness=0.7), 0.03)
    mix(out, pluck(note("D5"), 0.3, 13, brightness=0.7), 0.11)
    return normalise(out, 0.6)


def make_conquer():
    """A conquest: a low drum hit, a clash of noise and a low fifth."""
    out = silence(0.5)
    mix(out, drum(150, 0.45, 21, drop=0.45, snap=0.5), 0.0)
    mix(out, noise(0.2, 22, cutoff=4000, decay=18), 0.0, 0.25)
    mix(out, pluck(note("A2"), 0.45, 23, brightness=0.5), 0.02, 0.6)
    mix(out, pluck(note("E3"), 0.45, 24, brightness=0.5), 0.02, 0.45)
    return normalise(out, 0.75)


def make_failed():
    """A failed final attempt: two soft falling tones."""
    out = silence(0.65)
    mix(out, tone(note("D4"), 0.28, decay=3, shape="triangle", vibrato=0.01), 0.0)
    mix(out, tone(note("A#3"), 0.4, decay=4, shape="triangle", vibrato=0.012, glide_to=note("A3")), 0.24)
    return normalise(out, 0.55)


def make_die():
    """The die: wooden knocks, closer together as it settles."""
    out = silence(0.5)
    times = (0.0, 0.11, 0.2, 0.27, 0.32, 0.355)
    freqs = (1900, 2300, 1750, 2100, 2000, 1850)
    for k, (at, f) in enumerate(zip(times, freqs)):
        mix(out, knock(f, 31 + k), at, 1.0 - 0.1 * k)
    return normalise(out, 0.6)


def make_decline():
    """Going into decline: a low bell, falling, and a soft drum."""
    out = silence(0.75)
    mix(out, bell(note("E4"), 0.35, decay=3), 0.0, 0.7)
    mix(out, bell(note("A3"), 0.55, decay=3), 0.18)
    mix(out, drum(90, 0.4, 41, drop=0.6, snap=0.1), 0.18, 0.4)
    return normalise(out, 0.55)


def make_score():
    """Scoring: two high coin chimes."""
    out = silence(0.55)
    mix(out, bell(note("E6"), 0.35, decay=6), 0.0, 0.8)
    mix(out, bell(note("B6"), 0.45, decay=5), 0.09)
    return normalise(out, 0.5)


def make_round():
    """A new round: a bell arpeggio."""
    out = silence(0.75)
    for k, name in enumerate(("C5", "E5", "G5")):
        mix(out, bell(note(name), 0.6, decay=3.5), 0.08 * k, 0.8)
    return normalise(out, 0.5)


def make_game_over():
    """The end of the game: a short fanfare of plucks over a drum roll and a bell."""
    out = silence(0.79)
    for k, name in enumerate(("C4", "E4", "G4")):
        mix(out, pluck(note(name), 0.3, 51 + k, brightness=0.8), 0.09 * k, 0.8)
        mix(out, drum(200, 0.12, 61 + k, drop=0.7, snap=0.4), 0.09 * k, 0.25)
    mix(out, pluck(note("C5"), 0.5, 55, brightness=0.8), 0.27)
    mix(out, pluck(note("G3"), 0.5, 56, brightness=0.6), 0.27, 0.6)
    mix(out, bell(note("C6"), 0.5, decay=4), 0.27, 0.35)
    return normalise(out, 0.7)


MUSIC_BEAT = 0.5          # seconds per beat (120 beats a minute, plucks on half beats)
MUSIC_CHORDS = (("A2", ("A3", "C4", "E4", "A4")), ("F2", ("F3", "A3", "C4", "F4")),
                ("C3", ("C4", "E4", "G4", "C5")), ("G2", ("G3", "B3", "D4", "G4")))
MUSIC_BARS_PER_CHORD = 2  # 4 beats a bar


def make_music():
    """The music loop (16 s): a quiet plucked arpeggio over Am F C G with soft low notes.

    Every note's tail that runs past the end is wrapped round to the start, so the loop has no seam.
    """
    bar = 4 * MUSIC_BEAT
    length = len(MUSIC_CHORDS) * MUSIC_BARS_PER_CHORD * bar
    out = silence(length)
    pattern = (0, 1, 2, 3, 2, 1, 2, 3)  # which chord tone on each half beat of a bar
    seed = 100
    for c, (root, tones) in enumerate(MUSIC_CHORDS):
        for b in range(MUSIC_BARS_PER_CHORD):
            start = (c * MUSIC_BARS_PER_CHORD + b) * bar
            mix(out, tone(note(root), bar * 1.2, decay=1.2, shape="triangle"), start, 0.35, wrap=True)
            for k, index in enumerate(pattern):
                seed += 1
                accent = 0.9 if k % 4 == 0 else 0.6
                mix(out, pluck(note(tones[index]), 1.0, seed, brightness=0.4, damping=0.995),
                    start + k * MUSIC_BEAT / 2, accent, wrap=True)
            if b == MUSIC_BARS_PER_CHORD - 1:       # a soft bell at each change of chord
                mix(out, bell(note(tones[-1]) * 2, 1.2, decay=2.5), start + 3 * MUSIC_BEAT, 0.12, wrap=True)
    return normalise(out, 0.35)


# name -> (maker, what it is for); game.audio plays them by these names.
SOUNDS = {
    "pick": (make_pick, "a combo picked"),
    "conquer": (make_conquer, "a region conquered"),
    "failed": (make_failed, "a failed final conquest attempt"),
    "die": (make_die, "the reinforcement die rolled"),
    "decline": (make_decline, "a race goes into decline"),
    "score": (make_score, "coins scored at the end of a turn"),
    "round": (make_round, "a new round begins"),
    "game_over": (make_game_over, "the game is over"),
    "music": (make_music, "the music loop, played over and over"),
}
EFFECT_MAX_SECONDS = 0.8
MUSIC_MAX_SECONDS = 20.0


def render(name):
    """The sound's samples: ints, 16-bit mono at RATE Hz."""
    samples = SOUNDS[name][0]()
    return [max(-32767, min(32767, int(round(v * 32767)))) for v in samples]


def pcm_bytes(samples):
    return struct.pack(f"<{len(samples)}h", *samples)


def pcm_digest(name, samples=None):
    return hashlib.sha256(pcm_bytes(render(name) if samples is None else samples)).hexdigest()


# -- files ------------------------------------------------------------------------------


def write_wav(path, samples):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm_bytes(samples))


class _SFInfo(ctypes.Structure):
    _fields_ = [("frames", ctypes.c_int64), ("samplerate", ctypes.c_int), ("channels", ctypes.c_int),
                ("format", ctypes.c_int), ("sections", ctypes.c_int), ("seekable", ctypes.c_int)]


SF_FORMAT_OGG, SF_FORMAT_VORBIS = 0x200000, 0x0060
SFM_WRITE = 0x20
SFC_SET_VBR_ENCODING_QUALITY = 0x1300
OGG_SERIAL = 0x534D5744     # "SMWD": a fixed stream serial, so the files are reproducible
QUALITY = {"music": 0.3}    # Vorbis quality 0..1 (libsndfile's scale); effects: DEFAULT_QUALITY
DEFAULT_QUALITY = 0.4


def _libsndfile():
    """libsndfile from pygame-ce's wheel (or the system's), or None."""
    candidates = []
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame

        base = os.path.dirname(os.path.abspath(pygame.__file__))
        for folder in (os.path.join(base, os.pardir, "pygame_ce.libs"), base):
            candidates += sorted(glob.glob(os.path.join(folder, "libsndfile*")))
            candidates += sorted(glob.glob(os.path.join(folder, "sndfile*.dll")))
    except ImportError:
        pass
    system = ctypes.util.find_library("sndfile")
    if system:
        candidates.append(system)
    for path in candidates:
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        lib.sf_open.restype = ctypes.c_void_p
        lib.sf_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(_SFInfo)]
        lib.sf_command.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
        lib.sf_write_short.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64]
        lib.sf_write_short.restype = ctypes.c_int64
        lib.sf_close.argtypes = [ctypes.c_void_p]
        lib.sf_format_check.argtypes = [ctypes.POINTER(_SFInfo)]
        info = _SFInfo(0, RATE, 1, SF_FORMAT_OGG | SF_FORMAT_VORBIS, 0, 0)
        if lib.sf_format_check(ctypes.byref(info)):
            return lib
    return None


def _ogg_crc_table():
    table = []
    for i in range(256):
        r = i << 24
        for _ in range(8):
            r = ((r << 1) ^ 0x04C11DB7) if r & 0x80000000 else (r << 1)
        table.append(r & 0xFFFFFFFF)
    return table


_CRC = _ogg_crc_table()


def _ogg_crc(data):
    c = 0
    for byte in data:
        c = ((c << 8) & 0xFFFFFFFF) ^ _CRC[((c >> 24) ^ byte) & 0xFF]
    return c


def fix_ogg_serial(data, serial=OGG_SERIAL):
    """The Ogg stream with every page's serial set to `serial` and its CRC recomputed."""
    out = bytearray(data)
    i = 0
    while i < len(out):
        if out[i:i + 4] != b"OggS":
            raise ValueError(f"not an Ogg page at byte {i}")
        segments = out[i + 26]
        end = i + 27 + segments + sum(out[i + 27:i + 27 + segments])
        struct.pack_into("<I", out, i + 14, serial)
        out[i + 22:i + 26] = b"\0\0\0\0"
        struct.pack_into("<I", out, i + 22, _ogg_crc(out[i:end]))
        i = end
    return bytes(out)


def write_ogg(lib, path, samples, quality):
    fd, temp = tempfile.mkstemp(suffix=".ogg")
    os.close(fd)
    try:
        info = _SFInfo(0, RATE, 1, SF_FORMAT_OGG | SF_FORMAT_VORBIS, 0, 0)
        handle = lib.sf_open(os.fsencode(temp), SFM_WRITE, ctypes.byref(info))
        if not handle:
            raise OSError(f"libsndfile cannot write {temp}")
        try:
            q = ctypes.c_double(quality)
            lib.sf_command(handle, SFC_SET_VBR_ENCODING_QUALITY, ctypes.byref(q), ctypes.sizeof(q))
            buffer = (ctypes.c_short * len(samples))(*samples)
            if lib.sf_write_short(handle, buffer, len(samples)) != len(samples):
                raise OSError(f"libsndfile wrote too little to {temp}")
        finally:
            lib.sf_close(handle)
        with open(temp, "rb") as f:
            data = fix_ogg_serial(f.read())
    finally:
        os.remove(temp)
    with open(path, "wb") as f:
        f.write(data)


def make_all(out_dir=OUT_DIR, wav=False, names=None, made=None):
    """Write every sound (or `names`) into out_dir; returns {name: path} (and fills `made` with
    {name: samples} when given)."""
    made = {} if made is None else made
    os.makedirs(out_dir, exist_ok=True)
    lib = None if wav else _libsndfile()
    written = {}
    for name in names or SOUNDS:
        samples = render(name)
        made[name] = samples
        if lib is not None:
            path = os.path.join(out_dir, name + ".ogg")
            write_ogg(lib, path, samples, QUALITY.get(name, DEFAULT_QUALITY))
        else:
            path = os.path.join(out_dir, name + ".wav")
            write_wav(path, samples)
        written[name] = path
    return written


def main(argv):
    args = [a for a in argv if a != "--wav"]
    out_dir = args[0] if args else OUT_DIR
    made = {}
    written = make_all(out_dir, wav="--wav" in argv, made=made)
    total = 0
    for name, path in written.items():
        size = os.path.getsize(path)
        total += size
        seconds = len(made[name]) / RATE
        print(f"{os.path.basename(path):16} {seconds:5.2f} s {size:8,d} bytes  "
              f"sha256(pcm) {pcm_digest(name, made[name])}")
    print(f"total {total:,d} bytes in {out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
