"""Region scoring (§5, C23, C24, C28), the final score and its tie-breaks (§6, C25, C30).

A scheduled phase scores every region whose top scoring token shows it. Each colour's control
there: alpha 1, pack wolf 1, den 1, lair 3. Colours with control >= 1 are ranked by control, then
alphas in the region; equal in both, tied. A single 1st takes the token (its back scores at the
end) and a single 2nd a VP token of the lower value; a tie for 1st gives each tied colour the lower
value and discards the token; a tie for 2nd gives nobody anything. The virtual pack (2 players)
ranks like a player and receives nothing: a token it would take is discarded.
"""

from __future__ import annotations

from typing import Any

from .placement import EMPTY
from .values import PHASES

CONTROL = {"alpha": 1, "pack": 1, "den": 1, "lair": 3}


def control(game: Any, board_id: str) -> dict[str, list[int]]:
    """{pack: [control, alphas]} of every colour with a piece on a region board, in seat order (the
    virtual pack last)."""
    found: dict[str, list[int]] = {}
    pieces = game.pieces
    for h in game.ground.region_land[board_id]:
        for pack, kind in pieces.get(h, EMPTY):
            entry = found.get(pack)
            if entry is None:
                entry = found[pack] = [0, 0]
            entry[0] += CONTROL[kind]
            if kind == "alpha":
                entry[1] += 1
    order = {pack: i for i, pack in enumerate(game.packs)}
    return dict(sorted(found.items(), key=lambda item: order.get(item[0], len(order))))


def ranking(game: Any, board_id: str) -> list[list[str]]:
    """The colours present, best first, tied colours grouped: [[first...], [second...], ...] (§5.3)."""
    found = control(game, board_id)
    keys = sorted({tuple(v) for v in found.values() if v[0] >= 1}, reverse=True)
    return [[pack for pack, v in found.items() if tuple(v) == key] for key in keys]


def score_region(game: Any, board_id: str) -> dict:
    """Score one region for its top token (removed from its stack); the event says what happened."""
    stack = game.scoring[board_id]
    kind = stack[0]
    game.scoring[board_id] = stack[1:]
    values = game.values
    places = ranking(game, board_id)
    awards = []
    token = "discarded"

    def award(pack: str, what: str, value: int) -> None:
        seat = game.seat_of.get(pack)
        if seat is None:
            return                                   # the virtual pack receives nothing (§5.4)
        board = game.boards[seat]
        if what == "scoring_token":
            board.scoring_tokens.append(kind)
        else:
            board.vp_tokens.append(value)
        awards.append({"player": seat, "pack": pack, "award": what, "value": value})

    if places:
        first = places[0]
        if len(first) > 1:
            for pack in first:
                award(pack, "vp_token", values.second_value[kind])
        else:
            if first[0] in game.seat_of:
                token = "taken"
                award(first[0], "scoring_token", values.first_value[kind])
            if len(places) > 1 and len(places[1]) == 1:
                award(places[1][0], "vp_token", values.second_value[kind])
    found = control(game, board_id)
    rest = game.scoring[board_id]
    return {"type": "region_scored", "board": board_id, "slot": game.board.slot_of(board_id), "phase": kind,
            "control": {pack: v[0] for pack, v in found.items()}, "alphas": {pack: v[1] for pack, v in found.items()},
            "ranking": places, "token": token, "awards": awards, "revealed": rest[0] if rest else None}


def score_scheduled(game: Any) -> list[dict]:
    """At a turn's end: every phase scheduled this turn, new -> quarter -> full (C22)."""
    events = []
    for phase in PHASES:
        if phase not in game.scheduled:
            continue
        for board_id in game.ground.regions:
            stack = game.scoring[board_id]
            if stack and stack[0] == phase:
                events.append(score_region(game, board_id))
        game.scored.append(phase)
        events.append({"type": "phase_scored", "phase": phase})
    game.scheduled = []
    return events


# -- the end (§6) ------------------------------------------------------------------------------------


def wolves_on_map(game: Any, pack: str) -> tuple[int, int]:
    """(wolves, alphas) of a pack on the map, start board included."""
    wolves = alphas = 0
    for content in game.pieces.values():
        for p, kind in content:
            if p == pack:
                if kind == "alpha":
                    wolves += 1
                    alphas += 1
                elif kind == "pack":
                    wolves += 1
    return wolves, alphas


def tie_key(game: Any, seat: int) -> tuple[int, int, int, int]:
    """What ranks the seats at the end: VP, scoring tokens held (C30), wolves on the map, alphas."""
    board = game.boards[seat]
    wolves, alphas = wolves_on_map(game, board.pack)
    return board.score(game.values)["total"], len(board.scoring_tokens), wolves, alphas


def winners(game: Any) -> list[int]:
    """The seats that win now: best by tie_key; still equal, a shared victory (C25)."""
    keys = [tie_key(game, seat) for seat in range(game.n)]
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]


def final_scores(game: Any) -> list[dict]:
    """Each seat's score by source, for the end screen."""
    return [dict(game.boards[seat].score(game.values), player=seat, pack=game.packs[seat],
                 scoring_tokens=len(game.boards[seat].scoring_tokens)) for seat in range(game.n)]
