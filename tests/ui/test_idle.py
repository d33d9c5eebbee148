"""The window draws only when something changed (game.app's loop; the contract in game/scenes/base.py).

The app's real loop (`App.step`) is turned with a fake clock and, for idle turns, a fake
input source that returns at once with no events, so nothing here sleeps or measures time:
`app.frame` counts the frames drawn and shown.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import app_frame  # noqa: E402

from game import app as app_module  # noqa: E402
from game.scenes.base import Scene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.ui import menu_art, redraw, settle  # noqa: E402
from games.smallworld.model.legal import legal_actions  # noqa: E402
from games.smallworld.scenes import start  # noqa: E402
from games.smallworld.scenes.rules import RulesScene  # noqa: E402
from games.smallworld.scenes.setup import SetupScene  # noqa: E402

IDLE_TURNS = 30


class FakeClock:
    """Stands for pygame's Clock: every turn of the loop takes `ms` milliseconds."""

    def __init__(self, ms=50):
        self.ms = ms

    def tick(self, fps=0):
        return self.ms


class Counting(Scene):
    """A scene that counts its draws, and animates for `moving` updates when told to."""

    def __init__(self, app):
        super().__init__(app)
        self.draws = 0
        self.moving = 0

    def update(self, dt):
        self.moving = max(0, self.moving - 1)

    def draw(self, surface):
        self.draws += 1

    def is_animating(self):
        return self.moving > 0


@pytest.fixture
def idle_app(app):
    """The app with a fake clock and an input source that never waits."""
    app.clock = FakeClock()
    app.wait_for_input = lambda timeout_ms: pygame.event.get()
    pygame.event.clear()
    return app


def turns(app, n=IDLE_TURNS):
    """Turn the loop n times with no input; the frames drawn meanwhile."""
    before = app.frame
    for _ in range(n):
        app.step()
    return app.frame - before


def settled(app, scene):
    """Show `scene` and turn the loop until it has drawn what it has to and is still."""
    app.switch(scene)
    turns(app, 3)
    return scene


def test_a_still_scene_is_drawn_once_then_not_again(idle_app):
    scene = Counting(idle_app)
    idle_app.switch(scene)
    assert turns(idle_app) == 1 and scene.draws == 1


def test_an_event_draws_one_frame(idle_app):
    scene = settled(idle_app, Counting(idle_app))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    assert turns(idle_app) == 1 and scene.draws == 2


def test_a_redraw_request_draws_one_frame(idle_app):
    scene = settled(idle_app, Counting(idle_app))
    idle_app.request_redraw()
    assert turns(idle_app) == 1
    scene.invalidate()
    assert turns(idle_app) == 1 and scene.draws == 3


def test_an_animating_scene_draws_every_turn_until_it_stops(idle_app):
    scene = settled(idle_app, Counting(idle_app))
    scene.moving = 10
    assert turns(idle_app) == 10     # the turn it stopped in too: its final state is on screen


def test_a_resized_or_uncovered_window_is_drawn_again(idle_app):
    scene = settled(idle_app, Counting(idle_app))
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    assert turns(idle_app) == 1
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1200, 800), w=1200, h=800))
    assert turns(idle_app) == 1 and scene.draws == 3


def test_idle_turns_still_advance_the_scene_timers(idle_app):
    """The scene's update runs on idle turns (a notice must expire even if nobody moves the mouse)."""
    times = []
    scene = settled(idle_app, Scene(idle_app))
    scene.update = times.append
    turns(idle_app, 4)
    assert times == [0.05] * 4


def test_waiting_for_input_returns_the_event_that_arrived(app):
    pygame.event.clear()
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    pygame.event.post(event)
    got = app.wait_for_input(5000)
    assert [e.type for e in got] == [pygame.KEYDOWN]
    assert app.wait_for_input(1) == []     # nothing arrives: back after the timeout, empty-handed


# ---------------------------------------------------------------- the real screens, idle

def test_the_title_and_setup_screens_are_still_when_nobody_touches_them(idle_app):
    settled(idle_app, TitleScene(idle_app))
    assert turns(idle_app) == 0
    settled(idle_app, SetupScene(idle_app))
    assert turns(idle_app) == 0


def test_a_game_waiting_for_a_person_is_still(idle_app):
    players = [{"name": "Ann", "kind": "human"},
               {"name": "Brom", "kind": "ai", "level": "random"},
               {"name": "Cressida", "kind": "ai", "level": "random"}]
    entries, _problem = start.scan_maps()
    board = start.maps_for(3, entries)[0][0].board
    session = start.build_session(start.load_classic_ruleset(), board, players, seed=4, threaded=False)
    start.open_game(idle_app, session)
    turns(idle_app, 5)
    assert session.is_human_turn()
    assert turns(idle_app) == 0


def test_a_notice_that_expires_is_taken_off_the_screen(idle_app):
    title = settled(idle_app, TitleScene(idle_app))
    title.message.show("A notice", "info", seconds=0.12)
    redraw.take()   # shown by an event in real life: here, only its end is watched
    assert turns(idle_app, 2) == 0    # 0.1 s: still there, nothing to draw
    assert turns(idle_app, 1) == 1 and not title.message.visible
    assert turns(idle_app) == 0


def test_a_name_being_typed_blinks_its_caret_a_few_times_a_second(idle_app):
    setup = settled(idle_app, SetupScene(idle_app))
    field = next(iter(setup.fields.values()))
    field.focus()
    field.selected = False
    drawn = turns(idle_app, 40)      # 2 s of fake time, 20 turns a second
    assert 3 <= drawn <= 5           # on at 0 s, off at 0.6 s, on at 1 s, off at 1.6 s...


def test_the_rules_screen_draws_while_its_scroll_eases_then_stops(idle_app):
    rules = settled(idle_app, RulesScene(idle_app, back=None))
    rules.target = 300.0
    assert rules.is_animating()
    drawn = turns(idle_app, 200)
    assert not rules.is_animating() and rules.scroll == rules.target
    assert 1 < drawn < 200


# ---------------------------------------------------------------- --frames still counts every frame

def test_frames_draws_every_frame_even_of_a_still_screen(app):
    app.switch(TitleScene(app))
    app_frame(app)
    app.run(frames=app.frame + 3)
    assert app.frame == 4


def test_frames_and_screenshot_from_the_command_line(tmp_path, user_dir):
    shot = tmp_path / "title.png"
    assert app_module.main(["--frames", "2", "--screenshot", str(shot), "--size", "1024x640"]) == 0
    picture = pygame.image.load(str(shot))
    assert picture.get_size() == (1024, 640)
    # the fully drawn title: the backdrop is not one flat colour
    colours = {tuple(picture.get_at((x, y)))[:3] for x in range(0, 1024, 64) for y in range(0, 640, 64)}
    assert len(colours) > 20


# ---------------------------------------------------------------- changes that come without an event

def test_a_resized_menu_is_drawn_again_once_its_backdrop_settles(idle_app, monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(settle, "now", lambda: now[0])
    settled(idle_app, TitleScene(idle_app))
    size = (1200, 760)
    idle_app.screen = pygame.display.set_mode(size)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    assert turns(idle_app, 3) == 3            # the stretched backdrop, then frames until the size settles
    assert menu_art._cache["rough"] is not None
    now[0] += settle.SETTLE_SECONDS + 0.05    # the size stayed: no event comes, yet the full picture is drawn
    assert turns(idle_app) == 1
    assert menu_art._cache["rough"] is None and menu_art._cache["size"] == (size, 120)


def test_an_autosave_that_starts_failing_asks_for_a_frame(app, tmp_path):
    """The banner saying the game is not saved comes from the autosave's thread: it asks for its frame."""
    players = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    entries, _problem = start.scan_maps()
    board = start.maps_for(2, entries)[0][0].board
    session = start.build_session(start.load_classic_ruleset(), board, players, seed=2, threaded=False)
    saver = start.attach_autosave(session)
    saver.background = False
    (tmp_path / "a-file").write_text("")
    saver.path = str(tmp_path / "a-file" / "autosave.json")     # a folder that is a file: every write fails
    redraw.take()
    session.submit(legal_actions(session.game)[0])
    assert saver.error and redraw.take()
