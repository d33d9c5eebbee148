"""JSON Schemas of the public files, checked with the `jsonschema` library.

The schemas say what a file's structure is (fields, types, enums, counts); the
loaders (board.py, gamefile.py) add what a schema cannot say (ids that must exist,
geometry, duplicates, a version newer than this program). Problems come out in
the project's form, `FILE: field.path: what`, with at most a short excerpt of a
bad value.

- The map schema is `maps/schema.json`: the file modders point their editors at,
  shipped with the maps (found under the install root, `sys._MEIPASS` when frozen).
- The game-file schema is `game_file.SCHEMA` (a Python literal, so it is frozen with
  the code).

A subschema may carry `errorMessage` (and `patternErrorMessage` for `pattern`), the
words shown instead of the generic ones; editors such as VS Code show them too.
"""

from __future__ import annotations

import functools
import json
import math
import os
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..errors import DataError
from ..files import EXCERPT, escape_text
from ..files import excerpt as files_excerpt

MAX_PROBLEMS = 200      # per file: past that, one line says how many more there were

_TYPE_WORDS = {"integer": "a whole number", "number": "a number", "string": "text", "boolean": "true or false",
               "array": "a list", "object": "an object", "null": "null"}


def install_root() -> str:
    """Where the shipped data folders are (as game/resources.py, which the model may not import)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return frozen
    here = os.path.abspath(__file__)     # <root>/games/smallworld/model/schemas/__init__.py
    for _level in range(5):
        here = os.path.dirname(here)
    return here


def map_schema_path() -> str:
    return os.path.join(install_root(), "maps", "schema.json")


@functools.cache
def _map_schema(path: str) -> dict[str, Any]:
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError) as exc:
        raise DataError.single(path, f"the map schema cannot be read ({exc}): reinstall the game") from None


def map_schema() -> dict[str, Any]:
    return _map_schema(map_schema_path())


@functools.cache
def _validator(name: str, path: str | None, points_checked: bool = False) -> Any:
    """The validator of schema `name`; with `points_checked`, the map schema's points accept
    anything (the caller checked them all, far faster than jsonschema: _points_sound)."""
    import jsonschema  # imported when first needed (~50 ms)

    if name == "map":
        schema = _map_schema(path)
    else:
        from .game_file import SCHEMA as schema
    cls = jsonschema.Draft202012Validator
    try:
        cls.check_schema(schema)
    except jsonschema.SchemaError as exc:
        raise DataError.single(path or "game file schema", f"not a valid JSON Schema ({exc.message[:120]}): "
                                                          "reinstall the game") from None
    defs = schema.get("$defs", {})
    if points_checked:
        defs = dict(defs, point={})
    return cls(_inline_refs(schema, defs))


# The keywords of the map schema's point that _points_sound checks by itself.
_POINT_KEYWORDS = {"type", "prefixItems", "minItems", "maxItems", "description"}
_NUMBER_KEYWORDS = {"type", "minimum", "maximum", "description"}


def _point_rule(schema: dict[str, Any]) -> list[tuple[float, float]] | None:
    """[(low, high)] per coordinate of the map schema's point, or None when it says more than
    _points_sound understands (then every point goes through jsonschema)."""
    point = schema.get("$defs", {}).get("point")
    if not isinstance(point, dict) or set(point) - _POINT_KEYWORDS or point.get("type") != "array":
        return None
    items = point.get("prefixItems")
    if not isinstance(items, list) or point.get("minItems") != len(items) or point.get("maxItems") != len(items):
        return None
    rule = []
    for item in items:
        if not isinstance(item, dict) or set(item) - _NUMBER_KEYWORDS or item.get("type") != "number":
            return None
        rule.append((item.get("minimum", -math.inf), item.get("maximum", math.inf)))
    return rule


def _points_sound(data: Any, rule: list[tuple[float, float]]) -> bool:
    """True when every polygon point and anchor of a map is what the schema's point asks for."""
    regions = data.get("regions") if isinstance(data, dict) else None
    if not isinstance(regions, list):
        return True
    size = len(rule)

    def good(point: Any) -> bool:
        if type(point) is not list or len(point) != size:
            return False
        for value, (low, high) in zip(point, rule, strict=True):
            if type(value) not in (int, float) or not low <= value <= high:
                return False
        return True

    for region in regions:
        if not isinstance(region, dict):
            continue
        polygon = region.get("polygon")
        if isinstance(polygon, list) and not all(good(p) for p in polygon):
            return False
        if "anchor" in region and not good(region["anchor"]):
            return False
    return True


def _too_long(schema: Any, data: Any, path: list[str | int]) -> Iterable[tuple[list[str | int], str]]:
    """Lists longer than their schema's maxItems, found without checking their items."""
    if not isinstance(schema, dict):
        return
    if isinstance(data, list):
        limit = schema.get("maxItems")
        if isinstance(limit, int) and len(data) > limit:
            yield path, f"has too many {_noun(schema)}s ({len(data)}, at most {limit})"
            return
        items = schema.get("items")
        if isinstance(items, dict) and _may_hold_lists(items):
            for i, item in enumerate(data):
                yield from _too_long(items, item, path + [i])
    elif isinstance(data, dict):
        for key, sub in schema.get("properties", {}).items():
            if key in data:
                yield from _too_long(sub, data[key], path + [key])


def _may_hold_lists(schema: dict[str, Any]) -> bool:
    return "properties" in schema or "items" in schema or "maxItems" in schema


def _inline_refs(node: Any, defs: dict[str, Any]) -> Any:
    """The schema with each local `{"$ref": "#/$defs/x"}` replaced by that definition (the
    schemas here are not recursive): the same checks, a third faster than resolving refs."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/") and ref[8:] in defs:
            merged = dict(_inline_refs(defs[ref[8:]], defs), **{"x-def": ref[8:]})
            merged.update({k: _inline_refs(v, defs) for k, v in node.items() if k != "$ref"})
            return merged
        return {k: _inline_refs(v, defs) for k, v in node.items() if k != "$defs"}
    if isinstance(node, list):
        return [_inline_refs(v, defs) for v in node]
    return node


def check(data: Any, kind: str) -> list[tuple[str, str]]:
    """(field path, what) for every way `data` breaks the schema `kind` ("map" or "game"),
    in document order; at most MAX_PROBLEMS of them, then one line saying how many more."""
    path = map_schema_path() if kind == "map" else None
    validator = _validator(kind, path)
    found = list(_too_long(validator.schema, data, []))
    if not found and kind == "map":   # 100,000 points are checked in a tenth of jsonschema's time
        rule = _point_rule(_map_schema(path))
        if rule is not None and _points_sound(data, rule):
            validator = _validator(kind, path, points_checked=True)
    if not found:  # a list far past its maxItems is not checked item by item (a hostile file)
        for error in validator.iter_errors(data):
            found.extend(_explain(error))
    found.sort(key=lambda item: _order(item[0]))
    unique = list(dict.fromkeys((field_path(path), what) for path, what in found))
    if len(unique) > MAX_PROBLEMS:
        more = len(unique) - MAX_PROBLEMS
        unique = unique[:MAX_PROBLEMS] + [("", f"and {more} more problems like these")]
    return unique


def sound(found: Iterable[tuple[str, str]]) -> Callable[[str], bool]:
    """A test of a field path: True when `found` has no problem at that field or inside it."""
    broken = {field for field, _ in found}

    def test(field: str) -> bool:
        return not any(b == field or b.startswith(field + ".") or b.startswith(field + "[") for b in broken)
    return test


def field_path(parts: Sequence[str | int]) -> str:
    """['regions', 3, 'polygon'] -> 'regions[3].polygon'."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def excerpt(value: Any) -> str:
    """A bad value as JSON, cut to a few words and escaped; a large list or object by its kind
    (files.excerpt: it is never walked whole)."""
    return files_excerpt(value, EXCERPT)


def _order(path: Sequence[str | int]) -> tuple[tuple[int, Any], ...]:
    return tuple((0, p) if isinstance(p, int) else (1, "") for p in path)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _explain(error: Any) -> list[tuple[list[str | int], str]]:
    """What one jsonschema error means, in words: [(path, what)]."""
    path: list[str | int] = list(error.absolute_path)
    keyword, expected, value = error.validator, error.validator_value, error.instance
    subschema = error.schema if isinstance(error.schema, dict) else {}
    if keyword == "required":
        missing = [name for name in expected if isinstance(value, dict) and name not in value]
        return [(path + [name], "missing") for name in missing]
    custom = subschema.get("patternErrorMessage") if keyword == "pattern" else None
    custom = custom or subschema.get("errorMessage")
    if isinstance(custom, str):
        return [(path, custom)]
    if keyword == "type":
        types = [expected] if isinstance(expected, str) else list(expected)
        words = " or ".join(_TYPE_WORDS.get(t, t) for t in types)
        return [(path, f"must be {words}, not {_type_name(value)}")]
    if keyword == "enum":
        return [(path, f"{excerpt(value)} is not one of {', '.join(str(v) for v in expected)}")]
    if keyword == "const":
        return [(path, f"must be {json.dumps(expected)}")]
    if keyword == "pattern":
        return [(path, f"{excerpt(value)} does not match {expected}")]
    if keyword == "minItems":
        return [(path, f"needs at least {_count(expected, _noun(subschema))}, has {len(value)}")]
    if keyword == "maxItems":
        return [(path, f"has too many {_noun(subschema)}s ({len(value)}, at most {expected})")]
    if keyword == "minLength":
        return [(path, "must not be empty" if expected == 1 else f"must be at least {expected} characters long")]
    if keyword == "maxLength":
        return [(path, f"is longer than {_count(expected, 'character')}")]
    if keyword == "minimum":
        return [(path, f"must be at least {expected}, not {excerpt(value)}")]
    if keyword == "maximum":
        return [(path, f"must be at most {expected}, not {excerpt(value)}")]
    if keyword == "exclusiveMinimum":
        return [(path, f"must be more than {expected}, not {excerpt(value)}")]
    if keyword == "exclusiveMaximum":
        return [(path, f"must be less than {expected}, not {excerpt(value)}")]
    if keyword == "uniqueItems":
        return [(path, "lists the same item more than once")]
    if keyword == "additionalProperties":
        extra = [k for k in value if k not in subschema.get("properties", {})] if isinstance(value, dict) else []
        return [(path + [k], "unknown field") for k in extra] or [(path, "has unknown fields")]
    return [(path, escape_text(error.message, 120))]


def _noun(subschema: dict[str, Any]) -> str:
    """What a list holds, from its items' definition: "#/$defs/point" -> "point"."""
    items = subschema.get("items")
    items = items if isinstance(items, dict) else {}
    ref = items.get("$ref", "")
    name = items.get("x-def") or (ref.rsplit("/", 1)[-1] if ref.startswith("#/$defs/") else "")
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower() or "item"


def _type_name(value: Any) -> str:
    """What a bad value is: a short excerpt of a plain value, the kind of a list or object."""
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else "a list"
    return excerpt(value)
