"""What the real-window drivers share (tools/qa/wolves_real_window.py, tools/qa/warcraft_real_window.py): a
person plays a whole game in the program's real window, under Xvfb, with the mouse.

- `RealWindow`: Xvfb, then main.py in it with a fresh user folder (HOME and SMALLWORLD_USER_DIR point into a
  temporary folder: the player's own folder is never touched), the language set in that folder's
  settings.json; the window's geometry (`xdotool getwindowgeometry`), clicks (`xdotool mousemove X Y click
  N`), screenshots (`import -window root`, listed in <shots>/<lang>-index.txt) and the game's autosave;
- `Player`: each click made on the headless copy of the screens (this process, SDL's dummy driver, the
  real window's size) and in the real window alike, so the copy follows the real screen;
- `read_screens`: tesseract on the Russian screenshots, the words in Latin letters (English left on a
  Russian screen) and lines cut with "…" listed in <shots>/<lang>-ocr.txt.

Importing this module points SDL at its dummy drivers and gives the copy its own user folder: import it
before pygame.
"""

import atexit
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
MIRROR_DIR = tempfile.mkdtemp(prefix="real-window-mirror-")
atexit.register(shutil.rmtree, MIRROR_DIR, True)     # gone however the run ends (--help, Ctrl+C)
os.environ["SDL_VIDEODRIVER"] = "dummy"       # the copy of the screens: no window
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["SMALLWORLD_USER_DIR"] = MIRROR_DIR   # the copy's own user folder, never the real window's
os.environ.pop("SMALLWORLD_LANG", None)          # the language comes from settings.json, as a player's does
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

PAUSE = 0.18            # seconds after each real click: the window takes it in well within this


def log(text):
    print(f"[{time.strftime('%H:%M:%S')}] {text}", flush=True)


class Failure(Exception):
    pass


def wait_for(probe, seconds, why):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = probe()
        if found:
            return found
        time.sleep(0.1)
    raise Failure(why)


def write_settings(folder, lang):
    from game.settings import FILE_NAME, SETTINGS_FORMAT, SETTINGS_VERSION

    Path(folder).mkdir(parents=True, exist_ok=True)
    (Path(folder) / FILE_NAME).write_text(json.dumps({"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION,
                                                      "language": lang}))


# ---------------------------------------------------------------- the real window

class RealWindow:
    """Xvfb and main.py in it; clicks, screenshots and the autosave `autosave` of the user folder."""

    def __init__(self, display, size, lang, folder, shots, autosave, tag=None):
        self.display = display
        self.size = size
        self.lang = lang
        self.tag = tag or lang              # the screenshots' names begin with it
        self.folder = folder
        self.shots = Path(shots)
        self.autosave_name = autosave
        self.user = folder / "user"
        self.user.mkdir(parents=True)
        (folder / "home").mkdir()
        write_settings(self.user, lang)
        self.env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SMALLWORLD_LANG",
                                                                     "SMALLWORLD_USER_DIR")}
        self.env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", HOME=str(folder / "home"),
                        SMALLWORLD_USER_DIR=str(self.user))
        self.xvfb = self.program = None
        self.offset = (0, 0)
        self.window = None
        self.shot_count = 0
        self.index = []

    def start(self):
        number = self.display.lstrip(":")
        self.xvfb = subprocess.Popen(["Xvfb", self.display, "-screen", "0", f"{self.size[0]}x{self.size[1]}x24",
                                      "-nolisten", "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: os.path.exists(f"/tmp/.X11-unix/X{number}"), 10, "Xvfb did not start")
        out = open(self.folder / "program.log", "w")
        self.program = subprocess.Popen([str(ROOT / ".venv/bin/python"), "main.py", "--size",
                                         f"{self.size[0]}x{self.size[1]}"], cwd=ROOT, env=self.env,
                                        stdout=out, stderr=subprocess.STDOUT)
        # a minute: on a machine busy with a test run the first window has taken over 30 s
        self.window = wait_for(self._find_window, 60, "the program's window did not appear")
        geometry = self.xdo("getwindowgeometry", "--shell", self.window)
        values = dict(line.split("=", 1) for line in geometry.split() if "=" in line)
        self.offset = (int(values["X"]), int(values["Y"]))
        real = (int(values["WIDTH"]), int(values["HEIGHT"]))
        if real != tuple(self.size):
            log(f"the window is {real[0]}x{real[1]}, not the {self.size[0]}x{self.size[1]} asked for: using it")
        log(f"window {self.window} at {self.offset}, {real[0]}x{real[1]}")
        return real

    def _find_window(self):
        if self.program.poll() is not None:
            raise Failure(f"main.py ended at once (exit {self.program.returncode}); see {self.folder}/program.log")
        try:
            # by its class: its WM_NAME is of type UTF-8, which `xdotool search --name` does not read
            found = self.xdo("search", "--onlyvisible", "--classname", "main.py").split()
        except subprocess.CalledProcessError:
            return None
        return found[0] if found else None

    def xdo(self, *args):
        return subprocess.run(["xdotool", *args], env=self.env, check=True, capture_output=True, text=True).stdout

    def click(self, pos, button=1):
        if self.program.poll() is not None:
            raise Failure(f"main.py ended (exit {self.program.returncode}); see {self.folder}/program.log")
        x, y = int(round(pos[0])) + self.offset[0], int(round(pos[1])) + self.offset[1]
        self.xdo("mousemove", str(x), str(y), "click", str(button))
        time.sleep(PAUSE)

    def shot(self, what, settle=0.35):
        """The screen as it is now: <shots>/<tag>-NNN.png, listed in <tag>-index.txt (the tag: the language,
        or the language and what is played).
        `settle`: seconds for the window to draw the last click's frame (more after a change of screen: a
        machine busy with other work was seen drawing the title's new game later than 0.35 s)."""
        time.sleep(settle)
        self.shot_count += 1
        path = self.shots / f"{self.tag}-{self.shot_count:03d}.png"
        subprocess.run(["import", "-window", "root", str(path)], env=self.env, check=True)
        self.index.append(f"{path.name}  {what}")
        (self.shots / f"{self.tag}-index.txt").write_text("\n".join(self.index) + "\n")
        log(f"shot {path.name}: {what}")
        return path

    def autosave(self):
        """The autosave's document, or None while there is none (or it is being replaced)."""
        try:
            return json.loads((self.user / self.autosave_name).read_text())
        except (OSError, ValueError):
            return None

    def saved_beyond(self, count):
        """The autosave once it holds more than `count` actions, else None."""
        document = self.autosave()
        return document if document and len(document["actions"]) > count else None

    def stop(self):
        for process in (self.program, self.xvfb):
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()


# ---------------------------------------------------------------- the copy of the screens

class Player:
    """Clicks made on the headless copy and in the real window alike."""

    def __init__(self, window, size):
        from tests.ui.scene_driver import new_app

        self.window = window
        self.app = new_app(size)
        self.clicks = 0
        self.after_click = None         # called once after the next click (a screenshot mid-action)

    def click(self, app, pos, button=1):
        from tests.ui.scene_driver import click as mirror_click

        self.window.click(pos, button)
        mirror_click(app, pos, button)
        self.clicks += 1
        if self.after_click is not None:
            hook, self.after_click = self.after_click, None
            hook()

    def show(self, scene):
        from tests.ui.scene_driver import frame

        self.app.switch(scene)
        frame(self.app)
        return scene


# ---------------------------------------------------------------- a run

def add_arguments(parser, display):
    parser.add_argument("--lang", choices=("en", "ru"), default="en")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--display", default=display)
    parser.add_argument("--minutes", type=float, default=60, help="give up after this long")
    parser.add_argument("--keep", action="store_true", help="keep the temporary user folder")


def open_window(options, shots, autosave, prefix, tag=None):
    """Xvfb and the program started, the copy's pygame ready: (window, player). Old shots of the tag (by
    default the language) are removed first; the copy's settings say the same language."""
    import pygame

    size = tuple(int(v) for v in options.size.lower().split("x"))
    shots = Path(shots)
    shots.mkdir(parents=True, exist_ok=True)
    tag = tag or options.lang
    for old in shots.glob(f"{tag}-[0-9]*"):
        old.unlink()
    for old in shots.glob(f"{tag}-index.txt"):
        old.unlink()
    write_settings(MIRROR_DIR, options.lang)
    folder = Path(tempfile.mkdtemp(prefix=f"{prefix}-{options.lang}-"))
    window = RealWindow(options.display, size, options.lang, folder, shots, autosave, tag)
    try:
        real = window.start()
    except BaseException:
        window.stop()           # nothing returned to close: Xvfb and the program must not outlive the run
        raise
    pygame.display.init()
    pygame.font.init()
    return window, Player(window, real)


def close_window(window, keep):
    window.stop()
    shutil.rmtree(MIRROR_DIR, ignore_errors=True)
    if keep:
        log(f"the user folder is kept in {window.folder}")
    else:
        shutil.rmtree(window.folder, ignore_errors=True)


def shot_at_failure(window, exc):
    try:
        window.shot(f"at the failure: {exc}")
    except Exception:  # noqa: BLE001 (the window may be gone)
        pass
    log(f"FAILED: {exc}")


# ---------------------------------------------------------------- reading the Russian screens

LATIN = re.compile(r"\b[A-Za-z][A-Za-z'-]{2,}\b")


def read_screens(tag, paths, shots):
    """tesseract on each screenshot: the words in Latin letters it finds on a Russian screen (listed in
    <shots>/<tag>-ocr.txt)."""
    lines = []
    for path in paths:
        text = subprocess.run(["tesseract", str(path), "stdout", "-l", "rus+eng"], capture_output=True,
                              text=True).stdout
        (path.with_suffix(".txt")).write_text(text)
        latin = sorted(set(LATIN.findall(text)))
        cut = [line for line in text.splitlines() if "…" in line or line.rstrip().endswith("...")]
        lines.append(f"{path.name}: latin words: {' '.join(latin) or '-'}")
        lines += [f"    cut? {line}" for line in cut]
    (Path(shots) / f"{tag}-ocr.txt").write_text("\n".join(lines) + "\n")
    return lines
