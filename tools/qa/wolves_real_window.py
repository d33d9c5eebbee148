"""A person plays a whole game of The Wolves in the real window, with the mouse, against computers.

For QA, not for the tests: it proves that the program itself (main.py in an X window, under Xvfb) can be
played from the title to the end screen by clicks alone, and keeps screenshots of what a player sees.

    .venv/bin/python tools/qa/wolves_real_window.py --lang ru [--seats 3] [--size 1280x800]

What it does:

- starts Xvfb, then main.py in it with a fresh user folder (HOME and SMALLWORLD_USER_DIR point into a
  temporary folder: the player's own folder is never touched), the language set in that folder's
  settings.json;
- clicks title → The Wolves → New game → the computers' speed "Instant" → Start the game with
  `xdotool mousemove X Y click 1`;
- where to click is computed on a headless copy of the same screens, in this process under SDL's dummy
  driver at the real window's size (read with `xdotool getwindowgeometry`): the copy gets every click too,
  so it follows the real screen; in the game it is rebuilt from the autosave (autosave-wolves.json,
  written after every action) each time the person is to act, and tests/ui/wolves_clicks.py turns the
  action into clicks, as the UI tests do;
- the person's actions are chosen by the game's own "easy" computer player;
- after each action it waits until the autosave holds it (and checks it is the one meant);
- screenshots (`import -window root`) go to /tmp/shots-wolves-real/<lang>-NNN.png, what each shows in
  <lang>-index.txt; the Russian ones are read with `tesseract -l rus+eng`, the words in Latin letters
  listed in <lang>-ocr.txt (English left on a Russian screen).

Exit status 0 when the game reached its end screen, 1 otherwise (the reason on the last line).
"""

import argparse
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
sys.path.insert(0, str(ROOT))
MIRROR_DIR = tempfile.mkdtemp(prefix="wolves-mirror-")
os.environ["SDL_VIDEODRIVER"] = "dummy"       # the copy of the screens: no window
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["SMALLWORLD_USER_DIR"] = MIRROR_DIR   # the copy's own user folder, never the real window's
os.environ.pop("SMALLWORLD_LANG", None)          # the language comes from settings.json, as a player's does
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.game_session import GameSession  # noqa: E402
from game.scenes import registry  # noqa: E402
from games.wolves.definition import WOLVES  # noqa: E402
from games.wolves.model.actions import ACTIONS  # noqa: E402
from games.wolves.scenes.game_over import WolvesGameOverScene  # noqa: E402
from games.wolves.scenes.play import WolvesPlayScene, play_scene  # noqa: E402
from games.wolves.scenes.setup import WolvesSetupScene  # noqa: E402
from tests.ui import wolves_clicks  # noqa: E402
from tests.ui.scene_driver import click as mirror_click  # noqa: E402
from tests.ui.scene_driver import frame, new_app  # noqa: E402

SHOTS = Path("/tmp/shots-wolves-real")
AUTOSAVE = "autosave-wolves.json"
PAUSE = 0.18            # seconds after each real click: the window takes it in well within this


def log(text):
    print(f"[{time.strftime('%H:%M:%S')}] {text}", flush=True)


class Failure(Exception):
    pass


# ---------------------------------------------------------------- the real window

class RealWindow:
    """Xvfb and main.py in it; clicks and screenshots."""

    def __init__(self, display, size, lang, folder):
        self.display = display
        self.size = size
        self.lang = lang
        self.folder = folder
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
        self.window = wait_for(self._find_window, 30, "the program's window did not appear")
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

    def click(self, pos):
        if self.program.poll() is not None:
            raise Failure(f"main.py ended (exit {self.program.returncode}); see {self.folder}/program.log")
        x, y = int(round(pos[0])) + self.offset[0], int(round(pos[1])) + self.offset[1]
        self.xdo("mousemove", str(x), str(y), "click", "1")
        time.sleep(PAUSE)

    def shot(self, what, settle=0.35):
        """The screen as it is now: /tmp/shots-wolves-real/<lang>-NNN.png, listed in <lang>-index.txt.
        `settle`: seconds for the window to draw the last click's frame (more after a change of screen: a
        machine busy with other work was seen drawing the title's new game later than 0.35 s)."""
        time.sleep(settle)
        self.shot_count += 1
        path = SHOTS / f"{self.lang}-{self.shot_count:03d}.png"
        subprocess.run(["import", "-window", "root", str(path)], env=self.env, check=True)
        self.index.append(f"{path.name}  {what}")
        (SHOTS / f"{self.lang}-index.txt").write_text("\n".join(self.index) + "\n")
        log(f"shot {path.name}: {what}")
        return path

    def autosave(self):
        """The autosave's document, or None while there is none (or it is being replaced)."""
        try:
            return json.loads((self.user / AUTOSAVE).read_text())
        except (OSError, ValueError):
            return None

    def stop(self):
        for process in (self.program, self.xvfb):
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()


def write_settings(folder, lang):
    from game.settings import FILE_NAME, SETTINGS_FORMAT, SETTINGS_VERSION

    Path(folder).mkdir(parents=True, exist_ok=True)
    (Path(folder) / FILE_NAME).write_text(json.dumps({"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION,
                                                      "language": lang}))


def wait_for(probe, seconds, why):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = probe()
        if found:
            return found
        time.sleep(0.1)
    raise Failure(why)


# ---------------------------------------------------------------- the copy of the screens

class Player:
    """Clicks made on the headless copy and in the real window alike."""

    def __init__(self, window, size):
        self.window = window
        self.app = new_app(size)
        self.clicks = 0
        self.after_click = None         # called once after the next click (a screenshot mid-action)

    def click(self, app, pos):
        self.window.click(pos)
        mirror_click(app, pos)
        self.clicks += 1
        if self.after_click is not None:
            hook, self.after_click = self.after_click, None
            hook()

    def show(self, scene):
        self.app.switch(scene)
        frame(self.app)
        return scene


def mirror_of(document):
    """The play screen's copy on the autosaved game: its session never lets a computer play."""
    setup, problems = WOLVES.parse_setup(document, AUTOSAVE)
    if setup is None:
        raise Failure(f"the autosave does not load: {problems[0].where}: {problems[0].what}")
    session = GameSession.resumed(WOLVES, setup, threaded=False, speed="instant")
    session.update = lambda: None
    return session


# ---------------------------------------------------------------- the game

class Game:
    """The game as the autosave tells it, followed action by action (its events seen)."""

    def __init__(self, document):
        setup, _problems = WOLVES.parse_setup(document, AUTOSAVE)
        self.setup = dict(setup, actions=[])
        self.game = WOLVES.new_game(self.setup)
        self.person = next(i for i, p in enumerate(setup["players"]) if p["kind"] == "human")

    def follow(self, document):
        """Apply the autosave's new actions; the events they made."""
        events = []
        for raw in document["actions"][len(self.game.actions):]:
            events += self.game.apply(ACTIONS.from_json(raw))
        return events


def play_game(window, player, lang, max_minutes):
    started = time.monotonic()
    chooser = WOLVES.make_player("easy", 7)
    person_actions = 0
    try:
        document = wait_for(window.autosave, 5, "")
    except Failure:     # nothing is saved before the first action: the person orients first
        first_orient(window, player, chooser)
        person_actions += 1
        document = wait_for(window.autosave, 30, "no autosave after Start and an orientation: no game began")
    tracked = Game(document)
    rounds_shot = set()
    moves_shot = set()
    opponent_shot = False
    scored_pending = False
    mismatches = []
    while True:
        if time.monotonic() - started > max_minutes * 60:
            raise Failure(f"the game did not end in {max_minutes} minutes")
        document = window.autosave()
        if document is None:
            time.sleep(0.1)
            continue
        events = tracked.follow(document)
        game = tracked.game
        if any(e.get("type") == "region_scored" for e in events):
            phases = sorted({e.get("phase") for e in events if e.get("type") == "region_scored"})
            window.shot(f"region scoring told over the map ({', '.join(phases)} moon), round {game.round}")
            scored_pending = True
        if game.over:
            break
        if game.current != tracked.person:
            time.sleep(0.15)
            continue
        session = mirror_of(document)
        scene = player.show(play_scene(player.app, session))
        if scored_pending:     # the scoring told over the map may still be up: a click on the top bar closes it
            player.click(player.app, (scene.layout.top.left + 4, scene.layout.top.centery))
            scored_pending = False
        if game.phase in ("orient", "start") and game.phase not in rounds_shot:
            rounds_shot.add(game.phase)
            window.shot({"orient": "the person orients the tiles", "start": "the start draft: hexes lit"}[game.phase])
        if game.phase == "play" and game.round not in rounds_shot:
            rounds_shot.add(game.round)
            window.shot(f"round {game.round}: the person's turn begins")
            if not opponent_shot and game.round >= 2:
                opponent_shot = True
                show_opponent(window, player, scene, game)
        action = chooser.choose(session.game).to_json()
        count = len(game.actions)
        if action["type"] == "move" and game.round not in moves_shot:
            moves_shot.add(game.round)
            player.after_click = lambda n=game.round: window.shot(f"round {n}: a Move, its wolf chosen, targets lit")
        take(player, scene, action)
        person_actions += 1
        done = wait_for(lambda n=count: saved_beyond(window, n), 30,
                        f"the window did not take the person's {action['type']} ({action})")
        made = {k: v for k, v in done["actions"][count].items() if k not in ("pay", "push", "hunt")}
        meant = {k: v for k, v in action.items() if k not in ("pay", "push", "hunt")}
        if made != meant:
            mismatches.append((meant, made))
            log(f"MISMATCH: meant {meant}, the window took {made}")
        player.after_click = None
    elapsed = time.monotonic() - started
    # the full moon's scoring is told over the map before the end screen: a click closes it (it would close
    # by itself a few seconds later); the click is on the top bar, where the end screen has nothing either
    time.sleep(0.5)
    top = player.app.scene.layout.top if isinstance(player.app.scene, WolvesPlayScene) else pygame.Rect(0, 0, 8, 36)
    player.click(player.app, (top.left + 4, top.centery))
    return tracked, person_actions, elapsed, mismatches


def saved_beyond(window, count):
    """The autosave once it holds more than `count` actions, else None."""
    document = window.autosave()
    return document if document and len(document["actions"]) > count else None


def first_orient(window, player, chooser):
    """The person orients first and no autosave tells the game yet: the rows of tiles stand where they stand
    in any game, so the copy shows one of the setup the copy's own screen began (another seed, the same
    seats) where the person orients first."""
    app = player.app
    assert hasattr(app.scene, "session"), f"Start opened {type(app.scene).__name__}"
    document = WOLVES.document(app.scene.session.game)
    for seed in range(1, 200):
        setup, _problems = WOLVES.parse_setup(dict(document, seed=seed, actions=[]), "copy")
        session = GameSession(WOLVES, setup, threaded=False, speed="instant")
        if session.is_human_turn():
            break
    session.update = lambda: None
    scene = player.show(play_scene(app, session))
    window.shot("the person orients the tiles first")
    take(player, scene, chooser.choose(session.game).to_json())


def take(player, scene, action):
    app = player.app
    game = scene.session.game
    if game.phase == "orient":
        player.click(app, scene.orient.rows[action["face"]].center)
    elif game.phase == "start":
        from games.wolves.model.hexes import parse_hex

        wolves_clicks.click_hex(app, scene, parse_hex(action["hex"]), player.click)
    else:
        wolves_clicks.act_by_clicks(app, scene, action, player.click)


def show_opponent(window, player, scene, game):
    """Another pack's board, one click on its tab; then back to the person's own."""
    other = (game.current + 1) % game.n
    tab = next(rect for rect, seat in scene.side.tabs if seat == other)
    player.click(player.app, tab.center)
    window.shot(f"round {game.round}: an opponent's board (seat {other + 1})")
    own = next(rect for rect, seat in scene.side.tabs if seat == game.current)
    player.click(player.app, own.center)


# ---------------------------------------------------------------- the menus

def to_the_game(window, player, seats):
    app = player.app
    title = player.show(registry.make("title", app))
    window.shot("the title screen", settle=1.2)
    if title.game.id != WOLVES.id:
        assert title.chooser is not None, "only one game installed, and not The Wolves"
        k = next(i for i, (value, _label) in enumerate(title.chooser.options) if value == WOLVES.id)
        player.click(app, title.chooser.segments[k].center)
    assert title.game.id == WOLVES.id, "The Wolves was not chosen on the title"
    window.shot("the title, The Wolves chosen", settle=1.2)
    player.click(app, title.buttons["new"].rect.center)
    setup = app.scene
    assert isinstance(setup, WolvesSetupScene), f"New game opened {type(setup).__name__}"
    while setup.count > seats:
        setup._layout(app.screen.get_size())
        player.click(app, setup.buttons[f"remove:{setup.count - 1}"].rect.center)
    while setup.count < seats:
        player.click(app, setup.buttons["add"].rect.center)
    for i, seat in enumerate(setup.seats):
        kind = "human" if i == 0 else "ai"
        if seat["kind"] != kind:
            choice = setup.kind_choices[i]
            k = next(j for j, (value, _label) in enumerate(choice.options) if value == kind)
            player.click(app, choice.segments[k].center)
    choice = setup.speed_choice
    k = next(j for j, (value, _label) in enumerate(choice.options) if value == "instant")
    player.click(app, choice.segments[k].center)
    assert setup.speed == "instant"
    window.shot(f"setup: 1 person, {seats - 1} computers, speed Instant", settle=1.2)
    player.click(app, setup.buttons["start"].rect.center)


# ---------------------------------------------------------------- reading the Russian screens

LATIN = re.compile(r"\b[A-Za-z][A-Za-z'-]{2,}\b")


def read_screens(lang, paths):
    """tesseract on each screenshot: the words in Latin letters it finds on a Russian screen."""
    lines = []
    for path in paths:
        text = subprocess.run(["tesseract", str(path), "stdout", "-l", "rus+eng"], capture_output=True,
                              text=True).stdout
        (path.with_suffix(".txt")).write_text(text)
        latin = sorted(set(LATIN.findall(text)))
        cut = [line for line in text.splitlines() if "…" in line or line.rstrip().endswith("...")]
        lines.append(f"{path.name}: latin words: {' '.join(latin) or '-'}")
        lines += [f"    cut? {line}" for line in cut]
    (SHOTS / f"{lang}-ocr.txt").write_text("\n".join(lines) + "\n")
    return lines


# ---------------------------------------------------------------- main

def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("en", "ru"), default="en")
    parser.add_argument("--seats", type=int, default=3, choices=(2, 3, 4, 5))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--display", default=":77")
    parser.add_argument("--minutes", type=float, default=60, help="give up after this long")
    parser.add_argument("--keep", action="store_true", help="keep the temporary user folder")
    options = parser.parse_args(argv)
    size = tuple(int(v) for v in options.size.lower().split("x"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    for old in SHOTS.glob(f"{options.lang}-*"):
        old.unlink()
    write_settings(MIRROR_DIR, options.lang)
    folder = Path(tempfile.mkdtemp(prefix=f"wolves-real-{options.lang}-"))
    window = RealWindow(options.display, size, options.lang, folder)
    status = 1
    try:
        real = window.start()
        pygame.display.init()
        pygame.font.init()
        player = Player(window, real)
        begun = time.monotonic()
        to_the_game(window, player, options.seats)
        tracked, actions, elapsed, mismatches = play_game(window, player, options.lang, options.minutes)
        time.sleep(1.5)     # the end screen comes once the last scoring is told
        window.shot("the end screen", settle=1.2)
        player.show(WolvesGameOverScene(player.app, mirror_of(window.autosave())))
        game = tracked.game
        scores = {game.players[i]["name"]: game.boards[i].score(game.values)["total"] for i in range(game.n)}
        winners = [game.players[i]["name"] for i in game.winners]
        log(f"game over after {elapsed / 60:.1f} min ({time.monotonic() - begun:.0f} s from the title): "
            f"{len(game.actions)} actions, {actions} by the person in {player.clicks} clicks; "
            f"rounds {game.round}; scores {scores}; winners {winners}")
        if mismatches:
            log(f"{len(mismatches)} actions differed from the ones meant")
        if options.lang == "ru":
            for line in read_screens(options.lang, sorted(SHOTS.glob(f"{options.lang}-*.png"))):
                log(line)
        status = 0 if not mismatches else 1
    except (Failure, AssertionError, subprocess.CalledProcessError) as exc:
        try:
            window.shot(f"at the failure: {exc}")
        except Exception:  # noqa: BLE001 (the window may be gone)
            pass
        log(f"FAILED: {exc}")
    finally:
        window.stop()
        shutil.rmtree(MIRROR_DIR, ignore_errors=True)
        if not options.keep:
            shutil.rmtree(folder, ignore_errors=True)
        else:
            log(f"the user folder is kept in {folder}")
    return status


if __name__ == "__main__":
    sys.exit(main())
