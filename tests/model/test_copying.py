"""Game.copy() and copy.deepcopy(game, memo) (kernel/copying.py): an independent game with
the same state, the same pieces shared the way the original shares them, and the same future."""

import copy
import json
import os
import random

from game_helpers import canonical

from games.smallworld.ai.random_ai import RandomPlayer
from games.smallworld.model.board import load_map, map_path
from games.smallworld.model.game import Game
from games.smallworld.model.legal import legal_actions
from games.smallworld.model.ruleset import load_ruleset

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLASSIC = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
AZEROTH = load_ruleset(os.path.join(ROOT, "rules_data", "azeroth"))
WEALD = load_map(map_path("sundered-weald", os.path.join(ROOT, "maps")))
WORLD = load_map(map_path("shattered-sea", os.path.join(ROOT, "maps")))


def started(ruleset, board, seed, actions):
    """A 5-player random game after `actions` actions, and its seeded player."""
    players = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(board.players)]
    game = Game(ruleset, board, players, seed)
    bot = RandomPlayer(random.Random(seed))
    for _ in range(actions):
        if game.over:
            break
        game.apply(bot.choose(game))
    return game, bot


def pieces_are_the_copys_own(original, twin):
    """Every tribe the copy refers to is one of its own tribes, never the original's."""
    tribes = set(map(id, twin.tribes.values()))
    assert not tribes & set(map(id, original.tribes.values()))
    referenced = [t for t in twin.occupant if hasattr(t, "owner")]
    referenced += [t for p in twin.players for t in p.tribes()] + list(twin.turn.campaigns)
    referenced += [entry[1] for entry in twin.pending_retreats] + [entry[2] for entry in twin.peace]
    assert all(id(t) in tribes for t in referenced)


def test_a_copy_has_the_same_state_and_legal_actions_and_its_own_pieces():
    for ruleset, board in ((CLASSIC, WEALD), (AZEROTH, WORLD)):
        for seed, actions in ((1, 40), (2, 90), (3, 150)):
            game, _bot = started(ruleset, board, seed, actions)
            twin = game.copy()
            assert canonical(twin) == canonical(game)
            assert json.dumps(legal_actions(twin)) == json.dumps(legal_actions(game))
            pieces_are_the_copys_own(game, twin)
            assert twin.ruleset is game.ruleset and twin.board is game.board
            for values, _reason in twin._immune_markers:      # still the copy's marker lists
                assert any(values is v for v in twin.markers.values())


def test_playing_on_a_copy_leaves_the_original_as_it_was():
    for ruleset, board in ((CLASSIC, WEALD), (AZEROTH, WORLD)):
        game, bot = started(ruleset, board, 4, 60)
        before = canonical(game)
        twin = game.copy()
        for _ in range(80):
            if twin.over:
                break
            twin.apply(bot.choose(twin))
        assert canonical(game) == before
        assert canonical(twin) != before


def test_a_classic_game_continued_on_copies_ends_as_the_original():
    for seed in (5, 6):
        game, bot = started(CLASSIC, WEALD, seed, 0)
        other, other_bot = started(CLASSIC, WEALD, seed, 0)
        while not game.over:
            if len(other.actions) % 20 == 0:
                other = other.copy()
            game.apply(bot.choose(game))
            other.apply(other_bot.choose(other))
        assert canonical(other) == canonical(game) and other.actions == game.actions


def test_a_memo_given_to_deepcopy_is_honoured():
    """The players copy without the action log by mapping it to an empty list in the memo."""
    game, _bot = started(AZEROTH, WORLD, 7, 70)
    memo = {id(game.ruleset): game.ruleset, id(game.board): game.board, id(game.actions): []}
    light = copy.deepcopy(game, memo)
    assert light.actions == [] and game.actions
    assert json.dumps(legal_actions(light)) == json.dumps(legal_actions(game))
