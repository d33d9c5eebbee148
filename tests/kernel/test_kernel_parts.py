"""The kernel's parts one by one: per-game action registries, the game-file envelope, the registry of
installed games, seeded outcomes, the one replay and hexes as polygons (kernel/*.py)."""

import copy
import random
from typing import ClassVar

import pytest
from toy_game import Toy

from kernel import envelope, geometry, registry
from kernel.actions import Action, ActionFieldError, ActionRegistry
from kernel.errors import DataError, IllegalAction
from kernel.outcomes import Outcomes
from kernel.replay import replay

# -- actions: one registry per game ------------------------------------------------------------


def two_games_with_a_move():
    wolves, board = ActionRegistry("wolves", summary_fields=("region",)), ActionRegistry("board")

    @wolves.action("move")
    class Move(Action):
        region: str

    @board.action("move")
    class March(Action):
        to: tuple[str, ...]
        army: int | None = None

    return wolves, board, Move, March


def test_two_games_may_each_have_a_move_of_their_own():
    wolves, board, Move, March = two_games_with_a_move()
    assert wolves.from_json({"type": "move", "player": 1, "region": "h3"}) == Move(player=1, region="h3")
    assert board.from_json({"type": "move", "player": 0, "to": ["a", "b"]}) == March(player=0, to=("a", "b"))
    with pytest.raises(ActionFieldError) as info:
        wolves.from_json({"type": "move", "player": 1, "to": ["a"]})      # the other game's move is not read
    assert info.value.field == "region"
    assert March(player=0, to=("a",), army=3).to_json() == {"type": "move", "player": 0, "to": ["a"], "army": 3}
    assert wolves.describe(Move(player=1, region="h3")) == "move h3" and board.describe({"type": "move"}) == "move"


def test_an_unknown_type_names_only_the_types_of_that_game():
    wolves, board, _Move, _March = two_games_with_a_move()

    @board.action("build")
    class Build(Action):
        region: str

    with pytest.raises(ActionFieldError) as info:
        wolves.from_json({"type": "build", "player": 0, "region": "a"})
    assert info.value.reason == "unknown action type \"build\"; known types: move"
    with pytest.raises(IllegalAction):
        wolves.from_json(["move"])


def test_a_registry_takes_only_actions_of_its_game_s_base():
    @dataclass_action
    class Base(Action):
        faction: str | None = None

    horde = ActionRegistry("horde", Base)

    @horde.action("raid")
    class Raid(Base):
        region: str

    # the base's fields are read after `player` and written after the action's own
    read = horde.from_json({"type": "raid", "player": 2, "faction": "orcs", "region": "r1", "note": [1]})
    assert (read.player, read.faction, read.region, dict(read.extra)) == (2, "orcs", "r1", {"note": [1]})
    assert list(read.to_json()) == ["type", "player", "region", "faction", "note"]
    walk = dataclass_action(type("Walk", (Action,), {"type": "walk"}))
    with pytest.raises(TypeError):
        horde.register(walk)        # an action of no base of the horde's
    with pytest.raises(TypeError):      # a field every action carries must be optional
        ActionRegistry("strict", dataclass_action(type("Strict", (Action,), {"__annotations__": {"side": str}})))


def dataclass_action(cls):
    import dataclasses

    return dataclasses.dataclass(frozen=True, kw_only=True)(cls)


def test_a_class_without_a_type_or_with_an_unreadable_field_is_refused():
    games = ActionRegistry("g")
    with pytest.raises(TypeError):
        games.register(dataclass_action(type("NoType", (Action,), {})))
    with pytest.raises(TypeError):
        games.register(dataclass_action(type("Odd", (Action,), {"__annotations__": {"type": ClassVar[str],
                                                                                     "when": float},
                                                                  "type": "odd"})))


# -- the envelope and the installed games -----------------------------------------------------------


@pytest.mark.parametrize("document, named", [
    ({"format": "smallworld-game"}, ("smallworld", "game")),
    ({"format": "wolves-map"}, ("wolves", "map")),
    ({"format": "warcraft_board-game"}, ("warcraft_board", "game")),
    ({"format": "smallworld-settings"}, None),
    ({"format": "Smallworld-game"}, None),
    ({"format": "-game"}, None),
    ({"format": 3}, None),
    ({}, None),
    (["smallworld-game"], None),
])
def test_a_file_s_format_names_its_game(document, named):
    assert envelope.read_format(document) == named
    assert envelope.game_named(document) == (named[0] if named else None)


def test_the_envelope_comes_first():
    assert envelope.file_format("wolves") == "wolves-game" and envelope.file_format("wolves", "map") == "wolves-map"
    assert list(envelope.wrap("toy", 2, {"version": 9, "seed": 1})) == ["format", "version", "seed"]
    with pytest.raises(ValueError):
        envelope.file_format("Wolves")


@pytest.fixture
def toy_installed(monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", {})
    registry.register(Toy())
    return registry.get("toy")


def test_the_registry_finds_a_game_by_id_and_refuses_others(toy_installed):
    assert registry.ids() == ("toy",) and registry.default() is toy_installed
    with pytest.raises(DataError) as info:
        registry.get("nosuch", "--game")
    assert str(info.value.problems[0]) == 'error: --game: unknown game "nosuch" (installed: toy)'
    with pytest.raises(ValueError):
        registry.register(Toy())            # another game of the same id


def test_a_file_is_read_by_the_game_its_format_names(toy_installed):
    assert registry.for_document({"format": "toy-game"}, "f.json") is toy_installed
    assert registry.for_document({"players": []}, "f.json") is toy_installed          # names none: the default
    with pytest.raises(DataError) as info:
        registry.for_document({"format": "wolves-game"}, "f.json")
    problem = info.value.problems[0]
    assert problem.where == "f.json: format" and "wolves" in problem.what and "not installed" in problem.what
    with pytest.raises(DataError) as info:
        registry.for_document({"format": "wolves-game"}, "f.json", chosen="toy")
    assert info.value.problems[0].where == "f.json: format" and "not of \"toy\"" in info.value.problems[0].what


def test_a_misspelt_kind_of_an_installed_games_file_is_refused_not_read_as_the_default(toy_installed):
    with pytest.raises(DataError) as info:
        registry.for_document({"format": "toy-gam"}, "f.json")
    problem = info.value.problems[0]
    assert problem.where == "f.json: format" and "toy-game, toy-map" in problem.what
    assert registry.for_document({"format": "nogame-gam"}, "f.json") is toy_installed   # no game named: default


# -- seeded outcomes ------------------------------------------------------------------------------


def test_scripted_outcomes_come_first_then_the_seed_and_all_are_logged():
    dice = Outcomes("dice", random.Random(4), script=[6, 1])
    rolled = [dice.roll(range(1, 7)) for _ in range(5)]
    assert rolled[:2] == [6, 1] and dice.log == rolled and dice.recorded() == rolled
    again = Outcomes("dice", random.Random(4), script=rolled)
    assert [again.roll(range(1, 7)) for _ in range(5)] == rolled
    later = Outcomes("dice", random.Random(4), script=[3, 3, 3])
    later.roll(range(1, 7))
    assert later.recorded() == [3, 3, 3]      # a scripted outcome not reached yet is kept


def test_a_shuffle_takes_the_scripted_order_first_and_counts_repeated_items():
    bag = Outcomes("bombs", random.Random(1), script=["live", "dud", "dud"])
    order = bag.shuffle(["live", "dud", "dud", "live", "dud"])
    assert order[:3] == ["live", "dud", "dud"] and sorted(order) == sorted(["live", "dud", "dud", "live", "dud"])
    assert bag.log == order
    deck = Outcomes("deck", random.Random(1), script=["c2", "c2"])
    with pytest.raises(DataError) as info:
        deck.shuffle(["c1", "c2", "c3"])
    assert info.value.problems[0].where == "deck[1]" and "c2" in info.value.problems[0].what


def test_an_outcome_that_cannot_happen_is_refused_where_it_is_recorded():
    dice = Outcomes("dice", random.Random(1), script=[2, 9])
    dice.roll((1, 2, 3))
    with pytest.raises(DataError) as info:
        dice.roll((1, 2, 3))
    assert str(info.value.problems[0]) == "error: dice[1]: 9 is not a face of the die"
    draws = Outcomes("markers", random.Random(1), script=["gem"])
    with pytest.raises(DataError):
        draws.draw(["sword", "shield"])
    assert Outcomes("markers", random.Random(1)).draw(["sword", "shield"]) in ("sword", "shield")


def test_a_copy_of_outcomes_plays_on_alike_and_apart():
    rng = random.Random(8)
    dice = Outcomes("dice", rng)
    dice.roll(range(6))
    memo = {}
    twin = copy.deepcopy(dice, memo)
    assert twin.rng is not rng and memo[id(rng)] is twin.rng     # a generator shared in the game stays shared
    assert [twin.roll(range(6)) for _ in range(4)] == [dice.roll(range(6)) for _ in range(4)]
    twin.roll(range(6))
    assert len(twin.log) == len(dice.log) + 1


# -- the one replay --------------------------------------------------------------------------------


def toy_setup(actions, path=None):
    toy = Toy()
    setup, problems = toy.parse_setup(dict(toy.sample_setups(3)["2 seats"], actions=actions), "t.json")
    assert not problems
    if path:
        setup["path"] = path
    return toy, setup


def test_the_replay_names_the_action_that_does_not_replay():
    toy, setup = toy_setup([{"type": "roll", "player": 0}, {"type": "play", "player": 1, "card": "c99"}])
    with pytest.raises(DataError) as info:
        replay(toy, setup)
    assert str(info.value.problems[0]) == "error: action 1 (play c99): c99 is not in your hand"
    steps = []
    result = replay(toy, setup, until=1, on_step=lambda step, game: steps.append((step.index, step.round)))
    assert result.applied == 1 and steps == [(0, 1)]
    assert replay(toy, setup, until=1, resume=replay(toy, setup, until=0)).game.scores == result.game.scores


def test_a_setup_that_cannot_start_a_game_names_its_file():
    toy, setup = toy_setup([], path="saves/t.json")
    setup["deck"] = ["nothing"]
    with pytest.raises(DataError) as info:
        replay(toy, setup)
    assert info.value.problems[0].where == "saves/t.json: deck[0]"


# -- hexes are polygons ----------------------------------------------------------------------------


@pytest.mark.parametrize("pointy", [True, False])
def test_a_hex_board_s_outlines_give_the_six_axial_neighbours(pointy):
    cells = {(q, r): geometry.hexagon(geometry.hex_center(q, r, 20, pointy, (200, 200)), 20, pointy)
             for q in range(-3, 4) for r in range(-3, 4) if abs(q + r) <= 3}
    named = {f"{q},{r}": outline for (q, r), outline in cells.items()}
    expected = {frozenset((f"{q},{r}", f"{q + dq},{r + dr}")) for q, r in cells
                for dq, dr in ((1, 0), (0, 1), (1, -1)) if (q + dq, r + dr) in cells}
    assert geometry.shared_borders(named) == expected and len(expected) == 90
    assert geometry.overlapping_regions(named) == []
    assert all(geometry.is_simple(outline) for outline in named.values())
    assert geometry.point_in_polygon(geometry.hex_center(1, -1, 20, pointy, (200, 200)), named["1,-1"])
    assert not geometry.point_in_polygon(geometry.hex_center(1, -1, 20, pointy, (200, 200)), named["0,0"])
