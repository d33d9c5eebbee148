"""The Wolves' log in words (games/wolves/narrate.py): every event the engine gives in whole games of 2 to 5
seats is told, in English and in Russian, with nothing left untranslated or unfilled; the Russian takes
the cases its sentences ask for; and `replay`'s summary says where the game stands."""

import re

import pytest

from game import i18n
from games.wolves.definition import WOLVES
from games.wolves.narrate import _TELLERS, describe_event, summary_text

CYRILLIC = re.compile("[а-яё]", re.I)


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def played_events(seats, seed):
    """(game, [(event, game right after its action)]) of a whole game of random computer seats."""
    document = WOLVES.sample_setups(seed)[f"{seats} players"]
    setup, _ = WOLVES.parse_setup(document, "sample")
    game = WOLVES.new_game(setup)
    bots = [WOLVES.make_player("random", seed * 10 + i) for i in range(seats)]
    told = []
    while not game.over:
        events = WOLVES.apply(game, bots[game.current].choose(game))
        snapshot = WOLVES.copy(game)
        told.extend((event, snapshot) for event in events)
    return game, told


GAMES = {(seats, seed): played_events(seats, seed) for seats in (2, 3, 5) for seed in (1, 2)}


def every_event():
    return [pair for _game, told in GAMES.values() for pair in told]


def test_every_event_of_whole_games_has_words():
    kinds = {event["type"] for event, _game in every_event()}
    assert kinds <= set(_TELLERS), kinds - set(_TELLERS)
    assert {"oriented", "placed", "moved", "paid", "built", "attribute_raised", "howled", "day_filled",
            "region_scored", "turn_ended", "game_over"} <= kinds


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_event_is_told_whole_in_both_languages(language):
    i18n.set_language(language)
    try:
        for event, game in every_event():
            text = describe_event(game, event)
            assert text and "{" not in text and "}" not in text, (event, text)
            assert text[0] == text[0].upper(), text
            if language == "ru":
                assert CYRILLIC.search(text), (event, text)
                for word in ("wolves", " the ", "pay ", "moon"):
                    assert word not in text, (event, text)
    finally:
        i18n.set_language("en")


def test_the_russian_takes_the_cases_its_sentences_ask_for(russian):
    game = WOLVES.copy(GAMES[(3, 1)][0])
    game.packs = ["forest", "desert", "meadow"]     # only the names are read
    tell = WOLVES.narrate
    assert tell(game, {"type": "dominated", "player": 0, "pack": "forest", "hex": "3,-5", "kind": "den",
                       "from_pack": "desert"}) == "Лесные волки покоряют лёжку пустынных волков на клетке 3,-5."
    assert tell(game, {"type": "hunted", "player": 2, "pack": "meadow", "species": "moose", "hex": "1,2",
                       "cell": 1, "vp": 2}) == "Луговые волки добывают лося у клетки 1,2 (2 ПО в конце игры)."
    assert tell(game, {"type": "howled", "player": 1, "pack": "desert", "hex": "0,4", "kind": "alpha",
                       "cell": 3, "vp": 3}) == ("Пустынные волки призывают одинокого волка с клетки 0,4: "
                                             "он становится их вожаком.")
    assert tell(game, {"type": "moved", "player": 0, "pack": "forest", "kind": "pack", "from": "0,1",
                       "to": "1,1"}) == "Лесные волки перемещают своего стайного волка с клетки 0,1 на клетку 1,1."


def test_the_english_names_the_packs_and_pieces():
    game = GAMES[(2, 1)][0]
    assert WOLVES.narrate(game, {"type": "dominated", "player": 0, "pack": "tundra", "hex": "3,-5", "kind": "pack",
                                 "from_pack": "mountain"}) == \
        "Tundra wolves dominate the pack wolf of the mountain wolves on 3,-5."
    assert WOLVES.narrate(game, {"type": "no such event"}) == ""


def test_the_summary_says_where_the_game_stands_and_who_won():
    game = GAMES[(5, 2)][0]
    lines = summary_text(game).splitlines()
    assert lines[0].startswith("The Wolves, 5 players, map standard, round ") and "phase over" in lines[0]
    seats = [line for line in lines if " seat " in line]
    assert len(seats) == 5
    state = WOLVES.state_json(game)
    for line, player in zip(seats, state["players"]):
        assert f"({player['pack']}): {player['vp']} VP" in line
    winners = ", ".join(state["players"][s]["name"] for s in state["winners"])
    assert lines[-1] == f"game over: {winners} won"
