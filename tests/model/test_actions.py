"""Typed actions (games/smallworld/model/actions.py): the game file's action objects, read and written."""

import dataclasses
import os
from typing import ClassVar

import pytest
from game_helpers import random_game

from games.smallworld.model import actions
from games.smallworld.model.actions import (
    ACTION_CLASSES,
    Action,
    ActionFieldError,
    Conquer,
    Counts,
    EndTurn,
    Pick,
    Redeploy,
    action_from_json,
    describe,
    register_action,
)
from games.smallworld.model.board import load_map
from games.smallworld.model.errors import IllegalAction
from games.smallworld.model.game import ACTION_TYPES
from games.smallworld.model.ruleset import load_ruleset

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")

EXAMPLES = [
    {"type": "pick", "player": 0, "combo": 2},
    {"type": "decline", "player": 1},
    {"type": "abandon", "player": 0, "region": "a1"},
    {"type": "conquer", "player": 0, "region": "r5"},
    {"type": "conquer", "player": 2, "region": "r5", "race": "ghouls"},
    {"type": "reinforce", "player": 0, "region": "b2"},
    {"type": "roll", "player": 3},
    {"type": "sorcery", "player": 0, "region": "c3"},
    {"type": "dragon", "player": 0, "region": "d4"},
    {"type": "redeploy", "player": 0, "tokens": {"a1": 3, "a2": 1}},
    {"type": "redeploy", "player": 0, "tokens": {"a1": 3}, "encampments": {"a1": 2}, "fortress": "a1",
     "heroes": ["a1"]},
    {"type": "redeploy", "player": 1, "race": "ghouls", "tokens": {}},
    {"type": "ally", "player": 0, "target": 1},
    {"type": "retreat", "player": 1, "tokens": {"a1": 2}},
    {"type": "end_turn", "player": 4},
]


def test_every_action_type_of_the_engine_has_a_class():
    assert set(ACTION_TYPES) <= set(ACTION_CLASSES)


@pytest.mark.parametrize("data", EXAMPLES, ids=lambda d: d["type"])
def test_to_json_gives_back_exactly_what_the_file_stores(data):
    action = action_from_json(data)
    assert isinstance(action, ACTION_CLASSES[data["type"]])
    assert action.type == data["type"] and action.player == data["player"]
    assert action.to_json() == data
    assert action_from_json(action.to_json()) == action
    hash(action)  # frozen and hashable, even with {region: count} fields
    with pytest.raises(dataclasses.FrozenInstanceError):
        action.player = 9


def test_built_in_code_the_same_as_read():
    assert Conquer(player=0, region="r5").to_json() == {"type": "conquer", "player": 0, "region": "r5"}
    assert EndTurn(player=1).to_json() == {"type": "end_turn", "player": 1}
    redeploy = Redeploy(player=0, tokens=Counts({"a": 2}), heroes=("a",))
    assert redeploy.to_json() == {"type": "redeploy", "player": 0, "tokens": {"a": 2}, "heroes": ["a"]}
    assert redeploy == action_from_json(redeploy.to_json())
    assert describe(Pick(player=0, combo=3)) == describe({"type": "pick", "player": 0, "combo": 3}) == "pick 3"


def test_fields_a_reader_does_not_know_are_kept():
    data = {"type": "conquer", "player": 0, "region": "r5", "use": ["doomhammer"]}
    action = action_from_json(data)
    assert action.extra == {"use": ["doomhammer"]}
    assert action.to_json() == data
    assert action != Conquer(player=0, region="r5")


def test_every_action_of_whole_games_reads_and_writes_back_unchanged():
    rules = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
    board = load_map(GRID)
    seen = set()
    for seed in range(4):
        for data in random_game(rules, board, seed, seats=3).actions:
            assert action_from_json(data).to_json() == data
            seen.add(data["type"])
    assert {"pick", "conquer", "redeploy", "end_turn"} <= seen


def test_applying_a_typed_action_through_its_json():
    rules = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
    from games.smallworld.model.game import Game
    game = Game(rules, load_map(GRID), [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 3,
                races=["ratmen"], powers=["forest"])
    game.apply(Pick(player=0, combo=0).to_json())
    events = game.apply(Conquer(player=0, region="a3").to_json())
    assert events[-1]["type"] == "conquered"


@pytest.mark.parametrize("data, field, words", [
    ({"type": "zap", "player": 0}, "type", "unknown action type \"zap\""),
    ({"player": 0}, "type", "needs a type"),
    ({"type": "conquer", "player": 0}, "region", "conquer: region is missing"),
    ({"type": "conquer", "region": "a1"}, "player", "player must be a whole number"),
    ({"type": "conquer", "player": True, "region": "a1"}, "player", "player must be a whole number"),
    ({"type": "conquer", "player": -1, "region": "a1"}, "player", "seat number"),
    ({"type": "pick", "player": 0, "combo": "top"}, "combo", "combo must be a whole number, not \"top\""),
    ({"type": "conquer", "player": 0, "region": 5}, "region", "region must be text"),
    ({"type": "redeploy", "player": 0, "tokens": [1, 2]}, "tokens", "tokens must be {region: count}"),
    ({"type": "redeploy", "player": 0, "tokens": {"a1": -2}}, "tokens.a1", "must be a count, not -2"),
    ({"type": "redeploy", "player": 0, "tokens": {"a1": 1.5}}, "tokens.a1", "must be a count"),
    ({"type": "redeploy", "player": 0, "tokens": {}, "heroes": "a1"}, "heroes", "must be a list of ids"),
    ({"type": "redeploy", "player": 0, "tokens": {}, "heroes": ["a1", 2]}, "heroes[1]", "must be text"),
    ({"type": "ally", "player": 0, "target": "Bob"}, "target", "target must be a whole number"),
])
def test_malformed_actions_are_refused_with_a_reason(data, field, words):
    with pytest.raises(IllegalAction) as info:
        action_from_json(data)
    assert words in info.value.reason
    assert len(info.value.reason) < 200  # a bad value is quoted as a short excerpt
    assert isinstance(info.value, ActionFieldError) and info.value.field == field


def test_a_long_region_id_reads_and_a_non_object_is_refused():
    assert action_from_json({"type": "conquer", "player": 0, "region": "x" * 500}).region == "x" * 500
    for bad in ([], "conquer", None, 3):
        with pytest.raises(IllegalAction) as info:
            action_from_json(bad)
        assert "must be an object" in info.value.reason


def test_a_ruleset_registers_new_action_types_and_richer_classes(monkeypatch):
    monkeypatch.setattr(actions, "ACTION_CLASSES", dict(ACTION_CLASSES))

    @register_action
    @dataclasses.dataclass(frozen=True, kw_only=True)
    class Portal(Action):
        type: ClassVar[str] = "portal"
        regions: tuple[str, ...]
        paid: int | None = None

    data = {"type": "portal", "player": 1, "regions": ["a1", "b2"]}
    assert actions.action_from_json(data) == Portal(player=1, regions=("a1", "b2"))
    assert actions.action_from_json(data).to_json() == data
    with pytest.raises(ActionFieldError) as info:
        actions.action_from_json({"type": "portal", "player": 1, "regions": "a1"})
    assert info.value.field == "regions"

    @register_action
    @dataclasses.dataclass(frozen=True, kw_only=True)
    class ConquerWithItems(Conquer):
        use: tuple[str, ...] | None = None

    read = actions.action_from_json({"type": "conquer", "player": 0, "region": "r1", "use": ["ashes"]})
    assert isinstance(read, ConquerWithItems) and read.use == ("ashes",) and not read.extra
    assert "conquer" in ACTION_CLASSES and ACTION_CLASSES["conquer"] is Conquer  # the real registry is untouched


def test_register_action_refuses_what_it_cannot_read():
    with pytest.raises(TypeError):
        register_action(dict)

    with pytest.raises(TypeError):
        @register_action
        @dataclasses.dataclass(frozen=True, kw_only=True)
        class Untyped(Action):
            pass

    with pytest.raises(TypeError):
        @register_action
        @dataclasses.dataclass(frozen=True, kw_only=True)
        class Odd(Action):
            type: ClassVar[str] = "odd"
            when: float
