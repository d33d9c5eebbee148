"""Shared fixtures and helpers for the rules-engine tests.

The tests script games on `tests/data/test-grid.json`, a 4x4 grid (ids a1..d4,
row-major; orthogonal neighbours are adjacent):

    a1 sea        a2 farmland(mine)   a3 forest(magic,LT)  a4 hill
    b1 swamp      b2 mountain(cavern) b3 lake              b4 farmland
    c1 hill(cav)  c2 forest(LT)       c3 farmland(cav,mine) c4 mountain
    d1 farm(magic) d2 swamp(mine)     d3 hill(LT)          d4 sea

Border: every edge cell; b2, c2, c3 are interior land (b3 is the inland lake).
Coastal (next to a sea or the lake): a2, b1, c4, d3, a3, b2, b4, c3.
Base costs (2 + mountain + tokens): empty land 2, mountains 3, lost tribes 3.

Typical use:

    game = new_game(["orcs", "elves"], ["forest", "hill"])
    play_turn(game, 0, pick="orcs", conquer=["a4", "b4"], redeploy={"a4": 4, "b4": 5})
    reason = refused(game, act(1, "conquer", region="a4"))   # state checked unchanged
"""

import copy
from pathlib import Path

import pytest

from games.smallworld.model.audit import audit
from games.smallworld.model.board import load_map
from games.smallworld.model.errors import IllegalAction
from games.smallworld.model.game import Game
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.model.state_json import state_json

ROOT = Path(__file__).resolve().parents[2]
RULESET = load_ruleset(str(ROOT / "rules_data" / "classic"))
BOARD = load_map(str(ROOT / "tests" / "data" / "test-grid.json"))
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


# -- setting up -------------------------------------------------------------------------

def new_game(races, powers, players=2, dice=None, seed=1):
    """A game on the test grid whose visible combo i is (races[i], powers[i])."""
    seats = [{"name": NAMES[i], "kind": "human"} for i in range(players)]
    return Game(RULESET, BOARD, seats, seed=seed, races=list(races), powers=list(powers),
                dice=list(dice or []))


# Filler races/powers that do nothing relevant, to complete the six visible combos.
FILL_RACES = ["ratmen", "humans", "wizards", "dwarves", "elves", "orcs", "trolls", "giants"]
FILL_POWERS = ["hill", "forest", "swamp", "merchant", "alchemist", "wealthy", "commando", "mounted"]


def game_with(races, powers, players=2, dice=None):
    """A game whose first visible combos are (races[i], powers[i]), filled up to six."""
    races = list(races) + [r for r in FILL_RACES if r not in races]
    powers = list(powers) + [p for p in FILL_POWERS if p not in powers]
    return new_game(races, powers, players=players, dice=dice)


@pytest.fixture
def ruleset():
    return RULESET


@pytest.fixture
def board():
    return BOARD


# -- actions -----------------------------------------------------------------------------

def act(seat, kind, **fields):
    """An action dict: act(0, "conquer", region="a2")."""
    return dict(fields, type=kind, player=seat)


def do(game, seat, kind, **fields):
    """Apply one action and return its events."""
    return game.apply(act(seat, kind, **fields))


def combo_position(game, race):
    for k, combo in enumerate(game.combos):
        if combo.race.id == race:
            return k
    raise AssertionError(f"{race} is not among the visible combos")


def pick(game, seat, race):
    """Pick the visible combo with that race (wherever it now stands in the column)."""
    return do(game, seat, "pick", combo=combo_position(game, race))


def conquer(game, seat, region, **fields):
    return do(game, seat, "conquer", region=region, **fields)


def redeploy(game, seat, tokens, **fields):
    return do(game, seat, "redeploy", tokens=tokens, **fields)


def end_turn(game, seat):
    return do(game, seat, "end_turn")


def decline_turn(game, seat):
    """A turn spent going into decline (decline, then end_turn): its events."""
    return do(game, seat, "decline") + end_turn(game, seat)


def retreat(game, seat, tokens, **fields):
    return do(game, seat, "retreat", tokens=tokens, **fields)


def play_turn(game, seat, pick=None, conquer=(), redeploy=None, end=True, **markers):
    """pick (a race id), conquer these regions in order, redeploy these counts, end_turn.

    `markers` go into the redeploy action (encampments=..., fortress=..., heroes=...).
    Returns every event of the turn, in order.
    """
    events = []
    if pick is not None:
        events += globals()["pick"](game, seat, pick)
    for region in conquer:
        events += do(game, seat, "conquer", region=region)
    if redeploy is not None:
        events += do(game, seat, "redeploy", tokens=redeploy, **markers)
    if end:
        events += do(game, seat, "end_turn")
    return events


def pass_turn(game, seat, pick=None):
    """A turn doing nothing: pick a race that stays off the map (if given), end the turn."""
    events = []
    if pick is not None:
        events += globals()["pick"](game, seat, pick)
    events += do(game, seat, "end_turn")
    return events


# -- looking at the state ------------------------------------------------------------------

def region(game, rid):
    """The state-JSON view of one region: owner, race, tokens, declined, markers."""
    return state_json(game)["regions"][rid]


def tokens(game, rid):
    return game.tokens[game.board.index[rid]]


def markers(game, rid):
    return region(game, rid)["markers"]


def hand(game, race):
    return game.tribes[race].hand


def tribe(game, race):
    return game.tribes[race]


def held(game, race):
    """The region ids the race holds, sorted."""
    return sorted(game.region_id(r) for r in game.tribes[race].regions)


def counts(game, race):
    """{region id: tokens} of the race now: a redeploy that changes nothing."""
    return {game.region_id(r): game.tokens[r] for r in sorted(game.tribes[race].regions)}


def events_of(events, kind):
    return [e for e in events if e["type"] == kind]


def scored(events):
    """The single `scored` event of a turn's events."""
    found = events_of(events, "scored")
    assert len(found) == 1, f"expected one scored event, got {found}"
    return found[0]


def breakdown(events):
    """(regions, race_bonus, power_bonus, decline_bonus, coins) of the turn's score."""
    s = scored(events)
    return s["regions"], s["race_bonus"], s["power_bonus"], s["decline_bonus"], s["coins"]


def cost_of(game, race, rid):
    from games.smallworld.model import conquest
    return conquest.cost(game, game.tribes[race], game.board.index[rid])


def snapshot(game):
    """Everything an illegal action must leave alone (the state JSON and the hidden bits)."""
    turn = game.turn
    campaigns = {}
    for t, camp in turn.campaigns.items():
        fields = {name: getattr(camp, name) for name in camp.__slots__}
        if any(fields.values()):   # a fresh, untouched campaign is the same as none
            campaigns[t.id] = fields
    return {
        "state": state_json(game),
        "supply": dict(game.supply),
        "peace": [(d, a, t.id) for d, a, t in game.peace],
        "retreats": [(s, t.id, n) for s, t, n in game.pending_retreats],
        "tribes": {rid: (t.hand, t.retreating, sorted(t.regions), dict(t.counters), t.declined)
                   for rid, t in game.tribes.items()},
        "turn": {name: copy.deepcopy(getattr(turn, name)) for name in turn.__slots__ if name != "campaigns"},
        "campaigns": campaigns,
        "dice": (list(game.dice_script), list(game.dice_log)),
        "stacks": (list(game.race_stack), list(game.power_stack), list(game.power_discard)),
        "actions": len(game.actions),
    }


def refused(game, action):
    """Assert the action is illegal and changes nothing; return the reason given."""
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert snapshot(game) == before, f"refused action {action} changed the state"
    assert info.value.reason
    return info.value.reason


def assert_audit(game):
    assert audit(game) == []


# -- arranging what play alone would take long to reach -------------------------------------

def take_from_tray(game, race, count=None):
    """Move tray tokens into the race's hand (count None: all of them).

    Used to make a tray run out without playing dozens of turns; the tokens stay
    accounted for (hand + map + tray = box), so `audit` still holds.
    """
    n = game.tray[race] if count is None else count
    game.tray[race] -= n
    game.tribes[race].hand += n
    return n
