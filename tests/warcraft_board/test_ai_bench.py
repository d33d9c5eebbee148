"""The Warcraft benches' own logic: the ladder's interval and one job's bookkeeping on the shipped main
map (a short game at a small turn cap)."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "bench"))

import wb_balance  # noqa: E402
import wb_ladder  # noqa: E402


def test_wilson_interval_holds_the_rate():
    low, high = wb_ladder.wilson(30, 40)
    assert low < 0.75 < high
    assert wb_ladder.wilson(0, 0) == (0.0, 1.0)


def test_a_ladder_job_plays_its_games_with_the_strong_level_on_its_side():
    try:
        result = wb_ladder.run_job(("easy", "random", "main2", 1, [3, 4], 3))
    except LookupError:
        pytest.skip("the main map is not shipped")
    assert result["games"] == 2
    assert result["wins"] + result["draws"] <= 2
    assert result["times"]["easy"] and result["times"]["random"]
    assert all(t <= 3 for t in result["turns"])


def test_balance_report_flags_a_side_outside_its_fair_share():
    games = [{"races": ["humans", "undead"], "winners": [0], "first": 0, "turns": 10} for _ in range(30)]
    report = wb_balance.report("necromancer_march", games)
    assert report["sides"]["humans"]["unbalanced"] == "wins too often"
    assert report["sides"]["undead"]["unbalanced"] == "wins too rarely"
    assert report["suggestions"]
