"""What the command-line tests of hostile files (tests/test_wb_hostile_files.py, tests/wolves/test_hostile_wolves.py)
check alike, for any game: a refusal is exit 2 and only `error:`/`warning:` lines, one naming the file and the
field, none with a terminal's control codes, none a flood; a corpus entry runs through the command line in this
process (game/cli.py `main`) or through main.py in processes of their own; Hypothesis runs without deadline.
"""

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from game import cli

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "40"))
# No deadline: a per-example time limit is a timed assertion, and fails on a busy shared machine.
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def write(folder, name, data):
    """The document (or its raw text) as a file; its path as text."""
    path = Path(folder) / name
    text = data if isinstance(data, str) else json.dumps(data)
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    return str(path)


def run(capsys, *argv):
    """(exit status, stdout, stderr lines) of the command line, in this process."""
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, [line for line in err.splitlines() if line.strip()]


def refused(code, lines, names):
    """Exit 2 and only `error:`/`warning:` lines, one of the errors naming `names` (the file and field)."""
    assert code == 2, lines
    assert lines and all(line.startswith(("error: ", "warning: ")) for line in lines), lines
    assert any(line.startswith("error: ") and names in line for line in lines), (names, lines)
    assert not any("\x1b" in line or "\x00" in line for line in lines)
    assert all(len(line) <= 1000 for line in lines) and len(lines) <= 250


def cases(table):
    return pytest.mark.parametrize("entry", table, ids=[entry[0] for entry in table])


def game_file_is_refused(tmp_path, capsys, entry):
    """A corpus game file (name, build, names, commands) through each of its commands: a control accepted with
    warnings at most, any other refused at its field with nothing printed."""
    name, build, names, commands = entry
    path = write(tmp_path, "game.json", build())
    argv = {"check": ["check", path], "replay": ["replay", path], "json": ["replay", path, "--json"]}
    for command in commands:
        code, out, lines = run(capsys, *argv[command])
        if name.startswith("control: "):
            assert code == 0 and all(line.startswith("warning: ") for line in lines), lines
        else:
            refused(code, lines, names)
            assert out == ""


def map_file_is_refused(tmp_path, capsys, entry, load):
    """A corpus map file (name, build, names) refused by `check` and by the game's one loader `load` (simulate
    --map, a game file's map, the window's New game), each naming its field."""
    from kernel.errors import DataError

    _name, build, names = entry
    path = write(tmp_path, "hostile.json", build())
    refused(*run(capsys, "check", path)[::2], names)
    with pytest.raises(DataError) as info:
        load(path)
    assert any(names in str(p) for p in info.value.problems), info.value.problems


def simulate_option_is_refused(tmp_path, capsys, entry, game_option):
    """A corpus option of `simulate` (name, options, names; "@folder@" a folder) refused, nothing written."""
    _name, options, names = entry
    (tmp_path / "a-folder").mkdir()
    options = [str(tmp_path / "a-folder") if option == "@folder@" else option for option in options]
    names = "a-folder" if names == "@folder@" else names
    saves = tmp_path / "saves"
    refused(*run(capsys, "simulate", *game_option, *options, "--save-dir", str(saves))[::2], names)
    assert not saves.exists()


def game_file_runs(tmp_path, table, chosen, runs):
    """`runs` with check and replay --json of each game file of `table` named in `chosen`, each in a folder."""
    for name, build, names, _commands in table:
        if name in chosen:
            folder = tmp_path / str(len(runs))
            folder.mkdir()
            path = write(folder, "game.json", build())
            runs += [(name, names, ["check", path]), (name, names, ["replay", path, "--json"])]
    return runs


def main_py(*argv):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONIOENCODING="utf-8")
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), *argv], capture_output=True, env=env,
                            timeout=300, cwd=ROOT)
    return result.returncode, result.stdout.decode("utf-8", "replace"), result.stderr.decode("utf-8", "replace")


def through_main_py(runs):
    """Each (name, names, argv) through main.py, two at a time: no traceback, a control exit 0 and silent on
    stderr, any other refused at `names` with nothing on stdout."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda r: main_py(*r[2]), runs))
    for (name, names, _argv), (code, out, err) in zip(runs, results):
        assert "Traceback" not in err, (name, err)
        lines = [line for line in err.splitlines() if line.strip()]
        if name.startswith("control: "):
            assert code == 0 and lines == [] and out, (name, err)
        else:
            refused(code, lines, names)
            assert out == ""
