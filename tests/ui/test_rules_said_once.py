"""The rules screen of a Warcraft game tells each rule once: the entry regions and the crossing
fee in Conquering, the map itself (islands, natives, mountains) in "A world of islands"."""

from pathlib import Path

import pytest

from game import i18n
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.scenes.rules import rules_sections

AZEROTH = load_ruleset(str(Path(__file__).resolve().parents[2] / "rules_data" / "azeroth"))

# words only the paragraph telling that rule uses, in each language
FIRST_CONQUEST = {"en": "race's first conquest", "ru": "первый захват расы"}
CROSSING_FEE = {"en": "crossing fee", "ru": "переправ"}


def paragraphs(ruleset):
    """(section title, paragraph text) of the rules screen's how-to-play part."""
    return [(title, "".join(text for text, _bold in paragraph))
            for title, section in rules_sections(ruleset) for paragraph in section]


def told_in(ruleset, words):
    return [title for title, text in paragraphs(ruleset) if words in text.lower()]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_entry_regions_and_the_crossing_fee_are_told_once_in_conquering(lang, speak):
    speak(lang)
    conquering, world = i18n._("Conquering"), i18n._("A world of islands")
    assert told_in(AZEROTH, FIRST_CONQUEST[lang]) == [conquering]
    assert told_in(AZEROTH, CROSSING_FEE[lang]) == [conquering]
    labels = [text for _t, section in rules_sections(AZEROTH) for paragraph in section
              for text, bold in paragraph[:1] if bold]
    assert len(labels) == len(set(labels)), labels          # no rule has two paragraphs of its own
    map_part = [text for title, text in paragraphs(AZEROTH) if title == world]
    assert [text.split(":")[0] for text in map_part] == [
        i18n._("The map: ")[:-2], i18n._(AZEROTH.natives_name), i18n._("Mountains: ")[:-2]]

