"""Invariants of a game state, checked by tests and benchmarks after every action."""

from .pieces import LOST_TRIBE, Tribe


def audit(game):
    """Every broken invariant, as readable lines (empty when all hold)."""
    problems = []
    on_map = {}
    natives = 0
    named_natives = game.ruleset.board_rules["natives"] is not None
    for r, occupant in enumerate(game.occupant):
        rid = game.region_id(r)
        n = game.tokens[r]
        if occupant is None:
            if n:
                problems.append(f"{rid}: {n} tokens but no occupant")
            continue
        if n < 1 and not any(game.markers[name][r] for name in game.ruleset.holder_markers):
            problems.append(f"{rid}: occupied but holds no token")
        if occupant is LOST_TRIBE:
            natives += n
            if named_natives and n != 1:
                problems.append(f"{rid}: {n} {game.ruleset.natives_id} tokens, natives stand 1 a region")
            continue
        if occupant.__class__ is not Tribe or r not in occupant.regions:
            problems.append(f"{rid}: occupant does not list the region")
            continue
        on_map[occupant.id] = on_map.get(occupant.id, 0) + n
        if game.board.water[r] and not occupant.effects.holds_water and not occupant.declined:
            problems.append(f"{rid}: water held by a race that cannot hold it")
    for race_id, race in game.ruleset.races.items():
        tribe = game.tribes.get(race_id)
        held = (tribe.hand + tribe.retreating) if tribe else 0
        total = on_map.get(race_id, 0) + held + game.tray[race_id]
        if total != race.box:
            problems.append(f"{race_id}: {total} tokens counted, the box has {race.box}")
        if game.tray[race_id] < 0:
            problems.append(f"{race_id}: negative tray")
    if natives > game.ruleset.markers.get(LOST_TRIBE, 0):
        problems.append(f"{natives} {game.ruleset.natives_id} tokens on the map, the box has fewer")
    for tribe in game.tribes.values():
        for r in tribe.regions:
            if game.occupant[r] is not tribe:
                problems.append(f"{tribe.id}: lists {game.region_id(r)} it does not occupy")
        if tribe.hand < 0 or tribe.retreating < 0:
            problems.append(f"{tribe.id}: negative hand")
    listed = [t for p in game.players for t in p.tribes()]
    if sorted(t.id for t in listed) != sorted(game.tribes):
        problems.append("tribes in play differ from the players' races")
    for r in range(len(game.board)):
        expected = sum(game.markers[k.name][r] * k.defence for k in game.ruleset.marker_kinds.values())
        if game.marker_defence[r] != expected:
            problems.append(f"{game.region_id(r)}: markers add {expected} defence, the total says "
                            f"{game.marker_defence[r]}")
        immune = sum(game.markers[k.name][r] for k in game.ruleset.marker_kinds.values() if k.immune)
        if game.immune_at[r] != immune:
            problems.append(f"{game.region_id(r)}: {immune} immune markers, the count says {game.immune_at[r]}")
    places = [c.race.id for c in game.combos] + list(game.race_stack) + list(game.tribes)
    if sorted(places) != sorted(game.ruleset.deck_races):
        problems.append("every race must be in exactly one place: the column, the stack or in play")
    if len(game.combos) < game.ruleset.visible_combos and game.race_stack and (game.power_stack or game.power_discard):
        problems.append(f"the column shows {len(game.combos)} combos while banners wait in the stack")
    drawn = [entry[0] for entries in game.items.values() for entry in entries]
    if len(drawn) != len(set(drawn)) or not set(drawn) <= set(game.ruleset.items):
        problems.append(f"markers on the map: {sorted(drawn)} (each at most once, of the ruleset)")
    coins = sum(p.coins for p in game.players) + sum(c.coins for c in game.combos)
    if coins != game.coins_start + game.coins_scored:
        problems.append(f"coins: {coins} in play, {game.coins_start + game.coins_scored} expected")
    if any(p.coins < 0 for p in game.players):
        problems.append("a player has negative coins")
    for name, kind in game.ruleset.marker_kinds.items():
        if kind.from_supply:
            placed = sum(game.markers[name])
            if placed + game.supply[name] != game.ruleset.markers[name]:
                problems.append(f"{name}: {placed} on the map + {game.supply[name]} in supply")
        if name != "mountain" and name in game.ruleset.markers and not kind.from_supply:
            if sum(game.markers[name]) > game.ruleset.markers[name]:
                problems.append(f"more {name} markers on the map than the box holds")
    return problems
