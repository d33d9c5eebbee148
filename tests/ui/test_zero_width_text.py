"""Text that draws as nothing never stops the window (issue 32, item 2).

A name made only of zero-width characters (U+200B, U+FEFF, U+200D...) passed every check, then
pygame said "Text has zero width". The one drawing path (game.ui.fonts.SafeFont) now draws any
string, and a name that shows nothing is shown as its default (the seat's "Player N", a region's id,
"Unnamed save"). Each case drives the real scenes through the App's own loop (scene_driver.app_frame /
app_click), so the App's guard is in play: a case passes only if no error screen came up.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from scene_driver import app_click, app_frame  # noqa: E402
from test_hostile_window import game_file, grid_game, no_error_screen, title_app, write_json  # noqa: E402

from game import saves  # noqa: E402
from game.scenes.load_game import LoadGameScene  # noqa: E402
from game.ui.fonts import font  # noqa: E402
from game.ui.text import fit_text, printable, region_name, wrap_text  # noqa: E402
from games.smallworld.model.files import shows_something  # noqa: E402
from games.smallworld.scenes.play import PlayScene  # noqa: E402
from games.smallworld.scenes.setup import SetupScene  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
GRID = ROOT / "tests" / "data" / "test-grid.json"
ZERO_WIDTH = ["\u200b", "\ufeff", "\u200d", "\u200b\ufeff\u200d\u2060", "\u200b \u200b"]



@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()


def open_from_title(button, kind):
    """The screen a title button opens (a fresh App), drawn a few frames: it must be up, with no error screen."""
    app = title_app()
    app_click(app, app.scene.buttons[button].rect.center)
    assert isinstance(app.scene, kind)
    for _ in range(3):
        app_frame(app)
    no_error_screen(app)
    return app.scene


def play_on(app, frames=3):
    """A few frames of the in-game screen, the pass-the-screen overlay clicked away and the Esc menu shown."""
    scene = app.scene
    assert isinstance(scene, PlayScene), getattr(getattr(scene, "message", None), "text", scene)
    if scene.pass_to is not None:
        app_click(app, scene.layout.map.center)
    for _ in range(frames):
        app_frame(app)
    pygame.event.clear()
    scene.ask_menu()
    app_frame(app)
    no_error_screen(app)
    return scene


def zero_width_grid(user_dir, text, map_id="zw-grid", map_name=None):
    """The test grid as a user map whose region names (and, with `map_name`, its name) are `text`."""
    data = json.loads(GRID.read_text())
    data["id"] = map_id
    if map_name is not None:
        data["name"] = map_name
    for region in data["regions"][:4]:
        region["name"] = text
    write_json(user_dir / "maps" / f"{map_id}.json", data)
    return data


# ---------------------------------------------------------------- one drawing path for any string

ANY_TEXT = st.text(st.characters(codec="utf-8") | st.characters(), max_size=60)   # lone surrogates too


@settings(max_examples=300, deadline=None)
@given(text=ANY_TEXT, size=st.integers(6, 40), bold=st.booleans())
def test_the_font_draws_and_measures_any_text(text, size, bold):
    fnt = font(size, bold=bold)
    width, height = fnt.size(text)
    label = fnt.render(text, True, (0, 0, 0))
    assert label.get_width() >= 1 and label.get_height() >= 1 and height >= 1
    assert abs(label.get_width() - max(1, width)) <= 1
    fnt.render(text, True, (0, 0, 0), (255, 255, 255))


@settings(max_examples=200, deadline=None)
@given(text=ANY_TEXT, width=st.integers(-5, 400))
def test_fitting_and_wrapping_take_any_text(text, width):
    fnt = font(14)
    shown = fit_text(text, fnt, width)
    assert shown == printable(text) or shown.endswith("…")
    assert fnt.size(shown)[0] <= max(width, fnt.size(shown[:1] + "…")[0])
    for line in wrap_text(text, fnt, max(width, 1)):
        fnt.render(line, True, (0, 0, 0))


@pytest.mark.parametrize("text", ["", *ZERO_WIDTH, "e\u0301\u0301\u0301", "\u0301", "שלום עולם", "مرحبا",
                                  "x" * 10_000, "\u200b" * 10_000, "W" * 10_000, "😀" * 3000, "\U000e0041"],
                         ids=["empty", "zwsp", "bom", "zwj", "mixed", "zwsp-space", "combining", "lone-mark",
                              "hebrew", "arabic", "10000", "10000-zwsp", "10000-wide", "emoji", "tag"])
def test_named_strings_draw_at_every_size(text):
    for size in (10, 16, 48):
        label = font(size, bold=True).render(text, True, (0, 0, 0))
        assert 1 <= label.get_width() <= 16_384 and label.get_height() >= 1


def test_a_name_that_shows_nothing_is_known():
    for text in ZERO_WIDTH + ["", "   ", "\u3164", "\ufe0f", "\u0301\u0301"]:
        assert not shows_something(text), repr(text)
    for text in ["A", "e\u0301", "😀", "·", "\ue000", "Ann\u200b"]:
        assert shows_something(text), repr(text)


# ---------------------------------------------------------------- the scenes the issue names

@pytest.mark.parametrize("text", ZERO_WIDTH)
def test_continue_plays_with_a_zero_width_player_name(user_dir, text):
    write_json(saves.autosave_path(), game_file(names=(text, "Bob")))
    app = title_app()
    app_click(app, app.scene.buttons["continue"].rect.center)
    no_error_screen(app)
    scene = play_on(app)
    assert scene.game.players[0].name == "Player 1"          # the seat's default name stands for it


@pytest.mark.parametrize("text", ZERO_WIDTH[:3])
def test_load_then_play_a_save_with_a_zero_width_player_name(user_dir, text):
    write_json(user_dir / "saves" / "Odd.json", game_file(names=("Ann", text)))
    load = open_from_title("load", LoadGameScene)
    app = load.app
    load.select(0)
    app_frame(app)
    app_click(app, load.buttons["play"].rect.center)
    no_error_screen(app)
    scene = play_on(app)
    assert scene.game.players[1].name == "Player 2"


@pytest.mark.parametrize("text", ZERO_WIDTH[:3])
def test_the_load_screen_opens_with_a_save_named_with_zero_width_characters(user_dir, text):
    saves.write_game(grid_game(), str(GRID), str(user_dir / "saves" / "Good.json"))
    write_json(user_dir / "saves" / f"{text}.json", game_file(names=(text, text)))
    load = open_from_title("load", LoadGameScene)
    app = load.app
    names = [e["name"] for e in load.entries]
    assert "Good" in names and "Unnamed save" in names
    load.select(names.index("Unnamed save"))
    app_frame(app)
    app_click(app, load.buttons["play"].rect.center)            # every save, this one too, is reachable
    no_error_screen(app)
    play_on(app)


@pytest.mark.parametrize("text", ZERO_WIDTH[:3])
def test_new_game_on_a_user_map_named_with_zero_width_characters(user_dir, text):
    zero_width_grid(user_dir, text, map_name=text)
    write_json(user_dir / "settings.json", {"setup": {
        "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}], "maps": {"2": "zw-grid"}}})
    setup = open_from_title("new", SetupScene)
    app = setup.app
    assert setup.chosen_map().id == "zw-grid"
    app_click(app, setup.buttons["start"].rect.center)
    no_error_screen(app)
    scene = play_on(app)
    assert scene.game.board.name == "zw-grid"                  # the id stands for a name that shows nothing
    assert region_name(scene.game.board.regions[0]) == scene.game.board.regions[0].id


@pytest.mark.parametrize("text", ZERO_WIDTH[:3])
def test_the_game_screen_draws_zero_width_region_names(user_dir, text):
    zero_width_grid(user_dir, text)
    write_json(saves.autosave_path(), game_file(map_ref="zw-grid"))
    app = title_app()
    app_click(app, app.scene.buttons["continue"].rect.center)
    no_error_screen(app)
    scene = play_on(app)
    for r in range(4):                                          # the tooltips name the regions by their ids
        pos = scene.anchor_screen(r)
        app_frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                          buttons=(0, 0, 0)))
        assert scene.game.board.regions[r].id in scene.region_text(r)
    no_error_screen(app)


def test_preview_with_ids_draws_a_map_with_zero_width_names(user_dir, tmp_path):
    data = zero_width_grid(user_dir, "\u200b", map_name="\ufeff")
    path = tmp_path / "zw-grid.json"
    write_json(path, data)
    out = tmp_path / "preview.png"
    env = dict(os.environ, SMALLWORLD_USER_DIR=str(user_dir), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "preview", str(path), "--ids", "--out", str(out)],
                            env=env, cwd=str(ROOT), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "--out" not in result.stderr and out.stat().st_size > 1000


# ---------------------------------------------------------------- what the files say of such names

def test_the_model_reads_a_name_that_shows_nothing_as_its_default(tmp_path):
    from games.smallworld.model.board import parse_map
    from games.smallworld.model.files import text_problem
    from games.smallworld.model.gamefile import parse_game_file

    data = json.loads(GRID.read_text())
    data["name"], data["regions"][0]["name"], data["regions"][1]["names"] = "\u200b", "\ufeff", {"ru": "\u200d"}
    board, problems = parse_map(data, "zw.json")
    assert board.name == "test-grid" and board.regions[0].name == board.regions[0].id
    assert board.regions[1].names == {} and [p.what for p in problems if p.warning] == [
        "shows nothing (only spaces or invisible characters such as U+200B)"]
    setup, problems = parse_game_file(game_file(names=("\u200b\u200d", "Bob")), "g.json", [str(GRID.parent)],
                                      str(ROOT / "rules_data"))
    assert [p.name if hasattr(p, "name") else p["name"] for p in setup["players"]] == ["Player 1", "Bob"]
    assert [(p.where, p.warning) for p in problems] == [("g.json: players[0].name", True)]
    assert text_problem("\u200b", 40) and text_problem("\u200b", 40, blank=True) is None   # a mod's race name


def test_check_says_a_zero_width_player_name_is_played_as_the_default(tmp_path):
    path = tmp_path / "g.json"
    write_json(path, game_file(names=("\u200b", "Bob")))
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "check", str(path)], cwd=str(ROOT),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert 'players[0].name: shows nothing: the seat plays as "Player 1"' in result.stdout + result.stderr
