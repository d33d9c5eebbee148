"""Rulesets that extend another, and the example primitive of docs/MODDING.md
(`reach_from_declined`, used by the Gnomes of tests/data/mods/gnomes-test)."""

import os
import shutil

import pytest
from conftest import BOARD, RULESET, act, assert_audit, conquer, do, end_turn, play_turn, refused

from games.smallworld.model.board import load_map
from games.smallworld.model.errors import DataError
from games.smallworld.model.game import Game
from games.smallworld.model.ruleset import check_ruleset, load_ruleset

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GNOMES = os.path.join(ROOT, "tests", "data", "mods", "gnomes-test")


def _write(folder, name, text):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
        handle.write(text)


def _child(tmp_path, ruleset_extra="", races=None, powers=None, parent="classic"):
    """A ruleset folder beside a copy of classic, extending it."""
    shutil.copytree(os.path.join(ROOT, "rules_data", "classic"), tmp_path / "classic")
    folder = tmp_path / "child"
    folder.mkdir()
    _write(folder, "ruleset.yaml", f"format: smallworld-ruleset\nversion: 1\nid: child\nextends: {parent}\n"
           + ruleset_extra)
    if races is not None:
        _write(folder, "races.yaml", races)
    if powers is not None:
        _write(folder, "powers.yaml", powers)
    return str(folder)


def test_the_gnomes_mod_holds_only_what_it_adds_and_gets_the_rest_from_classic():
    rules = load_ruleset(GNOMES)
    assert rules.parent == "classic" and rules.id == "gnomes-test"
    assert set(rules.races) == set(RULESET.races) | {"gnomes"}
    assert set(rules.powers) == set(RULESET.powers)
    assert (rules.rounds, rules.die, rules.markers) == (RULESET.rounds, RULESET.die, RULESET.markers)
    assert sorted(os.listdir(GNOMES)) == ["races.yaml", "ruleset.yaml"]


def test_a_child_replaces_a_parents_power_and_numbers(tmp_path):
    folder = _child(tmp_path, "starting_coins: 9\nrounds: {2: 3}\n",
                    powers="- id: alchemist\n  name: Rich Alchemist\n  bonus: 4\n  effects:\n"
                           "    - coins_per_turn: {amount: 5}\n")
    rules, problems = check_ruleset(folder)
    assert [p for p in problems if not p.warning] == []
    assert rules.starting_coins == 9 and rules.rounds[2] == 3 and rules.rounds[5] == RULESET.rounds[5]
    assert rules.powers["alchemist"].name == "Rich Alchemist"
    assert list(rules.powers) == list(RULESET.powers)     # replaced in place, nothing added
    game = Game(rules, BOARD, [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 1,
                races=["ratmen"], powers=["alchemist"])
    play_turn(game, 0, pick="ratmen", conquer=["a4"], redeploy={"a4": 12})
    assert game.players[0].coins == 9 + 1 + 5


@pytest.mark.parametrize("parent, words", [("nowhere", "no ruleset"), ("../classic", "must be the id"),
                                           ("child", "loop")])
def test_a_bad_parent_is_named(tmp_path, parent, words):
    folder = _child(tmp_path, parent=parent)
    rules, problems = check_ruleset(folder)
    assert rules is None
    assert any(words in p.what and "extends" in p.where for p in problems), problems


def test_two_rulesets_extending_each_other_are_refused(tmp_path):
    for name, other in (("one", "two"), ("two", "one")):
        (tmp_path / name).mkdir()
        _write(tmp_path / name, "ruleset.yaml",
               f"format: smallworld-ruleset\nversion: 1\nid: {name}\nextends: {other}\n")
    with pytest.raises(DataError) as info:
        load_ruleset(str(tmp_path / "one"))
    assert "loop" in str(info.value)


def test_a_child_with_a_broken_race_names_its_own_file(tmp_path):
    folder = _child(tmp_path, races="- id: blobs\n  name: Blobs\n  banner: 4\n  box: 2\n  effects: []\n")
    rules, problems = check_ruleset(folder)
    assert rules is None
    assert any(p.where.endswith("races.yaml: blobs.box") for p in problems), problems


# == the example primitive: reach_from_declined ===========================================

def _gnomes_game():
    rules = load_ruleset(GNOMES)
    board = load_map(os.path.join(ROOT, "tests", "data", "test-grid.json"))
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    return Game(rules, board, seats, 1, races=["ratmen", "humans", "gnomes", "orcs", "elves", "dwarves"],
                powers=["hill", "swamp", "commando", "forest", "merchant", "alchemist"])


def test_gnomes_conquer_next_to_their_players_declined_race():
    game = _gnomes_game()
    play_turn(game, 0, pick="ratmen", conquer=["a2", "a3"], redeploy={"a2": 6, "a3": 6})
    play_turn(game, 1, pick="humans", conquer=["d1"], redeploy={"d1": 9})
    do(game, 0, "decline")                       # the Ratmen stay in a2 and a3
    end_turn(game, 0)
    end_turn(game, 1)
    do(game, 0, "pick", combo=[c.race.id for c in game.combos].index("gnomes"))
    conquer(game, 0, "c4")                       # a border mountain, far from the Ratmen
    events = conquer(game, 0, "a4")              # not next to c4, but next to the declined a3
    assert events[-1]["region"] == "a4"
    assert "adjacent" in refused(game, act(0, "conquer", region="d2"))    # next to nothing of Ann's
    assert_audit(game)


def test_gnomes_first_conquest_may_be_an_interior_region_next_to_the_declined_race():
    game = _gnomes_game()
    play_turn(game, 0, pick="ratmen", conquer=["a2"], redeploy={"a2": 12})
    play_turn(game, 1, pick="humans", conquer=["d1"], redeploy={"d1": 9})
    do(game, 0, "decline")
    end_turn(game, 0)
    end_turn(game, 1)
    do(game, 0, "pick", combo=[c.race.id for c in game.combos].index("gnomes"))
    events = conquer(game, 0, "b2")               # interior, next to the declined Ratmen in a2
    assert events[-1]["region"] == "b2"
    assert_audit(game)


def test_without_a_declined_race_gnomes_enter_at_the_border_like_anyone():
    game = _gnomes_game()
    do(game, 0, "pick", combo=[c.race.id for c in game.combos].index("gnomes"))
    assert "border" in refused(game, act(0, "conquer", region="b2"))
    conquer(game, 0, "a2")
    assert "adjacent" in refused(game, act(0, "conquer", region="d2"))


def test_reach_from_declined_grants_no_adjacency_to_the_giants_style_discount():
    from games.smallworld.model.primitives import PRIMITIVES
    primitive = PRIMITIVES["reach_from_declined"]("Gnomes", "race")
    assert primitive.links.__qualname__.startswith("Primitive.")     # it only lifts the need (rules C15)
    assert "declined" in primitive.describe()
