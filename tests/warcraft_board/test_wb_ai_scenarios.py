"""The computer players pursue their scenario goals and press on when nothing else can change the
position: on the shipped maps, through the real engine.

- Prisoners: a seat standing with its prisoner walks it home, and a medium-vs-medium game is decided
  (rescue or sack) before the turn cap.
- Necromancer March: the Necromancers go for free upgrades when the sites can give no unit; the Humans
  keep their City manned while flyers two moves away could strike it; the Undead leave the sites for
  the Human City and strike it with a full stack once the odds are good, holding back while the
  Humans would answer before the sack check; the Humans step out of a full City so that their trained
  units can deploy, and units beyond what holds the City set off for the sites and the Necromancers.
- Battle odds (medium's attrition model) know that melee hits never fall on flyers.
- Nordrassil: the Undead, whose dead return, attack on poor odds.
- The main game without a turn cap: once the Mines and Forests are spent, medium keeps attacking, so
  the game ends; then an attack counts the units that step beside the battle space this Move (into
  the room the entering stack leaves), so a larger army behind a full stack attacks, and an army
  that outweighs its rival's gathers beside the stack it cannot yet beat.
"""

from __future__ import annotations

from games.warcraft_board.ai import pressure
from games.warcraft_board.ai.assess import Snapshot
from games.warcraft_board.ai.geometry import distances
from games.warcraft_board.ai.goals import necromancer_targets
from games.warcraft_board.ai.moves import plan_moves
from games.warcraft_board.ai.player import WarcraftPlayer
from games.warcraft_board.model import game as rules
from games.warcraft_board.model.actions import Move
from tests.warcraft_board import battle_helpers
from tests.warcraft_board.engine_support import finish_step, place, run_until, shipped_game

ACTION_LIMIT = 20_000       # far beyond any finished game: a stalled game fails instead of hanging


def play_out(game, seed: int):
    bots = [WarcraftPlayer("medium", seed * 101 + i) for i in range(len(game.seats))]
    for _ in range(ACTION_LIMIT):
        if game.over:
            return game
        rules.apply(game, bots[rules.seat_to_act(game)].choose(game))
    raise AssertionError(f"no end after {ACTION_LIMIT} actions (game turn {game.turn})")


def prisoner_of(game, seat: int):
    return next(p for p in game.pieces.values() if p.kind == "prisoner" and p.owner == seat)


def escorted_by_medium(race: str, kind: str):
    """A unit of `kind` of `race` put on its own prisoner's space at its Move step: medium's move, which
    must take the prisoner along. (the game, where the prisoner was, where it is, the race's City)"""
    game = shipped_game("prisoners", 2, seed=4, turn_cap=None)
    seat = next(i for i, s in enumerate(game.seats) if s.race == race)
    run_until(game, "move", seat)
    prisoner = prisoner_of(game, seat)
    start = prisoner.space
    place(game, seat, kind, start)
    action = WarcraftPlayer("medium", 1).choose(game)
    assert isinstance(action, Move) and action.escort
    rules.apply(game, action)
    assert prisoner.space == action.path[-1] != start
    return game, start, prisoner.space, game.seats[seat].city


def test_medium_escorts_its_prisoner_toward_its_city_on_the_ground():
    """An Orc melee unit on Thrall's space (walled toward the Orc City) takes him along, the long way
    round by the Night Elves' side: a step nearer home by ground."""
    game, start, now, city = escorted_by_medium("orcs", "melee")
    ground = distances(game.board).ground          # steps of melee and ranged units: walls count
    assert ground[now][city] < ground[start][city]


def test_medium_flies_its_prisoner_over_the_walls():
    """A Night Elf flyer on Tyrande's space carries her two spaces nearer home (over the walls), not
    round by the Orc City."""
    game, start, now, city = escorted_by_medium("night_elves", "flying")
    air = distances(game.board).air
    assert air[now][city] == air[start][city] - 2


def test_a_medium_prisoners_game_is_decided_before_the_cap():
    """Seed 11 ran to the 30-turn cap undecided before the seats pressed on with spent sources."""
    game = play_out(shipped_game("prisoners", 2, seed=11, turn_cap=30), 11)
    assert game.winners, f"undecided: {game.end_reason} at game turn {game.turn}"
    assert game.end_reason in ("prisoner_rescued", "last_standing")
    assert game.turn < 30


def test_spent_sources_make_medium_press():
    game = shipped_game("main", 2, seed=1, turn_cap=None)
    assert pressure.pressure(game) == 0.0
    for space, info in game.board.spaces.items():
        if info.type in ("goldmine", "forest"):
            game.depletion[space] = "full"
    assert pressure.pressure(game) == 1.0
    medium = WarcraftPlayer("medium", 1).params
    pressed = pressure.pressed(game, 0, medium)
    assert pressed.aggression > medium.aggression and pressed.attack_odds < medium.attack_odds


def test_a_main_game_without_a_turn_cap_ends():
    """Seed 1 once stood still from game turn 20 on (every source spent, neither seat attacking); it ends
    by a result, a winner or both seats eliminated together."""
    game = play_out(shipped_game("main", 2, seed=1, turn_cap=None), 1)
    assert game.winners or game.end_reason == "everyone_eliminated"    # both eliminated at once: a draw
    assert game.turn < 80


def _orcs_behind_a_full_stack():
    """Three Orc melee beside three stronger Undead ones (no attack on its own), three more one step
    behind them."""
    game = battle_helpers.make_game(["orcs", "undead"], levels={1: {"melee": 2}})
    game.step = "move"
    front = battle_helpers.place(game, 0, "melee", "f1", 3)
    behind = battle_helpers.place(game, 0, "melee", "x", 3)
    battle_helpers.place(game, 1, "melee", "b", 3)
    return game, front, behind


def test_once_the_sources_are_spent_an_attack_counts_the_units_stepping_beside_it():
    """With every Mine and Forest spent the three behind step into the room beside the battle space,
    so medium attacks with six (the main game of seed 1 with Raise Dead from 2 stood still for ever:
    13 Orc units beside 7 Undead ones, each attack weighed with the entering stack alone)."""
    game, front, behind = _orcs_behind_a_full_stack()
    medium = WarcraftPlayer("medium", 1).params
    assert plan_moves(game, 0, medium, report=(before := {})) is not None and before["chosen"] == []
    for space, info in game.board.spaces.items():
        if info.type in ("goldmine", "forest"):
            game.depletion[space] = "full"
    report: dict = {}
    ends = {pid: path[-1] for pid, path, _ in plan_moves(game, 0, medium, report=report)}
    assert Snapshot(game).battle_odds("b", 0, [game.pieces[p] for p in front]) < pressure.pressed(
        game, 0, medium).attack_odds
    assert report["chosen"] == ["b"]
    assert any(ends.get(pid) == "b" for pid in front)
    assert all(ends.get(pid) in game.board.neighbours("b") for pid in behind)


def test_once_the_sources_are_spent_the_stronger_army_gathers_beside_the_stack_it_cannot_yet_beat():
    """Three Orc melee beside three stronger Undead ones (0.36: no attack), three more two steps away:
    the Orcs' army outweighs the Undead's, so those three walk towards the spaces beside the stack (the
    main game of seed 15, Humans against Undead, once stood still for ever with 5 Undead units beside
    3 Human ones, two of them too far to join)."""
    game = battle_helpers.make_game(["orcs", "undead"], levels={0: {"melee": 2}, 1: {"melee": 3}})
    game.step = "move"
    for space, info in game.board.spaces.items():
        if info.type in ("goldmine", "forest"):
            game.depletion[space] = "full"
    battle_helpers.place(game, 0, "melee", "f1", 3)
    far = battle_helpers.place(game, 0, "melee", "e", 3)
    battle_helpers.place(game, 1, "melee", "b", 3)
    report: dict = {}
    ends = {pid: path[-1] for pid, path, _ in plan_moves(game, 0, WarcraftPlayer("medium", 1).params,
                                                         report=report)}
    assert report["chosen"] == []
    assert all(ends.get(pid) == "c0" for pid in far)           # next to f4, beside the stack


def test_undead_necromancers_leave_a_full_site_for_an_upgrade():
    """Necromancer March: a site whose stack is full gives no free unit, so the Necromancers value the
    upgrade sites D and E above it once the Undead have units to lift."""
    game = shipped_game("necromancer_march", 2, seed=2, turn_cap=None)
    undead = next(i for i, s in enumerate(game.seats) if s.race == "undead")
    site_a, site_d = game.sites["A"], game.sites["D"]
    before = necromancer_targets(game, Snapshot(game), undead)
    assert before[site_a] > before[site_d]
    place(game, undead, "melee", site_a, 3)
    place(game, undead, "ranged", game.sites["B"], 2)
    after = necromancer_targets(game, Snapshot(game), undead)
    assert after[site_d] > after[site_a]


def test_nordrassils_undead_attack_on_poor_odds():
    """Their dead return at once: the Undead accept attacks medium would refuse elsewhere."""
    game = shipped_game("nordrassil", 4, seed=1, turn_cap=None)
    medium = WarcraftPlayer("medium", 1).params
    undead = next(i for i, s in enumerate(game.seats) if s.race == "undead")
    allies = [i for i in range(4) if i != undead]
    assert pressure.pressed(game, undead, medium).attack_odds < 0.5
    assert all(pressure.pressed(game, seat, medium) == medium for seat in allies)


def _march_at_humans_move(seed: int):
    game = shipped_game("necromancer_march", 2, seed=seed, turn_cap=None)
    humans = next(i for i, s in enumerate(game.seats) if s.race == "humans")
    run_until(game, "move", humans)
    return game, humans, 1 - humans


def test_melee_alone_cannot_beat_flyers_in_the_odds():
    """Melee hits never fall on flyers (rules §5.3): three Human melee units attacking two Undead flyers
    cannot win, and two flyers entering a City held by melee alone cannot lose. The plain worth sum
    said the melee units were favourites (0.8)."""
    game, humans, undead = _march_at_humans_move(1)
    city = game.seats[humans].city
    site = game.sites["C"]
    place(game, undead, "flying", site, 2)
    snap = Snapshot(game)
    melee = snap.units(city, humans)
    assert len(melee) == 3 and all(snap.kind[p.id] == "melee" for p in melee)
    assert snap.battle_odds(site, humans, melee) < 0.05
    flyers = snap.units(site, undead)
    assert snap.battle_odds(city, undead, flyers) > 0.95


def test_necromancer_march_humans_keep_their_city_against_distant_flyers():
    """Three Undead flyers on C, four air steps from the Human City, reach it in two moves: the Humans'
    three melee units stay home (before, all three marched off toward the sites)."""
    for seed in (1, 2):
        game, humans, undead = _march_at_humans_move(seed)
        city = game.seats[humans].city
        place(game, undead, "flying", game.sites["C"], 3)
        plan = plan_moves(game, humans, WarcraftPlayer("medium", seed).params)
        moved = {pid for pid, _, _ in plan}
        staying = [p for p in Snapshot(game).units(city, humans) if p.id not in moved]
        assert len(staying) >= 2, plan
        assert pressure.pressed(game, humans, WarcraftPlayer("medium", seed).params).guard_city
        assert not pressure.pressed(game, undead, WarcraftPlayer("medium", seed).params).guard_city


def test_necromancer_march_undead_leave_the_sites_for_the_city():
    """Units beside an unthreatened Necromancer all set off toward the Human City, five moves away
    (before, three of four stayed to guard the Necromancers and the army never gathered)."""
    for seed in (1, 2):
        game = shipped_game("necromancer_march", 2, seed=seed, turn_cap=None)
        undead = next(i for i, s in enumerate(game.seats) if s.race == "undead")
        run_until(game, "move", undead)
        city = game.seats[1 - undead].city
        placed = place(game, undead, "melee", game.sites["A"], 2) + place(game, undead, "ranged", game.sites["B"], 2)
        plan = {pid: path[-1] for pid, path, _ in plan_moves(game, undead, WarcraftPlayer("medium", seed).params)}
        walk = distances(game.board).walker
        assert all(walk[plan[pid]][city] < walk[game.pieces[pid].space][city] for pid in placed), plan


def _undead_beside_the_city(seed: int, game_turn: int):
    """Four Undead units on two spaces beside the Human City (held by its three melee units) at the
    Undead's Move step of `game_turn`: the first player alternates, so the Undead move first in odd
    game turns and last in even ones."""
    game = shipped_game("necromancer_march", 2, seed=seed, turn_cap=None)
    undead = next(i for i, s in enumerate(game.seats) if s.race == "undead")
    while game.turn < game_turn:
        finish_step(game)
    run_until(game, "move", undead)
    city = game.seats[1 - undead].city
    beside = [s for s in game.board.neighbours(city) if game.board.spaces[s].type == "clear"][:2]
    place(game, undead, "ranged", beside[0], 2)
    place(game, undead, "melee", beside[1], 2)
    plan = plan_moves(game, undead, WarcraftPlayer("medium", seed).params)
    return game, undead, city, [pid for pid, path, _ in plan if path[-1] == city]


def test_necromancer_march_undead_strike_the_city_together_when_moving_last():
    """Their odds are about 0.78: moving last, the City taken is sacked before the Humans can answer, so
    a full stack enters (the fourth unit flanks); moving first, they wait (before, one unit went in
    alone as soon as the odds passed 0.6)."""
    for seed in (1, 2):
        game, undead, city, entering = _undead_beside_the_city(seed, 2)
        assert game.order_from(game.first_player)[-1] == undead
        assert len(entering) == 3
        game, undead, city, entering = _undead_beside_the_city(seed, 1)
        assert game.order_from(game.first_player)[0] == undead
        assert entering == []
        assert 0.6 < Snapshot(game).battle_odds(city, undead) < 0.8



def _train_in_place(game, seat: int) -> int:
    """A melee unit waiting, trained, in the seat's Barracks (a test's arrangement)."""
    barracks = next(b for b in game.seats[seat].buildings if b.kind == "barracks" and b.done)
    piece = game.reserve(seat, "melee")[0]
    piece.where, piece.space, barracks.training = "training", None, piece.id
    return piece.id


def test_necromancer_march_humans_step_out_so_trained_units_deploy():
    """Three Undead melee units two steps from the Human City hold its three melee units at home, and a
    melee unit waits trained: one of them steps out beside the City, and the trained unit reaches the
    map at the Deploy step (before, the full City kept trained units in their buildings for the rest
    of the game (the stack limit) while the Humans' gold piled up)."""
    for seed in (1, 3):
        game, humans, undead = _march_at_humans_move(seed)
        city = game.seats[humans].city
        walk = distances(game.board).walker[city]
        near = min(s for s, d in walk.items() if d == 2 and game.board.spaces[s].type == "clear")
        place(game, undead, "melee", near, 3)
        trained = _train_in_place(game, humans)
        plan = plan_moves(game, humans, WarcraftPlayer("medium", seed).params)
        out = [path[-1] for pid, path, _ in plan if game.pieces[pid].space == city and game.unit_kind(game.pieces[pid])]
        assert len(out) == 1 and out[0] in game.board.neighbours(city), plan
        bots = {humans: WarcraftPlayer("medium", seed), undead: WarcraftPlayer("medium", seed + 1)}
        while not (game.step == "spend" and game.mover == humans):
            rules.apply(game, bots[rules.seat_to_act(game)].choose(game))
        assert game.pieces[trained].where == "map"


def test_necromancer_march_humans_spare_units_leave_a_held_city():
    """Three Undead melee units two steps from the Human City make it worth a garrison; nine Human units
    in and beside it hold it already, so some set off toward the sites and the Necromancers while at
    least three stay in or beside the City (before, all nine stayed: the City drew every unit standing
    near it whatever the crowd, and the Humans never struck back)."""
    for seed in (1, 2):
        game, humans, undead = _march_at_humans_move(seed)
        city = game.seats[humans].city
        walk = distances(game.board).walker
        near = min(s for s, d in walk[city].items() if d == 2 and game.board.spaces[s].type == "clear")
        place(game, undead, "melee", near, 3)
        beside = sorted(s for s in game.board.neighbours(city) if game.board.spaces[s].type == "clear")
        place(game, humans, "melee", beside[0], 3)
        place(game, humans, "ranged", beside[1], 3)
        ends = {p.id: p.space for p in Snapshot(game).units(city, humans) + Snapshot(game).units(beside[0], humans)
                + Snapshot(game).units(beside[1], humans)}
        ends.update((pid, path[-1]) for pid, path, _ in plan_moves(game, humans, WarcraftPlayer("medium", seed).params))
        held = {city, *game.board.neighbours(city)}
        units = [pid for pid in ends if game.unit_kind(game.pieces[pid])]
        assert sum(ends[pid] not in held for pid in units) >= 2, ends
        assert sum(ends[pid] in held for pid in units) >= 3, ends


def test_faerie_fire_is_played_where_the_night_elves_out_roll_the_enemy():
    """Faerie Fire makes every die of the phase hit more often for both sides (C23): medium plays it with
    three melee units against one and keeps it with one against three (before, the other way round)."""
    from games.warcraft_board.model.battle import battle_decision
    from tests.warcraft_board.battle_helpers import begin, hand, make_game
    from tests.warcraft_board.battle_helpers import place as place_at

    for elves, humans, played in ((3, 1, True), (1, 3, False)):
        game = make_game(["night_elves", "humans"], mover=0)
        place_at(game, 0, "melee", "b", elves)
        place_at(game, 1, "melee", "b", humans)
        hand(game, 0, "faerie_fire")
        begin(game)
        decision = battle_decision(game)
        assert (decision.seat, decision.options.get("window")) == (0, "before_rolls")
        action = WarcraftPlayer("medium", 1).choose(game)
        assert (action.type == "play_card") == played, action
