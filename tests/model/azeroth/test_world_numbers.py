"""The mechanics tests do not depend on the banner and badge numbers: the balance tuning changes
them (docs/RULES.md, section 12), so each test plays the numbers of the ruleset it is given.
Here every world test that takes no argument plays again with copies of the shipped ruleset (made
by the real loader from edited yaml, world_helpers.shifted_rules) whose banners and badges are all
1 more, all 1 less, or 1 more and 1 less by turns, and passes there too.
"""

import importlib
import inspect
from pathlib import Path

import pytest
import world_helpers

# Every world test module but this one and the random games' (they play the shipped ruleset).
MODULES = sorted(path.stem for path in Path(__file__).parent.glob("test_world_*.py")
                 if path.stem not in ("test_world_numbers", "test_world_properties"))


def _tests():
    """(module, name) of every test function of MODULES that takes no argument."""
    found = []
    for module in MODULES:
        for name, function in vars(importlib.import_module(module)).items():
            if name.startswith("test_") and inspect.isfunction(function) \
                    and not inspect.signature(function).parameters:
                found.append(pytest.param(module, name, id=f"{module[len('test_world_'):]}.{name[len('test_'):]}"))
    return found


# Every banner and badge 1 more, 1 less, and 1 more or less by turns (races and powers in file
# order), so that races change apart from each other too.
SHIFTS = {"plus_one": (1,), "minus_one": (-1,), "plus_minus": (1, -1), "minus_plus": (-1, 1)}


@pytest.fixture(scope="module", params=list(SHIFTS))
def shifted(request, tmp_path_factory):
    shifts = SHIFTS[request.param]
    rules = world_helpers.shifted_rules(tmp_path_factory.mktemp("rules"), shifts)
    shipped = world_helpers.RULES
    for n, (rid, race) in enumerate(shipped.races.items()):
        assert (rules.races[rid].banner, rules.races[rid].box) == (race.banner + shifts[n % len(shifts)], race.box + 2)
    for n, (pid, power) in enumerate(shipped.powers.items()):
        assert rules.powers[pid].bonus == power.bonus + shifts[n % len(shifts)]
    return rules


@pytest.mark.parametrize(("module", "name"), _tests())
def test_passes_with_every_banner_and_badge_changed(shifted, module, name, monkeypatch):
    monkeypatch.setattr(world_helpers, "RULES", shifted)
    getattr(importlib.import_module(module), name)()
