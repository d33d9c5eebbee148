"""Reading and writing files safely, for every game (maps, game files, rules, saves, settings).

Reading refuses what is not a small, well-formed JSON or YAML document in a regular
file (never a FIFO, a device or a folder: those could block or never end) with one
readable problem; writing goes through a temporary file and a rename so a crash never
leaves half a file behind, and the next write into that folder removes what a killed
write left (`.tmp-*` files older than a minute).

Text from a file reaches people only through `escape_text` (the terminal) and is
quoted in messages only as an `excerpt`: never a control character, never a long value.
"""

import json
import math
import os
import re
import stat
import tempfile
import time
import unicodedata

from .errors import DataError

# Real maps and game files are well under this; anything larger is refused
# before parsing so a hostile file cannot exhaust memory.
MAX_FILE_BYTES = 16 * 1024 * 1024
# A ruleset's YAML files are a few kilobytes (500 races, the most a file may list, fit in a few
# hundred); YAML is read about a hundred times slower than JSON: 4 MB of a flow list took 44 s.
MAX_YAML_BYTES = 1024 * 1024
TEMP_PREFIX = ".tmp-"
STALE_TEMP_SECONDS = 60     # a .tmp-* file this old is left by a killed write, not one in progress
EXCERPT = 40                # characters of a bad value quoted in a message
MAX_LINE = 1000             # characters of one message line printed (the rest becomes "…")

# Characters text from a file may not hold (names, ids): control characters (C0, DEL, C1),
# lone surrogates, line and paragraph separators, and the direction overrides and isolates.
# The same set as the window's game.ui.text.printable.
UNSAFE_TEXT = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def _regular_file_fd(path):
    """An open read-only descriptor of `path`, which must be a regular file.

    The kind is checked before opening (a FIFO would block open(), a device could be
    endless) and again on the open descriptor (the path may have changed in between);
    O_NONBLOCK keeps open() from waiting for a FIFO's writer either way.
    """
    info = os.stat(path)
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(path)
    if not stat.S_ISREG(info.st_mode):
        raise DataError.single(str(path), f"is {_kind(info.st_mode)}, not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise DataError.single(str(path), f"is {_kind(info.st_mode)}, not a regular file")
    except BaseException:
        os.close(fd)
        raise
    return fd


def _kind(mode):
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def read_bytes(path, limit=MAX_FILE_BYTES):
    """The bytes of a regular file of at most `limit` bytes; DataError otherwise."""
    try:
        fd = _regular_file_fd(path)
        with os.fdopen(fd, "rb") as handle:
            data = handle.read(limit + 1)     # a file growing while read is cut here too
    except FileNotFoundError:
        raise DataError.single(str(path), "file not found") from None
    except IsADirectoryError:
        raise DataError.single(str(path), "is a folder, not a file") from None
    except OSError as exc:
        raise DataError.single(str(path), f"cannot read: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise DataError.single(str(path), f"file is too large (more than {limit} bytes)")
    return data


def _read_text(path, limit=MAX_FILE_BYTES):
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise DataError.single(str(path), "not a UTF-8 text file") from None


def _reject_constant(name):
    raise ValueError(f"{name} is not a number JSON allows")


def _unique_keys(pairs):
    """A JSON object as a dict, refusing a key given twice (json keeps the last one and drops the
    first without a word: a game file's second "actions", a map's second "regions")."""
    data = dict(pairs)
    if len(data) < len(pairs):
        seen = set()
        key = next(k for k, _value in pairs if k in seen or seen.add(k))
        raise ValueError(f"the key {excerpt(key)} is given twice in one object")
    return data


def read_json(path):
    text = _read_text(path)
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_unique_keys)
    except (ValueError, RecursionError) as exc:
        if "Exceeds the limit" in str(exc):     # Python's own words name its internals
            raise DataError.single(str(path), "invalid JSON: a number of more than 4300 digits") from None
        raise DataError.single(str(path), f"invalid JSON: {_short(exc)}") from None


def read_json_object(path):
    """The top-level object of a JSON file, for a quick look before it is checked: {} when the file
    cannot be read, is not JSON or holds no object."""
    try:
        data = read_json(path)
    except DataError:
        return {}
    return data if isinstance(data, dict) else {}


def read_yaml(path):
    import yaml  # when first needed: a game's rules need it, the title screen does not (~10 ms)

    text = _read_text(path, MAX_YAML_BYTES)
    try:
        data = yaml.load(text, Loader=_yaml_loader())
    except (yaml.YAMLError, RecursionError, ValueError, OverflowError) as exc:
        # ValueError: a number of more digits than Python converts (sys.get_int_max_str_digits)
        raise DataError.single(str(path), f"invalid YAML: {_short(exc)}") from None
    found = _oversized_number(data)
    if found:
        field, what = found
        raise DataError.single(f"{path}: {field}" if field else str(path), what)
    return data


_LOADER = []


def _yaml_loader():
    """The safe loader (libyaml's when there is one: five times faster, and a nesting limit of its own)
    refusing a key given twice in one mapping: YAML keeps the last and drops the first without a word,
    so a race's second `effects:` took the place of its first and `check` said ok."""
    if not _LOADER:
        import yaml

        class UniqueKeyLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
            def construct_mapping(self, node, deep=False):
                seen = set()
                for key_node, _value in node.value:
                    if key_node.tag == "tag:yaml.org,2002:merge":     # `<<: *base` may be overridden
                        continue
                    key = self.construct_object(key_node, deep=True)
                    try:
                        twice = key in seen
                    except TypeError:       # an unhashable key: the constructor says so next
                        continue
                    if twice:
                        raise yaml.constructor.ConstructorError(
                            None, None, f"the key {excerpt(key)} is given twice in one mapping", key_node.start_mark)
                    seen.add(key)
                return super().construct_mapping(node, deep)
        _LOADER.append(UniqueKeyLoader)
    return _LOADER[0]


# No number of the project's YAML files comes near this; a larger one (a hex literal of thousands
# of digits is read at once, with no digit limit) could not even be written out as text.
MAX_YAML_NUMBER = 2 ** 63 - 1


def _oversized_number(data):
    """(field path, what) for the first whole number of a loaded YAML document beyond
    ±MAX_YAML_NUMBER, as a value or as a mapping key, or None. Every list and mapping is looked
    at once, however often aliases repeat it (an alias bomb is not walked whole)."""
    seen = set()
    stack = [("", data)]
    while stack:
        field, value = stack.pop()
        if isinstance(value, (dict, list)):
            if id(value) in seen:
                continue
            seen.add(id(value))
            pairs = value.items() if isinstance(value, dict) else enumerate(value)
            children = []
            for key, item in pairs:
                if isinstance(value, dict) and _oversized(key):
                    return field or "", f"has the key {excerpt(key)}: numbers here are at most {MAX_YAML_NUMBER}"
                children.append((_field_of(field, key, item, isinstance(value, list)), item))
            stack.extend(reversed(children))      # in document order
        elif _oversized(value):
            return field, f"{excerpt(value)} is too large: numbers here are at most {MAX_YAML_NUMBER}"
    return None


def _oversized(value):
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_YAML_NUMBER


def _field_of(parent, key, item, index):
    """The path of a child of `parent`: `parent.key` for a mapping's, `parent[3]` for a list item,
    or its id for a list item that has one (as messages about a game's rules name an entry: `<id>.box`)."""
    if index and not (isinstance(item, dict) and isinstance(item.get("id"), str) and _ID.match(item["id"])):
        return f"{parent}[{key}]"
    name = item["id"] if index else escape_text(key, EXCERPT) if isinstance(key, str) else excerpt(key)
    return f"{parent}.{name}" if parent else name


_ID = re.compile(r"[a-z0-9_]{1,40}\Z")


def _short(exc, limit=300):
    detail = " ".join(str(exc).split())
    return detail if len(detail) <= limit else detail[:limit - 1] + "…"


def file_stamp(path, follow_symlinks=True):
    """What tells a file from its next version: its inode, size, and modification and change times
    (the change time and the inode are what a copy keeping the modification time, cp -p or an
    archive unpacked, does not keep). Raises OSError (and ValueError for a path holding a NUL) as
    os.stat does; `follow_symlinks=False` stamps a symbolic link itself, as os.lstat."""
    return stat_stamp(os.stat(path, follow_symlinks=follow_symlinks))


def stat_stamp(info):
    """`file_stamp` of what os.stat already returned (one stat for the stamp and the file's kind)."""
    return (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def write_atomic(path, text):
    """Write text to path so that readers see either the old or the new file."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    remove_stale_temp_files(folder)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, dir=folder)
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


def remove_stale_temp_files(folder, age=STALE_TEMP_SECONDS):
    """Delete the `.tmp-*` files a killed write left in `folder`: regular files only, and only
    those untouched for `age` seconds, so a write in progress elsewhere is never hurt.
    Returns how many were removed; a folder that cannot be listed is left alone."""
    removed = 0
    cutoff = time.time() - age
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not entry.name.startswith(TEMP_PREFIX):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed


def write_json(path, data):
    write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")



def type_name(value):
    return {dict: "an object", list: "a list", str: "text", bool: "true/false",
            int: "a number", float: "a number", type(None): "null"}.get(type(value), type(value).__name__)


# -- text from files, as people see it --------------------------------------------------------------------------


def _escape_char(match):
    code = ord(match.group(0))
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def escape_text(text, limit=MAX_LINE):
    """`text` made safe to print on a terminal: every character of UNSAFE_TEXT written as an
    escape (`\\x1b`, `\\ud800`), and at most `limit` characters (the last one "…")."""
    text = text if isinstance(text, str) else str(text)
    if limit is not None and len(text) > limit:
        text = text[:max(0, limit - 1)] + "…"
    return UNSAFE_TEXT.sub(_escape_char, text)


def shorten_quoted(message):
    """An argparse message with each value it quotes cut to EXCERPT characters: `invalid int value:
    '1111...'` quoted a 5,000-digit --frames whole, a line of over 1,000 characters."""
    return re.sub(r"'([^']*)'", lambda m: "'" + escape_text(m.group(1), EXCERPT) + "'", message)


def excerpt(value, limit=EXCERPT):
    """A bad value as a message may quote it: JSON for plain values (text in quotes) and small
    lists and objects, the kind of anything larger, escaped and cut to `limit` characters.
    Never walks a whole structure (a YAML alias bomb is a list of lists of lists...)."""
    if isinstance(value, str):
        shown = value[:limit + 1]
        text = json.dumps(shown, ensure_ascii=False)
    elif value is None or isinstance(value, bool) or (isinstance(value, float) and math.isfinite(value)):
        text = json.dumps(value)
    elif isinstance(value, float):
        text = str(value)               # inf, -inf, nan
    elif isinstance(value, (list, dict)) and _small(value, 12):
        text = json.dumps(value, ensure_ascii=False)
    elif isinstance(value, int):    # a huge int cannot even become text (sys.get_int_max_str_digits)
        digits = int(value.bit_length() * 0.30103)
        text = str(value) if value.bit_length() <= 128 else f"a number of about {digits} digits"
    else:
        text = type_name(value)
    return escape_text(text, limit)


def _small(value, budget):
    """True when `value` holds at most `budget` plain values and containers, all of them shown
    as they are by JSON (no huge or non-finite number): it is quoted whole."""
    stack = [value]
    while stack:
        item = stack.pop()
        budget -= 1
        if budget < 0:
            return False
        if isinstance(item, dict):
            stack.extend(item.values())
            stack.extend(item)
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, int) and not isinstance(item, bool) and item.bit_length() > 128:
            return False
        elif isinstance(item, float) and not math.isfinite(item):
            return False
    return True


# Letters that draw as blank space (the Hangul fillers, the Braille blank): no more a name than a space is.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def shows_something(text):
    """True when `text` has a character a reader can see: a letter, digit, punctuation mark or symbol (or one
    the font draws as a box). Spaces, zero-width characters (U+200B, U+200D, U+FEFF...), other format
    characters and marks with nothing to sit on show nothing: such a name is treated as no name."""
    return isinstance(text, str) and any(
        unicodedata.category(ch)[0] in "LNPS" or unicodedata.category(ch) in ("Mc", "Co", "Cn")
        for ch in text if ch not in _BLANK_LETTERS)


def text_problem(value, max_length, blank=False):
    """Why `value` cannot be a name or other text from a file shown to people, or None:
    text, not blank (unless `blank`), at most `max_length` characters, none of UNSAFE_TEXT, and (unless
    `blank`) something to read (shows_something)."""
    if not isinstance(value, str):
        return f"must be text, not {type_name(value)}"
    if not blank and not value.strip():
        return "must not be blank"
    if len(value) > max_length:
        return f"is longer than {max_length} characters"
    bad = UNSAFE_TEXT.search(value)
    if bad:
        return f"holds a control character ({_escape_char(bad)} at {bad.start()}): only printable text"
    if not blank and not shows_something(value):
        return "shows nothing (only spaces or invisible characters such as U+200B)"
    return None


def writable_folder(folder, where):
    """Make `folder` (and its parents) if missing; DataError at `where` (an option, a field) when it
    cannot be a folder to write in: a file, under a file, a place that refuses it."""
    if os.path.lexists(folder) and not os.path.isdir(folder):
        raise DataError.single(where, f"{folder} is not a folder")
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        raise DataError.single(where, f"cannot make the folder {folder}: {exc.strerror or exc}") from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DataError.single(where, f"cannot write in the folder {folder}")
