"""Hard's rollout search (games/warcraft_board/ai/search.py, player.py): its Spend search finds a winning
Upgrade its heuristic passes over, and its choices never depend on what the seat may not see (another
seat's hand and deck, its own deck's order, the game's dice)."""

from __future__ import annotations

import copy
import random

import pytest

from games.warcraft_board.ai import economy, search
from games.warcraft_board.ai.assess import Snapshot, unit_worth_of
from games.warcraft_board.ai.goals import own_cities
from games.warcraft_board.ai.player import WarcraftPlayer
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import game as rules
from games.warcraft_board.model import scoring
from games.warcraft_board.model.actions import EndStep, Upgrade
from games.warcraft_board.model.state import Building
from tests.warcraft_board.engine_support import clear, place, run_until, start
from tests.warcraft_board.test_wb_ai_levels import new_game


def staged_top_level():
    """Seat 0 (Humans) in its Spend step at 14 VP, its melee one level below the top with the two
    Barracks that level asks for and the gold and wood to pay: the Upgrade makes 15 VP, a win at the
    end of this turn."""
    game = start(2, seed=3)
    run_until(game, "spend", 0)
    player = game.seats[0]
    player.levels["melee"] = 2
    player.buildings.append(Building(kind="barracks", done=True, printed=False))
    player.gold, player.wood = 6, 6
    player.vp_cards = 14 - scoring.vp(game, 0)
    while "victory_point" in player.hand:     # no VP card to lay instead: the Upgrade is the only win
        swap = next(i for i, card in enumerate(player.deck) if card != "victory_point")
        held = player.hand.index("victory_point")
        player.hand[held], player.deck[swap] = player.deck[swap], player.hand[held]
    assert scoring.vp(game, 0) == 14 and "victory_point" not in player.hand
    return game


@pytest.mark.parametrize("seed", (1, 2))
def test_the_spend_search_finds_the_winning_upgrade_a_stingy_heuristic_passes_over(seed, monkeypatch):
    # the heuristic (for the searching seat and every rollout seat alike) never spends: only the
    # search's own candidates can hold the Upgrade
    monkeypatch.setattr(economy, "choose_spend", lambda game, seat, level: None)
    game = staged_top_level()
    searched = WarcraftPlayer("hard", seed).choose(game)
    assert isinstance(searched, Upgrade) and "melee" in searched.kinds, searched
    rules.apply(game, searched)
    while not game.over and rules.seat_to_act(game) == 0:
        rules.apply(game, EndStep(player=0))
    assert game.winners == [0]

    blind = WarcraftPlayer("hard", seed)
    blind.search = None                    # the same player without its rollouts
    assert isinstance(blind.choose(staged_top_level()), EndStep)


def decision_point(kind: str, seed: int):
    """A main game of hard (seat 0) against medium, played to a turn-4-or-later decision of `kind` by
    hard where its search compares several candidates."""
    game = new_game("main2", seed)
    bots = [WarcraftPlayer("hard", seed), WARCRAFT.make_player("medium", seed + 1)]
    for _ in range(5000):
        assert not game.over, "no such decision"
        found = rules.decision(game)
        seat = rules.seat_to_act(game)
        if seat == 0 and found.kind == kind and game.turn >= 4 and _searches(game, seed):
            return game
        rules.apply(game, bots[seat].choose(game))
    raise AssertionError("no such decision")


def _searches(game, seed) -> bool:
    compared = []
    real = search.best_candidate

    def spy(*args, **kwargs):
        best, means = real(*args, **kwargs)
        compared.append(len(means))
        return best, means
    search.best_candidate = spy
    try:
        WarcraftPlayer("hard", seed).choose(copy.deepcopy(game))
    finally:
        search.best_candidate = real
    return any(n > 1 for n in compared)


def hidden_changed(game):
    """The same position with everything seat 0 may not see changed: the rival's hand and deck swapped
    card for card where they differ and reordered, seat 0's deck reversed, the game's dice reseeded."""
    other = copy.deepcopy(game)
    rival = other.seats[1]
    cards = sorted(rival.hand + rival.deck, reverse=True)
    alternative = [c for c in cards if c not in rival.hand] + [c for c in cards if c in rival.hand]
    rival.hand = alternative[:len(rival.hand)]
    rival.deck = alternative[len(rival.hand):]
    other.seats[0].deck.reverse()
    other.rng.seed(12345)
    return other


def choice_and_means(game, seed, monkeypatch):
    means: list[list[float]] = []
    real = search.best_candidate

    def spy(*args, **kwargs):
        best, values = real(*args, **kwargs)
        means.append(values)
        return best, values
    monkeypatch.setattr(search, "best_candidate", spy)
    action = WarcraftPlayer("hard", seed).choose(game)
    monkeypatch.setattr(search, "best_candidate", real)
    return action, means


@pytest.mark.parametrize("kind", ("move:free", "spend:free"))
def test_hidden_cards_and_dice_do_not_change_hards_choice(kind, monkeypatch):
    seed = 2
    game = decision_point(kind, seed)
    changed = hidden_changed(game)
    assert (changed.seats[1].hand != game.seats[1].hand or changed.seats[1].deck != game.seats[1].deck)
    first, first_means = choice_and_means(game, seed, monkeypatch)
    second, second_means = choice_and_means(changed, seed, monkeypatch)
    assert first_means and any(len(m) > 1 for m in first_means)
    assert first == second
    assert first_means == second_means


def test_hards_attack_odds_count_the_defenders_partners_flankers():
    """Main 4 players: an Orc melee unit holds s32 with its Undead partner's three melee units on s31
    beside it; the Humans' three melee units entering from s42 win there far less often than against
    the Orc alone (the partner joins the battle from its flank, §5.1)."""
    def odds(with_partner: bool) -> float:
        game = start(4, seed=3)
        run_until(game, "move", 0)
        for space in ("s31", "s32", "s42"):
            clear(game, space)
        place(game, 1, "melee", "s32")
        if with_partner:
            place(game, 3, "melee", "s31", 3)
        entering = [game.pieces[pid] for pid in place(game, 0, "melee", "s42", 3)]
        return WarcraftPlayer("hard", 1)._odds(game, "s32", 0, entering)

    alone, helped = odds(False), odds(True)
    assert alone > 0.7 and helped < alone - 0.3, (alone, helped)


def counted_rollouts(monkeypatch) -> list[int]:
    """search.rollout replaced by one that only counts (each call's preparer index is not needed)."""
    calls: list[int] = []

    def rollout(twin, seat, prepare, max_actions, *horizon):
        calls.append(seat)
        return 0.0

    monkeypatch.setattr(search, "rollout", rollout)
    return calls


def idle_preparers(count: int) -> list:
    return [lambda bots, twin: None for _ in range(count)]


def test_both_sides_of_necromancer_march_search_their_move_plans(monkeypatch):
    calls = counted_rollouts(monkeypatch)
    game = new_game("necromancer_march", 1)
    params = search.SearchParams()
    for seat in range(len(game.seats)):
        del calls[:]
        search.best_candidate(game, seat, idle_preparers(3), random.Random(1), params)
        assert len(calls) == 3 * params.samples, game.seats[seat].race


@pytest.mark.parametrize(("which", "turns"), (("necromancer_march", 2), ("nordrassil", 2), ("prisoners", 1),
                                               ("main2", 1)))
def test_necromancer_march_s_and_nordrassil_s_move_rollouts_look_two_turns_on(which, turns, monkeypatch):
    horizons = []
    monkeypatch.setattr(search, "rollout", lambda twin, seat, prepare, max_actions, horizon=1: horizons.append(horizon)
                        or 0.0)
    game = new_game(which, 1)
    search.best_candidate(game, 0, idle_preparers(2), random.Random(1), search.SearchParams())
    assert horizons and set(horizons) == {turns}


def march_seats(game) -> tuple[int, int]:
    return game.race_seat("humans"), game.race_seat("undead")


def test_the_march_score_is_one_side_s_lead_and_the_other_s_loss():
    game = new_game("necromancer_march", 1)
    humans, undead = march_seats(game)
    assert search.evaluate(game, humans) == -search.evaluate(game, undead)


def test_the_march_score_weighs_a_human_worker_above_a_unit_and_a_site_above_both():
    """What foretold the winner in medium self-play: the Humans' economy and the sites A-C (the
    main game's weights put a worker at half a unit and a site at 3)."""
    game = new_game("necromancer_march", 1)
    humans, _ = march_seats(game)
    base = search.evaluate(game, humans)

    def without(pick) -> float:
        twin = copy.deepcopy(game)
        piece = next(p for p in twin.pieces.values() if p.where == "map" and pick(p))
        piece.where, piece.space = "reserve", None
        return base - search.evaluate(twin, humans)

    worker = without(lambda p: p.owner == humans and p.kind == "worker")
    unit = without(lambda p: p.owner == humans and p.kind == "melee")
    assert worker > unit > 0
    twin = copy.deepcopy(game)
    label = next(label for label in "ABC" if label in twin.sites)
    del twin.sites[label]
    assert search.evaluate(twin, humans) - base > worker


def test_the_march_score_rewards_the_humans_for_units_within_reach_of_a_necromancer():
    game = new_game("necromancer_march", 1)
    humans, _ = march_seats(game)
    necro = next(p for p in game.pieces.values() if p.kind == "necromancer")
    snap = Snapshot(game)
    near = next(s for s in game.board.neighbours(necro.space) if not snap.units(s)
                and game.board.spaces[s].type != "mountain")
    city = own_cities(game, humans)[0]
    far = max((s for s in game.board.spaces if not snap.units(s) and game.board.spaces[s].type != "mountain"),
              key=lambda s: (snap.dist.air[s].get(necro.space, 0), snap.dist.air[s].get(city, 0), s))
    scores = {}
    for space in (near, far):
        twin = copy.deepcopy(game)
        place(twin, humans, "melee", space)
        scores[space] = search.evaluate(twin, humans)
    # the whole hunt weight for the unit's worth (the main game's weights gave it a third less)
    worth = unit_worth_of(game, humans, "melee")
    assert scores[near] - scores[far] >= 0.9 * search.MARCH_HUNT * worth, scores


@pytest.mark.parametrize(("which", "searched"), (("prisoners", True), ("necromancer_march", False)))
def test_hard_plays_its_spend_choice_forward_in_prisoners_and_not_in_necromancer_march(which, searched,
                                                                                    monkeypatch):
    calls = counted_rollouts(monkeypatch)
    game = new_game(which, 1)
    seat = next(s for s, player in enumerate(game.seats) if player.race != "undead")
    run_until(game, "spend", seat)
    player = game.seats[seat]
    player.gold, player.wood = 8, 8               # several things to buy
    assert len(economy.spend_options(game, seat)) >= 2
    WarcraftPlayer("hard", 1).choose(game)
    assert bool(calls) == searched, calls


def test_nordrassil_s_search_plays_more_copies_of_fewer_candidates_within_the_usual_count(monkeypatch):
    calls = counted_rollouts(monkeypatch)
    game = new_game("nordrassil", 1)
    params = search.SearchParams()
    search.best_candidate(game, 0, idle_preparers(params.candidates), random.Random(1), params)
    samples = dict(params.scenario_samples)["nordrassil"]
    assert samples > params.crowd_samples
    kept = params.candidates * params.crowd_samples // samples
    assert 2 <= kept < params.candidates
    assert len(calls) == samples * kept <= params.candidates * params.crowd_samples


def test_a_two_turn_nordrassil_rollout_ends_after_the_next_turn_s_move_steps(monkeypatch):
    game = new_game("nordrassil", 1)
    ends = []
    monkeypatch.setattr(search, "evaluate", lambda twin, seat, start=None: ends.append(
        (twin.turn, twin.step, twin.over)) or 0.0)
    search.rollout(copy.deepcopy(game), game.race_seat("undead"), lambda bots, twin: None, 600, 2)
    (turn, step, over), = ends          # the next turn's Move steps and the one after's (one: turn + 1)
    assert over or (turn == game.turn + 2 and step != "move"), ends


def test_the_nordrassil_undead_score_counts_every_unit_within_reach_of_d():
    """Two Undead units beside the Night Elf Outpost score above one there and one far off (the
    nearest unit's distance to A and D is the same in both)."""
    game = new_game("nordrassil", 1)
    undead = game.race_seat("undead")
    outpost, tree = game.board.label_space("D"), game.board.label_space("A")
    snap = Snapshot(game)
    beside = next(s for s in game.board.neighbours(outpost) if not game.board.walled(s, outpost)
                  and game.board.spaces[s].type != "mountain" and s != tree)
    melee = [p for p in game.pieces.values() if p.owner == undead and p.where == "map" and p.kind == "melee"]
    far = max(melee, key=lambda p: (snap.dist.ground[p.space].get(outpost, 99)
                                    + snap.dist.ground[p.space].get(tree, 99), p.id))
    runner = next(p for p in melee if p.id != far.id)
    scores = []
    for stacked in (False, True):
        twin = copy.deepcopy(game)
        clear(twin, beside)
        twin.pieces[runner.id].space = beside
        if stacked:
            twin.pieces[far.id].space = beside
        scores.append(search._scenario_value(twin, Snapshot(twin), undead))
    worth = unit_worth_of(game, undead, "melee")
    assert scores[1] - scores[0] >= 0.99 * search.NORDRASSIL_STRIKE * worth > 0, scores


def test_a_prisoner_s_way_home_counts_its_escort_s_steps_or_the_way_to_fetch_it():
    game = new_game("prisoners", 1)
    seat = 0
    prisoner = next(p for p in game.pieces.values() if p.kind == "prisoner" and p.owner == seat)
    home = own_cities(game, seat)[0]
    snap = Snapshot(game)
    away = snap.dist.air[prisoner.space][home]
    assert not snap.units(prisoner.space, seat)
    assert search._prisoner_distance(game, snap, seat, prisoner.space, home) > away   # nobody there yet
    place(game, seat, "melee", prisoner.space)
    snap = Snapshot(game)
    walking = snap.dist.table("melee")[prisoner.space][home]
    assert search._prisoner_distance(game, snap, seat, prisoner.space, home) == walking
