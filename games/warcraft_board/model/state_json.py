"""The state JSON of Warcraft: The Board Game (`replay --json`; docs/FORMATS.md §10) and a seat's view.

`state_json(game)` is nobody's view: hands are left out (their sizes are public) until the game is
over, when every hand, deck order and set-aside card shows. `view(game, seat)` adds that seat's own
`hand`. Until the end deck orders and Nordrassil's set-aside cards are never shown, only their counts.
"""

from __future__ import annotations

from typing import Any

from . import scoring
from .game import decision, open_battles
from .state import NEUTRAL, Game

JsonDict = dict[str, Any]


def _phase(game: Game) -> str:
    if game.over:
        return "over"
    if game.battle is not None:
        return "battle"
    return game.step


def _player(game: Game, seat: int, show_hand: bool) -> JsonDict:
    player = game.seats[seat]
    out: JsonDict = {
        "name": player.name,
        "kind": player.kind,
        "race": player.race,
        "team": player.team,
        "vp": scoring.vp(game, seat),
        "team_vp": scoring.team_vp(game, seat) if player.team else None,
        "gold": player.gold,
        "wood": player.wood,
        "levels": dict(player.levels),
        "strength": {kind: game.strength(seat, kind) for kind in player.levels},
        "hand_size": len(player.hand),
        "deck_size": len(player.deck),
        "discard": list(player.discard),
        "vp_cards": player.vp_cards,
        "set_aside": len(player.set_aside),
        "buildings": [{"kind": b.kind, "done": b.done, "printed": b.printed, "training": b.training,
                       "by_card": b.by_card, "worker": b.worker} for b in player.buildings],
        "city": player.city,
        "eliminated": player.eliminated,
        "sacked": player.sacked,
    }
    if player.level is not None:
        out["level"] = player.level
    if show_hand:
        out["hand"] = list(player.hand)
    if game.over:        # nothing is secret any more
        out["deck"] = list(player.deck)
        out["set_aside_cards"] = list(player.set_aside)
    return out


def _battle(game: Game) -> JsonDict | None:
    battle = game.battle
    if battle is None:
        return None
    out: JsonDict = {}
    for key in ("space", "mover", "sides", "principals", "participants", "neutral_controller", "stage", "round",
                "phase", "wave", "polymorphed", "devoured", "ensnared", "owed"):
        value = getattr(battle, key, None)
        if isinstance(value, dict):
            value = {str(k): (list(v) if isinstance(v, (list, tuple)) else v) for k, v in value.items()}
        elif isinstance(value, tuple):
            value = list(value)
        out[key] = value
    return out


def state_json(game: Game, seat: int | None = None) -> JsonDict:
    """The state JSON; with `seat`, that seat's view (its own hand added)."""
    acting = decision(game)
    window = game.window
    out: JsonDict = {
        "game": "warcraft_board",
        "scenario": game.scenario,
        "map": game.file_setup.get("map", getattr(game.board, "id", None)),
        "round": game.turn,
        "turn": game.turn,
        "step": game.step,
        "stage": game.stage,
        "phase": _phase(game),
        "player": acting.seat if acting is not None else None,
        "decision": acting.kind if acting is not None else None,
        "mover": game.mover,
        "first_player": game.first_player,
        "over": game.over,
        "winners": list(game.winners),
        "draw": game.over and not game.winners,
        "end": game.end_reason,
        "players": [_player(game, s, game.over or s == seat) for s in range(len(game.seats))],
        "pieces": [{"id": p.id, "owner": p.owner, "kind": p.kind, "space": p.space, "where": p.where}
                   for p in game.pieces.values() if p.where in ("map", "training", "respawn")],
        "reserve": _reserve(game),
        "outposts": [{"space": o.space, "owner": o.owner, "done": o.done, "worker": o.worker, "city": o.city}
                     for o in game.outposts.values()],
        "depletion": dict(sorted(game.depletion.items())),
        "sites": dict(game.sites),
        "window": {"kind": window.kind, "player": window.seat} if window is not None else None,
        "battles": open_battles(game) if game.stage == "battles" else [],    # a skipped one is not listed
        "battle": _battle(game),
        "options": dict(game.options),
    }
    if game.neutral is not None:
        out["neutral"] = {"owner": NEUTRAL, **game.neutral}
    return out


def _reserve(game: Game) -> list[JsonDict]:
    """Per seat, the pieces of each kind in reserve."""
    out = []
    for seat in range(len(game.seats)):
        counts: dict[str, int] = {}
        for piece in game.pieces.values():
            if piece.owner == seat and piece.where == "reserve":
                counts[piece.kind] = counts.get(piece.kind, 0) + 1
        out.append(counts)
    return out


def view(game: Game, seat: int) -> JsonDict:
    return state_json(game, seat)
