"""No import cycle inside the model: games/smallworld/model and its subpackages (primitives, schemas).

Every import counts (at the top, inside a function, under TYPE_CHECKING), and importing a module
of a package counts as importing the package too: a cycle that only holds together through the
order modules happen to be imported in is still a cycle. The layers are drawn in
docs/ARCHITECTURE.md ("The model"): each module imports only the layers below its own.
"""

from import_graph import find_cycle, import_graph, imported_names, imports, modules

PACKAGES = ("games.smallworld.model",)


def test_no_import_cycle_in_the_model():
    cycle = find_cycle(import_graph(PACKAGES))
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_late_imports_and_the_packages_they_run_count(tmp_path):
    source = tmp_path / "engine.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from games.smallworld.model import board\n"
        "if TYPE_CHECKING:\n"
        "    from games.smallworld.model.pieces import Tribe\n"
        "def late():\n"
        "    from games.smallworld.model.primitives.towers import WatchTowers\n"
    )
    model = "games.smallworld.model"
    known = {model} | {f"{model}.{name}" for name in
                       ("board", "pieces", "primitives", "primitives.towers", "primitives.base", "engine")}
    assert imports(f"{model}.engine", str(source), known) == {
        f"{model}.board", f"{model}.pieces", f"{model}.primitives", f"{model}.primitives.towers"}
    # the packages a module is in are being imported when it is: those edges are left out
    assert imports(f"{model}.primitives.base", str(source), known) == {
        f"{model}.board", f"{model}.pieces", f"{model}.primitives.towers"}


def _outside_imports(module, path):
    """The imports of a model module that are neither the kernel, the model itself nor the standard library's
    (game/, another game, pygame, ...)."""
    own = ("kernel", PACKAGES[0])
    return sorted(name for name in imported_names(module, path)
                  if name.split(".")[0] in ("game", "games", "pygame", "kernel")
                  and not any(name == top or name.startswith(top + ".") for top in own))


def test_the_model_imports_only_the_kernel_and_itself():
    found = {module: names for module, path in modules(PACKAGES).items() if (names := _outside_imports(module, path))}
    assert not found, f"the model imports outside the kernel and itself: {found}"


def test_an_import_of_the_shell_is_seen(tmp_path):
    source = tmp_path / "engine.py"
    source.write_text("from kernel.files import read_json\nfrom . import board\n"
                      "def late():\n    from game.i18n import _\n    import pygame\n")
    assert _outside_imports(f"{PACKAGES[0]}.engine", str(source)) == ["game.i18n", "game.i18n._", "pygame"]
