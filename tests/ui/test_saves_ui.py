"""Saves in the window: Undo (button and Ctrl+Z), Save as, the load screen, the replay viewer.

Real scenes on SDL's dummy display get synthetic mouse and key events; the
assertions look at the model (state JSON), so a broken handler fails here. The
user data folder is a temporary one: nothing touches the player's saves.
"""

import json
import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from game_helpers import canonical  # noqa: E402
from scene_driver import click, frame, key, new_app, region_click, replay_first_save, start_game, type_text  # noqa: E402
from scene_driver import pass_screen as driver_pass_screen  # noqa: E402

from game import saves  # noqa: E402
from game.resources import map_folders, rules_dir  # noqa: E402
from game.scenes.load_game import LoadGameScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.gamefile import load_game_file, replay  # noqa: E402
from games.smallworld.model.legal import conquest_options  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.replay_cursor import ReplayCursor  # noqa: E402
from games.smallworld.scenes.game_over import GameOverScene  # noqa: E402
from games.smallworld.scenes.play import PlayScene  # noqa: E402
from games.smallworld.scenes.replay_viewer import ReplayViewerScene  # noqa: E402
from games.smallworld.session import Session  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
GRID = str(ROOT / "tests" / "data" / "test-grid.json")

pytestmark = pytest.mark.usefixtures("user_dir")   # (conftest) a temporary user data folder


def grid_game(kinds=("human", "human"), dice=None, seed=9):
    players = [{"name": name, "kind": kind} for name, kind in zip(("Ann", "Bob"), kinds)]
    for p in players:
        if p["kind"] == "ai":
            p["level"] = "random"
    return Game(load_ruleset(str(ROOT / "rules_data" / "classic")), load_map(GRID), players, seed,
                races=["ratmen", "orcs"], powers=["forest", "merchant"], dice=dice)


def finished_grid_game(seed=9):
    session = Session(grid_game(kinds=("ai", "ai"), seed=seed), GRID, threaded=False, speed="instant")
    while not session.game.over:
        session.update()
    return session.game


def start(game, size=(1600, 1000)):
    return start_game(game, GRID, size)


# ---------------------------------------------------------------- input helpers (the rest: scene_driver)

def ctrl_z(app):
    key(app, pygame.K_z, pygame.KMOD_LCTRL)


def region(game, rid):
    return game.board.index[rid]


def pass_screen(app):
    """Click the pass-the-screen overlay away, if it is up."""
    driver_pass_screen(app, required=False)


# ---------------------------------------------------------------- undo

def test_undo_button_and_ctrl_z_take_back_a_conquest_until_the_die_is_rolled():
    app, session, scene = start(grid_game(dice=[3]))
    pass_screen(app)
    undo = scene.hud.undo
    assert not undo.enabled                                  # nothing done yet

    click(app, scene.mode.cards[0].center)                   # pick: a new combo is revealed
    assert len(session.game.actions) == 1
    assert not undo.enabled and "nothing to undo" in undo.tooltip.lower()
    after_pick = canonical(session.game)

    a2 = region(session.game, "a2")
    region_click(app, a2)
    assert len(session.game.actions) == 2 and session.game.occupant[a2] is not None
    assert undo.enabled and "Ctrl+Z" in undo.tooltip
    old_game = session.game
    click(app, undo.rect.center)                              # the button
    assert session.game is not old_game and scene.game is session.game
    assert canonical(session.game) == after_pick
    assert session.game.occupant[a2] is None and len(session.game.actions) == 1
    assert "Took back" in scene.messages.latest()
    # the screen follows the new game object: the mode is chosen again and works
    assert scene.mode_key[0] == "conquer" and scene.mode.tribe is session.game.players[0].active

    region_click(app, a2)                                     # play goes on from there
    assert session.game.occupant[a2] is session.game.players[0].active
    after_a2 = canonical(session.game)
    region_click(app, region(session.game, "a3"))
    assert len(session.game.actions) == 3
    ctrl_z(app)                                               # the keyboard
    assert canonical(session.game) == after_a2

    ctrl_z(app)
    assert canonical(session.game) == after_pick

    # conquests (as in tests/test_saves.py), then the final attempt with the die: that ends what can be undone
    for rid in ("b1", "c1", "d1", "d2", "c2"):
        assert session.submit({"type": "conquer", "player": 0, "region": rid}) is not None, session.last_refusal
    frame(app)
    assert undo.enabled
    ann = session.game.players[0].active
    d3 = region(session.game, "d3")
    assert conquest_options(session.game, ann)[d3].kind == "reinforce"
    region_click(app, d3)
    click(app, scene.dialog.button_rect("roll").center)
    assert session.game.dice_log == [3] and session.game.occupant[d3] is ann
    for _ in range(30):
        frame(app, 0.1)
    assert not undo.enabled and "die roll" in undo.tooltip
    n = len(session.game.actions)
    ctrl_z(app)
    click(app, undo.rect.center)
    assert len(session.game.actions) == n
    # the redeploy after it may be taken back again
    assert scene.mode_key[0] == "redeploy"


def test_undo_rewrites_the_autosave():
    from games.smallworld.scenes.start import attach_autosave

    app, session, scene = start(grid_game())
    pass_screen(app)
    saver = attach_autosave(session)
    saver.background = False
    click(app, scene.mode.cards[0].center)
    region_click(app, region(session.game, "a2"))
    ctrl_z(app)
    assert len(session.game.actions) == 1
    game, _ = saves.load_game(saves.autosave_path())
    assert canonical(game) == canonical(session.game)


def test_an_unexpected_error_saves_the_game_and_shows_a_message(monkeypatch, capsys):
    """The window's one guard (App.run): the game to the autosave, a message, the title screen from there."""
    from scene_driver import app_click, app_frame

    from game.scenes.message import MessageScene
    from games.smallworld.scenes.start import attach_autosave

    app, session, scene = start(grid_game())
    pass_screen(app)
    attach_autosave(session)
    click(app, scene.mode.cards[0].center)          # a pick: one action in the game

    def broken(dt):
        raise ZeroDivisionError("a bug in a scene")

    monkeypatch.setattr(scene, "update", broken)
    app_frame(app)
    assert isinstance(app.scene, MessageScene) and app.scene is app.error_scene
    assert "ZeroDivisionError: a bug in a scene" in app.scene.text and "Continue" in app.scene.text
    assert "Traceback" in capsys.readouterr().err
    game, _ = saves.load_game(saves.autosave_path())
    assert canonical(game) == canonical(session.game)
    app_frame(app)                                   # the message lays itself out
    app_click(app, app.scene.buttons["title"].rect.center)
    assert isinstance(app.scene, TitleScene) and app.scene.buttons["continue"].enabled


def test_an_error_in_the_error_screen_ends_the_program(monkeypatch):
    from scene_driver import app_frame

    app, session, scene = start(grid_game())

    def broken(*args):
        raise ZeroDivisionError("a bug in a scene")

    monkeypatch.setattr(scene, "update", broken)
    app_frame(app)
    monkeypatch.setattr(app.scene, "draw", broken)
    with pytest.raises(ZeroDivisionError):
        app_frame(app)


def test_a_computer_seat_never_undoes():
    app, session, scene = start(grid_game(kinds=("ai", "human")))
    assert session.is_ai_turn()
    session.update()                                          # the computer picks...
    assert session.game.actions and session.is_ai_turn()
    scene.draw(app.screen)                                    # ...and the screen shows Undo disabled
    assert not scene.hud.undo.enabled and "Computer" in scene.hud.undo.tooltip
    n = len(session.game.actions)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0))
    assert len(session.game.actions) == n


# ---------------------------------------------------------------- save as, then load

def test_save_in_the_game_then_play_it_from_the_load_screen(user_dir):
    app, session, scene = start(grid_game())
    pass_screen(app)
    click(app, scene.mode.cards[0].center)
    region_click(app, region(session.game, "a2"))
    region_click(app, region(session.game, "a3"))
    click(app, scene.hud.menu.rect.center)
    click(app, scene.dialog.button_rect("save").center)
    dialog = scene.dialog
    assert dialog.field.text == "Test Grid – round 1"         # a name is offered
    type_text(app, "Evening game")                            # typing replaces it
    key(app, pygame.K_RETURN)
    assert scene.dialog is None
    assert scene.messages.latest() == "Saved as “Evening game”"
    saved = canonical(session.game)

    # the same name again: the dialog says it replaces the save
    scene.ask_save()
    type_text(app, "Evening game")
    assert scene.dialog.replaces() and scene.dialog.buttons["ok"].label == "Replace"
    click(app, scene.dialog.button_rect("cancel").center)
    assert scene.dialog is None

    app.switch(TitleScene(app))
    frame(app)
    click(app, app.scene.buttons["load"].rect.center)
    load = app.scene
    assert isinstance(load, LoadGameScene)
    names = [e["name"] for e in load.entries]
    assert "Evening game" in names
    entry = load.entries[names.index("Evening game")]
    assert entry["map"] == "Test Grid" and entry["players"] == ["Ann", "Bob"] and entry["round"] == 1
    click(app, load.row_rect(names.index("Evening game")).center)
    assert load.selected_entry()["name"] == "Evening game"
    click(app, load.buttons["play"].rect.center)
    assert isinstance(app.scene, PlayScene), load.message.text
    assert canonical(app.scene.session.game) == saved
    assert app.scene.session.autosaver is not None            # autosaved from then on


def test_an_unusable_name_is_said_in_the_dialog():
    app, session, scene = start(grid_game())
    pass_screen(app)
    scene.ask_save()
    type_text(app, "///")
    key(app, pygame.K_RETURN)
    assert scene.dialog is not None and scene.dialog.error == "Use letters or digits in the name"
    key(app, pygame.K_ESCAPE)
    assert scene.dialog is None


def test_a_failed_save_is_said_and_the_game_goes_on(monkeypatch, capsys):
    app, session, scene = start(grid_game())
    pass_screen(app)

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves, "write_game", full_disk)
    key(app, pygame.K_s, pygame.KMOD_LCTRL)                   # Ctrl+S opens the dialog too
    assert scene.dialog is not None
    key(app, pygame.K_RETURN)
    assert scene.dialog is not None and "the disk is full" in scene.dialog.error
    assert "error:" in capsys.readouterr().err
    click(app, scene.dialog.button_rect("cancel").center)
    click(app, scene.mode.cards[0].center)
    assert len(session.game.actions) == 1


# ---------------------------------------------------------------- broken saves are messages

def _broken_saves(folder):
    game = grid_game()
    for action in ({"type": "pick", "player": 0, "combo": 0}, {"type": "conquer", "player": 0, "region": "a2"}):
        game.apply(action)
    good = os.path.join(folder, "Good.json")
    saves.write_game(game, GRID, good)
    text = open(good, encoding="utf-8").read()
    with open(os.path.join(folder, "Cut short.json"), "w", encoding="utf-8") as handle:
        handle.write(text[: len(text) // 2])
    data = json.loads(text)
    data["version"] = 7
    with open(os.path.join(folder, "Future.json"), "w", encoding="utf-8") as handle:
        json.dump(data, handle)
    data = json.loads(text)
    data["actions"][1]["region"] = "b2"                       # as if the map had changed
    with open(os.path.join(folder, "Changed map.json"), "w", encoding="utf-8") as handle:
        json.dump(data, handle)


@pytest.mark.parametrize("name, words", [
    ("Cut short", "damaged or cut short"),
    ("Future", "newer version"),
    ("Changed map", "no longer replay"),
])
def test_a_broken_save_is_a_message_and_the_list_stays(name, words, capsys):
    _broken_saves(saves.saves_dir())
    app = new_app((1024, 640))
    load = LoadGameScene(app)
    app.switch(load)
    frame(app)
    names = [e["name"] for e in load.entries]
    row = names.index(name)
    click(app, load.row_rect(row).center)
    for button in ("play", "replay"):
        load.message.clear()
        click(app, load.buttons[button].rect.center)
        assert app.scene is load
        assert load.message.kind == "error" and words in load.message.text, load.message.text
        assert load.message.text.startswith(f"“{name}” cannot be opened")
        assert "Traceback" not in load.message.text and saves.saves_dir() not in load.message.text
    assert "error:" in capsys.readouterr().err                # and on the command line
    assert load.entries[row]["problem"]                       # the row is greyed from now on
    if name == "Cut short":
        assert names and load.entries[row]["problem"]
    # the good one still plays
    click(app, load.row_rect(names.index("Good")).center)
    click(app, load.buttons["play"].rect.center)
    assert isinstance(app.scene, PlayScene)


def test_continue_with_a_broken_autosave_says_why(capsys):
    with open(saves.autosave_path(), "w", encoding="utf-8") as handle:
        handle.write('{"format": "smallworld-game", "version": 1, "map": "thor')
    app = new_app()
    title = TitleScene(app)
    app.switch(title)
    frame(app)
    # a cut-short autosave is said at once, with its reason, and kept aside (tests/ui/test_hostile_window.py)
    assert not title.buttons["continue"].enabled
    assert "can't be read" in title.message.text and "damaged or cut short" in title.message.text
    assert "autosave.broken.json" in title.buttons["continue"].tooltip
    assert "error:" in capsys.readouterr().err


def test_continue_with_an_autosave_that_does_not_load_says_why(capsys):
    """A well-formed autosave whose map has gone: Continue is offered and says why it cannot resume."""
    with open(saves.autosave_path(), "w", encoding="utf-8") as handle:
        json.dump({"format": "smallworld-game", "version": 1, "ruleset": "classic", "map": "no-such-map",
                   "players": [{"name": "Ann"}, {"name": "Bob"}], "actions": []}, handle)
    app = new_app()
    title = TitleScene(app)
    app.switch(title)
    frame(app)
    assert title.buttons["continue"].enabled
    click(app, title.buttons["continue"].rect.center)
    assert app.scene is title
    assert "could not be loaded" in title.message.text and "no-such-map" in title.message.text
    assert "error:" in capsys.readouterr().err


def test_delete_asks_first():
    _broken_saves(saves.saves_dir())
    app = new_app()
    load = LoadGameScene(app)
    app.switch(load)
    frame(app)
    names = [e["name"] for e in load.entries]
    click(app, load.row_rect(names.index("Future")).center)
    click(app, load.buttons["delete"].rect.center)
    assert load.dialog is not None
    click(app, load.dialog.button_rect("keep").center)
    assert load.dialog is None and "Future" in [e["name"] for e in load.entries]
    key(app, pygame.K_DELETE)
    click(app, load.dialog.button_rect("delete").center)
    assert "Future" not in [e["name"] for e in load.entries]
    assert not os.path.exists(os.path.join(saves.saves_dir(), "Future.json"))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)


# ---------------------------------------------------------------- the replay viewer

def test_replay_viewer_steps_and_jumps_and_every_step_is_replay_until(user_dir):
    game = finished_grid_game()
    path = os.path.join(saves.saves_dir(), "Finished.json")
    saves.write_game(game, GRID, path)
    setup = load_game_file(path, map_folders(), rules_dir())
    app, load, viewer = replay_first_save()
    cursor = viewer.cursor
    total = len(cursor)
    assert cursor.position == 0 and total == len(game.actions)

    def same(n):
        assert cursor.position == n
        assert canonical(viewer.game) == canonical(replay(setup, n)), n
        assert viewer.readout() == f"action {n} of {total} · round {viewer.game.round}"

    same(0)
    for n in range(1, 6):
        key(app, pygame.K_RIGHT)
        same(n)
    key(app, pygame.K_LEFT)
    same(4)
    click(app, viewer.buttons["forward"].rect.center)
    same(5)
    click(app, viewer.buttons["back"].rect.center)
    click(app, viewer.buttons["back"].rect.center)
    same(3)
    # jump to a round with the round selector
    choice = viewer.rounds_choice
    rect = next(seg for (value, _), seg in zip(choice.options, choice.segments) if value == 3)
    click(app, rect.center)
    same(cursor.round_starts[3])
    assert viewer.game.round == 3
    key(app, pygame.K_PAGEDOWN)
    same(cursor.round_starts[4])
    key(app, pygame.K_END)
    same(total)
    assert viewer.game.over and not viewer.buttons["forward"].enabled
    key(app, pygame.K_HOME)
    same(0)
    click(app, viewer.buttons["end"].rect.center)
    same(total)
    click(app, viewer.buttons["start"].rect.center)
    same(0)
    # a click on an entry of the log goes there (entry k is the state after k actions)
    viewer.seek(10)
    frame(app)
    view = viewer._log_view(viewer.layout)
    ys, _ = viewer._offsets(viewer.layout)
    k = 12
    click(app, (view.centerx, view.top + ys[k] - viewer.scroll + 4))
    same(k)
    # play steps on by itself; Space pauses
    key(app, pygame.K_SPACE)
    assert viewer.playing
    frame(app, 2.0)
    assert cursor.position > k
    key(app, pygame.K_SPACE)
    assert not viewer.playing
    # Back returns to the load screen
    click(app, viewer.back_button.rect.center)
    assert app.scene is load


def test_game_over_offers_the_replay_and_back_returns():
    game = finished_grid_game(seed=4)
    app = new_app((1024, 640))
    session = Session(game, GRID, threaded=False)
    over = GameOverScene(app, session)
    app.switch(over)
    frame(app)
    click(app, over.buttons["replay"].rect.center)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewerScene)
    assert canonical(viewer.cursor.final) == canonical(game)
    assert viewer.cursor.position == 0
    key(app, pygame.K_END)
    assert canonical(viewer.game) == canonical(game)
    key(app, pygame.K_ESCAPE)
    assert app.scene is over


def test_replay_cursor_from_game_matches_a_loaded_save():
    game = finished_grid_game(seed=5)
    from_game = ReplayCursor.from_game(game, GRID)
    path = os.path.join(saves.saves_dir(), "x.json")
    saves.write_game(game, GRID, path)
    loaded = saves.load_replay(path)
    for n in (0, 7, len(game.actions)):
        assert canonical(from_game.seek(n)) == canonical(loaded.seek(n))
