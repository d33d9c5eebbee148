"""The design values (games/wolves/rules_data/values.yaml): the shipped file reads, and a spoiled copy
is refused naming the file and the field."""

import pytest
import yaml

from games.wolves.model.values import VALUES_FILE, load_values, shipped_values
from kernel.errors import DataError


def test_the_shipped_values_are_the_rules_page_s():
    v = shipped_values()
    assert v.attributes == {"spread": (2, 3, 4, 5, 6), "speed": (3, 4, 5, 6, 7), "howl": (1, 2, 3, 4, 5)}
    assert v.attribute_vp == (0, 1, 2, 4, 6) and v.row_rewards == {3: "bonus_terrain", 5: "bonus_action"}
    assert v.lair_vp == (3, 5, 8, 12) and v.wolves_vp == (1, 2, 3, 5, 6, 8, 10, 12)
    assert v.hunt_vp == {"3-5": (2, 4, 6, 9, 12), "2": (3, 6, 9, 12, 15)}
    assert v.hunt_reward == {"3-5": "bonus_action", "2": None}
    assert v.first_value == {"new": 4, "quarter": 6, "full": 8}
    assert v.second_value == {"new": 2, "quarter": 3, "full": 4}
    assert v.supplies == {"bonus_terrain": 12, "bonus_action": 12} and v.actions_per_turn == 2
    assert v.tile_faces("forest")[0] == ("forest", "forest")


def spoiled(tmp_path, change):
    with open(VALUES_FILE, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    change(data)
    path = tmp_path / "values.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("change, field", [
    (lambda d: d["attributes"].update(speed=[3, 4, 4, 6, 7]), "attributes.speed"),
    (lambda d: d.__setitem__("lair_vp", [3, 5, 8]), "lair_vp"),
    (lambda d: d["calendar"][4].update(quarter=40), "calendar.4"),
    (lambda d: d["hunt"]["2"].update(reward="coins"), "hunt.2.reward"),
    (lambda d: d["wolves_area"].update(cells=["pack"] * 7 + ["wolf"]), "wolves_area.cells"),
    (lambda d: d["dual_tiles"].__setitem__(0, ["meadow", "meadow"]), "dual_tiles"),
    (lambda d: d["prey"].__setitem__(5, ["hare"] * 10), "prey.5"),
    (lambda d: d.pop("supplies"), "supplies"),
    (lambda d: d["virtual_pack"][0].update(pieces=["den", "den"]), "virtual_pack[0].pieces"),
    (lambda d: d["scoring_tokens"]["new"].update(second=9), "scoring_tokens.new"),
])
def test_a_bad_value_is_refused_naming_the_file_and_the_field(tmp_path, change, field):
    path = spoiled(tmp_path, change)
    with pytest.raises(DataError) as info:
        load_values(path)
    assert f"{path}: {field}" in [p.where for p in info.value.problems], info.value.problems
