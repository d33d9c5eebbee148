"""Names inside sentences, in the window's language: a race's name in the grammatical case a sentence needs,
and a combo's name (a power with a race: "Mounted Giants", «Конные Гиганты», «Гиганты-Алхимики»).

A race's name in a log line or a hint is a `RaceName`: it reads as the name (nominative), and a translation
asks it in a case by a format spec, "у {defender:genitive}" (CASES); the English texts never need one. The
forms are the catalog's, one entry per case under that context (msgctxt "genitive", msgid "Amazons":
«Амазонок»), extracted by packaging/i18n.py for every race of the shipped rulesets. A race the catalog has
no form for (a mod's) takes the language's generic wording in that case, a word that declines itself
before the name as it is (msgctxt "genitive", msgid "the race {name}": «расы «Кентавры»»), so a sentence
never glues a nominative into an oblique slot.

A combo's name comes from the power's entry under the context "combo" (msgid "Mounted {race}": «Конные
{race}», "Alchemist {race}": «{race}-Алхимики»): the language says where the race stands and what the power
becomes beside it (a Russian adjective agrees with the race, a noun joins it with a hyphen). A power without
one (English, a mod's power) is joined by the general "{power} {race}".
"""

import re

from game.i18n import NP_, _, pgettext

# The cases a translation may ask a race's name in ("{race:genitive}"), each with its generic wording.
CASES = {"genitive": NP_("genitive", "the race {name}"), "accusative": NP_("accusative", "the race {name}")}
COMBO = "combo"            # the context of a power's combo pattern (msgid: its name and " {race}")
_FIELD = re.compile(r"\{(race|power)\}")


def race_in_case(name, case):
    """The race called `name` (English, as its ruleset says) in grammatical `case` in the window's language."""
    form = pgettext(case, name)
    if form != name:
        return form
    generic = pgettext(case, CASES[case])
    return _(name) if generic == CASES[case] else generic.replace("{name}", _(name))


class RaceName(str):
    """A race's name in the window's language that a translation may ask in a case: "{race:genitive}"."""

    __slots__ = ("msgid",)

    def __new__(cls, msgid):
        name = super().__new__(cls, _(msgid))
        name.msgid = msgid
        return name

    def __format__(self, spec):
        if spec in CASES:
            return race_in_case(self.msgid, spec)
        return format(str(self), spec)


def combo_template(power_name):
    """(template, word) of a combo with this power in the window's language: the template holds {race} and
    {power}, the word is what the power becomes there ("{power} {race}", "Mounted"; «{power} {race}»,
    «Конные»; «{race}-{power}», «Алхимики»)."""
    msgid = f"{power_name} {{race}}"
    pattern = pgettext(COMBO, msgid)
    if pattern == msgid or "{race}" not in pattern:        # no combo form: the general joint
        return _("{power} {race}"), _(power_name)
    before, after = pattern.split("{race}", 1)
    if before.strip():
        return "{power}" + before[len(before.rstrip()):] + "{race}" + after, before.rstrip()
    word = after.lstrip(" -–—·,")
    return "{race}" + after[:len(after) - len(word)] + "{power}", word


def fill_combo(template, race, power):
    """A combo template filled in. A hyphen joins single words: beside a race of several words it becomes a
    spaced dash («Эльфы крови — Археологи»)."""
    if " " in race:
        template = template.replace("{race}-", "{race} — ").replace("-{race}", " — {race}")
    return _FIELD.sub(lambda m: race if m.group(1) == "race" else power, template)


def combo_name(race_name, power_name):
    """A race (and power) by their English names as one name in the window's language: 'Flying Orcs'."""
    if power_name is None:
        return _(race_name)
    template, word = combo_template(power_name)
    return fill_combo(template, _(race_name), word)
