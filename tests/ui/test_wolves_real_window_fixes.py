"""What a whole game played by a person in the real window (tools/qa/wolves_real_window.py) showed wrong on
The Wolves' screens, each kept fixed here on the real engine under SDL's dummy driver. Screenshots are kept
when SMALLWORLD_SHOTS names a folder."""

import pytest

from game.scenes.opening import computer_name
from game.ui.fonts import font
from games.wolves.model import choices
from games.wolves.model.scoring import score_region
from games.wolves.scenes.game_over import WolvesGameOverScene
from games.wolves.scenes.play import WolvesPlayScene
from games.wolves.scenes.scoring_overlay import scored_region
from tests.ui.scene_driver import click, frame, move, shot
from tests.ui.test_wolves_play import file_setup, open_scene
from tests.ui.wolves_clicks import click_piece, orient_and_draft
from tests.wolves.wolves_setups import fixed_setup, situation


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def play_to_the_end(app, session, scene, dt=0.02):
    """Frames until the game is over (computers playing); the scene the app shows then."""
    for _ in range(8000):
        if session.game.over:
            break
        app.scene.update(dt)
    assert session.game.over
    return app.scene


def test_the_full_moon_scoring_is_told_before_the_end_screen_at_instant_speed():
    # at "instant" no computer waits for the scoring told over the map; the end screen did not wait either,
    # so the full moon's scoring (the game's largest) was never seen
    app, session, scene = open_scene(file_setup(3, kinds=["ai"] * 3, seed=5), speed="instant")
    shown = play_to_the_end(app, session, scene)
    assert isinstance(shown, WolvesPlayScene)
    assert scene.scoring.visible() and scene.scoring.phase == "full" and scene.scoring.regions
    frame(app)
    shot(app.screen, "wolves-full-moon-before-the-end")
    for _ in range(20):                 # a moment later it is still there to read
        app.scene.update(0.05)
    assert app.scene is scene and scene.scoring.visible()
    click(app, scene.layout.map.center)     # a click closes it, and the end screen comes
    app.scene.update(0.02)
    assert isinstance(app.scene, WolvesGameOverScene)


def test_the_end_screen_comes_by_itself_once_the_scoring_has_been_told():
    app, session, scene = open_scene(file_setup(3, kinds=["ai"] * 3, seed=5), speed="instant")
    play_to_the_end(app, session, scene)
    for _ in range(400):                # the overlay closes by itself after a few seconds
        if isinstance(app.scene, WolvesGameOverScene):
            break
        app.scene.update(0.05)
    assert isinstance(app.scene, WolvesGameOverScene)


def test_undo_and_cancel_have_different_words_in_russian(russian):
    # the top bar's Undo and the action bar's Cancel, both on screen while an action is chosen, both read
    # "Отмена" in Russian
    app, session, scene = open_scene(file_setup(3))
    orient_and_draft(app, scene)
    kind, start = choices.movable_wolves(session.game, session.seat)[0]
    click_piece(app, scene, start, kind)
    frame(app)
    scene.sync_bar()
    undo, cancel = scene.top_buttons["undo"].label, scene.bar.button("cancel").label
    assert undo != cancel and "Undo" not in undo and "Cancel" not in cancel
    shot(app.screen, "wolves-undo-and-cancel-ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_four_tabs_in_the_smallest_window_show_every_computers_name_whole(speak, lang):
    # at 1024x640 with four seats, Russian's "Крессида" was cut to "Кресси…" on its tab
    speak(lang)
    app, session, scene = open_scene(file_setup(4, kinds=["human", "ai", "ai", "ai"]))
    for seat in range(1, 4):
        session.game.players[seat]["name"] = computer_name(seat)
    for board in session.game.boards:
        board.vp_tokens = [4, 4, 4, 4, 4, 4, 4, 4]      # two digits of VP, as late in a game
    scene.side._tabs_key = None
    frame(app)
    shot(app.screen, f"wolves-tabs-1024-4p-{lang}")
    assert scene.side.tab_names == {seat: session.game.players[seat]["name"] for seat in range(4)}


def test_the_shown_packs_tab_does_not_ask_for_a_click():
    # the tab of the board already shown said "Click to see their board" as every other tab does
    app, session, scene = open_scene(file_setup(3, kinds=["human", "ai", "ai"]))
    orient_and_draft(app, scene)
    while not session.is_human_turn():
        frame(app)
    other = (session.seat + 1) % 3
    tab = next(rect for rect, seat in scene.side.tabs if seat == other)
    click(app, tab.center)
    assert scene.shown_seat() == other
    move(app, tab.center)
    text = scene.tooltip_text()
    assert "Click to see their board" not in text and "shown below" in text and "computer" in text
    own = next(rect for rect, seat in scene.side.tabs if seat == session.seat)
    move(app, own.center)
    assert "Click to see their board" in scene.tooltip_text()


def test_a_first_place_won_on_alphas_says_so():
    # a region where two colours have the same control: the overlay ranked one first with no word of why
    probe = situation(players=3)
    board = probe.ground.regions[0]
    land = [h for h in probe.ground.region_land[board] if h not in probe.prey and h not in probe.lone_wolves]
    game = situation(players=3, pieces={land[0]: [("desert", "alpha")], land[1]: [("meadow", "pack")]})
    event = score_region(game, board)
    assert event["ranking"] == [["desert"], ["meadow"]] and event["control"] == {"desert": 1, "meadow": 1}
    summary = scored_region(game, event).summary
    assert "alphas" in summary and summary.startswith("Desert wolves")
    game = situation(players=3, pieces={land[0]: [("desert", "alpha"), ("desert", "pack")],
                                        land[1]: [("meadow", "pack")]})
    assert "alphas" not in scored_region(game, score_region(game, board)).summary


def test_a_long_summary_goes_under_the_region_name_whole(russian):
    # the summary beside a region's name was cut with "…" when long (Russian, 1024x640)
    probe = situation(players=3)
    board = probe.ground.regions[0]
    land = [h for h in probe.ground.region_land[board] if h not in probe.prey and h not in probe.lone_wolves]
    game = situation(players=3, pieces={land[0]: [("desert", "alpha")], land[1]: [("meadow", "pack")]})
    game.file_setup = fixed_setup(3)
    app, session, scene = open_scene(fixed_setup(3), game=game)
    scene.scoring.add(game, score_region(game, board), "normal")
    scene.scoring.clock = 2.0
    frame(app)
    assert scene.scoring.visible()
    shot(app.screen, "wolves-scoring-long-summary-ru")
    region = scene.scoring.regions[0]
    layout = scene.layout
    width = min(layout.map.width - 2 * int(14 * layout.s), int(760 * layout.s)) - 2 * int(14 * layout.s)
    beside, below = scene.scoring._summary_lines(region, font(layout.fs(17), bold=True), font(layout.fs(13)),
                                                 width, layout)
    assert beside is None and " ".join(below) == region.summary and "…" not in region.summary
