"""The program uses Small World's model through its public API only: `from games.smallworld.model
import ...` of names games/smallworld/model/__init__.py exports (its `__all__`), never a module inside
the model.

Checked over the program (the shell, game/; Small World's package, games/smallworld/, but the model
itself and definition.py, which gives the model's own parts to the kernel; main.py) and packaging/.
The tests and the developer tools (bench/, maps/tools/) may reach inside the model, which they
measure and check.
"""

import ast
import os

from import_graph import ROOT

PUBLIC = "games.smallworld.model"
MODEL = PUBLIC.split(".")
UNCHECKED = {os.path.join(ROOT, *MODEL), os.path.join(ROOT, "games", "smallworld", "definition.py")}


def _exported():
    """games/smallworld/model/__init__.py's `__all__`, read without importing it."""
    path = os.path.join(ROOT, *MODEL, "__init__.py")
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), path)
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__all__" for t in node.targets):
            return set(ast.literal_eval(node.value))
    raise AssertionError("games/smallworld/model/__init__.py has no __all__")


def _checked_files():
    paths = [os.path.join(ROOT, "main.py")]
    for top in ("game", os.path.join("games", "smallworld"), "packaging"):
        for folder, subfolders, names in os.walk(os.path.join(ROOT, top)):
            subfolders[:] = sorted(d for d in subfolders if d != "__pycache__"
                                   and os.path.join(folder, d) not in UNCHECKED)
            paths += [os.path.join(folder, name) for name in sorted(names)
                      if name.endswith(".py") and os.path.join(folder, name) not in UNCHECKED]
    return paths


def private_imports(path, exported):
    """["line: what"] for each import of the file reaching inside the model (a module of it, or a
    name its `__init__.py` does not export)."""
    relative = os.path.relpath(path, ROOT)
    package = relative[:-3].split(os.sep)[:-1]     # where a relative import starts (also for __init__.py)
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), path)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [f"{node.lineno}: import {alias.name}" for alias in node.names
                      if alias.name.startswith(PUBLIC + ".")]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - (node.level - 1)] if node.level else []
            stem = ".".join(base + ([node.module] if node.module else []))
            if stem.startswith(PUBLIC + "."):
                found.append(f"{node.lineno}: from {stem} import ...")
            elif stem == PUBLIC:
                found += [f"{node.lineno}: from {stem} import {alias.name}" for alias in node.names
                          if alias.name not in exported]
    return found


def test_nothing_outside_the_model_imports_inside_it():
    exported = _exported()
    found = {os.path.relpath(path, ROOT): lines for path in _checked_files()
             if (lines := private_imports(path, exported))}
    assert not found, ("imports inside the model (export the name from games/smallworld/model/__init__.py): "
                       + repr(found))


def test_the_screens_and_the_computer_players_are_checked():
    checked = {os.path.relpath(path, ROOT) for path in _checked_files()}
    smallworld = os.path.join("games", "smallworld")
    assert {os.path.join(smallworld, "scenes", "play.py"), os.path.join(smallworld, "ai", "player.py"),
            os.path.join("game", "saves.py"), "main.py"} <= checked
    assert not any(path.startswith(os.path.join("games", "smallworld", "model")) for path in checked)


def test_a_private_import_is_seen(tmp_path):
    exported = _exported()
    scene = tmp_path / "scene.py"
    scene.write_text("from games.smallworld.model import Game, legal\n"
                     "from games.smallworld.model.conquest import tolls\n"
                     "def late():\n"
                     "    import games.smallworld.model.items\n")
    assert private_imports(str(scene), exported) == [
        "1: from games.smallworld.model import legal", "2: from games.smallworld.model.conquest import ...",
        "4: import games.smallworld.model.items"]


def test_every_exported_name_exists():
    import games.smallworld.model

    assert sorted(name for name in _exported() if not hasattr(games.smallworld.model, name)) == []
