"""Helpers of the benchmarks that results depend on (bench/ is not a package: loaded by path)."""

import importlib.util
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(ROOT, "bench", f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_paired_variants_cached_games_are_keyed_by_the_code(tmp_path, monkeypatch):
    """`expert_paired --cache-variants` keys a variant's games by a digest of games/smallworld/ai and
    games/smallworld/model: the same code gives the same key, a changed line of either another (its
    games are played again)."""
    paired = _load("expert_paired")
    smallworld = ("games", "smallworld")
    for folder in ("ai", "model"):
        shutil.copytree(os.path.join(ROOT, *smallworld, folder),
                        tmp_path.joinpath(*smallworld, folder))
    monkeypatch.setattr(paired, "ROOT", str(tmp_path))
    before = paired.code_digest()
    assert paired.code_digest() == before
    key = paired._variant_key({}, "5:5000:0", before)
    with open(tmp_path.joinpath(*smallworld, "ai", "expert.py"), "a") as f:
        f.write("\n# changed\n")
    after = paired.code_digest()
    assert after != before and paired._variant_key({}, "5:5000:0", after) != key
    with open(tmp_path.joinpath(*smallworld, "model", "game.py"), "a") as f:
        f.write("\n# changed\n")
    assert paired.code_digest() not in (before, after)


def test_engine_same_names_a_baseline_engine_the_players_cannot_use(monkeypatch, capsys):
    """`engine_same` against an engine without a query this tree's computer players import stops
    with exit status 2 and one JSON line naming the missing name and `--with-ai`, not a traceback."""
    import argparse
    import json

    monkeypatch.syspath_prepend(os.path.join(ROOT, "bench"))     # its sibling script `revisions`
    same = _load("engine_same")

    def export_without_the_query(rev, folder, parts):
        for part in parts:
            shutil.copytree(os.path.join(ROOT, *part.split("/")), os.path.join(folder, *part.split("/")),
                            ignore=shutil.ignore_patterns("__pycache__"))
        queries = os.path.join(folder, "games", "smallworld", "model", "queries.py")
        if not os.path.exists(queries):     # a part of the revision other than the engine
            return
        with open(queries, encoding="utf-8") as f:
            text = f.read()
        with open(queries, "w", encoding="utf-8") as f:
            f.write(text.replace("def barred_reason(", "def _gone("))

    monkeypatch.setattr(same, "export_revision", export_without_the_query)
    # the revision "OLD" is this tree (its engine where this tree has it), but for the missing query
    monkeypatch.setattr(same, "_has_path", lambda rev, path: os.path.exists(os.path.join(ROOT, path)))
    args = argparse.Namespace(baseline="OLD", games=1, hard=0, seed=1, with_ai=False)
    assert same.compare(args) == 2
    line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert "barred_reason" in line["error"] and "--with-ai" in line["error"]
    # with the players taken from the same (old) side, the engines are compared
    args.with_ai = True
    monkeypatch.setattr(same, "export_revision", lambda rev, folder, parts: [
        shutil.copytree(os.path.join(ROOT, *p.split("/")), os.path.join(folder, *p.split("/")),
                        ignore=shutil.ignore_patterns("__pycache__")) for p in parts])
    assert same.compare(args) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["same"] is True


def test_the_warcraft_frames_bench_times_frames_with_the_battle_on_screen(tmp_path, monkeypatch):
    """bench/wb_frames.py times only frames with the battle panel up, and the battle it stages reaches
    its dice (a staging that no longer made a battle would time nothing or no dice)."""
    import json
    import sys

    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    monkeypatch.setattr(sys, "argv", ["wb_frames.py", "--frames", "300", "--sizes", "800x600"])
    bench = _load("wb_frames")
    import io
    from contextlib import redirect_stdout

    out = io.StringIO()
    with redirect_stdout(out):
        bench.main()
    line = json.loads(out.getvalue().strip().splitlines()[-1])
    size = line["sizes"][0]
    assert line["bench"] == "wb_frames" and size["frames"] == 300 and size["ms_p95"] > 0
    assert size["dice_share"] > 0 and size["battles_staged"] >= 1


def test_the_warcraft_engine_bench_shares_the_same_games_out_over_processes(tmp_path):
    """bench/wb_engine.py --jobs 2 plays the very games --jobs 1 plays (the same actions and game turns
    in all), and reports the machine's games a second beside one processor's."""
    import json
    import subprocess
    import sys

    def run(jobs):
        env = {**os.environ, "SMALLWORLD_USER_DIR": str(tmp_path / "user")}
        done = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "wb_engine.py"), "--games", "3",
                               "--scenario", "nordrassil,prisoners", "--turn-cap", "4", "--jobs", str(jobs)],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=True)
        return json.loads(done.stdout.strip().splitlines()[-1])

    alone, shared = run(1), run(2)
    assert alone["jobs"] == 1 and shared["jobs"] == 2
    for label in ("nordrassil", "prisoners"):
        one, two = alone["scenarios"][label], shared["scenarios"][label]
        assert one["mean_actions"] > 0 and one["games"] == two["games"] == 3
        assert (one["mean_actions"], one["mean_turns"], one["at_turn_cap"]) == \
            (two["mean_actions"], two["mean_turns"], two["at_turn_cap"])
        assert two["jobs"] == 2 and two["games_per_second"] > 0 and two["cpu_games_per_second"] > 0
