"""Hard's lookahead (games/warcraft_board/ai/search.py): its searches stay within their counts in every
scenario, and a rollout finds a clearly winning capture the heuristic alone passes over."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.warcraft_board.ai import search
from games.warcraft_board.ai.player import WarcraftPlayer
from games.warcraft_board.model.actions import Move
from tests.warcraft_board.engine_support import clear, place, run_until, start
from tests.warcraft_board.test_wb_ai_levels import GAMES, new_game, play


@pytest.mark.parametrize("which", GAMES)
def test_hard_searches_within_its_counts_in_every_scenario(which, monkeypatch):
    """Every search plays at most candidates x samples rollouts of at most max_actions actions each (the
    bound that keeps a decision's time in budget), and the games still end."""
    searches: list[int] = []
    lengths: list[int] = []
    real_search, real_rollout = search.best_candidate, search.rollout

    def counted_search(game, seat, preparers, rng, params, *horizon):
        searches.append(0)
        assert len(preparers) <= params.candidates
        return real_search(game, seat, preparers, rng, params, *horizon)

    def counted_rollout(twin, seat, prepare, max_actions, *horizon):
        searches[-1] += 1
        before = len(twin.actions)
        value = real_rollout(twin, seat, prepare, max_actions, *horizon)
        lengths.append(len(twin.actions) - before)
        return value

    monkeypatch.setattr(search, "best_candidate", counted_search)
    monkeypatch.setattr(search, "rollout", counted_rollout)
    game = new_game(which, 3)
    play(game, ["hard"] * len(game.seats), 3)
    assert game.over
    params = search.SearchParams()
    samples = params.crowd_samples if len(game.seats) >= 4 else params.samples
    assert searches, "hard never searched"
    assert max(searches) <= params.candidates * samples
    assert max(lengths) <= params.max_actions + 1


def staged_capture():
    """Seat 0 (Humans) to move, three top-level melee units beside the Orc City (s44), sacked once already
    and held by one melee unit of level 1: taking it eliminates the Orcs and wins the game."""
    game = start(2, seed=3)
    run_until(game, "move", 0)
    clear(game, "s44")
    place(game, 1, "melee", "s44")
    game.seats[1].sacked = True
    game.depletion["s44"] = "partial"
    place(game, 0, "melee", "s43", 3)
    game.seats[0].levels["melee"] = 3
    return game


@pytest.mark.parametrize("seed", (1, 2, 3))
def test_the_rollouts_find_a_winning_capture_the_heuristic_passes_over(seed):
    game = staged_capture()
    # the heuristic told never to attack: only the search can find the capture
    timid = WarcraftPlayer("hard", seed)
    timid.params = replace(timid.params, attack_odds=1.01)
    plan_with_search = timid.choose(game)
    assert isinstance(plan_with_search, Move) and plan_with_search.path[-1] == "s44", plan_with_search
    assert all(end == "s44" for _, path, _ in timid._plan[:2] for end in path[-1:])

    blind = WarcraftPlayer("hard", seed)
    blind.params = replace(blind.params, attack_odds=1.01)
    blind.search = None                      # the same player without its rollouts
    action = blind.choose(game)
    ends = [action.path[-1]] if isinstance(action, Move) else []
    ends += [path[-1] for _, path, _ in blind._plan]
    assert "s44" not in ends
