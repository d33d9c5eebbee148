"""Records in actions (kernel/actions.py): small objects inside an action, read, checked and written back."""

import pytest

from kernel.actions import Action, ActionFieldError, ActionRegistry, Record


def registry_with_a_record():
    game = ActionRegistry("sample")

    @game.action("walk")
    class Walk(Action):
        steps: tuple[Record, ...]
        choice: Record | None = None

    return game, Walk


def test_a_record_and_a_list_of_records_are_read_and_written_back():
    game, Walk = registry_with_a_record()
    data = {"type": "walk", "player": 0, "steps": [{"from": "a", "to": "b"}, {"from": "b", "to": "c"}],
            "choice": {"tiles": [0, 2], "extra": 1, "flag": True}}
    walk = game.from_json(data)
    assert walk == Walk(player=0, steps=(Record({"from": "a", "to": "b"}), Record({"from": "b", "to": "c"})),
                        choice=Record({"tiles": (0, 2), "extra": 1, "flag": True}))
    assert walk.choice["tiles"] == (0, 2) and walk.steps[1]["to"] == "c"
    assert walk.to_json() == data
    assert hash(walk) == hash(game.from_json(data))        # hashable like every action


@pytest.mark.parametrize("steps, field", [
    ("ab", "steps"),
    (["ab"], "steps[0]"),
    ([{"from": {"deep": 1}}], "steps[0].from"),
    ([{"from": ["a", ["b"]]}], "steps[0].from[1]"),
    ([{"from": 10 ** 30}], "steps[0].from"),
    ([{1: "a"}], "steps[0]"),
])
def test_a_malformed_record_is_refused_naming_its_field(steps, field):
    game, _Walk = registry_with_a_record()
    with pytest.raises(ActionFieldError) as info:
        game.from_json({"type": "walk", "player": 0, "steps": steps})
    assert info.value.field == field
