"""The window's language: message catalogs (stdlib gettext), English and Russian.

Every text a player sees in the window goes through `_()` (or `ngettext()` where it
counts something, `pgettext()` where one English text needs several translations: a race's
name in each grammatical case, games.smallworld.grammar) when it is drawn or laid out,
so `set_language(code)` changes the language without a restart: scenes lay themselves out again when `generation()`
changes (game.scenes.base.MenuScene), and caches of drawn text key on it.

The catalogs are `assets/locale/<lang>/LC_MESSAGES/game.po` (the sources, edited by
translators) and the compiled `game.mo` beside them (committed: `python main.py`
works from a fresh clone). The msgids are the English texts, so English needs no
catalog and a text missing from a catalog shows in English. Rebuild the catalogs
with `python packaging/i18n.py update` then `compile` (docs/MODDING.md, "Languages").

Texts kept in module constants are marked with `N_()` (`NP_()` with a context: no
translation at import, the language is not known yet) and passed through `_()` where they
are shown.
Race and power names and texts from the ruleset's YAML, the effect primitives'
player-facing lines and the maps' names are translated where the UI draws them
(`_()` on the English text; `map_name()` for a map's own names): the model never
imports this module.

Command-line messages stay English.
"""

import gettext
import locale
import os
import struct

DOMAIN = "game"
LANGUAGES = ("en", "ru")
DEFAULT = "en"
# Each language's own name, for the language chooser (never translated).
LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}
ENV_FORCE = "SMALLWORLD_LANG"     # forces a language (tests, screenshots); wins over settings

_state = {"code": DEFAULT, "translation": gettext.NullTranslations(), "generation": 0}
_every_language = {}      # in_every_language's answers, by catalog folder and messages


def locale_dir():
    from game.resources import resource_path

    return resource_path("assets", "locale")


def normalize(code):
    """A language code of LANGUAGES from any locale name ("ru_RU.UTF-8" -> "ru"), or None."""
    if not isinstance(code, str):
        return None
    code = code.strip().lower().replace("-", "_").split(".")[0].split("@")[0].split("_")[0]
    return code if code in LANGUAGES else None


def system_language():
    """The system locale's language if it is one of LANGUAGES, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            for part in value.split(":"):
                code = normalize(part)
                if code:
                    return code
            if var != "LANGUAGE":
                break
    try:
        code = normalize(locale.getlocale()[0])
    except (ValueError, TypeError):
        code = None
    if code is None and os.name == "nt":   # Windows: the user's UI language
        try:
            import ctypes

            code = normalize(locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage()))
        except (AttributeError, OSError, ValueError):
            code = None
    return code or DEFAULT


def forced_language():
    return normalize(os.environ.get(ENV_FORCE, ""))


def _catalog(code):
    """The translation of language `code` from its .mo, or None when it is missing or broken (English: none
    needed, a NullTranslations)."""
    if code == DEFAULT:
        return gettext.NullTranslations()
    path = os.path.join(locale_dir(), code, "LC_MESSAGES", DOMAIN + ".mo")
    try:
        with open(path, "rb") as handle:
            return gettext.GNUTranslations(handle)
    except (OSError, ValueError, UnicodeError, IndexError, KeyError, struct.error):   # e.g. an empty .mo
        return None


def set_language(code):
    """Use `code` ("en", "ru"; anything else: English) from now on; returns the code used.

    A catalog that is missing or broken gives English, never an error."""
    code = normalize(code) or DEFAULT
    translation = _catalog(code)
    if translation is None:
        code, translation = DEFAULT, gettext.NullTranslations()
    if code != _state["code"] or type(translation) is not type(_state["translation"]):
        _state["generation"] += 1
    _state["code"], _state["translation"] = code, translation
    return code


def start_language(saved=None):
    """The language at start: forced by SMALLWORLD_LANG, else the saved choice, else the system's."""
    return set_language(forced_language() or normalize(saved) or system_language())


def language():
    """The current language code."""
    return _state["code"]


def generation():
    """A number that changes whenever the language changes (for caches of drawn text)."""
    return _state["generation"]


def _(message):
    """`message` (English) in the current language."""
    if not message:
        return message
    return _state["translation"].gettext(message)


def ngettext(singular, plural, n):
    """The form of `singular`/`plural` for the number n in the current language (Russian has three)."""
    return _state["translation"].ngettext(singular, plural, n)


def pgettext(context, message):
    """`message` (English) in the current language as the catalog gives it under `context` (msgctxt): one
    English text, several translations ("genitive" for a race's name: «Амазонок»). Without an entry under
    that context: `message` itself, untranslated (games.smallworld.grammar tells that from a translation)."""
    return _state["translation"].pgettext(context, message)


def N_(message):
    """Marks `message` for the catalog without translating it now (module constants)."""
    return message


def NP_(context, message):
    """Marks `message` for the catalog under `context` without translating it now (pgettext where shown)."""
    return message


def in_every_language(messages):
    """{message: [it as each language of LANGUAGES says it, English first]} for some English `messages`: to
    recognise a text the window wrote in another language (a default seat name, game.seat_names). A language
    whose catalog is missing or broken says them in English. Read once (the setup screen asks every frame)."""
    key = (locale_dir(), tuple(messages))
    if key not in _every_language:
        catalogs = [c for c in (_catalog(code) for code in LANGUAGES if code != DEFAULT) if c is not None]
        _every_language[key] = {message: [message] + [c.gettext(message) for c in catalogs] for message in messages}
    return _every_language[key]


def map_name(names, default):
    """A map's or region's name in the current language: `names` is the optional {"ru": "..."}
    of the map file (docs/FORMATS.md); `default` its "name"."""
    if isinstance(names, dict):
        value = names.get(language())
        if isinstance(value, str) and value.strip():
            return value
    return default
