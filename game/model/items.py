"""Artifacts and legendary places (a ruleset's items.yaml): drawn face down onto each island's
letter region at setup, revealed by the region's first conquest, used by the active race that
controls them (occupies their region). Classic has none: all of this is then idle.

`game.items` maps a region index to the items lying there: a list of [item id, face up].
"""

from __future__ import annotations

from .errors import DataError


def draw_items(game, script):
    """Put one drawn item, face down, on each island's letter region (the islands in map order).
    `script`: the game file's `markers`, read first; the seeded generator draws the rest. With
    fewer items in the deck than islands, the last islands get none."""
    script = list(script or [])
    deck = game.ruleset.deck_items
    board = game.board
    letters = {board.island_of[r]: r for r in board.letters}
    slots = [letters[island] for island, _size in board.islands if island in letters]
    game.item_script = script[len(slots):]      # redraws, read when a legendary place needs one
    if not deck or not slots:
        return
    drawn = []
    for i, item in enumerate(script[:len(slots)]):
        if item in drawn:
            raise DataError.single(f"markers[{i}]", f"{item!r} is drawn twice")
        if item not in deck:
            raise DataError.single(f"markers[{i}]", f"{item!r} is not a marker this ruleset draws")
        drawn.append(item)
    rest = [item for item in deck if item not in drawn]
    game.rng.shuffle(rest)
    drawn += rest[:len(slots) - len(drawn)]
    game.item_log = list(drawn)
    for r, item in zip(slots, drawn):
        game.items.setdefault(r, []).append([item, False])


def reveal(game, r):
    """A successful conquest of r turns its face-down items up for good (rules W: item 38)."""
    for entry in game.items.get(r, ()):
        entry[1] = True


def controlled(game, tribe):
    """The face-up items in the regions of this active race, as (region, ItemDef) pairs."""
    if not game.items or tribe.declined:
        return []
    defs = game.ruleset.items
    return [(r, defs[entry[0]]) for r, entries in game.items.items() if r in tribe.regions
            for entry in entries if entry[1]]


def item_primitives(game, tribe, hook):
    """The primitives of the items this active race controls that override `hook`."""
    from .primitives import Primitive
    default = getattr(Primitive, hook)
    return [p for _r, item in controlled(game, tribe) for p in item.primitives if getattr(type(p), hook) is not default]


def region_items_json(game, r):
    """The state's `items` of a region: ids of face-up items, "hidden" for face-down ones, sorted."""
    return sorted(entry[0] if entry[1] else "hidden" for entry in game.items.get(r, ()))
