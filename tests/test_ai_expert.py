"""The `expert` computer level (games/smallworld/ai/expert.py): whole games, legal, deterministic, on budget.

The players run in strict mode (a decision that would need the safety net fails the test) and
the engine refuses any illegal action. Games are small and seeded: expert thinks for tens of
milliseconds at its big choices, so each map gets one game with expert among hard players.
"""

import json
import os
import random
import subprocess
import sys
from types import SimpleNamespace

import pytest

from game import resources
from games.smallworld.ai import available_levels, make_player, picking
from games.smallworld.ai.expert import (
    CROWD_TUNING,
    ExpertPlayer,
    SearchParams,
    SharingHard,
    _rest_of_plan,
    determinize,
    evaluate,
)
from games.smallworld.ai.extras import ExtraParams, best_extra, extra_actions, is_plain_redeploy
from games.smallworld.ai.levels import HardPlayer
from games.smallworld.ai.picking import combo_values
from games.smallworld.ai.planner import Plan
from games.smallworld.ai.player import AIPlayer
from games.smallworld.model.game import AI_LEVELS, Game
from games.smallworld.model.legal import legal_actions
from games.smallworld.model.ruleset import load_ruleset, ruleset_folder
from tests.game_helpers import shipped_boards

CLASSIC = load_ruleset(ruleset_folder("classic", resources.rules_dir()))
AZEROTH = load_ruleset(ruleset_folder("azeroth", resources.rules_dir()))


CLASSIC_MAPS = shipped_boards(False)
WORLDS = shipped_boards(True)
# the searches of these tests: the real code, a smaller count (the defaults run in test_default_budget)
SMALL = dict(samples=2, crowd_samples=2, nodes=240, pick_samples=2, pick_nodes=240, crowd_pick_samples=None,
             crowd_pick_turns=None)


def board_for(players):
    """The first shipped classic map made for this many players."""
    return next(b for b in CLASSIC_MAPS if b.players == players)


def hard_game(players, seed):
    """A new classic game on `board_for(players)` with hard in every seat."""
    seats = [{"name": str(i), "kind": "ai", "level": "hard"} for i in range(players)]
    return Game(CLASSIC, board_for(players), seats, seed)


@pytest.fixture(autouse=True)
def strict_players(monkeypatch):
    monkeypatch.setattr(AIPlayer, "strict", True)


def bots_for(levels, seed, search=None):
    bots = [make_player(level, seed * 7919 + i) for i, level in enumerate(levels)]
    for bot in bots:
        if isinstance(bot, ExpertPlayer) and search is not None:
            bot.search = SearchParams(**search)
    return bots


def play(ruleset, board, levels, seed, search=SMALL, on_search=None):
    players = [{"name": f"{level} {i}", "kind": "ai", "level": level} for i, level in enumerate(levels)]
    game = Game(ruleset, board, players, seed)
    bots = bots_for(levels, seed, search)
    limit = 5000
    while not game.over:
        bot = bots[game.current_player]
        searches = getattr(bot, "searches", 0)
        action = bot.choose(game)
        if on_search is not None and getattr(bot, "searches", 0) != searches:
            on_search(bot, game, action)
        game.apply(action)           # raises IllegalAction on an illegal move
        limit -= 1
        assert limit > 0, "the game does not end"
    assert all(bot.fallbacks == 0 for bot in bots if hasattr(bot, "fallbacks"))
    return game, bots


def test_expert_is_a_level():
    assert "expert" in available_levels() and "expert" in AI_LEVELS
    assert isinstance(make_player("expert", 1), ExpertPlayer)


@pytest.mark.parametrize("board", CLASSIC_MAPS, ids=lambda b: b.id)
def test_expert_finishes_games_on_every_classic_map(board):
    levels = ["hard"] * board.players
    levels[board.players // 2] = "expert"
    seen = []

    def legal_choice(bot, game, action):
        # a searched decision is one the engine lists (or a redeployment it checks when applied)
        seen.append(action["type"])
        if action["type"] not in ("redeploy", "retreat"):
            assert action in legal_actions(game)

    game, bots = play(CLASSIC, board, levels, seed=40 + board.players, on_search=legal_choice)
    assert game.over and game.winners and game.round == game.rounds
    assert bots[board.players // 2].searches > 0 and seen


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_expert_in_every_seat_count(count):
    board = board_for(5)
    levels = ["expert"] + ["hard", "medium", "easy", "random"][:count - 1]
    search = dict(samples=1, crowd_samples=1, nodes=120, pick_samples=1, pick_nodes=120, crowd_pick_samples=None,
                  crowd_pick_turns=None)
    game, _ = play(CLASSIC, board, levels, seed=70 + count, search=search)
    assert game.over and game.winners


def test_same_seed_same_actions():
    board = board_for(2)
    first = play(CLASSIC, board, ["expert", "hard"], seed=11)[0].actions
    assert play(CLASSIC, board, ["expert", "hard"], seed=11)[0].actions == first
    assert play(CLASSIC, board, ["expert", "hard"], seed=12)[0].actions != first


def test_the_pick_search_plays_legal_games():
    """The combo search (docs/AI.md) plays whole legal games with more candidates and one future."""
    board = board_for(3)
    picks = []
    game, _ = play(CLASSIC, board, ["hard", "expert", "hard"], seed=8,
                   search=dict(candidates=3, crowd_candidates=3, samples=1, crowd_samples=1, pick_samples=1,
                               pick_nodes=240, crowd_pick_samples=None, crowd_pick_turns=None),
                   on_search=lambda bot, game, action: picks.append(action["type"]))
    assert game.over and "pick" in picks


def test_expert_departs_from_hard_somewhere():
    """The search changes decisions: expert does not merely replay hard's game."""
    board = board_for(3)
    expert = play(CLASSIC, board, ["expert", "hard", "hard"], seed=5)[0].actions
    hard = play(CLASSIC, board, ["hard", "hard", "hard"], seed=5)[0].actions
    assert expert != hard


def test_the_safety_cap_gives_hards_choice():
    """A tripped wall-clock cap (here: always, with a negative cap) falls back to hard's decision:
    hard's own below `crowd` players (or without a crowd tuning), the crowd-tuned hard from it up."""
    board = board_for(3)
    capped, bots = play(CLASSIC, board, ["expert", "hard", "hard"], seed=5,
                        search=dict(cap_seconds=-1.0, crowd_config=None))
    hard = play(CLASSIC, board, ["hard", "hard", "hard"], seed=5)[0].actions
    assert capped.actions == hard
    assert bots[0].cap_trips == bots[0].searches > 0       # every search counted as cut short
    capped = capped.actions
    capped = play(CLASSIC, board, ["expert", "hard", "hard"], seed=5, search=dict(cap_seconds=-1.0))[0].actions
    assert capped != hard
    assert capped == play_tuned_hard(CLASSIC, board, 3, seed=5, seat=0, settings=CROWD_TUNING).actions


def play_tuned_hard(ruleset, board, players, seed, seat, settings):
    """An all-hard game with the heuristics of one seat changed by `Config.tuned` settings."""
    game = Game(ruleset, board, [{"name": str(i), "kind": "ai", "level": "hard"} for i in range(players)], seed)
    bots = bots_for(["hard"] * players, seed)
    bots[seat].config = bots[seat].config.tuned(settings)
    while not game.over:
        game.apply(bots[game.current_player].choose(game))
    return game


def test_the_crowd_tuning_applies_from_crowd_players_up():
    bot = make_player("expert", 1)
    five = hard_game(5, 1)
    two = hard_game(2, 1)
    bot.choose(five)
    assert bot.config.threat.kappa == CROWD_TUNING["threat.kappa"] != HardPlayer(random.Random(1)).config.threat.kappa
    assert bot.config.picks.position_cost == CROWD_TUNING["picks.position_cost"]
    bot.choose(two)
    assert bot.config is bot.hard_config and bot.config.values.gamma == HardPlayer(random.Random(1)).config.values.gamma


def test_config_tuned_refuses_unknown_settings():
    config = HardPlayer(random.Random(1)).config
    assert config.tuned({"values.gamma": 0.5}).values.gamma == 0.5 and config.values.gamma != 0.5
    for wrong in ({"values.nothing": 1}, {"rng.seed": 1}, {"gamma": 1}):
        with pytest.raises(ValueError, match="no AI setting"):
            config.tuned(wrong)


@pytest.mark.parametrize("nodes", [24, 900])
def test_respects_the_node_budget(nodes):
    board = board_for(4)
    used = []

    def record(bot, game, action):
        used.append(bot.nodes_used)

    # the pick searches' budget is their own (`pick_nodes`): the same here
    play(CLASSIC, board, ["hard", "expert", "hard", "hard"], seed=3, search=dict(nodes=nodes, pick_nodes=nodes),
         on_search=record)
    assert used and max(used) <= nodes and max(used) > 0


def test_determinize_hides_only_what_the_seat_cannot_see():
    game = hard_game(3, 9)
    a, b = determinize(game, "x"), determinize(game, "y")
    assert [(c.race.id, c.power.id) for c in a.combos] == [(c.race.id, c.power.id) for c in game.combos]
    assert sorted(a.race_stack) == sorted(game.race_stack) and a.race_stack != b.race_stack
    assert a.tokens == game.tokens and a.occupant == game.occupant
    assert determinize(game, "x").race_stack == a.race_stack      # seeded, not timed


def test_evaluation_is_a_lead():
    """The score is zero-sum between two players and rewards the seat's coins."""
    game = hard_game(2, 4)
    params = SearchParams()
    assert evaluate(game, 0, params) == pytest.approx(-evaluate(game, 1, params))
    before = evaluate(game, 0, params)
    game.players[0].coins += 3
    assert evaluate(game, 0, params) == pytest.approx(before + 3)


def test_default_budget_game():
    """One two-player game with the shipped parameters (picks and declines searched), every
    search within its node budget."""
    board = board_for(2)
    used = {"pick": [], "decline": []}
    game, bots = play(CLASSIC, board, ["hard", "expert"], seed=21, search=None,
                      on_search=lambda bot, game, action: used["pick" if action["type"] == "pick" else "decline"]
                      .append(bot.nodes_used))
    params = SearchParams()
    assert game.over and used["pick"] and used["decline"]
    assert max(used["pick"]) <= params.pick_nodes and max(used["decline"]) <= params.nodes


def test_a_five_player_pick_search_has_its_own_futures(monkeypatch):
    """With `crowd_candidates` 2 a five-player expert searches its picks: hard's two best combos,
    up to `crowd_pick_samples` futures each (two players: `pick_samples`; a rival that cannot
    catch up plays fewer), `crowd_pick_turns` own turns long (two players: `pick_turns`), each
    rollout its share of the pick's node budget."""
    search = dict(crowd_candidates=2, crowd_pick_samples=3, cap_seconds=10.0)
    params = SearchParams(**search)
    picks = []
    rollout = ExpertPlayer._rollout

    def spy(bot, game, seat, first, sample, max_nodes, deadline, levels, turns=1, shared=None):
        if first["type"] == "pick":
            picks.append((bot.searches, first["combo"], sample, turns, max_nodes))
        return rollout(bot, game, seat, first, sample, max_nodes, deadline, levels, turns, shared)

    monkeypatch.setattr(ExpertPlayer, "_rollout", spy)
    game, bots = play(CLASSIC, board_for(5), ["hard", "hard", "hard", "expert", "hard"], seed=5, search=search)
    assert game.over and picks and bots[3].cap_trips == 0
    searches = {}
    for search, combo, sample, turns, max_nodes in picks:
        searches.setdefault(search, []).append((combo, sample))
        assert turns == params.crowd_pick_turns and max_nodes == params.pick_nodes // (2 * params.crowd_pick_samples)
    for rollouts in searches.values():
        assert len({combo for combo, _ in rollouts}) == 2
        assert {sample for _, sample in rollouts} <= set(range(params.crowd_pick_samples))
    assert params.crowd_pick_samples != params.pick_samples     # the two-player counts are their own
    assert params.crowd_pick_turns != params.pick_turns


@pytest.mark.parametrize("count", [2, 5])
def test_expert_does_not_break_on_azeroth(count):
    board = next(b for b in WORLDS if b.players == count)
    levels = ["expert"] + ["hard"] * (count - 1)
    search = dict(samples=1, crowd_samples=1, nodes=120, pick_samples=1, pick_nodes=120, crowd_pick_samples=None,
                  crowd_pick_turns=None)
    game, bots = play(AZEROTH, board, levels, seed=90 + count, search=search)
    assert game.over and game.winners and bots[0].searches > 0


def test_rollouts_leave_the_game_alone():
    game = hard_game(3, 2)
    expert = ExpertPlayer(random.Random(1), SearchParams(crowd_candidates=3))
    before = (list(game.tokens), list(game.race_stack), game.rng.getstate(), len(game.actions))
    action = expert.choose(game)
    assert expert.searches == 1 and action["type"] == "pick"
    assert (list(game.tokens), list(game.race_stack), game.rng.getstate(), len(game.actions)) == before
    assert HardPlayer(random.Random(1)).choose(game)["type"] == "pick"


def test_same_game_in_another_process():
    """The sample seeds are strings, not hashes: another hash seed gives the same game."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    outputs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, "main.py", "simulate", "--players", "2", "--games", "1", "--seed",
                               "31", "--ai", "expert,hard"], cwd=root, env=env, capture_output=True, text=True,
                              check=True)
        summary = json.loads(done.stdout.strip().splitlines()[-1])
        outputs.append((summary["wins"], summary["mean_coins"], summary["actions"]))
    assert outputs[0] == outputs[1]


def test_the_longer_pick_search_stays_in_its_budget():
    """The pick's own horizon (two own turns, medium everywhere) plays legal games within pick_nodes."""
    board = board_for(3)
    used = []

    def record(bot, game, action):
        if action["type"] == "pick":
            used.append(bot.nodes_used)

    game, _ = play(CLASSIC, board, ["hard", "expert", "hard"], seed=8,
                   search=dict(crowd_candidates=2, samples=1, crowd_samples=1, pick_turns=2, pick_samples=2,
                               pick_self="medium", pick_others="easy", pick_nodes=300),
                   on_search=record)
    assert game.over and used and max(used) <= 300 and max(used) > 0


def test_leader_weight_chooses_whom_the_lead_is_over():
    """With more than two players the score is the lead over a mix of the best and the average opponent."""
    game = hard_game(3, 4)
    game.players[1].coins += 6
    best = evaluate(game, 0, SearchParams(leader_weight=1.0))
    average = evaluate(game, 0, SearchParams(leader_weight=0.0))
    assert average - best == pytest.approx(3.0)
    assert evaluate(game, 0, SearchParams()) == pytest.approx((best + average) / 2)


def test_the_longer_decline_search_stays_in_its_budget():
    """Decline searches looking two own turns ahead play legal games within the node budget (the
    pick searches' own budget the same here)."""
    board = board_for(3)
    used = []
    game, bots = play(CLASSIC, board, ["hard", "hard", "expert"], seed=6,
                      search=dict(samples=2, crowd_samples=2, nodes=300, pick_nodes=300, decline_turns=2),
                      on_search=lambda bot, game, action: used.append(bot.nodes_used))
    assert game.over and bots[2].searches > 0 and max(used) <= 300 and max(used) > 0


def _conquest_step_with_plain_redeploy(seed):
    """A real classic position where the active race may still conquer and the canonical
    redeployment is listed among its extras (what hard tries on a copy at nearly every step)."""
    game = hard_game(3, seed)
    bots = bots_for(["hard"] * 3, seed)
    while not game.over:
        active = game.players[game.current_player].active
        if active is not None and active.regions and any(a["type"] == "conquer" for a in legal_actions(game)):
            plain = [a for a in extra_actions(game, active, False) if is_plain_redeploy(a)]
            if plain:
                return game, active, plain
        game.apply(bots[game.current_player].choose(game))
    raise AssertionError("no conquest step with a plain redeployment")


def test_rollouts_skip_the_plain_redeployment_the_levels_still_try():
    game, tribe, plain = _conquest_step_with_plain_redeploy(3)
    hard = HardPlayer(random.Random(1))
    ctx = hard._context(game, tribe, False)
    seat = game.current_player
    tried = []

    def value_after(after):         # the copy after the action: rated far above the plan
        tried.append(after)
        return 1000.0

    levels = ExtraParams()
    assert levels.plain_redeploy
    chosen = best_extra(game, seat, plain, tribe, False, 0.0, value_after, ctx, levels)
    assert is_plain_redeploy(chosen) and len(tried) == 1
    rollout = ExtraParams(plain_redeploy=False)
    assert best_extra(game, seat, plain, tribe, False, 0.0, value_after, ctx, rollout) is None
    assert len(tried) == 1          # no copy made


def test_rollout_bots_share_their_costly_answers(monkeypatch):
    """Hard in the rollouts answers its decline schedule and its pick once per search and seat."""
    board = board_for(3)
    shared_sizes = []
    original = SharingHard._shared_answer

    def counting(bot, what, game, seat, answer):
        out = original(bot, what, game, seat, answer)
        shared_sizes.append(len(bot.shared))
        return out

    monkeypatch.setattr(SharingHard, "_shared_answer", counting)
    game, bots = play(CLASSIC, board, ["hard", "expert", "hard"], seed=8,
                      search=dict(samples=3, crowd_samples=3, nodes=600, rollout_crowd="hard"))
    assert game.over and bots[1].searches > 0
    # later rollouts of a search find the answers the first one stored
    assert shared_sizes and len(shared_sizes) > max(shared_sizes)


def test_the_crowd_pick_search_runs_only_on_close_picks():
    """With hard's pick standing from `crowd` players up (`crowd_candidates` 1), a pick is searched
    there only when hard's two best combos are within `crowd_pick_gap` coins: none (or a negative
    gap) searches no pick, a wide gap searches picks, and the games stay legal."""
    board = board_for(5)
    levels = ["hard", "hard", "expert", "hard", "hard"]

    def picks_searched(gap):
        picks = []
        search = dict(SMALL, crowd_candidates=1, crowd_pick_gap=gap)
        game, _ = play(CLASSIC, board, levels, seed=9, search=search,
                       on_search=lambda bot, game, action: picks.append(action["type"] == "pick"))
        assert game.over
        return sum(picks)

    assert picks_searched(None) == 0 and picks_searched(-1.0) == 0
    assert picks_searched(100.0) > 0
    only_close = SearchParams(crowd_candidates=1, crowd_pick_gap=2.0)
    assert only_close.candidate_count(5, 1.5) == 2 and only_close.candidate_count(5, 2.5) == 1
    assert only_close.candidate_count(2, 9.0) == 2


def test_the_plan_search_compares_hards_first_conquest_with_a_runner_up(monkeypatch):
    """With `plan_gap` the first conquest of a turn is searched against the beam's best plan that
    starts elsewhere: legal games, within the node budget, the same game twice."""
    board = board_for(5)
    levels = ["hard", "expert", "hard", "hard", "hard"]
    search = dict(SMALL, plan_gap=100.0)
    searched = []
    best = ExpertPlayer._best

    def spy(bot, game, seat, base, options, **kw):
        chosen = best(bot, game, seat, base, options, **kw)
        if all(a["type"] == "conquer" for a in options):
            searched.append(bot.nodes_used)
            assert chosen in options and chosen in legal_actions(game)
        return chosen

    monkeypatch.setattr(ExpertPlayer, "_best", spy)
    game, _ = play(CLASSIC, board, levels, seed=3, search=search)
    assert game.over and searched and 0 < max(searched) <= SMALL["nodes"]
    assert play(CLASSIC, board, levels, seed=3, search=search)[0].actions == game.actions
    # below `crowd` players only if asked
    two = board_for(2)
    searched.clear()
    play(CLASSIC, two, ["expert", "hard"], seed=3, search=search)
    assert not searched
    play(CLASSIC, two, ["expert", "hard"], seed=3, search=dict(search, plan_crowd_only=False))
    assert searched


def _spy_searches(monkeypatch, kind=None):
    """Record (options, base, chosen, the decision's index in the game, conquests already made this
    turn, nodes used) of every search among `kind` actions (None: every search)."""
    seen = []
    best = ExpertPlayer._best

    def spy(bot, game, seat, base, options, **kw):
        decision = len(game.actions)
        chosen = best(bot, game, seat, base, options, **kw)
        if kind is None or all(a["type"] == kind for a in options):
            camp = game.turn.campaigns.get(game.players[seat].active)
            seen.append((options, base, chosen, decision, len(camp.taken) if camp is not None else 0,
                         bot.nodes_used))
        return chosen

    monkeypatch.setattr(ExpertPlayer, "_best", spy)
    return seen


def test_the_redeploy_search_weighs_hards_redeployment_against_other_threat_weights(monkeypatch):
    """With `redeploy_kappas` the redeployment is searched between hard's and the ones its threat map
    writes with other kappas: every candidate is a redeployment the engine takes, hard's comes first,
    the search keeps to its node budget, and the same game plays the same twice. Without kappas, or
    below `crowd` players, no redeployment is searched."""
    board = board_for(5)
    levels = ["hard", "hard", "hard", "expert", "hard"]
    search = dict(SMALL, redeploy_kappas=(0.1, 2.0), redeploy_margin=0.0)
    seen = _spy_searches(monkeypatch, "redeploy")
    game, _ = play(CLASSIC, board, levels, seed=4, search=search)
    assert game.over and seen
    assert any(len({json.dumps(a, sort_keys=True) for a in options}) > 1 for options, *_ in seen)
    assert all(options[0] == base for options, base, *_ in seen)
    assert all(0 < nodes <= SMALL["nodes"] for *_, nodes in seen)
    assert all(chosen in options for options, _base, chosen, *_ in seen)
    actions = game.actions
    seen.clear()
    assert play(CLASSIC, board, levels, seed=4, search=search)[0].actions == actions
    seen.clear()
    play(CLASSIC, board, levels, seed=4, search=dict(search, redeploy_kappas=()))
    two = board_for(2)
    play(CLASSIC, two, ["expert", "hard"], seed=4, search=search)
    assert not seen


def test_plan_steps_searches_the_later_conquests_of_a_turn(monkeypatch):
    """`plan_steps` 1 searches only a turn's first conquest; None searches every conquest step where
    the beam's runner-up opens elsewhere (each step its own decision)."""
    board = board_for(5)
    levels = ["hard", "expert", "hard", "hard", "hard"]
    seen = _spy_searches(monkeypatch, "conquer")
    play(CLASSIC, board, levels, seed=3, search=dict(SMALL, plan_gap=100.0, plan_steps=1))
    assert seen and all(done == 0 for *_, done, _nodes in seen)
    seen.clear()
    play(CLASSIC, board, levels, seed=3, search=dict(SMALL, plan_gap=100.0, plan_steps=None))
    assert any(done > 0 for *_, done, _nodes in seen)


def test_a_decision_that_searched_the_decline_does_not_search_the_conquest_too(monkeypatch):
    """The decline search already weighs hard's next conquest against declining; the top-plan search
    is left out of that decision (two searches in one would break the time budget)."""
    board = board_for(5)
    seen = _spy_searches(monkeypatch)
    search = dict(SMALL, plan_gap=100.0, close_turns=10, plan_steps=None)
    play(CLASSIC, board, ["expert", "hard", "hard", "hard", "hard"], seed=2, search=search)
    searches = {}
    for options, _base, _chosen, decision, *_ in seen:
        searches.setdefault(decision, []).append({a["type"] for a in options})
    declines = [kinds for kinds in searches.values() if {"decline", "conquer"} in kinds]
    assert declines, "no decline search weighed a conquest"
    assert any(kinds == [{"conquer"}] for kinds in searches.values()), "no top-plan search"
    assert all(len(kinds) == 1 for kinds in declines)


def test_plan_configs_add_the_first_conquest_of_plans_written_with_other_settings(monkeypatch):
    """`plan_configs` puts the first step of the plan hard writes with other settings (here: a
    region's loss chance weighing five times more) beside hard's own in the top-plan search. With
    the beam's runner-up never close enough (`plan_gap` below 0) every conquest search comes from
    them: each weighs hard's step, first, against another conquest the engine takes."""
    board = board_for(5)
    levels = ["hard", "expert", "hard", "hard", "hard"]
    seen = _spy_searches(monkeypatch, "conquer")
    search = dict(SMALL, plan_gap=-1.0, plan_steps=None)
    play(CLASSIC, board, levels, seed=3, search=dict(search, plan_configs=[{"threat.kappa": 1.5}]))
    assert seen
    assert all(options[0] == base and len(options) == 2 and options[1] != base for options, base, *_ in seen)
    assert all(chosen in options for options, _base, chosen, *_ in seen)
    seen.clear()
    play(CLASSIC, board, levels, seed=3, search=search)
    assert not seen


def test_the_rest_of_a_plan_is_followed_only_as_written():
    """A rollout's hard follows its turn's plan while the regions it took are the plan's first
    steps; anything else (another region, a loss, the plan's end without a die) plans again."""
    steps = (("conquer", 4), ("conquer", 7), ("conquer", 9))
    plan = Plan(steps, None, 10.0, 3, 4)
    held = frozenset({1})
    assert _rest_of_plan(plan, held, held | {4}).steps == steps[1:]
    assert _rest_of_plan(plan, held, held | {4, 7}).first() == ("conquer", 9)
    assert _rest_of_plan(plan, held, held) is None                  # nothing taken yet
    assert _rest_of_plan(plan, held, held | {7}) is None            # another region first
    assert _rest_of_plan(plan, held, frozenset({4})) is None        # a region lost
    assert _rest_of_plan(plan, held, held | {4, 7, 9}) is None      # done: hard decides what follows
    with_die = Plan(steps, 12, 10.0, 3, 4)
    rest = _rest_of_plan(with_die, held, held | {4, 7, 9})
    assert rest.steps == () and rest.first() == ("reinforce", 12)


def test_rollout_hard_plans_a_turn_once_and_its_search_plays_the_same(monkeypatch):
    """Hard in the rollouts follows its turn's plan instead of planning again before every
    conquest: fewer plans written, every step it takes still one the engine accepts (a refused
    step would end the rollout: the fallback is made to fail here), and the same game twice."""
    board = board_for(5)
    levels = ["hard", "expert", "hard", "hard", "hard"]
    written = []
    plan = HardPlayer._plan

    def counting(bot, ctx):
        if isinstance(bot, SharingHard):
            written.append(ctx)
        return plan(bot, ctx)

    def refuse(bot, game):
        raise AssertionError(f"a rollout's hard fell back at action {len(game.actions)}")

    monkeypatch.setattr(HardPlayer, "_plan", counting)
    monkeypatch.setattr(SharingHard, "_fallback", refuse)
    search = dict(SMALL, plan_gap=100.0)
    game, _ = play(CLASSIC, board, levels, seed=3, search=search)
    following = len(written)
    written.clear()
    play(CLASSIC, board, levels, seed=3, search=dict(search, rollout_follow_plans=False))
    assert game.over and following < 0.7 * len(written)
    written.clear()
    assert play(CLASSIC, board, levels, seed=3, search=search)[0].actions == game.actions


def test_combo_values_with_a_memo_plan_each_combo_once(monkeypatch):
    """`combo_values` with a memo gives the values it gives without one, and asked again (a
    rollout's other future) plans nothing: a combo's worth is kept by seat and round, its place
    in the column priced anew."""
    game = hard_game(3, 5)
    hard = HardPlayer(random.Random(2))
    threat = hard._threat(game, 0)
    cfg = hard.config

    def values(memo):
        return [(v.position, v.value, v.first_coins, v.regions, v.tokens, v.race, v.power)
                for v in combo_values(game, 0, threat, cfg.values, cfg.pick_plan, cfg.picks, memo)]

    memo = {}
    plain = values(None)
    assert values(memo) == plain and len(memo) == len(plain)
    monkeypatch.setattr(picking, "plan_chain", lambda *a: pytest.fail("planned a combo again"))
    assert values(memo) == plain
    # the first two combos change places (their coins go with them): each keeps its worth, priced by its place
    first, second = game.combos[0], game.combos[1]
    game.combos[0], game.combos[1] = second, first
    swapped = {v[5:]: v for v in values(memo)}
    for position, value, *rest in plain[:2]:
        moved = swapped[tuple(rest[-2:])]
        assert moved[0] == 1 - position
        assert moved[1] == pytest.approx(value + (position - moved[0]) * cfg.picks.position_cost)


def test_a_memo_without_rounds_keeps_a_combos_worth_into_later_rounds(monkeypatch):
    """With `memo_rounds` (the default) a combo is planned again in the next round; without it
    (`rollout_memo_rounds` off) the worth planned in an earlier round of the search serves."""
    game = hard_game(3, 5)
    hard = HardPlayer(random.Random(2))
    threat = hard._threat(game, 0)
    cfg = hard.config
    planned = []
    real_plan = picking.plan_chain

    def counting(*args):
        planned.append(1)
        return real_plan(*args)

    monkeypatch.setattr(picking, "plan_chain", counting)

    def plans_in_next_round(memo_rounds):
        memo = {}
        game.round = 2
        combo_values(game, 0, threat, cfg.values, cfg.pick_plan, cfg.picks, memo, memo_rounds)
        planned.clear()
        game.round = 3
        combo_values(game, 0, threat, cfg.values, cfg.pick_plan, cfg.picks, memo, memo_rounds)
        return len(planned)

    assert plans_in_next_round(True) == len(game.combos)
    assert plans_in_next_round(False) == 0


@pytest.mark.parametrize("by_race", [False, True])
def test_a_decline_schedule_shared_by_race_ignores_the_column_and_the_purse(monkeypatch, by_race):
    """Hard in the rollouts answers a seat's decline schedule once per column and purse; with
    `rollout_decline_by_race` once per seat, race and round (a pick's futures draw other hidden
    combos, so their columns seldom agree), while its pick still answers each column anew."""
    game = hard_game(3, 5)
    bot = SharingHard(random.Random(1), {}, decline_by_race=by_race)
    asked = []

    def hards_answer(what):
        asked.append(what)
        return len(asked)

    # hard's own answers (what SharingHard shares) only counted here
    monkeypatch.setattr(HardPlayer, "_decline_turn", lambda _bot, _game, _seat, tribe: hards_answer(
        ("decline", tribe.id)))
    monkeypatch.setattr(HardPlayer, "_pick", lambda _bot, _game, _seat: hards_answer(("pick",)))

    def ask(what):
        if what[0] == "pick":
            return bot._pick(game, 0)
        return bot._decline_turn(game, 0, SimpleNamespace(id=what[1]))

    first = ask(("decline", "t1"))
    game.combos[0], game.combos[1] = game.combos[1], game.combos[0]
    game.players[0].coins += 3
    assert ask(("decline", "t1")) == (first if by_race else 2)
    assert ask(("decline", "t2")) != first          # another race: its own schedule
    ask(("pick",))
    game.combos[0], game.combos[1] = game.combos[1], game.combos[0]
    ask(("pick",))
    assert asked.count(("pick",)) == 2
    # the search's fields reach its rollouts' players
    expert = ExpertPlayer(random.Random(3), SearchParams(rollout_decline_by_race=by_race,
                                                         rollout_memo_rounds=not by_race))
    rollout_bot = expert._rollout_bot("hard", random.Random(0), {})
    assert rollout_bot.decline_by_race == by_race and rollout_bot.combo_memo_rounds == (not by_race)


def test_a_turns_searches_share_their_rollouts_answers():
    """With `rollout_share_turn` what hard in the rollouts shares is kept for all of a turn's
    searches (their boards differ by this turn's steps) and forgotten at the next turn; without it
    (the default) each search starts afresh."""
    game = hard_game(3, 5)
    expert = ExpertPlayer(random.Random(3), SearchParams(rollout_share_turn=True))
    shared = expert._shared_for(game)
    assert expert._shared_for(game) is shared
    game.apply({"type": "pick", "player": game.current_player, "combo": 0})
    assert expert._shared_for(game) is shared           # the same turn
    while game.current_player == 0:
        game.apply(HardPlayer(random.Random(4)).choose(game))
    assert expert._shared_for(game) is not shared       # the next seat's turn
    expert.search = SearchParams()
    assert expert._shared_for(game) is not expert._shared_for(game)


@pytest.mark.parametrize("ruleset, boards", [(CLASSIC, CLASSIC_MAPS), (AZEROTH, WORLDS)], ids=["classic", "azeroth"])
def test_a_followed_plans_step_is_hards_own_without_its_context(monkeypatch, ruleset, boards):
    """Hard in the rollouts takes a followed plan's next step without building the step's context
    (a threat map and a valuation only a fresh plan or an extra action reads): at every such step
    the action is the one hard's `_conquest_step` gives when it builds the context and plans (here:
    is handed) the same plan, and contexts are saved."""
    board = next(b for b in boards if b.players == 5)
    game = Game(ruleset, board, [{"name": str(i), "kind": "ai", "level": "hard"} for i in range(5)], 11)
    shared = {}
    bots = [SharingHard(random.Random(i), shared) for i in range(5)]
    for bot in bots:        # as in the rollouts (ExpertPlayer._rollout_bot)
        bot.config.extras = ExtraParams(bot.config.extras.per_type, bot.config.extras.margin, False)
    step, under_way, planned = SharingHard._conquest_step, SharingHard._plan_under_way, SharingHard._plan
    built, followed = [], []
    context = AIPlayer._context

    def counting_context(bot, *args, **kwargs):
        built.append(1)
        return context(bot, *args, **kwargs)

    def with_context(bot, game, seat, tribe, in_decline, rest):
        """The step with its context built, the followed plan given as the board's plan."""
        bot._plan_under_way = lambda *args: None
        bot._plan = lambda ctx: rest if ctx.game is game else planned(bot, ctx)
        try:
            return step(bot, game, seat, tribe, in_decline)
        finally:
            del bot._plan_under_way, bot._plan

    def compared(bot, game, seat, tribe, in_decline):
        camp = game.turn.campaigns.get(tribe)
        over = camp is not None and (camp.over or camp.redeployed)
        rest = None if over else under_way(bot, game, tribe, in_decline, camp)
        expected = with_context(bot, game, seat, tribe, in_decline, rest) if rest is not None else None
        before = len(built)
        action = step(bot, game, seat, tribe, in_decline)
        if rest is not None:
            followed.append(len(built) == before)
            assert action == expected
        return action

    monkeypatch.setattr(AIPlayer, "_context", counting_context)
    monkeypatch.setattr(SharingHard, "_conquest_step", compared)
    while not game.over:
        game.apply(bots[game.current_player].choose(game))
    assert len(followed) > 20 and sum(followed) > len(followed) / 3


def test_the_top_plan_search_reads_the_plans_hards_step_came_from(monkeypatch):
    """The top-plan search compares the plans of the beam search hard's step was planned from: in
    a conquest decision the race's own board is planned once, and the game is the one played before."""
    from games.smallworld.ai import expert, planner
    board = board_for(5)
    levels = ["hard", "expert", "hard", "hard", "hard"]
    search = dict(SMALL, plan_gap=100.0)
    plans, step = planner.plan_chain_options, ExpertPlayer._conquest_step
    per_decision, deciding = {}, []

    def counting(ctx, params):
        game = ctx.game     # the decision's own game (not a rollout's or an extra's copy), its race's turn
        if deciding and game is deciding[-1] and ctx.tribe is game.players[ctx.tribe.owner].active:
            per_decision[len(game.actions)] = per_decision.get(len(game.actions), 0) + 1
        return plans(ctx, params)

    def conquest_step(bot, *args):
        deciding.append(args[0])
        try:
            return step(bot, *args)
        finally:
            deciding.pop()

    reference, _ = play(CLASSIC, board, levels, seed=3, search=search)
    searched = _spy_searches(monkeypatch, "conquer")
    monkeypatch.setattr(expert, "plan_chain_options", counting)
    monkeypatch.setattr(planner, "plan_chain_options", counting)     # hard's plan_chain calls it
    monkeypatch.setattr(ExpertPlayer, "_conquest_step", conquest_step)
    game, _ = play(CLASSIC, board, levels, seed=3, search=search)
    assert game.actions == reference.actions
    assert searched and all(per_decision.get(decision, 0) == 1 for _, _, _, decision, _, _ in searched)


def test_simulate_reports_the_searches_the_cap_cut_short(monkeypatch):
    """`simulate`'s summary counts, per seat, the expert's searches its safety cap cut short (a
    clock that runs ten seconds a reading trips every one): the games that depend on the machine."""
    from game import cli
    from games.smallworld.ai import expert
    readings = iter(range(0, 10 ** 9, 10))
    monkeypatch.setattr(expert.time, "thread_time", lambda: float(next(readings)))
    board = board_for(2)
    summary = cli.simulate(CLASSIC, board, board.id, ["expert", "hard"], 1, 7)
    assert summary["cap_trips"][0] > 0 and summary["cap_trips"][1] == 0


@pytest.mark.parametrize("across", [True, False])
def test_rollout_answers_are_shared_across_candidates_unless_asked_not_to(monkeypatch, across):
    """Hard's shared answers in a search's rollouts: one store for all its candidates (the default),
    or with `rollout_share_candidates` off one per candidate, shared by that candidate's futures."""
    game = hard_game(3, 5)
    expert = ExpertPlayer(random.Random(3), SearchParams(**dict(SMALL, rollout_share_candidates=across, prune=None)))
    seen = []
    rollout = ExpertPlayer._rollout

    def spy(bot, game, seat, first, sample, *args):
        seen.append((first["combo"], args[-1]))
        return rollout(bot, game, seat, first, sample, *args)

    monkeypatch.setattr(ExpertPlayer, "_rollout", spy)
    options = [{"type": "pick", "player": 0, "combo": k} for k in (0, 1)]
    expert._best(game, 0, options[0], options)
    stores = {combo: [store for c, store in seen if c == combo] for combo in (0, 1)}
    assert all(len(s) == SMALL["crowd_samples"] and all(x is s[0] for x in s) for s in stores.values())
    assert (stores[0][0] is stores[1][0]) == across


def _scripted_search(monkeypatch, scores, **search):
    """An expert whose rollouts score pick k's future f as scores[k][f] (recording each one played),
    on a three-player game, with the picks 0..len(scores)-1 as options (pick 0 is hard's choice)."""
    game = hard_game(3, 5)
    expert = ExpertPlayer(random.Random(3), SearchParams(**search))
    options = [{"type": "pick", "player": 0, "combo": k} for k in range(len(scores))]
    played = []

    def rollout(bot, game, seat, first, sample, *args):
        played.append((first["combo"], sample))
        return scores[first["combo"]][sample]

    monkeypatch.setattr(ExpertPlayer, "_rollout", rollout)
    return expert, game, options, played


@pytest.mark.parametrize("prune", [None, 2.0])
def test_a_rival_that_cannot_catch_up_is_dropped_from_the_search(monkeypatch, prune):
    """With `prune` the futures are played one at a time for every candidate still in the race, and a
    rival whose remaining futures would have to beat hard's choice by more than margin + prune
    coins each is played no further; a rival far ahead plays them all and is chosen. Without it every
    candidate plays every future, one candidate after the other (the order the shipped games had)."""
    # per combo and future: hard's (0) scores 0; 1 starts 10 behind and would end 6 ahead; 2 is far
    # ahead; 3 falls behind after two futures
    scores = {0: [0, 0, 0], 1: [-10, 14, 14], 2: [9, 9, 9], 3: [1, -20, 0]}
    expert, game, options, played = _scripted_search(monkeypatch, scores, crowd_samples=3, margin=2.0, prune=prune)
    chosen = expert._best(game, 0, options[0], options)
    assert chosen == options[2]
    if prune is None:
        assert played == [(k, s) for k in range(4) for s in range(3)]
    else:
        assert played == [(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (2, 1), (3, 1), (0, 2), (2, 2)]
    # alone against hard's choice, the rival that starts behind wins without pruning only
    played.clear()
    assert expert._best(game, 0, options[0], options[:2]) == (options[1] if prune is None else options[0])
    assert played == ([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)] if prune is None else [(0, 0), (1, 0)])


@pytest.mark.parametrize("ties", [False, True])
def test_a_rival_that_ended_as_hards_choice_is_dropped_with_prune_ties(monkeypatch, ties):
    """A rival whose first future ended exactly as hard's choice's (another order of the same
    conquests, a redeployment no one tested) plays no more futures with `prune_ties`."""
    expert, game, options, played = _scripted_search(monkeypatch, {0: [1.5, 2.0], 1: [1.5, 9.0]}, crowd_samples=2,
                                                      margin=1.0, prune=1.0, prune_ties=ties)
    assert expert._best(game, 0, options[0], options) == options[0 if ties else 1]
    assert len(played) == (2 if ties else 4)
