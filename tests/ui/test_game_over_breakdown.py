"""The end screen's breakdown of each player's coins and its final map, on real finished games."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import app_click, app_frame, new_app  # noqa: E402

from game import i18n  # noqa: E402
from game.resources import maps_dir, rules_dir  # noqa: E402
from games.smallworld.ai import make_player  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.scenes.game_over import BREAKDOWN, GameOverScene, coin_breakdown  # noqa: E402
from games.smallworld.session import Session  # noqa: E402

LONG_NAMES = ["Александра Константиновна", "Святослав Вячеславович", "Бронислава Ильинична",
              "Мирослав Добромыслович", "Евдокия Тихоновна"]


def computer_game(map_id, seed, level="easy", names=None):
    """A whole game played by computer seats of `level` on a shipped map."""
    board = load_map(os.path.join(maps_dir(), f"{map_id}.json"))
    names = names or [f"P{i}" for i in range(board.players)]
    players = [{"name": names[i], "kind": "ai", "level": level} for i in range(board.players)]
    game = Game(load_ruleset(os.path.join(rules_dir(), "classic")), board, players, seed)
    bots = [make_player(level, seed * 17 + i) for i in range(board.players)]
    while not game.over:
        game.apply(bots[game.current_player].choose(game))
    return game


@pytest.mark.parametrize("map_id,seed,level", [
    ("saltwind-coast", 1, "easy"), ("saltwind-coast", 7, "medium"), ("saltwind-coast", 12, "random"),
    ("sundered-weald", 2, "easy"), ("sundered-weald", 5, "medium"), ("sundered-weald", 11, "random"),
])
def test_each_players_breakdown_adds_up_to_his_final_coins(map_id, seed, level):
    game = computer_game(map_id, seed, level)
    rows = coin_breakdown(game)
    assert len(rows) == len(game.players) in (3, 5)
    for row, player in zip(rows, game.players):
        assert set(row) == {key for key, _label in BREAKDOWN}
        assert sum(row.values()) == player.coins
        assert row["start"] == game.ruleset.starting_coins
        assert row["regions"] > 0 and row["paid"] <= 0 and row["taken"] >= 0
        assert row["other"] == 0          # the classic rules move coins only by picks and scoring
    # the game's own record, not a guess: every player has paid or taken coins on some combo in some game,
    # and the scored parts sum to what the rounds brought
    assert sum(r["regions"] + r["race_bonus"] + r["power_bonus"] + r["decline_bonus"] for r in rows) == \
        game.coins_scored


def test_coins_an_ability_moves_count_as_other():
    game = computer_game("saltwind-coast", 3)
    rows = coin_breakdown(game)
    # an ability that moves coins outside picks and scoring says so in its event ("coins": the change)
    assert all(row["other"] == 0 for row in rows)
    from games.smallworld.scenes import game_over

    events = [{"type": "form_taken", "player": 1, "race": "x", "form": "y", "coins": -2},
              {"type": "game_over", "winners": [0], "coins": [1, 2, 3]}]
    counted = [dict.fromkeys((key for key, _label in BREAKDOWN), 0) for _seat in range(3)]
    game_over.count_events(events, counted)
    assert [row["other"] for row in counted] == [0, -2, 0]


def _scene(size, game, map_id):
    app = new_app(size)
    scene = GameOverScene(app, Session(game, map_id))
    app.switch(scene)
    app_frame(app)
    return app, scene


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_breakdown_is_one_click_away_and_fits_a_small_window(user_dir, monkeypatch, lang):
    monkeypatch.setenv(i18n.ENV_FORCE, lang)
    i18n.set_language(lang)
    game = computer_game("sundered-weald", 3, names=LONG_NAMES)
    for size in ((1024, 640), (1920, 1080)):
        app, scene = _scene(size, game, "sundered-weald")
        assert scene.coins_view == "chart"
        app_click(app, scene.coins_switch.segments[1].center)
        assert scene.coins_view == "breakdown"
        app_frame(app)
        panel = scene.chart_panel.rect
        assert panel.contains(scene.table_rect), (size, scene.table_rect, panel)
        assert scene.table_cut == [], size
        app_click(app, scene.coins_switch.segments[0].center)
        assert scene.coins_view == "chart"
    if lang == "ru":
        assert all(i18n._(label) != label for _key, label in BREAKDOWN)


def test_the_final_map_opens_and_closes_with_the_mouse(user_dir):
    game = computer_game("saltwind-coast", 4)
    app, scene = _scene((1024, 640), game, "saltwind-coast")
    app_click(app, scene.buttons["map"].rect.center)
    assert scene.board is not None
    app_frame(app)
    view = scene.board
    assert scene.map_area.contains(view.area)
    # every held region is drawn in its owner's colour: hovering one names its owner
    held = next(r for r, tribe in enumerate(game.occupant) if getattr(tribe, "owner", None) is not None
                and game.tokens[r])
    owner = game.players[game.occupant[held].owner].name
    pos = view.anchor_screen(held)
    assert view.region_at(pos) == held
    app_frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.mouse == pos
    assert owner in scene.map_tip()
    # the buttons of the results are not there while the map is: a click where "New game" was does nothing
    app_click(app, scene.buttons["new"].rect.center)
    assert app.scene is scene and scene.board is not None
    app_click(app, scene.back.rect.center)
    assert scene.board is None and app.scene is scene
    # Esc closes the map too, and only the map (on the results it goes to the title)
    app_click(app, scene.buttons["map"].rect.center)
    app_frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert scene.board is None and app.scene is scene


def test_a_game_that_cannot_be_replayed_shows_no_breakdown(user_dir):
    game = computer_game("saltwind-coast", 2)
    game.actions[3] = {"type": "end_turn", "player": 99}
    assert coin_breakdown(game) is None
    app, scene = _scene((1024, 640), game, "saltwind-coast")
    app_click(app, scene.coins_switch.segments[1].center)
    app_frame(app)
    assert scene.coins_view == "breakdown" and scene.table_rect is None
