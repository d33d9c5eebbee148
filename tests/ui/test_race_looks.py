"""A race's looks are those of the ruleset on screen (ui.theme.learn_races), whatever was learned before:
a mod that recolours the Orcs does not recolour a classic game shown after it, and a ruleset is never taken
for another because Python gave it the id() of one collected before (theme once keyed what it had learned by
id(ruleset), and skipped a ruleset it took for known). Token pictures are cached by the look they show."""

import gc
import os
import shutil

import pytest
import yaml

from game.resources import rules_dir
from game.ui import theme
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.ui import tokens

CLASSIC = os.path.join(rules_dir(), "classic")
RED = (200, 30, 30)


@pytest.fixture
def red_orcs(tmp_path):
    """A mod of the classic game whose Orcs are red and carry a skull."""
    folder = tmp_path / "red-orcs"
    folder.mkdir()
    races = yaml.safe_load(open(os.path.join(CLASSIC, "races.yaml"), encoding="utf-8"))
    orcs = next(race for race in races if race["id"] == "orcs")
    orcs["ui"] = {"colour": list(RED), "emblem": "skull"}
    (folder / "races.yaml").write_text(yaml.safe_dump([orcs]), encoding="utf-8")
    (folder / "ruleset.yaml").write_text("format: smallworld-ruleset\nversion: 1\nid: red-orcs\nname: Red Orcs\n"
                                         "extends: classic\n", encoding="utf-8")
    shutil.copytree(os.path.join(CLASSIC), tmp_path / "classic")
    return load_ruleset(str(folder))


def test_the_ruleset_on_screen_gives_the_looks(red_orcs):
    classic = load_ruleset(CLASSIC)
    classic_orcs = tuple(classic.races["orcs"].ui["colour"])
    for _ in range(2):          # back and forth: each time the looks of the ruleset learned
        theme.learn_races(red_orcs)
        assert theme.race_look("orcs") == (RED, "skull")
        red_picture = tokens.stack_surface("orcs", 3, 0)
        theme.learn_races(classic)
        assert theme.race_color("orcs") == classic_orcs and theme.race_emblem("orcs") != "skull"
        assert tokens.stack_surface("orcs", 3, 0) is not red_picture      # not the red one from the cache
    theme.learn_races(red_orcs)
    assert "gnomes" not in theme.RACES and theme.RACES["lost_tribe"] == theme.BOARD_RACES["lost_tribe"]


class Race:
    def __init__(self, colour):
        self.id, self.ui = "orcs", {"colour": colour, "emblem": "axe"}


class Ruleset:
    """As much of a ruleset as learn_races reads."""

    def __init__(self, colour):
        self.races = {"orcs": Race(colour)}


def test_a_new_ruleset_at_the_address_of_a_collected_one_teaches_its_own_looks(monkeypatch):
    """Python may give a new ruleset the id() of one collected before; every id() is made the same here
    so that it always does (waiting for Python to reuse the address skipped the test most runs)."""
    monkeypatch.setattr(theme, "id", lambda _obj: 1, raising=False)
    first = Ruleset((10, 10, 10))
    theme.learn_races(first)
    del first
    gc.collect()
    second = Ruleset((240, 240, 240))
    theme.learn_races(second)
    assert theme.race_color("orcs") == (240, 240, 240)
