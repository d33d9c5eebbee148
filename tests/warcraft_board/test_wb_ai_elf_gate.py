"""The computer players in the Elf Gate: the win needs a unit on D and no space beside D holding three
hostile units (C37), so the seats' stacks of three parked beside D bar each other's wins. Without a
push they stood there till the turn cap; on the shipped map, through the real engine:

- the pressure rises with the game turn (the Elf Gate's sources never run dry, so the spent-sources
  pressure of the main game never came), and medium then attacks on slimmer odds;
- a medium game that once stood still to the cap is decided.
"""

from __future__ import annotations

from games.warcraft_board.ai import pressure
from games.warcraft_board.ai.player import WarcraftPlayer
from games.warcraft_board.model import game as rules
from tests.warcraft_board.engine_support import shipped_game

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
