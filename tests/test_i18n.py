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
    wanted = tool.keys(tool.all_messages())         # (msgid, context): a race's cases, a power's combo too
    assert not sorted(wanted - tool.keys(catalog), key=str), \
        "not in the ru game.po: run `python packaging/i18n.py update`"
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
    for folder, _dirs, files in [*os.walk(os.path.join(ROOT, "game")), *os.walk(os.path.join(ROOT, "games"))]:
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
    from game.resources import maps_dir
    from games.smallworld.model.board import load_map

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
    from game.resources import maps_dir
    from games.smallworld.model.board import parse_map
    from games.smallworld.model.files import read_json

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


# ---------------------------------------------------------------- Russian grammar: names in sentences

# Several races and powers of each ruleset: plural nouns of one or two words, the Lost tribe and the Murlocs as
# defenders, powers that read as adjectives (Конные) and as nouns (Алхимики) beside a race.
CLASSIC_COMBOS = [("amazons", "mounted"), ("giants", "spirit"), ("skeletons", "alchemist"), ("humans", "hill"),
                  ("tritons", "dragon_master")]
WORLD_COMBOS = [("blood_elves", "portal_mage"), ("worgen", "ranger"), ("naga", "farmer"), ("goblins", "mining"),
                ("ethereals", "navigator")]
SEATS = ["Игрок 1", "Бром"]            # the Russian default names: a name must never follow «игрок»
# What a Russian reader would stop at: a name in quotes or a player's name right after a preposition or a
# word that governs a case (a nominative in an oblique slot), the old combos («Гиганты-Конный»), a past tense
# that guesses the player's gender, a text left unfilled, English.
WRONG = {"a preposition before a quoted name": r"(?<![\w-])(?:у|в|на|за|из|от|с|к|о|по|для|при) «",
         "a player's name after «игрок»": r"(?i)игрок\w* (?:Игрок|Бром)",
         "a player's name in an oblique slot": r"(?:платит|заплатил\w*|с|против|у|игроку) (?:Игрок|Бром)\b",
         "a gendered past tense": r"\b(?:заплатил|даровал|получил|заключил|взял)(?:\(а\))?\b|\(а\)",
         "a placeholder left": r"[{}]",
         "English": r"[A-Za-z]{2,}"}


def _log_events(game, combos, world):
    """(kind, event) of every kind of line the log tells, several races and powers in each."""
    board = game.board
    regions = [r.id for r in board.regions]
    lost, natives = "lost_tribe", game.ruleset.natives_id
    for k, (race, power) in enumerate(combos):
        other = combos[(k + 1) % len(combos)][0]
        region, to = regions[(3 * k) % len(regions)], regions[(3 * k + 5) % len(regions)]
        yield "picked", {"power": power, "race": race, "paid": k % 2, "coins_taken": k % 3, "tokens": 4 + k}
        for defender in (None, other, lost, natives):
            for how in ("", "dragon", "sorcery", "reinforce", "raid", "champion"):
                yield "conquered", {"race": race, "region": region, "how": how, "tokens": 1 + k,
                                    "defender": {"race": defender},
                                    "use": ["frostmourne", "doomhammer"] if world and how == "" else []}
        yield "rolled", {"before_conquest": True, "face": 2}
        for success in (True, False):
            yield "rolled", {"face": k % 4, "region": region, "success": success}
            yield "rolled", {"raid": True, "final": True, "face": 3, "region": region, "success": success}
        for short in (0, 1, 2, 5):
            yield "rolled", {"raid": True, "face": 1, "needed": 1 + short, "region": region, "success": not short}
        yield "abandoned", {"region": region}
        yield "redeployed", {"race": race, "recruits": k % 3}
        yield "declined", {"race": race}
        yield "decline_announced", {"race": race}
        yield "left_game", {"race": race}
        for coins in (0, 2, -1):
            yield "form_taken", {"race": "worgen" if world else race, "form": "worgen", "coins": coins}
        for n in (1, 2, 5):
            for kind in ("toll_paid", "ransom_paid", "tribute_paid", "paid"):
                yield kind, {"to": 1, "coins": n, "region": region}
            yield "beasts_taken", {"race": race, "beasts": n}
            yield "retreated", {"race": race, "tokens": {region: n}}
            yield "scored", {"coins": n, "regions": n, "race_bonus": 1, "power_bonus": 2, "decline_bonus": 1,
                             "faction_bonus": 1 if world else 0, "item_bonus": 2 if world else 0,
                             "items": {"frostmourne": 2} if world else {}}
        for faction in ("horde", "alliance", "neutral"):
            yield "side_taken", {"faction": faction}
        if world:
            yield "collected", {"race": race, "item": "frostmourne", "region": region, "to": to}
        yield "swapped", {"regions": [region, to]}
        yield "bomb_revealed", {"live": False, "region": region}
        yield "bombed", {"region": region, "defender": {"race": other}}
        yield "intimidated", {"region": region, "removed": True}
        yield "intimidated", {"region": region, "to": to}
        yield "intimidated", {"region": region}
        yield "harmony_given", {"to": [1]}
        yield "allied", {"target": 1}
        yield "turn_started", {"round": 1 + k}
        yield "game_over", {"winners": [0] if k % 2 else [0, 1], "tie_break": bool(k % 2)}


def every_log_line(lang):
    """[(kind, line)] of every kind of event the log tells (games.smallworld.narrate), told in `lang` on a classic
    map and a Warcraft world, each kind with several races and powers."""
    from games.smallworld.model.board import load_map
    from games.smallworld.model.game import Game
    from games.smallworld.model.ruleset import load_ruleset
    from games.smallworld.narrate import describe_event, public_text

    i18n.set_language(lang)
    lines = []
    seats = [{"name": name, "kind": "human"} for name in SEATS]
    for rules, map_id, combos in (("classic", "thornmere", CLASSIC_COMBOS), ("azeroth", "twin-tides", WORLD_COMBOS)):
        ruleset = load_ruleset(os.path.join(ROOT, "rules_data", rules))
        game = Game(ruleset, load_map(os.path.join(ROOT, "maps", f"{map_id}.json")), seats, 5)
        for kind, event in _log_events(game, combos, rules == "azeroth"):
            text = describe_event(game, {"type": kind, "player": 0, **event})
            if text is not None:
                lines += [(kind, text)] + ([(kind, public_text(text))] if public_text(text) != text else [])
    return lines


def _narrated_kinds():
    """Every event type games/smallworld/narrate.py tells (its `kind == "..."` and `kind in (...)` tests)."""
    with open(os.path.join(ROOT, "games", "smallworld", "narrate.py"), encoding="utf-8") as handle:
        source = handle.read()
    kinds = set(re.findall(r'kind == "(\w+)"', source))
    for group in re.findall(r"kind in \(([^)]*)\)", source):
        kinds |= set(re.findall(r'"(\w+)"', group))
    return kinds


def test_every_log_line_reads_as_russian(tmp_path):
    """Each kind of line of the game log in Russian, on a classic map and a Warcraft world, for several races
    and powers: no English, no name glued in the nominative into an oblique slot («у «Амазонки»», «Передайте
    игроку Игрок 1»), no old combo («Гиганты-Конный»), no guessed gender. They are written to a file to read."""
    lines = every_log_line("ru")
    assert _narrated_kinds() - {kind for kind, _text in lines} == set(), "a kind of log line is not tried here"
    (tmp_path / "log_ru.txt").write_text("\n".join(f"{kind:18} {text}" for kind, text in lines), encoding="utf-8")
    wrong = [(why, text) for _kind, text in lines for why, pattern in WRONG.items() if re.search(pattern, text)]
    assert wrong == [], "\n".join(f"{why}: {text}" for why, text in wrong[:20])
    assert any(" у Амазонок " in text for _kind, text in lines)           # a race's genitive from the catalog
    assert any(" у Забытого племени" in text for _kind, text in lines)
    assert any(" у Мурлоков" in text for _kind, text in lines)
    assert any(text.startswith("Игрок 1 выбирает: Конные Амазонки (") for _kind, text in lines)
    assert any("Эльфы крови — Мастера порталов" in text for _kind, text in lines)
    english = every_log_line("en")
    assert [kind for kind, _text in english] == [kind for kind, _text in lines]
    assert not [text for _kind, text in english if re.search("[А-яЁё]", text.replace(SEATS[0], "").replace(
        SEATS[1], ""))]
    assert any(text.startswith("Игрок 1 picked Mounted Amazons (") for _kind, text in english)


def test_race_names_take_their_case_and_a_mods_race_its_generic_wording():
    from games.smallworld.grammar import RaceName, combo_name, race_in_case

    assert "{who} takes from {race:genitive}".format(who="Ann", race=RaceName("Amazons")) == \
        "Ann takes from Amazons"                       # English: no cases
    i18n.set_language("ru")
    assert "у {race:genitive}, {race}".format(race=RaceName("Amazons")) == "у Амазонок, Амазонки"
    assert race_in_case("Ironforge Dwarves", "accusative") == "Дворфов"
    # a mod's race, English or Russian: the language's generic words take the case, the name stays as it is
    assert "у {race:genitive}".format(race=RaceName("Centaurs")) == "у расы «Centaurs»"
    assert race_in_case("Кентавры", "accusative") == "расу «Кентавры»"
    assert combo_name("Centaurs", "Mighty") == "Centaurs · Mighty"       # no combo form: the general joint
    assert combo_name("Giants", "Mighty") == "Гиганты · Mighty"
    assert combo_name("Giants", None) == "Гиганты"


def test_every_combo_of_the_shipped_rulesets_reads_as_russian():
    """A power beside a race: an adjective agreeing with it («Конные Гиганты») or a noun joined to it
    («Тритоны-Духи»), never the power's own name glued on («Гиганты-Конный», «Тритоны-Дух»)."""
    from games.smallworld.grammar import combo_name
    from games.smallworld.model.ruleset import load_ruleset

    i18n.set_language("ru")
    wrong = []
    for rules in ("classic", "azeroth"):
        ruleset = load_ruleset(os.path.join(ROOT, "rules_data", rules))
        for power in ruleset.powers.values():
            if "{race}" not in i18n.pgettext("combo", f"{power.name} {{race}}"):
                wrong.append(f"no combo form for {power.name}")
            for race in ruleset.races.values():
                name = combo_name(race.name, power.name)
                if "{" in name or " · " in name or not name.count(i18n._(race.name)) == 1:
                    wrong.append(name)
                if " " in i18n._(race.name) and re.search(r"\w-\w", name.replace(i18n._(race.name), "")):
                    wrong.append(name)         # a hyphen after a race of two words («Эльфы крови-Археологи»)
    assert wrong == []
    assert combo_name("Giants", "Mounted") == "Конные Гиганты"
    assert combo_name("Tritons", "Spirit") == "Тритоны-Духи"


def test_a_case_is_asked_only_where_the_code_gives_a_race_name():
    """A translation's "{race:genitive}" needs a grammar.RaceName there (a plain text would raise): every
    msgstr naming a case is one of games/smallworld/narrate.py's lines (its races are RaceNames), and names a case of
    grammar.CASES."""
    from games.smallworld.grammar import CASES

    NARRATE = ("games/smallworld/narrate.py",)
    asked = re.compile(r"\{\w+:(\w+)\}")
    wrong = []
    for message in _catalog():
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        cases = {case for text in strings for case in asked.findall(text or "")}
        if cases and (not cases <= set(CASES) or any(where not in NARRATE for where, _line in message.locations)):
            wrong.append((message.id, sorted(cases), message.locations))
    assert wrong == []


def test_russian_vp_never_breaks_from_its_number():
    """«3 ПО» must not wrap between the number and ПО (a tooltip showed «3» at a line's end and «ПО» on
    the next): the Russian catalog joins them with a no-break space."""
    from babel.messages.pofile import read_po

    with open(os.path.join(ROOT, "assets", "locale", "ru", "LC_MESSAGES", "game.po"), "rb") as f:
        catalog = read_po(f)
    broken = [m.string for m in catalog if isinstance(m.string, str) and re.search(r"[\d}] ПО\b", m.string)]
    assert not broken, broken[:5]
