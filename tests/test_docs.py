"""The project's docs stand on their own: every file they name exists, nothing points
outside the repository, and docs/FORMATS.md covers every action type and state key."""

import os
import re
import subprocess
from pathlib import Path

from games.smallworld.model.board import load_map
from games.smallworld.model.game import ACTION_TYPES, Game
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.model.state_json import state_json

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
SKIP_DIRS = {".git", ".venv", "__pycache__", ".pytest_cache", ".hypothesis", "build", "dist", "out"}
# Written in pieces so that this file does not contain what it looks for.
OUTSIDE = ["../" + "shared", "shared" + "/rules", "shared" + "/design"]


def _text(path):
    return path.read_text(encoding="utf-8")


def _top_level_entries():
    return {p.name for p in ROOT.iterdir() if p.name not in SKIP_DIRS}


def _mentioned_paths(path):
    """Relative paths named in a Markdown file: inline code spans and link targets.

    Fenced code blocks are command examples, not references, and are left out. A code
    span counts as a path when it has no spaces or placeholders and starts with an
    entry of the repository's top folder (`maps/thornmere.json`, `main.py`)."""
    text = re.sub(r"^```.*?^```", "", _text(path), flags=re.S | re.M)
    top = _top_level_entries()
    found = []
    for span in re.findall(r"`([^`\n]+)`", text):
        span = span.rstrip(".,;:")
        if re.search(r"[\s<>*{}$%~|\\]", span) or span.startswith(("-", "/")):
            continue
        if span.split("/")[0] in top:
            found.append((span, ROOT))
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        found.append((target.split("#")[0], path.parent))
    return found


def test_docs_exist():
    names = {p.relative_to(ROOT).as_posix() for p in DOCS}
    assert {"README.md", "docs/RULES.md", "docs/FORMATS.md", "docs/MODDING.md"} <= names
    assert not (ROOT / "docs" / "RULES_NOTES.md").exists()


def test_every_path_the_docs_mention_exists():
    missing = []
    for doc in DOCS:
        for target, base in _mentioned_paths(doc):
            if target and not (base / target).exists():
                missing.append(f"{doc.relative_to(ROOT)}: {target}")
    assert missing == []


def test_the_path_finder_finds_paths():
    found = {t for t, _ in _mentioned_paths(ROOT / "README.md")}
    assert {"docs/RULES.md", "docs/FORMATS.md", "rules_data/classic/"} <= found


def _repo_files():
    """The repository's files: tracked and untracked-but-not-ignored when git is there."""
    try:
        out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                             cwd=ROOT, capture_output=True, check=True).stdout
        return [ROOT / name for name in out.decode("utf-8").split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        files = []
        for folder, dirs, names in os.walk(ROOT):
            dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
            files.extend(Path(folder) / n for n in names)
        return files


def test_nothing_points_outside_the_repository():
    offenders = []
    for path in _repo_files():
        if not path.is_file() or any(part in SKIP_DIRS for part in path.relative_to(ROOT).parts):
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # images, fonts
        for needle in OUTSIDE:
            if needle in text:
                offenders.append(f"{path.relative_to(ROOT)}: {needle}")
    assert offenders == []


def _fresh_game():
    ruleset = load_ruleset(str(ROOT / "rules_data" / "classic"))
    board = load_map(str(ROOT / "tests" / "data" / "test-grid.json"))
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "ai", "level": "easy"}]
    return Game(ruleset, board, seats, seed=1)


def test_formats_names_every_action_type():
    text = _text(ROOT / "docs" / "FORMATS.md")
    missing = [kind for kind in ACTION_TYPES if f"`{kind}`" not in text]
    assert missing == []


def test_formats_names_every_state_json_key():
    text = _text(ROOT / "docs" / "FORMATS.md")
    state = state_json(_fresh_game())
    keys = set(state)
    keys |= set(state["players"][0])
    keys |= set(next(iter(state["regions"].values())))
    missing = sorted(key for key in keys if f"`{key}`" not in text)
    assert missing == []


def test_rules_name_every_classic_race_and_power():
    text = _text(ROOT / "docs" / "RULES.md")
    ruleset = load_ruleset(str(ROOT / "rules_data" / "classic"))
    missing = [i for i in list(ruleset.races) + list(ruleset.powers) if f"`{i}`" not in text]
    assert missing == []


def test_rules_keep_every_decision_number():
    text = _text(ROOT / "docs" / "RULES.md")
    decisions = text[text.index("## 10. Engine decisions"):]
    headings = re.findall(r"^### (.+)$", decisions, re.M)
    cited = [n for h in headings for n in re.findall(r"\b([CN]\d+)\b", h.split("—")[0])]
    expected = [f"C{i}" for i in range(1, 17)] + [f"N{i}" for i in range(1, 23)]
    assert sorted(cited) == sorted(expected)
