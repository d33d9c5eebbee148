"""A hex of the board in words, for the play screen's tooltip: its name as the log writes it ("3,-5"),
its terrain and region, what stands and lies on it."""

from game.i18n import _, ngettext
from games.wolves.model.hexes import hex_id
from games.wolves.ui import words


def hex_words(game, h, steps=None):
    cell = game.board.cell(h)
    if cell is None:
        return None
    if cell.kind == "water":
        kind = _("water")
    elif cell.kind == "chasm":
        kind = _("the canyon")
    else:
        kind = words.terrain(cell.kind)
    if cell.board == "start":
        where = _("start board")
    else:
        where = words.region(game, cell.board)
    lines = [_("Hex {hex}: {kind}, {where}").format(hex=hex_id(h), kind=kind, where=where)]
    if steps is not None:
        lines.append(ngettext("{n} step away", "{n} steps away", steps).format(n=steps))
    by_pack = {}
    for pack, piece in game.pieces.get(h, ()):
        by_pack.setdefault(pack, []).append(words.name(words.PIECES, piece))
    for pack, found in by_pack.items():
        lines.append(_("{pack}: {pieces}").format(pack=words.pack_title(pack), pieces=", ".join(found)))
    if h in game.lone_wolves:
        lines.append(_("A lone wolf: Howl brings it into your pack."))
    stack = game.prey.get(h)
    if stack:
        lines.append(ngettext("Prey: {n} {species} token (surround it on 3 sides to hunt it).",
                              "Prey: {n} {species} tokens (surround them on 3 sides to hunt one).",
                              len(stack)).format(n=len(stack), species=words.name(words.PREY, stack[-1])))
    if cell.kind == "water":
        tokens = game.scoring.get(cell.board) or ()
        if tokens:
            names = ", ".join(words.name(words.PHASES, k) for k in tokens)
            lines.append(_("Scoring tokens, top first: {names}.").format(names=names))
        else:
            lines.append(_("This region will not score again."))
    return "\n".join(lines)
