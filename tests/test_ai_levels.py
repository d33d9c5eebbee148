"""The computer players' levels are listed once (games/smallworld/model/ai_levels.py): the players
(games/smallworld/ai) and the game file's check (games/smallworld/model) read that list, and the
model does not import the players. (The window's words for each level, in games/smallworld/scenes,
are their own.)"""

import ast
import os

from import_graph import ROOT

import games.smallworld.ai
from games.smallworld.model import AI_LEVELS as MODEL_LEVELS
from games.smallworld.model.ai_levels import AI_LEVELS
from games.smallworld.model.schemas.game_file import SCHEMA

LEVELS_FILE = os.path.join(ROOT, "games", "smallworld", "model", "ai_levels.py")


def test_the_players_and_the_model_read_one_list():
    assert tuple(games.smallworld.ai.LEVELS) == AI_LEVELS
    assert MODEL_LEVELS is AI_LEVELS
    assert SCHEMA["$defs"]["seat"]["then"]["properties"]["level"]["enum"] == list(AI_LEVELS)


def _lists_of_levels(path):
    """The lines of the file where a tuple, list, set or dict literal names every level (a list of
    some, a preference among them, is not a list of the levels)."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), path)
    found = []
    for node in ast.walk(tree):
        items = node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", None)
        if isinstance(node, (ast.Tuple, ast.List, ast.Set, ast.Dict)) and items:
            named = {item.value for item in items if isinstance(item, ast.Constant) and item.value in AI_LEVELS}
            if len(named) == len(AI_LEVELS):
                found.append(node.lineno)
    return found


def test_neither_the_model_nor_the_players_list_the_levels_again():
    found = {}
    for package in ("model", "ai"):
        for folder, _subfolders, names in os.walk(os.path.join(ROOT, "games", "smallworld", package)):
            for name in sorted(names):
                path = os.path.join(folder, name)
                if path == LEVELS_FILE:       # the one list
                    continue
                if name.endswith(".py") and (lines := _lists_of_levels(path)):
                    found[os.path.relpath(path, ROOT)] = lines
    assert found == {}
    assert _lists_of_levels(LEVELS_FILE)      # the one list is seen as one
