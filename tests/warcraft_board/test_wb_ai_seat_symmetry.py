"""The computer seats read a symmetric map the same from either City: at the main 2 start (3 melee and 3
workers in each City, the Two Kingdoms map turned about its centre onto itself) the plan of the seat in
the City listed second is the turned plan of the seat in the first. Ties once went to the map file's
order, which sent the second City's workers across the map (medium and easy self-play: the first
City's seat won 55 % of the games whatever its race)."""

from __future__ import annotations

import copy

import pytest

from games.warcraft_board.ai.moves import plan_moves
from games.warcraft_board.ai.player import LEVEL_PARAMS
from games.warcraft_board.model.board import centroid
from tests.warcraft_board.engine_support import shipped_game


def _twins(board) -> dict[str, str]:
    """Each space's twin: the space whose centroid is nearest its centroid turned about the map's centre."""
    width, height = board.size
    centres = {s: centroid(board.spaces[s].polygon) for s in board.spaces}
    out = {}
    for space, (x, y) in centres.items():
        tx, ty = width - x, height - y
        out[space] = min(centres, key=lambda o: (centres[o][0] - tx) ** 2 + (centres[o][1] - ty) ** 2)
    return out


def _ends(game, plan) -> list[tuple[str, str, str]]:
    return sorted((game.pieces[piece].kind, game.pieces[piece].space, path[-1]) for piece, path, _ in plan)


@pytest.mark.parametrize("level", ["easy", "medium"])
@pytest.mark.parametrize("seed", [1, 2])
def test_each_city_plans_the_turned_plan_of_the_other(level, seed):
    game = shipped_game("main", 2, seed, level=level)
    assert game.turn == 1 and game.step == "move"
    game.stage, game.window, game.window_plan = "free", None, []     # the start windows' cards unplayed
    twin = _twins(game.board)
    assert twin[game.seats[0].city] == game.seats[1].city
    plans = []
    for seat in (0, 1):
        position = copy.deepcopy(game)
        position.mover = position.first_player = seat
        if seat == 1:       # the same races face each other from the other Cities
            position.seats[0].race, position.seats[1].race = game.seats[1].race, game.seats[0].race
        plans.append(_ends(position, plan_moves(position, seat, LEVEL_PARAMS[level])))
    assert plans[0], "the start plan moves pieces"
    turned = sorted((kind, twin[start], twin[end]) for kind, start, end in plans[0])
    assert plans[1] == turned
