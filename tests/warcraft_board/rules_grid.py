"""A small test map for the step rules (a 6 x 4 grid of squares written as a real map file and read by
the real loader) and games set up on it by the real setup, started by the real engine.

    r\\c  0        1          2          3        4         5
    0    City 1   Mine m01   clear      clear    Forest    clear
    1    Forest   clear      Mountain   clear    clear     Mine
    2    clear    clear      Objective  clear    clear     clear
    3    clear    clear      clear      clear    clear     City 2

Space ids are "s<row><col>"; squares touching only at a corner are not adjacent.
"""

from __future__ import annotations

from games.warcraft_board.model import game as engine
from games.warcraft_board.model.board import load_map
from games.warcraft_board.model.setup import new_game
from kernel.files import write_json

ROWS, COLS, SIDE = 4, 6, 100
TYPES = {"s00": "city", "s01": "goldmine", "s04": "forest", "s10": "forest", "s12": "mountain",
         "s15": "goldmine", "s22": "objective", "s35": "city"}


def sid(r: int, c: int) -> str:
    return f"s{r}{c}"


def grid_document(walls=(), labels=None, types=None, city_of=None) -> dict:
    types = {**TYPES, **(types or {})}
    labels = labels or {}
    spaces, adjacent = [], []
    slot = 0
    for r in range(ROWS):
        for c in range(COLS):
            x, y = c * SIDE, r * SIDE
            space = {"id": sid(r, c), "type": types.get(sid(r, c), "clear"),
                     "polygon": [[x, y], [x + SIDE, y], [x + SIDE, y + SIDE], [x, y + SIDE]]}
            if space["type"] == "city":
                if city_of and sid(r, c) in city_of:
                    space["city_of"] = city_of[sid(r, c)]
                else:
                    slot += 1
                    space["city_slot"] = slot
            if space["type"] == "objective":
                space["vp"] = 2
            if sid(r, c) in labels:
                space["label"] = labels[sid(r, c)]
            spaces.append(space)
            if c + 1 < COLS:
                adjacent.append([sid(r, c), sid(r, c + 1)])
            if r + 1 < ROWS:
                adjacent.append([sid(r, c), sid(r + 1, c)])
    document = {"format": "warcraft_board-map", "version": 1, "id": "rules_grid", "layout": "rules_grid",
                "name": {"en": "Rules grid"}, "size": [COLS * SIDE, ROWS * SIDE], "spaces": spaces,
                "adjacent": adjacent}
    if walls:
        document["walls"] = [list(w) for w in walls]
    return document


def grid_board(tmp_path, **kwargs):
    path = tmp_path / "rules_grid.json"
    write_json(str(path), grid_document(**kwargs))
    return load_map(str(path))


def grid_game(tmp_path, races=("humans", "orcs"), scenario="main", first=0, income=None, dice=None,
              decks=None, seed=3, start=True, **board_kwargs):
    """A game on the grid: the real setup (3 melee + 3 workers in each City, 5 gold + 5 wood)."""
    board = grid_board(tmp_path, **board_kwargs)
    setup = {"scenario": scenario, "races": list(races), "seed": seed, "first_player": first,
             "players": [{"name": f"P{i}", "kind": "human"} for i in range(len(races))],
             "income": income, "dice": dice, "decks": decks}
    game = new_game(setup, board)
    if start:
        engine.start(game)
    return game


def place(game, seat, kind, space, count=1):
    """Put `count` reserve pieces of the seat on `space` (a test's position); their ids."""
    ids = []
    for piece in game.reserve(seat, kind)[:count]:
        piece.where, piece.space = "map", space
        ids.append(piece.id)
    assert len(ids) == count
    return ids


def clear_map(game):
    """Every piece back to reserve (a test then places exactly what it needs)."""
    for piece in game.pieces.values():
        if piece.where == "map":
            piece.where, piece.space = "reserve", None


def give_hand(game, seat, *cards):
    game.seats[seat].hand = list(cards)


def act(game, kind, **fields):
    """Apply one action through the engine (its check, its events)."""
    return engine.apply(game, {"type": kind, **fields})


def to_free(game):
    """Pass every open card window until the mover's free part of the step."""
    while game.window is not None:
        act(game, "pass", player=game.window.seat)


def to_window(game, kind, limit=10):
    """Pass every other window and end steps until a window of `kind` opens (the game, for chaining)."""
    for _ in range(limit):
        if game.window is not None and game.window.kind == kind:
            return game
        if game.window is not None:
            act(game, "pass", player=game.window.seat)
        else:
            act(game, "end_step", player=game.mover)
    raise AssertionError(f"no {kind} window came")


def advance_to(game, step, seat, limit=40):
    """End steps (passing windows) until `seat`'s free part of `step`; harvests owed are rolled in map order."""
    for _ in range(limit):
        to_free(game)
        if game.step == step and game.mover == seat and game.stage == "free":
            return game
        if game.step == "harvest":
            from games.warcraft_board.model.harvest import harvest_pending
            for space in harvest_pending(game, game.mover):
                act(game, "harvest", player=game.mover, space=space)
        act(game, "end_step", player=game.mover)
    raise AssertionError(f"never reached {step} of seat {seat}")
