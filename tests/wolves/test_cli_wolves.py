"""The Wolves on the command line, through `python main.py ...` as other programs drive it: simulate for
2 to 5 players prints its summary (mean_vp) as its last line, the games it saves check ok and replay to
the state they ended in, check passes the shipped map, and a hostile file or option is one error line
naming the file and the field (or the option), exit status 2, never a traceback."""

import json
import os
import subprocess
import sys

import pytest

from games.wolves.definition import WOLVES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHIPPED_MAP = os.path.join(ROOT, "games", "wolves", "maps", "standard.json")
SUMMARY_KEYS = {"games", "seconds", "games_per_second", "actions", "wins", "mean_vp", "decision_ms_p50",
                "decision_ms_p95", "decision_ms_max"}


def main(*args, cwd=None):
    """(exit status, stdout, stderr) of `python main.py args`."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], capture_output=True,
                            text=True, env=env, timeout=300, cwd=cwd or ROOT)
    return result.returncode, result.stdout, result.stderr


def write(folder, data, name="game.json"):
    path = folder / name
    path.write_text(json.dumps(data))
    return str(path)


def game(seats=3, **fields):
    data = {"format": "wolves-game", "version": 1, "map": "standard", "seed": 5,
            "players": [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(seats)]}
    data.update(fields)
    return data


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_simulate_plays_whole_games_saves_them_and_they_replay_to_the_state_they_ended_in(tmp_path, players):
    saves = tmp_path / "saved"
    code, out, err = main("simulate", "--game", "wolves", "--players", str(players), "--games", "2", "--seed", "40",
                          "--save-dir", str(saves))
    assert code == 0 and err == ""
    summary = json.loads(out.splitlines()[-1])
    assert SUMMARY_KEYS <= set(summary) and "mean_coins" not in summary
    assert summary["games"] == 2 and summary["players"] == players
    assert len(summary["wins"]) == len(summary["mean_vp"]) == players
    assert summary["unfinished"] == 0 and sum(summary["wins"]) >= 2 and summary["actions"] > 0
    names = sorted(os.listdir(saves))
    assert names == ["game-40.json", "game-41.json"]
    files = [str(saves / name) for name in names]
    code, out, err = main("check", *files)
    assert (code, err) == (0, "") and out.splitlines() == [f"ok: {f}" for f in files]
    vp = [0] * players
    wins = [0] * players
    for path in files:
        code, out, err = main("replay", path, "--json")
        assert code == 0 and err == ""
        state = json.loads(out)
        assert state["over"] is True and state["player"] is None and state["phase"] == "over"
        assert len(state["players"]) == players
        for seat, player in enumerate(state["players"]):
            vp[seat] += player["vp"]
        for seat in state["winners"]:
            wins[seat] += 1
        # the same file read and replayed in this process gives the same state
        with open(path, encoding="utf-8") as handle:
            setup, problems = WOLVES.parse_setup(json.load(handle), path, str(saves))
        assert not [p for p in problems if not p.warning]
        assert WOLVES.state_json(WOLVES.replay(setup).game) == state
    assert [round(v / 2, 2) for v in vp] == summary["mean_vp"]
    assert wins == summary["wins"]


def test_simulate_plays_the_same_games_from_the_same_seed(tmp_path):
    runs = []
    for name in ("a", "b"):
        code, out, _ = main("simulate", "--game", "wolves", "--games", "2", "--seed", "3", "--ai", "random",
                            "--save-dir", str(tmp_path / name))
        assert code == 0
        summary = json.loads(out.splitlines()[-1])
        runs.append({k: v for k, v in summary.items() if not k.startswith(("seconds", "games_per", "decision"))})
    assert runs[0] == runs[1] and runs[0]["players"] == 3       # three seats when none are asked for
    for name in ("game-3.json", "game-4.json"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_simulate_on_a_map_given_by_path_saves_games_that_find_it(tmp_path):
    box = tmp_path / "boxes" / "mine.json"
    box.parent.mkdir()
    box.write_text(open(SHIPPED_MAP, encoding="utf-8").read())
    code, out, err = main("simulate", "--game", "wolves", "--map", str(box), "--ai", "random,random",
                          "--save-dir", str(tmp_path / "saved"))
    assert code == 0, err
    summary = json.loads(out.splitlines()[-1])
    assert summary["players"] == 2 and summary["map"] == str(box)
    saved = tmp_path / "saved" / "game-1.json"
    assert json.loads(saved.read_text())["map"] == str(box)
    code, out, err = main("check", str(saved), cwd=str(tmp_path))
    assert (code, err) == (0, "")


def test_replay_prints_a_summary_and_stops_where_asked(tmp_path):
    code, _, _ = main("simulate", "--game", "wolves", "--players", "4", "--seed", "8", "--save-dir", str(tmp_path))
    path = str(tmp_path / "game-8.json")
    code, out, err = main("replay", path)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("The Wolves, 4 players, map standard") and "phase over" in lines[0]
    assert len([line for line in lines if " seat " in line]) == 4 and lines[-1].startswith("game over: ")
    code, out, _ = main("replay", path, "--json", "--until", "10")
    state = json.loads(out)
    assert code == 0 and state["over"] is False and state["phase"] in ("orient", "start", "play")
    assert state["round"] >= 0 and isinstance(state["player"], int)
    for key in ("round", "player", "phase", "over", "winners", "players", "calendar", "regions", "hexes", "supply"):
        assert key in state


def test_check_passes_the_shipped_map_and_refuses_a_broken_one(tmp_path):
    code, out, err = main("check", SHIPPED_MAP)
    assert (code, out, err) == (0, f"ok: {SHIPPED_MAP}\n", "")
    box = json.loads(open(SHIPPED_MAP, encoding="utf-8").read())
    box["boards"][3]["hexes"][0]["terrain"] = "lava"
    path = write(tmp_path, box, "broken.json")
    code, out, err = main("check", path)
    assert code == 2 and out == ""
    assert err.startswith(f"error: {path}: boards[3]") and "Traceback" not in err


HOSTILE = [
    (game(first_player=7), "first_player"),
    (game(seed=2 ** 80), "seed"),
    (game(players=[{"name": "A"}, {"name": "B\x1b[2J"}]), "players[1].name"),
    (game(packs=["forest", "forest", "desert"]), "packs[1]"),
    (game(layout={"N": "r01"}), "layout"),
    (game(prey={"r01": "dragon"}), "prey"),
    (game(virtual_pack="forest"), "virtual_pack"),
    (game(map="no/such/map.json"), "map"),
    (game(version=99), "version"),
    (game(actions=[{"type": "howl", "player": 0, "hex": [1, 2]}]), "actions[0].hex"),
]


@pytest.mark.parametrize("command", [["check"], ["replay"], ["replay", "--json"]])
@pytest.mark.parametrize("data, field", HOSTILE, ids=[field for _, field in HOSTILE])
def test_a_hostile_game_file_is_one_error_line_naming_the_file_and_field(tmp_path, command, data, field):
    path = write(tmp_path, data)
    code, out, err = main(command[0], path, *command[1:])
    lines = err.splitlines()
    assert code == 2 and out == "" and len(lines) == 1, err
    assert lines[0].startswith(f"error: {path}: {field}: "), lines[0]
    assert "\x1b" not in err


def test_an_action_that_does_not_replay_names_the_file_and_the_action(tmp_path):
    path = write(tmp_path, game(actions=[{"type": "start", "player": 0, "hex": "0,1"}]))
    code, out, err = main("check", path)
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"error: {path}: action 0 (start 0,1): ")


@pytest.mark.parametrize("options, where", [
    (["--players", "6"], "--players"),
    (["--players", "1"], "--players"),
    (["--ai", "genius"], "--ai"),
    (["--ai", "random,random,random,random,random,random"], "--ai"),
    (["--games", "0"], "--games"),
    (["--seed", str(2 ** 64)], "--seed"),
    (["--map", "nosuch"], "--map"),
    (["--ruleset", "azeroth"], "--ruleset"),
    (["--players", "3", "--ai", "random,random"], "--ai"),
])
def test_a_bad_option_is_one_error_line_and_exit_2(options, where):
    code, out, err = main("simulate", "--game", "wolves", *options)
    assert code == 2 and out == "" and len(err.splitlines()) == 1, err
    assert err.startswith(f"error: {where}: ")


def test_a_wolves_file_with_another_game_asked_for_is_refused(tmp_path):
    path = write(tmp_path, game())
    code, out, err = main("check", path, "--game", "smallworld")
    assert code == 2 and err.startswith(f"error: {path}: format: ") and "wolves" in err
    code, out, err = main("check", path, "--game", "wolves")
    assert (code, out) == (0, f"ok: {path}\n")
