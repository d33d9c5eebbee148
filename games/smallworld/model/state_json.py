"""The state JSON of docs/FORMATS.md §4: what `replay --json` prints."""

import copy

from .items import region_items_json, shield_payments, uses_this_turn
from .pieces import LOST_TRIBE

# The keys of the state's objects (docs/FORMATS.md §4), with those the abilities write (a ruleset lists
# them in its race_state and player_state): a ruleset's own names never take one (names.py).
GAME_KEYS = ("round", "rounds", "player", "phase", "over", "players", "combos", "tray", "regions", "aegis_paid",
             "bombs_left", "winners", "turn_player", "actions")
PLAYER_KEYS = ("name", "coins", "active", "declined", "kind")      # and the ruleset's player_state
RACE_KEYS = ("race", "power", "hand")                               # and the ruleset's race_state
REGION_KEYS = ("owner", "race", "tokens", "declined", "markers", "items")
COMBO_KEYS = ("race", "power", "coins")
ABILITY_KEYS = ("form", "used", "beasts", "harmony", "side")
STATE_KEYS = frozenset(GAME_KEYS + PLAYER_KEYS + RACE_KEYS + REGION_KEYS + COMBO_KEYS + ABILITY_KEYS)


def _tribe_json(game, tribe):
    out = {"race": tribe.id, "power": tribe.power.id if tribe.power else None,
           "hand": tribe.hand + tribe.retreating}
    extra = game.ruleset.race_state
    if extra:
        out.update((key, copy.copy(value)) for key, value in extra.items())
        for p in tribe.effects.all:
            p.race_state(game, tribe, out)
        if "used" in out and tribe.owner == game.seat and not tribe.declined:
            out["used"] = dict(out["used"], **uses_this_turn(game))
    return out


def bombs_left(game):
    """The bombs in the stack of the bomb-laying race in play (0 with none in play: item 87)."""
    in_play = any(p.lays_bombs for t in game.tribes.values() for p in t.race.primitives)
    return len(game.bomb_stack) if in_play else 0


def tray_json(game):
    """The tray: each race's tokens off the map; named natives (a ruleset's `natives`) too."""
    tray = dict(game.tray)
    if game.ruleset.board_rules["natives"] is not None:
        on_map = sum(game.tokens[r] for r, occupant in enumerate(game.occupant) if occupant is LOST_TRIBE)
        tray[game.ruleset.natives_id] = game.ruleset.markers.get(LOST_TRIBE, 0) - on_map
    return tray


def state_json(game):
    players = []
    for p in game.players:
        active = _tribe_json(game, p.active) if p.active else None
        declined = [{"race": t.id, "power": t.power.id if t.power else None} for t in p.declined]
        players.append({"name": p.name, "coins": p.coins, "active": active, "declined": declined,
                        "kind": p.kind})
        seat = len(players) - 1
        if "harmony" in game.ruleset.player_state:
            given = game.harmony.get(seat)
            players[-1]["harmony"] = given[0] if given else None
        if "side" in game.ruleset.player_state:
            players[-1]["side"] = game.turn.used.get("side") if seat == game.seat else None
    regions = {}
    arrays = list(game.markers.items())
    natives = game.ruleset.natives_id
    with_items = bool(game.ruleset.items)
    for region in game.board.regions:
        i = region.index
        occupant = game.occupant[i]
        if occupant is None:
            owner, race, declined = None, None, False
        elif occupant is LOST_TRIBE:
            owner, race, declined = None, natives, True
        else:
            owner, race, declined = occupant.owner, occupant.id, occupant.declined
        markers = {name: values[i] for name, values in arrays if values[i]}
        regions[region.id] = {"owner": owner, "race": race, "tokens": game.tokens[i],
                              "declined": declined, "markers": markers}
        if with_items:
            regions[region.id]["items"] = region_items_json(game, i)
    return {
        "round": game.round,
        "rounds": game.rounds,
        "player": game.current_player,
        "phase": game.phase,
        "over": game.over,
        "players": players,
        "combos": [{"race": c.race.id, "power": c.power.id, "coins": c.coins} for c in game.combos],
        "tray": tray_json(game),
        "regions": regions,
        **({"aegis_paid": shield_payments(game)} if game.ruleset.items else {}),
        **({"bombs_left": bombs_left(game)} if game.ruleset.bombs else {}),
        "winners": list(game.winners),
        "turn_player": game.seat,
        "actions": len(game.actions),
    }
