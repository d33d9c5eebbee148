"""Artifacts and legendary places (a ruleset's items.yaml): drawn face down onto each island's
letter region at setup, revealed by the region's first conquest, used by the active race that
controls them (occupies their region). Classic has none: all of this is then idle.

`game.items` maps a region index to the items lying there: a list of [item id, face up].
"""

from __future__ import annotations

from .effects import Primitive
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
    defs = game.ruleset.items
    for i, item in enumerate(script[len(slots):], len(slots)):     # redraws: places never drawn (item 82)
        if item not in deck or defs[item].kind != "place" or item in drawn or script.index(item) != i:
            raise DataError.single(f"markers[{i}]", f"{item!r} is not a legendary place left to draw")
    game.item_log = list(drawn)
    for r, item in zip(slots, drawn):
        game.items.setdefault(r, []).append([item, False])


def reveal(game, r):
    """A successful conquest of r turns its face-down items up for good (item 38); an item that
    moves when revealed (the Well) is then moved by its primitive."""
    hidden = [entry for entry in game.items.get(r, ()) if not entry[1]]
    for entry in hidden:
        entry[1] = True
    for entry in hidden:
        for p in game.ruleset.items[entry[0]].primitives:
            p.on_reveal(game, r, entry)


def move_item(game, entry, source, target):
    """Move one item entry from region `source` to region `target`."""
    game.items[source].remove(entry)
    if not game.items[source]:
        del game.items[source]
    game.items.setdefault(target, []).append(entry)


def redraw_place(game, r):
    """A legendary place to replace one that left region r (item 39): the next of the game file's
    `markers`, else one drawn from the seed among those never drawn; face up at once (None: none
    left)."""
    defs = game.ruleset.items
    never = [iid for iid in game.ruleset.deck_items if defs[iid].kind == "place" and iid not in game.item_log]
    if not never:
        return None
    if game.item_script:
        choice = game.item_script.pop(0)
        if choice not in never:
            index = len(game.item_log)
            raise DataError.single(f"markers[{index}]", f"{choice!r} is not a legendary place left to draw")
    else:
        choice = game.rng.choice(never)
    game.item_log.append(choice)
    game.items.setdefault(r, []).append([choice, True])
    return choice


def item_field(game, tribe, name):
    """The primitive of an item the active race controls that places the redeploy field `name`
    (item 81: only the controller at the redeployment gives it), or None."""
    for _r, item in controlled(game, tribe):
        for p in item.primitives:
            if name in p.redeploy_fields:
                return p
    return None


def item_tolls(game, tribe, r):
    """[(seat, coins)] the face-up items lying in r ask of an attacking race (the Aegis)."""
    out = []
    for entry in game.items.get(r, ()):
        if entry[1]:
            for p in game.ruleset.items[entry[0]].primitives:
                due = p.item_toll(game, tribe, r)
                if due:
                    out.append(due)
    return out


def tolls_paid(game, tribe, r):
    """The tolls of the items in r were just paid by the race's player."""
    for entry in game.items.get(r, ()):
        if entry[1]:
            for p in game.ruleset.items[entry[0]].primitives:
                p.item_toll_paid(game, tribe, r)


def item_region(game, primitive):
    """The region where the face-up item carrying this primitive lies (None: not on the map)."""
    defs = game.ruleset.items
    for r, entries in game.items.items():
        for entry in entries:
            if entry[1] and primitive in defs[entry[0]].primitives:
                return r
    return None


def shield_payments(game):
    """The state's `aegis_paid`: the seats that paid the shielding artifact's controller since it
    was last placed (none once another race controls it)."""
    for r, entries in game.items.items():
        for entry in entries:
            if entry[1] and any(type(p).item_toll is not Primitive.item_toll
                                for p in game.ruleset.items[entry[0]].primitives):
                controller = game.occupant[r]
                if controller is not None and getattr(controller, "owner", None) == game.aegis_holder \
                        and not getattr(controller, "declined", True):
                    return list(game.aegis_paid)
    return []


def table_coins(game, seat):
    """Coins the face-up items on the map give this player at his end of turn whoever controls
    them (the Well: item 20)."""
    coins = 0
    for r, entries in list(game.items.items()):
        for entry in entries:
            if entry[1]:
                for p in game.ruleset.items[entry[0]].effects.table_coins:
                    coins += p.table_coins(game, seat, r)
    return coins


def controlled(game, tribe):
    """The face-up items in the regions of this active race, as (region, ItemDef) pairs."""
    if not game.items or tribe.declined or tribe.regions.isdisjoint(game.items):    # (at C speed)
        return []
    defs = game.ruleset.items
    return [(r, defs[entry[0]]) for r, entries in game.items.items() if r in tribe.regions
            for entry in entries if entry[1]]


def item_primitives(game, tribe, hook):
    """The primitives of the items this active race controls that override `hook` (one of the
    hooks an `Effects` record gathers)."""
    held = tribe.regions        # `controlled` inlined: asked at every legal-actions list (redeploy_total)
    if not game.items or tribe.declined or held.isdisjoint(game.items):
        return []
    mine = [entries for r, entries in game.items.items() if r in held]
    if not mine:
        return []
    defs = game.ruleset.items
    return [p for entries in mine for entry in entries if entry[1]
            for p in getattr(defs[entry[0]].effects, hook)]


def region_items_json(game, r):
    """The state's `items` of a region: ids of face-up items, "hidden" for face-down ones, sorted."""
    return sorted(entry[0] if entry[1] else "hidden" for entry in game.items.get(r, ()))


def usable_entries(game, tribe):
    """What the race may name in a conquer's `use` now: the usable items it controls, then its
    race's own usable ability (empty for a declined race or a game without items)."""
    if tribe.declined or not game.items:
        return []
    entries = [item.id for _r, item in controlled(game, tribe) if item.effects.usable]
    if tribe.effects.usable:
        entries.append(tribe.race.id)
    return entries


def uses_this_turn(game):
    """{artifact id: 1} for those used in a conquest this turn (the state's `used`)."""
    return {key[1]: 1 for key in game.turn.used if isinstance(key, tuple) and key[0] == "use"}
