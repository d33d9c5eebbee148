"""The modders' guide lists every effect primitive the engine knows."""

import os
import re

from games.smallworld.model.primitives import PRIMITIVES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_every_primitive_is_documented_with_its_parameters():
    text = open(os.path.join(ROOT, "docs", "MODDING.md"), encoding="utf-8").read()
    text = text[text.index("# Making races and powers"):]
    rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| `(\w+)` \|([^|]*)\|", text, re.M)}
    assert set(rows) == set(PRIMITIVES)
    for name, cls in PRIMITIVES.items():
        for param in cls.params:
            assert f"`{param}`" in rows[name], (name, param)


def test_the_guide_lists_the_games_own_names_a_ruleset_may_not_take():
    from games.smallworld.model.names import reserved_names

    text = open(os.path.join(ROOT, "docs", "MODDING.md"), encoding="utf-8").read()
    listed = text[text.index("The game's own names are"):]
    listed = listed[:listed.index(".\n")]
    assert re.findall(r"`(\w+)`", listed) == sorted(reserved_names())
