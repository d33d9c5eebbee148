"""A person plays whole games of Warcraft: The Board Game against computers, by mouse only.

Each of the person's actions is chosen by a computer player (the game's own `random` level, or a test
player that seeks battles) and then performed ONLY through synthetic mouse events on the real play
screen: `perform(app, scene, action)` turns any legal action into the clicks a player would make
(tests/ui/wb_clicks.py, shared with the real-window driver tools/qa/warcraft_real_window.py). After the
clicks the game's next action must be the one chosen (a move's path may be another legal path to the same
end, and of interchangeable pieces - same owner, kind and space - any may be the one clicked).
Each game runs to the end screen."""

import os
import random

import pytest

from game.game_session import GameSession
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import game as rules
from games.warcraft_board.model import scoring
from games.warcraft_board.model.board import MAP_LAYOUTS, map_file
from games.warcraft_board.scenes.game_over import WarcraftGameOverScene
from games.warcraft_board.scenes.play import play_scene
from kernel import envelope
from tests.ui.scene_driver import click, frame, new_app
from tests.ui.wb_clicks import likeness, perform, piece_classes

SMALL = (1024, 640)
SCENARIO_SEATS = {"main": 2, "elf_gate": 3, "prisoners": 2, "necromancer_march": 2, "nordrassil": 4}


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def shipped(scenario):
    return os.path.exists(map_file(MAP_LAYOUTS[(scenario, SCENARIO_SEATS[scenario])]))


def setup_of(scenario, seed, person=0, turn_cap=8, seats=None):
    players = [{"name": f"Player {k + 1}", "kind": "human" if k == person else "ai", "level": "random"}
               for k in range(seats or SCENARIO_SEATS[scenario])]
    for entry in players:
        if entry["kind"] == "human":
            del entry["level"]
    document = envelope.wrap(WARCRAFT.id, WARCRAFT.version, {"scenario": scenario, "seed": seed, "players": players,
                                                             "options": {"turn_cap": turn_cap}})
    setup, problems = WARCRAFT.parse_setup(document, "test")
    assert setup is not None and not [p for p in problems if not p.warning], problems
    return setup


# ------------------------------------------------------------------ choosers (the person's "mind")


class BattleSeeker:
    """A test player: moves toward hostile units and fights, plays a card when it can, else random."""

    level = "battle seeker"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, game):
        options = rules.legal_actions(game, limit=400)
        if not scoring.uses_vp(game):       # the window offers no VP card where it scores nothing (E55)
            options = [a for a in options if a.type != "play_vp"] or options
        seat = options[0].player
        cards = [a for a in options if a.type in ("play_card", "play_vp")]
        if cards and self.rng.random() < 0.8:
            return self.rng.choice(cards)
        moves = [a for a in options if a.type == "move"]
        if moves and self.rng.random() < 0.9:
            def closeness(action):
                end = action.path[-1]
                hostile = [p.space for p in game.pieces.values() if p.where == "map" and p.space
                           and game.hostile(seat, p.owner) and game.unit_kind(p) is not None]
                return min((game.board.steps(end, s) for s in hostile), default=9)
            best = min(closeness(a) for a in moves)
            return self.rng.choice([a for a in moves if closeness(a) == best])
        spend = [a for a in options if a.type in ("train", "build", "upgrade")]
        if spend and self.rng.random() < 0.8:
            return self.rng.choice(spend)
        others = [a for a in options if a.type not in ("move", "end_step")] or options
        if game.step == "move" and not game.battle and self.rng.random() < 0.5:
            others = [a for a in options if a.type == "end_step"] or others
        return self.rng.choice(others)


# ------------------------------------------------------------------ the game


def play_by_clicks(scenario, seed, chooser, size=SMALL, turn_cap=8, most=4000, seats=None):
    app = new_app(size)
    session = GameSession(WARCRAFT, setup_of(scenario, seed, turn_cap=turn_cap, seats=seats), threaded=False,
                          speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    mind = chooser(seed * 31 + 7)
    done = {}
    for _ in range(most):
        if app.scene is not scene:
            break
        frame(app)
        if session.game.over or not scene.my_turn():
            continue
        if scene.needs_pass():
            click(app, (20, 20))
            continue
        game = session.game
        action = mind.choose(game)
        before = len(game.actions)
        classes = piece_classes(game)
        perform(app, scene, action)
        game = session.game
        assert len(game.actions) > before, (action, scene.messages.latest(), game.step, game.stage)
        taken = game.actions[before]        # the person's; computers may have acted after it already
        assert likeness(classes, taken) == likeness(classes, action), (taken, action)
        done[action.type] = done.get(action.type, 0) + 1
    for _ in range(50):
        if isinstance(app.scene, WarcraftGameOverScene):
            break
        frame(app)
    assert session.game.over, (session.game.turn, done)
    assert isinstance(app.scene, WarcraftGameOverScene)
    frame(app)
    return app, session, done


def test_a_person_plays_a_whole_game_by_clicks_against_computers():
    """Main game for two, the person's every action chosen by the game's random computer player."""
    from games.warcraft_board.ai.random_player import RandomPlayer

    _app, session, done = play_by_clicks("main", 3, RandomPlayer, turn_cap=8)
    assert {"move", "end_step", "harvest"} <= set(done), done
    assert {"train", "build", "upgrade"} & set(done), done


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_each_computer_level_can_play_the_persons_seat_by_clicks(level):
    """The person's actions chosen by each of the game's computer levels, made by clicks, to the end."""
    from games.warcraft_board.ai import available_levels, make_player

    if level not in available_levels():
        pytest.skip(f"no {level} level yet")
    _app, session, done = play_by_clicks("main", 2, lambda seed: make_player(level, seed), turn_cap=5)
    assert "move" in done and "end_step" in done, done


def test_a_person_plays_a_whole_game_of_four_by_clicks():
    """The main game for four (two teams), the person's partner a computer."""
    from games.warcraft_board.ai.random_player import RandomPlayer

    if not os.path.exists(map_file(MAP_LAYOUTS[("main", 4)])):
        pytest.skip("the map for four is not shipped yet")
    _app, session, done = play_by_clicks("main", 6, RandomPlayer, turn_cap=5, seats=4)
    assert "move" in done and "end_step" in done, done


@pytest.mark.parametrize("scenario", ["elf_gate", "prisoners", "necromancer_march", "nordrassil"])
def test_a_person_plays_a_whole_scenario_by_clicks(scenario):
    from games.warcraft_board.ai.random_player import RandomPlayer

    class WindowRandom(RandomPlayer):
        """Random, among what the window offers: no VP card where it scores nothing (E55)."""

        def choose(self, game):
            action = super().choose(game)
            if action.type == "play_vp" and not scoring.uses_vp(game):
                return self.rng.choice([a for a in rules.legal_actions(game, limit=50) if a.type != "play_vp"])
            return action

    if not shipped(scenario):
        pytest.skip("the scenario's map is not shipped yet")
    _app, session, done = play_by_clicks(scenario, 5, WindowRandom, turn_cap=6)
    assert "move" in done and "end_step" in done, done


def test_battles_and_cards_by_clicks_against_a_computer():
    """A person seeking battles: fights, casualty picks and card plays, all by clicks, to the end screen."""
    seen = {}
    for seed in (1, 2, 4):
        _app, session, done = play_by_clicks("main", seed, BattleSeeker, turn_cap=10)
        for key, n in done.items():
            seen[key] = seen.get(key, 0) + n
        if {"casualty", "play_card"} <= set(seen):
            break
    assert "play_card" in seen or "play_vp" in seen, seen
    assert "casualty" in seen or "fight" in seen or "opt_in" in seen, seen

