"""No import cycle among the screens and the UI pieces: the shell's (game/scenes, game/ui) and Small
World's (games/smallworld/scenes, games/smallworld/ui).

Every import counts, at the top of a module or inside a function: a cycle that is
only broken by importing late is still a cycle. Screens open each other by name
through game.scenes.registry, which imports them when asked (importlib), so the
registry is the one place that knows every screen.
"""

from import_graph import find_cycle
from import_graph import import_graph as graph_of

PACKAGES = ("game.scenes", "game.ui", "games.smallworld.scenes", "games.smallworld.ui")


def import_graph():
    return graph_of(PACKAGES)


def test_no_import_cycle_among_scenes_and_ui():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_cycle_finder_finds_one():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_the_graph_sees_late_imports():
    graph = import_graph()
    assert "game.ui.widgets" in graph["game.scenes.base"]
    assert "game.ui.fonts" in graph["games.smallworld.ui.world_pieces"]      # imported inside a function
    assert "games.smallworld.ui.map_layer" in graph["game.ui.menu_art"]      # from the shell into a game


def test_every_screen_in_the_registry_exists():
    from game.scenes import registry
    from game.scenes.base import Scene

    for name in registry.SCENES:
        assert issubclass(registry.scene_class(name), Scene), name


if __name__ == "__main__":
    graph = import_graph()
    cycle = find_cycle(graph)
    print("no import cycle" if cycle is None else "import cycle: " + " -> ".join(cycle))
