"""Module caches stay true to their source (issue 33): a map file edited on disk is read again even when
its size and modification time are kept (board._LOADED), and a save carries the map its game was played
on, not what the file holds by the time the first autosave is written (saves._map_documents)."""

import json
import os

import pytest

from game import saves
from game.model.board import load_map
from game.model.game import Game
from game.model.ruleset import load_ruleset
from game.resources import rules_dir
from game.session import Session

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")


@pytest.fixture(autouse=True)
def user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


def my_map(user_dir, name="My Grid"):
    """The test grid as a map of the player's own (maps/my-grid.json); returns (path, its document)."""
    data = json.load(open(GRID, encoding="utf-8"))
    data.update(id="my-grid", name=name)
    path = user_dir / "maps" / "my-grid.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, data


def rewrite_keeping_size_and_time(path, data):
    """Write another version of the file, of the same size, its modification time put back (cp -p does so)."""
    info = os.stat(path)
    text = json.dumps(data)
    assert len(text.encode()) == info.st_size
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert os.stat(path).st_mtime_ns == info.st_mtime_ns


def test_a_map_edited_in_place_with_its_time_kept_is_read_again(user_dir):
    path, data = my_map(user_dir, name="My Grid")
    assert load_map(str(path)).name == "My Grid"
    rewrite_keeping_size_and_time(path, dict(data, name="Ur Grid"))
    assert load_map(str(path)).name == "Ur Grid"
    assert load_map(str(path)) is load_map(str(path))      # and an unchanged file is not read twice


def test_a_save_carries_the_map_played_not_the_file_edited_since(user_dir):
    path, data = my_map(user_dir)
    board = load_map(str(path))                # the setup screen read it...
    edited = dict(data, name="Edited Grid")
    edited["regions"] = [dict(region, name=region["name"] + " Two") for region in data["regions"]]
    path.write_text(json.dumps(edited), encoding="utf-8")        # ...then the player edited it, and pressed Start
    players = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    game = Game(load_ruleset(os.path.join(rules_dir(), "classic")), board, players, 9,
                races=["ratmen", "orcs"], powers=["forest", "merchant"])
    session = Session(game, "my-grid", threaded=False, speed="instant")
    saver = saves.Autosaver(session)
    session.submit({"type": "pick", "combo": 0, "player": 0})
    assert saver.flush()
    saved = json.load(open(saver.path, encoding="utf-8"))
    assert saved["map_data"] == data
    resumed = saves.load_session(saver.path, threaded=False)
    assert resumed.game.board.name == "My Grid"
    assert [r.name for r in resumed.game.board.regions] == [r.name for r in board.regions]
