"""pytest imports a test file of a folder without __init__.py by its bare name: two test files of
one name in different folders (tests/test_cli.py and tests/warcraft_board/test_cli.py) stop the
whole run at collection. Each test module's name is therefore unique under tests/."""

from __future__ import annotations

import collections
import os

TESTS = os.path.dirname(os.path.abspath(__file__))


def test_no_two_test_modules_share_a_name():
    places = collections.defaultdict(list)
    for folder, _dirs, files in os.walk(TESTS):
        if "__pycache__" in folder:
            continue
        for name in files:
            if name.endswith(".py") and name != "conftest.py" and name != "__init__.py":
                places[name].append(os.path.relpath(os.path.join(folder, name), TESTS))
    shared = {name: where for name, where in places.items() if len(where) > 1}
    assert not shared, f"test modules sharing a name: {shared}"
