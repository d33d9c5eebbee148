"""The window's session of any game (game/game_session.py), played on the toy game of the kernel's
tests, in a variant where each seat takes two actions a turn (so a seat has something of its own
turn to take back)."""

from __future__ import annotations

from game.game_session import GameSession
from kernel import envelope
from tests.kernel.toy_game import TURNS, Sums, Toy


class TwoActionSums(Sums):
    @property
    def seat(self):
        return None if self.over else (self.turn // 2) % len(self.names)

    @property
    def over(self):
        return self.turn >= 2 * TURNS * len(self.names)


class TwoActionToy(Toy):
    def new_game(self, setup):
        names = [p["name"] if isinstance(p, dict) else p for p in setup["players"]]   # seats may say who plays
        return TwoActionSums(dict(setup, players=names))

    def seat_to_act(self, game):
        return game.seat

    def actions_taken(self, game):
        return len(game.actions)


GAME = TwoActionToy()


def _setup(players=("Ann", "Bob"), seed=5, actions=()):
    document = envelope.wrap(GAME.id, GAME.version, {"players": list(players), "seed": seed,
                                                     "actions": list(actions)})
    setup, problems = GAME.parse_setup(document, "test")
    assert not problems
    return setup


def _session(**options):
    return GameSession(GAME, _setup(), threaded=False, speed="instant", **options)


def test_submit_applies_publishes_and_tells_the_log():
    session = _session()
    seen = []
    session.bus.subscribe(seen.append)
    card = session.game.hands[0][0]
    events = session.submit({"type": "play", "player": 0, "card": card})
    assert events and events[0]["type"] == "played"
    assert [e["type"] for e in seen] == ["played", "action_applied"]
    assert session.log == [(f"Ann played {card}", 0)]


def test_a_refused_action_changes_nothing_and_says_why():
    session = _session()
    before = GAME.state_json(session.game)
    assert session.submit({"type": "play", "player": 1, "card": "c1"}) is None
    assert "seat 0" in session.last_refusal
    assert GAME.state_json(session.game) == before
    assert session.log == []


def test_undo_takes_back_only_the_seats_own_actions_of_its_turn():
    session = _session()
    assert session.undo_reason() is not None          # nothing taken yet
    session.submit({"type": "roll", "player": 0})
    session.submit({"type": "roll", "player": 0})     # the turn passes to seat 1
    after_turn = GAME.state_json(session.game)
    assert session.seat == 1
    assert session.undo() is not None                 # seat 1 cannot take back seat 0's roll
    session.submit({"type": "roll", "player": 1})
    assert session.undo() is None
    assert session.seat == 1 and len(session.game.actions) == 2
    assert GAME.state_json(session.game) == after_turn
    assert len(session.log) == 2                      # the undone roll's line is gone
    assert session.undo() is not None                 # and no further back than the turn's start


def test_undo_rebuilds_the_same_state_as_before_the_action():
    session = _session()
    before = GAME.state_json(session.game)
    session.submit({"type": "play", "player": 0, "card": session.game.hands[0][0]})
    undone = []
    session.bus.subscribe(undone.append, "undone")
    assert session.undo() is None
    assert GAME.state_json(session.game) == before
    assert undone and session.log == []


def test_computer_seats_play_to_the_end_and_never_undo():
    setup = _setup()
    setup["players"] = [{"name": "Ann", "kind": "ai", "level": "random"}, {"name": "Bob", "kind": "ai"}]
    computers = GameSession(GAME, setup, threaded=False, speed="instant")
    assert set(computers.bots) == {0, 1}
    steps = 0
    while not GAME.is_over(computers.game) and steps < 100:
        computers.update()
        steps += 1
    assert GAME.is_over(computers.game)
    assert computers.undo() is not None
    assert len(computers.log) == len(computers.game.actions)


def test_resumed_replays_the_saved_actions_and_retells_the_log():
    played = _session()
    played.submit({"type": "roll", "player": 0})
    played.submit({"type": "roll", "player": 0})
    document = GAME.document(played.game)
    setup, _ = GAME.parse_setup(document, "save")
    resumed = GameSession.resumed(GAME, setup, threaded=False)
    assert GAME.state_json(resumed.game) == GAME.state_json(played.game)
    assert resumed.log == played.log
    assert resumed.undo() is not None                 # the seat has changed since: nothing of its own to undo


def test_undo_finds_a_map_named_by_a_path_relative_to_the_save(tmp_path, monkeypatch):
    """A Wolves save naming its map by a relative path: undo rebuilds the game from the same folder,
    whatever the program's working folder."""
    import shutil

    from games.wolves.model.board import SHIPPED_BOX, box_file
    from kernel import registry

    (tmp_path / "boards").mkdir()
    shutil.copy(box_file(SHIPPED_BOX), tmp_path / "boards" / "mine.json")
    document = {"format": "wolves-game", "version": 1, "map": "boards/mine.json", "seed": 4,
                "players": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]}
    definition, setup = registry.read_setup(document, "save.json", base_dir=str(tmp_path))
    monkeypatch.chdir(tmp_path / "boards")           # the relative path means nothing from here
    session = definition.resumed_session(setup, threaded=False, speed="instant")
    while session.game.phase != "play":              # tile faces and the start draft: nothing to undo yet
        assert session.submit(definition.legal_actions(session.game)[0]) is not None
    before = definition.state_json(session.game)
    action = next(a for a in definition.legal_actions(session.game) if a.type != "end_turn")
    assert session.submit(action) is not None and session.seat == action.player
    assert session.undo() is None
    assert definition.state_json(session.game) == before
