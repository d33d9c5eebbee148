"""The window: its size rules and the minimum size the layouts are made for."""

import os
import warnings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game import app  # noqa: E402


def test_window_size_fits_the_screen_but_never_below_the_minimum():
    assert app.window_size(None, (1920, 1080)) == (1600, 1000)
    assert app.window_size(None, (1366, 768)) == (1326, 688)
    assert app.window_size(None, (800, 600)) == app.MIN_SIZE
    assert app.window_size((500, 300), None) == app.MIN_SIZE


def test_the_window_cannot_be_shrunk_below_the_minimum():
    pygame.display.init()
    pygame.display.set_mode((1200, 800), pygame.RESIZABLE)
    app._set_minimum_size(pygame)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert tuple(pygame.Window.from_display_module().minimum_size) == app.MIN_SIZE


def test_bad_window_options_are_refused_with_one_line(capsys):
    assert app.main(["--size", "huge"]) == 2
    assert app.main(["--frames", "0"]) == 2
    assert app.main(["--screenshot", "x.jpg", "--frames", "1"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 3 and all(line.startswith("error: command line: ") for line in err)
