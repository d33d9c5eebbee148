"""Warcraft: The Board Game on the command line: simulate --scenario, replay --json, check, bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.warcraft_board.engine_support import TINY_2P

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(*args, home):
    env = dict(os.environ, HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SMALLWORLD_USER_DIR=str(home))
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=600)


@pytest.fixture()
def saved(tmp_path):
    result = run("simulate", "--game", "warcraft_board", "--players", "2", "--scenario", "main", "--seed", "4",
                 "--save-dir", str(tmp_path), home=tmp_path)
    assert result.returncode == 0, result.stderr
    return result, tmp_path / "game-4.json"


def test_simulate_prints_the_summary_last_with_mean_vp(saved):
    result, _ = saved
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    for key in ("games", "seconds", "games_per_second", "actions", "wins", "mean_vp", "decision_ms_p50",
                "decision_ms_p95", "decision_ms_max"):
        assert key in summary
    assert summary["games"] == 1 and summary["scenario"] == "main" and summary["players"] == 2
    assert len(summary["wins"]) == 2 and len(summary["mean_vp"]) == 2


def test_a_saved_game_replays_as_state_json_and_checks(saved, tmp_path):
    _, path = saved
    document = json.loads(path.read_text())
    assert document["format"] == "warcraft_board-game" and document["version"] == 1
    for key in ("scenario", "map", "seed", "players", "races", "first_player", "dice", "income", "decks",
                "actions"):
        assert key in document
    result = run("replay", str(path), "--json", home=tmp_path)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert state["game"] == "warcraft_board" and state["over"] is True and state["player"] is None
    assert [p["race"] for p in state["players"]] == document["races"]
    assert all("vp" in p and "hand" in p for p in state["players"])     # over: every hand shows
    check = run("check", str(path), home=tmp_path)
    assert check.returncode == 0 and check.stdout.strip() == f"ok: {path}"
    part = run("replay", str(path), "--json", "--until", "3", home=tmp_path)
    state = json.loads(part.stdout)
    assert state["over"] is False and all("hand" not in p for p in state["players"])


def test_a_game_file_on_a_map_given_by_path_replays(tmp_path):
    document = {"format": "warcraft_board-game", "version": 1, "map": TINY_2P, "seed": 2,
                "players": [{"name": "Ann", "kind": "human", "race": "orcs"}, {"name": "Bob", "kind": "ai"}],
                "first_player": 0, "actions": [{"type": "end_step", "player": 0}]}
    path = tmp_path / "g.json"
    path.write_text(json.dumps(document))
    result = run("replay", str(path), "--json", home=tmp_path)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert state["players"][0]["race"] == "orcs" and state["step"] == "move"


@pytest.mark.parametrize("change, where", [
    ({"scenario": "siege"}, "scenario"),
    ({"players": [{"name": "A", "kind": "ai"}] * 3}, "players"),
    ({"players": [{"name": "A", "kind": "robot"}, {"name": "B"}]}, "players[0].kind"),
    ({"races": ["humans", "elves"]}, "races[1]"),
    ({"version": 9}, "version"),
    ({"options": {"turn_cap": 0}}, "options.turn_cap"),
    ({"dice": [1, 7]}, "dice[1]"),
    ({"actions": [{"type": "teleport", "player": 0}]}, "actions[0].type"),
    ({"actions": [{"type": "end_step", "player": 1}]}, "action"),
])
def test_bad_input_exits_2_with_error_where_what(tmp_path, change, where):
    document = {"format": "warcraft_board-game", "version": 1, "map": TINY_2P, "seed": 2, "first_player": 0,
                "players": [{"name": "A", "kind": "ai"}, {"name": "B", "kind": "ai"}]}
    document.update(change)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document))
    for command in (["check", str(path)], ["replay", str(path), "--json"]):
        result = run(*command, home=tmp_path)
        assert result.returncode == 2, (command, result.stdout, result.stderr)
        line = result.stderr.strip().splitlines()[0]
        assert line.startswith(f"error: {path}: {where}") or (where == "action" and line.startswith("error: ")
                                                              and "action 0" in line), line
        assert "Traceback" not in result.stderr


def test_simulate_refuses_a_scenario_for_a_game_without_any_and_an_unknown_one(tmp_path):
    result = run("simulate", "--scenario", "main", home=tmp_path)
    assert result.returncode == 2 and result.stderr.startswith("error: --scenario: ")
    result = run("simulate", "--game", "warcraft_board", "--scenario", "siege", home=tmp_path)
    assert result.returncode == 2 and result.stderr.startswith("error: --scenario: ")
    result = run("simulate", "--game", "warcraft_board", "--scenario", "elf_gate", "--players", "2", home=tmp_path)
    assert result.returncode == 2 and result.stderr.startswith("error: --players: ")


def test_simulate_on_a_map_file_plays_as_many_seats_as_its_cities(tmp_path):
    from tests.warcraft_board.engine_support import TINY_4P

    result = run("simulate", "--game", "warcraft_board", "--map", TINY_4P, "--seed", "3", home=tmp_path)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["players"] == 4 and summary["map"] == TINY_4P and len(summary["wins"]) == 4
    result = run("simulate", "--game", "warcraft_board", "--map", "main_2p", "--scenario", "prisoners",
                 home=tmp_path)
    assert result.returncode == 2 and result.stderr.startswith("error: --map: ")
