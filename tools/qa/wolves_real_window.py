"""A person plays a whole game of The Wolves in the real window, with the mouse, against computers.

For QA, not for the tests: it proves that the program itself (main.py in an X window, under Xvfb) can be
played from the title to the end screen by clicks alone, and keeps screenshots of what a player sees.

    .venv/bin/python tools/qa/wolves_real_window.py --lang ru [--seats 3] [--size 1280x800]

What it does (the parts any game's driver needs are in tools/qa/real_window.py):

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
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tools.qa.real_window import (  # noqa: E402  (before pygame: it points SDL at the dummy drivers)
    Failure,
    add_arguments,
    close_window,
    log,
    open_window,
    read_screens,
    shot_at_failure,
    wait_for,
)

# isort: split
import pygame  # noqa: E402

from game.game_session import GameSession  # noqa: E402
from game.scenes import registry  # noqa: E402
from games.wolves.definition import WOLVES  # noqa: E402
from games.wolves.model.actions import ACTIONS  # noqa: E402
from games.wolves.scenes.game_over import WolvesGameOverScene  # noqa: E402
from games.wolves.scenes.play import WolvesPlayScene, play_scene  # noqa: E402
from games.wolves.scenes.setup import WolvesSetupScene  # noqa: E402
from tests.ui import wolves_clicks  # noqa: E402

SHOTS = Path("/tmp/shots-wolves-real")
AUTOSAVE = "autosave-wolves.json"


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
        done = wait_for(lambda n=count: window.saved_beyond(n), 30,
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


# ---------------------------------------------------------------- main

def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_arguments(parser, display=":77")
    parser.add_argument("--seats", type=int, default=3, choices=(2, 3, 4, 5))
    options = parser.parse_args(argv)
    window = player = None
    status = 1
    try:
        window, player = open_window(options, SHOTS, AUTOSAVE, "wolves-real")
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
            for line in read_screens(options.lang, sorted(SHOTS.glob(f"{options.lang}-*.png")), SHOTS):
                log(line)
        status = 0 if not mismatches else 1
    except (Failure, AssertionError, subprocess.CalledProcessError) as exc:
        if window is not None:
            shot_at_failure(window, exc)
        else:
            log(f"FAILED: {exc}")
    finally:
        if window is not None:
            close_window(window, options.keep)
    return status


if __name__ == "__main__":
    sys.exit(main())
