"""bench/wolves_ladder.py: one JSON line with each matchup's win rate, its interval and the levels'
decision times, from games set up as `simulate --game wolves` sets them up."""

import importlib.util
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_ladder():
    spec = importlib.util.spec_from_file_location("wolves_ladder", os.path.join(ROOT, "bench", "wolves_ladder.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_wilson_interval():
    ladder = load_ladder()
    assert ladder.wilson(0, 0) == (0.0, 1.0)
    low, high = ladder.wilson(72, 100)
    assert 0.62 < low < 0.72 < high < 0.81
    assert ladder.wilson(10, 10)[1] == 1.0


def test_a_small_ladder_prints_one_json_line(monkeypatch, capsys):
    ladder = load_ladder()
    monkeypatch.setattr(sys, "argv", ["wolves_ladder.py", "--games", "2", "--players", "2", "--jobs", "1",
                                      "--matchups", "easy:random"])
    ladder.main()
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    report = json.loads(lines[0])
    [row] = report["matchups"]
    assert row["matchup"] == "easy:random" and row["players"] == 2 and row["games"] == 2
    assert row["wins"] + row["unfinished"] <= 2 and row["chance"] == 0.5
    assert row["ci95"][0] <= row["win_rate"] <= row["ci95"][1]
    assert set(report["decision_times"]) == {"easy", "random"}
    assert report["decision_times"]["easy"]["decisions"] > 0
    assert report["command"].startswith("python bench/wolves_ladder.py --games 2")


def test_a_ladder_game_is_the_game_simulate_plays():
    """The ladder's game of a seed is the one `simulate --game wolves --seed S` plays (same setup,
    same computer seeds): the same winners and scores."""
    from games.wolves.commands import simulate
    from games.wolves.definition import WOLVES

    ladder = load_ladder()
    result = ladder.play(["easy", "random"], 41)
    summary = simulate(WOLVES, "standard", ["easy", "random"], 1, 41)
    assert summary["mean_vp"] == [float(v) for v in result["vp"]]
    assert summary["wins"] == [1 if seat in result["winners"] else 0 for seat in range(2)]
