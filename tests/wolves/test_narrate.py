"""The Wolves' log in words (games/wolves/narrate.py): every event the engine gives in whole games of 2 to 5
seats is told, in English and in Russian, with nothing left untranslated or unfilled; the Russian takes
the cases its sentences ask for; and `replay`'s summary says where the game stands."""

import re

import pytest

from game import i18n
from games.wolves.definition import WOLVES
from games.wolves.model.hexes import hex_id, parse_hex
from games.wolves.narrate import _TELLERS, describe_event, summary_text
from games.wolves.ui import words

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


def a_hex(game, board_id, terrain):
    """The id ("q,r") of the first hex of that terrain on that board of the game's map."""
    return next(hex_id(h) for h in game.board.hexes_of(board_id) if game.board.cell(h).kind == terrain)


def region_in(game, slot, terrain):
    """The id of a hex of that terrain in the region laid at that slot."""
    board_id = game.board.deal[slot]
    return a_hex(game, board_id, terrain)


def start_side_hex(game, side):
    """A land hex of the start board on that side of its canyon."""
    return hex_id(game.board.start_sides()[side][0])


def test_the_russian_takes_the_cases_its_sentences_ask_for(russian):
    game = WOLVES.copy(GAMES[(3, 1)][0])
    game.packs = ["forest", "desert", "meadow"]     # only the names are read
    tell = WOLVES.narrate
    slots = game.board.region_slots
    forest = next(s for s in slots if any(c.kind == "forest" for c in map(
        game.board.cell, game.board.hexes_of(game.board.deal[s]))))
    where = {"NE": "северо-восточного региона", "SE": "юго-восточного региона", "SW": "юго-западного региона",
             "NW": "северо-западного региона", "N": "северного региона", "S": "южного региона",
             "C": "центрального региона", "E": "восточного региона", "W": "западного региона"}[forest]
    at = region_in(game, forest, "forest")
    assert tell(game, {"type": "dominated", "player": 0, "pack": "forest", "hex": at, "kind": "den",
                       "from_pack": "desert"}) == \
        f"Лесные волки покоряют лёжку пустынных волков на лесной клетке {where}."
    assert tell(game, {"type": "hunted", "player": 2, "pack": "meadow", "species": "moose", "hex": at,
                       "cell": 1, "vp": 2}) == \
        f"Луговые волки добывают лося у лесной клетки {where} (2\u00a0ПО в конце игры)."
    assert tell(game, {"type": "howled", "player": 1, "pack": "desert", "hex": at, "kind": "alpha",
                       "cell": 3, "vp": 3}) == (f"Пустынные волки призывают одинокого волка с лесной клетки {where}: "
                                             "он становится их вожаком.")
    north = start_side_hex(game, "north")
    north_terrain = game.board.cell(parse_hex(north)).kind
    from_words = {"meadow": "луговой", "desert": "пустынной", "forest": "лесной", "tundra": "тундровой",
                  "mountain": "горной"}[north_terrain]
    assert tell(game, {"type": "moved", "player": 0, "pack": "forest", "kind": "pack", "from": north,
                       "to": at}) == (f"Лесные волки перемещают своего стайного волка с {from_words} клетки северной "
                                      f"стороны стартового поля на лесную клетку {where}.")
    # both hexes on one board: the board is said once, after the second
    other = next(hex_id(h) for h in game.board.hexes_of(game.board.deal[forest])
                 if game.board.cell(h).kind == "forest" and hex_id(h) != at)
    assert tell(game, {"type": "moved", "player": 0, "pack": "forest", "kind": "alpha", "from": at,
                       "to": other}) == \
        f"Лесные волки перемещают своего вожака с лесной клетки на лесную клетку {where}."


def test_the_log_names_hexes_in_words_a_player_finds_on_the_map():
    """No coordinates in the window's log: a hex is its terrain and its board, the region by its slot's
    compass name as the scoring overlay says it."""
    game = GAMES[(3, 2)][0]
    slot = game.board.region_slots[0]
    board_id = game.board.deal[slot]
    terrain = next(c.kind for c in map(game.board.cell, game.board.hexes_of(board_id)) if c.land)
    at = a_hex(game, board_id, terrain)
    region = words.region(game, board_id)
    text = WOLVES.narrate(game, {"type": "built", "player": 0, "pack": "tundra", "hex": at, "area": "howl"})
    assert text == f"Tundra wolves build a den on a {terrain} hex of the {region}."
    assert WOLVES.narrate(game, {"type": "region_scored", "phase": "new", "slot": slot, "board": board_id,
                                 "awards": [], "token": "discarded"}).startswith(f"The new moon scores the {region}:")
    for event, snapshot in every_event():
        told = describe_event(snapshot, event)
        assert not re.search(r"-?\d+,-?\d+", told), (event, told)
        assert len(told) <= 160, told


def test_the_english_names_the_packs_and_pieces():
    game = GAMES[(2, 1)][0]
    at = a_hex(game, game.board.deal[game.board.region_slots[0]], "water")
    assert WOLVES.narrate(game, {"type": "dominated", "player": 0, "pack": "tundra", "hex": at, "kind": "pack",
                                 "from_pack": "mountain"}) == \
        f"Tundra wolves dominate the pack wolf of the mountain wolves on a water hex of the " \
        f"{words.region(game, game.board.deal[game.board.region_slots[0]])}."
    assert WOLVES.narrate(game, {"type": "moved", "player": 0, "pack": "tundra", "kind": "alpha", "from": "99,99",
                                 "to": "nonsense"}) == "Tundra wolves move their alpha from 99,99 to nonsense."
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
