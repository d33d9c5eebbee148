"""The command line of docs/FORMATS.md §1: replay, check, simulate, and bad input."""

import json
import os
import subprocess
import sys

import pytest
from cli_files import base_game

from game.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_clean_refusal(code, err):
    assert code == 2
    lines = [line for line in err.splitlines() if line.strip()]
    assert lines and all(line.startswith("error: ") for line in lines), err
    assert "Traceback" not in err


def write(tmp_path, data, name="game.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def test_simulate_prints_the_summary_as_its_last_line(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--players", "5", "--games", "3", "--seed", "4",
                       "--save-dir", str(tmp_path / "saves"))
    assert code == 0
    summary = json.loads(out.strip().splitlines()[-1])
    for key in ("games", "seconds", "games_per_second", "actions", "wins", "mean_coins",
                "decision_ms_p50", "decision_ms_p95", "decision_ms_max"):
        assert key in summary
    assert summary["games"] == 3 and len(summary["wins"]) == 5 and sum(summary["wins"]) >= 3
    assert summary["cap_trips"] == [0] * 5      # no expert seat: no search to cut short
    saved = sorted(os.listdir(tmp_path / "saves"))
    assert saved == ["game-4.json", "game-5.json", "game-6.json"]
    code, out, _ = run(capsys, "check", *[str(tmp_path / "saves" / f) for f in saved])
    assert code == 0 and out.count("ok: ") == 3


def test_simulate_on_a_map_path_uses_its_player_count(capsys):
    code, out, _ = run(capsys, "simulate", "--map", GRID, "--games", "2", "--ai", "random,random")
    assert code == 0 and len(json.loads(out.splitlines()[-1])["wins"]) == 2


def test_replay_prints_a_summary_and_the_state_json(capsys, tmp_path):
    path = write(tmp_path, base_game())
    code, out, _ = run(capsys, "replay", path)
    assert code == 0 and "Ratmen" in out and "round 1 of 10" in out
    code, out, _ = run(capsys, "replay", path, "--json")
    state = json.loads(out)
    assert state["player"] == 1 and state["phase"] == "pick"
    assert state["regions"]["a3"] == {"owner": 0, "race": "ratmen", "tokens": 12, "declined": False, "markers": {}}
    code, out, _ = run(capsys, "replay", path, "--json", "--until", "1")
    assert json.loads(out)["players"][0]["active"]["hand"] == 12


def test_check_accepts_maps_rulesets_and_game_files(capsys, tmp_path):
    path = write(tmp_path, base_game())
    code, out, err = run(capsys, "check", GRID, os.path.join(ROOT, "rules_data", "classic"), path)
    assert code == 0, err
    assert out.count("ok: ") == 3


@pytest.mark.parametrize("data, where", [
    ("{not json", "invalid JSON"),
    (base_game(version=2), "version"),
    (base_game(ruleset="../rules_data/classic"), "ruleset"),
    (base_game(map="no-such-map"), "map"),
    (base_game(players=[{"name": "Solo", "kind": "human"}]), "players"),
    (base_game(players=[{"name": f"P{i}", "kind": "human"} for i in range(6)]), "players"),
    (base_game(players=[{"name": "A", "kind": "robot"}, {"name": "B", "kind": "human"}]), "players[0].kind"),
    (base_game(races=["ratmen", "wombats"]), "races[1]"),
    (base_game(powers=["forest", "forest"]), "powers[1]"),
    (base_game(dice=[7]), "dice[0]"),
    (base_game(seed="abc"), "seed"),
    (base_game(actions="lots"), "actions"),
    ({"format": "smallworld-game"}, "version"),
    (base_game(actions=[{"type": "pick", "player": 0, "combo": "top"}]), "actions[0].combo: pick: combo must be"),
    (base_game(actions=[{"type": "conquer", "player": 0}]), "actions[0].region: conquer: region is missing"),
    (base_game(actions=[{"type": "end_turn"}]), "actions[0].player: missing"),
    (base_game(players=[{"name": "A"}, {"name": "B", "kind": "ai", "level": "genius"}]), "players[1].level"),
    (base_game(players=[{"name": "A" * 500}, {"name": "B"}]), "players[0].name: is longer than 40 characters"),
])
def test_bad_game_files_are_refused_with_where_and_what(capsys, tmp_path, data, where):
    path = write(tmp_path, data)
    code, _, err = run(capsys, "replay", path)
    assert_clean_refusal(code, err)
    assert where in err, err
    code, _, err = run(capsys, "check", path)
    assert_clean_refusal(code, err)


def test_structural_problems_are_one_short_line_each(capsys, tmp_path):
    data = base_game(seed="s" * 10000, dice=["x"] * 3)
    data["players"][1]["kind"] = {"deep": ["nested"] * 1000}
    code, _, err = run(capsys, "check", write(tmp_path, data))
    assert_clean_refusal(code, err)
    lines = err.splitlines()
    assert len(lines) == 5, err
    assert all(len(line) < 200 for line in lines), err
    assert any(": seed: must be a whole number, not \"sss" in line and "…" in line for line in lines)
    assert any(": dice[2]: must be a whole number" in line for line in lines)


def test_a_broken_map_is_refused_by_check_with_exit_status_2(capsys, tmp_path):
    data = json.loads(open(GRID, encoding="utf-8").read())
    data["id"] = "x"
    data["regions"][3]["polygon"] = [[0, 0], [1, 1]]
    code, out, err = run(capsys, "check", write(tmp_path, data, "x.json"))
    assert_clean_refusal(code, err)
    assert f"error: {tmp_path / 'x.json'}: regions[3].polygon: needs at least 3 points, has 2" in err
    assert "ok:" not in out


def test_an_illegal_action_names_its_index_and_reason(capsys, tmp_path):
    data = base_game()
    data["actions"][1] = {"type": "conquer", "player": 0, "region": "b2"}
    path = write(tmp_path, data)
    code, _, err = run(capsys, "replay", path)
    assert_clean_refusal(code, err)
    # the file is named first, as check names it
    assert f"error: {path}: action 1 (conquer b2): a race entering the map must start at a border region" in err
    data["actions"][1] = {"type": "conquer", "player": 0, "region": "a3"}
    data["actions"].append({"type": "conquer", "player": 1, "region": "d1"})
    code, _, err = run(capsys, "replay", write(tmp_path, data))
    assert "action 4 (conquer d1): you have no active race" in err


def test_missing_and_broken_files_for_check(capsys, tmp_path):
    code, _, err = run(capsys, "check", str(tmp_path / "nothing.json"))
    assert_clean_refusal(code, err)
    assert "file not found" in err
    broken = tmp_path / "rules"
    broken.mkdir()
    (broken / "ruleset.yaml").write_text("a: [unclosed")
    (broken / "races.yaml").write_text("[]")
    (broken / "powers.yaml").write_text("[]")
    code, _, err = run(capsys, "check", str(broken))
    assert_clean_refusal(code, err)
    assert "invalid YAML" in err


def test_bad_command_lines_and_nothing_written(capsys, tmp_path):
    saves = tmp_path / "never"
    for argv in (["simulate", "--ai", "genius", "--save-dir", str(saves)],
                 ["simulate", "--players", "9", "--save-dir", str(saves)],
                 ["simulate", "--games", "0", "--save-dir", str(saves)],
                 ["simulate", "--map", "atlantis", "--save-dir", str(saves)],
                 ["simulate", "--ruleset", "nope", "--save-dir", str(saves)],
                 ["replay"], ["frobnicate"], ["simulate", "--games", "many"]):
        code, _, err = run(capsys, *argv)
        assert_clean_refusal(code, err)
    assert not saves.exists()


def test_main_py_never_prints_a_traceback(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "replay", str(bad)],
                            capture_output=True, text=True, env=env, cwd=str(tmp_path), timeout=60)
    assert result.returncode == 2
    assert result.stderr.startswith("error: ") and "Traceback" not in result.stderr


def test_preview_renders_a_map_and_refuses_bad_input(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame
    out = tmp_path / "grid.png"
    code, stdout, err = run(capsys, "preview", GRID, "--out", str(out), "--ids", "--width", "800")
    assert code == 0, err
    image = pygame.image.load(str(out))
    assert image.get_width() == 800
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, 800, 40) for y in range(0, 500, 40)}
    assert len(colours) > 20
    code, _, err = run(capsys, "preview", GRID, "--out", str(tmp_path / "x.jpg"))
    assert_clean_refusal(code, err)
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "smallworld-map", "version": 1}')
    code, _, err = run(capsys, "preview", str(broken), "--out", str(tmp_path / "b.png"))
    assert_clean_refusal(code, err)
    assert not (tmp_path / "b.png").exists() and not (tmp_path / "x.jpg").exists()


def test_maps_players_add_to_their_user_folder_are_found_by_id(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    data = json.loads(open(GRID, encoding="utf-8").read())
    data["id"] = "my-grid"
    folder = tmp_path / "user" / "maps"
    folder.mkdir(parents=True)
    (folder / "my-grid.json").write_text(json.dumps(data))
    code, out, err = run(capsys, "simulate", "--map", "my-grid", "--games", "1", "--save-dir", str(tmp_path / "s"))
    assert code == 0, err
    assert json.loads(out.splitlines()[-1])["map"] == "my-grid"
    saved = json.loads((tmp_path / "s" / "game-1.json").read_text())
    assert saved["map"] == "my-grid"
    code, out, err = run(capsys, "replay", str(tmp_path / "s" / "game-1.json"))
    assert code == 0, err


# ---------------------------------------------------------------- issue 32: what simulate writes, check reads

def test_simulate_takes_only_seeds_its_game_files_can_record(capsys, tmp_path):
    """A game file's seed fits in 64 bits (docs/FORMATS.md §3), and game g plays seed S + g: a --seed
    that would write a file check refuses is refused itself, naming --seed."""
    top = 2 ** 63 - 1
    for seed, games in ((top, 2), (top + 1, 1), (-(2 ** 63) - 1, 1), (10 ** 30, 1)):
        code, out, err = run(capsys, "simulate", "--map", GRID, "--seed", str(seed), "--games", str(games),
                             "--save-dir", str(tmp_path / "refused"))
        assert_clean_refusal(code, err)
        assert err.startswith("error: --seed: must be from -9223372036854775808 to "), err
    assert not os.listdir(tmp_path / "refused") if (tmp_path / "refused").exists() else True
    for seed, games in ((top - 1, 2), (-(2 ** 63), 1)):      # the edges themselves: written and checked
        code, out, err = run(capsys, "simulate", "--map", GRID, "--seed", str(seed), "--games", str(games),
                             "--save-dir", str(tmp_path / "saved"))
        assert code == 0, err
    saved = sorted(str(p) for p in (tmp_path / "saved").iterdir())
    assert len(saved) == 3
    code, out, err = run(capsys, "check", *saved)
    assert code == 0 and out.count("ok: ") == 3, err


def test_a_classic_game_on_a_warcraft_world_is_refused_like_the_reverse(capsys, tmp_path):
    code, _, err = run(capsys, "simulate", "--ruleset", "classic", "--map", "twin-tides")
    assert_clean_refusal(code, err)
    assert err.startswith("error: --map: the ruleset classic is played on a classic map; twin-tides is a Small "
                          "World of Warcraft world"), err
    code, _, err = run(capsys, "simulate", "--ruleset", "azeroth", "--map", "thornmere")
    assert_clean_refusal(code, err)
    assert err.startswith("error: --map: the ruleset azeroth is played on a world of islands"), err
    for ruleset, map_id in (("classic", "twin-tides"), ("azeroth", "thornmere")):
        path = write(tmp_path, base_game(map_ref=map_id, ruleset=ruleset, races=[], powers=[], dice=[], actions=[]),
                     f"{ruleset}.json")
        for command in ("check", "replay"):
            code, _, err = run(capsys, command, path)
            assert_clean_refusal(code, err)
            assert err.startswith(f"error: {path}: map: the ruleset {ruleset} is played on a "), err
            assert err.count(path) == 1                   # the file named once, not twice
    code, out, err = run(capsys, "simulate", "--ruleset", "azeroth", "--players", "2")   # --players picks a world
    assert code == 0, err


def test_preview_on_a_full_disk_is_refused_and_leaves_no_cut_picture(capsys, tmp_path, monkeypatch):
    """pygame's image saving reports no error when the disk fills up: preview read the PNG back whole
    before saying it wrote it (it printed "wrote" over half a file, exit 0)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from full_disk import cut_saves
    written = cut_saves(monkeypatch)
    out = tmp_path / "grid.png"
    code, stdout, err = run(capsys, "preview", GRID, "--out", str(out), "--width", "400")
    assert_clean_refusal(code, err)
    assert written and "wrote" not in stdout
    assert err.startswith(f"error: --out: cannot write {out}: the picture written did not read back whole"), err
    assert os.listdir(tmp_path) == []                   # neither the cut picture nor its temporary file
