"""`python main.py --frames N --screenshot FILE` (title) and `--demo` run as a player would start them."""

import os
import subprocess
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run_main(tmp_path, *args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SMALLWORLD_USER_DIR=str(tmp_path / "user"), PYTHONPATH=ROOT)
    env.pop("SMALLWORLD_DEBUG", None)
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], cwd=str(tmp_path), env=env,
                          capture_output=True, text=True, timeout=120)


def assert_picture(path, min_colours=40):
    assert os.path.isfile(path), "no screenshot written"
    picture = pygame.image.load(path)
    w, h = picture.get_size()
    assert w >= 1024 and h >= 640
    colours = {tuple(picture.get_at((x, y)))[:3] for x in range(0, w, 17) for y in range(0, h, 13)}
    assert len(colours) >= min_colours, f"the screenshot looks blank ({len(colours)} colours)"
    return picture


def test_title_screen_smoke(tmp_path):
    shot = tmp_path / "title.png"
    result = run_main(tmp_path, "--frames", "5", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "error:" not in result.stderr
    assert_picture(str(shot))


def test_demo_smoke(tmp_path):
    shot = tmp_path / "demo.png"
    result = run_main(tmp_path, "--demo", "--players", "2", "--frames", "30", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    # the demo must really be showing the game, not a message that it could not start
    assert "Traceback" not in result.stderr and "error:" not in result.stderr, result.stderr
    assert_picture(str(shot))


def test_window_size_option_and_bad_options(tmp_path):
    shot = tmp_path / "small.png"
    result = run_main(tmp_path, "--size", "1024x640", "--frames", "3", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(shot)).get_size() == (1024, 640)
    bad = run_main(tmp_path, "--demo", "--players", "9")
    assert bad.returncode == 2 and bad.stderr.startswith("error: ")
