"""The one replay (games/smallworld/model/replay.py): setup + action log -> Game, with its events and errors."""

import os

import pytest
from game_helpers import canonical, random_game

from games.smallworld.model.board import load_map
from games.smallworld.model.errors import DataError
from games.smallworld.model.game import Game
from games.smallworld.model.gamefile import game_file_json, parse_game_file
from games.smallworld.model.replay import ReplayResult, replay, setup_of
from games.smallworld.model.ruleset import load_ruleset

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")
RULES = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))


def finished(seed=3):
    return random_game(RULES, load_map(GRID), seed, seats=3)


def test_replay_rebuilds_the_game_and_stops_where_asked():
    game = finished()
    setup = setup_of(game)
    result = replay(setup)
    assert isinstance(result, ReplayResult) and isinstance(result.game, Game)
    assert canonical(result.game) == canonical(game) and result.applied == len(game.actions)
    partial = replay(setup, until=7)
    assert partial.applied == len(partial.game.actions) == 7
    assert replay(setup, until=10 ** 6).applied == len(game.actions)


def test_a_game_file_replays_like_its_setup():
    game = finished(5)
    setup, problems = parse_game_file(game_file_json(game, GRID), "g.json", [os.path.join(ROOT, "maps")],
                                      os.path.join(ROOT, "rules_data"))
    assert not [p for p in problems if not p.warning]
    assert canonical(replay(setup).game) == canonical(game)


def test_each_step_reports_its_events_round_and_the_game_then():
    game = finished(4)
    steps = []
    replay(setup_of(game), on_step=lambda step, g: steps.append((step, g.round, len(g.actions))))
    assert [s.index for s, _, _ in steps] == list(range(len(game.actions)))
    assert all(s.action == a for (s, _, _), a in zip(steps, game.actions))
    assert all(applied == s.index + 1 for s, _, applied in steps)
    assert steps[0][0].round == 1 and steps[-1][0].round == game.rounds
    conquests = [e for s, _, _ in steps for e in s.events if e["type"] == "conquered"]
    assert conquests
    # the round of a step is the one it was taken in, even when it ends that round
    ends = [(s.round, now) for s, now, _ in steps if s.action["type"] == "end_turn" and now != s.round]
    assert ends and all(now == taken + 1 for taken, now in ends if now <= game.rounds)


def test_resume_goes_on_from_a_game_part_way_through():
    game = finished(6)
    setup = setup_of(game)
    part = replay(setup, until=20).game
    same = replay(setup, until=45, resume=part)
    assert same.game is part and same.applied == 45
    assert canonical(part) == canonical(replay(setup, until=45).game)
    with pytest.raises(ValueError):
        replay(setup, until=10, resume=part)


def test_setup_of_keeps_the_scripted_outcomes_still_to_come():
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    game = Game(RULES, load_map(GRID), players, 9, races=["ratmen"], powers=["forest"], dice=[3, 1])
    game.apply({"type": "pick", "player": 0, "combo": 0})
    setup = setup_of(game, "test-grid")
    assert setup["dice"] == [3, 1] and setup["map"] == "test-grid"
    assert setup["powers"][0] == "forest" and setup["races"][0] == "ratmen"
    again = replay(setup).game
    assert canonical(again) == canonical(game) and again.dice_script == [3, 1]


def test_an_illegal_action_is_named_by_index_and_description():
    game = finished(2)
    setup = setup_of(game)
    setup["actions"][1] = {"type": "conquer", "player": 0, "region": "nowhere"}
    with pytest.raises(DataError) as info:
        replay(setup)
    (problem,) = info.value.problems
    assert problem.where == "action 1 (conquer nowhere)"
    assert problem.what
    assert len(replay(setup, until=1).game.actions) == 1   # what comes before still replays


def test_a_setup_that_cannot_build_a_game_names_the_file():
    setup = setup_of(finished(1))
    setup["players"] = setup["players"][:1]
    setup["path"] = "saves/x.json"
    with pytest.raises(DataError) as info:
        replay(setup)
    assert info.value.problems[0].where == "saves/x.json: players"


def test_the_replay_loops_of_the_program_all_go_through_replay():
    """cli, session, saves, replay cursor and gamefile keep no loop of their own over `.apply(`."""
    for rel in ("game/cli.py", "games/smallworld/session.py", "game/saves.py", "games/smallworld/replay_cursor.py",
                "games/smallworld/model/gamefile.py"):
        text = open(os.path.join(ROOT, rel), encoding="utf-8").read()
        loops = [line for line in text.splitlines() if ".apply(" in line]
        allowed = {"game/cli.py": 1, "games/smallworld/session.py": 1}.get(rel, 0)  # simulate's and submit's live play
        assert len(loops) <= allowed, (rel, loops)
