"""Hypothesis strategies for hostile files, and the entry points they are thrown at.

Shared by tests/test_fuzz_files.py (a CI-sized run) and bench/fuzz_files.py (a long
run). A hostile file starts from a real one (a shipped map, a golden game file, the
classic ruleset) with one value replaced by something a file can hold: wrong types,
control characters and lone surrogates, huge and non-finite numbers, deep nesting,
or raw text (YAML aliases, duplicate keys, broken JSON, NUL bytes). Every entry
point must accept it or refuse it with a DataError naming the file; nothing else may
escape, and the window's save listing never raises at all.
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
MAP = json.loads((ROOT / "maps" / "thornmere.json").read_text(encoding="utf-8"))
GAME = json.loads((ROOT / "tests" / "golden" / "04-thornmere-2p-mediumx2-seeded.game.json").read_text("utf-8"))
RULES = ROOT / "rules_data" / "classic"

_text = st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=30)
_odd_text = st.sampled_from(["", "\x00", "\ud800", "\x1b]0;title\x07\x1b[2J", "a" * 5000, "CON", "../x",
                             "r01", "  ", "\u202eevil", "классика"])
_numbers = st.one_of(st.integers(min_value=-(10 ** 30), max_value=10 ** 30),
                     st.sampled_from([0, -1, 1, 2 ** 63, 10 ** 400, 7.0]),
                     st.floats(allow_nan=True, allow_infinity=True),
                     st.sampled_from([1e308, -1e308, float("nan"), float("inf")]))
_leaf = st.one_of(st.none(), st.booleans(), _numbers, _text, _odd_text)
HOSTILE = st.recursive(_leaf, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                      st.dictionaries(_text, inner, max_size=4)),
                       max_leaves=12)


def nested(depth):
    """A value nested `depth` lists deep (RecursionError bait)."""
    value: object = 0
    for _ in range(depth):
        value = [value]
    return value


def paths(doc, prefix=()):
    """Every path into a document (only the first few items of long lists)."""
    yield prefix
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from paths(value, prefix + (key,))
    elif isinstance(doc, list):
        for i, value in enumerate(doc[:3]):
            yield from paths(value, prefix + (i,))


def replaced(doc, path, value):
    """A copy of the document with the value at `path` replaced (the root: the value itself)."""
    if not path:
        return value
    out = copy.deepcopy(doc)
    node = out
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return out


def without(doc, path):
    out = copy.deepcopy(doc)
    node = out
    for step in path[:-1]:
        node = node[step]
    if isinstance(node, dict):
        node.pop(path[-1], None)
    elif isinstance(node, list) and node:
        node.pop(path[-1])
    return out


@st.composite
def hostile_document(draw, doc):
    """The document with one value replaced, removed, or deeply nested."""
    path = draw(st.sampled_from(list(paths(doc))))
    how = draw(st.sampled_from(["replace", "replace", "remove", "nest"]))
    if how == "remove" and path:
        return without(doc, path)
    if how == "nest":
        return replaced(doc, path, nested(draw(st.sampled_from([50, 2000, 100_000]))))
    return replaced(doc, path, draw(HOSTILE))


RAW_JSON = st.sampled_from([
    b"", b"\x00\x00", b"{", b"[" * 100_000 + b"]" * 100_000, b'{"format": "smallworld-map", "version": 1e999}',
    b"\xff\xfe garbage", b'{"a": 1, "a": 2}', b"null", b"[]", b'"\\ud800"',
])
RAW_YAML = st.sampled_from([
    "a: &a [1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
    "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n",
    "id: x\nid: y\n", "- !!python/object/apply:os.system ['true']\n", "{", "\x00", "[" * 5000,
    "- id: amazons\n  effects:\n    - conquest_only_tokens: {count: 99999999999999999999999}\n",
])


def dump(doc) -> bytes:
    """JSON bytes of a document, whatever it holds (non-finite numbers, lone surrogates)."""
    try:
        return json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")
    except (RecursionError, ValueError):
        return b"[" * 100_000


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    path.write_bytes(data)
    return path


def ruleset_folder(base: Path, part: str, text: str) -> Path:
    """A copy of the classic ruleset with one of its files replaced by `text` (its id is its folder's,
    "rules", as a ruleset's must be)."""
    folder = base / "rules"
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("ruleset", "races", "powers"):
        source = (RULES / f"{name}.yaml").read_text(encoding="utf-8").replace("\nid: classic\n", "\nid: rules\n")
        write(folder / f"{name}.yaml", text if name == part else source)
    return folder


def yaml_text(doc) -> str:
    import yaml
    try:
        return yaml.safe_dump(doc, allow_unicode=True)
    except (yaml.YAMLError, RecursionError, ValueError):
        return "[" * 5000


def load_ruleset_yaml(part):
    import yaml
    doc = yaml.safe_load((RULES / f"{part}.yaml").read_text(encoding="utf-8"))
    return dict(doc, id="rules") if part == "ruleset" else doc     # ruleset_folder's id


def user_folder_env(folder: Path):
    os.environ["SMALLWORLD_USER_DIR"] = str(folder)
