"""The message catalogs (game/i18n.py, packaging/i18n.py, assets/locale/): complete, compiled, consistent.

Fails when a text marked for translation (or a race's or power's name or text in the
classic ruleset, or a primitive's player-facing line) has no Russian translation, when
a translation is fuzzy, when the committed .mo is older than its .po, or when a
translation's {placeholders} differ from its msgid's.
"""

import ast
import importlib.util
import io
import os
import re
import sys

import pytest

from game import i18n, settings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
pytest.importorskip("babel", reason="Babel builds the catalogs (requirements.txt)")


def _load_tool():
    spec = importlib.util.spec_from_file_location("packaging_i18n", os.path.join(ROOT, "packaging", "i18n.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


tool = _load_tool()

PLACEHOLDER = re.compile(r"\{([a-zA-Z_][a-zA-Z0-9_]*)[^{}]*\}")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _catalog(lang="ru"):
    return tool.read_catalog(tool.po_path(lang), lang)


def test_every_text_has_a_russian_translation():
    catalog = _catalog()
    have = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}
    wanted = {m if isinstance(m, str) else m[0] for m, _where, _line in tool.all_messages()}
    assert not sorted(wanted - have), "not in the ru game.po: run `python packaging/i18n.py update`"
    assert tool.missing(catalog) == [], "texts without a Russian translation (or fuzzy)"


def test_the_committed_mo_is_the_compiled_po():
    for lang in tool.LANGUAGES:
        assert not tool.is_stale(lang), f"{lang}: stale .mo: run `python packaging/i18n.py compile`"


def test_a_mo_missing_a_translation_is_stale(tmp_path, monkeypatch):
    """The staleness check compares the texts (not the bytes, whose header names Babel's version)."""
    catalog = tool.read_catalog(tool.po_path("ru"), "ru")
    message = next(m for m in catalog if m.id and isinstance(m.id, str) and m.string)
    message.string = ""
    from babel.messages.mofile import write_mo

    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    fake = tmp_path / "game.mo"
    fake.write_bytes(buffer.getvalue())
    monkeypatch.setattr(tool, "mo_path", lambda lang: str(fake))
    assert tool.is_stale("ru")
    fake.write_bytes(tool.compiled_bytes("ru").replace(b"Babel", b"Babeq"))   # another version's header
    assert not tool.is_stale("ru")


def test_placeholders_are_the_same_in_every_translation():
    wrong = []
    for message in _catalog():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        for text in strings:
            if set(PLACEHOLDER.findall(text)) != wanted:
                wrong.append((ids[0], text))
    assert wrong == []


def test_russian_plural_forms():
    i18n.set_language("ru")
    forms = {n: i18n.ngettext("{n} token", "{n} tokens", n).format(n=n) for n in (1, 2, 5, 11, 21, 22, 25, 101)}
    assert forms == {1: "1 жетон", 2: "2 жетона", 5: "5 жетонов", 11: "11 жетонов", 21: "21 жетон",
                     22: "22 жетона", 25: "25 жетонов", 101: "101 жетон"}
    i18n.set_language("en")
    assert [i18n.ngettext("{n} token", "{n} tokens", n).format(n=n) for n in (1, 2, 5)] == [
        "1 token", "2 tokens", "5 tokens"]


def test_switching_language_changes_texts_and_the_generation():
    i18n.set_language("en")
    before = i18n.generation()
    assert i18n._("New game") == "New game"
    assert i18n.set_language("ru") == "ru"
    assert i18n.language() == "ru" and i18n.generation() != before
    assert i18n._("New game") == "Новая игра"
    assert i18n._("Amazons") == "Амазонки"
    assert i18n._("A text no catalog has") == "A text no catalog has"   # a modder's text stays as written
    assert i18n.set_language("xx") == "en" and i18n._("New game") == "New game"


def test_language_codes_from_locales(monkeypatch):
    assert i18n.normalize("ru_RU.UTF-8") == "ru"
    assert i18n.normalize("en-GB") == "en"
    assert i18n.normalize("de_DE") is None
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert i18n.system_language() == "ru"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.system_language() == "en"
    monkeypatch.setenv(i18n.ENV_FORCE, "ru")
    assert i18n.start_language("en") == "ru"
    monkeypatch.delenv(i18n.ENV_FORCE)
    assert i18n.start_language("en") == "en"


def test_the_language_is_remembered(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    assert settings.saved_language() is None
    assert settings.remember_language("ru")
    assert settings.saved_language() == "ru"
    assert settings.load_settings()["setup"] == settings.defaults()["setup"]
    assert settings.clean({"language": "klingon"})["language"] is None


def test_the_game_never_imports_babel():
    for folder, _dirs, files in os.walk(os.path.join(ROOT, "game")):
        for name in files:
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as handle:
                tree = ast.parse(handle.read(), path)
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and not node.level:
                    names = [node.module or ""]
                assert not any(n == "babel" or n.startswith("babel.") for n in names), path


def test_the_catalogs_are_shipped():
    mo = os.path.join(ROOT, "assets", "locale", "ru", "LC_MESSAGES", "game.mo")
    assert os.path.isfile(mo)
    assert i18n.locale_dir() == os.path.join(ROOT, "assets", "locale")


def test_the_shipped_maps_have_russian_names():
    from game.model.board import load_map
    from game.resources import maps_dir

    for name in sorted(os.listdir(maps_dir())):
        if not name.endswith(".json") or name == "schema.json":
            continue
        board = load_map(os.path.join(maps_dir(), name))
        assert board.names.get("ru"), name
        assert all(region.names.get("ru") for region in board.regions), name
        i18n.set_language("ru")
        assert i18n.map_name(board.names, board.name) == board.names["ru"]
        i18n.set_language("en")
        assert i18n.map_name(board.names, board.name) == board.name


def test_a_bad_per_language_name_is_a_warning_and_the_default_name_is_shown():
    from game.model.board import parse_map
    from game.model.files import read_json
    from game.resources import maps_dir

    data = read_json(os.path.join(maps_dir(), "thornmere.json"))
    data["names"] = {"ru": "", "de": "Dornmeer"}
    data["regions"][0]["names"] = {"ru": "Пепел\x00ный"}
    board, problems = parse_map(data, "thornmere.json", "thornmere")
    assert board is not None and all(p.warning for p in problems)
    assert board.names == {"de": "Dornmeer"} and board.regions[0].names == {}
    i18n.set_language("ru")
    assert i18n.map_name(board.names, board.name) == "Thornmere"


def test_the_engines_common_words_are_shown_in_russian():
    from game.ui.text import MODEL_TEXTS, model_text

    assert model_text("Stonewatch is not adjacent to any of your regions") == \
        "Stonewatch is not adjacent to any of your regions"          # English: as the engine said it
    i18n.set_language("ru")
    assert model_text("Stonewatch is not adjacent to any of your regions") == \
        "«Stonewatch» не граничит ни с одним вашим регионом"
    assert model_text("no Sorcerers are left in the tray") == "в запасе не осталось жетонов: Колдуны"
    assert model_text("an engine message no catalog has") == "an engine message no catalog has"
    assert all(i18n._(msgid) != msgid for msgid in MODEL_TEXTS)


@pytest.mark.parametrize("content", [b"", b"\xde\x12\x04\x95", b"not a catalog at all"])
def test_a_broken_catalog_gives_english_not_an_error(tmp_path, monkeypatch, content):
    """An empty or cut-short .mo (a build that copied it while it was written) starts the game in English."""
    folder = tmp_path / "ru" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "game.mo").write_bytes(content)
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(tmp_path))
    try:
        assert i18n.set_language("ru") == "en"
        assert i18n._("New game") == "New game"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")


def test_the_catalogs_are_written_whole(tmp_path):
    """compile and update replace a catalog in one step, never leaving it empty for a reader."""
    tool = _load_tool()
    path = tmp_path / "game.mo"
    path.write_bytes(b"old")
    tool._write_whole(str(path), b"new catalog")
    assert path.read_bytes() == b"new catalog" and os.listdir(tmp_path) == ["game.mo"]
