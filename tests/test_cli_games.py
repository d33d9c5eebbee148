"""`--game` on the command line (docs/FORMATS.md §1 and §8), run through main.py: check, replay,
simulate and --demo take --game ID (default smallworld); replay and check also read the game from
the file's `format`; an unknown game is `error: --game: ...` with exit 2; a file or a command that
names no game is a Small World one, and `--game smallworld` plays exactly what no flag plays."""

import json
import os
import subprocess
import sys

import pytest
from cli_files import base_game

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import main  # noqa: E402 (the program's own entry point)

UNKNOWN = 'error: --game: unknown game "nosuch" (installed: smallworld, wolves, warcraft_board)'
TIMINGS = ("seconds", "games_per_second", "decision_ms_p50", "decision_ms_p95", "decision_ms_max")


def run(capsys, *argv):
    code = main.run(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(folder, data, name="game.json"):
    path = folder / name
    path.write_text(json.dumps(data))
    return str(path)


def without_timings(summary_line):
    summary = json.loads(summary_line)
    return {key: value for key, value in summary.items() if key not in TIMINGS}


@pytest.mark.parametrize("options", [
    ["--players", "3", "--games", "3", "--seed", "11"],
    ["--ruleset", "azeroth", "--players", "2", "--games", "2", "--seed", "5", "--ai", "easy,random"],
])
def test_simulate_with_game_smallworld_plays_exactly_what_no_flag_plays(capsys, tmp_path, options):
    code, plain, _ = run(capsys, "simulate", *options, "--save-dir", str(tmp_path / "plain"))
    assert code == 0
    code, flagged, _ = run(capsys, "simulate", *options, "--game", "smallworld", "--save-dir", str(tmp_path / "flag"))
    assert code == 0
    assert without_timings(plain.splitlines()[-1]) == without_timings(flagged.splitlines()[-1])
    names = sorted(os.listdir(tmp_path / "plain"))
    assert names and names == sorted(os.listdir(tmp_path / "flag"))
    for name in names:    # the very same bytes
        assert (tmp_path / "plain" / name).read_bytes() == (tmp_path / "flag" / name).read_bytes(), name


def test_check_and_replay_with_game_smallworld_say_what_they_say_without_it(capsys, tmp_path):
    path = write(tmp_path, base_game())
    for command in (["check", path], ["replay", path], ["replay", path, "--json", "--until", "2"]):
        assert run(capsys, *command) == run(capsys, *command, "--game", "smallworld")
    nameless = write(tmp_path, {key: value for key, value in base_game().items() if key != "format"}, "nameless.json")
    code, out, err = run(capsys, "check", nameless)      # a file naming no game is a Small World one
    assert (code, out, err) == run(capsys, "check", nameless, "--game", "smallworld")
    assert code == 2 and "nameless.json: format" in err


@pytest.mark.parametrize("command", [
    ["check", "{file}"], ["replay", "{file}"], ["replay", "{file}", "--json"], ["simulate"],
    ["simulate", "--players", "3"], ["--demo"], ["--demo", "--frames", "1"],
])
def test_an_unknown_game_is_one_error_line_and_exit_2(capsys, tmp_path, command):
    path = write(tmp_path, base_game())
    argv = [arg.replace("{file}", path) for arg in command] + ["--game", "nosuch"]
    code, out, err = run(capsys, *argv)
    assert (code, out, err.splitlines()) == (2, "", [UNKNOWN])


def test_the_window_s_unknown_game_is_refused_before_a_window_opens():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--demo", "--game", "nosuch",
                             "--frames", "1"], capture_output=True, text=True, env=env, timeout=120)
    assert (result.returncode, result.stdout, result.stderr.splitlines()) == (2, "", [UNKNOWN])


@pytest.mark.parametrize("command", [["check"], ["replay"], ["replay", "--json"]])
def test_a_file_of_a_game_not_installed_is_refused_at_its_format(capsys, tmp_path, command):
    path = write(tmp_path, {"format": "chess-game", "version": 1, "players": [{"name": "A"}, {"name": "B"}],
                            "actions": [{"type": "castle", "player": 0}]}, "chess.json")
    code, out, err = run(capsys, command[0], path, *command[1:])
    lines = err.splitlines()
    assert code == 2 and len(lines) == 1 and out == ""
    assert lines[0].startswith(f"error: {path}: format: ") and "chess" in lines[0] and "not installed" in lines[0]
    map_file = write(tmp_path, {"format": "chess-map", "version": 1}, "chess-map.json")
    code, _, err = run(capsys, "check", map_file)
    assert code == 2 and err.startswith(f"error: {map_file}: format: ") and len(err.splitlines()) == 1


def test_game_smallworld_refuses_a_file_of_another_game(capsys, tmp_path):
    path = write(tmp_path, {"format": "wolves-game", "version": 1, "actions": []}, "wolves.json")
    good = write(tmp_path, base_game())
    for command in (["check", path, good], ["replay", path]):
        code, out, err = run(capsys, *command, "--game", "smallworld")
        lines = err.splitlines()
        assert code == 2 and len(lines) == 1 and lines[0].startswith(f"error: {path}: format: ")
        assert "wolves" in lines[0] and "smallworld" in lines[0]
        assert out == (f"ok: {good}\n" if command[0] == "check" else "")     # check goes on with the other files
