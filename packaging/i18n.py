"""The message catalogs: extract the texts to translate, merge them into each .po, compile the .mo.

    python packaging/i18n.py extract    # assets/locale/game.pot from the code, the classic ruleset and the primitives
    python packaging/i18n.py update     # extract, then merge it into each assets/locale/<lang>/LC_MESSAGES/game.po
    python packaging/i18n.py compile    # every game.po -> game.mo beside it (committed with the .po)
    python packaging/i18n.py check      # exit 1 when a catalog misses a text, has a fuzzy one, or a stale .mo

Build-time only: it uses Babel (requirements.txt, "Build and tests"); the game reads
the compiled .mo with the standard library's gettext (game/i18n.py) and never imports Babel.

What is extracted:
  * game/**.py and games/**.py: the arguments of _("..."), N_("...") and ngettext("...", "...", n), and of
    pgettext("context", "...") and NP_("context", "...") with their context (msgctxt);
  * the shipped rulesets' races.yaml, powers.yaml (and items.yaml): every `name` and `text` (the
    window shows them through _(), so a modder's ruleset stays in its own words when untranslated);
    with each race's name (and its natives') once more under each grammatical case of
    games.smallworld.grammar.CASES (msgctxt "genitive": «Амазонок»), and each power's combo pattern under
    "combo" (msgid "Mounted {race}": «Конные {race}»);
  * games/smallworld/model/primitives: each primitive's `text` and the labels, tooltips and hints of its
    `action_ui` and `field_ui` (translated where the window draws them).
"""

import datetime
import io
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCALE = os.path.join(ROOT, "assets", "locale")
DOMAIN = "game"
LANGUAGES = ("ru",)
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}
RULESET_FILES = ("rules_data/classic/races.yaml", "rules_data/classic/powers.yaml",
                 "rules_data/azeroth/races.yaml", "rules_data/azeroth/powers.yaml", "rules_data/azeroth/items.yaml")
UI_KEYS = ("label", "tooltip", "hint", "region_tip", "skip", "skip_tip")
RULESET_HEADS = ("rules_data/azeroth/ruleset.yaml",)     # a ruleset's natives are named in its ruleset.yaml


def po_path(lang):
    return os.path.join(LOCALE, lang, "LC_MESSAGES", DOMAIN + ".po")


def mo_path(lang):
    return os.path.join(LOCALE, lang, "LC_MESSAGES", DOMAIN + ".mo")


CODE_FOLDERS = ("game", "games")      # the window and each installed game (games/<id>/: its name, its tagline)


def _code_messages():
    """(msgid or (singular, plural), file, line, context or None) for every marked text under game/ and games/."""
    from babel.messages.extract import extract_from_dir

    found = []
    for folder in CODE_FOLDERS:
        for filename, lineno, message, _comments, context in extract_from_dir(
                os.path.join(ROOT, folder), method_map=[("**.py", "python")], keywords=KEYWORDS,
                comment_tags=(), strip_comment_tags=True):
            found.append((message, f"{folder}/" + filename.replace(os.sep, "/"), lineno, context))
    return found


def _ruleset_messages():
    import yaml

    sys.path.insert(0, ROOT)
    from games.smallworld.grammar import CASES, COMBO

    found = []

    def race_forms(name, rel):
        found.extend((name, rel, 0, case) for case in CASES)

    for rel in RULESET_FILES:
        with open(os.path.join(ROOT, rel), encoding="utf-8") as handle:
            entries = yaml.safe_load(handle) or []
        for entry in entries:
            for key in ("name", "text"):
                value = entry.get(key) if isinstance(entry, dict) else None
                if isinstance(value, str) and value.strip():
                    found.append((value, rel, 0, None))
                    if key == "name" and rel.endswith("/races.yaml"):
                        race_forms(value, rel)
                    elif key == "name" and rel.endswith("/powers.yaml"):
                        found.append((f"{value} {{race}}", rel, 0, COMBO))
    for rel in RULESET_HEADS:
        with open(os.path.join(ROOT, rel), encoding="utf-8") as handle:
            head = yaml.safe_load(handle) or {}
        natives = head.get("natives") if isinstance(head, dict) else None
        if isinstance(natives, dict) and isinstance(natives.get("name"), str):
            found.append((natives["name"], rel, 0, None))
            race_forms(natives["name"], rel)
    return found


def _ui_texts(spec):
    """The texts of one action_ui/field_ui entry, its `then` steps and its `choices` labels included."""
    texts = [spec.get(key) for key in UI_KEYS]
    for step in spec.get("then", ()):
        texts += _ui_texts(step)
    texts += [choice.get("label") for choice in spec.get("choices", ()) if isinstance(choice, dict)]
    return [t for t in texts if isinstance(t, str) and t.strip()]


def _primitive_messages():
    sys.path.insert(0, ROOT)
    from games.smallworld.model import PRIMITIVES

    found = []
    for name, cls in sorted(PRIMITIVES.items()):
        where = f"games/smallworld/model/primitives ({name})"
        if cls.text:
            found.append((cls.text, where, 0, None))
        for table in (cls.action_ui, cls.field_ui):
            for spec in table.values():
                found += [(value, where, 0, None) for value in _ui_texts(spec)]
    return found


def all_messages():
    return _code_messages() + _ruleset_messages() + _primitive_messages()


def template():
    """The .pot catalog of every text to translate."""
    from babel.messages.catalog import Catalog

    catalog = Catalog(project="Small World Desk", version="1", charset="utf-8", fuzzy=False)
    for message, where, line, context in all_messages():
        catalog.add(message, locations=[(where, line)] if line else [(where, None)], context=context)
    return catalog


def _write_po(catalog, path):
    from babel.messages.pofile import write_po

    os.makedirs(os.path.dirname(path), exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=False, include_previous=True,
             ignore_obsolete=True)
    data = buffer.getvalue()
    data = b"\n".join(line for line in data.split(b"\n")
                      if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date')))
    _write_whole(path, data)


def _write_whole(path, data):
    """Write a catalog whole or not at all: the game and the tests read it meanwhile (an empty .mo broke them)."""
    temporary = f"{path}.{os.getpid()}.tmp"
    with open(temporary, "wb") as handle:
        handle.write(data)
    os.replace(temporary, path)


def read_catalog(path, lang=None):
    from babel.messages.pofile import read_po

    with open(path, "rb") as handle:
        return read_po(handle, locale=lang)


def extract():
    catalog = template()
    _write_po(catalog, os.path.join(LOCALE, DOMAIN + ".pot"))
    return catalog


def update():
    from babel.messages.catalog import Catalog

    pot = extract()
    for lang in LANGUAGES:
        path = po_path(lang)
        if os.path.exists(path):
            catalog = read_catalog(path, lang)
        else:
            catalog = Catalog(locale=lang, project="Small World Desk", version="1", fuzzy=False)
        catalog.update(pot, no_fuzzy_matching=True)
        _write_po(catalog, path)
        print(f"{path}: {len(catalog)} texts, {len(missing(catalog))} to translate")


def missing(catalog):
    """The msgids of `catalog` without a full translation (or marked fuzzy), "context: msgid" under a context."""
    result = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            result.append(message.id if message.context is None else f"{message.context}: {message.id}")
    return result


def compiled_bytes(lang):
    """The .mo that `compile` writes for `lang`, as bytes."""
    from babel.messages.mofile import write_mo

    catalog = read_catalog(po_path(lang), lang)
    # No dates in the .po (they would change it at every update): fixed ones make the .mo reproducible.
    catalog.creation_date = catalog.revision_date = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def _messages(mo_bytes):
    """What a compiled catalog translates: {msgid: msgstr}, its header left out (the header
    names the Babel version that wrote it, which differs between machines, not the texts)."""
    import gettext

    table = gettext.GNUTranslations(io.BytesIO(mo_bytes))._catalog
    return {key: value for key, value in table.items() if key != ""}


def is_stale(lang):
    """True when the committed .mo does not translate exactly what the .po says."""
    with open(mo_path(lang), "rb") as handle:
        committed = handle.read()
    try:
        return _messages(committed) != _messages(compiled_bytes(lang))
    except (OSError, ValueError, UnicodeError):     # a damaged .mo is stale too
        return True


def compile_all():
    for lang in LANGUAGES:
        _write_whole(mo_path(lang), compiled_bytes(lang))
        print(f"wrote {mo_path(lang)}")


def keys(messages):
    """{(msgid, context)} of (message, ...) tuples of all_messages() or of a catalog's Messages (a plural's
    msgid is its singular)."""
    found = set()
    for message in messages:
        text, context = (message.id, message.context) if hasattr(message, "id") else (message[0], message[3])
        if text:
            found.add((text if isinstance(text, str) else text[0], context))
    return found


def check():
    problems = []
    wanted = keys(all_messages())
    for lang in LANGUAGES:
        catalog = read_catalog(po_path(lang), lang)
        problems += [f"{lang}: not in the catalog: {m!r}" for m in sorted(wanted - keys(catalog), key=str)]
        problems += [f"{lang}: not translated: {m!r}" for m in missing(catalog)]
        if is_stale(lang):
            problems.append(f"{lang}: {mo_path(lang)} is stale: run `python packaging/i18n.py compile`")
    for line in problems:
        print(line)
    return not problems


def main(argv):
    command = argv[0] if argv else ""
    if command == "extract":
        extract()
    elif command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        return 0 if check() else 1
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
