"""The game file (`warcraft_board-game`): every problem at its field, outcomes always written, replays."""

from __future__ import annotations

import json

import pytest

from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model.actions import EndStep
from tests.warcraft_board.engine_support import TINY_2P, act, document, start


def problems(doc):
    setup, found = WARCRAFT.parse_setup(doc, "f.json")
    return setup, [(p.where, p.warning) for p in found], found


def test_a_good_file_reads_without_problems_and_draws_what_it_leaves_out():
    setup, found, _ = problems(document(2))
    assert found == []
    assert len(setup["races"]) == 2 and setup["first_player"] in (0, 1)


@pytest.mark.parametrize("change, field", [
    ({"format": "wolves-game"}, "format"),
    ({"version": 2}, "version"),
    ({"version": "1"}, "version"),
    ({"scenario": "tower"}, "scenario"),
    ({"seed": 2 ** 70}, "seed"),
    ({"players": []}, "players"),
    ({"players": [{"name": "", "kind": "ai"}, {"name": "B", "kind": "ai"}]}, "players[0].name"),
    ({"players": [{"name": "A", "kind": "ai", "level": "godlike"}, {"name": "B", "kind": "ai"}]}, "players[0].level"),
    ({"players": [{"name": "A", "race": "gnomes"}, {"name": "B"}]}, "players[0].race"),
    ({"races": ["orcs"]}, "races"),
    ({"races": ["orcs", "orcs"]}, "races"),
    ({"first_player": 2}, "first_player"),
    ({"options": {"turn_cap": "ten"}}, "options.turn_cap"),
    ({"income": [4]}, "income[0]"),
    ({"decks": {"5": []}}, "decks.\"5\""),
    ({"decks": {"0": [["speed", "dragon"]]}}, "decks.0[0][1]"),
    ({"actions": {}}, "actions"),
    ({"actions": [{"type": "move", "player": 0, "piece": "x", "path": []}]}, "actions[0].piece"),
    ({"map": "main_4p"}, "map"),
    ({"map": "/no/such/map.json"}, "map"),
])
def test_each_problem_is_named_at_its_field(change, field):
    doc = document(2)
    doc.update(change)
    setup, found, raw = problems(doc)
    assert setup is None
    errors = [where for where, warning in found if not warning]
    assert f"f.json: {field}" in errors, [str(p) for p in raw]


def test_unknown_fields_are_warnings():
    doc = document(2, colour="red")
    doc["players"][0]["hat"] = "tall"
    setup, found, _ = problems(doc)
    assert setup is not None
    assert found == [("f.json: \"colour\"", True), ("f.json: players[0].\"hat\"", True)]


def test_scenario_rules_on_seats_races_and_first_player():
    doc = document(2, scenario="elf_gate")
    assert problems(doc)[0] is None                       # Elf Gate is for 3
    doc = {"format": "warcraft_board-game", "version": 1, "scenario": "prisoners", "map": TINY_2P, "seed": 1,
           "players": [{"name": "A", "race": "humans"}, {"name": "B"}]}
    setup, found, raw = problems(doc)
    assert setup is None and ("f.json: races", False) in found
    doc = {"format": "warcraft_board-game", "version": 1, "scenario": "necromancer_march", "map": TINY_2P,
           "seed": 1, "players": [{"name": "A"}, {"name": "B"}], "first_player": 0}
    setup, found, raw = problems(doc)
    assert ("f.json: first_player", False) in found       # the Undead seat (1) is first


def test_races_given_in_another_order_play_in_that_order():
    game = start(2, races=["undead", "humans"])
    assert [s.race for s in game.seats] == ["undead", "humans"]


def test_the_written_file_records_every_outcome_and_replays():
    game = start(2, seed=5)
    act(game, EndStep(player=game.seat_to_act()))
    written = WARCRAFT.document(game)
    assert list(written)[:2] == ["format", "version"]
    assert written["races"] == [s.race for s in game.seats]
    assert written["first_player"] == game.first_player
    assert set(written["decks"]) == {"0", "1"} and all(len(o) == 1 for o in written["decks"].values())
    assert written["actions"] == [{"type": "end_step", "player": game.first_player}]
    text = json.loads(json.dumps(written))
    text["seed"] = 999                                    # the outcomes, not the seed, decide
    setup, found, _ = problems(text)
    assert found == []
    again = WARCRAFT.replay(setup).game
    assert [s.hand for s in again.seats] == [s.hand for s in game.seats]
    assert WARCRAFT.document(again)["decks"] == written["decks"]


def test_a_scripted_deck_that_is_not_the_decks_cards_is_refused_when_read_or_played():
    import random

    from games.warcraft_board.model.state import DeckOutcomes
    from kernel.errors import DataError

    doc = document(2, races=["humans", "orcs"], decks={"0": [["speed"] * 21]})
    setup, found, raw = problems(doc)        # the setup's shuffle is the race's whole deck: checked when read
    assert setup is None and ("f.json: decks.0[0]", False) in found, [str(p) for p in raw]
    decks = DeckOutcomes(random.Random(1), {"0": [["speed", "curse"], ["speed", "speed"]]})
    assert decks.shuffle(0, ["curse", "speed"]) == ["speed", "curse"]
    with pytest.raises(DataError) as caught:     # a reshuffle's order: checked when it is played
        decks.shuffle(0, ["curse", "speed"])
    assert caught.value.problems[0].where == "decks.0[1]"
    assert "speed 2 times" in caught.value.problems[0].what
