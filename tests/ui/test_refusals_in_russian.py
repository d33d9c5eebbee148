"""Every refusal the engine can give a player comes out in Russian in a Russian window.

The refusals are read from the engine's source (games/smallworld/model and the session's undo): the text of
every `IllegalAction(...)`, every string a `*reason` function returns, the reasons `legal.py`
gives its options, the markers' immunity reasons and the ruleset's water reason. Each is filled
in with real words (a race of the classic ruleset, a region of a shipped map, a player, a number)
and must come out of `game.ui.text.humanize` under Russian with Cyrillic in it and neither the
region's id nor the race's English name left. A new refusal without a catalog entry fails here.
"""

import ast
import os
import re

import pytest

from game import i18n
from game.resources import maps_dir, rules_dir
from game.ui.text import humanize
from games.smallworld.model.board import load_map
from games.smallworld.model.game import Game
from games.smallworld.model.ruleset import load_ruleset

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SMALL_WORLD = os.path.join(ROOT, "games", "smallworld")
SOURCES = [os.path.join(SMALL_WORLD, "session.py")] + sorted(
    os.path.join(folder, name) for folder, _dirs, names in os.walk(os.path.join(SMALL_WORLD, "model"))
    for name in names if name.endswith(".py"))
RACE = "Ratmen"          # a race name of the classic ruleset (translated in the catalog)
REGION = "r01"           # a region id of thornmere (its names carry a Russian one)
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _is_text(node):
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def _sample(expression):
    """A real value for a placeholder of an f-string, chosen by what the expression names."""
    if "race" in expression:
        return RACE
    if "region" in expression or "rid" in expression or "missing" in expression:
        return REGION
    if "name" in expression:
        return "Ann"
    return "3"


def _fill(node):
    """The message an f-string (or plain string) gives with sample values."""
    if isinstance(node, ast.Constant):
        return node.value
    out = []
    for part in node.values:
        if isinstance(part, ast.Constant):
            out.append(part.value)
        else:
            value = _sample(ast.unparse(part.value))
            # a !r field shows what an action file held: an id ("ratmen"), not a name
            out.append(repr(value.lower()) if part.conversion == ord("r") else value)
    return "".join(out)


def refusals():
    """(where, message) for every refusal text in the engine's source."""
    found = []
    for path in SOURCES:
        tree = ast.parse(open(path, encoding="utf-8").read(), path)
        where = os.path.relpath(path, ROOT)
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and fn.name.endswith("reason"):
                found += [(f"{where}:{n.lineno}", n.value) for n in ast.walk(fn)
                          if isinstance(n, ast.Return) and n.value is not None and _is_text(n.value)]
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name == "IllegalAction" and node.args and _is_text(node.args[0]):
                    found.append((f"{where}:{node.lineno}", node.args[0]))
                elif name == "Option" and len(node.args) >= 4 and _is_text(node.args[3]):
                    found.append((f"{where}:{node.lineno}", node.args[3]))
                found += [(f"{where}:{node.lineno}", k.value) for k in node.keywords
                          if k.arg == "immune" and _is_text(k.value)]
            elif isinstance(node, ast.Assign) and any(getattr(t, "attr", "").endswith("_reason") for t in node.targets):
                if _is_text(node.value):
                    found.append((f"{where}:{node.lineno}", node.value))
    return [(where, _fill(node)) for where, node in found]


@pytest.fixture(scope="module")
def game():
    board = load_map(os.path.join(maps_dir(), "thornmere.json"))
    ruleset = load_ruleset(os.path.join(rules_dir(), "classic"))
    return Game(ruleset, board, [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}], 1)


def test_the_engine_source_has_the_refusals_we_expect():
    messages = [m for _where, m in refusals()]
    assert len(messages) > 60
    assert "the game is over" in messages
    assert "that combo costs 3 coins and you have 3" in messages
    assert any(m.startswith("immune: ") for m in messages)


def test_every_refusal_of_the_engine_is_russian_in_a_russian_window(game, russian):
    region_ru = game.board.regions[game.board.index[REGION]].names["ru"]
    race_ru = i18n._(RACE)
    assert CYRILLIC.search(region_ru) and CYRILLIC.search(race_ru)
    untranslated = []
    for where, message in refusals() + [("ruleset water_reason", game.ruleset.water_reason)]:
        shown = humanize(game, message)
        words = shown.replace(region_ru, "").replace(race_ru, "")      # the message's own words
        if not CYRILLIC.search(words) or RACE in shown or re.search(rf"\b{REGION}\b", shown):
            untranslated.append(f"{where}: {message!r} -> {shown!r}")
    assert not untranslated, "\n".join(untranslated)


def test_the_engine_words_stay_english_in_an_english_window(game):
    for _where, message in refusals():
        shown = humanize(game, message)
        assert not CYRILLIC.search(shown), shown
