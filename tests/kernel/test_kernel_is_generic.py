"""The kernel (kernel/) serves every game and knows none: it imports no pygame and nothing of game/
or games/ (every import counts: at the top, inside a function, under TYPE_CHECKING), its modules
import one another without a cycle, and its code names nothing of a game (docstrings and comments
may give examples)."""

import ast
import os

from import_graph import ROOT, find_cycle, import_graph, imported_names, modules

KERNEL = modules(("kernel",))
# Words of one game or another: none may be a name or a text of the kernel's code.
GAME_WORDS = ("race", "coin", "ruleset", "tribe", "combo", "power", "region_id", "smallworld", "small world",
              "azeroth", "warcraft", "wolves", "decline", "conquer", "lost_tribe")


def test_the_kernel_is_found():
    assert {"kernel.actions", "kernel.conformance", "kernel.copying", "kernel.definition", "kernel.envelope",
            "kernel.errors", "kernel.files", "kernel.geometry", "kernel.outcomes", "kernel.registry",
            "kernel.replay"} <= set(KERNEL)


def test_the_kernel_imports_no_pygame_and_no_game():
    for module, path in KERNEL.items():
        for name in imported_names(module, path):
            top = name.split(".")[0]
            assert top not in ("pygame", "game", "games"), f"{module} imports {name}"


def test_no_import_cycle_in_the_kernel_or_between_it_and_the_games():
    cycle = find_cycle(import_graph(("kernel", "games")))
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_no_game_imports_another_game():
    """A game builds on the kernel and the shell (game/), never on another game: what two games share
    belongs in one of those."""
    for module, path in modules(("games",)).items():
        parts = module.split(".")
        if len(parts) < 2:
            continue
        for name in imported_names(module, path):
            other = name.split(".")
            assert not (other[0] == "games" and len(other) > 1 and other[1] != parts[1]), f"{module} imports {name}"


def _docstrings(tree):
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def code_words(path):
    """The names and the texts (but docstrings) of a module's code, lower case."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), path)
    docs = _docstrings(tree)
    words = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            words.append(node.id)
        elif isinstance(node, ast.Attribute):
            words.append(node.attr)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            words.append(node.name)
        elif isinstance(node, ast.arg):
            words.append(node.arg)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            words.append(node.value)
    return [w.lower() for w in words]


def test_the_kernel_code_names_nothing_of_a_game():
    for path in KERNEL.values():
        for word in code_words(path):
            found = [game_word for game_word in GAME_WORDS if game_word in word]
            assert not found, f"{os.path.relpath(path, ROOT)}: {word!r} ({found[0]})"


def test_the_word_check_sees_names_and_texts_but_not_docstrings(tmp_path):
    source = tmp_path / "sample.py"
    source.write_text('"""A race of docs."""\ndef f(coins):\n'
                      '    """about combos"""\n    return "ruleset " + tribe.id\n')
    words = code_words(str(source))
    assert "coins" in words and "ruleset " in words and "tribe" in words
    assert not any("race" in w or "combo" in w for w in words)
