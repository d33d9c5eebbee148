"""The computer players in the Elf Gate: the win needs a unit on D and no space beside D holding three
hostile units (C37), so the seats' stacks of three parked beside D bar each other's wins. Without a
push they stood there till the turn cap; on the shipped map, through the real engine:

- the pressure rises with the game turn (the Elf Gate's sources never run dry, so the spent-sources
  pressure of the main game never came), and medium then attacks on slimmer odds;
- a medium game that once stood still to the cap is decided;
- once the pressure is full, an attack on a neutral stack counts the units that step beside it this
  Move, into the room the entering stack leaves too, so easy takes on the neutrals (it had stood
  beside them till the cap, each attack weighed with the entering stack and its standing flankers).
"""

from __future__ import annotations

from games.warcraft_board.ai import pressure
from games.warcraft_board.ai.moves import plan_moves
from games.warcraft_board.ai.player import WarcraftPlayer
from games.warcraft_board.model import game as rules
from tests.warcraft_board.engine_support import run_until, shipped_game

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


def test_easy_attacks_a_neutral_stack_with_the_units_stepping_beside_it():
    """Game turn 13 of the bench's game of seed 3 (easy Humans against two random seats), as it stood
    before the mend: nine Human melee units at level 3 in full stacks on cl5 (beside A), f2 (beside A)
    and m2 (beside both, not A). The stack on cl5 enters A and the one on m2 steps into cl5 behind
    it: nine against A's three and D's three flyers (0.67 by the odds; six alone 0.28, below easy's
    pressed 0.45)."""
    game = shipped_game("elf_gate", 3, seed=1, turn_cap=30, level="easy")
    humans = next(s for s in range(3) if game.seats[s].race == "humans")
    run_until(game, "move", humans)
    game.turn = pressure.GATE_CALM + pressure.GATE_RAMP
    game.seats[humans].levels["melee"] = 3
    gate_a = game.board.label_space("A")
    melee = [p for p in game.pieces.values() if p.owner == humans and p.kind == "melee"][:9]
    for piece, space in zip(melee, ["cl5"] * 3 + ["f2"] * 3 + ["m2"] * 3, strict=True):
        piece.where, piece.space = "map", space
    assert {"cl5", "f2"} <= set(game.board.neighbours(gate_a)) and "m2" not in game.board.neighbours(gate_a)
    report: dict = {}
    ends = {pid: path[-1] for pid, path, _ in plan_moves(game, humans, WarcraftPlayer("easy", 1).params,
                                                         report=report)}
    assert report["chosen"] == [gate_a]
    assert all(ends.get(p.id) == gate_a for p in melee[:3])
    assert all(ends.get(p.id) == "cl5" for p in melee[6:])
