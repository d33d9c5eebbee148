"""Packaging, checked without building: the spec, the scripts, and the frozen data layout.

The real build runs in CI after the tests (packaging/ci_check.sh); these checks
are fast. The spec is executed with stand-ins for PyInstaller's classes, so what
it would hand PyInstaller (data files, excludes, names, one folder or one file)
is checked here; and the game is run with `sys._MEIPASS` pointing at a copy of
its data laid out as PyInstaller lays it out, from another working directory.
"""

import ast
import io
import json
import os
import shutil
import struct
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGING = os.path.join(ROOT, "packaging")
SPEC = os.path.join(PACKAGING, "smallworld.spec")
SCRIPTS = ("build.sh", "ci_check.sh")
DATA_FOLDERS = ("assets", "maps", "rules_data", "games/wolves/maps", "games/wolves/rules_data",
                "games/warcraft_board/maps", "games/warcraft_board/rules_data", "games/warcraft_board/lessons")

needs_bash = pytest.mark.skipif(shutil.which("bash") is None, reason="bash is not installed")


def spec_literal(name):
    tree = ast.parse(open(SPEC, encoding="utf-8").read(), SPEC)
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"the spec assigns no literal {name}")


# -- the spec, read ---------------------------------------------------------------


def test_spec_parses_and_names_the_data_folders():
    assert set(spec_literal("DATA_FOLDERS")) == set(DATA_FOLDERS)
    for folder in DATA_FOLDERS:
        assert os.path.isdir(os.path.join(ROOT, folder)), folder


def test_spec_excludes_what_the_game_does_not_use():
    excludes = set(spec_literal("EXCLUDES"))
    for name in ("tkinter", "unittest", "pydoc", "test", "numpy", "pytest", "hypothesis",
                 "tests", "bench", "pygame.examples", "pygame.tests"):
        assert name in excludes, name
    # ...and nothing the game itself needs
    for name in ("pygame", "yaml", "json", "argparse", "game"):
        assert name not in excludes, name


def test_spec_leaves_out_the_c_decimal_and_east_asian_codecs_the_game_never_needs():
    excludes = set(spec_literal("EXCLUDES"))
    assert {"_decimal", "_multibytecodec", "_codecs_jp", "_codecs_cn"} <= excludes
    # without _decimal, decimal is the pure-Python _pydecimal: what jsonschema's Fraction and
    # the command line's statistics use still works
    import _pydecimal
    import decimal
    import inspect

    assert "from _pydecimal import" in inspect.getsource(decimal)
    assert _pydecimal.Decimal("0.1") + _pydecimal.Decimal("0.2") == _pydecimal.Decimal("0.3")


# -- the spec, executed with stand-ins for PyInstaller ------------------------------


class _Recorder:
    made = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        _Recorder.made.append(self)


class FakeAnalysis(_Recorder):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.pure, self.scripts, self.binaries = ["<pure>"], ["<scripts>"], []
        self.datas = ["<datas>"]


class FakePYZ(_Recorder):
    pass


class FakeEXE(_Recorder):
    pass


class FakeCOLLECT(_Recorder):
    pass


class FakeBUNDLE(_Recorder):
    pass


def run_spec(monkeypatch, tmp_path, onefile):
    monkeypatch.setattr(sys, "argv", [SPEC])
    monkeypatch.setenv("SMALLWORLD_ONEFILE", "1" if onefile else "0")
    _Recorder.made = []
    namespace = {
        "__name__": "__main__", "__file__": SPEC, "SPEC": SPEC, "SPECPATH": PACKAGING,
        "workpath": str(tmp_path / "work"), "DISTPATH": str(tmp_path / "dist"),
        "Analysis": FakeAnalysis, "PYZ": FakePYZ, "EXE": FakeEXE, "COLLECT": FakeCOLLECT, "BUNDLE": FakeBUNDLE,
    }
    exec(compile(open(SPEC, encoding="utf-8").read(), SPEC, "exec"), namespace)
    made = {}
    for obj in _Recorder.made:
        made.setdefault(type(obj).__name__.replace("Fake", ""), []).append(obj)
    return made


def test_spec_strips_only_cpythons_and_pyyamls_binaries(monkeypatch, tmp_path):
    run_spec(monkeypatch, tmp_path, onefile=False)
    namespace = {"__name__": "spec", "SPECPATH": PACKAGING, "workpath": str(tmp_path / "work"),
                 "Analysis": FakeAnalysis, "PYZ": FakePYZ, "EXE": FakeEXE, "COLLECT": FakeCOLLECT,
                 "BUNDLE": FakeBUNDLE}
    exec(compile(open(SPEC, encoding="utf-8").read(), SPEC, "exec"), namespace)
    strippable = namespace["strippable"]
    for dest in ("libpython3.11.so.1.0", "python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so",
                 "yaml/_yaml.cpython-311-x86_64-linux-gnu.so"):
        assert strippable(dest), dest
    # auditwheel-patched libraries are left as they come
    for dest in ("pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10", "pygame/surface.cpython-311-x86_64-linux-gnu.so",
                 "rpds/rpds.cpython-311-x86_64-linux-gnu.so"):
        assert not strippable(dest), dest


def test_spec_ships_every_data_file_under_its_own_path(monkeypatch, tmp_path):
    made = run_spec(monkeypatch, tmp_path, onefile=False)
    (analysis,) = made["Analysis"]
    assert analysis.args[0] == [os.path.join(ROOT, "main.py")]
    datas = analysis.kwargs["datas"]
    shipped = {os.path.relpath(src, ROOT).replace(os.sep, "/"): dest.replace(os.sep, "/") for src, dest in datas}
    for rel, dest in shipped.items():
        assert dest == os.path.dirname(rel), (rel, dest)  # _internal/<same relative path>
        assert any(rel.startswith(folder + "/") for folder in DATA_FOLDERS)
        assert not rel.endswith((".py", ".pyc")) and "__pycache__" not in rel and "maps/tools/" not in rel
    maps = sorted(f for f in os.listdir(os.path.join(ROOT, "maps")) if f.endswith(".json"))
    assert maps and all(f"maps/{name}" in shipped for name in maps)
    for name in os.listdir(os.path.join(ROOT, "rules_data", "classic")):
        if name.endswith((".yaml", ".yml")):
            assert f"rules_data/classic/{name}" in shipped
    from game.ui.fonts import FILES

    for font in set(FILES.values()):
        assert f"assets/fonts/{font}" in shipped, font
    assert {"games/wolves/maps/standard.json", "games/wolves/rules_data/values.yaml"} <= set(shipped)
    assert "assets/fonts/LICENSE-DejaVu.txt" in shipped
    assert set(analysis.kwargs["excludes"]) >= {"tkinter", "unittest", "numpy"}
    hidden = analysis.kwargs["hiddenimports"]
    assert {"game", "game.cli", "game.app", "game.resources", "game.scenes.base"} <= set(hidden)
    # the kernel and the installed games, whose screens and computer players are imported only when asked
    assert {"kernel", "kernel.registry", "kernel.conformance", "games", "games.smallworld.definition",
            "games.smallworld.scenes.play", "games.smallworld.ai.expert"} <= set(hidden)


def test_spec_builds_one_folder_by_default(monkeypatch, tmp_path):
    made = run_spec(monkeypatch, tmp_path, onefile=False)
    (exe,) = made["EXE"]
    (collect,) = made["COLLECT"]
    assert exe.kwargs["name"] == "smallworld"
    assert exe.kwargs["exclude_binaries"] is True
    assert exe.kwargs["contents_directory"] == "_internal"
    assert exe.kwargs["console"] is True  # the command line prints where it was started
    assert collect.kwargs["name"] == "smallworld"
    assert collect.args[0] is exe


def test_spec_builds_one_file_with_the_flag(monkeypatch, tmp_path):
    made = run_spec(monkeypatch, tmp_path, onefile=True)
    (analysis,) = made["Analysis"]
    (exe,) = made["EXE"]
    assert "COLLECT" not in made and "BUNDLE" not in made
    assert exe.kwargs["name"] == "smallworld"
    # data and binaries go inside the one file
    assert any(arg is analysis.datas for arg in exe.args)
    assert any(arg is analysis.binaries for arg in exe.args)
    assert not exe.kwargs.get("exclude_binaries")


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_spec_runs_for_each_platform(monkeypatch, tmp_path, platform):
    monkeypatch.setattr(sys, "platform", platform)
    made = run_spec(monkeypatch, tmp_path, onefile=False)
    (exe,) = made["EXE"]
    icon = exe.kwargs["icon"]
    if platform == "win32":
        assert exe.kwargs["hide_console"] == "hide-early"
        assert icon is None or icon.endswith(".ico")
    else:
        assert "hide_console" not in exe.kwargs
    if platform == "darwin":
        (bundle,) = made["BUNDLE"]
        assert bundle.kwargs["name"].endswith(".app")
        assert icon is None or icon.endswith(".icns")
    else:
        assert "BUNDLE" not in made
    if platform == "linux":
        assert icon is None  # Linux executables carry no icon; the window icon is the game's


# -- the scripts ------------------------------------------------------------------


@pytest.mark.parametrize("name", SCRIPTS)
def test_scripts_are_strict_bash(name):
    path = os.path.join(PACKAGING, name)
    text = open(path, encoding="utf-8").read()
    assert text.startswith("#!/usr/bin/env bash\n")
    assert "\nset -euo pipefail\n" in text
    if os.name == "posix":
        assert os.access(path, os.X_OK), f"{name} is not executable"


@needs_bash
@pytest.mark.parametrize("name", SCRIPTS)
def test_scripts_have_valid_syntax(name):
    result = subprocess.run(["bash", "-n", os.path.join(PACKAGING, name)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def _env_without_venv():
    env = dict(os.environ)
    env.pop("VIRTUAL_ENV", None)
    return env


@needs_bash
def test_build_refuses_to_run_without_a_virtual_environment(tmp_path):
    result = subprocess.run(["bash", os.path.join(PACKAGING, "build.sh")], cwd=tmp_path,
                            env=_env_without_venv(), capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert "no virtual environment is active" in result.stderr


@needs_bash
def test_build_rejects_unknown_options(tmp_path):
    result = subprocess.run(["bash", os.path.join(PACKAGING, "build.sh"), "--one-file"], cwd=tmp_path,
                            env=_env_without_venv(), capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "unknown option '--one-file'" in result.stderr


def test_pyinstaller_is_a_build_dependency_only():
    build_reqs = open(os.path.join(PACKAGING, "requirements-build.txt"), encoding="utf-8").read().lower()
    assert "pyinstaller>=6.3,<7" in build_reqs
    assert "pyinstaller" not in open(os.path.join(ROOT, "requirements.txt"), encoding="utf-8").read().lower()


def test_icon_files_are_made_without_extra_tools(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, os.path.join(PACKAGING, "make_icon.py"), str(tmp_path)],
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    png = (tmp_path / "smallworld.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    ico = (tmp_path / "smallworld.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    for i in range(count):
        size, offset = struct.unpack("<II", ico[6 + 16 * i + 8: 6 + 16 * i + 16])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + size <= len(ico)
    icns = (tmp_path / "smallworld.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


# -- the frozen layout: resources under sys._MEIPASS ---------------------------------


@pytest.fixture
def frozen(monkeypatch, tmp_path):
    """A copy of the shipped data laid out as PyInstaller's _internal/, as sys._MEIPASS."""
    internal = tmp_path / "install" / "_internal"
    for folder in DATA_FOLDERS:
        shutil.copytree(os.path.join(ROOT, folder), internal / folder,
                        ignore=shutil.ignore_patterns("__pycache__", "*.py", "tools"))
    monkeypatch.setattr(sys, "_MEIPASS", str(internal), raising=False)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    return internal


def test_resource_path_looks_under_meipass(frozen):
    from game import resources

    assert resources.install_root() == str(frozen)
    assert resources.maps_dir() == str(frozen / "maps")
    assert resources.rules_dir() == str(frozen / "rules_data")
    for folder in DATA_FOLDERS:
        assert os.path.isdir(resources.resource_path(folder))
    assert os.path.isfile(resources.resource_path("rules_data", "classic", "ruleset.yaml"))


def test_fonts_are_found_under_meipass(frozen):
    from game.ui.fonts import FILES, font_file

    for bold, serif, condensed in FILES:
        path = font_file(bold, serif, condensed)
        assert path.startswith(str(frozen)) and os.path.isfile(path), path


def test_command_line_runs_on_the_frozen_data_from_another_folder(frozen):
    from game import cli

    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = cli.main(["simulate", "--players", "3", "--games", "1", "--seed", "1"])
    assert status == 0, err.getvalue()
    summary = json.loads(out.getvalue().strip().splitlines()[-1])
    assert summary["games"] == 1

    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = cli.main(["simulate", "--map", "no-such-map"])
    assert status == 2
    assert os.path.join(str(frozen), "maps", "no-such-map.json") in err.getvalue()

    shipped_map = os.path.join(str(frozen), "maps", summary["map"] + ".json")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = cli.main(["check", shipped_map, os.path.join(str(frozen), "rules_data", "classic")])
    assert status == 0, err.getvalue()
    assert f"ok: {shipped_map}" in out.getvalue()


def test_user_data_is_never_inside_the_install_folder(frozen, monkeypatch, tmp_path):
    from game import resources

    home = tmp_path / "home"
    monkeypatch.delenv("SMALLWORLD_USER_DIR", raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    monkeypatch.setenv("APPDATA", str(home / "AppData" / "Roaming"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    folder = os.path.abspath(resources.user_data_dir())
    install = os.path.abspath(str(frozen.parent))
    assert os.path.commonpath([folder, install]) != install
    assert os.path.commonpath([folder, str(home)]) == str(home)
