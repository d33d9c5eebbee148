"""The game moon by moon, for the end screen: the VP each pack won at each region scoring (its scoring
tokens' first-place values and its VP tokens, by the phase that awarded them), then what its pack board
added at the end. The main table has the same VP by kind; this tells when they came.

The events are not kept while a game is played, so `moon_scores(game)` replays the finished game's own
document once (well under a second); a game that no longer replays gives None and the end screen leaves
the table out.
"""

from kernel.errors import DataError

from ..definition import WOLVES
from ..model.values import PHASES

BOARD = "board"         # the pack board's areas, scored at the end (§6)
COLUMNS = (*PHASES, BOARD, "total")


def count_awards(events, seats):
    """[{phase: VP}] a seat, from the region_scored events of a game."""
    won = [dict.fromkeys(PHASES, 0) for _seat in range(seats)]
    for event in events:
        if event.get("type") != "region_scored":
            continue
        for award in event.get("awards", ()):
            seat = award.get("player")
            if isinstance(seat, int) and 0 <= seat < seats:
                won[seat][event["phase"]] += award.get("value", 0)
    return won


def moon_scores(game):
    """[{phase: VP, "board": VP, "total": VP}] a seat of a finished game, or None if it does not replay."""
    events = []
    try:
        WOLVES.replay(WOLVES.own_setup(game), on_step=lambda step, _played: events.extend(step.events))
    except DataError:
        return None
    rows = count_awards(events, game.n)
    for seat, row in enumerate(rows):
        total = game.boards[seat].score(game.values)["total"]
        row[BOARD] = total - sum(row[phase] for phase in PHASES)
        row["total"] = total
    return rows
