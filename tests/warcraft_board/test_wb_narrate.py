"""Every event Warcraft's rules engine emits is told in words, in English and in Russian: never the
fallback "Name: event_type" the log shows for a type nobody described."""

import pathlib
import re

from game import i18n
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model.actions import ACTIONS
from tests.ui.test_wb_play_game import setup_of

MODEL = pathlib.Path(__file__).resolve().parents[2] / "games" / "warcraft_board" / "model"
CYRILLIC = re.compile("[а-яА-ЯёЁ]")
SILENT = {"casualties"}         # the count owed: the log tells each removal instead


def emitted_event_types():
    """The `"type": "..."` of every dict the model's source builds, less the action types."""
    found = set()
    for path in MODEL.glob("*.py"):
        found.update(re.findall(r'"type": "([a-z_]+)"', path.read_text(encoding="utf-8")))
    return sorted(found - set(ACTIONS.classes))


def test_the_scan_finds_the_events_it_should():
    kinds = emitted_event_types()
    assert {"moved", "harvested", "asked", "escorted", "free_unit", "pinned", "set_aside"} <= set(kinds)
    assert "move" not in kinds and "play_card" not in kinds


def test_every_emitted_event_is_told_in_words_in_both_languages():
    game = WARCRAFT.new_game(setup_of("main", 3))
    space = next(iter(game.board.spaces))
    told = {}
    try:
        for language in ("en", "ru"):
            i18n.set_language(language)
            for kind in emitted_event_types():
                event = {"type": kind, "player": 0, "to": 1, "space": space, "kind": "melee", "gold": 2,
                         "wood": 1, "step": "move", "card": "speed", "winners": [0], "turn": 2, "label": "A"}
                told[language, kind] = WARCRAFT.narrate(game, event)
    finally:
        i18n.set_language("en")
    for kind in emitted_event_types():
        english, russian = told["en", kind], told["ru", kind]
        if kind in SILENT:
            assert english == russian == "", kind
            continue
        assert english and not english.endswith(": " + kind) and "{" not in english, (kind, english)
        assert CYRILLIC.search(russian) and russian != english and "{" not in russian, (kind, russian)


def test_a_refused_request_reads_as_a_refusal():
    game = WARCRAFT.new_game(setup_of("main", 3))
    text = WARCRAFT.narrate(game, {"type": "answered", "player": 0, "to": 1, "gold": 0, "wood": 0})
    assert "refuses" in text and "gives" not in text, text
