"""A person plays a whole game of Warcraft: The Board Game in the real window, with the mouse, against computers.

For QA, not for the tests: it proves that the program itself (main.py in an X window, under Xvfb) can be
played from the title to the end screen by clicks alone, and keeps screenshots of what a player sees.

    .venv/bin/python tools/qa/warcraft_real_window.py --lang ru [--scenario main] [--level medium]
                                                      [--size 1280x800]

What it does (the parts any game's driver needs are in tools/qa/real_window.py):

- starts Xvfb, then main.py in it with a fresh user folder, the language set in that folder's settings;
- clicks title → Warcraft → New game → the scenario → the computer seats' level → (main game for two) the
  races → the turn limit (30 game turns unless --turn-limit says otherwise; 0: none) → Start, then the
  play screen's Speed button until "Fast" (the computers' pace, kept in settings);
- where to click is computed on a headless copy of the same screens at the real window's size: the copy
  gets every click too; in the game it is rebuilt from the autosave (autosave-warcraft_board.json, written
  after every action) each time the person is to act (their turn, or a reply in another's: a casualty, a
  card window), and tests/ui/wb_clicks.py turns the action into clicks, as the UI tests do;
- the person's actions are chosen by the game's own "easy" computer player;
- after each action it waits until the autosave holds it and checks it is the one meant (of
  interchangeable pieces any may be the one clicked, of paths to one end any);
- screenshots go to /tmp/shots-wb-real/<lang>-NNN.png (a scenario's: <lang>-<scenario>-NNN.png), what each
  shows in <lang>-index.txt; the Russian ones are read with tesseract, the words in Latin letters listed in
  <lang>-ocr.txt.

No game file of the person's acts first: if the person's seat moves first, nothing is autosaved before
that first action, so it is computed on a game of another seed where the person moves first: the races
are chosen on the setup screen, and the map's pieces stand the same in any game of them.

Exit status 0 when the game reached its end screen, 1 otherwise (the reason on the last line).
"""

import argparse
import sys
import time
import traceback
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
from game.game_session import GameSession  # noqa: E402
from game.scenes import registry  # noqa: E402
from games.warcraft_board.definition import WARCRAFT  # noqa: E402
from games.warcraft_board.model import game as rules  # noqa: E402
from games.warcraft_board.model import scoring  # noqa: E402
from games.warcraft_board.model.actions import ACTIONS  # noqa: E402
from games.warcraft_board.scenes.play import WarcraftPlayScene, play_scene  # noqa: E402
from games.warcraft_board.scenes.setup import SCENARIO_SEATS, TURN_CAPS, WarcraftSetupScene  # noqa: E402
from tests.ui import wb_clicks  # noqa: E402
from tests.ui.scene_driver import frame  # noqa: E402

SHOTS = Path("/tmp/shots-wb-real")
AUTOSAVE = f"autosave-{WARCRAFT.id}.json"
PACE = "fast"           # the computers' pace the person sets with the play screen's Speed button
RACES = {"en": ("humans", "orcs"), "ru": ("orcs", "night_elves")}     # main game for two: person, computer


class Shots:
    """How many pictures of each kind were taken: a few of each, not hundreds."""

    def __init__(self, window):
        self.window = window
        self.taken = {}

    def want(self, kind, most=2):
        return self.taken.get(kind, 0) < most

    def take(self, kind, what, settle=0.35):
        self.taken[kind] = self.taken.get(kind, 0) + 1
        return self.window.shot(what, settle)


def mirror_of(document):
    """The play screen's copy on the autosaved game: its session never lets a computer play."""
    setup, problems = WARCRAFT.parse_setup(document, AUTOSAVE)
    if setup is None:
        raise Failure(f"the autosave does not load: {problems[0].where}: {problems[0].what}")
    return quiet(GameSession.resumed(WARCRAFT, setup, threaded=False, speed="instant"))


def quiet(session):
    session.update = lambda: None
    return session


class Tracked:
    """The game as the autosave tells it, followed action by action (its events seen). The dice and cards
    drawn so far are in the file, so each new state is built from its own file."""

    def __init__(self, document):
        setup, _problems = WARCRAFT.parse_setup(document, AUTOSAVE)
        self.game = WARCRAFT.new_game(setup)
        self.person = next(i for i, p in enumerate(setup["players"]) if p["kind"] == "human")
        self.follow(document)

    def follow(self, document):
        known = len(self.game.actions)
        if len(document["actions"]) == known:
            return []
        setup, problems = WARCRAFT.parse_setup(document, AUTOSAVE)
        if setup is None:
            raise Failure(f"the autosave does not load: {problems[0].where}: {problems[0].what}")
        game = WARCRAFT.new_game(setup)         # the start only: the actions are applied here
        events = []
        for k, action in enumerate(setup["actions"]):
            told = WARCRAFT.apply(game, action)
            if k >= known:
                events += told
        self.game = game
        return events


# ---------------------------------------------------------------- the game

def play_game(window, player, options):
    started = time.monotonic()
    shots = Shots(window)
    chooser = WARCRAFT.make_player("easy", 7)
    person_actions = {}
    try:
        document = wait_for(window.autosave, 6, "")
    except Failure:     # nothing is saved before the first action: the person moves first
        first = first_action(window, player, chooser, shots)
        person_actions[first] = 1
        document = wait_for(window.autosave, 30, "no autosave after Start and the person's first action")
    tracked = Tracked(document)
    mismatches = []
    escort = True           # the play screen's Prisoner: along / stays, as the person left it
    while True:
        if time.monotonic() - started > options.minutes * 60:
            raise Failure(f"the game did not end in {options.minutes} minutes")
        document = window.autosave()
        if document is None:
            time.sleep(0.1)
            continue
        events = tracked.follow(document)
        game = tracked.game
        kinds = {e.get("type") for e in events}
        if "battle_roll" in kinds and shots.want("battle", 3):
            rolled = next(e for e in events if e.get("type") == "battle_roll")
            shots.take("battle", f"turn {game.turn}: a battle told (dice of {rolled.get('player')})", settle=0.2)
        if game.over:
            break
        if WARCRAFT.seat_to_act(game) != tracked.person:
            time.sleep(0.12)
            continue
        session = mirror_of(document)
        scene = play_scene(player.app, session)
        scene.play_forced = False       # the copy only computes where to click: the real window decides
        scene = player.show(scene)
        scene.escort = escort
        count = len(game.actions)
        forced = scene.only_action()    # what the real window plays by itself now (its setting is on)
        if forced is not None:          # the window plays the person's only choice itself: no click
            done = wait_for(lambda n=count: window.saved_beyond(n), 30,
                            f"the window did not play the person's only choice ({forced.to_json()})")
            if done["actions"][count] != forced.to_json():
                mismatches.append((forced.to_json(), done["actions"][count]))
            person_actions["played for them"] = person_actions.get("played for them", 0) + 1
            continue
        decision = rules.decision(session.game)
        action = chooser.choose(session.game)
        picture_before(shots, scene, decision, action)
        classes = wb_clicks.piece_classes(session.game)
        if action.type == "move" and shots.want("move"):
            player.after_click = lambda turn=game.turn: shots.take(
                "move", f"turn {turn}: a Move, its piece chosen, the spaces it reaches lit")
        spend_shot = None
        if action.type in ("train", "build", "upgrade") and shots.want("spend", 3):
            def spend_shot(kind=action.type, turn=game.turn):
                shots.take("spend", f"turn {turn}: the Spend panel, {kind} rows set before Confirm")
        elif action.type == "play_card" and shots.want("card dialog"):
            def spend_shot(card=action.card, turn=game.turn):
                shots.take("card dialog", f"turn {turn}: the card {card}'s choices")
        wb_clicks.perform(player.app, scene, action, player.click, spend_shot)
        player.after_click = None
        escort = scene.escort
        person_actions[action.type] = person_actions.get(action.type, 0) + 1
        done = wait_for(lambda n=count: window.saved_beyond(n), 30,
                        f"the window did not take the person's {action.type} ({action.to_json()})")
        made = wb_clicks.likeness(classes, ACTIONS.from_json(done["actions"][count]))
        meant = wb_clicks.likeness(classes, action)
        if made != meant:
            mismatches.append((meant, made))
            log(f"MISMATCH: meant {meant}, the window took {made}")
        picture_after(shots, action, game)
        if game.turn >= 2 and shots.want("opponent", 1):
            show_opponent(player, shots, game, tracked.person)
    return tracked, person_actions, time.monotonic() - started, mismatches


def picture_before(shots, scene, decision, action):
    game = scene.session.game
    kind = decision.kind if decision is not None else ""
    if kind.startswith("move:") and shots.want(f"turn {game.turn}", 1) and game.turn in (1, 2, 3, 10, 20):
        shots.take(f"turn {game.turn}", f"turn {game.turn}: the person's movement begins")
    elif kind.startswith("harvest") and shots.want("harvest lit", 1):
        shots.take("harvest lit", f"turn {game.turn}: the harvest, the Mines and Forests to roll for lit")
    elif kind.startswith("spend") and shots.want("spend step", 1):
        shots.take("spend step", f"turn {game.turn}: the spend step's bar")
    elif game.window is not None and shots.want("card window"):
        shots.take("card window", f"turn {game.turn}: a card window ({kind}), the person may play a card")
    elif action.type == "casualty" and shots.want("casualty", 3):
        shots.take("casualty", f"turn {game.turn}: a battle, the person picks a casualty (lit units)")
    elif game.battle is not None and shots.want("battle choice", 2):
        shots.take("battle choice", f"turn {game.turn}: a battle decision ({kind}), chosen: {action.type}")


def picture_after(shots, action, game):
    if action.type == "harvest" and shots.want("harvest"):
        shots.take("harvest", f"turn {game.turn}: the harvest rolled")
    elif action.type == "play_card" and shots.want("card played"):
        shots.take("card played", f"turn {game.turn}: the card {action.card} played")


def first_action(window, player, chooser, shots):
    """The person acts first and no autosave tells the game yet: the copy's own game (another seed, the
    same races) where the person moves first gives the clicks; a card window first (the person holding a
    card for it) is answered by Pass when the move is not taken."""
    app = player.app
    assert hasattr(app.scene, "session"), f"Start opened {type(app.scene).__name__}"
    drawn = ("decks", "dice", "income", "first_player")      # what the seed drew: drawn again, the person first
    document = {k: v for k, v in WARCRAFT.document(app.scene.session.game).items() if k not in drawn}
    found = {}
    for seed in range(1, 400):
        setup, _problems = WARCRAFT.parse_setup(dict(document, seed=seed, first_player=0, actions=[]), "copy")
        session = GameSession(WARCRAFT, setup, threaded=False, speed="instant")
        if session.is_human_turn():
            found.setdefault(rules.decision(session.game).kind, session)
        if "move:free" in found and len(found) > 1:
            break
    session = quiet(found["move:free"])
    scene = play_scene(app, session)
    scene.play_forced = False
    scene = player.show(scene)
    shots.take("first", "the person moves first")
    moves = [a for a in rules.legal_actions(session.game) if a.type in ("move", "end_step")]
    action = chooser.choose(session.game)
    if action.type not in ("move", "end_step"):
        action = moves[0]
    wb_clicks.perform(app, scene, action, player.click)
    try:
        wait_for(window.autosave, 6, "")
        return action.type
    except Failure:
        pass
    window_kind = next((k for k in found if k != "move:free"), None)
    if window_kind is None:
        raise Failure("the person's first move was not taken, and no card window to pass was found")
    scene = player.show(play_scene(app, quiet(found[window_kind])))
    wb_clicks.press(app, scene, "pass", player.click)
    return "pass"


def show_opponent(player, shots, game, person):
    """A computer's sheet, one click on its tab; then back to the person's own (the copy's seat to act is
    not the real window's any more: the tabs' places are the same)."""
    scene = player.app.scene
    frame(player.app)
    other = next(seat for rect, seat in scene.side.tabs if seat != person)
    tab = next(rect for rect, seat in scene.side.tabs if seat == other)
    player.click(player.app, tab.center)
    shots.take("opponent", f"turn {game.turn}: the computer's sheet (seat {other + 1})")
    own = next(rect for rect, seat in scene.side.tabs if seat == person)
    player.click(player.app, own.center)


# ---------------------------------------------------------------- the menus

def to_the_game(window, player, options):
    app = player.app
    title = player.show(registry.make("title", app))
    window.shot("the title screen", settle=1.2)
    if title.game.id != WARCRAFT.id:
        assert title.chooser is not None, "only one game installed, and not Warcraft"
        k = next(i for i, (value, _label) in enumerate(title.chooser.options) if value == WARCRAFT.id)
        player.click(app, title.chooser.segments[k].center)
    assert title.game.id == WARCRAFT.id, "Warcraft was not chosen on the title"
    window.shot("the title, Warcraft chosen", settle=1.2)
    player.click(app, title.buttons["new"].rect.center)
    setup = app.scene
    assert isinstance(setup, WarcraftSetupScene), f"New game opened {type(setup).__name__}"
    frame(app)
    choose(player, setup, "scenario", options.scenario)
    seats = options.seats or SCENARIO_SEATS[options.scenario][0]
    if seats != setup.count:
        choose(player, setup, "count", seats)
    for seat in range(setup.count):
        choose(player, setup, f"kind{seat}", "human" if seat == 0 else "ai")
        if seat:
            choose(player, setup, f"level{seat}", options.level)
    if options.scenario == "main" and setup.count == 2:
        for seat, race in enumerate(RACES[options.lang]):
            choose(player, setup, f"race{seat}", race)
    choose(player, setup, "cap", options.turn_limit)
    window.shot(f"setup: {options.scenario}, 1 person, {setup.count - 1} computer(s) {options.level}, "
                f"turn limit {options.turn_limit or 'none'}", settle=1.2)
    player.click(app, setup.buttons["start"].rect.center)


def choose(player, setup, key, value):
    """A segment of one of the setup screen's choices, clicked unless it is chosen already."""
    frame(player.app)
    widget = setup.widgets[key]
    k = next(j for j, (v, _label) in enumerate(widget.options) if v == value)
    if widget.selected != value:
        player.click(player.app, widget.segments[k].center)
        frame(player.app)
    assert setup.widgets[key].selected == value, (key, value, setup.widgets[key].selected)


def set_pace(window, player):
    """The Speed button of the play screen's top bar, clicked until it says the pace wanted: its right edge
    stands still whatever it says, so the click goes near it (on the copy's own play screen, which Start
    opened there too)."""
    from games.warcraft_board.scenes.play import SPEED_ORDER

    app = player.app
    scene = app.scene
    assert isinstance(scene, WarcraftPlayScene), f"Start opened {type(scene).__name__}"
    frame(app)
    pace = setup_pace(window)
    clicks = (SPEED_ORDER.index(PACE) - SPEED_ORDER.index(pace)) % len(SPEED_ORDER)
    button = scene.top_buttons["speed"]
    for _ in range(clicks):
        window.click((button.rect.right - 12, button.rect.centery))
        player.clicks += 1
    window.shot(f"the play screen, Speed set to {PACE} by {clicks} click(s)", settle=0.8)


def setup_pace(window):
    """The pace the real window's game began at: its settings' (the player's last choice), else Normal."""
    import json

    try:
        return json.loads((window.user / "settings.json").read_text())["setup"]["speed"]
    except (OSError, ValueError, KeyError):
        return "normal"


# ---------------------------------------------------------------- main

def final_scores(game):
    """Each seat's race and VP (scenarios without VP: their race only)."""
    vp = scoring.uses_vp(game)
    return {f"{s + 1}:{seat.race}": scoring.vp(game, s) if vp else None for s, seat in enumerate(game.seats)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_arguments(parser, display=":78")
    parser.add_argument("--scenario", default="main", choices=("main", "elf_gate", "necromancer_march",
                                                                "prisoners", "nordrassil"))
    parser.add_argument("--seats", type=int, choices=(2, 3, 4), help="main game: 2 or 4")
    parser.add_argument("--level", default="medium", help="the computers' level")
    parser.add_argument("--turn-limit", type=int, default=30, choices=TURN_CAPS,
                        help="the setup screen's turn limit (0: none)")
    options = parser.parse_args(argv)
    window = player = None
    status = 1
    try:
        tag = options.lang if options.scenario == "main" else f"{options.lang}-{options.scenario}"
        window, player = open_window(options, SHOTS, AUTOSAVE, "wb-real", tag)
        begun = time.monotonic()
        to_the_game(window, player, options)
        set_pace(window, player)
        tracked, actions, elapsed, mismatches = play_game(window, player, options)
        time.sleep(2.5)     # the end screen comes once the last battle is told
        window.shot("the end screen", settle=1.0)
        game = tracked.game
        log(f"game over after {elapsed / 60:.1f} min ({time.monotonic() - begun:.0f} s from the title): "
            f"{len(game.actions)} actions, {sum(actions.values())} by the person in {player.clicks} clicks "
            f"({actions}); turn {game.turn}; end {game.end_reason}; winners {game.winners}; "
            f"VP {final_scores(game)}")
        if mismatches:
            log(f"{len(mismatches)} actions differed from the ones meant")
        if options.lang == "ru":
            for line in read_screens(tag, sorted(SHOTS.glob(f"{tag}-[0-9]*.png")), SHOTS):
                log(line)
        status = 0 if not mismatches else 1
    except Exception as exc:  # noqa: BLE001 (any failure: told, pictured, the window closed)
        if not isinstance(exc, Failure):
            traceback.print_exc()
        if window is not None:
            shot_at_failure(window, repr(exc))
        else:
            log(f"FAILED: {exc!r}")
    finally:
        if window is not None:
            close_window(window, options.keep)
    return status


if __name__ == "__main__":
    sys.exit(main())
