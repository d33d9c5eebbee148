"""Building battle states for the battle tests on the real state (games/warcraft_board/model/state.py).

A small board (below) around the battle space `b`; a Game with each seat's pieces in reserve (the
race's caps), pieces put on the map by `place`, hands and decks set by the test, and the combat dice
scripted (the game file's `dice`), so every roll is known.

        x --- f1 --- f2
               \\    /
        f5 ---  b  --- f3     m: a Mountain next to b; w: a space walled off from b
               /    \\
             f4 ---  m        c0: a City two steps from b (Nordrassil respawns)
              |
             c0 --- e
"""

from __future__ import annotations

from games.warcraft_board.model.battle import apply_battle_action, battle_decision, start_battle
from games.warcraft_board.model.board import Board, Space
from games.warcraft_board.model.state import NEUTRAL, Game, Seat
from games.warcraft_board.model.values import TRAINABLE, shipped_values

SPACES = {"b": "clear", "f1": "clear", "f2": "forest", "f3": "goldmine", "f4": "clear", "f5": "clear",
          "m": "mountain", "w": "clear", "x": "clear", "c0": "city", "e": "clear"}
ADJACENT = [("b", "f1"), ("b", "f2"), ("b", "f3"), ("b", "f4"), ("b", "f5"), ("b", "m"), ("b", "w"),
            ("f1", "f2"), ("f1", "x"), ("f2", "f3"), ("f3", "m"), ("f4", "m"), ("f4", "c0"), ("c0", "e"),
            ("f5", "x"), ("w", "f3")]
WALLS = [("b", "w")]


def test_board() -> Board:
    spaces = [Space(id=sid, type=kind) for sid, kind in SPACES.items()]
    return Board("battle_test", "battle_test", {"en": "Test"}, (100, 100), spaces, ADJACENT, WALLS)


def make_game(races: list[str], mover: int = 0, teams: list[str | None] | None = None, dice: list[int] = (),
              scenario: str = "main", levels: dict[int, dict[str, int]] | None = None, seed: int = 1) -> Game:
    values = shipped_values()
    teams = teams or [None] * len(races)
    seats = [Seat(race=race, team=team, gold=5, wood=5, deck=["supplies"] * 10)     # no reshuffles by default
             for race, team in zip(races, teams, strict=True)]
    game = Game(values, test_board(), scenario, seats, seed=seed, script={"dice": list(dice)})
    for seat in range(len(races)):
        for kind in TRAINABLE:
            for _ in range(values.caps[kind]):
                game.new_piece(seat, kind)
    for seat, kinds in (levels or {}).items():
        game.seats[seat].levels.update(kinds)
    game.mover = mover
    game.first_player = mover
    return game


def add_neutrals(game: Game, space: str, kind: str, count: int) -> list[int]:
    game.neutral = {"race": "night_elves", "level": 2}
    return [game.new_piece(NEUTRAL, kind, space, "map").id for _ in range(count)]


def place(game: Game, seat: int, kind: str, space: str, count: int = 1) -> list[int]:
    """Put `count` pieces of the seat's reserve on `space`; their ids."""
    pieces = game.reserve(seat, kind)[:count]
    assert len(pieces) == count
    for piece in pieces:
        piece.where, piece.space = "map", space
    return [p.id for p in pieces]


def hand(game: Game, seat: int, *cards: str) -> None:
    game.seats[seat].hand = list(cards)


def deck(game: Game, seat: int, *cards: str) -> None:
    game.seats[seat].deck = list(cards)


def act(game: Game, kind: str, seat: int | None = None, **fields) -> list[dict]:
    """Answer the pending battle decision (the seat defaults to the one asked)."""
    from games.warcraft_board.model.actions import ACTIONS
    if seat is None:
        seat = battle_decision(game).seat
    data = {"type": kind, "player": seat}
    data.update({k: v for k, v in fields.items() if v is not None})
    return apply_battle_action(game, ACTIONS.from_json(data))


def pass_all(game: Game) -> list[dict]:
    """Pass every card window and reply until another kind of decision (or the end)."""
    events: list[dict] = []
    while (decision := battle_decision(game)) is not None and decision.kind in ("window", "dispel"):
        events += act(game, "pass")
    return events


def where(game: Game, piece: int) -> tuple[str, str | None]:
    p = game.pieces[piece]
    return p.where, p.space


def begin(game: Game, space: str = "b") -> list[dict]:
    return start_battle(game, space)


def kinds(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]
