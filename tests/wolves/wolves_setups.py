"""Setups and situations for the rules tests of The Wolves: games on the shipped box, and pieces
placed by hand on its real boards."""

from __future__ import annotations

import random

from games.wolves.model.board import shipped_box
from games.wolves.model.game import WolvesGame
from games.wolves.model.hexes import hex_id
from games.wolves.model.state_json import state_json
from games.wolves.model.values import TERRAINS, shipped_values

PACKS = list(TERRAINS)


def random_setup(players: int, seed: int) -> dict:
    """A complete setup of `players` seats, every random outcome drawn from `seed`."""
    rng = random.Random(seed)
    box = shipped_box()
    values = shipped_values()
    _start, slots = box.layout(players)
    boards = rng.sample(list(box.region_board_ids), len(slots))
    layout = dict(zip(slots, boards))
    if players == 2:
        stacks = [list(s) for s in values.two_player_stacks]
    else:
        stacks = [[kind] for kind in values.scoring_tokens(players)]
    rng.shuffle(stacks)
    prey = list(values.prey[players])
    rng.shuffle(prey)
    packs = rng.sample(PACKS, players)
    left = [p for p in PACKS if p not in packs]
    return {"box": box, "players": [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(players)],
            "packs": packs, "layout": layout, "scoring": dict(zip(boards, stacks)), "prey": dict(zip(boards, prey)),
            "first_player": rng.randrange(players), "virtual_pack": left[0] if players == 2 else None, "seed": seed}


def fixed_setup(players: int = 4, first_player: int = 0, **changes) -> dict:
    """A setup with the boards dealt in box order, packs in terrain order, tokens in phase order."""
    box = shipped_box()
    values = shipped_values()
    _start, slots = box.layout(players)
    boards = list(box.region_board_ids)[:len(slots)]
    if players == 2:
        stacks = [list(s) for s in values.two_player_stacks]
    else:
        stacks = [[kind] for kind in values.scoring_tokens(players)]
    setup = {"box": box, "players": [{"name": f"P{i}", "kind": "human"} for i in range(players)],
             "packs": PACKS[:players], "layout": dict(zip(slots, boards)), "scoring": dict(zip(boards, stacks)),
             "prey": dict(zip(boards, values.prey[players])), "first_player": first_player,
             "virtual_pack": PACKS[-1] if players == 2 else None, "seed": 1}
    if players == 2:
        setup["packs"] = PACKS[:2]
    setup.update(changes)
    return setup


def started_game(players: int = 4, faces: str = "a", **changes) -> WolvesGame:
    """A game through orient (every seat `faces`) and the draft (the first start hexes listed)."""
    game = WolvesGame(fixed_setup(players, **changes))
    while game.phase == "orient":
        game.apply({"type": "orient", "player": game.current, "face": faces})
    while game.phase == "start":
        game.apply(game.legal_actions()[0])
    return game


def situation(players: int = 4, pieces: dict | None = None, seat: int = 0, actions_left: int = 2,
              faces: str = "a", keep_virtual: bool = True, first_player: int | None = None,
              **changes) -> WolvesGame:
    """A game in its "play" phase, seat `seat` to act with `actions_left`, every seat's dual tiles
    showing `faces`, and only `pieces` on the map ({(q, r): [(pack, kind), ...]}; with 2 players the
    virtual pack's pieces stay unless `keep_virtual` is False). Packs by seat: meadow, desert, forest,
    tundra, mountain (fixed_setup); with 2 players the virtual pack is mountain. The first player is
    `seat` unless `first_player` says otherwise."""
    first = seat if first_player is None else first_player
    game = WolvesGame(fixed_setup(players, first_player=first, **changes))
    while game.phase == "orient":
        game.apply({"type": "orient", "player": game.current, "face": faces})
    game.pieces = dict(game.pieces) if (players == 2 and keep_virtual) else {}
    for h, content in (pieces or {}).items():
        game.pieces[h] = tuple(content)
    game.phase = "play"
    game.order = []
    game.round = 1
    game.current = seat
    game.actions_left = actions_left
    game.second_bonus_due = False
    return game


def state(game: WolvesGame) -> dict:
    """The state JSON, for comparing before and after."""
    return state_json(game)


def play_game(game: WolvesGame, choose, cap: int = 4000) -> int:
    """Apply `choose(game)` until the game ends or `cap` actions; the number applied."""
    count = 0
    while not game.over and count < cap:
        game.apply(choose(game))
        count += 1
    return count


__all__ = ["fixed_setup", "hex_id", "play_game", "random_setup", "situation", "started_game", "state"]
