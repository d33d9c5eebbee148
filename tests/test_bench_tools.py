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
    """`expert_paired --cache-variants` keys a variant's games by a digest of game/ai and game/model:
    the same code gives the same key, a changed line of either another (its games are played again)."""
    paired = _load("expert_paired")
    for folder in ("ai", "model"):
        shutil.copytree(os.path.join(ROOT, "game", folder), tmp_path / "game" / folder)
    monkeypatch.setattr(paired, "ROOT", str(tmp_path))
    before = paired.code_digest()
    assert paired.code_digest() == before
    key = paired._variant_key({}, "5:5000:0", before)
    with open(tmp_path / "game" / "ai" / "expert.py", "a") as f:
        f.write("\n# changed\n")
    after = paired.code_digest()
    assert after != before and paired._variant_key({}, "5:5000:0", after) != key
    with open(tmp_path / "game" / "model" / "game.py", "a") as f:
        f.write("\n# changed\n")
    assert paired.code_digest() not in (before, after)
