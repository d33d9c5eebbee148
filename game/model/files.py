"""Reading and writing the project's files safely.

Reading refuses what is not a small, well-formed JSON or YAML document with one
readable problem; writing goes through a temporary file and a rename so a crash
never leaves half a file behind.
"""

import json
import math
import os
import tempfile

import yaml

from .errors import DataError

# Real maps and game files are well under this; anything larger is refused
# before parsing so a hostile file cannot exhaust memory.
MAX_FILE_BYTES = 16 * 1024 * 1024


def _read_text(path):
    try:
        size = os.path.getsize(path)
        if size > MAX_FILE_BYTES:
            raise DataError.single(str(path), f"file is too large ({size} bytes)")
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except FileNotFoundError:
        raise DataError.single(str(path), "file not found") from None
    except IsADirectoryError:
        raise DataError.single(str(path), "is a folder, not a file") from None
    except UnicodeDecodeError:
        raise DataError.single(str(path), "not a UTF-8 text file") from None
    except OSError as exc:
        raise DataError.single(str(path), f"cannot read: {exc.strerror or exc}") from None


def _reject_constant(name):
    raise ValueError(f"{name} is not a number JSON allows")


def read_json(path):
    text = _read_text(path)
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise DataError.single(str(path), f"invalid JSON: {exc}") from None


def read_yaml(path):
    text = _read_text(path)
    try:
        return yaml.safe_load(text)
    except (yaml.YAMLError, RecursionError) as exc:
        detail = " ".join(str(exc).split())
        raise DataError.single(str(path), f"invalid YAML: {detail}") from None


def write_atomic(path, text):
    """Write text to path so that readers see either the old or the new file."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_json(path, data):
    write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def is_number(value):
    """A finite int or float; bool is not a number here although Python says so."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, float) and math.isfinite(value)


def type_name(value):
    return {dict: "an object", list: "a list", str: "text", bool: "true/false",
            int: "a number", float: "a number", type(None): "null"}.get(type(value), type(value).__name__)
