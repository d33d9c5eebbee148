"""Driving the real scenes like a player, for the UI tests (SDL's dummy video driver, no window shown).

Two ways, as the tests need:

- the in-game screen event by event: `start_game` opens a PlayScene on a fresh App; `move`,
  `click`, `drag`, `key`, `type_text` hand synthetic pygame events to the current scene's
  `handle`, and `frame(app, dt)` runs its `update` and `draw`;
- the whole App a frame at a time: `app_frame(app, *events)` posts the events and runs one
  frame of the App's real loop; `app_click` presses the mouse through it.
"""

import argparse
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from games.smallworld.scenes.play import play_scene  # noqa: E402
from games.smallworld.session import Session  # noqa: E402

# ---------------------------------------------------------------- a window and a game in it

def new_app(size=(1600, 1000)):
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    return App(screen, argparse.Namespace(frames=None, screenshot=None, demo=False))


def show_game(app, game, map_ref, speed="instant"):
    """`game` in the in-game screen of `app`, drawn once: the PlayScene (its session: `.session`)."""
    scene = play_scene(app, Session(game, map_ref, threaded=False, speed=speed))
    app.switch(scene)
    frame(app)
    return scene


def start_game(game, map_ref, size=(1600, 1000), speed="instant"):
    """A fresh App showing `game` in the in-game screen: (app, session, scene)."""
    scene = show_game(new_app(size), game, map_ref, speed)
    return scene.app, scene.session, scene


def replay_first_save(size=(1600, 1000)):
    """A fresh App on the Load screen, its first save chosen and Replay pressed: (app, the Load
    screen, the replay viewer)."""
    from game.scenes.load_game import LoadGameScene
    from games.smallworld.scenes.replay_viewer import ReplayViewerScene

    app = new_app(size)
    load = LoadGameScene(app)
    app.switch(load)
    frame(app)
    click(app, load.row_rect(0).center)
    click(app, load.buttons["replay"].rect.center)
    assert isinstance(app.scene, ReplayViewerScene)
    return app, load, app.scene


# ---------------------------------------------------------------- event by event

def frame(app, dt=0.016):
    app.scene.update(dt)
    app.scene.draw(app.screen)


def ipos(p):
    return (int(round(p[0])), int(round(p[1])))


def move(app, pos, buttons=(0, 0, 0)):
    app.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=ipos(pos), rel=(0, 0), buttons=buttons))


def click(app, pos, button=1):
    pos = ipos(pos)
    move(app, pos)
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    frame(app)


def drag(app, a, b):
    a, b = ipos(a), ipos(b)
    move(app, a)
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=a))
    move(app, b, buttons=(1, 0, 0))
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=b))
    frame(app)


def key(app, k, mod=0):
    app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    frame(app)


def type_text(app, text):
    for ch in text:
        app.scene.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frame(app)


def hover_text(app, r):
    """The tooltip of region r on the current in-game screen, the mouse moved onto it ("" if none)."""
    scene = app.scene
    move(app, scene.anchor_screen(r))
    frame(app)
    return scene.tooltip_text() or ""


def region_click(app, r, button=1):
    click(app, app.scene.anchor_screen(r), button)


def pass_screen(app, required=True):
    """Click away the pass-the-screen overlay (`required`: it must be up)."""
    scene = app.scene
    if required:
        assert scene.pass_to is not None
    if scene.pass_to is not None:
        click(app, (scene.layout.size[0] // 2, scene.layout.size[1] // 2))
    assert scene.pass_to is None


# ---------------------------------------------------------------- the App's own loop

def app_frame(app, *events):
    """Post the events and let the app run one frame of its real loop."""
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    app.run(frames=app.frame + 1)


def app_click(app, pos, hover=True):
    """A left click through the app's loop (`hover`: the mouse moves there first)."""
    pos = (int(pos[0]), int(pos[1]))
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))] if hover else []
    events += [pygame.event.Event(kind, pos=pos, button=1) for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    app_frame(app, *events)


def shot(screen, name):
    """Keep a screenshot when SMALLWORLD_SHOTS names a folder (to look at what a player sees)."""
    folder = os.environ.get("SMALLWORLD_SHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(screen, os.path.join(folder, name + ".png"))
