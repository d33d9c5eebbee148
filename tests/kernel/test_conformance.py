"""The kernel's conformance checks (kernel/conformance.py) on every registered game, and on a second
game built on the kernel alone (tests/kernel/toy_game.py, hidden cards and all): each check passes on
them, and fails on the same toy game with the one thing wrong that the check is there to catch."""

import pytest
from toy_game import BROKEN, HandByPlace, Toy

import games  # noqa: F401 (registers the installed games)
from kernel import conformance, registry
from kernel.conformance import CHECKS, ConformanceError

SEEDS = (1, 2)


def test_every_installed_game_is_registered_and_small_world_is_the_default():
    assert registry.ids()[0] == "smallworld" and registry.default() is registry.get("smallworld")
    assert set(registry.get("smallworld").sample_setups(1)) >= {"classic", "azeroth"}   # both rulesets are played


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("game_id", registry.ids())
def test_every_registered_game_passes_every_check(game_id, check, seed):
    check(registry.get(game_id), seed)


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__)
def test_a_game_with_hidden_cards_built_on_the_kernel_alone_passes_them(check):
    for seed in SEEDS:
        check(Toy(), seed)


def test_a_game_hiding_its_hands_by_their_place_passes_the_view_check():
    for seed in SEEDS:
        conformance.views_hide_other_seats_cards(HandByPlace(), seed)


@pytest.mark.parametrize("broken", list(BROKEN), ids=lambda cls: cls.__name__)
def test_each_check_catches_the_fault_it_is_for(broken):
    check = getattr(conformance, BROKEN[broken])
    with pytest.raises(ConformanceError) as info:
        check(broken(), 1)
    assert "toy" in str(info.value)


def test_the_toy_game_hides_its_cards_in_the_view_of_the_other_seats():
    toy = Toy()
    setup, problems = toy.parse_setup(toy.sample_setups(5)["2 seats"], "toy.json")
    assert not problems
    game = toy.new_game(setup)
    mine, theirs = toy.view(game, 0), toy.view(game, 1)
    assert mine["players"][0]["hand"] == list(game.hands[0]) and len(game.hands[0]) == 3
    assert theirs["players"][0]["hand"] == 3 and set(toy.hidden(game, 0)) == set(game.hands[0])
