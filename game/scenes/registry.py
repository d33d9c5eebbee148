"""Every screen of the window by name: screens open one another through here, never by importing
one another, so no screen module depends on another (tests/ui/test_import_graph.py checks it).

A screen's module is imported the first time the screen is asked for (importlib), then its class is
looked up by name each time, so a test can stand a class of its own in for one. The in-game play
modes (pick_combo, conquest, redeploy, scoring) are parts of the in-game screen, not screens:
games.smallworld.scenes.play imports them itself, and they build on games.smallworld.scenes.play_mode.
The shell's screens are here in game/scenes; Small World's are in games/smallworld/scenes.
"""

import importlib

SCENES = {
    "title": ("game.scenes.title", "TitleScene"),                                 # (app)
    "setup": ("games.smallworld.scenes.setup", "SetupScene"),                     # (app)
    "rules": ("games.smallworld.scenes.rules", "RulesScene"),                     # (app, back=None, ruleset=None)
    "load_game": ("game.scenes.load_game", "LoadGameScene"),                      # (app, back=None)
    "play": ("games.smallworld.scenes.play", "PlayScene"),                        # (app, session)
    "tutorial": ("games.smallworld.scenes.tutorial", "TutorialScene"),            # (app, fresh=False, threaded=True)
    "game_over": ("games.smallworld.scenes.game_over", "GameOverScene"),          # (app, session)
    "replay": ("games.smallworld.scenes.replay_viewer", "ReplayViewerScene"),     # (app, cursor, back=None, title=None)
    "message": ("game.scenes.message", "MessageScene"),                           # (app, title, text, back=True)
    "settings": ("game.scenes.settings", "SettingsScene"),                        # (app, back=None)
}


def scene_class(name):
    """The class of the screen called `name` (KeyError for a name that is not in SCENES)."""
    module, cls = SCENES[name]
    return getattr(importlib.import_module(module), cls)


def make(name, app, *args, **kwargs):
    """A new screen `name` for the app, made with these arguments (not shown yet)."""
    return scene_class(name)(app, *args, **kwargs)


def show(app, name, *args, **kwargs):
    """Switch the app to a new screen `name`; returns it."""
    scene = make(name, app, *args, **kwargs)
    app.switch(scene)
    return scene
