"""Battles inside real games: call_to_arms workers fighting (C11), Nordrassil's respawns (§7, C27),
and whole random games whose battles replay alike from the game file."""

from __future__ import annotations

import random

from battle_helpers import act, begin, make_game, place, where
from engine_support import start

from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model.battle import battle_decision

HUMANS, ORCS = 0, 1


def test_call_to_arms_workers_fight_as_melee_units_and_survivors_stay_workers():
    # Humans melee S 2; the armed workers roll as melee, count as participants and may be casualties
    game = make_game(["humans", "orcs"], mover=ORCS, dice=[6, 1, 6])
    armed = place(game, HUMANS, "worker", "b", 2)
    idle = place(game, HUMANS, "worker", "f1")
    game.armed.update(armed)
    orc = place(game, ORCS, "melee", "b")
    events = begin(game)
    start_event = events[0]
    assert set(armed) <= set(start_event["participants"]) and idle[0] not in start_event["participants"]
    assert [(e["player"], e["kind"], e["dice"]) for e in events if e["type"] == "battle_roll"] == \
        [(ORCS, "melee", [6]), (HUMANS, "melee", [1, 6])]
    assert where(game, orc[0]) == ("reserve", None) and game.battle is None
    assert game.pieces[armed[0]].kind == "worker"


def test_pillage_of_an_armed_worker_takes_a_workers_price():
    game = make_game(["humans", "orcs"], mover=ORCS, dice=[1, 6, 6, 6])
    armed = place(game, HUMANS, "worker", "b", 3)
    game.armed.update(armed)
    place(game, ORCS, "melee", "b")
    game.seats[HUMANS].gold, game.seats[HUMANS].wood = 3, 3
    game.seats[ORCS].hand = ["pillage"]
    begin(game)
    act(game, "casualty", piece=armed[0])
    events = act(game, "play_card", card="pillage")
    paid = [e for e in events if e["type"] == "pillage"][0]
    worker = game.values.unit_cost["worker"]
    assert (paid["gold"], paid["wood"]) == (worker["gold"], worker["wood"])
    assert where(game, armed[0]) == ("reserve", None) and armed[0] not in game.armed


def test_nordrassil_killed_undead_respawn_at_the_nearest_outpost_and_fight_no_more():
    # seat 0 Humans (allies), seat 1 Undead; an Undead Outpost on c0 (2 steps from b, via f4)
    game = make_game(["humans", "undead"], mover=HUMANS, teams=["allies", "undead"], dice=[1, 1, 6, 6, 6],
                     scenario="nordrassil")
    from games.warcraft_board.model.state import Outpost
    game.outposts["c0"] = Outpost("c0", 1, done=True)
    place(game, HUMANS, "melee", "b", 2)
    undead = place(game, 1, "melee", "b", 3)
    begin(game)
    d = battle_decision(game)
    assert (d.seat, d.kind, d.options["owed"]) == (1, "casualty", 2)
    act(game, "casualty", piece=undead[0])
    assert where(game, undead[0]) == ("map", "c0")          # 2 steps away, ignoring the stack limit
    assert undead[0] not in game.battle.participants          # it takes no further part
    d = battle_decision(game)
    assert d.options["side"] == "defenders" and undead[0] not in d.options["pieces"]


def test_nordrassil_a_unit_killed_on_the_space_of_the_outpost_never_returns_to_the_battle_space():
    game = make_game(["humans", "undead"], mover=HUMANS, teams=["allies", "undead"], dice=[1, 6],
                     scenario="nordrassil")
    from games.warcraft_board.model.state import Outpost
    game.outposts["b"] = Outpost("b", 1, done=True)           # the battle space holds the Outpost
    game.outposts["e"] = Outpost("e", 1, done=True)
    place(game, HUMANS, "melee", "b")
    undead = place(game, 1, "melee", "b")
    events = begin(game)
    assert where(game, undead[0]) == ("map", "e")
    assert [e for e in events if e["type"] == "battle_end"][0]["winner"] == "attackers"


def play_random(seed: int, seats: int):
    game = start(seats, seed=seed)
    rng = random.Random(seed)
    battles = 0
    for _ in range(2500):
        if game.over:
            break
        action = rng.choice(list(WARCRAFT.legal_actions(game)))
        battles += sum(1 for e in WARCRAFT.apply(game, action) if e["type"] == "battle_end")
    return game, battles


def test_random_games_fight_battles_and_replay_them_alike():
    fought = 0
    for seed, seats in ((1, 2), (2, 4), (5, 2)):
        game, battles = play_random(seed, seats)
        fought += battles
        document = WARCRAFT.document(game)
        setup, problems = WARCRAFT.parse_setup(document, "replay")
        assert setup is not None, [str(p) for p in problems]
        replayed = WARCRAFT.replay(setup).game
        assert WARCRAFT.state_json(replayed) == WARCRAFT.state_json(game)
    assert fought > 0


def test_nordrassil_a_unit_killed_on_a_flank_holding_an_outpost_may_go_back_there():
    from games.warcraft_board.model.state import Outpost
    game = make_game(["humans", "undead"], mover=HUMANS, teams=["allies", "undead"], dice=[1, 6, 6],
                     scenario="nordrassil")
    game.outposts["f4"] = Outpost("f4", 1, done=True)
    game.outposts["c0"] = Outpost("c0", 1, done=True)
    place(game, HUMANS, "melee", "b")
    place(game, 1, "melee", "b")
    flank = place(game, 1, "melee", "f4")
    begin(game)
    act(game, "casualty", piece=flank[0])
    assert where(game, flank[0]) == ("map", "f4")      # only the battle space is barred
    assert flank[0] not in (game.battle.participants if game.battle else [])
