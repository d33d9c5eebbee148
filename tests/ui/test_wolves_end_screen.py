"""The Wolves' end screen: each pack's VP moon by moon (games/wolves/scenes/moon_scores.py) below the bars
where the window has room, counted from the finished game's own replay."""

import pytest

from game.game_session import GameSession
from games.wolves.definition import WOLVES
from games.wolves.scenes.game_over import WolvesGameOverScene
from games.wolves.scenes.moon_scores import BOARD, moon_scores
from tests.ui.scene_driver import frame, new_app, shot
from tests.ui.test_wolves_play import file_setup


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def finished_game(players, seed):
    """A whole game of medium computers (the medium level: packs that fight for the regions)."""
    setup = file_setup(players, kinds=["ai"] * players, seed=seed, level="medium")
    game = WOLVES.new_game(setup)
    bots = [WOLVES.make_player("medium", seed * 31 + seat) for seat in range(players)]
    while not game.over:
        WOLVES.apply(game, bots[WOLVES.seat_to_act(game)].choose(game))
    return setup, game


@pytest.fixture(scope="module")
def three_packs():
    return finished_game(3, 5)


def test_the_moons_add_up_to_the_regions_and_vp_tokens_and_the_board_to_the_areas(three_packs):
    _setup, game = three_packs
    values = game.values
    rows = moon_scores(game)
    assert rows is not None and len(rows) == game.n
    assert any(row[phase] for row in rows for phase in ("new", "quarter", "full"))
    for seat, row in enumerate(rows):
        score = game.boards[seat].score(values)
        assert row["new"] + row["quarter"] + row["full"] == score["regions"] + score["vp_tokens"]
        areas = score["total"] - score["regions"] - score["vp_tokens"]
        assert row[BOARD] == areas and row["total"] == score["total"]
        held = game.boards[seat].scoring_tokens
        for phase in ("new", "quarter", "full"):
            # a moon's VP: the first places it gave (the scoring tokens of that phase held) and its
            # second places, each worth that phase's second value
            firsts = values.first_value[phase] * held.count(phase)
            seconds = row[phase] - firsts
            assert seconds >= 0 and seconds % values.second_value[phase] == 0, (seat, phase, row)


def row_tips(scene, game):
    """The tooltips of the tables' rows (a seat's name first), not of the bars' segments."""
    names = [game.players[seat]["name"] for seat in range(game.n)]
    return [text for _rect, text in scene.tips if any(text.startswith(name + ":") for name in names)]


@pytest.mark.parametrize("size, tables", [((1920, 1080), 2), ((1280, 800), 2), ((1024, 640), 2)])
def test_the_moon_table_comes_below_the_bars_where_there_is_room(three_packs, size, tables):
    setup, game = three_packs
    app = new_app(size)
    session = GameSession(WOLVES, setup, game=game, threaded=False, speed="instant")
    scene = WolvesGameOverScene(app, session)
    app.switch(scene)
    frame(app)
    shot(app.screen, f"wolves-end-moons-{size[0]}")
    tips = row_tips(scene, game)
    assert len(tips) == tables * game.n         # a seat's row in the VP table and in the moons' table


def test_five_packs_in_the_smallest_window_keep_the_bars_and_leave_the_moons_out():
    setup, game = finished_game(5, 5)
    app = new_app((1024, 640))
    session = GameSession(WOLVES, setup, game=game, threaded=False, speed="instant")
    scene = WolvesGameOverScene(app, session)
    app.switch(scene)
    frame(app)
    tips = row_tips(scene, game)
    assert len(tips) == game.n                  # only the VP table: the bars keep their room
    bars = [text for _rect, text in scene.tips if ":" in text and not any(
        text.startswith(game.players[s]["name"] + ":") for s in range(game.n))]
    assert bars                                 # the bars' segments are still there


@pytest.mark.parametrize("label", ["Активность", "Spread", "Жетоны ПО"])
def test_a_column_label_is_never_cut_inside_a_word(label):
    """At 1024x640 with five packs Russian's «Активность» wrapped as «Активност» over «ь»: a label is put
    on two lines only between its words, else made to fit on one."""
    from game.scenes.end_screen import header_lines
    from game.ui.fonts import font

    head = font(15, bold=True)
    for width in range(head.size(label)[0] - 1, 20, -4):
        parts = header_lines(label, width, head, 15)
        shown = " ".join(text for _fnt, text in parts).replace("…", "")
        words = label.split()
        assert all(word in words or any(w.startswith(word) for w in words) for word in shown.split())
        assert len(parts) == 1 or [text for _fnt, text in parts] == words, (width, parts)
