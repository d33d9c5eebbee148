"""No import cycle among the screens and the UI pieces: game/scenes and game/ui.

Every import counts, at the top of a module or inside a function: a cycle that is
only broken by importing late is still a cycle. Screens open each other by name
through game.scenes.registry, which imports them when asked (importlib), so the
registry is the one place that knows every screen.
"""

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGES = ("game.scenes", "game.ui")


def _modules():
    found = {}
    for package in PACKAGES:
        folder = os.path.join(ROOT, *package.split("."))
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                module = package if name == "__init__.py" else f"{package}.{name[:-3]}"
                found[module] = os.path.join(folder, name)
    return found


def _imports(module, path, known):
    """The modules of `known` that `module` imports anywhere in its text."""
    package = module if path.endswith("__init__.py") else module.rsplit(".", 1)[0]
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), path)
    targets = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module
            targets.add(stem)
            targets.update(f"{stem}.{alias.name}" for alias in node.names)
    return {t for t in targets if t in known and t != module and not module.startswith(t + ".")}


def import_graph():
    known = _modules()
    return {module: _imports(module, path, known) for module, path in known.items()}


def find_cycle(graph):
    """One import cycle as a list of modules (first = last), or None."""
    state = {}
    stack = []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == "open":
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_cycle_among_scenes_and_ui():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_cycle_finder_finds_one():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_the_graph_sees_late_imports():
    graph = import_graph()
    assert "game.ui.widgets" in graph["game.scenes.base"]
    assert "game.ui.tokens" in graph["game.ui.widgets"]          # imported inside a function


def test_every_screen_in_the_registry_exists():
    from game.scenes import registry
    from game.scenes.base import Scene

    for name in registry.SCENES:
        assert issubclass(registry.scene_class(name), Scene), name


if __name__ == "__main__":
    graph = import_graph()
    cycle = find_cycle(graph)
    print("no import cycle" if cycle is None else "import cycle: " + " -> ".join(cycle))
