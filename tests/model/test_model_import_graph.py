"""No import cycle inside the model: game/model and its subpackages (primitives, schemas).

Every import counts (at the top, inside a function, under TYPE_CHECKING), and importing a module
of a package counts as importing the package too: a cycle that only holds together through the
order modules happen to be imported in is still a cycle. The layers are drawn in
docs/ARCHITECTURE.md ("The model"): each module imports only the layers below its own.
"""

from import_graph import find_cycle, import_graph, imports

PACKAGES = ("game.model",)


def test_no_import_cycle_in_the_model():
    cycle = find_cycle(import_graph(PACKAGES))
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_late_imports_and_the_packages_they_run_count(tmp_path):
    source = tmp_path / "engine.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from game.model import board\n"
        "if TYPE_CHECKING:\n"
        "    from game.model.pieces import Tribe\n"
        "def late():\n"
        "    from game.model.primitives.towers import WatchTowers\n"
    )
    known = {"game.model", "game.model.board", "game.model.pieces", "game.model.primitives",
             "game.model.primitives.towers", "game.model.primitives.base", "game.model.engine"}
    assert imports("game.model.engine", str(source), known) == {
        "game.model.board", "game.model.pieces", "game.model.primitives", "game.model.primitives.towers"}
    # the packages a module is in are being imported when it is: those edges are left out
    assert imports("game.model.primitives.base", str(source), known) == {
        "game.model.board", "game.model.pieces", "game.model.primitives.towers"}
