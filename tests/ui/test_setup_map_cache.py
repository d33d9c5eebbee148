"""The setup screen's list of maps (scenes.start.scan_maps) follows the files (issue 33: module caches): a
map of the player's own rewritten with its size and modification time kept is listed as it now is, and the
cache keeps one entry a file however often it is edited (it kept one per version, for ever)."""

import json

from game.resources import user_maps_dir
from games.smallworld.scenes import start
from tests.test_saves import my_map, rewrite_keeping_size_and_time


def listed(name):
    entries, problem = start.scan_maps()
    assert problem is None
    return next(entry for entry in entries if entry.id == name)


def test_an_edited_map_is_listed_as_it_now_is(user_dir):
    path, data = my_map(user_dir, name="My Grid")
    assert str(path.parent) == user_maps_dir()
    assert listed("my-grid").name == "My Grid"
    rewrite_keeping_size_and_time(path, dict(data, name="Ur Grid"))
    assert listed("my-grid").name == "Ur Grid"
    for number in range(5):
        path.write_text(json.dumps(dict(data, name=f"Grid {number}")), encoding="utf-8")
        assert listed("my-grid").name == f"Grid {number}"
    assert sum(1 for known in start._map_cache if known == str(path)) == 1
