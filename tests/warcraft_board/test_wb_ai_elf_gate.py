"""The computer players in the Elf Gate: the win needs a unit on D and no space beside D holding three
hostile units (C37), so the seats' stacks of three parked beside D bar each other's wins. Without a
push they stood there till the turn cap; on the shipped map, through the real engine:

- the pressure rises with the game turn (the Elf Gate's sources never run dry, so the spent-sources
  pressure of the main game never came), and medium then attacks on slimmer odds;
- a rival's stack of three beside D is a target like the neutrals on A, B and C;
- a medium game that once stood still to the cap is decided.
"""

from __future__ import annotations

from games.warcraft_board.ai import pressure
from games.warcraft_board.ai.assess import Snapshot
from games.warcraft_board.ai.goals import GATE_BLOCKER, unit_targets
from games.warcraft_board.ai.player import WarcraftPlayer
from games.warcraft_board.model import game as rules
from tests.warcraft_board.engine_support import place, shipped_game

ACTION_LIMIT = 20_000       # far beyond any finished game: a stalled game fails instead of hanging


def test_the_elf_gate_pressure_rises_with_the_game_turn():
    game = shipped_game("elf_gate", 3, seed=1, turn_cap=30)
    medium = WarcraftPlayer("medium", 1).params
    assert pressure.pressure(game) == 0.0
    assert pressure.pressed(game, 0, medium) == medium
    game.turn = pressure.GATE_CALM + pressure.GATE_RAMP // 2
    assert 0.0 < pressure.pressure(game) < 1.0
    game.turn = pressure.GATE_CALM + pressure.GATE_RAMP
    assert pressure.pressure(game) == 1.0
    pressed = pressure.pressed(game, 0, medium)
    assert pressed.attack_odds <= 0.3 + 1e-9 and pressed.danger < medium.danger


def test_a_rival_stack_of_three_beside_d_is_a_target():
    """The Orcs' three units on a space beside D that is none of A, B, C bar the Humans' win: the
    Humans value that space as they value the neutrals; two units bar nothing."""
    game = shipped_game("elf_gate", 3, seed=1, turn_cap=30)
    humans = next(i for i, s in enumerate(game.seats) if s.race == "humans")
    orcs = next(i for i, s in enumerate(game.seats) if s.race == "orcs")
    gate = game.board.label_space("D")
    labelled = {game.board.label_space(label) for label in "ABC"}
    beside = sorted(s for s in game.board.neighbours(gate) if s not in labelled)
    place(game, orcs, "melee", beside[0], 2)
    assert beside[0] not in unit_targets(game, Snapshot(game), humans)
    place(game, orcs, "melee", beside[0], 1)
    targets = unit_targets(game, Snapshot(game), humans)
    assert targets.get(beside[0]) == GATE_BLOCKER
    assert all(targets.get(s) == GATE_BLOCKER for s in labelled)     # the neutrals, as before


def test_a_medium_elf_gate_game_is_decided_before_the_cap():
    """Seed 1 (the bench's seating of the players) stood still from game turn 14 to the cap: Humans,
    Orcs and Undead each with stacks of three beside D and some 90 gold."""
    game = shipped_game("elf_gate", 3, seed=1, turn_cap=30)
    bots = [WarcraftPlayer("medium", 1 * 7919 + i) for i in range(3)]
    for _ in range(ACTION_LIMIT):
        if game.over:
            break
        rules.apply(game, bots[rules.seat_to_act(game)].choose(game))
    assert game.winners, f"undecided: {game.end_reason} at game turn {game.turn}"
    assert game.end_reason == "elf_gate" and game.turn < 30
