"""What the engine's tests share: games on the tests' small maps (data/) or on boards made here, and a
few moves of the clock. Not a conftest: each test module imports it."""

from __future__ import annotations

import os
from typing import Any

from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import game as rules
from games.warcraft_board.model.actions import EndStep, Pass
from games.warcraft_board.model.board import Board, Space
from games.warcraft_board.model.setup import new_game

DATA = os.path.join(os.path.dirname(__file__), "data")
TINY_2P = os.path.join(DATA, "tiny_2p.json")
TINY_4P = os.path.join(DATA, "tiny_4p.json")


def document(seats: int = 2, map_path: str | None = None, **fields: Any) -> dict[str, Any]:
    """A game file's document on a tests' map (2 or 4 seats), computer seats."""
    doc = {"format": "warcraft_board-game", "version": 1, "scenario": "main",
           "map": map_path or (TINY_2P if seats == 2 else TINY_4P), "seed": 7,
           "players": [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(seats)]}
    doc.update(fields)
    return doc


def start(seats: int = 2, **fields: Any) -> Any:
    """A main game on a tests' map, before any action."""
    setup, problems = WARCRAFT.parse_setup(document(seats, **fields), "test")
    assert setup is not None, [str(p) for p in problems]
    return WARCRAFT.new_game(setup)


def shipped_game(scenario: str, seats: int, seed: int, turn_cap: int | None = None, level: str = "medium") -> Any:
    """A game of computer seats of `level` on the scenario's shipped map, set up as a game file sets it up."""
    document = {"format": "warcraft_board-game", "version": 1, "scenario": scenario, "seed": seed,
                "options": {"turn_cap": turn_cap},
                "players": [{"name": f"M{i}", "kind": "ai", "level": level} for i in range(seats)]}
    setup, problems = WARCRAFT.parse_setup(document, "test")
    assert setup is not None, [str(p) for p in problems]
    return WARCRAFT.new_game(setup)


def grid_board(rows: int, cols: int, fields: dict[tuple[int, int], dict[str, Any]], layout: str = "test",
               places: dict[str, str] | None = None, walls: tuple = ()) -> Board:
    """A board of rows x cols square spaces s<r><c>, each adjacent to its 4 neighbours; `fields` sets a
    space's type, label, city_of... (clear by default)."""
    spaces = [Space(id=f"s{r}{c}", **{"type": "clear", **fields.get((r, c), {})})
              for r in range(rows) for c in range(cols)]
    pairs = [(f"s{r}{c}", f"s{r}{c + 1}") for r in range(rows) for c in range(cols - 1)]
    pairs += [(f"s{r}{c}", f"s{r + 1}{c}") for r in range(rows - 1) for c in range(cols)]
    return Board(layout, layout, {"en": layout}, (1000, 1000), spaces, pairs, walls, places)


def scenario_game(scenario: str, board: Board, races: list[str], first: int = 0, seed: int = 3) -> Any:
    """A scenario's game on a board made by a test (its setup as the game file would give it)."""
    setup = {"scenario": scenario, "map": "test", "seed": seed, "races": races, "first_player": first,
             "players": [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(len(races))],
             "options": {"turn_cap": None}, "dice": [], "income": [], "decks": {}, "actions": []}
    game = new_game(setup, board)
    game.file_setup = setup
    rules.start(game)
    return game


def act(game: Any, action: Any) -> list[dict]:
    return rules.apply(game, action)


def finish_step(game: Any) -> None:
    """Answer every open window with pass and end the mover's free part (no move, no battle)."""
    seat = rules.seat_to_act(game)
    while game.window is not None:
        act(game, Pass(player=rules.seat_to_act(game)))
    act(game, EndStep(player=seat))
    while game.window is not None and not game.over:
        act(game, Pass(player=rules.seat_to_act(game)))


def run_until(game: Any, step: str, seat: int) -> None:
    """End steps (doing nothing) until `seat`'s `step` is in its free part (or the game ends)."""
    for _ in range(200):
        if game.over:
            return
        while game.window is not None:
            act(game, Pass(player=rules.seat_to_act(game)))
        if game.step == step and game.mover == seat and game.stage == "free":
            return
        if game.stage == "battles":
            raise AssertionError("a battle is pending")
        finish_step(game)
    raise AssertionError(f"never reached {seat}'s {step} step")


def place(game: Any, seat: int, kind: str, space: str, count: int = 1) -> list[int]:
    """Put pieces of the seat's reserve on a space (a test's arrangement)."""
    ids = []
    for piece in game.reserve(seat, kind)[:count]:
        piece.where, piece.space = "map", space
        ids.append(piece.id)
    assert len(ids) == count
    return ids


def clear(game: Any, space: str) -> None:
    """Every piece off a space, back to its owner's reserve."""
    for piece in game.pieces_in(space):
        piece.where, piece.space = "reserve", None
