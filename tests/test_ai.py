"""The computer players: legal, complete, deterministic games at every level.

Every level plays whole games on every map of maps/ and on the test grid with
2 to 5 players; the engine refuses any illegal action (IllegalAction), and the
players run in strict mode, so a decision that would have needed the safety
net fails the test too.
"""

import json
import os
import random
import subprocess
import sys

import pytest

from game import resources
from game.cli import main as cli_main
from games.smallworld.ai import LEVELS, available_levels, make_player
from games.smallworld.ai.deploy import allocate
from games.smallworld.ai.player import AIPlayer
from games.smallworld.ai.threat import ThreatMap
from games.smallworld.model import conquest
from games.smallworld.model.board import load_map
from games.smallworld.model.game import AI_LEVELS, Game
from games.smallworld.model.legal import redeploy_spread
from games.smallworld.model.ruleset import load_ruleset, ruleset_folder
from tests.game_helpers import random_game, shipped_boards

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEST_GRID = os.path.join(ROOT, "tests", "data", "test-grid.json")
LEVEL_NAMES = ("random", "easy", "medium", "hard")


def _map_files():
    """The classic maps of maps/ (a Warcraft world's islands no classic race can enter) and the test grid."""
    out = []
    folder = resources.maps_dir()
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if not name.endswith(".json"):
            continue
        with open(path, encoding="utf-8") as f:
            try:
                data = json.load(f)
            except ValueError:
                continue
        if isinstance(data, dict) and data.get("format") == "smallworld-map" and not data.get("islands"):
            out.append(path)
    out.append(TEST_GRID)
    return out


MAPS = _map_files()


@pytest.fixture(scope="module")
def ruleset():
    return load_ruleset(ruleset_folder("classic", resources.rules_dir()))


@pytest.fixture(autouse=True)
def strict_players(monkeypatch):
    monkeypatch.setattr(AIPlayer, "strict", True)


def play(ruleset, board, levels, seed):
    players = [{"name": f"{level} {i}", "kind": "ai", "level": level} for i, level in enumerate(levels)]
    game = Game(ruleset, board, players, seed)
    bots = [make_player(level, seed * 7919 + i) for i, level in enumerate(levels)]
    limit = 5000
    while not game.over:
        seat = game.current_player
        game.apply(bots[seat].choose(game))   # raises IllegalAction on an illegal move
        limit -= 1
        assert limit > 0, "the game does not end"
    return game


def seatings(count):
    """Level lists for `count` seats so that every level sits at least once."""
    cycle = ["hard", "medium", "easy", "random"]
    out = []
    start = 0
    while start < len(cycle):
        out.append([cycle[(start + i) % len(cycle)] for i in range(count)])
        start += count
    return out


def test_levels_are_registered():
    assert available_levels()[:1] == ["random"]
    for level in LEVEL_NAMES:
        assert level in LEVELS
        assert level in AI_LEVELS
        player = make_player(level, 1)
        assert hasattr(player, "choose")


@pytest.mark.parametrize("map_path", MAPS, ids=lambda p: os.path.basename(p))
@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_every_level_completes_games(ruleset, map_path, count):
    board = load_map(map_path)
    for k, levels in enumerate(seatings(count)):
        game = play(ruleset, board, levels, seed=100 + 10 * count + k)
        assert game.over and game.winners
        assert game.round == game.rounds


def test_same_seed_same_actions(ruleset):
    board = load_map(MAPS[0])
    levels = ["hard", "medium", "easy", "random", "hard"][:board.players]
    first = play(ruleset, board, levels, seed=7).actions
    second = play(ruleset, board, levels, seed=7).actions
    assert first == second
    other = play(ruleset, board, levels, seed=8).actions
    assert other != first


def test_replays_across_processes():
    """String hashing differs between processes; the chosen actions must not."""
    outputs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, "main.py", "simulate", "--map", TEST_GRID, "--games", "2",
                               "--seed", "5", "--ai", "hard,medium"],
                              cwd=ROOT, env=env, capture_output=True, text=True, check=True)
        summary = json.loads(done.stdout.strip().splitlines()[-1])
        outputs.append((summary["actions"], summary["wins"], summary["mean_coins"]))
    assert outputs[0] == outputs[1]


def test_simulate_accepts_every_level(capsys):
    code = cli_main(["simulate", "--map", TEST_GRID, "--games", "1", "--seed", "3", "--ai", "hard,easy"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["games"] == 1 and summary["ai"] == ["hard", "easy"]
    code = cli_main(["simulate", "--map", TEST_GRID, "--games", "1", "--seed", "3", "--ai", "medium"])
    assert code == 0


def test_hard_beats_random_by_a_wide_margin(ruleset):
    board = _five_player_board()
    games = 10
    wins = 0
    margin = 0
    for g in range(games):
        seat = g % board.players
        levels = ["random"] * board.players
        levels[seat] = "hard"
        game = play(ruleset, board, levels, seed=300 + g)
        wins += seat in game.winners
        coins = [p.coins for p in game.players]
        margin += coins[seat] - max(c for s, c in enumerate(coins) if s != seat)
    assert wins >= 8
    assert margin / games >= 20


def _five_player_board():
    for path in MAPS:
        board = load_map(path)
        if board.players == 5:
            return board
    return load_map(MAPS[-1])


# -- pieces ---------------------------------------------------------------------------


def test_allocation_places_every_token_and_marker(ruleset):
    board = load_map(TEST_GRID)
    game = Game(ruleset, board, [{"name": "a", "kind": "ai"}, {"name": "b", "kind": "ai"}], 1)
    threat = ThreatMap(game, 0)
    regions = [0, 1, 2, 3]
    future = [3.0] * len(board)
    base = {r: 0 for r in regions}
    alloc = allocate(regions, 7, base, future, threat, camps=5, heroes=2)
    assert sum(alloc.tokens.values()) == 7 + len(regions)
    assert all(n >= 1 for n in alloc.tokens.values())
    assert sum(alloc.camps.values()) == 5
    assert len(set(alloc.heroes)) == 2
    short = allocate(regions, -2, base, future, threat, allow_drop=True)
    assert sorted(n for n in short.tokens.values()) == [0, 0, 1, 1]


class FirstCombo:
    """Plays like `bot` but always takes the top combo, to put a chosen race and power in play."""

    def __init__(self, bot):
        self.bot = bot

    def choose(self, game):
        action = self.bot.choose(game)
        if action["type"] == "pick":
            return dict(action, combo=0)
        return action


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_race_and_power(ruleset, level):
    """Each race and each power is played by the level through whole games, legally."""
    board = _five_player_board()
    races = list(ruleset.races)
    powers = list(ruleset.powers)
    played = set()
    for g in range(4):
        stack_races = races[5 * g % len(races):] + races[:5 * g % len(races)]
        stack_powers = powers[5 * g:] + powers[:5 * g]
        players = [{"name": f"p{i}", "kind": "ai", "level": level} for i in range(board.players)]
        game = Game(ruleset, board, players, 40 + g, races=stack_races, powers=stack_powers)
        bots = [FirstCombo(make_player(level, g * 10 + i)) for i in range(board.players)]
        while not game.over:
            seat = game.current_player
            action = bots[seat].choose(game)
            if action["type"] == "redeploy":
                race = action.get("race")
                tribe = game.players[seat].active if race is None else game.tribes[race]
                if tribe.regions:
                    assert set(action["tokens"]) == {game.region_id(r) for r in tribe.regions}
                    assert sum(action["tokens"].values()) == redeploy_spread(game, tribe, race is not None)
            if action["type"] in ("conquer", "reinforce") and "race" not in action:
                tribe = game.players[seat].active
                assert conquest.reach_reason(game, tribe, game.board.index[action["region"]]) is None
            for event in game.apply(action):
                if event["type"] == "picked":
                    played.add(event["race"])
                    played.add(event["power"])
    assert set(races) | set(powers) <= played


def test_last_round_plays_for_coins_now(ruleset):
    """In its last turn a level never declines (a decline scores less than any expansion)."""
    board = _five_player_board()
    for g in range(3):
        levels = ["hard"] * board.players
        players = [{"name": f"p{i}", "kind": "ai", "level": "hard"} for i in range(board.players)]
        game = Game(ruleset, board, players, 70 + g)
        bots = [make_player(level, g * 10 + i) for i, level in enumerate(levels)]
        while not game.over:
            seat = game.current_player
            action = bots[seat].choose(game)
            if game.round == game.rounds:
                assert action["type"] != "decline"
            game.apply(action)


def test_decline_schedule():
    from games.smallworld.ai.decline import DeclineParams, RaceOutlook, best_decline_turn

    params = DeclineParams()

    def race(coins, regions, tokens, stout=False):
        return RaceOutlook(coins, regions, regions, tokens, 1.0, 0.0, regions, 1.0, stout, False, False, 0.15, 3.0)

    # the last turn: never decline
    best, _ = best_decline_turn(race(8, 7, 9), 10, 4, 10, 1.5, 0.0, True, 1, params)
    assert best == 1
    # a spent race with many turns left and a strong combo waiting: decline now
    best, _ = best_decline_turn(race(7, 7, 7), 9, 5, 11, 1.5, 0.0, True, 6, params)
    assert best == 0
    # a growing race keeps expanding
    best, _ = best_decline_turn(race(8, 5, 14), 6, 4, 9, 1.0, 0.0, True, 6, params)
    assert best > 0
    # Stout scores the decline turn as active: it declines no later than the same race without Stout
    plain, _ = best_decline_turn(race(7, 7, 8), 8, 5, 10, 1.2, 0.0, True, 5, params)
    stout, _ = best_decline_turn(race(7, 7, 8, stout=True), 8, 5, 10, 1.2, 0.0, True, 5, params)
    assert stout <= plain


def test_last_turn_plan_takes_as_much_as_it_can(ruleset):
    from games.smallworld.ai.info import TribeInfo
    from games.smallworld.ai.planner import Context, PlannerParams, Start, plan_chain, plan_simple
    from games.smallworld.ai.player import ValueParams
    from games.smallworld.ai.valuation import Horizon, Valuation
    from games.smallworld.model.pieces import Tribe

    board = _five_player_board()
    players = [{"name": f"p{i}", "kind": "ai"} for i in range(board.players)]
    game = Game(ruleset, board, players, 3)
    tribe = Tribe(ruleset.races["ratmen"], ruleset.powers["alchemist"], 0)
    threat = ThreatMap(game, 0)
    plans = []
    for after in (0, 5):
        info = TribeInfo(game, tribe)
        val = Valuation(game, tribe, False, Horizon(after, min(after, 2)), ValueParams(), info)
        ctx = Context(game, tribe, False, info, val, threat, Start.entering(game, tribe, 12))
        plans.append(plan_chain(ctx, PlannerParams()))
    simple = plan_simple(ctx)
    assert plans[0].regions >= simple.regions          # no reserve kept in the last turn
    assert plans[0].coins_now >= plans[1].coins_now


def test_hard_counts_what_a_conquest_costs_its_owner(ruleset):
    """Hard values taking an opponent's region by the income the owner still scores from it:
    in full in a two-player game, less with more opponents, nothing once he has scored his last."""
    from games.smallworld.ai.levels import HardPlayer
    from games.smallworld.ai.valuation import Horizon, Valuation
    from games.smallworld.model.pieces import Tribe

    board = load_map(TEST_GRID)
    params = HardPlayer(random.Random(0)).config.values

    def damage(seats, attacker, defender, last_round):
        players = [{"name": f"p{i}", "kind": "ai"} for i in range(seats)]
        game = Game(ruleset, board, players, 1)
        r = next(i for i in range(len(board)) if game.occupant[i] is None and not board.water[i])
        theirs = Tribe(ruleset.races["ratmen"], ruleset.powers["alchemist"], defender)
        game.players[defender].active = theirs
        game.tribes[theirs.id] = theirs
        game.occupant[r], game.tokens[r] = theirs, 2
        theirs.regions.add(r)
        if last_round:
            game.round = game.rounds
        ours = Tribe(ruleset.races["amazons"], ruleset.powers["forest"], attacker)
        return Valuation(game, ours, False, Horizon(game.rounds - game.round, 1), params).damage[r]

    early = damage(2, 0, 1, False)
    assert early > 2.0                                  # the owner loses a region's income for turns
    assert damage(2, 0, 1, True) > 0                    # seat 1 still scores after seat 0's last turn
    assert damage(2, 1, 0, True) == 0                   # seat 0 has scored its last turn already
    assert 0 < damage(4, 0, 1, False) < early           # a coin taken from one of three counts less


def test_plans_follow_the_model_for_an_ability_they_never_name():
    """The planner asks the model where a race may go, so a modder's primitive works unnamed:
    the Gnomes of tests/data/mods/gnomes-test (`reach_from_declined`) attack next to their player's
    declined race, far from their own regions."""
    from games.smallworld.ai.info import TribeInfo
    from games.smallworld.ai.planner import Context, PlannerParams, Start, plan_chain
    from games.smallworld.ai.player import ValueParams
    from games.smallworld.ai.valuation import Horizon, Valuation
    from games.smallworld.model.pieces import Tribe

    rules = load_ruleset(os.path.join(ROOT, "tests", "data", "mods", "gnomes-test"))
    board = load_map(TEST_GRID)
    game = Game(rules, board, [{"name": "a", "kind": "ai"}, {"name": "b", "kind": "ai"}], 1)
    index = board.index

    def place(tribe, rid, count):
        r = index[rid]
        game.occupant[r], game.tokens[r] = tribe, count
        tribe.regions.add(r)
        game.tribes[tribe.id] = tribe

    old = Tribe(rules.races["ratmen"], rules.powers["alchemist"], 0)
    old.go_into_decline()
    place(old, "c2", 1)
    gnomes = Tribe(rules.races["gnomes"], rules.powers["alchemist"], 0)
    place(gnomes, "a4", 1)
    gnomes.hand = 5
    game.players[0].active, game.players[0].declined = gnomes, [old]
    wall = Tribe(rules.races["trolls"], rules.powers["alchemist"], 1)   # a4's neighbours: too dear
    place(wall, "a3", 5)
    place(wall, "b4", 5)
    game.players[1].active = wall
    beside_old = {index[rid] for rid in ("b2", "c1", "c3", "d2")}     # next to c2, far from a4

    info = TribeInfo(game, gnomes)
    assert all(info.can_reach(r, frozenset(gnomes.regions)) for r in beside_old)
    assert [info.cost(r, frozenset(gnomes.regions)) for r in range(len(board))] == \
        [conquest.cost(game, gnomes, r) for r in range(len(board))]
    val = Valuation(game, gnomes, False, Horizon(5, 2), ValueParams(), info)
    ctx = Context(game, gnomes, False, info, val, ThreatMap(game, 0), Start.from_game(game, gnomes, False))
    plan = plan_chain(ctx, PlannerParams())
    assert {r for _, r in plan.steps} & beside_old


def _reach_cases():
    """(ruleset, board) pairs whose races reach in every way: classic on every map, azeroth's worlds."""
    classic = load_ruleset(ruleset_folder("classic", resources.rules_dir()))
    azeroth = load_ruleset(ruleset_folder("azeroth", resources.rules_dir()))
    return [(classic, load_map(path)) for path in MAPS] + [(azeroth, board) for board in shipped_boards(True)]


def _sampled_states(rules, board, seed, rng, count):
    """Copies of `count` states met along a random game of seed `seed`, chosen by `rng`."""
    states = []

    def sample(game):
        if rng.random() < 0.04:
            states.append(game.copy())

    random_game(rules, board, seed, each=sample)
    return states[:count]


@pytest.mark.parametrize("seed", [1, 2])
def test_can_reach_answers_as_reach_reason_does(seed):
    """TribeInfo.can_reach keeps the model's answers per region (barred whatever is held, from no
    region, from regions not beside it): at states of random games, for the races on the board and
    a fresh race of every race and power, asked of many held sets in a random order, it says what
    `reach_reason` says every time."""
    from games.smallworld.ai.info import TribeInfo
    from games.smallworld.model.pieces import Tribe
    from games.smallworld.model.queries import reach_reason
    rng = random.Random(seed)
    asked = 0
    for rules, board in _reach_cases():
        for game in _sampled_states(rules, board, seed, rng, 3):
            tribes = [t for p in game.players for t in ([p.active] if p.active else []) + list(p.declined)]
            races, powers = list(rules.races.values()), list(rules.powers.values())
            tribes += [Tribe(race, powers[k % len(powers)], game.seat) for k, race in enumerate(races)]
            tribes += [Tribe(races[k % len(races)], power, game.seat) for k, power in enumerate(powers)]
            n = len(game.board)
            for tribe in tribes:
                info = TribeInfo(game, tribe, tribe.declined)
                helds = [frozenset(), frozenset(tribe.regions)]
                for _ in range(4):
                    held = set(rng.sample(range(n), rng.randint(1, 4)))
                    helds.append(frozenset(held))
                    for _ in range(3):     # grown the way a plan grows: by regions it can reach
                        nxt = [r for r in range(n) if reach_reason(game, tribe, r, held) is None]
                        if nxt:
                            held.add(rng.choice(nxt))
                            helds.append(frozenset(held))
                pairs = [(r, h) for h in helds for r in range(n)]
                rng.shuffle(pairs)
                for r, held in pairs:
                    want = r not in held and reach_reason(game, tribe, r, held) is None
                    assert info.can_reach(r, held) == want, (board.id, tribe.race.id, r, sorted(held))
                    asked += 1
    assert asked > 50000


@pytest.mark.parametrize("rules_id", ["classic", "azeroth"])
def test_chance_at_least_counts_the_rulesets_faces(rules_id):
    """The die's chances are kept per ruleset; a weakened attacker's fractional need rounds up
    (the faces are whole numbers), a need beyond the highest face never succeeds."""
    from games.smallworld.ai.info import chance_at_least

    rules = load_ruleset(ruleset_folder(rules_id, resources.rules_dir()))
    board = load_map(MAPS[0]) if rules_id == "classic" else shipped_boards(True)[0]
    game = Game(rules, board, [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}], 1)
    faces = rules.die
    for need in [-2, 0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 9, 40.5]:
        want = 1.0 if need <= 0 else sum(1 for f in faces if f >= need) / len(faces)
        assert chance_at_least(game, need) == want, need


@pytest.mark.parametrize("seed", [3, 4])
def test_threat_loss_is_every_attackers_chance(seed):
    """ThreatMap.loss leaves out, per region, the attackers whose chance there is 0 whatever the
    defence: it must still be 1 − Π(1 − chance) over every attacker, at every region, defence and
    flag, on states of random games of both rulesets."""
    rng = random.Random(seed)
    checked = 0
    for rules, board in _reach_cases():
        for game in _sampled_states(rules, board, seed, rng, 4):
            for s in range(len(game.players)):
                threat = ThreatMap(game, s)
                for r in rng.sample(range(len(game.board)), min(12, len(game.board))):
                    for defence in (0, 1, 2, 4, 7):
                        for lone in (False, True):
                            for active in (False, True):
                                keep = 1.0
                                for att in threat.attackers:
                                    keep *= 1.0 - threat.attack_chance(att, r, defence, lone, active)
                                assert threat.loss(r, defence, lone, active) == 1.0 - keep
                                checked += 1
    assert checked > 5000
