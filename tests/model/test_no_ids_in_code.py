"""No race or power id of Small World appears in its Python code or the shell's: abilities live in their
primitives (games/smallworld/model/primitives/) and rulesets (rules_data/), so a modder's race or
power never needs a change elsewhere. The other games have words of their own that Small World's ids
happen to share (Warcraft's `flying` units, its `humans` and `undead`): their code is not Small World's."""

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
# map words that some powers are named after: "forest" in code means the terrain
MAP_WORDS = {"farmland", "forest", "hill", "swamp", "mountain", "sea", "lake", "mine", "magic", "cavern", "dungeon"}
# public format names (docs/FORMATS.md) that a Warcraft id happens to share: the `champion` action and
# state key, and the `form` action's value "worgen"; code may name a format, never an ability's id
FORMAT_WORDS = {"champion", "worgen"}


def _ids():
    ids = set()
    for folder in ("classic", "azeroth"):
        for part in ("races", "powers", "items"):
            path = ROOT / "rules_data" / folder / f"{part}.yaml"
            if path.exists():
                ids.update(item["id"] for item in yaml.safe_load(path.read_text()))
    return sorted(ids - MAP_WORDS - FORMAT_WORDS)


def test_no_race_or_power_id_in_game_code():
    ids = _ids()
    assert len(ids) > 20
    pattern = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(ids) + r")(?![A-Za-z0-9_])")
    found = []
    for path in sorted([*(ROOT / "game").rglob("*.py"), *(ROOT / "games" / "smallworld").rglob("*.py"),
                        *(ROOT / "games").glob("*.py")]):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in pattern.finditer(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {match.group(1)}")
    assert found == []
