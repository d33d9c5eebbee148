"""Random games of 2 to 5 seats: every game ends, nothing raises, every listed action applies, a
refused action changes nothing, and a copy plays on independently."""

import json
import random

import pytest
from wolves_setups import random_setup

from games.wolves.model.actions import ACTIONS
from games.wolves.model.game import WolvesGame
from games.wolves.model.legal import sample_action
from games.wolves.model.state_json import state_json
from kernel.errors import IllegalAction

CAP = 3000       # actions; random games end long before (about 130-230)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_end(players):
    for seed in range(12):
        game = WolvesGame(random_setup(players, seed))
        rng = random.Random(seed)
        for _ in range(CAP):
            if game.over:
                break
            game.apply(sample_action(game, rng))
        assert game.over, f"{players} players, seed {seed}: no end after {CAP} actions"
        assert game.winners and len(game.final) == players
        assert "full" in game.scored and all(e["total"] >= 0 for e in game.final)
        json.dumps(state_json(game))


def kinds_first(game, rng):
    """A legal action: a kind of action first, then one of that kind (so moves do not crowd out the rest)."""
    by_kind = {}
    for action in game.legal_actions():
        by_kind.setdefault(action.type, []).append(action)
    return rng.choice(by_kind[rng.choice(sorted(by_kind))])


def spoil(action, rng):
    data = action.to_json()
    key = rng.choice([k for k in data if k != "type"] or ["player"])
    value = data[key]
    data[key] = -7 if isinstance(value, int) else "0,99" if isinstance(value, str) else {"tiles": [5, 5]}
    return data


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_listed_actions_apply_and_refusals_change_nothing(players, seed):
    game = WolvesGame(random_setup(players, seed))
    rng = random.Random(seed)
    step = 0
    while not game.over and step < CAP:
        legal = game.legal_actions()
        assert legal
        if step % 5 == 0:
            for action in legal:
                game.copy().apply(action)
            before = state_json(game)
            for action in rng.sample(legal, min(3, len(legal))):
                try:
                    game.copy().apply(spoil(action, rng))
                except IllegalAction:
                    pass
                try:
                    game.apply(spoil(action, rng))
                except IllegalAction:
                    assert state_json(game) == before
                else:
                    before = state_json(game)        # a spoiled action may still be legal
                    break
            if game.over:
                break
        game.apply(kinds_first(game, rng))
        step += 1
    assert game.over


def test_a_copy_plays_on_independently_and_alike():
    game = WolvesGame(random_setup(4, 9))
    rng = random.Random(9)
    for _ in range(60):
        game.apply(sample_action(game, rng))
    twin = game.copy()
    before = state_json(game)
    rng_a, rng_b = random.Random(5), random.Random(5)
    for _ in range(40):
        if twin.over:
            break
        twin.apply(sample_action(twin, rng_a))
    assert state_json(game) == before
    for _ in range(40):
        if game.over:
            break
        game.apply(sample_action(game, rng_b))
    assert state_json(game) == state_json(twin)


def test_actions_round_trip_through_json():
    game = WolvesGame(random_setup(3, 4))
    rng = random.Random(4)
    while not game.over:
        game.apply(sample_action(game, rng))
    replayed = WolvesGame(random_setup(3, 4))
    for action in game.actions:
        replayed.apply(ACTIONS.from_json(json.loads(json.dumps(action.to_json()))))
    assert state_json(replayed) == state_json(game)
