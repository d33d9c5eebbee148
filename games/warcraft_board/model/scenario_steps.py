"""Scenario steps that replace the usual ones (§7): Necromancer March's Undead Harvest (free units on A,
B, C) and Spend (free upgrades on D, E), its site tokens destroyed at cleanups, and the steps a
Nordrassil or Necromancer March seat skips.
"""

from __future__ import annotations

from .occupancy import on_map, room_for

SKIPPED = {
    # scenario -> race -> steps it never takes
    "nordrassil": {"undead": ("harvest", "deploy", "spend"), "humans": ("harvest", "deploy"),
                   "orcs": ("harvest", "deploy"), "night_elves": ("harvest", "deploy")},
    "necromancer_march": {"undead": ("deploy",)},      # nothing to deploy: no City, no buildings
}


def skips_step(game, seat: int, step: str) -> bool:
    """Whether the seat skips `step` in this scenario (its slot passes at once)."""
    return step in SKIPPED.get(game.scenario, {}).get(game.seats[seat].race, ())


def _necromancer_on(game, seat: int, space: str) -> bool:
    return any(p.kind == "necromancer" and p.owner == seat for p in on_map(game, space))


def undead_harvest(game, seat: int) -> list[dict]:
    """Necromancer March, the Undead's Harvest: a Necromancer on A, B or C (its token standing) gives 1
    free melee, ranged or flying unit from reserve on that space, within the stack limit; none left in
    reserve or no room: nothing (C9)."""
    events: list[dict] = []
    if game.scenario != "necromancer_march":
        return events
    free_units = game.values.scenarios["necromancer_march"]["free_units"]
    for label, kind in free_units.items():
        space = game.sites.get(label)
        if space is None or not _necromancer_on(game, seat, space):
            continue
        reserve = game.reserve(seat, kind)
        if not reserve or not room_for(game, space, seat, kind):
            events.append({"type": "free_unit_lost", "player": seat, "space": space, "kind": kind})
            continue
        piece = min(reserve, key=lambda p: p.id)
        piece.where, piece.space = "map", space
        events.append({"type": "free_unit", "player": seat, "space": space, "kind": kind, "piece": piece.id})
    return events


def undead_free_upgrades(game, seat: int) -> int:
    """Necromancer March: free upgrades this Spend, one per Necromancer of the seat on D or E (token
    standing)."""
    if game.scenario != "necromancer_march":
        return 0
    labels = game.values.scenarios["necromancer_march"]["free_upgrade_sites"]
    return sum(1 for label in labels
               if game.sites.get(label) is not None and _necromancer_on(game, seat, game.sites[label]))


def destroy_sites(game) -> list[dict]:
    """Necromancer March, at each cleanup: a site token whose space holds a Human unit is destroyed."""
    events: list[dict] = []
    if game.scenario != "necromancer_march":
        return events
    for label, space in sorted(game.sites.items()):
        if any(game.seats[p.owner].race == "humans" for p in game.units_in(space) if p.owner >= 0):
            del game.sites[label]
            events.append({"type": "site_destroyed", "label": label, "space": space})
    return events
