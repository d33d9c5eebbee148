"""A mod's games pass `check` (issue 32, item 9), end to end on the command line: the mod is checked,
`simulate` plays it into a folder, and `check` replays the game files written.

A game file names its ruleset by id and finds it as the folder of that name among the rulesets
(rules_data/): so a ruleset's id is its folder's name and no mod takes a shipped id (refused by
`check`: tests/model/test_ruleset_names.py, tests/test_hostile_cli.py), and `simulate --save-dir`
refuses, before playing, a ruleset that its games would not find. The rulesets' folder is a
temporary copy here (game.resources.rules_dir), so nothing is written into the game's.
"""

import json
import os

import pytest
from cli_files import copy_ruleset

from game import resources
from game.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")
GNOMES = os.path.join(ROOT, "tests", "data", "mods", "gnomes-test")


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def rules(tmp_path, monkeypatch):
    """A rulesets' folder holding the shipped ones (linked) and the Gnomes mod, as the game's own."""
    folder = tmp_path / "rules_data"
    folder.mkdir()
    for shipped in ("classic", "azeroth"):
        (folder / shipped).symlink_to(os.path.join(ROOT, "rules_data", shipped), target_is_directory=True)
    copy_ruleset(GNOMES, folder / "gnomes-test")
    monkeypatch.setattr(resources, "rules_dir", lambda: str(folder))
    return folder


@pytest.mark.parametrize("named", ["by id", "by path"])
def test_an_accepted_mods_games_pass_check(capsys, tmp_path, rules, named):
    mod = rules / "gnomes-test"
    code, out, err = run(capsys, "check", mod)
    assert (code, out.strip()) == (0, f"ok: {mod}"), err
    saves = tmp_path / "saves"
    code, out, err = run(capsys, "simulate", "--ruleset", "gnomes-test" if named == "by id" else mod,
                         "--map", GRID, "--games", "3", "--save-dir", saves)
    assert code == 0, err
    games = sorted(saves.iterdir())
    assert len(games) == 3 and {json.loads(g.read_text())["ruleset"] for g in games} == {"gnomes-test"}
    code, out, err = run(capsys, "check", *games)
    assert code == 0 and out.count("ok: ") == 3, err


def test_a_mod_outside_the_rulesets_folder_plays_but_saves_no_game_check_would_refuse(capsys, tmp_path, rules):
    mod = copy_ruleset(GNOMES, tmp_path / "elsewhere" / "gnomes-test")     # the same id, another folder
    code, out, err = run(capsys, "check", mod)
    assert code == 0, err
    code, out, err = run(capsys, "simulate", "--ruleset", mod, "--map", GRID, "--games", "1")
    assert code == 0, err
    saves = tmp_path / "saves"
    code, out, err = run(capsys, "simulate", "--ruleset", mod, "--map", GRID, "--save-dir", saves)
    assert code == 2 and err.splitlines() == [
        f"error: --save-dir: a game file names its ruleset by id, and finds \"gnomes-test\" only as "
        f"{rules / 'gnomes-test'}: put the ruleset folder there to save games with it"], err
    assert not saves.exists()


@pytest.mark.parametrize("rid, words", [("other", "\"other\" must be the name of its folder, \"mymod\""),
                                        ("classic", "\"classic\" must be the name of its folder, \"mymod\"")])
def test_a_mod_whose_id_is_not_its_folders_is_refused_before_any_game_is_written(capsys, tmp_path, rules, rid, words):
    mod = copy_ruleset(GNOMES, rules / "mymod")
    path = os.path.join(mod, "ruleset.yaml")
    with open(path, encoding="utf-8") as handle:
        text = handle.read().replace("id: mymod", f"id: {rid}")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    saves = tmp_path / "saves"
    for argv in (["check", mod], ["simulate", "--ruleset", "mymod", "--map", GRID, "--save-dir", saves]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and err.splitlines() == [f"error: {path}: id: {words}: a game file finds its ruleset by id, "
                                                  "as the folder of that name"], err
    assert not saves.exists()
