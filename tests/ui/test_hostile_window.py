"""Nothing a file in the user data folder can do stops the window (issue 11, the window's side).

Each case puts a hostile file where a player could (the user data folder is a temporary
one: conftest's `user_dir`), then drives the real scenes through the App's own loop
(scene_driver.app_frame / app_click), so the App's guard is in play: a case passes only
if no error screen came up (`app.error_scene is None`). Where the risk is a freeze, a
`hang_guard` (tests/work_counts.py) turns a hang into a failure instead of a stuck suite.

Set SMALLWORLD_SHOTS to a folder to keep screenshots of the warning banner, the title
with a damaged autosave and the load screen with an unreadable save.
"""

import errno
import json
import os
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import app_click, app_frame, new_app, shot, type_text  # noqa: E402
from work_counts import hang_guard  # noqa: E402

from game import saves  # noqa: E402
from game.app import _flush_autosave  # noqa: E402
from game.scenes.load_game import LoadGameScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.ui import menu_art  # noqa: E402
from game.ui.dialogs import NameDialog  # noqa: E402
from game.ui.text import printable  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.scenes.play import PlayScene  # noqa: E402
from games.smallworld.scenes.setup import SetupScene  # noqa: E402
from games.smallworld.scenes.start import attach_autosave, scan_maps  # noqa: E402
from games.smallworld.session import Session  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
GRID = ROOT / "tests" / "data" / "test-grid.json"
CLASSIC = ROOT / "rules_data" / "classic"

pytestmark = pytest.mark.usefixtures("user_dir")
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


# ---------------------------------------------------------------- helpers

def title_app():
    """A fresh App on the title screen, first frame drawn through the App's loop."""
    app = new_app()
    app.switch(TitleScene(app))
    app_frame(app)
    return app


def no_error_screen(app):
    assert app.error_scene is None, app.scene.__dict__.get("text")
    assert app.running


def grid_game(names=("Ann", "Bob"), kinds=("human", "human")):
    players = [dict({"name": n, "kind": k}, **({"level": "random"} if k == "ai" else {}))
               for n, k in zip(names, kinds)]
    return Game(load_ruleset(str(CLASSIC)), load_map(str(GRID)), players, 9,
                races=["ratmen", "orcs"], powers=["forest", "merchant"])


def game_file(names=("Ann", "Bob"), map_ref=str(GRID), **extra):
    """A game file with no action yet (what a downloaded save could hold)."""
    data = {"format": "smallworld-game", "version": 1, "ruleset": "classic", "map": map_ref, "seed": 9,
            "players": [{"name": n} for n in names], "races": ["ratmen", "orcs"],
            "powers": ["forest", "merchant"], "actions": []}
    data.update(extra)
    return data


def write_json(path, data):
    os.makedirs(os.path.dirname(str(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(data, handle)


def nested(depth=100_000):
    return "[" * depth + "]" * depth


def big_map(columns=10, rows=6, points=2000, players=5):
    """A valid map of columns x rows square regions with `points` points on each outline."""
    w, h = 1600, 1000
    cw, ch = w / columns, h / rows
    side = points // 4
    regions, adjacent = [], []
    terrains = ["farmland", "forest", "hill", "swamp", "mountain"]
    for r in range(rows):
        for c in range(columns):
            x0, y0, x1, y1 = c * cw, r * ch, (c + 1) * cw, (r + 1) * ch
            outline = ([[x0 + (x1 - x0) * i / side, y0] for i in range(side)]
                       + [[x1, y0 + (y1 - y0) * i / side] for i in range(side)]
                       + [[x1 - (x1 - x0) * i / side, y1] for i in range(side)]
                       + [[x0, y1 - (y1 - y0) * i / side] for i in range(side)])
            rid = f"r{r}-{c}"
            regions.append({"id": rid, "name": f"Region {r}{c}", "terrain": terrains[(r + c) % 5], "features": [],
                            "lost_tribe": False, "border": r in (0, rows - 1) or c in (0, columns - 1),
                            "polygon": outline, "anchor": [(x0 + x1) / 2, (y0 + y1) / 2]})
            if c + 1 < columns:
                adjacent.append([rid, f"r{r}-{c + 1}"])
            if r + 1 < rows:
                adjacent.append([rid, f"r{r + 1}-{c}"])
    return {"format": "smallworld-map", "version": 1, "id": "huge", "name": "Huge", "players": players,
            "size": [w, h], "regions": regions, "adjacent": adjacent}


def open_load_screen(app):
    app_click(app, app.scene.buttons["load"].rect.center)
    assert isinstance(app.scene, LoadGameScene)
    app_frame(app)
    return app.scene


def play_through_loop(app, frames=3):
    for _ in range(frames):
        app_frame(app)
    no_error_screen(app)


# ---------------------------------------------------------------- 1. the window crashed

@pytest.mark.parametrize("meta", [
    {"players": 5},
    {"players": ["An\x00n", "B\ud800b"], "map_name": "Thorn\x00mere"},
    {"players": [None, 3, ["x"]], "map_name": {"a": 1}, "round": "7", "rounds": 1e308, "over": "yes"},
    {"players": ["x" * 100_000] * 1000, "map_name": "\x1b]0;pwned\x07\x1b[2J" * 1000},
], ids=["players-number", "nul", "wrong-types", "huge-and-escapes"])
def test_the_load_screen_opens_whatever_a_save_meta_holds(user_dir, meta):
    write_json(user_dir / "saves" / "odd.json", game_file(meta=meta))
    saves.write_game(grid_game(), str(GRID), str(user_dir / "saves" / "Good.json"))
    app = title_app()
    with hang_guard(60):
        load = open_load_screen(app)
        play_through_loop(app)
    names = [e["name"] for e in load.entries]
    assert set(names) == {"odd", "Good"}
    load.select(names.index("odd"))
    play_through_loop(app)
    load.select(names.index("Good"))
    app_click(app, load.buttons["play"].rect.center)
    assert isinstance(app.scene, PlayScene)
    play_through_loop(app)


@pytest.mark.parametrize("names", [("Ann\x00", "Bob"), ("\ud800", "Bob"), ("\x1b[2J\x07", "B\u202eob")],
                         ids=["nul", "lone-surrogate", "escapes-and-override"])
def test_continue_draws_any_player_name(user_dir, names):
    write_json(saves.autosave_path(), game_file(names=names))
    app = title_app()
    assert app.scene.buttons["continue"].enabled
    app_click(app, app.scene.buttons["continue"].rect.center)
    no_error_screen(app)
    # the model's own checks may refuse such a name one day: then the title says why; never a crash
    if isinstance(app.scene, TitleScene):
        assert app.scene.message.visible
        return
    scene = app.scene
    assert isinstance(scene, PlayScene)
    scene.mode.cancel() if scene.mode is not None else None
    app_click(app, (scene.layout.map.centerx, scene.layout.map.centery))    # pass-the-screen, if up
    play_through_loop(app)
    pygame.event.clear()
    scene.ask_menu()
    play_through_loop(app)


def test_continue_on_a_user_map_with_a_nul_in_a_region_name(user_dir):
    data = json.loads(GRID.read_text())
    data["id"] = "nul-grid"
    data["regions"][1]["name"] = "Wheat\x00moor"
    data["regions"][2]["name"] = "\ud800"
    write_json(user_dir / "maps" / "nul-grid.json", data)
    write_json(saves.autosave_path(), game_file(map_ref="nul-grid"))
    app = title_app()
    app_click(app, app.scene.buttons["continue"].rect.center)
    no_error_screen(app)
    if isinstance(app.scene, TitleScene):   # a stricter map check may refuse the name: said, not a crash
        assert app.scene.message.visible
        return
    scene = app.scene
    assert isinstance(scene, PlayScene)
    for r in (1, 2):                        # the tooltips name the regions
        pos = scene.anchor_screen(r)
        app_frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                          buttons=(0, 0, 0)))
        assert "\ufffd" in printable(scene.region_text(r))
    play_through_loop(app)


def test_the_error_screen_itself_draws_any_text():
    app = title_app()
    app.fail(ValueError("bad name \x00 \ud800"))
    for _ in range(3):
        app_frame(app)                  # the message screen draws the text (an error there would raise)
    assert app.running and app.scene is app.error_scene


def test_printable_keeps_text_and_replaces_what_fonts_cannot_draw():
    assert printable("Ann – Ölaf 😀") == "Ann – Ölaf 😀"
    assert printable("a\x00b\ud800c\x1bd") == "a\ufffdb\ufffdc\ufffdd"
    assert printable("a\tb\nc") == "a b c"
    assert printable("x\u202ey") == "xy"
    assert printable(None) == "" and printable(7) == "7"
    assert printable("abcdef", limit=4) == "abc…"


# ---------------------------------------------------------------- 2. the window froze

def test_a_huge_user_map_never_delays_the_title(user_dir, monkeypatch):
    from games.smallworld.model import files
    huge = user_dir / "maps" / "huge.json"
    write_json(huge, big_map())
    menu_art._cache.update(size=None, surface=None, board=False, rough=None)   # as at start
    read, real_read = [], files.read_bytes

    def spied_read(path, *args, **kwargs):   # every file read goes through it: the title must not read the map
        read.append(str(path))
        return real_read(path, *args, **kwargs)
    monkeypatch.setattr(files, "read_bytes", spied_read)
    with hang_guard(60):      # a hang guard, not a time limit
        app = title_app()
    no_error_screen(app)
    assert str(huge) not in read, read
    assert menu_art._cache["board"] is None or menu_art._cache["board"].id != "huge"


@needs_fifo
def test_a_fifo_among_the_user_maps_and_saves_blocks_nothing(user_dir):
    os.makedirs(user_dir / "maps", exist_ok=True)
    os.makedirs(user_dir / "saves", exist_ok=True)
    os.mkfifo(user_dir / "maps" / "something.json")
    os.mkfifo(user_dir / "saves" / "pipe.json")
    menu_art._cache.update(size=None, surface=None, board=False, rough=None)
    with hang_guard(60):
        app = title_app()
        load = open_load_screen(app)
        row = next(e for e in load.entries if e["name"] == "pipe")
        assert row["problem"].startswith("unreadable file")
        load.select(load.entries.index(row))
        for button in ("play", "replay"):      # trying it anyway says why, and never opens it
            app_click(app, load.buttons[button].rect.center)
            assert app.scene is load and "not a regular file" in load.message.text
        app_click(app, load.buttons["back"].rect.center)
        app_click(app, app.scene.buttons["new"].rect.center)
        assert isinstance(app.scene, SetupScene)
        play_through_loop(app)
        entries, _ = scan_maps()
    fifo = next(e for e in entries if e.file == "something.json")
    assert not fifo.ok and "not a regular file" in fifo.reason


@pytest.mark.parametrize("kind", [pytest.param("fifo", marks=needs_fifo), "nested", "folder"])
def test_a_hostile_settings_file_never_stops_new_game(user_dir, kind):
    path = user_dir / "settings.json"
    os.makedirs(user_dir, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "nested":
        path.write_text('{"setup": ' + nested() + "}")
    else:
        os.makedirs(path / "inside")
    app = title_app()
    with hang_guard(60):
        app_click(app, app.scene.buttons["new"].rect.center)
        assert isinstance(app.scene, SetupScene)
        play_through_loop(app)
        app_click(app, app.scene.buttons["start"].rect.center)
    assert isinstance(app.scene, PlayScene)
    no_error_screen(app)


# ---------------------------------------------------------------- 3. a failing autosave was silent

def _game_in_window(user_dir):
    app = new_app()
    session = Session(grid_game(), str(GRID), threaded=False, speed="instant")
    attach_autosave(session)
    app.switch(PlayScene(app, session))
    app_frame(app)
    if app.scene.pass_to is not None:       # hot seat: the first player takes the screen
        app_click(app, app.scene.layout.map.center)
    assert app.scene.pass_to is None
    return app, session


def _fail_autosaves(monkeypatch, session, reason=errno.ENOSPC):
    real = saves.write_atomic

    def full_disk(path, text):
        if path == session.autosaver.path:
            raise OSError(reason, os.strerror(reason))
        return real(path, text)
    monkeypatch.setattr(saves, "write_atomic", full_disk)


def test_a_failing_autosave_is_a_banner_with_save_as_elsewhere(user_dir, tmp_path, monkeypatch):
    app, session = _game_in_window(user_dir)
    scene = app.scene
    _fail_autosaves(monkeypatch, session)
    session.submit({"type": "pick", "player": 0, "combo": 0})
    assert session.autosaver.flush()
    play_through_loop(app)
    assert scene.warning_rect is not None
    assert "the disk is full" in scene.autosave_problem()
    shot(app.screen, "autosave-failing-banner")
    # the Leave dialog tells the truth
    scene.ask_menu()
    app_frame(app)
    assert "NOT being saved" in scene.dialog.text and "saved after every action" not in scene.dialog.text
    shot(app.screen, "autosave-failing-leave")
    app_click(app, scene.dialog.button_rect("stay").center)
    # Save as… from the banner: a full path saves somewhere else
    app_click(app, scene.warning_button.rect.center)
    assert isinstance(scene.dialog, NameDialog) and scene.dialog.field.text.startswith("~/")
    shot(app.screen, "autosave-failing-save-as")
    elsewhere = tmp_path / "rescue" / "my game.json"
    os.makedirs(elsewhere.parent)
    scene.dialog.field.text = ""
    type_text(app, str(elsewhere))
    app_frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert scene.dialog is None, scene.dialog.error
    assert json.loads(elsewhere.read_text())["actions"] == session.game.actions
    # the disk has room again: the banner goes
    monkeypatch.undo()
    session.submit({"type": "conquer", "player": 0, "region": "a2"})
    assert session.autosaver.flush()
    play_through_loop(app)
    assert scene.warning_rect is None and session.autosaver.error is None


def test_an_autosave_that_cannot_be_replaced_is_a_banner_too(user_dir):
    """No monkeypatching: autosave.json turns into a folder mid-game, so the rename over it fails for real."""
    app, session = _game_in_window(user_dir)
    os.makedirs(os.path.join(saves.autosave_path(), "in the way"))
    session.submit({"type": "pick", "player": 0, "combo": 0})
    assert session.autosaver.flush()
    play_through_loop(app)
    assert app.scene.warning_rect is not None and session.autosaver.error
    assert not [name for name in os.listdir(user_dir) if name.startswith(".tmp-")]   # nothing left behind


def test_a_healthy_autosave_says_so_when_leaving(user_dir):
    app, session = _game_in_window(user_dir)
    app.scene.ask_menu()
    assert "saved after every action" in app.scene.dialog.text


# ---------------------------------------------------------------- 4. a damaged autosave was hidden

def _damage_autosave(kind):
    path = saves.autosave_path()
    if kind == "folder":
        os.makedirs(os.path.join(path, "inside"))
    elif kind == "meta-list":
        write_json(path, game_file(meta=[]))
    elif kind == "nested":
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(nested())
    elif kind == "fifo":
        os.mkfifo(path)


@pytest.mark.parametrize("kind", ["folder", "meta-list", "nested", pytest.param("fifo", marks=needs_fifo)])
def test_a_damaged_autosave_is_said_kept_aside_and_blocks_no_new_game(user_dir, kind):
    _damage_autosave(kind)
    with hang_guard(60):
        app = title_app()
    title = app.scene
    no_error_screen(app)
    assert not title.buttons["continue"].enabled
    tip = title.buttons["continue"].tooltip
    assert tip.startswith("The autosave can't be read: ") and "kept as autosave.broken.json" in tip
    assert "can't be read" in title.message.text and title.message.visible
    assert os.path.lexists(os.path.join(user_dir, "autosave.broken.json"))
    assert not os.path.lexists(saves.autosave_path())
    if kind == "nested":
        assert "nested too deeply" in tip
        shot(app.screen, "title-damaged-autosave")
    # the damaged one is listed on the load screen, with its reason
    with hang_guard(60):
        load = open_load_screen(app)
    damaged = [e for e in load.entries if e["name"] == "Damaged autosave"]
    assert damaged and damaged[0]["problem"]
    if kind == "folder":               # Delete takes the damaged one away, folder and all
        load.select(load.entries.index(damaged[0]))
        app_click(app, load.buttons["delete"].rect.center)
        app_click(app, load.dialog.button_rect("delete").center)
        assert not os.path.lexists(os.path.join(user_dir, "autosave.broken.json"))
    app_click(app, load.buttons["back"].rect.center)
    # a new game starts and autosaves
    app_click(app, app.scene.buttons["new"].rect.center)
    app_click(app, app.scene.buttons["start"].rect.center)
    assert isinstance(app.scene, PlayScene)
    session = app.scene.session
    session.threaded = False
    while not session.game.actions:
        app_frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        session.speed = "instant"
        if session.is_human_turn():
            from games.smallworld.model.legal import legal_actions
            session.submit(legal_actions(session.game)[0])
    assert session.autosaver.flush() and session.autosaver.error is None
    assert saves.latest_autosave() == saves.autosave_path()


# ---------------------------------------------------------------- 5. one broken save hid all

def test_one_deeply_nested_save_is_listed_unreadable_and_the_others_load(user_dir):
    folder = user_dir / "saves"
    os.makedirs(folder, exist_ok=True)
    (folder / "Deep.json").write_text(nested())
    (folder / "Huge meta.json").write_text(json.dumps(game_file(meta={"players": 7})))
    os.makedirs(folder / "A folder.json")
    saves.write_game(grid_game(), str(GRID), str(folder / "Good.json"))
    app = title_app()
    with hang_guard(60):
        load = open_load_screen(app)
    entries = {e["name"]: e for e in load.entries}
    assert set(entries) == {"Deep", "Huge meta", "A folder", "Good"}
    assert entries["Deep"]["problem"].startswith("unreadable file") and "nested" in entries["Deep"]["problem"]
    assert entries["A folder"]["problem"].startswith("unreadable file")
    assert not entries["Good"]["problem"]
    load.select([e["name"] for e in load.entries].index("Deep"))
    play_through_loop(app)
    shot(app.screen, "load-unreadable-save")
    load.select([e["name"] for e in load.entries].index("Good"))
    app_click(app, load.buttons["play"].rect.center)
    assert isinstance(app.scene, PlayScene)


# ---------------------------------------------------------------- 6. a save's map as a relative path

def test_a_save_with_a_relative_map_path_continues_even_when_the_map_is_gone(user_dir):
    custom = json.loads(GRID.read_text())
    custom["id"] = "custom"
    write_json(user_dir / "mymaps" / "custom.json", custom)
    write_json(user_dir / "saves" / "Custom.json", game_file(map_ref="../mymaps/custom.json"))
    app = title_app()
    load = open_load_screen(app)
    app_click(app, load.buttons["play"].rect.center)
    assert isinstance(app.scene, PlayScene)
    session = app.scene.session
    session.submit({"type": "pick", "player": 0, "combo": 0})
    assert session.autosaver.flush()
    autosave = json.loads(Path(saves.autosave_path()).read_text())
    assert autosave["map"] == "../mymaps/custom.json" and autosave["map_data"]["id"] == "custom"
    os.remove(user_dir / "mymaps" / "custom.json")           # the map file goes away
    app.switch(TitleScene(app))
    app_frame(app)
    app_click(app, app.scene.buttons["continue"].rect.center)
    assert isinstance(app.scene, PlayScene), app.scene.message.text
    assert app.scene.session.game.actions == session.game.actions
    app.scene.session.submit({"type": "conquer", "player": 0, "region": "a2"})   # and its autosave too
    assert app.scene.session.autosaver.flush()
    assert json.loads(Path(saves.autosave_path()).read_text())["map_data"]["id"] == "custom"


def test_a_shipped_map_is_named_not_copied(user_dir):
    path = str(user_dir / "s.json")
    board = load_map(str(ROOT / "maps" / "thornmere.json"))
    game = Game(load_ruleset(str(CLASSIC)), board, [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 1)
    saves.write_game(game, "thornmere", path)
    assert "map_data" not in json.loads(Path(path).read_text())


# ---------------------------------------------------------------- issue 32: a save's map_data against its map

def _grid_played_as_thornmere(user_dir):
    """The autosave of a game played on the test grid whose `map` was edited to name the shipped map
    thornmere, its map_data still the grid: it played on Continue, the autosave dropped the map_data,
    and the next Continue failed at action 1."""
    game = grid_game()
    game.apply({"type": "pick", "player": 0, "combo": 0})
    game.apply({"type": "conquer", "player": 0, "region": "a2"})
    saves.write_game(game, str(GRID), saves.autosave_path())
    data = json.loads(Path(saves.autosave_path()).read_text())
    assert data["map_data"]["id"] == "test-grid"
    data["map"] = "thornmere"
    write_json(saves.autosave_path(), data)
    return data


def test_a_save_carrying_another_map_than_the_shipped_one_it_names_is_refused_and_left_whole(user_dir):
    before = _grid_played_as_thornmere(user_dir)
    app = title_app()
    app_click(app, app.scene.buttons["continue"].rect.center)
    no_error_screen(app)
    assert isinstance(app.scene, TitleScene)                 # refused at once, not at the next Continue
    text = app.scene.message.text
    assert 'the map it carries is not the game\'s own map "thornmere" that it names' in text, text
    play_through_loop(app)
    shot(app.screen, "title-map-data-not-the-shipped-map")
    assert json.loads(Path(saves.autosave_path()).read_text()) == before     # nothing written over it
    write_json(user_dir / "saves" / "Edited.json", before)                    # Load says the same
    load = open_load_screen(app)
    load.select([e["name"] for e in load.entries].index("Edited"))
    app_click(app, load.buttons["play"].rect.center)
    assert app.scene is load and '"thornmere"' in load.message.text, load.message.text


def test_the_autosave_keeps_the_map_data_that_was_played(user_dir):
    """A save naming a shipped map may carry that very map: the game plays on what it carries, and
    every autosave of it carries it too (the autosave never drops map_data that was played)."""
    board = load_map(str(ROOT / "maps" / "thornmere.json"))
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}, {"name": "C", "kind": "human"}]
    saves.write_game(Game(load_ruleset(str(CLASSIC)), board, players, 1), "thornmere", saves.autosave_path())
    data = json.loads(Path(saves.autosave_path()).read_text())
    data["map_data"] = json.loads((ROOT / "maps" / "thornmere.json").read_text())
    write_json(saves.autosave_path(), data)
    app = title_app()
    app_click(app, app.scene.buttons["continue"].rect.center)
    assert isinstance(app.scene, PlayScene), app.scene.message.text
    session = app.scene.session
    session.submit({"type": "pick", "player": 0, "combo": 0})
    assert session.autosaver.flush()
    assert json.loads(Path(saves.autosave_path()).read_text())["map_data"] == data["map_data"]


# ---------------------------------------------------------------- issue 32: --size and --screenshot

def test_a_screenshot_that_cannot_be_written_is_refused_before_the_window_opens(user_dir, tmp_path, capsys):
    from game import app as app_module
    folder = tmp_path / "shot.png"
    folder.mkdir()
    assert app_module.main(["--frames", "1", "--screenshot", str(folder)]) == 2     # was IsADirectoryError, exit 1
    assert capsys.readouterr().err == f"error: --screenshot: {folder} is a folder, not a file name\n"
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert app_module.main(["--frames", "1", "--screenshot", str(blocker / "shot.png")]) == 2
    assert capsys.readouterr().err.startswith(f"error: --screenshot: {blocker} is not a folder")


def test_a_screenshot_on_a_full_disk_is_an_error_not_a_cut_picture(user_dir, tmp_path, capsys, monkeypatch):
    from full_disk import cut_saves

    from game import app as app_module
    shots = tmp_path / "shots"
    shots.mkdir()
    monkeypatch.setattr(menu_art, "_keep", lambda surface, path: None)    # only the screenshot meets the full disk
    written = cut_saves(monkeypatch)
    path = shots / "title.png"
    assert app_module.main(["--frames", "2", "--screenshot", str(path), "--size", "1024x640"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: --screenshot: cannot write {path}: the picture written did not read back whole")
    assert written and list(shots.iterdir()) == []


def test_a_window_size_beyond_any_screen_is_refused_before_it_is_made(user_dir, capsys, monkeypatch):
    from game import app as app_module
    made = []
    monkeypatch.setattr(pygame.display, "set_mode", lambda *args, **kwargs: made.append(args))
    for size in ("100000x100000", "7681x100", "100x4321"):
        assert app_module.main(["--frames", "2", "--size", size]) == 2
        assert capsys.readouterr().err.startswith(f"error: --size: {size} is larger than the largest window, "
                                                  "7680x4320")
    assert made == []


# ---------------------------------------------------------------- 11. stale files, reserved names, flushing

def test_stale_temporary_files_are_removed_on_start(user_dir):
    old, fresh = [], []
    for folder in (user_dir, user_dir / "saves", user_dir / "maps"):
        os.makedirs(folder, exist_ok=True)
        stale = folder / ".tmp-killed"
        stale.write_text("{half")
        os.utime(stale, (time.time() - 3600, time.time() - 3600))
        old.append(stale)
        young = folder / ".tmp-writing-now"
        young.write_text("{")
        fresh.append(young)
    env = dict(os.environ, SMALLWORLD_USER_DIR=str(user_dir), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", "2"], env=env, cwd=str(ROOT),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert not any(p.exists() for p in old)
    assert all(p.exists() for p in fresh)


@pytest.mark.parametrize("typed, file", [("CON", "CON_"), ("nul", "nul_"), ("Aux", "Aux_"), ("com1", "com1_"),
                                         ("LPT9", "LPT9_"), ("Evening", "Evening")])
def test_reserved_windows_names_are_renamed_when_saving(user_dir, typed, file):
    app, session = _game_in_window(user_dir)
    scene = app.scene
    app_frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_LCTRL, unicode="", scancode=0))
    assert isinstance(scene.dialog, NameDialog)
    scene.dialog.field.text = ""
    type_text(app, typed)
    app_frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert scene.dialog is None
    assert sorted(os.listdir(saves.saves_dir())) == [file + ".json"]
    assert saves.reserved_name("nul.txt") and saves.reserved_name("COM1.json") and not saves.reserved_name("CONS")


def _slow_writes(monkeypatch, seconds=0.15):
    real = saves.write_atomic

    def slow(path, text):
        time.sleep(seconds)
        real(path, text)
    monkeypatch.setattr(saves, "write_atomic", slow)


def test_quitting_flushes_the_autosave(user_dir, monkeypatch):
    _slow_writes(monkeypatch)
    app, session = _game_in_window(user_dir)
    session.submit({"type": "pick", "player": 0, "combo": 0})
    for rid in ("a2", "a3"):
        session.submit({"type": "conquer", "player": 0, "region": rid})
    app_frame(app, pygame.event.Event(pygame.QUIT))
    assert not app.running
    _flush_autosave(app)             # what main() does when the loop ends
    saved = json.loads(Path(saves.autosave_path()).read_text())
    assert len(saved["actions"]) == 3


def test_the_end_of_a_game_is_on_disk_at_once(user_dir, monkeypatch):
    _slow_writes(monkeypatch, 0.02)
    session = Session(grid_game(kinds=("ai", "ai")), str(GRID), threaded=False, speed="instant")
    saver = saves.Autosaver(session)
    with hang_guard(60):
        while not session.game.over:
            session.update()
    saved = json.loads(Path(saver.path).read_text())      # no flush asked: the saver did it
    assert saved["meta"]["over"] is True and len(saved["actions"]) == len(session.game.actions)


# ---------------------------------------------------------------- round three (after issue 32)

@pytest.mark.parametrize("button", ["new", "learn", "settings", "load", "rules"])
def test_a_user_folder_that_cannot_be_made_stops_no_screen(user_dir, monkeypatch, button):
    """$SMALLWORLD_USER_DIR (or the system's folder) under a file, so that it cannot be made: the title
    crashed at its first frame (the Learn to play button asked for the lesson's progress file, and
    user_data_dir raised NotADirectoryError). Every screen opens; a new game plays, its autosave a banner."""
    user_dir.parent.mkdir(parents=True, exist_ok=True)
    (user_dir.parent / "a-file").write_text("not a folder")
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(user_dir.parent / "a-file" / "user"))
    app = title_app()
    no_error_screen(app)
    app_click(app, app.scene.buttons[button].rect.center)
    play_through_loop(app)
    if button == "new":
        app_click(app, app.scene.buttons["start"].rect.center)
        assert isinstance(app.scene, PlayScene)
        play_through_loop(app)


def button_label_fits(button):
    """The button's label is drawn whole (Button cuts a label wider than its face less 10 px with …)."""
    from game.ui.fonts import font
    return font(button.size, bold=True).size(button.label)[0] <= button.rect.width - 14


def test_a_full_disk_is_said_in_the_players_language(user_dir, monkeypatch, russian):
    """The autosave banner and Save as… said the system's English words in a Russian window
    ("Не удалось сохранить: No space left on device"); the full disk, the read-only disk and a
    refused permission are the game's own words now."""
    app, session = _game_in_window(user_dir)
    scene = app.scene
    real = saves.write_atomic

    def full_disk(path, text):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(saves, "write_atomic", full_disk)
    session.submit({"type": "pick", "player": 0, "combo": 0})
    assert session.autosaver.flush()
    play_through_loop(app)
    assert scene.autosave_problem() == "диск заполнен"
    button = scene.warning_button                                  # «Сохранить как…» whole, not «Сохранить ка…»
    assert button.label == "Сохранить как…" and button_label_fits(button)
    scene.ask_save()
    scene.dialog.field.text = "Партия"
    scene.dialog.submit()
    assert scene.dialog.error == "Не удалось сохранить: диск заполнен"
    shot(app.screen, "full-disk-russian")
    for code, words in ((errno.EROFS, "диск доступен только для чтения"), (errno.EACCES, "нет прав доступа")):
        assert saves.problem_text(OSError(code, os.strerror(code))) == words
    monkeypatch.setattr(saves, "write_atomic", real)


def test_saving_over_a_folder_says_so_in_words(user_dir, tmp_path):
    """Save as… to a full path whose .json is a folder: 'Could not save: Is a directory' (the system's
    English, in the Russian window too); the game's own words now."""
    app, session = _game_in_window(user_dir)
    scene = app.scene
    (tmp_path / "rescue" / "game.json").mkdir(parents=True)
    scene.ask_save()
    scene.dialog.field.text = str(tmp_path / "rescue" / "game")
    scene.dialog.submit()
    assert scene.dialog.error == "Could not save: a folder has that name"
    assert (tmp_path / "rescue" / "game.json").is_dir() and os.listdir(tmp_path / "rescue" / "game.json") == []
    assert not [n for n in os.listdir(tmp_path / "rescue") if n != "game.json"]    # no temporary file left
