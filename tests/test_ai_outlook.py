"""The expert's learned evaluation: the features it reads off the board, the fitted table, the fit."""

import ast
import json
import os
import subprocess
import sys

import pytest

from game import resources
from games.smallworld.ai import make_player
from games.smallworld.ai.expert import SearchParams, evaluate, seat_value
from games.smallworld.ai.outlook import FEATURES, learned_future, seat_features, table_for
from games.smallworld.ai.valuation import turns_left
from games.smallworld.ai.value_table import WEIGHTS
from games.smallworld.model.game import Game
from games.smallworld.model.ruleset import load_ruleset, ruleset_folder
from tests.game_helpers import shipped_boards

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import learn_values  # noqa: E402  (a benchmark script: its fit is tested here)

CLASSIC = load_ruleset(ruleset_folder("classic", resources.rules_dir()))
AZEROTH = load_ruleset(ruleset_folder("azeroth", resources.rules_dir()))


def hard_game(ruleset, players, seed, world=False):
    board = next(b for b in shipped_boards(world) if b.players == players)
    return Game(ruleset, board, [{"name": str(i), "kind": "ai", "level": "hard"} for i in range(players)], seed)


def play_until(game, stop):
    bots = [make_player("hard", game.seed * 7919 + i) for i in range(len(game.players))]
    while not game.over and not stop(game):
        game.apply(bots[game.current_player].choose(game))
    return game


def test_features_read_the_board():
    game = play_until(hard_game(CLASSIC, 5, 3), lambda g: g.round == 3 and g.seat == 0)
    for s, player in enumerate(game.players):
        left, values = seat_features(game, s)
        features = dict(zip(FEATURES, values))
        assert left == game.rounds - 2      # round 3 begins: this and the rounds after
        assert features["constant"] == 1.0
        if player.active is not None:
            active = player.active
            assert features["active"] == 1.0 and features["fresh_tokens"] == 0.0
            assert features["spare_tokens"] == max(0, active.hand + game.tokens_on_map(active) - len(active.regions))
            assert features["active_income"] >= len(active.regions) - 1 >= 0
        else:
            assert features["active"] == 0.0 and features["fresh_tokens"] > 0


def test_a_declined_seat_has_a_fresh_combo_to_come():
    game = play_until(hard_game(CLASSIC, 3, 11), lambda g: any(p.active is None and p.declined for p in g.players))
    s = next(i for i, p in enumerate(game.players) if p.active is None and p.declined)
    features = dict(zip(FEATURES, seat_features(game, s)[1]))
    assert features["active"] == 0.0 and features["active_income"] == 0
    assert features["declined_income"] >= len(game.players[s].declined[0].regions)
    assert features["fresh_tokens"] > 0


def test_turns_left_counts_the_seats_still_to_play_this_round():
    game = play_until(hard_game(CLASSIC, 3, 5), lambda g: g.round == 2 and g.seat == 1)
    assert [turns_left(game, s) for s in range(3)] == [game.rounds - 2, game.rounds - 1, game.rounds - 1]


def test_learned_future_is_the_weighted_sum_for_the_turns_left():
    game = play_until(hard_game(CLASSIC, 5, 4), lambda g: g.round == 2)
    left, values = seat_features(game, 0)
    table = [[float(k + 1) * (row + 1) for k in range(len(FEATURES))] for row in range(left + 2)]
    expected = sum(w * x for w, x in zip(table[left - 1], values))
    assert learned_future(left, values, table) == pytest.approx(expected)
    # more turns left than the table has rows: its last row
    assert learned_future(left, values, table[:2]) == pytest.approx(sum(w * x for w, x in zip(table[1], values)))


def test_the_shipped_table_covers_five_classic_players():
    table = WEIGHTS["classic:5"]
    game = hard_game(CLASSIC, 5, 1)
    assert table_for(game) is table
    assert len(table) >= game.rounds - 1
    assert all(len(row) == len(FEATURES) for row in table)
    # what every position still earns (the constant) grows with the turns left to earn it
    constant = FEATURES.index("constant")
    assert all(a[constant] < b[constant] for a, b in zip(table, table[1:]))
    # with one turn left, a coin of income now is most of a coin at the end
    assert 0.5 < table[0][FEATURES.index("active_income")] <= 1.0


def test_the_learned_evaluation_is_used_only_where_a_table_was_fitted():
    learned, blend = SearchParams(evaluation="learned"), SearchParams(evaluation="blend")
    hand = SearchParams()
    five = play_until(hard_game(CLASSIC, 5, 2), lambda g: g.round == 3)
    assert evaluate(five, 0, learned) != pytest.approx(evaluate(five, 0, hand))
    values = [p.coins + learned_future(*seat_features(five, s), WEIGHTS["classic:5"])
              for s, p in enumerate(five.players)]

    def lead(values):
        others = values[1:]
        return values[0] - (0.5 * max(others) + 0.5 * sum(others) / 4)
    assert evaluate(five, 0, learned) == pytest.approx(lead(values))
    mixed = [(a + seat_value(five, s, hand)) / 2 for s, a in enumerate(values)]
    assert evaluate(five, 0, blend) == pytest.approx(lead(mixed))
    # no table for two players or for the azeroth rules: the hand-written evaluation
    two = play_until(hard_game(CLASSIC, 2, 2), lambda g: g.round == 3)
    assert table_for(two) is None
    assert evaluate(two, 0, learned) == pytest.approx(seat_value(two, 0, hand) - seat_value(two, 1, hand))
    world = hard_game(AZEROTH, 5, 2, world=True)
    assert table_for(world) is None


def test_the_fit_recovers_known_weights():
    truth = {1: [1.0, 0.5, 0.3, 0.2, -1.0, 2.0], 2: [2.0, 1.0, 0.6, 0.9, -0.5, 4.0]}
    rows = []
    for k in range(60):
        values = [k % 7, (k * 3) % 5, (k * 5) % 4, (k % 3) * 1.5, float(k % 2), 1.0]
        for left, w in truth.items():
            rows.append((k, left, values, 0.0, sum(a * b for a, b in zip(w, values))))
    fitted = learn_values.fit(rows, ridge=0.0)
    for left, w in truth.items():
        assert fitted[left] == pytest.approx(w, abs=1e-6)


def test_an_expert_judging_by_the_learned_table_finishes_a_game(monkeypatch):
    """A five-player game with one such expert (small searches): legal to the end, the table read."""
    import games.smallworld.ai.expert as expert
    read = []
    real = expert.learned_future

    def spy(left, values, table):
        read.append(table is WEIGHTS["classic:5"])
        return real(left, values, table)
    monkeypatch.setattr(expert, "learned_future", spy)
    game = hard_game(CLASSIC, 5, 8)
    bots = [make_player("hard", 8 * 7919 + i) for i in range(5)]
    bots[2] = make_player("expert", 8 * 7919 + 2)
    bots[2].search = SearchParams(samples=2, crowd_samples=2, nodes=240, pick_samples=2, pick_nodes=240,
                                  crowd_pick_samples=None, crowd_pick_turns=None, evaluation="learned")
    for bot in bots:
        bot.strict = True
    while not game.over:
        game.apply(bots[game.current_player].choose(game))
    assert bots[2].searches > 0 and read and all(read)


def test_learn_values_writes_a_table_the_evaluation_reads(tmp_path):
    """The script end to end on two real games: its rows, its held-out check, a table module written
    beside the other keys (never the checkout's), which holds a row of weights per turn left."""
    table = tmp_path / "value_table.py"
    table.write_text('WEIGHTS = {"other:3": [[1.0, 0, 0, 0, 0, 0]]}\n')
    rows = tmp_path / "rows.json"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    run = subprocess.run([sys.executable, os.path.join(root, "bench", "learn_values.py"), "--games", "2",
                          "--workers", "1", "--rows", str(rows), "--write", "--table", str(table)],
                         capture_output=True, text=True, check=True, cwd=root)
    out = json.loads(run.stdout)
    assert out["games"] == 2 and out["rows"] > 100 and out["held_out_rms"]["learned"] > 0
    text = table.read_text()
    written = ast.literal_eval(text[text.index("WEIGHTS = ") + len("WEIGHTS = "):])
    assert written["other:3"] == [[1.0, 0, 0, 0, 0, 0]]
    assert len(written["classic:5"]) == max(int(k) for k in out["weights"])
    assert all(len(row) == len(FEATURES) for row in written["classic:5"])
    assert rows.exists()


def test_an_unknown_evaluation_is_refused():
    with pytest.raises(ValueError, match="evaluation"):
        SearchParams(evaluation="fitted")
