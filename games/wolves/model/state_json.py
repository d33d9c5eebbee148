"""The state of a game as JSON (what `replay --json` prints and what tests compare): plain dicts,
lists, texts and numbers, hexes written "q,r", keys in a fixed order.

    round, player (the seat to act, null once over), phase, over, winners, actions_left, first_player,
    players: [{name, kind, level, pack, vp (the score if the game ended now), score (by source),
               tiles [{tile, up, down}], areas {area: {taken, value (attributes), vp}}, hunt,
               bonus_terrain, bonus_action, scoring_tokens, vp_tokens}],
    calendar {day, days, side, phases {phase: day}, scored, scheduled, filled [{item, pack}]},
    regions {board: {slot, stack (top first), water}},
    hexes {hex: {board, kind, token? ("lone_wolf" or a species), count? (prey tokens), pieces? [{pack, kind}]}},
    supply {bonus_terrain, bonus_action}, virtual_pack, final (the end's scores by source, or null).
"""

from __future__ import annotations

from typing import Any

from .hexes import hex_id
from .state import AREAS
from .values import ATTRIBUTES


def player_json(game: Any, seat: int) -> dict[str, Any]:
    values = game.values
    board = game.boards[seat]
    score = board.score(values)
    areas = {}
    for area in AREAS:
        entry: dict[str, Any] = {"taken": board.taken(area)}
        if area in ATTRIBUTES:
            entry["value"] = board.attribute(values, area)
        entry["vp"] = score[area]
        areas[area] = entry
    player = game.players[seat]
    return {"name": player["name"], "kind": player["kind"], "level": player["level"], "pack": board.pack,
            "vp": score["total"], "score": score,
            "tiles": [{"tile": t, "up": board.up(values, t), "down": board.down(values, t)} for t in range(6)],
            "areas": areas, "hunt": list(board.hunt), "bonus_terrain": board.bonus_terrain,
            "bonus_action": board.bonus_action, "scoring_tokens": list(board.scoring_tokens),
            "vp_tokens": list(board.vp_tokens)}


def hexes_json(game: Any) -> dict[str, Any]:
    out = {}
    for h, cell in game.board.cells.items():
        entry: dict[str, Any] = {"board": cell.board, "kind": cell.kind}
        if h in game.lone_wolves:
            entry["token"] = "lone_wolf"
        elif h in game.prey:
            entry["token"] = game.prey[h][-1]
            entry["count"] = len(game.prey[h])
        content = game.pieces.get(h)
        if content:
            entry["pieces"] = [{"pack": pack, "kind": kind} for pack, kind in content]
        out[hex_id(h)] = entry
    return out


def state_json(game: Any) -> dict[str, Any]:
    """The whole state (module doc)."""
    return {
        "round": game.round,
        "player": game.current,
        "phase": game.phase,
        "over": game.over,
        "winners": list(game.winners),
        "actions_left": game.actions_left,
        "first_player": game.first_player,
        "players": [player_json(game, seat) for seat in range(game.n)],
        "calendar": {"day": len(game.calendar), "days": game.days, "side": game.calendar_side,
                     "phases": dict(game.phase_days), "scored": list(game.scored),
                     "scheduled": list(game.scheduled),
                     "filled": [{"item": item, "pack": pack} for item, pack in game.calendar]},
        "regions": {b: {"slot": game.board.slot_of(b), "stack": list(game.scoring[b]),
                        "water": hex_id(game.ground.water[b])} for b in game.ground.regions},
        "hexes": hexes_json(game),
        "supply": dict(game.supply),
        "virtual_pack": game.virtual,
        "final": [dict(s) for s in game.final] if game.final else None,
    }
