"""`python main.py --help`: one short line for every way to run the program."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAIN = os.path.join(ROOT, "main.py")


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_lists_every_command_and_exits_0(flag):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, MAIN, flag], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0].startswith("usage: python main.py")
    for command in ("(no arguments)", "--demo", "--frames N [--screenshot FILE]", "replay FILE", "check FILE",
                    "simulate", "preview MAP"):
        (line,) = [line for line in lines if line.strip().startswith(command)]  # one line each
        assert len(line) <= 100, line
    assert len(lines) <= 15


def test_help_is_answered_without_opening_a_window(capsys):
    sys.path.insert(0, ROOT)
    try:
        import main
    finally:
        sys.path.remove(ROOT)
    assert main.run(["--demo", "--help"]) == 0
    assert "replay FILE" in capsys.readouterr().out


def test_a_command_keeps_its_own_help():
    result = subprocess.run([sys.executable, MAIN, "check", "--help"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    assert "usage: main.py check" in result.stdout
