"""Words for the screen: seat labels, combo names, region ids turned into region names."""

import re

from . import theme
from .widgets import fit_text

COMPUTER_TAG = " (computer)"     # after a computer seat's name, wherever the screen names the seat


def is_computer(game, seat):
    """True when a computer plays `seat` (the players panel and the log mark it)."""
    return isinstance(seat, int) and 0 <= seat < len(game.players) and game.players[seat].kind == "ai"


def seat_label(name, tag, fnt, width):
    """`name` and its `tag` (" (computer)", "  ◀") in `width` pixels: the name is shortened first,
    so what the tag says stays readable."""
    if fnt.size(name + tag)[0] <= width:
        return name + tag
    room = width - fnt.size(tag)[0]
    if room >= fnt.size("M…")[0]:
        return fit_text(name, fnt, room) + tag
    return fit_text(name + tag, fnt, width)


def combo_name(race, power):
    """'Flying Orcs': the power's name before the race's."""
    if power is None:
        return race.name
    return f"{power.name} {race.name}"


_ID_CACHE = {}


def humanize(game, text):
    """Replace region ids in an engine message by the regions' names."""
    if not text:
        return text
    board = game.board
    pattern = _ID_CACHE.get(id(board))
    if pattern is None:
        ids = sorted(board.index, key=len, reverse=True)
        pattern = re.compile(r"\b(" + "|".join(re.escape(i) for i in ids) + r")\b") if ids else None
        _ID_CACHE[id(board)] = pattern
    if pattern is None:
        return text
    return pattern.sub(lambda m: board.regions[board.index[m.group(1)]].name, str(text))


def region_summary(game, r):
    """'Greyfold — Farmland, mine, border'."""
    region = game.board.regions[r]
    bits = [theme.TERRAIN_LABELS.get(region.terrain, region.terrain)]
    bits += sorted(region.features)
    if region.border:
        bits.append("border")
    return f"{region.name} — {', '.join(bits)}"
