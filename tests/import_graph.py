"""The import graph of some packages of the game, read from the source (nothing is imported).

Every import counts, at the top of a module, inside a function or under `if TYPE_CHECKING`: a
cycle that is only broken by importing late is still a cycle. Importing `a.b.c` also imports the
packages `a` and `a.b` first (their `__init__.py` runs), so those count too, but for the packages
the importing module itself is in (they are already being imported).
"""

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def modules(packages):
    """{module name: path} of every module of these packages and of their subpackages."""
    found = {}
    for package in packages:
        top = os.path.join(ROOT, *package.split("."))
        for folder, subfolders, names in os.walk(top):
            subfolders[:] = sorted(d for d in subfolders if os.path.exists(os.path.join(folder, d, "__init__.py")))
            inner = os.path.relpath(folder, top)
            dotted = package if inner == "." else ".".join([package] + inner.split(os.sep))
            for name in sorted(names):
                if name.endswith(".py"):
                    module = dotted if name == "__init__.py" else f"{dotted}.{name[:-3]}"
                    found[module] = os.path.join(folder, name)
    return found


def imported_names(module, path):
    """Every module name `module` may import (a name imported from a module counted as a possible
    submodule), anywhere in its text."""
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
    return targets


def _with_packages(name):
    """The module and every package above it: importing it runs their `__init__.py` first."""
    parts = name.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts) + 1)}


def imports(module, path, known):
    """The modules of `known` that `module` imports, with the packages they make Python import."""
    targets = set()
    for name in imported_names(module, path):
        targets |= _with_packages(name)
    return {t for t in targets if t in known and t != module and not module.startswith(t + ".")}


def import_graph(packages):
    known = modules(packages)
    return {module: imports(module, path, known) for module, path in known.items()}


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
