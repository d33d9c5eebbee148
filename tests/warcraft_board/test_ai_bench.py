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


def test_balance_report_tells_a_seat_edge_from_a_race_edge_in_main_2():
    # seat 0 wins every game whatever race it has: each race wins only as seat 0
    pairs = [["humans", "orcs"], ["orcs", "undead"], ["night_elves", "undead"], ["humans", "night_elves"]]
    games = [{"races": pairs[i % 4], "winners": [0], "first": i % 2, "turns": 10} for i in range(40)]
    report = wb_balance.report("main2", games)
    assert report["seats"]["0"]["wins"] == 40 and report["seats"]["1"]["wins"] == 0
    assert any("seat 0 wins too often whatever its race" in s for s in report["suggestions"])
    even = [{"races": pairs[i % 4], "winners": [i % 2], "first": 0, "turns": 10} for i in range(40)]
    assert not any("seat" in s for s in wb_balance.report("main2", even)["suggestions"])


def test_race_pairs_give_each_ordered_pair_of_races_in_turn():
    try:
        result = wb_balance.run_job(("main2", "random", [5, 6, 17], 2, 5, True))
    except LookupError:
        pytest.skip("the main map is not shipped")
    # game g (seed 5 + g) plays pair g mod 12: the first, the second, and the first again
    assert [g["races"] for g in result["games"]] == [["humans", "orcs"], ["humans", "night_elves"],
                                                     ["humans", "orcs"]]
    assert len(wb_balance.RACE_PAIRS) == 12 and len(set(wb_balance.RACE_PAIRS)) == 12
