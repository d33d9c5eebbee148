"""The menu screens one by one: broken maps, the end of a game (a tie too), small windows,
settings that cannot be read, the window icon."""

import json
import os
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import app_click, app_frame  # noqa: E402

from game import settings as settings_mod  # noqa: E402
from game.app import parse_args  # noqa: E402
from game.resources import maps_dir, rules_dir  # noqa: E402
from game.scenes.message import MessageScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from games.smallworld.ai import make_player  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.scenes import start  # noqa: E402
from games.smallworld.scenes.game_over import GameOverScene, coin_series, final_results  # noqa: E402
from games.smallworld.scenes.rules import RulesScene  # noqa: E402
from games.smallworld.scenes.setup import SetupScene  # noqa: E402
from games.smallworld.session import Session  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def show(app, scene):
    app.switch(scene)
    app_frame(app)
    return scene


def resize(app, size):
    pygame.display.set_mode(size)
    app_frame(app, pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    assert app.screen.get_size() == size


def click(app, pos):
    app_click(app, pos, hover=False)


# ---------------------------------------------------------------- finished games

def finished_game(map_id="thornmere", seed=4):
    board = load_map(os.path.join(maps_dir(), f"{map_id}.json"))
    ruleset = load_ruleset(os.path.join(rules_dir(), "classic"))
    names = ["Ann", "Bob", "Cid", "Dee", "Eve"]
    players = [{"name": names[i], "kind": "human" if i == 0 else "ai", **({"level": "random"} if i else {})}
               for i in range(board.players)]
    game = Game(ruleset, board, players, seed)
    bots = [make_player("random", seed * 31 + i) for i in range(board.players)]
    while not game.over:
        game.apply(bots[game.current_player].choose(game))
    return game


def make_tie(game, same_tokens=False):
    """Give seat 1 the leader's coins (and, if asked, make the tie-break fail too)."""
    best = max(p.coins for p in game.players)
    game.players[1].coins = best
    game.players[0].coins = best
    game.coin_history[-1][0] = game.coin_history[-1][1] = best
    top = [0, 1] + [i for i, p in enumerate(game.players) if p.coins == best and i > 1]
    on_map = {i: sum(game.tokens_on_map(t) for t in game.players[i].tribes()) for i in top}
    if same_tokens:
        game.winners = top
    else:
        most = max(on_map.values())
        game.winners = [i for i in top if on_map[i] == most]
    return on_map


def test_game_over_shows_a_finished_game(app):
    game = finished_game()
    scene = show(app, GameOverScene(app, Session(game, "thornmere")))
    r = scene.results
    assert r["winners"] == game.winners
    assert r["coins"] == [p.coins for p in game.players]
    assert r["order"][0] in game.winners
    series = coin_series(game)
    assert len(series) == 2 and all(len(line) == game.rounds + 1 for line in series)
    assert all(line[0] == game.ruleset.starting_coins for line in series)
    assert [line[-1] for line in series] == [p.coins for p in game.players]
    for size in ((1600, 1000), (1024, 640)):
        resize(app, size)
        _assert_inside(app, list(scene.buttons.values()), [scene.score_panel.rect, scene.chart_panel.rect])
    click(app, scene.buttons["new"].rect.center)
    assert isinstance(app.scene, SetupScene)


def test_game_over_names_the_tie_break(app):
    game = finished_game("sundered-weald", seed=9)
    on_map = make_tie(game)
    r = final_results(game)
    assert r["tie_break"]
    if len(game.winners) == 1:
        assert "tie-break" in r["detail"] and "most tokens on the map" in r["detail"]
        assert game.players[game.winners[0]].name in r["headline"]
    else:  # the tokens were equal as well
        assert "share" in r["headline"]
    scene = show(app, GameOverScene(app, Session(game, "sundered-weald")))
    assert scene.results["winners"] == game.winners
    resize(app, (1024, 640))
    click(app, scene.buttons["title"].rect.center)
    assert isinstance(app.scene, TitleScene)
    assert on_map


def test_game_over_shared_victory(app):
    game = finished_game("saltwind-coast", seed=2)
    make_tie(game, same_tokens=True)
    r = final_results(game)
    assert r["shared"] and "share the victory" in r["headline"]
    assert "Ann" in r["headline"] and "Bob" in r["headline"]
    show(app, GameOverScene(app, Session(game, "saltwind-coast")))


def test_coin_history_of_an_unfinished_game_still_draws(app):
    board = load_map(os.path.join(maps_dir(), "thornmere.json"))
    game = Game(load_ruleset(os.path.join(rules_dir(), "classic")), board,
                [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 1)
    show(app, GameOverScene(app, Session(game, "thornmere")))
    assert coin_series(game) == [[5], [5]]


# ---------------------------------------------------------------- broken maps

def _broken_maps_folder(tmp_path, keep_good=True):
    folder = tmp_path / "maps"
    folder.mkdir()
    if keep_good:
        shutil.copy(os.path.join(ROOT, "maps", "thornmere.json"), folder / "thornmere.json")
    bad = json.loads(open(os.path.join(ROOT, "maps", "thornmere.json")).read())
    bad["id"] = "cracked"
    bad["regions"][0]["terrain"] = "lava"
    (folder / "cracked.json").write_text(json.dumps(bad))
    (folder / "garbled.json").write_text('{"format": "smallworld-map", "players": 2, "regions": [')
    (folder / "schema.json").write_text('{"$schema": "https://json-schema.org/draft/2020-12/schema"}')
    return folder


def test_a_broken_map_is_listed_as_unavailable(app, tmp_path, monkeypatch):
    folder = _broken_maps_folder(tmp_path)
    monkeypatch.setattr("game.resources.maps_dir", lambda: str(folder))
    setup = show(app, SetupScene(app))
    click(app, setup.buttons["remove:2"].rect.center)
    good, bad = setup.candidates()
    assert [e.id for e in good] == ["thornmere"]
    assert sorted(e.file for e in bad) == ["cracked.json", "garbled.json"]   # not the schema
    cracked = next(e for e in bad if e.file == "cracked.json")
    assert "terrain" in cracked.reason and "lava" in cracked.reason
    assert "invalid JSON" in next(e for e in bad if e.file == "garbled.json").reason
    assert setup.buttons["start"].enabled
    resize(app, (1024, 640))


def test_no_usable_map_disables_start_with_the_reason(app, tmp_path, monkeypatch):
    folder = _broken_maps_folder(tmp_path, keep_good=False)
    monkeypatch.setattr("game.resources.maps_dir", lambda: str(folder))
    setup = show(app, SetupScene(app))
    click(app, setup.buttons["remove:2"].rect.center)
    assert setup.chosen_map() is None
    assert not setup.buttons["start"].enabled
    assert "no usable map for 2 players" in setup.buttons["start"].tooltip
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.run(frames=app.frame + 1)
    assert app.scene is setup and "no usable map" in setup.message.text


def test_a_missing_maps_folder_is_a_message(app, tmp_path, monkeypatch):
    monkeypatch.setattr("game.resources.maps_dir", lambda: str(tmp_path / "nowhere"))
    setup = show(app, SetupScene(app))
    assert not setup.buttons["start"].enabled
    assert "maps folder cannot be read" in setup.start_problem()


def test_demo_without_a_map_for_the_count_is_a_message(app, tmp_path, monkeypatch):
    folder = _broken_maps_folder(tmp_path, keep_good=False)
    monkeypatch.setattr("game.resources.maps_dir", lambda: str(folder))
    options = parse_args(["--demo", "--players", "2"])
    scene = start.first_scene(app, options)
    assert isinstance(scene, MessageScene)
    assert "no map for 2 players" in scene.text.lower()
    show(app, scene)


def test_demo_builds_computer_seats_for_the_map_of_that_count(app):
    session = start.demo_session(parse_args(["--demo", "--players", "4", "--seed", "12"]))
    assert session.game.board.players == 4 and session.game.seed == 12 and session.speed == "fast"
    assert all(p.kind == "ai" and p.level == start.best_level() for p in session.game.players)


# ---------------------------------------------------------------- small windows

def _assert_inside(app, widgets, rects=()):
    screen = app.screen.get_rect()
    all_rects = [pygame.Rect(getattr(w, "rect", w)) for w in widgets] + [pygame.Rect(r) for r in rects]
    for r in all_rects:
        assert screen.contains(r), f"{r} is outside the {screen.size} window"
    buttons = [pygame.Rect(w.rect) for w in widgets if hasattr(w, "rect")]
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not a.colliderect(b), f"{a} overlaps {b}"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000), (2200, 1300)])
def test_layouts_fit_the_window(app, size):
    title = show(app, TitleScene(app))
    resize(app, size)
    _assert_inside(app, list(title.buttons.values()))

    setup = show(app, SetupScene(app))
    for _ in range(2):
        click(app, setup.buttons["add"].rect.center)
    assert setup.count == 5
    widgets = (list(setup.buttons.values()) + list(setup.fields.values()) + list(setup.kind_choices.values())
               + list(setup.level_choices.values()) + [setup.speed_choice, setup.coins_box])
    _assert_inside(app, widgets, [setup.players_panel.rect, setup.map_panel.rect, setup.options_panel.rect,
                                  setup.thumb_rect])
    # the rows stay inside the players panel, above the add button
    for row, _, _ in setup.rows:
        assert setup.players_panel.rect.contains(row)
        assert row.bottom <= setup.buttons["add"].rect.top + 2
    assert setup.map_panel.rect.contains(setup.thumb_rect)

    rules = show(app, RulesScene(app))
    _assert_inside(app, [rules.back_button] + [b for b, _ in rules.nav_buttons], [rules.page.rect])

    message = show(app, MessageScene(app, "Something went wrong", "A long explanation. " * 12))
    _assert_inside(app, list(message.buttons.values()), [message.panel])


def test_a_resize_mid_scene_lays_out_again(app):
    setup = show(app, SetupScene(app))
    wide = setup.buttons["start"].rect.copy()
    resize(app, (1024, 640))
    assert setup.buttons["start"].rect != wide
    assert app.screen.get_rect().contains(setup.buttons["start"].rect)


# ---------------------------------------------------------------- settings

@pytest.mark.parametrize("content", [
    b"\x00\xff not json", b"", b"[1, 2, 3]", b'{"setup": "nope"}',
    b'{"setup": {"seats": [{"kind": "robot"}], "speed": 7, "maps": [1]}}',
    b'{"setup": {"seats": "many", "show_all_coins": "yes"}}',
])
def test_a_corrupt_settings_file_gives_the_defaults(app, content):
    path = settings_mod.settings_path()
    with open(path, "wb") as handle:
        handle.write(content)
    loaded = settings_mod.load_settings()
    assert loaded == settings_mod.defaults()
    setup = show(app, SetupScene(app))
    assert setup.count == 3 and setup.speed == "normal"


def test_settings_keep_what_is_good_and_mend_the_rest(app):
    path = settings_mod.settings_path()
    with open(path, "w") as handle:
        json.dump({"setup": {"seats": [{"kind": "human", "name": "  Ann\u0007  "}, {"kind": "ai", "level": 3},
                                       {"kind": "x", "name": "B" * 99}], "speed": "fast",
                             "maps": {"2": "thornmere", "9": "x"}}}, handle)
    setup = settings_mod.last_setup()
    assert setup["seats"][0] == {"kind": "human", "name": "Ann", "level": None}
    assert setup["seats"][1]["level"] is None and setup["seats"][2]["kind"] == "human"
    assert len(setup["seats"][2]["name"]) == settings_mod.MAX_NAME
    assert setup["speed"] == "fast" and setup["maps"] == {"2": "thornmere"}
    scene = show(app, SetupScene(app))
    assert scene.seats[1]["level"] == start.default_level()


def test_settings_round_trip_and_an_unwritable_folder(app, monkeypatch):
    assert settings_mod.remember_setup({"seats": [{"kind": "human", "name": "Zoe"}, {"kind": "ai", "level": "easy"}],
                                        "speed": "slow", "show_all_coins": True, "maps": {"2": "thornmere"}})
    again = settings_mod.last_setup()
    assert again["seats"][0]["name"] == "Zoe" and again["speed"] == "slow" and again["show_all_coins"]

    def broken():
        raise PermissionError("read-only home")

    monkeypatch.setattr("game.resources.user_data_dir", broken)
    assert settings_mod.load_settings() == settings_mod.defaults()
    assert settings_mod.save_settings(settings_mod.defaults()) is False
    show(app, SetupScene(app))       # the screen still opens


# ---------------------------------------------------------------- the icon

def test_window_icon():
    from game.ui.icon import window_icon

    icon = window_icon()
    assert icon.get_size() == (64, 64)
    opaque = sum(1 for x in range(64) for y in range(64) if icon.get_at((x, y)).a > 200)
    colours = {tuple(icon.get_at((x, y)))[:3] for x in range(0, 64, 3) for y in range(0, 64, 3)}
    assert opaque > 1500 and len(colours) > 12


# ---------------------------------------------------------------- missing rules data

def test_missing_rules_data_is_a_message_not_a_crash(app, tmp_path, monkeypatch):
    monkeypatch.setattr("game.resources.rules_dir", lambda: str(tmp_path / "no-rules"))
    from games.smallworld.model import ruleset as ruleset_mod

    monkeypatch.setattr(ruleset_mod, "_CACHE", {})
    setup = show(app, SetupScene(app))
    assert not setup.buttons["start"].enabled
    assert "rules data could not be read" in setup.start_problem()
    rules = show(app, RulesScene(app))
    assert rules.error and "Races and powers" in [t for t, _ in rules.anchors]
    scene = start.first_scene(app, parse_args(["--demo"]))
    assert isinstance(scene, MessageScene) and "rules data" in scene.text


def test_every_menu_draws_without_the_bundled_fonts(app, monkeypatch):
    from game.ui import fonts

    monkeypatch.setattr(fonts, "font_file", lambda *a, **k: "/nowhere/missing-font.ttf")
    fonts.clear_cache()
    try:
        show(app, TitleScene(app))
        setup = show(app, SetupScene(app))
        click(app, setup.buttons["add"].rect.center)
        show(app, RulesScene(app))
        show(app, GameOverScene(app, Session(finished_game(), "thornmere")))
        resize(app, (1024, 640))
    finally:
        fonts.clear_cache()
