"""The window's saves of every installed game (issue 33): a session's autosave is its own game's file,
written through its definition (its id names the file, its save_text writes it), and Small World's is
what it always was (tests/test_saves.py). Played here with the kernel tests' toy game, "Sums"
(tests/kernel/toy_game.py), installed beside Small World."""

import json
import os

import pytest

from game import saves
from game.events import EventBus
from games.smallworld.definition import SMALL_WORLD
from games.smallworld.session import Session
from kernel import registry as installed
from tests.kernel.toy_game import Toy
from tests.test_saves import GRID, grid_session, user_dir  # noqa: F401 (user_dir: the temporary user folder)


@pytest.fixture
def toy():
    definition = installed.register(Toy())
    yield definition
    installed.unregister("toy")


class ToySession:
    """What the autosave asks of a session: the game played (`definition`), the game itself and its bus."""

    def __init__(self, definition, setup):
        self.definition = definition
        self.game = definition.new_game(setup)
        self.bus = EventBus()

    def play(self, count):
        for _ in range(count):
            action = self.definition.legal_actions(self.game)[0]
            self.definition.apply(self.game, action)
            self.bus.publish({"type": "action_applied", "action": action})


def toy_session(toy, seed=3):
    setup, problems = toy.parse_setup(toy.sample_setups(seed)["2 seats"], "sample")
    assert not problems
    return ToySession(toy, setup)


def test_a_sessions_autosave_is_its_own_games_file_written_by_its_definition(toy, user_dir):  # noqa: F811
    session = toy_session(toy)
    saver = saves.Autosaver(session, background=False)
    session.play(3)
    assert saver.path == saves.autosave_path("toy") == str(user_dir / "autosave-toy.json")
    data = json.loads((user_dir / "autosave-toy.json").read_text())
    meta = data.pop("meta")
    assert data == toy.document(session.game)                       # the game file, through the definition
    assert meta["players"] == ["P0", "P1"] and meta["round"] == 2 and meta["over"] is False
    assert not (user_dir / "autosave.json").exists()                # Small World's Continue is left alone
    replayed = toy.replay(dict(toy.parse_setup(data, "autosave")[0])).game
    assert toy.state_json(replayed) == toy.state_json(session.game)


def test_small_world_sessions_play_small_world_and_write_its_autosave_as_before(user_dir):  # noqa: F811
    session = grid_session()
    assert Session.definition is SMALL_WORLD and session.definition.id == "smallworld"
    saver = saves.Autosaver(session, background=False)
    session.submit({"type": "pick", "player": 0, "combo": 0})
    assert saver.path == saves.autosave_path() == str(user_dir / "autosave.json")
    written = (user_dir / "autosave.json").read_text()
    assert written == saves.document_text(session.game, GRID)     # the same bytes (but saved_at's minute)


def test_each_games_unfinished_autosave_stays_under_its_own_continue(toy, user_dir):  # noqa: F811
    first = toy_session(toy)
    saves.Autosaver(first, background=False)
    first.play(2)
    session = grid_session()
    saves.Autosaver(session, background=False)
    session.submit({"type": "pick", "player": 0, "combo": 0})
    assert saves.latest_autosave("toy") and saves.latest_autosave()
    assert not os.listdir(saves.saves_dir())                        # neither had to be moved out of the way
    second = toy_session(toy, seed=4)
    saver = saves.Autosaver(second, background=False)
    second.play(1)
    assert saver.take_notice()                                      # the first Sums game is kept in saves/
    [kept] = os.listdir(saves.saves_dir())
    assert kept.startswith("Unfinished – Sums, round 2 – ")        # named after its game: it has no map
    entry = saves.save_entry(os.path.join(saves.saves_dir(), kept))
    assert entry["game"] == "toy" and entry["problem"] is None and entry["players"] == ["P0", "P1"]
    assert saves.latest_autosave() == saves.autosave_path()       # Small World's is where it was
